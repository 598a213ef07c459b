import type { MediaBody, OperationModel, ParameterModel, ServerModel } from './api-model.js';
import { PATH_ITEM_METHODS, declaredExamplesOf, methodsThat, retrievesOnly, enumValuesOf, examplesOfBody, namesHttpMethod, parameterSchemaOf } from './api-model.js';
import { nameSaysCredential } from './credentials.js';
import { readsStateOf } from './outcomes.js';
import type { Evidence } from './evidence.js';
import { isJsonRpcRequest, isJsonRpcRequestExample, isOAuthRedirect } from './foreign-formats.js';
import { isAnyMediaType, isJsonMediaType, subtypeOf } from './media-types.js';
import type { PathLevel, PathSegment, PathShape } from './path-shape.js';
import { expressParameterNameOf, isActionPath, itemAliasOf, isIdWithMethod, namesApiItself, prefixKeyAt, prefixKeyOf, segmentBefore, sentPathOf, splitPathKey, withoutSegment } from './path-shape.js';
import type { JsonObject, JsonPath } from './json.js';
import { isObject, stringOf } from './json.js';
import { alternatives, isRecordOfLists, constrainsNothing, declaredTypes, hasOnlyType, holdsBytesOnly, holdsListEnvelope, holdsNoList, LIST_ENVELOPE_FIELDS, isOfType, isPageField, isPageInfoField, isPageItemsField, isPageOwnField, isRecordWithLists, isSameSchema, isScalarSchema, keepsNameAsValueMap, objectView, typeName, valuesListedBy } from './schema.js';
import type { ObjectView, PropertyView } from './schema.js';
import { isRedirectStatus, isSuccessStatus } from './status.js';
import type { Vocabulary } from './words.js';
import { urlPathSegments } from './versioning.js';
import { verbsNominalizedAs } from './inflection.js';
import { headNoun, namesItemOf, perVocabulary, isMassNoun, identifiesItemOf, identifiesItemOfName, isBatchWord, isGenericIdentifier, isViewWord, isCrudVerb, isIdentifierName, isNamedAfter, singularOf, isCountablePluralNoun, mayBePlural, mayBeSingular, pluralOf, isAcronym, isActionPlural, isLookupName, isNounVerb, isParticipleWord, isPluralNoun, leadingVerb, namesOneThingAsOften, namesThingWhenIdentified, pluralSegment, splitWords, verbOfPostAction, isIdParameterWord, isItemKeyWord, isCollectiveNoun, isCollectiveCompound, namesReport } from './words.js';

/**
 * What a path addresses for the method rules, read from its shape at any depth: the collection a
 * list or a create is made on, or an action.
 */

export interface AddressedCollection {
  level: PathLevel;
  /** Named by the plural of a countable noun, so surely a collection rather than a singleton nobody configured. */
  plural: boolean;
}

const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A segment that may name a resource: `openapi.json`, `{id}:cancel`, `tags#arn` or `$count` are files, custom methods, fragments and operators. */
export function isPlainName(segment: string): boolean {
  return PLAIN_NAME.test(segment);
}

const COLLECTION_ENDINGS = new Set(['collection', 'sub-collection', 'too-deep', 'not-under-id']);

/**
 * The collection a path ends in: a last level without an id that is no singleton and no action.
 * Paths too deep or not under an id still end in a collection (path-nesting-depth reports their
 * shape); irregular paths and items end in none.
 */
export function addressedCollection(shape: PathShape, vocabulary: Vocabulary, methods: readonly string[] = []): AddressedCollection | undefined {
  const level = shape.levels.at(-1);
  if (level === undefined || level.id !== undefined || level.singleton) return undefined;
  // An irregular path still ends in a collection when a name follows its last parameter (`/v1/{parent}/jobs`).
  const afterParameter = shape.kind === 'irregular' && shape.segments.at(-2)?.isParameter === true;
  if (!COLLECTION_ENDINGS.has(shape.kind) && !afterParameter) return undefined;
  if (shape.segments.at(-1) !== level.name || !isPlainName(level.name.text)) return undefined;
  // A verb-led name the document identifies by id is a compound noun (`/restore-jobs/{id}`), unless
  // it says how to find (`SearchPlayerByName/{type}`); a name led by update or delete changes
  // what exists (`UpdateLoadoutIdentifiers`): nothing is listed or created in it. A name only POST
  // runs that a reading verb leads (`fetch-modes`, `search-users`) asks a question: nothing is created.
  if (namesAction(level.name.text, vocabulary) && (!level.identified || isLookupName(level.name.text, vocabulary))) return undefined;
  if (runsVerbOnObject(shape, methods, vocabulary) || shape.runsNamedVerb === true || shape.runsWithoutRecord === true) return undefined;
  // A name only POST runs right after a verb is what the verb works on (`POST /portal/validate/caa-records`).
  if (!level.identified && runsOnlyPost(methods) && isObjectOfVerb(shape, level, vocabulary)) return undefined;
  // A call with a condition (`/createAuthorIfNotExistsFor`) or a conversion (`/text-to-speech`) is an action.
  if (namesCallOrConversion(level.name.text)) return undefined;
  if (changesExisting(level.name.text, vocabulary)) return undefined;
  if (!level.identified && runsOnlyPost(methods) && readsExisting(level.name.text, vocabulary)) return undefined;
  // `POST /hooks/{id}/pings` pings the hook: nothing is created that anything reads; nor by a verb
  // phrase nothing identifies (`POST /v1/merge_documents` answering the merged PDF).
  if (!level.identified && runsOnlyPost(methods) && (isActionPlural(level.name.text, vocabulary) || (leadingVerb(level.name.text, vocabulary) === undefined && verbOfPostAction(level.name.text, methods, vocabulary) !== undefined))) return undefined;
  // A plural-form name the document addresses items of (`/metadata` beside `/metadata/{kind}`) is a collection.
  const plural = isCountablePlural(level.name.text, vocabulary) || (level.identified && isPluralNoun(level.name.text, vocabulary));
  return { level, plural };
}

/**
 * A remote call spelt with a condition (`createAuthorIfNotExistsFor`, `delete-unless-used`), or a
 * conversion from one thing to another (`text-to-speech`, `HtmlToPdf`): an action, whatever the
 * number of its last word.
 */
export function namesCallOrConversion(segment: string): boolean {
  const words = splitWords(segment);
  const inner = words.slice(1, -1);
  return inner.includes('if') || inner.includes('unless') || (words.length === 3 && words[1] === 'to');
}

/**
 * A path only POST runs ending in a verb right after an item's id and the name of what it works on
 * (`POST /my/ships/{shipSymbol}/scan/ships`, `POST /v1/batches/{id}/process/labels`): one action
 * on the item with its object, neither a collection nor a level of nesting. The verb stands alone
 * (one word, `process` being a noun as often) and no id follows it anywhere.
 */
export function runsVerbOnObject(shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): boolean {
  const [verb, object] = shape.levels.slice(-2);
  if (verb === undefined || object === undefined || !runsOnlyPost(methods)) return false;
  if (verb.id !== undefined || verb.identified || verb.singleton || object.id !== undefined || object.identified) return false;
  const afterId = shape.segments.find((segment) => segment.position === verb.name.position - 1)?.isParameter === true;
  if (!afterId || shape.segments.at(-1) !== object.name || object.name.position !== verb.name.position + 1) return false;
  const words = splitWords(verb.name.text);
  const [word] = words;
  return words.length === 1 && word !== undefined && !isCrudVerb(word, vocabulary) && (vocabulary.verbs.has(word) || isNounVerb(word, vocabulary));
}

/**
 * Whether the level at `index` is a view word standing before the name it qualifies, no id after it
 * (`public` of `/files/{id}/public/links`, `/portal/public/user`): an adjective, no level of its own.
 * So is a name saying by what the items before it are found (`byUser` of `PATCH
 * /incidents/byUser/ack`, `isLookupName`).
 */
export function qualifiesNextAsView(shape: PathShape, index: number, vocabulary: Vocabulary): boolean {
  const level = shape.levels[index];
  return level !== undefined && index > 0 && index < shape.levels.length - 1 && level.id === undefined && !level.identified && (isViewWord(level.name.text, vocabulary) || isLookupName(level.name.text, vocabulary));
}

/**
 * Whether a level's name is the object of a verb right before it (`/portal/validate/caa-records`):
 * a one-word verb that is no noun as often, nor a create, read, update or delete, names the action
 * (path-nouns reports it), and the name after it what the action works on.
 */
export function isObjectOfVerb(shape: PathShape, level: PathLevel, vocabulary: Vocabulary): boolean {
  const before = shape.segments.find((segment) => segment.position === level.name.position - 1);
  if (before === undefined || before.isParameter) return false;
  const words = splitWords(before.text);
  const [word] = words;
  return words.length === 1 && word !== undefined && vocabulary.verbs.has(word) && !isNounVerb(word, vocabulary) && !isCrudVerb(word, vocabulary);
}

/**
 * A segment led by a verb other than create, read, update or delete names an action
 * (`terminate_sessions`, `pause-all-emails`), whatever noun follows; path-nouns judges its place.
 */
function namesAction(segment: string, vocabulary: Vocabulary): boolean {
  const verb = leadingVerb(segment, vocabulary);
  return verb !== undefined && !isCrudVerb(verb, vocabulary);
}

/**
 * The name right after a collection no id follows on this path, led by a verb (`leadingVerb`), on
 * a path only POST runs with no id at or after it (`POST /workflows/render-task/http` beside
 * `/workflows/{uid}`, `POST /agents/insert/quick`), whose records no other path reads by id:
 * an action run on the collection, the names after it saying which of its kinds, no sub-collection
 * (`verb-led-action`); path-nouns reports the verb. So is a noun as often as a verb every operation
 * there is named for first (`verbNamedBeforeRest`). The verb, or undefined.
 */
export function verbLedActionOnCollection(pathKey: string, shape: PathShape, methods: readonly string[], operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const [collection, action, ...rest] = shape.levels;
  if (shape.kind !== 'not-under-id' || collection === undefined || action === undefined || collection.id !== undefined || !runsOnlyPost(methods)) return undefined;
  if ([action, ...rest].some((level) => level.id !== undefined || level.identified || level.singleton)) return undefined;
  // A name whose records another path reads and changes by id (`/search/import-export-file` beside `/import-export-file/{id}`) is those records.
  if (recordsNamedElsewhere(pathKey, action, operationsAt) !== undefined) return undefined;
  return leadingVerb(action.name.text, vocabulary) ?? verbNamedBeforeRest(operationsAt(pathKey), action, rest, vocabulary, collection);
}

/**
 * The word, a noun as often as a verb, that every operation on a path is named for first, the
 * names after it in the path spelt right after it (`matchComicRackList` on Komga's `POST
 * /readlists/match/comicrack`), or the collection before it (`uploadAsset` on Livepeer's `POST
 * /asset/upload/url`, the names after it saying how): the verb, run on what follows. Undefined otherwise.
 */
export function verbNamedBeforeRest(operations: readonly OperationModel[], action: PathLevel, rest: readonly PathLevel[], vocabulary: Vocabulary, collection?: PathLevel): string | undefined {
  const word = action.name.text.toLowerCase();
  if (rest.length === 0 || splitWords(action.name.text).length !== 1) return undefined;
  const spelt = rest.map((level) => level.name.text.toLowerCase().replace(/[^a-z0-9]/g, '')).join('');
  const collectionName = collection === undefined ? undefined : compactName(collection.name.text);
  // Named first and then the collection, the word is used as a verb whatever the lexicon says of it (`upload`, a noun there).
  const collectionForms = collectionName === undefined ? new Set<string>() : new Set([collectionName, singularOf(collectionName)]);
  const nounVerb = isNounVerb(word, vocabulary);
  const namedSo = (operation: OperationModel) => {
    const [first, ...others] = operationIdWords(operation, vocabulary).map((each) => each.toLowerCase());
    return first === word && ((nounVerb && others.join('').startsWith(spelt)) || collectionForms.has(others.join('')));
  };
  return operations.length > 0 && operations.every(namedSo) ? word : undefined;
}

/**
 * Whether the level ending a path only POST runs, right after a collection with no id between, is
 * the action run on that collection: a verb leads the name and more words follow it
 * (`…/eventdeliveries/batchretry`), or the summary leads with its first word (`summaryVerb`: `POST
 * …/subscriptions/test_function`, "Test a subscription function"), no id follows the name anywhere
 * and no other path reads its records. A verb alone there is `verbOfPostAction`'s to read, or
 * this one's where every summary leads with it (E2B's `POST …/sandboxes/kill`, "Kill all sandboxes for a team").
 */
export function endsInActionOnCollection(pathKey: string, level: PathLevel, before: PathLevel | undefined, methods: readonly string[], operationsAt: OperationsAt, vocabulary: Vocabulary, summaryVerb?: string): boolean {
  if (before === undefined || before.id !== undefined || level.id !== undefined || level.identified || level.singleton || !runsOnlyPost(methods)) return false;
  const verb = leadingVerb(level.name.text, vocabulary) ?? summaryVerb;
  // A verb alone reads so where every summary leads with it (`verbLeadingSummaries`: "Kill all sandboxes for a team").
  const saidBySummaries = summaryVerb?.toLowerCase() === level.name.text.toLowerCase();
  return verb !== undefined && (verb !== level.name.text.toLowerCase() || saidBySummaries) && recordsNamedElsewhere(pathKey, level, operationsAt) === undefined;
}

/** A name led by a CRUD verb that changes or removes what exists (`verbs.change`): it creates and lists nothing. */
export function changesExisting(segment: string, vocabulary: Vocabulary): boolean {
  const verb = leadingVerb(segment, vocabulary);
  return verb !== undefined && vocabulary.words('verbs', 'change').has(verb);
}

/**
 * Verbs that read or look up what exists (`reading-verbs`). `search`, `query`, `lookup` and `count` are nouns as
 * often (`/searches`, `/queries`), so a name counts as led by one only when more words follow
 * (`search-users`, `count-items`) and only on a path POST alone runs (see `addressedCollection`).
 */
function readsExisting(segment: string, vocabulary: Vocabulary): boolean {
  const [first, ...rest] = splitWords(segment);
  return first !== undefined && rest.length > 0 && vocabulary.words('reading-verbs').has(first);
}

export function runsOnlyPost(methods: readonly string[]): boolean {
  return methods.length > 0 && methods.every((method) => method === 'post');
}

/**
 * Named by a plural of a countable noun (`users`, `order-items`): mass nouns (`news`, `feedback`,
 * `metadata`, and words run together ending in one: `clientmetadata`, `isMassNoun`) may name one
 * thing, and so may a plural in form naming one thing (`plural-singletons.path`:
 * `/users/{id}/settings` answers one object, not a list).
 */
function isCountablePlural(name: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(name, vocabulary);
  if (last === undefined || isMassNoun(name, vocabulary) || vocabulary.words('plural-singletons', 'path').has(last) || isAcronym(last)) return false;
  return isPluralNoun(name, vocabulary) && !mayBeSingular(last);
}

/**
 * A POST-only path ending in a static segment that names no collection: the action sub-resource
 * of §4 (`/orders/{id}/cancel`), or the same thing at another depth (`/logout`). A segment led by
 * an action verb is an action even where other methods share the path (`/pods/{name}/attach`).
 */
export function isActionLike(shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): boolean {
  if (shape.kind === 'action' || shape.choosesAction === true || shape.actionArgument !== undefined || shape.runsNamedVerb === true || shape.runsWithoutRecord === true || runsVerbOnObject(shape, methods, vocabulary)) return true;
  const last = shape.segments.at(-1);
  if (last === undefined) return false;
  // A search by a key (`POST /SearchPlayerByName/{type}`) runs a query: nothing is created by a key.
  if (last.isParameter) return shape.segments.some((segment) => !segment.isParameter && isLookupName(segment.text, vocabulary) && segment.position === last.position - 1);
  const identified = shape.levels.at(-1)?.name === last && shape.levels.at(-1)?.identified === true;
  // A name only POST runs that a reading verb leads (`search-users`) asks a question, as in `addressedCollection`.
  if (!identified && runsOnlyPost(methods) && (readsExisting(last.text, vocabulary) || isActionPlural(last.text, vocabulary))) return true;
  return (namesAction(last.text, vocabulary) && !identified) || changesExisting(last.text, vocabulary) || isActionPath(last.text, methods, vocabulary);
}

/** A path only POST runs, on a name that is no plural of a countable noun (`POST /auth` logging in): an action, not a collection. */
export function runsOnlyAction(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  return operations.length > 0 && operations.every((operation) => operation.method === 'post') && !isCountablePlural(name, vocabulary);
}

/**
 * The path parameters of an operation whose allowed values are all verbs (`{action}`, one of
 * `activate`, `deactivate`): they choose an action rather than identify a resource.
 */
export function actionParametersOf(operation: OperationModel, vocabulary: Vocabulary): Set<string> {
  const names = new Set<string>(colonNamedActionsOf(operation.pathKey, vocabulary));
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path') continue;
    const values = enumValuesOf(parameter);
    if (values.length > 0 && values.every((value) => typeof value === 'string' && verbOfPostAction(value, ['post'], vocabulary) !== undefined)) names.add(parameter.name);
    // A parameter named for the action it chooses (`action-parameter-names`: `{action}`, `{operation}`), with or without an enum.
    else if (values.length === 0 && namesChosenAction(parameter.name, operation, vocabulary)) names.add(parameter.name);
  }
  return names;
}

/**
 * The names written after a colon (`:remove`) in a key that templates its parameters in braces,
 * none named as an identifier (`isIdentifierName`, `identifier-words`): IncusOS' `POST
 * /1.0/applications/{name}/:remove` runs the action `remove` on the application, where an
 * Express-style parameter (`/emailhooks/{ownerId}/:id`, `/drains/:idOrUrl`) names an id. Read as
 * the parameter such a segment looks like, each chooses the action.
 */
function colonNamedActionsOf(pathKey: string, vocabulary: Vocabulary): string[] {
  if (!/\{[^{}]+\}/.test(pathKey)) return [];
  return sentPathOf(pathKey).split('/').flatMap((written) => {
    const name = expressParameterNameOf(written);
    return name === undefined || isIdentifierName(name, vocabulary) ? [] : [name];
  });
}

/**
 * A parameter name of `action-parameter-names`, alone (`{action}`) or before a word naming the key
 * (`{actionName}`), or a key's word alone after that name written in the singular under a name
 * before it (`/applications/action/{name}`), where it ends a path nothing reads or removes (VTEX's
 * `PUT /suggestions/matches/action/{actionName}`, one of `newproduct`, `deny`; Prowlarr's `POST
 * /api/v1/applications/action/{name}`): it names the action to run, no item of a collection of
 * actions. Followed by more (`/operations/{operationId}/cancel`), or under a plural
 * (`/actions/{id}`), it identifies an item.
 */
function namesChosenAction(name: string, operation: OperationModel, vocabulary: Vocabulary): boolean {
  const actionWords = vocabulary.words('action-parameter-names');
  if (actionWords.has(name.toLowerCase())) return true;
  const segments = splitPathKey(operation.pathKey);
  const [before, parameter] = segments.slice(-2);
  const methods = operation.pathMethods;
  if (parameter?.text !== `{${name}}` || !parameter.isParameter || methods.includes('get') || methods.includes('delete')) return false;
  const [first, key, ...rest] = splitWords(name).map((word) => word.toLowerCase());
  if (first !== undefined && key !== undefined && rest.length === 0) return actionWords.has(first) && isGenericIdentifier(key, vocabulary);
  // The name before says what the key is: `action/{name}`, with a name before it that the action runs on.
  return first !== undefined && key === undefined && segments.length > 2 && before !== undefined && !before.isParameter && actionWords.has(before.text.toLowerCase()) && isGenericIdentifier(first, vocabulary);
}

/** Methods that change or remove one resource whole: PUT, PATCH, DELETE. */
export const WHOLE_WRITES = methodsThat('changes');
/** Methods that ask about a path rather than act on what it names: OPTIONS, HEAD, TRACE. */
const PASSIVE_METHODS = methodsThat('asks');

/**
 * The operations of a path ending in a static name show it names one resource, not a collection:
 * nothing is created in it (no POST on a plural name), and its GET answers one resource. For a singular or
 * uncountable name (`/balance`, `/app`, `/containers/{id}/export`) that is any JSON value but an
 * array, or a body that is not JSON, and a path that is not read at all (`DELETE /endpoints/{id}/cache`). A
 * plural name (`/orgs/{org}/interaction-limits`) must also be written as a whole (PUT, PATCH or
 * DELETE), and read as a JSON object that lists nothing: a plural path that is only read as one
 * object may as well be a list described badly, which list-envelope is there to report. A GET
 * that describes no body, or answers an array or a list, leaves the question open.
 */
export function usedAsSingleton(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary, children: ReadonlySet<string> = NO_NAMES): boolean {
  return readAsOne(operations, name, vocabulary, false, children);
}

/** A collective noun, one thing made of many (`collective-nouns`: `gallery`, `log`), or a compound ending in one (`chorelist`, `address_book`). */
function namesCollective(name: string, vocabulary: Vocabulary): boolean {
  return isCollectiveNoun(headNoun(name, vocabulary) ?? '', vocabulary) || isCollectiveCompound(name, vocabulary);
}

/** Whether a PUT, PATCH or DELETE among `operations` takes a required query parameter no POST there takes. */
function writesPickInQuery(operations: readonly OperationModel[]): boolean {
  const posted = new Set(operations.filter((operation) => operation.method === 'post').flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)));
  return operations.some((operation) => WHOLE_WRITES.has(operation.method) && operation.parameters.some((parameter) => parameter.in === 'query' && parameter.required && !posted.has(parameter.name)));
}

/**
 * A plural name no GET or POST runs on, only written (PUT, PATCH, DELETE), whose owner's GET (the
 * path before it) answers, as JSON, an object holding a field named as the name that holds one
 * object, no list, and whose every PUT or PATCH sends JSON objects of that field's own fields
 * (Pinpoint Email's `PUT /configuration-sets/{name}/reputation-options` sending
 * `{ReputationMetricsEnabled}` beside `GetConfigurationSet` answering `{ReputationOptions:
 * {ReputationMetricsEnabled, …}}`): the name is that field of its owner, one thing written whole
 * (`owner-reads-field`). A summary of a collection answered there (Spotify's `followers`, `{href,
 * total}`, beside `PUT …/followers` sending `{public}`) is not what the writes send.
 */
export function ownerReadsAsField(operations: readonly OperationModel[], name: string, owner: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  if (operations.length === 0 || !isCountablePlural(name, vocabulary) || !operations.every((operation) => WHOLE_WRITES.has(operation.method))) return false;
  const fields = fieldsOwnerReads(owner, name);
  const sent = bodiesSent(operations.filter((operation) => operation.method === 'put' || operation.method === 'patch'));
  return fields.length > 0 && sent.length > 0 && fields.every((field) => field !== undefined && sent.every((body) => {
    if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return false;
    const names = [...objectView(body.schema, body.schemaPath).properties.keys()];
    return names.length > 0 && names.every((each) => [...field.properties.keys()].some((own) => spelledAlike(own, each)));
  }));
}

/** What the GET among `owner` answers, each success body's field named as `name` holding one object, where it does. */
function fieldsOwnerReads(owner: readonly OperationModel[], name: string): (ObjectView | undefined)[] {
  const read = owner.find((operation) => operation.method === 'get');
  return (read === undefined ? [] : successBodies(read)).map((body) => objectFieldOf(body, name));
}

/**
 * A name with no path of its own, right after an item's id, under which only POST runs, each on a
 * path ending right after it, where the item's GET (`owner`) answers, as JSON, records each holding
 * a field named as the name holding one object (Nomad's `POST /job/{jobName}/periodic/force` beside
 * `GET /job/{jobName}` answering `Job` with `Periodic: PeriodicConfig`): the name is that field of
 * the item, one thing the actions after it run on, no collection (`owner-holds-field`).
 */
export function actedOnAsOwnersField(pathsUnder: readonly string[], operationsAt: OperationsAt, name: string, owner: readonly OperationModel[]): boolean {
  if (pathsUnder.length === 0 || !pathsUnder.every((pathKey) => runsOnlyPost(operationsAt(pathKey).map((operation) => operation.method)))) return false;
  const fields = fieldsOwnerReads(owner, name);
  return fields.length > 0 && fields.every((field) => field !== undefined);
}

/**
 * A path no GET runs on, whose every POST sends nothing and answers, as JSON, an object of the very
 * fields every PUT or PATCH there sends (DevOps Guru's `POST /event-sources`,
 * `DescribeEventSourcesConfig`, answering `{EventSources}` beside `PUT /event-sources`,
 * `UpdateEventSourcesConfig`, sending `{EventSources}`): the POST reads back the one record the
 * writes replace, and nothing is created there (`post-reads-what-put-writes`).
 */
export function postReadsWhatIsWritten(operations: readonly OperationModel[]): boolean {
  const posts = operations.filter((operation) => operation.method === 'post');
  const writes = operations.filter((operation) => operation.method === 'put' || operation.method === 'patch');
  if (posts.length === 0 || writes.length === 0 || operations.some((operation) => operation.method === 'get')) return false;
  const fieldsOf = (bodies: readonly MediaBody[]) => bodies.map((body) => (isJsonMediaType(body.mediaType) ? sortedFieldNames(body.schema, body.schemaPath).map(compactName).sort().join(' ') : ''));
  const written = new Set(fieldsOf(bodiesSent(writes)));
  const answered = new Set(fieldsOf(posts.flatMap(successBodies)));
  const [fields = ''] = written;
  return fields !== '' && written.size === 1 && answered.size === 1 && answered.has(fields) && bodiesSent(posts).every((body) => isOfType(body.schema, 'object') && objectView(body.schema, body.schemaPath).properties.size === 0);
}

/**
 * Whether no GET runs on a path and every write there sends, as JSON, a field spelt as the name the
 * path ends in, a name of two words or more holding one plain value (FlexMeasures' `POST
 * /assets/keep_legends_below_graphs` sending `{keep_legends_below_graphs: true}`): the path sets
 * that one value, a setting, and nothing is created there (`sets-field-named-so`).
 */
export function setsFieldNamedAs(operations: readonly OperationModel[], name: string): boolean {
  const writes = operations.filter((operation) => operation.method === 'post' || operation.method === 'put' || operation.method === 'patch');
  if (writes.length === 0 || writes.length !== operations.length || splitWords(name).length < 2) return false;
  return writes.every((write) => {
    const bodies = bodiesSent([write]).filter((body) => isJsonMediaType(body.mediaType));
    return bodies.length > 0 && bodies.every((body) => isScalarSchema(objectView(body.schema, body.schemaPath).properties.get(name)?.schema));
  });
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Whether a path is one resource or an action rather than a collection: as `usedAsSingleton`,
 * and also a singular name that a POST runs or makes beside a GET answering one value (`/setup`,
 * `/sim/compare`), which may as well be an action with a form to read: no collection either way.
 */
export function readAsOneOrAction(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  return readAsOne(operations, name, vocabulary, true);
}

/**
 * `children` are the names that follow the path in other paths (`bookingBusinesses` of
 * `/solutions/bookingBusinesses`): a record whose every list is one of them holds its
 * sub-collections, not a page of items.
 */
function readAsOne(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary, postMayRun: boolean, children: ReadonlySet<string> = NO_NAMES): boolean {
  if (operations.length === 0) return false;
  const plural = isCountablePlural(name, vocabulary);
  const creates = operations.some((operation) => operation.method === 'post');
  const removes = operations.some((operation) => operation.method === 'delete');
  const read = operations.find((operation) => operation.method === 'get');
  // POST and PUT sending the same record that GET answers make, replace and read one resource,
  // whatever the number of its name (`/Employees/{id}/ukopeningbalances`).
  if (plural && creates && read !== undefined && readsRecordWritten(read, operations, vocabulary)) return true;
  // A mass noun whose POST sets the record its GET answers, answering 200 with it and never 201
  // (`POST /user-metadata`, "Set User's metadata"): one body of it, set by POST, nothing created in it.
  // So is a plural's, where that record names no id of its own (`POST …/settings/notifications` sending
  // and answering `UserSettingsNotifications`); one with its own `id` (`AccountUser`) is an item POST adds.
  if (creates && read !== undefined && (isMassNoun(name, vocabulary) || (plural && !sendsRecordWithOwnId(operations, name, vocabulary))) && setsRecordRead(read, operations, vocabulary)) return true;
  // A plural name that POST makes, PUT or PATCH writes and DELETE removes, read as one object that
  // lists nothing (Security Hub's `/accounts`: POST enables the hub, PATCH updates it, DELETE
  // disables it, GET describes it), is one resource under a plural name: nothing is made in it.
  if (plural && creates && removes && read !== undefined && operations.some((operation) => operation.method === 'put' || operation.method === 'patch') && answersRecordOfNoList(read, vocabulary)) return true;
  // A POST on a plural name creates in it. On a singular name that a DELETE removes, with a GET
  // answering one value if any (`/rooms/{id}/keypair`, `/nodes/{id}/favorite`), it makes the one resource.
  if (creates && (plural || (!removes && !postMayRun))) return false;
  // A collective noun POST adds to, whose PUT, PATCH or DELETE pick one of its entries by a required
  // query parameter no POST takes (Labrinth's `…/gallery`: POST uploads an image, PATCH and DELETE
  // choose one by `url`; `/kkid/chorelist`): the collection of those entries, each addressed in the
  // query. A countable singular so used (`/riddle`, `DELETE /riddle?id=`) stays one thing, its POST
  // told to create in the plural.
  if (creates && namesCollective(name, vocabulary) && writesPickInQuery(operations)) return false;
  // A plural name read one item at a time by a key in the query is the collection of those items.
  if (plural && read !== undefined && queryKeyOfItemRead(read, vocabulary) !== undefined) return false;
  // With no POST, a GET answering, whole or as one field, a record of the very fields every PUT sends
  // (`GET /siteinfo/polices` answering `{code, data: {privacy_policy_original_text, …}}`, `PUT` sending them): that record.
  if (plural && !creates && read !== undefined && readsFieldsPut(read, operations)) return true;
  // A POST beside a GET answering a list (`GET /api/Section` answering `{Sections: [...], TotalCount}`)
  // creates in a collection, whatever the number of its name. A path only read is left alone: a
  // report read as a list (`GET /search/code`) names no collection anything is made in.
  if (creates && read !== undefined && answersList(read, name, vocabulary)) return false;
  if (plural && !operations.some((operation) => WHOLE_WRITES.has(operation.method))) return !creates && read !== undefined && (answersOneInData(read, name, vocabulary) || readsOneNumber(operations, vocabulary) || answersValuesByName(operations, name, vocabulary));
  // Without a GET, a POST-only singular name is an action (`/logout`); one made by POST and
  // removed by DELETE (`/nodes/{id}/favorite`) is one resource, and so is a plural name only
  // written whole as one record (`PUT /pools/{id}/hours` taking `{monday, …, sunday}`) or as the
  // one field it names (`PUT /external-task/{id}/retries` taking `{retries: 3}`), or answered as
  // that field of its owner (`PUT /groups/{name}/properties` answering the `Group`).
  if (read === undefined) return plural ? !creates && (writesOneRecord(operations) || writesOwnField(operations, name) || answersOwnerWithField(operations, name)) : !creates || operations.some((operation) => operation.method === 'delete');
  const successes = read.responses.filter((response) => isSuccessStatus(response.status));
  // A singular name read only as a redirect or an error (`GET /badge` answering 301) lists nothing.
  if (successes.length === 0) return !plural;
  const bodies = successes.flatMap((response) => response.bodies);
  // A singular name read with no body described (`GET /brands/{id}/file`) shows no list: its name says one thing.
  if (bodies.length === 0) return !plural && !creates;
  // A plural read as one plain value (Sam's `GET …/{groupName}/accessInstructions` answering a string) names that value: nothing to list
  // in it. Not where a required query parameter picks which value (Jira's `GET /mypreferences?key=`): the one of that key.
  const valuePicked = read.parameters.some((parameter) => parameter.in === 'query' && parameter.required);
  return bodies.every((body) => {
    // A singular name read as a body that is not JSON, or JSON left undescribed, is read as one value.
    if (!isJsonMediaType(body.mediaType)) return !plural;
    if (body.schema === undefined) return !plural;
    return plural ? (isScalarSchema(body.schema) && !valuePicked) || (isOfType(body.schema, 'object') && isOneRecord(body.schema, body.schemaPath, name, children, vocabulary)) : isOneValue(body.schema, body.schemaPath, vocabulary);
  });
}

/** Every success of `read` answers one JSON object that holds no list (`holdsNoList`). */
function answersRecordOfNoList(read: OperationModel, vocabulary: Vocabulary): boolean {
  const bodies = successBodies(read);
  return bodies.length > 0 && bodies.every((body) => isJsonMediaType(body.mediaType) && isOfType(body.schema, 'object') && holdsNoList(objectView(body.schema, body.schemaPath), vocabulary));
}

/**
 * Only GET runs, and its every success answers one number or truth value (`GET
 * /divisions/searchTotalResults` answering an integer): whatever its name's number, the path is
 * read as one value, a count or a measure of something, never as a collection whose items a
 * client could list.
 */
export function readsOneNumber(operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  return operations.length > 0 && operations.every((operation) => operation.method === 'get' && answersOneNumber(operation, vocabulary));
}

function answersOneNumber(read: OperationModel, vocabulary: Vocabulary): boolean {
  const bodies = successBodies(read);
  return bodies.length > 0 && bodies.every((body) => isOneNumber(body.schema, vocabulary) || holdsOneNumber(body.schema, body.schemaPath, vocabulary));
}

/**
 * A schema of one number or truth value (`integer`, `number`, `boolean`; `null` beside it aside),
 * or a string in a number's format (`numberFormatOf`: `{type: string, format: int64}`, the proto3
 * JSON mapping of a 64-bit integer, Pub/Sub Lite's `{partitionCount}`).
 */
function isOneNumber(schema: unknown, vocabulary: Vocabulary): boolean {
  if (numberFormatOf(schema, vocabulary) !== undefined) return true;
  const types = declaredTypes(schema);
  types.delete('null');
  return types.size > 0 && [...types].every((type) => type === 'integer' || type === 'number' || type === 'boolean');
}

/** The format of a string schema that holds one number written as text (`number-formats`: `int64`), if it is one. */
function numberFormatOf(schema: unknown, vocabulary: Vocabulary): string | undefined {
  const types = declaredTypes(schema);
  types.delete('null');
  const format = isObject(schema) ? stringOf(schema['format']) : undefined;
  return types.size === 1 && types.has('string') && format !== undefined && vocabulary.words('number-formats').has(format) ? format : undefined;
}

/** What a body `readsOneNumber` read answers, in words: `one integer`, or `one integer in the object {count}`. */
export function oneNumberAnswered(body: MediaBody | undefined, vocabulary: Vocabulary): string {
  const only = body === undefined ? undefined : onlyFieldOf(body.schema, body.schemaPath);
  return only === undefined ? `one ${numberName(body?.schema, vocabulary)}` : `one ${numberName(only.schema, vocabulary)} in the object {${only.name}}`;
}

/** A number's type in words, a string holding one named with its format (`int64 string`). */
function numberName(schema: unknown, vocabulary: Vocabulary): string {
  const format = numberFormatOf(schema, vocabulary);
  return format === undefined ? typeName(schema) : `${format} string`;
}

/** An object whose one field is one number (Vonage's `EventsCount`, `{count: integer}`): that number, wrapped. */
function holdsOneNumber(schema: unknown, path: JsonPath, vocabulary: Vocabulary): boolean {
  const only = onlyFieldOf(schema, path);
  return only !== undefined && isOneNumber(only.schema, vocabulary);
}

/** The one field of an object that has exactly one. */
function onlyFieldOf(schema: unknown, path: JsonPath): PropertyView | undefined {
  if (!isOfType(schema, 'object')) return undefined;
  const [only, ...others] = [...objectView(schema, path).properties.values()];
  return others.length === 0 ? only : undefined;
}

/**
 * Every operation on a path names the segment as a kind of the thing before it, between a verb of
 * create, read, update or delete and that thing's singular (`createTriggerConnector` on
 * `/connectors/trigger`, `updateTriggerConnector` on `/connectors/{id}/trigger`): the segment
 * qualifies the item it follows, a trigger connector, and runs nothing. An operation named for
 * the action (`cancelOrder` on `/orders/{id}/cancel`) leads with the segment, not a CRUD verb; a
 * generator's `UpdateRestoreAssistant` (Twilio's `/Assistants/Restore`) names a verb that is no noun.
 */
export function operationsNameKindOf(operations: readonly OperationModel[], segment: string, thing: string, vocabulary: Vocabulary): boolean {
  const kindWords = splitWords(segment);
  const thingWords = singularWordsOf(thing);
  // Words break the tie: a verb names a kind only where it is a noun as often (`trigger`, not `restore`); a word no verb list holds (`ab` of `createABActivity`) may.
  if (operations.length === 0 || kindWords.length !== 1 || (vocabulary.verbs.has(segment.toLowerCase()) && !isNounVerb(segment, vocabulary)) || thingWords.length === 0) return false;
  const expected = [...kindWords, ...thingWords].join(' ');
  return operations.every((operation) => {
    const words = operationIdWords(operation, vocabulary);
    return words.length > 1 && isCrudVerb(words[0] ?? '', vocabulary) && words.slice(1).join(' ') === expected;
  });
}

/**
 * The words of the static names of a path key before its last name `segment`, each also in the
 * singular (`users` gives `users` and `user`), in lower case.
 */
function wordsOfNamesBefore(pathKey: string, segment: string): Set<string> {
  const names = splitPathKey(pathKey).filter((part) => !part.isParameter && part.text !== segment);
  return new Set(names.flatMap((part) => splitWords(part.text)).flatMap((word) => [word, singularOf(word)]));
}

/**
 * Every operation on a path, only GET, is named for listing the plural collection the path's last
 * name follows, with nothing between verb and plural but words of the names before
 * (`listUserExternalPrincipals`), and names nothing of that name
 * (`AppServiceEnvironments_ListCapacities` on `GET …/capacities/compute`, beside
 * `…/capacities/virtualip`): the name says which of those items are listed, no verb run on them
 * (`operations-list-name-before`). The evidence, or undefined.
 */
export function listedByNameBefore(operations: readonly OperationModel[], segment: string, plural: string, vocabulary: Vocabulary): Evidence | undefined {
  const pluralWords = splitWords(plural);
  const own = new Set(splitWords(segment));
  if (operations.length === 0 || !isCountablePluralNoun(plural, vocabulary) || own.size === 0) return undefined;
  const listing = vocabulary.words('reading-verbs', 'lists');
  const pathWords = wordsOfNamesBefore(operations[0]?.pathKey ?? '', segment);
  const named = operations.every((operation) => {
    const words = operationIdWords(operation, vocabulary);
    // Between the verb and the plural, only words of the names before it (`listUserExternalPrincipals` on
    // `GET /auth/users/{userId}/external/principals/ls`): they say whose items, as the path does.
    const verbAt = words.findLastIndex((word, index) => index < words.length - pluralWords.length && listing.has(word));
    const between = words.slice(verbAt + 1, -pluralWords.length);
    return operation.method === 'get' && verbAt >= 0 && words.slice(-pluralWords.length).join(' ') === pluralWords.join(' ')
      && between.every((word) => pathWords.has(word)) && words.every((word) => !own.has(word));
  });
  const operationId = stringOf(operations[0]?.node['operationId']) ?? '';
  return named ? { id: 'operations-list-name-before', detail: `every operation here is named for listing "${plural}", the name before it (${operationId}), and names nothing of "${segment}": it says which of them are listed, no verb run on them`, source: `${operations[0]?.pathKey ?? ''} GET` } : undefined;
}

/**
 * The level at `index` right after a collection no id follows here names a kind of that
 * collection's items, as every operation on the name's own path and on its items' paths names it
 * (`operationsNameKindOf`: `createABActivity` on `POST /activities/ab`, `getABActivity` on `GET
 * /activities/ab/{id}`): the items of `ab` are activities of that kind, so the name is no
 * sub-collection (`operations-name-kind`). The evidence, or undefined.
 */
export function kindNamedByOperations(pathKey: string, index: number, shape: PathShape, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const place = kindPlaceOf(pathKey, index, shape);
  if (place === undefined) return undefined;
  const { parent, child, parentKey } = place;
  const kindKey = `${parentKey}/${child.name.text}`;
  const keys = [kindKey, ...operationsAt.itemKeysUnder(kindKey)];
  const operations = operationsNamingKind(keys, child.name.text, parent.name.text, operationsAt, vocabulary);
  if (operations === undefined) return undefined;
  const named = operations.map((operation) => stringOf(operation.node['operationId'])).join(', ');
  return { id: 'operations-name-kind', detail: `every operation on ${keys.join(' and ')} names "${child.name.text}" a kind of ${singularOf(parent.name.text)} (${named}): its items are ${parent.name.text}, no sub-collection`, source: kindKey };
}

/** The collection and the plain name right after it, where a kind of its items may stand, with the collection's prefix key; none after an id. */
function kindPlaceOf(pathKey: string, index: number, shape: PathShape): { parent: PathLevel; child: PathLevel; parentKey: string } | undefined {
  const [parent, child] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || child === undefined || parent.id !== undefined || !isPlainName(child.name.text)) return undefined;
  return { parent, child, parentKey: keyUpToLevel(pathKey, parent.name.position) };
}

