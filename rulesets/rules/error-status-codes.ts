import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { isExactErrorStatus } from '../model/status.js';
import { proseList } from '../prose.js';

/** The status codes of the conventions' error table (§7). */
const ERROR_TABLE = ['400', '401', '403', '404', '422', '429', '500'] as const;
const TABLE_TEXT = proseList(ERROR_TABLE, 'or');

export default defineRule({
  id: 'error-status-codes',
  section: '7',
  severity: 'info',
  description: "Error responses use the codes of the conventions' table: 400, 401, 403, 404, 422, 429, 500.",
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      for (const response of operation.responses) {
        if (!isExactErrorStatus(response.status) || (ERROR_TABLE as readonly string[]).includes(response.status)) continue;
        // The response may be a shared component: the message names the status only.
        results.push({ path: response.path, message: `error status ${response.status} is not in the conventions' table; use ${TABLE_TEXT}` });
      }
    }
    return results;
  },
});
