import { testRule } from '../helpers/rule-tester.js';
import { countOfDocument, jsonAnswer, jsonRequest, parameterOf, pathItemAt, referencedAnswer, schemaAt, sobjectsDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';
import { answeringDocuments, downloadBesideProgress, progressSchema, downloadSchema } from '../helpers/answer-cases.js';

const info = { title: 't', version: '1' };
const ok = { responses: { '204': { description: 'done' } } };

const query = (name: string) => ({ name, in: 'query', required: false, schema: { type: 'string' } });
const filters = ['occurred_before', 'occurred_after', 'incident_type', 'proximity', 'limit'].map(query);
const filters2 = ['bbox', 'operator', 'page'].map((name) => ({ name, in: 'query', required: false, type: 'string' }));
const paging = ['page', 'per_page'].map(query);

testRule('path-nesting-depth', {
  valid: [
    {
      name: 'a QUERY on a sub-collection one level deep (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users/{user_id}/orders': { query: ok } } },
    },
    {
      name: 'a singular name right before its own plural groups the collection: `/v2/tier1/{shortName}/area/areas` is one level (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v2/tier1/{shortName}/area/areas': { get: ok }, '/v2/tier1/{shortName}/branch/branches': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/clients/{id}/county/counties`',
      document: { swagger: '2.0', info, paths: { '/clients/{id}/county/counties': { $ref: '#/x-paths/counties' } }, 'x-paths': { counties: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/clients/{id}/photo/photos/{photoId}`',
      document: { openapi: '3.1.0', info, paths: { '/clients/{id}/photo/photos/{photoId}': { get: ok } } },
    },
    {
      name: 'an OData system segment ending a path under a sub-collection is a view of it: `/accessReviews/{id}/decisions/$count` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/accessReviews/{accessReview-id}/decisions/$count': { get: ok } } },
    },
    {
      name: 'the same with `$ref` in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/groups/{id}/members/$ref': { $ref: '#/x-paths/ref' } }, 'x-paths': { ref: { get: ok, post: ok } } },
    },
    {
      name: 'the same with `$value` in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/photos/$value': { get: ok } } },
    },
    {
      name: 'a view ending a path under a sub-collection, answering an inline copy of the sub-collection\'s schema: `GET /accounts/{ican}/transactions/filter` (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/accounts/{ican}/transactions': { get: { responses: { '200': { description: 'the transactions', content: { 'application/json': { schema: { type: 'object', properties: { total: { type: 'integer', description: 'how many' }, transactions: { type: 'array', items: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } } } } } },
        '/accounts/{ican}/transactions/filter': { get: { responses: { '200': { description: 'the filtered transactions', content: { 'application/json': { schema: { type: 'object', properties: { total: { type: 'integer', description: 'how many match' }, transactions: { type: 'array', description: 'the matches', items: { type: 'object', properties: { amount: { type: 'integer', example: 10 } } } } } } } } } } } },
      } },
    },
    {
      name: 'the same in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: {
        '/accounts/{id}/transactions': { get: { responses: { '200': { description: 'all', schema: { type: 'array', items: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } },
        '/accounts/{id}/transactions/filter': { $ref: '#/x-paths/filter' },
      }, 'x-paths': { filter: { get: { responses: { '200': { description: 'some', schema: { type: 'array', title: 'Transactions', items: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } } } },
    },
    {
      name: 'a verb on an item and what it works on, only POST running it, is one action: `POST /batches/{id}/process/labels`, `POST /ships/{symbol}/scan/ships` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/batches/{batch_id}/process/labels': { post: ok }, '/my/ships/{shipSymbol}/scan/ships': { post: ok } } },
    },
    {
      name: 'a fragment written into the key tells two operations on one path apart, no part of the path: `/tags/{resourceArn}#tagKeys` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/tags/{resourceArn}': { get: ok, post: ok }, '/tags/{resourceArn}#tagKeys': { delete: ok } } },
    },
    {
      name: 'a fragment in the key, in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/tags/{resourceArn}#tagKeys': { $ref: '#/x-paths/untag' } }, 'x-paths': { untag: { delete: ok } } },
    },
    {
      name: 'a fragment in the key (3.1): `/buckets/{bucket}#cors`',
      document: { openapi: '3.1.0', info, paths: { '/buckets/{bucket}': { get: ok }, '/buckets/{bucket}#cors': { put: ok } } },
    },
    {
      name: 'a name ending in a preposition, then a key, looks up the item of the name before it: `/publications/id_for/{publication_slug}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/publications/id_for/{publication_slug}': { get: ok }, '/users/lookup-by/{email}': { get: ok } } },
    },
    {
      name: 'a verb phrase between a collection and its item\'s id, only POST: `POST /shares/complete-send/{id}` beside `/shares/{id}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/shares/{id}': { get: ok }, '/shares/complete-send/{id}': { post: ok } } },
    },
    {
      name: 'an action only POST runs, a noun-verb before a plural, under an item\'s actions: `POST /servers/{id}/actions/change_alias_ips` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/servers/{id}/actions/change_alias_ips': { post: ok } } },
    },
    {
      name: 'a collection\'s items given as their keys only, under an item: `GET /district/{key}/events/keys` answering strings (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/district/{district_key}/events/keys': { get: { responses: { '200': { description: 'event keys', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } } } } } },
    },
    {
      name: 'items given as their keys only, in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/teams/{team_key}/matches/keys': { $ref: '#/x-paths/keys' } }, 'x-paths': { keys: { get: { responses: { '200': { description: 'match keys', schema: { $ref: '#/definitions/Keys' } } } } } }, definitions: { Keys: { type: 'array', items: { type: 'string' } } } },
    },
    {
      name: 'items given as their keys only, straight under a collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/events/keys': { get: { responses: { '200': { description: 'event keys', content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } } } } } } } },
    },
    {
      name: 'a verb ending a path under a sub-collection adds no level: `/me/albums/contains`, `/users/{id}/albums/contains` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/me/albums/contains': { get: ok }, '/users/{id}/albums/contains': { get: ok } } },
    },
    {
      name: 'a verb ending a path under a sub-collection, through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/playlists/{playlist_id}/followers/contains': { $ref: '#/x-paths/contains' } }, 'x-paths': { contains: { get: ok } } },
    },
    {
      name: 'a verb ending a path under a sub-collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/orders/export': { post: ok } } },
    },
    {
      name: 'a preposition after a collection starts a lookup of its items: `/users/by/username/{username}`, `/dm_conversations/with/{participant_id}/dm_events`, `/spaces/by/creator_ids` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/by/username/{username}': { get: ok }, '/dm_conversations/with/{participant_id}/dm_events': { get: ok }, '/spaces/by/creator_ids': { get: ok } } },
    },
    {
      name: 'a lookup led by a preposition, through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/users/by/username/{username}': { $ref: '#/x-paths/user' } }, 'x-paths': { user: { get: ok } } },
    },
    {
      name: 'a lookup led by a preposition (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/conversations/with/{participant_id}/events': { get: ok } } },
    },
    {
      name: 'a mass noun under a collection names one thing at any depth, and the items given as ids only are no sub-collection: `/ActionTypes/entityInformation/fields`, `/followers/ids.json` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/ActionTypes/{id}': { get: ok }, '/ActionTypes/entityInformation': { get: ok }, '/ActionTypes/entityInformation/fields': { get: ok }, '/followers/{id}': { get: ok }, '/followers/ids.json': { get: ok } } },
    },
    {
      name: 'a mass noun and ids under a collection, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/Tickets/{id}': { get: ok }, '/Tickets/entityInformation/fields': { $ref: '#/x-paths/fields' }, '/blocks/{id}': { get: ok }, '/blocks/ids': { get: ok } }, 'x-paths': { fields: { get: ok } } },
    },
    {
      name: 'a mass noun and ids under a collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}': { get: ok }, '/users/metadata': { get: ok }, '/users/ids': { get: ok } } },
    },
    {
      name: 'an Express-style parameter is read as the template it stands for: `/webhooks/:id`, `/users/:userId/orders/:orderId` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/webhooks': { get: ok }, '/webhooks/:id': { get: ok, delete: ok }, '/users/:userId/orders/:orderId': { get: ok } } },
    },
    {
      name: 'an Express-style parameter, through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/v1/webhooks/:id': { $ref: '#/x-paths/hook' } }, 'x-paths': { hook: { delete: ok } } },
    },
    {
      name: 'an Express-style parameter (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/projects/:projectId/members': { get: ok } } },
    },
    {
      name: 'a name led by a colon in a key that templates its parameters in braces is a literal name, no Express-style parameter: IncusOS\' `POST /applications/{name}/:remove`, an action on one application (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/applications/{name}': { get: ok }, '/applications/{name}/:remove': { post: ok } } },
    },
    {
      name: 'a literal name led by a colon, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/services/{name}': { get: ok }, '/services/{name}/:reset': { $ref: '#/x-paths/reset' } }, 'x-paths': { reset: { post: ok } } },
    },
    {
      name: 'a literal name led by a colon (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/applications/{name}': { get: ok }, '/applications/{name}/:remove': { post: ok } } },
    },
    {
      name: 'a wildcard stands where a value is written: Flowable\'s `GET /deployments/{deploymentId}/resources/**`, one resource whose name holds slashes (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/deployments/{deploymentId}': { get: ok }, '/deployments/{deploymentId}/resources/**': { get: ok } } },
    },
    {
      name: 'a wildcard, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/deployments/{deploymentId}': { get: ok }, '/deployments/{deploymentId}/resources/**': { $ref: '#/x-paths/resource' } }, 'x-paths': { resource: { get: ok } } },
    },
    {
      name: 'a wildcard (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/deployments/{deploymentId}': { get: ok }, '/deployments/{deploymentId}/resources/**': { get: ok } } },
    },
    {
      name: 'a kind of the collection\'s own items is a view of it: `/Artists/AlbumArtists` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/Artists/{id}': { get: ok }, '/Artists/AlbumArtists': { get: ok } } },
    },
    {
      name: 'a kind of the collection\'s own items, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/users/{id}': { get: ok }, '/users/admin-users': { $ref: '#/x-paths/admins' } }, 'x-paths': { admins: { get: ok } } },
    },
    {
      name: 'a kind of the collection\'s own items (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/orders/{id}': { get: ok }, '/orders/open_orders': { get: ok } } },
    },
    {
      name: 'a singular name under a collection, with no id after it anywhere: a view, an action or one resource, no sub-collection (`/users/profile`, `/accounts/provisioning`, `/oauth/token`) (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/users': { get: { responses: { '200': { description: 'users', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } }, '/users/profile': { get: { responses: { '200': { description: 'a profile', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } } } } }, '/accounts': { post: ok }, '/accounts/provisioning': { get: ok }, '/oauth/token': { post: ok } },
      },
    },
    {
      name: 'a singular name under a collection with no id after it, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/categories/count': { $ref: '#/x-paths/count' }, '/categories/{id}': { get: ok } }, 'x-paths': { count: { get: ok } } },
    },
    {
      name: 'a singular name under a collection with no id after it (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/images/{id}': { get: ok }, '/images/avatar': { get: ok, put: ok } } },
    },
    {
      name: 'a participle naming a filtered view and a metadata name ending a path under a collection: `/activities/allowed`, `/annotation_layer/_info` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/activities/allowed': { get: ok }, '/annotation_layer/_info': { get: ok } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/users/blocked': { $ref: '#/x-paths/blocked' } }, 'x-paths': { blocked: { get: ok } } },
    },
    {
      name: 'and in 3.1: `/messages/sent`',
      document: { openapi: '3.1.0', info, paths: { '/messages/sent': { get: ok } } },
    },
    {
      name: 'the API\'s own namespace on one path, a lookup ending the path, a verb before all: `/api/changeRequests`, `/conversations/byIds`, `/alerts/closeAll` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/changeRequests': { get: ok }, '/conversations/byIds': { get: ok }, '/alerts/closeAll': { post: ok } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/rest/users': { $ref: '#/x-paths/users' } }, 'x-paths': { users: { get: ok } } },
    },
    {
      name: 'views ending a path under a sub-collection add no level, however many: `/me/activities/all/own` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/me/activities/all/own': { get: ok }, '/users/{id}/orders/latest': { get: ok } } },
    },
    {
      name: 'a health probe\'s own checks are no resources: `/health/queue/certificates` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/health/queue/certificates': { $ref: '#/x-paths/check' }, '/health/db': { get: ok } }, 'x-paths': { check: { get: ok } } },
    },
    {
      name: 'a verb after a batch word is no sub-collection: `/documents/batch_delete`, `/activities/bulkDelete` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/documents/batch_delete/': { post: ok }, '/activities/bulkDelete': { delete: ok } } },
    },
    {
      name: 'a read under a collection answering the collection\'s own schema is a filtered view: `GET /badges/name` beside `GET /badges` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/badges': { get: { responses: { '200': { description: 'badges', content: { 'application/json': { schema: { $ref: '#/components/schemas/Badges' } } } } } } }, '/badges/name': { get: { responses: { '200': { description: 'the named badges', content: { 'application/json': { schema: { $ref: '#/components/schemas/Badges' } } } } } } } },
        components: { schemas: { Badges: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } } } },
      },
    },
    {
      name: 'a view of a sub-collection adds no level: `/users/{id}/questions/featured` (2.0)',
      document: {
        swagger: '2.0', info,
        paths: { '/users/{id}/questions': { get: { responses: { '200': { description: 'questions', schema: { $ref: '#/definitions/Questions' } } } } }, '/users/{id}/questions/featured': { get: { responses: { '200': { description: 'featured', schema: { $ref: '#/definitions/Questions' } } } } } },
        definitions: { Questions: { type: 'array', items: { type: 'object' } } },
      },
    },
    {
      name: 'a view word under a sub-collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/orders/latest': { get: ok } } },
    },
    {
      name: 'a view of the collection or a word standing for an item is no sub-collection: `/groups/current`, `/private/all` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/groups/current': { get: ok }, '/groups/{id}': { get: ok }, '/allowlist/private/all': { get: ok }, '/allowlist/private/{allowlist_id}': { get: ok } } },
    },
    {
      name: 'a view behind a $ref (2.0), and in 3.1',
      document: { swagger: '2.0', info, paths: { '/users/active': { $ref: '#/x-paths/active' }, '/users/{id}': { get: ok } }, 'x-paths': { active: { get: ok } } },
    },
    {
      name: 'a version written into a word ends the prefix: `/api2/convert`, `/rest/apiv2/users/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api2/convert': { post: ok }, '/rest/apiv2/users/{id}': { get: ok } } },
    },
    {
      name: 'a version written into a word behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/payments-v3/refunds': { $ref: '#/x-paths/refunds' } }, 'x-paths': { refunds: { get: ok } } },
    },
    {
      name: 'a segment that only names a format is no sub-collection: `/marketstat/json`, `/json/stations/{id}`, `/reports/{id}/csv` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/marketstats/json': { get: ok }, '/json/stations/{id}': { get: ok }, '/reports/{id}/csv': { get: ok } } },
    },
    {
      name: 'a format segment behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/prices/XML': { $ref: '#/x-paths/prices' } }, 'x-paths': { prices: { get: ok } } },
    },
    {
      name: 'a namespace whose own path only POST runs as an action (`POST /auth` logging in) still groups: `/auth/api-keys`, `/auth/sessions` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/auth': { post: ok }, '/auth/api-keys': { get: ok, post: ok }, '/auth/sessions': { get: ok } } },
    },
    {
      name: 'the same behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/auth': { $ref: '#/x-paths/login' }, '/auth/api-keys': { get: ok }, '/auth/tokens': { get: ok } }, 'x-paths': { login: { post: ok } } },
    },
    {
      name: 'a key and its value after a collection are its item, found by another key: `/customers/email/{email}`, `/products/by-name/{name}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/customers/email/{email}': { get: ok }, '/products/by-name/{name}/reviews': { get: ok } } },
    },
    {
      name: 'a key written as one word before its identifier: `/course-mappings/externalcourse/{externalCourseId}` (3.0, 2.0 through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/course-mappings': { get: ok }, '/course-mappings/{offeringId}': { get: ok }, '/course-mappings/externalcourse/{externalCourseId}': { get: ok }, '/invoices/ordernumber/{customerOrderNumber}': { get: ok } } },
    },
    {
      name: 'a key written as one word, behind a $ref (2.0) and in 3.1',
      document: { swagger: '2.0', info, paths: { '/devices/serialnumber/{deviceSerialNumberKey}': { $ref: '#/x-paths/device' }, '/tickets/externalref/{externalRefId}': { get: { responses: { '200': { description: 'one' } } } } }, 'x-paths': { device: { get: { responses: { '200': { description: 'one' } } } } } },
    },
    {
      name: 'a key lookup behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/customers/email/{customerEmail}': { $ref: '#/x-paths/customer' } }, 'x-paths': { customer: { get: { responses: { '200': { description: 'one' } } } } } },
    },
    {
      name: 'a verb under a collection is path-nouns\' to report, not a sub-collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/stream_sources': { get: ok }, '/stream_sources/{id}': { get: ok }, '/stream_sources/add': { post: ok } } },
    },
    {
      name: 'a format suffix on an item or a collection is no level: /occupants/{id}.{format}, /docs/{name}.json (2.0)',
      document: { swagger: '2.0', info, paths: { '/occupants.{outputFormat}': { get: ok }, '/occupants/{occupantID}.{outputFormat}': { get: ok }, '/occupants/{occupantID}/visits.{format}': { get: ok }, '/swagger_docs/{name}.json': { get: ok } } },
    },
    {
      name: 'leading names several paths share, with no id and no operation of their own, are a prefix (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/policy-engine/policies': { get: ok }, '/api/policy-engine/policies/{id}': { get: ok }, '/api/policy-engine/evaluations/{id}/results': { get: ok } } },
    },
    {
      name: 'a prefix before a version in another form is not a level: /rest/api/3, a date, a dotted number (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/rest/api/3/issues/{id}/comments': { get: ok }, '/2010-04-01/accounts/{id}/calls': { get: ok }, '/catalog/2.0/items': { get: ok } } },
    },
    {
      name: 'paths under /.well-known/ are named by their own standards (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/.well-known/openid-configuration': { get: ok }, '/.well-known/acme-challenge/{token}': { get: ok } } },
    },
    {
      name: 'a singleton used as one resource, and a sub-collection under it (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/balance': { get: { responses: { '200': { description: 'one balance', content: { 'application/json': { schema: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } } },
          '/balance/transactions': { get: ok },
        },
      },
    },
    {
      name: 'every accepted shape (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users: {get: {responses: {'204': {description: ok}}}}
  /v1/users/{id}: {get: {responses: {'204': {description: ok}}}}
  /v1/users/{id}/orders: {get: {responses: {'204': {description: ok}}}}
  /v1/users/{id}/orders/{order_id}: {get: {responses: {'204': {description: ok}}}}
  /v1/orders/{id}/cancel: {post: {responses: {'204': {description: ok}}}}
`,
    },
    {
      name: 'singletons act as an item (2.0)',
      document: { swagger: '2.0', info, paths: { '/me': { get: ok }, '/me/orders': { get: ok }, '/users/{id}/profile': { get: ok }, '/health': { get: ok } } },
    },
    {
      name: 'configured base path and version prefix are not levels (3.1)',
      options: { basePath: '/api' },
      document: { openapi: '3.1.0', info, paths: { '/api/users/{id}/orders': { get: ok }, '/internal/v2/users/{id}/orders/{oid}': { get: ok } } },
    },
    {
      name: 'a collection\'s items looked up by another thing\'s key answer what the collection answers: `GET /behaviors/folders/{path}` (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/behaviors': { get: { responses: { '200': { description: 'behaviors', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Behavior' } } } } } } } },
          '/behaviors/folders/{path}': { get: { parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the behaviors of a folder', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Behavior' } } } } } } } },
        },
        components: { schemas: { Behavior: { type: 'object', properties: { id: { type: 'integer' } } } } },
      },
    },
    {
      name: 'a lookup by another thing\'s key answering the collection\'s own schema, in 2.0 and through a $ref',
      document: {
        swagger: '2.0', info,
        paths: { '/events': { get: { responses: { '200': { description: 'events', schema: { $ref: '#/definitions/Events' } } } } }, '/events/venues/{venueId}': { $ref: '#/x-paths/byVenue' } },
        'x-paths': { byVenue: { get: { parameters: [{ name: 'venueId', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'events at a venue', schema: { $ref: '#/definitions/Events' } } } } } },
        definitions: { Events: { type: 'array', items: { type: 'object' } } },
      },
    },
    {
      name: 'a verb between a collection and the id its items have elsewhere acts on one item: `PUT /quotes/close/{id}` beside `/quotes/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/quotes/{id}': { get: ok }, '/v1/quotes/close/{id}': { put: ok }, '/v1/quotes/reopen/{id}': { put: ok } } },
    },
    {
      name: 'a name qualifying the collection\'s item before its id, the path going on: `/accounts/premium/{id}/transactions` beside `/accounts/{id}/transactions`, `GET /filter/file/{id}` beside `/filter/{id}` (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/api/v2/accounts/{id}/transactions/': { get: ok }, '/api/v2/accounts/premium/{id}/transactions/': { get: ok },
          '/api/filter/{id}': { get: { responses: { '200': { description: 'a filter', content: { 'application/json': { schema: { $ref: '#/components/schemas/Filter' } } } } } } },
          '/api/filter/file/{id}': { get: { responses: { '200': { description: 'the filter with its file', content: { 'application/json': { schema: { $ref: '#/components/schemas/Filter' } } } } } } },
        },
        components: { schemas: { Filter: { type: 'object', properties: { id: { type: 'string' }, file: { type: 'string' } } } } },
      },
    },
    {
      name: 'under a singular name no id follows and whose GET lists nothing, a name is one thing\'s part: `/application/settings`, `/customer/email/{email}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v3/application/settings': { get: ok, put: ok }, '/customer/email/{email}': { get: ok } } },
    },
    {
      name: 'a singular namespace, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/box/menus': { $ref: '#/x-paths/menus' } }, 'x-paths': { menus: { get: ok } } },
    },
    {
      name: 'a singular namespace (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/game/box/advanced': { get: ok } } },
    },
    {
      name: 'a verb before the collection\'s item id (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/orders/{id}': { get: ok }, '/orders/close/{id}': { $ref: '#/x-paths/close' } }, 'x-paths': { close: { post: ok } } },
    },
    {
      name: 'a verb before the collection\'s item id (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/tickets/{id}': { get: ok }, '/tickets/close/{id}': { patch: ok } } },
    },
    {
      name: 'a name led by a ranking word is a view across the collection, not a sub-collection: `/icons/recent_uploads` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/icons': { get: ok }, '/icons/recent_uploads': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/movies/topPicks`',
      document: { swagger: '2.0', info, paths: { '/movies/topPicks': { $ref: '#/x-paths/ranked' } }, 'x-paths': { ranked: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/albums/latest-releases`',
      document: { openapi: '3.1.0', info, paths: { '/albums/latest-releases': { get: ok } } },
    },
    {
      name: 'a name whose plural lists the items the ids after the collection identify, as their description says: `/bulk/jobs` beside `/bulk/{id}/status`, "The ID of the bulk job" (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/bulk/jobs': { get: ok },
        '/bulk/{id}/status': { get: { parameters: [{ name: 'id', in: 'path', required: true, description: 'The ID of the bulk job to retrieve its status.', schema: { type: 'string' } }], ...ok } },
      } },
    },
    {
      name: 'the same in 2.0 through a $ref, the id named after the items: `/exports/jobs` beside `/exports/{jobId}`',
      document: { swagger: '2.0', info, paths: { '/exports/jobs': { $ref: '#/x-paths/jobs' }, '/exports/{jobId}': { get: ok } }, 'x-paths': { jobs: { get: ok } } },
    },
    {
      name: 'and in 3.1: `/batch/runs` beside `/batch/{runId}/cancel`',
      document: { openapi: '3.1.0', info, paths: { '/batch/runs': { get: ok }, '/batch/{runId}/cancel': { post: ok } } },
    },
    {
      name: 'a path a standard lays out under its name and version is not the API\'s design: `/radiodns/spi/3.1/id/{fqdn}/{sid}/{date}_PI.xml` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/radiodns/spi/3.1/id/{fqdn}/{sid}/{date}_PI.xml': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/fhir/4.0.1/Patient/{id}/Encounter/{eid}/Observation`',
      document: { swagger: '2.0', info, paths: { '/fhir/4.0.1/Patient/{id}/Encounter/{eid}/Observation': { $ref: '#/x-paths/version' } }, 'x-paths': { version: { get: ok } } },
    },
    {
      name: 'and in 3.1: `/scim/v2/Users/{id}/groups/members`',
      document: { openapi: '3.1.0', info, paths: { '/scim/v2/Users/{id}/groups/members': { get: ok } } },
    },
    {
      name: 'the collection in another rendering, with the very query of its GET: `/v2/locations/markers` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v2/locations': { get: { parameters: filters, ...ok } }, '/v2/locations/markers': { get: { parameters: filters, ...ok } } } },
    },
    {
      name: 'the same in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/stations': { get: { parameters: filters2, ...ok } }, '/stations/geojson-points': { $ref: '#/x-paths/points' } }, 'x-paths': { points: { get: { parameters: filters2, ...ok } } } },
    },
    {
      name: 'and in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/incidents': { get: { parameters: filters, ...ok } }, '/incidents/pins': { get: { parameters: filters, ...ok } } } },
    },
  ],
  invalid: [
    {
      name: 'a QUERY and an additionalOperations method on a path two levels deep (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users/{user_id}/orders/{order_id}/items': { query: ok, additionalOperations: { PURGE: ok } } } },
      errors: [{ path: ['paths', '/users/{user_id}/orders/{order_id}/items'], message: /nests 2 levels/ }],
    },
    {
      name: 'the same paging only, the same query with answers described otherwise, or ids the description gives to the collection itself, leave a sub-collection (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/users': { get: { parameters: paging, ...ok } },
        '/users/orders': { get: { parameters: paging, ...ok } },
        '/orders': { get: { parameters: filters, responses: { '200': { description: 'orders', content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array' } } } } } } } } },
        '/orders/items': { get: { parameters: filters, responses: { '200': { description: 'order items', content: { 'application/json': { schema: { type: 'object', properties: { item_id: { type: 'string' } } } } } } } } },
        '/teams/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, description: 'The ID of the team.', schema: { type: 'string' } }], ...ok } },
        '/teams/members': { get: ok },
        '/ingredients/{id}/amount': { get: { parameters: [{ name: 'id', in: 'path', required: true, description: 'The id of the ingredient you want substitutes for.', schema: { type: 'string' } }], ...ok } },
        '/ingredients/substitutes': { get: ok },
      } },
      errors: [
        { path: ['paths', '/users/orders'], message: 'path "/users/orders" puts "orders" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/orders' },
        { path: ['paths', '/orders/items'], message: 'path "/orders/items" puts "items" straight under the collection "orders"; a sub-collection sits under an id: /orders/{id}/items' },
        { path: ['paths', '/teams/members'], message: 'path "/teams/members" puts "members" straight under the collection "teams"; a sub-collection sits under an id: /teams/{id}/members' },
        { path: ['paths', '/ingredients/substitutes'], message: 'path "/ingredients/substitutes" puts "substitutes" straight under the collection "ingredients"; a sub-collection sits under an id: /ingredients/{id}/substitutes' },
      ],
    },
    {
      name: 'a singular name before another plural is a level: `/clients/{id}/area/zones` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/clients/{id}/area/zones': { get: ok } } },
      errors: [{ path: ['paths', '/clients/{id}/area/zones'], message: /nests 2 levels/ }],
    },
    {
      name: 'an OData system segment under a path already too deep adds to nothing: `/a/{id}/b/{id}/c/$count` is still two levels deep (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/reviews/{id}/decisions/{decisionId}/notes/$count': { get: ok } } },
      errors: [{ path: ['paths', '/reviews/{id}/decisions/{decisionId}/notes/$count'], message: /nests 3 levels/ }],
    },
    {
      name: 'a view answering an inline schema of other fields is a level: `GET /accounts/{id}/transactions/filter` (3.1)',
      document: { openapi: '3.1.0', info, paths: {
        '/accounts/{id}/transactions': { get: { responses: { '200': { description: 'all', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } } } },
        '/accounts/{id}/transactions/filter': { get: { responses: { '200': { description: 'the filter', content: { 'application/json': { schema: { type: 'object', properties: { from: { type: 'string' } } } } } } } } },
      } },
      errors: [{ path: ['paths', '/accounts/{id}/transactions/filter'], message: 'path "/accounts/{id}/transactions/filter" nests 2 levels (accounts > transactions > filter); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: 'a verb on an item that GET reads too is no action: `/batches/{id}/process/labels` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/batches/{batch_id}/process/labels': { get: ok, post: ok } } },
      errors: [{ path: ['paths', '/batches/{batch_id}/process/labels'], message: 'path "/batches/{batch_id}/process/labels" nests 2 levels (batches > process > labels); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: 'a view word after a collection not under an id still leaves the nesting to report, and a probe path with a parameter is a resource (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/admins/user/viewissue/search': { get: ok }, '/health/checks/{checkId}/results': { get: ok } } },
      errors: [
        // With an id after `admins` the path would still nest too deep: the message says so rather than suggest it.
        { path: ['paths', '/admins/user/viewissue/search'], message: 'path "/admins/user/viewissue/search" nests 3 levels (admins > user > viewissue > search), "user" straight under the collection "admins" with no id between; nest one level at most: /collection/{id}/sub-collection' },
        { path: ['paths', '/health/checks/{checkId}/results'], message: 'path "/health/checks/{checkId}/results" nests 2 levels (health > checks > results); nest one level at most: /collection/{id}/sub-collection' },
      ],
    },
    {
      name: 'a read under a collection answering something else is a sub-collection not under an id: `/users/orders` (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/users': { get: { responses: { '200': { description: 'users', content: { 'application/json': { schema: { $ref: '#/components/schemas/Users' } } } } } } }, '/users/orders': { get: { responses: { '200': { description: 'orders', content: { 'application/json': { schema: { $ref: '#/components/schemas/Orders' } } } } } } } },
        components: { schemas: { Users: { type: 'array', items: { type: 'object' } }, Orders: { type: 'array', items: { type: 'object', properties: { total: { type: 'number' } } } } } },
      },
      errors: [{ path: ['paths', '/users/orders'], message: 'path "/users/orders" puts "orders" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/orders' }],
    },
    {
      name: 'a lookup answering something else than the collection is a sub-collection, and a verb before an id of its own is one too (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/behaviors': { get: { responses: { '200': { description: 'behaviors', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Behavior' } } } } } } } },
          '/behaviors/folders/{path}': { get: { parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'a folder', content: { 'application/json': { schema: { type: 'object', properties: { path: { type: 'string' } } } } } } } } },
          '/quotes/{id}': { get: ok },
          '/quotes/approval/{approvalId}': { get: ok },
        },
        components: { schemas: { Behavior: { type: 'object', properties: { id: { type: 'integer' } } } } },
      },
      errors: [
        { path: ['paths', '/behaviors/folders/{path}'], message: 'path "/behaviors/folders/{path}" puts "folders" straight under the collection "behaviors"; a sub-collection sits under an id: /behaviors/{id}/folders/{path}' },
        { path: ['paths', '/quotes/approval/{approvalId}'], message: 'path "/quotes/approval/{approvalId}" puts "approval" straight under the collection "quotes"; a sub-collection sits under an id: /quotes/{id}/approval/{approvalId}' },
      ],
    },
    {
      name: 'a singular name under a collection that an id follows elsewhere is a sub-collection (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/users/{id}': { get: ok }, '/users/address': { $ref: '#/x-paths/address' }, '/users/address/{id}': { get: ok } }, 'x-paths': { address: { get: ok } } },
      errors: [
        { path: ['x-paths', 'address'], message: 'path "/users/address" puts "address" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/address' },
        { path: ['paths', '/users/address/{id}'], message: 'path "/users/address/{id}" puts "address" straight under the collection "users"; a sub-collection sits under an id: /users/{userId}/address/{id}' },
      ],
    },
    {
      name: 'a view word leading a longer name is a sub-collection name like any other (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/groups/current-members': { get: ok }, '/groups/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/groups/current-members'], message: 'path "/groups/current-members" puts "current-members" straight under the collection "groups"; a sub-collection sits under an id: /groups/{id}/current-members' }],
    },
    {
      name: 'a name straight under a collection after a version written into a word is still nesting (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/api2/users/settings': { get: ok } } },
      errors: [{ path: ['paths', '/api2/users/settings'], message: 'path "/api2/users/settings" puts "settings" straight under the collection "users"; a sub-collection sits under an id: /api2/users/{id}/settings' }],
    },
    {
      name: 'a name that only starts like a format is a name (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/jsonschemas': { get: ok } } },
      errors: [{ path: ['paths', '/users/jsonschemas'], message: 'path "/users/jsonschemas" puts "jsonschemas" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/jsonschemas' }],
    },
    {
      name: 'a plural name that POST creates in is a collection, not a namespace (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/accounts': { post: ok }, '/accounts/settings': { get: ok } } },
      errors: [
        { path: ['paths', '/accounts/settings'], message: 'path "/accounts/settings" puts "settings" straight under the collection "accounts"; a sub-collection sits under an id: /accounts/{id}/settings' },
      ],
    },
    {
      name: 'a name whose parameter is another key under a collection is no lookup (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/customers/email/{id}/orders': { get: ok } } },
      errors: [
        // `/customers/{id}/email/{id}/orders`, the old suggestion, nests two levels: the rule reported its own advice.
        { path: ['paths', '/customers/email/{id}/orders'], message: 'path "/customers/email/{id}/orders" nests 2 levels (customers > email > orders), "email" straight under the collection "customers" with no id between; nest one level at most: /collection/{id}/sub-collection' },
      ],
    },
    {
      name: 'the suggested path keeps the key\'s own prefix and version (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v2/audio': { get: ok }, '/v2/audio/{id}': { get: ok }, '/v2/audio/collections': { get: ok } } },
      errors: [{ path: ['paths', '/v2/audio/collections'], message: 'path "/v2/audio/collections" puts "collections" straight under the collection "audio"; a sub-collection sits under an id: /v2/audio/{id}/collections' }],
    },
    {
      name: 'a shared leading name with operations of its own is a resource, not a prefix (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/admin': { get: { responses: { '200': { description: 'a list', content: { 'application/json': { schema: { type: 'array' } } } } } } }, '/admin/users': { get: ok }, '/admin/groups': { get: ok } } },
      errors: [
        { path: ['paths', '/admin/users'], message: 'path "/admin/users" puts "users" straight under the collection "admin"; a sub-collection sits under an id: /admin/{id}/users' },
        { path: ['paths', '/admin/groups'], message: 'path "/admin/groups" puts "groups" straight under the collection "admin"; a sub-collection sits under an id: /admin/{id}/groups' },
      ],
    },
    {
      name: 'a leading name an id follows elsewhere is a collection, not a prefix (2.0)',
      document: { swagger: '2.0', info, paths: { '/teams/{id}': { get: ok }, '/teams/members': { get: ok }, '/teams/roles': { get: ok } } },
      errors: [
        { path: ['paths', '/teams/members'], message: /puts "members" straight under the collection "teams"/ },
        { path: ['paths', '/teams/roles'], message: /puts "roles" straight under the collection "teams"/ },
      ],
    },
    {
      name: 'two levels of nesting (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/orders/{oid}/items': { get: ok } } },
      errors: [{ path: ['paths', '/users/{id}/orders/{oid}/items'], message: 'path "/users/{id}/orders/{oid}/items" nests 2 levels (users > orders > items); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: 'a sub-collection not under an id (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users/orders:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['paths', '/users/orders'], message: 'path "/users/orders" puts "orders" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/orders' }],
    },
    {
      name: 'a bare {id} followed by another parameter is still the collection\'s item: `/workflows/{id}` passes, `/workflows/{id}/{versionId}` is reported (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/workflows': { get: ok }, '/workflows/{id}': { get: ok, delete: ok }, '/workflows/{id}/{versionId}': { get: ok } } },
      errors: [{ path: ['paths', '/workflows/{id}/{versionId}'], message: 'path "/workflows/{id}/{versionId}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
    },
    {
      name: 'the same in 2.0, both path items one $ref, reported where it is written',
      document: { swagger: '2.0', info, paths: { '/jobs/{id}': { $ref: '#/x-paths/job' }, '/jobs/{id}/{runId}': { $ref: '#/x-paths/job' } }, 'x-paths': { job: { get: { responses: { '204': { description: 'ok' } } } } } },
      errors: [{ path: ['x-paths', 'job'], message: 'path "/jobs/{id}/{runId}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
    },
    {
      name: 'a parameter that follows no collection (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/{field}': { get: ok } } },
      errors: [{ path: ['paths', '/users/{id}/{field}'], message: 'path "/users/{id}/{field}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
    },
    {
      name: 'a deep path item defined in another file (3.0)',
      document: "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/{a}/b/{b}/c/{c}:\n    $ref: 'items.yaml#/deep'\n",
      files: { 'items.yaml': "deep:\n  get:\n    responses:\n      '204': {description: ok}\n" },
      errors: [{ path: ['deep'], file: 'items.yaml', message: /nests 2 levels \(a > b > c\)/ }],
    },
  ],
});

/** The cases of issue 27 this rule got wrong: each failed before the reading named what stands where. */
testRule('path-nesting-depth', {
  valid: [
    {
      name: 'a singleton standing where the id stands nests as the id would: `/users/me/settings` beside `/users/{id}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}': { get: ok }, '/users/me/settings': { get: ok }, '/users/me': { get: ok } } },
    },
    {
      name: 'the same through a $ref, in 2.0',
      document: { swagger: '2.0', info, paths: { '/users/{id}': { get: ok }, '/users/me/settings': { $ref: '#/x-paths/settings' } }, 'x-paths': { settings: { get: ok } } },
    },
    {
      name: 'one level under a singular name no id follows stays allowed: `/shop/users/{uid}/orders` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/shop/users/{uid}/orders': { get: ok } } },
    },
  ],
  invalid: [
    {
      name: 'a singular name used once before a deep path does not hide its depth: `/shop/users/{uid}/orders/{oid}/items` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/shop/users/{uid}/orders/{oid}/items': { get: ok }, '/users/{uid}/orders/{oid}/items': { get: ok } } },
      errors: [
        { path: ['paths', '/shop/users/{uid}/orders/{oid}/items'], message: 'path "/shop/users/{uid}/orders/{oid}/items" nests 2 levels (users > orders > items) under "shop", which no id follows in the document; nest one level at most: /collection/{id}/sub-collection' },
        { path: ['paths', '/users/{uid}/orders/{oid}/items'], message: 'path "/users/{uid}/orders/{oid}/items" nests 2 levels (users > orders > items); nest one level at most: /collection/{id}/sub-collection' },
      ],
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/shop/users/{uid}/orders/{oid}/items': { get: ok } } },
      errors: [{ path: ['paths', '/shop/users/{uid}/orders/{oid}/items'], message: /nests 2 levels \(users > orders > items\) under "shop"/ }],
    },
    {
      name: 'no suggestion the rule would report: `/shops/users/{uid}/orders/{oid}/items` is told its depth, not `/shops/{id}/users/…` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/shops/users/{uid}/orders/{oid}/items': { get: ok } } },
      errors: [{ path: ['paths', '/shops/users/{uid}/orders/{oid}/items'], message: 'path "/shops/users/{uid}/orders/{oid}/items" nests 3 levels (shops > users > orders > items), "users" straight under the collection "shops" with no id between; nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: '`me` beside `/users/{id}` stands where the id stands: `/users/me/tfa/disable` nests as `/users/{id}/tfa/disable`, and the message says why (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}': { get: ok }, '/users/me/tfa/disable': { post: ok }, '/users/{uid}/tfa/disable': { post: ok } } },
      errors: [
        { path: ['paths', '/users/me/tfa/disable'], message: 'path "/users/me/tfa/disable" nests 2 levels (users > tfa > disable), "me" standing for an item of "users" (/users/{id} exists); nest one level at most: /collection/{id}/sub-collection' },
        { path: ['paths', '/users/{uid}/tfa/disable'], message: 'path "/users/{uid}/tfa/disable" nests 2 levels (users > tfa > disable); nest one level at most: /collection/{id}/sub-collection' },
      ],
    },
    {
      name: 'without a path that identifies the users, `me` is no item of theirs: the nesting is reported as before (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users': { get: ok }, '/users/me/tfa/disable': { post: ok } } },
      errors: [{ path: ['paths', '/users/me/tfa/disable'], message: /"me" straight under the collection "users"/ }],
    },
  ],
});

