import type { IRuleResult } from '@stoplight/spectral-core';
import { HTTP_METHODS } from '../../rulesets/model/api-model.js';
import type { SpecVersion } from '../../rulesets/model/api-model.js';

/**
 * Response status codes written as YAML integers (`200:` rather than `'200':`). That is valid YAML,
 * and the key reads as the string `'200'` like any other; Spectral's YAML parser still reports each
 * such key as an incompatible value ("Mapping key must be a string scalar rather than number"),
 * which Spectral then raises to an error. Swagger 2.0 writes its status codes so in its own
 * examples; OpenAPI 3.x says the key "MUST be enclosed in quotation marks (for example, "200") for
 * compatibility between JSON and YAML" (Responses Object). So: nothing in 2.0, one finding for the
 * whole document in 3.x, never one "syntax error" per key.
 */

/** The parser's message for a key that is a number, as Spectral words it (and matches it, to set its severity). */
const NUMBER_KEY_MESSAGE = 'Mapping key must be a string scalar rather than number';

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

/** Whether a parser diagnostic is about a status code of an operation's responses written as a number. */
export function isUnquotedStatusCode(diagnostic: Pick<IRuleResult, 'code' | 'message' | 'path'>): boolean {
  if (diagnostic.code !== 'parser' || diagnostic.message !== NUMBER_KEY_MESSAGE) return false;
  const { path } = diagnostic;
  const at = path.length - 1;
  if (at < 3 || path[at - 1] !== 'responses' || !/^\d+$/.test(String(path[at]))) return false;
  // An operation's responses, not the named responses of `responses` or `components/responses`.
  return METHODS.has(String(path[at - 2])) || path[at - 3] === 'additionalOperations';
}

export interface UnquotedStatusCodeProblem {
  message: string;
  /** The first status code written as a number, where the finding is placed. */
  first: IRuleResult;
}

/** The one problem a 3.x document's unquoted status codes make, or none (2.0 writes them so). */
export function unquotedStatusCodeProblem(diagnostics: readonly IRuleResult[], version: SpecVersion): UnquotedStatusCodeProblem | undefined {
  if (version === '2.0') return undefined;
  // The parser lists its diagnostics in the order of the text.
  const unquoted = diagnostics.filter(isUnquotedStatusCode);
  const first = unquoted[0];
  if (first === undefined) return undefined;
  const status = String(first.path[first.path.length - 1]);
  const more = unquoted.length - 1;
  return {
    first,
    message: `response status ${status} is written as a number; quote it ("${status}"): OpenAPI 3.x requires status codes as strings${more > 0 ? ` (${more} more in this document)` : ''}`,
  };
}

