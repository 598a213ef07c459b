import type { OperationModel } from './api-model.js';
import { isRedirectStatus } from './status.js';
import type { Evidence } from './evidence.js';
import type { Facts } from './facts.js';
import { answersOneThing, measuredAlone, titleOf } from './facts.js';
import type { Vocabulary } from './words.js';
import type { PathLevel, PathSegment, PathShape, PathShapeKind } from './path-shape.js';
import { embeddedVersionSegments, isActionPath, isNameLedByVersion, isMinorVersionAfter, itemAliasOf, namesDescriptionWritten, sentPathOf, spelledName, splitPathKey, standsForItem, versionsApiNamedBefore, writtenApartKey } from './path-shape.js';
import { isUnderStandard, partVersionEvidence, standardAtRootOf, standardEndpointIn } from './versioning.js';
import { DEFAULT_SINGLETONS } from '../options.js';
import { acronymOf, namesThingWhenIdentified, endsInPreposition, endsInProductName, endsInQuantifier, headsOnNegation, headsOnParticle, isCountablePluralNoun, isLookupName, isParticipleWord, isPluralNoun, isQueryWord, isRunTogetherRead, isViewWord, leadingVerb, readsAsView, namesItemsByIds, singularOf, splitWords, verbOfPostAction } from './words.js';
import { createdByAnother, nameBeforeItemAlias, identifiedInQuery, listsCollectionItems, listsFieldOfItems, listsItemsNamedForNameBefore, namedForVerbAlone, summaryTextOf, verbNamedBeforeRest, measuresListedItems, answersItemsOf, verbLedActionOnCollection, listsItemsInDetail, rendersCollectionOf, isObjectOfLastVerb, verbPrefixBefore, listedByNameBefore, collectionChosenFirst, describedAsItemsOf, endsInBatchAction, namesMethodAt, readsStateAt, createdAndChangedBeside, recordsNamedElsewhere, oauthRedirectOf, answersSchemaNamed, listsRecordsNamed, choosesVariant, isObjectOfVerb, madeOnItemBeforeItsId, runsOnlyPost, standsWhereParameterStands, standsForItemByAnswer, standsForItemWrittenOut, keyUpToLevel, operationsNameKindOf, qualifiesItemBeforeItsId, qualifiesItemsOfNameBefore, pluralListedBeside, qualifiesNextAsView, standardLayoutNames, itemOfServerCollection, sendsIdsOfItems, standsForItemByQuery, reportBeforeMeasure, namesParameterBefore, namesOneThingUnidentified, answersFieldNamedAs, answersListAtParameter, postNamedAsItsPath, postNamedForItsVerb, readsOneRecord, verbRunOnOwnerItem, computesAnswer, answersOnlyRedirects, answersItemsByRole, operationUndone, readBesideChange, removesAmongChanges, takesBoundedNumber, setsValueInPath, readsItselfById, fieldOfRecordBefore, narrowsPathBeside, actionBeforeLastName, isSharedVerbPrefix, qualifiesReport } from './path-roles.js';
import type { VersionParameterReading } from './path-roles.js';
import { stringOf } from './json.js';
import { statesStateAfter, statesStateOfPlural } from './outcomes.js';

/**
 * The reading of a document's paths: for every path key, what each of its segments is (a
 * collection, an item, a singleton, an action, a version, a shared prefix…) and the evidence each
 * role rests on. Read from the path model the rules judge (`Facts.shapeOf`) and from the evidence
 * recorded where the document's names were decided (`Facts.nameEvidence`); nothing is decided here
 * a second time.
 */

export type SegmentRole =
  | 'collection'
  | 'item'
  | 'item by another key'
  | 'singleton'
  | 'item alias'
  | 'action'
  | 'view'
  | 'action parameter'
  | 'action argument'
  | 'version'
  | 'base path'
  | 'shared prefix'
  | 'prefix'
  | 'standard layout'
  | 'format'
  | 'qualifier'
  | 'parameter after no name';

export interface SegmentReading {
  /** The segment as written in the path key. */
  segment: string;
  role: SegmentRole;
  evidence: Evidence[];
}

export interface PathReading {
  pathKey: string;
  /** Upper-case methods defined on the path. */
  methods: string[];
  /** The shape the path rules judge (RULES.md's path model). */
  shape: PathShapeKind;
  segments: SegmentReading[];
  /** What the document shows of the operations on the path, beyond its segments, that a rule turns on (`operationEvidence`); empty where nothing does. */
  operations: Evidence[];
}

const readings = new WeakMap<Facts, PathReading[]>();

/** The reading of every path key of the document, in the document's order; built once per document and options. */
export function readPaths(facts: Facts): readonly PathReading[] {
  let found = readings.get(facts);
  if (found === undefined) {
    const byPath = new Map<string, OperationModel[]>();
    for (const operation of facts.model.operations) byPath.set(operation.pathKey, [...(byPath.get(operation.pathKey) ?? []), operation]);
    found = [...byPath].map(([pathKey, operations]) => readPath(facts, pathKey, operations));
    readings.set(facts, found);
  }
  return found;
}

/** The file of a list, or of a kind of one (`view-words.query` is in `view-words.json`). */
const VOCABULARY = (list: string) => `rulesets/vocabulary/${list.replace(/\..*$/, '')}.json`;

/** That a word is in one of `lists`: as the options add it (`config:<list>`), or as the list's file has it. */
function listEvidence(facts: Facts, lists: readonly string[], word: string, detail: string): Evidence {
  const [file = ''] = lists;
  const added = lists.find((list) => facts.vocabulary.isConfigured(list, word));
  return added === undefined
    ? { id: `vocabulary:${file}`, detail, source: VOCABULARY(file) }
    : { id: `config:${added}`, detail: `${detail}, as configured`, source: `vocabulary.${added}` };
}

/** The lists a view word comes from. */
const VIEW_LISTS = ['view-words', 'ranking-words', 'file-formats.view'];

function readPath(facts: Facts, pathKey: string, operations: readonly OperationModel[]): PathReading {
  const [first] = operations;
  const shape = first === undefined ? undefined : facts.shapeOf(first);
  const methods = (first?.pathMethods ?? []).map((method) => method.toUpperCase());
  const written = sentPathOf(pathKey).split('/').slice(1);
  const raw = splitPathKey(pathKey);
  const byPosition = new Map<number, SegmentReading>();
  const set = (position: number, role: SegmentRole, evidence: Evidence[]) => byPosition.set(position, { segment: written[position] ?? '', role, evidence });
  if (shape !== undefined) readShape(facts, pathKey, shape, operations, set);
  addObjectsOfVerbs(facts, pathKey, raw, byPosition);
  const endpoint = standardEndpointIn(pathKey);
  if (endpoint !== undefined) {
    const [name = '', path = ''] = written.slice(endpoint.position, endpoint.position + 2);
    const laidOut: Evidence = { id: 'standard-endpoint', detail: `"${path}" right under "${name}" is an endpoint ${endpoint.standard} lays out under its base URL: the standard's path, no level of the API's`, source: VOCABULARY('standards') };
    set(endpoint.position, 'standard layout', [laidOut]);
    set(endpoint.position + 1, 'standard layout', [laidOut]);
  }
  const judged = new Set(shape?.segments.map((segment) => segment.position));
  const versions = new Set([...(shape?.versionSegments ?? []), ...embeddedVersionSegments(pathKey, facts.names.versionsWrittenApart)].map((segment) => segment.position));
  const standard = shape !== undefined && isUnderStandard(pathKey, shape.versionSegments, facts.vocabulary);
  const rootStandard = standardAtRootOf(pathKey, facts);
  written.forEach((text, position) => {
    if (byPosition.has(position) || text === '') return;
    const segment = raw.find((candidate) => candidate.position === position);
    if (segment === undefined) set(position, 'format', [{ id: 'vocabulary:file-formats', detail: `"${text}" only names a format`, source: VOCABULARY('file-formats') }]);
    else if (text === '.well-known' || written.slice(0, position).includes('.well-known')) set(position, 'standard layout', [{ id: 'well-known', detail: 'names under /.well-known/ are fixed by their own standards', source: 'RFC 8615' }]);
    else if (position === 0 && versions.has(position) && rootStandard !== undefined) set(position, 'standard layout', [{ id: 'standard-root-version', detail: `"${text}" is the version ${rootStandard} fixes at the root of the paths it lays out, which the document serves under it: the standard's version, not the API's`, source: VOCABULARY('standards') }]);
    else if (versions.has(position) && text.startsWith('{')) set(position, 'version', [versionParameterEvidence(text, facts.names.versionParameters?.get(text.slice(1, -1)))]);
    else if (versions.has(position) && numberAfterApiName(raw, segment, facts.vocabulary)) set(position, 'version', [{ id: 'number-after-api-name', detail: `"${text}" right after "${written[position - 1] ?? ''}", a name saying the API, versions it, however deep it stands`, source: VOCABULARY('api-names') }]);
    else if (versions.has(position) && position === 0 && facts.names.zeroVersions?.has(text) === true) set(position, 'version', [{ id: 'zero-beside-later-version', detail: `"${text}" stands first where a later bare version number stands in other paths, the same name after both: version ${text} of the API` }]);
    else if (versions.has(position) && isMinorOfVersionBefore(raw, segment, versions)) set(position, 'version', [{ id: 'minor-version-number', detail: `"${text}" right after the version number "${written[position - 1] ?? ''}" is its minor number (version ${written[position - 1] ?? ''}.${text})` }]);
    else if (versions.has(position)) set(position, 'version', [versionWrittenApartEvidence(facts, written, position) ?? { id: 'version-like', detail: `"${text}" reads as a version` }, ...[partVersionEvidence(facts, text)].filter((piece) => piece !== undefined)]);
    else if (standard) set(position, 'standard layout', [{ id: 'vocabulary:standards', detail: 'under a standard\'s own name and version, laid out by that standard', source: VOCABULARY('standards') }]);
    else if (!judged.has(position)) set(position, ...prefixRole(facts, raw, segment, operations));
  });
  return { pathKey, methods, shape: shape?.kind ?? 'root', segments: [...byPosition].sort(([left], [right]) => left - right).map(([, reading]) => reading), operations: operationEvidence(facts, pathKey, operations) };
}

