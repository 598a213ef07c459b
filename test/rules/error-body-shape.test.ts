import { testRule } from '../helpers/rule-tester.js';
import { referencedAnswer, schemaAt, schemaDocument } from '../helpers/path-item-documents.js';

const info = { title: 't', version: '1' };

testRule('error-body-shape', {
  valid: [
    {
      name: 'a QUERY whose 400 carries the error body (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '400': { description: 'bad', content: { 'application/json': { schema: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'a HEAD\'s error carries no content: `HEAD /jobschedules/{id}` answering 404 (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/jobschedules/{id}': { head: { responses: { '200': { description: 'exists' }, '404': { description: 'no such schedule' } } } } } },
    },
    {
      name: 'a HEAD\'s error in 2.0',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/files/{id}': { head: { responses: { '200': { description: 'exists' }, '404': { description: 'missing' } } } } } },
    },
    {
      name: 'a HEAD\'s error in 3.1',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/files/{id}': { head: { responses: { '204': { description: 'exists' }, '401': { description: 'no credentials' } } } } } },
    },
    {
      name: 'a default response standing alone is the success (2.0)',
      document: { swagger: '2.0', info, paths: { '/user/logout': { get: { responses: { default: { description: 'successful operation' } } } } } },
    },
    {
      name: 'a shared error response behind $refs (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      responses:
        '200': {description: ok}
        '404': {$ref: '#/components/responses/Error'}
        default: {$ref: '#/components/responses/Error'}
components:
  responses:
    Error:
      description: error
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
  schemas:
    Error:
      type: object
      required: [error, message]
      properties:
        error: {type: string}
        message: {type: string}
        field: {type: string, nullable: true}
`,
    },
    {
      name: 'allOf composition and 2.0 definitions (2.0, JSON)',
      document: {
        swagger: '2.0', info,
        paths: { '/users': { post: { responses: { '201': { description: 'ok' }, '400': { description: 'bad', schema: { $ref: '#/definitions/Validation' } } } } } },
        definitions: {
          Base: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } },
          Validation: { allOf: [{ $ref: '#/definitions/Base' }, { type: 'object', properties: { field: { type: 'string' } } }] },
        },
      },
    },
    {
      name: 'problem-style JSON media type with the error shape, 3.1 type lists (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users': { get: { responses: { '500': { description: 'e', content: { 'application/problem+json': { schema: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: ['string', 'null'] }, field: { type: 'string' } } } } } } } } } } },
    },
  ],
  invalid: [
    {
      name: 'fixed: an error response with no body gets the shared error body, added once (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '404':
          description: not found
        '500': {description: broken}
components:
  schemas:
    Error: {type: string}
`,
      errors: [
        { path: ['paths', '/users', 'get', 'responses', '404'], message: 'error response GET /users 404 has no body; it must carry the error body {error, message, field}' },
        { path: ['paths', '/users', 'get', 'responses', '500'], message: 'error response GET /users 500 has no body; it must carry the error body {error, message, field}' },
      ],
    },
    {
      name: 'fixed: no body in 2.0, and a JSON body without a schema in 3.1 (JSON)',
      fixed: 'safe',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': { description: 'ok' }, '400': { description: 'bad', content: { 'application/json': {} } } } } } } },
      errors: [{ path: ['paths', '/users', 'get', 'responses', '400', 'content', 'application/json'], message: 'error response GET /users 400 (application/json) has no schema; it must describe the error body {error, message, field}' }],
    },
    {
      name: 'fixed: a shared response with no body, in another file, fixed there (2.0)',
      fixed: 'safe',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': { description: 'ok' }, '404': { $ref: 'responses.json#/NotFound' } } } } } },
      files: { 'responses.json': '{\n  "NotFound": {\n    "description": "not found"\n  }\n}\n' },
      errors: [{ path: ['NotFound'], file: 'responses.json', message: 'error response GET /users 404 has no body; it must carry the error body {error, message, field}' }],
    },
    {
      name: 'an additionalOperations LINK whose 404 body is not the error shape (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users/{id}': { additionalOperations: { LINK: { responses: { '404': { description: 'missing', content: { 'application/json': { schema: { type: 'object', properties: { detail: { type: 'string' } } } } } } } } } } } },
      errors: [{ path: ['paths', '/users/{id}', 'additionalOperations', 'LINK', 'responses', '404', 'content', 'application/json', 'schema'], message: 'error body of LINK /users/{id} 404 has no "error" or "message" properties; every error carries required string "error" and "message"' }],
    },
    {
      name: 'a shared error schema missing "message", reported once (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/a': { get: { responses: { '404': { $ref: '#/components/responses/E' } } } }, '/b': { get: { responses: { '500': { $ref: '#/components/responses/E' } } } } },
        components: { responses: { E: { description: 'e', content: { 'application/json': { schema: { $ref: '#/components/schemas/E' } } } } }, schemas: { E: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } } } },
      },
      errors: [{ path: ['components', 'schemas', 'E'], message: 'error body of GET /a 404 has no "message" property; every error carries required string "error" and "message"' }],
    },
    {
      name: 'an error response with no body, and one with text only (3.1, YAML)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '401': {description: no}
        '429':
          description: slow down
          content:
            text/plain:
              schema: {type: string}
`,
      errors: [
        { path: ['paths', '/users', 'get', 'responses', '401'], message: 'error response GET /users 401 has no body; it must carry the error body {error, message, field}' },
        { path: ['paths', '/users', 'get', 'responses', '429', 'content'], message: 'error response GET /users 429 has no JSON body (offers text/plain); it must carry the error body as application/json' },
      ],
    },
    {
      name: 'wrong types and a non-required message (2.0)',
      document: {
        swagger: '2.0', info,
        paths: { '/users': { get: { responses: { '400': { description: 'bad', schema: { $ref: '#/definitions/Err' } } } } } },
        definitions: { Err: { type: 'object', required: ['error'], properties: { error: { type: 'integer' }, message: { type: 'string' }, field: { type: 'array', items: { type: 'string' } } } } },
      },
      errors: [
        { path: ['definitions', 'Err', 'properties', 'error'], message: 'error body property "error" is integer (GET /users 400); it must be a string' },
        { path: ['definitions', 'Err', 'required'], message: 'error body of GET /users 400 has "message" not required; every error carries required string "error" and "message"' },
        { path: ['definitions', 'Err', 'properties', 'field'], message: 'error body property "field" is array (GET /users 400); it must be a string naming the offending input field' },
      ],
    },
    {
      name: 'the error schema lives in another file (3.0)',
      document: "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /users:\n    get:\n      responses:\n        '404':\n          description: nf\n          content:\n            application/json:\n              schema: {$ref: 'errors.yaml#/NotFound'}\n",
      files: { 'errors.yaml': 'NotFound:\n  type: object\n  required: [code, message]\n  properties:\n    code: {type: string}\n    message: {type: string}\n' },
      errors: [{ path: ['NotFound'], file: 'errors.yaml', message: 'error body of GET /users 404 has no "error" property; every error carries required string "error" and "message"' }],
    },
    {
      name: 'one finding per schema: a body lacking both fields, and one lacking a field with no required list (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/a': { get: { responses: { '404': { description: 'nf', content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'integer' } } } } } }, '500': { description: 'e', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } } } } } } },
      },
      errors: [
        { path: ['paths', '/a', 'get', 'responses', '404', 'content', 'application/json', 'schema'], message: 'error body of GET /a 404 has no "error" or "message" properties; every error carries required string "error" and "message"' },
        { path: ['paths', '/a', 'get', 'responses', '500', 'content', 'application/json', 'schema'], message: 'error body of GET /a 500 has no "message" property, "error" not required; every error carries required string "error" and "message"' },
      ],
    },
  ],
});

/** A Swagger 2.0 error response with `examples` and no `schema` shows a body it does not describe: its schema is what is missing. */
const exampledError = { description: 'failed', examples: { 'application/json': { message: 'failed', statusCode: 403 } } };
const errorSchema = { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } };
testRule('error-body-shape', {
  valid: [
    {
      name: 'a 2.0 403 with an example and the error body\'s schema, through a shared response $ref',
      document: { swagger: '2.0', info, paths: { '/accounts': { post: { responses: { '200': { description: 'ok' }, '403': { $ref: '#/responses/Failed' } } } } }, responses: { Failed: { ...exampledError, schema: errorSchema } } },
    },
  ],
  invalid: [
    {
      name: 'a 2.0 403 with an example and no schema, through a shared response $ref',
      document: { swagger: '2.0', info, paths: { '/accounts': { post: { responses: { '200': { description: 'ok' }, '403': { $ref: '#/responses/Failed' } } } } }, responses: { Failed: exampledError } },
      errors: [{ path: ['responses', 'Failed'], message: 'error response POST /accounts 403 (application/json) has no schema; it must describe the error body {error, message, field}' }],
    },
    ...['3.0', '3.1'].map((version) => ({
      name: `in ${version} \`examples\` is no field of a response: it has no body`,
      document: { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/accounts': { post: { responses: { '200': { description: 'ok' }, '403': { $ref: '#/components/responses/Failed' } } } } }, components: { responses: { Failed: exampledError } } },
      errors: [{ path: ['components', 'responses', 'Failed'], message: 'error response POST /accounts 403 has no body; it must carry the error body {error, message, field}' }],
    })),
  ],
});

/** `GET /sources` whose 400 answers `$ref: …/Problem`, which the document defines as `problem` or leaves out (`undefined`). */
const referencedErrorDocument = (version: string, problem: object | undefined) =>
  schemaDocument(version, { '/sources': { get: { responses: { '200': { description: 'ok' }, '400': referencedAnswer(version, 'Problem', 'bad') } } } }, { Source: { type: 'object' }, ...(problem === undefined ? {} : { Problem: problem }) });
testRule('error-body-shape', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an error body given by a $ref the document cannot resolve is not judged: its fields are unknown, and oas-valid reports the target (${version})`,
    document: referencedErrorDocument(version, undefined),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same $ref resolved to a body without error and message is judged (${version})`,
    document: referencedErrorDocument(version, { type: 'object', properties: { code: { type: 'integer' } } }),
    errors: [{ path: schemaAt(version, 'Problem'), message: /has no "error" or "message" properties/ }],
  })),
});
