import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { lintText } from '../../src/lint/lint.js';
import { runCli } from '../helpers/cli.js';
import { lineOf } from '../helpers/marked-lines.js';

/**
 * Status codes written as YAML integers (`200:`): valid YAML, read as the key '200'. Swagger 2.0
 * writes them so in its own examples: no finding. OpenAPI 3.x says they MUST be quoted: one
 * `oas-valid` finding for the document, at the first, counting the others. Never a "syntax error".
 */

const OPERATIONS = `paths:
  /v1/pets:
    get:
      operationId: list_pets
      responses:
        200: # <- first
          description: ok
        404:
          description: missing
        default:
          description: other
    delete:
      operationId: delete_pets
      responses: {204: {description: gone}, '409': {description: conflict}}
`;

const HEADER: Record<string, string> = {
  '2.0': "swagger: '2.0'\ninfo: {title: Pets, version: 1.0.0}\n",
  '3.0': 'openapi: 3.0.3\ninfo: {title: Pets, version: 1.0.0}\n',
  '3.1': 'openapi: 3.1.0\ninfo: {title: Pets, version: 1.0.0}\n',
};

/** A webhook's and a callback's responses are an operation's too (3.1). */
const WEBHOOKS = `webhooks:
  pet_born:
    post:
      operationId: pet_born
      responses:
        202: # <- first
          description: taken
paths:
  /v1/subscriptions:
    post:
      operationId: subscribe
      callbacks:
        on_event:
          '{$request.body#/url}':
            post:
              responses:
                200: {description: ok}
      responses:
        '201': {description: subscribed}
`;

/** Named responses are no status codes: a number as a name is the parser's matter, as before. */
const NAMED = `paths: {}
components:
  responses:
    404: # <- name
      description: missing
`;

interface Case {
  name: string;
  version: keyof typeof HEADER;
  document: string;
  /** The message of the one finding, and the mark of its line; none when absent. */
  expected?: { message: string; at: string; path: string[] };
}

const MESSAGE_200 = 'response status 200 is written as a number; quote it ("200"): OpenAPI 3.x requires status codes as strings (2 more in this document)';
const CASES: Case[] = [
  { name: 'Swagger 2.0, block and flow keys', version: '2.0', document: OPERATIONS },
  { name: 'OpenAPI 3.0, block and flow keys', version: '3.0', document: OPERATIONS, expected: { message: MESSAGE_200, at: 'first', path: ['paths', '/v1/pets', 'get', 'responses', '200'] } },
  { name: 'OpenAPI 3.1, block and flow keys', version: '3.1', document: OPERATIONS, expected: { message: MESSAGE_200, at: 'first', path: ['paths', '/v1/pets', 'get', 'responses', '200'] } },
  {
    name: 'OpenAPI 3.1, a webhook and a callback',
    version: '3.1',
    document: WEBHOOKS,
    expected: {
      message: 'response status 202 is written as a number; quote it ("202"): OpenAPI 3.x requires status codes as strings (1 more in this document)',
      at: 'first',
      path: ['webhooks', 'pet_born', 'post', 'responses', '202'],
    },
  },
  {
    name: 'OpenAPI 3.0, one only',
    version: '3.0',
    document: OPERATIONS.replace('404:', "'404':").replace('{204:', "{'204':"),
    expected: { message: 'response status 200 is written as a number; quote it ("200"): OpenAPI 3.x requires status codes as strings', at: 'first', path: ['paths', '/v1/pets', 'get', 'responses', '200'] },
  },
  { name: 'OpenAPI 3.0, every status quoted', version: '3.0', document: OPERATIONS.replace('200:', "'200':").replace('404:', "'404':").replace('{204:', "{'204':") },
];

/** Findings about how the document is written: oas-valid, and anything mentioning a number key. */
function aboutStatusKeys(findings: Finding[]): Finding[] {
  return findings.filter((finding) => finding.code === 'oas-valid' || /string scalar|syntax error/i.test(finding.message));
}

describe('status codes written as numbers', () => {
  for (const { name, version, document, expected } of CASES) {
    it(`${name}: ${expected === undefined ? 'no finding' : 'one finding'}`, async () => {
      const text = `${HEADER[version] ?? ''}${document}`;
      const findings = await lintText(text, `/api/status-${version}.yaml`);
      const placed = aboutStatusKeys(findings).map((finding) => ({ code: finding.code, severity: finding.severity, message: finding.message, path: finding.path, line: finding.range.start.line }));
      expect(placed).toEqual(expected === undefined ? [] : [{ code: 'oas-valid', severity: 0, message: expected.message, path: expected.path, line: lineOf(text, expected.at) }]);
      // The rules still read every status code, quoted or not.
      if (document === OPERATIONS) expect(findings.filter((finding) => finding.path.join('/') === 'paths//v1/pets/get/responses/404').map((finding) => finding.code)).toContain('error-body-shape');
    });
  }

  it('leaves a number as the name of a response in components to the parser, named a key rather than a syntax error', async () => {
    const text = `${HEADER['3.0'] ?? ''}${NAMED}`;
    const findings = aboutStatusKeys(await lintText(text, '/api/named.yaml'));
    expect(findings.map((finding) => ({ message: finding.message, line: finding.range.start.line })))
      .toEqual([{ message: `YAML at line ${lineOf(text, 'name') + 1}, column 5: Mapping key must be a string scalar rather than number`, line: lineOf(text, 'name') }]);
  });
});

describe('the CLI', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-status-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('prints the one finding of a 3.0 document at its line (stylish), and none for 2.0', async () => {
    const [open, swagger] = [path.join(directory, 'openapi.yaml'), path.join(directory, 'swagger.yaml')];
    const text = `${HEADER['3.0'] ?? ''}${OPERATIONS}`;
    await writeFile(open, text);
    await writeFile(swagger, `${HEADER['2.0'] ?? ''}${OPERATIONS}`);
    const result = await runCli(['lint', '--no-color', open, swagger]);
    const line = lineOf(text, 'first') + 1;
    expect(result.stdout.split('\n').filter((row) => row.includes('oas-valid'))).toEqual([`  ${line}:9    error  ${MESSAGE_200}  oas-valid`]);
    expect(result.stdout).not.toMatch(/syntax error|string scalar/);
  });
});
