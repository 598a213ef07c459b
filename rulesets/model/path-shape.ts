import { alternation, alternationOf } from '../vocabulary/index.js';
import type { Evidence, NameEvidence } from './evidence.js';
import type { Vocabulary } from './words.js';
import { keptPerKey } from './kept-per-key.js';
import { methodsThat } from './api-model.js';
import { headNoun, isAcronym, isCountablePluralNoun, isGenericIdentifier, isLookupKey, isNamedAfter, isNounVerb, isPluralNoun, isViewWord, leadingVerb, namesReport, perVocabulary, pluralOf, singularOf, splitWords, verbOfPostAction } from './words.js';
import type { ServerCollection, VersionParameterReading } from './path-roles.js';

/**
 * The path model of RULES.md: a path key split into segments after the version segment and any
 * base prefix are stripped, then read as levels of `collection[/{id}]`.
 */

export interface PathSegment {
  text: string;
  /** Index of the segment in the raw key split on `/` (leading empty part dropped). */
  position: number;
  isParameter: boolean;
}

export interface PathLevel {
  name: PathSegment;
  id?: PathSegment;
  singleton: boolean;
  /** An id follows the name, here or in another path key of the document (`/jobs` of `/jobs/{id}`). */
  identified: boolean;
}

export type PathShapeKind =
  | 'root'
  | 'collection'
  | 'item'
  | 'sub-collection'
  | 'sub-item'
  | 'action'
  | 'too-deep'
  | 'not-under-id'
  | 'irregular';

export interface PathShape {
  kind: PathShapeKind;
  levels: PathLevel[];
  /** The segments the path rules judge: the key minus version and prefix. */
  segments: PathSegment[];
  /** The version-like segments found, valid or not (`v1`, `v1.2`, `version2`). */
  versionSegments: PathSegment[];
  /** A path parameter whose values are verbs chooses the action the path runs. */
  choosesAction?: boolean;
  /** The parameter an action verb before it takes (`{enrollmentCode}` of `POST /classes/enroll/{enrollmentCode}`). */
  actionArgument?: PathSegment;
  /** Only POST runs here, on the plural of the verb every operation is named for (`interruptApp` on `POST /apps/{id}/interrupts`): an action, no create. */
  runsNamedVerb?: boolean;
  /** Only POST runs here, sending no body and answering none (`POST /index-products` answering 204): an action, no create. */
  runsWithoutRecord?: boolean;
  /** A name with a custom method written after a colon, an id after it (`uiSchemas:remove` of `/uiSchemas:remove/{uid}`): the method runs on that item. */
  customMethod?: PathSegment;
  /** The id ending the path with a custom method after its colon (`/groups/{id}:add-members`): the method runs on that item. */
  methodOnItem?: MethodOnItem;
}

/** An id and the custom method written after its colon (`{id}` and `add-members` of `{id}:add-members`). */
export interface MethodOnItem {
  id: PathSegment;
  method: string;
}

const PARAMETER = /^\{[^}]*\}$/;
const EXPRESS_PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
const WILDCARD = /^\*\*$/;

/** The name of an Express-style parameter (`id` of `:id`), as a segment is written. */
export function expressParameterNameOf(written: string): string | undefined {
  return EXPRESS_PARAMETER.exec(written)?.[1];
}
/** A name and the custom method run on it, written after a colon (`uiSchemas:remove`; AIP-136 writes `jobs:batchGet`). */
const CUSTOM_METHOD = /^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Anything that reads as a version marker, so that it is never judged as a collection name:
 * `v1`, `v1.2`, `v1beta1`, `version2`, one marked reserved by a leading underscore (`_v1`, as
 * `/_v1/asset-index.json` beside `/_asset-library-meta.json`), a dotted number (`2.0`, `1.0.3`)
 * or a date (`2010-04-01`).
 */
const VERSION_LIKE = /^(?:_?(v|version)\d+([._-]?[0-9A-Za-z]+)*|\d+(\.\d+)+|\d{4}-\d{2}-\d{2})$/i;

/**
 * A name in camel case that a version marker leads, two capitalised words or more after the number
 * (`v2LoggingOptions`, AWS IoT's second logging API beside `/loggingOptions`): a resource named for
 * its version, no version segment; `v1beta1`, `v2-alpha` and `v1Beta` read as versions still.
 */
const NAME_LED_BY_VERSION = /^_?v\d+(?:[A-Z][a-z]+){2,}$/;

/** Whether a segment reads as a version marker (`VERSION_LIKE`), and is no name a version leads (`NAME_LED_BY_VERSION`). */
export function isVersionLike(text: string): boolean {
  return VERSION_LIKE.test(text) && !isNameLedByVersion(text);
}

/** Whether a segment is a name in camel case a version marker leads (`NAME_LED_BY_VERSION`: `v2LoggingOptions`). */
export function isNameLedByVersion(text: string): boolean {
  return NAME_LED_BY_VERSION.test(text);
}
export const VALID_VERSION = /^v\d+$/;
/** `v` and one parameter (`/v{version}/areas`): the version the client names, a `/v<N>` written as a template. */
export const VERSION_TEMPLATE = /^v\{[^{}]+\}$/i;
/** A bare version number (`/api/3`, `/1/sandboxes`): small and never 0, unlike a literal id. */
const BARE_VERSION_NUMBER = /^[1-9]\d?$/;
/** A year, which versions an API by release right after a name saying the API (`/api/2014`). */
const YEAR_VERSION = /^(?:19|20)\d{2}$/;
/** The minor number of a version written as two bare numbers (`0` of `/1/0/`). */
const MINOR_VERSION_NUMBER = /^\d{1,2}$/;
/** How deep a bare number may sit and still be read as a version: `/rest/api/3` at most. */
const BARE_VERSION_MAX_POSITION = 2;
/** RFC 8615: names under `/.well-known/` are fixed by their own standards, not by the API. */
const WELL_KNOWN = '.well-known';

/**
 * A format after a name or an id: chosen by a parameter (`occupants.{outputFormat}`,
 * `{id}.{format}`), or written out (`{name}.json`, `accounts.json`).
 */
const FORMAT_SUFFIX = new RegExp(`^(.+?)\\.\\{[^}]*\\}$|^(\\{[^}]*\\})\\.[A-Za-z][A-Za-z0-9]*$|^([A-Za-z][A-Za-z0-9_-]*)\\.(?:${alternationOf('file-formats', 'suffix')})$`);

/**
 * Parameters written into one segment with punctuation between them (`{key}={value}`,
 * `{base}...{head}`, `{latitude},{longitude}`): the values together name one item, read as the
 * first parameter, as a format suffix is left out of `{id}.{format}`.
 */
const JOINED_PARAMETERS = /^(\{[^{}]+\})(?:[^A-Za-z0-9{}]+\{[^{}]+\})+$/;

const FORMAT_SEGMENT = new RegExp(`^(?:${alternationOf('file-formats', 'segment')})$`, 'i');

/**
 * The segments of a path key, the format suffixes and format-only segments left out. Kept per key,
 * as the rules and the model read every key many times; shared and frozen.
 */
export const splitPathKey: (pathKey: string) => readonly PathSegment[] = keptPerKey((pathKey) => Object.freeze(segmentsOf(pathKey)));

/** The segment written right before `position` in a path key, a format-only segment counting as none (see `splitPathKey`). */
export function segmentBefore(pathKey: string, position: number): PathSegment | undefined {
  return splitPathKey(pathKey).find((segment) => segment.position === position - 1);
}

/**
 * The path a path key stands for: a fragment written into the key (`/tags/{resourceArn}#tagKeys`,
 * AWS's way of telling two operations on one path apart) is never sent, and a query written into
 * it (`/1.0/images?recursion=1` beside `/1.0/images`) is sent after the path: neither is part of it.
 * A `#` with segments after it starts no fragment: it is written into a segment
 * (`/send/#env/v1/partners/{partnerId}`, a placeholder the path goes on after).
 */
