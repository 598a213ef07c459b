import { alternation, standardWordsByLayoutName, vocabularyList } from '../vocabulary/index.js';
import type { ApiModel, OperationModel, ParameterModel } from './api-model.js';
import { enumValuesOf, parameterSchemaOf } from './api-model.js';
import { isEmbeddedVersion, splitEmbeddedVersion } from './embedded-version.js';
import { isUserAgentHeader } from './http-headers.js';
import type { Facts } from './facts.js';
import type { Evidence } from './evidence.js';
import type { JsonPath } from './json.js';
import { arrayOf, isObject, objectEntriesOf, stringOf } from './json.js';
import { isOfType, objectView } from './schema.js';
import { isSuccessStatus } from './status.js';
import type { PathSegment, PathShape } from './path-shape.js';
import { API_WORD_VERSION, embeddedVersionSegments, isCollectionShape, isItemShape, isMinorVersionAfter, isServerVersionSegment, SEPARATED_VERSION, splitPathKey, VALID_VERSION, VERSION_TEMPLATE, versionBeforeMethod } from './path-shape.js';
import type { Vocabulary } from './words.js';
import { isLookupName, perVocabulary, splitWords } from './words.js';

/**
 * The versioning strategies a document shows (§9): version segments in path keys and server URLs
 * (URI versioning), version request headers, and version query parameters. Shared by the rules
 * that judge versioning, computed once per facts object.
 */

/** A base every operation's URL is built on: a 3.x server URL, or the 2.0 `basePath`. */
export interface ServerBase {
  url: string;
  /** The URL as written, to quote in messages. */
  written: string;
  /** Where the URL is written, to report against. */
  path: JsonPath;
  /** The node the server list belongs to: `[]` (document), a path item or an operation. */
  scope: JsonPath;
}

/** A version-like segment (`v1`, `v1.2`, `version2`) found in a path key or a server URL. */
export interface VersionMarker {
  text: string;
  /** `/v<N>` with N a whole number. */
  valid: boolean;
  /** N, for a valid marker. */
  version: number | undefined;
  /** The path key or the server URL it was found in. */
  foundIn: string;
  kind: 'path' | 'server';
  path: JsonPath;
  /** The values a parameter standing for the version lists (`[2]` of `{versionNumber}`); empty for a name. */
  listed: readonly unknown[];
}

export type VersioningStrategy = 'uri' | 'header' | 'query';

export interface VersioningFacts {
  bases: ServerBase[];
  /** Every version-like segment, path keys first (document order), then server URLs. */
  markers: VersionMarker[];
  /** Version request headers, each parameter node once, in document order. */
  headerParameters: ParameterModel[];
  /** Version query parameters, each parameter node once, in document order. */
  queryParameters: ParameterModel[];
  /**
   * Security schemes that send a version header on the operations requiring them (Plaid's
   * `plaidVersion`, an `apiKey` in the header `Plaid-Version`): the header strategy, written as a
   * scheme so that one document-wide requirement sends it on every request.
   */
  headerSchemes: Array<{ header: string; path: JsonPath }>;
  /**
   * Version headers the document declares as reusable parameters whatever references them
   * (Finch's `components.parameters.API-Version`, the header `Finch-API-Version`): the document
   * says how a request names its version.
   */
  declaredHeaders: Array<{ header: string; path: JsonPath }>;
  /**
   * Media types that carry a version (`application/vnd.ceph.api.v1.0+json`,
   * `application/json; version=2`): the client names the version in `Accept`, a header strategy.
   * The first response declaring each, in document order; none unless half the operations that
   * answer a body or more answer one.
   */
  versionedMediaTypes: Array<{ mediaType: string; path: JsonPath }>;
  /**
   * `Accept` or `Content-Type` header parameters the document declares (OpenAPI leaves those headers
   * to the media types, so a declared one says something of its own) and describes as naming the
   * version (FSPIOP's required `Accept`: "indicates the version of the API the client would like the
   * server to use"): the client names the version in the media type, a header strategy
   * (`media-type-header-names-version`).
   */
  mediaTypeVersionHeaders: ParameterModel[];
}

