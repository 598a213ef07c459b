import { parentPort, workerData } from 'node:worker_threads';
import type { Ruleset } from '@stoplight/spectral-core';
import { RulesetFileError, loadRulesetFile } from '../config/load-ruleset.js';
import { getDefaultRuleset } from '../lint/lint.js';
import { lintDocument } from '../runner/lint-document.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import type { ExplainJob, LintJob, PartedLintJob, TextPart, ThreadError, WorkerLintOptions, WorkerMessage } from './lint-pool.js';
import type { Finding } from '../findings.js';
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

/** The texts of parted jobs, in the pieces received so far, by job id. */
const textParts = new Map<number, string[]>();

function textOf(id: number): string {
  const parts = textParts.get(id) ?? [];
  textParts.delete(id);
  return parts.join('');
}

/** Findings per JSON part of a parted result: each read in about a millisecond. */
const FINDINGS_PER_PART = 200;

function findingParts(findings: readonly Finding[]): string[] {
  const parts: string[] = [];
  for (let start = 0; start < findings.length; start += FINDINGS_PER_PART) parts.push(JSON.stringify(findings.slice(start, start + FINDINGS_PER_PART)));
  return parts;
}

async function handle(job: LintJob | PartedLintJob | ExplainJob): Promise<WorkerMessage> {
  if ('explain' in job) {
    try {
      const { file, pathKey, findings } = job.explain;
      const explanation = await explainer.explainPath(textOf(job.id), file, pathKey, findings, await ruleset);
      return explanation === undefined ? { kind: 'explained', id: job.id } : { kind: 'explained', id: job.id, explanation };
    } catch (error) {
      return failure(job.id, error);
    }
  }
  try {
    if ('parted' in job) {
      const { file, inlineIgnores } = job.parted;
      const { findings, ...rest } = await lintDocument({ file, text: textOf(job.id) }, { ...options, ruleset: await ruleset, inlineIgnores });
      return { kind: 'parted-result', id: job.id, findingParts: findingParts(findings), ...rest };
    }
    return { kind: 'result', id: job.id, ...(await lintDocument(job.document, { ...options, ruleset: await ruleset, inlineIgnores: job.inlineIgnores ?? options.inlineIgnores === true })) };
  } catch (error) {
    return failure(job.id, error);
  }
}

/** One job at a time, in the order sent: the runner counts the oldest job held as the one at work. */
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (message: LintJob | PartedLintJob | ExplainJob | TextPart) => {
  if ('pieces' in message) {
    const parts = textParts.get(message.id);
    if (parts === undefined) textParts.set(message.id, message.pieces);
    else parts.push(...message.pieces);
    return;
  }
  queue = queue.then(async () => parentPort?.postMessage(await handle(message)));
});

// A ruleset that fails to load is reported on the first job; the worker is ready either way.
void readiness().then((message) => parentPort?.postMessage(message));
