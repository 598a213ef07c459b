import { testRule } from '../helpers/rule-tester.js';
import { jsonAnswer, jsonRequest, monthInQueryDocument, parameterOf, pathItemAt, referencedAnswer, schemaAt, schemaDocument, sobjectsDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';

const info = { title: 't', version: '1' };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const user = { type: 'object', properties: { user_id: { type: 'string' }, display_name: { type: 'string' } } };
/** A route's directions in the format the path names, found by the points the query gives; `format` is the path parameter's 2.0 or 3.x declaration. */
const directionsPath = (format: object) => ({ get: { parameters: [{ name: 'outputFormat', in: 'path', required: true, ...format }, { name: 'points', in: 'query', required: true, ...format }], responses: { '200': { description: 'turn-by-turn directions, geometry, distance and time of the route' } } } });
/** One job as an API that runs them answers it: its own fields, how the request went (`status`, `code`), and lists of its own. */
const job = { type: 'object', properties: { jobid: { type: 'string' }, status: { type: 'string' }, code: { type: 'integer' }, prompt: { type: 'string' }, attachments: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' } } } }, buttons: { type: 'array', items: { type: 'string' } } } };
/** Paths under `/avatars`, a prefix several share (items by code, one image), with `GET /avatars/initials` answering `initials`. */
const avatarPaths = (initials: object, version = '3.x') => ({
  '/avatars/browsers/{code}': { get: { parameters: [{ name: 'code', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }], responses: { '200': { description: 'Image' } } } },
  '/avatars/image': { get: { responses: { '200': { description: 'Image' } } } },
  '/avatars/qr': { get: { responses: { '200': { description: 'Image' } } } },
  '/avatars/initials': { get: { responses: initials } },
});

testRule('list-envelope', {
  valid: [
    {
      name: 'one item found by its one required query key, a field of the record answered: STAPI\'s `GET /comics?uid=` answering `{comics: {uid, …}}` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/comics': { get: { parameters: [{ name: 'uid', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'one comic', ...json({ $ref: '#/components/schemas/ComicsFullResponse' }) } } } } }, components: { schemas: { ComicsFullResponse: { type: 'object', properties: { comics: { $ref: '#/components/schemas/ComicsFull' } } }, ComicsFull: { type: 'object', properties: { uid: { type: 'string' }, title: { type: 'string' }, writers: { type: 'array', items: { type: 'string' } } } } } } },
    },
    {
      name: 'one job found by its required query key, its status and lists beside its own fields: `GET /jobs/?jobid=` answering `{jobid, status, code, attachments: [...], buttons: [...]}` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/jobs/': { get: { parameters: [{ name: 'jobid', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the job', ...json({ $ref: '#/components/schemas/Job' }) } } } } }, components: { schemas: { Job: job } } },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/jobs': { get: { parameters: [{ name: 'jobid', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'the job', schema: job } } } } } },
    },
    {
      name: 'and in 3.1, a game\'s live state by its `id`: `{id, status, clock, drives: [...], teams: [...]}`',
      document: { openapi: '3.1.0', info, paths: { '/live/plays': { get: { parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'integer' } }], responses: { '200': { description: 'the game', ...json({ type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' }, clock: { type: 'string' }, drives: { type: 'array', items: { type: 'object' } }, teams: { type: 'array', items: { type: 'object' } } } }) } } } } } },
    },
    {
      name: 'the same answered as the record itself, keyed by email (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/customers': { get: { parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the customer', ...json({ properties: { id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' } } }) } } } } } },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/markets': { get: { parameters: [{ name: 'zipCode', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'the market', schema: { type: 'object', properties: { id: { type: 'string' }, zipCode: { type: 'string' }, rentalData: { type: 'object' } } } } } } } } },
    },
    {
      name: 'a list streamed item by item (itemSchema) needs no envelope: server-sent events, JSON Lines (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: {
        '/users': { get: { responses: { '200': { description: 'users', content: { 'application/jsonl': { itemSchema: user } } } } } },
        '/orders': { get: { responses: { '200': { description: 'orders', content: { 'text/event-stream': { itemSchema: { type: 'object', properties: { data: { type: 'string' } } } } } } } } },
      } },
    },
    {
      name: 'a QUERY on a collection answered with the envelope (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': { description: 'users', ...json({ type: 'object', properties: { data: { type: 'array', items: user }, next_cursor: { type: ['string', 'null'] }, total: { type: 'integer' } } }) } } } } } },
    },
    {
      name: 'a GET told apart from the collection\'s own by a fragment is a variant, not the list: `GET /assetservers#name` beside `GET /assetservers` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/assetservers': { get: { responses: { '200': json({ type: 'object', properties: { data: { type: 'array', items: user }, next_cursor: { type: ['string'], nullable: true }, total: { type: 'integer' } } }) } } }, '/assetservers#name': { get: { parameters: [{ name: 'name', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': json(user) } } } } },
    },
    {
      name: 'one policy\'s requirements with no body described: `GET /password-requirements` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/password-requirements': { get: { responses: { '200': { description: 'the requirements' } } } } } },
    },
    {
      name: 'a plural form naming one thing as often, no body described and no id after it: `GET /capabilities` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/capabilities': { get: { responses: { '200': { description: '' } } } } } },
    },
    {
      name: 'one thing\'s capabilities with no body described, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/devices/{id}/capabilities': { $ref: '#/x-paths/capabilities' } }, 'x-paths': { capabilities: { get: { responses: { '200': { description: 'the capabilities' } } } } } },
    },
    {
      name: 'one thing\'s options with no body described (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/accounts/{id}/options': { get: { responses: { '200': { description: 'the options' } } } } } },
    },
    {
      name: 'a name nested without an id whose GET describes no body says too little to be a list: `GET /avatars/initials` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/avatars/initials': { get: { responses: { '200': { description: 'Image' } } } } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/avatars/flags': { $ref: '#/x-paths/image' } }, 'x-paths': { image: { get: { responses: { '200': { description: 'Image' } } } } } },
    },
    {
      name: 'and in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/avatars/favicons': { get: { responses: { '200': { description: 'an icon' } } } } } },
    },
    {
      name: 'a name\'s initials, one monogram, under a prefix several paths share, no body described: `GET /avatars/initials` (3.0)',
      document: { openapi: '3.0.3', info, paths: avatarPaths({ '200': { description: 'Image' } }) },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { ...avatarPaths({ '200': { description: 'Image' } }, '2.0'), '/avatars/initials': { $ref: '#/x-paths/initials' } }, 'x-paths': { initials: { get: { responses: { '200': { description: 'Image' } } } } } },
    },
    {
      name: 'and in 3.1, an image described',
      document: { openapi: '3.1.0', info, paths: avatarPaths({ '200': { description: 'Image', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } } } }) },
    },
    {
      name: 'one route\'s directions between the points asked, no body described: `GET /directions.{outputFormat}?points=` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/directions.{outputFormat}': directionsPath({ schema: { type: 'string' } }) } },
    },
    {
      name: 'the same behind a $ref, under a longer name (2.0): `GET /optimalDirections.{outputFormat}`',
      document: { swagger: '2.0', info, paths: { '/optimalDirections.{outputFormat}': { $ref: '#/x-paths/directions' } }, 'x-paths': { directions: directionsPath({ type: 'string' }) } },
    },
    {
      name: 'and in 3.1: `GET /directions?points=`',
      document: { openapi: '3.1.0', info, paths: { '/directions': { get: { parameters: [{ name: 'points', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the route' } } } } } },
    },
    {
      name: 'a plural name only read, answering the document\'s own wrapper with one object in `data` (`GET /v2/bitcoin/fees`), is one thing (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v2/bitcoin/fees': { get: { responses: { '200': { description: 'one estimate', ...json({ type: 'object', properties: { data: { type: 'object', properties: { fastest: { type: 'number' }, hour: { type: 'number' } } } } }) } } } } } },
    },
    {
      name: 'the same behind $refs (2.0) and in 3.1',
      document: { swagger: '2.0', info, paths: { '/fees': { get: { responses: { '200': { description: 'one estimate', schema: { $ref: '#/definitions/FeeAnswer' } } } } } }, definitions: { FeeAnswer: { type: 'object', properties: { data: { $ref: '#/definitions/Fee' } } }, Fee: { type: 'object', properties: { fastest: { type: 'number' } } } } },
    },
    {
      name: 'one object in `data` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/limits': { get: { responses: { '200': { description: 'one', ...json({ type: 'object', properties: { data: { type: 'object', properties: { daily: { type: ['integer', 'null'] } } } } }) } } } } } },
    },
    {
      name: 'counts, an action verb, and a plural name read and written as one object are not lists (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/components/{id}/relatedIssueCounts': { get: { responses: { '200': { description: 'counts', ...json({ type: 'object', properties: { issue_count: { type: 'integer' } } }) } } } },
          '/me/albums/contains': { get: { responses: { '200': { description: 'one flag per id', ...json({ type: 'array', items: { type: 'boolean' } }) } } } },
          '/orgs/{org}/interaction-limits': {
            get: { responses: { '200': { description: 'the limit', ...json({ type: 'object', properties: { limit: { type: 'string' }, expires_at: { type: 'string' } } }) } } },
            put: { requestBody: json({ type: 'object' }), responses: { '200': { description: 'the limit' } } },
          },
        },
      },
    },
    {
      name: 'the envelope behind an internal $ref, nullable cursor (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get:
      responses:
        '200':
          description: a page
          content:
            application/json:
              schema: {$ref: '#/components/schemas/UserList'}
  /v1/users/{id}:
    get:
      responses:
        '200':
          description: one
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
components:
  schemas:
    User:
      type: object
      properties: {user_id: {type: string}, created_at: {type: string}}
    UserList:
      type: object
      properties:
        data: {type: array, items: {$ref: '#/components/schemas/User'}}
        next_cursor: {type: string, nullable: true}
        total: {type: integer}
`,
    },
    {
      name: 'camelCase fields take nextCursor, a sub-collection (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info,
        paths: {
          '/users/{userId}/orders': {
            get: {
              responses: {
                '200': {
                  description: 'page',
                  ...json({ type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { orderId: { type: 'string' }, createdAt: { type: 'string' } } } }, nextCursor: { type: ['string', 'null'] }, total: { type: 'integer' } } }),
                },
              },
            },
          },
        },
      },
    },
    {
      name: 'an envelope composed with allOf, no produces (2.0)',
      document: {
        swagger: '2.0',
        info,
        paths: { '/orders': { get: { responses: { '200': { description: 'page', schema: { allOf: [{ $ref: '#/definitions/Page' }, { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } } }] } } } } } },
        definitions: { Page: { type: 'object', properties: { next_cursor: { type: 'string', 'x-nullable': true }, total: { type: 'integer', format: 'int64' } } } },
      },
    },
    {
      name: 'items, singletons and actions are not lists (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/users/{id}': { get: { responses: { '200': { description: 'one', ...json(user) } } } },
          '/me': { get: { responses: { '200': { description: 'me', ...json(user) } } } },
          '/health': { get: { responses: { '200': { description: 'up', ...json({ type: 'object', properties: { status: { type: 'string' } } }) } } } },
          '/users/{id}/settings': { get: { responses: { '200': { description: 'settings', ...json({ type: 'array', items: { type: 'string' } }) } } } },
        },
      },
    },
    {
      name: 'each oneOf alternative is an envelope (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /events:
    get:
      responses:
        '200':
          description: page
          content:
            application/json:
              schema:
                oneOf:
                  - {type: object, properties: {data: {type: array, items: {type: string}}, next_cursor: {type: string}, total: {type: integer}}}
                  - {type: object, properties: {data: {type: array, items: {type: integer}}, next_cursor: {type: string}, total: {type: integer}}}
`,
    },
    {
      name: 'a singular or uncountable name answering one object is not judged as a list (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: {
          '/calendar': { get: { responses: { '200': { description: 'one', ...json(user) } } } },
          '/users/{id}/metadata': { get: { responses: { '200': { description: 'one', ...json(user) } } } },
          '/users/{id}/avatar': { get: { responses: { '200': { description: 'image', content: { 'image/png': {} } } } } },
          '/users/active': { get: { responses: { '200': { description: 'view', ...json(user) } } } },
        },
      },
    },
    {
      name: 'a measure under a report no id follows, answering one object of counts: `GET /stats/outbound/bounces` (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/stats/outbound': { get: { responses: { '200': { description: 'the overview', ...json({ type: 'object', properties: { Sent: { type: 'integer' } } }) } } } },
        '/stats/outbound/clicks': { get: { responses: { '200': { description: 'click counts', ...json({ type: 'object', properties: { Clicks: { type: 'integer' } } }) } } } },
        '/stats/outbound/bounces': { get: { responses: { '200': { description: 'bounce counts', ...json({ type: 'object', properties: { HardBounce: { type: 'integer' }, SoftBounce: { type: 'integer' }, Days: { type: 'array', items: { type: 'object', properties: { Date: { type: 'string' } } } } } }) } } } } } },
    },
    {
      name: 'the same behind a $ref (2.0): `GET /analytics/clicks`',
      document: { swagger: '2.0', info, paths: { '/analytics/clicks': { get: { responses: { '200': { description: 'counts', schema: { $ref: '#/definitions/ClickCounts' } } } } } }, definitions: { ClickCounts: { type: 'object', properties: { total_clicks: { type: 'integer' }, unique_clicks: { type: 'integer' } } } } },
    },
    {
      name: 'and in 3.1: `GET /v1/usage-metrics/requests`',
      document: { openapi: '3.1.0', info, paths: { '/v1/usage-metrics/requests': { get: { responses: { '200': { description: 'counts', ...json({ type: 'object', properties: { count: { type: 'integer' } } }) } } } } } },
    },
  ],
  invalid: [
    {
      name: 'directions answered as a bare array are judged (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/directions': { get: { responses: { '200': { description: 'the steps', ...json({ type: 'array', items: user }) } } } } } },
      errors: [{ path: ['paths', '/directions', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/directions is a bare array/ }],
    },
    {
      name: 'a page keyed by a required query value, its items named as a page names them: `GET /jobs?jobid=` answering `{jobid, status, items: [...]}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/jobs': { get: { parameters: [{ name: 'jobid', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the runs', ...json({ type: 'object', properties: { jobid: { type: 'string' }, status: { type: 'string' }, items: { type: 'array', items: user } } }) } } } } } },
      errors: [{ path: ['paths', '/jobs', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/jobs has no "data"/ }],
    },
    {
      name: 'the same beside a page\'s own field: `{jobid, next_cursor, runs: [...]}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/jobs': { get: { parameters: [{ name: 'jobid', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the runs', ...json({ type: 'object', properties: { jobid: { type: 'string' }, next_cursor: { type: ['string', 'null'] }, runs: { type: 'array', items: user } } }) } } } } } },
      errors: [{ path: ['paths', '/jobs', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/jobs has no "data"/ }],
    },
    ...(['2.0', '3.0', '3.1'] as const).map((version) => ({
      name: `a plural no word list reads as one thing, under the same shared prefix, no body described, is judged as a list: \`GET /avatars/flags\` (${version})`,
      document: schemaDocument(version, { ...avatarPaths({ '200': { description: 'Image' } }, version), '/avatars/flags': { get: { responses: { '200': { description: 'Image' } } } } }, {}),
      errors: [{ path: ['paths', '/avatars/flags', 'get', 'responses', '200'], message: /^list response 200 of GET \/avatars\/flags has no JSON body/ }],
    })),
    {
      name: 'a required query key echoed by a page, or beside another required value, or a list it echoes, is no item read (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/frames': { get: { parameters: [{ name: 'streamId', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'frames', ...json({ type: 'object', properties: { streamId: { type: 'string' }, frames: { type: 'array', items: user } } }) } } } },
        '/reports': { get: { parameters: [{ name: 'startDate', in: 'query', required: true, schema: { type: 'string' } }, { name: 'endDate', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'a report', ...json({ type: 'object', properties: { startDate: { type: 'string' }, endDate: { type: 'string' }, total: { type: 'integer' } } }) } } } },
        '/permissions': { get: { parameters: [{ name: 'permissions', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } } }], responses: { '200': { description: 'held', ...json({ type: 'object', properties: { kind: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } } }) } } } },
      } },
      errors: [
        { path: ['paths', '/frames', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/frames has no "data"/ },
        { path: ['paths', '/reports', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/reports has no "data"/ },
        { path: ['paths', '/permissions', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/permissions has no "data"/ },
      ],
    },
    {
      name: 'a QUERY on a collection answered with a bare array: QUERY reads as GET does (3.2)',
      fixed: 'breaking',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { responses: { '200': { description: 'users', ...json({ type: 'array', items: user }) } } } } } },
      errors: [{ path: ['paths', '/users', 'query', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response of QUERY /users is a bare array; wrap the items in an object {data, next_cursor, total}' }],
    },
    {
      name: 'under a report, a bare array or a page is still a list, and under an identified report the names are collections (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/stats/bounces': { get: { responses: { '200': { description: 'bounces', ...json({ type: 'array', items: user }) } } } },
        '/reports/{id}/rows': { get: { responses: { '200': { description: 'rows', ...json({ type: 'object', properties: { count: { type: 'integer' }, rows: { type: 'array', items: user } } }) } } } },
        '/reporting/clients': { get: { responses: { '200': { description: 'a page of clients', ...json({ type: 'object', properties: { Results: { type: 'array', items: user }, TotalCount: { type: 'integer' } } }) } } } },
        '/reports/exportJobs': { get: { responses: { '200': { description: 'an OData page', ...json({ type: 'object', properties: { value: { type: 'array', items: user }, '@odata.nextLink': { type: 'string' } } }) } } } },
      } },
      errors: [
        { path: ['paths', '/reporting/clients', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/reporting\/clients has no "data"/ },
        { path: ['paths', '/reports/exportJobs', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/reports\/exportJobs has no "data"/ },
        { path: ['paths', '/stats/bounces', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response of GET /stats/bounces is a bare array; wrap the items in an object {data, next_cursor, total}' },
        { path: ['paths', '/reports/{id}/rows', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/reports\/\{id\}\/rows has no "data"/ },
      ],
    },
    {
      name: 'a collection or a sub-collection whose GET describes no body is asked for the envelope (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/avatars': { get: { responses: { '200': { description: 'avatars' } } } }, '/users/{id}/avatars': { get: { responses: { '200': { description: 'avatars' } } } } } },
      errors: [
        { path: ['paths', '/avatars', 'get', 'responses', '200'], message: 'list response 200 of GET /avatars has no JSON body; answer with {data, next_cursor, total} as application/json' },
        { path: ['paths', '/users/{id}/avatars', 'get', 'responses', '200'], message: 'list response 200 of GET /users/{id}/avatars has no JSON body; answer with {data, next_cursor, total} as application/json' },
      ],
    },
    {
      name: 'a plural name whose `data` object holds a list, or that POST creates in, is still a list (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/fees': { get: { responses: { '200': { description: 'fees', ...json({ type: 'object', properties: { data: { type: 'object', properties: { items: { type: 'array' } } } } }) } } } },
        '/rates': { get: { responses: { '200': { description: 'rates', ...json({ type: 'object', properties: { data: { type: 'object', properties: { usd: { type: 'number' } } } } }) } } }, post: { responses: { '201': { description: 'made' } } } },
      } },
      errors: [
        { path: ['paths', '/fees', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/fees has no "next_cursor" or "nextCursor"/ },
        { path: ['paths', '/fees', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'data'], message: 'list response property "data" of GET /fees is object; it must be an array of the page\'s items' },
        { path: ['paths', '/rates', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /^list response of GET \/rates has no "next_cursor" or "nextCursor"/ },
        { path: ['paths', '/rates', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'data'], message: 'list response property "data" of GET /rates is object; it must be an array of the page\'s items' },
      ],
    },
    {
      name: 'lists whose envelope is not ours: a Google-style List answer under a parent parameter (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/v1/{parent}/jobs': { get: { operationId: 'ListJobs', responses: { '200': { description: 'page', ...json({ $ref: '#/components/schemas/ListJobsResponse' }) } } } } },
        components: { schemas: { ListJobsResponse: { type: 'object', properties: { jobs: { type: 'array', items: { type: 'object' } }, nextPageToken: { type: 'string' }, unreachable: { type: 'array', items: { type: 'string' } } } } } },
      },
      errors: [{ path: ['components', 'schemas', 'ListJobsResponse'], message: 'list response of GET /v1/{parent}/jobs has no "data" (the items of the page, an array), "nextCursor" (the cursor of the next page, a string, null on the last page) and "total" (the total count of items, an integer)' }],
    },
    {
      name: 'a list under a format suffix, and a name in the default singleton words whose items the document addresses (2.0)',
      document: {
        swagger: '2.0', info,
        paths: {
          '/occupants.{outputFormat}': { get: { responses: { '200': { description: 'all', schema: { type: 'array', items: { type: 'object' } } } } } },
          '/occupants/{id}.{outputFormat}': { get: { responses: { '200': { description: 'one', schema: { type: 'object' } } } } },
          '/zones/{id}/metadata': { get: { responses: { '200': { description: 'all', schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } } } } } },
          '/zones/{id}/metadata/{kind}': { get: { responses: { '200': { description: 'one', schema: { type: 'object' } } } } },
        },
      },
      errors: [
        { path: ['paths', '/occupants.{outputFormat}', 'get', 'responses', '200', 'schema'], message: /list response of GET \/occupants\.\{outputFormat\} is a bare array/ },
        { path: ['paths', '/zones/{id}/metadata', 'get', 'responses', '200', 'schema'], message: /list response of GET \/zones\/\{id\}\/metadata has no "data"/ },
      ],
    },
    {
      name: 'a plural name only read, as one object, may be a list described badly: still judged (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/networks/{id}/clients': { get: { responses: { '200': { description: 'a client?', ...json({ type: 'object', properties: { id: { type: 'string' }, mac: { type: 'string' } } }) } } } } } },
      errors: [
        { path: ['paths', '/networks/{id}/clients', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response of GET /networks/{id}/clients has no "data" (the items of the page, an array), "next_cursor" or "nextCursor" (the cursor of the next page, a string, null on the last page) and "total" (the total count of items, an integer)' },
      ],
    },
    {
      name: 'a bare array (3.0, YAML)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '200':
          description: all
          content:
            application/json:
              schema: {type: array, items: {type: object}}
`,
      errors: [{ path: ['paths', '/users', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response of GET /users is a bare array; wrap the items in an object {data, next_cursor, total}' }],
    },
    {
      name: 'a shared page schema missing fields is reported once where it is defined (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: {
          '/users': { get: { responses: { '200': { description: 'page', ...json({ $ref: '#/components/schemas/Page' }) } } } },
          '/orders': { get: { responses: { '200': { description: 'page', ...json({ $ref: '#/components/schemas/Page' }) } } } },
        },
        components: { schemas: { Page: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } } } },
      },
      // One finding for the schema, naming the first operation that lists with it, and everything it lacks.
      errors: [{ path: ['components', 'schemas', 'Page'], message: 'list response of GET /users has no "data" (the items of the page, an array), "next_cursor" or "nextCursor" (the cursor of the next page, a string, null on the last page) and "total" (the total count of items, an integer)' }],
    },
    {
      name: 'mistyped fields are reported at each property (2.0, JSON)',
      document: {
        swagger: '2.0',
        info,
        paths: { '/users': { get: { responses: { '200': { description: 'page', schema: { $ref: '#/definitions/UserPage' } } } } } },
        definitions: { UserPage: { type: 'object', properties: { data: { type: 'object' }, next_cursor: { type: 'integer' }, total: { type: 'number' } } } },
      },
      errors: [
        { path: ['definitions', 'UserPage', 'properties', 'data'], message: 'list response property "data" of GET /users is object; it must be an array of the page\'s items' },
        { path: ['definitions', 'UserPage', 'properties', 'next_cursor'], message: 'list response property "next_cursor" of GET /users is integer: the next-page cursor must be a string (nullable for the last page)' },
        { path: ['definitions', 'UserPage', 'properties', 'total'], message: 'list response property "total" of GET /users is number; it must be an integer' },
      ],
    },
    {
      name: 'a cursor spelt against the API\'s casing (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: { '/users': { get: { responses: { '200': { description: 'page', ...json({ type: 'object', properties: { data: { type: 'array', items: user }, nextCursor: { type: 'string' }, total: { type: 'integer' } } }) } } } } },
      },
      errors: [{ path: ['paths', '/users', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'nextCursor'], message: 'list response property "nextCursor" of GET /users does not follow the API\'s snake_case fields: name it "next_cursor"' }],
    },
    {
      name: 'no 2xx response, and a 200 without a body (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      responses:
        '404': {description: none}
  /orders:
    get:
      responses:
        '200': {description: no body}
`,
      errors: [
        { path: ['paths', '/users', 'get', 'responses'], message: 'GET /users lists a collection but declares no 2xx response; answer 200 with {data, next_cursor, total}' },
        { path: ['paths', '/orders', 'get', 'responses', '200'], message: 'list response 200 of GET /orders has no JSON body; answer with {data, next_cursor, total} as application/json' },
      ],
    },
    {
      name: 'a JSON body without a schema (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users': { get: { responses: { '200': { description: 'page', content: { 'application/json': {} } } } } } } },
      errors: [{ path: ['paths', '/users', 'get', 'responses', '200', 'content', 'application/json'], message: /list response 200 of GET \/users \(application\/json\) has no schema/ }],
    },
    {
      name: 'a schema that allows any value, as a framework writes for a handler with no declared type: Glances\' `GET /api/4/args` beside `/api/4/args/{item}` answering `{}` (3.0)',
      document: { openapi: '3.0.2', info, paths: { '/api/4/args': { get: { responses: { '200': { description: 'Successful Response', ...json({}) } } } }, '/api/4/args/{item}': { get: { parameters: [{ name: 'item', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'one', ...json({}) } } } } } },
      errors: [{ path: ['paths', '/api/4/args', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response 200 of GET /api/4/args (application/json) has a schema that allows any value; describe the envelope {data, next_cursor, total}' }],
    },
    {
      name: 'the same with only a title, behind a $ref (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users': { get: { responses: { '200': { description: 'users', ...json({ $ref: '#/components/schemas/Any' }) } } } } }, components: { schemas: { Any: { title: 'Response List Users' } } } },
      errors: [{ path: ['components', 'schemas', 'Any'], message: /has a schema that allows any value/ }],
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, produces: ['application/json'], paths: { '/users': { get: { responses: { '200': { description: 'users', schema: { description: 'whatever the handler returns' } } } } } } },
      errors: [{ path: ['paths', '/users', 'get', 'responses', '200', 'schema'], message: /has a schema that allows any value/ }],
    },
    {
      name: 'a bare array in an external file (3.0, YAML)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users/{id}/orders:
    get:
      responses:
        '200':
          description: all
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/Orders'}
`,
      files: { 'schemas.yaml': 'Orders:\n  type: array\n  items: {type: object}\n' },
      errors: [{ path: ['Orders'], file: 'schemas.yaml', message: /list response of GET \/users\/\{id\}\/orders is a bare array/ }],
    },
    {
      name: 'a singular name answering an array is still a list (2.0, YAML)',
      fixed: 'breaking',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /search:
    get:
      responses:
        '200': {description: hits, schema: {type: array, items: {type: object}}}
`,
      errors: [{ path: ['paths', '/search', 'get', 'responses', '200', 'schema'], message: /list response of GET \/search is a bare array/ }],
    },
    {
      name: 'a collection nested too deep is still a list (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: { '/orders/{id}/items/{itemId}/notes': { get: { responses: { '200': { description: 'page', ...json({ type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' } } }) } } } } },
      },
      errors: [{ path: ['paths', '/orders/{id}/items/{itemId}/notes', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: 'list response of GET /orders/{id}/items/{itemId}/notes has no "total" (the total count of items, an integer)' }],
    },
  ],
});

