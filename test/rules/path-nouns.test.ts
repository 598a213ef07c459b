import { testRule } from '../helpers/rule-tester.js';
import { jsonAnswer, parameterOf, pathItemAt, referencedAnswer, schemaAt, schemaDocument, sobjectsDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';
import { answeringDocuments } from '../helpers/answer-cases.js';

const ok = { responses: { '204': { description: 'done' } } };
const info = { title: 't', version: '1' };

testRule('path-nouns', {
  valid: [
    {
      name: 'a noun as often as a verb that every operation names as a kind of the thing before it: Shipeasy\'s trigger connectors (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/connectors/trigger': { post: { operationId: 'createTriggerConnector', ...ok } },
        '/connectors/{id}/trigger': { patch: { operationId: 'updateTriggerConnector', ...ok } },
      } },
    },
    {
      name: 'the same in 2.0, in snake_case, the path item behind a $ref',
      document: { swagger: '2.0', info, paths: { '/hooks/trigger': { $ref: '#/x-paths/trigger' } }, 'x-paths': { trigger: { post: { operationId: 'create_trigger_hook', ...ok } } } },
    },
    {
      name: 'a QUERY on a noun (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: ok } } },
    },
    {
      name: 'one noun-verb word followed by its item\'s id that GET reads names a record: `GET /2013-04-01/change/{Id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/2013-04-01/change/{Id}': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `GET /cancel/{id}`',
      document: { swagger: '2.0', info, paths: { '/cancel/{id}': { $ref: '#/x-paths/cancel' } }, 'x-paths': { cancel: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `GET /reset/{id}`',
      document: { openapi: '3.1.0', info, paths: { '/reset/{id}': { get: ok } } },
    },
    {
      name: 'a compound naming the thing an id is named after: `/complianceChanges/{id}/updatePolicy` beside `/updatePolicies/{updatePolicy-id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/updatePolicies/{updatePolicy-id}/complianceChanges/{complianceChange-id}/updatePolicy': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref, the id in another path: `/items/{id}/listItem` beside `/lists/{list_id}/items/{list_item_id}`',
      document: { swagger: '2.0', info, paths: { '/drives/{id}/listItem': { $ref: '#/x-paths/item' }, '/lists/{list_id}/items/{list_item_id}': { get: ok } }, 'x-paths': { item: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/apps/{id}/deployTarget` beside `{deployTargetId}`',
      document: { openapi: '3.1.0', info, paths: { '/apps/{id}/deployTarget': { get: ok }, '/targets/{deployTargetId}': { get: ok } } },
    },
    {
      name: 'a compound ending the path that GET reads and PATCH and DELETE change names a thing: `installSummary` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/managedEBooks/{id}/installSummary': { $ref: '#/components/x-paths/summary' } }, components: { 'x-paths': { summary: { get: ok, patch: ok, delete: ok } } } },
    },
    {
      name: 'the same with GET and DELETE in 2.0: `/builds/{id}/deploySettings`',
      document: { swagger: '2.0', info, paths: { '/builds/{id}/deploySettings': { get: ok, delete: ok } } },
    },
    {
      name: 'the same with GET and PATCH in 3.1: `/devices/{id}/syncStatus`',
      document: { openapi: '3.1.0', info, paths: { '/devices/{id}/sync-status': { get: ok, patch: ok } } },
    },
    {
      name: 'a one-word name identified by an id named after it names a thing: `/list/{list_id}`, Medium\'s reading lists (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/list/{list_id}': { get: ok }, '/list/{list_id}/articles': { get: ok } } },
    },
    {
      name: 'a name identified by an id named after it (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/list/{list_id}': { $ref: '#/x-paths/list' } }, 'x-paths': { list: { get: ok } } },
    },
    {
      name: 'a noun-verb before a plural the document identifies is a compound noun, even where POST alone runs on it: `POST /change-requests` beside `/change-requests/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/change-requests': { post: ok }, '/change-requests/{id}': { get: ok } } },
    },
    {
      name: 'a compound with a plural head whose items the document identifies names a collection: `/deploy_keys/{key_id}`, `/ListItems/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/deploy_keys': { get: ok, post: ok }, '/deploy_keys/{key_id}': { get: ok }, '/fields/{parentId}/ListItems/{id}': { get: ok } } },
    },
    {
      name: 'a compound with a plural head identified elsewhere, through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/verify_profiles': { $ref: '#/x-paths/profiles' }, '/verify_profiles/{verify_profile_id}': { get: ok } }, 'x-paths': { profiles: { get: ok } } },
    },
    {
      name: 'a compound with a plural head whose items another path identifies: `/v3/deploy_keys` beside `/v3/projects/{id}/deploy_keys/{key_id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v3/deploy_keys': { get: ok }, '/v3/projects/{id}/deploy_keys/{key_id}': { get: ok } } },
    },
    {
      name: 'items identified under another path (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/follow_requests': { $ref: '#/x-paths/requests' }, '/users/{id}/follow_requests/{request_id}': { get: ok } }, 'x-paths': { requests: { get: ok } } },
    },
    {
      name: 'items identified under another path (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/deploy_keys': { get: ok }, '/repos/{repo}/deploy_keys/{keyId}': { delete: ok } } },
    },
    {
      name: 'a compound with a plural head identified by id (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/follow_requests/{id}': { get: ok } } },
    },
    {
      name: 'a noun-verb before a brand that starts with a determiner names a thing: `/api/transport-all-my-sms/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/transport-all-my-sms': { get: ok }, '/api/transport-all-my-sms/{id}': { get: ok } } },
    },
    {
      name: '`read` after an id marks a state, as `seen` does: `POST /account/events/{eventId}/read` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/account/events/{eventId}/read': { post: ok }, '/account/events/{eventId}/seen': { post: ok } } },
    },
    {
      name: 'marked read behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/notifications/{id}/read': { $ref: '#/x-paths/read' } }, 'x-paths': { read: { post: ok } } },
    },
    {
      name: 'marked read in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/messages/{messageId}/read': { post: ok } } },
    },
    {
      name: 'a noun as often as a verb, identified by id, names a thing: `GET /export/{token}`, `/export-statement-card/{itemId}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/application/{applicationId}/request-export': { post: ok }, '/export/{token}': { get: ok }, '/cards/{cardId}/export-statement-card': { get: ok }, '/cards/{cardId}/export-statement-card/{itemId}': { get: ok } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/syncs': { get: ok }, '/sync/{syncId}': { $ref: '#/x-paths/sync' } }, 'x-paths': { sync: { get: { responses: { '200': { description: 'one sync' } } } } } },
    },
    {
      name: 'a noun that is a verb too names the action only at the end of a POST-only path: `/documents/{id}/convert` is the action sub-resource; `GET /scan`, `/converts` are nouns (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/documents/{id}/convert': { post: ok }, '/scan': { get: ok }, '/converts': { post: ok }, '/copy/{id}': { post: ok } } },
    },
    {
      name: 'a POST action on a singleton, one resource named without an id: `/grocerylist/sync` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/grocerylist': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array' } } } } } } } }, delete: ok }, '/grocerylist/sync': { post: ok }, '/me/deactivate': { post: ok } } },
    },
    {
      name: 'a verb that is a noun as often, before a plural noun, names a kind of thing: StopPoints, refresh_tokens, change-requests (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/lines/{id}/StopPoints': { get: ok }, '/refresh_tokens': { get: ok }, '/change-requests/{id}': { get: ok } } },
    },
    {
      name: 'nouns that share a spelling with a verb: exports, imports, emails, redirect URIs, export templates (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/exports/{id}': { get: ok }, '/imports': { get: ok }, '/emails': { get: ok }, '/clients/{id}/redirect_uris': { get: ok }, '/export-templates/{id}': { get: ok }, '/sync_settings': { get: ok } } },
    },
    {
      name: 'an action right after the id of a sub-item, POST only; depth is another rule\'s business (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/apps/{id}/deployments/{deploymentId}/cancel': { post: ok } } },
    },
    {
      name: 'a verb and a particle make a compound noun: add-ons, set-ups (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/accounts/{id}/recordings/{rid}/AddOnResults.json': { get: ok }, '/set-ups': { get: ok } } },
    },
    {
      name: 'the prefix before a version in another form is not judged (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/get/api/2.0/users': { get: ok } } },
    },
    {
      name: 'nouns only (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /v1/users/{id}/orders:
    get: {responses: {'204': {description: ok}}}
`,
    },
    {
      name: 'a POST action sub-resource may be a verb (3.1, JSON)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/orders/{id}/cancel': { post: ok }, '/users/{id}/activate': { post: ok } } },
    },
    {
      name: 'nouns that are also verbs in other senses (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/exports': { get: ok }, '/searches/{id}': { get: ok }, '/me': { get: ok } } },
    },
    {
      name: 'path item behind a $ref (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    $ref: 'paths.yaml#/users'
`,
      files: { 'paths.yaml': 'users:\n  get:\n    responses:\n      "204": {description: ok}\n' },
    },
  ],
  invalid: [
    {
      name: 'an operation named for the action (`triggerConnectors`), or a verb that is no noun named as a kind (Twilio\'s `UpdateRestoreAssistant`), leaves the verb (3.1)',
      document: { openapi: '3.1.0', info, paths: {
        '/Assistants/Restore': { post: { operationId: 'UpdateRestoreAssistant', ...ok } },
        '/connectors/trigger': { post: { operationId: 'triggerConnectors', ...ok } },
      } },
      errors: [
        { path: ['paths', '/Assistants/Restore'], message: 'path "/Assistants/Restore" has the verb "restore" in segment "Restore"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/connectors/trigger'], message: /has the verb "trigger"/ },
      ],
    },
    {
      name: 'a QUERY on a verb, and an additionalOperations method on one (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/getUsers': { query: ok }, '/getOrders': { additionalOperations: { PURGE: ok } } } },
      errors: [
        { path: ['paths', '/getUsers'], message: /^path "\/getUsers" has the verb "get"/ },
        { path: ['paths', '/getOrders'], message: /^path "\/getOrders" has the verb "get"/ },
      ],
    },
    {
      name: 'a noun-verb before an argument stays a verb: `GET /association/find/{subject_category}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/association/find/{subject_category}': { get: ok } } },
      errors: [{ path: ['paths', '/association/find/{subject_category}'], message: /has the verb "find" in segment "find"/ }],
    },
    {
      name: 'a verb phrase no id is named after stays a verb phrase: `/users/{id}/updatePolicy` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/updatePolicy': { get: ok }, '/policies/{policy-id}': { get: ok } } },
      errors: [{ path: ['paths', '/users/{id}/updatePolicy'], message: /has the verb "update" in segment "updatePolicy"/ }],
    },
    {
      name: 'a compound only read names the action it reads: `GET /record/v2/translateQuery.json` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/record/translateQuery': { get: ok } } },
      errors: [{ path: ['paths', '/record/translateQuery'], message: 'path "/record/translateQuery" has the verb "translate" in segment "translateQuery"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: 'a verb alone that GET reads and DELETE removes is still a verb: `/users/{id}/install` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/install': { get: ok, delete: ok } } },
      errors: [{ path: ['paths', '/users/{id}/install'], message: /has the verb "install" in segment "install"/ }],
    },
    {
      name: 'a compound a POST runs beside GET and DELETE is a verb phrase: `enforce_admins` (2.0)',
      document: { swagger: '2.0', info, paths: { '/branches/{branch}/protection/enforce_admins': { get: ok, post: ok, delete: ok } } },
      errors: [{ path: ['paths', '/branches/{branch}/protection/enforce_admins'], message: /has the verb "enforce" in segment "enforce_admins"/ }],
    },
    {
      name: 'a noun-verb before a plural on a path only POST runs and nothing identifies leads a verb phrase: `POST /v1/merge_documents`, `POST /v1/extract_pages` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/merge_documents': { post: ok }, '/v1/extract_pages': { post: ok } } },
      errors: [
        { path: ['paths', '/v1/merge_documents'], message: /has the verb "merge" in segment "merge_documents"/ },
        { path: ['paths', '/v1/extract_pages'], message: /has the verb "extract" in segment "extract_pages"/ },
      ],
    },
    {
      name: 'a verb phrase and its argument: the parameter identifies nothing of the name (`/GetRewardsForUser/{membershipId}`, `/remove-opted-out-contacts/{opt_out_list_id}`) (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/GetRewardsForUser/{membershipId}': { get: ok }, '/lists/{list_id}/remove-opted-out-contacts/{opt_out_list_id}': { put: ok } } },
      errors: [
        { path: ['paths', '/GetRewardsForUser/{membershipId}'], message: /has the verb "get" in segment "GetRewardsForUser"/ },
        { path: ['paths', '/lists/{list_id}/remove-opted-out-contacts/{opt_out_list_id}'], message: /has the verb "remove" in segment "remove-opted-out-contacts"/ },
      ],
    },
    {
      name: 'a verb that is no noun, or leads a verb phrase (`reset_password`), stays a verb where an id follows it, and so does a noun-verb the API configures as a verb (3.1)',
      options: { extraVerbs: ['export'] },
      document: { openapi: '3.1.0', info, paths: { '/create/{id}': { get: ok }, '/export/{token}': { get: ok }, '/auth/reset_password/{token}': { get: ok } } },
      errors: [
        { path: ['paths', '/auth/reset_password/{token}'], message: 'path "/auth/reset_password/{token}" has the verb "reset" in segment "reset_password"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/create/{id}'], message: 'path "/create/{id}" has the verb "create" in segment "create"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/export/{token}'], message: 'path "/export/{token}" has the verb "export" in segment "export"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: 'a POST-only path ending in a noun that is a verb too (`/api2/convert`, `/images/crop`) names an action that is no sub-resource (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/api2/convert': { post: ok }, '/images/crop': { $ref: '#/components/pathItems/crop' } }, components: { pathItems: { crop: { post: ok } } } },
      errors: [
        { path: ['paths', '/api2/convert'], message: 'path "/api2/convert" has the verb "convert" in segment "convert"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['components', 'pathItems', 'crop'], message: 'path "/images/crop" has the verb "crop" in segment "crop"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: 'a verb after a collection, or after a singleton but read by GET, is no action (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/lists/sync': { post: ok }, '/me': { get: ok }, '/me/sync': { get: ok } } },
      errors: [
        { path: ['paths', '/lists/sync'], message: 'path "/lists/sync" has the verb "sync" in segment "sync"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/me/sync'], message: 'path "/me/sync" has the verb "sync" in segment "sync"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: 'the same word before a singular noun is a verb phrase: startJob, refreshToken (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/startJob': { get: ok }, '/refreshToken': { get: ok } } },
      errors: [
        { path: ['paths', '/startJob'], message: /the verb "start" in segment "startJob"/ },
        { path: ['paths', '/refreshToken'], message: /the verb "refresh" in segment "refreshToken"/ },
      ],
    },
    {
      name: 'verbs outside the built-in list, from the lexicon (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/cache/flush': { put: ok }, '/users/notify': { get: ok }, '/records/rectify': { put: ok }, '/documents/classify': { get: ok }, '/faces/detect': { get: ok }, '/policies/evaluate': { get: ok }, '/reports/export': { get: ok } },
      },
      errors: [
        { path: ['paths', '/cache/flush'], message: 'path "/cache/flush" has the verb "flush" in segment "flush"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/users/notify'], message: /the verb "notify"/ },
        { path: ['paths', '/records/rectify'], message: /the verb "rectify"/ },
        { path: ['paths', '/documents/classify'], message: /the verb "classify"/ },
        { path: ['paths', '/faces/detect'], message: /the verb "detect"/ },
        { path: ['paths', '/policies/evaluate'], message: /the verb "evaluate"/ },
        { path: ['paths', '/reports/export'], message: /the verb "export"/ },
      ],
    },
    {
      name: 'verb-first segment (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /getUsers:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['paths', '/getUsers'], message: 'path "/getUsers" has the verb "get" in segment "getUsers"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: 'verb as a segment and kebab-case verb phrase (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/users/create': { post: ok }, '/create-user': { post: ok } } },
      errors: [
        { path: ['paths', '/users/create'], message: /verb "create" in segment "create"/ },
        { path: ['paths', '/create-user'], message: /verb "create" in segment "create-user"/ },
      ],
    },
    {
      name: 'a verb under an item with a method other than POST (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/users/{id}/update': { put: ok } } },
      errors: [{ path: ['paths', '/users/{id}/update'], message: /verb "update" in segment "update"/ }],
    },
    {
      name: 'a POST action named by a create/read/update/delete verb (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/users/{id}/delete': { post: ok } } },
      errors: [{ path: ['paths', '/users/{id}/delete'], message: /"delete" is a create, read, update or delete/ }],
    },
    {
      name: 'configured extra verb (3.0)',
      options: { extraVerbs: ['frobnicate'] },
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/frobnicate-widgets': { get: ok } } },
      errors: [{ path: ['paths', '/frobnicate-widgets'], message: /verb "frobnicate"/ }],
    },
    {
      name: 'a configured verb stays a verb before a plural noun, where a built-in one that is also a noun would not (2.0)',
      options: { extraVerbs: ['export'] },
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/export-templates': { get: ok } } },
      errors: [{ path: ['paths', '/export-templates'], message: /verb "export" in segment "export-templates"/ }],
    },
    {
      name: 'path item behind an external $ref is reported where it is defined (3.1)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /fetchOrders:
    $ref: 'paths.yaml#/orders'
`,
      files: { 'paths.yaml': 'orders:\n  get:\n    responses:\n      "204": {description: ok}\n' },
      errors: [{ path: ['orders'], file: 'paths.yaml', message: /verb "fetch"/ }],
    },
  ],
});

/** A name the document gives the schema its GET answers is a noun, whatever else the word is. */
const embed = { type: 'object', properties: { html: { type: 'string' }, title: { type: 'string' } } };
const embedOwn = { type: 'object', properties: { html: { type: 'string' }, title: { type: 'string' }, width: { type: 'integer' } } };
testRule('path-nouns', {
  valid: [
    ...answeringDocuments({ '/spaces/{spaceId}': { ref: 'Space' }, '/spaces/{spaceId}/embed': { ref: 'Embed' } }, { Space: embed, Embed: embed }).map(({ version, document }) => ({
      name: `\`GET /spaces/{spaceId}/embed\` answering the schema named \`Embed\` names an embed (${version})`,
      document,
    })),
    // A schema another name aliases (`ZEmbedResponse: {$ref: Embed}`) keeps its own name too.
    ...answeringDocuments({ '/spaces/{spaceId}': { ref: 'Space' }, '/spaces/{spaceId}/embed': { ref: 'Embed' } }, { Space: embed, Embed: embedOwn, ZEmbedResponse: { $ref: '#/components/schemas/Embed' } })
      .filter(({ version }) => version !== '2.0')
      .map(({ version, document }) => ({ name: `\`GET /spaces/{spaceId}/embed\` answering \`Embed\`, which \`ZEmbedResponse\` aliases, names an embed (${version})`, document })),
    ...answeringDocuments({ '/spaces/{spaceId}': { ref: 'Space' }, '/spaces/{spaceId}/embed': { ref: 'Embed' } }, { Space: embed, Embed: embedOwn, ZEmbedResponse: { $ref: '#/definitions/Embed' } })
      .filter(({ version }) => version === '2.0')
      .map(({ version, document }) => ({ name: `the same in ${version}`, document })),
  ],
  invalid: answeringDocuments({ '/spaces/{spaceId}': { ref: 'Space' }, '/spaces/{spaceId}/embed': { ref: 'Space' } }, { Space: embed }).map(({ version, document }) => ({
    name: `\`GET /spaces/{spaceId}/embed\` answering a space runs the verb on it (${version})`,
    document,
    errors: [{ path: ['paths', '/spaces/{spaceId}/embed'], message: 'path "/spaces/{spaceId}/embed" has the verb "embed" in segment "embed"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Google's `GET /v1/{parent}/restorePlans` answering `{restorePlans: [RestorePlan], nextPageToken}`:
 * the records listed under the name are of a schema named after its singular (a prefix of the
 * document's own aside), so the name is their noun, a compound led by a verb.
 */
function restorePlansDocument(version: string, field: string, itemName: string): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const page = { type: 'object', properties: { [field]: { type: 'array', items: ref(itemName) }, nextPageToken: { type: 'string' } } };
  const plan = { type: 'object', properties: { name: { type: 'string' }, retainDays: { type: 'integer' } } };
  const parameters = [version === '2.0' ? { name: 'projectId', in: 'path', required: true, type: 'string' } : { name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }];
  return schemaDocument(version, { '/projects/{projectId}/restorePlans': { get: { parameters, responses: { '200': referencedAnswer(version, 'ListRestorePlansResponse', 'a page of plans') } } } }, { ListRestorePlansResponse: page, [itemName]: plan });
}
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `GET listing \`{restorePlans: [GoogleBackupV1RestorePlan]}\`, the records behind $refs, names restore plans (${version})`,
    document: restorePlansDocument(version, 'restorePlans', 'GoogleBackupV1RestorePlan'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `records listed under another field name say nothing of the name (${version})`,
      document: restorePlansDocument(version, 'items', 'GoogleBackupV1RestorePlan'),
      errors: [{ path: ['paths', '/projects/{projectId}/restorePlans'], message: /the verb "restore" in segment "restorePlans"/ }],
    },
    {
      name: `records of a schema named after another noun say nothing of it (${version})`,
      document: restorePlansDocument(version, 'restorePlans', 'BackupPlan'),
      errors: [{ path: ['paths', '/projects/{projectId}/restorePlans'], message: /the verb "restore" in segment "restorePlans"/ }],
    },
  ]),
});

testRule('path-nouns', {
  valid: [
    {
      name: 'a path a standard lays out under its name and version is the standard\'s: Rosetta\'s `POST /rosetta/v1/network/list` (3.0)',
      document: { openapi: '3.0.2', info, paths: { '/rosetta/v1/network/list': { post: ok }, '/rosetta/v1/construction/submit': { post: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /rosetta/v1/construction/derive`',
      document: { swagger: '2.0', info, paths: { '/rosetta/v1/construction/derive': { $ref: '#/x-paths/derive' } }, 'x-paths': { derive: { post: ok } } },
    },
    {
      name: 'and in 3.1, under the API\'s own prefix: `POST /extended/rosetta/v1/network/list`',
      document: { openapi: '3.1.0', info, paths: { '/extended/rosetta/v1/network/list': { post: ok } } },
    },
  ],
  invalid: [
    {
      name: 'the same verb outside a standard\'s layout is the API\'s: `POST /v1/network/list` (3.0)',
      document: { openapi: '3.0.2', info, paths: { '/v1/network/list': { post: ok } } },
      errors: [{ path: ['paths', '/v1/network/list'], message: /has the verb "list"/ }],
    },
    {
      name: 'nor does a standard\'s name with no version after it lay anything out: `POST /rosetta/network/list` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/rosetta/network/list': { post: ok } } },
      errors: [{ path: ['paths', '/rosetta/network/list'], message: /has the verb "list"/ }],
    },
  ],
});

/** The singular of the collection's name the segment follows is one of its items, a noun. */
const read = { get: { parameters: [{ name: 'sync', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'one sync' } } }, delete: ok };
testRule('path-nouns', {
  valid: [
    {
      name: 'one item chosen in the query, spelt as the singular of its collection: `GET /syncs/sync` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/syncs': { get: ok }, '/syncs/sync': read } },
    },
    {
      name: 'the same in 3.1 through a $ref: `DELETE /v3/syncs/sync`',
      document: { openapi: '3.1.0', info, paths: { '/v3/syncs/sync': { $ref: '#/components/pathItems/sync' } }, components: { pathItems: { sync: read } } },
    },
    {
      name: 'the same in 2.0: `GET /exports/export`',
      document: { swagger: '2.0', info, paths: { '/exports/export': { get: { parameters: [{ name: 'export', in: 'query', required: true, type: 'string' }], responses: { '200': { description: 'one export' } } } } } },
    },
  ],
  invalid: [
    {
      name: 'a verb after a name of another thing runs on it: `POST /configs/sync` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/configs/sync': { post: ok } } },
      errors: [{ path: ['paths', '/configs/sync'], message: /has the verb "sync"/ }],
    },
    {
      name: 'a verb after its own plural is still a verb when it leads a phrase: `POST /syncs/sync-all` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/syncs/sync-all': { post: ok } } },
      errors: [{ path: ['paths', '/syncs/sync-all'], message: /has the verb "sync"/ }],
    },
  ],
});


/** A verb that is a noun as often, before a plural, names the action sub-resource of §4 where only POST runs after an id. */
testRule('path-nouns', {
  valid: [
    { name: '`POST /reports/{report_key}/reset-results` (3.0)', document: { openapi: '3.0.3', info, paths: { '/reports/{report_key}': { get: ok }, '/reports/{report_key}/reset-results': { post: ok } } } },
    { name: '`POST /firewallPolicies/{id}/cloneRules` (2.0, through a $ref)', document: { swagger: '2.0', info, paths: { '/firewallPolicies/{id}/cloneRules': { $ref: '#/x-paths/clone' } }, 'x-paths': { clone: { post: ok } } } },
    { name: '`POST /channels/{id}/import-videos` (3.1)', document: { openapi: '3.1.0', info, paths: { '/channels/{id}/import-videos': { post: ok } } } },
  ],
  invalid: [{ swagger: '2.0' }, { openapi: '3.1.0' }].map((head) => ({
    name: `not after an id: \`POST /reports/reset-results\` (${head.swagger ?? head.openapi})`,
    document: { ...head, info, paths: { '/reports/reset-results': { post: ok } } },
    errors: [{ path: ['paths', '/reports/reset-results'], message: /has the verb "reset"/ }],
  })),
});

/** A noun as often as a verb standing where the document puts verbs, before the same parameter, is the verb there. */
const readAny = { get: { responses: { '200': { description: 'ok' } } } };
testRule('path-nouns', {
  valid: [
    { name: 'alone, `/addons/test/{id}` names tests (3.0)', document: { openapi: '3.0.3', info, paths: { '/addons/test/{id}': readAny } } },
    { name: 'beside a noun in that place, as well (3.1)', document: { openapi: '3.1.0', info, paths: { '/addons/test/{id}': readAny, '/addons/users/{id}': readAny } } },
  ],
  invalid: [
    {
      name: '`/addons/test/{id}` beside `/addons/refresh/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/addons/test/{id}': readAny, '/addons/refresh/{id}': readAny } },
      errors: [
        { path: ['paths', '/addons/test/{id}'], message: 'path "/addons/test/{id}" has the verb "test" in segment "test"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/addons/refresh/{id}'], message: 'path "/addons/refresh/{id}" has the verb "refresh" in segment "refresh"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: 'the same through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/addons/test/{id}': { get: { responses: { '200': { $ref: '#/responses/ok' } } } }, '/addons/refresh/{id}': readAny }, responses: { ok: { description: 'ok' } } },
      errors: [
        { path: ['paths', '/addons/test/{id}'], message: /has the verb "test"/ },
        { path: ['paths', '/addons/refresh/{id}'], message: /has the verb "refresh"/ },
      ],
    },
    {
      name: 'the same in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/addons/test/{id}': readAny, '/addons/refresh/{id}': readAny } },
      errors: [
        { path: ['paths', '/addons/test/{id}'], message: /has the verb "test"/ },
        { path: ['paths', '/addons/refresh/{id}'], message: /has the verb "refresh"/ },
      ],
    },
  ],
});

