import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/check/load-document.js';
import { SchemaValidator } from '../../src/check/schema-validator.js';
import { sampleValue } from '../../src/check/sample-values.js';

/** Bodies validated against the document's schemas in each dialect, through `$ref`s across files and cycles. */

interface Case {
  name: string;
  document: string;
  files?: Record<string, string>;
  schemaPath: Array<string | number>;
  direction?: 'request' | 'response';
  valid: unknown[];
  invalid: Array<{ value: unknown; problem: RegExp }>;
}

const schemaAt = ['paths', '/things', 'get', 'responses', '200', 'content', 'application/json', 'schema'];

const CASES: Case[] = [
  {
    name: 'OpenAPI 3.0: nullable, readOnly and writeOnly, boolean exclusiveMinimum',
    document: `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
components:
  schemas:
    Thing:
      type: object
      required: [id, age, secret, size]
      properties:
        id: {type: string, readOnly: true}
        age: {type: integer, nullable: true}
        secret: {type: string, writeOnly: true}
        size: {type: number, minimum: 0, exclusiveMinimum: true}
        tag: {type: string, enum: [a, b], nullable: true}
`,
    schemaPath: schemaAt,
    valid: [{ id: 'x', age: null, size: 1 }, { id: 'x', age: 3, size: 0.5, tag: null }],
    invalid: [
      { value: { id: 'x', age: 'old', size: 1 }, problem: /^\/age: must be integer,null$/ },
      { value: { id: 'x', age: 1, size: 0 }, problem: /^\/size: must be > 0$/ },
      { value: { age: 1, size: 1 }, problem: /missing required property "id"/ },
    ],
  },
  {
    name: 'OpenAPI 3.0, the request direction: readOnly fields are not required',
    document: `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /things:
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [id, name]
              properties:
                id: {type: string, readOnly: true}
                name: {type: string, minLength: 2}
      responses:
        '201': {description: created}
`,
    schemaPath: ['paths', '/things', 'post', 'requestBody', 'content', 'application/json', 'schema'],
    direction: 'request',
    valid: [{ name: 'ab' }],
    invalid: [{ value: { name: 'a' }, problem: /^\/name: must NOT have fewer than 2 characters$/ }],
  },
  {
    name: 'OpenAPI 3.1: type lists, const, a $ref to another file, a circular schema',
    document: `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          $ref: '#/components/responses/Things'
components:
  responses:
    Things:
      description: ok
      content:
        application/json:
          schema: {$ref: 'schemas.yaml#/Node'}
`,
    files: {
      'schemas.yaml': `Node:
  type: object
  required: [name, kind]
  properties:
    name: {type: [string, 'null']}
    kind: {const: node}
    children:
      type: array
      items: {$ref: '#/Node'}
`,
    },
    schemaPath: schemaAt,
    valid: [{ name: null, kind: 'node', children: [{ name: 'leaf', kind: 'node' }] }],
    invalid: [
      { value: { name: 'a', kind: 'node', children: [{ name: 1, kind: 'node' }] }, problem: /^\/children\/0\/name: must be string,null$/ },
      { value: { name: 'a', kind: 'leaf' }, problem: /^\/kind: must be equal to constant$/ },
    ],
  },
  {
    name: 'OpenAPI 3.0: a oneOf told apart by its discriminator, which more than one branch matches',
    document: `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
                discriminator: {propertyName: kind}
components:
  schemas:
    Cat:
      type: object
      required: [kind]
      properties: {kind: {type: string}, lives: {type: integer}}
    Dog:
      type: object
      required: [kind]
      properties: {kind: {type: string}, barks: {type: boolean}}
`,
    schemaPath: schemaAt,
    valid: [{ kind: 'cat', lives: 9 }],
    invalid: [{ value: { lives: 9 }, problem: /missing required property "kind"/ }],
  },
  {
    name: 'Swagger 2.0: x-nullable and definitions',
    document: `swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          description: ok
          schema: {$ref: '#/definitions/Thing'}
definitions:
  Thing:
    type: object
    required: [when]
    properties:
      when: {type: string, format: date-time, x-nullable: true}
`,
    schemaPath: ['paths', '/things', 'get', 'responses', '200', 'schema'],
    valid: [{ when: null }, { when: '2024-01-01T00:00:00Z' }],
    invalid: [{ value: { when: 'yesterday' }, problem: /^\/when: must match format "date-time"$/ }],
  },
];

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-schema-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function validatorFor(testCase: Case): Promise<SchemaValidator> {
  const caseDirectory = await mkdtemp(path.join(directory, 'case-'));
  const file = path.join(caseDirectory, 'openapi.yaml');
  await writeFile(file, testCase.document);
  for (const [name, text] of Object.entries(testCase.files ?? {})) await writeFile(path.join(caseDirectory, name), text);
  const api = await loadDocument(file, { allowExternalRefs: false, allowRemoteRefs: false });
  return new SchemaValidator(api.version, api.rawDocuments, api.rootUri);
}