/** The operations on `keys` (a name's own path and its items'), where every one names `kind` a kind of `collection`'s items (`operationsNameKindOf`). */
function operationsNamingKind(keys: readonly string[], kind: string, collection: string, operationsAt: OperationsAt, vocabulary: Vocabulary): readonly OperationModel[] | undefined {
  const operations = keys.flatMap((key) => operationsAt(key));
  return operationsNameKindOf(operations, kind, collection, vocabulary) ? operations : undefined;
}

/**
 * The level at `index` stands where the document's paths put kinds of the collection's items
 * (`kindNamedByOperations`), with the same path after it, one segment or more: Target's
 * `/activities/abt/{id}/report/performance` beside `/activities/ab/{id}/report/performance`, `ab`
 * named a kind by `createABActivity` and `getABActivity` (`kind-beside-kinds`). Such a name is a
 * kind too, whatever its own operations say. The evidence, or undefined.
 */
export function kindBesideNamedKinds(pathKey: string, index: number, shape: PathShape, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const place = kindPlaceOf(pathKey, index, shape);
  if (place === undefined) return undefined;
  const { parent, child, parentKey } = place;
  const parts = pathKey.split('/');
  const at = child.name.position + 1;
  // Only with a path after the name: names that each end a path (`/ListingProviders/Lineups` beside `…/Default`) share no more than their place.
  if (at >= parts.length - 1) return undefined;
  const siblings = namesInPlaceOf(operationsAt).get(placeOf(parts, at)) ?? new Map<string, string>();
  for (const [sibling, candidate] of siblings) {
    if (sibling === child.name.text) continue;
    const kindKey = `${parentKey}/${sibling}`;
    if (operationsNamingKind([kindKey, ...operationsAt.itemKeysUnder(kindKey)], sibling, parent.name.text, operationsAt, vocabulary) !== undefined) {
      return { id: 'kind-beside-kinds', detail: `${candidate} puts "${sibling}" here, a kind of ${singularOf(parent.name.text)} as the operations on it name it, with the same path after it: "${child.name.text}" is a kind too, no collection of its own`, source: candidate };
    }
  }
  return undefined;
}

/** A path key's segments with the one at `at` left out: the place the names standing there share. */
function placeOf(parts: readonly string[], at: number): string {
  return `${at}\u0000${parts.map((part, position) => (position === at ? '' : part)).join('/')}`;
}

/**
 * The names each place of the document holds (`placeOf`), each with a path key it stands in, built
 * once a document: only static names right after another static name, where a kind may stand.
 */
const namesByPlace = new WeakMap<OperationsAt, Map<string, Map<string, string>>>();
function namesInPlaceOf(operationsAt: OperationsAt): Map<string, Map<string, string>> {
  let places = namesByPlace.get(operationsAt);
  if (places === undefined) {
    const built = new Map<string, Map<string, string>>();
    for (const pathKey of operationsAt.pathKeys()) {
      const parts = pathKey.split('/');
      parts.forEach((part, at) => {
        const before = parts[at - 1];
        if (at < 2 || before === undefined || part.startsWith('{') || before.startsWith('{') || !isPlainName(part)) return;
        const place = placeOf(parts, at);
        const names = built.get(place) ?? new Map<string, string>();
        if (!names.has(part)) names.set(part, pathKey);
        built.set(place, names);
      });
    }
    places = built;
    namesByPlace.set(operationsAt, places);
  }
  return places;
}

/**
 * The GET a POST beside it on the same path changes what it reads: the POST named for a verb that
 * changes what exists (`verbs.change`) run on the path's own name, the GET for a verb that reads
 * (`verbs.crud` that reads nothing new: get, fetch, read…) run on that same name (`SetLoggingOptions`
 * beside `GetLoggingOptions` on `/loggingOptions`): the path names one thing, set whole by the POST,
 * and nothing is created (`operation-changes-what-get-reads`). Undefined otherwise.
 */
export function readBesideChange(post: OperationModel, operationsAt: OperationsAt, vocabulary: Vocabulary): OperationModel | undefined {
  const operations = operationsAt(post.pathKey);
  const name = sentPathOf(post.pathKey).split('/').at(-1) ?? '';
  const object = singularWordsOf(name).map((word) => word.toLowerCase()).join(' ');
  const changing = vocabulary.words('verbs', 'change');
  const set = objectNamedFor(post, changing, vocabulary);
  if (object === '' || set === undefined) return undefined;
  // The thing set is the path's name, or a phrase ending in it, which the GET names in the same number, or the end of it
  // (`updateGatewayAccountAcceptedCardTypesByGatewayAccountId` beside `getGatewayAccountAcceptedCardTypes` on `…/card-types`,
  // and `getAcceptedCardTypesByServiceIdAndAccountType`; `putMirroredVideo` beside `getMirroredVideos` adds one of them).
  const singular = singularWordsOf(set.join('_')).join(' ');
  // A longer phrase sets the whole of what the path names only where no path reaches one of its items
  // (WhatsApp's `UpdateMediaProviders` beside `…/providers/{ProviderName}` creates or updates providers by name).
  const itemsReached = operationsAt.keysWithParameterAfter(post.pathKey).length > 0;
  if (singular !== object && (itemsReached || !singular.endsWith(` ${object}`))) return undefined;
  const endsIn = (longer: readonly string[], shorter: readonly string[]) => ` ${longer.join(' ')}`.endsWith(` ${shorter.join(' ')}`);
  const samePhrase = (read: readonly string[]) => singular === object
    ? singularWordsOf(read.join('_')).join(' ') === object
    : (endsIn(set, read) || endsIn(read, set)) && ` ${singularWordsOf(read.join('_')).join(' ')}`.endsWith(` ${object}`);
  const reading = new Set([...vocabulary.words('verbs', 'crud')].filter((verb) => !changing.has(verb) && vocabulary.words('reading-verbs').has(verb)));
  return operations.find((operation) => {
    const read = operation.method === 'get' ? objectNamedFor(operation, reading, vocabulary) : undefined;
    return read !== undefined && samePhrase(read);
  });
}

/**
 * What an operation's name says it runs a verb of `verbs` on: the words after the verb, in lower
 * case, up to a preposition that says how it is found (`lookup-prepositions`: `…ByGatewayAccountId`).
 */
function objectNamedFor(operation: OperationModel, verbs: ReadonlySet<string>, vocabulary: Vocabulary): readonly string[] | undefined {
  const [verb = '', ...rest] = operationIdWords(operation, vocabulary).map((word) => word.toLowerCase());
  const lookup = rest.findIndex((word) => vocabulary.words('lookup-prepositions').has(word));
  const object = lookup < 0 ? rest : rest.slice(0, lookup);
  return verbs.has(verb) && object.length > 0 ? object : undefined;
}

/**
 * The name of the list a POST's JSON body sends of things to remove beside lists of others: a body
 * whose every field, two or more, is an array, one of them named for a verb that removes
 * (`verbs.remove`: `deletes`, `removals`, `to_remove`). Lakekeeper's `POST …/assignments` sending
 * `{writes, deletes}`, a diff of what the collection holds answered 204, changes the collection and
 * makes no one item of it (`sends-changes-to-list`). Undefined otherwise.
 */
export function removesAmongChanges(post: OperationModel, vocabulary: Vocabulary): string | undefined {
  const removing = vocabulary.words('verbs', 'remove');
  // The verb itself, its plural (`deletes`), or a noun made from it (`deletions`, `removals`).
  const namesRemoval = (name: string) => splitWords(name).some((word) => {
    const singular = singularOf(word.toLowerCase());
    return [word.toLowerCase(), singular, ...verbsNominalizedAs(singular)].some((form) => removing.has(form));
  });
  for (const body of post.requestBody?.bodies ?? []) {
    if (!isJsonMediaType(body.mediaType)) continue;
    const fields = [...objectView(body.schema, body.schemaPath).properties.values()];
    if (fields.length < 2 || !fields.every((field) => isOfType(field.schema, 'array'))) continue;
    const removals = fields.find((field) => namesRemoval(field.name));
    if (removals !== undefined) return removals.name;
  }
  return undefined;
}

/**
 * The operation a POST undoes: one named as it is but for a prefix that undoes the verb leading it
 * (`verb-prefixes.undoes`: `UntagResource` beside `TagResource`, `DeregisterTarget` beside
 * `RegisterTarget`). The document itself pairs the two, whatever word lists hold the verb: the POST
 * removes what the other makes, and creates nothing (`operation-undoes-another`). Undefined otherwise.
 */
export function operationUndone(post: OperationModel, operations: readonly OperationModel[], vocabulary: Vocabulary): OperationModel | undefined {
  const [first = '', ...rest] = operationIdWords(post, vocabulary).map((word) => word.toLowerCase());
  const prefix = [...vocabulary.words('verb-prefixes', 'undoes')].find((candidate) => first.startsWith(candidate) && first.length - candidate.length >= UNDONE_VERB_LETTERS);
  if (prefix === undefined) return undefined;
  const undone = [first.slice(prefix.length), ...rest].join(' ');
  return operations.find((other) => other !== post && operationIdWords(other, vocabulary).map((word) => word.toLowerCase()).join(' ') === undone);
}

/**
 * The operation beside a POST on the same path that makes what the path names: one other than GET
 * and POST named for a verb that creates (`verbs.create`: `add`, `create`) run on the path's own
 * name, the POST named for another verb run on that name, by their operationIds or, without,
 * their summaries (Polaris's `revokeGrantFromCatalogRole` beside the PUT `addGrantToCatalogRole`
 * on `…/catalog-roles/{catalogRoleName}/grants`; go2rtc's `POST /api/streams`, "Send stream from
 * source to destination", beside the PUT "Create new stream"): the
 * document makes the thing by that one, so the POST runs its own verb and creates nothing
 * (`create-is-another-operation`). Undefined otherwise.
 */
export function createdByAnother(post: OperationModel, operations: readonly OperationModel[], vocabulary: Vocabulary): OperationModel | undefined {
  const object = singularWordsOf(sentPathOf(post.pathKey).split('/').at(-1) ?? '').map((word) => word.toLowerCase());
  const creating = vocabulary.words('verbs', 'create');
  // The verb an operation's name (`nameWordsOf`) runs on the path's name, its operationId's first
  // word right before it, or without an operationId its summary's, a word between or none (`Create new stream`).
  const verbOn = (operation: OperationModel): string | undefined => {
    const named = stringOf(operation.node['operationId']) !== undefined;
    const [verb = '', ...rest] = nameWordsOf(operation, vocabulary);
    const startsAt = (start: number): boolean => {
      const words = rest.slice(start, start + object.length);
      return words.length === object.length && singularWordsOf(words.join('_')).join(' ') === object.join(' ');
    };
    return object.length > 0 && (startsAt(0) || (!named && startsAt(1))) ? verb : undefined;
  };
  const postVerb = verbOn(post);
  if (postVerb === undefined || creating.has(postVerb) || leadingVerb(postVerb, vocabulary) === undefined) return undefined;
  return operations.find((operation) => operation.method !== 'get' && operation.method !== 'post' && creating.has(verbOn(operation) ?? ''));
}

/** The letters a verb after an undoing prefix has at least (`tag` of `untag`). */
const UNDONE_VERB_LETTERS = 3;

/** How many POST-only names beside a name, each its operation's name and led by a different verb, make their parent a place of named calls (see `namedLikeVerbSiblings`). */
const NAMED_VERBS_BESIDE = 2;

/**
 * Names of two words or more right after an item's id whose POST is named as the path names it,
 * the name's words alone or then the item's (`snapshot-quantities-invoice` on
 * `…/invoices/{invoiceId}/snapshot-quantities`), where two names or more beside it are named so and
 * led by different verbs, one word or more (`approve-invoice` on `…/approve`, `retry-invoice` on
 * `…/retry`): the document names each call on the item for what it does, so the first word, after
 * a word saying how many at once, is a verb whatever the word lists say (`verb-led-beside`). A
 * plural first word names a thing (`line-items`). Names right under a collection or at the top
 * (`/TagResource`, `/ConvertArea`, each named so) are things as often. `postOnlyPaths`: the path
 * keys only POST runs on. By name in lower case, as `siblingVerbsOf` gives them, each with its verb
 * and a verb-led call beside it.
 */
export function namedLikeVerbSiblings(postOnlyPaths: Iterable<string>, operationsAt: OperationsAt, vocabulary: Vocabulary): Map<string, { verb: string; sibling: string }> {
  const found = new Map<string, { verb: string; sibling: string }>();
  const byItem = new Map<string, { pathKey: string; words: string[] }[]>();
  for (const pathKey of postOnlyPaths) {
    const [owner, id, name] = splitPathKey(pathKey).slice(-3);
    // Only calls on an item: names right under a collection or at the top are named so as often as things are.
    if (owner === undefined || owner.isParameter || id?.isParameter !== true || name === undefined || name.isParameter) continue;
    const post = operationsAt(pathKey).find((operation) => operation.method === 'post');
    const words = splitWords(name.text).map((word) => word.toLowerCase());
    const named = post === undefined ? '' : operationIdWords(post, vocabulary).map((word) => word.toLowerCase()).join(' ');
    if (named === '' || (named !== words.join(' ') && named !== [...words, ...singularWordsOf(owner.text).map((word) => word.toLowerCase())].join(' '))) continue;
    const parentKey = pathKey.slice(0, pathKey.lastIndexOf('/'));
    byItem.set(parentKey, [...(byItem.get(parentKey) ?? []), { pathKey, words: words.length > 1 && isBatchWord(words[0] ?? '', vocabulary) ? words.slice(1) : words }]);
  }
  for (const named of byItem.values()) {
    const verbNamed = named.filter(({ words }) => vocabulary.verbs.has(words[0] ?? ''));
    const [sibling] = verbNamed;
    if (sibling === undefined || new Set(verbNamed.map(({ words }) => words[0])).size < NAMED_VERBS_BESIDE) continue;
    for (const { pathKey, words } of named) {
      const [first = ''] = words;
      if (words.length < 2 || vocabulary.verbs.has(first) || (mayBePlural(first) && !mayBeSingular(first))) continue;
      found.set((splitPathKey(pathKey).at(-1)?.text ?? '').toLowerCase(), { verb: first, sibling: sibling.pathKey });
    }
  }
  return found;
}

/**
 * The verb a POST on a name right after an item's id runs on that item, as its operationId names
 * it, or without one its summary (`nameWordsOf`): a verb no create is named by, then the item, as
 * the name before the id or the id's own name spell it, and not the name the POST is on
 * (`controlWorkflow` on `POST /workflow/execution/{WORKFLOW_ID}/commands`, "Control a workflow";
 * E2B's `POST /sandboxes/{sandboxID}/refreshes`, "Refresh sandbox"). Where nothing reads that
 * name (no GET on it, no item under it), the POST acts on the item and makes nothing
 * (`operation-acts-on-item`). Undefined otherwise.
 */
export function verbRunOnOwnerItem(operation: OperationModel, operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const segments = splitPathKey(operation.pathKey);
  const [owner, id, name] = segments.slice(-3);
  if (id?.isParameter !== true || name === undefined || name.isParameter) return undefined;
  const [verb, ...named] = nameWordsOf(operation, vocabulary);
  if (verb === undefined || named.length === 0 || !(vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary)) || isCrudVerb(verb, vocabulary)) return undefined;
  const nameWords = new Set(singularWordsOf(name.text).map((word) => word.toLowerCase()));
  if (named.some((word) => nameWords.has(word) || nameWords.has(singularOf(word)))) return undefined;
  const idWords = splitWords(id.text.slice(1, -1)).map((word) => word.toLowerCase()).filter((word) => !isGenericIdentifier(word, vocabulary));
  const ownerWords = owner === undefined || owner.isParameter ? [] : singularWordsOf(owner.text).map((word) => word.toLowerCase());
  const item = named.join(' ');
  if (item !== idWords.join(' ') && item !== ownerWords.join(' ')) return undefined;
  if (readsNameAt(operation.pathKey, operationsAt)) return undefined;
  return verb;
}

/**
 * Whether an operation is named, by its operationId or its summary, for a verb and then the name
 * spelt whole, as written or in the singular (`createReadList` and "Create readlist" on Komga's
 * `POST /readlists`; grpc-gateway's `Campus_GetUpdateNote`, after its service): the name is the
 * thing that verb works on, a noun, whatever verb its letters start with.
 */
export function namedAsObjectOfVerb(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  const forms = new Set([name.toLowerCase(), singularOf(name.toLowerCase())]);
  return operations.some((operation) => [operationIdWords(operation, vocabulary), methodWordsAfterService(operation), summaryWordsOf(operation)].some((words) => {
    const [verb = '', ...rest] = words.map((word) => word.toLowerCase());
    return rest.length > 0 && vocabulary.verbs.has(verb) && forms.has(rest.join(''));
  }));
}

/**
 * The words of an operationId's method after the service it is written under, one capitalised word
 * and an underscore (grpc-gateway's `Campus_GetUpdateNote`, `<service>_<method>`): `GetUpdateNote`.
 */
function methodWordsAfterService(operation: OperationModel): readonly string[] {
  const match = /^[A-Z][a-z0-9]*_([A-Z][A-Za-z0-9]*)$/.exec(stringOf(operation.node['operationId']) ?? '');
  return match?.[1] === undefined ? [] : splitWords(match[1]);
}

/**
 * The words an operation is named by, in lower case: its operationId's, or without one its
 * summary's, articles left out ("Refresh the sandbox").
 */
function nameWordsOf(operation: OperationModel, vocabulary: Vocabulary): string[] {
  if (stringOf(operation.node['operationId']) !== undefined) return operationIdWords(operation, vocabulary).map((word) => word.toLowerCase());
  const articles = vocabulary.words('determiners', 'article');
  return summaryWordsOf(operation).filter((word) => !articles.has(word));
}

/**
 * The verb a POST is named for alone: its operationId one word, a verb (or a noun as often) no
 * create, read, update or delete is named by (`seek` on Strimzi's `POST
 * /consumers/{groupid}/instances/{name}/positions`), where its every
 * success answers no body and nothing reads the name it is posted to (no GET on it, no item under
 * it): it runs that verb and makes nothing (`operation-named-for-verb`). Not where the name is made
 * of the verb (Combell's `Register` on `POST /domains/registrations`, answering 202): it makes one
 * of those. Undefined otherwise.
 */
export function namedForVerbAlone(post: OperationModel, operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const words = operationIdWords(post, vocabulary).map((word) => word.toLowerCase());
  const [verb] = words;
  if (words.length !== 1 || verb === undefined || !(vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary)) || isCrudVerb(verb, vocabulary)) return undefined;
  // A name made of the verb itself (`transfers` of `Transfer`, `registrations` of `Register`, `assignments` of `assign`) is what it makes.
  const thing = singularOf(sentPathOf(post.pathKey).split('/').at(-1)?.toLowerCase() ?? '');
  if (thing.startsWith(verb.slice(0, Math.max(VERB_STEM_LETTERS, verb.length - 2)))) return undefined;
  const successes = post.responses.filter((response) => isSuccessStatus(response.status));
  if (successes.length === 0 || successBodies(post).length > 0 || readsNameAt(post.pathKey, operationsAt)) return undefined;
  return verb;
}

/** The letters of a verb's stem a name made of it starts with at least (`regist` of `register` in `registrations`). */
const VERB_STEM_LETTERS = 4;

/** Whether the document reads what a path names: a GET on it (`readAt`), or any path of its items under it. */
function readsNameAt(pathKey: string, operationsAt: OperationsAt): boolean {
  return readAt(operationsAt, pathKey) !== undefined || operationsAt.itemKeysUnder(pathKey).length > 0;
}

/**
 * The verb a POST is named for, in its operationId and its summary alike, where that verb works
 * out an answer (`description-leads.computing`) and nothing reads the name it is posted to (no GET
 * on it, no item under it): VTEX's `POST /pub/bundles`, `Calculatediscountsandtaxes(Bundles)`,
 * "Calculate discounts and taxes", makes no bundle (`operation-computes`). Undefined otherwise.
 */
export function computesAnswer(operation: OperationModel, operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const [verb] = summaryWordsOf(operation);
  if (operation.method !== 'post' || verb === undefined || !vocabulary.words('description-leads', 'computing').has(verb)) return undefined;
  if (!(stringOf(operation.node['operationId']) ?? '').toLowerCase().startsWith(verb.replace(/s$/, ''))) return undefined;
  if (readsNameAt(operation.pathKey, operationsAt)) return undefined;
  return verb;
}

/**
 * A POST that sends no body and answers success only by redirecting (Supabase Auth's
 * `POST /saml/acs`, the SAML Assertion Consumer Service, answering `302` with the tokens in the
 * redirect): it hands the client on to another page and makes no resource the client reads
 * (`answers-only-redirects`). A POST sending a body, or answering any 2xx, may still create.
 */
export function answersOnlyRedirects(operation: OperationModel): boolean {
  if (operation.method !== 'post' || operation.requestBody !== undefined) return false;
  const statuses = operation.responses.map((response) => response.status);
  return statuses.some(isRedirectStatus) && !statuses.some(isSuccessStatus);
}

/**
 * The POST is named for the name it runs on, a word that is a verb (or a noun as often), run on
 * something (`lockUserSession` on `POST /sessions/{fiscalcode}/lock`, "Lock a user session"):
 * the document names the action, whatever else the word may name (`operation-names-verb`).
 */
export function postNamedForItsVerb(operation: OperationModel, name: string, vocabulary: Vocabulary): boolean {
  const [verb, ...object] = operationIdWords(operation, vocabulary).map((word) => word.toLowerCase());
  return verb !== undefined && object.length > 0 && verb === name.toLowerCase() && (vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary));
}

/**
 * The GET on a path ending in a parameter answers a bare JSON array in every success, where an
 * item's id would stand, and its summary (or description) names what it reads in the plural (VTEX's
 * `GET /pricing/prices/{itemId}/fixed/{priceTableId}`, "Get Fixed Prices on a price table",
 * answering an array of `FixedPrice`): the parameter picks a set of records, not one, so a POST
 * there adds to that set (`get-answers-list-at-parameter`). A record holding a list among its
 * fields (Stripe's `credit_note` and its `lines`) is still one record, and so is an array a
 * summary reads as one thing ("Get Policy by ID", "Get a user"): the schema decides, the words
 * break the tie against a schema written wrong.
 */
export function answersListAtParameter(operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const [first] = operations;
  const last = first === undefined ? undefined : splitPathKey(first.pathKey).at(-1);
  const read = operations.find((operation) => operation.method === 'get');
  const bodies = read === undefined ? [] : successBodies(read).filter((body) => isJsonMediaType(body.mediaType));
  const answersArrays = bodies.length > 0 && bodies.every((body) => {
    const types = declaredTypes(body.schema);
    return types.has('array') && !types.has('object') && !holdsValuesOnly(body.schema);
  });
  return last?.isParameter === true && answersArrays && read !== undefined && namesWhatItReadsInPlural(read, vocabulary);
}

/**
 * Whether a read's summary (or description) names what it reads in the plural, within the few
 * words after its verb and before a linking word ("Get Fixed Prices on…", "Get Models for
 * Organization"; not "Get a user", "Get Policy by ID").
 */
function namesWhatItReadsInPlural(read: OperationModel, vocabulary: Vocabulary): boolean {
  const skipped = new Set([...vocabulary.words('determiners', 'article'), ...vocabulary.words('determiners', 'object')]);
  const stops = new Set([...vocabulary.words('linking-words'), ...vocabulary.words('lookup-prepositions')]);
  const words: string[] = [];
  for (const word of leadingWordsOf(read).slice(1, 5)) {
    if (stops.has(word)) break;
    if (!skipped.has(word)) words.push(word);
  }
  return words.some((word) => isCountablePluralNoun(word, vocabulary));
}

/**
 * Only POST runs on the path, and every operation there is named for the name the path ends in,
 * after a namespace (`calendar.events.quickAdd` on `POST /calendars/{calendarId}/events/quickAdd`,
 * `calendar.acl.watch` on `…/acl/watch`): the call that name is, an action, whatever its words
 * (`operation-named-as-path`).
 */
export function postNamedAsItsPath(operations: readonly OperationModel[], name: string): boolean {
  if (operations.length === 0 || !runsOnlyPost(operations.map((operation) => operation.method))) return false;
  return operations.every((operation) => {
    const parts = (stringOf(operation.node['operationId']) ?? '').split(/[.#:]/);
    return parts.length >= 2 && (parts.at(-1) ?? '').toLowerCase() === name.toLowerCase();
  });
}

/**
 * A name ending a path GET alone reads, where every success answers only the media type whose
 * subtype the name is (`plain` of ioBroker's `GET /state/{stateId}/plain`, produces
 * `text/plain;charset=UTF-8`; `csv` answering `text/csv`): the name chooses the representation the
 * GET answers, no verb and no resource of its own (`names-media-type`). Its evidence.
 */
export function namesMediaTypeAnswered(pathKey: string, operations: readonly OperationModel[], name: string): Evidence | undefined {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined || operations.some((operation) => operation.method !== 'get')) return undefined;
  const bodies = successBodies(read);
  const only = bodies[0]?.mediaType;
  if (only === undefined || !bodies.every((body) => subtypeOf(body.mediaType) === name.toLowerCase())) return undefined;
  return { id: 'names-media-type', detail: `GET ${pathKey} answers ${only} alone: "${name}" names the representation it answers, no verb`, source: `${pathKey} GET` };
}

/**
 * A name of two words or more that an operation on the path answers as a field of its JSON
 * success, spelt alike and no list (`embed-url` of `POST /accounts/{AwsAccountId}/embed-url/anonymous-user`
 * answering `{EmbedUrl, Status}`, `EmbedUrl` a string; no truth value, the outcome of an action): the document names the thing answered so, a compound noun,
 * whatever verb its first word may be (`answers-field-named-so`). The operation, or undefined.
 */
export function answersFieldNamedAs(operations: readonly OperationModel[], name: string): OperationModel | undefined {
  if (splitWords(name).length < 2) return undefined;
  // A list under the path's own name (`{restorePlans: [...]}`) is how any list is wrapped, and a truth value so named
  // (`{reset_login: true}`) the outcome of the action: neither says anything of the name.
  const namesValue = (_body: MediaBody, property: PropertyView) => {
    const types = declaredTypes(property.schema);
    return spelledAlike(property.name, name) && !types.has('array') && !types.has('boolean');
  };
  return operationAnsweringField(operations, namesValue);
}

/** The first operation one of whose JSON successes is an object with a field `accepts` takes. */
function operationAnsweringField(operations: readonly OperationModel[], accepts: (body: MediaBody, property: PropertyView) => boolean): OperationModel | undefined {
  return operations.find((operation) => successBodies(operation).some((body) => isJsonMediaType(body.mediaType) && isOfType(body.schema, 'object')
    && [...objectView(body.schema, body.schemaPath).properties.values()].some((property) => accepts(body, property))));
}

/**
 * The operation answering, as JSON, one record under a field spelt as `name`, two words or more
 * (FusionAuth's `GET /api/tenant/password-validation-rules` answering `{passwordValidationRules:
 * {minLength, requireMixedCase, …}}`): an object of declared fields, no map of entries
 * (`additionalProperties`) and no array among them, that no example of the body gives as an array.
 * A map keyed by the items' ids is a list.
 */
export function answersRecordNamedAs(operations: readonly OperationModel[], name: string): OperationModel | undefined {
  if (splitWords(name).length < 2) return undefined;
  const isRecord = (schema: unknown) => isObject(schema) && isOfType(schema, 'object') && !isObject(schema['additionalProperties'])
    && [...objectView(schema, []).properties.values()].every((field) => !isOfType(field.schema, 'array'));
  // The body's own examples giving the field as an array (Wowza's `stream_targets`, "An array of stream targets") say it lists.
  const listedByExample = (body: MediaBody, field: string) => isObject(body.schema) && declaredExamplesOf(body.schema).some((example) => isObject(example) && Array.isArray(example[field]));
  const namesRecord = (body: MediaBody, property: PropertyView) => spelledAlike(property.name, name) && isRecord(property.schema) && objectView(property.schema, []).properties.size > 0
    && !listedByExample(body, property.name);
  return operationAnsweringField(operations, namesRecord);
}

/**
 * The words every operation on a path writes apart where the path runs them together into one
 * name in lower case (`POST /imu/resetgyros`, named `imu#ResetGyro`: reset, gyros): the whole of
 * each operation's name, or of its last part after a namespace (`imu#`, `Jobs_`), two words or
 * more, the last maybe in the singular where the path has its plural. A name that spells only
 * part of the operation's (`changelogs` of `GetChangeLogs`) is the noun the operation works on.
 * The document itself says the name is a phrase, whatever word lists hold its words.
 */
export function wordsSpelledByOperations(operations: readonly OperationModel[], name: string): readonly string[] | undefined {
  if (operations.length === 0 || !/^[a-z]+$/.test(name)) return undefined;
  const spelled = operations.map((operation) => spellingOf(stringOf(operation.node['operationId']) ?? '', name));
  const [first] = spelled;
  return first !== undefined && spelled.every((words) => words?.join(' ') === first.join(' ')) ? first : undefined;
}

/**
 * The create, read, update or delete verb of `crud` that leads a name of one lower-case word, with
 * a word's room after it, where every operation's summary (or description) leads with that verb
 * too, bare or with its `-s` (Interzoid's `GET /getfullnameparsedmatch`, "Gets a similarity key…"):
 * the verb run together with its object, however the rest is spelled.
 */
export function verbLeadingNameAndSummaries(operations: readonly OperationModel[], name: string, crud: ReadonlySet<string>): string | undefined {
  if (operations.length === 0 || !/^[a-z]+$/.test(name)) return undefined;
  const verb = [...crud].find((candidate) => name.startsWith(candidate) && name.length >= candidate.length + RUN_TOGETHER_REST && !isDerivedFrom(name, candidate));
  return verb !== undefined && operations.every((operation) => {
    const [first] = leadingWordsOf(operation);
    return first === verb || first === `${verb}s`;
  }) ? verb : undefined;
}

/**
 * The verb a name of one lower-case word runs together with the words after it, where every
 * operation's summary (or description) leads with the same words written apart, the verb first,
 * bare or with its `-s` (`POST …/placements/generatetags`, "Generates tags for a placement."), the
 * last of them maybe in the plural (`POST …/convertallpdfs`, "Convert all PDF files"; a noun as
 * often as a verb only before a determiner): the document itself spells the name as a verb
 * phrase, whatever the verb.
 */
export function verbPhraseInSummaries(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string | undefined {
  if (operations.length === 0 || !/^[a-z]+$/.test(name)) return undefined;
  const verbs = new Set(operations.map((operation) => {
    const [first = '', ...after] = leadingWordsOf(operation);
    const verb = [first, first.replace(/s$/, '')].find((candidate) => leadsAsVerb(candidate, after[0], vocabulary) && name.startsWith(candidate));
    const rest = verb === undefined ? '' : name.slice(verb.length);
    // The name may end in the plural of the summary's last word it spells (`convertallpdfs`, "Convert all PDF files").
    const spells = (words: string) => words === rest || pluralOf(words) === rest;
    return rest.length >= RUN_TOGETHER_REST && after.some((_word, index) => spells(after.slice(0, index + 1).join(''))) ? verb : undefined;
  }));
  const [verb] = verbs;
  return verbs.size === 1 ? verb : undefined;
}

/** The words after which a verb takes an object or a clause (`determiners` tagged `object`, `article` and `clause`). */
const takesObjectOrClause = perVocabulary((vocabulary) => new Set([...vocabulary.words('determiners', 'object'), ...vocabulary.words('determiners', 'article'), ...vocabulary.words('determiners', 'clause')]));

/**
 * Whether a summary's first word is a verb, its next word given: a verb, or a noun as often as a
 * verb before an object or a clause ("Convert all PDF files", "Check if a file…"), not heading a
 * compound ("Audit trail of…") nor standing as a label ("CODE - Returns…").
 */
function leadsAsVerb(word: string, next: string | undefined, vocabulary: Vocabulary): boolean {
  return vocabulary.verbs.has(word) || (isNounVerb(word, vocabulary) && takesObjectOrClause(vocabulary).has(next ?? ''));
}

/**
 * The verb a name of one lower-case word starts with, where every operation's summary (or
 * description) leads with that verb, bare or with its `-s` (a noun as often as a verb followed by
 * an object or a clause: `leadsAsVerb`), and the rest of
 * the name is a word the document writes apart (`isDocumentWord`): Docspell's `GET
 * /open/checkfile/{id}/{checksum}`, "Check if a file is in docspell", beside its `file` fields;
 * not where a summary writes the rest right after that word, naming the compound ("Audit trail
 * of…" on `…/audittrail`). The summaries say which word the name is led by; the document's words,
 * that the rest is one.
 */
export function verbLeadingNameAndSummariesOnWord(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary, isDocumentWord: (word: string) => boolean): string | undefined {
  if (operations.length === 0 || !/^[a-z]+$/.test(name)) return undefined;
  const summaries = operations.map(leadingWordsOf);
  const leads = new Set(summaries.map(([first = '']) => first.replace(/s$/, '')));
  const [verb = ''] = leads;
  const rest = name.slice(verb.length);
  if (leads.size !== 1 || !name.startsWith(verb) || rest.length < RUN_TOGETHER_REST || !isDocumentWord(rest)) return undefined;
  // A summary that writes the rest right after the word names the compound ("Audit trail of…", "Leave requests"), no verb.
  const namesCompound = (after: readonly string[]) => after.some((_word, index) => singularOf(after.slice(0, index + 1).join('')) === singularOf(rest));
  return summaries.every(([, ...after]) => leadsAsVerb(verb, after[0], vocabulary) && !namesCompound(after)) ? verb : undefined;
}

/**
 * Whether every operation's summary (or description) leads with `verb`, bare or with its `-s`, and
 * then an article or a determiner (`determiners`: "Retry a failed step…"): the verb takes an object
 * there, no noun heading a compound ("Change Notification with SKU ID"). A verb that is no noun
 * takes what follows it whatever it is (Seatsurfing's "Verify email address change" on
 * `…/verifyemail/{uuid}`).
 */
export function summariesRunVerbOnObject(operations: readonly OperationModel[], verb: string, vocabulary: Vocabulary): boolean {
  const determiners = vocabulary.words('determiners');
  const takesAnyObject = !isNounVerb(verb, vocabulary);
  return operations.length > 0 && operations.every((operation) => {
    const [first, second = ''] = leadingWordsOf(operation);
    return (first === verb || first === `${verb}s`) && (determiners.has(second) || (takesAnyObject && second !== ''));
  });
}

/** The letters a run-together name leaves for a word after its verb, at least. */
const RUN_TOGETHER_REST = 4;

/** Whether `name` is `verb` with an ending that makes a noun of it, its last letter maybe doubled (`listings`, `settings`, `getters`). */
function isDerivedFrom(name: string, verb: string): boolean {
  const ending = name.slice(verb.length);
  const undoubled = ending.startsWith(verb.at(-1) ?? '') ? ending.slice(1) : ending;
  return NOUN_ENDING.test(ending) || NOUN_ENDING.test(undoubled);
}
const NOUN_ENDING = /^(?:ings?|ers?|ed)$/;

/** The words of `operationId`, whole or after its namespace, that spell `name` written together, the last maybe made plural. */
function spellingOf(operationId: string, name: string): readonly string[] | undefined {
  const lastPart = operationId.split(/[^A-Za-z0-9]+/).filter((part) => part !== '').at(-1) ?? '';
  for (const words of [splitWords(operationId), splitWords(lastPart)].map((all) => all.map((word) => word.toLowerCase()))) {
    if (words.length < 2) continue;
    if (words.join('') === name) return words;
    const plural = [...words.slice(0, -1), pluralOf(words.at(-1) ?? '')];
    if (plural.join('') === name) return plural;
  }
  return undefined;
}

/** The words of an operation's operationId (`installUpdate` → install, update); none without one. */
export function operationIdWords(operation: OperationModel, vocabulary: Vocabulary): readonly string[] {
  const operationId = stringOf(operation.node['operationId']) ?? '';
  // A generated controller's class before the method's name (`ApiKeysController_validateApiKey`,
  // NestJS's `${controller}_${method}`; `controller-suffixes`): the operation is named by what
  // follows it. A snake_case name led by a suffix word (`api_users_create`) is read whole.
  const [controller = '', ...method] = operationId.split('_');
  if (method.length === 0 || !/^[A-Z]/.test(controller)) return splitWords(operationId);
  const controllerWords = splitWords(controller);
  const isControllerClass = controllerWords.length > 1 && vocabulary.words('controller-suffixes').has(controllerWords.at(-1) ?? '');
  return splitWords(isControllerClass ? method.join('_') : operationId);
}

/** The words of a name, its last in the singular (`lensReviews` → lens review), as an operation names one of its items. */
function singularWordsOf(name: string): string[] {
  return splitWords(name).map((word, index, all) => (index === all.length - 1 ? singularOf(word) : word));
}

/**
 * Every operation on a path is named for the segment run on the thing before it, the segment a
 * word that is a noun as often as a verb and no view word, then that thing's singular
 * (`selectMessage` on `PUT /messages/{id}/select`): the document names the action, whatever the method.
 */
export function operationsNameActionOn(operations: readonly OperationModel[], segment: string, thing: string, vocabulary: Vocabulary): boolean {
  const expected = actionNameOn(segment, thing, vocabulary);
  return expected !== undefined && operations.length > 0 && operations.every((operation) => operationIdWords(operation, vocabulary).join(' ') === expected);
}

/**
 * The words an operation running `segment` on an item of `thing` is named by (`select message`),
 * where the segment may name an action: one word, a noun as often as a verb, no view word (`search`
 * has a reading of its own). Undefined otherwise.
 */
function actionNameOn(segment: string, thing: string, vocabulary: Vocabulary): string | undefined {
  const thingWords = singularWordsOf(thing);
  if (splitWords(segment).length !== 1 || !isNounVerb(segment, vocabulary) || isViewWord(segment.toLowerCase(), vocabulary) || thingWords.length === 0) return undefined;
  return [segment.toLowerCase(), ...thingWords].join(' ');
}

/**
 * The names a parameter follows that the operations' dotted operationIds show to be a namespace of
 * the service's methods, each with what shows it: an operationId of four parts or more
 * (`pubsublite.admin.projects.locations.topics.get` on `GET /v1/admin/{name}`) holds the name after
 * its first part and, between it and the method, two parts or more that no segment or parameter of
 * the path names (`projects`, `locations`), or one such part where the parameter's name shares no
 * word with the name (`cloudsearch.stats.index.datasources.get` on `/v1/stats/index/{name}`): the parameter
 * after the name holds those levels, a whole resource name, and the name groups methods rather than
 * listing items (`operation-id-hides-levels`). Keyed by the name's prefix key (`v1/admin`).
 */
export function namespacesHidingLevels(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>): Map<string, { pathKey: string; operationId: string; hidden: string[] }> {
  const namespaces = new Map<string, { pathKey: string; operationId: string; hidden: string[] }>();
  for (const [pathKey, operations] of operationsByPath) {
    // Only dotted operationIds name namespaces: a document without them is read in one pass over its keys.
    const dotted = operations.map((operation) => stringOf(operation.node['operationId']) ?? '').filter((operationId) => operationId.split('.').length >= NAMESPACED_ID_PARTS);
    if (dotted.length === 0) continue;
    const segments = splitPathKey(pathKey);
    const written = new Set(segments.flatMap((segment) => segment.text.split(/[^A-Za-z0-9]+/)).filter((word) => word !== '').flatMap((word) => [compactName(word), singularOf(compactName(word))]));
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      // The parameter may carry a custom method after its colon (`/v1/debug/{name}:checkAccess`).
      if (segment.isParameter || next === undefined || !(next.isParameter || isIdWithMethod(next.text))) return;
      const key = prefixKeyAt(pathKey, segment.position);
      if (namespaces.has(key)) return;
      // One hidden level is enough where the parameter's name shares no word with the name (`{name}` after `index` in
      // `/v1/stats/index/{name}`, `cloudsearch.stats.index.datasources.get`): `{indexId}`, `{savedIndexId}` would be its items.
      const own = new Set(splitWords(segment.text).map((word) => singularOf(word.toLowerCase())));
      const holdsOtherName = next.isParameter && splitWords(next.text.slice(1, -1)).every((word) => !own.has(singularOf(word.toLowerCase())));
      for (const operationId of dotted) {
        const parts = operationId.split('.');
        const at = parts.indexOf(segment.text);
        if (at < 1) continue;
        const hidden = parts.slice(at + 1, -1).filter((part) => !written.has(compactName(part)) && !written.has(singularOf(compactName(part))));
        if (hidden.length >= HIDDEN_LEVELS || (hidden.length >= 1 && holdsOtherName)) {
          namespaces.set(key, { pathKey, operationId, hidden });
          return;
        }
      }
    });
  }
  return namespaces;
}

