import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import type { Facts } from '../model/facts.js';
import { WHOLE_WRITES, addressedCollection, answersListAtParameter, isActionLike, isPlainName, namesCallOrConversion, pickedInQuery, postNamedForItsVerb } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';
import type { Vocabulary } from '../model/words.js';
import { identifiesItemOf, identifiesItemOfName, identifiesLeadingThing, isCountablePluralNoun, leadingVerb, namesThingWhenIdentified, pluralSegment, verbOfPostAction } from '../model/words.js';
import type { PathShape } from '../model/path-shape.js';
import { isCollectionShape, isItemShape, prefixKeyAt, prefixKeyOf, sentPathOf } from '../model/path-shape.js';
import { sendsProtocolQuery } from '../model/foreign-formats.js';

/**
 * A POST on a single resource that plainly writes nothing of it: its summary (or description)
 * says it reads (`POST /consent-requests/status`: "Get status of consent request"), or it is
 * the only method of a name under another one that method-body-semantics reads as an action
 * (`POST /exports/info.json`, `POST /users/ping.json`), or such a name a DELETE undoes
 * (`POST /classes/{id}/archive`), or a name the POST is named for as its verb with a DELETE beside
 * (`lockUserSession` on `POST /sessions/{fiscalcode}/lock`), where no PUT or PATCH is to be made.
 */
function writesNothingOfResource(operation: OperationModel, shape: PathShape, vocabulary: Vocabulary): boolean {
  if (statesReading(operation, vocabulary)) return true;
  const versions = new Set(shape.versionSegments.map((segment) => segment.position));
  const names = operation.pathKey.split('/').filter((part) => part !== '').filter((_part, index) => !versions.has(index));
  // A DELETE beside the POST undoes the action (`POST /classes/{id}/archive` archives, DELETE unarchives).
  const runsOrUndoes = operation.pathMethods.every((method) => method === 'post' || method === 'delete');
  return runsOrUndoes && names.length >= 2 && (isActionLike(shape, operation.pathMethods, vocabulary) || postNamedForItsVerb(operation, names.at(-1) ?? '', vocabulary));
}

/** Its messages by id. */
const messages = {
  writesCollection: '{{operation}} addresses a whole collection; PUT, PATCH and DELETE address one item: {{item}}',
  itemInQuery: '{{operation}} picks one of "{{name}}" by "{{parameter}}" in its query; PUT, PATCH and DELETE address one item by its id in the path: {{item}}',
  postOnItem: '{{operation}} addresses an item; POST to the collection "{{collection}}" to create, or to an action sub-resource "{{item}}/<action>"',
  postOnSingleResource: '{{operation}} addresses the single resource "{{name}}"; to create, POST to a collection; to run an action, POST to an action sub-resource "{{resource}}/<action>"; to change this resource, use PUT or PATCH',
  postOnSingleResourceOf: '{{operation}} addresses the single resource "{{name}}"; to create, POST to the collection "{{collection}}"; to run an action, POST to an action sub-resource "{{resource}}/<action>"; to change this resource, use PUT or PATCH',
} as const;

/**
 * The collection a create on the single resource `name` belongs in (`/account` → `/accounts`),
 * where the name is countable and its plural plainly its own (not `me` → `us`).
 */
function collectionFor(base: string, name: string, vocabulary: Vocabulary): string | undefined {
  if (!isPlainName(name) || vocabulary.uncountables.has(name.toLowerCase())) return undefined;
  const plural = pluralSegment(name, vocabulary);
  if (plural === name || !plural.toLowerCase().startsWith(name.slice(0, -1).toLowerCase())) return undefined;
  const at = base.lastIndexOf(`/${name}`);
  return at < 0 ? undefined : `${base.slice(0, at)}/${plural}${base.slice(at + name.length + 1)}`;
}

function postOnItem(operation: OperationModel, shape: PathShape, vocabulary: Vocabulary): ReportedResult<keyof typeof messages> {
  const last = shape.levels.at(-1);
  const operationName = `POST ${operation.pathKey}`;
  const base = sentPathOf(operation.pathKey).replace(/\/$/, '');
  if (last !== undefined && last.id === undefined) {
    // The sub-resource goes under the name, before a format suffix (`/info.json` → `/info/<action>`).
    const resource = base.replace(/\.[A-Za-z0-9]+$/, '');
    const collection = collectionFor(resource, last.name.text, vocabulary);
    const data = { operation: operationName, name: last.name.text, resource };
    return collection === undefined
      ? { path: operation.path, messageId: 'postOnSingleResource', data }
      : { path: operation.path, messageId: 'postOnSingleResourceOf', data: { ...data, collection } };
  }
  const collection = base.replace(/\/\{[^}]*\}$/, '');
  return { path: operation.path, messageId: 'postOnItem', data: { operation: operationName, collection, item: base } };
}

/**
 * A last name led by a verb that no id follows (`PUT /templates/{id}/add_fields`): a verb phrase,
 * which path-nouns reports, not a collection written as a whole.
 */
function namesVerbPhrase(shape: PathShape, vocabulary: Vocabulary): boolean {
  const last = shape.levels.at(-1);
  return last !== undefined && !last.identified && leadingVerb(last.name.text, vocabulary) !== undefined;
}

