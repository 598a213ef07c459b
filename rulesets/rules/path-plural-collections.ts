import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import { parameterSchemaOf } from '../model/api-model.js';
import type { OperationsAt } from '../model/path-roles.js';
import { createdAndChangedBeside, identifiesEntryOfName, isPlainName, namesMethodAt, keyUpToLevel, listsItemsNamedAsItsSingular, listsItemsReadUnder, listsItsParts, madeOnItemBeforeItsId, namesParameterBefore, pluralListedBeside, qualifiesItemBeforeItsId, qualifiesItemsOfNameBefore, readAsOneOrAction, readsAsList, standardLayoutNames, standsWhereParameterStands, reportBeforeMeasure, takesBoundedNumber, setsValueInPath, readsItselfById } from '../model/path-roles.js';
import type { DocumentNames, PathLevel, PathShape } from '../model/path-shape.js';
import { measuredAlone } from '../model/facts.js';
import { isActionPath, pluralUnderNamedBy, prefixKeyAt } from '../model/path-shape.js';
import type { JsonObject } from '../model/json.js';
import type { NameEvidence } from '../model/evidence.js';
import { pathEntries } from '../model/paths.js';
import { statesStateOfPlural } from '../model/outcomes.js';
import type { Vocabulary } from '../model/words.js';
import { endsInPreposition, endsInQuantifier, headNoun, headsOnNegation, headsOnParticle, identifiesItemOfName, isAcronym, isIdentifierName, isCollectiveNoun, isCollectiveCompound, isCrudVerb, isItemKeyWord, isLookupName, isNamedAfter, isNounVerb, isParticiple, isPeriodParameter, isPluralNoun, isViewWord, leadingVerb, namesPeriod, namesThingWhenIdentified, pluralSegment, splitWords } from '../model/words.js';

/**
 * The levels that name a collection: every level followed by an id, and the last level when it
 * starts the path or follows an id (the collection a list or a create addresses). A static level
 * after another static level is a grouping or a view (`/admin/users`, `/users/active`), left to
 * path-nesting-depth; singletons (configured, or used as one resource: see `usedAsSingleton`) and
 * an action (a POST-only path ending in a singular name, at any depth) are not collections.
 */
