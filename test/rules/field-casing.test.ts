import { testRule } from '../helpers/rule-tester.js';
import { callbackDocument, parameterOf, pathItemAt, referencedAnswer, schemaAt, schemaDocument, withPathItemBehindRef, withSchemas } from '../helpers/path-item-documents.js';

const info = { title: 't', version: '1' };
const noContent = { '204': { description: 'done' } };

testRule('field-casing', {
  valid: [
    {
      name: 'a stream whose items (itemSchema) are snake_case, and a tag hierarchy (3.2)',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, tags: [{ name: 'events', kind: 'nav' }, { name: 'orderEvents', parent: 'events' }], paths: { '/events': { get: { responses: { '200': { description: 'events', content: { 'text/event-stream': { itemSchema: { type: 'object', properties: { event_type: { type: 'string' }, occurred_at: { type: 'string' } } } } } } } } } } },
    },
    {
      name: 'the keys of a property named `properties` are the users\' own names: Notion\'s database columns `Author`, `Status` in a snake_case API (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: {
        Database: { type: 'object', properties: { created_time: { type: 'string' }, properties: { type: 'object', properties: { Author: { type: 'object' }, Status: { type: 'object' } } } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
    },
    {
      name: 'the keys of a map are data, not field names: `additionalProperties` with examples keyed `Publishing/Release Date`, `Author` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/databases': { get: { responses: { '200': { description: 'one', schema: { $ref: '#/definitions/Columns' } } } } } }, definitions: {
        Columns: { type: 'object', additionalProperties: { type: 'string' }, example: { 'Publishing/Release Date': '2020', Author: 'Ann' } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } },
    },
    {
      name: 'the same in 3.1, with `patternProperties` keyed by camera model: `^MV[0-9]+`',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: {
        VideoSettings: { type: 'object', patternProperties: { '^MV[0-9]+': { type: 'object' } }, examples: [{ MV12WE: {} }] },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
    },
    {
      name: 'a SCIM 2.0 error keeps the names SCIM fixes: `scimType` in a snake_case API (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: {
        'scim-error': { type: 'object', properties: { schemas: { type: 'array', items: { type: 'string' } }, status: { type: 'integer' }, scimType: { type: 'string' }, detail: { type: 'string' }, documentation_url: { type: 'string' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
    },
    {
      name: 'a SCIM list in 2.0, reached through a $ref: `totalResults`, `itemsPerPage`',
      document: { swagger: '2.0', info, paths: { '/scim/Users': { get: { responses: { '200': { description: 'users', schema: { $ref: '#/definitions/UserList' } } } } } }, definitions: {
        UserList: { type: 'object', properties: { schemas: { type: 'array', items: { type: 'string' } }, totalResults: { type: 'integer' }, itemsPerPage: { type: 'integer' }, Resources: { type: 'array', items: { type: 'object' } } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } },
    },
    {
      name: 'a SCIM user in 3.1: `userName`, `externalId`',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: {
        ScimUser: { type: 'object', properties: { schemas: { type: 'array', items: { type: 'string' } }, userName: { type: 'string' }, externalId: { type: 'string' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
    },
    {
      name: 'the query parameters SCIM 2.0 spells, under a scim segment: `excludedAttributes`, `startIndex` in a snake_case API (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/scim/v2/Users': { get: { parameters: [{ name: 'excludedAttributes', in: 'query', schema: { type: 'string' } }, { name: 'startIndex', in: 'query', schema: { type: 'integer' } }], responses: noContent } },
          '/users': { get: { parameters: [{ name: 'per_page', in: 'query', schema: { type: 'integer' } }, { name: 'sort_order', in: 'query', schema: { type: 'string' } }, { name: 'created_after', in: 'query', schema: { type: 'string' } }], responses: noContent } },
        },
      },
    },
    {
      name: 'the keys of an object of headers are the headers\' own names (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/messages': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } }, responses: noContent } } },
        components: { schemas: { Message: { type: 'object', properties: { from_email: { type: 'string' }, reply_to_name: { type: 'string' }, headers: { type: 'object', properties: { 'Reply-To': { type: 'string' }, 'X-Mailer': { type: 'string' } } } } } } },
      },
    },
    {
      name: 'response and mail headers objects, in 2.0 and 3.1',
      document: {
        swagger: '2.0', info, paths: {},
        definitions: { Sent: { type: 'object', properties: { message_id: { type: 'string' }, mail_headers: { type: 'object', properties: { 'Content-Type': { type: 'string' }, 'Message-ID': { type: 'string' } } } } } },
      },
    },
    {
      name: 'an object of HTTP headers in 3.1',
      document: {
        openapi: '3.1.0', info, paths: {},
        components: { schemas: { Capture: { type: 'object', properties: { status_code: { type: 'integer' }, responseHeaders: { type: 'object', properties: { 'Cache-Control': { type: 'string' }, ETag: { type: 'string' } } } } } } },
      },
    },
    {
      name: 'names that respell as themselves, placeholders and labels with signs (`win_%`) are not judged (3.0)',
      document: {
        openapi: '3.0.3',
        info,
        paths: {
          '/avatars': { get: { parameters: [{ name: '{field_name}', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { '16x16': { type: 'string' }, '1_clicks': { type: 'string' }, 'win_%': { type: 'string' }, '+1': { type: 'integer' },  avatar_url: { type: 'string' }, display_name: { type: 'string' } } } } } } } } },
        },
      },
    },
    {
      name: 'a name joined by `@` to what another format says of it (`keyStorePassword@TypeHint`) is not judged (2.0, and 3.1 through a $ref)',
      document: {
        swagger: '2.0', info,
        paths: { '/system/config': { get: { parameters: [{ name: 'keyStorePassword', in: 'query', type: 'string' }, { name: 'keyStorePassword@TypeHint', in: 'query', type: 'string' }, { name: 'serviceRanking', in: 'query', type: 'integer' }], responses: { '200': { description: 'ok' } } } } },
      },
    },
    {
      name: 'a type hint after `@` in a schema reached through a $ref (3.1)',
      document: {
        openapi: '3.1.0', info, paths: { '/pages': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } }, responses: noContent } } },
        components: { schemas: { Page: { type: 'object', properties: { pageTitle: { type: 'string' }, 'pageTitle@TypeHint': { type: 'string' }, '@type': { type: 'string' } } } } },
      },
    },
    {
      name: 'all snake_case (3.0, YAML)',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /users:
    get:
      parameters:
        - {name: page_size, in: query, schema: {type: integer}}
        - {name: X-Request-Id, in: header, schema: {type: string}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  first_name: {type: string}
                  id: {type: string}
                  _links: {type: object}
`,
    },
    {
      name: 'all camelCase (2.0, JSON)',
      document: {
        swagger: '2.0', info,
        paths: { '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', type: 'integer' }], responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/User' } } } } } },
        definitions: { User: { type: 'object', properties: { firstName: { type: 'string' }, userID: { type: 'string' }, name: { type: 'string' } } } },
      },
    },
    {
      name: 'single-word names fit either style (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users': { get: { responses: noContent } } }, components: { schemas: { User: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: ['string', 'null'] } } } } } },
    },
    {
      name: 'configured camelCase with camelCase names (3.0)',
      options: { casing: 'camelCase' },
      document: { openapi: '3.0.3', info, paths: { '/users': { get: { responses: noContent } } }, components: { schemas: { User: { type: 'object', properties: { firstName: { type: 'string' }, id: { type: 'string' } } } } } },
    },
    {
      name: 'an embedded Swagger document keeps the field names of its format, nested ones too (3.0, YAML)',
      options: { casing: 'snake_case' },
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /specs:
    get:
      responses:
        '200':
          description: the API's own Swagger document
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Spec'}
components:
  schemas:
    Spec:
      type: object
      properties:
        swagger: {type: string}
        basePath: {type: string}
        securityDefinitions: {type: object}
        info:
          type: object
          properties:
            termsOfService: {type: string}
        x-tagGroups: {type: array}
    Stream:
      type: object
      properties:
        stream_name: {type: string}
`,
    },
    {
      name: 'a schema for schemas in a snake_case API, its fields JSON Schema\'s keywords: `{type, additionalProperties, allOf, minLength}` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/schema': { get: { responses: { '200': { description: 'the configuration schema', content: { 'application/json': { schema: { $ref: '#/components/schemas/ConfigSchemaResponse' } } } } } } } },
        components: { schemas: {
          ConfigSchemaResponse: { type: 'object', properties: { config_schema: { $ref: '#/components/schemas/OpenApiSchema' }, other_schemas: { type: 'object', additionalProperties: { $ref: '#/components/schemas/OpenApiSchema' } } } },
          OpenApiSchema: { type: 'object', properties: { type: { type: 'string' }, description: { type: 'string' }, additionalProperties: { type: 'boolean' }, allOf: { type: 'array', items: { type: 'object' } }, minLength: { type: 'integer' }, readOnly: { type: 'boolean' } } },
        } },
      },
    },
    {
      name: 'the same in 3.1, inline',
      document: { openapi: '3.1.0', info, paths: { '/agent_schema': { get: { responses: { '200': { description: 'a schema', content: { 'application/json': { schema: { type: 'object', properties: { oneOf: { type: 'array' }, anyOf: { type: 'array' }, uniqueItems: { type: 'boolean' }, maxItems: { type: 'integer' } } } } } } } } } }, components: { schemas: { Agent: { type: 'object', properties: { agent_name: { type: 'string' }, created_at: { type: 'string' } } } } } },
    },
    {
      name: 'the same in 2.0',
      document: { swagger: '2.0', info, paths: {}, definitions: { JsonSchema: { type: 'object', properties: { additionalProperties: { type: 'boolean' }, minProperties: { type: 'integer' }, maxProperties: { type: 'integer' }, properties: { type: 'object' } } }, Agent: { type: 'object', properties: { agent_name: { type: 'string' }, created_at: { type: 'string' } } } } },
    },
    {
      name: 'a set of CSS declarations in a snake_case API spells CSS\'s property names: `{background-color, font-size, color}` (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/pages': { get: { responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Page' } } } } } }, definitions: {
        Page: { type: 'object', properties: { page_id: { type: 'integer' }, edit_url: { type: 'string' }, css: { $ref: '#/definitions/CSSAttribute' } } },
        CSSAttribute: { type: 'object', properties: { 'background-color': { type: 'string' }, 'font-size': { type: 'string' }, color: { type: 'string' }, 'border-width': { type: 'string' } } },
      } },
    },
    {
      name: 'the same in 3.0 and inline',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { Page: { type: 'object', properties: { page_id: { type: 'integer' }, edit_url: { type: 'string' }, style: { type: 'object', properties: { 'font-family': { type: 'string' }, 'font-weight': { type: 'string' }, height: { type: 'string' } } } } } } } },
    },
    {
      name: 'the same in 3.1',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { Banner: { type: 'object', properties: { banner_id: { type: 'integer' }, created_at: { type: 'string' } } }, Style: { type: 'object', properties: { 'text-align': { type: 'string' }, 'line-height': { type: 'string' }, 'z-index': { type: 'integer' } } } } } },
    },
    {
      name: 'an OAuth 2.0 token answer in a camelCase API, and extension fields (2.0, JSON)',
      document: {
        swagger: '2.0', info,
        paths: { '/oauth/token': { post: { parameters: [{ name: 'body', in: 'body', schema: { type: 'object', properties: { grant_type: { type: 'string' }, client_id: { type: 'string' } } } }], responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Token' } } } } } },
        definitions: {
          Token: { type: 'object', properties: { access_token: { type: 'string' }, token_type: { type: 'string' }, expires_in: { type: 'integer' }, refresh_token: { type: 'string' } } },
          User: { type: 'object', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, 'x-internal-ref': { type: 'string' } } },
        },
      },
    },
    {
      name: 'the parameters of an OAuth 2.0 authorization request in a camelCase API, through $refs (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/oauth/authorize': { get: { parameters: [{ $ref: '#/components/parameters/ResponseType' }, { $ref: '#/components/parameters/ClientId' }, { name: 'redirect_uri', in: 'query', schema: { type: 'string' } }, { name: 'code_challenge', in: 'query', schema: { type: 'string' } }], responses: { '302': { description: 'to the client' } } } },
          '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', schema: { type: 'integer' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { firstName: { type: 'string' } } } } } } } } },
        },
        components: { parameters: { ResponseType: { name: 'response_type', in: 'query', schema: { type: 'string' } }, ClientId: { name: 'client_id', in: 'query', schema: { type: 'string' } } } },
      },
    },
    {
      name: 'the authorization response at the client\'s redirect endpoint in a camelCase API: `GET /github/callback?code&state&error_description` (3.0)',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/github/callback': { get: { parameters: ['code', 'state', 'error', 'error_description', 'error_uri'].map((name) => ({ name, in: 'query', schema: { type: 'string' } })), responses: { '302': { description: 'to the app' } } } },
          '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', schema: { type: 'integer' } }, { name: 'sortOrder', in: 'query', schema: { type: 'string' } }, { name: 'pageToken', in: 'query', schema: { type: 'string' } }], responses: { '204': { description: 'ok' } } } },
        },
      },
    },
    {
      name: 'the authorization response at a redirect endpoint, through a $ref (2.0)',
      document: {
        swagger: '2.0', info,
        paths: { '/oauth/callback': { get: { parameters: [{ name: 'code', in: 'query', type: 'string' }, { name: 'state', in: 'query', type: 'string' }, { $ref: '#/parameters/ErrorDescription' }], responses: { '302': { description: 'to the app' } } } }, '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', type: 'integer' }, { name: 'sortOrder', in: 'query', type: 'string' }], responses: { '204': { description: 'ok' } } } } },
        parameters: { ErrorDescription: { name: 'error_description', in: 'query', type: 'string' } },
      },
    },
    {
      name: 'the authorization response at a redirect endpoint (3.1)',
      document: {
        openapi: '3.1.0', info,
        paths: { '/login/callback': { get: { parameters: ['code', 'state', 'error_uri'].map((name) => ({ name, in: 'query', schema: { type: 'string' } })), responses: { '302': { description: 'to the app' } } } }, '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', schema: { type: 'integer' } }, { name: 'sortOrder', in: 'query', schema: { type: 'string' } }], responses: { '204': { description: 'ok' } } } } },
      },
    },
    {
      name: 'the bearer token query parameter of RFC 6750 in a camelCase API: `access_token` (3.0, through a $ref)',
      document: {
        openapi: '3.0.3', info,
        paths: { '/users': { get: { parameters: [{ $ref: '#/components/parameters/AccessToken' }, { name: 'pageSize', in: 'query', schema: { type: 'integer' } }, { name: 'pageToken', in: 'query', schema: { type: 'string' } }, { name: 'sortOrder', in: 'query', schema: { type: 'string' } }], responses: { '204': { description: 'ok' } } } } },
        components: { parameters: { AccessToken: { name: 'access_token', in: 'query', schema: { type: 'string' } } } },
      },
    },
    {
      name: 'a token request in the query in a camelCase API (2.0)',
      document: {
        swagger: '2.0', info,
        paths: { '/token': { post: { parameters: [{ name: 'grant_type', in: 'query', type: 'string' }, { name: 'refresh_token', in: 'query', type: 'string' }], responses: { '200': { description: 'ok', schema: { type: 'object', properties: { expiresAt: { type: 'string' }, tokenValue: { type: 'string' }, scopeList: { type: 'string' } } } } } } } },
      },
    },
    {
      name: 'an OpenID Connect authentication request (3.1)',
      document: {
        openapi: '3.1.0', info,
        paths: { '/connect/authorize': { get: { parameters: ['response_type', 'client_id', 'redirect_uri', 'scope', 'nonce', 'login_hint', 'ui_locales'].map((name) => ({ name, in: 'query', schema: { type: 'string' } })), responses: { '302': { description: 'to the client' } } } } },
        components: { schemas: { Profile: { type: 'object', properties: { displayName: { type: 'string' }, givenName: { type: 'string' } } } } },
      },
    },
    {
      name: 'an underscore between two numbers separates digits, not words: `availableLanguagesIso639_1` in a camelCase API (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { About: { type: 'object', properties: { availableLanguagesIso639_1: { type: 'string' }, createdAt: { type: 'string' }, pageTitle: { type: 'string' } } } } } },
    },
    {
      name: 'the same in 2.0 through a $ref',
      document: { swagger: '2.0', info, paths: { '/about': { get: { responses: { '200': { description: 'about', schema: { $ref: '#/definitions/About' } } } } } }, definitions: { About: { type: 'object', properties: { countryIso3166_1: { type: 'string' }, createdAt: { type: 'string' }, pageTitle: { type: 'string' } } } } },
    },
    {
      name: 'and in 3.1: `subdivisionIso3166_2`',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { About: { type: 'object', properties: { subdivisionIso3166_2: { type: 'string' }, createdAt: { type: 'string' }, pageTitle: { type: 'string' } } } } } },
    },
  ],
  invalid: [
    {
      name: 'a record of the API\'s own with a few of JSON Schema\'s keywords among its fields is the API\'s: `{fontSize, minLength, maxLength, multipleOf, …}` (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: {
        Field: { type: 'object', properties: { font_size: { type: 'integer' }, fontColor: { type: 'string' }, minLength: { type: 'integer' }, maxLength: { type: 'integer' }, multipleOf: { type: 'number' }, display_type: { type: 'string' }, true_text: { type: 'string' }, false_text: { type: 'string' }, border_width: { type: 'integer' }, option_list: { type: 'array' } } },
      } } },
      errors: [
        { path: ['components', 'schemas', 'Field', 'properties', 'fontColor'], message: 'field "fontColor" is camelCase; this API uses snake_case: "font_color"' },
        { path: ['components', 'schemas', 'Field', 'properties', 'minLength'], message: 'field "minLength" is camelCase; this API uses snake_case: "min_length"' },
        { path: ['components', 'schemas', 'Field', 'properties', 'maxLength'], message: 'field "maxLength" is camelCase; this API uses snake_case: "max_length"' },
        { path: ['components', 'schemas', 'Field', 'properties', 'multipleOf'], message: 'field "multipleOf" is camelCase; this API uses snake_case: "multiple_of"' },
      ],
    },
    {
      name: 'one CSS name among a record\'s own fields is the API\'s: `{banner_id, created_at, background-color}` (3.1)',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { Banner: { type: 'object', properties: { banner_id: { type: 'integer' }, created_at: { type: 'string' }, 'background-color': { type: 'string' }, link_url: { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Banner', 'properties', 'background-color'], message: 'field "background-color" is kebab-case; this API uses snake_case: "background_color"' }],
    },
    {
      name: 'a property declared in `properties` is a field name whatever characters it holds: `First Name` beside `Author`, a slash aside (2.0, through a $ref)',
      document: { swagger: '2.0', info, paths: { '/databases': { get: { responses: { '200': { description: 'one', schema: { $ref: '#/definitions/Columns' } } } } } }, definitions: {
        Columns: { type: 'object', properties: { 'First Name': { type: 'string' }, 'Publishing/Release Date': { type: 'string' }, Author: { type: 'string' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } },
      errors: [
        { path: ['definitions', 'Columns', 'properties', 'First Name'], message: /^field "First Name" is .*; this API uses snake_case: "first_name"$/ },
        { path: ['definitions', 'Columns', 'properties', 'Author'], message: 'field "Author" is PascalCase; this API uses snake_case: "author"' },
      ],
    },
    ...[['3.0', '3.0.3'], ['3.1', '3.1.0']].map(([version, openapi]) => ({
      name: `the same in ${version ?? ''}: camera models declared as properties, \`MV12WE\` beside \`MV12/MV22/MV72\``,
      document: { openapi, info, paths: {}, components: { schemas: {
        VideoSettings: { type: 'object', properties: { 'MV12/MV22/MV72': { type: 'object' }, MV12WE: { type: 'object' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
      errors: [{ path: ['components', 'schemas', 'VideoSettings', 'properties', 'MV12WE'], message: 'field "MV12WE" is UPPER_CASE; this API uses snake_case: "mv12_we"' }],
    })),
    {
      name: 'a stream item (itemSchema) with a camelCase field among snake_case ones (3.2)',
      fixed: 'breaking',
      document: { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/events': { get: { responses: { '200': { description: 'events', content: { 'application/jsonl': { itemSchema: { type: 'object', properties: { event_type: { type: 'string' }, occurred_at: { type: 'string' }, orderId: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/events', 'get', 'responses', '200', 'content', 'application/jsonl', 'itemSchema', 'properties', 'orderId'], message: 'field "orderId" is camelCase; this API uses snake_case: "order_id"' }],
    },
    {
      name: 'keys that are all field-like names stay judged beside no data key: `AuthorName` in a snake_case API (3.1)',
      fixed: 'breaking',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: {
        Columns: { type: 'object', properties: { AuthorName: { type: 'string' }, created_at: { type: 'string' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
      errors: [{ path: ['components', 'schemas', 'Columns', 'properties', 'AuthorName'], message: 'field "AuthorName" is PascalCase; this API uses snake_case: "author_name"' }],
    },
    {
      name: 'a schema with `schemas` but no attribute only SCIM names is judged: `displayName` in a snake_case API (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: {
        Catalog: { type: 'object', properties: { schemas: { type: 'array', items: { type: 'string' } }, displayName: { type: 'string' } } },
        Repo: { type: 'object', properties: { full_name: { type: 'string' }, created_at: { type: 'string' }, open_issues: { type: 'integer' } } },
      } } },
      errors: [{ path: ['components', 'schemas', 'Catalog', 'properties', 'displayName'], message: 'field "displayName" is camelCase; this API uses snake_case: "display_name"' }],
    },
    {
      name: 'an underscore between numbers stays where camelCase needs it in the respelling: `language_iso_639_1` in a camelCase API (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { Page: { type: 'object', properties: { pageTitle: { type: 'string' }, createdAt: { type: 'string' }, language_iso_639_1: { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Page', 'properties', 'language_iso_639_1'], message: 'field "language_iso_639_1" is snake_case; this API uses camelCase: "languageIso639_1"' }],
    },
    {
      name: 'a marker `@` in front leaves the name judged: `@Page_title` (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { Page: { type: 'object', properties: { pageTitle: { type: 'string' }, createdAt: { type: 'string' }, '@Page_title': { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Page', 'properties', '@Page_title'], message: 'field "@Page_title" is mixed; this API uses camelCase: "@pageTitle"' }],
    },
    {
      name: 'a Django field lookup is not snake_case: `weight__lte` (3.1)',
      fixed: 'breaking',
      document: { openapi: '3.1.0', info, paths: { '/devices': { get: { parameters: [{ name: 'weight__lte', in: 'query', schema: { type: 'integer' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { device_name: { type: 'string' }, rack_id: { type: 'string' } } } } } } } } } } },
      errors: [{ path: ['paths', '/devices', 'get', 'parameters', 0, 'name'], message: 'parameter "weight__lte" is mixed; this API uses snake_case: "weight_lte"' }],
    },
    {
      name: 'an acronym keeps its letters in the respelling: userIDs, imageURLs, IMDBid (3.1, through a $ref)',
      fixed: 'breaking',
      document: {
        openapi: '3.1.0', info,
        paths: { '/movies': { get: { parameters: [{ name: 'IMDBid', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Movie' } } } } } } } },
        components: { schemas: { Movie: { type: 'object', properties: { movie_title: { type: 'string' }, release_year: { type: 'integer' }, run_time: { type: 'integer' }, userIDs: { type: 'array', items: { type: 'string' } }, imageURLs: { type: 'array', items: { type: 'string' } } } } } },
      },
      errors: [
        { path: ['paths', '/movies', 'get', 'parameters', 0, 'name'], message: 'parameter "IMDBid" is PascalCase; this API uses snake_case: "imdb_id"' },
        { path: ['components', 'schemas', 'Movie', 'properties', 'userIDs'], message: 'field "userIDs" is camelCase; this API uses snake_case: "user_ids"' },
        { path: ['components', 'schemas', 'Movie', 'properties', 'imageURLs'], message: 'field "imageURLs" is camelCase; this API uses snake_case: "image_urls"' },
      ],
    },
    {
      name: 'beside an OAuth 2.0 request\'s parameters the API\'s own are judged, and OAuth names elsewhere are the API\'s (3.0)',
      fixed: 'breaking',
      document: {
        openapi: '3.0.3', info,
        paths: {
          '/oauth/authorize': { get: { parameters: [{ name: 'response_type', in: 'query', schema: { type: 'string' } }, { name: 'client_id', in: 'query', schema: { type: 'string' } }, { name: 'tenant_name', in: 'query', schema: { type: 'string' } }], responses: { '302': { description: 'to the client' } } } },
          '/apps': { get: { parameters: [{ name: 'redirect_uri', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { appName: { type: 'string' }, ownerId: { type: 'string' }, createdAt: { type: 'string' } } } } } } } } },
        },
      },
      errors: [
        { path: ['paths', '/oauth/authorize', 'get', 'parameters', 2, 'name'], message: 'parameter "tenant_name" is snake_case; this API uses camelCase: "tenantName"' },
        { path: ['paths', '/apps', 'get', 'parameters', 0, 'name'], message: 'parameter "redirect_uri" is snake_case; this API uses camelCase: "redirectUri"' },
      ],
    },
    {
      name: 'fields below a header\'s value, and an object merely named like headers, are still the API\'s (3.0)',
      fixed: 'breaking',
      document: {
        openapi: '3.0.3', info, paths: {},
        components: { schemas: { Mail: { type: 'object', properties: { sent_at: { type: 'string' }, headers: { type: 'object', properties: { 'Reply-To': { type: 'object', properties: { displayName: { type: 'string' } } } } }, headers_summary: { type: 'object', properties: { total_count: { type: 'integer' } } } } } } },
      },
      errors: [{ path: ['components', 'schemas', 'Mail', 'properties', 'headers', 'properties', 'Reply-To', 'properties', 'displayName'], message: 'field "displayName" is camelCase; this API uses snake_case: "display_name"' }],
    },
    {
      name: 'a field named like one of another format outside such a document is judged (3.1, JSON)',
      document: {
        openapi: '3.1.0', info, paths: {},
        components: { schemas: { Deployment: { type: 'object', properties: { base_path: { type: 'string' }, created_at: { type: 'string' }, basePath: { type: 'string' }, access_token: { type: 'string' } } } } },
      },
      errors: [{ path: ['components', 'schemas', 'Deployment', 'properties', 'basePath'], message: 'field "basePath" is camelCase; this API uses snake_case: "base_path"' }],
    },
    {
      name: 'a camelCase outlier in a snake_case API, behind a $ref (3.0)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /tasks:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Task'}
components:
  schemas:
    Task:
      type: object
      properties:
        created_at: {type: string}
        updated_at: {type: string}
        dueDate: {type: string}
`,
      errors: [{ path: ['components', 'schemas', 'Task', 'properties', 'dueDate'], message: 'field "dueDate" is camelCase; this API uses snake_case: "due_date"' }],
    },
    {
      name: 'a snake_case query parameter in a camelCase API (2.0)',
      fixed: 'breaking',
      document: {
        swagger: '2.0', info,
        paths: { '/users': { get: { parameters: [{ name: 'page_size', in: 'query', type: 'integer' }], responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/User' } } } } } },
        definitions: { User: { type: 'object', properties: { firstName: { type: 'string' }, lastName: { type: 'string' } } } },
      },
      errors: [{ path: ['paths', '/users', 'get', 'parameters', 0, 'name'], message: 'parameter "page_size" is snake_case; this API uses camelCase: "pageSize"' }],
    },
    {
      name: 'configured snake_case overrides the majority (3.1)',
      fixed: 'breaking',
      options: { casing: 'snake_case' },
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { User: { type: 'object', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, nick_name: { type: 'string' } } } } } },
      errors: [
        { path: ['components', 'schemas', 'User', 'properties', 'firstName'], messageId: 'configured', message: 'field "firstName" is camelCase; the configured casing is snake_case: "first_name"' },
        { path: ['components', 'schemas', 'User', 'properties', 'lastName'], messageId: 'configured' },
      ],
    },
    {
      name: 'kebab-case and PascalCase fit neither style (3.0)',
      fixed: 'breaking',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { User: { type: 'object', properties: { 'first-name': { type: 'string' }, LastName: { type: 'string' } } } } } },
      errors: [
        { path: ['components', 'schemas', 'User', 'properties', 'first-name'], messageId: 'mixed', message: 'field "first-name" is kebab-case; use snake_case ("first_name") or camelCase ("firstName")' },
        { path: ['components', 'schemas', 'User', 'properties', 'LastName'], messageId: 'mixed' },
      ],
    },
    {
      name: 'nested and array item properties, in an external file (3.0)',
      fixed: 'breaking',
      document: `
openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /orders:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/Order'}
`,
      files: {
        'schemas.yaml': `
Order:
  type: object
  properties:
    order_id: {type: string}
    line_items:
      type: array
      items:
        type: object
        properties:
          unit_price: {type: number}
          productName: {type: string}
`,
      },
      errors: [{ path: ['Order', 'properties', 'line_items', 'items', 'properties', 'productName'], file: 'schemas.yaml', message: 'field "productName" is camelCase; this API uses snake_case: "product_name"' }],
    },
  ],
});

/** A record a standard fixes whole (`standards.record-names`): its names are the standard's, whatever the API's casing. */
const nftAttribute = { type: 'object', properties: { trait_type: { type: 'string' }, value: { type: 'string' } } };
const typedData = { type: 'object', properties: { primaryType: { type: 'string' }, types: { type: 'object', properties: { EIP712Domain: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, type: { type: 'string' } } } } }, additionalProperties: true } } };
const nftMetadata = { type: 'object', properties: { tokenId: { type: 'string' }, contractAddress: { type: 'string' }, attributes: { type: 'array', items: { $ref: '#/components/schemas/NftMetadataAttribute' } } } };
testRule('field-casing', {
  valid: [
    { name: 'a token metadata attribute `{trait_type, value}` in a camelCase API (3.0, through a $ref)', document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { NftMetadata: nftMetadata, NftMetadataAttribute: nftAttribute } } } },
    { name: 'EIP-712\'s `EIP712Domain` among the types of typed data (3.1)', document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { SignTypedData: typedData, Scan: { type: 'object', properties: { requestId: { type: 'string' }, chainNetwork: { type: 'string' } } } } } } },
    { name: 'the same in 2.0', document: { swagger: '2.0', info, paths: {}, definitions: { SignTypedData: typedData, NftAttribute: nftAttribute, Scan: { type: 'object', properties: { requestId: { type: 'string' }, chainNetwork: { type: 'string' } } } } } },
  ],
  invalid: [
    {
      name: 'a record of the API\'s own with a name of the standard among others is judged: `{trait_type, value, createdAt}` (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { NftMetadata: nftMetadata, Trait: { type: 'object', properties: { trait_type: { type: 'string' }, value: { type: 'string' }, createdAt: { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Trait', 'properties', 'trait_type'], message: 'field "trait_type" is snake_case; this API uses camelCase: "traitType"' }],
    },
    {
      name: 'the standard\'s other names without its marker are the API\'s: `{display_type, max_value}` (2.0)',
      document: { swagger: '2.0', info, paths: {}, definitions: { Scan: { type: 'object', properties: { requestId: { type: 'string' }, chainNetwork: { type: 'string' }, createdAt: { type: 'string' } } }, Gauge: { type: 'object', properties: { display_type: { type: 'string' }, max_value: { type: 'number' } } } } },
      errors: [
        { path: ['definitions', 'Gauge', 'properties', 'display_type'], message: 'field "display_type" is snake_case; this API uses camelCase: "displayType"' },
        { path: ['definitions', 'Gauge', 'properties', 'max_value'], message: 'field "max_value" is snake_case; this API uses camelCase: "maxValue"' },
      ],
    },
    {
      name: 'a PascalCase name no standard fixes is the API\'s (3.1)',
      document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { Scan: { type: 'object', properties: { requestId: { type: 'string' }, chainNetwork: { type: 'string' } } }, Types: { type: 'object', properties: { DomainInfo: { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Types', 'properties', 'DomainInfo'], message: 'field "DomainInfo" is PascalCase; this API uses camelCase: "domainInfo"' }],
    },
  ],
});

/** A GraphQL request (GraphQL over HTTP, §Request Parameters): `operationName` is the specification's, whatever the API's casing. */
const graphqlRequest = { type: 'object', required: ['query'], properties: { query: { type: 'string' }, operationName: { type: 'string' }, variables: { type: 'object', nullable: true } } };
const snakeRecord = { type: 'object', properties: { source_id: { type: 'string' }, created_at: { type: 'string' }, display_name: { type: 'string' } } };
const graphqlPath = (body: object) => ({ '/graphql': { post: { requestBody: { content: { 'application/json': { schema: body } } }, responses: { '200': { description: 'the response' } } } } });
testRule('field-casing', {
  valid: [
    { name: 'a GraphQL request `{query, operationName, variables}` in a snake_case API (3.0, through a $ref)', document: { openapi: '3.0.3', info, paths: graphqlPath({ $ref: '#/components/schemas/GraphQLRequest' }), components: { schemas: { Source: snakeRecord, GraphQLRequest: graphqlRequest } } } },
    { name: 'the same in 3.1, with `extensions`', document: { openapi: '3.1.0', info, paths: graphqlPath({ ...graphqlRequest, properties: { ...graphqlRequest.properties, variables: { type: ['object', 'null'] }, extensions: { type: 'object' } } }), components: { schemas: { Source: snakeRecord } } } },
    { name: 'the same in 2.0', document: { swagger: '2.0', info, paths: {}, definitions: { Source: snakeRecord, GraphQLRequest: { ...graphqlRequest, properties: { query: { type: 'string' }, operationName: { type: 'string' }, variables: { type: 'object' } } } } } },
  ],
  invalid: ['2.0', '3.0', '3.1'].map((version) => {
    const schemas = { Source: snakeRecord, Request: { type: 'object', properties: { query: { type: 'string' }, operationName: { type: 'string' }, variables: { type: 'object' }, pageSize: { type: 'integer' } } } };
    const pointer = [...schemaAt(version, 'Request'), 'properties'];
    return {
      name: `a record of the API's own with GraphQL's names among others is judged: \`{query, operationName, variables, pageSize}\` (${version})`,
      document: schemaDocument(version, {}, schemas),
      errors: [
        { path: [...pointer, 'operationName'], message: 'field "operationName" is camelCase; this API uses snake_case: "operation_name"' },
        { path: [...pointer, 'pageSize'], message: 'field "pageSize" is camelCase; this API uses snake_case: "page_size"' },
      ],
    };
  }),
});

/** The form fields of an S3 upload by POST a service hands its client (S3 POST Object): S3's spelling, whatever the API's casing. */
const s3Upload = { type: 'object', properties: { action: { type: 'string' }, key: { type: 'string' }, acl: { type: 'string' }, AWSAccessKeyId: { type: 'string' }, Policy: { type: 'string' }, Signature: { type: 'string' }, 'Content-Type': { type: 'string' } } };
testRule('field-casing', {
  valid: [
    { name: 'S3 upload form fields handed to the client in a snake_case API (3.0, through a $ref)', document: { openapi: '3.0.3', info, paths: { '/uploads': { post: { responses: { '200': { description: 'where to upload', content: { 'application/json': { schema: { type: 'object', properties: { upload_url: { type: 'string' }, upload_fields: { $ref: '#/components/schemas/UploadParameters' } } } } } } } } } }, components: { schemas: { Video: snakeRecord, UploadParameters: s3Upload } } } },
    { name: 'the same in 2.0', document: { swagger: '2.0', info, paths: {}, definitions: { Video: snakeRecord, UploadParameters: s3Upload } } },
    { name: 'and in 3.1, the fields alone', document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { Video: snakeRecord, UploadForm: { type: 'object', properties: { key: { type: 'string' }, Policy: { type: 'string' }, Signature: { type: 'string' }, AWSAccessKeyId: { type: 'string' } } } } } } },
  ],
  invalid: [
    {
      name: 'a record of the API\'s own with one of S3\'s names among its own is judged: `{video_id, AWSAccessKeyId, upload_url}` (3.0)',
      document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { Video: snakeRecord, Upload: { type: 'object', properties: { video_id: { type: 'string' }, AWSAccessKeyId: { type: 'string' }, upload_url: { type: 'string' } } } } } },
      errors: [{ path: ['components', 'schemas', 'Upload', 'properties', 'AWSAccessKeyId'], message: /^field "AWSAccessKeyId" is PascalCase/ }],
    },
  ],
});

