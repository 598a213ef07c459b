import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import type { DocumentShape, Version } from './diff-documents.js';
import { VERSIONS, diffShapes, documentFor, removeDocuments, summarise, writeDocument } from './diff-documents.js';

afterAll(removeDocuments);

/**
 * One row per kind of change: the old and new description, and the findings expected, each as
 * `code side path`. Every row runs in 2.0, 3.0 and 3.1; the reverse direction of each row (or its
 * request/response mirror) is in the never-breaking table when it does not break a client.
 */

const op = (method = 'get') => `/paths//v1/pets/${method}`;
const schemaPath = (version: Version, name: string) => (version === '2.0' ? `/definitions/${name}` : `/components/schemas/${name}`);
const parameterSchema = (version: Version, index: number, method = 'get') => `${op(method)}/parameters/${index}${version === '2.0' ? '' : '/schema'}`;
const both = (side: 'old' | 'new', path: string) => [`breaking-change ${side} ${path}`, `breaking-without-deprecation ${side} ${path}`];

const PET = { type: 'object', properties: { name: { type: 'string' }, tag: { type: 'string' } } };
const petBody = (pet: Record<string, unknown>): DocumentShape => ({
  operations: [{ method: 'post', body: { schema: { $ref: '#/components/schemas/Pet' } }, responses: { '201': {} } }],
  schemas: { Pet: pet },
});
const petResponse = (pet: Record<string, unknown>): DocumentShape => ({
  operations: [{ responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } }],
  schemas: { Pet: pet },
});
const query = (schema: Record<string, unknown>, required = false): DocumentShape => ({
  operations: [{ parameters: [{ name: 'limit', in: 'query', required, schema }] }],
});

interface Row {
  kind: string;
  before: DocumentShape;
  after: DocumentShape;
  expected: (version: Version) => string[];
}