/** A version in a media type: a vendor type's `v1`, `v1.0` part, or a `version` parameter. */
const VERSIONED_MEDIA_TYPE = /^[^/;]+\/vnd\.[^;]*[.+-]v\d+(?:\.\d+)*(?:[.+;-]|$)|;\s*(?:api-)?version=/i;

function versionedMediaTypesOf(operations: readonly OperationModel[]): Array<{ mediaType: string; path: JsonPath }> {
  const found = new Map<string, JsonPath>();
  let answering = 0;
  let versioned = 0;
  for (const operation of operations) {
    const bodies = operation.responses.filter((response) => isSuccessStatus(response.status)).flatMap((response) => response.bodies.map((body) => ({ body, response })));
    if (bodies.length === 0) continue;
    answering++;
    const carrying = bodies.filter(({ body }) => VERSIONED_MEDIA_TYPE.test(body.mediaType));
    if (carrying.length > 0) versioned++;
    for (const { body, response } of carrying) if (!found.has(body.mediaType)) found.set(body.mediaType, response.path);
  }
  // A strategy is what the requests carry across the API: a versioned type on a few answers is one
  // alternative format among others (`application/vnd.github.v3.star+json` for `/user/starred`).
  return versioned * 2 >= answering ? [...found].map(([mediaType, path]) => ({ mediaType, path })) : [];
}


/** A declared `Accept` or `Content-Type` header whose description says it names the version (`mediaTypeVersionHeaders`). */
function namesVersionInMediaType(parameter: ParameterModel): boolean {
  if (parameter.in !== 'header' || !/^(?:accept|content-type)$/i.test(parameter.name)) return false;
  const description = parameter.node['description'];
  return typeof description === 'string' && /\bversion\b/i.test(description);
}

/**
 * A header parameter carrying a version of the API: its name says `version`, it is no header only
 * the user agent sets (`Sec-WebSocket-Version`, `isUserAgentHeader`), and not another thing's
 * (`namesOtherVersion`) unless every value it declares is a version number (`listsVersionNumbers`).
 */
function isVersionHeader(parameter: ParameterModel, vocabulary: Vocabulary): boolean {
  return parameter.in === 'header' && /version/i.test(parameter.name) && !isUserAgentHeader(parameter.name) && (!namesOtherVersion(parameter, vocabulary) || listsVersionNumbers(parameter));
}

/** The names APIs give the header that carries their own version (`Api-Version`, `X-API-Version`, `Accept-Version`, `Version`). */
const API_VERSION_HEADER = /^(?:x-)?(?:api-?)?version$|^accept-version$|-api-?version$/i;

/**
 * Which headers carry the API's version. Where the API serves versions as resources
 * (`/version/{versionId}`), a header named after something else (`x-readme-version`, the version
 * of the customer's docs project) picks one of them, not a version of the API.
 */
function versionHeaderTest(facts: Facts): (parameter: ParameterModel) => boolean {
  const servesVersions = facts.model.operations.some((operation) => splitPathKey(operation.pathKey).some((segment, index, segments) => /^versions?$/i.test(segment.text) && segments[index + 1]?.isParameter === true));
  return (parameter) => isVersionHeader(parameter, facts.vocabulary) && (!servesVersions || API_VERSION_HEADER.test(parameter.name));
}

/** A version as APIs number theirs: `1`, `v2`, `2.1`, `2024-06-01`. */
const VERSION_NUMBER = /^v?\d+(?:\.\d+)*$|^\d{4}-\d{2}-\d{2}$/i;

/**
 * Whether a header's declared values (its enum, default or example) are all version numbers (Supaglue's
 * `x-sg-minor-version`, enum `1`): the API's version, whatever its name says of what is versioned.
 */
function listsVersionNumbers(parameter: ParameterModel): boolean {
  const values = declaredValuesOf(parameter);
  return values.length > 0 && values.every(isVersionNumber);
}

/** A header's declared values: its enum, default and examples. */
function declaredValuesOf(parameter: ParameterModel): unknown[] {
  const schema = parameterSchemaOf(parameter);
  return [...arrayOf(schema['enum']), schema['default'], schema['example'], parameter.node['example']].filter((value) => value !== undefined);
}

function isVersionNumber(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && VERSION_NUMBER.test(String(value));
}

