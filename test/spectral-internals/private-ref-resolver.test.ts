import { createRequire } from 'node:module';
import { Resolver } from '@stoplight/spectral-ref-resolver';
import { describe, expect, it } from 'vitest';
import { privateRefResolverClass } from '../../src/spectral-internals/private-ref-resolver.js';

/**
 * Spectral's resolver evaluated again on a dependency graph of its own resolves as the package's
 * own class does (the same result, `$ref` map, errors and graph), and leaves the package's
 * `DepGraph` as it found it.
 */

const requireNearResolver = createRequire(createRequire(import.meta.url).resolve('@stoplight/json-ref-resolver'));
const { DepGraph } = requireNearResolver('dependency-graph') as { DepGraph: { prototype: Record<string, unknown> } };

interface Graph {
  overallOrder(): string[];
  dependenciesOf(node: string): string[];
  dependantsOf(node: string): string[];
  getNodeData(node: string): unknown;
}

/** A document with a `$ref` to another file, many `$ref`s to one schema, a cycle and one that leads nowhere. */
function splitDocument(references: number) {
  const properties = Object.fromEntries(Array.from({ length: references }, (_, index) => [`p${index}`, { $ref: '#/components/schemas/Error' }]));
  return {
    openapi: '3.0.3',
    info: { title: 'Split', version: '1' },
    paths: {},
    components: {
      schemas: {
        Shared: { $ref: 'shared.yaml#/Shared' },
        Error: { type: 'object', properties: { message: { type: 'string' }, cause: { $ref: '#/components/schemas/Error' } } },
        Big: { type: 'object', properties },
        Missing: { $ref: '#/components/schemas/Nowhere' },
      },
    },
  };
}

const FILES: Record<string, unknown> = {
  '/api/shared.yaml': { Shared: { type: 'object', properties: { error: { $ref: 'openapi.yaml#/components/schemas/Error' } } } },
};

async function resolveWith(ResolverClass: typeof Resolver, document: unknown) {
  const resolver = new ResolverClass({
    resolvers: { file: { resolve: (ref: { path(): string }) => Promise.resolve(JSON.stringify(FILES[ref.path()] ?? {})) } },
    parseResolveResult: (options: { result: unknown }) => Promise.resolve({ ...options, result: JSON.parse(String(options.result)) as unknown }),
  });
  const result = await resolver.resolve(document, { baseUri: '/api/openapi.yaml' });
  const graph = result.graph as unknown as Graph;
  const nodes = graph.overallOrder();
  return {
    result: result.result,
    refMap: result.refMap,
    errors: result.errors.map((error) => `${error.code} ${error.message}`),
    graph: nodes.map((node) => ({ node, dependencies: graph.dependenciesOf(node), dependants: graph.dependantsOf(node), data: graph.getNodeData(node) })),
  };
}

describe('Spectral\'s resolver on its own dependency graph', () => {
  it('resolves a split document as the package\'s own resolver does', async () => {
    const ours = await resolveWith(privateRefResolverClass(), splitDocument(50));
    const theirs = await resolveWith(Resolver, splitDocument(50));
    expect(ours.errors).toEqual(["POINTER_MISSING '#/components/schemas/Nowhere' does not exist"]);
    // 50 properties, the cycle and the other file's schema.
    expect(Object.keys(ours.refMap)).toHaveLength(52);
    expect((ours.result as ReturnType<typeof splitDocument>).components.schemas.Shared).toMatchObject({ type: 'object', properties: { error: { type: 'object' } } });
    expect(ours).toEqual(theirs);
  });

  it('is another class than the package\'s, whose DepGraph it leaves as it was', async () => {
    const before = Object.entries(Object.getOwnPropertyDescriptors(DepGraph.prototype));
    const Private = privateRefResolverClass();
    expect(Private).not.toBe(Resolver);
    await resolveWith(Private, splitDocument(5));
    expect(Object.entries(Object.getOwnPropertyDescriptors(DepGraph.prototype))).toEqual(before);
    expect(Object.getOwnPropertySymbols(DepGraph.prototype)).toEqual([]);
  });
});
