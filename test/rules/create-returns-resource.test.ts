import { testRule } from '../helpers/rule-tester.js';
import { bodilessPostDocument, spelledApartTable, JSON_RPC_REQUEST, jsonRequest, monthInQueryDocument, pathItemAt, postedRequestDocument, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const info = { title: 't', version: '1' };
const body = { content: { 'application/json': { schema: { type: 'object' } } } };
const created = { description: 'created', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } };

testRule('create-returns-resource', {
  valid: [
    {
      name: 'a POST answering only 101 Switching Protocols opens a WebSocket and creates nothing: `POST /custom_web_sockets` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/custom_web_sockets': { post: { responses: { '101': { description: 'Successful web socket upgrade' } } } } } },
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/sockets': { $ref: '#/x-paths/sockets' } }, 'x-paths': { sockets: { post: { responses: { '101': { description: 'upgraded' } } } } } },
    },
    {
      name: 'the same in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/streams': { post: { responses: { '101': { description: 'upgraded' } } } } } },
    },
    {
      name: 'a POST sending no body and answering success only by a redirect hands the client on: Supabase Auth\'s `POST /saml/acs` answering 302 (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/saml/acs': { post: { parameters: [{ name: 'SAMLResponse', in: 'query', schema: { type: 'string' } }], responses: { '302': { description: 'to the app, tokens in the fragment' }, '400': { description: 'bad' } } } } } },
    },
    {
      name: 'the same in 2.0, answering 303 through a $ref',
      document: { swagger: '2.0', info, paths: { '/assertions': { $ref: '#/x-paths/assertions' } }, 'x-paths': { assertions: { post: { responses: { '303': { description: 'see the app' } } } } } },
    },
    {
      name: 'the same in 3.1, the redirect a 3XX range',
      document: { openapi: '3.1.0', info, paths: { '/logins': { post: { responses: { '3XX': { description: 'on to the app' }, default: { description: 'failed' } } } } } },
    },
    {
      name: 'a create answering the record its item read answers, through a shared $ref (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/runs': { post: { requestBody: body, responses: { '201': { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Run' } } } } } } }, '/runs/{run_id}': { get: { responses: { '200': { description: 'the run', content: { 'application/json': { schema: { $ref: '#/components/schemas/Run' } } } } } } } }, components: { schemas: { Run: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' } } } } } },
    },
    {
      name: 'an id answered where no read of the item shows more: nothing to compare with (2.0)',
      document: { swagger: '2.0', info, paths: { '/runs': { post: { parameters: [{ name: 'run', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'the id', schema: { type: 'object', properties: { run_id: { type: 'string' } } } } } } }, '/runs/{run_id}': { delete: { responses: { '204': { description: 'gone' } } } } } },
    },
    {
      name: 'a create answering its one-field record where the item path\'s read lists other things: Linode\'s `POST /tags` answering `{label}` beside `GET /tags/{label}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/tags': { post: { requestBody: body, responses: { '200': { description: 'the tag', content: { 'application/json': { schema: { type: 'object', properties: { label: { type: 'string' } } } } } } } } }, '/tags/{label}': { get: { responses: { '200': { description: 'the objects tagged', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, page: { type: 'integer' }, results: { type: 'integer' } } } } } } } } } } },
    },
    {
      name: 'a field named as the item\'s parameter that holds the record wraps the resource: `POST /applications` answering `{application: {…}}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/applications': { post: { parameters: [{ name: 'app', in: 'body', schema: { type: 'object' } }], responses: { '201': { description: 'created', schema: { type: 'object', properties: { application: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } } } } }, '/applications/{application}': { get: { parameters: [{ name: 'application', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'the app', schema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, arn: { type: 'string' } } } } } } } } },
    },
    {
      name: 'an id beside other fields of the new item is the resource, if a small one (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/runs': { post: { requestBody: body, responses: { '200': { description: 'created', content: { 'application/json': { schema: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' } } } } } } } } }, '/runs/{run_id}': { get: { responses: { '200': { description: 'the run', content: { 'application/json': { schema: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' }, log: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'a QUERY on a collection reads, it creates nothing (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: body, responses: { '200': { description: 'the matching users', content: { 'application/json': { schema: { type: 'object' } } } } } } } } },
    },
    {
      name: 'a `2XX` range answering the schema the POST sends answers the created resource: Microsoft Graph\'s `POST /planner/buckets` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/planner/buckets': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/bucket' } } } }, responses: { '2XX': { description: 'Created navigation property.', content: { 'application/json': { schema: { $ref: '#/components/schemas/bucket' } } } }, '4XX': { description: 'error' } } } } }, components: { schemas: { bucket: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } },
    },
    {
      name: 'the same with inline copies differing only in descriptions (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/buckets': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', description: 'the new bucket', properties: { name: { type: 'string' } } } } } }, responses: { '2XX': { description: 'created', content: { 'application/json': { schema: { type: 'object', description: 'the bucket', properties: { name: { type: 'string', description: 'its name' } } } } } } } } } } },
    },
    {
      name: 'the same in 2.0, the body parameter and the range sharing a definition',
      document: { swagger: '2.0', info, paths: { '/buckets': { post: { parameters: [{ name: 'bucket', in: 'body', schema: { $ref: '#/definitions/bucket' } }], responses: { '2XX': { description: 'created', schema: { $ref: '#/definitions/bucket' } } } } } }, definitions: { bucket: { type: 'object', properties: { name: { type: 'string' } } } } },
    },
    {
      name: 'a summary naming a thing leaves it to the description, which says it returns a computed result: `POST /enrichment/targets` "Enrichment analysis" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/enrichment/targets': { post: { summary: 'Enrichment analysis', description: 'Returns an enrichment analysis for a list of targets passed in the body', requestBody: body, responses: { '200': { description: 'the analysis' } } } } } },
    },
    {
      name: 'a POST whose summary says it reads, a query sent in a body, creates nothing: `POST /annotations/` "Return a list of genes…" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/annotations/': { post: { summary: 'Return a list of genes annotated to an ontology term', requestBody: body, responses: { '201': { description: 'Created' } } } } } },
    },
    {
      name: 'a POST whose description says it finds (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/searches': { $ref: '#/x-paths/searches' } }, 'x-paths': { searches: { post: { description: 'Finds the records matching the criteria', parameters: [{ name: 'criteria', in: 'body', schema: { type: 'object' } }], responses: { '201': { description: 'Created' } } } } } },
    },
    {
      name: 'a POST that says it looks up (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/lookups': { post: { summary: 'Look up the addresses of a postcode', requestBody: body, responses: { '201': { description: 'Created' } } } } } },
    },
    {
      name: 'a verb phrase only POST runs answers what it made of the upload, no created resource: `POST /v1/merge_documents` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/merge_documents': { post: { responses: { '200': { description: 'the merged PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } } } } },
    },
    {
      name: 'a verb phrase only POST runs, in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/v1/extract_pages': { $ref: '#/x-paths/extract' } }, 'x-paths': { extract: { post: { produces: ['application/pdf'], responses: { '200': { description: 'the PDF', schema: { type: 'file' } } } } } } },
    },
    {
      name: 'a copy made by a POST-only plural nothing reads: `POST /custom_feeds/{id}/duplicates` answering the copy with 200 (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/custom_feeds/{id}/duplicates': { post: { responses: { '200': { description: 'the copy', content: { '*/*': { schema: { type: 'object' } } } } } } } } },
    },
    {
      name: 'a POST-only plural of an action nothing reads runs it: `POST /hooks/{hook_id}/pings` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/orgs/{org}/hooks/{hook_id}/pings': { post: { responses: { '204': { description: 'pinged' } } } }, '/hooks/{hook_id}/tests': { post: { responses: { '204': { description: 'tested' } } } } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/admin/hooks/{hook_id}/pings': { $ref: '#/x-paths/pings' } }, 'x-paths': { pings: { post: { responses: { '204': { description: 'pinged' } } } } } },
    },
    {
      name: 'syncs run in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/sources/{id}/syncs': { post: { responses: { '202': { description: 'started' } } } } } },
    },
    {
      name: 'a POST on a name led by update or delete creates nothing: `UpdateLoadoutIdentifiers`, `remove-members` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/loadouts/UpdateLoadoutIdentifiers': { post: { requestBody: body, responses: { '200': { description: 'done' } } } }, '/teams/{id}/remove-members': { post: { requestBody: body, responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'a POST-only name led by a reading verb asks a question and creates nothing: `fetch-modes`, `search-users` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/auth/fetch-modes': { post: { requestBody: body, responses: { '202': { description: 'accepted' } } } }, '/players/search-users': { post: { requestBody: body, responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'the same led by find, lookup or count (2.0)',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/patients/find-records': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '202': { description: 'accepted' } } } },
          '/codes/lookup-codes': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'found' } } } },
          '/orders/count-items': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'counted' } } } },
        },
      },
    },
    {
      name: 'the same led by get or query, the path item behind a $ref (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: { '/get-balances': { $ref: '#/components/pathItems/GetBalances' }, '/logs/query-events': { post: { requestBody: body, responses: { '202': { description: 'accepted' } } } } },
        components: { pathItems: { GetBalances: { post: { requestBody: body, responses: { '204': { description: 'done' } } } } } },
      },
    },
    {
      name: 'a create finished later answers 202 with the resource as JSON (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/droplets': { post: { requestBody: body, responses: { '202': created } } } } },
    },
    {
      name: 'a POST on a name led by an action verb is an action, not a create (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/groups/terminate_sessions': { post: { requestBody: body, responses: { '202': { description: 'accepted' } } } }, '/automations/{id}/actions/pause-all-emails': { post: { responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: '201 with the resource behind an internal $ref (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '201':
          description: created
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
components:
  schemas:
    User: {type: object, properties: {id: {type: string}}}
`,
    },
    {
      name: '200 with the resource, on a sub-collection (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/orders': { post: { requestBody: body, responses: { '200': created } } } } },
    },
    {
      name: '201 with a schema and no produces (2.0)',
      document: { swagger: '2.0', info, paths: { '/users': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '201': { description: 'created', schema: { type: 'object' } } } } } } },
    },
    {
      name: 'actions and items are not creates (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/orders/{id}/cancel': { post: { responses: { '204': { description: 'cancelled' } } } },
          '/users/{id}': { put: { requestBody: body, responses: { '204': { description: 'replaced' } } } },
          '/logout': { post: { responses: { '204': { description: 'signed out' } } } },
          '/feedback': { post: { requestBody: body, responses: { '204': { description: 'thanks' } } } },
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a POST sending a body and answering only a redirect may create: it is judged (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/issues': { post: { requestBody: body, responses: { '303': { description: 'see the new issue' } } } } } },
      errors: [{ path: ['paths', '/issues', 'post', 'responses'], message: 'POST /issues creates a resource but declares no 201 or 200 response (declares 303); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'a POST sending nothing and answering a redirect beside a 200 may create: the 200 is judged (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/jobs': { post: { responses: { '200': { description: 'started' }, '302': { description: 'elsewhere' } } } } } },
      errors: [{ path: ['paths', '/jobs', 'post', 'responses', '200'], message: /^200 response to a create has no JSON body/ }],
    },
    {
      name: 'a POST answering 101 beside 200 may create: the 200 is judged (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/streams': { post: { requestBody: body, responses: { '101': { description: 'upgraded' }, '200': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/streams', 'post', 'responses', '200'], message: /^200 response to a create has no JSON body/ }],
    },
    {
      name: 'a create answering only the new item\'s id where its read answers the run: the GA4GH WES `POST /runs` answering `RunId` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/runs': { post: { parameters: [{ name: 'run', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'the id', schema: { $ref: '#/definitions/RunId' } } } } }, '/runs/{run_id}': { get: { parameters: [{ name: 'run_id', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'the run', schema: { $ref: '#/definitions/RunLog' } } } } } }, definitions: { RunId: { type: 'object', properties: { run_id: { type: 'string' } } }, RunLog: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' }, outputs: { type: 'object' } } } } },
      errors: [{ path: ['definitions', 'RunId'], message: '200 response to a create answers "run_id" only; return the created resource as JSON, as GET /runs/{run_id} answers it' }],
    },
    {
      name: 'the same answered as `{id}` with 201 (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/runs': { post: { requestBody: body, responses: { '201': created } } }, '/runs/{run_id}': { get: { responses: { '200': { description: 'the run', content: { 'application/json': { schema: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' }, log: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/runs', 'post', 'responses', '201', 'content', 'application/json', 'schema'], message: '201 response to a create answers "id" only; return the created resource as JSON, as GET /runs/{run_id} answers it' }],
    },
    {
      name: 'a bulk create answering an array of the new items\' ids: CrowdSec\'s `POST /alerts` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/alerts': { post: { requestBody: body, responses: { '201': { description: 'the ids', content: { 'application/json': { schema: { type: 'array', items: { type: 'string', description: 'alert_id' } } } } } } } }, '/alerts/{alert_id}': { get: { responses: { '200': { description: 'the run', content: { 'application/json': { schema: { type: 'object', properties: { run_id: { type: 'string' }, state: { type: 'string' }, log: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/alerts', 'post', 'responses', '201', 'content', 'application/json', 'schema'], message: '201 response to a create answers an array of ids only; return the created resource as JSON, as GET /alerts/{alert_id} answers it' }],
    },
    {
      name: 'fixed: a 201 without a body gets the schema the item path answers, $ref kept (3.0, YAML)',
      fixed: 'safe',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /tags:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '201': {description: Created}
  /tags/{tag_id}:
    get:
      responses:
        '200': {description: one, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}
components:
  schemas:
    Tag: {type: object, properties: {id: {type: string}}}
`,
      errors: [{ path: ['paths', '/tags', 'post', 'responses', '201'], message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' }],
    },
    {
      name: 'fixed: a create with no 201 gets one, in 2.0 (JSON)',
      fixed: 'safe',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/tags': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '204': { description: 'done' } } } }, '/tags/{tag_id}': { get: { parameters: [{ name: 'tag_id', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'one', schema: { $ref: '#/definitions/Tag' } } } } } }, definitions: { Tag: { type: 'object' } } },
      errors: [{ path: ['paths', '/tags', 'post', 'responses'], message: 'POST /tags creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'fixed: the create written in another file gets the schema, its $ref made relative to that file (3.1)',
      fixed: 'safe',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /tags:
    $ref: 'paths/tags.yaml'
  /tags/{tag_id}:
    get:
      responses:
        '200': {description: one, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}
components:
  schemas:
    Tag: {type: object}
`,
      files: { 'paths/tags.yaml': "post:\n  requestBody: {content: {application/json: {schema: {type: object}}}}\n  responses:\n    '201':\n      description: Created\n" },
      errors: [{ path: ['post', 'responses', '201'], file: 'paths/tags.yaml', message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' }],
    },
    {
      name: 'a create beside a QUERY that answers 201 without the resource (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: body, responses: { '200': created } }, post: { requestBody: body, responses: { '201': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/users', 'post', 'responses', '201'], message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' }],
    },
    {
      name: 'a `2XX` range answering ids only, not what was sent, is no created resource: ably\'s `POST /channels/{id}/messages` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/channels/{channel_id}/messages': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, data: { type: 'string' } } } } } }, responses: { '2XX': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { channel: { type: 'string' }, messageId: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/channels/{channel_id}/messages', 'post', 'responses'], message: 'POST /channels/{channel_id}/messages creates a resource but declares no 201 or 200 response (declares 2XX); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'a summary that says it creates is not overruled by a description that returns (2.0)',
      document: { swagger: '2.0', info, paths: { '/reports': { post: { summary: 'Create a report', description: 'Returns the report made from the body', parameters: [{ name: 'report', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'the report' } } } } } },
      errors: [{ path: ['paths', '/reports', 'post', 'responses', '200'], message: '200 response to a create has no JSON body with a schema; return the created resource as application/json' }],
    },
    {
      name: 'tests the document identifies are a collection a POST creates in (3.0)',
      fixed: 'safe',
      document: { openapi: '3.0.3', info, paths: { '/suites/{id}/tests': { post: { requestBody: body, responses: { '204': { description: 'done' } } } }, '/suites/{id}/tests/{testId}': { get: { responses: { '200': created } } } } },
      errors: [{ path: ['paths', '/suites/{id}/tests', 'post', 'responses'], message: 'POST /suites/{id}/tests creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'a create answering 204 (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '204': {description: done}
        '400': {description: bad}
`,
      errors: [{ path: ['paths', '/users', 'post', 'responses'], message: 'POST /users creates a resource but declares no 201 or 200 response (declares 204, 400); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'a name led by a reading verb that is also read with GET is a collection created in (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/fetch-jobs': { get: { responses: { '200': { description: 'all' } } }, post: { requestBody: body, responses: { '204': { description: 'done' } } } } } },
      errors: [{ path: ['paths', '/fetch-jobs', 'post', 'responses'], message: 'POST /fetch-jobs creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
    },
    {
      name: 'a name led by a reading verb that the document identifies by id is a collection, POST alone or not (2.0)',
      document: { swagger: '2.0', info, paths: { '/search-requests': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '202': { description: 'accepted' } } } }, '/search-requests/{id}': { get: { responses: { '200': { description: 'one' } } } } } },
      errors: [{ path: ['paths', '/search-requests', 'post', 'responses'], message: /^POST \/search-requests creates a resource but declares no 201 or 200 response \(declares 202\)/ }],
    },
    {
      name: 'a reading verb alone is a noun: `POST /searches` creates a saved search (3.1, the path item behind a $ref)',
      document: {
        openapi: '3.1.0',
        info,
        paths: { '/searches': { $ref: '#/components/pathItems/Searches' } },
        components: { pathItems: { Searches: { post: { requestBody: body, responses: { '204': { description: 'saved' } } } } } },
      },
      errors: [{ path: ['components', 'pathItems', 'Searches', 'post', 'responses'], message: /^POST \/searches creates a resource but declares no 201 or 200 response/ }],
    },
    {
      name: 'a 201 without a body (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/users': { post: { requestBody: body, responses: { '201': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/users', 'post', 'responses', '201'], message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' }],
    },
    {
      name: 'a 202 only (2.0, JSON)',
      document: { swagger: '2.0', info, paths: { '/jobs': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], responses: { '202': { description: 'accepted' } } } } } },
      errors: [{ path: ['paths', '/jobs', 'post', 'responses'], message: /declares no 201 or 200 response \(declares 202\)/ }],
    },
    {
      name: 'a 201 whose body is not JSON (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /reports:
    post:
      produces: [text/csv]
      parameters: [{name: body, in: body, schema: {type: object}}]
      responses:
        '201': {description: created, schema: {type: string}}
`,
      errors: [{ path: ['paths', '/reports', 'post', 'responses', '201'], message: /201 response to a create has no JSON body/ }],
    },
    {
      name: 'a shared empty response behind an internal $ref (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/users': { post: { requestBody: body, responses: { '201': { $ref: '#/components/responses/Created' } } } },
          '/orders': { post: { requestBody: body, responses: { '201': { $ref: '#/components/responses/Created' } } } },
        },
        components: { responses: { Created: { description: 'created' } } },
      },
      errors: [{ path: ['components', 'responses', 'Created'], message: /201 response to a create has no JSON body/ }],
    },
    {
      name: 'an empty 201 in an external file (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    post:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses:
        '201': {$ref: 'responses.yaml#/Created'}
`,
      files: { 'responses.yaml': 'Created:\n  description: created\n  headers:\n    Location: {schema: {type: string}}\n' },
      errors: [{ path: ['Created'], file: 'responses.yaml', message: /201 response to a create has no JSON body/ }],
    },
  ],
});

/** A POST-only plural of a verb every operation there is named for first runs the verb (`resetAgentKnowledge` on `…/knowledge/resets`). */
const resetsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/agents/{agentId}/resets', 'resets', { post: { operationId, responses: { '204': { description: 'reset' } } } }, { '/agents/{agentId}': { get: { responses: { '200': { description: 'the agent' } } } } });
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /agents/{agentId}/resets\` as \`resetAgentKnowledge\`, the path item behind a $ref (${version})`,
    document: resetsDocument(version, 'resetAgentKnowledge'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named for a create, the same path makes a reset (${version})`,
    document: resetsDocument(version, 'createReset'),
    errors: [{ path: [...pathItemAt(version, 'resets'), 'post', 'responses'], message: 'POST /agents/{agentId}/resets creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
  })),
});

/** A verb run together with the document's words (`setlocationfields` beside `/location/status`) is an action: nothing is created there. */
const runTogetherPost = (version: string, name: string) => withPathItemBehindRef(version, `/location/${name}`, 'joined', { post: { responses: { '204': { description: 'done' } } } }, { '/location/status': { get: { responses: { '200': { description: 'ok' } } } } });
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /location/setlocationfields\`, the path item behind a $ref (${version})`,
    document: runTogetherPost(version, 'setlocationfields'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /location/checkpoints\` creates: no verb of create, read, update or delete leads it (${version})`,
    document: runTogetherPost(version, 'checkpoints'),
    errors: [{ path: [...pathItemAt(version, 'joined'), 'post', 'responses'], message: 'POST /location/checkpoints creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
  })),
});

/** An MCP server's messages endpoint: POST sends a call and is answered 202, the result coming over a stream. */
const messagesEndpoint = (version: string, request: object) => postedRequestDocument(version, '/servers/{serverId}/messages', request, '202');
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST sending a JSON-RPC 2.0 request, through a $ref, creates nothing: \`POST /servers/{serverId}/messages\` answered 202 (${version})`,
    document: messagesEndpoint(version, JSON_RPC_REQUEST),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a message of the API's own posted there is created in \`messages\` (${version})`,
    document: messagesEndpoint(version, { type: 'object', properties: { text: { type: 'string' } } }),
    errors: [{ path: ['paths', '/servers/{serverId}/messages', 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares 202\)/ }],
  })),
});

testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound only POST runs, sending nothing and answering nothing, creates nothing: \`POST /index-products\` answered 204 (${version})`,
    document: bodilessPostDocument(version, 'index-products', []),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one that sends a query may create from it (${version})`,
    document: bodilessPostDocument(version, 'index-products', [{ name: 'name', in: 'query' }]),
    errors: [{ path: [...pathItemAt(version, 'run'), 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares 204\)/ }],
  })),
});

testRule('create-returns-resource', spelledApartTable({ path: ['post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares 204\)/ }));

/** Glacier's tag operations, told apart by a fragment written into the path key, each answering 204. */
const tagsOperation = (version: string, operation: string) => withPathItemBehindRef(version, `/{accountId}/vaults/{vaultName}/tags#operation=${operation}`, 'tagsOperation', { post: { responses: { '204': { description: 'done' } } } });
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a fragment naming an operation that removes what exists makes nothing: \`POST …/tags#operation=remove\` (${version}, through a $ref)`,
    document: tagsOperation(version, 'remove'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one naming an addition creates, and answers nothing of it: \`POST …/tags#operation=add\` (${version}, through a $ref)`,
    document: tagsOperation(version, 'add'),
    errors: [{ path: [...pathItemAt(version, 'tagsOperation'), 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares 204\)/ }],
  })),
});