/** A noun as often as a verb ending a path after an item's id, every operation named for it run on that item, is the verb. */
const selectBody = { content: { 'application/json': { schema: { type: 'object', properties: { value: { type: 'string' } } } } } };
const selectDocument = (version: string, operationId: string, last = 'select') => (version === '2.0'
  ? { swagger: '2.0', info, paths: { '/messages/{id}': { get: ok }, [`/messages/{id}/${last}`]: { put: { operationId, parameters: [{ name: 'body', in: 'body', schema: { $ref: '#/definitions/Selection' } }], ...ok } } }, definitions: { Selection: { type: 'object', properties: { value: { type: 'string' } } } } }
  : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/messages/{id}': { get: ok }, [`/messages/{id}/${last}`]: { put: { operationId, requestBody: { $ref: '#/components/requestBodies/Selection' }, ...ok } } }, components: { requestBodies: { Selection: selectBody } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `an operation named for another thing leaves it a noun: \`PUT /messages/{id}/select\` as \`updateSelection\` (${version})`, document: selectDocument(version, 'updateSelection') },
    { name: `a view word keeps its own reading: \`PUT /messages/{id}/search\` as \`searchMessage\` (${version})`, document: selectDocument(version, 'searchMessage', 'search') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /messages/{id}/select\` as \`selectMessage\`, through a $ref (${version})`,
    document: selectDocument(version, 'selectMessage'),
    errors: [{ path: ['paths', '/messages/{id}/select'], message: 'path "/messages/{id}/select" has the verb "select" in segment "select"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/** A name GET reads and every operation there works on by a verb of its own, the name ending each operationId, is a noun. */
const namedObjectDocument = (version: string, segment: string, getId: string, otherId: string) => withPathItemBehindRef(version, `/${segment}`, 'named', { get: { operationId: getId, ...ok }, post: { operationId: otherId, ...ok } }, { '/state': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/update\` read as \`getUpdates\` and worked on as \`installUpdate\`, the path item behind a $ref (${version})`, document: namedObjectDocument(version, 'update', 'getUpdates', 'installUpdate') },
    { name: `a compound: \`/updateNotifications\` as \`getOptionUpdateNotifications\` and \`setOptionUpdateNotifications\` (${version})`, document: namedObjectDocument(version, 'updateNotifications', 'getOptionUpdateNotifications', 'setOptionUpdateNotifications') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an operation led by the segment's word names the verb: \`/update\` as \`getUpdates\` and \`updateFirmware\` (${version})`,
      document: namedObjectDocument(version, 'update', 'getUpdates', 'updateFirmware'),
      errors: [{ path: pathItemAt(version, 'named'), message: 'path "/update" has the verb "update" in segment "update"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `operationIds led by HTTP methods spell the path out: \`/update\` as \`getUpdate\` and \`postUpdate\` (${version})`,
      document: namedObjectDocument(version, 'update', 'getUpdate', 'postUpdate'),
      errors: [{ path: pathItemAt(version, 'named'), message: 'path "/update" has the verb "update" in segment "update"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/** A verb made of a verb by a prefix (`verb-prefixes`: `reactivate`, `unsuspend`, `deauthorize`) is a verb; one made of a participle (`unread`) names a state. */
const prefixedDocument = (version: string, pathKey: string, method: 'get' | 'post') => withPathItemBehindRef(version, pathKey, 'prefixed', { [method]: ok }, { '/users/{id}': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /users/unread\`: \`un\` before a participle names a state, the path item behind a $ref (${version})`,
    document: prefixedDocument(version, '/users/unread', 'get'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /users/reactivate\`: \`re\` before a verb that is never a noun (${version})`,
      document: prefixedDocument(version, '/users/reactivate', 'post'),
      errors: [{ path: pathItemAt(version, 'prefixed'), message: 'path "/users/reactivate" has the verb "reactivate" in segment "reactivate"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `\`POST /users/unsuspend\`: \`un\` before a verb that is never a noun (${version})`,
      document: prefixedDocument(version, '/users/unsuspend', 'post'),
      errors: [{ path: pathItemAt(version, 'prefixed'), message: 'path "/users/unsuspend" has the verb "unsuspend" in segment "unsuspend"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `\`POST /users/deauthorize\`: \`de\` before a verb that is never a noun (${version})`,
      document: prefixedDocument(version, '/users/deauthorize', 'post'),
      errors: [{ path: pathItemAt(version, 'prefixed'), message: 'path "/users/deauthorize" has the verb "deauthorize" in segment "deauthorize"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/** A name a version follows elsewhere is what the version prefixes: its own path is that entry point (`GET /apis/export.kubevirt.io/`), no resource. */
const entryPointDocument = (version: string, entry: string, versioned: string) => withPathItemBehindRef(version, entry, 'entry', { get: ok }, { [`${versioned}/items`]: { get: ok }, [`${versioned}/items/{id}`]: { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /apis/export.example.io/\` beside \`/apis/export.example.io/v1alpha1/items\`, the path item behind a $ref (${version})`,
    document: entryPointDocument(version, '/apis/export.example.io/', '/apis/export.example.io/v1alpha1'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `no version after it, the name's words are read: \`/apis/export.example.io/items\` (${version})`,
    document: entryPointDocument(version, '/apis/export.example.io/', '/apis/export.example.io'),
    errors: (['/apis/export.example.io/', '/apis/export.example.io/items', '/apis/export.example.io/items/{id}'] as const).map((pathKey) => ({
      path: pathKey.endsWith('/') ? pathItemAt(version, 'entry') : ['paths', pathKey],
      message: `path "${pathKey}" has the verb "export" in segment "export.example.io"; name the resource with a noun and let the HTTP method say what is done`,
    })),
  })),
});

/** A verb of create, read, update or delete run together with words the document writes apart (`listjobs` beside `/jobs/{id}`) leads the name. */
const runTogetherDocument = (version: string, name: string) => withPathItemBehindRef(version, `/v1/${name}`, 'joined', { post: ok }, { '/v1/jobs/{jobId}': { get: ok }, '/v1/queues': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a compound noun: \`/v1/changelogs\`, the path item behind a $ref (${version})`, document: runTogetherDocument(version, 'changelogs') },
    { name: `a rest the document never writes apart: \`/v1/settings\` (${version})`, document: runTogetherDocument(version, 'settings') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/v1/listjobs\` beside \`/v1/jobs/{jobId}\` (${version})`,
      document: runTogetherDocument(version, 'listjobs'),
      errors: [{ path: pathItemAt(version, 'joined'), message: 'path "/v1/listjobs" has the verb "list" in segment "listjobs"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `two words of the document: \`/v1/updatequeuejobs\` (${version})`,
      document: runTogetherDocument(version, 'updatequeuejobs'),
      errors: [{ path: pathItemAt(version, 'joined'), message: 'path "/v1/updatequeuejobs" has the verb "update" in segment "updatequeuejobs"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/** A compound led by a verb whose items GET reads and DELETE removes names a thing (`/logs/exec-output/{filename}`, the output files of exec runs). */
const outputDocument = (version: string, itemMethods: string[]) => {
  const item = Object.fromEntries(itemMethods.map((method) => [method, ok]));
  return withPathItemBehindRef(version, '/instances/{name}/logs/exec-output/{filename}', 'output', item, { '/instances/{name}/logs/exec-output': { get: ok }, '/instances/{name}': { get: ok } });
};
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/logs/exec-output/{filename}\` read and deleted, the item behind a $ref (${version})`,
    document: outputDocument(version, ['get', 'delete']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `items only read leave \`exec\` a verb (${version})`,
    document: outputDocument(version, ['get']),
    errors: [
      { path: ['paths', '/instances/{name}/logs/exec-output'], message: 'path "/instances/{name}/logs/exec-output" has the verb "exec" in segment "exec-output"; name the resource with a noun and let the HTTP method say what is done' },
      { path: pathItemAt(version, 'output'), message: 'path "/instances/{name}/logs/exec-output/{filename}" has the verb "exec" in segment "exec-output"; name the resource with a noun and let the HTTP method say what is done' },
    ],
  })),
});

/** HyperKitty's `/api/list/{mlist_fqdn}/` (one mailing list) beside `/api/lists/`, the path item behind a $ref; `listedBy` runs on `/api/lists/`. */
const mailingListDocument = (version: string, listedBy: 'get' | 'post') =>
  withPathItemBehindRef(version, '/api/list/{mlist_fqdn}/', 'list', { get: ok }, { '/api/lists/': { [listedBy]: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a verb-word whose plural the document lists by GET beside it, its id after it, is that noun: \`/api/list/{mlist_fqdn}/\` beside \`GET /api/lists/\` (${version})`,
    document: mailingListDocument(version, 'get'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural only POST runs lists nothing, so \`list\` stays a verb (${version})`,
    document: mailingListDocument(version, 'post'),
    errors: [{ path: pathItemAt(version, 'list'), message: 'path "/api/list/{mlist_fqdn}/" has the verb "list" in segment "list"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/** Bulk Import's `GET /import/by-repo` (one import, found by its repository) beside `/imports`, the path item behind a $ref; `listedBy` runs on `/imports`. */
const importByRepoDocument = (version: string, listedBy: 'get' | 'post') =>
  withPathItemBehindRef(version, '/import/by-repo', 'importByRepo', { get: ok, delete: ok }, { '/imports': { [listedBy]: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a verb-word whose plural GET lists beside it, a lookup GET reads after it, is that noun: \`GET /import/by-repo\` beside \`GET /imports\` (${version})`,
    document: importByRepoDocument(version, 'get'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside a plural only POST runs, \`import\` stays a verb (${version})`,
    document: importByRepoDocument(version, 'post'),
    errors: [{ path: pathItemAt(version, 'importByRepo'), message: 'path "/import/by-repo" has the verb "import" in segment "import"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/** Shopware's `POST /search/import-export-file` beside `/import-export-file/{id}`, the item behind a $ref answering `itemMethods`. */
const searchedRecordsDocument = (version: string, itemMethods: string[]) =>
  withPathItemBehindRef(version, '/import-export-file/{id}', 'file', Object.fromEntries(itemMethods.map((method) => [method, ok])), { '/import-export-file': { get: ok, post: ok }, '/search/import-export-file': { post: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound another path follows with the id of a record GET reads and PATCH or DELETE changes names those records under another prefix: \`/search/import-export-file\` (${version})`,
    document: searchedRecordsDocument(version, ['get', 'patch', 'delete']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `records only read leave \`import\` a verb there (${version})`,
    document: searchedRecordsDocument(version, ['get']),
    errors: [{ path: ['paths', '/search/import-export-file'], message: 'path "/search/import-export-file" has the verb "import" in segment "import-export-file"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/** Better Auth's organization plugin: `POST /organization/invite-member` (behind a $ref) beside POST-only names, each sending a body. */
const organizationDocument = (version: string, siblings: readonly string[]) => {
  const sends = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', schema: { type: 'object' } }], ...ok }
    : { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, ...ok };
  return withPathItemBehindRef(version, '/organization/invite-member', 'inviteMember', { post: sends }, Object.fromEntries(siblings.map((name) => [`/organization/${name}`, { post: sends }])));
};
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside names of things, \`invite-member\` (an invite, or invite one?) is not read as a verb (${version})`,
    document: organizationDocument(version, ['member-roles', 'team-settings']),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`invite\` stands where \`remove\` does, before the same \`member\`: the verb there, though the POST sends a body (${version})`,
      document: organizationDocument(version, ['remove-member', 'set-active']),
      errors: [
        { path: pathItemAt(version, 'inviteMember'), message: /path "\/organization\/invite-member" has the verb "invite" in segment "invite-member"/ },
        { path: ['paths', '/organization/remove-member'], message: /has the verb "remove"/ },
        { path: ['paths', '/organization/set-active'], message: /has the verb "set"/ },
      ],
    },
    {
      name: `beside verb-led names that work on other things, \`invite-member\` is not read as a verb (${version})`,
      document: organizationDocument(version, ['remove-team', 'set-active']),
      errors: [
        { path: ['paths', '/organization/remove-team'], message: /has the verb "remove"/ },
        { path: ['paths', '/organization/set-active'], message: /has the verb "set"/ },
      ],
    },
  ]),
});

/**
 * One verb-led name beside is enough where it works on the same thing (PayPI's `POST /checkCode`
 * beside `POST /sendCode`), but not in a file's name, where the format follows the dot
 * (`POST /packmgr/service.jsp` beside `POST /packmgr/update.jsp`); the path item behind a $ref.
 */
const codeDocument = (version: string, pathKey: string, sibling: string) => withPathItemBehindRef(version, pathKey, 'code', { post: ok }, { [sibling]: { post: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`checkCode\` beside no verb-led name (${version})`, document: codeDocument(version, '/checkCode', '/codes') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`checkCode\` beside \`sendCode\`: \`check\` stands where \`send\` does, before the same \`code\` (${version})`,
      document: codeDocument(version, '/checkCode', '/sendCode'),
      errors: [
        { path: pathItemAt(version, 'code'), message: 'path "/checkCode" has the verb "check" in segment "checkCode"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/sendCode'], message: /has the verb "send"/ },
      ],
    },
    {
      name: `\`service.jsp\` beside \`update.jsp\`: the same format, no same object, so only \`update\` is a verb (${version})`,
      document: codeDocument(version, '/packmgr/service.jsp', '/packmgr/update.jsp'),
      errors: [{ path: ['paths', '/packmgr/update.jsp'], message: /has the verb "update"/ }],
    },
  ]),
});

/**
 * NetHSM's `POST /lock` beside `POST /unlock`: a word the verb beside it undoes is the verb it
 * undoes; alone, or read by GET, it names a thing as often. The path item behind a $ref.
 */
const lockDocument = (version: string, lock: object, others: Record<string, object>) => withPathItemBehindRef(version, '/lock', 'lock', lock, others);
const unlockReported = { path: ['paths', '/unlock'], message: /has the verb "unlock"/ };
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /lock\` alone (${version})`, document: lockDocument(version, { post: ok }, { '/keys': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /lock\` beside \`POST /unlock\` (${version})`,
      document: lockDocument(version, { post: ok }, { '/unlock': { post: ok } }),
      errors: [
        { path: pathItemAt(version, 'lock'), message: 'path "/lock" has the verb "lock" in segment "lock"; name the resource with a noun and let the HTTP method say what is done' },
        unlockReported,
      ],
    },
    { name: `\`GET /lock\` beside \`POST /unlock\` reads a thing: only \`unlock\` is a verb (${version})`, document: lockDocument(version, { get: ok }, { '/unlock': { post: ok } }), errors: [unlockReported] },
  ]),
});

/**
 * Merge's `GET /sync-status`: a noun as often as a verb before a state word, only read, is the state
 * of that work read back, a noun phrase; a verb phrase (`getStatus`) or a path that runs the work
 * (`POST`) is not; the path item behind a $ref.
 */
const stateDocument = (version: string, pathKey: string, pathItem: object) => withPathItemBehindRef(version, pathKey, 'state', pathItem);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`GET /sync-status\` (${version})`, document: stateDocument(version, '/sync-status', { get: ok }) },
    { name: `\`GET /tenant/{id}/syncState\` (${version})`, document: stateDocument(version, '/tenant/{id}/syncState', { get: ok }) },
    { name: `an action after it, GET reading it: \`POST /sync-status/resync\` beside \`GET /sync-status\` (${version})`, document: withPathItemBehindRef(version, '/sync-status/resync', 'state', { post: ok }, { '/sync-status': { get: ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a verb phrase ending in a state word stays one: \`GET /getStatus\` (${version})`,
      document: stateDocument(version, '/getStatus', { get: ok }),
      errors: [{ path: pathItemAt(version, 'state'), message: /has the verb "get" in segment "getStatus"/ }],
    },
    {
      name: `a path that POST runs is no state read back: \`POST /sync-status\` (${version})`,
      document: stateDocument(version, '/sync-status', { post: ok }),
      errors: [{ path: pathItemAt(version, 'state'), message: /has the verb "sync" in segment "sync-status"/ }],
    },
  ]),
});

/**
 * Brick's `POST /va/open` and `POST /va/close` (a virtual account opened and closed): a word that is
 * a noun or a view as often names the action where a path only POST runs ends in it, with no item's
 * id before it; after an item's id it is the action sub-resource, and read by GET a view.
 */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /tickets/{id}/close\`, the action sub-resource (${version})`, document: withPathItemBehindRef(version, '/tickets/{id}/close', 'close', { post: ok }) },
    { name: `\`GET /issues/open\`, the open issues (${version})`, document: withPathItemBehindRef(version, '/issues/open', 'open', { get: ok }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /va/open\` behind a $ref and \`POST /va/close\` (${version})`,
      document: withPathItemBehindRef(version, '/va/open', 'open', { post: ok }, { '/va/close': { post: ok } }),
      errors: [
        { path: pathItemAt(version, 'open'), message: 'path "/va/open" has the verb "open" in segment "open"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/va/close'], message: 'path "/va/close" has the verb "close" in segment "close"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
  ]),
});

/**
 * Salesforce's `/sobjects/ChangeRequestHistory` and `/sobjects/ListViewEvent/{id}` beside
 * `/sobjects/ChangeRequest/{id}` and `/sobjects/ListView/{id}`: a name led by a noun as often as a
 * verb that begins with the words of a name the document identifies items of says something of
 * that thing (a change request's history), no verb; without the identified name beside it, the
 * same words lead a verb phrase. The path item behind a $ref.
 */
const sobjects = (version: string, pathKey: string, identified: Record<string, object>) => withPathItemBehindRef(version, pathKey, 'sobject', { get: ok }, identified);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/sobjects/ChangeRequestHistory\` beside \`/sobjects/ChangeRequest/{id}\` (${version})`, document: sobjects(version, '/sobjects/ChangeRequestHistory', { '/sobjects/ChangeRequest/{id}': { get: ok, patch: ok } }) },
    { name: `\`/sobjects/ListViewEvent/{id}\` beside \`/sobjects/ListView/{id}\` (${version})`, document: sobjects(version, '/sobjects/ListViewEvent/{id}', { '/sobjects/ListView/{id}': { get: ok, delete: ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with no \`ChangeRequest\` items anywhere, \`changeRequestHistory\` leads with the verb (${version})`,
    document: sobjects(version, '/sobjects/ChangeRequestHistory', { '/sobjects/Account/{id}': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'sobject'), message: 'path "/sobjects/ChangeRequestHistory" has the verb "change" in segment "ChangeRequestHistory"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Hyperledger Cactus's `POST …/has-object` beside `…/get-object`: a check whether a thing exists,
 * led by `has` as `exists` and `contains` lead theirs, is a verb; words that only begin with the
 * same letters (`hashtags`) are nouns. The path item behind a $ref.
 */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /hashtags\` (${version})`, document: withPathItemBehindRef(version, '/hashtags', 'hashtags', { get: ok }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /objects/has-object\` (${version})`,
    document: withPathItemBehindRef(version, '/objects/has-object', 'has', { post: ok }),
    errors: [{ path: pathItemAt(version, 'has'), message: 'path "/objects/has-object" has the verb "has" in segment "has-object"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Hyperledger Cacti's `POST …/lock-asset`, "Lock an asset.": a POST-only path whose summary leads
 * with the first word of its last name, then an article and the thing worked on, names that word
 * as the verb, whatever else the word may name; "Create an order form" names a thing.
 */
const summarised = (version: string, pathKey: string, summary: string, pathItem: object = { post: { summary, ...ok } }) => withPathItemBehindRef(version, pathKey, 'summarised', pathItem, { '/ledger/assets': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `"Create an order form" on \`POST /ledger/order-form\` (${version})`, document: summarised(version, '/ledger/order-form', 'Create an order form') },
    { name: `"Order form" alone (${version})`, document: summarised(version, '/ledger/order-form', 'Order form') },
    { name: `"Lock the lock asset", the name's own first word after the article (${version})`, document: summarised(version, '/ledger/lock-asset', 'Lock the lock asset') },
    { name: `a GET beside the POST reads the thing (${version})`, document: summarised(version, '/ledger/lock-asset', 'Lock an asset.', { get: ok, post: { summary: 'Lock an asset.', ...ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /ledger/lock-asset\`, "Lock an asset." (${version})`,
      document: summarised(version, '/ledger/lock-asset', 'Lock an asset.'),
      errors: [{ path: pathItemAt(version, 'summarised'), message: 'path "/ledger/lock-asset" has the verb "lock" in segment "lock-asset"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `\`POST /ledger/claim-pledged-asset\`, "Claims an asset that has been pledged" (${version})`,
      document: summarised(version, '/ledger/claim-pledged-asset', 'Claims an asset that has been pledged'),
      errors: [{ path: pathItemAt(version, 'summarised'), message: 'path "/ledger/claim-pledged-asset" has the verb "claim" in segment "claim-pledged-asset"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/**
 * E2B's `POST /admin/teams/{teamID}/sandboxes/kill`, "Kill all sandboxes for a team": a one-word
 * name that is a verb as often as a noun, ending a POST-only path whose every summary leads with
 * it and then a word quantifying or pointing out what it works on, is that verb; "Kill switch" or
 * "Kill sandboxes" says nothing of the kind.
 */
const killDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/admin/teams/{teamID}/sandboxes/kill', 'kill', { post: { summary, ...ok } }, { '/admin/teams/{teamID}': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `"Kill switch" on \`POST …/sandboxes/kill\` (${version}, through a $ref)`, document: killDocument(version, 'Kill switch') },
    { name: `"Kill sandboxes", no word between (${version}, through a $ref)`, document: killDocument(version, 'Kill sandboxes') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST …/sandboxes/kill\`, "Kill all sandboxes for a team" (${version}, through a $ref)`,
    document: killDocument(version, 'Kill all sandboxes for a team'),
    errors: [{ path: pathItemAt(version, 'kill'), message: 'path "/admin/teams/{teamID}/sandboxes/kill" has the verb "kill" in segment "kill"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * NetHSM's `PUT /config/unlock-passphrase`, "Update the unlock passphrase.": where no POST runs and
 * every operation's summary (or description, without one) runs a verb on the name written out
 * after an article, the name is that thing, a noun phrase (`summary-names-object`); a POST there,
 * or a summary led by the name's own first word, leaves the verb.
 */
const passphrase = (version: string, pathItem: object) => withPathItemBehindRef(version, '/config/unlock-passphrase', 'passphrase', pathItem, { '/config/network': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`PUT /config/unlock-passphrase\`, "Update the unlock passphrase." (${version})`, document: passphrase(version, { put: { summary: 'Update the unlock passphrase.', ...ok } }) },
    { name: `the same said by descriptions alone, a GET beside the PUT (${version})`, document: passphrase(version, { get: { description: 'Read the unlock passphrase policy.', ...ok }, put: { description: 'Replace the unlock passphrase.\n\nIt cannot be reset.', ...ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a POST there runs the verb, whatever its summary says: \`POST /config/unlock-passphrase\`, "Update the unlock passphrase." (${version})`,
      document: passphrase(version, { post: { summary: 'Update the unlock passphrase.', ...ok } }),
      errors: [{ path: pathItemAt(version, 'passphrase'), message: 'path "/config/unlock-passphrase" has the verb "unlock" in segment "unlock-passphrase"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `a summary led by the name's own first word runs it: "Unlock the passphrase" (${version})`,
      document: passphrase(version, { put: { summary: 'Unlock the passphrase', ...ok } }),
      errors: [{ path: pathItemAt(version, 'passphrase'), message: 'path "/config/unlock-passphrase" has the verb "unlock" in segment "unlock-passphrase"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `one operation whose summary names something else leaves the verb: "Update the unlock passphrase" beside "Delete it" (${version})`,
      document: passphrase(version, { put: { summary: 'Update the unlock passphrase', ...ok }, delete: { summary: 'Delete it', ...ok } }),
      errors: [{ path: pathItemAt(version, 'passphrase'), message: 'path "/config/unlock-passphrase" has the verb "unlock" in segment "unlock-passphrase"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/**
 * OpenStack Skyline's `GET /api/v1/extension/compute-services`, summarised "Compute Services" (the
 * handler's name as FastAPI titles it) and described "List compute services": a summary that only
 * spells the name out gives way to the description, whose verb runs on the name written as a thing
 * (`summary-names-object`). Described "Compute the services", or with no description, `compute` is the verb.
 */
const computeServices = (version: string, description: string | undefined) => withPathItemBehindRef(version, '/api/v1/extension/compute-services', 'services',
  { get: { summary: 'Compute Services', ...(description === undefined ? {} : { description }), ...ok } }, { '/api/v1/extension/servers': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Compute Services", described "List compute services" (${version}, through a $ref)`, document: computeServices(version, 'List compute services') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `described "Compute the services" (${version}, through a $ref)`, document: computeServices(version, 'Compute the services') },
    { name: `with no description (${version}, through a $ref)`, document: computeServices(version, undefined) },
  ].map((testCase) => ({ ...testCase, errors: [{ path: pathItemAt(version, 'services'), message: /has the verb "compute" in segment "compute-services"/ }] }))),
});

/**
 * DokuWiki's `POST /core.savePage` beside `POST /core.getPage`, Slack's `/chat.delete`: methods
 * called by name after their namespace and a dot, each judged as its name. One dotted name alone,
 * or a format after the dot (`/report.json` beside `/report.xml`), is no such call; the path item
 * behind a $ref.
 */
const dottedDocument = (version: string, pathKey: string, others: Record<string, object>) => withPathItemBehindRef(version, pathKey, 'call', { post: ok }, others);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /core.savePage\` alone (${version})`, document: dottedDocument(version, '/core.savePage', { '/pages': { get: ok } }) },
    { name: `\`/users.info\` beside \`/users.profile\`: methods named by nouns (${version})`, document: dottedDocument(version, '/users.info', { '/users.profile': { get: ok } }) },
    { name: `\`/report.json\` beside \`/report.xml\`: formats, no methods (${version})`, document: dottedDocument(version, '/report.json', { '/report.xml': { get: ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /core.savePage\` beside \`POST /core.getPage\` (${version})`,
      document: dottedDocument(version, '/core.savePage', { '/core.getPage': { post: ok } }),
      errors: [
        { path: pathItemAt(version, 'call'), message: 'path "/core.savePage" has the verb "save" in segment "core.savePage"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/core.getPage'], message: /has the verb "get" in segment "core.getPage"/ },
      ],
    },
    {
      name: `a namespace of two names, a method beside a noun: \`/admin.emoji.rename\` beside \`/admin.emoji.info\` (${version})`,
      document: dottedDocument(version, '/admin.emoji.rename', { '/admin.emoji.info': { get: ok } }),
      errors: [{ path: pathItemAt(version, 'call'), message: /has the verb "rename" in segment "admin.emoji.rename"/ }],
    },
  ]),
});

/**
 * Signal K's autopilot: `POST /{id}/tack/port` and `…/tack/starboard` beside `…/gybe/port` and
 * `…/gybe/starboard`. Names that each end paths with the same two names or more stand where the
 * document puts verbs: `tack`, a noun as often, is the verb there as `gybe` is; and the one word
 * after a verb ending a POST-only path is what the verb takes, reported with it, not as a verb of
 * its own (`starboard`). Alone, `tack` names a thing as often. The path item behind a $ref.
 */
const sailing = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/boats/{id}/tack/starboard', 'tack', { post: ok }, others);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /boats/{id}/tack/port\` alone: \`tack\` names a thing as often (${version})`, document: withPathItemBehindRef(version, '/boats/{id}/tack/port', 'tack', { post: ok }, { '/boats/{id}': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`tack\` beside \`gybe\`, each before \`port\` and \`starboard\` (${version})`,
    document: sailing(version, { '/boats/{id}/tack/port': { post: ok }, '/boats/{id}/gybe/port': { post: ok }, '/boats/{id}/gybe/starboard': { post: ok } }),
    errors: [
      { path: ['paths', '/boats/{id}/tack/port'], message: /has the verb "tack" in segment "tack"/ },
      { path: ['paths', '/boats/{id}/gybe/port'], message: /has the verb "gybe" in segment "gybe"/ },
      { path: ['paths', '/boats/{id}/gybe/starboard'], message: /has the verb "gybe" in segment "gybe"/ },
      { path: pathItemAt(version, 'tack'), message: 'path "/boats/{id}/tack/starboard" has the verb "tack" in segment "tack"; name the resource with a noun and let the HTTP method say what is done' },
    ],
  })),
});

/**
 * Homebridge UI's `PUT /server/reset-cached-accessories` ("Remove Homebridge cached accessories"):
 * a past participle between a verb that is a noun as often and a plural makes the plural the verb's
 * object (the cached accessories, reset), where `reset-tokens` alone may name a kind of token. The
 * path item behind a $ref.
 */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PUT /server/reset-tokens\`: a noun-verb before a plural names a kind of thing (${version})`, document: withPathItemBehindRef(version, '/server/reset-tokens', 'reset', { put: ok }, { '/server/status': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /server/reset-cached-accessories\`: a participle before the plural makes it the verb's object (${version})`,
    document: withPathItemBehindRef(version, '/server/reset-cached-accessories', 'reset', { put: ok }, { '/server/status': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'reset'), message: 'path "/server/reset-cached-accessories" has the verb "reset" in segment "reset-cached-accessories"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Unleash's `POST /archive/revive/{featureName}` ("Revives a feature") beside `DELETE
 * /archive/{featureName}` ("Deletes an archived feature"): `archive`, a noun as often as a verb,
 * is identified by id in another path, so it names the archive there too, and only the verb after
 * it is reported; with no such path it leads the action as a verb. The path item behind a $ref.
 */
const archive = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/archive/revive/{featureName}', 'revive', { post: ok }, others);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`DELETE /archive/{featureName}\`: the archive's item (${version})`, document: withPathItemBehindRef(version, '/archive/{featureName}', 'archived', { delete: ok }) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`archive\` identified by \`/archive/{featureName}\` (${version})`,
      document: archive(version, { '/archive/{featureName}': { delete: ok } }),
      errors: [{ path: pathItemAt(version, 'revive'), message: 'path "/archive/revive/{featureName}" has the verb "revive" in segment "revive"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `\`archive\` identified nowhere (${version})`,
      document: archive(version, { '/features/{featureName}': { delete: ok } }),
      errors: [
        { path: pathItemAt(version, 'revive'), message: /has the verb "archive" in segment "archive"/ },
        { path: pathItemAt(version, 'revive'), message: /has the verb "revive" in segment "revive"/ },
      ],
    },
  ]),
});

/**
 * Lodestar's `POST /beacon/pool/sync_committees` ("Submit sync committee signatures") beside `GET
 * /beacon/states/{state_id}/sync_committees`: a noun-verb before a plural on a POST-only path is a
 * verb phrase, unless GET reads the name at the end of another path, where the document names a
 * thing so. The path item behind a $ref.
 */
const pool = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/beacon/pool/sync_committees', 'pool', { post: ok }, others);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `read by \`GET /beacon/states/{state_id}/sync_committees\` (${version})`, document: pool(version, { '/beacon/states/{state_id}/sync_committees': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `read nowhere (${version})`,
    document: pool(version, { '/beacon/states/{state_id}/validators': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'pool'), message: /has the verb "sync" in segment "sync_committees"/ }],
  })),
});

/**
 * Labrinth's `POST /version_file/{hash}/update`, named `getLatestVersionFromHash` ("Latest version of
 * a project from a hash"): a verb that reads names the request, never `update`, so the word names
 * what is asked for, the update, a thing (`operations-name-a-read`). Named `updateVersionFile`, or
 * `getUpdate` (the word among its own), `update` is the verb.
 */
const latestVersion = (version: string, operationId: string) => withPathItemBehindRef(version, '/version_file/{hash}/update', 'update',
  { post: { operationId, parameters: [parameterOf(version, 'hash', 'path')], responses: { '200': jsonAnswer(version, 'the latest version', { type: 'object', properties: { id: { type: 'string' } } }) } } },
  { '/version_file/{hash}': { get: { parameters: [parameterOf(version, 'hash', 'path')], responses: { '200': jsonAnswer(version, 'the version', { type: 'object' }) } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `named \`getLatestVersionFromHash\`, a read (${version}, through a $ref)`, document: latestVersion(version, 'getLatestVersionFromHash') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `named \`updateVersionFile\` (${version}, through a $ref)`, document: latestVersion(version, 'updateVersionFile') },
    { name: `named \`getUpdate\`, the word itself (${version}, through a $ref)`, document: latestVersion(version, 'getUpdate') },
  ].map((testCase) => ({ ...testCase, errors: [{ path: pathItemAt(version, 'update'), message: /has the verb "update" in segment "update"/ }] }))),
});

/**
 * open-wa's EASY API, one POST per client method (`/getChat`, `/sendText`, …): where ten names or
 * more beside it are led by three verbs or more, a name led by a word that is a noun as often
 * (`/loadEarlierMessages`, sending the chat's id) is led by the verb too; beside three verb-led
 * names only, a name that sends a body keeps its noun reading. The path item behind a $ref.
 */
const methodNames = ['getChat', 'sendText', 'setMyName', 'deleteChat', 'removeParticipant', 'getMessages', 'sendImage', 'setPresence', 'getContacts', 'sendFile'];
const methodsDocument = (version: string, names: readonly string[]) => {
  const sends = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'object', properties: { chatId: { type: 'string' } } } }], responses: { '200': { description: 'done' } } }
    : { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { chatId: { type: 'string' } } } } } }, responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, '/loadEarlierMessages', 'load', { post: sends }, Object.fromEntries(names.map((name) => [`/${name}`, { post: sends }])));
};
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /loadEarlierMessages\` alone keeps its noun reading (${version})`, document: methodsDocument(version, []) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /loadEarlierMessages\` beside three verb-led names keeps its noun reading (${version})`,
      document: methodsDocument(version, methodNames.slice(0, 3)),
      errors: methodNames.slice(0, 3).map((name) => ({ path: ['paths', `/${name}`], message: new RegExp(`^path "/${name}" has the verb`) })),
    },
    {
      name: `\`POST /loadEarlierMessages\` beside ten verb-led names (${version})`,
      document: methodsDocument(version, methodNames),
      errors: [
        ...methodNames.map((name) => ({ path: ['paths', `/${name}`], message: new RegExp(`^path "/${name}" has the verb`) })),
        { path: pathItemAt(version, 'load'), message: 'path "/loadEarlierMessages" has the verb "load" in segment "loadEarlierMessages"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
  ]),
});

/**
 * A noun as often as a verb ending a path only POST runs on, where plain verbs end the paths
 * beside it (etcd's `/v3/election/campaign` beside `…/observe`, `…/proclaim`, `…/resign`): the
 * place holds calls, and the word is the verb there (`verbs-beside-it`).
 */
const posted = { post: ok };
const electionPaths = { '/v3/election/observe': posted, '/v3/election/proclaim': posted, '/v3/election/leader': posted };
const verbAt = (pathKey: string, verb: string) => ({ path: ['paths', pathKey], message: `path "${pathKey}" has the verb "${verb}" in segment "${verb}"; name the resource with a noun and let the HTTP method say what is done` });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one plain verb among nouns makes no place of calls: \`POST /v3/election/campaign\` beside \`leader\` and \`members\` (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/v3/election/campaign', 'campaign', posted, { '/v3/election/leader': posted, '/v3/election/members': posted }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /v3/election/campaign\` beside \`observe\`, \`proclaim\` and \`resign\`, each only POSTed to (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/v3/election/campaign', 'campaign', posted, { ...electionPaths, '/v3/election/resign': posted }),
      errors: [
        { path: pathItemAt(version, 'campaign'), message: 'path "/v3/election/campaign" has the verb "campaign" in segment "campaign"; name the resource with a noun and let the HTTP method say what is done' },
        verbAt('/v3/election/observe', 'observe'),
        verbAt('/v3/election/proclaim', 'proclaim'),
        verbAt('/v3/election/resign', 'resign'),
      ],
    },
    {
      name: `only the plain verbs, where an id follows the word elsewhere (${version})`,
      document: withPathItemBehindRef(version, '/v3/election/campaign', 'campaign', posted, { ...electionPaths, '/v3/election/resign': posted, '/v3/election/campaign/{campaignId}': { get: ok } }),
      errors: [verbAt('/v3/election/observe', 'observe'), verbAt('/v3/election/proclaim', 'proclaim'), verbAt('/v3/election/resign', 'resign')],
    },
    {
      name: `names led by a plain verb count towards the place: \`POST /v3/images/fill\` beside \`generate\`, \`expand\`, \`generate-similar\` and \`generate-object-composite\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/v3/images/fill', 'fill', posted, { '/v3/images/generate': posted, '/v3/images/expand': posted, '/v3/images/generate-similar': posted, '/v3/images/generate-object-composite': posted }),
      errors: [
        { path: pathItemAt(version, 'fill'), message: 'path "/v3/images/fill" has the verb "fill" in segment "fill"; name the resource with a noun and let the HTTP method say what is done' },
        verbAt('/v3/images/generate', 'generate'),
        verbAt('/v3/images/expand', 'expand'),
        { path: ['paths', '/v3/images/generate-similar'], message: /has the verb "generate" in segment "generate-similar"/ },
        { path: ['paths', '/v3/images/generate-object-composite'], message: /has the verb "generate" in segment "generate-object-composite"/ },
      ],
    },
    {
      name: `only the plain verbs, where fewer than half the names there are led by one: \`POST /v3/images/fill\` beside \`generate\`, \`expand\` and four nouns (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/v3/images/fill', 'fill', posted, { '/v3/images/generate': posted, '/v3/images/expand': posted, '/v3/images/masks': posted, '/v3/images/styles': posted, '/v3/images/presets': posted, '/v3/images/layers': posted }),
      errors: [verbAt('/v3/images/generate', 'generate'), verbAt('/v3/images/expand', 'expand')],
    },
    {
      name: `only the plain verbs, where a summary runs another verb on the word as a thing: \`POST /api/text/review\`, "Get reviews" (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/api/text/review', 'review', { post: { ...ok, summary: 'Get reviews' } }, { '/api/text/humanize': posted, '/api/text/transform': posted }),
      errors: [verbAt('/api/text/humanize', 'humanize'), verbAt('/api/text/transform', 'transform')],
    },
  ]),
});

/**
 * A word the document reads as a verb at one place (`view` before `{attributeId}`, beside
 * `delete`), written again under another name right before a parameter or ending a path, is the
 * same verb there (`verb-written-again`): MISP's `/noticelists/view/{noticelistId}` and
 * `/eventReports/index`, beside `/attributes/view/{attributeId}` and `/galaxy_clusters/index/{galaxyId}`.
 */
const readOnly = { get: ok };
const attributePaths = { '/attributes/view/{attributeId}': readOnly, '/attributes/delete/{attributeId}': posted };
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`GET /noticelists/view/{noticelistId}\` where the document puts "view" among no verbs (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/noticelists/view/{noticelistId}', 'view', readOnly, { '/attributes/view/{attributeId}': readOnly, '/attributes/{attributeId}': readOnly }),
    },
    {
      name: `not where the parameter after the word is named after it: \`GET /dashboards/view/{viewId}\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/dashboards/view/{viewId}', 'view', readOnly, { '/attributes/view/{attributeId}': readOnly, '/attributes/{attributeId}': readOnly }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`GET /noticelists/view/{noticelistId}\` where the document puts "view" among verbs elsewhere (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/noticelists/view/{noticelistId}', 'view', readOnly, attributePaths),
      errors: [
        { path: pathItemAt(version, 'view'), message: 'path "/noticelists/view/{noticelistId}" has the verb "view" in segment "view"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/attributes/view/{attributeId}'], message: 'path "/attributes/view/{attributeId}" has the verb "view" in segment "view"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/attributes/delete/{attributeId}'], message: 'path "/attributes/delete/{attributeId}" has the verb "delete" in segment "delete"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: `not a name a parameter named after it follows on another path: \`GET /devices/upgrade\` beside \`GET /devices/upgrade/{upgrade_id}\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/devices/upgrade', 'upgrade', readOnly, { '/devices/upgrade/{upgrade_id}': readOnly, '/sites/upgrade/{siteId}': posted, '/sites/delete/{siteId}': posted }),
      errors: [
        { path: ['paths', '/sites/upgrade/{siteId}'], message: 'path "/sites/upgrade/{siteId}" has the verb "upgrade" in segment "upgrade"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/sites/delete/{siteId}'], message: 'path "/sites/delete/{siteId}" has the verb "delete" in segment "delete"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
    {
      name: `\`GET /eventReports/index\` where the document puts "index" among verbs elsewhere (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/eventReports/index', 'index', readOnly, { '/galaxies/index/{galaxyId}': readOnly, '/galaxies/add/{galaxyId}': posted }),
      errors: [
        { path: pathItemAt(version, 'index'), message: 'path "/eventReports/index" has the verb "index" in segment "index"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/galaxies/index/{galaxyId}'], message: 'path "/galaxies/index/{galaxyId}" has the verb "index" in segment "index"; name the resource with a noun and let the HTTP method say what is done' },
        { path: ['paths', '/galaxies/add/{galaxyId}'], message: 'path "/galaxies/add/{galaxyId}" has the verb "add" in segment "add"; name the resource with a noun and let the HTTP method say what is done' },
      ],
    },
  ]),
});

/**
 * Komga's `/readlists` (behind a `$ref`), `readlists` running `read` together with `lists`, a word
 * the document writes apart (`ReadListDto`): where an operation on it is named for its own verb and
 * then the name spelt whole (`createReadList`, or the summary "Create readlist"), the name is the
 * thing worked on, a noun; named otherwise, it is read as a verb run on lists.
 */
const readListsDocument = (version: string, post: object) => withSchemas(version, withPathItemBehindRef(version, '/readlists', 'readlists', {
  get: { responses: { '200': referencedAnswer(version, 'ReadListDto', 'the readlists') } },
  post: { ...post, responses: { '200': referencedAnswer(version, 'ReadListDto', 'the readlist') } },
}, { '/readlists/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': referencedAnswer(version, 'ReadListDto', 'a readlist') } } } }), { ReadListDto: { type: 'object', properties: { name: { type: 'string' } } } });
const readVerbAt = (path: string[], pathKey: string) => ({ path, message: `path "${pathKey}" has the verb "read" in segment "readlists"; name the resource with a noun and let the HTTP method say what is done` });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /readlists\` named \`createReadList\` names the readlist as the thing it makes (${version}, through a $ref)`, document: readListsDocument(version, { operationId: 'createReadList' }) },
    { name: `the same by its summary alone, "Create readlist" (${version}, through a $ref)`, document: readListsDocument(version, { summary: 'Create readlist' }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named for no verb run on the name, \`readlists\` runs \`read\` together with \`lists\` (${version}, through a $ref)`,
    document: readListsDocument(version, { summary: 'Make one' }),
    errors: [readVerbAt(pathItemAt(version, 'readlists'), '/readlists'), readVerbAt(['paths', '/readlists/{id}'], '/readlists/{id}')],
  })),
});

/**
 * TUM's campus backend `GET /updatenote/{version}` (behind a `$ref`), `updatenote` running `update`
 * together with `note`, a word the document writes apart (the answer's `note`): named
 * `Campus_GetUpdateNote`, for `get` and then the name spelt whole, the name is the thing read, a
 * noun, though parameters follow it; named `Campus_GetNote`, it is read as a verb run on a note.
 */
const updateNoteDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/updatenote/{version}', 'note', {
  get: { operationId, parameters: [parameterOf(version, 'version', 'path', 'integer')], responses: { '200': jsonAnswer(version, 'the note', { type: 'object', properties: { note: { type: 'string' }, version_name: { type: 'string' } } }) } },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`Campus_GetUpdateNote\` names the update note as what it reads (${version}, through a $ref)`, document: updateNoteDocument(version, 'Campus_GetUpdateNote') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `named \`Campus_GetNote\`, \`updatenote\` runs \`update\` together with \`note\` (${version}, through a $ref)`, document: updateNoteDocument(version, 'Campus_GetNote'), errors: [{ path: pathItemAt(version, 'note'), message: 'path "/updatenote/{version}" has the verb "update" in segment "updatenote"; name the resource with a noun and let the HTTP method say what is done' }] })),
});

/** `POST /v1/<name>` (behind a `$ref`), named `operationId` if given, sending a job queue and answering 200 with it. */
function namedRunDocument(version: string, name: string, operationId?: string): Record<string, unknown> {
  const queue = { type: 'object', properties: { name: { type: 'string' } } };
  const named = operationId === undefined ? {} : { operationId };
  const post = version === '2.0'
    ? { ...named, parameters: [{ name: 'body', in: 'body', required: true, schema: queue }], responses: { '200': { description: 'the queue', schema: queue } } }
    : { ...named, requestBody: { content: { 'application/json': { schema: queue } } }, responses: { '200': { description: 'the queue', content: { 'application/json': { schema: queue } } } } };
  return withPathItemBehindRef(version, `/v1/${name}`, 'run', { post });
}
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `one word in lower case the document writes nowhere apart says no verb: \`POST /v1/createjobqueue\` unnamed (${version})`,
      document: namedRunDocument(version, 'createjobqueue'),
    },
    {
      name: `a name spelling only the object of its operation's name is that noun: \`POST /v1/changelogs\` named \`GetChangeLogs\` (${version})`,
      document: namedRunDocument(version, 'changelogs', 'GetChangeLogs'),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `its operation's name writes the words apart, a create first: \`POST /v1/createjobqueue\` named \`CreateJobQueue\` (${version})`,
      document: namedRunDocument(version, 'createjobqueue', 'CreateJobQueue'),
      errors: [{ path: pathItemAt(version, 'run'), message: /verb "create" in segment "createjobqueue"/ }],
    },
    {
      name: `after a namespace too: named \`Batch#CreateJobQueue\` (${version})`,
      document: namedRunDocument(version, 'createjobqueue', 'Batch#CreateJobQueue'),
      errors: [{ path: pathItemAt(version, 'run'), message: /verb "create" in segment "createjobqueue"/ }],
    },
  ]),
});

/**
 * Codat's Assess API of `version`, titled `title`: `GET /data/assess/accounts/categories` and, behind
 * a `$ref`, `<method> <nested>`.
 */
function titledDocument(version: string, title: string, nested: string, method: 'get' | 'post' = 'get'): Record<string, unknown> {
  const document = withPathItemBehindRef(version, nested, 'nested', { [method]: ok }, { '/data/assess/accounts/categories': { get: ok } });
  return { ...document, info: { title, version: '1' } };
}
const nestedUnderItem = '/data/companies/{companyId}/connections/{connectionId}/assess/accounts/{accountId}/categories';
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the API's own name, as its title gives it, over the names after it is no verb: \`assess\` of the "Assess API" (${version})`,
      document: titledDocument(version, 'Assess API', nestedUnderItem),
    },
    {
      name: `whatever the title says of it as an API and its version: "Assess REST API v2" (${version})`,
      document: titledDocument(version, 'Assess REST API v2', nestedUnderItem),
    },
    {
      name: `after the maker's name: \`assess\` of the "Codat Assess API" (${version})`,
      document: titledDocument(version, 'Codat Assess API', nestedUnderItem),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `under another title it is the verb: the "Lending API" (${version})`,
      document: titledDocument(version, 'Lending API', nestedUnderItem),
      errors: [
        { path: ['paths', '/data/assess/accounts/categories'], message: /verb "assess" in segment "assess"/ },
        { path: pathItemAt(version, 'nested'), message: /verb "assess" in segment "assess"/ },
      ],
    },
    {
      name: `a leading word of the title is the maker's, not the product's: \`assess\` of the "Assess Lending API" (${version})`,
      document: titledDocument(version, 'Assess Lending API', nestedUnderItem),
      errors: [
        { path: ['paths', '/data/assess/accounts/categories'], message: /verb "assess" in segment "assess"/ },
        { path: pathItemAt(version, 'nested'), message: /verb "assess" in segment "assess"/ },
      ],
    },
    {
      name: `where an operation runs on it, it names no namespace: \`POST /data/assess\` of the "Assess API" (${version})`,
      document: titledDocument(version, 'Assess API', '/data/assess', 'post'),
      errors: [
        { path: ['paths', '/data/assess/accounts/categories'], message: /verb "assess" in segment "assess"/ },
        { path: pathItemAt(version, 'nested'), message: /verb "assess" in segment "assess"/ },
      ],
    },
  ]),
});