/** OpenID Connect's Address Claim (§5.1.1): its members are the standard's snake_case names, whatever the API's casing. */
const addressClaim = { type: 'object', properties: { formatted: { type: 'string' }, street_address: { type: 'string' }, locality: { type: 'string' }, region: { type: 'string' }, postal_code: { type: 'string' }, country: { type: 'string' } } };
const camelRecord = { type: 'object', properties: { accountId: { type: 'string' }, createdAt: { type: 'string' }, displayName: { type: 'string' } } };
testRule('field-casing', {
  valid: [
    { name: 'the Address Claim in a camelCase API (3.0, through a $ref)', document: { openapi: '3.0.3', info, paths: {}, components: { schemas: { Account: { ...camelRecord, properties: { ...camelRecord.properties, address: { $ref: '#/components/schemas/address_claim' } } }, address_claim: addressClaim } } } },
    { name: 'the same in 2.0', document: { swagger: '2.0', info, paths: {}, definitions: { Account: camelRecord, address_claim: addressClaim } } },
    { name: 'the same in 3.1, fewer of its members', document: { openapi: '3.1.0', info, paths: {}, components: { schemas: { Account: camelRecord, Address: { type: 'object', properties: { street_address: { type: 'string' }, postal_code: { type: 'string' } } } } } } },
  ],
  invalid: ['2.0', '3.0', '3.1'].map((version) => {
    const schemas = { Account: camelRecord, Address: { type: 'object', properties: { postal_code: { type: 'string' }, locality: { type: 'string' } } } };
    return {
      name: `its other members without its marker \`street_address\` are the API's (${version})`,
      document: version === '2.0' ? { swagger: '2.0', info, paths: {}, definitions: schemas } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: {}, components: { schemas } },
      errors: [{ path: [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Address', 'properties', 'postal_code'], message: 'field "postal_code" is snake_case; this API uses camelCase: "postalCode"' }],
    };
  }),
});

/**
 * DIF Presentation Exchange's and GNAP's (RFC 9635) records: the standards spell their members in
 * snake_case, whatever the API's casing; a record of the API's own with one of those names is the API's.
 */
const presentationDefinition = { type: 'object', properties: { id: { type: 'string' }, purpose: { type: 'string' }, input_descriptors: { type: 'array', items: { $ref: '#/x-descriptor' } }, submission_requirements: { type: 'array', items: { type: 'object' } } } };
const gnapAccessToken = { type: 'object', properties: { value: { type: 'string' }, manage: { type: 'string' }, expires_in: { type: 'integer' }, access: { type: 'array', items: { type: 'object' } } } };
const grantResponse = { type: 'object', properties: { access_token: { $ref: '#/x-token' }, continue: { type: 'object', properties: { access_token: { type: 'object', properties: { value: { type: 'string' } } }, uri: { type: 'string' }, wait: { type: 'integer' } } } } };
const standardsDocument = (version: string, records: Record<string, unknown>) => {
  const schemas = { Account: camelRecord, ...records };
  const located = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const text = JSON.stringify(schemas).replaceAll('#/x-descriptor', located('Account')).replaceAll('#/x-token', located('AccessToken'));
  const resolved = JSON.parse(text) as Record<string, unknown>;
  return version === '2.0' ? { swagger: '2.0', info, paths: {}, definitions: resolved } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: {}, components: { schemas: resolved } };
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `a Presentation Exchange definition in a camelCase API, its descriptors through a $ref (${version})`, document: standardsDocument(version, { PresentationDefinition: presentationDefinition }) },
    { name: `a GNAP grant response and access token, the token through a $ref (${version})`, document: standardsDocument(version, { GrantResponse: grantResponse, AccessToken: gnapAccessToken }) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a record of the API's own with \`input_descriptors\` and a name no standard gives it (${version})`,
    document: standardsDocument(version, { Verification: { type: 'object', properties: { input_descriptors: { type: 'array', items: { type: 'object' } }, verifierName: { type: 'string' } } } }),
    errors: [{ path: [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Verification', 'properties', 'input_descriptors'], message: 'field "input_descriptors" is snake_case; this API uses camelCase: "inputDescriptors"' }],
  })),
});