/**
 * Azure StorSimple's `POST /managers/{managerName}/clearAlerts` (behind a `$ref`) described as
 * `description`, no summary, sending the alerts' ids and answering 204.
 */
const clearAlerts = (version: string, description: string) => {
  const ids = { type: 'object', properties: { alerts: { type: 'array', items: { type: 'string' } } } };
  const sent = version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: ids }] } : { requestBody: { content: { 'application/json': { schema: ids } } } };
  return withPathItemBehindRef(version, '/managers/{managerName}/clearAlerts', 'clearAlerts', { post: { description, ...sent, responses: { '204': { description: 'done' } } } }, { '/managers/{managerName}': { get: { responses: { '200': { description: 'the manager' } } } } });
};
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a POST-only name whose description leads with its first word, a verb, runs it: \`clearAlerts\`, "Clear the alerts." (${version}, through a $ref)`,
    document: clearAlerts(version, 'Clear the alerts.'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `described otherwise, the plural name is created in: \`clearAlerts\`, "The manager's alerts." (${version}, through a $ref)`,
    document: clearAlerts(version, "The manager's alerts."),
    errors: [{ path: [...pathItemAt(version, 'clearAlerts'), 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares 204\)/ }],
  })),
});

/**
 * Adobe Campaign's `POST /workflow/execution/{WORKFLOW_ID}/commands` (behind a `$ref`) named
 * `operationId`, sending a command and answering only `default`, beside `GET
 * /workflow/execution/{WORKFLOW_ID}` and the paths in `others`.
 */
