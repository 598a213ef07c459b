import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { MediaBody, OperationModel, ResponseModel } from '../model/api-model.js';
import type { CasingStyle } from '../model/casing.js';
import { namesFormatSegment, prefixKeyOf, splitPathKey } from '../model/path-shape.js';
import type { JsonObject, JsonPath } from '../model/json.js';
import { isObject } from '../model/json.js';
import { isForeignFormatSchema, isGatewayStreamResult } from '../model/foreign-formats.js';
import { isJsonMediaType, isStreamedBody } from '../model/media-types.js';
import { addressedCollection, answersItemsByRole, answersRecordNamedAs, namesOneThingUnidentified, standsWhereParameterStands } from '../model/path-roles.js';
import type { PropertyView, ObjectView } from '../model/schema.js';
import { alternatives, constrainsNothing, declaredTypes, holdsBytesOnly, isBytesSchema, isOfType, isUnresolvedReference, isPageField, isPageInfoField, isPageItemsField, isPageQuery, isScalarSchema, objectView, typeName } from '../model/schema.js';
import { isSuccessStatus } from '../model/status.js';
import type { Vocabulary } from '../model/words.js';
import { namesReport, splitWords } from '../model/words.js';
import { proseList } from '../prose.js';
import { LIST_ITEMS_FIELD, LIST_TOTAL_FIELD, NEXT_CURSOR_FIELD, NEXT_CURSOR_FIELDS } from '../convention-fields.js';
import type { Facts } from '../model/facts.js';
import { answersOneThing } from '../model/facts.js';
import { wrapInEnvelope } from '../fixes/nodes.js';

/** Its messages by id. */
const messages = {
  lacking: 'list response of {{operation}} has no {{fields}}',
  bareArray: 'list response of {{operation}} is a bare array; wrap the items in an object {{envelope}}',
  dataNotArray: 'list response property "data" of {{operation}} is {{type}}; it must be an array of the page\'s items',
  cursorWrong: 'list response property "{{name}}" of {{operation}} {{problems}}',
  totalNotInteger: 'list response property "total" of {{operation}} is {{type}}; it must be an integer',
  noSchema: 'list response {{status}} of {{operation}} ({{mediaType}}) has no schema; describe the envelope {{envelope}}',
  anySchema: 'list response {{status}} of {{operation}} ({{mediaType}}) has a schema that allows any value; describe the envelope {{envelope}}',
  noJsonBody: 'list response {{status}} of {{operation}} has no JSON body; answer with {{envelope}} as application/json',
  noSuccess: '{{operation}} lists a collection but declares no 2xx response; answer 200 with {{envelope}}',
} as const;

type ListResult = ReportedResult<keyof typeof messages>;

const CURSOR_NAMES: Record<CasingStyle, string> = NEXT_CURSOR_FIELD;

function envelopeOf(casing: CasingStyle | undefined): string {
  return `{data, ${CURSOR_NAMES[casing ?? 'snake_case']}, total}`;
}

function isArraySchema(schema: JsonObject): boolean {
  const types = declaredTypes(schema);
  return types.has('array') || (types.size === 0 && schema['items'] !== undefined);
}

/** The next-page cursor property: the casing's name, either name when the casing is unknown, or the other casing's (misspelt). */
function cursorOf(view: ObjectView, casing: CasingStyle | undefined): { property: PropertyView | undefined; misspelt: boolean } {
  const expected: readonly string[] = casing === undefined ? NEXT_CURSOR_FIELDS : [CURSOR_NAMES[casing]];
  const found = expected.map((name) => view.properties.get(name)).find((property) => property !== undefined);
  if (found !== undefined || casing === undefined) return { property: found, misspelt: false };
  const misspelt = view.properties.get(CURSOR_NAMES[casing === 'snake_case' ? 'camelCase' : 'snake_case']);
  return { property: misspelt, misspelt: misspelt !== undefined };
}

/**
 * One finding per node: every field the envelope lacks in one message on the schema, a field of
 * the wrong type or name on that field. `label` names the list operation (the first one met
 * where a schema is shared).
 */
