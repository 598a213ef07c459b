import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { findResponseHeader } from '../model/http-headers.js';
import { headerNode } from '../fixes/nodes.js';

const RETRY_AFTER = 'Seconds to wait before retrying (RFC 9110 §10.2.3)';

export default defineRule({
  id: 'rate-limit-retry-after',
  section: '7.3, 8.1',
  severity: 'warn',
  description: 'Every 429 response declares a Retry-After header.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      for (const response of operation.responses) {
        if (response.status !== '429' || findResponseHeader(response, 'Retry-After') !== undefined) continue;
        // The response may be a shared component: the message does not name the operation.
        results.push({
          path: response.path,
          message: '429 response declares no Retry-After header; add Retry-After to tell the client when to retry',
          fix: { description: 'add a Retry-After header to the 429 response', edits: [{ op: 'add', path: [...response.path, 'headers', 'Retry-After'], value: headerNode(facts.model, RETRY_AFTER, 'integer') }] },
        });
      }
    }
    return results;
  },
});
