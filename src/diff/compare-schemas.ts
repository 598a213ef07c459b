import type { ChangeKind } from './changes.js';
import type { Location } from './locations.js';
import { samePath } from './locations.js';
import type { SchemaRef, SchemaView, SchemaViews } from './schema-view.js';
import type { Variant } from './schema-view.js';
import { jsonTypeOf, show } from './schema-view.js';
import type { Unchanged } from './unchanged.js';
import { arrayOf, isObject } from '../../rulesets/model/json.js';

/**
 * Compares two schemas as clients meet them. A request schema breaks a client when it accepts
 * less than before; a response schema when it may send what it never did, or drops or loosens
 * what it promised. Each pair of schema nodes is compared once per direction, so shared and
 * circular schemas cost one visit and report once, where they are written. Alternatives
 * (`oneOf`, `anyOf`) are matched one to one across the versions, never united.
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

/**
 * Bounds made stricter from `looser` to `stricter`; `exclusiveMinimum: true` of 3.0 read as a flag
 * beside `minimum`. Read one way it is what a request tightened, the other way what a response loosened.
 */
function tightenedConstraints(looser: SchemaView, stricter: SchemaView): string[] {
  const tightened: string[] = [];
  for (const [keyword, value] of stricter.constraints) {
    const previous = looser.constraints.get(keyword);
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
      const stricterBound = previous === undefined || typeof previous !== 'number'
        || (LOWER_BOUNDS.has(keyword) && value > previous) || (UPPER_BOUNDS.has(keyword) && value < previous);
      if (stricterBound) tightened.push(previous === undefined ? `${keyword} ${value} added` : `${keyword} ${show(previous)} → ${value}`);
    }
  }
  return tightened;
}

/** The same bounds, worded from the side that loosened them (`maxLength 40 removed`, `maxLength 40 → 80`). */
function loosenedConstraints(before: SchemaView, after: SchemaView): string[] {
  return tightenedConstraints(after, before).map((tightened) => {
    const added = / added$/.exec(tightened);
    if (added !== null) return `${tightened.slice(0, added.index)} removed`;
    const arrow = / (\S+) → (\S+)$/.exec(tightened);
    return arrow === null ? tightened : `${tightened.slice(0, arrow.index)} ${arrow[2] ?? ''} → ${arrow[1] ?? ''}`;
  });
}

function fieldName(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}

/** An affinity that ties two alternatives without a trial: the same definition, or the same discriminating value. */
const SURE_AFFINITY = 3;

/** Two schema views to compare, each with where it is used (a `$ref` or an alternative). */
interface ViewPair {
  before: SchemaView;
  after: SchemaView;
  beforeUse: Location;
  afterUse: Location;
  field: string;
  deprecated: boolean;
}


type Emit = (kind: ChangeKind, location: Location, what: string, field: string, deprecated?: boolean) => void;

/** The name a schema is defined under (`Pet` of `#/components/schemas/Pet`), if it is defined under one. */
function definitionName(view: SchemaView): string | undefined {
  const path = view.location.path;
  const parent = path.at(-2);
  return parent === 'schemas' || parent === 'definitions' || parent === '$defs' ? String(path.at(-1)) : undefined;
}

/** Something known of each pair of views, per direction; views are compared by identity (each is built once). */
class PairMap<T> {
  private readonly byDirection = { request: new Map<SchemaView, Map<SchemaView, T>>(), response: new Map<SchemaView, Map<SchemaView, T>>() };

  get(direction: Direction, before: SchemaView, after: SchemaView): T | undefined {
    return this.byDirection[direction].get(before)?.get(after);
  }

  set(direction: Direction, before: SchemaView, after: SchemaView, value: T): void {
    const byBefore = this.byDirection[direction];
    let byAfter = byBefore.get(before);
    if (byAfter === undefined) {
      byAfter = new Map();
      byBefore.set(before, byAfter);
    }
    byAfter.set(after, value);
  }

  delete(direction: Direction, before: SchemaView, after: SchemaView): void {
    this.byDirection[direction].get(before)?.delete(after);
  }
}

/**
 * What the trial comparisons that match alternatives found, shared by them all, so that nested and
 * repeated alternatives are judged once: how many changes a pair of views holds, or, where only
 * whether it holds any was asked, that it holds some.
 */