testRule('list-envelope', {
  valid: [
    {
      name: 'a string answered where a list was looked for is no page: `GET /guestfs` answering `type: string` (2.0)',
      document: { swagger: '2.0', info, paths: { '/guestfs': { get: { produces: ['application/json'], responses: { '200': { description: 'OK', schema: { type: 'string' } } } } }, '/users': { get: { responses: { '200': { description: 'users', schema: { type: 'object', properties: { data: { type: 'array', items: user }, next_cursor: { type: 'string' }, total: { type: 'integer' } } } } } } } } },
    },
    {
      name: 'a count answered as an integer: `GET /divisions/searchTotalResults` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/divisions/searchTotalResults': { get: { responses: { '200': { description: 'how many', ...json({ $ref: '#/components/schemas/Count' }) } } } } }, components: { schemas: { Count: { type: 'integer', format: 'int32' } } } },
    },
    {
      name: 'a nullable string or a boolean (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/coupons': { get: { responses: { '200': { description: 'the code', ...json({ type: ['string', 'null'] }) } } } }, '/features': { get: { responses: { '200': { description: 'on or off', ...json({ type: 'boolean' }) } } } } } },
    },
  ],
  invalid: [
    {
      name: 'an object answered at the same path is still judged as a page (2.0)',
      document: { swagger: '2.0', info, paths: { '/guestfs': { get: { responses: { '200': { description: 'OK', schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } } } } } } } },
      errors: [{ path: ['paths', '/guestfs', 'get', 'responses', '200', 'schema'], message: /list response of GET \/guestfs has no "data"/ }],
    },
    {
      name: 'an untyped schema is no scalar (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/coupons': { get: { responses: { '200': { description: 'coupons', ...json({ description: 'the coupons' }) } } } } } },
      errors: [{ path: ['paths', '/coupons', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response 200 of GET \/coupons \(application\/json\) has a schema that allows any value/ }],
    },
  ],
});

