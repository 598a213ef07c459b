import type { JsonObject, JsonPath } from './json.js';
import { arrayOf, entriesOf, isObject, objectEntriesOf, stringOf } from './json.js';

/**
 * The facts many rules need, computed once per resolved document and shared (memoised on the
 * document object), for Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 alike. Paths are in the resolved
 * document; Spectral maps them through `$ref`s to the node that defines them.
 */

export type SpecVersion = '2.0' | '3.0' | '3.1' | '3.2';

/** The methods a Path Item Object has a field for, up to 3.1. */
export const PATH_ITEM_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/**
 * What each Path Item method does to the resource its path names (RFC 9110 §9.3): reads it, adds to
 * it, changes or removes that one resource whole (PUT, PATCH, DELETE: §4's item methods), or asks
 * about the path itself (OPTIONS, HEAD, TRACE). The one place the rules learn a method's meaning.
 */
type MethodAct = 'reads' | 'adds' | 'changes' | 'asks';
const METHOD_ACTS: Readonly<Record<(typeof PATH_ITEM_METHODS)[number], MethodAct>> = { get: 'reads', put: 'changes', post: 'adds', delete: 'changes', options: 'asks', head: 'asks', patch: 'changes', trace: 'asks' };

/** The Path Item methods that do `act` (`METHOD_ACTS`). */
export function methodsThat(act: MethodAct): ReadonlySet<string> {
  return new Set(PATH_ITEM_METHODS.filter((method) => METHOD_ACTS[method] === act));
}

/** Whether every method only retrieves what the path holds: GET, or HEAD, which asks for the same without its content (RFC 9110 §9.3.2). */
export function retrievesOnly(methods: readonly string[]): boolean {
  const reads = methodsThat('reads');
  return methods.length > 0 && methods.every((method) => reads.has(method) || method === 'head');
}

/** 3.2 adds `query` (HTTP QUERY: safe and idempotent, its query in the body). */
const PATH_ITEM_METHODS_32 = [...PATH_ITEM_METHODS, 'query'] as const;

/**
 * Whether a path segment is the name of an HTTP method (RFC 9110 §9), written all in lower or all
 * in upper case (`/candidates/meta/patch/{id}`, the metadata of a PATCH): it names a method, what
 * the path says about that method's requests, never a collection.
 */
export function namesHttpMethod(segment: string): boolean {
  return (segment === segment.toLowerCase() || segment === segment.toUpperCase()) && (PATH_ITEM_METHODS as readonly string[]).includes(segment.toLowerCase());
}

/** Whether a Path Item Object's field holds an operation in some version: `get` … `trace`, and 3.2's `query`. */
export function isOperationField(name: string): boolean {
  return (PATH_ITEM_METHODS_32 as readonly string[]).includes(name);
}

/** One operation of a Path Item Object: its method in lower case, and where it sits in the path item. */
export interface PathItemOperation {
  method: string;
  node: JsonObject;
  /** `['get']`, or `['additionalOperations', 'LINK']` for a 3.2 method without a field of its own. */
  steps: JsonPath;
}

/**
 * The operations of a path item, as its version defines them: a field per method, and in 3.2 the
 * `additionalOperations` map, whose keys are methods as written (`LINK`, `PURGE`). A key there
 * naming a method that has a field (`POST`) is not one: 3.2 forbids it, and the field stands.
 */
export function pathItemOperations(pathItem: JsonObject, version: SpecVersion): PathItemOperation[] {
  const fixed: readonly string[] = version === '3.2' ? PATH_ITEM_METHODS_32 : PATH_ITEM_METHODS;
  const operations: PathItemOperation[] = [];
  for (const method of fixed) {
    const node = pathItem[method];
    if (isObject(node)) operations.push({ method, node, steps: [method] });
  }
  if (version !== '3.2') return operations;
  for (const [name, node] of objectEntriesOf(pathItem['additionalOperations'])) {
    const method = name.toLowerCase();
    if (fixed.includes(method) || operations.some((operation) => operation.method === method)) continue;
    operations.push({ method, node, steps: ['additionalOperations', name] });
  }
  return operations;
}

