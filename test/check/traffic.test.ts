import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { checkTraffic } from '../../src/check/traffic/check-traffic.js';
import { harEntries } from '../../src/check/traffic/har-entries.js';
import { ROOT } from '../helpers/cli.js';
import { DOCUMENTS, codesAndPaths, temporaryDocument } from './check-helpers.js';

/**
 * `check --har` on recordings whose faults are known: the fixtures in fixtures/traffic are a
 * browser's export of traffic with the reference API (pseudo-headers, a base64 body, a body not
 * kept, an aborted request, a CORS preflight), clean, and with one fault of each kind a passive
 * observer can see; the NDJSON file holds the same faults, half in the plain shape, half as HAR
 * entries on a line.
 */

const TRAFFIC = path.join(ROOT, 'fixtures/traffic');
const CLEAN = path.join(TRAFFIC, 'reference-clean.har');
const FAULTS_HAR = path.join(TRAFFIC, 'reference-faults.har');
const FAULTS_NDJSON = path.join(TRAFFIC, 'reference-faults.ndjson');

/** The faults the recordings hold, as `code path method`, in each document's own path keys. */
function expectedFaults(version: string): string[] {
  // The 3.1 document puts /v1 in its server URL, the 2.0 one in basePath.
  const prefix = version === '3.0' ? '/v1' : '';
  return [
    'live-unknown-path paths',
    `live-list-envelope paths ${prefix}/users get`,
    `live-schema paths ${prefix}/users/{user_id} get`,
    `live-content-type paths ${prefix}/users/{user_id} get`,
    `live-no-error-in-200 paths ${prefix}/users/{user_id} put`,
    `live-error-body paths ${prefix}/users/{user_id}/orders get`,
    `live-rate-limit paths ${prefix}/users/{user_id}/orders/{order_id} get`,
    `live-auth-required paths ${prefix}/audit-events get`,
  ].sort();
}

function* chunksOf(text: string, size: number): Generator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

async function entriesOf(text: string, size: number): Promise<unknown[]> {
  const found: unknown[] = [];
  for await (const entry of harEntries(chunksOf(text, size))) found.push(JSON.parse(entry.text));
  return found;
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected the recording to be refused');
}

describe('check --har: recordings of the reference API', () => {
  for (const [version, document] of Object.entries(DOCUMENTS)) {
    it(`a clean recording stays silent, guided by the OpenAPI ${version} document`, async () => {
      const run = await checkTraffic(document, CLEAN);
      expect(run.findings).toEqual([]);
      expect(run.exchanges).toBe(14);
      // The favicon is not the API's; the preflight is the browser's; one body was not kept; one request was aborted.
      expect(run.undocumented).toEqual([{ request: 'GET /favicon.ico', count: 1 }]);
      expect(run.withoutBody).toBe(1);
      expect(run.unanswered).toBe(1);
      expect(run.notices).toEqual([
        '1 exchange matched no operation of the document: GET /favicon.ico',
        '1 exchange had no response body in the recording: only their status and headers were judged',
        '1 exchange got no answer (status 0): not judged',
      ]);
    });

    for (const file of [FAULTS_HAR, FAULTS_NDJSON]) {
      it(`finds every fault of ${path.basename(file)}, once each, guided by the OpenAPI ${version} document`, async () => {
        const run = await checkTraffic(document, file);
        expect(codesAndPaths({ ...run, baseUrl: '', requests: 0 })).toEqual(expectedFaults(version));
        expect(run.findings).toHaveLength(8);
        const where = file === FAULTS_HAR ? (index: number) => `entry ${index}` : (index: number) => `line ${index + 1}`;
        // The bare list came three times: one finding that counts them and cites them.
        const envelope = run.findings.find((finding) => finding.code === 'live-list-envelope');
        expect(envelope?.message).toMatch(new RegExp(`^${where(1)}: GET http://127\\.0\\.0\\.1:8080/v1/users \\[authorization: Bearer \\[REDACTED\\]\\] answered 200 `));
        expect(envelope?.message).toContain(`seen in 3 exchanges (${where(1)}, ${where(2)}, ${where(3)})`);
        const auth = run.findings.find((finding) => finding.code === 'live-auth-required');
        expect(auth?.message).toMatch(/GET http:\/\/127\.0\.0\.1:8080\/v1\/audit-events without credentials answered 200 .*a request with no credentials must answer 401$/);
        for (const finding of run.findings) expect(finding.message).not.toContain('recorded-admin-token');
        expect(run.undocumented).toEqual([{ request: 'GET /v1/nothing-here', count: 1 }]);
      });
    }
  }
});

