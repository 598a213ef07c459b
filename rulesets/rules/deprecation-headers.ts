import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { findResponseHeader } from '../model/http-headers.js';

/** `Deprecation` (RFC 9745) and `Sunset` (RFC 8594), the headers that announce a deprecation and its timeline. */
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset'] as const;

export default defineRule({
  id: 'deprecation-headers',
  section: '9.2',
  severity: 'warn',
  description: 'A deprecated operation declares a deprecation header (Deprecation or Sunset) on its responses.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      if (!operation.deprecated) continue;
      const announces = operation.responses.some((response) => DEPRECATION_HEADERS.some((name) => findResponseHeader(response, name) !== undefined));
      if (announces) continue;
      results.push({
        path: [...operation.path, 'deprecated'],
        message: `${operation.method.toUpperCase()} ${operation.pathKey} is deprecated but none of its responses declares a Deprecation or Sunset header; add one to announce the deprecation and its timeline`,
      });
    }
    return results;
  },
});