/**
 * A name and a version written as one word (`directory_v1`) where another path key writes them apart
 * (`/admin/directory/v1/users`; `versionsWrittenApart`): that version, misspelt (`version-written-apart`).
 */
function versionWrittenApartEvidence(facts: Facts, written: readonly string[], position: number): Evidence | undefined {
  const apart = writtenApartKey(written, position);
  if (apart === undefined || facts.names.versionsWrittenApart?.has(apart) !== true) return undefined;
  const [word = '', version = ''] = apart.split('/').slice(-2);
  const elsewhere = facts.model.operations.find((operation) => operation.pathKey.startsWith(`/${apart}/`) || operation.pathKey === `/${apart}`)?.pathKey;
  return { id: 'version-written-apart', detail: `"${written[position] ?? ''}" is the version ${version} of "${word}", written apart in other path keys: the same version, misspelt`, ...(elsewhere === undefined ? {} : { source: elsewhere }) };
}

/**
 * A compound name an operation on the path answers as a field (`answers-field-named-so`: path-nouns);
 * the items of a plural name answered by role, each a field (`answers-items-by-role`: list-envelope);
 * what the POST on a path is, as the operations there show beyond the path's segments: a verb run
 * on the item the path goes through, creating nothing (`operation-acts-on-item`: create-returns-resource), or
 * a verb alone answering no body on a name nothing reads (`operation-named-for-verb`: create-returns-resource), or
 * an answer worked out on a name nothing reads (`operation-computes`: create-returns-resource), or
 * the undoing of another operation named as it is but for the prefix (`operation-undoes-another`:
 * create-returns-resource), or another verb run on what another operation beside it makes
 * (`create-is-another-operation`: create-returns-resource), or a change of the one thing a GET beside it reads, named for it
 * (`operation-changes-what-get-reads`: create-returns-resource), a diff sent as lists, one of things
 * to remove (`sends-changes-to-list`: create-returns-resource), or a hand-off by redirect sending
 * nothing (`answers-only-redirects`: create-returns-resource);
 * one thing a GET alone picks by a query parameter named for its id (`identified-in-query`: path-nouns),
 * or a word standing for one item after a verb APIs use as a noun (`alias-after-name`: path-nouns);
 * an action on the one thing a GET beside it answers (`get-answers-one`: method-body-semantics); the
 * action its name is the verb of, a DELETE beside it undoing it (`operation-names-verb`:
 * method-path-semantics); an addition to the list a GET there answers where an id would stand
 * (`get-answers-list-at-parameter`: method-path-semantics); the call every operation there is named
 * for after a namespace (`operation-named-as-path`: path-nesting-depth).
 */
function operationEvidence(facts: Facts, pathKey: string, operations: readonly OperationModel[]): Evidence[] {
  const pieces: Evidence[] = [];
  for (const segment of splitPathKey(pathKey)) {
    const answering = segment.isParameter ? undefined : answersFieldNamedAs(operations, segment.text);
    if (answering !== undefined) pieces.push({ id: 'answers-field-named-so', detail: `${answering.method.toUpperCase()} ${pathKey} answers a field spelt as "${segment.text}": the thing answered, a compound noun, not a verb and its object`, source: `${pathKey} ${answering.method.toUpperCase()}` });
  }
  const aliased = nameBeforeItemAlias(pathKey, operations, facts.vocabulary);
  if (aliased !== undefined) pieces.push({ id: 'alias-after-name', detail: `"${splitPathKey(pathKey).at(-1)?.text ?? ''}" after "${aliased.text}", which GET reads, stands for one of its items as an id would: "${aliased.text}", a verb APIs use as a noun, names those things here`, source: VOCABULARY('item-aliases') });
  const name = sentPathOf(pathKey).split('/').at(-1) ?? '';
  const byQuery = namesThingWhenIdentified(name, facts.vocabulary) ? identifiedInQuery(operations, name, facts.vocabulary) : undefined;
  if (byQuery !== undefined) pieces.push({ id: 'identified-in-query', detail: `GET ${pathKey} reads one of "${name}" by "${byQuery}" in its query, named for its id: a thing picked in the query, no verb`, source: `${pathKey} GET` });
  const byRole = isPluralNoun(name, facts.vocabulary) ? answersItemsByRole(operations, name, facts.vocabulary) : undefined;
  if (byRole !== undefined) pieces.push({ id: 'answers-items-by-role', detail: `GET ${pathKey} answers one object of ${byRole.join(', ')}: the "${name}" by role, each a field, one record and no page`, source: `${pathKey} GET` });
  const post = operations.find((operation) => operation.method === 'post');
  if (post === undefined) return pieces;
  const named = stringOf(post.node['operationId']) ?? '';
  const verb = verbRunOnOwnerItem(post, facts.operationsAt, facts.vocabulary);
  const computing = computesAnswer(post, facts.operationsAt, facts.vocabulary);
  if (computing !== undefined) pieces.push({ id: 'operation-computes', detail: `POST ${pathKey} is named ${named} and says "${computing}": it works out an answer, on a name nothing reads, so it makes nothing`, source: `${pathKey} POST` });
  const undone = operationUndone(post, facts.model.operations, facts.vocabulary);
  if (undone !== undefined) pieces.push({ id: 'operation-undoes-another', detail: `POST ${pathKey} is named ${named}, as ${stringOf(undone.node['operationId']) ?? ''} is but for a prefix undoing its verb: it removes what that one makes, so it makes nothing`, source: `${undone.pathKey} ${undone.method.toUpperCase()}` });
  const maker = createdByAnother(post, operations, facts.vocabulary);
  if (maker !== undefined) pieces.push({ id: 'create-is-another-operation', detail: `POST ${pathKey} is ${calledAs(post)}, another verb run on "${name}", and ${maker.method.toUpperCase()} ${pathKey}, ${calledAs(maker)}, makes it: the POST runs its own verb, so it makes nothing`, source: `${pathKey} ${maker.method.toUpperCase()}` });
  const read = readBesideChange(post, facts.operationsAt, facts.vocabulary);
  if (read !== undefined) pieces.push({ id: 'operation-changes-what-get-reads', detail: `POST ${pathKey} is named ${named}, a verb that changes what exists run on "${name}", and ${stringOf(read.node['operationId']) ?? ''} reads that same thing here: the path names one thing the POST sets, so it makes nothing`, source: `${pathKey} GET` });
  const removals = removesAmongChanges(post, facts.vocabulary);
  if (removals !== undefined) pieces.push({ id: 'sends-changes-to-list', detail: `POST ${pathKey} sends only lists, "${removals}" among them of things to remove: it changes what "${name}" holds, adding and removing at once, so it makes no one item`, source: `${pathKey} POST` });
  if (answersOnlyRedirects(post)) pieces.push({ id: 'answers-only-redirects', detail: `POST ${pathKey} sends no body and answers success only by redirecting (${post.responses.map((response) => response.status).filter(isRedirectStatus).join(', ')}): it hands the client on, so it makes nothing`, source: `${pathKey} POST` });
  const alone = namedForVerbAlone(post, facts.operationsAt, facts.vocabulary);
  if (alone !== undefined) pieces.push({ id: 'operation-named-for-verb', detail: `POST ${pathKey} is named ${named}, the verb "${alone}" alone, answers no body and posts to a name nothing reads: it runs the verb, so it makes nothing`, source: `${pathKey} POST` });
  if (verb !== undefined) pieces.push({ id: 'operation-acts-on-item', detail: `POST ${pathKey} is named ${named}: "${verb}" run on the item the path goes through, on a name nothing reads, so it makes nothing`, source: `${pathKey} POST` });
  if (post.requestBody === undefined && readsOneRecord(operations, facts.vocabulary)) pieces.push({ id: 'get-answers-one', detail: `GET ${pathKey} answers one record that lists nothing, and says nothing of a list: one thing, so the POST beside it, sending no body, is an action on it`, source: `${pathKey} GET` });
  if (post.pathMethods.every((method) => method === 'post' || method === 'delete') && postNamedForItsVerb(post, name, facts.vocabulary)) pieces.push({ id: 'operation-names-verb', detail: `POST ${pathKey} is named ${named}, for "${name}" as its verb, ${post.pathMethods.includes('delete') ? 'with only DELETE beside it: the action, which the DELETE undoes' : 'alone on the path: the action'}`, source: `${pathKey} POST` });
  if (postNamedAsItsPath(operations, name)) pieces.push({ id: 'operation-named-as-path', detail: `only POST runs on ${pathKey}, named ${named}: "${name}" is that call after its namespace, an action, no level of its own under a collection`, source: `${pathKey} POST` });
  if (answersListAtParameter(operations, facts.vocabulary)) pieces.push({ id: 'get-answers-list-at-parameter', detail: `GET ${pathKey} answers a list where an item's id would stand: the parameter picks a set of records, so the POST here adds to it`, source: `${pathKey} GET` });
  return pieces;
}

