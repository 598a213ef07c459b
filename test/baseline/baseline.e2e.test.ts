import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT, runCli } from '../helpers/cli.js';

/** Baselines end to end: a team records today's findings, then sees only new ones. */

interface JsonFinding { code: string; path: string[]; message: string; range: { start: { line: number } } }
interface BaselineFile { version: number; documents: Record<string, Array<{ rule: string; fingerprint: unknown[]; message: string }>> }

type Json = Record<string, unknown>;

let directory = '';
const documentFile = () => path.join(directory, 'api/openapi.yaml');
const BASELINE = 'ci/api-baseline.json';

async function lintJson(args: string[]): Promise<{ code: number; findings: JsonFinding[]; stderr: string }> {
  const result = await runCli(['lint', '-f', 'json', ...args], { cwd: directory });
  if (result.code !== 2 && !result.stdout.startsWith('[')) throw new Error(`lint ${args.join(' ')} exited ${result.code} with no report: ${result.stderr}`);
  return { code: result.code, findings: result.code === 2 ? [] : (JSON.parse(result.stdout) as JsonFinding[]), stderr: result.stderr };
}

async function readBaselineFile(): Promise<BaselineFile> {
  return JSON.parse(await readFile(path.join(directory, BASELINE), 'utf8')) as BaselineFile;
}

function reversedObject(value: unknown): unknown {
  if (Array.isArray(value)) return [...value].reverse().map(reversedObject);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, child]) => [key, reversedObject(child)]));
}