const ROWS: Row[] = [
  {
    kind: 'operation removed',
    before: { operations: [{}, { method: 'delete' }] },
    after: { operations: [{}] },
    expected: () => both('old', op('delete')),
  },
  {
    kind: 'operation moved to another path',
    before: { operations: [{}, { path: '/v1/pets/{id}' }] },
    after: { operations: [{}, { path: '/v1/animals/{id}' }] },
    expected: () => both('old', '/paths//v1/pets/{id}/get'),
  },
  {
    kind: 'request parameter removed',
    before: query({ type: 'integer' }),
    after: { operations: [{}] },
    expected: () => both('old', `${op()}/parameters/0`),
  },
  {
    kind: 'request parameter renamed',
    before: query({ type: 'integer' }),
    after: { operations: [{ parameters: [{ name: 'max', in: 'query', schema: { type: 'integer' } }] }] },
    expected: () => both('old', `${op()}/parameters/0`),
  },
  {
    kind: 'new required parameter',
    before: { operations: [{}] },
    after: query({ type: 'integer' }, true),
    expected: () => both('new', `${op()}/parameters/0`),
  },
  {
    kind: 'optional parameter made required',
    before: query({ type: 'integer' }),
    after: query({ type: 'integer' }, true),
    expected: () => both('new', `${op()}/parameters/0/required`),
  },
  {
    kind: 'request parameter type changed',
    before: query({ type: 'string' }),
    after: query({ type: 'integer' }),
    expected: (version) => both('new', parameterSchema(version, 0)),
  },
  {
    kind: 'request parameter maximum lowered',
    before: query({ type: 'integer', maximum: 100 }),
    after: query({ type: 'integer', maximum: 50 }),
    expected: (version) => both('new', parameterSchema(version, 0)),
  },
  {
    kind: 'request body newly required',
    before: { operations: [{ method: 'post', body: { schema: PET } }] },
    after: { operations: [{ method: 'post', body: { schema: PET, required: true } }] },
    expected: (version) => both('new', version === '2.0' ? `${op('post')}/parameters/0` : `${op('post')}/requestBody`),
  },
  {
    kind: 'new required request property',
    before: petBody(PET),
    after: petBody({ ...PET, required: ['name'] }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/name`),
  },
  {
    kind: 'request property type changed',
    before: petBody(PET),
    after: petBody({ ...PET, properties: { ...PET.properties, tag: { type: 'integer' } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'request enum value removed',
    before: petBody({ ...PET, properties: { ...PET.properties, tag: { type: 'string', enum: ['a', 'b'] } } }),
    after: petBody({ ...PET, properties: { ...PET.properties, tag: { type: 'string', enum: ['a'] } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'request maxLength lowered',
    before: petBody({ ...PET, properties: { ...PET.properties, name: { type: 'string', maxLength: 80 } } }),
    after: petBody({ ...PET, properties: { ...PET.properties, name: { type: 'string', maxLength: 40 } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/name`),
  },
  {
    kind: 'request minimum raised',
    before: query({ type: 'integer', minimum: 1 }),
    after: query({ type: 'integer', minimum: 10 }),
    expected: (version) => both('new', parameterSchema(version, 0)),
  },
  {
    kind: 'request pattern added',
    before: petBody(PET),
    after: petBody({ ...PET, properties: { ...PET.properties, name: { type: 'string', pattern: '^[a-z]+$' } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/name`),
  },
  {
    kind: 'documented response property removed',
    before: petResponse(PET),
    after: petResponse({ type: 'object', properties: { name: { type: 'string' } } }),
    expected: (version) => both('old', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'response property type changed',
    before: petResponse(PET),
    after: petResponse({ ...PET, properties: { ...PET.properties, tag: { type: 'integer' } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'success status replaced (200 → 201)',
    before: { operations: [{ method: 'post', responses: { '200': {} } }] },
    after: { operations: [{ method: 'post', responses: { '201': {} } }] },
    expected: () => both('old', `${op('post')}/responses/200`),
  },
  {
    kind: 'response header removed',
    before: { operations: [{ responses: { '200': { headers: { 'X-Total': {} } } } }] },
    after: { operations: [{ responses: { '200': {} } }] },
    expected: () => both('old', `${op()}/responses/200/headers/X-Total`),
  },
  {
    kind: 'response enum value added',
    before: petResponse({ ...PET, properties: { ...PET.properties, tag: { type: 'string', enum: ['a'] } } }),
    after: petResponse({ ...PET, properties: { ...PET.properties, tag: { type: 'string', enum: ['a', 'b'] } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'response enum dropped',
    before: petResponse({ ...PET, properties: { ...PET.properties, tag: { type: 'string', enum: ['a'] } } }),
    after: petResponse(PET),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/tag`),
  },
  {
    kind: 'response maxLength raised',
    before: petResponse({ ...PET, properties: { ...PET.properties, name: { type: 'string', maxLength: 40 } } }),
    after: petResponse({ ...PET, properties: { ...PET.properties, name: { type: 'string', maxLength: 80 } } }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/name`),
  },
  {
    kind: 'response property no longer required',
    before: petResponse({ ...PET, required: ['name'] }),
    after: petResponse(PET),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/properties/name`),
  },
  {
    kind: 'request object closed (additionalProperties: false)',
    before: petBody(PET),
    after: petBody({ ...PET, additionalProperties: false }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/additionalProperties`),
  },
  {
    kind: 'discriminator renamed',
    before: petResponse({ ...PET, required: ['tag'], discriminator: 'tag' }),
    after: petResponse({ ...PET, required: ['tag', 'name'], discriminator: 'name' }),
    expected: (version) => both('new', `${schemaPath(version, 'Pet')}/discriminator`),
  },
  {
    kind: 'query array serialised another way',
    before: { operations: [{ parameters: [{ name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } }] }] },
    after: { operations: [{ parameters: [{ name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } }, pipes: true }] }] },
    expected: () => both('new', `${op()}/parameters/0`),
  },
  {
    kind: 'servers moved to another base path',
    before: { operations: [{}], server: 'https://api.example.com/shop' },
    after: { operations: [{}], server: 'https://api.example.com/store' },
    expected: (version) => both('new', version === '2.0' ? '/basePath' : '/servers/0/url'),
  },
  {
    kind: 'new security requirement',
    before: { operations: [{}] },
    after: { operations: [{ security: [{ bearer: [] }] }] },
    expected: () => both('new', `${op()}/security`),
  },
];

describe('diff: each kind of breaking change, in 2.0, 3.0, 3.1 and 3.2', () => {
  for (const version of VERSIONS) {
    describe(`OpenAPI ${version}`, () => {
      for (const row of ROWS) {
        it(`${row.kind} is breaking`, async () => {
          expect(summarise(await diffShapes(version, row.before, row.after))).toEqual(row.expected(version).sort());
        });
      }
    });
  }
});

describe('diff: the operations 3.2 adds, QUERY and additionalOperations', () => {
  const link = '/paths//v1/pets/additionalOperations/LINK';
  it('reads an added QUERY as an operation: adding one breaks nothing, removing it breaks its clients', async () => {
    const added = await diffShapes('3.2', { operations: [{}] }, { operations: [{}, { method: 'query', body: { schema: PET } }] });
    expect(added.after.model.operations.map((operation) => operation.method)).toEqual(['get', 'query']);
    expect(summarise(added)).toEqual([]);
    const removed = await diffShapes('3.2', { operations: [{}, { method: 'query', body: { schema: PET } }] }, { operations: [{}] });
    expect(summarise(removed)).toEqual(both('old', op('query')).sort());
  });

  it('compares a QUERY with the QUERY of the same path', async () => {
    const queryResponse = (pet: Record<string, unknown>): DocumentShape => ({ operations: [{ method: 'query', responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } }], schemas: { Pet: pet } });
    const run = await diffShapes('3.2', queryResponse(PET), queryResponse({ ...PET, properties: { name: { type: 'string' } } }));
    expect(run.changes.map((change) => change.kind)).toEqual(['response-property-removed']);
    expect(run.changes[0]?.message).toMatch(/^QUERY \/v1\/pets: /);
  });

  it('compares the items of a stream (itemSchema) as it compares a body', async () => {
    const events = (item: Record<string, unknown>) => ({ ...documentFor('3.2', { operations: [{}] }), paths: { '/v1/pets': { get: { responses: { '200': { description: 'events', content: { 'text/event-stream': { itemSchema: item } } } } } } } });
    const run = await diffDocuments(writeDocument(events(PET)), writeDocument(events({ type: 'object', properties: { name: { type: 'string' } } })));
    expect(summarise(run)).toEqual(both('old', `${op()}/responses/200/content/text/event-stream/itemSchema/properties/tag`).sort());
    expect(run.changes.map((change) => change.kind)).toEqual(['response-property-removed']);
  });

  it('reports an additionalOperations method removed at its path under additionalOperations', async () => {
    const run = await diffShapes('3.2', { operations: [{}, { method: 'LINK', responses: { '204': {} } }] }, { operations: [{}] });
    expect(summarise(run)).toEqual(both('old', link).sort());
    expect(run.changes.map((change) => change.message)).toEqual(['LINK /v1/pets removed']);
  });
});

describe('diff: the response media type', () => {
  it('reports a response media type removed, at the old media type', async () => {
    const run = await diffShapes('3.1',
      { operations: [{ responses: { '200': { schema: { type: 'object' }, mediaType: 'application/xml' } } }] },
      { operations: [{ responses: { '200': { schema: { type: 'object' } } } }] });
    expect(summarise(run)).toEqual(both('old', `${op()}/responses/200/content/application/xml`).sort());
    expect(run.changes.map((change) => change.kind)).toEqual(['response-media-type-removed']);
  });
});

describe('diff: request and response judged apart', () => {
  const RESPONSE_ONLY: Array<[string, DocumentShape, DocumentShape]> = [
    ['a response enum value removed', petResponse({ ...PET, properties: { tag: { type: 'string', enum: ['a', 'b'] } } }), petResponse({ ...PET, properties: { tag: { type: 'string', enum: ['a'] } } })],
    ['a response maxLength lowered', petResponse({ ...PET, properties: { name: { type: 'string', maxLength: 80 } } }), petResponse({ ...PET, properties: { name: { type: 'string', maxLength: 40 } } })],
    ['a new required response property', petResponse(PET), petResponse({ ...PET, required: ['name'] })],
  ];
  const REQUEST_ONLY: Array<[string, DocumentShape, DocumentShape]> = [
    ['a request property removed', petBody(PET), petBody({ type: 'object', properties: { name: { type: 'string' } } })],
    ['a request enum value added', petBody({ ...PET, properties: { tag: { type: 'string', enum: ['a'] } } }), petBody({ ...PET, properties: { tag: { type: 'string', enum: ['a', 'b'] } } })],
    ['a request maxLength raised', petBody({ ...PET, properties: { name: { type: 'string', maxLength: 40 } } }), petBody({ ...PET, properties: { name: { type: 'string', maxLength: 80 } } })],
    ['a request type widened (integer to number)', query({ type: 'integer' }), query({ type: 'number' })],
    ['a request pattern dropped', query({ type: 'string', pattern: '^a' }), query({ type: 'string' })],
  ];
  for (const version of VERSIONS) {
    for (const [what, before, after] of [...RESPONSE_ONLY, ...REQUEST_ONLY]) {
      it(`${what} breaks no client (${version})`, async () => {
        expect(summarise(await diffShapes(version, before, after))).toEqual([]);
      });
    }
  }
  it('a response type widened is breaking where the request one is not (3.1)', async () => {
    const run = await diffShapes('3.1', petResponse({ ...PET, properties: { tag: { type: 'integer' } } }), petResponse({ ...PET, properties: { tag: { type: 'number' } } }));
    expect(summarise(run)).toEqual(both('new', '/components/schemas/Pet/properties/tag').sort());
  });
});

describe('diff: where a changed schema is reported', () => {
  const USER = { type: 'object', properties: { login: { type: 'string' } } };
  const shape = (ref: string): DocumentShape => ({
    operations: [{ responses: { '200': { schema: { type: 'object', properties: { owner: { $ref: `#/components/schemas/${ref}` } } } } } }],
    schemas: { User: USER, NullableUser: { ...USER, nullable: true } },
  });
  it('a use switched to another definition is reported where the use is written', async () => {
    const run = await diffShapes('3.0', shape('User'), shape('NullableUser'));
    expect(summarise(run)).toEqual(both('new', `${op()}/responses/200/content/application/json/schema/properties/owner`).sort());
    expect(run.findings[0]?.message).toBe('GET /v1/pets: 200 response body property `owner` may now be null');
  });
  it('a change inside a shared definition is reported once, in the definition', async () => {
    const twice = (user: Record<string, unknown>): DocumentShape => ({
      operations: [
        { responses: { '200': { schema: { $ref: '#/components/schemas/User' } } } },
        { path: '/v1/users', responses: { '200': { schema: { type: 'array', items: { $ref: '#/components/schemas/User' } } } } },
      ],
      schemas: { User: user },
    });
    const run = await diffShapes('3.1', twice(USER), twice({ ...USER, properties: { login: { type: 'integer' } } }));
    expect(summarise(run)).toEqual(both('new', '/components/schemas/User/properties/login').sort());
  });
});

describe('diff: an operation written alike, what it takes from its document changed', () => {
  type Json = Record<string, unknown>;
  const pathItemOf = (document: Json) => (document['paths'] as Record<string, Json>)['/v1/pets'] as Json;
  const diffDocumentsOf = (before: Json, after: Json) => diffDocuments(writeDocument(before), writeDocument(after));
  for (const version of VERSIONS) {
    it(`a required parameter added to its path item (${version})`, async () => {
      const after = documentFor(version, { operations: [{}] });
      pathItemOf(after)['parameters'] = [version === '2.0' ? { name: 'X-Tenant', in: 'header', required: true, type: 'string' } : { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } }];
      const run = await diffDocumentsOf(documentFor(version, { operations: [{}] }), after);
      expect(summarise(run)).toEqual(both('new', '/paths//v1/pets/parameters/0').sort());
      expect(run.changes.map((change) => change.kind)).toEqual(['parameter-added-required']);
    });
    it(`security the document now requires (${version})`, async () => {
      const after = { ...documentFor(version, { operations: [{}] }), security: [{ bearer: [] }] };
      const run = await diffDocumentsOf(documentFor(version, { operations: [{}] }), after);
      expect(summarise(run)).toEqual(both('new', '/security').sort());
      expect(run.changes.map((change) => change.message)).toEqual(['GET /v1/pets: now requires `bearer`; callers without credentials are refused']);
    });
  }
  it('a media type the document no longer consumes (2.0)', async () => {
    const shape: DocumentShape = { operations: [{ method: 'post', body: { schema: { type: 'object' } }, responses: { '201': {} } }] };
    const run = await diffDocumentsOf({ ...documentFor('2.0', shape), consumes: ['application/json', 'application/xml'] }, { ...documentFor('2.0', shape), consumes: ['application/json'] });
    expect(summarise(run)).toEqual(both('old', '/consumes').sort());
    expect(run.changes.map((change) => change.message)).toEqual(['POST /v1/pets: request body in application/xml no longer accepted']);
  });
  it('the version, which reads the same operation otherwise (2.0 → 3.0: a response `schema` is no body in 3.0)', async () => {
    const operation = { responses: { '200': { description: 'ok', schema: { type: 'string' } } } };
    // Nothing else either document says differs: no security schemes, no media types.
    const info = { title: 'Pets', version: '1.0.0' };
    const before = { swagger: '2.0', info, paths: { '/v1/pets': { get: operation } } };
    const after = { openapi: '3.0.3', info, paths: { '/v1/pets': { get: operation } } };
    const run = await diffDocumentsOf(before, after);
    expect(run.changes.map((change) => change.message)).toEqual(['GET /v1/pets: 200 response body (application/json) removed']);
  });
});