const workflowCommands = (version: string, operationId: string, others: Record<string, object> = {}) => {
  const command = { type: 'object', properties: { method: { type: 'string', enum: ['start', 'pause', 'resume', 'stop'] } } };
  const sent = version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: command }] } : { requestBody: { content: { 'application/json': { schema: command } } } };
  return withPathItemBehindRef(version, '/workflow/execution/{WORKFLOW_ID}/commands', 'commands', { post: { operationId, ...sent, responses: { default: { description: 'done' } } } }, {
    '/workflow/execution/{WORKFLOW_ID}': { get: { responses: { '200': { description: 'the workflow' } } } },
    ...others,
  });
};
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a POST named for a verb run on the item its path goes through, on a name nothing reads, makes nothing: \`controlWorkflow\` (${version}, through a $ref)`,
    document: workflowCommands(version, 'controlWorkflow'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `named for the name it runs on, it creates there: \`createCommand\` (${version}, through a $ref)`,
      document: workflowCommands(version, 'createCommand'),
      errors: [{ path: [...pathItemAt(version, 'commands'), 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares default\)/ }],
    },
    {
      name: `where the document reads the name's items, the POST creates one: \`controlWorkflow\` beside \`GET …/commands/{commandId}\` (${version}, through a $ref)`,
      document: workflowCommands(version, 'controlWorkflow', { '/workflow/execution/{WORKFLOW_ID}/commands/{commandId}': { get: { responses: { '200': { description: 'one command' } } } } }),
      errors: [{ path: [...pathItemAt(version, 'commands'), 'post', 'responses'], message: /creates a resource but declares no 201 or 200 response \(declares default\)/ }],
    },
  ]),
});

