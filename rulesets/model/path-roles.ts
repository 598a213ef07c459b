import pluralize from 'pluralize';
import type { PathLevel, PathShape } from './path-shape.js';
import { isActionPath } from './path-shape.js';
import type { Vocabulary } from './words.js';
import { isPluralNoun, splitWords } from './words.js';

/**
 * What a path addresses for the method rules, read from its shape at any depth: the collection a
 * list or a create is made on, or an action.
 */

export interface AddressedCollection {
  level: PathLevel;
  /** Named by the plural of a countable noun, so surely a collection rather than a singleton nobody configured. */
  plural: boolean;
}

const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A segment that may name a resource: `openapi.json`, `{id}:cancel`, `tags#arn` or `$count` are files, custom methods, fragments and operators. */
export function isPlainName(segment: string): boolean {
  return PLAIN_NAME.test(segment);
}

const COLLECTION_ENDINGS = new Set(['collection', 'sub-collection', 'too-deep', 'not-under-id']);

/**
 * The collection a path ends in: a last level without an id that is no singleton and no action.
 * Paths too deep or not under an id still end in a collection (path-nesting-depth reports their
 * shape); irregular paths and items end in none.
 */
export function addressedCollection(shape: PathShape, vocabulary: Vocabulary): AddressedCollection | undefined {
  const level = shape.levels.at(-1);
  if (level === undefined || level.id !== undefined || level.singleton || !COLLECTION_ENDINGS.has(shape.kind)) return undefined;
  if (shape.segments.at(-1) !== level.name || !isPlainName(level.name.text)) return undefined;
  return { level, plural: isCountablePlural(level.name.text, vocabulary) };
}

/** Plural in form but naming one thing: `/users/{id}/settings` answers one object, not a list. */
const PLURAL_FORM_SINGLETONS: ReadonlySet<string> = new Set([
  'data', 'metadata', 'settings', 'details', 'preferences', 'stats', 'statistics', 'metrics',
  'analytics', 'credentials', 'contents', 'specs', 'prefs',
]);

/** Named by a plural of a countable noun (`users`, `order-items`): uncountables (`news`, `feedback`) may name one thing. */
function isCountablePlural(name: string, vocabulary: Vocabulary): boolean {
  const last = splitWords(name).at(-1);
  if (last === undefined || vocabulary.uncountables.has(last) || PLURAL_FORM_SINGLETONS.has(last)) return false;
  return isPluralNoun(name, vocabulary) && !pluralize.isSingular(last);
}

/**
 * A POST-only path ending in a static segment that names no collection: the action sub-resource
 * of §4 (`/orders/{id}/cancel`), or the same thing at another depth (`/logout`).
 */
export function isActionLike(shape: PathShape, methods: readonly string[], vocabulary: Vocabulary): boolean {
  if (shape.kind === 'action') return true;
  const last = shape.segments.at(-1);
  if (last === undefined || last.isParameter) return false;
  return isActionPath(last.text, methods, vocabulary);
}
