import http from 'node:http';
import https from 'node:https';
import { UsageError } from '../../errors.js';
import { parseBaseUrl } from '../check.js';
import type { CheckOptions } from '../options.js';
import { CHECK_DEFAULTS } from '../options.js';
import { HarWriter, harEntry } from './har-writer.js';
import type { RecordedExchange } from './recorded-exchange.js';
import type { TrafficRun } from './traffic-judge.js';
import { TrafficJudge } from './traffic-judge.js';
import { isForwardedHeader } from '../../../rulesets/model/http-headers.js';

export interface ProxyOptions extends Omit<CheckOptions, 'baseUrl'> {
  /** The server requests are forwarded to; its path, if any, is put before each request's. */
  target: string;
  /** The port to listen on, on 127.0.0.1; 0 (the default) for any free one. */
  port?: number;
  /** A HAR file to write every exchange to, as it passes. */
  record?: string;
  /** Who the HAR file says wrote it. */
  creator?: { name: string; version: string };
}

export interface RecordingProxy {
  /** `http://127.0.0.1:<port>`: where clients send their requests. */
  url: string;
  /** Exchanges completed so far. */
  readonly exchanges: number;
  /** Stops listening, waits for the exchanges under way, closes the HAR file, and gives the findings. */
  close(): Promise<TrafficRun & { failures: number }>;
}

function headerPairs(raw: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < raw.length; index += 2) pairs.push([raw[index] ?? '', raw[index + 1] ?? '']);
  return pairs;
}

/** A copy of a body as it passes, kept up to a size; past it, only its size. */
class BoundedCopy {
  private readonly chunks: Buffer[] = [];
  size = 0;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size <= this.limit) this.chunks.push(chunk);
    else this.chunks.length = 0;
  }

  /** The body as text; undefined when it was longer than the limit. */
  text(): string | undefined {
    return this.size > this.limit ? undefined : Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * A recording reverse proxy on 127.0.0.1: each request is forwarded to the target as it came
 * (less hop-by-hop headers), its answer passed back unchanged, and the exchange judged as
 * `check --har` judges a recording, and written to a HAR file when asked. For local runs and CI:
 * run a test suite's requests through it.
 */
export async function startProxy(document: string, options: ProxyOptions): Promise<RecordingProxy> {
  const target = parseBaseUrl(options.target, '--target');
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port must be a whole number from 0 to 65535, got ${String(port)}`);
  const judge = await TrafficJudge.create(document, { ...options, baseUrl: target.href });
  const maxBodyBytes = options.maxBodyBytes ?? CHECK_DEFAULTS.maxBodyBytes;
  const writer = options.record === undefined ? undefined : new HarWriter(options.record, options.creator ?? { name: 'api-conventions', version: '0' });
  if (writer !== undefined) await writer.opened.catch((error: unknown) => { throw new UsageError(`${options.record ?? ''}: cannot write: ${(error as NodeJS.ErrnoException).code ?? String(error)}`); });
  const client = target.protocol === 'https:' ? https : http;
  const prefix = target.pathname.replace(/\/+$/, '');
  const pending = new Set<Promise<void>>();
  let count = 0;
  let failures = 0;

  const forward = async (incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<void> => {
    const started = new Date();
    const url = new URL(`${prefix}${incoming.url ?? '/'}`, target.origin);
    const requestHeaders = headerPairs(incoming.rawHeaders);
    const forwarded = requestHeaders.filter(([name]) => isForwardedHeader(name));
    // The request body streams through; a copy is kept for judging up to the size limit.
    const sent = new BoundedCopy(maxBodyBytes);
    let answer: http.IncomingMessage;
    try {
      answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = client.request(url, { method: incoming.method, headers: Object.fromEntries(forwarded), timeout: options.timeoutMs ?? CHECK_DEFAULTS.timeoutMs }, resolve);
        request.on('timeout', () => request.destroy(new Error('the target did not answer in time')));
        request.on('error', reject);
        incoming.on('data', (chunk: Buffer) => sent.add(chunk));
        incoming.on('error', reject);
        incoming.pipe(request);
      });
    } catch (error) {
      failures++;
      judge.notice(`${incoming.method ?? ''} ${url.href} could not be forwarded: ${(error as Error).message}`);
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: 'bad_gateway', message: `api-conventions proxy: ${(error as Error).message}` }));
      return;
    }
    const responseHeaders = headerPairs(answer.rawHeaders);
    outgoing.writeHead(answer.statusCode ?? 502, responseHeaders.filter(([name]) => isForwardedHeader(name)).flat());
    const received = new BoundedCopy(maxBodyBytes);
    for await (const chunk of answer) {
      received.add(chunk as Buffer);
      outgoing.write(chunk);
    }
    outgoing.end();
    // Numbered as they complete, which is the order of the HAR file's entries.
    const index = count++;
    const exchange: RecordedExchange = {
      where: `exchange ${index}`,
      method: (incoming.method ?? 'GET').toUpperCase(),
      url,
      requestHeaders,
      // A body past the size limit is passed on whole but not judged.
      requestBody: sent.size === 0 ? undefined : sent.text(),
      status: answer.statusCode ?? 0,
      responseHeaders,
      responseBody: received.text(),
    };
    judge.judge(exchange);
    writer?.write(harEntry(exchange, started, Date.now() - started.getTime()));
  };

  const server = http.createServer((incoming, outgoing) => {
    const done = forward(incoming, outgoing).catch((error: unknown) => {
      judge.notice(`${incoming.method ?? ''} ${incoming.url ?? ''}: ${(error as Error).message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => reject(new UsageError(`cannot listen on 127.0.0.1:${port}: ${error.code ?? error.message}`)));
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    await writer?.close();
    throw error;
  }
  const address = server.address() as { port: number };
  let closed: Promise<TrafficRun & { failures: number }> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    get exchanges() {
      return count;
    },
    close() {
      closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.all([...pending]);
        server.closeAllConnections();
        await stopped;
        await writer?.close();
        return { ...judge.finish(), failures };
      })();
      return closed;
    },
  };
}