/** A name between a collection and a key is a lookup where the document shows it: the GET answers what the item's GET answers. */
const user = { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } } };
const mailbox = { type: 'object', properties: { address: { type: 'string' }, quota: { type: 'integer' } } };
testRule('path-nesting-depth', {
  valid: answeringDocuments({ '/users/{id}': { ref: 'User' }, '/users/mail/{email}': { ref: 'User' } }, { User: user }).map(({ version, document }) => ({
    name: `\`GET /users/mail/{email}\` answering what \`GET /users/{id}\` answers finds a user by another key, whatever the key is called (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/users/{id}': { ref: 'User' }, '/users/mail/{email}': { ref: 'Mailbox' } }, { User: user, Mailbox: mailbox }).map(({ version, document }) => ({
    name: `\`GET /users/mail/{email}\` answering something else than a user is a sub-collection out of place (${version})`,
    document,
    errors: [{ path: ['paths', '/users/mail/{email}'], message: 'path "/users/mail/{email}" puts "mail" straight under the collection "users"; a sub-collection sits under an id: /users/{id}/mail/{email}' }],
  })),
});

/** A verb read before the id the collection's items have elsewhere is done to that item, where it answers no JSON of its own. */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /progress/download/{id}\` (behind a $ref) beside \`GET /progress/{id}\`, answering a file, downloads that progress (${version})`,
    document: downloadBesideProgress(version),
  })),
  invalid: answeringDocuments({ '/progress/{id}': { ref: 'Progress' }, '/progress/download/{id}': { ref: 'Download' } }, { Progress: progressSchema, Download: downloadSchema }).map(({ version, document }) => ({
    name: `\`GET /progress/download/{id}\` answering a record of its own names downloads, out of place (${version})`,
    document,
    errors: [{ path: ['paths', '/progress/download/{id}'], message: 'path "/progress/download/{id}" puts "download" straight under the collection "progress"; a sub-collection sits under an id: /progress/{progressId}/download/{id}' }],
  })),
});

/** A write under a collection sending the ids of its items acts on many of them at once: no sub-collection out of place. */
function markingDocument(version: string, listName: string): Record<string, unknown> {
  const list = { type: 'object', properties: { [listName]: { type: 'array', items: { type: 'string' } } } };
  const markType = version === '2.0' ? { name: 'markType', in: 'path', required: true, type: 'string' } : { name: 'markType', in: 'path', required: true, schema: { type: 'string' } };
  const body = version === '2.0' ? { parameters: [markType, { name: 'body', in: 'body', schema: list }] } : { parameters: [markType], requestBody: { content: { 'application/json': { schema: list } } } };
  return withPathItemBehindRef(version, '/mails/marking/{markType}', 'marking', { patch: { ...body, responses: { '200': { description: 'marked' } } } }, { '/mails/{messageId}': { get: ok } });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PATCH /mails/marking/{markType}\` (behind a $ref) sending \`messageIds\` beside \`/mails/{messageId}\` marks many mails at once (${version})`,
    document: markingDocument(version, 'messageIds'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PATCH /mails/marking/{markType}\` sending a list of anything else is a sub-collection out of place (${version})`,
    document: markingDocument(version, 'labels'),
    errors: [{ path: pathItemAt(version, 'marking'), message: 'path "/mails/marking/{markType}" puts "marking" straight under the collection "mails"; a sub-collection sits under an id: /mails/{id}/marking/{markType}' }],
  })),
});

/**
 * A name where another path puts the id of a collection's item, taking one value of that id in its
 * query and answering what the item answers, stands for the item: the Graph Store's
 * `…/rdf-graphs/service?graph=`. A list of ids filters; a read answering a thing of its own
 * (Supaglue's `…/connections/_provider_user_id?provider_name=`) is a level.
 */
function graphServiceDocument(version: string, graphSchema: Record<string, unknown>, answer: string): Record<string, unknown> {
  const graph = version === '2.0' ? { name: 'graph', in: 'query', required: false, ...graphSchema } : { name: 'graph', in: 'query', required: false, schema: graphSchema };
  const answering = (name: string) => (version === '2.0'
    ? { '200': { description: 'ok', schema: { $ref: `#/definitions/${name}` } } }
    : { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } } });
  const service = { get: { parameters: [graph], responses: answering(answer) } };
  const paths = { '/repositories/{repositoryId}/rdf-graphs/{graph}': { get: { responses: answering('Graph') }, delete: ok }, '/repositories/{repositoryId}/rdf-graphs/service': { $ref: `#/${pathItemAt(version, 'service').join('/')}` } };
  const schemas = { Graph: { type: 'object', properties: { triples: { type: 'array', items: { type: 'string' } } } }, Size: { type: 'object', properties: { count: { type: 'integer' }, unit: { type: 'string' } } } };
  return version === '2.0'
    ? { swagger: '2.0', info, paths, 'x-paths': { service }, definitions: schemas }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { pathItems: { service }, schemas } };
}
const tooDeepService = (version: string) => [{ path: pathItemAt(version, 'service'), message: 'path "/repositories/{repositoryId}/rdf-graphs/service" nests 2 levels (repositories > rdf-graphs > service); nest one level at most: /collection/{id}/sub-collection' }];
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET …/rdf-graphs/service?graph=\` (behind a $ref) beside \`…/rdf-graphs/{graph}\`, answering a graph, reads that graph (${version})`,
    document: graphServiceDocument(version, { type: 'string' }, 'Graph'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a list of \`graph\` in the query filters the graphs, naming none: \`service\` is a level of its own (${version})`,
      document: graphServiceDocument(version, { type: 'array', items: { type: 'string' } }, 'Graph'),
      errors: tooDeepService(version),
    },
    {
      name: `answering a thing of its own, \`service\` reads something of one graph: a level of its own (${version})`,
      document: graphServiceDocument(version, { type: 'string' }, 'Size'),
      errors: tooDeepService(version),
    },
  ]),
});

/** A word right after a collection stands for one of its items where its GET answers what the item's GET answers. */
const blockSchema = { type: 'object', properties: { hash: { type: 'string' }, height: { type: 'integer' } } };
const summary = { type: 'object', properties: { count: { type: 'integer' } } };
testRule('path-nesting-depth', {
  valid: answeringDocuments({ '/blocks/{hash_or_number}': { ref: 'Block' }, '/blocks/latest': { ref: 'Block' }, '/blocks/latest/txs': { listOf: 'Block' } }, { Block: blockSchema }).map(({ version, document }) => ({
    name: `\`GET /blocks/latest\` answering a block stands for one: \`/blocks/latest/txs\` nests as \`/blocks/{hash_or_number}/txs\` (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/blocks/{hash_or_number}': { ref: 'Block' }, '/blocks/latest': { ref: 'Summary' }, '/blocks/latest/txs': { listOf: 'Block' } }, { Block: blockSchema, Summary: summary }).map(({ version, document }) => ({
    name: `\`GET /blocks/latest\` answering something else than a block is a level of its own (${version})`,
    document,
    errors: [{ path: ['paths', '/blocks/latest/txs'], message: /^path "\/blocks\/latest\/txs" (puts "latest" straight under|nests 2 levels)/ }],
  })),
});

/**
 * A name nothing runs on, where the same name under a sibling answers what that sibling's item
 * answers, stands for one item (`answers-as-item-beside`): `primary` of
 * `/v2/accounts/card/primary/statements` beside `GET /v2/accounts/cash/primary`.
 */
const account = { type: 'object', properties: { id: { type: 'string' }, balance: { type: 'integer' } } };
const statement = { type: 'object', properties: { period: { type: 'string' }, amount: { type: 'integer' } } };
const primaryAccounts = (cashPrimary: string) => answeringDocuments({
  '/v2/accounts/cash/{id}': { ref: 'Account' },
  '/v2/accounts/cash/primary': { ref: cashPrimary },
  '/v2/accounts/cash/{id}/statements': { listOf: 'Statement' },
  '/v2/accounts/card': { listOf: 'Account' },
  '/v2/accounts/card/primary/statements': { listOf: 'Statement' },
}, { Account: account, Statement: statement, Summary: summary });
testRule('path-nesting-depth', {
  valid: primaryAccounts('Account').map(({ version, document }) => ({
    name: `\`GET /v2/accounts/cash/primary\` answering a cash account stands for one: \`primary\` under \`card\` does too, and \`/v2/accounts/card/primary/statements\` nests as \`/v2/accounts/card/{id}/statements\` (${version})`,
    document,
  })),
  invalid: primaryAccounts('Summary').map(({ version, document }) => ({
    name: `where \`GET /v2/accounts/cash/primary\` answers something else than a cash account, \`primary\` under \`card\` is a level of its own (${version})`,
    document,
    errors: [{ path: ['paths', '/v2/accounts/card/primary/statements'], message: /^path "\/v2\/accounts\/card\/primary\/statements" nests 2 levels \(card > primary > statements\)/ }],
  })),
});

/** A wrapper every operation answers says nothing of which item a path answers. */
const wrapper = { type: 'object', properties: { status: { type: 'string' }, payload: { type: 'object' } } };
testRule('path-nesting-depth', {
  valid: answeringDocuments({ '/users/{id}': { ref: 'RestResponse' }, '/users/latest': { ref: 'RestResponse' }, '/users/latest/orders': { ref: 'RestResponse' }, '/streams/{id}': { ref: 'Stream' } }, { RestResponse: wrapper, Stream: summary }).map(({ version, document }) => ({
    name: `where only \`/users\` paths answer it, the schema says \`GET /users/latest\` stands for one user (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/users/{id}': { ref: 'RestResponse' }, '/users/latest': { ref: 'RestResponse' }, '/users/latest/orders': { ref: 'RestResponse' }, '/streams/{id}': { ref: 'RestResponse' } }, { RestResponse: wrapper }).map(({ version, document }) => ({
    name: `\`GET /users/latest\` answering the wrapper \`/streams/{id}\` answers too stands for no user (${version})`,
    document,
    errors: [{ path: ['paths', '/users/latest/orders'], message: /^path "\/users\/latest\/orders" (puts "latest" straight under|nests 2 levels)/ }],
  })),
});

testRule('path-nesting-depth', {
  valid: [
    {
      name: 'a name standing where another path chooses a kind of the collection is that kind: `/resources/routes` beside `/resources/{resourceType}/providers` (3.0)',
      document: { openapi: '3.0.0', info, paths: { '/resources': { get: ok }, '/resources/routes': { get: ok, post: ok }, '/resources/routes/{id}': { get: ok }, '/resources/{resourceType}/providers': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/assets/images` beside `/assets/{assetType}`',
      document: { swagger: '2.0', info, paths: { '/assets/images': { $ref: '#/x-paths/images' }, '/assets/{assetType}': { get: ok } }, 'x-paths': { images: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/events/signups/{id}` beside `/events/{event_kind}/stats`',
      document: { openapi: '3.1.0', info, paths: { '/events/signups/{id}': { get: ok }, '/events/{event_kind}/stats': { get: ok } } },
    },
  ],
  invalid: [
    {
      name: 'a parameter that identifies an item chooses no kind: `/resources/routes` beside `/resources/{resourceId}` (3.0)',
      document: { openapi: '3.0.0', info, paths: { '/resources/routes': { get: ok }, '/resources/{resourceId}': { get: ok } } },
      errors: [{ path: ['paths', '/resources/routes'], message: /puts "routes" straight under the collection "resources"/ }],
    },
    {
      name: 'a name that follows the kind elsewhere is what every kind has, no kind: `/clients/limits` beside `/clients/{client_type}/limits` (2.0)',
      document: { swagger: '2.0', info, paths: { '/clients/limits': { get: ok }, '/clients/{client_type}/limits': { get: ok } } },
      errors: [{ path: ['paths', '/clients/limits'], message: /puts "limits" straight under the collection "clients"/ }],
    },
    {
      name: 'nor does one named after another thing: `/resources/routes` beside `/resources/{vesselType}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/resources/routes': { get: ok }, '/resources/{vesselType}': { get: ok }, '/resources/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/resources/routes'], message: /puts "routes" straight under the collection "resources"/ }],
    },
  ],
});

/** The API's own name stays its namespace where its path is the API's entry point (`GET /api`). */
const entryPoint = (version: string, first: string) => {
  const read = { get: { responses: { '200': { description: 'the resources' } } } };
  const paths = { [`/${first}`]: read, [`/${first}/users/{id}`]: read, [`/${first}/users/{id}/lock`]: { put: ok }, [`/${first}/apps/{app}/schemas`]: read };
  return version === '2.0' ? { swagger: '2.0', info, paths } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths };
};
testRule('path-nesting-depth', {
  valid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /api\` beside \`/api/users/{id}/lock\`: \`api\` is the API's namespace (${version})`, document: entryPoint(version, 'api') })),
    {
      name: 'the same through a $ref to the entry point\'s path item (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/api': { $ref: '#/components/pathItems/entry' }, '/api/users/{id}/lock': { put: ok }, '/api/apps/{app}/schemas': { get: ok } }, components: { pathItems: { entry: { get: ok } } } },
    },
  ],
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name of another thing with its own GET is a level: \`/shop\` beside \`/shop/users/{id}/lock\` (${version})`,
    document: entryPoint(version, 'shop'),
    errors: [{ path: ['paths', '/shop/users/{id}/lock'], message: /nests 2 levels/ }, { path: ['paths', '/shop/apps/{app}/schemas'], message: /nests 2 levels \(shop > apps > schemas\)/ }],
  })),
});

/** A past participle of one word ending a path under a sub-collection filters its items or states theirs: no level. */
const sdkList = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } };
const participleRead = (version: string) => (version === '2.0' ? { get: { responses: { '200': { description: 'sdks', schema: sdkList } } } } : { get: { responses: { '200': { description: 'sdks', content: { 'application/json': { schema: sdkList } } } } } });
const participleDocument = (version: string, last: string) => ({
  ...(version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' }),
  info,
  paths: { '/projects/{projectId}': { get: ok }, '/projects/{projectId}/sdks': participleRead(version), [`/projects/{projectId}/sdks/${last}`]: { get: { responses: { '204': { $ref: version === '2.0' ? '#/responses/done' : '#/components/responses/done' } } } } },
  ...(version === '2.0' ? { responses: { done: { description: 'done' } } } : { components: { responses: { done: { description: 'done' } } } }),
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/projects/{projectId}/sdks/outdated\`, through a $ref (${version})`,
    document: participleDocument(version, 'outdated'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a compound ending in a participle names a thing of its own: \`/projects/{projectId}/sdks/reportedIssues\` is a level (${version})`,
    document: participleDocument(version, 'reportedIssues'),
    errors: [{ path: ['paths', '/projects/{projectId}/sdks/reportedIssues'], message: /nests 2 levels \(projects > sdks > reportedIssues\)/ }],
  })),
});

/** The plural of an identifier word ending a path under a sub-collection gives its items by their ids: no level. */
const idRows = { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { inventory_id: { type: 'string' }, status_id: { type: 'integer' } } } } } };
const idsDocument = (version: string, last: string) => ({
  ...(version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' }),
  info,
  paths: {
    '/systems/{inventory_id}': { get: ok },
    [`/systems/{inventory_id}/cves/${last}`]: { get: { responses: { '200': { $ref: version === '2.0' ? '#/responses/rows' : '#/components/responses/rows' } } } },
  },
  ...(version === '2.0' ? { responses: { rows: { description: 'rows', schema: idRows } } } : { components: { responses: { rows: { description: 'rows', content: { 'application/json': { schema: idRows } } } } } }),
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/systems/{inventory_id}/cves/ids\` answering the smallest rows, through a $ref (${version})`,
    document: idsDocument(version, 'ids'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an identifier word in the singular names one thing of its own: \`/systems/{inventory_id}/cves/code\` is a level (${version})`,
    document: idsDocument(version, 'code'),
    errors: [{ path: ['paths', '/systems/{inventory_id}/cves/code'], message: /nests 2 levels \(systems > cves > code\)/ }],
  })),
});

/** A suggested path names each parameter once; an id that ends a POST-only path, and that the collection's items have elsewhere, moves after the collection. */
const postOnly = { post: { responses: { '201': { description: 'made' } } } };
const readOnly = { get: { responses: { '200': { description: 'ok' } } } };
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the suggested paths keep the rule: \`/calls/{callId}/recordings/{id}\`, \`/client/{id}/secret\` (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/calls/{callId}': readOnly, '/calls/{callId}/recordings/{id}': readOnly, '/client/{id}': readOnly, '/client/{id}/secret': postOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/calls/{callId}': readOnly, '/calls/{callId}/recordings/{id}': readOnly, '/client/{id}': readOnly, '/client/{id}/secret': postOnly } },
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => {
    const documentOf = (paths: Record<string, unknown>) => (version === '2.0' ? { swagger: '2.0', info, paths } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths });
    return [
      {
        name: `the id a suggestion adds is named after the collection where the path has \`{id}\` already: \`/calls/recordings/{id}\` (${version})`,
        document: documentOf({ '/calls/{id}': readOnly, '/calls/recordings/{id}': readOnly, '/custom-fields/values/{id}': readOnly, '/custom-fields/{id}': readOnly }),
        errors: [
          { path: ['paths', '/calls/recordings/{id}'], message: 'path "/calls/recordings/{id}" puts "recordings" straight under the collection "calls"; a sub-collection sits under an id: /calls/{callId}/recordings/{id}' },
          { path: ['paths', '/custom-fields/values/{id}'], message: 'path "/custom-fields/values/{id}" puts "values" straight under the collection "custom-fields"; a sub-collection sits under an id: /custom-fields/{customFieldId}/values/{id}' },
        ],
      },
      {
        name: `an id ending a path only POST runs on, named as the collection's items are elsewhere, is theirs: \`POST /client/secret/{id}\` beside \`/client/{id}\`, through a $ref (${version})`,
        document: version === '2.0'
          ? { ...documentOf({ '/client/{id}': readOnly, '/client/secret/{id}': { $ref: '#/x-paths/secret' } }), 'x-paths': { secret: postOnly } }
          : { ...documentOf({ '/client/{id}': readOnly, '/client/secret/{id}': { $ref: '#/components/pathItems/secret' } }), components: { pathItems: { secret: postOnly } } },
        errors: [{ path: version === '2.0' ? ['x-paths', 'secret'] : ['components', 'pathItems', 'secret'], message: 'path "/client/secret/{id}" puts "secret" straight under the collection "client"; a sub-collection sits under an id: /client/{id}/secret' }],
      },
    ];
  }),
});

