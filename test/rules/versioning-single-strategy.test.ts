import { testRule } from '../helpers/rule-tester.js';
import { jsonAnswer, parameterOf, pathItemAt, schemaAt, schemaDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';

const ok = { responses: { '204': { description: 'done' } } };
const info = { title: 't', version: '1' };
const versionHeader = { name: 'X-API-Version', in: 'header', required: true, schema: { type: 'string' } };

testRule('versioning-single-strategy', {
  valid: [
    {
      name: 'a QUERY and an additionalOperations method under /v1 (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/v1/users': { query: ok, additionalOperations: { PURGE: ok } } } },
    },
    {
      name: 'a release channel where a server URL ends is URI versioning: `https://graph.microsoft.com/beta` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://graph.microsoft.com/beta' }], paths: { '/users': { get: ok } } },
    },
    {
      name: 'the same in 2.0, the base path `/alpha`, paths through a $ref',
      document: { swagger: '2.0', info, host: 'api.example.com', basePath: '/alpha', paths: { '/users': { $ref: '#/x-paths/users' } }, 'x-paths': { users: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `…/preview`',
      document: { openapi: '3.1.0', info, servers: [{ url: 'https://api.example.com/preview' }], paths: { '/users': { get: ok } } },
    },
    {
      name: 'a release channel before the service\'s name in a server URL is URI versioning: `https://api.nexmo.com/beta/audit` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.nexmo.com/beta/audit' }], paths: { '/events': { get: ok } } },
    },
    {
      name: 'the same in 2.0, the base path `/beta/audit`, paths through a $ref',
      document: { swagger: '2.0', info, host: 'api.nexmo.com', basePath: '/beta/audit', paths: { '/events': { $ref: '#/x-paths/events' } }, 'x-paths': { events: { get: ok } } },
    },
    {
      name: 'the same in 3.1: `…/preview/audit`',
      document: { openapi: '3.1.0', info, servers: [{ url: 'https://api.example.com/preview/audit' }], paths: { '/events': { get: ok } } },
    },
    {
      name: 'a version alias where a server URL ends is URI versioning: `https://esi.evetech.net/latest` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://esi.evetech.net/latest' }], paths: { '/alliances': { get: ok } } },
    },
    {
      name: 'a version alias ending the base path (2.0, paths through a $ref)',
      document: { swagger: '2.0', info, basePath: '/rudder/api/latest', paths: { '/rules': { $ref: '#/x-paths/rules' } }, 'x-paths': { rules: { get: ok } } },
    },
    {
      name: 'a `version` query filtering a list by its items\' own version, beside URI versioning (3.1)',
      document: {
        openapi: '3.1.0', info, servers: [{ url: 'https://x.example/api/v2' }],
        paths: { '/ContentReleases': { get: { parameters: [{ name: 'version', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'releases', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Release' } } } } } } } } },
        components: { schemas: { Release: { type: 'object', properties: { Id: { type: 'string' }, Version: { type: 'string' } } } } },
      },
    },
    {
      name: 'where the API serves versions as resources, a header named after them picks one, beside URI versioning: `x-readme-version` with `/version/{versionId}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/api/v1/version/{versionId}': { get: ok }, '/api/v1/docs/{slug}': { get: { parameters: [{ $ref: '#/components/parameters/DocsVersion' }], ...ok } } },
        components: { parameters: { DocsVersion: { name: 'x-readme-version', in: 'header', schema: { type: 'string' } } } },
      },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: { '/v1/versions/{id}': { get: ok }, '/v1/pages': { get: { parameters: [{ name: 'x-project-version', in: 'header', type: 'string' }], ...ok } } } },
    },
    {
      name: 'a version query parameter on a singleton picks a version of that resource, beside URI versioning (3.0)',
      options: { singletons: ['keypair'] },
      document: { openapi: '3.0.3', info, paths: { '/settings/keypair': { get: { parameters: [{ name: 'version', in: 'query', schema: { type: 'string' } }], ...ok } }, '/me': { get: { parameters: [{ name: 'v', in: 'query', schema: { type: 'string' } }], ...ok } }, '/v1/orders': { get: ok } } },
    },
    {
      name: 'a `version` query parameter on a path whose own segment names the API version picks a version of something else: `GET /v1/tunnels/client/download?version=4.9` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/tunnels/client/download': { get: { parameters: [{ name: 'version', in: 'query', schema: { type: 'string' } }], ...ok } }, '/v1/tunnels': { get: ok } } },
    },
    {
      name: 'the same in 2.0, through a $ref: `GET /v1.1/public/client/download?version=`',
      document: { swagger: '2.0', info, parameters: { clientVersion: { name: 'version', in: 'query', type: 'string' } }, paths: { '/v1.1/public/client/download': { get: { parameters: [{ $ref: '#/parameters/clientVersion' }], ...ok } } } },
    },
    {
      name: 'a `version` query parameter a write of the same path takes too is the version that write guards, not the API\'s: `GET /filters?version=` beside `POST /filters?version=`, under `/v2` (3.0)',
      document: guardedVersionDocument('3.0'),
    },
    {
      name: 'the same in 2.0, the parameter declared once and taken through $refs, under the base path `/v2`',
      document: guardedVersionDocument('2.0'),
    },
    {
      name: 'the same in 3.1',
      document: guardedVersionDocument('3.1'),
    },
    {
      name: 'a `Version` query parameter listing a version number stays the API\'s where a write of the same path takes it too: AWS\'s `GET /?Action=…&Version=2011-06-15` beside its POST (2.0, through $refs)',
      document: listedVersionDocument('2.0'),
    },
    {
      name: 'the same in 3.0',
      document: listedVersionDocument('3.0'),
    },
    {
      name: 'the same in 3.1',
      document: listedVersionDocument('3.1'),
    },
    {
      name: 'the same in 3.1: `GET /api/v2/releases/latest?v=3`',
      document: { openapi: '3.1.0', info, paths: { '/api/v2/releases/latest': { get: { parameters: [{ name: 'v', in: 'query', schema: { type: 'string' } }], ...ok } } } },
    },
    {
      name: 'a dotted version number in a server URL is URI versioning (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.example.com/api/2.0' }], paths: { '/users': { get: ok } } },
    },
    {
      name: 'a date version in the path key (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/2010-04-01/accounts': { get: ok } } },
    },
    {
      name: 'a version query parameter on an identified resource or on a write is the version of the resource (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        servers: [{ url: 'https://api.example.com/v1' }],
        paths: {
          '/files/{id}/content': { get: { parameters: [{ name: 'version', in: 'query', schema: { type: 'string' } }], ...ok } },
          '/cluster/update': { post: { parameters: [{ name: 'version', in: 'query', required: true, schema: { type: 'integer' } }], ...ok } },
        },
      },
    },
    {
      name: 'URI versioning only (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get:
      parameters: [{name: X-Request-Id, in: header, schema: {type: string}}, {name: versions, in: query, schema: {type: string}}]
      responses: {'204': {description: ok}}
`,
    },
    {
      name: 'header versioning only, declared on the path item (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/users': { parameters: [versionHeader], get: ok, post: ok } } },
    },
    {
      name: 'query parameter versioning only (2.0)',
      document: { swagger: '2.0', info, paths: { '/users': { get: { parameters: [{ name: 'api-version', in: 'query', type: 'string', required: true }], ...ok } } } },
    },
    {
      name: 'the configured strategy is the one in use (3.0)',
      options: { versioning: 'header' },
      document: { openapi: '3.0.3', info, paths: { '/users': { get: { parameters: [{ name: 'Accept-Version', in: 'header', schema: { type: 'string' } }], ...ok } } } },
    },
    {
      name: 'a version query parameter on a path of versions picks a version of the resource (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/packages/{id}/versions': { get: { parameters: [{ name: 'version', in: 'query', schema: { type: 'string' } }], ...ok } } } },
    },
    {
      name: 'a document without operations says nothing about versioning (3.0)',
      document: { openapi: '3.0.3', info, paths: {} },
    },
    {
      name: 'a version embedded in the prefix (/api2) is URI versioning (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api2/convert': { post: ok } } },
    },
  ],
  invalid: [
    ...[
      { name: 'another name where the release channel would stand versions nothing: `https://api.nexmo.com/team/audit` (3.0)', document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.nexmo.com/team/audit' }], paths: { '/events': { get: ok } } } },
      { name: 'the same in 2.0, the base path `/team/audit`, paths through a $ref', document: { swagger: '2.0', info, basePath: '/team/audit', paths: { '/events': { $ref: '#/x-paths/events' } }, 'x-paths': { events: { get: ok } } } },
      { name: 'the same in 3.1', document: { openapi: '3.1.0', info, servers: [{ url: 'https://api.example.com/team/audit' }], paths: { '/events': { get: ok } } } },
    ].map((testCase) => ({ ...testCase, errors: [{ path: ['info'], message: /^the API shows no versioning strategy/ }] })),
    {
      name: 'a version header on a QUERY beside URI versioning (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/v1/users': { query: { parameters: [versionHeader], ...ok } } } },
      errors: [{ path: ['paths', '/v1/users', 'query', 'parameters', 0], message: /^the header parameter "X-API-Version" adds header versioning beside URI versioning/ }],
    },
    {
      name: 'an API version header beside URI versioning counts even where versions are resources (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/versions/{id}': { get: { parameters: [{ name: 'Api-Version', in: 'header', schema: { type: 'string' } }], ...ok } } } },
      errors: [{ path: ['paths', '/v1/versions/{id}', 'get', 'parameters', 0], message: 'the header parameter "Api-Version" adds header versioning beside URI versioning (/v<N>) (the version segment "v1" in path "/v1/versions/{id}"); use one versioning strategy only' }],
    },
    {
      name: 'a version embedded in the prefix beside a version header (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/api-v1/users': { get: { parameters: [versionHeader], ...ok } } } },
      errors: [{ path: ['paths', '/api-v1/users', 'get', 'parameters', 0], message: 'the header parameter "X-API-Version" adds header versioning beside URI versioning (/v<N>) (the version segment "api-v1" in path "/api-v1/users"); use one versioning strategy only' }],
    },
    {
      name: 'a version query parameter on a collection read is API versioning (2.0)',
      document: { swagger: '2.0', info, paths: { '/users': { get: { parameters: [{ name: 'version', in: 'query', type: 'string' }], ...ok } }, '/v1/orders': { get: ok } } },
      errors: [{ path: ['paths', '/users', 'get', 'parameters', 0], message: 'the query parameter "version" adds query parameter versioning (?version=<N>) beside URI versioning (/v<N>) (the version segment "v1" in path "/v1/orders"); use one versioning strategy only' }],
    },
    {
      name: 'a `version` query parameter only a write of another path takes is still the API\'s on a read (2.0, through $refs)',
      document: guardedVersionDocument('2.0', '/rules'),
      errors: [{ path: ['parameters', 'version'], message: 'the query parameter "version" adds query parameter versioning (?version=<N>) beside URI versioning (/v<N>) (the version segment "v2" in server URL "/v2"); use one versioning strategy only' }],
    },
    {
      name: 'the same in 3.0',
      document: guardedVersionDocument('3.0', '/rules'),
      errors: [{ path: ['paths', '/filters', 'get', 'parameters', 0], message: /^the query parameter "version" adds query parameter versioning/ }],
    },
    {
      name: 'the same in 3.1',
      document: guardedVersionDocument('3.1', '/rules'),
      errors: [{ path: ['paths', '/filters', 'get', 'parameters', 0], message: /^the query parameter "version" adds query parameter versioning/ }],
    },
    {
      name: 'an unambiguous `api-version` query parameter on a path with its own version segment still adds query versioning (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/users': { get: { parameters: [{ name: 'api-version', in: 'query', schema: { type: 'string' } }], ...ok } } } },
      errors: [{ path: ['paths', '/v1/users', 'get', 'parameters', 0], message: /^the query parameter "api-version" adds query parameter versioning/ }],
    },
    {
      name: 'versions after a path parameter in a minority of path keys are what the parameter chose, no strategy of the API: `/standard/{networkId}/v0/orders` (2.0)',
      document: { swagger: '2.0', info, paths: { '/standard/{networkId}/v0/orders': { get: ok }, '/standard/{networkId}/v0/fees': { get: ok }, '/ticker': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'the same in 3.0',
      document: { openapi: '3.0.3', info, paths: { '/standard/{networkId}/v0/orders': { get: ok }, '/standard/{networkId}/v0/fees': { get: ok }, '/ticker': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'the same in 3.1, through a $ref',
      document: { openapi: '3.1.0', info, paths: { '/standard/{networkId}/v0/orders': { $ref: '#/components/pathItems/orders' }, '/standard/{networkId}/v0/fees': { get: ok }, '/ticker': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } }, components: { pathItems: { orders: { get: ok } } } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'no strategy at all (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'URI and a version header behind an internal $ref (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/v1/users': { get: { parameters: [{ $ref: '#/components/parameters/ApiVersion' }], ...ok } },
          '/v1/orders': { get: { parameters: [{ $ref: '#/components/parameters/ApiVersion' }], ...ok } },
        },
        components: { parameters: { ApiVersion: { name: 'Api-Version', in: 'header', schema: { type: 'string' } } } },
      },
      errors: [{ path: ['components', 'parameters', 'ApiVersion'], message: 'the header parameter "Api-Version" adds header versioning beside URI versioning (/v<N>) (the version segment "v1" in path "/v1/users"); use one versioning strategy only' }],
    },
    {
      name: 'a version header and a version query parameter (2.0, JSON)',
      document: {
        swagger: '2.0',
        info,
        paths: {
          '/users': { get: { parameters: [{ name: 'X-Api-Version', in: 'header', type: 'string' }], ...ok } },
          '/orders': { get: { parameters: [{ name: 'version', in: 'query', type: 'string' }], ...ok } },
        },
      },
      errors: [{ path: ['paths', '/orders', 'get', 'parameters', 0], message: /the query parameter "version" adds query parameter versioning \(\?version=<N>\) beside header versioning/ }],
    },
    {
      name: 'URI in basePath and a query parameter in an external file (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
basePath: /v1
paths:
  /users:
    get:
      parameters:
        - $ref: 'parameters.yaml#/ApiVersion'
      responses: {'204': {description: ok}}
`,
      files: { 'parameters.yaml': 'ApiVersion:\n  name: apiVersion\n  in: query\n  type: string\n' },
      errors: [{ path: ['ApiVersion'], file: 'parameters.yaml', message: /the query parameter "apiVersion" adds query parameter versioning .* beside URI versioning .*server URL "\/v1"/ }],
    },
    {
      name: 'URI versioning configured, the document versions by header (3.1)',
      options: { versioning: 'uri' },
      document: { openapi: '3.1.0', info, paths: { '/users': { get: { parameters: [versionHeader], ...ok } } } },
      errors: [
        { path: ['info'], message: 'versioning is configured as "uri" but the document shows no URI versioning (/v<N>)' },
        { path: ['paths', '/users', 'get', 'parameters', 0], message: 'the header parameter "X-API-Version" uses header versioning, but versioning is configured as "uri"; use URI versioning (/v<N>) only' },
      ],
    },
    {
      name: 'query versioning configured, a server URL carries a version (3.0)',
      options: { versioning: 'query' },
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.example.com/v1' }], paths: { '/users': { get: { parameters: [{ name: 'v', in: 'query', schema: { type: 'integer' } }], ...ok } } } },
      errors: [{ path: ['servers', 0, 'url'], message: /the version segment "v1" in server URL "https:\/\/api.example.com\/v1" uses URI versioning \(\/v<N>\), but versioning is configured as "query"/ }],
    },
    {
      name: 'no strategy and no info object: reported at the document (3.0)',
      document: { openapi: '3.0.3', paths: { '/users': { get: ok } } },
      errors: [{ path: [], message: /shows no versioning strategy/ }],
    },
  ],
});

/** A version in the media type the client asks for in `Accept` is the header strategy, where nothing else shows one. */
const vendorBody = (mediaType: string) => ({ get: { responses: { '200': { description: 'the pool', content: { [mediaType]: { schema: { type: 'object' } } } } } } });
testRule('versioning-single-strategy', {
  valid: [
    {
      name: 'a versioned vendor media type on every answer: `application/vnd.ceph.api.v1.0+json` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/pool': vendorBody('application/vnd.ceph.api.v1.0+json'), '/api/host': vendorBody('application/vnd.ceph.api.v0.1+json') } },
    },
    {
      name: 'a `version` parameter of the media type: `application/json; version=2`, through a $ref (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/pools': { get: { responses: { '200': { $ref: '#/components/responses/Pools' } } } } }, components: { responses: { Pools: { description: 'pools', content: { 'application/json; version=2': { schema: { type: 'array' } } } } } } },
    },
    {
      name: 'the same in 2.0, a versioned type in `produces`',
      document: { swagger: '2.0', info, produces: ['application/vnd.acme.v2+json'], paths: { '/pools': { get: { responses: { '200': { description: 'pools', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'under URI versioning, a vendor type naming the same version adds no second strategy: `/v3` and `application/vnd.github.v3.star+json` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v3/user/starred': vendorBody('application/vnd.github.v3.star+json') } },
    },
  ],
  invalid: [
    {
      name: 'a vendor media type with no version in it shows no strategy (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/pool': vendorBody('application/vnd.ceph.api+json') } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
  ],
});

/**
 * A declared `Accept` or `Content-Type` header described as naming the version
 * (`media-type-header-names-version`): the client names the version in the media type, the header
 * strategy (FSPIOP's "The `Accept` header field indicates the version of the API the client would
 * like the server to use").
 */
const acceptVersion = { name: 'Accept', in: 'header', required: true, schema: { type: 'string' }, description: 'The `Accept` header field indicates the version of the API the client would like the server to use.' };
const contentTypeVersion = { name: 'Content-Type', in: 'header', required: true, schema: { type: 'string' }, description: 'The `Content-Type` header indicates the specific version of the API used to send the payload body.' };
const partyRead = (parameter: unknown) => ({ get: { parameters: [parameter], responses: { '202': { description: 'accepted' } } } });
testRule('versioning-single-strategy', {
  valid: [
    {
      name: 'a required `Accept` header described as naming the version (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/parties/{Type}/{ID}': partyRead(acceptVersion) } },
    },
    {
      name: 'the same in 2.0, a `Content-Type` header on a PUT',
      document: { swagger: '2.0', info, paths: { '/quotes/{ID}': { put: { parameters: [{ ...contentTypeVersion, schema: undefined, type: 'string' }], responses: { '200': { description: 'ok' } } } } } },
    },
    {
      name: 'the same in 3.1, the header through a $ref',
      document: { openapi: '3.1.0', info, paths: { '/parties/{Type}/{ID}': partyRead({ $ref: '#/components/parameters/Accept' }) }, components: { parameters: { Accept: acceptVersion } } },
    },
    {
      name: 'beside URI versioning, as a versioned media type, the header adds no second strategy: it names a format of that version (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/parties/{Type}/{ID}': partyRead(acceptVersion), '/v1/quotes': { get: ok } } },
    },
  ],
  invalid: [
    {
      name: 'with versioning configured as `uri`, the message names the header and why (3.0, through a $ref)',
      options: { versioning: 'uri' },
      document: { openapi: '3.0.3', info, paths: { '/parties/{Type}/{ID}': partyRead({ $ref: '#/components/parameters/Accept' }) }, components: { parameters: { Accept: acceptVersion } } },
      errors: [
        { path: ['info'], message: 'versioning is configured as "uri" but the document shows no URI versioning (/v<N>)' },
        { path: ['components', 'parameters', 'Accept'], message: 'the header parameter "Accept", described as naming the version uses header versioning, but versioning is configured as "uri"; use URI versioning (/v<N>) only' },
      ],
    },
    {
      name: 'an `Accept` header saying nothing of a version shows no strategy (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/parties/{Type}/{ID}': partyRead({ ...acceptVersion, description: 'The media types the client accepts.' }) } },
      errors: [{ path: ['info'], message: /shows no versioning strategy/ }],
    },
    {
      name: 'a header other than `Accept` or `Content-Type` described as naming the version is no media type (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/parties/{Type}/{ID}': partyRead({ ...acceptVersion, name: 'FSPIOP-Source' }) } },
      errors: [{ path: ['info'], message: /shows no versioning strategy/ }],
    },
  ],
});

/**
 * Version segments deep in a few path keys are the products' own (Aave's `v3`, Uniswap's `v2` and
 * `v3`), no strategy of the API's; an `apiKey` scheme sending a version header is the header strategy.
 */
const productPaths = (extra: Record<string, unknown>) => ({
  '/aave/v3/pool': { get: ok },
  '/uniswap/v2/router': { get: ok },
  '/uniswap/v3/router': { get: ok },
  ...Object.fromEntries(['accounts', 'bitcoin', 'charts', 'data', 'ens', 'erc20', 'lending', 'multicall', 'onramper', 'opensea', 'polymarket', 'swaps', 'tokens'].map((name) => [`/${name}`, { get: ok }])),
  ...extra,
});
const contractVersion = { name: 'version', in: 'query', required: true, schema: { type: 'string', enum: ['v2'] } };
const plaidVersion = { type: 'apiKey', in: 'header', name: 'Plaid-Version' };
testRule('versioning-single-strategy', {
  valid: [
    {
      name: 'versions after a product\'s name in under a fifth of the path keys, beside a `version` query parameter: no second strategy (3.0)',
      document: { openapi: '3.0.3', info, paths: productPaths({ '/odos/contract-info': { get: { parameters: [contractVersion], ...ok } } }) },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: productPaths({ '/odos/contract-info': { get: { parameters: [{ name: 'version', in: 'query', required: true, type: 'string', enum: ['v2'] }], ...ok } } }) },
    },
    {
      name: 'the same in 3.1, the parameter through a $ref',
      document: { openapi: '3.1.0', info, paths: productPaths({ '/odos/contract-info': { get: { parameters: [{ $ref: '#/components/parameters/Version' }], ...ok } } }), components: { parameters: { Version: contractVersion } } },
    },
    {
      name: 'a version header sent by an `apiKey` scheme the document requires everywhere (`Plaid-Version`) is the header strategy (3.0)',
      document: { openapi: '3.0.3', info, security: [{ clientId: [], plaidVersion: [] }], paths: { '/accounts/get': { post: ok }, '/beta/credit/v1/reports': { post: ok }, '/items/get': { post: ok } }, components: { securitySchemes: { clientId: { type: 'apiKey', in: 'header', name: 'PLAID-CLIENT-ID' }, plaidVersion } } },
    },
    {
      name: 'the same in 2.0, the requirement on the operations',
      document: { swagger: '2.0', info, securityDefinitions: { plaidVersion }, paths: { '/accounts/get': { post: { security: [{ plaidVersion: [] }], ...ok } }, '/items/get': { post: { security: [{ plaidVersion: [] }], ...ok } } } },
    },
    {
      name: 'the same in 3.1, the path through a $ref',
      document: { openapi: '3.1.0', info, security: [{ plaidVersion: [] }], paths: { '/accounts/get': { $ref: '#/components/pathItems/accounts' } }, components: { pathItems: { accounts: { post: ok } }, securitySchemes: { plaidVersion } } },
    },
  ],
  invalid: [
    {
      name: 'a version segment in the one path key of the document is the API\'s: `/wayback/v1/available`, beside a version header (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/wayback/v1/available': { get: { parameters: [versionHeader], ...ok } } } },
      errors: [{ path: ['paths', '/wayback/v1/available', 'get', 'parameters', 0], message: 'the header parameter "X-API-Version" adds header versioning beside URI versioning (/v<N>) (the version segment "v1" in path "/wayback/v1/available"); use one versioning strategy only' }],
    },
    {
      name: 'the version header of a scheme, beside a version query parameter (3.1)',
      document: { openapi: '3.1.0', info, security: [{ plaidVersion: [] }], paths: { '/accounts/get': { post: { parameters: [{ name: 'api-version', in: 'query', schema: { type: 'string' } }], ...ok } } }, components: { securitySchemes: { plaidVersion } } },
      errors: [{ path: ['paths', '/accounts/get', 'post', 'parameters', 0], message: 'the query parameter "api-version" adds query parameter versioning (?version=<N>) beside header versioning (the header "Plaid-Version" of a security scheme); use one versioning strategy only' }],
    },
    {
      name: 'a version-header scheme no operation requires sends nothing (2.0)',
      document: { swagger: '2.0', info, securityDefinitions: { plaidVersion }, paths: { '/accounts/get': { post: ok } } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'product versions deep in a few path keys and nothing else: no strategy (3.0)',
      document: { openapi: '3.0.3', info, paths: productPaths({}) },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
  ],
});

/** A version header the document declares for reuse is the header strategy, whatever references it (Finch's `Finch-API-Version`). */
const finchVersion = { name: 'Finch-API-Version', in: 'header', required: true, schema: { type: 'string', default: '2020-09-17' } };
testRule('versioning-single-strategy', {
  valid: [
    { name: 'a version header declared in `components.parameters`, referenced nowhere (3.0)', document: { openapi: '3.0.3', info, paths: { '/employer/company': { get: ok } }, components: { parameters: { 'API-Version': finchVersion } } } },
    { name: 'the same in 2.0, under `parameters`', document: { swagger: '2.0', info, paths: { '/employer/company': { get: ok } }, parameters: { 'API-Version': { name: 'Finch-API-Version', in: 'header', required: true, type: 'string' } } } },
    { name: 'the same in 3.1, the path through a $ref', document: { openapi: '3.1.0', info, paths: { '/employer/company': { $ref: '#/components/pathItems/company' } }, components: { pathItems: { company: { get: ok } }, parameters: { 'API-Version': finchVersion } } } },
  ],
  invalid: [
    {
      name: 'a declared header whose name is no API version header shows no strategy (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/employer/company': { get: ok } }, components: { parameters: { Schema: { ...finchVersion, name: 'X-Schema-Version' } } } },
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
    {
      name: 'a declared version header beside a version query parameter (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/employer/company': { get: { parameters: [{ name: 'api-version', in: 'query', schema: { type: 'string' } }], ...ok } } }, components: { parameters: { 'API-Version': finchVersion } } },
      errors: [{ path: ['paths', '/employer/company', 'get', 'parameters', 0], message: 'the query parameter "api-version" adds query parameter versioning (?version=<N>) beside header versioning (the header parameter "Finch-API-Version"); use one versioning strategy only' }],
    },
  ],
});

/** A version marked reserved by a leading underscore (`/_v1/…`) shows URI versioning. */
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => {
    const read = { get: { responses: { '200': { description: 'ok' } } } };
    return {
      name: `\`/_v1/asset-index.json\`, the second path item behind a $ref (${version})`,
      document: withPathItemBehindRef(version, '/_v1/assets-{page}.json', 'page', read, { '/_v1/asset-index.json': read }),
    };
  }),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name that only starts with an underscore is no version: \`/_assets/index.json\` (${version})`,
    document: version === '2.0'
      ? { swagger: '2.0', info, paths: { '/_assets/index.json': { get: { responses: { '200': { description: 'ok' } } } } } }
      : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/_assets/index.json': { get: { responses: { '200': { description: 'ok' } } } } } },
    errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
  })),
});