/** `GET /change-log` of `version`, behind a `$ref`, answering a bare list of records of the schema named `items`. */
function changeLogDocument(version: string, items: string): Record<string, unknown> {
  const record = { type: 'object', properties: { date: { type: 'string' }, text: { type: 'string' } } };
  const schema = { type: 'array', items: { $ref: `#/${schemaAt(version, items).join('/')}` } };
  const answer = version === '2.0' ? { description: 'the change log', schema } : { description: 'the change log', content: { 'application/json': { schema } } };
  const document = withPathItemBehindRef(version, '/change-log', 'log', { get: { responses: { '200': answer } } });
  return version === '2.0' ? { ...document, definitions: { [items]: record } } : { ...document, components: { ...(document['components'] as object), schemas: { [items]: record } } };
}
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound whose GET lists the entries of what it names is that noun phrase: \`GET /change-log\` answering \`[ChangeLogItem]\` (${version})`,
    document: changeLogDocument(version, 'ChangeLogItem'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `listing records of another name it is judged by its words: \`[Change]\` (${version})`,
      document: changeLogDocument(version, 'Change'),
      errors: [{ path: pathItemAt(version, 'log'), message: /verb "change" in segment "change-log"/ }],
    },
    {
      name: `nor the answer named for what the name does: \`[ChangeLogModel]\` (${version})`,
      document: changeLogDocument(version, 'ChangeLogModel'),
      errors: [{ path: pathItemAt(version, 'log'), message: /verb "change" in segment "change-log"/ }],
    },
    {
      name: `nor is a name of one word more than two: \`[ChangeLogItemDraft]\` (${version})`,
      document: changeLogDocument(version, 'ChangeLogItemDraft'),
      errors: [{ path: pathItemAt(version, 'log'), message: /verb "change" in segment "change-log"/ }],
    },
  ]),
});

