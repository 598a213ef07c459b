import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Ruleset } from '@stoplight/spectral-core';
import type { Finding } from '../findings.js';
import { START_OF_FILE } from '../findings.js';
import { UsageError } from '../errors.js';
import type { DocumentLimits } from '../parse/document-limits.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { INTERNAL_ERROR } from '../lint/lint.js';
import { loadRulesetFile } from '../config/load-ruleset.js';
import type { PathExplanation } from '../explain/explain.js';
import type { DocumentInput, DocumentResult } from '../runner/lint-document.js';
import { documentFile, lintDocument } from '../runner/lint-document.js';

/**
 * The threads of the runner (src/runner/) for many documents: this thread lints from a shared
 * queue at once, and worker threads (each with its own ruleset) join it when the work left is
 * worth their start-up. A worker that dies, whether by an error or by exiting, costs the document
 * it held an `internal-error` finding; a new worker takes its place and the run ends.
 */

/** Everything a worker needs to lint as this thread does: plain data, sent once at its start. */
export interface WorkerLintOptions {
  /** The ruleset file; the conventions when absent. */
  rulesetFile?: string;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
  remoteTimeoutMs?: number;
  remoteMaxBytes?: number;
  limits?: Partial<DocumentLimits>;
  /** Apply inline exceptions on the thread that lints a document (`lintDocument`). */
  inlineIgnores?: boolean;
  /** Say, once ready, which rules the ruleset runs, or why it did not load (`LintThread.rules`). */
  describeRules?: boolean;
}

export interface RunOptions extends WorkerLintOptions {
  /** The ruleset already loaded in this thread (from `rulesetFile`, or built by a library user). */
  ruleset?: Ruleset;
  /**
   * Threads in all, this one included, at most one per document and per core; chosen from the
   * work and the cores when absent. A ruleset given only as an object keeps to this thread.
   */
  threads?: number;
  /**
   * Lint on worker threads only, keeping this thread's event loop free (a server, an editor);
   * this thread still takes up the work should every worker die.
   */
  workersOnly?: boolean;
}

/** One document linted: its findings, the files its `$ref`s read (for the cache), what its exceptions hid. */
export interface DocumentOutcome extends DocumentResult {
  /** Position of the document in the list given to the runner. */
  index: number;
  file: string;
}

export interface LintJob {
  id: number;
  document: DocumentInput;
  /** For this document, instead of the worker's own option. */
  inlineIgnores?: boolean;
}

/** An error sent from a worker thread, with the line of a ruleset file's first problem where it names one. */
export interface ThreadError {
  name: string;
  message: string;
  stack: string;
  line?: number;
}

/**
 * Pieces of the text of job `id`, sent before the job (`LintThread`): a long text posted in one
 * message is copied in one go, and the sending thread answers nothing while it is.
 */
export interface TextPart {
  id: number;
  pieces: string[];
}

/**
 * A lint of a document given as text, the text sent before it as `TextPart`s; its findings come
 * back as JSON texts of a few hundred findings each (`findingParts`), which the receiving thread
 * can read one at a time between other work, where objects would be copied in one go.
 */
export interface PartedLintJob {
  id: number;
  parted: { file: string; inlineIgnores: boolean };
}

/** A path of a document given as text (sent before it as `TextPart`s), to explain with the findings a lint of that text gave (`LintThread.explain`). */
export interface ExplainJob {
  id: number;
  explain: { file: string; pathKey: string; findings: Finding[] };
}

export type WorkerMessage =
  | { kind: 'ready'; rules?: RuleDescription[]; failure?: ThreadError }
  | ({ kind: 'result'; id: number } & DocumentResult)
  | ({ kind: 'parted-result'; id: number; findingParts: string[] } & Omit<DocumentResult, 'findings'>)
  | { kind: 'explained'; id: number; explanation?: PathExplanation }
  | { kind: 'failed'; id: number; error: ThreadError };

/** What was thrown, as an Error to throw again (a stray non-Error value keeps its text). */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

export function toError(failure: ThreadError): Error {
  const error = failure.name === 'UsageError' ? new UsageError(failure.message) : new Error(failure.message);
  error.stack = failure.stack;
  return error;
}

function workerDied(file: string, reason: string): Finding {
  return { code: INTERNAL_ERROR, message: `linting stopped: ${reason}`, path: [], severity: 0, range: START_OF_FILE, source: file };
}

/**
 * The worker thread's module. Run from the CLI's bundle, the bundled worker beside it
 * (scripts/bundle-cli.mjs): it shares the lint chunk, so a worker starts as fast as the CLI does
 * rather than resolving and compiling Spectral's several hundred modules from node_modules. Used
 * as a library, the compiled module.
 */
let workerModule: URL | undefined;
export function workerModuleUrl(): URL {
  const bundled = new URL('./lint-worker.bundle.js', import.meta.url);
  workerModule ??= existsSync(bundled) ? bundled : new URL('../parallel/lint-worker.js', import.meta.url);
  return workerModule;
}

