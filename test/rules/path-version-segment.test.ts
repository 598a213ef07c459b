import { testRule } from '../helpers/rule-tester.js';
import { parameterOf, pathItemAt, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const ok = { responses: { '204': { description: 'done' } } };
const info = { title: 't', version: '1' };

testRule('path-version-segment', {
  valid: [
    {
      name: 'a QUERY under /v1 (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/v1/users': { query: ok } } },
    },
    {
      name: 'a standard\'s version after its name is the standard\'s: `/scim/v2/Users` beside a server at `/api/v3` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://example.com/api/v3' }], paths: { '/scim/v2/Users': { get: ok }, '/scim/v2/Groups': { get: ok }, '/users': { get: ok } } },
    },
    {
      name: 'one path key with a version deep in it is another thing\'s version: `/chart.js/2.8.0` beside `/chart` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/chart': { get: ok }, '/chart.js/2.8.0': { get: ok } } },
    },
    {
      name: 'a library\'s version in one of two path keys, in 2.0 and through a $ref',
      document: { swagger: '2.0', info, paths: { '/render': { get: ok }, '/lib/jquery/3.6.0': { $ref: '#/x-paths/lib' } }, 'x-paths': { lib: { get: ok } } },
    },
    {
      name: 'a library\'s version in one of two path keys (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/render': { get: ok }, '/scripts/chart.js/2.8.0': { get: ok } } },
    },
    {
      name: 'a mock server\'s path holds the document\'s version its own way: SwaggerHub\'s auto-mocking host, a server described as a mock (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://virtserver.swaggerhub.com/owner/api/1.2.1' }, { url: 'https://mock.example.com/api/2.0', description: 'Mock server' }, { url: 'https://api.example.com' }], paths: { '/v1/days': { get: ok } } },
    },
    {
      name: 'a version deep in a few path keys is those products\' own: `/beta/credit/v1/…` among unversioned paths (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/beta/credit/v1/reports': { get: ok }, '/accounts/get': { post: ok }, '/items/get': { post: ok }, '/transactions/get': { post: ok }, '/institutions/get': { post: ok }, '/balance/get': { post: ok } } },
    },
    {
      name: 'versions after a path parameter in fewer than half the path keys are what the parameter chose: `/standard/{networkId}/v0/orders` beside unversioned paths (2.0)',
      document: { swagger: '2.0', info, paths: { '/standard/{networkId}/v0/orders': { get: ok }, '/standard/{networkId}/v0/fees': { post: ok }, '/ticker': { get: ok }, '/orders/market-quantity': { post: ok }, '/networks/maintenance': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } } },
    },
    {
      name: 'the same in 3.0, through a $ref',
      document: { openapi: '3.0.3', info, paths: { '/standard/{networkId}/v0/orders': { $ref: '#/components/x-paths/orders' }, '/standard/{networkId}/v0/fees': { get: ok }, '/ticker': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } }, components: { 'x-paths': { orders: { get: ok } } } },
    },
    {
      name: 'the same in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/standard/{networkId}/v0/orders': { get: ok }, '/standard/{networkId}/v0/fees': { post: ok }, '/ticker': { get: ok }, '/aggregated_orders': { get: ok }, '/notifications': { get: ok } } },
    },
    {
      name: 'a version deep in a few path keys, through a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/beta/credit/v1/reports': { $ref: '#/x-paths/reports' }, '/accounts/get': { post: ok }, '/items/get': { post: ok }, '/transactions/get': { post: ok }, '/institutions/get': { post: ok }, '/balance/get': { post: ok } }, 'x-paths': { reports: { get: ok } } },
    },
    {
      name: 'a standard\'s own version after the API\'s: `/v2/scim/2.0/Users` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v2/scim/2.0/Users': { get: ok }, '/v2/scim/2.0/Schemas/{id}': { get: ok }, '/v2/orders': { get: ok } } },
    },
    {
      name: 'a standard\'s version anywhere after its name, beside the API\'s own `/api/v2`: `/radiodns/spi/3.1/SI.xml` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/radiodns/spi/3.1/SI.xml': { get: ok }, '/radiodns/spi/3.1/id/{fqdn}/{sid}/{date}_PI.xml': { get: ok }, '/api/v2/episodes': { get: ok } } },
    },
    {
      name: 'the same in 2.0 through a $ref: `/fhir/r4/4.0.1/Patient`',
      document: { swagger: '2.0', info, paths: { '/fhir/r4/4.0.1/Patient': { $ref: '#/x-paths/patients' }, '/v1/orders': { get: ok } }, 'x-paths': { patients: { get: ok } } },
    },
    {
      name: 'and in 3.1: `/radiodns/spi/3.1/GI.xml`',
      document: { openapi: '3.1.0', info, paths: { '/radiodns/spi/3.1/GI.xml': { get: ok }, '/v2/episodes': { get: ok } } },
    },
    {
      name: 'a standard\'s version behind a $ref (2.0)',
      document: { swagger: '2.0', info, paths: { '/v1/scim/2.0/Groups': { $ref: '#/x-paths/groups' }, '/v1/orders': { get: ok } }, 'x-paths': { groups: { get: ok } } },
    },
    {
      name: 'a dated standard version after the API\'s in 3.1',
      document: { openapi: '3.1.0', info, paths: { '/v3/odata/4.0/Products': { get: ok }, '/v3/orders': { get: ok } } },
    },
    {
      name: 'readiness and liveness probes and a heartbeat stay outside the version, as health does (3.1, through a $ref)',
      document: { openapi: '3.1.0', info, paths: { '/v1/orders': { get: ok }, '/ready': { get: ok }, '/liveness': { $ref: '#/components/pathItems/probe' }, '/heartbeat': { get: ok } }, components: { pathItems: { probe: { get: ok } } } },
    },
    {
      name: 'a probe\'s own checks under it stay outside the version (3.0, 2.0 and 3.1 through a $ref)',
      document: { openapi: '3.0.3', info, paths: { '/v1/orders': { get: ok }, '/heartbeat/database': { get: ok }, '/heartbeat/authorized': { get: ok }, '/health/live': { get: ok } } },
    },
    {
      name: 'a health check of a dependency beside versioned paths (2.0)',
      document: { swagger: '2.0', info, paths: { '/v2/orders': { get: ok }, '/healthz/db': { get: ok } } },
    },
    {
      name: 'a probe\'s check behind a path item $ref (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/orders': { get: ok }, '/health/ready': { $ref: '#/components/pathItems/probe' } }, components: { pathItems: { probe: { get: ok } } } },
    },
    {
      name: 'a readiness probe beside versioned paths (2.0)',
      document: { swagger: '2.0', info, paths: { '/v2/orders': { get: ok }, '/readiness': { get: ok } } },
    },
    {
      name: 'a static path leading to versioned paths lists the versions, as the root does (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api/': { get: ok }, '/api/v1/pods': { get: ok }, '/apis/': { get: ok }, '/apis/apps/': { get: ok }, '/apis/apps/v1/deployments': { get: ok } } },
    },
    {
      name: 'every path under /v1; the root, health and the description stay outside (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /v1/users/{id}:
    get: {responses: {'204': {description: ok}}}
  /health:
    get: {responses: {'204': {description: ok}}}
  /openapi.json:
    get: {responses: {'204': {description: ok}}}
  /:
    get: {responses: {'204': {description: the versions}}}
`,
    },
    {
      name: 'the version in every server URL (3.1, JSON)',
      document: { openapi: '3.1.0', info, servers: [{ url: 'https://api.example.com/v2' }, { url: 'http://localhost:8080/v2' }], paths: { '/users': { get: ok } } },
    },
    {
      name: 'the version in a server variable default (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://{host}/{version}', variables: { host: { default: 'api.example.com' }, version: { default: 'v3', enum: ['v3'] } } }], paths: { '/users': { get: ok } } },
    },
    {
      name: 'the version in basePath (2.0)',
      document: { swagger: '2.0', info, host: 'api.example.com', basePath: '/api/v1', paths: { '/users': { get: ok }, '/users/{id}': { delete: ok } } },
    },
    {
      name: 'no version segment anywhere: URI versioning is not in force (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /users:
    get:
      parameters: [{name: Api-Version, in: header, type: string}]
      responses: {'204': {description: ok}}
`,
    },
    {
      name: 'header versioning configured: version-like segments are not judged (3.0)',
      options: { versioning: 'header' },
      document: { openapi: '3.0.3', info, paths: { '/v1.2/users': { get: ok }, '/orders': { get: ok } } },
    },
    {
      name: 'operation-level servers carry the version (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.example.com/v1' }], paths: { '/users': { get: { ...ok, servers: [{ url: 'https://eu.example.com/v1' }] } } } },
    },
    {
      name: 'files of the web server stay at the addresses other standards fix (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /favicon.ico:
    get: {responses: {'204': {description: the icon}}}
  /robots.txt:
    get: {responses: {'204': {description: for crawlers}}}
  /sitemap.xml:
    get: {responses: {'204': {description: the pages}}}
  /.well-known/openid-configuration:
    get: {responses: {'204': {description: discovery}}}
  /.well-known/security.txt:
    get: {responses: {'204': {description: contacts}}}
`,
    },
    {
      name: 'files of the web server beside a versioned basePath on another path item (2.0, JSON)',
      document: { swagger: '2.0', info, paths: { '/v2/orders': { get: ok }, '/robots.txt': { get: ok }, '/apple-touch-icon.png': { get: ok } } },
    },
    {
      name: 'names that end in a number but are no versions (oauth2, ipv4, s3), and one resource versioned deeper (alerts_v2) (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/users': { get: ok }, '/v1/oauth2/token': { post: ok }, '/v1/ipv4/ranges': { get: ok }, '/v1/s3/buckets': { get: ok }, '/v1/security/alerts_v2': { get: ok } } },
    },
    {
      name: 'a resource versioned below the first segment, or a word other than api or rest before a version, does not put the API under URI versioning (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://graph.example.com' }], paths: { '/security/alerts_v2': { get: ok }, '/products/search-v2': { get: ok }, '/serviceV3': { post: ok }, '/users': { get: ok } } },
    },
    {
      name: 'a version embedded in the only prefix, written /v<N> elsewhere: the document is still versioned (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.example.com/v2' }], paths: { '/oauth2/token': { post: ok } } },
    },
  ],
  invalid: [
    {
      name: 'versions after a path parameter in most path keys are the API\'s: `/{blockchain}` beside `/{blockchain}/v2/…` (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/{blockchain}': { get: ok }, '/{blockchain}/v2/blocks': { get: ok }, '/{blockchain}/v2/transactions': { get: ok } } },
      errors: [{ path: ['paths', '/{blockchain}'], message: 'path "/{blockchain}" is not reached through a version segment; put /v2 in the path ("/v2/{blockchain}") or in every server URL' }],
    },
    {
      name: 'a QUERY under a version not written /v<N> (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/version1/users': { query: ok } } },
      errors: [{ path: ['paths', '/version1/users'], message: 'version segment "version1" in path "/version1/users" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'a release channel in the version slot of a server URL is a version not written /v<N>: `https://graph.microsoft.com/beta` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://graph.microsoft.com/beta' }], paths: { '/users': { get: ok } } },
      errors: [{ path: ['servers', '0', 'url'], message: 'version segment "beta" in server URL "https://graph.microsoft.com/beta" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'with only misspelt versions, an unversioned server is told their whole-number spelling: add /v3 beside `/open-banking/v3.1/aisp`, not /v1 (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://openbanking.org.uk' }, { url: 'https://openbanking.org.uk/open-banking/v3.1/aisp' }], paths: { '/accounts': { get: ok } } },
      errors: [
        { path: ['servers', 1, 'url'], message: 'version segment "v3.1" in server URL "https://openbanking.org.uk/open-banking/v3.1/aisp" is not /v<N> with N a whole number; use "v3"' },
        { path: ['servers', 0, 'url'], message: 'server URL "https://openbanking.org.uk" has no version segment while other server URLs do; operations served from it are not versioned: add /v3' },
      ],
    },
    {
      name: 'an unversioned server is told the API\'s version, not a standard\'s: `add /v3`, not the `v2` of `/scim/v2/…` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://example.com/' }, { url: 'https://example.com/api/v3' }], paths: { '/scim/v2/Users': { get: ok }, '/scim/v2/Groups': { get: ok }, '/users': { get: ok } } },
      errors: [{ path: ['servers', 0, 'url'], message: 'server URL "https://example.com/" has no version segment while other server URLs do; operations served from it are not versioned: add /v3' }],
    },
    {
      name: 'a version at the start of a few path keys is the API\'s: the other paths are unversioned (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/{tenant}/restaurants': { get: ok }, '/acceptance-requested': { put: ok }, '/a': { get: ok }, '/b': { get: ok }, '/c': { get: ok }, '/d': { get: ok } } },
      errors: ['/acceptance-requested', '/a', '/b', '/c', '/d'].map((key) => ({ path: ['paths', key], message: `path "${key}" is not reached through a version segment; put /v1 in the path ("/v1${key}") or in every server URL` })),
    },
    {
      name: 'a release channel before the service\'s name stands where /v<N> goes: `https://api.nexmo.com/beta/audit` (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.nexmo.com/beta/audit' }], paths: { '/events': { get: ok } } },
      errors: [{ path: ['servers', 0, 'url'], message: 'version segment "beta" in server URL "https://api.nexmo.com/beta/audit" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'a version alias where a server URL ends stands where /v<N> goes (3.1)',
      document: { openapi: '3.1.0', info, servers: [{ url: 'https://esi.evetech.net/latest' }], paths: { '/alliances': { get: ok } } },
      errors: [{ path: ['servers', 0, 'url'], message: 'version segment "latest" in server URL "https://esi.evetech.net/latest" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'a version alias ending the base path (2.0, paths through a $ref)',
      document: { swagger: '2.0', info, basePath: '/api/current', paths: { '/rules': { $ref: '#/x-paths/rules' } }, 'x-paths': { rules: { get: ok } } },
      errors: [{ path: ['basePath'], message: 'version segment "current" in server URL "/api/current" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'a dotted version as the API\'s own, and a second /v<N> after a name, still count (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/2.0/users': { get: ok }, '/v2/orders': { get: ok }, '/v2/orders/v3/items': { get: ok } } },
      errors: [
        { path: ['paths', '/2.0/users'], message: 'version segment "2.0" in path "/2.0/users" is not /v<N> with N a whole number; use "v2"' },
        { path: ['paths', '/v2/orders/v3/items'], message: 'version segment "v3" in path "/v2/orders/v3/items" differs from "v2", used elsewhere in the document; use one version across the document' },
      ],
    },
    {
      name: 'a path with a parameter under a probe\'s name is no probe (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/orders': { get: ok }, '/health/{serviceId}': { get: ok } } },
      errors: [{ path: ['paths', '/health/{serviceId}'], message: 'path "/health/{serviceId}" is not reached through a version segment; put /v1 in the path ("/v1/health/{serviceId}") or in every server URL' }],
    },
    {
      name: 'a version embedded in a word: api2, apiv2, api-v1 (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/api2/convert': { post: ok }, '/apiv2/users': { get: ok }, '/api-v1/orders': { get: ok } } },
      errors: [
        { path: ['paths', '/api2/convert'], message: 'version segment "api2" in path "/api2/convert" is not /v<N> with N a whole number; use "api/v2"' },
        { path: ['paths', '/apiv2/users'], message: 'version segment "apiv2" in path "/apiv2/users" is not /v<N> with N a whole number; use "api/v2"' },
        { path: ['paths', '/api-v1/orders'], message: 'version segment "api-v1" in path "/api-v1/orders" is not /v<N> with N a whole number; use "api/v1"' },
      ],
    },
    {
      name: 'a version embedded in basePath, and an unversioned path beside it in no way reached through it (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
host: api.example.com
basePath: /payments_v3
paths:
  /charges:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['basePath'], message: 'version segment "payments_v3" in server URL "/payments_v3" is not /v<N> with N a whole number; use "payments/v3"' }],
    },
    {
      name: 'a version embedded in a server URL, and a path item behind a $ref (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info,
        servers: [{ url: 'https://example.com/rest2' }],
        paths: { '/documents': { $ref: '#/components/pathItems/Documents' } },
        components: { pathItems: { Documents: { get: ok } } },
      },
      errors: [{ path: ['servers', 0, 'url'], message: 'version segment "rest2" in server URL "https://example.com/rest2" is not /v<N> with N a whole number; use "rest/v2"' }],
    },
    {
      name: 'a server URL is quoted as written, its variables unsubstituted (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: '{Endpoint}/customvision/v3.0', variables: { Endpoint: { default: 'https://example.com' } } }], paths: { '/projects': { get: ok } } },
      errors: [{ path: ['servers', 0, 'url'], message: 'version segment "v3.0" in server URL "{Endpoint}/customvision/v3.0" is not /v<N> with N a whole number; use "v3"' }],
    },
    {
      name: 'versions in other forms: a dotted number in a server URL, a bare number after a prefix, a date (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        servers: [{ url: 'https://api.example.com/api/2.0' }],
        paths: { '/users': { get: ok }, '/rest/api/3/issues': { get: ok, servers: [{ url: 'https://api.example.com' }] }, '/2010-04-01/calls': { get: ok, servers: [{ url: 'https://api.example.com' }] } },
      },
      errors: [
        { path: ['paths', '/rest/api/3/issues'], message: 'version segment "3" in path "/rest/api/3/issues" is not /v<N> with N a whole number; use "v3"' },
        { path: ['paths', '/2010-04-01/calls'], message: 'version segment "2010-04-01" in path "/2010-04-01/calls" is not /v<N> with N a whole number; use "v1"' },
        { path: ['servers', 0, 'url'], message: 'version segment "2.0" in server URL "https://api.example.com/api/2.0" is not /v<N> with N a whole number; use "v2"' },
      ],
    },
    {
      name: 'a server URL versioned as a bare number beside one versioned as /v<N> is not unversioned (3.1)',
      document: { openapi: '3.1.0', info, servers: [{ url: '/v1' }, { url: 'https://api.example.com/1' }], paths: { '/users': { get: ok } } },
      errors: [{ path: ['servers', 1, 'url'], message: 'version segment "1" in server URL "https://api.example.com/1" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'a path outside the version (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /orders:
    get: {responses: {'204': {description: ok}}}
    post: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['paths', '/orders'], message: 'path "/orders" is not reached through a version segment; put /v1 in the path ("/v1/orders") or in every server URL' }],
    },
    {
      name: 'version segments that are not /v<N> with N whole (3.1, JSON)',
      document: { openapi: '3.1.0', info, paths: { '/v1.2/users': { get: ok }, '/version1/orders': { get: ok }, '/V1/items': { get: ok } } },
      errors: [
        { path: ['paths', '/v1.2/users'], message: 'version segment "v1.2" in path "/v1.2/users" is not /v<N> with N a whole number; use "v1"' },
        { path: ['paths', '/version1/orders'], message: 'version segment "version1" in path "/version1/orders" is not /v<N> with N a whole number; use "v1"' },
        { path: ['paths', '/V1/items'], message: 'version segment "V1" in path "/V1/items" is not /v<N> with N a whole number; use "v1"' },
      ],
    },
    {
      name: 'a minority version (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/v1/users': { get: ok }, '/v1/orders': { get: ok }, '/v2/items': { get: ok } } },
      errors: [{ path: ['paths', '/v2/items'], message: 'version segment "v2" in path "/v2/items" differs from "v1", used elsewhere in the document; use one version across the document' }],
    },
    {
      name: 'a fractional version in basePath (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
host: api.example.com
basePath: /api/v1.5
paths:
  /users:
    get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['basePath'], message: 'version segment "v1.5" in server URL "/api/v1.5" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: 'one server URL without the version (3.0)',
      document: { openapi: '3.0.3', info, servers: [{ url: 'https://api.example.com/v1' }, { url: 'http://localhost:8080' }], paths: { '/users': { get: ok }, '/orders': { get: ok } } },
      errors: [{ path: ['servers', 1, 'url'], message: 'server URL "http://localhost:8080" has no version segment while other server URLs do; operations served from it are not versioned: add /v1' }],
    },
    {
      name: 'URI versioning configured, version missing everywhere, with a base prefix (3.0)',
      options: { versioning: 'uri', basePath: '/api' },
      document: { openapi: '3.0.3', info, paths: { '/api/users': { get: ok } } },
      errors: [{ path: ['paths', '/api/users'], message: 'path "/api/users" is not reached through a version segment; put /v1 in the path ("/api/v1/users") or in every server URL' }],
    },
    {
      name: 'path item behind an external $ref is reported where it is defined (3.0)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /v1/users:
    get: {responses: {'204': {description: ok}}}
  /orders:
    $ref: 'paths.yaml#/orders'
`,
      files: { 'paths.yaml': 'orders:\n  get:\n    responses:\n      "204": {description: ok}\n' },
      errors: [{ path: ['orders'], file: 'paths.yaml', message: /path "\/orders" is not reached through a version segment/ }],
    },
    {
      name: 'path item behind an internal $ref (3.1, YAML)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /v2/users:
    get: {responses: {'204': {description: ok}}}
  /v2/orders:
    get: {responses: {'204': {description: ok}}}
  /v3/items:
    $ref: '#/components/pathItems/Items'
components:
  pathItems:
    Items:
      get: {responses: {'204': {description: ok}}}
`,
      errors: [{ path: ['components', 'pathItems', 'Items'], message: /version segment "v3" in path "\/v3\/items" differs from "v2"/ }],
    },
  ],
});