const values = { type: 'object', properties: { calcMethod: { type: 'string' }, crossTrackError: { type: 'number' }, distance: { type: 'number' } } };
const capabilities = { type: 'object', properties: { capabilities: { type: 'object', properties: { queries: { type: 'object' } } }, config_schemas: { type: 'object', properties: { config_schema: { type: 'object' }, other_schemas: { type: 'object', additionalProperties: { type: 'object' } } } } } };

testRule('list-envelope', {
  valid: [
    {
      name: 'a path only read, answering one record of its own that lists nothing and names no id, is a summary: `GET /course/calcValues` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/course/calcValues': { get: { responses: { '200': { description: 'the values', ...json({ $ref: '#/components/schemas/CourseCalculations' }) } } } } }, components: { schemas: { CourseCalculations: values } } },
    },
    {
      name: 'the same in 2.0: `GET /system/limits`',
      document: { swagger: '2.0', info, paths: { '/system/limits': { get: { responses: { '200': { description: 'the limits', schema: { type: 'object', properties: { maxArtifacts: { type: 'integer' }, maxLabels: { type: 'integer' } } } } } } } } },
    },
    {
      name: 'the same in 3.1: `GET /gui-routes` answering `{xo5, xo6}`',
      document: { openapi: '3.1.0', info, paths: { '/gui-routes': { get: { responses: { '200': { description: 'the routes', ...json({ type: 'object', properties: { xo5: { type: 'string' }, xo6: { type: 'string' } } }) } } } } } },
    },
    {
      name: 'a field\'s own map of schemas by name is part of the record: `GET /capabilities` answering `{capabilities, config_schemas: {config_schema, other_schemas: {…}}}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/capabilities': { get: { responses: { '200': { description: 'what the agent can do', ...json(capabilities) } } } } } },
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/capabilities': { get: { responses: { '200': { description: 'what the agent can do', schema: { $ref: '#/definitions/CapabilitiesResponse' } } } } } }, definitions: { CapabilitiesResponse: capabilities } },
    },
  ],
  invalid: [
    {
      name: 'a record named as one item of the name is a list described as one item: `GET /badges` answering `Badge` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/badges': { get: { responses: { '200': { description: 'badges', ...json({ $ref: '#/components/schemas/Badge' }) } } } } }, components: { schemas: { Badge: values } } },
      errors: [{ path: ['components', 'schemas', 'Badge'], message: /list response of GET \/badges has no "data"/ }],
    },
    {
      name: 'a read that takes a query parameter may filter or page a list (2.0)',
      document: { swagger: '2.0', info, paths: { '/readings': { get: { parameters: [{ name: 'limit', in: 'query', type: 'integer' }], responses: { '200': { description: 'readings', schema: values } } } } } },
      errors: [{ path: ['paths', '/readings', 'get', 'responses', '200', 'schema'], message: /list response of GET \/readings has no "data"/ }],
    },
    {
      name: 'a record naming an id is an item, a list described as one (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/archives': { get: { responses: { '200': { description: 'archives', ...json({ type: 'object', properties: { id: { type: 'string' }, created: { type: 'string' } } }) } } } } } },
      errors: [{ path: ['paths', '/archives', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/archives has no "data"/ }],
    },
    {
      name: 'a field\'s own array is a page inside a wrapper: `GET /capabilities` answering `{result: {items: [...]}, status}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/capabilities': { get: { responses: { '200': { description: 'capabilities', ...json({ type: 'object', properties: { result: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } }, status: { type: 'string' } } }) } } } } } },
      errors: [{ path: ['paths', '/capabilities', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/capabilities has no "data"/ }],
    },
    {
      name: 'a path a POST runs on too makes its items there (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/calcValues': { get: { responses: { '200': { description: 'values', ...json(values) } } }, post: { responses: { '201': { description: 'made', ...json(values) } } } } } },
      errors: [{ path: ['paths', '/calcValues', 'get', 'responses', '200', 'content', 'application/json', 'schema'], message: /list response of GET \/calcValues has no "data"/ }],
    },
  ],
});

/** What an enrichment service answers of one person: the company they work for, no list. */
const enrichment = { type: 'object', properties: { company: { type: 'object', properties: { name: { type: 'string' }, industry: { type: 'string' }, employee_count: { type: 'number' } } } }, required: ['company'] };
const emailQuery = { name: 'email', in: 'query', required: true, schema: { type: 'string' } };
const personsAt = (parameters: unknown[], schema: unknown) => ({ openapi: '3.0.3', info, paths: { '/persons': { get: { parameters, responses: { '200': { description: 'the enrichment', ...json(schema) } } } } } });
const personsPath = ['paths', '/persons', 'get', 'responses', '200', 'content', 'application/json', 'schema'];

testRule('list-envelope', {
  valid: [
    {
      name: 'a read asked a required query, answering one object that lists nothing, answers that query: Supaglue\'s `GET /persons?email=` answering `{company: {…}}` (3.0, through a $ref)',
      document: { ...personsAt([emailQuery], { $ref: '#/components/schemas/PersonEnrichment' }), components: { schemas: { PersonEnrichment: enrichment } } },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/persons': { get: { parameters: [{ name: 'email', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'the enrichment', schema: enrichment } } } } } },
    },
    {
      name: 'the same in 3.1, the query parameter behind a $ref',
      document: { openapi: '3.1.0', info, paths: { '/persons': { get: { parameters: [{ $ref: '#/components/parameters/email' }], responses: { '200': { description: 'the enrichment', ...json(enrichment) } } } } }, components: { parameters: { email: emailQuery } } },
    },
  ],
  invalid: [
    {
      name: 'a query that pages beside the required one asks for a page (3.0)',
      document: personsAt([emailQuery, { name: 'cursor', in: 'query', schema: { type: 'string' } }], enrichment),
      errors: [{ path: personsPath, message: /list response of GET \/persons has no "data"/ }],
    },
    {
      name: 'an answer holding a list under a wrapper is a page described badly (3.0)',
      document: personsAt([emailQuery], { type: 'object', properties: { result: { type: 'object', properties: { people: { type: 'array', items: { type: 'object' } } } } } }),
      errors: [{ path: personsPath, message: /list response of GET \/persons has no "data"/ }],
    },
    {
      name: 'with no required query parameter, one object of one field under a plural name is a list described as one (3.1)',
      document: { ...personsAt([{ ...emailQuery, required: false }], enrichment), openapi: '3.1.0' },
      errors: [{ path: personsPath, message: /list response of GET \/persons has no "data"/ }],
    },
  ],
});

/** One email address checked: how deliverable it is, and the addresses it may have meant. */
const emailChecked = { type: 'object', properties: { result: { type: 'string' }, deliverable: { type: 'boolean' }, disposable: { type: 'boolean' }, free: { type: 'boolean' }, suggestions: { type: 'array', items: { type: 'string' } } } };
/** The same with nothing known of it. */
const emailUnknown = { type: 'object', properties: { result: { type: 'string', enum: ['unknown'] }, deliverable: { type: 'boolean', nullable: true }, disposable: { type: 'boolean', nullable: true }, free: { type: 'boolean', nullable: true }, suggestions: { type: 'array', items: { type: 'string' } } } };
/** The answer: the result beside the code and message saying how the request went. */
const answered = (result: unknown, others: Record<string, unknown> = {}) => ({ type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, result, ...others } });
const queryParameter = { name: 'query', in: 'query', required: true, schema: { type: 'string' } };
const checkAt = (path: string, schema: unknown, openapi = '3.0.3') => ({ openapi, info, paths: { [path]: { get: { parameters: [queryParameter], responses: { '200': { description: 'the check', ...json(schema) } } } } } });
const emailsPath = ['paths', '/emails', 'get', 'responses', '200', 'content', 'application/json', 'schema'];

testRule('list-envelope', {
  valid: [
    {
      name: 'a required query answered by one result beside `code` and `message`, the result a record whose list stands beside fields of its own: `GET /emails?query=` answering `{code, message, result: {deliverable, …, suggestions: [...]}}` (3.0, through $refs and oneOf)',
      document: {
        ...checkAt('/emails', { $ref: '#/components/schemas/EmailResponse' }),
        components: { schemas: { EmailResponse: answered({ oneOf: [{ $ref: '#/components/schemas/Email' }, { $ref: '#/components/schemas/UnknownEmail' }] }), Email: emailChecked, UnknownEmail: emailUnknown } },
      },
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/emails': { get: { parameters: [{ name: 'query', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'the check', schema: answered({ $ref: '#/definitions/Email' }) } } } } }, definitions: { Email: emailChecked } },
    },
    {
      name: 'the same in 3.1, a phone number checked, no list in it: `GET /phone_numbers?query=` answering `{code, message, result: {valid, national_format, country}}`',
      document: checkAt('/phone_numbers', answered({ type: 'object', properties: { valid: { type: 'boolean' }, national_format: { type: 'string' }, country: { type: 'string' } } }), '3.1.0'),
    },
  ],
  invalid: [
    {
      name: 'a result holding only a list is a page inside a wrapper: `{code, message, result: {hits: [...]}}` (3.0)',
      document: checkAt('/emails', answered({ type: 'object', properties: { hits: { type: 'array', items: emailChecked } } })),
      errors: [{ path: emailsPath, message: /list response of GET \/emails has no "data"/ }],
    },
    {
      name: 'a field saying where a page is makes the answer a page: `{code, message, result: {…}, next_page}` (3.1)',
      document: checkAt('/emails', answered(emailChecked, { next_page: { type: 'string' } }), '3.1.0'),
      errors: [{ path: emailsPath, message: /list response of GET \/emails has no "data"/ }],
    },
    {
      name: 'a record with lists under a plural name is a list described badly: `{code, results: {…}}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/emails': { get: { parameters: [{ name: 'query', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'the check', schema: { type: 'object', properties: { code: { type: 'integer' }, results: emailChecked } } } } } } } },
      errors: [{ path: ['paths', '/emails', 'get', 'responses', '200', 'schema'], message: /list response of GET \/emails has no "data"/ }],
    },
  ],
});

/** One user's permissions on an evaluation: booleans and the id of the evaluation's owner, no id of its own. */
const evaluationPermissions = { type: 'object', properties: { canView: { type: 'boolean' }, canEdit: { type: 'boolean' }, canSubmit: { type: 'boolean' }, ownerPrincipalId: { type: 'integer' } } };
const evalIdParameter = { name: 'evalId', in: 'path', required: true, schema: { type: 'string' } };
const permissionsAt = (schema: unknown) => ({ openapi: '3.0.3', info, paths: { '/evaluation/{evalId}/permissions': { get: { parameters: [evalIdParameter], responses: { '200': { description: 'the permissions', ...json(schema) } } } } } });
const permissionsPath = ['paths', '/evaluation/{evalId}/permissions', 'get', 'responses', '200', 'content', 'application/json', 'schema'];

