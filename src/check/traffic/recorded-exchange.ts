import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isObject } from '../../../rulesets/model/json.js';
import { UsageError } from '../../errors.js';
import { HarSyntaxError, harEntries } from './har-entries.js';

/**
 * One recorded request and its answer, read from a HAR file (an element of `log.entries`) or from
 * a line of newline-delimited JSON (the shape below, or a HAR entry on one line).
 *
 *   {"request": {"method": "GET", "url": "https://…", "headers": {"Authorization": "Bearer …"}, "body": "…"},
 *    "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": {"data": []}}}
 */
export interface RecordedExchange {
  /** Where it is in the file, as messages cite it: `entry 12` (HAR, 0-based) or `line 12` (NDJSON). */
  where: string;
  method: string;
  url: URL;
  requestHeaders: Array<[string, string]>;
  requestBody: string | undefined;
  /** 0 when the exchange got no answer (a browser's aborted or blocked request). */
  status: number;
  responseHeaders: Array<[string, string]>;
  /** The response body as text; undefined when the recording does not hold it. */
  responseBody: string | undefined;
}

/** A recorded exchange the reader cannot use, with why. */
class ExchangeShapeError extends Error {}

/** A header value as text: strings as they are, numbers and booleans written out, anything else JSON. */
function scalarText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function headerList(value: unknown, where: string): Array<[string, string]> {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    return value.flatMap((header: unknown) => {
      if (!isObject(header) || typeof header['name'] !== 'string') throw new ExchangeShapeError(`${where}: a header is not {"name", "value"}`);
      return [[header['name'], scalarText(header['value'])] as [string, string]];
    });
  }
  if (isObject(value)) {
    return Object.entries(value).flatMap(([name, given]) => (Array.isArray(given) ? given as unknown[] : [given])
      .map((one) => [name, scalarText(one)] as [string, string]));
  }
  throw new ExchangeShapeError(`${where}: "headers" is neither a list of {"name", "value"} nor an object`);
}

/** A body as text: given as text, as a JSON value, or as HAR's `postData` / `content` (base64 where it says so). */
function bodyText(message: Record<string, unknown>): string | undefined {
  if ('body' in message && message['body'] !== undefined && message['body'] !== null) {
    const body = message['body'];
    return typeof body === 'string' ? body : JSON.stringify(body);
  }
  const holder = isObject(message['content']) ? message['content'] : isObject(message['postData']) ? message['postData'] : undefined;
  if (holder === undefined || typeof holder['text'] !== 'string') return undefined;
  return holder['encoding'] === 'base64' ? Buffer.from(holder['text'], 'base64').toString('utf8') : holder['text'];
}

/** The exchange an entry or a line records; throws `ExchangeShapeError` when it is not one. */
function toExchange(value: unknown, where: string): RecordedExchange {
  if (!isObject(value)) throw new ExchangeShapeError('not a JSON object');
  const { request, response } = value;
  if (!isObject(request)) throw new ExchangeShapeError('no "request" object');
  if (typeof request['method'] !== 'string' || request['method'] === '') throw new ExchangeShapeError('"request.method" is not a string');
  if (typeof request['url'] !== 'string') throw new ExchangeShapeError('"request.url" is not a string');
  let url: URL;
  try {
    url = new URL(request['url']);
  } catch {
    throw new ExchangeShapeError(`"request.url" "${request['url'].slice(0, 80)}" is not an absolute URL`);
  }
  const answer = isObject(response) ? response : {};
  const status = answer['status'] ?? 0;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 0 || status > 999) throw new ExchangeShapeError('"response.status" is not a status code');
  return {
    where,
    method: request['method'].toUpperCase(),
    url,
    requestHeaders: headerList(request['headers'], 'request'),
    requestBody: bodyText(request),
    status,
    responseHeaders: headerList(answer['headers'], 'response'),
    responseBody: status === 0 ? undefined : bodyText(answer),
  };
}

type TrafficFormat = 'har' | 'ndjson';

/**
 * HAR or newline-delimited JSON: by the file's extension (`.har`; `.ndjson`, `.jsonl`), else by
 * its start (a HAR file opens with `{"log":`).
 */
async function trafficFormatOf(file: string): Promise<TrafficFormat> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.har') return 'har';
  if (extension === '.ndjson' || extension === '.jsonl') return 'ndjson';
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return /^\uFEFF?\s*\{\s*"log"\s*:/.test(buffer.subarray(0, bytesRead).toString('utf8')) ? 'har' : 'ndjson';
  } finally {
    await handle.close();
  }
}

async function* fromHar(file: string): AsyncGenerator<RecordedExchange> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    for await (const entry of harEntries(stream)) {
      const where = `entry ${entry.index}`;
      let value: unknown;
      try {
        value = JSON.parse(entry.text);
      } catch (error) {
        throw new UsageError(`${file}:${entry.line}: ${where} is not valid JSON: ${(error as Error).message}`);
      }
      try {
        yield toExchange(value, where);
      } catch (error) {
        if (error instanceof ExchangeShapeError) throw new UsageError(`${file}:${entry.line}: ${where}: ${error.message}`);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof HarSyntaxError) throw new UsageError(`${file}:${error.line}: ${error.message}`);
    throw error;
  } finally {
    stream.destroy();
  }
}

async function* fromLines(file: string): AsyncGenerator<RecordedExchange> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of lines) {
      number++;
      if (text.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        throw new UsageError(`${file}:${number}: not valid JSON: ${(error as Error).message}`);
      }
      try {
        yield toExchange(value, `line ${number}`);
      } catch (error) {
        if (error instanceof ExchangeShapeError) throw new UsageError(`${file}:${number}: ${error.message}`);
        throw error;
      }
    }
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** The exchanges a file records, one at a time. A file that cannot be read as one throws `UsageError` naming the file, and the line and entry. */
export async function* readRecordedExchanges(file: string): AsyncGenerator<RecordedExchange> {
  let format: TrafficFormat;
  try {
    if (!(await stat(file)).isFile()) throw new UsageError(`${file}: not a file`);
    format = await trafficFormatOf(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file}: cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  yield* format === 'har' ? fromHar(file) : fromLines(file);
}
