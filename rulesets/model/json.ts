/** Helpers for reading untyped OpenAPI input safely. */

export type JsonPath = Array<string | number>;
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own enumerable entries of an object node; nothing for anything else. */
export function entriesOf(value: unknown): Array<[string, unknown]> {
  return isObject(value) ? Object.entries(value) : [];
}

export function objectEntriesOf(value: unknown): Array<[string, JsonObject]> {
  return entriesOf(value).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Case-insensitive own-key lookup, as HTTP header names are compared. */

/**
 * One segment of a JSON pointer in a URI fragment (`%7Bid%7D`, `a~1b`), decoded as the `$ref`
 * resolvers decode it: a segment that is not valid percent-encoding is taken as written.
 */
export function decodePointerSegment(segment: string): string {
  // Most segments are plain names: nothing to decode.
  if (!segment.includes('%') && !segment.includes('~')) return segment;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Taken as written.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The child of a node at one path segment: an array's element or an object's own property. */
export function childAt(node: unknown, segment: string | number): unknown {
  if (Array.isArray(node)) return node[Number(segment)];
  return isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
}
