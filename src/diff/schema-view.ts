import type { JsonObject } from '../../rulesets/model/json.js';
import { arrayOf, entriesOf, isObject } from '../../rulesets/model/json.js';
import type { Location, RawFiles } from './locations.js';
import { dereference } from './locations.js';

/**
 * A schema as a client meets it, whatever way it is written: `$ref`s followed, `allOf` merged,
 * the ways of writing nullable (`nullable: true`, `x-nullable: true`, `null` in `type` or `enum`,
 * an `anyOf`/`oneOf` with a `{type: null}` member) made one flag. Two documents that say the same
 * in different words give equal views, so only real changes are compared.
 */

export interface SchemaRef {
  node: unknown;
  location: Location;
}

export interface SchemaView {
  location: Location;
  /** The schema object the view is built from; undefined for no schema, or an alternative merged with what holds it. */
  node: JsonObject | undefined;
  /** Declared JSON types without `null`; undefined when any type is allowed. */
  types: Set<string> | undefined;
  nullable: boolean;
  /** Allowed values without `null`; undefined when not enumerated. */
  enumValues: unknown[] | undefined;
  /** Numeric and string bounds, and `pattern`, by keyword. */
  constraints: Map<string, unknown>;
  properties: Map<string, SchemaRef>;
  required: Set<string>;
  items: SchemaRef | undefined;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /**
   * The members of an `anyOf`/`oneOf` (`null` members aside), where they are written. The view's
   * other fields are the schema's own, beside the alternatives: each alternative a client meets
   * is the own part and one member together (see `variantsOf`).
   */
  alternatives: SchemaRef[] | undefined;
  /** `additionalProperties: false` (or `unevaluatedProperties: false`): no property beyond those declared. */
  closed: boolean;
  /** Where the schema is closed (its `additionalProperties: false`), to report a newly closed object there. */
  closedAt: Location | undefined;
  /** The discriminator's property and its mapping from values to schema references. */
  discriminator: { propertyName: string; mapping: Map<string, string>; location: Location } | undefined;
}