/** An OpenID provider's metadata repeated by the API (`{success, issuer, authorization_endpoint, …}`) spells the standard's names. */
const providerMetadata = { type: 'object', properties: { success: { type: 'boolean' }, issuer: { type: 'string' }, authorization_endpoint: { type: 'string' }, token_endpoint: { type: 'string' }, jwks_uri: { type: 'string' } } };
const oidcDocument = (version: string, test: object) => {
  const user = { type: 'object', properties: { userId: { type: 'string' }, displayName: { type: 'string' }, createdAt: { type: 'string' }, updatedAt: { type: 'string' }, emailAddress: { type: 'string' }, lastLogin: { type: 'string' }, isAdmin: { type: 'boolean' } } };
  const answer = (schema: object) => (version === '2.0' ? { description: 'ok', schema } : { description: 'ok', content: { 'application/json': { schema } } });
  const paths = { '/users/{userId}': { get: { responses: { '200': answer({ $ref: version === '2.0' ? '#/definitions/User' : '#/components/schemas/User' }) } } }, '/security/oidc/test': { post: { responses: { '200': answer({ $ref: version === '2.0' ? '#/definitions/OidcTest' : '#/components/schemas/OidcTest' }) } } } };
  return version === '2.0'
    ? { swagger: '2.0', info, paths, definitions: { User: user, OidcTest: test } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas: { User: user, OidcTest: test } } };
};
const schemasAt = (version: string) => (version === '2.0' ? ['definitions'] : ['components', 'schemas']);
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a camelCase API's OpenID connection test answering the provider's endpoints, through a $ref (${version})`,
      document: oidcDocument(version, providerMetadata),
    },
    {
      // The NDHM gateway's `OpenIdConfiguration` at `/.well-known/openid-configuration`: the key set's address alone.
      name: `a discovery document of one metadata name, \`{jwks_uri}\` (${version})`,
      document: oidcDocument(version, { type: 'object', properties: { jwks_uri: { type: 'string', format: 'uri' } } }),
    },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `two of the standard's names among a record's own fields are the API's (${version})`,
      document: oidcDocument(version, { type: 'object', properties: { issuer: { type: 'string' }, token_endpoint: { type: 'string' }, clientName: { type: 'string' }, createdAt: { type: 'string' } } }),
      errors: [{ path: [...schemasAt(version), 'OidcTest', 'properties', 'token_endpoint'], message: 'field "token_endpoint" is snake_case; this API uses camelCase: "tokenEndpoint"' }],
    },
    {
      name: `one metadata name beside a name of the API's own (${version})`,
      document: oidcDocument(version, { type: 'object', properties: { jwks_uri: { type: 'string' }, keyRotation: { type: 'string' } } }),
      errors: [{ path: [...schemasAt(version), 'OidcTest', 'properties', 'jwks_uri'], message: 'field "jwks_uri" is snake_case; this API uses camelCase: "jwksUri"' }],
    },
  ]),
});