/**
 * Codefresh's `POST /pipelines/run/{name}` beside `POST /pipelines/run` (a pipeline sent in the
 * body, answered 200) and `/pipelines/{name}`: the run is made on the pipeline `{name}` names, so
 * the suggestion moves that id after the collection, as for a name with no path of its own.
 */
const ranOnItem = { post: { responses: { '200': { description: 'started' } } } };
const pipelinesDocument = (version: string, ownPath: object) => (version === '2.0'
  ? { swagger: '2.0', info, paths: { '/pipelines/{name}': readOnly, '/pipelines/run': ownPath, '/pipelines/run/{name}': { $ref: '#/x-paths/run' } }, 'x-paths': { run: ranOnItem } }
  : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/pipelines/{name}': readOnly, '/pipelines/run': ownPath, '/pipelines/run/{name}': { $ref: '#/components/pathItems/run' } }, components: { pathItems: { run: ranOnItem } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the suggested path keeps the rule: \`POST /pipelines/{name}/run\` (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/pipelines/{name}': readOnly, '/pipelines/run': ranOnItem, '/pipelines/{name}/run': ranOnItem } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/pipelines/{name}': readOnly, '/pipelines/run': ranOnItem, '/pipelines/{name}/run': ranOnItem } },
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => {
    const at = version === '2.0' ? ['x-paths', 'run'] : ['components', 'pathItems', 'run'];
    return [
      {
        name: `beside \`POST /pipelines/run\` answering 200, the id of \`POST /pipelines/run/{name}\` is the pipeline's, through a $ref (${version})`,
        document: pipelinesDocument(version, ranOnItem),
        errors: [{ path: at, message: 'path "/pipelines/run/{name}" puts "run" straight under the collection "pipelines"; a sub-collection sits under an id: /pipelines/{name}/run' }],
      },
      {
        name: `where \`POST /pipelines/run\` creates (201), \`run\` may be a collection of its own, \`{name}\` its item (${version})`,
        document: pipelinesDocument(version, postOnly),
        errors: [{ path: at, message: 'path "/pipelines/run/{name}" puts "run" straight under the collection "pipelines"; a sub-collection sits under an id: /pipelines/{id}/run/{name}' }],
      },
    ];
  }),
});

/** A view word before the name it qualifies under an item (`/files/{id}/public/links`) is an adjective, no level. */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a view word qualifying the name after it is no level: \`/files/{id}/public/links\`, through a $ref (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/files/{id}': readOnly, '/files/{id}/public/links': { $ref: '#/x-paths/links' } }, 'x-paths': { links: readOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/files/{id}': readOnly, '/files/{id}/public/links': { $ref: '#/components/pathItems/links' } }, components: { pathItems: { links: readOnly } } },
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name that is no view word is a level: \`/files/{id}/shares/links\` (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/files/{id}': readOnly, '/files/{id}/shares/links': readOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/files/{id}': readOnly, '/files/{id}/shares/links': readOnly } },
    errors: [{ path: ['paths', '/files/{id}/shares/links'], message: 'path "/files/{id}/shares/links" nests 2 levels (files > shares > links); nest one level at most: /collection/{id}/sub-collection' }],
  })),
});

/** A noun as often as a verb the document runs as one action after many collections (`…/states/associate`) is no level. */
const associatePaths = (count: number, extra: Record<string, unknown> = {}) => ({
  '/countries/{country}': readOnly,
  ...Object.fromEntries(['states', 'cities', 'regions', 'ports'].slice(0, count).map((name) => [`/countries/{country}/${name}/associate`, postOnly])),
  ...extra,
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun-verb ending three POST-only paths after three names, nothing after it anywhere, is the action run on each: \`/countries/{country}/states/associate\`, through a $ref (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: associatePaths(3, { '/countries/{country}/ports/associate': { $ref: '#/x-paths/associate' } }), 'x-paths': { associate: postOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: associatePaths(3, { '/countries/{country}/ports/associate': { $ref: '#/components/pathItems/associate' } }), components: { pathItems: { associate: postOnly } } },
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => {
    const documentOf = (paths: Record<string, unknown>) => (version === '2.0' ? { swagger: '2.0', info, paths } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths });
    const reported = (name: string) => ({ path: ['paths', `/countries/{country}/${name}/associate`], message: `path "/countries/{country}/${name}/associate" nests 2 levels (countries > ${name} > associate); nest one level at most: /collection/{id}/sub-collection` });
    return [
      { name: `ending two such paths only, it is read as a name (${version})`, document: documentOf(associatePaths(2)), errors: [reported('states'), reported('cities')] },
      {
        name: `where a GET reads one of them, it is read as a name (${version})`,
        document: documentOf(associatePaths(3, { '/countries/{country}/regions/associate': readOnly })),
        errors: [reported('states'), reported('cities'), reported('regions')],
      },
    ];
  }),
});

/** A singular name whose parameter after it takes one of a few listed words (`/messages/unread/{actor}`) is a filter and its variant. */
const unreadRead = (actor: object) => ({ get: { parameters: [actor], responses: { '200': { description: 'the counts' } } } });
const actor30 = (values?: string[]) => ({ name: 'actor', in: 'path', required: true, schema: values === undefined ? { type: 'string' } : { type: 'string', enum: values } });
testRule('path-nesting-depth', {
  valid: [
    { name: 'a parameter taking one of a few listed words chooses a variant: `/messages/unread/{actor}` (3.0)', document: { openapi: '3.0.3', info, paths: { '/messages/{id}': readOnly, '/messages/unread/{actor}': unreadRead(actor30(['organization', 'user'])) } } },
    { name: 'the same in 2.0, the enum on the parameter', document: { swagger: '2.0', info, paths: { '/messages/{id}': readOnly, '/messages/unread/{actor}': unreadRead({ name: 'actor', in: 'path', required: true, type: 'string', enum: ['organization', 'user'] }) } } },
    { name: 'the same in 3.1, the parameter through a $ref', document: { openapi: '3.1.0', info, paths: { '/messages/{id}': readOnly, '/messages/unread/{actor}': unreadRead({ $ref: '#/components/parameters/Actor' }) }, components: { parameters: { Actor: actor30(['organization', 'user']) } } } },
  ],
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter the document does not list values for may identify an item (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/messages/{id}': readOnly, '/messages/unread/{actor}': unreadRead({ name: 'actor', in: 'path', required: true, type: 'string' }) } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/messages/{id}': readOnly, '/messages/unread/{actor}': unreadRead(actor30()) } },
    errors: [{ path: ['paths', '/messages/unread/{actor}'], message: 'path "/messages/unread/{actor}" puts "unread" straight under the collection "messages"; a sub-collection sits under an id: /messages/{id}/unread/{actor}' }],
  })),
});

/** A view word right under a collection, before the name it qualifies (`/portal/public/user`), is no level either. */
const portalPaths = (middle: string, user: object) => ({ '/portal/{slug}': readOnly, [`/portal/${middle}/user`]: user });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a view word right under the collection, before a singular name no id follows: \`/portal/public/user\`, through a $ref (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: portalPaths('public', { $ref: '#/x-paths/user' }), 'x-paths': { user: postOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: portalPaths('public', { $ref: '#/components/pathItems/user' }), components: { pathItems: { user: postOnly } } },
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural name in that place is a level (${version})`,
    document: version === '2.0' ? { swagger: '2.0', info, paths: portalPaths('members', postOnly) } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: portalPaths('members', postOnly) },
    errors: [{ path: ['paths', '/portal/members/user'], message: 'path "/portal/members/user" nests 2 levels (portal > members > user), "members" straight under the collection "portal" with no id between; nest one level at most: /collection/{id}/sub-collection' }],
  })),
});

/** A mass noun no id follows anywhere, whose GET lists nothing (`/metadata/crms`), is a namespace, no collection. */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a mass noun no id follows is a namespace: \`/metadata/crms\`, through a $ref (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/metadata/crms': { $ref: '#/x-paths/crms' } }, 'x-paths': { crms: readOnly } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/metadata/crms': { $ref: '#/components/pathItems/crms' } }, components: { pathItems: { crms: readOnly } } },
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where an id follows the mass noun, it is a collection (${version})`,
    document: version === '2.0' ? { swagger: '2.0', info, paths: { '/metadata/{id}': readOnly, '/metadata/crms': readOnly } } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/metadata/{id}': readOnly, '/metadata/crms': readOnly } },
    errors: [{ path: ['paths', '/metadata/crms'], message: 'path "/metadata/crms" puts "crms" straight under the collection "metadata"; a sub-collection sits under an id: /metadata/{id}/crms' }],
  })),
});

/** A parameter before the version that takes one of a few listed values (`{client}`: app or browser) stands for fixed prefixes: it is no item, and what follows the version is judged. */
const clientDocument = (version: string, values?: string[]) => {
  const client = version === '2.0'
    ? { name: 'client', in: 'path', required: true, type: 'string', ...(values === undefined ? {} : { enum: values }) }
    : { name: 'client', in: 'path', required: true, schema: { type: 'string', ...(values === undefined ? {} : { enum: values }) } };
  const read = { get: { parameters: [client], responses: { '200': { description: 'ok' } } } };
  return withPathItemBehindRef(version, '/_auth/{client}/v1/account/authenticators', 'authenticators', read, { '/_auth/{client}/v1/config': read });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/_auth/{client}/v1/account/authenticators\`, \`{client}\` app or browser, the path item behind a $ref (${version})`,
    document: clientDocument(version, ['app', 'browser']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without the listed values \`{client}\` is an item of \`_auth\` (${version})`,
    document: clientDocument(version),
    errors: [{ path: pathItemAt(version, 'authenticators'), message: /nests 2 levels \(_auth > account > authenticators\)/ }],
  })),
});

/**
 * Discourse's `GET /u/by-external/{external_id}.json` (a user found by an external id), the path
 * item behind a $ref, beside `GET /u/{username}.json`: the item's path with a format suffix.
 * `itemAnswer` is what the item's GET answers.
 */
const byExternalDocument = (version: string, itemAnswer: object) => {
  const answer = (schema: object) => (version === '2.0' ? { description: 'a user', schema } : { description: 'a user', content: { 'application/json': { schema } } });
  const user = { type: 'object', properties: { id: { type: 'integer' }, username: { type: 'string' } } };
  return withPathItemBehindRef(version, '/u/by-external/{external_id}.json', 'byExternal', { get: { responses: { '200': answer(user) } } }, {
    '/u/{username}.json': { get: { responses: { '200': answer(itemAnswer) } } },
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a read answering what the item's GET answers, the item's path written with \`.json\`, finds the item by another key (${version})`,
    document: byExternalDocument(version, { type: 'object', properties: { id: { type: 'integer' }, username: { type: 'string' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside an item answering something else, \`by-external\` sits straight under \`u\` (${version})`,
    document: byExternalDocument(version, { type: 'object', properties: { badges: { type: 'array', items: { type: 'string' } } } }),
    errors: [{ path: pathItemAt(version, 'byExternal'), message: /puts "by-external" straight under the collection "u"/ }],
  })),
});

/**
 * WorkOS's `POST /api_keys/validations` as `ApiKeysController_validateApiKey` (NestJS names an
 * operation `${controller}_${method}`): the plural of the noun made from the verb its operation is
 * named for runs that verb on the collection, no sub-collection; the path item behind a $ref.
 */
const validationsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/api_keys/validations', 'validations', { post: { operationId, ...ok } }, { '/api_keys/{id}': { delete: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a POST-only plural of a verb's noun, its operation named for the verb after the controller's name (${version})`, document: validationsDocument(version, 'ApiKeysController_validateApiKey') },
    { name: `the same, the operation named for the verb alone (${version})`, document: validationsDocument(version, 'validateApiKey') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an operation named for another verb makes the plural a sub-collection under the collection (${version})`,
      document: validationsDocument(version, 'ApiKeysController_createValidation'),
      errors: [{ path: pathItemAt(version, 'validations'), message: 'path "/api_keys/validations" puts "validations" straight under the collection "api_keys"; a sub-collection sits under an id: /api_keys/{id}/validations' }],
    },
    {
      name: `a name before the underscore that is no controller's is part of the operation's name (${version})`,
      document: validationsDocument(version, 'Keys_validateApiKey'),
      errors: [{ path: pathItemAt(version, 'validations'), message: /puts "validations" straight under the collection "api_keys"/ }],
    },
    {
      name: `a snake_case name led by a word a controller's class ends in is read whole (${version})`,
      document: validationsDocument(version, 'api_validate_api_key'),
      errors: [{ path: pathItemAt(version, 'validations'), message: /puts "validations" straight under the collection "api_keys"/ }],
    },
  ]),
});

/**
 * Kafka REST's `/clusters/{cluster_id}/brokers/-/configs` (behind a `$ref`) beside
 * `/clusters/{cluster_id}/brokers/{broker_id}/configs`: `-` stands where the other path puts a
 * broker's id (`value-of-id-elsewhere`), an item of `brokers`, no level: the message counts two
 * levels, not three (`clusters > brokers > - > configs`).
 */
const brokersDocument = (version: string) => {
  const cluster = parameterOf(version, 'cluster_id', 'path');
  const broker = parameterOf(version, 'broker_id', 'path');
  const read = (parameters: object[]) => ({ get: { parameters, responses: { '200': { description: 'done' } } } });
  return withPathItemBehindRef(version, '/clusters/{cluster_id}/brokers/-/configs', 'alias', read([cluster]), {
    '/clusters/{cluster_id}': read([cluster]),
    '/clusters/{cluster_id}/brokers/{broker_id}': read([cluster, broker]),
    '/clusters/{cluster_id}/brokers/{broker_id}/configs': read([cluster, broker]),
  });
};
/**
 * Discord's `@me`: a name written as a handle right after a collection the document identifies by
 * id stands where the id stands (`/guilds/{guild_id}/members/@me` beside `…/members/{user_id}`), and
 * a participle before a view word ending a path (`/threads/archived/public`) adds no level; the path
 * item behind a $ref.
 */
const memberDocument = (version: string, pathKey: string, others: Record<string, object> = { '/guilds/{guild_id}/members/{user_id}': { get: ok } }) => withPathItemBehindRef(version, pathKey, 'member', { get: ok }, others);
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`@me\` under a sub-collection its ids follow elsewhere is one of its items (${version})`, document: memberDocument(version, '/guilds/{guild_id}/members/@me') },
    { name: `so is \`me\` (${version})`, document: memberDocument(version, '/guilds/{guild_id}/members/me') },
    { name: `and a handle of another word: \`@original\` (${version})`, document: memberDocument(version, '/guilds/{guild_id}/members/@original') },
    { name: `\`@me\` right after a top collection, a sub-collection after it: \`/users/@me/connections\` beside \`/users/{user_id}\` (${version})`, document: memberDocument(version, '/users/@me/connections', { '/users/{user_id}': { get: ok } }) },
    { name: `a participle and a view word ending a path under a sub-collection: \`/channels/{channel_id}/threads/archived/public\` (${version})`, document: memberDocument(version, '/channels/{channel_id}/threads/archived/public', { '/channels/{channel_id}/threads': { get: ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `without a path the members' ids follow, \`@me\` is a level of its own (${version})`,
      document: memberDocument(version, '/guilds/{guild_id}/members/@me', {}),
      errors: [{ path: pathItemAt(version, 'member'), message: 'path "/guilds/{guild_id}/members/@me" nests 2 levels (guilds > members > @me); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: `a name standing where another path puts an item's id stands for that item, and the message counts through it: \`…/brokers/-/configs\` (${version}, through a $ref)`,
      document: brokersDocument(version),
      errors: [
        { path: pathItemAt(version, 'alias'), message: 'path "/clusters/{cluster_id}/brokers/-/configs" nests 2 levels (clusters > brokers > configs), "-" standing for an item of "brokers" (/clusters/{cluster_id}/brokers/{broker_id} exists); nest one level at most: /collection/{id}/sub-collection' },
        { path: ['paths', '/clusters/{cluster_id}/brokers/{broker_id}/configs'], message: 'path "/clusters/{cluster_id}/brokers/{broker_id}/configs" nests 2 levels (clusters > brokers > configs); nest one level at most: /collection/{id}/sub-collection' },
      ],
    },
    {
      name: `a sub-collection after the alias still nests, and the message says why (${version})`,
      document: memberDocument(version, '/guilds/{guild_id}/members/@me/roles'),
      errors: [{ path: pathItemAt(version, 'member'), message: 'path "/guilds/{guild_id}/members/@me/roles" nests 2 levels (guilds > members > roles), "@me" standing for an item of "members" (/guilds/{guild_id}/members/{user_id} exists); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: `a verb before the view word is a level: \`/channels/{channel_id}/threads/archive/public\` (${version})`,
      document: memberDocument(version, '/channels/{channel_id}/threads/archive/public', { '/channels/{channel_id}/threads': { get: ok } }),
      errors: [{ path: pathItemAt(version, 'member'), message: /nests 3 levels \(channels > threads > archive > public\)/ }],
    },
  ]),
});

/**
 * Merge's `/activities/meta/post` ("metadata for Activity POSTs"): `meta`, clipped from metadata, is
 * a mass noun (`uncountables`), one thing under the collection as `metadata` is, no sub-collection
 * missing its id; the path item behind a $ref.
 */
const metaDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'meta', { get: ok }, { '/activities/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`meta\` under a collection its ids follow elsewhere, and a name after it (${version})`, document: metaDocument(version, '/activities/meta/post') },
    { name: `as \`metadata\` (${version})`, document: metaDocument(version, '/activities/metadata/post') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a countable singular there misses its id (${version})`,
    document: metaDocument(version, '/activities/note/post'),
    errors: [{ path: pathItemAt(version, 'meta'), message: /nests 2 levels \(activities > note > post\), "note" straight under the collection "activities"/ }],
  })),
});

/**
 * Heron's `GET /api/end_users/statistics` ("Get EndUser statistics", a list of figures by date and
 * label): a report on the collection, a plural naming one thing as often (`report-nouns`,
 * `plural-singletons`), measures its items, whatever it answers; `reports`, a countable plural,
 * is a sub-collection missing its id. The path item behind a $ref.
 */
const figures = { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, metrics: { type: 'object' } } } };
const reportDocument = (version: string, name: string) => withPathItemBehindRef(version, `/end_users/${name}`, 'report', { get: { responses: { '200': version === '2.0' ? { description: 'figures', schema: figures } : { description: 'figures', content: { 'application/json': { schema: figures } } } } } }, { '/end_users/{end_user_id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['statistics', 'stats'].map((name) => ({ name: `\`GET /end_users/${name}\` answering a list (${version})`, document: reportDocument(version, name) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /end_users/reports\`, a countable plural, is a sub-collection missing its id (${version})`,
    document: reportDocument(version, 'reports'),
    errors: [{ path: pathItemAt(version, 'report'), message: 'path "/end_users/reports" puts "reports" straight under the collection "end_users"; a sub-collection sits under an id: /end_users/{id}/reports' }],
  })),
});

/**
 * HubSpot's `POST /cms/v3/blogs/authors/batch/update`: a verb after a word saying how many is one
 * action on many of the collection's items (`batch_update` over two segments), no sub-collection
 * and no level (path-nouns reports the verb), under a collection or under an item's sub-collection;
 * a noun after `batch` is still a level. The path item behind a $ref.
 */
const batchDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'batch', { post: ok }, { '/authors/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /authors/batch/update\` (${version})`, document: batchDocument(version, '/authors/batch/update') },
    { name: `\`POST /authors/bulk/delete\` (${version})`, document: batchDocument(version, '/authors/bulk/delete') },
    { name: `\`POST /authors/{id}/posts/batch/read\` (${version})`, document: batchDocument(version, '/authors/{id}/posts/batch/read') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun after \`batch\` nests: \`POST /authors/batch/exports\` (${version})`,
    document: batchDocument(version, '/authors/batch/exports'),
    errors: [{ path: pathItemAt(version, 'batch'), message: /^path "\/authors\/batch\/exports" nests 2 levels \(authors > batch > exports\)/ }],
  })),
});

/**
 * Supaglue's `/metadata/properties/{object_name}` beside `…/{object_name}/{property_name}`: the
 * parameter named after `properties` is a property, so `{object_name}` before it follows no
 * collection of its own, on its own path as on the longer one. The path item behind a $ref.
 */
const scopedDocument = (version: string, itemPath: string) => withPathItemBehindRef(version, '/properties/{object_name}', 'scoped', { post: ok }, { [itemPath]: { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/properties/{object_name}\` alone is a collection and one of its items (${version})`,
    document: withPathItemBehindRef(version, '/properties/{object_name}', 'scoped', { post: ok }, {}),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/properties/{object_name}\` beside \`/properties/{object_name}/{property_name}\` (${version})`,
    document: scopedDocument(version, '/properties/{object_name}/{property_name}'),
    errors: [
      { path: pathItemAt(version, 'scoped'), message: 'path "/properties/{object_name}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' },
      { path: ['paths', '/properties/{object_name}/{property_name}'], message: 'path "/properties/{object_name}/{property_name}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' },
    ],
  })),
});

/**
 * Seam's `/seam/mobile_sdk/v1/acs/credentials` beside `/acs/credentials`, `/acs/systems`: a name
 * the document uses as a shared prefix at its root is one where it starts the resource path after
 * a version too; not where an id follows it there (`/files/v3/files/{fileId}`). The path item
 * behind a $ref.
 */
const rootPrefixDocument = (version: string, pathKey: string, otherPaths: Record<string, object>) => withPathItemBehindRef(version, pathKey, 'namespaced', { get: ok }, otherPaths);
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/seam/mobile_sdk/v1/acs/credentials\` beside \`/acs/credentials\` and \`/acs/systems\` (${version})`,
    document: rootPrefixDocument(version, '/seam/mobile_sdk/v1/acs/credentials', { '/acs/credentials': { get: ok }, '/acs/systems': { get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/files/v3/files/tags/colors\` beside \`/files/v3/files/{fileId}\` and \`/files/archive/latest\` (${version})`,
    document: rootPrefixDocument(version, '/files/v3/files/tags/colors', { '/files/v3/files/{fileId}': { get: ok }, '/files/archive/latest': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'namespaced'), message: /^path "\/files\/v3\/files\/tags\/colors" nests 2 levels/ }],
  })),
});

/**
 * Signal K's autopilot API: every server URL ends in the collection
 * (`/signalk/v2/api/vessels/self/autopilots`), and `GET /{id}` starts its paths with the item's id,
 * which follows that collection. A server URL ending in a singular name, two server URLs ending
 * differently, a parameter that identifies no item of it, or a second parameter following no name
 * leave the path reported as following no collection; two levels after it, as nesting too deep with
 * that collection counted. The path item behind a $ref, 2.0's `basePath` as its server URL.
 */
const underServer = (version: string, bases: readonly string[], pathKey = '/{id}') => servedUnder(version, withPathItemBehindRef(version, pathKey, 'item', { get: ok }), bases);
/** `document` served under `bases` on one host: its `servers`, or 2.0's `host` and the first as its `basePath`. */
function servedUnder(version: string, document: Record<string, unknown>, bases: readonly string[]): Record<string, unknown> {
  return version === '2.0'
    ? { ...document, host: 'boat.local', basePath: bases[0] }
    : { ...document, servers: bases.map((base) => ({ url: `https://boat.local${base}` })) };
}
const irregular = (version: string, pathKey: string) => ({ path: pathItemAt(version, 'item'), message: `path "${pathKey}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]` });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`GET /{id}\` under a server URL ending in \`autopilots\` (${version})`, document: underServer(version, ['/signalk/v2/api/vessels/self/autopilots']) },
    { name: `\`GET /{id}/options\` under it (${version})`, document: underServer(version, ['/api/autopilots'], '/{id}/options') },
    { name: `\`GET /{userId}/sessions/{sessionId}\` under \`…/users\` (${version})`, document: underServer(version, ['/fitness/v1/users'], '/{userId}/sessions/{sessionId}') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a server URL ending in a singular name (${version})`, document: underServer(version, ['/api/autopilot']), errors: [irregular(version, '/{id}')] },
    { name: `a second parameter following no name (${version})`, document: underServer(version, ['/api/autopilots'], '/{id}/{field}'), errors: [irregular(version, '/{id}/{field}')] },
    {
      name: `two levels after it, counted from the server URL's collection: \`/{id}/dataSources/{dataSourceId}/datasets\` under \`…/users\` (${version})`,
      document: underServer(version, ['/fitness/v1/users'], '/{id}/dataSources/{dataSourceId}/datasets'),
      errors: [{ path: pathItemAt(version, 'item'), message: 'path "/{id}/dataSources/{dataSourceId}/datasets" nests 2 levels (users > dataSources > datasets); nest one level at most: /collection/{id}/sub-collection' }],
    },
    { name: `a parameter that identifies no item of it: \`/{format}\` under \`…/stats\` (${version})`, document: underServer(version, ['/v3/nfl/stats'], '/{format}'), errors: [irregular(version, '/{format}')] },
    ...(version === '2.0' ? [] : [{ name: `two server URLs ending differently (${version})`, document: underServer(version, ['/api/autopilots', '/api/radars']), errors: [irregular(version, '/{id}')] }]),
  ]),
});

/**
 * Signal K's BLE API: `POST /_providers/_default/{id}` makes a provider the default, beside `GET
 * /_providers` and `GET /_providers/_default`. A name marked as the collection's own by a leading
 * underscore names no sub-collection, whatever follows it; without the underscore, `default` after
 * the collection is told to sit under an id. The path item behind a $ref.
 */
const defaultProvider = (version: string, name: string) => withPathItemBehindRef(version, `/providers/${name}/{id}`, 'made', { post: ok }, { '/providers': { get: ok }, [`/providers/${name}`]: { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /providers/_default/{id}\` (${version})`, document: defaultProvider(version, '_default') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /providers/default/{id}\` (${version})`,
    document: defaultProvider(version, 'default'),
    errors: [{ path: pathItemAt(version, 'made'), message: /puts "default" straight under the collection "providers"/ }],
  })),
});

/**
 * Homebridge UI's plugins: `GET /plugins/search/{query}` searches the plugins for the words after
 * it, and `GET /plugins/lookup/{pluginName}/versions` looks one up by name (`view-words.query`): a
 * query and what it looks for hold no items, and what follows nests as after the collection's id.
 * A name of no query there is told to sit under an id. The path item behind a $ref.
 */
const queried = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'query', { get: ok }, { '/plugins': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`GET /plugins/search/{query}\` (${version})`, document: queried(version, '/plugins/search/{query}') },
    { name: `\`GET /plugins/lookup/{pluginName}/versions\` (${version})`, document: queried(version, '/plugins/lookup/{pluginName}/versions') },
    { name: `\`GET /users/{id}/files/search/{term}\`: a query on a sub-collection (${version})`, document: queried(version, '/users/{id}/files/search/{term}') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`GET /plugins/finder/{query}\`: no query word (${version})`,
      document: queried(version, '/plugins/finder/{query}'),
      errors: [{ path: pathItemAt(version, 'query'), message: /puts "finder" straight under the collection "plugins"; a sub-collection sits under an id: \/plugins\/\{id\}\/finder\/\{query\}/ }],
    },
    {
      name: `\`GET /plugins/search/{query}/a/b\`: two levels after the query (${version})`,
      document: queried(version, '/plugins/search/{query}/authors/books'),
      errors: [{ path: pathItemAt(version, 'query'), message: /nests 2 levels \(plugins > authors > books\), "search" standing for an item of "plugins"/ }],
    },
  ]),
});

/**
 * Botpress's `DELETE /events/scheduled/{id}` ("Permanently cancels a scheduled Event") beside `GET
 * /events/{id}`: a past participle between a collection and the id its items have elsewhere is the
 * item in that state, no level; where no such path gives the id, it is told to sit under one.
 */
