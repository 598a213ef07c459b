import type { OperationModel, ParameterModel } from '../../rulesets/model/api-model.js';
import { declaredExamplesOf, parameterSchemaOf } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import { arrayOf, isObject } from '../../rulesets/model/json.js';
import { isJsonMediaType } from '../../rulesets/model/media-types.js';
import type { PathShape } from '../../rulesets/model/path-shape.js';
import { isCollectionShape, splitPathKey } from '../../rulesets/model/path-shape.js';
import { isSuccessStatus } from '../../rulesets/model/status.js';
import type { Facts } from '../../rulesets/model/facts.js';
import { getFacts } from '../../rulesets/model/facts.js';
import type { ResolvedOptions } from '../../rulesets/options.js';
import { resolveOptions } from '../../rulesets/options.js';
import type { LoadedDocument } from './load-document.js';
import { ID_FIELD_NAMES, isIdentifierName, isNamedAfter } from '../../rulesets/model/words.js';
import { sampleValue } from './sample-values.js';
import type { SchemaValidator } from './schema-validator.js';
import { LIST_ITEMS_FIELD } from '../../rulesets/convention-fields.js';

/**
 * Turns operations into concrete requests: path parameters from ids seen in list responses (or
 * created by the run), else from the document's examples, defaults and enums; required query,
 * header and cookie parameters the same way; request bodies from examples, else the smallest
 * valid body. Nothing is invented: an operation whose URL cannot be filled is not probed.
 */

export interface RequestBody {
  value: unknown;
  mediaType: string;
  schema: unknown;
  schemaPath: JsonPath;
  /** The body was checked against the request schema (false when the schema could not be compiled). */
  validated: boolean;
  /** Fields that refer to another resource, and where their value came from. */
  references: Reference[];
}

/** A body field naming another resource (`authorId`), and the list it was filled from, if any. */
export interface Reference {
  field: string;
  /** `GET /v1/authors`: the list whose first id filled the field; undefined when none listed one. */
  from?: string;
}

export interface PlannedUrl {
  url: URL;
  /** Path parameter values, in the order they appear in the path key. */
  values: string[];
  headers: Record<string, string>;
}

/** `/v1/users/{userId}/orders` → `/v1/users/{}/orders`: templates compared whatever the parameter names. */
export function normalizeTemplate(pathKey: string): string {
  return pathKey.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/';
}

/** Values tried per path parameter. */
const MAX_CANDIDATES = 5;

function valueKey(template: string, values: readonly string[]): string {
  return `${template}\u0000${values.join('\u0000')}`;
}

