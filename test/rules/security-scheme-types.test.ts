import { testRule } from '../helpers/rule-tester.js';

const described = { description: 'x' };
const paths = { '/users': { get: { responses: { '200': described } } } };
const allowed = 'use HTTP bearer or basic, OAuth 2.0, OpenID Connect, or an API key in the Authorization header or a query parameter';
const keyAdvice = 'send it as "Authorization: Bearer <API_KEY>" or in a query parameter';

testRule('security-scheme-types', {
  valid: [
    {
      name: 'OAuth 2.0 with 3.2\'s device authorization flow and metadata URL (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths, components: { securitySchemes: { device: { type: 'oauth2', oauth2MetadataUrl: 'https://auth.example.com/.well-known/oauth-authorization-server', flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://auth.example.com/device', tokenUrl: 'https://auth.example.com/token', scopes: {} } } } } } },
    },
    {
      name: 'a token in a path that names the OAuth client is the user\'s token the client manages: `DELETE /applications/{client_id}/grants/{access_token}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/applications/{client_id}/grants/{access_token}': { delete: { parameters: [{ name: 'client_id', in: 'path', required: true, schema: { type: 'string' } }, { $ref: '#/components/parameters/access-token' }], responses: { '204': { description: 'revoked' } } } } },
        components: { parameters: { 'access-token': { name: 'access_token', in: 'path', required: true, schema: { type: 'string' } } } },
      },
    },
    {
      name: 'a token beside the OAuth client in the path (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/applications/{client_id}/grants/{access_token}': { get: { parameters: [{ name: 'client_id', in: 'path', required: true, type: 'string' }, { name: 'access_token', in: 'path', required: true, type: 'string' }], responses: { '200': { description: 'the token' } } } } } },
    },
    {
      name: 'a token beside the OAuth client in the path (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/apps/{clientId}/grants/{accessToken}': { delete: { parameters: [{ name: 'clientId', in: 'path', required: true, schema: { type: 'string' } }, { name: 'accessToken', in: 'path', required: true, schema: { type: 'string' } }], responses: { '204': { description: 'revoked' } } } } } },
    },
    {
      name: 'a gateway\'s routing header declared as a scheme names a host, no secret: `x-rapidapi-host` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { ApiHost: { type: 'apiKey', in: 'header', name: 'x-rapidapi-host' }, ApiKey: { type: 'apiKey', in: 'query', name: 'key' } } } },
    },
    {
      name: 'the API version header declared as a scheme is a setting of the request: `Plaid-Version` (3.1, 2.0)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { plaidVersion: { type: 'apiKey', in: 'header', name: 'Plaid-Version' }, Bearer: { type: 'http', scheme: 'bearer' } } } },
    },
    {
      name: 'a version header declared as a 2.0 scheme',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: {}, securityDefinitions: { version: { type: 'apiKey', in: 'header', name: 'X-API-Version' } } },
    },
    {
      name: 'a password in the path of an operation a declared scheme authenticates is data the call sets: `PUT /connection/logon/{user}/{password}` (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' }, security: [{ basic: [] }],
        paths: { '/connection/logon/{user}/{password}': { put: { parameters: [{ name: 'user', in: 'path', required: true, schema: { type: 'string' } }, { name: 'password', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } },
        components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
      },
    },
    {
      name: 'an API key in the path of an operation its own scheme authenticates (2.0, through a $ref)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, securityDefinitions: { key: { type: 'apiKey', in: 'query', name: 'key' } },
        paths: { '/learnable/{source_api_key}': { $ref: '#/x-paths/learnable' } },
        'x-paths': { learnable: { get: { security: [{ key: [] }], parameters: [{ name: 'source_api_key', in: 'path', required: true, type: 'string' }], responses: { '200': described } } } },
      },
    },
    {
      name: 'an access token in the path of an operation a declared scheme authenticates (3.1)',
      document: {
        openapi: '3.1.0', info: { title: 't', version: '1' },
        paths: { '/feeds/{accessToken}': { get: { security: [{ bearer: [] }], parameters: [{ name: 'accessToken', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    },
    {
      name: 'a key in the path of a document that declares its schemes and applies none is a resource\'s: `/restv2/game/{apiKey}/…` (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, securityDefinitions: { accessToken: { type: 'apiKey', in: 'query', name: 'access_token' }, basic: { type: 'basic' } },
        paths: { '/restv2/game/{apiKey}/scripts': { get: { parameters: [{ name: 'apiKey', in: 'path', required: true, type: 'string' }], responses: { '200': described } } }, '/restv2/games': { get: { responses: { '200': described } } } },
      },
    },
    {
      name: 'schemes declared and applied nowhere, the key behind a $ref (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/game/{apiKey}/config': { get: { parameters: [{ $ref: '#/components/parameters/GameKey' }], responses: { '200': described } } } },
        components: { parameters: { GameKey: { name: 'apiKey', in: 'path', required: true, schema: { type: 'string' } } }, securitySchemes: { jwt: { type: 'http', scheme: 'bearer' } } },
      },
    },
    {
      name: 'schemes declared and applied nowhere (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/game/{api_key}/stats': { get: { parameters: [{ name: 'api_key', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } }, components: { securitySchemes: { oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://example.com/token', scopes: {} } } } } } },
    },
    {
      name: 'a credential in a query string written into the path key is sent as a query parameter: `/users/{userid}/pic?key={APIKEY}` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/users/{userid}/pic?key={APIKEY}': { get: { parameters: [{ name: 'userid', in: 'path', required: true, schema: { type: 'string' } }, { name: 'APIKEY', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'a credential in a written query string (2.0, through a $ref)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/report?token={api_key}': { $ref: '#/x-paths/report' } }, 'x-paths': { report: { get: { parameters: [{ name: 'api_key', in: 'path', required: true, type: 'string' }], responses: { '200': described } } } } },
    },
    {
      name: 'a credential in a written query string (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/feed.json&apikey={apikey}?key={secret_key}': { get: { parameters: [{ name: 'secret_key', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } } },
    },
    {
      name: 'a header carrying a setting of the request declared as a scheme proves no identity: `X-Appwrite-Locale` (3.0)',
      document: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { Locale: { type: 'apiKey', in: 'header', name: 'X-Appwrite-Locale' }, Bearer: { type: 'http', scheme: 'bearer' } } } },
    },
    {
      name: 'a language header as a scheme (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: {}, securityDefinitions: { Lang: { type: 'apiKey', in: 'header', name: 'X-Language' } } },
    },
    {
      name: 'a timezone header as a scheme (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { Tz: { type: 'apiKey', in: 'header', name: 'X-Timezone' } } } },
    },
    {
      name: 'every allowed 3.x scheme (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths: {}
components:
  securitySchemes:
    jwt: {type: http, scheme: bearer, bearerFormat: JWT}
    basic: {type: http, scheme: Basic}
    key_in_authorization: {type: apiKey, in: header, name: authorization}
    key_in_query: {type: apiKey, in: query, name: api_key}
    oauth:
      type: oauth2
      flows:
        clientCredentials: {tokenUrl: 'https://auth.example.com/token', scopes: {}}
    oidc: {type: openIdConnect, openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration'}
`,
    },
    {
      name: 'a key scheme naming its header as a header line, "Authorization: Bearer", the only bearer Swagger 2.0 can declare (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths: {}
securityDefinitions:
  JWTAuthorizer: {type: apiKey, in: header, name: 'Authorization: Bearer'}
`,
    },
    {
      name: 'a header line in lower case, with no space (3.1)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'authorization:bearer' } } } },
    },
    {
      name: 'HTTP bearer in capitals (3.1, JSON)',
      document: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { securitySchemes: { token: { type: 'http', scheme: 'BEARER' } } } },
    },
    {
      name: 'every allowed 2.0 scheme (JSON)',
      document: {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths,
        securityDefinitions: {
          basic: { type: 'basic' },
          key: { type: 'apiKey', in: 'header', name: 'Authorization' },
          query_key: { type: 'apiKey', in: 'query', name: 'key' },
          oauth: { type: 'oauth2', flow: 'application', tokenUrl: 'https://auth.example.com/token', scopes: {} },
        },
      },
    },
    {
      name: 'path parameters that identify a key or a token as a resource, not a credential (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /tokens/{token}:
    parameters: [{name: token, in: path, required: true, schema: {type: string}}]
    delete: {responses: {'204': {description: x}}}
  /agents/{agentNum}/mqtt/client/set/password/{password}:
    parameters:
      - {name: agentNum, in: path, required: true, schema: {type: integer}}
      - {name: password, in: path, required: true, description: The MQTT password the agent uses, schema: {type: string}}
    put: {responses: {'204': {description: x}}}
  /api-keys/{api_key_id}:
    parameters: [{name: api_key_id, in: path, required: true, description: The API key's id, schema: {type: string}}]
    get: {responses: {'200': {description: x}}}
  /keys/{key}:
    parameters: [{name: key, in: path, required: true, description: Name of the signing key, schema: {type: string}}]
    get: {responses: {'200': {description: x}}}
  /secrets/{secretName}:
    parameters: [{name: secretName, in: path, required: true, schema: {type: string}}]
    get: {responses: {'200': {description: x}}}
  /vault/secrets/{secret}:
    parameters: [{name: secret, in: path, required: true, schema: {type: string}}]
    get: {responses: {'200': {description: x}}}
  /apis/{apiId}/apikeys/{id}:
    parameters:
      - {name: apiId, in: path, required: true, schema: {type: string}}
      - {name: id, in: path, required: true, description: The API key ID., schema: {type: string}}
    delete: {responses: {'204': {description: x}}}
  /groups/{groupId}/members:
    parameters: [{name: groupId, in: path, required: true, description: The group ID. The API key must have admin access, schema: {type: string}}]
    get: {responses: {'200': {description: x}}}
  /customers/{customerId}/password/reset-link-token/{resetPasswordLinkToken}:
    parameters:
      - {name: customerId, in: path, required: true, schema: {type: string}}
      - {name: resetPasswordLinkToken, in: path, required: true, schema: {type: string}}
    get: {responses: {'200': {description: x}}}
  /access_token/{access-token-key}:
    parameters: [{name: access-token-key, in: path, required: true, schema: {type: string}}]
    delete: {responses: {'204': {description: x}}}
  /applications/{client_id}/tokens/{access_token}:
    parameters:
      - {name: client_id, in: path, required: true, schema: {type: string}}
      - {name: access_token, in: path, required: true, schema: {type: string}}
    get: {responses: {'200': {description: x}}}
  /CredentialLists/{CredentialListSid}/Credentials/{Sid}:
    parameters:
      - {name: CredentialListSid, in: path, required: true, schema: {type: string}}
      - {name: Sid, in: path, required: true, schema: {type: string}}
    get: {responses: {'200': {description: x}}}
`,
    },
    {
      name: 'a credential in a query parameter, as §5.2 allows (2.0, JSON)',
      document: {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: { '/emails/{email}': { get: { parameters: [{ name: 'api_key', in: 'query', type: 'string', required: true }, { name: 'email', in: 'path', type: 'string', required: true }], responses: { '200': described } } } },
      },
    },
  ],
  invalid: [
    {
      name: 'a header line naming another header than Authorization (2.0)',
      document: { swagger: '2.0', info: { title: 't', version: '1' }, paths: {}, securityDefinitions: { token: { type: 'apiKey', in: 'header', name: 'X-Token: Bearer' } } },
      errors: [{ path: ['securityDefinitions', 'token', 'name'], message: `security scheme "token" sends its API key in header "X-Token: Bearer"; ${keyAdvice}` }],
    },
    {
      name: 'a cookie API key in a 3.2 document (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths, components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } } },
      errors: [{ path: ['components', 'securitySchemes', 'session', 'in'], message: `security scheme "session" sends its API key in a cookie; authentication is per request, not per session: ${keyAdvice}` }],
    },
    {
      name: 'an API key in the path, named so, shared by two operations (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /json/email/{YOUR_API_KEY_HERE}/{email}:
    parameters:
      - {name: YOUR_API_KEY_HERE, in: path, required: true, schema: {type: string}}
      - {name: email, in: path, required: true, schema: {type: string}}
    get: {responses: {'200': {description: x}}}
    post: {responses: {'200': {description: x}}}
`,
      errors: [{ path: ['paths', '/json/email/{YOUR_API_KEY_HERE}/{email}', 'parameters', 0, 'name'], message: `path parameter "YOUR_API_KEY_HERE" of /json/email/{YOUR_API_KEY_HERE}/{email} carries a credential in the path; ${keyAdvice}` }],
    },
    {
      name: 'an access token and a key described as the API key, in the path (2.0, YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /feeds/{accessToken}:
    get:
      parameters: [{name: accessToken, in: path, required: true, type: string}]
      responses: {'200': {description: x}}
  /{key}/quotes:
    get:
      parameters: [{name: key, in: path, required: true, type: string, description: Your API key}]
      responses: {'200': {description: x}}
`,
      errors: [
        { path: ['paths', '/feeds/{accessToken}', 'get', 'parameters', 0, 'name'], message: `path parameter "accessToken" of /feeds/{accessToken} carries a credential in the path; ${keyAdvice}` },
        { path: ['paths', '/{key}/quotes', 'get', 'parameters', 0, 'name'], message: `path parameter "key" of /{key}/quotes carries a credential in the path; ${keyAdvice}` },
      ],
    },
    {
      name: 'a key in the path stays the caller\'s where the only scheme declared is a setting, or where the schemes are applied elsewhere (3.0)',
      document: {
        openapi: '3.0.3', info: { title: 't', version: '1' },
        paths: { '/{api_key}/quotes': { get: { parameters: [{ name: 'api_key', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': described } } } },
        components: { securitySchemes: { Lang: { type: 'apiKey', in: 'header', name: 'X-Language' } } },
      },
      errors: [{ path: ['paths', '/{api_key}/quotes', 'get', 'parameters', 0, 'name'], message: `path parameter "api_key" of /{api_key}/quotes carries a credential in the path; ${keyAdvice}` }],
    },
    {
      name: 'a key in the path of an operation left out of the schemes another operation uses (2.0)',
      document: {
        swagger: '2.0', info: { title: 't', version: '1' }, securityDefinitions: { basic: { type: 'basic' } },
        paths: { '/{api_key}/quotes': { get: { parameters: [{ name: 'api_key', in: 'path', required: true, type: 'string' }], responses: { '200': described } } }, '/accounts': { get: { security: [{ basic: [] }], responses: { '200': described } } } },
      },
      errors: [{ path: ['paths', '/{api_key}/quotes', 'get', 'parameters', 0, 'name'], message: `path parameter "api_key" of /{api_key}/quotes carries a credential in the path; ${keyAdvice}` }],
    },
    {
      name: 'a password after another parameter is still the caller\'s, even where a value set under its own name passes, through a $ref (2.0)',
      document: {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: {
          '/sessions/{user}/{password}': { post: { parameters: [{ name: 'user', in: 'path', required: true, type: 'string' }, { $ref: '#/parameters/Password' }], responses: { '201': { description: 'x' } } } },
          '/devices/{id}/set/password/{password}': { put: { parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }, { $ref: '#/parameters/Password' }], responses: { '204': { description: 'x' } } } },
        },
        parameters: { Password: { name: 'password', in: 'path', required: true, type: 'string' } },
      },
      errors: [{ path: ['parameters', 'Password', 'name'], message: `path parameter "password" of /sessions/{user}/{password} carries a credential in the path; ${keyAdvice}` }],
    },
    {
      name: 'a secret in the path behind a $ref to a shared parameter (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/hooks/{client_secret}/events': { get: { parameters: [{ $ref: '#/components/parameters/ClientSecret' }], responses: { '200': described } } } },
        components: { parameters: { ClientSecret: { name: 'client_secret', in: 'path', required: true, schema: { type: 'string' } } } },
      },
      errors: [{ path: ['components', 'parameters', 'ClientSecret', 'name'], message: `path parameter "client_secret" of /hooks/{client_secret}/events carries a credential in the path; ${keyAdvice}` }],
    },
    {
      name: 'an API key in a cookie and in a custom header (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths: {}
components:
  securitySchemes:
    session: {type: apiKey, in: cookie, name: SESSIONID}
    partner_key: {type: apiKey, in: header, name: X-API-Key}
`,
      errors: [
        { path: ['components', 'securitySchemes', 'session', 'in'], message: `security scheme "session" sends its API key in a cookie; authentication is per request, not per session: ${keyAdvice}` },
        { path: ['components', 'securitySchemes', 'partner_key', 'name'], message: `security scheme "partner_key" sends its API key in header "X-API-Key"; ${keyAdvice}` },
      ],
    },
    {
      name: 'HTTP digest and mutual TLS (3.1, JSON)',
      document: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths,
        components: { securitySchemes: { digest: { type: 'http', scheme: 'digest' }, mtls: { type: 'mutualTLS' } } },
      },
      errors: [
        { path: ['components', 'securitySchemes', 'digest', 'scheme'], message: `security scheme "digest" uses HTTP "digest" authentication; ${allowed}` },
        { path: ['components', 'securitySchemes', 'mtls', 'type'], message: `security scheme "mtls" is of type "mutualTLS"; ${allowed}` },
      ],
    },
    {
      name: 'a 2.0 API key in a custom header (YAML)',
      document: `
swagger: '2.0'
info: {title: t, version: '1'}
paths: {}
securityDefinitions:
  key: {type: apiKey, in: header, name: X-Auth-Token}
`,
      errors: [{ path: ['securityDefinitions', 'key', 'name'], message: `security scheme "key" sends its API key in header "X-Auth-Token"; ${keyAdvice}` }],
    },
    {
      name: 'a scheme behind an internal $ref (3.0, JSON)',
      document: {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths,
        components: { securitySchemes: { cookie_auth: { $ref: '#/components/x-shared/CookieAuth' } }, 'x-shared': { CookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      errors: [{ path: ['components', 'x-shared', 'CookieAuth', 'in'], message: /^security scheme "cookie_auth" sends its API key in a cookie/ }],
    },
    {
      name: 'a scheme in an external file (3.1)',
      document: `
openapi: 3.1.0
info: {title: t, version: '1'}
paths: {}
components:
  securitySchemes:
    ntlm: {$ref: 'security.yaml#/Ntlm'}
`,
      files: { 'security.yaml': 'Ntlm:\n  type: http\n  scheme: negotiate\n' },
      errors: [{ path: ['Ntlm', 'scheme'], file: 'security.yaml', message: `security scheme "ntlm" uses HTTP "negotiate" authentication; ${allowed}` }],
    },
  ],
});

/**
 * E2B's `AuthProviderTeamAuth`, an API key scheme in `X-Team-ID` (behind a `$ref` in 3.x), only ever
 * required beside the bearer scheme that carries the credential, where the document serves teams
 * (`/teams/{teamID}`): the header says which team the call acts for. Required alone somewhere, named
 * for a key (`X-Team-Key`), for a thing the document serves no collection of, or for the caller
 * (`X-Client-ID`, half of a credential), it is the credential.
 */
const teamDocument = (version: string, header: string, requirements: object[], collection = '/teams/{teamID}'): Record<string, unknown> => {
  const team = { type: 'apiKey', in: 'header', name: header };
  const operation = { security: requirements, responses: { '200': described } };
  const teamPaths = { '/sandboxes': { get: operation }, [collection]: { get: operation } };
  return version === '2.0'
    ? { swagger: '2.0', info: { title: 't', version: '1' }, paths: teamPaths, securityDefinitions: { Bearer: { type: 'apiKey', in: 'header', name: 'Authorization' }, Team: team } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info: { title: 't', version: '1' }, paths: teamPaths, components: { securitySchemes: { Bearer: { type: 'http', scheme: 'bearer' }, Team: { $ref: '#/components/x-schemes/Team' } }, 'x-schemes': { Team: team } } };
};
const teamAt = (version: string) => (version === '2.0' ? ['securityDefinitions', 'Team', 'name'] : ['components', 'x-schemes', 'Team', 'name']);
const teamReported = (version: string, header: string) => [{ path: teamAt(version), message: `security scheme "Team" sends its API key in header "${header}"; ${keyAdvice}` }];
testRule('security-scheme-types', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`X-Team-ID\` only ever beside the bearer scheme, beside \`/teams/{teamID}\` (${version})`, document: teamDocument(version, 'X-Team-ID', [{ Bearer: [], Team: [] }]) })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `\`X-Team-ID\` required alone on one requirement (${version})`, document: teamDocument(version, 'X-Team-ID', [{ Bearer: [], Team: [] }, { Team: [] }]), errors: teamReported(version, 'X-Team-ID') },
    { name: `\`X-Team-Key\` beside the bearer scheme (${version})`, document: teamDocument(version, 'X-Team-Key', [{ Bearer: [], Team: [] }]), errors: teamReported(version, 'X-Team-Key') },
    { name: `\`X-Team-ID\` where the document serves no teams (${version})`, document: teamDocument(version, 'X-Team-ID', [{ Bearer: [], Team: [] }], '/projects/{projectId}'), errors: teamReported(version, 'X-Team-ID') },
    { name: `\`X-Client-ID\`, the caller's, beside \`/clients/{clientId}\` (${version})`, document: teamDocument(version, 'X-Client-ID', [{ Bearer: [], Team: [] }], '/clients/{clientId}'), errors: teamReported(version, 'X-Client-ID') },
  ]),
});

/**
 * PodcastIndex's schemes (behind a `$ref` in 3.x): `X-Auth-Key` carries the key, and `X-Auth-Date`
 * (the time the request's signature covers) and `User-Agent` (the client's product) are declared as
 * API key schemes only so that each requirement lists them: what the request says of itself
 * (`setting-header-words`), no credential. `X-Auth-Key` in its own header is judged.
 */
const podcastDocument = (version: string, header: string) => teamDocument(version, header, [{ Bearer: [], Team: [] }], '/podcasts/{id}');
testRule('security-scheme-types', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => ['X-Auth-Date', 'User-Agent', 'X-Request-Timestamp'].map((header) => ({ name: `\`${header}\` declared as a scheme (${version})`, document: podcastDocument(version, header) }))),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`X-Auth-Key\` (${version})`, document: podcastDocument(version, 'X-Auth-Key'), errors: teamReported(version, 'X-Auth-Key') })),
});