/**
 * Lodestar's beacon API: `POST /eth/v2/beacon/blocks` takes `Eth-Consensus-Version` (the consensus
 * fork of the block sent) beside the paths' `/v1`, `/v2`. A header naming the version of something
 * else, by the word before `version` (`Eth-Consensus-Version`; the client's: `X-App-Version`,
 * `X-Client-Version`), adds no header strategy; `Notion-Version`, `X-Ms-Version` and
 * `Finch-API-Version` name the API's, and so does any whose declared values are all version numbers.
 * The path item behind a $ref.
 */
const headerDocument = (version: string, header: string, values: { enum?: string[] } = {}) => {
  const parameter = version === '2.0' ? { name: header, in: 'header', type: 'string', ...values } : { name: header, in: 'header', schema: { type: 'string', ...values } };
  return withPathItemBehindRef(version, '/eth/v2/beacon/blocks', 'blocks', { post: { parameters: [parameter], ...ok } }, { '/eth/v1/beacon/genesis': { get: ok } });
};
const itemAt = (version: string) => (version === '2.0' ? ['x-paths', 'blocks'] : ['components', 'pathItems', 'blocks']);
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['Eth-Consensus-Version', 'X-App-Version', 'X-Client-Version'].map((header) => ({ name: `\`${header}\` beside \`/v1\` (${version})`, document: headerDocument(version, header) }))),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => ['Notion-Version', 'X-Ms-Version', 'Finch-API-Version'].map((header) => ({
    name: `\`${header}\` beside \`/v1\` (${version})`,
    document: headerDocument(version, header),
    errors: [{ path: [...itemAt(version), 'post', 'parameters', 0], message: new RegExp(`^the header parameter "${header}" adds header versioning beside URI versioning`) }],
  })).concat({
    // Whatever the name says, values that are all version numbers are the API's (Supaglue's `x-sg-minor-version`, enum `1`).
    name: `\`X-Sg-Minor-Version\` listing the version \`1\` beside \`/v1\` (${version})`,
    document: headerDocument(version, 'X-Sg-Minor-Version', { enum: ['1'] }),
    errors: [{ path: [...itemAt(version), 'post', 'parameters', 0], message: /^the header parameter "X-Sg-Minor-Version" adds header versioning beside URI versioning/ }],
  })),
});