function checkObjectEnvelope(view: ObjectView, schemaPath: JsonPath, casing: CasingStyle | undefined, label: string): ListResult[] {
  const results: ListResult[] = [];
  const lacking: string[] = [];
  const data = view.properties.get(LIST_ITEMS_FIELD);
  if (data === undefined) lacking.push('"data" (the items of the page, an array)');
  else if (!isOfType(data.schema, 'array')) results.push({ path: data.path, messageId: 'dataNotArray', data: { operation: label, type: typeName(data.schema) } });
  const cursor = cursorOf(view, casing);
  if (cursor.property === undefined) {
    const names = casing === undefined ? '"next_cursor" or "nextCursor"' : `"${CURSOR_NAMES[casing]}"`;
    lacking.push(`${names} (the cursor of the next page, a string, null on the last page)`);
  } else {
    const problems: string[] = [];
    if (cursor.misspelt && casing !== undefined) problems.push(`does not follow the API's ${casing} fields: name it "${CURSOR_NAMES[casing]}"`);
    if (!isOfType(cursor.property.schema, 'string')) problems.push(`is ${typeName(cursor.property.schema)}: the next-page cursor must be a string (nullable for the last page)`);
    if (problems.length > 0) results.push({ path: cursor.property.path, messageId: 'cursorWrong', data: { name: cursor.property.name, operation: label, problems: problems.join('; it ') } });
  }
  const total = view.properties.get(LIST_TOTAL_FIELD);
  if (total === undefined) lacking.push('"total" (the total count of items, an integer)');
  else if (!isOfType(total.schema, 'integer')) results.push({ path: total.path, messageId: 'totalNotInteger', data: { operation: label, type: typeName(total.schema) } });
  if (lacking.length > 0) results.unshift({ path: schemaPath, messageId: 'lacking', data: { operation: label, fields: proseList(lacking) } });
  return results;
}

/**
 * Which objects a list path's answer is judged as a page of: every one on a collection; none on
 * a path whose last segment is singular (it may name a singleton nobody configured, so only an
 * answer that is plainly a list, an array, is reported); under a report, only one holding an
 * array beside a field of a page (`{Results: [...], TotalCount}`), the rest being the report; on
 * a read asked where its page starts whose path names no collection, or one thing, only one
 * holding an array under a name a page gives its items (`{results: [...]}`: `page-items`); on a
 * read running a custom method that lists, any one holding an array (`lists`).
 */
type ObjectsJudged = 'all' | 'none' | 'pages' | 'page-items' | 'lists';

/** An object holding an array as a page holds its items: under a list's name, or beside what a page says of itself. */
function holdsPage(view: ObjectView, vocabulary: Vocabulary): boolean {
  const properties = [...view.properties.values()];
  if (!properties.some((property) => isOfType(property.schema, 'array'))) return false;
  return holdsPageItems(view, vocabulary) || properties.some((property) => isPageField(property.name, vocabulary) || isPageInfoField(property.name, vocabulary));
}

/** An object holding an array under a name a page gives its items (`results`, `items`, `data`: `page-fields.items`). */
function holdsPageItems(view: ObjectView, vocabulary: Vocabulary): boolean {
  return [...view.properties.values()].some((property) => isOfType(property.schema, 'array') && isPageItemsField(property.name, vocabulary));
}

/**
 * An object whose one field is an array of records a standard fixes (`isForeignFormatSchema`) is
 * that standard's set, laid out by it: a JWK Set (RFC 7517 §5), `{keys: [{kty, kid, n, e}]}`,
 * which every JWT verifier reads as it is.
 */
function isStandardSet(view: ObjectView): boolean {
  const [only, ...others] = [...view.properties.values()];
  const items = only !== undefined && isObject(only.schema) ? only.schema['items'] : undefined;
  return others.length === 0 && isObject(items) && isForeignFormatSchema(items);
}

/** Whether the reading recorded `evidenceId` for the last name of the operation's path from that path's own operations. */
function recordedAtPath(facts: Facts, operation: OperationModel, evidenceId: string): boolean {
  return facts.nameEvidence.of(prefixKeyOf(operation.pathKey) ?? '').some((piece) => piece.id === evidenceId && piece.source?.startsWith(`${operation.pathKey} `) === true);
}

function isJudgedObject(view: ObjectView, judged: ObjectsJudged, vocabulary: Vocabulary): boolean {
  if (judged === 'lists') return [...view.properties.values()].some((property) => isOfType(property.schema, 'array'));
  return judged === 'all' || (judged === 'pages' && holdsPage(view, vocabulary)) || (judged === 'page-items' && holdsPageItems(view, vocabulary));
}

