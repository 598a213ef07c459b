import { actionWithArgumentCases } from '../helpers/action-cases.js';
import { callbackDocument, JSON_RPC_REQUEST, jsonAnswer, jsonRequest, monthInQueryDocument, parameterOf, pathItemAt, postedRequestDocument, referencedAnswer, schemaAt, schemaDocument, withPathItemBehindRef } from '../helpers/path-item-documents.js';
import { testRule } from '../helpers/rule-tester.js';

const info = { title: 't', version: '1' };
const ok = { responses: { '204': { description: 'done' } } };

testRule('method-path-semantics', {
  valid: [
    {
      name: 'a QUERY on a collection (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: ok, query: ok, post: ok }, '/users/{id}': { get: ok, delete: ok } } },
    },
    {
      name: 'a conversion\'s parameter says how it runs, no item: `POST /v1/text-to-speech/{voice_id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/text-to-speech/{voice_id}': { post: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /speech-to-text/{model_id}`',
      document: { swagger: '2.0', info, paths: { '/speech-to-text/{model_id}': { $ref: '#/x-paths/stt' } }, 'x-paths': { stt: { post: ok } } },
    },
    {
      name: 'the same in 3.1: `POST /HtmlToPdf/{templateId}`',
      document: { openapi: '3.1.0', info, paths: { '/HtmlToPdf/{templateId}': { post: ok } } },
    },
    {
      name: 'a singleton word whose GET answers a list, with items made by POST and identified elsewhere, is a collection: `POST /v1/configs/{configId}/settings` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/configs/{configId}/settings': { get: { responses: { '200': { description: 'the flags', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { settingId: { type: 'integer' } } } } } } } } }, post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '201': { description: 'created' } } } }, '/v1/settings/{settingId}': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref, with a POST beside the list and no id anywhere: `/users/{id}/preferences`',
      document: { swagger: '2.0', info, paths: { '/users/{id}/preferences': { $ref: '#/x-paths/preferences' } }, 'x-paths': { preferences: { get: { responses: { '200': { description: 'all', schema: { type: 'array', items: { type: 'object' } } } } }, post: { parameters: [{ name: 'p', in: 'body', schema: { type: 'object' } }], responses: { '201': { description: 'created' } } } } } },
    },
    {
      name: 'the same in 3.1: `POST /configs/{id}/settings` beside `/settings/{settingId}`',
      document: { openapi: '3.1.0', info, paths: { '/configs/{id}/settings': { get: { responses: { '200': { description: 'the flags', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { settingId: { type: 'integer' } } } } } } } } }, post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '201': { description: 'created' } } } }, '/settings/{settingId}': { get: ok } } },
    },
    {
      name: 'a plural-named singleton whose GET answers one record holding its sub-collections, each a path under it: Microsoft Graph\'s `PATCH /solutions` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: {
        '/solutions': { get: { responses: { '2XX': { description: 'Retrieved entity', content: { 'application/json': { schema: { $ref: '#/components/schemas/solutionsRoot' } } } } } }, patch: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/solutionsRoot' } } } }, responses: { '204': { description: 'Success' } } } },
        '/solutions/bookingBusinesses': { get: { responses: { '200': { description: 'the businesses', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } },
        '/solutions/bookingCurrencies/{id}': { get: ok },
      }, components: { schemas: { solutionsRoot: { type: 'object', properties: { '@odata.type': { type: 'string' }, bookingBusinesses: { type: 'array', items: { type: 'object' } }, bookingCurrencies: { type: 'array', items: { type: 'object' } } } } } } },
    },
    {
      name: 'the same in 2.0: `DELETE /tenantRelationships`',
      document: { swagger: '2.0', info, paths: {
        '/tenantRelationships': { get: { responses: { '200': { description: 'one', schema: { type: 'object', properties: { delegatedAdminCustomers: { type: 'array', items: { type: 'object' } } } } } } }, delete: ok },
        '/tenantRelationships/delegatedAdminCustomers/{id}': { get: ok },
      } },
    },
    {
      name: 'the same in 3.1: `PUT /settings-groups`',
      document: { openapi: '3.1.0', info, paths: {
        '/settings-groups': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, rules: { type: 'array', items: { type: 'object' } } } } } } } } }, put: ok },
        '/settings-groups/rules': { get: ok },
      } },
    },
    {
      name: 'a product named with a final s is one thing: `DELETE /api/system/kubernetes` beside its POST (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/system/kubernetes': { post: ok, delete: ok } } },
    },
    {
      name: 'a POST on a parameter saying which kind: `POST /batches/changeOrders/{changeOrderType}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/batches/changeOrders/{changeOrderType}': { post: ok } } },
    },
    {
      name: 'a POST on a collection scoped by a parent\'s key whose items are written Express-style: `POST /emailhooks/{ownerId}` beside `/emailhooks/{ownerId}/:id` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/emailhooks/{ownerId}': { get: ok, post: ok }, '/emailhooks/{ownerId}/:id': { put: ok, delete: ok } } },
    },
    {
      name: 'an id named after a compound\'s first word identifies that thing, no item of the compound: `POST /v3/asset-licensing/{assetId}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v3/asset-licensing/{assetId}': { post: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /user-preferences/{userId}`',
      document: { swagger: '2.0', info, paths: { '/user-preferences/{userId}': { $ref: '#/x-paths/preferences' } }, 'x-paths': { preferences: { post: ok } } },
    },
    {
      name: 'and in 3.1: `POST /device_provisioning/{device_id}`',
      document: { openapi: '3.1.0', info, paths: { '/device_provisioning/{device_id}': { post: ok } } },
    },
    {
      name: 'a POST on a path ending in a parameter that identifies no item: an argument of what it runs (`POST /basic-check/{country}`, `POST /agents/{id}/add/{IP}`) (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/nif-verification/basic-check/{country}': { post: ok }, '/users/search/{page}': { post: ok } } },
    },
    {
      name: 'a POST on an argument, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/consumers/{tenant}': { $ref: '#/x-paths/consumer' } }, 'x-paths': { consumer: { post: ok } } },
    },
    {
      name: 'a POST on an argument (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/permissions/{userEmail}': { post: ok } } },
    },
    {
      name: 'a plural name only written whole as one record: `PUT /pools/{id}/hours` taking `{monday, …, sunday}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/delivery/pools/{deliveryPoolId}': { get: ok }, '/delivery/pools/{deliveryPoolId}/hours': { put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Hours' } } } }, responses: { '200': { description: 'replaced' } } } } },
        components: { schemas: { Hours: { type: 'object', properties: { monday: { type: 'object', properties: { closed: { type: 'boolean' }, poolTimes: { type: 'array', items: { type: 'object' } } } }, tuesday: { type: 'object' }, sunday: { type: 'object' } } } } },
      },
    },
    {
      name: 'a parent\'s key after a collection name scopes it: `POST /flags/{projectKey}` beside `/flags/{projectKey}/{featureFlagKey}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/flags/{projectKey}': { get: ok, post: ok }, '/flags/{projectKey}/{featureFlagKey}': { get: ok, patch: ok } } },
    },
    {
      name: 'a parameter followed by one named after the collection chooses whose items: `POST /metadata/properties/{object_name}` beside `…/{object_name}/{property_name}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/metadata/properties/{object_name}': { get: ok, post: ok }, '/metadata/properties/{object_name}/{property_name}': { get: ok, delete: ok } } },
    },
    {
      name: 'the same in 2.0, through a $ref: `POST /columns/{table_name}` beside `/columns/{table_name}/{column_name}`',
      document: { swagger: '2.0', info, paths: { '/columns/{table_name}': { $ref: '#/x-paths/columns' }, '/columns/{table_name}/{column_name}': { get: ok } }, 'x-paths': { columns: { post: ok } } },
    },
    {
      name: 'the same in 3.1: `POST /attributes/{entity_name}` beside `/attributes/{entity_name}/{attribute_name}`',
      document: { openapi: '3.1.0', info, paths: { '/attributes/{entity_name}': { get: ok, post: ok }, '/attributes/{entity_name}/{attribute_name}': { patch: ok } } },
    },
    {
      name: 'a scoped collection behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/segments/{projectKey}': { $ref: '#/x-paths/segments' }, '/segments/{projectKey}/{segmentKey}': { get: ok } }, 'x-paths': { segments: { post: ok } } },
    },
    {
      name: 'a compound noun-verb and its value in 3.1: `POST /verification/basic-check/{country}`',
      document: { openapi: '3.1.0', info, paths: { '/verification/basic-check/{country}': { post: ok } } },
    },
    {
      name: 'a plural name read and written whole as one record whose fields include lists: a firewall\'s `rules` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/firewalls/{firewallId}/rules': { get: { responses: { '200': { description: 'the rule set', content: { 'application/json': { schema: { $ref: '#/components/schemas/RuleSet' } } } } } }, put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/RuleSet' } } } }, responses: { '200': { description: 'replaced' } } } } },
        components: { schemas: { RuleSet: { type: 'object', properties: { inbound: { type: 'array', items: { type: 'object' } }, inbound_policy: { type: 'string' }, outbound: { type: 'array', items: { type: 'object' } }, outbound_policy: { type: 'string' } } } } },
      },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/firewalls/{id}/rules': { get: { responses: { '200': { description: 'the rule set', schema: { type: 'object', properties: { inbound: { type: 'array', items: { type: 'object' } }, inbound_policy: { type: 'string' }, outbound_policy: { type: 'string' } } } } } }, put: ok } } },
    },
    {
      name: 'a PUT, PATCH or DELETE on a verb phrase is path-nouns\' to report, not a whole collection: `PUT /templates/{id}/add_fields` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/templates/{template_id}/add_fields': { put: ok }, '/users/{id}/remove_roles': { $ref: '#/components/pathItems/remove' } }, components: { pathItems: { remove: { delete: ok } } } },
    },
    {
      name: 'a verb phrase written whole in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/carts/{id}/add-items': { patch: ok } } },
    },
    {
      name: 'a verb phrase written whole in 2.0',
      document: { swagger: '2.0', info, paths: { '/lists/{id}/update-members': { patch: ok } } },
    },
    {
      name: 'an action a DELETE undoes: `POST /classes/{class}/archive` archives, DELETE unarchives (3.1, through a $ref)',
      document: { openapi: '3.1.0', info, paths: { '/classes/{class}/archive': { post: ok, delete: ok }, '/classes/{class}/assignments/{assignment}/archive': { $ref: '#/components/pathItems/archive' } }, components: { pathItems: { archive: { post: ok, delete: ok } } } },
    },
    {
      name: 'the same in 3.0: `POST /accounts/{id}/activate` with DELETE',
      document: { openapi: '3.0.3', info, paths: { '/accounts/{id}/activate': { post: ok, delete: ok } } },
    },
    {
      name: 'the same in 2.0: `POST /users/{id}/suspend` with DELETE',
      document: { swagger: '2.0', info, paths: { '/users/{id}/suspend': { post: ok, delete: ok } } },
    },
    ...actionWithArgumentCases,
    {
      name: 'a parameter that an id follows in another path names a collection: POST /records/default/{object} beside /records/default/{object}/{id} creates (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/records/default/{object}': { post: ok }, '/records/default/{object}/{id}': { get: ok } } },
    },
    {
      name: 'the same in 2.0, the path item behind a $ref',
      document: { swagger: '2.0', info, paths: { '/entities/{type}': { $ref: '#/x-paths/entities' }, '/entities/{type}/{entity_id}': { get: ok } }, 'x-paths': { entities: { post: ok } } },
    },
    {
      name: 'a singular name a POST runs beside a GET answering one value, never removed, may be an action: POST not reported (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/sim/compare': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } } }, post: ok } } },
    },
    {
      name: 'a collection named with a file extension is still a collection: POST /accounts.json (2.0)',
      document: { swagger: '2.0', info, paths: { '/accounts.json': { get: { produces: ['*/*'], responses: { '200': { description: 'all', schema: { type: 'array', items: { type: 'object' } } } } }, post: ok }, '/accounts/{id}.json': { get: ok } } },
    },
    {
      name: 'a configured singleton name that the document identifies by id is a collection (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/dashboard': { post: ok }, '/dashboard/{id}': { get: ok, put: ok } } },
    },
    {
      name: 'a plural name read as one object that lists nothing is one resource (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: {
          '/orgs/{org}/interaction-limits': {
            get: { responses: { '200': { description: 'the limit', content: { 'application/json': { schema: { anyOf: [{ type: 'object', properties: { limit: { type: 'string' }, expires_at: { type: 'string' } } }, { type: 'object', properties: {}, additionalProperties: false }] } } } } } },
            put: ok,
            delete: ok,
          },
        },
      },
    },
    {
      name: 'the operation pattern of a collection (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
    post: {responses: {'204': {description: ok}}}
  /v1/users/{id}:
    get: {responses: {'204': {description: ok}}}
    put: {responses: {'204': {description: ok}}}
    patch: {responses: {'204': {description: ok}}}
    delete: {responses: {'204': {description: ok}}}
  /v1/users/{id}/orders:
    get: {responses: {'204': {description: ok}}}
    post: {responses: {'204': {description: ok}}}
  /v1/users/{id}/orders/{orderId}:
    delete: {responses: {'204': {description: ok}}}
  /v1/orders/{id}/cancel:
    post: {responses: {'204': {description: ok}}}
`,
    },
    {
      name: 'singletons, configured or singular-named, are changed in place (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/me': { get: ok, put: ok, patch: ok, delete: ok }, '/users/{id}/settings': { put: ok }, '/users/{id}/avatar': { put: ok, delete: ok } } },
    },
    {
      name: 'a GET answering a list makes a singular name a collection: POST /api/Section beside GET {Sections: [...], TotalCount} and DELETE (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/api/Section': {
            get: { responses: { '200': { description: 'the sections', content: { 'application/json': { schema: { type: 'object', properties: { Sections: { type: 'array', items: { type: 'object' } }, TotalCount: { type: 'integer' } } } } } } } },
            post: ok,
            delete: { parameters: [{ name: 'SectionID', in: 'query', schema: { type: 'integer' } }], responses: { '204': { description: 'deleted' } } },
          },
          '/api/Project': { get: ok },
        },
      },
    },
    {
      name: 'the same in 2.0, answered as JSON and XML',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/Section': {
            get: { produces: ['application/json', 'application/xml'], responses: { '200': { description: 'the sections', schema: { type: 'object', properties: { Sections: { type: 'array', items: { type: 'object' } } } } } } },
            post: ok,
            delete: { parameters: [{ name: 'SectionID', in: 'query', type: 'integer' }], responses: { '204': { description: 'deleted' } } },
          },
        },
      },
    },
    {
      name: 'a list answered as items beside a total count, behind a $ref (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: { '/Invoice': { get: { responses: { '200': { description: 'the invoices', content: { 'application/json': { schema: { $ref: '#/components/schemas/InvoiceList' } } } } } }, post: ok, delete: ok } },
        components: { schemas: { InvoiceList: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } }, totalCount: { type: 'integer' } } } } },
      },
    },
    {
      name: 'a POST whose summary says it reads writes nothing of the single resource: `POST /status` "Get status of a consent request" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/status': { post: { summary: 'Get status of a consent request', responses: { '202': { description: 'accepted' } } } } } },
    },
    {
      name: 'a description led by a reading verb, and a POST-only name under another read as an action: `/exports/info.json`, `/users/ping.json` (2.0)',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/account': { get: ok, put: ok, post: { description: '**Returns** the account named in the body', responses: { '200': { description: 'the account' } } } },
          '/users/ping.json': { post: { description: 'Validate an API key and respond to a ping', responses: { '200': { description: 'pong' } } } },
          '/users/list.json': { post: ok },
        },
      },
    },
    {
      name: 'the same through a path item behind a $ref (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: { '/consent-requests/status': { $ref: '#/components/pathItems/Status' }, '/consent-requests/init': { post: ok } },
        components: { pathItems: { Status: { post: { responses: { '202': { description: 'accepted' } } } } } },
      },
    },
    {
      name: 'shapes left to path-nesting-depth stay silent (2.0)',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/users/{id}/orders/{oid}/items': { delete: ok },
          '/users/orders': { put: ok },
          '/{tenant}/users': { patch: ok },
          '/': { post: ok },
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a PUT on a collection whose GET finds one item by a query key: Redo\'s `PUT /stores/{storeId}/customers` beside `GET …/customers?email=` (3.1, through a $ref)',
      document: { openapi: '3.1.0', info, paths: { '/stores/{storeId}/customers': {
        get: { parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the customer', content: { 'application/json': { schema: { $ref: '#/components/schemas/Customer' } } } } } },
        put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Customer' } } } }, responses: { '200': { description: 'upserted' } } },
      }, '/stores/{storeId}': { get: ok } }, components: { schemas: { Customer: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' } } } } } },
      errors: [{ path: ['paths', '/stores/{storeId}/customers', 'put'], message: 'PUT /stores/{storeId}/customers addresses a whole collection; PUT, PATCH and DELETE address one item: /stores/{storeId}/customers/{id}' }],
    },
    {
      name: 'a parameter named after the collection is its item, whatever follows it: `POST /properties/{property_name}` beside `…/{property_name}/{version_name}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/properties/{property_name}': { post: ok }, '/properties/{property_name}/{version_name}': { get: ok } } },
      errors: [{ path: ['paths', '/properties/{property_name}', 'post'], message: /^POST \/properties\/\{property_name\} addresses an item/ }],
    },
    {
      name: 'the same in 3.1, through a $ref',
      document: { openapi: '3.1.0', info, paths: { '/columns/{column_name}': { $ref: '#/components/pathItems/column' }, '/columns/{column_name}/{label}': { get: ok } }, components: { pathItems: { column: { post: ok } } } },
      errors: [{ path: ['components', 'pathItems', 'column', 'post'], message: /^POST \/columns\/\{column_name\} addresses an item/ }],
    },
    {
      name: 'a DELETE of the whole collection beside its QUERY (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { get: ok, query: ok, delete: ok }, '/users/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/users', 'delete'], message: /^DELETE \/users / }],
    },
    {
      name: 'a singleton word whose GET answers one object stays one resource: `POST /users/{id}/settings` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/settings': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { theme: { type: 'string' } } } } } } } }, post: ok } } },
      errors: [{ path: ['paths', '/users/{id}/settings', 'post'], message: /addresses the single resource "settings"/ }],
    },
    {
      name: 'a plural whose GET answers an array beside its child paths is a collection: `PATCH /solutions` (3.0)',
      document: { openapi: '3.0.3', info, paths: {
        '/solutions': { get: { responses: { '200': { description: 'the list', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } }, patch: ok },
        '/solutions/bookingBusinesses': { get: ok },
      } },
      errors: [{ path: ['paths', '/solutions', 'patch'], message: 'PATCH /solutions addresses a whole collection; PUT, PATCH and DELETE address one item: /solutions/{id}' }],
    },
    {
      name: 'a plural whose GET answers an object whose list has no path of its own is a list described badly (3.1)',
      document: { openapi: '3.1.0', info, paths: {
        '/solutions': { get: { responses: { '200': { description: 'the list', content: { 'application/json': { schema: { type: 'object', properties: { '@odata.type': { type: 'string' }, value: { type: 'array', items: { type: 'object' } } } } } } } } }, patch: ok },
        '/solutions/bookingBusinesses': { get: ok },
      } },
      errors: [{ path: ['paths', '/solutions', 'patch'], message: 'PATCH /solutions addresses a whole collection; PUT, PATCH and DELETE address one item: /solutions/{id}' }],
    },
    {
      name: 'a POST on an item named by an identifier: a primary key, an id before the name (3.1, through a $ref)',
      document: { openapi: '3.1.0', info, paths: { '/keys/{pk}': { $ref: '#/components/pathItems/key' }, '/sources/{id_source}': { post: ok } }, components: { pathItems: { key: { post: ok } } } },
      errors: [
        { path: ['components', 'pathItems', 'key', 'post'], message: 'POST /keys/{pk} addresses an item; POST to the collection "/keys" to create, or to an action sub-resource "/keys/{pk}/<action>"' },
        { path: ['paths', '/sources/{id_source}', 'post'], message: 'POST /sources/{id_source} addresses an item; POST to the collection "/sources" to create, or to an action sub-resource "/sources/{id_source}/<action>"' },
      ],
    },
    {
      name: 'a plural name only written whole with a list of its items is a collection written whole (2.0)',
      document: { swagger: '2.0', info, paths: { '/teams/{id}/members': { put: { parameters: [{ name: 'body', in: 'body', schema: { type: 'array', items: { type: 'object' } } }], responses: { '204': { description: 'replaced' } } } } } },
      errors: [{ path: ['paths', '/teams/{id}/members', 'put'], message: 'PUT /teams/{id}/members addresses a whole collection; PUT, PATCH and DELETE address one item: /teams/{id}/members/{id}' }],
    },
    {
      name: 'a plural name read as one object holding only its list, an array named as the path, or a page of it, is a collection (3.1)',
      document: {
        openapi: '3.1.0', info,
        paths: {
          '/teams/{id}/roles': { get: { responses: { '200': { description: 'roles', content: { 'application/json': { schema: { type: 'object', properties: { roles: { type: 'array', items: { type: 'object' } } } } } } } } }, put: ok },
          '/changes': { get: { responses: { '200': { description: 'a page of changes', content: { 'application/json': { schema: { type: 'object', properties: { Changes: { type: 'array', items: { type: 'object' } }, Done: { type: 'boolean' }, Last: { type: 'integer' }, Source: { type: 'string' } } } } } } } }, delete: ok },
          '/teams/{id}/members': { get: { responses: { '200': { description: 'a page', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, total: { type: 'integer' }, team_name: { type: 'string' }, owner: { type: 'string' } } } } } } } }, delete: ok },
        },
      },
      errors: [
        { path: ['paths', '/teams/{id}/roles', 'put'], message: 'PUT /teams/{id}/roles addresses a whole collection; PUT, PATCH and DELETE address one item: /teams/{id}/roles/{id}' },
        { path: ['paths', '/changes', 'delete'], message: 'DELETE /changes addresses a whole collection; PUT, PATCH and DELETE address one item: /changes/{id}' },
        { path: ['paths', '/teams/{id}/members', 'delete'], message: 'DELETE /teams/{id}/members addresses a whole collection; PUT, PATCH and DELETE address one item: /teams/{id}/members/{id}' },
      ],
    },
    {
      name: 'a one-resource name a POST and a DELETE address is not an action: `POST /rooms/{id}/keypair` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/rooms/{id}/keypair': { post: ok, delete: ok } } },
      errors: [{ path: ['paths', '/rooms/{id}/keypair', 'post'], message: 'POST /rooms/{id}/keypair addresses the single resource "keypair"; to create, POST to the collection "/rooms/{id}/keypairs"; to run an action, POST to an action sub-resource "/rooms/{id}/keypair/<action>"; to change this resource, use PUT or PATCH' }],
    },
    {
      name: 'a POST on an item whose parameter identifies it, even named by a noun-verb: `POST /refund/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/refund/{id}': { post: ok }, '/orders/{orderId}': { post: ok }, '/order-items/{orderItemId}': { post: ok } } },
      errors: [
        { path: ['paths', '/refund/{id}', 'post'], message: 'POST /refund/{id} addresses an item; POST to the collection "/refund" to create, or to an action sub-resource "/refund/{id}/<action>"' },
        { path: ['paths', '/orders/{orderId}', 'post'], message: 'POST /orders/{orderId} addresses an item; POST to the collection "/orders" to create, or to an action sub-resource "/orders/{orderId}/<action>"' },
        { path: ['paths', '/order-items/{orderItemId}', 'post'], message: 'POST /order-items/{orderItemId} addresses an item; POST to the collection "/order-items" to create, or to an action sub-resource "/order-items/{orderItemId}/<action>"' },
      ],
    },
    {
      name: 'an id followed by another parameter, or a parameter followed by no id, still addresses an item (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/records/{recordId}': { post: ok }, '/records/{recordId}/{fileId}': { get: ok }, '/orgs/{org}': { post: ok }, '/orgs/{org}/{product}': { get: ok } } },
      errors: [
        { path: ['paths', '/records/{recordId}', 'post'], message: 'POST /records/{recordId} addresses an item; POST to the collection "/records" to create, or to an action sub-resource "/records/{recordId}/<action>"' },
        { path: ['paths', '/orgs/{org}', 'post'], message: 'POST /orgs/{org} addresses an item; POST to the collection "/orgs" to create, or to an action sub-resource "/orgs/{org}/<action>"' },
      ],
    },
    {
      name: 'a key written with a trailing slash: the suggested action sub-resource has one slash (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/': { post: ok } } },
      errors: [{ path: ['paths', '/users/{id}/', 'post'], message: 'POST /users/{id}/ addresses an item; POST to the collection "/users" to create, or to an action sub-resource "/users/{id}/<action>"' }],
    },
    {
      name: 'a singleton made by POST and removed by DELETE, never followed by an id, is one resource: POST on it is reported (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/nodes/{node_id}/favorite': { post: ok, delete: ok }, '/rooms/{room_id}/keypair': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } } }, post: ok, delete: ok } } },
      errors: [
        { path: ['paths', '/nodes/{node_id}/favorite', 'post'], message: 'POST /nodes/{node_id}/favorite addresses the single resource "favorite"; to create, POST to the collection "/nodes/{node_id}/favorites"; to run an action, POST to an action sub-resource "/nodes/{node_id}/favorite/<action>"; to change this resource, use PUT or PATCH' },
        { path: ['paths', '/rooms/{room_id}/keypair', 'post'], message: 'POST /rooms/{room_id}/keypair addresses the single resource "keypair"; to create, POST to the collection "/rooms/{room_id}/keypairs"; to run an action, POST to an action sub-resource "/rooms/{room_id}/keypair/<action>"; to change this resource, use PUT or PATCH' },
      ],
    },
    {
      name: 'a POST that creates beside the read and the change of one resource is told the collection to create in: `POST /account` "Create a new account" (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/account': { get: ok, put: ok, post: { summary: 'Create a new account', responses: { '200': { description: 'created' } } } } } },
      errors: [{ path: ['paths', '/account', 'post'], message: 'POST /account addresses the single resource "account"; to create, POST to the collection "/accounts"; to run an action, POST to an action sub-resource "/account/<action>"; to change this resource, use PUT or PATCH' }],
    },
    {
      name: 'a singular name read as one object holding a list of another name is still one resource: POST beside DELETE is reported (3.1)',
      document: {
        openapi: '3.1.0',
        info,
        paths: { '/teams/{id}/roster': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, members: { type: 'array', items: { type: 'string' } } } } } } } } }, post: ok, delete: ok } },
      },
      errors: [{ path: ['paths', '/teams/{id}/roster', 'post'], message: /^POST \/teams\/\{id\}\/roster addresses the single resource "roster"; to create, POST to the collection "\/teams\/\{id\}\/rosters"/ }],
    },
    {
      name: 'an uncountable name under another, with a format suffix, that no reading verb describes: no collection is named and the action goes before the suffix (2.0, path item behind a $ref)',
      document: {
        swagger: '2.0',
        info,
        paths: { '/subaccounts/info.json': { $ref: '#/x-paths/info' }, '/subaccounts/list.json': { post: ok } },
        'x-paths': { info: { post: { description: 'Given the ID of an existing subaccount, return the data about it', responses: { '200': { description: 'the subaccount' } } } } },
      },
      errors: [{ path: ['x-paths', 'info', 'post'], message: 'POST /subaccounts/info.json addresses the single resource "info"; to create, POST to a collection; to run an action, POST to an action sub-resource "/subaccounts/info/<action>"; to change this resource, use PUT or PATCH' }],
    },
    {
      name: 'POST on an item behind a prefix several paths share (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/policy-engine/policies': { get: ok, post: ok }, '/api/policy-engine/policies/{id}': { get: ok, post: ok } } },
      errors: [{ path: ['paths', '/api/policy-engine/policies/{id}', 'post'], message: 'POST /api/policy-engine/policies/{id} addresses an item; POST to the collection "/api/policy-engine/policies" to create, or to an action sub-resource "/api/policy-engine/policies/{id}/<action>"' }],
    },
    {
      name: 'PUT on a collection named before a format suffix (2.0)',
      document: { swagger: '2.0', info, paths: { '/occupants.{format}': { put: ok }, '/occupants/{id}.{format}': { get: ok } } },
      errors: [{ path: ['paths', '/occupants.{format}', 'put'], message: /PUT \/occupants\.\{format\} addresses a whole collection/ }],
    },
    {
      name: 'a name led by a verb that the document identifies by id is a collection, not an action (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/restore-jobs': { put: ok }, '/restore-jobs/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/restore-jobs', 'put'], message: 'PUT /restore-jobs addresses a whole collection; PUT, PATCH and DELETE address one item: /restore-jobs/{id}' }],
    },
    {
      name: 'whole-collection writes (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    delete: {responses: {'204': {description: ok}}}
    patch: {responses: {'204': {description: ok}}}
  /users/{id}/orders:
    put: {responses: {'204': {description: ok}}}
`,
      errors: [
        { path: ['paths', '/users', 'delete'], message: 'DELETE /users addresses a whole collection; PUT, PATCH and DELETE address one item: /users/{id}' },
        { path: ['paths', '/users', 'patch'], message: 'PATCH /users addresses a whole collection; PUT, PATCH and DELETE address one item: /users/{id}' },
        { path: ['paths', '/users/{id}/orders', 'put'], message: 'PUT /users/{id}/orders addresses a whole collection; PUT, PATCH and DELETE address one item: /users/{id}/orders/{id}' },
      ],
    },
    {
      name: 'a POST on an item (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/v1/users/{id}': { post: ok, get: ok } } },
      errors: [{ path: ['paths', '/v1/users/{id}', 'post'], message: 'POST /v1/users/{id} addresses an item; POST to the collection "/v1/users" to create, or to an action sub-resource "/v1/users/{id}/<action>"' }],
    },
    {
      name: 'a POST on a singleton whose name has no plural of its own: no collection is named (2.0, JSON)',
      document: { swagger: '2.0', info, paths: { '/me': { post: ok } } },
      errors: [{ path: ['paths', '/me', 'post'], message: 'POST /me addresses the single resource "me"; to create, POST to a collection; to run an action, POST to an action sub-resource "/me/<action>"; to change this resource, use PUT or PATCH' }],
    },
    {
      name: 'a POST on an item of a sub-collection (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users/{id}/orders/{orderId}:
    post: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['paths', '/users/{id}/orders/{orderId}', 'post'], message: /^POST \/users\/\{id\}\/orders\/\{orderId\} addresses an item; POST to the collection "\/users\/\{id\}\/orders"/ }],
    },
    {
      name: 'a path item behind an internal $ref (3.1, YAML)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /users:
    $ref: '#/components/pathItems/Users'
components:
  pathItems:
    Users:
      delete: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['components', 'pathItems', 'Users', 'delete'], message: /^DELETE \/users addresses a whole collection/ }],
    },
    {
      name: 'a path item in an external file (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /orders/{id}:
    $ref: 'paths.yaml#/order'
`,
      files: { 'paths.yaml': 'order:\n  post:\n    responses:\n      "204": {description: ok}\n' },
      errors: [{ path: ['order', 'post'], file: 'paths.yaml', message: /^POST \/orders\/\{id\} addresses an item/ }],
    },
  ],
});

