import { alternationOf } from '../vocabulary/index.js';
import type { OperationModel } from './api-model.js';

/** The lead of a summary or description of an operation that only reads (`Get status of…`, `Returns information about…`). */
const READING_LEAD = new RegExp(`^(?:${alternationOf('description-leads', 'reading')})\\b`, 'i');

/** A summary that names the handler or the method rather than what it does (`Handle POST requests for boards`). */
const SAYS_NOTHING = /^(?:handles?|handler|endpoint|(?:post|put|patch|delete)\b)/i;

/** The lead of a summary that says the operation writes: the description cannot say otherwise. */
const WRITING_LEAD = new RegExp(`^(?:${alternationOf('description-leads', 'writing')})\\b`, 'i');

/** What the operation says it does: its summary, or its description where the summary is empty or says nothing, without leading markup. */
function statedPurpose(operation: OperationModel): string | undefined {
  let stated: string | undefined;
  for (const key of ['summary', 'description']) {
    const text = operation.node[key];
    if (typeof text !== 'string' || text.trim() === '') continue;
    stated = text.replace(/^[\s*_#>`]+/, '');
    if (!SAYS_NOTHING.test(stated)) return stated;
  }
  return stated;
}

/** Whether the operation says it only reads (`POST /giftCards/view`: "Returns images and details…"). */
export function statesReading(operation: OperationModel): boolean {
  const purpose = statedPurpose(operation);
  if (purpose === undefined) return false;
  if (READING_LEAD.test(purpose)) return true;
  // A summary naming a thing rather than an action ("Enrichment analysis") leaves it to the
  // description ("Returns an enrichment analysis for a list of targets…").
  const description = operation.node['description'];
  return !WRITING_LEAD.test(purpose) && typeof description === 'string' && READING_LEAD.test(description.replace(/^(?:[\s*_#>`]|<p>)+/i, ''));
}