const scheduled = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/events/scheduled/{id}', 'scheduled', { delete: ok }, others);
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`DELETE /events/scheduled/{id}\` beside \`/events/{id}\` (${version})`, document: scheduled(version, { '/events': { get: ok }, '/events/{id}': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`DELETE /events/scheduled/{id}\` with no \`/events/{id}\` (${version})`,
    document: scheduled(version, { '/events': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'scheduled'), message: /puts "scheduled" straight under the collection "events"/ }],
  })),
});

/**
 * Homebridge UI's `GET /plugins/changelog/{pluginName}`: the id after the name is named after the
 * collection before it, so the suggestion moves it there (`/plugins/{pluginName}/changelog`) rather
 * than add another; `{changelogId}` identifies the name's own items, and gets an id before it.
 */
const changelog = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'changelog', { get: ok }, { '/plugins': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the suggested \`/plugins/{pluginName}/changelog\` (${version})`, document: changelog(version, '/plugins/{pluginName}/changelog') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/plugins/changelog/{pluginName}\` (${version})`,
      document: changelog(version, '/plugins/changelog/{pluginName}'),
      errors: [{ path: pathItemAt(version, 'changelog'), message: 'path "/plugins/changelog/{pluginName}" puts "changelog" straight under the collection "plugins"; a sub-collection sits under an id: /plugins/{pluginName}/changelog' }],
    },
    {
      name: `\`/plugins/changelogs/{changelogId}\` (${version})`,
      document: changelog(version, '/plugins/changelogs/{changelogId}'),
      errors: [{ path: pathItemAt(version, 'changelog'), message: 'path "/plugins/changelogs/{changelogId}" puts "changelogs" straight under the collection "plugins"; a sub-collection sits under an id: /plugins/{id}/changelogs/{changelogId}' }],
    },
    {
      name: `\`/plugins/changelog/{plugin_name}/\`, a trailing slash kept (${version})`,
      document: changelog(version, '/plugins/changelog/{plugin_name}/'),
      errors: [{ path: pathItemAt(version, 'changelog'), message: 'path "/plugins/changelog/{plugin_name}/" puts "changelog" straight under the collection "plugins"; a sub-collection sits under an id: /plugins/{plugin_name}/changelog/' }],
    },
  ]),
});

/**
 * Botpress's `GET /workspaces/{id}/usages/by-bot` ("Break down workspace usage by bot"): a name
 * ending the path that says how the items before it are found or grouped is a view of them, no
 * level; a plural there is a sub-collection of the usages, a level. The path item behind a $ref.
 */
const usages = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'usages', { get: ok }, { '/workspaces/{id}/usages': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /workspaces/{id}/usages/by-bot\` (${version})`, document: usages(version, '/workspaces/{id}/usages/by-bot') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /workspaces/{id}/usages/bots\` (${version})`,
    document: usages(version, '/workspaces/{id}/usages/bots'),
    errors: [{ path: pathItemAt(version, 'usages'), message: /nests 2 levels \(workspaces > usages > bots\)/ }],
  })),
});

/**
 * A LoopBack payment service's `GET /transactions/orderid/{id}` (the payment page of an order): a
 * name that is an identifier's, in words or run together (`orderid`, `order_id`, `externalId`),
 * before a parameter under a collection is the key its item is found by, no sub-collection; a
 * plain name there is told to sit under an id. The path item behind a $ref.
 */
const byKey = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'byKey', { get: ok }, { '/transactions/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['orderid', 'order_id', 'externalId'].map((key) => ({ name: `\`/transactions/${key}/{id}\` (${version})`, document: byKey(version, `/transactions/${key}/{id}`) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/transactions/orders/{id}\` (${version})`,
    document: byKey(version, '/transactions/orders/{id}'),
    errors: [{ path: pathItemAt(version, 'byKey'), message: /puts "orders" straight under the collection "transactions"/ }],
  })),
});

/**
 * Lodestar's `GET /validator/duties/proposer/{epoch}` beside `…/attester/{epoch}`: names beside each
 * other under a collection, each followed by the same parameter that identifies none of their items
 * (an epoch), are kinds of duties sharing one argument; alone, or followed by ids of their own
 * (`{proposerId}`), the name is told to sit under an id. The path item behind a $ref.
 */
const duties = (version: string, pathKey: string, sibling: string) => withPathItemBehindRef(version, pathKey, 'duties', { get: ok }, { '/validator/duties': { get: ok }, [sibling]: { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/validator/duties/proposer/{epoch}\` beside \`…/attester/{epoch}\` (${version})`, document: duties(version, '/validator/duties/proposer/{epoch}', '/validator/duties/attester/{epoch}') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/validator/duties/proposer/{epoch}\` beside \`…/attester/{slot}\` (${version})`,
      document: duties(version, '/validator/duties/proposer/{epoch}', '/validator/duties/attester/{slot}'),
      errors: [
        { path: ['paths', '/validator/duties/attester/{slot}'], message: /puts "attester" straight under the collection "duties"/ },
        { path: pathItemAt(version, 'duties'), message: /puts "proposer" straight under the collection "duties"/ },
      ],
    },
    {
      name: `\`/validator/duties/proposer/{proposerId}\` beside \`…/attester/{proposerId}\` (${version})`,
      document: duties(version, '/validator/duties/proposer/{proposerId}', '/validator/duties/attester/{proposerId}'),
      errors: [
        { path: ['paths', '/validator/duties/attester/{proposerId}'], message: /puts "attester" straight under the collection "duties"/ },
        { path: pathItemAt(version, 'duties'), message: /puts "proposer" straight under the collection "duties"/ },
      ],
    },
  ]),
});

/**
 * The LoopBack in-mail service's `PATCH /mails/bulk/restore` beside `DELETE
 * /mails/bulk/{storage}/{action}`: a word saying how many, followed elsewhere only by parameters
 * that choose what is done, still says how many, and the verb after it is one action on many
 * mails (only the two parameters in a row are reported); an id of its own after it
 * (`/mails/bulk/{bulkId}`) makes `bulk` a collection, and the action after it a level. The path
 * item behind a $ref.
 */
const bulkDocument = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/mails/bulk/restore', 'restore', { patch: ok }, { '/mails/{messageId}': { get: ok }, ...others });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PATCH /mails/bulk/restore\` (${version})`, document: bulkDocument(version, {}) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`PATCH /mails/bulk/restore\` beside \`/mails/bulk/{storage}/{action}\` (${version})`,
      document: bulkDocument(version, { '/mails/bulk/{storage}/{action}': { delete: ok } }),
      errors: [{ path: ['paths', '/mails/bulk/{storage}/{action}'], message: /^path "\/mails\/bulk\/\{storage\}\/\{action\}" has a path parameter that does not follow a collection/ }],
    },
    {
      name: `\`PATCH /mails/bulk/restore\` beside \`/mails/bulk/{bulkId}\` (${version})`,
      document: bulkDocument(version, { '/mails/bulk/{bulkId}': { delete: ok } }),
      errors: [
        { path: ['paths', '/mails/bulk/{bulkId}'], message: /^path "\/mails\/bulk\/\{bulkId\}" puts "bulk" straight under the collection "mails"/ },
        { path: pathItemAt(version, 'restore'), message: /^path "\/mails\/bulk\/restore" nests 2 levels \(mails > bulk > restore\)/ },
      ],
    },
  ]),
});

/**
 * FlowFuse's `GET /teams/{teamId}/applications/status` ("the team's applications statuses"): a
 * state word right after a sub-collection reads the state of its items, one report, no level; a
 * noun there is one. The path item behind a $ref.
 */
const statusDocument = (version: string, last: string) => withPathItemBehindRef(version, `/teams/{teamId}/applications/${last}`, 'state', { get: ok }, { '/teams/{teamId}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['status', 'state'].map((last) => ({ name: `\`GET /teams/{teamId}/applications/${last}\` (${version})`, document: statusDocument(version, last) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun after the sub-collection nests: \`GET /teams/{teamId}/applications/owners\` (${version})`,
    document: statusDocument(version, 'owners'),
    errors: [{ path: pathItemAt(version, 'state'), message: /^path "\/teams\/\{teamId\}\/applications\/owners" nests 2 levels \(teams > applications > owners\)/ }],
  })),
});

/**
 * Appsemble's SCIM service at `/apps/{appId}/scim`, no version after it: the endpoints SCIM lays
 * out under its base URL (`Users`, `Schemas`, `ServiceProviderConfig`, RFC 7644 §3.2) are the
 * standard's paths, no levels of the API's; a name SCIM does not lay out there still nests. The
 * path item behind a $ref.
 */
const scimDocument = (version: string, endpoint: string) => withPathItemBehindRef(version, `/apps/{appId}/scim/${endpoint}`, 'scim', { get: ok }, { '/apps/{appId}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['Users', 'Users/{userId}', 'ServiceProviderConfig'].map((endpoint) => ({ name: `\`GET /apps/{appId}/scim/${endpoint}\` (${version})`, document: scimDocument(version, endpoint) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name SCIM does not lay out nests: \`GET /apps/{appId}/scim/Widgets\` (${version})`,
    document: scimDocument(version, 'Widgets'),
    errors: [{ path: pathItemAt(version, 'scim'), message: /^path "\/apps\/\{appId\}\/scim\/Widgets" nests 2 levels \(apps > scim > Widgets\)/ }],
  })),
});

/**
 * A query written into a path key is sent after the path, no part of it: LXD's
 * `/1.0/images/aliases/{name}?public` is read as `/1.0/images/aliases/{name}` is, its last
 * segment an id, not a name `{name}?public`.
 */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an item whose key carries a query is that item: \`/users/{userId}/orders/{orderId}?expand=items\` (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/users/{userId}/orders/{orderId}?expand=items', 'expanded', { get: ok }, { '/users': { get: ok }, '/users/{userId}': { get: ok }, '/users/{userId}/orders': { get: ok }, '/users/{userId}/orders/{orderId}': { get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same under a sub-collection no id parts from its collection names its levels without the query (${version})`,
    document: withPathItemBehindRef(version, '/images/aliases/{name}?public', 'alias', { get: ok }, { '/images': { get: ok }, '/images/{fingerprint}': { get: ok }, '/images/aliases': { get: ok } }),
    errors: [
      { path: ['paths', '/images/aliases'], message: /^path "\/images\/aliases" puts "aliases" straight under the collection "images"/ },
      { path: pathItemAt(version, 'alias'), message: /^path "\/images\/aliases\/\{name\}\?public" puts "aliases" straight under the collection "images"/ },
    ],
  })),
});

/**
 * `GET /divisions/searchTotalResults` behind a `$ref`, answering `schema`, beside the item path
 * `/divisions/{divisionId}`: the UK Parliament's count of a search's divisions, one integer.
 */
function countBesideCollection(version: string, schema: object): Record<string, unknown> {
  const item = { get: { parameters: [parameterOf(version, 'divisionId', 'path', 'integer')], responses: { '200': jsonAnswer(version, 'the division', { type: 'object' }) } } };
  return withPathItemBehindRef(version, '/divisions/searchTotalResults', 'count', { get: { responses: { '200': jsonAnswer(version, 'how many divisions the search finds', schema) } } }, { '/divisions/{divisionId}': item });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a plural name under a collection only read as one integer counts it, no sub-collection: \`GET /divisions/searchTotalResults\` (${version})`,
      document: countBesideCollection(version, { type: 'integer', format: 'int32' }),
    },
    {
      name: `so does one read as a number or a truth value (${version})`,
      document: countBesideCollection(version, { type: 'boolean' }),
    },
    {
      name: `so does one read as an object holding one integer alone: Vonage's \`EventsCount\`, \`{count}\` (${version})`,
      document: countBesideCollection(version, { type: 'object', properties: { count: { type: 'integer', format: 'int64' } } }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `read as an object holding more than the number, it is a sub-collection missing an id (${version})`,
    document: countBesideCollection(version, { type: 'object', properties: { total: { type: 'integer' }, divisions: { type: 'array', items: { type: 'object' } } } }),
    errors: [{ path: pathItemAt(version, 'count'), message: /puts "searchTotalResults" straight under the collection "divisions"/ }],
  })),
});

/**
 * VictorOps' incidents: `PATCH /incidents/ack` and, behind a `$ref`, `PATCH /incidents/<lookup>/ack`,
 * acknowledging the incidents a user was paged for, the user in the body.
 */
function acknowledgedBy(version: string, lookup: string): Record<string, unknown> {
  const ack = { patch: { responses: { '200': { description: 'acknowledged' } } } };
  return withPathItemBehindRef(version, `/incidents/${lookup}/ack`, 'ackBy', ack, { '/incidents': { get: { responses: { '200': { description: 'the incidents' } } } }, '/incidents/ack': ack });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name saying by what the items are found qualifies the action after it, no level: \`PATCH /incidents/byUser/ack\` (${version})`,
      document: acknowledgedBy(version, 'byUser'),
    },
    {
      name: `written with a hyphen too: \`/incidents/by-user/ack\` (${version})`,
      document: acknowledgedBy(version, 'by-user'),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural there is a sub-collection with no id before it (${version})`,
    document: acknowledgedBy(version, 'users'),
    errors: [{ path: pathItemAt(version, 'ackBy'), message: /"users" straight under the collection "incidents" with no id between/ }],
  })),
});

/**
 * obono's export of one cash register's receipts as `format`, behind a `$ref`: `GET
 * /export/<format>/registrierkassen/{registrierkasseUuid}/belege`, beside the same as CSV and the receipts themselves.
 */
function exportAs(version: string, format: string): Record<string, unknown> {
  const read = { get: { parameters: [parameterOf(version, 'registrierkasseUuid', 'path')], responses: { '200': { description: 'the export' } } } };
  return withPathItemBehindRef(version, `/export/${format}/registrierkassen/{registrierkasseUuid}/belege`, 'export', read, { '/export/csv/registrierkassen/{registrierkasseUuid}/belege': read, '/registrierkassen/{registrierkasseUuid}/belege': read });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a spreadsheet format names no level: \`/export/xls/registrierkassen/{id}/belege\` (${version})`, document: exportAs(version, 'xls') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural in its place is a collection with no id after it (${version})`,
    document: exportAs(version, 'files'),
    errors: [{ path: pathItemAt(version, 'export'), message: /"registrierkassen" straight under the collection "files"/ }],
  })),
});

/**
 * BC Geographical Names' `GET /names/changes` behind a `$ref`, beside `/names/{nameId}`: its one
 * success described as `described`, and a list of records (an array in 3.x, none in 2.0).
 */
function namesDescribedAs(version: string, described: string): Record<string, unknown> {
  const answer = version === '2.0' ? { description: described } : jsonAnswer(version, described, { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } });
  const read = { get: { parameters: [parameterOf(version, 'fromDate', 'query')], responses: { '200': answer } } };
  const one = { get: { parameters: [parameterOf(version, 'nameId', 'path')], responses: { '200': { description: 'Information about the name with the specified nameId' } } } };
  return withPathItemBehindRef(version, '/names/changes', 'changes', read, { '/names/{nameId}': one });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name whose GET is described as a list of the collection's items picks among them: \`/names/changes\`, "A list of names matching the search criteria" (${version})`,
    document: namesDescribedAs(version, 'A list of names matching the search criteria'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `described as a list of its own records, it is a sub-collection with no id before it (${version})`,
      document: namesDescribedAs(version, 'A list of changes made to the name'),
      errors: [{ path: pathItemAt(version, 'changes'), message: /puts "changes" straight under the collection "names"/ }],
    },
    {
      name: `described as a list of the collection's items' own things, likewise: "A list of names' changes" (${version})`,
      document: namesDescribedAs(version, "A list of names' changes"),
      errors: [{ path: pathItemAt(version, 'changes'), message: /puts "changes" straight under the collection "names"/ }],
    },
  ]),
});

/**
 * Azure Resource Manager's `GET /providers/Microsoft.DataBox/operations` behind a `$ref`: the
 * provider's namespace written where `/providers/{namespace}` has its id. `written` replaces it.
 */
function providerOperations(version: string, written: string): Record<string, unknown> {
  const read = { get: { responses: { '200': { description: 'the operations the provider offers' } } } };
  return withPathItemBehindRef(version, `/providers/${written}/operations`, 'operations', read);
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a qualified name after a collection is one of its items, named by its value: \`/providers/Microsoft.DataBox/operations\` (${version})`, document: providerOperations(version, 'Microsoft.DataBox') },
    { name: `in lower case and of three identifiers alike: \`/providers/microsoft.insights.alerts/operations\` (${version})`, document: providerOperations(version, 'microsoft.insights.alerts') },
    { name: `one whose last identifier leads with a verb, a name after it: \`/providers/microsoft.graph.createOrGet/operations\` (${version})`, document: providerOperations(version, 'microsoft.graph.createOrGet') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a plain name in its place is a collection with no id before it (${version})`,
      document: providerOperations(version, 'namespaces'),
      errors: [{ path: pathItemAt(version, 'operations'), message: /"namespaces" straight under the collection "providers"/ }],
    },
  ]),
});

/**
 * Vonage's subaccounts: the one server URL ends in `…/accounts`, and `GET /{api_key}/subaccounts`
 * starts with a parameter whose name says no account, described as `described`. The path item
 * behind a $ref, 2.0's `basePath` as its server URL.
 */
function underAccounts(version: string, described: string): Record<string, unknown> {
  const parameter = { ...parameterOf(version, 'api_key', 'path'), description: described };
  return servedUnder(version, withPathItemBehindRef(version, '/{api_key}/subaccounts', 'subaccounts', { get: { parameters: [parameter], responses: { '200': { description: 'the subaccounts' } } } }), ['/accounts']);
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter described as identifying the server URL's collection's item is that item: \`{api_key}\`, "ID of the primary account." (${version})`,
    document: underAccounts(version, 'ID of the primary account.'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `described as anything else, it follows no name (${version})`,
    document: underAccounts(version, 'The key the request is signed with.'),
    errors: [{ path: pathItemAt(version, 'subaccounts'), message: 'path "/{api_key}/subaccounts" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
  })),
});

/**
 * VTEX's Master Data: `POST /api/dataentities/<written>/documents` behind a `$ref`, beside
 * `/api/dataentities/{dataEntityName}/documents`, where the data entity's name stands.
 */
function dataEntityDocuments(version: string, written: string): Record<string, unknown> {
  const create = { post: { responses: { '201': { description: 'the document made' } } } };
  const byName = { post: { parameters: [parameterOf(version, 'dataEntityName', 'path')], responses: { '201': { description: 'the document made' } } } };
  return withPathItemBehindRef(version, `/api/dataentities/${written}/documents`, 'documents', create, { '/api/dataentities/{dataEntityName}/documents': byName });
}
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name standing where another path identifies an item of the collection, the same name after both, is that item: \`/dataentities/Address/documents\` (${version})`,
    document: dataEntityDocuments(version, 'Address'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a plural there names many, no item: \`/dataentities/archives/documents\` (${version})`,
      document: dataEntityDocuments(version, 'archives'),
      errors: [{ path: pathItemAt(version, 'documents'), message: /"archives" straight under the collection "dataentities"/ }],
    },
    {
      name: `and a view word picks among them: \`/dataentities/popular/documents\` (${version})`,
      document: dataEntityDocuments(version, 'popular'),
      errors: [{ path: pathItemAt(version, 'documents'), message: /"popular" straight under the collection "dataentities"/ }],
    },
  ]),
});

/**
 * Vonage's Media API: the one server URL ends in the mass noun `media`, `GET /` answers `listed`
 * (HAL's page, the items under `_embedded.media`), and `DELETE /{id}` removes one. 2.0's
 * `basePath` as its server URL.
 */
function underMedia(version: string, listed: object): Record<string, unknown> {
  return servedUnder(version, withPathItemBehindRef(version, '/{id}', 'item', { delete: { parameters: [parameterOf(version, 'id', 'path')], responses: { '204': { description: 'deleted' } } } }, { '/': { get: { responses: { '200': jsonAnswer(version, 'the media items', listed) } } } }), ['/v3/media']);
}
const mediaItem = { type: 'object', properties: { id: { type: 'string' } } };
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a mass noun ending the server URL, listed by \`GET /\` (HAL's \`{_embedded: {media: [...]}}\`), is the collection \`/{id}\` follows (${version})`,
    document: underMedia(version, { type: 'object', properties: { _embedded: { type: 'object', properties: { media: { type: 'array', items: mediaItem } } }, count: { type: 'integer' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where \`GET /\` answers one object, it is no collection (${version})`,
    document: underMedia(version, mediaItem),
    errors: [{ path: pathItemAt(version, 'item'), message: 'path "/{id}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
  })),
});

/** `/sobjects/{sObject}/{id}/{blobField}` nests under a parameter following no collection whatever stands beside it. */
const blobFieldError = (typeParameter: string) => ({ path: ['paths', `/sobjects/{${typeParameter}}/{id}/{blobField}`], message: /has a path parameter that does not follow a collection/ });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a sub-collection under the same parameter nests one level: \`/sobjects/{sObject}/fields\` beside \`/sobjects\` (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/sobjects/{sObject}/fields', 'fields', { get: { responses: { '200': { description: 'done' } } } }, { '/sobjects': { get: { responses: { '200': { description: 'done' } } } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name standing where another path puts the collection's singular, an id following both, is one of its items: \`/sobjects/AIApplication\` and \`/sobjects/AIApplication/{id}\` beside \`/sobjects/{sObject}/{id}/{blobField}\` (${version}, through a $ref)`,
      document: sobjectsDocument(version, 'sObject'),
      errors: [blobFieldError('sObject')],
    },
    {
      name: `an identifier there is a key, and the name no value of it: beside \`/sobjects/{sObjectId}/{id}/{blobField}\` (${version}, through a $ref)`,
      document: sobjectsDocument(version, 'sObjectId'),
      errors: [blobFieldError('sObjectId'), { path: ['paths', '/sobjects/AIApplication'], message: /straight under the collection "sobjects"/ }, { path: ['paths', '/sobjects/AIApplication/{id}'], message: /straight under the collection "sobjects"/ }],
    },
  ]),
});

/**
 * Vonage's external accounts: `/{provider}/{external_id}/applications` (behind a `$ref`), `{provider}`
 * listing `values`, beside `/messenger/{external_id}` and `/whatsapp/{external_id}`.
 */
const providerDocument = (version: string, values: readonly string[], rest = '/applications') => {
  const provider = version === '2.0' ? { name: 'provider', in: 'path', required: true, type: 'string', enum: values } : { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: values } };
  const read = { get: { responses: { '200': { description: 'done' } } } };
  return withPathItemBehindRef(version, `/{provider}/{external_id}${rest}`, 'applications', { parameters: [provider], ...read }, { '/messenger/{external_id}': read, '/whatsapp/{external_id}': read });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a first parameter choosing one of the collections other paths start with nests as that name would: \`/{provider}/{external_id}/applications\`, \`{provider}\` one of \`messenger\`, \`whatsapp\` (${version}, through a $ref)`,
    document: providerDocument(version, ['messenger', 'whatsapp']),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `values no other path starts with choose no collection (${version}, through a $ref)`,
      document: providerDocument(version, ['facebook', 'signal']),
      errors: [{ path: pathItemAt(version, 'applications'), message: /has a path parameter that does not follow a collection/ }],
    },
    {
      name: `a chosen collection still nests too deep two levels down: \`/{provider}/{external_id}/applications/{application_id}/keys\` (${version}, through a $ref)`,
      document: providerDocument(version, ['messenger', 'whatsapp'], '/applications/{application_id}/keys'),
      errors: [{ path: pathItemAt(version, 'applications'), message: /has a path parameter that does not follow a collection/ }],
    },
  ]),
});

/** VTEX's `POST /giftcardproviders/{id}/giftcards/<last>` (behind a `$ref`) beside the gift cards' own paths. */
const giftCardsAction = (version: string, last: string) => {
  const done = { responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, `/giftcardproviders/{giftCardProviderID}/giftcards/${last}`, 'giftCards', { post: done }, { '/giftcardproviders/{giftCardProviderID}/giftcards/{giftCardID}': { get: done } });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a view word after one underscore is that view, no level: \`…/giftcards/_search\` (${version}, through a $ref)`,
    document: giftCardsAction(version, '_search'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `another word after an underscore is a level: \`…/giftcards/_owners\` (${version}, through a $ref)`,
    document: giftCardsAction(version, '_owners'),
    errors: [{ path: pathItemAt(version, 'giftCards'), message: /nests 2 levels \(giftcardproviders > giftcards > _owners\)/ }],
  })),
});

/**
 * Sanity's Context API: `/{<first>}/knowledge-bases/{knowledgeBaseId}/instructions` (behind a
 * `$ref`), each operation declaring the first parameter in the path, beside the knowledge base
 * itself. A parameter named for a version standing first, names after it, is the version the
 * client names (`version-parameter-first`); another parameter there follows no collection.
 */
const versionFirst = (version: string, first: string) => {
  const done = { parameters: [parameterOf(version, first, 'path')], responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, `/{${first}}/knowledge-bases/{knowledgeBaseId}/instructions`, 'instructions', { get: done }, { [`/{${first}}/knowledge-bases/{knowledgeBaseId}`]: { get: done } });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter named for the API's version first in every key is that version: \`/{apiVersion}/knowledge-bases/{knowledgeBaseId}/instructions\` (${version}, through a $ref)`,
    document: versionFirst(version, 'apiVersion'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `another parameter first follows no collection: \`/{workspace}/knowledge-bases/…\` (${version}, through a $ref)`,
    document: versionFirst(version, 'workspace'),
    errors: [
      { path: ['paths', '/{workspace}/knowledge-bases/{knowledgeBaseId}'], message: /has a path parameter that does not follow a collection/ },
      { path: pathItemAt(version, 'instructions'), message: /has a path parameter that does not follow a collection/ },
    ],
  })),
});

/**
 * Adobe's Developer Console: `POST /organizations/{orgId}/credentials/admin_entp` (behind a
 * `$ref`) beside `PATCH …/credentials/admin_entp/{<id>}` and `GET …/credentials`.
 * An id named after `credentials` after the name says it picks credentials of a kind
 * (`id-named-after-name-before`): one level, organizations > credentials.
 */
const credentialKind = (version: string, id: string) => {
  const done = { responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, '/organizations/{orgId}/credentials/admin_entp', 'adminCredentials', { post: done }, {
    [`/organizations/{orgId}/credentials/admin_entp/{${id}}`]: { patch: done },
    '/organizations/{orgId}/credentials': { get: done },
  });
};
/**
 * Adobe Target's activities: `POST /activities/<kind>` and `GET /activities/<kind>/{id}` (the
 * latter behind a `$ref`), named `<verb><Kind>Activity` or, where `named` is false, without the
 * kind, beside `/activities` and `/activities/{id}/name`. Operations naming the name a kind of
 * activity make it no sub-collection (`operations-name-kind`).
 */
const activityKinds = (version: string, named: boolean) => {
  const operation = (operationId: string) => ({ operationId, responses: { '200': { description: 'done' } } });
  return withPathItemBehindRef(version, '/activities/ab/{id}', 'abActivity', { get: operation(named ? 'getABActivity' : 'getActivityVariant') }, {
    '/activities': { get: operation('getActivities') },
    '/activities/{id}/name': { put: operation('setName') },
    '/activities/ab': { post: operation(named ? 'createABActivity' : 'createVariant') },
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name every operation on it and its items names a kind of activity is no sub-collection: \`createABActivity\`, \`getABActivity\` (${version}, through a $ref)`,
    document: activityKinds(version, true),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `named otherwise, it is a sub-collection straight under the collection (${version}, through a $ref)`,
      document: activityKinds(version, false),
      errors: [
        { path: ['paths', '/activities/ab'], message: /puts "ab" straight under the collection "activities"/ },
        { path: pathItemAt(version, 'abActivity'), message: /puts "ab" straight under the collection "activities"/ },
      ],
    },
    {
      name: `with ids of its own (\`{entpId}\`) it is a collection two levels down (${version}, through a $ref)`,
      document: credentialKind(version, 'entpId'),
      errors: [
        { path: pathItemAt(version, 'adminCredentials'), message: /nests 2 levels \(organizations > credentials > admin_entp\)/ },
        { path: ['paths', '/organizations/{orgId}/credentials/admin_entp/{entpId}'], message: /nests 2 levels/ },
      ],
    },
  ]),
});


/**
 * Google Calendar's `POST /calendars/{calendarId}/<collection>/<action>` (behind a `$ref`) named
 * `operationId`, beside `GET /calendars/{calendarId}/<collection>/{id}`: a POST-only name every
 * operation is named for after a namespace (`calendar.events.quickAdd`) is that call, no level,
 * under a plural or under a name an id follows elsewhere (`acl`).
 */
