import { actionWithArgumentCases } from '../helpers/action-cases.js';
import { answeringDocuments, downloadBesideProgress, downloadSchema, progressSchema } from '../helpers/answer-cases.js';
import { callbackDocument, countOfDocument, jsonAnswer, jsonRequest, parameterOf, pathItemAt, referencedAnswer, schemaAt, schemaDocument, sobjectsDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';
import { testRule } from '../helpers/rule-tester.js';

const ok = { responses: { '204': { description: 'done' } } };
const info = { title: 't', version: '1' };
const list = { responses: { '200': { description: 'a list', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } };

testRule('path-plural-collections', {
  valid: [
    {
      name: 'a word that is its own plural: `/custom/emoji/{emoji_id}` (3.0)',
      document: { openapi: '3.0.0', info, paths: { '/custom/emoji/{emoji_id}': { get: ok, delete: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/emoji/{id}`',
      document: { swagger: '2.0', info, paths: { '/emoji/{id}': { $ref: '#/x-paths/emoji' } }, 'x-paths': { emoji: { get: ok } } },
    },
    {
      name: 'the same in 3.1, and its other plural: `/emoji` and `/emojis/{id}`',
      document: { openapi: '3.1.0', info, paths: { '/emoji': { get: list }, '/emojis/{id}': { get: ok } } },
    },
    {
      name: 'a view word at the head of a compound names a form of the list, not a singular collection: WSF\'s `/terminalVerbose` beside `/terminalBasics` (3.0)',
      document: { openapi: '3.0.0', info, paths: { '/terminalBasics': { get: list }, '/terminalVerbose': { get: list }, '/terminalVerbose/{TerminalID}': { get: ok } } },
    },
    {
      name: 'a QUERY on a plural collection (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/users': { query: list }, '/users/{id}': { get: ok } } },
    },
    {
      name: 'a query run on an item names no collection, whatever it answers: `GET /data/insights/{insight_id}/query` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/data/insights': { get: list }, '/data/insights/{insight_id}/query': { get: list } } },
    },
    {
      name: 'the same in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/reports/{id}/query': { $ref: '#/x-paths/query' } }, 'x-paths': { query: { get: { responses: { '200': { description: 'rows', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'and in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/datasets/{dataset_id}/query': { get: list } } },
    },
    {
      name: 'a generated controller\'s suffix carries no number: `/v1/ProductsApi` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/ProductsApi': { get: { responses: { '200': { description: 'the list', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/OrdersController`',
      document: { swagger: '2.0', info, paths: { '/OrdersController': { $ref: '#/x-paths/orders' } }, 'x-paths': { orders: { get: { responses: { '200': { description: 'the list', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'the same in 3.1: `/SubscriptionsApi`',
      document: { openapi: '3.1.0', info, paths: { '/SubscriptionsApi': { get: { responses: { '200': { description: 'the list', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } } } },
    },
    {
      name: 'a gerund naming an activity whose records the id names: `/auditLogs/provisioning/{provisioningObjectSummary-id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/auditLogs/provisioning/{provisioningObjectSummary-id}': { get: ok, delete: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/routing/{routingRuleId}`',
      document: { swagger: '2.0', info, paths: { '/routing/{routingRuleId}': { $ref: '#/x-paths/rule' } }, 'x-paths': { rule: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `/licensing/{licensing_agreement_id}`',
      document: { openapi: '3.1.0', info, paths: { '/licensing/{licensing_agreement_id}': { get: ok } } },
    },
    {
      name: 'a verb phrase between a collection and its item\'s id is no collection: `POST /shares/complete-send/{id}` (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/shares/{id}': { get: ok }, '/shares/complete-send/{id}': { $ref: '#/components/pathItems/complete' } }, components: { pathItems: { complete: { post: ok } } } },
    },
    {
      name: 'mass nouns take no plural: `/nh/art`, `/nh/furniture` answering lists (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/nh/art': { get: list }, '/nh/art/{artwork}': { get: ok }, '/nh/furniture': { get: list }, '/nh/furniture/{item}': { get: ok } } },
    },
    {
      name: 'a short form of the items is a view: `/events/{year}/simple` beside `/events/{year}/keys` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/events/{year}/simple': { get: list }, '/events/{year}/keys': { get: list } } },
    },
    {
      name: 'the key of a lookup led by a preposition is no collection: `/users/by/username/{username}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/users/by/username/{username}': { get: ok } } },
    },
    {
      name: 'a parameter named after the name and a word saying which kind chooses among kinds: `/changeOrder/{changeOrderType}`, `/google/{googleEmailAddress}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/batches/changeOrder/{changeOrderType}': { post: ok }, '/calendar/auth/google/{googleEmailAddress}': { get: ok } } },
    },
    {
      name: 'a parameter whose values the document lists sets or chooses one of them: `PUT /comments/{comment}/status/{status}` with an enum (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/comments/{comment}/status/{status}': { put: { parameters: [{ name: 'comment', in: 'path', required: true, schema: { type: 'string' } }, { name: 'status', in: 'path', required: true, schema: { type: 'string', enum: ['OPEN', 'RESOLVED'] } }], responses: { '204': { description: 'set' } } } } } },
    },
    {
      name: 'a parameter with an enum on a 2.0 parameter, through a $ref',
      document: { swagger: '2.0', info, paths: { '/severity/{severity}': { get: { parameters: [{ $ref: '#/parameters/Severity' }], responses: { '204': { description: 'done' } } } } }, parameters: { Severity: { name: 'severity', in: 'path', required: true, type: 'string', enum: ['low', 'high'] } } },
    },
    {
      name: 'a parameter with an enum (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/settings/entity/{entity}': { get: { parameters: [{ name: 'entity', in: 'path', required: true, schema: { enum: ['user', 'team'] } }], responses: { '204': { description: 'done' } } } } } },
    },
    {
      name: 'an id named after another thing identifies that thing: the name before it is a part or a view of it (`/Dlna/{serverId}/ConnectionManager`, `/me/watchlater/{video_id}`) (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/Dlna/{serverId}/ConnectionManager': { get: ok }, '/me/watchlater/{video_id}': { put: ok, delete: ok } } },
    },
    {
      name: 'a name ending in the key it is addressed by: `/products-uuid/{uuid}` beside `/products/{code}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/products/{code}': { get: ok }, '/products-uuid/{uuid}': { get: ok }, '/user-id/{id}': { get: ok } } },
    },
    {
      name: 'an environment of variables is one collective thing: `/addons/{addonId}/env` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/organisations/{id}/addons/{addonId}/env': { get: list } } },
    },
    {
      name: 'an id named after another thing, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/config-description/{providerId}': { $ref: '#/x-paths/description' } }, 'x-paths': { description: { get: ok } } },
    },
    {
      name: 'an id named after another thing (3.1); a mass noun run into a longer word, a live view',
      document: { openapi: '3.1.0', info, paths: { '/baggage/baggagetripandcontact/{searchID}': { get: ok }, '/characters/{character_id}/corporationhistory': { get: list }, '/videos/live/{id}': { get: ok } } },
    },
    {
      name: 'a parameter that identifies no item of the name before it: a letter, tile coordinates, a value set (`/atoz/{letter}`, `/tiles/{z}/{x}/{y}`, `/listings/{id}/bump/{budget_type}`) (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/atoz/{letter}/programmes': { get: list }, '/tile/{z}/{x}/{y}': { get: ok }, '/listings/{id}/bump/{budget_type}': { post: ok, delete: ok } } },
    },
    {
      name: 'a parameter that identifies no item, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/certificate/{type}': { $ref: '#/x-paths/certificate' } }, 'x-paths': { certificate: { get: ok, put: ok } } },
    },
    {
      name: 'a parameter that identifies no item (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/timezone/{area}': { get: ok } } },
    },
    {
      name: 'a singular name no id follows, whose GET answers no list or which has no GET: made, changed or read as one thing (`/brands/{id}/file`, `/videos/{id}/thumbnail`) (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/brands/{brandId}/file': { get: { responses: { '200': { description: 'the file' } } }, post: ok }, '/videos/{videoId}/thumbnail': { post: ok, patch: ok }, '/users/{id}/address': { get: ok, post: ok } } },
    },
    {
      name: 'a singular name no id follows and no GET lists, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/videos/{videoId}/thumbnail': { $ref: '#/x-paths/thumbnail' } }, 'x-paths': { thumbnail: { post: ok, patch: ok } } },
    },
    {
      name: 'a singular name no id follows and no GET lists (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/cities/findcitiesfromlatlong': { get: { responses: { '200': { description: 'cities', content: { 'application/json': { schema: { type: 'object', properties: { city: { type: 'string' } } } } } } } }, post: ok } } },
    },
    {
      name: 'an argument after an action word, on any method: `GET /absolute-redirect/{n}`, `GET /auth/login/{provider}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/absolute-redirect/{n}': { get: ok }, '/auth/login/{provider}/': { get: ok } } },
    },
    {
      name: 'a lookup written in PascalCase: `/Aliases/ByName/{Title}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/Aliases/ByName/{Title}': { get: ok }, '/Aliases/ByWinner/{Winner}': { get: ok } } },
    },
    {
      name: 'an action word and what it runs on, read by GET: `GET /repos/{owner}/{repo}/compare/{basehead}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/repos/{owner}/{repo}/compare/{basehead}': { get: ok } } },
    },
    {
      name: 'an action word and its value behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/convert/{format}': { $ref: '#/x-paths/convert' } }, 'x-paths': { convert: { get: ok } } },
    },
    {
      name: 'an action word and its value in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/scan/{target}': { get: ok } } },
    },
    {
      name: 'an id named after the name before identifies that one: `/file/download/{file_id}`, `/forms/undelete/{form_id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/file/download/{file_id}': { get: ok }, '/forms/undelete/{form_id}': { post: ok } } },
    },
    {
      name: 'a phrase whose head noun comes before where, with or for, and a CRUD verb inside a name: `branches-where-head`, `stripe_create_setup_intent` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/commits/{sha}/branches-where-head': { $ref: '#/x-paths/branches' }, '/accounts/{id}/stripe_create_setup_intent/': { post: ok, put: ok } }, 'x-paths': { branches: { get: { responses: { '200': { description: 'branches', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'a compound name ending in a noun-verb and the value it runs with: `POST /nif-verification/basic-check/{country}` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/nif-verification/basic-check/{country}': { post: ok } } },
    },
    {
      name: 'a name read for a period: `/instances/{id}/transfer/{year}/{month}`, `/report/{date}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/instances/{linodeId}/transfer/{year}/{month}': { get: ok }, '/report/{date}': { get: ok } } },
    },
    {
      name: 'a period behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/variation/set/archive/{year}/{month}/{day}': { $ref: '#/x-paths/day' } }, 'x-paths': { day: { get: ok } } },
    },
    {
      name: 'a period in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/summary/{month}': { get: ok } } },
    },
    {
      name: 'one collective thing: a directory, a list run into one word, a cache keyed by its entries (3.0, through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/api/v1/directory': { get: list }, '/api/readinglist': { get: list }, '/cache/{key}': { $ref: '#/components/pathItems/entry' } }, components: { pathItems: { entry: { get: ok, delete: ok } } } },
    },
    {
      name: 'a chain is one collective thing, the index after it one of its entries: NGINX Unit\'s `/certificates/{bundleName}/chain/{arrayIndex}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/certificates/{bundleName}/chain/{arrayIndex}': { get: ok }, '/certificates/{bundleName}/chain': { get: list } } },
    },
    {
      name: 'the same in 2.0, through a $ref',
      document: { swagger: '2.0', info, paths: { '/certificates/{bundleName}/chain/{arrayIndex}': { $ref: '#/x-paths/entry' }, '/certificates/{bundleName}/chain': { $ref: '#/x-paths/chain' } }, 'x-paths': { entry: { get: ok }, chain: { get: { responses: { '200': { description: 'the chain', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'the same in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/certificates/{bundleName}/chain/{arrayIndex}': { get: ok }, '/certificates/{bundleName}/chain': { get: list } } },
    },
    {
      name: 'a list named in more than one word is one list: `openingBalanceList`, `balance-list` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/customers/{itemId}/openingBalanceList': { get: list }, '/accounts/{id}/balance-list': { $ref: '#/components/pathItems/balances' } },
        components: { pathItems: { balances: { get: list } } },
      },
    },
    {
      name: 'a period no id follows, under a shared name: `/spots/day`, `/spots/week` answering a series (2.0)',
      document: { swagger: '2.0', info, paths: { '/spots/day': { get: { responses: { '200': { description: 'a chart', schema: { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'integer' } } } } } } } }, '/spots/week': { get: list } } },
    },
    {
      name: 'a mass noun answering a list: a channel\'s presence (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/channels/{channel_id}/presence': { get: list }, '/channels/{channel_id}/presence/history': { get: list }, '/teams/{id}/attendance': { get: list } } },
    },
    {
      name: 'a verb between a collection and its item\'s id acts on that item: `PUT /quotes/close/{id}` beside `/quotes/{id}` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/quotes/{id}': { get: ok }, '/v1/quotes/close/{id}': { put: ok }, '/v1/quotes/reopen/{id}': { put: ok } } },
    },
    {
      name: 'a name qualifying the collection\'s item before its id is no collection: `/accounts/premium/{id}/transactions` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/accounts/{id}/transactions': { get: ok }, '/accounts/premium/{id}/transactions': { $ref: '#/x-paths/premium' } }, 'x-paths': { premium: { get: ok } } },
    },
    {
      name: 'a name qualifying the item before its id (3.1)',
      document: {
        openapi: '3.1.0', info,
        paths: { '/api/filters/{id}': { get: { responses: { '200': { description: 'a filter', content: { 'application/json': { schema: { $ref: '#/components/schemas/Filter' } } } } } } }, '/api/filters/file/{id}': { get: { responses: { '200': { description: 'the filter with its file', content: { 'application/json': { schema: { $ref: '#/components/schemas/Filter' } } } } } } } },
        components: { schemas: { Filter: { type: 'object' } } },
      },
    },
    {
      name: 'one configuration keyed by its entries and one portal: `/system/configuration/{key}`, `/player/portal` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/system/configuration/{key}': { get: ok, put: ok }, '/player/portal': { get: list } } },
    },
    {
      name: 'a registry keyed by name and a watchlist (2.0)',
      document: { swagger: '2.0', info, paths: { '/registry/{imageName}': { get: ok }, '/users/{id}/watchlist': { get: ok } } },
    },
    {
      name: 'an inbox of one user in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/users/{userId}/inbox': { get: list }, '/users/{userId}/inbox/{messageId}': { get: ok } } },
    },
    {
      name: 'a lookup run together, an alphabetical index and one thing whose data is its own series: `/holidaysbytimeperiod`, `/atoz/{letter}/programmes`, `GET /air_quality` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/holidays': { get: list },
          '/holidaysbytimeperiod': { get: list },
          '/atoz/{letter}/programmes': { get: list },
          '/air_quality': { get: { responses: { '200': { description: 'one forecast', content: { 'application/json': { schema: { $ref: '#/components/schemas/PointData' } } } } } } },
        },
        components: { schemas: { PointData: { type: 'object', properties: { lat: { type: 'string' }, lon: { type: 'string' }, timezone: { type: 'string' }, data: { type: 'array', items: { type: 'object', properties: { date: { type: 'string' }, aqi: { type: 'number' } } } } } } } },
      },
    },
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `a past participle run together with \`by\` and a noun groups items, no collection's name: \`/groupedbyparty\` (${version})`,
      document: withPathItemBehindRef(version, '/groupedbyparty', 'grouped', { get: { responses: { '200': jsonAnswer(version, 'the divisions by party', { type: 'array', items: { type: 'object' } }) } } }),
    })),
    {
      name: 'a run-together lookup in 2.0',
      document: { swagger: '2.0', info, paths: { '/ordersbydate': { get: { responses: { '200': { description: 'orders', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'one weather point with its hours in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/forecast': { get: { responses: { '200': { description: 'one point', content: { 'application/json': { schema: { type: 'object', properties: { latitude: { type: 'number' }, longitude: { type: 'number' }, data: { type: 'array', items: { type: 'object' } } } } } } } } } } } },
    },
    ...actionWithArgumentCases,
    {
      name: 'a singular view of an item that lists its parts names one thing: `/racks/{id}/elevation` answering an array (3.1), and behind a $ref (2.0)',
      document: { openapi: '3.1.0', info, paths: { '/racks/{id}/elevation': { get: list } } },
    },
    {
      name: 'a view behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/dcim/racks/{id}/elevation/': { $ref: '#/x-paths/elevation' } }, 'x-paths': { elevation: { get: { responses: { '200': { description: 'units', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'a name that says how to find (`SearchContentByTagAndType`, `users_by_email`) and a key after a plural collection (`/customers/email/{email}`) are lookups, not collections (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/Content/SearchContentByTagAndType/{tag}/{type}': { get: ok }, '/customers/email/{email}': { get: ok }, '/accounts/users_by_email/{email}': { get: ok } } },
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
      name: 'a key lookup behind a $ref and in 2.0: `/orders/number/{orderNumber}` (2.0)',
      document: { swagger: '2.0', info, paths: { '/orders/number/{orderNumber}': { $ref: '#/x-paths/order' } }, 'x-paths': { order: { get: { responses: { '200': { description: 'one' } } } } } },
    },
    {
      name: 'a singular name only read, with no body described, names one thing: `GET /brands/{id}/file` (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/brands/{brandId}/file': { get: { responses: { '200': { description: 'the file' } } } } } },
    },
    {
      name: 'prepositions name no collection: /association/between/{subject}/{object} (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/association/between/{subject}/{object}': { get: ok } } },
    },
    {
      name: 'irregular participles and adjectives filter a list: private-messages-sent, tiles/mobile (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/topics/private-messages-sent/{username}.json': { get: ok }, '/tiles/mobile/{z}/{x}/{y}.pbf': { get: ok } } },
    },
    {
      name: 'a name led by a past-tense verb is an action phrase: forgot-password (2.0)',
      document: { swagger: '2.0', info, paths: { '/users/forgot-password/{token}': { put: ok } } },
    },
    {
      name: 'views, lookups and one-resource redirects: trending, byname, a badge answering 301, a metric breakdown (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/comments/trending/{type}': { get: ok },
          '/products/byname/{name}': { get: ok },
          '/badge': { get: { responses: { '301': { description: 'moved' } } } },
          '/metrics/{id}/breakdown': { get: { responses: { '200': { description: 'values', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } },
        },
      },
    },
    {
      name: 'a collective noun names one thing where no id follows it, and a singular name read as an undescribed body is one resource (3.1)',
      document: {
        openapi: '3.1.0', info,
        paths: {
          '/findings/{id}/log': { get: { responses: { '200': { description: 'entries', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } },
          '/users/{id}/feed': { get: { responses: { '200': { description: 'entries', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } },
          '/discord': { get: { parameters: [{ name: 'message', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'sent', content: { 'application/json': { schema: {} } } } } } },
        },
      },
    },
    {
      name: 'singletons that take POST or DELETE, never followed by an id, GET answering one object (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/rooms/{room_id}/keypair': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } } }, post: ok, delete: ok },
          '/nodes/{node_id}/favorite': { post: ok, delete: ok },
          '/setup': { get: { responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } } }, post: ok },
        },
      },
    },
    {
      name: 'a singular name whose plural the document uses as another path (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/settings/keypair': { get: ok, put: ok }, '/settings/keypairs': { get: ok } } },
    },
    {
      name: 'acronyms and mass nouns have no plural: csr, dns, mesh, interference (2.0)',
      document: { swagger: '2.0', info, paths: { '/csr': { get: ok, post: ok }, '/dns/{id}': { get: ok }, '/mesh/{id}': { get: ok }, '/interference': { get: ok, post: ok } } },
    },
    {
      name: 'singular names used as one resource: read as one object, or only changed (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/balance': { get: { responses: { '200': { description: 'one object', content: { 'application/json': { schema: { type: 'object', properties: { amount: { type: 'integer' } } } } } } } } },
          '/accounts/{id}/owner': { put: ok },
          '/endpoints/{id}/cache': { delete: ok },
          '/containers/{id}/export': { get: { responses: { '200': { description: 'a tarball', content: { 'application/x-tar': { schema: { type: 'string', format: 'binary' } } } } } } },
          '/pods/{name}/log': { get: { responses: { '200': { description: 'the log', content: { 'application/json': { schema: { type: 'string' } } } } } } },
        },
      },
    },
    {
      name: 'POST-only singular names are actions, at any depth (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/logout': { post: ok }, '/files/upload_sessions/{id}/commit': { post: ok } } },
    },
    {
      name: 'the head noun before "of", views, gerunds and verbs (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/codes_of_conduct/{key}': { get: ok }, '/images/custom/{id}': { get: ok }, '/me/top/{type}': { get: ok }, '/workspaces/{id}/typeahead': { get: ok }, '/users/{id}/following': { get: ok }, '/authorize': { get: ok } } },
    },
    {
      name: 'plural collections and sub-collections (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /v1/users/{id}:
    get: {responses: {'204': {description: ok}}}
  /v1/users/{id}/order-items/{itemId}:
    get: {responses: {'204': {description: ok}}}
`,
    },
    {
      name: 'uncountable and irregular plurals (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/people/{id}': { get: ok }, '/news': { get: ok }, '/metadata': { get: ok }, '/feedback': { post: ok }, '/users/{id}/history': { get: ok }, '/criteria': { get: ok } } },
    },
    {
      name: 'singletons, a POST action and a file name (2.0)',
      document: { swagger: '2.0', info, paths: { '/me': { get: ok }, '/health': { get: ok }, '/users/{id}/settings': { put: ok }, '/orders/{id}/cancel': { post: ok }, '/openapi.json': { get: ok } } },
    },
    {
      name: 'configured uncountables and singletons (3.0)',
      options: { extraUncountables: ['stock'], singletons: ['cart'] },
      document: { openapi: '3.0.3', info, paths: { '/stock': { get: ok }, '/cart': { get: ok }, '/cart/items': { get: ok } } },
    },
    {
      name: 'groupings, views, participles, codes and verbs are not judged (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/admin/users': { get: ok }, '/users/active': { get: ok }, '/users/{id}/archived': { get: ok }, '/users/{id}/ip': { get: ok }, '/users/{id}/deactivate': { put: ok } } },
    },
  ],
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `a past participle without \`by\` after it is no lookup: \`/divisions/{id}/groupedparty\` (${version})`,
      document: withPathItemBehindRef(version, '/divisions/{id}/groupedparty', 'grouped', { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the parties', { type: 'array', items: { type: 'object' } }) } } }),
      errors: [{ path: pathItemAt(version, 'grouped'), message: 'path "/divisions/{id}/groupedparty": collection "groupedparty" is singular; use the plural "groupedparties"' }],
    })),
    {
      name: 'a singular collection read by QUERY (3.2)',
      fixed: 'breaking',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/user': { query: list }, '/user/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/user/{id}'], message: 'path "/user/{id}": collection "user" is singular; use the plural "users"' }],
    },
    {
      name: 'a query the document identifies is a collection of saved queries: `/query/{pk}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/query/{pk}': { get: ok } } },
      errors: [{ path: ['paths', '/query/{pk}'], message: 'path "/query/{pk}": collection "query" is singular; use the plural "queries"' }],
    },
    {
      name: 'a controller suffix after a singular noun leaves the noun singular: `/v1/ProductApi` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/v1/ProductApi': { get: { responses: { '200': { description: 'the list', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } } } },
      errors: [{ path: ['paths', '/v1/ProductApi'], message: /collection "ProductApi" is singular/ }],
    },
    {
      name: 'a gerund identified by an id naming the gerund alone is a collection of it: `/recording/{recordingId}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/recording/{recordingId}': { get: ok } } },
      errors: [{ path: ['paths', '/recording/{recordingId}'], message: 'path "/recording/{recordingId}": collection "recording" is singular; use the plural "recordings"' }],
    },
    {
      name: 'a one-word name identified by an id named after it names a thing, though the word is a verb: `/list/{list_id}` is a singular collection (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/list/{list_id}': { get: ok }, '/user/{user_id}/lists': { get: list } } },
      errors: [
        { path: ['paths', '/list/{list_id}'], message: 'path "/list/{list_id}": collection "list" is singular; use the plural "lists"' },
        { path: ['paths', '/user/{user_id}/lists'], message: 'path "/user/{user_id}/lists": collection "user" is singular; use the plural "users"' },
      ],
    },
    {
      name: 'a number named after the name identifies its items: `/agent/{agentNum}` (2.0)',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/agent/{agentNum}': { get: ok } } },
      errors: [{ path: ['paths', '/agent/{agentNum}'], message: 'path "/agent/{agentNum}": collection "agent" is singular; use the plural "agents"' }],
    },
    {
      name: 'generic ids, ids named after the name, run together with it or after one letter identify its items (`/avatar/{itemId}`, `/externalcourse/{courseId}`, `/comment/{cId}`) (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/avatar/{itemId}': { get: ok }, '/externalcourse/{courseId}': { get: ok }, '/comment/{cId}': { get: ok } } },
      errors: [
        { path: ['paths', '/avatar/{itemId}'], message: 'path "/avatar/{itemId}": collection "avatar" is singular; use the plural "avatars"' },
        { path: ['paths', '/externalcourse/{courseId}'], message: 'path "/externalcourse/{courseId}": collection "externalcourse" is singular; use the plural "externalcourses"' },
        { path: ['paths', '/comment/{cId}'], message: 'path "/comment/{cId}": collection "comment" is singular; use the plural "comments"' },
      ],
    },
    {
      name: 'ids named as identifiers: a primary key, one letter before id, id before the name (`/key/{PK}`, `/employee/{eid}`, `/source/{id_source}`) (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/key/{PK}': { get: ok }, '/company/{cid}': { get: ok }, '/source/{id_source}': { get: ok } } },
      errors: [
        { path: ['paths', '/key/{PK}'], message: 'path "/key/{PK}": collection "key" is singular; use the plural "keys"' },
        { path: ['paths', '/company/{cid}'], message: 'path "/company/{cid}": collection "company" is singular; use the plural "companies"' },
        { path: ['paths', '/source/{id_source}'], message: 'path "/source/{id_source}": collection "source" is singular; use the plural "sources"' },
      ],
    },
    {
      name: 'a singular name no id follows whose GET answers the list envelope, in 2.0 and through a $ref',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/users/{id}/audit': { $ref: '#/x-paths/audit' } }, 'x-paths': { audit: { get: { responses: { '200': { description: 'a page', schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' } } } } } } } } },
      errors: [{ path: ['x-paths', 'audit'], message: 'path "/users/{id}/audit": collection "audit" is singular; use the plural "audits"' }],
    },
    {
      name: 'a list the document identifies by its own id is a collection of lists: `/customerList/{customerListId}`; a period an id follows too: `/day/{dayId}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/customerList/{customerListId}': { get: ok }, '/day/{dayId}': { get: ok } } },
      errors: [
        { path: ['paths', '/customerList/{customerListId}'], message: 'path "/customerList/{customerListId}": collection "customerList" is singular; use the plural "customerLists"' },
        { path: ['paths', '/day/{dayId}'], message: 'path "/day/{dayId}": collection "day" is singular; use the plural "days"' },
      ],
    },
    {
      name: 'a name before an id that answers something else than the item of that id is a collection: `GET /company/announcement/{id}` beside `/company/{id}` (3.0)',
      fixed: 'breaking',
      document: {
        openapi: '3.0.3', info,
        paths: { '/company/{id}': { get: { responses: { '200': { description: 'a company', content: { 'application/json': { schema: { $ref: '#/components/schemas/Company' } } } } } } }, '/company/announcement/{id}': { get: { responses: { '200': { description: 'an announcement', content: { 'application/json': { schema: { $ref: '#/components/schemas/Announcement' } } } } } } } },
        components: { schemas: { Company: { type: 'object' }, Announcement: { type: 'object', properties: { title: { type: 'string' } } } } },
      },
      errors: [
        { path: ['paths', '/company/{id}'], message: 'path "/company/{id}": collection "company" is singular; use the plural "companies"' },
        { path: ['paths', '/company/announcement/{id}'], message: 'path "/company/announcement/{id}": collection "announcement" is singular; use the plural "announcements"' },
      ],
    },
    {
      name: 'an action word its id names is a collection of them: `/check/{checkId}`, `/scan/{id}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/check/{checkId}': { get: ok }, '/scan/{id}': { get: ok } } },
      errors: [
        { path: ['paths', '/check/{checkId}'], message: 'path "/check/{checkId}": collection "check" is singular; use the plural "checks"' },
        { path: ['paths', '/scan/{id}'], message: 'path "/scan/{id}": collection "scan" is singular; use the plural "scans"' },
      ],
    },
    {
      name: 'a singular head before where or with is judged, and an id named after the name itself still names its collection (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/repos/{id}/branch-where-head': { get: list }, '/files/download/{download_id}': { get: ok } } },
      errors: [
        { path: ['paths', '/repos/{id}/branch-where-head'], message: 'path "/repos/{id}/branch-where-head": collection "branch-where-head" is singular; use the plural "branches-where-head"' },
        { path: ['paths', '/files/download/{download_id}'], message: 'path "/files/download/{download_id}": collection "download" is singular; use the plural "downloads"' },
      ],
    },
    {
      name: 'a collective noun its id names is a collection of its kind: `/queue/{queueId}`, `/cache/{id}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/queue/{queueId}': { get: ok }, '/cache/{id}': { get: ok }, '/chain/{chainId}/blocks': { get: ok } } },
      errors: [
        { path: ['paths', '/queue/{queueId}'], message: 'path "/queue/{queueId}": collection "queue" is singular; use the plural "queues"' },
        { path: ['paths', '/chain/{chainId}/blocks'], message: 'path "/chain/{chainId}/blocks": collection "chain" is singular; use the plural "chains"' },
        { path: ['paths', '/cache/{id}'], message: 'path "/cache/{id}": collection "cache" is singular; use the plural "caches"' },
      ],
    },
    {
      name: 'a data array beside a cursor or a page\'s fields is a list, whatever else it carries (3.0)',
      fixed: 'breaking',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/forecast': { get: { responses: { '200': { description: 'a page', content: { 'application/json': { schema: { type: 'object', properties: { lat: { type: 'string' }, lon: { type: 'string' }, next_cursor: { type: 'string' }, data: { type: 'array', items: { type: 'object' } } } } } } } } } },
          '/event': { get: { responses: { '200': { description: 'a page', content: { 'application/json': { schema: { type: 'object', properties: { object: { type: 'string' }, url: { type: 'string' }, has_more: { type: 'boolean' }, data: { type: 'array', items: { type: 'object' } } } } } } } } } },
        },
      },
      errors: [
        { path: ['paths', '/forecast'], message: 'path "/forecast": collection "forecast" is singular; use the plural "forecasts"' },
        { path: ['paths', '/event'], message: 'path "/event": collection "event" is singular; use the plural "events"' },
      ],
    },
    {
      name: 'a noun-verb the document identifies is judged as a noun: `GET /export/{token}`, `/export-statement-card/{itemId}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/export/{token}': { get: ok }, '/cards/{cardId}/export-statement-card/{itemId}': { get: ok } } },
      errors: [
        { path: ['paths', '/export/{token}'], message: 'path "/export/{token}": collection "export" is singular; use the plural "exports"' },
        { path: ['paths', '/cards/{cardId}/export-statement-card/{itemId}'], message: 'path "/cards/{cardId}/export-statement-card/{itemId}": collection "export-statement-card" is singular; use the plural "export-statement-cards"' },
      ],
    },
    {
      name: 'a noun-verb whose items the document reads is a collection; an id named after another thing identifies that thing: `GET /team/{teamId}` beside `POST /team/{companyId}` (2.0, through a $ref)',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/team/{teamId}': { $ref: '#/x-paths/team' }, '/team/{companyId}': { post: ok } }, 'x-paths': { team: { get: { responses: { '200': { description: 'one team' } } } } } },
      errors: [
        { path: ['x-paths', 'team'], message: 'path "/team/{teamId}": collection "team" is singular; use the plural "teams"' },
      ],
    },
    {
      name: 'a noun-verb its parameter identifies is a singular collection: `/transfer/{transferId}`, `/refund/{refundCode}` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/transfer/{transferId}': { post: ok }, '/refund/{refundCode}': { get: ok, post: ok } } },
      errors: [
        { path: ['paths', '/transfer/{transferId}'], message: 'path "/transfer/{transferId}": collection "transfer" is singular; use the plural "transfers"' },
        { path: ['paths', '/refund/{refundCode}'], message: 'path "/refund/{refundCode}": collection "refund" is singular; use the plural "refunds"' },
      ],
    },
    {
      name: 'a segment that is not the parameter\'s key is no lookup (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/customers/email/{id}': { get: ok } } },
      errors: [
        { path: ['paths', '/customers/email/{id}'], message: 'path "/customers/email/{id}": collection "email" is singular; use the plural "emails"' },
      ],
    },
    {
      name: 'a collective noun an id follows is a collection (2.0)',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/queue/{id}': { get: ok } } },
      errors: [{ path: ['paths', '/queue/{id}'], message: 'path "/queue/{id}": collection "queue" is singular; use the plural "queues"' }],
    },
    {
      name: 'plurals as APIs write them: epochs, schemas, indexes (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/epoch/{id}': { get: ok }, '/schema/{id}': { get: ok }, '/index/{id}': { get: ok } } },
      errors: [
        { path: ['paths', '/epoch/{id}'], message: 'path "/epoch/{id}": collection "epoch" is singular; use the plural "epochs"' },
        { path: ['paths', '/schema/{id}'], message: 'path "/schema/{id}": collection "schema" is singular; use the plural "schemas"' },
        { path: ['paths', '/index/{id}'], message: 'path "/index/{id}": collection "index" is singular; use the plural "indexes"' },
      ],
    },
    {
      name: 'a singular name a POST creates in, with a GET answering a list, is still a collection (3.1)',
      fixed: 'breaking',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/address': { get: { responses: { '200': { description: 'all', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } }, post: ok } } },
      errors: [{ path: ['paths', '/users/{id}/address'], message: 'path "/users/{id}/address": collection "address" is singular; use the plural "addresses"' }],
    },
    {
      name: 'a collection named before a format suffix (2.0)',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/occupant/{occupantID}.{outputFormat}': { get: ok } } },
      errors: [{ path: ['paths', '/occupant/{occupantID}.{outputFormat}'], message: 'path "/occupant/{occupantID}.{outputFormat}": collection "occupant" is singular; use the plural "occupants"' }],
    },
    {
      name: 'a singular name read as the list envelope is a collection, not one resource (3.1)',
      fixed: 'breaking',
      document: {
        openapi: '3.1.0',
        info,
        paths: {
          '/category': { get: { responses: { '200': { description: 'a page', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' }, total: { type: 'integer' } } } } } } } } },
        },
      },
      errors: [{ path: ['paths', '/category'], message: 'path "/category": collection "category" is singular; use the plural "categories"' }],
    },
    {
      name: 'a singular collection and item (3.0, YAML)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/user:
    get: {responses: {'200': {description: ok, content: {application/json: {schema: {type: array}}}}}}
  /v1/user/{id}:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [
        { path: ['paths', '/v1/user'], message: 'path "/v1/user": collection "user" is singular; use the plural "users"' },
        { path: ['paths', '/v1/user/{id}'], message: 'path "/v1/user/{id}": collection "user" is singular; use the plural "users"' },
      ],
    },
    {
      name: 'two singular levels give one result naming both (2.0, JSON)',
      fixed: 'breaking',
      document: { swagger: '2.0', info, paths: { '/company/{id}/employee/{eid}': { get: ok } } },
      errors: [{ path: ['paths', '/company/{id}/employee/{eid}'], message: 'path "/company/{id}/employee/{eid}": collections "company", "employee" are singular; use the plurals "companies", "employees"' }],
    },
    {
      name: 'the last word of a compound name is judged (3.1)',
      fixed: 'breaking',
      document: { openapi: '3.1.0', info, paths: { '/orderItem': { get: list }, '/users/{id}/payment-method': { get: list } } },
      errors: [
        { path: ['paths', '/orderItem'], message: /collection "orderItem" is singular; use the plural "orderItems"/ },
        { path: ['paths', '/users/{id}/payment-method'], message: /collection "payment-method" is singular; use the plural "payment-methods"/ },
      ],
    },
    {
      name: 'a sub-collection that is not an action because GET lists it (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/address': { get: list, post: ok } } },
      errors: [{ path: ['paths', '/users/{id}/address'], message: /collection "address" is singular; use the plural "addresses"/ }],
    },
    {
      name: 'path item behind an external $ref is reported where it is defined (3.0)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /invoice/{id}:
    $ref: 'paths.yaml#/invoice'
`,
      files: { 'paths.yaml': 'invoice:\n  get:\n    responses:\n      "204": {description: ok}\n' },
      errors: [{ path: ['invoice'], file: 'paths.yaml', message: /collection "invoice" is singular/ }],
    },
  ],
});

/** A word for the items beside one item names a view of the same collection, not a collection of its own. */
const block = { type: 'object', properties: { hash: { type: 'string' }, height: { type: 'integer' } } };
testRule('path-plural-collections', {
  valid: answeringDocuments({ '/blocks/{hash_or_number}': { ref: 'Block' }, '/blocks/{hash_or_number}/next': { listOf: 'Block' }, '/blocks/{hash_or_number}/previous': { listOf: 'Block' } }, { Block: block }).map(({ version, document }) => ({
    name: `\`/blocks/{hash_or_number}/next\` listing the blocks after one is a view, never "nexts" (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/users/{id}': { ref: 'User' }, '/users/{id}/follower': { listOf: 'User' } }, { User: block }).map(({ version, document }) => ({
    name: `a noun for related items of the same kind is still a collection: \`/users/{id}/follower\` (${version})`,
    document,
    errors: [{ path: ['paths', '/users/{id}/follower'], message: 'path "/users/{id}/follower": collection "follower" is singular; use the plural "followers"' }],
  })),
});