/** Keeps a path parameter from escaping its segment: `.` and `..` would be resolved away by URL parsing. */
function encodeSegment(value: string): string {
  if (value === '.' || value === '..') return value.replace(/\./g, '%2E');
  return encodeURIComponent(value);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Example values a parameter declares, in the order the document gives them. */
function declaredParameterValues(parameter: ParameterModel): unknown[] {
  const node = parameter.node;
  const values = declaredExamplesOf(node);
  if ('x-example' in node) values.push(node['x-example']);
  const schema = parameterSchemaOf(parameter);
  if (isObject(schema)) {
    if ('example' in schema) values.push(schema['example']);
    values.push(...arrayOf(schema['examples']));
    if ('default' in schema) values.push(schema['default']);
    values.push(...arrayOf(schema['enum']).filter((value) => value !== null));
  }
  return values;
}

/** Fields of a listed item that may hold the id a path parameter takes. */
function idFieldCandidates(parameterName: string): string[] {
  const snake = parameterName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const camel = parameterName.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return [...new Set([parameterName, snake, camel, ...ID_FIELD_NAMES])];
}

/** `/v1/authors/` → `authors`. */
function lastSegment(pathKey: string): string {
  return pathKey.split('/').filter((segment) => segment.length > 0).at(-1) ?? '';
}

/** The items of a list response: `data`, a bare array, or the one array the object holds. */
export function listItems(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body as unknown[];
  if (!isObject(body)) return undefined;
  if (Array.isArray(body[LIST_ITEMS_FIELD])) return body[LIST_ITEMS_FIELD] as unknown[];
  const arrays: unknown[][] = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}

export function idOfItem(item: unknown, parameterName: string): string | undefined {
  const direct = scalarText(item);
  if (direct !== undefined && !isObject(item)) return direct;
  if (!isObject(item)) return undefined;
  for (const field of idFieldCandidates(parameterName)) {
    const value = scalarText(item[field]);
    if (value !== undefined) return value;
  }
  return undefined;
}

export class RequestPlanner {
  private readonly baseUrl: URL;
  /** The document as `lint` reads it, with the same options: what is a collection, an item, an action. */
  private facts: Facts | undefined;
  /** Ids seen in list responses, by list template and the values of the list's own parameters. */
  private readonly discovered = new Map<string, string[]>();
  /** Ids of resources this run created. */
  private readonly created = new Map<string, string[]>();
  private readonly bodies = new Map<OperationModel, RequestBody | null>();

  constructor(private readonly api: LoadedDocument, baseUrl: URL, private readonly validator: SchemaValidator, private readonly conventions: ResolvedOptions = resolveOptions(undefined)) {
    this.baseUrl = baseUrl;
  }

  get operations(): OperationModel[] {
    return this.api.model.operations;
  }

  /**
   * The shape `lint` gives the path, under the same options (`basePath`, `singletons`,
   * `extraVerbs`…). With no `basePath` configured, the static prefix every path key starts with
   * (`/api`) is taken as one, rather than as a collection.
   */
  shapeOf(operation: OperationModel): PathShape {
    return this.lintFacts().shapeOf(operation);
  }

  private lintFacts(): Facts {
    if (this.facts === undefined) {
      const basePath = this.conventions.basePath !== '' ? this.conventions.basePath : sharedStaticPrefix(this.operations.map((candidate) => candidate.pathKey));
      this.facts = getFacts(this.api.resolved, { ...this.conventions, basePath });
    }
    return this.facts;
  }

  /** A GET whose 2xx answer is a list: a collection path whose success schema is a list or an envelope. */
  /** A GET on a path the model reads as a collection. */
  isCollectionRead(operation: OperationModel): boolean {
    return operation.method === 'get' && isCollectionShape(this.shapeOf(operation).kind);
  }

  isListOperation(operation: OperationModel): boolean {
    if (operation.method !== 'get' || !isCollectionShape(this.shapeOf(operation).kind)) return false;
    const schemas = operation.responses
      .filter((response) => isSuccessStatus(response.status))
      .flatMap((response) => response.bodies.filter((body) => isJsonMediaType(body.mediaType)).map((body) => body.schema));
    return schemas.some((schema) => isListSchema(schema));
  }

  /** The URL of a path in the document's terms, under the base URL (whose path is kept as a prefix). */
  urlOf(concretePath: string): URL {
    const prefix = this.baseUrl.pathname.replace(/\/+$/, '');
    return new URL(`${prefix}${concretePath}`, this.baseUrl.origin);
  }

  get base(): URL {
    return new URL(this.baseUrl.href);
  }

  /** Records the ids a list answered with, for the item paths below it. */
  recordList(operation: OperationModel, values: readonly string[], body: unknown): void {
    const items = listItems(body);
    if (items === undefined || items.length === 0) return;
    const itemOperation = this.operations.find((candidate) => normalizeTemplate(candidate.pathKey) === `${normalizeTemplate(operation.pathKey)}/{}`);
    const itemParameter = itemOperation === undefined ? 'id' : (splitPathKey(itemOperation.pathKey).filter((segment) => segment.isParameter).at(-1)?.text.slice(1, -1) ?? 'id');
    const ids = items.slice(0, 5).flatMap((item) => idOfItem(item, itemParameter) ?? []);
    if (ids.length > 0) this.discovered.set(valueKey(normalizeTemplate(operation.pathKey), values), ids);
  }

  recordCreated(collectionPathKey: string, values: readonly string[], id: string): void {
    const key = valueKey(normalizeTemplate(collectionPathKey), values);
    this.created.set(key, [id, ...(this.created.get(key) ?? [])]);
  }

  hasCreated(collectionPathKey: string, values: readonly string[]): boolean {
    return (this.created.get(valueKey(normalizeTemplate(collectionPathKey), values)) ?? []).length > 0;
  }

  forgetCreated(collectionPathKey: string, values: readonly string[], id: string): void {
    const key = valueKey(normalizeTemplate(collectionPathKey), values);
    this.created.set(key, (this.created.get(key) ?? []).filter((candidate) => candidate !== id));
  }

  /**
   * Path values whose deepest id is one this run created (`/users/{id}/lock` on a user the run
   * made); undefined when there is none. A path without ids (a collection) gets no values.
   */
  createdPathValues(operation: OperationModel): string[] | undefined {
    const values = this.pathValues(operation, true);
    if (values === undefined || values.length === 0) return values;
    const segments = operation.pathKey.split('/');
    const last = segments.reduce((found, segment, index) => (/^\{[^}]+\}$/.test(segment) ? index : found), -1);
    const parentKey = valueKey(normalizeTemplate(segments.slice(0, last).join('/')), values.slice(0, -1));
    return (this.created.get(parentKey) ?? []).includes(values.at(-1) ?? '') ? values : undefined;
  }

  /** Values for the path parameters of an operation, or undefined when one cannot be filled. */
  pathValues(operation: OperationModel, preferCreated = false): string[] | undefined {
    return this.pathValueChoices(operation, 1, preferCreated)[0];
  }

  /**
   * Up to `limit` ways to fill the path parameters, best first. A parent id whose own list gave
   * ids is preferred to one whose list was empty, so that `/users/{id}/orders/{orderId}` finds the
   * user who has orders.
   */
  pathValueChoices(operation: OperationModel, limit: number, preferCreated = false): string[][] {
    const segments = operation.pathKey.split('/');
    const positions = segments.flatMap((segment, index) => (/^\{[^}]+\}$/.test(segment) ? [index] : []));
    const choices: string[][] = [];
    const search = (depth: number, values: string[]): void => {
      if (choices.length >= limit) return;
      const index = positions[depth];
      if (index === undefined) {
        choices.push(values);
        return;
      }
      for (const candidate of this.candidatesAt(operation, segments, index, values, preferCreated).slice(0, MAX_CANDIDATES)) {
        search(depth + 1, [...values, candidate]);
        if (choices.length >= limit) return;
      }
    };
    search(0, []);
    return choices;
  }

  private candidatesAt(operation: OperationModel, segments: readonly string[], index: number, values: readonly string[], preferCreated: boolean): string[] {
    const name = (segments[index] ?? '').slice(1, -1);
    const parentKey = valueKey(normalizeTemplate(segments.slice(0, index).join('/')), values);
    const created = this.created.get(parentKey) ?? [];
    const discovered = this.discovered.get(parentKey) ?? [];
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const declared = parameter === undefined ? [] : declaredParameterValues(parameter).flatMap((value) => scalarText(value) ?? []);
    const ordered = preferCreated ? [...created, ...discovered, ...declared] : [...discovered, ...created, ...declared];
    // Ids whose own lists (the next level down) gave ids come first.
    const childTemplate = normalizeTemplate(segments.slice(0, index + 2).join('/'));
    const hasChildren = (value: string) => this.discovered.has(valueKey(childTemplate, [...values, value]));
    return [...new Set([...ordered.filter(hasChildren), ...ordered])];
  }

  /** The concrete URL of an operation with the given path values, its required query parameters filled. */
  buildUrl(operation: OperationModel, values: readonly string[]): PlannedUrl | undefined {
    let index = 0;
    const path = operation.pathKey.replace(/\{[^}]+\}/g, () => encodeSegment(values[index++] ?? ''));
    const url = this.urlOf(path);
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    for (const parameter of operation.parameters) {
      if (!parameter.required || parameter.in === 'path' || parameter.in === 'body' || parameter.in === 'formData') continue;
      const value = this.parameterValue(parameter);
      if (value === undefined) return undefined;
      if (parameter.in === 'query') {
        for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(parameter.name, String(item));
      } else if (parameter.in === 'header') {
        headers[parameter.name] = Array.isArray(value) ? value.join(',') : String(value);
      } else if (parameter.in === 'cookie') {
        cookies.push(`${parameter.name}=${encodeURIComponent(String(value))}`);
      }
    }
    if (cookies.length > 0) headers['Cookie'] = cookies.join('; ');
    return { url, values: [...values], headers };
  }

  /** `buildUrl` with the path values `pathValues` finds. */
  plan(operation: OperationModel, preferCreated = false): PlannedUrl | undefined {
    const values = this.pathValues(operation, preferCreated);
    return values === undefined ? undefined : this.buildUrl(operation, values);
  }

  private parameterValue(parameter: ParameterModel): string | number | boolean | Array<string | number | boolean> | undefined {
    const candidates = [...declaredParameterValues(parameter), sampleValue(parameterSchemaOf(parameter))];
    for (const candidate of candidates) {
      const text = scalarText(candidate);
      if (text !== undefined) return candidate as string | number | boolean;
      if (Array.isArray(candidate) && candidate.length > 0 && candidate.every((item) => scalarText(item) !== undefined)) {
        return candidate as Array<string | number | boolean>;
      }
    }
    return undefined;
  }

  /**
   * A valid JSON body for the operation. Probes get an example the document gives, else the
   * smallest body the schema accepts; a create gets a freshly built body first, so that values a
   * server keeps unique (an email) differ from one create to the next.
   */
  bodyFor(operation: OperationModel, use: 'probe' | 'create' = 'probe'): RequestBody | undefined {
    if (use === 'create') return this.buildBody(operation, true);
    const cached = this.bodies.get(operation);
    if (cached !== undefined) return cached ?? undefined;
    const body = this.buildBody(operation, false);
    this.bodies.set(operation, body ?? null);
    return body;
  }

  private buildBody(operation: OperationModel, generatedFirst: boolean): RequestBody | undefined {
    const jsonBody = operation.requestBody?.bodies.find((candidate) => isJsonMediaType(candidate.mediaType) && isObject(candidate.schema));
    if (jsonBody === undefined) return undefined;
    const mediaObject = nodeAt(this.api.resolved, jsonBody.schemaPath.slice(0, -1));
    const candidates: unknown[] = [];
    if (isObject(mediaObject) && jsonBody.schemaPath.at(-1) === 'schema' && this.api.version !== '2.0') {
      candidates.push(...declaredExamplesOf(mediaObject));
    }
    const generated = sampleValue(jsonBody.schema);
    if (generated !== undefined) {
      if (generatedFirst) candidates.unshift(generated);
      else candidates.push(generated);
    }
    const references = this.referenceFields(operation, jsonBody.schema);
    let unvalidated: RequestBody | undefined;
    for (const candidate of candidates) {
      const value = this.withListedIds(candidate, references);
      const outcome = this.validator.validate(jsonBody.schemaPath, value, 'request');
      const body = { value, mediaType: jsonBody.mediaType, schema: jsonBody.schema, schemaPath: jsonBody.schemaPath, references: references.map(({ field, from }) => (from === undefined ? { field } : { field, from: from.label })) };
      if (outcome?.valid === true) return { ...body, validated: true };
      if (outcome === undefined) unvalidated ??= { ...body, validated: false };
    }
    return unvalidated;
  }

  /**
   * The body's top-level fields that name another resource (`authorId`, `author_id`: an identifier
   * named after a collection the document lists, `/authors`), each with that list's first id where
   * the server listed one. A value made up for such a field names nothing the server has.
   */
  private referenceFields(operation: OperationModel, schema: unknown): Array<{ field: string; integer: boolean; from?: { label: string; id: string } }> {
    const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
    const found: Array<{ field: string; integer: boolean; from?: { label: string; id: string } }> = [];
    for (const [field, property] of Object.entries(properties)) {
      if (!isIdentifierName(field, this.lintFacts().vocabulary) || (isObject(property) && property['readOnly'] === true)) continue;
      const list = this.operations.find((candidate) => candidate !== operation && candidate.method === 'get' && !candidate.pathKey.includes('{')
        && normalizeTemplate(candidate.pathKey) !== normalizeTemplate(operation.pathKey) && isNamedAfter(field, lastSegment(candidate.pathKey)));
      if (list === undefined) continue;
      const integer = isObject(property) && (property['type'] === 'integer' || property['type'] === 'number');
      const id = this.discovered.get(valueKey(normalizeTemplate(list.pathKey), []))?.[0];
      found.push(id === undefined ? { field, integer } : { field, integer, from: { label: `GET ${list.pathKey}`, id } });
    }
    return found;
  }

  private withListedIds(value: unknown, references: ReadonlyArray<{ field: string; integer: boolean; from?: { id: string } }>): unknown {
    if (!isObject(value) || Array.isArray(value)) return value;
    const filled: Record<string, unknown> = { ...value };
    for (const { field, integer, from } of references) {
      if (from === undefined || !(field in filled)) continue;
      filled[field] = integer && /^-?\d+$/.test(from.id) ? Number(from.id) : from.id;
    }
    return filled;
  }

  /** The operation on a path with the same template, whatever its parameters are called. */
  sibling(pathKey: string, method: string): OperationModel | undefined {
    const template = normalizeTemplate(pathKey);
    return this.operations.find((operation) => operation.method === method && normalizeTemplate(operation.pathKey) === template);
  }

  /** The item path under a collection path: `/users` → the operations on `/users/{id}`. */
  itemOperation(collectionPathKey: string, method: string): OperationModel | undefined {
    return this.sibling(`${normalizeTemplate(collectionPathKey)}/{}`, method);
  }
}