describe('diff: a JSON side with characters beyond ASCII', () => {
  it('names them as written, and places findings by the characters of the line', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'api-conventions-diff-utf8-'));
    const pet = (properties: Record<string, unknown>) => ({
      openapi: '3.1.0', info: { title: 'Tiere – 🐕', version: '1' },
      paths: { '/v1/pets': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties } } } } } } } },
    });
    const oldText = `${JSON.stringify(pet({ name: { type: 'string', description: 'Név' } }), null, 2).replace('"name"', '"größe": {"type": "string"}, "name"')}\n`;
    try {
      await writeFile(path.join(directory, 'old.json'), oldText);
      await writeFile(path.join(directory, 'new.json'), JSON.stringify(pet({ name: { type: 'string', description: 'Név' } }), null, 2));
      const run = await diffDocuments(path.join(directory, 'old.json'), path.join(directory, 'new.json'));
      const line = oldText.split('\n').findIndex((text) => text.includes('"größe"'));
      expect(run.findings.map((finding) => [finding.code, finding.path.at(-1), finding.range.start])).toEqual([
        ['breaking-change', 'größe', { line, character: (oldText.split('\n')[line] ?? '').indexOf('{"type"') }],
        ['breaking-without-deprecation', 'größe', { line, character: (oldText.split('\n')[line] ?? '').indexOf('{"type"') }],
      ]);
      expect(run.findings[0]?.message).toBe('GET /v1/pets: 200 response body property `größe` removed');
      expect(run.before.text).toBe(oldText);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('diff: a JSON side nested too deeply', () => {
  it('is refused in one line naming the file and the line where it goes too deep', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'api-conventions-diff-deep-'));
    try {
      let deep: unknown = 'bottom';
      for (let level = 0; level < 600; level++) deep = { next: deep };
      const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, 'x-deep': deep };
      await writeFile(path.join(directory, 'old.json'), JSON.stringify({ ...document, 'x-deep': 'shallow' }, null, 2));
      await writeFile(path.join(directory, 'new.json'), JSON.stringify(document, null, 2));
      await expect(diffDocuments(path.join(directory, 'old.json'), path.join(directory, 'new.json'))).rejects.toThrow(`${path.join(directory, 'new.json')}: document nests deeper than 500 levels (line 507); it is not parsed`);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('diff: schemas in other files, and circular ones', () => {
  const root = (schemaFile: string) => ({
    openapi: '3.1.0', info: { title: 't', version: '1' },
    paths: { '/v1/pets': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: `${schemaFile}#/Pet` } } } } } } } },
  });
  it('a property removed from a schema in another file is reported in that file', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'api-conventions-diff-refs-'));
    await writeFile(path.join(directory, 'old-pet.yaml'), 'Pet: {type: object, properties: {name: {type: string}, tag: {type: string}}}\n');
    await writeFile(path.join(directory, 'new-pet.yaml'), 'Pet: {type: object, properties: {name: {type: string}}}\n');
    await writeFile(path.join(directory, 'old.json'), JSON.stringify(root('old-pet.yaml')));
    await writeFile(path.join(directory, 'new.json'), JSON.stringify(root('new-pet.yaml')));
    try {
      const run = await diffDocuments(path.join(directory, 'old.json'), path.join(directory, 'new.json'));
      expect(run.findings.map((finding) => [finding.code, finding.source, finding.path.join('/'), finding.range.start.line])).toEqual([
        ['breaking-change', path.join(directory, 'old-pet.yaml'), 'Pet/properties/tag', 0],
        ['breaking-without-deprecation', path.join(directory, 'old-pet.yaml'), 'Pet/properties/tag', 0],
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
  it('schemas circular through properties and allOf compare without looping, and report once', async () => {
    const pet = (extra: Record<string, unknown>) => ({
      type: 'object', properties: { self: { allOf: [{ $ref: '#/components/schemas/Pet' }] }, loop: { $ref: '#/components/schemas/Loop' }, ...extra },
    });
    const shape = (extra: Record<string, unknown>): DocumentShape => ({
      operations: [{ responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } }],
      schemas: { Pet: pet(extra), Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }], type: 'string' } },
    });
    const run = await diffShapes('3.0', shape({ gone: { type: 'string' } }), shape({}));
    expect(summarise(run)).toEqual(both('old', '/components/schemas/Pet/properties/gone').sort());
  });
  for (const version of VERSIONS) {
    it(`a change two $refs away, in a circle of schemas otherwise written alike, is found through each schema that reaches it (${version})`, async () => {
      // Pet, Owner and Keeper are written alike in both versions; Address, which Owner and Keeper
      // reach and which reaches Pet again, is not. Keeper is met after Address is judged.
      const shape = (address: Record<string, unknown>): DocumentShape => ({
        operations: [
          { responses: { '200': { schema: { $ref: '#/components/schemas/Pet' } } } },
          { method: 'post', body: { schema: { $ref: '#/components/schemas/Keeper' } }, responses: { '201': {} } },
        ],
        schemas: {
          Pet: { type: 'object', properties: { name: { type: 'string' }, owner: { $ref: '#/components/schemas/Owner' } } },
          Owner: { type: 'object', properties: { login: { type: 'string' }, address: { $ref: '#/components/schemas/Address' } } },
          Keeper: { type: 'object', properties: { address: { $ref: '#/components/schemas/Address' } } },
          Address: { type: 'object', properties: { street: { type: 'string' }, resident: { $ref: '#/components/schemas/Pet' }, ...address } },
        },
      });
      const run = await diffShapes(version, shape({ city: { type: 'string' } }), shape({ city: { type: 'integer' } }));
      const city = `${schemaPath(version, 'Address')}/properties/city`;
      expect(summarise(run)).toEqual([...both('new', city), ...both('new', city)].sort());
      expect(run.changes.map((change) => change.message)).toEqual([
        'GET /v1/pets: 200 response body property `owner.address.city` is now integer (was string)',
        'POST /v1/pets: request body property `address.city` now accepts integer only (was string)',
      ]);
    });
  }
});

