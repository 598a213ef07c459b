import type { OutgoingRequest, ReceivedResponse } from './exchange.js';

/**
 * The only way `check` talks to a server. Every request is bounded (count, time per request,
 * time for the run, size of what is read), goes only to the base URL's origin, and is never
 * sent on to another origin by a redirect.
 */

export interface HttpClientOptions {
  origin: string;
  timeoutMs: number;
  maxRequests: number;
  /** Epoch milliseconds after which nothing more is sent. */
  deadline: number;
  concurrency: number;
  maxBodyBytes: number;
  userAgent: string;
  /** Whether a request other than GET or HEAD may be sent at all. */
  allowWrites: boolean;
}

export type SendFailure = 'budget' | 'deadline' | 'network' | 'origin' | 'read-only';

/** What a read-only run may send: nothing a server could act on. */
const READ_METHODS = new Set(['GET', 'HEAD']);

export type SendResult =
  | { ok: true; response: ReceivedResponse; request: OutgoingRequest }
  | { ok: false; failure: SendFailure; message: string };

export interface SendOptions {
  /** Requests outside the run's budget, counted against their own (the rate-limit burst). */
  unbudgeted?: boolean;
  /** Wait out one 429 (a short `Retry-After`) and try again, so that a limit met by chance does not decide a probe. */
  retryOnTooMany?: boolean;
  /** Deleting what the run created: sent even past the request and time limits, so nothing is left behind. */
  cleanup?: boolean;
}

const MAX_REDIRECTS = 3;
export const MAX_RETRY_WAIT_MS = 5_000;

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or malformed. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

async function readBody(response: Response, maxBytes: number): Promise<{ text: string; truncated: boolean }> {
  const reader = response.body?.getReader();
  if (reader === undefined) return { text: '', truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

export function parseJson(text: string, truncated: boolean): { json: unknown; isJson: boolean } {
  if (truncated || text.trim().length === 0) return { json: undefined, isJson: false };
  try {
    return { json: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { json: undefined, isJson: false };
  }
}

function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export class HttpClient {
  private sent = 0;
  private sentUnbudgeted = 0;
  private answered = 0;
  private readonly semaphore: Semaphore;
  firstNetworkError: string | undefined;

  constructor(private readonly options: HttpClientOptions) {
    this.semaphore = new Semaphore(options.concurrency);
  }

  /** Requests sent, redirects followed and retries included. */
  get requestCount(): number {
    return this.sent + this.sentUnbudgeted;
  }

  get responseCount(): number {
    return this.answered;
  }

  get budgetSpent(): boolean {
    return this.sent >= this.options.maxRequests;
  }

  get pastDeadline(): boolean {
    return Date.now() >= this.options.deadline;
  }

  async send(request: OutgoingRequest, sendOptions: SendOptions = {}): Promise<SendResult> {
    // The one guard every request passes: whatever a probe plans, a read-only run sends nothing else.
    if (!this.options.allowWrites && !READ_METHODS.has(request.method.toUpperCase())) {
      return { ok: false, failure: 'read-only', message: `refused to send ${request.method.toUpperCase()} ${request.url.href}: only GET and HEAD are sent without --allow-writes` };
    }
    return this.semaphore.run(() => this.sendNow(request, sendOptions));
  }

  private reserve(sendOptions: SendOptions): SendFailure | undefined {
    if (sendOptions.cleanup === true) {
      this.sentUnbudgeted++;
      return undefined;
    }
    if (this.pastDeadline) return 'deadline';
    if (sendOptions.unbudgeted === true) {
      this.sentUnbudgeted++;
      return undefined;
    }
    if (this.sent >= this.options.maxRequests) return 'budget';
    this.sent++;
    return undefined;
  }

  private async sendNow(request: OutgoingRequest, sendOptions: SendOptions): Promise<SendResult> {
    let current = request;
    for (let hop = 0; ; hop++) {
      if (current.url.origin !== this.options.origin) {
        return { ok: false, failure: 'origin', message: `refused to send a request to ${current.url.origin}: only ${this.options.origin} is probed` };
      }
      let result = await this.fetchOnce(current, sendOptions);
      if (result.ok && result.response.status === 429 && sendOptions.retryOnTooMany === true) {
        const wait = retryAfterMs(result.response.headers.get('retry-after')) ?? 1_000;
        if (wait <= MAX_RETRY_WAIT_MS && Date.now() + wait < this.options.deadline) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          result = await this.fetchOnce(current, sendOptions);
        }
      }
      if (!result.ok) return result;
      const next = this.redirectTarget(current, result.response);
      if (next === undefined || hop >= MAX_REDIRECTS) return result;
      current = next;
    }
  }

  /** A same-origin redirect of a GET or HEAD is followed; any other is the answer. */
  private redirectTarget(request: OutgoingRequest, response: ReceivedResponse): OutgoingRequest | undefined {
    if (![301, 302, 303, 307, 308].includes(response.status)) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const location = response.headers.get('location');
    if (location === null) return undefined;
    let url: URL;
    try {
      url = new URL(location, request.url);
    } catch {
      return undefined;
    }
    if (url.origin !== this.options.origin) return undefined;
    return { ...request, url };
  }

  private async fetchOnce(request: OutgoingRequest, sendOptions: SendOptions): Promise<SendResult> {
    const refused = this.reserve(sendOptions);
    if (refused !== undefined) {
      return { ok: false, failure: refused, message: refused === 'budget' ? 'request limit reached' : 'time limit reached' };
    }
    const remaining = Math.max(1, this.options.deadline - Date.now());
    const signal = AbortSignal.timeout(sendOptions.cleanup === true ? this.options.timeoutMs : Math.min(this.options.timeoutMs, remaining));
    const headers: Record<string, string> = { 'User-Agent': this.options.userAgent, ...request.headers };
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: 'manual',
        signal,
      });
      const { text, truncated } = request.method === 'HEAD' ? { text: '', truncated: false } : await readBody(response, this.options.maxBodyBytes);
      this.answered++;
      return { ok: true, request, response: { status: response.status, headers: response.headers, text, truncated, ...parseJson(text, truncated) } };
    } catch (error) {
      const message = networkMessage(error);
      this.firstNetworkError ??= message;
      return { ok: false, failure: 'network', message };
    }
  }
}