/** The threads a run may use at most: one per document and per core, and what was asked. */
export function threadCap(documents: number, requested = Number.POSITIVE_INFINITY, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(requested, documents, cores));
}

/**
 * The threads a run uses when none were asked for. On two cores a second thread never paid: V8's
 * collector and compiler threads already keep the second core busy while one thread lints
 * (measured: 129 small documents 1.09×, 120 documents of 24 MB 1.00–1.18× the time of one
 * thread, with the worker bundled as the CLI is). With more cores, extra threads start only when
 * the measured work left pays for them (`extraThreadsPay`).
 */
export function defaultThreadCap(documents: number, cores = os.availableParallelism()): number {
  return cores <= 2 ? 1 : threadCap(documents, Number.POSITIVE_INFINITY, cores);
}

/**
 * A worker's start-up: loading the linter and building its ruleset again. Measured from the
 * first worker this process started; before that, taken to be what this process took to reach
 * the end of its first document (the same loading and building), at most `MAX_ASSUMED_STARTUP_MS`
 * (a library in a long-lived process has been up for longer than it took to start).
 */
let measuredStartupMs: number | undefined;
const MAX_ASSUMED_STARTUP_MS = 30_000;

/** A document's fixed cost, counted as bytes, so that many small ones weigh what they cost. */
const DOCUMENT_OVERHEAD_BYTES = 4096;

/**
 * Whether extra threads pay for the work left. With this thread at work and `extra` workers
 * joining after a start-up `S`, the work `W` ends after `(W + extra·S) / (extra + 1)`: sooner than
 * alone exactly when `W > S`. The margin keeps to one thread when it is close, since a worker's
 * start-up also takes a core from this thread.
 */
export function extraThreadsPay(remainingMs: number, startupMs: number, busy = machineBusy()): boolean {
  // On a machine already busier than its cores, a worker gains a share of a core, not a core.
  return remainingMs > (busy ? 8 : 2) * startupMs;
}

/** Whether other work already keeps every core busy (the last minute's load average). */
function machineBusy(): boolean {
  return (os.loadavg()[0] ?? 0) > os.availableParallelism();
}

/** Documents this thread lints before deciding: fewer give a rate too noisy to weigh a start-up against. */
const DOCUMENTS_BEFORE_DECIDING = 4;

/** The work left, in milliseconds, at the rate measured so far on this thread. */
export function estimateRemainingMs(remaining: { documents: number; bytes: number }, done: { documents: number; bytes: number; ms: number }): number {
  const weight = (part: { documents: number; bytes: number }) => part.bytes + part.documents * DOCUMENT_OVERHEAD_BYTES;
  return (done.ms * weight(remaining)) / Math.max(1, weight(done));
}

