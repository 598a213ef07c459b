import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import type { CliResult } from '../helpers/cli.js';

/** V8's code cache for the lint bundle (src/cli/code-cache.ts), which `diff` runs from too, in a cache directory of the test's own. */

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-code-cache-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const DOCUMENT = 'fixtures/parity/violating/shop-api.yaml';

/** `lint -f json` of a document with findings, with `XDG_CACHE_HOME` set to `cacheHome`. */
const lint = (cacheHome: string): Promise<CliResult> => runCli(['lint', '-f', 'json', DOCUMENT], { env: { XDG_CACHE_HOME: cacheHome } });

/** The cache files of ours under `cacheHome`. */
async function cacheFiles(cacheHome: string): Promise<string[]> {
  const directory = path.join(cacheHome, 'api-conventions');
  const names = await readdir(directory).catch(() => []);
  return names.filter((name) => name.endsWith('.v8cache')).map((name) => path.join(directory, name));
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const digestOf = async (file: string): Promise<string> => sha256(await readFile(file));

let expected: CliResult;
beforeAll(async () => {
  // The report of a run without a cache (each test below starts from a cache directory of its own).
  expected = await lint(path.join(scratch, 'reference'));
  expect(expected.code).toBe(1);
  expect(JSON.parse(expected.stdout)).not.toEqual([]);
}, 60_000);

describe('lint with V8\'s code cache', () => {
  it('makes the cache on the first run and uses it, unchanged, on the next, with the same report', async () => {
    const home = path.join(scratch, 'fresh');
    const first = await lint(home);
    expect(first).toEqual(expected);
    const [file, ...others] = await cacheFiles(home);
    expect(others).toEqual([]);
    expect(path.basename(file ?? '')).toMatch(new RegExp(`^lint-[0-9a-f]{16}-[0-9a-f]{8}-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8cache$`));
    const made = await digestOf(file ?? '');
    const madeAt = (await stat(file ?? '')).mtimeMs;
    const second = await lint(home);
    expect(second).toEqual(expected);
    expect(await digestOf(file ?? '')).toBe(made);
    expect((await stat(file ?? '')).mtimeMs).toBe(madeAt);
  });

  it('holds the rules\' code whatever the first run linted: after a document that is no OpenAPI, as much as after one with findings', async () => {
    const [linted, notLinted] = [path.join(scratch, 'warm-linted'), path.join(scratch, 'warm-not-openapi')];
    await lint(linted);
    const notOpenapi = await runCli(['lint', '-f', 'json', 'fixtures/bad/not-openapi.yaml'], { env: { XDG_CACHE_HOME: notLinted } });
    expect(notOpenapi.code).toBe(1);
    const sizeOf = async (home: string) => (await stat((await cacheFiles(home))[0] ?? '')).size;
    const [lintedSize, notLintedSize] = [await sizeOf(linted), await sizeOf(notLinted)];
    // Without the warm-up, a run that compiles no rule leaves a cache a quarter smaller (1.00 MB against 1.33 MB).
    expect(Math.abs(notLintedSize - lintedSize) / lintedSize).toBeLessThan(0.1);
  });

  it('runs as without a cache when the cache file is corrupt, and replaces it', async () => {
    const home = path.join(scratch, 'corrupt');
    await lint(home);
    const [file] = await cacheFiles(home);
    const good = await readFile(file ?? '');
    // Bytes changed deep inside V8's data (V8 itself does not check those on Node 20, and crashes on some),
    // then a file cut short, then one that is not a cache at all.
    const flipped = Buffer.from(good);
    for (let offset = 4096; offset < flipped.length; offset += 4096) flipped[offset] = (flipped[offset] ?? 0) ^ 0x5a;
    for (const damaged of [flipped, good.subarray(0, good.length >> 1), Buffer.from('not a cache')]) {
      await writeFile(file ?? '', damaged);
      expect(await lint(home)).toEqual(expected);
      // Replaced by a cache of this run, which the next run takes as it is.
      const replaced = await digestOf(file ?? '');
      expect(replaced).not.toBe(sha256(damaged));
      expect(await lint(home)).toEqual(expected);
      expect(await digestOf(file ?? '')).toBe(replaced);
    }
  });

  it('runs as without a cache when the cache directory cannot be made or written', async () => {
    const blocked = path.join(scratch, 'blocked');
    // A file where the cache directory would be.
    await writeFile(blocked, 'a file, not a directory');
    expect(await lint(blocked)).toEqual(expected);
    if (process.getuid?.() === 0) return; // root writes through permissions: the case above stands for both.
    const readOnly = path.join(scratch, 'read-only');
    await mkdir(path.join(readOnly, 'api-conventions'), { recursive: true });
    await chmod(path.join(readOnly, 'api-conventions'), 0o500);
    expect(await lint(readOnly)).toEqual(expected);
    expect(await cacheFiles(readOnly)).toEqual([]);
  });

  it('writes no cache after a run that failed before linting (exit code 2)', async () => {
    const home = path.join(scratch, 'usage-error');
    const result = await runCli(['lint', '--format', 'no-such-format', DOCUMENT], { env: { XDG_CACHE_HOME: home } });
    expect(result.code).toBe(2);
    expect(await cacheFiles(home)).toEqual([]);
  });
});

describe('diff with V8\'s code cache', () => {
  it('runs from the lint bundle: makes the cache, uses it unchanged, and reports as without it', async () => {
    const diff = (cacheHome: string): Promise<CliResult> => runCli(['diff', '-f', 'json', 'fixtures/tasks-api.swagger.json', 'fixtures/tasks-api.yaml'], { env: { XDG_CACHE_HOME: cacheHome } });
    // A cache directory that is a file: no cache can be made, nor read.
    const blocked = path.join(scratch, 'diff-blocked');
    await writeFile(blocked, 'a file, not a directory');
    const withoutCache = await diff(blocked);
    expect(withoutCache.code).toBe(1);
    expect(JSON.parse(withoutCache.stdout)).not.toEqual([]);
    const home = path.join(scratch, 'diff');
    expect(await diff(home)).toEqual(withoutCache);
    const [file, ...others] = await cacheFiles(home);
    expect(others).toEqual([]);
    const made = await digestOf(file ?? '');
    expect(await diff(home)).toEqual(withoutCache);
    expect(await digestOf(file ?? '')).toBe(made);
  });
});

/** Runs `loadLintBundle` of the built CLI on `bundle`, with its cache in `cacheDirectory`; stdout. */
function loadBundle(bundle: string, cacheDirectory: string): Promise<string> {
  const codeCache = pathToFileURL(path.join(ROOT, 'dist/src/cli/code-cache.js')).href;
  const script = `import { loadLintBundle } from ${JSON.stringify(codeCache)}; loadLintBundle(${JSON.stringify(bundle)}, ${JSON.stringify(cacheDirectory)}).run();`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { timeout: 30_000 }, (error, stdout) => (error === null ? resolve(stdout) : reject(new Error(error.message))));
  });
}

