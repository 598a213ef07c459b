import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

/**
 * V8's code cache for the CommonJS bundle of the `lint` and `diff` commands (scripts/bundle-cli.mjs),
 * on Node 20, which has no compile cache of its own for modules. The bundle is compiled through
 * `vm.Script` with the cache of an earlier run: V8 then neither parses it nor compiles the functions
 * that run called, about a third of a small document's lint. The cache is made after a run, so that
 * it holds the functions compiled lazily during the run, not only the bundle's top level.
 *
 * It lives in the user's cache directory, one file per bundle, place of the bundle and Node
 * version; deleting it is safe, and a cache that cannot be read, written or trusted is only a run
 * without it.
 */

/** The first line of the lint bundle: the hash of the rest of it, which keys the cache. */
const BUNDLE_HEADER = /^\/\/ api-conventions lint bundle ([0-9a-f]{64})\n/;

/**
 * What follows the header: the bundle is written as one function expression, Node's own wrapper for
 * a CommonJS module around the bundled code (scripts/bundle-cli.mjs), so that the text read is the
 * script compiled, as it is. Wrapped here, it would be a second string of the bundle's 2 MB, which
 * V8 flattens into a third before compiling (measured 0.95× the wall time of a lint of a 44 KB
 * document without those copies).
 */
export const BUNDLE_WRAPPER = ['(function (exports, require, module, __filename, __dirname) {', '\n})'] as const;

/**
 * The bytes of `file`, read into `buffer` from its start when they fit, else into a buffer of
 * their own. The bundle and its cache are read into one buffer (the bundle's text is copied out of
 * it first): memory newly touched is the dearer part of reading them, each page a fault.
 */
function readInto(file: string, buffer?: Buffer): Buffer {
  const descriptor = openSync(file, 'r');
  try {
    const size = fstatSync(descriptor).size;
    const target = buffer !== undefined && buffer.length >= size ? buffer : Buffer.allocUnsafeSlow(size);
    let length = 0;
    while (length < size) {
      const read = readSync(descriptor, target, length, size - length, length);
      if (read === 0) break;
      length += read;
    }
    return target.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * A cache file of ours, of any bundle, place or Node version:
 * `lint-<bundle hash>-<place>-<node version>-<arch>.v8cache` (files of versions before the place
 * was named have none). Captures the bundle hash and the place.
 */
const CACHE_FILE = /^lint-([0-9a-f]{16})-(?:([0-9a-f]{8})-)?v[\w.-]+\.v8cache$/;

/**
 * Each cache file starts with the CRC-32 of the rest: V8 crashes on some corrupt caches rather
 * than rejecting them. zlib's CRC, as a lint loads zlib anyway (node:crypto took longer to load
 * than the whole check takes).
 */
const DIGEST_BYTES = 4;

/** `$XDG_CACHE_HOME/api-conventions` or `~/.cache/api-conventions`; undefined without either. */
export function userCacheDirectory(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    return path.join(environment.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'api-conventions');
  } catch {
    // os.homedir() throws when the user has no home directory at all: no cache then.
    return undefined;
  }
}

/** Where the bundle is installed, as eight hex digits (the CRC-32 of its absolute path). */
function placeOf(bundleFile: string): string {
  return zlib.crc32(path.resolve(bundleFile)).toString(16).padStart(8, '0');
}

/** The cache file's name for the bundle at `bundleFile` whose hash is `bundleHash`, under this Node. */
export function cacheFileName(bundleHash: string, bundleFile: string): string {
  return `lint-${bundleHash.slice(0, 16)}-${placeOf(bundleFile)}-${process.version}-${process.arch}.v8cache`;
}

function digest(bytes: Uint8Array): Buffer {
  const crc = Buffer.alloc(DIGEST_BYTES);
  crc.writeUInt32BE(zlib.crc32(bytes));
  return crc;
}

/** V8's cached data from `file` (read into `buffer` when it fits), when it is there and its digest matches. */
function readCache(file: string, buffer: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readInto(file, buffer);
  } catch {
    return undefined;
  }
  if (bytes.length <= DIGEST_BYTES) return undefined;
  const data = bytes.subarray(DIGEST_BYTES);
  return digest(data).equals(bytes.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/**
 * How long the cache of another place or Node version is kept: two installed versions used in
 * turn (`npx` of each, two projects) keep theirs, and those of versions no longer used go.
 */
const KEEP_OTHERS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Writes `data` as `name` in `directory` atomically, and removes the caches that will not be used
 * again: those of other builds at the same place (a rebuild or an upgrade replaced that bundle),
 * and any other made over a week ago.
 */
function writeCache(directory: string, name: string, data: Buffer): void {
  const temporary = path.join(directory, `.${name}.${process.pid}.tmp`);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(temporary, Buffer.concat([digest(data), data]));
    renameSync(temporary, path.join(directory, name));
    const [, build, place] = CACHE_FILE.exec(name) ?? [];
    const before = Date.now() - KEEP_OTHERS_MS;
    for (const other of readdirSync(directory)) {
      const match = CACHE_FILE.exec(other);
      if (other === name || match === null) continue;
      const file = path.join(directory, other);
      const replaced = match[2] === place && match[1] !== build;
      if (replaced || statSync(file).mtimeMs < before) rmSync(file, { force: true });
    }
  } catch {
    // A cache is only ever a speed-up.
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was written where nothing can be removed.
    }
  }
}