const makes = { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { document_content: { type: 'string' } } } } } }, responses: { '200': { description: 'the document made', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } };
const makes2 = { parameters: [{ name: 'doc', in: 'body', required: true, schema: { type: 'object' } }], responses: { '200': { description: 'the document made' } } };

testRule('method-path-semantics', {
  valid: [
    {
      name: 'a name of the API\'s own description that only POST writes names what the POST makes: `POST /docs` making a document (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/docs': { post: makes } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /docs`',
      document: { swagger: '2.0', info, paths: { '/docs': { $ref: '#/x-paths/docs' } }, 'x-paths': { docs: { post: makes2 } } },
    },
    {
      name: 'the same in 3.1, after a version: `POST /v1/openapi` converting a document',
      document: { openapi: '3.1.0', info, paths: { '/v1/openapi': { post: makes } } },
    },
  ],
  invalid: [
    {
      name: 'a GET reading it makes it the description, one resource: `GET` and `POST /docs` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/docs': { get: ok, post: makes } } },
      errors: [{ path: ['paths', '/docs', 'post'], message: /addresses the single resource "docs"/ }],
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/docs': { get: ok, post: makes2 } } },
      errors: [{ path: ['paths', '/docs', 'post'], message: /addresses the single resource "docs"/ }],
    },
    {
      name: 'and in 3.1, another singleton word only POST writes keeps its reading: `POST /settings` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/settings': { post: makes } } },
      errors: [{ path: ['paths', '/settings', 'post'], message: /addresses the single resource "settings"/ }],
    },
  ],
});

const contactsRecord = { type: 'object', properties: { contactAdmin: { $ref: '#/components/schemas/Contact' }, contactBilling: { $ref: '#/components/schemas/Contact' }, contactTech: { $ref: '#/components/schemas/Contact' } } };
const contactsList = { type: 'object', properties: { contacts: { type: 'array', items: { $ref: '#/components/schemas/Contact' } }, note: { type: 'string' } } };
/** `PATCH /domains/{domain}/contacts` sending `schema` as JSON and as XML, the only operation there. */
const contactsPatch = (version: string, schema: object) => {
  const contact = { type: 'object', properties: { email: { type: 'string' } } };
  if (version === '2.0') {
    return { swagger: '2.0', info, consumes: ['application/json', 'application/xml'], paths: { '/domains/{domain}': { get: ok }, '/domains/{domain}/contacts': { patch: { parameters: [{ name: 'body', in: 'body', required: true, schema: { $ref: '#/definitions/DomainContacts' } }], ...ok } } }, definitions: { DomainContacts: JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/definitions/')), Contact: contact } };
  }
  const body = { $ref: '#/components/schemas/DomainContacts' };
  return { openapi: version, info, paths: { '/domains/{domain}': { get: ok }, '/domains/{domain}/contacts': { patch: { requestBody: { content: { 'application/json': { schema: body }, 'application/xml': { schema: body }, 'text/xml': { schema: body } } }, ...ok } } }, components: { schemas: { DomainContacts: schema, Contact: contact } } };
};

testRule('method-path-semantics', {
  valid: ['2.0', '3.0.3', '3.1.0'].map((version) => ({
    name: `a plural name only written whole as one record, sent as JSON and as XML: \`PATCH /domains/{domain}/contacts\` taking \`{contactAdmin, contactBilling, contactTech}\` (${version}, through a $ref)`,
    document: contactsPatch(version, contactsRecord),
  })),
  invalid: ['2.0', '3.0.3', '3.1.0'].map((version) => ({
    name: `the same name sent a list as JSON and as XML is written as a collection: \`{contacts: [...]}\` (${version}, through a $ref)`,
    document: contactsPatch(version, contactsList),
    errors: [{ path: ['paths', '/domains/{domain}/contacts', 'patch'], message: /addresses a whole collection/ }],
  })),
});

