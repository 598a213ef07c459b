import { actionWithArgumentCases } from '../helpers/action-cases.js';
import { testRule } from '../helpers/rule-tester.js';
import { bodilessPostDocument, jsonAnswer, parameterOf, spelledApartTable, pathItemAt, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const info = { title: 't', version: '1' };
const ok = { responses: { '204': { description: 'done' } } };
const body = { content: { 'application/json': { schema: { type: 'object' } } } };

testRule('method-body-semantics', {
  valid: [
    {
      name: 'a QUERY takes its query as a body, and may take none; an additionalOperations method is not judged (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: body, ...ok } }, '/orders': { query: ok }, '/users/{id}': { additionalOperations: { LINK: { requestBody: body, ...ok }, UNLINK: ok } } } },
    },
    {
      name: 'a call spelt with a condition is an action: `POST /createAuthorIfNotExistsFor` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/createAuthorIfNotExistsFor': { post: ok, get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/createGroupIfNotExistsFor`',
      document: { swagger: '2.0', info, paths: { '/createGroupIfNotExistsFor': { $ref: '#/x-paths/create' } }, 'x-paths': { create: { post: ok, get: ok } } },
    },
    {
      name: 'a conversion from one thing to another is an action: `POST /v1/html-to-images` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/html-to-images': { post: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: "Shows the breakdowns of the period"',
      document: { swagger: '2.0', info, paths: { '/analytics/breakdowns': { $ref: '#/x-paths/breakdowns' } }, 'x-paths': { breakdowns: { post: { summary: 'Shows the breakdowns of the period', ...ok } } } },
    },
    {
      name: 'the same in 3.1, said by the description: "Show audience counts"',
      document: { openapi: '3.1.0', info, paths: { '/analytics/countings': { post: { description: 'Show audience counts per stream', ...ok } } } },
    },
    {
      name: 'a POST whose summary says it shows reads: `POST /analytics/presences` "Show audience breakdown…" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/analytics/presences': { post: { summary: 'Show audience breakdown per declared attribute', ...ok } } } },
    },
    {
      name: 'a verb on an item and what it works on runs an action, which needs no body: `POST /my/ships/{shipSymbol}/scan/ships` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/my/ships/{shipSymbol}/scan/ships': { post: { responses: { '201': { description: 'the scan', content: { 'application/json': { schema: { type: 'object' } } } } } } } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /batches/{id}/process/labels`',
      document: { swagger: '2.0', info, paths: { '/batches/{batch_id}/process/labels': { $ref: '#/x-paths/process' } }, 'x-paths': { process: { post: ok } } },
    },
    {
      name: 'the same in 3.1: `POST /repos/{id}/import/issues`',
      document: { openapi: '3.1.0', info, paths: { '/repos/{id}/import/issues': { post: ok } } },
    },
    {
      name: 'a POST with no body on a path that is no collection: a singular name, an item, an argument (`POST /comments/{id}/like`, `POST /auth/token`, `POST /bump/{budget_type}`) may run an action (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/comments/{id}/like': { post: ok }, '/auth/token': { post: ok }, '/listings/{id}/bump/{budget_type}': { post: ok }, '/scope/{job}': { post: ok } } },
    },
    {
      name: 'a POST with no body on an item, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/timers/{id}': { $ref: '#/x-paths/timer' }, '/users/{userId}/image': { post: ok } }, 'x-paths': { timer: { post: ok } } },
    },
    {
      name: 'a POST with no body on a singular name (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/project/{id}/envvar': { post: ok } } },
    },
    {
      name: 'a parameter named for the action it chooses, with no enum: `POST /expense/{action}/{reportId}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/expense/{action}/{reportId}': { post: { parameters: [{ name: 'action', in: 'path', required: true, schema: { type: 'string' } }, { name: 'reportId', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'done' } } } } } },
    },
    {
      name: 'a POST that says it only reads takes no body: `POST /giftCards/view` "Returns images and details" (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/giftCards': { get: { responses: { '200': { description: 'cards' } } } }, '/giftCards/view': { $ref: '#/x-paths/view' } }, 'x-paths': { view: { post: { summary: 'Returns images and details of the gift cards', responses: { '200': { description: 'cards' } } } } } },
    },
    {
      name: 'a POST that says it gets, in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/reports': { post: { description: 'Gets the reports of the account', responses: { '200': { description: 'reports' } } } } } },
    },
    {
      name: 'a POST-only plural of an action on an item that nothing identifies runs it: `POST /custom_feeds/{id}/duplicates` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/custom_feeds/{id}': { get: { responses: { '200': { description: 'a feed' } } } }, '/custom_feeds/{id}/duplicates': { post: { responses: { '200': { description: 'the copy' } } } } } },
    },
    {
      name: 'a POST-only plural of an action: `POST /templates/{id}/duplicates` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/templates/{id}': { get: { responses: { '200': { description: 'a template' } } } }, '/templates/{id}/duplicates': { $ref: '#/x-paths/duplicates' } }, 'x-paths': { duplicates: { post: { responses: { '200': { description: 'the copy' } } } } } },
    },
    {
      name: 'a POST whose summary only names its handler, and whose description says it reads: "Handle POST requests for contexts" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/system/kubernetes/contexts': { post: { summary: 'Handle POST requests for Kubernetes contexts', description: 'Returns the context list for a given k8s config', responses: { '200': { description: 'contexts' } } } } } },
    },
    {
      name: 'a verb with several values after it: `POST /mbus/get/{device}/{baudrate}/{address}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/mbus/get/{device}/{baudrate}/{address}': { post: { responses: { '200': { description: 'the data' } } } } } },
    },
    {
      name: 'a verb as often as an adjective and its argument: `POST /conversations/moderate/{convId}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/conversations/moderate/{convId}': { post: { responses: { '204': { description: 'moderated' } } } } } },
    },
    {
      name: 'a POST-only plural of an action takes no body: `POST /hooks/{hook_id}/pings` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/admin/hooks/{hook_id}/pings': { post: { responses: { '204': { description: 'pinged' } } } } } },
    },
    {
      name: 'a verb and what it acts on, deeper than an item: `POST /company/monitoring/unregister/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/v1/company/monitoring/unregister/{id}': { post: { responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'a POST-only name ending in an acronym runs an action: `POST /projects/{id}/strings/recache-tms` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/projects/{projectId}/strings/recache-tms': { post: { responses: { '200': { description: 'queued' } } } } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/zones/{id}/flush-dns': { $ref: '#/x-paths/flush' } }, 'x-paths': { flush: { post: { responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'and in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/sites/{id}/repurge-cdns': { post: { responses: { '204': { description: 'done' } } } } } },
    },
    ...actionWithArgumentCases,
    {
      name: 'a path parameter whose values are verbs chooses an action: `POST /actions/{action}/credentials` needs no body (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/actions/{action}/credentials': { post: { parameters: [{ name: 'action', in: 'path', required: true, schema: { type: 'string', enum: ['activate', 'deactivate'] } }], responses: { '200': { description: 'done' } } } } } },
    },
    {
      name: 'the same with the enum on a Swagger 2.0 parameter behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/sims/{id}/{operation}': { post: { parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }, { $ref: '#/parameters/Operation' }], responses: { '200': { description: 'done' } } } } }, parameters: { Operation: { name: 'operation', in: 'path', required: true, type: 'string', enum: ['enable', 'disable', 'reset'] } } },
    },
    {
      name: 'a POST search by a key runs a query and needs no body: `/SearchPlayerByName/{type}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/players/SearchPlayerByName/{membershipType}': { post: ok } } },
    },
    {
      name: 'a POST-only name led by a reading verb asks a question and carries no new resource: `search-users`, `query-events` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/players/search-users': { post: ok }, '/logs/query-events': { post: ok } } },
    },
    {
      name: 'the same led by lookup or count (2.0), and through a path item behind a $ref',
      document: { swagger: '2.0', info, paths: { '/codes/lookup-codes': { post: ok }, '/orders/count-items': { $ref: '#/x-paths/count' } }, 'x-paths': { count: { post: ok } } },
    },
    {
      name: 'the same led by get or find (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/accounts/get-balances': { post: ok }, '/patients/find-records': { post: ok } } },
    },
    {
      name: 'a POST led by update changes what exists and needs no body of a new resource (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/loadouts/UpdateLoadoutIdentifiers': { post: ok } } },
    },
    {
      name: 'a POST on a segment led by an action verb is an action, even beside a GET (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/pods/{name}/attach': { get: ok, post: ok }, '/pods/{name}/exec': { get: ok, post: ok }, '/automations/{id}/actions/pause-all-emails': { post: ok } } },
    },
    {
      name: 'reads and deletes without bodies, writes with bodies (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get: {responses: {'204': {description: ok}}}
    post:
      requestBody: {$ref: '#/components/requestBodies/User'}
      responses: {'204': {description: ok}}
  /users/{id}:
    head: {responses: {'204': {description: ok}}}
    delete: {responses: {'204': {description: ok}}}
    put:
      requestBody: {$ref: '#/components/requestBodies/User'}
      responses: {'204': {description: ok}}
    patch:
      requestBody: {content: {application/merge-patch+json: {schema: {type: object}}}}
      responses: {'204': {description: ok}}
components:
  requestBodies:
    User: {content: {application/json: {schema: {type: object}}}}
`,
    },
    {
      name: 'a POST action sub-resource, or a POST-only action at the top, without a body (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/orders/{id}/cancel': { post: ok }, '/users/{id}/password-reset': { post: ok }, '/logout': { post: ok } } },
    },
    {
      name: 'body and form parameters on writes (2.0)',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/users': { get: { parameters: [{ name: 'q', in: 'query', type: 'string' }], ...ok }, post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], ...ok } },
          '/avatars': { post: { consumes: ['multipart/form-data'], parameters: [{ name: 'file', in: 'formData', type: 'file' }], ...ok } },
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a GET beside a QUERY still takes no body (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: { requestBody: body, ...ok }, get: { requestBody: body, ...ok } } } },
      errors: [{ path: ['paths', '/users', 'get', 'requestBody'], message: 'a GET request takes no body; remove it (the path and query parameters say what the request is about)' }],
    },
    {
      name: 'a POST whose summary shows nothing it reads is a create: `POST /shows` "Add a show" (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/shows': { post: { summary: 'Add a show', ...ok } } } },
      errors: [{ path: ['paths', '/shows', 'post'], message: 'POST /shows takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a plural after a verb that an id follows is a collection a POST adds to: `POST /ships/{id}/scan/ships` beside `…/scan/ships/{shipId}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/ships/{id}/scan/ships': { post: ok }, '/ships/{id}/scan/ships/{shipId}': { get: ok } } },
      errors: [{ path: ['paths', '/ships/{id}/scan/ships', 'post'], message: 'POST /ships/{id}/scan/ships takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a POST with no body on a plural collection, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/reviews': { $ref: '#/x-paths/reviews' } }, 'x-paths': { reviews: { post: ok } } },
      errors: [{ path: ['x-paths', 'reviews', 'post'], message: 'POST /reviews takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a POST that says it creates still carries the new resource (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/reports': { post: { summary: 'Creates a report', responses: { '201': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/reports', 'post'], message: 'POST /reports takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a summary that names the handler and a description that creates: the POST still carries the new resource (2.0)',
      document: { swagger: '2.0', info, paths: { '/boards': { post: { summary: 'Handle POST requests for boards', description: 'Creates a board', responses: { '201': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/boards', 'post'], message: 'POST /boards takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a POST creating an item of a collection named by a noun-verb still carries it: `POST /transfers` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/transfers': { post: ok } } },
      errors: [{ path: ['paths', '/transfers', 'post'], message: 'POST /transfers takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a path parameter whose values are nouns identifies what it names: a POST there carries a body (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/channels/{kind}/webhooks': { post: { parameters: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['sms', 'voice'] } }], responses: { '201': { description: 'made' } } } } } },
      errors: [{ path: ['paths', '/channels/{kind}/webhooks', 'post'], message: 'POST /channels/{kind}/webhooks takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a GET with a body and a DELETE with a body behind an internal $ref (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses: {'204': {description: ok}}
  /users/{id}:
    delete:
      requestBody: {$ref: '#/components/requestBodies/Reason'}
      responses: {'204': {description: ok}}
components:
  requestBodies:
    Reason: {content: {application/json: {schema: {type: object}}}}
`,
      errors: [
        { path: ['paths', '/users', 'get', 'requestBody'], message: 'a GET request takes no body; remove it (the path and query parameters say what the request is about)' },
        { path: ['components', 'requestBodies', 'Reason'], message: 'a DELETE request takes no body; remove it (the path and query parameters say what the request is about)' },
      ],
    },
    {
      name: 'a name led by a reading verb that GET also reads is a collection: its POST carries the new resource (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/search-users': { get: ok, post: ok } } },
      errors: [{ path: ['paths', '/search-users', 'post'], message: 'POST /search-users takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: 'a name led by a reading verb that the document identifies by id is a collection (2.0)',
      document: { swagger: '2.0', info, paths: { '/search-requests': { post: ok }, '/search-requests/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/search-requests', 'post'], message: /^POST \/search-requests takes no request body/ }],
    },
    {
      name: 'the same through a path item behind a $ref (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/query-jobs': { $ref: '#/components/pathItems/QueryJobs' }, '/query-jobs/{id}': { get: ok } }, components: { pathItems: { QueryJobs: { post: ok } } } },
      errors: [{ path: ['components', 'pathItems', 'QueryJobs', 'post'], message: /^POST \/query-jobs takes no request body/ }],
    },
    {
      name: 'writes without a body (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/users': { post: ok }, '/users/{id}': { put: ok, patch: ok } } },
      errors: [
        { path: ['paths', '/users', 'post'], message: 'POST /users takes no request body; a POST carries the JSON representation of the new resource' },
        { path: ['paths', '/users/{id}', 'put'], message: 'PUT /users/{id} takes no request body; a PUT carries the full resource representation' },
        { path: ['paths', '/users/{id}', 'patch'], message: 'PATCH /users/{id} takes no request body; a PATCH carries only the fields that change' },
      ],
    },
    {
      name: 'a HEAD with a body parameter and a PUT without one (2.0, JSON)',
      document: {
        swagger: '2.0',
        info,
        paths: { '/users/{id}': { parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }], head: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], ...ok }, put: ok } },
      },
      errors: [
        { path: ['paths', '/users/{id}', 'head', 'parameters', 0], message: /^a HEAD request takes no body/ },
        { path: ['paths', '/users/{id}', 'put'], message: /^PUT \/users\/\{id\} takes no request body/ },
      ],
    },
    {
      name: 'a GET with form parameters (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /search-results:
    get:
      consumes: [application/x-www-form-urlencoded]
      parameters: [{name: q, in: formData, type: string}]
      responses: {'204': {description: ok}}
`,
      errors: [{ path: ['paths', '/search-results', 'get', 'parameters', 0], message: /^a GET request takes no body/ }],
    },
    {
      name: 'a GET body in an external file (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users': { get: { requestBody: { $ref: 'bodies.json#/Filter' }, ...ok } } } },
      files: { 'bodies.json': JSON.stringify({ Filter: body }) },
      errors: [{ path: ['Filter'], file: 'bodies.json', message: /^a GET request takes no body/ }],
    },
  ],
});

/** A POST-only name right after a one-word verb is what the verb works on (`POST /portal/validate/caa-records`): an action, no create. */
const documentFor = (version: string, paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => (version === '2.0' ? { swagger: '2.0', info, paths, ...extra } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, ...extra });
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `what a verb right before it works on: \`POST /portal/validate/caa-records\`, through a $ref (${version})`,
    document: version === '2.0'
      ? documentFor(version, { '/portal/validate/caa-records': { $ref: '#/x-paths/validate' } }, { 'x-paths': { validate: { post: ok } } })
      : documentFor(version, { '/portal/validate/caa-records': { $ref: '#/components/pathItems/validate' } }, { components: { pathItems: { validate: { post: ok } } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `after a noun as often as a verb, the name is a collection to create in: \`POST /portal/process/records\` (${version})`,
      document: documentFor(version, { '/portal/process/records': { post: ok } }),
      errors: [{ path: ['paths', '/portal/process/records', 'post'], message: 'POST /portal/process/records takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: `where a GET reads the name too, it is a collection (${version})`,
      document: documentFor(version, { '/portal/validate/caa-records': { post: ok, get: ok } }),
      errors: [{ path: ['paths', '/portal/validate/caa-records', 'post'], message: 'POST /portal/validate/caa-records takes no request body; a POST carries the JSON representation of the new resource' }],
    },
  ]),
});

/** A POST-only plural of a verb every operation there is named for first runs the verb, and may take no body (`interruptApp` on `/apps/{appId}/interrupts`). */
const interruptsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/apps/{appId}/interrupts', 'interrupts', { post: { operationId, responses: { '201': { description: 'interrupted' } } } }, { '/apps/{appId}': { get: { responses: { '200': { description: 'the app' } } } } });
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /apps/{appId}/interrupts\` as \`interruptApp\`, no body, the path item behind a $ref (${version})`,
    document: interruptsDocument(version, 'interruptApp'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named for a create, the same POST makes an interrupt and carries nothing (${version})`,
    document: interruptsDocument(version, 'createInterrupt'),
    errors: [{ path: [...pathItemAt(version, 'interrupts'), 'post'], message: /takes no request body/ }],
  })),
});

/**
 * OpenCode's `POST /tui/open-sessions` (behind a $ref): `open` before a plural reads as an
 * adjective (the open sessions), but beside POST-only names led by verbs, and sending nothing, it
 * is the verb.
 */
function tuiDocument(version: string, siblings: readonly string[]): Record<string, unknown> {
  const withBody = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], ...ok }
    : { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, ...ok };
  // It answers a session, so the POST is read by its name, not as one that sends and answers nothing.
  const answered = version === '2.0'
    ? { responses: { '200': { description: 'the session', schema: { type: 'object' } } } }
    : { responses: { '200': { description: 'the session', content: { 'application/json': { schema: { type: 'object' } } } } } };
  return withPathItemBehindRef(version, '/tui/open-sessions', 'openSessions', { post: answered }, Object.fromEntries(siblings.map((name) => [`/tui/${name}`, { post: withBody }])));
}
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside \`POST /tui/submit-prompt\` and \`POST /tui/execute-command\`, \`POST /tui/open-sessions\` runs the verb \`open\` (${version})`,
    document: tuiDocument(version, ['submit-prompt', 'execute-command']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside one verb-led name only, \`open-sessions\` is still the open sessions, created with no body (${version})`,
    document: tuiDocument(version, ['submit-prompt', 'prompt-history']),
    errors: [{ path: [...pathItemAt(version, 'openSessions'), 'post'], message: /takes no request body/ }],
  })),
});

testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound only POST runs, sending nothing and answering nothing, runs an action: \`POST /index-products\` answered 204 (${version})`,
    document: bodilessPostDocument(version, 'index-products', []),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `one that sends a query may create from it (${version})`,
      document: bodilessPostDocument(version, 'index-products', [{ name: 'name', in: 'query' }]),
      errors: [{ path: [...pathItemAt(version, 'run'), 'post'], message: 'POST /index-products takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: `a plain plural stays a collection, its body left undescribed (${version})`,
      document: bodilessPostDocument(version, 'attachments', []),
      errors: [{ path: [...pathItemAt(version, 'run'), 'post'], message: 'POST /attachments takes no request body; a POST carries the JSON representation of the new resource' }],
    },
  ]),
});

