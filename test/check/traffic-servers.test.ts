import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_TOKEN, startBooksServer } from '../../fixtures/servers/fastify-books.js';
import { startJsonServer } from '../../fixtures/servers/json-server.js';
import { FAULTS } from '../../fixtures/servers/reference-server.js';
import type { CheckOptions, CheckRun } from '../../src/check/index.js';
import { check } from '../../src/check/index.js';
import { checkTraffic } from '../../src/check/traffic/check-traffic.js';
import { startProxy } from '../../src/check/traffic/proxy.js';
import type { TrafficRun } from '../../src/check/traffic/traffic-judge.js';
import { ROOT } from '../helpers/cli.js';
import { ADMIN_TOKEN, DOCUMENTS, EXPIRED_TOKEN, READER_TOKEN, codesAndPaths, startServer, tinyServer } from './check-helpers.js';

/**
 * Real traffic through the recording proxy: `check` itself, with writes and a rate-limit burst,
 * is the client, so every kind of request and answer passes (no credentials, a limited token,
 * malformed bodies, a 429). What the proxy judges from that traffic alone must be what a
 * passive observer can see of each fault, and nothing on a server that keeps the conventions.
 */

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-traffic-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const LIVE: CheckOptions = { token: ADMIN_TOKEN, limitedToken: READER_TOKEN, expiredToken: EXPIRED_TOKEN, allowWrites: true, rateLimitProbe: 60 };

function passiveRun(run: TrafficRun): CheckRun {
  return { ...run, baseUrl: '', requests: run.exchanges };
}

/** `check` against the reference server, through the proxy; the proxy's findings, and the live run's. */
async function throughProxy(faults: string[], record?: string): Promise<{ passive: TrafficRun; live: CheckRun }> {
  const server = await startServer({ faults });
  try {
    const proxy = await startProxy(DOCUMENTS['3.0'], { target: server.url, token: ADMIN_TOKEN, ...(record === undefined ? {} : { record }) });
    let live: CheckRun;
    try {
      live = await check(DOCUMENTS['3.0'], { ...LIVE, baseUrl: proxy.url });
    } finally {
      await proxy.close();
    }
    return { passive: await proxy.close(), live };
  } finally {
    await server.close();
  }
}

/**
 * Whether traffic alone shows the fault. Those it does not: a limited token's 401, an expired
 * token accepted, a role ignored (who holds which credential is not on the wire); a path without
 * its version answering (an undocumented path, listed, not judged); a repeated DELETE's 500, a
 * create answered unlike what it stored (comparing exchanges, not judging each); no rate limit
 * (an absence). A paging loop shows in the page that gives back the cursor it was asked with.
 */
const SEEN_IN_TRAFFIC: Record<keyof typeof FAULTS, boolean> = {
  'content-type': true,
  'error-body': true,
  'error-in-200': true,
  'auth-optional': true,
  'forbidden-as-401': false,
  'version-optional': false,
  'unknown-path-plain': true,
  'missing-field-500': true,
  'wrong-type-accepted': true,
  'malformed-json-500': true,
  'delete-not-idempotent': false,
  'bare-list': true,
  'paging-loop': true,
  'no-retry-after': true,
  'no-rate-limit': false,
  'schema-drift': true,
  'expired-accepted': false,
  'role-ignored': false,
  'create-answer-differs': false,
  'update-schema-drift': true,
  'update-error-in-200': true,
  'write-401-body': true,
  'write-auth-optional': true,
  'echo-credentials': false,
};