export interface MediaBody {
  mediaType: string;
  schema: unknown;
  /** Where the schema sits (or would sit). */
  schemaPath: JsonPath;
  /**
   * 3.2's `itemSchema`: the body is a sequence of items (server-sent events, JSON Lines, a
   * multipart stream), each described by this schema; undefined for a body sent whole.
   */
  itemSchema?: unknown;
  /** Where `itemSchema` sits. */
  itemSchemaPath?: JsonPath;
}

export interface BodyModel {
  node: JsonObject;
  path: JsonPath;
  /** Where the media types are declared: `content` in 3.x, `consumes`/`produces` in 2.0. */
  mediaTypesPath: JsonPath;
  /** Whether the media types were declared, rather than left to 2.0's default. */
  mediaTypesDeclared: boolean;
  bodies: MediaBody[];
}

export interface ResponseModel {
  status: string;
  node: JsonObject;
  path: JsonPath;
  bodies: MediaBody[];
  /** Where the response's media types are declared (see BodyModel). */
  mediaTypesPath: JsonPath;
  mediaTypesDeclared: boolean;
  headers: Array<{ name: string; node: unknown; path: JsonPath }>;
}

export interface ParameterModel {
  name: string;
  in: string;
  required: boolean;
  node: JsonObject;
  path: JsonPath;
}

/**
 * The examples an OpenAPI 3 object gives of its value (a media type, a parameter): its `example`,
 * then the `value` of each of its `examples`.
 */
export function declaredExamplesOf(node: JsonObject): unknown[] {
  const values: unknown[] = [];
  if ('example' in node) values.push(node['example']);
  const examples = node['examples'];
  if (isObject(examples)) {
    for (const example of Object.values(examples)) if (isObject(example) && 'value' in example) values.push(example['value']);
  }
  return values;
}

/**
 * The examples given of a body: its schema's `example` and `examples` (a list, in 3.1), and what
 * holds the schema gives (`holder`: in 3.x the media type, its `example` and the `value` of each of
 * its `examples`; in 2.0 the response, its `examples` keyed by media type).
 */
export function examplesOfBody(holder: unknown, body: MediaBody): unknown[] {
  const schema = isObject(body.schema) ? body.schema : {};
  const declared = isObject(holder) ? declaredExamplesOf(holder) : [];
  const byMediaType = isObject(holder) && isObject(holder['examples']) ? holder['examples'][body.mediaType] : undefined;
  return [schema['example'], ...arrayOf(schema['examples']), ...declared, byMediaType].filter((value) => value !== undefined);
}

/** A parameter's schema: OpenAPI 3 puts it in `schema`, Swagger 2.0 on the parameter itself (`type`, `enum`). */
export function parameterSchemaOf(parameter: ParameterModel): JsonObject {
  const schema = parameter.node['schema'];
  return isObject(schema) ? schema : parameter.node;
}

/** The values a parameter's `enum` lists: OpenAPI 3 puts it in `schema`, Swagger 2.0 on the parameter itself. */
export function enumValuesOf(parameter: ParameterModel): unknown[] {
  const schema = parameterSchemaOf(parameter);
  return Array.isArray(schema['enum']) ? schema['enum'] : [];
}

export interface SecurityRequirementModel {
  schemes: Array<{ name: string; scopes: string[] }>;
}

export interface OperationModel {
  pathKey: string;
  method: string;
  node: JsonObject;
  path: JsonPath;
  pathItem: JsonObject;
  /** Methods defined on the same path, lower case. */
  pathMethods: string[];
  parameters: ParameterModel[];
  requestBody?: BodyModel;
  responses: ResponseModel[];
  responsesPath: JsonPath;
  /** The requirements in force: the operation's own, else the document's; undefined when neither says. */
  security: SecurityRequirementModel[] | undefined;
  /** Where `security` came from, to report against. */
  securityPath: JsonPath | undefined;
  deprecated: boolean;
}

export interface SchemaVisit {
  node: JsonObject;
  path: JsonPath;
}

export interface ServerModel {
  /** The URL a client calls: variables replaced by their defaults. */
  url: string;
  /** A mock of the API (SwaggerHub's auto-mocking host, or a server described as a mock), not the API itself. */
  mock: boolean;
  /** The URL as the document writes it, variables and all, to quote in messages. */
  written: string;
  path: JsonPath;
}