export function sentPathOf(pathKey: string): string {
  return pathKey.replace(/\?.*$/, '').replace(/#[^/]*$/, '');
}

/**
 * A path key without a query written into it, a fragment kept: keys told apart only by such a
 * query (`/1.0/images/{fingerprint}/export?public` beside `…/export`) run on one path, where AWS's
 * fragments tell operations of one path apart.
 */
export function withoutWrittenQuery(pathKey: string): string {
  return pathKey.replace(/\?.*$/, '');
}

function segmentsOf(pathKey: string): PathSegment[] {
  return sentPathOf(pathKey)
    .split('/')
    .slice(1)
    .map((written, position) => {
      // Joined parameters name one item: `/label/{key}={value}` is the item of `label`.
      const joined = JOINED_PARAMETERS.exec(written)?.[1];
      // The format suffix names no resource: `/occupants/{id}.{format}` is the item of `occupants`.
      const suffixed = FORMAT_SUFFIX.exec(written);
      // An Express-style parameter (`/webhooks/:id`) is read as the template it stands for.
      const unsuffixed = joined ?? suffixed?.[1] ?? suffixed?.[2] ?? suffixed?.[3] ?? written;
      // A wildcard for the rest of the path (`**`: Spring's `…/resources/**`, a resource's name
      // holding slashes) stands where a value is written, as a parameter does.
      const text = WILDCARD.test(unsuffixed) ? `{${unsuffixed}}` : unsuffixed.replace(EXPRESS_PARAMETER, '{$1}');
      return { text, position, isParameter: PARAMETER.test(text) };
    })
    // A segment that only names a format (`/marketstat/json`, `/json/predictions`) names no resource either.
    .filter((segment) => segment.text.length > 0 && !FORMAT_SEGMENT.test(segment.text));
}

/** Whether a segment of the path only names a format (`/datasets/{id}/jsonl/openai_evals`, `/marketstat/json`): what is read there comes in that format. */
export function namesFormatSegment(pathKey: string): boolean {
  return sentPathOf(pathKey).split('/').some((written) => FORMAT_SEGMENT.test(written));
}

function stripBasePath(segments: readonly PathSegment[], basePath: string): readonly PathSegment[] {
  const prefix = basePath.split('/').filter((part) => part.length > 0);
  const matches = prefix.every((part, index) => segments[index]?.text === part);
  return matches ? segments.slice(prefix.length) : segments;
}

/**
 * What the rest of the document says about a path's names, as prefix keys (see `prefixKeyOf`):
 * names an id follows somewhere (collections), and names whose own path is used as one resource
 * (singletons nobody configured).
 */
export interface DocumentNames {
  identified: ReadonlySet<string>;
  singletons: ReadonlySet<string>;
  /** Leading static names that several paths share and that are no resource: no id, no operation (`/api/policy-engine`). */
  prefixes: ReadonlySet<string>;
  /** Prefixes with a path of their own that a version follows elsewhere (`apis/export.kubevirt.io`): that path is an entry point, no resource. */
  entryPoints?: ReadonlySet<string>;
  /** Prefixes before a parameter holding whole resource names, as the operationIds show (`v1/admin` of `/v1/admin/{name}`; `namespacesHidingLevels`). */
  namespaces?: ReadonlySet<string>;
  /** Prefix keys ending in a name and `v<N>` (`admin/directory/v1`; `versionsWrittenApart`). */
  versionsWrittenApart?: ReadonlySet<string>;
  /** Version-like names with letters after the number that no path goes on past (`v2p`; `namesLikeVersionsOf`): names, no version. */
  namesLikeVersions?: ReadonlySet<string>;
  /** A first segment `0` standing where a later bare version number stands, the same name after both (`/0/workers` beside `/1/workers`; `zeroVersionsOf`). */
  zeroVersions?: ReadonlySet<string>;
  /** Parameters an id follows in another path key (`{object}` of `/records/{object}/{id}`): they name a collection, not an item. */
  parameterCollections?: ReadonlySet<string>;
  /** Static names whose items a method other than POST reaches (`team` of `GET /team/{teamId}`): they name a collection. */
  readItems?: ReadonlySet<string>;
  /** Names whose own path's GET answers a list (`/configs/{id}/settings` answering an array): a collection, whatever the singleton words say. */
  listed?: ReadonlySet<string>;
  /**
   * Nouns as often as verbs standing where the document puts verbs (`test` of `/addons/test/{id}` beside `/addons/refresh/{id}`), and
   * names the operationIds call their method (`download` of `displayvideo.media.download` on `/download/{resourceName}`): verbs,
   * each with the evidence that says so.
   */
  amongVerbs?: ReadonlyMap<string, Evidence>;
  /** Path keys ending in a noun-verb that every operation is named for, run on the item before it (`PUT /messages/{id}/select` as `selectMessage`): the verb. */
  namedActions?: ReadonlySet<string>;
  /** Nouns as often as verbs the document runs as one action after many collections (`associate`), in lower case. */
  repeatedActions?: ReadonlySet<string>;
  /** POST-only path keys ending in the plural of the verb every operation there is named for (`interruptApp` on `/apps/{id}/interrupts`). */
  namedVerbRuns?: ReadonlySet<string>;
  /** POST-only path keys whose every summary leads with the first word of their last name, then an article and a thing (`verbLeadingSummaries`): that verb, by path key. */
  summaryVerbs?: ReadonlyMap<string, string>;
  /** POST-only path keys, no id after their name anywhere, whose POST sends no body and answers none (`sendsAndAnswersNothing`). */
  runsWithoutRecord?: ReadonlySet<string>;
  /** Path keys a POST sends a JSON-RPC 2.0 request to (`jsonRpcEndpointOf`): the procedure is named in the body, the path names no resource. */
  procedureEndpoints?: ReadonlySet<string>;
  /** Path keys ending in a compound beside names most of which are verb-led compounds (`callsAmongCalls`): calls, no collections. */
  calls?: ReadonlySet<string>;
  /** Path keys ending in a name an operation there works on by another verb (`installUpdate` on `POST /update`): a noun, whatever verb it starts with. */
  namedObjects?: ReadonlySet<string>;
  /** Path keys ending in a method called by name after its namespace and a dot (`dottedMethodNamesOf`: `/chat.postMessage`): the method, by path key. */
  dottedMethods?: ReadonlyMap<string, string>;
  /** Path parameters named for a version, each with how it was read as one (`versionParametersOf`). */
  versionParameters?: ReadonlyMap<string, VersionParameterReading>;
  /** The collection every server URL of the document ends in (`serverUrlCollectionOf`: `autopilots` of `…/autopilots`). */
  serverCollection?: ServerCollection;
  /** Static names spelled as the API's own name, its title's, before other names and with no id after them (`apiNamedPrefixesOf`), as prefix keys. */
  apiNamed?: ReadonlySet<string>;
  /** The static names ending a path key right after each static name, by that name's prefix key (`staticChildNamesOf`: `nodes` under `cluster`). */
  namesWithPathAfter?: ReadonlyMap<string, ReadonlySet<string>>;
}

const NO_NAMES: DocumentNames = { identified: new Set(), singletons: new Set(), prefixes: new Set() };

/** The name with a custom method after its colon that the path's last id follows (`uiSchemas:remove` of `/uiSchemas:remove/{uid}`): the id is the item the method runs on. */
function customMethodBeforeId(segments: readonly PathSegment[]): PathSegment | undefined {
  const [name, id] = segments.slice(-2);
  return name !== undefined && !name.isParameter && CUSTOM_METHOD.test(name.text) && id?.isParameter === true ? name : undefined;
}

/**
 * The id that ends a path, with a custom method written after its colon, right after a name
 * (`{id}:add-members` of `/v1/groups/{id}:add-members`, AIP-136's `:verb` on an item): read as
 * that id alone, the item the method runs on. One the path starts with (`/v1/{name}:cancel`,
 * a resource name's whole path in one parameter) is read as written.
 */
function itemWithCustomMethod(segments: readonly PathSegment[]): MethodOnItem | undefined {
  const [before, last] = segments.slice(-2);
  const [, id, method] = (last === undefined ? undefined : ID_BEFORE_METHOD.exec(last.text)) ?? [];
  if (last === undefined || before === undefined || before.isParameter || id === undefined || method === undefined) return undefined;
  return { id: { text: id, position: last.position, isParameter: true }, method };
}
const ID_BEFORE_METHOD = /^(\{[^}]+\}):([A-Za-z][A-Za-z0-9_-]*)$/;

/** Whether a segment is an id with a custom method after its colon (`{name}:checkAccess`, AIP-136). */
export function isIdWithMethod(text: string): boolean {
  return ID_BEFORE_METHOD.test(text);
}

/**
 * Reads a path key (`actionParameters`: the names of its path parameters that choose an action;
 * `takesListedValue`: whether one takes one of a few listed values). A version segment, and every
 * static segment before it, is a prefix that is not part of the resource path (`/api/v1/users`
 * judges `/users`); so is a parameter before it that takes one of a few listed values.
 */
