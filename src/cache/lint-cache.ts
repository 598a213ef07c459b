import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../findings.js';

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
  ) {}

  private changed = false;

  /** Opens the cache at `file` for a run whose configuration hashes to `key`; a missing, unreadable or stale file starts empty. */
  static async open(file: string, key: string): Promise<LintCache> {
    const stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as CacheFile, () => undefined);
    const entries = stored !== undefined && stored.key === key && typeof stored.entries === 'object' && stored.entries !== null ? stored.entries : {};
    return new LintCache(path.resolve(file), key, entries);
  }

  /** The findings stored for `document`, if it and its dependencies are unchanged. */
  async get(document: string, documentHash: string): Promise<Finding[] | undefined> {
    const entry = this.entries[document];
    if (entry === undefined || entry.hash !== documentHash) return undefined;
    for (const [dependency, hash] of Object.entries(entry.dependencies)) {
      if ((await hashFile(dependency)) !== hash) return undefined;
    }
    return entry.findings;
  }

  async set(document: string, documentHash: string, dependencies: readonly string[], findings: Finding[]): Promise<void> {
    const hashes: Record<string, string> = {};
    for (const dependency of dependencies) {
      if (dependency === document) continue;
      const hash = await hashFile(dependency);
      if (hash !== undefined) hashes[dependency] = hash;
    }
    this.entries[document] = { hash: documentHash, dependencies: hashes, findings };
    this.changed = true;
  }

  /** Writes the cache atomically (a temporary file renamed over it), keeping entries of documents not linted this run. */
  async save(): Promise<void> {
    if (!this.changed) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ key: this.key, entries: this.entries } satisfies CacheFile));
    await rename(temporary, this.file);
  }
}