/** A list or map of one kind run into one word is one thing made of many where no id of its own follows it. */
testRule('path-plural-collections', {
  valid: answeringDocuments({ '/pidmap': { ref: 'PidMap' }, '/sitemap': { listOf: 'Block' }, '/users/{id}/watchlist': { listOf: 'Block' } }, { Block: block, PidMap: { type: 'array', items: block } }).map(({ version, document }) => ({
    name: `\`GET /pidmap\` answering the map of PIDs between namespaces (an array behind a $ref) and \`/sitemap\` are one map each, never "pidmaps" (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/heatmap/{heatmapId}': { ref: 'Block' } }, { Block: block }).map(({ version, document }) => ({
    name: `a map its own id names is a collection of maps: \`/heatmap/{heatmapId}\` (${version})`,
    document,
    errors: [{ path: ['paths', '/heatmap/{heatmapId}'], message: 'path "/heatmap/{heatmapId}": collection "heatmap" is singular; use the plural "heatmaps"' }],
  })),
});

/** A verb read before the id the collection's items have elsewhere is done to that item, where it answers no JSON of its own. */
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /progress/download/{id}\` (behind a $ref) beside \`GET /progress/{id}\`, answering a file, downloads that progress, never "downloads" (${version})`,
    document: downloadBesideProgress(version),
  })),
  invalid: answeringDocuments({ '/progress/{id}': { ref: 'Progress' }, '/progress/download/{id}': { ref: 'Download' } }, { Progress: progressSchema, Download: downloadSchema }).map(({ version, document }) => ({
    name: `\`GET /progress/download/{id}\` answering a record of its own is a collection of downloads (${version})`,
    document,
    errors: [{ path: ['paths', '/progress/download/{id}'], message: 'path "/progress/download/{id}": collection "download" is singular; use the plural "downloads"' }],
  })),
});