/**
 * Mender's `GET /api/devices/v1/deviceconnect/connect` takes `Sec-Websocket-Version` (enum `13`),
 * RFC 6455's handshake header, beside the paths' `/v1`: a header only the user agent sets (a
 * `Sec-` name, Fetch Standard §2.2.2) names the WebSocket protocol's version, never the API's,
 * whatever its values; `Websocket-Version` so listed is the API's. The path item behind a $ref.
 */
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`Sec-Websocket-Version\` listing \`13\` beside \`/v1\` (${version})`, document: headerDocument(version, 'Sec-Websocket-Version', { enum: ['13'] }) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`Websocket-Version\` listing \`13\` beside \`/v1\` (${version})`,
    document: headerDocument(version, 'Websocket-Version', { enum: ['13'] }),
    errors: [{ path: [...itemAt(version), 'post', 'parameters', 0], message: /^the header parameter "Websocket-Version" adds header versioning beside URI versioning/ }],
  })),
});

/**
 * Watchful's `GET /extensions?version=` ("Do a 'LIKE' search"), beside `/api/v1` in the server URL:
 * the read of the collection declares the one record it lists (`Extension`, behind a `$ref`) as its
 * answer, and that record has a `version` field, so the query filters the extensions by it. Where
 * the record has no `version` field, or the answer is a page holding a list whose items have none,
 * the query still adds query versioning.
 */