/** The same API, written differently: every map and list in reverse order, other indentation, comments on top. */
function reformatAndReorder(text: string): string {
  const data = parse(text) as Json;
  const reordered = reversedObject(data) as Json;
  return `# The same API, reformatted and reordered.\n#\n#\n${stringify(reordered, { indent: 4, lineWidth: 0, flowCollectionPadding: false })}`;
}

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-baseline-'));
  await mkdir(path.join(directory, 'api'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), documentFile());
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('--baseline and --update-baseline', () => {
  it('hides recorded findings after reformatting and reordering, then reports exactly the one new violation', async () => {
    const before = await lintJson(['api/openapi.yaml']);
    expect(before.code).toBe(1);
    expect(before.findings.length).toBeGreaterThanOrEqual(8);

    const update = await lintJson(['api/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    expect(update).toMatchObject({ code: 0, findings: [] });
    expect(update.stderr).toBe(`api-conventions: wrote baseline ${BASELINE}: ${before.findings.length} entries for 1 document\n`);
    const baseline = await readBaselineFile();
    expect(Object.keys(baseline.documents)).toEqual(['../api/openapi.yaml']);

    await writeFile(documentFile(), reformatAndReorder(await readFile(documentFile(), 'utf8')));
    const reformatted = await lintJson(['api/openapi.yaml']);
    // Still the same problems, now on other lines and under other array indices.
    expect(reformatted.findings.map((finding) => finding.code).sort()).toEqual(before.findings.map((finding) => finding.code).sort());
    const lines = (findings: JsonFinding[]) => findings.map((finding) => `${finding.code}:${finding.range.start.line}`).sort();
    expect(lines(reformatted.findings)).not.toEqual(lines(before.findings));
    expect(reformatted.findings.map((finding) => finding.path.join('/'))).toContain('paths//users/get/parameters/0/name');

    expect(await lintJson(['api/openapi.yaml', '--baseline', BASELINE])).toMatchObject({ code: 0, findings: [], stderr: '' });

    const data = parse(await readFile(documentFile(), 'utf8')) as { components: { schemas: { User: { properties: Json } } } };
    data.components.schemas.User.properties['updatedAt'] = { type: 'string', format: 'date-time' };
    await writeFile(documentFile(), stringify(data));
    const added = await lintJson(['api/openapi.yaml', '--baseline', BASELINE]);
    expect(added.code).toBe(1);
    expect(added.findings).toEqual([expect.objectContaining({ code: 'field-casing', path: ['components', 'schemas', 'User', 'properties', 'updatedAt'] })]);
  });

  it('keys array elements by what identifies them: a parameter by in and name', async () => {
    await lintJson(['api/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    const entries = (await readBaselineFile()).documents['../api/openapi.yaml'] ?? [];
    const parameter = entries.find((entry) => entry.message.includes('sortOrder'));
    expect(parameter?.fingerprint).toEqual(['paths', '/users', 'get', 'parameters', { in: 'query', name: 'sortOrder' }, 'name']);
    expect(JSON.stringify(entries)).not.toMatch(/"line"|"range"/);
  });

  it('never loses the entries of documents not linted in this run', async () => {
    await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(directory, 'api/other.yaml'));
    await lintJson(['api/openapi.yaml', 'api/other.yaml', '--baseline', BASELINE, '--update-baseline']);
    const both = await readBaselineFile();
    const otherEntries = both.documents['../api/other.yaml'];
    expect(otherEntries?.length).toBeGreaterThan(0);

    // Fix one problem in openapi.yaml and update from a run that lints openapi.yaml alone.
    const text = await readFile(documentFile(), 'utf8');
    await writeFile(documentFile(), text.replace('/getOrders:', '/orders:'));
    const update = await lintJson(['api/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    expect(update.code).toBe(0);
    const after = await readBaselineFile();
    expect(after.documents['../api/other.yaml']).toEqual(otherEntries);
    expect(after.documents['../api/openapi.yaml']?.some((entry) => entry.rule === 'path-nouns')).toBe(false);
    expect(after.documents['../api/openapi.yaml']?.length).toBeLessThan(both.documents['../api/openapi.yaml']?.length ?? 0);
  });

  it('says when entries no longer match, and a fixed problem that comes back is new again', async () => {
    await lintJson(['api/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    const text = await readFile(documentFile(), 'utf8');
    await writeFile(documentFile(), text.replace('sortOrder', 'sort_order'));
    const fixed = await lintJson(['api/openapi.yaml', '--baseline', BASELINE]);
    expect(fixed).toMatchObject({ code: 0, findings: [] });
    expect(fixed.stderr).toBe(`api-conventions: baseline ${BASELINE}: 1 entry no longer found; --update-baseline removes them\n`);
    await lintJson(['api/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    await writeFile(documentFile(), text);
    const back = await lintJson(['api/openapi.yaml', '--baseline', BASELINE]);
    expect(back.findings).toEqual([expect.objectContaining({ code: 'field-casing', message: expect.stringContaining('sortOrder') as unknown })]);
  });

  it('records files reached through $ref under their own path, and hides their findings', async () => {
    await mkdir(path.join(directory, 'split'));
    for (const name of ['openapi.yaml', 'components.yaml']) await copyFile(path.join(ROOT, 'fixtures/gate/split', name), path.join(directory, 'split', name));
    await lintJson(['split/openapi.yaml', '--baseline', BASELINE, '--update-baseline']);
    const baseline = await readBaselineFile();
    expect(Object.keys(baseline.documents)).toEqual(['../split/components.yaml']);
    expect(baseline.documents['../split/components.yaml']?.map((entry) => entry.fingerprint)).toEqual(expect.arrayContaining([['parameters', 'Limit', 'name']]));
    expect(await lintJson(['split/openapi.yaml', '--baseline', BASELINE])).toMatchObject({ code: 0, findings: [] });
  });

  it('rejects a missing or malformed baseline, and --update-baseline without --baseline (exit 2, one line)', async () => {
    await writeFile(path.join(directory, 'broken.json'), '{"version": 1, "documents": {"a.yaml": [{"rule": 3}]}}');
    await writeFile(path.join(directory, 'not-json.json'), '{oops');
    for (const args of [['--baseline', 'missing.json'], ['--baseline', 'broken.json'], ['--baseline', 'not-json.json'], ['--update-baseline'], ['--baseline', 'api/openapi.yaml', '--update-baseline']]) {
      const result = await runCli(['lint', 'api/openapi.yaml', ...args], { cwd: directory });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect(await readFile(documentFile(), 'utf8')).toBe(await readFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), 'utf8'));
  });
});