/**
 * Names a parameter follows that the dotted operationIds of every operation there name as their
 * method, run on a resource another path key names (`displayvideo.media.download` on `GET
 * /download/{resourceName}`, beside `POST /media/{resourceName}`): the name is the verb, and the
 * parameter what it runs on, no item of a collection the name lists. Keyed by the name's prefix
 * key (`/download`), with the operationId and the path key naming the resource.
 */
export function methodsNamedByOperationIds(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>): Map<string, { operationId: string; resourcePath: string }> {
  const found = new Map<string, { operationId: string; resourcePath: string }>();
  const staticNames = new Map<string, string>();
  for (const pathKey of operationsByPath.keys()) {
    for (const segment of splitPathKey(pathKey)) if (!segment.isParameter && !staticNames.has(compactName(segment.text))) staticNames.set(compactName(segment.text), pathKey);
  }
  for (const [pathKey, operations] of operationsByPath) {
    const segments = splitPathKey(pathKey);
    const [name, parameter] = segments.slice(-2);
    if (name === undefined || parameter === undefined || name.isParameter || !parameter.isParameter || operations.length === 0) continue;
    const operationIds = operations.map((operation) => stringOf(operation.node['operationId']) ?? '');
    const parts = operationIds.map((operationId) => operationId.split('.'));
    // Service, resource and method at least, the method spelling the name, the resource another word.
    const resources = new Set(parts.map((id) => (id.length >= METHOD_ID_PARTS && compactName(id.at(-1) ?? '') === compactName(name.text) ? compactName(id.at(-2) ?? '') : '')));
    const [resource = ''] = resources;
    const resourcePath = staticNames.get(resource) ?? staticNames.get(compactName(pluralOf(resource)));
    if (resources.size !== 1 || resource === '' || resource === compactName(name.text) || resourcePath === undefined || resourcePath === pathKey) continue;
    found.set(prefixKeyAt(pathKey, name.position), { operationId: operationIds[0] ?? '', resourcePath });
  }
  return found;
}

/** The parts of a dotted operationId naming a service, a resource and a method, at least. */
const METHOD_ID_PARTS = 3;
/** The parts of a dotted operationId naming a service, a namespace, a resource and a method, at least. */
const NAMESPACED_ID_PARTS = 4;
/** The resources an operationId names that its path does not, at least, for a parameter to hold them. */
const HIDDEN_LEVELS = 2;

/**
 * The POST on a path is named for the segment run on the thing before it, as
 * `operationsNameActionOn` reads it, the name of its group aside where that is the segment itself
 * (Azure's `Train_TrainVersion` on `POST …/versions/{versionId}/train`), and beside it only GET
 * (how the action went: `Train_GetStatus`) or DELETE runs: the segment is the action.
 */
export function postNamesActionOn(operations: readonly OperationModel[], segment: string, thing: string, vocabulary: Vocabulary): boolean {
  const posts = operations.filter((operation) => operation.method === 'post');
  if (posts.length === 0 || !operations.every((operation) => operation.method === 'post' || operation.method === 'get' || operation.method === 'delete')) return false;
  const expected = actionNameOn(segment, thing, vocabulary);
  return expected !== undefined && posts.every((post) => {
    const named = operationIdWords(post, vocabulary).join(' ');
    return named === expected || named === `${segment.toLowerCase()} ${expected}`;
  });
}

/**
 * Only POST runs on a path ending in the plural of a word English uses as a verb, or of the noun
 * made from one, and every operation there is named for that verb first (`resetAgentKnowledge` on
 * `POST /agents/{id}/knowledge/resets`, `interruptApp` on `POST /apps/{id}/interrupts`,
 * `validateApiKey` on `POST /api_keys/validations`): each
 * request runs the verb again, as `POST /hooks/{id}/pings` does; nothing is created in a collection.
 * A plural the document identifies (`/resets/{id}`) is a collection.
 */
export function runsNamedVerb(operations: readonly OperationModel[], segment: string, identified: boolean, vocabulary: Vocabulary): string | undefined {
  const words = splitWords(segment);
  const word = words.length === 1 ? words[0] ?? '' : '';
  if (identified || operations.length === 0 || !runsOnlyPost(operations.map((operation) => operation.method)) || !mayBePlural(word) || mayBeSingular(word)) return undefined;
  const singular = singularOf(word);
  if (singular === word) return undefined;
  // The plural of the verb (`resets`), or of the noun made from it (`validations` of `validateApiKey`).
  const verbs = [singular, ...verbsNominalizedAs(singular)].filter((verb) => vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary));
  const named = operations.map((operation) => operationIdWords(operation, vocabulary));
  const [verb] = named[0] ?? [];
  if (verb === undefined || !verbs.includes(verb) || !named.every((words) => words.length > 1 && words[0] === verb)) return undefined;
  // Named for the thing and then for a verb the path puts before it (`AddressCleanse` on `POST
  // /cleanse/addresses`): the noun is what that verb works on, not the verb.
  const pathNames = new Set(splitPathKey(operations[0]?.pathKey ?? '').filter((part) => !part.isParameter).map((part) => part.text.toLowerCase()));
  return named.some(([, next]) => next !== undefined && vocabulary.verbs.has(next) && pathNames.has(next)) ? undefined : verb;
}

/**
 * Only POST runs on a name of two words or more no id follows, a verb first (`verbs`, or a word
 * English uses as a verb and a noun alike) and then, spelt together, a name the document puts right
 * beside it under the same path (Bracket's `POST /tournaments/{tournament_id}/schedule_matches`
 * beside `/tournaments/{tournament_id}/matches`): the verb run on that collection, nothing created
 * (`verb-on-sibling-collection`); not where an operation is named for a create, read, update or
 * delete first (DIVOC's `createReportedSideEffects` on `POST /v1/report-side-effects` beside
 * `/v1/sideEffects` makes a report). The sibling's path key, or undefined.
 */
export function verbOnSiblingCollection(pathKey: string, identified: boolean, operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const last = splitPathKey(pathKey).at(-1);
  const words = last === undefined || last.isParameter ? [] : splitWords(last.text).map((word) => word.toLowerCase());
  const [verb = '', ...rest] = words;
  const operations = operationsAt(pathKey);
  if (identified || rest.length === 0 || !runsOnlyPost(operations.map((operation) => operation.method)) || isCrudVerb(verb, vocabulary) || !(vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary))) return undefined;
  // Named for a create, read, update or delete first (`createReportedSideEffects` on DIVOC's `POST /v1/report-side-effects`), it makes what it names.
  if (operations.some((operation) => isCrudVerb((nameWordsOf(operation, vocabulary)[0] ?? '').toLowerCase(), vocabulary))) return undefined;
  const siblingKey = `${pathKey.slice(0, pathKey.lastIndexOf('/'))}/`;
  return [...operationsAt.pathKeys()].find((key) => key.startsWith(siblingKey) && !key.slice(siblingKey.length).includes('/') && compactName(key.slice(siblingKey.length)) === rest.join('') && operationsAt(key).length > 0);
}

/**
 * The verb every operation's summary leads with, where it is the first word of the name a
 * POST-only path ends in and the summary goes on with an article and a word other than that one
 * (`POST …/lock-asset`, "Lock an asset."; `…/claim-pledged-asset`, "Claim an asset that has been
 * pledged."): the document says the name is that verb run on a thing, whatever else the word may
 * name. "Create a change request" leaves `change-request` a thing. A name of one word reads so
 * where it is a verb, the summary's second word an article or a word pointing out or quantifying
 * what it works on (`determiners.object`: "Kill all sandboxes for a team").
 */
export function verbLeadingSummaries(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string | undefined {
  const words = splitWords(name);
  const [first] = words;
  if (first === undefined || !runsOnlyPost(operations.map((operation) => operation.method))) return undefined;
  // A name of one word is that verb where it is one (`kill`, a noun as often), no view or lookup
  // word, and every summary runs it on a thing it quantifies or points out (E2B's `POST
  // /admin/teams/{teamID}/sandboxes/kill`, "Kill all sandboxes for a team").
  const oneWord = words.length === 1;
  if (oneWord && (!(vocabulary.verbs.has(first.toLowerCase()) || isNounVerb(first, vocabulary)) || isViewWord(first, vocabulary) || isLookupName(first, vocabulary))) return undefined;
  const determiners = oneWord ? new Set([...vocabulary.words('determiners', 'article'), ...vocabulary.words('determiners', 'object')]) : vocabulary.words('determiners', 'article');
  const verbForm = oneWord ? first.toLowerCase() : first;
  // A name of two words or more whose words, a verb first, lead every summary in order, a preposition
  // saying what they work on right after them (`POST /v1/messages/count_tokens`, "Count tokens in a
  // Message"; `description-leads.object-follows`): the verb phrase it spells, no title ("Equal Weighted Portfolio").
  const spelt = words.map((word) => word.toLowerCase());
  const spellsName = !oneWord && (vocabulary.verbs.has(spelt[0] ?? '') || isNounVerb(first, vocabulary));
  const objectFollows = vocabulary.words('description-leads', 'object-follows');
  const leadsWithName = (operation: OperationModel) => {
    const summaryWords = (summaryTextOf(operation) ?? '').toLowerCase().split(/[^a-z]+/).filter((word) => word !== '');
    if (spellsName && objectFollows.has(summaryWords[spelt.length] ?? '') && spelt.every((word, index) => summaryWords[index] === word)) return true;
    const [verb, article, next] = summaryWords;
    return (verb === verbForm || verb === `${verbForm}s` || verb === `${verbForm}es`) && article !== undefined && determiners.has(article) && next !== undefined && next !== verbForm;
  };
  return operations.every(leadsWithName) ? first : undefined;
}

/** What an operation's summary says, or its description without one. */
export function summaryTextOf(operation: OperationModel): string | undefined {
  return stringOf(operation.node['summary']) ?? stringOf(operation.node['description']);
}

/** Whether some operation's summary (or description, markup aside) leads with `verb`, bare or with `-s` or `-es` ("Query the child instances…", "<p>Updates an Amazon EKS cluster…"). */
export function someSummaryLeadsWith(operations: readonly OperationModel[], verb: string): boolean {
  return operations.some((operation) => {
    const [first] = leadingWordsOf(operation);
    return first === verb || first === `${verb}s` || first === `${verb}es`;
  });
}

/** The endings that make a noun of a verb (`management` of `manage`, `acceptance` of `accept`). */
const NOUN_OF_VERB = /^(?:ment|ion|ation|ance|ence|al)$/;

/** The words of `summaryTextOf` as `summaryWordsOf`, markup and a leading number left out (`3. Get ordering info`, `<p>Lists endpoints`). */
function leadingWordsOf(operation: OperationModel): string[] {
  return wordsOfProse(summaryTextOf(operation) ?? '');
}

function wordsOfProse(text: string): string[] {
  const words = text.replace(/<[^>]*>/g, ' ').toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '');
  return /^\d+$/.test(words[0] ?? '') ? words.slice(1) : words;
}

/**
 * `summaryTextOf`, but where the summary only spells the name out as a title (FastAPI's "Compute
 * Services" of `compute_services`), the description's: a title names the path, the description
 * says what is done there ("List compute services").
 */
export function proseSayingWhatIsDone(operation: OperationModel, name: string): string | undefined {
  const description = stringOf(operation.node['description']);
  const spellsName = leadingWordsOf(operation).join(' ') === splitWords(name).map((word) => word.toLowerCase()).join(' ');
  return description !== undefined && spellsName ? description : summaryTextOf(operation);
}

/** The words of `summaryTextOf`, in lower case, letters and digits only. */
function summaryWordsOf(operation: OperationModel): string[] {
  return (summaryTextOf(operation) ?? '').toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/**
 * The verb every operation's summary (or, without one, its description's first words) runs on the
 * name written out as a thing, after an article or none, where no POST runs there and the name's
 * first word does not lead the summary (`PUT /config/unlock-passphrase`, "Update the unlock
 * passphrase."; `GET …/startUrl`, "Get Start Url"): the document names the segment as the thing
 * the operation works on, a noun phrase, whatever verb it starts with (`summary-names-object`).
 * The first word may be written as a noun made of it (`GET …/manageUrl`, "Get Management URL");
 * markup and a leading number are left out ("3. Get ordering info" leads with `get`), and a summary
 * that only spells the name out as a title gives way to the description (`proseSayingWhatIsDone`:
 * OpenStack Skyline's `GET …/compute-services`, "Compute Services", "List compute services").
 */
export function summaryNamingObject(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string | undefined {
  const words = splitWords(name);
  const [first] = words;
  if (first === undefined || words.length < 2 || operations.length === 0 || operations.some((operation) => operation.method === 'post')) return undefined;
  const articles = vocabulary.words('determiners', 'article');
  const verbs = operations.map((operation) => {
    const [verb, ...after] = wordsOfProse(proseSayingWhatIsDone(operation, name) ?? '');
    const rest = after[0] !== undefined && articles.has(after[0]) ? after.slice(1) : after;
    const leads = rest[0] !== undefined && (rest[0] === first || (rest[0].startsWith(first) && NOUN_OF_VERB.test(rest[0].slice(first.length))));
    const namesIt = verb !== undefined && verb !== first && leads && words.slice(1).every((word, index) => rest[index + 1] === word);
    return namesIt ? verb : undefined;
  });
  return verbs.every((verb) => verb !== undefined) ? verbs[0] : undefined;
}

/**
 * The operation on a path that works on the segment by a verb of its own, where GET reads it (or
 * DELETE removes it: `disconnectAgentAuthProviderLogin` beside `startAgentAuthProviderLogin`) and
 * every operation there is named for the segment, its words ending the operationId, and none
 * leads with the segment's first word: `getUpdates` and `installUpdate` on `/update`,
 * `getOptionUpdateNotifications` and `setOptionUpdateNotifications` on `/option/updateNotifications`.
 * The document names the segment as a thing read and worked on, a noun. A verb that is an HTTP
 * method (`getUpdate`, `postReindex`) spells the path out and shows nothing on its own; a single
 * operation (`StartResourceScan`) or one led by the segment (`clearCache`) names a verb as often,
 * unless only POST runs there, every POST answers 201 Created and is named for a plain verb, no
 * noun as often, run on the segment's words: what it is named for making, a phrase, is made there
 * (`createTestLoginFlow` on `POST /admin/test-login-flows`; not `NetworkCreate` on `/networks/create`).
 * So does a phrase only PUT or PATCH writes, the methods that write a resource, each named for a
 * verb of change (`verbs.change`) run on it (`UpdateChannelReadMarker` on `PUT
 * /channels/{channelArn}/readMarker`; not `compute.instances.updateDisplayDevice`).
 */
export function objectNamingOperation(operations: readonly OperationModel[], segment: string, vocabulary: Vocabulary): OperationModel | undefined {
  const segmentWords = singularWordsOf(segment);
  const first = segmentWords[0];
  // Read there, or removed: an action is never deleted (`startAgentAuthProviderLogin` beside the DELETE
  // `disconnectAgentAuthProviderLogin` on `…/providers/{providerId}/login`, the login stored).
  const readAndWorked = operations.length >= 2 && operations.some((operation) => operation.method === 'get' || operation.method === 'delete');
  // Or only written there, by PUT or PATCH, which §4 never runs an action with, each named for a verb of change run on a
  // phrase of words (`UpdateChannelReadMarker` on `PUT …/readMarker`; not `replaceNamespaceFinalize` on `PUT …/finalize`).
  const written = !readAndWorked && segmentWords.length >= 2 && operations.length > 0 && operations.every((operation) => operation.method === 'put' || operation.method === 'patch');
  // Made there: a phrase of words (`test login flow`, not `/networks/create` of `NetworkCreate`), named for a plain verb.
  const created = !readAndWorked && segmentWords.length >= 2 && operations.length > 0 && runsOnlyPost(operations.map((operation) => operation.method)) && operations.every(answersCreated);
  if (first === undefined || !(readAndWorked || written || created)) return undefined;
  const named = operations.map((operation) => ({ operation, words: operationIdWords(operation, vocabulary) }));
  const namesSegment = ({ words }: { words: readonly string[] }) => words.length > segmentWords.length && words[0] !== first
    && singularWordsOf(words.slice(-segmentWords.length).join(' ')).join(' ') === segmentWords.join(' ');
  if (!named.every(namesSegment)) return undefined;
  return named.find(({ words }) => {
    const verb = words[0] ?? '';
    const plainVerb = vocabulary.verbs.has(verb) && !isNounVerb(verb, vocabulary);
    const namesWorkOn = written ? vocabulary.words('verbs', 'change').has(verb) : vocabulary.verbs.has(verb) || isNounVerb(verb, vocabulary);
    return !(PATH_ITEM_METHODS as readonly string[]).includes(verb) && (created ? plainVerb : namesWorkOn);
  })?.operation;
}

/**
 * The verb that reads, every operation on a path ending in one verb that creates or changes is
 * named for first, the segment's word in none of them (`getLatestVersionFromHash` on `POST
 * /version_file/{hash}/update`, "Latest version of a project from a hash"): the request asks for
 * what the word names, the update, a thing there; it is no verb run on the item
 * (`operations-name-a-read`). Only POST runs there, as it runs on an action.
 */
export function readNamedOnWriteVerb(operations: readonly OperationModel[], segment: string, vocabulary: Vocabulary): OperationModel | undefined {
  const word = segment.toLowerCase();
  const writes = vocabulary.words('verbs', 'create').has(word) || vocabulary.words('verbs', 'change').has(word);
  if (!writes || splitWords(segment).length !== 1 || operations.length === 0 || !runsOnlyPost(operations.map((operation) => operation.method))) return undefined;
  const reads = (verb: string) => isCrudVerb(verb, vocabulary) && !vocabulary.words('verbs', 'create').has(verb) && !vocabulary.words('verbs', 'change').has(verb);
  const named = operations.map((operation) => operationIdWords(operation, vocabulary).map((part) => part.toLowerCase()));
  return named.every((words) => reads(words[0] ?? '') && !words.includes(word)) ? operations[0] : undefined;
}

/**
 * The report's name right before the last level of a path, no id after that level, where every
 * operation there only retrieves (GET or HEAD): that level is one of the report's measures, no
 * collection (`report-nouns`: METAX's `GET /rpc/v2/statistics/all_datasets_cumulative`).
 */
export function reportBeforeMeasure(pathKey: string, level: PathLevel, shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): PathSegment | undefined {
  const before = level === shape.levels.at(-1) && level.id === undefined ? segmentBefore(pathKey, level.name.position) : undefined;
  return before !== undefined && !before.isParameter && namesReport(before.text, vocabulary) && retrievesOnly(methods) ? before : undefined;
}

/**
 * Whether the level at `index`, no id after it, its own path absent and its name no countable
 * plural, stands right before a report's name ending a path only retrieved (`report-nouns`, no id
 * after it either: Keep's `GET /alerts/quality/metrics`): it says which report ("quality
 * metrics"), no collection (`qualifies-report`).
 */
export function qualifiesReport(pathKey: string, shape: PathShape, index: number, methods: readonly string[], operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  const level = shape.levels[index];
  const report = shape.levels[index + 1];
  if (level === undefined || report === undefined || report !== shape.levels.at(-1) || level.id !== undefined || report.id !== undefined || shape.segments.at(-1) !== report.name) return false;
  return retrievesOnly(methods) && namesReport(report.name.text, vocabulary) && !isCountablePluralNoun(level.name.text, vocabulary) && operationsAt(keyUpToLevel(pathKey, level.name.position)).length === 0;
}

/**
 * The verb every operation on a path runs on the segment written in the plural, a noun, its name
 * led by another verb (`applyEditsAsync` on `POST /lrService/edit`, "Apply Lightroom Edits"): a
 * verb has no plural, so the segment names the things worked on, not what is done to them
 * (`plural-names-object`). The name is read from the operationId, else from the summary; the
 * segment is one word whose plural differs from it.
 */
export function pluralObjectNamingOperation(operations: readonly OperationModel[], segment: string, vocabulary: Vocabulary): string | undefined {
  const words = splitWords(segment);
  const [only] = words;
  if (only === undefined || words.length !== 1 || operations.length === 0) return undefined;
  const word = only.toLowerCase();
  const plural = pluralOf(word);
  if (plural === word) return undefined;
  const verbs = operations.map((operation) => {
    const idWords = operationIdWords(operation, vocabulary).map((part) => part.toLowerCase());
    const named = idWords.length > 0 ? idWords : leadingWordsOf(operation);
    const [verb, ...after] = named;
    const leadsWithOtherVerb = verb !== undefined && verb !== word && vocabulary.verbs.has(verb) && !(PATH_ITEM_METHODS as readonly string[]).includes(verb);
    return leadsWithOtherVerb && after.includes(plural) ? verb : undefined;
  });
  return verbs.every((verb) => verb !== undefined) ? verbs[0] : undefined;
}

/**
 * The one record a JSON answer holds: the object itself, or the one object a wrapper holds
 * (STAPI's `{comics: {uid, title, …}}`). Undefined for an array, or a page: the list envelope, or
 * an array named as the collection read (`{customer_id, orders: [...]}` answering `GET /orders`).
 */
function recordAnswered(schema: unknown, path: JsonPath, collection: string, vocabulary: Vocabulary): ObjectView | undefined {
  const isPage = (view: ObjectView) => {
    const properties = [...view.properties.values()];
    const lists = properties.filter((property) => isOfType(property.schema, 'array') || (isObject(property.schema) && property.schema['items'] !== undefined));
    // The envelope, items named as the collection or as a page names its items, or items beside a field of a page (`nextToken`);
    // the fields saying how the request went (`status`, `code`) stand in one record's answer too (`page-fields.request`).
    const pageItems = (property: PropertyView) => property.name.toLowerCase() === collection || isPageItemsField(property.name, vocabulary);
    return holdsListEnvelope(view) || lists.some(pageItems) || (lists.length > 0 && properties.some((property) => isPageOwnField(property.name, vocabulary)));
  };
  if (!isOfType(schema, 'object')) return undefined;
  const view = objectView(schema, path);
  if (view.properties.size === 0 || isPage(view)) return undefined;
  const [only, ...others] = [...view.properties.values()];
  if (only !== undefined && others.length === 0 && isOfType(only.schema, 'object')) {
    const inner = objectView(only.schema, only.path);
    return inner.properties.size === 0 || isPage(inner) ? undefined : inner;
  }
  return view;
}

/**
 * The query key a GET finds one item of a collection by: a required query parameter named as a
 * field of the one record every JSON success answers (`GET /stores/{storeId}/customers?email=`
 * answering the customer whose `email` it is; STAPI's `GET /comics?uid=` answering
 * `{comics: {uid, …}}`). Such a read is neither the collection's list nor a resource of its own:
 * the name is a collection, read by a key the path does not show. Undefined otherwise, and for
 * a read answering an array or a page (`GET /frames?streamId=` lists a stream's frames).
 */
export function queryKeyOfItemRead(read: OperationModel, vocabulary: Vocabulary): string | undefined {
  if (read.method !== 'get') return undefined;
  const required = read.parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  // One key: several required values (dates, a page) ask a question or a page of answers.
  const [key, ...others] = required.map((parameter) => parameter.name);
  if (key === undefined || others.length > 0) return undefined;
  const bodies = jsonAnswers(read);
  const collection = (read.pathKey.split('/').filter((segment) => segment !== '').at(-1) ?? '').toLowerCase();
  const holdsKey = (body: MediaBody) => {
    const field = recordAnswered(body.schema, body.schemaPath, collection, vocabulary)?.properties.get(key);
    // The key is one value of the record (`email`, `uid`), not a list it echoes (`permissions`).
    return field !== undefined && !declaredTypes(field.schema).has('array') && !declaredTypes(field.schema).has('object');
  };
  return bodies.length > 0 && bodies.every(holdsKey) ? key : undefined;
}

/** An object schema one of whose properties is an array: it lists. */
function holdsAnArray(schema: unknown): boolean {
  return [...objectView(schema, []).properties.values()].some((property) => isOfType(property.schema, 'array'));
}

/**
 * A GET on a collection, with a required query parameter, that answers what the GET of one of
 * its items answers (Rekor's `GET /api/v1/log/entries?logIndex=` answering `LogEntry`, as `GET
 * /api/v1/log/entries/{entryUUID}` does): one item found by another key than its id, no list.
 */
export function answersAsItsItem(read: OperationModel, operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  // The key: a required query parameter other than a credential (`access_token` finds nothing).
  if (read.method !== 'get' || !read.parameters.some((parameter) => parameter.in === 'query' && parameter.required && !nameSaysCredential(parameter.name, vocabulary))) return false;
  const answers = jsonSchemasOf(read);
  // A schema that allows any value is the same as any other such, and says nothing of what is
  // answered; one that lists (an array, or an object holding one) lists there too.
  if (answers.length === 0 || answers.some((answer) => constrainsNothing(answer) || !isOfType(answer, 'object') || holdsAnArray(answer))) return false;
  const itemAnswers = operationsAt.itemKeysUnder(read.pathKey).flatMap((itemKey) => operationsAt(itemKey).filter((operation) => operation.method === 'get').flatMap(jsonSchemasOf));
  return answers.every((answer) => itemAnswers.some((itemAnswer) => isSameSchema(answer, itemAnswer)));
}

/**
 * Every PUT or PATCH of a path sends one record as JSON, and there is one: an object of two fields
 * or more, none of them an array (`{monday: {...}, …, sunday: {...}}`). With no array there are no
 * items, so no field of it is a page's (`totalDistance` of `{deviceId, totalDistance, hours}` is
 * the record's own).
 */
function writesOneRecord(operations: readonly OperationModel[]): boolean {
  const writes = operations.filter((operation) => WHOLE_WRITES.has(operation.method));
  // The JSON bodies speak for the write: the same record also offered as XML (GoDaddy's `PATCH
  // /v1/domains/{domain}/contacts`, JSON, `application/xml` and `text/xml`) is no other shape.
  const bodies = bodiesSent(writes).filter((body) => isJsonMediaType(body.mediaType));
  // One field holding a record (`PUT /sessions/{id}/fields` taking `{payment_method: {…}}`) is a
  // record too where only PUT or PATCH writes it: a DELETE's one object names what it removes (`{identification: {…}}`).
  const onlyUpdates = writes.every((operation) => operation.method !== 'delete');
  return bodies.length > 0 && bodies.every((body) => {
    if (!isOfType(body.schema, 'object')) return false;
    const properties = [...objectView(body.schema, body.schemaPath).properties.values()];
    const [only] = properties;
    const recordOrFields = properties.length >= 2 || (onlyUpdates && properties.length === 1 && only !== undefined && isOfType(only.schema, 'object'));
    return recordOrFields && properties.every((property) => !declaredTypes(property.schema).has('array'));
  });
}

/**
 * The object a JSON body answers, where it is one object with no other alternatives (`oneOf`,
 * `anyOf`) than `null` (The Blue Alliance's `oneOf: [Event_Insights, {type: null}]`, none computed
 * yet); otherwise undefined.
 */
function oneObjectAnswered(body: MediaBody): ObjectView | undefined {
  if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return undefined;
  const branches = alternatives(body.schema, body.schemaPath).filter((branch) => !hasOnlyType(branch.schema, 'null'));
  const [only] = branches;
  return branches.length === 1 && only !== undefined ? objectView(only.schema, only.path) : undefined;
}

/**
 * A plural name only read, whose read answers, in every success, one JSON object keeping the name
 * as a map of plain values (`keepsNameAsValueMap`: `GET /scripts/{scriptID}/params` answering
 * `{params: {<name>: <type>}}`): the values set by name, one value, no page of records
 * (`answers-values-by-name`).
 */
export function answersValuesByName(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  const read = onlyRead(operations);
  if (read === undefined || !isCountablePlural(name, vocabulary)) return false;
  const bodies = successBodies(read);
  return bodies.length > 0 && bodies.every((body) => {
    const view = oneObjectAnswered(body);
    return view !== undefined && keepsNameAsValueMap(view, name);
  });
}

/**
 * The GET on a plural name answers, in every success, one JSON object that holds no list
 * (`holdsNoList`), of two fields or more, each named for its role and then the name's singular
 * (Azure's `GET …/spatialAnchorsAccounts/{name}/keys` answering `{primaryKey, secondaryKey}`): the
 * fixed items by role, one record, no page (`answers-items-by-role`). Answers the fields' names.
 */
export function answersItemsByRole(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): readonly string[] | undefined {
  const read = operations.find((operation) => operation.method === 'get');
  const item = splitWords(singularOf(name)).at(-1)?.toLowerCase();
  if (read === undefined || item === undefined || item === name.toLowerCase()) return undefined;
  const bodies = successBodies(read);
  const views = bodies.map(oneObjectAnswered);
  if (views.length === 0 || !views.every((view) => view !== undefined && view.properties.size > 1 && holdsNoList(view, vocabulary))) return undefined;
  const fields = views.flatMap((view) => [...(view?.properties.keys() ?? [])]);
  return fields.every((field) => {
    const words = splitWords(field).map((word) => word.toLowerCase());
    return words.length > 1 && words.at(-1) === item;
  }) ? [...new Set(fields)] : undefined;
}

/** The GET of a path, where it is all that runs there. */
function onlyRead(operations: readonly OperationModel[]): OperationModel | undefined {
  const [read, ...others] = operations;
  return read !== undefined && others.length === 0 && read.method === 'get' ? read : undefined;
}

/** The GET of a path, where it is all that runs there and takes no query parameter (nothing to filter or page by). */
function onlyReadWithoutQuery(operations: readonly OperationModel[]): OperationModel | undefined {
  const read = onlyRead(operations);
  return read?.parameters.some((parameter) => parameter.in === 'query') === true ? undefined : read;
}

/**
 * The names of an object's fields and of its fields' fields, in lower case: what a query
 * parameter would filter a list of such records by.
 */
function fieldNamesTwoDeep(view: ObjectView): Set<string> {
  const names = new Set<string>();
  for (const property of view.properties.values()) {
    names.add(property.name.toLowerCase());
    for (const inner of objectView(property.schema, property.path).properties.keys()) names.add(inner.toLowerCase());
  }
  return names;
}

/**
 * No query parameter of a read pages or filters what it answers: none is a page's (`limit`,
 * `cursor`) or named as a field of the object answered or of its fields (`?status=` beside
 * `status`). A query parameter naming something else (`?target=` a cluster member, which
 * answers) chooses where the record is read, not which records.
 */
function queryShapesNothingOf(read: OperationModel, view: ObjectView, vocabulary: Vocabulary): boolean {
  const query = read.parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return true;
  const fields = fieldNamesTwoDeep(view);
  return query.every((parameter) => !parameter.required && !isPageField(parameter.name, vocabulary) && !fields.has(parameter.name.toLowerCase()));
}

/**
 * GET on the path answers a JSON array or object (no list wrapped alone: `wrapsOneList`) that PUT
 * there sends whole, the same schema (or, where no PUT runs, an object every POST there sends, each
 * answering no body and no 201 Created), where no POST runs beside the PUT and no path goes on from
 * it to one of its items (Meilisearch's `/indexes/{indexUid}/settings/dictionary`, a string array
 * GET reads and PUT replaces; lakeFS's `…/settings/gc_rules`, `GarbageCollectionRules` read and
 * replaced): one value the client writes whole, not a page of resources
 * (`answers-value-written-whole`). The method that writes it, or undefined.
 */
export function answersValueWrittenWhole(pathKey: string, operationsAt: OperationsAt): 'PUT' | 'POST' | undefined {
  const operations = operationsAt(pathKey);
  const read = readAt(operationsAt, pathKey);
  const [puts, posts] = [operations.filter((operation) => operation.method === 'put'), operations.filter((operation) => operation.method === 'post')];
  // Where no PUT runs, a POST answering no body and creating nothing (no 201) writes what it sends as a PUT would (lakeFS's
  // deprecated `POST …/gc/rules` answering 204); one answering 201 made an item, and one beside a PUT adds to what it writes.
  const method = posts.length === 0 ? 'PUT' : 'POST';
  const writesWhole = (post: OperationModel) => successBodies(post).length === 0 && !answersCreated(post);
  const writes = method === 'PUT' ? puts : puts.length === 0 && posts.every(writesWhole) ? posts : [];
  if (read === undefined || writes.length === 0 || operationsAt.itemKeysUnder(pathKey).length > 0) return undefined;
  // An array a POST sends may be added to what is there; only an object it sends is plainly written whole.
  const answered = jsonSchemasOf(read).filter((schema) => (method === 'PUT' && isOfType(schema, 'array')) || (isOfType(schema, 'object') && !wrapsOneList(schema)));
  const sent = bodiesSent(writes).filter((body) => isJsonMediaType(body.mediaType)).map((body) => body.schema);
  return answered.length > 0 && answered.every((schema) => sent.some((other) => isSameSchema(schema, other))) ? method : undefined;
}

/**
 * Whether every JSON success the GET among `operations` answers is one record made of lists of
 * different things (`isRecordOfLists`): WSO2's `GET /identity-providers/{id}/roles` answering
 * `{mappings, outboundProvisioningRoles}`.
 */
export function answersRecordOfLists(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  const read = operations.find((operation) => operation.method === 'get');
  const answered = read === undefined ? [] : successBodies(read).filter((body) => isJsonMediaType(body.mediaType));
  return answered.length > 0 && answered.every((body) => isRecordOfLists(objectView(body.schema, body.schemaPath), name, vocabulary));
}

/** An object whose one field is an array (`{BatchPayments: [...]}`): a list wrapped, no record of its own. */
function wrapsOneList(schema: unknown): boolean {
  const fields = [...objectView(schema, []).properties.values()];
  return fields.length === 1 && isOfType(fields[0]?.schema, 'array');
}

/**
 * A path only read, whose read answers one record of its own: GET is all that runs there, no
 * query parameter filters or pages what it answers (`queryShapesNothingOf`), and every success
 * answers JSON one object of two fields or more that lists nothing and names no id of its own
 * (`namesOwnId`), a schema no other GET answers (`readAnswersOf`), and not named as one item of
 * the name (`GET /course/calcValues` answering `{calcMethod, crossTrackError, …}`, `GET
 * /gui-routes` answering `{xo5, xo6}`, `GET /evaluation/{evalId}/permissions` answering
 * `{canView, canEdit, …, ownerPrincipalId}`): a summary or a set of values, not a page of items
 * described badly, whatever the number of the name.
 */
export function answersOwnRecord(operations: readonly OperationModel[], name: string, readAnswers: ReadAnswers, root: JsonObject, vocabulary: Vocabulary): boolean {
  const read = onlyRead(operations);
  if (read === undefined) return false;
  // A schema named as one item of the name (`Badge` for `GET /offerings/{id}/badges`) is that item: a list described as one of its items.
  if (answersSchemaNamed(read, singularOf(name), root)) return false;
  const bodies = successBodies(read);
  const isRecord = (body: MediaBody) => {
    const view = oneObjectAnswered(body);
    return view !== undefined && view.properties.size >= 2 && holdsNoList(view, vocabulary) && [...view.properties.keys()].every((field) => !namesOwnId(field, name, vocabulary)) && queryShapesNothingOf(read, view, vocabulary);
  };
  return bodies.length > 0 && bodies.every(isRecord) && bodies.every((body) => !readAnswers.isShared(body.schema));
}

/**
 * A path only read, whose read answers the schema the document names as the path's own plural
 * name, one record: GET is all that runs there, it takes no query parameter, and every success
 * answers JSON one object whose fields include lists beside two fields or more of its own
 * (`isRecordWithLists`), none a page's items and none naming an id of its own (`GET
 * /radars/{radar_id}/capabilities` answering `Capabilities`, `{maxRange, minRange, …,
 * supportedRanges: [...], controls: {…}}`). A page of capabilities would be named for one of them
 * or hold them under a list's name. Answers the schema's name.
 */
export function answersRecordNamedAsPath(operations: readonly OperationModel[], name: string, root: JsonObject, vocabulary: Vocabulary): string | undefined {
  const read = onlyReadWithoutQuery(operations);
  if (read === undefined || !isCountablePlural(name, vocabulary)) return undefined;
  const bodies = successBodies(read);
  const isRecord = (body: MediaBody) => {
    const view = oneObjectAnswered(body);
    const fields = view === undefined ? [] : [...view.properties.keys()];
    return view !== undefined && isRecordWithLists(view, name, vocabulary) && fields.every((field) => !isPageItemsField(field, vocabulary) && !namesOwnId(field, name, vocabulary));
  };
  if (bodies.length === 0 || !bodies.every(isRecord)) return undefined;
  const schemaNames = bodies.map((body) => schemaNamedAlike(body.schema, name, root));
  return schemaNames.every((schemaName) => schemaName !== undefined) ? schemaNames[0] : undefined;
}

/**
 * A path only read, whose read takes a required query parameter and answers one result for it:
 * GET is all that runs there, no query parameter is a page's (`page_size`, `cursor`), and every
 * success answers JSON one object that lists nothing (`holdsNoList`) and holds no field of a page
 * but those saying how the request went (`code`, `message`: `page-fields.request`) (`GET
 * /persons?email=` answering `{company: {name, industry, …}}`, one person's enrichment; `GET
 * /emails?query=` answering `{result: {deliverable, disposable, …, suggestions: [...]}, code,
 * message}`): the answer to what the query asks, not a page of items, whatever the number of the
 * name. Answers the required parameter.
 */
export function answersOneResult(operations: readonly OperationModel[], vocabulary: Vocabulary): string | undefined {
  const read = onlyRead(operations);
  if (read === undefined) return undefined;
  const queries = read.parameters.filter((parameter) => parameter.in === 'query');
  const key = queries.find((parameter) => parameter.required && !nameSaysCredential(parameter.name, vocabulary));
  if (key === undefined || queries.some((parameter) => isPageField(parameter.name, vocabulary))) return undefined;
  const bodies = successBodies(read);
  const isResult = (body: MediaBody) => {
    const view = oneObjectAnswered(body);
    return view !== undefined && holdsNoList(view, vocabulary) && [...view.properties.keys()].every((field) => !isPageOwnField(field, vocabulary));
  };
  return bodies.length > 0 && bodies.every(isResult) ? key.name : undefined;
}

/**
 * A path only read, whose every success answers as JSON values of a closed set: an array, bare or
 * the one array of its answer beside plain values, whose items are a scalar the document lists the values of (`enum`),
 * or variants each holding one field alone with one listed value (`{action: "drop"}`, `{action:
 * "select"}`): Lakekeeper's `GET …/view/{view_id}/authorizer-actions` answering `{allowed-actions:
 * [OpenFGAViewAction]}`, those of eight relations the caller holds. Which of a fixed set apply,
 * worked out per request, not a page of items (`answers-closed-set`).
 */
export function answersClosedSet(operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const read = onlyRead(operations);
  const bodies = read === undefined ? [] : successBodies(read);
  return bodies.length > 0 && bodies.every((body) => {
    if (!isJsonMediaType(body.mediaType)) return false;
    // The one array of its answer, beside plain values only, none a page's (the Cassandra Management API's `FeatureSet`,
    // `{cassandra_version, mgmt_version, features: [Feature]}`, the features this server has; not Graph's `{value, @odata.nextLink}`).
    const fields = [...objectView(body.schema, body.schemaPath).properties.values()];
    const arrays = fields.filter((field) => isOfType(field.schema, 'array'));
    const [only] = arrays;
    const beside = fields.every((field) => field === only || (isScalarSchema(field.schema) && !isPageField(field.name, vocabulary)));
    const list = isOfType(body.schema, 'array') ? body.schema : arrays.length === 1 && only !== undefined && beside ? only.schema : undefined;
    return isOfType(list, 'array') && isObject(list) && isClosedSetValue(list['items']);
  });
}

/** A scalar whose values the schema lists, or variants each holding one field alone with one listed value (a tagged choice among fixed kinds). */
function isClosedSetValue(schema: unknown): boolean {
  if (isScalarSchema(schema) && isObject(schema) && Array.isArray(schema['enum']) && schema['enum'].length > 0) return true;
  const variants = alternatives(schema, []);
  return variants.length > 1 && variants.every((variant) => {
    const fields = [...objectView(variant.schema, []).properties.values()];
    const [tag] = fields;
    return fields.length === 1 && tag !== undefined && isObject(tag.schema) && (Array.isArray(tag.schema['enum']) ? tag.schema['enum'].length === 1 : 'const' in tag.schema);
  });
}

/**
 * The description of a read's success that says it answers a list of `collection`'s items by that
 * name ("A list of names matching the search criteria" for `GET /names/changes`): GET is all that
 * runs on the path, and every success, with no schema or with a list, is described so. The name
 * after the collection then picks among its items, no sub-collection; `undefined` otherwise.
 */
export function describedAsItemsOf(operations: readonly OperationModel[], collection: string, vocabulary: Vocabulary): string | undefined {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined || operations.some((operation) => operation.method !== 'get' && operation.method !== 'head')) return undefined;
  const successes = read.responses.filter((response) => isSuccessStatus(response.status));
  const described = successes.map((response) => stringOf(response.node['description'])?.trim() ?? '');
  const listsOrNothing = successes.every((response) => response.bodies.every((body) => body.schema === undefined || constrainsNothing(body.schema) || isOfType(body.schema, 'array') || holdsAnArray(body.schema)));
  return successes.length > 0 && listsOrNothing && described.every((text) => saysListOf(text, splitWords(collection), vocabulary)) ? described[0] : undefined;
}

/**
 * Whether a description opens by saying it is a list of `items` (the words of a name): an article
 * or none, a word for a list (`description-leads.list-of`: "list", "page"), `of`, a determiner or
 * none ("all"), then those words and nothing joined to them ("names'" is something of the names).
 */
function saysListOf(text: string, items: readonly string[], vocabulary: Vocabulary): boolean {
  const words = text.toLowerCase().split(/\s+/);
  let at = vocabulary.words('determiners', 'article').has(words[0] ?? '') ? 1 : 0;
  if (!vocabulary.words('description-leads', 'list-of').has(words[at] ?? '') || words[at + 1] !== 'of') return false;
  at += 2;
  if (vocabulary.words('determiners', 'article').has(words[at] ?? '') || vocabulary.words('determiners', 'object').has(words[at] ?? '')) at += 1;
  const named = words.slice(at, at + items.length);
  // The last word may end the sentence or the clause (`names.`, `names,`), no more.
  return named.length === items.length && named.every((word, index) => (index === items.length - 1 ? word.replace(/[.,;:!?)]+$/, '') : word) === items[index]);
}