function checkEnvelope(schema: unknown, schemaPath: JsonPath, casing: CasingStyle | undefined, objectsJudged: ObjectsJudged, label: string, judged: WeakSet<object>, facts: Facts): ListResult[] {
  const results: ListResult[] = [];
  const branches = alternatives(schema, schemaPath);
  // Where only a plain list is judged, an answer that may as well be one object (`oneOf: [array, object]`,
  // OpenThread's `GET /node`) is no plain list.
  if (objectsJudged === 'none' && branches.some((branch) => !isArraySchema(branch.schema) && isOfType(branch.schema, 'object'))) return results;
  for (const alternative of branches) {
    if (judged.has(alternative.schema) || holdsBytesOnly(alternative.schema)) continue;
    if (isArraySchema(alternative.schema)) {
      judged.add(alternative.schema);
      results.push({
        path: alternative.path,
        messageId: 'bareArray',
        data: { operation: label, envelope: envelopeOf(casing) },
        suggestions: [wrapInEnvelope(facts.model, alternative.path, CURSOR_NAMES[casing ?? 'snake_case'])],
      });
      continue;
    }
    if (objectsJudged === 'none' || isScalarSchema(alternative.schema)) continue;
    const view = objectView(alternative.schema, alternative.path);
    if (!isJudgedObject(view, objectsJudged, facts.vocabulary) || isStandardSet(view)) continue;
    judged.add(alternative.schema);
    results.push(...checkObjectEnvelope(view, alternative.path, casing, label));
  }
  return results;
}

/**
 * What a list read answers: no 2xx at all, a 2xx without a JSON body, a stream (§6: server-sent
 * events, a 3.2 `itemSchema` sequence, or grpc-gateway's "Stream result of" messages), whose items
 * come one by one and need no page around them, bytes alone or a file to save (a download or a raw
 * stream), or the JSON bodies of the 2xx to judge.
 */
type ListAnswer =
  | { kind: 'no-success' }
  | { kind: 'no-json'; response: ResponseModel }
  | { kind: 'stream' }
  | { kind: 'bytes' }
  | { kind: 'json'; response: ResponseModel; bodies: MediaBody[] };

/** The first 2xx response with a JSON body, 200 preferred. */
function listAnswerOf(operation: OperationModel): ListAnswer {
  const successes = operation.responses.filter((response) => isSuccessStatus(response.status));
  const preferFirst200 = (responses: ResponseModel[]) => responses.find((response) => response.status === '200') ?? responses[0];
  // grpc-gateway writes its stream as JSON: its messages, not a page, whatever the media type says.
  if (successes.some((response) => response.bodies.some((body) => isGatewayStreamResult(body.schema)))) return { kind: 'stream' };
  const withJson = preferFirst200(successes.filter((response) => response.bodies.some((body) => isJsonMediaType(body.mediaType))));
  if (withJson !== undefined) return { kind: 'json', response: withJson, bodies: withJson.bodies.filter((body) => isJsonMediaType(body.mediaType)) };
  if (successes.some((response) => response.bodies.some(isStreamedBody))) return { kind: 'stream' };
  // Bytes in every body of every success (`type: string, format: binary`), or a file every success hands over to be saved
  // (`Content-Disposition`, RFC 6266: Abacus' `GET …/download_zip_results`, `attachment; filename="….zip"`): no page.
  const handsFile = (response: ResponseModel) => response.headers.some((header) => header.name.toLowerCase() === 'content-disposition');
  if (successes.length > 0 && successes.every((response) => (response.bodies.length > 0 && response.bodies.every((body) => isBytesSchema(body.schema))) || handsFile(response))) return { kind: 'bytes' };
  const first = preferFirst200(successes);
  return first === undefined ? { kind: 'no-success' } : { kind: 'no-json', response: first };
}

/**
 * The reads that answer a list on a collection: GET, and 3.2's QUERY, a safe read whose query
 * travels in the body (`QUERY /orders` with a filter answers the matching orders).
 */
function readsList(method: string): boolean {
  return method === 'get' || method === 'query';
}

/**
 * A path under a report no id follows (`GET /stats/outbound/bounces`, the counts of bounces), in
 * its prefix or its levels: its plural names a measure, and an object answered there is the
 * report unless it holds a page (see `isJudgedObject`).
 */
function isUnderReport(pathKey: string, vocabulary: Vocabulary): boolean {
  const segments = splitPathKey(pathKey);
  // No id anywhere after the report's name: `/test_reports/test_cases/{id}/reasons` lists in an item.
  const report = segments.findIndex((segment, index) => index < segments.length - 1 && !segment.isParameter && namesReport(segment.text, vocabulary));
  return report >= 0 && segments.slice(report).every((segment) => !segment.isParameter);
}

function readsItemByQueryKey(pathKey: string, facts: Facts): boolean {
  return facts.nameEvidence.of(prefixKeyOf(pathKey) ?? '').some((piece) => (piece.id === 'item-read-by-query-key' || piece.id === 'answers-as-its-item') && piece.source === `${pathKey} GET`);
}