/**
 * Better Auth's `/callback/{id}`: a client's redirect endpoint (it takes `code`, `state` and `error`)
 * receives what the authorization server sends, in the query and, by the form_post response mode,
 * in the body; a provider's own `device_id` there is the server's name, not the API's.
 */
const redirectQuery = (withError: boolean) => ['code', 'state', ...(withError ? ['error'] : []), 'device_id'].map((name) => ({ name, in: 'query', type: 'string' }));
const camelPaths = { '/users': { get: { parameters: [{ name: 'pageSize', in: 'query', type: 'integer' }, { name: 'sortOrder', in: 'query', type: 'string' }], responses: noContent } } };
function redirectDocument(version: string, withError: boolean): Record<string, unknown> {
  const query = version === '2.0' ? redirectQuery(withError) : redirectQuery(withError).map(({ type, ...parameter }) => ({ ...parameter, schema: { type } }));
  const form = { type: 'object', properties: { device_id: { type: 'string' }, code: { type: 'string' } } };
  const post = version === '2.0'
    ? { consumes: ['application/x-www-form-urlencoded'], parameters: [...query, { name: 'device_id', in: 'formData', type: 'string' }], responses: noContent }
    : { parameters: query, requestBody: { content: { 'application/x-www-form-urlencoded': { schema: form } } }, responses: noContent };
  const item = { get: { parameters: query, responses: noContent }, post };
  const paths = { ...(version === '2.0' ? camelPaths : { '/users': { get: { parameters: camelPaths['/users'].get.parameters.map(({ type, ...parameter }) => ({ ...parameter, schema: { type } })), responses: noContent } } }), '/callback/{id}': { $ref: version === '2.0' ? '#/x-paths/callback' : '#/components/pathItems/callback' } };
  const withId = { ...item, parameters: [{ name: 'id', in: 'path', required: true, ...(version === '2.0' ? { type: 'string' } : { schema: { type: 'string' } }) }] };
  return version === '2.0'
    ? { swagger: '2.0', info, paths, 'x-paths': { callback: withId } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { pathItems: { callback: withId } } };
}
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a redirect endpoint's query and form body name what the authorization server sends: \`device_id\` beside \`code\`, \`state\`, \`error\` (${version}, through a $ref)`,
    document: redirectDocument(version, true),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `without the response's error parameter, \`code\` and \`state\` alone make no redirect endpoint: \`device_id\` is the API's (${version})`,
    document: redirectDocument(version, false),
    errors: version === '2.0'
      ? [{ path: ['x-paths', 'callback', 'get', 'parameters', '2', 'name'], message: /parameter "device_id" is snake_case/ }, { path: ['x-paths', 'callback', 'post', 'parameters', '2', 'name'], message: /parameter "device_id" is snake_case/ }]
      : [
        { path: ['components', 'pathItems', 'callback', 'get', 'parameters', '2', 'name'], message: /parameter "device_id" is snake_case/ },
        { path: ['components', 'pathItems', 'callback', 'post', 'parameters', '2', 'name'], message: /parameter "device_id" is snake_case/ },
        { path: ['components', 'pathItems', 'callback', 'post', 'requestBody', 'content', 'application/x-www-form-urlencoded', 'schema', 'properties', 'device_id'], message: /field "device_id" is snake_case/ },
      ],
  })),
});

