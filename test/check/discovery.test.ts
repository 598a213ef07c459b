import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/check/index.js';

/** How `check` fills URLs: from ids the server lists, never from guesses. */

const DOCUMENT = `openapi: 3.1.0
info: {title: Shop, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: users, content: {application/json: {schema: {$ref: '#/components/schemas/List'}}}}
  /users/{userId}/orders:
    get:
      parameters: [{name: userId, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: orders, content: {application/json: {schema: {$ref: '#/components/schemas/List'}}}}
  /users/{userId}/orders/{orderId}:
    get:
      parameters:
        - {name: userId, in: path, required: true, schema: {type: string}}
        - {name: orderId, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: order, content: {application/json: {schema: {type: object}}}}
  /reports/{reportId}:
    get:
      parameters: [{name: reportId, in: path, required: true, schema: {type: integer}}]
      responses:
        '200': {description: report, content: {application/json: {schema: {type: object}}}}
  /search:
    get:
      parameters: [{name: q, in: query, required: true, schema: {type: string}, example: lamps}]
      responses:
        '200': {description: results, content: {application/json: {schema: {$ref: '#/components/schemas/List'}}}}
components:
  schemas:
    List:
      type: object
      required: [data, next_cursor, total]
      properties:
        data: {type: array, items: {type: object}}
        next_cursor: {type: [string, 'null']}
        total: {type: integer}
`;

const ORDERS: Record<string, string[]> = { 'u-1': [], 'u-2': ['o-9'] };

function list(items: unknown[]): string {
  return JSON.stringify({ data: items, next_cursor: null, total: items.length });
}

let directory: string;
let document: string;
let server: http.Server;
let baseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-discovery-'));
  document = path.join(directory, 'shop.yaml');
  await writeFile(document, DOCUMENT);
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requested.push(`${request.method ?? ''} ${url.pathname}${url.search}`);
    const json = (status: number, body: string) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    const [, first, userId, sub, orderId] = url.pathname.split('/');
    if (url.pathname === '/users') return json(200, list([{ id: 'u-1' }, { id: 'u-2' }]));
    if (url.pathname === '/search') return json(200, list([{ name: url.searchParams.get('q') }]));
    const orders = first === 'users' && sub === 'orders' ? ORDERS[userId ?? ''] : undefined;
    if (orders !== undefined && orderId === undefined) return json(200, list(orders.map((id) => ({ id }))));
    if (orders?.includes(orderId ?? '') === true) return json(200, JSON.stringify({ id: orderId }));
    return json(404, JSON.stringify({ error: 'not_found', message: 'no such thing' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

describe('check: filling URLs', () => {
  it('takes ids from lists, trying parents until one has items, and guesses none', async () => {
    const run = await check(document, { baseUrl });
    // What it could not fill is listed as not probed, and nothing else is found.
    expect(run.findings.map((finding) => `${finding.code} ${finding.severity} ${finding.path.join(' ')}`)).toEqual(['live-not-probed 2 paths /reports/{reportId} get']);
    // u-1 has no orders, so u-2 is tried, and its order read.
    expect(requested).toContain('GET /users/u-1/orders');
    expect(requested).toContain('GET /users/u-2/orders');
    expect(requested).toContain('GET /users/u-2/orders/o-9');
    // A required query parameter takes the document's example.
    expect(requested).toContain('GET /search?q=lamps');
    // No list gives report ids and the document gives no example: no report is asked for, not even a made-up one.
    expect(requested.filter((line) => line.startsWith('GET /reports/'))).toEqual([]);
    expect(run.notices).toEqual(['not probed, no value found for a path or required parameter (no list gave an id, the document gives no example): GET /reports/{reportId}']);
  });
});