/** How the document names an operation: its operationId, or its summary quoted. */
function calledAs(operation: OperationModel): string {
  const operationId = stringOf(operation.node['operationId']);
  return operationId === undefined ? `"${summaryTextOf(operation) ?? ''}"` : `named ${operationId}`;
}

/** Why a path parameter is the version the client names: its listed values, or its place first in the key (`versionParametersOf`). */
function versionParameterEvidence(text: string, reading: VersionParameterReading | undefined): Evidence {
  if (reading === 'first') return { id: 'version-parameter-first', detail: `${text} is named for a version and stands first in every path key declaring it, after no name it could be an item of: the version the client names` };
  if (reading === 'default') return { id: 'version-parameter-default', detail: `${text} is named for a version and declared with a version as its default: the version the client names` };
  if (reading === 'after-api-name') return { id: 'version-parameter-after-api-name', detail: `${text} is named for a version and stands right after a name saying the API, names after it: the version the client names` };
  return { id: 'version-parameter', detail: `${text} is named for a version, and every operation lists only version numbers for it: the version the client names` };
}

/**
 * Why a name path-nouns would take for a verb is what a verb beside it works on: right after a
 * create, read, update or delete verb the document shares as a prefix (`get` before `quarantine`),
 * or, a verb APIs use as a noun, right before one verb ending the path (`archive` before `export`).
 */
function addObjectsOfVerbs(facts: Facts, pathKey: string, raw: readonly PathSegment[], byPosition: Map<number, SegmentReading>): void {
  const last = raw.at(-1);
  for (const segment of raw) {
    const reading = byPosition.get(segment.position);
    if (segment.isParameter || reading === undefined) continue;
    const verb = verbPrefixBefore(pathKey, segment.position, facts.names.prefixes, facts.vocabulary);
    const object: Evidence | undefined = verb !== undefined
      ? { id: 'after-verb-prefix', detail: `"${verb}" before it, a create, read, update or delete verb the document shares as a prefix, works on it: what it names, no verb` }
      : last !== undefined && !last.isParameter && last.position === segment.position + 1 && isObjectOfLastVerb(segment.text, last.text, facts.vocabulary)
        ? { id: 'object-of-last-verb', detail: `"${segment.text}", a verb APIs use as a noun, is what "${last.text}" ending the path works on`, source: VOCABULARY('verbs-naming-things') }
        : undefined;
    if (object !== undefined) byPosition.set(segment.position, { ...reading, evidence: [...reading.evidence, object] });
  }
}

/** Whether the segment is a bare number right after a name saying the API (`versionsApiNamedBefore`: the `2` of `/apps/tables/api/2/…`). */
function numberAfterApiName(raw: readonly PathSegment[], segment: PathSegment, vocabulary: Vocabulary): boolean {
  const before = raw.find((candidate) => candidate.position === segment.position - 1);
  return before !== undefined && versionsApiNamedBefore(before, segment, vocabulary);
}

/** Whether the segment is the minor number of the version segment right before it (`isMinorVersionAfter`: the `0` of `/1/0/`). */
function isMinorOfVersionBefore(raw: readonly PathSegment[], segment: PathSegment, versions: ReadonlySet<number>): boolean {
  const before = raw.find((candidate) => candidate.position === segment.position - 1);
  return before !== undefined && versions.has(before.position) && isMinorVersionAfter(before, segment);
}

/** A segment before the resource path: the configured base path, a shared prefix, a parameter choosing one of fixed prefixes, or what stands before a version. */
function prefixRole(facts: Facts, raw: readonly PathSegment[], segment: PathSegment, operations: readonly OperationModel[]): [SegmentRole, Evidence[]] {
  const variant = segment.isParameter ? choosesVariant(operations, segment.text) : undefined;
  if (variant !== undefined) return ['prefix', [variant, { id: 'before-version', detail: 'stands before the version segment' }]];
  const basePath = facts.options.basePath.split('/').filter((part) => part.length > 0);
  if (basePath[segment.position] === segment.text) return ['base path', [{ id: 'config:basePath', detail: `the configured basePath ${facts.options.basePath}`, source: 'basePath' }]];
  const key = prefixKeyAt(raw, segment);
  const isSharedPrefix = (piece: Evidence) => piece.id === 'shared-prefix' || piece.id === 'reads-index-of-paths' || piece.id === 'vocabulary:api-names' || piece.id === 'vocabulary:report-nouns' || piece.id === 'before-version-elsewhere' || piece.id === 'operation-id-hides-levels' || piece.id === 'shared-in-another-version';
  const evidence = facts.nameEvidence.of(key).filter(isSharedPrefix);
  // Where it starts the resource path after a version, the name's use at the document's root (see `stripSharedPrefix`).
  if (evidence.length === 0 && key !== segment.text) evidence.push(...facts.nameEvidence.of(segment.text).filter(isSharedPrefix).map((piece) => ({ ...piece, detail: `as at the document's root: ${piece.detail}`, source: piece.source ?? segment.text })));
  if (evidence.length > 0) return ['shared prefix', evidence];
  // A static name before a namespace the operationIds show is one of its namespaces (`stats` before `index` of `/v1/stats/index/{name}`).
  const namespace = raw.find((later) => later.position > segment.position && facts.names.namespaces?.has(prefixKeyAt(raw, later)) === true);
  const shown = namespace === undefined ? [] : facts.nameEvidence.of(prefixKeyAt(raw, namespace)).filter((piece) => piece.id === 'operation-id-hides-levels');
  if (shown.length > 0) return ['shared prefix', shown];
  return ['prefix', [{ id: 'before-version', detail: 'stands before the version segment' }]];
}

function prefixKeyAt(raw: readonly PathSegment[], segment: PathSegment): string {
  return raw.filter((part) => part.position <= segment.position).map((part) => part.text).join('/');
}

type SetRole = (position: number, role: SegmentRole, evidence: Evidence[]) => void;

/**
 * The levels of the run of views that ends a path right after a plural collection, as
 * path-nesting-depth counts no level for them: names with no id, each a view word or a past
 * participle of one word (`/threads/active`, `/threads/archived/public`). A path only POST runs
 * ends in the action it names instead (`POST /accounts/open`).
 */
function endingViewRun(pathKey: string, shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): Set<number> {
  const run = new Set<number>();
  const last = shape.levels.at(-1)?.name;
  if (last === undefined || last !== splitPathKey(pathKey).at(-1) || verbOfPostAction(last.text, methods, vocabulary) !== undefined) return run;
  for (let index = shape.levels.length - 1; index > 0; index--) {
    const level = shape.levels[index];
    if (level === undefined || level.id !== undefined || level.identified) break;
    const before = shape.levels[index - 1];
    const readsItems = run.size > 0 && before !== undefined && before.id === undefined && isPluralNoun(before.name.text, vocabulary) && readsAsView(level.name.text, methods, vocabulary);
    if (!(isViewWord(level.name.text, vocabulary) || isParticipleWord(level.name.text, vocabulary) || readsItems)) break;
    run.add(index);
  }
  const before = shape.levels[shape.levels.length - run.size - 1];
  return before !== undefined && before.id === undefined && isPluralNoun(before.name.text, vocabulary) ? run : new Set();
}

