import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import type { DocumentShape, OperationShape, Version } from './diff-documents.js';
import { VERSIONS, documentFor, removeDocuments, writeDocument } from './diff-documents.js';

afterAll(removeDocuments);

/**
 * A document diffed against itself, reordered (keys shuffled at every level), reformatted (YAML
 * against JSON) and with a `$ref` inlined, reports nothing.
 */

type Json = Record<string, unknown>;

const scalarSchema: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ type: fc.constant('string'), maxLength: fc.integer({ min: 1, max: 99 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('integer'), minimum: fc.integer({ min: 0, max: 9 }), maximum: fc.integer({ min: 10, max: 99 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }) }),
  fc.record({ type: fc.constant('boolean'), nullable: fc.boolean() }, { requiredKeys: ['type'] }),
);

const propertyName = fc.constantFrom('id', 'name', 'tag', 'owner', 'created_at', 'size');

const objectSchema: fc.Arbitrary<Json> = fc.dictionary(propertyName, scalarSchema, { minKeys: 1, maxKeys: 4 }).chain((properties) =>
  fc.subarray(Object.keys(properties)).map((required) => ({ type: 'object', properties, ...(required.length > 0 ? { required } : {}) })));

const operation: fc.Arbitrary<OperationShape> = fc.record({
  path: fc.constantFrom('/v1/pets', '/v1/pets/{id}', '/v1/owners'),
  method: fc.constantFrom('get', 'post', 'put'),
  parameters: fc.array(fc.record({ name: fc.constantFrom('limit', 'cursor', 'X-Trace'), in: fc.constantFrom('query' as const, 'header' as const), required: fc.boolean(), schema: scalarSchema }), { maxLength: 2 }),
  body: fc.option(fc.constant({ schema: { $ref: '#/components/schemas/Pet' }, required: true }), { nil: undefined }),
  responses: fc.constant({ '200': { schema: { $ref: '#/components/schemas/Pet' } } }),
}, { requiredKeys: ['path', 'method', 'responses'] }).map((shape) => {
  const parameters = [...new Map((shape.parameters ?? []).map((parameter) => [`${parameter.in}:${parameter.name}`, parameter])).values()];
  const pathParameters = shape.path.includes('{id}') ? [{ name: 'id', in: 'path' as const, schema: { type: 'string' } }] : [];
  return { ...shape, parameters: [...pathParameters, ...parameters] };
});

const documentShape: fc.Arbitrary<DocumentShape> = fc.record({
  operations: fc.uniqueArray(operation, { minLength: 1, maxLength: 4, selector: (shape) => `${shape.method} ${shape.path}` }),
  schemas: objectSchema.map((pet) => ({ Pet: pet })),
});

/** Every object's keys in an order drawn from `order` (array order is meaning, so kept). */
function shuffleKeys(value: unknown, order: number[], counter = { next: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, order, counter));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json);
  const shuffled = entries
    .map((entry, index) => ({ entry, rank: order[(counter.next + index) % Math.max(order.length, 1)] ?? index }))
    .sort((left, right) => left.rank - right.rank)
    .map(({ entry }) => entry);
  counter.next += entries.length;
  return Object.fromEntries(shuffled.map(([key, child]) => [key, shuffleKeys(child, order, counter)]));
}

/** Replaces the first `$ref` to the Pet schema under `paths` by the schema itself. */
function inlineFirstRef(document: Json, version: Version): Json {
  const copy = structuredClone(document);
  const pet = version === '2.0' ? (copy['definitions'] as Json)['Pet'] : ((copy['components'] as Json)['schemas'] as Json)['Pet'];
  let done = false;
  const visit = (node: unknown): void => {
    if (done || typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node as Json)) {
      if (typeof child === 'object' && child !== null && typeof (child as Json)['$ref'] === 'string' && String((child as Json)['$ref']).endsWith('/Pet')) {
        (node as Json)[key] = structuredClone(pet);
        done = true;
        return;
      }
      visit(child);
    }
  };
  visit(copy['paths']);
  return copy;
}

describe('diff: a document against itself, rewritten', () => {
  it('reports nothing', async () => {
    await fc.assert(fc.asyncProperty(
      documentShape,
      fc.constantFrom<Version>(...VERSIONS),
      fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
      fc.constantFrom<Array<'yaml' | 'json'>>(['yaml', 'json'], ['json', 'yaml'], ['json', 'json'], ['yaml', 'yaml']),
      async (shape, version, order, [oldSyntax, newSyntax]) => {
        const document = documentFor(version, shape);
        const rewritten = shuffleKeys(inlineFirstRef(document, version), order);
        const run = await diffDocuments(writeDocument(document, oldSyntax), writeDocument(rewritten, newSyntax));
        expect(run.findings.map((finding) => finding.message)).toEqual([]);
      },
    ), { numRuns: 60 });
  }, 120_000);
});