/**
 * An OpenID provider's redirect to the app (`GET /auth/azure-oauth-redirect?code&state&session_state`,
 * a LoopBack authentication service): `session_state` is what OpenID Connect Session Management 1.0
 * §2 adds to the authorization response, spelt by the standard; another snake_case name there is the API's.
 */
const camelUsers = (version: string) => ({ '/users': { get: { parameters: ['pageSize', 'sortOrder'].map((name) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } })), responses: noContent } } });
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`session_state\` beside \`code\` and \`state\` at a redirect endpoint (${version}, through a $ref)`,
    document: callbackDocument(version, ['code', 'state', 'session_state'], { responses: noContent }, camelUsers(version)),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`session_id\` there is the API's own name (${version})`,
    document: callbackDocument(version, ['code', 'state', 'session_id'], { responses: noContent }, camelUsers(version)),
    errors: [{ path: [...pathItemAt(version, 'callback'), 'parameters', '3', 'name'], message: 'parameter "session_id" is snake_case; this API uses camelCase: "sessionId"' }],
  })),
});

/**
 * A SPARQL endpoint of a camelCase API (RDF4J's `PUT /repositories/{repositoryID}/transactions/{transactionID}`):
 * `using-graph-uri` beside `update` is what SPARQL 1.1 Protocol §2.2 names the update's dataset,
 * spelt by the standard; a parameter of the API's own in kebab-case there, or the standard's name
 * alone, is the API's.
 */
function sparqlDocument(version: string, names: readonly string[], otherPaths: Record<string, object> = {}): Record<string, unknown> {
  const parameters = names.map((name) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } }));
  return withPathItemBehindRef(version, '/repositories/{repositoryId}/statements', 'statements', { post: { parameters, responses: noContent } }, { ...camelUsers(version), ...otherPaths });
}
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `SPARQL's \`update\`, \`using-graph-uri\` and \`using-named-graph-uri\` in a camelCase API (${version}, through a $ref)`,
    document: sparqlDocument(version, ['update', 'using-graph-uri', 'using-named-graph-uri', 'baseUri']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`insert-graph-uri\` beside them is the API's own, and \`using-graph-uri\` alone no SPARQL operation (${version})`,
    document: sparqlDocument(version, ['update', 'using-graph-uri', 'insert-graph-uri'], { '/repositories/{repositoryId}/size': { get: { parameters: [version === '2.0' ? { name: 'using-graph-uri', in: 'query', type: 'string' } : { name: 'using-graph-uri', in: 'query', schema: { type: 'string' } }], responses: noContent } } }),
    errors: [
      { path: [...pathItemAt(version, 'statements'), 'post', 'parameters', '2', 'name'], message: 'parameter "insert-graph-uri" is kebab-case; this API uses camelCase: "insertGraphUri"' },
      { path: ['paths', '/repositories/{repositoryId}/size', 'get', 'parameters', '0', 'name'], message: 'parameter "using-graph-uri" is kebab-case; this API uses camelCase: "usingGraphUri"' },
    ],
  })),
});

/** OpenCode's `GET /find` answers ripgrep's matches as `rg --json` prints them, the match a $ref away. */
const ripgrepMatch = { type: 'object', properties: { path: { $ref: '#/x-text' }, lines: { $ref: '#/x-text' }, line_number: { type: 'integer' }, absolute_offset: { type: 'integer' }, submatches: { type: 'array', items: { type: 'object' } } } };
const ripgrepDocument = (version: string, match: object) => {
  const located = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const schemas = JSON.parse(JSON.stringify({ Account: camelRecord, Text: { type: 'object', properties: { text: { type: 'string' } } }, Match: match }).replaceAll('#/x-text', located('Text'))) as Record<string, unknown>;
  const answer = { $ref: located('Match') };
  const paths = { '/find': { get: { responses: { '200': version === '2.0' ? { description: 'matches', schema: { type: 'array', items: answer } } : { description: 'matches', content: { 'application/json': { schema: { type: 'array', items: answer } } } } } } } };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: schemas } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas } };
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `ripgrep's match record in a camelCase API (${version})`, document: ripgrepDocument(version, ripgrepMatch) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a record of the API's own with \`line_number\` and a name ripgrep does not write (${version})`,
    document: ripgrepDocument(version, { type: 'object', properties: { line_number: { type: 'integer' }, absolute_offset: { type: 'integer' }, fileName: { type: 'string' } } }),
    errors: [
      { path: [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Match', 'properties', 'line_number'], message: 'field "line_number" is snake_case; this API uses camelCase: "lineNumber"' },
      { path: [...(version === '2.0' ? ['definitions'] : ['components', 'schemas']), 'Match', 'properties', 'absolute_offset'], message: 'field "absolute_offset" is snake_case; this API uses camelCase: "absoluteOffset"' },
    ],
  })),
});

/**
 * Okta's OpenID application settings: a client's registration (RFC 7591, OpenID Connect Dynamic
 * Client Registration), the credentials another provider issued (`{client_id, client_secret}`) and
 * a JSON Web Key (RFC 7517), each behind a $ref from a camelCase record, spell the standards' names.
 */
const clientRegistration = { type: 'object', properties: { application_type: { type: 'string' }, client_uri: { type: 'string' }, consent_method: { type: 'string' }, grant_types: { type: 'array', items: { type: 'string' } }, logo_uri: { type: 'string' }, redirect_uris: { type: 'array', items: { type: 'string' } }, response_types: { type: 'array', items: { type: 'string' } } } };
const clientCredentials = { type: 'object', properties: { client_id: { type: 'string' }, client_secret: { type: 'string' } } };
const jsonWebKey = { type: 'object', properties: { kid: { type: 'string' }, kty: { type: 'string' }, alg: { type: 'string' }, use: { type: 'string' }, key_ops: { type: 'array', items: { type: 'string' } }, n: { type: 'string' }, e: { type: 'string' }, 'x5t#S256': { type: 'string' }, createdAt: { type: 'string' }, expiresAt: { type: 'string' } } };
const registrationDocument = (version: string, records: Record<string, object>) => {
  const located = (name: string) => (version === '2.0' ? `#/definitions/${name}` : `#/components/schemas/${name}`);
  const app = { type: 'object', properties: { appName: { type: 'string' }, createdAt: { type: 'string' }, ...Object.fromEntries(Object.keys(records).map((name) => [`${name.charAt(0).toLowerCase()}${name.slice(1)}`, { $ref: located(name) }])) } };
  const schemas = { Account: camelRecord, App: app, ...records };
  const answer = { $ref: located('App') };
  const paths = { '/apps/{appId}': { get: { responses: { '200': version === '2.0' ? { description: 'the app', schema: answer } : { description: 'the app', content: { 'application/json': { schema: answer } } } } } } };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: schemas } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas } };
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a client's registration with an addition of the API's written as the registry writes them, the credentials another provider issued, and a JSON Web Key, each through a $ref in a camelCase API (${version})`,
    document: registrationDocument(version, { Settings: clientRegistration, Credentials: clientCredentials, SigningKey: jsonWebKey }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a record of the API's own with two of a registration's names among its own is judged (${version})`,
      document: registrationDocument(version, { Credentials: { type: 'object', properties: { autoKeyRotation: { type: 'boolean' }, client_id: { type: 'string' }, client_secret: { type: 'string' }, pkce_required: { type: 'boolean' } } } }),
      errors: ['client_id', 'client_secret', 'pkce_required'].map((field) => ({ path: [...schemasAt(version), 'Credentials', 'properties', field], message: new RegExp(`^field "${field}" is snake_case; this API uses camelCase`) })),
    },
    {
      name: `one name of a key's beside the API's own is judged (${version})`,
      document: registrationDocument(version, { SigningKey: { type: 'object', properties: { key_ops: { type: 'array', items: { type: 'string' } }, keyName: { type: 'string' } } } }),
      errors: [{ path: [...schemasAt(version), 'SigningKey', 'properties', 'key_ops'], message: 'field "key_ops" is snake_case; this API uses camelCase: "keyOps"' }],
    },
  ]),
});