/** A bundle as the build writes it: the body in Node's wrapper for a CommonJS module, the hash of that on the first line. */
async function writeBundle(file: string, body: string): Promise<void> {
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${body}\n})`;
  await writeFile(file, `// api-conventions lint bundle ${createHash('sha256').update(wrapped).digest('hex')}\n${wrapped}`);
}

describe('the code cache of another build', () => {
  it('is not used for a changed bundle, even of the same length, and is removed when the new one is made', async () => {
    const directory = path.join(scratch, 'builds');
    await mkdir(directory, { recursive: true });
    const bundle = path.join(directory, 'lint.bundle.cjs');
    const cacheDirectory = path.join(directory, 'cache');
    await writeBundle(bundle, 'module.exports.run = () => console.log("build one");');
    expect(await loadBundle(bundle, cacheDirectory)).toBe('build one\n');
    const [first = ''] = await readdir(cacheDirectory);
    // Same length: V8 alone would take the first build's cache for it.
    await writeBundle(bundle, 'module.exports.run = () => console.log("build two");');
    expect(await loadBundle(bundle, cacheDirectory)).toBe('build two\n');
    const after = await readdir(cacheDirectory);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(first);
    expect(await loadBundle(bundle, cacheDirectory)).toBe('build two\n');
    expect(await readdir(cacheDirectory)).toEqual(after);
  });

  it('of another install is kept while recent (two versions used in turn), and removed once a week old when another is made', async () => {
    const directory = path.join(scratch, 'installs');
    const [one, two] = [path.join(directory, 'one'), path.join(directory, 'two')];
    await Promise.all([mkdir(one, { recursive: true }), mkdir(two, { recursive: true })]);
    const cacheDirectory = path.join(directory, 'cache');
    await writeBundle(path.join(one, 'lint.bundle.cjs'), 'module.exports.run = () => console.log("install one");');
    await writeBundle(path.join(two, 'lint.bundle.cjs'), 'module.exports.run = () => console.log("install two");');
    expect(await loadBundle(path.join(one, 'lint.bundle.cjs'), cacheDirectory)).toBe('install one\n');
    const [first = ''] = await readdir(cacheDirectory);
    expect(await loadBundle(path.join(two, 'lint.bundle.cjs'), cacheDirectory)).toBe('install two\n');
    expect(await readdir(cacheDirectory)).toHaveLength(2);
    // Any time more than a week before the run: the other install's cache, last made long ago.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await utimes(path.join(cacheDirectory, first), longAgo, longAgo);
    await writeBundle(path.join(two, 'lint.bundle.cjs'), 'module.exports.run = () => console.log("install two, upgraded");');
    expect(await loadBundle(path.join(two, 'lint.bundle.cjs'), cacheDirectory)).toBe('install two, upgraded\n');
    expect(await readdir(cacheDirectory)).toHaveLength(1);
  });
});
