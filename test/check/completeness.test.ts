import type http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Ruleset } from '@stoplight/spectral-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConventions } from '../../rulesets/api-conventions.js';
import { check } from '../../src/check/index.js';
import { conventionsOptionsOf } from '../../src/check/conventions-config.js';
import { ROOT, runCli } from '../helpers/cli.js';
import { ADMIN_TOKEN, DOCUMENTS, READER_TOKEN, codesAndPaths, startServer, tinyServer } from './check-helpers.js';

/** Nothing hidden: what could not be probed is a finding, in every format; and check reads the paths as lint does. */

const CATALOG_API = `openapi: 3.0.3
info: {title: Catalog, version: '1'}
paths:
  /v1/catalog:
    get:
      responses:
        '200': {description: the catalog, content: {application/json: {schema: {type: object}}}}
    post:
      requestBody:
        content:
          application/json:
            schema: {type: object, required: [name], properties: {name: {type: string}}}
      responses:
        '201': {description: created, content: {application/json: {schema: {type: object}}}}
        '400': {description: bad, content: {application/json: {schema: {type: object}}}}
`;

let directory: string;
let catalogDocument: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-complete-'));
  catalogDocument = path.join(directory, 'catalog.yaml');
  await writeFile(catalogDocument, CATALOG_API);
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function validName(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { name?: unknown }).name === 'string';
  } catch {
    return false;
  }
}