/** A version marked reserved by a leading underscore (`/_v1/asset-index.json`) is a version segment spelt otherwise. */
const reservedVersionDocument = (version: string, segment = '_v1') => {
  const read = { get: { responses: { '200': { description: 'ok' } } } };
  return withPathItemBehindRef(version, `/${segment}/assets-{page}.json`, 'page', read, { [`/${segment}/asset-index.json`]: read });
};
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the same files under \`/v1\` (${version})`,
    document: reservedVersionDocument(version, 'v1'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`_v1\` is a version spelt otherwise, the second path item behind a $ref (${version})`,
    document: reservedVersionDocument(version),
    errors: [
      { path: ['paths', '/_v1/asset-index.json'], message: 'version segment "_v1" in path "/_v1/asset-index.json" is not /v<N> with N a whole number; use "v1"' },
      { path: pathItemAt(version, 'page'), message: 'version segment "_v1" in path "/_v1/assets-{page}.json" is not /v<N> with N a whole number; use "v1"' },
    ],
  })),
});

/** Four path keys of a part versioned in its own name (`/payments-v2/…`, one behind a $ref) beside `unversioned` others. */
const partVersionDocument = (version: string, unversioned: number) => {
  const others = Object.fromEntries(Array.from({ length: unversioned }, (_, index) => [`/things${index}`, { get: partOk }]));
  return withPathItemBehindRef(version, '/payments-v2/refunds/{id}', 'refund', { get: partOk }, { ...others, '/payments-v2/orders': { get: partOk }, '/payments-v2/orders/{id}': { get: partOk }, '/payments-v2/refunds': { get: partOk } });
};
const partOk = { responses: { '200': { description: 'ok' } } };
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a version written into a word that names no API, in under a fifth of the path keys, is that part's: \`/payments-v2/…\` beside 20 unversioned path keys (${version})`,
    document: partVersionDocument(version, 20),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `in a fifth of the path keys or more it is the API's (${version})`,
    document: partVersionDocument(version, 2),
    errors: [
      { path: ['paths', '/things0'], message: 'path "/things0" is not reached through a version segment; put /payments/v2 in the path ("/payments/v2/things0") or in every server URL' },
      { path: ['paths', '/things1'], message: 'path "/things1" is not reached through a version segment; put /payments/v2 in the path ("/payments/v2/things1") or in every server URL' },
      ...['/payments-v2/orders', '/payments-v2/orders/{id}', '/payments-v2/refunds', '/payments-v2/refunds/{id}'].map((pathKey) => ({ path: pathKey.endsWith('{id}') && pathKey.includes('refunds') ? pathItemAt(version, 'refund') : ['paths', pathKey], message: `version segment "payments-v2" in path "${pathKey}" is not /v<N> with N a whole number; use "payments/v2"` })),
    ],
  })),
});