/** What a list holds counts: numbers are a series of values, and an item's activity is one feed. */
const numbers = { type: 'array', items: { type: 'integer' } };
const records = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } };
const readOf = (version: string, schema: object) => ({ get: { responses: { '200': version === '2.0' ? { description: 'ok', schema } : { description: 'ok', content: { 'application/json': { schema } } } } } });
const documentOf = (version: string, paths: Record<string, object>) => (version === '2.0'
  ? { swagger: '2.0', info, produces: ['application/json'], paths }
  : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a read answering numbers is a series of values, no collection: \`GET /alarm_count\` (${version})`, document: documentOf(version, { '/alarm_count': readOf(version, numbers) }) },
    { name: `an item's activity is one feed: \`GET /gates/{id}/activity\` answering its records (${version})`, document: documentOf(version, { '/gates/{id}': readOf(version, { type: 'object' }), '/gates/{id}/activity': readOf(version, records) }) },
    { name: `so is its flow of updates: Pipedrive's \`GET /deals/{id}/flow\` (${version})`, document: documentOf(version, { '/deals/{id}': readOf(version, { type: 'object' }), '/deals/{id}/flow': readOf(version, records) }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a read answering records under a singular name is still a collection: \`GET /alarm\` (${version})`,
    document: documentOf(version, { '/alarm': readOf(version, records) }),
    errors: [{ path: ['paths', '/alarm'], message: 'path "/alarm": collection "alarm" is singular; use the plural "alarms"' }],
  })),
});

/** Flowable's `GET /case-instances/{caseInstanceId}/diagram`, its answer behind a `$ref`: a PNG, written by swagger-core as an array of `format: byte` strings. */
const diagramDocument = (version: string, items: object) => schemaDocument(version, {
  '/case-instances/{caseInstanceId}': readOf(version, { type: 'object' }),
  '/case-instances/{caseInstanceId}/diagram': readOf(version, { $ref: `#/${schemaAt(version, 'Diagram').join('/')}` }),
}, { Diagram: { type: 'array', items } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a read answering an array of bytes answers one file's content, no collection: \`GET …/diagram\` (${version}, through a $ref)`,
    document: diagramDocument(version, { type: 'string', format: 'byte' }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an array of strings of no such format is a list: \`GET …/diagram\` (${version}, through a $ref)`,
    document: diagramDocument(version, { type: 'string' }),
    errors: [{ path: ['paths', '/case-instances/{caseInstanceId}/diagram'], message: /collection "diagram" is singular/ }],
  })),
});

/** A key an item is found by is no collection, unless the document has the collection its plural names. */
testRule('path-plural-collections', {
  valid: [
    ...answeringDocuments({ '/blocks/{hash_or_number}': { ref: 'Block' }, '/blocks/slot/{slot_number}': { ref: 'Block' } }, { Block: block }).map(({ version, document }) => ({
      name: `\`GET /blocks/slot/{slot_number}\` answering a block, with no \`/slots\` anywhere, finds a block by its slot (${version})`,
      document,
    })),
    ...answeringDocuments({ '/txs/{hash}': { ref: 'Block' }, '/txs/{hash}/cbor': { ref: 'Block' } }, { Block: block }).map(({ version, document }) => ({
      name: `\`/txs/{hash}/cbor\` names an encoding, never "cbors" (${version})`,
      document,
    })),
  ],
  invalid: answeringDocuments({ '/directions/{direction_id}': { ref: 'Block' }, '/directions/route/{route_id}': { ref: 'Block' }, '/routes/{route_id}': { ref: 'Block' } }, { Block: block }).map(({ version, document }) => ({
    name: `where \`/routes/{route_id}\` exists, \`/directions/route/{route_id}\` names one of its items in the singular (${version})`,
    document,
    errors: [{ path: ['paths', '/directions/route/{route_id}'], message: 'path "/directions/route/{route_id}": collection "route" is singular; use the plural "routes"' }],
  })),
});

/** A name whose read lists items named after it and one of its parts is the whole they make up. */
const entry = { type: 'object', properties: { id: { type: 'integer' }, hours: { type: 'string' } } };
testRule('path-plural-collections', {
  valid: [
    ...answeringDocuments({ '/projects/{projectId}': { ref: 'Project' }, '/projects/{projectId}/timesheet.json': { listOf: 'TimesheetEntry' } }, { Project: block, TimesheetEntry: entry }).map(({ version, document }) => ({
      name: `\`GET /projects/{projectId}/timesheet.json\` listing \`TimesheetEntry\` items names one timesheet (${version}, through a $ref)`,
      document,
    })),
    ...answeringDocuments({ '/projects/{projectId}': { ref: 'Project' }, '/projects/{projectId}/timesheet': { listOf: 'Timesheet_Entry' } }, { Project: block, Timesheet_Entry: entry, GetTimesheetEntryResponse: { $ref: '#/components/schemas/Timesheet_Entry' } }).filter(({ version }) => version !== '2.0').map(({ version, document }) => ({
      name: `the same where another schema name aliases the entry, its name spelt with a separator (${version})`,
      document,
    })),
  ],
  invalid: [
    ...answeringDocuments({ '/projects/{projectId}': { ref: 'Project' }, '/projects/{projectId}/timesheet': { listOf: 'TimesheetSummary' } }, { Project: block, TimesheetSummary: entry }).map(({ version, document }) => ({
      name: `items named after it and a word that is no part (\`TimesheetSummary\`) are timesheets (${version})`,
      document,
      errors: [{ path: ['paths', '/projects/{projectId}/timesheet'], message: 'path "/projects/{projectId}/timesheet": collection "timesheet" is singular; use the plural "timesheets"' }],
    })),
    ...answeringDocuments({ '/projects/{projectId}': { ref: 'Project' }, '/projects/{projectId}/order': { listOf: 'TimesheetEntry' } }, { Project: block, TimesheetEntry: entry }).map(({ version, document }) => ({
      name: `entries named after another name say nothing of this one: \`/reports/order\` listing \`TimesheetEntry\` (${version})`,
      document,
      errors: [{ path: ['paths', '/projects/{projectId}/order'], message: 'path "/projects/{projectId}/order": collection "order" is singular; use the plural "orders"' }],
    })),
  ],
});

/** A present participle of a verb, no id after it anywhere, names an activity or a view: no plural. */
const contentList = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } };
testRule('path-plural-collections', {
  valid: [
    { name: '`GET /content/{id}/referencing`, the contents that refer to one (3.0)', document: documentOf('3.0', { '/content/{id}': readOf('3.0', { type: 'object' }), '/content/{id}/referencing': readOf('3.0', contentList) }) },
    { name: '`GET /users/{id}/blocking`, through a $ref (2.0)', document: { ...documentOf('2.0', { '/users/{id}/blocking': { $ref: '#/x-paths/blocking' } }), 'x-paths': { blocking: readOf('2.0', contentList) } } },
    { name: '`GET /accounting` (3.1)', document: documentOf('3.1', { '/accounting': readOf('3.1', contentList) }) },
  ],
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `one the document identifies names its items: \`/meeting/{id}\` (${version})`,
    document: documentOf(version, { '/meeting': readOf(version, contentList), '/meeting/{id}': readOf(version, { type: 'object' }) }),
    errors: [
      { path: ['paths', '/meeting'], message: 'path "/meeting": collection "meeting" is singular; use the plural "meetings"' },
      { path: ['paths', '/meeting/{id}'], message: 'path "/meeting/{id}": collection "meeting" is singular; use the plural "meetings"' },
    ],
  })),
});

/** A noun as often as a verb standing where the document puts verbs, before the same parameter, is the verb there: path-nouns judges it. */
testRule('path-plural-collections', {
  valid: [
    { name: '`GET /addons/test/{id}` beside `GET /addons/refresh/{id}` (3.0)', document: documentOf('3.0', { '/addons/test/{id}': readOf('3.0', { type: 'object' }), '/addons/refresh/{id}': readOf('3.0', { type: 'object' }) }) },
    { name: 'the same through a $ref (2.0)', document: { ...documentOf('2.0', { '/addons/test/{id}': { $ref: '#/x-paths/read' }, '/addons/refresh/{id}': { $ref: '#/x-paths/read' } }), 'x-paths': { read: readOf('2.0', { type: 'object' }) } } },
    { name: 'the same in 3.1', document: documentOf('3.1', { '/addons/test/{id}': readOf('3.1', { type: 'object' }), '/addons/refresh/{id}': readOf('3.1', { type: 'object' }) }) },
  ],
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `before another parameter than the verb's, the name stays a collection: \`/sets/archive/{id}\` beside \`/sets/analyze/{setId}\` (${version})`,
      document: documentOf(version, { '/sets/archive/{id}': readOf(version, { type: 'object' }), '/sets/analyze/{setId}': readOf(version, { type: 'object' }) }),
      errors: [{ path: ['paths', '/sets/archive/{id}'], message: 'path "/sets/archive/{id}": collection "archive" is singular; use the plural "archives"' }],
    },
    {
      name: `an id named after it identifies its items: \`/entity/check/{checkId}\` beside \`/entity/verify/{checkId}\` (${version})`,
      document: documentOf(version, { '/entity/check/{checkId}': readOf(version, { type: 'object' }), '/entity/verify/{checkId}': readOf(version, { type: 'object' }) }),
      errors: [{ path: ['paths', '/entity/check/{checkId}'], message: 'path "/entity/check/{checkId}": collection "check" is singular; use the plural "checks"' }],
    },
  ]),
});

/** A kind of the collection's items before their id: what is written and read there is named after the kind and the collection. */
const kindPaths = (version: string, kindSchema: string, parameter = 'name') => {
  const ref = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const body = (name: string) => (version === '2.0' ? { parameters: [{ name: 'body', in: 'body', schema: { $ref: ref(name) } }] } : { requestBody: { content: { 'application/json': { schema: { $ref: ref(name) } } } } });
  const answer = (name: string) => readOf(version, { $ref: ref(name) });
  return {
    '/timeseries': answer('TimeSeries'),
    '/timeseries/{timeseries}': { patch: { ...body('TimeSeries'), responses: { '204': { description: 'done' } } } },
    '/timeseries/binary': { ...answer(kindSchema), post: { ...body(kindSchema), responses: { '204': { description: 'done' } } } },
    [`/timeseries/binary/{${parameter}}`]: { patch: { ...body(kindSchema), responses: { '204': { description: 'done' } } }, delete: { responses: { '204': { description: 'done' } } } },
  };
};
const kindSchemas = { TimeSeries: { type: 'object', properties: { name: { type: 'string' } } }, BinaryTimeSeries: { type: 'object', properties: { name: { type: 'string' }, binaryValues: { type: 'array' } } }, Binary: { type: 'object', properties: { name: { type: 'string' } } } };
const kindDocument = (version: string, kindSchema: string, parameter?: string) => (version === '2.0'
  ? { ...documentOf(version, kindPaths(version, kindSchema, parameter)), definitions: kindSchemas }
  : { ...documentOf(version, kindPaths(version, kindSchema, parameter)), components: { schemas: kindSchemas } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/timeseries/binary/{name}\` writing and reading \`BinaryTimeSeries\`, through $refs, beside \`/timeseries/{timeseries}\` (${version})`,
    document: kindDocument(version, 'BinaryTimeSeries'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `what is written and read there named after the name alone is its own (\`Binary\`) (${version})`,
      document: kindDocument(version, 'Binary'),
      errors: [{ path: ['paths', '/timeseries/binary/{name}'], message: 'path "/timeseries/binary/{name}": collection "binary" is singular; use the plural "binaries"' }],
    },
    {
      name: `an id named after the name identifies its items (\`/timeseries/binary/{binaryId}\`) (${version})`,
      document: kindDocument(version, 'BinaryTimeSeries', 'binaryId'),
      errors: [{ path: ['paths', '/timeseries/binary/{binaryId}'], message: 'path "/timeseries/binary/{binaryId}": collection "binary" is singular; use the plural "binaries"' }],
    },
  ]),
});

/** Kinds of objects listed under a name the document uses only as a shared prefix: `/objects/standard` and `/objects/custom`. */
const prefixKindDocument = (version: string, standardSchema: string) => {
  const ref = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const paths = { '/objects/standard': readOf(version, { type: 'array', items: { $ref: ref(standardSchema) } }), '/objects/custom': readOf(version, { type: 'array', items: { $ref: ref('custom_object') } }) };
  const schemas = { [standardSchema]: { type: 'object', properties: { name: { type: 'string' } } }, custom_object: { type: 'object', properties: { name: { type: 'string' } } } };
  return version === '2.0' ? { ...documentOf(version, paths), definitions: schemas } : { ...documentOf(version, paths), components: { schemas } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a kind of the items of a shared prefix: Supaglue's \`GET /objects/standard\` answering \`standard_object\`s, through $refs (${version})`,
    document: prefixKindDocument(version, 'standard_object'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `what it answers named after it alone is its own (\`standard\`) (${version})`,
    document: prefixKindDocument(version, 'standard'),
    errors: [{ path: ['paths', '/objects/standard'], message: 'path "/objects/standard": collection "standard" is singular; use the plural "standards"' }],
  })),
});

/**
 * A kind of the items answered in an envelope: DfE's `GET /participants/ecf` answering `{data:
 * [ECFParticipant]}` and `GET /participants/ecf/{id}` answering `{data: ECFParticipant}`, `ecf` the
 * programme the participants follow, under a name the document uses only as a shared prefix.
 */
const envelopedKindDocument = (version: string, itemSchema: string) => {
  const ref = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const paths = {
    '/participants/ecf': readOf(version, { $ref: ref('ParticipantsResponse') }),
    '/participants/ecf/{id}': readOf(version, { $ref: ref('ParticipantResponse') }),
  };
  const schemas = {
    [itemSchema]: { type: 'object', properties: { id: { type: 'string' } } },
    ParticipantsResponse: { type: 'object', properties: { data: { type: 'array', items: { $ref: ref(itemSchema) } } } },
    ParticipantResponse: { type: 'object', properties: { data: { $ref: ref(itemSchema) } } },
  };
  return version === '2.0' ? { ...documentOf(version, paths), definitions: schemas } : { ...documentOf(version, paths), components: { schemas } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a kind of the items held in the answer's envelope: \`/participants/ecf\` answering \`{data: [ECFParticipant]}\`, through $refs (${version})`,
    document: envelopedKindDocument(version, 'ECFParticipant'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `what the envelope holds named after the collection alone (\`Participant\`) (${version})`,
    document: envelopedKindDocument(version, 'Participant'),
    errors: [
      { path: ['paths', '/participants/ecf'], message: 'path "/participants/ecf": collection "ecf" is singular; use the plural "ecfs"' },
      { path: ['paths', '/participants/ecf/{id}'], message: 'path "/participants/ecf/{id}": collection "ecf" is singular; use the plural "ecfs"' },
    ],
  })),
});

/** A last name that asks a question: ending in a preposition, or a plural and a reading verb run together. */
const balancesRead = (version: string) => readOf(version, { type: 'array', items: { type: 'string' } });
const questionDocument = (version: string, paths: Record<string, object>) => (version === '2.0'
  ? { ...documentOf(version, paths), responses: { Balances: { description: 'ok', schema: { type: 'array', items: { type: 'string' } } } } }
  : { ...documentOf(version, paths), components: { responses: { Balances: { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } } } });
const readThroughRef = (version: string) => ({ get: { responses: { '200': { $ref: version === '2.0' ? '#/responses/Balances' : '#/components/responses/Balances' } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a name ending in a preposition asks about what the query gives: \`GET /wallet-balance/batch-balance-of\` (${version})`,
      document: questionDocument(version, { '/wallet-balance/batch-balance-of': balancesRead(version), '/wallet-balance/user-wallet-balances': balancesRead(version) }),
    },
    {
      name: `the same through a $ref: \`GET /price_for\` (${version})`,
      document: questionDocument(version, { '/price_for': readThroughRef(version) }),
    },
    {
      name: `a plural and a reading verb run together are a read: \`GET /api/v1/idsfind\`, through a $ref (${version})`,
      document: questionDocument(version, { '/api/v1/idsfind': readThroughRef(version), '/api/v1/mojidata': readOf(version, { type: 'object' }) }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the same name without its preposition is a collection's (${version})`,
      document: questionDocument(version, { '/wallet-balance/batch-balance': balancesRead(version), '/wallet-balance/user-wallet-balances': balancesRead(version) }),
      errors: [{ path: ['paths', '/wallet-balance/batch-balance'], message: 'path "/wallet-balance/batch-balance": collection "batch-balance" is singular; use the plural "batch-balances"' }],
    },
    {
      name: `a reading verb that ends nouns is no read run together: \`GET /discount\`, through a $ref (${version})`,
      document: questionDocument(version, { '/discount': readThroughRef(version) }),
      errors: [{ path: ['paths', '/discount'], message: 'path "/discount": collection "discount" is singular; use the plural "discounts"' }],
    },
  ]),
});

/** A part of the item whose id ends a POST-only path, made there: the id is the collection's item's (`/clients/{id}`). */
const clientPaths = (version: string, secret: object) => documentOf(version, { '/clients/{id}': readOf(version, { type: 'object' }), '/clients/secret/{id}': secret });
const madeHere = { post: { responses: { '201': { description: 'the new secret' } } } };
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name made by POST on the item whose id ends the path is no collection: \`POST /client/secret/{id}\` beside \`/client/{id}\`, through a $ref (${version})`,
    document: version === '2.0'
      ? { ...clientPaths(version, { $ref: '#/x-paths/secret' }), 'x-paths': { secret: madeHere } }
      : { ...clientPaths(version, { $ref: '#/components/pathItems/secret' }), components: { pathItems: { secret: madeHere } } },
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `where a GET reads there too, the id may be the name's own item (${version})`,
      document: clientPaths(version, { ...madeHere, ...readOf(version, { type: 'object', properties: { value: { type: 'string' } } }) }),
      errors: [{ path: ['paths', '/clients/secret/{id}'], message: 'path "/clients/secret/{id}": collection "secret" is singular; use the plural "secrets"' }],
    },
    {
      name: `where the collection's items have another id elsewhere, the id is the name's own (${version})`,
      document: documentOf(version, { '/clients/{clientId}': readOf(version, { type: 'object' }), '/clients/secret/{id}': madeHere }),
      errors: [{ path: ['paths', '/clients/secret/{id}'], message: 'path "/clients/secret/{id}": collection "secret" is singular; use the plural "secrets"' }],
    },
  ]),
});

