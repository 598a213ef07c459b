import { testRule } from '../helpers/rule-tester.js';
import { pathItemAt, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const described = { description: 'x' };
const unauthorized = '401 for missing, expired or invalid credentials';
const forbidden = '403 for valid credentials with insufficient permissions';
const oauth = { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'users:read': 'r', 'users:write': 'w' } } } };

testRule('auth-error-responses', {
  valid: [
    {
      name: 'undeclared-no-credentials: `security: [{none: []}]` names no scheme the document declares, and says none (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' }, security: [{ token: [] }],
        paths: { '/ping': { get: { security: [{ none: [] }], responses: { '200': described } } }, '/vms': { get: { responses: { '200': described, '401': described } } } },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'cookie', name: 'token' } } },
      },
    },
    {
      name: 'undeclared-no-credentials: `NoAuth` as the only alternative, compared in lower case and letters only (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/status': { get: { security: [{ NoAuth: [] }], responses: { '200': described } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    },
    {
      name: 'undeclared-no-credentials: `anonymous` in a document-wide requirement (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, security: [{ anonymous: [] }],
        paths: { '/status': { get: { responses: { '200': described } } } },
      },
    },
    {
      name: 'undeclared-no-credentials on an operation reached through a path item $ref (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' }, security: [{ bearer: [] }],
        paths: { '/ping': { $ref: '#/components/x-paths/ping' } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, 'x-paths': { ping: { get: { security: [{ unauthenticated: [] }], responses: { '200': described } } } } },
      },
    },
    {
      name: 'a protected QUERY and a protected additionalOperations LINK that declare 401 (3.2)',
      document: {
        openapi: '3.2.0', info: { title: 't', version: '1' }, security: [{ bearer: [] }],
        paths: { '/users': { query: { responses: { '200': described, '401': described } }, additionalOperations: { LINK: { responses: { '204': described, '401': described } } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    },
    {
      name: 'the authorization endpoint of the OAuth 2.0 flow its own requirement names: `GET /oauth2/1/authorize` (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' }, servers: [{ url: 'https://api.example.com/public' }],
        paths: { '/oauth2/1/authorize': { get: { security: [{ code: [] }], responses: { '302': described } } } },
        components: { securitySchemes: { code: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://api.example.com/public/oauth2/1/authorize', tokenUrl: 'https://api.example.com/public/oauth2/1/token', scopes: {} } } } } },
      },
    },
    {
      name: 'the token endpoint of the flow its requirement names (2.0, through a $ref)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, securityDefinitions: { app: { type: 'oauth2', flow: 'application', tokenUrl: 'https://api.example.com/oauth/token', scopes: {} } },
        paths: { '/oauth/token': { $ref: '#/x-paths/token' } }, 'x-paths': { token: { post: { security: [{ app: [] }], responses: { '200': described } } } },
      },
    },
    {
      name: 'the device authorization endpoint of 3.2\'s device flow its requirement names (3.2)',
      document: {
        openapi: '3.2.0', info: { title: 't', version: '1' },
        paths: { '/device/code': { post: { security: [{ device: [] }], responses: { '200': described } } } },
        components: { securitySchemes: { device: { type: 'oauth2', flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://api.example.com/device/code', tokenUrl: 'https://api.example.com/token', scopes: {} } } } } },
      },
    },
    {
      name: 'the token endpoint of the flow its requirement names (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/token/': { post: { security: [{ client: [] }], responses: { '200': described } } } },
        components: { securitySchemes: { client: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: {} } } } } },
      },
    },
    {
      name: 'protected by the document with 401; scoped with 401 and 403 (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{bearer: []}]
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '401': {description: unauthenticated}
    post:
      security: [{oauth: [users:write]}]
      responses:
        '201': {description: created}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {description: forbidden}
components:
  responses:
    Unauthorized: {description: unauthenticated}
  securitySchemes:
    bearer: {type: http, scheme: bearer}
    oauth:
      type: oauth2
      flows:
        clientCredentials: {tokenUrl: 'https://auth.example.com/token', scopes: {'users:write': w}}
`,
    },
    {
      name: 'public, optional-auth and unsecured operations need neither (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        security: [{ oauth: ['users:read'] }],
        paths: {
          '/health': { get: { security: [], responses: { '200': described } } },
          '/catalog': { get: { security: [{}, { oauth: ['users:read'] }], responses: { '200': described } } },
        },
        components: { securitySchemes: { oauth } },
      },
    },
    {
      name: 'no security at all (2.0, JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': described } } } } },
    },
  ],
  invalid: [
    {
      name: 'a declared scheme named `none` is the scheme it declares (3.0)',
      fixed: 'safe',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/ping': { get: { security: [{ none: [] }], responses: { '200': described } } } },
        components: { securitySchemes: { none: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      },
      errors: [{ path: ['paths', '/ping', 'get', 'responses'], message: `GET /ping is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'an undeclared scheme of another name still asks for credentials (3.1)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/vms': { get: { security: [{ '*': [] }], responses: { '200': described } } } },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'cookie', name: 'token' } } },
      },
      errors: [{ path: ['paths', '/vms', 'get', 'responses'], message: `GET /vms is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'a `none` requirement beside one of a declared scheme, both required together, still asks for credentials (2.0)',
      fixed: 'safe',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, securityDefinitions: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
        paths: { '/vms': { get: { security: [{ key: [], none: [] }], responses: { '200': described } } } },
      },
      errors: [{ path: ['paths', '/vms', 'get', 'responses'], message: `GET /vms is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'a protected additionalOperations LINK without 401, reported at its responses (3.2)',
      fixed: 'safe',
      document: {
        openapi: '3.2.0', info: { title: 't', version: '1' }, security: [{ bearer: [] }],
        paths: { '/users/{id}': { additionalOperations: { LINK: { responses: { '204': described } } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      errors: [{ path: ['paths', '/users/{id}', 'additionalOperations', 'LINK', 'responses'], message: `LINK /users/{id} is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'an operation of a path that is no endpoint of its scheme\'s flow (3.1)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/tokens': { get: { security: [{ client: [] }], responses: { '200': described } } } },
        components: { securitySchemes: { client: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/oauth/token', scopes: {} } } } } },
      },
      errors: [{ path: ['paths', '/tokens', 'get', 'responses'], message: `GET /tokens is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'a protected operation without 401; a 4XX range does not count (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{bearer: []}]
paths:
  /users/{id}:
    get:
      responses:
        '200': {description: ok}
        4XX: {description: client error}
        default: {description: error}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`,
      errors: [{ path: ['paths', '/users/{id}', 'get', 'responses'], message: `GET /users/{id} is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'scoped requirements without 403, and without either (3.1, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/users': {
            get: { security: [{ oauth: ['users:read'] }], responses: { '200': described, '401': described } },
            post: { security: [{ oauth: ['users:write'] }, { apiKey: [] }], responses: { '201': described } },
          },
        },
        components: { securitySchemes: { oauth, apiKey: { type: 'apiKey', in: 'query', name: 'key' } } },
      },
      errors: [
        { path: ['paths', '/users', 'get', 'responses'], message: `GET /users requires permission "users:read" but declares no 403 response; add ${forbidden}` },
        { path: ['paths', '/users', 'post', 'responses'], message: `POST /users is protected and requires permission "users:write" but declares neither 401 nor 403; add ${unauthorized} and ${forbidden}` },
      ],
    },
    {
      name: 'roles on a bearer scheme ask for 403 too (3.1, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /admin/users:
    delete:
      security: [{bearer: [admin]}]
      responses:
        '204': {description: deleted}
        '401': {description: unauthenticated}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer, bearerFormat: JWT}
`,
      errors: [{ path: ['paths', '/admin/users', 'delete', 'responses'], message: `DELETE /admin/users requires permission "admin" but declares no 403 response; add ${forbidden}` }],
    },
    {
      name: '2.0 document-level scoped OAuth (YAML)',
      fixed: 'safe',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
securityDefinitions:
  oauth: {type: oauth2, flow: application, tokenUrl: 'https://auth.example.com/token', scopes: {admin: all, audit: read logs}}
security: [{oauth: [admin, audit]}]
paths:
  /settings:
    put:
      responses:
        '200': {description: ok}
        '401': {description: unauthenticated}
`,
      errors: [{ path: ['paths', '/settings', 'put', 'responses'], message: `PUT /settings requires permissions "admin" and "audit" but declares no 403 response; add ${forbidden}` }],
    },
    {
      name: 'an operation behind an internal path item $ref (3.1, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        security: [{ bearer: [] }],
        paths: { '/orders': { $ref: '#/components/pathItems/Orders' } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, pathItems: { Orders: { get: { responses: { '200': described } } } } },
      },
      errors: [{ path: ['components', 'pathItems', 'Orders', 'get', 'responses'], message: `GET /orders is protected but declares no 401 response; add ${unauthorized}` }],
    },
    {
      name: 'an operation in an external file (3.0)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
security: [{bearer: []}]
paths:
  /invoices:
    $ref: 'invoices.yaml'
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`,
      files: { 'invoices.yaml': "get:\n  responses:\n    '200': {description: ok}\n" },
      errors: [{ path: ['get', 'responses'], file: 'invoices.yaml', message: `GET /invoices is protected but declares no 401 response; add ${unauthorized}` }],
    },
  ],
});

/**
 * IP2Location's `GET /` of `version`, behind a `$ref`, declaring no security scheme: it takes the
 * required query parameter `name` described as `description`, and answers `statuses`.
 */
function keyInQueryDocument(version: string, name: string, description: string, statuses: readonly string[]): Record<string, unknown> {
  const parameter = version === '2.0'
    ? { name, in: 'query', required: true, description, type: 'string' }
    : { name, in: 'query', required: true, description, schema: { type: 'string' } };
  const responses = Object.fromEntries(statuses.map((status) => [status, { description: status }]));
  return withPathItemBehindRef(version, '/', 'lookup', { get: { parameters: [parameter], responses } });
}
testRule('auth-error-responses', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a key taken as a query parameter, no scheme declared, with its 401: \`?key=\` "API key." (${version})`,
      document: keyInQueryDocument(version, 'key', 'API key.', ['200', '401']),
    },
    {
      name: `a required query parameter that is no credential protects nothing: \`?ip=\` (${version})`,
      document: keyInQueryDocument(version, 'ip', 'The IP address to look up.', ['200']),
    },
    {
      name: `nor a value described by more words before the credential's name than its owner's and a kind: \`?code=\` "The code of your new customer API key" (${version})`,
      document: keyInQueryDocument(version, 'code', 'The code of your new customer API key', ['200']),
    },
    {
      name: `nor does a password, as often what the operation works on: \`?password=\` "The password to be analyzed." (${version})`,
      document: keyInQueryDocument(version, 'password', 'The password to be analyzed.', ['200']),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a key taken as a query parameter protects the operation as a scheme would: \`?key=\` "API key.", no 401 (${version})`,
      document: keyInQueryDocument(version, 'key', 'API key.', ['200']),
      errors: [{ path: [...pathItemAt(version, 'lookup'), 'get', 'responses'], message: 'GET / is protected but declares no 401 response; add 401 for missing, expired or invalid credentials' }],
    },
    {
      name: `described as one with its owner's name and kind between: \`?license=\` "Your Interzoid license API key." (${version})`,
      document: keyInQueryDocument(version, 'license', 'Your Interzoid license API key. Register at www.interzoid.com/register', ['200', '403']),
      errors: [{ path: [...pathItemAt(version, 'lookup'), 'get', 'responses'], message: 'GET / is protected but declares no 401 response; add 401 for missing, expired or invalid credentials' }],
    },
    {
      name: `named as one too: \`?api_key=\` (${version})`,
      document: keyInQueryDocument(version, 'api_key', '', ['200']),
      errors: [{ path: [...pathItemAt(version, 'lookup'), 'get', 'responses'], message: 'GET / is protected but declares no 401 response; add 401 for missing, expired or invalid credentials' }],
    },
  ]),
});

