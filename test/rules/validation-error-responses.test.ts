import { testRule } from '../helpers/rule-tester.js';
import { pathItemAt, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const described = { description: 'x' };
const tail = 'but declares neither 400 nor 422; add 400 or 422 for a request that is malformed or fails validation';

testRule('validation-error-responses', {
  valid: [
    {
      name: 'a QUERY whose body may be refused declares 400 (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': described, '400': described } } } } },
    },
    {
      name: 'the id of the caller\'s application assigned by the API is a credential: `app_id` "The application ID assigned to you by Bandsintown" (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/artists/{name}': { get: { parameters: [{ name: 'app_id', in: 'query', required: true, description: 'The application ID assigned to you by Bandsintown', schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `client_id` "your client\'s id"',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/artists': { get: { parameters: [{ $ref: '#/parameters/client' }], responses: { '200': described } } } }, parameters: { client: { name: 'client_id', in: 'query', required: true, description: 'The id of your client', type: 'string' } } },
    },
    {
      name: 'the same in 3.1: `applicationId` "issued to you"',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/artists': { get: { parameters: [{ name: 'applicationId', in: 'query', required: true, description: 'The id issued to you at sign-up', schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'a query parameter named as an access key is a credential: `accessKey` beside `secretKey` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/account': { get: { parameters: [{ name: 'accessKey', in: 'query', required: true, schema: { type: 'string' } }, { name: 'secretKey', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': described, '401': described } } } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `licenseKey`',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/account': { get: { parameters: [{ $ref: '#/parameters/key' }], responses: { '200': described } } } }, parameters: { key: { name: 'licenseKey', in: 'query', required: true, type: 'string' } } },
    },
    {
      name: 'the same in 3.1: `clientKey` as a header',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/account': { get: { parameters: [{ name: 'clientKey', in: 'header', required: true, schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'a header described as a JWT for auth is a credential: `sec-websocket-protocol` "The JWT token to use for auth" (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/v1/realtime': { get: { parameters: [{ name: 'sec-websocket-protocol', in: 'header', required: true, description: 'The JWT token to use for auth', schema: { type: 'string' } }], responses: { '101': { description: 'switching protocols' } } } } } },
    },
    {
      name: 'content negotiation headers are answered by choosing, not with 400: a required `Accept-Encoding`, `Accept-Language` (3.0, 2.0 through a $ref)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/orders': { get: { parameters: [{ name: 'Accept-Encoding', in: 'header', required: true, schema: { type: 'string' } }, { name: 'accept-language', in: 'header', required: true, schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'a required Accept-Encoding header through a $ref (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/orders': { get: { parameters: [{ $ref: '#/parameters/Encoding' }], responses: { '200': described } } } }, parameters: { Encoding: { name: 'Accept-Encoding', in: 'header', required: true, type: 'string' } } },
    },
    {
      name: 'required credentials in the query are 401\'s job too: login and authtoken (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/categories.json': { get: { parameters: [{ name: 'login', in: 'query', required: true, type: 'string' }, { name: 'authtoken', in: 'query', required: true, type: 'string' }], responses: { '200': described } } } } },
    },
    {
      name: 'required credential headers are 401\'s job: named or described as a token, or a security scheme\'s header (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        components: { securitySchemes: { tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant' } } },
        paths: {
          '/rooms': { get: { parameters: [{ name: 'X-Sds-Service-Token', in: 'header', required: true, schema: { type: 'string' } }], responses: { '200': described } } },
          '/nodes': { get: { parameters: [{ name: 'X-Caller', in: 'header', required: true, description: 'Authentication token of the caller', schema: { type: 'string' } }], responses: { '200': described } } },
          '/users': { get: { parameters: [{ name: 'x-tenant', in: 'header', required: true, schema: { type: 'string' } }], responses: { '200': described } } },
        },
      },
    },
    {
      name: 'a required API key header (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/rooms': { get: { parameters: [{ name: 'X-Api-Key', in: 'header', required: true, type: 'string' }], responses: { '200': described } } } } },
    },
    {
      name: 'a body with 400, and a body with 422 (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '201': {description: created}
        '400': {description: bad request}
  /users/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    patch:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '200': {description: ok}
        '422': {description: invalid}
`,
    },
    {
      name: 'a 4XX range counts (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/search': { get: { parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': described, '4XX': described } } } },
      },
    },
    {
      name: 'path parameters, optional query parameters and ignored headers need no validation response (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}:
    get:
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
        - {name: include, in: query, schema: {type: string}}
        - {name: Authorization, in: header, required: true, schema: {type: string}}
        - {name: Accept, in: header, required: true, schema: {type: string}}
      responses:
        '200': {description: ok}
        '404': {description: missing}
    delete:
      responses:
        '204': {description: gone}
`,
    },
    {
      name: 'a 2.0 body parameter with 400 behind a shared response (JSON)',
      document: {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: { '/users': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '201': described, '400': { $ref: '#/responses/BadRequest' } } } } },
        responses: { BadRequest: described },
      },
    },
  ],
  invalid: [
    {
      name: 'a QUERY takes a body that may be malformed, and declares neither 400 nor 422 (3.2)',
      fixed: 'safe',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': described } } } } },
      errors: [{ path: ['paths', '/users', 'query', 'responses'], message: `QUERY /users takes a request body ${tail}` }],
    },
    {
      name: 'an application id that chooses which application to read is input: `app_id` "The app to report on" (3.0)',
      fixed: 'safe',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/stats': { get: { parameters: [{ name: 'app_id', in: 'query', required: true, description: 'The app to report on', schema: { type: 'string' } }], responses: { '200': described } } } } },
      errors: [{ path: ['paths', '/stats', 'get', 'responses'], message: `GET /stats takes required query parameter "app_id" ${tail}` }],
    },
    {
      name: 'a key that chooses data is input: a required `sortKey` (3.0)',
      fixed: 'safe',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/rooms': { get: { parameters: [{ name: 'sortKey', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': described } } } } },
      errors: [{ path: ['paths', '/rooms', 'get', 'responses'], message: `GET /rooms takes required query parameter "sortKey" ${tail}` }],
    },
    {
      name: 'a required header that carries no credential is still input (3.1)',
      fixed: 'safe',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/rooms': { get: { parameters: [{ name: 'X-Tenant-Region', in: 'header', required: true, description: 'Region of the data', schema: { type: 'string' } }], responses: { '200': described } } } } },
      errors: [{ path: ['paths', '/rooms', 'get', 'responses'], message: `GET /rooms takes required header "X-Tenant-Region" ${tail}` }],
    },
    {
      name: 'a request body without 400 or 422 (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '201': {description: created}
        '404': {description: not found}
        default: {description: any error}
`,
      errors: [{ path: ['paths', '/users', 'post', 'responses'], message: `POST /users takes a request body ${tail}` }],
    },
    {
      name: 'required query and header parameters, one behind a $ref (3.1, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/reports': {
            get: {
              parameters: [{ $ref: '#/components/parameters/From' }, { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } }],
              responses: { '200': described, '401': described },
            },
          },
        },
        components: { parameters: { From: { name: 'from', in: 'query', required: true, schema: { type: 'string' } } } },
      },
      errors: [{ path: ['paths', '/reports', 'get', 'responses'], message: `GET /reports takes required query parameter "from" and required header "X-Tenant" ${tail}` }],
    },
    {
      name: 'a path-level required query parameter applies to every operation (3.0, JSON)',
      fixed: 'safe',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/exports': {
            parameters: [{ name: 'format', in: 'query', required: true, schema: { type: 'string' } }, { name: 'since', in: 'query', required: true, schema: { type: 'string' } }],
            get: { responses: { '200': described } },
            head: { responses: { '200': described, '400': described } },
          },
        },
      },
      errors: [{ path: ['paths', '/exports', 'get', 'responses'], message: `GET /exports takes required query parameters "format" and "since" ${tail}` }],
    },
    {
      name: '2.0 body and form parameters (YAML)',
      fixed: 'safe',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    post:
      parameters: [{name: body, in: body, schema: {type: object}}]
      responses:
        '201': {description: created}
  /avatars:
    post:
      consumes: [multipart/form-data]
      parameters: [{name: file, in: formData, type: file}]
      responses:
        '201': {description: created}
`,
      errors: [
        { path: ['paths', '/users', 'post', 'responses'], message: `POST /users takes a request body ${tail}` },
        { path: ['paths', '/avatars', 'post', 'responses'], message: `POST /avatars takes a request body ${tail}` },
      ],
    },
    {
      name: 'an operation in an external path item file (3.0)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /orders:
    $ref: 'paths/orders.yaml'
`,
      files: { 'paths/orders.yaml': "put:\n  requestBody:\n    content:\n      application/json:\n        schema: {type: object}\n  responses:\n    '200': {description: ok}\n" },
      errors: [{ path: ['put', 'responses'], file: 'paths/orders.yaml', message: `PUT /orders takes a request body ${tail}` }],
    },
  ],
});

/**
 * IDT Beyond's `GET /iatu/balance` of `version`, behind a `$ref`: it takes `headers` (each a
 * required string header) and nothing else, answering 200 only.
 */
function headerPairDocument(version: string, headers: readonly string[]): Record<string, unknown> {
  const parameters = headers.map((name) => (version === '2.0' ? { name, in: 'header', required: true, type: 'string' } : { name, in: 'header', required: true, schema: { type: 'string' } }));
  return withPathItemBehindRef(version, '/iatu/balance', 'balance', { get: { parameters, responses: { '200': described } } });
}
testRule('validation-error-responses', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an application id sent beside its key, named the same but for the last word, is half of one credential: \`x-idt-beyond-app-id\` beside \`x-idt-beyond-app-key\` (${version})`,
      document: headerPairDocument(version, ['x-idt-beyond-app-id', 'x-idt-beyond-app-key']),
    },
    {
      name: `in camelCase too: \`appId\` beside \`appKey\` (${version})`,
      document: headerPairDocument(version, ['appId', 'appKey']),
    },
    {
      name: `a header naming the caller beside its key is the other half of the credential: Discourse's \`Api-Username\` beside \`Api-Key\` (${version})`,
      document: headerPairDocument(version, ['Api-Username', 'Api-Key']),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `alone, the application id chooses an application: input to validate (${version})`,
      document: headerPairDocument(version, ['x-idt-beyond-app-id']),
      errors: [{ path: [...pathItemAt(version, 'balance'), 'get', 'responses'], message: `GET /iatu/balance takes required header "x-idt-beyond-app-id" ${tail}` }],
    },
    {
      name: `the caller named beside a key of another name is input: \`Api-Username\` beside \`X-Partner-Key\` (${version})`,
      document: headerPairDocument(version, ['Api-Username', 'X-Partner-Key']),
      errors: [{ path: [...pathItemAt(version, 'balance'), 'get', 'responses'], message: `GET /iatu/balance takes required header "Api-Username" ${tail}` }],
    },
    {
      name: `and a header of the key's name ending in no caller's word is input: \`Api-Locale\` beside \`Api-Key\` (${version})`,
      document: headerPairDocument(version, ['Api-Locale', 'Api-Key']),
      errors: [{ path: [...pathItemAt(version, 'balance'), 'get', 'responses'], message: `GET /iatu/balance takes required header "Api-Locale" ${tail}` }],
    },
    {
      name: `beside a key of another name it is input too: \`x-app-id\` beside \`x-partner-key\` (${version})`,
      document: headerPairDocument(version, ['x-app-id', 'x-partner-key']),
      errors: [{ path: [...pathItemAt(version, 'balance'), 'get', 'responses'], message: `GET /iatu/balance takes required header "x-app-id" ${tail}` }],
    },
  ]),
});