function collectionLevels(shape: PathShape, operations: readonly OperationModel[], vocabulary: Vocabulary, listedBeside: ReadonlySet<PathLevel>, createdAndChanged: ReadonlySet<PathLevel>, listedItem: string | undefined): PathLevel[] {
  const methods = operations[0]?.pathMethods ?? [];
  return shape.levels.filter((level, index) => {
    if (level.singleton) return false;
    // The singular of a plural GET lists beside it, its id after it (`email/{message_id_hash}` beside `GET …/emails/`), names that collection, whatever the id is called.
    if (level.id !== undefined && listedBeside.has(level)) return true;
    // So does a name POST creates in whose item PUT, PATCH or DELETE changes by a key of its own (`POST /v1/page` beside
    // `PUT /v1/page/{title}`), unless the key takes listed values; an id of something else (`/acl/{ruleId}`) is judged below.
    if (level.id !== undefined && createdAndChanged.has(level) && !isIdentifierName(level.id.text, vocabulary) && !takesListedValues(level.id.text, operations)) return true;
    // An action and what it acts on (`/classes/enroll/{enrollmentCode}`) name no collection.
    if (level.id !== undefined && level.id === shape.actionArgument) return false;
    const previous = shape.levels[index - 1];
    // An id named after the name before (`/file/download/{file_id}`, `/forms/undelete/{form_id}`)
    // identifies that one: this name says what is done with it or read of it.
    // A parameter that identifies no item of the name (`/atoz/{letter}`, `/compare/{basehead}`,
    // `/auth/login/{provider}`, `/status/{status}`) chooses a variant, a value or an argument.
    if (level.id !== undefined && !identifiesItemOfName(level.id.text, level.name.text, vocabulary)) return false;
    // A parameter whose values the document lists (`/status/{status}`, one of OPEN, RESOLVED) sets
    // or chooses one of them: no item of a collection.
    if (level.id !== undefined && takesListedValues(level.id.text, operations)) return false;
    // Nor does a number bounded above (`/replica_count/{replica_count}`, 1 to 255): a quantity, no id (`bounded-number`);
    // nor one typed as a number, never an integer (`/threshold/{threshold}`, "Power in W"): a measure (`fractional-number`).
    if (level.id !== undefined && takesBoundedNumber(operations, level.id.text, vocabulary) !== undefined) return false;
    // Nor one every operation is named for setting (`POST …/delay/{delay}`, `setLoadpointDisableDelay`): the value set (`sets-value-in-path`).
    if (level.id !== undefined && setsValueInPath(operations, level.id.text, level.name.text, vocabulary) !== undefined) return false;
    if (level.id !== undefined) return previous === undefined || previous.id !== undefined || !isNamedAfter(level.id.text, previous.name.text);
    const isLast = index === shape.levels.length - 1;
    // A name before a last name that is a verb of create, read, update or delete, where the path's
    // GET answers a list (Brick's `GET /institution/list`): what the verb lists, a collection.
    if (!isLast) return index === shape.levels.length - 2 && (previous === undefined || previous.id !== undefined) && listedByVerbAfter(shape.levels[index + 1], operations, level, vocabulary);
    if (previous !== undefined && previous.id === undefined) return false;
    // A POST-only singular name is an action (`/orders/{id}/cancel`, `/uploads/{id}/commit`, `/logout`),
    // and one a POST runs beside a GET answering one value (`/setup`) is an action or one resource.
    if (isActionPath(level.name.text, methods, vocabulary)) return false;
    // A GET listing the very records its item's GET answers (`{value: [DisasterRecoveryConfiguration]}`
    // beside `…/{disasterRecoveryConfigurationName}`), an id of its items, lists this collection, whatever else its answer holds.
    if (listedItem !== undefined && identifiesItemOfName(listedItem, level.name.text, vocabulary)) return true;
    if (readAsOneOrAction(operations, level.name.text, vocabulary)) return false;
    // A name no id follows is a collection only where its GET answers a list (`GET /users/{id}/audit`
    // answering an array): a POST or PATCH alone (`/videos/{id}/thumbnail`) may make or change one thing.
    return level.identified || readsAsList(operations, level.name.text, vocabulary);
  });
}

/** Whether `next`, the last name of a path, is a verb of create, read, update or delete, no id after it, and the path's GET answers a list of `level`'s items. */
function listedByVerbAfter(next: PathLevel | undefined, operations: readonly OperationModel[], level: PathLevel, vocabulary: Vocabulary): boolean {
  return next !== undefined && next.id === undefined && isCrudVerb(next.name.text.toLowerCase(), vocabulary) && readsAsList(operations, level.name.text, vocabulary);
}

/** Whether the path parameter `{name}` has an `enum` in some operation (in its schema, or on a 2.0 parameter). */
function takesListedValues(segment: string, operations: readonly OperationModel[]): boolean {
  const name = segment.slice(1, -1);
  return operations.some((operation) => operation.parameters.some((parameter) => {
    if (parameter.in !== 'path' || parameter.name !== name) return false;
    const schema = parameterSchemaOf(parameter);
    return Array.isArray(schema['enum']) && schema['enum'].length > 0;
  }));
}

/**
 * A name followed by a period (`/instances/{id}/transfer/{year}/{month}`): the name read for that
 * period, not an item of a collection; or a period itself, no id after it (`/spots/day`).
 */
function choosesPeriod(level: PathLevel, vocabulary: Vocabulary): boolean {
  if (level.id !== undefined) return isPeriodParameter(level.id.text, vocabulary);
  return !level.identified && namesPeriod(level.name.text, vocabulary);
}

/**
 * A collective name that is not a collection of its kind: no id follows it here (`/users/{id}/feed`,
 * `/api/readinglist`, `/users/{id}/inbox` beside `…/inbox/{messageId}`), or the parameter after it
 * keys an entry rather than naming one of it (`/cache/{key}`; `/config/{config_setting_name}`
 * answering `ConfigSetting`, `identifiesEntry`; `/queue/{queueId}` names queues, and is reported there).
 */