const calendarAction = (version: string, collection: string, action: string, operationId: string) => {
  const done = { responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, `/calendars/{calendarId}/${collection}/${action}`, 'action', { post: { operationId, ...done } }, { [`/calendars/{calendarId}/${collection}/{id}`]: { get: done } });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a POST-only name the operation is named for after its namespace is that call: \`…/events/quickAdd\`, \`calendar.events.quickAdd\` (${version}, through a $ref)`,
      document: calendarAction(version, 'events', 'quickAdd', 'calendar.events.quickAdd'),
    },
    {
      name: `the same under a name an id follows elsewhere: \`…/acl/quickAdd\` beside \`…/acl/{id}\` (${version}, through a $ref)`,
      document: calendarAction(version, 'acl', 'quickAdd', 'calendar.acl.quickAdd'),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named otherwise, the name is a level: \`…/events/quickAdd\`, \`calendar.events.create\` (${version}, through a $ref)`,
    document: calendarAction(version, 'events', 'quickAdd', 'calendar.events.create'),
    errors: [{ path: pathItemAt(version, 'action'), message: /nests 2 levels \(calendars > events > quickAdd\)/ }],
  })),
});

/**
 * A name every path key shares before the version (`/androidpublisher/v3/…`, behind a `$ref`) is
 * the API's: the parameter after the version follows no collection. A plural there names the
 * collection as often (`/geofences/v2/{geofenceId}`).
 */
const sharedBeforeVersion = (version: string, prefix: string, parameter: string) => withPathItemBehindRef(version, `/${prefix}/v2/{${parameter}}`, 'shared', { get: ok }, {
  [`/${prefix}/v2/{${parameter}}/rules`]: { get: ok },
  [`/${prefix}/v2/applications/{applicationId}`]: { get: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural before the version keeps its items: \`/geofences/v2/{geofenceId}\` (${version})`,
    document: sharedBeforeVersion(version, 'geofences', 'geofenceId'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the API's name before the version is no collection: \`/androidpublisher/v2/{name}\` (${version})`,
    document: sharedBeforeVersion(version, 'androidpublisher', 'name'),
    errors: [
      { path: ['paths', '/androidpublisher/v2/{name}/rules'], message: 'path "/androidpublisher/v2/{name}/rules" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' },
      { path: pathItemAt(version, 'shared'), message: 'path "/androidpublisher/v2/{name}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' },
    ],
  })),
});

/**
 * VTEX License Manager's `GET /logins/list/paged` (behind a `$ref`) beside `/logins/{id}`: a verb
 * that reads, right after the collection on a path GET alone runs, then a view word, reads the
 * collection's items (`reading-verb`); path-nouns reports the verb.
 */
const listedLogins = (version: string, pathKey: string, pathItem: object = { get: ok }) => withPathItemBehindRef(version, pathKey, 'listed', pathItem, { '/logins/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a verb that reads before a view word is a view of the collection: \`/logins/list/paged\` (${version})`, document: listedLogins(version, '/logins/list/paged') },
    { name: `so is \`/logins/find/active\` (${version})`, document: listedLogins(version, '/logins/find/active') },
    { name: `and under an item: \`/users/{id}/logins/list/paged\` (${version})`, document: listedLogins(version, '/users/{id}/logins/list/paged') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `where a POST runs too, it is no read: \`/logins/list/paged\` (${version})`,
      document: listedLogins(version, '/logins/list/paged', { get: ok, post: ok }),
      errors: [{ path: pathItemAt(version, 'listed'), message: /nests 2 levels \(logins > list > paged\)/ }],
    },
    {
      name: `a noun after the verb is a level: \`/logins/list/devices\` (${version})`,
      document: listedLogins(version, '/logins/list/devices'),
      errors: [{ path: pathItemAt(version, 'listed'), message: /nests 2 levels \(logins > list > devices\)/ }],
    },
  ]),
});

/**
 * A name between a sub-collection and the id of one of its items, the id named for that item and
 * nothing more (`{playerId}` after `players`), says which items it is among, as the reading reads it
 * (`id-named-after-name-before`): the path nests as it would without the name. Google Play's
 * `/applications/{applicationId}/players/hidden/{playerId}`; pims' `…/ticket-counts/detailed/{ticket_count_id}`.
 */
testRule('path-nesting-depth', {
  valid: [
    {
      name: 'a view word before an item of the sub-collection: `/events/{id}/ticket-counts/detailed` and `…/detailed/{ticket_count_id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/events/{event_id}/ticket-counts/detailed': { get: ok }, '/events/{event_id}/ticket-counts/detailed/{ticket_count_id}': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/users/{id}/orders/latest` beside `…/latest/{orderId}`',
      document: { swagger: '2.0', info, paths: { '/users/{id}/orders/latest': { $ref: '#/x-paths/latest' }, '/users/{id}/orders/latest/{orderId}': { get: ok } }, 'x-paths': { latest: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/teams/{id}/members/all` beside `…/all/{memberId}`',
      document: { openapi: '3.1.0', info, paths: { '/teams/{id}/members/all': { get: ok }, '/teams/{id}/members/all/{memberId}': { get: ok } } },
    },
    ...['2.0', '3.0', '3.1'].flatMap((version) => [
      { name: `a past participle: \`/applications/{id}/players/hidden/{playerId}\` (${version}, through a $ref)`, document: withPathItemBehindRef(version, '/applications/{applicationId}/players/hidden/{playerId}', 'hidden', { post: ok, delete: ok }, { '/applications/{applicationId}/players/hidden': { get: ok } }) },
      { name: `a kind of credential, its item's id named after credentials: \`…/credentials/admin_entp/{credentialId}\` (${version}, through a $ref)`, document: credentialKind(version, 'credentialId') },
    ]),
  ],
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an id named for more than the item (\`{hiddenPlayerId}\`) leaves the name a level (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/applications/{applicationId}/players/hidden/{hiddenPlayerId}', 'hidden', { post: ok, delete: ok }, { '/applications/{applicationId}/players/hidden': { get: ok } }),
      errors: [
        { path: ['paths', '/applications/{applicationId}/players/hidden'], message: /nests 2 levels \(applications > players > hidden\)/ },
        { path: pathItemAt(version, 'hidden'), message: /nests 2 levels \(applications > players > hidden\)/ },
      ],
    },
  ]),
});

/**
 * ARM's `/providers/Microsoft.Migrate/operations` (behind a `$ref`): a qualified name whose last
 * identifier is a verb is one provider where names follow it; ending the path it is the action bound
 * to the collection (`/print/printers/microsoft.graph.create`).
 */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a provider named by a verb, a name after it: \`/providers/Microsoft.Migrate/operations\` (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/providers/Microsoft.Migrate/operations', 'operations', { get: ok }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name under a name after it is still counted: \`/providers/Microsoft.Migrate/operations/recent/items\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/providers/Microsoft.Migrate/operations/recent/items', 'operations', { get: ok }),
      errors: [{ path: pathItemAt(version, 'operations'), message: /nests 3 levels \(providers > operations > recent > items\)/ }],
    },
    {
      name: `ending the path it is the action bound to the collection, a level under an item: \`/teams/{id}/members/microsoft.graph.add\` (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/teams/{id}/members/microsoft.graph.add', 'operations', { post: ok }),
      errors: [{ path: pathItemAt(version, 'operations'), message: /nests 2 levels \(teams > members > microsoft.graph.add\)/ }],
    },
  ]),
});

/**
 * GoodData's `POST …/workspaces/{workspaceId}/export/visual` (behind a `$ref`) creating a visual
 * export that `GET …/export/visual/{exportId}` reads: `{exportId}` names an item of `export`, so
 * `visual` says which kind of export, no level of its own, on both paths; `{visualId}` makes
 * `visual` a collection of its own under `export`.
 */
const exportDocument = (version: string, item: string) => withPathItemBehindRef(version, '/workspaces/{workspaceId}/export/visual', 'visual', { post: ok }, {
  [`/workspaces/{workspaceId}/export/visual/{${item}}`]: { get: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a kind of export between \`export\` and its export's id, and the path that creates it, nest one level (${version})`, document: exportDocument(version, 'exportId') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an id named after the kind makes it a level of its own (${version})`,
    document: exportDocument(version, 'visualId'),
    errors: [
      { path: pathItemAt(version, 'visual'), message: 'path "/workspaces/{workspaceId}/export/visual" nests 2 levels (workspaces > export > visual); nest one level at most: /collection/{id}/sub-collection' },
      { path: ['paths', '/workspaces/{workspaceId}/export/visual/{visualId}'], message: 'path "/workspaces/{workspaceId}/export/visual/{visualId}" nests 2 levels (workspaces > export > visual); nest one level at most: /collection/{id}/sub-collection' },
    ],
  })),
});

/**
 * GoodData's `POST …/workspaces/{workspaceId}/automations/unpause` and `POST
 * …/translations/clean` (`cleanTranslations`), behind a `$ref`: `un` before a noun that is a verb
 * as often makes a verb (`verb-prefixes.noun-verbs`), and a POST alone on its path named for the
 * name as its verb runs it (`operation-names-verb`): actions on the items, no level of their own.
 */
const actionDocument = (version: string, pathKey: string, operationId: string) => withPathItemBehindRef(version, pathKey, 'action', { post: { operationId, ...ok } }, {
  '/workspaces/{workspaceId}/translations/set': { post: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`…/automations/unpause\` is an action on the automations (${version})`, document: actionDocument(version, '/workspaces/{workspaceId}/automations/unpause', 'unpauseWorkspaceAutomations') },
    { name: `\`…/translations/clean\`, its POST named \`cleanTranslations\`, is an action (${version})`, document: actionDocument(version, '/workspaces/{workspaceId}/translations/clean', 'cleanTranslations') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a POST named for something else leaves \`clean\` a level (${version})`,
      document: actionDocument(version, '/workspaces/{workspaceId}/translations/clean', 'createCleanJob'),
      errors: [{ path: pathItemAt(version, 'action'), message: 'path "/workspaces/{workspaceId}/translations/clean" nests 2 levels (workspaces > translations > clean); nest one level at most: /collection/{id}/sub-collection' }],
    },
    {
      name: `a word saying how many, \`bulk\` of \`bulkCreateEvents\`, names a batch, still a level (${version})`,
      document: actionDocument(version, '/workspaces/{workspaceId}/events/bulk', 'bulkCreateEvents'),
      errors: [{ path: pathItemAt(version, 'action'), message: 'path "/workspaces/{workspaceId}/events/bulk" nests 2 levels (workspaces > events > bulk); nest one level at most: /collection/{id}/sub-collection' }],
    },
  ]),
});

/**
 * HashiCorp Boundary's `POST /v1/groups/{id}:add-members` (behind a `$ref`, beside `GET
 * /v1/groups/{id}`): an id with a custom method after its colon is the item of the name before it,
 * the method run on it (`custom-method-on-item`), no collection of its own; the depth of what comes
 * before it still counts.
 */
const customMethodDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'addMembers', { post: ok }, { '/v1/groups/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/v1/groups/{id}:add-members\` runs a method on a group (${version})`, document: customMethodDocument(version, '/v1/groups/{id}:add-members') },
    { name: `\`/v1/scopes/{scope}/groups/{id}:add-members\` runs it on a scope's group (${version})`, document: customMethodDocument(version, '/v1/scopes/{scope}/groups/{id}:add-members') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a custom method leaves the levels before it counted (${version})`,
    document: customMethodDocument(version, '/v1/orgs/{org}/scopes/{scope}/groups/{id}:add-members'),
    errors: [{ path: pathItemAt(version, 'addMembers'), message: 'path "/v1/orgs/{org}/scopes/{scope}/groups/{id}:add-members" nests 2 levels (orgs > scopes > groups); nest one level at most: /collection/{id}/sub-collection' }],
  })),
});

/**
 * MapServer's OGC API - Features: `/collections/{collectionId}` written out once per layer
 * (`/collections/cities`, `…/cities/items`, `…/cities/items/{featureId}`, the same under `rivers`),
 * beside `GET /collections`, each operation named as its counterpart but for the layer's name
 * (`getcitiesFeatures`, `getriversFeatures`): each name stands where the collection's id would
 * (`written-out-items`). Operations named otherwise, a layout going no deeper than the name, or no
 * GET on the collection leave the name a level. The path item behind a $ref.
 */
const writtenOut = (version: string, pathKey: string, options: { riverIds?: boolean; deeper?: boolean; listed?: boolean } = {}) => {
  const { riverIds = true, deeper = true, listed = true } = options;
  const read = (operationId: string) => ({ get: { operationId, responses: { '200': { description: 'done' } } } });
  const layer = (name: string, named: boolean): Record<string, object> => ({
    [`/collections/${name}`]: read(named ? `describe${name}Collection` : `describe${name}`),
    ...(deeper ? {
      [`/collections/${name}/items`]: read(named ? `get${name}Features` : `list${name}`),
      [`/collections/${name}/items/{featureId}`]: read(named ? `get${name}Feature` : `read${name}`),
    } : {}),
  });
  const paths: Record<string, object> = { ...(listed ? { '/collections': read('getCollections') } : {}), ...layer('cities', true), ...layer('rivers', riverIds) };
  const others = Object.fromEntries(Object.entries(paths).filter(([key]) => key !== pathKey));
  return withPathItemBehindRef(version, pathKey, 'layer', paths[pathKey] ?? {}, others);
};
/** The findings expected on `keys`: each path reported by name, the one behind the $ref at `layer`. */
const reportedAt = (version: string, pathKey: string, keys: readonly string[]) => keys.map((key) => ({
  path: key === pathKey ? pathItemAt(version, 'layer') : ['paths', key],
  message: new RegExp(`^path "${key.replace(/[{}/]/g, '\\$&')}" `),
}));
const layerKeys = ['/collections/cities', '/collections/cities/items', '/collections/cities/items/{featureId}', '/collections/rivers', '/collections/rivers/items', '/collections/rivers/items/{featureId}'];
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/collections/cities\` beside \`/collections/rivers\`, laid out and named alike, is one collection (${version}, through a $ref)`, document: writtenOut(version, '/collections/cities') },
    { name: `\`/collections/cities/items\` is that collection's items (${version}, through a $ref)`, document: writtenOut(version, '/collections/cities/items') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `operations named otherwise leave \`cities\` a level (${version}, through a $ref)`,
      document: writtenOut(version, '/collections/cities/items', { riverIds: false }),
      errors: reportedAt(version, '/collections/cities/items', layerKeys),
    },
    {
      name: `no GET on \`/collections\` leaves \`cities\` a level (${version}, through a $ref)`,
      document: writtenOut(version, '/collections/cities/items', { listed: false }),
      errors: reportedAt(version, '/collections/cities/items', layerKeys.filter((key) => key.includes('/items'))),
    },
    {
      name: `names ending their paths alike are no items written out (${version}, through a $ref)`,
      document: writtenOut(version, '/collections/cities', { deeper: false }),
      errors: reportedAt(version, '/collections/cities', ['/collections/cities', '/collections/rivers']),
    },
  ]),
});

/**
 * Memos's `POST /api/v1/instance/settings/notification:testEmail` (behind a `$ref`) beside `GET
 * /api/v1/instance/profile` and `GET /api/v1/instance/{instance}/*`, the gRPC route
 * `{name=instance/settings/*}` as its generator writes it: a path with a `*` segment is a route
 * pattern, no URL template, so `{instance}` there identifies no instance and `instance` is no
 * collection. Beside `/api/v1/instance/{instance}`, it is one, and the path nests two levels.
 */
const instanceDocument = (version: string, identified: string) => {
  const read = { get: { parameters: [parameterOf(version, 'instance', 'path')], responses: { '200': { description: 'a setting' } } } };
  return withPathItemBehindRef(version, '/api/v1/instance/settings/notification:testEmail', 'testEmail', { post: { responses: { '200': { description: 'sent' } } } }, { '/api/v1/instance/profile': { get: { responses: { '200': { description: 'the profile' } } } }, [identified]: read });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `beside \`/api/v1/instance/{instance}/*\`, a route pattern, \`instance\` is no collection (${version}, through a $ref)`, document: instanceDocument(version, '/api/v1/instance/{instance}/*') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside \`/api/v1/instance/{instance}\` it is, and the path nests two levels (${version}, through a $ref)`,
    document: instanceDocument(version, '/api/v1/instance/{instance}'),
    errors: [{ path: pathItemAt(version, 'testEmail'), message: /^path "\/api\/v1\/instance\/settings\/notification:testEmail" nests 2 levels/ }],
  })),
});

/**
 * Nginx Proxy Manager's `GET /reports/hosts` (behind a `$ref`), the one path under `reports`: a
 * report's name no id follows (`report-nouns`, evidence `vocabulary:report-nouns`) is a prefix,
 * what follows it a measure. Under `/records` the name is a collection, and `hosts` under it
 * wants an id.
 */
const measureDocument = (version: string, prefix: string) => withPathItemBehindRef(version, `/${prefix}/hosts`, 'hosts', {
  get: { responses: { '200': jsonAnswer(version, 'host counts', { type: 'object', properties: { proxy: { type: 'integer' }, dead: { type: 'integer' } } }) } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `under a report's name, \`hosts\` is a measure (${version}, through a $ref)`, document: measureDocument(version, 'reports') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `under \`records\`, \`hosts\` wants an id (${version}, through a $ref)`,
    document: measureDocument(version, 'records'),
    errors: [{ path: pathItemAt(version, 'hosts'), message: 'path "/records/hosts" puts "hosts" straight under the collection "records"; a sub-collection sits under an id: /records/{id}/hosts' }],
  })),
});

/**
 * Nextcloud Tables' `/ocs/v2.php/apps/tables/api/2/tables` (behind a `$ref`): a bare number right
 * after `api` versions the app's API at any depth, so `tables` is a first level, not a name "straight
 * under the collection 2", whatever parameter follows the number elsewhere
 * (`…/api/2/{nodeCollection}/{nodeId}`, reported in its turn). After `app` the number is a name.
 */
const appApiDocument = (version: string, prefix: string) => {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  return withPathItemBehindRef(version, `/ocs/v2.php/apps/tables/${prefix}/2/tables`, 'tables', read, {
    [`/ocs/v2.php/apps/tables/${prefix}/2/columns/{id}`]: read,
    [`/ocs/v2.php/apps/tables/${prefix}/2/{nodeCollection}/{nodeId}`]: read,
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `under \`api/2\` alone, \`tables\` is a first level (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/ocs/v2.php/apps/tables/api/2/tables', 'tables', { get: { responses: { '200': { description: 'done' } } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `after \`api\`, \`2\` is the version: only the parameter after it is reported (${version}, through a $ref)`,
      document: appApiDocument(version, 'api'),
      errors: [{ path: ['paths', '/ocs/v2.php/apps/tables/api/2/{nodeCollection}/{nodeId}'], message: 'path "/ocs/v2.php/apps/tables/api/2/{nodeCollection}/{nodeId}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' }],
    },
    {
      name: `after \`app\`, \`2\` is a name the parameter identifies (${version}, through a $ref)`,
      document: appApiDocument(version, 'app'),
      errors: [
        { path: pathItemAt(version, 'tables'), message: 'path "/ocs/v2.php/apps/tables/app/2/tables" puts "tables" straight under the collection "2"; a sub-collection sits under an id: /ocs/v2.php/apps/tables/app/2/{id}/tables' },
        { path: ['paths', '/ocs/v2.php/apps/tables/app/2/columns/{id}'], message: 'path "/ocs/v2.php/apps/tables/app/2/columns/{id}" puts "columns" straight under the collection "2"; a sub-collection sits under an id: /ocs/v2.php/apps/tables/app/2/{2Id}/columns/{id}' },
        { path: ['paths', '/ocs/v2.php/apps/tables/app/2/{nodeCollection}/{nodeId}'], message: 'path "/ocs/v2.php/apps/tables/app/2/{nodeCollection}/{nodeId}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]' },
      ],
    },
  ]),
});

/**
 * Lidarr's `GET /api/v1/tag/detail/{id}` (behind a `$ref`) answering `TagDetailsResource`, every
 * field of the `TagResource` `GET /api/v1/tag/{id}` answers and more, beside `GET /api/v1/tag/detail`
 * listing the same as `GET /api/v1/tag` lists `TagResource`: the tags in more detail, `{id}` the
 * tag's own id, no sub-collection under the collection. A schema not named after the tag and the
 * name, or one lacking a field of the tag's, is judged on both paths: `detail` is then a
 * sub-collection with ids of its own.
 */
const tagDetailDocument = (version: string, detailName: string, detailFields: readonly string[]) => {
  const record = (fields: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) });
  const read = (name: string) => ({ get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': referencedAnswer(version, name, 'the tag') } } });
  const listed = (name: string) => ({ get: { responses: { '200': jsonAnswer(version, 'the tags', { type: 'array', items: { $ref: `#/${version === '2.0' ? 'definitions' : 'components/schemas'}/${name}` } }) } } });
  const document = withPathItemBehindRef(version, '/api/v1/tag/detail/{id}', 'detail', read(detailName), { '/api/v1/tag': listed('TagResource'), '/api/v1/tag/{id}': read('TagResource'), '/api/v1/tag/detail': listed(detailName) });
  return withSchemas(version, document, { TagResource: record(['id', 'label']), [detailName]: record(detailFields) });
};
const tagDetailErrors = (version: string) => [
  { path: pathItemAt(version, 'detail'), message: 'path "/api/v1/tag/detail/{id}" puts "detail" straight under the collection "tag"; a sub-collection sits under an id: /api/v1/tag/{tagId}/detail/{id}' },
  { path: ['paths', '/api/v1/tag/detail'], message: 'path "/api/v1/tag/detail" puts "detail" straight under the collection "tag"; a sub-collection sits under an id: /api/v1/tag/{id}/detail' },
];
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`TagDetailsResource\`, the tag's fields and more, is the tag in detail (${version}, through a $ref)`, document: tagDetailDocument(version, 'TagDetailsResource', ['id', 'label', 'artistIds']) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a schema not named after the tag is a sub-collection's item (${version}, through a $ref)`, document: tagDetailDocument(version, 'DetailResource', ['id', 'label', 'artistIds']), errors: tagDetailErrors(version) },
    { name: `one lacking the tag's label is no tag (${version}, through a $ref)`, document: tagDetailDocument(version, 'TagDetailsResource', ['id', 'artistIds', 'notes']), errors: tagDetailErrors(version) },
  ]),
});

/**
 * ZincSearch's `/api/index` (behind a `$ref`) beside `/api/index/{index}` and the
 * Elasticsearch-style `/api/{index}/_search`: `{index}` after `api`, the API's own name, is the
 * item of `index`, the name written right under it, so `api` stays the API's name and `index` a
 * collection under it. A parameter after `api` that names nothing under it (`{tenant}`) makes `api`
 * a collection, and `index` is then straight under it.
 */
const zincDocument = (version: string, parameter: string) => {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  const withParameter = (names: readonly string[]) => ({ get: { parameters: names.map((name) => parameterOf(version, name, 'path')), responses: { '200': { description: 'done' } } } });
  return withPathItemBehindRef(version, '/api/index', 'index', read, {
    '/api/index/{index}': withParameter(['index']), [`/api/{${parameter}}/_search`]: withParameter([parameter]),
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{index}\` after \`api\` is the item of \`/api/index\` (${version}, through a $ref)`, document: zincDocument(version, 'index') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{tenant}\` after \`api\` names nothing under it: \`api\` is a collection (${version}, through a $ref)`,
    document: zincDocument(version, 'tenant'),
    errors: [
      { path: pathItemAt(version, 'index'), message: /^path "\/api\/index" puts "index" straight under the collection "api"/ },
      { path: ['paths', '/api/index/{index}'], message: /^path "\/api\/index\/\{index\}"/ },
    ],
  })),
});

/**
 * Tyk's API definitions in two forms: `/apis/oas/{apiID}` (behind a `$ref`) and
 * `/apis/oas/{apiID}/versions` beside `/apis/{apiID}` and `/apis/{apiID}/versions`, and
 * `/apis/oas/{apiID}/export` and `/apis/oas/export` of its own. The paths from `oas` repeat those
 * from the collection, so `oas` is the collection's items in another form, no level, and
 * `/apis/oas/export` reads as `/apis/export`, one thing under the collection. Where the twin of `…/versions` is missing (`twinned` false), `oas` is a name straight
 * under the collection.
 */
const apiFormsDocument = (version: string, twinned: boolean) => {
  const read = { get: { parameters: [parameterOf(version, 'apiID', 'path')], responses: { '200': { description: 'the API' } } } };
  const list = { get: { responses: { '200': { description: 'the APIs' } } } };
  return withPathItemBehindRef(version, '/apis/oas/{apiID}', 'oas', read, {
    '/apis': list,
    '/apis/{apiID}': read,
    ...(twinned ? { '/apis/{apiID}/versions': read } : {}),
    '/apis/oas': list,
    '/apis/oas/{apiID}/versions': read,
    '/apis/oas/{apiID}/export': read,
    '/apis/oas/export': list,
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/apis/oas/{apiID}\` and \`…/versions\` repeat \`/apis/{apiID}\` and \`…/versions\`: \`oas\` is no level (${version}, through a $ref)`, document: apiFormsDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with \`/apis/{apiID}/versions\` missing, nothing repeats: \`oas\` is straight under \`apis\` (${version}, through a $ref)`,
    document: apiFormsDocument(version, false),
    errors: [
      { path: pathItemAt(version, 'oas'), message: /^path "\/apis\/oas\/\{apiID\}" puts "oas" straight under the collection "apis"/ },
      { path: ['paths', '/apis/oas/{apiID}/versions'], message: /^path "\/apis\/oas\/\{apiID\}\/versions"/ },
      { path: ['paths', '/apis/oas/{apiID}/export'], message: /^path "\/apis\/oas\/\{apiID\}\/export"/ },
      { path: ['paths', '/apis/oas/export'], message: /^path "\/apis\/oas\/export" puts "oas" straight under the collection "apis"/ },
    ],
  })),
});

/**
 * Resend's contact imports: `/contacts/imports` (behind a `$ref`) beside `/contacts/{id}` and the
 * document's own compound `/contact-properties`. The imports belong to no one contact, so the
 * message offers both the sub-collection under an id and the collection of its own the document's
 * way of writing suggests (`/contact-imports`). Without such a compound, it offers the first alone.
 */
const contactImportsDocument = (version: string, compound: boolean) => {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  return withPathItemBehindRef(version, '/contacts/imports', 'imports', read, {
    '/contacts': read,
    '/contacts/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'the contact' } } } },
    ...(compound ? { '/contact-properties': read } : {}),
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    return { name: `the suggested \`/contact-imports\` nests as the rule asks (${version}, through a $ref)`, document: withPathItemBehindRef(version, '/contact-imports', 'imports', read, { '/contacts': read, '/contact-properties': read }) };
  }),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `beside \`/contact-properties\`, the message offers \`/contact-imports\` too (${version}, through a $ref)`,
      document: contactImportsDocument(version, true),
      errors: [{ path: pathItemAt(version, 'imports'), message: 'path "/contacts/imports" puts "imports" straight under the collection "contacts"; a sub-collection sits under an id: /contacts/{id}/imports, or, owned by no one item, a collection of its own as /contact-properties is: /contact-imports' }],
    },
    {
      name: `with the contact's id after the name, the name is the contact's: no collection of its own is offered (${version}, through a $ref)`,
      document: withPathItemBehindRef(version, '/contacts/exports/{contactId}', 'exports', { get: { parameters: [parameterOf(version, 'contactId', 'path')], responses: { '200': { description: 'the export' } } } }, { '/contacts': { get: { responses: { '200': { description: 'done' } } } }, '/contact-properties': { get: { responses: { '200': { description: 'done' } } } } }),
      errors: [{ path: pathItemAt(version, 'exports'), message: 'path "/contacts/exports/{contactId}" puts "exports" straight under the collection "contacts"; a sub-collection sits under an id: /contacts/{contactId}/exports' }],
    },
    {
      name: `with no such compound, the sub-collection under an id alone (${version}, through a $ref)`,
      document: contactImportsDocument(version, false),
      errors: [{ path: pathItemAt(version, 'imports'), message: 'path "/contacts/imports" puts "imports" straight under the collection "contacts"; a sub-collection sits under an id: /contacts/{id}/imports' }],
    },
  ]),
});

/**
 * Phoenix's `GET /projects/{id}/spans/otlpv1` (behind a `$ref`): it takes only the query of `GET
 * /projects/{id}/spans`, filtering by `trace_id`, `span_id`, `parent_id`, which the document's other
 * reads (`/projects`, `/datasets`, `/users`, taking `limit` and `cursor`) do not take: the spans read
 * another way, a view of them, no level (`renders-collection`). Taking a filter the collection's GET
 * does not take, or only two of its filters, it nests two levels.
 */
