import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Finding } from '../findings.js';
import { UsageError } from '../errors.js';

/**
 * Lints many documents across the machine's cores: a pool of worker threads, each with its own
 * ruleset, fed one file at a time so that a large document does not hold up the rest.
 */

export interface WorkerLintOptions {
  rulesetFile?: string;
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
}

export interface LintJob {
  id: number;
  file: string;
  options: WorkerLintOptions;
}

export interface LintJobResult {
  id: number;
  findings?: Finding[];
  /** Files the document's `$ref`s read. */
  dependencies?: string[];
  error?: { name: string; message: string; stack: string };
}

export interface FileOutcome {
  file: string;
  findings?: Finding[];
  dependencies?: string[];
  error?: Error;
}

export function defaultWorkerCount(fileCount: number): number {
  return Math.max(1, Math.min(fileCount, os.availableParallelism()));
}

function toError(failure: NonNullable<LintJobResult['error']>): Error {
  const error = failure.name === 'UsageError' ? new UsageError(failure.message) : new Error(failure.message);
  error.stack = failure.stack;
  return error;
}

/** Lints `files` on `workerCount` threads; outcomes come back in the order of `files`. */
export async function lintInWorkers(files: readonly string[], options: WorkerLintOptions, workerCount = defaultWorkerCount(files.length), onOutcome?: (outcome: FileOutcome) => void): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = new Array<FileOutcome>(files.length);
  let next = 0;
  // Relative to this module's folder's parent, so that it holds in the bundled CLI (dist/src/cli/) too.
  const workerUrl = new URL('../parallel/lint-worker.js', import.meta.url);
  const runWorker = () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(workerUrl);
    const feed = () => {
      if (next >= files.length) {
        void worker.terminate().then(() => resolve());
        return;
      }
      const id = next++;
      worker.postMessage({ id, file: files[id] as string, options } satisfies LintJob);
    };
    worker.on('message', (result: LintJobResult) => {
      const file = files[result.id] as string;
      const outcome: FileOutcome = result.error === undefined ? { file, findings: result.findings ?? [], dependencies: result.dependencies ?? [] } : { file, error: toError(result.error) };
      outcomes[result.id] = outcome;
      onOutcome?.(outcome);
      feed();
    });
    worker.on('error', reject);
    feed();
  });
  await Promise.all(Array.from({ length: Math.max(1, workerCount) }, runWorker));
  return outcomes;
}
