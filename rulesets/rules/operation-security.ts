import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';

/** Its messages by id. */
const messages = {
  unsecured: '{{operation}} has no security requirement, and the document sets none; add "security" naming its scheme, or "security: []" if it is deliberately public',
} as const;

export default defineRule({
  id: 'operation-security',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      // `security: []`, on the operation or the document, is a deliberate statement that it is public.
      if (operation.security !== undefined) continue;
      results.push({
        path: operation.path,
        messageId: 'unsecured',
        data: { operation: `${operation.method.toUpperCase()} ${operation.pathKey}` },
      });
    }
    return results;
  },
});
