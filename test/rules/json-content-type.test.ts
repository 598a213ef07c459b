import { testRule } from '../helpers/rule-tester.js';

const info = { title: 't', version: '1' };
const jsonBody = (mediaType: string) => ({ content: { [mediaType]: { schema: { type: 'object' } } } });

testRule('json-content-type', {
  valid: [
    {
      name: 'streams an itemSchema describes: JSON Lines, JSON text sequences, server-sent events, multipart/mixed (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/events': { get: { responses: { '200': { description: 'events', content: {
        'application/jsonl': { itemSchema: { type: 'object' } },
        'application/json-seq': { itemSchema: { type: 'object' } },
        'text/event-stream': { itemSchema: { type: 'object' } },
        'multipart/mixed': { itemSchema: { type: 'object' } },
      } } } } }, '/imports': { post: { requestBody: { content: { 'application/jsonl': { itemSchema: { type: 'object' } } } }, responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'content declared on a status HTTP sends without content is never sent: a 304 and a 204 (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/steps/{id}/log': { get: { responses: { '200': jsonBody('application/json'), '304': { description: 'not modified', content: { 'application/octet-stream': { schema: { type: 'string' } } } } } } }, '/votes': { put: { responses: { '204': { description: 'voted', content: { 'text/plain': { schema: { type: 'string' } } } } } } } } },
    },
    {
      name: 'a 2.0 produces on an operation answering 204 only (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/votes': { $ref: '#/x-paths/votes' } }, 'x-paths': { votes: { delete: { produces: ['text/plain'], responses: { '204': { description: 'gone', schema: { type: 'string' } } } } } } },
    },
    {
      name: 'a 205 with content in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/forms/{id}/reset': { post: { responses: { '205': { description: 'reset', content: { 'text/html': { schema: { type: 'string' } } } } } } } } },
    },
    {
      name: 'a request body declared as any media type accepts JSON (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/filters/{id}/columns': { put: { requestBody: { content: { '*/*': { schema: { type: 'object' } }, 'multipart/form-data': { schema: { type: 'object' } } } }, responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'JSON in, JSON out, with parameters and +json types (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      requestBody:
        content:
          application/json; charset=utf-8: {schema: {type: object}}
          application/x-www-form-urlencoded: {schema: {type: object}}
      responses:
        '201': {description: ok, content: {application/json: {schema: {type: object}}}}
        '204': {description: no content}
        '400': {description: bad, content: {application/problem+json: {schema: {type: object}}}}
`,
    },
    {
      name: 'a server-sent event stream (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/events': { get: { responses: { '200': { description: 'stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } } } } } },
    },
    {
      name: 'no consumes or produces: the 2.0 default is JSON',
      document: { swagger: '2.0', info, paths: { '/users': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '201': { description: 'ok', schema: { type: 'object' } } } } } } },
    },
    {
      name: 'produces without JSON but no response carries a body (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
produces: [text/plain]
paths:
  /users/{id}:
    delete:
      parameters: [{name: id, in: path, required: true, type: string}]
      responses: {'204': {description: gone}}
`,
    },
    {
      name: 'a configured media type passes (3.0)',
      options: { allowedMediaTypes: ['text/csv'] },
      document: { openapi: '3.0.3', info, paths: { '/reports': { get: { responses: { '200': { description: 'csv', ...jsonBody('text/csv') } } } } } },
    },
  ],
  invalid: [
    {
      name: 'JSON Lines with no itemSchema to say it is a stream, and text/plain from an additionalOperations method (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/events': { get: { responses: { '200': { description: 'events', content: { 'application/jsonl': { schema: { type: 'string' } } } } } }, additionalOperations: { PURGE: { responses: { '200': { description: 'purged', content: { 'text/plain': { schema: { type: 'string' } } } } } } } } } },
      errors: [
        { path: ['paths', '/events', 'get', 'responses', '200', 'content'], message: 'response offers application/jsonl but not application/json; offer application/json (text/event-stream and configured allowedMediaTypes aside)' },
        { path: ['paths', '/events', 'additionalOperations', 'PURGE', 'responses', '200', 'content'], message: 'response offers text/plain but not application/json; offer application/json (text/event-stream and configured allowedMediaTypes aside)' },
      ],
    },
    {
      name: 'plain text in, XML out (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /notes:
    post:
      requestBody:
        content:
          text/plain: {schema: {type: string}}
      responses:
        '201':
          description: ok
          content:
            application/xml: {schema: {type: object}}
`,
      errors: [
        { path: ['paths', '/notes', 'post', 'requestBody', 'content'], message: 'request body offers text/plain but not application/json; offer application/json (text/event-stream and configured allowedMediaTypes aside)' },
        { path: ['paths', '/notes', 'post', 'responses', '201', 'content'], message: 'response offers application/xml but not application/json; offer application/json (text/event-stream and configured allowedMediaTypes aside)' },
      ],
    },
    {
      name: 'a wildcard is not JSON (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/files/{id}': { get: { responses: { '200': { description: 'any', ...jsonBody('*/*') } } } } } },
      errors: [{ path: ['paths', '/files/{id}', 'get', 'responses', '200', 'content'], message: /response offers \*\/\* but not application\/json/ }],
    },
    {
      name: 'a shared response behind an internal $ref is reported once (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/reports': { get: { responses: { '200': { $ref: '#/components/responses/Csv' } } } },
          '/exports': { get: { responses: { '200': { $ref: '#/components/responses/Csv' } } } },
        },
        components: { responses: { Csv: { description: 'csv', ...jsonBody('text/csv') } } },
      },
      errors: [{ path: ['components', 'responses', 'Csv', 'content'], message: /response offers text\/csv but not application\/json/ }],
    },
    {
      name: 'a request body in an external file (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /uploads:
    post:
      requestBody:
        $ref: 'bodies.yaml#/Upload'
      responses: {'204': {description: ok}}
`,
      files: { 'bodies.yaml': 'Upload:\n  content:\n    multipart/form-data:\n      schema: {type: object}\n' },
      errors: [{ path: ['Upload', 'content'], file: 'bodies.yaml', message: /request body offers multipart\/form-data but not application\/json/ }],
    },
    {
      name: 'document-level produces without JSON is reported once (2.0, JSON)',
      document: {
        swagger: '2.0',
        info,
        produces: ['application/xml'],
        paths: {
          '/users': { get: { responses: { '200': { description: 'ok', schema: { type: 'object' } } } } },
          '/orders': { get: { responses: { '200': { description: 'ok', schema: { type: 'object' } }, '404': { description: 'no', schema: { type: 'object' } } } } },
        },
      },
      errors: [{ path: ['produces'], message: 'produces lists application/xml but not application/json; offer application/json (text/event-stream and configured allowedMediaTypes aside)' }],
    },
    {
      name: 'operation consumes and produces override a JSON document default (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
consumes: [application/json]
produces: [application/json]
paths:
  /avatars:
    post:
      consumes: [multipart/form-data]
      produces: [image/png]
      parameters: [{name: file, in: formData, type: file}]
      responses: {'201': {description: ok, schema: {type: file}}}
`,
      errors: [
        { path: ['paths', '/avatars', 'post', 'consumes'], message: /^consumes lists multipart\/form-data but not application\/json/ },
        { path: ['paths', '/avatars', 'post', 'produces'], message: /^produces lists image\/png but not application\/json/ },
      ],
    },
    {
      name: 'form parameters with no consumes make a form body (2.0, JSON)',
      document: { swagger: '2.0', info, paths: { '/sessions': { post: { parameters: [{ name: 'user_name', in: 'formData', type: 'string' }], responses: { '204': { description: 'ok' } } } } } },
      errors: [{ path: ['paths', '/sessions', 'post', 'parameters', 0], message: 'form parameter "user_name" makes the request body application/x-www-form-urlencoded (no consumes is declared); take a JSON body: an in: body parameter with consumes [application/json]' }],
    },
  ],
});
