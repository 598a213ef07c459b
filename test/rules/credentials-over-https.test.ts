import { testRule } from '../helpers/rule-tester.js';

const described = { description: 'x' };
const advice = 'list only https server URLs (loopback hosts excepted)';

testRule('credentials-over-https', {
  valid: [
    {
      name: 'an https server on an additionalOperations operation (3.2)',
      document: {
        openapi: '3.2.0', info: { title: 't', version: '1' }, security: [{ bearer: [] }],
        paths: { '/users': { additionalOperations: { PURGE: { servers: [{ url: 'https://cache.example.com' }], responses: { '204': described } } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    },
    {
      name: 'https, relative and loopback servers (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{basic: []}]
servers:
  - url: https://api.example.com/v1
  - url: /v1
  - url: http://localhost:8080
  - url: http://127.0.0.1:3000/v1
  - url: 'http://[::1]:8080'
  - url: '{scheme}://api.example.com'
    variables:
      scheme: {default: https, enum: [https, http]}
paths:
  /users:
    get: {responses: {'200': {description: ok}}}
components:
  securitySchemes:
    basic: {type: http, scheme: basic}
`,
    },
    {
      name: 'plain http without any credentials (3.1, JSON)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, servers: [{ url: 'http://api.example.com' }], paths: { '/users': { get: { security: [], responses: { '200': described } } } } },
    },
    {
      name: 'an empty requirement names no scheme (3.0, JSON)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, security: [{}], servers: [{ url: 'http://api.example.com' }], paths: { '/users': { get: { responses: { '200': described } } } } },
    },
    {
      name: '2.0 https scheme, and a loopback host over http (JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, host: 'localhost:8080', schemes: ['http'], security: [{ key: [] }], securityDefinitions: { key: { type: 'apiKey', in: 'query', name: 'key' } }, paths: { '/users': { get: { responses: { '200': described } } } } },
    },
    {
      name: 'the unspecified address written as a destination reaches the client\'s own machine: rswag\'s `http://0.0.0.0:3000`, `[::]` (3.0, a scheme behind a $ref)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, servers: [{ url: 'http://0.0.0.0:3000' }, { url: 'http://[::]:8080' }], security: [{ bearer: [] }], paths: { '/users': { get: { responses: { '200': described } } } }, components: { securitySchemes: { bearer: { $ref: '#/components/x-schemes/bearer' } }, 'x-schemes': { bearer: { type: 'http', scheme: 'bearer' } } } },
    },
    {
      name: 'the unspecified address in 2.0',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, host: '0.0.0.0:3000', schemes: ['http'], security: [{ key: [] }], securityDefinitions: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } }, paths: { '/users': { get: { responses: { '200': described } } } } },
    },
    {
      name: 'the unspecified address (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, servers: [{ url: 'http://0.0.0.0:3000' }], security: [{ bearer: [] }], paths: { '/users': { get: { responses: { '200': described } } } }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    },
    {
      name: '2.0 without schemes follows the document (YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
host: api.example.com
security: [{basic: []}]
securityDefinitions:
  basic: {type: basic}
paths:
  /users:
    get: {responses: {'200': {description: ok}}}
`,
    },
  ],
  invalid: [
    {
      name: 'an http server on an additionalOperations operation, reported where it is written (3.2)',
      document: {
        openapi: '3.2.0', info: { title: 't', version: '1' }, security: [{ bearer: [] }],
        paths: { '/users': { additionalOperations: { PURGE: { servers: [{ url: 'http://cache.example.com' }], responses: { '204': described } } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      errors: [{ path: ['paths', '/users', 'additionalOperations', 'PURGE', 'servers', 0, 'url'], message: /^server URL "http:\/\/cache\.example\.com" is not https/ }],
    },
    {
      name: 'plain http servers at every level, quoted as written with the URL their variables make (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{basic: []}]
servers:
  - url: https://api.example.com
  - url: http://api.example.com
  - url: '{scheme}://{host}/v1'
    variables:
      scheme: {default: http}
      host: {default: staging.example.com}
paths:
  /users:
    servers: [{url: 'http://users.example.com'}]
    get:
      servers: [{url: 'http://10.0.0.5:8080'}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    basic: {type: http, scheme: basic}
`,
      errors: [
        { path: ['servers', '1', 'url'], message: `server URL "http://api.example.com" is not https, while the API takes credentials ("basic"); ${advice}` },
        { path: ['servers', '2', 'url'], message: `server URL "{scheme}://{host}/v1" ("http://staging.example.com/v1" with its variables' defaults) is not https, while the API takes credentials ("basic"); ${advice}` },
        { path: ['paths', '/users', 'servers', '0', 'url'], message: `server URL "http://users.example.com" is not https, while the API takes credentials ("basic"); ${advice}` },
        { path: ['paths', '/users', 'get', 'servers', '0', 'url'], message: `server URL "http://10.0.0.5:8080" is not https, while the API takes credentials ("basic"); ${advice}` },
      ],
    },
    {
      name: 'an operation-level requirement is enough; hosts that only look like loopback fail (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        servers: [{ url: 'HTTPS://api.example.com' }, { url: 'http://api.example.com' }, { url: 'http://localhost.example.com:8080' }, { url: 'http://127.0.0.1.nip.io' }, { url: 'http://0.0.0.0.nip.io' }],
        paths: { '/users': { get: { responses: { '200': described } }, post: { security: [{ oauth: ['users:write'] }], responses: { '201': described } } } },
        components: { securitySchemes: { oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'users:write': 'w' } } } } } },
      },
      errors: [
        { path: ['servers', '1', 'url'], message: `server URL "http://api.example.com" is not https, while the API takes credentials ("oauth"); ${advice}` },
        { path: ['servers', '2', 'url'], message: `server URL "http://localhost.example.com:8080" is not https, while the API takes credentials ("oauth"); ${advice}` },
        { path: ['servers', '3', 'url'], message: `server URL "http://127.0.0.1.nip.io" is not https, while the API takes credentials ("oauth"); ${advice}` },
        { path: ['servers', '4', 'url'], message: `server URL "http://0.0.0.0.nip.io" is not https, while the API takes credentials ("oauth"); ${advice}` },
      ],
    },
    {
      name: '2.0 http beside https (YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
host: api.example.com
basePath: /v1
schemes: [https, http]
securityDefinitions:
  basic: {type: basic}
paths:
  /users:
    get:
      security: [{basic: []}]
      responses: {'200': {description: ok}}
`,
      errors: [{ path: ['schemes', '1'], message: `scheme "http" (http://api.example.com/v1) is not https, while the API takes credentials ("basic"); ${advice}` }],
    },
    {
      name: 'a server behind an internal $ref (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        security: [{ bearer: [] }],
        paths: { '/users': { $ref: '#/components/pathItems/Users' } },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
          pathItems: { Users: { servers: [{ url: 'http://users.example.com' }], get: { responses: { '200': described } } } },
        },
      },
      errors: [{ path: ['components', 'pathItems', 'Users', 'servers', '0', 'url'], message: `server URL "http://users.example.com" is not https, while the API takes credentials ("bearer"); ${advice}` }],
    },
    {
      name: 'a server in an external path item file (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{bearer: []}]
paths:
  /orders:
    $ref: 'orders.yaml'
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`,
      files: { 'orders.yaml': "servers:\n  - url: http://orders.example.com\nget:\n  responses:\n    '200': {description: ok}\n" },
      errors: [{ path: ['servers', '0', 'url'], file: 'orders.yaml', message: `server URL "http://orders.example.com" is not https, while the API takes credentials ("bearer"); ${advice}` }],
    },
  ],
});