function namesOneCollective(level: PathLevel, vocabulary: Vocabulary, identifiesEntry: boolean): boolean {
  if (!isCollectiveNoun(headNoun(level.name.text, vocabulary) ?? '', vocabulary) && !isCollectiveCompound(level.name.text, vocabulary)) return false;
  if (level.id === undefined) return true;
  const namesItsKind = isItemKeyWord(level.id.text.replace(/^\{|\}$/g, '').toLowerCase(), vocabulary) || (isNamedAfter(level.id.text, level.name.text) && !identifiesEntry);
  return !namesItsKind;
}

/**
 * A name whose number can be judged: its head noun (the last word, or the word before `of`) is
 * a word of three letters or more (`ip`, `md5`, `s3` are codes), is not a past participle
 * (`archived`, `owned`) nor a view or format (`active`, `json`), the name is not led by a negation
 * (`no-bill`), and it does not start with a verb (path-nouns reports those) other than one that is
 * a noun as often, in a name the document identifies by id.
 */
function isJudgedName(level: PathLevel, vocabulary: Vocabulary): boolean {
  const name = level.name.text;
  const last = headNoun(name, vocabulary) ?? '';
  if (!isPlainName(name) || !/^[a-z]{3,}$/.test(last)) return false;
  if (isViewWord(last, vocabulary) || isParticiple(last, vocabulary) || isAcronym(last) || vocabulary.acronyms?.has(last) === true || isLookupName(name, vocabulary) || endsInPreposition(name, vocabulary) || headsOnParticle(name, vocabulary) || headsOnNegation(name, vocabulary) || endsInQuantifier(name, vocabulary)) return false;
  // A query no id follows is run on what comes before it (`GET /data/insights/{id}/query`); one
  // the document identifies is a collection of saved queries (`/query/{pk}`).
  if (last === 'query' && !level.identified) return false;
  // A name ending in the key it is addressed by (`products-uuid/{uuid}` beside `/products/{code}`)
  // names that key, not a collection of its own.
  if (splitWords(name).length > 1 && isItemKeyWord(last, vocabulary)) return false;
  // The state of the things a plural names (`servers-status`), no id after it, is one report of them, no collection.
  if (level.id === undefined && !level.identified && statesStateOfPlural(name, vocabulary)) return false;
  // A create, read, update or delete inside the name makes it a verb phrase (`stripe_create_setup_intent`).
  if (splitWords(name).slice(1, -1).some((word) => isCrudVerb(word, vocabulary))) return false;
  // A noun as often as a verb that the document identifies names a thing (`/export/{token}`).
  return leadingVerb(name, vocabulary) === undefined || (level.identified && namesThingWhenIdentified(name, vocabulary, level.id?.text));
}

/**
 * A gerund naming an activity whose records the id names with more words
 * (`/auditLogs/provisioning/{provisioningObjectSummary-id}`): the items are the records, and the
 * activity a mass noun with no plural an API would use ("provisionings").
 */
function namesActivityOfRecords(level: PathLevel, vocabulary: Vocabulary): boolean {
  const name = level.name.text.toLowerCase();
  if (level.id === undefined || !/^[a-z]{3,}ing$/.test(name)) return false;
  const idWords = splitWords(level.id.text.replace(/[{}]/g, '')).filter((word) => !isItemKeyWord(word, vocabulary));
  return idWords.length > 1 && idWords[0] === name;
}

/**
 * A present participle of a verb, no id after it anywhere (`/content/{id}/referencing`, the
 * contents that refer to it; `/indexing`, `/selling`): an activity or a view of what does it, a
 * mass noun with no plural an API would use ("referencings"). One the document identifies
 * (`/boxes/incoming/{id}`) names its items.
 */
function namesActivity(level: PathLevel, vocabulary: Vocabulary): boolean {
  const name = level.name.text.toLowerCase();
  if (level.id !== undefined || level.identified || !/^[a-z]{3,}ing$/.test(name)) return false;
  const stem = name.slice(0, -3);
  const candidates = [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem];
  return candidates.some((verb) => leadingVerb(verb, vocabulary) === verb || isNounVerb(verb, vocabulary));
}