/** Interzoid's `GET /getfullnameparsedmatch` of `version`, behind a `$ref`, summarised as `summary`. */
const similarityKeyDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/getfullnameparsedmatch', 'match', { get: { summary, ...readAny.get } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a lower-case name whose summary leads with no verb it starts with is one word: \`/getfullnameparsedmatch\`, "Similarity key of a full name" (${version})`,
      document: similarityKeyDocument(version, 'Similarity key of a full name'),
    },
    {
      name: `a noun made of the verb the summary leads with is that noun: \`GET /listings\`, "List listings" (${version})`,
      document: withPathItemBehindRef(version, '/listings', 'listings', { get: { summary: 'List listings', ...readAny.get } }),
    },
    {
      name: `its last letter doubled too: \`GET /settings\`, "Set up settings" (${version})`,
      document: withPathItemBehindRef(version, '/settings', 'settings', { get: { summary: 'Set up settings', ...readAny.get } }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `one whose every summary leads with the verb it starts with runs that verb together with its object: "Gets a similarity key" (${version})`,
      document: similarityKeyDocument(version, 'Gets a similarity key for matching purposes'),
      errors: [{ path: pathItemAt(version, 'match'), message: /verb "get" in segment "getfullnameparsedmatch"/ }],
    },
    {
      name: `the bare verb too: "Get the similarity key" (${version})`,
      document: similarityKeyDocument(version, 'Get the similarity key'),
      errors: [{ path: pathItemAt(version, 'match'), message: /verb "get" in segment "getfullnameparsedmatch"/ }],
    },
  ]),
});

