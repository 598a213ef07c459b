/**
 * Where a new key goes among a mapping's keys: status codes (`responses`) in their order, so that
 * a 401 lands between a 400 and a 404 rather than after `default`; any other key at the end.
 */

const STATUS = /^(?:[1-5](?:\d\d|XX)|default)$/i;

function rank(key: string): number {
  if (key.toLowerCase() === 'default') return 1000;
  return /XX$/i.test(key) ? Number(key[0]) * 100 + 99.5 : Number(key);
}

/**
 * For each new key, the existing key it goes before (undefined: after the last), when every key,
 * old and new, is a status code; undefined otherwise.
 */
export function statusPlaces(existing: readonly string[], added: readonly string[]): Map<string, string | undefined> | undefined {
  if (existing.length === 0 || ![...existing, ...added].every((key) => STATUS.test(key))) return undefined;
  return new Map(added.map((key) => [key, existing.find((other) => rank(other) > rank(key))]));
}

/** The entries grouped by the key they go before, in the entries' order. */
export function groupByPlace(entries: Record<string, unknown>, places: ReadonlyMap<string, string | undefined>): Array<{ before: string | undefined; entries: Record<string, unknown> }> {
  const groups = new Map<string | undefined, Record<string, unknown>>();
  for (const [key, value] of Object.entries(entries)) {
    const before = places.get(key);
    const group = groups.get(before) ?? {};
    group[key] = value;
    groups.set(before, group);
  }
  return [...groups].map(([before, grouped]) => ({ before, entries: grouped }));
}