testRule('method-body-semantics', spelledApartTable({ path: ['post'], message: 'POST /imu/resetgyros takes no request body; a POST carries the JSON representation of the new resource' }));

/**
 * Adobe's Developer Console: `POST /organizations/{orgId}/terms` (behind a `$ref`) sending
 * nothing, beside a GET there answering `answer`: one record that lists nothing (`{accepted,
 * current}`) says the path is one thing, the POST an action on it; a list, answered or described, says it is a collection.
 */
const termsDocument = (version: string, answer: object, description = 'the terms') => {
  const ok = version === '2.0' ? { description, schema: answer } : { description, content: { 'application/json': { schema: answer } } };
  return withPathItemBehindRef(version, '/organizations/{orgId}/terms', 'terms', { get: { responses: { '200': ok } }, post: { responses: { '200': { description: 'accepted' } } } });
};
const acceptance = { type: 'object', properties: { accepted: { type: 'boolean' }, current: { type: 'boolean' } } };
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a bodiless POST beside a GET answering one record of no list is an action: \`POST …/terms\` beside \`{accepted, current}\` (${version}, through a $ref)`,
    document: termsDocument(version, acceptance),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `beside a GET answering a list, the POST creates and sends nothing (${version}, through a $ref)`,
      document: termsDocument(version, { type: 'array', items: acceptance }),
      errors: [{ path: [...pathItemAt(version, 'terms'), 'post'], message: 'POST /organizations/{orgId}/terms takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: `beside a GET described as a list, its one-record schema is no evidence: "A list of access requests" (${version}, through a $ref)`,
      document: termsDocument(version, acceptance, 'A list of access requests'),
      errors: [{ path: [...pathItemAt(version, 'terms'), 'post'], message: 'POST /organizations/{orgId}/terms takes no request body; a POST carries the JSON representation of the new resource' }],
    },
    {
      name: `beside a GET answering an object of no declared field, nothing shows one thing (${version}, through a $ref)`,
      document: termsDocument(version, { type: 'object' }),
      errors: [{ path: [...pathItemAt(version, 'terms'), 'post'], message: 'POST /organizations/{orgId}/terms takes no request body; a POST carries the JSON representation of the new resource' }],
    },
  ]),
});