export interface SecuritySchemeModel {
  name: string;
  node: JsonObject;
  path: JsonPath;
}

export interface ApiModel {
  version: SpecVersion;
  root: JsonObject;
  /** The document-level security requirements; undefined when the document sets none. */
  security: SecurityRequirementModel[] | undefined;
  operations: OperationModel[];
  /** Every schema object in the document once, at the first path it is reached by. */
  schemas: SchemaVisit[];
  securitySchemes: SecuritySchemeModel[];
  /** Server URLs; for 2.0 one per scheme, built from `schemes`, `host` and `basePath`. */
  servers: ServerModel[];
}

const models = new WeakMap<object, ApiModel>();

export function detectVersion(root: unknown): SpecVersion | undefined {
  if (!isObject(root)) return undefined;
  // The same test as Spectral's oas2/oas3 formats, so both tools lint the same documents: an
  // unquoted `swagger: 2.0` or `openapi: 3.0` is a YAML number (2, 3), and still a version.
  if ('swagger' in root && Number.parseInt(String(root['swagger'])) === 2) return '2.0';
  if (!('openapi' in root) || Number.parseInt(String(root['openapi'])) !== 3) return undefined;
  const minor = Number.parseInt(String(root['openapi']).split('.')[1] ?? '0');
  if (minor >= 2) return '3.2';
  return minor === 1 ? '3.1' : '3.0';
}

/** The model of a resolved document, built on first use and kept for the document's lifetime. */
export function getApiModel(root: JsonObject): ApiModel {
  const cached = models.get(root);
  if (cached !== undefined) return cached;
  const model = buildApiModel(root);
  models.set(root, model);
  return model;
}

function buildApiModel(root: JsonObject): ApiModel {
  const version = detectVersion(root) ?? '3.0';
  const operations = collectOperations(root, version);
  let schemas: SchemaVisit[] | undefined;
  return {
    version,
    root,
    security: Array.isArray(root['security']) ? requirementsOf(root['security']) : undefined,
    operations,
    // Walked on first use: `diff` and `check` never read them.
    get schemas() {
      schemas ??= collectSchemas(root, version, operations);
      return schemas;
    },
    securitySchemes: collectSecuritySchemes(root, version),
    servers: collectServers(root, version),
  };
}

function collectOperations(root: JsonObject, version: SpecVersion): OperationModel[] {
  const operations: OperationModel[] = [];
  for (const [pathKey, pathItem] of objectEntriesOf(root['paths'])) {
    const pathOperations = pathItemOperations(pathItem, version);
    const pathMethods = pathOperations.map((operation) => operation.method);
    const pathItemPath: JsonPath = ['paths', pathKey];
    for (const { method, node, steps } of pathOperations) {
      const path: JsonPath = ['paths', pathKey, ...steps];
      const parameters = mergeParameters(pathItem, node, pathItemPath, path);
      const security = effectiveSecurity(root, node, path);
      operations.push({
        pathKey,
        method,
        node,
        path,
        pathItem,
        pathMethods: [...pathMethods],
        parameters,
        requestBody: requestBodyOf(root, node, path, parameters, version),
        responses: responsesOf(root, node, path, version),
        get responsesPath() {
          return [...path, 'responses'];
        },
        security: security.requirements,
        securityPath: security.path,
        deprecated: node['deprecated'] === true,
      });
    }
  }
  return operations;
}

/*
 * The paths of parameters, responses and media types are built when read, from their owner's
 * path: rules read the few they report, and a large document has tens of thousands of each
 * (graph-beta: 89,188 parameters, 67,083 responses), each path an array of its own.
 */

class Parameter implements ParameterModel {
  readonly in: string;

  constructor(readonly name: string, location: string, readonly required: boolean, readonly node: JsonObject, private readonly ownerPath: JsonPath, private readonly index: number) {
    this.in = location;
  }

  get path(): JsonPath {
    return [...this.ownerPath, 'parameters', this.index];
  }
}