/** `POST /<name>` of `version`, behind a `$ref`, summarised as `summary`, beside `otherPaths`. */
const exportDocument = (version: string, name: string, otherPaths: Record<string, object>, summary?: string) => withPathItemBehindRef(version, `/${name}`, 'summary', { post: { ...ok, ...(summary === undefined ? {} : { summary }) } }, otherPaths);
const exportsById = { '/exports/{id}': readAny };
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `two words, a noun whose items the document identifies and a noun no verb, name a thing of it: \`POST /export-summary\` beside \`/exports/{id}\` (${version})`,
    document: exportDocument(version, 'export-summary', exportsById),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `where no id follows its plural, the first word is the verb: \`POST /export-summary\` alone (${version})`,
      document: exportDocument(version, 'export-summary', { '/exports': readAny }),
      errors: [{ path: pathItemAt(version, 'summary'), message: /verb "export" in segment "export-summary"/ }],
    },
    {
      name: `nor where a summary leads with the first word: "<p>Exports the summary" (${version})`,
      document: exportDocument(version, 'export-summary', exportsById, '<p>Exports the summary of the week</p>'),
      errors: [{ path: pathItemAt(version, 'summary'), message: /verb "export" in segment "export-summary"/ }],
    },
    {
      name: `nor where the second word is a verb: \`POST /export-start\` beside \`/exports/{id}\` (${version})`,
      document: exportDocument(version, 'export-start', exportsById),
      errors: [{ path: pathItemAt(version, 'summary'), message: /verb "export" in segment "export-start"/ }],
    },
  ]),
});

