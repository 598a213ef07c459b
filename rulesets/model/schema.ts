import { alternation } from '../vocabulary/index.js';
import type { Vocabulary } from './words.js';
import { isPluralWord, perVocabulary, splitWords } from './words.js';
import type { JsonObject, JsonPath } from './json.js';
import { arrayOf, isObject } from './json.js';
import { LIST_ITEMS_FIELD, LIST_TOTAL_FIELD, NEXT_CURSOR_FIELDS } from '../convention-fields.js';

/** Reading resolved schemas: merged `allOf`, property lookup and type tests across 2.0/3.0/3.1. */

export interface PropertyView {
  name: string;
  schema: unknown;
  path: JsonPath;
}

export interface ObjectView {
  properties: Map<string, PropertyView>;
  required: Set<string>;
}

/** Where a schema sits: its path, or how to build it (an `allOf` part's, from its owner's). */
type SchemaPlace = JsonPath | (() => JsonPath);

function pathAt(place: SchemaPlace): JsonPath {
  return typeof place === 'function' ? place() : place;
}

/**
 * A property of an object view, its path built when first read: the rules read the paths of the
 * few properties they report, and the views of a large document's bodies, read by several rules
 * each, have hundreds of thousands of properties.
 */
class Property implements PropertyView {
  private built: JsonPath | undefined;

  constructor(readonly name: string, readonly schema: unknown, private readonly owner: SchemaPlace) {}

  get path(): JsonPath {
    this.built ??= [...pathAt(this.owner), 'properties', this.name];
    return this.built;
  }
}

/** Properties and `required` of a schema with its `allOf` parts merged (first definition wins, unless it constrains nothing and a later one does). */
export function objectView(schema: unknown, path: JsonPath, depth = 0): ObjectView {
  return objectViewAt(schema, path, depth);
}

function objectViewAt(schema: unknown, place: SchemaPlace, depth: number): ObjectView {
  const view: ObjectView = { properties: new Map(), required: new Set() };
  if (!isObject(schema) || depth > 32) return view;
  const properties = schema['properties'];
  // By their names, not Object.entries: an array for each property was most of what a view cost.
  if (isObject(properties)) for (const name of Object.keys(properties)) view.properties.set(name, new Property(name, properties[name], place));
  for (const name of arrayOf(schema['required'])) if (typeof name === 'string') view.required.add(name);
  arrayOf(schema['allOf']).forEach((part, index) => {
    const partView = objectViewAt(part, () => [...pathAt(place), 'allOf', index], depth + 1);
    // A part that says what a field holds narrows one that only names it (`{data: {description}}`, then `{data: {$ref: Resp}}`).
    for (const [name, property] of partView.properties) {
      const first = view.properties.get(name);
      if (first === undefined || (constrainsNothing(first.schema) && !constrainsNothing(property.schema))) view.properties.set(name, property);
    }
    for (const name of partView.required) view.required.add(name);
  });
  return view;
}

/** The alternatives a value may take: each `oneOf`/`anyOf` branch, or the schema itself. */
export function alternatives(schema: unknown, path: JsonPath): Array<{ schema: JsonObject; path: JsonPath }> {
  if (!isObject(schema)) return [];
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = arrayOf(schema[keyword]);
    if (branches.length > 0) {
      return branches.flatMap((branch, index) => (isObject(branch) ? [{ schema: branch, path: [...path, keyword, index] }] : []));
    }
  }
  return [{ schema, path }];
}

/** The values a schema lists: its `const`, or its `enum`; none for a schema listing none. */
export function valuesListedBy(schema: unknown): unknown[] {
  if (!isObject(schema)) return [];
  return 'const' in schema ? [schema['const']] : arrayOf(schema['enum']);
}

/** The declared JSON types of a schema (`type` string or list, `nullable` aside); inferred from `enum`/`const` when absent. */
export function declaredTypes(schema: unknown): Set<string> {
  if (!isObject(schema)) return new Set();
  const type = schema['type'];
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((item): item is string => typeof item === 'string'));
  const values = valuesListedBy(schema);
  const inferred = new Set(values.filter((value) => value !== null).map((value) => (Number.isInteger(value) ? 'integer' : typeof value)));
  if (inferred.size > 0) return inferred;
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const parts = arrayOf(schema[keyword]).map(declaredTypes).filter((types) => types.size > 0);
    if (parts.length > 0) return new Set(parts.flatMap((types) => [...types]));
  }
  return new Set();
}

