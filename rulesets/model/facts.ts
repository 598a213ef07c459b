import { keysEchoedInValues } from './keyed-entries.js';
import type { ApiModel, MediaBody, OperationModel, ParameterModel, SchemaVisit } from './api-model.js';
import { getApiModel, parameterSchemaOf, schemaPathSegmentFromEnd } from './api-model.js';
import type { CasingStyle } from './casing.js';
import { inferCasing } from './casing.js';
import { isExtensionName, isPropertiesOfProperties, isForeignFormatSchema, isHeaderMap, isOAuthRedirect, isWithin, oauthRequestParameterNames, protocolParameterNames, standardParameterNames, xmlOnlySchemaPaths } from './foreign-formats.js';
import { isJsonMediaType, mediaTypeMatches } from './media-types.js';
import type { JsonObject, JsonPath } from './json.js';
import { constrainsNothing, isOfType, isScalarSchema, objectView } from './schema.js';
import { isObject, stringOf } from './json.js';
import type { PathShape } from './path-shape.js';
import type { DocumentNames } from './path-shape.js';
import type { Evidence } from './evidence.js';
import { NameEvidence } from './evidence.js';
import { analysePath, versionsWrittenApart, apiNamedPrefixesOf, identifiedNamesOf, namesLikeVersionsOf, zeroVersionsOf, parameterCollectionsOf, staticChildNamesOf, prefixKeyOf, readItemNamesOf, sharedPrefixesOf, splitPathKey, withoutWrittenQuery } from './path-shape.js';
import type { OperationsAt } from './path-roles.js';
import { WHOLE_WRITES, itemsKeyedInParts, jsonAnswers, actionParametersOf, answersRecordOfLists, setsFieldNamedAs, successBodies, answersClosedSet, answersPageOfItems, namesMediaTypeAnswered, actedOnAsOwnersField, answersValueWrittenWhole, pickedInQuery, namedLikeVerbSiblings, callsAmongCalls, commandsUnderActionName, methodsNamedByOperationIds, namespacesHidingLevels, ownerReadsAsField, postReadsWhatIsWritten, postNamesActionOn, answersAsItsItem, passesMethodThrough, oneNumberAnswered, readsOneNumber, answersOneResult, jsonRpcEndpointOf, oauthRedirectOf, pathParameterNamesOf, queryNamesOf, takesListedValueAt, answersOwnRecord, answersRecordNamedAsPath, kindAnswered, answersRequestRecord, answersValuesByName, namesAmongVerbs, namesAmongPostedVerbs, namesRepeatedActions, dottedMethodNamesOf, serverUrlCollectionOf, summaryTextOf, operationsNameActionOn, objectNamingOperation, pluralObjectNamingOperation, readNamedOnWriteVerb, proseSayingWhatIsDone, summaryNamingObject, operationsByPath, indexReadsOf, readElsewhereAsThing, runsNamedVerb, verbOnSiblingCollection, runsOnlyPost, readAnswersOf, verbLeadingSummaries, queryKeyOfItemRead, readsAsList, runsOnlyAction, sendsAndAnswersNothing, usedAsSingleton, verbLeadingNameAndSummaries, verbLeadingNameAndSummariesOnWord, verbPhraseInSummaries, verbsWrittenAgain, namedAsObjectOfVerb, namesParametersAreNamedAfter, summariesRunVerbOnObject, versionParametersOf, wordsSpelledByOperations, answersPageOf } from './path-roles.js';
import type { AcronymEvidence, Vocabulary } from './words.js';
import { acronymsIn, buildVocabulary, headNoun, isCountablePluralNoun, isPluralNoun, verbOfPostAction, pluralOf, productNamesOf, runTogetherVerbsOf, siblingVerbsOf, singularOf, splitWords } from './words.js';
import type { ResolvedOptions } from '../options.js';

/** What the rules read: the document's model plus what the options make of it, computed once. */
export interface Facts {
  model: ApiModel;
  options: ResolvedOptions;
  vocabulary: Vocabulary;
  /** The casing fields must use: configured, or inferred; undefined when neither decides. */
  casing: CasingStyle | undefined;
  shapeOf(operation: OperationModel): PathShape;
  /** Every field and query/path parameter name, with where it is declared. */
  fieldNames: FieldName[];
  /** What the document's paths say about their names (see `DocumentNames`). */
  names: DocumentNames;
  /** The evidence each of those names rests on, recorded where it was decided. */
  nameEvidence: NameEvidence;
  /** The operations of each path key, and the item paths under each collection: indexed once per document. */
  operationsAt: OperationsAt;
}

export interface FieldName {
  name: string;
  kind: 'field' | 'parameter';
  path: Array<string | number>;
}

/**
 * Whether an evidence id says a path only read answers one thing, no page, whatever the number of its name:
 * a record of its own, one named as the path, a record repeating its request, the result of its required query,
 * values of a closed set (`answers-closed-set`).
 */
export function answersOneThing(evidenceId: string): boolean {
  return evidenceId === 'answers-one-record' || evidenceId === 'answers-record-named-so' || evidenceId === 'answers-request-record' || evidenceId === 'answers-one-result' || evidenceId === 'answers-closed-set';
}

/**
 * The evidence that a name's own path, read alone, answers one number (`answers-one-number`): a
 * measure, and a parameter after it what that measure is taken of (`GET /txs/count/{id}` beside
 * `GET /txs/count`), no item of a collection.
 */
export function measuredAlone(evidence: NameEvidence, key: string): Evidence | undefined {
  return evidence.of(key).find((piece) => piece.id === 'answers-one-number');
}

const factsByOptions = new Map<string, WeakMap<object, Facts>>();

export function getFacts(root: JsonObject, options: ResolvedOptions): Facts {
  const key = JSON.stringify(options);
  let byDocument = factsByOptions.get(key);
  if (byDocument === undefined) {
    byDocument = new WeakMap();
    factsByOptions.set(key, byDocument);
  }
  const cached = byDocument.get(root);
  if (cached !== undefined) return cached;
  const facts = buildFacts(getApiModel(root), options);
  byDocument.set(root, facts);
  return facts;
}

function buildFacts(model: ApiModel, options: ResolvedOptions): Facts {
  const shapes = new Map<string, PathShape>();
  const fieldNames = collectFieldNames(model);
  const operationsAt = operationsByPath(model.operations);
  const vocabulary = withRunTogetherVerbs(withProductNames(buildVocabulary(options.extraVerbs, options.extraUncountables, options.singletons, options.vocabulary), model), model, fieldNames, operationsAt);
  const nameEvidence = new NameEvidence();
  const names = documentNames(model, vocabulary, nameEvidence, operationsAt);
  return {
    model,
    options,
    vocabulary,
    names,
    nameEvidence,
    operationsAt,
    casing: options.casing === 'auto' ? inferCasing(fieldNames.map((field) => field.name)) : options.casing,
    fieldNames,
    shapeOf(operation) {
      let shape = shapes.get(operation.pathKey);
      if (shape === undefined) {
        // A redirect endpoint's path parameters say whose authorization response it receives (`/callback/{provider}`): no item.
        const redirect = oauthRedirectOf(operationsAt(operation.pathKey));
        const actionParameters = redirect === undefined ? actionParametersOf(operation, vocabulary) : new Set([...actionParametersOf(operation, vocabulary), ...pathParameterNamesOf(operation.pathKey)]);
        shape = analysePath(operation.pathKey, options.basePath, vocabulary, operation.pathMethods, names, actionParameters, takesListedValueAt(operation.pathKey, operationsAt));
        shapes.set(operation.pathKey, shape);
      }
      return shape;
    },
  };
}

