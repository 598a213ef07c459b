import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { findResponseHeader } from '../model/http-headers.js';
import { headerNode } from '../fixes/nodes.js';

const RETRY_AFTER = 'Seconds to wait before retrying (RFC 9110 §10.2.3)';

/** Its messages by id. */
const messages = {
  noRetryAfter: '429 response declares no Retry-After header; add Retry-After to tell the client when to retry',
} as const;

export default defineRule({
  id: 'rate-limit-retry-after',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      for (const response of operation.responses) {
        if (response.status !== '429' || findResponseHeader(response, 'Retry-After') !== undefined) continue;
        // The response may be a shared component: the message does not name the operation.
        results.push({
          path: response.path,
          messageId: 'noRetryAfter',
          fix: { description: 'add a Retry-After header to the 429 response', edits: [{ op: 'add', path: [...response.path, 'headers', 'Retry-After'], value: headerNode(facts.model, RETRY_AFTER, 'integer') }] },
        });
      }
    }
    return results;
  },
});