function isFragmentVariant(pathKey: string, getKeys: ReadonlySet<string>): boolean {
  const hash = pathKey.indexOf('#');
  return hash > 0 && getKeys.has(pathKey.slice(0, hash));
}

/**
 * A GET running a custom method after the last segment's colon that a verb whose read answers a
 * list leads (`reading-verbs.lists`: `/v1/{name}:listRevisions`, `/v0/customers:listAccessibleCustomers`,
 * `/v1/{parent}/catalogs:search`; AIP-136): the method's own name says it answers a list, whatever
 * the path before the colon names.
 */
function runsListingMethod(operation: OperationModel, vocabulary: Vocabulary): boolean {
  const last = splitPathKey(operation.pathKey).at(-1)?.text ?? '';
  const colon = last.lastIndexOf(':');
  const method = colon < 0 ? '' : last.slice(colon + 1);
  const [verb = ''] = /^[A-Za-z]/.test(method) ? splitWords(method) : [];
  return operation.method === 'get' && vocabulary.words('reading-verbs', 'lists').has(verb.toLowerCase());
}

/** The query parameter a GET takes saying where in a list the page asked for starts (`isPageQuery`), if any. */
function pageQueryOf(operation: OperationModel, vocabulary: Vocabulary): string | undefined {
  if (operation.method !== 'get') return undefined;
  return operation.parameters.find((parameter) => parameter.in === 'query' && isPageQuery(parameter.name, vocabulary))?.name;
}

