import type { Finding } from '../findings.js';
import { childOf } from './source-documents.js';

/**
 * A fingerprint locates the node a finding points at in a way that survives reformatting,
 * reordering and line shifts: it is the node's JSON path in its own file, with each array index
 * replaced by the element's stable key where the element has one. Line numbers never enter it.
 */

/** An array element's stable key: the fields that identify it among its siblings. */
export type ElementKey = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
export type FingerprintSegment = string | number | ElementKey;
export type Fingerprint = readonly FingerprintSegment[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * The identity of one array element, or `undefined` where only its index identifies it.
 * Parameters by `in` and `name`, servers by `url`, tags (and anything named) by `name`,
 * `$ref` items by their target, security requirements by their scheme names, and scalars
 * (`required`, `enum`, `tags` lists) by their value.
 */
export function elementKey(element: unknown, arrayKey: string | number | undefined): ElementKey | undefined {
  if (typeof element === 'string' || typeof element === 'number' || typeof element === 'boolean' || element === null) return { value: element };
  if (!isPlainObject(element)) return undefined;
  const ref = stringField(element, '$ref');
  if (ref !== undefined) return { $ref: ref };
  const name = stringField(element, 'name');
  const location = stringField(element, 'in');
  if (name !== undefined && location !== undefined) return { in: location, name };
  const url = stringField(element, 'url');
  if (url !== undefined) return { url };
  if (name !== undefined) return { name };
  if (arrayKey === 'security') return { schemes: Object.keys(element).sort() };
  return undefined;
}

function arrayIndex(segment: string | number): number | undefined {
  if (typeof segment === 'number') return segment;
  return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined;
}

/** The fingerprint of the node at `path` in `data` (the finding's own file, parsed). */
export function fingerprintOf(data: unknown, path: Finding['path']): Fingerprint {
  const fingerprint: FingerprintSegment[] = [];
  let node: unknown = data;
  let parentKey: string | number | undefined;
  for (const segment of path) {
    const index = Array.isArray(node) ? arrayIndex(segment) : undefined;
    if (index !== undefined) {
      const element: unknown = (node as unknown[])[index];
      fingerprint.push(element === undefined ? index : (elementKey(element, parentKey) ?? index));
    } else {
      fingerprint.push(String(segment));
    }
    node = childOf(node, segment);
    parentKey = segment;
  }
  return fingerprint;
}

function canonicalSegment(segment: FingerprintSegment): FingerprintSegment {
  if (typeof segment !== 'object') return segment;
  return Object.fromEntries(Object.entries(segment).sort(([left], [right]) => left.localeCompare(right)));
}

/** One string per fingerprint, independent of how an element key's fields were ordered. */
export function fingerprintKey(fingerprint: Fingerprint): string {
  return JSON.stringify(fingerprint.map(canonicalSegment));
}
