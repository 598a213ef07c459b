import { parentPort, workerData } from 'node:worker_threads';
import type { Ruleset } from '@stoplight/spectral-core';
import { loadRulesetFile } from '../config/load-ruleset.js';
import { getDefaultRuleset } from '../lint/lint.js';
import { lintDocument } from '../runner/lint-document.js';
import type { LintJob, WorkerLintOptions, WorkerMessage } from './lint-pool.js';

/**
 * A worker thread of the runner: loads its ruleset once, says it is ready (the runner measures
 * what starting took, and weighs it against the work left), then lints the documents it is sent
 * in turn, as `lintDocument` does on the runner's own thread.
 */

const options = workerData as WorkerLintOptions;

async function loadRuleset(): Promise<Ruleset> {
  return options.rulesetFile === undefined ? getDefaultRuleset() : loadRulesetFile(options.rulesetFile);
}

const ruleset = loadRuleset();

function failure(id: number, error: unknown): WorkerMessage {
  const details = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack ?? '' } : { name: 'Error', message: String(error), stack: '' };
  return { kind: 'failed', id, error: details };
}

async function handle(job: LintJob): Promise<WorkerMessage> {
  try {
    return { kind: 'result', id: job.id, ...(await lintDocument(job.document, { ...options, ruleset: await ruleset, inlineIgnores: job.inlineIgnores ?? options.inlineIgnores === true })) };
  } catch (error) {
    return failure(job.id, error);
  }
}

/** One job at a time, in the order sent: the runner counts the oldest job held as the one at work. */
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (job: LintJob) => {
  queue = queue.then(async () => parentPort?.postMessage(await handle(job)));
});

// A ruleset that fails to load is reported on the first job; the worker is ready either way.
void ruleset.catch(() => undefined).then(() => parentPort?.postMessage({ kind: 'ready' } satisfies WorkerMessage));