/**
 * Pipedrive's OAuth 2.0 authorization server, named on its operations (`https://oauth.pipedrive.com`
 * beside the API's `https://api.pipedrive.com/v1`): the token request (`grant_type` in its form) and
 * the authorization endpoint served there are that server's (RFC 6749 §3), not the API's to
 * version. 2.0 has no server of an operation's own, so there they are judged as the API's.
 */
const tokenBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { grant_type: { type: 'string' }, code: { type: 'string' } } } } } };
const authorizationServerDocument = (version: string, tokenRequest: object) => ({
  openapi: version === '3.0' ? '3.0.3' : '3.1.0',
  info,
  servers: [{ url: 'https://api.example.com/v1' }],
  paths: {
    '/deals': { get: ok },
    '/oauth/authorize': { get: { servers: [{ url: 'https://oauth.example.com' }], ...ok } },
    '/oauth/token': { $ref: '#/components/pathItems/token' },
  },
  components: { pathItems: { token: { post: { servers: [{ url: 'https://oauth.example.com' }], ...tokenRequest, ...ok } } } },
});
testRule('path-version-segment', {
  valid: ['3.0', '3.1'].map((version) => ({
    name: `the authorization and token endpoints of an authorization server on its own server URL, the token request behind a $ref (${version})`,
    document: authorizationServerDocument(version, { requestBody: tokenBody }),
  })),
  invalid: [
    ...['3.0', '3.1'].map((version) => ({
      name: `without a token request there, their own server is unversioned like any other (${version})`,
      document: authorizationServerDocument(version, {}),
      errors: [
        { path: ['paths', '/oauth/authorize'], message: 'path "/oauth/authorize" is not reached through a version segment; put /v1 in the path ("/v1/oauth/authorize") or in every server URL' },
        { path: pathItemAt(version, 'token'), message: /path "\/oauth\/token" is not reached through a version segment/ },
      ],
    })),
    {
      name: 'in 2.0 every operation is served from the one host: the token request is judged as the API\'s',
      document: { swagger: '2.0', info, paths: { '/v1/deals': { get: ok }, '/oauth/token': { $ref: '#/x-paths/token' } }, 'x-paths': { token: { post: { consumes: ['application/x-www-form-urlencoded'], parameters: [{ name: 'grant_type', in: 'formData', type: 'string' }], ...ok } } } },
      errors: [{ path: pathItemAt('2.0', 'token'), message: /path "\/oauth\/token" is not reached through a version segment/ }],
    },
  ],
});