/**
 * Strimzi's Kafka bridge `POST /consumers/{groupid}/instances/{name}/positions` (behind a `$ref`),
 * named `operationId`, sending the offsets to seek to and answering 204, beside `DELETE
 * /consumers/{groupid}/instances/{name}`: named
 * for a verb alone (`seek`), answering no body, on a name nothing reads, it runs the verb
 * and makes nothing (`operation-named-for-verb`); named `createPosition`, or beside a read of a
 * position, it creates, and so does a POST named for the verb the name is made of (`Register` on
 * `/domains/registrations`).
 */
const offsets = { type: 'object', properties: { offsets: { type: 'array', items: { type: 'object', properties: { topic: { type: 'string' }, offset: { type: 'integer' } } } } } };
const positionsDocument = (version: string, operationId: string, others: Record<string, object> = {}) => withPathItemBehindRef(version, '/consumers/{groupid}/instances/{name}/positions', 'positions', { post: { operationId, ...jsonRequest(version, offsets), responses: { '204': { description: 'done' } } } }, {
  '/consumers/{groupid}/instances/{name}': { delete: { responses: { '204': { description: 'deleted' } } } },
  ...others,
});
const positionsNoCreated = (version: string) => [{ path: [...pathItemAt(version, 'positions'), 'post', 'responses'], message: 'POST /consumers/{groupid}/instances/{name}/positions creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }];
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`seek\` on \`POST …/positions\`, answering 204 (${version}, through a $ref)`, document: positionsDocument(version, 'seek') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`createPosition\` (${version}, through a $ref)`, document: positionsDocument(version, 'createPosition'), errors: positionsNoCreated(version) },
    { name: `\`seek\` beside \`GET …/positions/{positionId}\` (${version}, through a $ref)`, document: positionsDocument(version, 'seek', { '/consumers/{groupid}/instances/{name}/positions/{positionId}': { get: { responses: { '200': { description: 'a position' } } } } }), errors: positionsNoCreated(version) },
    {
      name: `a verb the name is made of makes one: Combell's \`Register\` on \`POST /domains/registrations\`, answering 202 (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/domains/registrations', 'registrations', { post: { operationId: 'Register', responses: { '202': { description: 'Success' } } } }),
      errors: [{ path: [...pathItemAt(version, 'registrations'), 'post', 'responses'], message: 'POST /domains/registrations creates a resource but declares no 201 or 200 response (declares 202); answer 201 with the created resource as JSON' }],
    },
  ]),
});

/**
 * E2B's `POST /sandboxes/{sandboxID}/refreshes` (behind a `$ref`), with no operationId, summarised
 * `summary`, answering 204, beside `GET /sandboxes/{sandboxID}`: without an operationId the summary
 * names the verb run on the item ("Refresh the sandbox", `operation-acts-on-item`).
 */
const refreshesDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/sandboxes/{sandboxID}/refreshes', 'refreshes', { post: { summary, responses: { '204': { description: 'refreshed' } } } }, {
  '/sandboxes/{sandboxID}': { get: { responses: { '200': { description: 'the sandbox' } } } },
});
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Refresh the sandbox" on \`POST /sandboxes/{sandboxID}/refreshes\` makes nothing (${version}, through a $ref)`, document: refreshesDocument(version, 'Refresh the sandbox') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Add a refresh" on it creates there (${version}, through a $ref)`,
    document: refreshesDocument(version, 'Add a refresh'),
    errors: [{ path: [...pathItemAt(version, 'refreshes'), 'post', 'responses'], message: 'POST /sandboxes/{sandboxID}/refreshes creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
  })),
});