/**
 * Pi-hole's commands under `/action` (`/action/restartdns`, behind a `$ref`, beside `/action/gravity`
 * and `/action/flush/logs`), each run by POST alone with nothing to send: the name before them says
 * they are commands (`under-commands-name`), so `restartdns` is no plural asked for a body. Under a
 * name that says nothing of the kind (`/jobs`: `logs` is a plural too), or where a GET runs under `/action` too, it is judged.
 */
const commandsDocument = (version: string, prefix: string, beside: object = { post: { responses: { '200': { description: 'done' } } } }) => {
  const command = { post: { responses: { '200': { description: 'done' } } } };
  return withPathItemBehindRef(version, `/${prefix}/restartdns`, 'restart', command, { [`/${prefix}/gravity`]: command, [`/${prefix}/flush/logs`]: beside });
};
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `under \`/action\`, every path run by POST alone, \`POST /action/restartdns\` is a command (${version}, through a $ref)`, document: commandsDocument(version, 'action') },
    { name: `so under \`/v1/actions\` (${version}, through a $ref)`, document: commandsDocument(version, 'v1/actions') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `under \`/jobs\` the name says nothing of commands: \`restartdns\` is a plural (${version}, through a $ref)`,
      document: commandsDocument(version, 'jobs'),
      errors: [
        { path: [...pathItemAt(version, 'restart'), 'post'], message: 'POST /jobs/restartdns takes no request body; a POST carries the JSON representation of the new resource' },
        { path: ['paths', '/jobs/flush/logs', 'post'], message: 'POST /jobs/flush/logs takes no request body; a POST carries the JSON representation of the new resource' },
      ],
    },
    {
      name: `where a GET reads a path under \`/action\`, its paths are not all commands (${version}, through a $ref)`,
      document: commandsDocument(version, 'action', { get: { responses: { '200': { description: 'the log' } } } }),
      errors: [{ path: [...pathItemAt(version, 'restart'), 'post'], message: 'POST /action/restartdns takes no request body; a POST carries the JSON representation of the new resource' }],
    },
  ]),
});

