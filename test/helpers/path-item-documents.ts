import type { ExpectedResult, RuleTable } from './rule-tester.js';

/** Where a path item behind a `$ref` lives: `x-paths` in Swagger 2.0, `components.pathItems` in 3.x. */
export function pathItemAt(version: string, name: string): string[] {
  return version === '2.0' ? ['x-paths', name] : ['components', 'pathItems', name];
}

/**
 * A document of `version` (2.0, 3.0 or 3.1) whose `pathKey` is the path item `pathItem` behind a
 * `$ref` named `name`, beside `otherPaths`: table cases that read a path through a reference.
 */
export function withPathItemBehindRef(version: string, pathKey: string, name: string, pathItem: object, otherPaths: Record<string, object> = {}): Record<string, unknown> {
  const info = { title: 't', version: '1' };
  const paths = { ...otherPaths, [pathKey]: { $ref: `#/${pathItemAt(version, name).join('/')}` } };
  return version === '2.0'
    ? { swagger: '2.0', info, paths, 'x-paths': { [name]: pathItem } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { pathItems: { [name]: pathItem } } };
}

/**
 * Better Auth's `/callback/{id}` behind a `$ref`, taking `query` in its query on GET and POST (`ok`
 * answering both), beside `otherPaths`: an OAuth 2.0 redirect endpoint where `query` holds the
 * authorization response (`code`, `state`, `error`).
 */
export function callbackDocument(version: string, query: readonly string[], ok: object, otherPaths: Record<string, object> = {}): Record<string, unknown> {
  const parameters = [{ name: 'id', in: 'path', required: true }, ...query.map((name) => ({ name, in: 'query' }))]
    .map((parameter) => (version === '2.0' ? { ...parameter, type: 'string' } : { ...parameter, schema: { type: 'string' } }));
  return withPathItemBehindRef(version, '/callback/{id}', 'callback', { parameters, get: ok, post: ok }, otherPaths);
}

/** A JSON-RPC 2.0 request (specification §4): the body a call to a JSON-RPC endpoint sends. */
export const JSON_RPC_REQUEST = { type: 'object', required: ['jsonrpc', 'method'], properties: { jsonrpc: { type: 'string', enum: ['2.0'] }, id: { type: 'string' }, method: { type: 'string' }, params: { type: 'object' } } };

/** Where a named schema lives: `definitions` in Swagger 2.0, `components.schemas` in 3.x. */
export function schemaAt(version: string, name: string): string[] {
  return version === '2.0' ? ['definitions', name] : ['components', 'schemas', name];
}

/** A document of `version` (2.0, 3.0 or 3.1) with `paths` and the named `schemas`, each where its version keeps them. */
export function schemaDocument(version: string, paths: Record<string, object>, schemas: Record<string, object>): Record<string, unknown> {
  const info = { title: 't', version: '1' };
  return version === '2.0' ? { swagger: '2.0', info, paths, definitions: schemas } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { schemas } };
}

/** `document` of `version` with the named `schemas` added beside those it has, where its version keeps them. */
export function withSchemas(version: string, document: Record<string, unknown>, schemas: Record<string, object>): Record<string, unknown> {
  if (version === '2.0') return { ...document, definitions: { ...(document['definitions'] as object | undefined), ...schemas } };
  const components = (document['components'] ?? {}) as { schemas?: object };
  return { ...document, components: { ...components, schemas: { ...components.schemas, ...schemas } } };
}

/** A response of `version` whose JSON body is the named schema, behind a `$ref` (which the document may leave unresolved). */
export function referencedAnswer(version: string, name: string, description: string): object {
  const schema = { $ref: `#/${schemaAt(version, name).join('/')}` };
  return version === '2.0' ? { description, schema } : { description, content: { 'application/json': { schema } } };
}

/**
 * A document of `version` (2.0, 3.0 or 3.1) where POST `pathKey` sends the schema `Request`, behind
 * a `$ref`, and answers `status` with no body; `others` are the other methods run there.
 */
export function postedRequestDocument(version: string, pathKey: string, request: object, status: string, others: Record<string, object> = {}): Record<string, unknown> {
  const schema = { $ref: `#/${schemaAt(version, 'Request').join('/')}` };
  const post = version === '2.0'
    ? { parameters: [{ name: 'body', in: 'body', required: true, schema }], responses: { [status]: { description: 'sent' } } }
    : { requestBody: { required: true, content: { 'application/json': { schema } } }, responses: { [status]: { description: 'sent' } } };
  return schemaDocument(version, { [pathKey]: { ...others, post } }, { Request: request });
}

/**
 * `POST /<name>` (behind a `$ref` named `run`), sending no body and answered 204 with none, taking
 * `parameters` (each a string), named `operationId` if given: a run that sends and answers
 * nothing, where `parameters` is empty.
 */
export function bodilessPostDocument(version: string, name: string, parameters: readonly object[], operationId?: string): Record<string, unknown> {
  const typed = parameters.map((parameter) => (version === '2.0' ? { ...parameter, type: 'string' } : { ...parameter, schema: { type: 'string' } }));
  const named = operationId === undefined ? {} : { operationId };
  return withPathItemBehindRef(version, `/${name}`, 'run', { post: { ...named, parameters: typed, responses: { '204': { description: 'dispatched' } } } });
}

/**
 * Water Linked's `POST /imu/resetgyros` (behind a `$ref` named `run`, sending and answering
 * nothing): an action where its operation spells the words apart (`imu#ResetGyro`, `resetGyros`),
 * a plural collection the POST creates in where it is unnamed or named for other words
 * (`createGyro`); `expected` is the finding that reading brings.
 */
