import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { pathEntries } from '../model/paths.js';
import type { Vocabulary } from '../model/words.js';
import { describesIdOf, headNoun, isBatchWord, identifiesItemOf, namesOneThingAsOften, namesReport, isParticipleWord, namesItemsByIds, isCountablePluralNoun, isGenericIdentifier, isLookupName, isNamedAfter, isParticiple, namesItemOf, isPluralNoun, isQueryWord, isRankedView, isViewWord, readsAsView, singularOf, splitWords, verbOfPostAction } from '../model/words.js';
import { isUnderProbe } from '../model/probes.js';
import { statesStateAfter } from '../model/outcomes.js';
import { isUnderStandard, standardEndpointIn } from '../model/versioning.js';
import type { OperationModel } from '../model/api-model.js';
import { retrievesOnly } from '../model/api-model.js';
import type { PathLevel, PathShape } from '../model/path-shape.js';
import type { OperationsAt } from '../model/path-roles.js';
import { analysePath, nestsWithinDepth, prefixKeyAt, standsForItem, withoutSegment } from '../model/path-shape.js';
import type { Facts } from '../model/facts.js';
import { measuredAlone } from '../model/facts.js';
import { actionBeforeLastName, isObjectOfVerb, namesMethodAt, answersAsItemsOf, listsCollectionItems, listsFieldOfItems, listsItemsNamedForNameBefore, measuresListedItems, answersAs, answersNoArray, endsInActionOnCollection, kindShownByOwnPath, valueOfIdElsewhere, listedByNameBefore, verbLedActionOnCollection, repeatsCollection, mirrorsCollection, choosesVariant, listsItemsInDetail, rendersCollectionOf, postNamedForItsVerb, collectionChosenFirst, describedAsItemsOf, readsOneNumber, itemOfServerCollection, endsInBatchAction, keyUpToLevel, kindNamedByOperations, narrowsPathBeside, postNamedAsItsPath, qualifiesItemsOfNameBefore, createsAsCollection, idsNamedAfterNameBefore, madeOnItemBeforeItsId, qualifiesItemBeforeItsId, sendsIdsOfItems, standsForItemByQuery, qualifiesNextAsView, queryNamesOf, standsWhereParameterStands, reportBeforeMeasure, standsForItemByAnswer, readsAsList, runsVerbOnObject, successBodies, fieldOfRecordBefore, isSharedVerbPrefix, qualifiesReport } from '../model/path-roles.js';
import { isObject } from '../model/json.js';
import type { JsonObject } from '../model/json.js';
import { declaredTypes, isOfType, isPageField } from '../model/schema.js';
import { isJsonMediaType } from '../model/media-types.js';

/**
 * The path key with an id after the segment at `position`: the shape the message suggests, the
 * key's own prefix kept. The id is `{id}`, or where the path has one already, named after the
 * collection (`/calls/{callId}/recordings/{id}`): a path names each parameter once.
 */
function withIdAfter(pathKey: string, position: number): string {
  const parts = pathKey.split('/');
  const taken = new Set(parts.filter((part) => /^\{[^}]*\}$/.test(part)));
  parts.splice(position + 2, 0, taken.has('{id}') ? idNamedAfter(parts[position + 1] ?? '') : '{id}');
  return parts.join('/');
}

/**
 * A name beside the collection at `position` (under the same prefix) that the document writes as
 * the collection's singular joined to another word (`/contact-properties` beside `/contacts`), with
 * the separator it joins them by: the document names things of the collection as a whole so, and
 * the name after the collection (`imports` of `/contacts/imports`) may be one of them
 * (`/contact-imports`), owned by no one item. Undefined where it writes none.
 */
function compoundBeside(pathKey: string, position: number, pathKeys: Iterable<string>): { written: string; joined: string } | undefined {
  const parts = pathKey.split('/');
  const [collection = '', name = ''] = [parts[position + 1], parts[position + 2]];
  const prefix = parts.slice(0, position + 1).join('/');
  const singular = singularOf(collection);
  if (singular === collection || name === '' || name.startsWith('{')) return undefined;
  for (const other of pathKeys) {
    const written = other.split('/')[position + 1] ?? '';
    const separator = /^[-_]/.exec(written.slice(singular.length))?.[0];
    if (!other.startsWith(`${prefix}/`) || !written.startsWith(singular) || separator === undefined || written.length <= singular.length + 1) continue;
    const joined = [...parts.slice(0, position + 1), `${singular}${separator}${name}`, ...parts.slice(position + 3)].join('/');
    return { written: `${prefix}/${written}`, joined };
  }
  return undefined;
}

/**
 * Whether some level after the first names a kind of the items of the name before it, and the
 * path without that level nests within the rule's depth. The operations on the name and its items
 * may say so anywhere (`kindNamedByOperations`); the reading of the document's other paths
 * (`qualifiesItemsOfNameBefore`) only of a name ending the path after a countable plural, or
 * followed by the id of one of the name before's items ending the path under an item
 * (`…/players/hidden/{playerId}`, `…/export/visual/{exportId}`, `idsNamedAfterNameBefore` with
 * `namesItemOf`); a kind its own path shows with no id after it (`kindShownByOwnPath`), wherever the
 * path goes on; and, as such a level, an item's field only actions run on (`owner-holds-field`). What
 * follows a singleton (`/groups/{group-id}/team/installedApps`) is still a level down.
 */