const extensionsDocument = (version: string, extension: object, answer: object = { $ref: `#/${schemaAt(version, 'Extension').join('/')}` }) => {
  const get = { parameters: [parameterOf(version, 'version', 'query')], responses: { '200': jsonAnswer(version, 'extensions', answer) } };
  const document = schemaDocument(version, { '/extensions': { get }, '/extensions/{id}/ignore': { post: ok } }, { Extension: extension });
  return version === '2.0' ? { ...document, basePath: '/api/v1' } : { ...document, servers: [{ url: 'https://watchful.example/api/v1' }] };
};
const extension = (fields: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) });
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a collection's read declaring its record \`{ext_name, version}\` as the answer filters by \`version\` (${version})`,
    document: extensionsDocument(version, extension(['ext_name', 'version'])),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the record declared has no \`version\` field (${version})`,
      document: extensionsDocument(version, extension(['ext_name', 'date'])),
      errors: [{ path: ['paths', '/extensions', 'get', 'parameters', 0], message: /^the query parameter "version" adds query parameter versioning/ }],
    },
    {
      name: `a page whose listed items have no \`version\` field, beside its own (${version})`,
      document: extensionsDocument(version, extension(['ext_name']), { type: 'object', properties: { version: { type: 'string' }, data: { type: 'array', items: { $ref: `#/${schemaAt(version, 'Extension').join('/')}` } } } }),
      errors: [{ path: ['paths', '/extensions', 'get', 'parameters', 0], message: /^the query parameter "version" adds query parameter versioning/ }],
    },
  ]),
});

