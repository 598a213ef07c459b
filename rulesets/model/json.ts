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
