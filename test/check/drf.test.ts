import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRF_TOKEN, drfMissing, startDrfServer } from '../../fixtures/servers/drf-books.js';
import { check, startProxy } from '../../src/check/index.js';
import { codesAndPaths } from './check-helpers.js';

/**
 * A Django REST framework API (Debian's python3-djangorestframework) with the document DRF
 * generates: its default TokenAuthentication (`Authorization: Token <key>`, an apiKey in the
 * Authorization header) and PageNumberPagination (`{count, next, previous, results}`).
 */

const missing = drfMissing();
if (missing !== undefined) console.warn(`Django REST framework tests skipped: ${missing}`);

describe.skipIf(missing !== undefined)('check: a Django REST framework API', () => {
  let server: Awaited<ReturnType<typeof startDrfServer>>;
  let directory: string;
  let document: string;
  beforeAll(async () => {
    server = await startDrfServer();
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-drf-'));
    document = path.join(directory, 'books.json');
    const response = await fetch(`${server.url}/openapi.json`);
    await writeFile(document, await response.text());
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('sends the token as DRF reads it: `Token <key>` as given, not as a bearer token', async () => {
    const run = await check(document, { baseUrl: server.url, token: `Token ${DRF_TOKEN}` });
    expect(run.notices).toEqual([]);
    expect(run.incomplete).toBeUndefined();
    // Every book read with the token (an id found in the list); 401 without and with invalid
    // credentials (`Token api-conventions-invalid-credential`, a wrong key). What is left is DRF's own:
    // `{"detail": …}` for errors, Django's HTML page for an unknown path, and its page of a list.
    expect(codesAndPaths(run)).toEqual([
      'live-error-body paths /api/books/ get',
      'live-error-body paths /api/books/{id}/ get',
      'live-list-envelope paths /api/books/ get',
      'live-unknown-path paths',
    ]);
    // DRF's page, {count, next, previous, results}, is not §2's envelope, and the message says which shape it is.
    expect(run.findings.find((finding) => finding.code === 'live-list-envelope')?.message).toMatch(/answered 200 .*: the list is \{count, next, previous, results\}, its items under "results", not the object \{data, next_cursor, total\}/);
    // DRF's error format is one fault, however many operations and statuses show it.
    expect(run.findings.map((finding) => finding.code).sort()).toEqual(['live-error-body', 'live-list-envelope', 'live-unknown-path']);
    expect(run.findings.find((finding) => finding.code === 'live-error-body')?.message).toMatch(/answered 401 \(application\/json\) with \{"detail":"Authentication credentials were not provided\."\}: no "error", no "message"/);
  });

  it('its traffic, through the recording proxy, shows what the probes find', async () => {
    const proxy = await startProxy(document, { target: server.url, token: `Token ${DRF_TOKEN}` });
    const live = await check(document, { baseUrl: proxy.url, token: `Token ${DRF_TOKEN}` });
    const passive = await proxy.close();
    expect(passive.findings.length).toBeGreaterThan(0);
    expect(codesAndPaths({ ...passive, baseUrl: '', requests: passive.exchanges })).toEqual(codesAndPaths(live));
    // DRF's `Token <key>` is a credential to an observer too: only the requests without one are held to 401.
    expect(JSON.stringify(passive)).not.toContain(DRF_TOKEN);
  });

  it('names the fix when every protected read refuses the run', async () => {
    const bare = await check(document, { baseUrl: server.url, token: DRF_TOKEN });
    expect(bare.notices).toContain("every protected operation answered 401 to the token, sent as Authorization: <token> (the token as given): the server may want a scheme word before the key: pass it with the token, e.g. --token 'Token <key>'");
    expect(bare.findings.find((finding) => finding.code === 'live-not-probed')?.message).toBe(
      'not probed: GET /api/books/{id}/: no id to call it with: GET /api/books/, which would list them, answered 401, refusing the credentials sent (see the note on them), and the document gives no example');
    const none = await check(document, { baseUrl: server.url });
    expect(none.notices).toContain('every protected operation answered 401 without credentials: pass --token (or API_CONVENTIONS_TOKEN)');
  });

  it('takes the token by scheme name as well', async () => {
    const run = await check(document, { baseUrl: server.url, token: [`tokenAuth=Token ${DRF_TOKEN}`] });
    expect(run.notices).toEqual([]);
    expect(codesAndPaths(run).filter((entry) => entry.startsWith('live-not-probed') || entry.startsWith('live-auth-required'))).toEqual([]);
  });
});
