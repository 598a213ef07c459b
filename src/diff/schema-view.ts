import type { JsonObject } from '../../rulesets/model/json.js';
import { arrayOf, entriesOf, isObject } from '../../rulesets/model/json.js';
import type { Location, RawFiles } from './locations.js';
import { dereference, locationKey } from './locations.js';

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
}

const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems', 'maxProperties'] as const;

function isNullSchema(node: unknown): boolean {
  return isObject(node) && (node['type'] === 'null' || (Array.isArray(node['type']) && node['type'].length === 1 && node['type'][0] === 'null'));
}

function emptyView(location: Location): SchemaView {
  return {
    location, types: undefined, nullable: false, enumValues: undefined, constraints: new Map(), properties: new Map(),
    required: new Set(), items: undefined, deprecated: false, readOnly: false, writeOnly: false,
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

function pointerOf(location: Location): string {
  return `#${location.path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/**
 * A property several alternatives declare differently is any of their declarations: written as
 * an `anyOf` of `$ref`s to each, so it is compared by what it allows, not by which member came first.
 */
function alternativeProperty(properties: readonly SchemaRef[], location: Location): SchemaRef {
  const first = properties[0] as SchemaRef;
  const distinct = [...new Map(properties.map((property) => [locationKey(property.location), property])).values()];
  if (distinct.length === 1 || distinct.some((property) => property.location.uri !== location.uri)) return first;
  return { node: { anyOf: distinct.map((property) => ({ $ref: pointerOf(property.location) })) }, location };
}

/**
 * What one of several alternatives (`anyOf`, `oneOf`) allows: any member's types, values and
 * properties; required only what every member requires. Unknown (any) when a member says nothing.
 */
function unionOf(members: readonly SchemaView[], location: Location): SchemaView {
  const view = emptyView(location);
  const typed = members.every((member) => member.types !== undefined);
  view.types = typed ? new Set(members.flatMap((member) => [...(member.types ?? [])])) : undefined;
  const enumerated = members.every((member) => member.enumValues !== undefined);
  view.enumValues = enumerated ? members.flatMap((member) => member.enumValues ?? []) : undefined;
  view.nullable = members.some((member) => member.nullable);
  // A bound holds for the alternatives only where every one of them sets it: the loosest.
  for (const [keyword, value] of members[0]?.constraints ?? []) {
    const values = members.map((member) => member.constraints.get(keyword));
    if (values.some((other) => other === undefined)) continue;
    if (values.every((other) => typeof other === 'number')) {
      const numbers = values;
      view.constraints.set(keyword, (LOWER_BOUNDS as readonly string[]).includes(keyword) ? Math.min(...numbers) : (UPPER_BOUNDS as readonly string[]).includes(keyword) ? Math.max(...numbers) : value);
    } else if (values.every((other) => JSON.stringify(other) === JSON.stringify(value))) view.constraints.set(keyword, value);
  }
  const declared = new Map<string, SchemaRef[]>();
  for (const member of members) {
    for (const [name, property] of member.properties) declared.set(name, [...(declared.get(name) ?? []), property]);
  }
  for (const [name, properties] of declared) view.properties.set(name, alternativeProperty(properties, { uri: location.uri, path: [...location.path, 'properties', name] }));
  const first = members[0];
  if (first !== undefined) for (const name of first.required) if (members.every((member) => member.required.has(name))) view.required.add(name);
  const items = members.flatMap((member) => (member.items === undefined ? [] : [member.items]));
  view.items = items.length === 0 ? undefined : alternativeProperty(items, { uri: location.uri, path: [...location.path, 'items'] });
  return view;
}

export class SchemaViews {
  private readonly cache = new Map<string, SchemaView>();

  constructor(private readonly files: RawFiles) {}

  /** The view of a schema written at `location`; circular `allOf`s are merged once. */
  view(node: unknown, location: Location, resolving: Set<string> = new Set()): SchemaView {
    const target = dereference(node, location, this.files);
    const key = locationKey(target.location);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const view = emptyView(target.location);
    if (!isObject(target.node) || resolving.has(key)) return view;
    resolving.add(key);
    const schema = target.node;
    const path = target.location.path;
    const at = (...segments: Array<string | number>): Location => ({ uri: target.location.uri, path: [...path, ...segments] });
    const alternative = nullableAlternative(schema);
    if (alternative !== undefined) {
      const keyword = arrayOf(schema['anyOf']).includes(alternative) ? 'anyOf' : 'oneOf';
      const index = arrayOf(schema[keyword]).indexOf(alternative);
      mergeInto(view, this.view(alternative, at(keyword, index), resolving));
      view.nullable = true;
    } else {
      for (const keyword of ['anyOf', 'oneOf']) {
        const members = arrayOf(schema[keyword]);
        if (members.length === 0) continue;
        const views = members.map((member, index) => (isNullSchema(member) ? { ...emptyView(at(keyword, index)), types: new Set<string>(), nullable: true } : this.view(member, at(keyword, index), resolving)));
        mergeInto(view, unionOf(views, target.location));
        view.nullable ||= views.some((member) => member.nullable);
      }
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
    const own = emptyView(target.location);
    for (const keyword of [...LOWER_BOUNDS, ...UPPER_BOUNDS, 'pattern', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']) {
      if (schema[keyword] !== undefined) own.constraints.set(keyword, schema[keyword]);
    }
    for (const [name, property] of entriesOf(schema['properties'])) own.properties.set(name, { node: property, location: at('properties', name) });
    for (const name of arrayOf(schema['required'])) if (typeof name === 'string') own.required.add(name);
    if (schema['items'] !== undefined && !Array.isArray(schema['items'])) own.items = { node: schema['items'], location: at('items') };
    own.deprecated = schema['deprecated'] === true || schema['x-deprecated'] === true;
    own.readOnly = schema['readOnly'] === true;
    own.writeOnly = schema['writeOnly'] === true;
    mergeInto(view, { ...own, types: view.types, enumValues: view.enumValues });
    // Members' declarations come first in `properties`; the schema's own override them.
    for (const [name, property] of own.properties) view.properties.set(name, property);
    resolving.delete(key);
    this.cache.set(key, view);
    return view;
  }
}
