import type { ChangeKind } from './changes.js';
import type { Location } from './locations.js';
import { locationKey } from './locations.js';
import type { SchemaRef, SchemaView, SchemaViews } from './schema-view.js';

/**
 * Compares two schemas as clients meet them. A request schema breaks a client when it accepts
 * less than before; a response schema when it may send what it never did, or drops what it
 * promised. Each pair of schema nodes is compared once per direction, so shared and circular
 * schemas cost one visit and report once, where they are written.
 */

export type Direction = 'request' | 'response';

export interface SchemaChange {
  kind: ChangeKind;
  location: Location;
  /** What changed, after the subject (`request body of POST /pets, property \`a.b\``). */
  what: string;
  /** Where in the value: `owner.name`, `tags[]`; empty for the value itself. */
  field: string;
  deprecated: boolean;
}

export interface SchemaSubject {
  direction: Direction;
  /** Deprecated in the old document, by the schema or by what holds it. */
  deprecated: boolean;
}

const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'minItems', 'minProperties', 'exclusiveMinimum']);
const UPPER_BOUNDS = new Set(['maxLength', 'maximum', 'maxItems', 'maxProperties', 'exclusiveMaximum']);

function typeList(types: Set<string> | undefined): string {
  return types === undefined ? 'any type' : [...types].sort().join(' or ') || 'no type';
}