/**
 * A header naming the version of something else than the API, by the word before `version`: the
 * client's (`X-App-Version`, `X-Client-Version`, `client-words`), or a thing a prefix goes before
 * (`Eth-Consensus-Version`, the consensus fork of the block sent), or a thing whose versions the
 * header's enum lists by name, none a version number (Firefly's `x-model-version`, `video1_standard`:
 * the model's). The API's version is named alone (`Version`, `Notion-Version`, `X-Ms-Version`) or
 * as the API's (`X-API-Version`, `Finch-API-Version`, `Accept-Version`).
 */
function namesOtherVersion(parameter: ParameterModel, vocabulary: Vocabulary): boolean {
  const words = splitWords(parameter.name).map((word) => word.toLowerCase());
  const named = words[0] === 'x' ? words.slice(1) : words;
  const at = named.lastIndexOf('version');
  const thing = named[at - 1];
  if (at < 1 || thing === undefined || thing === 'api' || thing === 'accept') return false;
  // Only the values it lists as all it takes: an example may be a placeholder (`{{NOTION_VERSION}}`).
  const listed = arrayOf(parameterSchemaOf(parameter)['enum']);
  return vocabulary.words('client-words').has(thing) || at >= 2 || (listed.length > 0 && !listed.some(isVersionNumber));
}

/** Header parameters declared for reuse (3.x `components.parameters`, 2.0 `parameters`) whose name says they carry a version. */
function declaredVersionHeaders(model: ApiModel): Array<{ header: string; path: JsonPath }> {
  const container: JsonPath = model.version === '2.0' ? ['parameters'] : ['components', 'parameters'];
  const components = isObject(model.root['components']) ? model.root['components'] : {};
  return objectEntriesOf(model.version === '2.0' ? model.root['parameters'] : components['parameters']).flatMap(([key, parameter]) => {
    if (parameter['in'] !== 'header' || typeof parameter['name'] !== 'string' || !API_VERSION_HEADER.test(parameter['name'])) return [];
    return [{ header: parameter['name'], path: [...container, key, 'name'] }];
  });
}

/** The `apiKey` schemes sending a header whose name says `version` that some operation requires. */
function versionHeaderSchemes(model: ApiModel): Array<{ header: string; path: JsonPath }> {
  const required = new Set(model.operations.flatMap((operation) => (operation.security ?? []).flatMap((requirement) => requirement.schemes.map((scheme) => scheme.name))));
  return model.securitySchemes.flatMap((scheme) => {
    const { type, in: location, name } = scheme.node;
    if (type !== 'apiKey' || location !== 'header' || typeof name !== 'string' || !/version/i.test(name) || !required.has(scheme.name)) return [];
    return [{ header: name, path: [...scheme.path, 'name'] }];
  });
}

const READ_METHODS: ReadonlySet<string> = new Set(['get', 'head']);

/**
 * A query parameter carrying the API version. `version` or `v` may as well pick a version of the
 * resource: on a path that names versions (`/package/version`, `/documents/{id}/versions`), on a
 * path to an identified resource (`GET /files/{id}/content?version=3`), and on a write, where it
 * guards against conflicting writes (`POST /swarm/update?version=12`), on a read of a path whose
 * write guards so (`GET /configuration/raw?version=`: the version written), on a path to one
 * resource, a singleton (`GET /settings/keypair?version=2`), on a lookup (`GET
 * /query/images/by_package?version=`), and on a path whose own version segment already names the
 * API's (`GET /v1/…/download?version=4.9`); there it does not count.
 */