export default defineRule({
  id: 'list-envelope',
  messages,
  options: {
    casing: '`snake_case` expects `next_cursor`, `camelCase` expects `nextCursor`',
    singletons: 'singular resources whose GET answers one object, not a list',
    basePath: 'a prefix stripped before the path is read',
    vocabulary: '`singletons` adds to the option above; `page-fields.items`, `page-fields.info` and `page-fields.info-prefix` name what a page holds under a report, `page-fields.query` the query parameters asking where a page starts (a GET taking one lists, whatever its path), `reading-verbs.lists` the verbs leading a custom method that lists, `report-nouns` names reports, `plural-singletons.list-answer` plurals that may answer one thing; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: ListResult[] = [];
    const envelope = envelopeOf(facts.casing);
    const judged = new WeakSet<object>();
    const getKeys = new Set(facts.model.operations.filter((operation) => operation.method === 'get').map((operation) => operation.pathKey));
    for (const operation of facts.model.operations) {
      if (!readsList(operation.method)) continue;
      const label = `${operation.method.toUpperCase()} ${operation.pathKey}`;
      // A GET told apart from the path's own by a fragment (`GET /assetservers#name`, "retrieve an
      // asset server by name", beside `GET /assetservers`) is a variant of it, not the list.
      if (isFragmentVariant(operation.pathKey, getKeys)) continue;
      // One item found by a key in the query is no list: the key a field of the record answered
      // (`GET /comics?uid=`), or the answer the item's own GET's (`GET /log/entries?logIndex=`
      // beside `/log/entries/{entryUUID}`), as the reading recorded them.
      if (operation.method === 'get' && readsItemByQueryKey(operation.pathKey, facts)) continue;
      // An array PUT sends whole on the same path, nothing adding to it, is one value written at once
      // (`…/settings/sortable-attributes`), no page, as the reading recorded it (`answers-value-written-whole`).
      if (recordedAtPath(facts, operation, 'answers-value-written-whole')) continue;
      // Nor is one answering values of a closed set the document lists, bare or wrapped (`GET …/supported-platforms`
      // answering `platform_type` values, five in its `enum`; `answers-closed-set`): which of them apply, no page.
      if (recordedAtPath(facts, operation, 'answers-closed-set')) continue;
      const shape = facts.shapeOf(operation);
      const collection = addressedCollection(shape, facts.vocabulary);
      // A read asking where in a list its page starts (`?offset=`, `?page=`, `?cursor=`: `page-fields.query`) pages a list,
      // whatever the path names (`GET /query.json?limit=&offset=` answering `{results: [Event]}`): a bare array is judged, and
      // an object holding an array under a name a page gives its items.
      const pageQuery = pageQueryOf(operation, facts.vocabulary);
      const listingMethod = runsListingMethod(operation, facts.vocabulary);
      // A name read as one thing because it is one thing after other items' ids (`one-after-other-items`: FlexMeasures'
      // `/accounts/{id}/auditlog` beside `/users/{id}/auditlog`, which pages the same entries in an object) still answers
      // its entries in a list where they come bare: only a bare array is judged there.
      const entriesBesideOthers = facts.nameEvidence.of(prefixKeyOf(operation.pathKey) ?? '').some((piece) => piece.id === 'one-after-other-items');
      if (collection === undefined && pageQuery === undefined && !listingMethod && !entriesBesideOthers) continue;
      // A path only read whose GET answers one record of its own (`GET /course/calcValues`) is a summary, and one answering a
      // required query with an object that lists nothing (`GET /persons?email=`) is that query's result: only an array is plainly a list there.
      const answersRecord = facts.nameEvidence.of(prefixKeyOf(operation.pathKey) ?? '').some((piece) => answersOneThing(piece.id))
        // So is one whose last name stands where another path puts an item's id (`/sobjects/AIApplication`
        // beside `/sobjects/{sObject}/{id}/{blobField}`): it reads that item, whatever records it holds.
        || (collection !== undefined && standsWhereParameterStands(operation.pathKey, shape, shape.levels.indexOf(collection.level), facts.operationsAt, facts.vocabulary) !== undefined)
        // So is one answering the name's items by role, each a field (`GET …/keys` answering `{primaryKey, secondaryKey}`; `answers-items-by-role`).
        || (collection?.plural === true && collection.level.name === shape.segments.at(-1) && answersItemsByRole(facts.operationsAt(operation.pathKey), collection.level.name.text, facts.vocabulary) !== undefined)
        // So is one answering a field spelt as its last name, a compound, holding one record of declared fields, no map and no array
        // (`GET /api/tenant/password-validation-rules` answering `{passwordValidationRules: {minLength, …}}`; `answers-field-named-so`).
        || (collection !== undefined && collection.level.name === shape.segments.at(-1) && answersRecordNamedAs([operation], collection.level.name.text) !== undefined);
      // A singular name an id follows, here or elsewhere (`/v1/expenses/card` beside `…/card/{expense_id}`), or whose GET
      // answers a page of a list (`{settings, nextPageToken}`: `get-answers-page`), names a collection too, but may name
      // one thing as well: only an object holding a page is judged there.
      const answersPage = facts.nameEvidence.of(prefixKeyOf(operation.pathKey) ?? '').some((piece) => piece.id === 'get-answers-page');
      const byPath: ObjectsJudged = collection === undefined || (!collection.plural && !collection.level.identified && !answersPage) || answersRecord ? 'none' : !collection.plural || isUnderReport(operation.pathKey, facts.vocabulary) ? 'pages' : 'all';
      // A custom method that lists (`:listRevisions`) answers its list in any object holding an array.
      const objectsJudged: ObjectsJudged = byPath !== 'none' ? byPath : listingMethod ? 'lists' : pageQuery !== undefined ? 'page-items' : 'none';
      const onlyBareArrays = objectsJudged !== 'all';
      const answer = listAnswerOf(operation);
      // A plural form that names one thing as often and that no id follows (`GET /provider/capabilities`,
      // `/settings`, `/limits`) says too little to be a list with no body described, or one of any value.
      const saysTooLittle = collection !== undefined && namesOneThingUnidentified(collection.level, facts.vocabulary);
      if (answer.kind === 'json') {
        for (const body of answer.bodies) {
          if (isUnresolvedReference(body.schema)) continue;
          if (body.schema !== undefined && !constrainsNothing(body.schema)) results.push(...checkEnvelope(body.schema, body.schemaPath, facts.casing, objectsJudged, label, judged, facts));
          else if (!onlyBareArrays && !saysTooLittle) {
            const data = { status: answer.response.status, operation: label, mediaType: body.mediaType, envelope };
            results.push(body.schema === undefined ? { path: body.schemaPath.slice(0, -1), messageId: 'noSchema', data } : { path: body.schemaPath, messageId: 'anySchema', data });
          }
        }
      } else if (onlyBareArrays || collection === undefined || answer.kind === 'stream' || answer.kind === 'bytes') {
        continue;
      } else if (answer.kind === 'no-json') {
        // With no body described, only the path says it lists: a name nested without an id
        // (`GET /avatars/initials`, an image) says too little; a collection at any depth says it.
        if (shape.kind === 'not-under-id') continue;
        // Nor does a path naming the format it is read in (`GET /datasets/{id}/jsonl/openai_evals` answering
        // `text/plain`): its answer is a file in that format, not a JSON page.
        if (namesFormatSegment(operation.pathKey)) continue;
        if (saysTooLittle) continue;
        results.push({ path: answer.response.path, messageId: 'noJsonBody', data: { status: answer.response.status, operation: label, envelope } });
      } else {
        results.push({ path: operation.responsesPath, messageId: 'noSuccess', data: { operation: label, envelope } });
      }
    }
    return results;
  },
});
