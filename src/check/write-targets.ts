import type { OperationModel } from '../../rulesets/model/api-model.js';
import { isCollectionShape } from '../../rulesets/model/path-shape.js';
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

export function isCreate(context: ProbeContext, operation: OperationModel): boolean {
  return operation.method === 'post' && isCollectionShape(context.planner.shapeOf(operation).kind);
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
  if (create === undefined) return;
  const parentValues = context.planner.pathValues(create, true);
  if (parentValues === undefined || context.planner.hasCreated(create.pathKey, parentValues)) return;
  await context.resources.create(create);
}

/** The write target of one operation, or undefined when it cannot be aimed at a created resource or given a valid body. */
export async function writeTarget(context: ProbeContext, operation: OperationModel, use: 'probe' | 'create' = 'probe'): Promise<WriteTarget | undefined> {
  if (!context.options.allowWrites || !WRITE_METHODS.has(operation.method)) return undefined;
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
