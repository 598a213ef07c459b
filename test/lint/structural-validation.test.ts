import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SpecVersion } from '../../rulesets/model/api-model.js';
import { detectVersion } from '../../rulesets/model/api-model.js';
import { findSchemaProblems, isSchemaValid } from '../../src/lint/structural-validation.js';
import { ROOT } from '../helpers/cli.js';
import { mutate, mutations } from '../hostile/mutations.js';

/**
 * The schema validation answers in two steps: a verdict that stops at the first error and reads
 * `oneOf: [X, Reference]` as `anyOf`, then, for a document it rejects, the full validation with
 * every error. The verdict must accept exactly what the full validation accepts, or a problem
 * would go unreported.
 */

const info = { title: 'Orders', version: '1' };
const ok = { 200: { description: 'ok' } };

function openapi30Schema(schema: unknown): unknown {
  return { openapi: '3.0.3', info, paths: {}, components: { schemas: { Order: { type: 'object' }, Item: schema } } };
}

function swagger20Parameter(parameter: unknown): unknown {
  return { swagger: '2.0', info, paths: { '/orders': { get: { parameters: [parameter], responses: ok } } } };
}

function openapi31Parameter(parameter: unknown): unknown {
  return { openapi: '3.1.0', info, paths: { '/orders': { get: { parameters: [parameter], responses: ok } } } };
}

function querystring(name: string): unknown {
  return { name, in: 'querystring', content: { 'application/x-www-form-urlencoded': {} } };
}

function openapi30Parameter(parameter: unknown): unknown {
  return { openapi: '3.0.3', info, paths: { '/orders': { get: { parameters: [parameter], responses: ok } } } };
}

function openapi30SecurityScheme(scheme: unknown): unknown {
  return { openapi: '3.0.3', info, paths: {}, components: { securitySchemes: { key: scheme } } };
}

function openapi31SecurityScheme(scheme: unknown): unknown {
  return { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { key: scheme } } };
}

describe('schema problems where a Reference Object may stand', () => {
  it.each([
    ['3.0, a schema $ref', openapi30Schema({ $ref: '#/components/schemas/Order' })],
    ['3.0, a $ref beside a description (a Reference allows it)', openapi30Schema({ $ref: '#/components/schemas/Order', description: 'x' })],
    ['3.0, a property whose schema is a $ref', openapi30Schema({ properties: { order: { $ref: '#/components/schemas/Order' } } })],
    ['3.0, boolean additionalProperties', openapi30Schema({ additionalProperties: true })],
    ['2.0, a parameter $ref', swagger20Parameter({ $ref: '#/parameters/limit' })],
    ['2.0, a query parameter', swagger20Parameter({ name: 'limit', in: 'query', type: 'integer' })],
    ['3.1, a parameter $ref with a description', openapi31Parameter({ $ref: '#/components/parameters/limit', description: 'd' })],
  ])('none: %s', (_name, document) => {
    expect(findSchemaProblems(document, versionOf(document))).toEqual([]);
  });
});

function versionOf(document: unknown): SpecVersion {
  const version = detectVersion(document);
  if (version === undefined) throw new Error('not an OpenAPI document');
  return version;
}

const PARAMETER = ['paths', '/orders', 'get', 'parameters', '0'];

/**
 * One mistake, one problem, at the member that holds it; the message names the member, what was
 * found and what is allowed, in the branch the node's own members choose (a parameter's `in`, a
 * security scheme's `type`), never the validator's own words.
 */