export function analysePath(pathKey: string, basePath: string, vocabulary: Vocabulary, methods: readonly string[], names: DocumentNames = NO_NAMES, actionParameters: ReadonlySet<string> = new Set(), takesListedValue: (name: string) => boolean = () => false): PathShape {
  const raw = splitPathKey(pathKey);
  const all = stripBasePath(raw, basePath);
  // A parameter holding the version: its listed values numbers (`/routing/{versionNumber}/…`, enum `[1]`) or first in the key (`versionParametersOf`).
  const versionSegments = all.filter((segment, index) => (isVersionSegment(all, index, vocabulary) && names.namesLikeVersions?.has(prefixKey(raw, segment)) !== true) || names.zeroVersions?.has(prefixKey(raw, segment)) === true || (segment.isParameter && names.versionParameters?.has(segment.text.slice(1, -1)) === true));
  if (all.some((segment) => segment.text === WELL_KNOWN)) return { kind: 'root', levels: [], segments: [], versionSegments };
  const lastVersion = versionSegments.at(-1);
  // A version written into a word (`/api2/convert`, `/rest/apiv2/users`) ends the prefix too; it
  // stays out of `versionSegments`, which the versioning rules read beside the embedded ones.
  const embeddedPositions = new Set(embeddedVersionSegments(pathKey, names.versionsWrittenApart).map((segment) => segment.position));
  const lastEmbedded = all.findLastIndex((segment) => embeddedPositions.has(segment.position));
  const prefixEnd = Math.max(lastVersion === undefined ? -1 : all.indexOf(lastVersion), lastEmbedded);
  // A parameter choosing one of a few listed values (`/_allauth/{client}/v1/…`, `{client}` app or browser) stands for fixed prefixes.
  const beforeVersionIsStatic = prefixEnd >= 0 && all.slice(0, prefixEnd).every((segment) => !segment.isParameter || takesListedValue(segment.text.slice(1, -1)));
  // A version in the middle of a resource path (`/marketing/segments/2.0/{id}`) ends no prefix:
  // what follows a prefix starts with a collection, never with an id.
  // Names the document shares as a prefix before it (`/androidpublisher/v3/{name}` beside
  // `/androidpublisher/v3/applications/…`) end there all the same: the API's name, no collection.
  // A plural there names the collection as often (`/geofences/v2/{geofenceId}`).
  const beforeVersion = all.slice(0, prefixEnd);
  const beforeVersionIsShared = beforeVersion.length > 0 && beforeVersion.every((segment) => !segment.isParameter && names.prefixes.has(prefixKey(raw, segment))) && !isPluralNoun(beforeVersion.at(-1)?.text ?? '', vocabulary);
  const afterVersionIsResource = all[prefixEnd + 1]?.isParameter !== true || beforeVersionIsShared;
  const written = beforeVersionIsStatic && afterVersionIsResource
    ? all.slice(prefixEnd + 1)
    : all.filter((segment) => !versionSegments.includes(segment) && !embeddedPositions.has(segment.position));
  // An id with a custom method after its colon, after a name (`/groups/{id}:add-members`, AIP-136):
  // that name's item, the method run on it; the path is then read as the item's own path is.
  const methodOnItem = itemWithCustomMethod(written);
  const resourcePath = methodOnItem === undefined ? written : [...written.slice(0, -1), methodOnItem.id];
  const segments = stripSharedPrefix(resourcePath, raw, vocabulary, names.prefixes, names.entryPoints, names.identified, names.namespaces);
  const identifiedAt = (segment: PathSegment, next: PathSegment | undefined): boolean => next?.isParameter === true || names.identified.has(prefixKey(raw, segment));
  const singletonAt = (segment: PathSegment, next: PathSegment | undefined): boolean => {
    // A name followed by an id, here or in another path key, names a collection.
    if (identifiedAt(segment, next)) return false;
    const key = prefixKey(raw, segment);
    if (names.listed?.has(key) === true) return false;
    if (segment === segments.at(-1) && namesDescriptionWritten(segment.text, methods, vocabulary)) return false;
    return vocabulary.singletons.has(segment.text.toLowerCase()) || names.singletons.has(key);
  };
  // A qualified name is a method called by name where the document calls another of its namespace
  // beside it (`dottedMethodNamesOf`), or where its last identifier leads with a verb (an OData
  // action bound to the collection, `microsoft.graph.createOrGet`).
  // A verb there names an action only where it ends the path: one with names after it (`/providers/Microsoft.Migrate/operations`) is an item.
  const namesItem = (segment: PathSegment): boolean => isQualifiedName(segment.text) && names.dottedMethods?.has(pathKey) !== true
    && (leadingVerb(segment.text.split('.').at(-1) ?? '', vocabulary) === undefined || segment !== segments.at(-1));
  const read = readLevels(segments, vocabulary, methods, singletonAt, identifiedAt, namesItem);
  // A parameter whose values are verbs (`/actions/{action}/credentials`, `{action}` one of activate,
  // deactivate) chooses an action: the path names no resource.
  // An irregular path stays irregular (`/orgs/{org}/{product}/{enablement}`): path-nesting-depth reports its shape.
  const choosesAction = segments.some((segment) => segment.isParameter && actionParameters.has(segment.text.slice(1, -1)));
  // A path ending in a parameter that names a collection (`POST /records/{object}` beside
  // `/records/{object}/{id}`) addresses no item: the path model has no shape for it.
  const last = segments.at(-1);
  const namesCollection = last?.isParameter === true && names.parameterCollections?.has(prefixKey(raw, last)) === true && isItemShape(read.kind);
  const actionArgument = argumentOfAction(segments, methods, vocabulary);
  const actionName = actionArgument === undefined ? undefined : segments[segments.indexOf(actionArgument) - 1];
  const argumentOfCollection = actionName !== undefined && names.readItems?.has(prefixKey(raw, actionName)) === true;
  // A name the document reads items of (`GET /team/{teamId}` beside `POST /team/{companyId}`) names a collection.
  const runsAction = actionArgument !== undefined && !argumentOfCollection;
  // An action on an item or a collection (`/classes/enroll/{enrollmentCode}`, read as a name under a
  // name) is the path's shape; deeper, the nesting stays path-nesting-depth's to report.
  const actionShape = runsAction && (isItemShape(read.kind) || (read.kind === 'not-under-id' && read.levels.length === 2));
  // A custom method before the item's id (`POST /uiSchemas:remove/{uid}`) runs on that item: an action, no item addressed to create in or under.
  const customMethod = isItemShape(read.kind) ? customMethodBeforeId(segments) : undefined;
  const runsOnItem = methodOnItem !== undefined && isItemShape(read.kind);
  // A last name written after a colon that chooses the action (IncusOS' `POST
  // /1.0/applications/{name}/:remove`, see `actionParametersOf`) is the action's own name after the
  // item, written literally: the path is that action, not an irregular one.
  const lastWritten = sentPathOf(pathKey).split('/').at(-1);
  const colonAction = last?.isParameter === true && actionParameters.has(last.text.slice(1, -1)) && lastWritten === `:${last.text.slice(1, -1)}`;
  const readKind = (choosesAction || actionShape || customMethod !== undefined || runsOnItem) && (read.kind !== 'irregular' || colonAction) ? 'action' : namesCollection ? 'irregular' : read.kind;
  // The endpoint JSON-RPC calls are sent to is an action whatever its path reads as.
  // So is a compound among names most of which are verb-led compounds (`/api/sso-logout` beside `/api/get-users`).
  const kind = readKind !== 'root' && (names.procedureEndpoints?.has(pathKey) === true || names.calls?.has(pathKey) === true) ? 'action' : readKind;
  const runsNamedVerb = names.namedVerbRuns?.has(pathKey) === true;
  const runsWithoutRecord = names.runsWithoutRecord?.has(pathKey) === true;
  // A last parameter that chooses the action (`/callback/{provider}`) is what the action takes, no item.
  const chosen = choosesAction && last?.isParameter === true && actionParameters.has(last.text.slice(1, -1)) ? last : undefined;
  const argument = runsAction ? actionArgument : chosen;
  return { kind, levels: read.levels, segments, versionSegments, choosesAction, ...(argument === undefined ? {} : { actionArgument: argument }), ...(runsNamedVerb ? { runsNamedVerb } : {}), ...(runsWithoutRecord ? { runsWithoutRecord } : {}), ...(customMethod === undefined ? {} : { customMethod }), ...(runsOnItem ? { methodOnItem } : {}) };
}

/**
 * The parameter a POST-only path ends in when a verb comes before it (`POST /classes/enroll/{enrollmentCode}`,
 * `POST /agents/{n}/add/{ip}`, `POST /listings/{id}/bump/{budget_type}`): the verb names an action
 * and the parameter what it acts on or with, not a collection and its item. A name ending in a word
 * that is a noun as often (`bump`, `refund`, `basic-check`) is read so only when the parameter names
 * something else than it: `/transfer/{transferId}` or `/refund/{id}` stay a collection and its item.
 */
