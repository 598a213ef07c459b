import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import type { DocumentShape, Version } from './diff-documents.js';
import { VERSIONS, diffShapes, documentFor, removeDocuments, summarise, writeDocument } from './diff-documents.js';

afterAll(removeDocuments);

/** Changes that break no client: each must give no finding at all. */

const PET = { type: 'object', required: ['name'], properties: { name: { type: 'string', description: 'Name' }, tag: { type: 'string' } } };
const withPet = (pet: Record<string, unknown>, schemas: Record<string, Record<string, unknown>> = {}): DocumentShape => ({
  operations: [
    { method: 'post', body: { schema: { $ref: '#/components/schemas/Pet' }, required: true }, responses: { '201': { schema: { $ref: '#/components/schemas/Pet' } } } },
    { responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } },
  ],
  schemas: { Pet: pet, ...schemas },
});

const CASES: Array<[string, DocumentShape, DocumentShape]> = [
  ['an optional query parameter added', { operations: [{}] }, { operations: [{ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] }] }],
  ['an optional request property added', withPet(PET), withPet({ ...PET, properties: { ...PET.properties, color: { type: 'string' } } })],
  ['a response property added', withPet(PET), withPet({ ...PET, properties: { ...PET.properties, age: { type: 'integer' } } })],
  ['an operation added', { operations: [{}] }, { operations: [{}, { method: 'post' }] }],
  ['a description and an example edited', withPet(PET), withPet({ ...PET, description: 'A pet', example: { name: 'Rex' }, properties: { ...PET.properties, name: { type: 'string', description: 'The name' } } })],
  ['properties reordered', withPet(PET), withPet({ ...PET, properties: { tag: PET.properties.tag, name: PET.properties.name } })],
  ['a $ref moved to another name', withPet(PET), {
    ...withPet({ $ref: '#/components/schemas/Animal' }, { Animal: PET }),
  }],
  ['a $ref inlined', withPet(PET), {
    operations: [
      { method: 'post', body: { schema: PET, required: true }, responses: { '201': { schema: PET } } },
      { responses: { '200': { schema: PET } } },
    ],
  }],
  ['allOf regrouped with the same effective schema', withPet({ allOf: [{ $ref: '#/components/schemas/Named' }, { type: 'object', properties: { tag: { type: 'string' } } }] }, {
    Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
  }), withPet({ allOf: [{ type: 'object', properties: { tag: { type: 'string' } } }, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }] })],
  ['a path parameter renamed (matched by position)', { operations: [{ path: '/v1/pets/{id}', parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] }] },
    { operations: [{ path: '/v1/pets/{petId}', parameters: [{ name: 'petId', in: 'path', schema: { type: 'string' } }] }] }],
  ['a success status added beside the old one', { operations: [{ method: 'post', responses: { '200': {} } }] }, { operations: [{ method: 'post', responses: { '200': {}, '201': {} } }] }],
  ['an error response removed', { operations: [{ responses: { '200': {}, '404': {} } }] }, { operations: [{ responses: { '200': {} } }] }],
  ['security dropped', { operations: [{ security: [{ bearer: [] }] }] }, { operations: [{}] }],
  ['an anonymous alternative added to security', { operations: [{ security: [{ bearer: [] }] }] }, { operations: [{ security: [{ bearer: [] }, {}] }] }],
  ['a circular schema unchanged', withPet({ ...PET, properties: { ...PET.properties, parent: { $ref: '#/components/schemas/Pet' } } }),
    withPet({ ...PET, properties: { parent: { $ref: '#/components/schemas/Pet' }, ...PET.properties } })],
];

describe('diff: changes that break no client give no finding', () => {
  for (const version of VERSIONS) {
    for (const [what, before, after] of CASES) {
      it(`${what} (${version})`, async () => {
        expect(summarise(await diffShapes(version, before, after))).toEqual([]);
      });
    }
  }
});

/** The ways each version writes "a string or null". */
const NULLABLE_STRINGS: Array<[Version, Record<string, unknown>]> = [
  ['2.0', { type: 'string', 'x-nullable': true }],
  ['3.0', { type: 'string', nullable: true }],
  ['3.1', { type: ['string', 'null'] }],
  ['3.1', { anyOf: [{ type: 'string' }, { type: 'null' }] }],
  ['3.1', { oneOf: [{ type: 'null' }, { type: 'string' }] }],
];

describe('diff: nullable written another way is the same schema', () => {
  for (const [oldVersion, oldSchema] of NULLABLE_STRINGS) {
    for (const [newVersion, newSchema] of NULLABLE_STRINGS) {
      if (oldSchema === newSchema) continue;
      it(`${oldVersion} ${JSON.stringify(oldSchema)} → ${newVersion} ${JSON.stringify(newSchema)}`, async () => {
        const shape = (schema: Record<string, unknown>) => withPet({ ...PET, properties: { ...PET.properties, tag: schema } });
        expect(summarise(await diffShapes(oldVersion, shape(oldSchema), shape(newSchema), newVersion))).toEqual([]);
      });
    }
  }
  it('a string that loses null is still reported, in both directions', async () => {
    const shape = (schema: Record<string, unknown>) => withPet({ ...PET, properties: { ...PET.properties, tag: schema } });
    const run = await diffShapes('3.0', shape({ type: 'string', nullable: true }), shape({ type: 'string' }), '3.1');
    expect(run.changes.map((change) => change.kind)).toEqual(['request-type-changed']);
    const widened = await diffShapes('3.1', shape({ type: 'string' }), shape({ type: ['string', 'null'] }));
    expect(widened.changes.map((change) => change.kind)).toEqual(['response-type-changed']);
  });
});