const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems', 'maxProperties'] as const;
const CONSTRAINT_KEYWORDS: readonly string[] = [...LOWER_BOUNDS, ...UPPER_BOUNDS, 'pattern', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

function isNullSchema(node: unknown): boolean {
  return isObject(node) && (node['type'] === 'null' || (Array.isArray(node['type']) && node['type'].length === 1 && node['type'][0] === 'null'));
}

function emptyView(location: Location): SchemaView {
  return {
    location, node: undefined, types: undefined, nullable: false, enumValues: undefined, constraints: new Map(), properties: new Map(),
    required: new Set(), items: undefined, deprecated: false, readOnly: false, writeOnly: false, alternatives: undefined, closed: false, closedAt: undefined, discriminator: undefined,
  };
}

function intersectTypes(left: Set<string> | undefined, right: Set<string> | undefined): Set<string> | undefined {
  if (left === undefined) return right;
  if (right === undefined) return left;
  const both = new Set([...left].filter((type) => right.has(type) || (type === 'integer' && right.has('number'))));
  for (const type of right) if (type === 'integer' && left.has('number')) both.add('integer');
  return both;
}

function intersectEnums(left: unknown[] | undefined, right: unknown[] | undefined): unknown[] | undefined {
  if (left === undefined) return right;
  if (right === undefined) return left;
  const rightKeys = new Set(right.map((value) => JSON.stringify(value)));
  return left.filter((value) => rightKeys.has(JSON.stringify(value)));
}

/** Merges an `allOf` member into the view: every member's demands hold at once. */
function mergeInto(view: SchemaView, member: SchemaView): void {
  view.types = intersectTypes(view.types, member.types);
  view.enumValues = intersectEnums(view.enumValues, member.enumValues);
  for (const [keyword, value] of member.constraints) {
    const current = view.constraints.get(keyword);
    if (current === undefined) view.constraints.set(keyword, value);
    else if ((LOWER_BOUNDS as readonly string[]).includes(keyword) && typeof value === 'number' && typeof current === 'number') view.constraints.set(keyword, Math.max(value, current));
    else if ((UPPER_BOUNDS as readonly string[]).includes(keyword) && typeof value === 'number' && typeof current === 'number') view.constraints.set(keyword, Math.min(value, current));
  }
  for (const [name, property] of member.properties) if (!view.properties.has(name)) view.properties.set(name, property);
  for (const name of member.required) view.required.add(name);
  view.items ??= member.items;
  view.deprecated ||= member.deprecated;
  view.readOnly ||= member.readOnly;
  view.writeOnly ||= member.writeOnly;
  view.alternatives ??= member.alternatives;
  if (!view.closed && member.closed) {
    view.closed = true;
    view.closedAt = member.closedAt;
  }
  view.discriminator ??= member.discriminator;
}

function ownTypes(node: JsonObject): { types: Set<string> | undefined; nullable: boolean } {
  const declared = node['type'];
  const list = Array.isArray(declared) ? declared.filter((type): type is string => typeof type === 'string') : typeof declared === 'string' ? [declared] : undefined;
  const nullable = node['nullable'] === true || node['x-nullable'] === true || (list?.includes('null') ?? false);
  const types = list?.filter((type) => type !== 'null');
  return { types: types === undefined || (types.length === 0 && list?.length === 0) ? undefined : new Set(types), nullable };
}

function ownEnum(node: JsonObject): { values: unknown[] | undefined; nullable: boolean } {
  const values = Array.isArray(node['enum']) ? node['enum'] : 'const' in node ? [node['const']] : undefined;
  if (values === undefined) return { values: undefined, nullable: false };
  return { values: values.filter((value) => value !== null), nullable: values.includes(null) };
}

/** The one non-null member of an `anyOf`/`oneOf` that only adds `null`, if that is its shape. */
function nullableAlternative(node: JsonObject): unknown {
  for (const keyword of ['anyOf', 'oneOf']) {
    const members = arrayOf(node[keyword]);
    if (members.length === 2) {
      const nonNull = members.filter((member) => !isNullSchema(member));
      if (nonNull.length === 1) return nonNull[0];
    }
  }
  return undefined;
}

/** A value as messages show it: as JSON. */
export function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** The JSON type of a value, integers told from other numbers. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function discriminatorOf(node: unknown, location: Location): SchemaView['discriminator'] {
  // 2.0 names the property alone: `discriminator: petType`.
  if (typeof node === 'string') return { propertyName: node, mapping: new Map(), location };
  if (!isObject(node) || typeof node['propertyName'] !== 'string') return undefined;
  const mapping = new Map<string, string>();
  for (const [value, target] of entriesOf(node['mapping'])) if (typeof target === 'string') mapping.set(value, target);
  return { propertyName: node['propertyName'], mapping, location };
}

/**
 * The alternatives a client meets in a view: the view itself when it has none, else each member
 * with the view's own part (`{properties: {id}, oneOf: [A, B]}` is `id` with A, or `id` with B).
 * A variant is located at its member, where it is written.
 */
export interface Variant {
  view: SchemaView;
  /** Where the alternative is used: its member of the `oneOf`/`anyOf`, or the view itself. */
  use: Location;
  /** The alternative as written, to name it in messages. */
  node: unknown;
}

/**
 * The views of one side's schemas, each built once per schema object (a schema two `$ref`s or a
 * YAML alias reach is one view, located where it is written first).
 */
export class SchemaViews {
  private readonly cache = new WeakMap<object, SchemaView>();
  private readonly variantCache = new WeakMap<SchemaView, Variant[]>();
  private readonly tagCache = new WeakMap<SchemaView, Map<string, string>>();

  constructor(private readonly files: RawFiles) {}

  /** The view of a schema written at `location`; circular `allOf`s are merged once. */
  view(node: unknown, location: Location, resolving: Set<object> = new Set()): SchemaView {
    // A `$ref` is remembered with the view of its target, which is not looked up again.
    const known = isObject(node) ? this.cache.get(node) : undefined;
    if (known !== undefined) return known;
    const target = dereference(node, location, this.files);
    if (!isObject(target.node)) return emptyView(target.location);
    const schema = target.node;
    const cached = this.cache.get(schema);
    if (cached !== undefined) {
      if (isObject(node)) this.cache.set(node, cached);
      return cached;
    }
    const view = emptyView(target.location);
    if (resolving.has(schema)) return view;
    resolving.add(schema);
    const path = target.location.path;
    const at = (...segments: Array<string | number>): Location => ({ uri: target.location.uri, path: [...path, ...segments] });
    const alternative = nullableAlternative(schema);
    if (alternative !== undefined) {
      const keyword = arrayOf(schema['anyOf']).includes(alternative) ? 'anyOf' : 'oneOf';
      const index = arrayOf(schema[keyword]).indexOf(alternative);
      mergeInto(view, this.view(alternative, at(keyword, index), resolving));
      view.nullable = true;
    } else {
      // Alternatives are kept apart, to be matched one to one with the other version's.
      const members: SchemaRef[] = [];
      for (const keyword of ['oneOf', 'anyOf']) {
        arrayOf(schema[keyword]).forEach((member, index) => {
          if (isNullSchema(member)) view.nullable = true;
          else members.push({ node: member, location: at(keyword, index) });
        });
      }
      if (members.length > 0) view.alternatives = members;
    }
    arrayOf(schema['allOf']).forEach((member, index) => {
      const memberView = this.view(member, at('allOf', index), resolving);
      mergeInto(view, memberView);
      view.nullable ||= memberView.nullable && arrayOf(schema['allOf']).length === 1;
    });
    const types = ownTypes(schema);
    const enumeration = ownEnum(schema);
    view.types = intersectTypes(view.types, types.types);
    view.nullable ||= types.nullable || enumeration.nullable;
    view.enumValues = intersectEnums(view.enumValues, enumeration.values);
    // An enum with no `type` allows the types of its values: `enum: [S, L]` is a string.
    if (view.types === undefined && view.enumValues !== undefined && view.enumValues.length > 0) view.types = new Set(view.enumValues.map(jsonTypeOf));
    // The schema's own keywords, merged as an allOf member would be, its properties over its members'.
    for (const keyword of CONSTRAINT_KEYWORDS) {
      const value = schema[keyword];
      if (value === undefined) continue;
      const current = view.constraints.get(keyword);
      if (current === undefined || typeof value !== 'number' || typeof current !== 'number') view.constraints.set(keyword, current ?? value);
      else if ((LOWER_BOUNDS as readonly string[]).includes(keyword)) view.constraints.set(keyword, Math.max(value, current));
      else if ((UPPER_BOUNDS as readonly string[]).includes(keyword)) view.constraints.set(keyword, Math.min(value, current));
    }
    for (const [name, property] of entriesOf(schema['properties'])) view.properties.set(name, { node: property, location: at('properties', name) });
    for (const name of arrayOf(schema['required'])) if (typeof name === 'string') view.required.add(name);
    if (view.items === undefined && schema['items'] !== undefined && !Array.isArray(schema['items'])) view.items = { node: schema['items'], location: at('items') };
    view.deprecated ||= schema['deprecated'] === true || schema['x-deprecated'] === true;
    view.readOnly ||= schema['readOnly'] === true;
    view.writeOnly ||= schema['writeOnly'] === true;
    if (!view.closed) {
      const closedBy = schema['additionalProperties'] === false ? 'additionalProperties' : schema['unevaluatedProperties'] === false ? 'unevaluatedProperties' : undefined;
      if (closedBy !== undefined) {
        view.closed = true;
        view.closedAt = at(closedBy);
      }
    }
    if (view.discriminator === undefined && schema['discriminator'] !== undefined) view.discriminator = discriminatorOf(schema['discriminator'], at('discriminator'));
    resolving.delete(schema);
    view.node = schema;
    this.cache.set(schema, view);
    if (isObject(node)) this.cache.set(node, view);
    return view;
  }

  /** The properties a view fixes to one value (`kind: {enum: [card]}`), which tell an alternative from the others; each value as JSON. */
  tagsOf(view: SchemaView): Map<string, string> {
    let tags = this.tagCache.get(view);
    if (tags !== undefined) return tags;
    tags = new Map();
    for (const [name, property] of view.properties) {
      const values = this.view(property.node, property.location).enumValues;
      if (values?.length === 1) tags.set(name, show(values[0]));
    }
    this.tagCache.set(view, tags);
    return tags;
  }

  /**
   * The alternatives a client meets in a view: the view itself when it has none, else each member
   * with the view's own part (`{properties: {id}, oneOf: [A, B]}` is `id` with A, or `id` with B).
   * A variant is located at its member, where it is written; its nullability is the union's, not its own.
   */
  variantsOf(view: SchemaView): Variant[] {
    const cached = this.variantCache.get(view);
    if (cached !== undefined) return cached;
    const variants = view.alternatives === undefined ? [{ view: { ...view, nullable: false }, use: view.location, node: undefined }] : view.alternatives.map((member) => {
      const memberView = this.view(member.node, member.location);
      const variant = emptyView(memberView.location);
      mergeInto(variant, memberView);
      mergeInto(variant, { ...view, alternatives: undefined, discriminator: undefined });
      return { view: variant, use: member.location, node: member.node };
    });
    this.variantCache.set(view, variants);
    return variants;
  }
}