const renderingDocument = (version: string, own: readonly string[], collectionFilters: readonly string[] = ['trace_id', 'span_id', 'parent_id']) => {
  const read = (names: readonly string[]) => ({ parameters: [parameterOf(version, 'id', 'path'), ...['limit', 'cursor', ...names].map((name) => parameterOf(version, name, 'query'))], responses: { '200': { description: 'the spans' } } });
  const paged = { get: { parameters: ['limit', 'cursor'].map((name) => parameterOf(version, name, 'query')), responses: { '200': { description: 'a page' } } } };
  return withPathItemBehindRef(version, '/projects/{id}/spans/otlpv1', 'otlp', { get: read(own) }, {
    '/projects': paged,
    '/datasets': paged,
    '/users': paged,
    '/projects/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'the project' } } } },
    '/projects/{id}/spans': { get: read(collectionFilters) },
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a name read with the collection's own query renders it: \`/projects/{id}/spans/otlpv1\` (${version}, through a $ref)`, document: renderingDocument(version, ['trace_id', 'span_id', 'parent_id']) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a filter of its own makes it another thing (${version}, through a $ref)`, document: renderingDocument(version, ['trace_id', 'span_id', 'parent_id', 'format']) },
    { name: `two shared filters say too little (${version}, through a $ref)`, document: renderingDocument(version, ['trace_id', 'span_id']) },
  ].map((entry) => ({ ...entry, errors: [{ path: pathItemAt(version, 'otlp'), message: 'path "/projects/{id}/spans/otlpv1" nests 2 levels (projects > spans > otlpv1); nest one level at most: /collection/{id}/sub-collection' }] }))),
});

/**
 * AnythingLLM's `POST /document/upload` (behind a `$ref`) beside `POST /document/upload/{folderName}`
 * and `GET /folders/{folderName}`: the parameter after `upload` is named after `folder`, which it
 * follows elsewhere, so it is a folder's id and no upload's (`id-of-other-name`): `upload` alone is a
 * POST-only name no id follows, an action, no sub-collection. With `{uploadName}` after it, `upload` is
 * a collection under `document`, and `/document/upload` is reported too.
 */
const uploadIntoFolderDocument = (version: string, parameter: string) => withPathItemBehindRef(version, '/document/upload', 'upload', { post: ok }, {
  '/document/{docName}': { get: { parameters: [parameterOf(version, 'docName', 'path')], responses: { '200': { description: 'the document' } } } },
  [`/document/upload/{${parameter}}`]: { post: { parameters: [parameterOf(version, parameter, 'path')], ...ok } },
  '/folders/{folderName}': { get: { parameters: [parameterOf(version, 'folderName', 'path')], responses: { '200': { description: 'the folder' } } } },
});
const underUpload = (parameter: string) => ({ path: ['paths', `/document/upload/{${parameter}}`], message: new RegExp(`^path "/document/upload/\\{${parameter}\\}" puts "upload" straight under the collection "document"`) });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a POST-only name no parameter follows is an action: \`/document/upload\` beside \`/folders/{folderName}\` (${version}, through a $ref)`, document: withPathItemBehindRef(version, '/document/upload', 'upload', { post: ok }, { '/document/{docName}': { get: { parameters: [parameterOf(version, 'docName', 'path')], responses: { '200': { description: 'the document' } } } } }) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a parameter named after another name it follows is that name's id: \`/document/upload/{folderName}\` leaves \`/document/upload\` an action (${version}, through a $ref)`, document: uploadIntoFolderDocument(version, 'folderName'), errors: [underUpload('folderName')] },
    {
      name: `\`{uploadName}\` after it makes \`upload\` a collection (${version}, through a $ref)`,
      document: uploadIntoFolderDocument(version, 'uploadName'),
      errors: [{ path: pathItemAt(version, 'upload'), message: /^path "\/document\/upload" puts "upload" straight under the collection "document"/ }, underUpload('uploadName')],
    },
  ]),
});

/**
 * lakeFS's `GET /auth/users/{userId}/external/principals/ls` (behind a `$ref`), named
 * `listUserExternalPrincipals`: every operation there lists `principals`, the words between the verb
 * and the plural (`user`, `external`) only the path's own, and names nothing of `ls`
 * (`operations-list-name-before`): `ls` says which principals are listed, no level, and `external`
 * qualifies them. Named `listUserExternalPrincipalsLs`, the operation names `ls`, a level again.
 */
const principalsListedDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/auth/users/{userId}/external/principals/ls', 'principalsLs', {
  parameters: [parameterOf(version, 'userId', 'path')],
  get: { operationId, responses: { '200': { description: 'the principals' } } },
}, { '/auth/users/{userId}': { get: { parameters: [parameterOf(version, 'userId', 'path')], responses: { '200': { description: 'the user' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a last name every GET is named for listing the plural before is which are listed: \`…/principals/ls\` as \`listUserExternalPrincipals\` (${version}, through a $ref)`, document: principalsListedDocument(version, 'listUserExternalPrincipals') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an operation naming \`ls\` makes it a level (${version}, through a $ref)`,
    document: principalsListedDocument(version, 'listUserExternalPrincipalsLs'),
    errors: [{ path: pathItemAt(version, 'principalsLs'), message: /^path "\/auth\/users\/\{userId\}\/external\/principals\/ls" nests 3 levels/ }],
  })),
});

/**
 * Chaos Mesh's `POST /workflows/render-task/http` (behind a `$ref`) beside `/workflows/{uid}`: a
 * name a verb leads right after the collection, on a path only POST runs with no id after it, is an
 * action run on the collection, `http` saying which task it renders (`verb-led-action`); path-nouns
 * reports the verb. A verb of create alone (Wazuh's `POST /agents/insert/quick`) is one too. A noun there (`task-templates`), or a GET beside the POST, nests a level.
 */
const renderTaskDocument = (version: string, name: string, methods: Record<string, object>) => withPathItemBehindRef(version, `/workflows/${name}/http`, 'renderTask', methods, {
  '/workflows': { get: ok },
  '/workflows/{uid}': { get: { parameters: [parameterOf(version, 'uid', 'path')], responses: { '200': { description: 'the workflow' } } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a verb-led name right after the collection on a POST-only path is an action: \`POST /workflows/render-task/http\` (${version}, through a $ref)`, document: renderTaskDocument(version, 'render-task', { post: ok }) },
    { name: `so is a verb of create alone, the name after it its variant: \`POST /workflows/insert/http\`, as Wazuh's \`/agents/insert/quick\` (${version}, through a $ref)`, document: renderTaskDocument(version, 'insert', { post: ok }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a noun there is a sub-collection: \`POST /workflows/task-templates/http\` (${version}, through a $ref)`, document: renderTaskDocument(version, 'task-templates', { post: ok }), segment: 'task-templates' },
    { name: `a GET beside the POST reads it as a thing: \`/workflows/render-task/http\` (${version}, through a $ref)`, document: renderTaskDocument(version, 'render-task', { get: ok, post: ok }), segment: 'render-task' },
  ].map(({ segment, ...entry }) => ({ ...entry, errors: [{ path: pathItemAt(version, 'renderTask'), message: new RegExp(`^path "/workflows/${segment}/http" nests 2 levels \\(workflows > ${segment} > http\\), "${segment}" straight under the collection "workflows"`) }] }))),
});

/**
 * Chaos Mesh's `/archives/schedules` and `/archives/schedules/{uid}` (behind `$ref`s) answer
 * `[Archive]` and `ArchiveDetail`, what `/archives` and `/archives/{uid}` answer: the archives of
 * one kind, no sub-collection (`mirrors-collection`). Answering `ScheduleDetail` of their own, or an
 * `ArchiveDetail` another collection's items answer too (a wrapper that says nothing), the items'
 * path nests; the list answering the collection's own list stays a view of it.
 */
const archivesDocument = (version: string, { kindItem = 'ArchiveDetail', others = {} }: { kindItem?: string; others?: Record<string, object> } = {}) => {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const read = (description: string, schema: object, parameter = false) => ({ get: { ...(parameter ? { parameters: [parameterOf(version, 'uid', 'path')] } : {}), responses: { '200': jsonAnswer(version, description, schema) } } });
  const document = withPathItemBehindRef(version, '/archives/schedules/{uid}', 'archivedSchedule', read('the archive', ref(kindItem), true), {
    '/archives': read('the archives', { type: 'array', items: ref('Archive') }),
    '/archives/{uid}': read('the archive', ref('ArchiveDetail'), true),
    '/archives/schedules': read('the archives', { type: 'array', items: ref('Archive') }),
    ...others,
  });
  return withSchemas(version, document, {
    Archive: { type: 'object', properties: { uid: { type: 'string' }, kind: { type: 'string' }, name: { type: 'string' } } },
    ArchiveDetail: { type: 'object', properties: { uid: { type: 'string' }, kind: { type: 'string' }, name: { type: 'string' }, kube_object: { type: 'object' } } },
    ScheduleDetail: { type: 'object', properties: { uid: { type: 'string' }, schedule: { type: 'string' } } },
  });
};
const archiveErrors = (version: string) => [{ path: pathItemAt(version, 'archivedSchedule'), message: /^path "\/archives\/schedules\/\{uid\}" puts "schedules" straight under the collection "archives"/ }];
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a name answering what the collection and its items answer is a kind of them: \`/archives/schedules/{uid}\` (${version}, through a $ref)`, document: archivesDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `items answering a record of their own nest; the list answering the collection's stays a view of it (${version}, through a $ref)`, document: archivesDocument(version, { kindItem: 'ScheduleDetail' }), errors: archiveErrors(version) },
    {
      name: `an item answer another collection gives too says nothing (${version}, through a $ref)`,
      document: archivesDocument(version, { others: { '/experiments/{uid}': { get: { parameters: [parameterOf(version, 'uid', 'path')], responses: { '200': jsonAnswer(version, 'the experiment', { $ref: `#/${schemaAt(version, 'ArchiveDetail').join('/')}` }) } } } } }),
      errors: archiveErrors(version),
    },
  ]),
});

/**
 * Wazuh's `GET /cluster/{node_id}/logs/summary` (behind a `$ref`), "a summary of the last 2000
 * wazuh log entries", answering one record of counts per daemon: a report on the node's logs
 * ending the path, only read (`report-nouns`), no level. Answering a page of records (Twilio's
 * `…/TaskQueues/Statistics`, one per queue), or written by PUT as well, it is a level.
 */
const logCounts = { type: 'object', properties: { info: { type: 'integer' }, error: { type: 'integer' } } };
const logsSummaryDocument = (version: string, answer: object, others: Record<string, object> = {}) => withPathItemBehindRef(version, '/nodes/{node_id}/logs/summary', 'logsSummary', {
  parameters: [parameterOf(version, 'node_id', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the summary', answer) } },
  ...others,
}, { '/nodes/{node_id}/logs': { get: { parameters: [parameterOf(version, 'node_id', 'path')], responses: { '200': { description: 'the logs' } } } } });
const summaryRecord = { type: 'object', properties: { message: { type: 'string' }, data: { type: 'object', properties: { analysisd: logCounts, remoted: logCounts } } } };
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a report only read after a sub-collection, answering one record, is no level: \`GET /nodes/{node_id}/logs/summary\` (${version}, through a $ref)`, document: logsSummaryDocument(version, summaryRecord) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `answering a page of records, it lists (${version}, through a $ref)`, document: logsSummaryDocument(version, { type: 'object', properties: { summaries: { type: 'array', items: logCounts }, meta: { type: 'object' } } }) },
    { name: `written by PUT, the summary is a thing of its own (${version}, through a $ref)`, document: logsSummaryDocument(version, summaryRecord, { put: ok }) },
  ].map((entry) => ({ ...entry, errors: [{ path: pathItemAt(version, 'logsSummary'), message: /^path "\/nodes\/\{node_id\}\/logs\/summary" nests 2 levels/ }] }))),
});

/**
 * Harness' `GET /registry/{registry_ref}/artifact/stats` (behind a `$ref`) beside
 * `/registry/{registry_ref}/artifact/{artifact}`: a report on a collection named in the singular,
 * answering one record, is no level either.
 */
const artifactStatsDocument = (version: string, answer: object) => withPathItemBehindRef(version, '/registry/{registry_ref}/artifact/stats', 'artifactStats', {
  parameters: [parameterOf(version, 'registry_ref', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the stats', answer) } },
}, { '/registry/{registry_ref}/artifact/{artifact}': { get: { parameters: [parameterOf(version, 'registry_ref', 'path'), parameterOf(version, 'artifact', 'path')], responses: { '200': { description: 'one artifact' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a report only read after a singular collection, answering one record, is no level: \`GET /registry/{registry_ref}/artifact/stats\` (${version}, through a $ref)`, document: artifactStatsDocument(version, logCounts) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering a page of records, it lists (${version}, through a $ref)`,
    document: artifactStatsDocument(version, { type: 'object', properties: { stats: { type: 'array', items: logCounts }, meta: { type: 'object' } } }),
    errors: [{ path: pathItemAt(version, 'artifactStats'), message: /^path "\/registry\/\{registry_ref\}\/artifact\/stats" nests 2 levels/ }],
  })),
});

/**
 * LocalAI's `POST /backends/upgrade/{name}` (behind a `$ref`) beside `POST /backends/delete/{name}`:
 * `upgrade` stands where the document puts verbs (`verbs-beside-it`), the verb run on the backend
 * `{name}` names, no sub-collection. Nouns there (`/backends/models/{name}` beside
 * `/backends/galleries/{name}`) are sub-collections straight under the collection.
 */
const backendVerbsDocument = (version: string, [beside, name]: readonly [string, string]) => withPathItemBehindRef(version, `/backends/${name}/{name}`, 'backendVerb', {
  parameters: [parameterOf(version, 'name', 'path')],
  post: ok,
}, {
  '/backends': { get: ok },
  [`/backends/${beside}/{name}`]: { post: { parameters: [parameterOf(version, 'name', 'path')], ...ok } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a name where the document puts verbs, before the item's parameter, is the verb run on it: \`POST /backends/upgrade/{name}\` (${version}, through a $ref)`, document: backendVerbsDocument(version, ['delete', 'upgrade']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `nouns there are sub-collections: \`/backends/models/{name}\` (${version}, through a $ref)`,
    document: backendVerbsDocument(version, ['galleries', 'models']),
    errors: [
      { path: pathItemAt(version, 'backendVerb'), message: /^path "\/backends\/models\/\{name\}" puts "models" straight under the collection "backends"/ },
      { path: ['paths', '/backends/galleries/{name}'], message: /^path "\/backends\/galleries\/\{name\}" puts "galleries" straight under the collection "backends"/ },
    ],
  })),
});

/**
 * Convoy's `POST /projects/{projectID}/subscriptions/test_function` and
 * `…/eventdeliveries/batchretry` (behind a `$ref`) beside `/projects/{projectID}/subscriptions/{id}`:
 * a name a verb leads, more words after it (or a word saying how many run together with it; or the
 * summary, "Test a subscription function", leads with its first word), ending
 * a path only POST runs right after the collection, no id after it anywhere, is the action run on
 * that collection, no level. A GET beside the POST, an id after the name elsewhere, or the name after
 * an item (`…/subscriptions/{subscriptionID}/test_function`) makes it a level.
 */
const testFunctionPost = { post: { summary: 'Test a subscription function', ...ok } };
const testFunctionDocument = (version: string, { name = 'test_function', methods = testFunctionPost, underItem = false, others = {} }: { name?: string; methods?: Record<string, object>; underItem?: boolean; others?: Record<string, object> } = {}) => {
  const project = parameterOf(version, 'projectID', 'path');
  const subscription = parameterOf(version, 'subscriptionID', 'path');
  const key = underItem ? `/projects/{projectID}/subscriptions/{subscriptionID}/${name}` : `/projects/{projectID}/subscriptions/${name}`;
  return withPathItemBehindRef(version, key, 'action', { parameters: underItem ? [project, subscription] : [project], ...methods }, {
    '/projects/{projectID}': { get: { parameters: [project], responses: { '200': { description: 'the project' } } } },
    '/projects/{projectID}/subscriptions': { get: { parameters: [project], responses: { '200': { description: 'the subscriptions' } } } },
    '/projects/{projectID}/subscriptions/{subscriptionID}': { get: { parameters: [project, subscription], responses: { '200': { description: 'the subscription' } } } },
    ...others,
  });
};
const escapedKey = (key: string) => key.replace(/[{}]/g, '\\$&');
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a verb-led name ending a POST-only path right after the collection is the action run on it: \`POST …/subscriptions/test_function\` (${version}, through a $ref)`, document: testFunctionDocument(version) },
    { name: `so is a verb run together with a word saying how many: \`POST …/subscriptions/batchretry\` (${version}, through a $ref)`, document: testFunctionDocument(version, { name: 'batchretry', methods: { post: ok } }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => {
    const nested = (key: string, at: Array<string | number> = pathItemAt(version, 'action')) => ({ path: at, message: new RegExp(`^path "${escapedKey(key)}" nests 2 levels`) });
    return [
      { name: `a GET beside the POST reads it as a thing (${version}, through a $ref)`, document: testFunctionDocument(version, { methods: { get: ok, ...testFunctionPost } }), errors: [nested('/projects/{projectID}/subscriptions/test_function')] },
      {
        name: `an id after the name elsewhere makes it a collection: \`…/subscriptions/test_function/{runId}\` (${version}, through a $ref)`,
        document: testFunctionDocument(version, { others: { '/projects/{projectID}/subscriptions/test_function/{runId}': { get: { parameters: [parameterOf(version, 'projectID', 'path'), parameterOf(version, 'runId', 'path')], responses: { '200': { description: 'the run' } } } } } }),
        errors: [nested('/projects/{projectID}/subscriptions/test_function'), nested('/projects/{projectID}/subscriptions/test_function/{runId}', ['paths', '/projects/{projectID}/subscriptions/test_function/{runId}'])],
      },
      { name: `summarised otherwise, the name is a level: \`POST …/subscriptions/test_function\`, "Run the function" (${version}, through a $ref)`, document: testFunctionDocument(version, { methods: { post: { summary: 'Run the function', ...ok } } }), errors: [nested('/projects/{projectID}/subscriptions/test_function')] },
      { name: `after an item the action is a level: \`POST …/subscriptions/{subscriptionID}/test_function\` (${version}, through a $ref)`, document: testFunctionDocument(version, { underItem: true }), errors: [nested('/projects/{projectID}/subscriptions/{subscriptionID}/test_function')] },
    ];
  }),
});

/**
 * HAProxy Data Plane's discovery: `GET /`, `GET /services`, `GET /services/haproxy` and `GET
 * /services/haproxy/runtime` each answer `endpoints` (`{title, description, url}` items, the
 * paths one level down), and the resources sit under them (`…/runtime/maps/{name}`, `…/sites/{name}`).
 * `rootIndexed` false leaves `GET /` out: the lists under it are then read as they always were.
 */
function discoveryDocument(version: string, rootIndexed: boolean): Record<string, unknown> {
  const endpoints = { type: 'array', items: { $ref: version === '2.0' ? '#/definitions/endpoint' : '#/components/schemas/endpoint' } };
  const index = { get: { responses: { '200': jsonAnswer(version, 'the endpoints one level down', endpoints) } } };
  const named = { get: { responses: { '200': jsonAnswer(version, 'the named ones', { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }) } } };
  const one = { get: ok, delete: ok };
  const paths = {
    ...(rootIndexed ? { '/': index } : {}),
    '/services': index,
    '/services/haproxy/runtime': index,
    '/services/haproxy/runtime/maps': named,
    '/services/haproxy/runtime/maps/{name}': { parameters: [parameterOf(version, 'name', 'path')], ...one },
    '/services/haproxy/sites': named,
    '/services/haproxy/sites/{name}': { parameters: [parameterOf(version, 'name', 'path')], ...one },
  };
  const endpoint = { type: 'object', properties: { title: { type: 'string' }, description: { type: 'string' }, url: { type: 'string', description: 'Path to the endpoint' } } };
  return withSchemas(version, withPathItemBehindRef(version, '/services/haproxy', 'haproxy', index, paths), { endpoint });
}

const undiscovered = [
  { path: ['paths', '/services/haproxy/runtime'], message: /^path "\/services\/haproxy\/runtime" nests 2 levels \(services > haproxy > runtime\), "haproxy" straight under the collection "services"/ },
  { path: ['paths', '/services/haproxy/runtime/maps'], message: /^path "\/services\/haproxy\/runtime\/maps" nests 3 levels \(services > haproxy > runtime > maps\)/ },
  { path: ['paths', '/services/haproxy/runtime/maps/{name}'], message: /^path "\/services\/haproxy\/runtime\/maps\/\{name\}" nests 3 levels/ },
  { path: ['paths', '/services/haproxy/sites'], message: /^path "\/services\/haproxy\/sites" nests 2 levels \(services > haproxy > sites\)/ },
  { path: ['paths', '/services/haproxy/sites/{name}'], message: /^path "\/services\/haproxy\/sites\/\{name\}" nests 2 levels/ },
];

testRule('path-nesting-depth', {
  valid: [
    {
      name: 'names whose own paths, from the root down, only read the index of the paths under them are no levels: HAProxy Data Plane\'s `/services/haproxy/runtime/maps/{name}` (3.0, the index behind a $ref)',
      document: discoveryDocument('3.0', true),
    },
    { name: 'the same in 2.0', document: discoveryDocument('2.0', true) },
    { name: 'the same in 3.1', document: discoveryDocument('3.1', true) },
  ],
  invalid: [
    {
      name: 'where the root reads no index, the same lists are collections and their names levels (3.0)',
      document: discoveryDocument('3.0', false),
      errors: undiscovered,
    },
    { name: 'the same in 2.0', document: discoveryDocument('2.0', false), errors: undiscovered },
    { name: 'the same in 3.1', document: discoveryDocument('3.1', false), errors: undiscovered },
  ],
});

/** Nakama's `POST /v2/account/authenticate/apple` behind a `$ref`, `account` the caller's own: a verb and what it works on. */
const authenticateDocument = (version: string, method: string) => withPathItemBehindRef(version, '/account/authenticate/apple', 'authenticate', { [method]: { responses: { '200': { description: 'the session' } } } }, { '/account': { get: { responses: { '200': { description: 'the account' } } }, put: { responses: { '204': { description: 'updated' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a last name only POST runs right after a one-word verb is what the verb works on, one action with it: \`POST /account/authenticate/apple\` (${version}, through a $ref)`,
    document: authenticateDocument(version, 'post'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `read by GET, the names after the account are two levels: \`GET /account/authenticate/apple\` (${version}, through a $ref)`,
    document: authenticateDocument(version, 'get'),
    errors: [{ path: pathItemAt(version, 'authenticate'), message: /nests 2 levels \(account > authenticate > apple\)/ }],
  })),
});

/**
 * After Eclipse Tractus-X's BPDM Pool: `/v6/business-partners/addresses` beside the same name under
 * `/v7`, where two path keys share it (behind a `$ref` in 2.0): one API's versions read alike.
 */
const versionsAlikeDocument = (version: string, v7Keys: readonly string[]) => {
  const ok = { get: { responses: { '200': { description: 'ok' } } } };
  const paths: Record<string, object> = Object.fromEntries(v7Keys.map((key) => [key, ok]));
  return version === '2.0'
    ? { swagger: '2.0', info: { title: 't', version: '1' }, paths: { ...paths, '/v6/business-partners/addresses': { $ref: '#/x-paths/addresses' } }, 'x-paths': { addresses: ok } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info: { title: 't', version: '1' }, paths: { ...paths, '/v6/business-partners/addresses': ok } };
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name shared as a prefix under another version is one here too: \`/v6/business-partners/addresses\` beside \`/v7/business-partners/addresses\` and \`/v7/business-partners/search\` (${version})`,
    document: versionsAlikeDocument(version, ['/v7/business-partners/addresses', '/v7/business-partners/search']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where no version shares it, the name is a collection in each: \`/v6/business-partners/addresses\` beside \`/v7/business-partners/addresses\` alone (${version})`,
    document: versionsAlikeDocument(version, ['/v7/business-partners/addresses']),
    errors: [
      { path: ['paths', '/v7/business-partners/addresses'], message: /puts "addresses" straight under the collection "business-partners"/ },
      { path: version === '2.0' ? ['x-paths', 'addresses'] : ['paths', '/v6/business-partners/addresses'], message: /puts "addresses" straight under the collection "business-partners"/ },
    ],
  })),
});

/**
 * Nomad's one-time tokens: `/acl/token/onetime` writes and reads `OneTimeToken` (`kindSchema`),
 * and `POST /acl/token/onetime/exchange`, behind a `$ref`, trades one for an `ACLToken`.
 */
function oneTimeTokenDocument(version: string, kindSchema: string): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const record = (field: string) => ({ type: 'object', properties: { [field]: { type: 'string' } } });
  const exchange = { post: { ...jsonRequest(version, ref('OneTimeTokenExchangeRequest')), responses: { '200': jsonAnswer(version, 'the token', ref('ACLToken')) } } };
  const paths = {
    '/acl/token/{tokenAccessor}': { parameters: [parameterOf(version, 'tokenAccessor', 'path')], get: { responses: { '200': jsonAnswer(version, 'the token', ref('ACLToken')) } } },
    '/acl/token/onetime': { post: { responses: { '200': jsonAnswer(version, 'a one-time token', ref(kindSchema)) } } },
  };
  const schemas = { ACLToken: record('SecretID'), [kindSchema]: record('OneTimeSecretID'), OneTimeTokenExchangeRequest: record('OneTimeSecretID') };
  return withSchemas(version, withPathItemBehindRef(version, '/acl/token/onetime/exchange', 'exchange', exchange, paths), schemas);
}

const exchangeNested = [{ path: pathItemAt('3.0', 'exchange'), message: 'path "/acl/token/onetime/exchange" nests 2 levels (token > onetime > exchange), "onetime" straight under the collection "token" with no id between; nest one level at most: /collection/{id}/sub-collection' }];

/**
 * Nomad's `POST /job/{jobName}/periodic/force`, behind a `$ref`, with no path of its own for
 * `periodic`, beside `GET /job/{jobName}` answering `Job` with the fields `jobFields`.
 */
function periodicForceDocument(version: string, jobFields: Record<string, object>): Record<string, unknown> {
  const job = { type: 'object', properties: { ID: { type: 'string' }, ...jobFields } };
  const paths = { '/job/{jobName}': { parameters: [parameterOf(version, 'jobName', 'path')], get: { responses: { '200': jsonAnswer(version, 'the job', { $ref: `#/${schemaAt(version, 'Job').join('/')}` }) } } } };
  const force = { parameters: [parameterOf(version, 'jobName', 'path')], post: { responses: { '200': jsonAnswer(version, 'the evaluation', { type: 'object', properties: { EvalID: { type: 'string' } } }) } } };
  return withSchemas(version, withPathItemBehindRef(version, '/job/{jobName}/periodic/force', 'force', force, paths), { Job: job });
}

const periodicConfig = { type: 'object', properties: { Enabled: { type: 'boolean' }, Spec: { type: 'string' } } };
const forceNested = (version: string) => [{ path: pathItemAt(version, 'force'), message: /^path "\/job\/\{jobName\}\/periodic\/force" nests 2 levels \(job > periodic > force\)/ }];

testRule('path-nesting-depth', {
  valid: [
    {
      name: 'a name whose own path writes and reads a schema named for it and the collection is a kind of its items on the paths going on from it too: `POST /acl/token/onetime/exchange` beside `/acl/token/onetime` (`OneTimeToken`) (3.0, the action behind a $ref)',
      document: oneTimeTokenDocument('3.0', 'OneTimeToken'),
    },
    { name: 'the same in 2.0', document: oneTimeTokenDocument('2.0', 'OneTimeToken') },
    { name: 'the same in 3.1', document: oneTimeTokenDocument('3.1', 'OneTimeToken') },
    {
      name: 'a name with no path of its own, right after an item, only an action after it, that the item\'s GET answers as one object field, is that field: `POST /job/{jobName}/periodic/force` beside `Job.periodic` (3.0, behind a $ref)',
      document: periodicForceDocument('3.0', { Periodic: periodicConfig }),
    },
    { name: 'the same in 2.0', document: periodicForceDocument('2.0', { Periodic: periodicConfig }) },
    { name: 'the same in 3.1', document: periodicForceDocument('3.1', { Periodic: periodicConfig }) },
  ],
  invalid: [
    {
      name: 'where its own path answers a schema not named for it, the name is a level under the collection (3.0)',
      document: oneTimeTokenDocument('3.0', 'SecretToken'),
      errors: exchangeNested,
    },
    { name: 'the same in 2.0', document: oneTimeTokenDocument('2.0', 'SecretToken'), errors: [{ ...exchangeNested[0], path: pathItemAt('2.0', 'exchange') }] },
    { name: 'the same in 3.1', document: oneTimeTokenDocument('3.1', 'SecretToken'), errors: exchangeNested },
    {
      name: 'where the item\'s record holds no such field, the name is a level under the item (3.0)',
      document: periodicForceDocument('3.0', { Type: { type: 'string' } }),
      errors: forceNested('3.0'),
    },
    { name: 'where the field is a list, the same (2.0)', document: periodicForceDocument('2.0', { Periodic: { type: 'array', items: periodicConfig } }), errors: forceNested('2.0') },
    { name: 'the same in 3.1', document: periodicForceDocument('3.1', { Type: { type: 'string' } }), errors: forceNested('3.1') },
  ],
});