function argumentOfAction(segments: readonly PathSegment[], methods: readonly string[], vocabulary: Vocabulary): PathSegment | undefined {
  if (methods.length === 0 || methods.some((method) => method !== 'post')) return undefined;
  const nameAt = segments.findLastIndex((segment) => !segment.isParameter);
  const name = segments[nameAt];
  const argument = segments[nameAt + 1];
  if (name === undefined || argument === undefined) return undefined;
  if (isPluralNoun(name.text, vocabulary) || isViewWord(name.text, vocabulary)) return undefined;
  // A verb takes what follows it, whatever its name, one value or several (`POST /monitoring/unregister/{id}`,
  // `POST /mbus/get/{device}/{baudrate}/{address}`).
  if (leadingVerb(name.text, vocabulary) !== undefined) return argument;
  const head = splitWords(name.text).at(-1) ?? '';
  // The parameter identifies the name when it is a bare id or named after it (`{id}`, `{bumpId}`, `{bump}`).
  const identifies = isGenericIdentifier(argument.text, vocabulary) || isNamedAfter(argument.text, name.text);
  return nameAt === segments.length - 2 && isNounVerb(head, vocabulary) && !identifies ? argument : undefined;
}

/**
 * Leaves out the leading names that the document uses only as a shared prefix (see
 * `sharedPrefixesOf`), keeping a static name to start the resource path, unless the path is
 * those prefixes alone, ending in an entry point. A plural that a lookup key and its value follow
 * (`/x-open-banking/v2.2/atms/country/{country}`) is what they find, kept however many paths share it.
 */
function stripSharedPrefix(segments: PathSegment[], raw: readonly PathSegment[], vocabulary: Vocabulary, prefixes: ReadonlySet<string>, entryPoints: ReadonlySet<string> = new Set(), identified: ReadonlySet<string> = new Set(), namespaces: ReadonlySet<string> = new Set()): PathSegment[] {
  // Prefixes alone, ending in an entry point, are what a version prefixes (`GET /apis/export.kubevirt.io/`): no resource path.
  const last = segments.at(-1);
  if (last !== undefined && entryPoints.has(prefixKey(raw, last)) && segments.every((segment) => !segment.isParameter && prefixes.has(prefixKey(raw, segment)))) return [];
  // A namespace the operationIds show (`operation-id-hides-levels`) ends the prefix with the static names before it,
  // which the operationId names as namespaces too (`stats` of `/v1/stats/index/{name}`, `cloudsearch.stats.index.datasources.get`).
  const namespaceAt = segments.findLastIndex((segment) => namespaces.has(prefixKey(raw, segment)));
  if (namespaceAt >= 0 && segments.slice(0, namespaceAt).every((segment) => !segment.isParameter)) return segments.slice(namespaceAt + 1);
  // A name the document uses as a shared prefix at its root is one where it starts the resource path after a version too
  // (`/seam/mobile_sdk/v1/acs/credentials/list` beside `/acs/credentials/list`), unless an id follows it there (`/files/v3/files/{fileId}`).
  const isRootPrefix = (segment: PathSegment) => segment !== raw[0] && prefixes.has(segment.text) && !identified.has(prefixKey(raw, segment));
  const isPrefix = (segment: PathSegment, index: number) => prefixes.has(prefixKey(raw, segment)) || (index === 0 && isRootPrefix(segment));
  let start = 0;
  while (start < segments.length - 1) {
    const segment = segments[start];
    const next = segments[start + 1];
    if (segment === undefined || next === undefined || segment.isParameter || next.isParameter || !isPrefix(segment, start)) break;
    if (isLookedUpPlural(segment, next, segments[start + 2], vocabulary)) break;
    start++;
  }
  return segments.slice(start);
}

/**
 * A plural collection name a lookup key and its value follow (`atms/country/{country}`, as
 * `/customers/email/{email}`). A countable plural only: a mass noun grouping names (`/auth/apiKey/{key}`) stays a prefix.
 */
function isLookedUpPlural(segment: PathSegment, key: PathSegment, value: PathSegment | undefined, vocabulary: Vocabulary): boolean {
  return value?.isParameter === true && isCountablePluralNoun(segment.text, vocabulary) && isLookupKey(key.text, value.text, vocabulary);
}

/**
 * Leading static names (`api`, `api/policy-engine`) that at least two path keys share and that
 * name no resource of the document: no id follows them anywhere and no path of their own is
 * defined, or only one that a POST runs as an action or a GET reads as an index of the paths
 * under it (`actions`, as prefix keys). They group resources as a version or a base path does (`/api/policy-engine/policies/{id}`
 * judges `/policies/{id}`); a lone `/users/orders` still reads as nesting. With them, the entry
 * points: those with a path of their own that a version follows elsewhere.
 */
export function sharedPrefixesOf(pathKeys: Iterable<string>, identified: ReadonlySet<string>, vocabulary: Vocabulary, actions: ReadonlySet<string> = new Set(), evidence?: NameEvidence): { prefixes: Set<string>; entryPoints: Set<string> } {
  const keys = [...pathKeys];
  // A name whose own path only runs an action (`POST /auth` logging in, beside `/auth/api-key`) is still a namespace.
  const ownPaths = new Set(keys.map((pathKey) => splitPathKey(pathKey).map((segment) => segment.text).join('/')).filter((key) => !actions.has(key)));
  const sharers = new Map<string, number>();
  // The parameters right after a first name (`{index}` of `/api/{index}/_search`).
  const parametersAfter = new Map<string, Set<string>>();
  // The static names right after a first name (`api/index`).
  const namesUnder = new Set<string>();
  // Keys a version follows in some path key (`apis/export.kubevirt.io` of `/apis/export.kubevirt.io/v1alpha1/…`): what the version is the version of.
  const versioned = new Map<string, string>();
  for (const pathKey of keys) {
    const raw = splitPathKey(pathKey);
    const [first, second] = raw;
    if (first !== undefined && second !== undefined && !first.isParameter && second.isParameter) parametersAfter.set(first.text, (parametersAfter.get(first.text) ?? new Set()).add(second.text.slice(1, -1)));
    if (first !== undefined && second !== undefined && !first.isParameter && !second.isParameter) namesUnder.add(`${first.text}/${second.text}`);
    for (let index = 0; index < raw.length - 1 && raw[index]?.isParameter === false && raw[index + 1]?.isParameter === false; index++) {
      const key = prefixKey(raw, raw[index] as PathSegment);
      sharers.set(key, (sharers.get(key) ?? 0) + 1);
      if (isVersionSegment(raw, index + 1, vocabulary) && !versioned.has(key)) versioned.set(key, pathKey);
    }
  }
  const namesApi = (key: string) => !key.includes('/') && apiNamespace(vocabulary).test(key);
  // A first name that names the API itself (`/api/changeRequests`) is a namespace even on one path key;
  // so is a report's name (`report-nouns`: `/reports/hosts`), what follows it one of its measures.
  const namesReportOnly = (key: string) => namesReport(key.split('/').at(-1) ?? '', vocabulary);
  const sharedOrApi = (key: string, count: number) => count >= 2 || namesApi(key) || namesReportOnly(key);
  // The API's own name keeps grouping where its path answers too: `GET /api`, the API's entry point;
  // so does a name a version follows elsewhere (`GET /apis/export.kubevirt.io/` beside `/apis/export.kubevirt.io/v1alpha1/…`).
  const entryPoint = (key: string, count: number) => count >= 2 && (namesApi(key) || versioned.has(key));
  // The API's own name, a parameter after it naming a name written right under it (`{index}` of
  // `/api/{index}/_search` beside `/api/index`): the parameter is that name's item, no item of the API's name.
  const namesItemUnder = (key: string) => namesApi(key) && [...(parametersAfter.get(key) ?? [])].every((parameter) => namesUnder.has(`${key}/${parameter}`) || namesUnder.has(`${key}/${pluralOf(parameter)}`));
  const prefixes = [...sharers].filter(([key, count]) => sharedOrApi(key, count) && (!identified.has(key) || namesItemUnder(key)) && (!ownPaths.has(key) || entryPoint(key, count)));
  for (const [key, count] of prefixes) {
    const versionedIn = versioned.get(key);
    evidence?.add(key, identified.has(key)
      ? { id: 'vocabulary:api-names', detail: `a first segment that names the API itself, before ${count} path keys; the parameter after it (${[...(parametersAfter.get(key) ?? [])].map((parameter) => `{${parameter}}`).join(', ')}) is the item of the name written right under it, no item of this one`, source: 'rulesets/vocabulary/api-names.json' }
      : ownPaths.has(key) && !namesApi(key) && versionedIn !== undefined
      ? { id: 'before-version-elsewhere', detail: `a version follows it in ${versionedIn}: its own path is the entry point of what that version prefixes`, source: versionedIn }
      : ownPaths.has(key)
      ? { id: 'vocabulary:api-names', detail: `a first segment that names the API itself, before ${count} path keys; its own path is the API's entry point`, source: 'rulesets/vocabulary/api-names.json' }
      : count >= 2
        ? { id: 'shared-prefix', detail: `${count} path keys start with it; no id follows it and ${actions.has(key) ? 'what runs on its own path groups the paths under it' : 'no operation of its own reads or writes it'}` }
        : !namesApi(key)
        ? { id: 'vocabulary:report-nouns', detail: 'it names a report, no id follows it and no operation of its own reads or writes it: the name after it is one of its measures, no sub-collection', source: 'rulesets/vocabulary/report-nouns.json' }
        : { id: 'vocabulary:api-names', detail: 'a first segment that names the API itself', source: 'rulesets/vocabulary/api-names.json' });
  }
  const alike = sharedUnderAnotherVersion(sharers.keys(), prefixes.map(([key]) => key), (key) => !identified.has(key) && !ownPaths.has(key));
  for (const [key, other] of alike) evidence?.add(key, { id: 'shared-in-another-version', detail: `under another version, ${other} is a shared prefix; no id follows it here and no operation of its own reads or writes it: the same name groups the paths here too`, source: `/${other}` });
  return { prefixes: new Set([...prefixes.map(([key]) => key), ...alike.keys()]), entryPoints: new Set(prefixes.map(([key]) => key).filter((key) => ownPaths.has(key) && versioned.has(key))) };
}

