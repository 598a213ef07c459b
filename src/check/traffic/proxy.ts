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
  /** Exchanges forwarded so far. */
  readonly exchanges: number;
  /** Stops listening, waits for the exchanges under way, closes the HAR file, and gives the findings. */
  close(): Promise<TrafficRun & { failures: number }>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, not the request's; and the body is asked for unencoded, to be read. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'accept-encoding']);

function headerPairs(raw: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < raw.length; index += 2) pairs.push([raw[index] ?? '', raw[index + 1] ?? '']);
  return pairs;
}

async function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
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
    const index = count++;
    const started = new Date();
    const requestBody = await readBody(incoming);
    const url = new URL(`${prefix}${incoming.url ?? '/'}`, target.origin);
    const requestHeaders = headerPairs(incoming.rawHeaders);
    const forwarded = requestHeaders.filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase()));
    let answer: http.IncomingMessage;
    try {
      answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = client.request(url, { method: incoming.method, headers: Object.fromEntries(forwarded.map(([name, value]) => [name, value])), timeout: options.timeoutMs ?? CHECK_DEFAULTS.timeoutMs }, resolve);
        request.on('timeout', () => request.destroy(new Error('the target did not answer in time')));
        request.on('error', reject);
        request.end(requestBody);
      });
    } catch (error) {
      failures++;
      judge.notice(`${incoming.method ?? ''} ${url.href} could not be forwarded: ${(error as Error).message}`);
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: 'bad_gateway', message: `api-conventions proxy: ${(error as Error).message}` }));
      return;
    }
    const responseHeaders = headerPairs(answer.rawHeaders);
    outgoing.writeHead(answer.statusCode ?? 502, responseHeaders.filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())).flat());
    const kept: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer) {
      const buffer = chunk as Buffer;
      outgoing.write(buffer);
      size += buffer.length;
      if (size <= maxBodyBytes) kept.push(buffer);
    }
    outgoing.end();
    const exchange: RecordedExchange = {
      where: `exchange ${index}`,
      method: (incoming.method ?? 'GET').toUpperCase(),
      url,
      requestHeaders,
      requestBody: requestBody.length === 0 ? undefined : requestBody.toString('utf8'),
      status: answer.statusCode ?? 0,
      responseHeaders,
      // A body past the size limit is passed on whole but not judged.
      responseBody: size > maxBodyBytes ? undefined : Buffer.concat(kept).toString('utf8'),
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new UsageError(`cannot listen on 127.0.0.1:${port}: ${error.code ?? error.message}`)));
    server.listen(port, '127.0.0.1', resolve);
  });
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
