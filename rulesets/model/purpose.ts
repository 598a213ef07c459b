import type { OperationModel } from './api-model.js';

/** The lead of a summary or description of an operation that only reads (`Get status of…`, `Returns information about…`). */
const READING_LEAD = /^(?:get|gets|read|reads|fetch|fetches|query|queries|check|checks|return|returns|retrieve|retrieves|find|finds|list|lists|look ?up|looks ?up)\b/i;

/** What the operation says it does: its summary, else its description, without leading markup. */
function statedPurpose(operation: OperationModel): string | undefined {
  for (const key of ['summary', 'description']) {
    const text = operation.node[key];
    if (typeof text === 'string' && text.trim() !== '') return text.replace(/^[\s*_#>`]+/, '');
  }
  return undefined;
}

/** Whether the operation says it only reads (`POST /giftCards/view`: "Returns images and details…"). */
export function statesReading(operation: OperationModel): boolean {
  const purpose = statedPurpose(operation);
  return purpose !== undefined && READING_LEAD.test(purpose);
}
