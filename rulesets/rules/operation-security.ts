import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';

export default defineRule({
  id: 'operation-security',
  section: '5.1',
  severity: 'warn',
  description: "Every operation is covered by a security requirement, its own or the document's; an explicit `security: []` marks a deliberately public one.",
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      // `security: []`, on the operation or the document, is a deliberate statement that it is public.
      if (operation.security !== undefined) continue;
      results.push({
        path: operation.path,
        message: `${operation.method.toUpperCase()} ${operation.pathKey} has no security requirement, and the document sets none; add "security" naming its scheme, or "security: []" if it is deliberately public`,
      });
    }
    return results;
  },
});