describe('diff: 2.0 against 3.x', () => {
  for (const [from, to] of [['2.0', '3.0'], ['2.0', '3.1'], ['3.1', '2.0']] as Array<[Version, Version]>) {
    it(`the same API described in ${from} and ${to} gives no finding`, async () => {
      const shape = withPet(PET);
      shape.operations.push({ path: '/v1/pets/{id}', parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }, { name: 'fields', in: 'query', schema: { type: 'string', maxLength: 20 } }] });
      expect(summarise(await diffShapes(from, shape, shape, to))).toEqual([]);
    });
  }
  it('a change across versions is reported where the new document holds it', async () => {
    const run = await diffShapes('2.0', withPet(PET), withPet({ ...PET, properties: { ...PET.properties, tag: { type: 'integer' } } }), '3.1');
    // Pet is both sent and received: the type change breaks in each direction.
    expect(run.changes.map((change) => change.kind).sort()).toEqual(['request-type-changed', 'response-type-changed']);
    expect(new Set(run.findings.map((finding) => `${finding.path.join('/')} ${finding.source === run.after.source ? 'new' : 'old'}`))).toEqual(new Set(['components/schemas/Pet/properties/tag new']));
  });
});

describe('diff: JSON and YAML', () => {
  it('a YAML document against its JSON twin gives no finding', async () => {
    const document = documentFor('3.1', withPet(PET));
    const run = await diffDocuments(writeDocument(document, 'yaml'), writeDocument(document, 'json'));
    expect(run.findings).toEqual([]);
  });
});

describe('diff: alternatives compared by what they allow (found on GitHub\'s description)', () => {
  const tagged = (tag: Record<string, unknown>) => withPet({ ...PET, properties: { ...PET.properties, tag } });
  const CASES_3X: Array<[string, DocumentShape, DocumentShape, string[]]> = [
    ['an enum split into a oneOf of two enums', tagged({ type: 'string', enum: ['a', 'b'] }), tagged({ oneOf: [{ type: 'string', enum: ['a'] }, { type: 'string', enum: ['b'] }] }), []],
    ['a pattern rewritten (not judged)', tagged({ type: 'string', pattern: '^[a-f]+$' }), tagged({ type: 'string', pattern: '^([a-f]{40}|[a-f]{64})$' }), []],
    // Dropping the integer alternative narrows what the request items accept, and nothing else:
    // the minItems both alternatives set is no new bound.
    ['a bound every alternative set, kept when one alternative is dropped',
      tagged({ oneOf: [{ type: 'array', minItems: 1, items: { type: 'string' } }, { type: 'array', minItems: 1, items: { type: 'integer' } }] }),
      tagged({ type: 'array', minItems: 1, items: { type: 'string' } }), ['request-alternative-removed']],
  ];
  for (const version of ['3.0', '3.1'] as Version[]) {
    for (const [what, before, after, kinds] of CASES_3X) {
      it(`${what} (${version})`, async () => {
        const run = await diffShapes(version, before, after);
        expect(run.changes.map((change) => change.kind)).toEqual(kinds);
      });
    }
  }
  it('a property two alternatives declare differently is either of them', async () => {
    const shape = (members: Array<Record<string, unknown>>) => withPet({ anyOf: members });
    const before = shape([{ type: 'object', properties: { user: { type: 'string' } } }, { type: 'object', properties: { user: { type: 'integer' } } }]);
    const after = shape([{ type: 'object', properties: { user: { type: 'integer' } } }, { type: 'object', properties: { user: { type: 'string' } } }]);
    expect(summarise(await diffShapes('3.1', before, after))).toEqual([]);
  });
});

describe('diff: what clients send stays the same (found on real releases)', () => {
  const document = (schemes: Record<string, unknown>, security: string, parameters: unknown[] = []) => ({
    openapi: '3.0.3', info: { title: 'Chain', version: '1.0.0' }, servers: [{ url: 'https://api.example.com' }], security: [{ [security]: [] }],
    components: { securitySchemes: schemes },
    paths: { '/tx/submit': { post: { parameters, responses: { '200': { description: 'ok' } } } } },
  });
  const key = { type: 'apiKey', in: 'header', name: 'project_id' };
  it('an API-key scheme renamed, sent in the same header, asks for the same credentials', async () => {
    const run = await diffDocuments(writeDocument(document({ ApiKeyAuth: key }, 'ApiKeyAuth')), writeDocument(document({ project_id: key }, 'project_id')));
    expect(run.findings).toEqual([]);
  });
  it('an API-key scheme moved to another header is still new credentials', async () => {
    const run = await diffDocuments(writeDocument(document({ ApiKeyAuth: key }, 'ApiKeyAuth')), writeDocument(document({ project_id: { ...key, name: 'X-Project' } }, 'project_id')));
    expect(run.changes.map((change) => change.kind)).toEqual(['security-requirement-added']);
  });
  it('a Content-Type, Accept or Authorization header parameter dropped in 3.x (the specification ignores them)', async () => {
    const headers = ['Content-Type', 'Accept', 'Authorization'].map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } }));
    const run = await diffDocuments(writeDocument(document({ k: key }, 'k', headers)), writeDocument(document({ k: key }, 'k')));
    expect(run.findings).toEqual([]);
  });
});