function nestsWithoutKind(facts: Facts, pathKey: string, shape: PathShape, operations: readonly OperationModel[]): boolean {
  const { operationsAt } = facts;
  // The reading's kinds only of a countable plural's items (`credentials`, not a singleton `team`), ending the path.
  const endsPath = (index: number) => index === shape.levels.length - 1 && shape.levels[index]?.id === undefined && shape.segments.at(-1) === shape.levels[index]?.name
    && isCountablePluralNoun(shape.levels[index - 1]?.name.text ?? '', facts.vocabulary);
  // Or followed by the id of one of the name before's items, ending the path here (`…/players/hidden/{playerId}`) or in
  // another path going on from it (`…/export/visual` beside `…/export/visual/{exportId}`): the kind says which of those items.
  // Under an item only (`/applications/{id}/players/hidden/{playerId}`); right under a top collection (`/nodes/pending/{nodeId}`) the id's place is the finding.
  // The id names one of the name's items and nothing more (`{playerId}`, not `{accessReviewScheduleDefinition-id}` after `accessReviews`),
  // whatever the name's number (`{exportId}` says `export` names a collection).
  const endsBeforeItemOf = (index: number) => {
    const [before, level] = [shape.levels[index - 1], shape.levels[index]];
    if (shape.kind !== 'too-deep' || index !== shape.levels.length - 1 || before === undefined || level === undefined) return false;
    const ownId = level.id !== undefined && level.id === shape.segments.at(-1) ? [level.id.text] : [];
    const idsElsewhere = level.id === undefined && level.name === shape.segments.at(-1) ? operationsAt.keysWithParameterAfter(pathKey).map((other) => other.slice(pathKey.length + 1)).filter((rest) => !rest.includes('/')) : [];
    return [...ownId, ...idsElsewhere].some((id) => namesItemOf(id, before.name.text, facts.vocabulary));
  };
  const kind = shape.levels.findIndex((_level, index) => index > 0
    && (kindNamedByOperations(pathKey, index, shape, operationsAt, facts.vocabulary)
      ?? (endsPath(index) ? qualifiesItemsOfNameBefore(pathKey, shape, index, operationsAt, facts.model.root, facts.vocabulary) : undefined)
      // Or, ending the path, made by a POST sending and answering what the collection's own POST does, whatever the
      // collection's number (`POST /transaction/hold` beside `POST /transaction`, both `Transaction`; `creates-as-collection`).
      ?? createsAsCollection(pathKey, shape, index, operationsAt)
      // Or shown a kind by what its own path writes and reads, with no id after it, wherever the path goes on
      // (`/acl/token/onetime/exchange` beside `/acl/token/onetime` writing `OneTimeToken`); an item under it is still a level down.
      ?? (shape.levels[index]?.id === undefined ? kindShownByOwnPath(pathKey, shape, index, operationsAt, facts.model.root) : undefined)
      // Or the field of the item before it that the actions after it run on, with no path of its own
      // (`POST /job/{jobName}/periodic/force`, GET /job/{jobName} answering `Periodic`; `owner-holds-field`).
      ?? facts.nameEvidence.of(prefixKeyAt(pathKey, shape.levels[index]?.name.position ?? 0)).find((evidence) => evidence.id === 'owner-holds-field')
      ?? (endsBeforeItemOf(index) ? idsNamedAfterNameBefore(pathKey, shape, index, operationsAt) : undefined)
      // Or, its id ending the path, answering there and on its own path what an item of the name before it answers
      // (Eventuras' `/registrations/me/{eventId}` answering a `Registration`; `answers-as-items-of`): which of those items, by another key.
      ?? (shape.levels[index]?.id !== undefined && shape.levels[index]?.id === shape.segments.at(-1) ? answersAsItemsOf(pathKey, shape, index, operationsAt) : undefined)
      // Or repeating the collection before it, wherever the path ends (`/tyk/apis/oas/{apiID}/versions` beside `/tyk/apis/{apiID}/versions`),
      // or its answers (`/archives/schedules/{uid}` answering what `/archives/{uid}` answers).
      ?? repeatsCollection(pathKey, shape, index, operationsAt) ?? mirrorsCollection(pathKey, shape, index, operationsAt)
      // Or, names after it, narrowing a path the document has without it, run and answered alike (`GET /search/music/byterm`
      // beside `GET /search/byterm`; `narrows-path-beside`).
      ?? narrowsPathBeside(pathKey, shape, index, operationsAt)
      // Or a field of the one record the name before it answers (`…/specs/providedSpec` beside `GET …/specs`; `field-of-record-before`).
      ?? fieldOfRecordBefore(pathKey, shape, index, operationsAt)) !== undefined);
  const level = shape.levels[kind];
  if (level === undefined) return false;
  const without = analysePath(withoutSegment(pathKey, level.name.position), facts.options.basePath, facts.vocabulary, operations[0]?.pathMethods ?? [], facts.names);
  // Without it, a singular name no id follows right under the collection (`/tyk/apis/export` of `/tyk/apis/oas/export`)
  // names one thing or an action, no sub-collection, as below.
  return nestsWithinDepth(without.kind) || (without.kind === 'not-under-id' && without.levels.length === 2 && namesOneThing(without.levels[1], facts.vocabulary));
}

/** A singular name no id follows, here or anywhere (`/portal/user`, `/tyk/apis/export`): one thing or an action, no collection. */
/** How many of the path's levels are create, read, update or delete verbs the document shares as a prefix (`isSharedVerbPrefix`). */
function sharedVerbPrefixes(pathKey: string, shape: PathShape, facts: Facts): number {
  return shape.levels.filter((_level, index) => isSharedVerbPrefix(pathKey, shape, index, facts.names.prefixes, facts.vocabulary)).length;
}

function namesOneThing(level: PathLevel | undefined, vocabulary: Vocabulary): boolean {
  return level !== undefined && level.id === undefined && !level.identified && !isCountablePluralNoun(level.name.text, vocabulary);
}

/** An id parameter named after a collection, in camel case: `{callId}` for `calls`, `{customFieldId}` for `custom-fields`. */
function idNamedAfter(name: string): string {
  const words = splitWords(name);
  const singular = [...words.slice(0, -1), singularOf(words.at(-1) ?? '')];
  return `{${singular.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('')}Id}`;
}

/**
 * The path key with the id that ends it moved right after the collection it identifies an item of
 * (`/client/secret/{id}` → `/client/{id}/secret`), a trailing slash or a fragment kept where it was.
 */
