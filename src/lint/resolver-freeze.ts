import { createRequire } from 'node:module';

/**
 * Spectral's `$ref` resolver builds the resolved document with immer, which deep-freezes what it
 * produces. Its pointer lookup follows inherited properties, so `$ref: '#/constructor/prototype'`
 * resolves to `Object.prototype`, and immer then freezes it: one document could freeze the
 * built-in prototypes of the whole process (and of every later lint in it). Freezing guards
 * nothing here (nothing writes to a resolved document), so it is turned off for the immer the
 * resolver loads; what such a ref resolves to is then only read, never changed.
 */
export function stopResolverFreezing(): void {
  try {
    const requireNearResolver = createRequire(createRequire(import.meta.url).resolve('@stoplight/json-ref-resolver'));
    const immer = requireNearResolver('immer') as { setAutoFreeze?: (value: boolean) => void };
    immer.setAutoFreeze?.(false);
  } catch {
    // A resolver without immer has nothing to freeze.
  }
}