/**
 * Highways England's `/v{version}/areas` and OpenCage's `/v{version}/{format}`: a `v` and one
 * parameter start every path, the version the client names, URI versioning written as a template.
 * The same paths without it show no strategy. The path item behind a $ref.
 */
const templatedDocument = (version: string, prefix: string) => {
  const read = prefix === '' ? ok : { parameters: [parameterOf(version, 'version', 'path', 'integer')], ...ok };
  return withPathItemBehindRef(version, `${prefix}/areas`, 'areas', { get: read }, { [`${prefix}/quality/daily`]: { get: read } });
};
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v{version}/areas\`: URI versioning as a template (${version})`, document: templatedDocument(version, '/v{version}') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/areas\` with no version anywhere (${version})`,
    document: templatedDocument(version, ''),
    errors: [{ path: ['info'], message: /^the API shows no versioning strategy/ }],
  })),
});

/**
 * TomTom's routing behind a `$ref`: `GET /routing/{versionNumber}/calculateRoute/{locations}`,
 * `{versionNumber}` listing `values` (none where `values` is empty).
 */
function versionParameterDocument(version: string, values: readonly unknown[]): Record<string, unknown> {
  const listed = values.length === 0 ? {} : { enum: values };
  const versionNumber = version === '2.0'
    ? { name: 'versionNumber', in: 'path', required: true, type: 'integer', ...listed }
    : { name: 'versionNumber', in: 'path', required: true, schema: { type: 'integer', ...listed } };
  const locations = version === '2.0' ? { name: 'locations', in: 'path', required: true, type: 'string' } : { name: 'locations', in: 'path', required: true, schema: { type: 'string' } };
  return withPathItemBehindRef(version, '/routing/{versionNumber}/calculateRoute/{locations}', 'route', { parameters: [versionNumber, locations], get: { responses: { '200': { description: 'the route' } } } });
}
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a path parameter named for the version, listing only version numbers, versions by URI: \`/routing/{versionNumber}/…\` with enum [1] (${version})`,
    document: versionParameterDocument(version, [1]),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `listing nothing, it is any value: no strategy shows (${version})`,
      document: versionParameterDocument(version, []),
      errors: [{ path: ['info'], message: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter' }],
    },
  ]),
});
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the version parameter lists /v<N> values only: \`{versionNumber}\` of v1, v2 (${version})`,
    document: versionParameterDocument(version, ['v1', 'v2']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the version parameter's value is a bare number, no /v<N> (${version})`,
    document: versionParameterDocument(version, [1]),
    errors: [{ path: pathItemAt(version, 'route'), message: /^version segment "\{versionNumber\}" in path "\/routing\/\{versionNumber\}\/calculateRoute\/\{locations\}" is not \/v<N> with N a whole number/ }],
  })),
});