/** The methods a path that passes every request through runs (`passesMethodThrough`): all that read, add or change. */
const PASSED_METHODS: readonly string[] = [...methodsThat('reads'), ...methodsThat('adds'), ...methodsThat('changes')];

/**
 * Whether a path passes requests through whatever their method: GET, POST, PUT, PATCH and DELETE
 * all run on it with the same parameters, and every body sent is of any media type (`*\/*`), as a
 * proxy forwarding each request to the URL a header names (`/proxy` taking
 * `x-downstream-url`). The method is the client's to choose, and says nothing of the path.
 */
export function passesMethodThrough(operations: readonly OperationModel[]): boolean {
  const [first] = operations;
  if (first === undefined || !PASSED_METHODS.every((method) => operations.some((operation) => operation.method === method))) return false;
  // The body a 2.0 document declares among the parameters is the request body, sent by the writes alone.
  const parametersOf = (operation: OperationModel) => operation.parameters.filter((parameter) => parameter.in !== 'body').map((parameter) => `${parameter.in}:${parameter.name}`).sort().join(',');
  const bodies = operations.flatMap((operation) => operation.requestBody?.bodies ?? []);
  return operations.every((operation) => parametersOf(operation) === parametersOf(first)) && bodies.length > 0 && bodies.every((body) => isAnyMediaType(body.mediaType));
}

/**
 * A field naming the id of the record it is in: a generic identifier (`id`, `uuid`) or one named
 * after the path's name (`permissionId` under `permissions`), as an item of a list has. An id named
 * after something else (`ownerPrincipalId`) points at another resource, as a summary's may.
 */
function namesOwnId(field: string, name: string, vocabulary: Vocabulary): boolean {
  return isIdentifierName(field, vocabulary) && (isGenericIdentifier(field, vocabulary) || isNamedAfter(field, name));
}

/**
 * A path only read under an id, whose read answers one record that repeats its request: every
 * success is JSON one object carrying the owner's id (a field named as a path parameter, and as
 * whose id it is: a bare `id` is the record's own), three fields or more, no list named as the
 * path or as a page's items, and no field of a page but the times that repeat a query parameter
 * (the window the record covers), nor a query parameter of a page it does not repeat so
 * (`GET /campaigns/{campaign_id}/results?start_time&end_time` answering `{campaign_id, start_time,
 * end_time, confidence_threshold, metrics: [...]}`): the result of that request, not a page of
 * items, whose own items would each carry the owner's id. Answers the fields that repeat the request.
 */
export function answersRequestRecord(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string[] | undefined {
  const read = onlyRead(operations);
  if (read === undefined) return undefined;
  const owners = read.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const queries = queryNamesOf(read);
  const bodies = successBodies(read);
  if (owners.length === 0 || bodies.length === 0) return undefined;
  const repeats = (field: string, parameters: readonly string[]) => parameters.some((parameter) => spelledAlike(field, parameter));
  let repeated: string[] | undefined;
  for (const body of bodies) {
    const view = oneObjectAnswered(body);
    if (view === undefined) return undefined;
    const fields = [...view.properties.keys()];
    const owner = fields.find((field) => repeats(field, owners) && splitWords(field).length > 1);
    // A query parameter repeated as a time (`start_time`, `end_time`) is the window the record covers, not a page's place.
    const echoed = fields.filter((field) => repeats(field, queries) && isTimeValue(view.properties.get(field)?.schema));
    const ownFields = fields.filter((field) => field !== owner && !echoed.includes(field));
    const lists = [...view.properties.values()].filter((property) => declaredTypes(property.schema).has('array'));
    if (owner === undefined || fields.length < 3) return undefined;
    if (ownFields.some((field) => isPageField(field, vocabulary) || LIST_ENVELOPE_FIELDS.includes(field))) return undefined;
    if (queries.some((query) => isPageField(query, vocabulary) && !repeats(query, echoed))) return undefined;
    if (lists.some((list) => spelledAlike(list.name, name) || isPageItemsField(list.name, vocabulary))) return undefined;
    repeated = [owner, ...echoed];
  }
  return repeated;
}

/** A date or a time: a string of format `date` or `date-time`. */
function isTimeValue(schema: unknown): boolean {
  return isObject(schema) && isOfType(schema, 'string') && (schema['format'] === 'date-time' || schema['format'] === 'date');
}

/** How many names one prefix holds at least before its names can show it lists calls (`callsAmongCalls`). */
const CALLS_AT_LEAST = 10;

/**
 * Names of calls among calls: under one prefix holding ten static names or more, no parameter in
 * any of their paths, where two in three are compounds led by a plain verb (`/api/get-users`,
 * `/api/add-user`, `/api/update-user`), a compound there led otherwise with no plural in it
 * (`/api/sso-logout`, `/api/run-syncer`) names a call as well, no collection (`among-calls`); one
 * with a plural (`/listAllPads`, `/listSessionsOfGroup`) names the collection it reads. Keyed by
 * path key, each with a path key of a verb-led compound beside it.
 */
export function callsAmongCalls(pathKeys: Iterable<string>, vocabulary: Vocabulary): Map<string, string> {
  const byPrefix = new Map<string, string[]>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    if (segments.length === 0 || segments.some((segment) => segment.isParameter)) continue;
    const prefix = segments.slice(0, -1).map((segment) => segment.text).join('/');
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), pathKey]);
  }
  const calls = new Map<string, string>();
  for (const keys of byPrefix.values()) {
    if (keys.length < CALLS_AT_LEAST) continue;
    const wordsOf = (pathKey: string) => splitWords(splitPathKey(pathKey).at(-1)?.text ?? '').map((word) => word.toLowerCase());
    const ledByVerb = keys.filter((pathKey) => {
      const [first = '', ...rest] = wordsOf(pathKey);
      return rest.length > 0 && vocabulary.verbs.has(first) && !isNounVerb(first, vocabulary);
    });
    const [sibling] = ledByVerb;
    if (sibling === undefined || ledByVerb.length * 3 < keys.length * 2) continue;
    // A compound with a plural in it (`/listAllPads`, `/listSessionsOfGroup`) names what it lists, the collection its read answers.
    const namesNoPlural = (pathKey: string) => !wordsOf(pathKey).some((word) => isCountablePluralNoun(word, vocabulary));
    for (const pathKey of keys) if (!ledByVerb.includes(pathKey) && wordsOf(pathKey).length > 1 && namesNoPlural(pathKey)) calls.set(pathKey, sibling);
  }
  return calls;
}

/**
 * The create, read, update or delete verb standing alone right before the segment at `position`
 * that the document shares as a prefix over several paths (`get`, `edit` of mailcow's
 * `/api/v1/get/quarantine/all`): the segment names what it works on, a noun. Within one path the
 * word before may be a noun (`/variation/set/analyze/{id}`), and another such verb after it is
 * one more verb (`/get/list/{page}`).
 */
export function verbPrefixBefore(pathKey: string, position: number, prefixes: ReadonlySet<string>, vocabulary: Vocabulary): string | undefined {
  const segments = splitPathKey(pathKey);
  const before = segments.find((candidate) => candidate.position === position - 1);
  const named = segments.find((candidate) => candidate.position === position);
  // Another such verb after it (`/get/list/{page}`) is a second verb, no object.
  if (named === undefined || isCrudVerb(named.text.toLowerCase(), vocabulary)) return undefined;
  return before !== undefined && !before.isParameter && isCrudVerb(before.text.toLowerCase(), vocabulary) && prefixes.has(prefixKeyAt(pathKey, before.position)) ? before.text : undefined;
}

/** Whether `name`, one verb APIs use as a noun (`verbs-naming-things`: `archive`), is what `lastName`, one other verb ending the path (`export`), works on. */
export function isObjectOfLastVerb(name: string, lastName: string, vocabulary: Vocabulary): boolean {
  const word = name.toLowerCase();
  return splitWords(name).length === 1 && vocabulary.words('verbs-naming-things').has(word) && splitWords(lastName).length === 1 && leadingVerb(lastName, vocabulary) !== undefined && lastName.toLowerCase() !== word;
}

/**
 * Commands under a name that says what its paths run: a static name of `action-parameter-names`,
 * singular or plural (`/action`, `/v1/actions`), that no operation runs on itself, under which two
 * path keys or more stand, none with a parameter and each run by POST alone (Pi-hole's
 * `/action/restartdns`, `/action/flush/logs` beside `/action/gravity`): each names a command, no
 * collection, whatever its words (`under-commands-name`). Keyed by path key, each with the prefix
 * naming its commands.
 */
export function commandsUnderActionName(pathKeys: Iterable<string>, operationsAt: OperationsAt, vocabulary: Vocabulary): Map<string, string> {
  const actionWords = vocabulary.words('action-parameter-names');
  const underName = new Map<string, string[]>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    const index = segments.findIndex((segment) => !segment.isParameter && actionWords.has(singularOf(segment.text.toLowerCase())));
    if (index < 0 || index === segments.length - 1) continue;
    const prefix = `/${segments.slice(0, index + 1).map((segment) => segment.text).join('/')}`;
    underName.set(prefix, [...(underName.get(prefix) ?? []), pathKey]);
  }
  const commands = new Map<string, string>();
  for (const [prefix, keys] of underName) {
    const runsCommand = (pathKey: string) => {
      const operations = operationsAt(pathKey);
      return operations.length > 0 && operations.every((operation) => operation.method === 'post') && !splitPathKey(pathKey).some((segment) => segment.isParameter);
    };
    if (keys.length < 2 || operationsAt(prefix).length > 0 || !keys.every(runsCommand)) continue;
    for (const pathKey of keys) commands.set(pathKey, prefix);
  }
  return commands;
}

/**
 * Names standing where the document puts verbs: a name a parameter follows, where every name the
 * document puts in that place (after the same segments, before the same parameter) is a verb or a
 * noun as often, and one at least a one-word verb that names no thing (`/addons/test/{id}` beside
 * `/addons/refresh/{id}`): the place holds actions, so a noun as often as a verb there (`test`) is
 * the verb. Not a name a parameter named after it follows (`identified`, `namesParametersAreNamedAfter`:
 * `/check/{checkId}` identifies checks),
 * nor a view or lookup word, which have readings of their own. So is a place of names that each
 * end paths with the same two names or more (`/{id}/tack/port`, `/{id}/tack/starboard` beside
 * `/{id}/gybe/port`, `/{id}/gybe/starboard`): what follows is what the verbs take. Keyed by prefix
 * key (`api/v1/addons/test`), each with the path key of a plain verb beside it.
 */
export function namesAmongVerbs(pathKeys: Iterable<string>, identified: ReadonlySet<string>, vocabulary: Vocabulary): Map<string, string> {
  const places = new Map<string, Map<string, string>>();
  const keyPaths = new Map<string, string>();
  // The parameter each place of names stands before, as written (`{PipelineName}`).
  const parameters = new Map<string, string>();
  // The names each name ends a path key with (`port`, `starboard` after `{id}/tack`), by the name's prefix key.
  const endings = new Map<string, { before: string; name: string; pathKey: string; last: Set<string> }>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    const [name, last] = segments.slice(-2);
    if (segments.length >= 2 && name !== undefined && last !== undefined && !name.isParameter && !last.isParameter) {
      const before = segments.slice(0, -2).map((previous) => previous.text).join('/');
      const key = before === '' ? name.text : `${before}/${name.text}`;
      const ending = endings.get(key) ?? { before, name: name.text, pathKey, last: new Set<string>() };
      ending.last.add(last.text.toLowerCase());
      endings.set(key, ending);
    }
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      if (segment.isParameter || next?.isParameter !== true) return;
      const before = segments.slice(0, index).map((previous) => previous.text).join('/');
      const key = before === '' ? segment.text : `${before}/${segment.text}`;
      // The place: the segments before the name, and the parameter after it, which the verbs there act on.
      const place = `${before}\u0000${next.text.toLowerCase()}`;
      parameters.set(place, next.text);
      const names = places.get(place) ?? new Map<string, string>();
      if (!names.has(segment.text)) names.set(segment.text, key);
      places.set(place, names);
      keyPaths.set(key, keyPaths.get(key) ?? pathKey);
    });
  }
  // The place of names each ending paths with the same two names or more (`tack` and `gybe`, each before `port` and `starboard`): what the verbs there take.
  for (const [key, ending] of endings) {
    if (ending.last.size < 2) continue;
    const place = `${ending.before}\u0001${[...ending.last].sort().join('/')}`;
    const names = places.get(place) ?? new Map<string, string>();
    if (!names.has(ending.name)) names.set(ending.name, key);
    places.set(place, names);
    keyPaths.set(key, keyPaths.get(key) ?? ending.pathKey);
  }
  const found = new Map<string, string>();
  for (const names of places.values()) {
    const plainVerb = [...names].find(([name]) => isPlainVerbName(name, vocabulary));
    if (names.size < 2 || plainVerb === undefined) continue;
    if (![...names.keys()].every((name) => leadingVerb(name, vocabulary) !== undefined || isNounVerb(name, vocabulary))) continue;
    for (const [name, key] of names) {
      if (isPlainVerbName(name, vocabulary) || readsOtherwise(name, key, identified, vocabulary)) continue;
      found.set(key, keyPaths.get(plainVerb[1]) ?? '');
    }
  }
  for (const [place, names] of places) {
    const parameter = parameters.get(place);
    if (parameter !== undefined) for (const [key, verbPath] of compoundsLedByVerbs(names, parameter, vocabulary)) if (!found.has(key)) found.set(key, keyPaths.get(verbPath) ?? '');
  }
  return found;
}

/**
 * The names a parameter right after them is named after, anywhere, no generic identifier (`upgrade`
 * of `…/upgrade/{upgrade_id}`, not `view` of `/view/{id}`): each identifies its own items. By prefix key.
 */
export function namesParametersAreNamedAfter(pathKeys: Iterable<string>, vocabulary: Vocabulary): Set<string> {
  const named = new Set<string>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      if (!segment.isParameter && next?.isParameter === true && isNamedAfter(next.text, segment.text) && !isGenericIdentifier(next.text, vocabulary)) named.add(prefixKeyAt(pathKey, segment.position));
    });
  }
  return named;
}

/**
 * Names before one parameter that run a verb on the same thing, the thing the parameter is named
 * after (`getPipeline`, `deletePipeline`, `updatePipeline`, `startPipeline` before `{PipelineName}`):
 * where two or more are led by a plain verb (`get`, `delete`), each other one led by a verb or a
 * noun as often (`start`, `stop`) runs that verb too, no collection of starts. Keyed by prefix key,
 * each with the prefix key of a name led by a plain verb.
 */
function compoundsLedByVerbs(names: ReadonlyMap<string, string>, parameter: string, vocabulary: Vocabulary): Map<string, string> {
  const byThing = new Map<string, Array<{ key: string; first: string }>>();
  for (const [name, key] of names) {
    const [first = '', ...rest] = splitWords(name);
    if (rest.length === 0) continue;
    const thing = rest.join(' ');
    byThing.set(thing, [...(byThing.get(thing) ?? []), { key, first }]);
  }
  const found = new Map<string, string>();
  for (const [thing, group] of byThing) {
    const plain = group.filter((member) => isPlainVerbName(member.first, vocabulary));
    const [example] = plain;
    if (example === undefined || plain.length < 2 || !isNamedAfter(parameter, thing.replace(/ /g, '-'))) continue;
    for (const member of group) {
      if (plain.includes(member) || (leadingVerb(member.first, vocabulary) === undefined && !isNounVerb(member.first, vocabulary))) continue;
      found.set(member.key, example.key);
    }
  }
  return found;
}

/**
 * Whether a name standing among verbs has a reading of its own: an id follows it anywhere
 * (`identified`, by prefix key), or it is a view or a lookup word.
 */
function readsOtherwise(name: string, key: string, identified: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  return identified.has(key) || isViewWord(name.toLowerCase(), vocabulary) || isLookupName(name, vocabulary);
}

/** A one-word verb that names no thing, and no noun as often (`observe`, `refresh`; not `test`, `campaign`). */
function isPlainVerbName(name: string, vocabulary: Vocabulary): boolean {
  return splitWords(name).length === 1 && leadingVerb(name, vocabulary) !== undefined && !isNounVerb(name, vocabulary) && !namesThingWhenIdentified(name, vocabulary);
}

/**
 * Names standing among calls: a noun as often as a verb ending a path only POST runs on, where the
 * names ending the other such paths after the same segments are verbs, two at least plain verbs
 * (`isPlainVerbName`) and half of those names or more led by one: etcd's `/v3/election/campaign`
 * beside `…/observe`, `…/proclaim` and `…/resign`, each only POSTed to; Firefly's
 * `/v3/images/fill` beside `…/generate`, `…/expand` and `…/generate-similar`. The place holds calls, so the
 * word there is the verb. Not a name an id follows anywhere (`identified`), nor a view or lookup
 * word. Keyed by prefix key, each with the path key of a plain verb beside it.
 */
export function namesAmongPostedVerbs(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>, identified: ReadonlySet<string>, vocabulary: Vocabulary): Map<string, string> {
  // The names ending POST-only paths, by the prefix key before them, each with its prefix key and a path key.
  const places = new Map<string, Map<string, { key: string; pathKey: string; operations: readonly OperationModel[] }>>();
  for (const [pathKey, operations] of operationsByPath) {
    const key = prefixKeyOf(pathKey);
    const last = splitPathKey(pathKey).at(-1);
    if (key === undefined || last === undefined || last.isParameter || !key.includes('/') || !runsOnlyPost(operations.map((operation) => operation.method))) continue;
    const place = key.slice(0, key.lastIndexOf('/'));
    const names = places.get(place) ?? new Map<string, { key: string; pathKey: string; operations: readonly OperationModel[] }>();
    if (!names.has(last.text)) names.set(last.text, { key, pathKey, operations });
    places.set(place, names);
  }
  const found = new Map<string, string>();
  for (const names of places.values()) {
    const plainVerbs = [...names].filter(([name]) => isPlainVerbName(name, vocabulary));
    // Names led by a plain verb count towards the half (`generate-similar` beside `generate`, `expand`).
    const ledByPlainVerbs = [...names].filter(([name]) => isPlainVerbName(splitWords(name)[0] ?? '', vocabulary));
    const [plainVerb] = plainVerbs;
    if (plainVerb === undefined || plainVerbs.length < 2 || ledByPlainVerbs.length * 2 < names.size) continue;
    for (const [name, { key, operations }] of names) {
      if (isPlainVerbName(name, vocabulary) || splitWords(name).length !== 1 || !isNounVerb(name, vocabulary) || readsOtherwise(name, key, identified, vocabulary)) continue;
      if (summaryRunsVerbOn(operations, name, vocabulary)) continue;
      found.set(key, plainVerb[1].pathKey);
    }
  }
  return found;
}

/**
 * A one-word name the document reads as a verb at one place (`verbs`, by prefix key, each with the
 * evidence naming a path key that shows it: `namesAmongVerbs` and the like), written again under another name right
 * before a parameter or ending a path: the same word stands for the same verb there (MISP's
 * `/noticelists/view/{noticelistId}`, beside `/attributes/view/{attributeId}` among
 * `…/edit/{attributeId}` and `…/delete/{attributeId}`; its `/eventReports/index`, where
 * `/galaxy_clusters/index/{galaxyId}` stands beside `…/add/{galaxyId}`). Not the first segment,
 * nor a name a parameter right after it is named after anywhere (`identified`, by prefix key:
 * `/dashboards/view/{viewId}`, Mist's `…/devices/upgrade` beside `…/devices/upgrade/{upgrade_id}`), a view or lookup word,
 * or one an operation's summary runs another verb on as a thing. Keyed by prefix key, each with the
 * path key showing the verb.
 */
export function verbsWrittenAgain(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>, verbs: ReadonlyMap<string, Evidence>, identified: ReadonlySet<string>, vocabulary: Vocabulary): Map<string, { shown: string; beside: string }> {
  // Each one-word verb by the word, with the path key it stands in and the path key beside it showing the place holds verbs.
  const shownAt = new Map<string, { shown: string; beside: string }>();
  for (const pathKey of operationsByPath.keys()) {
    for (const segment of splitPathKey(pathKey)) {
      const beside = segment.isParameter ? undefined : verbs.get(prefixKeyAt(pathKey, segment.position))?.source;
      const word = segment.text.toLowerCase();
      if (beside !== undefined && splitWords(word).length === 1 && !shownAt.has(word)) shownAt.set(word, { shown: pathKey, beside });
    }
  }
  const found = new Map<string, { shown: string; beside: string }>();
  if (shownAt.size === 0) return found;
  for (const [pathKey, operations] of operationsByPath) {
    const segments = splitPathKey(pathKey);
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      if (index === 0 || segment.isParameter || (next !== undefined && !next.isParameter)) return;
      const key = prefixKeyAt(pathKey, segment.position);
      const shown = shownAt.get(segment.text.toLowerCase());
      if (shown === undefined || verbs.has(key) || found.has(key) || readsOtherwise(segment.text, key, identified, vocabulary)) return;
      if (summaryRunsVerbOn(operations, segment.text, vocabulary)) return;
      found.set(key, shown);
    });
  }
  return found;
}

/**
 * Whether an operation's summary (or its description without one) leads with another verb run on
 * the name as a thing, an article between or none (`POST /api/Text/Review`, "Get reviews"): the
 * document names it as what the call works on.
 */
function summaryRunsVerbOn(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  const articles = vocabulary.words('determiners', 'article');
  const forms = new Set([name.toLowerCase(), pluralOf(name.toLowerCase())]);
  return operations.some((operation) => {
    const [verb, next, after] = summaryWordsOf(operation);
    const object = next !== undefined && articles.has(next) ? after : next;
    return verb !== undefined && !forms.has(verb) && leadingVerb(verb, vocabulary) !== undefined && object !== undefined && forms.has(object);
  });
}

/**
 * The collection every server URL of the document ends in, where the paths start after it
 * (Signal K's `/signalk/v2/api/vessels/self/autopilots` with `GET /{id}`): a countable plural that
 * ends the path of each server URL set for the whole document (`servers`, or 2.0's `basePath`),
 * the same in all, or a mass noun there that `GET /` reads as a list (`…/v3/media` listing the
 * media items). A path parameter starting a path key follows it: one of its items. Answers the
 * collection's name and a server URL ending in it.
 */
export function serverUrlCollectionOf(servers: readonly ServerModel[], vocabulary: Vocabulary, rootOperations: readonly OperationModel[] = []): ServerCollection | undefined {
  const documentWide = servers.filter((server) => server.path[0] !== 'paths');
  const names = documentWide.map((server) => urlPathSegments(server.url).at(-1));
  const [name] = names;
  if (name === undefined || names.some((other) => other !== name) || !/^[A-Za-z][\w-]*$/.test(name)) return undefined;
  if (!isCountablePluralNoun(name, vocabulary) && !(isPluralNoun(name, vocabulary) && readsAsList(rootOperations, name, vocabulary))) return undefined;
  return { name, url: documentWide[0]?.written ?? '' };
}

/** The collection every server URL ends in (`serverUrlCollectionOf`): its name, and a server URL ending in it. */
export interface ServerCollection {
  name: string;
  url: string;
}

/**
 * The parameter starting a path key, where it is the only one that follows no name and it
 * identifies an item of `collection`, the one every server URL ends in (`{id}`, `{userId}` under
 * `…/users`; not `{format}` under `…/stats`), by its name or, where its name does not say, by its
 * description (`description`, quoted as the evidence).
 */
export function itemOfServerCollection(shape: PathShape, collection: ServerCollection | undefined, vocabulary: Vocabulary, operations: readonly OperationModel[] = []): { segment: PathSegment; description?: string } | undefined {
  const identifying = new Set(shape.levels.flatMap((level) => (level.id === undefined ? [] : [level.id.position])));
  const afterNoName = shape.segments.filter((segment) => segment.isParameter && !identifying.has(segment.position) && segment !== shape.actionArgument);
  const [parameter] = afterNoName;
  if (collection === undefined || afterNoName.length !== 1 || parameter?.position !== 0) return undefined;
  if (identifiesItemOfName(parameter.text, collection.name, vocabulary)) return { segment: parameter };
  const description = descriptionNamingItemOf(parameter.text, collection.name, operations);
  return description === undefined ? undefined : { segment: parameter, description };
}

/**
 * The description of path parameter `parameter` that names one item of `collection` by the
 * singular of its name (`{api_key}`, "ID of the primary account.", under a server URL ending in
 * `…/accounts`): the document says what the parameter identifies where its name does not.
 */
function descriptionNamingItemOf(parameter: string, collection: string, operations: readonly OperationModel[]): string | undefined {
  const name = parameter.replace(/^\{|\}$/g, '');
  const item = singularOf(collection.toLowerCase());
  if (item === collection.toLowerCase()) return undefined;
  for (const operation of operations) {
    const declared = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const description = declared === undefined ? undefined : stringOf(declared.node['description']);
    if (description !== undefined && splitWords(description).includes(item)) return description;
  }
  return undefined;
}

