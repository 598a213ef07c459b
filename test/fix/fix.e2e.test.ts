import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diff } from '../../src/diff/index.js';
import { lintFile } from '../../src/lint/lint.js';
import type { Finding } from '../../src/findings.js';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * `lint --fix` on documents as people write them (YAML with comments, JSON with CRLF and four
 * spaces, Swagger 2.0, a description split over `$ref`d files): what the fixes fix is gone,
 * nothing else appears, `diff` finds nothing breaking, every original line is still there and
 * a second `--fix` changes nothing.
 */

const CASES = [
  { name: 'YAML with comments (3.0)', files: ['commented.yaml'], document: 'commented.yaml' },
  { name: 'JSON, CRLF and four spaces (3.1)', files: ['api.json'], document: 'api.json' },
  { name: 'Swagger 2.0 (JSON)', files: ['swagger.json'], document: 'swagger.json' },
  { name: 'split over $ref\'d files (3.0)', files: ['split'], document: 'split/openapi.yaml' },
  // The YAML fixture as 3.2: the fixes are the same nodes.
  { name: 'YAML with comments (3.2)', files: ['commented.yaml'], document: 'commented.yaml', version: '3.2.0' },
];

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-fix-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function copyCase(files: readonly string[], into: string, version?: string): Promise<void> {
  for (const file of files) await cp(path.join(ROOT, 'fixtures/fix', file), path.join(into, file), { recursive: true });
  if (version === undefined) return;
  for (const file of files) await writeFile(path.join(into, file), (await readFile(path.join(into, file), 'utf8')).replace(/^openapi: 3\.0\.3$/m, `openapi: ${version}`));
}

async function textsUnder(directory: string, files: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const { readdir } = await import('node:fs/promises');
  for (const file of files) {
    const entries = await readdir(path.join(directory, file), { recursive: true, withFileTypes: true }).catch(() => undefined);
    if (entries === undefined) texts.set(file, await readFile(path.join(directory, file), 'utf8'));
    else for (const entry of entries) if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      texts.set(path.relative(directory, full), await readFile(full, 'utf8'));
    }
  }
  return texts;
}

const key = (finding: Finding) => `${finding.code}|${finding.message}`;

/** Whether `after` is `before` with text inserted at one place (a member's comma, an entry in a flow mapping). */
function isInsertionInto(before: string, after: string): boolean {
  let prefix = 0;
  while (prefix < before.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  return after.length > before.length && prefix + suffix === before.length;
}

/**
 * The lines of `before` not kept as they were in `after`, by a longest common subsequence of
 * lines: an edit that only adds leaves none, but for lines it inserts text into.
 */
function linesNotKept(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as Uint16Array;
      row[j] = a[i] === b[j] ? (table[i + 1] as Uint16Array)[j + 1] as number + 1 : Math.max((table[i + 1] as Uint16Array)[j] as number, row[j + 1] as number);
    }
  }
  const lost: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length) {
    if (j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && ((table[i] as Uint16Array)[j + 1] as number) >= ((table[i + 1] as Uint16Array)[j] as number)) added.push(b[j++] as string);
    else lost.push(a[i++] as string);
  }
  added.push(...b.slice(j));
  return lost.filter((line) => !added.some((other) => isInsertionInto(line, other)));
}