testRule('list-envelope', {
  valid: [
    {
      name: 'a record naming another resource\'s id, and none of its own, is one record: `GET /evaluation/{evalId}/permissions` answering `{canView, canEdit, canSubmit, ownerPrincipalId}` (3.0)',
      document: permissionsAt(evaluationPermissions),
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/evaluation/{evalId}/permissions': { get: { parameters: [{ name: 'evalId', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'the permissions', schema: { $ref: '#/definitions/UserEvaluationPermissions' } } } } } }, definitions: { UserEvaluationPermissions: evaluationPermissions } },
    },
    {
      name: 'the same in 3.1: `GET /endpointkeys` answering `{primaryEndpointKey, secondaryEndpointKey, installedVersion}`',
      document: { openapi: '3.1.0', info, paths: { '/endpointkeys': { get: { responses: { '200': { description: 'the keys', ...json({ type: 'object', properties: { primaryEndpointKey: { type: 'string' }, secondaryEndpointKey: { type: 'string' }, installedVersion: { type: 'string' } } }) } } } } } },
    },
  ],
  invalid: [
    {
      name: 'a record naming an id after the path\'s name is an item, a list described as one: `{permissionId, canView}` (3.0)',
      document: permissionsAt({ type: 'object', properties: { permissionId: { type: 'string' }, canView: { type: 'boolean' } } }),
      errors: [{ path: permissionsPath, message: /list response of GET \/evaluation\/\{evalId\}\/permissions has no "data"/ }],
    },
    {
      name: 'the same with a generic `uuid` (3.1)',
      document: { ...permissionsAt({ type: 'object', properties: { uuid: { type: 'string' }, canView: { type: 'boolean' }, ownerPrincipalId: { type: 'integer' } } }), openapi: '3.1.0' },
      errors: [{ path: permissionsPath, message: /list response of GET \/evaluation\/\{evalId\}\/permissions has no "data"/ }],
    },
  ],
});

const time = { type: 'string', format: 'date-time' };
const campaignResults = { type: 'object', properties: { campaign_id: { type: 'integer' }, start_time: time, end_time: time, confidence_threshold: { type: 'number' }, metrics: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } };
const windowQuery30 = [{ name: 'campaign_id', in: 'path', required: true, schema: { type: 'integer' } }, { name: 'start_time', in: 'query', schema: time }, { name: 'end_time', in: 'query', schema: time }, { name: 'device_segment', in: 'query', schema: { type: 'string' } }];
const windowQuery20 = [{ name: 'campaign_id', in: 'path', required: true, type: 'integer' }, { name: 'start_time', in: 'query', type: 'string', format: 'date-time' }, { name: 'end_time', in: 'query', type: 'string', format: 'date-time' }];
const results30 = (schema: unknown, parameters: unknown[] = windowQuery30) => ({ openapi: '3.0.3', info, paths: { '/campaigns/{campaign_id}/results': { get: { parameters, responses: { '200': { description: 'the results', ...json(schema) } } } } } });
const resultsPath = ['paths', '/campaigns/{campaign_id}/results', 'get', 'responses', '200', 'content', 'application/json', 'schema'];

testRule('list-envelope', {
  valid: [
    {
      name: 'a read under an id answering one record that repeats its request, the owner\'s id and the time window chosen, is that request\'s result: `GET /campaigns/{campaign_id}/results?start_time&end_time` (3.0, through a $ref)',
      document: { ...results30({ $ref: '#/components/schemas/CampaignResults' }), components: { schemas: { CampaignResults: campaignResults } } },
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/campaigns/{campaign_id}/results': { get: { parameters: windowQuery20, responses: { '200': { description: 'the results', schema: { $ref: '#/definitions/CampaignResults' } } } } } }, definitions: { CampaignResults: campaignResults } },
    },
    {
      name: 'the same in 3.1, with no query parameter: `GET /meets/{meet_id}/entries` answering `{meet_id, track_name, races: [...]}`',
      document: { openapi: '3.1.0', info, paths: { '/meets/{meet_id}/entries': { get: { parameters: [{ name: 'meet_id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the entries', ...json({ type: 'object', properties: { meet_id: { type: 'string' }, track_name: { type: 'string' }, races: { type: 'array', items: { type: 'object' } } } }) } } } } } },
    },
  ],
  invalid: [
    {
      name: 'a bare `id` is the record\'s own, not its owner\'s: a list described as one item (3.0)',
      document: results30({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, percent: { type: 'string' } } }, [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]),
      errors: [{ path: resultsPath, message: /list response of GET \/campaigns\/\{campaign_id\}\/results has no "data"/ }],
    },
    {
      name: 'a page cursor repeated from the query is a page, not a window (3.0)',
      document: results30({ type: 'object', properties: { campaign_id: { type: 'integer' }, next_token: { type: 'string' }, summaries: { type: 'array', items: { type: 'object' } } } }, [{ name: 'campaign_id', in: 'path', required: true, schema: { type: 'integer' } }, { name: 'next_token', in: 'query', schema: { type: 'string' } }]),
      errors: [{ path: resultsPath, message: /list response of GET \/campaigns\/\{campaign_id\}\/results has no "data"/ }],
    },
    {
      name: 'a list named as the path is its items (3.1)',
      document: { ...results30({ type: 'object', properties: { campaign_id: { type: 'integer' }, start_time: time, results: { type: 'array', items: { type: 'object' } } } }), openapi: '3.1.0' },
      errors: [{ path: resultsPath, message: /list response of GET \/campaigns\/\{campaign_id\}\/results has no "data"/ }],
    },
    {
      name: 'a read where items are identified under the name elsewhere lists them (2.0)',
      document: { swagger: '2.0', info, paths: { '/campaigns/{campaign_id}/results': { get: { parameters: windowQuery20, responses: { '200': { description: 'the results', schema: campaignResults } } } }, '/results/{result_id}': { get: { parameters: [{ name: 'result_id', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'one', schema: { type: 'object' } } } } } } },
      errors: [{ path: ['paths', '/campaigns/{campaign_id}/results', 'get', 'responses', '200', 'schema'], message: /list response of GET \/campaigns\/\{campaign_id\}\/results has no "data"/ }],
    },
  ],
});

/**
 * Rekor's `GET /api/v1/log/entries?logIndex=` answering a `LogEntry` (a map of one entry by its
 * UUID), as `GET /api/v1/log/entries/{entryUUID}` answers it; `key` is the required query parameter.
 */
const logEntryDocument = (version: string, key: string, entry: object = { type: 'object', additionalProperties: { type: 'object', properties: { logIndex: { type: 'integer' }, body: { type: 'string' } } } }) => {
  const info = { title: 't', version: '1' };
  const ref = version === '2.0' ? '#/definitions/LogEntry' : '#/components/schemas/LogEntry';
  const answer = version === '2.0' ? { description: 'the entry', schema: { $ref: ref } } : { description: 'the entry', content: { 'application/json': { schema: { $ref: ref } } } };
  const query = version === '2.0' ? { name: key, in: 'query', required: true, type: 'integer' } : { name: key, in: 'query', required: true, schema: { type: 'integer' } };
  const id = version === '2.0' ? { name: 'entryUUID', in: 'path', required: true, type: 'string' } : { name: 'entryUUID', in: 'path', required: true, schema: { type: 'string' } };
  const paths = {
    '/api/v1/log/entries': { get: { parameters: [query], responses: { '200': answer } } },
    '/api/v1/log/entries/{entryUUID}': { get: { parameters: [id], responses: { '200': answer } } },
  };
  return version === '2.0'
    ? { swagger: '2.0', info, produces: ['application/json'], paths, definitions: { LogEntry: entry } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas: { LogEntry: entry } } };
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a collection's GET found by a required query key, answering what its item's GET answers, reads that item (${version}, through a $ref)`,
    document: logEntryDocument(version, 'logIndex'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a required credential finds nothing: \`access_token\` (${version})`,
      document: logEntryDocument(version, 'access_token'),
      errors: [{ path: schemaAt(version, 'LogEntry'), message: /list response of GET \/api\/v1\/log\/entries has no "data"/ }],
    },
    {
      name: `an answer holding an array lists, whatever the item's GET answers (${version})`,
      document: logEntryDocument(version, 'logIndex', { type: 'object', properties: { entries: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' } } }),
      errors: [{ path: schemaAt(version, 'LogEntry'), message: /list response of GET \/api\/v1\/log\/entries has no "data"/ }],
    },
  ]),
});

/** `GET /sources` answering `$ref: …/SourceList`, which the document defines as `sourceList` or leaves out (`undefined`). */
const referencedListDocument = (version: string, sourceList: object | undefined) =>
  schemaDocument(version, { '/sources': { get: { responses: { '200': referencedAnswer(version, 'SourceList', 'the sources') } } } }, { Source: { type: 'object' }, ...(sourceList === undefined ? {} : { SourceList: sourceList }) });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a list answered by a $ref the document cannot resolve is not judged: its fields are unknown, and oas-valid reports the target (${version})`,
    document: referencedListDocument(version, undefined),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same $ref resolved to a list without the envelope is judged (${version})`,
    document: referencedListDocument(version, { type: 'object', properties: { list: { type: 'array', items: { type: 'object' } } } }),
    errors: [{ path: schemaAt(version, 'SourceList'), message: /has no "data"/ }],
  })),
});

/**
 * Pipedrive's `GET /goals/{id}/results` ("Get result of a goal") answering `{success, data: {progress,
 * goal: {id, title, report_ids: [...]}}}`: the record in `data` names one goal, singular, with its own
 * id, so its array is one of its fields, not a page; a plural name there (`goals`) is a list
 * described badly. The answer behind a $ref.
 */
const goalResult = (field: string) => ({ type: 'object', properties: { success: { type: 'boolean' }, data: { type: 'object', properties: { progress: { type: 'integer' }, [field]: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, report_ids: { type: 'array', items: { type: 'string' } } } } } } } });
const goalDocument = (version: string, field: string) => schemaDocument(version, { '/goals/{id}': { get: { responses: { '200': { description: 'a goal' } } } }, '/goals/{id}/results': { get: { responses: { '200': referencedAnswer(version, 'GoalResult', 'the result') } } } }, { GoalResult: goalResult(field) });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `one result holding one goal with its own id and array (${version})`, document: goalDocument(version, 'goal') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural name for the record there is a list described badly (${version})`,
    document: goalDocument(version, 'goals'),
    errors: [
      { path: [...schemaAt(version, 'GoalResult')], message: /list response of GET \/goals\/\{id\}\/results has no/ },
      { path: [...schemaAt(version, 'GoalResult'), 'properties', 'data'], message: 'list response property "data" of GET /goals/{id}/results is object; it must be an array of the page\'s items' },
    ],
  })),
});

/**
 * A singular name an id follows elsewhere names a collection (Brex's `GET /v1/expenses/card`
 * beside `/v1/expenses/card/{expense_id}`, answering `{next_cursor, items}`): an object holding a
 * page there is judged; one that holds none, and a singular name no id follows, are not. The
 * answers behind a $ref.
 */
const expensePage = { type: 'object', properties: { next_cursor: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } } };
const cardExpenses = (version: string, listKey: string, answer: object) => schemaDocument(version, {
  [listKey]: { get: { responses: { '200': referencedAnswer(version, 'Answer', 'the card expenses') } } },
  '/v1/expenses/card/{expense_id}': { get: { parameters: [{ name: 'expense_id', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }], responses: { '200': { description: 'one expense' } } } },
}, { Answer: answer });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a singular name an id follows answering one object that holds no page is not judged as a list (${version})`, document: cardExpenses(version, '/v1/expenses/card', { type: 'object', properties: { name: { type: 'string' }, owner: { type: 'string' } } }) },
    { name: `a singular name no id follows answering a page is not judged: it may name one thing (${version})`, document: cardExpenses(version, '/v1/expenses/summary', expensePage) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular name an id follows elsewhere answering a page is a list: \`GET /v1/expenses/card\` answering \`{next_cursor, items}\` (${version})`,
    document: cardExpenses(version, '/v1/expenses/card', expensePage),
    errors: [{ path: schemaAt(version, 'Answer'), message: 'list response of GET /v1/expenses/card has no "data" (the items of the page, an array) and "total" (the total count of items, an integer)' }],
  })),
});

/**
 * Signal K's `GET /radars/{radar_id}/capabilities` answering the schema the document names
 * `Capabilities`: one record whose lists (`supportedRanges`, `controls`) stand beside fields of its
 * own is that record, not a page; the same record named otherwise, or a POST beside the GET, leaves
 * it judged. The answers behind a $ref.
 */
const radarCapabilities = { type: 'object', properties: { maxRange: { type: 'integer' }, minRange: { type: 'integer' }, stationary: { type: 'boolean' }, supportedRanges: { type: 'array', items: { type: 'integer' } }, controls: { type: 'object', additionalProperties: { type: 'object', properties: { name: { type: 'string' } } } } } };
const radarDocument = (version: string, schemaName: string, pathItem: Record<string, object> = {}) => schemaDocument(version, {
  '/radars/{radar_id}': { get: { parameters: [{ name: 'radar_id', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }], responses: { '200': { description: 'one radar' } } } },
  '/radars/{radar_id}/capabilities': { get: { responses: { '200': referencedAnswer(version, schemaName, 'the capabilities') } }, ...pathItem },
}, { [schemaName]: radarCapabilities });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /radars/{radar_id}/capabilities\` answering \`Capabilities\`, one record with lists (${version})`, document: radarDocument(version, 'Capabilities') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the same record named \`RadarInfo\` (${version})`,
      document: radarDocument(version, 'RadarInfo'),
      errors: [{ path: schemaAt(version, 'RadarInfo'), message: /list response of GET \/radars\/\{radar_id\}\/capabilities has no "data"/ }],
    },
    {
      name: `a POST beside the GET makes capabilities there (${version})`,
      document: radarDocument(version, 'Capabilities', { post: { responses: { '201': { description: 'made' } } } }),
      errors: [{ path: schemaAt(version, 'Capabilities'), message: /list response of GET \/radars\/\{radar_id\}\/capabilities has no "data"/ }],
    },
  ]),
});

/**
 * Homebridge UI's `GET /status/nodejs` ("Return current Node.js version"), answered with no body
 * described: a name in -js is JavaScript's (Node.js), no plural English makes, so nothing says a
 * list is answered there; `GET /status/nodes` lists nodes and describes no body. The path item
 * behind a $ref.
 */