/** A namespace, a dot and a method name that starts in lower case, as code names methods (`chat.postMessage`, `microsoft.graph.getMemberGroups`). */
const DOTTED_METHOD = /^([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*)\.([a-z][A-Za-z0-9_]*)$/;

/**
 * Path keys ending in a method called by name, after the namespace it belongs to and a dot
 * (`/chat.postMessage` beside `/chat.delete`, `/core.savePage` beside `/core.getPage`): where two
 * path keys or more under the same parent end in the same namespace, dot and different names, the
 * names are methods of that namespace, the calls of a remote procedure API, each its own name to
 * judge. A format after a name (`/report.json` beside `/report.xml`) is no method
 * (`vocabulary/file-formats.json`, `suffix`).
 * Keyed by path key: the method, its namespace, and another path key of the same namespace.
 */
export function dottedMethodNamesOf(pathKeys: Iterable<string>, vocabulary: Vocabulary): Map<string, { method: string; namespace: string; sibling: string }> {
  const formats = vocabulary.words('file-formats', 'suffix');
  const byNamespace = new Map<string, Array<{ pathKey: string; method: string; namespace: string }>>();
  for (const pathKey of pathKeys) {
    const cut = pathKey.lastIndexOf('/');
    const match = DOTTED_METHOD.exec(pathKey.slice(cut + 1));
    if (match === null) continue;
    const [, namespace = '', method = ''] = match;
    if (formats.has(method.toLowerCase())) continue;
    const place = `${pathKey.slice(0, cut)}\u0000${namespace}`;
    const calls = byNamespace.get(place) ?? [];
    calls.push({ pathKey, method, namespace });
    byNamespace.set(place, calls);
  }
  const found = new Map<string, { method: string; namespace: string; sibling: string }>();
  for (const calls of byNamespace.values()) {
    if (new Set(calls.map((call) => call.method)).size < 2) continue;
    for (const call of calls) {
      const sibling = calls.find((other) => other.method !== call.method)?.pathKey ?? '';
      found.set(call.pathKey, { method: call.method, namespace: call.namespace, sibling });
    }
  }
  return found;
}

/**
 * Names the document runs as one action after many collections: a noun as often as a verb, no
 * plural, that ends three path keys or more, each only POST runs on and each right after a
 * different name, and that nothing follows anywhere (`associate` ending 36 paths of a Laravel API,
 * `/countries/{country}/states/associate`, beside `dissociate`): the same action run on each, no
 * collection of its own. Keyed by the name in lower case, with how many path keys it ends, after
 * how many names, and one of them.
 */
export function namesRepeatedActions(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>, vocabulary: Vocabulary): Map<string, { count: number; names: number; example: string }> {
  const endings = new Map<string, { before: Set<string>; count: number; example: string; postOnly: boolean }>();
  const followed = new Set<string>();
  for (const [pathKey, operations] of operationsByPath) {
    const segments = splitPathKey(pathKey);
    for (const segment of segments.slice(0, -1)) if (!segment.isParameter) followed.add(segment.text.toLowerCase());
    const [before, last] = segments.slice(-2);
    if (before === undefined || last === undefined || before.isParameter || last.isParameter) continue;
    const name = last.text.toLowerCase();
    const ending = endings.get(name) ?? { before: new Set<string>(), count: 0, example: pathKey, postOnly: true };
    ending.before.add(before.text.toLowerCase());
    ending.count++;
    ending.postOnly &&= runsOnlyPost(operations.map((operation) => operation.method));
    endings.set(name, ending);
  }
  const found = new Map<string, { count: number; names: number; example: string }>();
  for (const [name, ending] of endings) {
    if (!ending.postOnly || ending.count < 3 || ending.before.size < 3 || followed.has(name)) continue;
    if (!isNounVerb(name, vocabulary) || isCountablePlural(name, vocabulary)) continue;
    found.set(name, { count: ending.count, names: ending.before.size, example: ending.example });
  }
  return found;
}

/** What the document's GETs answer in a success, looked up once per document. */
export interface ReadAnswers {
  /** Whether more than one GET answers the schema: the same node (one `$ref`), or an inline copy differing only in prose. */
  isShared(schema: unknown): boolean;
}

/** The success schemas of the document's GETs, counted by node and grouped by their property names, where copies are looked for. */
export function readAnswersOf(operations: readonly OperationModel[]): ReadAnswers {
  const counts = new Map<unknown, number>();
  const byFields = new Map<string, unknown[]>();
  const fieldsOf = (schema: unknown) => (isObject(schema) && isObject(schema['properties']) ? Object.keys(schema['properties']).sort().join('\u0000') : undefined);
  for (const operation of operations) {
    if (operation.method !== 'get') continue;
    for (const schema of new Set(successBodies(operation).map((body) => body.schema))) {
      const count = counts.get(schema) ?? 0;
      counts.set(schema, count + 1);
      const fields = count === 0 ? fieldsOf(schema) : undefined;
      if (fields === undefined) continue;
      const same = byFields.get(fields);
      if (same === undefined) byFields.set(fields, [schema]);
      else same.push(schema);
    }
  }
  return {
    isShared(schema) {
      if ((counts.get(schema) ?? 0) > 1) return true;
      const fields = fieldsOf(schema);
      return fields !== undefined && (byFields.get(fields) ?? []).some((other) => other !== schema && isSameAnswer(other, schema));
    },
  };
}

/**
 * Every PUT or PATCH of a path sends, as JSON, an object whose one field is named as the path's
 * name and holds no list (`PUT /external-task/{id}/retries` taking `{retries: 3}`): the name is a
 * value of the thing before it, written whole, not a collection.
 */
function writesOwnField(operations: readonly OperationModel[], name: string): boolean {
  const bodies = bodiesSent(operations.filter((operation) => WHOLE_WRITES.has(operation.method)));
  return bodies.length > 0 && bodies.every((body) => {
    if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return false;
    const [field, ...others] = objectView(body.schema, body.schemaPath).properties.values();
    return field !== undefined && others.length === 0 && spelledAlike(field.name, name) && !declaredTypes(field.schema).has('array');
  });
}

/**
 * Every PUT or PATCH of a path answers, as JSON, an object holding a field named as the path's name
 * that holds an object, no list (JupyterHub's `PUT /groups/{name}/properties` answering the `Group`
 * with its `properties`): the name is that field of the thing before it, written whole and answered
 * with its owner, not a collection.
 */
function answersOwnerWithField(operations: readonly OperationModel[], name: string): boolean {
  const writes = operations.filter((operation) => WHOLE_WRITES.has(operation.method));
  const bodies = writes.flatMap((operation) => successBodies(operation));
  return writes.length > 0 && bodies.length > 0 && bodies.every((body) => objectFieldOf(body, name) !== undefined);
}

/** The object a JSON body of one object holds in its field spelt as `name` (`spelledAlike`), where that field holds an object, no list. */
function objectFieldOf(body: MediaBody, name: string): ObjectView | undefined {
  if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return undefined;
  const field = [...objectView(body.schema, body.schemaPath).properties.values()].find((candidate) => spelledAlike(candidate.name, name));
  return field !== undefined && isOfType(field.schema, 'object') && !declaredTypes(field.schema).has('array') ? objectView(field.schema, field.path) : undefined;
}

/**
 * Whether every POST sends one and the same object schema, a record that holds no list, none
 * answers 201 Created, each answers that record if anything, and every success of `read` answers it.
 */
function setsRecordRead(read: OperationModel, operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const posts = operations.filter((operation) => operation.method === 'post');
  const record = oneRecordSent(bodiesSent(posts), vocabulary);
  if (record === undefined) return false;
  if (posts.some((post) => answersCreated(post) || !successBodies(post).every((body) => isSameSchema(body.schema, record)))) return false;
  const answers = successBodies(read);
  return answers.length > 0 && answers.every((body) => isSameSchema(body.schema, record));
}

/** Whether a POST there sends an object with a field naming its own id (`id`, `managerId` under `managers`): an item, no one record. */
function sendsRecordWithOwnId(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  return bodiesSent(operations.filter((operation) => operation.method === 'post'))
    .some((body) => isOfType(body.schema, 'object') && [...objectView(body.schema, body.schemaPath).properties.keys()].some((field) => namesOwnId(field, singularOf(name), vocabulary)));
}

/**
 * The one object schema every body sent is, where it is a record that holds no list; a record
 * holding a list (`{TaxRates: [...]}`) sends many items at once, a collection written in batch.
 */
function oneRecordSent(bodies: readonly MediaBody[], vocabulary: Vocabulary): JsonObject | undefined {
  const [first] = bodies;
  const record = first?.schema;
  if (first === undefined || !isObject(record) || !isOfType(record, 'object') || !bodies.every((body) => isSameSchema(body.schema, record))) return undefined;
  return holdsNoList(objectView(record, first.schemaPath), vocabulary) ? record : undefined;
}

/**
 * Whether POST and PUT send one and the same object schema, a record that holds no list, and every
 * success of `read` answers it, whole or as one of its fields (`{pagination, problem, openingBalances: <the record>}`).
 */
function readsRecordWritten(read: OperationModel, operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const sent = (method: string) => bodiesSent(operations.filter((operation) => operation.method === method));
  const [posted, put] = [sent('post'), sent('put')];
  const record = put.length === 0 || posted.length === 0 ? undefined : oneRecordSent([...posted, ...put], vocabulary);
  return record !== undefined && answersWholeOrAsField(read, (schema) => isSameSchema(schema, record));
}

/** Whether every success of `read` answers a schema `matches` takes, whole or as one of its fields (`{pagination, problem, openingBalances: <it>}`). */
function answersWholeOrAsField(read: OperationModel, matches: (schema: unknown, path: JsonPath) => boolean): boolean {
  const answers = successBodies(read);
  return answers.length > 0 && answers.every((body) => matches(body.schema, body.schemaPath)
    || (isOfType(body.schema, 'object') && [...objectView(body.schema, body.schemaPath).properties.values()].some((property) => matches(property.schema, property.path))));
}

/** The names of the fields an object schema declares, its `allOf` parts merged, in order: one key for "the very same fields" (none for another schema). */
function sortedFieldNames(schema: unknown, path: JsonPath): string[] {
  return isOfType(schema, 'object') ? [...objectView(schema, path).properties.keys()].sort() : [];
}

/**
 * Whether every PUT sends one record of two fields or more (`writesOneRecord`), all with the same
 * fields, and every success of `read` answers an object of those very fields, whole or as one of
 * its fields (`{code, data: {…}, msg}`): what is put there is what is read there.
 */
function readsFieldsPut(read: OperationModel, operations: readonly OperationModel[]): boolean {
  const puts = operations.filter((operation) => operation.method === 'put');
  if (puts.length === 0 || !writesOneRecord(puts)) return false;
  const fieldsOf = (schema: unknown, path: JsonPath) => sortedFieldNames(schema, path).join(' ');
  const sent = new Set(bodiesSent(puts).filter((body) => isJsonMediaType(body.mediaType)).map((body) => fieldsOf(body.schema, body.schemaPath)));
  const [fields] = sent;
  return fields !== undefined && sent.size === 1 && answersWholeOrAsField(read, (schema, path) => fieldsOf(schema, path) === fields);
}

function bodiesSent(operations: readonly OperationModel[]): MediaBody[] {
  return operations.flatMap((operation) => operation.requestBody?.bodies ?? []);
}

/**
 * Whether the parameter after a name, less a generic identifier word ending it
 * (`identifier-words.generic`), is that name and more words, spelt as the schema the GET of its
 * path answers (PowerDNS' `/config/{config_setting_name}` answering `ConfigSetting`): it identifies
 * an entry of what the name names, a setting of the one configuration, no item of the name's kind.
 */
export function identifiesEntryOfName(pathKey: string, level: PathLevel, operationsAt: OperationsAt, root: JsonObject, vocabulary: Vocabulary): boolean {
  if (level.id?.isParameter !== true || !isNamedAfter(level.id.text, level.name.text)) return false;
  const words = splitWords(level.id.text.slice(1, -1));
  const thing = vocabulary.words('identifier-words', 'generic').has(words.at(-1) ?? '') ? words.slice(0, -1) : words;
  const read = readAt(operationsAt, keyUpToLevel(pathKey, level.id.position));
  if (read === undefined || thing.length <= splitWords(level.name.text).length) return false;
  const names = namedSchemasOf(root);
  return jsonAnswers(read).some((body) => (names.get(itemsOrSelf(body.schema)) ?? []).some((schemaName) => spelledAlike(schemaName, thing.join(''))));
}

/** Two names spelt alike, case and separators aside (`VdmOptions`, `vdm-options`). */
function spelledAlike(name: string, other: string): boolean {
  return compactName(name) === compactName(other);
}

function compactName(name: string): string {
  return name.toLowerCase().replace(/[-_.]/g, '');
}

/**
 * The field of the one record a path's GET answers whose only value is spelt as the path's name,
 * in the record or in one object field of the answer (allauth's `GET
 * …/authenticators/recovery-codes` answering `{status, data: {type: "recovery_codes", …}}`): the
 * record of that kind, one thing named by its type where `authenticators` lists them all, no
 * collection (`answers-its-kind`). Its path through the answer (`data.type`), if there is one.
 */
export function kindAnswered(operations: readonly OperationModel[], name: string): string | undefined {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined) return undefined;
  for (const body of successBodies(read)) {
    const field = isJsonMediaType(body.mediaType) ? kindFieldIn(body.schema, body.schemaPath, name, 1) : undefined;
    if (field !== undefined) return field;
  }
  return undefined;
}

function kindFieldIn(schema: unknown, path: JsonPath, name: string, depth: number): string | undefined {
  if (!isOfType(schema, 'object')) return undefined;
  const fields = [...objectView(schema, path).properties.values()];
  const named = fields.find((field) => {
    const values = valuesListedBy(field.schema);
    return values.length === 1 && typeof values[0] === 'string' && spelledAlike(values[0], name);
  });
  if (named !== undefined) return named.name;
  if (depth === 0) return undefined;
  for (const field of fields) {
    const inner = kindFieldIn(field.schema, field.path, name, depth - 1);
    if (inner !== undefined) return `${field.name}.${inner}`;
  }
  return undefined;
}

/** The bodies an operation's successful responses describe. */
export function successBodies(operation: OperationModel): MediaBody[] {
  return operation.responses.filter((response) => isSuccessStatus(response.status)).flatMap((response) => response.bodies);
}

/**
 * The paths that read an index of the paths under them, from the API's root down: `GET /` and,
 * under it, each path only GET runs on that answers a list of the same items as the index right
 * above it, static names following each (HAProxy Data Plane's `GET /`, `GET /services`, `GET
 * /services/haproxy`, `GET /services/haproxy/configuration`, each answering `endpoints`, `{title,
 * description, url}` items). An API indexing itself level by level groups its paths under these
 * names, no collection of theirs; views answering their list's items (`/relation/usage/pivot`
 * beside `/relation/usage`) stay what they are where the root lists nothing. Keyed by path key,
 * each with the index above it.
 */
export function indexReadsOf(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>, childNamesOf: (pathKey: string) => ReadonlySet<string>): Map<string, string> {
  const listed = new Map<string, unknown>();
  for (const [pathKey, operations] of operationsByPath) {
    const key = pathKey.replace(/\/$/, '') || '/';
    if (key.includes('{') || operations.length === 0 || !operations.every((operation) => operation.method === 'get')) continue;
    if (key !== '/' && childNamesOf(key).size === 0) continue;
    const items = [...new Set(operations.flatMap(jsonAnswers).map((body) => body.schema))].map((schema) => (isObject(schema) && isOfType(schema, 'array') && isObject(schema['items']) ? schema['items'] : undefined));
    const [item] = items;
    if (item !== undefined && items.length === 1) listed.set(key, item);
  }
  const indexes = new Map<string, string>();
  if (!listed.has('/')) return indexes;
  const depthOf = (key: string) => key.split('/').length;
  for (const key of [...listed.keys()].filter((candidate) => candidate !== '/').sort((left, right) => depthOf(left) - depthOf(right))) {
    const parts = key.split('/');
    const above = [...Array(parts.length - 1).keys()].map((end) => parts.slice(0, parts.length - 1 - end).join('/') || '/').find((ancestor) => listed.has(ancestor));
    if (above !== undefined && (above === '/' || indexes.has(above)) && isSameSchema(listed.get(key), listed.get(above))) indexes.set(key, above);
  }
  return indexes;
}

/** The JSON bodies with a schema that an operation's successes answer. */
export function jsonAnswers(operation: OperationModel): MediaBody[] {
  return successBodies(operation).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
}

/** The schemas of `jsonAnswers`. */
function jsonSchemasOf(operation: OperationModel): unknown[] {
  return jsonAnswers(operation).map((body) => body.schema);
}

/**
 * A read some success of which answers a list as JSON: an array, or an object holding an array
 * named by the plural of the path's name (`{Sections: [...]}` for `/Section`), there or in one of
 * its objects (`{_embedded: {media: [...]}, _links}`, HAL's way), or beside a total count
 * (`{items: [...], TotalCount}`).
 */
function answersList(read: OperationModel, name: string, vocabulary: Vocabulary): boolean {
  const head = headNoun(name.replace(/\.[A-Za-z0-9]+$/, ''), vocabulary);
  const plural = head === undefined ? undefined : pluralOf(head);
  return successBodies(read).some((body) => {
    if (!isJsonMediaType(body.mediaType) || body.schema === undefined) return false;
    const types = declaredTypes(body.schema);
    if (types.has('array') && !types.has('object')) return !holdsValuesOnly(body.schema);
    if (!isOfType(body.schema, 'object')) return false;
    const properties = [...objectView(body.schema, body.schemaPath).properties.values()];
    const arrays = properties.filter((property) => declaredTypes(property.schema).has('array'));
    const namedPlural = (property: { name: string }) => plural !== undefined && splitWords(property.name).join('_') === plural;
    const inner = properties.filter((property) => isOfType(property.schema, 'object')).flatMap((property) => [...objectView(property.schema, property.path).properties.values()]);
    if (inner.some((property) => declaredTypes(property.schema).has('array') && namedPlural(property))) return true;
    if (arrays.length === 0) return false;
    // The total of a list beside its items (`page-fields.total`: `TotalCount`, `total_count`, `totalItems`).
    const countsTotal = properties.some((property) => vocabulary.words('page-fields', 'total').has(splitWords(property.name).join('_')));
    return countsTotal || arrays.some(namedPlural);
  });
}

/**
 * Whether the GET among `operations` answers, as JSON, items under the name a page gives them
 * (`page-fields.items`: `items`, `results`) beside what the page says of itself
 * (`page-fields.info`: `pagination`): Dagu's `GET /docs` answering `{items: [...], pagination:
 * {...}}`, one page of a list.
 */
export function answersPageOfItems(operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const read = operations.find((operation) => operation.method === 'get');
  return read !== undefined && jsonAnswers(read).some((body) => {
    const properties = [...objectView(body.schema, body.schemaPath).properties.values()];
    return properties.some((property) => isPageItemsField(property.name, vocabulary) && isOfType(property.schema, 'array'))
      && properties.some((property) => isPageInfoField(property.name, vocabulary) && !isOfType(property.schema, 'array'));
  });
}

/**
 * An array of numbers (`holdsNumbersOnly`) or of bytes (`holdsBytesOnly`: swagger-core's `byte[]`):
 * a series of values or one file's content, not the items of a collection, which are records.
 */
function holdsValuesOnly(schema: unknown): boolean {
  return holdsNumbersOnly(schema) || holdsBytesOnly(schema);
}

/**
 * An array whose items are numbers (`GET /alarm_count` answering `[3, 0, 1]`): a series of values,
 * not the items of a collection, which are records.
 */
function holdsNumbersOnly(schema: unknown): boolean {
  const items = isObject(schema) ? schema['items'] : undefined;
  const types = new Set([...declaredTypes(items)].filter((type) => type !== 'null'));
  return types.size > 0 && [...types].every((type) => type === 'number' || type === 'integer');
}

/**
 * Whether a path's GET answers a list as JSON: an array, the list envelope (`{data: [...], next_cursor}`),
 * or an object holding the items beside a total or under the name's plural (see `answersList`).
 */
export function readsAsList(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): boolean {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined) return false;
  return answersList(read, name, vocabulary) || successBodies(read).some((body) => {
    if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return false;
    const view = objectView(body.schema, body.schemaPath);
    return holdsListEnvelope(view) && !isOneThingWithSeries(view, vocabulary);
  });
}

/**
 * The GET on a path answers one record that lists nothing, as every JSON success of it says
 * (`GET /organizations/{orgId}/terms` answering `{accepted, current}`), and no word of its summary,
 * description or successes' descriptions names a list (`description-leads.list-of`: GitLab's
 * "Gets a list of access requests" answering one `AccessRequester`): whatever its name's number,
 * the path holds one thing, no collection a POST there could add to (`get-answers-one`).
 */
export function readsOneRecord(operations: readonly OperationModel[], vocabulary: Vocabulary): boolean {
  const read = operations.find((operation) => operation.method === 'get');
  if (read === undefined || !answersRecordOfNoList(read, vocabulary)) return false;
  // A record of no declared field (`type: object` alone) says nothing of what is read.
  if (!successBodies(read).every((body) => objectView(body.schema, body.schemaPath).properties.size > 0)) return false;
  const listWords = vocabulary.words('description-leads', 'list-of');
  const texts = [summaryTextOf(read), stringOf(read.node['description']), ...read.responses.filter((response) => isSuccessStatus(response.status)).map((response) => stringOf(response.node['description']))];
  return !texts.some((text) => (text ?? '').toLowerCase().split(/[^a-z]+/).some((word) => listWords.has(word)));
}

/**
 * A read whose every success answers JSON `{data: {...}}` with `data` one object that lists nothing
 * (`GET /v2/bitcoin/fees` answering one estimate), or that holds only series alike
 * (`seriesAlike`: `GET /dashboard/charts` answering `{data: {link_clicks: [...], campaign_views:
 * [...]}}`): the document's own wrapper, which holds the items where it lists, says the plural
 * name is read as one thing.
 */
function answersOneInData(read: OperationModel, name: string, vocabulary: Vocabulary): boolean {
  const bodies = successBodies(read);
  return bodies.length > 0 && bodies.every((body) => {
    if (!isJsonMediaType(body.mediaType) || !isOfType(body.schema, 'object')) return false;
    const data = objectView(body.schema, body.schemaPath).properties.get('data');
    if (data === undefined || !isOfType(data.schema, 'object')) return false;
    const view = objectView(data.schema, data.path);
    return view.properties.size > 0 && (holdsNoList(view, vocabulary) || seriesAlike(view, name));
  });
}

/**
 * An object of two arrays or more and nothing else, none named as the path, their items objects
 * of the same fields (`{link_clicks: [{count, date}], campaign_views: [{count, date}]}`): series
 * of one thing side by side, where a page holds one list of its items.
 */
function seriesAlike(view: ObjectView, name: string): boolean {
  const properties = [...view.properties.values()];
  const fieldsOfItems = properties.map((property) => {
    const items = isObject(property.schema) ? property.schema['items'] : undefined;
    return isOfType(property.schema, 'array') && isOfType(items, 'object') ? sortedFieldNames(items, [...property.path, 'items']).join(' ') : undefined;
  });
  const [first] = fieldsOfItems;
  return properties.length >= 2 && first !== undefined && first !== '' && fieldsOfItems.every((fields) => fields === first)
    && properties.every((property) => property.name.toLowerCase() !== name.toLowerCase());
}

/**
 * A schema for one value, not a list: an object, a string, a number (`GET /pods/{name}/log`).
 * An object that holds the list envelope (`data` as an array, the cursor, `total`), or an array
 * beside where the next page is (`{settings, nextPageToken}`), is a list.
 */
function isOneValue(schema: unknown, path: JsonPath, vocabulary: Vocabulary): boolean {
  const types = declaredTypes(schema);
  types.delete('null');
  if (types.size > 0 && types.has('array')) return false;
  // A schema that declares nothing (`{}`) describes any value: nothing says it is a list.
  if (types.size === 0 && isObject(schema) && Object.keys(schema).length === 0) return true;
  if (!isOfType(schema, 'object')) return types.size > 0;
  const view = objectView(schema, path);
  return !(holdsListEnvelope(view) || nextPageField(view, vocabulary) !== undefined) || isOneThingWithSeries(view, vocabulary);
}

/** The field saying where the next page is (`page-fields.next-page`: `nextPageToken`, `nextLink`), beside an array, or undefined. */
function nextPageField(view: ObjectView, vocabulary: Vocabulary): string | undefined {
  const properties = [...view.properties.values()];
  const nextPage = vocabulary.words('page-fields', 'next-page');
  if (!properties.some((property) => declaredTypes(property.schema).has('array'))) return undefined;
  return properties.find((property) => splitWords(property.name).length > 1 && nextPage.has(splitWords(property.name)[0] ?? ''))?.name;
}

/**
 * The field saying where the next page is, where every JSON success of the path's GET is one page
 * of a list (`GET /v1/{parent}/settings` answering `{settings, nextPageToken}`), or undefined.
 */
export function answersPageOf(operations: readonly OperationModel[], vocabulary: Vocabulary): string | undefined {
  const read = operations.find((operation) => operation.method === 'get');
  const bodies = read === undefined ? [] : successBodies(read);
  const fields = bodies.map((body) => (isJsonMediaType(body.mediaType) && isOfType(body.schema, 'object') ? nextPageField(objectView(body.schema, body.schemaPath), vocabulary) : undefined));
  return fields.length > 0 && fields.every((field) => field !== undefined) ? fields[0] : undefined;
}

/**
 * One thing whose `data` array is its own series (`{lat, lon, elevation, timezone, data: [hours]}`):
 * no cursor or total beside `data`, and at least two fields that describe the thing rather than a page.
 */
function isOneThingWithSeries(view: ObjectView, vocabulary: Vocabulary): boolean {
  const others = [...view.properties.keys()].filter((name) => name !== 'data');
  if (!view.properties.has('data') || others.some((name) => isPageField(name, vocabulary))) return false;
  return others.length >= 2;
}

/**
 * Every alternative is an object that lists nothing, or one record whose own fields include lists
 * (a firewall's `{inbound: [...], inbound_policy, outbound: [...], outbound_policy}`), or whose
 * every list is a sub-collection with a path of its own (Microsoft Graph's `GET /solutions`
 * answering `{bookingBusinesses: [...], bookingCurrencies: [...]}` beside `/solutions/bookingBusinesses`),
 * an empty one aside, and one has fields.
 */
function isOneRecord(schema: unknown, path: JsonPath, name: string, children: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const views = alternatives(schema, path).map((alternative) => (isOfType(alternative.schema, 'object') ? objectView(alternative.schema, alternative.path) : undefined));
  return views.some((view) => view !== undefined && view.properties.size > 0)
    && views.every((view) => view !== undefined && (view.properties.size === 0 || holdsNoList(view, vocabulary) || isRecordWithLists(view, name, vocabulary) || listsOnlyChildren(view, children) || keepsNameAsValueMap(view, name)));
}

/** An object with lists, each named as a path under this one, and no field of the list envelope. */
function listsOnlyChildren(view: ObjectView, children: ReadonlySet<string>): boolean {
  const properties = [...view.properties.values()];
  if (properties.some((property) => LIST_ENVELOPE_FIELDS.includes(property.name))) return false;
  const lists = properties.filter((property) => declaredTypes(property.schema).has('array'));
  return lists.length > 0 && lists.every((property) => children.has(property.name));
}

/** The path key up to the name at `position` (a `PathSegment` position), that name included. */
export function keyUpToLevel(pathKey: string, position: number): string {
  return pathKey.split('/').slice(0, position + 2).join('/');
}

/**
 * Whether the segment at `position` names an HTTP method (RFC 9110 §9), not a thing
 * (`/candidates/meta/patch/{id}`, the metadata of a PATCH): the method's name, where no path
 * follows it with an id named after it (`/reviews/{id}/patch/{patchId}` names patches).
 */
export function namesMethodAt(pathKey: string, position: number, operationsAt: OperationsAt): boolean {
  const key = keyUpToLevel(pathKey, position);
  const name = key.slice(key.lastIndexOf('/') + 1);
  if (!namesHttpMethod(name)) return false;
  return !operationsAt.keysWithParameterAfter(key).some((other) => isNamedAfter(other.slice(key.length + 1).split('/')[0] ?? '', name));
}

/**
 * Whether the segment at `position` reads back the state of some work (`readsStateOf`), as the
 * operations of its own path show (`/sync-status`, which GET reads, before `POST /sync-status/resync`).
 */
export function readsStateAt(pathKey: string, position: number, operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  const key = keyUpToLevel(pathKey, position);
  const own = pathKey.replace(/\/$/, '') === key ? operationsAt(pathKey) : operationsAt(key);
  return readsStateOf(key.slice(key.lastIndexOf('/') + 1), own.map((operation) => operation.method), vocabulary);
}

/**
 * The same schema (one node, or inline copies differing only in prose), or arrays of the same
 * items (each path writing its own `type: array` around one `$ref`).
 */
function isSameAnswer(schema: unknown, other: unknown): boolean {
  if (isSameSchema(schema, other)) return true;
  if (!isObject(schema) || !isObject(other) || schema['type'] !== 'array' || other['type'] !== 'array') return false;
  return schema['items'] !== undefined && isSameSchema(schema['items'], other['items']);
}

/** What a list answer holds: an array's items, or those of the envelope's `data` array. */
function listItemsOf(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  if (schema['type'] === 'array') return schema['items'];
  const data = isObject(schema['properties']) ? schema['properties']['data'] : undefined;
  return isObject(data) && data['type'] === 'array' ? data['items'] : undefined;
}

/** Whether `list` answers a list of what `item` answers (`GET /blocks/{hash}/next` listing blocks as `GET /blocks/{hash}` answers one). */
export function answersItemsOf(list: OperationModel, item: OperationModel): boolean {
  const itemSchemas = successBodies(item).map((body) => body.schema).filter((schema) => schema !== undefined);
  return itemSchemas.length > 0 && successBodies(list).some((body) => {
    const items = listItemsOf(body.schema);
    return items !== undefined && itemSchemas.some((schema) => isSameSchema(items, schema));
  });
}

/**
 * Whether GET on `pathKey` answers, as an array or as an array field of one object, items of the
 * very schema the GET of an item under it (`pathKey/{id}`) answers: Azure's `GET
 * …/disasterRecoveryConfiguration` answering `{value: [DisasterRecoveryConfiguration]}` beside `GET
 * …/disasterRecoveryConfiguration/{disasterRecoveryConfigurationName}`. It lists those items,
 * whatever else its answer holds and whatever its name's number. The item's parameter, or undefined.
 */
export function listsItemsReadUnder(pathKey: string, operationsAt: OperationsAt): string | undefined {
  const list = operationsAt(pathKey).find((operation) => operation.method === 'get');
  if (list === undefined) return undefined;
  const listed = successBodies(list).flatMap((body) => {
    if (isOfType(body.schema, 'array') && isObject(body.schema)) return [body.schema['items']];
    if (!isOfType(body.schema, 'object')) return [];
    return [...objectView(body.schema, body.schemaPath).properties.values()].filter((property) => isOfType(property.schema, 'array') && isObject(property.schema)).map((property) => (property.schema as JsonObject)['items']);
  }).filter(isObject);
  if (listed.length === 0) return undefined;
  const itemKey = operationsAt.keysWithParameterAfter(pathKey).find((other) => {
    if (other.slice(pathKey.length + 1).includes('/')) return false;
    const read = operationsAt(other).find((operation) => operation.method === 'get');
    return read !== undefined && successBodies(read).some((body) => isObject(body.schema) && listed.some((items) => isSameSchema(items, body.schema)));
  });
  return itemKey?.slice(pathKey.length + 1);
}

const schemaNames = new WeakMap<JsonObject, Map<unknown, string[]>>();

/**
 * The names the document gives its schemas (`components/schemas`, 2.0's `definitions`), by schema:
 * in the resolved document a `$ref` is the very object it names, so a body's schema tells its
 * names, all of them where one name aliases another (`GetEntryResponse: {$ref: Entry}`).
 */
function namedSchemasOf(root: JsonObject): Map<unknown, string[]> {
  let found = schemaNames.get(root);
  if (found === undefined) {
    const components = isObject(root['components']) ? root['components']['schemas'] : root['definitions'];
    found = new Map();
    for (const [name, schema] of Object.entries(isObject(components) ? components : {})) found.set(schema, [...(found.get(schema) ?? []), name]);
    schemaNames.set(root, found);
  }
  return found;
}

/**
 * Whether `read` lists items whose schema the document names after `name` and one part of a whole
 * (`collective-nouns.part`: `GET /projects/{id}/timesheet` answering `TimesheetEntry` items): the
 * name is the whole those items make up, one thing, not a collection of its own kind.
 */
export function listsItsParts(read: OperationModel, name: string, root: JsonObject, vocabulary: Vocabulary): boolean {
  const whole = compactName(name);
  const parts = vocabulary.words('collective-nouns', 'part');
  const namesPart = (schemaName: string) => {
    const words = splitWords(schemaName);
    return words.length >= 2 && parts.has(words.at(-1) ?? '') && words.slice(0, -1).join('') === whole;
  };
  const partSchemas = [...namedSchemasOf(root)].filter(([, names]) => names.some(namesPart)).map(([schema]) => schema);
  const bodies = successBodies(read);
  return partSchemas.length > 0 && bodies.length > 0 && bodies.every((body) => {
    const schema = body.schema;
    return isObject(schema) && schema['type'] === 'array' && partSchemas.includes(schema['items']);
  });
}

/**
 * Whether `read` answers a schema the document names as `name` is written (`GET /spaces/{id}/embed`
 * answering `#/components/schemas/Embed`): the name is the noun of what it answers, whatever else
 * the word is. Separators and case aside; an array's items count as what it answers.
 */
export function answersSchemaNamed(read: OperationModel, name: string, root: JsonObject): boolean {
  return successBodies(read).some((body) => schemaNamedAlike(itemsOrSelf(body.schema), name, root) !== undefined);
}

/**
 * Whether `read` answers a page of records under a field spelled as `name` is, each of a schema the
 * document names after the singular of `name`, a prefix of its own aside (Google DLP's `GET
 * /v2/{parent}/inspectTemplates` answering `{inspectTemplates: [GooglePrivacyDlpV2InspectTemplate],
 * nextPageToken}`): the document calls those records by the name, a noun, whatever its first word.
 */
export function listsRecordsNamed(read: OperationModel, name: string, root: JsonObject): boolean {
  const singular = splitWords(singularOf(name)).map((word) => word.toLowerCase());
  if (singular.length === 0) return false;
  return successBodies(read).some((body) => {
    const page = objectView(body.schema, body.schemaPath);
    return [...page.properties].some(([field, property]) => {
      if (!spelledAlike(field, name) || !isObject(property.schema) || property.schema['type'] !== 'array') return false;
      const words = (namedSchemasOf(root).get(property.schema['items']) ?? []).map((schemaName) => splitWords(schemaName).map((word) => word.toLowerCase()));
      return words.some((schemaWords) => schemaWords.length >= singular.length && schemaWords.slice(-singular.length).join(' ') === singular.join(' '));
    });
  });
}

/**
 * Whether `read` answers a bare list of records of a schema the document names as `name` and a
 * word for one entry of a list (`page-fields.items`: Contribly's `GET /change-log` answering
 * `[ChangeLogItem]`): the entries of the thing the name calls so, a noun phrase, whatever its first
 * word. Another word after it (`[FindPlacesModel]`) names the answer of what the name does.
 */
export function listsEntriesOfName(read: OperationModel, name: string, root: JsonObject, vocabulary: Vocabulary): boolean {
  const words = splitWords(name).map((word) => word.toLowerCase());
  const entryWords = vocabulary.words('page-fields', 'items');
  const isEntryWord = (word: string | undefined) => word !== undefined && (entryWords.has(word) || entryWords.has(pluralOf(word)));
  return words.length > 1 && successBodies(read).some((body) => isObject(body.schema) && body.schema['type'] === 'array'
    && (namedSchemasOf(root).get(body.schema['items']) ?? []).some((schemaName) => {
      const schemaWords = splitWords(schemaName).map((word) => word.toLowerCase());
      return schemaWords.length === words.length + 1 && schemaWords.slice(0, -1).join(' ') === words.join(' ') && isEntryWord(schemaWords.at(-1));
    }));
}

/**
 * Whether `read` answers a list (bare, or a field of its answer) of records of a schema the
 * document names as `name` less an ending of one or two letters (obono's `GET
 * …/monatsbelege` answering `[Monatsbeleg]`), or as `name` with one of its words so (SportsData's
 * `TeamsBasic` answering `[TeamBasic]`, the plural `Teams` qualified by `Basic`), or holding the list
 * under a field spelt as `name` (pagoPA's `GET /brokerspsp` answering `{brokers_psp: [...]}`): the
 * document's own noun and its plural, in whatever language, whatever an English inflection makes of the name.
 */
export function listsItemsNamedAsItsSingular(read: OperationModel, name: string, root: JsonObject): boolean {
  const words = splitWords(name);
  const namedSo = (items: unknown) => (namedSchemasOf(root).get(items) ?? []).some((schemaName) => {
    if (isPluralOf(name.toLowerCase(), schemaName.toLowerCase())) return true;
    const schemaWords = splitWords(schemaName);
    // Or the schema's name less words before it that qualify one item (Open Klant's `/partijen` listing `[ExpandPartij]`).
    if (schemaWords.slice(1).some((_, index) => isPluralOf(name.toLowerCase(), schemaWords.slice(index + 1).join('').toLowerCase()))) return true;
    // Or one word of it, the words after it qualifying the plural (SportsData's `TeamsBasic` answering `[TeamBasic]`).
    const differing = words.flatMap((word, index) => (word === schemaWords[index] ? [] : [index]));
    const [at] = differing;
    return schemaWords.length === words.length && words.length > 1 && differing.length === 1 && at !== undefined && isPluralOf(words[at] ?? '', schemaWords[at] ?? '');
  });
  return successBodies(read).some((body) => {
    const fields = [...objectView(body.schema, body.schemaPath).properties];
    // The list held under a field spelt as the name, a word before its last in the plural (pagoPA's `GET /brokerspsp` answering
    // `{brokers_psp: [BrokerPsp], page_info}`): the name is the document's own plural, that word carrying the number
    // (Google Classroom's `courseWork` under `courseWork` has none).
    if (fields.some(([field, property]) => spelledAlike(field, name) && splitWords(field).slice(0, -1).some((word) => singularOf(word.toLowerCase()) !== word.toLowerCase()) && isObject(property.schema) && property.schema['type'] === 'array')) return true;
    const lists = isObject(body.schema) && body.schema['type'] === 'array' ? [body.schema] : fields.map(([, property]) => property.schema);
    return lists.some((list) => isObject(list) && list['type'] === 'array' && namedSo(list['items']));
  });
}

/** The shortest name of a schema, and the longest ending after it, that `listsItemsNamedAsItsSingular` reads as a noun and its plural. */
const PLURAL_STEM = 4;
const PLURAL_ENDING = 2;

/**
 * Whether `plural` is `singular`'s stem and an ending of one or two letters (`monatsbelege` of
 * `monatsbeleg`), as `listsItemsNamedAsItsSingular` reads them. The stem is the word, or the word
 * with its last doubled vowel written once or its last consonant doubled, as a syllable left open
 * or closed by the ending writes it (Open Zaak's `resultaten` of `Resultaat`, `zaken` of `Zaak`,
 * `statussen` of `Status`).
 */
function isPluralOf(plural: string, singular: string): boolean {
  // The word itself is no plural of itself, whatever its stems (`chargeDegree` listing `ChargeDegree`).
  if (singular.length < PLURAL_STEM || plural === singular) return false;
  const ending = (stem: string) => plural.startsWith(stem) && plural.length > stem.length && plural.length - stem.length <= PLURAL_ENDING;
  return ending(singular) || stemsOf(singular).some(ending);
}