function withIdMovedAfter(pathKey: string, position: number): string {
  const [, key = pathKey, fragment = ''] = /^([^#]*?)(\/?(?:#.*)?)$/.exec(pathKey) ?? [];
  const parts = key.split('/');
  const id = parts.pop() ?? '';
  parts.splice(position + 2, 0, id);
  return parts.join('/') + fragment;
}

/**
 * Whether levels that start under an item nest deeper than one level, the views, keys and actions
 * the rule reads as no level aside (as for a path read as too deep).
 */
function nestsTooDeep(pathKey: string, shape: PathShape, operations: readonly OperationModel[], operationsAt: OperationsAt, vocabulary: Vocabulary, root: JsonObject): boolean {
  const [first] = shape.levels;
  if (first === undefined || (first.id === undefined && !first.singleton)) return false;
  if (shape.levels.length - trailingNonResources(pathKey, shape, operations, operationsAt, vocabulary) <= 2) return false;
  if (shape.levels.length === 3 && isViewOfParent(pathKey, shape, operations, operationsAt, vocabulary, root)) return false;
  return !(shape.levels.length === 3 && runsVerbOnObject(shape, operations[0]?.pathMethods ?? [], vocabulary));
}

/**
 * The level at `alias` read as the id of an item of the collection before it (`/users/me/tfa/disable`
 * as `/users/{id}/tfa/disable`): the message's data where the path still nests too deep so, else
 * undefined (nothing to report).
 */
function throughAlias(facts: Facts, pathKey: string, shape: PathShape, alias: number, operations: readonly OperationModel[]): Record<string, string | number> | undefined {
  const [parent, level] = [shape.levels[alias - 1], shape.levels[alias]];
  if (parent === undefined || level === undefined) return undefined;
  const aliased: PathLevel[] = [...shape.levels.slice(0, alias - 1), { ...parent, id: level.name }, ...shape.levels.slice(alias + 1)];
  if (!nestsTooDeep(pathKey, { ...shape, levels: aliased }, operations, facts.operationsAt, facts.vocabulary, facts.model.root)) return undefined;
  const because = `"${level.name.text}" standing for an item of "${parent.name.text}"${idFollowsElsewhere(facts, pathKey, parent)}`;
  return { path: pathKey, depth: aliased.length - 1, levels: aliased.map((aliasedLevel) => aliasedLevel.name.text).join(' > '), because };
}

/** The evidence that a collection's items have ids: another path following it with one (` (/users/{id} exists)`), or nothing to add. */
function idFollowsElsewhere(facts: Facts, pathKey: string, level: PathLevel): string {
  const other = facts.nameEvidence.of(prefixKeyAt(pathKey, level.name.position)).find((evidence) => evidence.id === 'id-follows' && evidence.source !== pathKey);
  return other?.source === undefined ? '' : ` (${other.source} exists)`;
}

/** Whether a GET runs among a path's operations and every JSON body its successes answer is an object. */
function readsOneObject(operations: readonly OperationModel[]): boolean {
  const read = readOf(operations);
  const bodies = read === undefined ? [] : successBodies(read).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
  return bodies.length > 0 && bodies.every((body) => isOfType(body.schema, 'object'));
}

/** The GET among a path's operations. */
function readOf(operations: readonly OperationModel[]): OperationModel | undefined {
  return operations.find((operation) => operation.method === 'get');
}

/**
 * A name under a collection that is only read, and answers the very schema the collection's own
 * GET answers (`GET /badges/name`, "the named badges", beside `GET /badges`): a filtered view of
 * the collection, not a sub-collection.
 */
function answersAsCollection(parentKey: string, operations: readonly OperationModel[], operationsAt: (pathKey: string) => readonly OperationModel[]): boolean {
  const [read] = operations;
  return read !== undefined && operations.every((operation) => operation.method === 'get') && answersAs(read, readOf(operationsAt(parentKey)));
}

/**
 * The last name of a path, with no id after it, is a view of the collection before it: a view word
 * (`/groups/current`, `/questions/latest`), a past participle of one word (`/sdks/outdated`), or a
 * name that is no plural noun read as the collection's own schema (`/badges/name`,
 * `/questions/unanswered`), or a name only read as one number (`/divisions/searchTotalResults`),
 * or a measure of the items the collection lists (`measuresListedItems`: `…/metrics/max`), or,
 * plural or not, a read answering what the collection's GET answers, its items named for the
 * collection (`listsCollectionItems`: `/books/duplicates` listing `BookDto`), or listing those
 * items in more detail (`listsItemsInDetail`: `…/tags/history` listing `TagHistoryItem`), or
 * listing one field of those items alone (`listsFieldOfItems`: `/authors/names` listing strings).
 */
function isViewOfParent(pathKey: string, shape: PathShape, operations: readonly OperationModel[], operationsAt: OperationsAt, vocabulary: Vocabulary, root: JsonObject): boolean {
  const last = shape.levels.at(-1);
  if (last === undefined || last.id !== undefined || last.identified || shape.segments.at(-1) !== last.name) return false;
  // A past participle of one word filters the items before it or states theirs, as under a collection.
  if (isViewWord(last.name.text, vocabulary) || isParticipleWord(last.name.text, vocabulary)) return true;
  // One number read of the collection (`GET /divisions/searchTotalResults`, an integer) counts or measures it: no sub-collection.
  if (readsOneNumber(operations, vocabulary)) return true;
  const parentKey = pathKey.replace(/\/[^/]*\/?$/, '');
  // A measure of the items the collection lists (`GET …/metrics/max` answering `MaxTeamMetric` beside `TeamMetric`; `measures-listed-items`).
  if (measuresListedItems(pathKey, parentKey, operationsAt, root) !== undefined) return true;
  // The collection's own answer, listing items named for it (`GET /books/duplicates` answering `PageBookDto` of `BookDto`, as `GET /books` does; `lists-collection-items`).
  if (listsCollectionItems(pathKey, parentKey, operationsAt, root, vocabulary) !== undefined) return true;
  // The collection's items in more detail, at any depth (`GET /runs/{id}/tags/history` listing `TagHistoryItem`, every field of the `TagResponse` `GET …/tags` lists and more; `lists-items-in-detail`).
  if (listsItemsInDetail(pathKey, parentKey, operationsAt, root) !== undefined) return true;
  // One field of the collection's items, listed alone (`GET /authors/names` listing strings, `AuthorDto` holding `name`; `lists-field-of-items`).
  if (listsFieldOfItems(pathKey, parentKey, operationsAt, vocabulary) !== undefined) return true;
  // A plural noun (`/users/orders`) names a sub-collection whatever schema it shares with its parent, or query (`renders-collection`).
  return !isPluralNoun(last.name.text, vocabulary) && (answersAsCollection(parentKey, operations, operationsAt) || rendersCollectionOf(pathKey, parentKey, operationsAt, vocabulary) !== undefined);
}

/** The names of a GET's query parameters. */
function queryOf(operation: OperationModel | undefined): Set<string> {
  return new Set(operation === undefined ? [] : queryNamesOf(operation));
}

/** Whether a read describes no schema for any success answer. */
function describesNoAnswer(read: OperationModel): boolean {
  return successBodies(read).every((body) => body.schema === undefined);
}

/**
 * A name under a collection only read, with the very query of the collection's own GET, two
 * filters or more besides paging, where neither describes what it answers (`GET
 * /v2/locations/markers`, the locations as map markers): the same collection in another
 * rendering, not a sub-collection. Where answers are described, `answersAsCollection` compares
 * them instead: a query shared by every list of an API (`filter`, `orderBy`) says nothing.
 */
function rendersCollection(parentKey: string, operations: readonly OperationModel[], operationsAt: (pathKey: string) => readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const parentRead = readOf(operationsAt(parentKey));
  const read = readOf(operations);
  if (parentRead === undefined || read === undefined || !operations.every((operation) => operation.method === 'get')) return false;
  if (!describesNoAnswer(read) || !describesNoAnswer(parentRead)) return false;
  const [own, parents] = [queryOf(read), queryOf(parentRead)];
  const filters = [...own].filter((name) => !isPageField(name, vocabulary));
  return own.size === parents.size && [...own].every((name) => parents.has(name)) && filters.length >= 2;
}

/**
 * The ids that follow the collection elsewhere identify the child's things, by their name
 * (`/bulk/{jobId}`) or as their description says ("The ID of the bulk job"): `/bulk/jobs` lists
 * the collection's own items, not a sub-collection of one of them.
 */
function listsItemsOfParent(parentKey: string, child: string, operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const head = headNoun(child, vocabulary);
  if (head === undefined) return false;
  const thing = singularOf(head);
  const prefix = `${parentKey}/{`;
  return operations.some((operation) => {
    if (!operation.pathKey.startsWith(prefix)) return false;
    const written = operation.pathKey.slice(parentKey.length + 1).split('/')[0] ?? '';
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && `{${candidate.name}}` === written);
    return describesIdOf(parameter?.node['description'], thing, vocabulary) || isNamedAfter(written, head);
  });
}

/** A name whose head noun is the collection's own, after words saying which kind (`AlbumArtists` of `Artists`). */
function namesKindOf(child: string, parent: string): boolean {
  const [childWords, parentWords] = [splitWords(child), splitWords(parent)];
  return childWords.length > parentWords.length && childWords.slice(-parentWords.length).join(' ') === parentWords.join(' ');
}

/**
 * How many names that are no resources end the path, each a level with no id: view words (`all`,
 * `own`, `latest`), past participles of one word (`archived`), and a verb last under a collection (`/me/albums/contains`), which path-nouns
 * reports; an action on an item (`/assignments/{assignment}/archive`) is a level. A verb after a
 * word saying how many (`/authors/batch/update`) is one action on many, both names together. A
 * state word after a collection (`/applications/status`) reads the state of its items.
 */
function trailingNonResources(pathKey: string, shape: PathShape, operations: readonly OperationModel[], operationsAt: OperationsAt, vocabulary: Vocabulary, { repeatedActions = new Set<string>(), summaryVerbs = new Map<string, string>(), participles = true }: { repeatedActions?: ReadonlySet<string>; summaryVerbs?: ReadonlyMap<string, string>; participles?: boolean } = {}): number {
  const methods = operations[0]?.pathMethods ?? [];
  if (endsInBatchAction(pathKey, shape, methods, operationsAt, vocabulary)) return 2;
  let count = 0;
  // A query ending the path with what it looks for (`/users/{id}/files/search/{query}`) is a view of the name before it.
  const lastLevel = shape.levels.at(-1);
  const endsInQuery = lastLevel?.id !== undefined && lastLevel.id === shape.segments.at(-1) && isQueryWord(lastLevel.name.text, vocabulary);
  for (let index = shape.levels.length - 1; index >= 0; index--) {
    const level = shape.levels[index];
    const isQuery = endsInQuery && level === lastLevel;
    // A view word stays a view where the items' ids follow it in another path (`/ticket-counts/detailed/{id}`).
    if (level === undefined || (level.id !== undefined && !isQuery) || (level.identified && !isViewWord(level.name.text, vocabulary))) break;
    const before = shape.levels[index - 1];
    const underCollection = before !== undefined && before.id === undefined && isPluralNoun(before.name.text, vocabulary);
    const isLast = count === 0 && index === shape.levels.length - 1;
    // Or a noun as often as a verb the document runs as one action after many collections (`…/states/associate`),
    // or the call every operation there is named for after a namespace (`calendar.events.quickAdd`): the document's
    // own actions, after a plural or a name an id follows elsewhere (`acl` of `/calendars/{calendarId}/acl/{ruleId}`).
    const underNamedCollection = underCollection || (before !== undefined && before.id === undefined && before.identified);
    // Or one POST, alone on the path, is named for as its verb (`cleanTranslations` on `…/translations/clean`; `operation-names-verb`);
    // a word saying how many (`bulkCreateEvents` on `…/events/bulk`, `batch-words`) names a batch, still a level (19c #46).
    const post = operations.find((operation) => operation.method === 'post');
    const namedAction = repeatedActions.has(level.name.text.toLowerCase()) || (postNamedAsItsPath(operations, level.name.text) && !isCountablePluralNoun(level.name.text, vocabulary))
      || (isLast && post !== undefined && methods.every((method) => method === 'post') && !vocabulary.words('batch-words').has(level.name.text.toLowerCase()) && postNamedForItsVerb(post, level.name.text, vocabulary));
    // Or a name a verb leads, more words after it, ending a path only POST runs right after the collection, no id after
    // it anywhere and no records of its own elsewhere (`POST …/eventdeliveries/batchretry`, `…/subscriptions/test_function`
    // summarised "Test a subscription function"): the action run on the collection, as the reading calls it.
    const endsInVerb = isLast && ((underCollection && (verbOfPostAction(level.name.text, methods, vocabulary) !== undefined || endsInActionOnCollection(pathKey, level, before, methods, operationsAt, vocabulary, summaryVerbs.get(pathKey)))) || (underNamedCollection && namedAction));
    // So is a state word after them (`/teams/{id}/applications/status`): the state of those items, one report.
    const endsInState = isLast && underCollection && statesStateAfter(before.name.text, level.name.text, vocabulary);
    // The items given as their keys only (`GET /district/{key}/events/keys` answering strings), or
    // under the plural of an identifier word (`/systems/{id}/cves/ids`), as directly under a collection.
    // A past participle of one word (`/threads/archived/public`) filters the items before it, as a view word does.
    // So does a name saying how the items are found or grouped (`/workspaces/{id}/usages/by-bot`, "Break down workspace usage by bot").
    // A verb that reads, right after the collection on a path GET alone runs, before views (`…/logins/list/paged`), reads its items (`reading-verb`).
    const readsItems = count > 0 && underCollection && readsAsView(level.name.text, methods, vocabulary);
    // So does a last name every GET there is named for listing the plural before it, naming nothing of it
    // (`GET …/principals/ls` as `listUserExternalPrincipals`; `operations-list-name-before`): which of them are listed.
    const listedByName = isLast && underCollection && listedByNameBefore(operations, level.name.text, before.name.text, vocabulary) !== undefined;
    // So does a report on them ending the path, only read, answering one record (`GET /cluster/{node_id}/logs/summary`, `report-nouns`):
    // their measures, no level. One answering a page (`…/TaskQueues/Statistics`, a record per queue) lists.
    // Under a singular name an id follows elsewhere as much (Harness' `GET /registry/{registry_ref}/artifact/stats` beside `…/artifact/{artifact}`).
    const reportsOn = isLast && underNamedCollection && namesReport(level.name.text, vocabulary) && answersNoArray(operations);
    // So does a measure only read under a report no id follows and none lists (`GET /typebots/{typebotId}/analytics/inDepthData`,
    // `report-nouns`): one of that report's figures, as `…/analytics/stats` is, no collection of its own (HEAD reads it too,
    // Midaz's `HEAD /organizations/metrics/count` answering the number in a header); under E2B's
    // `/teams/{teamID}/metrics`, listing `TeamMetric` records, `…/metrics/max` is judged.
    const measuresReport = isLast && before !== undefined && before.id === undefined && !before.identified && namesReport(before.name.text, vocabulary)
      && retrievesOnly(methods) && !readsAsList(operationsAt(keyUpToLevel(pathKey, before.name.position)), before.name.text, vocabulary);
    // So does a report on them whose one measure, only retrieved, ends the path (Midaz's `HEAD
    // /organizations/{organization_id}/ledgers/metrics/count`, the number of ledgers in a header): their figure, both names together.
    const reportOfMeasure = !isLast && count === 1 && index === shape.levels.length - 2 && underNamedCollection && namesReport(level.name.text, vocabulary) && retrievesOnly(methods);
    // So does a last name only POST runs right after a one-word verb (`isObjectOfVerb`: Nakama's `POST
    // /v2/account/authenticate/apple`, the verb-on-object reading): what the verb works on, one action with it.
    const objectOfVerb = isLast && !level.identified && methods.length > 0 && methods.every((method) => method === 'post') && isObjectOfVerb(shape, level, vocabulary);
    if (!listedByName && !reportsOn && !measuresReport && !reportOfMeasure && !objectOfVerb && !isViewWord(level.name.text, vocabulary) && !(participles && isParticipleWord(level.name.text, vocabulary)) && !endsInVerb && !endsInState && !readsItems && !(isLast && (answersKeysOnly(operations) || namesItemsByIds(level.name.text, vocabulary) || isLookupName(level.name.text, vocabulary)))) break;
    count++;
  }
  return lastLevel?.name === shape.segments.at(-1) || endsInQuery ? count : 0;
}

/**
 * Whether the name right after the collection is a verb that reads (`readsAsView`) and the names
 * after it, one or more, are view words or past participles, none with an id (`/logins/list/paged`):
 * a view of the collection's items.
 */
function readsItemsAsView(shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): boolean {
  const [collection, reading, ...views] = shape.levels;
  if (collection === undefined || reading === undefined || views.length === 0 || collection.id !== undefined || reading.id !== undefined || reading.identified || shape.segments.at(-1) !== views.at(-1)?.name) return false;
  return readsAsView(reading.name.text, methods, vocabulary) && views.every((view) => view.id === undefined && !view.identified && (isViewWord(view.name.text, vocabulary) || isParticipleWord(view.name.text, vocabulary)));
}

/**
 * How many view words stand before the name they qualify, each a level with no id under an item
 * (`/files/{id}/public/links`, the file's public links): an adjective, no resource, so no level.
 */
function qualifyingViews(shape: PathShape, vocabulary: Vocabulary): number {
  return shape.levels.filter((_level, index) => qualifiesNextAsView(shape, index, vocabulary)).length;
}

/**
 * How many names of an HTTP method stand before another name, each a level with no id
 * (`delete` of Amoro's `GET /catalogs/{catalogName}/delete/check`, whether a DELETE may run;
 * `namesMethodAt`, the reading's `http-method-name`): they say which requests the name after them
 * is about, no resource, so no level.
 */
function methodQualifiers(pathKey: string, shape: PathShape, operationsAt: OperationsAt): number {
  return shape.levels.filter((level, index) => {
    const next = shape.levels[index + 1];
    return level.id === undefined && next !== undefined && next.name.position === level.name.position + 1 && namesMethodAt(pathKey, level.name.position, operationsAt);
  }).length;
}

/** Whether the path's GET answers an array of strings or numbers: the keys or ids of items, no items of its own. */
function answersKeysOnly(operations: readonly OperationModel[]): boolean {
  const read = readOf(operations);
  const schemas = read === undefined ? [] : successBodies(read).map((body) => body.schema);
  const isScalar = (items: unknown) => {
    const types = declaredTypes(items);
    return types.size > 0 && [...types].every((type) => type === 'string' || type === 'integer' || type === 'number');
  };
  return schemas.length > 0 && schemas.every((schema) => isOfType(schema, 'array') && isObject(schema) && isScalar(schema['items']));
}

/**
 * Whether another name beside the level's, under the same parent, is followed by a parameter of the
 * same name ending a path too, one that identifies none of either's items (`/duties/attester/{epoch}`
 * beside `/duties/proposer/{epoch}`): kinds sharing one argument.
 */
function kindsSharingArgument(pathKey: string, level: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  const argument = level.id?.text;
  if (argument === undefined || identifiesItemOf(argument, level.name.text, vocabulary)) return false;
  const parentKey = keyUpToLevel(pathKey, level.name.position - 1);
  for (const other of operationsAt.pathKeys()) {
    const sibling = other.startsWith(`${parentKey}/`) && other.endsWith(`/${argument}`) ? other.slice(parentKey.length + 1, -argument.length - 1) : undefined;
    if (sibling !== undefined && sibling !== level.name.text && /^[^/{}]+$/.test(sibling) && !identifiesItemOf(argument, sibling, vocabulary)) return true;
  }
  return false;
}

/** Its messages by id. */
const messages = {
  tooDeep: 'path "{{path}}" nests {{depth}} levels ({{levels}}); nest one level at most: /collection/{id}/sub-collection',
  tooDeepThroughAlias: 'path "{{path}}" nests {{depth}} levels ({{levels}}), {{because}}; nest one level at most: /collection/{id}/sub-collection',
  tooDeepUnderName: 'path "{{path}}" nests {{depth}} levels ({{levels}}) under "{{name}}", which no id follows in the document; nest one level at most: /collection/{id}/sub-collection',
  tooDeepNotUnderId: 'path "{{path}}" nests {{depth}} levels ({{levels}}), "{{child}}" straight under the collection "{{parent}}" with no id between; nest one level at most: /collection/{id}/sub-collection',
  notUnderId: 'path "{{path}}" puts "{{child}}" straight under the collection "{{parent}}"; a sub-collection sits under an id: {{suggested}}',
  notUnderIdOrCompound: 'path "{{path}}" puts "{{child}}" straight under the collection "{{parent}}"; a sub-collection sits under an id: {{suggested}}, or, owned by no one item, a collection of its own as {{written}} is: {{joined}}',
  parameterAfterNoName: 'path "{{path}}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]',
} as const;

export default defineRule({
  id: 'path-nesting-depth',
  messages,
  options: {
    basePath: 'a prefix (`/api`) stripped before levels are counted',
    singletons: 'singular resources that stand for an item (`/me/orders` is one level)',
    vocabulary: '`singletons` adds to the option above; `identifier-words.described-id` and `determiners.article` read an id\'s description ("the ID of the job"), `ranking-words` and `irregular-participles` name views of a collection, `probes` health probes, whose own checks nest as they like; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    // Each path's operations, looked up once per document.
    const { operationsAt } = facts;
    for (const { pathKey, path, shape, operations } of pathEntries(facts)) {
      const names = shape.levels.map((level) => level.name.text);
      // A view of a sub-collection (`/users/{id}/questions/featured`, `/me/activities/all/own`) adds no level.
      const [first] = shape.levels;
      const underItem = first?.id !== undefined || first?.singleton === true;
      // So does a create, read, update or delete verb the document shares as a prefix before a name (`/auth/account/change/email`
      // beside `…/change/password`; `verb-prefix-shared`): the verb done on what follows, which path-nouns reports.
      if (shape.kind === 'too-deep' && underItem && shape.levels.length - trailingNonResources(pathKey, shape, operations, operationsAt, facts.vocabulary, { repeatedActions: facts.names.repeatedActions, summaryVerbs: facts.names.summaryVerbs }) - qualifyingViews(shape, facts.vocabulary) - methodQualifiers(pathKey, shape, operationsAt) - sharedVerbPrefixes(pathKey, shape, facts) <= 2) continue;
      if (shape.kind === 'too-deep' && shape.levels.length === 3 && underItem && isViewOfParent(pathKey, shape, operations, operationsAt, facts.vocabulary, facts.model.root)) continue;
      // A verb on an item and what it works on (`POST /batches/{id}/process/labels`) is one action, no level.
      if (shape.kind === 'too-deep' && shape.levels.length === 3 && underItem && runsVerbOnObject(shape, operations[0]?.pathMethods ?? [], facts.vocabulary)) continue;
      // A probe's own checks (`/health/queue/certificates`) are no resources.
      if (isUnderProbe(pathKey, facts.vocabulary)) continue;
      // Nor are the paths a standard lays out under its name and version (`/radiodns/spi/3.1/…`), or
      // at its endpoints right under its name (`/apps/{appId}/scim/Users`).
      if (isUnderStandard(pathKey, shape.versionSegments, facts.vocabulary) || standardEndpointIn(pathKey) !== undefined) continue;
      // A name between a collection and the id its items have elsewhere (`/quotes/close/{id}`,
      // `/accounts/premium/{id}/transactions` beside `/accounts/{id}/transactions`) qualifies that
      // item: no level of its own.
      if ((shape.kind === 'too-deep' || shape.kind === 'not-under-id') && shape.levels.length <= 3 && qualifiesItemBeforeItsId(pathKey, 1, shape, operationsAt, facts.vocabulary, facts.model.root) !== undefined) continue;
      // A kind of the items of the name before it, as the operations on it and on its items name it
      // (`/activities/ab/{id}`, `getABActivity`) or as the reading shows (`qualifiesItemsOfNameBefore`:
      // `/credentials/admin_entp` beside `/credentials/admin_entp/{credentialId}/…`), is no level: the
      // path nests as it would without it.
      if ((shape.kind === 'too-deep' || shape.kind === 'not-under-id') && nestsWithoutKind(facts, pathKey, shape, operations)) continue;
      // A name right under a collection whose write sends the ids of its items (`PATCH
      // /mails/marking/{markType}` sending `messageIds`) acts on many of them: no sub-collection.
      if (shape.kind === 'not-under-id' && shape.levels.length === 2 && sendsIdsOfItems(pathKey, 1, shape, operations, operationsAt) !== undefined) continue;
      if (shape.kind === 'too-deep') {
        // A name of one item where its id stands (`/guilds/{id}/members/@me` beside
        // `/guilds/{id}/members/{user_id}`) is that item: the path nests as it would with the id.
        // So is a name standing where another path puts an id of the collection's items (`-` of Kafka REST's
        // `/clusters/{cluster_id}/brokers/-/configs` beside `…/brokers/{broker_id}/configs`; `value-of-id-elsewhere`).
        const alias = shape.levels.findIndex((_level, index) => index > 0 && (standsForItem(shape, index, facts.vocabulary) || standsForItemByQuery(pathKey, shape, index, operations, operationsAt) !== undefined
          || valueOfIdElsewhere(pathKey, shape, index, operationsAt, facts.vocabulary) !== undefined));
        if (alias > 0) {
          const data = throughAlias(facts, pathKey, shape, alias, operations);
          if (data !== undefined) results.push({ path, messageId: 'tooDeepThroughAlias', data });
          continue;
        }
        results.push({ path, messageId: 'tooDeep', data: { path: pathKey, depth: shape.levels.length - 1, levels: names.join(' > ') } });
      } else if (shape.kind === 'not-under-id') {
        const [parent, child] = names;
        const childLevel = shape.levels[1];
        // A view word right under the collection, before the name it qualifies (`/portal/public/user`),
        // is no level: the path reads as `/portal/user`, a singular name no id follows anywhere, which
        // names one thing or an action, no sub-collection (as below).
        const unqualified = shape.levels.filter((_level, index) => !qualifiesNextAsView(shape, index, facts.vocabulary));
        if (unqualified.length === 2 && unqualified.length < shape.levels.length && namesOneThing(unqualified[1], facts.vocabulary)) continue;
        // A name of one resource where the id of an item of the collection stands (`/users/me/tfa`
        // beside `/users/{id}`) is that item: the path nests as `/users/{id}/tfa` would.
        if (first !== undefined && childLevel !== undefined && (standsForItem(shape, 1, facts.vocabulary) || standsForItemByAnswer(pathKey, shape, 1, operationsAt) !== undefined || standsWhereParameterStands(pathKey, shape, 1, operationsAt, facts.vocabulary) !== undefined)) {
          const data = throughAlias(facts, pathKey, shape, 1, operations);
          if (data !== undefined) results.push({ path, messageId: 'tooDeepThroughAlias', data });
          continue;
        }
        // Only under a collection is a name a sub-collection: a singular name, or a mass noun, no id
        // follows anywhere and whose GET lists nothing (`/application/settings`,
        // `/customer/email/{email}`, `/metadata/crms`) is one thing or a namespace, not a
        // collection. What follows it still nests as it would alone
        // (`/shop/users/{uid}/orders/{oid}/items` as `/users/{uid}/orders/{oid}/items`).
        if (first !== undefined && !first.identified && !isCountablePluralNoun(first.name.text, facts.vocabulary)) {
          if (!readsAsList(operationsAt(keyUpToLevel(pathKey, first.name.position)), first.name.text, facts.vocabulary)) {
            const rest = shape.levels.slice(1);
            if (nestsTooDeep(pathKey, { ...shape, levels: rest }, operations, operationsAt, facts.vocabulary, facts.model.root)) {
              results.push({ path, messageId: 'tooDeepUnderName', data: { path: pathKey, depth: rest.length - 1, levels: rest.map((level) => level.name.text).join(' > '), name: first.name.text } });
            }
            continue;
          }
        }
        // A verb under a collection (`/stream_sources/add`) is no sub-collection: path-nouns reports it.
        // Nor is a plural the operations there run as a verb (`POST /api_keys/validations` as `validateApiKey`).
        const methods = operations[0]?.pathMethods ?? [];
        // So is a name a verb leads on a path only POST runs, no id after it (`POST /workflows/render-task/http`): an action
        // run on the collection, the names after it saying which (`verb-led-action`).
        if (verbLedActionOnCollection(pathKey, shape, methods, operationsAt, facts.vocabulary) !== undefined) continue;
        // So is a batch word right under the collection before ids of its items (`GET /sheets/bulk/{sheet_id_list}`, many sheets
        // at once; `batch-words`): the items read together, no sub-collection whose place an id would take.
        if (shape.levels.length === 2 && childLevel?.id !== undefined && isBatchWord(childLevel.name.text, facts.vocabulary) && idsNamedAfterNameBefore(pathKey, shape, 1, operationsAt) !== undefined) continue;
        // So is the name ending a path only POST runs whose every summary leads with it as a verb phrase, right under the collection
        // (`POST /v1/messages/count_tokens`, "Count tokens in a Message"; `summary-leads-with-verb`).
        if (shape.levels.length === 2 && childLevel?.id === undefined && facts.names.summaryVerbs?.has(pathKey) === true) continue;
        // So is a name standing where the document puts verbs, ending the path or before the parameter ending it
        // (`POST /backends/upgrade/{name}` beside `/backends/delete/{name}`; `verbs-beside-it`): the verb run on that item.
        if (childLevel !== undefined && shape.levels.length === 2 && facts.names.amongVerbs?.has(prefixKeyAt(pathKey, childLevel.name.position)) === true) continue;
        if (child !== undefined && shape.levels.length === 2 && (verbOfPostAction(child, shape.segments.at(-1)?.text === child ? methods : [], facts.vocabulary) !== undefined || shape.runsNamedVerb === true)) continue;
        // So is a verb after a word saying how many (`POST /authors/batch/update`): one action on the collection's items.
        if (shape.levels.length === 3 && endsInBatchAction(pathKey, shape, methods, operationsAt, facts.vocabulary)) continue;
        // A view of the collection or a word standing for one of its items (`/private/all`,
        // `/groups/current`, `/icons/recent_uploads`) names no sub-collection: the suggested
        // `/{id}/all` would be nonsense.
        if (child !== undefined && shape.levels.length === 2 && shape.segments.at(-1)?.text === child && (isViewWord(child, facts.vocabulary) || isRankedView(child, facts.vocabulary) || isLookupName(child, facts.vocabulary) || isParticiple(child, facts.vocabulary))) continue;
        // So does a verb that reads, on a path GET alone runs, followed by views only (`GET /logins/list/paged`):
        // it reads the collection's items, and path-nouns reports the verb (`reading-verb`).
        if (readsItemsAsView(shape, methods, facts.vocabulary)) continue;
        // A query on the collection with what it looks for after it (`GET /plugins/search/{query}`,
        // `/plugins/lookup/{pluginName}`) holds no items of its own: what follows nests as it would
        // after the collection's id (`/plugins/lookup/{pluginName}/versions` as `/plugins/{id}/versions`).
        if (child !== undefined && childLevel?.id !== undefined && isQueryWord(child, facts.vocabulary)) {
          const data = shape.levels.length === 2 ? undefined : throughAlias(facts, pathKey, shape, 1, operations);
          if (data !== undefined) results.push({ path, messageId: 'tooDeepThroughAlias', data });
          continue;
        }
        // Nor does a verb whose own path only POST runs, its summary leading with it (`POST /pages/fetch`, "Fetch All Pages
        // Data"; `summary-leads-with-verb`), before the one name ending the path (`GET /pages/fetch/status`, the state of that
        // fetch): the action run on the collection and what it has, no sub-collection; path-nouns reports the verb.
        if (actionBeforeLastName(pathKey, shape, facts.names.summaryVerbs) !== undefined) continue;
        // Nor does a measure its own path answers as one number, alone or with the parameter ending the path what it is taken of
        // (`GET /txs/count` and `GET /txs/count/{id}`; `answers-one-number`): a figure of the collection's items, no sub-collection.
        if (childLevel !== undefined && shape.levels.length === 2 && (childLevel.id === undefined || shape.segments.at(-1) === childLevel.id) && measuredAlone(facts.nameEvidence, prefixKeyAt(pathKey, childLevel.name.position)) !== undefined) continue;
        // Nor does a name marked as the collection's own by a leading underscore, ending the path or with its parameter after it
        // (`/annotation_layer/_info`; `POST /_providers/_default/{id}` makes that provider the default, no item of `_default`).
        if (child !== undefined && shape.levels.length === 2 && child.startsWith('_') && (shape.segments.at(-1)?.text === child || shape.segments.at(-1) === childLevel?.id)) continue;
        // A report on the collection ending the path, a plural naming one thing as often (`GET /api/end_users/statistics`, `report-nouns`), measures
        // its items, whatever list it answers: no sub-collection missing an id.
        if (child !== undefined && shape.levels.length === 2 && shape.segments.at(-1)?.text === child && namesReport(child, facts.vocabulary) && namesOneThingAsOften(child, facts.vocabulary)) continue;
        // So is a name saying which report ends the path, only retrieved, no path of its own (Keep's `GET
        // /alerts/quality/metrics`; `qualifies-report`): the report on the collection's items, no sub-collection.
        if (shape.levels.length === 3 && qualifiesReport(pathKey, shape, 1, methods, operationsAt, facts.vocabulary)) continue;
        // So is a report on the collection and one of its measures ending the path, only retrieved (Midaz's `HEAD
        // /organizations/metrics/count`, the number of organizations in a header): a figure of its items, no sub-collection.
        const measure = shape.levels[2];
        if (child !== undefined && childLevel?.id === undefined && shape.levels.length === 3 && measure !== undefined && shape.segments.at(-1) === measure.name && reportBeforeMeasure(pathKey, measure, shape, methods, facts.vocabulary)?.text === child) continue;
        // A singular name whose parameter after it chooses among a few words the document lists
        // (`/messages/unread/{actor}`, `organization` or `user`) holds no items: a filter and its
        // variant, no sub-collection.
        if (childLevel?.id !== undefined && shape.levels.length === 2 && !isCountablePluralNoun(childLevel.name.text, facts.vocabulary) && choosesVariant(operations, childLevel.id.text) !== undefined) continue;
        // Nor do names beside each other, each followed by the same parameter ending the path, which
        // identifies none of their items (`/validator/duties/proposer/{epoch}` beside `…/attester/{epoch}`):
        // kinds of the collection's items sharing one argument.
        if (childLevel?.id !== undefined && shape.levels.length === 2 && shape.segments.at(-1) === childLevel.id && kindsSharingArgument(pathKey, childLevel, operationsAt, facts.vocabulary)) continue;
        // Only a collection is a sub-collection: a singular name with no id after it anywhere
        // (`/groups/current`, `/alerts/closeAll`, `/oauth/token`) may be a view, an action or a
        // resource of its own; nothing in the document shows items under it.
        if (childLevel !== undefined && !childLevel.identified && !isCountablePluralNoun(childLevel.name.text, facts.vocabulary)) {
          // A mass noun (`/ActionTypes/entityInformation/fields`) names one thing at any depth.
          if (shape.levels.length === 2 || isPluralNoun(childLevel.name.text, facts.vocabulary)) continue;
        }
        // So is a plural name ending the path that the operations there use as one resource, its GET
        // answering one object (MISP's `GET /servers/serverSettings`, the instance's settings; `used-as-one`),
        // or its writes sending it as one plain value (FlexMeasures' `POST /assets/keep_legends_below_graphs`; `sets-field-named-so`).
        const childKey = childLevel === undefined ? '' : prefixKeyAt(pathKey, childLevel.name.position);
        if (childLevel !== undefined && shape.levels.length === 2 && childLevel.id === undefined && !childLevel.identified && shape.segments.at(-1) === childLevel.name
          && facts.names.singletons.has(childKey) && (readsOneObject(operations) || facts.nameEvidence.of(childKey).some((piece) => piece.id === 'sets-field-named-so'))) continue;
        // The collection's items given as their ids or keys only (`/followers/ids.json` beside `/followers/list.json`).
        if (childLevel !== undefined && (isGenericIdentifier(childLevel.name.text.replace(/\.[A-Za-z0-9]+$/, ''), facts.vocabulary) || (childLevel.id === undefined && answersKeysOnly(operations)))) continue;
        // A kind of the collection's own items (`/Artists/AlbumArtists`, `/users/admin-users`) is a view of it.
        if (child !== undefined && parent !== undefined && namesKindOf(child, parent)) continue;
        if (shape.levels.length === 2 && isViewOfParent(pathKey, shape, operations, operationsAt, facts.vocabulary, facts.model.root)) continue;
        if (shape.levels.length === 2 && childLevel !== undefined) {
          const parentKey = keyUpToLevel(pathKey, shape.levels[0]?.name.position ?? 0);
          const isLast = shape.segments.at(-1) === childLevel.name;
          if (isLast && rendersCollection(parentKey, operations, operationsAt, facts.vocabulary)) continue;
          if (isLast && !childLevel.identified && listsItemsOfParent(parentKey, childLevel.name.text, facts.model.operations, facts.vocabulary)) continue;
          // Every success of its GET described as a list of the collection's items by name (`GET /names/changes`, "A list of names
          // matching the search criteria"): it picks among them, no sub-collection (`described-as-items-of`).
          if (isLast && childLevel.id === undefined && !childLevel.identified && parent !== undefined && describedAsItemsOf(operations, parent, facts.vocabulary) !== undefined) continue;
          // Its GET lists the collection's items in more detail (`GET /tag/detail` listing `TagDetailsResource`
          // beside `GET /tag` listing `TagResource`): a view of them (`lists-items-in-detail`).
          if (isLast && childLevel.id === undefined && listsItemsInDetail(pathKey, parentKey, operationsAt, facts.model.root) !== undefined) continue;
          // Its GET lists records named for the collection's items, with no id of their own (`GET /tags/privacy_zones`
          // listing `{tag_id, tag_name, …}`): the collection's items it picks (`lists-items-named-for-name-before`).
          if (isLast && childLevel.id === undefined && !childLevel.identified && listsItemsNamedForNameBefore(pathKey, parentKey, operationsAt, facts.vocabulary) !== undefined) continue;
          // The collection's items looked up by another thing's key (`GET /behaviors/folders/{path}`
          // answering what `GET /behaviors` answers): the behaviors of a folder, not a sub-collection.
          if (childLevel.id !== undefined && shape.segments.at(-1) === childLevel.id && answersAsCollection(parentKey, operations, operationsAt)) continue;
        }
        // With an id after the collection the path would still nest too deep (`/shops/users/{uid}/orders/{oid}/items`):
        // say so, rather than suggest a path the rule reports in its turn.
        // (A participle counts here, as the message names it: `/orders/status/approved` nests orders > status > approved.)
        if (shape.levels.length - trailingNonResources(pathKey, shape, operations, operationsAt, facts.vocabulary, { participles: false }) > 2) {
          results.push({ path, messageId: 'tooDeepNotUnderId', data: { path: pathKey, depth: shape.levels.length - 1, levels: names.join(' > '), child: child ?? '', parent: parent ?? '' } });
        } else {
          const position = shape.levels[0]?.name.position ?? 0;
          // The id ending the path is the collection's item's where the POST makes the name on that item, or
          // where the id is named after the collection, not the name (`/plugins/changelog/{pluginName}`).
          const idOfParent = childLevel?.id !== undefined && shape.segments.at(-1) === childLevel.id && parent !== undefined && child !== undefined
            && namesItemOf(childLevel.id.text, parent, facts.vocabulary);
          const ownItems = madeOnItemBeforeItsId(pathKey, 1, shape, operationsAt) === undefined && !idOfParent;
          const suggested = ownItems ? withIdAfter(pathKey, position) : withIdMovedAfter(pathKey, position);
          // Where the document writes a compound of the collection's singular beside it (`/contact-properties` beside
          // `/contacts`), the name may be one such thing of the collection as a whole (`/contact-imports`): say both,
          // unless the id after it is the collection's item's (`/forms/view_time_form_pdf/{form_id}`).
          const compound = ownItems ? compoundBeside(pathKey, position, operationsAt.pathKeys()) : undefined;
          if (compound === undefined) results.push({ path, messageId: 'notUnderId', data: { path: pathKey, child: child ?? '', parent: parent ?? '', suggested } });
          else results.push({ path, messageId: 'notUnderIdOrCompound', data: { path: pathKey, child: child ?? '', parent: parent ?? '', suggested, ...compound } });
        }
      } else if (shape.kind === 'irregular') {
        // A parameter starting the path identifies an item of the collection every server URL ends in (`/{id}` under `…/autopilots`):
        // with one level after it at most (`/{userId}/sessions/{sessionId}` under `…/users`), the path nests as the rule asks.
        const serverCollection = facts.names.serverCollection;
        if (serverCollection !== undefined && itemOfServerCollection(shape, serverCollection, facts.vocabulary, operationsAt(pathKey)) !== undefined) {
          if (shape.levels.length <= 1) continue;
          // Deeper, it nests as it would written under that collection (`/{userId}/dataSources/{dataSourceId}/datasets`
          // under `…/users`): the message counts the server URL's collection, whose item the parameter is.
          const underServer = analysePath(`/${serverCollection.name}${pathKey}`, facts.options.basePath, facts.vocabulary, operations[0]?.pathMethods ?? [], facts.names);
          if (nestsWithinDepth(underServer.kind)) continue;
          if (underServer.kind === 'too-deep') {
            results.push({ path, messageId: 'tooDeep', data: { path: pathKey, depth: underServer.levels.length - 1, levels: underServer.levels.map((level) => level.name.text).join(' > ') } });
            continue;
          }
        }
        // A first parameter choosing one of the collections other paths start with (`/{provider}/{external_id}/applications`
        // beside `/messenger/{external_id}`, `{provider}` one of `messenger`, …): the path nests as it would under that name.
        const chosen = collectionChosenFirst(pathKey, operations, operationsAt);
        if (chosen !== undefined && nestsWithinDepth(analysePath(chosen.key, facts.options.basePath, facts.vocabulary, operations[0]?.pathMethods ?? [], facts.names).kind)) continue;
        results.push({ path, messageId: 'parameterAfterNoName', data: { path: pathKey } });
      }
    }
    return results;
  },
});