const statusDocument = (version: string, name: string) => withPathItemBehindRef(version, `/status/${name}`, 'status', { get: { responses: { '200': { description: 'what the server runs' } } } }, { '/status/cpu': { get: { responses: { '200': { description: 'the load' } } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /status/nodejs\` (${version})`, document: statusDocument(version, 'nodejs') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /status/nodes\` (${version})`,
    document: statusDocument(version, 'nodes'),
    errors: [{ path: [...pathItemAt(version, 'status'), 'get', 'responses', '200'], message: /list response 200 of GET \/status\/nodes has no JSON body/ }],
  })),
});

/**
 * LXD's `GET /1.0/resources?target=`: the server's hardware in one record, wrapped in its
 * envelope; `target` (the cluster member that answers) is no field of what is answered and no
 * page's, so it filters and pages nothing.
 */
const hardware = { type: 'object', properties: { cpu: { type: 'object', properties: { total: { type: 'integer' } } }, memory: { type: 'object', properties: { used: { type: 'integer' }, total: { type: 'integer' } } } } };
const syncResponse = (metadata: unknown) => ({ type: 'object', properties: { type: { type: 'string' }, status_code: { type: 'integer' }, metadata } });
const resourcesAt = (version: string, query: object, metadata: unknown = { $ref: version === '2.0' ? '#/definitions/Resources' : '#/components/schemas/Resources' }) => {
  const parameter = version === '2.0' ? { ...query, in: 'query', type: 'string' } : { ...query, in: 'query', schema: { type: 'string' } };
  const answer = version === '2.0' ? { description: 'the hardware', schema: syncResponse(metadata) } : { description: 'the hardware', ...json(syncResponse(metadata)) };
  const paths = { '/1.0/resources': { get: { parameters: [parameter], responses: { '200': answer } } } };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: { Resources: hardware } } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas: { Resources: hardware } } };
};
const resourcesSchemaPath = (version: string) => (version === '2.0' ? ['paths', '/1.0/resources', 'get', 'responses', '200', 'schema'] : ['paths', '/1.0/resources', 'get', 'responses', '200', 'content', 'application/json', 'schema']);

testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a read whose query parameter names nothing it answers reads one record: \`GET /1.0/resources?target=\` (${version}, through a $ref)`,
    document: resourcesAt(version, { name: 'target' }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a query parameter named as a field of what is answered may filter a list (${version})`,
      document: resourcesAt(version, { name: 'memory' }),
      errors: [{ path: resourcesSchemaPath(version), message: /list response of GET \/1\.0\/resources has no "data"/ }],
    },
    {
      name: `so may one named as a field of a page (${version})`,
      document: resourcesAt(version, { name: 'page' }),
      errors: [{ path: resourcesSchemaPath(version), message: /list response of GET \/1\.0\/resources has no "data"/ }],
    },
  ]),
});

/** A JSON Web Key (RFC 7517 §4), an RSA public key. */
const jsonWebKey = { type: 'object', properties: { kty: { type: 'string' }, kid: { type: 'string' }, use: { type: 'string' }, alg: { type: 'string' }, n: { type: 'string' }, e: { type: 'string' }, x5c: { type: 'array', items: { type: 'string' } }, 'x5t#S256': { type: 'string' } } };
/**
 * NDHM's `GET /v0.5/certs` of `version`, behind a `$ref`, answering the schema `Certs`: an object
 * whose one field `keys` lists `key`s.
 */
const certsDocument = (version: string, key: object, others: Record<string, object> = {}) => {
  const certs = { type: 'object', properties: { keys: { type: 'array', items: key }, ...others } };
  const ref = { $ref: version === '2.0' ? '#/definitions/Certs' : '#/components/schemas/Certs' };
  const answer = version === '2.0' ? { description: 'the keys', schema: ref } : { description: 'the keys', ...json(ref) };
  const paths = { '/v0.5/certs': { get: { responses: { '200': answer } } } };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: { Certs: certs } } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas: { Certs: certs } } };
};
const certsPath = (version: string) => (version === '2.0' ? ['definitions', 'Certs'] : ['components', 'schemas', 'Certs']);
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a JWK Set, \`{keys: [JWK]}\`, is laid out by RFC 7517: \`GET /v0.5/certs\` (${version}, through a $ref)`,
    document: certsDocument(version, jsonWebKey),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `keys of the API's own are a list of its own: \`{keys: [{id, name}]}\` (${version})`,
      document: certsDocument(version, user),
      errors: [{ path: certsPath(version), message: /list response of GET \/v0\.5\/certs has no "data"/ }],
    },
    {
      name: `nor is a page beside JSON Web Keys a key set: \`{keys: [JWK], next_page}\` (${version})`,
      document: certsDocument(version, jsonWebKey, { next_page: { type: 'string' } }),
      errors: [{ path: certsPath(version), message: /list response of GET \/v0\.5\/certs has no "data"/ }],
    },
  ]),
});

/**
 * An endpoint's extra headers at `/hooks/{id}/headers`, GET answering the named schema `Headers`
 * (`{headers: <map of values>, sensitive: [<name>]}` unless `values` says otherwise), PUT and PATCH
 * writing the map whole and in part, no POST.
 */
const headersDocument = (version: string, values: object) => {
  const schema = { type: 'object', properties: { headers: { type: 'object', additionalProperties: values }, sensitive: { type: 'array', items: { type: 'string' } } } };
  const id = version === '2.0' ? { name: 'id', in: 'path', required: true, type: 'string' } : { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const written = { responses: { '204': { description: 'set' } } };
  const paths = { '/hooks/{id}/headers': { parameters: [id], get: { responses: { '200': referencedAnswer(version, 'Headers', 'the headers') } }, put: written, patch: written } };
  return schemaDocument(version, paths, { Headers: schema });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a record keeping its path's name as a map of values, written whole by PUT, is one resource: \`{headers: {<name>: <value>}, sensitive}\` (${version}, through a $ref)`,
    document: headersDocument(version, { type: 'string' }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a map of records under the path's name still lists them: \`{headers: {<name>: {value, …}}}\` (${version})`,
    document: headersDocument(version, { type: 'object', properties: { value: { type: 'string' } } }),
    errors: [{ path: schemaAt(version, 'Headers'), message: /list response of GET \/hooks\/\{id\}\/headers has no "data"/ }],
  })),
});

/**
 * The New York Times' `GET /query.json`, a name read as one resource, taking the query parameters
 * `queries` and answering the schema `Page`, behind a $ref.
 */
const pagedQueryDocument = (version: string, queries: readonly string[], page: object) => {
  const parameters = queries.map((name) => (version === '2.0' ? { name, in: 'query', type: 'integer' } : { name, in: 'query', schema: { type: 'integer' } }));
  return schemaDocument(version, { '/query.json': { get: { parameters, responses: { '200': referencedAnswer(version, 'Page', 'An array of events') } } } }, { Page: page, Event: { type: 'object', properties: { event_name: { type: 'string' } } } });
};
/** The New York Times' archive, `GET /{year}/{month}.json` taking the query parameters `queries` and answering a bare array. */
const monthDocument = (version: string, queries: readonly string[]) => {
  const inPath = (name: string) => (version === '2.0' ? { name, in: 'path', required: true, type: 'integer' } : { name, in: 'path', required: true, schema: { type: 'integer' } });
  const inQuery = (name: string) => (version === '2.0' ? { name, in: 'query', type: 'integer' } : { name, in: 'query', schema: { type: 'integer' } });
  const parameters = [inPath('year'), inPath('month'), ...queries.map(inQuery)];
  return schemaDocument(version, { '/{year}/{month}.json': { get: { parameters, responses: { '200': referencedAnswer(version, 'Page', 'the month\'s articles') } } } }, { Page: eventsOf(version), Event: { type: 'object', properties: { headline: { type: 'string' } } } });
};
const eventsOf = (version: string) => ({ type: 'array', items: { $ref: `#/${schemaAt(version, 'Event').join('/')}` } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name read as one resource, asked no page, answers no list: \`GET /query.json?limit=\` answering \`{results: [Event]}\` (${version}, through a $ref)`,
      document: pagedQueryDocument(version, ['limit'], { type: 'object', properties: { results: eventsOf(version) } }),
    },
    {
      name: `a page object's size alone asks no page: \`GET /query.json?page[limit]=\` (${version}, through a $ref)`,
      document: pagedQueryDocument(version, ['page[limit]'], { type: 'object', properties: { results: eventsOf(version) } }),
    },
    {
      name: `a bare array on a path that names nothing, asked no page, is not read as a list: \`GET /{year}/{month}.json\` (${version}, through a $ref)`,
      document: monthDocument(version, []),
    },
    {
      name: `asked a page, an object whose list has a name of its own is one record paging a part: \`?page=\` answering \`{sha, files: [...]}\` (${version}, through a $ref)`,
      document: pagedQueryDocument(version, ['page'], { type: 'object', properties: { sha: { type: 'string' }, files: eventsOf(version) } }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a read asked where its page starts lists, whatever its path names: \`GET /query.json?limit=&offset=\` answering \`{results: [Event]}\` (${version}, through a $ref)`,
      document: pagedQueryDocument(version, ['limit', 'offset'], { type: 'object', properties: { results: eventsOf(version) } }),
      errors: [{ path: schemaAt(version, 'Page'), message: /list response of GET \/query\.json has no "data"/ }],
    },
    {
      name: `and a bare array on a path that names nothing: \`GET /{year}/{month}.json?page=\` (${version}, through a $ref)`,
      document: monthDocument(version, ['page']),
      errors: [{ path: schemaAt(version, 'Page'), message: /list response of GET \/\{year\}\/\{month\}\.json is a bare array/ }],
    },
    {
      name: `JSON:API's page object says so too: \`?page[offset]=\` (${version}, through a $ref)`,
      document: pagedQueryDocument(version, ['page[limit]', 'page[offset]'], { type: 'object', properties: { results: eventsOf(version) } }),
      errors: [{ path: schemaAt(version, 'Page'), message: /list response of GET \/query\.json has no "data"/ }],
    },
  ]),
});

/** Salesforce's `GET /sobjects/{type}` answering `SObjectRootInfo`: the type's description beside its recently viewed records. */
const rootInfo = { type: 'object', properties: { objectDescribe: { type: 'object', properties: { name: { type: 'string' } } }, recentItems: { type: 'array', items: { type: 'object', properties: { Id: { type: 'string' } } } } } };
const rootInfoRead = (version: string) => ({ get: { responses: { '200': version === '2.0' ? { description: 'the type', schema: rootInfo } : { description: 'the type', content: { 'application/json': { schema: rootInfo } } } } } });
const rootInfoAt = (version: string) => [...pathItemAt(version, 'firstType'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])];
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name standing where another path puts an item's id reads that item: \`GET /sobjects/AIApplication\` answering its description and recent records, beside \`/sobjects/{sObject}/{id}/{blobField}\` (${version}, through a $ref)`,
    document: sobjectsDocument(version, 'sObject', ['AIApplication', 'ListView'], rootInfoRead(version)),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside an identifier the name is a collection, its answer a page without the envelope (${version}, through a $ref)`,
    document: sobjectsDocument(version, 'sObjectId', ['AIApplication', 'ListView'], rootInfoRead(version)),
    errors: [{ path: rootInfoAt(version), message: /^list response of GET \/sobjects\/AIApplication has no "data"/ }],
  })),
});

/**
 * Azure's `GET …/accounts/{accountName}/keys` (behind a `$ref`), beside the POST that regenerates
 * one: `answer` in every success.
 */
const accountKeys = (version: string, answer: object) => withPathItemBehindRef(version, '/accounts/{accountName}/keys', 'keys', {
  get: { responses: { '200': version === '2.0' ? { description: 'the keys', schema: answer } : { description: 'the keys', content: { 'application/json': { schema: answer } } } } },
  post: { responses: { '200': { description: 'regenerated' } } },
});
const keyPair = { type: 'object', properties: { primaryKey: { type: 'string' }, secondaryKey: { type: 'string' } } };
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the items answered by role, each a field, are one record: \`GET /keys\` answering \`{primaryKey, secondaryKey}\` (${version})`,
    document: accountKeys(version, keyPair),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `fields named otherwise are a list described as one item (${version})`,
      document: accountKeys(version, { type: 'object', properties: { primary: { type: 'string' }, created: { type: 'string' } } }),
      errors: [{ path: [...pathItemAt(version, 'keys'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /list response of GET \/accounts\/\{accountName\}\/keys has no "data"/ }],
    },
    {
      name: `with a list beside them it is a page (${version})`,
      document: accountKeys(version, { type: 'object', properties: { ...keyPair.properties, otherKeys: { type: 'array', items: { type: 'string' } } } }),
      errors: [{ path: [...pathItemAt(version, 'keys'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /list response of GET \/accounts\/\{accountName\}\/keys has no "data"/ }],
    },
  ]),
});

/**
 * Google Resource Settings' `GET /v1/{parent}/settings` answering `ListSettingsResponse`
 * `{settings: [...], nextPageToken}`: a name of the singleton words, read as one page of a list
 * since its items stand beside where the next page is (`get-answers-page`). `answer` is the schema.
 */
const settingsDocument = (version: string, answer: object) => schemaDocument(version, {
  '/v1/{parent}/settings': { get: { responses: { '200': referencedAnswer(version, 'ListSettingsResponse', 'the settings') } } },
}, { ListSettingsResponse: answer });
const setting = { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } };
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/settings\` answering its settings as one record, through a $ref (${version})`, document: settingsDocument(version, { type: 'object', properties: { theme: { type: 'string' }, locale: { type: 'string' } } }) },
    { name: `\`/settings\` answering a list of them with no next page: one value of the singleton (${version})`, document: settingsDocument(version, { type: 'object', properties: { settings: { type: 'array', items: setting } } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/settings\` answering one page, \`{settings, nextPageToken}\`, through a $ref (${version})`,
    document: settingsDocument(version, { type: 'object', properties: { settings: { type: 'array', items: setting }, nextPageToken: { type: 'string' } } }),
    errors: [{ path: schemaAt(version, 'ListSettingsResponse'), message: /^list response of GET \/v1\/\{parent\}\/settings has no "data"/ }],
  })),
});