class Verdicts {
  readonly counts = new PairMap<number>();
  readonly changed = new PairMap<true>();
}

export class SchemaComparison {
  private readonly visited = new PairMap<true>();
  readonly changes: SchemaChange[] = [];

  /** `firstChangeOnly`: a trial that asks only whether a pair holds any change, and stops at the first. */
  constructor(
    private readonly oldViews: SchemaViews, private readonly newViews: SchemaViews, private readonly unchanged: Unchanged,
    private readonly verdicts = new Verdicts(), private readonly firstChangeOnly = false,
  ) {}

  compare(before: SchemaRef, after: SchemaRef, subject: SchemaSubject, field = ''): void {
    if (this.unchanged.same(before.node, before.location, after.node, after.location)) return;
    this.run([{
      before: this.oldViews.view(before.node, before.location), after: this.newViews.view(after.node, after.location),
      beforeUse: before.location, afterUse: after.location, field, deprecated: subject.deprecated,
    }], subject.direction);
  }

  /** An explicit stack instead of recursion: deep schemas do not exhaust the call stack. */
  private run(stack: ViewPair[], direction: Direction): void {
    while (stack.length > 0) {
      if (this.firstChangeOnly && this.changes.length > 0) return;
      const pair = stack.pop() as ViewPair;
      const { before, after } = pair;
      if (this.visited.get(direction, before, after) === true) continue;
      this.visited.set(direction, before, after, true);
      // A schema written alike in both versions, with all it reaches, holds no change.
      if (this.unchanged.same(before.node, before.location, after.node, after.location)) continue;
      const deprecated = pair.deprecated || before.deprecated;
      const emit: Emit = (kind, location, what, field, alsoDeprecated = false) => {
        this.changes.push({ kind, location, what, field, deprecated: deprecated || alsoDeprecated });
      };
      // A change inside one shared definition is reported there, once; a use that now points
      // to another definition is reported where the use is written.
      const samePlace = samePath(before.location.path, after.location.path);
      const changedAt = samePlace ? after.location : pair.afterUse;
      const removedAt = samePlace ? before.location : pair.beforeUse;
      this.compareDiscriminators(before, after, pair.field, emit);
      if (before.alternatives !== undefined || after.alternatives !== undefined) {
        this.compareNullable(before, after, direction, changedAt, pair.field, emit);
        stack.push(...this.alternativePairs(pair, direction, changedAt, removedAt, deprecated, emit).reverse());
        continue;
      }
      if (direction === 'request') this.compareRequest(before, after, changedAt, pair.field, emit);
      else this.compareResponse(before, after, changedAt, samePlace ? undefined : removedAt, pair.field, emit);
      const children: ViewPair[] = [];
      for (const [name, oldProperty] of before.properties) {
        const newProperty = after.properties.get(name);
        if (newProperty === undefined || this.unchanged.same(oldProperty.node, oldProperty.location, newProperty.node, newProperty.location)) continue;
        const oldPropertyView = this.oldViews.view(oldProperty.node, oldProperty.location);
        children.push({
          before: oldPropertyView, after: this.newViews.view(newProperty.node, newProperty.location), beforeUse: oldProperty.location, afterUse: newProperty.location,
          field: fieldName(pair.field, name), deprecated: deprecated || oldPropertyView.deprecated,
        });
      }
      if (before.items !== undefined && after.items !== undefined && !this.unchanged.same(before.items.node, before.items.location, after.items.node, after.items.location)) {
        children.push({
          before: this.oldViews.view(before.items.node, before.items.location), after: this.newViews.view(after.items.node, after.items.location),
          beforeUse: before.items.location, afterUse: after.items.location, field: `${pair.field}[]`, deprecated,
        });
      }
      stack.push(...children.reverse());
    }
  }

  /** How many breaking changes `before` → `after` holds in `direction`: a trial run, reporting nothing. */
  private changesBetween(before: SchemaView, after: SchemaView, direction: Direction): number {
    const known = this.verdicts.counts.get(direction, before, after);
    if (known !== undefined) return known;
    // Taken as clean while it is being judged: a pair met again inside itself adds nothing.
    this.verdicts.counts.set(direction, before, after, 0);
    const trial = new SchemaComparison(this.oldViews, this.newViews, this.unchanged, this.verdicts);
    trial.run([{ before, after, beforeUse: before.location, afterUse: after.location, field: '', deprecated: false }], direction);
    this.verdicts.counts.set(direction, before, after, trial.changes.length);
    return trial.changes.length;
  }