function readShape(facts: Facts, pathKey: string, shape: PathShape, operations: readonly OperationModel[], set: SetRole): void {
  const raw = splitPathKey(pathKey);
  const lastLevel = shape.levels.at(-1);
  const methods = operations.map((operation) => operation.method);
  const viewRun = endingViewRun(pathKey, shape, methods, facts.vocabulary);
  const batchAction = endsInBatchAction(pathKey, shape, methods, facts.operationsAt, facts.vocabulary);
  // A verb-led name right after the collection on a path only POST runs (`POST /workflows/render-task/http`).
  const actionVerb = verbLedActionOnCollection(pathKey, shape, methods, facts.operationsAt, facts.vocabulary);
  for (const [index, level] of shape.levels.entries()) {
    const key = prefixKeyAt(raw, level.name);
    const isLast = level === lastLevel;
    const parent = shape.levels[index - 1];
    const next = shape.levels[index + 1];
    // Where its GET answers what the item's GET answers, that is the alias's evidence (`/blocks/latest`).
    // So is a parameter choosing a kind of the name before, where another path has one (`/resources/{resourceType}`).
    const measured = isLast && level.id === undefined && !level.identified && parent !== undefined && parent.id === undefined ? measuresListedItems(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.model.root) : undefined;
    // The items of the collection before it listed in more detail (`GET …/tags/history` listing `TagHistoryItem`), whatever else reads it as one resource.
    const inDetail = isLast && level.id === undefined && parent !== undefined ? itemsInDetailOf(facts, pathKey, parent) : undefined;
    // One field of the collection's items, listed alone (`GET /authors/names` listing strings beside `AuthorDto` of `{name, role}`).
    const fieldOfItems = isLast && level.id === undefined && !level.identified && parent !== undefined && parent.id === undefined ? listsFieldOfItems(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.vocabulary) : undefined;
    const endingView = isLast && level.id === undefined && parent !== undefined ? (level.identified ? undefined : endingViewOf(facts, level, parent) ?? itemsDescribedOf(facts, shape, level, parent, operations)) ?? inDetail ?? itemsNamedForParentOf(facts, shape, pathKey, level, parent) ?? collectionItemsOf(facts, shape, pathKey, level, parent) ?? renderingOf(facts, pathKey, level, parent) : undefined;
    const question = isLast && level.id === undefined && !level.identified ? questionEvidence(facts, level.name.text) : undefined;
    const stateOfThings = isLast ? stateOfPlural(facts, level, parent) : undefined;
    // Which items of the plural before it its GET lists, as the operations name that plural alone (`ListCapacities` on `…/capacities/compute`).
    const listedByName = isLast && level.id === undefined && parent !== undefined && parent.id === undefined ? listedByNameBefore(operations, level.name.text, parent.name.text, facts.vocabulary) : undefined;
    // A name only read as one number, recorded with the document's names (`readsOneNumber`): under a name, a view of it.
    const counted = isLast ? facts.nameEvidence.of(key).filter((piece) => piece.id === 'answers-one-number') : [];
    // A name that is the subtype of the one media type its GET answers (`plain` of `text/plain`): the representation read, a view.
    const representation = isLast ? facts.nameEvidence.of(key).filter((piece) => piece.id === 'names-media-type') : [];
    // A word that is a noun as often, alone at the end of a path only POST runs (`POST /images/crop`), unless the operations name it as what they work on.
    const postAction = isLast && level.id === undefined && !level.identified && leadingVerb(level.name.text, facts.vocabulary) === undefined && facts.names.namedObjects?.has(pathKey) !== true
      ? verbOfPostAction(level.name.text, methods, facts.vocabulary)
      : undefined;
    // A singular name ending the path but for a parameter choosing among listed words (`/messages/unread/{actor}`): a filter and its variant.
    const variant = isLast && level.id !== undefined && !isCountablePluralNoun(level.name.text, facts.vocabulary) ? choosesVariant(operations, level.id.text) ?? takesBoundedNumber(operations, level.id.text, facts.vocabulary) ?? setsValueInPath(operations, level.id.text, level.name.text, facts.vocabulary) : undefined;
    // What the parameter before it identifies (`/invoices/{groupId}/group`).
    const labelOfParameter = namesParameterBefore(shape, index);
    const byAnswer = parent === undefined ? undefined : (isLast ? standsForItemByQuery(pathKey, shape, index, operations, facts.operationsAt) ?? standsForItemWrittenOut(pathKey, shape, index, facts.operationsAt) : standsForItemByAnswer(pathKey, shape, index, facts.operationsAt)) ?? standsWhereParameterStands(pathKey, shape, index, facts.operationsAt, facts.vocabulary);
    // The endpoint JSON-RPC calls are sent to, and a call among calls (`/api/sso-logout` beside `/api/get-users`).
    if (isLast && level.id === undefined && (facts.names.procedureEndpoints?.has(pathKey) === true || facts.names.calls?.has(pathKey) === true)) {
      set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'json-rpc-endpoint' || piece.id === 'among-calls' || piece.id === 'under-commands-name'));
      continue;
    }
    const redirect = isLast && level.id !== undefined && shape.choosesAction === true ? oauthRedirectOf(operations) : undefined;
    if (redirect !== undefined && level.id !== undefined) {
      set(level.name.position, 'action', [redirect]);
      set(level.id.position, 'action argument', [redirect]);
      continue;
    }
    if (level.name === shape.customMethod && level.id !== undefined) {
      const [resource = '', method = ''] = level.name.text.split(':');
      const custom: Evidence = { id: 'custom-method', detail: `"${method}" after the colon is a method run on "${resource}", and ${level.id.text} after it the item it runs on` };
      set(level.name.position, 'action', [custom]);
      set(level.id.position, 'item', [custom]);
      continue;
    }
    if (batchAction && index >= shape.levels.length - 2) {
      const batch = shape.levels[shape.levels.length - 2]?.name.text ?? '';
      if (isLast) set(level.name.position, 'action', [...actionEvidence(facts, level, operations), { id: 'after-batch-word', detail: `"${batch}" before it says the action runs on many at once` }]);
      else set(level.name.position, 'qualifier', [listEvidence(facts, ['batch-words'], batch.toLowerCase(), `"${batch}" says how many the action after it runs on, no level of its own`)]);
      continue;
    }
    if (viewRun.has(index) && parent !== undefined) {
      const participle = isParticipleWord(level.name.text, facts.vocabulary) && !isViewWord(level.name.text, facts.vocabulary);
      const collection = shape.levels[shape.levels.length - viewRun.size - 1]?.name.text ?? '';
      const readingVerb = !participle && !isViewWord(level.name.text, facts.vocabulary);
      set(level.name.position, 'view', participle
        ? [{ id: 'past-participle', detail: `"${level.name.text}" is a past participle: it filters the items of "${collection}" or states theirs, no thing of its own` }]
        : readingVerb ? [{ id: 'reading-verb', detail: `"${level.name.text}" is a verb that reads, run by GET alone right after "${collection}": it reads its items, no thing of its own`, source: VOCABULARY('reading-verbs') }] : viewEvidence(facts, pathKey, level, parent));
      continue;
    }
    if (facts.names.apiNamed?.has(key) === true && level.id === undefined) {
      set(level.name.position, 'qualifier', facts.nameEvidence.of(key).filter((piece) => piece.id === 'names-the-api'));
      continue;
    }
    if (byAnswer !== undefined) set(level.name.position, 'item alias', [byAnswer]);
    else if (parent !== undefined && standsForItem(shape, index, facts.vocabulary)) {
      const identified = facts.nameEvidence.of(prefixKeyAt(raw, parent.name)).find((piece) => piece.id === 'id-follows' && piece.source !== pathKey);
      const word = level.name.text.replace(/^@/, '').toLowerCase();
      const alias: Evidence = itemAliasOf(level.name.text, facts.vocabulary) === 'handle'
        ? { id: 'handle', detail: `"${level.name.text}" is written as a handle, with "@": it names one item` }
        : listEvidence(facts, ['item-aliases'], word, `"${word}" stands for one item`);
      set(level.name.position, 'item alias', [
        alias,
        ...(identified === undefined ? [] : [{ ...identified, id: 'id-follows-elsewhere' }]),
      ]);
    } else if (isLast && facts.names.namedActions?.has(pathKey) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'operations-name-action' || piece.id === 'post-names-action'));
    else if (isLast && facts.names.namedVerbRuns?.has(pathKey) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'operations-name-verb' || piece.id === 'verb-on-sibling-collection'));
    else if (isLast && facts.names.dottedMethods?.has(pathKey) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'dotted-method-name'));
    else if (isLast && facts.names.summaryVerbs?.has(pathKey) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'summary-leads-with-verb'));
    // So is one whose own path is such an action, one name ending the path after it (`GET /pages/fetch/status` beside `POST /pages/fetch`).
    else if (actionBeforeLastName(pathKey, shape, facts.names.summaryVerbs) === level) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'summary-leads-with-verb'));
    else if (isLast && facts.names.runsWithoutRecord?.has(pathKey) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'operation-spells-name' || piece.id === 'sends-and-answers-nothing'));
    else if (facts.vocabulary.siblingVerbs?.has(level.name.text.toLowerCase()) === true) {
      const { verb = '', sibling = '' } = facts.vocabulary.siblingVerbs.get(level.name.text.toLowerCase()) ?? {};
      set(level.name.position, 'action', [{ id: 'verb-led-beside', detail: `"${verb}" leads "${level.name.text}" where the document puts verbs: only POST runs here, and POST-only names beside it are led by verbs (${sibling})`, source: sibling }]);
    }
    else if (facts.vocabulary.runTogetherVerbs?.has(level.name.text.toLowerCase()) === true) {
      set(level.name.position, 'action', [{ id: 'run-together-verb', detail: `"${level.name.text}" runs the verb "${facts.vocabulary.runTogetherVerbs.get(level.name.text.toLowerCase()) ?? ''}" together with what follows: the document writes those words apart, or its operations' summaries lead with the verb`, source: VOCABULARY('verbs') }]);
    }
    else if (stateOfThings !== undefined) set(level.name.position, 'view', [stateOfThings]);
    else if (listedByName !== undefined) set(level.name.position, 'view', [listedByName]);
    else if (isLast && level.id === undefined && parent !== undefined && counted.length > 0) set(level.name.position, 'view', counted);
    else if (level.id === undefined && parent !== undefined && representation.length > 0) set(level.name.position, 'view', representation);
    else if (measured !== undefined) set(level.name.position, 'view', [measured]);
    else if (inDetail !== undefined) set(level.name.position, 'view', [inDetail]);
    else if (fieldOfItems !== undefined) set(level.name.position, 'view', [fieldOfItems]);
    else if (isSharedVerbPrefix(pathKey, shape, index, facts.names.prefixes, facts.vocabulary)) {
      set(level.name.position, 'action', [{ id: 'verb-prefix-shared', detail: `"${level.name.text}", a create, read, update or delete verb, stands before "${shape.levels[index + 1]?.name.text ?? ''}" as a prefix the document shares over several paths: the verb done on what follows, no level of its own`, source: VOCABULARY('verbs') }]);
    }
    else if (level.singleton) {
      // A field of the one record the name before it answers (`…/specs/providedSpec` beside `GET …/specs`).
      const field = fieldOfRecordBefore(pathKey, shape, index, facts.operationsAt);
      set(level.name.position, 'singleton', [...singletonEvidence(facts, level, key), ...(isLast ? [...kindEvidence(facts, pathKey, level, parent, operations), ...objectEvidence(facts, pathKey, key)] : []), ...stateEvidence(facts, pathKey, level), ...(field === undefined ? [] : [field])]);
    }
    else if (isLast && shape.kind === 'action' && level.id === undefined) set(level.name.position, 'action', actionEvidence(facts, level, operations));
    else if (facts.names.amongVerbs?.has(key) === true) {
      const verbPiece = facts.names.amongVerbs.get(key);
      set(level.name.position, 'action', verbPiece === undefined ? [] : [verbPiece]);
      if (level.id !== undefined && verbPiece !== undefined) {
        set(level.id.position, 'action argument', [{ id: verbPiece.id, detail: `${level.id.text} is what "${level.name.text}" runs on` }]);
        continue;
      }
    }
    else if (isLast && level.id === undefined && facts.names.repeatedActions?.has(level.name.text.toLowerCase()) === true) set(level.name.position, 'action', facts.nameEvidence.of(key).filter((piece) => piece.id === 'repeated-action'));
    else if (postAction !== undefined) set(level.name.position, 'action', postActionEvidence(facts, postAction));
    else if (labelOfParameter !== undefined) set(level.name.position, 'qualifier', [labelOfParameter]);
    else if (isLast && level.id === undefined && !level.identified && isViewWord(level.name.text, facts.vocabulary)) set(level.name.position, 'view', viewEvidence(facts, pathKey, level, parent));
    else if (endingView !== undefined) set(level.name.position, 'view', [endingView]);
    else if (question !== undefined) set(level.name.position, 'view', [question]);
    else if (variant !== undefined) set(level.name.position, 'view', [variant]);
    else if (!isLast && level.id === undefined && !level.identified && next !== undefined && next === lastLevel && next.id === undefined && !next.identified && runsOnlyPost(operations.map((operation) => operation.method)) && isObjectOfVerb(shape, next, facts.vocabulary)) {
      set(level.name.position, 'action', [{ id: 'verb-on-object', detail: `only POST runs here, and "${level.name.text}" is a verb: "${next.name.text}" after it is what it works on, no collection to create in`, source: VOCABULARY('verbs') }]);
    } else if (index === 1 && parent !== undefined && actionVerb !== undefined) {
      const namedBy = verbNamedBeforeRest(operations, level, shape.levels.slice(index + 1), facts.vocabulary, parent) === undefined ? undefined : stringOf(operations[0]?.node['operationId']);
      const verbSaid = namedBy !== undefined ? `"${level.name.text}" is the verb every operation here is named for first (${namedBy})` : actionVerb === level.name.text.toLowerCase() ? `"${level.name.text}" is a verb` : `"${actionVerb}" leads "${level.name.text}"`;
      set(level.name.position, 'action', [{ id: 'verb-led-action', detail: `${verbSaid}, right after the collection "${parent.name.text}" on a path only POST runs with no id after it: an action run on that collection, no sub-collection`, source: namedBy === undefined ? VOCABULARY('verbs') : `${pathKey} POST` }]);
    } else if (namesMethodAt(pathKey, level.name.position, facts.operationsAt)) {
      const method: Evidence = { id: 'http-method-name', detail: `"${level.name.text}" names an HTTP method (RFC 9110 §9): the path says something of that method's requests, no collection` };
      set(level.name.position, 'qualifier', [method]);
    } else if (qualifiesNextAsView(shape, index, facts.vocabulary)) {
      set(level.name.position, 'qualifier', [isLookupName(level.name.text, facts.vocabulary)
        ? { id: 'lookup-name', detail: `"${level.name.text}" says by what the items of "${parent?.name.text ?? ''}" are found ("by"): it qualifies "${next?.name.text ?? ''}", no level of its own` }
        : listEvidence(facts, VIEW_LISTS, level.name.text.toLowerCase(), `"${level.name.text}" names a view: it qualifies "${next?.name.text ?? ''}", no level of its own`)]);
    }
    else {
      // A name whose GET answers the one record its item's GET answers, nothing made there (`/settings/importlist` beside `…/{id}`).
      // So is that name on its own path, where the id follows it elsewhere (CasaOS' `/apps/{id}/stable` beside `…/stable/{serviceName}`).
      const itself = level.identified ? readsItselfById(keyUpToLevel(pathKey, level.name.position), facts.operationsAt) : undefined;
      if (itself !== undefined) {
        set(level.name.position, 'singleton', [itself]);
        if (level.id !== undefined) set(level.id.position, 'qualifier', [itself]);
        continue;
      }
      const madeOn = madeOnItemBeforeItsId(pathKey, index, shape, facts.operationsAt);
      if (madeOn !== undefined && level.id !== undefined && parent !== undefined) {
        set(level.name.position, 'singleton', [madeOn]);
        set(level.id.position, 'item', [{ id: 'made-on-item', detail: `${level.id.text} is an item of "${parent.name.text}"`, source: madeOn.source }]);
        continue;
      }
      const qualifies = qualifiesItemBeforeItsId(pathKey, index, shape, facts.operationsAt, facts.vocabulary, facts.model.root);
      if (qualifies !== undefined && level.id !== undefined) {
        set(level.name.position, 'qualifier', [qualifies]);
        // The name before it, with it, spells the field the items are found by (`service/name` of `serviceName`).
        if (qualifies.id === 'finds-by-field-of-names' && parent !== undefined) set(parent.name.position, 'qualifier', [qualifies]);
        set(level.id.position, 'item by another key', [qualifies]);
        continue;
      }
      const manyItems = isLast && index === 1 ? sendsIdsOfItems(pathKey, index, shape, operations, facts.operationsAt) : undefined;
      if (manyItems !== undefined) {
        // A plural noun there names what is read of those items (`POST /genes/orthologs` sending `rgdIds`), a verb what is done to them.
        set(level.name.position, isCountablePluralNoun(level.name.text, facts.vocabulary) ? 'view' : 'action', [manyItems]);
        if (level.id !== undefined) set(level.id.position, 'action argument', [manyItems]);
        continue;
      }
      const kind = qualifiesItemsOfNameBefore(pathKey, shape, index, facts.operationsAt, facts.model.root, facts.vocabulary);
      if (kind !== undefined) {
        set(level.name.position, 'qualifier', [kind]);
        if (level.id !== undefined) set(level.id.position, 'item by another key', [kind]);
        continue;
      }
      // A query on the collection before it, with what it looks for after it (`/plugins/search/{query}`).
      if (level.id !== undefined && parent !== undefined && parent.id === undefined && isQueryWord(level.name.text, facts.vocabulary)) {
        const word = level.name.text.toLowerCase();
        set(level.name.position, 'view', [listEvidence(facts, ['view-words.query'], word, `"${word}" names a query on "${parent.name.text}", no collection of its own`)]);
        set(level.id.position, 'action argument', [{ id: 'query-argument', detail: `${level.id.text} is what "${level.name.text}" looks for` }]);
        continue;
      }
      // A measure its own path answers as one number, the parameter after it ending the path (`GET /txs/count/{id}` beside `GET
      // /txs/count`, one integer): that measure taken of what the parameter names, no collection of its own.
      const measured = level.id !== undefined && parent !== undefined && parent.id === undefined && level.id === shape.segments.at(-1) ? measuredAlone(facts.nameEvidence, prefixKeyAt(raw, level.name)) : undefined;
      if (measured !== undefined && level.id !== undefined) {
        set(level.name.position, 'view', [measured]);
        set(level.id.position, 'action argument', [{ id: 'measure-argument', detail: `${level.id.text} names what "${level.name.text}" is taken of` }]);
        continue;
      }
      // A measure ending the path right after a report's name (`report-nouns`, a namespace: `GET /rpc/v2/statistics/all_datasets_cumulative`), only retrieved.
      const report = isLast ? reportBeforeMeasure(pathKey, level, shape, methods, facts.vocabulary) : undefined;
      if (report !== undefined) {
        set(level.name.position, 'view', [listEvidence(facts, ['report-nouns'], report.text.toLowerCase(), `"${report.text}" before it names a report, and only GET or HEAD reads "${level.name.text}": one of the report's measures, no collection`)]);
        continue;
      }
      // A name right before a report's name ending a path only retrieved, no path of its own (`GET /alerts/quality/metrics`): which report.
      if (qualifiesReport(pathKey, shape, index, methods, facts.operationsAt, facts.vocabulary)) {
        const report = shape.levels[index + 1]?.name.text ?? '';
        set(level.name.position, 'qualifier', [listEvidence(facts, ['report-nouns'], report.toLowerCase(), `"${report}" after it names a report, only GET or HEAD reads it, and "${level.name.text}" has no path of its own: it says which report, no collection`)]);
        continue;
      }
      // The last name of a path only POST runs, a verb or a name with no plural, where nothing in the document shows a
      // collection (no id follows it anywhere, nothing is read as its records), is the action whatever the path's shape
      // (`POST /api/backup/restore`, `/submit/create_policy`; after an item nested too deep,
      // `/keys/{key}/licensees/{licensee}/regenerate-key`, a level still).
      const asCollection = [...collectionEvidence(facts, pathKey, level, key), ...(isLast ? [...namedAnswerEvidence(facts, pathKey, level, operations), ...kindEvidence(facts, pathKey, level, parent, operations), ...objectEvidence(facts, pathKey, key)] : [])];
      if (isLast && level.id === undefined && asCollection.every((piece) => piece.id === 'no-other-reading') && isActionPath(level.name.text, methods, facts.vocabulary, true)) {
        set(level.name.position, 'action', actionEvidence(facts, level, operations));
        continue;
      }
      // A name narrowing a path the document has without it, run and answered alike (`GET /search/music/byterm`
      // beside `GET /search/byterm`): which of what that path reads.
      const narrows = isLast ? undefined : narrowsPathBeside(pathKey, shape, index, facts.operationsAt);
      if (narrows !== undefined) {
        set(level.name.position, 'qualifier', [narrows]);
        continue;
      }
      set(level.name.position, 'collection', asCollection);
    }
    if (level.id !== undefined && variant !== undefined) {
      set(level.id.position, 'qualifier', [variant]);
      continue;
    }
    if (level.id !== undefined && level.id === shape.methodOnItem?.id) {
      set(level.id.position, 'item', [{ id: 'custom-method-on-item', detail: `${level.id.text} follows "${level.name.text}": one of its items, and "${shape.methodOnItem.method}" after the colon a method run on it (AIP-136), no name of its own` }]);
      continue;
    }
    // A parameter choosing the action where an item's id would stand (`/action/{actionName}`) is the action chosen.
    if (level.id !== undefined && level.id === shape.actionArgument && shape.choosesAction === true) set(level.id.position, 'action parameter', [actionParameterEvidence(level.id)]);
    else if (level.id !== undefined) {
      const direct = level.id.position === level.name.position + 1;
      set(level.id.position, direct ? 'item' : 'item by another key', direct
        ? [level.id.isParameter
          ? { id: 'parameter-after-name', detail: `${level.id.text} follows "${level.name.text}": one of its items` }
          : { id: 'qualified-name', detail: `"${level.id.text}" is written as a qualified name, identifiers joined by dots, after "${level.name.text}": one of its items, named by its value where its id stands` }]
        : [{ id: 'lookup-key', detail: `${level.id.text} finds an item of "${level.name.text}" by another key than its id` }]);
    }
  }
  const inLevels = new Set(shape.levels.flatMap((level) => [level.name.position, ...(level.id === undefined ? [] : [level.id.position])]));
  const { serverCollection } = facts.names;
  const serverItem = itemOfServerCollection(shape, serverCollection, facts.vocabulary, operations);
  const chosenCollection = collectionChosenFirst(pathKey, operations, facts.operationsAt);
  const written = sentPathOf(pathKey).split('/').slice(1);
  for (const segment of shape.segments) {
    if (inLevels.has(segment.position)) continue;
    const writtenAfterColon = written[segment.position]?.startsWith(':') === true;
    if (segment === shape.actionArgument && writtenAfterColon) set(segment.position, 'action', [{ id: 'colon-named-action', detail: `"${written[segment.position] ?? ''}" is written after a colon in a key that templates its parameters in braces, and no word of it identifies: the action's own name, no parameter`, source: VOCABULARY('identifier-words') }]);
    else if (segment === shape.actionArgument) set(segment.position, 'action argument', [{ id: 'post-only-verb', detail: `only POST runs here, and the name before ${segment.text} is a verb that takes it` }]);
    else if (segment.isParameter && shape.choosesAction === true) set(segment.position, 'action parameter', [actionParameterEvidence(segment)]);
    else if (segment.isParameter && serverCollection !== undefined && segment === serverItem?.segment) {
      const saying = serverItem.description === undefined ? '' : `, as its description says ("${serverItem.description}")`;
      set(segment.position, 'item', [{ id: 'server-url-collection', detail: `${segment.text} follows "${serverCollection.name}", where every server URL ends (${serverCollection.url}): one of its items${saying}`, source: serverCollection.url }]);
    }
    else if (segment.isParameter && segment.position === 0 && chosenCollection !== undefined) set(segment.position, 'collection', [chosenCollection.evidence]);
    else if (segment.isParameter && segment.position === 1 && chosenCollection !== undefined) set(segment.position, 'item', [{ id: 'parameter-after-name', detail: `${segment.text} follows ${shape.segments[0]?.text ?? ''}, the collection it chooses: one of its items` }]);
    else if (segment.isParameter) set(segment.position, 'parameter after no name', [{ id: 'no-name-before', detail: `${segment.text} follows no name: the path does not say what it identifies` }]);
    else set(segment.position, 'qualifier', [{ id: 'qualifies-next', detail: `"${segment.text}" qualifies what follows (a key to look up by, or a word for the collection after it)` }]);
  }
}

