import { testRule } from '../helpers/rule-tester.js';

const stateless = 'the API is stateless (every request carries all the data the server needs)';
const cookieParameter = (name: string) => `parameter "${name}" is sent in a cookie; ${stateless}: send it in a header, query parameter or the body`;
const setCookie = (name: string) => `response header "${name}" sets a cookie; the API is stateless and the server keeps no client state between calls: remove the cookie`;

testRule('stateless-no-cookies', {
  valid: [
    {
      name: 'a QUERY that sends its state in the body (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/carts': { query: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } } } },
    },
    {
      name: 'header, query and path parameters and ordinary response headers (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
        - {name: include, in: query, schema: {type: string}}
        - {name: X-Request-Id, in: header, schema: {type: string}}
        - {name: cookie_consent, in: query, schema: {type: boolean}}
      responses:
        '200':
          description: ok
          headers:
            ETag: {schema: {type: string}}
            X-Set-Cookie-Policy: {schema: {type: string}}
`,
    },
    {
      name: 'a property named cookie is just a field (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/recipes': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { cookie: { type: 'string' }, set_cookie: { type: 'boolean' } } } } } } } } } },
      },
    },
    {
      name: '2.0 response headers (JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': { description: 'ok', headers: { Location: { type: 'string' } } } } } } } },
    },
  ],
  invalid: [
    {
      name: 'a QUERY with a cookie parameter and an additionalOperations method setting a cookie (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/carts': { query: { parameters: [{ name: 'session_id', in: 'cookie', schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } }, additionalOperations: { LINK: { responses: { '204': { description: 'linked', headers: { 'Set-Cookie': { schema: { type: 'string' } } } } } } } } } },
      errors: [
        { path: ['paths', '/carts', 'query', 'parameters', '0'], message: cookieParameter('session_id') },
        { path: ['paths', '/carts', 'additionalOperations', 'LINK', 'responses', '204', 'headers', 'Set-Cookie'], message: setCookie('Set-Cookie') },
      ],
    },
    {
      name: 'a cookie parameter and a Set-Cookie header (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /sessions:
    post:
      responses:
        '201':
          description: created
          headers:
            Set-Cookie: {schema: {type: string}}
  /cart:
    get:
      parameters:
        - {name: session_id, in: cookie, required: true, schema: {type: string}}
      responses:
        '200': {description: ok}
`,
      errors: [
        { path: ['paths', '/sessions', 'post', 'responses', '201', 'headers', 'Set-Cookie'], message: setCookie('Set-Cookie') },
        { path: ['paths', '/cart', 'get', 'parameters', '0'], message: cookieParameter('session_id') },
      ],
    },
    {
      name: 'shared components used by several operations are reported once (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/cart': {
            parameters: [{ $ref: '#/components/parameters/Session' }],
            get: { responses: { '200': { $ref: '#/components/responses/WithCookie' } } },
            delete: { responses: { '204': { $ref: '#/components/responses/WithCookie' } } },
          },
        },
        components: {
          parameters: { Session: { name: 'sid', in: 'cookie', schema: { type: 'string' } } },
          responses: { WithCookie: { description: 'ok', headers: { 'set-cookie': { schema: { type: 'string' } } } } },
        },
      },
      errors: [
        { path: ['components', 'parameters', 'Session'], message: cookieParameter('sid') },
        { path: ['components', 'responses', 'WithCookie', 'headers', 'set-cookie'], message: setCookie('set-cookie') },
      ],
    },
    {
      name: '2.0 Set-Cookie, and a Cookie header parameter (YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /login:
    post:
      parameters:
        - {name: Cookie, in: header, type: string}
      responses:
        '200':
          description: ok
          headers:
            Set-Cookie: {type: string}
`,
      errors: [
        { path: ['paths', '/login', 'post', 'parameters', '0'], message: `header parameter "Cookie" sends cookies; ${stateless}: send their values in headers, query parameters or the body` },
        { path: ['paths', '/login', 'post', 'responses', '200', 'headers', 'Set-Cookie'], message: setCookie('Set-Cookie') },
      ],
    },
    {
      name: 'a parameter in an external file (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /cart:
    get:
      parameters:
        - $ref: 'parameters.yaml#/Session'
      responses:
        '200': {description: ok}
`,
      files: { 'parameters.yaml': 'Session:\n  name: session\n  in: cookie\n  schema: {type: string}\n' },
      errors: [{ path: ['Session'], file: 'parameters.yaml', message: cookieParameter('session') }],
    },
  ],
});
