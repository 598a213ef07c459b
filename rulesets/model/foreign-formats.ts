import { standardWordsByLayoutName, vocabularyList, wordSetOf, wordSetsOf, wordsOf } from '../vocabulary/index.js';
import type { JsonObject, JsonPath } from './json.js';
import { isObject } from './json.js';
import { splitWords } from './words.js';
import type { OperationModel, SchemaVisit } from './api-model.js';

/**
 * Field names another format fixes (§2.4 governs the API's own fields): a schema that describes an
 * OpenAPI or Swagger document (`swagger`, `basePath`, `securityDefinitions`), an OAuth 2.0 token
 * request or answer (RFC 6749: `access_token`, `token_type`, `grant_type`) and the parameters of an
 * authorization request (`response_type`, `redirect_uri`), a SCIM 2.0 resource, list or error
 * (RFC 7643, RFC 7644: `schemas`, `scimType`, `totalResults`), a JSON Schema (`additionalProperties`,
 * `allOf`, `minLength`: mostly its keywords), a set of CSS declarations (`background-color`), an
 * OpenID provider's metadata (`authorization_endpoint`, `jwks_uri`), a client's registration
 * (`redirect_uris`, `logo_uri`) or a JSON Web Key (`key_ops`), a
 * record a standard fixes whole (EIP-712's `EIP712Domain`, a token metadata `{trait_type, value}`), and specification
 * extensions (`x-…`), whose names the extended format leaves to their authors, and the keys of an
 * object of HTTP or mail headers (`headers: {Reply-To, X-Request-Id}`: RFC 9110, RFC 5322). An API cannot
 * respell them without breaking the format.
 */

function propertyNames(schema: JsonObject): Set<string> {
  const properties = schema['properties'];
  return new Set(isObject(properties) ? Object.keys(properties) : []);
}

/**
 * Whether an operation is a request of an OAuth 2.0 flow to the authorization server: it takes
 * `grant_type` (a token request, RFC 6749 §4.1.3, §4.3.2, §4.4.2, §6) or `response_type` (an
 * authorization request, §4.1.1) in its query or its body.
 */
export function isOAuthFlowRequest(operation: OperationModel): boolean {
  const bodyNames = (operation.requestBody?.bodies ?? []).flatMap((body) => (isObject(body.schema) ? [...propertyNames(body.schema)] : []));
  return namesOAuthRequest([...operation.parameters.map((parameter) => parameter.name), ...bodyNames]);
}

/** Names of an OAuth 2.0 request to the authorization server: `grant_type` (a token request) or `response_type` (an authorization request). */
function namesOAuthRequest(names: readonly string[]): boolean {
  return names.includes('response_type') || names.includes('grant_type');
}

/**
 * Each schema's answer, by its node: the document's facts ask it of every schema with properties,
 * and no-error-in-success again of each answer's.
 */
const foreignFormatByNode = new WeakMap<JsonObject, boolean>();

/** A schema for an OpenAPI or Swagger document, or for an OAuth 2.0 token request or answer, or a token introspection or revocation request. */
export function isForeignFormatSchema(schema: JsonObject): boolean {
  let foreign = foreignFormatByNode.get(schema);
  if (foreign === undefined) {
    foreign = describesForeignFormat(schema);
    foreignFormatByNode.set(schema, foreign);
  }
  return foreign;
}

function describesForeignFormat(schema: JsonObject): boolean {
  // Without properties there are no names, and nothing below matches none.
  if (!isObject(schema['properties'])) return false;
  const names = propertyNames(schema);
  const describesOpenApi = (names.has('swagger') || names.has('openapi')) && (names.has('paths') || names.has('info'));
  // RFC 6749 §5.1 requires both in a token answer; §4.1.3, §4.3.2, §4.4.2 require grant_type in a request.
  // An introspection or revocation request (RFC 7662 §2.1, RFC 7009 §2.1) sends `token` with its `token_type_hint`.
  const describesOAuthToken = (names.has('access_token') && names.has('token_type')) || (names.has('grant_type') && (names.has('client_id') || names.has('code') || names.has('refresh_token') || names.has('username')))
    || (names.has('token') && names.has('token_type_hint'));
  return describesOpenApi || describesOAuthToken || describesStandardResource(names) || namedByStandard(names) || describesStandardRecord(names);
}