/** The name's own path may run the same thing on an item the body names (`POST /clients/secret` answering 200): it makes nothing there either. */
const ranHere = { post: { responses: { '200': { description: 'the secret rotated' } } } };
const withOwnPath = (version: string, own: object) => {
  const document = clientPaths(version, { $ref: version === '2.0' ? '#/x-paths/secret' : '#/components/pathItems/secret' }) as { paths: Record<string, object> };
  return { ...document, paths: { ...document.paths, '/clients/secret': own }, ...(version === '2.0' ? { 'x-paths': { secret: madeHere } } : { components: { pathItems: { secret: madeHere } } }) };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside a path of its own only POST runs on, answering 200, the name is still made on the item: \`POST /clients/secret\` (${version})`,
    document: withOwnPath(version, ranHere),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where POST creates at the name's own path (201), the name is a collection (${version})`,
    document: withOwnPath(version, madeHere),
    errors: [{ path: version === '2.0' ? ['x-paths', 'secret'] : ['components', 'pathItems', 'secret'], message: 'path "/clients/secret/{id}": collection "secret" is singular; use the plural "secrets"' }],
  })),
});

/**
 * Kill Bill's `GET /1.0/kb/invoices/{groupId}/group` ("Retrieve a set of invoices by group id"):
 * `group` says what `{groupId}` before it identifies, which is no invoice; a label, no collection.
 */
const groupPaths = (version: string, parameter: string) => documentOf(version, {
  '/invoices/{invoiceId}': readOf(version, { type: 'object' }),
  [`/invoices/{${parameter}}/group`]: { $ref: version === '2.0' ? '#/x-paths/group' : '#/components/pathItems/group' },
});
const withGroupItem = (version: string, parameter: string) => ({
  ...groupPaths(version, parameter),
  ...(version === '2.0' ? { 'x-paths': { group: readOf(version, records) } } : { components: { pathItems: { group: readOf(version, records) } } }),
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name after the parameter named after it says what the parameter is: \`/invoices/{groupId}/group\`, through a $ref (${version})`,
    document: withGroupItem(version, 'groupId'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => {
    const at = version === '2.0' ? ['x-paths', 'group'] : ['components', 'pathItems', 'group'];
    return [
      {
        name: `after a parameter named otherwise the name is a sub-collection: \`/invoices/{invoiceId}/group\` (${version})`,
        document: withGroupItem(version, 'invoiceId'),
        errors: [{ path: at, message: 'path "/invoices/{invoiceId}/group": collection "group" is singular; use the plural "groups"' }],
      },
    ];
  }),
});

/** A phrase headed by a particle before a linking word (`out-of-band`) has no plural to ask for. */
const outOfBandDocument = (version: string, name: string) => documentOf(version, { [`/didcomm/${name}`]: readOf(version, { type: 'array', items: { type: 'object' } }), [`/didcomm/${name}/{outOfBandId}`]: { $ref: version === '2.0' ? '#/x-paths/record' : '#/components/pathItems/record' } });
const withRecordPath = (version: string, name: string) => {
  const document = outOfBandDocument(version, name) as Record<string, unknown>;
  const record = { get: { parameters: [{ name: 'outOfBandId', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }], responses: { '200': { description: 'ok' } } } };
  return version === '2.0' ? { ...document, 'x-paths': { record } } : { ...document, components: { pathItems: { record } } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/didcomm/out-of-band/{outOfBandId}\`, the item's path behind a $ref (${version})`,
    document: withRecordPath(version, 'out-of-band'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun before the linking word carries the number: \`/didcomm/record-of-band/{outOfBandId}\` (${version})`,
    document: withRecordPath(version, 'record-of-band'),
    errors: [{ path: ['paths', '/didcomm/record-of-band'], message: /collection "record-of-band" is singular; use the plural "records-of-band"/ }],
  })),
});

/** A name standing where another path puts a bare kind parameter (`/follows/{type}/follows`), with items of its own after it, is one of those kinds. */
const followsDocument = (version: string, name: string, withKindPath = true) => {
  const list = { $ref: version === '2.0' ? '#/x-paths/list' : '#/components/pathItems/list' };
  const document = documentOf(version, { [`/follows/${name}/{id}/follow`]: { post: { responses: { '204': { description: 'ok' } } } }, ...(withKindPath ? { '/follows/{type}/follows': list } : {}) }) as Record<string, unknown>;
  const listItem = readOf(version, { type: 'array', items: { type: 'object' } });
  return version === '2.0' ? { ...document, 'x-paths': { list: listItem } } : { ...document, components: { pathItems: { list: listItem } } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/follows/author/{id}/follow\` beside \`/follows/{type}/follows\`, that path behind a $ref (${version})`,
    document: followsDocument(version, 'author'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `without the kind parameter \`author\` names a collection (${version})`,
      document: followsDocument(version, 'author', false),
      errors: [{ path: ['paths', '/follows/author/{id}/follow'], message: /collection "author" is singular; use the plural "authors"/ }],
    },
    {
      name: `the kind word itself names the key, no kind: \`/follows/type/{id}/follow\` (${version})`,
      document: followsDocument(version, 'type'),
      errors: [{ path: ['paths', '/follows/type/{id}/follow'], message: /collection "type" is singular; use the plural "types"/ }],
    },
  ]),
});

/** A name ending in a count (`one-to-many`) names a relation: it has no plural to ask for, though its GET answers a list. */
const relationDocument = (version: string, name: string) => {
  const document = documentOf(version, { '/api/v1/plan': readOf(version, { type: 'object' }), [`/api/v1/${name}`]: { $ref: version === '2.0' ? '#/x-paths/relation' : '#/components/pathItems/relation' } }) as Record<string, unknown>;
  const relation = readOf(version, { type: 'array', items: { type: 'object', properties: { duration: { type: 'number' } } } });
  return version === '2.0' ? { ...document, 'x-paths': { relation } } : { ...document, components: { pathItems: { relation } } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /api/v1/one-to-many\` answering durations, the path item behind a $ref (${version})`,
    document: relationDocument(version, 'one-to-many'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a noun at the end carries the number: \`/api/v1/one-to-destination\` (${version})`,
    document: relationDocument(version, 'one-to-destination'),
    errors: [{ path: version === '2.0' ? ['x-paths', 'relation'] : ['components', 'pathItems', 'relation'], message: /collection "one-to-destination" is singular; use the plural "one-to-destinations"/ }],
  })),
});

/**
 * HyperKitty's `/api/list/{mlist_fqdn}/thread/{thread_id}/` beside `/api/list/{mlist_fqdn}/threads/`,
 * the item behind a $ref: the plural beside it names the same collection when GET lists it there
 * and an id follows the singular; otherwise the singular names another resource.
 */
const threadDocument = (version: string, itemKey: string) =>
  withPathItemBehindRef(version, itemKey, 'thread', { get: ok }, { '/api/list/{mlist_fqdn}/threads/': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular no id follows beside its plural names another resource: \`/api/list/{mlist_fqdn}/thread\` (${version})`,
    document: threadDocument(version, '/api/list/{mlist_fqdn}/thread'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an item read under the singular of a collection GET lists beside it: \`thread/{thread_id}\` beside \`GET …/threads/\` (${version})`,
    document: threadDocument(version, '/api/list/{mlist_fqdn}/thread/{thread_id}/'),
    errors: [{ path: pathItemAt(version, 'thread'), message: 'path "/api/list/{mlist_fqdn}/thread/{thread_id}/": collection "thread" is singular; use the plural "threads"' }],
  })),
});

/**
 * RDAP's lookups (RFC 9082 §3.1) under `/v1`, the domain lookup behind a $ref: `names` stand
 * before a parameter beside it. Three or more names of the layout make it the standard's.
 */
const rdapDocument = (version: string, names: readonly string[]) =>
  withPathItemBehindRef(version, '/v1/domain/{domainName}', 'domain', { get: ok }, {
    '/v1/domains': { get: ok },
    ...Object.fromEntries(names.map((name) => [`/v1/${name}/{${name}Id}`, { get: ok }])),
  });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `RDAP's lookups are the standard's paths: \`domain/{domainName}\` beside \`nameserver/{…}\` and \`entity/{…}\` (${version})`,
    document: rdapDocument(version, ['nameserver', 'entity']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `two names of the layout are not the standard's: \`domain/{domainName}\` beside \`entity/{…}\` only (${version})`,
    document: rdapDocument(version, ['entity']),
    errors: [
      { path: pathItemAt(version, 'domain'), message: 'path "/v1/domain/{domainName}": collection "domain" is singular; use the plural "domains"' },
      { path: ['paths', '/v1/entity/{entityId}'], message: 'path "/v1/entity/{entityId}": collection "entity" is singular; use the plural "entities"' },
    ],
  })),
});

/**
 * HyperKitty's `/api/list/{mlist_fqdn}/email/{message_id_hash}/` beside `…/emails/`, the item behind
 * a $ref: an id whose name says nothing of `email` still reads one of the emails GET lists beside it.
 */
const emailDocument = (version: string, listedBy: 'get' | 'post') =>
  withPathItemBehindRef(version, '/api/list/{mlist_fqdn}/email/{message_id_hash}/', 'email', { get: ok }, { '/api/list/{mlist_fqdn}/emails/': { [listedBy]: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside a plural only POST runs, an id named for something else leaves \`email\` no collection (${version})`,
    document: emailDocument(version, 'post'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `beside the plural GET lists, \`email/{message_id_hash}\` is that collection named in the singular (${version})`,
    document: emailDocument(version, 'get'),
    errors: [{ path: pathItemAt(version, 'email'), message: 'path "/api/list/{mlist_fqdn}/email/{message_id_hash}/": collection "email" is singular; use the plural "emails"' }],
  })),
});

/**
 * The Swagger petstore's `/user/{username}` and MediaWiki's `/v1/page/{title}`: `POST /user` takes the
 * record `GET /user/{username}` answers, which PUT and DELETE change there (the item behind a $ref);
 * a key named for no id still reads an item of a collection named in the singular.
 */
const userRecord = { type: 'object', required: ['username', 'email'], properties: { username: { type: 'string' }, email: { type: 'string' } } };
const loginRecord = { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } } };
function userDocument(version: string, sent: object, itemMethods: readonly string[]): Record<string, unknown> {
  const record = { ...userRecord, required: ['email', 'username'] };
  const answer = version === '2.0' ? { description: 'the user', schema: record } : { description: 'the user', content: { 'application/json': { schema: record } } };
  const body = version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: sent }] } : { requestBody: { content: { 'application/json': { schema: sent } } } };
  const item: Record<string, object> = { get: { responses: { '200': answer } } };
  for (const method of itemMethods) item[method] = ok;
  return withPathItemBehindRef(version, '/user/{username}', 'user', item, { '/user': { post: { ...body, responses: { '201': { description: 'created' } } } } });
}
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`POST /user\` takes the record \`GET /user/{username}\` answers, but nothing changes it there: a lookup by a key (${version})`, document: userDocument(version, userRecord, []) },
    { name: `\`POST /user\` takes another record than the one \`GET /user/{username}\` answers (${version})`, document: userDocument(version, loginRecord, ['put', 'delete']) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /user\` makes the record \`GET /user/{username}\` answers, and PUT and DELETE change it there: \`user\` is a collection (${version})`,
    document: userDocument(version, userRecord, ['put', 'delete']),
    errors: [{ path: pathItemAt(version, 'user'), message: 'path "/user/{username}": collection "user" is singular; use the plural "users"' }],
  })),
});

/** Better Auth's `/callback/{id}` (behind a $ref): a redirect endpoint's parameter says whose authorization response it receives. */
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/callback/{id}\` takes the authorization response (\`code\`, \`state\`, \`error\`): a redirect endpoint, \`{id}\` the provider (${version})`,
    document: callbackDocument(version, ['code', 'state', 'error'], ok),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without \`state\`, \`/callback/{id}\` is a collection and its item (${version})`,
    document: callbackDocument(version, ['code', 'error'], ok),
    errors: [{ path: pathItemAt(version, 'callback'), message: 'path "/callback/{id}": collection "callback" is singular; use the plural "callbacks"' }],
  })),
});

/**
 * Merge's `/candidates/meta/patch/{id}` ("metadata for Candidate PATCHs"): a name that is an HTTP
 * method's names the method, no collection to make plural, unless a path follows it with an id
 * named after it (`/reviews/{id}/patch/{patchId}`: patches of a review); the path item behind a $ref.
 */
const methodNameDocument = (version: string, pathKey: string, others: Record<string, object> = {}) => withPathItemBehindRef(version, pathKey, 'method', { get: ok }, { '/candidates/{id}': { get: ok }, ...others });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`patch\` before the item's id, the metadata of a PATCH (${version})`, document: methodNameDocument(version, '/candidates/meta/patch/{id}') },
    { name: `\`POST\` in upper case (${version})`, document: methodNameDocument(version, '/candidates/meta/POST/{id}') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`patch\` followed by an id named after it names patches (${version})`,
      document: methodNameDocument(version, '/reviews/{id}/patch/{patchId}'),
      errors: [{ path: pathItemAt(version, 'method'), message: 'path "/reviews/{id}/patch/{patchId}": collection "patch" is singular; use the plural "patches"' }],
    },
    {
      name: `and \`post\` before \`{post_id}\` names posts (${version})`,
      document: methodNameDocument(version, '/reviews/{id}/post/{post_id}'),
      errors: [{ path: pathItemAt(version, 'method'), message: /collection "post" is singular; use the plural "posts"/ }],
    },
  ]),
});

/**
 * Heron's `GET /api/end_users/{id}/bank_statement_summary` answering one summary whose `total` is a
 * row of sums (`{average: {…}, total: {deposits, withdrawals}}`): a `total` holding a record counts
 * nothing, so the answer is one value and the name one resource; an integer `total` beside it is a
 * list's count. The answer behind a $ref.
 */
const sums = { type: 'object', properties: { deposits: { type: 'number' }, withdrawals: { type: 'number' } } };
const summaryDocument = (version: string, total: object) => schemaDocument(version, {
  '/end_users/{id}': { get: ok },
  '/end_users/{id}/bank_statement_summary': { get: { responses: { '200': referencedAnswer(version, 'Summary', 'the summary') } } },
}, { Summary: { type: 'object', properties: { average: sums, total } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a summary whose \`total\` is a row of sums (${version})`, document: summaryDocument(version, sums) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an integer \`total\` there counts a list (${version})`,
    document: summaryDocument(version, { type: 'integer' }),
    errors: [{ path: ['paths', '/end_users/{id}/bank_statement_summary'], message: 'path "/end_users/{id}/bank_statement_summary": collection "bank_statement_summary" is singular; use the plural "bank_statement_summaries"' }],
  })),
});

/** Brick's `GET /account/pii`: the initials of a mass noun (personally identifiable information) ask no plural, whatever list they answer. */
const accountRecord = { type: 'object', properties: { institution_id: { type: 'integer' }, username: { type: 'string' } } };
testRule('path-plural-collections', {
  valid: answeringDocuments({ '/account/pii': { listOf: 'Record' }, '/account/info': { listOf: 'Record' } }, { Record: accountRecord }).map(({ version, document }) => ({
    name: `\`GET /account/pii\` and \`/account/info\` answering lists of records (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/account/pii': { listOf: 'Record' }, '/account/info': { listOf: 'Record' }, '/account/statement': { listOf: 'Record' } }, { Record: accountRecord }).map(({ version, document }) => ({
    name: `beside them, a countable noun answering the same list is still a collection: \`GET /account/statement\` (${version})`,
    document,
    errors: [{ path: ['paths', '/account/statement'], message: 'path "/account/statement": collection "statement" is singular; use the plural "statements"' }],
  })),
});

/**
 * Brex's `GET /v1/expenses/card` beside `/v1/expenses/card/{expense_id}`: the id after `card`
 * names an expense, so `card` says which expenses, no collection of cards. The item behind a $ref.
 */
const whichItemsDocument = (version: string, listPath: string, itemPath: string) => withPathItemBehindRef(version, itemPath, 'item', { get: ok }, { [listPath]: readOf(version, { type: 'array', items: { type: 'object' } }) });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1/expenses/card\` beside \`/v1/expenses/card/{expense_id}\` (${version})`,
    document: whichItemsDocument(version, '/v1/expenses/card', '/v1/expenses/card/{expense_id}'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `an id named after the name is its own item: \`/v1/expenses/card/{card_id}\` (${version})`,
      document: whichItemsDocument(version, '/v1/expenses/card', '/v1/expenses/card/{card_id}'),
      errors: [
        { path: ['paths', '/v1/expenses/card'], message: 'path "/v1/expenses/card": collection "card" is singular; use the plural "cards"' },
        { path: pathItemAt(version, 'item'), message: 'path "/v1/expenses/card/{card_id}": collection "card" is singular; use the plural "cards"' },
      ],
    },
    {
      name: `an id named after both names is an item of the second: Amazon Outposts' \`/catalog/item/{CatalogItemId}\` (${version})`,
      document: withPathItemBehindRef(version, '/catalog/item/{CatalogItemId}', 'item', { get: ok }, { '/catalog/items': { get: ok } }),
      errors: [{ path: pathItemAt(version, 'item'), message: 'path "/catalog/item/{CatalogItemId}": collection "item" is singular; use the plural "items"' }],
    },
  ]),
});

/** `/transactions/orderid/{id}`: `orderid` names the key the transaction is found by, no singular collection; `/transactions/order/{id}` is one. The path item behind a $ref. */
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/transactions/orderid/{id}\` (${version})`, document: withPathItemBehindRef(version, '/transactions/orderid/{id}', 'byKey', { get: ok }, { '/transactions/{id}': { get: ok } }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/transactions/order/{id}\` (${version})`,
    document: withPathItemBehindRef(version, '/transactions/order/{id}', 'byKey', { get: ok }, { '/transactions/{id}': { get: ok } }),
    errors: [{ path: pathItemAt(version, 'byKey'), message: /collection "order" is singular; use the plural "orders"/ }],
  })),
});

/**
 * mcctl's `GET /api/servers-status` ("Get all servers status", one status per server): a state
 * word after a plural in one name is the state of those things, one report, never "servers-statuses";
 * a noun there names a collection of its own.
 */
const serverStatus = { type: 'object', properties: { name: { type: 'string' }, status: { type: 'string' } } };
testRule('path-plural-collections', {
  valid: answeringDocuments({ '/servers': { listOf: 'Server' }, '/servers/{name}': { ref: 'Server' }, '/servers-status': { listOf: 'ServerStatus' } }, { Server: block, ServerStatus: serverStatus }).map(({ version, document }) => ({
    name: `\`GET /servers-status\` listing each server's status (${version})`,
    document,
  })),
  invalid: answeringDocuments({ '/servers': { listOf: 'Server' }, '/servers/{name}': { ref: 'Server' }, '/servers-owner': { listOf: 'ServerStatus' } }, { Server: block, ServerStatus: serverStatus }).map(({ version, document }) => ({
    name: `a noun after the plural names a collection: \`GET /servers-owner\` (${version})`,
    document,
    errors: [{ path: ['paths', '/servers-owner'], message: 'path "/servers-owner": collection "servers-owner" is singular; use the plural "servers-owners"' }],
  })),
});

/**
 * Kinds of a collection's items by what is answered: Pipedrive's `PUT
 * /subscriptions/installment/{id}` and `POST /subscriptions/installment` answer what `GET
 * /subscriptions/{id}` answers, a subscription (`answers-as-items-of`).
 */