/** Lints `documents`, calling `onOutcome` as each finishes (in the order they finish). */
export async function runDocuments(documents: readonly DocumentInput[], options: RunOptions, onOutcome: (outcome: DocumentOutcome) => void | Promise<void>): Promise<void> {
  if (documents.length === 0) return;
  const files = documents.map(documentFile);
  const workersPossible = options.ruleset === undefined || options.rulesetFile !== undefined;
  const workersOnly = workersPossible && options.workersOnly === true;
  const cap = !workersPossible ? 1 : options.threads === undefined ? defaultThreadCap(files.length) : threadCap(files.length, options.threads);
  const sizes = cap > 1 && options.threads === undefined ? await Promise.all(documents.map((document) => typeof document === 'string' ? stat(document).then((info) => info.size, () => 0) : Promise.resolve(document.text.length))) : [];
  const workerOptions: WorkerLintOptions = {
    ...(options.rulesetFile === undefined ? {} : { rulesetFile: options.rulesetFile }),
    ...(options.allowExternalRefs === undefined ? {} : { allowExternalRefs: options.allowExternalRefs }),
    ...(options.allowRemoteRefs === undefined ? {} : { allowRemoteRefs: options.allowRemoteRefs }),
    ...(options.remoteTimeoutMs === undefined ? {} : { remoteTimeoutMs: options.remoteTimeoutMs }),
    ...(options.remoteMaxBytes === undefined ? {} : { remoteMaxBytes: options.remoteMaxBytes }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    ...(options.inlineIgnores === undefined ? {} : { inlineIgnores: options.inlineIgnores }),
  };

  /** Documents not yet handed out: those of dead workers first, then the rest in order. */
  const retry: number[] = [];
  let next = 0;
  const take = (): number | undefined => retry.shift() ?? (next < files.length ? next++ : undefined);
  let finished = 0;
  let failure: Error | undefined;
  const workers = new Set<Worker>();
  let stopping = false;
  /** Wakes this thread when it waits for the workers: a document finished, a worker died, or the run failed. */
  let wake: () => void = () => undefined;
  const somethingHappened = () => new Promise<void>((resolve) => { wake = resolve; });

  const record = async (outcome: DocumentOutcome) => {
    try {
      await onOutcome(outcome);
    } catch (error) {
      failure ??= asError(error);
    }
    finished++;
    wake();
  };
  const fail = (error: unknown) => {
    failure ??= asError(error);
    wake();
  };

  const startWorker = () => {
    const startedAt = performance.now();
    const worker = new Worker(workerModuleUrl(), { workerData: workerOptions });
    workers.add(worker);
    /** Jobs sent and not answered, oldest (the one being linted) first. */
    const held: number[] = [];
    let lastError: Error | undefined;
    // Two jobs in hand, so that the worker need not wait for this thread between documents.
    const feed = () => {
      while (held.length < 2 && failure === undefined) {
        const id = take();
        if (id === undefined) return;
        held.push(id);
        worker.postMessage({ id, document: documents[id] as DocumentInput } satisfies LintJob);
      }
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') {
        measuredStartupMs = performance.now() - startedAt;
        feed();
        return;
      }
      held.splice(held.indexOf(message.id), 1);
      const file = files[message.id] as string;
      if (message.kind === 'failed') fail(toError(message.error));
      else if (message.kind === 'result') void record({ index: message.id, file, findings: message.findings, dependencies: message.dependencies, ignored: message.ignored });
      feed();
    });
    worker.on('error', (error) => { lastError = error; });
    worker.on('exit', (code) => {
      workers.delete(worker);
      if (stopping) return;
      const [lost, ...unstarted] = held;
      retry.unshift(...unstarted);
      if (lost !== undefined) {
        const file = files[lost] as string;
        const reason = lastError === undefined ? `the worker thread linting this document exited (code ${code})` : `the worker thread linting this document failed: ${lastError.message.split('\n')[0] ?? ''}`;
        void record({ index: lost, file, findings: [workerDied(file, reason)], dependencies: [], ignored: 0 });
      }
      // A worker that was at work is replaced; one that died starting is not (its ruleset may
      // end every worker), and this thread takes up what is left either way.
      if (lost !== undefined && failure === undefined && (retry.length > 0 || next < files.length)) startWorker();
      wake();
    });
  };

  let extraStarted = false;
  /** Documents this thread linted after its first (which also built the ruleset), and their time. */
  const steady = { documents: 0, bytes: 0, ms: 0 };
  let firstMs: number | undefined;
  const remaining = { documents: files.length, bytes: sizes.reduce((total, size) => total + size, 0) };
  const startWorkers = () => {
    extraStarted = true;
    const count = workersOnly ? cap : Math.min(cap, remaining.documents + 1) - 1;
    for (let started = 0; started < count; started++) startWorker();
  };
  /** Decided on measurements: the rate of this thread's work, and what starting a thread costs. */
  const considerWorkers = () => {
    if (extraStarted || cap <= 1 || firstMs === undefined) return;
    const startupMs = measuredStartupMs ?? Math.min(performance.now(), MAX_ASSUMED_STARTUP_MS);
    // The first document alone, when it is all there is to go on and already outweighs a start-up.
    const basis = steady.documents >= DOCUMENTS_BEFORE_DECIDING || steady.ms > startupMs ? steady : firstMs > startupMs ? { documents: 1, bytes: sizes[0] ?? 0, ms: firstMs } : undefined;
    if (basis !== undefined && extraThreadsPay(estimateRemainingMs(remaining, basis), startupMs)) startWorkers();
  };

  const ruleset = options.ruleset ?? (options.rulesetFile === undefined ? undefined : await loadRulesetFile(options.rulesetFile));
  if (workersOnly || (options.threads !== undefined && cap > 1)) startWorkers();
  try {
    while (finished < files.length && failure === undefined) {
      const id = workersOnly && workers.size > 0 ? undefined : take();
      if (id === undefined) {
        await somethingHappened();
        continue;
      }
      const started = performance.now();
      let result: DocumentResult;
      try {
        result = await lintDocument(documents[id] as DocumentInput, { ...options, ...(ruleset === undefined ? {} : { ruleset }) });
      } catch (error) {
        fail(error);
        break;
      }
      const took = performance.now() - started;
      if (firstMs === undefined) firstMs = took;
      else {
        steady.documents++;
        steady.bytes += sizes[id] ?? 0;
        steady.ms += took;
      }
      remaining.documents = files.length - next + retry.length;
      remaining.bytes -= sizes[id] ?? 0;
      await record({ index: id, file: files[id] as string, ...result });
      considerWorkers();
    }
  } finally {
    stopping = true;
    await Promise.all([...workers].map((worker) => worker.terminate()));
  }
  if (failure !== undefined) throw failure;
}

/**
 * Lints `files` on the runner; outcomes come back in the order of `files`.
 * @public The real-world scripts (scripts/real-world*.mjs) load it from dist/ by path.
 */
export async function lintInWorkers(files: readonly string[], options: RunOptions = {}, threads?: number, onOutcome?: (outcome: DocumentOutcome) => void): Promise<DocumentOutcome[]> {
  const outcomes = new Array<DocumentOutcome>(files.length);
  await runDocuments(files, { ...options, ...(threads === undefined ? {} : { threads }) }, (outcome) => {
    outcomes[outcome.index] = outcome;
    onOutcome?.(outcome);
  });
  return outcomes;
}
