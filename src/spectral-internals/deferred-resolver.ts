import type { Resolver } from '@stoplight/spectral-ref-resolver';

/**
 * A `$ref` resolver built on its first `resolve()`. Spectral's resolver (`@stoplight/json-ref-resolver`
 * with immer, lodash and, for remote refs, node-fetch and whatwg-url) is about a fifth of a small
 * document's lint to load, and most documents never reach it: their `$ref`s stay inside them and
 * the local resolver takes them (local-first-resolver.ts). What this assumes of Spectral
 * (`@stoplight/spectral-core` 1.24.1): it calls only `resolve()`, and reads `uriCache` only as the
 * key of its cache of referenced documents, so any object that stays the same for this resolver
 * serves; the resolver built later keeps its own cache of URIs, as it did before.
 */
class DeferredResolver {
  readonly uriCache: object = {};
  private built: Resolver | undefined;

  constructor(private readonly build: () => Resolver) {}

  resolve(...args: Parameters<Resolver['resolve']>): ReturnType<Resolver['resolve']> {
    this.built ??= this.build();
    return this.built.resolve(...args);
  }
}

export function deferredResolver(build: () => Resolver): Resolver {
  // Spectral types its resolver as json-ref-resolver's class; it only calls resolve() and reads uriCache.
  return new DeferredResolver(build) as unknown as Resolver;
}