function jsonAnswer(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

describe('check: what could not be probed', () => {
  it('a run against a server still rate-limiting is not clean: 429s are listed, and most not probed is an error', async () => {
    const server = await startServer({ rateLimit: 1 });
    try {
      // Spend each route's allowance first, as a burst just before the run would.
      for (const route of ['/v1/users', '/v1/audit-events']) await fetch(`${server.url}${route}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      const run = await check(DOCUMENTS['3.0'], { baseUrl: server.url, token: ADMIN_TOKEN, limitedToken: READER_TOKEN });
      const notProbed = run.findings.filter((finding) => finding.code === 'live-not-probed');
      expect(notProbed.some((finding) => finding.severity === 2 && finding.path.join(' ') === 'paths /v1/users get'
        && /^not probed: GET .*\/v1\/users .*answered 429 \(Retry-After: 10\), not retried: its Retry-After is longer than the 5 s a run waits; discovery could not judge it$/.test(finding.message))).toBe(true);
      expect(run.incomplete).toMatch(/^most probes could not run: 5 of 6 operations got no answer a probe could judge/);
      expect(notProbed.filter((finding) => finding.severity === 0).map((finding) => finding.message)).toEqual([run.incomplete]);
      expect(run.findings.filter((finding) => finding.code !== 'live-not-probed')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('waits out a short Retry-After once and probes again: nothing left unprobed', async () => {
    const seen = new Set<string>();
    const server = await tinyServer((request, response) => {
      const key = `${request.method} ${request.url} ${request.headers.authorization ?? ''}`;
      if (!seen.has(key)) {
        seen.add(key);
        jsonAnswer(response, 429, { error: 'rate_limited', message: 'slow down' }, { 'Retry-After': '0' });
        return;
      }
      if (request.url === '/v1/catalog' && request.method === 'GET') jsonAnswer(response, 200, { name: 'main' });
      else if (request.method === 'POST') jsonAnswer(response, 400, { error: 'malformed_json', message: 'not JSON' });
      else jsonAnswer(response, 404, { error: 'not_found', message: 'no such path' });
    });
    try {
      const run = await check(catalogDocument, { baseUrl: server.url });
      expect(run.findings).toEqual([]);
      expect(run.incomplete).toBeUndefined();
      expect(server.requests.filter((request) => request.method === 'GET' && request.url === '/v1/catalog').length).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('the command line says so on stderr, exits 1, and every format lists what was not probed', async () => {
    // A window longer than a slow machine takes to start the CLI: the limit is still in force when it probes.
    const server = await startServer({ rateLimit: 1, rateWindowMs: 300_000 });
    try {
      for (const route of ['/v1/users', '/v1/audit-events']) await fetch(`${server.url}${route}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      const result = await runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '-f', 'json'], { env: { API_CONVENTIONS_TOKEN: ADMIN_TOKEN } });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^api-conventions: incomplete run: most probes could not run: /m);
      const findings = JSON.parse(result.stdout) as Array<{ code: string; message: string }>;
      expect(findings.some((finding) => finding.code === 'live-not-probed' && finding.message.includes('answered 429'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('check: the same configuration as lint', () => {
  /** A server that creates what is validly posted: a create is recorded (and, having no DELETE, said to be left in place); a write to a singleton is not. */
  function creatingServer(): Promise<Awaited<ReturnType<typeof tinyServer>>> {
    return tinyServer((request, response, body) => {
      if (request.method === 'GET' && request.url === '/v1/catalog') jsonAnswer(response, 200, { name: 'main' });
      else if (request.method === 'POST' && validName(body)) jsonAnswer(response, 201, { id: 'cat_1', name: 'main' });
      else if (request.method === 'POST') jsonAnswer(response, 400, { error: 'invalid_body', message: 'name must be a string', field: 'name' });
      else jsonAnswer(response, 404, { error: 'not_found', message: 'no such path' });
    });
  }
  const LEFT_IN_PLACE = 'created resource /v1/catalog id cat_1 was left in place: the document has no DELETE for it';

  async function createsRecorded(conventions: Parameters<typeof apiConventions>[0] | undefined, allowWrites: boolean): Promise<{ posts: number; created: boolean }> {
    const server = await creatingServer();
    try {
      const run = await check(catalogDocument, { baseUrl: server.url, allowWrites, ...(conventions === undefined ? {} : { conventions }) });
      return { posts: server.requests.filter((request) => request.method === 'POST').length, created: run.notices.includes(LEFT_IN_PLACE) };
    } finally {
      await server.close();
    }
  }

  it('a name configured as a singleton is not a collection: its POST is not a create; read-only sends it nothing either way', async () => {
    expect(await createsRecorded(undefined, true)).toMatchObject({ created: true });
    expect(await createsRecorded({ singletons: ['catalog'] }, true)).toMatchObject({ created: false });
    expect(await createsRecorded(undefined, false)).toEqual({ posts: 0, created: false });
  });

  it('the command line reads the .spectral.js lint reads, in the current directory', async () => {
    const project = await mkdtemp(path.join(directory, 'project-'));
    const conventions = JSON.stringify(path.join(ROOT, 'dist/rulesets/api-conventions.js'));
    await writeFile(path.join(project, '.spectral.js'), `import { apiConventions } from ${conventions};\nexport default apiConventions({ singletons: ['catalog'] });\n`);
    const server = await creatingServer();
    try {
      const configured = await runCli(['check', catalogDocument, '--base-url', server.url, '--allow-writes'], { cwd: project });
      expect(configured.stderr).not.toContain(LEFT_IN_PLACE);
      const unconfigured = await runCli(['check', catalogDocument, '--base-url', server.url, '--allow-writes'], { cwd: directory });
      expect(unconfigured.stderr).toContain(LEFT_IN_PLACE);
    } finally {
      await server.close();
    }
  });

  it('reads the options a .spectral.js gives apiConventions()', () => {
    const ruleset = new Ruleset(apiConventions({ basePath: '/api', singletons: ['catalog'], extraVerbs: ['reindex'] }));
    expect(conventionsOptionsOf(ruleset)).toMatchObject({ basePath: '/api', extraVerbs: ['reindex'] });
    expect(conventionsOptionsOf(ruleset)?.singletons).toContain('catalog');
  });

  it('refuses options lint would refuse, naming the option', async () => {
    await expect(check(catalogDocument, { baseUrl: 'http://127.0.0.1:9', conventions: { basePath: 'no-slash' } })).rejects.toThrow(/invalid api-conventions option "basePath"/);
  });
});

const ROLES_API = `openapi: 3.1.0
info: {title: Vault, version: '1'}
paths:
  /v1/secrets:
    get:
      security: [{apiKey: [admin]}]
      responses:
        '200': {description: the secrets, content: {application/json: {schema: {type: object}}}}
        '403': {description: not an admin, content: {application/json: {schema: {type: object}}}}
  /v1/reports:
    get:
      security: [{oauth: ['reports:read']}]
      responses:
        '200': {description: the reports, content: {application/json: {schema: {type: object}}}}
        '403': {description: lacks the scope, content: {application/json: {schema: {type: object}}}}
  /v1/notes:
    get:
      security: [{apiKey: []}]
      responses:
        '200': {description: the notes, content: {application/json: {schema: {type: object}}}}
        '403': {description: forbidden, content: {application/json: {schema: {type: object}}}}
components:
  securitySchemes:
    apiKey: {type: apiKey, in: header, name: X-Api-Key}
    oauth: {type: oauth2, flows: {clientCredentials: {tokenUrl: 'https://auth.example.com/token', scopes: {'reports:read': read reports}}}}
`;

describe('check: rights for every scheme type', () => {
  it('a requirement naming roles (API key) or scopes (OAuth 2.0) with a documented 403 must refuse the limited token', async () => {
    const document = path.join(directory, 'vault.yaml');
    await writeFile(document, ROLES_API);
    // Accepts both credentials everywhere, whatever their rights; refuses anything else.
    const server = await tinyServer((request, response) => {
      const credential = request.headers['x-api-key'] ?? request.headers.authorization?.replace(/^Bearer /, '');
      if (!['full-key', 'limited-key'].includes(String(credential))) jsonAnswer(response, 401, { error: 'unauthorized', message: 'no' });
      else if (['/v1/secrets', '/v1/reports', '/v1/notes'].includes(request.url ?? '')) jsonAnswer(response, 200, {});
      else jsonAnswer(response, 404, { error: 'not_found', message: 'no such path' });
    });
    try {
      const run = await check(document, { baseUrl: server.url, token: 'full-key', limitedToken: 'limited-key' });
      // One fault (rights are never checked), seen on both operations.
      expect(run.findings).toHaveLength(1);
      expect(codesAndPaths(run)).toEqual(['live-forbidden paths /v1/reports get', 'live-forbidden paths /v1/secrets get']);
      expect(run.findings[0]?.message).toMatch(/^GET .*\/v1\/secrets with the limited token \[X-Api-Key: \[REDACTED\]\] answered 200 .*requires "admin", which the limited token does not hold, and documents 403; expected 403; the same fault on 2 operations: GET \/v1\/secrets, GET \/v1\/reports$/);
    } finally {
      await server.close();
    }
  });
});