const retriesBody = (field: string) => ({ content: { 'application/json': { schema: { type: 'object', properties: { [field]: { type: 'integer' } } } } } });

testRule('method-path-semantics', {
  valid: [
    {
      name: 'a plural name written whole as the one field it names is a value of the item: `PUT /external-task/{id}/retries` taking `{retries: 3}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/external-task/{id}/retries': { put: { requestBody: retriesBody('retries'), ...ok } } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `PUT /jobs/{id}/tags` taking `{tags: "a,b"}`',
      document: { swagger: '2.0', info, paths: { '/jobs/{id}/tags': { $ref: '#/x-paths/tags' } }, 'x-paths': { tags: { put: { parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'object', properties: { tags: { type: 'string' } } } }], ...ok } } } },
    },
    {
      name: 'the same in 3.1 with PATCH, the field spelt in another case: `PATCH /pools/{id}/vdm-options` taking `{VdmOptions: {...}}`',
      document: { openapi: '3.1.0', info, paths: { '/pools/{id}/vdm-options': { patch: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { VdmOptions: { type: 'object' } } } } } }, ...ok } } } },
    },
    {
      name: 'a plural name only written whole as one field holding a record: `PUT /sessions/{id}/fields` taking `{payment_method: {…}}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/sessions/{id}': { get: ok }, '/sessions/{id}/fields': { put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldsUpdate' } } } }, responses: { '204': { description: 'updated' } } } } },
        components: { schemas: { FieldsUpdate: { type: 'object', properties: { payment_method: { $ref: '#/components/schemas/Card' } } }, Card: { type: 'object', properties: { number: { type: 'string' } } } } },
      },
    },
    {
      name: 'the same with PATCH in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/sessions/{id}/fields': { patch: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { payment_method: { type: 'object', properties: { number: { type: 'string' } } } } } } } }, ...ok } } } },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/sessions/{id}/fields': { put: { parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'object', properties: { payment_method: { type: 'object', properties: { number: { type: 'string' } } } } } }], ...ok } } } },
    },
  ],
  invalid: [
    {
      name: 'a field named otherwise says nothing of the name: `PUT /tasks/{id}/retries` taking `{value: 3}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/tasks/{id}/retries': { put: { requestBody: retriesBody('value'), ...ok } } } },
      errors: [{ path: ['paths', '/tasks/{id}/retries', 'put'], message: /addresses a whole collection/ }],
    },
    {
      name: 'nor does one field that holds a list: `PUT /tasks/{id}/labels` taking `{labels: [...]}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/tasks/{id}/labels': { put: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { labels: { type: 'array', items: { type: 'string' } } } } } } }, ...ok } } } },
      errors: [{ path: ['paths', '/tasks/{id}/labels', 'put'], message: /addresses a whole collection/ }],
    },
    {
      name: 'a DELETE whose one field holds a record names what it removes: `DELETE /accounts` taking `{identification: {accountId}}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/accounts': { delete: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { identification: { type: 'object', properties: { accountId: { type: 'string' } } } } } } } }, ...ok } } } },
      errors: [{ path: ['paths', '/accounts', 'delete'], message: /addresses a whole collection/ }],
    },
    {
      name: 'one field holding a plain value is no record: `PUT /users/{id}/roles` taking `{role: "admin"}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/roles': { put: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { role: { type: 'string' } } } } } }, ...ok } } } },
      errors: [{ path: ['paths', '/users/{id}/roles', 'put'], message: /addresses a whole collection/ }],
    },
  ],
});