describe.each(CASES)('lint --fix: $name', ({ files, document, version }) => {
  let directory: string;
  let original: string;
  let before: Finding[];
  let texts: Map<string, string>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(work, 'case-'));
    original = await mkdtemp(path.join(work, 'original-'));
    await copyCase(files, directory, version);
    await copyCase(files, original, version);
    texts = await textsUnder(directory, files);
    before = await lintFile(path.join(directory, document));
  });

  it('fixes what it says it fixes, and nothing else appears', async () => {
    const fixable = before.filter((finding) => finding.fix !== undefined);
    expect(fixable.length).toBeGreaterThan(2);
    const result = await runCli(['lint', document, '--fix', '-f', 'json'], { cwd: directory });
    expect(result.stderr).toMatch(new RegExp(`fixed ${fixable.length} findings? in `));
    // The report lists what is left: the findings without a fix.
    const reported = JSON.parse(result.stdout) as Finding[];
    expect(reported.map(key).sort()).toEqual(before.filter((finding) => finding.fix === undefined).map(key).sort());
    const after = await lintFile(path.join(directory, document));
    const fixedRules = new Set(fixable.map((finding) => finding.code));
    expect(after.filter((finding) => fixedRules.has(finding.code)).map(key)).toEqual(before.filter((finding) => fixedRules.has(finding.code) && finding.fix === undefined).map(key));
    const known = new Set(before.map(key));
    expect(after.filter((finding) => !known.has(key(finding))).map(key)).toEqual([]);
  });

  it('keeps the contract: diff of before and after finds no breaking change', async () => {
    expect(await diff(path.join(original, document), path.join(directory, document))).toEqual([]);
  });

  it('keeps every line as written, comments included, and only adds', async () => {
    const now = await textsUnder(directory, files);
    let changed = 0;
    for (const [file, text] of texts) {
      const fixed = now.get(file) ?? '';
      if (fixed !== text) changed++;
      expect(linesNotKept(text, fixed), file).toEqual([]);
      const comments = text.split('\n').filter((line) => /(^|\s)#/.test(line) && !/\$ref/.test(line));
      for (const comment of comments) expect(fixed.split('\n')).toContain(comment);
      // Line endings and the final newline as they were.
      expect(fixed.includes('\r\n')).toBe(text.includes('\r\n'));
      expect(fixed.endsWith('\n')).toBe(text.endsWith('\n'));
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('a second --fix changes nothing', async () => {
    const fixedTexts = await textsUnder(directory, files);
    const result = await runCli(['lint', document, '--fix', '-f', 'json'], { cwd: directory });
    expect(result.stderr).toContain('fixed nothing');
    expect(await textsUnder(directory, files)).toEqual(fixedTexts);
  });

  it('--fix-dry-run writes nothing and prints a diff that git applies to the same result', async () => {
    const dry = await mkdtemp(path.join(work, 'dry-'));
    await copyCase(files, dry, version);
    const result = await runCli(['lint', document, '--fix-dry-run', '-f', 'json', '-o', 'report.json'], { cwd: dry });
    expect(result.stderr).toContain('would fix');
    expect(result.stdout).toMatch(/^--- a\//);
    expect(await textsUnder(dry, files)).toEqual(texts);
    await writeFile(path.join(dry, 'fix.patch'), result.stdout);
    await new Promise<void>((resolve, reject) => {
      execFile('git', ['apply', '--unsafe-paths', '--whitespace=nowarn', 'fix.patch'], { cwd: dry }, (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(stderr))));
    });
    expect(await textsUnder(dry, files)).toEqual(await textsUnder(directory, files));
  });
});

describe('lint --fix: the exit code', () => {
  it('is decided by what is left, as with ESLint: 0 once the only failing finding is fixed', async () => {
    const directory = await mkdtemp(path.join(work, 'exit-'));
    const text = `openapi: 3.0.3
info: {title: t, version: '1'}
servers: [{url: 'https://api.example.com/v1'}]
security: []
paths:
  /users/{user_id}:
    get:
      parameters: [{name: user_id, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object}}}}
        '429': {description: slow down, content: {application/json: {schema: {type: object, required: [error, message], properties: {error: {type: string}, message: {type: string}}}}}}
`;
    await writeFile(path.join(directory, 'openapi.yaml'), text);
    expect((await runCli(['lint', 'openapi.yaml', '--fail-severity', 'warn'], { cwd: directory })).code).toBe(1);
    const dry = await runCli(['lint', 'openapi.yaml', '--fix-dry-run', '--fail-severity', 'warn', '-f', 'json', '-o', 'report.json'], { cwd: directory });
    expect(dry.code).toBe(0);
    expect(await readFile(path.join(directory, 'openapi.yaml'), 'utf8')).toBe(text);
    const fixed = await runCli(['lint', 'openapi.yaml', '--fix', '--fail-severity', 'warn'], { cwd: directory });
    expect(fixed.stderr).toContain('fixed 1 finding in openapi.yaml (rate-limit-retry-after 1)');
    expect(fixed.code).toBe(0);
    expect((await runCli(['lint', 'openapi.yaml', '--fail-severity', 'warn'], { cwd: directory })).code).toBe(0);
  });
});

describe('lint --fix: usage', () => {
  it('refuses --fix with standard input, and --fix with --fix-dry-run, in one line', async () => {
    const stdin = await runCli(['lint', '-', '--fix']);
    expect(stdin.code).toBe(2);
    expect(stdin.stderr.trim().split('\n')).toHaveLength(1);
    const both = await runCli(['lint', 'fixtures/fix/commented.yaml', '--fix', '--fix-dry-run']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give one of them');
    const type = await runCli(['lint', 'fixtures/fix/commented.yaml', '--fix', '--fix-type', 'risky']);
    expect(type.code).toBe(2);
    expect(type.stderr).toContain('expected safe or breaking');
  });
});