/**
 * Highways England's `/v{version}/areas` (behind a $ref) and `/v{version}/quality/daily`: a `v` and
 * one parameter, `/v<N>` written as a template, is no version spelt otherwise; a dotted version beside
 * it (`/v1.5/sites`) still is.
 */
const templateDocument = (version: string, others: Record<string, object>) => {
  const read = { parameters: [parameterOf(version, 'version', 'path', 'integer')], responses: { '200': { description: 'ok' } } };
  return withPathItemBehindRef(version, '/v{version}/areas', 'areas', { get: read }, { '/v{version}/quality/daily': { get: read }, ...others });
};
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v{version}/…\` on every path (${version})`, document: templateDocument(version, {}) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1.5/sites\` beside \`/v{version}/…\` (${version})`,
    document: templateDocument(version, { '/v1.5/sites': { get: partOk } }),
    errors: [{ path: ['paths', '/v1.5/sites'], message: 'version segment "v1.5" in path "/v1.5/sites" is not /v<N> with N a whole number; use "v1"' }],
  })),
});

/** A path whose version is written as two bare numbers (`/par/1/0/…`, version 1.0), its path item behind a $ref. */
const minorNumberDocument = (version: string) => withPathItemBehindRef(version, '/par/1/0/references', 'references', { get: ok });