/**
 * A last name that gives the items before it another way, as path-nesting-depth reads it: the
 * plural of an identifier word (`/cves/ids`), a past participle of one word (`/sdks/outdated`), or
 * a name saying how they are found or grouped (`/usages/by-bot`).
 */
function endingViewOf(facts: Facts, level: PathLevel, parent: PathLevel): Evidence | undefined {
  const name = level.name.text;
  if (namesItemsByIds(name, facts.vocabulary)) return { id: 'items-by-ids', detail: `"${name}" gives the items of "${parent.name.text}" by their ids, no thing of its own`, source: VOCABULARY('identifier-words') };
  if (isParticipleWord(name, facts.vocabulary)) return { id: 'past-participle', detail: `"${name}" is a past participle: it filters the items of "${parent.name.text}" or states theirs, no thing of its own` };
  if (isLookupName(name, facts.vocabulary)) return { id: 'found-by', detail: `"${name}" says how the items of "${parent.name.text}" are found or grouped, no thing of its own` };
  return undefined;
}

/**
 * A name straight under a collection, no id between, whose GET's successes are each described as a
 * list of the collection's items by its name (`describedAsItemsOf`: `GET /names/changes`, "A list of
 * names matching the search criteria"): it picks among those items, a view; path-nesting-depth asks
 * no id before it.
 */