/**
 * Sanity's Context API behind a `$ref`: `GET /{<first>}/context/knowledge-bases`, the first
 * parameter declared by the operation: named for the version and standing first, before other
 * names, it is the version the client names (`version-parameter-first`): the API versions by URI.
 */
function firstParameterDocument(version: string, first: string): Record<string, unknown> {
  const operation = { parameters: [parameterOf(version, first, 'path')], responses: { '200': { description: 'the knowledge bases' } } };
  return withPathItemBehindRef(version, `/{${first}}/context/knowledge-bases`, 'bases', { get: operation });
}
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a parameter named for the API's version standing first versions by URI: \`/{apiVersion}/context/…\` (${version})`,
    document: firstParameterDocument(version, 'apiVersion'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `another parameter there shows no strategy: \`/{dataset}/context/…\` (${version})`,
    document: firstParameterDocument(version, 'dataset'),
    errors: [{ path: ['info'], message: /^the API shows no versioning strategy/ }],
  })),
});

/**
 * Firefly's `POST /v3/videos/generate` behind a `$ref`, taking the header `x-model-version` whose
 * enum lists `values`: a thing's versions listed by name, none a version number, are the model's,
 * no second strategy beside `/v3`; listed as numbers, they are the API's.
 */
function modelVersionDocument(version: string, values: readonly string[]): Record<string, unknown> {
  const header = version === '2.0'
    ? { name: 'x-model-version', in: 'header', required: false, type: 'string', enum: values }
    : { name: 'x-model-version', in: 'header', required: false, schema: { type: 'string', enum: values } };
  return withPathItemBehindRef(version, '/v3/videos/generate', 'generate', { post: { parameters: [header], responses: { '202': { description: 'accepted' } } } });
}
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a header listing a model's versions by name is no API version: \`x-model-version\` of \`video1_standard\` (${version})`,
    document: modelVersionDocument(version, ['video1_standard']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `listing version numbers, it is the API's, a second strategy: \`x-model-version\` of \`2\` (${version})`,
    document: modelVersionDocument(version, ['2']),
    errors: [{ path: [...pathItemAt(version, 'generate'), 'post', 'parameters', 0], message: /the header parameter "x-model-version" adds header versioning beside URI versioning/ }],
  })),
});