/**
 * The prefix keys (of `keys`, where `free` allows) that are a shared prefix under another version
 * of the API, each with that prefix: `v6/business-partners`, one path key under it, beside
 * `v7/business-partners`, two (Eclipse Tractus-X's BPDM Pool, `/v6/business-partners/changelog/search`
 * beside `/v7/business-partners/search` and `…/changelog/search`). One API's versions side by side
 * read alike.
 */
function sharedUnderAnotherVersion(keys: Iterable<string>, prefixes: readonly string[], free: (key: string) => boolean): Map<string, string> {
  const unversioned = (key: string) => key.split('/').map((text) => (isVersionLike(text) ? '' : text)).join('/');
  // A name under a version, not the version itself.
  const versionedName = (key: string) => unversioned(key) !== key && !isVersionLike(key.split('/').at(-1) ?? '');
  const byUnversioned = new Map(prefixes.filter(versionedName).map((key) => [unversioned(key), key]));
  const shared = new Set(prefixes);
  const alike = new Map<string, string>();
  for (const key of keys) {
    const other = byUnversioned.get(unversioned(key));
    if (other !== undefined && !shared.has(key) && versionedName(key) && free(key)) alike.set(key, other);
  }
  return alike;
}

/**
 * The names the document's title gives the API, each run together in lower case: the title less
 * the words that say it is an API (`api-names`) and any version (`assess` of "Assess API"), and the
 * same less its leading words, the maker's name before the product's (`context` of "Sanity Context
 * API"). None of fewer than three letters.
 */
export function apiNamesOfTitle(title: string | undefined, vocabulary: Vocabulary): Set<string> {
  const apiWords = vocabulary.words('api-names');
  const words = splitWords(title ?? '').map((word) => word.toLowerCase()).filter((word) => !apiWords.has(word) && !/^v?\d/.test(word));
  return new Set(words.map((_, start) => words.slice(start).join('')).filter((name) => name.length >= 3));
}

/**
 * The static names spelled as the API's own name (`apiNamesOfTitle`) that other names follow, no id
 * follows anywhere and no operation runs on (`assess` of Codat's "Assess API" in
 * `/data/assess/accounts/categories`), as prefix keys: the product's name over what follows, a
 * namespace, no resource and no verb.
 */
export function apiNamedPrefixesOf(pathKeys: Iterable<string>, title: string | undefined, namesBeforeIds: ReadonlySet<string>, vocabulary: Vocabulary, evidence?: NameEvidence): Set<string> {
  const named = new Set<string>();
  const apiNames = apiNamesOfTitle(title, vocabulary);
  if (apiNames.size === 0) return named;
  const keys = [...pathKeys];
  const ownPaths = new Set(keys.map((pathKey) => splitPathKey(pathKey).map((segment) => segment.text).join('/')));
  for (const pathKey of keys) {
    const raw = splitPathKey(pathKey);
    for (const segment of raw.slice(0, -1)) {
      if (segment.isParameter || namesBeforeIds.has(segment.text.toLowerCase()) || !apiNames.has(splitWords(segment.text).join('').toLowerCase())) continue;
      const key = prefixKey(raw, segment);
      if (named.has(key) || ownPaths.has(key)) continue;
      named.add(key);
      evidence?.add(key, { id: 'names-the-api', detail: `the document's title, "${title ?? ''}", names the API "${segment.text}": before the names under it, the product's own name, no resource and no verb`, source: 'info.title' });
    }
  }
  return named;
}