/**
 * Google Application Integration's `GET /v1/{parent}/clientmetadata` (behind a `$ref`), answering one
 * object `{properties}`: a word run together ending in a mass noun (`metadata`, a plural by form only)
 * names one body of it, no list; a countable plural there names a list.
 */
const metadataDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'metadata', {
  get: { responses: { '200': version === '2.0' ? { description: 'the metadata', schema: { type: 'object', properties: { properties: { type: 'object' } } } } : { description: 'the metadata', ...json({ type: 'object', properties: { properties: { type: 'object' } } }) } } },
});
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v1/{parent}/clientmetadata\` names one body of metadata (${version})`, document: metadataDocument(version, '/v1/{parent}/clientmetadata') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1/{parent}/clientjobs\` names a list (${version})`,
    document: metadataDocument(version, '/v1/{parent}/clientjobs'),
    errors: [{ path: [...pathItemAt(version, 'metadata'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: 'list response of GET /v1/{parent}/clientjobs has no "data" (the items of the page, an array), "next_cursor" or "nextCursor" (the cursor of the next page, a string, null on the last page) and "total" (the total count of items, an integer)' }],
  })),
});

/**
 * Google SAS Portal's `GET /v1alpha1/customers:listGcpProjectDeployments` (behind a `$ref`),
 * answering `{deployments: [...]}`: a custom method that lists (`reading-verbs.lists`) answers a
 * list, whatever the path before the colon names; one that gets (`:getPolicy`) answers one thing.
 */
const deploymentsAnswer = { type: 'object', properties: { deployments: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } };
const customMethodDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'method', {
  get: { responses: { '200': version === '2.0' ? { description: 'the deployments', schema: deploymentsAnswer } : { description: 'the deployments', ...json(deploymentsAnswer) } } },
});
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`customers:getDeployments\` gets one record (${version})`, document: customMethodDocument(version, '/v1alpha1/customers:getDeployments') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`customers:listGcpProjectDeployments\` lists (${version})`,
    document: customMethodDocument(version, '/v1alpha1/customers:listGcpProjectDeployments'),
    errors: [{ path: [...pathItemAt(version, 'method'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/v1alpha1\/customers:listGcpProjectDeployments has no "data"/ }],
  })),
});

/**
 * Google Pub/Sub Lite's `GET /v1/admin/{name}/partitions` (behind a `$ref`), answering
 * `{partitionCount}`, an int64 written as a string (proto3's JSON mapping): one number, a count, no
 * list (`answers-one-number`); a plain string there may be anything, and the plural is judged a list.
 */
const partitionsDocument = (version: string, count: object) => {
  const answer = { type: 'object', properties: { partitionCount: count } };
  return withPathItemBehindRef(version, '/v1/admin/{name}/partitions', 'partitions', {
    get: { responses: { '200': version === '2.0' ? { description: 'the partitions', schema: answer } : { description: 'the partitions', ...json(answer) } } },
  });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{partitionCount}\` as an int64 string counts the partitions (${version})`, document: partitionsDocument(version, { type: 'string', format: 'int64' }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{partitionCount}\` as a plain string says nothing of a count (${version})`,
    document: partitionsDocument(version, { type: 'string' }),
    errors: [{ path: [...pathItemAt(version, 'partitions'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/v1\/admin\/\{name\}\/partitions has no "data"/ }],
  })),
});

/**
 * Azure Storage Cache's `GET …/providers/Microsoft.StorageCache/skus` answering `{value, nextLink}`
 * (behind a `$ref`): `skus`, `cpus` and `gpus` are acronyms made plural by -s, not words in -us
 * (`status`), so each names a collection whose list is judged (`irregular-plurals`); `status`
 * stays one thing.
 */
const skusDocument = (version: string, name: string) => schemaDocument(version, {
  [`/providers/Microsoft.StorageCache/${name}`]: { get: { responses: { '200': referencedAnswer(version, 'Page', 'the page') } } },
}, { Page: { properties: { value: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }, nextLink: { type: 'string' } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`status\` names one thing (${version})`, document: skusDocument(version, 'status') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['skus', 'cpus', 'gpus'].map((name) => ({
    name: `\`${name}\` lists (${version})`,
    document: skusDocument(version, name),
    errors: [{ path: schemaAt(version, 'Page'), message: new RegExp(`^list response of GET /providers/Microsoft.StorageCache/${name} has no "data"`) }],
  }))),
});

/**
 * Listmonk's `GET /dashboard/charts` (behind a `$ref`) answering `{data: {link_clicks: [{count,
 * date}], campaign_views: [{count, date}]}}`: series of one chart side by side, one thing under
 * the plural, no page. Arrays of items unlike each other are judged.
 */