testRule('method-path-semantics', {
  valid: [
    {
      name: 'a custom method written after a colon, the item\'s id after it, runs on that item: `POST /uiSchemas:remove/{uid}` (3.0)',
      document: { openapi: '3.0.2', info, paths: { '/uiSchemas:insert': { post: ok }, '/uiSchemas:remove/{uid}': { post: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `POST /workflows:revision/{id}`',
      document: { swagger: '2.0', info, paths: { '/workflows:revision/{id}': { $ref: '#/x-paths/revision' } }, 'x-paths': { revision: { post: ok } } },
    },
    {
      name: 'the same in 3.1, under an item: `POST /roles/{name}/menus:add/{menuId}`',
      document: { openapi: '3.1.0', info, paths: { '/roles/{name}/menus:add/{menuId}': { post: ok } } },
    },
  ],
  invalid: [
    {
      name: 'a colon in a parameter\'s name is no custom method: `POST /ui-schemas/{schema:uid}` addresses the item (3.0)',
      document: { openapi: '3.0.2', info, paths: { '/ui-schemas': { get: ok }, '/ui-schemas/{schema:uid}': { get: ok, post: ok } } },
      errors: [{ path: ['paths', '/ui-schemas/{schema:uid}', 'post'], message: /addresses an item/ }],
    },
    {
      name: 'nor is a name written without a method: `POST /ui-schemas/{uid}` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/ui-schemas': { get: ok }, '/ui-schemas/{uid}': { $ref: '#/x-paths/schema' } }, 'x-paths': { schema: { get: ok, post: ok } } },
      errors: [{ path: ['x-paths', 'schema', 'post'], message: /addresses an item/ }],
    },
    {
      name: 'nor is an item under an item: `POST /ui-schemas/{uid}/things/{thingId}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/ui-schemas/{uid}/things/{thingId}': { post: ok } } },
      errors: [{ path: ['paths', '/ui-schemas/{uid}/things/{thingId}', 'post'], message: /addresses an item/ }],
    },
  ],
});

/** Better Auth's `POST /callback/{id}`: the form_post response mode calls a redirect endpoint back with POST. */
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /callback/{id}\` with the authorization response in its query is a redirect endpoint (${version}, through a $ref)`,
    document: callbackDocument(version, ['code', 'state', 'error_description'], ok, { '/callback': { get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without the response's error parameter, \`POST /callback/{id}\` addresses an item (${version})`,
    document: callbackDocument(version, ['code', 'state'], ok, { '/callback': { get: ok } }),
    errors: [{ path: [...pathItemAt(version, 'callback'), 'post'], message: /addresses an item/ }],
  })),
});

/** A server that takes JSON-RPC calls at its own address (`POST /servers/{serverId}`), GET reading the server. */
const rpcEndpoint = (version: string, request: object) => postedRequestDocument(version, '/servers/{serverId}', request, '200', { get: ok });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST sending a JSON-RPC 2.0 request, through a $ref, calls the procedure its body names: \`POST /servers/{serverId}\` (${version})`,
    document: rpcEndpoint(version, JSON_RPC_REQUEST),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a body of the API's own with a \`method\` field is posted to the item (${version})`,
    document: rpcEndpoint(version, { type: 'object', properties: { method: { type: 'string' }, name: { type: 'string' } } }),
    errors: [{ path: ['paths', '/servers/{serverId}', 'post'], message: /addresses an item/ }],
  })),
});

/**
 * PagoPA IO's `/user-metadata`: GET answers the user's one metadata record, and POST ("Set User's
 * metadata") sends it and answers it back, 200: a mass noun set by POST, one resource, where §4
 * sets a single resource with PUT. A POST answering 201 creates in a collection.
 */
const metadataRecord = { type: 'object', required: ['version', 'metadata'], properties: { version: { type: 'number' }, metadata: { type: 'string' } } };
function metadataDocument(version: string, status: string): Record<string, unknown> {
  const schema = { $ref: `#/${schemaAt(version, 'UserMetadata').join('/')}` };
  const answer = referencedAnswer(version, 'UserMetadata', 'the metadata');
  const post = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema }], responses: { [status]: answer } }
    : { requestBody: { required: true, content: { 'application/json': { schema } } }, responses: { [status]: answer } };
  return schemaDocument(version, { '/user-metadata': { get: { responses: { '200': answer } }, post } }, { UserMetadata: metadataRecord });
}
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST on a mass noun answering 201 creates in it: \`POST /user-metadata\`, the record behind a $ref (${version})`,
    document: metadataDocument(version, '201'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST setting the record GET answers on a mass noun, answering 200, addresses one resource: \`POST /user-metadata\`, the record behind a $ref (${version})`,
    document: metadataDocument(version, '200'),
    errors: [{ path: ['paths', '/user-metadata', 'post'], message: /addresses the single resource "user-metadata"/ }],
  })),
});

/**
 * MockServer's `POST /mockserver/mcp` (the Model Context Protocol's Streamable HTTP endpoint, GET
 * and DELETE on the session there too): the body is typed only as an object, its example a JSON-RPC
 * 2.0 request; on the schema, or in 3.x on the media type, alone or among its `examples`.
 */
const initializeCall = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18' } };
function mcpDocument(version: string, example: unknown, at: 'schema' | 'media' | 'examples'): Record<string, unknown> {
  const object = { type: 'object' };
  const answer = version === '2.0' ? { description: 'the JSON-RPC response', schema: object } : { description: 'the JSON-RPC response', content: { 'application/json': { schema: object } } };
  const media = at === 'schema' ? { schema: { ...object, example } } : at === 'media' ? { schema: object, example } : { schema: object, examples: { initialize: { value: example } } };
  const post = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema: media.schema }], responses: { '200': answer } }
    : { requestBody: { required: true, content: { 'application/json': media } }, responses: { '200': answer } };
  return withPathItemBehindRef(version, '/mcp', 'mcp', { get: { responses: { '200': answer } }, delete: ok, post });
}
testRule('method-path-semantics', {
  valid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({ name: `POST sending an object whose example is a JSON-RPC 2.0 request, the path item behind a $ref, calls the procedure it names (${version})`, document: mcpDocument(version, initializeCall, 'schema') })),
    ...['3.0', '3.1'].flatMap((version) => [
      { name: `the example on the media type, the path item behind a $ref (${version})`, document: mcpDocument(version, initializeCall, 'media') },
      { name: `a batch among the media type's \`examples\`, the path item behind a $ref (${version})`, document: mcpDocument(version, [initializeCall, { ...initializeCall, id: 2, method: 'tools/list' }], 'examples') },
    ]),
  ],
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `an example without \`jsonrpc: "2.0"\` is a record of the API's own, posted to a single resource (${version})`,
      document: mcpDocument(version, { method: 'initialize', params: {} }, 'schema'),
      errors: [{ path: [...pathItemAt(version, 'mcp'), 'post'], message: /addresses the single resource "mcp"/ }],
    })),
    ...['3.0', '3.1'].map((version) => ({
      name: `an example with fields no JSON-RPC request has is the API's own (${version})`,
      document: mcpDocument(version, { ...initializeCall, session: 'abc' }, 'media'),
      errors: [{ path: [...pathItemAt(version, 'mcp'), 'post'], message: /addresses the single resource "mcp"/ }],
    })),
  ],
});

