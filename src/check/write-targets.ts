import type { OperationModel } from '../../rulesets/model/api-model.js';
import { isCollectionShape } from '../../rulesets/model/path-shape.js';
import { objectView } from '../../rulesets/model/schema.js';
import type { ProbeContext } from './context.js';

/**
 * Where writes go when writes are allowed: creates to their collection, everything else (a PUT,
 * PATCH or DELETE of an item, a POST action below it) to a resource the run created, never to one
 * it found. An operation no created resource can be put under is not written to.
 */

export interface WriteTarget {
  operation: OperationModel;
  url: URL;
  headers: Record<string, string>;
  values: string[];
  /** A valid JSON body, when the operation takes one. */
  body?: unknown;
}

export const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Creates first and deletes last, so that what one write made the next can aim at. */
const WRITE_ORDER = ['post', 'put', 'patch', 'delete'];

export function inWriteOrder<T extends { operation: OperationModel } | OperationModel>(items: readonly T[]): T[] {
  const rank = (item: T) => WRITE_ORDER.indexOf('operation' in item ? item.operation.method : item.method);
  return [...items].sort((left, right) => rank(left) - rank(right));
}

/** `POST /v1/users`: how `--write` names an operation. */
export function operationLabel(operation: OperationModel): string {
  return `${operation.method.toUpperCase()} ${operation.pathKey}`;
}

/**
 * Why a POST on a collection may be sent as a create, or undefined when nothing but the path's
 * shape says it is one: a path misread, or a POST that does something else, must not be written
 * to on a guess. Evidence is the document's own (a 201 among its answers, a body whose fields are
 * all fields of the item a GET reads) or the user's (`--write`).
 */
export function createEvidence(context: ProbeContext, operation: OperationModel): string | undefined {
  if (context.options.writeOperations.has(operationLabel(operation))) return 'named by --write';
  if (operation.responses.some((response) => response.status === '201')) return 'documents a 201';
  const body = operation.requestBody?.bodies[0]?.schema;
  const read = context.planner.itemOperation(operation.pathKey, 'get');
  const readSchema = read?.responses.find((response) => /^2/.test(response.status))?.bodies[0]?.schema;
  const written = [...objectView(body, []).properties.keys()];
  const readable = objectView(readSchema, []).properties;
  if (written.length > 0 && written.every((name) => readable.has(name))) return `its body's fields are fields of GET ${read?.pathKey ?? ''}`;
  return undefined;
}

/** A POST on a collection that the document (or the user) shows to be a create. */
export function isCreate(context: ProbeContext, operation: OperationModel): boolean {
  return operation.method === 'post' && isCollectionShape(context.planner.shapeOf(operation).kind) && createEvidence(context, operation) !== undefined;
}

/** A POST on a collection that nothing but its path calls a create: never written to. */
export function isUnprovenCreate(context: ProbeContext, operation: OperationModel): boolean {
  return operation.method === 'post' && isCollectionShape(context.planner.shapeOf(operation).kind) && createEvidence(context, operation) === undefined;
}

/** The collection above the deepest id of a path: `/users/{id}/lock` → `/users`; undefined without an id. */
export function collectionAbove(pathKey: string): string | undefined {
  const at = pathKey.lastIndexOf('/{');
  return at <= 0 ? undefined : pathKey.slice(0, at);
}

/** Creates a resource for an item write to aim at, when the collection above it takes a POST and none was created yet. */
export async function ensureCreatedTarget(context: ProbeContext, operation: OperationModel): Promise<void> {
  const collectionKey = collectionAbove(operation.pathKey);
  if (collectionKey === undefined) return;
  const create = context.planner.sibling(collectionKey, 'post');
  if (create === undefined || !isCreate(context, create)) return;
  const parentValues = context.planner.pathValues(create, true);
  if (parentValues === undefined || context.planner.hasCreated(create.pathKey, parentValues)) return;
  await context.resources.create(create);
}

/** The write target of one operation, or undefined when it cannot be aimed at a created resource or given a valid body. */
export async function writeTarget(context: ProbeContext, operation: OperationModel, use: 'probe' | 'create' = 'probe'): Promise<WriteTarget | undefined> {
  if (!context.options.allowWrites || !WRITE_METHODS.has(operation.method) || isUnprovenCreate(context, operation)) return undefined;
  const create = isCreate(context, operation);
  if (!create) await ensureCreatedTarget(context, operation);
  const values = create ? context.planner.pathValues(operation, true) : context.planner.createdPathValues(operation);
  if (values === undefined) return undefined;
  const planned = context.planner.buildUrl(operation, values);
  if (planned === undefined) return undefined;
  if (operation.requestBody === undefined || operation.method === 'delete') return { operation, url: planned.url, headers: planned.headers, values: planned.values };
  const body = context.planner.bodyFor(operation, use);
  if (body === undefined || !body.validated) return undefined;
  return { operation, url: planned.url, headers: planned.headers, values: planned.values, body: body.value };
}

/**
 * Why no request could be aimed at a write, in this operation's own terms: the create it needed
 * failed or is not shown to be one, the document has none, or no valid body could be built.
 */
export function whyNoWriteTarget(context: ProbeContext, operation: OperationModel): string {
  const label = operationLabel(operation);
  if (isUnprovenCreate(context, operation)) return `${label}: not shown to be a create (no 201 answer, a body unlike what GET reads); --write '${label}' sends it`;
  const unbuildable = operation.requestBody !== undefined && operation.method !== 'delete' && context.planner.bodyFor(operation)?.validated !== true;
  if (unbuildable) return `${label}: no valid body could be built from its request schema (no example, and no value satisfies it)`;
  if (isCreate(context, operation)) return `${label}: no value for the path parameters above it (no list gave an id, nothing was created there)`;
  const collectionKey = collectionAbove(operation.pathKey);
  const create = collectionKey === undefined ? undefined : context.planner.sibling(collectionKey, 'post');
  if (create === undefined) return `${label}: writes aim only at resources the run created, and the document has no create (POST ${collectionKey ?? 'on a collection'}) to make one`;
  if (context.resources.failureOf(create)) return `${label}: ${operationLabel(create)} created nothing (its live-not-probed finding says why), so there was no resource to aim at`;
  if (!isCreate(context, create)) return `${label}: ${operationLabel(create)} is not shown to be a create, so nothing was created to aim at; --write '${operationLabel(create)}' sends it`;
  return `${label}: ${operationLabel(create)} created nothing to aim at (no valid body, or no value for the path above it)`;
}