/** A schema whose values are all of `type` (plus null): `string` for `{type: [string, null]}`. */
export function isOfType(schema: unknown, type: 'string' | 'integer' | 'array' | 'object'): boolean {
  const types = declaredTypes(schema);
  types.delete('null');
  if (types.size === 0) return type === 'object' && isObject(schema) && isObject(schema['properties']);
  if (type === 'integer') return [...types].every((item) => item === 'integer');
  return [...types].every((item) => item === type);
}

export function typeName(schema: unknown): string {
  const types = [...declaredTypes(schema)];
  return types.length === 0 ? 'untyped' : types.join(' or ');
}

/** The fields of the list envelope (§2), in either casing. */
export const LIST_ENVELOPE_FIELDS: readonly string[] = [LIST_ITEMS_FIELD, LIST_TOTAL_FIELD, ...NEXT_CURSOR_FIELDS];

/**
 * An object with properties, none of them a field of the list envelope, and no array or map among
 * them or among their own properties (a map of truth values aside): it lists nothing, whatever the number of the name it is
 * read from (`{options: {kafka: {...}}}` for `/databases/options`). A list nested one level down
 * (`{Data: {Account: [...]}}`) or kept as a map (`{channel_types: {<name>: {...}}}`) still lists.
 */
export function holdsNoList(view: ObjectView, vocabulary: Vocabulary): boolean {
  const properties = [...view.properties.values()];
  if (properties.length === 0 || properties.some((property) => LIST_ENVELOPE_FIELDS.includes(property.name))) return false;
  // A field's own map (`config_schemas.other_schemas`, schemas by name) is part of the record; a field's own array is a page inside a wrapper,
  // unless the field is a record of its own, named in the singular with its own `id` (`{progress, goal: {id, title, report_ids: [...]}}`)
  // or with its lists beside two fields or more of its own (`{result: {deliverable, disposable, …, suggestions: [...]}}`, `isRecordWithLists`):
  // its arrays are its fields. A plural name (`{methods: {id, …}}`) is a list described badly.
  return properties.every((property) => {
    // A map of truth values by name (`{status, result: {<action>: boolean}}`, which actions the caller may run) says which hold: one value, no items.
    if (holdsItems(property.schema) && !mapsNamesToTruth(property.schema)) return false;
    const inner = objectView(property.schema, property.path);
    if ([...inner.properties.values()].every((field) => !holdsArray(field.schema))) return true;
    return !isPluralWord(property.name) && (inner.properties.has('id') || isRecordWithLists(inner, property.name, vocabulary));
  });
}

/** Whether a schema's values are all of the one JSON type `type`, `null` counted as a type (`{type: 'null'}` is only `null`). */
export function hasOnlyType(schema: unknown, type: string): boolean {
  const types = declaredTypes(schema);
  return types.size === 1 && types.has(type);
}

/** A map whose every value is `true` or `false` (`additionalProperties: {type: boolean}`, no `properties`). */
function mapsNamesToTruth(schema: unknown): boolean {
  return isObject(schema) && !isObject(schema['properties']) && hasOnlyType(schema['additionalProperties'], 'boolean');
}

function holdsArray(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const types = declaredTypes(schema);
  return types.has('array') || (types.size === 0 && schema['items'] !== undefined);
}

/**
 * One record whose own fields include lists (`{inbound: [...], inbound_policy, outbound: [...],
 * outbound_policy}`): no field of the list envelope, at least one array, and at least two fields
 * that are no array, which a page of a list would not carry.
 */
export function isRecordWithLists(view: ObjectView, name: string, vocabulary: Vocabulary): boolean {
  const properties = [...view.properties.values()];
  if (properties.some((property) => LIST_ENVELOPE_FIELDS.includes(property.name))) return false;
  const lists = properties.filter((property) => holdsItems(property.schema));
  // An array named as the path is its list (`{Changes: [...], Done, Last}` for `/changes`).
  if (lists.some((property) => property.name.toLowerCase() === name.toLowerCase())) return false;
  const fields = properties.filter((property) => !holdsItems(property.schema) && !isPageField(property.name, vocabulary));
  return lists.length > 0 && fields.length >= 2;
}