/** What the bundle exports: the CLI's entry (src/cli/run.ts). */
export interface CliEntry {
  run(): void;
  /** Runs the rules once more on documents of the bundle's own, for the cache to hold their code. */
  warmUp?(): Promise<void>;
}

/**
 * Loads the lint bundle at `bundleFile` through V8's code cache in `cacheDirectory`, and, when
 * there was no usable cache, makes one at the end of a run that linted or diffed (exit code 0 or 1), after
 * the bundle's warm-up; without a cache directory, it runs without a cache. Undefined when the bundle is missing
 * or not ours, or this Node has no `zlib.crc32`: the caller loads the ES module bundle instead.
 */
export function loadLintBundle(bundleFile: string, cacheDirectory: string | undefined = userCacheDirectory()): CliEntry | undefined {
  // zlib.crc32 is Node ≥ 20.15's.
  if (typeof zlib.crc32 !== 'function') return undefined;
  let bytes: Buffer;
  try {
    bytes = readInto(bundleFile);
  } catch {
    return undefined;
  }
  // The build makes the bundle ASCII only, so Latin-1 reads it exactly, and faster than UTF-8.
  const source = bytes.toString('latin1');
  const header = BUNDLE_HEADER.exec(source);
  const bundleHash = header?.[1];
  if (header === null || bundleHash === undefined || !source.startsWith(BUNDLE_WRAPPER[0], header[0].length) || !source.endsWith(BUNDLE_WRAPPER[1])) return undefined;
  const name = cacheFileName(bundleHash, bundleFile);
  const cachedData = cacheDirectory === undefined ? undefined : readCache(path.join(cacheDirectory, name), bytes);
  const script = new vm.Script(source, {
    filename: bundleFile,
    cachedData,
  });
  const module = { exports: {} as CliEntry };
  if (cacheDirectory !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    // Once the run's work is done and its output written, but before the process exits: the
    // warm-up is asynchronous, which an 'exit' listener cannot wait for.
    process.once('beforeExit', () => {
      const code = process.exitCode ?? 0;
      if (typeof code !== 'number' || code > 1) return;
      const warmUp = module.exports.warmUp?.().catch(() => undefined) ?? Promise.resolve();
      void warmUp.then(() => writeCache(cacheDirectory, name, script.createCachedData()));
    });
  }
  (script.runInThisContext() as (...parameters: unknown[]) => void)(module.exports, createRequire(bundleFile), module, bundleFile, path.dirname(bundleFile));
  return module.exports;
}