const subscriptionSchemas = { Subscription: { type: 'object', properties: { id: { type: 'integer' }, cadence_type: { type: 'string' } } }, Installment: { type: 'object', properties: { id: { type: 'integer' }, amount: { type: 'number' } } } };
const answering = (version: string, method: string, schemaName: string) => {
  const schema = { $ref: version === '2.0' ? `#/definitions/${schemaName}` : `#/components/schemas/${schemaName}` };
  return { [method]: { responses: { '200': version === '2.0' ? { description: 'ok', schema } : { description: 'ok', content: { 'application/json': { schema } } } } } };
};
const subscriptionDocument = (version: string, kindSchema: string, parameter = 'id') => {
  const paths = {
    '/subscriptions/{id}': answering(version, 'get', 'Subscription'),
    '/subscriptions/installment': answering(version, 'post', kindSchema),
    [`/subscriptions/installment/{${parameter}}`]: answering(version, 'put', kindSchema),
  };
  return version === '2.0' ? { ...documentOf(version, paths), definitions: subscriptionSchemas } : { ...documentOf(version, paths), components: { schemas: subscriptionSchemas } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`PUT /subscriptions/installment/{id}\` and \`POST /subscriptions/installment\` answering what \`GET /subscriptions/{id}\` answers, through $refs (${version})`,
    document: subscriptionDocument(version, 'Subscription'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `answering a record of its own (\`Installment\`), the name is a collection (${version})`,
      document: subscriptionDocument(version, 'Installment'),
      errors: [{ path: ['paths', '/subscriptions/installment/{id}'], message: 'path "/subscriptions/installment/{id}": collection "installment" is singular; use the plural "installments"' }],
    },
    {
      name: `an id named after the name identifies its items (\`{installmentId}\`) (${version})`,
      document: subscriptionDocument(version, 'Subscription', 'installmentId'),
      errors: [{ path: ['paths', '/subscriptions/installment/{installmentId}'], message: 'path "/subscriptions/installment/{installmentId}": collection "installment" is singular; use the plural "installments"' }],
    },
  ]),
});

/**
 * A singular name before a verb of create, read, update or delete that lists it: Brick's `GET
 * /institution/list` answering `{status, message, data: [...]}` lists institutions.
 */
const institutionPage = { type: 'object', properties: { status: { type: 'integer' }, message: { type: 'string' }, data: { type: 'array', items: { $ref: '#/x/Institution' } } } };
const institutionDocument = (version: string, answer: object, method = 'get') => {
  const ref = version === '2.0' ? '#/definitions/' : '#/components/schemas/';
  const schemas = { InstitutionPage: JSON.parse(JSON.stringify(answer).replaceAll('#/x/', ref)), Institution: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } };
  const paths = { '/institution/list': method === 'get' ? readOf(version, { $ref: `${ref}InstitutionPage` }) : { post: readOf(version, { $ref: `${ref}InstitutionPage` }).get } };
  return version === '2.0' ? { ...documentOf(version, paths), definitions: schemas } : { ...documentOf(version, paths), components: { schemas } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`GET /institution/list\` answering one object that lists nothing, through a $ref (${version})`, document: institutionDocument(version, { type: 'object', properties: { status: { type: 'integer' }, name: { type: 'string' } } }) },
    { name: `\`POST /institution/list\`, no GET to show what is listed (${version})`, document: institutionDocument(version, institutionPage, 'post') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`GET /institution/list\` answering \`{status, message, data: [...]}\`, through a $ref (${version})`,
    document: institutionDocument(version, institutionPage),
    errors: [{ path: ['paths', '/institution/list'], message: 'path "/institution/list": collection "institution" is singular; use the plural "institutions"' }],
  })),
});

/**
 * nFusion's `GET /api/v1/Metals/spot/performance?metals=` answering an array (one historical
 * performance per metal asked for), beside `…/performance/annual`: `performance`, how one thing
 * did over time, is one series where no id follows it (`collective-nouns`), whatever list it
 * answers. A countable word in the same place, `quote`, is still a collection named in the
 * singular. The path item behind a $ref.
 */
const metalsDocument = (version: string, name: string) => {
  const answer = jsonAnswer(version, 'per metal', { type: 'array', items: { type: 'object' } });
  return withPathItemBehindRef(version, `/api/v1/Metals/spot/${name}`, 'spot', { get: { responses: { '200': answer } } }, { [`/api/v1/Metals/spot/${name}/annual`]: { get: ok }, '/api/v1/Metals/spot/history': { get: ok } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/Metals/spot/performance\` answering a list names one series (${version})`, document: metalsDocument(version, 'performance') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/Metals/spot/quote\` answering a list is a collection named in the singular (${version})`,
    document: metalsDocument(version, 'quote'),
    errors: [{ path: pathItemAt(version, 'spot'), message: 'path "/api/v1/Metals/spot/quote": collection "quote" is singular; use the plural "quotes"' }],
  })),
});

/**
 * HSBC's ATM locator: `/x-open-banking/v2.2/atms/country/{country}`, `…/country/{country}/town/{town}`
 * and `…/postcode/{postcode}`, where no path of `atms` itself is defined there: a key and its value
 * after the plural `atms` find ATMs by that key, however many paths share `atms`
 * (`/customers/email/{email}`). A name followed by an id of its own (`…/atms/branch/{branchId}`)
 * is still a collection named in the singular. The path item behind a $ref.
 */
const atmPaths = (version: string, last: string) => withPathItemBehindRef(version, `/x-open-banking/v2.2/atms/${last}`, 'atms', { get: ok }, {
  '/x-open-banking/v2.2/atms/country/{country}/town/{town}': { get: ok },
  '/x-open-banking/v2.2/atms/postcode/{postcode}': { get: ok },
  '/open-banking/v2.2/atms': { get: list },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`atms/country/{country}\` finds ATMs by country under a shared \`atms\` (${version})`, document: atmPaths(version, 'country/{country}') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`atms/branch/{branchId}\` names a collection in the singular (${version})`,
    document: atmPaths(version, 'branch/{branchId}'),
    errors: [{ path: pathItemAt(version, 'atms'), message: 'path "/x-open-banking/v2.2/atms/branch/{branchId}": collection "branch" is singular; use the plural "branches"' }],
  })).concat(['2.0', '3.0', '3.1'].map((version) => ({
    // A mass noun grouping names is no plural the key finds items of: Yodlee's `/auth/apiKey/{key}` beside `/auth/token`.
    name: `\`/auth/apiKey/{key}\` under the shared \`auth\` names a collection in the singular (${version})`,
    document: withPathItemBehindRef(version, '/auth/apiKey/{key}', 'key', { delete: ok }, { '/auth/token': { post: ok }, '/auth/login': { post: ok } }),
    errors: [{ path: pathItemAt(version, 'key'), message: 'path "/auth/apiKey/{key}": collection "apiKey" is singular; use the plural "apiKeys"' }],
  }))),
});

/**
 * SportsDataIO's `GET /{format}/CompetitionHierarchy` answering an array of `Area` (each holding its
 * competitions), beside `/{format}/Areas`: a hierarchy is one thing made of many
 * (`collective-nouns`), whatever list it answers. A name of its items in the singular,
 * `CompetitionGroup`, is still a collection named so. The path item behind a $ref.
 */
const hierarchyDocument = (version: string, name: string) => {
  const answer = jsonAnswer(version, 'areas', { type: 'array', items: { type: 'object' } });
  const format = parameterOf(version, 'format', 'path');
  return withPathItemBehindRef(version, `/{format}/${name}`, 'hierarchy', { parameters: [format], get: { responses: { '200': answer } } }, { '/{format}/Areas': { parameters: [format], get: { responses: { '200': answer } } } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/{format}/CompetitionHierarchy\` answering a list names one thing (${version})`, document: hierarchyDocument(version, 'CompetitionHierarchy') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/{format}/CompetitionGroup\` answering a list is a collection named in the singular (${version})`,
    document: hierarchyDocument(version, 'CompetitionGroup'),
    errors: [{ path: pathItemAt(version, 'hierarchy'), message: 'path "/{format}/CompetitionGroup": collection "CompetitionGroup" is singular; use the plural "CompetitionGroups"' }],
  })),
});

/**
 * RentCast's `/listings/sale` and `/listings/rental/long-term` (each with `/{id}`, the sale's behind a
 * $ref), under a `listings` with no path of its own: both read listings (address, bedrooms, price,
 * …; the sale's add `lotSize` and `addressLine2`), so `sale` and `long-term` say which listings,
 * no collections of their own. Where the two read different records, each is a collection named in
 * the singular.
 */
const listingFields = ['id', 'formattedAddress', 'addressLine1', 'city', 'state', 'bedrooms', 'bathrooms', 'price'];
const listingsDocument = (version: string, saleFields: readonly string[], rentalId = 'id') => {
  const record = (fields: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) });
  const answer = (schema: object) => jsonAnswer(version, 'listings', schema);
  const reads = (fields: readonly string[], idName: string) => ({ list: { get: { responses: { '200': answer({ type: 'array', items: record(fields) }) } } }, one: { parameters: [parameterOf(version, idName, 'path')], get: { responses: { '200': answer(record(fields)) } } } });
  const [sale, rental] = [reads(saleFields, 'id'), reads(listingFields, rentalId)];
  return withPathItemBehindRef(version, '/listings/sale/{id}', 'sale', sale.one, { '/listings/sale': sale.list, '/listings/rental/long-term': rental.list, [`/listings/rental/long-term/{${rentalId}}`]: rental.one });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/listings/sale\` and \`/listings/rental/long-term\` reading the same listings (${version})`, document: listingsDocument(version, [...listingFields, 'lotSize', 'addressLine2']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/listings/sale\` reading other records than \`/listings/rental/long-term\` (${version})`,
    document: listingsDocument(version, ['id', 'closedAt', 'buyer', 'seller', 'commission']),
    errors: [
      { path: ['paths', '/listings/sale'], message: 'path "/listings/sale": collection "sale" is singular; use the plural "sales"' },
      { path: pathItemAt(version, 'sale'), message: 'path "/listings/sale/{id}": collection "sale" is singular; use the plural "sales"' },
      { path: ['paths', '/listings/rental/long-term'], message: 'path "/listings/rental/long-term": collection "long-term" is singular; use the plural "long-terms"' },
      { path: ['paths', '/listings/rental/long-term/{id}'], message: 'path "/listings/rental/long-term/{id}": collection "long-term" is singular; use the plural "long-terms"' },
    ],
  })).concat(['2.0', '3.0', '3.1'].map((version) => ({
    // An id named after the name identifies its own items, whatever is read beside it (`…/employments/leave/{leaveId}`).
    name: `\`/listings/rental/long-term/{longTermId}\`, an id named after the name (${version})`,
    document: listingsDocument(version, [...listingFields, 'lotSize'], 'longTermId'),
    errors: [{ path: ['paths', '/listings/rental/long-term/{longTermId}'], message: 'path "/listings/rental/long-term/{longTermId}": collection "long-term" is singular; use the plural "long-terms"' }],
  }))),
});

/**
 * obono's `GET /registrierkassen/{registrierkasseUuid}/monatsbelege` of `version`, answering an
 * array of the named schema `item` through a `$ref` (the document names `Monatsbeleg` and `Beleg`).
 */
function monthlyReceipts(version: string, item: string): Record<string, unknown> {
  const receipt = { type: 'object', properties: { id: { type: 'string' } } };
  const list = { type: 'array', items: { $ref: `#/${schemaAt(version, item).join('/')}` } };
  const read = { get: { parameters: [parameterOf(version, 'registrierkasseUuid', 'path')], responses: { '200': jsonAnswer(version, 'the monthly receipts', list) } } };
  return schemaDocument(version, { '/registrierkassen/{registrierkasseUuid}/monatsbelege': read }, { Monatsbeleg: receipt, Beleg: receipt });
}
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name the schema of its listed items is less a plural ending is that noun's plural, in the document's own language: \`monatsbelege\` listing \`Monatsbeleg\` (${version})`,
    document: monthlyReceipts(version, 'Monatsbeleg'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing records of another name, it is judged by its own: \`monatsbelege\` listing \`Beleg\` (${version})`,
    document: monthlyReceipts(version, 'Beleg'),
    errors: [{ path: ['paths', '/registrierkassen/{registrierkasseUuid}/monatsbelege'], message: /collection "monatsbelege" is singular/ }],
  })),
});

/**
 * Open Klant's `GET /partijen` of `version`, answering an array of the named schema `item` through
 * a `$ref` (the document names `ExpandPartij` and `ExpandContact`).
 */
function partiesListed(version: string, item: string): Record<string, unknown> {
  const party = { type: 'object', properties: { uuid: { type: 'string' } } };
  const list = { type: 'array', items: { $ref: `#/${schemaAt(version, item).join('/')}` } };
  return schemaDocument(version, { '/partijen': { get: { responses: { '200': jsonAnswer(version, 'the parties', list) } } } }, { ExpandPartij: party, ExpandContact: party });
}
testRule('path-plural-collections', {
  // A schema named as the singular with a word before it qualifying one item (`ExpandPartij`): the name is its plural.
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name listing records of its singular after a qualifying word is that noun's plural, in the document's own language: \`partijen\` listing \`ExpandPartij\` (${version}, through a $ref)`,
    document: partiesListed(version, 'ExpandPartij'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing records of another name after the same word, it is judged by its own: \`partijen\` listing \`ExpandContact\` (${version}, through a $ref)`,
    document: partiesListed(version, 'ExpandContact'),
    errors: [{ path: ['paths', '/partijen'], message: /collection "partijen" is singular/ }],
  })),
});

/**
 * Open Producten's `/bestanden/` listing `Bestand` through a `$ref`, beside `/bestanden/{id}/`
 * reading one: keys written with a trailing slash, as Django REST framework routes them.
 */
function filesWithTrailingSlash(version: string, item: string): Record<string, unknown> {
  const file = { type: 'object', properties: { id: { type: 'string' } } };
  const ref = { $ref: `#/${schemaAt(version, item).join('/')}` };
  return schemaDocument(version, {
    '/bestanden/': { get: { responses: { '200': jsonAnswer(version, 'the files', { type: 'array', items: ref }) } } },
    '/bestanden/{id}/': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'one file', ref) } } },
  }, { Bestand: file, Document: file });
}
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the collection's own path is read with its trailing slash: \`/bestanden/{id}/\` under \`/bestanden/\` listing \`Bestand\` (${version})`,
    document: filesWithTrailingSlash(version, 'Bestand'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing records of another name, both paths are judged by the name: \`/bestanden/\` listing \`Document\` (${version})`,
    document: filesWithTrailingSlash(version, 'Document'),
    errors: [
      { path: ['paths', '/bestanden/'], message: /collection "bestanden" is singular/ },
      { path: ['paths', '/bestanden/{id}/'], message: /collection "bestanden" is singular/ },
    ],
  })),
});

/** A collection named `name` read as an array of records, its path item behind a $ref. */
const listedUnder = (version: string, name: string) => withPathItemBehindRef(version, `/{format}/${name}`, 'listed', { parameters: [parameterOf(version, 'format', 'path')], get: { responses: { '200': jsonAnswer(version, 'the players', { type: 'array', items: { type: 'object' } }) } } });

testRule('path-plural-collections', {
  // An acronym in capitals after a plural qualifies it (`FantasyPlayersIDP`, players of the IDP kind): the plural carries the number.
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural followed by an acronym in capitals is plural: \`FantasyPlayersIDP\` (${version})`,
    document: listedUnder(version, 'FantasyPlayersIDP'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular followed by an acronym in capitals is singular: \`FantasyPlayerIDP\` (${version})`,
    document: listedUnder(version, 'FantasyPlayerIDP'),
    errors: [{ path: pathItemAt(version, 'listed'), message: /collection "FantasyPlayerIDP" is singular/ }],
  })),
});

/** SportsData's `GET /{format}/<name>` answering an array of the schema `items`, behind a $ref. */
const listingSchema = (version: string, name: string, items: string) => schemaDocument(version, {
  [`/{format}/${name}`]: { parameters: [parameterOf(version, 'format', 'path')], get: { responses: { '200': version === '2.0'
    ? { description: 'the teams', schema: { type: 'array', items: { $ref: `#/definitions/${items}` } } }
    : { description: 'the teams', content: { 'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${items}` } } } } } } } },
}, { [items]: { type: 'object', properties: { TeamID: { type: 'integer' } } } });
testRule('path-plural-collections', {
  // A word after a plural qualifying it, the items' schema named with that word singular (`TeamsBasic` listing `TeamBasic`): the plural carries the number.
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a plural qualified by the word after it, listing records of its singular so qualified: \`TeamsBasic\` answering \`[TeamBasic]\` (${version}, through a $ref)`,
    document: listingSchema(version, 'TeamsBasic', 'TeamBasic'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing records of another name, the last word carries the number: \`TeamsBasic\` answering \`[Team]\` (${version}, through a $ref)`,
    document: listingSchema(version, 'TeamsBasic', 'Team'),
    errors: [{ path: ['paths', '/{format}/TeamsBasic'], message: /collection "TeamsBasic" is singular/ }],
  })),
});

/**
 * pagoPA's `/brokerspsp/{brokerpspcode}` (behind a `$ref`) beside `GET /brokerspsp`, "brokers PSP",
 * answering `BrokersPsp` `{brokers_psp: [BrokerPsp], page_info}`: the list sits under a field spelt
 * as the name, its first word a plural, so the name is the document's own plural, that word
 * carrying the number. Under `items`, or under `brokerspsp`, one word, the last word carries it: judged.
 */
const brokersDocument = (version: string, field: string) => {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  return withSchemas(version, withPathItemBehindRef(version, '/brokerspsp/{brokerpspcode}', 'broker', {
    parameters: [parameterOf(version, 'brokerpspcode', 'path')],
    get: { responses: { '200': referencedAnswer(version, 'BrokerPspDetails', 'the broker') } },
    put: { ...jsonRequest(version, ref('BrokerPspDetails')), responses: { '200': referencedAnswer(version, 'BrokerPspDetails', 'the broker') } },
    delete: { responses: { '200': { description: 'removed' } } },
  }, { '/brokerspsp': {
    get: { responses: { '200': referencedAnswer(version, 'BrokersPsp', 'the brokers') } },
    post: { ...jsonRequest(version, ref('BrokerPspDetails')), responses: { '201': referencedAnswer(version, 'BrokerPspDetails', 'the broker') } },
  } }), {
    BrokersPsp: { type: 'object', properties: { [field]: { type: 'array', items: ref('BrokerPsp') }, page_info: { type: 'object', properties: { page: { type: 'integer' } } } } },
    BrokerPsp: { type: 'object', properties: { broker_psp_code: { type: 'string' }, description: { type: 'string' } } },
    BrokerPspDetails: { type: 'object', properties: { broker_psp_code: { type: 'string' }, description: { type: 'string' }, enabled: { type: 'boolean' } } },
  });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the list under \`brokers_psp\`, spelt as the name (${version}, through a $ref)`, document: brokersDocument(version, 'brokers_psp') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['items', 'brokerspsp'].map((field) => ({ name: `the list under \`${field}\`, no plural word in it: judged (${version}, through a $ref)`, document: brokersDocument(version, field), errors: [{ path: pathItemAt(version, 'broker'), message: /collection "brokerspsp" is singular/ }] }))),
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `the list under \`brokers_psp\`, spelt as the name (${version}, through a $ref)`, document: brokersDocument(version, 'brokers_psp') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['items', 'brokerspsp'].map((field) => ({ name: `the list under \`${field}\`, no plural word in it: judged (${version}, through a $ref)`, document: brokersDocument(version, field), errors: [{ path: pathItemAt(version, 'broker'), message: /collection "brokerspsp" is singular/ }] }))),
});

/**
 * They Said So's `/quote` behind a `$ref`: POST adds a quote, and GET answers `contents` inside
 * `QuoteResponse`.
 */