export function isVersionQuery(parameter: ParameterModel, operation: OperationModel, vocabulary: Vocabulary, shape?: PathShape, pathOperations: readonly OperationModel[] = []): boolean {
  const name = parameter.name.toLowerCase();
  // Query parameter names that carry an API version (`version-parameters`); the `ambiguous` ones
  // may as well pick a version of the resource itself (`/packages/{id}/versions?version=2`).
  if (parameter.in !== 'query' || !vocabulary.words('version-parameters').has(name)) return false;
  // On a list whose items have a field of that very name it filters them (Lago's `GET /api_logs?api_version=`, each log with its `api_version`).
  if (READ_METHODS.has(operation.method) && readsRecordsWithField(operation, name, false)) return false;
  if (!vocabulary.words('version-parameters', 'ambiguous').has(name)) return true;
  if (!READ_METHODS.has(operation.method) || /\{[^}]*\}/.test(operation.pathKey)) return false;
  // A write of the same path guards with it: the read names the version of what that write
  // changes (`GET /configuration/raw?version=` beside `POST /configuration/raw?version=`), unless
  // it lists version numbers, the API's (AWS's `GET /?Action=…&Version=2011-06-15` beside its POST).
  if (writeTakesQuery(pathOperations, parameter.name) && !listsVersionNumbers(parameter)) return false;
  // On one resource (`/settings/keypair`) it picks a version of that resource; on a path whose
  // own segment already names the API version (`GET /v1/tunnels/client/download?version=4.9`), of
  // something else.
  if (shape !== undefined && (isItemShape(shape.kind) || shape.versionSegments.length > 0)) return false;
  // On a lookup (`GET /query/images/by_package?name=&version=`) it is the version of what is looked up.
  if (isLookupName(operation.pathKey.split('/').at(-1) ?? '', vocabulary)) return false;
  // On a list whose items have a version of their own it filters them (`GET /ContentReleases?version=`).
  if (readsRecordsWithField(operation, 'version', shape !== undefined && isCollectionShape(shape.kind))) return false;
  return !/version/i.test(operation.pathKey.replace(/\/v(ersion)?\d[^/]*/gi, ''));
}

/** Whether a write among `operations` takes a query parameter named `name`. */
function writeTakesQuery(operations: readonly OperationModel[], name: string): boolean {
  return operations.some((operation) => !READ_METHODS.has(operation.method) && operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name));
}

/**
 * A read answering records that have a field named `field` (lower case; `version`): the items of a
 * list (an array, or arrays inside an object), or, on a path read as a collection, the one record
 * its read declares as the answer where no list holds it (`GET /extensions` answering `Extension
 * {ext_name, version}`).
 */
function readsRecordsWithField(operation: OperationModel, field: string, readsCollection: boolean): boolean {
  const hasField = (schema: unknown, path: JsonPath) => [...objectView(schema, path).properties.keys()].some((name) => name.toLowerCase() === field);
  const itemsOf = (schema: unknown, path: JsonPath) => (isObject(schema) && isOfType(schema, 'array') ? [{ schema: schema['items'], path: [...path, 'items'] }] : []);
  return operation.responses.filter((response) => isSuccessStatus(response.status)).flatMap((response) => response.bodies).some((body) => {
    const lists = [...itemsOf(body.schema, body.schemaPath), ...[...objectView(body.schema, body.schemaPath).properties.values()].flatMap((property) => itemsOf(property.schema, property.path))];
    if (lists.length > 0) return lists.some((items) => hasField(items.schema, items.path));
    return readsCollection && hasField(body.schema, body.schemaPath);
  });
}