/** `word` with its last doubled vowel written once (`resultat` of `resultaat`), and with its last consonant doubled (`statuss`). */
function stemsOf(word: string): string[] {
  const stems: string[] = [];
  const doubled = /([aeiou])\1(?=[^aeiou]*$)/.exec(word);
  if (doubled !== null) stems.push(word.slice(0, doubled.index) + word.slice(doubled.index + 1));
  if (/[aeiou][^aeiou]$/.test(word)) stems.push(word + word.slice(-1));
  return stems;
}

/** The name the document gives `schema` among its named schemas, spelled as `name` is (`Capabilities` for `capabilities`). */
function schemaNamedAlike(schema: unknown, name: string, root: JsonObject): string | undefined {
  return (namedSchemasOf(root).get(schema) ?? []).find((schemaName) => spelledAlike(schemaName, name));
}

/** An array's items, or the schema itself: what a body answers or sends, one by one. */
function itemsOrSelf(schema: unknown): unknown {
  return isObject(schema) && schema['type'] === 'array' ? schema['items'] : schema;
}

/** Whether every success schema `read` answers is one `other` answers too. */
export function answersAs(read: OperationModel, other: OperationModel | undefined): boolean {
  const schemasOf = (operation: OperationModel) => successBodies(operation).map((body) => body.schema).filter((schema) => schema !== undefined);
  const otherSchemas = other === undefined ? [] : schemasOf(other);
  const schemas = schemasOf(read);
  return schemas.length > 0 && schemas.every((schema) => otherSchemas.some((otherSchema) => isSameAnswer(schema, otherSchema)));
}

/**
 * Whether the level at `index` is a name between a collection and the id the document gives that
 * collection's items in another path, with no path of its own: the id is then the collection
 * item's, and the name an action on it or a part or a kind of it, neither a sub-collection nor a
 * collection of its own. The other path shows it, and is the evidence returned: it goes on as this
 * one does (`/accounts/premium/{id}/transactions` beside `/accounts/{id}/transactions`), or it is
 * the item and this path a verb no GET reads (`PUT /quotes/close/{id}` beside `/quotes/{id}`) or a
 * read answering what the item's GET answers (`GET /filters/file/{id}` beside `GET /filters/{id}`,
 * `GET /users/mail/{email}` beside `GET /users/{id}`: the item found by another key). The item's
 * path is the one with this id's name; for a read, any the document has right under the collection.
 */
export function qualifiesItemBeforeItsId(pathKey: string, index: number, shape: PathShape, operationsAt: OperationsAt, vocabulary: Vocabulary, root: JsonObject): Evidence | undefined {
  const [parent, child] = [shape.levels[index - 1], shape.levels[index]];
  if (child?.id === undefined) return undefined;
  const name = child.name.text;
  // Right after a collection, whose items are what is found (not `/gene/taxon/{taxon}` after a shared prefix, the taxa named so).
  const byKey = parent === undefined ? undefined : namedFindingByKey(pathKey, child, operationsAt, vocabulary);
  if (byKey !== undefined) return byKey;
  // The plural of a key a lookup finds by (`lookup-keys`: `/pipelines/names/{name}`) may name one too.
  const countablePlural = isCountablePluralNoun(name, vocabulary);
  if (!isPlainName(name) || (countablePlural && !vocabulary.words('lookup-keys').has(singularOf(name.toLowerCase())))) return undefined;
  const severalKeys = oneOfSeveralKeys(pathKey, shape, child, operationsAt, vocabulary);
  if (severalKeys !== undefined || parent === undefined || parent.id !== undefined) return severalKeys;
  // A mass noun (`/users/mail/{email}`), or such a plural, may name a sub-collection as well as a
  // key: only a read answering the item tells.
  const massNoun = isPluralNoun(name, vocabulary);
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const sameName = `${parentKey}/${child.id.text}`;
  const detail = answersItemInDetail(pathKey, sameName, parent.name.text, name, operationsAt, root);
  if (detail !== undefined) return detail;
  // The name of an item's key, its value right after it (`/file/validate/uuid/{uuid}`): the key the item is found by.
  if (child.id.isParameter && isItemKeyWord(name.toLowerCase(), vocabulary) && spelledAlike(child.id.text.slice(1, -1), name)) {
    return { id: 'names-item-key', detail: `"${name}" names the key an item is found by, and ${child.id.text} after it is its value`, source: 'rulesets/vocabulary/identifier-words.json' };
  }
  // A name with a path of its own (`GET /users/address` beside `/users/address/{id}`) is a resource.
  if (operationsAt(`${parentKey}/${name}`).length > 0) return undefined;
  const itemKeys = [sameName, ...operationsAt.itemKeysUnder(parentKey).filter((key) => key !== sameName)];
  const rest = pathKey.split('/').slice(child.id.position + 2).join('/');
  const readOf = (key: string) => readAt(operationsAt, key);
  const read = readOf(pathKey);
  const word = splitWords(name)[0] ?? '';
  for (const itemKey of itemKeys) {
    // Only what the item's GET answers shows that another parameter's name identifies the same item.
    if (itemKey !== sameName && read === undefined) break;
    if (itemKey !== sameName && rest !== '') break;
    if (rest !== '') {
      if (!massNoun && operationsAt(`${itemKey}/${rest}`).length > 0) return { id: 'goes-on-as-item', detail: `${itemKey}/${rest} goes on as this path does from the item`, source: `${itemKey}/${rest}` };
      const beside = itemKey === sameName && !massNoun ? actionBesideOnItem(pathKey, rest, itemKey, operationsAt, vocabulary) : undefined;
      if (beside !== undefined) return { id: 'action-beside-on-item', detail: `"${rest}", a verb only POST runs, ends the path as ${beside} ends a path from the item: the action run on that item, "${name}" saying how`, source: beside };
    } else if (read !== undefined) {
      if (answersAs(read, readOf(itemKey)) && (itemKey === sameName || answersDistinctively(read, parentKey, operationsAt))) return { id: 'answers-as-item', detail: `GET ${pathKey} answers what GET ${itemKey} answers: the item, found by another key`, source: `${itemKey} GET` };
      // A verb read on the item the same id names (`GET /progress/download/{id}` beside `GET
      // /progress/{id}`), answering no JSON of its own: what the verb makes of that item.
      if (itemKey === sameName && !massNoun && readsVerbOnItem(word, read, readOf(itemKey), vocabulary)) return { id: 'verb-on-item', detail: `"${name}" is a verb run on the item ${itemKey}`, source: itemKey };
    } else if (!massNoun && (vocabulary.verbs.has(word) || isNounVerb(word, vocabulary)) && operationsAt(itemKey).length > 0) {
      // A verb, or a verb phrase (`POST /shares/complete-send/{id}`), that no GET reads.
      return { id: 'verb-on-item', detail: `"${name}" is a verb run on the item ${itemKey}`, source: itemKey };
    } else if (isParticipleWord(name, vocabulary) && operationsAt(itemKey).length > 0) {
      // A past participle no GET reads (`DELETE /events/scheduled/{id}`): the item, in the state it names.
      return { id: 'state-of-item', detail: `"${name}" is a past participle: the item ${itemKey}, in the state it names`, source: itemKey };
    }
  }
  return answersListedItem(pathKey, parentKey, child.id.text, parent.name.text, operationsAt, vocabulary)
    ?? findsByFieldOfAnswer(pathKey, index, shape, operationsAt, vocabulary);
}

/**
 * A name right after a collection's, followed by a parameter spelt as it is or as its singular, where every operation on the
 * parameter's path is named for finding things by that parameter (Orphadata's `GET
 * /rd-associated-genes/genes/symbols/{symbol}`, `query_genes_by_symbol`): the operationId's words end
 * in a lookup preposition (`lookup-prepositions`, `segment`: `by`, `with`) and the parameter's
 * words, and none before it is the name's. What is found is not one of the name's items but what
 * the words before name, found by the key the name gives (`named-finding-by-key`).
 */
function namedFindingByKey(pathKey: string, child: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const id = child.id;
  const name = child.name.text;
  const parameter = id?.isParameter === true ? id.text.slice(1, -1) : '';
  if (id === undefined || parameter === '' || !(spelledAlike(parameter, name) || spelledAlike(parameter, singularOf(name.toLowerCase())))) return undefined;
  const itemKey = keyUpToLevel(pathKey, id.position);
  const operations = operationsAt(itemKey);
  const keyWords = splitWords(parameter).map((word) => word.toLowerCase());
  const nameWords = new Set(splitWords(name).flatMap((word) => [word.toLowerCase(), singularOf(word.toLowerCase())]));
  const prepositions = vocabulary.words('lookup-prepositions', 'segment');
  const findsByKey = (operation: OperationModel) => {
    const words = splitWords(stringOf(operation.node['operationId']) ?? '').map((word) => word.toLowerCase());
    const before = words.slice(0, -keyWords.length - 1);
    return words.length > keyWords.length + 1 && words.slice(-keyWords.length).join(' ') === keyWords.join(' ')
      && prepositions.has(words.at(-keyWords.length - 1) ?? '') && before.every((word) => !nameWords.has(word));
  };
  if (operations.length === 0 || !operations.every(findsByKey)) return undefined;
  const [first] = operations;
  return { id: 'named-finding-by-key', detail: `every operation on ${itemKey} is named for finding things by ${id.text} (${stringOf(first?.node['operationId']) ?? ''}), and none for "${name}": "${name}" names the key those things are found by, no collection`, source: `${itemKey} ${first?.method.toUpperCase() ?? ''}` };
}

/**
 * Whether `child`, a name right after another with a parameter after it, is one of several keys
 * the items of the name before are found by: a path going on from that parameter ends as a path
 * going on from another name's parameter under the name before does, and as a path straight under it does
 * (NCBI's `/genome/accession/{accessions}/dataset_report` beside
 * `/genome/taxon/{taxons}/dataset_report` and `/genome/dataset_report`), and the parameter is
 * declared an array, values given rather than one item's id: the reports of the genomes chosen by
 * accession, by taxon, or all of them. Each name says what its parameter's values are, no
 * collection of its own (`one-of-several-keys`).
 */
function oneOfSeveralKeys(pathKey: string, shape: PathShape, child: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const before = segmentBefore(pathKey, child.name.position);
  // The name before is a thing's: no parameter, version or name saying the API itself (`/api/user/{id}/posts` beside `/api/posts`).
  if (before === undefined || before.isParameter || shape.versionSegments.some((version) => version.position === before.position) || namesApiItself(before.text, vocabulary)) return undefined;
  if (child.id?.isParameter !== true || child.id.position !== child.name.position + 1) return undefined;
  // Values given, not one item's id: the parameter is declared an array (NCBI's `{accessions}`, "One or more genome assembly accessions").
  const parameterName = child.id.text.slice(1, -1);
  const takesMany = operationsAt(pathKey).some((operation) => operation.parameters.some((parameter) => parameter.in === 'path' && parameter.name === parameterName && declaredTypes(parameterSchemaOf(parameter)).has('array')));
  if (!takesMany) return undefined;
  const parentKey = keyUpToLevel(pathKey, before.position);
  const nameKey = `${parentKey}/${child.name.text}`;
  const tailOf = (key: string, after: string) => key.slice(after.length + 1).split('/').slice(2).join('/');
  const tails = new Set(operationsAt.keysWithParameterAfter(nameKey).map((key) => tailOf(key, parentKey)).filter((tail) => tail !== '' && operationsAt(`${parentKey}/${tail}`).length > 0));
  if (tails.size === 0) return undefined;
  for (const key of operationsAt.pathKeys()) {
    if (!key.startsWith(`${parentKey}/`) || key.startsWith(`${nameKey}/`)) continue;
    const [other = '', parameter = ''] = key.slice(parentKey.length + 1).split('/');
    const tail = tailOf(key, parentKey);
    if (other.startsWith('{') || !parameter.startsWith('{') || !tails.has(tail)) continue;
    return { id: 'one-of-several-keys', detail: `"${child.name.text}" is one of the keys the items of "${before.text}" are found by: ${key} and ${parentKey}/${tail} end as its own paths do`, source: key };
  }
  return undefined;
}

/**
 * A name followed by a parameter spelt as it is, where what the GET of that parameter's path
 * answers, the records of a list (bare, or a field of its answer) or, for a name that is an
 * identifier word (`identifier-words`: `name`, `key`), one record, has a field of one value spelt
 * as the name (EdgeX's `GET /deviceprofile/manufacturer/{manufacturer}` listing `DeviceProfile`s,
 * each with its `manufacturer`: `finds-by-field`), or as the name before it and this one together
 * (`GET /device/service/name/{name}` listing `Device`s, each with its `serviceName`:
 * `finds-by-field-of-names`, both names the key): the items are found by that field's value, and
 * the name is the key, no collection.
 */
function findsByFieldOfAnswer(pathKey: string, index: number, shape: PathShape, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const [before, parent, child] = [shape.levels[index - 2], shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || child?.id === undefined || !child.id.isParameter || !spelledAlike(child.id.text.slice(1, -1), child.name.text)) return undefined;
  const itemKey = keyUpToLevel(pathKey, child.id.position);
  const read = readAt(operationsAt, itemKey);
  if (read === undefined) return undefined;
  // Records a list holds find its items by the field whatever it is called; one record answered alone, only by a
  // field naming an identifier (`name`, `key`): a thing's own name (Twilio's `PhoneNumber/{PhoneNumber}`) may name a collection of them.
  const namesIdentifier = vocabulary.words('identifier-words').has(child.name.text.toLowerCase());
  const records = jsonSchemasOf(read).flatMap((schema) => recordsAnswered(schema, namesIdentifier));
  // A field of one value (a string, a number, a truth value).
  const valueField = (name: string) => records.map((record) => fieldSpelt(record, name, isScalarSchema)).find((field) => field !== undefined);
  const joined = before !== undefined && before.id === undefined ? valueField(`${parent.name.text}${child.name.text}`) : undefined;
  const field = joined ?? valueField(child.name.text);
  if (field === undefined) return undefined;
  const [found, key] = joined === undefined ? [parent.name.text, `"${child.name.text}"`] : [before?.name.text ?? '', `"${parent.name.text}" and "${child.name.text}"`];
  return {
    id: joined === undefined ? 'finds-by-field' : 'finds-by-field-of-names',
    detail: `GET ${itemKey} answers records with a field "${field}" whose value ${child.id.text} gives: the items of "${found}" found by it, ${key} the key, no collection`,
    source: `${itemKey} GET`,
  };
}

/**
 * The records a JSON answer lists: an array's items, and the items of each of its fields that is
 * an array of objects; with `alone`, the records it answers one by one too (itself, and each field
 * that is an object).
 */
function recordsAnswered(schema: unknown, alone: boolean): unknown[] {
  const listed = (value: unknown) => isOfType(value, 'array') && isOfType(itemsOrSelf(value), 'object');
  if (listed(schema)) return [itemsOrSelf(schema)];
  const fields = [...objectView(schema, []).properties.values()].map((property) => property.schema);
  const lists = fields.filter(listed).map(itemsOrSelf);
  return alone ? [schema, ...lists, ...fields.filter((field) => isOfType(field, 'object'))] : lists;
}

/** The name of `record`'s field spelt as `name` whose schema `accepts` takes, if it has one. */
function fieldSpelt(record: unknown, name: string, accepts: (schema: unknown) => boolean): string | undefined {
  return [...objectView(record, []).properties.values()].find((property) => spelledAlike(property.name, name) && accepts(property.schema))?.name;
}

/** The record an answer wraps as its one field (Medusa's `{customer: {id, email, …}}`), or the answer itself. */
function unwrappedRecord(schema: unknown): unknown {
  const fields = [...objectView(schema, []).properties.values()];
  const [only] = fields;
  return fields.length === 1 && only !== undefined && isRecordOfFields(only.schema) ? only.schema : schema;
}

/** An object of two fields or more: a record, not one value wrapped (`{data}`) nor a bare value. */
function isRecordOfFields(schema: unknown): boolean {
  return objectView(schema, []).properties.size > 1;
}

/**
 * A GET ending in an id named after the collection before the name, where nothing reads that item
 * at its own path, answering the very record the collection's GET lists (Robotoff's `GET
 * /insights/detail/{insight_id}` answering `InsightSearchResult`, which `GET /insights` lists as
 * `insights`): the item, read by its id (`answers-listed-item`).
 */
function answersListedItem(pathKey: string, parentKey: string, id: string, parentName: string, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const [read, listing] = [readAt(operationsAt, pathKey), readAt(operationsAt, parentKey)];
  if (read === undefined || listing === undefined || !pathKey.endsWith(`/${id}`) || !namesItemOf(id, parentName, vocabulary) || operationsAt(`${parentKey}/${id}`).length > 0) return undefined;
  const listed = jsonSchemasOf(listing).map((schema) => onlyListOf(schema)?.items).filter((items) => items !== undefined);
  const records = jsonSchemasOf(read);
  if (records.length === 0 || !records.every((record) => isRecordOfFields(record) && listed.some((items) => isSameSchema(record, items)))) return undefined;
  return { id: 'answers-listed-item', detail: `GET ${pathKey} answers one of the records GET ${parentKey} lists, and ${id} names an item of "${parentName}": that item, read by its id`, source: `${parentKey} GET` };
}

/**
 * The name of `detailed` where it is `item` in more detail: a schema the document names after the
 * collection's singular and the name together (Lidarr's `TagDetailsResource` for `tag` and
 * `detail`), holding every field of `item`, two or more, and more besides. Undefined otherwise.
 */
function detailNameOf(detailed: unknown, item: unknown, collection: string, name: string, root: JsonObject): string | undefined {
  const words = [singularOf(collection.toLowerCase()), singularOf(name.toLowerCase())];
  const schemaName = (namedSchemasOf(root).get(detailed) ?? []).find((candidate) => {
    const own = new Set(splitWords(candidate).map((word) => singularOf(word.toLowerCase())));
    return words.every((word) => own.has(word));
  });
  const fields = new Set(objectView(detailed, []).properties.keys());
  const itemFields = [...objectView(item, []).properties.keys()];
  return schemaName !== undefined && itemFields.length >= 2 && fields.size > itemFields.length && itemFields.every((field) => fields.has(field)) ? schemaName : undefined;
}

/** The name of the first of `detailed` where each is one of `items` in more detail (`detailNameOf`); undefined where one is not. */
function everyInDetail(detailed: readonly unknown[], items: readonly unknown[], collection: string, name: string, root: JsonObject): string | undefined {
  const named = detailed.map((schema) => items.map((item) => detailNameOf(schema, item, collection, name, root)).find((found) => found !== undefined));
  return named.length > 0 && named.every((found) => found !== undefined) ? named[0] : undefined;
}

/**
 * The GET on a path `/<collection>/<name>/{id}` answers the item `itemKey` reads in more detail
 * (`detailNameOf`: `TagDetailsResource` on Lidarr's `GET /api/v1/tag/detail/{id}`, beside
 * `TagResource` on `GET /api/v1/tag/{id}`), and the name's own path, if it has one, answers that
 * schema too (`GET /api/v1/tag/detail`, the tags in detail). The id is the item's, and the name
 * says how much of it is read, no collection of its own (`answers-item-in-detail`). The evidence,
 * or undefined.
 */
function answersItemInDetail(pathKey: string, itemKey: string, collection: string, name: string, operationsAt: OperationsAt, root: JsonObject): Evidence | undefined {
  const [read, itemRead] = [readAt(operationsAt, pathKey), readAt(operationsAt, itemKey)];
  if (read === undefined || itemRead === undefined) return undefined;
  const detailed = jsonSchemasOf(read);
  const first = everyInDetail(detailed, jsonSchemasOf(itemRead), collection, name, root);
  if (first === undefined) return undefined;
  const own = readAt(operationsAt, pathKey.slice(0, pathKey.lastIndexOf('/')));
  if (own !== undefined && !jsonSchemasOf(own).every((schema) => detailed.includes(itemsOrSelf(schema)))) return undefined;
  return { id: 'answers-item-in-detail', detail: `GET ${pathKey} answers ${first}, every field of what GET ${itemKey} answers and more: the item in more detail, "${name}" no collection of its own`, source: `${itemKey} GET` };
}

/** A name's words in lower case, joined by spaces: `AuthorDto`, `author_dto` and `author-dto` spelt alike. */
function speltOut(name: string): string {
  return splitWords(name).map((word) => word.toLowerCase()).join(' ');
}

/**
 * The one list an answer holds: an array's items, or those of the one array field an object holds
 * and that field's name (`{workflow_run_id, events: [TagHistoryItem]}`); undefined where there is
 * none or more than one.
 */
function onlyListOf(schema: unknown): { field?: string; items: unknown } | undefined {
  if (isOfType(schema, 'array')) return { items: itemsOrSelf(schema) };
  const lists = [...objectView(schema, []).properties.values()].filter((property) => isOfType(property.schema, 'array'));
  const [only] = lists;
  return lists.length === 1 && only !== undefined ? { field: only.name, items: itemsOrSelf(only.schema) } : undefined;
}

/**
 * The GET on a path `/<collection>/<name>`, no id after either, lists the items the collection's
 * GET lists in more detail (`detailNameOf`: Lidarr's `GET /api/v1/tag/detail` listing
 * `TagDetailsResource` beside `GET /api/v1/tag` listing `TagResource`): the name says how much of
 * each is read, a view of the collection (`lists-items-in-detail`). The evidence, or undefined.
 */
export function listsItemsInDetail(pathKey: string, collectionKey: string, operationsAt: OperationsAt, root: JsonObject): Evidence | undefined {
  const [read, collectionRead] = [readAt(operationsAt, pathKey), readAt(operationsAt, collectionKey)];
  if (read === undefined || collectionRead === undefined) return undefined;
  const collection = collectionKey.slice(collectionKey.lastIndexOf('/') + 1);
  const name = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  const listed = jsonSchemasOf(read).map((schema) => onlyListOf(schema)?.items);
  const collectionItems = jsonSchemasOf(collectionRead).map((schema) => onlyListOf(schema)?.items).filter((items) => items !== undefined);
  const first = listed.every((items) => items !== undefined) ? everyInDetail(listed, collectionItems, collection, name, root) : undefined;
  if (first === undefined) return undefined;
  return { id: 'lists-items-in-detail', detail: `GET ${pathKey} lists ${first}, every field of what GET ${collectionKey} lists and more: its items in more detail, "${name}" a view of them, no collection of its own`, source: `${collectionKey} GET` };
}

/**
 * The GET on a path `/…/<collection>/<name>`, no id after either, lists scalars only, plainly or
 * as a page's items, and the items the collection's GET lists hold a field the name names, in
 * the singular or as written, whose values are scalars or lists of them (Komga's `GET
 * /api/v2/authors/names` answering `PageString` beside `GET /api/v2/authors` listing `AuthorDto`
 * of `{name, role}`): that field of each item, a view of the collection, no collection of its own
 * (`lists-field-of-items`). The evidence, or undefined.
 */
export function listsFieldOfItems(pathKey: string, collectionKey: string, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const [read, collectionRead] = [readAt(operationsAt, pathKey), readAt(operationsAt, collectionKey)];
  if (read === undefined || collectionRead === undefined) return undefined;
  const listed = jsonSchemasOf(read).map((schema) => pageItemsOf(schema, vocabulary));
  if (listed.length === 0 || !listed.every(isScalarSchema)) return undefined;
  const name = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  const spellings = new Set([speltOut(name), speltOut(singularOf(name))]);
  const fieldOf = (items: unknown) => [...objectView(items, []).properties.values()].find((property) => spellings.has(speltOut(property.name)) && isScalarSchema(itemsOrSelf(property.schema)));
  const field = jsonSchemasOf(collectionRead).map((schema) => fieldOf(pageItemsOf(schema, vocabulary))).find((found) => found !== undefined);
  if (field === undefined) return undefined;
  const collection = collectionKey.slice(collectionKey.lastIndexOf('/') + 1);
  return { id: 'lists-field-of-items', detail: `GET ${pathKey} lists ${typeName(listed[0])} values only, and the items GET ${collectionKey} lists hold the field "${field.name}": that field of the items of "${collection}", a view of them, no collection of its own`, source: `${collectionKey} GET` };
}

/**
 * The GET on a path `/…/<collection>/<name>`, no id after either, answers one object of a schema
 * named as the name and the schema the collection's GET lists, in either order (E2B's `GET
 * /teams/{teamID}/metrics/max` answering `MaxTeamMetric` beside `GET …/metrics` listing
 * `TeamMetric`): a measure worked out of the collection's items, a view of them, no collection of
 * its own (`measures-listed-items`). The evidence, or undefined.
 */
export function measuresListedItems(pathKey: string, collectionKey: string, operationsAt: OperationsAt, root: JsonObject): Evidence | undefined {
  const [read, collectionRead] = [readAt(operationsAt, pathKey), readAt(operationsAt, collectionKey)];
  if (read === undefined || collectionRead === undefined) return undefined;
  const names = namedSchemasOf(root);
  const listed = jsonSchemasOf(collectionRead).filter((schema) => isOfType(schema, 'array')).flatMap((schema) => names.get(itemsOrSelf(schema)) ?? []);
  const answered = jsonSchemasOf(read);
  if (listed.length === 0 || answered.length === 0 || !answered.every((schema) => isOfType(schema, 'object'))) return undefined;
  const own = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  const name = speltOut(own);
  const measure = (names.get(answered[0]) ?? []).find((schemaName) => listed.some((item) => [`${name} ${speltOut(item)}`, `${speltOut(item)} ${name}`].includes(speltOut(schemaName))));
  const item = listed[0] ?? '';
  return measure === undefined ? undefined : { id: 'measures-listed-items', detail: `GET ${pathKey} answers one ${measure}, "${own}" and ${item}, which GET ${collectionKey} lists: a measure of those items, a view of them, no collection of its own`, source: `${collectionKey} GET` };
}

/**
 * The GET on a path `/…/<collection>/<name>`, no id after either, answers a JSON array of records
 * that carry no `id` of their own but the collection's singular before their fields, its id among
 * them (Dawarich's `GET /api/v1/tags/privacy_zones` listing `{tag_id, tag_name, tag_color,
 * radius_meters}`): the collection's own items, picked by the name, a view of them, no collection of
 * its own (`lists-items-named-for-name-before`). A record keeping its own `id` beside a
 * `user_id` belongs to the user, and is no user. The evidence, or undefined.
 */
export function listsItemsNamedForNameBefore(pathKey: string, collectionKey: string, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const read = readAt(operationsAt, pathKey);
  const collection = collectionKey.slice(collectionKey.lastIndexOf('/') + 1);
  const owner = speltOut(singularOf(collection));
  const answered = read === undefined ? [] : jsonSchemasOf(read);
  if (owner === '' || answered.length === 0 || !answered.every((schema) => isOfType(schema, 'array'))) return undefined;
  const fields = answered.flatMap((schema) => [...objectView(itemsOrSelf(schema), []).properties.keys()]);
  const prefixed = fields.filter((field) => speltOut(field).startsWith(`${owner} `));
  const ownId = prefixed.find((field) => isIdParameterWord(splitWords(field).at(-1)?.toLowerCase() ?? '', vocabulary));
  if (ownId === undefined || prefixed.length < 2 || fields.some((field) => isIdParameterWord(field.toLowerCase(), vocabulary))) return undefined;
  const name = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  return { id: 'lists-items-named-for-name-before', detail: `GET ${pathKey} lists records of ${prefixed.join(', ')}, with no id of their own: items of "${collection}", which "${name}" picks, a view of them, no collection of its own`, source: `${pathKey} GET` };
}

/**
 * What a list answer holds, as its items' schema: an array's items, or those of the one array
 * field a page object holds under a page's items name (`content`, `data`, `items`: `page-fields.items`).
 */
function pageItemsOf(schema: unknown, vocabulary: Vocabulary): unknown {
  const list = onlyListOf(schema);
  return list !== undefined && (list.field === undefined || isPageItemsField(list.field, vocabulary)) ? list.items : undefined;
}

/**
 * The GET on a path `/…/<collection>/<name>`, no id after either, the only operation there,
 * answers what the collection's GET answers, a list of items of a schema the document names for
 * the collection's singular and not for the name (Komga's `GET /api/v1/books/duplicates` answering
 * `PageBookDto`, its `content` a list of `BookDto`, as `GET /api/v1/books` does): the collection's
 * own items, which the name picks, a view of them, no collection of its own
 * (`lists-collection-items`). A page every list of an API shares, its items of no named kind,
 * says nothing, nor do items the name's own singular names (`BookDuplicate`). The evidence, or undefined.
 */
export function listsCollectionItems(pathKey: string, collectionKey: string, operationsAt: OperationsAt, root: JsonObject, vocabulary: Vocabulary): Evidence | undefined {
  const [read, collectionRead] = [onlyRead(operationsAt(pathKey)), readAt(operationsAt, collectionKey)];
  if (read === undefined || collectionRead === undefined || !answersAs(read, collectionRead)) return undefined;
  const collection = collectionKey.slice(collectionKey.lastIndexOf('/') + 1);
  const name = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  const [owner, own] = [collection, name].map((word) => singularOf(word.toLowerCase()));
  const namedForCollection = (schemaName: string) => {
    const words = splitWords(schemaName.split('.').at(-1) ?? schemaName).map((word) => singularOf(word.toLowerCase()));
    return words[0] === owner && !words.includes(own ?? '');
  };
  const names = namedSchemasOf(root);
  const listed = jsonSchemasOf(read).map((schema) => pageItemsOf(schema, vocabulary));
  const itemName = listed.length > 0 && listed.every((items) => items !== undefined) ? (names.get(listed[0]) ?? []).find(namedForCollection) : undefined;
  if (itemName !== undefined && listed.every((items) => (names.get(items) ?? []).some(namedForCollection))) {
    return { id: 'lists-collection-items', detail: `GET ${pathKey} answers what GET ${collectionKey} answers, a list of ${itemName}: the items of "${collection}", which "${name}" picks, a view of them, no collection of its own`, source: `${collectionKey} GET` };
  }
  // Or items of no named schema whose kind, a field of one value (JSON:API's `type`), is spelt as the collection's
  // singular (UK Trade Tariff's `GET /api/geographical_areas/countries` listing `{id, type: "geographical_area"}`).
  const kindField = owner === undefined || listed.length === 0 ? undefined : listed.map((items) => (items === undefined ? undefined : kindFieldIn(items, [], owner, 0))).reduce((first, field) => (first === field ? first : undefined));
  if (kindField === undefined) return undefined;
  return { id: 'lists-collection-items', detail: `GET ${pathKey} answers what GET ${collectionKey} answers, a list of items whose "${kindField}" is "${owner ?? ''}": the items of "${collection}", which "${name}" picks, a view of them, no collection of its own`, source: `${collectionKey} GET` };
}

/** Filters shared with the collection's own read that make another read of it a rendering of it (`rendersCollectionOf`). */
const RENDERING_FILTERS = 3;

/** How many of a document's reads take a query, and how many take each query parameter, counted once per document. */
const queryTakersByDocument = new WeakMap<OperationsAt, { reads: number; takers: Map<string, number> }>();

function queryTakersOf(operationsAt: OperationsAt): { reads: number; takers: Map<string, number> } {
  let counted = queryTakersByDocument.get(operationsAt);
  if (counted === undefined) {
    counted = { reads: 0, takers: new Map() };
    for (const key of operationsAt.pathKeys()) {
      const read = readAt(operationsAt, key);
      const names = new Set(read === undefined ? [] : queryNamesOf(read));
      if (names.size > 0) counted.reads++;
      for (const name of names) counted.takers.set(name, (counted.takers.get(name) ?? 0) + 1);
    }
    queryTakersByDocument.set(operationsAt, counted);
  }
  return counted;
}

/**
 * A name ending a path right under a collection, only read, whose GET takes only query parameters
 * the collection's own GET takes, three filters or more besides paging that most of the document's
 * other reads do not take (`GET /projects/{id}/spans/otlpv1` with `trace_id`, `span_id`,
 * `parent_id`, … beside `GET /projects/{id}/spans`): the same collection read another way, a view
 * of it whatever each answers (`renders-collection`). A query every list of an API takes (`filter`,
 * `orderBy`) says nothing. The evidence, or undefined.
 */
export function rendersCollectionOf(pathKey: string, collectionKey: string, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const [read, collectionRead] = [onlyRead(operationsAt(pathKey)), readAt(operationsAt, collectionKey)];
  if (read === undefined || collectionRead === undefined) return undefined;
  const collectionQuery = new Set(queryNamesOf(collectionRead));
  const query = queryNamesOf(read);
  const filters = query.filter((name) => !isPageField(name, vocabulary));
  if (filters.length < RENDERING_FILTERS || !query.every((name) => collectionQuery.has(name))) return undefined;
  // How many of the document's other reads take each filter (both reads here take every one): one most of them take is every list's.
  const { reads, takers } = queryTakersOf(operationsAt);
  const distinctive = filters.filter((name) => ((takers.get(name) ?? 0) - 2) * 2 < reads - 2);
  if (distinctive.length < RENDERING_FILTERS) return undefined;
  const name = pathKey.slice(pathKey.lastIndexOf('/') + 1);
  return { id: 'renders-collection', detail: `GET ${pathKey} takes only the query GET ${collectionKey} takes, filtering by ${distinctive.slice(0, 4).map((filter) => `"${filter}"`).join(', ')}${distinctive.length > 4 ? ', …' : ''}: the same items read another way, "${name}" a view of them, no collection of its own`, source: `${collectionKey} GET` };
}

/**
 * Where `rest` is one verb ending a path only POST runs (`POST /faces/train/{name}/classify`), and
 * the item's own key goes on in paths of its own ending in other verbs POST runs
 * (`/faces/{name}/reclassify`, `/faces/{name}/register`): one of those paths, the evidence that the
 * verb here is an action on that item too.
 */
function actionBesideOnItem(pathKey: string, rest: string, itemKey: string, operationsAt: OperationsAt, vocabulary: Vocabulary): string | undefined {
  const isPostedVerb = (key: string, word: string) => vocabulary.verbs.has(word.toLowerCase()) && runsOnlyPost(operationsAt(key).map((operation) => operation.method));
  if (rest.includes('/') || !isPostedVerb(pathKey, rest)) return undefined;
  for (const key of operationsAt.pathKeys()) {
    const [action, ...more] = key.startsWith(`${itemKey}/`) ? key.slice(itemKey.length + 1).split('/') : [];
    if (action !== undefined && more.length === 0 && isPostedVerb(key, action)) return key;
  }
  return undefined;
}

/**
 * Whether a GET led by a verb (`export`; `download`, which API paths use as a noun as often, is
 * only a verb by the lexicon) reads the item `itemRead` reads: it answers no JSON schema, which
 * would name a thing of its own. A noun as often as a verb (`/transactions/order/{id}`) may name
 * the key the item is found by, and is not read so.
 */
function readsVerbOnItem(word: string, read: OperationModel, itemRead: OperationModel | undefined, vocabulary: Vocabulary): boolean {
  const isVerb = vocabulary.verbs.has(word) || vocabulary.words('lexicon-verbs').has(word);
  return itemRead !== undefined && isVerb && jsonAnswers(read).length === 0;
}

/**
 * A name led by a noun-verb before a plural, on a path only POST runs, that GET reads at the end of
 * another path (`POST /eth/v1/beacon/pool/sync_committees` beside `GET
 * …/states/{state_id}/sync_committees`): the document reads it as a thing, a compound noun here
 * too, not a verb and its object. The path that reads it; `readEndings` maps each last name GET
 * reads, in lower case, to a path key that reads it.
 */
export function readElsewhereAsThing(pathKey: string, operations: readonly OperationModel[], name: string, readEndings: ReadonlyMap<string, string>, vocabulary: Vocabulary): string | undefined {
  if (!runsOnlyPost(operations.map((operation) => operation.method)) || splitWords(name).length < 2 || leadingVerb(name, vocabulary) !== undefined) return undefined;
  if (verbOfPostAction(name, ['post'], vocabulary) === undefined) return undefined;
  const reader = readEndings.get(name.toLowerCase());
  return reader !== undefined && reader !== pathKey ? reader : undefined;
}

/** No operation at a path, or only POST, none of them answering 201 Created: nothing is made there that a client could read. */
function createsNothingThere(operations: readonly OperationModel[]): boolean {
  return operations.length === 0 || (runsOnlyPost(operations.map((operation) => operation.method)) && !operations.some(answersCreated));
}

/** Whether an operation declares 201 Created among its answers. */
function answersCreated(operation: OperationModel): boolean {
  return operation.responses.some((response) => response.status === '201');
}

/**
 * A name ending the path right after a parameter named after it, where that parameter identifies
 * nothing of the collection before it (Kill Bill's `GET /invoices/{groupId}/group`, "Retrieve a set
 * of invoices by group id"): the name says what the parameter identifies, a label of it, no
 * collection of its own. Its evidence.
 */
export function namesParameterBefore(shape: PathShape, index: number): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (level === undefined || level !== shape.levels.at(-1) || level.id !== undefined || parent?.id === undefined || parent.id.position !== level.name.position - 1) return undefined;
  if (!isNamedAfter(parent.id.text, level.name.text) || isNamedAfter(parent.id.text, parent.name.text)) return undefined;
  return { id: 'names-parameter', detail: `"${level.name.text}" names what ${parent.id.text} before it identifies, which is no item of "${parent.name.text}": a label of the parameter, no collection` };
}

/**
 * Whether the level at `index` names a part of the item whose id ends the path, made there by
 * POST: a name between a collection and the id the document gives that collection's items
 * (`/client/{id}`), on a path only POST runs on (`POST /client/secret/{id}`, a new secret for the
 * client), the name with no path of its own or one only POST runs on, creating nothing there
 * (`POST /pipelines/run` answering 200 beside `POST /pipelines/run/{name}` and `/pipelines/{name}`:
 * a run of a pipeline sent in the body, no collection of runs). A POST makes nothing in an item of
 * its own, so the id is the collection's item's, and the name no collection. Its evidence.
 */