/** What the document's paths say about their names: which an id follows, which are used as one resource. */
function documentNames(model: ApiModel, vocabulary: Vocabulary, evidence: NameEvidence, operationsAt: OperationsAt): DocumentNames {
  // Path keys that differ only in a query written into them run on one path: each is read with the operations of all of them.
  const operationsBySentPath = new Map<string, OperationModel[]>();
  for (const operation of model.operations) {
    const sent = withoutWrittenQuery(operation.pathKey);
    operationsBySentPath.set(sent, [...(operationsBySentPath.get(sent) ?? []), operation]);
  }
  const operationsByPath = new Map<string, OperationModel[]>(model.operations.map((operation) => [operation.pathKey, operationsBySentPath.get(withoutWrittenQuery(operation.pathKey)) ?? []]));
  const childNamesOf = childNamesByPath(operationsByPath.keys());
  const readAnswers = readAnswersOf(model.operations);
  const singletons = new Set<string>();
  const actions = new Set<string>();
  const listed = new Set<string>();
  const namedActions = new Set<string>();
  const namedObjects = new Set<string>();
  const namedVerbRuns = new Set<string>();
  // POST-only path keys whose summaries lead with the first word of their last name, run on a thing (`lock-asset`, "Lock an asset").
  const summaryVerbs = new Map<string, string>();
  const runsWithoutRecord = new Set<string>();
  // The endpoints JSON-RPC calls are sent to, whatever the path ends in (`POST /servers/{serverId}` too).
  const procedureEndpoints = new Set<string>();
  for (const [pathKey, operations] of operationsByPath) {
    const call = jsonRpcEndpointOf(operations);
    if (call === undefined) continue;
    procedureEndpoints.add(pathKey);
    const key = prefixKeyOf(pathKey);
    if (key !== undefined) evidence.add(key, call);
  }
  // Compounds among names most of which are verb-led compounds (`callsAmongCalls`): calls too (`/api/sso-logout` beside `/api/get-users`).
  const calls = callsAmongCalls(operationsByPath.keys(), vocabulary);
  for (const [pathKey, sibling] of calls) {
    const key = prefixKeyOf(pathKey);
    if (key !== undefined) evidence.add(key, { id: 'among-calls', detail: `two in three names beside it are led by a verb (${sibling}): the names there are calls, and this one too, no collection`, source: sibling });
  }
  // Paths under a name saying they run commands (`commandsUnderActionName`: `/action/restartdns` beside `/action/gravity`): calls too.
  for (const [pathKey, prefix] of commandsUnderActionName(operationsByPath.keys(), operationsAt, vocabulary)) {
    calls.set(pathKey, prefix);
    const key = prefixKeyOf(pathKey);
    if (key !== undefined) evidence.add(key, { id: 'under-commands-name', detail: `"${splitPathKey(prefix).at(-1)?.text ?? ''}" before it says what its paths run, and every path under it is run by POST alone: a command, no collection`, source: prefix });
  }
  // The last names GET reads, in lower case, each with a path key that reads it (`readElsewhereAsThing`).
  const readEndings = new Map<string, string>();
  for (const [pathKey, operations] of operationsByPath) {
    const last = splitPathKey(pathKey).at(-1);
    if (last !== undefined && !last.isParameter && operations.some((operation) => operation.method === 'get') && !readEndings.has(last.text.toLowerCase())) readEndings.set(last.text.toLowerCase(), pathKey);
  }
  // A name the operationIds show to be a namespace, a parameter holding whole resource names after it
  // (`pubsublite.admin.projects.locations.topics.get` on `/v1/admin/{name}`): no collection that parameter identifies.
  const namespaces = namespacesHidingLevels(operationsByPath);
  const namesWithPathAfter = staticChildNamesOf(operationsByPath.keys());
  const methodsAt = (pathKey: string) => (operationsByPath.get(pathKey) ?? []).map((operation) => operation.method);
  // A path changed whole (PUT, PATCH or DELETE) where nothing is made (no POST).
  const changedWhole = (pathKey: string) => methodsAt(pathKey).some((method) => WHOLE_WRITES.has(method)) && !methodsAt(pathKey).includes('post');
  const followedByIds = identifiedNamesOf(operationsByPath.keys(), evidence, (pathKey) => runsOnlyPost(methodsAt(pathKey)), namesWithPathAfter, changedWhole);
  const identified = new Set([...followedByIds].filter((key) => !namespaces.has(key)));
  // The names an id follows anywhere, lower case (`settings` of `/settings/{settingId}`).
  const namesBeforeIds = new Set([...identified].map((prefixKey) => (prefixKey.split('/').at(-1) ?? '').toLowerCase()));
  for (const [pathKey, operations] of operationsByPath) {
    const key = prefixKeyOf(pathKey);
    const name = key?.split('/').at(-1);
    if (key === undefined || name === undefined) continue;
    if (usedAsSingleton(operations, name, vocabulary, childNamesOf(pathKey))) {
      singletons.add(key);
      evidence.add(key, readsOneNumber(operations, vocabulary)
        ? { id: 'answers-one-number', detail: `GET ${pathKey} answers ${oneNumberAnswered(operations[0]?.responses.flatMap((response) => response.bodies)[0], vocabulary)}: a count or a measure, one value whatever the number of its name, no collection`, source: `${pathKey} GET` }
        : answersValuesByName(operations, name, vocabulary)
          ? { id: 'answers-values-by-name', detail: `GET ${pathKey}, all that runs here, answers one object keeping "${name}" as a map of plain values: the values set by name, one value, no page of records`, source: `${pathKey} GET` }
          : { id: 'used-as-one', detail: `${methodsOf(operations)} ${pathKey} use it as one resource: nothing is created in it, and what is read or written there is one value`, source: pathKey });
    } else {
      // Only written, the GET of the path before it answering it as one object field (`owner-reads-field`).
      const ownerKey = withoutWrittenQuery(pathKey).replace(/\/[^/]*$/, '');
      const owner = operationsBySentPath.get(ownerKey) ?? [];
      const kindField = kindAnswered(operations, name);
      const pickedBy = pickedInQuery(operations, name, vocabulary);
      if (ownerReadsAsField(operations, name, owner, vocabulary)) {
        singletons.add(key);
        evidence.add(key, { id: 'owner-reads-field', detail: `only ${methodsOf(operations)} ${operations.length === 1 ? 'runs' : 'run'} on ${pathKey}, and GET ${ownerKey} answers "${name}" as one object field of its record: that field, written whole, no collection`, source: `${ownerKey} GET` });
      } else if (kindField !== undefined) {
        singletons.add(key);
        evidence.add(key, { id: 'answers-its-kind', detail: `GET ${pathKey} answers one record whose "${kindField}" has one value, spelt as "${name}": the record of that kind, one thing, no collection`, source: `${pathKey} GET` });
      } else if (setsFieldNamedAs(operations, name)) {
        singletons.add(key);
        evidence.add(key, { id: 'sets-field-named-so', detail: `no GET runs on ${pathKey}, and its ${methodsOf(operations)} sends "${name}" as one plain value: it sets that one value, a setting, and nothing is created there`, source: `${pathKey} ${operations[0]?.method.toUpperCase() ?? ''}` });
      } else if (pickedBy !== undefined) {
        singletons.add(key);
        evidence.add(key, { id: 'item-picked-in-query', detail: `every operation on ${pathKey} picks one of "${name}" by "${pickedBy}" in its query, named for one of them: that one item, no collection, so nothing is created or listed there`, source: `${pathKey} GET` });
      } else if (postReadsWhatIsWritten(operations)) {
        singletons.add(key);
        evidence.add(key, { id: 'post-reads-what-put-writes', detail: `no GET runs on ${pathKey}, and its POST sends nothing and answers the very fields its ${methodsOf(operations.filter((operation) => operation.method !== 'post'))} sends: it reads back the one record written there, nothing is created`, source: `${pathKey} POST` });
      }
    }
    // A name the singleton words list is a collection where its GET answers a list and items are
    // made in it or identified under its name elsewhere (`/configs/{id}/settings` answering an
    // array, POST creating one, `/settings/{settingId}`).
    const makesOrIdentifiesItems = operations.some((operation) => operation.method === 'post') || namesBeforeIds.has(name.toLowerCase());
    // So is a plural one whose GET answers a page of a list, an array beside where the next page is (`{settings,
    // nextPageToken}`); a singular one (`/expenses/summary`) may name one thing holding a page.
    const singletonWord = vocabulary.singletons.has(name.toLowerCase());
    const nextPage = singletonWord && isCountablePluralNoun(name, vocabulary) ? answersPageOf(operations, vocabulary) : undefined;
    // The items under the name a page gives them, beside what the page says of itself (Dagu's `GET /docs`
    // answering `{items: [...], pagination: {...}}`), list them too.
    if (singletonWord && makesOrIdentifiesItems && (readsAsList(operations, name, vocabulary) || answersPageOfItems(operations, vocabulary))) {
      listed.add(key);
      evidence.add(key, { id: 'get-answers-list', detail: `GET ${pathKey} answers a list, and items are made in it or identified under its name`, source: `${pathKey} GET` });
    } else if (nextPage !== undefined) {
      listed.add(key);
      evidence.add(key, { id: 'get-answers-page', detail: `GET ${pathKey} answers one page of a list: an array beside "${nextPage}", where the next page is`, source: `${pathKey} GET` });
    }
    const read = operations.find((operation) => operation.method === 'get');
    const writtenBy = answersValueWrittenWhole(pathKey, operationsAt);
    if (writtenBy !== undefined) {
      // A singular name so read and replaced by PUT names one value, whatever its GET answers (Ditto's feature `definition`, an array PUT replaces whole).
      // So does a plural one answering one record of different lists (WSO2's `/identity-providers/{id}/roles`, `{mappings, outboundProvisioningRoles}`).
      if (writtenBy === 'PUT' && (!isPluralNoun(name, vocabulary) || answersRecordOfLists(operations, name, vocabulary)) && !namesBeforeIds.has(name.toLowerCase())) singletons.add(key);
      evidence.add(key, { id: 'answers-value-written-whole', detail: `GET ${pathKey} answers what ${writtenBy} here sends whole, the same schema, and nothing adds to it or reaches one of its items: one value written at once, not a page of items`, source: `${pathKey} ${writtenBy}` });
    }
    if (answersOwnRecord(operations, name, readAnswers, model.root, vocabulary)) {
      evidence.add(key, { id: 'answers-one-record', detail: `GET ${pathKey}, all that runs here, takes no query parameter that filters or pages, and answers one record of its own, which lists nothing and names no id of its own: a summary, not a page of items`, source: `${pathKey} GET` });
    }
    const recordSchema = answersRecordNamedAsPath(operations, name, model.root, vocabulary);
    if (recordSchema !== undefined) {
      evidence.add(key, { id: 'answers-record-named-so', detail: `GET ${pathKey}, all that runs here, takes no query parameter and answers the schema the document names "${recordSchema}", one record whose lists stand beside fields of its own: that record, not a page of items`, source: `${pathKey} GET` });
    }
    if (passesMethodThrough(operations)) {
      evidence.add(key, { id: 'passes-every-method', detail: `GET, POST, PUT, PATCH and DELETE all run on ${pathKey} with the same parameters, sending bodies of any media type: what the client sends passes through, its method with it`, source: pathKey });
    }
    if (answersClosedSet(operations, vocabulary)) {
      evidence.add(key, { id: 'answers-closed-set', detail: `GET ${pathKey}, all that runs here, answers values of a closed set the document lists: which of a fixed set apply, not a page of items`, source: `${pathKey} GET` });
    }
    const asked = answersOneResult(operations, vocabulary);
    if (asked !== undefined) {
      evidence.add(key, { id: 'answers-one-result', detail: `GET ${pathKey}, all that runs here, takes the required query parameter "${asked}" and answers one object that lists nothing: the answer to that query, not a page of items`, source: `${pathKey} GET` });
    }
    const repeated = namesBeforeIds.has(name.toLowerCase()) ? undefined : answersRequestRecord(operations, name, vocabulary);
    if (repeated !== undefined) {
      evidence.add(key, { id: 'answers-request-record', detail: `GET ${pathKey}, all that runs here, answers one record that repeats its request (${repeated.map((field) => `"${field}"`).join(', ')}): the result of that request, not a page of items`, source: `${pathKey} GET` });
    }
    const queryKey = read === undefined ? undefined : queryKeyOfItemRead(read, vocabulary);
    if (queryKey !== undefined) {
      evidence.add(key, { id: 'item-read-by-query-key', detail: `GET ${pathKey} answers one of its items, found by the required query parameter "${queryKey}", a field of the record it answers`, source: `${pathKey} GET` });
    }
    if (queryKey === undefined && read !== undefined && answersAsItsItem(read, operationsAt, vocabulary)) {
      evidence.add(key, { id: 'answers-as-its-item', detail: `GET ${pathKey} takes a required query parameter and answers what the GET of one of its items answers: that item, found by another key`, source: `${pathKey} GET` });
    }
    const [owner, ownerId] = splitPathKey(pathKey).slice(-3, -1);
    const mediaType = namesMediaTypeAnswered(pathKey, operations, name);
    if (mediaType !== undefined) evidence.add(key, mediaType);
    if (mediaType === undefined && owner !== undefined && !owner.isParameter && ownerId?.isParameter === true && operationsNameActionOn(operations, name, owner.text, vocabulary)) {
      namedActions.add(pathKey);
      evidence.add(key, { id: 'operations-name-action', detail: `every operation here is named for "${name}" run on an item of "${owner.text}" (${stringOf(operations[0]?.node['operationId']) ?? ''}): the verb, whatever the method`, source: pathKey });
    } else if (owner !== undefined && !owner.isParameter && ownerId?.isParameter === true && postNamesActionOn(operations, name, owner.text, vocabulary)) {
      const post = operations.find((operation) => operation.method === 'post');
      namedActions.add(pathKey);
      evidence.add(key, { id: 'post-names-action', detail: `POST ${pathKey} is named ${stringOf(post?.node['operationId']) ?? ''}, "${name}" run on an item of "${owner.text}", and beside it only GET or DELETE runs, reading or undoing it: the verb`, source: `${pathKey} POST` });
    }
    const named = name === undefined ? undefined : objectNamingOperation(operations, name, vocabulary);
    if (key !== undefined && named !== undefined) {
      namedObjects.add(pathKey);
      evidence.add(key, { id: 'operations-name-object', detail: `${named.method.toUpperCase()} ${pathKey} is named ${stringOf(named.node['operationId']) ?? ''}: another verb run on "${name}", a thing, and no operation here leads with its first word`, source: `${pathKey} ${named.method.toUpperCase()}` });
    }
    const summaryObject = named === undefined ? summaryNamingObject(operations, name, vocabulary) : undefined;
    if (summaryObject !== undefined) {
      namedObjects.add(pathKey);
      evidence.add(key, { id: 'summary-names-object', detail: `no POST runs here, and every operation's summary (or its description, where the summary only spells the name) runs a verb on "${splitWords(name).join(' ')}" written as a thing ("${firstSentenceOf(operations[0] === undefined ? undefined : proseSayingWhatIsDone(operations[0], name)) ?? ''}"): the name is that thing, a noun phrase`, source: `${pathKey} ${operations[0]?.method.toUpperCase() ?? ''}` });
    }
    const pluralObject = named === undefined && summaryObject === undefined && name !== undefined ? pluralObjectNamingOperation(operations, name, vocabulary) : undefined;
    if (pluralObject !== undefined) {
      namedObjects.add(pathKey);
      evidence.add(key, { id: 'plural-names-object', detail: `every operation here runs "${pluralObject}" on "${pluralOf(name ?? '')}", the name in the plural (${stringOf(operations[0]?.node['operationId']) ?? firstWordsOf(operations[0]) ?? ''}): a verb has no plural, so the name is the thing worked on, a noun`, source: `${pathKey} ${operations[0]?.method.toUpperCase() ?? ''}` });
    }
    const reader = named === undefined && summaryObject === undefined && pluralObject === undefined ? readElsewhereAsThing(pathKey, operations, name, readEndings, vocabulary) : undefined;
    if (reader !== undefined) {
      namedObjects.add(pathKey);
      evidence.add(key, { id: 'read-elsewhere', detail: `GET ${reader} reads "${name}": the document names a thing so, not a verb and what it works on`, source: `${reader} GET` });
    }
    const readOnWord = named === undefined && summaryObject === undefined && pluralObject === undefined && reader === undefined ? readNamedOnWriteVerb(operations, name, vocabulary) : undefined;
    if (readOnWord !== undefined) {
      namedObjects.add(pathKey);
      singletons.add(key);
      evidence.add(key, { id: 'operations-name-a-read', detail: `only POST runs on ${pathKey}, named ${stringOf(readOnWord.node['operationId']) ?? ''}: a verb that reads, never "${name}", so the request asks for what "${name}" names, one thing, and changes nothing`, source: `${pathKey} POST` });
    }
    const summaryVerb = verbLeadingSummaries(operations, name, vocabulary);
    if (summaryVerb !== undefined) {
      summaryVerbs.set(pathKey, summaryVerb);
      evidence.add(key, { id: 'summary-leads-with-verb', detail: `only POST runs here, and its summary leads with "${summaryVerb}" and then what it works on ("${firstWordsOf(operations[0]) ?? ''}"): the verb`, source: `${pathKey} POST` });
    }
    const namedVerb = runsNamedVerb(operations, name, identified.has(key), vocabulary);
    if (namedVerb !== undefined) {
      namedVerbRuns.add(pathKey);
      evidence.add(key, { id: 'operations-name-verb', detail: `only POST runs here, and every operation is named for "${namedVerb}" first (${stringOf(operations[0]?.node['operationId']) ?? ''}): each request runs the verb, nothing is created`, source: pathKey });
    }
    const sibling = namedVerb === undefined ? verbOnSiblingCollection(pathKey, identified.has(key), operationsAt, vocabulary) : undefined;
    if (sibling !== undefined) {
      namedVerbRuns.add(pathKey);
      evidence.add(key, { id: 'verb-on-sibling-collection', detail: `only POST runs here, and "${name}" is a verb and then ${sibling}, the name beside it: the verb run on that collection, nothing is created`, source: sibling });
    }
    // A compound (`index-products`), never a plain plural (`/attachments` with its body left undescribed).
    const spelled = splitWords(name).length > 1 ? undefined : wordsSpelledByOperations(operations, name);
    if (!identified.has(key) && (splitWords(name).length > 1 || spelled !== undefined) && sendsAndAnswersNothing(operations)) {
      runsWithoutRecord.add(pathKey);
      if (spelled !== undefined) evidence.add(key, { id: 'operation-spells-name', detail: `"${name}" runs together the words "${spelled.join(' ')}", which ${stringOf(operations[0]?.node['operationId']) ?? ''} writes apart: a phrase, no plain plural`, source: `${pathKey} ${operations[0]?.method.toUpperCase() ?? ''}` });
      evidence.add(key, { id: 'sends-and-answers-nothing', detail: `only POST runs on ${pathKey}, sending no body and answering none: it runs something, and nothing is made there that a client could read`, source: pathKey });
    }
    if (runsOnlyAction(operations, name, vocabulary)) {
      actions.add(key);
      evidence.add(key, { id: 'post-only', detail: `only POST runs on ${pathKey}, and its name is no plural`, source: pathKey });
    }
  }
  // The names standing where the document puts verbs, each with the one piece of evidence that says so.
  const amongVerbs = new Map<string, Evidence>();
  const standsAmongVerbs = (key: string, piece: Evidence) => {
    if (amongVerbs.has(key)) return;
    amongVerbs.set(key, piece);
    evidence.add(key, piece);
  };
  const namedByParameters = namesParametersAreNamedAfter(operationsByPath.keys(), vocabulary);
  for (const [key, verbPath] of namesAmongVerbs(operationsByPath.keys(), namedByParameters, vocabulary)) {
    standsAmongVerbs(key, { id: 'verbs-beside-it', detail: `it stands where the document puts verbs, as in ${verbPath}: a noun as often as a verb is the verb there`, source: verbPath });
  }
  for (const [key, verbPath] of namesAmongPostedVerbs(operationsByPath, identified, vocabulary)) {
    standsAmongVerbs(key, { id: 'verbs-beside-it', detail: `it ends a path only POST runs on, where verbs end the paths beside it, as in ${verbPath}: a noun as often as a verb is the verb there`, source: verbPath });
  }
  // A name the operationIds call their method, run on a resource another path names (`displayvideo.media.download` on `/download/{resourceName}`).
  for (const [key, named] of methodsNamedByOperationIds(operationsByPath)) {
    standsAmongVerbs(key, { id: 'operation-id-names-method', detail: `${named.operationId} names it as the method it runs on what ${named.resourcePath} names: the verb, and the parameter after it what the verb runs on`, source: named.resourcePath });
  }
  for (const [key, { shown, beside }] of verbsWrittenAgain(operationsByPath, amongVerbs, namedByParameters, vocabulary)) {
    standsAmongVerbs(key, { id: 'verb-written-again', detail: `"${key.split('/').at(-1) ?? ''}" is a verb in ${shown}, where the document puts verbs (${beside}): the same word here is the same verb`, source: shown });
  }
  const dottedMethods = dottedMethodNamesOf(operationsByPath.keys(), vocabulary);
  for (const [pathKey, call] of dottedMethods) {
    const key = prefixKeyOf(pathKey);
    if (key !== undefined) evidence.add(key, { id: 'dotted-method-name', detail: `"${call.method}" after the dot is a method of "${call.namespace}", called by name, as ${call.sibling} calls another: the method is the name to judge`, source: call.sibling });
  }
  const repeatedActions = namesRepeatedActions(operationsByPath, vocabulary);
  for (const [pathKey] of operationsByPath) {
    const key = prefixKeyOf(pathKey);
    const name = key?.split('/').at(-1)?.toLowerCase();
    const repeated = name === undefined ? undefined : repeatedActions.get(name);
    if (key !== undefined && repeated !== undefined) evidence.add(key, { id: 'repeated-action', detail: `"${name ?? ''}" ends ${repeated.count} path keys, each only POST runs on, after ${repeated.names} different names, and nothing follows it anywhere: the same action run on each, no collection`, source: repeated.example });
  }
  // A name with no path of its own right after an item's id, only actions under it, that the item's
  // GET answers as one object field (`actedOnAsOwnersField`: `POST /job/{jobName}/periodic/force`).
  const pathsUnderNames = new Map<string, string[]>();
  for (const pathKey of operationsByPath.keys()) {
    const [item, name, last] = splitPathKey(pathKey).slice(-3);
    if (item?.isParameter !== true || name === undefined || name.isParameter || last === undefined || last.isParameter) continue;
    const nameKey = withoutWrittenQuery(pathKey).replace(/\/[^/]*$/, '');
    pathsUnderNames.set(nameKey, [...(pathsUnderNames.get(nameKey) ?? []), pathKey]);
  }
  // Those with a path going on further under them, or a parameter right after them, are left out: one pass over the path keys' ancestors.
  const goesOnFurther = new Set<string>();
  for (const pathKey of operationsByPath.keys()) {
    const parts = withoutWrittenQuery(pathKey).split('/');
    for (let end = parts.length - 1; end > 1; end--) {
      const ancestor = parts.slice(0, end).join('/');
      if (pathsUnderNames.has(ancestor) && (end < parts.length - 1 || (parts.at(-1) ?? '').startsWith('{'))) goesOnFurther.add(ancestor);
    }
  }
  for (const [nameKey, pathsUnder] of pathsUnderNames) {
    const key = prefixKeyOf(nameKey);
    const name = nameKey.split('/').at(-1) ?? '';
    const ownerKey = nameKey.slice(0, -name.length - 1);
    if (key === undefined || operationsBySentPath.has(nameKey) || goesOnFurther.has(nameKey)) continue;
    if (!actedOnAsOwnersField(pathsUnder, operationsAt, name, operationsBySentPath.get(ownerKey) ?? [])) {
      // A singular name under which only POST runs, two verbs or more among the names (TiDB DM's
      // `…/sources/{source-name}/relay/enable`, `…/disable`, `…/purge`): one thing of the item the verbs run on.
      const lastNames = pathsUnder.map((pathKey) => pathKey.split('/').at(-1) ?? '');
      if (isPluralNoun(name, vocabulary) || !pathsUnder.every((pathKey) => runsOnlyPost(operationsAt(pathKey).map((operation) => operation.method)))) continue;
      if (lastNames.filter((last) => verbOfPostAction(last, ['post'], vocabulary) !== undefined).length < 2) continue;
      singletons.add(key);
      evidence.add(key, { id: 'only-verbs-under', detail: `no operation runs on ${nameKey}, and right under it only POST runs, verbs among the names (${lastNames.join(', ')}): "${name}", singular, is one thing of the item those verbs run on, no collection`, source: ownerKey });
      continue;
    }
    singletons.add(key);
    evidence.add(key, { id: 'owner-holds-field', detail: `no operation runs on ${nameKey}, only POST on the paths right under it, and GET ${ownerKey} answers "${name}" as one object field of its record: that field, which the actions run on, no collection`, source: `${ownerKey} GET` });
  }
  // A last name after an item's id that other paths read as one thing after another item's id (`used-as-one`) is one thing here too.
  for (const [key, other] of oneAfterOtherItems(operationsByPath, singletons, identified, evidence)) {
    singletons.add(key);
    evidence.add(key, { id: 'one-after-other-items', detail: `"${key.split('/').at(-1) ?? ''}" ends /${other} too, after another item's id, where it is one thing; here nothing is made in it and no id follows it: one thing too`, source: `/${other}` });
  }
  const readItems = readItemNamesOf([...operationsByPath].map(([pathKey, operations]) => [pathKey, operations.map((operation) => operation.method)]), evidence);
  const apiNamed = apiNamedPrefixesOf(operationsByPath.keys(), titleOf(model), namesBeforeIds, vocabulary, evidence);
  // A name whose own path only reads an index of the paths under it is one resource, that index; where
  // an index is read under it too, it groups those paths, as a name only an action runs on does, and
  // its own path is their entry point.
  const indexes = indexReadsOf(operationsByPath, childNamesOf);
  const groupingPaths = new Set(actions);
  const indexEntryPoints = new Set<string>();
  const indexesAbove = new Set(indexes.values());
  for (const [pathKey, above] of indexes) {
    const key = prefixKeyOf(pathKey);
    if (key === undefined) continue;
    if (indexesAbove.has(pathKey)) {
      groupingPaths.add(key);
      indexEntryPoints.add(key);
    } else singletons.add(key);
    evidence.add(key, { id: 'reads-index-of-paths', detail: `only GET runs on ${pathKey}, answering a list of the same items as the index ${above} above it, and names follow it: it reads an index of the paths under it, no collection`, source: above });
  }
  // One path written twice with other parameter names (grpc-gateway's `PUT /api/devices/{deviceKeys.devEui}/keys` beside
  // `GET /api/devices/{devEui}/keys`) is one path, as OpenAPI holds such templates identical: one thing on one is one on the other.
  for (const [key, other] of sameTemplateKeys(singletons, operationsByPath.keys())) {
    singletons.add(key);
    evidence.add(key, { id: 'same-path-as', detail: `/${key} is /${other} with other parameter names, one path: read as one thing there`, source: `/${other}` });
  }
  const { prefixes, entryPoints } = sharedPrefixesOf(operationsByPath.keys(), followedByIds, vocabulary, groupingPaths, evidence);
  for (const key of indexEntryPoints) if (prefixes.has(key)) entryPoints.add(key);
  for (const [key, shown] of namespaces) {
    prefixes.add(key);
    evidence.add(key, { id: 'operation-id-hides-levels', detail: `${shown.operationId} names ${shown.hidden.map((part) => `"${part}"`).join(', ')} after it, which no segment of ${shown.pathKey} names: the parameter after it holds a whole resource name, and it groups the service's methods, no collection`, source: shown.pathKey });
  }
  return { identified, singletons, prefixes, entryPoints, namespaces: new Set(namespaces.keys()), versionsWrittenApart: versionsWrittenApart(operationsByPath.keys()), namesLikeVersions: namesLikeVersionsOf(operationsByPath.keys()), zeroVersions: zeroVersionsOf(operationsByPath.keys()), parameterCollections: itemsKeyedInParts(parameterCollectionsOf(operationsByPath.keys(), vocabulary), operationsAt, vocabulary), readItems, listed, amongVerbs, namedActions, namedObjects, namedVerbRuns, summaryVerbs, runsWithoutRecord, procedureEndpoints, calls: new Set(calls.keys()), repeatedActions: new Set(repeatedActions.keys()), dottedMethods: new Map([...dottedMethods].map(([pathKey, call]) => [pathKey, call.method])), serverCollection: serverUrlCollectionOf(model.servers, vocabulary, operationsByPath.get('/')), versionParameters: versionParametersOf(model.operations, vocabulary), apiNamed, namesWithPathAfter };
}