/**
 * Google Playable Locations' `POST /v3:logImpressions` (behind a `$ref`): a custom method run on the
 * whole API after the version and a colon (AIP-136), the version still in the URI.
 */
const customMethodDocument = (version: string, segment: string) => withPathItemBehindRef(version, `/${segment}:logImpressions`, 'log', { post: { responses: { '200': { description: 'logged' } } } });
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a version before a custom method is a URI version: \`/v3:logImpressions\` (${version})`,
    document: customMethodDocument(version, 'v3'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name before it is none: \`/impressions:logImpressions\` (${version})`,
    document: customMethodDocument(version, 'impressions'),
    errors: [{ path: ['info'], message: /^the API shows no versioning strategy/ }],
  })),
});

/**
 * Anchore's `GET /query/images/by_package?name=&version=` answering a page of images
 * (`{images: [...], next_page}`): on a lookup, `version` is the version of the package looked up,
 * no strategy of the API's; on a plain list it versions the API.
 */
const lookupDocument = (version: string, pathKey: string) => {
  const parameter = (name: string) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } });
  const page = { type: 'object', properties: { images: { type: 'array', items: { type: 'object', properties: { digest: { type: 'string' } } } }, next_page: { type: 'string' } } };
  const answer = version === '2.0' ? { description: 'the images', schema: page } : { description: 'the images', content: { 'application/json': { schema: page } } };
  const head = version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' };
  return { ...head, info: { title: 't', version: '1' }, paths: { [pathKey]: { get: { parameters: [parameter('name'), parameter('version')], responses: { '200': answer } } } } };
};
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`version\` on a list of images versions the API (${version})`, document: lookupDocument(version, '/images') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`version\` on a lookup, \`/query/images/by_package\`, is the package's: no strategy (${version})`,
    document: lookupDocument(version, '/query/images/by_package'),
    errors: [{ path: ['info'], message: /shows no versioning strategy/ }],
  })),
});

