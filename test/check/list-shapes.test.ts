import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/index.js';
import { temporaryDocument, tinyServer } from './check-helpers.js';

/**
 * §2's envelope is judged on every answer of a GET on a collection that carries items, whatever
 * its shape and whatever the document says of it; the message names the shape found.
 */

const API = `openapi: 3.0.3
info: {title: Things, version: '1'}
paths:
  /v1/things:
    get:
      responses:
        '200': {description: the things, content: {application/json: {schema: {type: object}}}}
  /v1/things/{thing_id}:
    get:
      parameters: [{name: thing_id, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: a thing, content: {application/json: {schema: {type: object}}}}
`;

const document = temporaryDocument('things.yaml', API);

async function listFindings(list: unknown): Promise<string[]> {
  const server = await tinyServer((request, response) => {
    const body = request.url === '/v1/things' ? list : request.url === '/v1/things/t1' ? { id: 't1', tags: ['a'] } : { error: 'not_found', message: 'no such thing' };
    response.writeHead(request.url === '/v1/things' || request.url === '/v1/things/t1' ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  try {
    const run = await check(document.path(), { baseUrl: server.url });
    return run.findings.filter((finding) => finding.code === 'live-list-envelope').map((finding) => `${finding.path.join(' ')}: ${finding.message.replace(/^.*?: /, '')}`);
  } finally {
    await server.close();
  }
}

const SUFFIX = '; a list answers {"data": [...], "next_cursor": string or null, "total": integer}';

describe('check: every list answer judged against the envelope', () => {
  const cases: Array<{ name: string; body: unknown; expected: string[] }> = [
    {
      name: 'a page of the {count, next, previous, results} shape',
      body: { count: 1, next: null, previous: null, results: [{ id: 't1' }] },
      expected: [`paths /v1/things get: the list is {count, next, previous, results}, its items under "results", not the object {data, next_cursor, total}${SUFFIX}`],
    },
    {
      name: 'a page of the {items, total, limit, offset} shape',
      body: { items: [{ id: 't1' }], total: 1, limit: 20, offset: 0 },
      expected: [`paths /v1/things get: the list is {items, total, limit, offset}, its items under "items", not the object {data, next_cursor, total}${SUFFIX}`],
    },
    {
      name: 'a bare array',
      body: [{ id: 't1' }],
      expected: [`paths /v1/things get: the list is a bare array, not the object {data, next_cursor, total}${SUFFIX}`],
    },
    { name: 'the envelope itself', body: { data: [{ id: 't1' }], next_cursor: null, total: 1 }, expected: [] },
    { name: 'a collection answer that carries no items', body: { name: 'things', count: 1 }, expected: [] },
  ];
  for (const { name, body, expected } of cases) {
    it(name, async () => {
      // The item answer ({id, tags: [...]}) is never a list: an array in an item is not one.
      expect(await listFindings(body)).toEqual(expected);
    });
  }
});