/**
 * VTEX's `POST /pub/bundles` (behind a `$ref`), summarised `summary` and named `operationId`,
 * answering 200 with no body, beside the paths in `others`: a calculation sent a cart.
 */
const bundles = (version: string, summary: string, operationId: string, others: Record<string, object> = {}) => withPathItemBehindRef(version, '/pub/bundles', 'bundles', { post: { summary, operationId, responses: { '200': { description: 'OK' } } } }, others);
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a POST named for working out an answer, on a name nothing reads, makes nothing: "Calculate discounts and taxes" (${version}, through a $ref)`,
    document: bundles(version, 'Calculate discounts and taxes (Bundles)', 'Calculatediscountsandtaxes(Bundles)'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `where a GET reads the name's items, it creates one (${version}, through a $ref)`,
      document: bundles(version, 'Calculate discounts and taxes (Bundles)', 'Calculatediscountsandtaxes(Bundles)', { '/pub/bundles/{bundleId}': { get: { responses: { '200': { description: 'one bundle' } } } } }),
      errors: [{ path: [...pathItemAt(version, 'bundles'), 'post', 'responses', '200'], message: /200 response to a create has no JSON body with a schema/ }],
    },
    {
      name: `summarised as a create, it creates (${version}, through a $ref)`,
      document: bundles(version, 'Create a bundle', 'createBundle'),
      errors: [{ path: [...pathItemAt(version, 'bundles'), 'post', 'responses', '200'], message: /200 response to a create has no JSON body with a schema/ }],
    },
    {
      name: `named for another verb than its summary's, it creates (${version}, through a $ref)`,
      document: bundles(version, 'Calculate discounts and taxes', 'addBundle'),
      errors: [{ path: [...pathItemAt(version, 'bundles'), 'post', 'responses', '200'], message: /200 response to a create has no JSON body with a schema/ }],
    },
  ]),
});

/**
 * AWS Chime SDK's `POST /tags#operation=untag-resource` (behind a `$ref`), named `UntagResource`
 * beside `TagResource`: a prefix undoing the verb of another operation's name removes what that one
 * makes (`operation-undoes-another`, `verb-prefixes.undoes`); alone, nothing says so.
 */
