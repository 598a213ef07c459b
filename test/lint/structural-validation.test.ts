import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SpecVersion } from '../../rulesets/model/api-model.js';
import { findSchemaProblems, isSchemaValid } from '../../src/lint/structural-validation.js';
import { ROOT } from '../helpers/cli.js';
import { mutate, mutations } from '../hostile/mutations.js';

/**
 * The schema validation answers in two steps: a verdict that stops at the first error and reads
 * `oneOf: [X, Reference]` as `anyOf`, then, for a document it rejects, the full validation with
 * every error. The verdict must accept exactly what the full validation accepts, or a problem
 * would go unreported.
 */

const info = { title: 'Orders', version: '1' };
const ok = { 200: { description: 'ok' } };

function openapi30Schema(schema: unknown): unknown {
  return { openapi: '3.0.3', info, paths: {}, components: { schemas: { Order: { type: 'object' }, Item: schema } } };
}

function swagger20Parameter(parameter: unknown): unknown {
  return { swagger: '2.0', info, paths: { '/orders': { get: { parameters: [parameter], responses: ok } } } };
}

function openapi31Parameter(parameter: unknown): unknown {
  return { openapi: '3.1.0', info, paths: { '/orders': { get: { parameters: [parameter], responses: ok } } } };
}

describe('schema problems where a Reference Object may stand', () => {
  it.each([
    ['3.0, a schema $ref', openapi30Schema({ $ref: '#/components/schemas/Order' })],
    ['3.0, a $ref beside a description (a Reference allows it)', openapi30Schema({ $ref: '#/components/schemas/Order', description: 'x' })],
    ['3.0, a property whose schema is a $ref', openapi30Schema({ properties: { order: { $ref: '#/components/schemas/Order' } } })],
    ['3.0, boolean additionalProperties', openapi30Schema({ additionalProperties: true })],
    ['2.0, a parameter $ref', swagger20Parameter({ $ref: '#/parameters/limit' })],
    ['2.0, a query parameter', swagger20Parameter({ name: 'limit', in: 'query', type: 'integer' })],
    ['3.1, a parameter $ref with a description', openapi31Parameter({ $ref: '#/components/parameters/limit', description: 'd' })],
  ])('none: %s', (_name, document) => {
    const version = (document as { swagger?: string }).swagger === undefined ? ((document as { openapi: string }).openapi.startsWith('3.1') ? '3.1' : '3.0') : '2.0';
    expect(findSchemaProblems(document, version)).toEqual([]);
  });

  it('3.0: a schema whose $ref is not a string is reported as neither a Schema nor a Reference', () => {
    expect(findSchemaProblems(openapi30Schema({ properties: { order: { $ref: 5 } } }), '3.0')).toEqual([
      { path: ['components', 'schemas', 'Item', 'properties', 'order'], message: 'unexpected property "$ref"' },
      { path: ['components', 'schemas', 'Item', 'properties', 'order', '$ref'], message: 'must be string' },
    ]);
  });

  it('3.0: a schema that is not an object', () => {
    expect(findSchemaProblems(openapi30Schema(true), '3.0')).toEqual([{ path: ['components', 'schemas', 'Item'], message: 'must be object' }]);
  });

  it('2.0: a $ref beside a parameter\'s name names both shapes\' problems', () => {
    const problems = findSchemaProblems(swagger20Parameter({ $ref: '#/parameters/limit', name: 'limit' }), '2.0');
    expect(problems).toContainEqual({ path: ['paths', '/orders', 'get', 'parameters', '0'], message: 'unexpected property "$ref"' });
    expect(problems).toContainEqual({ path: ['paths', '/orders', 'get', 'parameters', '0'], message: 'missing required property "in"' });
  });

  it('3.1: a parameter in an unknown place', () => {
    expect(findSchemaProblems(openapi31Parameter({ name: 'limit', in: 'nowhere' }), '3.1')).toEqual([
      { path: ['paths', '/orders', 'get', 'parameters', '0'], message: 'missing required property "schema"' },
      { path: ['paths', '/orders', 'get', 'parameters', '0'], message: 'missing required property "content"' },
      { path: ['paths', '/orders', 'get', 'parameters', '0', 'in'], message: 'must be equal to one of the allowed values: ["query","header","path","cookie"]' },
    ]);
  });
});

const BASES: Array<[SpecVersion, unknown]> = [
  ['3.0', 'fixtures/tasks-api.yaml'],
  ['3.1', 'fixtures/tasks-api-3.1.yaml'],
  ['2.0', 'fixtures/tasks-api.swagger.json'],
  ['3.0', 'fixtures/parity/violating/shop-api.yaml'],
].map(([version, file]) => [version as SpecVersion, YAML.parse(readFileSync(path.join(ROOT, file as string), 'utf8')) as unknown]);

describe('the verdict and the full validation', () => {
  it('accept the same damaged documents, in 2.0, 3.0 and 3.1 (600 cases)', () => {
    const damaged = fc.record({ base: fc.nat({ max: BASES.length - 1 }), changes: mutations });
    let rejected = 0;
    fc.assert(fc.property(damaged, ({ base, changes }) => {
      const [version, document] = BASES[base] as [SpecVersion, unknown];
      // Through JSON, as a parsed document arrives (no shared or circular nodes).
      let text: string;
      try {
        text = JSON.stringify(mutate(document, changes));
      } catch {
        return;
      }
      const data = JSON.parse(text) as unknown;
      const full = isSchemaValid(data, version, 'errors');
      if (!full) rejected++;
      expect(isSchemaValid(data, version, 'verdict')).toBe(full);
    }), { numRuns: 600, seed: 20_261_124 });
    // Both answers occur, so the comparison means something.
    expect(rejected).toBeGreaterThan(100);
    expect(rejected).toBeLessThan(600);
  }, 60_000);
});
