import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { BIN, ROOT, runCli } from '../helpers/cli.js';

/** What ESLint users reach for: --max-warnings, a document on stdin, -o naming the format, and --since. */

const LEGACY = path.join(ROOT, 'fixtures/gate/legacy-api.yaml');
const SPLIT = path.join(ROOT, 'fixtures/gate/split/openapi.yaml');
const git = promisify(execFile);

let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-habits-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The CLI with `input` on its standard input. */
function runWithStdin(args: readonly string[], input: string, cwd = ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function jsonFindings(args: readonly string[], cwd?: string): Promise<Array<{ code: string; severity: number; source: string; message: string }>> {
  const result = await runCli([...args, '-f', 'json'], cwd === undefined ? {} : { cwd });
  return JSON.parse(result.stdout) as Array<{ code: string; severity: number; source: string; message: string }>;
}

describe('--max-warnings', () => {
  it('says why it failed when the warnings exceed n, and counts only the warnings reported', async () => {
    const warnings = (await jsonFindings(['lint', LEGACY])).filter((finding) => finding.severity === 1).length;
    expect(warnings).toBeGreaterThan(1);
    const over = await runCli(['lint', LEGACY, '--max-warnings', String(warnings - 1)]);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(`api-conventions: ${warnings} warnings, more than --max-warnings ${warnings - 1}\n`);
    expect((await runCli(['lint', LEGACY, '--max-warnings', String(warnings)])).stderr).toBe('');
    // As in ESLint, warnings hidden by --quiet still count.
    expect((await runCli(['lint', LEGACY, '--quiet', '--max-warnings', '0'])).stderr).toBe(`api-conventions: ${warnings} warnings, more than --max-warnings 0\n`);
  });

  it('lets a run with warnings only pass at n and fail above it', async () => {
    const document = LEGACY;
    const ruleset = path.join(directory, 'warnings.spectral.yaml');
    await writeFile(ruleset, `extends: [${path.join(ROOT, 'dist/spectral/ruleset.js')}]\nrules: {field-casing: warn, path-nouns: warn, path-nesting-depth: warn, error-body-shape: warn}\n`);
    const findings = await jsonFindings(['lint', document, '-r', ruleset]);
    const warnings = findings.filter((finding) => finding.severity === 1).length;
    expect(findings.filter((finding) => finding.severity === 0)).toEqual([]);
    expect(warnings).toBeGreaterThan(0);
    expect((await runCli(['lint', document, '-r', ruleset, '--max-warnings', String(warnings)])).code).toBe(0);
    expect((await runCli(['lint', document, '-r', ruleset, '--max-warnings', String(warnings - 1)])).code).toBe(1);
    const refused = await runCli(['lint', document, '--max-warnings', 'some']);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('api-conventions: --max-warnings "some": expected a whole number, 0 or more');
  });
});

describe('lint - (standard input)', () => {
  it('names the document by --stdin-filename and resolves its $refs from there', async () => {
    const text = await readFile(SPLIT, 'utf8');
    const fromFile = await jsonFindings(['lint', SPLIT]);
    const result = await runWithStdin(['lint', '-', '--stdin-filename', 'fixtures/gate/split/openapi.yaml', '-f', 'json'], text);
    const fromStdin = JSON.parse(result.stdout) as typeof fromFile;
    expect(fromStdin).toEqual(fromFile);
    // The $refs were read: findings in components.yaml come with it.
    expect(fromStdin.some((finding) => finding.source.endsWith('components.yaml'))).toBe(true);
    expect(fromStdin.some((finding) => finding.code === 'oas-valid')).toBe(false);
  });

  it('reads the inline exceptions of the text given, not of a file on disk by that name', async () => {
    const text = `${await readFile(LEGACY, 'utf8')}\nx-api-conventions-ignore: [{rule: field-casing, reason: the legacy clients' names}]\n`;
    const result = await runWithStdin(['lint', '-', '--stdin-filename', 'fixtures/gate/legacy-api.yaml'], text);
    expect(result.stdout).toMatch(/^fixtures\/gate\/legacy-api\.yaml$/m);
    expect(result.stdout).toContain('(2 more hidden: 2 by x-api-conventions-ignore)');
    expect(result.stdout).not.toContain('field-casing');
  });

  it('is <stdin> without a name, and refuses other documents beside it', async () => {
    const result = await runWithStdin(['lint', '-', '--no-color'], '{"openapi": "3.0.3"');
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe('<stdin>');
    const refused = await runWithStdin(['lint', '-', LEGACY], '');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('api-conventions: "-" reads one document from standard input: name no other document with it');
    const named = await runCli(['lint', LEGACY, '--stdin-filename', 'x.yaml']);
    expect(named.code).toBe(2);
  });
});

describe('-o without -f', () => {
  it.each([['report.sarif', '"version": "2.1.0"'], ['report.json', '"code": "path-nouns"'], ['report.xml', '<testsuites'], ['report.md', '### API conventions'], ['report.html', '<!DOCTYPE html>']])('%s writes its format, and nothing to stdout', async (name, marker) => {
    const file = path.join(directory, name);
    const result = await runCli(['lint', LEGACY, '-o', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(await readFile(file, 'utf8')).toContain(marker);
  });

  it('refuses an extension it cannot read, in one line naming the file, before linting', async () => {
    const result = await runCli(['lint', LEGACY, '-o', 'report.txt']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('api-conventions: report.txt: cannot tell the report format from the extension (.sarif, .json, .xml, .md, .html); give it with -f before -o\n');
  });
});

describe('--since <git-rev>', () => {
  let repository = '';
  const commit = async (message: string) => {
    await git('git', ['add', '-A'], { cwd: repository });
    await git('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message], { cwd: repository });
  };

  beforeAll(async () => {
    repository = await mkdtemp(path.join(directory, 'repo-'));
    await git('git', ['init', '-q', '-b', 'main'], { cwd: repository });
    await copyFile(LEGACY, path.join(repository, 'openapi.yaml'));
    await commit('the API as it was');
  });

  it('reports only what the change adds: reindented and moved findings stay hidden', async () => {
    const before = await jsonFindings(['lint', 'openapi.yaml'], repository);
    // Rewrite the whole document (four-space indents, every line moved) with a path with a verb in it first.
    const document = parse(await readFile(path.join(repository, 'openapi.yaml'), 'utf8')) as { paths: Record<string, unknown> };
    document.paths = { '/createWidget': { post: { responses: { 201: { description: 'created' } } } }, ...document.paths };
    await writeFile(path.join(repository, 'openapi.yaml'), stringify(document, { indent: 4 }));
    const after = await jsonFindings(['lint', 'openapi.yaml'], repository);
    expect(after.length).toBeGreaterThan(before.length);

    const since = await jsonFindings(['lint', 'openapi.yaml', '--since', 'HEAD'], repository);
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((finding) => finding.message.includes('/createWidget'))).toBe(true);
    expect(since.map((finding) => finding.code)).toContain('path-nouns');
    const stylish = await runCli(['lint', 'openapi.yaml', '--since', 'HEAD', '--no-color'], { cwd: repository });
    expect(stylish.stdout).toContain(`${after.length - since.length} there before (--since)`);
  });

  it('reports every finding of a document the revision did not have, and refuses an unknown revision', async () => {
    await copyFile(SPLIT, path.join(repository, 'new-api.yaml'));
    await copyFile(path.join(ROOT, 'fixtures/gate/split/components.yaml'), path.join(repository, 'components.yaml'));
    const all = await jsonFindings(['lint', 'new-api.yaml'], repository);
    expect(await jsonFindings(['lint', 'new-api.yaml', '--since', 'HEAD'], repository)).toEqual(all);
    const refused = await runCli(['lint', 'openapi.yaml', '--since', 'no-such-branch'], { cwd: repository });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('api-conventions: --since no-such-branch: not a git revision here (a branch, tag or commit of the repository in the working directory)');
  });
});
