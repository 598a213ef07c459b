import { testRule } from '../helpers/rule-tester.js';

const described = { description: 'x' };
const message = (label: string) => `${label} has no security requirement, and the document sets none; add "security" naming its scheme, or "security: []" if it is deliberately public`;

testRule('operation-security', {
  valid: [
    {
      name: 'a QUERY with its own requirement and a public additionalOperations method (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { security: [{ bearer: [] }], responses: { '200': described } }, additionalOperations: { PURGE: { security: [], responses: { '204': described } } } } }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    },
    {
      name: 'document-level security covers every operation (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{bearer: []}]
paths:
  /users:
    get: {responses: {'200': {description: ok}}}
    post: {responses: {'201': {description: created}}}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`,
    },
    {
      name: 'own requirements, and an explicit empty list for a public operation (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { get: { security: [{ oauth: ['users:read'] }], responses: { '200': described } } },
          '/health': { get: { security: [], responses: { '200': described } } },
        },
        components: { securitySchemes: { oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'users:read': 'read' } } } } } },
      },
    },
    {
      name: 'an explicit empty list at the document level marks a public API (2.0, JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, security: [], paths: { '/status': { get: { responses: { '200': described } } } } },
    },
  ],
  invalid: [
    {
      name: 'a QUERY and an additionalOperations method with no requirement (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': described } }, additionalOperations: { PURGE: { responses: { '204': described } } } } } },
      errors: [
        { path: ['paths', '/users', 'query'], message: message('QUERY /users') },
        { path: ['paths', '/users', 'additionalOperations', 'PURGE'], message: message('PURGE /users') },
      ],
    },
    {
      name: 'no security anywhere (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get: {responses: {'200': {description: ok}}}
  /users/{id}:
    delete: {responses: {'204': {description: gone}}}
`,
      errors: [
        { path: ['paths', '/users', 'get'], message: message('GET /users') },
        { path: ['paths', '/users/{id}', 'delete'], message: message('DELETE /users/{id}') },
      ],
    },
    {
      name: 'only some operations set security (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
securityDefinitions:
  basic: {type: basic}
paths:
  /users:
    get:
      security: [{basic: []}]
      responses: {'200': {description: ok}}
    post:
      responses: {'201': {description: created}}
`,
      errors: [{ path: ['paths', '/users', 'post'], message: message('POST /users') }],
    },
    {
      name: 'an operation behind an internal path item $ref (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/orders': { $ref: '#/components/pathItems/Orders' } },
        components: { pathItems: { Orders: { get: { responses: { '200': described } } } } },
      },
      errors: [{ path: ['components', 'pathItems', 'Orders', 'get'], message: message('GET /orders') }],
    },
    {
      name: 'an operation in an external file (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /invoices:
    $ref: 'invoices.yaml'
`,
      files: { 'invoices.yaml': "get:\n  responses:\n    '200': {description: ok}\n" },
      errors: [{ path: ['get'], file: 'invoices.yaml', message: message('GET /invoices') }],
    },
  ],
});
