import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Ruleset } from '@stoplight/spectral-core';
import { LintCache, hashText } from '../cache/lint-cache.js';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import { lintFile } from '../lint/lint.js';
import type { LintRun } from '../lint/lint.js';
import { defaultWorkerCount, lintInWorkers } from '../parallel/lint-pool.js';
import type { FileOutcome, WorkerLintOptions } from '../parallel/lint-pool.js';

/**
 * How the CLI lints a set of documents: unchanged ones from the cache, the rest on worker threads
 * when there are several (one per core), in this thread when there is one.
 */
export interface DocumentsRunOptions extends WorkerLintOptions {
  /** The ruleset loaded in this thread, for documents linted here. */
  ruleset?: Ruleset;
  /** Cache file, when `--cache` is on. */
  cacheFile?: string;
  /** What else decides the findings: tool version, ruleset text, flags. */
  cacheKey: string;
  /** Threads to use; 1 lints in this thread. */
  workers?: number;
}

async function lintHere(files: readonly string[], options: DocumentsRunOptions): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    const readFiles = new Set<string>();
    const findings = await lintFile(file, {
      ...(options.ruleset === undefined ? {} : { ruleset: options.ruleset }),
      allowExternalRefs: options.allowExternalRefs,
      allowRemoteRefs: options.allowRemoteRefs,
      readFiles,
    });
    outcomes.push({ file, findings, dependencies: [...readFiles] });
  }
  return outcomes;
}

/** A thread costs a start-up (loading the linter again, ~0.3 s): worth it only for enough work. */
const THREAD_WORTH_BYTES = 1024 * 1024;
const THREAD_WORTH_FILES = 16;

async function worthThreads(files: readonly string[]): Promise<boolean> {
  if (files.length < 2) return false;
  if (files.length >= THREAD_WORTH_FILES) return true;
  const sizes = await Promise.all(files.map((file) => stat(file).then((info) => info.size, () => 0)));
  return sizes.reduce((total, size) => total + size, 0) >= THREAD_WORTH_BYTES;
}

export async function lintDocuments(files: readonly string[], options: DocumentsRunOptions): Promise<LintRun> {
  const cache = options.cacheFile === undefined ? undefined : await LintCache.open(options.cacheFile, options.cacheKey);
  const findings: Finding[] = [];
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
    else findings.push(...cached);
  }
  const workers = Math.min(options.workers ?? (await worthThreads(pending) ? defaultWorkerCount(pending.length) : 1), pending.length);
  const outcomes = workers > 1 ? await lintInWorkers(pending, options, workers) : await lintHere(pending, options);
  for (const outcome of outcomes) {
    if (outcome.error !== undefined) throw outcome.error instanceof UsageError ? outcome.error : new Error(`${outcome.file}: ${outcome.error.message}`, { cause: outcome.error });
    const documentFindings = outcome.findings ?? [];
    findings.push(...documentFindings);
    const hash = hashes.get(outcome.file);
    if (cache !== undefined && hash !== undefined) await cache.set(outcome.file, hash, outcome.dependencies ?? [], documentFindings);
  }
  await cache?.save().catch((error: unknown) => {
    throw new UsageError(`${options.cacheFile ?? ''}: cannot write the cache (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  });
  return { files: files.map((file) => path.resolve(file)), findings: findings.sort(compareFindings) };
}