export function madeOnItemBeforeItsId(pathKey: string, index: number, shape: PathShape, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, child] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || parent.id !== undefined || child?.id === undefined || child.id.position !== child.name.position + 1) return undefined;
  if (child.id.position !== splitPathKey(pathKey).length - 1) return undefined;
  if (!runsOnlyPost(operationsAt(pathKey).map((operation) => operation.method))) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const itemKey = `${parentKey}/${child.id.text}`;
  if (!createsNothingThere(operationsAt(`${parentKey}/${child.name.text}`)) || operationsAt(itemKey).length === 0) return undefined;
  return { id: 'made-on-item', detail: `only POST runs here, and ${itemKey} reaches the item ${child.id.text} names: "${child.name.text}" is made on that item, no collection of its own`, source: itemKey };
}

/** The operations on a name's own path (`ownKey`) and on the path `pathKey` that goes on from it, each once. */
function operationsOnNameAndPath(pathKey: string, ownKey: string, operationsAt: OperationsAt): OperationModel[] {
  return [...new Set([...operationsAt(ownKey), ...operationsAt(pathKey)])];
}

/** The JSON bodies the operations send and answer with a schema. */
function jsonBodiesOf(operations: readonly OperationModel[]): MediaBody[] {
  return [...operations.flatMap(successBodies), ...bodiesSent(operations)].filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
}

/**
 * Whether the level at `index`, a name right after a collection's name, names a kind of that
 * collection's items: every JSON body written and read on the name's own path, or where none is,
 * on the path and the name's own path, is a schema the document names after the name and the
 * collection (`/timeseries/binary/{name}` and `/timeseries/binary` writing and reading
 * `BinaryTimeSeries`, beside `/timeseries/{timeseries}`'s `TimeSeries`), one at least, and no id
 * named after the name follows it. Its evidence; such a name is no collection of its own, on its
 * own path and on the paths going on from it (Nomad's `/acl/token/onetime` writing and reading
 * `OneTimeToken`, so `POST /acl/token/onetime/exchange`, trading one for an `ACLToken`, runs an
 * action on the one-time tokens). With `ownPathOnly`, only where the name's own path has such bodies.
 */
function namesKindOf(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, root: JsonObject, ownPathOnly = false): Evidence | undefined {
  const level = shape.levels[index];
  const parentName = level === undefined ? undefined : nameRightBefore(pathKey, shape, index);
  if (level === undefined || parentName === undefined) return undefined;
  // An id named after the name identifies items of it (`/profiles/client/{clientId}`).
  if (level.id !== undefined && isNamedAfter(level.id.text, level.name.text)) return undefined;
  const ownKey = keyUpToLevel(pathKey, level.name.position);
  const ownBodies = jsonBodiesOf(operationsAt(ownKey));
  if (ownPathOnly && ownBodies.length === 0) return undefined;
  const bodies = ownBodies.length > 0 ? ownBodies : jsonBodiesOf(operationsOnNameAndPath(pathKey, ownKey, operationsAt));
  const kinds = [`${level.name.text}${parentName}`, `${level.name.text}${singularOf(parentName)}`];
  const names = namedSchemasOf(root);
  const named = bodies.map((body) => {
    return heldByBody(body).flatMap((schema) => names.get(schema) ?? []).find((schemaName) => kinds.some((kind) => spelledAlike(schemaName, kind)));
  });
  const [first] = named;
  if (first === undefined || named.some((schemaName) => schemaName === undefined)) return undefined;
  return { id: 'names-kind-of', detail: `what is written and read here is ${first}: a kind of the items of "${parentName}", not a collection of its own`, source: ownKey };
}

/**
 * What a body holds, one record at a time: its schema (an array's items), and the fields of an
 * object it is (their items where arrays), as an envelope holds its record or its page
 * (DfE's `GET /api/v3/schools/ecf` answering `{data: [ECFSchool]}`, a page of the schools in the
 * Early Career Framework).
 */
function heldByBody(body: MediaBody): unknown[] {
  const schema = itemsOrSelf(body.schema);
  if (!isOfType(schema, 'object')) return [schema];
  return [schema, ...[...objectView(schema, body.schemaPath).properties.values()].map((property) => itemsOrSelf(property.schema))];
}

/** How many paths going on from a name with a parameter, each with its twin from the collection before it, show the name repeats that collection (see `repeatsCollection`). */
const REPEATED_PATHS = 2;

/**
 * Whether the level at `index`, a name right under a collection with no id between, repeats that
 * collection: the item the name's parameter reaches and one path or more going on from it have
 * their twins going on from the collection with the same parameter and the same names after it
 * (Tyk's `/tyk/apis/oas/{apiID}` and `…/oas/{apiID}/versions` beside `/tyk/apis/{apiID}` and
 * `/tyk/apis/{apiID}/versions`, whatever the name adds, `…/oas/{apiID}/export`): the collection's
 * items in another form, so the name is a variant of the collection (`repeats-collection`), no
 * level of its own. The item's twin alone (`/nodes/pending/{nodeId}` beside `/nodes/{nodeId}`)
 * shows no repeated layout.
 */
export function repeatsCollection(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || parent.name.position !== level.name.position - 1) return undefined;
  const [collectionKey, ownKey] = [keyUpToLevel(pathKey, parent.name.position), keyUpToLevel(pathKey, level.name.position)];
  const twinOf = (key: string) => `${collectionKey}${key.slice(ownKey.length)}`;
  const twinned = operationsAt.keysWithParameterAfter(ownKey).filter((key) => operationsAt(twinOf(key)).length > 0);
  const item = twinned.find((key) => !key.slice(ownKey.length + 1).includes('/'));
  if (item === undefined || twinned.length < REPEATED_PATHS) return undefined;
  const shown = twinned.slice(0, REPEATED_PATHS);
  return { id: 'repeats-collection', detail: `${shown.join(' and ')} go on from "${level.name.text}" as ${shown.map(twinOf).join(' and ')} go on from "${parent.name.text}": the collection's items in another form, no level of its own`, source: twinOf(item) };
}

/**
 * Whether the level at `index`, a name with no id after it, no path of its own and names after it,
 * narrows another path of the document: left out, the path is one the document has, whose methods are this one's, and
 * every GET here answers what the GET there answers (PodcastIndex's `GET /search/music/byterm`
 * beside `GET /search/byterm`, both answering `search_byterm`, which no path outside `/search`
 * answers: the same search, of music feeds only). The name says which of what that path reads, no
 * level of its own (`narrows-path-beside`).
 */
export function narrowsPathBeside(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const level = shape.levels[index];
  // A name with a path of its own (Jira's `…/{id}/draft`, read and replaced) is a resource, whatever is read under it.
  if (level === undefined || level.id !== undefined || level === shape.levels.at(-1) || operationsAt(keyUpToLevel(pathKey, level.name.position)).length > 0) return undefined;
  const without = withoutSegment(pathKey, level.name.position);
  const [here, there] = [operationsAt(pathKey), operationsAt(without)];
  const methodsOf = (operations: readonly OperationModel[]) => operations.map((operation) => operation.method).sort().join(' ');
  const read = readAt(operationsAt, pathKey);
  if (there.length === 0 || methodsOf(here) !== methodsOf(there) || read === undefined || !answersAs(read, readAt(operationsAt, without))) return undefined;
  // An answer only paths under the name before it give (`answersDistinctively`): a `Count` or a list of tracks answered
  // all over the document (`/me/likes/tracks` beside `/me/tracks`) says nothing of which paths read the same thing.
  if (!answersDistinctively(read, keyUpToLevel(pathKey, level.name.position - 1), operationsAt)) return undefined;
  return { id: 'narrows-path-beside', detail: `${methodsOf(here).toUpperCase()} ${pathKey} runs as on ${without}, its GET answering what that one answers: "${level.name.text}" says which of what ${without} reads, no level of its own`, source: `${without} GET` };
}

/**
 * The second of three levels, no id after it nor after the last, whose own path is an action its
 * summary leads with (`summaryVerbs`: `POST /pages/fetch`, "Fetch All Pages Data"), the one name after
 * it ending the path (`GET /pages/fetch/status`, the state of that fetch): that action, no
 * sub-collection. The level, or undefined.
 */
export function actionBeforeLastName(pathKey: string, shape: PathShape, summaryVerbs: ReadonlyMap<string, string> | undefined): PathLevel | undefined {
  const [, action, last] = shape.levels;
  if (shape.levels.length !== 3 || action === undefined || action.id !== undefined || last?.id !== undefined) return undefined;
  return summaryVerbs?.has(keyUpToLevel(pathKey, action.name.position)) === true ? action : undefined;
}

/**
 * Whether the level at `index`, no id after it, is a create, read, update or delete verb the
 * document shares as a prefix before the name after it (`verbPrefixBefore`: `change` of Revolt's
 * `/auth/account/change/email` beside `/auth/account/change/password`): the verb done on what
 * follows, no level of its own (`verb-prefix-shared`).
 */
export function isSharedVerbPrefix(pathKey: string, shape: PathShape, index: number, prefixes: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const level = shape.levels[index];
  const next = shape.levels[index + 1];
  return level !== undefined && next !== undefined && level.id === undefined && verbPrefixBefore(pathKey, next.name.position, prefixes, vocabulary) === level.name.text;
}

/**
 * Whether the level at `index`, a name right under a collection with no id between, mirrors that
 * collection: GET on the name's own path answers what GET on the collection answers, and GET on an
 * item right under the name answers what GET on one of the collection's items answers, an answer
 * given under the collection's paths alone (`answersDistinctively`: Chaos Mesh's
 * `/archives/schedules` and `/archives/schedules/{uid}` answering `[Archive]` and `ArchiveDetail`
 * as `/archives` and `/archives/{uid}` do): the collection's items of one kind, no level of its own
 * (`mirrors-collection`).
 */
export function mirrorsCollection(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || parent.name.position !== level.name.position - 1) return undefined;
  const [collectionKey, ownKey] = [keyUpToLevel(pathKey, parent.name.position), keyUpToLevel(pathKey, level.name.position)];
  const answersAsAt = (key: string, other: string) => {
    const read = readAt(operationsAt, key);
    return read !== undefined && answersAs(read, readAt(operationsAt, other));
  };
  if (!answersAsAt(ownKey, collectionKey)) return undefined;
  const ownItems = operationsAt.keysWithParameterAfter(ownKey).filter((key) => !key.slice(ownKey.length + 1).includes('/'));
  for (const ownItem of ownItems) {
    const read = readAt(operationsAt, ownItem);
    const item = operationsAt.itemKeysUnder(collectionKey).find((key) => answersAsAt(ownItem, key));
    if (read !== undefined && item !== undefined && answersDistinctively(read, collectionKey, operationsAt)) {
      return { id: 'mirrors-collection', detail: `GET ${ownKey} and GET ${ownItem} answer what GET ${collectionKey} and GET ${item} answer: the items of "${parent.name.text}" of one kind, no level of its own`, source: item };
    }
  }
  return undefined;
}

/**
 * Every JSON success of the path's GET answers one object with no array in it, nor in its fields'
 * own fields (Wazuh's `GET /cluster/{node_id}/logs/summary` answering `{message, data: {<daemon>:
 * {info, error, …}}}`): one record, no page of records (Twilio's `…/TaskQueues/Statistics`
 * answering `{task_queues_statistics: [...], meta}` pages one record per queue).
 */
export function answersNoArray(operations: readonly OperationModel[]): boolean {
  const read = onlyRead(operations);
  const bodies = read === undefined ? [] : jsonAnswers(read);
  const holdsNoArray = (schema: unknown, path: JsonPath, depth: number): boolean => !isOfType(schema, 'array')
    && (depth === 0 || [...objectView(schema, path).properties.values()].every((property) => holdsNoArray(property.schema, property.path, depth - 1)));
  return bodies.length > 0 && bodies.every((body) => isOfType(body.schema, 'object') && holdsNoArray(body.schema, body.schemaPath, 2));
}

/**
 * `namesKindOf` where the name's own path writes or reads JSON bodies, so that path alone shows
 * the kind, wherever the path goes on from it (Nomad's `/acl/token/onetime`, `OneTimeToken`).
 */
export function kindShownByOwnPath(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, root: JsonObject): Evidence | undefined {
  return namesKindOf(pathKey, shape, index, operationsAt, root, true);
}

/**
 * Whether the level at `index` says which of the items of the name right before it: a kind of
 * them by what is written and read there (`namesKindOf`, `answersAsItemsOf`), by repeating the
 * collection's layout (`repeatsCollection`) or its answers (`mirrorsCollection`), by the ids that
 * follow it (`idsNamedAfterNameBefore`), by the records a kind beside it reads
 * (`readsAsKindBeside`), or by standing where kinds the operations name stand
 * (`kindBesideNamedKinds`). Its evidence; such a name is no collection of its own.
 */
export function qualifiesItemsOfNameBefore(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, root: JsonObject, vocabulary: Vocabulary): Evidence | undefined {
  return namesKindOf(pathKey, shape, index, operationsAt, root) ?? listsItemsNamedAfterNameBefore(pathKey, shape, index, operationsAt, root) ?? answersAsItemsOf(pathKey, shape, index, operationsAt) ?? createsAsCollection(pathKey, shape, index, operationsAt)
    ?? repeatsCollection(pathKey, shape, index, operationsAt) ?? mirrorsCollection(pathKey, shape, index, operationsAt) ?? idsNamedAfterNameBefore(pathKey, shape, index, operationsAt) ?? readsAsKindBeside(pathKey, shape, index, operationsAt, vocabulary) ?? kindBesideNamedKinds(pathKey, index, shape, operationsAt, vocabulary);
}

/**
 * Whether the level at `index`, a name right after another with no id between, lists items of
 * that name: a GET on the name's own path answers a list of a schema the document names after the
 * name before it alone, and every JSON body written and read on that path is that schema or a list
 * of it (`GET /user/settings/token/caldav` answering `[user.Token]`, a Go package's `user.`
 * set aside), and no id named after the name follows it: the name says which of those items
 * (`lists-items-named-before`), no collection of its own.
 */
function listsItemsNamedAfterNameBefore(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, root: JsonObject): Evidence | undefined {
  const level = shape.levels[index];
  const parentName = level === undefined ? undefined : nameRightBefore(pathKey, shape, index);
  if (level === undefined || parentName === undefined || (level.id !== undefined && isNamedAfter(level.id.text, level.name.text))) return undefined;
  const ownKey = keyUpToLevel(pathKey, level.name.position);
  const operations = operationsAt(ownKey);
  const answered = operations.flatMap(successBodies).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
  const bodies = [...answered, ...bodiesSent(operations).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined)];
  const names = namedSchemasOf(root);
  const namedBefore = (schema: unknown) => (names.get(schema) ?? []).find((schemaName) => [parentName, singularOf(parentName)].some((kind) => spelledAlike(schemaName.split('.').at(-1) ?? schemaName, kind)));
  const listed = answered.find((body) => isOfType(body.schema, 'array') && namedBefore(itemsOrSelf(body.schema)) !== undefined);
  if (listed === undefined || !bodies.every((body) => namedBefore(itemsOrSelf(body.schema)) !== undefined)) return undefined;
  return { id: 'lists-items-named-before', detail: `what is listed here is ${namedBefore(itemsOrSelf(listed.schema)) ?? ''}, named after "${parentName}": "${level.name.text}" says which of its items, no collection of its own`, source: ownKey };
}

/**
 * Whether the level at `index` names a kind of the items of a countable plural before it (at most
 * two static names back, with no path of its own): a path under that plural on another name reads
 * the same records, the fields of one within the other's, five or more shared and at most two more
 * on one side (RentCast's `/listings/sale` and `/listings/rental/long-term`, both listing address,
 * bedrooms, price, …, the sale's with `lotSize`). Its evidence; such a name is no collection of its own.
 */
function readsAsKindBeside(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const level = shape.levels[index];
  // An id named after the name identifies items of it (`…/employments/leave/{leaveId}`).
  if (level === undefined || (level.id !== undefined && isNamedAfter(level.id.text, level.name.text))) return undefined;
  const segments = splitPathKey(pathKey);
  const isVersion = (segment: PathSegment) => shape.versionSegments.some((version) => version.position === segment.position);
  const before = [1, 2].map((back) => segments.find((segment) => segment.position === level.name.position - back));
  const stopAt = before.findIndex((segment) => segment === undefined || segment.isParameter || isVersion(segment));
  const plural = (stopAt === -1 ? before : before.slice(0, stopAt)).find((segment) => segment !== undefined && isCountablePluralNoun(segment.text, vocabulary));
  if (plural === undefined) return undefined;
  const pluralKey = keyUpToLevel(pathKey, plural.position);
  if (operationsAt(pluralKey).length > 0) return undefined;
  const ownFields = recordFieldsAt(operationsAt, pathKey);
  if (ownFields.size < 5) return undefined;
  const branch = segments.find((segment) => segment.position === plural.position + 1)?.text;
  for (const key of operationsAt.pathKeys()) {
    const next = key.startsWith(`${pluralKey}/`) ? key.slice(pluralKey.length + 1).split('/')[0] : undefined;
    if (next === undefined || next === branch || next.startsWith('{')) continue;
    if (readsSameRecords(ownFields, recordFieldsAt(operationsAt, key))) {
      return { id: 'reads-as-kind-beside', detail: `${key} reads the same records under "${plural.text}": "${level.name.text}" says which of its items, no collection of its own`, source: `${key} GET` };
    }
  }
  return undefined;
}

/** The fields of the records a path's GET answers: a list's items (an array, or the envelope's `data`), or the one record. */
function recordFieldsAt(operationsAt: OperationsAt, pathKey: string): Set<string> {
  const read = readAt(operationsAt, pathKey);
  for (const schema of read === undefined ? [] : jsonSchemasOf(read)) {
    const record = listItemsOf(schema) ?? schema;
    const fields = new Set(objectView(record, []).properties.keys());
    if (fields.size > 0) return fields;
  }
  return new Set();
}

/** One set of fields within the other, five or more shared and at most two more on one side. */
function readsSameRecords(fields: ReadonlySet<string>, other: ReadonlySet<string>): boolean {
  const [fewer, more] = fields.size <= other.size ? [fields, other] : [other, fields];
  return fewer.size >= 5 && [...fewer].every((field) => more.has(field)) && more.size - fewer.size <= 2;
}

/**
 * Whether the level at `index`, a name right after a collection's name with an id after it, names
 * a kind of that collection's items by what is answered there: every JSON body a success answers
 * on the path and on the name's own path is what the GET of one of the collection's items answers,
 * one at least (Pipedrive's `PUT /subscriptions/recurring/{id}` and `POST /subscriptions/recurring`
 * answering what `GET /subscriptions/{id}` answers), and no id named after the name follows it.
 * Its evidence; such a name is no collection of its own.
 */
export function answersAsItemsOf(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || parent.id !== undefined || level?.id === undefined || isNamedAfter(level.id.text, level.name.text)) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const ownKey = keyUpToLevel(pathKey, level.name.position);
  const answered = operationsOnNameAndPath(pathKey, ownKey, operationsAt).flatMap(jsonSchemasOf);
  if (answered.length === 0) return undefined;
  for (const itemKey of operationsAt.itemKeysUnder(parentKey)) {
    const itemRead = readAt(operationsAt, itemKey);
    const itemAnswers = itemRead === undefined ? [] : jsonSchemasOf(itemRead);
    if (itemAnswers.length > 0 && answered.every((schema) => itemAnswers.some((itemAnswer) => isSameAnswer(schema, itemAnswer)))) {
      return { id: 'answers-as-items-of', detail: `what is answered here and at ${ownKey} is what GET ${itemKey} answers: a kind of the items of "${parent.name.text}", not a collection of its own`, source: `${itemKey} GET` };
    }
  }
  return undefined;
}

/**
 * Whether the level at `index`, the last name of the path right after the name of a collection
 * whose items are identified somewhere, with no id between, is where POST sends and answers, as
 * JSON, what the collection's own POST sends and answers (Hanzo Commerce's `POST /transaction/hold`, "Create hold", beside `POST /transaction`,
 * both sending and answering `Transaction`): it makes items of that collection, of one kind
 * (`creates-as-collection`), no collection of its own.
 */
export function createsAsCollection(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  // The collection's items are identified somewhere (`/transaction/{id}`): a search posted twice (`POST /search/car/active/rank` and `…/rank/listings`) makes nothing.
  if (parent === undefined || parent.id !== undefined || !parent.identified || level === undefined || level.id !== undefined || level !== shape.levels.at(-1)) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const [post, collectionPost] = [pathKey, parentKey].map((key) => operationsAt(key).find((operation) => operation.method === 'post'));
  if (post === undefined || collectionPost === undefined) return undefined;
  const sentOf = (operation: OperationModel) => bodiesSent([operation]).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined).map((body) => body.schema);
  const alike = (schemas: unknown[], others: unknown[]) => schemas.length > 0 && schemas.every((schema) => others.some((other) => isSameAnswer(schema, other)));
  if (!alike(sentOf(post), sentOf(collectionPost)) || !alike(jsonSchemasOf(post), jsonSchemasOf(collectionPost))) return undefined;
  return { id: 'creates-as-collection', detail: `POST ${pathKey} sends and answers what POST ${parentKey} does: it makes items of "${parent.name.text}" of one kind, no collection of its own`, source: `${parentKey} POST` };
}

/**
 * Whether every id that follows the level at `index`, here or in another path, is named after
 * the name right before it and not after it (`/v1/expenses/card/{expense_id}`, an expense; `card`
 * says which kind). Its evidence.
 */
export function idsNamedAfterNameBefore(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const level = shape.levels[index];
  const before = level === undefined ? undefined : nameRightBefore(pathKey, shape, index);
  if (level === undefined || before === undefined) return undefined;
  const ownKey = keyUpToLevel(pathKey, level.name.position);
  const elsewhere = operationsAt.keysWithParameterAfter(ownKey).map((key) => key.split('/')[level.name.position + 2] ?? '');
  const here = level.id !== undefined && level.id.position === level.name.position + 1 ? [level.id.text] : [];
  const ids = [...new Set([...here, ...elsewhere])];
  const [first] = ids;
  // An id named after both (`{CatalogItemId}` after `catalog/item`) is an item of the name itself.
  const namesOther = (id: string) => isNamedAfter(id, before) && !isNamedAfter(id, level.name.text) && !isNamedAfter(id, `${before}_${level.name.text}`);
  if (first === undefined || !ids.every(namesOther)) return undefined;
  return { id: 'id-named-after-name-before', detail: `${first} after it names an item of "${before}": "${level.name.text}" says which of those items, no collection of its own`, source: `${ownKey}/${first}` };
}

/**
 * The name right before the level at `index`, with no id between: the level before it, or, for
 * the first level, the static name the path model left out before it as a shared prefix
 * (`objects` of `/objects/standard` beside `/objects/custom`), which is no version.
 */
function nameRightBefore(pathKey: string, shape: PathShape, index: number): string | undefined {
  const level = shape.levels[index];
  if (level === undefined) return undefined;
  const parent = shape.levels[index - 1];
  if (parent !== undefined) return parent.id === undefined && level.name.position === parent.name.position + 1 ? parent.name.text : undefined;
  const before = segmentBefore(pathKey, level.name.position);
  const isVersion = shape.versionSegments.some((segment) => segment.position === before?.position);
  return before === undefined || before.isParameter || isVersion ? undefined : before.text;
}

/**
 * Whether the level at `index`, a name right after a collection's name, stands for one of its
 * items by what its GET answers: the same as the item's GET (`GET /blocks/latest` answering what
 * `GET /blocks/{hash_or_number}` answers), so the path goes on from that item. Its evidence.
 */
export function standsForItemByAnswer(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || parent.singleton || level.id !== undefined || level.name.position !== parent.name.position + 1) return undefined;
  const aliasKey = keyUpToLevel(pathKey, level.name.position);
  const read = readAt(operationsAt, aliasKey);
  if (read === undefined) return operationsAt(aliasKey).length === 0 ? standsForItemBeside(pathKey, parent, level, operationsAt) : undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const itemKey = itemAnsweredBy(read, parentKey, operationsAt);
  if (itemKey !== undefined) return { id: 'answers-as-item', detail: `GET ${aliasKey} answers what GET ${itemKey} answers: "${level.name.text}" stands for one item`, source: `${itemKey} GET` };
  return standsForItemMade(aliasKey, read, parentKey, level.name.text, operationsAt) ?? standsForItemWrittenOut(pathKey, shape, index, operationsAt);
}

/**
 * A name right after a collection, its GET answering the record the collection's POST makes, alone
 * or as one field beside others (`GET /customers/me` answering `Customer`, which `POST /customers`
 * answers as `user` beside the caller's tokens): it stands for one of the items the POST makes,
 * though no path gives them an id (`answers-what-collection-makes`). The record is an object of
 * fields, the POST answers it as made (201 or 200), and nothing outside the collection answers it.
 */
function standsForItemMade(aliasKey: string, read: OperationModel, parentKey: string, name: string, operationsAt: OperationsAt): Evidence | undefined {
  const made = operationsAt(parentKey).find((operation) => operation.method === 'post');
  const records = jsonSchemasOf(read).map(unwrappedRecord);
  if (made === undefined || records.length === 0 || !records.every(isRecordOfFields)) return undefined;
  // What the POST answers once it has made the record (201, or 200), not a job accepted to be done later (202).
  const madeBodies = made.responses.filter((response) => response.status === '201' || response.status === '200').flatMap((response) => response.bodies);
  const madeRecords = madeBodies.flatMap((body) => [body.schema, ...[...objectView(body.schema, body.schemaPath).properties.values()].map((property) => property.schema)]);
  if (!records.every((record) => madeRecords.some((madeRecord) => isSameSchema(record, madeRecord))) || !answersDistinctively(read, parentKey, operationsAt)) return undefined;
  return { id: 'answers-what-collection-makes', detail: `GET ${aliasKey} answers the record POST ${parentKey} makes: "${name}" stands for one of its items`, source: `${parentKey} POST` };
}

/**
 * A name right after a collection the document reads by GET and gives no id, beside other names
 * there whose paths go on as its own do, with the same methods, each operation named as its
 * counterpart is but for that name (`/collections/cities`, `…/cities/items`,
 * `…/cities/items/{featureId}` beside the same under `rivers`: `getcitiesFeatures`,
 * `getriversFeatures`): the collection's items written out one path each, the name standing where
 * an item's id would (`written-out-items`). The paths go on past the name: names ending their
 * paths alike are views or kinds as often (`/stats/users`, `/stats/orders`).
 */
export function standsForItemWrittenOut(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || level.id !== undefined || level.name.position !== parent.name.position + 1) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  if (readAt(operationsAt, parentKey) === undefined || operationsAt.keysWithParameterAfter(parentKey).length > 0) return undefined;
  const layouts = layoutsUnder(parentKey, operationsAt);
  const own = layouts.get(level.name.text);
  if (own === undefined || own.size < 2) return undefined;
  const alike = [...layouts].filter(([name, layout]) => name !== level.name.text && isNamedAlikeBut(own, level.name.text, layout, name)).map(([name]) => name);
  const [first] = alike;
  if (first === undefined) return undefined;
  return { id: 'written-out-items', detail: `the paths under "${first}" go on as those under "${level.name.text}" do, their operations named alike but for that name: "${level.name.text}" is one item of "${parent.name.text}", written out where its id would stand`, source: `${parentKey}/${first}` };
}

/** The operationIds of the paths under each static name right after `parentKey`, by the rest of the path and the method (`/items get`). */
function layoutsUnder(parentKey: string, operationsAt: OperationsAt): Map<string, Map<string, string | undefined>> {
  const layouts = new Map<string, Map<string, string | undefined>>();
  for (const key of operationsAt.pathKeys()) {
    if (!key.startsWith(`${parentKey}/`)) continue;
    const [name = '', ...rest] = key.slice(parentKey.length + 1).split('/');
    if (name === '' || name.startsWith('{')) continue;
    const layout = layouts.get(name) ?? new Map<string, string | undefined>();
    for (const operation of operationsAt(key)) layout.set(`${rest.join('/')} ${operation.method}`, stringOf(operation.node['operationId']));
    layouts.set(name, layout);
  }
  return layouts;
}

/** Whether two layouts have the same paths and methods, each operationId the other's with one name put for the other. */
function isNamedAlikeBut(layout: ReadonlyMap<string, string | undefined>, name: string, other: ReadonlyMap<string, string | undefined>, otherName: string): boolean {
  if (layout.size !== other.size) return false;
  return [...layout].every(([place, operationId]) => {
    const otherId = other.get(place);
    const at = operationId?.toLowerCase().indexOf(name.toLowerCase()) ?? -1;
    return operationId !== undefined && otherId !== undefined && at >= 0
      && `${operationId.slice(0, at)}${otherName}${operationId.slice(at + name.length)}`.toLowerCase() === otherId.toLowerCase();
  });
}

/** The path of an item of `collectionKey` whose GET answers what `read` answers, a schema only that collection's paths answer. */
function itemAnsweredBy(read: OperationModel, collectionKey: string, operationsAt: OperationsAt): string | undefined {
  return operationsAt.itemKeysUnder(collectionKey).find((itemKey) => answersAs(read, readAt(operationsAt, itemKey)) && answersDistinctively(read, collectionKey, operationsAt));
}

/**
 * A name nothing runs on, standing where the same name stands for an item under a sibling of the
 * name before it (`/v2/accounts/card/primary/statements`, where `GET /v2/accounts/cash/primary`
 * answers what `GET /v2/accounts/cash/{id}` answers): it stands for one item here too
 * (`answers-as-item-beside`). The two names before it are static, and the sibling's is a
 * collection with items of its own.
 */
function standsForItemBeside(pathKey: string, parent: PathLevel, level: PathLevel, operationsAt: OperationsAt): Evidence | undefined {
  const parts = pathKey.split('/');
  const grandparentKey = parts.slice(0, parent.name.position + 1).join('/');
  if (grandparentKey === '' || /\{[^}]*\}$/.test(grandparentKey)) return undefined;
  for (const otherKey of operationsAt.pathKeys()) {
    if (!otherKey.startsWith(`${grandparentKey}/`)) continue;
    const [sibling = '', name, ...rest] = otherKey.slice(grandparentKey.length + 1).split('/');
    if (rest.length > 0 || name !== level.name.text || sibling === parent.name.text || sibling.startsWith('{')) continue;
    const read = readAt(operationsAt, otherKey);
    if (read === undefined) continue;
    const itemKey = itemAnsweredBy(read, `${grandparentKey}/${sibling}`, operationsAt);
    if (itemKey !== undefined) return { id: 'answers-as-item-beside', detail: `GET ${otherKey} answers what GET ${itemKey} answers: "${level.name.text}" stands for one item under "${sibling}", and stands in the same place under "${parent.name.text}"`, source: `${otherKey} GET` };
  }
  return undefined;
}

/**
 * A name standing where another path key of the document puts a parameter right after the name
 * before it (`keysWithParameterAfter`): one of the kinds that parameter chooses
 * (`kind-chosen-elsewhere`), or else one of the items it identifies (`value-of-id-elsewhere`);
 * either way an item of the name before it, no level of its own. `withOwnItems` false leaves out a
 * name that an id follows in turn (`/sobjects/AIApplication/{id}`): that name is a collection of
 * its own as well, whose number path-plural-collections still judges.
 */
export function standsWhereParameterStands(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, vocabulary: Vocabulary, withOwnItems = true): Evidence | undefined {
  const place = parameterPlaceOf(pathKey, shape, index, operationsAt);
  return place === undefined ? undefined : kindChosenAmong(place, vocabulary) ?? idValueAmong(place, withOwnItems, vocabulary);
}

/** The kind of the name before it that a name stands for where another path chooses one with a parameter (`kind-chosen-elsewhere`; see `standsWhereParameterStands`). */
export function kindChosenElsewhere(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const place = parameterPlaceOf(pathKey, shape, index, operationsAt);
  if (place === undefined) return undefined;
  // A parameter spelt as the singular of the name before it identifies one of its items, no kind
  // (`{class}` of flat.io's `/classes/{class}`, beside `POST /classes/enroll/{enrollmentCode}`).
  const singular = singularOf(place.parent.name.text).toLowerCase();
  return kindChosenAmong({ ...place, others: place.others.filter(({ parameter }) => parameter.replace(/^\{|\}$/g, '').toLowerCase() !== singular) }, vocabulary);
}

/** The item, named by its value, that a name stands for where another path puts a parameter (`value-of-id-elsewhere`; see `standsWhereParameterStands`). */
export function valueOfIdElsewhere(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  const place = parameterPlaceOf(pathKey, shape, index, operationsAt);
  return place === undefined ? undefined : idValueAmong(place, true, vocabulary);
}

/** A name right after a name with no id, and the other path keys with a parameter where it stands. */
interface ParameterPlace {
  parent: PathLevel;
  level: PathLevel;
  /** The level after it, if any. */
  next: PathLevel | undefined;
  /** Whether an id follows the name, here or in another path key. */
  idFollows: boolean;
  others: readonly ParameterElsewhere[];
}

/** Another path key with a parameter after the name before this one: the parameter, and the segment after it. */
interface ParameterElsewhere {
  otherKey: string;
  parameter: string;
  after: string | undefined;
}

function parameterPlaceOf(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): ParameterPlace | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || parent.singleton || level.name.position !== parent.name.position + 1) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const others = operationsAt.keysWithParameterAfter(parentKey).map((otherKey) => {
    const [parameter = '', after] = otherKey.slice(parentKey.length + 1).split('/');
    return { otherKey, parameter, after };
  });
  const idFollows = level.id !== undefined || operationsAt.itemKeysUnder(keyUpToLevel(pathKey, level.name.position)).length > 0;
  return { parent, level, next: shape.levels[index + 1], idFollows, others };
}

/**
 * One of the kinds of the name before it (`/resources/routes` beside
 * `/resources/{resourceType}/_providers`): the other path's parameter is named after that name and
 * ends in a word for a kind (`kind-parameter-words`: `{resourceType}`, not `{resourceId}`), or is that
 * word alone where this name has items of its own after it (`/follows/author/{id}` beside
 * `/follows/{type}/follows`).
 */
function kindChosenAmong({ others, parent, level }: ParameterPlace, vocabulary: Vocabulary): Evidence | undefined {
  for (const { otherKey, parameter, after } of others) {
    // The name that follows the kind there is what every kind has (`/clients/stats` beside `/clients/{client_type}/stats`), no kind.
    if (after === level.name.text) continue;
    const words = splitWords(parameter.replace(/^\{|\}$/g, ''));
    const last = words.at(-1) ?? '';
    // Named after the name before it (`{resourceType}`), or a kind word alone (`{type}`) where this
    // name has items of its own after it (`/follows/author/{id}`; not `/Place/Meta/Categories`,
    // nor `/Place/Type/{types}`, which names the key itself).
    const choosesKind = (words.length === 1 && level.id !== undefined && level.name.text.toLowerCase() !== last) || (isNamedAfter(parameter, parent.name.text) && !identifiesItemOf(parameter, parent.name.text, vocabulary));
    if (choosesKind && vocabulary.words('kind-parameter-words').has(last)) {
      return { id: 'kind-chosen-elsewhere', detail: `${otherKey} chooses a kind of "${parent.name.text}" with ${parameter} where this path has "${level.name.text}": "${level.name.text}" is one of those kinds`, source: otherKey };
    }
  }
  return undefined;
}

/**
 * One of the items of the name before it, named by its value. Either the other path's parameter
 * identifies them, the same name following both (`/api/dataentities/Address/documents` beside
 * `/api/dataentities/{dataEntityName}/documents`), or, where an id follows this name in turn and
 * `withOwnItems` allows it, the other path's parameter is the name's singular itself, an id
 * following both (`/sobjects/AIApplication/{id}` beside `/sobjects/{sObject}/{id}/{blobField}`:
 * `AIApplication` is one sObject, `{id}` one of its records); an identifier there
 * (`{sellerId}` of `/skuseller/{sellerId}/{sellerSkuId}`) is a key, and a name standing there no
 * value of it. A word for a view of the items (`view-words`: `/groups/popular/episodes`), a past
 * participle or a lookup picks among them rather than naming one; a plural names many
 * (`/users/requests/following`), and a word saying how many runs on them all (`batch-words`:
 * `/mssql/db/bulk/snapshot`).
 */
function idValueAmong({ others, parent, level, next, idFollows }: ParameterPlace, withOwnItems: boolean, vocabulary: Vocabulary): Evidence | undefined {
  if (!mayNameOneItem(level.name.text, vocabulary)) return undefined;
  const word = level.name.text;
  const sameNameAfter = next !== undefined && level.id === undefined && next.name.position === level.name.position + 1 ? next.name.text : undefined;
  const byName = sameNameAfter === undefined ? undefined : others.find(({ parameter, after }) => after === sameNameAfter && identifiesItemOfName(parameter, parent.name.text, vocabulary));
  const item = singularOf(compactName(parent.name.text));
  const found = byName ?? (withOwnItems && idFollows && item.length >= 3 ? others.find(({ parameter, after }) => after !== undefined && /^\{[^{}]+\}$/.test(after) && spelledAlike(parameter.replace(/^\{|\}$/g, ''), item)) : undefined);
  if (found === undefined) return undefined;
  const following = byName === undefined ? 'an id' : `"${sameNameAfter ?? ''}"`;
  return { id: 'value-of-id-elsewhere', detail: `${found.otherKey} puts ${found.parameter}, an item of "${parent.name.text}", where this path has "${word}", ${following} following both: "${word}" is one of those items, named by its value`, source: found.otherKey };
}