/** The first sentence of an operation's summary, or of its description without one. */
function firstWordsOf(operation: OperationModel | undefined): string | undefined {
  return firstSentenceOf(operation === undefined ? undefined : summaryTextOf(operation));
}

function firstSentenceOf(text: string | undefined): string | undefined {
  return text?.split(/(?<=\.)\s/)[0]?.trim();
}

function methodsOf(operations: readonly OperationModel[]): string {
  return operations.map((operation) => operation.method.toUpperCase()).join(', ');
}

/** The static names that follow each path key in the document's other path keys (`bookingBusinesses` after `/solutions`). */
function childNamesByPath(pathKeys: Iterable<string>): (pathKey: string) => ReadonlySet<string> {
  const children = new Map<string, Set<string>>();
  for (const pathKey of pathKeys) {
    const parts = pathKey.replace(/\/$/, '').split('/');
    for (let index = 2; index < parts.length; index++) {
      const child = parts[index] ?? '';
      if (child === '' || child.startsWith('{')) continue;
      const parent = parts.slice(0, index).join('/');
      const names = children.get(parent);
      if (names === undefined) children.set(parent, new Set([child]));
      else names.add(child);
    }
  }
  const none: ReadonlySet<string> = new Set();
  return (pathKey) => children.get(pathKey.replace(/\/$/, '')) ?? none;
}

