/** Status code keys of a responses object: `404`, `4XX`, `default`. */

export function isErrorStatus(status: string): boolean {
  return status === 'default' || /^[45](\d\d|XX)$/i.test(status);
}

export function isSuccessStatus(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

/** A 3xx code or the `3XX` range: the client is sent on elsewhere. */
export function isRedirectStatus(status: string): boolean {
  return /^3(\d\d|XX)$/i.test(status);
}

/**
 * A status HTTP sends without content (RFC 9110: 1xx, 204 No Content, 205 Reset Content, 304 Not
 * Modified): content a document declares on one is never sent, so it is no body to judge.
 */
export function sendsNoContent(status: string): boolean {
  return /^(?:1\d\d|1XX|204|205|304)$/i.test(status);
}

/**
 * A response an error is answered with, among the statuses an operation declares: a 4xx or 5xx,
 * or `default` beside a declared success. A `default` with no 1xx-3xx beside it covers the success
 * itself ("successful operation"), as OpenAPI reads it: every code not declared.
 */
export function isErrorResponse(status: string, declaredStatuses: readonly string[]): boolean {
  if (status !== 'default') return isErrorStatus(status);
  return declaredStatuses.some((declared) => /^[123](\d\d|XX)$/i.test(declared));
}

/** An exact 4xx or 5xx code (`409`), not a range (`4XX`) nor `default`. */
export function isExactErrorStatus(status: string): boolean {
  return /^[45]\d\d$/.test(status);
}

/** A 4xx code or the `4XX` range: a response a client error may be answered with. */
export function coversClientError(status: string, code: string): boolean {
  return status === code || /^4XX$/i.test(status);
}