const untagDocument = (version: string, otherPaths: Record<string, object>) => withPathItemBehindRef(version, '/tags#operation=untag-resource', 'untag', { post: { operationId: 'UntagResource', responses: { '204': { description: 'done' } } } }, otherPaths);
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`UntagResource\` beside \`TagResource\` creates nothing (${version})`, document: untagDocument(version, { '/tags#operation=tag-resource': { post: { operationId: 'TagResource', responses: { '201': version === '2.0' ? { description: 'created', schema: { type: 'object' } } : created } } } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`UntagResource\` with no \`TagResource\` is read as a create (${version})`,
    document: untagDocument(version, {}),
    errors: [{ path: [...pathItemAt(version, 'untag'), 'post', 'responses'], message: 'POST /tags#operation=untag-resource creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
  })),
});

/**
 * Apache Polaris's `POST …/catalog-roles/{catalogRoleName}/grants` (behind a `$ref`), named
 * `revokeGrantFromCatalogRole` beside the PUT `addGrantToCatalogRole` on the same path: the document
 * makes a grant by the PUT, so the POST runs its own verb on a grant and creates nothing
 * (`create-is-another-operation`); with the PUT named for another verb, or the POST for a create, it
 * is read as a create.
 */
const grantsDocument = (version: string, postName: string, putName: string) => withPathItemBehindRef(version, '/roles/{roleName}/grants', 'grants', {
  post: { operationId: postName, responses: { '201': { description: 'Successful response' } } },
  put: { operationId: putName, responses: { '201': { description: 'Successful response' } } },
  get: { operationId: 'listGrantsForRole', responses: { '200': { description: 'the grants' } } },
});
const noCreatedBody = (version: string) => ({ path: [...pathItemAt(version, 'grants'), 'post', 'responses', '201'], message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' });
/** go2rtc's `POST /api/streams` (behind a `$ref`), named by its summary alone, beside a PUT named by its summary. */
const streamsDocument = (version: string, putSummary: string) => withPathItemBehindRef(version, '/api/streams', 'streams', {
  post: { summary: 'Send stream from source to destination', responses: { '201': { description: 'sent' } } },
  put: { summary: putSummary, responses: { '200': { description: 'OK' } } },
});
const noStreamBody = (version: string) => ({ path: [...pathItemAt(version, 'streams'), 'post', 'responses', '201'], message: '201 response to a create has no JSON body with a schema; return the created resource as application/json' });
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`revokeGrantFromRole\` beside the PUT \`addGrantToRole\` creates nothing (${version}, through a $ref)`, document: grantsDocument(version, 'revokeGrantFromRole', 'addGrantToRole') },
    { name: `"Send stream from source to destination" beside the PUT "Create new stream" creates nothing (${version}, through a $ref)`, document: streamsDocument(version, 'Create new stream') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `"Send stream from source to destination" beside the PUT "Replace stream" is read as a create (${version}, through a $ref)`, document: streamsDocument(version, 'Replace stream'), errors: [noStreamBody(version)] },
    { name: `\`revokeGrantFromRole\` beside a PUT named \`replaceGrantsOfRole\` is read as a create (${version}, through a $ref)`, document: grantsDocument(version, 'revokeGrantFromRole', 'replaceGrantsOfRole'), errors: [noCreatedBody(version)] },
    { name: `\`createGrantForRole\` beside the PUT \`addGrantToRole\` is a create (${version}, through a $ref)`, document: grantsDocument(version, 'createGrantForRole', 'addGrantToRole'), errors: [noCreatedBody(version)] },
  ]),
});

/**
 * AWS IoT's `POST /loggingOptions` (behind a `$ref`), `SetLoggingOptions` beside `GetLoggingOptions`
 * on the same path: a verb of change run on the thing the path names, which the GET beside it reads,
 * sets that one thing (`operation-changes-what-get-reads`); named `CreateLoggingOption`, it creates.
 */
const loggingOptionsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/loggingOptions', 'logging', {
  get: { operationId: 'GetLoggingOptions', responses: { '200': version === '2.0' ? { description: 'the options', schema: { type: 'object' } } : { description: 'the options', ...body } } },
  post: { operationId, responses: { '204': { description: 'done' } } },
});
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`SetLoggingOptions\` beside \`GetLoggingOptions\` sets them (${version})`, document: loggingOptionsDocument(version, 'SetLoggingOptions') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`CreateLoggingOption\` creates one (${version})`,
    document: loggingOptionsDocument(version, 'CreateLoggingOption'),
    errors: [{ path: [...pathItemAt(version, 'logging'), 'post', 'responses'], message: 'POST /loggingOptions creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON' }],
  })),
});

/**
 * Testkube's `POST /repositories` (behind a `$ref`), "Validate new repository",
 * `validateRepository`, sending a repository and answering 204, where nothing reads
 * `repositories`: it checks what it is sent and makes nothing (`description-leads.computing`:
 * `validate`). Beside `GET /repositories/{id}`, it creates one.
 */
const repositories = (version: string, others: Record<string, object> = {}) => withPathItemBehindRef(version, '/repositories', 'repositories', {
  post: { summary: 'Validate new repository', operationId: 'validateRepository', ...jsonRequest(version, { type: 'object', properties: { uri: { type: 'string' }, branch: { type: 'string' } } }), responses: { '204': { description: 'no content' } } },
}, others);
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a POST named for validating what it is sent, on a name nothing reads, makes nothing: "Validate new repository" (${version}, through a $ref)`, document: repositories(version) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where a GET reads the name's items, it creates one (${version}, through a $ref)`,
    document: repositories(version, { '/repositories/{id}': { get: { responses: { '200': { description: 'one repository' } } } } }),
    errors: [{ path: [...pathItemAt(version, 'repositories'), 'post', 'responses'], message: /^POST \/repositories creates a resource but declares no 201 or 200 response \(declares 204\)/ }],
  })),
});

