import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, DOCUMENTS, EXPIRED_TOKEN, READER_TOKEN, checkReference } from './check-helpers.js';
import type { LoggedRequest } from './check-helpers.js';

/** The reference server keeps every convention: `check` reports nothing, and every probe did run. */

function sent(log: LoggedRequest[], method: string, path: RegExp, status?: number, authorization?: RegExp | 'none'): boolean {
  return log.some((entry) => entry.method === method && path.test(entry.path) && (status === undefined || entry.status === status)
    && (authorization === undefined || (authorization === 'none' ? entry.authorization === undefined : authorization.test(entry.authorization ?? ''))));
}

describe('check: the reference server', () => {
  for (const [version, document] of Object.entries(DOCUMENTS)) {
    it(`reports nothing, guided by the OpenAPI ${version} document, read-only`, async () => {
      // Swagger 2.0 has no bearer scheme: the document declares an API key in Authorization, and says "Bearer <token>".
      const tokens = version === '2.0' ? { token: `Bearer ${ADMIN_TOKEN}`, limitedToken: `Bearer ${READER_TOKEN}`, expiredToken: `Bearer ${EXPIRED_TOKEN}` } : {};
      const { run, log, server } = await checkReference([], tokens, document);
      expect(run.findings).toEqual([]);
      expect(run.notices).toEqual([]);
      // Every probe sent what it is meant to, and was answered as a server keeping the conventions answers.
      expect(sent(log, 'GET', /^\/v1\/users$/, 200, /Bearer/)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/users\/usr_ada\/orders\/ord_1$/, 200)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/users\?cursor=/, 200)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/users\/api-conventions-missing-/, 404)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/users$/, 401, 'none')).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/users$/, 401, /invalid/)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/audit-events$/, 403)).toBe(true);
      expect(sent(log, 'GET', /^\/users$/, 404)).toBe(true);
      expect(sent(log, 'GET', /^\/v1\/api-conventions-unknown-/, 404)).toBe(true);
      expect(log.some((entry) => entry.authorization === `Bearer ${EXPIRED_TOKEN}` && entry.status === 401)).toBe(true);
      // Read-only: nothing but GET.
      expect(new Set(log.map((entry) => entry.method))).toEqual(new Set(['GET']));
      expect(server.state.users.size).toBe(3);
      expect(server.state.orders.size).toBe(3);
    });
  }

  it('reports nothing with writes allowed and a rate-limit burst, and deletes what it created', async () => {
    const { run, log, server } = await checkReference([], { allowWrites: true, rateLimitProbe: 60 });
    expect(run.findings).toEqual([]);
    expect(run.notices).toEqual([]);
    // Every write was sent once with a valid body, and read back where it created something.
    expect(sent(log, 'POST', /^\/v1\/users$/, 201, /Bearer/)).toBe(true);
    expect(sent(log, 'POST', /^\/v1\/users\/usr_[0-9a-f]+\/orders$/, 201)).toBe(true);
    expect(sent(log, 'PATCH', /^\/v1\/users\/usr_[0-9a-f]+$/, 200)).toBe(true);
    expect(log.filter((entry) => entry.method === 'PUT' && entry.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(sent(log, 'GET', /^\/v1\/users\/usr_[0-9a-f]{8}$/, 200)).toBe(true);
    // The validation probes, now that writes are allowed.
    expect(sent(log, 'POST', /^\/v1\/users$/, 422)).toBe(true);
    expect(sent(log, 'PUT', /^\/v1\/users\/usr_/, 400)).toBe(true);
    // Writes without, with invalid and with expired credentials, and with the limited token.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(sent(log, method, /^\/v1\/users/, 401, 'none'), method).toBe(true);
      expect(sent(log, method, /^\/v1\/users/, 401, /invalid/), method).toBe(true);
      expect(log.some((entry) => entry.method === method && entry.status === 401 && entry.authorization === `Bearer ${EXPIRED_TOKEN}`), method).toBe(true);
      expect(log.some((entry) => entry.method === method && entry.status === 403 && entry.authorization === `Bearer ${READER_TOKEN}`), method).toBe(true);
    }
    expect(log.filter((entry) => entry.method === 'DELETE' && entry.status === 204).length).toBeGreaterThanOrEqual(2);
    expect(sent(log, 'DELETE', /^\/v1\/users\/usr_/, 404)).toBe(true);
    expect(sent(log, 'GET', /^\/v1\/users$/, 429)).toBe(true);
    expect(server.state.users.size).toBe(3);
    expect(server.state.orders.size).toBe(3);
    expect(log.every((entry) => entry.authorization === undefined || entry.authorization.startsWith('Bearer '))).toBe(true);
    // What a run costs: the figures docs/check.md gives.
    expect(run.requests).toBe(log.length);
    expect(log.some((entry) => entry.authorization === `Bearer ${ADMIN_TOKEN}`)).toBe(true);
  });
});