function quoteDocument(version: string, contents: object): Record<string, unknown> {
  const quote = { type: 'object', properties: { quote: { type: 'string' }, author: { type: 'string' } } };
  const answer = { type: 'object', properties: { success: { type: 'string' }, contents: { type: 'object', properties: contents } } };
  return withPathItemBehindRef(version, '/quote', 'quote', { get: { responses: { '200': jsonAnswer(version, 'quotes', answer) } }, post: { ...jsonRequest(version, quote), responses: { '200': { description: 'added' } } } });
}
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular name whose GET answers one record inside a wrapper names one thing: \`{contents: {quote: {...}}}\` (${version})`,
    document: quoteDocument(version, { quote: { type: 'object', properties: { text: { type: 'string' } } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `its items under the name's plural inside a wrapper, POST creating one, make it a collection named in the singular: \`{contents: {quotes: [...]}}\` (${version})`,
    document: quoteDocument(version, { quotes: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } } } } }),
    errors: [{ path: pathItemAt(version, 'quote'), message: 'path "/quote": collection "quote" is singular; use the plural "quotes"' }],
  })),
});

testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `plural type names standing where another path puts the collection's singular: \`/sobjects/Accounts/{id}\` (${version}, through a $ref)`,
    document: sobjectsDocument(version, 'sObject', ['Accounts', 'Contacts']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name standing for one of the collection's items whose own records an id follows is judged as their collection: \`/sobjects/AIApplication/{id}\` (${version}, through a $ref)`,
    document: sobjectsDocument(version, 'sObject'),
    errors: [{ path: ['paths', '/sobjects/AIApplication/{id}'], message: /collection "AIApplication" is singular/ }],
  })),
});

/**
 * Adobe Target's activity kinds: `GET /activities/abt/{id}/report` (behind a `$ref`) beside `GET
 * /activities/ab/{id}/report`, `GET /activities` and `PUT /activities/{id}/name`, with `POST
 * /activities/ab` and `GET /activities/ab/{id}` named
 * `createABActivity` and `getABActivity` where `named`: a name standing where the operations put
 * a kind, with the same path after it, is a kind too (`kind-beside-kinds`), no collection to pluralise.
 */
const activityKindReports = (version: string, named: boolean) => {
  const operation = (operationId: string) => ({ operationId, responses: { '200': { description: 'done' } } });
  return withPathItemBehindRef(version, '/activities/abt/{id}/report', 'abtReport', { get: operation('getABTPerformance') }, {
    '/activities': { get: operation('getActivities') },
    '/activities/{id}/name': { put: operation('setName') },
    '/activities/ab': { post: operation(named ? 'createABActivity' : 'createVariant') },
    '/activities/ab/{id}': { get: operation(named ? 'getABActivity' : 'getVariant') },
    '/activities/ab/{id}/report': { get: operation('getABPerformance') },
  });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name where the operations put kinds of activity, the same path after it, is a kind: \`abt\` beside \`ab\` (${version}, through a $ref)`,
    document: activityKindReports(version, true),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `where no operation names \`ab\` a kind, \`abt\` is a singular collection (${version}, through a $ref)`,
    document: activityKindReports(version, false),
    errors: [{ path: pathItemAt(version, 'abtReport'), message: 'path "/activities/abt/{id}/report": collection "abt" is singular; use the plural "abts"' }],
  })),
});

/**
 * Google Play's `/androidpublisher/v3/{name}` (behind a `$ref`): the API's name, shared by every
 * path key, then its version and a resource name in one parameter.
 */
const apiNamedDocument = (version: string, prefix: string) => withPathItemBehindRef(version, `/${prefix}/v3/{name}`, 'named', { get: ok, delete: ok }, {
  [`/${prefix}/v3/applications/{packageName}`]: { get: ok },
  [`/${prefix}/v3/applications/{packageName}/edits`]: { post: ok },
});
/**
 * VTEX's `PUT /suggestions/matches/action/{actionName}` (behind a `$ref`): `{actionName}` picks the
 * action run on the SKUs sent; `others` are the methods beside the PUT.
 */
const chosenActionDocument = (version: string, others: Record<string, object> = {}) => withPathItemBehindRef(version, '/suggestions/matches/action/{actionName}', 'chosen', { parameters: [parameterOf(version, 'actionName', 'path')], ...others, put: ok }, {
  '/suggestions/{sellerId}': { get: ok },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a name every path key shares before the version is the API's, no collection: \`/androidpublisher/v3/{name}\` (${version})`, document: apiNamedDocument(version, 'androidpublisher') },
    { name: `a parameter named for the action it chooses, ending a path nothing reads: \`/action/{actionName}\` (${version})`, document: chosenActionDocument(version) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `read by GET, \`{actionName}\` is an item of a collection named in the singular (${version})`,
      document: chosenActionDocument(version, { get: ok }),
      errors: [{ path: pathItemAt(version, 'chosen'), message: 'path "/suggestions/matches/action/{actionName}": collection "action" is singular; use the plural "actions"' }],
    },
  ]),
});

/**
 * Azure's `GET …/servers/{serverName}/disasterRecoveryConfiguration` answering `{value: [...]}` of
 * the records `GET …/{disasterRecoveryConfigurationName}` answers: the list of that collection,
 * though its answer is no list envelope. `collection` names it, `item` its items' parameter.
 */
const listedItemsDocument = (version: string, collection: string, item: string, values?: readonly string[]) => {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const listed = values === undefined ? {} : version === '2.0' ? { enum: values } : { schema: { type: 'string', enum: values } };
  const parameters = [{ name: item, in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }), ...listed }];
  return schemaDocument(version, {
    [`/servers/{serverName}/${collection}`]: { get: { responses: { '200': referencedAnswer(version, 'Listed', 'the items') } } },
    [`/servers/{serverName}/${collection}/{${item}}`]: { parameters, get: { responses: { '200': referencedAnswer(version, 'Record', 'one item') } } },
  }, {
    Listed: { type: 'object', properties: { value: { type: 'array', items: ref('Record') } } },
    Record: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
  });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a view listing records whose id names another thing: \`/calendarView\` beside \`/calendarView/{eventId}\`, through $refs (${version})`, document: listedItemsDocument(version, 'calendarView', 'eventId') },
    { name: `an id that takes listed values (\`{encryptionProtectorName}\`, one of \`current\`) chooses one value, no item (${version})`, document: listedItemsDocument(version, 'encryptionProtector', 'encryptionProtectorName', ['current']) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular name whose GET lists, in \`{value}\`, the records its item's GET answers, through $refs (${version})`,
    document: listedItemsDocument(version, 'widgetGroup', 'widgetGroupName'),
    errors: [
      { path: ['paths', '/servers/{serverName}/widgetGroup'], message: 'path "/servers/{serverName}/widgetGroup": collection "widgetGroup" is singular; use the plural "widgetGroups"' },
      { path: ['paths', '/servers/{serverName}/widgetGroup/{widgetGroupName}'], message: 'path "/servers/{serverName}/widgetGroup/{widgetGroupName}": collection "widgetGroup" is singular; use the plural "widgetGroups"' },
    ],
  })),
});

/**
 * GuardDuty's `GET /detector` answering `ListDetectorsResponse` `{detectorIds: [...], nextToken}`
 * beside `/detector/{detectorId}`: an array beside where the next page is (`page-fields.next-page`)
 * is one page of a list, so the singular name lists its items; without `nextToken` the object may
 * be one value of the name, and only the item's path is judged.
 */
const pagedDocument = (version: string, answer: object, itemPath = true) => schemaDocument(version, {
  '/detector': { get: { responses: { '200': referencedAnswer(version, 'ListDetectorsResponse', 'the detectors') } } },
  ...(itemPath ? { '/detector/{detectorId}': { get: { responses: { '200': { description: 'one detector' } } } } } : {}),
}, { ListDetectorsResponse: answer });
const detectorIds = { type: 'array', items: { type: 'string' } };
const itemPathFinding = { path: ['paths', '/detector/{detectorId}'], message: 'path "/detector/{detectorId}": collection "detector" is singular; use the plural "detectors"' };
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a singular name no id follows anywhere, answering a page, is not judged (${version})`,
    document: pagedDocument(version, { type: 'object', properties: { detectorIds, nextToken: { type: 'string' } } }, false),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a singular name whose GET answers a page, \`{detectorIds, nextToken}\`, lists its items, through a $ref (${version})`,
      document: pagedDocument(version, { type: 'object', properties: { detectorIds, nextToken: { type: 'string' } } }),
      errors: [{ path: ['paths', '/detector'], message: 'path "/detector": collection "detector" is singular; use the plural "detectors"' }, itemPathFinding],
    },
    {
      name: `without \`nextToken\` the object may be one value: only the item's path is judged (${version})`,
      document: pagedDocument(version, { type: 'object', properties: { detectorIds } }),
      errors: [itemPathFinding],
    },
  ]),
});

/**
 * Azure AD Hybrid Health's `GET …/metrics/{metricName}/groups/{groupName}/average` answering a page
 * of values (`{value: [...], nextLink}`): an aggregate of the group's values (`view-words`), a view
 * with no plural; another singular name there lists items of its own.
 */
const aggregateDocument = (version: string, last: string) => schemaDocument(version, {
  [`/metrics/{metricName}/groups/{groupName}/${last}`]: { get: { responses: { '200': referencedAnswer(version, 'MetricSets', 'the values') } } },
}, { MetricSets: { type: 'object', properties: { value: { type: 'array', items: { type: 'object', properties: { date: { type: 'string' }, value: { type: 'number' } } } }, totalCount: { type: 'integer' }, nextLink: { type: 'string' } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['average', 'sum'].map((last) => ({ name: `\`…/groups/{groupName}/${last}\` answering a page of values is an aggregate, no collection, through a $ref (${version})`, document: aggregateDocument(version, last) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/groups/{groupName}/sample\` answering a page lists samples (${version})`,
    document: aggregateDocument(version, 'sample'),
    errors: [{ path: ['paths', '/metrics/{metricName}/groups/{groupName}/sample'], message: 'path "/metrics/{metricName}/groups/{groupName}/sample": collection "sample" is singular; use the plural "samples"' }],
  })),
});

/**
 * LUIS's `/apps/{appId}/versions/{versionId}/train` (behind a `$ref`): its POST named
 * `Train_TrainVersion`, "train" run on a version, and its GET `Train_GetStatus` reading how the
 * training went: the verb, no collection of trains (`post-names-action`); with a POST named
 * `Train_CreateTrain`, `train` names a collection, singular.
 */
const trainDocument = (version: string, postId: string) => withPathItemBehindRef(version, '/apps/{appId}/versions/{versionId}/train', 'train', {
  get: { operationId: 'Train_GetStatus', responses: { '200': jsonAnswer(version, 'the status', { type: 'array', items: { type: 'object', properties: { modelId: { type: 'string' } } } }) } },
  post: { operationId: postId, responses: { '202': { description: 'accepted' } } },
}, { '/apps/{appId}/versions/{versionId}': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`Train_TrainVersion\` runs the verb on a version (${version})`, document: trainDocument(version, 'Train_TrainVersion') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`Train_CreateTrain\` makes one in a collection (${version})`,
    document: trainDocument(version, 'Train_CreateTrain'),
    errors: [{ path: pathItemAt(version, 'train'), message: 'path "/apps/{appId}/versions/{versionId}/train": collection "train" is singular; use the plural "trains"' }],
  })),
});

/**
 * Google Pub/Sub Lite's `/v1/admin/{name}` (behind a `$ref`), its GET named
 * `pubsublite.admin.projects.locations.topics.get`: the operationId names levels after `admin` that
 * no segment of the path names, so `{name}` holds a whole resource name and `admin` is the namespace
 * of the service's methods, no collection (`operation-id-hides-levels`); named `pubsublite.admin.get`,
 * `admin` is a collection, singular.
 */
const adminDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/v1/admin/{name}', 'admin', {
  get: { operationId, responses: { '200': jsonAnswer(version, 'the topic', { type: 'object', properties: { name: { type: 'string' } } }) } },
}, { '/v1/admin/{parent}/topics': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`pubsublite.admin.projects.locations.topics.get\` hides levels in \`{name}\` (${version})`, document: adminDocument(version, 'pubsublite.admin.projects.locations.topics.get') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`pubsublite.admin.get\` reads an item of \`admin\` (${version})`,
    document: adminDocument(version, 'pubsublite.admin.get'),
    errors: [{ path: pathItemAt(version, 'admin'), message: 'path "/v1/admin/{name}": collection "admin" is singular; use the plural "admins"' }],
  })),
});

/**
 * Google Cloud Search's `/v1/stats/index/{name}` (behind a `$ref`), named
 * `cloudsearch.stats.index.datasources.get`: one level the path does not name (`datasources`), and a
 * parameter not named after `index`, so `{name}` holds a data source's whole name and `index` says
 * which statistics (`operation-id-hides-levels`); with `{indexId}` after it, `index` is a collection.
 */
const statsDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'stats', {
  get: { operationId: 'cloudsearch.stats.index.datasources.get', responses: { '200': jsonAnswer(version, 'the statistics', { type: 'object', properties: { stats: { type: 'object' } } }) } },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v1/stats/index/{name}\` reads a data source's statistics (${version})`, document: statsDocument(version, '/v1/stats/index/{name}') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1/stats/index/{indexId}\` reads an item of \`index\` (${version})`,
    document: statsDocument(version, '/v1/stats/index/{indexId}'),
    errors: [{ path: pathItemAt(version, 'stats'), message: 'path "/v1/stats/index/{indexId}": collection "index" is singular; use the plural "indexes"' }],
  })),
});

/**
 * Display & Video 360's `GET /download/{resourceName}` (behind a `$ref`), named
 * `displayvideo.media.download` beside `POST /media/{resourceName}`: the operationId calls the name
 * its method, run on media, a verb (`operation-id-names-method`; path-nouns reports it), no
 * collection of downloads; named `displayvideo.download.get`, `download` is a collection, singular.
 */
const downloadDocument = (version: string, operationId: string) => withPathItemBehindRef(version, '/download/{resourceName}', 'download', { get: { operationId, ...ok } }, { '/media/{resourceName}': { post: { operationId: 'displayvideo.media.upload', ...ok } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`displayvideo.media.download\` runs the verb on media (${version})`, document: downloadDocument(version, 'displayvideo.media.download') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`displayvideo.download.get\` reads an item of \`download\` (${version})`,
    document: downloadDocument(version, 'displayvideo.download.get'),
    errors: [{ path: pathItemAt(version, 'download'), message: 'path "/download/{resourceName}": collection "download" is singular; use the plural "downloads"' }],
  })),
});

/**
 * Azure Compute's `…/offers/{offer}/skus/{skus}/versions` (behind a `$ref`): `skus` is the acronym
 * SKU made plural by -s, no word in -us (`irregular-plurals`), so it is plural; `sku` is still told
 * to become `skus`.
 */
const skuDocument = (version: string, name: string) => withPathItemBehindRef(version, `/offers/{offer}/${name}/{skus}/versions`, 'versions', { get: ok }, { '/offers/{offer}': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`skus\` is plural (${version})`, document: skuDocument(version, 'skus') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`sku\` is singular (${version})`,
    document: skuDocument(version, 'sku'),
    errors: [{ path: pathItemAt(version, 'versions'), message: 'path "/offers/{offer}/sku/{skus}/versions": collection "sku" is singular; use the plural "skus"' }],
  })),
});

/**
 * OpenSearch Ingestion's `PUT /osis/startPipeline/{PipelineName}` (behind a `$ref`) beside
 * `getPipeline` and `deletePipeline` before the same parameter: verbs run on a pipeline
 * (`verbs-beside-it`; path-nouns reports `start`), no collection of starts; alone before its
 * parameter, `startPipeline` is a collection, singular.
 */
const pipelineDocument = (version: string, siblings: readonly string[]) => withPathItemBehindRef(version, '/osis/startPipeline/{PipelineName}', 'start', { put: ok }, Object.fromEntries(siblings.map((name) => [`/osis/${name}/{PipelineName}`, { get: ok }])));
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`startPipeline\` beside \`getPipeline\` and \`deletePipeline\` (${version})`, document: pipelineDocument(version, ['getPipeline', 'deletePipeline']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`startPipeline\` alone before its parameter (${version})`,
    document: pipelineDocument(version, []),
    errors: [{ path: pathItemAt(version, 'start'), message: 'path "/osis/startPipeline/{PipelineName}": collection "startPipeline" is singular; use the plural "startPipelines"' }],
  })),
});

/**
 * Frigate's `POST /faces/train/{name}/classify` (behind a `$ref`) beside `POST
 * /faces/{name}/register`: the verb ending the path, only POST running it, ends a path from the
 * item `{name}` identifies as other verbs do, so it runs on that face and `train` says how
 * (`action-beside-on-item`), no collection to pluralise. With no action on the item beside it, or
 * a noun ending the path, `train` is a collection.
 */
const facesTrainDocument = (version: string, last: string, beside: Record<string, object>) => withPathItemBehindRef(version, `/faces/train/{name}/${last}`, 'classify', { post: { responses: { '200': { description: 'done' } } } }, { '/faces': { get: { responses: { '200': { description: 'the faces' } } } }, ...beside });
const registered = { '/faces/{name}/register': { post: { responses: { '200': { description: 'registered' } } } } };
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`POST /faces/train/{name}/classify\` beside \`POST /faces/{name}/register\` classifies a face (${version}, through a $ref)`,
    document: facesTrainDocument(version, 'classify', registered),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `with no action on the item beside it, \`train\` is a collection (${version}, through a $ref)`,
      document: facesTrainDocument(version, 'classify', { '/faces/{name}': { get: { responses: { '200': { description: 'a face' } } } } }),
      errors: [{ path: pathItemAt(version, 'classify'), message: /collection "train" is singular/ }],
    },
    {
      name: `a noun ending the path leaves \`train\` a collection (${version}, through a $ref)`,
      document: facesTrainDocument(version, 'images', registered),
      errors: [{ path: pathItemAt(version, 'classify'), message: /collection "train" is singular/ }],
    },
  ]),
});

/**
 * Vikunja's `/user/settings/token/caldav/{id}` (behind a `$ref`) beside `GET
 * /user/settings/token/caldav` answering `[user.Token]`, a schema named after `token` (its Go
 * package's `user.` set aside): `caldav` says which tokens (`lists-items-named-before`), no
 * collection to pluralise. Listing a schema named otherwise, `caldav` is judged.
 */
const caldavDocument = (version: string, listed: string) => {
  const ref = { $ref: `#/${schemaAt(version, listed).join('/')}` };
  const document = withPathItemBehindRef(version, '/user/settings/token/caldav/{id}', 'token', { delete: { responses: { '204': { description: 'deleted' } } } }, {
    '/user/settings/token/caldav': { get: { responses: { '200': jsonAnswer(version, 'the tokens', { type: 'array', items: ref }) } }, put: { responses: { '200': jsonAnswer(version, 'a token', ref) } } },
  });
  const schemas = { [listed]: { type: 'object', properties: { id: { type: 'integer' } } } };
  return version === '2.0' ? { ...document, definitions: schemas } : { ...document, components: { ...(document['components'] as object), schemas } };
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`…/token/caldav/{id}\` beside a list of \`user.Token\` says which tokens (${version}, through a $ref)`,
    document: caldavDocument(version, 'user.Token'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing \`CaldavEntry\`, \`caldav\` is judged (${version}, through a $ref)`,
    document: caldavDocument(version, 'CaldavEntry'),
    errors: [{ path: pathItemAt(version, 'token'), message: /collection "caldav" is singular/ }],
  })),
});

