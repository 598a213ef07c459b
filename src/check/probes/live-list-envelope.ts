import { LIST_ITEMS_FIELD, LIST_TOTAL_FIELD, NEXT_CURSOR_FIELDS } from '../../../rulesets/convention-fields.js';
import type { OperationModel } from '../../../rulesets/model/api-model.js';
import { isJsonMediaType } from '../../../rulesets/model/media-types.js';
import { objectView } from '../../../rulesets/model/schema.js';
import { isSuccessStatus } from '../../../rulesets/model/status.js';
import type { ProbeContext } from '../context.js';
import type { Exchange } from '../exchange.js';
import { describeExchange, isJsonObject, isSuccess } from '../exchange.js';
import { defineProbe } from '../probe.js';

/** The envelope of §2: `{data: array, next_cursor: string, total: integer}`, the cursor named after the API's casing. */
const CURSOR_FIELDS = NEXT_CURSOR_FIELDS;
/** Query parameters that take a cursor. */
const CURSOR_PARAMETER = /^(cursor|next_?cursor|nextCursor|page_?cursor|pageCursor|after|starting_?after|startingAfter|page_?token|pageToken|continuation(_?token|Token)?)$/;
/** Pages followed at most per list. */
const MAX_PAGES = 10;

/** The cursor field the document names in the list's success schema, if it names one. */
function documentedCursorField(operation: OperationModel): (typeof CURSOR_FIELDS)[number] | undefined {
  for (const response of operation.responses) {
    if (!isSuccessStatus(response.status)) continue;
    for (const body of response.bodies) {
      if (!isJsonMediaType(body.mediaType)) continue;
      const properties = objectView(body.schema, []).properties;
      const named = CURSOR_FIELDS.find((field) => properties.has(field));
      if (named !== undefined) return named;
    }
  }
  return undefined;
}

interface Envelope {
  items: unknown[];
  total: number;
  cursor: string | undefined;
}

/** `{count, next, previous, results}`: the top-level names of a body, as a message shows its shape. */
function shapeOf(body: Record<string, unknown>): string {
  const names = Object.keys(body);
  return `{${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''}}`;
}

/** The top-level fields of a body that hold arrays: where a list of another shape keeps its items. */
function arrayFields(body: unknown): string[] {
  return isJsonObject(body) ? Object.keys(body).filter((name) => Array.isArray(body[name])) : [];
}

/** Whether a body carries items: an array, or an object with an array at its top level (under any name). */
function carriesItems(body: unknown): boolean {
  return Array.isArray(body) || arrayFields(body).length > 0;
}

function readEnvelope(body: unknown, operation: OperationModel): { envelope?: Envelope; problems: string[] } {
  if (Array.isArray(body)) return { problems: ['the list is a bare array, not the object {data, next_cursor, total}'] };
  if (!isJsonObject(body)) return { problems: ['the list is not a JSON object'] };
  if (!Array.isArray(body[LIST_ITEMS_FIELD])) {
    const holders = arrayFields(body);
    if (holders.length > 0) {
      return { problems: [`the list is ${shapeOf(body)}, its items under "${holders.join('", "')}", not the object {data, next_cursor, total}`] };
    }
  }
  const problems: string[] = [];
  if (!Array.isArray(body[LIST_ITEMS_FIELD])) problems.push('"data" is not an array');
  if (typeof body[LIST_TOTAL_FIELD] !== 'number' || !Number.isInteger(body[LIST_TOTAL_FIELD]) || body[LIST_TOTAL_FIELD] < 0) problems.push('"total" is not a whole number');
  const documented = documentedCursorField(operation);
  const present = CURSOR_FIELDS.filter((field) => field in body);
  const field = documented ?? present[0];
  const cursorValue = field === undefined ? undefined : body[field];
  if (documented !== undefined && present.length > 0 && !present.includes(documented)) problems.push(`the cursor is "${present.join('", "')}", the document names "${documented}"`);
  if (cursorValue !== undefined && cursorValue !== null && typeof cursorValue !== 'string') problems.push(`"${field ?? 'next_cursor'}" is neither a string nor null`);
  if (problems.length > 0) return { problems };
  const items = body[LIST_ITEMS_FIELD] as unknown[];
  const total = body[LIST_TOTAL_FIELD] as number;
  const cursor = typeof cursorValue === 'string' && cursorValue.length > 0 ? cursorValue : undefined;
  return { envelope: { items, total, cursor }, problems: [] };
}