describe('one problem per mistake, said in the document\'s terms', () => {
  it.each<[string, unknown, Array<{ path: Array<string>; message: string }>]>([
    ['2.0: a query parameter with an example', swagger20Parameter({ name: 'limit', in: 'query', type: 'integer', example: 3 }), [
      { path: PARAMETER, message: 'unexpected property "example" where "in" is "query"; allowed: required, in, description, name, allowEmptyValue, type, format, items, collectionFormat, default, maximum, exclusiveMaximum, minimum, exclusiveMinimum, maxLength, minLength, pattern, maxItems, minItems, uniqueItems, enum, multipleOf, x-…' },
    ]],
    ['2.0: a body parameter without its schema', swagger20Parameter({ name: 'order', in: 'body' }), [
      { path: PARAMETER, message: 'missing required property "schema" where "in" is "body"' },
    ]],
    ['2.0: a path parameter that is not required', swagger20Parameter({ name: 'id', in: 'path', type: 'string' }), [
      { path: PARAMETER, message: 'missing required property "required" where "in" is "path"' },
    ]],
    ['2.0: a parameter in no place the specification knows', swagger20Parameter({ name: 'limit', in: 'nowhere', type: 'integer' }), [
      { path: [...PARAMETER, 'in'], message: '"in" is "nowhere"; allowed: body, header, formData, query, path' },
    ]],
    ['2.0: a parameter without "in"', swagger20Parameter({ name: 'limit', type: 'integer' }), [
      { path: PARAMETER, message: 'missing required property "in"' },
    ]],
    ['2.0: a query parameter\'s items of an unknown type', swagger20Parameter({ name: 'ids', in: 'query', type: 'array', items: { type: 'thing' } }), [
      { path: [...PARAMETER, 'items', 'type'], message: '"type" is "thing"; allowed: string, number, integer, boolean, array' },
    ]],
    ['2.0: a $ref beside a parameter\'s name', swagger20Parameter({ $ref: '#/parameters/limit', name: 'limit' }), [
      { path: PARAMETER, message: 'unexpected property "name"; allowed: $ref' },
    ]],
    ['2.0: a security scheme with one member too many', { swagger: '2.0', info, paths: {}, securityDefinitions: { key: { type: 'apiKey', name: 'key', in: 'header', scopes: {} } } }, [
      { path: ['securityDefinitions', 'key'], message: 'unexpected property "scopes" where "type" is "apiKey"; allowed: type, name, in, description, x-…' },
    ]],
    ['3.0: a security scheme with one member too many', openapi30SecurityScheme({ type: 'apiKey', name: 'key', in: 'header', scheme: 'basic' }), [
      { path: ['components', 'securitySchemes', 'key'], message: 'unexpected property "scheme" where "type" is "apiKey"; allowed: type, name, in, description, x-…' },
    ]],
    ['3.0: a security scheme of an unknown type', openapi30SecurityScheme({ type: 'foo' }), [
      { path: ['components', 'securitySchemes', 'key', 'type'], message: '"type" is "foo"; allowed: apiKey, http, oauth2, openIdConnect' },
    ]],
    ['3.0: a security scheme without a type', openapi30SecurityScheme({ name: 'key' }), [
      { path: ['components', 'securitySchemes', 'key'], message: 'missing required property "type"' },
    ]],
    ['3.0: a parameter whose "in" is a number', openapi30Parameter({ name: 'limit', in: 5, schema: {} }), [
      { path: [...PARAMETER, 'in'], message: '"in" is 5; allowed: "path", "query", "header", "cookie"' },
    ]],
    ['3.0: a parameter without "in"', openapi30Parameter({ name: 'limit', schema: {} }), [
      { path: PARAMETER, message: 'missing required property "in"' },
    ]],
    ['3.0: a parameter $ref that is not a string', openapi30Parameter({ $ref: { to: 'limit' } }), [
      { path: [...PARAMETER, '$ref'], message: '"$ref" is an object; expected a string' },
    ]],
    ['3.0: a schema that is not an object', openapi30Schema(true), [
      { path: ['components', 'schemas', 'Item'], message: '"Item" is a boolean; expected an object' },
    ]],
    ['3.0: a schema whose $ref is not a string', openapi30Schema({ properties: { order: { $ref: 5 } } }), [
      { path: ['components', 'schemas', 'Item', 'properties', 'order', '$ref'], message: '"$ref" is an integer; expected a string' },
    ]],
    ['3.0: a map whose values\' schema holds 3.1 exclusiveMinimums is those faults, not a map that should be a boolean', openapi30Schema({ type: 'object', additionalProperties: { type: 'object', properties: { duration: { type: 'number', exclusiveMinimum: 0 }, offset: { type: 'number', exclusiveMinimum: 0 } } } }), [
      { path: ['components', 'schemas', 'Item', 'additionalProperties', 'properties', 'duration', 'exclusiveMinimum'], message: '"exclusiveMinimum" is an integer; expected a boolean' },
      { path: ['components', 'schemas', 'Item', 'additionalProperties', 'properties', 'offset', 'exclusiveMinimum'], message: '"exclusiveMinimum" is an integer; expected a boolean' },
    ]],
    ['2.0: the same in a definition', { swagger: '2.0', info, paths: {}, definitions: { Item: { type: 'object', additionalProperties: { type: 'object', properties: { duration: { type: 'number', exclusiveMinimum: 0 }, offset: { type: 'number', exclusiveMinimum: 0 } } } } } }, [
      { path: ['definitions', 'Item', 'additionalProperties', 'properties', 'duration', 'exclusiveMinimum'], message: '"exclusiveMinimum" is an integer; expected a boolean' },
      { path: ['definitions', 'Item', 'additionalProperties', 'properties', 'offset', 'exclusiveMinimum'], message: '"exclusiveMinimum" is an integer; expected a boolean' },
    ]],
    ['3.0: additionalProperties as a string is still told it is neither a schema nor a boolean', openapi30Schema({ type: 'object', additionalProperties: 'yes' }), [
      { path: ['components', 'schemas', 'Item', 'additionalProperties'], message: '"additionalProperties" is a string; expected an object or a boolean' },
    ]],
    ['3.0: a version that is not major.minor.patch', { openapi: '3.0', info, paths: {} }, [
      { path: ['openapi'], message: '"openapi" is "3.0"; expected to match ^3\\.0\\.\\d(-.+)?$' },
    ]],
    ['3.0: a response without its description', { openapi: '3.0.3', info, paths: { '/orders': { get: { responses: { 200: {} } } } } }, [
      { path: ['paths', '/orders', 'get', 'responses', '200'], message: 'missing required property "description"' },
    ]],
    ['3.1: a security scheme with one member too many', openapi31SecurityScheme({ type: 'apiKey', name: 'key', in: 'header', flows: {} }), [
      { path: ['components', 'securitySchemes', 'key'], message: 'unexpected property "flows" where "type" is "apiKey"; allowed: type, description, name, in, x-…' },
    ]],
    ['3.1: an implicit flow without its scopes is that one problem, not an unexpected "flows"', openapi31SecurityScheme({ type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://auth.example/authorize' } } }), [
      { path: ['components', 'securitySchemes', 'key', 'flows', 'implicit'], message: 'missing required property "scopes"' },
    ]],
    ['3.0: the same', openapi30SecurityScheme({ type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://auth.example/authorize' } } }), [
      { path: ['components', 'securitySchemes', 'key', 'flows', 'implicit'], message: 'missing required property "scopes"' },
    ]],
    ['3.1: a path parameter of style "form" is that one problem, not an unexpected "explode"', { openapi: '3.1.0', info, paths: { '/orders/{ids}': { get: { parameters: [{ name: 'ids', in: 'path', required: true, style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } } }], responses: ok } } } }, [
      { path: ['paths', '/orders/{ids}', 'get', 'parameters', '0', 'style'], message: '"style" is "form"; allowed: matrix, label, simple' },
    ]],
    ['3.1: the same parameter with a member no parameter has is still told so', { openapi: '3.1.0', info, paths: { '/orders/{ids}': { get: { parameters: [{ name: 'ids', in: 'path', required: true, style: 'simple', explode: false, separator: ',', schema: { type: 'array', items: { type: 'string' } } }], responses: ok } } } }, [
      { path: ['paths', '/orders/{ids}', 'get', 'parameters', '0'], message: 'unexpected property "separator" where "in" is "path"; allowed: name, in, description, required, deprecated, schema, content, style, explode, example, examples, x-…' },
    ]],
    ['3.1: a bearerFormat on a scheme that is not bearer', openapi31SecurityScheme({ type: 'http', scheme: 'basic', bearerFormat: 'JWT' }), [
      { path: ['components', 'securitySchemes', 'key'], message: 'unexpected property "bearerFormat" where "type" is "http"; allowed: type, description, scheme, x-…' },
    ]],
    ['3.1: a security scheme of an unknown type', openapi31SecurityScheme({ type: 'foo' }), [
      { path: ['components', 'securitySchemes', 'key', 'type'], message: '"type" is "foo"; allowed: apiKey, http, mutualTLS, oauth2, openIdConnect' },
    ]],
    ['3.1: a parameter in an unknown place, with neither schema nor content', openapi31Parameter({ name: 'limit', in: 'nowhere' }), [
      { path: PARAMETER, message: 'missing required property "schema" or "content"' },
      { path: [...PARAMETER, 'in'], message: '"in" is "nowhere"; allowed: query, header, path, cookie' },
    ]],
    ['3.1: a licence with both an identifier and a URL', { openapi: '3.1.0', info: { ...info, license: { name: 'MIT', identifier: 'MIT', url: 'https://example.com' } }, paths: {} }, [
      { path: ['info', 'license'], message: '"license" may not have "url" here' },
    ]],
    ['3.2: a tag whose parent is not a name', { openapi: '3.2.0', info, paths: {}, tags: [{ name: 'a', parent: 1 }] }, [
      { path: ['tags', '0', 'parent'], message: '"parent" is an integer; expected a string' },
    ]],
    ['3.2: an example with both a value and a dataValue', { openapi: '3.2.0', info, paths: {}, components: { examples: { order: { value: 1, dataValue: 1 } } } }, [
      { path: ['components', 'examples', 'order'], message: '"order" has "value" and "dataValue"; only one of them is allowed' },
    ]],
    ['3.2: a query and a querystring parameter together', { openapi: '3.2.0', info, paths: { '/orders': { get: { parameters: [{ name: 'q', in: 'querystring', content: { 'application/x-www-form-urlencoded': {} } }, { name: 'limit', in: 'query', schema: {} }] } } } }, [
      { path: ['paths', '/orders', 'get', 'parameters'], message: '"parameters" has items with "in": "query" and items with "in": "querystring"; only one of these is allowed' },
    ]],
    ['3.2: two querystring parameters', { openapi: '3.2.0', info, paths: { '/orders': { get: { parameters: [querystring('a'), querystring('b')] } } } }, [
      { path: ['paths', '/orders', 'get', 'parameters'], message: '"parameters" has 2 items with "in": "querystring"; expected at most 1' },
    ]],
    ['3.2: an additional operation named as a fixed one', { openapi: '3.2.0', info, paths: { '/orders': { additionalOperations: { GET: { responses: ok } } } } }, [
      { path: ['paths', '/orders', 'additionalOperations'], message: 'the name "GET" in "additionalOperations"; not allowed: GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH, TRACE, QUERY' },
    ]],
    ['3.2: prefixEncoding beside encoding', { openapi: '3.2.0', info, paths: { '/orders': { post: { requestBody: { content: { 'multipart/mixed': { encoding: {}, prefixEncoding: [] } } } } } } }, [
      { path: ['paths', '/orders', 'post', 'requestBody', 'content', 'multipart/mixed', 'prefixEncoding'], message: '"prefixEncoding" is not allowed beside "encoding"' },
    ]],
    ['3.1: a component name with a space', { openapi: '3.1.0', info, paths: {}, components: { schemas: { 'an order': {} } } }, [
      { path: ['components', 'schemas'], message: 'the name "an order" in "schemas"; expected to match ^[a-zA-Z0-9._-]+$' },
    ]],
    ['2.0: an OAuth2 flow the specification does not know', { swagger: '2.0', info, paths: {}, securityDefinitions: { oauth: { type: 'oauth2', flow: 'magic', scopes: {} } } }, [
      { path: ['securityDefinitions', 'oauth', 'flow'], message: '"flow" is "magic"; allowed: implicit, password, application, accessCode' },
    ]],
    ['2.0: an implicit OAuth2 flow without its URL', { swagger: '2.0', info, paths: {}, securityDefinitions: { oauth: { type: 'oauth2', flow: 'implicit', scopes: {} } } }, [
      { path: ['securityDefinitions', 'oauth'], message: 'missing required property "authorizationUrl" where "type" is "oauth2" and "flow" is "implicit"' },
    ]],
    ['2.0: a schema type no JSON Schema has', { swagger: '2.0', info, paths: { '/orders': { get: { responses: { 200: { description: 'ok', schema: { type: 'thing' } } } } } } }, [
      { path: ['paths', '/orders', 'get', 'responses', '200', 'schema', 'type'], message: '"type" is "thing"; allowed: array, boolean, integer, null, number, object, string' },
    ]],
    ['2.0: a $ref beside a parameter\'s other members', swagger20Parameter({ $ref: '#/parameters/limit', name: 'limit', in: 'query', type: 'integer' }), [
      { path: PARAMETER, message: 'unexpected properties "name", "in", "type"; allowed: $ref' },
    ]],
    ['2.0: no responses', { swagger: '2.0', info, paths: { '/orders': { get: { responses: {} } } } }, [
      { path: ['paths', '/orders', 'get', 'responses'], message: '"responses" has 0 members; expected at least 1' },
    ]],
    ['2.0: responses with extensions only', { swagger: '2.0', info, paths: { '/orders': { get: { responses: { 'x-note': 1 } } } } }, [
      { path: ['paths', '/orders', 'get', 'responses'], message: '"responses" has only x-… members; expected at least one other' },
    ]],
    ['2.0: an unquoted version', { swagger: 2, info, paths: {} }, [
      { path: ['swagger'], message: '"swagger" is 2; allowed: "2.0"' },
    ]],
  ])('%s', (_name, document, problems) => {
    expect(findSchemaProblems(document, versionOf(document))).toEqual(problems);
  });

  it.each<[string, unknown]>([
    ['3.1: a licence with only its name', { openapi: '3.1.0', info: { ...info, license: { name: 'Proprietary' } }, paths: {} }],
    ['3.1: a licence with an identifier', { openapi: '3.1.0', info: { ...info, license: { name: 'MIT', identifier: 'MIT' } }, paths: {} }],
    ['3.1: a server variable with a description', { openapi: '3.1.0', info, servers: [{ url: 'https://{region}.example.com', variables: { region: { default: 'eu', description: 'where the data is kept' } } }], paths: {} }],
    ['3.1: webhooks and no paths', { openapi: '3.1.0', info, webhooks: { shipped: { post: { responses: { 204: { description: 'received' } } } } } }],
    ['3.1: a path item $ref to components', { openapi: '3.1.0', info, paths: { '/orders': { $ref: '#/components/pathItems/Orders' } }, components: { pathItems: { Orders: { get: { responses: { 200: { description: 'ok' } } } } } } }],
    ['3.2: a query operation, a response with only a summary', { openapi: '3.2.0', info, paths: { '/orders': { query: { responses: { 200: { summary: 'the orders' } } } } } }],
    ['3.2: a stream of items', { openapi: '3.2.0', info, paths: { '/events': { get: { responses: { 200: { description: 'events', content: { 'text/event-stream': { itemSchema: { type: 'object' } } } } } } } } }],
  ])('none: %s', (_name, document) => {
    expect(findSchemaProblems(document, versionOf(document))).toEqual([]);
  });
});