/** The records a standard fixes whole (vocabulary/standards.json, `record-names`): each its marker, its first name, and its other names. */
const STANDARD_RECORDS: ReadonlyArray<{ marker: string | undefined; others: readonly string[] }> = vocabularyList('standards').entries
  .filter((entry) => entry.tags?.includes('record-names') === true)
  .map(({ words: [marker, ...others] }) => ({ marker, others }));

/**
 * One record a standard fixes: every field among the standard's names for it, its marker one of
 * them (EIP-712's `EIP712Domain` in the `types` of typed data; a token metadata attribute
 * `{trait_type, value}`). A record of the API's own that has a `value` is not one.
 */
function describesStandardRecord(names: ReadonlySet<string>): boolean {
  return names.size > 0 && STANDARD_RECORDS.some(({ marker, others }) => marker !== undefined && names.has(marker) && everyName(names, (name) => name === marker || others.includes(name)));
}

/**
 * A JSON-RPC 2.0 request (specification §4), alone or in a batch (§6): `jsonrpc` and `method`
 * among its fields, every field one of the request's (`standards.record-names`).
 */
export function isJsonRpcRequest(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const items = schema['items'];
  if (isObject(items)) return isJsonRpcRequest(items);
  const names = propertyNames(schema);
  return names.has('jsonrpc') && names.has('method') && describesStandardRecord(names);
}

/**
 * A server-streaming answer as grpc-gateway writes it: each message sent as it comes, wrapped in
 * `{result, error}` (`result` the message, `error` the status ending the stream), in a schema the
 * generator titles "Stream result of <message>" (Argo Workflows' `GET
 * /api/v1/stream/sensors/{namespace}/logs`). A sequence, no page: nothing to envelope.
 */
export function isGatewayStreamResult(schema: unknown): boolean {
  if (!isObject(schema) || !isObject(schema['properties'])) return false;
  const names = propertyNames(schema);
  const title = schema['title'];
  return names.has('result') && everyName(names, (name) => name === 'result' || name === 'error') && typeof title === 'string' && title.startsWith('Stream result of ');
}

/**
 * An example of a JSON-RPC 2.0 request, alone or in a batch: `jsonrpc` exactly `"2.0"` (§4) and a
 * string `method`, every field one of the request's (a body the document types only as an object
 * shows its shape in its example, MockServer's `POST /mockserver/mcp`).
 */
export function isJsonRpcRequestExample(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isJsonRpcRequestExample);
  if (!isObject(value) || value['jsonrpc'] !== '2.0' || typeof value['method'] !== 'string') return false;
  return describesStandardRecord(new Set(Object.keys(value)));
}

/** JSON Schema's keywords (vocabulary/standards.json, `schema-keywords`: `additionalProperties`, `allOf`, `minLength`). */
const SCHEMA_KEYWORDS: ReadonlySet<string> = wordSetOf('standards', 'schema-keywords');
/** CSS's property names (`css-properties`: `background-color`, `font-size`). */
const CSS_PROPERTIES: ReadonlySet<string> = wordSetOf('standards', 'css-properties');
/** An OpenID provider's metadata names (`metadata-names`: `issuer`, `authorization_endpoint`, `jwks_uri`). */
const PROVIDER_METADATA: ReadonlySet<string> = wordSetOf('standards', 'metadata-names');

/**
 * The field names a standard gives one kind of record (`record-fields`), each entry on its own: a
 * client's registration (RFC 7591, OpenID Connect Dynamic Client Registration: `redirect_uris`,
 * `logo_uri`, `client_secret`), a JSON Web Key (RFC 7517: `kty`, `key_ops`, `x5t#S256`).
 */