function cursorParameter(operation: OperationModel): string | undefined {
  return operation.parameters.find((parameter) => parameter.in === 'query' && (CURSOR_PARAMETER.test(parameter.name) || /cursor/i.test(parameter.name)))?.name;
}

/** Follows `next_cursor` to the end (or MAX_PAGES), checking that pages chain and add up to `total`. */
async function followPages(context: ProbeContext, baseline: Exchange, first: Envelope): Promise<void> {
  const operation = baseline.operation as OperationModel;
  const parameter = cursorParameter(operation);
  if (parameter === undefined || first.cursor === undefined) return;
  const seen = new Set<string>([first.cursor]);
  let cursor: string | undefined = first.cursor;
  let count = first.items.length;
  let totalsAgree = true;
  for (let page = 1; page < MAX_PAGES && cursor !== undefined; page++) {
    const url = new URL(baseline.request.url.href);
    url.searchParams.set(parameter, cursor);
    const exchange = await context.send({ operation, method: 'GET', url, credentials: baseline.request.credentials, purpose: 'page' });
    if (exchange === undefined || exchange.response.status === 429) return;
    if (!isSuccess(exchange.response.status)) {
      context.report(probe, operation, 'page status', `${describeExchange(exchange)}: following "next_cursor" from ${baseline.request.url.href} must give the next page`, 'page status');
      return;
    }
    const { envelope } = readEnvelope(exchange.response.json, operation);
    if (envelope === undefined) return;
    count += envelope.items.length;
    totalsAgree &&= envelope.total === first.total;
    if (envelope.cursor !== undefined && seen.has(envelope.cursor)) {
      context.report(probe, operation, 'page loop', `${describeExchange(exchange)}: "next_cursor" comes back to a cursor already followed; paging never ends`, 'page loop');
      return;
    }
    if (envelope.cursor !== undefined) seen.add(envelope.cursor);
    cursor = envelope.cursor;
  }
  if (cursor === undefined && totalsAgree && count !== first.total) {
    context.report(probe, operation, 'page total', `GET ${baseline.request.url.href}: following "next_cursor" to the last page gave ${count} items, but "total" is ${first.total}`, 'page total');
  }
}

const probe = defineProbe({
  id: 'live-list-envelope',
  section: '2',
  severity: 'error',
  description: 'A list answers the {data, next_cursor, total} envelope, and following next_cursor pages to the end.',
  observe(exchange, context) {
    const { operation, response } = exchange;
    if (operation === undefined || exchange.offPath || exchange.request.method !== 'GET') return;
    if (!isSuccess(response.status) || exchange.faults.has('live-no-error-in-200')) return;
    if (response.text.length === 0 || !response.isJson) return;
    // A list the document describes, or any GET on a collection whose answer carries items, whatever the document says.
    if (!context.planner.isListOperation(operation) && !(context.planner.isCollectionRead(operation) && carriesItems(response.json))) return;
    const { envelope, problems } = readEnvelope(response.json, operation);
    // A page that gives back the cursor it was asked with: seen by an observer of traffic as by the run following pages.
    const parameter = cursorParameter(operation);
    if (envelope?.cursor !== undefined && parameter !== undefined && exchange.request.url.searchParams.get(parameter) === envelope.cursor) {
      context.report(probe, operation, 'page loop', `${describeExchange(exchange)}: "next_cursor" comes back to a cursor already followed; paging never ends`, 'page loop');
    }
    if (envelope !== undefined && envelope.cursor === undefined && exchange.purpose === 'baseline' && envelope.items.length < envelope.total) {
      problems.push(`"total" is ${envelope.total} but the page holds ${envelope.items.length} items and gives no next cursor`);
    }
    if (problems.length === 0) return;
    exchange.faults.add(probe.id);
    context.report(probe, operation, 'shape', `${describeExchange(exchange)}: ${problems.join(', ')}; a list answers {"data": [...], "next_cursor": string or null, "total": integer}`, problems.join());
  },
  async run(context) {
    const lists = context.baselines.filter((exchange) => exchange.operation !== undefined && isSuccess(exchange.response.status)
      && exchange.faults.size === 0 && context.planner.isListOperation(exchange.operation));
    await Promise.all(lists.map(async (baseline) => {
      const { envelope } = readEnvelope(baseline.response.json, baseline.operation as OperationModel);
      if (envelope !== undefined) await followPages(context, baseline, envelope);
    }));
  },
});

export default probe;
