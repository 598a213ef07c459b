import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

/** `x-api-conventions-ignore`: exceptions written into the document, at the node they concern. */

interface JsonFinding { code: string; path: string[]; message: string; severity: number; source: string }

const IGNORED = `openapi: 3.0.3
info:
  title: Orders
  version: '1'
servers:
  - url: https://api.example.com/v1
security:
  - bearer: []
x-api-conventions-ignore:
  - auth-error-responses
paths:
  /getOrders:
    x-api-conventions-ignore:
      - rule: path-nouns
        reason: kept for the mobile app until v2
    get:
      parameters:
        - name: pageSize
          in: query
          schema: {type: integer}
      responses:
        '200':
          description: Orders
          content:
            application/json:
              schema: {$ref: '#/components/schemas/OrderList'}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
  schemas:
    Order:
      type: object
      x-api-conventions-ignore:
        - {rule: field-casing, reason: mirrors the partner's payload}
        - {rule: error-body-shape, reason: nothing to silence here}
        - 42
      properties:
        order_id: {type: string}
        customer_id: {type: string}
        placed_at: {type: string}
        total_amount: {type: integer}
        createdAt: {type: string}
        lineItems:
          type: array
          items: {type: object, properties: {unitPrice: {type: number}}}
    OrderList:
      type: object
      required: [data, next_cursor, total]
      properties:
        data: {type: array, items: {$ref: '#/components/schemas/Order'}}
        next_cursor: {type: string, nullable: true}
        total: {type: integer}
        grand_total: {type: integer}
`;

let directory = '';

async function lint(args: string[]): Promise<{ code: number; findings: JsonFinding[] }> {
  const result = await runCli(['lint', '-f', 'json', ...args], { cwd: directory });
  expect(result.stderr).toBe('');
  return { code: result.code, findings: JSON.parse(result.stdout) as JsonFinding[] };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-ignores-'));
  await writeFile(path.join(directory, 'openapi.yaml'), IGNORED);
  await writeFile(path.join(directory, 'plain.yaml'), IGNORED.replace(/^( *)x-api-conventions-ignore:\n(\1 {2}.*\n)+/gm, ''));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('x-api-conventions-ignore', () => {
  it('the same document without exceptions has the findings they silence', async () => {
    const { findings } = await lint(['plain.yaml']);
    const codes = findings.map((finding) => finding.code);
    expect(codes).toContain('path-nouns');
    expect(codes).toContain('auth-error-responses');
    expect(findings.filter((finding) => finding.code === 'field-casing').map((finding) => finding.path.at(-1))).toEqual(expect.arrayContaining(['createdAt', 'unitPrice', 'name']));
  });

  it('silences the rules it lists for findings at its node and below, and nothing else', async () => {
    const { findings } = await lint(['openapi.yaml']);
    expect(findings.filter((finding) => ['path-nouns', 'auth-error-responses'].includes(finding.code))).toEqual([]);
    // field-casing is silenced under Order (also deep inside it), not for the parameter outside it.
    expect(findings.filter((finding) => finding.code === 'field-casing').map((finding) => finding.path)).toEqual([['paths', '/getOrders', 'get', 'parameters', '0', 'name']]);
    expect(findings.some((finding) => finding.code === 'unused-ignore' || finding.code === 'ignore-without-reason')).toBe(false);
  });

  it('--report-unused-ignores reports entries that silence nothing or give no reason, as warnings', async () => {
    const { findings } = await lint(['openapi.yaml', '--report-unused-ignores']);
    const problems = findings.filter((finding) => finding.code === 'unused-ignore' || finding.code === 'ignore-without-reason')
      .map(({ code, path: findingPath, severity }) => ({ code, path: findingPath.join('/'), severity }));
    expect(problems).toEqual(expect.arrayContaining([
      { code: 'ignore-without-reason', path: 'x-api-conventions-ignore/0', severity: 1 },
      { code: 'unused-ignore', path: 'components/schemas/Order/x-api-conventions-ignore/1', severity: 1 },
      { code: 'unused-ignore', path: 'components/schemas/Order/x-api-conventions-ignore/2', severity: 1 },
    ]));
    expect(problems).toHaveLength(3);
    const unused = findings.find((finding) => finding.path.join('/') === 'components/schemas/Order/x-api-conventions-ignore/1');
    expect(unused?.message).toBe('"error-body-shape" is ignored here but no error-body-shape finding is at this node or below; remove the exception');
  });

  it('is read in a UTF-16 file as in a UTF-8 one', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(IGNORED, 'utf16le')]);
    await writeFile(path.join(directory, 'utf16.yaml'), utf16);
    const { findings } = await lint(['utf16.yaml']);
    expect(findings.filter((finding) => ['path-nouns', 'auth-error-responses'].includes(finding.code))).toEqual([]);
    expect(findings.filter((finding) => finding.code === 'field-casing').map((finding) => finding.path)).toEqual([['paths', '/getOrders', 'get', 'parameters', '0', 'name']]);
  });

  it('applies in the file a finding points into, for files reached through $ref', async () => {
    await mkdir(path.join(directory, 'split'));
    await copyFile(path.join(ROOT, 'fixtures/gate/split/openapi.yaml'), path.join(directory, 'split/openapi.yaml'));
    const components = await readFile(path.join(ROOT, 'fixtures/gate/split/components.yaml'), 'utf8');
    await writeFile(path.join(directory, 'split/components.yaml'), components.replace('  Limit:\n', '  Limit:\n    x-api-conventions-ignore: [{rule: field-casing, reason: the partner API names it so}]\n'));
    const { findings } = await lint(['split/openapi.yaml', '--report-unused-ignores']);
    expect(findings.map((finding) => `${finding.code} ${finding.path.join('/')}`)).toEqual(['field-casing schemas/Product/properties/unitPrice']);
  });
});