/**
 * Docspell's `POST /admin/attachments/convertallpdfs` (behind a `$ref`), "Convert all PDF files
 * not yet converted", sending nothing: the summary spells the name as a verb phrase, its last word
 * in the plural in the name, so it is a command and no plural asked for a body. Summed up in other
 * words, the name is judged as the plural it ends in.
 */
const convertDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/admin/attachments/convertallpdfs', 'convert', { post: { summary, responses: { '200': { description: 'submitted' } } } });
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Convert all PDF files" spells \`convertallpdfs\` as a verb phrase (${version}, through a $ref)`, document: convertDocument(version, 'Convert all PDF files not yet converted') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Submit a conversion task" spells nothing of it (${version}, through a $ref)`,
    document: convertDocument(version, 'Submit a conversion task'),
    errors: [{ path: [...pathItemAt(version, 'convert'), 'post'], message: 'POST /admin/attachments/convertallpdfs takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});

/**
 * OpenMeter's invoice actions: `POST /invoices/{invoiceId}/snapshot-quantities` (behind a `$ref`),
 * sending nothing, beside `approve` and `retry`, each POST named as its path names it and then the
 * invoice (`approve-invoice`). Named so too (`snapshotName`), `snapshot-quantities` is one more call
 * on the invoice, its first word the verb; named otherwise, it is judged as the plural it ends in.
 */
const invoiceActionsDocument = (version: string, snapshotName: string) => {
  const invoice = jsonAnswer(version, 'the invoice', { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' } } });
  const action = (operationId: string) => ({ post: { operationId, responses: { '200': invoice } } });
  return withPathItemBehindRef(version, '/invoices/{invoiceId}/snapshot-quantities', 'snapshot', action(snapshotName), {
    '/invoices/{invoiceId}': { get: { operationId: 'get-invoice', responses: { '200': invoice } } },
    '/invoices/{invoiceId}/approve': action('approve-invoice'),
    '/invoices/{invoiceId}/retry': action('retry-invoice'),
  });
};
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`snapshot-quantities-invoice\` names the POST as \`approve-invoice\` and \`retry-invoice\` name theirs: a call on the invoice (${version}, through a $ref)`, document: invoiceActionsDocument(version, 'snapshot-quantities-invoice') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named \`createSnapshotQuantity\`, it makes a snapshot quantity and sends nothing of it (${version}, through a $ref)`,
    document: invoiceActionsDocument(version, 'createSnapshotQuantity'),
    errors: [{ path: [...pathItemAt(version, 'snapshot'), 'post'], message: 'POST /invoices/{invoiceId}/snapshot-quantities takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});

/**
 * 1Panel's `POST /apps/installed/update/versions` (behind a `$ref`), "Search app update version by
 * install id", sending nothing: a POST whose summary says it searches only reads, and asks no body
 * of a new resource. Summed up as a create, it is judged as one.
 */
const versionsSearchDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/apps/installed/update/versions', 'versions', { post: { summary, responses: { '200': { description: 'the versions' } } } });
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Search app update version by install id" only reads (${version}, through a $ref)`, document: versionsSearchDocument(version, 'Search app update version by install id') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Add an app update version" creates (${version}, through a $ref)`,
    document: versionsSearchDocument(version, 'Add an app update version'),
    errors: [{ path: [...pathItemAt(version, 'versions'), 'post'], message: 'POST /apps/installed/update/versions takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});

/**
 * AnythingLLM's `POST /images/generations` (behind a `$ref`), an OpenAPI 3.x document whose body
 * is written as Swagger 2.0's `in: formData` parameters (`prompt`, `size`), which oas-valid reports:
 * the body it takes, declared in the wrong place, so no missing body. In 2.0 those parameters are the
 * body. With no parameter at all, the create takes none and is reported.
 */
const formParametersDocument = (version: string, parameters: readonly string[]) => withPathItemBehindRef(version, '/images/generations', 'generations', {
  post: {
    ...(parameters.length === 0 ? {} : { parameters: parameters.map((name) => (version === '2.0' ? { name, in: 'formData', type: 'string' } : { name, in: 'formData', schema: { type: 'string' } })) }),
    responses: { '200': jsonAnswer(version, 'the generated images', { type: 'object', properties: { data: { type: 'array', items: { type: 'string' } } } }) },
  },
});
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `parameters \`in: formData\` carry the body, whatever the version: \`POST /images/generations\` (${version}, through a $ref)`, document: formParametersDocument(version, ['prompt', 'size']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with no parameter the create takes no body (${version}, through a $ref)`,
    document: formParametersDocument(version, []),
    errors: [{ path: [...pathItemAt(version, 'generations'), 'post'], message: 'POST /images/generations takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});

/**
 * go2rtc's `POST /api/streams` (behind a `$ref`), "Send stream from source to destination", its
 * arguments in the query, beside a PUT summarised `putSummary` sending the stream: beside "Create
 * new stream" the document makes streams by the PUT, and the POST is an action that needs no body
 * (`create-is-another-operation`); beside "Replace stream" it is read as a create without its body.
 */
const streamsDocument = (version: string, putSummary: string) => {
  const stream = { type: 'object', properties: { name: { type: 'string' } } };
  const put = version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: stream }] } : { requestBody: { content: { 'application/json': { schema: stream } } } };
  return withPathItemBehindRef(version, '/api/streams', 'streams', {
    post: { summary: 'Send stream from source to destination', ...ok },
    put: { summary: putSummary, ...put, ...ok },
  });
};
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Send stream from source to destination" beside the PUT "Create new stream" (${version}, through a $ref)`, document: streamsDocument(version, 'Create new stream') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside the PUT "Replace stream", a create without its body (${version}, through a $ref)`,
    document: streamsDocument(version, 'Replace stream'),
    errors: [{ path: [...pathItemAt(version, 'streams'), 'post'], message: 'POST /api/streams takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});

/**
 * Bracket's `POST /tournaments/{tournament_id}/schedule_matches` (behind a `$ref`), sending nothing,
 * beside `GET /tournaments/{tournament_id}/matches`: the verb `schedule` run on the matches, the name
 * beside it, nothing created, so no body is asked for (`verb-on-sibling-collection`). With no
 * `…/matches` beside it, or named `createScheduledMatches`, `schedule_matches` is a collection to
 * create in, and the POST is reported.
 */
const scheduleDocument = (version: string, sibling: boolean, operationId = 'scheduleMatches') => withPathItemBehindRef(version, '/tournaments/{tournament_id}/schedule_matches', 'schedule', {
  post: { operationId, parameters: [parameterOf(version, 'tournament_id', 'path')], responses: { '200': jsonAnswer(version, 'done', { type: 'object', properties: { success: { type: 'boolean' } } }) } },
}, sibling ? { '/tournaments/{tournament_id}/matches': { get: { parameters: [parameterOf(version, 'tournament_id', 'path')], responses: { '200': jsonAnswer(version, 'the matches', { type: 'array', items: { type: 'object' } }) } } } } : {});
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`schedule_matches\` beside \`…/matches\`: the verb run on them (${version}, through a $ref)`, document: scheduleDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `with no \`…/matches\` beside it, a collection to create in (${version}, through a $ref)`, document: scheduleDocument(version, false) },
    { name: `named \`createScheduledMatches\`, it makes them (${version}, through a $ref)`, document: scheduleDocument(version, true, 'createScheduledMatches') },
  ].map((testCase) => ({ ...testCase, errors: [{ path: [...pathItemAt(version, 'schedule'), 'post'], message: /^POST \/tournaments\/\{tournament_id\}\/schedule_matches takes no request body/ }] }))),
});

