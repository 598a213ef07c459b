import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { maskCredential } from '../context.js';
import { isSensitiveHeader } from '../redact.js';
import type { RecordedExchange } from './recorded-exchange.js';

function harHeaders(headers: ReadonlyArray<[string, string]>): Array<{ name: string; value: string }> {
  return headers.map(([name, value]) => ({ name, value: isSensitiveHeader(name) ? maskCredential(value) : value }));
}

function headerValue(headers: ReadonlyArray<[string, string]>, name: string): string | undefined {
  return headers.find(([given]) => given.toLowerCase() === name)?.[1];
}

/** A HAR 1.2 entry for an exchange; credential header values are masked, as every output of `check` keeps tokens out. */
export function harEntry(exchange: RecordedExchange, startedAt: Date, timeMs: number): Record<string, unknown> {
  const requestType = headerValue(exchange.requestHeaders, 'content-type') ?? '';
  const responseType = headerValue(exchange.responseHeaders, 'content-type') ?? '';
  const body = exchange.responseBody ?? '';
  return {
    startedDateTime: startedAt.toISOString(),
    time: timeMs,
    request: {
      method: exchange.method,
      url: exchange.url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.requestHeaders),
      queryString: [...exchange.url.searchParams].map(([name, value]) => ({ name, value })),
      ...(exchange.requestBody === undefined ? {} : { postData: { mimeType: requestType, text: exchange.requestBody } }),
      headersSize: -1,
      bodySize: exchange.requestBody === undefined ? 0 : Buffer.byteLength(exchange.requestBody),
    },
    response: {
      status: exchange.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.responseHeaders),
      content: { size: Buffer.byteLength(body), mimeType: responseType, ...(exchange.responseBody === undefined ? {} : { text: body }) },
      redirectURL: headerValue(exchange.responseHeaders, 'location') ?? '',
      headersSize: -1,
      bodySize: Buffer.byteLength(body),
    },
    cache: {},
    timings: { send: 0, wait: timeMs, receive: 0 },
  };
}

/** Writes a HAR file entry by entry, never holding more than one: the log opens at once and closes in `close()`. */
export class HarWriter {
  private readonly stream: WriteStream;
  private count = 0;
  /** Resolves once the file is open; rejects when it cannot be written. */
  readonly opened: Promise<unknown>;

  constructor(file: string, creator: { name: string; version: string }) {
    this.stream = createWriteStream(file);
    this.opened = once(this.stream, 'open');
    this.stream.write(`{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"entries":[\n`);
  }

  write(entry: Record<string, unknown>): void {
    this.stream.write(`${this.count > 0 ? ',\n' : ''}${JSON.stringify(entry)}`);
    this.count++;
  }

  async close(): Promise<void> {
    this.stream.end('\n]}}\n');
    await once(this.stream, 'finish');
  }
}