const STANDARD_RECORD_FIELDS: ReadonlyArray<ReadonlySet<string>> = wordSetsOf('standards', 'record-fields');

/**
 * A schema for schemas (an API answering the JSON Schema of its configuration), a set of CSS
 * declarations (`{background-color, font-size, …}`), an OpenID provider's metadata repeated
 * (`{success, issuer, authorization_endpoint, token_endpoint, jwks_uri}`), a client's registration
 * or a JSON Web Key: the standard's names are three of its fields or more, and two thirds of them
 * at least; a record with a few such names among its own (`{fontSize, minLength, maxLength, …}`,
 * `{autoKeyRotation, client_id, client_secret, pkce_required}`) is the API's. A record of a
 * standard's names alone, two or more (`{client_id, client_secret}`), is the standard's too; of an
 * OpenID provider's metadata names, one is enough (`{jwks_uri}`, a discovery document with the key
 * set's address alone), those of two words or more naming nothing but that metadata. A
 * record's fields are the standard's only where it spells one of the standard's names of two
 * words or more (`email_verified`, `SAMLResponse`): names of one word (`{id, type, format,
 * createdAt}`) have no casing to keep, and the record is the API's.
 */
function namedByStandard(names: ReadonlySet<string>): boolean {
  return mostlyNamedBy(names, SCHEMA_KEYWORDS) || mostlyNamedBy(names, CSS_PROPERTIES) || mostlyNamedBy(names, PROVIDER_METADATA)
    || (everyName(names, (name) => PROVIDER_METADATA.has(name)) && spellsCompoundName(names, PROVIDER_METADATA))
    || STANDARD_RECORD_FIELDS.some((fields) => (mostlyNamedBy(names, fields) || (names.size >= 2 && everyName(names, (name) => fields.has(name)))) && spellsCompoundName(names, fields));
}

/** Whether one of the names is a name of the standard's of two words or more (`key_ops`, `RelayState`). */
function spellsCompoundName(names: ReadonlySet<string>, standard: ReadonlySet<string>): boolean {
  for (const name of names) if (standard.has(name) && splitWords(name).length > 1) return true;
  return false;
}

function mostlyNamedBy(names: ReadonlySet<string>, standard: ReadonlySet<string>): boolean {
  let named = 0;
  for (const name of names) if (standard.has(name)) named++;
  return named >= 3 && named * 3 >= names.size * 2;
}

/** Whether every name passes `test`; read in place, not spread into an array (asked of every schema with properties, against each standard). */
function everyName(names: ReadonlySet<string>, test: (name: string) => boolean): boolean {
  for (const name of names) if (!test(name)) return false;
  return true;
}

/** Attributes a standard fixes beside its resource marker (vocabulary/standards.json: SCIM 2.0's, RFC 7643 §3, RFC 7644 §3.4.2, §3.12). */
const RESOURCE_ATTRIBUTES: readonly string[] = wordsOf('standards', 'resource-attributes');
const RESOURCE_MARKERS: readonly string[] = wordsOf('standards', 'resource-marker');

/** A standard's resource, list or error (SCIM's `schemas` URIs and an attribute only SCIM names so). */
function describesStandardResource(names: ReadonlySet<string>): boolean {
  return RESOURCE_MARKERS.some((name) => names.has(name)) && RESOURCE_ATTRIBUTES.some((name) => names.has(name));
}

/**
 * The parameter names of an OAuth 2.0 authorization or token request: RFC 6749 §4, PKCE (RFC 7636),
 * revocation (RFC 7009), the device grant (RFC 8628) and OpenID Connect's authentication request.
 */
const OAUTH_REQUEST_PARAMETERS: ReadonlySet<string> = wordSetOf('standards', 'request-parameters');

/** The parameters of an authorization response at the client's redirect (RFC 6749 §4.1.2, §4.1.2.1). */
const OAUTH_CALLBACK_PARAMETERS: ReadonlySet<string> = wordSetOf('standards', 'callback-parameters');