// `https://host`, `//host` and `{scheme}://host` all end where the path starts.
const SCHEME_AND_AUTHORITY = /^(?:[^:/?#]+:)?\/\/[^/?#]*/;

/** The path segments of a server URL, scheme, host, query and fragment left out. */
export function urlPathSegments(url: string): string[] {
  const path = url.trim().replace(SCHEME_AND_AUTHORITY, '').split(/[?#]/)[0] ?? '';
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * A name standing for a version in a server URL: whichever is newest
 * (`https://esi.evetech.net/latest`), or a release channel (`https://graph.microsoft.com/beta`,
 * `https://api.nexmo.com/beta/audit`, where the service's name follows it).
 */
const versionAlias = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('version-aliases'))})$`, 'i'));

/**
 * The segments of a server URL that mark a version: version-like ones (`v1`, `2.0`, `api_v2`),
 * and a version alias, which stands where the version goes (`…/latest`, `…/beta/audit`).
 */
export function serverVersionSegments(url: string, vocabulary: Vocabulary): string[] {
  return urlPathSegments(url).filter((segment) => isServerVersionSegment(segment) || isEmbeddedVersion(segment) || versionAlias(vocabulary).test(segment));
}

function markerOf(text: string, foundIn: string, kind: VersionMarker['kind'], path: JsonPath, listed: readonly unknown[] = []): VersionMarker {
  const whole = VALID_VERSION.test(text);
  // A template (`v{version}`) is written as `/v<N>`; which number the client names, it does not say.
  // A parameter holding the version (`{versionNumber}`) is as valid as the values it lists (`v1`, `v2`; not `1`).
  const valid = whole || VERSION_TEMPLATE.test(text) || (listed.length > 0 && listed.every((value) => typeof value === 'string' && VALID_VERSION.test(value)));
  return { text, valid, version: whole ? Number(text.slice(1)) : undefined, foundIn, kind, path, listed };
}

function serverBases(facts: Facts): ServerBase[] {
  const { model } = facts;
  if (model.version === '2.0') {
    const basePath = stringOf(model.root['basePath']);
    // Nor is the `basePath` of a 2.0 document whose host is a mock of it (SwaggerHub's `virtserver.swaggerhub.com`).
    return basePath === undefined || model.servers.some((server) => server.mock) ? [] : [{ url: basePath, written: basePath, path: ['basePath'], scope: [] }];
  }
  // A 3.x server's path ends in `servers, <index>, url`; what comes before is its owner.
  // A mock of the API (`https://virtserver.swaggerhub.com/owner/api/1.2.1`) spells the document's version its own way.
  return model.servers.filter((server) => !server.mock).map((server) => ({ url: server.url, written: server.written, path: server.path, scope: server.path.slice(0, -3) }));
}

function sameOwner(scope: JsonPath, owner: JsonPath): boolean {
  return scope.length === owner.length && scope.every((part, index) => part === owner[index]);
}

/** The bases an operation is served from: its own servers, else its path item's, else the document's. */
export function basesFor(operation: OperationModel, bases: readonly ServerBase[]): ServerBase[] {
  for (const owner of [operation.path, operation.path.slice(0, 2), []]) {
    const matching = bases.filter((base) => sameOwner(base.scope, owner));
    if (matching.length > 0) return matching;
  }
  return [];
}

function uniqueParameters(operations: readonly OperationModel[], test: (parameter: ParameterModel, operation: OperationModel) => boolean): ParameterModel[] {
  const seen = new Set<object>();
  const found: ParameterModel[] = [];
  for (const operation of operations) {
    for (const parameter of operation.parameters) {
      if (!test(parameter, operation) || seen.has(parameter.node)) continue;
      seen.add(parameter.node);
      found.push(parameter);
    }
  }
  return found;
}

/**
 * Standards an API serves under their own name and version, at paths the standard lays out: SCIM
 * (`/scim/v2/Users`, RFC 7644), HL7 FHIR (`/fhir/4.0.1/Patient`), RadioDNS service and programme
 * information (`/radiodns/spi/3.1/SI.xml`, ETSI TS 102 818). A version after such a name is the
 * standard's, not the API's.
 */
/** A path under a standard's name and a version (`/radiodns/spi/3.1/id/{fqdn}/{sid}/{date}_PI.xml`): laid out by that standard, not by the API. */
export function isUnderStandard(pathKey: string, versionSegments: readonly PathSegment[], vocabulary: Vocabulary): boolean {
  const written = pathKey.split('/').slice(1);
  const standards = vocabulary.words('standards', 'layout-name');
  return versionSegments.some((segment) => written.slice(0, segment.position).some((name) => standards.has(name.toLowerCase())));
}

/**
 * Where a path reaches one of the endpoints a standard lays out right under its name, no version
 * between (`/apps/{appId}/scim/Users`, `/scim/ServiceProviderConfig`: SCIM's base URL is the
 * provider's choice and its version optional, RFC 7644 §3.2, §3.13): the position of that name
 * among the path's segments and the standard, or undefined. Laid out by that standard, not by the API.
 */
export function standardEndpointIn(pathKey: string): { position: number; standard: string } | undefined {
  const written = pathKey.split('/').slice(1).map((name) => name.toLowerCase());
  const position = written.findIndex((name, index) => STANDARD_ENDPOINTS_BY_NAME.get(name)?.endpoints.has(written[index + 1] ?? '') === true);
  const layout = position < 0 ? undefined : STANDARD_ENDPOINTS_BY_NAME.get(written[position] ?? '');
  return layout === undefined ? undefined : { position, standard: layout.standard };
}

/** By each version a standard fixes at the root of its paths (`standards` tagged `root-version`: `v2`), the standard and the names it lays out after a parameter there (`root-endpoints`), lower-cased. */
const ROOT_LAYOUTS = rootLayouts();

function rootLayouts(): Map<string, { standard: string; endpoints: ReadonlySet<string> }> {
  const entries = vocabularyList('standards').entries as ReadonlyArray<{ standard?: string; tags?: readonly string[]; words: readonly string[] }>;
  const tagged = (standard: string, tag: string) => entries.filter((entry) => entry.standard === standard && entry.tags?.includes(tag) === true).flatMap((entry) => entry.words);
  const layouts = new Map<string, { standard: string; endpoints: ReadonlySet<string> }>();
  for (const { standard, tags, words } of entries) {
    if (standard === undefined || tags?.includes('root-version') !== true) continue;
    for (const version of words) layouts.set(version.toLowerCase(), { standard, endpoints: new Set(tagged(standard, 'root-endpoints').map((word) => word.toLowerCase())) });
  }
  return layouts;
}

/** The standards whose root version the document's paths show, by that version: two names or more of its layout after a parameter under it. */
const rootLayoutsByFacts = new WeakMap<Facts, Map<string, string>>();

/**
 * Where a path's first segment is the version a standard fixes at the root of the paths it lays
 * out, and the document serves two of that layout's names or more after a parameter under it (the
 * OCI Distribution Specification's `/v2/{name}/blobs/{ref}` and `/v2/{name}/manifests/{reference}`,
 * a registry served beside an API at `/v0`): that standard, whose version it is, not the API's; otherwise undefined.
 */
export function standardAtRootOf(pathKey: string, facts: Facts): string | undefined {
  let found = rootLayoutsByFacts.get(facts);
  if (found === undefined) {
    const shown = new Map<string, Set<string>>();
    for (const key of facts.operationsAt.pathKeys()) {
      const [version, parameter, name] = key.split('/').slice(1).map((segment) => segment.toLowerCase());
      const layout = version === undefined ? undefined : ROOT_LAYOUTS.get(version);
      if (layout === undefined || version === undefined || parameter?.startsWith('{') !== true || name === undefined || !layout.endpoints.has(name)) continue;
      shown.set(version, (shown.get(version) ?? new Set()).add(name));
    }
    found = new Map([...shown].filter(([, names]) => names.size >= 2).map(([version]) => [version, ROOT_LAYOUTS.get(version)?.standard ?? '']));
    rootLayoutsByFacts.set(facts, found);
  }
  return found.get(pathKey.split('/')[1]?.toLowerCase() ?? '');
}

/** By a standard's layout name (`scim`), the standard and the endpoints it lays out under it (`users`, `groups`), lower-cased (vocabulary/standards.json, `layout-endpoints`). */
const STANDARD_ENDPOINTS_BY_NAME: ReadonlyMap<string, { standard: string; endpoints: ReadonlySet<string> }> = new Map(
  [...standardWordsByLayoutName('layout-endpoints')].map(([name, { standard, words }]) => [name, { standard, endpoints: new Set(words.map((word) => word.toLowerCase())) }]),
);

/**
 * The version segments that version the API: after a valid `/v<N>`, a version written otherwise
 * that follows a name (`/v2/scim/2.0/Users`) is the version of a standard the API serves there
 * (SCIM 2.0, RFC 7644), not the API's own; a second `/v<N>` still counts.
 */
function ownVersionSegments(segments: readonly PathSegment[]): PathSegment[] {
  const apiVersion = segments.find((segment) => VALID_VERSION.test(versionBeforeMethod(segment.text)));
  if (apiVersion === undefined) return [...segments];
  return segments.filter((segment, index) => {
    if (segment.position <= apiVersion.position || VALID_VERSION.test(versionBeforeMethod(segment.text))) return true;
    const before = segments[index - 1];
    return before !== undefined && before.position === segment.position - 1;
  });
}

/** Each version as written: a minor number joins the number before it (`1/0` of `/par/1/0/…`, version 1.0, `isMinorVersionAfter`). */
function versionsWritten(segments: readonly PathSegment[]): Array<{ segment: PathSegment; text: string }> {
  const written: Array<{ segment: PathSegment; text: string }> = [];
  segments.forEach((segment, index) => {
    const before = segments[index - 1];
    const last = written.at(-1);
    if (before !== undefined && last !== undefined && last.segment === before && isMinorVersionAfter(before, segment)) last.text = `${last.text}/${segment.text}`;
    else written.push({ segment, text: versionBeforeMethod(segment.text) });
  });
  return written;
}

/**
 * The versions a path parameter holding one may take: those its `enum` lists, or, listing none, its
 * `default` (Cromwell's `{version}`, `default: v1`).
 */
function versionValuesOf(parameter: ParameterModel): unknown[] {
  const listed = enumValuesOf(parameter);
  const fallback = parameterSchemaOf(parameter)['default'];
  return listed.length === 0 && fallback !== undefined ? [fallback] : listed;
}

function buildVersioningFacts(facts: Facts): VersioningFacts {
  const bases = serverBases(facts);
  const markers: VersionMarker[] = [];
  const seenKeys = new Set<string>();
  for (const operation of facts.model.operations) {
    if (seenKeys.has(operation.pathKey)) continue;
    seenKeys.add(operation.pathKey);
    const segments = [...facts.shapeOf(operation).versionSegments, ...embeddedVersionSegments(operation.pathKey, facts.names.versionsWrittenApart)]
      .filter((segment) => !isUnderStandard(operation.pathKey, [segment], facts.vocabulary) && !(segment.position === 0 && standardAtRootOf(operation.pathKey, facts) !== undefined))
      .sort((left, right) => left.position - right.position);
    for (const { segment, text } of versionsWritten(ownVersionSegments(segments))) {
      const parameter = segment.isParameter ? operation.parameters.find((candidate) => candidate.in === 'path' && `{${candidate.name}}` === segment.text) : undefined;
      markers.push(markerOf(text, operation.pathKey, 'path', ['paths', operation.pathKey], parameter === undefined ? [] : versionValuesOf(parameter)));
    }
  }
  for (const base of bases) {
    for (const segment of serverVersionSegments(base.url, facts.vocabulary)) markers.push(markerOf(segment, base.written, 'server', base.path));
  }
  return {
    bases,
    markers,
    headerParameters: uniqueParameters(facts.model.operations, versionHeaderTest(facts)),
    queryParameters: uniqueParameters(facts.model.operations, (parameter, operation) => isVersionQuery(parameter, operation, facts.vocabulary, facts.shapeOf(operation), facts.operationsAt(operation.pathKey))),
    headerSchemes: versionHeaderSchemes(facts.model),
    declaredHeaders: declaredVersionHeaders(facts.model),
    versionedMediaTypes: versionedMediaTypesOf(facts.model.operations),
    mediaTypeVersionHeaders: uniqueParameters(facts.model.operations, namesVersionInMediaType),
  };
}

const versioningByFacts = new WeakMap<Facts, VersioningFacts>();

export function getVersioningFacts(facts: Facts): VersioningFacts {
  let versioning = versioningByFacts.get(facts);
  if (versioning === undefined) {
    versioning = buildVersioningFacts(facts);
    versioningByFacts.set(facts, versioning);
  }
  return versioning;
}

/**
 * Whether the document versions by URI: configured so, or (when `auto`) a server URL has a version
 * segment, a path key starts with one (`/v1/{tenant}/restaurants`), or a fifth of the path keys or
 * more have one. A version deeper in a few path keys only (Plaid's `/beta/credit/v1/…` among 200
 * unversioned paths) is those products' own, not the API's.
 */
export function usesUriVersioning(facts: Facts): boolean {
  const configured = facts.options.versioning;
  if (configured === 'uri') return true;
  if (configured !== 'auto') return false;
  return showsApiUriVersions(facts);
}

/**
 * Whether the document's own version segments version the API (the test `usesUriVersioning` makes
 * when `auto`): a server URL's, one starting a path key, or version segments in a fifth of the path
 * keys or more. Fewer, deeper in the path (`/aave/v3/…`, `/uniswap/v2/…` and `/uniswap/v3/…` among
 * 600 path keys), are the products' own versions, no strategy of the API's.
 */
function showsApiUriVersions(facts: Facts): boolean {
  const { markers } = getVersioningFacts(facts);
  if (markers.some((marker) => marker.kind === 'server' || (marker.foundIn.startsWith(`/${marker.text}`) && !isPartVersion(marker.text)))) return true;
  if (!showsUriVersions(facts)) return false;
  const { versioned, all } = versionedPathKeys(facts);
  // Deep in a path, a version may be another thing's (`/chart.js/2.8.0`, a library's): it takes two
  // such path keys, and a fifth of them, to make the API's versioning; or every path key, where the
  // document has one (`/wayback/v1/available`).
  return (versioned >= 2 || versioned === all) && versioned * 5 >= all;
}

/**
 * A version written into a word that names no API (`payments-v2`, not `api-v2` or `v2`): where it
 * starts a path key, it versions that word's part of the API. It versions the API only as a deeper
 * version does, in a fifth of the path keys or more: `/payments-v2/…` in 4 path keys of 1,200
 * unversioned ones is the payments part's second version, and the others are not told to move under it.
 */
function isPartVersion(text: string): boolean {
  return SEPARATED_VERSION.test(text) && !API_WORD_VERSION.test(text);
}

/**
 * The evidence that a version starting a path key is its part's alone (`part-version`), where the
 * document's other path keys show the API unversioned by URI; `undefined` where it is the API's.
 */
export function partVersionEvidence(facts: Facts, text: string): Evidence | undefined {
  if (!isPartVersion(text) || usesUriVersioning(facts)) return undefined;
  const { versioned, all } = versionedPathKeys(facts);
  const [word = text] = splitEmbeddedVersion(text)?.split('/') ?? [];
  return { id: 'part-version', detail: `"${text}" versions the part "${word}" alone: ${versioned} of ${all} path keys carry a version, under a fifth, so the API is not versioned by URI` };
}

/** How many path keys carry a version segment, and how many the document has. */
function versionedPathKeys(facts: Facts): { versioned: number; all: number } {
  const { markers } = getVersioningFacts(facts);
  return { versioned: new Set(markers.map((marker) => marker.foundIn)).size, all: new Set(facts.model.operations.map((operation) => operation.pathKey)).size };
}

/**
 * Whether the version segments found are the API's. Where every one follows a path parameter
 * and they stand in fewer than half the path keys (`/standard/{networkId}/v0/orders` beside 18
 * unversioned paths: a standard the API serves per network), they version what the parameter
 * chose, not the API; in most path keys (`/{blockchain}/v2/…`) they are the API's.
 */
function showsUriVersions(facts: Facts): boolean {
  const { markers } = getVersioningFacts(facts);
  if (markers.length === 0) return false;
  if (markers.some((marker) => !followsParameter(marker))) return true;
  const { versioned, all } = versionedPathKeys(facts);
  return versioned * 2 > all;
}

function followsParameter(marker: VersionMarker): boolean {
  const at = marker.foundIn.indexOf(`/${marker.text}`);
  return marker.kind === 'path' && at > 0 && marker.foundIn.slice(0, at).includes('{');
}

/** The strategies the document shows, in the order URI, header, query; a versioned media type where none other shows. */
export function strategiesFound(facts: Facts): VersioningStrategy[] {
  const versioning = getVersioningFacts(facts);
  const found: VersioningStrategy[] = [];
  if (showsApiUriVersions(facts)) found.push('uri');
  if (versioning.headerParameters.length > 0 || versioning.headerSchemes.length > 0 || versioning.declaredHeaders.length > 0) found.push('header');
  if (versioning.queryParameters.length > 0) found.push('query');
  // A versioned media type shows the header strategy only where nothing else shows one: a vendor
  // type's fixed `v3` (`application/vnd.github.v3.star+json` under `/api/v3`) names a format of
  // that same version, not a second way to choose it.
  if (found.length === 0 && (versioning.versionedMediaTypes.length > 0 || versioning.mediaTypeVersionHeaders.length > 0)) found.push('header');
  return found;
}