  /** Whether `before` → `after` holds no breaking change in `direction`: a trial run that stops at the first. */
  private comparesClean(before: SchemaView, after: SchemaView, direction: Direction): boolean {
    const known = this.verdicts.counts.get(direction, before, after);
    if (known !== undefined) return known === 0;
    if (this.verdicts.changed.get(direction, before, after) === true) return false;
    // Taken as clean while it is being judged, as by `changesBetween`; a pair found clean holds no change, its count known.
    this.verdicts.counts.set(direction, before, after, 0);
    const trial = new SchemaComparison(this.oldViews, this.newViews, this.unchanged, this.verdicts, true);
    trial.run([{ before, after, beforeUse: before.location, afterUse: after.location, field: '', deprecated: false }], direction);
    if (trial.changes.length === 0) return true;
    this.verdicts.counts.delete(direction, before, after);
    this.verdicts.changed.set(direction, before, after, true);
    return false;
  }

  /**
   * The alternatives of the two versions matched one to one: first the pairs that compare clean,
   * then those the documents tie together (the same definition, the same discriminating value, the
   * same properties or the same type). What a client sends must still be accepted by some new
   * alternative; what it receives must be one it could receive before. A new response alternative
   * or a removed request one is one change, at the union.
   */
  private alternativePairs(pair: ViewPair, direction: Direction, changedAt: Location, removedAt: Location, deprecated: boolean, emit: Emit): ViewPair[] {
    const olds = this.oldViews.variantsOf(pair.before);
    const news = this.newViews.variantsOf(pair.after);
    const takenOld = new Set<number>();
    const takenNew = new Set<number>();
    const pairs: ViewPair[] = [];
    const take = (oldIndex: number, newIndex: number) => {
      takenOld.add(oldIndex);
      takenNew.add(newIndex);
      const oldVariant = olds[oldIndex] as Variant;
      const newVariant = news[newIndex] as Variant;
      // A value split over several alternatives (`enum: [a, b]` → `oneOf: [{enum: [a]}, {enum: [b]}]`) is still accepted.
      const split = direction === 'request' ? valuesWithin(oldVariant.view, news.map((variant) => variant.view)) : valuesWithin(newVariant.view, olds.map((variant) => variant.view));
      if (split && !this.comparesClean(oldVariant.view, newVariant.view, direction)) return;
      pairs.push({ before: oldVariant.view, after: newVariant.view, beforeUse: oldVariant.use, afterUse: newVariant.use, field: pair.field, deprecated });
    };
    const affinities = olds.map((oldVariant) => news.map((newVariant) => this.affinity(oldVariant.view, newVariant.view)));
    // The alternatives the documents tie surely (one definition, one discriminating value) first,
    // with no trial: most unions keep most of their members.
    const sure = affinities.flatMap((row, oldIndex) => row.flatMap((affinity, newIndex) => (affinity >= SURE_AFFINITY ? [{ oldIndex, newIndex, affinity }] : [])));
    for (const candidate of sure.sort((left, right) => right.affinity - left.affinity)) {
      if (!takenOld.has(candidate.oldIndex) && !takenNew.has(candidate.newIndex)) take(candidate.oldIndex, candidate.newIndex);
    }
    // Then the rest by trial: the pairs that compare clean, then the likeliest, fewer changes first.
    const candidates: Array<{ oldIndex: number; newIndex: number; changes: number; affinity: number }> = [];
    olds.forEach((oldVariant, oldIndex) => news.forEach((newVariant, newIndex) => {
      const affinity = affinities[oldIndex]?.[newIndex] ?? -1;
      if (affinity < 0 || takenOld.has(oldIndex) || takenNew.has(newIndex)) return;
      const changes = this.changesBetween(oldVariant.view, newVariant.view, direction);
      if (changes === 0 || affinity > 0) candidates.push({ oldIndex, newIndex, changes, affinity });
    }));
    candidates.sort((left, right) => Number(right.changes === 0) - Number(left.changes === 0) || right.affinity - left.affinity || left.changes - right.changes);
    for (const candidate of candidates) {
      if (!takenOld.has(candidate.oldIndex) && !takenNew.has(candidate.newIndex)) take(candidate.oldIndex, candidate.newIndex);
    }
    if (direction === 'response') {
      const added = news.filter((variant, index) => !takenNew.has(index)
        && !olds.some((oldVariant) => this.comparesClean(oldVariant.view, variant.view, direction)) && !valuesWithin(variant.view, olds.map((oldVariant) => oldVariant.view)));
      if (added.length > 0) emit('response-alternative-added', changedAt, `may now be ${alternativeWords(added)}, which no earlier alternative allowed`, pair.field);
    } else {
      const removed = olds.filter((variant, index) => !takenOld.has(index)
        && !news.some((newVariant) => this.comparesClean(variant.view, newVariant.view, direction)) && !valuesWithin(variant.view, news.map((newVariant) => newVariant.view)));
      if (removed.length > 0) emit('request-alternative-removed', removedAt, `no longer accepts ${alternativeWords(removed)}`, pair.field);
    }
    return pairs;
  }