/**
 * A name qualifying an item before its id (see `qualifiesItemBeforeItsId`) is no collection,
 * unless the id after it is named after it and the document has the collection the plural names
 * (`/directions/route/{route_id}` beside `/routes/{route_id}`: directions found by a route, which
 * it names in the singular). Where no such collection exists (`/blocks/slot/{slot_number}`
 * answering a block, and no `/slots`), the name is only the key the item is found by.
 */
function qualifiesItem(pathKey: string, level: PathLevel, shape: PathShape, operationsAt: OperationsAt, vocabulary: Vocabulary, pathKeys: ReadonlySet<string>, root: JsonObject): boolean {
  const evidence = qualifiesItemBeforeItsId(pathKey, shape.levels.indexOf(level), shape, operationsAt, vocabulary, root);
  if (evidence === undefined) return false;
  if (evidence.id !== 'answers-as-item' || level.id === undefined) return true;
  const underOtherKey = evidence.source !== `${keyUpToLevel(pathKey, level.name.position - 1)}/${level.id.text} GET`;
  return !(underOtherKey && isNamedAfter(level.id.text, level.name.text) && pluralNamesCollection(level.name.text, pathKeys, vocabulary));
}

/** Whether a path key of the document has a segment that is the plural of `name` (`/routes/{route_id}` for `route`). */
function pluralNamesCollection(name: string, pathKeys: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const plural = pluralSegment(name, vocabulary).toLowerCase();
  return [...pathKeys].some((pathKey) => pathKey.toLowerCase().split('/').includes(plural));
}

/**
 * The last name of a path no id follows, whose GET lists items the document names after it and
 * one of its parts (`/projects/{id}/timesheet.json` answering `TimesheetEntry` items): one whole.
 */
function wholeOfListedParts(level: PathLevel, shape: PathShape, operations: readonly OperationModel[], root: JsonObject, vocabulary: Vocabulary): boolean {
  const read = operations.find((operation) => operation.method === 'get');
  return level === shape.levels.at(-1) && level.id === undefined && read !== undefined && listsItsParts(read, level.name.text, root, vocabulary);
}

