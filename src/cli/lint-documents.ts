import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LintCache, hashText } from '../cache/lint-cache.js';
import { FindingStore } from '../parallel/finding-store.js';
import { runDocuments } from '../parallel/lint-pool.js';
import type { RunOptions } from '../parallel/lint-pool.js';

/** How the CLI lints a set of documents: unchanged ones from the cache, the rest on the runner. */
export interface DocumentsRunOptions extends RunOptions {
  /** Cache file and what else decides the findings (tool version, ruleset text, flags), when `--cache` is on. */
  cache?: { file: string; key: string };
  /** Says what went wrong with the cache, which never stops the run. */
  warn?: (message: string) => void;
  /** Called as each document is done, from the cache or linted. */
  onProgress?: (progress: RunProgress) => void;
}

export interface RunProgress {
  done: number;
  total: number;
  findings: number;
}

export interface DocumentsRun {
  /** The documents linted, absolute paths. */
  files: string[];
  findings: FindingStore;
}

export async function lintDocuments(files: readonly string[], options: DocumentsRunOptions): Promise<DocumentsRun> {
  const warn = options.warn ?? (() => undefined);
  const cache = options.cache === undefined ? undefined : await LintCache.open(options.cache.file, options.cache.key, warn);
  const store = new FindingStore();
  let done = 0;
  const finished = () => options.onProgress?.({ done: ++done, total: files.length, findings: store.size });
  const pending: string[] = [];
  const hashes = new Map<string, string>();
  for (const file of files) {
    if (cache === undefined) {
      pending.push(file);
      continue;
    }
    const hash = await readFile(file).then(hashText, () => undefined);
    const cached = hash === undefined ? undefined : await cache.get(file, hash);
    if (hash !== undefined) hashes.set(file, hash);
    if (cached === undefined) pending.push(file);
    else {
      store.add(cached);
      finished();
    }
  }
  await runDocuments(pending, options, async (outcome) => {
    store.add(outcome.findings);
    finished();
    const hash = hashes.get(outcome.file);
    if (cache !== undefined && hash !== undefined) await cache.set(outcome.file, hash, outcome.dependencies, outcome.findings);
  });
  await cache?.save();
  return { files: files.map((file) => path.resolve(file)), findings: store };
}
