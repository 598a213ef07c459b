import { ResolverDepGraph } from '@stoplight/spectral-ref-resolver';
import type { Resolver } from '@stoplight/spectral-ref-resolver';
import { NotLocal, resolveLocalRefs } from '../resolve/local-ref-resolver.js';

/**
 * Our resolver in the place of Spectral's. `@stoplight/spectral-core` 1.24.1 types its `resolver`
 * option as `@stoplight/json-ref-resolver`'s class, but only calls `resolve(data, { baseUri,
 * parseResolveResult })`, reads the result's `result`, `graph` (a `dependency-graph` `DepGraph`
 * whose nodes carry `refMap` and `data`), `refMap` and `errors`, and keys its cache of referenced
 * documents by the resolver's `uriCache`; it reads a ref map only as `key in refMap` and
 * `refMap[key]`, which the local resolver's map answers from the document (local-ref-resolver.ts).
 * Documents whose `$ref`s all point inside themselves are resolved in one pass here; any other
 * goes to `fallback`, Spectral's own resolver.
 */
class LocalFirstResolver {
  readonly uriCache: unknown;

  constructor(private readonly fallback: Resolver) {
    this.uriCache = fallback.uriCache;
  }

  async resolve(source: unknown, options: { baseUri?: string } = {}): Promise<unknown> {
    let local: ReturnType<typeof resolveLocalRefs>;
    try {
      local = resolveLocalRefs(source);
    } catch (error) {
      if (error instanceof NotLocal) return this.fallback.resolve(source, options);
      throw error;
    }
    const graph = new ResolverDepGraph();
    graph.addNode(options.baseUri ?? '', { refMap: local.refMap, data: source });
    return { result: local.result, refMap: local.refMap, graph, errors: local.errors };
  }
}

/** What to give `new Spectral({ resolver })`: the local resolver first, `fallback` for the rest. */
export function localFirstResolver(fallback: Resolver): Resolver {
  if (typeof ResolverDepGraph !== 'function' || typeof ResolverDepGraph.prototype.addNode !== 'function') {
    throw new Error('@stoplight/spectral-ref-resolver 1.0.5: ResolverDepGraph (dependency-graph\'s DepGraph) not found; src/spectral-internals/local-first-resolver.ts must be brought up to date');
  }
  if (fallback.uriCache === undefined) {
    throw new Error('@stoplight/json-ref-resolver 3.1.6: Resolver.uriCache not found, which Spectral keys its documents by; src/spectral-internals/local-first-resolver.ts must be brought up to date');
  }
  // Spectral types its resolver as json-ref-resolver's class; it only calls resolve() and reads uriCache.
  return new LocalFirstResolver(fallback) as unknown as Resolver;
}
