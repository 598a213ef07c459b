import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../findings.js';
import { ensureDirectory } from '../cli/write-output.js';

/**
 * A content-hash cache of findings, as ESLint's `--cache`: an entry is reused only when the
 * document, every file its `$ref`s read, the configuration and the tool's version are all what
 * they were when it was written.
 */

interface CacheEntry {
  /** Hash of the document's bytes. */
  hash: string;
  /** Files read through `$ref`s, by absolute path, with the hash of their bytes. */
  dependencies: Record<string, string>;
  findings: Finding[];
  /** Findings the document's inline exceptions hid, when the runner applied them while linting. */
  ignored?: number;
}

/** What a cache entry gives back: the document's findings, and how many its exceptions hid. */
export interface CachedDocument {
  findings: Finding[];
  ignored: number;
}

interface CacheFile {
  /** Hash of the tool version and the configuration: a change drops every entry. */
  key: string;
  entries: Record<string, CacheEntry>;
}

export function hashText(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

async function hashFile(file: string): Promise<string | undefined> {
  return readFile(file).then(hashText, () => undefined);
}

export class LintCache {
  private constructor(
    private readonly file: string,
    private readonly key: string,
    private readonly entries: Record<string, CacheEntry>,
    private readonly warn: (message: string) => void,
  ) {}

  private changed = false;
  /** False when the cache's place cannot be read: nothing is written there either (one warning is enough). */
  private usable = true;

  /**
   * Opens the cache at `file` for a run whose configuration hashes to `key`. A missing or stale
   * file starts empty; so does an unreadable, empty, truncated or corrupt one, after a warning
   * naming it (a bad cache restored in CI must not break the build), and the run writes a good one.
   */
  static async open(file: string, key: string, warn: (message: string) => void = () => undefined): Promise<LintCache> {
    const cache = (entries: Record<string, CacheEntry>) => new LintCache(path.resolve(file), key, entries, warn);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return cache({});
      warn(`${file}: cannot read the cache (${code ?? String(error)}); linting without it`);
      const unusable = cache({});
      unusable.changed = false;
      unusable.usable = false;
      return unusable;
    }
    const stored = parseCacheFile(text);
    if (stored === undefined) {
      warn(`${file}: the cache file is ${text.trim() === '' ? 'empty' : 'corrupt or truncated'}; discarding it and linting every document`);
      return cache({});
    }
    return cache(stored.key === key ? stored.entries : {});
  }

  /** What was stored for `document`, if it and its dependencies are unchanged. */
  async get(document: string, documentHash: string): Promise<CachedDocument | undefined> {
    const entry = this.entries[document];
    if (entry === undefined || entry.hash !== documentHash) return undefined;
    for (const [dependency, hash] of Object.entries(entry.dependencies)) {
      if ((await hashFile(dependency)) !== hash) return undefined;
    }
    return { findings: entry.findings, ignored: entry.ignored ?? 0 };
  }

  async set(document: string, documentHash: string, dependencies: readonly string[], { findings, ignored }: CachedDocument): Promise<void> {
    const hashes: Record<string, string> = {};
    for (const dependency of dependencies) {
      if (dependency === document) continue;
      const hash = await hashFile(dependency);
      if (hash !== undefined) hashes[dependency] = hash;
    }
    this.entries[document] = { hash: documentHash, dependencies: hashes, findings, ...(ignored === 0 ? {} : { ignored }) };
    this.changed = true;
  }

  /**
   * Writes the cache atomically (a temporary file renamed over it), keeping entries of documents
   * not linted this run, in a folder made if missing. A location that cannot be written costs a
   * warning and the cache, never the run.
   */
  async save(): Promise<void> {
    if (!this.changed || !this.usable) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await ensureDirectory(path.dirname(this.file));
      await writeFile(temporary, JSON.stringify({ key: this.key, entries: this.entries } satisfies CacheFile));
      await rename(temporary, this.file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      this.warn(`${this.file}: cannot write the cache (${(error as NodeJS.ErrnoException).code ?? String(error)}); the next run lints every document again`);
    }
  }
}

/** The stored cache, or undefined when the text is not one (empty, cut short, or not ours). */
function parseCacheFile(text: string): CacheFile | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { key, entries } = parsed as Partial<CacheFile>;
  if (typeof key !== 'string' || typeof entries !== 'object' || entries === null || Array.isArray(entries)) return undefined;
  const valid = Object.values(entries).every((entry: Partial<CacheEntry> | null) => typeof entry === 'object' && entry !== null
    && typeof entry.hash === 'string' && typeof entry.dependencies === 'object' && entry.dependencies !== null && Array.isArray(entry.findings));
  return valid ? { key, entries } : undefined;
}
