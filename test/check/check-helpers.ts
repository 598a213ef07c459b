import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import type { CheckOptions, CheckRun } from '../../src/check/index.js';
import type { Finding } from '../../src/findings.js';
import { check } from '../../src/check/index.js';
import type { LoggedRequest, ReferenceServer } from '../../fixtures/servers/reference-server.js';
import { ADMIN_TOKEN, EXPIRED_TOKEN, READER_TOKEN, startReferenceServer } from '../../fixtures/servers/reference-server.js';

export { ADMIN_TOKEN, EXPIRED_TOKEN, READER_TOKEN };
export type { LoggedRequest, ReferenceServer };

export const DOCUMENTS = {
  '3.0': path.join(ROOT, 'fixtures/check/reference-api.yaml'),
  '3.1': path.join(ROOT, 'fixtures/check/reference-api-3.1.yaml'),
  '2.0': path.join(ROOT, 'fixtures/check/reference-api-swagger2.yaml'),
} as const;

export function startServer(options: { faults?: string[]; rateLimit?: number; rateWindowMs?: number } = {}): Promise<ReferenceServer> {
  return startReferenceServer(options);
}

/** Runs `check` against a fresh reference server with the given faults; the server is closed after. */
export async function checkReference(faults: string[], options: CheckOptions = {}, document: string = DOCUMENTS['3.0']): Promise<{ run: CheckRun; log: LoggedRequest[]; server: ReferenceServer }> {
  const server = await startServer({ faults });
  try {
    const run = await check(document, { baseUrl: server.url, token: ADMIN_TOKEN, limitedToken: READER_TOKEN, expiredToken: EXPIRED_TOKEN, ...options });
    return { run, log: server.log, server };
  } finally {
    await server.close();
  }
}

/**
 * A document written to a temporary directory before the tests of a file and removed after them;
 * `path()` is its path once written.
 */
export function temporaryDocument(name: string, text: string): { path: () => string } {
  let directory: string | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-'));
    await writeFile(path.join(directory, name), text);
  });
  afterAll(async () => {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });
  return {
    path: () => {
      if (directory === undefined) throw new Error(`${name} is written before the tests run`);
      return path.join(directory, name);
    },
  };
}

/** A grouped finding's list of the operations that showed its fault. */
export const SAME_FAULT = /; the same fault on \d+ operations: (.*)$/;

/** The operations a finding was seen on, as `code paths <path> <method>`: the one it points at, or those its message lists. */
function seenOn(finding: Finding): string[] {
  const listed = SAME_FAULT.exec(finding.message)?.[1];
  if (listed === undefined) return [`${finding.code} ${finding.path.join(' ')}`];
  return listed.split(', ').map((label) => {
    const [method = '', pathKey = ''] = label.split(' ');
    return `${finding.code} paths ${pathKey} ${method.toLowerCase()}`;
  });
}

/** `code path` of every operation each finding was seen on, once each, sorted: what the tables compare. */
export function codesAndPaths(run: CheckRun): string[] {
  return [...new Set(run.findings.flatMap(seenOn))].sort();
}

/** A server of the test's own on 127.0.0.1: it logs each request and answers once the request's body has arrived. */
export interface TinyServer {
  url: string;
  requests: Array<{ method: string; url: string; authorization: string | undefined; body: string }>;
  close(): Promise<void>;
}

export async function tinyServer(handle: (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void): Promise<TinyServer> {
  const requests: TinyServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const logged = { method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: '' };
    requests.push(logged);
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      logged.body += chunk;
    });
    request.on('end', () => handle(request, response, logged.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