const BASES: Array<[SpecVersion, unknown]> = [
  ['3.0', 'fixtures/tasks-api.yaml'],
  ['3.1', 'fixtures/tasks-api-3.1.yaml'],
  ['2.0', 'fixtures/tasks-api.swagger.json'],
  ['3.0', 'fixtures/parity/violating/shop-api.yaml'],
  ['3.1', 'fixtures/valid/openapi-3.1-features.yaml'],
  ['3.2', 'fixtures/valid/openapi-3.2-features.yaml'],
].map(([version, file]) => [version as SpecVersion, YAML.parse(readFileSync(path.join(ROOT, file as string), 'utf8')) as unknown]);

/** The validator's own words, which a message never is: it names the member and what is allowed instead. */
const VALIDATOR_WORDS = /^must |must be equal to one of the allowed values|must NOT have|must match exactly one schema/;

describe('the verdict and the full validation', () => {
  it('accept the same damaged documents, in 2.0, 3.0, 3.1 and 3.2 (800 cases), and each rejected one gets problems said in its terms', () => {
    const damaged = fc.record({ base: fc.nat({ max: BASES.length - 1 }), changes: mutations });
    let rejected = 0;
    fc.assert(fc.property(damaged, ({ base, changes }) => {
      const [version, document] = BASES[base] as [SpecVersion, unknown];
      // Through JSON, as a parsed document arrives (no shared or circular nodes).
      let text: string;
      try {
        text = JSON.stringify(mutate(document, changes));
      } catch {
        return;
      }
      const data = JSON.parse(text) as unknown;
      const full = isSchemaValid(data, version, 'errors');
      expect(isSchemaValid(data, version, 'verdict')).toBe(full);
      if (full) return;
      rejected++;
      const problems = findSchemaProblems(data, version);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem.message).not.toMatch(VALIDATOR_WORDS);
    }), { numRuns: 800, seed: 20_261_124 });
    // Both answers occur, so the comparison means something.
    expect(rejected).toBeGreaterThan(100);
    expect(rejected).toBeLessThan(800);
  }, 90_000);
});