/**
 * Apideck's `GET /connector/apis/{id}` of `version`, behind a `$ref`, taking the required header
 * `header` and answering 200 and 401, protected by an API key in `Authorization` whose scheme is
 * described as `description`.
 */
function schemeDescribedDocument(version: string, header: string, description: string): Record<string, unknown> {
  const parameter = version === '2.0' ? { name: header, in: 'header', required: true, type: 'string' } : { name: header, in: 'header', required: true, schema: { type: 'string' } };
  const document = withPathItemBehindRef(version, '/connector/apis/{id}', 'api', { get: { parameters: [parameter], security: [{ apiKey: [] }], responses: { '200': described, '401': described } } });
  const scheme = { type: 'apiKey', in: 'header', name: 'Authorization', description };
  return version === '2.0'
    ? { ...document, securityDefinitions: { apiKey: scheme } }
    : { ...document, components: { ...(document['components'] as object), securitySchemes: { apiKey: scheme } } };
}
const authenticateWith = 'Authenticate your API requests with headers:\n- Bearer authorization header: `Authorization: Bearer <key>`\n- Application id header: `x-apideck-app-id: <your-app-id>`';
testRule('validation-error-responses', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a header the security scheme's description names beside its credential is half of it: \`x-apideck-app-id\` (${version})`,
    document: schemeDescribedDocument(version, 'x-apideck-app-id', authenticateWith),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a header the description does not name is input: \`x-apideck-consumer-id\` (${version})`,
      document: schemeDescribedDocument(version, 'x-apideck-consumer-id', authenticateWith),
      errors: [{ path: [...pathItemAt(version, 'api'), 'get', 'responses'], message: `GET /connector/apis/{id} takes required header "x-apideck-consumer-id" ${tail}` }],
    },
    {
      name: `a name of one word the description holds as a word is still input: \`region\` in "keys of every region" (${version})`,
      document: schemeDescribedDocument(version, 'region', 'Authenticate with the API keys of every region.'),
      errors: [{ path: [...pathItemAt(version, 'api'), 'get', 'responses'], message: `GET /connector/apis/{id} takes required header "region" ${tail}` }],
    },
  ]),
});