/** GoToTraining's `GET /trainings/{trainingKey}/<name>` of `version`, behind a `$ref`, summarised as `summary`, answering one string. */
const trainingUrlDocument = (version: string, name: string, summary: string) => withPathItemBehindRef(version, `/trainings/{trainingKey}/${name}`, 'url', { get: { summary, ...readAny.get } }, { '/trainings/{trainingKey}': readAny });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name every summary reads as a thing, no article before it, is that noun phrase: \`startUrl\`, "Get Start Url" (${version})`,
      document: trainingUrlDocument(version, 'startUrl', 'Get Start Url'),
    },
    {
      name: `its first word written as the noun made of it: \`manageUrl\`, "Get Management URL for Training" (${version})`,
      document: trainingUrlDocument(version, 'manageUrl', 'Get Management URL for Training'),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a summary led by the name's own verb leaves it the verb: \`manageUrl\`, "Manages the URL" (${version})`,
      document: trainingUrlDocument(version, 'manageUrl', 'Manages the URL'),
      errors: [{ path: pathItemAt(version, 'url'), message: /verb "manage" in segment "manageUrl"/ }],
    },
    {
      name: `markup and a number before it are no verb: \`getStartUrl\`, "3. <b>Get</b> start url" (${version})`,
      document: trainingUrlDocument(version, 'getStartUrl', '3. <b>Get</b> start url'),
      errors: [{ path: pathItemAt(version, 'url'), message: /verb "get" in segment "getStartUrl"/ }],
    },
  ]),
});

/**
 * Mastercard's `POST /send/#env/v1/partners/{partnerId}/transfers` of `version` behind a `$ref`
 * (`pathKey` replaces it): a `#` the path goes on after is written into a segment, no fragment.
 */
const placeholderDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'transfers', { post: { responses: { '201': { description: 'the transfer' } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a \`#\` with segments after it starts no fragment: \`send\` stands before the version, as in \`/send/v1/…\` (${version})`,
    document: placeholderDocument(version, '/send/#env/v1/partners/{partnerId}/transfers'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a fragment ending the key is never sent: \`/send#env\` is \`/send\` (${version})`,
    document: placeholderDocument(version, '/send#env'),
    errors: [{ path: pathItemAt(version, 'transfers'), message: /has the verb "send" in segment "send"/ }],
  })),
});

/** MDClub's `POST /notifications/<name>` behind a `$ref`, beside `/notifications/{notification_id}`. */
const markAllDocument = (version: string, name: string) => withPathItemBehindRef(version, `/notifications/${name}`, 'marked', { post: { responses: { '200': { description: 'done' } } } }, { '/notifications/{notification_id}': { delete: { responses: { '204': { description: 'deleted' } } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a past participle right after a plural collection states its items: \`POST /notifications/read\`, all marked read (${version})`,
    document: markAllDocument(version, 'read'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a verb that is no participle there is the action's verb: \`POST /notifications/dismiss\` (${version})`,
    document: markAllDocument(version, 'dismiss'),
    errors: [{ path: pathItemAt(version, 'marked'), message: /has the verb "dismiss" in segment "dismiss"/ }],
  })),
});

testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound standing where another path puts the collection's singular is that value, no name chosen: \`/sobjects/ListView\` beside \`/sobjects/{sObject}/{id}/{blobField}\` (${version}, through a $ref)`,
    document: sobjectsDocument(version, 'sObject'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `beside an identifier the compound is judged as a name: \`/sobjects/{sObjectId}/{id}/{blobField}\` (${version}, through a $ref)`,
      document: sobjectsDocument(version, 'sObjectId'),
      errors: [['paths', '/sobjects/ListView/{id}'], pathItemAt(version, 'firstType')].map((path) => ({ path, message: /has the verb "list" in segment "ListView"/ })),
    },
    {
      name: `a compound read as one of the kinds a parameter chooses is judged as a name still: \`POST /passwords/enforce_change\` beside \`/passwords/{password_type}\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/policies/passwords/enforce_change', 'enforceChange', { post: { responses: { '204': { description: 'done' } } } }, { '/policies/passwords/{password_type}': { get: { responses: { '200': { description: 'done' } } } } }),
      errors: [{ path: pathItemAt(version, 'enforceChange'), message: /has the verb "enforce" in segment "enforce_change"/ }],
    },
  ]),
});

/**
 * Scylla Manager's tasks: `/cluster/{cluster_id}/task/{task_type}/{task_id}` chooses a kind of task,
 * and `/cluster/{cluster_id}/task/restore/{task_id}` (behind a `$ref`) reads a task of the kind
 * `restore`, its id after it as there.
 */
const taskKindDocument = (version: string, after: string) => withPathItemBehindRef(version, `/cluster/{cluster_id}/task/restore${after}`, 'restoreTask', { get: { responses: { '200': { description: 'the task' } } } }, { '/cluster/{cluster_id}/task/{task_type}/{task_id}': { get: { responses: { '200': { description: 'the task' } } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one word standing where another path chooses a kind, an id of its items after it as there, names that kind: \`/task/restore/{task_id}\` beside \`/task/{task_type}/{task_id}\` (${version}, through a $ref)`,
    document: taskKindDocument(version, '/{task_id}'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with no id after it the word is judged as a name: \`/task/restore\` (${version}, through a $ref)`,
    document: taskKindDocument(version, ''),
    errors: [{ path: pathItemAt(version, 'restoreTask'), message: /has the verb "restore" in segment "restore"/ }],
  })),
});

/**
 * Lightroom's `POST /lrService/edit` behind a `$ref`, named `operationId`, beside `POST
 * /lrService/presets`: an operation running another verb on the name in the plural
 * (`applyEditsAsync`) names the things worked on, a noun (`plural-names-object`).
 */
const editsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/lrService/edit', 'edit', { post: { operationId, responses: { '202': { description: 'accepted' } } } }, { '/lrService/presets': { post: { operationId: 'applyPresetAsync', responses: { '202': { description: 'accepted' } } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `another verb run on the name in the plural makes it a noun: \`POST /lrService/edit\`, \`applyEditsAsync\` (${version}, through a $ref)`,
    document: editsDocument(version, 'applyEditsAsync'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `run as the verb itself it is the verb: \`editImageAsync\` (${version}, through a $ref)`,
      document: editsDocument(version, 'editImageAsync'),
      errors: [{ path: pathItemAt(version, 'edit'), message: /has the verb "edit" in segment "edit"/ }],
    },
    {
      name: `the singular after another verb says nothing of the name's number: \`applyEditAsync\` (${version}, through a $ref)`,
      document: editsDocument(version, 'applyEditAsync'),
      errors: [{ path: pathItemAt(version, 'edit'), message: /has the verb "edit" in segment "edit"/ }],
    },
  ]),
});