describe('proxy: check itself as the client, against the reference server', () => {
  it('a server keeping the conventions: nothing, and the HAR it wrote judges the same', async () => {
    const record = path.join(directory, 'good.har');
    const { passive, live } = await throughProxy([], record);
    expect(live.findings).toEqual([]);
    expect(passive.findings).toEqual([]);
    expect(passive.exchanges).toBe(live.requests);
    expect(passive.matched).toBeGreaterThan(100);
    // What check sent to paths the document does not have: the version left out, and an unknown path.
    expect(passive.undocumented.map(({ request }) => request)).toContain('GET /users');
    expect(passive.undocumented.some(({ request }) => request.startsWith('GET /v1/api-conventions-unknown-'))).toBe(true);
    const har = await readFile(record, 'utf8');
    expect((JSON.parse(har) as { log: { entries: unknown[] } }).log.entries).toHaveLength(passive.exchanges);
    expect(har).not.toContain(ADMIN_TOKEN);
    expect(har).not.toContain(READER_TOKEN);
    const replayed = await checkTraffic(DOCUMENTS['3.0'], record);
    expect(replayed.findings).toEqual([]);
    expect(replayed.matched).toBe(passive.matched);
  });

  for (const [fault, seen] of Object.entries(SEEN_IN_TRAFFIC)) {
    it(`${fault}: ${seen ? 'found in the traffic, on every operation the probes found it on' : 'nothing traffic alone can show'}`, async () => {
      const { passive, live } = await throughProxy([fault]);
      if (seen) {
        expect(passive.findings.length).toBeGreaterThan(0);
        expect(codesAndPaths(passiveRun(passive))).toEqual(codesAndPaths(live));
      } else {
        expect(passive.findings).toEqual([]);
      }
    });
  }

  it('several faults at once: the HAR written judges as the proxy did', async () => {
    const record = path.join(directory, 'faults.har');
    const { passive } = await throughProxy(['content-type', 'bare-list', 'no-retry-after', 'write-401-body'], record);
    const replayed = await checkTraffic(DOCUMENTS['3.0'], record);
    expect(codesAndPaths(passiveRun(replayed))).toEqual(codesAndPaths(passiveRun(passive)));
    expect(replayed.findings.map((finding) => finding.message.replace(/^entry /, 'exchange ').replace(/\(entry /g, '(exchange ').replace(/, entry /g, ', exchange ')))
      .toEqual(passive.findings.map((finding) => finding.message));
  });
});

describe('proxy: what passes through', () => {
  it('the request\'s own headers pass; those of one connection (Proxy-Authorization, Accept-Encoding, the Host reached) stay with the proxy', async () => {
    let seen: http.IncomingHttpHeaders = {};
    const server = await tinyServer((request, response) => {
      seen = request.headers;
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r1' });
      response.end(JSON.stringify({ data: [], next_cursor: null, total: 0 }));
    });
    try {
      const proxy = await startProxy(DOCUMENTS['3.0'], { target: server.url });
      const answer = await fetch(`${proxy.url}/v1/users`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'proxy-authorization': 'Basic cHJveHk6c2VjcmV0', 'accept-encoding': 'gzip', 'x-trace': 't1' } });
      await answer.text();
      await proxy.close();
      expect(seen.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
      expect(seen['x-trace']).toBe('t1');
      expect(seen['proxy-authorization']).toBeUndefined();
      expect(seen['accept-encoding']).toBeUndefined();
      expect(seen.host).toBe(new URL(server.url).host);
      expect(answer.headers.get('x-request-id')).toBe('r1');
    } finally {
      await server.close();
    }
  });
  it('a body larger than what is judged streams through whole, both ways', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    const server = await tinyServer((_request, response, body) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'unauthorized', message: `no credentials with ${body.length} bytes`, padding: big }));
    });
    try {
      const proxy = await startProxy(DOCUMENTS['3.0'], { target: server.url });
      const answer = await fetch(`${proxy.url}/v1/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${big}"` });
      const json = await answer.json() as { message: string; padding: string };
      const run = await proxy.close();
      expect(answer.status).toBe(401);
      expect(json.message).toBe(`no credentials with ${big.length + 2} bytes`);
      expect(json.padding).toHaveLength(big.length);
      expect(server.requests[0]?.body).toHaveLength(big.length + 2);
      // Judged on its status and headers: a 401 to a request without credentials is as it should be.
      expect(run.findings).toEqual([]);
      expect(run.withoutBody).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('proxy: servers no one here wrote', () => {
  it('json-server: what the probes find, its traffic shows: bare lists, {} error bodies, no validation', async () => {
    const server = await startJsonServer();
    try {
      const document = path.join(ROOT, 'fixtures/check/json-server-api.yaml');
      const proxy = await startProxy(document, { target: server.url });
      const live = await check(document, { baseUrl: proxy.url, allowWrites: true });
      const passive = await proxy.close();
      expect(codesAndPaths(passiveRun(passive))).toEqual(codesAndPaths(live));
    } finally {
      await server.close();
    }
  });

  it('Fastify with the document @fastify/swagger generates: its own 400s without "error", as check finds them', async () => {
    const server = await startBooksServer();
    try {
      const document = path.join(directory, 'books.json');
      await writeFile(document, JSON.stringify(server.document));
      const proxy = await startProxy(document, { target: server.url, token: BOOKS_TOKEN });
      const live = await check(document, { baseUrl: proxy.url, token: BOOKS_TOKEN, expiredToken: 'books-expired-token', allowWrites: true });
      const passive = await proxy.close();
      expect(codesAndPaths(passiveRun(passive))).toEqual(codesAndPaths(live));
    } finally {
      await server.close();
    }
  });
});