/** Names that stand for the API itself (`api-names.namespace`). */
const apiNamespace = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('api-names', 'namespace'))})$`, 'i'));

/** Whether a static name says the API itself (`api-names.namespace`: `api`, `rest`). */
export function namesApiItself(text: string, vocabulary: Vocabulary): boolean {
  return apiNamespace(vocabulary).test(text);
}

/** The path key up to and including `segment`, as `identifiedNamesOf` spells it. */
function prefixKey(raw: readonly PathSegment[], segment: PathSegment): string {
  return prefixKeysOf(raw).get(segment.position) ?? raw.filter((part) => part.position <= segment.position).map((part) => part.text).join('/');
}

/** The prefix key of each segment of a list, by position, built once a list: the lists are kept per path key and read many times. */
const prefixKeysByList = new WeakMap<readonly PathSegment[], ReadonlyMap<number, string>>();
function prefixKeysOf(raw: readonly PathSegment[]): ReadonlyMap<number, string> {
  let keys = prefixKeysByList.get(raw);
  if (keys === undefined) {
    const built = new Map<number, string>();
    const texts: string[] = [];
    // Positions rise along a path: each key is the texts up to its segment.
    for (const part of raw) {
      texts.push(part.text);
      built.set(part.position, texts.join('/'));
    }
    keys = built;
    prefixKeysByList.set(raw, keys);
  }
  return keys;
}

/** The prefix key of the segment at `position` of a path key (`/v1/users/me` at 1 → `v1/users`), as the document's names are kept. */
export function prefixKeyAt(pathKey: string, position: number): string {
  const raw = splitPathKey(pathKey);
  const segment = raw.find((part) => part.position === position);
  return segment === undefined ? '' : prefixKey(raw, segment);
}

/**
 * Whether the level at `index` stands where an item's id stands: a word for one of the items
 * (`me`, `current`, `self`: vocabulary/item-aliases.json), or a name written as a handle with `@`
 * (`@me`, `@original`), right after a collection the document identifies by id, with no id of its
 * own (`/users/me` beside `/users/{id}`): an alias of one of its items, no level.
 */
export function standsForItem(shape: PathShape, index: number, vocabulary: Vocabulary): boolean {
  const [parent, level] = [shape.levels[index - 1], shape.levels[index]];
  if (parent === undefined || level === undefined || parent.id !== undefined || parent.singleton || !parent.identified) return false;
  return level.id === undefined && level.name.position === parent.name.position + 1 && itemAliasOf(level.name.text, vocabulary) !== undefined;
}

/**
 * How a name reads as one item: `item-aliases` where the list has the word (with or without a
 * leading `@`), `handle` where it is written as a handle (`@original`), else undefined.
 */
export function itemAliasOf(name: string, vocabulary: Vocabulary): 'item-aliases' | 'handle' | undefined {
  const word = name.replace(/^@/, '').toLowerCase();
  if (vocabulary.words('item-aliases').has(word)) return 'item-aliases';
  return /^@[A-Za-z][\w-]*$/.test(name) ? 'handle' : undefined;
}

/**
 * A name of the API's own description (`singletons.description`: `/docs`, `/openapi`), which
 * clients read, on a path that no GET reads and a POST writes (`POST /docs` making a document):
 * what the POST makes, not the description.
 */
export function namesDescriptionWritten(segment: string, methods: readonly string[], vocabulary: Vocabulary): boolean {
  return vocabulary.words('singletons', 'description').has(segment.toLowerCase()) && methods.includes('post') && !methods.includes('get');
}

/** The prefix key of a path's last segment when it is static (`/balance` → `balance`). */
export function prefixKeyOf(pathKey: string): string | undefined {
  const raw = splitPathKey(pathKey);
  const last = raw.at(-1);
  return last === undefined || last.isParameter ? undefined : prefixKey(raw, last);
}

/**
 * The plural among `children`, the static names with a path of their own right after a singular
 * `name` elsewhere, that a parameter right after that name is named after (`nodes` for `{node_id}`
 * after `cluster`, beside `/cluster/nodes`): the parameter is the id of one of those
 * (`id-of-name-under`), and the name one thing, no collection it identifies an item of.
 */
export function pluralUnderNamedBy(parameter: string, name: string, children: ReadonlySet<string>): string | undefined {
  if (isNamedAfter(parameter, name) || singularOf(name) !== name) return undefined;
  return [...children].find((child) => singularOf(child) !== child && isNamedAfter(parameter, child));
}

/**
 * The static names ending a path key right after a static name, by that name's prefix key (`nodes`
 * under `cluster` for the path key `/cluster/nodes`): the names with a path of their own there.
 */
export function staticChildNamesOf(pathKeys: Iterable<string>): Map<string, Set<string>> {
  const children = new Map<string, Set<string>>();
  for (const pathKey of pathKeys) {
    const raw = splitPathKey(pathKey);
    const [previous, last] = raw.slice(-2);
    if (previous === undefined || last === undefined || previous.isParameter || last.isParameter) continue;
    const key = prefixKey(raw, previous);
    children.set(key, (children.get(key) ?? new Set()).add(last.text));
  }
  return children;
}

/**
 * Every static segment of the document's path keys that an id follows (`/dashboard` of
 * `/dashboard/{id}`), as a prefix key: a name the document identifies by id names a collection,
 * even where it stands alone (`POST /dashboard`) and even if it is a configured singleton.
 */
export function identifiedNamesOf(pathKeys: Iterable<string>, evidence?: NameEvidence, onlyPosted: (pathKey: string) => boolean = () => false, childNames: ReadonlyMap<string, ReadonlySet<string>> = new Map(), changedWhole: (pathKey: string) => boolean = () => false): Set<string> {
  const follows: Array<{ pathKey: string; name: string; parameter: string; prefix: string; last: boolean; namePath: string }> = [];
  for (const pathKey of pathKeys) {
    const raw = splitPathKey(pathKey);
    // A `*` segment is a route pattern a generator left (gRPC's `{name=instance/settings/*}` written
    // `/instance/{instance}/*`), no URL template: its parameters identify nothing.
    if (raw.some((segment) => segment.text === '*')) continue;
    raw.forEach((segment, index) => {
      const previous = raw[index - 1];
      if (!segment.isParameter || previous === undefined || previous.isParameter) return;
      follows.push({ pathKey, name: previous.text, parameter: segment.text, prefix: prefixKey(raw, previous), last: index === raw.length - 1, namePath: `/${raw.slice(0, index).map((each) => each.text).join('/')}` });
    });
  }
  // The names each parameter follows, by how it is written (`{folderName}` after `folder` and `upload`).
  const namesBefore = new Map<string, Set<string>>();
  for (const { name, parameter } of follows) namesBefore.set(parameter, (namesBefore.get(parameter) ?? new Set()).add(name));
  const names = new Set<string>();
  for (const { pathKey, name, parameter, prefix, last, namePath } of follows) {
    // A parameter after a singular name, named after a plural whose own path stands right under that name
    // (`{node_id}` of `/cluster/{node_id}/logs` beside `/cluster/nodes`): one of those items, the name one thing.
    const listedUnder = pluralUnderNamedBy(parameter, name, childNames.get(prefix) ?? new Set());
    if (listedUnder !== undefined) {
      evidence?.add(prefix, { id: 'id-of-name-under', detail: `${pathKey} follows it with ${parameter}, named after "${listedUnder}", whose own path stands right under it: the id of one of those, no item of this name`, source: `/${prefix}/${listedUnder}` });
      continue;
    }
    // A parameter named after another name it follows elsewhere (`{folderName}` of `/documents/folder/{folderName}`),
    // ending a path only POST runs (`POST /document/upload/{folderName}`), is that name's id: it says where the POST
    // acts, and reaches no item of this name. Where another method runs, it may be this name's key too (`/applications/{client_id}`).
    // So is one that follows this name's plural elsewhere, where the name's own path is changed whole and
    // nothing made there (evcc's `POST /loadpoints/{id}/vehicle/{name}` beside `/vehicles/{name}` and `PATCH
    // /loadpoints/{id}/vehicle`: the loadpoint's one vehicle set to one of those); Route 53's `POST
    // /2013-04-01/trafficpolicy/{Id}` beside `/trafficpolicies/{Id}` names that collection in the singular.
    const others = !last || !onlyPosted(pathKey) || isNamedAfter(parameter, name) ? [] : [...(namesBefore.get(parameter) ?? [])].filter((other) => other !== name);
    const owner = others.find((other) => isNamedAfter(parameter, other));
    const plural = owner === undefined && changedWhole(namePath) ? others.find((other) => singularOf(other) === name) : undefined;
    if (owner !== undefined) {
      evidence?.add(prefix, { id: 'id-of-other-name', detail: `${pathKey} follows it with ${parameter}, named after "${owner}", which it follows elsewhere: the id of one of those, no item of this name`, source: pathKey });
      continue;
    }
    if (plural !== undefined) {
      evidence?.add(prefix, { id: 'id-of-plural-elsewhere', detail: `${pathKey} follows it with ${parameter}, which follows "${plural}", this name's plural, elsewhere, and ${namePath} is changed whole, nothing made there: one of those, and this name one thing`, source: pathKey });
      continue;
    }
    names.add(prefix);
    evidence?.add(prefix, { id: 'id-follows', detail: `${pathKey} follows it with ${parameter}`, source: pathKey });
  }
  return names;
}

/**
 * The static names whose item a method other than POST reaches (`team` of `GET /team/{teamId}`),
 * as prefix keys, from each path key and the methods on it.
 */
export function readItemNamesOf(methodsByPath: Iterable<[string, readonly string[]]>, evidence?: NameEvidence): Set<string> {
  const names = new Set<string>();
  for (const [pathKey, methods] of methodsByPath) {
    const raw = splitPathKey(pathKey);
    const [name, item] = raw.slice(-2);
    if (name === undefined || item === undefined || name.isParameter || !item.isParameter || !methods.some((method) => method !== 'post')) continue;
    names.add(prefixKey(raw, name));
    const reaching = methods.filter((method) => method !== 'post').map((method) => method.toUpperCase()).join(', ');
    evidence?.add(prefixKey(raw, name), { id: 'item-read', detail: `${reaching} ${pathKey} reaches one of its items`, source: pathKey });
  }
  return names;
}

/** A parameter name for an identifier: `id`, `jobId`, `record_id`, `uuid`, `key` (`identifier-words.id-parameter`). */
const idParameter = perVocabulary((vocabulary) => new RegExp(`^\\{(?:.*[-_a-z0-9])?(?:${alternation([...vocabulary.words('identifier-words', 'id-parameter')].flatMap((word) => spellingsOf(word, vocabulary)))})\\}$`));

/**
 * An identifier word as written at the end of a parameter's name: `id`, and `Id` or `ID` where
 * the word is among the `identifier-words.capitalised` or `identifier-words.upper-case` ones.
 */
function spellingsOf(word: string, vocabulary: Vocabulary): string[] {
  const capitalised = vocabulary.words('identifier-words', 'capitalised').has(word) ? [(word[0] ?? '').toUpperCase() + word.slice(1)] : [];
  const upperCase = vocabulary.words('identifier-words', 'upper-case').has(word) ? [word.toUpperCase()] : [];
  return [word, ...capitalised, ...upperCase];
}

/**
 * Version-like names with letters after the number (`v2p`, `v1beta`) that end every path key they
 * are in, as prefix keys: a version holds the paths of that version, and nothing is under these,
 * so each is a name (Oxide sled agent's `/v2p`, its virtual-to-physical mappings, read by GET and
 * written by PUT and DELETE), no version the document's other paths lack.
 */
export function namesLikeVersionsOf(pathKeys: Iterable<string>): Set<string> {
  const endings = new Set<string>();
  const goneOnPast = new Set<string>();
  for (const pathKey of pathKeys) {
    const raw = splitPathKey(pathKey);
    raw.slice(0, -1).forEach((segment) => goneOnPast.add(prefixKey(raw, segment)));
    const last = raw.at(-1);
    if (last !== undefined && !last.isParameter && isVersionLike(last.text) && /^_?(v|version)\d+[A-Za-z]/i.test(last.text)) endings.add(prefixKey(raw, last));
  }
  return new Set([...endings].filter((key) => !goneOnPast.has(key)));
}

/**
 * The first segments `0` that stand where a bare version number stands in other path keys, the same
 * name after both (Buildomat's `/0/workers` beside `/1/workers`, `/0/admin/jobs` beside
 * `/1/admin/jobs`), as prefix keys: version 0 of the API, as the other number is a later one, though
 * a bare 0 alone is read as no version (`BARE_VERSION_NUMBER`).
 */
export function zeroVersionsOf(pathKeys: Iterable<string>): Set<string> {
  const namesAfter = new Map<string, Set<string>>();
  for (const pathKey of pathKeys) {
    const [first, second] = splitPathKey(pathKey);
    if (first === undefined || second === undefined || second.isParameter || (first.text !== '0' && !BARE_VERSION_NUMBER.test(first.text))) continue;
    namesAfter.set(first.text, (namesAfter.get(first.text) ?? new Set()).add(second.text));
  }
  const zero = '0';
  const namesAfterZero = namesAfter.get(zero);
  const laterShares = [...namesAfter].some(([number, names]) => number !== zero && [...names].some((name) => namesAfterZero?.has(name) === true));
  const versions = new Set<string>();
  if (namesAfterZero !== undefined && laterShares) versions.add(zero);
  return versions;
}

/**
 * Parameters that another parameter naming an id follows (`/records/default/{object}/{id}`), when
 * they are not ids themselves or are the id of another thing than the name before them
 * (`/flags/{projectKey}/{featureFlagKey}`), as prefix keys: they choose a collection (a type of
 * record, a project's flags), whose items the next parameter identifies. So do parameters followed
 * by one named after the name before them, when they are not (`/properties/{object_name}/{property_name}`:
 * `{property_name}` names a property, so `{object_name}` chooses whose).
 */
export function parameterCollectionsOf(pathKeys: Iterable<string>, vocabulary: Vocabulary): Set<string> {
  const names = new Set<string>();
  const isIdParameter = (text: string) => idParameter(vocabulary).test(text);
  for (const pathKey of pathKeys) {
    const raw = splitPathKey(pathKey);
    raw.forEach((segment, index) => {
      const next = raw[index + 1];
      const previous = raw[index - 1];
      // An id named after another thing than the name before it (`/flags/{projectKey}/{featureFlagKey}`) scopes that name;
      // a bare `{id}` names no other thing: it is the item of the name before it (`/workflows/{id}/{versionId}`),
      // and so is any parameter named after that name (PowerDNS' `/views/{view}/{id}`: one view).
      const namedAfterBefore = previous !== undefined && !previous.isParameter && isNamedAfter(segment.text, previous.text);
      const scopes = !namedAfterBefore && (!isIdParameter(segment.text) || (previous !== undefined && !previous.isParameter && !isGenericIdentifier(segment.text, vocabulary)));
      if (!segment.isParameter || next === undefined) return;
      if ((isIdParameter(next.text) && scopes) || itemOfNameBefore(previous, segment, next)) names.add(prefixKey(raw, segment));
    });
  }
  return names;
}

/** `next` names an item of the name before `segment` (`{property_name}` after `properties/{object_name}`), and `segment` does not. */
function itemOfNameBefore(previous: PathSegment | undefined, segment: PathSegment, next: PathSegment): boolean {
  return previous !== undefined && !previous.isParameter && next.isParameter && isNamedAfter(next.text, previous.text) && !isNamedAfter(segment.text, previous.text);
}

/** A server URL's path is all prefix: a bare number there (`https://api.example.com/1`) is a version too. */
export function isServerVersionSegment(text: string): boolean {
  return isVersionLike(text) || BARE_VERSION_NUMBER.test(text);
}

/**
 * Whether the segment at `index` marks a version: a version-like name, or a bare number
 * (`/rest/api/3`, `/2/tweets`) near the start of the path with only static, unversioned segments
 * before it, where a literal id would not stand.
 */
function isVersionSegment(segments: readonly PathSegment[], index: number, vocabulary?: Vocabulary): boolean {
  const segment = segments[index];
  if (segment === undefined || segment.isParameter) return false;
  if (isVersionLike(segment.text) || VERSION_TEMPLATE.test(segment.text)) return true;
  // A version with a custom method run on the whole API after its colon (`/v3:logImpressions`, AIP-136).
  if (isVersionLike(versionBeforeMethod(segment.text))) return true;
  if (isMinorVersionNumber(segments, index)) return true;
  const before = segments[index - 1];
  if (vocabulary !== undefined && before !== undefined && versionsApiNamedBefore(before, segment, vocabulary)) return true;
  if (!BARE_VERSION_NUMBER.test(segment.text)) return false;
  if (index > BARE_VERSION_MAX_POSITION) return false;
  return segments.slice(0, index).every((before) => !before.isParameter && !isVersionLike(before.text) && !BARE_VERSION_NUMBER.test(before.text));
}

/**
 * Whether `segment`, a bare number, right after a name saying the API (`api-names.namespace`)
 * versions it, at any depth (`/ocs/v2.php/apps/tables/api/2/tables`, an app's API under the
 * platform's entry point); so does a year there (the D&D 5e SRD API's `/api/2014/monsters`,
 * versioned by the SRD's release year), which path-version-segment asks to write as `/v<N>`.
 */
export function versionsApiNamedBefore(before: PathSegment, segment: PathSegment, vocabulary: Vocabulary): boolean {
  return !segment.isParameter && (BARE_VERSION_NUMBER.test(segment.text) || YEAR_VERSION.test(segment.text)) && !before.isParameter && before.position === segment.position - 1 && namesApiItself(before.text, vocabulary);
}

/** A segment's text without the custom method after its colon (`v3` of `v3:logImpressions`, nothing of `:commit`). */
export function versionBeforeMethod(text: string): string {
  return text.replace(METHOD_AFTER_COLON, '');
}

/** The custom method after a segment's colon (`run` of `{scriptId}:run`, AIP-136), or undefined. */
export function customMethodOf(text: string): string | undefined {
  return METHOD_AFTER_COLON.exec(text)?.[0].slice(1);
}
const METHOD_AFTER_COLON = /:[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Whether `segment` is a bare number right after the bare number `before`, the minor number of a
 * version written as two numbers (the `0` of `/par/1/0/…`, version 1.0).
 */
export function isMinorVersionAfter(before: PathSegment, segment: PathSegment): boolean {
  return !segment.isParameter && MINOR_VERSION_NUMBER.test(segment.text) && before.position === segment.position - 1 && BARE_VERSION_NUMBER.test(before.text);
}

/** Whether the segment at `index` is the minor number of the version just before it (`isMinorVersionAfter`): part of the version, no collection. */
function isMinorVersionNumber(segments: readonly PathSegment[], index: number): boolean {
  const segment = segments[index];
  const before = segments[index - 1];
  return segment !== undefined && before !== undefined && isMinorVersionAfter(before, segment) && isVersionSegment(segments, index - 1);
}

type SegmentTest = (segment: PathSegment, next: PathSegment | undefined) => boolean;

/** A name of two words or more ending in a preposition that looks up by the key after it (`lookup-prepositions.ending`: `id_for`, `lookup-by`). */
function endsInLookupPreposition(text: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(text);
  return words.length > 1 && vocabulary.words('lookup-prepositions', 'ending').has(words.at(-1) ?? '');
}

/**
 * A name written as a qualified name, two identifiers or more joined by dots (`Microsoft.DataBox`,
 * `org.apache.felix.http`), none a file format: the value of one thing's name, never a word for a
 * kind of thing, as a collection's name is.
 */
const QUALIFIED_NAME = /^[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z][A-Za-z0-9_-]*)+$/;

/** The path key without the segment at `position` (`/activities/ab/{id}` less `ab`: `/activities/{id}`). */
export function withoutSegment(pathKey: string, position: number): string {
  const parts = pathKey.split('/');
  parts.splice(position + 1, 1);
  return parts.join('/');
}

export function isQualifiedName(text: string): boolean {
  return QUALIFIED_NAME.test(text);
}

function readLevels(segments: PathSegment[], vocabulary: Vocabulary, methods: readonly string[], singletonAt: SegmentTest, identifiedAt: SegmentTest, namesItem: (segment: PathSegment) => boolean = () => false): Pick<PathShape, 'kind' | 'levels'> {
  const levels: PathLevel[] = [];
  // The levels whose item a lookup key found (`/customers/email/{email}`): a further key narrows the same find.
  const lookedUp = new Set<PathLevel>();
  let irregular = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    if (segment === undefined) break;
    // A parameter that follows no name (`/v1/{parent}/jobs`, `/users/{id}/{field}`) makes the path
    // irregular; the names after it are still read, so that the list it ends in is known.
    if (segment.isParameter) {
      irregular = true;
      continue;
    }
    const next = segments[index + 1];
    // A key after a plural collection name, then its value (`/customers/email/{email}`, `/products/byname/{name}`):
    // the item of that collection, found by another key than its id.
    // A further key and its value narrow that find (`/atms/country/{country}/town/{town}`).
    const previous = levels.at(-1);
    const findsItem = previous !== undefined && ((previous.id === undefined && !previous.singleton && isPluralNoun(previous.name.text, vocabulary)) || lookedUp.has(previous));
    // A qualified name right after a plural collection name (`/providers/Microsoft.DataBox/operations`):
    // one of its items, named by its value where its id stands.
    if (previous !== undefined && previous.id === undefined && !previous.singleton && previous.name.position === segment.position - 1 && isPluralNoun(previous.name.text, vocabulary) && namesItem(segment)) {
      levels[levels.length - 1] = { ...previous, id: segment, identified: true };
      continue;
    }
    if (next?.isParameter === true && previous !== undefined && findsItem && isLookupKey(segment.text, next.text, vocabulary)) {
      const found = { ...previous, id: next, identified: true };
      levels[levels.length - 1] = found;
      lookedUp.add(found);
      index++;
      continue;
    }
    // A preposition after a plural collection name starts a lookup of its items by another key
    // (`/users/by/username/{username}`, `/dm_conversations/with/{participant_id}/dm_events`,
    // `/spaces/by/creator_ids`, `lookup-prepositions.segment`): the key and its value find the item; no level of their own.
    if (previous !== undefined && previous.id === undefined && !previous.singleton && vocabulary.words('lookup-prepositions', 'segment').has(segment.text.toLowerCase()) && isPluralNoun(previous.name.text, vocabulary)) {
      const key = next?.isParameter === false ? next : undefined;
      const value = segments[index + (key === undefined ? 1 : 2)];
      if (value?.isParameter === true) levels[levels.length - 1] = { ...previous, id: value, identified: true };
      index += (key === undefined ? 0 : 1) + (value?.isParameter === true ? 1 : 0);
      continue;
    }
    // A name ending in a preposition, then a key (`/publication/id_for/{publication_slug}`, "the id
    // for a slug"): a lookup of the name before it by that key; no level of its own.
    if (previous !== undefined && previous.id === undefined && !previous.singleton && next?.isParameter === true && endsInLookupPreposition(segment.text, vocabulary)) {
      levels[levels.length - 1] = { ...previous, id: next, identified: true };
      index++;
      continue;
    }
    // A singular name right before its own plural (`/area/areas`, `/branch/branches`) groups the
    // collection under a word for it: one level, the plural's.
    if (next !== undefined && !next.isParameter && !identifiedAt(segment, next) && isSingularOf(segment.text, next.text)) continue;
    const singleton = singletonAt(segment, next);
    const identified = identifiedAt(segment, next);
    if (next?.isParameter === true) {
      levels.push({ name: segment, id: next, singleton, identified });
      index++;
    } else {
      levels.push({ name: segment, singleton, identified });
    }
  }
  return { kind: irregular ? 'irregular' : shapeOfLevels(levels, methods, vocabulary), levels };
}

