import type { Vocabulary } from './words.js';
import { isPluralNoun } from './words.js';

/**
 * The path model of RULES.md: a path key split into segments after the version segment and any
 * base prefix are stripped, then read as levels of `collection[/{id}]`.
 */

export interface PathSegment {
  text: string;
  /** Index of the segment in the raw key split on `/` (leading empty part dropped). */
  position: number;
  isParameter: boolean;
}

export interface PathLevel {
  name: PathSegment;
  id?: PathSegment;
  singleton: boolean;
}

export type PathShapeKind =
  | 'root'
  | 'collection'
  | 'item'
  | 'sub-collection'
  | 'sub-item'
  | 'action'
  | 'too-deep'
  | 'not-under-id'
  | 'irregular';

export interface PathShape {
  kind: PathShapeKind;
  levels: PathLevel[];
  /** The segments the path rules judge: the key minus version and prefix. */
  segments: PathSegment[];
  /** The version-like segments found, valid or not (`v1`, `v1.2`, `version2`). */
  versionSegments: PathSegment[];
}

const PARAMETER = /^\{[^}]*\}$/;
/** Anything that reads as a version marker, so that it is never judged as a collection name. */
export const VERSION_LIKE = /^(v|version)\d+([._-]?[0-9A-Za-z]+)*$/i;
export const VALID_VERSION = /^v\d+$/;

export function splitPathKey(pathKey: string): PathSegment[] {
  return pathKey
    .split('/')
    .slice(1)
    .map((text, position) => ({ text, position, isParameter: PARAMETER.test(text) }))
    .filter((segment) => segment.text.length > 0);
}

function stripBasePath(segments: PathSegment[], basePath: string): PathSegment[] {
  const prefix = basePath.split('/').filter((part) => part.length > 0);
  const matches = prefix.every((part, index) => segments[index]?.text === part);
  return matches ? segments.slice(prefix.length) : segments;
}

/**
 * Reads a path key. A version segment, and every static segment before it, is a prefix that is
 * not part of the resource path (`/api/v1/users` judges `/users`).
 */
export function analysePath(pathKey: string, basePath: string, vocabulary: Vocabulary, methods: readonly string[]): PathShape {
  const all = stripBasePath(splitPathKey(pathKey), basePath);
  const versionSegments = all.filter((segment) => !segment.isParameter && VERSION_LIKE.test(segment.text));
  const lastVersion = versionSegments.at(-1);
  const beforeVersionIsStatic = lastVersion !== undefined && all.slice(0, all.indexOf(lastVersion)).every((segment) => !segment.isParameter);
  const segments = lastVersion !== undefined && beforeVersionIsStatic
    ? all.slice(all.indexOf(lastVersion) + 1)
    : all.filter((segment) => !versionSegments.includes(segment));
  return { ...readLevels(segments, vocabulary, methods), segments, versionSegments };
}

function readLevels(segments: PathSegment[], vocabulary: Vocabulary, methods: readonly string[]): Pick<PathShape, 'kind' | 'levels'> {
  const levels: PathLevel[] = [];
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    if (segment === undefined || segment.isParameter) return { kind: 'irregular', levels };
    const singleton = vocabulary.singletons.has(segment.text.toLowerCase());
    const next = segments[index + 1];
    if (!singleton && next?.isParameter === true) {
      levels.push({ name: segment, id: next, singleton });
      index++;
    } else {
      levels.push({ name: segment, singleton });
    }
  }
  return { kind: shapeOfLevels(levels, methods, vocabulary), levels };
}

function addressesItem(level: PathLevel): boolean {
  return level.singleton || level.id !== undefined;
}

function shapeOfLevels(levels: PathLevel[], methods: readonly string[], vocabulary: Vocabulary): PathShapeKind {
  const [first, second] = levels;
  if (first === undefined) return 'root';
  if (second === undefined) return addressesItem(first) ? 'item' : 'collection';
  if (!addressesItem(first)) return 'not-under-id';
  if (levels.length > 2) return 'too-deep';
  if (addressesItem(second)) return 'sub-item';
  return isActionPath(second.name.text, methods, vocabulary) ? 'action' : 'sub-collection';
}

const NON_POST_METHODS = ['get', 'put', 'patch', 'delete'];

/**
 * `/c/{id}/x` is an action sub-resource when only POST is defined on it and `x` does not name a
 * plural collection (`/orders/{id}/cancel`, `/users/{id}/password-reset`).
 */
export function isActionPath(segment: string, methods: readonly string[], vocabulary: Vocabulary): boolean {
  if (!methods.includes('post') || methods.some((method) => NON_POST_METHODS.includes(method))) return false;
  return !isPluralNoun(segment, vocabulary) || vocabulary.verbs.has(segment.toLowerCase());
}

export function isCollectionShape(kind: PathShapeKind): boolean {
  return kind === 'collection' || kind === 'sub-collection';
}

export function isItemShape(kind: PathShapeKind): boolean {
  return kind === 'item' || kind === 'sub-item';
}