/** A version written as a path parameter fixed at 2 (`{versionNumber}`, `enum: [2]`), its path item behind a $ref. */
const listedNumberDocument = (version: string) => {
  const listed = { name: 'versionNumber', in: 'path', required: true, ...(version === '2.0' ? { type: 'integer', enum: [2] } : { schema: { type: 'integer', enum: [2] } }) };
  return withPathItemBehindRef(version, '/search/{versionNumber}/places', 'places', { parameters: [listed], get: ok });
};

testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a version written \`/v1/0\` names the whole number first; the \`0\` after \`v1\` is no minor number of it to report (${version})`,
    document: withPathItemBehindRef(version, '/v1/0/references', 'references', { get: ok }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a version written as two bare numbers is one version, 1.0: \`1/0\` is told \`v1\`, not \`0\` \`v0\` (${version})`,
      document: minorNumberDocument(version),
      errors: [{ path: pathItemAt(version, 'references'), message: 'version segment "1/0" in path "/par/1/0/references" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: `a version parameter fixed at 2 is told the number it lists, "v2", not "v1" (${version})`,
      document: listedNumberDocument(version),
      errors: [{ path: pathItemAt(version, 'places'), message: 'version segment "{versionNumber}" in path "/search/{versionNumber}/places" is not /v<N> with N a whole number; use "v2"' }],
    },
  ]),
});

