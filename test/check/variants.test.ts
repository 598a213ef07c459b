import { describe, expect, it } from 'vitest';
import { docsUrlFor } from '../../rulesets/catalog.js';
import type { CheckOptions } from '../../src/check/index.js';
import { DOCUMENTS, SAME_FAULT, checkReference, codesAndPaths } from './check-helpers.js';

/**
 * Each variant of the reference server breaks one convention; `check` reports exactly that: the
 * findings' codes and operations are the planted ones and nothing else, each message says what
 * was sent, what came back and what was expected.
 */

interface Variant {
  fault: string;
  options?: CheckOptions;
  document?: string;
  /** Every operation the fault shows on, as `code paths <path> <method>`. */
  expected: string[];
  /** Findings the fault makes: one, unless it shows in more than one kind of request. */
  findings?: number;
  message: RegExp;
}

const USERS = 'paths /v1/users';
const USER = 'paths /v1/users/{user_id}';
const ORDERS = 'paths /v1/users/{user_id}/orders';
const ORDER = 'paths /v1/users/{user_id}/orders/{order_id}';
const AUDIT = 'paths /v1/audit-events';
const HEALTH = 'paths /v1/health';
const AUDIT_31 = 'paths /audit-events';

const VARIANTS: Variant[] = [
  {
    fault: 'content-type',
    expected: [`live-content-type ${USER} get`],
    message: /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/users\/usr_ada \[Authorization: Bearer \[REDACTED\]\] answered 200 \(text\/plain; charset=utf-8\).*expected Content-Type: application\/json$/,
  },
  {
    fault: 'error-body',
    expected: [`live-error-body ${AUDIT} get`, `live-error-body ${ORDER} get`, `live-error-body ${ORDERS} get`, `live-error-body ${USER} get`, `live-error-body ${USERS} get`],
    message: /^GET .* (without credentials|with invalid credentials .*|with the expired token \[Authorization: Bearer \[REDACTED\]\]) answered 401 .*\{"detail":.*: no "error", no "message"; expected the error body/,
  },
  {
    fault: 'error-in-200',
    options: { allowWrites: true },
    expected: [`live-no-error-in-200 ${ORDERS} post`, `live-no-error-in-200 ${USERS} post`, `live-no-error-in-200 ${USER} patch`, `live-no-error-in-200 ${USER} put`],
    message: /^(POST|PUT|PATCH) .* answered 200 .*: a 200 body carries "error"; an error is never returned with a success status/,
  },
  {
    fault: 'auth-optional',
    // Without credentials, with invalid ones, with the expired token: three kinds of request, each its own finding.
    findings: 3,
    expected: [AUDIT, ORDER, ORDERS, USER, USERS].flatMap((path) => [`live-auth-required ${path} get`, `live-auth-required ${path} get`, `live-auth-required ${path} get`]),
    message: /^GET .* (without credentials|with invalid credentials \[Authorization: Bearer api-conventions-invalid-credential\]|with the expired token \[Authorization: Bearer \[REDACTED\]\]) answered 200 .*must answer 401$/,
  },
  {
    fault: 'forbidden-as-401',
    expected: [`live-forbidden ${AUDIT} get`],
    message: /^GET .*\/v1\/audit-events with the limited token \[Authorization: Bearer \[REDACTED\]\] answered 401 .*the full token the same request answered 200; a valid credential lacking the permission must answer 403$/,
  },
  {
    fault: 'version-optional',
    expected: [AUDIT, HEALTH, ORDER, ORDERS, USER, USERS].map((path) => `live-version-required ${path} get`),
    message: /^GET http:\/\/127\.0\.0\.1:\d+\/(health|users|audit-events).* answered 200 .*the path without its version segment must answer 404/,
  },
  {
    fault: 'unknown-path-plain',
    expected: ['live-unknown-path paths'],
    message: /^GET .*\/v1\/api-conventions-unknown-[0-9a-f]+ .*answered 404 \(text\/plain\) with Not Found: the body is not a JSON object; expected the 404 to carry the error body/,
  },
  {
    fault: 'missing-field-500',
    options: { allowWrites: true },
    expected: [ORDERS, USERS].flatMap((path) => [`live-missing-required-field ${path} post`, `live-missing-required-field ${path} post`]).concat([`live-missing-required-field ${USER} put`, `live-missing-required-field ${USER} put`]),
    message: /^(POST|PUT) .* with body \{.*\} answered 500 .*: the body lacks the required field "(name|email|item|quantity)"; expected 400 or 422$/,
  },
  {
    fault: 'wrong-type-accepted',
    options: { allowWrites: true },
    expected: [`live-wrong-type ${ORDERS} post`, `live-wrong-type ${USERS} post`, `live-wrong-type ${USER} put`, `live-wrong-type ${USER} patch`],
    message: /^(POST|PUT|PATCH) .* answered 20[01] .*: field "(name|quantity)" is (an object where a string|a string where a number) is expected; expected 400 or 422$/,
  },
  {
    fault: 'malformed-json-500',
    options: { allowWrites: true },
    expected: [`live-malformed-json ${ORDERS} post`, `live-malformed-json ${USERS} post`, `live-malformed-json ${USER} put`, `live-malformed-json ${USER} patch`],
    message: /^(POST|PUT|PATCH) .* with a body that is not JSON, '\{"api_conventions_check":' answered 500 .*: the body is not valid JSON; expected 400/,
  },
  {
    fault: 'delete-not-idempotent',
    options: { allowWrites: true },
    expected: [`live-idempotent ${USER} delete`],
    message: /^DELETE .*\/v1\/users\/usr_[0-9a-f]+ .*answered 500 .*: the first DELETE answered 204; a repeated DELETE must leave the resource deleted/,
  },
  {
    fault: 'bare-list',
    expected: [`live-list-envelope ${USERS} get`],
    message: /^GET .*\/v1\/users .*answered 200 .* with \[\{.*: the list is a bare array, not the object \{data, next_cursor, total\}/,
  },
  {
    fault: 'paging-loop',
    expected: [`live-list-envelope ${USERS} get`],
    message: /^GET .*\/v1\/users\?cursor=\w+ .*: "next_cursor" comes back to a cursor already followed; paging never ends$/,
  },
  {
    fault: 'no-retry-after',
    options: { rateLimitProbe: 60 },
    expected: [`live-rate-limit ${USERS} get`],
    message: /^GET .*\/v1\/users .*answered 429 .*: the 429 has no Retry-After header/,
  },
  {
    fault: 'no-rate-limit',
    options: { rateLimitProbe: 60 },
    expected: [`live-rate-limit ${USERS} get`],
    message: /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/users sent 60 times in a burst never answered 429/,
  },
  {
    fault: 'schema-drift',
    expected: [`live-schema ${USER} get`],
    message: /^GET .*\/v1\/users\/usr_ada .*answered 200 .*: the body does not match the document's schema for 200: \/age: must be integer,null$/,
  },
  {
    fault: 'expired-accepted',
    expected: [AUDIT, ORDER, ORDERS, USER, USERS].map((path) => `live-auth-required ${path} get`),
    message: /^GET .* with the expired token \[Authorization: Bearer \[REDACTED\]\] answered 200 .*: the operation requires credentials; a request with expired credentials must answer 401$/,
  },
  {
    fault: 'role-ignored',
    document: DOCUMENTS['3.1'],
    expected: [`live-forbidden ${AUDIT_31} get`],
    message: /^GET .*\/v1\/audit-events with the limited token .*answered 200 .*: the operation requires "admin", which the limited token does not hold, and documents 403; expected 403$/,
  },
  {
    fault: 'create-answer-differs',
    options: { allowWrites: true },
    expected: [`live-read-back ${USERS} post`],
    message: /^GET .*\/v1\/users\/usr_[0-9a-f]+ .*answered 200 .*: POST .*\/v1\/users answered 201 and created it; the read differs from what the create answered: "role" "admin" then "member"$/,
  },
  {
    fault: 'update-schema-drift',
    options: { allowWrites: true },
    expected: [`live-schema ${USER} patch`],
    message: /^PATCH .*\/v1\/users\/usr_[0-9a-f]+ .*answered 200 .*: the body does not match the document's schema for 200: \/age: must be integer,null$/,
  },
  {
    fault: 'update-error-in-200',
    options: { allowWrites: true },
    expected: [`live-no-error-in-200 ${USER} put`],
    message: /^PUT .*\/v1\/users\/usr_[0-9a-f]+ .*answered 200 .*: a 200 body carries "error"; an error is never returned with a success status/,
  },
  {
    fault: 'write-401-body',
    options: { allowWrites: true },
    expected: [USERS, ORDERS].map((path) => `live-error-body ${path} post`).concat([ORDER, USER].map((path) => `live-error-body ${path} delete`), [`live-error-body ${USER} patch`, `live-error-body ${USER} put`]),
    message: /^(POST|PUT|PATCH|DELETE) .* answered 401 .*\{"message":"Unauthorized"\}: no "error"; expected the error body/,
  },
  {
    fault: 'write-auth-optional',
    findings: 3,
    options: { allowWrites: true },
    expected: [[USERS, 'post'], [ORDERS, 'post'], [USER, 'put'], [USER, 'patch'], [USER, 'delete'], [ORDER, 'delete']].flatMap(([path, method]) => [1, 2, 3].map(() => `live-auth-required ${path} ${method}`)),
    message: /^(POST|PUT|PATCH|DELETE) \S+ (without credentials|with invalid credentials|with the expired token).* answered (20[014]|404) .*must answer 401$/,
  },
  {
    fault: 'write-forbidden-as-401',
    options: { allowWrites: true },
    expected: [[USERS, 'post'], [ORDERS, 'post'], [USER, 'put'], [USER, 'patch'], [USER, 'delete'], [ORDER, 'delete']].map(([path, method]) => `live-forbidden ${path} ${method}`),
    message: /^(POST|PUT|PATCH|DELETE) .* with the limited token \[Authorization: Bearer \[REDACTED\]\].* answered 401 .*: a valid credential lacking the permission must answer 403$/,
  },
];

describe('check: each variant of the reference server, exactly its planted finding', () => {
  for (const variant of VARIANTS) {
    it(variant.fault, async () => {
      const { run } = await checkReference([variant.fault], variant.options, variant.document);
      // One finding per fault (per kind of request, for credentials), listing every operation that showed it.
      expect(run.findings.length).toBe(variant.findings ?? 1);
      expect(codesAndPaths(run)).toEqual([...new Set(variant.expected)].sort());
      for (const finding of run.findings) {
        expect(finding.message.replace(SAME_FAULT, '')).toMatch(variant.message);
        expect(finding.severity).toBe(finding.code === 'live-rate-limit' ? 1 : 0);
        expect(finding.docsUrl).toBe(docsUrlFor(finding.code));
        expect(finding.range.start.line).toBeGreaterThan(0);
      }
    });
  }

  it('covers every live check', async () => {
    const { PROBES } = await import('../../src/check/index.js');
    const covered = new Set(VARIANTS.flatMap((variant) => variant.expected.map((expected) => expected.split(' ')[0])));
    expect(PROBES.map((probe) => probe.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});