function itemsDescribedOf(facts: Facts, shape: PathShape, level: PathLevel, parent: PathLevel, operations: readonly OperationModel[]): Evidence | undefined {
  if (shape.kind !== 'not-under-id' || shape.levels.length !== 2 || parent.id !== undefined) return undefined;
  const described = describedAsItemsOf(operations, parent.name.text, facts.vocabulary);
  return described === undefined ? undefined : { id: 'described-as-items-of', detail: `every success of GET on "${level.name.text}" is described as a list of "${parent.name.text}" ("${described}"): it picks among those items, no collection of its own`, source: VOCABULARY('description-leads') };
}

/**
 * A name straight under a collection, no id between, whose GET lists records named for the
 * collection's items, with no id of their own (`listsItemsNamedForNameBefore`: `GET
 * /tags/privacy_zones` listing `{tag_id, tag_name, …}`): a view of them.
 */
function itemsNamedForParentOf(facts: Facts, shape: PathShape, pathKey: string, level: PathLevel, parent: PathLevel): Evidence | undefined {
  if (shape.kind !== 'not-under-id' || shape.levels.length !== 2 || parent.id !== undefined || level.identified) return undefined;
  return listsItemsNamedForNameBefore(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.vocabulary);
}

/**
 * A name straight under a collection, no id between, only read, whose GET answers what the
 * collection's GET answers, listing items named for the collection (`listsCollectionItems`: `GET
 * /books/duplicates` listing `BookDto` as `GET /books` does): a view of them.
 */