/** Google Cloud Billing's `POST /v1beta:estimateCostScenario` (behind a `$ref`): the version read before the custom method's colon. */
const estimateDocument = (version: string, segment: string) => withPathItemBehindRef(version, `/${segment}:estimateCostScenario`, 'estimate', { post: { responses: { '200': { description: 'the estimate' } } } });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1:estimateCostScenario\` is reached through its version (${version})`,
    document: estimateDocument(version, 'v1'),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v1beta:estimateCostScenario\` is a version spelt otherwise, no path without one (${version})`,
    document: estimateDocument(version, 'v1beta'),
    errors: [{ path: pathItemAt(version, 'estimate'), message: 'version segment "v1beta" in path "/v1beta:estimateCostScenario" is not /v<N> with N a whole number; use "v1"' }],
  })),
});

/**
 * AWS IoT's `/v2LoggingOptions` beside `/loggingOptions` and `/certificates/{certificateId}` (the
 * first behind a `$ref`): a name in camel case a version marker leads is a resource named for its
 * version, no version segment (`name-led-by-version`), so no other path is told to take `/v2`; a
 * version marker alone (`/v2/logging`) versions the API by URI.
 */
const loggingDocument = (version: string, first: string) => withPathItemBehindRef(version, first, 'first', { get: ok }, { '/loggingOptions': { get: ok }, '/certificates/{certificateId}': { get: ok } });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v2LoggingOptions\` is a name, no version (${version})`, document: loggingDocument(version, '/v2LoggingOptions') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v2/logging\` versions the API, and the paths without it are told so (${version})`,
    document: loggingDocument(version, '/v2/logging'),
    errors: ['/loggingOptions', '/certificates/{certificateId}'].map((key) => ({ path: ['paths', key], message: `path "${key}" is not reached through a version segment; put /v2 in the path ("/v2${key}") or in every server URL` })),
  })),
});

/**
 * Google Admin's `/admin/directory_v1/channels/stop` (behind a `$ref`) beside `/admin/directory/v1/users`:
 * after `admin`, a shared prefix of every path key, `directory_v1` is the API's version written
 * into a word, misspelt, not a path without one; `/admin/directory/v1/channels/stop` passes.
 */
const directoryDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'stop', { post: ok }, { '/admin/directory/v1/users': { get: ok }, '/admin/directory/v1/groups': { get: ok } });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/admin/directory/v1/channels/stop\` is versioned as the rest (${version})`, document: directoryDocument(version, '/admin/directory/v1/channels/stop') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/admin/directory_v1/channels/stop\` misspells the version (${version})`,
    document: directoryDocument(version, '/admin/directory_v1/channels/stop'),
    errors: [{ path: pathItemAt(version, 'stop'), message: 'version segment "directory_v1" in path "/admin/directory_v1/channels/stop" is not /v<N> with N a whole number; use "directory/v1"' }],
  })),
});

