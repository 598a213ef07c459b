import { testRule } from '../helpers/rule-tester.js';

const message = (status: string) => `error status ${status} is not in the conventions' table; use 400, 401, 403, 404, 422, 429 or 500`;
const described = { description: 'x' };
const rangeMessage = (range: string, codes: string) => `error responses are declared only as the range ${range}, which does not say which codes occur; declare the codes of the conventions' table that apply: ${codes}`;
const clientCodes = '400, 401, 403, 404, 422 or 429';

testRule('error-status-codes', {
  valid: [
    {
      name: 'a QUERY and an additionalOperations LINK with the table\'s codes (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': described, '400': described } }, additionalOperations: { LINK: { responses: { '204': described, '404': described } } } } } },
    },
    {
      name: 'codes of the table, ranges and default (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      responses:
        '200': {description: ok}
        '400': {description: bad}
        '401': {description: unauthenticated}
        '403': {description: forbidden}
        '404': {description: missing}
        '422': {description: invalid}
        '429': {description: slow down}
        '500': {description: failure}
        4XX: {description: other client error}
        5XX: {description: other server error}
        default: {description: anything else}
`,
    },
    {
      name: 'success and redirect codes outside the table are not errors (2.0, JSON)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users': { post: { responses: { '201': described, '202': described, '204': described, '301': described, '304': described } } } } },
    },
    {
      name: 'a shared component under a table code (3.1)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '404': {$ref: '#/components/responses/Problem'}
components:
  responses:
    Problem: {description: problem}
    Unused409: {description: not used by any operation}
`,
    },
    {
      name: 'a range beside exact codes of its class is a catch-all (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/users': { get: { responses: { '200': described, '404': described, '4XX': described, '500': described, '5XX': described } } } },
      },
    },
    {
      name: 'default beside exact codes; 2.0 has no ranges (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '401': {description: unauthenticated}
        default: {description: anything else}
`,
    },
  ],
  invalid: [
    {
      name: 'a QUERY answering 409 and an additionalOperations LINK answering 418 (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': described, '409': described } }, additionalOperations: { LINK: { responses: { '204': described, '418': described } } } } } },
      errors: [
        { path: ['paths', '/users', 'query', 'responses', '409'], message: message('409') },
        { path: ['paths', '/users', 'additionalOperations', 'LINK', 'responses', '418'], message: message('418') },
      ],
    },
    {
      name: 'errors declared only as 4XX and 5XX ranges (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /documents:
    post:
      responses:
        '201': {description: created}
        4XX: {description: client error}
        5XX: {description: server error}
`,
      errors: [
        { path: ['paths', '/documents', 'post', 'responses', '4XX'], message: rangeMessage('4XX', clientCodes) },
        { path: ['paths', '/documents', 'post', 'responses', '5XX'], message: rangeMessage('5XX', '500') },
      ],
    },
    {
      name: 'a shared range response behind a $ref is reported once, at the component (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { get: { responses: { '200': described, '4XX': { $ref: '#/components/responses/ClientError' } } } },
          '/orders': { get: { responses: { '200': described, '4XX': { $ref: '#/components/responses/ClientError' } } } },
          '/teams': { get: { responses: { '200': described, '403': described, '4XX': { $ref: '#/components/responses/ClientError' } } } },
        },
        components: { responses: { ClientError: { description: 'client error' } } },
      },
      errors: [{ path: ['components', 'responses', 'ClientError'], message: rangeMessage('4XX', clientCodes) }],
    },
    {
      name: 'codes outside the table (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    put:
      responses:
        '200': {description: ok}
        '409': {description: conflict}
        '503': {description: unavailable}
`,
      errors: [
        { path: ['paths', '/users/{id}', 'put', 'responses', '409'], message: message('409') },
        { path: ['paths', '/users/{id}', 'put', 'responses', '503'], message: message('503') },
      ],
    },
    {
      name: 'unquoted YAML status keys (2.0)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    post:
      responses:
        201: {description: created}
        405: {description: wrong method}
        415: {description: unsupported media type}
`,
      errors: [
        { path: ['paths', '/users', 'post', 'responses', '405'], message: message('405') },
        { path: ['paths', '/users', 'post', 'responses', '415'], message: message('415') },
      ],
    },
    {
      name: 'a response behind an internal $ref is reported once, at the component (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/users': { post: { responses: { '201': described, '409': { $ref: '#/components/responses/Conflict' } } } },
          '/orders': { post: { responses: { '201': described, '409': { $ref: '#/components/responses/Conflict' } } } },
        },
        components: { responses: { Conflict: { description: 'conflict' } } },
      },
      errors: [{ path: ['components', 'responses', 'Conflict'], message: message('409') }],
    },
    {
      name: 'a 2.0 shared response (JSON)',
      document: {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: { '/users': { get: { responses: { '200': described, '406': { $ref: '#/responses/NotAcceptable' } } } } },
        responses: { NotAcceptable: { description: 'not acceptable' } },
      },
      errors: [{ path: ['responses', 'NotAcceptable'], message: message('406') }],
    },
    {
      name: 'a response in an external file (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
        '502': {$ref: 'responses.yaml#/BadGateway'}
`,
      files: { 'responses.yaml': 'BadGateway:\n  description: upstream failed\n' },
      errors: [{ path: ['BadGateway'], file: 'responses.yaml', message: message('502') }],
    },
  ],
});