/**
 * QuickSight's `POST /accounts/{AwsAccountId}/embed-url/anonymous-user` (behind a `$ref`) answering
 * `{<field>: string, Status}`: a compound an operation on the path answers as a value, spelt alike
 * (`EmbedUrl`), names the thing answered (`answers-field-named-so`); a list under its name, or a
 * field named otherwise, leaves the verb.
 */
const embedUrl = (version: string, field: string, schema: object = { type: 'string' }) => {
  const answer = { type: 'object', properties: { [field]: schema, Status: { type: 'integer' } } };
  const ok = version === '2.0' ? { description: 'the URL', schema: answer } : { description: 'the URL', content: { 'application/json': { schema: answer } } };
  return withPathItemBehindRef(version, '/accounts/{AwsAccountId}/embed-url/anonymous-user', 'embed', { post: { responses: { '200': ok } } }, { '/accounts/{AwsAccountId}': { get: { responses: { '200': { description: 'the account' } } } } });
};
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound the operation answers as a value spelt alike is a noun: \`embed-url\` answering \`EmbedUrl\` (${version}, through a $ref)`,
    document: embedUrl(version, 'EmbedUrl'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `answered under another name, it leads with the verb: \`Url\` (${version}, through a $ref)`,
      document: embedUrl(version, 'Url'),
      errors: [{ path: pathItemAt(version, 'embed'), message: /has the verb "embed" in segment "embed-url"/ }],
    },
    {
      name: `nor does a truth value under its name, the outcome of the action: \`EmbedUrl\` a boolean (${version}, through a $ref)`,
      document: embedUrl(version, 'EmbedUrl', { type: 'boolean' }),
      errors: [{ path: pathItemAt(version, 'embed'), message: /has the verb "embed" in segment "embed-url"/ }],
    },
    {
      name: `a list under its name says nothing of it: \`EmbedUrl\` an array (${version}, through a $ref)`,
      document: embedUrl(version, 'EmbedUrl', { type: 'array', items: { type: 'string' } }),
      errors: [{ path: pathItemAt(version, 'embed'), message: /has the verb "embed" in segment "embed-url"/ }],
    },
  ]),
});

/**
 * Google Play's `POST /applications/{packageName}/edits/{editId}:commit` (behind a `$ref`): a
 * custom method written after the edit's id in one segment (AIP-136), beside `GET …/edits/{editId}`.
 */
const editCommit = (version: string, collection: string) => withPathItemBehindRef(version, `/applications/{packageName}/${collection}/{editId}:commit`, 'commit', { post: ok }, {
  [`/applications/{packageName}/${collection}/{editId}`]: { get: ok, delete: ok },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter's name leading a segment is no word of the path: \`{editId}:commit\` (${version})`,
    document: editCommit(version, 'edits'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a verb in the static name before it is still one: \`/submit/{editId}:commit\` (${version})`,
    document: editCommit(version, 'submit'),
    errors: [
      { path: ['paths', '/applications/{packageName}/submit/{editId}'], message: 'path "/applications/{packageName}/submit/{editId}" has the verb "submit" in segment "submit"; name the resource with a noun and let the HTTP method say what is done' },
      { path: pathItemAt(version, 'commit'), message: 'path "/applications/{packageName}/submit/{editId}:commit" has the verb "submit" in segment "submit"; name the resource with a noun and let the HTTP method say what is done' },
    ],
  })),
});

/**
 * GoodData's `POST …/workspaces/{workspaceId}/export/visual` (behind a `$ref`) beside `GET
 * …/export/visual/{exportId}`: an id named for its items one qualifier later makes `export` the
 * thing made, a noun, in every path it leads; without that path it is the verb.
 */
const exportsDocument = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/workspaces/{workspaceId}/export/visual', 'visual', { post: ok }, others);
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`export\` whose items \`{exportId}\` names after a qualifier is a noun (${version})`, document: exportsDocument(version, { '/workspaces/{workspaceId}/export/visual/{exportId}': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`export\` with no id of its items anywhere is the verb (${version})`,
    document: exportsDocument(version, { '/workspaces/{workspaceId}': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'visual'), message: 'path "/workspaces/{workspaceId}/export/visual" has the verb "export" in segment "export"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * GoodData's `POST …/automations/unpause` (behind a `$ref`): `un` before a noun that is a verb as
 * often (`pause`) makes a verb (`verb-prefixes.noun-verbs`); `units` is no such word.
 */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/users/{userId}/units\` names a thing (${version})`, document: withPathItemBehindRef(version, '/users/{userId}/units', 'units', { get: ok }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/automations/unpause\` is the verb \`unpause\` (${version})`,
    document: withPathItemBehindRef(version, '/workspaces/{workspaceId}/automations/unpause', 'unpause', { post: ok }),
    errors: [{ path: pathItemAt(version, 'unpause'), message: 'path "/workspaces/{workspaceId}/automations/unpause" has the verb "unpause" in segment "unpause"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/** AWS Support App's `POST /control/put-account-alias` (behind a `$ref`): `put` names the method that replaces a resource (`verbs.change`). */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/control/account-alias\` names the alias (${version})`, document: withPathItemBehindRef(version, '/control/account-alias', 'alias', { put: ok }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/control/put-account-alias\` is led by the verb \`put\` (${version})`,
    document: withPathItemBehindRef(version, '/control/put-account-alias', 'alias', { post: ok }),
    errors: [{ path: pathItemAt(version, 'alias'), message: 'path "/control/put-account-alias" has the verb "put" in segment "put-account-alias"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Azure's `POST /subscriptions/{subscriptionId}/providers/Microsoft.SoftwarePlan/register` (behind a
 * `$ref`): an action right after an item named where its id stands, a qualified name after
 * `providers`, is §4's action sub-resource, as after `{id}`; after the collection itself it is not.
 */
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`…/providers/Microsoft.SoftwarePlan/register\` registers that provider (${version})`, document: withPathItemBehindRef(version, '/subscriptions/{subscriptionId}/providers/Microsoft.SoftwarePlan/register', 'register', { post: ok }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/providers/register\` puts the verb under the collection (${version})`,
    document: withPathItemBehindRef(version, '/subscriptions/{subscriptionId}/providers/register', 'register', { post: ok }),
    errors: [{ path: pathItemAt(version, 'register'), message: 'path "/subscriptions/{subscriptionId}/providers/register" has the verb "register" in segment "register"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Names a verb runs together with its object, behind a `$ref`: AWS Migration Hub Orchestrator's
 * `POST /retryworkflowstep/{id}`, named `RetryWorkflowStep` and summarised "Retry a failed step.",
 * and Campaign Manager's `POST /placements/generatetags`, "Generates tags for a placement.": the
 * document spells each apart, the verb first (`run-together-verb`).
 */
const spelledDocument = (version: string, pathKey: string, operation: object) => withPathItemBehindRef(version, pathKey, 'spelled', { post: { ...ok, ...operation } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/retryworkflowstep/{id}\` named and summarised for a thing (${version})`, document: spelledDocument(version, '/retryworkflowstep/{id}', { operationId: 'CreateRetryWorkflowStep', summary: 'Add a retry of a workflow step.' }) },
    { name: `\`/placements/generatetags\` summarised for a thing (${version})`, document: spelledDocument(version, '/placements/generatetags', { summary: 'Lists the placement tags.' }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/retryworkflowstep/{id}\`, \`RetryWorkflowStep\`, is led by \`retry\` (${version})`,
      document: spelledDocument(version, '/retryworkflowstep/{id}', { operationId: 'RetryWorkflowStep', summary: 'Retry a failed step.' }),
      errors: [{ path: pathItemAt(version, 'spelled'), message: 'path "/retryworkflowstep/{id}" has the verb "retry" in segment "retryworkflowstep"; name the resource with a noun and let the HTTP method say what is done' }],
    },
    {
      name: `\`/placements/generatetags\`, "Generates tags…", is led by \`generate\` (${version})`,
      document: spelledDocument(version, '/placements/generatetags', { summary: 'Generates tags for a placement.' }),
      errors: [{ path: pathItemAt(version, 'spelled'), message: 'path "/placements/generatetags" has the verb "generate" in segment "generatetags"; name the resource with a noun and let the HTTP method say what is done' }],
    },
  ]),
});

/**
 * Google Admin's `POST /v1/{parent}/chrome/printServers:batchCreatePrintServers` (behind a `$ref`)
 * beside the collection `/v1/{parent}/chrome/printServers`: the custom method after the colon is the verb
 * AIP-136 lets a name carry, and the name before it, `printServers`, a noun, is judged alone; a
 * name before the colon led by a verb (`getServers:batchCreate`) is still reported.
 */
const customMethodDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'method', { post: ok }, { '/v1/{parent}/chrome/printServers': { get: ok, post: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`printServers:batchCreatePrintServers\` runs a method on print servers (${version})`, document: customMethodDocument(version, '/v1/{parent}/chrome/printServers:batchCreatePrintServers') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`getServers:batchCreate\` names its resource by a verb (${version})`,
    document: customMethodDocument(version, '/v1/{parent}/chrome/getServers:batchCreate'),
    errors: [{ path: pathItemAt(version, 'method'), message: /^path "\/v1\/\{parent\}\/chrome\/getServers:batchCreate" has the verb "get" in segment "getServers:batchCreate"/ }],
  })),
});

/**
 * Display & Video 360's `GET /download/{resourceName}` (behind a `$ref`), named
 * `displayvideo.media.download` beside `POST /media/{resourceName}`: the operationId calls the name
 * its method, run on media, so the name is that verb (`operation-id-names-method`); named
 * `displayvideo.download.get`, `download` is the resource read.
 */
const downloadDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/download/{resourceName}', 'download', { get: { operationId, ...ok } }, { '/media/{resourceName}': { post: { operationId: 'displayvideo.media.upload', ...ok } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`displayvideo.download.get\` reads a download (${version})`, document: downloadDocument(version, 'displayvideo.download.get') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`displayvideo.media.download\` runs the verb on media (${version})`,
    document: downloadDocument(version, 'displayvideo.media.download'),
    errors: [{ path: pathItemAt(version, 'download'), message: 'path "/download/{resourceName}" has the verb "download" in segment "download"; name the resource with a noun and let the HTTP method say what is done' }],
  })),
});

/**
 * Azure App Service's `GET …/hostingEnvironments/{name}/capacities/compute` (behind a `$ref`), named
 * `AppServiceEnvironments_ListCapacities` beside `…/capacities/virtualip`: every operation lists the
 * plural before the name and names nothing of it, so `compute` says which capacities are listed
 * (`operations-list-name-before`); named `AppServiceEnvironments_ComputeCapacities`, it is the verb.
 */
const capacitiesDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/hostingEnvironments/{name}/capacities/compute', 'compute', { get: { operationId, ...ok } }, {
  '/hostingEnvironments/{name}': { get: ok },
  '/hostingEnvironments/{name}/capacities/virtualip': { get: { operationId: 'AppServiceEnvironments_GetVipInfo', ...ok } },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`AppServiceEnvironments_ListCapacities\` lists the capacities \`compute\` picks (${version})`, document: capacitiesDocument(version, 'AppServiceEnvironments_ListCapacities') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`AppServiceEnvironments_ComputeCapacities\` runs the verb (${version})`,
    document: capacitiesDocument(version, 'AppServiceEnvironments_ComputeCapacities'),
    errors: [{ path: pathItemAt(version, 'compute'), message: /^path "\/hostingEnvironments\/\{name\}\/capacities\/compute" has the verb "compute"/ }],
  })),
});

/**
 * OpenSearch Ingestion's `PUT /osis/startPipeline/{PipelineName}` (behind a `$ref`) beside
 * `getPipeline`, `deletePipeline` and `updatePipeline` before the same parameter, named after the
 * pipeline they act on: the place holds verbs run on a pipeline, so `start` is the verb
 * (`verbs-beside-it`); alone before its parameter, `startPipeline` names what the id identifies.
 */
const pipelineDocument = (version: string, siblings: readonly string[]) => withPathItemBehindRef(version, '/osis/startPipeline/{PipelineName}', 'start', { put: ok }, Object.fromEntries(siblings.map((name) => [`/osis/${name}/{PipelineName}`, { get: ok }])));
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`startPipeline\` alone before its parameter (${version})`, document: pipelineDocument(version, []) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`startPipeline\` beside \`getPipeline\` and \`deletePipeline\` (${version})`,
    document: pipelineDocument(version, ['getPipeline', 'deletePipeline']),
    errors: [
      { path: ['paths', '/osis/getPipeline/{PipelineName}'], message: /has the verb "get" in segment "getPipeline"/ },
      { path: ['paths', '/osis/deletePipeline/{PipelineName}'], message: /has the verb "delete" in segment "deletePipeline"/ },
      { path: pathItemAt(version, 'start'), message: 'path "/osis/startPipeline/{PipelineName}" has the verb "start" in segment "startPipeline"; name the resource with a noun and let the HTTP method say what is done' },
    ],
  })),
});

/**
 * Ory Kratos's `POST /admin/test-login-flows` (behind a `$ref`), `createTestLoginFlow`, answering
 * 201 Created: the one POST is named for making what the segment names, a phrase of words, so
 * `test` leads a noun phrase (`operations-name-object`). Answering 200, named for a noun as often
 * (`flowCreate`), or a single word made so (`/networks/create`, `NetworkCreate`), the verb stands.
 */
const madeByPost = (version: string, pathKey: string, operationId: string, status = '201') => withPathItemBehindRef(version, pathKey, 'made', {
  post: { operationId, responses: { [status]: { description: 'the flow' } } },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /admin/test-login-flows\`, \`createTestLoginFlow\` answering 201, makes test login flows (${version}, through a $ref)`,
    document: madeByPost(version, '/admin/test-login-flows', 'createTestLoginFlow'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `answering 200, \`test\` is the verb (${version}, through a $ref)`,
      document: madeByPost(version, '/admin/test-login-flows', 'createTestLoginFlow', '200'),
      errors: [{ path: pathItemAt(version, 'made'), message: /has the verb "test" in segment "test-login-flows"/ }],
    },
    {
      name: `one word named for a noun as often, \`/networks/create\` of \`NetworkCreate\`, keeps the verb (${version}, through a $ref)`,
      document: madeByPost(version, '/networks/create', 'NetworkCreate'),
      errors: [{ path: pathItemAt(version, 'made'), message: /has the verb "create" in segment "create"/ }],
    },
  ]),
});

