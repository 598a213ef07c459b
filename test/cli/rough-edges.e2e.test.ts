import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';

let directory = '';

/** The conventions' own example without its top-level `security`: warnings only (operation-security). */
async function warningsOnly(): Promise<string> {
  const text = await readFile(path.join(ROOT, 'fixtures/tasks-api.yaml'), 'utf8');
  return text.replace(/^security:\n( {2}.*\n)+/m, '');
}

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-edges-'));
  await cp(path.join(ROOT, 'fixtures/violations.yaml'), path.join(directory, 'violations.yaml'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const oneLine = (text: string) => text.trim().split('\n');
/** Tests that run the CLI several times: generous, as a guard against a hang on a busy machine. */
const SEVERAL_RUNS = 240_000;

describe('a bad cache never breaks the run', () => {
  const badCaches: Array<[kind: string, text: string]> = [['empty', ''], ['truncated', '{"key":"abc","entries":{"/x.yaml":{"hash":"1'], ['corrupt', 'not json at all'], ['of another shape', '[1, 2, 3]']];
  for (const [kind, text] of badCaches) {
    it(`discards a cache file that is ${kind} with a warning naming it, lints, and writes a good one`, async () => {
      const cacheFile = path.join(directory, '.api-conventions-cache');
      await writeFile(cacheFile, text);
      const run = await runCli(['lint', 'violations.yaml', '--cache', '-f', 'json'], { cwd: directory });
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toHaveLength(1);
      expect(run.stderr).toContain('.api-conventions-cache');
      expect(run.stderr).toMatch(/warning/);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(0);
      const rewritten = JSON.parse(await readFile(cacheFile, 'utf8')) as { entries: Record<string, unknown> };
      expect(Object.keys(rewritten.entries)).toEqual([path.join(directory, 'violations.yaml')]);
      const again = await runCli(['lint', 'violations.yaml', '--cache', '-f', 'json'], { cwd: directory });
      expect(again.stderr).toBe('');
      expect(again.stdout).toBe(run.stdout);
    }, SEVERAL_RUNS);
  }

  it('warns and lints without a cache where the cache cannot be kept', async () => {
    await writeFile(path.join(directory, 'a-file'), 'not a folder');
    for (const [location, warning] of [['a-file/cache', /a-file\/cache: cannot read the cache \(ENOTDIR\); linting without it/], ['/proc/no-such/cache', /\/proc\/no-such\/cache: cannot write the cache/]] as const) {
      const run = await runCli(['lint', 'violations.yaml', '--cache', '--cache-location', location, '-f', 'json'], { cwd: directory });
      expect(run.code, location).toBe(1);
      expect(oneLine(run.stderr), location).toEqual([expect.stringMatching(warning)]);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(0);
    }
  }, SEVERAL_RUNS);

  it('makes the folder of --cache-location when it is missing, as -o does', async () => {
    const run = await runCli(['lint', 'violations.yaml', '--cache', '--cache-location', 'deep/er/lint-cache', '-f', 'json'], { cwd: directory });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(JSON.parse(await readFile(path.join(directory, 'deep/er/lint-cache'), 'utf8'))).toHaveProperty('entries');
  }, SEVERAL_RUNS);
});

describe('--quiet: what is printed and the exit code agree', () => {
  it('shows what fails the run with --fail-severity warn, and exits 1', async () => {
    await writeFile(path.join(directory, 'warnings.yaml'), await warningsOnly());
    const run = await runCli(['lint', 'warnings.yaml', '-q', '--fail-severity', 'warn'], { cwd: directory });
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('No problems found');
    expect(run.stdout).toMatch(/✖ \d+ problems \(0 errors, \d+ warnings/);
  }, SEVERAL_RUNS);

  it('says how many findings -q hid when nothing fails the run', async () => {
    await writeFile(path.join(directory, 'warnings.yaml'), await warningsOnly());
    const run = await runCli(['lint', 'warnings.yaml', '-q'], { cwd: directory });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ No problems found in 1 document \((\d+) more hidden: \1 by --quiet\)/);
  }, SEVERAL_RUNS);

  it('says how many findings the baseline and the ignores hid', async () => {
    const baseline = await runCli(['lint', 'violations.yaml', '--baseline', 'baseline.json', '--update-baseline', '-f', 'json'], { cwd: directory });
    expect(baseline.code).toBe(0);
    const run = await runCli(['lint', 'violations.yaml', '--baseline', 'baseline.json'], { cwd: directory });
    expect(run.code).toBe(0);
    const all = JSON.parse((await runCli(['lint', 'violations.yaml', '-f', 'json'], { cwd: directory })).stdout) as unknown[];
    expect(all.length).toBeGreaterThan(0);
    expect(run.stdout).toContain(`✔ No problems found in 1 document (${all.length} more hidden: ${all.length} by the baseline)`);
  }, SEVERAL_RUNS);
});

describe('node_modules', () => {
  it('lints a folder or a glob under node_modules named outright, and skips node_modules found below what was named', async () => {
    await mkdir(path.join(directory, 'node_modules/pkg/node_modules/dep'), { recursive: true });
    await cp(path.join(ROOT, 'fixtures/tasks-api.yaml'), path.join(directory, 'node_modules/pkg/openapi.yaml'));
    await cp(path.join(ROOT, 'fixtures/violations.yaml'), path.join(directory, 'node_modules/pkg/node_modules/dep/openapi.yaml'));
    for (const named of ['node_modules/pkg', 'node_modules/pkg/', 'node_modules/pkg/*.yaml', 'node_modules/pkg/openapi.yaml']) {
      const run = await runCli(['lint', named], { cwd: directory });
      expect(run.code, `${named}: ${run.stderr}`).toBe(0);
      expect(run.stdout, named).toContain('No problems found in 1 document');
    }
    const walked = await runCli(['lint', '.', '-f', 'json'], { cwd: directory });
    expect((JSON.parse(walked.stdout) as Array<{ source: string }>).every((finding) => !finding.source.includes('node_modules'))).toBe(true);
  }, SEVERAL_RUNS);
});

describe('bad output paths', () => {
  it('gives a one-line error, at once, for a report path that cannot be made', async () => {
    await writeFile(path.join(directory, 'a-file'), 'x');
    for (const output of ['/proc/x/r.json', 'a-file/r.json', '/proc/self/status/r.json']) {
      const run = await runCli(['lint', 'violations.yaml', '-o', output], { cwd: directory, timeoutMs: 30_000 });
      expect(run.code, output).toBe(2);
      expect(oneLine(run.stderr), output).toEqual([expect.stringContaining(`${output}: cannot write the report`)]);
    }
  }, SEVERAL_RUNS);
});

describe('merge', () => {
  it('expands quoted globs, and counts every document the shards linted, with findings or not', async () => {
    await cp(path.join(ROOT, 'fixtures/tasks-api.yaml'), path.join(directory, 'clean-1.yaml'));
    await cp(path.join(ROOT, 'fixtures/tasks-api.yaml'), path.join(directory, 'clean-2.yaml'));
    await mkdir(path.join(directory, 'apis'));
    for (const name of ['violations.yaml', 'clean-1.yaml', 'clean-2.yaml']) await cp(path.join(directory, name), path.join(directory, 'apis', name));
    for (const shard of ['1/2', '2/2']) {
      const run = await runCli(['lint', 'apis', '--shard', shard, '-f', 'json', '-o', `shard-${shard[0] ?? ''}.json`], { cwd: directory });
      expect(run.code, run.stderr).not.toBe(2);
    }
    const merged = await runCli(['merge', 'shard-*.json'], { cwd: directory });
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(/in 3 documents\n$/);
    const unmatched = await runCli(['merge', 'nothing-*.json'], { cwd: directory });
    expect(unmatched.code).toBe(2);
    expect(oneLine(unmatched.stderr)).toEqual(['api-conventions: nothing-*.json: no reports match']);
  }, SEVERAL_RUNS);
});

describe('first contact', () => {
  it('prints help on stderr and exits 2 when run with no arguments', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: api-conventions');
    expect((await runCli(['--help'])).code).toBe(0);
  }, SEVERAL_RUNS);

  it('honours FORCE_COLOR when the output is piped, and NO_COLOR over it', async () => {
    const forced = await runCli(['lint', 'violations.yaml'], { cwd: directory, env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\u001b[');
    const plain = await runCli(['lint', 'violations.yaml'], { cwd: directory });
    expect(plain.stdout).not.toContain('\u001b[');
    const both = await runCli(['lint', 'violations.yaml'], { cwd: directory, env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(both.stdout).not.toContain('\u001b[');
  }, SEVERAL_RUNS);

  it('lists oas-valid among the rules', async () => {
    const text = await runCli(['rules']);
    expect(text.stdout.split('\n')[0]).toMatch(/^oas-valid +error/);
    const json = JSON.parse((await runCli(['rules', '-f', 'json'])).stdout) as Array<{ id: string; severity: string }>;
    expect(json[0]).toMatchObject({ id: 'oas-valid', severity: 'error' });
  }, SEVERAL_RUNS);

  it('renders backticks in rule descriptions as code in HTML', async () => {
    const run = await runCli(['lint', 'violations.yaml', '-f', 'html'], { cwd: directory });
    expect(run.stdout).toContain('an explicit <code>security: []</code> marks');
    expect(run.stdout).not.toMatch(/`security: \[\]`/);
  }, SEVERAL_RUNS);
});

describe('the package', () => {
  it('ships an MIT LICENSE and names its repository', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { license: string; repository?: { url?: string } };
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\//);
    const license = await readFile(path.join(ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} api-conventions contributors\n/);
    const packed = await new Promise<string>((resolve, reject) => {
      execFile('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 }, (error, stdout) => (error === null ? resolve(stdout) : reject(new Error(error.message))));
    });
    const [tarball] = JSON.parse(packed) as Array<{ files: Array<{ path: string }> }>;
    expect(tarball?.files.map((file) => file.path)).toContain('LICENSE');
  }, 60_000);
});

describe('progress on a terminal', () => {
  /** Runs the CLI under a pseudo-terminal (util-linux `script`), so that stderr is a TTY. */
  const onTerminal = (args: string[], env: Record<string, string>) => new Promise<string>((resolve) => {
    const command = [process.execPath, BIN, ...args].map((part) => `'${part}'`).join(' ');
    const { CI: _ci, ...rest } = process.env;
    execFile('script', ['-qec', command, '/dev/null'], { cwd: directory, env: { ...rest, NO_COLOR: '1', ...env }, timeout: 120_000 }, (_error, stdout) => resolve(stdout));
  });

  it('shows documents done and findings so far, erased at the end; not with --no-progress or CI', async () => {
    // Enough work to outlast the line's half-second delay many times over, even on a fast machine.
    for (let index = 0; index < 200; index++) await cp(path.join(ROOT, 'fixtures/check/reference-api.yaml'), path.join(directory, `copy-${index}.yaml`));
    const args = ['lint', '.', '--workers', '1', '-f', 'json', '-o', 'report.json'];
    const shown = await onTerminal(args, {});
    expect(shown).toMatch(/linting \d+\/201 documents, [\d,]+ findings so far/);
    expect(shown.endsWith('\r\u001b[2K')).toBe(true);
    expect(await onTerminal([...args, '--no-progress'], {})).toBe('');
    expect(await onTerminal(args, { CI: 'true' })).toBe('');
  }, 180_000);
});