/**
 * Casdoor's calls under `/api` (`/api/get-users`, `/api/add-user`, … ten names at least, two in
 * three led by a plain verb), where `/api/run-syncer` (behind a `$ref`) is a call too
 * (`among-calls`), no collection to pluralise; with too few verb-led names beside it, it is judged.
 */
const callsDocument = (version: string, verbLed: number) => {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  const names = ['get-users', 'get-user', 'add-user', 'update-user', 'delete-user', 'get-groups', 'add-group', 'delete-group', 'get-roles', 'add-role', 'send-email', 'set-password'].slice(0, verbLed);
  const plain = ['organizations', 'applications', 'providers', 'resources', 'records', 'tokens', 'sessions', 'syncers', 'webhooks'];
  const listing = { get: { responses: { '200': jsonAnswer(version, 'the results', { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }) } } };
  return withPathItemBehindRef(version, '/api/run-syncer', 'call', listing, Object.fromEntries([...names, ...plain.slice(0, Math.max(0, 10 - verbLed))].map((name) => [`/api/${name}`, read])));
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/api/run-syncer\` among verb-led calls is a call (${version}, through a $ref)`, document: callsDocument(version, 12) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `among names mostly plain nouns it is judged (${version}, through a $ref)`,
    document: callsDocument(version, 3),
    errors: [{ path: pathItemAt(version, 'call'), message: /collection "run-syncer" is singular/ }],
  })),
});

/**
 * Firefly III's `/v1/insight/expense/no-bill` (behind a `$ref`), the expenses with no bill: a name
 * led by a negation (`negation-head`) names what lacks the rest, a filter with no plural; the same
 * name without it (`/v1/insight/expense/bill`) is judged.
 */
const insightDocument = (version: string, name: string) => withPathItemBehindRef(version, `/v1/insight/expense/${name}`, 'insight', {
  get: { responses: { '200': jsonAnswer(version, 'the insight', { type: 'array', items: { type: 'object', properties: { difference: { type: 'string' } } } }) } },
}, { '/v1/insight/expense/total': { get: { responses: { '200': { description: 'the total' } } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['no-bill', 'without-tag'].map((name) => ({ name: `\`${name}\` names what lacks it, no collection (${version}, through a $ref)`, document: insightDocument(version, name) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`bill\` alone is judged (${version}, through a $ref)`,
    document: insightDocument(version, 'bill'),
    errors: [{ path: pathItemAt(version, 'insight'), message: /collection "bill" is singular/ }],
  })),
});

/**
 * Docspell's `GET /open/checkfile/{id}` (behind a `$ref`), "Check if a file is in docspell",
 * answering records with a `file` field: the summary leads with the verb the name starts with, and
 * the rest is a word the document writes apart, so `checkfile` is that verb run on a file, no
 * singular collection. Where the document writes no `file`, or the summary leads otherwise, it is judged.
 */
const checkfileDocument = (version: string, summary: string, field: string) => withPathItemBehindRef(version, '/open/checkfile/{id}', 'check', {
  get: { summary, parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the items', { type: 'object', properties: { [field]: { type: 'string' } } }) } },
});
const checkfileMessage = 'path "/open/checkfile/{id}": collection "checkfile" is singular; use the plural "checkfiles"';
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `"Check if a file is in docspell" beside a \`file\` field: \`checkfile\` is a verb and its object (${version}, through a $ref)`, document: checkfileDocument(version, 'Check if a file is in docspell', 'file') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `with no \`file\` written apart, it is judged (${version}, through a $ref)`, document: checkfileDocument(version, 'Check if a file is in docspell', 'checksum'), errors: [{ path: pathItemAt(version, 'check'), message: checkfileMessage }] },
    { name: `with a summary led otherwise, it is judged (${version}, through a $ref)`, document: checkfileDocument(version, 'Find the items holding a file', 'file'), errors: [{ path: pathItemAt(version, 'check'), message: checkfileMessage }] },
  ]),
});

/**
 * Wazuh's `/cluster/{node_id}/logs` (behind a `$ref`) beside `/cluster/nodes`: `{node_id}` is
 * named after `nodes`, which stands right under `cluster`, so it is the id of a node of the one
 * cluster, no item of `cluster` (`id-of-name-under`). Without `/cluster/nodes`, `cluster` is a
 * collection named in the singular.
 */
const clusterDocument = (version: string, withNodes: boolean) => withPathItemBehindRef(version, '/cluster/{node_id}/logs', 'nodeLogs', {
  parameters: [parameterOf(version, 'node_id', 'path')],
  get: { responses: { '200': { description: 'the logs of the node' } } },
}, { '/cluster/status': { get: { responses: { '200': { description: 'the cluster status' } } } }, ...(withNodes ? { '/cluster/nodes': { get: { responses: { '200': { description: 'the nodes' } } } } } : {}) });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a parameter named after a plural right under the name is one of those: \`/cluster/{node_id}/logs\` beside \`/cluster/nodes\` (${version}, through a $ref)`, document: clusterDocument(version, true) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without \`/cluster/nodes\`, \`cluster\` is a singular collection (${version}, through a $ref)`,
    document: clusterDocument(version, false),
    errors: [{ path: pathItemAt(version, 'nodeLogs'), message: /^path "\/cluster\/\{node_id\}\/logs": collection "cluster" is singular/ }],
  })),
});

/**
 * Eclipse Ditto's `/things/{thingId}/features/{featureId}/definition` (behind a `$ref`): GET
 * answers `FeatureDefinition`, an array of identifiers, and PUT replaces it whole with the same
 * schema, nothing reaching one of its entries: one value of the feature, no collection to
 * pluralise (`answers-value-written-whole`). Where PUT sends one identifier, it adds to a list.
 */
const definitionDocument = (version: string, sent: string) => {
  const ref = (name: string) => ({ $ref: `#/${schemaAt(version, name).join('/')}` });
  const put = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema: ref(sent) }], responses: { '204': { description: 'replaced' } } }
    : { requestBody: { content: { 'application/json': { schema: ref(sent) } } }, responses: { '204': { description: 'replaced' } } };
  return withSchemas(version, withPathItemBehindRef(version, '/things/{thingId}/features/{featureId}/definition', 'definition', {
    parameters: [parameterOf(version, 'thingId', 'path'), parameterOf(version, 'featureId', 'path')],
    get: { responses: { '200': referencedAnswer(version, 'FeatureDefinition', 'the definition') } },
    put,
  }, {
    '/things/{thingId}/features/{featureId}': { parameters: [parameterOf(version, 'thingId', 'path'), parameterOf(version, 'featureId', 'path')], get: { responses: { '200': { description: 'the feature' } } } },
  }), { FeatureDefinition: { type: 'array', items: { type: 'string' } }, Identifier: { type: 'string' } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a feature's \`definition\`, an array GET reads and PUT replaces whole, is one value (${version}, through a $ref)`, document: definitionDocument(version, 'FeatureDefinition') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `PUT sending one identifier to \`definition\` adds to a list (${version}, through a $ref)`,
    document: definitionDocument(version, 'Identifier'),
    errors: [{ path: pathItemAt(version, 'definition'), message: 'path "/things/{thingId}/features/{featureId}/definition": collection "definition" is singular; use the plural "definitions"' }],
  })),
});

/**
 * EdgeX's `/deviceprofile/manufacturer/{manufacturer}` and `/device/service/name/{name}` (behind a
 * `$ref`): the GET lists records, each with a field of one value spelt as the name before the
 * parameter (`manufacturer`), or as the two names before it together (`serviceName`), so the name
 * is the key the items are found by, no collection (`finds-by-field`, `finds-by-field-of-names`);
 * one record answered alone, only where the name is an identifier word (`/deviceprofile/name/{name}`).
 * Where the records have no such field, or one record has a field named for a thing (Twilio's
 * `PhoneNumber/{PhoneNumber}`), the name is judged.
 */
const byFieldDocument = (version: string, pathKey: string, parameter: string, field: string) => withPathItemBehindRef(version, pathKey, 'found', {
  get: { parameters: [parameterOf(version, parameter, 'path')], responses: { '200': jsonAnswer(version, 'the records', { type: 'object', properties: { totalCount: { type: 'integer' }, items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, [field]: { type: 'string' } } } } } }) } },
});
const oneRecordByField = (version: string, pathKey: string, parameter: string, field: string) => withPathItemBehindRef(version, pathKey, 'found', {
  get: { parameters: [parameterOf(version, parameter, 'path')], responses: { '200': jsonAnswer(version, 'the record', { type: 'object', properties: { sid: { type: 'string' }, [field]: { type: 'string' }, portable: { type: 'boolean' } } }) } },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `one record with a \`name\` field: \`name\`, an identifier word, is its key (${version}, through a $ref)`, document: oneRecordByField(version, '/deviceprofile/name/{name}', 'name', 'name') },
    { name: `records with a \`manufacturer\` field: \`manufacturer\` is their key (${version}, through a $ref)`, document: byFieldDocument(version, '/deviceprofile/manufacturer/{manufacturer}', 'manufacturer', 'manufacturer') },
    { name: `records with a \`serviceName\` field: \`service/name\` is their key (${version}, through a $ref)`, document: byFieldDocument(version, '/device/service/name/{name}', 'name', 'serviceName') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    // One record answered alone is found by a field so only where the name is an identifier word: a thing's name (Twilio's `PhoneNumber`) may name a collection.
    { name: `one record with a \`phone_number\` field: \`PhoneNumber\` is judged (${version}, through a $ref)`, document: oneRecordByField(version, '/Portability/PhoneNumber/{PhoneNumber}', 'PhoneNumber', 'phone_number'), errors: [{ path: pathItemAt(version, 'found'), message: /collection "PhoneNumber" is singular/ }] },
    { name: `records with no \`manufacturer\` field: \`manufacturer\` is judged (${version}, through a $ref)`, document: byFieldDocument(version, '/deviceprofile/manufacturer/{manufacturer}', 'manufacturer', 'model'), errors: [{ path: pathItemAt(version, 'found'), message: /collection "manufacturer" is singular/ }] },
    { name: `records with no \`serviceName\` nor \`name\` field: \`name\` is judged (${version}, through a $ref)`, document: byFieldDocument(version, '/device/service/name/{name}', 'name', 'profileName'), errors: [{ path: pathItemAt(version, 'found'), message: /collection "name" is singular/ }] },
  ]),
});

/**
 * Mayastor's `PUT /volumes/{volume_id}/replica_count/{replica_count}` (behind a `$ref`): the
 * parameter is an integer the document bounds above (1 to 255), a quantity set, no item's id, so
 * `replica_count` names no collection (`bounded-number`). Unbounded, it is judged.
 */
const replicaCountDocument = (version: string, bounds: object) => {
  const count = version === '2.0' ? { name: 'replica_count', in: 'path', required: true, type: 'integer', ...bounds } : { name: 'replica_count', in: 'path', required: true, schema: { type: 'integer', ...bounds } };
  return withPathItemBehindRef(version, '/volumes/{volume_id}/replica_count/{replica_count}', 'count', { put: { parameters: [parameterOf(version, 'volume_id', 'path'), count], responses: { '204': { description: 'set' } } } }, { '/volumes/{volume_id}': { get: ok } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{replica_count}\` from 1 to 255 is a quantity (${version}, through a $ref)`, document: replicaCountDocument(version, { minimum: 1, maximum: 255 }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{replica_count}\` with no upper bound is judged (${version}, through a $ref)`,
    document: replicaCountDocument(version, { minimum: 1 }),
    errors: [{ path: pathItemAt(version, 'count'), message: /collection "replica_count" is singular/ }],
  })),
});

/**
 * evcc's `POST /loadpoints/{id}/threshold/{threshold}` (behind a `$ref`), "Power in W": a path
 * parameter typed as a number and never as an integer is a measure set, no item's id, so
 * `threshold` names no collection (`fractional-number`); typed as an integer, or named as an id
 * (`{threshold_id}`), it is judged.
 */
const thresholdDocument = (version: string, type: string, name = 'threshold') => {
  const threshold = version === '2.0' ? { name, in: 'path', required: true, type, minimum: 0 } : { name, in: 'path', required: true, schema: { type, minimum: 0 } };
  return withPathItemBehindRef(version, `/loadpoints/{id}/threshold/{${name}}`, 'threshold', { post: { parameters: [parameterOf(version, 'id', 'path'), threshold], responses: { '204': { description: 'set' } } } }, { '/loadpoints/{id}': { get: ok } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{threshold}\`, a number, is a measure (${version}, through a $ref)`, document: thresholdDocument(version, 'number') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`{threshold}\` as an integer is judged (${version}, through a $ref)`, document: thresholdDocument(version, 'integer'), errors: [{ path: pathItemAt(version, 'threshold'), message: /collection "threshold" is singular/ }] },
    { name: `a number named as an id, \`{threshold_id}\`, is judged (${version}, through a $ref)`, document: thresholdDocument(version, 'number', 'threshold_id'), errors: [{ path: pathItemAt(version, 'threshold'), message: /collection "threshold" is singular/ }] },
  ]),
});

/**
 * LibreSign's `GET /file/validate/uuid/{uuid}` (behind a `$ref`): `uuid` names the key a file is
 * found by (`identifier-words.item-key`), its value right after it, no collection of UUIDs
 * (`names-item-key`); `uuid/{token}`, a value not spelt as the key, and `code/{code}`, no item key,
 * are judged.
 */
const validateDocument = (version: string, name: string, parameter: string) => withPathItemBehindRef(version, `/file/validate/${name}/{${parameter}}`, 'validate', { get: { parameters: [parameterOf(version, parameter, 'path')], responses: { '200': { description: 'the file' } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`uuid/{uuid}\` is a key and its value (${version}, through a $ref)`, document: validateDocument(version, 'uuid', 'uuid') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`uuid/{token}\` is judged (${version}, through a $ref)`, document: validateDocument(version, 'uuid', 'token'), errors: [{ path: pathItemAt(version, 'validate'), message: /collection "uuid" is singular/ }] },
    { name: `\`code/{code}\` is judged (${version}, through a $ref)`, document: validateDocument(version, 'code', 'code'), errors: [{ path: pathItemAt(version, 'validate'), message: /collection "code" is singular/ }] },
  ]),
});

/**
 * Livepeer's `GET /data/views/now` (behind a `$ref`), the realtime views beside `/data/views/query`:
 * `now` names the moment the view covers (`periods.name`), no collection; `/data/views/snow` is judged.
 */
const realtimeDocument = (version: string, name: string) => withPathItemBehindRef(version, `/data/views/${name}`, 'realtime', { get: { responses: { '200': jsonAnswer(version, 'the views', { type: 'array', items: { type: 'object', properties: { viewCount: { type: 'integer' } } } }) } } }, { '/data/views/query': { get: { responses: { '200': { description: 'the metrics' } } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`now\` is the moment a view covers (${version}, through a $ref)`, document: realtimeDocument(version, 'now') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`snow\` is judged (${version}, through a $ref)`, document: realtimeDocument(version, 'snow'), errors: [{ path: pathItemAt(version, 'realtime'), message: /collection "snow" is singular/ }] })),
});

/**
 * PowerDNS' `/servers/{server_id}/config/{config_setting_name}` (behind a `$ref`) answering
 * `ConfigSetting`: the parameter, less `name`, is `config` and more words spelt as the schema
 * answered, a setting, an entry of the one configuration, so `config` is one collective thing.
 * `{config_name}` and `{configId}` name configurations; `{config_setting_name}` answering
 * `Config`, or nothing (AEM's `POST /apps/system/config/{configNodeName}`), shows no entry: judged.
 */
const configDocument = (version: string, parameter: string, answered: string | undefined = 'ConfigSetting') => withSchemas(version, withPathItemBehindRef(version, `/servers/{server_id}/config/{${parameter}}`, 'setting', {
  get: { parameters: [parameterOf(version, 'server_id', 'path'), parameterOf(version, parameter, 'path')], responses: { '200': answered === undefined ? { description: 'done' } : referencedAnswer(version, answered, 'the setting') } },
}), { ConfigSetting: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } }, Config: { type: 'object', properties: { name: { type: 'string' } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`config/{config_setting_name}\` answering \`ConfigSetting\`: a setting of the one configuration (${version}, through a $ref)`, document: configDocument(version, 'config_setting_name') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    ...['config_name', 'configId'].map((parameter) => ({ name: `\`config/{${parameter}}\` is judged (${version}, through a $ref)`, document: configDocument(version, parameter) })),
    { name: `\`config/{config_setting_name}\` answering \`Config\` is judged (${version}, through a $ref)`, document: configDocument(version, 'config_setting_name', 'Config') },
    { name: `\`config/{configNodeName}\` answering nothing is judged (${version}, through a $ref)`, document: configDocument(version, 'configNodeName', undefined) },
  ].map((testCase) => ({ ...testCase, errors: [{ path: pathItemAt(version, 'setting'), message: /collection "config" is singular/ }] }))),
});

testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`config/{config_setting_name}\`: a setting of the one configuration (${version}, through a $ref)`, document: configDocument(version, 'config_setting_name') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['config_name', 'configId'].map((parameter) => ({ name: `\`config/{${parameter}}\` is judged (${version}, through a $ref)`, document: configDocument(version, parameter), errors: [{ path: pathItemAt(version, 'setting'), message: /collection "config" is singular/ }] }))),
});

/**
 * NCBI Datasets' `/genome/accession/{accessions}/dataset_report` (behind a `$ref`) beside
 * `/genome/taxon/{taxons}/dataset_report` and `/genome/dataset_report`: the same report follows
 * another name's parameter under `genome`, and `genome` itself, and `{accessions}` is declared an
 * array, so `accession` is one of the keys the genomes are found by, no collection
 * (`one-of-several-keys`). Without the report straight under `genome`, without another key ending
 * so, with a parameter of one value, or under `api`, `accession` is judged.
 */
const severalKeysDocument = (version: string, { prefix = 'genome', otherKey = true, bare = true, array = true }: { prefix?: string; otherKey?: boolean; bare?: boolean; array?: boolean } = {}) => {
  const values = { type: 'array', items: { type: 'string' } };
  const pathParameter = (name: string) => (!array ? parameterOf(version, name, 'path') : version === '2.0' ? { name, in: 'path', required: true, ...values } : { name, in: 'path', required: true, schema: values });
  const report = (parameter?: string) => ({ get: { parameters: parameter === undefined ? [] : [pathParameter(parameter)], responses: { '200': jsonAnswer(version, 'the report', { type: 'object', properties: { reports: { type: 'array', items: { type: 'object' } } } }) } } });
  return withPathItemBehindRef(version, `/${prefix}/accession/{accessions}/dataset_report`, 'report', report('accessions'), {
    ...(otherKey ? { [`/${prefix}/taxon/{taxons}/dataset_report`]: report('taxons') } : {}),
    ...(bare ? { [`/${prefix}/dataset_report`]: report() } : { [`/${prefix}/version`]: report() }),
  });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`accession\` beside \`taxon\`, both ending as \`/genome/dataset_report\`: keys (${version}, through a $ref)`, document: severalKeysDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `without \`/genome/dataset_report\` \`accession\` is judged (${version}, through a $ref)`, document: severalKeysDocument(version, { bare: false }), errors: [{ path: pathItemAt(version, 'report'), message: /collection "accession" is singular/ }, { path: ['paths', '/genome/taxon/{taxons}/dataset_report'], message: /collection "taxon" is singular/ }] },
    { name: `without another key ending so \`accession\` is judged (${version}, through a $ref)`, document: severalKeysDocument(version, { otherKey: false }), errors: [{ path: pathItemAt(version, 'report'), message: /collection "accession" is singular/ }] },
    { name: `\`{accessions}\` declared a string, one item's id: \`accession\` is judged (${version}, through a $ref)`, document: severalKeysDocument(version, { array: false }), errors: [{ path: pathItemAt(version, 'report'), message: /collection "accession" is singular/ }, { path: ['paths', '/genome/taxon/{taxons}/dataset_report'], message: /collection "taxon" is singular/ }] },
    { name: `under \`api\` \`accession\` is judged (${version}, through a $ref)`, document: severalKeysDocument(version, { prefix: 'api' }), errors: [{ path: pathItemAt(version, 'report'), message: /collection "accession" is singular/ }, { path: ['paths', '/api/taxon/{taxons}/dataset_report'], message: /collection "taxon" is singular/ }] },
  ]),
});