function collectionItemsOf(facts: Facts, shape: PathShape, pathKey: string, level: PathLevel, parent: PathLevel): Evidence | undefined {
  if (shape.kind !== 'not-under-id' || shape.levels.length !== 2 || parent.id !== undefined || level.identified) return undefined;
  return listsCollectionItems(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.model.root, facts.vocabulary);
}

/**
 * A name straight under a collection, no id between, at any depth, whose GET lists the collection's
 * items in more detail (`listsItemsInDetail`: `GET /tag/detail` listing `TagDetailsResource`, `GET
 * /runs/{id}/tags/history` listing `TagHistoryItem`): a view of them.
 */
function itemsInDetailOf(facts: Facts, pathKey: string, parent: PathLevel): Evidence | undefined {
  if (parent.id !== undefined) return undefined;
  return listsItemsInDetail(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.model.root);
}

/**
 * A name that is no plural ending a path right under a collection, no id between, whose GET takes
 * the collection's own query (`rendersCollectionOf`: `GET /projects/{id}/spans/otlpv1`): the
 * collection read another way, a view; path-nesting-depth counts no level for it.
 */
function renderingOf(facts: Facts, pathKey: string, level: PathLevel, parent: PathLevel): Evidence | undefined {
  if (parent.id !== undefined || level.identified || isPluralNoun(level.name.text, facts.vocabulary)) return undefined;
  return rendersCollectionOf(pathKey, keyUpToLevel(pathKey, parent.name.position), facts.operationsAt, facts.vocabulary);
}

/** A compound ending in a state word that only GET reads (`GET /sync-status`): the state of that work, a noun phrase. */
function stateEvidence(facts: Facts, pathKey: string, level: PathLevel): Evidence[] {
  const name = level.name.text;
  if (!readsStateAt(pathKey, level.name.position, facts.operationsAt, facts.vocabulary)) return [];
  return [{ id: 'reads-state', detail: `only GET reads "${name}", a noun as often as a verb before a state word: the state of that work read back, a noun phrase; path-nouns reads no verb in it`, source: VOCABULARY('state-words') }];
}

function actionParameterEvidence(segment: PathSegment): Evidence {
  return { id: 'action-parameter', detail: `${segment.text} chooses the action: its values are verbs, or its name, or the name before it, says so`, source: VOCABULARY('action-parameter-names') };
}

function singletonEvidence(facts: Facts, level: PathLevel, key: string): Evidence[] {
  const word = level.name.text.toLowerCase();
  const evidence: Evidence[] = [];
  if (facts.vocabulary.singletons.has(word)) {
    evidence.push(DEFAULT_SINGLETONS.includes(word)
      ? { id: 'vocabulary:singletons', detail: `"${word}" is a built-in singleton`, source: VOCABULARY('singletons') }
      : { id: 'config:singletons', detail: `"${word}" is configured as a singleton`, source: 'singletons' });
  }
  evidence.push(...facts.nameEvidence.of(key).filter((piece) => piece.id === 'used-as-one' || piece.id === 'owner-reads-field' || piece.id === 'owner-holds-field' || piece.id === 'only-verbs-under' || piece.id === 'post-reads-what-put-writes' || piece.id === 'sets-field-named-so' || piece.id === 'item-picked-in-query' || piece.id === 'one-after-other-items' || piece.id === 'answers-its-kind' || piece.id === 'answers-one-number' || piece.id === 'answers-values-by-name' || piece.id === 'passes-every-method' || piece.id === 'reads-index-of-paths' || piece.id === 'answers-value-written-whole' || piece.id === 'same-path-as'));
  if (evidence.length === 0) evidence.push({ id: 'no-id-follows', detail: 'no id follows it in any path of the document' });
  return [...nameLikeVersionEvidence(facts, level, key), ...acronymEvidence(facts, level), ...evidence];
}

/** Why a name ending in an acronym the document shows is no plural (`acronymsIn`: `rsas`, "Rocket Streaming Audio Server (RSAS)"), if it is one. */
function acronymEvidence(facts: Facts, level: PathLevel): Evidence[] {
  const acronym = acronymOf(level.name.text, facts.vocabulary);
  if (acronym === undefined) return [];
  const shown = acronym.kind === 'defined' ? 'an acronym the document defines' : 'an acronym the document writes in capitals among words in small letters';
  return [{ id: acronym.kind === 'defined' ? 'defined-acronym' : 'acronym-in-capitals', detail: `"${level.name.text}" ends in ${shown} ("${acronym.quoted}"): a name, its S no plural ending` }];
}

/** Why a name written as a version is read as a name (`namesLikeVersionsOf`: `/v2p`, no path under it), if it is. */
function nameLikeVersionEvidence(facts: Facts, level: PathLevel, key: string): Evidence[] {
  if (facts.names.namesLikeVersions?.has(key) !== true) return [];
  return [{ id: 'name-like-version', detail: `"${level.name.text}" is written as a version with letters after its number, but no path goes on past it: a version holds the paths of that version, so it is a name` }];
}

function actionEvidence(facts: Facts, level: PathLevel, operations: readonly OperationModel[]): Evidence[] {
  const evidence: Evidence[] = [];
  if (operations.every((operation) => operation.method === 'post')) evidence.push({ id: 'post-only', detail: 'only POST runs on this path' });
  const verb = leadingVerb(spelledName(level.name.text), facts.vocabulary);
  if (verb !== undefined) {
    evidence.push(facts.options.extraVerbs.map((extra) => extra.toLowerCase()).includes(verb)
      ? { id: 'config:verbs', detail: `"${verb}" is configured as a verb`, source: 'vocabulary.verbs' }
      : { id: 'vocabulary:verbs', detail: `"${verb}" is a verb`, source: VOCABULARY('verbs') });
  } else if (!isPluralNoun(level.name.text, facts.vocabulary)) {
    evidence.push({ id: 'not-plural', detail: `"${level.name.text}" names no plural, so no collection` });
  }
  return evidence;
}

/**
 * Why the last name of a POST-only path, a word that is a noun as often, is the action it runs
 * (`POST /images/crop`, `POST /va/open`): it names one only where POST alone runs it.
 */
function postActionEvidence(facts: Facts, verb: string): Evidence[] {
  const list = (['post-action-verbs', 'action-verbs'] as const).find((candidate) => facts.vocabulary.words(candidate).has(verb)) ?? 'noun-modifier-verbs';
  return [{ id: 'post-only', detail: 'only POST runs on this path' }, listEvidence(facts, [list], verb, `"${verb}" is a verb as often as a noun: ending a path only POST runs, it names the action`)];
}