  /**
   * How surely two alternatives are one across the versions: negative when they cannot be (their
   * discriminating values or their types differ), positive for the same definition, the same
   * discriminating value, or mostly the same properties; 0 when nothing ties them.
   */
  private affinity(before: SchemaView, after: SchemaView): number {
    const oldTags = this.oldViews.tagsOf(before);
    const newTags = this.newViews.tagsOf(after);
    for (const [name, value] of oldTags) {
      const other = newTags.get(name);
      if (other !== undefined) return other === value ? 4 : -1;
    }
    if (before.types !== undefined && after.types !== undefined && ![...after.types].some((type) => before.types?.has(type) || (type === 'integer' && before.types?.has('number')) || (type === 'number' && before.types?.has('integer')))) return -1;
    const name = definitionName(before);
    if (name !== undefined && name === definitionName(after)) return 3;
    if (before.properties.size > 0 && after.properties.size > 0) {
      // Mostly the same properties, or all of one's among the other's (properties added beside an alternative).
      const shared = [...before.properties.keys()].filter((property) => after.properties.has(property)).length;
      const overlap = shared / Math.min(before.properties.size, after.properties.size);
      return overlap >= 0.5 ? 1 + overlap : 0;
    }
    return before.properties.size === 0 && after.properties.size === 0 && before.types !== undefined && after.types !== undefined ? 1 : 0;
  }

  private compareNullable(before: SchemaView, after: SchemaView, direction: Direction, changedAt: Location, field: string, emit: Emit): void {
    if (direction === 'request' && before.nullable && !after.nullable) emit('request-type-changed', changedAt, 'no longer accepts null', field);
    if (direction === 'response' && after.nullable && !before.nullable) emit('response-type-changed', changedAt, 'may now be null', field);
  }

  /** The discriminator's property renamed, or one of its values dropped or sent to another schema: clients tell the alternatives apart no more. */
  private compareDiscriminators(before: SchemaView, after: SchemaView, field: string, emit: Emit): void {
    const old = before.discriminator;
    const current = after.discriminator;
    if (old === undefined || current === undefined) return;
    if (old.propertyName !== current.propertyName) {
      emit('discriminator-changed', current.location, `discriminator is now \`${current.propertyName}\` (was \`${old.propertyName}\`)`, field);
      return;
    }
    const changed = [...old.mapping].filter(([value, target]) => {
      const now = current.mapping.get(value);
      return now === undefined || referenceName(now) !== referenceName(target);
    }).map(([value]) => show(value));
    if (changed.length > 0) emit('discriminator-changed', current.location, `discriminator \`${current.propertyName}\` no longer maps ${changed.join(', ')} as before`, field);
  }