/**
 * Appsemble's SAML assertion consumer service and its OpenID userinfo: the form fields of SAML's
 * HTTP POST binding (`SAMLResponse`, `RelayState`) and an end-user's standard claims
 * (`email_verified` among `sub`, `name`, `email`, `picture`) are spelt by the standards, each
 * behind a $ref from a camelCase record; a record of the API's own with one claim among its own
 * names is judged.
 */
const samlForm = { type: 'object', properties: { RelayState: { type: 'string' }, SAMLResponse: { type: 'string' } } };
const userInfo = { type: 'object', properties: { sub: { type: 'string' }, name: { type: 'string' }, picture: { type: 'string' }, email: { type: 'string' }, email_verified: { type: 'boolean' }, subscribed: { type: 'boolean' } } };
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `SAML's binding fields and an end-user's standard claims, each through a $ref in a camelCase API (${version})`,
    document: registrationDocument(version, { Assertion: samlForm, Profile: userInfo }),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `a member record of the API's own with one claim among its own names is judged (${version})`,
      document: registrationDocument(version, { Member: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' }, email_verified: { type: 'boolean' }, role: { type: 'string' }, app: { type: 'object' }, avatar: { type: 'string' } } } }),
      errors: [{ path: [...schemasAt(version), 'Member', 'properties', 'email_verified'], message: 'field "email_verified" is snake_case; this API uses camelCase: "emailVerified"' }],
    },
    {
      name: `a SAML field beside a field of the API's own is judged (${version})`,
      document: registrationDocument(version, { Assertion: { type: 'object', properties: { RelayState: { type: 'string' }, returnTo: { type: 'string' } } } }),
      errors: [{ path: [...schemasAt(version), 'Assertion', 'properties', 'RelayState'], message: 'field "RelayState" is PascalCase; this API uses camelCase: "relayState"' }],
    },
  ]),
});

/**
 * Veramo's DIDComm messages and their attachments: the headers DIDComm Messaging v2 spells in
 * snake_case (`created_time`, `from_prior`, `media_type`, `lastmod_time`) are the standard's, each
 * record behind a $ref in a camelCase API. A record of the API's own whose only names of the
 * standard are single words (`{id, type, body, created_at}`) keeps nothing of it: judged.
 */
const didcommMessage = { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string' }, from: { type: 'string' }, to: { type: 'array', items: { type: 'string' } }, thid: { type: 'string' }, created_time: { type: 'string' }, expires_time: { type: 'string' }, from_prior: { type: 'string' }, body: { type: 'object' }, next: { type: 'string' } } };
const didcommAttachment = { type: 'object', properties: { id: { type: 'string' }, description: { type: 'string' }, filename: { type: 'string' }, media_type: { type: 'string' }, format: { type: 'string' }, lastmod_time: { type: 'string' }, byte_count: { type: 'integer' }, data: { type: 'object' } } };
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a DIDComm message and an attachment of one, each through a $ref in a camelCase API (${version})`,
    document: registrationDocument(version, { Message: didcommMessage, Attachment: didcommAttachment }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a record of the API's own with the standard's single words only is judged (${version})`,
    document: registrationDocument(version, { Note: { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string' }, body: { type: 'string' }, created_at: { type: 'string' } } } }),
    errors: [{ path: [...schemasAt(version), 'Note', 'properties', 'created_at'], message: 'field "created_at" is snake_case; this API uses camelCase: "createdAt"' }],
  })),
});

/**
 * An issuer's certificate written as an XML element: `Certificate` holds `CertificateData` and
 * `IssuedTo`, elements in PascalCase, their leaves XML attributes in camelCase (`xml: {attribute: true}`).
 */
const xmlCertificate = {
  type: 'object',
  xml: { name: 'Certificate' },
  properties: {
    CertificateData: { type: 'object', properties: { Examination: { type: 'object', properties: { month: { type: 'string', xml: { attribute: true } }, resultDate: { type: 'string', xml: { attribute: true } } } } } },
    IssuedTo: { type: 'object', properties: { Person: { type: 'object', properties: { name: { type: 'string', xml: { attribute: true } } } } } },
  },
};
const xmlCertificateWithoutAttributes = { type: 'object', xml: { name: 'Certificate' }, properties: { CertificateData: { type: 'object', properties: { month: { type: 'string' } } }, IssuedTo: { type: 'string' } } };

/**
 * `POST /certificates` of `version` sending a camelCase JSON request and answering the named
 * schema `Certificate` as `mediaType`, through a `$ref`.
 */
function certificateDocument(version: string, certificate: object, mediaType: string): Record<string, unknown> {
  const request = { type: 'object', properties: { txnId: { type: 'string' }, certificateParameters: { type: 'object', properties: { fullName: { type: 'string' }, rollNumber: { type: 'string' } } } } };
  const answer = { $ref: `#/${schemaAt(version, 'Certificate').join('/')}` };
  const post = version === '2.0'
    ? { consumes: ['application/json'], produces: [mediaType], parameters: [{ name: 'body', in: 'body', required: true, schema: request }], responses: { '200': { description: 'the certificate', schema: answer } } }
    : { requestBody: { content: { 'application/json': { schema: request } } }, responses: { '200': { description: 'the certificate', content: { [mediaType]: { schema: answer } } } } };
  return schemaDocument(version, { '/certificates': { post } }, { Certificate: certificate });
}
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an XML element, XML attributes among its parts' properties, answered as application/xml only, names what XML names in a camelCase API (${version})`,
    document: certificateDocument(version, xmlCertificate, 'application/xml'),
  })),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    {
      name: `the same element answered as JSON names JSON fields: judged (${version})`,
      document: certificateDocument(version, xmlCertificate, 'application/json'),
      errors: [
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'CertificateData'], message: 'field "CertificateData" is PascalCase; this API uses camelCase: "certificateData"' },
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'CertificateData', 'properties', 'Examination'], message: 'field "Examination" is PascalCase; this API uses camelCase: "examination"' },
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'IssuedTo'], message: 'field "IssuedTo" is PascalCase; this API uses camelCase: "issuedTo"' },
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'IssuedTo', 'properties', 'Person'], message: 'field "Person" is PascalCase; this API uses camelCase: "person"' },
      ],
    },
    {
      name: `an XML name with no attribute anywhere says too little: judged (${version})`,
      document: certificateDocument(version, xmlCertificateWithoutAttributes, 'application/xml'),
      errors: [
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'CertificateData'], message: 'field "CertificateData" is PascalCase; this API uses camelCase: "certificateData"' },
        { path: [...schemaAt(version, 'Certificate'), 'properties', 'IssuedTo'], message: 'field "IssuedTo" is PascalCase; this API uses camelCase: "issuedTo"' },
      ],
    },
  ]),
});

/** A query parameter named `name`, in 2.0 inline and in 3.x through a $ref to components.parameters. */
const queryDocument = (version: string, names: readonly string[]) => {
  const parameterOf = (name: string) => (version === '2.0' ? { name, in: 'query', type: 'integer' } : { name, in: 'query', schema: { type: 'integer' } });
  if (version === '2.0') return { swagger: '2.0', info, paths: { '/documents': { post: { parameters: names.map(parameterOf), responses: noContent } } } };
  const parameters = Object.fromEntries(names.map((name, index) => [`P${index}`, parameterOf(name)]));
  return { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { '/documents': { post: { parameters: names.map((_, index) => ({ $ref: `#/components/parameters/P${index}` })), responses: noContent } } }, components: { parameters } };
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a stray space at the end of a one-word name leaves one word: \`name \` (${version}${version === '2.0' ? '' : ', through a $ref'})`,
    document: queryDocument(version, ['name ', 'runs']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a stray space at the end of a name hides no casing: \`latex-runs \` is kebab-case (${version}${version === '2.0' ? '' : ', through a $ref'})`,
    document: queryDocument(version, ['latex-runs ', 'runs']),
    errors: [{ path: version === '2.0' ? ['paths', '/documents', 'post', 'parameters', '0', 'name'] : ['components', 'parameters', 'P0', 'name'], message: 'parameter "latex-runs " is kebab-case; use snake_case ("latex_runs") or camelCase ("latexRuns")' }],
  })),
});

/**
 * Plaid's `UnofficialCurrencyCodeList`, a `type: string` schema listing the codes it takes as
 * `properties` (`ADA`, `BTC`): properties apply to objects only, so they name no field of any body.
 */
const currencyAnswer = (version: string, codeList: object) => schemaDocument(version, { '/currencies': { get: { responses: { '200': referencedAnswer(version, 'Currency', 'the currency') } } } }, {
  Currency: { type: 'object', properties: { iso_currency_code: { type: 'string' }, unofficial_currency_code: { $ref: `#/${schemaAt(version, 'UnofficialCurrencyCodeList').join('/')}` } } },
  UnofficialCurrencyCodeList: codeList,
});
const codes = { ADA: { type: 'string', description: 'Cardano' }, BTC: { type: 'string', description: 'Bitcoin' } };
testRule('field-casing', {
  valid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({ name: `the properties of a \`type: string\` schema name no field: Plaid's currency codes, through a $ref (${version})`, document: currencyAnswer(version, { type: 'string', properties: codes }) })),
    { name: 'nor of a schema typed `[string, null]` (3.1)', document: currencyAnswer('3.1', { type: ['string', 'null'], properties: codes }) },
  ],
  invalid: [
    ...['2.0', '3.0', '3.1'].map((version) => ({
      name: `the same properties on an object are its fields (${version})`,
      document: currencyAnswer(version, { type: 'object', properties: codes }),
      errors: ['ADA', 'BTC'].map((code) => ({ path: [...schemaAt(version, 'UnofficialCurrencyCodeList'), 'properties', code], message: new RegExp(`^field "${code}" is UPPER_CASE; this API uses snake_case`) })),
    })),
    {
      name: 'and on an array, whose items they describe one level too high (3.1)',
      document: currencyAnswer('3.1', { type: 'array', items: { type: 'object' }, properties: codes }),
      errors: ['ADA', 'BTC'].map((code) => ({ path: ['components', 'schemas', 'UnofficialCurrencyCodeList', 'properties', code], message: new RegExp(`^field "${code}" is UPPER_CASE`) })),
    },
    {
      name: 'and on a schema typed `[object, null]` (3.1)',
      document: currencyAnswer('3.1', { type: ['object', 'null'], properties: codes }),
      errors: ['ADA', 'BTC'].map((code) => ({ path: ['components', 'schemas', 'UnofficialCurrencyCodeList', 'properties', code], message: new RegExp(`^field "${code}" is UPPER_CASE`) })),
    },
  ],
});

