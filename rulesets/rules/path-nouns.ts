import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import type { PathSegment } from '../model/path-shape.js';
import { isActionPath, nameBeforeMethod, prefixKeyAt, spelledName, splitPathKey } from '../model/path-shape.js';
import type { PathEntry } from '../model/paths.js';
import { pathEntries } from '../model/paths.js';
import type { OperationsAt } from '../model/path-roles.js';
import { WHOLE_WRITES, keyUpToLevel, answersFieldNamedAs, nameBeforeItemAlias, identifiedInQuery, isObjectOfLastVerb, successBodies, listedByNameBefore, verbPrefixBefore, answersSchemaNamed, listsEntriesOfName, listsRecordsNamed, operationsNameKindOf, readsStateAt, pluralListedBeside, recordsNamedElsewhere, someSummaryLeadsWith, valueOfIdElsewhere, kindChosenElsewhere } from '../model/path-roles.js';
import type { Vocabulary } from '../model/words.js';
import { identifiesItemOfName, isCrudVerb, isIdParameterWord, isCountablePluralNoun, isNounVerb, isParticipleWord, isPluralNoun, leadingVerb, namesItemOf, namesThingWhenIdentified, pluralOf, singularOf, splitWords, verbOfPostAction } from '../model/words.js';
import { isSuccessStatus } from '../model/status.js';
import { isUnderStandard } from '../model/versioning.js';

/**
 * The action sub-resource of §4: the last segment, right after an id (or an item named where its id
 * stands: `Microsoft.SoftwarePlan` of `/providers/Microsoft.SoftwarePlan/register`) or a singleton (one
 * resource named without an id: `/grocerylist/sync`), on a path that only takes POST (`/orders/{id}/cancel`).
 * At any depth: an action under a sub-item is still an action, and path-nesting-depth reports the depth.
 */
function actionSegmentOf(entry: PathEntry, vocabulary: Vocabulary): PathSegment | undefined {
  const [last, beforeLast] = [entry.shape.segments.at(-1), entry.shape.segments.at(-2)];
  if (last === undefined || last.isParameter) return undefined;
  const [owner, own] = [entry.shape.levels.at(-2), entry.shape.levels.at(-1)];
  const underSingleton = own?.name === last && owner?.id === undefined && owner?.singleton === true;
  // A custom method written after the item's id in one segment (`/edits/{editId}:commit`) runs on that item;
  // so does an action after an item named where its id stands (`/providers/Microsoft.SoftwarePlan/register`).
  const afterId = beforeLast?.isParameter === true || (beforeLast !== undefined && owner?.id === beforeLast) || ID_BEFORE_METHOD.test(last.text);
  if (!afterId && !underSingleton) return undefined;
  const methods = entry.operations[0]?.pathMethods ?? [];
  return isActionPath(spelledName(last.text), methods, vocabulary, own?.name === last && !own.identified) ? last : undefined;
}

/** Whether every operation declares a success and answers no body in any. */
function answersNothing(operations: readonly OperationModel[]): boolean {
  return operations.every((operation) => operation.responses.some((response) => isSuccessStatus(response.status)) && successBodies(operation).length === 0);
}

/** A parameter and then a custom method after a colon, in one segment (`{editId}:commit`, Google's AIP-136). */
const ID_BEFORE_METHOD = /^\{[^}]+\}:[A-Za-z]/;

/**
 * The things the document names its ids after, as their words (`update policy` of
 * `{updatePolicy-id}`): a compound of two words or more naming one is that thing, not a verb phrase.
 */
function thingsNamedByIds(pathKeys: readonly string[], vocabulary: Vocabulary): Set<string> {
  const things = new Set<string>();
  for (const pathKey of pathKeys) {
    for (const segment of splitPathKey(pathKey)) {
      if (!segment.isParameter) continue;
      const words = splitWords(segment.text.replace(/[{}]/g, ''));
      if (words.length > 2 && isIdParameterWord(words.at(-1) ?? '', vocabulary)) things.add(words.slice(0, -1).join(' '));
    }
  }
  return things;
}

