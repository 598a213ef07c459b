import { isJsonObject } from './exchange.js';

/** Resource states compared as a client sees them: fields that change on every write left out. */

/** Fields a server may fairly change on every write (timestamps, revisions), left out when states are compared. */
const VOLATILE_WORD = /updated|modified|timestamp|etag|revision|version/i;
const VOLATILE_NAME = /^last[_A-Z]|(_at|At|_time|Time)$/;

function isVolatile(field: string): boolean {
  return VOLATILE_WORD.test(field) || VOLATILE_NAME.test(field);
}

export function stableState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stableState);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(Object.entries(value)
    .filter(([key]) => !isVolatile(key))
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([key, item]) => [key, stableState(item)]));
}

export function sameState(left: unknown, right: unknown): boolean {
  return JSON.stringify(stableState(left)) === JSON.stringify(stableState(right));
}