/**
 * mailcow's `/api/v1/get/quarantine/all` (behind a `$ref`) among the paths under `get` and `edit`:
 * a name right after a create, read, update or delete verb standing alone that the document shares
 * as a prefix is what that verb works on, the quarantine, no verb of its own; another such verb
 * there (`list`) is one more verb. After `mail`, `quarantine` is judged as the verb it is as often.
 */
const quarantineDocument = (version: string, before: string, name = 'quarantine') => {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  const write = { post: { responses: { '200': { description: 'done' } } } };
  return withPathItemBehindRef(version, `/api/v1/${before}/${name}/all`, 'quarantine', read, {
    '/api/v1/get/domain/all': read, '/api/v1/get/mailbox/all': read, '/api/v1/edit/domain': write, '/api/v1/edit/mailbox': write, '/api/v1/edit/alias': write,
  });
};
/**
 * Focalboard's `GET /boards/{boardID}/archive/export` (behind a `$ref`): `archive`, a verb APIs use
 * as a noun, right before the one verb ending the path, is what it exports, and only `export` is
 * reported. Before `details`, `archive` is judged as the verb.
 */
const archiveDocument = (version: string, last: string) => withPathItemBehindRef(version, `/boards/{boardID}/archive/${last}`, 'archive', { get: { responses: { '200': { description: 'done' } } } }, { '/boards/{boardID}': { get: { responses: { '200': { description: 'the board' } } } } });
const verbMessage = (pathKey: string, verb: string) => `path "${pathKey}" has the verb "${verb}" in segment "${verb}"; name the resource with a noun and let the HTTP method say what is done`;
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`quarantine\` after \`get\` is what it reads (${version}, through a $ref)`, document: quarantineDocument(version, 'get') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `after \`mail\`, \`quarantine\` is a verb (${version}, through a $ref)`, document: quarantineDocument(version, 'mail'), errors: [{ path: pathItemAt(version, 'quarantine'), message: verbMessage('/api/v1/mail/quarantine/all', 'quarantine') }] },
    { name: `after \`get\`, \`list\` is one more verb (${version}, through a $ref)`, document: quarantineDocument(version, 'get', 'list'), errors: [{ path: pathItemAt(version, 'quarantine'), message: verbMessage('/api/v1/get/list/all', 'list') }] },
    { name: `\`archive\` before \`export\` is what it exports; \`export\` is the verb (${version}, through a $ref)`, document: archiveDocument(version, 'export'), errors: [{ path: pathItemAt(version, 'archive'), message: verbMessage('/boards/{boardID}/archive/export', 'export') }] },
    { name: `\`archive\` before \`details\` is the verb (${version}, through a $ref)`, document: archiveDocument(version, 'details'), errors: [{ path: pathItemAt(version, 'archive'), message: verbMessage('/boards/{boardID}/archive/details', 'archive') }] },
  ]),
});

/**
 * Karakeep's `POST /feeds/{feedId}/fetch` (behind a `$ref`), answering 204, the fetch enqueued: a
 * reading verb run by a POST that answers nothing back reads nothing a GET could, an action on the
 * feed. Answering the feed as JSON, it is the read the GET says, and reported.
 */
const fetchDocument = (version: string, answer: object) => withPathItemBehindRef(version, '/feeds/{feedId}/fetch', 'fetch', { post: { parameters: [parameterOf(version, 'feedId', 'path')], responses: answer } }, { '/feeds/{feedId}': { get: { parameters: [parameterOf(version, 'feedId', 'path')], responses: { '200': { description: 'the feed' } } } } });
/**
 * Argo CD's `/api/v1/write-repositories` and `/api/v1/write-repositories/{repo}` (behind a `$ref`):
 * `write` before a plural names a kind of repository, those written to, no action; before a
 * singular it is the verb.
 */
const writeDocument = (version: string, name: string) => withPathItemBehindRef(version, `/api/v1/${name}/{repo}`, 'write', { get: { parameters: [parameterOf(version, 'repo', 'path')], responses: { '200': { description: 'the repository' } } } }, { [`/api/v1/${name}`]: { get: { responses: { '200': { description: 'the repositories' } } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`fetch\` answered 204 is an action on the feed (${version}, through a $ref)`, document: fetchDocument(version, { '204': { description: 'enqueued' } }) },
    { name: `\`write-repositories\` names repositories written to (${version}, through a $ref)`, document: writeDocument(version, 'write-repositories') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`fetch\` answering the feed is the read (${version}, through a $ref)`,
      document: fetchDocument(version, { '200': jsonAnswer(version, 'the feed', { type: 'object', properties: { id: { type: 'string' } } }) }),
      errors: [{ path: pathItemAt(version, 'fetch'), message: /has the verb "fetch" in segment "fetch"; "fetch" is a create, read, update or delete/ }],
    },
    {
      name: `\`write-repository\` before a singular is the verb (${version}, through a $ref)`,
      document: writeDocument(version, 'write-repository'),
      errors: [{ path: pathItemAt(version, 'write'), message: /has the verb "write" in segment "write-repository"/ }, { path: ['paths', '/api/v1/write-repository'], message: /has the verb "write"/ }],
    },
  ]),
});

/**
 * ioBroker's `GET /state/{stateId}/plain` (behind a `$ref`, `plainState`), answering the state as
 * `text/plain;charset=UTF-8` alone: `plain` is the subtype of the one media type it answers, the
 * representation read, no verb (`names-media-type`). Answering JSON, the operation's name makes
 * `plain` the verb run on the state.
 */
const stateRecord = { type: 'object', properties: { val: { type: 'string' }, ack: { type: 'boolean' } } };
const plainDocument = (version: string, mediaType: string) => {
  const state = { $ref: `#/${schemaAt(version, 'State').join('/')}` };
  const read = version === '2.0'
    ? { produces: [mediaType], responses: { '200': { description: 'the value', schema: state } } }
    : { responses: { '200': { description: 'the value', content: { [mediaType]: { schema: state } } } } };
  return withSchemas(version, withPathItemBehindRef(version, '/state/{stateId}/plain', 'plain', { get: { operationId: 'plainState', parameters: [parameterOf(version, 'stateId', 'path')], ...read } }, {
    '/state/{stateId}': { get: { parameters: [parameterOf(version, 'stateId', 'path')], responses: { '200': referencedAnswer(version, 'State', 'the state') } } },
  }), { State: stateRecord });
};
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`plain\` of \`GET /state/{stateId}/plain\` answering \`text/plain\` alone names the representation (${version}, through a $ref)`, document: plainDocument(version, 'text/plain;charset=UTF-8') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering JSON, \`plainState\` makes \`plain\` the verb (${version}, through a $ref)`,
    document: plainDocument(version, 'application/json'),
    errors: [{ path: pathItemAt(version, 'plain'), message: /has the verb "plain" in segment "plain"/ }],
  })),
});

/**
 * TiDB DM's `POST /sources/{source-name}/relay/enable`, `…/disable` and `…/purge` (one behind a
 * `$ref`): `relay`, singular, with only POST run under it and verbs among the names, is one thing
 * of the source those verbs run on (`only-verbs-under`), and each verb its action sub-resource.
 * With one verb alone under it, nothing shows `relay` is one thing, and the verb is reported.
 */
const relayDocument = (version: string, others: readonly string[]) => withPathItemBehindRef(version, '/sources/{source-name}/relay/enable', 'enable', { parameters: [parameterOf(version, 'source-name', 'path')], post: ok }, {
  '/sources/{source-name}': { parameters: [parameterOf(version, 'source-name', 'path')], get: { responses: { '200': { description: 'the source' } } } },
  ...Object.fromEntries(others.map((verb) => [`/sources/{source-name}/relay/${verb}`, { parameters: [parameterOf(version, 'source-name', 'path')], post: ok }])),
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`relay/enable\` beside \`relay/disable\` and \`relay/purge\`: actions on the source's one relay (${version}, through a $ref)`, document: relayDocument(version, ['disable', 'purge']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`relay/enable\` alone: \`enable\` after a name read as a collection (${version}, through a $ref)`,
    document: relayDocument(version, []),
    errors: [{ path: pathItemAt(version, 'enable'), message: /has the verb "enable" in segment "enable"/ }],
  })),
});

/**
 * Dagu's `/providers/{providerId}/login` (behind a `$ref`): POST is named
 * `startAgentAuthProviderLogin` and DELETE `disconnectAgentAuthProviderLogin`, other verbs run on
 * "login": a thing the document stores and removes, for an action is never deleted
 * (`operations-name-object`). With no operationIds, POST and DELETE on a verb are judged.
 */
const loginDocument = (version: string, named: boolean) => withPathItemBehindRef(version, '/providers/{providerId}/login', 'login', {
  parameters: [parameterOf(version, 'providerId', 'path')],
  post: { ...(named ? { operationId: 'startAgentAuthProviderLogin' } : {}), responses: { '200': { description: 'the flow started' } } },
  delete: { ...(named ? { operationId: 'disconnectAgentAuthProviderLogin' } : {}), responses: { '204': { description: 'disconnected' } } },
}, { '/providers/{providerId}': { get: { responses: { '200': { description: 'the provider' } } } } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`login\` started by POST and removed by DELETE is a thing (${version}, through a $ref)`, document: loginDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`login\` with no operationIds is the verb (${version}, through a $ref)`,
    document: loginDocument(version, false),
    errors: [{ path: pathItemAt(version, 'login'), message: /has the verb "login" in segment "login"/ }],
  })),
});

/**
 * Chime's `PUT /channels/{channelArn}/readMarker` (behind a `$ref`), `UpdateChannelReadMarker`: only
 * PUT writes there, a method that writes a resource and runs no action, and its name runs another
 * verb of change on the segment's words, so `readMarker` is that thing, a noun; named
 * `ReadChannelMarker`, or `chime.channels.readMarker`, led by no verb of change, the PUT runs `read`.
 */
const readMarkerDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/channels/{channelArn}/readMarker', 'readMarker', { put: { operationId, ...ok } }, { '/channels/{channelArn}': { get: ok } });
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PUT …/readMarker\` named \`UpdateChannelReadMarker\` writes the read marker (${version}, through a $ref)`, document: readMarkerDocument(version, 'UpdateChannelReadMarker') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['ReadChannelMarker', 'chime.channels.readMarker'].map((operationId) => ({
    name: `\`PUT …/readMarker\` named \`${operationId}\` runs \`read\` (${version}, through a $ref)`,
    document: readMarkerDocument(version, operationId),
    errors: [{ path: pathItemAt(version, 'readMarker'), message: 'path "/channels/{channelArn}/readMarker" has the verb "read" in segment "readMarker"; name the resource with a noun and let the HTTP method say what is done' }],
  }))),
});

/**
 * MOTIS' `GET /api/v6/stop?stopId=…` (behind a `$ref`), the routes of one stop: a verb APIs use as
 * a noun, one of whose items GET picks by a query parameter named for its id, names that thing
 * (`identified-in-query`).
 */
const stopDocument = (version: string, query: string) => withPathItemBehindRef(version, '/stop', 'stop', {
  get: { parameters: [parameterOf(version, query, 'query')], responses: { '200': { description: 'the routes serving the stop' } } },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name GET alone reads one of by a query parameter named for its id: \`GET /stop?stopId=…\` (${version}, through a $ref)`,
    document: stopDocument(version, 'stopId'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with a query parameter named otherwise it stays the verb: \`GET /stop?place=…\` (${version}, through a $ref)`,
    document: stopDocument(version, 'place'),
    errors: [{ path: pathItemAt(version, 'stop'), message: /has the verb "stop" in segment "stop"/ }],
  })),
});

/**
 * Amoro's `GET /login/current` (behind a `$ref`): `current` stands for one login as an id would
 * (`item-aliases`), so `login`, a verb APIs use as a noun, names those things (`alias-after-name`).
 */
const currentLoginDocument = (version: string, method: string, last: string) => withPathItemBehindRef(version, `/login/${last}`, 'login', {
  [method]: { responses: { '200': { description: 'the signed-in user' } } },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a word standing for one item after a verb APIs use as a noun, read by GET: \`GET /login/current\` (${version}, through a $ref)`,
    document: currentLoginDocument(version, 'get', 'current'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `run by POST alone, it is the verb: \`POST /login/current\` (${version}, through a $ref)`, document: currentLoginDocument(version, 'post', 'current'), errors: [{ path: pathItemAt(version, 'login'), message: /has the verb "login" in segment "login"/ }] },
    { name: `before a word standing for no item it is the verb: \`GET /login/status\` (${version}, through a $ref)`, document: currentLoginDocument(version, 'get', 'status'), errors: [{ path: pathItemAt(version, 'login'), message: /has the verb "login" in segment "login"/ }] },
  ]),
});

/**
 * CasaOS' `/compose/{id}/status` (behind a `$ref`) beside `GET, PUT, PATCH, DELETE /compose/{id}`:
 * a word whose items the document reads and changes one by one names those things, its compose
 * apps, whatever else the word is; a verb has no items to replace or remove.
 */
const composeDocument = (version: string, itemMethods: readonly string[]) => withPathItemBehindRef(version, '/compose/{id}/status', 'status', {
  parameters: [parameterOf(version, 'id', 'path')],
  put: { responses: { '204': { description: 'the app started or stopped' } } },
}, {
  '/compose': { get: { responses: { '200': { description: 'the compose apps' } } } },
  '/compose/{id}': { parameters: [parameterOf(version, 'id', 'path')], ...Object.fromEntries(itemMethods.map((method) => [method, { responses: { '200': { description: 'the app' } } }])) },
});
testRule('path-nouns', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [['get', 'put', 'delete'], ['get', 'patch', 'delete'], ['get', 'put', 'patch', 'delete']].map((methods) => ({
    name: `a word whose items GET reads and ${methods.slice(1).join(', ')} change names them: \`/compose/{id}/status\` (${version}, through a $ref)`,
    document: composeDocument(version, methods),
  }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [['get', 'delete'], ['put', 'delete']].map((methods) => ({
    name: `with its items only ${methods.join(' and ')} it stays the verb: \`/compose/{id}/status\` (${version}, through a $ref)`,
    document: composeDocument(version, methods),
    errors: [
      { path: ['paths', '/compose'], message: /has the verb "compose" in segment "compose"/ },
      { path: ['paths', '/compose/{id}'], message: /has the verb "compose" in segment "compose"/ },
      { path: pathItemAt(version, 'status'), message: /has the verb "compose" in segment "compose"/ },
    ],
  }))),
});
