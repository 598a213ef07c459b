import type { ApiModel, OperationModel } from '../model/api-model.js';
import type { JsonObject, JsonPath } from '../model/json.js';
import { arrayOf, isObject } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { isOfType, objectView } from '../model/schema.js';
import { ERROR_BODY_FIELD_FIELD, ERROR_BODY_REQUIRED_FIELDS, LIST_ITEMS_FIELD, LIST_TOTAL_FIELD } from '../convention-fields.js';
import type { FixEdit, RuleFix } from '../rule.js';

/**
 * The nodes the rules' fixes add, written once for 2.0 and 3.x: a response header, the error
 * body of §7 as a shared schema, and an error response carrying it. Each is what the rule that
 * asked for it then accepts.
 */

/** A response header of type `type` (2.0 writes the type on the header, 3.x in a schema). */
export function headerNode(model: ApiModel, description: string, type: 'string' | 'integer'): JsonObject {
  return model.version === '2.0' ? { description, type } : { description, schema: { type } };
}

/** §7's error body: required string `error` and `message`, and `field` for validation errors. */
const ERROR_SCHEMA: JsonObject = {
  type: 'object',
  required: [...ERROR_BODY_REQUIRED_FIELDS],
  properties: {
    error: { type: 'string', description: 'Machine-readable error identifier' },
    message: { type: 'string', description: 'Human-readable explanation' },
    [ERROR_BODY_FIELD_FIELD]: { type: 'string', description: 'Name of the offending input field (for validation errors)' },
  },
};

/** A schema that already is the error body: required string `error` and `message`, `field` a string where present. */
function isErrorBody(schema: unknown): boolean {
  const view = objectView(schema, []);
  const field = view.properties.get(ERROR_BODY_FIELD_FIELD);
  return ERROR_BODY_REQUIRED_FIELDS.every((name) => view.required.has(name) && isOfType(view.properties.get(name)?.schema, 'string'))
    && (field === undefined || isOfType(field.schema, 'string'));
}

function sharedSchemasPath(model: ApiModel): JsonPath {
  return model.version === '2.0' ? ['definitions'] : ['components', 'schemas'];
}

function sharedSchemas(model: ApiModel): JsonObject {
  let node: unknown = model.root;
  for (const segment of sharedSchemasPath(model)) node = isObject(node) ? node[segment] : undefined;
  return isObject(node) ? node : {};
}

/** A name for a new shared schema: `Error`, else `ErrorBody`, `ErrorBody2`, … whichever is free. */
function freeName(schemas: JsonObject): string {
  if (!('Error' in schemas)) return 'Error';
  for (let index = 1; ; index++) {
    const name = index === 1 ? 'ErrorBody' : `ErrorBody${index}`;
    if (!(name in schemas)) return name;
  }
}

/**
 * The schema an error response refers to, and the edit that adds it where it is not there yet:
 * a shared schema that already is the error body (`Error` first), else §7's body added once
 * under a name no other schema has.
 */
export function errorBodyReference(model: ApiModel): { schema: JsonObject; edits: FixEdit[] } {
  let reference = errorBodies.get(model);
  if (reference === undefined) {
    reference = findErrorBodyReference(model);
    errorBodies.set(model, reference);
  }
  return reference;
}

/** Found once per document: every error response a fix gives a body refers to the same schema. */
const errorBodies = new WeakMap<ApiModel, { schema: JsonObject; edits: FixEdit[] }>();

function findErrorBodyReference(model: ApiModel): { schema: JsonObject; edits: FixEdit[] } {
  const schemas = sharedSchemas(model);
  const names = Object.keys(schemas).sort((left, right) => Number(right === 'Error') - Number(left === 'Error'));
  const existing = names.find((name) => isErrorBody(schemas[name]));
  const name = existing ?? freeName(schemas);
  const path = [...sharedSchemasPath(model), name];
  const schema = { $ref: `#/${path.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` };
  return { schema, edits: existing === undefined ? [{ op: 'add', path, value: ERROR_SCHEMA }] : [] };
}

/**
 * The shared responses (`components/responses`, `responses` in 2.0): the resolved document holds
 * each as one object wherever a `$ref` uses it, so a response met in an operation is shared when
 * it is one of these.
 */
export function sharedResponses(model: ApiModel): Set<unknown> {
  let shared = sharedResponseSets.get(model);
  if (shared === undefined) {
    shared = findSharedResponses(model);
    sharedResponseSets.set(model, shared);
  }
  return shared;
}