/** The error parameters of an authorization response (`error`, `error_description`, `error_uri`). */
const OAUTH_ERROR_PARAMETERS: readonly string[] = [...OAUTH_CALLBACK_PARAMETERS].filter((name) => name.startsWith('error'));

/**
 * An OAuth 2.0 client's redirect endpoint (RFC 6749 §3.1.2): an operation whose query takes the
 * authorization response, `code` and `state` with its error parameters
 * (`GET /callback/{id}?code&state&error&error_description`). The authorization server names what it
 * sends there, those and whatever it adds (RFC 9207's `iss`, a provider's own `device_id`).
 */
export function isOAuthRedirect(queryParameterNames: readonly string[]): boolean {
  return queryParameterNames.includes('code') && queryParameterNames.includes('state') && OAUTH_ERROR_PARAMETERS.some((name) => queryParameterNames.includes(name));
}

/**
 * The names among an operation's parameters that OAuth 2.0 fixes: an operation that takes
 * `response_type` or `grant_type` is an authorization or token endpoint, and one that takes `code`
 * and `state` the client's redirect endpoint (`GET /github/callback?code&state&error_description`);
 * their parameters are spelt by the RFC whatever the API's casing.
 */
export function oauthRequestParameterNames(parameterNames: readonly string[]): ReadonlySet<string> {
  if (namesOAuthRequest(parameterNames)) return new Set(parameterNames.filter((name) => OAUTH_REQUEST_PARAMETERS.has(name)));
  const isOAuthCallback = parameterNames.includes('code') && parameterNames.includes('state');
  return new Set(isOAuthCallback ? parameterNames.filter((name) => OAUTH_CALLBACK_PARAMETERS.has(name)) : []);
}

/** The parameters of one protocol's operation (`operation-parameters`: SPARQL 1.1's `query`, `default-graph-uri`), each entry on its own. */
const OPERATION_PARAMETERS: ReadonlyArray<ReadonlySet<string>> = wordSetsOf('standards', 'operation-parameters');

/**
 * The names among an operation's parameters that a protocol's operation fixes: two of one entry's
 * names or more, one of them of two words or more (`query` with `default-graph-uri`: a SPARQL
 * query, W3C SPARQL 1.1 Protocol §2.1). A lone `query` is the API's own.
 */
export function protocolParameterNames(parameterNames: readonly string[]): ReadonlySet<string> {
  const found = new Set<string>();
  for (const fixed of OPERATION_PARAMETERS) {
    const taken = new Set(parameterNames.filter((name) => fixed.has(name)));
    if (taken.size >= 2 && spellsCompoundName(taken, fixed)) for (const name of taken) found.add(name);
  }
  return found;
}

/** The media types of a query language's request (`query-media-types`: `application/sparql-query`). */
const QUERY_MEDIA_TYPES: ReadonlySet<string> = wordSetOf('standards', 'query-media-types');

/**
 * Whether a POST sends a query or an update in a standard's query language as its body
 * (`application/sparql-query`, W3C SPARQL 1.1 Protocol §2.1.3): the protocol's operation, run at
 * the URL the service gives its endpoint, which creates nothing there.
 */
export function sendsProtocolQuery(operation: OperationModel): boolean {
  return operation.method === 'post' && (operation.requestBody?.bodies ?? []).some((body) => QUERY_MEDIA_TYPES.has(body.mediaType.toLowerCase().split(';')[0]?.trim() ?? ''));
}

/**
 * The query parameters each standard laid out under its own name fixes, by that name
 * (vocabulary/standards.json: `scim` → SCIM 2.0's `filter`, `sortBy`, `startIndex`, RFC 7644 §3.4.2, §3.9).
 */
const QUERY_PARAMETERS_BY_LAYOUT: ReadonlyMap<string, ReadonlySet<string>> = new Map([...standardWordsByLayoutName('query-parameters')].map(([name, { words }]) => [name, new Set(words)]));