/**
 * GoToSocial's `/api/{api_version}/media` (behind a `$ref`, beside `/v1/accounts`): a parameter named for the version right
 * after a name saying the API holds the version, the client filling in `v1` or `v2` where `enum`
 * lists them, so the path is versioned; with no values listed it is told the `/v<N>` it should take.
 * After `assets`, listing nothing, the parameter is an item, and the path is reached through no version.
 */
const apiVersionDocument = (version: string, before: string, values?: readonly string[]) => {
  const listed = values === undefined ? {} : { enum: values };
  const parameter = { name: 'api_version', in: 'path', required: true, ...(version === '2.0' ? { type: 'string', ...listed } : { schema: { type: 'string', ...listed } }) };
  return withPathItemBehindRef(version, `/${before}/{api_version}/media`, 'media', { parameters: [parameter], post: ok }, { '/v1/accounts': { get: ok } });
};
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/api/{api_version}/media\` listing \`v1\`, \`v2\` is versioned (${version}, through a $ref)`, document: apiVersionDocument(version, 'api', ['v1', 'v2']) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `listing nothing, the version parameter is told the /v<N> it should take (${version}, through a $ref)`,
      document: apiVersionDocument(version, 'api'),
      errors: [{ path: pathItemAt(version, 'media'), message: 'version segment "{api_version}" in path "/api/{api_version}/media" is not /v<N> with N a whole number; use "v1"' }],
    },
    {
      name: `after \`assets\`, listing nothing, the parameter is no version (${version}, through a $ref)`,
      document: apiVersionDocument(version, 'assets'),
      errors: [{ path: pathItemAt(version, 'media'), message: 'path "/assets/{api_version}/media" is not reached through a version segment; put /v1 in the path ("/v1/assets/{api_version}/media") or in every server URL' }],
    },
  ]),
});

/**
 * Bencher's registry beside its API: `GET /v2`, `/v2/{name}/blobs/{ref}` and
 * `/v2/{name}/manifests/{reference}` (behind a `$ref`) are the OCI Distribution Specification's
 * layout, whose `v2` the standard fixes (`standards` tagged `root-version`), beside the API's own
 * `/v0/projects`: one version of the API. With one of the layout's names alone under `/v2`, nothing
 * shows the standard, and `v2` differs from the API's `v0`.
 */
const registryDocument = (version: string, paths: Record<string, object>) => withPathItemBehindRef(version, '/v2/{name}/manifests/{reference}', 'manifests', {
  parameters: [parameterOf(version, 'name', 'path'), parameterOf(version, 'reference', 'path')],
  get: ok,
}, { '/v0/projects': { get: ok }, '/v0/projects/{project}': { parameters: [parameterOf(version, 'project', 'path')], get: ok }, '/v2': { get: ok }, ...paths });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the OCI registry's \`/v2/{name}/blobs/{ref}\` and \`/v2/{name}/manifests/{reference}\` beside the API's \`/v0\` (${version}, through a $ref)`,
    document: registryDocument(version, { '/v2/{name}/blobs/{ref}': { parameters: [parameterOf(version, 'name', 'path'), parameterOf(version, 'ref', 'path')], get: ok } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v2/{name}/manifests/{reference}\` alone beside \`/v0\` (${version}, through a $ref)`,
    document: registryDocument(version, {}),
    errors: [
      { path: ['paths', '/v2'], message: 'version segment "v2" in path "/v2" differs from "v0", used elsewhere in the document; use one version across the document' },
      { path: pathItemAt(version, 'manifests'), message: 'version segment "v2" in path "/v2/{name}/manifests/{reference}" differs from "v0", used elsewhere in the document; use one version across the document' },
    ],
  })),
});

/**
 * Oxide's sled agent: `/v2p` (behind a `$ref`), its virtual-to-physical mappings read by GET and
 * written by PUT and DELETE, beside `/artifacts` and `/vmms/{propolis_id}`: a version holds the
 * paths of that version, and nothing is under `v2p`, so it is a name, no version the other paths
 * lack. With a path under it (`/v2p/mappings`) it is a version, its own findings and the others'.
 */
const mappingsDocument = (version: string, pathKey: string) => withPathItemBehindRef(version, pathKey, 'mappings', { get: ok, put: ok, delete: ok }, {
  '/artifacts': { get: ok },
  '/vmms/{propolis_id}': { parameters: [parameterOf(version, 'propolis_id', 'path')], get: ok },
});
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/v2p\` with no path under it is a name, beside \`/artifacts\` (${version}, through a $ref)`, document: mappingsDocument(version, '/v2p') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/v2p/mappings\`, a path under \`v2p\`, makes it a version (${version}, through a $ref)`,
    document: mappingsDocument(version, '/v2p/mappings'),
    errors: [
      { path: pathItemAt(version, 'mappings'), message: 'version segment "v2p" in path "/v2p/mappings" is not /v<N> with N a whole number; use "v2"' },
      { path: ['paths', '/artifacts'], message: /^path "\/artifacts" is not reached through a version segment/ },
      { path: ['paths', '/vmms/{propolis_id}'], message: /^path "\/vmms\/\{propolis_id\}" is not reached through a version segment/ },
    ],
  })),
});

/**
 * Buildomat's `/0/workers` (behind a `$ref`) beside `/1/workers`: a first segment `0` standing where
 * the later bare version number stands, the same name after both, is version 0, and is told to be
 * `v0` as `1` is told `v1`. With no later number beside it (`/0/workers`, `/0/jobs`), a bare 0 is no version.
 */