/** Whether `plural` is the plural of `singular` (`area`, `areas`; `county`, `counties`), the two differing. */
function isSingularOf(singular: string, plural: string): boolean {
  const [lower, lowerPlural] = [singular.toLowerCase(), plural.toLowerCase()];
  return lower !== lowerPlural && /^[a-z]+$/.test(lower) && pluralOf(lower) === lowerPlural;
}

function addressesItem(level: PathLevel): boolean {
  return level.singleton || level.id !== undefined;
}

function shapeOfLevels(levels: PathLevel[], methods: readonly string[], vocabulary: Vocabulary): PathShapeKind {
  const [first, second] = levels;
  if (first === undefined) return 'root';
  if (second === undefined) return addressesItem(first) ? 'item' : 'collection';
  if (!addressesItem(first)) return 'not-under-id';
  if (levels.length > 2) return 'too-deep';
  if (addressesItem(second)) return 'sub-item';
  return isActionPath(second.name.text, methods, vocabulary, !second.identified) ? 'action' : 'sub-collection';
}

/** The methods that read or change what exists (`methodsThat`): beside POST, they make a path no action. */
const READS_OR_CHANGES: ReadonlySet<string> = new Set([...methodsThat('reads'), ...methodsThat('changes')]);

/**
 * What a segment led by a parameter spells after it (nothing of `{editId}:commit`, Google's custom
 * method run on the item, AIP-136): a parameter's name names what the client sends, not the path.
 * Any other segment is read as written.
 */