/** The names among the parameters of an operation under a standard's own segment (`/scim/v2/Users`) that the standard spells. */
export function standardParameterNames(pathKey: string, parameterNames: readonly string[]): ReadonlySet<string> {
  const fixed = pathKey.split('/').flatMap((segment) => [...(QUERY_PARAMETERS_BY_LAYOUT.get(segment.toLowerCase()) ?? [])]);
  return new Set(parameterNames.filter((name) => fixed.includes(name)));
}

/**
 * A schema that is an object of headers, keyed by the headers' own names: a property named
 * `headers` (`http_headers`, `mailHeaders`, `ResponseHeaders`). Its own property names are
 * header names; the schemas below it are judged as usual.
 */
export function isHeaderMap(path: JsonPath): boolean {
  const name = path.at(-1);
  return path.at(-2) === 'properties' && typeof name === 'string' && /^(?:[a-z]+[-_]?)?headers$/i.test(name);
}

/**
 * The schema of a property named `properties` (Notion's database columns, `{Author, Status}`):
 * written as JSON Schema's own `properties`, its keys are the columns a user chose, data. Any
 * other object's declared properties are field names, whatever characters they hold; the keys of
 * maps (`additionalProperties`, `patternProperties`, examples) are never read as names.
 */
export function isPropertiesOfProperties(path: JsonPath): boolean {
  return path.at(-1) === 'properties' && path.at(-2) === 'properties';
}

/** A specification extension's name. */
export function isExtensionName(name: string): boolean {
  return /^x-/i.test(name);
}

/** Whether `path` lies inside one of `prefixes` (a schema nested in a foreign-format schema). */
export function isWithin(path: JsonPath, prefixes: readonly JsonPath[]): boolean {
  return prefixes.some((prefix) => prefix.length <= path.length && prefix.every((part, index) => part === path[index]));
}

/** Whether a schema's properties include an XML attribute (`xml: {attribute: true}`): JSON has no attributes, so the schema is an XML element. */
function holdsXmlAttribute(schema: JsonObject): boolean {
  const properties = schema['properties'];
  if (!isObject(properties)) return false;
  for (const key in properties) {
    const property = properties[key];
    if (isObject(property) && isObject(property['xml']) && property['xml']['attribute'] === true) return true;
  }
  return false;
}

/** Every object reachable from `starts`, each once (a resolved document shares a `$ref`'s target). */
function reachableObjects(starts: readonly unknown[]): Set<object> {
  const seen = new Set<object>();
  const stack = starts.filter(isObject);
  while (stack.length > 0) {
    const node = stack.pop() as JsonObject;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const key in node) {
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) if (isObject(item)) stack.push(item);
      if (isObject(value)) stack.push(value);
    }
  }
  return seen;
}

/**
 * The named schemas (`components.schemas`, 2.0's `definitions`) the document writes as XML
 * elements, an XML attribute among their properties or their parts' (`xml: {attribute: true}`),
 * that no JSON body uses (an issuer's `Certificate` whose `CertificateData` holds attributes,
 * answered as a PDF or as XML): their names are the XML document's elements and attributes, and
 * §2.4 governs JSON's. `jsonSchemas` gives the schemas of the document's JSON bodies, asked only
 * where some schema holds an XML attribute.
 */
export function xmlOnlySchemaPaths(schemas: readonly SchemaVisit[], jsonSchemas: () => readonly unknown[]): JsonPath[] {
  const elements = schemas.filter((schema) => holdsXmlAttribute(schema.node)).map((schema) => schema.node);
  if (elements.length === 0) return [];
  const named = schemas.filter((schema) => (schema.path.length === 3 && schema.path[0] === 'components' && schema.path[1] === 'schemas') || (schema.path.length === 2 && schema.path[0] === 'definitions'));
  const usedByJson = reachableObjects(jsonSchemas());
  // Each named schema's parts are walked once, and only where no JSON body reaches it.
  const holdsElement = (schema: SchemaVisit) => {
    const parts = reachableObjects([schema.node]);
    return elements.some((element) => parts.has(element));
  };
  return named.filter((schema) => !usedByJson.has(schema.node) && holdsElement(schema)).map((schema) => schema.path);
}