function parametersAt(owner: JsonObject, ownerPath: JsonPath): ParameterModel[] {
  const parameters: ParameterModel[] = [];
  const list = arrayOf(owner['parameters']);
  for (let index = 0; index < list.length; index++) {
    const parameter = list[index];
    if (!isObject(parameter)) continue;
    const name = stringOf(parameter['name']);
    const location = stringOf(parameter['in']);
    if (name === undefined || location === undefined) continue;
    parameters.push(new Parameter(name, location, parameter['required'] === true, parameter, ownerPath, index));
  }
  return parameters;
}

/** Path-level parameters, overridden by operation-level ones of the same name and location. */
function mergeParameters(pathItem: JsonObject, operation: JsonObject, pathItemPath: JsonPath, operationPath: JsonPath): ParameterModel[] {
  const own = parametersAt(operation, operationPath);
  const inherited = parametersAt(pathItem, pathItemPath);
  if (inherited.length === 0) return own;
  const key = (parameter: ParameterModel) => `${parameter.in}:${parameter.name}`;
  const ownKeys = new Set(own.map(key));
  return [...inherited.filter((parameter) => !ownKeys.has(key(parameter))), ...own];
}

/** Where a node sits: its path, or something that builds it when read. */
type PathSource = JsonPath | { readonly path: JsonPath };

function pathOf(source: PathSource): JsonPath {
  return Array.isArray(source) ? source : source.path;
}

/** A media type of a `content` map; its schema's path built when read. */
class ContentBody implements MediaBody {
  constructor(readonly mediaType: string, readonly schema: unknown, private readonly owner: PathSource, readonly itemSchema?: unknown) {}

  get schemaPath(): JsonPath {
    return [...pathOf(this.owner), 'content', this.mediaType, 'schema'];
  }

  get itemSchemaPath(): JsonPath {
    return [...pathOf(this.owner), 'content', this.mediaType, 'itemSchema'];
  }
}

/** The media types of `owner`'s `content` (a request body or a response, at `ownerPath`). */
function contentBodies(owner: JsonObject, ownerPath: PathSource): MediaBody[] {
  const content = owner['content'];
  if (!isObject(content)) return [];
  const bodies: MediaBody[] = [];
  for (const mediaType of Object.keys(content)) {
    const mediaObject = isObject(content[mediaType]) ? content[mediaType] : {};
    bodies.push(new ContentBody(mediaType, mediaObject['schema'], ownerPath, mediaObject['itemSchema']));
  }
  return bodies;
}