/**
 * Lakekeeper's `POST /permissions/server/assignments` sending `{writes, deletes}` (its schema behind
 * a `$ref`), answered 204 beside the GET listing them: only lists, one of things to remove
 * (`verbs.remove`: `deletes`, `removals`), a diff of what the collection holds, no one item made
 * (`sends-changes-to-list`). Lists naming no removal, or a removal list beside a field that is no
 * list, still create.
 */
const assignments = { type: 'array', items: { type: 'object', properties: { user: { type: 'string' }, relation: { type: 'string' } } } };
const assignmentsDocument = (version: string, request: object) => postedRequestDocument(version, '/permissions/server/assignments', request, '204', { get: { responses: { '200': { description: 'the assignments' } } } });
const assignmentsMessage = 'POST /permissions/server/assignments creates a resource but declares no 201 or 200 response (declares 204); answer 201 with the created resource as JSON';
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`{writes, deletes}\` changes what the collection holds (${version}, through a $ref)`, document: assignmentsDocument(version, { type: 'object', properties: { writes: assignments, deletes: assignments } }) },
    { name: `\`{additions, removals}\` too (${version}, through a $ref)`, document: assignmentsDocument(version, { type: 'object', properties: { additions: assignments, removals: assignments } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`{writes, notes}\` names no removal: a create (${version}, through a $ref)`, document: assignmentsDocument(version, { type: 'object', properties: { writes: assignments, notes: assignments } }), errors: [{ path: ['paths', '/permissions/server/assignments', 'post', 'responses'], message: assignmentsMessage }] },
    { name: `\`{deletes, name}\` holds a field that is no list: a create (${version}, through a $ref)`, document: assignmentsDocument(version, { type: 'object', properties: { deletes: assignments, name: { type: 'string' } } }), errors: [{ path: ['paths', '/permissions/server/assignments', 'post', 'responses'], message: assignmentsMessage }] },
  ]),
});

/**
 * GOV.UK Pay's `POST /v1/frontend/accounts/{accountId}/card-types` (behind a `$ref`),
 * `updateGatewayAccountAcceptedCardTypesByGatewayAccountId` beside
 * `getGatewayAccountAcceptedCardTypes` on the same path: both name one phrase ending in the path's
 * name, up to the key it is found by (`…ByGatewayAccountId`), or one the end of the other
 * (`getAcceptedCardTypesByServiceIdAndAccountType`), so the POST sets what the GET reads
 * (`operation-changes-what-get-reads`); beside a GET naming other card types, it creates, and so
 * does one naming one card type beside a GET naming them all (PeerTube's `putMirroredVideo` beside
 * `getMirroredVideos`), or one beside a path reaching one of them (WhatsApp's `UpdateMediaProviders`
 * beside `…/providers/{ProviderName}`).
 */
const cardTypesDocument = (version: string, getId: string, postId = 'updateGatewayAccountAcceptedCardTypesByGatewayAccountId', others: Record<string, object> = {}) => withPathItemBehindRef(version, '/accounts/{accountId}/card-types', 'cardTypes', {
  get: { operationId: getId, responses: { '200': version === '2.0' ? { description: 'the card types', schema: { type: 'object' } } : { description: 'the card types', ...body } } },
  post: { operationId: postId, responses: { '200': { description: 'updated' } } },
}, others);
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['getGatewayAccountAcceptedCardTypes', 'getAcceptedCardTypesByServiceIdAndAccountType'].map((getId) => ({ name: `\`updateGatewayAccountAcceptedCardTypesByGatewayAccountId\` beside \`${getId}\` sets them (${version}, through a $ref)`, document: cardTypesDocument(version, getId) }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `beside \`getGatewayAccountRejectedCardTypes\` it creates (${version}, through a $ref)`, document: cardTypesDocument(version, 'getGatewayAccountRejectedCardTypes') },
    { name: `\`putAcceptedCardType\` beside \`getAcceptedCardTypes\` adds one of them (${version}, through a $ref)`, document: cardTypesDocument(version, 'getAcceptedCardTypes', 'putAcceptedCardType') },
    { name: `beside \`…/card-types/{cardTypeId}\`, reaching one of them, it creates (${version}, through a $ref)`, document: cardTypesDocument(version, 'getGatewayAccountAcceptedCardTypes', undefined, { '/accounts/{accountId}/card-types/{cardTypeId}': { delete: { responses: { '204': { description: 'removed' } } } } }) },
  ].map((testCase) => ({ ...testCase, errors: [{ path: [...pathItemAt(version, 'cardTypes'), 'post', 'responses', '200'], message: '200 response to a create has no JSON body with a schema; return the created resource as application/json' }] }))),
});

/**
 * envelope-zero's `/v4/months?budget=…&month=…` (behind a `$ref`): every operation picks one month
 * by `month` in its query, so the path is that month and its POST (answering 204) creates nothing
 * (`item-picked-in-query`). Where the POST takes no `month`, it creates.
 */
testRule('create-returns-resource', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `every operation picks a month by \`month\` in the query: the POST creates nothing (${version}, through a $ref)`, document: monthInQueryDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a POST taking no \`month\` creates (${version}, through a $ref)`, document: monthInQueryDocument(version, { postPicks: false }), errors: [{ path: [...pathItemAt(version, 'months'), 'post', 'responses'], message: /POST \/v4\/months creates a resource but declares no 201 or 200 response/ }] })),
});