/**
 * An RDF store's repository is its SPARQL endpoint (RDF4J's `POST /repositories/{repositoryID}`,
 * GET reading it by query, DELETE removing it): a POST sending `application/sparql-query` runs a
 * query (SPARQL 1.1 Protocol §2.1.3); one sending a form of the API's own posts to the item.
 */
function repositoryQueryDocument(version: string, mediaType: string): Record<string, unknown> {
  const post = version === '2.0'
    ? { consumes: [mediaType], parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the results', schema: { type: 'string', format: 'binary' } } } }
    : { requestBody: { required: true, content: { [mediaType]: { schema: { type: 'string' } } } }, responses: { '200': { description: 'the results', content: { 'application/sparql-results+json': { schema: { type: 'object' } } } } } };
  return withPathItemBehindRef(version, '/repositories/{repositoryID}', 'repository', { get: ok, delete: ok, post }, { '/repositories': { get: ok } });
}
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST sending \`application/sparql-query\` to a repository, through a $ref, runs a SPARQL query there (${version})`,
    document: repositoryQueryDocument(version, 'application/sparql-query'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST sending \`text/plain\` to the repository addresses the item (${version})`,
    document: repositoryQueryDocument(version, 'text/plain'),
    errors: [{ path: [...pathItemAt(version, 'repository'), 'post'], message: /addresses an item/ }],
  })),
});

/**
 * Xero Payroll UK's `/Employees/{EmployeeID}/ukopeningbalances`: POST and PUT send the same record
 * GET answers in one of its fields (`{pagination, openingBalances: <the record>}`), so the plural
 * name is one resource made, replaced and read there, not a collection: PUT on it is no write to a
 * whole collection, and POST on it makes no item (the rule says so of POST on any one resource).
 * Sent as another schema, the POST creates in a collection again. The schemas behind $refs.
 */
const balances = { type: 'object', properties: { statutoryAdoptionPay: { type: 'number' }, statutoryMaternityPay: { type: 'number' } } };
const other = { type: 'object', properties: { employeeId: { type: 'string' }, statutorySickPay: { type: 'number' } } };
const openingBalancesDocument = (version: string, posted: string) => {
  const ref = (name: string) => ({ $ref: version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}` });
  const answer = { type: 'object', properties: { pagination: { type: 'object', properties: { page: { type: 'integer' } } }, openingBalances: ref('Balances') } };
  const id = version === '2.0' ? { name: 'id', in: 'path', required: true, type: 'string' } : { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const send = (name: string) => (version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: ref(name) }] } : { requestBody: { content: { 'application/json': { schema: ref(name) } } } });
  const answers = version === '2.0' ? { responses: { '200': { description: 'the balances', schema: ref('Answer') } } } : { responses: { '200': { description: 'the balances', content: { 'application/json': { schema: ref('Answer') } } } } };
  const paths = { '/employees/{id}': { get: { parameters: [id], ...answers } }, '/employees/{id}/openingbalances': { parameters: [id], get: answers, post: { ...send(posted), ...answers }, put: { ...send('Balances'), ...answers } } };
  const schemas = { Balances: balances, Other: other, Answer: answer };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: schemas } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas } };
};
const withoutPost = (document: Record<string, unknown>) => {
  const paths = document['paths'] as Record<string, Record<string, unknown>>;
  const { post: _post, ...rest } = paths['/employees/{id}/openingbalances'] ?? {};
  return { ...document, paths: { ...paths, '/employees/{id}/openingbalances': rest } };
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `GET and PUT alone on the record (${version})`, document: withoutPost(openingBalancesDocument(version, 'Balances')) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `POST and PUT send the record GET answers: one resource, PUT on it is no write to a collection (${version})`,
      document: openingBalancesDocument(version, 'Balances'),
      errors: [{ path: ['paths', '/employees/{id}/openingbalances', 'post'], message: /^POST \/employees\/\{id\}\/openingbalances addresses the single resource "openingbalances"/ }],
    },
    {
      name: `POST sending another schema creates in a collection, and PUT writes it whole (${version})`,
      document: openingBalancesDocument(version, 'Other'),
      errors: [{ path: ['paths', '/employees/{id}/openingbalances', 'put'], message: 'PUT /employees/{id}/openingbalances addresses a whole collection; PUT, PATCH and DELETE address one item: /employees/{id}/openingbalances/{id}' }],
    },
  ]),
});

/**
 * WeeChat's relay `POST /ping` ("Send ping request to WeeChat"): a single resource named by the
 * verb only POST runs on it is that action, whose verb path-nouns reports; with a GET reading it,
 * the POST addresses the resource. The path item behind a $ref.
 */
const pinged = { responses: { '200': { description: 'done' } } };
const pingDocument = (version: string, pathItem: object) => withPathItemBehindRef(version, '/ping', 'ping', pathItem, { '/buffers': { get: pinged } });
const pingBody = (version: string) => (version === '2.0'
  ? { parameters: [{ name: 'body', in: 'body', schema: { type: 'object', properties: { data: { type: 'string' } } } }], ...pinged }
  : { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'string' } } } } } }, ...pinged });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /ping\` sending a body, nothing else on it (${version})`, document: pingDocument(version, { post: pingBody(version) }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /ping\` beside \`GET /ping\` (${version})`,
    document: pingDocument(version, { get: pinged, post: pingBody(version) }),
    errors: [{ path: [...pathItemAt(version, 'ping'), 'post'], message: /^POST \/ping addresses the single resource "ping"/ }],
  })),
});

/**
 * JupyterHub's `PUT /groups/{name}/properties` ("Set group properties", a JSON object) answering
 * the `Group` that holds them: a plural name only written, answered as that field of its owner, is
 * the field, not a collection PUT writes whole; answering a `Group` without the field, it is read
 * as a collection. The answer behind a $ref.
 */
const groupAnswer = (version: string, fields: Record<string, object>) => schemaDocument(version, {
  '/groups/{name}/properties': { put: { parameters: [{ name: 'name', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }], responses: { '200': referencedAnswer(version, 'Group', 'the group') } } },
}, { Group: { type: 'object', properties: { name: { type: 'string' }, ...fields } } });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PUT /groups/{name}/properties\` answering the \`Group\` with its \`properties\` (${version})`, document: groupAnswer(version, { properties: { type: 'object' } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same answering a \`Group\` without them (${version})`,
    document: groupAnswer(version, { users: { type: 'array', items: { type: 'string' } } }),
    errors: [{ path: ['paths', '/groups/{name}/properties', 'put'], message: /^PUT \/groups\/\{name\}\/properties addresses a whole collection/ }],
  })),
});

/**
 * Homebridge UI's `PUT /server/reset-cached-accessories`: a verb, a past participle and a plural is
 * an action on the plural (path-nouns reports the verb), no collection PUT would write whole; a
 * noun-verb before a plural alone names a kind of thing (`reset-tokens`), a collection. The path
 * item behind a $ref.
 */
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PUT /server/reset-cached-accessories\` runs an action (${version})`, document: withPathItemBehindRef(version, '/server/reset-cached-accessories', 'reset', { put: ok }, { '/server/status': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /server/reset-tokens\` addresses the collection of reset tokens (${version})`,
    document: withPathItemBehindRef(version, '/server/reset-tokens', 'reset', { put: ok }, { '/server/status': { get: ok } }),
    errors: [{ path: [...pathItemAt(version, 'reset'), 'put'], message: 'PUT /server/reset-tokens addresses a whole collection; PUT, PATCH and DELETE address one item: /server/reset-tokens/{id}' }],
  })),
});

/**
 * Kuzzle's `POST /_checkRights/{userId}` beside `POST /_checkRights` and `POST /_createToken`: a name
 * led by a verb (`check`, where the POST-only names beside it are led by verbs; path-nouns reports
 * it) with an id after it runs on that id, no item addressed; a plural a verb leads that its own id
 * identifies (`POST /ConnectApps/{Sid}`) is a collection, and the POST on its item is reported. The
 * path item behind a $ref.
 */
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /_checkRights/{userId}\` (${version})`, document: withPathItemBehindRef(version, '/_checkRights/{userId}', 'rights', { post: ok }, { '/_checkRights': { post: ok }, '/_createToken': { post: ok }, '/_refreshToken': { post: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /ConnectApps/{Sid}\` (${version})`,
    document: withPathItemBehindRef(version, '/ConnectApps/{Sid}', 'apps', { post: ok, get: ok }, { '/ConnectApps': { get: ok } }),
    errors: [{ path: [...pathItemAt(version, 'apps'), 'post'], message: /^POST \/ConnectApps\/\{Sid\} addresses an item/ }],
  })),
});

/**
 * A query or fragment written into a path key is no part of the path: LXD's `GET
 * /1.0/images/{fingerprint}/export?public` runs on the path `POST …/export` runs on, and a
 * suggestion names the path, not the key (`POST /requests/{id}?cmd=diff`).
 */
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `keys told apart by a query written into them are one path: \`POST /images/{fingerprint}/export\` beside \`GET …/export?public\` (${version}, through a $ref)`,
    document: withPathItemBehindRef(version, '/images/{fingerprint}/export', 'export', { get: ok, post: ok }, { '/images': { get: ok, post: ok }, '/images/{fingerprint}': { get: ok, delete: ok }, '/images/{fingerprint}/export?public': { get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a POST on an item whose key carries a query is told the collection and the action's path, without it (${version})`,
      document: withPathItemBehindRef(version, '/requests/{id}?cmd=diff', 'diff', { post: ok }, { '/requests': { get: ok, post: ok }, '/requests/{id}': { get: ok } }),
      errors: [{ path: [...pathItemAt(version, 'diff'), 'post'], message: /^POST \/requests\/\{id\}\?cmd=diff addresses an item; POST to the collection "\/requests" to create, or to an action sub-resource "\/requests\/\{id\}\/<action>"$/ }],
    },
    {
      name: `the same for a fragment, and for a whole collection written: \`DELETE /tags#resourceArn&tagKeys\` (${version})`,
      document: withPathItemBehindRef(version, '/tags#resourceArn&tagKeys', 'untag', { delete: ok }, { '/tags': { get: ok, post: ok }, '/tags/{id}': { get: ok } }),
      errors: [{ path: [...pathItemAt(version, 'untag'), 'delete'], message: /^DELETE \/tags#resourceArn&tagKeys addresses a whole collection; PUT, PATCH and DELETE address one item: \/tags\/\{id\}$/ }],
    },
  ]),
});

/**
 * A `/proxy` of `version` on which GET, POST, PUT, PATCH and DELETE run, each with the header
 * naming where the request goes unless `postOwnParameters` leaves it out of POST's; POST, PUT and
 * PATCH send a body of `mediaType`. The path item is behind a $ref.
 */