/** A property's name; its path is built only when read (for the few that are reported). */
class PropertyName implements FieldName {
  readonly kind = 'field';

  constructor(readonly name: string, private readonly schema: SchemaVisit) {}

  get path(): Array<string | number> {
    return [...this.schema.path, 'properties', this.name];
  }
}

/**
 * A query parameter OpenAPI 3 sends as its properties: an object schema, in the `form` style
 * exploded, both as by default (Typesense's `getCollectionsParameters` holding `limit` and
 * `offset` travels as `?limit=10&offset=0`). Its own name never travels.
 */
function sentAsItsProperties(parameter: ParameterModel): boolean {
  const { node } = parameter;
  const style = node['style'] ?? 'form';
  const explode = node['explode'] ?? style === 'form';
  return parameter.in === 'query' && 'schema' in node && style === 'form' && explode === true && isOfType(parameterSchemaOf(parameter), 'object');
}

/** The words of a document's static path segments, schemas' names and fields' names, in lower case; and its fields' names. */
function wordsIn(model: ApiModel, fieldNames: readonly FieldName[], segments: ReadonlySet<string>): { words: ReadonlySet<string>; fields: ReadonlySet<string> } {
  const schemaNames = model.schemas.map((schema) => schemaPathSegmentFromEnd(schema, 1)).filter((name): name is string => typeof name === 'string');
  // A large document repeats its field names many times over: each distinct name is split and lower-cased once.
  const distinctFields = new Set(fieldNames.map((field) => field.name));
  const names = new Set([...segments, ...schemaNames, ...distinctFields]);
  const words = new Set([...names].flatMap((name) => splitWords(name)).map((word) => word.toLowerCase()));
  return { words, fields: new Set([...distinctFields].map((name) => name.toLowerCase())) };
}

