import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { ResponseModel } from '../model/api-model.js';
import { isExactErrorStatus } from '../model/status.js';
import { proseList } from '../prose.js';

/** The status codes of the conventions' error table (§7). */
const ERROR_TABLE = ['400', '401', '403', '404', '422', '429', '500'] as const;
const TABLE_TEXT = proseList(ERROR_TABLE, 'or');

/**
 * A range (`4XX`, `5XX`) with no exact code of its class beside it. A range says a client may meet
 * some code of that class, not which: the table's codes (§7) are what tells a client that its
 * credentials (401), its permissions (403) or its input (400, 422) were refused, so they are still
 * asked for. Beside exact codes a range is a catch-all, and passes.
 */
function rangeAlone(response: ResponseModel, responses: readonly ResponseModel[]): string | undefined {
  const range = /^([45])XX$/i.exec(response.status);
  if (range === null) return undefined;
  const digit = range[1] ?? '';
  if (responses.some((other) => isExactErrorStatus(other.status) && other.status.startsWith(digit))) return undefined;
  return digit;
}

/** Its messages by id. */
const messages = {
  rangeOnly: "error responses are declared only as the range {{range}}, which does not say which codes occur; declare the codes of the conventions' table that apply: {{codes}}",
  notInTable: `error status {{status}} is not in the conventions' table; use ${TABLE_TEXT}`,
} as const;

export default defineRule({
  id: 'error-status-codes',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const reported = new Set<string>();
    // A shared component is reported once: the messages name the status only.
    const report = (result: ReportedResult<keyof typeof messages>) => {
      const key = JSON.stringify(result.path);
      if (reported.has(key)) return;
      reported.add(key);
      results.push(result);
    };
    for (const operation of facts.model.operations) {
      for (const response of operation.responses) {
        const rangeClass = rangeAlone(response, operation.responses);
        if (rangeClass !== undefined) {
          const codes = proseList(ERROR_TABLE.filter((code) => code.startsWith(rangeClass)), 'or');
          report({ path: response.path, messageId: 'rangeOnly', data: { range: response.status, codes } });
          continue;
        }
        if (!isExactErrorStatus(response.status) || (ERROR_TABLE as readonly string[]).includes(response.status)) continue;
        report({ path: response.path, messageId: 'notInTable', data: { status: response.status } });
      }
    }
    return results;
  },
});