/**
 * Sonarr's `/settings/importlist` and `/settings/importlist/{id}` (behind a `$ref`): both GETs
 * answer `ImportListSettingsResource`, one record, and nothing is made there: the one settings
 * section, whatever id is asked, no collection (`reads-itself-by-id`). With a POST on the name, a
 * DELETE on the item, or the name's GET answering a list of them, it is judged.
 */
const settingsSectionDocument = (version: string, { post = false, listed = false, removed = false }: { post?: boolean; listed?: boolean; removed?: boolean } = {}) => {
  const ref = { $ref: `#/${schemaAt(version, 'ImportListSettings').join('/')}` };
  const answer = (schema: object) => (version === '2.0' ? { description: 'the settings', schema } : { description: 'the settings', content: { 'application/json': { schema } } });
  return withSchemas(version, withPathItemBehindRef(version, '/importlist/{id}', 'section', { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': answer(ref) } }, put: { parameters: [parameterOf(version, 'id', 'path')], responses: { '202': answer(ref) } }, ...(removed ? { delete: { parameters: [parameterOf(version, 'id', 'path')], responses: { '204': { description: 'removed' } } } } : {}) }, {
    '/importlist': { get: { responses: { '200': answer(listed ? { type: 'array', items: ref } : ref) } }, ...(post ? { post: { responses: { '201': answer(ref) } } } : {}) },
  }), { ImportListSettings: { type: 'object', properties: { id: { type: 'integer' }, listSyncLevel: { type: 'string' }, listSyncTag: { type: 'integer' } } } });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/settings/importlist\` answering the record its \`{id}\` answers: one section (${version}, through a $ref)`, document: settingsSectionDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `with a POST on the name it is judged (${version}, through a $ref)`, document: settingsSectionDocument(version, { post: true }), errors: [{ path: pathItemAt(version, 'section'), message: /collection "importlist" is singular/ }] },
    { name: `with a DELETE on the item it is judged (${version}, through a $ref)`, document: settingsSectionDocument(version, { removed: true }), errors: [{ path: pathItemAt(version, 'section'), message: /collection "importlist" is singular/ }] },
    { name: `with the name's GET listing them it is judged (${version}, through a $ref)`, document: settingsSectionDocument(version, { listed: true }), errors: [{ path: pathItemAt(version, 'section'), message: /collection "importlist" is singular/ }] },
  ]),
});

/**
 * CasaOS' `GET /apps/{id}/stable` (behind a `$ref`) beside `GET /apps/{id}/stable/{serviceName}`,
 * both answering `{message, data: ComposeAppStoreTag}` (an `allOf`): the name's own path reads the one record its id reads too
 * (`reads-itself-by-id`), one thing where no id stands; with a DELETE on the item it is judged.
 */
const stableTagDocument = (version: string, removed: boolean) => {
  const ref = { $ref: `#/${schemaAt(version, 'StoreTagAnswer').join('/')}` };
  const answer = { '200': version === '2.0' ? { description: 'the tag', schema: ref } : { description: 'the tag', content: { 'application/json': { schema: ref } } } };
  const id = parameterOf(version, 'id', 'path');
  return withSchemas(version, withPathItemBehindRef(version, '/apps/{id}/stable', 'stable', { parameters: [id], get: { responses: answer } }, {
    '/apps/{id}': { parameters: [id], get: { responses: { '200': { description: 'the app' } } } },
    '/apps/{id}/stable/{serviceName}': { parameters: [id, parameterOf(version, 'serviceName', 'path')], get: { responses: answer }, ...(removed ? { delete: { responses: { '204': { description: 'removed' } } } } : {}) },
  }), {
    BaseAnswer: { properties: { message: { type: 'string' } } },
    StoreTag: { required: ['tag'], properties: { tag: { type: 'string' } } },
    StoreTagAnswer: { allOf: [{ $ref: `#/${schemaAt(version, 'BaseAnswer').join('/')}` }, { properties: { data: { $ref: `#/${schemaAt(version, 'StoreTag').join('/')}` } } }] },
  });
};
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/apps/{id}/stable\` answering the record \`…/stable/{serviceName}\` answers: one thing (${version}, through a $ref)`, document: stableTagDocument(version, false) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with a DELETE on the item it is judged (${version}, through a $ref)`,
    document: stableTagDocument(version, true),
    errors: [{ path: pathItemAt(version, 'stable'), message: /collection "stable" is singular/ }],
  })),
});

/**
 * Solidus' `GET /users/{user_id}/address_book` (behind a `$ref`) answering the user's addresses: a
 * name of two words ending in a noun that names one list of entries only so
 * (`collective-nouns.compound-head`: `book`; Compliance's `…/rule_tree`, `tree`) is one thing,
 * whatever list it answers; `book` or `tree` alone is judged.
 */
const addressBookDocument = (version: string, name: string) => withPathItemBehindRef(version, `/users/{user_id}/${name}`, 'book', {
  get: { parameters: [parameterOf(version, 'user_id', 'path')], responses: { '200': jsonAnswer(version, 'the addresses', { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, city: { type: 'string' } } } }) } },
}, { '/users/{user_id}': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['address_book', 'priceBook', 'rule_tree'].map((name) => ({ name: `\`${name}\` is one list of entries (${version}, through a $ref)`, document: addressBookDocument(version, name) }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['book', 'tree'].map((name) => ({
    name: `\`${name}\` alone is judged (${version}, through a $ref)`,
    document: addressBookDocument(version, name),
    errors: [{ path: pathItemAt(version, 'book'), message: new RegExp(`collection "${name}" is singular`) }],
  }))),
});

/**
 * FlexMeasures' `GET /accounts/{id}/auditlog` (behind a `$ref`), answering the account's audit
 * entries bare, beside `/users/{id}/auditlog` answering one object: a name the document reads as
 * one thing after another item's id is one thing here too, where nothing is made in it and no id
 * follows it (`one-after-other-items`).
 */
const entries = { type: 'array', items: { type: 'object', properties: { event: { type: 'string' }, event_datetime: { type: 'string' } } } };
const pagedEntries = { type: 'object', properties: { data: entries, num_records: { type: 'integer' }, filtered_records: { type: 'integer' } } };
const auditLogDocument = (version: string, besideName: string, besideAnswer: object = pagedEntries) => withPathItemBehindRef(version, '/accounts/{id}/auditlog', 'log', {
  parameters: [parameterOf(version, 'id', 'path')],
  get: { responses: { '200': jsonAnswer(version, 'the entries', entries) } },
}, {
  [`/users/{id}/${besideName}`]: { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': jsonAnswer(version, 'the log', besideAnswer) } } },
  '/accounts/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: { responses: { '200': { description: 'the account' } } } },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name read as one thing after another item's id is one here too: \`GET /accounts/{id}/auditlog\` beside \`/users/{id}/auditlog\` (${version}, through a $ref)`,
    document: auditLogDocument(version, 'auditlog'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `with no such path beside it, it is a singular collection (${version}, through a $ref)`,
      document: auditLogDocument(version, 'history'),
      errors: [{ path: pathItemAt(version, 'log'), message: /collection "auditlog" is singular/ }],
    },
    {
      // The Blue Alliance's `/events/{year}/simple`, a list, beside `/team/{team_key}/simple`, one team.
      name: `nor where the other path answers a record declaring no array while this one answers entries bare (${version}, through a $ref)`,
      document: auditLogDocument(version, 'auditlog', { type: 'object', properties: { event: { type: 'string' }, event_datetime: { type: 'string' } } }),
      errors: [{ path: pathItemAt(version, 'log'), message: /collection "auditlog" is singular/ }],
    },
  ]),
});

/**
 * evcc's `POST /loadpoints/{id}/vehicle/{name}` (behind a `$ref`) beside `/vehicles/{name}` and
 * `PATCH /loadpoints/{id}/vehicle`: the parameter, ending a path only POST runs, follows the
 * name's plural elsewhere, and the name's own path is changed whole with nothing made there, so
 * it is one of the vehicles, and `vehicle` the loadpoint's one (`id-of-plural-elsewhere`); with a GET on
 * it too, no such plural, or a POST making things on the name's own path, it is judged.
 */
const loadpointVehicleDocument = (version: string, methods: readonly string[], plural: string, ownMethods: readonly string[] = ['patch', 'delete']) => withPathItemBehindRef(version, '/loadpoints/{id}/vehicle/{name}', 'assign', {
  parameters: [parameterOf(version, 'id', 'path'), parameterOf(version, 'name', 'path')],
  ...Object.fromEntries(methods.map((method) => [method, { responses: { '204': { description: 'assigned' } } }])),
}, {
  '/loadpoints/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: ok },
  '/loadpoints/{id}/vehicle': { parameters: [parameterOf(version, 'id', 'path')], ...Object.fromEntries(ownMethods.map((method) => [method, ok])) },
  [`/${plural}/{name}`]: { parameters: [parameterOf(version, 'name', 'path')], get: ok },
});
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{name}\` after \`vehicle\` is one of \`/vehicles/{name}\` (${version}, through a $ref)`, document: loadpointVehicleDocument(version, ['post'], 'vehicles') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `with a GET beside the POST it reads an item of \`vehicle\` (${version}, through a $ref)`, document: loadpointVehicleDocument(version, ['get', 'post'], 'vehicles'), errors: [{ path: pathItemAt(version, 'assign'), message: /collection "vehicle" is singular/ }] },
    { name: `with no \`/vehicles/{name}\` it is judged (${version}, through a $ref)`, document: loadpointVehicleDocument(version, ['post'], 'cars'), errors: [{ path: pathItemAt(version, 'assign'), message: /collection "vehicle" is singular/ }] },
    // Route 53's `POST /2013-04-01/trafficpolicy/{Id}` beside `/trafficpolicies/{Id}`: the collection named in the singular.
    { name: `with a POST making things on \`…/vehicle\` itself it is judged (${version}, through a $ref)`, document: loadpointVehicleDocument(version, ['post'], 'vehicles', ['post']), errors: [{ path: pathItemAt(version, 'assign'), message: /collection "vehicle" is singular/ }] },
  ]),
});

/**
 * evcc's `POST /loadpoints/{id}/disable/delay/{delay}` (behind a `$ref`), `setLoadpointDisableDelay`:
 * every operation is named for a verb that changes and then for the name the parameter is spelt as,
 * so the parameter is the value set (`sets-value-in-path`); named for adding, or removing by
 * DELETE, it is an item and judged.
 */
const delayDocument = (version: string, method: string, operationId: string) => withPathItemBehindRef(version, '/loadpoints/{id}/delay/{delay}', 'delay', {
  parameters: [parameterOf(version, 'id', 'path'), parameterOf(version, 'delay', 'path')],
  [method]: { operationId, responses: { '204': { description: 'done' } } },
}, { '/loadpoints/{id}': { parameters: [parameterOf(version, 'id', 'path')], get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`setLoadpointDelay\` on \`POST …/delay/{delay}\` sets the value (${version}, through a $ref)`, document: delayDocument(version, 'post', 'setLoadpointDelay') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`addLoadpointDelay\` adds an item (${version}, through a $ref)`, document: delayDocument(version, 'post', 'addLoadpointDelay'), errors: [{ path: pathItemAt(version, 'delay'), message: /collection "delay" is singular/ }] },
    { name: `\`deleteLoadpointDelay\` by DELETE removes an item (${version}, through a $ref)`, document: delayDocument(version, 'delete', 'deleteLoadpointDelay'), errors: [{ path: pathItemAt(version, 'delay'), message: /collection "delay" is singular/ }] },
  ]),
});

/**
 * `GET /txs/count/{id}` beside `GET /txs/count` answering one integer: `count` is a measure, `{id}`
 * what it is taken of (`answers-one-number`), no collection to name in the plural. Where `/txs/count`
 * answers a list, `count` names a collection, and is judged.
 */
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/txs/count\` answers one integer (${version}, through a $ref)`, document: countOfDocument(version, { type: 'integer' }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/txs/count\` answers a list (${version}, through a $ref)`,
    document: countOfDocument(version, { type: 'array', items: { type: 'object' } }),
    errors: [{ path: pathItemAt(version, 'countOf'), message: 'path "/txs/count/{id}": collection "count" is singular; use the plural "counts"' }],
  })),
});

/**
 * Jikan's `GET /anime/{id}/forum`, the anime's one forum board listing its topics (`collective-nouns`:
 * one thing made of many), and `GET /users/{username}/about`, a user's "About" section (`about`, a
 * preposition with no plural, `view-words`), behind a `$ref`: neither is a collection to name in the
 * plural. `…/topic`, listing the same topics, is.
 */
const jikanDocument = (version: string, name: string) => withPathItemBehindRef(version, `/anime/{id}/${name}`, 'section', {
  get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the topics', { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { mal_id: { type: 'integer' }, title: { type: 'string' } } } } } }) } },
}, { '/anime/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the anime', { type: 'object' }) } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['forum', 'about'].map((name) => ({ name: `\`/anime/{id}/${name}\` (${version}, through a $ref)`, document: jikanDocument(version, name) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/anime/{id}/topic\` (${version}, through a $ref)`,
    document: jikanDocument(version, 'topic'),
    errors: [{ path: pathItemAt(version, 'section'), message: 'path "/anime/{id}/topic": collection "topic" is singular; use the plural "topics"' }],
  })),
});

/**
 * METAX's `GET /rpc/v2/statistics/all_datasets_cumulative` (behind a `$ref`), a row per month:
 * under a report's name (`report-nouns`: `statistics`), only read, one of its measures, no
 * collection. Under `summaries`, no report word, it is judged.
 */
const cumulativeDocument = (version: string, report: string, method: string) => withPathItemBehindRef(version, `/rpc/v2/${report}/all_datasets_cumulative`, 'cumulative', {
  [method]: { responses: { '200': jsonAnswer(version, 'a row per month', { type: 'array', items: { type: 'object', properties: { month: { type: 'string' }, count: { type: 'integer' } } } }) } },
}, { [`/rpc/v2/${report}/count_datasets`]: { get: { responses: { '200': jsonAnswer(version, 'the count', { type: 'object' }) } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `under \`statistics\` (${version}, through a $ref)`, document: cumulativeDocument(version, 'statistics', 'get') },
    // evsys's `GET /report/user`, the totals per user: one of the reports under `report`.
    { name: `under \`report\` (${version}, through a $ref)`, document: cumulativeDocument(version, 'report', 'get') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `under \`summaries\` (${version}, through a $ref)`,
    document: cumulativeDocument(version, 'summaries', 'get'),
    errors: [{ path: pathItemAt(version, 'cumulative'), message: /^path "\/rpc\/v2\/summaries\/all_datasets_cumulative": collection "all_datasets_cumulative" is singular/ }],
  })),
});

/**
 * Neotoma's taxa of a dataset, `…/datasets/{datasetid}/taxa/{id}` (behind a `$ref`): `taxa` is the Latin plural of `taxon` (`irregular-plurals`), so it is
 * plural; `taxon` is still told to become `taxa`.
 */
const taxaDocument = (version: string, name: string) => withPathItemBehindRef(version, `/datasets/{datasetid}/${name}/{id}`, 'taxa', { get: ok }, { '/datasets/{datasetid}': { get: ok } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`taxa\` is plural (${version}, through a $ref)`, document: taxaDocument(version, 'taxa') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`taxon\` is singular (${version}, through a $ref)`,
    document: taxaDocument(version, 'taxon'),
    errors: [{ path: pathItemAt(version, 'taxa'), message: /collection "taxon" is singular; use the plural "taxa"/ }],
  })),
});

/**
 * BenMAP's `GET /incidence` and `GET /prevalence` (behind a `$ref`), the rates of a health outcome
 * (`uncountables`), and Bar Assistant's `GET /cocktails/{id}/similar`, the cocktails like one
 * (`view-words`): a mass noun and a view, no collections to name in the plural. `/outcome` is one.
 */
const ratesDocument = (version: string, name: string) => withPathItemBehindRef(version, `/${name}`, 'rate', { get: { responses: { '200': jsonAnswer(version, 'the rates', { type: 'array', items: { type: 'object', properties: { value: { type: 'number' } } } }) } } });
const similarDocument = (version: string) => withPathItemBehindRef(version, '/cocktails/{id}/similar', 'similar', {
  get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the cocktails like it', { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } }) } },
}, { '/cocktails/{id}': { get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': { description: 'the cocktail' } } } } });
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`/incidence\`, a rate (${version}, through a $ref)`, document: ratesDocument(version, 'incidence') },
    { name: `\`/prevalence\`, a rate (${version}, through a $ref)`, document: ratesDocument(version, 'prevalence') },
    { name: `\`/cocktails/{id}/similar\`, a view (${version}, through a $ref)`, document: similarDocument(version) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/outcome\` (${version}, through a $ref)`,
    document: ratesDocument(version, 'outcome'),
    errors: [{ path: pathItemAt(version, 'rate'), message: /collection "outcome" is singular/ }],
  })),
});

/**
 * Open Zaak's `GET /resultaten`, `/statussen` and `/zaken` (behind a `$ref`), listing `Resultaat`,
 * `Status` and `ExpandZaak`: Dutch plurals that write the singular's syllable open or closed
 * (`resultat-en`, `status-sen`, `zak-en`), the document's own plurals. Listing `Besluit`, they are
 * judged by their own names.
 */
function dutchListed(version: string, name: string, item: string): Record<string, unknown> {
  const record = { type: 'object', properties: { uuid: { type: 'string' } } };
  const list = { type: 'array', items: { $ref: `#/${schemaAt(version, item).join('/')}` } };
  return schemaDocument(version, { [`/${name}`]: { get: { responses: { '200': jsonAnswer(version, 'the records', list) } } } }, { [item]: record });
}
testRule('path-plural-collections', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`resultaten\` listing \`Resultaat\` (${version}, through a $ref)`, document: dutchListed(version, 'resultaten', 'Resultaat') },
    { name: `\`statussen\` listing \`Status\` (${version}, through a $ref)`, document: dutchListed(version, 'statussen', 'Status') },
    { name: `\`zaken\` listing \`ExpandZaak\` (${version}, through a $ref)`, document: dutchListed(version, 'zaken', 'ExpandZaak') },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`resultaten\` listing \`Besluit\` (${version}, through a $ref)`,
      document: dutchListed(version, 'resultaten', 'Besluit'),
      errors: [{ path: ['paths', '/resultaten'], message: /collection "resultaten" is singular/ }],
    },
    {
      // UniCourt's `/masterData/chargeDegree`: the word itself, whose stem `chargedegre` and an ending spell it again, is no plural.
      name: `\`chargeDegree\` listing \`ChargeDegree\` (${version}, through a $ref)`,
      document: dutchListed(version, 'chargeDegree', 'ChargeDegree'),
      errors: [{ path: ['paths', '/chargeDegree'], message: /collection "chargeDegree" is singular/ }],
    },
  ]),
});