/**
 * The run's words with the product names the document's title spells (`productNamesOf`: `lakeFS`
 * of "lakeFS API") and the acronyms ending in S its prose shows (`acronymsIn`: "Rocket Streaming
 * Audio Server (RSAS)", "Get CIS benchmark report").
 */
function withProductNames(vocabulary: Vocabulary, model: ApiModel): Vocabulary {
  const productNames = productNamesOf(titleOf(model));
  const acronyms = acronymsShownBy(model, vocabulary);
  if (productNames.size === 0 && acronyms.size === 0) return vocabulary;
  return { ...vocabulary, ...(productNames.size === 0 ? {} : { productNames }), ...(acronyms.size === 0 ? {} : { acronyms }) };
}

/**
 * The acronyms ending in S the document's prose shows (`acronymsIn`), but for those ending a path
 * whose GET describes no answer: there the document shows nothing of what the name holds, and its
 * spelling decides as any word's does (`GET /api/naics/`, "their NAICS code", answering no schema,
 * lists codes as a plural would).
 */
function acronymsShownBy(model: ApiModel, vocabulary: Vocabulary): Map<string, AcronymEvidence> {
  const acronyms = acronymsIn(proseOf(model));
  if (acronyms.size === 0) return acronyms;
  for (const operation of model.operations) {
    const last = splitPathKey(operation.pathKey).at(-1);
    if (operation.method !== 'get' || last === undefined || last.isParameter || describesAnswer(operation)) continue;
    const head = headNoun(last.text, vocabulary);
    if (head !== undefined) acronyms.delete(head);
  }
  return acronyms;
}

