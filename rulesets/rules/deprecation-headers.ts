import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { findResponseHeader } from '../model/http-headers.js';
import { headerNode, sharedResponses } from '../fixes/nodes.js';
import type { FixEdit } from '../rule.js';

/** `Deprecation` (RFC 9745) and `Sunset` (RFC 8594), the headers that announce a deprecation and its timeline. */
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset'] as const;

const HEADER_DESCRIPTIONS: Record<(typeof DEPRECATION_HEADERS)[number], string> = {
  Deprecation: 'When the operation was deprecated, as @<epoch seconds> (RFC 9745)',
  Sunset: 'When the operation stops answering, as an HTTP date (RFC 8594)',
};

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
      // On the operation's own success responses: a shared response serves operations not deprecated too.
      const shared = sharedResponses(facts.model);
      const edits = operation.responses
        .filter((response) => response.status.startsWith('2') && !shared.has(response.node))
        .flatMap((response) => DEPRECATION_HEADERS.map((name): FixEdit => ({
          op: 'add', path: [...response.path, 'headers', name], value: headerNode(facts.model, HEADER_DESCRIPTIONS[name], 'string'), inPlace: true,
        })));
      results.push({
        ...(edits.length === 0 ? {} : { fix: { description: 'add Deprecation and Sunset headers to the success responses', edits } }),
        path: [...operation.path, 'deprecated'],
        messageId: 'noHeader',
        data: { operation: `${operation.method.toUpperCase()} ${operation.pathKey}` },
      });
    }
    return results;
  },
});