function collectionEvidence(facts: Facts, pathKey: string, level: PathLevel, key: string): Evidence[] {
  const recorded = facts.nameEvidence.of(key);
  const evidence: Evidence[] = [];
  if (isNameLedByVersion(level.name.text)) evidence.push({ id: 'name-led-by-version', detail: `"${level.name.text}" is a name in camel case that a version marker leads: a resource named for its version, no version segment` });
  if (level.id !== undefined && level.id.position === level.name.position + 1) evidence.push({ id: 'id-follows', detail: `${level.id.text} follows it here` });
  // Another path key that follows the name with an id: the evidence this one does not show itself.
  const elsewhere = recorded.find((piece) => piece.id === 'id-follows' && piece.source !== pathKey);
  if (elsewhere !== undefined) evidence.push({ ...elsewhere, id: 'id-follows-elsewhere' });
  // The parameter here one of the items of the name's plural (`id-of-plural-elsewhere`), where this path is the one that says so.
  evidence.push(...recorded.filter((piece) => piece.id === 'id-of-plural-elsewhere' && piece.source === pathKey));
  evidence.push(...recorded.filter((piece) => piece.id === 'item-read' || piece.id === 'id-of-name-under' || piece.id === 'get-answers-list' || piece.id === 'get-answers-page' || piece.id === 'item-read-by-query-key' || piece.id === 'answers-as-its-item' || piece.id === 'answers-value-written-whole' || answersOneThing(piece.id)));
  const pluralListed = pluralListedBeside(pathKey, level, facts.operationsAt, facts.vocabulary);
  if (pluralListed !== undefined) evidence.push(pluralListed);
  const createdAndChanged = createdAndChangedBeside(pathKey, level, facts.operationsAt);
  if (createdAndChanged !== undefined) evidence.push(createdAndChanged);
  const recordsElsewhere = recordsNamedElsewhere(pathKey, level, facts.operationsAt);
  if (recordsElsewhere !== undefined) evidence.push(recordsElsewhere);
  if (standardLayoutNames(facts.operationsAt, facts.vocabulary).has(level.name.text.toLowerCase())) {
    evidence.push({ id: 'standard-layout', detail: `"${level.name.text}" is a name of a standard's path layout the document serves (three or more of its names stand before a parameter here)`, source: VOCABULARY('standards') });
  }
  const methods = level.name.position === splitPathKey(pathKey).at(-1)?.position ? facts.operationsAt(pathKey).map((operation) => operation.method) : [];
  if (namesDescriptionWritten(level.name.text, methods, facts.vocabulary)) {
    evidence.push({ id: 'description-written', detail: `"${level.name.text}" names the API's own description, which clients read, but only ${methods.map((method) => method.toUpperCase()).join(', ')} runs here: it names what the POST makes`, source: VOCABULARY('singletons') });
  }
  evidence.push(...nameLikeVersionEvidence(facts, level, key));
  if (headsOnParticle(level.name.text, facts.vocabulary)) {
    evidence.push({ id: 'particle-head', detail: `"${level.name.text}" is headed by the particle "${splitWords(level.name.text)[0] ?? ''}": a phrase with no plural`, source: VOCABULARY('noun-particles') });
  }
  if (headsOnNegation(level.name.text, facts.vocabulary)) {
    evidence.push({ id: 'negation-head', detail: `"${level.name.text}" is led by the negation "${splitWords(level.name.text)[0] ?? ''}": it names what lacks the rest, a filter with no plural`, source: VOCABULARY('determiners') });
  }
  if (endsInQuantifier(level.name.text, facts.vocabulary)) {
    evidence.push({ id: 'quantifier-head', detail: `"${level.name.text}" ends in the count "${splitWords(level.name.text).at(-1) ?? ''}": a relation, with no plural`, source: VOCABULARY('determiners') });
  }
  if (evidence.length === 0) {
    const word = level.name.text.toLowerCase();
    const acronym = acronymEvidence(facts, level);
    if (facts.vocabulary.uncountables.has(word)) evidence.push({ id: 'vocabulary:uncountables', detail: `"${word}" is a mass noun`, source: VOCABULARY('uncountables') });
    else if (isPluralNoun(level.name.text, facts.vocabulary) && singularOf(word) !== word) evidence.push({ id: 'plural-name', detail: `"${level.name.text}" is a plural` }, ...oneThingAsOftenEvidence(facts, level));
    else if (isViewWord(word, facts.vocabulary)) evidence.push(listEvidence(facts, VIEW_LISTS, word, `"${word}" names a view`));
    else if (acronym.length > 0) evidence.push(...acronym);
    else if (endsInProductName(level.name.text, facts.vocabulary)) evidence.push({ id: 'names-the-product', detail: `"${level.name.text}" ends in the product's own name as the document's title spells it ("${titleOf(facts.model) ?? ''}"): no plural, whatever letter ends it`, source: 'info.title' });
    else evidence.push({ id: 'no-other-reading', detail: 'no id follows it, nothing in the document shows it is one resource, and no word list says otherwise' });
  }
  return evidence;
}

/**
 * A plural in form that no id follows and that names one thing as often as a list
 * (`plural-singletons.list-answer`: `/provider/capabilities`, `/avatars/initials`): list-envelope
 * does not take a GET there that describes no body for a list.
 */
function oneThingAsOftenEvidence(facts: Facts, level: PathLevel): Evidence[] {
  if (!namesOneThingUnidentified(level, facts.vocabulary)) return [];
  return [{ id: 'vocabulary:plural-singletons', detail: `"${level.name.text}" names one thing as often as a list, and no id follows it: a GET describing no body there says too little to be a list`, source: VOCABULARY('plural-singletons') }];
}

/**
 * A last name that asks a question rather than naming a thing: one ending in a preposition
 * (`batch-balance-of`), or a lookup or read written as one word (`holidaysbytimeperiod`,
 * `idsfind`). No collection, so no number to judge.
 */
function questionEvidence(facts: Facts, name: string): Evidence | undefined {
  if (endsInPreposition(name, facts.vocabulary)) {
    return { id: 'ends-in-preposition', detail: `"${name}" ends in the preposition "${splitWords(name).at(-1) ?? ''}": a question whose object the request gives, no name of a collection`, source: VOCABULARY('linking-words') };
  }
  if (isRunTogetherRead(name, facts.vocabulary)) return { id: 'run-together-read', detail: `"${name}" is a plural and a verb that reads, written as one word: a read, no name of a collection`, source: VOCABULARY('reading-verbs') };
  if (isLookupName(name, facts.vocabulary)) return { id: 'lookup-name', detail: `"${name}" looks up by a key ("by"): a way to find, no name of a collection` };
  return undefined;
}

/** The schema the path's GET answers, or the records it lists, named as the level is: the name is its noun. */
function namedAnswerEvidence(facts: Facts, pathKey: string, level: PathLevel, operations: readonly OperationModel[]): Evidence[] {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined) return [];
  if (answersSchemaNamed(read, level.name.text, facts.model.root)) return [{ id: 'answers-schema-named', detail: `GET ${pathKey} answers the schema the document names "${level.name.text}": the name is the noun of what it answers`, source: `${pathKey} GET` }];
  if (listsRecordsNamed(read, level.name.text, facts.model.root)) return [{ id: 'lists-records-named', detail: `GET ${pathKey} lists, under "${level.name.text}", records of a schema the document names after "${singularOf(level.name.text)}": the name is the noun of what it lists`, source: `${pathKey} GET` }];
  return [];
}

/** A name an operation here works on by another verb (`installUpdate` on `POST /update`): a noun, whatever verb it starts with. */
function objectEvidence(facts: Facts, pathKey: string, key: string): Evidence[] {
  if (facts.names.namedObjects?.has(pathKey) !== true) return [];
  return facts.nameEvidence.of(key).filter((piece) => piece.id === 'operations-name-object' || piece.id === 'summary-names-object' || piece.id === 'plural-names-object' || piece.id === 'read-elsewhere' || piece.id === 'operations-name-a-read');
}

/** A kind of the thing before it, as every operation on the path names it (`updateTriggerConnector`): no verb, whatever the word. */
function kindEvidence(facts: Facts, pathKey: string, level: PathLevel, parent: PathLevel | undefined, operations: readonly OperationModel[]): Evidence[] {
  if (parent === undefined || !operationsNameKindOf(operations, level.name.text, parent.name.text, facts.vocabulary)) return [];
  const named = operations.map((operation) => stringOf(operation.node['operationId'])).join(', ');
  return [{ id: 'operations-name-kind', detail: `every operation here names "${level.name.text}" a kind of ${singularOf(parent.name.text)} (${named}): a noun, not an action`, source: pathKey }];
}

/**
 * A view of the items beside one item (`/blocks/{hash}/next`): the word is a view word, and where
 * its GET answers a list of what the item's own GET answers, the document shows it.
 */
function viewEvidence(facts: Facts, pathKey: string, level: PathLevel, parent: PathLevel | undefined): Evidence[] {
  const word = level.name.text.toLowerCase();
  const evidence: Evidence[] = [listEvidence(facts, VIEW_LISTS, word, `"${word}" names a view, not a thing`)];
  if (parent?.id === undefined) return evidence;
  const itemKey = keyUpToLevel(pathKey, parent.id.position);
  const lookup = facts.operationsAt;
  const read = lookup(pathKey).find((operation) => operation.method === 'get');
  const itemRead = lookup(itemKey).find((operation) => operation.method === 'get');
  if (read !== undefined && itemRead !== undefined && answersItemsOf(read, itemRead)) {
    evidence.push({ id: 'answers-parent-items', detail: `GET ${pathKey} answers a list of what GET ${itemKey} answers: items of the same collection`, source: `${itemKey} GET` });
  }
  return evidence;
}

/**
 * The state of things a plural names, ending the path: a state word after it in the same name
 * (`/servers-status`) or right after a collection (`/applications/status`). One report of them, no
 * collection and no level of its own.
 */
function stateOfPlural(facts: Facts, level: PathLevel, parent: PathLevel | undefined): Evidence | undefined {
  if (level.id !== undefined || level.identified) return undefined;
  const name = level.name.text;
  if (statesStateOfPlural(name, facts.vocabulary)) return { id: 'state-of-plural', detail: `"${name}" ends in a state word after a plural: the state of those things, one report, no collection`, source: VOCABULARY('state-words') };
  if (parent === undefined || parent.id !== undefined || !statesStateAfter(parent.name.text, name, facts.vocabulary)) return undefined;
  return { id: 'state-of-plural', detail: `"${name}" after the plural "${parent.name.text}" reads the state of those things, one report, no level of its own`, source: VOCABULARY('state-words') };
}