/**
 * Casdoor's `DeviceAuthResponse`, the answer of a device authorization endpoint (RFC 8628 §3.2),
 * `{device_code, user_code, verification_uri, expires_in, interval}` in a camelCase API, the
 * response behind a `$ref`: the standard spells it, `device_code` its marker. A record adding a
 * name of its own is the API's.
 */
const deviceAuthDocument = (version: string, extra: Record<string, object> = {}) => schemaDocument(version, {
  '/device-auth': { post: { responses: { '200': referencedAnswer(version, 'DeviceAuthResponse', 'the codes') } } },
  '/users': { get: { responses: { '200': referencedAnswer(version, 'User', 'a user') } } },
}, {
  DeviceAuthResponse: { type: 'object', properties: { device_code: { type: 'string' }, user_code: { type: 'string' }, verification_uri: { type: 'string' }, expires_in: { type: 'integer' }, interval: { type: 'integer' }, ...extra } },
  User: { type: 'object', properties: { displayName: { type: 'string' }, createdTime: { type: 'string' }, signupApplication: { type: 'string' }, lastSigninTime: { type: 'string' }, isAdmin: { type: 'boolean' }, avatarType: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' } } },
});
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `RFC 8628's device authorization response in a camelCase API (${version}, through a $ref)`, document: deviceAuthDocument(version) })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `a name of the API's own beside them makes the record the API's (${version}, through a $ref)`,
    document: deviceAuthDocument(version, { deviceName: { type: 'string' } }),
    errors: ['device_code', 'user_code', 'verification_uri', 'expires_in'].map((name) => ({ path: [...schemaAt(version, 'DeviceAuthResponse'), 'properties', name], message: new RegExp(`^field "${name}" is snake_case; this API uses camelCase`) })),
  })),
});

/**
 * Typesense's `GET /collections` (behind a `$ref`) takes `getCollectionsParameters`, an object in
 * the query, style `form` and exploded by default: OpenAPI 3 sends it as its properties
 * (`?exclude_fields=…&limit=10`), so its name never travels and only they are judged. In
 * `deepObject` style, or not exploded, the name travels (`?getCollectionsParameters[limit]=10`), and
 * a Swagger 2.0 query parameter always sends its name.
 */
const objectQueryDocument = (version: string, sending: Record<string, unknown> = {}) => {
  const parameter = version === '2.0'
    ? { name: 'getCollectionsParameters', in: 'query', type: 'string' }
    : { name: 'getCollectionsParameters', in: 'query', ...sending, schema: { type: 'object', properties: { exclude_fields: { type: 'string' }, per_page: { type: 'integer' } } } };
  return withPathItemBehindRef(version, '/collections', 'collections', { get: { parameters: [parameter], responses: { '200': { description: 'the collections' } } } }, {
    '/keys': { get: { parameters: ['include_fields', 'sort_by'].map((name) => parameterOf(version, name, 'query')), responses: { '200': { description: 'the keys' } } } },
  });
};
const parameterNameAt = (version: string) => [...pathItemAt(version, 'collections'), 'get', 'parameters', 0, 'name'];
testRule('field-casing', {
  valid: ['3.0', '3.1'].flatMap((version) => [
    { name: `an object in the query sent as its properties keeps its name off the wire (${version}, through a $ref)`, document: objectQueryDocument(version) },
    { name: `so does one written \`style: form, explode: true\` (${version}, through a $ref)`, document: objectQueryDocument(version, { style: 'form', explode: true }) },
  ]),
  invalid: [
    ...['3.0', '3.1'].flatMap((version) => [
      { name: `in \`deepObject\` style the name travels (${version}, through a $ref)`, document: objectQueryDocument(version, { style: 'deepObject' }) },
      { name: `not exploded, the name travels (${version}, through a $ref)`, document: objectQueryDocument(version, { explode: false }) },
    ].map((testCase) => ({ ...testCase, errors: [{ path: parameterNameAt(version), message: 'parameter "getCollectionsParameters" is camelCase; this API uses snake_case: "get_collections_parameters"' }] }))),
    {
      name: 'a Swagger 2.0 query parameter always sends its name (2.0, through a $ref)',
      document: objectQueryDocument('2.0'),
      errors: [{ path: parameterNameAt('2.0'), message: 'parameter "getCollectionsParameters" is camelCase; this API uses snake_case: "get_collections_parameters"' }],
    },
  ],
});

/**
 * GoToSocial's NodeInfo document (its schemas named in a snake_case API): `openRegistrations`,
 * `localPosts`, `localComments`, `activeHalfyear` are the NodeInfo protocol's names
 * (`standards.json`), and the records below the document are its too, judged by no casing of the
 * API's. `localPosts` in a record of the API's own (`{localPosts, remote_posts, user_count}`) is judged.
 */
const nodeInfoDocument = (version: string, usage: Record<string, object>) => schemaDocument(version, {
  '/nodeinfo/2.0': { get: { responses: { '200': referencedAnswer(version, 'NodeInfo', 'the node') } } },
  '/api/v1/instance': { get: { responses: { '200': referencedAnswer(version, 'Instance', 'the instance') } } },
}, {
  NodeInfo: { type: 'object', properties: { version: { type: 'string' }, software: { type: 'object' }, protocols: { type: 'array', items: { type: 'string' } }, services: { type: 'object' }, openRegistrations: { type: 'boolean' }, usage: { $ref: `#/${schemaAt(version, 'Usage').join('/')}` }, metadata: { type: 'object' } } },
  Usage: { type: 'object', properties: usage },
  Instance: { type: 'object', properties: { account_domain: { type: 'string' }, max_toot_chars: { type: 'integer' }, approval_required: { type: 'boolean' } } },
});
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `NodeInfo's names in a snake_case API (${version}, through a $ref)`,
    document: nodeInfoDocument(version, { users: { type: 'object', properties: { total: { type: 'integer' }, activeHalfyear: { type: 'integer' }, activeMonth: { type: 'integer' } } }, localPosts: { type: 'integer' }, localComments: { type: 'integer' } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => {
    const document = nodeInfoDocument(version, { users: { type: 'integer' } });
    const stats = { type: 'object', properties: { localPosts: { type: 'integer' }, remote_posts: { type: 'integer' }, user_count: { type: 'integer' } } };
    const paths = { ...(document['paths'] as object), '/api/v1/stats': { get: { responses: { '200': referencedAnswer(version, 'Stats', 'the stats') } } } };
    return {
      name: `\`localPosts\` in a record of the API's own is judged (${version}, through a $ref)`,
      document: { ...withSchemas(version, document, { Stats: stats }), paths },
      errors: [{ path: [...schemaAt(version, 'Stats'), 'properties', 'localPosts'], message: 'field "localPosts" is camelCase; this API uses snake_case: "local_posts"' }],
    };
  }),
});

/**
 * DataCite's `Report` (behind a `$ref`), the COUNTER Dataset Report its `POST /reports` takes in a
 * camelCase API: `report-header`, `report-datasets`, `report-subsets` and the header's
 * `report-name`, `created-by`, `reporting-period` are the format's names (`standards.json`), judged
 * by no casing of the API's. `report-name` in a record of the API's own beside its own names is judged.
 */
const datasetReportDocument = (version: string, report: Record<string, object>) => schemaDocument(version, {
  '/reports': { post: { responses: { '201': referencedAnswer(version, 'Report', 'the report') } } },
  '/clients': { get: { responses: { '200': referencedAnswer(version, 'Client', 'the client') } } },
}, {
  Report: { type: 'object', properties: report },
  ReportHeader: { type: 'object', properties: { 'report-name': { type: 'string' }, 'report-id': { type: 'string' }, release: { type: 'string' }, 'created-by': { type: 'string' }, 'reporting-period': { type: 'object' }, exceptions: { type: 'array', items: { type: 'object' } } } },
  Client: { type: 'object', properties: { clientId: { type: 'string' }, repositoryType: { type: 'string' }, createdAt: { type: 'string' } } },
});
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `the Dataset Report's names in a camelCase API (${version}, through a $ref)`,
    document: datasetReportDocument(version, { id: { type: 'string' }, 'report-header': { $ref: `#/${schemaAt(version, 'ReportHeader').join('/')}` }, 'report-datasets': { type: 'array', items: { type: 'object' } }, 'report-subsets': { type: 'array', items: { type: 'object' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`report-name\` in a record of the API's own is judged (${version}, through a $ref)`,
    document: datasetReportDocument(version, { reportId: { type: 'string' }, 'report-name': { type: 'string' }, ownerId: { type: 'string' }, 'report-header': { $ref: `#/${schemaAt(version, 'ReportHeader').join('/')}` } }),
    errors: [{ path: [...schemaAt(version, 'Report'), 'properties', 'report-name'], message: 'field "report-name" is kebab-case; this API uses camelCase: "reportName"' }, { path: [...schemaAt(version, 'Report'), 'properties', 'report-header'], message: 'field "report-header" is kebab-case; this API uses camelCase: "reportHeader"' }],
  })),
});

/**
 * LocalAI's `functions.JSONFunctionStructure` (behind a `$ref`), the `grammar_json_functions` of a
 * snake_case request: `{$defs, anyOf, oneOf}`, three JSON Schema keywords (`$defs` of 2020-12's
 * core, `schema-keywords`), a schema the server reads back as JSON Schema, its names the
 * standard's. With one field of its own in place of `$defs`, it is the API's record.
 */
const grammarDocument = (version: string, third: string) => {
  const functions = { type: 'object', properties: { [third]: { type: 'object' }, anyOf: { type: 'array', items: { type: 'object' } }, oneOf: { type: 'array', items: { type: 'object' } } } };
  const request = { type: 'object', properties: { grammar_json_functions: { $ref: `#/${schemaAt(version, 'JSONFunctionStructure').join('/')}` }, max_tokens: { type: 'integer' }, top_p: { type: 'number' }, repeat_penalty: { type: 'number' }, stop_sequences: { type: 'array', items: { type: 'string' } } } };
  return withSchemas(version, withPathItemBehindRef(version, '/v1/chat/completions', 'completions', { post: { ...(version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema: { $ref: `#/${schemaAt(version, 'OpenAIRequest').join('/')}` } }] } : { requestBody: { content: { 'application/json': { schema: { $ref: `#/${schemaAt(version, 'OpenAIRequest').join('/')}` } } } } }), responses: noContent } }), { OpenAIRequest: request, JSONFunctionStructure: functions });
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `\`{$defs, anyOf, oneOf}\` is a JSON Schema, its names the standard's (${version}, through a $ref)`, document: grammarDocument(version, '$defs') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with a field of its own in place of \`$defs\`, it is the API's record (${version}, through a $ref)`,
    document: grammarDocument(version, 'grammarName'),
    errors: ['grammarName', 'anyOf', 'oneOf'].map((field) => ({ path: [...schemaAt(version, 'JSONFunctionStructure'), 'properties', field], message: new RegExp(`^field "${field}" is camelCase; this API uses snake_case`) })),
  })),
});

