import { alternation } from '../vocabulary/index.js';
import type { OperationModel } from './api-model.js';
import type { Vocabulary } from './words.js';
import { perVocabulary } from './words.js';

/** The lead of a summary or description of an operation that only reads (`description-leads.reading`: `Get status of…`, `Returns information about…`). */
const readingLead = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('description-leads', 'reading'))})\\b`, 'i'));

/** A summary that names the handler or the method rather than what it does (`Handle POST requests for boards`). */
const SAYS_NOTHING = /^(?:handles?|handler|endpoint|(?:post|put|patch|delete)\b)/i;

/** The lead of a summary that says the operation writes (`description-leads.writing`): the description cannot say otherwise. */
const writingLead = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('description-leads', 'writing'))})\\b`, 'i'));

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
export function statesReading(operation: OperationModel, vocabulary: Vocabulary): boolean {
  const purpose = statedPurpose(operation);
  if (purpose === undefined) return false;
  if (readingLead(vocabulary).test(purpose)) return true;
  // A summary naming a thing rather than an action ("Enrichment analysis") leaves it to the
  // description ("Returns an enrichment analysis for a list of targets…").
  const description = operation.node['description'];
  return !writingLead(vocabulary).test(purpose) && typeof description === 'string' && readingLead(vocabulary).test(description.replace(/^(?:[\s*_#>`]|<p>)+/i, ''));
}