const proxyDocument = (version: string, mediaType = '*/*', postOwnParameters = false) => {
  const downstream = version === '2.0' ? { name: 'x-downstream-url', in: 'header', required: true, type: 'string' } : { name: 'x-downstream-url', in: 'header', required: true, schema: { type: 'string' } };
  const answered = { responses: { '200': jsonAnswer(version, 'what the downstream answered', { type: 'object', properties: { status: { type: 'string' } } }) } };
  const sent = (parameters: readonly object[]) => (version === '2.0'
    ? { consumes: [mediaType], parameters: [...parameters, { name: 'body', in: 'body', schema: { type: 'object' } }], ...answered }
    : { parameters, requestBody: { content: { [mediaType]: { schema: { type: 'object' } } } }, ...answered });
  const operations = {
    get: { parameters: [downstream], ...answered },
    post: sent(postOwnParameters ? [] : [downstream]),
    put: sent([downstream]),
    patch: sent([downstream]),
    delete: { parameters: [downstream], ...answered },
  };
  return withPathItemBehindRef(version, '/proxy', 'proxy', operations);
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a path GET, POST, PUT, PATCH and DELETE all run on alike, sending bodies of any media type, passes the method through: \`POST /proxy\` (${version})`,
    document: proxyDocument(version),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `sending JSON, the POST addresses the single resource: \`POST /proxy\` (${version})`,
      document: proxyDocument(version, 'application/json'),
      errors: [{ path: [...pathItemAt(version, 'proxy'), 'post'], message: /POST \/proxy addresses the single resource "proxy"/ }],
    },
    {
      name: `a POST taking parameters of its own is no request passed through: \`POST /proxy\` (${version})`,
      document: proxyDocument(version, '*/*', true),
      errors: [{ path: [...pathItemAt(version, 'proxy'), 'post'], message: /POST \/proxy addresses the single resource "proxy"/ }],
    },
  ]),
});

/**
 * AWS Security Hub's `/accounts` behind a `$ref`: POST enables the caller's hub, PATCH updates it,
 * DELETE disables it, and GET describes it as `described` (a JSON object); no id follows `accounts`.
 */
function hubDocument(version: string, described: object, enabledBy = 'post'): Record<string, unknown> {
  const body = (schema: object) => jsonRequest(version, schema);
  const settings = { type: 'object', properties: { AutoEnableControls: { type: 'boolean' } } };
  return withPathItemBehindRef(version, '/accounts', 'hub', {
    get: { responses: { '200': jsonAnswer(version, 'the hub', described) } },
    [enabledBy]: { ...body(settings), responses: { '200': { description: 'enabled' } } },
    patch: { ...body(settings), responses: { '200': { description: 'updated' } } },
    delete: { responses: { '200': { description: 'disabled' } } },
  });
}
const hub = { type: 'object', properties: { HubArn: { type: 'string' }, SubscribedAt: { type: 'string' }, AutoEnableControls: { type: 'boolean' } } };
const accountsPage = { type: 'object', properties: { Accounts: { type: 'array', items: hub }, NextToken: { type: 'string' } } };
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `made by PUT instead, the one resource \`/accounts\` breaks nothing (${version})`,
    document: hubDocument(version, hub, 'put'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a plural name POST makes, PATCH writes and DELETE removes, read as one object holding no list, is one resource: only its POST is judged (${version})`,
      document: hubDocument(version, hub),
      errors: [{ path: [...pathItemAt(version, 'hub'), 'post'], message: /^POST \/accounts addresses the single resource "accounts"/ }],
    },
    {
      name: `read as a page of accounts, it is a collection: PATCH and DELETE address it whole (${version})`,
      document: hubDocument(version, accountsPage),
      errors: [
        { path: [...pathItemAt(version, 'hub'), 'patch'], message: 'PATCH /accounts addresses a whole collection; PUT, PATCH and DELETE address one item: /accounts/{id}' },
        { path: [...pathItemAt(version, 'hub'), 'delete'], message: 'DELETE /accounts addresses a whole collection; PUT, PATCH and DELETE address one item: /accounts/{id}' },
      ],
    },
  ]),
});

/** API Gateway's `DELETE /apis/{apiId}/<name>` behind a `$ref`, beside `GET /apis/{apiId}`. */
const apiPartDocument = (version: string, name: string) => withPathItemBehindRef(version, `/apis/{apiId}/${name}`, 'part', { delete: ok }, { '/apis/{apiId}': { get: ok } });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `initials of a mass noun name one thing: \`DELETE /apis/{apiId}/cors\`, cross-origin resource sharing (${version})`,
    document: apiPartDocument(version, 'cors'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a countable plural there is a collection DELETE addresses whole: \`/apis/{apiId}/routes\` (${version})`,
    document: apiPartDocument(version, 'routes'),
    errors: [{ path: [...pathItemAt(version, 'part'), 'delete'], message: 'DELETE /apis/{apiId}/routes addresses a whole collection; PUT, PATCH and DELETE address one item: /apis/{apiId}/routes/{id}' }],
  })),
});

/**
 * Adobe Campaign's transactional events: `POST /messages/{EVENT_ID}` (behind a `$ref`) beside `POST
 * /messages/{EVENT_ID}/{<second>}`. A primary key written as one word (`{EVENT_PKEY}`,
 * `identifier-words`) identifies the event, so `{EVENT_ID}` chooses the collection: no POST on an item.
 */
const transactionalEvents = (version: string, second: string) => {
  const done = { responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, '/messages/{EVENT_ID}', 'events', { post: done }, { [`/messages/{EVENT_ID}/{${second}}`]: { post: { summary: 'Get a transactional event', ...done } } });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an id named \`PKEY\` after the parameter makes it the collection's key: \`POST /messages/{EVENT_ID}\` beside \`…/{EVENT_PKEY}\` (${version}, through a $ref)`,
    document: transactionalEvents(version, 'EVENT_PKEY'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter naming no id after it leaves \`{EVENT_ID}\` an item: \`…/{EVENT_PART}\` (${version}, through a $ref)`,
    document: transactionalEvents(version, 'EVENT_PART'),
    errors: [{ path: [...pathItemAt(version, 'events'), 'post'], message: /^POST \/messages\/\{EVENT_ID\} addresses an item/ }],
  })),
});

/**
 * PagoPA IO's `POST /sessions/{fiscalcode}/lock` (behind a `$ref`) named `operationId`, with a
 * DELETE beside it (`unlockUserSession`): a POST named for the name as its verb runs the action
 * the DELETE undoes, no POST on a single resource.
 */
const sessionLock = (version: string, operationId: string) => {
  const done = { responses: { '200': { description: 'done' } } };
  return withPathItemBehindRef(version, '/sessions/{fiscalcode}/lock', 'lock', { post: { operationId, ...done }, delete: { operationId: 'unlockUserSession', ...done } }, { '/sessions/{fiscalcode}': { get: done } });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a POST named for the name as its verb, a DELETE beside it: \`lockUserSession\` on \`POST …/lock\` (${version}, through a $ref)`,
    document: sessionLock(version, 'lockUserSession'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `named otherwise, the POST addresses the single resource: \`createLock\` (${version}, through a $ref)`,
    document: sessionLock(version, 'createLock'),
    errors: [{ path: [...pathItemAt(version, 'lock'), 'post'], message: /^POST \/sessions\/\{fiscalcode\}\/lock addresses the single resource "lock"/ }],
  })),
});

/**
 * VTEX's `POST /prices/{itemId}/fixed/{priceTableId}` (behind a `$ref`) beside a GET there
 * summarised `summary` and answering `answer`: an array where an item's id would stand, read in
 * the plural, says the parameter picks a set of records, which the POST adds to
 * (`get-answers-list-at-parameter`); one record, or an array the summary reads as one, is an item.
 */
const fixedPrices = (version: string, answer: object, summary = 'Get fixed prices on a price table') => {
  const ok = version === '2.0' ? { description: 'the fixed prices', schema: answer } : { description: 'the fixed prices', content: { 'application/json': { schema: answer } } };
  return withPathItemBehindRef(version, '/prices/{itemId}/fixed/{priceTableId}', 'fixed', { get: { summary, responses: { '200': ok } }, post: { responses: { '200': { description: 'added' } } } }, { '/prices/{itemId}': { get: { responses: { '200': { description: 'the price' } } } } });
};
const fixedPrice = { type: 'object', properties: { value: { type: 'number' }, minQuantity: { type: 'integer' } } };
const onItem = (version: string) => [{ path: [...pathItemAt(version, 'fixed'), 'post'], message: /^POST \/prices\/\{itemId\}\/fixed\/\{priceTableId\} addresses an item/ }];
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a GET answering a list read in the plural where the id would stand makes the POST an addition to it: \`…/fixed/{priceTableId}\` (${version}, through a $ref)`,
    document: fixedPrices(version, { type: 'array', items: fixedPrice }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a GET answering one record there leaves the POST on an item (${version}, through a $ref)`,
      document: fixedPrices(version, fixedPrice),
      errors: onItem(version),
    },
    {
      name: `so does an array its summary reads as one thing: "Get a fixed price by ID" (${version}, through a $ref)`,
      document: fixedPrices(version, { type: 'array', items: fixedPrice }, 'Get a fixed price by ID'),
      errors: onItem(version),
    },
  ]),
});

/**
 * AWS Migration Hub Orchestrator's `POST /retryworkflowstep/{id}` (behind a `$ref`), named
 * `RetryWorkflowStep`, "Retry a failed step.": the verb run together with its object takes the id
 * after it (`run-together-verb`), an action, no POST on an item; named for a thing, it is one.
 */
const retryDocument = (version: string, operationId: string, summary: string) => withPathItemBehindRef(version, '/retryworkflowstep/{id}', 'retry', { post: { operationId, summary, ...ok } });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`RetryWorkflowStep\` runs an action on the step (${version})`, document: retryDocument(version, 'RetryWorkflowStep', 'Retry a failed step.') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`CreateRetryWorkflowStep\` posts to an item (${version})`,
    document: retryDocument(version, 'CreateRetryWorkflowStep', 'Add a retry of a workflow step.'),
    errors: [{ path: [...pathItemAt(version, 'retry'), 'post'], message: 'POST /retryworkflowstep/{id} addresses an item; POST to the collection "/retryworkflowstep" to create, or to an action sub-resource "/retryworkflowstep/{id}/<action>"' }],
  })),
});

/**
 * Pinpoint Email's `PUT /configuration-sets/{name}/reputation-options` (behind a `$ref`), sending
 * one boolean, beside `GET /configuration-sets/{name}` answering the set with its `ReputationOptions`:
 * a field of the set holding one object, of which the PUT sends a field, so the PUT writes that one
 * thing (`owner-reads-field`); where the set holds a list there, or the PUT sends what the object
 * does not hold (Spotify's `PUT …/followers` sending `{public}` beside `followers: {href, total}`),
 * the name is a collection and the PUT addresses all of it.
 */