export function spelledName(text: string): string {
  return text.startsWith('{') ? versionBeforeMethod(text.replace(/\{[^}]*\}/g, '')).replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '') : text;
}

/**
 * The name a segment runs a custom method on, the method after its colon left out
 * (`printServers` of `printServers:batchCreatePrintServers`, AIP-136): the method is the verb the
 * conventions let a name carry there; what names the resource is the name before it.
 */
export function nameBeforeMethod(text: string): string {
  return CUSTOM_METHOD.test(text) ? text.slice(0, text.indexOf(':')) : text;
}

/**
 * `/c/{id}/x` is an action sub-resource when only POST is defined on it and `x` does not name a
 * plural collection or starts with a verb (`/orders/{id}/cancel`, `/users/{id}/password-reset`,
 * `/campaigns/{id}/pause-all-emails`). A verb that is a noun as often leads one before a plural
 * too (`reset-results`, `cloneRules`) where the document identifies no items of the name
 * (`unidentified`; `/search-requests/{id}` makes `search-requests` a collection).
 */
export function isActionPath(segment: string, methods: readonly string[], vocabulary: Vocabulary, unidentified = false): boolean {
  if (!methods.includes('post') || methods.some((method) => READS_OR_CHANGES.has(method))) return false;
  // An acronym has no plural (`recache-tms`: the translation memory system is re-cached).
  if (!isPluralNoun(segment, vocabulary) || isAcronym(headNoun(segment, vocabulary) ?? '') || leadingVerb(segment, vocabulary) !== undefined) return true;
  return unidentified && verbOfPostAction(segment, methods, vocabulary) !== undefined;
}

export function isCollectionShape(kind: PathShapeKind): boolean {
  return kind === 'collection' || kind === 'sub-collection';
}

export function isItemShape(kind: PathShapeKind): boolean {
  return kind === 'item' || kind === 'sub-item';
}

/** A shape within the depth the conventions allow: the root, a collection or an item one level down at most, or an action. */
export function nestsWithinDepth(kind: PathShapeKind): boolean {
  return kind === 'root' || kind === 'action' || isCollectionShape(kind) || isItemShape(kind);
}

/** A version written into another word (`api2`, `apiv2`, `api-v1`, `payments-v2`; see `embedded-version.ts`). */
// `service` is left out: `/serviceV3` names a resource as often as a version.
export const API_WORD_VERSION = new RegExp(`^(?:${alternationOf('api-names', 'versioned')})[-_]?v?(\\d+)(?:\\.\\d+)*$`, 'i');
export const SEPARATED_VERSION = /^[a-z][a-z0-9]*[-_]v(\d+)(?:\.\d+)*$/i;

/**
 * The embedded versions of a path key where the conventions put the version, before the
 * collection (`/v<N>/<collection>`, §4): among the static segments before any parameter, a word
 * naming the API (`/api2/…`, `/rest/apiv2/…`) anywhere, another word (`/payments-v2/…`) only
 * first, or where the document writes the same word and version apart in another path key
 * (`writtenApart`, `versionsWrittenApart`: Google Admin's `/admin/directory_v1/channels/stop`
 * beside `/admin/directory/v1/users`, its version misspelt). Deeper, `/security/alerts_v2` or
 * `/products/search-v2` version one resource, not the API. Segments the path model already reads
 * as versions are left to it.
 */
export function embeddedVersionSegments(pathKey: string, writtenApart: ReadonlySet<string> = new Set()): PathSegment[] {
  const found: PathSegment[] = [];
  const raw = splitPathKey(pathKey);
  for (const [index, segment] of raw.entries()) {
    if (segment.isParameter) break;
    if (isServerVersionSegment(segment.text)) continue;
    const apartKey = writtenApartKey(raw.map((part) => part.text), index);
    const apart = apartKey !== undefined && writtenApart.has(apartKey);
    if (API_WORD_VERSION.test(segment.text) || (index === 0 && SEPARATED_VERSION.test(segment.text)) || apart) found.push(segment);
  }
  return found;
}

/**
 * The prefix key a path key's segment at `index` would have with its name and version written apart
 * (`admin/directory/v1` for `directory_v1` of `/admin/directory_v1/…`), where it writes them as one
 * word (`SEPARATED_VERSION`, one separator between them); undefined otherwise.
 */
export function writtenApartKey(texts: readonly string[], index: number): string | undefined {
  const text = texts[index] ?? '';
  return SEPARATED_VERSION.test(text) ? [...texts.slice(0, index), text.replace(/[-_]/, '/')].join('/') : undefined;
}

/**
 * The prefix keys of a document's path keys that end in a static name and then `v<N>`
 * (`admin/directory/v1` of `/admin/directory/v1/users`): where another key writes that name and
 * version as one word (`directory_v1`), it is the same version (`embeddedVersionSegments`).
 */
export function versionsWrittenApart(pathKeys: Iterable<string>): Set<string> {
  const apart = new Set<string>();
  for (const pathKey of pathKeys) {
    const raw = splitPathKey(pathKey);
    raw.forEach((segment, index) => {
      const before = raw[index - 1];
      if (index > 0 && before !== undefined && !before.isParameter && VALID_VERSION.test(segment.text)) apart.add(prefixKey(raw, segment));
    });
  }
  return apart;
}
