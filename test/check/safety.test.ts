import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/check/index.js';
import { UsageError } from '../../src/errors.js';
import { FAULTS } from '../../fixtures/servers/reference-server.js';
import { HttpClient } from '../../src/check/http-client.js';
import { ADMIN_TOKEN, checkReference, tinyServer } from './check-helpers.js';

/** What `check` never does: follow a redirect to another origin, exceed its bounds, write unasked. */

const THINGS_API = `openapi: 3.0.3
info: {title: Things, version: '1'}
security: [{bearer: []}]
paths:
  /v1/things:
    get:
      responses:
        '200':
          description: the things
          content:
            application/json:
              schema: {type: object}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`;

let directory: string;
let document: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-safety-'));
  document = path.join(directory, 'things.yaml');
  await writeFile(document, THINGS_API);
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('check: safety', () => {
  it('does not follow a redirect to another origin, so credentials never go there', async () => {
    const elsewhere = await tinyServer((_, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    const api = await tinyServer((request, response) => {
      response.writeHead(302, { Location: `${elsewhere.url}/collect${request.url ?? ''}` }).end();
    });
    try {
      await check(document, { baseUrl: api.url, token: ADMIN_TOKEN });
      expect(api.requests.length).toBeGreaterThan(0);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await api.close();
      await elsewhere.close();
    }
  });

  it('follows a redirect within the origin', async () => {
    const api = await tinyServer((request, response) => {
      if (request.url === '/v1/things') response.writeHead(301, { Location: '/v1/things/' }).end();
      else response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not_found","message":"no such path"}');
    });
    try {
      await check(document, { baseUrl: api.url, token: ADMIN_TOKEN });
      expect(api.requests.some((request) => request.url === '/v1/things/' && request.authorization === `Bearer ${ADMIN_TOKEN}`)).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('stops at the request limit, and says so', async () => {
    const { run, log } = await checkReference([], { maxRequests: 5 });
    expect(log.length).toBeLessThanOrEqual(5);
    expect(run.requests).toBe(5);
    expect(run.notices).toContain('stopped after 5 requests (the request limit); some probes did not run');
  });

  it('gives up on a server that never answers within the time limits', async () => {
    const silent = await tinyServer(() => undefined);
    // The server never answers: only the time limits end the run, and the error says so.
    try {
      await expect(check(document, { baseUrl: silent.url, timeoutMs: 200, maxTimeMs: 1_500 })).rejects.toThrow(new UsageError(`cannot reach ${silent.url}: timed out`));
    } finally {
      await silent.close();
    }
  });

  it('read-only, sends nothing but GET and HEAD, whatever the server does wrong', async () => {
    // Every fault at once: a server that validates nothing, checks no credentials and crashes on bad input.
    const { log, run, server } = await checkReference(Object.keys(FAULTS), {});
    const methods = new Map<string, number>();
    for (const entry of log) methods.set(entry.method, (methods.get(entry.method) ?? 0) + 1);
    expect([...methods.keys()].filter((method) => method !== 'GET' && method !== 'HEAD')).toEqual([]);
    expect(methods.get('GET')).toBe(run.requests);
    expect(server.state.users.size).toBe(3);
    expect(server.state.orders.size).toBe(3);
  });

  it('read-only, no probe runs that sends a body; the body probes wait for --allow-writes', async () => {
    const { run } = await checkReference(['malformed-json-500', 'missing-field-500', 'wrong-type-accepted'], {});
    expect(run.findings.map((finding) => finding.code)).toEqual([]);
  });

  it('the HTTP client refuses any other method when writes are not allowed, before anything reaches the server', async () => {
    const api = await tinyServer((_, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    const options = { origin: new URL(api.url).origin, timeoutMs: 2_000, maxRequests: 10, deadline: Number.POSITIVE_INFINITY, concurrency: 1, maxBodyBytes: 1024, userAgent: 'test' };
    try {
      const readOnly = new HttpClient({ ...options, allowWrites: false });
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'post']) {
        const result = await readOnly.send({ method, url: new URL('/v1/things', api.url), headers: {}, body: '{}', credentials: 'full' });
        expect(result.ok, method).toBe(false);
        expect(result.ok ? undefined : result.failure).toBe('read-only');
      }
      expect(api.requests).toEqual([]);
      for (const method of ['GET', 'HEAD']) expect((await readOnly.send({ method, url: new URL('/v1/things', api.url), headers: {}, credentials: 'full' })).ok).toBe(true);
      const writing = new HttpClient({ ...options, allowWrites: true });
      expect((await writing.send({ method: 'POST', url: new URL('/v1/things', api.url), headers: {}, body: '{}', credentials: 'full' })).ok).toBe(true);
      expect(api.requests.map((request) => request.method)).toEqual(['GET', 'HEAD', 'POST']);
    } finally {
      await api.close();
    }
  });

  it('with --allow-writes, a POST only its path calls a create is not written to, unless the document shows it (a 201) or --write names it', async () => {
    const unproven = path.join(directory, 'unproven.yaml');
    const api = (created: string) => `openapi: 3.0.3
info: {title: Things, version: '1'}
paths:
  /v1/things:
    post:
      requestBody:
        content:
          application/json:
            schema: {type: object, required: [query], properties: {query: {type: string}}}
      responses:
        '${created}': {description: an answer, content: {application/json: {schema: {type: object}}}}
  /v1/things/{thing_id}:
    get:
      parameters: [{name: thing_id, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: a thing, content: {application/json: {schema: {type: object, properties: {id: {type: string}, title: {type: string}}}}}}
`;
    const server = await tinyServer((_, response) => response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":"bad","message":"no"}'));
    try {
      await writeFile(unproven, api('200'));
      const run = await check(unproven, { baseUrl: server.url, allowWrites: true });
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
      expect(run.findings.map((finding) => finding.message)).toContain(
        "not probed: POST /v1/things was not written to: its path reads as a create, but the document shows none (no 201 answer, a body unlike what GET reads); --write 'POST /v1/things' sends it all the same");
      await check(unproven, { baseUrl: server.url, allowWrites: true, writeOperations: ['post /v1/things'] });
      const named = server.requests.filter((request) => request.method === 'POST').length;
      expect(named).toBeGreaterThan(0);
      await writeFile(unproven, api('201'));
      await check(unproven, { baseUrl: server.url, allowWrites: true });
      expect(server.requests.filter((request) => request.method === 'POST').length).toBeGreaterThan(named);
      await expect(check(unproven, { baseUrl: server.url, allowWrites: true, writeOperations: ['POST /v1/nothing'] })).rejects.toThrow(new UsageError('--write "POST /v1/nothing": the document has no such operation'));
    } finally {
      await server.close();
    }
  });
});

/** The same API in 3.2, with a QUERY on the collection and a LINK (additionalOperations) on its items. */
const THINGS_API_32 = THINGS_API.replace('openapi: 3.0.3', 'openapi: 3.2.0').replace('components:\n', `    query:
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {name: {type: string}}}
      responses:
        '200':
          description: the things matching the query
          content:
            application/json:
              schema: {type: object}
  /v1/things/{thing_id}:
    parameters: [{name: thing_id, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        '200': {description: a thing, content: {application/json: {schema: {type: object}}}}
    additionalOperations:
      LINK:
        responses:
          '204': {description: linked}
components:
`);

describe('check: an OpenAPI 3.2 document', () => {
  for (const allowWrites of [false, true]) {
    it(`plans its GETs and never sends QUERY or an additionalOperations method (${allowWrites ? 'writes allowed' : 'read-only'})`, async () => {
      const document32 = path.join(directory, 'things-3.2.yaml');
      await writeFile(document32, THINGS_API_32);
      const api = await tinyServer((request, response) => {
        const json = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        if (request.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) json(401, { error: 'unauthorized', message: 'no valid credentials' });
        else if (request.method === 'GET' && request.url === '/v1/things') json(200, { data: [{ id: 't1' }], next_cursor: null, total: 1 });
        else if (request.method === 'GET' && request.url === '/v1/things/t1') json(200, { id: 't1' });
        else json(404, { error: 'not_found', message: 'no such path' });
      });
      try {
        const run = await check(document32, { baseUrl: api.url, token: ADMIN_TOKEN, allowWrites });
        const sent = new Set(api.requests.map((request) => `${request.method} ${request.url}`));
        expect(sent).toContain('GET /v1/things');
        expect(sent).toContain('GET /v1/things/t1');
        expect(api.requests.filter((request) => request.method === 'QUERY' || request.method === 'LINK')).toEqual([]);
        expect(run.findings.filter((finding) => /QUERY|LINK/.test(finding.message))).toEqual([]);
      } finally {
        await api.close();
      }
    });
  }
});