/** The static names a parameter identifying their items follows in some path key. */
function namesBeforeIdentifiers(pathKeys: readonly string[], vocabulary: Vocabulary): Set<string> {
  const names = new Set<string>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      if (next?.isParameter === true && !segment.isParameter && identifiesItemOfName(next.text, segment.text, vocabulary)) names.add(segment.text);
    });
  }
  return names;
}

/**
 * The path keys up to a name whose items an id identifies one qualifier later (`…/export` of
 * `…/export/visual/{exportId}`: the visual exports of the workspace, read by their id): the name
 * is the collection of those items, in every path it leads.
 */
function namesIdentifiedAfterQualifier(pathKeys: readonly string[], vocabulary: Vocabulary): Set<string> {
  const keys = new Set<string>();
  for (const pathKey of pathKeys) {
    const segments = splitPathKey(pathKey);
    segments.forEach((segment, index) => {
      const [qualifier, id] = [segments[index + 1], segments[index + 2]];
      if (!segment.isParameter && qualifier?.isParameter === false && id?.isParameter === true && namesItemOf(id.text, segment.text, vocabulary)) keys.add(prefixKeyAt(pathKey, segment.position));
    });
  }
  return keys;
}

/** Whether an item path right under `nameKey` is read by GET and changed by two of PUT, PATCH and DELETE. */
function itemsReadAndChanged(nameKey: string, operationsAt: OperationsAt): boolean {
  return operationsAt.itemKeysUnder(nameKey).some((itemKey) => {
    const methods = new Set(operationsAt(itemKey).map((operation) => operation.method));
    return methods.has('get') && [...WHOLE_WRITES].filter((method) => methods.has(method)).length >= 2;
  });
}

/**
 * A name of two words or more on a path read by GET and changed by PATCH or removed by DELETE,
 * with no POST to run the verb (`enforce_admins` with POST and DELETE turns a setting on and off).
 */
function namesReadAndWrittenThing(name: string, methods: readonly string[]): boolean {
  return splitWords(name).length > 1 && methods.includes('get') && !methods.includes('post') && (methods.includes('patch') || methods.includes('delete'));
}

/**
 * Whether a name of three words or more, led by a noun that is a verb as often, begins with the
 * words of a shorter name in `identifiedPhrases` (names an id follows somewhere, words joined by
 * spaces): `ChangeRequestChangeEvent` extends `change request`.
 */
function extendsIdentifiedName(name: string, identifiedPhrases: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const words = splitWords(name);
  if (words.length < 3 || !isNounVerb(words[0] ?? '', vocabulary)) return false;
  return words.slice(2).some((_word, index) => identifiedPhrases.has(words.slice(0, index + 2).join(' ')));
}

/**
 * Whether a name of two words is led by a noun whose plural the document identifies items of and
 * ends in a noun that is no verb, where no operation's summary leads with that first word
 * (Stream's `POST /import_urls` beside `/imports/{id}`, "Create import URL"; X's
 * `/2/users/{id}/list_memberships` beside `/2/lists/{id}`; `identifiedWords`, those names in lower
 * case): a thing of that noun, whatever verb its
 * first word spells too. Summarised by it ("Updates an Amazon EKS cluster configuration" on
 * `/update-config`), it is the verb.
 */
function namesThingOfIdentifiedNoun(name: string, operations: readonly OperationModel[], identifiedWords: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const [first, second, ...rest] = splitWords(name).map((word) => word.toLowerCase());
  if (first === undefined || second === undefined || rest.length > 0) return false;
  if (leadingVerb(second, vocabulary) !== undefined || isNounVerb(second, vocabulary) || someSummaryLeadsWith(operations, first)) return false;
  const plural = pluralOf(first);
  return plural !== first && identifiedWords.has(plural);
}