export function spelledApartTable(expected: ExpectedResult): RuleTable {
  const versions = ['2.0', '3.0', '3.1'];
  const withPath = (version: string): ExpectedResult => ({ ...expected, path: [...pathItemAt(version, 'run'), ...expected.path] });
  return {
    valid: versions.flatMap((version) => [
      {
        name: `one word only POST runs, sending and answering nothing, that its operation's name writes apart runs an action: \`POST /imu/resetgyros\` named \`imu#ResetGyro\` (${version})`,
        document: bodilessPostDocument(version, 'imu/resetgyros', [], 'imu#ResetGyro'),
      },
      {
        name: `the words written apart in the plural too: \`POST /imu/resetgyros\` named \`resetGyros\` (${version})`,
        document: bodilessPostDocument(version, 'imu/resetgyros', [], 'resetGyros'),
      },
    ]),
    invalid: versions.flatMap((version) => [
      { name: `unnamed, \`resetgyros\` is one word, a plural the POST creates in (${version})`, document: bodilessPostDocument(version, 'imu/resetgyros', []), errors: [withPath(version)] },
      { name: `named for other words (\`createGyro\`), it stays a collection (${version})`, document: bodilessPostDocument(version, 'imu/resetgyros', [], 'createGyro'), errors: [withPath(version)] },
    ]),
  };
}

/** A parameter of `version` in `location` (a path parameter required), its type as 2.0 writes it or in a schema as 3.x does. */
export function parameterOf(version: string, name: string, location: 'path' | 'query', type = 'string'): object {
  const required = location === 'path' ? { required: true } : {};
  return version === '2.0' ? { name, in: location, ...required, type } : { name, in: location, ...required, schema: { type } };
}

/** The operation fields of `version` that send `schema` as its JSON request body (2.0's `in: body` parameter). */
export function jsonRequest(version: string, schema: object): object {
  return version === '2.0' ? { parameters: [{ name: 'body', in: 'body', required: true, schema }] } : { requestBody: { content: { 'application/json': { schema } } } };
}

/** A response of `version` whose JSON body is `schema`. */
export function jsonAnswer(version: string, description: string, schema: object): object {
  return version === '2.0' ? { description, schema } : { description, content: { 'application/json': { schema } } };
}

/**
 * Salesforce's `/sobjects`: records of each object type under the type's name (`/sobjects/ListView`,
 * `/sobjects/ListView/{id}`, the first of `types` behind a `$ref`, read as `firstTypeRead` if given), beside a path putting
 * `{typeParameter}` where the name stands, an id following both (`/sobjects/{sObject}/{id}/{blobField}`).
 */
export function sobjectsDocument(version: string, typeParameter: string, types: readonly [string, string] = ['ListView', 'AIApplication'], firstTypeRead?: object): Record<string, unknown> {
  const read = { get: { responses: { '200': { description: 'done' } } } };
  const [first, second] = types;
  return withPathItemBehindRef(version, `/sobjects/${first}`, 'firstType', firstTypeRead ?? read, {
    [`/sobjects/{${typeParameter}}/{id}/{blobField}`]: read,
    [`/sobjects/${first}/{id}`]: read,
    [`/sobjects/${second}`]: read,
    [`/sobjects/${second}/{id}`]: read,
  });
}

/**
 * envelope-zero's `/v4/months` (behind a `$ref`): GET reads one month (`{data: Month}`), POST fills
 * in its allocations and DELETE clears them, each picking the month by `month` in the query
 * (`postPicks`: the POST takes it, required, as the DELETE does).
 */
export function monthInQueryDocument(version: string, { postPicks = true }: { postPicks?: boolean } = {}): Record<string, unknown> {
  const picked = (required: boolean) => [parameterOf(version, 'budget', 'query'), { ...parameterOf(version, 'month', 'query'), ...(required ? { required: true } : {}) }];
  const done = { '204': { description: 'done' } };
  return withPathItemBehindRef(version, '/v4/months', 'months', {
    get: { parameters: picked(false), responses: { '200': jsonAnswer(version, 'the month', { type: 'object', properties: { data: { type: 'object', properties: { month: { type: 'string' }, income: { type: 'number' } } } } }) } },
    post: { parameters: postPicks ? picked(true) : [parameterOf(version, 'budget', 'query')], responses: done },
    delete: { parameters: picked(true), responses: done },
  });
}

/**
 * Aeternity's middleware `GET /txs/count/{id}` (behind a `$ref`), the transactions of one address
 * counted by type, beside `GET /txs/count` answering `countAnswer` (one integer, the count of all)
 * and `GET /txs/{hash}`, one transaction.
 */
export function countOfDocument(version: string, countAnswer: object): Record<string, unknown> {
  return withPathItemBehindRef(version, '/txs/count/{id}', 'countOf', {
    get: { parameters: [parameterOf(version, 'id', 'path')], responses: { '200': jsonAnswer(version, 'the counts by type', { type: 'object', properties: { spend_tx: { type: 'integer' }, contract_call_tx: { type: 'integer' } } }) } },
  }, {
    '/txs/count': { get: { responses: { '200': jsonAnswer(version, 'the count', countAnswer) } } },
    '/txs/{hash}': { get: { parameters: [parameterOf(version, 'hash', 'path')], responses: { '200': jsonAnswer(version, 'the transaction', { type: 'object' }) } } },
  });
}