  private compareRequest(before: SchemaView, after: SchemaView, changedAt: Location, field: string, emit: Emit): void {
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
    if (after.closed && !before.closed) {
      emit('request-additional-properties-closed', after.closedAt ?? changedAt, 'no longer accepts properties beyond those declared (additionalProperties: false)', field);
    }
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

  /** `switchedFrom`: where the old document used another definition than the new one, to report what it lost there. */
  private compareResponse(before: SchemaView, after: SchemaView, changedAt: Location, switchedFrom: Location | undefined, field: string, emit: Emit): void {
    if (!coveredBy(after.types, before.types)) {
      emit('response-type-changed', changedAt, `is now ${typeList(after.types)} (was ${typeList(before.types)})`, field);
    } else if (after.nullable && !before.nullable) {
      emit('response-type-changed', changedAt, 'may now be null', field);
    }
    if (before.enumValues !== undefined) {
      if (after.enumValues === undefined) {
        emit('response-enum-value-added', changedAt, `is no longer limited to ${before.enumValues.map(show).join(', ')}`, field);
      } else {
        const known = new Set(before.enumValues.map(show));
        const added = after.enumValues.map(show).filter((value) => !known.has(value));
        if (added.length > 0) emit('response-enum-value-added', changedAt, `may now be ${added.join(', ')}`, field);
      }
    }
    const loosened = loosenedConstraints(before, after);
    if (loosened.length > 0) emit('response-constraint-loosened', changedAt, `promises less: ${loosened.join(', ')}`, field);
    for (const [name, property] of before.properties) {
      const newProperty = after.properties.get(name);
      const becameOptional = newProperty !== undefined && before.required.has(name) && !after.required.has(name);
      if (newProperty !== undefined && !becameOptional) continue;
      const propertyView = this.oldViews.view(property.node, property.location);
      if (propertyView.writeOnly) continue;
      if (newProperty === undefined) {
        emit('response-property-removed', switchedFrom ?? property.location, 'removed', fieldName(field, name), before.deprecated || propertyView.deprecated);
      } else {
        emit('response-property-became-optional', newProperty.location, 'is no longer required: it may be absent', fieldName(field, name), before.deprecated || propertyView.deprecated);
      }
    }
  }
}

/** `Cat` of `#/components/schemas/Cat`, or the reference as written. */
function referenceName(reference: string): string {
  return reference.split('/').at(-1) ?? reference;
}

/** An alternative named for a message: its definition, the definitions it combines, its title, or its type and properties. */
function alternativeName(variant: Variant): string {
  const defined = definitionName(variant.view);
  if (defined !== undefined) return `\`${defined}\``;
  const node = isObject(variant.node) ? variant.node : {};
  const combined = arrayOf(node['allOf']).flatMap((member) => (isObject(member) && typeof member['$ref'] === 'string' ? [referenceName(member['$ref'])] : []));
  if (combined.length > 0) return `\`${combined[0] ?? ''}\``;
  if (typeof node['title'] === 'string') return `"${node['title']}"`;
  const properties = [...variant.view.properties.keys()].slice(0, 3).map((name) => `\`${name}\``);
  return `an alternative of ${typeList(variant.view.types)}${properties.length === 0 ? '' : ` with ${properties.join(', ')}`}`;
}

const MAX_NAMED = 5;

/** The alternatives named for a message, five at most. */
function alternativeWords(variants: readonly Variant[]): string {
  const names = variants.slice(0, MAX_NAMED).map(alternativeName);
  if (variants.length > MAX_NAMED) names.push(`${variants.length - MAX_NAMED} more`);
  return names.length === 1 ? names[0] as string : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/**
 * Whether every value `inner` allows is allowed by one of `outer`, for plain values (no properties,
 * items or alternatives): types and enumerated values only, bounds aside.
 */
function valuesWithin(inner: SchemaView, outer: readonly SchemaView[]): boolean {
  const plain = (view: SchemaView) => view.properties.size === 0 && view.items === undefined && view.alternatives === undefined;
  if (!plain(inner) || !outer.every(plain) || outer.length === 0) return false;
  const types = outer.some((view) => view.types === undefined) ? undefined : new Set(outer.flatMap((view) => [...(view.types ?? [])]));
  if (!coveredBy(inner.types, types)) return false;
  if (inner.enumValues === undefined) return outer.some((view) => view.enumValues === undefined && coveredBy(inner.types, view.types));
  return inner.enumValues.every((value) => outer.some((view) => (view.enumValues === undefined ? coveredBy(new Set([jsonTypeOf(value)]), view.types) : view.enumValues.some((other) => show(other) === show(value)))));
}

