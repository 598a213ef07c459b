import { testRule } from '../helpers/rule-tester.js';

const described = { description: 'x' };
const message = '429 response declares no Retry-After header; add Retry-After to tell the client when to retry';

testRule('rate-limit-retry-after', {
  valid: [
    {
      name: 'a QUERY whose 429 declares Retry-After (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': described, '429': { description: 'slow down', headers: { 'Retry-After': { schema: { type: 'integer' } } } } } } } } },
    },
    {
      name: 'Retry-After declared, inline and through a shared header (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '429':
          description: slow down
          headers:
            Retry-After: {schema: {type: integer}}
    post:
      responses:
        '201': {description: created}
        '429':
          description: slow down
          headers:
            Retry-After: {$ref: '#/components/headers/RetryAfter'}
components:
  headers:
    RetryAfter: {schema: {type: integer}}
`,
    },
    {
      name: 'the header name in another case (2.0, JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': described, '429': { description: 'slow', headers: { 'retry-after': { type: 'integer' } } } } } } } },
    },
    {
      name: 'other statuses and ranges need no Retry-After (3.1, JSON)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': described, '4XX': described, '503': described } } } } },
    },
  ],
  invalid: [
    {
      name: 'an additionalOperations method whose 429 declares no Retry-After (3.2)',
      fixed: 'safe',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { additionalOperations: { PURGE: { responses: { '204': described, '429': { description: 'slow down' } } } } } } },
      errors: [{ path: ['paths', '/users', 'additionalOperations', 'PURGE', 'responses', '429'], message }],
    },
    {
      name: 'a 429 with other rate-limit headers only (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '429':
          description: slow down
          headers:
            X-RateLimit-Reset: {schema: {type: integer}}
`,
      errors: [{ path: ['paths', '/users', 'get', 'responses', '429'], message }],
    },
    {
      name: 'a shared 429 response used twice is reported once, at the component (3.1, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { get: { responses: { '200': described, '429': { $ref: '#/components/responses/TooManyRequests' } } } },
          '/orders': { get: { responses: { '200': described, '429': { $ref: '#/components/responses/TooManyRequests' } } } },
        },
        components: { responses: { TooManyRequests: { description: 'slow down' } } },
      },
      errors: [{ path: ['components', 'responses', 'TooManyRequests'], message }],
    },
    {
      name: '2.0 responses, inline and shared (YAML)',
      fixed: 'safe',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        429: {description: slow down}
    post:
      responses:
        '201': {description: created}
        '429': {$ref: '#/responses/RateLimited'}
responses:
  RateLimited: {description: slow down}
`,
      errors: [
        { path: ['paths', '/users', 'get', 'responses', '429'], message },
        { path: ['responses', 'RateLimited'], message },
      ],
    },
    {
      name: 'a response in an external file (3.0, JSON)',
      fixed: 'safe',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': described, '429': { $ref: 'responses.json#/TooMany' } } } } } },
      files: { 'responses.json': JSON.stringify({ TooMany: { description: 'slow down', headers: { 'X-Retry-In': { schema: { type: 'integer' } } } } }) },
      errors: [{ path: ['TooMany'], file: 'responses.json', message }],
    },
  ],
});