/**
 * Keep's `POST /providers/{provider_id}/scopes` (behind a `$ref`), named `validate_provider_scopes`
 * and summarised "Validate Provider Scopes", on a name nothing reads: it works out an answer
 * (`operation-computes`), makes nothing, and owes no body. Named `add_provider_scopes`, it creates
 * a scope and sends none.
 */
const providerScopesDocument = (version: string, operationId: string, summary: string) => withPathItemBehindRef(version, '/providers/{provider_id}/scopes', 'scopes', {
  post: { operationId, summary, parameters: [parameterOf(version, 'provider_id', 'path')], responses: { '200': jsonAnswer(version, 'the scopes checked', { type: 'object', additionalProperties: { type: 'boolean' } }) } },
}, { '/providers/{provider_id}': { get: { parameters: [parameterOf(version, 'provider_id', 'path')], responses: { '200': { description: 'the provider' } } } } });
testRule('method-body-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Validate Provider Scopes" works out an answer and owes no body (${version}, through a $ref)`, document: providerScopesDocument(version, 'validate_provider_scopes', 'Validate Provider Scopes') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Add Provider Scopes" creates one and sends no body (${version}, through a $ref)`,
    document: providerScopesDocument(version, 'add_provider_scopes', 'Add Provider Scopes'),
    errors: [{ path: [...pathItemAt(version, 'scopes'), 'post'], message: 'POST /providers/{provider_id}/scopes takes no request body; a POST carries the JSON representation of the new resource' }],
  })),
});