/**
 * MISP's `GET /servers/serverSettings` (behind a `$ref`), answering one object of the instance's
 * settings, beside `/servers/{serverId}`: a plural name ending the path that the operations there
 * use as one resource (`used-as-one`) is one thing, no sub-collection missing the servers' id;
 * answering a list of settings, it is one.
 */
const settingsRecord = { type: 'object', properties: { version: { type: 'string' }, workers: { type: 'object', properties: { cache: { type: 'integer' } } } } };
const serverSettingsDocument = (version: string, schema: object) => withPathItemBehindRef(version, '/servers/serverSettings', 'serverSettings', { get: { responses: { '200': jsonAnswer(version, 'the settings', schema) } } }, {
  '/servers/{serverId}': { get: { parameters: [parameterOf(version, 'serverId', 'path')], responses: { '200': jsonAnswer(version, 'a server', { type: 'object', properties: { url: { type: 'string' } } }) } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /servers/serverSettings\` answering one object is one thing under the collection (${version}, through a $ref)`, document: serverSettingsDocument(version, settingsRecord) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /servers/serverSettings\` answering a list of settings is a sub-collection missing the id (${version}, through a $ref)`,
    document: serverSettingsDocument(version, { type: 'array', items: settingsRecord }),
    errors: [{ path: pathItemAt(version, 'serverSettings'), message: 'path "/servers/serverSettings" puts "serverSettings" straight under the collection "servers"; a sub-collection sits under an id: /servers/{id}/serverSettings' }],
  })),
});

/**
 * E2B's `POST /admin/teams/{teamID}/sandboxes/kill` (behind a `$ref`): every summary leading with
 * the one-word name, a verb as often as a noun, then a word quantifying what it works on ("Kill all
 * sandboxes for a team"), makes the name the action run on the sandboxes, no level of its own;
 * "Kill switch" leaves it a level.
 */
const killDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/admin/teams/{teamID}/sandboxes/kill', 'kill', { post: { summary, ...ok } }, { '/admin/teams/{teamID}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Kill all sandboxes for a team" on \`POST …/sandboxes/kill\` (${version}, through a $ref)`, document: killDocument(version, 'Kill all sandboxes for a team') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"Kill switch" on it (${version}, through a $ref)`,
    document: killDocument(version, 'Kill switch'),
    errors: [{ path: pathItemAt(version, 'kill'), message: 'path "/admin/teams/{teamID}/sandboxes/kill" nests 2 levels (teams > sandboxes > kill); nest one level at most: /collection/{id}/sub-collection' }],
  })),
});

/**
 * Komga's `POST /readlists/match/comicrack` (behind a `$ref`) beside `/readlists/{id}`: every
 * operation named for `match`, a noun as often as a verb, and then the names after it
 * (`matchComicRackList`) makes `match` the action run on the read lists, no level
 * (`verb-led-action`); named `uploadComicRackList`, `match` is a level with no id before it.
 * Livepeer's `POST /asset/upload/url` beside `/asset/{assetId}`: named for `upload` and then the
 * collection before it (`uploadAsset`), `upload` is the action run on the assets, `url` saying
 * how; named `uploadFile`, `upload` is a level.
 */
const namedActions = [
  { collection: 'readlists', action: 'match', rest: 'comicrack', named: 'matchComicRackList', otherwise: 'uploadComicRackList' },
  { collection: 'asset', action: 'upload', rest: 'url', named: 'uploadAsset', otherwise: 'uploadFile' },
];
const namedActionDocument = (version: string, { collection, action, rest }: typeof namedActions[number], operationId: string) => withPathItemBehindRef(version, `/${collection}/${action}/${rest}`, 'action', { post: { operationId, ...ok } }, {
  [`/${collection}/{id}`]: { get: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => namedActions.map((namedAction) => ({ name: `\`${namedAction.named}\` on \`POST /${namedAction.collection}/${namedAction.action}/${namedAction.rest}\` (${version}, through a $ref)`, document: namedActionDocument(version, namedAction, namedAction.named) }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => namedActions.map((namedAction) => ({
    name: `\`${namedAction.otherwise}\` on \`POST /${namedAction.collection}/${namedAction.action}/${namedAction.rest}\` (${version}, through a $ref)`,
    document: namedActionDocument(version, namedAction, namedAction.otherwise),
    errors: [{ path: pathItemAt(version, 'action'), message: `path "/${namedAction.collection}/${namedAction.action}/${namedAction.rest}" nests 2 levels (${namedAction.collection} > ${namedAction.action} > ${namedAction.rest}), "${namedAction.action}" straight under the collection "${namedAction.collection}" with no id between; nest one level at most: /collection/{id}/sub-collection` }],
  }))),
});

/**
 * E2B's `GET /teams/{teamID}/metrics/max` (behind a `$ref`) answering one `MaxTeamMetric` beside
 * `GET /teams/{teamID}/metrics` listing `TeamMetric`: a schema named as the name and the listed
 * items' schema is a measure of those items, a view, no level (`measures-listed-items`); answering
 * a `TeamLimit`, `max` is a level.
 */
const metricSchemas = {
  TeamMetric: { type: 'object', properties: { timestamp: { type: 'string' }, concurrentSandboxes: { type: 'integer' } } },
  MaxTeamMetric: { type: 'object', properties: { timestamp: { type: 'string' }, value: { type: 'number' } } },
  TeamLimit: { type: 'object', properties: { value: { type: 'number' }, unit: { type: 'string' }, team: { type: 'string' } } },
};
const maxDocument = (version: string, answered: string) => withSchemas(version, withPathItemBehindRef(version, '/teams/{teamID}/metrics/max', 'max', { get: { responses: { '200': referencedAnswer(version, answered, 'the maximum') } } }, {
  '/teams/{teamID}/metrics': { get: { responses: { '200': jsonAnswer(version, 'the metrics', { type: 'array', items: { $ref: `#/${schemaAt(version, 'TeamMetric').join('/')}` } }) } } },
}), metricSchemas);
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET …/metrics/max\` answering \`MaxTeamMetric\` beside \`…/metrics\` listing \`TeamMetric\` (${version}, through a $ref)`, document: maxDocument(version, 'MaxTeamMetric') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering \`TeamLimit\` (${version}, through a $ref)`,
    document: maxDocument(version, 'TeamLimit'),
    errors: [{ path: pathItemAt(version, 'max'), message: 'path "/teams/{teamID}/metrics/max" nests 2 levels (teams > metrics > max); nest one level at most: /collection/{id}/sub-collection' }],
  })),
});

/**
 * Dawarich's `GET /api/v1/tags/privacy_zones` (behind a `$ref`), listing records named for tags
 * with no id of their own (`{tag_id, tag_name, radius_meters}`): the tags it picks, a view, no
 * sub-collection (`lists-items-named-for-name-before`); records keeping an `id` of their own beside
 * `tag_id` belong to a tag, a sub-collection missing its id.
 */
const zonesDocument = (version: string, item: Record<string, object>) => withPathItemBehindRef(version, '/api/v1/tags/privacy_zones', 'zones', {
  get: { responses: { '200': jsonAnswer(version, 'privacy zones found', { type: 'array', items: { type: 'object', properties: item } }) } },
});
const zoneFields = { tag_id: { type: 'integer' }, tag_name: { type: 'string' }, radius_meters: { type: 'integer' } };
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /api/v1/tags/privacy_zones\` listing \`{tag_id, tag_name, radius_meters}\` (${version}, through a $ref)`, document: zonesDocument(version, zoneFields) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing records with an \`id\` of their own beside \`tag_id\` (${version}, through a $ref)`,
    document: zonesDocument(version, { id: { type: 'integer' }, ...zoneFields }),
    errors: [{ path: pathItemAt(version, 'zones'), message: 'path "/api/v1/tags/privacy_zones" puts "privacy_zones" straight under the collection "tags"; a sub-collection sits under an id: /api/v1/tags/{id}/privacy_zones' }],
  })),
});

/**
 * Komga's `GET /api/v1/books/duplicates` (behind a `$ref`) answering `PageBookDto`, its `content`
 * a list of `BookDto`, as `GET /api/v1/books` does: the books the name picks, a view of the
 * collection, no sub-collection (`lists-collection-items`). A page every list shares listing items
 * of no kind named for the books (`Page` of `Entry`), or items the name's own singular names
 * (`BookDuplicate`), leave `duplicates` a sub-collection missing its id.
 */
const bookRecord = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } };
const pageOf = (version: string, item: string) => ({ type: 'object', properties: { content: { type: 'array', items: { $ref: `#/${schemaAt(version, item).join('/')}` } }, totalElements: { type: 'integer' } } });
const duplicatesDocument = (version: string, page: string, item: string) => withSchemas(version, withPathItemBehindRef(version, '/api/v1/books/duplicates', 'duplicates', {
  get: { responses: { '200': referencedAnswer(version, page, 'the duplicate books') } },
}, {
  '/api/v1/books': { get: { responses: { '200': referencedAnswer(version, page, 'the books') } } },
  '/api/v1/books/{bookId}': { get: ok },
}), { [page]: pageOf(version, item), [item]: bookRecord });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /api/v1/books/duplicates\` answering \`PageBookDto\` of \`BookDto\` as \`GET /api/v1/books\` does (${version}, through a $ref)`, document: duplicatesDocument(version, 'PageBookDto', 'BookDto') })),
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `a \`Page\` of \`Entry\` every list shares (${version}, through a $ref)`,
      document: duplicatesDocument(version, 'Page', 'Entry'),
      errors: [{ path: pathItemAt(version, 'duplicates'), message: 'path "/api/v1/books/duplicates" puts "duplicates" straight under the collection "books"; a sub-collection sits under an id: /api/v1/books/{id}/duplicates' }],
    })),
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `items named \`BookDuplicate\` (${version}, through a $ref)`,
      document: duplicatesDocument(version, 'PageBookDuplicate', 'BookDuplicate'),
      errors: [{ path: pathItemAt(version, 'duplicates'), message: 'path "/api/v1/books/duplicates" puts "duplicates" straight under the collection "books"; a sub-collection sits under an id: /api/v1/books/{id}/duplicates' }],
    })),
  ],
});

/**
 * Skyvern's `GET /v1/runs/{workflow_run_id}/tags/history` (behind a `$ref`) answering
 * `{workflow_run_id, events: [TagHistoryItem]}`, every field of the `TagResponse` that `GET
 * …/tags` lists and more, its schema named for the tags and the history: the run's tags read in
 * more detail, a view, no level (`lists-items-in-detail`). Listing `Event` records of their own,
 * `history` is a level.
 */
const tagFields = { key: { type: 'string' }, value: { type: 'string' }, source: { type: 'string' }, set_at: { type: 'string' } };
const historyDocument = (version: string, item: string) => withSchemas(version, withPathItemBehindRef(version, '/v1/runs/{workflow_run_id}/tags/history', 'history', {
  parameters: [parameterOf(version, 'workflow_run_id', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the tag events', { type: 'object', properties: { workflow_run_id: { type: 'string' }, events: { type: 'array', items: { $ref: `#/${schemaAt(version, item).join('/')}` } } } }) } },
}, {
  '/v1/runs/{workflow_run_id}': { parameters: [parameterOf(version, 'workflow_run_id', 'path')], get: ok },
  '/v1/runs/{workflow_run_id}/tags': { parameters: [parameterOf(version, 'workflow_run_id', 'path')], get: { responses: { '200': jsonAnswer(version, 'the tags', { type: 'object', properties: { workflow_run_id: { type: 'string' }, tags: { type: 'array', items: { $ref: `#/${schemaAt(version, 'TagResponse').join('/')}` } } } }) } } },
  '/v1/runs/{workflow_run_id}/tags/{key}': { parameters: [parameterOf(version, 'workflow_run_id', 'path'), parameterOf(version, 'key', 'path')], delete: ok },
}), {
  TagResponse: { type: 'object', properties: tagFields },
  TagHistoryItem: { type: 'object', properties: { tag_event_id: { type: 'string' }, ...tagFields, event_type: { type: 'string' }, superseded_at: { type: 'string' } } },
  Event: { type: 'object', properties: { id: { type: 'string' }, kind: { type: 'string' } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET …/tags/history\` listing \`TagHistoryItem\` beside \`GET …/tags\` listing \`TagResponse\` (${version}, through a $ref)`, document: historyDocument(version, 'TagHistoryItem') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing \`Event\` records of their own (${version}, through a $ref)`,
    document: historyDocument(version, 'Event'),
    errors: [{ path: pathItemAt(version, 'history'), message: /^path "\/v1\/runs\/\{workflow_run_id\}\/tags\/history" nests 2 levels/ }],
  })),
});

/**
 * Komga's `GET /api/v2/authors/names` (behind a `$ref`) answering `PageString`, its `content` a list
 * of strings, beside `GET /api/v2/authors` listing `AuthorDto` of `{name, role}`: the authors' names
 * alone, one field of the collection's items, a view, no sub-collection (`lists-field-of-items`).
 * Strings no field of the authors is named for (`aliases`), or records of their own, leave the name
 * a sub-collection missing its id.
 */
const authorsDocument = (version: string, name: string, listed: object) => withSchemas(version, withPathItemBehindRef(version, `/api/v2/authors/${name}`, 'listed', {
  get: { responses: { '200': jsonAnswer(version, 'the listed values', { type: 'object', properties: { content: { type: 'array', items: listed }, totalElements: { type: 'integer' } } }) } },
}, {
  '/api/v2/authors': { get: { responses: { '200': jsonAnswer(version, 'the authors', { type: 'object', properties: { content: { type: 'array', items: { $ref: `#/${schemaAt(version, 'AuthorDto').join('/')}` } }, totalElements: { type: 'integer' } } }) } } },
}), { AuthorDto: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string' } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /api/v2/authors/names\` listing strings beside \`AuthorDto\` of \`{name, role}\` (${version}, through a $ref)`, document: authorsDocument(version, 'names', { type: 'string' }) })),
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `\`GET /api/v2/authors/aliases\` listing strings no field of the authors is named for (${version}, through a $ref)`,
      document: authorsDocument(version, 'aliases', { type: 'string' }),
      errors: [{ path: pathItemAt(version, 'listed'), message: 'path "/api/v2/authors/aliases" puts "aliases" straight under the collection "authors"; a sub-collection sits under an id: /api/v2/authors/{id}/aliases' }],
    })),
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `\`GET /api/v2/authors/names\` listing records of their own (${version}, through a $ref)`,
      document: authorsDocument(version, 'names', { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } }),
      errors: [{ path: pathItemAt(version, 'listed'), message: 'path "/api/v2/authors/names" puts "names" straight under the collection "authors"; a sub-collection sits under an id: /api/v2/authors/{id}/names' }],
    })),
  ],
});

/**
 * Prowlarr's `POST /api/v1/applications/action/{name}` (behind a `$ref`): `{name}` after `action`
 * chooses the provider action run on the application the body sends, no item (`action-parameter`),
 * so no level is counted. Under the plural `actions`, or read by GET, `{name}` is an item of a
 * sub-collection missing its id.
 */
const providerActionDocument = (version: string, name: string, methods: Record<string, object>) => withPathItemBehindRef(version, `/api/v1/applications/${name}/{name}`, 'chosen', { parameters: [parameterOf(version, 'name', 'path')], ...methods }, {
  '/api/v1/applications': { get: ok, post: ok },
  '/api/v1/applications/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: ok, delete: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /api/v1/applications/action/{name}\`, the action chosen by name (${version}, through a $ref)`, document: providerActionDocument(version, 'action', { post: ok }) })),
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `\`POST /api/v1/applications/actions/{name}\`, an item of a plural (${version}, through a $ref)`,
      document: providerActionDocument(version, 'actions', { post: ok }),
      errors: [{ path: pathItemAt(version, 'chosen'), message: 'path "/api/v1/applications/actions/{name}" puts "actions" straight under the collection "applications"; a sub-collection sits under an id: /api/v1/applications/{id}/actions/{name}' }],
    })),
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `\`/api/v1/applications/action/{name}\` read by GET (${version}, through a $ref)`,
      document: providerActionDocument(version, 'action', { get: ok }),
      errors: [{ path: pathItemAt(version, 'chosen'), message: 'path "/api/v1/applications/action/{name}" puts "action" straight under the collection "applications"; a sub-collection sits under an id: /api/v1/applications/{id}/action/{name}' }],
    })),
  ],
});

/**
 * Spree's `/customers/me/addresses/{id}` (behind a `$ref`) where no path gives a customer an id:
 * `GET /customers/me` answers `Customer`, the record `POST /customers` makes and answers as `user`
 * beside the caller's token, so `me` stands for one customer (`answers-what-collection-makes`) and
 * the path nests as `/customers/{id}/addresses/{id}`. A POST answering only a token, or accepting
 * the work for later (202), makes no customer `me` could be.
 */
const customerRecord = { type: 'object', properties: { email: { type: 'string' }, first_name: { type: 'string' } } };
const customersDocument = (version: string, madeStatus: string, made: string, meAnswer = 'Customer') => withSchemas(version, withPathItemBehindRef(version, '/customers/me/addresses/{id}', 'address', { parameters: [parameterOf(version, 'id', 'path')], get: ok, delete: ok }, {
  '/customers': { post: { responses: { [madeStatus]: referencedAnswer(version, made, 'signed up') } } },
  '/customers/me': { get: { responses: { '200': referencedAnswer(version, meAnswer, 'the signed-in customer') } } },
  '/customers/me/addresses': { get: ok, post: ok },
}), {
  Customer: customerRecord,
  AuthResponse: { type: 'object', properties: { token: { type: 'string' }, user: { $ref: `#/${schemaAt(version, 'Customer').join('/')}` } } },
  Token: { type: 'object', properties: { token: { type: 'string' }, expires_in: { type: 'integer' } } },
  CustomerResponse: { type: 'object', properties: { customer: { $ref: `#/${schemaAt(version, 'Customer').join('/')}` } } },
});
const meStraightUnderCustomers = (version: string) => [
  { path: ['paths', '/customers/me/addresses'], message: /^path "\/customers\/me\/addresses" nests 2 levels \(customers > me > addresses\), "me" straight under the collection "customers"/ },
  { path: pathItemAt(version, 'address'), message: /^path "\/customers\/me\/addresses\/\{id\}" nests 2 levels \(customers > me > addresses\), "me" straight under the collection "customers"/ },
];
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`GET /customers/me\` answering the \`Customer\` that \`POST /customers\` makes and answers beside a token (${version}, through a $ref)`, document: customersDocument(version, '201', 'AuthResponse') },
    { name: `\`GET /customers/me\` answering the \`Customer\` that \`POST /customers\` answers as made, alone (${version}, through a $ref)`, document: customersDocument(version, '200', 'Customer') },
    // Medusa's `{customer}`, answered by both: the one record each wraps.
    { name: `\`GET /customers/me\` and \`POST /customers\` both answering \`{customer}\` (${version}, through a $ref)`, document: customersDocument(version, '200', 'CustomerResponse', 'CustomerResponse') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /customers\` answering only a token makes no customer \`me\` could be (${version}, through a $ref)`, document: customersDocument(version, '201', 'Token'), errors: meStraightUnderCustomers(version) },
    { name: `\`POST /customers\` accepting the work for later (202) makes no customer yet (${version}, through a $ref)`, document: customersDocument(version, '202', 'AuthResponse'), errors: meStraightUnderCustomers(version) },
    { name: `\`GET /customers/me\` answering \`{customer}\` where \`POST /customers\` answers only a token (${version}, through a $ref)`, document: customersDocument(version, '201', 'Token', 'CustomerResponse'), errors: meStraightUnderCustomers(version) },
  ]),
});

/**
 * Kubeflow Pipelines' `GET /pipelines/names/{name}` answering the `Pipeline` that `GET
 * /pipelines/{pipeline_id}` answers: `names`, the plural of a key a lookup finds by
 * (`lookup-keys`), finds the collection's item by its name (`answers-as-item`), no sub-collection.
 * Answering something else, or under a plural no lookup finds by (`versions`), it is one.
 */
const pipeline = { type: 'object', properties: { pipeline_id: { type: 'string' }, display_name: { type: 'string' } } };
const pipelinesByName = (name: string, answer: string) => answeringDocuments({ '/pipelines/{pipeline_id}': { ref: 'Pipeline' }, [`/pipelines/${name}/{${name.replace(/s$/, '')}}`]: { ref: answer } }, { Pipeline: pipeline, Summary: summary });
testRule('path-nesting-depth', {
  valid: pipelinesByName('names', 'Pipeline').map(({ version, document }) => ({ name: `\`GET /pipelines/names/{name}\` answering the pipeline finds it by its name (${version})`, document })),
  invalid: [
    ...pipelinesByName('names', 'Summary').map(({ version, document }) => ({
      name: `\`GET /pipelines/names/{name}\` answering something else than a pipeline (${version})`,
      document,
      errors: [{ path: ['paths', '/pipelines/names/{name}'], message: 'path "/pipelines/names/{name}" puts "names" straight under the collection "pipelines"; a sub-collection sits under an id: /pipelines/{id}/names/{name}' }],
    })),
    ...pipelinesByName('versions', 'Pipeline').map(({ version, document }) => ({
      name: `\`GET /pipelines/versions/{version}\`, a plural no lookup finds by (${version})`,
      document,
      errors: [{ path: ['paths', '/pipelines/versions/{version}'], message: 'path "/pipelines/versions/{version}" puts "versions" straight under the collection "pipelines"; a sub-collection sits under an id: /pipelines/{id}/versions/{version}' }],
    })),
  ],
});

/**
 * Robotoff's `GET /insights/detail/{insight_id}` (behind a `$ref`) answering `InsightSearchResult`,
 * the record `GET /insights` lists as `insights`, where nothing reads `/insights/{insight_id}`:
 * the item, read by its id under a qualifier (`answers-listed-item`). Answering a record of its
 * own, `detail` is a sub-collection missing the insight's id.
 */
const insightRecord = { type: 'object', properties: { id: { type: 'string' }, barcode: { type: 'string' }, type: { type: 'string' } } };
const insightDetail = { type: 'object', properties: { field: { type: 'string' }, score: { type: 'number' } } };
const insightsDocument = (version: string, answered: string) => withSchemas(version, withPathItemBehindRef(version, '/insights/detail/{insight_id}', 'detail', {
  parameters: [parameterOf(version, 'insight_id', 'path')],
  get: { responses: { '200': referencedAnswer(version, answered, 'the insight') } },
}, {
  '/insights': { get: { responses: { '200': jsonAnswer(version, 'the insights', { type: 'object', properties: { count: { type: 'integer' }, insights: { type: 'array', items: { $ref: `#/${schemaAt(version, 'InsightSearchResult').join('/')}` } } } }) } } },
}), { InsightSearchResult: insightRecord, InsightDetail: insightDetail });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /insights/detail/{insight_id}\` answering the record \`GET /insights\` lists (${version}, through a $ref)`, document: insightsDocument(version, 'InsightSearchResult') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /insights/detail/{insight_id}\` answering a record of its own (${version}, through a $ref)`,
    document: insightsDocument(version, 'InsightDetail'),
    errors: [{ path: pathItemAt(version, 'detail'), message: 'path "/insights/detail/{insight_id}" puts "detail" straight under the collection "insights"; a sub-collection sits under an id: /insights/{insight_id}/detail' }],
  })),
});

/**
 * A `POST /v1/messages/count_tokens` (behind a `$ref`) whose summary leads with the name's words in
 * order, the first a verb as often as a noun ("Count tokens in a Message"): the verb phrase, an
 * action run on the messages, no level of its own (`summary-leads-with-verb`), a preposition after
 * the name's words saying what they work on. "Token counts of a message", or the words as a title
 * ("Count Tokens Report"), leave it a sub-collection placed where an id belongs.
 */
const countTokensDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/v1/messages/count_tokens', 'count', { post: { summary, ...jsonRequest(version, { type: 'object', properties: { model: { type: 'string' } } }), responses: { '200': jsonAnswer(version, 'the count', { type: 'object', properties: { input_tokens: { type: 'integer' } } }) } } }, { '/v1/messages': { post: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Count tokens in a Message" on \`POST /v1/messages/count_tokens\` (${version}, through a $ref)`, document: countTokensDocument(version, 'Count tokens in a Message') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['Token counts of a message', 'Count Tokens Report'].map((summary) => ({
    name: `"${summary}" on it (${version}, through a $ref)`,
    document: countTokensDocument(version, summary),
    errors: [{ path: pathItemAt(version, 'count'), message: 'path "/v1/messages/count_tokens" puts "count_tokens" straight under the collection "messages"; a sub-collection sits under an id: /v1/messages/{id}/count_tokens' }],
  }))),
});

/**
 * ApiClarity's `/apiInventory/{apiId}/specs/providedSpec` (behind a `$ref`), PUT and DELETE, beside
 * `GET /apiInventory/{apiId}/specs` answering `{providedSpec, reconstructedSpec}`: a field of the
 * one record the name before it answers, no level of its own (`field-of-record-before`). Where that
 * record holds no such field, or holds it as a list, it is a level.
 */
const specsDocument = (version: string, field: object) => withPathItemBehindRef(version, '/apiInventory/{apiId}/specs/providedSpec', 'spec', {
  parameters: [parameterOf(version, 'apiId', 'path')], put: ok, delete: ok,
}, {
  '/apiInventory/{apiId}/specs': { parameters: [parameterOf(version, 'apiId', 'path')], get: { responses: { '200': jsonAnswer(version, 'the specs', { type: 'object', properties: { ...field, reconstructedSpec: { type: 'object', properties: { spec: { type: 'string' } } } } }) } } },
  '/apiInventory/{apiId}': { parameters: [parameterOf(version, 'apiId', 'path')], get: ok },
});
const specsMessage = 'path "/apiInventory/{apiId}/specs/providedSpec" nests 2 levels (apiInventory > specs > providedSpec); nest one level at most: /collection/{id}/sub-collection';
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`providedSpec\`, a field of what \`GET …/specs\` answers (${version}, through a $ref)`, document: specsDocument(version, { providedSpec: { type: 'object', properties: { spec: { type: 'string' } } } }) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `no such field in what \`GET …/specs\` answers (${version}, through a $ref)`, document: specsDocument(version, {}), errors: [{ path: pathItemAt(version, 'spec'), message: specsMessage }] },
    { name: `the field a list (${version}, through a $ref)`, document: specsDocument(version, { providedSpec: { type: 'array', items: { type: 'object' } } }), errors: [{ path: pathItemAt(version, 'spec'), message: specsMessage }] },
  ]),
});

/**
 * Sefaria's `GET /sheets/bulk/{sheet_id_list}` (behind a `$ref`): a batch word right under the
 * collection before ids of its items reads them together (`batch-words`), no sub-collection an id
 * should come before; `/sheets/pending/{sheet_id}`, no batch word, is judged where its id stands.
 */
const sheetsBulkDocument = (version: string, name: string, parameter: string) => withPathItemBehindRef(version, `/sheets/${name}/{${parameter}}`, 'bulk', { get: { parameters: [parameterOf(version, parameter, 'path')], responses: { '200': { description: 'the sheets' } } } }, { '/sheets': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/sheets/bulk/{sheet_id_list}\` reads many sheets at once (${version}, through a $ref)`, document: sheetsBulkDocument(version, 'bulk', 'sheet_id_list') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/sheets/pending/{sheet_id}\` is judged (${version}, through a $ref)`,
    document: sheetsBulkDocument(version, 'pending', 'sheet_id'),
    errors: [{ path: pathItemAt(version, 'bulk'), message: /^path "\/sheets\/pending\/\{sheet_id\}" puts "pending" straight under the collection "sheets"/ }],
  })),
});

/**
 * Mayastor's `PUT /nodes/{id}/label/{key}={value}` (behind a `$ref`): parameters joined in one
 * segment name one item of the collection before them, as `DELETE /nodes/{id}/label/{key}` beside
 * it does, no level of their own; a sub-collection under that item is one level too many.
 */
const labelDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'label', { put: { parameters: [parameterOf(version, 'key', 'path'), parameterOf(version, 'value', 'path')], ...ok } }, { '/nodes/{id}/label/{key}': { delete: ok }, '/nodes/{id}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['/nodes/{id}/label/{key}={value}', '/nodes/{id}/label/{latitude},{longitude}'].map((pathKey) => ({ name: `\`${pathKey}\` is one label of the node (${version}, through a $ref)`, document: labelDocument(version, pathKey) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/nodes/{id}/label/{key}={value}/history\` nests under the label (${version}, through a $ref)`,
    document: labelDocument(version, '/nodes/{id}/label/{key}={value}/history'),
    errors: [{ path: pathItemAt(version, 'label'), message: /^path "\/nodes\/\{id\}\/label\/\{key\}=\{value\}\/history" nests 2 levels \(nodes > label > history\)/ }],
  })),
});