describe('diff: alternatives matched one to one (3.x)', () => {
  const PAYMENT = (extra: Record<string, unknown> = {}) => ({ type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['card'] }, number: { type: 'string' }, ...extra } });
  const TRANSFER = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['transfer'] }, iban: { type: 'string' } } };
  const WALLET = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['wallet'] }, wallet_id: { type: 'string' } } };
  const union = (members: string[]) => ({ oneOf: members.map((name) => ({ $ref: `#/components/schemas/${name}` })) });
  const responseWith = (members: string[], card: Record<string, unknown> = PAYMENT()): DocumentShape => ({
    operations: [{ responses: { '200': { schema: { type: 'object', properties: { payment: union(members), refund: union(members) } } } } }],
    schemas: { Card: card, Transfer: TRANSFER, Wallet: WALLET },
  });
  const requestWith = (members: string[]): DocumentShape => ({
    operations: [{ method: 'post', body: { schema: { $ref: '#/components/schemas/Payment' } }, responses: { '201': {} } }],
    schemas: { Payment: union(members), Card: PAYMENT(), Transfer: TRANSFER, Wallet: WALLET },
  });
  const body = `${op()}/responses/200/content/application/json/schema/properties`;
  for (const version of ['3.0', '3.1'] as Version[]) {
    it(`a new response alternative is one change at each union that holds it, not one per property (${version})`, async () => {
      const run = await diffShapes(version, responseWith(['Card', 'Transfer']), responseWith(['Card', 'Transfer', 'Wallet']));
      expect(summarise(run)).toEqual([...both('new', `${body}/payment`), ...both('new', `${body}/refund`)].sort());
      expect(run.changes.map((change) => change.kind)).toEqual(['response-alternative-added', 'response-alternative-added']);
      expect(run.changes[0]?.message).toBe('GET /v1/pets: 200 response body property `payment` may now be `Wallet`, which no earlier alternative allowed');
    });
    it(`alternatives reordered, and a property removed inside one, are matched by their discriminating value (${version})`, async () => {
      const run = await diffShapes(version, responseWith(['Card', 'Transfer']), responseWith(['Transfer', 'Card'], { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['card'] } } }));
      expect(summarise(run)).toEqual(both('old', '/components/schemas/Card/properties/number').sort());
    });
    it(`a request alternative removed is one change at the old union (${version})`, async () => {
      const run = await diffShapes(version, requestWith(['Card', 'Transfer']), requestWith(['Card']));
      expect(summarise(run)).toEqual(both('old', '/components/schemas/Payment').sort());
      expect(run.changes.map((change) => change.message)).toEqual(['POST /v1/pets: request body no longer accepts `Transfer`']);
    });
    it(`a request alternative added, or a response one removed, breaks no client (${version})`, async () => {
      expect(summarise(await diffShapes(version, requestWith(['Card']), requestWith(['Card', 'Transfer'])))).toEqual([]);
      expect(summarise(await diffShapes(version, responseWith(['Card', 'Transfer']), responseWith(['Card'])))).toEqual([]);
    });
    it(`a $ref turned into a oneOf of schemas of the same shape is no change of type (${version})`, async () => {
      const address = { type: 'object', properties: { line_1: { type: 'string' }, post_town: { type: 'string' }, udprn: { type: 'number' } } };
      const shape = (native: Record<string, unknown>): DocumentShape => ({
        operations: [{ responses: { '200': { schema: { type: 'object', properties: { native } } } } }],
        schemas: { Address: address, OtherAddress: address },
      });
      const run = await diffShapes(version, shape({ $ref: '#/components/schemas/Address' }), shape({ oneOf: [{ $ref: '#/components/schemas/Address' }, { $ref: '#/components/schemas/OtherAddress' }] }));
      expect(summarise(run)).toEqual([]);
    });
    it(`a discriminator value sent to another schema (${version})`, async () => {
      const mapped = (target: string): DocumentShape => ({
        operations: [{ responses: { '200': { schema: { $ref: '#/components/schemas/Payment' } } } }],
        schemas: {
          Payment: { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Transfer' }], discriminator: { propertyName: 'kind', mapping: { card: `#/components/schemas/${target}`, transfer: '#/components/schemas/Transfer' } } },
          Card: PAYMENT(), Transfer: TRANSFER,
        },
      });
      const run = await diffShapes(version, mapped('Card'), mapped('Transfer'));
      expect(run.changes.map((change) => change.kind)).toContain('discriminator-changed');
      expect(summarise(run)).toEqual(expect.arrayContaining(both('new', '/components/schemas/Payment/discriminator')));
    });
  }
});

describe('diff: a use switched away from a shared definition', () => {
  const USER = { type: 'object', properties: { login: { type: 'string' }, email: { type: 'string' } } };
  const shape = (owner: Record<string, unknown>): DocumentShape => ({
    operations: [{ responses: { '200': { schema: { type: 'object', properties: { owner } } } } }],
    schemas: { User: USER },
  });
  for (const version of VERSIONS) {
    it(`a property the inline schema lacks is reported at the use, not in the unchanged definition (${version})`, async () => {
      const run = await diffShapes(version, shape({ $ref: '#/components/schemas/User' }), shape({ type: 'object', properties: { login: { type: 'string' } } }));
      expect(summarise(run)).toEqual(both('old', `${op()}/responses/200${version === '2.0' ? '' : '/content/application/json'}/schema/properties/owner`).sort());
      expect(run.findings[0]?.message).toContain('property `owner.email` removed');
    });
  }
});