/** A word for a view of the items, a past participle, a lookup, a plural or a batch word picks among items or runs on many, naming none. */
function mayNameOneItem(word: string, vocabulary: Vocabulary): boolean {
  return !(isViewWord(word, vocabulary) || isParticipleWord(word, vocabulary) || isLookupName(word, vocabulary) || isCountablePluralNoun(word, vocabulary) || isBatchWord(word, vocabulary));
}

/**
 * A name ending the path right after a collection, where another path puts the parameter naming
 * that collection's items, whose operation takes a query parameter of that very name (`GET
 * /rdf-graphs/service?graph=…` beside `/rdf-graphs/{graph}`: SPARQL 1.1 Graph Store HTTP Protocol
 * §4.2's indirect identification), and whose GET answers what the item's GET answers: the item,
 * named in the query rather than the path. A list of them in the query filters the items and names
 * none; a read answering something else reads a thing of its own.
 */
export function standsForItemByQuery(pathKey: string, shape: PathShape, index: number, operations: readonly OperationModel[], operationsAt: OperationsAt): Evidence | undefined {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || index !== shape.levels.length - 1 || parent.id !== undefined || level.id !== undefined || level.name.position !== parent.name.position + 1) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  for (const itemKey of operationsAt.itemKeysUnder(parentKey)) {
    const parameter = itemParameterOf(itemKey, parentKey);
    // One value of it: a list of them (`contextId` as an array, Jira's `…/context/defaultValue`) filters the items, naming none.
    const taking = parameter === undefined ? undefined : operations.find((operation) => operation.parameters.some((candidate) => candidate.in === 'query' && candidate.name === parameter && !declaredTypes(parameterSchemaOf(candidate)).has('array')));
    // And a read answering what the item's read answers: a thing of its own (Supaglue's
    // `…/connections/_provider_user_id?provider_name=`, one field of a connection) is no item.
    const itemRead = readAt(operationsAt, itemKey);
    if (taking !== undefined && taking.method === 'get' && answersAs(taking, itemRead)) return { id: 'item-by-query', detail: `${taking.method.toUpperCase()} ${pathKey} takes "${parameter}" in its query, the parameter ${itemKey} names an item of "${parent.name.text}" with: "${level.name.text}" stands for that item`, source: itemKey };
  }
  return undefined;
}

/**
 * The query parameter by which every operation on a path only GET runs reads one item of the name
 * the path ends in, named for that item's id (MOTIS' `GET /api/v6/stop?stopId=…`, the routes of one
 * stop; `namesItemOf`, not a bare `{id}`), one value of it, not a list: the name is that thing,
 * picked in the query rather than the path (`identified-in-query`).
 */
export function identifiedInQuery(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string | undefined {
  if (operations.length === 0 || operations.some((operation) => operation.method !== 'get')) return undefined;
  return queryParameterOfEach(operations, (_operation, parameter) => namesItemOf(parameter.name, name, vocabulary));
}

/**
 * The one query parameter, of one value (no array), that every operation takes and `accepts`, the
 * same name in each; undefined where one takes none or they differ.
 */
function queryParameterOfEach(operations: readonly OperationModel[], accepts: (operation: OperationModel, parameter: ParameterModel) => boolean): string | undefined {
  const names = operations.map((operation) => operation.parameters.find((parameter) => parameter.in === 'query' && !declaredTypes(parameterSchemaOf(parameter)).has('array') && accepts(operation, parameter))?.name);
  const [first] = names;
  return first !== undefined && names.every((parameter) => parameter === first) ? first : undefined;
}

/**
 * The query parameter by which every operation on a path named by a plural, a GET and a write among
 * them, picks one of the items the name names (`namesItemOf`), one value, required on every write
 * (envelope-zero's `/v4/months?budget=…&month=YYYY-MM`: GET reads one month, POST fills in its
 * allocations, DELETE clears them), the GET answering no bare list: the path is that one item,
 * picked in the query rather than the path, so nothing is created or listed there
 * (`item-picked-in-query`).
 */
export function pickedInQuery(operations: readonly OperationModel[], name: string, vocabulary: Vocabulary): string | undefined {
  const acting = operations.filter((operation) => !PASSIVE_METHODS.has(operation.method));
  const read = acting.find((operation) => operation.method === 'get');
  if (read === undefined || acting.every((operation) => operation.method === 'get') || !isCountablePluralNoun(name, vocabulary) || jsonAnswers(read).some((body) => isOfType(body.schema, 'array'))) return undefined;
  return queryParameterOfEach(acting, (operation, parameter) => (parameter.required || operation.method === 'get') && namesItemOf(parameter.name, name, vocabulary));
}

/**
 * The name before a word standing for one of its items (`item-aliases`) that ends a path GET
 * reads, where the name is a verb APIs use as a noun (Amoro's `GET /login/current`, the current
 * login; `namesThingWhenIdentified`): the alias stands where an id would, so the name names those
 * things (`alias-after-name`). The name's segment, or undefined.
 */
export function nameBeforeItemAlias(pathKey: string, operations: readonly OperationModel[], vocabulary: Vocabulary): PathSegment | undefined {
  const [name, alias] = splitPathKey(pathKey).slice(-2);
  if (name === undefined || alias === undefined || name.isParameter || alias.isParameter || !operations.some((operation) => operation.method === 'get')) return undefined;
  return itemAliasOf(alias.text, vocabulary) === 'item-aliases' && namesThingWhenIdentified(name.text, vocabulary) ? name : undefined;
}

/**
 * The prefix keys of `parameterCollectionsOf` whose own path's GET answers what the GET of a path
 * going on from them with another parameter answers (cardano-wallet's `GET
 * /wallets/{walletId}/assets/{policyId}`, "Get Asset (empty name)", answering `ApiAsset` as `GET
 * …/assets/{policyId}/{assetName}` does): one item found by the first part of its key, no
 * collection the next parameter picks in (`POST /records/{object}` beside `/records/{object}/{id}`
 * answers no record of those), where that answer is one record that lists nothing. Those keys are left out.
 */
export function itemsKeyedInParts(collections: ReadonlySet<string>, operationsAt: OperationsAt, vocabulary: Vocabulary): Set<string> {
  const kept = new Set<string>();
  for (const key of collections) {
    const read = readAt(operationsAt, `/${key}`);
    // One record that lists nothing (`readsOneRecord`): a list both answer (`APIMetaList` of `/apis/{owner}` and `/apis/{owner}/{api}`) is no item.
    const answersItem = read !== undefined && readsOneRecord([read], vocabulary) && operationsAt.keysWithParameterAfter(`/${key}`).some((longer) => answersAs(read, readAt(operationsAt, longer)));
    if (!answersItem) kept.add(key);
  }
  return kept;
}

/** The GET of a path key, if the document has one. */
function readAt(operationsAt: OperationsAt, pathKey: string): OperationModel | undefined {
  return operationsAt(pathKey).find((operation) => operation.method === 'get');
}

/** The name of the parameter an item key puts after its collection's key (`id` of `/users/{id}` under `/users`). */
function itemParameterOf(itemKey: string, collectionKey: string): string | undefined {
  return /\{([^{}]+)\}/.exec(itemKey.slice(collectionKey.length))?.[1];
}

/**
 * Whether a path parameter takes one of a few words the document lists (an `enum` of strings on
 * every operation of the path: `{actor}` of `organization`, `user`): it chooses a variant, as a
 * fixed path per value would, no item of the name before it. Its evidence.
 */
export function choosesVariant(operations: readonly OperationModel[], parameter: string): Evidence | undefined {
  const values = listedValuesOf(operations, parameter.replace(/^\{|\}$/g, ''));
  if (values === undefined || !values.every((value) => /^[A-Za-z][A-Za-z_-]*$/.test(value))) return undefined;
  return { id: 'enum-variant', detail: `${parameter} takes one of ${values.map((value) => `"${value}"`).join(', ')}: it chooses a variant, no item` };
}

/**
 * A name ending the path, no id after it, right after a name no id follows whose own GET answers one
 * record holding a field spelt as this name, no list (ApiClarity's `…/{apiId}/specs/providedSpec` beside `GET
 * …/{apiId}/specs` answering `OpenApiSpecs` `{providedSpec, reconstructedSpec}`): that field of the
 * record, written or removed at its own path, no level below it (`field-of-record-before`).
 */
export function fieldOfRecordBefore(pathKey: string, shape: PathShape, index: number, operationsAt: OperationsAt): Evidence | undefined {
  const [before, level] = [shape.levels[index - 1], shape.levels[index]];
  // Ending the path: a name the path goes on past (Graph's `/deviceManagement/monitoring/alertRecords`) holds more than one field.
  const endsPath = level !== undefined && level === shape.levels.at(-1) && level.name === shape.segments.at(-1);
  if (before === undefined || level === undefined || !endsPath || before.id !== undefined || level.id !== undefined || level.name.position !== before.name.position + 1) return undefined;
  const beforeKey = keyUpToLevel(pathKey, before.name.position);
  const read = readAt(operationsAt, beforeKey);
  const records = read === undefined ? [] : jsonSchemasOf(read);
  const holdsField = (record: unknown) => fieldSpelt(record, level.name.text, (schema) => !isOfType(schema, 'array')) !== undefined;
  if (records.length === 0 || !records.every((record) => isOfType(record, 'object') && holdsField(record))) return undefined;
  return { id: 'field-of-record-before', detail: `GET ${beforeKey} answers one record holding a field "${level.name.text}": that field of it, no level of its own`, source: `${beforeKey} GET` };
}

/**
 * A name whose own GET answers, as one record and no list, the very schema the GET of the one item
 * under it answers, where nothing is made (no POST on the name) nor removed (no DELETE on the
 * item; Azure's `…/hybridconnection/{entityName}`, deleted one by one, is a collection): Sonarr's `GET
 * /api/v5/settings/importlist` and `GET …/importlist/{id}` both answering
 * `ImportListSettingsResource`, the one settings section whatever id is asked. One thing, the id no
 * member of a collection (`reads-itself-by-id`).
 */
export function readsItselfById(nameKey: string, operationsAt: OperationsAt): Evidence | undefined {
  const [itemKey, ...others] = operationsAt.itemKeysUnder(nameKey);
  const [read, itemRead] = [readAt(operationsAt, nameKey), itemKey === undefined ? undefined : readAt(operationsAt, itemKey)];
  // Made there (POST on the name) or removed one by one (DELETE on the item), they are items of a collection.
  const madeOrRemoved = operationsAt(nameKey).some((operation) => operation.method === 'post') || (itemKey !== undefined && operationsAt(itemKey).some((operation) => operation.method === 'delete'));
  if (itemKey === undefined || others.length > 0 || read === undefined || itemRead === undefined || madeOrRemoved) return undefined;
  const [records, itemRecords] = [jsonSchemasOf(read), jsonSchemasOf(itemRead)];
  const oneRecord = (schema: unknown) => isRecordOfFields(schema) && onlyListOf(schema) === undefined;
  if (records.length === 0 || !records.every(oneRecord) || !records.every((record) => itemRecords.some((itemRecord) => isSameSchema(record, itemRecord)))) return undefined;
  return { id: 'reads-itself-by-id', detail: `GET ${nameKey} answers one record, the very one GET ${itemKey} answers, and nothing is made there: one thing, the id after it no member of a collection`, source: `${itemKey} GET` };
}

/**
 * Whether a path parameter is a number the document bounds above (`maximum` on every operation
 * declaring it: Mayastor's `PUT /volumes/{volume_id}/replica_count/{replica_count}`, an integer
 * from 1 to 255): a quantity set or chosen, no item's id, which no bound caps. Its evidence. So is
 * one the document types as a number and never as an integer (evcc's `POST
 * /loadpoints/{id}/disable/threshold/{threshold}`, "Power in W"): a measure, which no id is
 * (`fractional-number`), unless named as an id.
 */
export function takesBoundedNumber(operations: readonly OperationModel[], parameter: string, vocabulary: Vocabulary): Evidence | undefined {
  const name = parameter.replace(/^\{|\}$/g, '');
  const declared = operations.flatMap((operation) => operation.parameters.filter((candidate) => candidate.in === 'path' && candidate.name === name));
  const schemas = declared.map(parameterSchemaOf);
  // Not one named as an id (ClickSend's `{inbound_rule_id}`, typed as a number): that names an id, whatever its type.
  if (schemas.length > 0 && !isIdentifierName(name, vocabulary) && schemas.every((schema) => declaredTypes(schema).has('number') && !declaredTypes(schema).has('integer'))) {
    return { id: 'fractional-number', detail: `${parameter} is a number, no integer: a measure set or chosen, no item's id` };
  }
  const bounds = schemas.map((schema) => {
    const numeric = declaredTypes(schema).has('integer') || declaredTypes(schema).has('number');
    return numeric && typeof schema['maximum'] === 'number' ? schema['maximum'] : undefined;
  });
  const [first] = bounds;
  if (first === undefined || !bounds.every((bound) => bound !== undefined)) return undefined;
  return { id: 'bounded-number', detail: `${parameter} is a number up to ${first}: a quantity set or chosen, no item` };
}

/**
 * Whether every operation on a path ending in a parameter spelt as the name right before it
 * (`delay/{delay}`) is named, by its operationId, for a verb that changes and does not remove
 * (`verbs.change`) and then for that name, and no GET or DELETE runs there (evcc's `POST
 * /loadpoints/{id}/disable/delay/{delay}`, `setLoadpointDisableDelay`): the parameter is the value
 * set, no item's id (`sets-value-in-path`).
 */
export function setsValueInPath(operations: readonly OperationModel[], parameter: string, name: string, vocabulary: Vocabulary): Evidence | undefined {
  const [first] = operations;
  if (first === undefined || parameter.replace(/^\{|\}$/g, '').toLowerCase() !== name.toLowerCase()) return undefined;
  const changes = vocabulary.words('verbs', 'change');
  const removes = vocabulary.words('verbs', 'remove');
  const nameWords = splitWords(name).map((word) => word.toLowerCase()).join(' ');
  const setsName = (operation: OperationModel) => {
    const words = operationIdWords(operation, vocabulary).map((word) => word.toLowerCase());
    const [verb] = words;
    return operation.method !== 'get' && operation.method !== 'delete' && verb !== undefined && changes.has(verb) && !removes.has(verb) && words.slice(1).join(' ').endsWith(nameWords);
  };
  if (!operations.every(setsName)) return undefined;
  return { id: 'sets-value-in-path', detail: `every operation here is named for setting "${name}" (${stringOf(first.node['operationId']) ?? ''}): ${parameter} is the value set, no item's id`, source: `${first.pathKey} ${first.method.toUpperCase()}` };
}

/** The strings the path parameter `name` lists (`enum`) on every operation of a path, or undefined where one lists none or lists another kind of value. */
function listedValuesOf(operations: readonly OperationModel[], name: string): readonly string[] | undefined {
  let values: readonly string[] | undefined;
  for (const operation of operations) {
    const declared = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const listed = declared === undefined ? [] : enumValuesOf(declared);
    if (listed.length === 0 || !listed.every((value): value is string => typeof value === 'string')) return undefined;
    values = listed;
  }
  return values;
}

/**
 * How a path parameter was read as the API's version (`versionParametersOf`): `listed`, every
 * operation declaring it lists only version numbers for it; `first`, it stands first in every path
 * key declaring it, before other names and after none it could be an item of; `after-api-name`,
 * right after a name saying the API; `default`, declared with a default written as a URI version.
 */
export type VersionParameterReading = 'listed' | 'first' | 'after-api-name' | 'default';

/**
 * Path parameters that hold the API's version: named for it (a word of `version-parameters` first,
 * or the whole name: `{version}`, `{versionNumber}`, `{api_version}`; not `{wmtsVersion}`, another
 * protocol's), and on every operation declaring them either listing only version numbers (`enum:
 * [1]`, `["v1", "v2"]`, `["2.0"]`) or standing first in the path key, names after it. TomTom's
 * `/routing/{versionNumber}/…` ("The current value is 1.") is a version segment the client fills
 * in, as `/routing/1/…`; so is Sanity's `/{apiVersion}/context/…` ("a date in the format
 * `vYYYY-MM-DD`"), which follows no collection whose item it could name, and GoToSocial's
 * `/api/{api_version}/media`, right after a name saying the API (`api-names.namespace`); so is one
 * declared with a default written as a URI version (Cromwell's `/api/workflows/{version}/…`,
 * `default: v1`).
 */
export function versionParametersOf(operations: readonly OperationModel[], vocabulary: Vocabulary): Map<string, VersionParameterReading> {
  const versionWords = vocabulary.words('version-parameters');
  const readings = new Map<string, VersionParameterReading | undefined>();
  for (const operation of operations) {
    for (const parameter of operation.parameters) {
      // Named first for the version, or for the API's (`{wmtsVersion}` is another protocol's).
      const words = splitWords(parameter.name).map((word) => word.toLowerCase());
      if (parameter.in !== 'path' || !(versionWords.has(words[0] ?? '') || versionWords.has(words.join('')) || versionWords.has(words.join('_')))) continue;
      const values = enumValuesOf(parameter);
      const listsVersions = values.length > 0 && values.every((value) => (typeof value === 'number' || typeof value === 'string') && /^v?\d+(?:\.\d+)*$/i.test(String(value)));
      // First, and before other names: a key of the parameter alone (`/{version}`) is that version's entry point.
      const standsFirst = operation.pathKey.startsWith(`/{${parameter.name}}/`) && operation.pathKey.length > parameter.name.length + 3;
      // Right after a name saying the API, names after it (GoToSocial's `/api/{api_version}/media`, "Must be either `v1` or `v2`").
      // Or declared with a default that is a version written as a URI writes it (Cromwell's `{version}`, `default: v1`).
      const fallback = parameterSchemaOf(parameter)['default'];
      const defaultsToVersion = typeof fallback === 'string' && /^v\d+(?:\.\d+)*$/i.test(fallback);
      const reading = listsVersions ? 'listed' : standsFirst ? 'first' : followsApiName(operation.pathKey, parameter.name, vocabulary) ? 'after-api-name' : defaultsToVersion ? 'default' : undefined;
      const before = readings.has(parameter.name) ? readings.get(parameter.name) : reading;
      // Every operation declaring it must read it alike.
      readings.set(parameter.name, before === reading ? reading : undefined);
    }
  }
  return new Map([...readings].filter((entry): entry is [string, VersionParameterReading] => entry[1] !== undefined));
}

/** Whether `{name}` stands right after a static name saying the API (`api-names.namespace`), names after it (`/api/{api_version}/media`). */
function followsApiName(pathKey: string, name: string, vocabulary: Vocabulary): boolean {
  const segments = splitPathKey(pathKey);
  const index = segments.findIndex((segment) => segment.text === `{${name}}`);
  const before = segments[index - 1];
  return index > 0 && index < segments.length - 1 && before !== undefined && !before.isParameter && namesApiItself(before.text, vocabulary);
}

/**
 * A path starting with a parameter whose listed values are each the first name of another path of
 * the document (Vonage's `/{provider}/{external_id}/applications`, `{provider}` one of `messenger`,
 * `viber_service_msg`, `whatsapp`, beside `/messenger/{external_id}`): it chooses one of those
 * collections, as a path per value would. The path key with the first value in its place, and the evidence.
 */
export function collectionChosenFirst(pathKey: string, operations: readonly OperationModel[], operationsAt: OperationsAt): { key: string; evidence: Evidence } | undefined {
  const [, first] = pathKey.split('/');
  if (first === undefined || !/^\{[^{}]+\}$/.test(first)) return undefined;
  const values = listedValuesOf(operations, first.slice(1, -1));
  const firstNames = new Set([...operationsAt.pathKeys()].map((key) => key.split('/')[1]));
  const [chosen] = values ?? [];
  if (values === undefined || chosen === undefined || !values.every((value) => firstNames.has(value))) return undefined;
  const listed = values.map((value) => `"${value}"`).join(', ');
  return { key: `/${chosen}${pathKey.slice(first.length + 1)}`, evidence: { id: 'collection-chosen', detail: `${first} takes one of ${listed}, each the first name of another path here: it chooses one of those collections`, source: `/${chosen}` } };
}

/** Whether a parameter of a path key takes one of a few listed values on every operation there (see `choosesVariant`), asked only where the path model needs it. */
export function takesListedValueAt(pathKey: string, operationsAt: OperationsAt): (name: string) => boolean {
  return (name) => choosesVariant(operationsAt(pathKey), `{${name}}`) !== undefined;
}

/** The operations of a path key, and the item paths right under a collection (`/users/{id}` under `/users`). */
export interface OperationsAt {
  (pathKey: string): readonly OperationModel[];
  itemKeysUnder(collectionKey: string): readonly string[];
  /** The path keys with a parameter right after `key` (`/clients/{client_type}/stats` after `/clients`). */
  keysWithParameterAfter(key: string): readonly string[];
  /** Every path key of the document. */
  pathKeys(): Iterable<string>;
  /** The path keys that end in the name of prefix key `key` (`/api/lists/` for `api/lists`). */
  keysNamed(key: string): readonly string[];
}

/**
 * Whether what `read` answers is the answer of one collection's paths only (`block_content`,
 * answered under `/blocks` alone), so that answering it says which items it is: a wrapper every
 * operation answers (`RestResponse`) tells nothing.
 */
export function answersDistinctively(read: OperationModel, collectionKey: string, operationsAt: OperationsAt): boolean {
  for (const pathKey of operationsAt.pathKeys()) {
    if (pathKey === collectionKey || pathKey.startsWith(`${collectionKey}/`)) continue;
    const other = readAt(operationsAt, pathKey);
    if (other !== undefined && answersAs(other, read)) return false;
  }
  return true;
}

function keysByPrefixKey(pathKeys: Iterable<string>): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const pathKey of pathKeys) {
    const key = prefixKeyOf(pathKey);
    if (key === undefined) continue;
    const keys = byKey.get(key);
    if (keys === undefined) byKey.set(key, [pathKey]);
    else keys.push(pathKey);
  }
  return byKey;
}

/** The names of a standard's path layout, once per document (see `standardLayoutNames`). */
const layoutNamesByDocument = new WeakMap<OperationsAt, ReadonlySet<string>>();

/**
 * The names of a standard's path layout the document serves (`standards` tagged `path-layout`:
 * RDAP's `domain/{name}`, `nameserver/{name}`, `entity/{handle}`, RFC 9082): where three or more of
 * them stand right before a parameter in the document's path keys, every name of the layout is
 * the standard's, whose number no convention of the API's own decides; otherwise none.
 */
export function standardLayoutNames(operationsAt: OperationsAt, vocabulary: Vocabulary): ReadonlySet<string> {
  const known = layoutNamesByDocument.get(operationsAt);
  if (known !== undefined) return known;
  const layout = vocabulary.words('standards', 'path-layout');
  const beforeParameter = new Set<string>();
  for (const pathKey of operationsAt.pathKeys()) {
    const segments = splitPathKey(pathKey);
    segments.forEach((segment, index) => {
      const name = segment.text.toLowerCase();
      if (!segment.isParameter && segments[index + 1]?.isParameter === true && layout.has(name)) beforeParameter.add(name);
    });
  }
  const names: ReadonlySet<string> = beforeParameter.size >= 3 ? layout : new Set();
  layoutNamesByDocument.set(operationsAt, names);
  return names;
}
/**
 * What right after a name reads one of its items: an id (`/api/list/{mlist_fqdn}/`), or a lookup
 * ending the path that GET reads (`GET /import/by-repo`).
 */
function readsOneItemAfter(pathKey: string, level: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  if (level.id !== undefined) return level.id.position === level.name.position + 1;
  const segments = splitPathKey(pathKey);
  const next = segments.find((segment) => segment.position === level.name.position + 1);
  return next !== undefined && next === segments.at(-1) && !next.isParameter && isLookupName(next.text, vocabulary) && operationsAt(pathKey).some((operation) => operation.method === 'get');
}

/**
 * A level that names one thing as often as a list (`plural-singletons.list-answer`:
 * `capabilities`, `initials`) where no id follows it anywhere: a GET there that describes no body
 * says too little to be a list.
 */
export function namesOneThingUnidentified(level: PathLevel, vocabulary: Vocabulary): boolean {
  return !level.identified && namesOneThingAsOften(level.name.text, vocabulary);
}

/**
 * The plural of a name, listed beside it by GET, where what follows the name reads one of its
 * items (`GET /api/lists/` beside `/api/list/{mlist_fqdn}/`, `GET /imports` beside `GET
 * /import/by-repo`): the document's own plural of the name, so the name is that noun, whatever
 * else the word is (`list` and `import` are verbs as well).
 */
export function pluralListedBeside(pathKey: string, level: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): Evidence | undefined {
  if (!readsOneItemAfter(pathKey, level, operationsAt, vocabulary)) return undefined;
  const plural = pluralSegment(level.name.text, vocabulary);
  if (plural === level.name.text) return undefined;
  const key = prefixKeyAt(pathKey, level.name.position);
  const pluralKey = key.slice(0, key.length - level.name.text.length) + plural;
  const listed = operationsAt.keysNamed(pluralKey).find((candidate) => operationsAt(candidate).some((operation) => operation.method === 'get'));
  return listed === undefined ? undefined : { id: 'plural-listed-beside', detail: `GET ${listed} lists "${plural}", its plural: "${level.name.text}" names one of them`, source: listed };
}

/**
 * A name POST creates in, whose item, the parameter right after it, a PUT, PATCH or DELETE
 * changes and GET reads as one record, the record the POST sends or answers (`POST /user` taking
 * the `User` that `GET /user/{username}` answers, `PUT` and `DELETE` beside): a collection and its
 * item, whatever the parameter is called.
 */
export function createdAndChangedBeside(pathKey: string, level: PathLevel, operationsAt: OperationsAt): Evidence | undefined {
  if (level.id === undefined || level.id.position !== level.name.position + 1) return undefined;
  const collectionKey = keyUpToLevel(pathKey, level.name.position);
  const creates = operationsAt(collectionKey).filter((operation) => operation.method === 'post');
  if (creates.length === 0) return undefined;
  const itemKey = keyUpToLevel(pathKey, level.id.position);
  const atItem = operationsAt(itemKey);
  const changes = atItem.filter((operation) => WHOLE_WRITES.has(operation.method)).map((operation) => operation.method.toUpperCase());
  if (changes.length === 0) return undefined;
  // The record the item's GET answers: an object that lists nothing.
  const records = atItem.filter((operation) => operation.method === 'get').flatMap(jsonAnswers).map((body) => body.schema)
    .filter((schema) => !constrainsNothing(schema) && isOfType(schema, 'object') && !holdsAnArray(schema));
  const made = creates.flatMap((operation) => [...jsonAnswers(operation), ...bodiesSent([operation])]).map((body) => body.schema);
  if (!records.some((record) => made.some((schema) => isSameSchema(schema, record)))) return undefined;
  return { id: 'created-and-changed', detail: `POST ${collectionKey} makes the record GET ${itemKey} reads, and ${changes.join(', ')} changes it there: "${level.name.text}" is a collection and ${level.id.text} one of its items`, source: itemKey };
}

/** By name, the item path keys (`/report-files/{id}`) whose record GET reads and PUT, PATCH or DELETE changes, per document. */
const itemRecordsByOperations = new WeakMap<OperationsAt, Map<string, { itemKey: string; changes: string[] }>>();

function itemRecordsOf(operationsAt: OperationsAt): Map<string, { itemKey: string; changes: string[] }> {
  let byName = itemRecordsByOperations.get(operationsAt);
  if (byName !== undefined) return byName;
  byName = new Map();
  for (const itemKey of operationsAt.pathKeys()) {
    const segments = splitPathKey(itemKey);
    const [name, id] = segments.slice(-2);
    if (name === undefined || name.isParameter || id?.isParameter !== true || byName.has(name.text)) continue;
    const methods = operationsAt(itemKey).map((operation) => operation.method);
    const changes = methods.filter((method) => WHOLE_WRITES.has(method)).map((method) => method.toUpperCase());
    if (methods.includes('get') && changes.length > 0) byName.set(name.text, { itemKey, changes });
  }
  itemRecordsByOperations.set(operationsAt, byName);
  return byName;
}

/**
 * A name with no id after it that another path key follows with the id of a record GET reads and
 * PUT, PATCH or DELETE changes (`/search/report-files` beside `/report-files/{id}`): the same
 * records, named the same way, whatever word leads the name (`records-elsewhere`).
 */
export function recordsNamedElsewhere(pathKey: string, level: PathLevel, operationsAt: OperationsAt): Evidence | undefined {
  if (level.id !== undefined) return undefined;
  const found = itemRecordsOf(operationsAt).get(level.name.text);
  // Its own items (`/report-files/{id}` under `/report-files`) are `id-follows-elsewhere`.
  if (found === undefined || found.itemKey.startsWith(`${keyUpToLevel(pathKey, level.name.position)}/`)) return undefined;
  return { id: 'records-elsewhere', detail: `GET ${found.itemKey} reads one of the records "${level.name.text}" names and ${found.changes.join(', ')} ${found.changes.length > 1 ? 'change' : 'changes'} it there: here the name names the same records`, source: found.itemKey };
}

/** The names of an operation's query parameters. */
export function queryNamesOf(operation: OperationModel): string[] {
  return operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
}

/** The names of a path key's parameters, as its segments read (`provider` of `/callback/{provider}`). */
export function pathParameterNamesOf(pathKey: string): string[] {
  return splitPathKey(pathKey).filter((segment) => segment.isParameter).map((segment) => segment.text.slice(1, -1));
}

/**
 * A path some operation of which is an OAuth 2.0 client's redirect endpoint (`isOAuthRedirect`):
 * the authorization server calls it back, with GET or with POST as its response mode says, and
 * its path parameters say whose response it receives (`/callback/{id}`, the provider), no item.
 */
export function oauthRedirectOf(operations: readonly OperationModel[]): Evidence | undefined {
  const redirect = operations.find((operation) => isOAuthRedirect(queryNamesOf(operation)));
  return redirect === undefined ? undefined : { id: 'oauth-redirect', detail: `${redirect.method.toUpperCase()} ${redirect.pathKey} takes the authorization response (code, state and its error) in the query: the client's redirect endpoint, its path parameters say whose response it receives`, source: 'rulesets/vocabulary/standards.json' };
}

/**
 * Only POST runs here, and it sends nothing, no body and no query, and answers nothing, 201
 * Created aside (`POST /index-products` answering 204): it runs something; nothing is made there
 * that a client could read, so the name is no collection to create in.
 */
export function sendsAndAnswersNothing(operations: readonly OperationModel[]): boolean {
  return operations.length > 0 && operations.every((operation) => {
    const successes = operation.responses.filter((response) => isSuccessStatus(response.status));
    return operation.method === 'post' && bodiesSent([operation]).length === 0 && queryNamesOf(operation).length === 0
      && successes.length > 0 && !answersCreated(operation) && successBodies(operation).length === 0;
  });
}

/**
 * A path a POST of which sends a JSON-RPC 2.0 request (`isJsonRpcRequest`), or a batch of them, or
 * a body of no fields of its own whose examples are such requests: the endpoint the protocol sends
 * every call to, the procedure named in the body, so the path names no resource and the POST
 * creates nothing (`json-rpc-endpoint`).
 */
export function jsonRpcEndpointOf(operations: readonly OperationModel[]): Evidence | undefined {
  const call = operations.find((operation) => operation.method === 'post' && (operation.requestBody?.bodies ?? []).some((body) => [body.schema, ...alternatives(body.schema, []).map((branch) => branch.schema)].some(isJsonRpcRequest)
    || (objectView(body.schema, body.schemaPath).properties.size === 0 && examplesSent(operation.requestBody?.node, body).some(isJsonRpcRequestExample))));
  return call === undefined ? undefined : { id: 'json-rpc-endpoint', detail: `POST ${call.pathKey} sends a JSON-RPC 2.0 request ({jsonrpc, method, …}): the endpoint every call of the protocol goes to, the procedure named in the body`, source: 'rulesets/vocabulary/standards.json' };
}

/** The examples given of a body sent (`examplesOfBody`), its media type found under the request body's `content`. */
function examplesSent(requestBody: JsonObject | undefined, body: MediaBody): unknown[] {
  const content = requestBody?.['content'];
  return examplesOfBody(isObject(content) ? content[body.mediaType] : undefined, body);
}

/** The operations of each path key, looked up by key (none for a key the document does not have). */
export function operationsByPath(operations: readonly OperationModel[]): OperationsAt {
  const byPath = new Map<string, OperationModel[]>();
  for (const operation of operations) {
    const list = byPath.get(operation.pathKey);
    if (list === undefined) byPath.set(operation.pathKey, [operation]);
    else list.push(operation);
  }
  let itemKeys: Map<string, string[]> | undefined;
  const itemKeysUnder = (collectionKey: string): readonly string[] => {
    // Built on first use: most documents never ask.
    itemKeys ??= itemKeysByCollection(byPath.keys());
    return itemKeys.get(collectionKey) ?? [];
  };
  let parameterKeys: Map<string, string[]> | undefined;
  const keysWithParameterAfter = (key: string): readonly string[] => {
    parameterKeys ??= keysByKeyBeforeParameter(byPath.keys());
    return parameterKeys.get(key) ?? [];
  };
  let namedKeys: Map<string, string[]> | undefined;
  const keysNamed = (key: string): readonly string[] => {
    namedKeys ??= keysByPrefixKey(byPath.keys());
    return namedKeys.get(key) ?? [];
  };
  return Object.assign((pathKey: string): readonly OperationModel[] => byPath.get(pathKey) ?? [], { itemKeysUnder, keysWithParameterAfter, pathKeys: () => byPath.keys(), keysNamed });
}

/** The path keys by each key a parameter follows in them (`/clients` → `/clients/{client_type}/stats`), in the document's order. */
function keysByKeyBeforeParameter(pathKeys: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const pathKey of pathKeys) {
    for (let at = pathKey.indexOf('/{'); at >= 0; at = pathKey.indexOf('/{', at + 1)) {
      const key = pathKey.slice(0, at);
      const keys = found.get(key);
      if (keys === undefined) found.set(key, [pathKey]);
      else keys.push(pathKey);
    }
  }
  return found;
}

/**
 * The path keys ending in one parameter segment, by the key before it (`/users` → `/users/{id}`);
 * a format suffix after the parameter is the item's still (`/customers/{id}.json`, `/{id}.{format}`).
 */
function itemKeysByCollection(pathKeys: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const pathKey of pathKeys) {
    const match = /^(.+)\/\{[^{}/]+\}(?:\.[A-Za-z][A-Za-z0-9]*|\.\{[^{}/]+\})?$/.exec(pathKey);
    if (match?.[1] === undefined) continue;
    found.set(match[1], [...(found.get(match[1]) ?? []), pathKey]);
  }
  return found;
}

/**
 * Whether the path ends in a word saying how many and a verb (`POST /blogs/authors/batch/update`,
 * `/readset/batch/delete`): one action on many items, `batch_update` written over two segments,
 * no collection and no level of its own. A word an id of its own follows elsewhere names a
 * collection (`/bulk/{bulkId}/results`); one followed only by what chooses the action
 * (`/mails/bulk/{storage}/{action}` beside `PATCH /mails/bulk/restore`) still says how many.
 */
export function endsInBatchAction(pathKey: string, shape: PathShape, methods: readonly string[], operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  const [batch, action] = shape.levels.slice(-2);
  if (shape.levels.length < 3 || batch === undefined || action === undefined || action.name !== shape.segments.at(-1)) return false;
  if (batch.id !== undefined || action.identified || !isBatchWord(batch.name.text, vocabulary)) return false;
  if (batch.identified && identifiedElsewhere(pathKey, batch, operationsAt, vocabulary)) return false;
  // A verb leading the name, or a noun-verb alone on a POST-only path (`verbOfPostAction` asks both).
  return verbOfPostAction(action.name.text, methods, vocabulary) !== undefined;
}

/**
 * The evidence that a name right under a collection, with no id of an item between, is an action
 * on many of its items at once: a write there sends, in its JSON body, a list named after the id
 * the collection's items have in another path (`PATCH /mails/marking/{markType}` sending
 * `messageIds` beside `/mails/{messageId}`). The items it works on are in the body, so the name is
 * no sub-collection that should sit under one item's id.
 */
export function sendsIdsOfItems(pathKey: string, index: number, shape: PathShape, operations: readonly OperationModel[], operationsAt: OperationsAt): Evidence | undefined {
  const [parent, child] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || child === undefined || parent.id !== undefined) return undefined;
  const parentKey = keyUpToLevel(pathKey, parent.name.position);
  const idLists = new Map<string, string>();
  for (const itemKey of operationsAt.itemKeysUnder(parentKey)) {
    const parameter = itemParameterOf(itemKey, parentKey);
    if (parameter !== undefined) idLists.set(pluralOf(parameter).toLowerCase(), itemKey);
  }
  for (const operation of operations) {
    if (operation.method === 'get' || operation.method === 'delete') continue;
    for (const body of operation.requestBody?.bodies ?? []) {
      if (!isJsonMediaType(body.mediaType)) continue;
      for (const property of objectView(body.schema, body.schemaPath).properties.values()) {
        const itemKey = idLists.get(property.name.toLowerCase());
        if (itemKey !== undefined && declaredTypes(property.schema).has('array')) {
          return { id: 'sends-item-ids', detail: `${operation.method.toUpperCase()} sends "${property.name}", the ids of the items ${itemKey} reads one by one: it acts on many of "${parent.name.text}" at once`, source: itemKey };
        }
      }
    }
  }
  return undefined;
}

/** Whether a parameter naming an item of the level follows its name in some path key (`{bulkId}` or `{id}` after `bulk`). */
function identifiedElsewhere(pathKey: string, level: PathLevel, operationsAt: OperationsAt, vocabulary: Vocabulary): boolean {
  const key = keyUpToLevel(pathKey, level.name.position);
  return operationsAt.keysWithParameterAfter(key).some((other) => identifiesItemOf(other.slice(key.length + 1).split('/')[0] ?? '', level.name.text, vocabulary));
}