/**
 * Whether a success of the operation describes what it answers: a schema for one of its bodies
 * that says more than nothing (`constrainsNothing`) and more than "an object" (`{type: object}`,
 * no field).
 */
function describesAnswer(operation: OperationModel): boolean {
  const saysWhat = (body: MediaBody) => isObject(body.schema) && !constrainsNothing(body.schema)
    && !(isOfType(body.schema, 'object') && objectView(body.schema, body.schemaPath).properties.size === 0 && body.schema['additionalProperties'] === undefined);
  return successBodies(operation).some(saysWhat);
}

/** The document's prose: its description and its tags', and each operation's summary and description. */
function* proseOf(model: ApiModel): Generator<string> {
  const info = model.root['info'];
  if (isObject(info) && typeof info['description'] === 'string') yield info['description'];
  const tags = model.root['tags'];
  if (Array.isArray(tags)) for (const tag of tags) if (isObject(tag) && typeof tag['description'] === 'string') yield tag['description'];
  for (const operation of model.operations) {
    for (const key of ['summary', 'description']) {
      const text = operation.node[key];
      if (typeof text === 'string') yield text;
    }
  }
}

/** The document's `info.title`, if it has one. */
export function titleOf(model: ApiModel): string | undefined {
  return stringOf(isObject(model.root['info']) ? model.root['info']['title'] : undefined);
}