function singularNames(shape: PathShape, operations: readonly OperationModel[], vocabulary: Vocabulary, pathKeys: ReadonlySet<string>, operationsAt: OperationsAt, root: JsonObject, names: DocumentNames, evidence: NameEvidence): string[] {
  const pathKey = operations[0]?.pathKey ?? '';
  // The levels whose plural GET lists beside them, what follows reading one of their items (see `pluralListedBeside`).
  const listedBeside = new Set(shape.levels.filter((level) => pluralListedBeside(pathKey, level, operationsAt, vocabulary) !== undefined));
  // The levels POST creates in and PUT, PATCH or DELETE changes an item of (see `createdAndChangedBeside`).
  const createdAndChanged = new Set(shape.levels.filter((level) => createdAndChangedBeside(pathKey, level, operationsAt) !== undefined));
  // The id of the items its GET lists, as the GET of that id answers them (see `listsItemsReadUnder`), unless it takes listed values.
  const listedItem = listsItemsReadUnder(pathKey, operationsAt);
  const listedId = listedItem !== undefined && !takesListedValues(listedItem, operationsAt(`${pathKey}/${listedItem}`)) ? listedItem : undefined;
  return collectionLevels(shape, operations, vocabulary, listedBeside, createdAndChanged, listedId)
    // A noun as often as a verb where the document puts verbs is the verb (path-nouns judges it).
    .filter((level) => names.amongVerbs?.has(prefixKeyAt(pathKey, level.name.position)) !== true)
    // So is the name ending a path that its operations name as the verb run on the item before it
    // (`Train_TrainVersion` on `POST …/versions/{versionId}/train`; `operations-name-action`, `post-names-action`).
    .filter((level) => level !== shape.levels.at(-1) || level.id !== undefined || names.namedActions?.has(pathKey) !== true)
    // So is the name ending a path the shape reads as an action (a call among calls, `/api/sso-logout` beside `/api/get-users`; `among-calls`).
    .filter((level) => level !== shape.levels.at(-1) || level.id !== undefined || shape.kind !== 'action')
    .filter((level) => !qualifiesItem(pathKey, level, shape, operationsAt, vocabulary, pathKeys, root))
    // A part of the item whose id ends the path, made there by POST (`POST /client/secret/{id}` beside `/client/{id}`).
    .filter((level) => madeOnItemBeforeItsId(pathKey, shape.levels.indexOf(level), shape, operationsAt) === undefined)
    // What the parameter before it identifies (`/invoices/{groupId}/group`): a label of that parameter.
    .filter((level) => namesParameterBefore(shape, shape.levels.indexOf(level)) === undefined)
    // One of the kinds or items another path names with a parameter in its place (`/follows/author/{id}` beside
    // `/follows/{type}/follows`, `/dataentities/Address/documents` beside `/dataentities/{dataEntityName}/documents`).
    .filter((level) => standsWhereParameterStands(pathKey, shape, shape.levels.indexOf(level), operationsAt, vocabulary, false) === undefined)
    // Which of the items of the name before it: a kind of them (`/timeseries/binary/{name}` writing `BinaryTimeSeries`),
    // named so by the ids after it (`/expenses/card/{expense_id}`), or reading what a kind beside it reads (`/listings/sale`).
    .filter((level) => qualifiesItemsOfNameBefore(pathKey, shape, shape.levels.indexOf(level), operationsAt, root, vocabulary) === undefined)
    // One thing whose parameter after it is named after a plural whose own path stands right under it (`/cluster/{node_id}` beside
    // `/cluster/nodes`): that parameter identifies one of those, no item of this name (`id-of-name-under`).
    .filter((level) => level.id === undefined || pluralUnderNamedBy(level.id.text, level.name.text, names.namesWithPathAfter?.get(prefixKeyAt(pathKey, level.name.position)) ?? new Set()) === undefined)
    // One whose parameter here, ending a path only POST runs, follows its plural elsewhere, its own path changed whole
    // (`id-of-plural-elsewhere`: evcc's `POST /loadpoints/{id}/vehicle/{name}` beside `/vehicles/{name}`): one thing set to one of those.
    .filter((level) => !evidence.of(prefixKeyAt(pathKey, level.name.position)).some((piece) => piece.id === 'id-of-plural-elsewhere' && piece.source === pathKey))
    // A name whose GET answers the one record its item's GET answers, nothing made there (`/settings/importlist` beside
    // `…/importlist/{id}`, the one settings section; `reads-itself-by-id`): one thing, whatever id follows it, here or elsewhere.
    .filter((level) => !level.identified || readsItselfById(keyUpToLevel(pathKey, level.name.position), operationsAt) === undefined)
    // A measure its own path answers as one number, the parameter ending the path what it is taken of (`GET /txs/count/{id}`
    // beside `GET /txs/count`; `answers-one-number`): one figure, no collection.
    .filter((level) => level.id === undefined || level.id !== shape.segments.at(-1) || measuredAlone(evidence, prefixKeyAt(pathKey, level.name.position)) === undefined)
    // A measure ending the path right after a report's name (`report-nouns`, read as a namespace: METAX's `GET
    // /rpc/v2/statistics/all_datasets_cumulative`), only retrieved: one of the report's figures, no collection.
    .filter((level) => reportBeforeMeasure(pathKey, level, shape, operations.map((operation) => operation.method), vocabulary) === undefined)
    // The name of an HTTP method (`/candidates/meta/patch/{id}`, the metadata of a PATCH) names a method, no collection.
    .filter((level) => !namesMethodAt(pathKey, level.name.position, operationsAt))
    .filter((level) => isJudgedName(level, vocabulary) && !isPluralNoun(level.name.text, vocabulary))
    // The plural of the schema the document names its items by (`monatsbelege` listing `Monatsbeleg`), in its own language.
    .filter((level) => !listedAsItsSingular(pathKey, level, operationsAt, root))
    .filter((level) => !namesOneCollective(level, vocabulary, identifiesEntryOfName(pathKey, level, operationsAt, root, vocabulary)) && !choosesPeriod(level, vocabulary) && !namesActivityOfRecords(level, vocabulary) && !namesActivity(level, vocabulary))
    .filter((level) => !wholeOfListedParts(level, shape, operations, root, vocabulary))
    // A name of a standard's path layout the document serves (RDAP's `domain/{name}`) is the standard's.
    .filter((level) => !standardLayoutNames(operationsAt, vocabulary).has(level.name.text.toLowerCase()))
    // A name whose plural is another path names another resource (`/settings/keypair` beside `/settings/keypairs`), unless that
    // plural lists what the id here reads one of (`GET /api/lists/` beside `/api/list/{mlist_fqdn}/`): the same collection, named in the singular.
    .filter((level) => listedBeside.has(level) || !pluralIsAnotherPath(pathKey, level, pathKeys, vocabulary))
    .map((level) => level.name.text);
}

