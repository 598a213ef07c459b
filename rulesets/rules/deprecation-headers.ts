import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { findResponseHeader } from '../model/http-headers.js';

/** `Deprecation` (RFC 9745) and `Sunset` (RFC 8594), the headers that announce a deprecation and its timeline. */
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset'] as const;

/** Its messages by id. */
const messages = {
  noHeader: '{{operation}} is deprecated but none of its responses declares a Deprecation or Sunset header; add one to announce the deprecation and its timeline',
} as const;

export default defineRule({
  id: 'deprecation-headers',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      if (!operation.deprecated) continue;
      const announces = operation.responses.some((response) => DEPRECATION_HEADERS.some((name) => findResponseHeader(response, name) !== undefined));
      if (announces) continue;
      results.push({
        path: [...operation.path, 'deprecated'],
        messageId: 'noHeader',
        data: { operation: `${operation.method.toUpperCase()} ${operation.pathKey}` },
      });
    }
    return results;
  },
});