describe('check --har: an operation whose requirement names no credentials', () => {
  // The reference document with `GET /v1/audit-events` under `security: [{none: []}]`, a scheme it
  // never declares: a generator's way of writing "no credentials" (undeclared-no-credentials).
  const saysNone = temporaryDocument('reference-none.yaml', '');
  it('is not expected to refuse a request without credentials', async () => {
    const text = await readFile(DOCUMENTS['3.0'], 'utf8');
    const edited = text.replace('      operationId: listAuditEvents\n', '      operationId: listAuditEvents\n      security: [{none: []}]\n');
    expect(edited).not.toBe(text);
    await writeFile(saysNone.path(), edited);
    const run = await checkTraffic(saysNone.path(), FAULTS_HAR);
    expect(codesAndPaths({ ...run, baseUrl: '', requests: 0 })).toEqual(expectedFaults('3.0').filter((fault) => !fault.startsWith('live-auth-required')));
  });
});

describe('check --har: what a recording may hold', () => {
  const api = temporaryDocument('widgets.yaml', `
openapi: 3.1.0
info: {title: Widgets, version: 1.0.0}
servers: [{url: 'https://api.example.com/v2'}]
security: [{key: []}]
paths:
  /widgets:
    get:
      responses:
        '200':
          description: A page of widgets.
          content:
            application/json:
              schema:
                type: object
                required: [data, next_cursor, total]
                properties:
                  data: {type: array, items: {$ref: '#/components/schemas/Widget'}}
                  next_cursor: {type: [string, 'null']}
                  total: {type: integer}
  /widgets/mine:
    get:
      responses:
        '200':
          description: The caller's widget.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Widget'}
  /widgets/{id}:
    get:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        '200':
          description: A widget.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Widget'}
components:
  securitySchemes:
    key: {type: apiKey, in: query, name: api_key}
  schemas:
    Widget:
      type: object
      required: [id, size]
      properties:
        id: {type: string}
        size: {type: integer}
`);
  const traffic = temporaryDocument('traffic.ndjson', [
    // Under the server's path, the most specific template: /widgets/mine, not /widgets/{id}; a base64 body.
    JSON.stringify({ request: { method: 'GET', url: 'https://api.example.com/v2/widgets/mine?api_key=sekrit-key-1' }, response: { status: 200, headers: [{ name: 'Content-Type', value: 'application/json' }], content: { text: Buffer.from('{"id":"w1","size":"big"}').toString('base64'), encoding: 'base64' } } }),
    JSON.stringify({ request: { method: 'GET', url: 'https://api.example.com/v2/widgets/w2?api_key=sekrit-key-1' }, response: { status: 200, headers: { 'content-type': 'application/json' }, body: { id: 'w2', size: 3 } } }),
    '',
    // The server echoes the key it was given: the message does not.
    JSON.stringify({ request: { method: 'GET', url: 'https://api.example.com/v2/widgets/w3?api_key=sekrit-key-2' }, response: { status: 200, headers: { 'content-type': 'application/json' }, body: { id: 'w3', size: 'sekrit-key-2' } } }),
    // Another origin, and a path the document does not have.
    JSON.stringify({ request: { method: 'GET', url: 'https://cdn.example.com/v2/widgets/w1' }, response: { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' } }),
    JSON.stringify({ request: { method: 'DELETE', url: 'https://api.example.com/v2/widgets/w1?api_key=sekrit-key-1' }, response: { status: 204 } }),
  ].join('\n'));

  it('matches requests under the server path, decodes base64 bodies, redacts the credentials the traffic carries', async () => {
    const run = await checkTraffic(api.path(), traffic.path(), { baseUrl: 'https://api.example.com/v2' });
    expect(run.findings.map((finding) => [finding.code, finding.path.join(' ')])).toEqual([
      ['live-schema', 'paths /widgets/mine get'],
      ['live-schema', 'paths /widgets/{id} get'],
    ]);
    const [mine, item] = run.findings;
    expect(mine?.message).toMatch(/^line 1: GET https:\/\/api\.example\.com\/v2\/widgets\/mine\?api_key=%5BREDACTED%5D answered 200 .*\/size: must be integer$/);
    expect(item?.message).toMatch(/^line 4: .*"size":"\[REDACTED\]"/);
    expect(JSON.stringify(run)).not.toContain('sekrit');
    expect(run.elsewhere).toBe(1);
    expect(run.undocumented).toEqual([{ request: 'DELETE /v2/widgets/w1', count: 1 }]);
    expect(run.matched).toBe(3);
  });

  it('judges every origin when no base URL is given', async () => {
    const run = await checkTraffic(api.path(), traffic.path());
    expect(run.elsewhere).toBe(0);
    // The CDN's page now matches /widgets/{id}: HTML, and without the key.
    expect(run.findings.map((finding) => finding.code)).toEqual(['live-schema', 'live-auth-required', 'live-content-type', 'live-schema']);
    expect(run.findings[1]?.message).toMatch(/^line 5: GET https:\/\/cdn\.example\.com\/v2\/widgets\/w1 without credentials answered 200 /);
  });
});

describe('check --har: reading HAR one entry at a time', () => {
  it('cuts out the same entries whatever the chunks, strings holding brackets, quotes and escapes included', async () => {
    const text = await readFile(FAULTS_HAR, 'utf8');
    const whole = (JSON.parse(text) as { log: { entries: unknown[] } }).log.entries;
    for (const size of [1, 3, 7, 4096, text.length]) expect(await entriesOf(text, size), `chunks of ${size}`).toEqual(whole);
    const tricky = JSON.stringify({
      log: {
        version: '1.2',
        comment: '"entries": [ {not these} ]',
        pages: [{ entries: [{ a: 1 }] }],
        'ent\\"ries': [{ b: 2 }],
        entries: [{ text: 'a ] } [ { \\" \u00e9 \ud83d\ude00', nested: { entries: [1, [2]] } }, { text: '\\\\' }],
      },
    }, null, 1);
    const expected = (JSON.parse(tricky) as { log: { entries: unknown[] } }).log.entries;
    for (const size of [1, 2, 5, 64]) expect(await entriesOf(tricky, size), `chunks of ${size}`).toEqual(expected);
  });

  it('gives each entry its index and the line it starts on', async () => {
    const found = [];
    for await (const entry of harEntries(chunksOf(await readFile(CLEAN, 'utf8'), 100))) found.push([entry.index, entry.line]);
    expect(found.slice(0, 2)).toEqual([[0, 20], [1, 108]]);
    expect(found).toHaveLength(14);
  });
});

describe('check --har: a recording that cannot be read is refused in one line naming the file, the line and the entry', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['empty.har', '', /^.*empty\.har:1: the file is empty$/],
    ['array.har', '[{"log": {}}]', /array\.har:1: not a HAR file: it does not start with a JSON object$/],
    ['no-entries.har', '{"log": {"version": "1.2"}}', /no-entries\.har:1: not a HAR file: it has no "log.entries" array$/],
    ['truncated.har', '{"log": {"entries": [\n{"request": {"method": "GET", "url": "http://a/x"}},\n{"request": {"method": "GET", "url": "http://a/"', /truncated\.har:3: the file ends inside entry 1 \(truncated\?\)$/],
    ['tail.har', '{"log": {"entries": [{"request": {"method": "GET", "url": "http://a/x"}, "response": {"status": 200}}]', /tail\.har:1: the file ends before the JSON closes, after entry 0 \(truncated\?\)$/],
    ['bad-entry.har', '{"log": {"entries": [\n{"request": {"method": "GET", "url": "http://a/x"}, "response": {"status": 200}},\n{"request": nope}]}}', /bad-entry\.har:3: entry 1 is not valid JSON: /],
    ['no-url.har', '{"log": {"entries": [{"request": {"method": "GET"}, "response": {"status": 200}}]}}', /no-url\.har:1: entry 0: "request\.url" is not a string$/],
    ['relative.ndjson', '{"request": {"method": "GET", "url": "http://a/x"}, "response": {"status": 200}}\n{"request": {"method": "GET", "url": "/x"}}', /relative\.ndjson:2: "request\.url" "\/x" is not an absolute URL$/],
    ['broken.ndjson', '{"request": {"method": "GET", "url": "http://a/x"}, "response": {"status": 200}}\n\n{"request": ', /broken\.ndjson:3: not valid JSON: /],
    ['mismatched.har', '{"log": {"entries": []]}', /mismatched\.har:1: not valid JSON: an unexpected "]"$/],
  ];
  const documents = cases.map(([name, text]) => temporaryDocument(name, text));
  cases.forEach(([name, , message], index) => {
    it(name, async () => {
      const failure = await failureOf(checkTraffic(DOCUMENTS['3.0'], documents[index]?.path() ?? ''));
      expect(failure).toMatch(message);
      expect(failure).not.toContain('\n');
    });
  });

  it('a file that is not there', async () => {
    expect(await failureOf(checkTraffic(DOCUMENTS['3.0'], path.join(TRAFFIC, 'missing.har')))).toMatch(/missing\.har: cannot read: ENOENT$/);
  });
});