const sharedResponseSets = new WeakMap<ApiModel, Set<unknown>>();

function findSharedResponses(model: ApiModel): Set<unknown> {
  const holder = model.version === '2.0' ? model.root['responses'] : isObject(model.root['components']) ? model.root['components']['responses'] : undefined;
  return new Set(isObject(holder) ? Object.values(holder) : []);
}

/** Whether the operation's responses may carry JSON: always in 3.x, where `produces` allows it in 2.0. */
export function answersJson(model: ApiModel, operation: OperationModel): boolean {
  if (model.version !== '2.0') return true;
  const produces = operation.node['produces'] ?? model.root['produces'];
  return !Array.isArray(produces) || arrayOf(produces).some((type) => typeof type === 'string' && isJsonMediaType(type));
}

/** The body of a response as the version writes it: `content` in 3.x, `schema` in 2.0. */
export function jsonBody(model: ApiModel, schema: JsonObject): JsonObject {
  return model.version === '2.0' ? { schema } : { content: { 'application/json': { schema } } };
}

/**
 * The edits that add error responses (`status` → description) to the operation, each with the
 * error body, or undefined where its responses cannot carry JSON.
 */
export function addErrorResponses(model: ApiModel, operation: OperationModel, responses: ReadonlyArray<readonly [string, string]>): FixEdit[] | undefined {
  if (!answersJson(model, operation) || responses.length === 0) return undefined;
  const body = errorBodyReference(model);
  return [
    ...responses.map(([status, description]): FixEdit => ({ op: 'add', path: [...operation.responsesPath, status], value: { description, ...jsonBody(model, body.schema) } })),
    ...body.edits,
  ];
}

function nodeAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const segment of path) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[String(segment)] : undefined;
  return node;
}

/**
 * Renaming a field or a parameter (`field-casing`): the property's key and its entry in the
 * schema's `required`, or the parameter's `name`. A contract change: clients send and read the
 * old name.
 */
export function renameField(model: ApiModel, field: { name: string; kind: 'field' | 'parameter'; path: JsonPath }, to: string): RuleFix | undefined {
  if (to === field.name || to === '') return undefined;
  const description = `rename ${field.kind} "${field.name}" to "${to}"`;
  if (field.kind === 'parameter') {
    // A path parameter is named in the path too: renaming it is renaming the path.
    const parameter = nodeAt(model.root, field.path.slice(0, -1));
    if (!isObject(parameter) || parameter['in'] === 'path') return undefined;
    return typeof nodeAt(model.root, field.path) === 'string' ? { description, edits: [{ op: 'replace', path: field.path, value: to }] } : undefined;
  }
  if (field.path.at(-2) !== 'properties') return undefined;
  const schemaPath = field.path.slice(0, -2);
  const siblings = nodeAt(model.root, [...schemaPath, 'properties']);
  if (isObject(siblings) && to in siblings) return undefined;
  const required = arrayOf(nodeAt(model.root, [...schemaPath, 'required']));
  return {
    description,
    edits: [
      { op: 'rename', path: field.path, to },
      ...required.flatMap((name, index): FixEdit[] => (name === field.name ? [{ op: 'replace', path: [...schemaPath, 'required', index], value: to }] : [])),
    ],
  };
}

/** A string that may be null, as the version writes it (`nullable` in 3.0, a type list from 3.1, `x-nullable` in 2.0). */
function nullableString(model: ApiModel, description: string): JsonObject {
  if (model.version === '2.0') return { type: 'string', 'x-nullable': true, description };
  if (model.version === '3.0') return { type: 'string', nullable: true, description };
  return { type: ['string', 'null'], description };
}

/**
 * Wrapping a bare array in the list envelope (`list-envelope`): the array, as written, becomes
 * `data`, beside the next-page cursor and the total. A contract change: clients read the items
 * from `data` now.
 */
export function wrapInEnvelope(model: ApiModel, path: JsonPath, cursor: string): RuleFix {
  return {
    description: `wrap the array in the list envelope {data, ${cursor}, total}`,
    edits: [{
      op: 'wrap',
      path,
      at: ['properties', LIST_ITEMS_FIELD],
      value: {
        type: 'object',
        required: [LIST_ITEMS_FIELD, cursor, LIST_TOTAL_FIELD],
        properties: {
          [LIST_ITEMS_FIELD]: {},
          [cursor]: nullableString(model, 'The cursor of the next page; null on the last page'),
          [LIST_TOTAL_FIELD]: { type: 'integer', description: 'The total count of items' },
        },
      },
    }],
  };
}
