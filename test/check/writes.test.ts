import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/index.js';
import { temporaryDocument, tinyServer } from './check-helpers.js';

/**
 * Writes that need a reference to another resource (`authorId`) take it from what the server
 * lists; a create that keeps failing stops early, and the finding says why and what it tried.
 */

const API = `openapi: 3.0.3
info: {title: Books, version: '1'}
paths:
  /v1/authors:
    get:
      responses:
        '200':
          description: the authors
          content: {application/json: {schema: {type: object, properties: {data: {type: array, items: {type: object}}, next_cursor: {type: string, nullable: true}, total: {type: integer}}}}}
  /v1/books:
    post:
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/BookInput'}
      responses:
        '201': {description: created, content: {application/json: {schema: {type: object}}}}
        '404': {description: no such author, content: {application/json: {schema: {type: object}}}}
  /v1/books/{book_id}:
    parameters: [{name: book_id, in: path, required: true, schema: {type: string}}]
    put:
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/BookInput'}
      responses:
        '200': {description: replaced, content: {application/json: {schema: {type: object}}}}
    delete:
      responses:
        '204': {description: deleted}
  /v1/books/{book_id}/archive:
    parameters: [{name: book_id, in: path, required: true, schema: {type: string}}]
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: {type: object, required: [reason], properties: {reason: {type: string}}}
      responses:
        '200': {description: archived, content: {application/json: {schema: {type: object}}}}
components:
  schemas:
    BookInput:
      type: object
      required: [title, authorId]
      properties:
        title: {type: string}
        authorId: {type: string}
`;

const document = temporaryDocument('books.yaml', API);

function parsed(body: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** A books API that creates a book only for an author it has; the authors it lists are given. */
async function booksServer(authors: string[]) {
  const books = new Map<string, unknown>();
  const json = (response: import('node:http').ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) response.writeHead(status).end();
    else response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = await tinyServer((request, response, text) => {
    const body = parsed(text);
    if (request.method === 'GET' && request.url === '/v1/authors') return json(response, 200, { data: authors.map((id) => ({ id })), next_cursor: null, total: authors.length });
    const book = /^\/v1\/books\/([^/]+)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'POST' && request.url === '/v1/books' || (request.method === 'PUT' && book !== undefined)) {
      if (body === undefined) return json(response, 400, { error: 'malformed', message: 'not JSON' });
      for (const field of ['title', 'authorId']) {
        if (typeof body[field] !== 'string') return json(response, 422, { error: 'invalid', message: `${field} must be a string`, field });
      }
      if (!authors.includes(body['authorId'] as string)) return json(response, 404, { error: 'not_found', message: 'no such author', field: 'authorId' });
      if (request.method === 'PUT' && !books.has(book ?? '')) return json(response, 404, { error: 'not_found', message: 'no such book' });
      const id = book ?? `bk_${books.size + 1}`;
      books.set(id, { id, ...body });
      return json(response, request.method === 'POST' ? 201 : 200, books.get(id));
    }
    const archived = /^\/v1\/books\/([^/]+)\/archive$/.exec(request.url ?? '')?.[1];
    // The action reads no body at all, whatever the document says.
    if (request.method === 'POST' && archived !== undefined) return books.has(archived) ? json(response, 200, { id: archived, archived: true }) : json(response, 404, { error: 'not_found', message: 'no such book' });
    if (request.method === 'DELETE' && book !== undefined) return books.delete(book) ? json(response, 204) : json(response, 404, { error: 'not_found', message: 'no such book' });
    return json(response, 404, { error: 'not_found', message: 'no such path' });
  });
  return { server, books };
}

describe('check: writes that refer to other resources', () => {
  it('fills a reference field from the list it names, so the create succeeds and the writes below it are probed', async () => {
    const { server, books } = await booksServer(['au_1', 'au_2']);
    try {
      const run = await check(document.path(), { baseUrl: server.url, allowWrites: true });
      const creates = server.requests.filter((request) => request.method === 'POST' && typeof parsed(request.body)?.['title'] === 'string' && parsed(request.body)?.['authorId'] !== undefined);
      expect(creates.length).toBeGreaterThan(0);
      expect(creates.every((request) => parsed(request.body)?.['authorId'] === 'au_1')).toBe(true);
      // The replace was aimed at the created book, and both were probed with bad bodies too.
      expect(server.requests.some((request) => request.method === 'PUT' && request.url === '/v1/books/bk_1')).toBe(true);
      expect(run.findings.filter((finding) => finding.code === 'live-not-probed')).toEqual([]);
      expect(books.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('says the document is the likely culprit when an action succeeds without the body it requires', async () => {
    const { server } = await booksServer(['au_1']);
    try {
      const run = await check(document.path(), { baseUrl: server.url, allowWrites: true });
      const unread = run.findings.filter((finding) => finding.code === 'live-missing-required-field');
      expect(unread.map((finding) => finding.path.join(' '))).toEqual(['paths /v1/books/{book_id}/archive post']);
      expect(unread[0]?.message).toMatch(/^POST \S+\/v1\/books\/bk_\d+\/archive with body \{\} answered 200 .*: the body lacks the required field "reason"; expected 400 or 422\. An action that succeeds without its required fields may read no body at all: if so, the document is the likely culprit in requiring one \(make the body optional, or drop it\)$/);
    } finally {
      await server.close();
    }
  });

  it('stops a create that keeps failing, and says why and what it tried', async () => {
    const { server } = await booksServer([]);
    try {
      const run = await check(document.path(), { baseUrl: server.url, allowWrites: true });
      const validCreates = server.requests.filter((request) => request.method === 'POST' && typeof parsed(request.body)?.['title'] === 'string' && typeof parsed(request.body)?.['authorId'] === 'string');
      // Two creates with valid bodies, then none: not one per probe that wanted a book to aim at.
      expect(validCreates.length).toBe(2);
      const notProbed = run.findings.filter((finding) => finding.code === 'live-not-probed').map((finding) => `${finding.path.join(' ')}: ${finding.message}`);
      expect(notProbed).toContain('paths /v1/books post: not probed: POST /v1/books created nothing: 2 creates with valid bodies answered 404, the last with {"error":"not_found","message":"no such author","field":"authorId"}; the body had "authorId" made up, as no list the server answered gave one; a made-up reference ("authorId") is the likely cause. No more creates were tried, and the writes that needed a resource it would have created were not probed');
      expect(notProbed).toContain('paths /v1/books/{book_id} put: not probed: PUT /v1/books/{book_id}: POST /v1/books created nothing (its live-not-probed finding says why), so there was no resource to aim at');
    } finally {
      await server.close();
    }
  });
});