function declaredMediaTypes(root: JsonObject, operation: JsonObject, operationPath: JsonPath, field: 'consumes' | 'produces'): { types: string[]; path: JsonPath; declared: boolean } {
  if (Array.isArray(operation[field])) return { types: arrayOf(operation[field]).filter(isString), path: [...operationPath, field], declared: true };
  if (Array.isArray(root[field])) return { types: arrayOf(root[field]).filter(isString), path: [field], declared: true };
  return { types: ['application/json'], path: [...operationPath], declared: false };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function requestBodyOf(root: JsonObject, operation: JsonObject, path: JsonPath, parameters: ParameterModel[], version: SpecVersion): BodyModel | undefined {
  if (version !== '2.0') {
    const requestBody = operation['requestBody'];
    if (!isObject(requestBody)) return undefined;
    const bodyPath = [...path, 'requestBody'];
    return {
      node: requestBody,
      path: bodyPath,
      mediaTypesPath: [...bodyPath, 'content'],
      mediaTypesDeclared: isObject(requestBody['content']),
      bodies: contentBodies(requestBody, bodyPath),
    };
  }
  const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
  const formParameter = parameters.find((parameter) => parameter.in === 'formData');
  const carrier = bodyParameter ?? formParameter;
  if (carrier === undefined) return undefined;
  const consumes = declaredMediaTypes(root, operation, path, 'consumes');
  const types = bodyParameter === undefined && !consumes.declared ? ['application/x-www-form-urlencoded'] : consumes.types;
  return {
    node: carrier.node,
    path: carrier.path,
    mediaTypesPath: consumes.declared ? consumes.path : carrier.path,
    mediaTypesDeclared: consumes.declared || bodyParameter === undefined,
    bodies: types.map((mediaType) => ({
      mediaType,
      schema: bodyParameter?.node['schema'],
      schemaPath: [...carrier.path, 'schema'],
    })),
  };
}

/** A 3.x response: its paths built when read (see `Parameter`). */
class Response implements ResponseModel {
  readonly headers: ResponseModel['headers'];
  readonly bodies: MediaBody[];
  readonly mediaTypesDeclared: boolean;

  constructor(readonly status: string, readonly node: JsonObject, private readonly operationPath: JsonPath) {
    this.headers = headersOf(node, this);
    this.bodies = contentBodies(node, this);
    this.mediaTypesDeclared = isObject(node['content']);
  }

  get path(): JsonPath {
    return [...this.operationPath, 'responses', this.status];
  }

  get mediaTypesPath(): JsonPath {
    return [...this.operationPath, 'responses', this.status, 'content'];
  }
}

function headersOf(node: JsonObject, response: { readonly path: JsonPath }): ResponseModel['headers'] {
  const headers = node['headers'];
  if (!isObject(headers)) return [];
  return Object.entries(headers).map(([name, header]) => ({ name, node: header, path: [...response.path, 'headers', name] }));
}

function responsesOf(root: JsonObject, operation: JsonObject, path: JsonPath, version: SpecVersion): ResponseModel[] {
  if (version !== '2.0') {
    const responses: ResponseModel[] = [];
    const map = operation['responses'];
    if (!isObject(map)) return responses;
    for (const status of Object.keys(map)) {
      const node = map[status];
      if (isObject(node)) responses.push(new Response(status, node, path));
    }
    return responses;
  }
  return objectEntriesOf(operation['responses']).map(([status, node]) => {
    const responsePath = [...path, 'responses', status];
    const headers = entriesOf(node['headers']).map(([name, header]) => ({ name, node: header, path: [...responsePath, 'headers', name] }));
    const produces = declaredMediaTypes(root, operation, path, 'produces');
    const hasSchema = node['schema'] !== undefined;
    return {
      status, node, path: responsePath, headers,
      mediaTypesPath: produces.path,
      mediaTypesDeclared: produces.declared,
      bodies: hasSchema ? produces.types.map((mediaType) => ({ mediaType, schema: node['schema'], schemaPath: [...responsePath, 'schema'] })) : [],
    };
  });
}

function requirementsOf(value: unknown): SecurityRequirementModel[] {
  return arrayOf(value).filter(isObject).map((requirement) => ({
    schemes: Object.entries(requirement).map(([name, scopes]) => ({ name, scopes: arrayOf(scopes).filter(isString) })),
  }));
}

function effectiveSecurity(root: JsonObject, operation: JsonObject, path: JsonPath): { requirements: SecurityRequirementModel[] | undefined; path: JsonPath | undefined } {
  if (Array.isArray(operation['security'])) return { requirements: requirementsOf(operation['security']), path: [...path, 'security'] };
  if (Array.isArray(root['security'])) return { requirements: requirementsOf(root['security']), path: ['security'] };
  return { requirements: undefined, path: undefined };
}

function collectSecuritySchemes(root: JsonObject, version: SpecVersion): SecuritySchemeModel[] {
  const container: JsonPath = version === '2.0' ? ['securityDefinitions'] : ['components', 'securitySchemes'];
  const node = version === '2.0' ? root['securityDefinitions'] : (isObject(root['components']) ? root['components']['securitySchemes'] : undefined);
  return objectEntriesOf(node).map(([name, scheme]) => ({ name, node: scheme, path: [...container, name] }));
}

function collectServers(root: JsonObject, version: SpecVersion): ServerModel[] {
  if (version === '2.0') {
    const host = stringOf(root['host']);
    if (host === undefined) return [];
    const basePath = stringOf(root['basePath']) ?? '';
    const schemes = arrayOf(root['schemes']).filter(isString);
    return (schemes.length > 0 ? schemes : ['https']).map((scheme, index) => ({
      url: `${scheme}://${host}${basePath}`,
      written: `${scheme}://${host}${basePath}`,
      path: schemes.length > 0 ? ['schemes', index] : ['host'],
      mock: isMockServer(`${scheme}://${host}${basePath}`, {}),
    }));
  }
  const servers: ServerModel[] = [];
  const addServers = (owner: unknown, ownerPath: JsonPath) => {
    if (!isObject(owner)) return;
    arrayOf(owner['servers']).forEach((server, index) => {
      const url = isObject(server) ? stringOf(server['url']) : undefined;
      if (url !== undefined) servers.push({ url: expandServerVariables(url, server as JsonObject), written: url, path: [...ownerPath, 'servers', index, 'url'], mock: isMockServer(url, server as JsonObject) });
    });
  };
  addServers(root, []);
  for (const [pathKey, pathItem] of objectEntriesOf(root['paths'])) {
    addServers(pathItem, ['paths', pathKey]);
    for (const { node, steps } of pathItemOperations(pathItem, version)) addServers(node, ['paths', pathKey, ...steps]);
  }
  return servers;
}

/** Substitutes each `{variable}` of a server URL by its default, as a client would. */
function expandServerVariables(url: string, server: JsonObject): string {
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = isObject(server['variables']) ? server['variables'][name] : undefined;
    return (isObject(variable) ? stringOf(variable['default']) : undefined) ?? whole;
  });
}