/** Whether every type of `narrow` is allowed by `wide` (an integer is a number). */
function coveredBy(narrow: Set<string> | undefined, wide: Set<string> | undefined): boolean {
  if (wide === undefined) return true;
  if (narrow === undefined) return false;
  return [...narrow].every((type) => wide.has(type) || (type === 'integer' && wide.has('number')));
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Bounds made stricter; `exclusiveMinimum: true` of 3.0 read as a flag beside `minimum`. */
function tightenedConstraints(before: SchemaView, after: SchemaView): string[] {
  const tightened: string[] = [];
  for (const [keyword, value] of after.constraints) {
    const previous = before.constraints.get(keyword);
    if (previous !== undefined && JSON.stringify(previous) === JSON.stringify(value)) continue;
    if (typeof value === 'boolean') {
      if (value && previous !== true) tightened.push(`${keyword} added`);
      continue;
    }
    if (keyword === 'pattern') {
      // A changed pattern may accept more or less; whether it tightens cannot be told in general.
      if (previous === undefined) tightened.push(`pattern ${show(value)} added`);
    } else if (keyword === 'multipleOf') {
      if (typeof value === 'number' && (typeof previous !== 'number' || value % previous !== 0 || value > previous)) tightened.push(`multipleOf ${value}${previous === undefined ? ' added' : ` (was ${show(previous)})`}`);
    } else if (typeof value === 'number') {
      const stricter = previous === undefined || typeof previous !== 'number'
        || (LOWER_BOUNDS.has(keyword) && value > previous) || (UPPER_BOUNDS.has(keyword) && value < previous);
      if (stricter) tightened.push(previous === undefined ? `${keyword} ${value} added` : `${keyword} ${show(previous)} → ${value}`);
    }
  }
  return tightened;
}

function fieldName(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}

export class SchemaComparison {
  private readonly visited = new Set<string>();
  readonly changes: SchemaChange[] = [];

  constructor(private readonly oldViews: SchemaViews, private readonly newViews: SchemaViews) {}

  compare(before: SchemaRef, after: SchemaRef, subject: SchemaSubject, field = ''): void {
    // An explicit stack instead of recursion: deep schemas do not exhaust the call stack.
    const stack: Array<{ before: SchemaRef; after: SchemaRef; field: string; deprecated: boolean }> = [{ before, after, field, deprecated: subject.deprecated }];
    while (stack.length > 0) {
      const pair = stack.pop() as (typeof stack)[number];
      const oldView = this.oldViews.view(pair.before.node, pair.before.location);
      const newView = this.newViews.view(pair.after.node, pair.after.location);
      const key = `${subject.direction}|${locationKey(oldView.location)}|${locationKey(newView.location)}`;
      if (this.visited.has(key)) continue;
      this.visited.add(key);
      const deprecated = pair.deprecated || oldView.deprecated;
      const emit = (kind: ChangeKind, location: Location, what: string, field: string, alsoDeprecated = false) => {
        this.changes.push({ kind, location, what, field, deprecated: deprecated || alsoDeprecated });
      };
      // A change inside one shared definition is reported there, once; a use that now points
      // to another definition is reported where the use is written.
      const samePlace = oldView.location.path.join('/') === newView.location.path.join('/');
      const changedAt = samePlace ? newView.location : pair.after.location;
      if (subject.direction === 'request') this.compareRequest(oldView, newView, changedAt, pair.field, emit);
      else this.compareResponse(oldView, newView, changedAt, pair.field, emit);
      const children: typeof stack = [];
      for (const [name, oldProperty] of oldView.properties) {
        const newProperty = newView.properties.get(name);
        if (newProperty === undefined) continue;
        const oldPropertyView = this.oldViews.view(oldProperty.node, oldProperty.location);
        children.push({ before: oldProperty, after: newProperty, field: fieldName(pair.field, name), deprecated: deprecated || oldPropertyView.deprecated });
      }
      if (oldView.items !== undefined && newView.items !== undefined) children.push({ before: oldView.items, after: newView.items, field: `${pair.field}[]`, deprecated });
      stack.push(...children.reverse());
    }
  }

  private compareRequest(before: SchemaView, after: SchemaView, changedAt: Location, field: string, emit: (kind: ChangeKind, location: Location, what: string, field: string, deprecated?: boolean) => void): void {
    if (!coveredBy(before.types, after.types)) {
      emit('request-type-changed', changedAt, `now accepts ${typeList(after.types)} only (was ${typeList(before.types)})`, field);
    } else if (before.nullable && !after.nullable) {
      emit('request-type-changed', changedAt, 'no longer accepts null', field);
    }
    if (after.enumValues !== undefined) {
      if (before.enumValues === undefined) {
        emit('request-enum-value-removed', changedAt, `now accepts only ${after.enumValues.map(show).join(', ')}`, field);
      } else {
        const kept = new Set(after.enumValues.map(show));
        const removed = before.enumValues.map(show).filter((value) => !kept.has(value));
        if (removed.length > 0) emit('request-enum-value-removed', changedAt, `no longer accepts ${removed.join(', ')}`, field);
      }
    }
    const tightened = tightenedConstraints(before, after);
    if (tightened.length > 0) emit('request-constraint-tightened', changedAt, `constraints tightened: ${tightened.join(', ')}`, field);
    for (const name of after.required) {
      if (before.required.has(name)) continue;
      const property = after.properties.get(name);
      if (property !== undefined && this.newViews.view(property.node, property.location).readOnly) continue;
      const existed = before.properties.has(name);
      const oldProperty = before.properties.get(name);
      const propertyDeprecated = oldProperty !== undefined && this.oldViews.view(oldProperty.node, oldProperty.location).deprecated;
      const location = property?.location ?? after.location;
      emit('request-property-became-required', location, existed ? 'is now required' : 'is new and required', fieldName(field, name), before.deprecated || propertyDeprecated);
    }
  }

  private compareResponse(before: SchemaView, after: SchemaView, changedAt: Location, field: string, emit: (kind: ChangeKind, location: Location, what: string, field: string, deprecated?: boolean) => void): void {
    if (!coveredBy(after.types, before.types)) {
      emit('response-type-changed', changedAt, `is now ${typeList(after.types)} (was ${typeList(before.types)})`, field);
    } else if (after.nullable && !before.nullable) {
      emit('response-type-changed', changedAt, 'may now be null', field);
    }
    for (const [name, property] of before.properties) {
      if (after.properties.has(name)) continue;
      const propertyView = this.oldViews.view(property.node, property.location);
      if (propertyView.writeOnly) continue;
      emit('response-property-removed', property.location, 'removed', fieldName(field, name), before.deprecated || propertyView.deprecated);
    }
  }
}