/** Whether `segment` is a past participle right after a plural collection's name with no id between (`/notifications/read`). */
function statesItemsBefore(entry: PathEntry, segment: PathSegment, vocabulary: Vocabulary): boolean {
  const index = entry.shape.levels.findIndex((level) => level.name === segment);
  const before = entry.shape.levels[index - 1];
  return index > 0 && before !== undefined && before.id === undefined && before.name.position === segment.position - 1 && isPluralNoun(before.name.text, vocabulary) && isParticipleWord(segment.text, vocabulary);
}

/** Its messages by id. */
const messages = {
  verb: 'path "{{path}}" has the verb "{{verb}}" in segment "{{segment}}"; name the resource with a noun and let the HTTP method say what is done',
  crudAction: 'path "{{path}}" has the verb "{{verb}}" in segment "{{segment}}"; "{{verb}}" is a create, read, update or delete: use the method on the resource instead of an action',
} as const;

export default defineRule({
  id: 'path-nouns',
  messages,
  options: {
    extraVerbs: 'more words that count as verbs',
    basePath: 'a prefix stripped before segments are judged',
    singletons: 'singular resources; they are nouns and pass',
    vocabulary: '`verbs` and `singletons` add to the options above; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    // Names an item id follows in some path key (`deploy_keys` of `/projects/{id}/deploy_keys/{key_id}`).
    const pathKeys = facts.model.operations.map((operation) => operation.pathKey);
    const identifiedAnywhere = namesBeforeIdentifiers(pathKeys, facts.vocabulary);
    // Things the ids are named after (`{updatePolicy-id}`): `/updatePolicy` names one of them.
    const thingsWithIds = thingsNamedByIds(pathKeys, facts.vocabulary);
    const identifiedPhrases = new Set([...identifiedAnywhere].map((name) => splitWords(name).join(' ')).filter((phrase) => phrase.includes(' ')));
    const identifiedWords = new Set([...identifiedAnywhere].map((name) => name.toLowerCase()));
    const identifiedAfterQualifier = namesIdentifiedAfterQualifier(pathKeys, facts.vocabulary);
    for (const entry of pathEntries(facts)) {
      // A standard's own names under its name and version (`/rosetta/v1/network/list`) are the standard's, not the API's.
      if (isUnderStandard(entry.pathKey, entry.shape.versionSegments, facts.vocabulary)) continue;
      const actionSegment = actionSegmentOf(entry, facts.vocabulary);
      const methods = entry.operations[0]?.pathMethods ?? [];
      const last = entry.shape.segments.at(-1);
      // The static segment reported as a verb right before the one judged (`gybe` of `/{id}/gybe/starboard`).
      let verbBefore: PathSegment | undefined;
      for (const segment of entry.shape.segments) {
        if (segment.isParameter) continue;
        // A name right after a create, read, update or delete verb standing alone that the document
        // shares as a prefix (`get`, `edit` of mailcow's `/api/v1/get/quarantine/all`) is what that verb works on (`verbPrefixBefore`).
        if (verbPrefixBefore(entry.pathKey, segment.position, facts.names.prefixes, facts.vocabulary) !== undefined) continue;
        // A verb APIs use as a noun (`verbs-naming-things`) right before a last name that is one verb
        // (`archive` of Focalboard's `GET /boards/{boardID}/archive/export`) is what that verb works on.
        if (last !== undefined && last.position === segment.position + 1 && isObjectOfLastVerb(segment.text, last.text, facts.vocabulary)) continue;
        // One word ending a POST-only path right after a one-word verb is what the verb takes (`starboard`), reported with the verb.
        const afterVerb = segment === last && verbBefore !== undefined && verbBefore.position === segment.position - 1 && splitWords(verbBefore.text).length === 1 && methods.every((method) => method === 'post') && splitWords(segment.text).length === 1;
        if (afterVerb) continue;
        // The API's own name, as its title gives it, over the names that follow (`/data/assess/…` of the "Assess API").
        if (facts.names.apiNamed?.has(prefixKeyAt(entry.pathKey, segment.position)) === true) continue;
        // A name an operation here works on by another verb (`installUpdate` on `POST /update`) is the thing worked on.
        if (segment === last && facts.names.namedObjects?.has(entry.pathKey) === true) continue;
        // So is a compound an operation here answers as a field, spelt alike (`embed-url` answered as `EmbedUrl`).
        if (answersFieldNamedAs(entry.operations, segment.text) !== undefined) continue;
        // A noun that is a verb as well (`convert`) names the action where a POST-only path ends in it.
        // So does one standing where the document puts verbs (`/addons/test/{id}` beside `/addons/refresh/{id}`).
        const amongVerbs = facts.names.amongVerbs?.has(prefixKeyAt(entry.pathKey, segment.position)) === true;
        // And one the operationIds call their method, run on a resource another path names (`download` of `displayvideo.media.download`).
        const methodNamed = amongVerbs && facts.nameEvidence.of(prefixKeyAt(entry.pathKey, segment.position)).some((piece) => piece.id === 'operation-id-names-method');
        // And one ending the path after an item's id that every operation is named for, run on that item (`selectMessage` on `PUT /messages/{id}/select`).
        const namedAction = segment === last && facts.names.namedActions?.has(entry.pathKey) === true;
        // And a name whose summaries lead with its first word, run on a thing (`POST …/lock-asset`, "Lock an asset").
        const summaryVerb = segment === last ? facts.names.summaryVerbs?.get(entry.pathKey) : undefined;
        // A name with a custom method after its colon (`printServers:batchCreatePrintServers`, AIP-136) is judged as the
        // name alone, as a path goes on past it: the POST runs the method, and the name is what it runs on.
        const runsMethod = nameBeforeMethod(segment.text) !== segment.text;
        const spelled = spelledName(nameBeforeMethod(segment.text));
        // A method called by name after its namespace and a dot (`/chat.postMessage`) is judged as that name.
        const name = segment === last ? facts.names.dottedMethods?.get(entry.pathKey) ?? spelled : spelled;
        const verb = (segment === last && !runsMethod ? verbOfPostAction(name, methods, facts.vocabulary) : leadingVerb(spelled, facts.vocabulary))
          ?? ((amongVerbs || namedAction) && isNounVerb(segment.text, facts.vocabulary) ? segment.text.toLowerCase() : undefined) ?? summaryVerb
          ?? (methodNamed ? segment.text.toLowerCase() : undefined);
        if (verb === undefined) continue;
        // `read` after an id marks a state (`POST /events/{id}/read`, as `/seen`), not the CRUD read.
        if (segment === actionSegment && (!isCrudVerb(verb, facts.vocabulary) || segment.text.toLowerCase() === 'read')) continue;
        // A reading verb run by a POST that answers nothing back (`POST /feeds/{feedId}/fetch` answering 204:
        // the fetch enqueued) reads nothing a GET could: the action of pulling from elsewhere, not the CRUD read.
        if (segment === actionSegment && facts.vocabulary.words('reading-verbs').has(verb) && answersNothing(entry.operations)) continue;
        // A past participle ending the path right after a plural collection's name states its items
        // (`POST /notifications/read`, all marked read), as the reading's view does (`past-participle`).
        if (segment === last && statesItemsBefore(entry, segment, facts.vocabulary)) continue;
        // A noun as often as a verb, identified by id, names a thing (`GET /export/{token}`), here or
        // before the action a path runs on its item (`POST /archive/revive/{featureName}` beside `/archive/{featureName}`).
        const level = entry.shape.levels.find((candidate) => candidate.name === segment);
        if (level?.identified === true && (entry.shape.kind !== 'action' || level.id === undefined) && !amongVerbs && namesThingWhenIdentified(segment.text, facts.vocabulary, level.id?.text)) continue;
        // So is one before a word standing for one of its items, ending a path GET reads (Amoro's `GET /login/current`,
        // the current login, as `/users/me`; `item-aliases`): the alias stands where its id would.
        if (!amongVerbs && nameBeforeItemAlias(entry.pathKey, entry.operations, facts.vocabulary)?.position === segment.position) continue;
        // So is any word whose items, right after it, GET reads and two of PUT, PATCH and DELETE change (CasaOS'
        // `/compose` beside `GET, PUT, PATCH, DELETE /compose/{id}`, its compose apps): a verb has no items to replace or remove.
        if (level?.identified === true && !amongVerbs && itemsReadAndChanged(keyUpToLevel(entry.pathKey, segment.position), facts.operationsAt)) continue;
        // So is one ending a path only GET runs, which picks one of its items by a query parameter named
        // for their id (MOTIS' `GET /api/v6/stop?stopId=…`; `identified-in-query`).
        if (segment === last && !amongVerbs && namesThingWhenIdentified(segment.text, facts.vocabulary) && identifiedInQuery(entry.operations, segment.text, facts.vocabulary) !== undefined) continue;
        // So is one whose items an id names one qualifier later (`/export/visual/{exportId}`), in every path it leads.
        if (!amongVerbs && identifiedAfterQualifier.has(prefixKeyAt(entry.pathKey, segment.position)) && namesThingWhenIdentified(segment.text, facts.vocabulary)) continue;
        // One word that is a noun as often, followed here by its item's id that GET reads, names a
        // record of it (`GET /2013-04-01/change/{Id}`, the status of a change batch); an argument
        // after it (`/find/{subject_category}`) leaves it a verb.
        if (!amongVerbs && level?.id !== undefined && level.id === last && methods.includes('get') && splitWords(segment.text).length === 1 && isNounVerb(segment.text, facts.vocabulary) && identifiesItemOfName(level.id.text, segment.text, facts.vocabulary)) continue;
        // A name whose plural the document lists beside it, followed by what reads one of its items (`/api/list/{mlist_fqdn}/`
        // beside `GET /api/lists/`, `GET /import/by-repo` beside `GET /imports`), is that noun.
        if (level !== undefined && pluralListedBeside(entry.pathKey, level, facts.operationsAt, facts.vocabulary) !== undefined) continue;
        // A compound with a countable plural head whose items the document identifies, here or in
        // another path, names a collection (`/ListItems/{id}`, `/deploy_keys` beside
        // `/projects/{id}/deploy_keys/{key_id}`): its first word modifies the noun.
        // An argument after a verb phrase (`/GetRewardsForUser/{membershipId}`) identifies nothing of it.
        const itemsIdentified = (level?.identified === true && (level.id === undefined || identifiesItemOfName(level.id.text, segment.text, facts.vocabulary)))
          || (level?.id === undefined && identifiedAnywhere.has(segment.text));
        if (itemsIdentified && splitWords(segment.text).length > 1 && isCountablePluralNoun(segment.text, facts.vocabulary)) continue;
        // A compound led by the words of a name the document identifies items of, a noun as often as a
        // verb first (`ChangeRequestHistory` beside `/ChangeRequest/{id}`, `ListViewEvent` beside
        // `/ListView/{id}`), names something of that thing: its first word modifies, no verb.
        if (extendsIdentifiedName(segment.text, identifiedPhrases, facts.vocabulary)) continue;
        // A compound of two words led by a noun whose items the document identifies, ended by a noun no verb (`import_urls` beside `/imports/{id}`).
        if (segment === last && namesThingOfIdentifiedNoun(segment.text, entry.operations, identifiedWords, facts.vocabulary)) continue;
        // A compound another path key follows with the id of a record GET reads and PUT, PATCH or
        // DELETE changes names those records here too (`/search/import-export-file` beside `/import-export-file/{id}`).
        if (level !== undefined && splitWords(segment.text).length > 1 && recordsNamedElsewhere(entry.pathKey, level, facts.operationsAt) !== undefined) continue;
        // A compound standing where another path puts the id of an item of the name before it is
        // that id's value, data the API reads, no name it chose (`/sobjects/ListView` beside
        // `/sobjects/{sObject}/{id}/{blobField}`: `ListView` is one sObject, a type of record). A
        // name read only as one of the kinds a parameter chooses may still be an action
        // (`enforce_change` beside `/passwords/{password_type}`).
        if (level !== undefined && splitWords(segment.text).length > 1 && valueOfIdElsewhere(entry.pathKey, entry.shape, entry.shape.levels.indexOf(level), facts.operationsAt, facts.vocabulary) !== undefined) continue;
        // One word standing where another path chooses a kind of the name before it, an id of its
        // items after it as there, names that kind (`restore` of Scylla Manager's
        // `/task/restore/{task_id}` beside `/task/{task_type}/{task_id}`: a restore task).
        if (level?.id !== undefined && splitWords(segment.text).length === 1 && kindChosenElsewhere(entry.pathKey, entry.shape, entry.shape.levels.indexOf(level), facts.operationsAt, facts.vocabulary) !== undefined) continue;
        // A compound ending the path that GET reads and PATCH or DELETE changes or removes names a
        // thing (`installSummary`, the summary of installs): an action is run, never patched or deleted.
        if (segment === last && namesReadAndWrittenThing(segment.text, methods)) continue;
        // So does one whose items GET reads and PATCH or DELETE changes or removes (`/logs/exec-output/{filename}`, the output files of exec runs).
        if (level?.id !== undefined && level.id === last && namesReadAndWrittenThing(segment.text, methods)) continue;
        if (segment === last && facts.operationsAt.itemKeysUnder(entry.pathKey).some((itemKey) => namesReadAndWrittenThing(segment.text, facts.operationsAt(itemKey).map((operation) => operation.method)))) continue;
        // A compound ending in a state word that only GET reads (`GET /sync-status`) reads back the state of that work: a noun phrase,
        // before an action too (`POST /sync-status/resync`, where GET reads `/sync-status`).
        if (readsStateAt(entry.pathKey, segment.position, facts.operationsAt, facts.vocabulary)) continue;
        if (segment !== actionSegment && thingsWithIds.has(splitWords(segment.text).join(' '))) continue;
        // A kind of the thing before it, as every operation here names it (`updateTriggerConnector` on `/connectors/{id}/trigger`).
        const thing = entry.shape.segments.slice(0, entry.shape.segments.indexOf(segment)).findLast((candidate) => !candidate.isParameter);
        if (segment === last && thing !== undefined && operationsNameKindOf(entry.operations, segment.text, thing.text, facts.vocabulary)) continue;
        // The singular of the collection's name it follows (`/syncs/sync`, one sync chosen by a query
        // parameter) is the noun the document itself makes plural, one of those items.
        const before = entry.shape.segments[entry.shape.segments.indexOf(segment) - 1];
        if (before !== undefined && !before.isParameter && before.text !== segment.text && singularOf(before.text) === segment.text) continue;
        // Which items of the plural right before it GET lists, as every operation names that plural alone (`ListCapacities` on `…/capacities/compute`).
        if (segment === last && before !== undefined && !before.isParameter && listedByNameBefore(entry.operations, segment.text, before.text, facts.vocabulary) !== undefined) continue;
        // The name of the schema its GET answers (`GET /spaces/{id}/embed` answering `Embed`) is a noun.
        const read = segment === last ? entry.operations.find((operation) => operation.method === 'get') : undefined;
        if (read !== undefined && answersSchemaNamed(read, segment.text, facts.model.root)) continue;
        // So is the name of the records its GET lists under a field spelled as the name (`GET …/inspectTemplates` answering `{inspectTemplates: [InspectTemplate]}`).
        if (read !== undefined && listsRecordsNamed(read, segment.text, facts.model.root)) continue;
        // And a compound whose GET lists the entries of what it names (`GET /change-log` answering `[ChangeLogItem]`).
        if (read !== undefined && listsEntriesOfName(read, segment.text, facts.model.root, facts.vocabulary)) continue;
        const data = { path: entry.pathKey, verb, segment: segment.text };
        results.push({ path: entry.path, messageId: segment === actionSegment ? 'crudAction' : 'verb', data });
        verbBefore = segment;
      }
    }
    return results;
  },
});