/**
 * Lago's `GET /api_logs?api_version=` (behind a `$ref`), under servers ending in `/api/v1`: its
 * listed logs each carry the `api_version` of the request they record, so the parameter filters
 * them, no second versioning strategy. Where the logs carry no such field, it versions the API.
 */
const apiLogsDocument = (version: string, fields: readonly string[]) => {
  const log = { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) };
  const page = { type: 'object', properties: { api_logs: { type: 'array', items: { $ref: `#/${schemaAt(version, 'ApiLog').join('/')}` } } } };
  const document = withPathItemBehindRef(version, '/api_logs', 'logs', { get: { parameters: [parameterOf(version, 'api_version', 'query')], responses: { '200': jsonAnswer(version, 'the logs', page) } } });
  return { ...withSchemas(version, document, { ApiLog: log }), ...(version === '2.0' ? { basePath: '/api/v1' } : { servers: [{ url: 'https://api.example.com/api/v1' }] }) };
};
testRule('versioning-single-strategy', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`api_version\` filters logs that carry one (${version}, through a $ref)`, document: apiLogsDocument(version, ['request_id', 'api_version']) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `logs with no \`api_version\` leave it versioning the API (${version}, through a $ref)`,
    document: apiLogsDocument(version, ['request_id', 'http_status']),
    errors: [{ path: [...pathItemAt(version, 'logs'), 'get', 'parameters', 0], message: /^the query parameter "api_version" adds query parameter versioning/ }],
  })),
});

/**
 * HAProxy Data Plane's `GET /configuration/raw?version=` beside `POST /configuration/raw?version=`
 * ("Version used for checking configuration version"), under `/v2`: the read names the version
 * the write guards with. `writtenAt` moves the write to another path.
 */
function guardedVersionDocument(version: '2.0' | '3.0' | '3.1', writtenAt = '/filters'): Record<string, unknown> {
  if (version === '2.0') {
    const guard = { parameters: [{ $ref: '#/parameters/version' }], ...ok };
    const paths = writtenAt === '/filters' ? { '/filters': { get: guard, post: guard } } : { '/filters': { get: guard }, [writtenAt]: { post: guard } };
    return { swagger: '2.0', info, basePath: '/v2', parameters: { version: { name: 'version', in: 'query', type: 'integer' } }, paths };
  }
  const guard = { parameters: [{ name: 'version', in: 'query', schema: { type: 'integer' } }], ...ok };
  const paths = writtenAt === '/filters' ? { '/filters': { get: guard, post: guard } } : { '/filters': { get: guard }, [writtenAt]: { post: guard } };
  return { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, servers: [{ url: '/v2' }], paths };
}

/** AWS's query APIs: `GET` and `POST /?Action=AssumeRole&Version=2011-06-15`, the one strategy, no other. */
function listedVersionDocument(version: '2.0' | '3.0' | '3.1'): Record<string, unknown> {
  if (version === '2.0') {
    const call = { parameters: [{ $ref: '#/parameters/Version' }], ...ok };
    return { swagger: '2.0', info, parameters: { Version: { name: 'Version', in: 'query', required: true, type: 'string', enum: ['2011-06-15'] } }, paths: { '/': { get: call, post: call } } };
  }
  const call = { parameters: [{ name: 'Version', in: 'query', required: true, schema: { type: 'string', enum: ['2011-06-15'] } }], ...ok };
  return { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/': { get: call, post: call } } };
}