const reputationDocument = (version: string, field: object, sent = 'ReputationMetricsEnabled') => withPathItemBehindRef(
  version,
  '/configuration-sets/{name}/reputation-options',
  'reputation',
  { put: { ...jsonRequest(version, { type: 'object', properties: { [sent]: { type: 'boolean' } } }), ...ok } },
  { '/configuration-sets/{name}': { get: { responses: { '200': jsonAnswer(version, 'the set', { type: 'object', properties: { Name: { type: 'string' }, ReputationOptions: field } }) } } } },
);
const reputationOptions = { type: 'object', properties: { ReputationMetricsEnabled: { type: 'boolean' }, LastFreshStart: { type: 'string' } } };
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the set's GET answers \`ReputationOptions\` as one object: the PUT writes it (${version})`, document: reputationDocument(version, reputationOptions) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the set's GET answers \`ReputationOptions\` as a list: a collection (${version})`,
      document: reputationDocument(version, { type: 'array', items: reputationOptions }),
      errors: [{ path: [...pathItemAt(version, 'reputation'), 'put'], message: 'PUT /configuration-sets/{name}/reputation-options addresses a whole collection; PUT, PATCH and DELETE address one item: /configuration-sets/{name}/reputation-options/{id}' }],
    },
    {
      name: `the PUT sends a field \`ReputationOptions\` does not hold: a collection (${version})`,
      document: reputationDocument(version, reputationOptions, 'public'),
      errors: [{ path: [...pathItemAt(version, 'reputation'), 'put'], message: 'PUT /configuration-sets/{name}/reputation-options addresses a whole collection; PUT, PATCH and DELETE address one item: /configuration-sets/{name}/reputation-options/{id}' }],
    },
  ]),
});

/**
 * DevOps Guru's `/event-sources` (behind a `$ref`): `POST` (`DescribeEventSourcesConfig`) sends
 * nothing and answers `{EventSources}`, the very fields `PUT` (`UpdateEventSourcesConfig`) sends:
 * the POST reads back the one record the PUT replaces (`post-reads-what-put-writes`); a POST
 * sending a record of its own creates in a collection, and the PUT on it is reported.
 */
const eventSourcesDocument = (version: string, postSends: object | undefined) => {
  const record = { type: 'object', properties: { EventSources: { type: 'object', properties: { Status: { type: 'string' } } } } };
  return withPathItemBehindRef(version, '/event-sources', 'sources', {
    post: { operationId: 'DescribeEventSourcesConfig', description: 'Returns the integration status of the event sources.', ...(postSends === undefined ? {} : jsonRequest(version, postSends)), responses: { '200': jsonAnswer(version, 'the configuration', record) } },
    put: { operationId: 'UpdateEventSourcesConfig', ...jsonRequest(version, record), responses: { '200': jsonAnswer(version, 'updated', { type: 'object' }) } },
  });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `POST reads back what PUT writes (${version})`, document: eventSourcesDocument(version, undefined) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `POST sends a record of its own (${version})`,
    document: eventSourcesDocument(version, { type: 'object', properties: { Name: { type: 'string' } } }),
    errors: [{ path: [...pathItemAt(version, 'sources'), 'put'], message: 'PUT /event-sources addresses a whole collection; PUT, PATCH and DELETE address one item: /event-sources/{id}' }],
  })),
});

/** `document` with the named `schemas` where its version keeps them. */
const withSchemas = (version: string, document: Record<string, unknown>, schemas: Record<string, object>): Record<string, unknown> => (version === '2.0'
  ? { ...document, definitions: schemas }
  : { ...document, components: { ...(document['components'] as object), schemas } });

/**
 * Traccar's `PUT /devices/{id}/accumulators` (behind a `$ref`), only written, sending one record
 * `{deviceId, totalDistance, hours}`: a record with no list holds no page, so `totalDistance` is
 * its own field, and the plural name is one thing written whole. A body holding a list is no such
 * record.
 */
const accumulators = (version: string, record: object) => withSchemas(version, withPathItemBehindRef(version, '/devices/{id}/accumulators', 'accumulators', {
  put: { ...jsonRequest(version, { $ref: `#/${schemaAt(version, 'DeviceAccumulators').join('/')}` }), responses: { '204': { description: 'written' } } },
}, { '/devices/{id}': { get: { responses: { '200': { description: 'a device' } } } } }), { DeviceAccumulators: record });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /devices/{id}/accumulators\` sending \`{deviceId, totalDistance, hours}\` writes one record (${version}, through a $ref)`,
    document: accumulators(version, { type: 'object', properties: { deviceId: { type: 'integer' }, totalDistance: { type: 'number' }, hours: { type: 'number' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a body holding a list writes no one record (${version}, through a $ref)`,
    document: accumulators(version, { type: 'object', properties: { deviceId: { type: 'integer' }, readings: { type: 'array', items: { type: 'number' } } } }),
    errors: [{ path: [...pathItemAt(version, 'accumulators'), 'put'], message: /^PUT \/devices\/\{id\}\/accumulators addresses a whole collection/ }],
  })),
});

/**
 * Apache Answer's `GET /siteinfo/polices` (here `/sites/{siteId}/polices`) answering `allOf: [RespBody, {data: SitePoliciesResp}]`
 * (`RespBody`'s `data` only described) beside `PUT` sending `SitePoliciesReq`, the same fields, the
 * path item behind a `$ref`: what is put there is what is read there, one record. A PUT sending other fields is judged.
 */
const polices = (version: string, sent: object) => {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  return withSchemas(version, withPathItemBehindRef(version, '/sites/{siteId}/polices', 'polices', {
    get: { responses: { '200': jsonAnswer(version, 'the policies', { allOf: [ref('RespBody'), { type: 'object', properties: { data: ref('SitePoliciesResp') } }] }) } },
    put: { ...jsonRequest(version, ref('SitePoliciesReq')), responses: { '200': jsonAnswer(version, 'done', ref('RespBody')) } },
  }, { '/sites/{siteId}': { get: { responses: { '200': { description: 'a site' } } } } }), {
    RespBody: { type: 'object', properties: { code: { type: 'integer' }, data: { description: 'response data' }, msg: { type: 'string' } } },
    SitePoliciesResp: { type: 'object', properties: { privacy_policy_text: { type: 'string' }, terms_of_service_text: { type: 'string' } } },
    SitePoliciesReq: sent,
  });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /sites/{siteId}/polices\` sending the fields \`GET\` answers in \`data\` writes that record (${version}, through a $ref)`,
    document: polices(version, { type: 'object', properties: { privacy_policy_text: { type: 'string' }, terms_of_service_text: { type: 'string' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a PUT sending other fields is judged (${version}, through a $ref)`,
    document: polices(version, { type: 'object', properties: { name: { type: 'string' }, text: { type: 'string' } } }),
    errors: [{ path: [...pathItemAt(version, 'polices'), 'put'], message: /^PUT \/sites\/\{siteId\}\/polices addresses a whole collection/ }],
  })),
});

/**
 * MediaMTX's `POST /v3/hlssessions/kick/{id}` (behind a `$ref`) beside `GET
 * /v3/hlssessions/get/{id}`: `kick` stands where the document puts verbs (`verbs-beside-it`), so
 * `{id}` is what it runs on, no item the POST addresses (path-nouns reports the verb). Beside a
 * `GET /v3/hlssessions/list` alone, nothing shows `kick` a verb, and the POST on `kick/{id}` is judged.
 */
const kickDocument = (version: string, others: Record<string, object>) => withPathItemBehindRef(version, '/v3/hlssessions/kick/{id}', 'kick', { post: ok }, { '/v3/hlssessions/list': { get: ok }, ...others });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`POST /v3/hlssessions/kick/{id}\` beside \`GET /v3/hlssessions/get/{id}\` (${version}, through a $ref)`, document: kickDocument(version, { '/v3/hlssessions/get/{id}': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside \`GET /v3/hlssessions/list\` alone (${version}, through a $ref)`,
    document: kickDocument(version, {}),
    errors: [{ path: [...pathItemAt(version, 'kick'), 'post'], message: 'POST /v3/hlssessions/kick/{id} addresses an item; POST to the collection "/v3/hlssessions/kick" to create, or to an action sub-resource "/v3/hlssessions/kick/{id}/<action>"' }],
  })),
});

/**
 * Dagu's `/docs` (behind a `$ref`), a built-in singleton word: `GET` answers `{items: [...],
 * pagination: {...}}`, the items under the name a page gives them beside what the page says of
 * itself, and `POST` makes a document (201), so `/docs` is a collection, the POST a create. With
 * no page information beside the items (`{items, owner}`), the word is read as one thing.
 */
const docsDocument = (version: string, beside: string) => {
  const page = { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } }, [beside]: { type: 'object', properties: { totalRecords: { type: 'integer' } } } } };
  const post = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'object' } }], responses: { '201': { description: 'Document created' } } }
    : { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '201': { description: 'Document created' } } };
  return withPathItemBehindRef(version, '/docs', 'docs', { get: { operationId: 'listDocs', responses: { '200': jsonAnswer(version, 'List of documents', page) } }, post });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`GET /docs\` answering \`{items, pagination}\` and a POST making one: a collection (${version}, through a $ref)`, document: docsDocument(version, 'pagination') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /docs\` answering \`{items, owner}\`: one thing (${version}, through a $ref)`,
    document: docsDocument(version, 'owner'),
    errors: [{ path: [...pathItemAt(version, 'docs'), 'post'], message: /^POST \/docs addresses the single resource "docs"/ }],
  })),
});

/**
 * AzuraCast's `/admin/rsas` (behind a `$ref`), whose DELETE "Removes the Rocket Streaming Audio
 * Server (RSAS) installation.": the document defines `RSAS` as an acronym, the words before it in
 * parentheses spelling it, so `rsas` names the one installation read and removed there, no plural,
 * and a POST uploading it is what is judged, as on `/admin/shoutcast` beside it; a summary that
 * writes "rsas" in small letters, or words before "(RSAS)" that do not spell it, leave `rsas` a
 * plural, a whole collection DELETE removes.
 */
const rsasDocument = (version: string, summary: string, upload: object | null = { summary: 'Uploads the installer.', ...ok }) => withPathItemBehindRef(version, '/admin/rsas', 'rsas', {
  get: { responses: { '200': jsonAnswer(version, 'the installation', { type: 'object', properties: { version: { type: 'string' }, hasLicense: { type: 'boolean' } } }) } },
  ...(upload === null ? {} : { post: upload }),
  delete: { summary, ...ok },
}, { '/admin/shoutcast': { get: ok }, '/admin/stereo_tool': { get: ok } });
const definingSummary = 'Removes the Rocket Streaming Audio Server (RSAS) installation.';
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`DELETE /admin/rsas\` removes the one RSAS the document defines (${version}, through a $ref)`, document: rsasDocument(version, definingSummary, null) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`POST /admin/rsas\` on the one RSAS the document defines (${version}, through a $ref)`,
      document: rsasDocument(version, definingSummary),
      errors: [{ path: [...pathItemAt(version, 'rsas'), 'post'], message: /^POST \/admin\/rsas addresses the single resource "rsas"/ }],
    },
    ...['Removes the rsas installation.', 'Removes the Rocket Audio Server (RSAS) installation.'].map((summary) => ({
      name: `"${summary}" shows no acronym (${version}, through a $ref)`,
      document: rsasDocument(version, summary),
      errors: [{ path: [...pathItemAt(version, 'rsas'), 'delete'], message: 'DELETE /admin/rsas addresses a whole collection; PUT, PATCH and DELETE address one item: /admin/rsas/{id}' }],
    })),
  ]),
});