/**
 * A single resource named by the verb only POST runs on it (`POST /ping`, "Send ping request", a
 * built-in singleton word, as `POST /sync` beside it): the path runs that action, whose verb
 * path-nouns reports; no resource is addressed.
 */
function runsVerbNamedSingle(operation: OperationModel, shape: PathShape, vocabulary: Vocabulary): boolean {
  const last = shape.levels.at(-1);
  const methods = operation.pathMethods;
  return last !== undefined && last.id === undefined && methods.every((method) => method === 'post') && verbOfPostAction(last.name.text, methods, vocabulary) !== undefined;
}

/**
 * A path ending in a parameter that identifies no item of the name before it (`POST /bump/{budget_type}`,
 * `POST /basic-check/{country}`), follows a conversion (`/text-to-speech/{voice_id}`), or identifies
 * what the compound's first words name (`POST /asset-licensing/{assetId}`, licensing an asset): an
 * argument of what the POST runs, not an item it addresses.
 */
function runsOnArgument(shape: PathShape, vocabulary: Vocabulary): boolean {
  const last = shape.levels.at(-1);
  if (last?.id === undefined) return false;
  // A conversion's parameter (`POST /v1/text-to-speech/{voice_id}`) says how it runs: no item of it.
  // Nor does an id after a name led by a verb, which path-nouns reports (`POST /_checkRights/{userId}`,
  // the user's rights checked), unless the document names a thing so (`/export/{token}`), or the id
  // is an item of the plural the name ends in (`/ConnectApps/{Sid}`, a collection of apps).
  const ownItem = isCountablePluralNoun(last.name.text, vocabulary) && identifiesItemOfName(last.id.text, last.name.text, vocabulary);
  const verbLed = leadingVerb(last.name.text, vocabulary) !== undefined && !namesThingWhenIdentified(last.name.text, vocabulary, last.id.text) && !ownItem;
  return verbLed || !identifiesItemOf(last.id.text, last.name.text, vocabulary) || namesCallOrConversion(last.name.text) || identifiesLeadingThing(last.id.text, last.name.text, vocabulary);
}

/**
 * A path ending in a parameter after a name the document reads as a verb where it stands among
 * verbs (`amongVerbs`: MediaMTX's `POST /v3/hlssessions/kick/{id}` beside `/v3/hlssessions/get/{id}`):
 * the parameter is what that verb runs on, no item addressed; path-nouns reports the verb.
 */
function runsVerbAmongVerbsOn(facts: Facts, operation: OperationModel, shape: PathShape): boolean {
  const last = shape.levels.at(-1);
  return last?.id !== undefined && shape.segments.at(-1) === last.id && facts.names.amongVerbs?.has(prefixKeyAt(operation.pathKey, last.name.position)) === true;
}

/** The path passes every method through (`passes-every-method`, a proxy): the method is the client's to choose. */
function passesMethods(facts: Facts, operation: OperationModel): boolean {
  return facts.nameEvidence.of(prefixKeyOf(operation.pathKey) ?? '').some((piece) => piece.id === 'passes-every-method');
}

export default defineRule({
  id: 'method-path-semantics',
  messages,
  options: {
    singletons: 'singular resources that are items: PUT, PATCH and DELETE may address them',
    basePath: 'a prefix stripped before the path is read',
    vocabulary: '`singletons` adds to the option above; `description-leads.reading` and `description-leads.writing` tell a summary that says the operation only reads; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      const shape = facts.shapeOf(operation);
      const method = operation.method;
      const name = shape.levels.at(-1)?.name.text ?? '';
      const pickedBy = WHOLE_WRITES.has(method) && shape.segments.at(-1) === shape.levels.at(-1)?.name ? pickedInQuery(facts.operationsAt(operation.pathKey), name, facts.vocabulary) : undefined;
      if (pickedBy !== undefined) {
        // The item is picked in the query (`item-picked-in-query`: `DELETE /v4/months?month=…`): its id belongs in the path.
        const item = `${sentPathOf(operation.pathKey).replace(/\/$/, '')}/{${pickedBy}}`;
        results.push({ path: operation.path, messageId: 'itemInQuery', data: { operation: `${method.toUpperCase()} ${operation.pathKey}`, name, parameter: pickedBy, item } });
      } else if (WHOLE_WRITES.has(method) && isCollectionShape(shape.kind) && !namesVerbPhrase(shape, facts.vocabulary) && addressedCollection(shape, facts.vocabulary)?.plural === true) {
        const item = `${sentPathOf(operation.pathKey).replace(/\/$/, '')}/{id}`;
        results.push({ path: operation.path, messageId: 'writesCollection', data: { operation: `${method.toUpperCase()} ${operation.pathKey}`, item } });
      } else if (method === 'post' && isItemShape(shape.kind) && !passesMethods(facts, operation) && !(shape.levels.at(-1)?.id === undefined && writesNothingOfResource(operation, shape, facts.vocabulary)) && !runsOnArgument(shape, facts.vocabulary) && !runsVerbAmongVerbsOn(facts, operation, shape) && !runsVerbNamedSingle(operation, shape, facts.vocabulary) && !sendsProtocolQuery(operation)
        // A GET answering a list where the item's id would stand (`…/fixed/{priceTableId}`): the POST adds to that list.
        && !answersListAtParameter(facts.operationsAt(operation.pathKey), facts.vocabulary)) {
        results.push(postOnItem(operation, shape, facts.vocabulary));
      }
    }
    return results;
  },
});