/**
 * The leading static segments all path keys share, each followed in every key by another static
 * segment (`/api` of `/api/users` and `/api/users/{id}`; nothing of `/users` and `/users/{id}`,
 * where `users` is the collection itself).
 */
export function sharedStaticPrefix(pathKeys: readonly string[]): string {
  const split = pathKeys.map((key) => key.split('/').filter((segment) => segment.length > 0));
  const first = split[0];
  if (first === undefined) return '';
  let length = 0;
  for (; length < first.length; length++) {
    const segment = first[length] ?? '';
    const shared = split.every((segments) => segments[length] === segment && segments[length + 1] !== undefined && !segments[length + 1]?.startsWith('{'));
    if (segment.startsWith('{') || !shared) break;
  }
  return length === 0 ? '' : `/${first.slice(0, length).join('/')}`;
}

/** A list schema: an array, or an object with a `data` property. */
function isListSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (schema['type'] === 'array' || (Array.isArray(schema['type']) && schema['type'].includes('array'))) return true;
  if (isObject(schema['properties']) && LIST_ITEMS_FIELD in schema['properties']) return true;
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    if (arrayOf(schema[keyword]).some((part) => isListSchema(part))) return true;
  }
  return false;
}

export function nodeAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[String(segment)];
    else return undefined;
  }
  return node;
}