const generationsDocument = (version: string, zeroName: string, later = true) => withPathItemBehindRef(version, `/0/${zeroName}`, 'old', { get: ok }, later ? { '/1/workers': { get: ok } } : { '/0/jobs': { get: ok } });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/0/workers\` beside \`/0/jobs\` alone: a bare 0 is no version (${version}, through a $ref)`, document: generationsDocument(version, 'workers', false) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `\`/0/workers\` beside \`/1/workers\`: version 0, told \`v0\` (${version}, through a $ref)`,
      document: generationsDocument(version, 'workers'),
      errors: [
        { path: pathItemAt(version, 'old'), message: 'version segment "0" in path "/0/workers" is not /v<N> with N a whole number; use "v0"' },
        { path: ['paths', '/1/workers'], message: 'version segment "1" in path "/1/workers" is not /v<N> with N a whole number; use "v1"' },
      ],
    },
  ]),
});

/**
 * Cromwell's `/api/workflows/{version}/{id}/abort` (behind a `$ref`, beside `/v1/status`): a
 * parameter named for the version, declared with `default: v1`, holds the version the client names,
 * as `/api/workflows/v1/{id}/abort` would; with no default, after `workflows`, it is an item, and the
 * path is reached through no version.
 */
const cromwellDocument = (version: string, fallback?: string) => {
  const declared = fallback === undefined ? {} : { default: fallback };
  const parameter = { name: 'version', in: 'path', required: true, description: 'Cromwell API Version', ...(version === '2.0' ? { type: 'string', ...declared } : { schema: { type: 'string', ...declared } }) };
  return withPathItemBehindRef(version, '/api/workflows/{version}/{id}/abort', 'abort', { parameters: [parameter, parameterOf(version, 'id', 'path')], post: ok }, { '/v1/status': { get: ok } });
};
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{version}\` defaulting to \`v1\` versions the path (${version}, through a $ref)`, document: cromwellDocument(version, 'v1') })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `with no default it is no version (${version}, through a $ref)`,
      document: cromwellDocument(version),
      errors: [{ path: pathItemAt(version, 'abort'), message: 'path "/api/workflows/{version}/{id}/abort" is not reached through a version segment; put /v1 in the path ("/v1/api/workflows/{version}/{id}/abort") or in every server URL' }],
    },
    {
      name: `defaulting to \`1\`, a number no URI version is written as, it is no version (${version}, through a $ref)`,
      document: cromwellDocument(version, '1'),
      errors: [{ path: pathItemAt(version, 'abort'), message: 'path "/api/workflows/{version}/{id}/abort" is not reached through a version segment; put /v1 in the path ("/v1/api/workflows/{version}/{id}/abort") or in every server URL' }],
    },
  ]),
});

/**
 * The D&D 5e SRD API's `/api/2014/monsters` (behind a `$ref`): a year right after a name saying
 * the API is the API's version, by release year, not written `/v<N>`; after another name
 * (`/stats/2014/monsters`) it is no version.
 */
const yearDocument = (version: string, prefix: string) => withPathItemBehindRef(version, `/${prefix}/2014/monsters`, 'monsters', { get: ok });
testRule('path-version-segment', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`/stats/2014/monsters\`: a year after another name is no version (${version}, through a $ref)`, document: yearDocument(version, 'stats') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`/api/2014/monsters\`: a year after \`api\` versions the API, not as /v<N> (${version}, through a $ref)`,
    document: yearDocument(version, 'api'),
    errors: [{ path: pathItemAt(version, 'monsters'), message: /^version segment "2014" in path "\/api\/2014\/monsters" is not \/v<N>/ }],
  })),
});

/**
 * CodersCamp's 2.0 document (its path item behind a `$ref`) whose `host` is SwaggerHub's
 * auto-mocking server, `basePath: /CodersCamp2021/CodersCampAPI/1.0.0`: the mock's path, which
 * spells the document's version its own way, no server of the API's. On the API's own host, the
 * same `basePath` is judged.
 */
const mockedBasePath = (host: string) => ({ swagger: '2.0', info, host, basePath: '/CodersCamp2021/CodersCampAPI/1.0.0', paths: { '/courses': { $ref: '#/x-paths/courses' } }, 'x-paths': { courses: { get: ok } } });
const mockedServer = (host: string) => ({ openapi: '3.1.0', info, servers: [{ url: `https://${host}/CodersCamp2021/CodersCampAPI/1.0.0` }], paths: { '/courses': { $ref: '#/components/pathItems/courses' } }, components: { pathItems: { courses: { get: ok } } } });
testRule('path-version-segment', {
  valid: [
    { name: 'the basePath of SwaggerHub\'s auto-mocking host is the mock\'s (2.0, through a $ref)', document: mockedBasePath('virtserver.swaggerhub.com') },
    { name: 'and a server URL on it (3.1, through a $ref)', document: mockedServer('virtserver.swaggerhub.com') },
  ],
  invalid: [
    {
      name: 'the same basePath on the API\'s own host is judged (2.0, through a $ref)',
      document: mockedBasePath('api.coderscamp.example'),
      errors: [{ path: ['basePath'], message: /^version segment "1\.0\.0" in server URL "\/CodersCamp2021\/CodersCampAPI\/1\.0\.0" is not \/v<N>/ }],
    },
    {
      name: 'and the server URL (3.1, through a $ref)',
      document: mockedServer('api.coderscamp.example'),
      errors: [{ path: ['servers', 0, 'url'], message: /^version segment "1\.0\.0" in server URL "https:\/\/api\.coderscamp\.example\/CodersCamp2021\/CodersCampAPI\/1\.0\.0" is not \/v<N>/ }],
    },
  ],
});