/**
 * Whether the GET of the path the level's name ends lists records of the schema named as that name
 * less a plural ending (`listsItemsNamedAsItsSingular`). That path may be written with a trailing
 * slash (Open Producten's `/bestanden/` under `/bestanden/{id}/`, as Django REST framework routes them).
 */
function listedAsItsSingular(pathKey: string, level: PathLevel, operationsAt: OperationsAt, root: JsonObject): boolean {
  const ownKey = keyUpToLevel(pathKey, level.name.position);
  const read = [...operationsAt(ownKey), ...operationsAt(`${ownKey}/`)].find((operation) => operation.method === 'get');
  return read !== undefined && listsItemsNamedAsItsSingular(read, level.name.text, root);
}

/**
 * Whether the plural the rule would suggest already names another path of the document
 * (`/rooms/{id}/keypair` beside `/rooms/{id}/keypairs`): the singular then names another resource.
 */
function pluralIsAnotherPath(pathKey: string, level: PathLevel, pathKeys: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const parts = pathKey.split('/');
  const index = level.name.position + 1;
  const plural = pluralSegment(level.name.text, vocabulary);
  const prefix = [...parts.slice(0, index), plural].join('/');
  return [...pathKeys].some((other) => other === prefix || other.startsWith(`${prefix}/`) || other.startsWith(`${prefix}.`));
}

/** The singular names and their plurals, quoted, for the message. */
function described(names: readonly string[], vocabulary: Vocabulary): { names: string; plurals: string } {
  const quoted = (list: readonly string[]) => list.map((name) => `"${name}"`).join(', ');
  return { names: quoted(names), plurals: quoted(names.map((name) => pluralSegment(name, vocabulary))) };
}

/** Its messages by id. */
const messages = {
  singular: 'path "{{path}}": collection {{names}} is singular; use the plural {{plurals}}',
  singulars: 'path "{{path}}": collections {{names}} are singular; use the plurals {{plurals}}',
} as const;

export default defineRule({
  id: 'path-plural-collections',
  messages,
  options: {
    singletons: 'singular resources that are not collections (`/cart`); added to the defaults',
    extraUncountables: 'nouns with no plural (`stock`)',
    basePath: 'a prefix stripped before segments are judged',
    vocabulary: '`singletons` and `uncountables` add to the options above; `collective-nouns` (`log`, `feed`), `periods.name`, `periods.parameter`, `identifier-words.item-key` and `irregular-participles` name what is no collection; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const pathKeys = new Set(facts.model.operations.map((operation) => operation.pathKey));
    const { operationsAt } = facts;
    for (const entry of pathEntries(facts)) {
      const names = singularNames(entry.shape, entry.operations, facts.vocabulary, pathKeys, operationsAt, facts.model.root, facts.names, facts.nameEvidence);
      if (names.length === 0) continue;
      // Each singular segment spelt as its plural: a new path, which every client must call instead.
      const renamed = entry.pathKey.split('/').map((part) => (names.includes(part) ? pluralSegment(part, facts.vocabulary) : part)).join('/');
      const suggestions = renamed === entry.pathKey || pathKeys.has(renamed) ? [] : [{ description: `rename path "${entry.pathKey}" to "${renamed}"`, edits: [{ op: 'rename' as const, path: entry.path, to: renamed }] }];
      results.push({ path: entry.path, messageId: names.length === 1 ? 'singular' : 'singulars', data: { path: entry.pathKey, ...described(names, facts.vocabulary) }, ...(suggestions.length === 0 ? {} : { suggestions }) });
    }
    return results;
  },
});
