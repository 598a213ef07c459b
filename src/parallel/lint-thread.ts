import { Worker } from 'node:worker_threads';
import type { DocumentInput, DocumentResult } from '../runner/lint-document.js';
import type { LintJob, WorkerLintOptions, WorkerMessage } from './lint-pool.js';
import { toError, workerModuleUrl } from './lint-pool.js';

interface Waiter {
  resolve: (result: DocumentResult) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread kept between runs, for a long-lived host (the language server): it lints
 * what it is sent in turn, so that the host's own thread stays free to answer. A thread that
 * exits fails the runs it held, and the next run starts another; `close` ends it (runs still
 * held fail).
 */
export class LintThread {
  private current: { worker: Worker; waiting: Map<number, Waiter> } | undefined;
  private nextId = 0;

  constructor(private readonly options: WorkerLintOptions) {}

  /** Lints `document` once the thread is done with what it was sent before. */
  lint(document: DocumentInput, inlineIgnores = false): Promise<DocumentResult> {
    const { worker, waiting } = this.current ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, document, inlineIgnores } satisfies LintJob);
    });
  }

  private start(): { worker: Worker; waiting: Map<number, Waiter> } {
    const worker = new Worker(workerModuleUrl(), { workerData: this.options });
    // The host's lifetime is its own: a thread waiting for work does not keep it running.
    worker.unref();
    const waiting = new Map<number, Waiter>();
    let lastError: Error | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') return;
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.kind === 'failed') waiter?.reject(toError(message.error));
      else waiter?.resolve({ findings: message.findings, dependencies: message.dependencies, ignored: message.ignored });
    });
    worker.on('error', (error) => { lastError = error; });
    worker.on('exit', (code) => {
      if (this.current?.worker === worker) this.current = undefined;
      const reason = lastError === undefined ? `the worker thread linting this document exited (code ${code})` : `the worker thread linting this document failed: ${lastError.message.split('\n')[0] ?? ''}`;
      for (const waiter of waiting.values()) waiter.reject(new Error(reason));
      waiting.clear();
    });
    this.current = { worker, waiting };
    return this.current;
  }

  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    await worker?.terminate();
  }
}
