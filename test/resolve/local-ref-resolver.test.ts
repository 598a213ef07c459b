import { describe, expect, it } from 'vitest';
import { resolveLocalRefs } from '../../src/resolve/local-ref-resolver.js';

/**
 * The local resolver gives Spectral what its own resolver gives for a document whose `$ref`s all
 * point inside it: the resolved tree, the ref map keyed by where each `$ref` stood, and an error
 * for each `$ref` that leads nowhere. Copies are made only where a `$ref` was replaced, and a
 * target named many times is resolved once and shared.
 */

function parsed(document: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
}

const errorModel = { type: 'object', properties: { message: { type: 'string' } } };

describe('resolveLocalRefs', () => {
  it('shares one resolved target among all the $refs that name it, and leaves subtrees without $refs uncopied', () => {
    const root = parsed({
      openapi: '3.0.3',
      paths: {
        '/orders': { get: { responses: { 400: { $ref: '#/components/responses/Problem' }, 500: { $ref: '#/components/responses/Problem' } } } },
        '/items': { get: { responses: { 200: { description: 'ok' } } } },
      },
      components: {
        responses: { Problem: { description: 'problem', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
        schemas: { Error: errorModel },
      },
    });
    const { result, refMap, errors } = resolveLocalRefs(root);
    const resolved = result as { paths: Record<string, { get: { responses: Record<string, unknown> } }>; components: { schemas: unknown } };
    const responses = resolved.paths['/orders']?.get.responses ?? {};
    expect(responses['400']).toBe(responses['500']);
    expect(responses['400']).toEqual({ description: 'problem', content: { 'application/json': { schema: errorModel } } });
    // Nothing under /items or the schemas holds a $ref: the parsed nodes themselves.
    expect(resolved.paths['/items']).toBe((root['paths'] as Record<string, unknown>)['/items']);
    expect(resolved.components.schemas).toBe((root['components'] as Record<string, unknown>)['schemas']);
    expect(errors).toEqual([]);
    expect(refMap).toEqual({
      '#/paths/~1orders/get/responses/400': '#/components/responses/Problem',
      '#/paths/~1orders/get/responses/500': '#/components/responses/Problem',
      '#/components/responses/Problem/content/application~1json/schema': '#/components/schemas/Error',
    });
  });

  it('keys the ref map by the encoded pointer of each $ref, as Spectral looks it up', () => {
    const root = parsed({
      paths: { '/items/{id}': { get: { parameters: [{ $ref: '#/components/parameters/id%20x' }] } } },
      components: { parameters: { 'id x': { name: 'id', in: 'path' } } },
    });
    const { refMap, errors } = resolveLocalRefs(root);
    expect(errors).toEqual([]);
    expect(refMap).toEqual({ '#/paths/~1items~1%7Bid%7D/get/parameters/0': '#/components/parameters/id%20x' });
  });

  it('answers each lookup of its ref map, in any order, as a map of the keys it lists', () => {
    // Keys with every character the map encodes, an empty one, one in an array, a $ref beside
    // other members, a chain, a cycle and a $ref that leads nowhere (neither of which is replaced).
    const root = JSON.parse(JSON.stringify({
      paths: {
        '/items/{id}': { get: { parameters: [{ name: 'q', in: 'query' }, { $ref: '#/components/parameters/id%20x' }] } },
        '/a~b/with space/%41/é': { post: { requestBody: { $ref: '#/components/requestBodies/Body' } } },
      },
      components: {
        parameters: { 'id x': { name: 'id', in: 'path' } },
        requestBodies: { Body: { content: { 'text/plain': { schema: { $ref: '#/components/schemas/~1slash~0tilde' } } } } },
        schemas: {
          Alias: { $ref: '#/components/schemas/Leaf' },
          Leaf: { type: 'string' },
          '/slash~tilde': { type: 'object', properties: { '': { $ref: '#/components/schemas/Alias' }, next: { $ref: '#/components/schemas/~1slash~0tilde' } } },
          Missing: { $ref: '#/components/schemas/Nowhere' },
          Sibling: { $ref: '#/components/schemas/Leaf', inner: { $ref: '#/components/schemas/Leaf' } },
        },
      },
    }).replace('{', '{"__proto__":{"$ref":"#/components/schemas/Leaf"},')) as Record<string, unknown>;
    const expected: Record<string, string> = {
      '#/__proto__': '#/components/schemas/Leaf',
      '#/paths/~1items~1%7Bid%7D/get/parameters/1': '#/components/parameters/id%20x',
      '#/components/schemas/Alias': '#/components/schemas/Leaf',
      '#/components/schemas/~1slash~0tilde/properties/': '#/components/schemas/Alias',
      '#/components/requestBodies/Body/content/text~1plain/schema': '#/components/schemas/~1slash~0tilde',
      '#/paths/~1a~0b~1with%20space~1%2541~1%C3%A9/post/requestBody': '#/components/requestBodies/Body',
      '#/components/schemas/Sibling': '#/components/schemas/Leaf',
    };
    const { refMap } = resolveLocalRefs(root);
    expect(refMap).toEqual(expected);
    // What Spectral asks: each key and its beginnings, the $refs themselves; and keys written otherwise, or past a $ref.
    const queries = [...new Set(Object.entries(expected).flatMap(([key, ref]) => [
      ...key.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/')),
      ref, decodeURIComponent(key), key.slice(0, -1), `${key}/`, `${key}/inner`, key.replace('%7B', '{'),
    ]))];
    expect(queries.filter((key) => key in expected)).toHaveLength(Object.keys(expected).length);
    for (const order of [queries, [...queries].reverse(), [...queries].sort(), queries.map((_, index) => queries[(index * 7) % queries.length] as string)]) {
      for (const key of order) expect([key, key in refMap, refMap[key]]).toEqual([key, key in expected, expected[key]]);
    }
    expect('toString' in refMap).toBe(true);
  });

  it('reports each $ref that leads nowhere where it stands, and leaves it as written', () => {
    const root = parsed({ a: { $ref: '#/missing' }, b: [{ $ref: '#/missing' }] });
    const { result, errors } = resolveLocalRefs(root);
    expect(result).toEqual(root);
    expect(errors.map((error) => [error.path, error.message])).toEqual([
      [['a'], "'#/missing' does not exist"],
      [['b', 0], "'#/missing' does not exist"],
    ]);
  });

  it('says how to reach a key written with a "%", which a $ref\'s percent-decoding misses', () => {
    const root = parsed({ schemas: { 'Response%249': { type: 'object' }, 'a/b%7E': { type: 'string' } }, a: { $ref: '#/schemas/Response%249' }, b: { $ref: '#/schemas/a~1b%7E' }, c: { $ref: '#/schemas/Nothing%20here' } });
    const { errors } = resolveLocalRefs(root);
    expect(errors.map((error) => [error.path, error.message])).toEqual([
      [['a'], "'#/schemas/Response%249' does not exist: a $ref is percent-decoded, so it names '#/schemas/Response$9'; the key written with \"%\" is reached as '#/schemas/Response%25249'"],
      [['b'], "'#/schemas/a~1b%7E' does not exist: a $ref is percent-decoded, so it names '#/schemas/a~1b~0'; the key written with \"%\" is reached as '#/schemas/a~1b%257E'"],
      [['c'], "'#/schemas/Nothing%20here' does not exist"],
    ]);
  });

  it('leaves circular $refs as they are, and follows a $ref to a $ref', () => {
    const root = parsed({
      components: { schemas: {
        Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
        Alias: { $ref: '#/components/schemas/Leaf' },
        Leaf: { type: 'string' },
        Loop: { $ref: '#/components/schemas/Loop' },
      } },
      use: { alias: { $ref: '#/components/schemas/Alias' }, node: { $ref: '#/components/schemas/Node' } },
    });
    const { result, errors } = resolveLocalRefs(root);
    const resolved = result as { use: { alias: unknown; node: { properties: { next: unknown } } }; components: { schemas: { Loop: unknown } } };
    expect(resolved.use.alias).toEqual({ type: 'string' });
    expect(resolved.use.node.properties.next).toEqual({ $ref: '#/components/schemas/Node' });
    expect(resolved.components.schemas.Loop).toEqual({ $ref: '#/components/schemas/Loop' });
    expect(errors).toEqual([]);
  });

  it('resolves a target reached both inside the tree and through a $ref into one copy', () => {
    const root = parsed({
      components: { schemas: { Pet: { type: 'object', properties: { owner: { $ref: '#/components/schemas/Owner' } } }, Owner: { type: 'string' } } },
      paths: { '/pets': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } } },
    });
    const resolved = resolveLocalRefs(root).result as { components: { schemas: { Pet: unknown } }; paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> };
    const viaRef = resolved.paths['/pets']?.get.responses['200']?.content['application/json']?.schema;
    expect(viaRef).toBe(resolved.components.schemas.Pet);
    expect(viaRef).toEqual({ type: 'object', properties: { owner: { type: 'string' } } });
  });

  it('keeps a __proto__ key as data in the copies', () => {
    const root = JSON.parse('{"a":{"__proto__":{"x":1},"b":{"$ref":"#/c"}},"c":{"d":2}}') as Record<string, unknown>;
    const resolved = resolveLocalRefs(root).result as { a: Record<string, unknown> };
    expect(Object.keys(resolved.a)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(resolved.a)).toBe(Object.prototype);
    expect(resolved.a['b']).toEqual({ d: 2 });
  });
});