/** Keywords whose value holds schemas, in the order the walk visits them, with the shape of that value. */
const SCHEMA_KEYWORDS: ReadonlyArray<readonly [string, 'map' | 'list' | 'one']> = [
  ...(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'] as const).map((keyword) => [keyword, 'map'] as const),
  ...(['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const).map((keyword) => [keyword, 'list'] as const),
  ...(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'additionalItems'] as const).map((keyword) => [keyword, 'one'] as const),
];
const SCHEMA_KEYWORD_ORDER = new Map(SCHEMA_KEYWORDS.map(([keyword], order) => [keyword, order]));

/** Every schema object once, reached first through the components, then through the operations. */
function collectSchemas(root: JsonObject, version: SpecVersion, operations: OperationModel[]): SchemaVisit[] {
  const starts: SchemaVisit[] = [];
  const addStart = (node: unknown, path: JsonPath) => {
    if (isObject(node)) starts.push({ node, path });
  };
  const addBody = (body: MediaBody) => {
    addStart(body.schema, body.schemaPath);
    // The path is built only for a body that has an itemSchema: a large document has tens of thousands of bodies.
    if (isObject(body.itemSchema) && body.itemSchemaPath !== undefined) addStart(body.itemSchema, body.itemSchemaPath);
  };
  if (version === '2.0') {
    for (const [name, schema] of entriesOf(root['definitions'])) addStart(schema, ['definitions', name]);
    for (const [name, parameter] of objectEntriesOf(root['parameters'])) addStart(parameter['schema'], ['parameters', name, 'schema']);
    for (const [name, response] of objectEntriesOf(root['responses'])) addStart(response['schema'], ['responses', name, 'schema']);
  } else {
    const components = isObject(root['components']) ? root['components'] : {};
    for (const [name, schema] of entriesOf(components['schemas'])) addStart(schema, ['components', 'schemas', name]);
    for (const kind of ['requestBodies', 'responses']) {
      for (const [name, holder] of objectEntriesOf(components[kind])) {
        for (const body of contentBodies(holder, ['components', kind, name])) addBody(body);
      }
    }
    for (const [name, parameter] of objectEntriesOf(components['parameters'])) addStart(parameter['schema'], ['components', 'parameters', name, 'schema']);
  }
  for (const operation of operations) {
    for (const parameter of operation.parameters) addStart(parameter.node['schema'], [...parameter.path, 'schema']);
    for (const body of operation.requestBody?.bodies ?? []) addBody(body);
    for (const response of operation.responses) for (const body of response.bodies) addBody(body);
  }
  return walkSchemas(starts);
}

/**
 * A schema met by the walk. Its path is built from its parent's only when read: rules read the
 * paths of the few schemas they report, and building one for each of the tens of thousands of
 * schemas of a large document was most of the model's allocation.
 */
class WalkedSchema implements SchemaVisit {
  private built: JsonPath | undefined;

  constructor(readonly node: JsonObject, private readonly parent: WalkedSchema | JsonPath, private readonly keyword?: string, private readonly key?: string | number) {}

  get path(): JsonPath {
    if (this.built === undefined) {
      const base = Array.isArray(this.parent) ? this.parent : this.parent.path;
      const steps: JsonPath = [];
      if (this.keyword !== undefined) steps.push(this.keyword);
      if (this.key !== undefined) steps.push(this.key);
      this.built = steps.length === 0 ? base : [...base, ...steps];
    }
    return this.built;
  }

  /** `path.at(-fromEnd)`, read from the steps up the walk without building the path. */
  segmentFromEnd(fromEnd: number): string | number | undefined {
    if (this.built !== undefined) return this.built.at(-fromEnd);
    // The steps this schema adds to its parent's path, last first: its key, then its keyword.
    let left = fromEnd;
    if (this.key !== undefined && --left === 0) return this.key;
    if (this.keyword !== undefined && --left === 0) return this.keyword;
    return Array.isArray(this.parent) ? this.parent.at(-left) : this.parent.segmentFromEnd(left);
  }
}

/**
 * The segment `fromEnd` places from the end of a schema's path (1: the last), as `path.at(-fromEnd)`,
 * without building the path of a schema the walk met: most are never reported, and their paths,
 * each an array of its own kept with the schema, were most of what the facts allocated.
 */
export function schemaPathSegmentFromEnd(schema: SchemaVisit, fromEnd: number): string | number | undefined {
  return schema instanceof WalkedSchema ? schema.segmentFromEnd(fromEnd) : schema.path.at(-fromEnd);
}

/** Iterative, identity-deduplicated walk: safe on circular and very deep schemas. */
function walkSchemas(starts: SchemaVisit[]): SchemaVisit[] {
  const seen = new Set<object>();
  const visits: SchemaVisit[] = [];
  const stack: WalkedSchema[] = [];
  for (let index = starts.length - 1; index >= 0; index--) {
    const start = starts[index] as SchemaVisit;
    stack.push(new WalkedSchema(start.node, start.path));
  }
  const children: WalkedSchema[] = [];
  const present: number[] = [];
  // One function and plain loops for every schema, not closures per schema and keyword: a large
  // document has tens of thousands of schemas.
  let visit: WalkedSchema;
  const push = (node: unknown, keyword: string, key?: string | number) => {
    if (isObject(node) && !seen.has(node)) children.push(new WalkedSchema(node, visit, keyword, key));
  };
  const pushAll = (list: unknown[], keyword: string) => {
    for (let index = 0; index < list.length; index++) push(list[index], keyword, index);
  };
  while (stack.length > 0) {
    visit = stack.pop() as WalkedSchema;
    if (seen.has(visit.node)) continue;
    seen.add(visit.node);
    visits.push(visit);
    // The node's own keys are read once (without an array of them) and its schema keywords put in
    // the walk's order: asking every schema for each of the twenty keywords was the model's largest cost.
    const node = visit.node;
    for (const key in node) {
      const order = SCHEMA_KEYWORD_ORDER.get(key);
      if (order !== undefined && Object.hasOwn(node, key)) present.push(order);
    }
    if (present.length > 1) present.sort((a, b) => a - b);
    for (const order of present) {
      const [keyword, shape] = SCHEMA_KEYWORDS[order] as (typeof SCHEMA_KEYWORDS)[number];
      const value = node[keyword];
      if (shape === 'map') {
        if (isObject(value)) for (const name of Object.keys(value)) push(value[name], keyword, name);
      } else if (Array.isArray(value)) pushAll(value, keyword);
      else if (shape === 'one') push(value, keyword);
    }
    present.length = 0;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as WalkedSchema);
    children.length = 0;
  }
  return visits;
}

/** SwaggerHub's auto-mocking host, or a server its description calls a mock (`SwaggerHub API Auto Mocking`). */
function isMockServer(url: string, server: JsonObject): boolean {
  return /\/\/virtserver\.swaggerhub\.com\//i.test(url) || /\bmock/i.test(stringOf(server['description']) ?? '');
}