/**
 * WSO2's `GET` and `PUT /identity-providers/{id}/roles` (behind a `$ref`), reading and replacing one
 * `Roles` record of two lists, `{mappings, outboundProvisioningRoles}`: one value written whole,
 * no collection (`answers-value-written-whole`). A record holding a list named as the path is the
 * collection's page.
 */
const rolesDocument = (version: string, lists: readonly string[]) => withSchemas(version, withPathItemBehindRef(version, '/identity-providers/{id}/roles', 'roles', {
  parameters: [parameterOf(version, 'id', 'path')],
  get: { responses: { '200': referencedAnswer(version, 'Roles', 'the role configuration') } },
  put: { ...jsonRequest(version, { $ref: `#/${schemaAt(version, 'Roles').join('/')}` }), responses: { '200': referencedAnswer(version, 'Roles', 'the role configuration') } },
}, { '/identity-providers/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': { description: 'the identity provider' } } } } }), {
  Roles: { type: 'object', properties: Object.fromEntries(lists.map((list) => [list, { type: 'array', items: { type: 'string' } }])) },
});
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural read and replaced whole as one record of two lists is one value: \`PUT /identity-providers/{id}/roles\` (${version}, through a $ref)`,
    document: rolesDocument(version, ['mappings', 'outboundProvisioningRoles']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a list named as the path among them is the collection (${version}, through a $ref)`,
    document: rolesDocument(version, ['mappings', 'roles']),
    errors: [{ path: [...pathItemAt(version, 'roles'), 'put'], message: /^PUT \/identity-providers\/\{id\}\/roles addresses a whole collection/ }],
  })),
});

/**
 * Seatsurfing's `POST /organization/{id}/verifyemail/{uuid}` (behind a `$ref`), `verifyEmail`,
 * "Verify email address change": the operation spells the name apart, a verb that is no noun first,
 * and its summary leads with that verb: a verb phrase run together, whose id is what the action
 * runs on (path-nouns reports the verb), no item addressed.
 */
const verifyEmailDocument = (version: string, summary: string) => withPathItemBehindRef(version, '/organization/{id}/verifyemail/{uuid}', 'verify', {
  parameters: [parameterOf(version, 'id', 'path'), parameterOf(version, 'uuid', 'path')],
  post: { operationId: 'verifyEmail', summary, responses: { '204': { description: 'verified' } } },
}, {
  '/organization/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': { description: 'the organization' } } } },
});
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a verb phrase run together its operation spells apart, its summary led by the verb: \`POST …/verifyemail/{uuid}\` (${version}, through a $ref)`,
    document: verifyEmailDocument(version, 'Verify email address change'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with a summary led by a noun it addresses an item (${version}, through a $ref)`,
    document: verifyEmailDocument(version, 'Email address change check'),
    errors: [{ path: [...pathItemAt(version, 'verify'), 'post'], message: /^POST \/organization\/\{id\}\/verifyemail\/\{uuid\} addresses an item/ }],
  })),
});

/**
 * envelope-zero's `DELETE /v4/months?budget=…&month=…` (behind a `$ref`): every operation picks one
 * month by `month` in its query (`item-picked-in-query`), so the DELETE removes one item, whose id
 * belongs in the path, and the POST writes that one month (§4: PUT or PATCH, or an action under it);
 * the suggested `/v4/months/{month}` passes. Where the POST takes no `month`, `months` is a
 * collection the DELETE addresses whole, and the POST creates in it.
 */
const monthInPathDocument = (version: string) => withPathItemBehindRef(version, '/v4/months/{month}', 'month', {
  get: { parameters: [parameterOf(version, 'month', 'path')], responses: { '200': jsonAnswer(version, 'the month', { type: 'object', properties: { month: { type: 'string' } } }) } },
  delete: { parameters: [parameterOf(version, 'month', 'path')], responses: { '204': { description: 'cleared' } } },
});
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the month in the path, as suggested, passes (${version}, through a $ref)`, document: monthInPathDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the DELETE picking a month in its query is told to put it in the path, and the POST writing that month to use PUT or PATCH (${version}, through a $ref)`,
      document: monthInQueryDocument(version),
      errors: [
        { path: [...pathItemAt(version, 'months'), 'delete'], message: 'DELETE /v4/months picks one of "months" by "month" in its query; PUT, PATCH and DELETE address one item by its id in the path: /v4/months/{month}' },
        { path: [...pathItemAt(version, 'months'), 'post'], message: /^POST \/v4\/months addresses the single resource "months"/ },
      ],
    },
    { name: `where the POST takes no \`month\`, the DELETE addresses the collection (${version}, through a $ref)`, document: monthInQueryDocument(version, { postPicks: false }), errors: [{ path: [...pathItemAt(version, 'months'), 'delete'], message: 'DELETE /v4/months addresses a whole collection; PUT, PATCH and DELETE address one item: /v4/months/{id}' }] },
  ]),
});

/**
 * Labrinth's `/project/{id}/gallery` (behind a `$ref`): POST uploads an image, PATCH and DELETE
 * choose one by the required query `url`, which the POST does not take, so `gallery`, a collective
 * noun, is the collection of those images and the POST adds to it. Where PATCH and DELETE take no
 * such parameter, `gallery` is one thing, and the POST on it is reported; so is the POST on a
 * countable singular so used (`/project/{id}/image`), to be made in the plural.
 */
const galleryDocument = (version: string, picked: boolean, name = 'gallery') => {
  const byUrl = picked ? [{ ...parameterOf(version, 'url', 'query'), required: true }] : [];
  return withPathItemBehindRef(version, `/project/{id}/${name}`, 'gallery', {
    parameters: [parameterOf(version, 'id', 'path')],
    post: { parameters: [parameterOf(version, 'title', 'query')], responses: { '204': { description: 'added' } } },
    patch: { parameters: [...byUrl, parameterOf(version, 'title', 'query')], responses: { '204': { description: 'changed' } } },
    delete: { parameters: byUrl, responses: { '204': { description: 'removed' } } },
  });
};
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `PATCH and DELETE choosing an image by \`url\`: the POST adds to the gallery (${version}, through a $ref)`, document: galleryDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `with no image chosen, \`gallery\` is one thing and the POST on it is reported (${version}, through a $ref)`, document: galleryDocument(version, false), errors: [{ path: [...pathItemAt(version, 'gallery'), 'post'], message: /^POST \/project\/\{id\}\/gallery addresses the single resource "gallery"/ }] },
    { name: `\`image\`, a countable singular, is told to create in the plural (${version}, through a $ref)`, document: galleryDocument(version, true, 'image'), errors: [{ path: [...pathItemAt(version, 'gallery'), 'post'], message: /^POST \/project\/\{id\}\/image addresses the single resource "image"; to create, POST to the collection "\/project\/\{id\}\/images"/ }] },
  ]),
});

/**
 * ChirpStack's keys (grpc-gateway): `GET` and `DELETE /api/devices/{devEui}/keys` use `keys` as one
 * record, and `PUT /api/devices/{deviceKeys.devEui}/keys` (behind a `$ref`) is that path written with
 * another parameter name, one template: the PUT replaces that one record (`same-path-as`). Under a
 * name no other path writes so (`…/{deviceKeys.devEui}/tokens`), the PUT addresses a collection.
 */
const deviceKeys = { type: 'object', properties: { nwk_key: { type: 'string' }, app_key: { type: 'string' } } };
const keysDocument = (version: string, name: string, withPost: boolean) => withPathItemBehindRef(version, `/api/devices/{deviceKeys.devEui}/${name}`, 'keys', {
  put: { parameters: [parameterOf(version, 'deviceKeys.devEui', 'path')], ...jsonRequest(version, deviceKeys), responses: { '200': { description: 'replaced' } } },
  ...(withPost ? { post: { parameters: [parameterOf(version, 'deviceKeys.devEui', 'path')], ...jsonRequest(version, deviceKeys), responses: { '200': { description: 'made' } } } } : {}),
}, {
  '/api/devices/{devEui}': { get: { parameters: [parameterOf(version, 'devEui', 'path')], responses: { '200': jsonAnswer(version, 'the device', { type: 'object' }) } } },
  '/api/devices/{devEui}/keys': {
    get: { parameters: [parameterOf(version, 'devEui', 'path')], responses: { '200': jsonAnswer(version, 'the keys', deviceKeys) } },
    delete: { parameters: [parameterOf(version, 'devEui', 'path')], responses: { '204': { description: 'removed' } } },
  },
});
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`PUT …/{deviceKeys.devEui}/keys\` alone beside \`GET, DELETE …/{devEui}/keys\` (${version}, through a $ref)`, document: keysDocument(version, 'keys', false) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`PUT\` and \`POST …/{deviceKeys.devEui}/keys\`: the PUT replaces the one record, the POST is told so (${version}, through a $ref)`,
      document: keysDocument(version, 'keys', true),
      errors: [{ path: [...pathItemAt(version, 'keys'), 'post'], message: /^POST \/api\/devices\/\{deviceKeys\.devEui\}\/keys addresses the single resource "keys"/ }],
    },
    {
      name: `\`PUT\` and \`POST …/{deviceKeys.devEui}/tokens\`, no other path written so: a collection (${version}, through a $ref)`,
      document: keysDocument(version, 'tokens', true),
      errors: [{ path: [...pathItemAt(version, 'keys'), 'put'], message: 'PUT /api/devices/{deviceKeys.devEui}/tokens addresses a whole collection; PUT, PATCH and DELETE address one item: /api/devices/{deviceKeys.devEui}/tokens/{id}' }],
    },
  ]),
});


/**
 * Sam's `GET, PUT /api/groups/v1/{groupName}/accessInstructions` (behind a `$ref`), the GET
 * answering one string: a plural read as one plain value names that value, and PUT sets it
 * whole. Read as an array of strings, it is a collection, and PUT addresses all of it.
 */
const accessInstructionsDocument = (version: string, answer: object, picked = false) => withPathItemBehindRef(version, '/groups/{groupName}/accessInstructions', 'instructions', {
  parameters: [parameterOf(version, 'groupName', 'path')],
  get: { ...(picked ? { parameters: [{ ...parameterOf(version, 'key', 'query'), required: true }] } : {}), responses: { '200': jsonAnswer(version, 'the access instructions', answer) } },
  put: { ...jsonRequest(version, { type: 'object' }), responses: { '204': { description: 'set' } } },
}, { '/groups/{groupName}': { get: { parameters: [parameterOf(version, 'groupName', 'path')], responses: { '200': { description: 'the group' } } } } });
testRule('method-path-semantics', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a plural read as one string is that value: PUT sets it (${version}, through a $ref)`, document: accessInstructionsDocument(version, { type: 'string' }) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `read as an array of strings it is a collection (${version}, through a $ref)`,
      document: accessInstructionsDocument(version, { type: 'array', items: { type: 'string' } }),
      errors: [{ path: [...pathItemAt(version, 'instructions'), 'put'], message: /^PUT \/groups\/\{groupName\}\/accessInstructions addresses a whole collection/ }],
    },
    {
      // Jira's `GET /mypreferences?key=`: a required query key picks which value, one of the collection's.
      name: `read as the string of the key a required query parameter picks it is a collection (${version}, through a $ref)`,
      document: accessInstructionsDocument(version, { type: 'string' }, true),
      errors: [{ path: [...pathItemAt(version, 'instructions'), 'put'], message: /^PUT \/groups\/\{groupName\}\/accessInstructions addresses a whole collection/ }],
    },
  ]),
});
