import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_TOKEN, startBooksServer } from '../../fixtures/servers/fastify-books.js';
import { startJsonServer } from '../../fixtures/servers/json-server.js';
import type { CheckOptions } from '../../src/check/index.js';
import { check } from '../../src/check/index.js';
import { ROOT } from '../helpers/cli.js';
import { codesAndPaths } from './check-helpers.js';

/**
 * Servers no one here wrote: json-server (a REST server from npm) on a db.json the document
 * describes, and a Fastify API whose document @fastify/swagger generates from its routes. What
 * `check` reports on each is what docs/check.md records, every finding a real difference from
 * the conventions.
 */

const JSON_SERVER_API = path.join(ROOT, 'fixtures/check/json-server-api.yaml');
const POSTS = 'paths /posts';
const POST = 'paths /posts/{id}';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-real-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function checkJsonServer(options: CheckOptions) {
  const server = await startJsonServer();
  try {
    const run = await check(JSON_SERVER_API, { baseUrl: server.url, ...options });
    return { run, db: server.db };
  } finally {
    await server.close();
  }
}

describe('check: json-server', () => {
  it('read-only: bare lists, {} for errors', async () => {
    const { run, db } = await checkJsonServer({});
    expect(codesAndPaths(run)).toEqual([
      `live-error-body ${POST} get`,
      'live-list-envelope paths /posts/{id}/comments get',
      `live-list-envelope ${POSTS} get`,
      'live-unknown-path paths',
    ].sort());
    expect(run.findings).toHaveLength(3);
    expect(db['posts']).toHaveLength(2);
  });

  it('with writes: no validation at all, on creates, replaces and updates alike; what it created is deleted', async () => {
    const { run, db } = await checkJsonServer({ allowWrites: true });
    expect(codesAndPaths(run)).toEqual([
      `live-content-type ${POST} patch`,
      `live-content-type ${POST} put`,
      `live-content-type ${POSTS} post`,
      `live-error-body ${POST} delete`,
      `live-error-body ${POST} get`,
      `live-error-body ${POST} patch`,
      `live-error-body ${POST} put`,
      `live-error-body ${POSTS} post`,
      'live-list-envelope paths /posts/{id}/comments get',
      `live-list-envelope ${POSTS} get`,
      `live-malformed-json ${POST} patch`,
      `live-malformed-json ${POST} put`,
      `live-malformed-json ${POSTS} post`,
      `live-missing-required-field ${POST} put`,
      `live-missing-required-field ${POSTS} post`,
      'live-unknown-path paths',
      `live-wrong-type ${POST} patch`,
      `live-wrong-type ${POST} put`,
      `live-wrong-type ${POSTS} post`,
    ].sort());
    // One finding per fault: 21 operations and statuses, 8 causes (the 500 page alone is three: its status, its type, its body).
    expect(run.findings).toHaveLength(8);
    expect(run.findings.find((finding) => finding.code === 'live-missing-required-field')?.message).toMatch(/answered 201 .*the body lacks the required field "(title|author)"; expected 400 or 422; the same fault on 2 operations: POST \/posts, PUT \/posts\/\{id\}$/);
    expect(run.findings.find((finding) => finding.code === 'live-malformed-json')?.message).toMatch(/with a body that is not JSON, '\{"api_conventions_check":' answered 500 \(text\/html; charset=utf-8\) with SyntaxError/);
    expect(run.notices).toEqual([]);
    expect((db['posts'] ?? []).map((post) => (post as { id: number }).id)).toEqual([1, 2]);
  });
});

describe('check: a Fastify API documented by @fastify/swagger', () => {
  it('keeps nearly every convention; its validation errors do not name the field', async () => {
    const server = await startBooksServer();
    try {
      const document = path.join(directory, 'books.json');
      await writeFile(document, JSON.stringify(server.document));
      const run = await check(document, { baseUrl: server.url, token: BOOKS_TOKEN, expiredToken: 'books-expired-token', allowWrites: true });
      expect(run.findings).toHaveLength(1);
      expect(codesAndPaths(run)).toEqual(['live-error-body paths /v1/books post', 'live-error-body paths /v1/books/{book_id} put']);
      for (const finding of run.findings) {
        expect(finding.message).toMatch(/answered 400 \(application\/json; charset=utf-8\) with \{"error":"Bad Request","message":"body must have required property '(title|author)'"\}: no "field" naming the offending input field/);
      }
      expect(run.notices).toEqual([]);
      expect([...server.books.keys()]).toEqual(['bk_1']);
    } finally {
      await server.close();
    }
  });
});