describe('check: schema validation', () => {
  for (const testCase of CASES) {
    it(testCase.name, async () => {
      const validator = await validatorFor(testCase);
      const direction = testCase.direction ?? 'response';
      for (const value of testCase.valid) {
        expect(validator.validate(testCase.schemaPath, value, direction), JSON.stringify(value)).toEqual({ valid: true, problems: [], missing: [] });
      }
      for (const { value, problem } of testCase.invalid) {
        const outcome = validator.validate(testCase.schemaPath, value, direction);
        expect(outcome?.valid, JSON.stringify(value)).toBe(false);
        expect(outcome?.problems.some((text) => problem.test(text)), JSON.stringify(outcome?.problems)).toBe(true);
      }
    });
  }
});

/** A document whose one operation takes a JSON body of this schema. */
function requestSchemaDocument(schema: Record<string, unknown>): string {
  return `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /things:
    post:
      requestBody:
        content:
          application/json:
            schema: ${JSON.stringify(schema)}
      responses:
        '201': {description: created}
`;
}
const REQUEST_SCHEMA = ['paths', '/things', 'post', 'requestBody', 'content', 'application/json', 'schema'];

describe('check: the smallest valid body', () => {
  const cases: Array<{ name: string; schema: Record<string, unknown> }> = [
    { name: 'formats, bounds and enums', schema: { type: 'object', required: ['email', 'id', 'count', 'ratio', 'kind', 'when'], properties: { email: { type: 'string', format: 'email' }, id: { type: 'string', format: 'uuid' }, count: { type: 'integer', minimum: 5, multipleOf: 5 }, ratio: { type: 'number', exclusiveMaximum: 1 }, kind: { enum: ['a', 'b'] }, when: { type: 'string', format: 'date-time' } } } },
    { name: 'lengths and patterns', schema: { type: 'object', required: ['code', 'name'], properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' }, name: { type: 'string', minLength: 12, maxLength: 20 } } } },
    { name: 'allOf, arrays with minItems, oneOf', schema: { allOf: [{ type: 'object', required: ['tags'], properties: { tags: { type: 'array', minItems: 2, items: { type: 'string' } } } }, { type: 'object', required: ['value'], properties: { value: { oneOf: [{ type: 'integer' }, { type: 'string' }] } } }] } },
  ];
  for (const { name, schema } of cases) {
    it(name, async () => {
      const validator = await validatorFor({ name, document: requestSchemaDocument(schema), schemaPath: [], valid: [], invalid: [] });
      const value = sampleValue(schema);
      expect(validator.validate(REQUEST_SCHEMA, value, 'request')).toEqual({ valid: true, problems: [], missing: [] });
    });
  }

  it('names the required properties a value lacks, at any depth, and no others', async () => {
    const schema = { type: 'object', required: ['email', 'address'], properties: { email: { type: 'string' }, age: { type: 'integer' }, address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } } } };
    const validator = await validatorFor({ name: 'missing', document: requestSchemaDocument(schema), schemaPath: [], valid: [], invalid: [] });
    const at = REQUEST_SCHEMA;
    expect(validator.validate(at, { email: 'a@b.c', address: {} }, 'request')?.missing).toEqual(['city']);
    expect(validator.validate(at, { age: 'old', address: { city: 'x' } }, 'request')?.missing).toEqual(['email']);
    expect(validator.validate(at, { email: 'a@b.c', age: 'old', address: { city: 'x' } }, 'request')).toEqual({ valid: false, problems: ['/age: must be integer'], missing: [] });
  });

  it('gives up on a pattern it cannot satisfy, rather than send a body it knows is wrong', () => {
    expect(sampleValue({ type: 'string', pattern: '^[0-9]{4}-[a-z]{9}$' })).toBeUndefined();
  });
});
