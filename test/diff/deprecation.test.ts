import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentShape, OperationShape } from './diff-documents.js';
import { VERSIONS, diffShapes, removeDocuments, summarise } from './diff-documents.js';

afterAll(removeDocuments);

/**
 * §9.1 and §9.3: a breaking change to an element deprecated in the old document is not
 * `breaking-without-deprecation`; it is `deprecation-window` until the version moves on.
 */

const op = (method = 'get') => `/paths//v1/pets/${method}`;
const withDelete = (extra: OperationShape, shape: Partial<DocumentShape> = {}): DocumentShape => ({ operations: [{}, { method: 'delete', ...extra }], ...shape });
const onlyGet = (shape: Partial<DocumentShape> = {}): DocumentShape => ({ operations: [{}], ...shape });

describe('diff: deprecation in the old document, for every kind of element', () => {
  for (const version of VERSIONS) {
    describe(`OpenAPI ${version}`, () => {
      it('a removed operation that was not deprecated is breaking-without-deprecation', async () => {
        expect(summarise(await diffShapes(version, withDelete({}), onlyGet()))).toEqual([`breaking-change old ${op('delete')}`, `breaking-without-deprecation old ${op('delete')}`]);
      });
      it('a removed deprecated operation, same version: deprecation-window', async () => {
        expect(summarise(await diffShapes(version, withDelete({ deprecated: true }), onlyGet()))).toEqual([`breaking-change old ${op('delete')}`, `deprecation-window old ${op('delete')}`]);
      });
      it('an operation announcing Deprecation/Sunset headers counts as deprecated', async () => {
        const announced = withDelete({ responses: { '204': { headers: { Sunset: {} } } } });
        expect(summarise(await diffShapes(version, announced, onlyGet()))).toEqual([`breaking-change old ${op('delete')}`, `deprecation-window old ${op('delete')}`]);
      });
      it('a removed deprecated operation after the info.version major moved on: only the changelog line', async () => {
        expect(summarise(await diffShapes(version, withDelete({ deprecated: true }), onlyGet({ infoVersion: '2.0.0' })))).toEqual([`breaking-change old ${op('delete')}`]);
      });
      it('a removed deprecated operation after the server URL version moved on: only the changelog line', async () => {
        const before = withDelete({ deprecated: true, path: '/pets' }, { server: 'https://api.example.com/v1' });
        const after: DocumentShape = { operations: [], server: 'https://api.example.com/v2' };
        expect(summarise(await diffShapes(version, { ...before, operations: [{ method: 'delete', path: '/pets', deprecated: true }] }, after))).toEqual(['breaking-change old /paths//pets/delete']);
      });
      it('a deprecated parameter removed', async () => {
        const before: DocumentShape = { operations: [{ parameters: [{ name: 'q', in: 'query', deprecated: true, schema: { type: 'string' } }] }] };
        expect(summarise(await diffShapes(version, before, onlyGet()))).toEqual([`breaking-change old ${op()}/parameters/0`, `deprecation-window old ${op()}/parameters/0`]);
      });
      it('a deprecated schema property removed from a response', async () => {
        const shape = (properties: Record<string, unknown>): DocumentShape => ({ operations: [{ responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } }], schemas: { Pet: { type: 'object', properties } } });
        const path = version === '2.0' ? '/definitions/Pet/properties/old' : '/components/schemas/Pet/properties/old';
        const before = shape({ name: { type: 'string' }, old: { type: 'string', ...(version === '2.0' ? { 'x-deprecated': true } : { deprecated: true }) } });
        expect(summarise(await diffShapes(version, before, shape({ name: { type: 'string' } })))).toEqual([`breaking-change old ${path}`, `deprecation-window old ${path}`]);
      });
      it('a deprecated response header removed', async () => {
        const before = onlyGet({ operations: [{ responses: { '200': { headers: { 'X-Old': { deprecated: true } } } } }] });
        const path = `${op()}/responses/200/headers/X-Old`;
        expect(summarise(await diffShapes(version, before, onlyGet()))).toEqual([`breaking-change old ${path}`, `deprecation-window old ${path}`]);
      });
      it('everything in a deprecated operation counts as deprecated', async () => {
        const before: DocumentShape = { operations: [{ deprecated: true, parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] }] };
        const after: DocumentShape = { operations: [{ deprecated: true }] };
        expect(summarise(await diffShapes(version, before, after))).toEqual([`breaking-change old ${op()}/parameters/0`, `deprecation-window old ${op()}/parameters/0`]);
      });
    });
  }
});

describe('diff: /v1 matched to /v2 when the version moved on', () => {
  for (const version of VERSIONS) {
    it(`an operation moved from /v1 to /v2 is compared, not removed (${version})`, async () => {
      const before: DocumentShape = { operations: [{ path: '/v1/pets', parameters: [{ name: 'q', in: 'query', deprecated: true, schema: { type: 'string' } }] }] };
      const after: DocumentShape = { operations: [{ path: '/v2/pets' }] };
      // The deprecated parameter went away with the new major version: the changelog line only.
      expect(summarise(await diffShapes(version, before, after))).toEqual(['breaking-change old /paths//v1/pets/get/parameters/0']);
    });
    it(`/v2 in the old document is not matched to /v1 in the new one (${version})`, async () => {
      const run = await diffShapes(version, { operations: [{ path: '/v2/pets' }] }, { operations: [{ path: '/v1/pets' }] });
      expect(summarise(run)).toEqual(['breaking-change old /paths//v2/pets/get', 'breaking-without-deprecation old /paths//v2/pets/get']);
    });
  }
});
