import { parentPort, workerData } from 'node:worker_threads';
import type { Ruleset } from '@stoplight/spectral-core';
import { RulesetFileError, loadRulesetFile } from '../config/load-ruleset.js';
import { getDefaultRuleset } from '../lint/lint.js';
import { lintDocument } from '../runner/lint-document.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import type { ExplainJob, LintJob, ThreadError, WorkerLintOptions, WorkerMessage } from './lint-pool.js';
import { TextExplainer } from '../explain/explain.js';

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

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: '' };
  const line = error instanceof RulesetFileError ? error.problems[0]?.line : undefined;
  return { name: error.name, message: error.message, stack: error.stack ?? '', ...(line === undefined ? {} : { line }) };
}

function failure(id: number, error: unknown): WorkerMessage {
  return { kind: 'failed', id, error: threadError(error) };
}

/** Ready, and with `describeRules`, what the ruleset runs or why it did not load. */
async function readiness(): Promise<WorkerMessage> {
  try {
    const loaded = await ruleset;
    return options.describeRules === true ? { kind: 'ready', rules: describeRuleset(loaded) } : { kind: 'ready' };
  } catch (error) {
    return options.describeRules === true ? { kind: 'ready', failure: threadError(error) } : { kind: 'ready' };
  }
}

/** The readings of the last document explained, kept for the next hover on the same text. */
const explainer = new TextExplainer({ allowExternalRefs: options.allowExternalRefs === true, allowRemoteRefs: options.allowRemoteRefs === true });

async function handle(job: LintJob | ExplainJob): Promise<WorkerMessage> {
  if ('explain' in job) {
    try {
      const { file, text, pathKey, findings } = job.explain;
      const explanation = await explainer.explainPath(text, file, pathKey, findings, await ruleset);
      return explanation === undefined ? { kind: 'explained', id: job.id } : { kind: 'explained', id: job.id, explanation };
    } catch (error) {
      return failure(job.id, error);
    }
  }
  try {
    return { kind: 'result', id: job.id, ...(await lintDocument(job.document, { ...options, ruleset: await ruleset, inlineIgnores: job.inlineIgnores ?? options.inlineIgnores === true })) };
  } catch (error) {
    return failure(job.id, error);
  }
}

/** One job at a time, in the order sent: the runner counts the oldest job held as the one at work. */
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (job: LintJob | ExplainJob) => {
  queue = queue.then(async () => parentPort?.postMessage(await handle(job)));
});

// A ruleset that fails to load is reported on the first job; the worker is ready either way.
void readiness().then((message) => parentPort?.postMessage(message));