/**
 * The run's words with the document's names run together from a verb and its own words
 * (`runTogetherVerbsOf`): its words are those of its static path segments, of its schemas' names
 * and of its fields'; and with the names every operation on their path spells apart
 * (`wordsSpelledByOperations`), a verb of create, read, update or delete first; and with the names
 * every summary on their path leads with a verb they start with, the rest a word of the document's
 * (`verbLeadingNameAndSummariesOnWord`).
 */
function withRunTogetherVerbs(vocabulary: Vocabulary, model: ApiModel, fieldNames: readonly FieldName[], operationsAt: OperationsAt): Vocabulary {
  const segments = new Set(model.operations.flatMap((operation) => splitPathKey(operation.pathKey).filter((segment) => !segment.isParameter).map((segment) => segment.text)));
  let wordsOfDocument: { words: ReadonlySet<string>; fields: ReadonlySet<string> } | undefined;
  const documentWords = () => wordsOfDocument ??= wordsIn(model, fieldNames, segments);
  const isDocumentWord = (word: string) => documentWords().words.has(word) || documentWords().words.has(singularOf(word));
  // Or whose every summary leads with the verb it starts with, any verb, the rest a word the document
  // writes apart (`checkfile`, "Check if a file is in docspell"); not a field's own name, nor a compound noun.
  const compounds = vocabulary.words('lexicon-nouns', 'compound');
  const verbOnDocumentWord = (operations: readonly OperationModel[], name: string) => documentWords().fields.has(name) || compounds.has(singularOf(name)) ? undefined : verbLeadingNameAndSummariesOnWord(operations, name, vocabulary, isDocumentWord);
  const runTogether = runTogetherVerbsOf(segments, documentWords, vocabulary);
  // A name every operation on its path writes apart, a verb of create, read, update or delete first (`createmaintenancejob` named `createMaintenanceJob`).
  const crud = vocabulary.words('verbs', 'crud');
  for (const pathKey of operationsAt.pathKeys()) {
    const segments = splitPathKey(pathKey);
    const last = segments.at(-1);
    const operations = operationsAt(pathKey);
    if (last !== undefined && !last.isParameter && !runTogether.has(last.text)) {
      const spelled = wordsSpelledByOperations(operations, last.text)?.[0];
      // Or whose every summary leads with the verb it starts with ("Gets a similarity key…" on
      // `/getfullnameparsedmatch`), any verb where the operations spell the name apart with it first
      // (`registerUser` on `…/registeruser`, "Register a userid…").
      const leads = spelled !== undefined && vocabulary.verbs.has(spelled) ? new Set([...crud, spelled]) : crud;
      // Or whose every summary spells it apart, a verb first ("Generates tags for a placement." on `…/generatetags`).
      const verb = spelled !== undefined && crud.has(spelled) ? spelled : verbLeadingNameAndSummaries(operations, last.text, leads) ?? verbPhraseInSummaries(operations, last.text, vocabulary) ?? verbOnDocumentWord(operations, last.text);
      if (verb !== undefined) runTogether.set(last.text, verb);
      continue;
    }
    // A name only parameters follow, spelled apart by every operation with a verb first that every
    // summary runs on an object (`RetryWorkflowStep` on `/retryworkflowstep/{id}`, "Retry a failed step…"):
    // the verb takes the id; not where the summary names the compound ("Change Notification with SKU ID").
    const named = segments.findLast((segment) => !segment.isParameter);
    if (named === undefined || runTogether.has(named.text)) continue;
    const spelled = wordsSpelledByOperations(operations, named.text)?.[0];
    const verb = spelled !== undefined && vocabulary.verbs.has(spelled) && summariesRunVerbOnObject(operations, spelled, vocabulary) ? spelled : verbOnDocumentWord(operations, named.text);
    if (verb !== undefined) runTogether.set(named.text, verb);
  }
  // Not a name an operation on its own path is named for as the thing its own verb works on
  // (`createReadList`, "Create readlist" on Komga's `/readlists`; `GetUpdateNote` on
  // `/updatenote/{version}`, the last name before the parameters): a noun, whatever verb it starts with.
  for (const pathKey of runTogether.size === 0 ? [] : operationsAt.pathKeys()) {
    const last = splitPathKey(pathKey).findLast((segment) => !segment.isParameter);
    if (last !== undefined && runTogether.has(last.text) && namedAsObjectOfVerb(operationsAt(pathKey), last.text, vocabulary)) runTogether.delete(last.text);
  }
  const withRunTogether = runTogether.size === 0 ? vocabulary : { ...vocabulary, runTogetherVerbs: runTogether };
  const methodsByPath = new Map<string, string[]>();
  const sending = new Set<string>();
  for (const operation of model.operations) {
    methodsByPath.set(operation.pathKey, operation.pathMethods);
    if (operation.requestBody !== undefined) sending.add(operation.pathKey);
  }
  const postOnly = [...methodsByPath].filter(([, methods]) => methods.length > 0 && methods.every((method) => method === 'post')).map(([pathKey]) => pathKey);
  // Calls on an item named as verb-led calls beside them are (`namedLikeVerbSiblings`), under what the names beside them show.
  const siblingVerbs = new Map([...namedLikeVerbSiblings(postOnly, operationsAt, withRunTogether), ...siblingVerbsOf(postOnly, withRunTogether, (pathKey) => !sending.has(pathKey))]);
  return siblingVerbs.size === 0 ? withRunTogether : { ...withRunTogether, siblingVerbs };
}

/**
 * The prefix keys the document writes as one of `keys` is written but for the names of its
 * parameters (`api/devices/{deviceKeys.devEui}/keys` for `api/devices/{devEui}/keys`), each with the
 * key of `keys` it repeats: one template (OpenAPI 3.1 §4.8.8: templated paths with the same hierarchy
 * but different templated names are identical).
 */
function sameTemplateKeys(keys: ReadonlySet<string>, pathKeys: Iterable<string>): Map<string, string> {
  const templateOf = (key: string) => key.replace(/\{[^}]*\}/g, '{}');
  const byTemplate = new Map([...keys].map((key) => [templateOf(key), key]));
  const found = new Map<string, string>();
  for (const pathKey of pathKeys) {
    const key = prefixKeyOf(pathKey);
    const other = key === undefined ? undefined : byTemplate.get(templateOf(key));
    if (key !== undefined && other !== undefined && other !== key && !keys.has(key)) found.set(key, other);
  }
  return found;
}

