import { testRule } from '../helpers/rule-tester.js';

const described = { description: 'x' };
const message = (label: string) => `${label} is deprecated but none of its responses declares a Deprecation or Sunset header; add one to announce the deprecation and its timeline`;

testRule('deprecation-headers', {
  valid: [
    {
      name: 'a deprecated QUERY whose response announces it (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { deprecated: true, responses: { '200': { description: 'x', headers: { Deprecation: { schema: { type: 'string' } } } } } } } } },
    },
    {
      name: 'Deprecation on one response, Sunset through a shared response (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get:
      deprecated: true
      responses:
        '200':
          description: ok
          headers:
            Deprecation: {schema: {type: string}}
        '404': {description: missing}
    post:
      deprecated: true
      responses:
        '201': {$ref: '#/components/responses/Sunsetting'}
components:
  responses:
    Sunsetting:
      description: created
      headers:
        Sunset: {schema: {type: string}}
`,
    },
    {
      name: 'header names in another case (2.0, JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { deprecated: true, responses: { '200': { description: 'ok', headers: { sunset: { type: 'string' } } } } } } } },
    },
    {
      name: 'operations that are not deprecated, and a deprecated parameter (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/users': { get: { deprecated: false, parameters: [{ name: 'page', in: 'query', deprecated: true, schema: { type: 'integer' } }], responses: { '200': described } } } },
      },
    },
  ],
  invalid: [
    {
      name: 'a deprecated QUERY and a deprecated additionalOperations LINK that announce nothing (3.2)',
      fixed: 'safe',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { deprecated: true, responses: { '200': described } }, additionalOperations: { LINK: { deprecated: true, responses: { '204': described } } } } } },
      errors: [
        { path: ['paths', '/users', 'query', 'deprecated'], message: message('QUERY /users') },
        { path: ['paths', '/users', 'additionalOperations', 'LINK', 'deprecated'], message: message('LINK /users') },
      ],
    },
    {
      name: 'a deprecated operation with no headers (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users/{id}:
    delete:
      deprecated: true
      responses:
        '204':
          description: gone
          headers:
            X-Deprecated: {schema: {type: boolean}}
`,
      errors: [{ path: ['paths', '/v1/users/{id}', 'delete', 'deprecated'], message: message('DELETE /v1/users/{id}') }],
    },
    {
      name: 'a deprecated 2.0 operation (YAML)',
      fixed: 'safe',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    get:
      deprecated: true
      responses:
        '200': {description: ok}
`,
      errors: [{ path: ['paths', '/users', 'get', 'deprecated'], message: message('GET /users') }],
    },
    {
      name: 'an operation behind an internal path item $ref (3.1, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/orders': { $ref: '#/components/pathItems/Orders' } },
        components: { pathItems: { Orders: { get: { deprecated: true, responses: { '200': described } } } } },
      },
      errors: [{ path: ['components', 'pathItems', 'Orders', 'get', 'deprecated'], message: message('GET /orders') }],
    },
    {
      name: 'an operation in an external file (3.0)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /invoices:
    $ref: 'invoices.yaml'
`,
      files: { 'invoices.yaml': "put:\n  deprecated: true\n  responses:\n    '200': {description: ok}\n" },
      errors: [{ path: ['put', 'deprecated'], file: 'invoices.yaml', message: message('PUT /invoices') }],
    },
  ],
});
