import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFile } from '../../src/lint/lint.js';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * Suggestions: edits that change the contract (a field renamed to the API's casing, a bare array
 * wrapped in the list envelope, a path renamed to a plural). `--fix` leaves them; `--fix-type
 * breaking` makes them and says that clients must change.
 */

let directory: string;
let original: string;
const SUGGESTED = ['field-casing', 'list-envelope', 'path-plural-collections'];

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-suggestions-'));
  await cp(path.join(ROOT, 'fixtures/fix/suggestions.yaml'), path.join(directory, 'openapi.yaml'));
  original = await readFile(path.join(directory, 'openapi.yaml'), 'utf8');
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('suggestions', () => {
  it('are carried by the findings, in the JSON report, and are no fix', async () => {
    const result = await runCli(['lint', 'openapi.yaml', '-f', 'json'], { cwd: directory });
    const findings = JSON.parse(result.stdout) as Array<{ code: string; fix?: unknown; suggestions?: Array<{ description: string }> }>;
    const suggested = findings.filter((finding) => finding.suggestions !== undefined);
    expect(suggested.map((finding) => finding.code).sort()).toEqual(['field-casing', 'list-envelope', 'path-plural-collections', 'path-plural-collections']);
    expect(suggested.every((finding) => finding.fix === undefined)).toBe(true);
    expect(suggested.find((finding) => finding.code === 'field-casing')?.suggestions?.[0]?.description).toBe('rename field "totalPrice" to "total_price"');
  });

  it('--fix leaves them, and says nothing is fixed', async () => {
    const result = await runCli(['lint', 'openapi.yaml', '--fix'], { cwd: directory });
    expect(result.stderr).toContain('fixed nothing');
    expect(await readFile(path.join(directory, 'openapi.yaml'), 'utf8')).toBe(original);
  });

  it('--fix-type breaking makes them, keeps the comments, and says what clients must change', async () => {
    const result = await runCli(['lint', 'openapi.yaml', '--fix', '--fix-type', 'breaking', '-f', 'json'], { cwd: directory });
    expect(result.stderr).toContain('fixed 4 findings in openapi.yaml (field-casing 1, list-envelope 1, path-plural-collections 2)');
    expect(result.stderr).toContain('these fixes changed the contract; clients must change: GET /order removed; GET /order/{order_id} removed');
    const fixed = await readFile(path.join(directory, 'openapi.yaml'), 'utf8');
    for (const comment of original.split('\n').filter((line) => line.includes('#') && !line.includes('$ref'))) {
      expect(fixed).toContain(comment.slice(comment.indexOf('#')));
    }
    expect(fixed).toContain('  /orders/{order_id}:');
    expect(fixed).toContain('required: [order_id, total_price]');
    const after = await lintFile(path.join(directory, 'openapi.yaml'));
    expect(after.filter((finding) => SUGGESTED.includes(finding.code))).toEqual([]);
    expect(after.map((finding) => finding.code)).toEqual(['operation-security', 'operation-security']);
  });
});