/**
 * Rocket.Chat's `banners` (behind a `$ref`), a recorded answer turned into a schema: its declared
 * properties `versionUpdate-6_0_0` and `versionUpdate-6_2_8` are banner ids, and the example of the
 * body repeats each key as its value's `id` (`keys-echoed-in-values`): keys the data gives, no field
 * names. OpenCost's example is JSON written as a string. One entry echoed alone, or values that do
 * not repeat their keys, leave the names judged.
 */
const banner = { type: 'object', properties: { id: { type: 'string' }, priority: { type: 'integer' } } };
const bannersSchema = { type: 'object', properties: { banners: { type: 'object', properties: { 'versionUpdate-6_0_0': banner, 'versionUpdate-6_2_8': banner } } } };
const bannersExample = (ids: readonly [string, string]) => ({ banners: { 'versionUpdate-6_0_0': { id: ids[0], priority: 10 }, 'versionUpdate-6_2_8': { id: ids[1], priority: 10 } } });
const bannersDocument = (version: string, example: unknown) => {
  const answer = referencedAnswer(version, 'User', 'the user') as Record<string, unknown>;
  const withExample = version === '2.0'
    ? { ...answer, examples: { 'application/json': example } }
    : { ...answer, content: { 'application/json': { ...(answer['content'] as Record<string, object>)['application/json'], example } } };
  return schemaDocument(version, { '/users/me': { get: { responses: { '200': withExample } } } }, { User: bannersSchema });
};
const echoedIds = ['versionUpdate-6_0_0', 'versionUpdate-6_2_8'] as const;
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `properties an example gives as entries repeating their keys are keys the data gives: \`banners\` (${version}, through a $ref)`, document: bannersDocument(version, bannersExample(echoedIds)) },
    { name: `the example may be JSON written as a string (${version}, through a $ref)`, document: bannersDocument(version, JSON.stringify(bannersExample(echoedIds))) },
  ]),
  invalid: ['2.0', '3.0', '3.1'].flatMap((version) => [
    { name: `values not repeating their keys leave them field names (${version}, through a $ref)`, document: bannersDocument(version, bannersExample(['a', 'b'])) },
    { name: `one entry echoing its key alone is no map (${version}, through a $ref)`, document: bannersDocument(version, bannersExample(['versionUpdate-6_0_0', 'b'])) },
    { name: `with no example the names are judged (${version}, through a $ref)`, document: bannersDocument(version, undefined) },
  ].map((entry) => ({ ...entry, errors: echoedIds.map((name) => ({ path: [...schemaAt(version, 'User'), 'properties', 'banners', 'properties', name], message: new RegExp(`^field "${name}" is`) })) }))),
});

/**
 * FusionAuth's `AccessTokenIntrospectRequest` (behind a `$ref`) in a camelCase API: `{client_id,
 * token, token_type_hint, tenantId}`, the form body of an introspection request (RFC 7662 §2.1; a
 * revocation request, RFC 7009 §2.1, sends the same): the RFC spells its names. `token` with no
 * `token_type_hint` beside it is a record of the API's own, judged.
 */
const camelUser = { type: 'object', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, tenantId: { type: 'string' } } };
const introspectDocument = (version: string, request: object) => {
  const sent = { $ref: `#/${schemaAt(version, 'IntrospectRequest').join('/')}` };
  const post = version === '2.0'
    ? { consumes: ['application/json'], parameters: [{ name: 'body', in: 'body', schema: sent }], responses: { '200': referencedAnswer(version, 'User', 'the token') } }
    : { requestBody: { content: { 'application/json': { schema: sent } } }, responses: { '200': referencedAnswer(version, 'User', 'the token') } };
  return schemaDocument(version, { '/oauth2/introspect': { post } }, { IntrospectRequest: request, User: camelUser });
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `an introspection request spells RFC 7662's names in a camelCase API: \`{client_id, token, token_type_hint}\` (${version}, through a $ref)`,
    document: introspectDocument(version, { type: 'object', properties: { client_id: { type: 'string' }, tenantId: { type: 'string' }, token: { type: 'string' }, token_type_hint: { type: 'string' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`token\` with no \`token_type_hint\` is the API's own record (${version}, through a $ref)`,
    document: introspectDocument(version, { type: 'object', properties: { client_id: { type: 'string' }, tenantId: { type: 'string' }, token: { type: 'string' } } }),
    errors: [{ path: [...schemaAt(version, 'IntrospectRequest'), 'properties', 'client_id'], message: /^field "client_id" is snake_case; this API uses camelCase/ }],
  })),
});

/**
 * Wakapi's Shields.io endpoint badge `{schemaVersion, label, message, color}` (behind a `$ref`) in
 * a snake_case API: Shields reads those names as its endpoint badge spells them
 * (`standards.record-names`), so they are the standard's. A record of the API's own with a name
 * Shields does not write (`buildStatus`) is judged.
 */
const badgeDocument = (version: string, extra: string) => {
  const heartbeat = { type: 'object', properties: { user_id: { type: 'string' }, created_at: { type: 'string' }, project_name: { type: 'string' } } };
  const badge = { type: 'object', properties: { schemaVersion: { type: 'integer' }, label: { type: 'string' }, message: { type: 'string' }, [extra]: { type: 'string' } } };
  return withSchemas(version, withPathItemBehindRef(version, '/badge/{user}', 'badge', { get: { responses: { '200': referencedAnswer(version, 'BadgeData', 'the badge') } } }), { Heartbeat: heartbeat, BadgeData: badge });
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({ name: `a Shields.io endpoint badge \`{schemaVersion, label, message, color}\` in a snake_case API (${version}, through a $ref)`, document: badgeDocument(version, 'color') })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `with \`buildStatus\`, a name Shields does not write, the record is the API's own (${version}, through a $ref)`,
    document: badgeDocument(version, 'buildStatus'),
    errors: [
      { path: [...schemaAt(version, 'BadgeData'), 'properties', 'schemaVersion'], message: 'field "schemaVersion" is camelCase; this API uses snake_case: "schema_version"' },
      { path: [...schemaAt(version, 'BadgeData'), 'properties', 'buildStatus'], message: 'field "buildStatus" is camelCase; this API uses snake_case: "build_status"' },
    ],
  })),
});

/**
 * An OAI-PMH base URL in a snake_case API (Northwestern's `GET /oai` and `POST /oai`): `metadataPrefix`
 * and `resumptionToken` beside `verb` are the protocol's arguments (OAI-PMH 2.0 §3.1.1, §4), spelt by
 * it in the query and in the form a POST sends; a name of the API's own beside them, or the
 * protocol's name alone, is the API's.
 */
const snakeSources = (version: string) => ({ '/sources': { get: { parameters: ['page_size', 'sort_order', 'created_after', 'updated_before', 'display_name', 'source_id'].map((name) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } })), responses: noContent } } });
function oaiDocument(version: string, names: readonly string[]): Record<string, unknown> {
  const parameters = names.map((name) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } }));
  const form = { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) };
  const post = version === '2.0' ? { consumes: ['application/x-www-form-urlencoded'], parameters: names.map((name) => ({ name, in: 'formData', type: 'string' })), responses: noContent } : { requestBody: { content: { 'application/x-www-form-urlencoded': { schema: form } } }, responses: noContent };
  return withPathItemBehindRef(version, '/oai', 'oai', { get: { parameters, responses: noContent }, post }, snakeSources(version));
}
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `OAI-PMH's \`verb\`, \`metadataPrefix\` and \`resumptionToken\` in the query and the form of a snake_case API (${version}, through a $ref)`,
    document: oaiDocument(version, ['verb', 'metadataPrefix', 'resumptionToken', 'from']),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`metadataPrefix\` alone is the API's own, in the query${version === '2.0' ? '' : ' and in the form'} (${version}, through a $ref)`,
    document: oaiDocument(version, ['metadataPrefix']),
    errors: [
      { path: [...pathItemAt(version, 'oai'), 'get', 'parameters', '0', 'name'], message: 'parameter "metadataPrefix" is camelCase; this API uses snake_case: "metadata_prefix"' },
      ...(version === '2.0' ? [] : [{ path: [...pathItemAt(version, 'oai'), 'post', 'requestBody', 'content', 'application/x-www-form-urlencoded', 'schema', 'properties', 'metadataPrefix'], message: 'field "metadataPrefix" is camelCase; this API uses snake_case: "metadata_prefix"' }]),
    ],
  })),
});

/**
 * PodcastIndex's `400_static` (behind a `$ref`): the XML error document of the object store its static
 * files are served from, `{Code, Message, RequestId, HostId}` (Amazon S3's REST error response,
 * `standards.record-fields`), in a camelCase API: S3's names. A record of the API's own with two of
 * them among its own fields is judged.
 */
const storeErrorDocument = (version: string, error: object) => {
  const camel = { type: 'object', properties: { feedId: { type: 'integer' }, lastUpdate: { type: 'integer' } } };
  const answer = version === '2.0'
    ? { produces: ['application/xml'], responses: { '200': { description: 'the feed', schema: camel }, '400': { description: 'the store\'s error', schema: { $ref: '#/definitions/StoreError' } } } }
    : { responses: { '200': { description: 'the feed', content: { 'application/json': { schema: camel } } }, '400': { description: 'the store\'s error', content: { 'application/xml': { schema: { $ref: '#/components/schemas/StoreError' } } } } } };
  return withSchemas(version, withPathItemBehindRef(version, '/static/{file}', 'static', { get: { parameters: [parameterOf(version, 'file', 'path')], ...answer } }), { StoreError: error });
};
testRule('field-casing', {
  valid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `S3's error document, \`{Code, Message, RequestId, HostId}\` (${version}, through a $ref)`,
    document: storeErrorDocument(version, { type: 'object', properties: { Code: { type: 'string' }, Message: { type: 'string' }, RequestId: { type: 'string' }, HostId: { type: 'string' } } }),
  })),
  invalid: ['2.0', '3.0', '3.1'].map((version) => ({
    name: `\`{Code, RequestId, TraceId, RetryAfter}\` is the API's own (${version}, through a $ref)`,
    document: storeErrorDocument(version, { type: 'object', properties: { Code: { type: 'string' }, RequestId: { type: 'string' }, TraceId: { type: 'string' }, RetryAfter: { type: 'integer' } } }),
    errors: ['Code', 'RequestId', 'TraceId', 'RetryAfter'].map((field) => ({ path: [...schemaAt(version, 'StoreError'), 'properties', field], message: new RegExp(`^field "${field}" is PascalCase; this API uses camelCase`) })),
  })),
});