/** VTEX's `POST /gatewayCallback/{orderGroup}`, behind a `$ref`, whose one required input is `header` (no 400 declared). */
const callbackWithHeader = (version: string, header: string) => {
  const parameter = version === '2.0' ? { name: header, in: 'header', required: true, type: 'string' } : { name: header, in: 'header', required: true, schema: { type: 'string' } };
  return withPathItemBehindRef(version, '/gatewayCallback', 'callback', { post: { parameters: [parameter], responses: { '204': described } } });
};
testRule('validation-error-responses', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a required \`Cookie\` header carries the session the server set: no input to validate (${version}, through a $ref)`,
    document: callbackWithHeader(version, 'Cookie'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `another required header is input to validate: \`X-Order-Group\` (${version}, through a $ref)`,
    document: callbackWithHeader(version, 'X-Order-Group'),
    errors: [{ path: [...pathItemAt(version, 'callback'), 'post', 'responses'], message: `POST /gatewayCallback takes required header "X-Order-Group" ${tail}` }],
  })),
});

/**
 * PrusaLink's `POST /api/v1/files/{storage}/{path}` (behind a `$ref`), "Start print", whose request
 * body declares no media type (3.x `content: {}`, 2.0 `consumes: []`), "Body is ignored": nothing
 * is sent that could fail validation. A body declaring a media type is input.
 */
const printDocument = (version: string, mediaTypes: readonly string[]) => {
  const post = version === '2.0'
    ? { consumes: mediaTypes, parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '204': described } }
    : { requestBody: { required: false, description: 'Body is ignored', content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'object' } }])) }, responses: { '204': described } };
  return withPathItemBehindRef(version, '/api/v1/files/{storage}/{path}', 'file', { post });
};
testRule('validation-error-responses', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a request body declaring no media type sends nothing to validate (${version}, through a $ref)`, document: printDocument(version, []) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a request body declaring \`application/json\` is input (${version}, through a $ref)`,
    document: printDocument(version, ['application/json']),
    errors: [{ path: [...pathItemAt(version, 'file'), 'post', 'responses'], message: `POST /api/v1/files/{storage}/{path} takes a request body ${tail}` }],
  })),
});