const chartsDocument = (version: string, secondItem: object) => {
  const point = { type: 'object', properties: { count: { type: 'integer' }, date: { type: 'string' } } };
  const schema = { type: 'object', properties: { data: { type: 'object', properties: { link_clicks: { type: 'array', items: point }, campaign_views: { type: 'array', items: secondItem } } } } };
  return withPathItemBehindRef(version, '/dashboard/charts', 'charts', { get: { responses: { '200': jsonAnswer(version, 'the chart', schema) } } }, { '/dashboard/counts': { get: { responses: { '200': { description: 'the counts' } } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /dashboard/charts\` answering two series alike in \`data\` reads one chart (${version}, through a $ref)`,
    document: chartsDocument(version, { type: 'object', properties: { count: { type: 'integer' }, date: { type: 'string' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `arrays of items unlike each other are judged (${version}, through a $ref)`,
    document: chartsDocument(version, { type: 'object', properties: { campaign: { type: 'string' }, views: { type: 'integer' } } }),
    errors: [
      { path: [...pathItemAt(version, 'charts'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /^list response of GET \/dashboard\/charts has no "next_cursor"/ },
      { path: [...pathItemAt(version, 'charts'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema', 'properties', 'data'], message: /^list response property "data" of GET \/dashboard\/charts is object/ },
    ],
  })),
});

/**
 * Argo Workflows' `GET /api/v1/stream/sensors/{namespace}/logs` (behind a `$ref`) answers grpc-gateway's
 * server stream, each message wrapped in `{result, error}` under the title "Stream result of
 * LogEntry": a sequence, no page to envelope. The same object untitled is judged as a list's answer.
 */
const streamDocument = (version: string, title: string | undefined) => {
  // Beside the sensors' own stream (`/api/v1/stream/sensors/{namespace}`), which reads `{namespace}` as a sensor.
  const result = { type: 'object', ...(title === undefined ? {} : { title }), properties: { result: { type: 'object', properties: { msg: { type: 'string' } } }, error: { type: 'object', properties: { message: { type: 'string' } } } } };
  const read = { get: { parameters: [parameterOf(version, 'namespace', 'path')], responses: { '200': jsonAnswer(version, 'A successful response.(streaming responses)', result) } } };
  return withPathItemBehindRef(version, '/api/v1/stream/sensors/{namespace}/logs', 'logs', read, { '/api/v1/stream/sensors/{namespace}': read });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `grpc-gateway's "Stream result of" messages are a stream, no page (${version}, through a $ref)`, document: streamDocument(version, 'Stream result of LogEntry') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same object untitled answers the list (${version}, through a $ref)`,
    document: streamDocument(version, undefined),
    errors: [{ path: [...pathItemAt(version, 'logs'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /list response of GET \/api\/v1\/stream\/sensors\/\{namespace\}\/logs has no "data"/ }],
  })),
});

/**
 * Overseerr's `/user/{userId}/settings/notifications` (behind a `$ref`): GET answers one
 * `UserSettingsNotifications`, and POST sends that record and answers it, 200 and never 201: one
 * record set by POST under a plural name, no list to envelope. Answering 201, or sending a record
 * that names an `id` of its own (gsmtasks' `AccountUser` under `…/managers/`), the POST adds an item
 * to the collection, and the GET answering one record is judged as the list's answer.
 */
const notificationSettingsDocument = (version: string, postStatus: string, ownId = false) => {
  const record = { $ref: `#/${schemaAt(version, 'UserSettingsNotifications').join('/')}` };
  const document = withPathItemBehindRef(version, '/user/{userId}/settings/notifications', 'notifications', {
    get: { responses: { '200': referencedAnswer(version, 'UserSettingsNotifications', 'the settings') } },
    post: { ...jsonRequest(version, record), responses: { [postStatus]: referencedAnswer(version, 'UserSettingsNotifications', 'the settings saved') } },
  }, { '/user/{userId}': { get: { responses: { '200': { description: 'the user' } } } } });
  return withSchemas(version, document, { UserSettingsNotifications: { type: 'object', properties: { ...(ownId ? { id: { type: 'string' } } : {}), emailEnabled: { type: 'boolean' }, pgpKey: { type: 'string' }, discordId: { type: 'string' } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a record POST sets and GET reads is one, under a plural name (${version}, through a $ref)`, document: notificationSettingsDocument(version, '200') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a POST answering 201 creates in the collection (${version}, through a $ref)`, document: notificationSettingsDocument(version, '201') },
    { name: `a record naming its own id is an item POST adds (${version}, through a $ref)`, document: notificationSettingsDocument(version, '200', true) },
  ].map((testCase) => ({ ...testCase, errors: [{ path: schemaAt(version, 'UserSettingsNotifications'), message: /list response of GET \/user\/\{userId\}\/settings\/notifications has no "data"/ }] }))),
});

/**
 * lakeFS's `GET /repositories/{repository}/settings/gc_rules` answers `GarbageCollectionRules`
 * (`{default_retention_days, branches: [...]}`, behind a `$ref`) that PUT sends whole, the same
 * schema, and DELETE removes: one record written at once, no page, under a plural name. With a PUT
 * sending one rule instead, the name lists again; so does a list wrapped alone (`{rules: [...]}`).
 * Its deprecated `…/gc/rules` writes the same record by a POST answering nothing: written whole too.
 */
const writtenWholeDocument = (version: string, sent: string, read = 'GarbageCollectionRules', writer = 'put', status = '204') => {
  const rule = { type: 'object', properties: { branch_id: { type: 'string' }, retention_days: { type: 'integer' } } };
  const rules = { type: 'object', properties: { default_retention_days: { type: 'integer' }, branches: { type: 'array', items: rule } }, required: ['default_retention_days', 'branches'] };
  const document = withPathItemBehindRef(version, '/repositories/{repository}/settings/gc_rules', 'gcRules', {
    parameters: [parameterOf(version, 'repository', 'path')],
    get: { responses: { '200': referencedAnswer(version, read, 'the rules') } },
    [writer]: { ...jsonRequest(version, { $ref: `#/${schemaAt(version, sent).join('/')}` }), responses: { [status]: { description: 'set' } } },
    delete: { responses: { '204': { description: 'deleted' } } },
  }, { '/repositories/{repository}': { get: { responses: { '200': { description: 'the repository' } } } } });
  return withSchemas(version, document, { GarbageCollectionRules: rules, GarbageCollectionRule: rule, GarbageCollectionRuleList: { type: 'object', properties: { rules: { type: 'array', items: rule } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `an object PUT writes whole is one value: \`GET …/settings/gc_rules\` (${version}, through a $ref)`, document: writtenWholeDocument(version, 'GarbageCollectionRules') },
    { name: `so is one a POST answering nothing writes whole, where no PUT runs: \`POST …/gc/rules\` (${version}, through a $ref)`, document: writtenWholeDocument(version, 'GarbageCollectionRules', 'GarbageCollectionRules', 'post') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a PUT sending one rule writes no record whole (${version}, through a $ref)`, document: writtenWholeDocument(version, 'GarbageCollectionRule'), schema: 'GarbageCollectionRules' },
    { name: `a list wrapped alone in an object is a list, written whole or not (${version}, through a $ref)`, document: writtenWholeDocument(version, 'GarbageCollectionRuleList', 'GarbageCollectionRuleList'), schema: 'GarbageCollectionRuleList' },
    { name: `a POST answering 201 creates an item, whatever it sends (${version}, through a $ref)`, document: writtenWholeDocument(version, 'GarbageCollectionRules', 'GarbageCollectionRules', 'post', '201'), schema: 'GarbageCollectionRules' },
  ].map(({ schema, ...entry }) => ({ ...entry, errors: [{ path: schemaAt(version, schema), message: /^list response of GET \/repositories\/\{repository\}\/settings\/gc_rules has no "data"/ }] }))),
});

/**
 * lakeFS's `GET /setup_lakefs` (behind a `$ref`) answers `SetupState`, one object, under "lakeFS
 * API": the name ends in the product's name as the title spells it, with a capital inside
 * (`names-the-product`), no plural whatever letter ends it, so no list. Under "Lakefs API" the
 * title says nothing of it, and `lakefs` reads as a plural.
 */
const setupDocument = (version: string, title: string) => ({
  ...withSchemas(version, withPathItemBehindRef(version, '/setup_lakefs', 'setup', {
    get: { responses: { '200': referencedAnswer(version, 'SetupState', 'the state of the setup') } },
    post: { ...jsonRequest(version, { type: 'object', properties: { username: { type: 'string' } } }), responses: { '200': { description: 'set up' } } },
  }), { SetupState: { type: 'object', properties: { state: { type: 'string', enum: ['initialized', 'not_initialized'] }, comm_prefs_missing: { type: 'boolean' } } } }),
  info: { title, version: '1' },
});
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a name ending in the product's name as the title spells it is no plural: \`GET /setup_lakefs\` of "lakeFS API" (${version}, through a $ref)`, document: setupDocument(version, 'lakeFS API') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a title spelling no product name leaves it a plural: "Lakefs API" (${version}, through a $ref)`,
    document: setupDocument(version, 'Lakefs API'),
    errors: [{ path: schemaAt(version, 'SetupState'), message: /^list response of GET \/setup_lakefs has no "data"/ }],
  })),
});

/**
 * Focalboard's `GET /limits` (behind a `$ref`) answers `BoardsCloudLimits`, a definition go-swagger
 * wrote with no properties: a plural that names one thing as often (`plural-singletons`), no id
 * after it, says too little with a body of any value to be a list, as with none. `/cards` so
 * answered is judged.
 */
const anyValueDocument = (version: string, name: string) => {
  return schemaDocument(version, { [`/${name}`]: { get: { responses: { '200': referencedAnswer(version, 'Answer', 'the answer') } } } }, { Answer: { description: 'whatever the server answers' } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/limits\` answering any value is not judged as a list (${version}, through a $ref)`, document: anyValueDocument(version, 'limits') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/cards\` answering any value is (${version}, through a $ref)`,
    document: anyValueDocument(version, 'cards'),
    errors: [{ path: schemaAt(version, 'Answer'), message: /^list response 200 of GET \S+ \(application\/json\) has a schema that allows any value/ }],
  })),
});

/**
 * Meilisearch's `/indexes/{indexUid}/settings/sortable-attributes` (behind a `$ref`): GET answers
 * a string array that PUT sends whole, the same schema, and DELETE resets: one setting's value,
 * written at once, no page. With a POST beside them adding to it (`others`), or a PUT sending
 * something else, the array is a list again.
 */
const settingValueDocument = (version: string, others: Record<string, object> = {}, sent: object = { type: 'array', items: { type: 'string' }, uniqueItems: true }) => {
  const value = { type: 'array', items: { type: 'string' }, uniqueItems: true };
  return withPathItemBehindRef(version, '/indexes/{indexUid}/settings/sortable-attributes', 'sortable', {
    parameters: [parameterOf(version, 'indexUid', 'path')],
    get: { responses: { '200': jsonAnswer(version, 'the sortable attributes', value) } },
    put: { ...jsonRequest(version, sent), responses: { '202': { description: 'the task' } } },
    delete: { responses: { '202': { description: 'the task' } } },
    ...others,
  });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `an array PUT writes whole is one value: \`GET …/settings/sortable-attributes\` (${version}, through a $ref)`, document: settingValueDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a POST adding to it makes it a list (${version}, through a $ref)`,
      document: settingValueDocument(version, { post: { ...jsonRequest(version, { type: 'string' }), responses: { '201': { description: 'added' } } } }),
      errors: [{ path: [...pathItemAt(version, 'sortable'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/indexes\/\{indexUid\}\/settings\/sortable-attributes is a bare array/ }],
    },
    {
      name: `a PUT sending one attribute writes no array whole (${version}, through a $ref)`,
      document: settingValueDocument(version, {}, { type: 'string' }),
      errors: [{ path: [...pathItemAt(version, 'sortable'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/indexes\/\{indexUid\}\/settings\/sortable-attributes is a bare array/ }],
    },
  ]),
});

/**
 * InfluxDB's `GET /scripts/{scriptID}/params` (behind a `$ref`): the one object it answers keeps
 * `params` as a map of plain values, each parameter's name to its type: the values set by name, one
 * value, no page (`answers-values-by-name`). A map of records (`{params: {<name>: {type, default}}}`)
 * is no such value, and is judged.
 */
const parameterTypesDocument = (version: string, values: object) => withPathItemBehindRef(version, '/scripts/{scriptID}/params', 'params', {
  parameters: [parameterOf(version, 'scriptID', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the parameters the script reads', { type: 'object', properties: { params: { type: 'object', additionalProperties: values } } }) } },
}, { '/scripts': { post: { responses: { '201': { description: 'created' } } } }, '/scripts/{scriptID}': { get: { parameters: [parameterOf(version, 'scriptID', 'path')], responses: { '200': { description: 'the script' } } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a map of plain values under the path's name is one value: \`GET /scripts/{scriptID}/params\` (${version}, through a $ref)`, document: parameterTypesDocument(version, { type: 'string', enum: ['string', 'int', 'bool'] }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a map of records there is judged (${version}, through a $ref)`,
    document: parameterTypesDocument(version, { type: 'object', properties: { type: { type: 'string' }, default: { type: 'string' } } }),
    errors: [{ path: [...pathItemAt(version, 'params'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/scripts\/\{scriptID\}\/params has no "data"/ }],
  })),
});

/**
 * Phoenix's `GET /datasets/{id}/jsonl/openai_evals` (behind a `$ref`): a path naming the format it is
 * read in (`jsonl`, `file-formats`) answers a file in that format, here `text/plain`, not a JSON page.
 * Without the format's name, the plural's answer that is no JSON is judged.
 */
const formatDownloadDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'download', {
  parameters: [parameterOf(version, 'id', 'path')],
  get: { ...(version === '2.0' ? { produces: ['text/plain'] } : {}), responses: { '200': version === '2.0' ? { description: 'the examples, one to a line', schema: { type: 'string' } } : { description: 'the examples, one to a line', content: { 'text/plain': { schema: { type: 'string' } } } } } },
}, { '/datasets/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'the dataset' } } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a path naming its format answers a file in it: \`GET /datasets/{id}/jsonl/openai_evals\` (${version}, through a $ref)`, document: formatDownloadDocument(version, '/datasets/{id}/jsonl/openai_evals') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without the format's name the text is judged (${version}, through a $ref)`,
    document: formatDownloadDocument(version, '/datasets/{id}/openai_evals'),
    errors: [{ path: [...pathItemAt(version, 'download'), 'get', 'responses', '200'], message: /^list response 200 of GET \/datasets\/\{id\}\/openai_evals has no JSON body/ }],
  })),
});

/**
 * FusionAuth's `GET /api/tenant/password-validation-rules` (behind a `$ref`) answering
 * `PasswordValidationRulesResponse` `{passwordValidationRules: {minLength, requireMixedCase}}`: a
 * field spelt as the path's last name, holding no list, is the thing the path names, one record
 * (`answers-field-named-so`). Holding an array or a map of entries, given as an array by the body's
 * example, or spelt otherwise, it is the list.
 */
const rulesDocument = (version: string, answer: object) => withSchemas(version, withPathItemBehindRef(version, '/api/tenant/password-validation-rules', 'rules', {
  get: { responses: { '200': referencedAnswer(version, 'RulesResponse', 'the rules') } },
}, { '/api/tenant/{tenantId}': { get: { parameters: [parameterOf(version, 'tenantId', 'path')], responses: { '200': { description: 'the tenant' } } } } }), { RulesResponse: answer });
const passwordRules = { type: 'object', properties: { minLength: { type: 'integer' }, requireMixedCase: { type: 'boolean' } } };
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a field spelt as the path's last name, holding no list, is the thing named: \`{passwordValidationRules: {…}}\` (${version}, through a $ref)`,
    document: rulesDocument(version, { type: 'object', properties: { passwordValidationRules: passwordRules } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a field so spelt holding an array is the list (${version}, through a $ref)`, document: rulesDocument(version, { type: 'object', properties: { passwordValidationRules: { type: 'array', items: passwordRules } } }), message: /bare|has no "data"/ },
    { name: `a field so spelt that the body's example gives as an array is the list (${version}, through a $ref)`, document: rulesDocument(version, { type: 'object', properties: { passwordValidationRules: passwordRules }, example: { passwordValidationRules: [{ minLength: 8 }] } }), message: /has no "data"/ },
    { name: `a field so spelt holding a map of entries is the list, keyed by id (${version}, through a $ref)`, document: rulesDocument(version, { type: 'object', properties: { passwordValidationRules: { type: 'object', additionalProperties: passwordRules } } }), message: /has no "data"/ },
    { name: `a field spelt otherwise is a list described as one item (${version}, through a $ref)`, document: rulesDocument(version, { type: 'object', properties: { settings: passwordRules } }), message: /has no "data"/ },
  ].map(({ message, ...entry }) => ({ ...entry, errors: [{ path: schemaAt(version, 'RulesResponse'), message }] }))),
});

/**
 * Lakekeeper's `GET /server/authorizer-actions` and `GET /server/actions` (behind a `$ref`), all
 * that runs there, answering `{allowed-actions: [...]}` of a closed set the document lists: a
 * string `enum` (`OpenFGAServerAction`), or variants each holding one field alone with one listed
 * value (`{action: "drop"}`): which of a fixed set apply, no page (`answers-closed-set`). Items of
 * any string, or variants with more fields, are a list.
 */
const actionsDocument = (version: string, items: object) => withSchemas(version, withPathItemBehindRef(version, '/server/actions', 'actions', {
  get: { responses: { '200': referencedAnswer(version, 'ActionsResponse', 'the allowed actions') } },
}), { ActionsResponse: { type: 'object', properties: { 'allowed-actions': { type: 'array', items } } } });
const tagged = (action: string, more: object = {}) => ({ type: 'object', properties: { action: { type: 'string', enum: [action] }, ...more } });
const actionsSchemaPath = (version: string) => schemaAt(version, 'ActionsResponse');
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `items of a listed string \`enum\`: a closed set (${version}, through a $ref)`, document: actionsDocument(version, { type: 'string', enum: ['read_assignments', 'grant_select', 'change_ownership'] }) },
    { name: `variants each holding one tag alone: a closed set (${version}, through a $ref)`, document: actionsDocument(version, { oneOf: [tagged('drop'), tagged('select'), tagged('commit')] }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `items of any string: a list (${version}, through a $ref)`, document: actionsDocument(version, { type: 'string' }), errors: [{ path: actionsSchemaPath(version), message: /^list response of GET \/server\/actions has no "data"/ }] },
    { name: `variants with more fields than their tag: a list (${version}, through a $ref)`, document: actionsDocument(version, { oneOf: [tagged('drop', { at: { type: 'string' } }), tagged('select', { at: { type: 'string' } })] }), errors: [{ path: actionsSchemaPath(version), message: /^list response of GET \/server\/actions has no "data"/ }] },
  ]),
});

/**
 * AzuraCast's `GET /admin/rsas` (behind a `$ref`) answers one `{version, hasLicense}`, beside a POST
 * uploading the installer and a DELETE that "Removes the Rocket Streaming Audio Server (RSAS)
 * installation.": the acronym the document defines names one thing, no list; where the summary
 * only writes "rsas", it reads as a plural, and its GET as a list without an envelope.
 */
const rsasDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/admin/rsas', 'rsas', {
  get: { responses: { '200': referencedAnswer(version, 'RsasStatus', 'the installation') } },
  post: { summary: 'Uploads the installer.', responses: { '204': { description: 'uploaded' } } },
  delete: { summary, responses: { '204': { description: 'removed' } } },
}, { '/admin/shoutcast': { get: { responses: { '204': { description: 'read' } } } } });
const rsasWithSchema = (version: string, summary: string) => withSchemas(version, rsasDocument(version, summary), { RsasStatus: { type: 'object', properties: { version: { type: 'string' }, hasLicense: { type: 'boolean' } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /admin/rsas\` reads the one RSAS the document defines (${version}, through a $ref)`, document: rsasWithSchema(version, 'Removes the Rocket Streaming Audio Server (RSAS) installation.') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Removes the rsas installation." shows no acronym (${version}, through a $ref)`,
    document: rsasWithSchema(version, 'Removes the rsas installation.'),
    errors: [{ path: schemaAt(version, 'RsasStatus'), message: /^list response of GET \/admin\/rsas has no "data"/ }],
  })),
});

/**
 * GSA's `GET /api/naics` (behind a `$ref`), where the description writes "their NAICS code": an
 * acronym whose S may be a plural, and a GET describing no answer shows nothing else, so the
 * spelling decides and the name lists; answering one described object, the acronym names one thing.
 */
const naicsDocument = (version: string, answer: object) => ({ ...withPathItemBehindRef(version, '/api/naics', 'naics', { get: { description: 'Companies by their NAICS code.', responses: { '200': answer } } }, { '/api/companies/{id}': { get: { responses: { '200': { description: 'a company' } } } } }) });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /api/naics\` answering one described object (${version}, through a $ref)`, document: naicsDocument(version, jsonAnswer(version, 'the classification', { type: 'object', properties: { edition: { type: 'integer' }, title: { type: 'string' } } })) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /api/naics\` describing no answer (${version}, through a $ref)`,
    document: naicsDocument(version, { description: 'the codes' }),
    errors: [{ path: [...pathItemAt(version, 'naics'), 'get', 'responses', '200'], message: /^list response 200 of GET \/api\/naics has no JSON body/ }],
  })),
});

/**
 * allauth's `GET …/authenticators/recovery-codes` (behind a `$ref`) answers `{status, data}`, `data`
 * one `RecoveryCodesAuthenticator` whose `type` has the one value `recovery_codes`, spelt as the
 * path's name: the record of that kind, one thing (`answers-its-kind`), no page; whose `type` is
 * `totp`, nothing says so, and the plural is read as a list.
 */