/**
 * Google Site Verification's `POST /token` (behind a `$ref`) on `https://www.googleapis.com/siteVerification/v1`,
 * under a scheme whose `tokenUrl` is `https://accounts.google.com/o/oauth2/token`: the flow's token
 * endpoint is another host's, so this `/token` is one of the API's own operations, protected and
 * asked for 401; with the flow's URL on the API's own host, it is the flow's endpoint and passes.
 */
const tokenDocument = (version: string, tokenHost: string) => {
  const tokenUrl = `https://${tokenHost}/o/oauth2/token`;
  const document = withPathItemBehindRef(version, '/token', 'token', { post: { security: [{ oauth: [] }], responses: { '200': described } } });
  return version === '2.0'
    ? { ...document, host: 'www.googleapis.com', basePath: '/siteVerification/v1', schemes: ['https'], securityDefinitions: { oauth: { type: 'oauth2', flow: 'accessCode', authorizationUrl: `https://${tokenHost}/o/oauth2/auth`, tokenUrl, scopes: {} } } }
    : { ...document, servers: [{ url: 'https://www.googleapis.com/siteVerification/v1' }], components: { ...(document['components'] as object), securitySchemes: { oauth: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: `https://${tokenHost}/o/oauth2/auth`, tokenUrl, scopes: {} } } } } } };
};
testRule('auth-error-responses', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the flow's token URL on the API's own host (${version})`, document: tokenDocument(version, 'www.googleapis.com') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the flow's token URL on another host (${version})`,
    document: tokenDocument(version, 'accounts.google.com'),
    errors: [{ path: [...pathItemAt(version, 'token'), 'post', 'responses'], message: `POST /token is protected but declares no 401 response; add ${unauthorized}` }],
  })),
});
