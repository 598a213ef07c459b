import { parentPort } from 'node:worker_threads';
import type { Ruleset } from '@stoplight/spectral-core';
import { loadRulesetFile } from '../config/load-ruleset.js';
import { lintFile } from '../lint/lint.js';
import type { LintJob, LintJobResult, WorkerLintOptions } from './lint-pool.js';

/** A worker thread of the pool: lints the files it is sent, one at a time, with its own ruleset. */

let rulesetFor: { file: string | undefined; ruleset: Promise<Ruleset | undefined> } | undefined;

function rulesetOf(options: WorkerLintOptions): Promise<Ruleset | undefined> {
  if (rulesetFor === undefined || rulesetFor.file !== options.rulesetFile) {
    rulesetFor = { file: options.rulesetFile, ruleset: options.rulesetFile === undefined ? Promise.resolve(undefined) : loadRulesetFile(options.rulesetFile) };
  }
  return rulesetFor.ruleset;
}

async function handle(job: LintJob): Promise<LintJobResult> {
  try {
    const ruleset = await rulesetOf(job.options);
    const readFiles = new Set<string>();
    const findings = await lintFile(job.file, {
      ...(ruleset === undefined ? {} : { ruleset }),
      allowExternalRefs: job.options.allowExternalRefs,
      allowRemoteRefs: job.options.allowRemoteRefs,
      readFiles,
    });
    return { id: job.id, findings, dependencies: [...readFiles] };
  } catch (error) {
    const failure = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack ?? '' } : { name: 'Error', message: String(error), stack: '' };
    return { id: job.id, error: failure };
  }
}

parentPort?.on('message', (job: LintJob) => {
  void handle(job).then((result) => parentPort?.postMessage(result));
});