/**
 * One record made of lists of different things (WSO2's `Roles`, `{mappings: [...],
 * outboundProvisioningRoles: [...]}` for `/roles`): no field of the list envelope, two lists or
 * more, none named as the path nor as a page's items (`page-fields.items`); a page holds one list.
 */
export function isRecordOfLists(view: ObjectView, name: string, vocabulary: Vocabulary): boolean {
  const properties = [...view.properties.values()];
  if (properties.some((property) => LIST_ENVELOPE_FIELDS.includes(property.name))) return false;
  const lists = properties.filter((property) => holdsItems(property.schema));
  return lists.length >= 2 && !lists.some((property) => property.name.toLowerCase() === name.toLowerCase() || isPageItemsField(property.name, vocabulary));
}

/**
 * A record keeping the path's own name as a map of plain values (`{headers: {<name>: <value>},
 * sensitive: [<name>]}` for `/headers`), its other lists holding plain values too: values set by
 * name, one body the client writes whole, no page of records.
 */
export function keepsNameAsValueMap(view: ObjectView, name: string): boolean {
  const properties = [...view.properties.values()];
  const own = properties.find((property) => property.name.toLowerCase() === name.toLowerCase());
  if (own === undefined || !isObject(own.schema) || isObject(own.schema['properties']) || !isScalarSchema(own.schema['additionalProperties'])) return false;
  return properties.every((property) => property === own || !holdsItems(property.schema) || (holdsArray(property.schema) && isObject(property.schema) && isScalarSchema(property.schema['items'])));
}

/**
 * An array of strings of `format: byte` or `binary`, as swagger-core writes a `byte[]` answer
 * (Flowable's `GET …/case-instances/{caseInstanceId}/diagram`, a PNG): one file's content, no list
 * of records.
 */
export function holdsBytesOnly(schema: unknown): boolean {
  const items = isObject(schema) ? schema['items'] : undefined;
  return isObject(items) && declaredTypes(items).has('string') && (items['format'] === 'byte' || items['format'] === 'binary');
}

/**
 * A string of bytes (`type: string, format: binary`), as 2.0 and 3.0 write a file or a stream in
 * a body (Docker's `GET /services/{id}/logs`, a raw stream).
 */
export function isBytesSchema(schema: unknown): boolean {
  return isObject(schema) && declaredTypes(schema).has('string') && schema['format'] === 'binary';
}

/**
 * A schema of one plain value: a string, number or truth value, no object and no array (`GET
 * /guestfs` answering a string, where a list was looked for: no page, and nothing to put in one).
 */
export function isScalarSchema(schema: unknown): boolean {
  const types = declaredTypes(schema);
  types.delete('null');
  return types.size > 0 && [...types].every((type) => type !== 'object' && type !== 'array');
}

/** Fields that a page of a list carries beside its items (`next_cursor`, `total`, `done`, Stripe's `object`, `url`, `has_more`). */
const pageField = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('page-fields', 'page-field'))})(?:_|$)`));

/** A field, or the first word of one, that a page of a list carries beside its items (`page-fields.page-field`). */
export function isPageField(name: string, vocabulary: Vocabulary): boolean {
  return pageField(vocabulary).test(snakeCased(name));
}

/** A field's name in snake_case, lower case (`statusCode` → `status_code`), as the page-field words are matched. */
function snakeCased(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Fields, or the first words of ones, that say how the request went or what the body is (`page-fields.request`). */
const requestField = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('page-fields', 'request'))})(?:_|$)`));

/**
 * A field, or the first word of one, that says how the request went or what the body is (`code`,
 * `message`, `status_code`): a page carries it beside its items, and one answer beside its result.
 */
function saysHowRequestWent(name: string, vocabulary: Vocabulary): boolean {
  return requestField(vocabulary).test(snakeCased(name));
}

/**
 * A field only a page carries beside its items (`next_cursor`, `total`): a page's field
 * (`page-fields.page-field`) that does not say how the request went (`status`, `code`), as one
 * record's answer does too.
 */
export function isPageOwnField(name: string, vocabulary: Vocabulary): boolean {
  return isPageField(name, vocabulary) && !saysHowRequestWent(name, vocabulary);
}

/** A name a page gives its items (`value` in OData, `Entities`, `results`), in any case. */
export function isPageItemsField(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('page-fields', 'items').has(name.toLowerCase());
}