function collectFieldNames(model: ApiModel): FieldName[] {
  const names: FieldName[] = [];
  // Fields whose names another format fixes are not the API's to choose (model/foreign-formats.ts).
  const foreign: JsonPath[] = [];
  // At a client's redirect endpoint the authorization server names the query and what it posts back (the form_post response mode).
  const redirects = new Set(model.operations.filter((operation) => isOAuthRedirect(queryNamesOf(operation))));
  for (const operation of redirects) if (operation.requestBody !== undefined) foreign.push(operation.requestBody.path);
  // An XML element no JSON body uses names what XML names (`xmlOnlySchemaPaths`).
  const jsonSchemas = () => model.operations
    .flatMap((operation) => [...(operation.requestBody?.bodies ?? []), ...operation.responses.flatMap((response) => response.bodies)])
    .filter((body) => isJsonMediaType(body.mediaType))
    .map((body) => body.schema);
  foreign.push(...xmlOnlySchemaPaths(model.schemas, jsonSchemas));
  const echoed = keysEchoedInValues(model);
  const protocolForms = protocolFormFieldsOf(model);
  for (const schema of model.schemas) {
    const properties = schema.node['properties'];
    if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) continue;
    // A schema that admits only scalars (`type: string`, Plaid's `UnofficialCurrencyCodeList` listing the
    // codes `ADA`, `BTC` as properties): its `properties` apply to no value it allows, and name no field.
    // An array's are judged: its items' fields, written one level too high.
    if (isScalarSchema(schema.node)) continue;
    if (foreign.length > 0 && isWithin(schema.path, foreign)) continue;
    if (isForeignFormatSchema(schema.node)) {
      foreign.push(schema.path);
      continue;
    }
    // Entries of a map written as properties, an example repeating each key in its value, are keys the data gives.
    const entries = echoed.get(properties);
    // A form a protocol's operation is posted as carries its arguments as the protocol spells them, as its query would.
    const protocolNames = protocolForms.get(schema.node);
    const keys = Object.keys(properties).filter((key) => entries?.has(key) !== true && protocolNames?.has(key) !== true);
    // The two tests read the path's last two segments only: those are all that is taken of it.
    const pathEnd = [schemaPathSegmentFromEnd(schema, 2), schemaPathSegmentFromEnd(schema, 1)].filter((segment): segment is string | number => segment !== undefined);
    if (isHeaderMap(pathEnd) || isPropertiesOfProperties(pathEnd)) continue;
    for (const name of keys) if (!isExtensionName(name)) names.push(new PropertyName(name, schema));
  }
  const seenParameters = new Set<object>();
  for (const operation of model.operations) {
    const parameterNames = operation.parameters.map((parameter) => parameter.name);
    const standardNames = new Set([...oauthRequestParameterNames(parameterNames), ...standardParameterNames(operation.pathKey, parameterNames), ...protocolParameterNames(parameterNames)]);
    const redirect = redirects.has(operation);
    for (const parameter of operation.parameters) {
      if ((parameter.in !== 'query' && parameter.in !== 'path') || seenParameters.has(parameter.node)) continue;
      if (redirect && parameter.in === 'query') continue;
      // `access_token` in the query is RFC 6750's way to send a bearer token (§2.3).
      if (standardNames.has(parameter.name) || (parameter.in === 'query' && parameter.name === 'access_token')) continue;
      // An object sent as its properties (`?limit=10&offset=0`) never sends its own name: its fields are judged instead.
      if (sentAsItsProperties(parameter)) continue;
      seenParameters.add(parameter.node);
      names.push({ name: parameter.name, kind: 'parameter', path: [...parameter.path, 'name'] });
    }
  }
  return names;
}

/**
 * The names of a form body, each keyed by its schema, that a protocol's operation fixes, as it
 * fixes them in the query (`protocolParameterNames`): OAI-PMH's `POST /oai` form of `verb`,
 * `metadataPrefix` and `resumptionToken` (OAI-PMH 2.0 §3.1.1.2), SPARQL's form of `query` and
 * `default-graph-uri` (SPARQL 1.1 Protocol §2.1.2).
 */
function protocolFormFieldsOf(model: ApiModel): Map<object, ReadonlySet<string>> {
  const found = new Map<object, ReadonlySet<string>>();
  for (const operation of model.operations) {
    for (const body of operation.requestBody?.bodies ?? []) {
      if (!mediaTypeMatches(body.mediaType, ['application/x-www-form-urlencoded', 'multipart/form-data']) || !isObject(body.schema) || !isObject(body.schema['properties'])) continue;
      const names = protocolParameterNames(Object.keys(body.schema['properties']));
      if (names.size > 0) found.set(body.schema, names);
    }
  }
  return found;
}

/**
 * The prefix keys of last names right after an item's id, on paths no POST runs on and no id
 * follows anywhere, that end another path right after another item's id where the document reads
 * them as one thing (`used-as-one`): FlexMeasures' `GET /accounts/{id}/auditlog`, answering its
 * entries bare, beside `/users/{id}/auditlog` and `/assets/{id}/auditlog` paging them in one
 * object. Each with the other path's key (`one-after-other-items`).
 */
function oneAfterOtherItems(operationsByPath: ReadonlyMap<string, readonly OperationModel[]>, singletons: ReadonlySet<string>, identified: ReadonlySet<string>, evidence: NameEvidence): Map<string, string> {
  const oneByName = new Map<string, string>();
  for (const key of singletons) {
    const [before, name] = key.split('/').slice(-2);
    if (before?.startsWith('{') === true && name !== undefined && evidence.of(key).some((piece) => piece.id === 'used-as-one')) oneByName.set(name, key);
  }
  const found = new Map<string, string>();
  if (oneByName.size === 0) return found;
  // The operations of each prefix key, read once for the other paths' answers.
  const operationsByPrefix = new Map<string, OperationModel[]>();
  for (const [pathKey, operations] of operationsByPath) {
    const key = prefixKeyOf(pathKey);
    if (key !== undefined) operationsByPrefix.set(key, [...(operationsByPrefix.get(key) ?? []), ...operations]);
  }
  for (const [pathKey, operations] of operationsByPath) {
    const key = prefixKeyOf(pathKey);
    const [before, name] = splitPathKey(pathKey).slice(-2);
    const other = name === undefined ? undefined : oneByName.get(name.text);
    if (key === undefined || other === undefined || other === key || before?.isParameter !== true || singletons.has(key) || identified.has(key) || operations.some((operation) => operation.method === 'post')) continue;
    // Where the name's entries come bare here, the other path's one object must not be a record
    // declaring fields none of which holds entries: The Blue Alliance's `/team/{team_key}/simple`
    // answers one team, `{key, team_number, …}`, and `/events/{year}/simple` a list of events.
    if (answersBareArray(operations) && answersRecordWithoutArray(operationsByPrefix.get(other) ?? [])) continue;
    found.set(key, other);
  }
  return found;
}

/** The JSON bodies GET answers among `operations` (`jsonAnswers`). */
function jsonReadBodies(operations: readonly OperationModel[]): MediaBody[] {
  const read = operations.find((operation) => operation.method === 'get');
  return read === undefined ? [] : jsonAnswers(read);
}

/** Whether GET here answers an array, bare. */
function answersBareArray(operations: readonly OperationModel[]): boolean {
  return jsonReadBodies(operations).some((body) => isOfType(body.schema, 'array'));
}

/** Whether GET here answers one record declaring its fields, none of them an array. */
function answersRecordWithoutArray(operations: readonly OperationModel[]): boolean {
  return jsonReadBodies(operations).some((body) => {
    const fields = [...objectView(body.schema, body.schemaPath).properties.values()];
    return fields.length > 0 && !fields.some((field) => isOfType(field.schema, 'array'));
  });
}
