import { Worker } from 'node:worker_threads';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import type { DocumentResult } from '../runner/lint-document.js';
import type { PathExplanation } from '../explain/explain.js';
import type { Finding } from '../findings.js';
import type { ExplainJob, PartedLintJob, TextPart, WorkerLintOptions, WorkerMessage } from './lint-pool.js';
import { toError, workerModuleUrl } from './lint-pool.js';

/** Characters of a text per `TextPart`: a copy of about a millisecond. */
const TEXT_PART_LENGTH = 1 << 19;

/** Lets the event loop run what waits (a request that came in) before going on. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What the thread's answer to one job settles: a lint's result, or an explanation. */
interface Waiter {
  settle: (message: Exclude<WorkerMessage, { kind: 'ready' | 'failed' }>) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread kept between runs, for a long-lived host (the language server): it lints
 * what it is sent in turn, so that the host's own thread stays free to answer. A thread that
 * exits fails the runs it held, and the next run starts another; `close` ends it (runs still
 * held fail).
 */
/** Why a thread's ruleset did not load: the error's message, and the line of the file it names, if any. */
export class ThreadRulesetError extends Error {
  constructor(message: string, readonly line: number | undefined) {
    super(message);
    this.name = 'ThreadRulesetError';
  }
}

interface Running {
  worker: Worker;
  waiting: Map<number, Waiter>;
  /** Settles when the worker has loaded its ruleset. */
  ready: Promise<RuleDescription[]>;
}

export class LintThread {
  private current: Running | undefined;
  private nextId = 0;

  constructor(private readonly options: WorkerLintOptions) {}

  /**
   * The rules the thread's ruleset runs, once it has loaded them (it loads the ruleset itself, so
   * this thread never does); rejects with a `ThreadRulesetError` when the ruleset does not load.
   */
  rules(): Promise<RuleDescription[]> {
    return (this.current ?? this.start()).ready;
  }

  /**
   * Lints `file` as the text `text` (in pieces, which joined are the text) once the thread is done
   * with what it was sent before. The pieces go over a few at a time and the findings come back
   * as JSON parts, this thread turning to other work between two (`TextPart`, `PartedLintJob`):
   * 13 MB of text, or thousands of findings, copied at once would keep it from answering for tens
   * of milliseconds.
   */
  async lintText(file: string, text: readonly string[], inlineIgnores: boolean): Promise<DocumentResult> {
    const answer = await new Promise<Exclude<WorkerMessage, { kind: 'ready' | 'failed' }>>((settle, reject) => {
      void this.send((id) => ({ id, parted: { file, inlineIgnores } }) satisfies PartedLintJob, { settle, reject }, text);
    });
    if (answer.kind !== 'parted-result') throw new Error('the lint thread answered a lint with an explanation');
    const findings: Finding[] = [];
    for (const part of answer.findingParts) {
      await turn();
      for (const finding of JSON.parse(part) as Finding[]) findings.push(finding);
    }
    return { findings, dependencies: answer.dependencies, ignored: answer.ignored };
  }

  /**
   * The explanation of one path of a document given as text (in pieces), with the findings a lint
   * of that text gave; undefined for a path key the document does not have. Read on the thread,
   * in turn with its lints, and kept there for the next path of the same text.
   */
  explain(file: string, text: readonly string[], pathKey: string, findings: Finding[]): Promise<PathExplanation | undefined> {
    return new Promise((resolve, reject) => {
      const settle = (message: Exclude<WorkerMessage, { kind: 'ready' | 'failed' }>) => resolve(message.kind === 'explained' ? message.explanation : undefined);
      void this.send((id) => ({ id, explain: { file, pathKey, findings } }) satisfies ExplainJob, { settle, reject }, text);
    });
  }

  /** Posts the job after its text, `TEXT_PART_LENGTH` characters of pieces at a time with a turn of the event loop between two. */
  private async send(job: (id: number) => PartedLintJob | ExplainJob, waiter: Waiter, text: readonly string[]): Promise<void> {
    const { worker, waiting } = this.current ?? this.start();
    const id = this.nextId++;
    waiting.set(id, waiter);
    try {
      let part: string[] = [];
      let length = 0;
      for (const piece of text) {
        part.push(piece);
        length += piece.length;
        if (length < TEXT_PART_LENGTH) continue;
        worker.postMessage({ id, pieces: part } satisfies TextPart);
        [part, length] = [[], 0];
        await turn();
      }
      if (part.length > 0) worker.postMessage({ id, pieces: part } satisfies TextPart);
      worker.postMessage(job(id));
    } catch (error) {
      waiting.delete(id);
      waiter.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private start(): Running {
    const worker = new Worker(workerModuleUrl(), { workerData: { ...this.options, describeRules: true } satisfies WorkerLintOptions });
    // The host's lifetime is its own: a thread waiting for work does not keep it running.
    worker.unref();
    const waiting = new Map<number, Waiter>();
    let lastError: Error | undefined;
    let settle: { resolve: (rules: RuleDescription[]) => void; reject: (error: Error) => void } | undefined;
    const ready = new Promise<RuleDescription[]>((resolve, reject) => { settle = { resolve, reject }; });
    // Not every caller asks for the rules.
    ready.catch(() => undefined);
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') {
        if (message.failure !== undefined) settle?.reject(new ThreadRulesetError(message.failure.message, message.failure.line));
        else settle?.resolve(message.rules ?? []);
        return;
      }
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.kind === 'failed') waiter?.reject(toError(message.error));
      else waiter?.settle(message);
    });
    worker.on('error', (error) => { lastError = error; });
    worker.on('exit', (code) => {
      if (this.current?.worker === worker) this.current = undefined;
      const reason = lastError === undefined ? `the worker thread linting this document exited (code ${code})` : `the worker thread linting this document failed: ${lastError.message.split('\n')[0] ?? ''}`;
      for (const waiter of waiting.values()) waiter.reject(new Error(reason));
      waiting.clear();
      settle?.reject(new Error(reason));
    });
    this.current = { worker, waiting, ready };
    return this.current;
  }

  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    await worker?.terminate();
  }
}