/** A query parameter saying where in a list the page asked for starts (`offset`, `page`, `cursor`, `page_token`: `page-fields.query`), in any case. */
export function isPageQuery(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('page-fields', 'query').has(splitWords(name).join('_'));
}

/** Names a page gives what it says of itself (`@odata.nextLink`, `pagination`, `Metadata`). */
const pageInfo = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('page-fields', 'info-prefix'))})|^(?:${alternation(vocabulary.words('page-fields', 'info'))})$`, 'i'));

/** A name a page gives what it says of itself (`@odata.nextLink`, `pagination`, `Metadata`). */
export function isPageInfoField(name: string, vocabulary: Vocabulary): boolean {
  return pageInfo(vocabulary).test(name);
}

/** The list envelope, or part of it: `data` as an array, the next-page cursor, or `total`. */
export function holdsListEnvelope(view: ObjectView): boolean {
  const data = view.properties.get(LIST_ITEMS_FIELD);
  if (data !== undefined && holdsItems(data.schema)) return true;
  return LIST_ENVELOPE_FIELDS.some((name) => name !== LIST_ITEMS_FIELD && view.properties.has(name) && !isRecordValue(view.properties.get(name)?.schema));
}

/**
 * A field's value that is a record of named fields (`total: {deposits, withdrawals}`, a row of
 * sums): no count and no cursor, so a `total` or `next_cursor` holding one says nothing of a list.
 */
function isRecordValue(schema: unknown): boolean {
  return isObject(schema) && isObject(schema['properties']) && Object.keys(schema['properties']).length > 0 && [...declaredTypes(schema)].every((type) => type === 'object');
}

/** An array, or a map of entries (`additionalProperties` without named properties). */
function holdsItems(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (holdsArray(schema)) return true;
  const additional = schema['additionalProperties'];
  return (additional === true || isObject(additional)) && !isObject(schema['properties']);
}

/** Keywords that describe a schema to a reader and change nothing it accepts. */
const PROSE_KEYWORDS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'deprecated']);
/** Keywords whose value is a map of names to schemas, where every key counts. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * A schema that constrains nothing, prose aside (`{}`, `{title: "Response Get Args"}`): what a
 * framework writes for a handler that declared no type. It says no more of a value than no schema.
 */
export function constrainsNothing(schema: unknown): boolean {
  return isObject(schema) && Object.keys(schema).every((key) => PROSE_KEYWORDS.has(key) || key.startsWith('x-'));
}

/**
 * A `$ref` left as written because the document has no node at its target: what it describes is
 * unknown, so no rule judges its fields (`oas-valid` reports the missing target).
 */
export function isUnresolvedReference(schema: unknown): boolean {
  return isObject(schema) && typeof schema['$ref'] === 'string';
}

/**
 * The same schema: one node, or nodes that accept the same values, their prose aside (each path
 * writing its own inline copy of `{total, transactions: [...]}` with its own descriptions).
 */
export function isSameSchema(schema: unknown, other: unknown, depth = 0, names = false): boolean {
  if (schema === other) return true;
  if (depth > 32 || typeof schema !== 'object' || typeof other !== 'object' || schema === null || other === null) return false;
  if (Array.isArray(schema) || Array.isArray(other)) {
    return Array.isArray(schema) && Array.isArray(other) && schema.length === other.length && schema.every((item, index) => isSameSchema(item, other[index], depth + 1));
  }
  const [node, otherNode] = [schema as Record<string, unknown>, other as Record<string, unknown>];
  const keysOf = (value: Record<string, unknown>) => Object.keys(value).filter((key) => names || (!PROSE_KEYWORDS.has(key) && !key.startsWith('x-')));
  const keys = keysOf(node);
  if (keys.length !== keysOf(otherNode).length) return false;
  return keys.every((key) => key in otherNode && (key === 'required' && !names ? isSameSet(node[key], otherNode[key]) : isSameSchema(node[key], otherNode[key], depth + 1, !names && NAMED_SCHEMAS.has(key))));
}

/** `required` lists names, in no order that means anything: the same names in any order. */
function isSameSet(list: unknown, other: unknown): boolean {
  if (!Array.isArray(list) || !Array.isArray(other)) return isSameSchema(list, other);
  const names = new Set(other);
  return list.length === other.length && names.size === other.length && list.every((name) => names.has(name));
}
