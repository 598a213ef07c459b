/**
 * How many answers a cache keeps before it starts again: a large document asks about a few
 * thousand names many thousand times, and a long-lived process (the language server) must not
 * keep every name it ever saw.
 */
const KEPT_ANSWERS = 20_000;

/** `answer`, with each key's answer kept (bounded, see `KEPT_ANSWERS`); answers are shared, so callers never change them. */
export function keptPerKey<T>(answer: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let known = cache.get(key);
    if (known === undefined) {
      if (cache.size >= KEPT_ANSWERS) cache.clear();
      known = answer(key);
      cache.set(key, known);
    }
    return known;
  };
}