/**
 * Bottlerocket's `GET /report/cis` (behind a `$ref`), "Get CIS benchmark report": the document
 * writes `CIS` in capitals among words in small letters, an acronym whose S is no plural ending, so
 * `cis` is one report, no sub-collection `report` owes an id; a summary all in capitals shows no
 * acronym, and `cis` reads as a plural again.
 */
const reportSchema = { type: 'object', properties: { name: { type: 'string' }, level: { type: 'integer' }, content: { type: 'string' } } };
const cisDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/report/cis', 'cis', { get: { summary, responses: { '200': jsonAnswer(version, 'the report', reportSchema) } } }, { '/report': { get: { responses: { '200': jsonAnswer(version, 'the reports', { type: 'array', items: reportSchema }) } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/report/cis\` is the CIS report (${version}, through a $ref)`, document: cisDocument(version, 'Get CIS benchmark report') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `"GET CIS BENCHMARK REPORT" shows no acronym (${version}, through a $ref)`,
    document: cisDocument(version, 'GET CIS BENCHMARK REPORT'),
    errors: [{ path: pathItemAt(version, 'cis'), message: /^path "\/report\/cis" puts "cis" straight under the collection "report"/ }],
  })),
});

/**
 * Typebot's `GET /typebots/{typebotId}/analytics/inDepthData` (behind a `$ref`): a name only read
 * under a report no id follows (`report-nouns`: `analytics`) is one of its figures, as
 * `…/analytics/stats` is, no collection of its own; under `analyses`, no report word, it is judged.
 */
const analyticsDocument = (version: string, report: string) => withPathItemBehindRef(version, `/typebots/{typebotId}/${report}/inDepthData`, 'inDepthData', { get: { responses: { '200': jsonAnswer(version, 'the figures', { type: 'object', properties: { totalAnswers: { type: 'integer' }, offDefaultPathVisitedEdges: { type: 'array', items: { type: 'object' } } } }) } } }, { '/typebots/{typebotId}': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`…/analytics/inDepthData\` is a figure of the bot's analytics (${version}, through a $ref)`, document: analyticsDocument(version, 'analytics') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/analyses/inDepthData\` is judged (${version}, through a $ref)`,
    document: analyticsDocument(version, 'analyses'),
    errors: [{ path: pathItemAt(version, 'inDepthData'), message: /^path "\/typebots\/\{typebotId\}\/analyses\/inDepthData" nests 2 levels/ }],
  })),
});

/**
 * Midaz's `HEAD /organizations/metrics/count` and `HEAD /organizations/{organization_id}/ledgers/metrics/count`
 * (behind a `$ref`), the number of organizations or ledgers in a header: a report on the collection
 * (`report-nouns`: `metrics`) and its one measure, only retrieved (HEAD as GET), are a figure of its
 * items, no level. POSTed to, `count` is judged; so is `…/measures/count`, no report word.
 */
const countDocument = (version: string, pathKey: string, method: string) => withPathItemBehindRef(version, pathKey, 'count', { [method]: { responses: { '204': { description: 'the number in X-Total-Count' } } } }, {
  '/organizations/{organization_id}': { get: ok },
  '/organizations/{organization_id}/ledgers/{ledger_id}': { get: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`HEAD /organizations/metrics/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/metrics/count', 'head') },
    { name: `\`GET /organizations/{organization_id}/ledgers/metrics/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/{organization_id}/ledgers/metrics/count', 'get') },
    { name: `\`HEAD /organizations/{organization_id}/ledgers/metrics/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/{organization_id}/ledgers/metrics/count', 'head') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /organizations/metrics/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/metrics/count', 'post'), errors: [{ path: pathItemAt(version, 'count'), message: /^path "\/organizations\/metrics\/count" / }] },
    { name: `\`HEAD /organizations/measures/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/measures/count', 'head'), errors: [{ path: pathItemAt(version, 'count'), message: /^path "\/organizations\/measures\/count" / }] },
    { name: `\`HEAD /organizations/{organization_id}/ledgers/measures/count\` (${version}, through a $ref)`, document: countDocument(version, '/organizations/{organization_id}/ledgers/measures/count', 'head'), errors: [{ path: pathItemAt(version, 'count'), message: /^path "\/organizations\/\{organization_id\}\/ledgers\/measures\/count" nests 3 levels/ }] },
  ]),
});

/**
 * Amoro's `GET /catalogs/{catalogName}/delete/check` (behind a `$ref`), whether the catalog may be
 * deleted: `delete` names an HTTP method the name after it is about (`http-method-name`), no level.
 */
const deleteCheckDocument = (version: string, name: string) => withPathItemBehindRef(version, `/catalogs/{catalogName}/${name}/check`, 'check', {
  parameters: [parameterOf(version, 'catalogName', 'path')],
  get: { responses: { '200': { description: 'whether it may be deleted' } } },
}, { '/catalogs/{catalogName}': { parameters: [parameterOf(version, 'catalogName', 'path')], get: { responses: { '200': { description: 'the catalog' } } }, delete: { responses: { '204': { description: 'deleted' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the name of an HTTP method before another name is no level: \`GET /catalogs/{catalogName}/delete/check\` (${version}, through a $ref)`,
    document: deleteCheckDocument(version, 'delete'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun there is a level: \`GET /catalogs/{catalogName}/deletion/check\` nests two (${version}, through a $ref)`,
    document: deleteCheckDocument(version, 'deletion'),
    errors: [{ path: pathItemAt(version, 'check'), message: /nests 2 levels \(catalogs > deletion > check\)/ }],
  })),
});

/**
 * FlexMeasures' `POST /assets/keep_legends_below_graphs` (behind a `$ref`), sending
 * `{keep_legends_below_graphs: true}`, beside `/assets/{id}`: the path sets that one value, a
 * setting, no sub-collection missing an id (`sets-field-named-so`).
 */
const settingDocument = (version: string, field: string) => withPathItemBehindRef(version, '/assets/keep_legends_below_graphs', 'setting', {
  post: { ...jsonRequest(version, { type: 'object', required: [field], properties: { [field]: { type: 'boolean' } } }), responses: { '200': { description: 'updated' } } },
}, { '/assets/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': { description: 'the asset' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name its only write sends as one plain value is a setting: \`POST /assets/keep_legends_below_graphs\` (${version}, through a $ref)`,
    document: settingDocument(version, 'keep_legends_below_graphs'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `sending another field, the plural is a sub-collection without its id (${version}, through a $ref)`,
    document: settingDocument(version, 'legend_position'),
    errors: [{ path: pathItemAt(version, 'setting'), message: /puts "keep_legends_below_graphs" straight under the collection "assets"/ }],
  })),
});

/**
 * Eventuras' `GET /registrations/me/{eventId}` (behind a `$ref`), answering the `Registration` that
 * `GET /registrations/{id}` and `GET /registrations/me` answer: the caller's registration for an
 * event, one of the registrations by another key, no level (`answers-as-items-of`).
 */
const myRegistrationDocument = (version: string, answered: string) => withSchemas(version, withPathItemBehindRef(version, '/registrations/me/{eventId}', 'mine', {
  parameters: [parameterOf(version, 'eventId', 'path')],
  get: { responses: { '200': referencedAnswer(version, answered, 'the registration') } },
}, {
  '/registrations/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': referencedAnswer(version, 'Registration', 'the registration') } } },
  '/registrations/me': { get: { responses: { '200': referencedAnswer(version, answered, 'mine') } } },
}), {
  Registration: { type: 'object', properties: { registrationId: { type: 'integer' }, eventId: { type: 'integer' }, userId: { type: 'string' }, status: { type: 'string' } } },
  Event: { type: 'object', properties: { eventId: { type: 'integer' }, title: { type: 'string' }, startsAt: { type: 'string' } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name answering what the collection's items answer, its id after it, says which item: \`GET /registrations/me/{eventId}\` (${version}, through a $ref)`,
    document: myRegistrationDocument(version, 'Registration'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `answering something else, it is a level straight under the collection (${version}, through a $ref)`,
    document: myRegistrationDocument(version, 'Event'),
    errors: [{ path: pathItemAt(version, 'mine'), message: /puts "me" straight under the collection "registrations"/ }],
  })),
});

/**
 * The D&D 5e SRD API's `GET /api/2014/classes/{index}/subclasses` (behind a `$ref`) beside
 * `/api/2014/{endpoint}`: a year right after a name saying the API versions it (by the SRD's
 * release year), no collection, so the path nests one level; after another name the year stays a
 * name an id follows.
 */
const srdDocument = (version: string, prefix: string, index = true) => withPathItemBehindRef(version, `/${prefix}/2014/classes/{index}/subclasses`, 'subclasses', { parameters: [parameterOf(version, 'index', 'path')], get: ok }, {
  ...(index ? { [`/${prefix}/2014/{endpoint}`]: { parameters: [parameterOf(version, 'endpoint', 'path')], get: ok } } : {}),
  [`/${prefix}/2014/classes/{index}`]: { parameters: [parameterOf(version, 'index', 'path')], get: ok },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/api/2014/classes/{index}/subclasses\` with no index of the API beside it (${version}, through a $ref)`, document: srdDocument(version, 'api', false) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/api/2014/classes/{index}/subclasses\` nests one level; \`{endpoint}\` right after the version follows no collection (${version}, through a $ref)`,
      document: srdDocument(version, 'api'),
      errors: [{ path: ['paths', '/api/2014/{endpoint}'], message: /^path "\/api\/2014\/\{endpoint\}" has a path parameter that does not follow a collection/ }],
    },
    {
      name: `\`/stats/2014/classes/{index}/subclasses\`: the year is a name an id follows (${version}, through a $ref)`,
      document: srdDocument(version, 'stats'),
      errors: [
        { path: pathItemAt(version, 'subclasses'), message: /^path "\/stats\/2014\/classes\/\{index\}\/subclasses" nests 2 levels/ },
        { path: ['paths', '/stats/2014/classes/{index}'], message: /puts "classes" straight under the collection "2014"/ },
      ],
    },
  ]),
});

/**
 * PowerDNS' `/servers/{server_id}/views/{view}` (behind a `$ref`; GET lists the view's zones, POST
 * adds one) beside `…/views/{view}/{id}` (DELETE removes one): `{view}` is named after `views`, one
 * of its items, though a parameter follows it elsewhere, so
 * the path nests one level and only the other, with `{id}` after no name, is reported. `{name}`
 * there, named after nothing before it, chooses a collection, whose item `{id}` is: the path with
 * `{name}` last addresses no item.
 */
const viewsDocument = (version: string, parameter: string, idAfter = true) => withPathItemBehindRef(version, `/servers/{server_id}/views/{${parameter}}`, 'view', {
  parameters: [parameterOf(version, 'server_id', 'path'), parameterOf(version, parameter, 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the zones of the view', { type: 'object', properties: { zones: { type: 'array', items: { type: 'string' } } } }) } },
  post: { ...jsonRequest(version, { type: 'object', properties: { name: { type: 'string' } } }), responses: { '204': { description: 'added' } } },
}, {
  '/servers/{server_id}/views': { get: { parameters: [parameterOf(version, 'server_id', 'path')], responses: { '200': jsonAnswer(version, 'the views', { type: 'object', properties: { views: { type: 'array', items: { type: 'string' } } } }) } } },
  ...(idAfter ? { [`/servers/{server_id}/views/{${parameter}}/{id}`]: { delete: { parameters: [parameterOf(version, 'server_id', 'path'), parameterOf(version, parameter, 'path'), parameterOf(version, 'id', 'path')], responses: { '204': { description: 'removed' } } } } } : {}),
});
const noCollectionBefore = (pathKey: string) => `path "${pathKey}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]`;
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/servers/{server_id}/views/{view}\` alone nests one level (${version}, through a $ref)`, document: viewsDocument(version, 'view', false) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`{view}\` after \`views\` is one of its items: only \`…/{view}/{id}\` is reported (${version}, through a $ref)`, document: viewsDocument(version, 'view'), errors: [{ path: ['paths', '/servers/{server_id}/views/{view}/{id}'], message: noCollectionBefore('/servers/{server_id}/views/{view}/{id}') }] },
    { name: `\`{name}\` there chooses a collection: both are reported (${version}, through a $ref)`, document: viewsDocument(version, 'name'), errors: [{ path: pathItemAt(version, 'view'), message: noCollectionBefore('/servers/{server_id}/views/{name}') }, { path: ['paths', '/servers/{server_id}/views/{name}/{id}'], message: /./ }] },
  ]),
});

/**
 * Hanzo Commerce's `POST /transaction/hold` (behind a `$ref`), "Create hold", beside `POST
 * /transaction` and `GET /transaction/{id}`, `DELETE /transaction/hold/{id}` removing one: both POSTs send and answer `Transaction`, so the hold is a transaction of one kind, no
 * collection under `transaction` (`creates-as-collection`). Sending a `Hold`, it is judged.
 */
const holdDocument = (version: string, sent: string, itemRead = true) => withSchemas(version, withPathItemBehindRef(version, '/transaction/hold', 'hold', {
  post: { ...jsonRequest(version, { $ref: `#/${schemaAt(version, sent).join('/')}` }), responses: { '201': referencedAnswer(version, 'Transaction', 'the hold') } },
}, {
  '/transaction': { post: { ...jsonRequest(version, { $ref: `#/${schemaAt(version, 'Transaction').join('/')}` }), responses: { '201': referencedAnswer(version, 'Transaction', 'the transaction') } } },
  ...(itemRead ? { '/transaction/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': referencedAnswer(version, 'Transaction', 'the transaction') } } } } : {}),
  '/transaction/hold/{id}': { delete: { parameters: [parameterOf(version, 'id', 'path')], responses: { '204': { description: 'removed' } } } },
}), {
  Transaction: { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string', enum: ['deposit', 'hold'] }, amount: { type: 'integer' } } },
  Hold: { type: 'object', properties: { id: { type: 'string' }, until: { type: 'string' } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /transaction/hold\` sends and answers what \`POST /transaction\` does: a kind of transaction (${version}, through a $ref)`, document: holdDocument(version, 'Transaction') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `sending a \`Hold\`, it is judged (${version}, through a $ref)`, document: holdDocument(version, 'Hold'), errors: [{ path: pathItemAt(version, 'hold'), message: 'path "/transaction/hold" puts "hold" straight under the collection "transaction"; a sub-collection sits under an id: /transaction/{id}/hold' }] })),
});
/**
 * marketcheck's `POST /search/car/active/rank/listings` (behind a `$ref`) beside `POST
 * …/active/rank`, both sending and answering the same search: no item of `rank` is identified
 * anywhere, so the two POSTs make nothing `listings` could be a kind of, and the path is judged.
 */
const rankDocument = (version: string) => {
  const search = { type: 'object', properties: { make: { type: 'string' }, price: { type: 'integer' } } };
  const found = { type: 'object', properties: { num_found: { type: 'integer' }, listings: { type: 'array', items: { type: 'object' } } } };
  const post = { post: { ...jsonRequest(version, search), responses: { '200': jsonAnswer(version, 'the listings', found) } } };
  return withPathItemBehindRef(version, '/active/rank/listings', 'listings', post, {
    '/active': { get: { responses: { '200': jsonAnswer(version, 'the active listings', { type: 'object', properties: { num_found: { type: 'integer' } } }) } } },
    '/active/rank': post,
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /active/rank\` alone nests no deeper (${version})`, document: { ...rankDocument(version), paths: { '/active/rank': (rankDocument(version)['paths'] as Record<string, unknown>)['/active/rank'] } } })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /active/rank/listings\` beside \`POST /active/rank\` sending and answering alike is judged (${version}, through a $ref)`, document: rankDocument(version), errors: [{ path: pathItemAt(version, 'listings'), message: /^path "\/active\/rank\/listings" nests 2 levels/ }] })),
});

/**
 * `GET /txs/count/{id}` beside `GET /txs/count` answering one integer: `count` is a measure of the
 * transactions, alone or with `{id}` what it is taken of (`answers-one-number`), no sub-collection
 * missing an id on either path. Where `/txs/count` answers a list, `count` is a collection straight
 * under `txs`, and both are judged.
 */
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/txs/count\` answers one integer (${version}, through a $ref)`, document: countOfDocument(version, { type: 'integer' }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/txs/count\` answers a list (${version}, through a $ref)`,
    document: countOfDocument(version, { type: 'array', items: { type: 'object' } }),
    errors: [
      { path: pathItemAt(version, 'countOf'), message: /^path "\/txs\/count\/\{id\}" puts "count" straight under the collection "txs"/ },
      { path: ['paths', '/txs/count'], message: /^path "\/txs\/count" puts "count" straight under the collection "txs"/ },
    ],
  })),
});

/**
 * UK Trade Tariff's `GET /api/geographical_areas/countries` (behind a `$ref`), answering what `GET
 * /api/geographical_areas` answers, JSON:API records whose `type` is `geographical_area`: the
 * collection's own items, which `countries` picks, a view (`lists-collection-items`). Listing records
 * of the type `country`, it names a sub-collection, and is judged.
 */
const areasDocument = (version: string, type: string) => {
  const list = (kind: string) => jsonAnswer(version, 'the areas', { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string', enum: [kind] }, attributes: { type: 'object', properties: { description: { type: 'string' } } } } } } } });
  return withPathItemBehindRef(version, '/api/geographical_areas/countries', 'countries', { get: { responses: { '200': list(type) } } }, {
    '/api/geographical_areas': { get: { responses: { '200': list('geographical_area') } } },
    '/api/geographical_areas/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the area', { type: 'object' }) } } },
  });
};
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `records of the type \`geographical_area\` (${version}, through a $ref)`, document: areasDocument(version, 'geographical_area') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `records of the type \`country\` (${version}, through a $ref)`,
    document: areasDocument(version, 'country'),
    errors: [{ path: pathItemAt(version, 'countries'), message: /^path "\/api\/geographical_areas\/countries" puts "countries" straight under the collection "geographical_areas"/ }],
  })),
});

/**
 * METAX's `GET /rest/v2/datasets/identifiers` (behind a `$ref`), the datasets given as their
 * identifiers (`identifier-words`: `identifiers` as `ids`): no sub-collection. `…/datasets/files`
 * is one, and is judged.
 */
const identifiersDocument = (version: string, name: string) => withPathItemBehindRef(version, `/rest/v2/datasets/${name}`, 'listed', {
  get: { responses: { '200': jsonAnswer(version, 'the listed', { type: 'array', items: { type: 'object', properties: { identifier: { type: 'string' }, byte_size: { type: 'integer' } } } }) } },
}, { '/rest/v2/datasets/{PID}': { get: { parameters: [parameterOf(version, 'PID', 'path')], responses: { '200': jsonAnswer(version, 'the dataset', { type: 'object' }) } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/datasets/identifiers\` (${version}, through a $ref)`, document: identifiersDocument(version, 'identifiers') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/datasets/files\` (${version}, through a $ref)`,
    document: identifiersDocument(version, 'files'),
    errors: [{ path: pathItemAt(version, 'listed'), message: /^path "\/rest\/v2\/datasets\/files" puts "files" straight under the collection "datasets"/ }],
  })),
});

/**
 * Orphadata's `GET /rd-associated-genes/genes/symbols/{symbol}` (behind a `$ref`), named
 * `query_genes_by_symbol`: the operation finds genes by the symbol, so `symbols` is the key they are
 * found by (`named-finding-by-key`), no sub-collection. Named `query_symbol_by_symbol` or
 * `get_symbol`, the name stays judged.
 */
const symbolsDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/genes/symbols/{symbol}', 'bySymbol', {
  get: { operationId, parameters: [parameterOf(version, 'symbol', 'path')], responses: { '200': jsonAnswer(version, 'the genes', { type: 'object', properties: { results: { type: 'array', items: { type: 'object' } } } }) } },
}, { '/genes': { get: ok } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['query_genes_by_symbol', 'findGenesWithSymbol'].map((operationId) => ({ name: `\`/genes/symbols/{symbol}\` named ${operationId} (${version}, through a $ref)`, document: symbolsDocument(version, operationId) }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['query_symbol_by_symbol', 'get_symbol', 'query_genes_by_name'].map((operationId) => ({
    name: `\`/genes/symbols/{symbol}\` named ${operationId} (${version}, through a $ref)`,
    document: symbolsDocument(version, operationId),
    errors: [{ path: pathItemAt(version, 'bySymbol'), message: /^path "\/genes\/symbols\/\{symbol\}" puts "symbols" straight under the collection "genes"/ }],
  }))),
});

/**
 * cardano-wallet's `GET /wallets/{walletId}/assets/{policyId}` ("Get Asset (empty name)", behind a
 * `$ref`) answering `Asset`, as `GET …/assets/{policyId}/{assetName}` does: one asset found by the
 * first part of its key, the wallet's sub-collection and its item. Answering a list of assets, the
 * policy's, `{policyId}` picks a collection the next parameter finds in: judged.
 */
const asset = { type: 'object', properties: { policy_id: { type: 'string' }, asset_name: { type: 'string' }, metadata: { type: 'object' } } };
const assetsDocument = (version: string, answer: object) => withSchemas(version, withPathItemBehindRef(version, '/wallets/{walletId}/assets/{policyId}', 'byPolicy', {
  get: { parameters: [parameterOf(version, 'walletId', 'path'), parameterOf(version, 'policyId', 'path')], responses: { '200': jsonAnswer(version, 'the asset', answer) } },
}, {
  '/wallets/{walletId}': { get: { parameters: [parameterOf(version, 'walletId', 'path')], responses: { '200': jsonAnswer(version, 'the wallet', { type: 'object' }) } } },
  '/wallets/{walletId}/assets/{policyId}/{assetName}': { get: { parameters: ['walletId', 'policyId', 'assetName'].map((name) => parameterOf(version, name, 'path')), responses: { '200': referencedAnswer(version, 'Asset', 'the asset') } } },
}), { Asset: asset });
const noCollectionBeforeIn = (pathKey: string, path: string[]) => ({ path, message: noCollectionBefore(pathKey) });
const byAssetName = noCollectionBeforeIn('/wallets/{walletId}/assets/{policyId}/{assetName}', ['paths', '/wallets/{walletId}/assets/{policyId}/{assetName}']);
const assetReference = (version: string) => ({ $ref: `#/${schemaAt(version, 'Asset').join('/')}` });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/assets/{policyId}\` alone, the wallet's asset (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/wallets/{walletId}/assets/{policyId}', 'byPolicy', { get: { parameters: [parameterOf(version, 'walletId', 'path'), parameterOf(version, 'policyId', 'path')], responses: { '200': jsonAnswer(version, 'the asset', asset) } } }, { '/wallets/{walletId}': { get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`…/assets/{policyId}\` answering the asset \`…/assets/{policyId}/{assetName}\` answers: only the two parameters in a row are reported (${version}, through a $ref)`,
      document: assetsDocument(version, assetReference(version)),
      errors: [byAssetName],
    },
    {
      name: `\`…/assets/{policyId}\` answering a list of them is reported too (${version}, through a $ref)`,
      document: assetsDocument(version, { type: 'array', items: assetReference(version) }),
      errors: [noCollectionBeforeIn('/wallets/{walletId}/assets/{policyId}', pathItemAt(version, 'byPolicy')), byAssetName],
    },
  ]),
});

/**
 * PodcastIndex's `GET /search/music/byterm` (behind a `$ref`) beside `GET /search/byterm`, both
 * answering the same feeds: the same search, of music feeds only (`narrows-path-beside`), no level.
 * Answering something else than `/search/byterm`, or with no `/search/byterm`, it nests two levels.
 */
const feeds = { type: 'object', properties: { status: { type: 'string' }, feeds: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } }, count: { type: 'integer' } } };
const searchDocument = (version: string, answer: object, besides: boolean) => withSchemas(version, withPathItemBehindRef(version, '/search/music/byterm', 'music', {
  get: { parameters: [parameterOf(version, 'q', 'query')], responses: { '200': jsonAnswer(version, 'the feeds', answer) } },
}, {
  '/search': { get: { responses: { '200': jsonAnswer(version, 'the searches', { type: 'object', properties: { kinds: { type: 'array', items: { type: 'string' } } } }) } } },
  ...(besides ? { '/search/byterm': { get: { parameters: [parameterOf(version, 'q', 'query')], responses: { '200': referencedAnswer(version, 'Feeds', 'the feeds') } } } } : {}),
}), { Feeds: feeds, Episodes: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/search/music/byterm\` answering what \`/search/byterm\` answers (${version}, through a $ref)`, document: searchDocument(version, { $ref: `#/${schemaAt(version, 'Feeds').join('/')}` }, true) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `answering something else (${version}, through a $ref)`, document: searchDocument(version, { $ref: `#/${schemaAt(version, 'Episodes').join('/')}` }, true) },
    { name: `with no \`/search/byterm\` (${version}, through a $ref)`, document: searchDocument(version, { $ref: `#/${schemaAt(version, 'Feeds').join('/')}` }, false) },
  ].map((entry) => ({ ...entry, errors: [{ path: pathItemAt(version, 'music'), message: /^path "\/search\/music\/byterm" nests 2 levels/ }] }))),
});

/**
 * Artalk's `GET /pages/fetch/status` (behind a `$ref`) beside `POST /pages/fetch`, "Fetch All Pages
 * Data": `fetch` is that action run on the pages (`summary-leads-with-verb`), `status` the state of
 * its task, no sub-collection (path-nouns reports the verb). Summarised "Pages data task", the POST
 * names no verb, and `fetch` is counted as a level.
 */
const fetchStatusDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/pages/fetch/status', 'status', {
  get: { responses: { '200': jsonAnswer(version, 'the task', { type: 'object', properties: { is_progress: { type: 'boolean' }, done: { type: 'integer' }, total: { type: 'integer' } } }) } },
}, {
  '/pages/fetch': { post: { summary, operationId: summary.replace(/ /g, ''), responses: { '200': { description: 'started' } } } },
  '/pages/{id}': { put: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'updated' } } }, delete: { parameters: [parameterOf(version, 'id', 'path')], responses: { '204': { description: 'removed' } } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /pages/fetch/status\` beside "Fetch All Pages Data" (${version}, through a $ref)`, document: fetchStatusDocument(version, 'Fetch All Pages Data') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside "Pages data task" (${version}, through a $ref)`,
    document: fetchStatusDocument(version, 'Pages data task'),
    errors: [{ path: pathItemAt(version, 'status'), message: /^path "\/pages\/fetch\/status" nests 2 levels/ }],
  })),
});

/**
 * Revolt's `PATCH /auth/account/change/email` (behind a `$ref`) beside `PATCH
 * /auth/account/change/password` and `GET /auth/account/`: `change`, a create, read, update or
 * delete verb the document shares as a prefix, is the verb done on the account's email
 * (`verb-prefix-shared`), no level; path-nouns reports the verb. Under `mail`, no verb, the path
 * nests two levels.
 */
const changeEmailDocument = (version: string, prefix: string) => withPathItemBehindRef(version, `/auth/account/${prefix}/email`, 'email', {
  patch: { ...jsonRequest(version, { type: 'object', properties: { email: { type: 'string' } } }), responses: { '204': { description: 'changed' } } },
}, {
  [`/auth/account/${prefix}/password`]: { patch: { responses: { '204': { description: 'changed' } } } },
  '/auth/account/': { get: { responses: { '200': jsonAnswer(version, 'the account', { type: 'object', properties: { email: { type: 'string' } } }) } } },
});
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/auth/account/change/email\` beside \`…/change/password\` (${version}, through a $ref)`, document: changeEmailDocument(version, 'change') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/auth/account/mail/email\` beside \`…/mail/password\` (${version}, through a $ref)`,
    document: changeEmailDocument(version, 'mail'),
    errors: [
      { path: ['paths', '/auth/account/mail/password'], message: /^path "\/auth\/account\/mail\/password" nests 2 levels/ },
      { path: pathItemAt(version, 'email'), message: /^path "\/auth\/account\/mail\/email" nests 2 levels/ },
    ],
  })),
});

/**
 * Keep's `GET /alerts/quality/metrics` (behind a `$ref`) beside `GET /alerts/{fingerprint}`:
 * `quality`, no path of its own, before a report's name ending a path only read (`report-nouns`),
 * says which report, no level (`qualifies-report`). Before `owners`, no report, it is a level.
 */
const qualityMetricsDocument = (version: string, last: string) => withPathItemBehindRef(version, `/alerts/quality/${last}`, 'metrics', {
  get: { responses: { '200': jsonAnswer(version, 'the figures', { type: 'object', properties: { total: { type: 'integer' } } }) } },
}, { '/alerts/{fingerprint}': { get: { parameters: [parameterOf(version, 'fingerprint', 'path')], responses: { '200': { description: 'the alert' } } } } });
testRule('path-nesting-depth', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/alerts/quality/metrics\`, a report (${version}, through a $ref)`, document: qualityMetricsDocument(version, 'metrics') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/alerts/quality/owners\` (${version}, through a $ref)`,
    document: qualityMetricsDocument(version, 'owners'),
    errors: [{ path: pathItemAt(version, 'metrics'), message: /^path "\/alerts\/quality\/owners" nests 2 levels/ }],
  })),
});