const recoveryCodesDocument = (version: string, kind: string) => withSchemas(version, withPathItemBehindRef(version, '/account/authenticators/recovery-codes', 'recoveryCodes', {
  get: { responses: { '200': jsonAnswer(version, 'the codes', { type: 'object', properties: { status: { type: 'integer' }, data: { $ref: `#/${schemaAt(version, 'RecoveryCodesAuthenticator').join('/')}` } } }) } },
  post: { responses: { '200': { description: 'regenerated' } } },
}, { '/account/authenticators': { get: { responses: { '200': jsonAnswer(version, 'the authenticators', { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: ['string', 'null'] }, total: { type: 'integer' } } }) } } } }), {
  RecoveryCodesAuthenticator: { type: 'object', properties: { type: { type: 'string', enum: [kind] }, total_code_count: { type: 'integer' }, unused_codes: { type: 'array', items: { type: 'string' } } } },
});
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET …/recovery-codes\` answering the record of type \`recovery_codes\` (${version}, through a $ref)`, document: recoveryCodesDocument(version, 'recovery_codes') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering a record of type \`totp\` (${version}, through a $ref)`,
    document: recoveryCodesDocument(version, 'totp'),
    errors: [
      { path: [...pathItemAt(version, 'recoveryCodes'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/account\/authenticators\/recovery-codes has no "next_cursor"/ },
      { path: [...pathItemAt(version, 'recoveryCodes'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema']), 'properties', 'data'], message: /^list response property "data" of GET \/account\/authenticators\/recovery-codes is object/ },
    ],
  })),
});

/**
 * Assisted Installer's `GET /v2/clusters/{cluster_id}/supported-platforms` (behind a `$ref`)
 * answers a bare array of `platform_type`, a string `enum` of five: which of a fixed set apply, no
 * page, bare as wrapped (`answers-closed-set`); a bare array of any string is a list.
 */
const platformsDocument = (version: string, items: object) => withPathItemBehindRef(version, '/v2/clusters/{cluster_id}/supported-platforms', 'platforms', {
  get: { responses: { '200': jsonAnswer(version, 'the platforms', { type: 'array', items }) } },
}, { '/v2/clusters/{cluster_id}': { get: { responses: { '200': { description: 'the cluster' } } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a bare array of a listed string \`enum\`: a closed set (${version}, through a $ref)`, document: platformsDocument(version, { type: 'string', enum: ['baremetal', 'nutanix', 'vsphere', 'none', 'external'] }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a bare array of any string: a list (${version}, through a $ref)`,
    document: platformsDocument(version, { type: 'string' }),
    errors: [{ path: [...pathItemAt(version, 'platforms'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/v2\/clusters\/\{cluster_id\}\/supported-platforms is a bare array/ }],
  })),
});

/**
 * Flowable's `GET …/variables/{variableName}/data`, its answer behind a `$ref`: a variable's binary
 * data, written by swagger-core as an array of `format: byte` strings.
 */
const variableDataDocument = (version: string, items: object) => schemaDocument(version, {
  '/case-instances/{caseInstanceId}/variables/{variableName}/data': { get: { responses: { '200': jsonAnswer(version, 'the data', { $ref: `#/${schemaAt(version, 'VariableData').join('/')}` }) } } },
}, { VariableData: { type: 'array', items } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an array of bytes is one file's content, no page: \`GET …/variables/{variableName}/data\` (${version}, through a $ref)`,
    document: variableDataDocument(version, { type: 'string', format: 'byte' }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an array of strings of no such format is judged (${version}, through a $ref)`,
    document: variableDataDocument(version, { type: 'string' }),
    errors: [{ path: [...schemaAt(version, 'VariableData')], message: /is a bare array/ }],
  })),
});

/**
 * The Cassandra Management API's `GET /metadata/versions/features` (behind a `$ref`), answering
 * `FeatureSet` `{cassandra_version, mgmt_version, features: [Feature]}`: the one array beside
 * plain values holds values of a closed set (`answers-closed-set`), which of them this server has.
 */
const featureSetDocument = (version: string, items: object) => withSchemas(version, withPathItemBehindRef(version, '/metadata/versions/features', 'features', {
  get: { responses: { '200': referencedAnswer(version, 'FeatureSet', 'the features') } },
}), { FeatureSet: { type: 'object', properties: { cassandra_version: { type: 'string' }, mgmt_version: { type: 'string' }, features: { type: 'array', items } } } });
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one array of a listed \`enum\` beside plain values: a closed set (${version}, through a $ref)`,
    document: featureSetDocument(version, { type: 'string', enum: ['async_sstable_tasks', 'full_query_logging', 'rebuild'] }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `items of any string: a list (${version}, through a $ref)`,
    document: featureSetDocument(version, { type: 'string' }),
    errors: [{ path: schemaAt(version, 'FeatureSet'), message: /^list response of GET \/metadata\/versions\/features has no "data"/ }],
  })),
});

/**
 * FlexMeasures' `GET /accounts/{id}/auditlog` (behind a `$ref`) answers the account's entries as a
 * bare array, where `/users/{id}/auditlog` answers one object (its fields, a page of the same entries, shown by examples only): the name is one
 * thing after an item's id (`one-after-other-items`), and its entries still come in a list to wrap.
 */
const auditEntries = { type: 'array', items: { type: 'object', properties: { event: { type: 'string' }, event_datetime: { type: 'string' } } } };
const accountAuditLog = (version: string, answer: object) => withPathItemBehindRef(version, '/accounts/{id}/auditlog', 'log', {
  parameters: [parameterOf(version, 'id', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the entries', answer) } },
}, {
  '/users/{id}/auditlog': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': jsonAnswer(version, 'the log', { type: 'object' }) } } },
  '/accounts/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': { description: 'the account' } } } },
});
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name read as one thing after other items' ids answering one record is no list (${version}, through a $ref)`,
    document: accountAuditLog(version, { type: 'object', properties: { data: auditEntries, num_records: { type: 'integer' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name read as one thing after other items' ids answering its entries bare answers a list (${version}, through a $ref)`,
    document: accountAuditLog(version, auditEntries),
    errors: [{ path: [...pathItemAt(version, 'log'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/accounts\/\{id\}\/auditlog is a bare array/ }],
  })),
});

/**
 * OpenThread's `GET /node` (behind a `$ref`), a singular name no id follows, answering `oneOf:
 * [array, object]`: only a plain list is judged under a singular name, and an answer that may as
 * well be one object is none. Swagger 2.0 has no `oneOf`: there the plain array is judged.
 */
const nodeDocument = (version: string, schema: object) => withPathItemBehindRef(version, '/node', 'node', {
  get: { responses: { '200': jsonAnswer(version, 'the node', schema) } },
}, { '/node/state': { get: { responses: { '200': jsonAnswer(version, 'its state', { type: 'string' }) } } } });
const nodeList = { type: 'array', items: { type: 'object' } };
testRule('list-envelope', {
  valid: ['3.0', '3.1'].map((version) => ({
    name: `a singular name answering a list or one object is no plain list (${version}, through a $ref)`,
    document: nodeDocument(version, { oneOf: [nodeList, { type: 'object' }] }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering the array alone it is a bare list (${version}, through a $ref)`,
    document: nodeDocument(version, nodeList),
    errors: [{ path: [...pathItemAt(version, 'node'), 'get', 'responses', '200', ...(version === '2.0' ? ['schema'] : ['content', 'application/json', 'schema'])], message: /^list response of GET \/node is a bare array/ }],
  })),
});

/**
 * envelope-zero's `/v4/months?budget=…&month=…` (behind a `$ref`): every operation picks one month
 * by `month` in its query, so the GET answering `{data: {...}}` reads that month, no list
 * (`item-picked-in-query`). Where the POST takes no `month`, `months` is a collection and the GET its list.
 */
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `every operation picks a month by \`month\` in the query: the GET reads one (${version}, through a $ref)`, document: monthInQueryDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a POST taking no \`month\` leaves \`months\` a collection (${version}, through a $ref)`, document: monthInQueryDocument(version, { postPicks: false }), errors: [
    { path: [...pathItemAt(version, 'months'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /list response of GET \/v4\/months has no/ },
    { path: [...pathItemAt(version, 'months'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema', 'properties', 'data'], message: /property "data" of GET \/v4\/months is object/ },
  ] })),
});

/**
 * The Blue Alliance's `GET /event/{event_key}/insights` (behind a `$ref`) answering its record
 * `Event_Insights`, `{qual, playoff}`, or, in 3.1, `null` while none are computed: one record of its
 * own that lists nothing, a summary (`answers-one-record`), no page. Answering it or a string, it
 * is no one record, and the plural is a collection whose object answer is judged.
 */
const insightsDocument = (version: string, alternative: object | undefined) => {
  const record = { $ref: `#/${schemaAt(version, 'Event_Insights').join('/')}` };
  const schema = alternative === undefined ? record : { oneOf: [record, alternative] };
  return withSchemas(version, withPathItemBehindRef(version, '/event/{event_key}/insights', 'insights', {
    get: { parameters: [parameterOf(version, 'event_key', 'path')], responses: { '200': jsonAnswer(version, 'the insights', schema) } },
  }, { '/event/{event_key}': { get: { parameters: [parameterOf(version, 'event_key', 'path')], responses: { '200': { description: 'the event' } } } } }), {
    Event_Insights: { type: 'object', properties: { qual: { type: 'object', properties: {} }, playoff: { type: 'object', properties: {} } } },
  });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural answering one record of its own${version === '3.1' ? ', or null,' : ''} is a summary (${version}, through a $ref)`,
    document: insightsDocument(version, version === '3.1' ? { type: 'null' } : undefined),
  })),
  invalid: ['3.0', '3.1'].map((version) => ({
    name: `answering the record or a string it is judged as a list's answer (${version}, through a $ref)`,
    document: insightsDocument(version, { type: 'string' }),
    errors: [{ path: schemaAt(version, 'Event_Insights'), message: /^list response of GET \/event\/\{event_key\}\/insights has no "data"/ }],
  })),
});

/**
 * Docker's `GET /services/{id}/logs` (behind a `$ref`), answering its logs as a raw stream of
 * bytes (`type: string, format: binary`, `application/vnd.docker.raw-stream`): a stream, no page.
 * Answered as plain text, the collection's list has no JSON body.
 */
const serviceLogsDocument = (version: string, schema: object) => {
  const answer = version === '2.0'
    ? { description: 'the logs', schema }
    : { description: 'the logs', content: { 'application/vnd.docker.raw-stream': { schema } } };
  return withPathItemBehindRef(version, '/services/{id}/logs', 'logs', {
    get: { parameters: [parameterOf(version, 'id', 'path')], ...(version === '2.0' ? { produces: ['application/vnd.docker.raw-stream'] } : {}), responses: { '200': answer } },
  }, { '/services/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'the service' } } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `logs answered as a stream of bytes are no page (${version}, through a $ref)`, document: serviceLogsDocument(version, { type: 'string', format: 'binary' }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `logs answered as text have no JSON body (${version}, through a $ref)`,
    document: serviceLogsDocument(version, { type: 'string' }),
    errors: [{ path: [...pathItemAt(version, 'logs'), 'get', 'responses', '200'], message: /^list response 200 of GET \/services\/\{id\}\/logs has no JSON body/ }],
  })),
});

/**
 * YetiForce's `GET /{moduleName}/Privileges` (behind a `$ref`) answering `{status, result:
 * {<action>: boolean}}`: a map of truth values by name says which actions the caller may run, one
 * record that lists nothing (`answers-one-record`). Mapping names to records (`{<id>: {name}}`), it
 * lists them, and the object is judged as a page.
 */
const privilegesDocument = (version: string, values: object) => {
  const schema = { type: 'object', properties: { status: { type: 'integer' }, result: { type: 'object', additionalProperties: values } } };
  return withPathItemBehindRef(version, '/modules/{moduleName}/Privileges', 'privileges', {
    get: { parameters: [parameterOf(version, 'moduleName', 'path')], responses: { '200': jsonAnswer(version, 'the privileges', schema) } },
  }, { '/modules/{moduleName}': { get: { parameters: [parameterOf(version, 'moduleName', 'path')], responses: { '200': { description: 'the module' } } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a map of truth values by action is one record (${version}, through a $ref)`, document: privilegesDocument(version, { type: 'boolean' }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a map of records is a list (${version}, through a $ref)`,
    document: privilegesDocument(version, { type: 'object', properties: { name: { type: 'string' } } }),
    errors: [{ path: [...pathItemAt(version, 'privileges'), 'get', 'responses', '200', ...(version === '2.0' ? [] : ['content', 'application/json']), 'schema'], message: /^list response of GET \/modules\/\{moduleName\}\/Privileges has no "data"/ }],
  })),
});

/**
 * Abacus' `GET …/committee_sessions/{committee_session_id}/download_zip_results` (behind a `$ref`),
 * answering `application/zip` with `Content-Disposition: attachment; filename="….zip"`: a file
 * handed over to be saved (RFC 6266), no page. Without the header, the plural's list has no JSON body.
 */
const zipResultsDocument = (version: string, disposition: boolean) => {
  const headers = disposition ? { headers: { 'Content-Disposition': version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } } } } : {};
  const answer = version === '2.0' ? { description: 'ZIP', ...headers } : { description: 'ZIP', ...headers, content: { 'application/zip': {} } };
  return withPathItemBehindRef(version, '/sessions/{session_id}/download_zip_results', 'results', {
    get: { parameters: [parameterOf(version, 'session_id', 'path')], ...(version === '2.0' ? { produces: ['application/zip'] } : {}), responses: { '200': answer } },
  }, { '/sessions/{session_id}': { get: { parameters: [parameterOf(version, 'session_id', 'path')], responses: { '200': { description: 'the session' } } } } });
};
testRule('list-envelope', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a ZIP handed over with Content-Disposition is a file, no page (${version}, through a $ref)`, document: zipResultsDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without the header the plural's list has no JSON body (${version}, through a $ref)`,
    document: zipResultsDocument(version, false),
    errors: [{ path: [...pathItemAt(version, 'results'), 'get', 'responses', '200'], message: /^list response 200 of GET \/sessions\/\{session_id\}\/download_zip_results has no JSON body/ }],
  })),
});
