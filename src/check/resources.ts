import type { OperationModel } from '../../rulesets/model/api-model.js';
import { splitPathKey } from '../../rulesets/model/path-shape.js';
import type { ProbeContext } from './context.js';
import type { Exchange } from './exchange.js';
import { excerpt, isJsonObject, isSuccess } from './exchange.js';
import type { RequestBody } from './request-plan.js';
import { idOfItem } from './request-plan.js';

/**
 * `POST /v1/books did not create anything: …`: what the create answered, what its body held
 * (which reference fields came from a list, which were made up), and that no more are tried.
 */
function createFailure(exchange: Exchange, body: RequestBody, attempts: number): string {
  const request = `${exchange.request.method} ${exchange.request.url.pathname}`;
  const filled = body.references.filter((reference) => reference.from !== undefined).map((reference) => `"${reference.field}" from ${reference.from ?? ''}`);
  const madeUp = body.references.filter((reference) => reference.from === undefined).map((reference) => `"${reference.field}"`);
  const tried = [
    filled.length > 0 ? `${filled.join(', ')} (the first id it listed)` : '',
    madeUp.length > 0 ? `${madeUp.join(', ')} made up, as no list the server answered gave one` : '',
  ].filter((part) => part.length > 0).join('; ');
  const likely = madeUp.length > 0 && [400, 404, 409, 422].includes(exchange.response.status) ? `; a made-up reference (${madeUp.join(', ')}) is the likely cause` : '';
  return `${request} created nothing: ${attempts} creates with valid bodies answered ${exchange.response.status}, the last with ${exchange.response.text.trim().length === 0 ? 'an empty body' : excerpt(exchange.response.text)}${tried.length > 0 ? `; the body had ${tried}` : ''}${likely}. No more creates were tried, and the writes that needed a resource it would have created were not probed`;
}

/**
 * Resources the run created (only when writes are allowed), so that each is deleted again at the
 * end where the API has a DELETE for it.
 */

export interface CreatedResource {
  /** The answer to the create. */
  exchange: Exchange;
  /** The POST on the collection that created it. */
  collection: OperationModel;
  parentValues: string[];
  id: string;
  deleted: boolean;
}

function itemParameterName(context: ProbeContext, collection: OperationModel): string {
  const item = context.planner.itemOperation(collection.pathKey, 'get')
    ?? context.planner.itemOperation(collection.pathKey, 'delete')
    ?? context.planner.itemOperation(collection.pathKey, 'put');
  const parameter = item === undefined ? undefined : splitPathKey(item.pathKey).filter((segment) => segment.isParameter).at(-1);
  return parameter?.text.slice(1, -1) ?? 'id';
}

/** The id of what a create answered: in the body, else the last segment of `Location`. */
export function createdId(context: ProbeContext, collection: OperationModel, exchange: Exchange): string | undefined {
  const body = exchange.response.json;
  const fromBody = isJsonObject(body) ? idOfItem(isJsonObject(body['data']) ? body['data'] : body, itemParameterName(context, collection)) : undefined;
  if (fromBody !== undefined) return fromBody;
  const location = exchange.response.headers.get('location');
  if (location === null) return undefined;
  const last = location.split('?')[0]?.split('/').filter((part) => part.length > 0).at(-1);
  return last === undefined ? undefined : decodeURIComponent(last);
}

/** Creates of one collection that may fail before no more are tried: a second, fresh body may avoid a conflict the first met. */
const MAX_FAILED_CREATES = 2;

export class CreatedResources {
  private readonly resources: CreatedResource[] = [];
  /** Failed creates per collection, so that one that keeps failing is not sent again for every probe that needs a target. */
  private readonly failures = new Map<OperationModel, number>();

  constructor(private readonly context: ProbeContext) {}

  /** Records a resource a request created, whether or not it was meant to. */
  adopt(collection: OperationModel, parentValues: string[], exchange: Exchange): CreatedResource | undefined {
    if (!isSuccess(exchange.response.status)) return undefined;
    const id = createdId(this.context, collection, exchange);
    if (id === undefined) {
      this.context.notice(`${collection.method.toUpperCase()} ${exchange.request.url.href} created a resource whose id could not be read; it was not deleted`);
      return undefined;
    }
    const resource: CreatedResource = { exchange, collection, parentValues, id, deleted: false };
    this.resources.push(resource);
    this.context.planner.recordCreated(collection.pathKey, parentValues, id);
    return resource;
  }

  /** Creates a resource with a valid body; undefined when the API would not (or kept refusing). */
  async create(collection: OperationModel): Promise<CreatedResource | undefined> {
    if ((this.failures.get(collection) ?? 0) >= MAX_FAILED_CREATES) return undefined;
    const body = this.context.planner.bodyFor(collection, 'create');
    const planned = this.context.planner.plan(collection);
    if (body === undefined || !body.validated || planned === undefined) return undefined;
    const exchange = await this.context.send({ operation: collection, method: 'POST', url: planned.url, headers: planned.headers, body: body.value, credentials: 'full', purpose: 'create' });
    if (exchange === undefined) return undefined;
    const status = exchange.response.status;
    if (!isSuccess(status) && status !== 429) {
      const failures = (this.failures.get(collection) ?? 0) + 1;
      this.failures.set(collection, failures);
      if (failures >= MAX_FAILED_CREATES) this.context.notProbed(collection, createFailure(exchange, body, failures));
      return undefined;
    }
    return this.adopt(collection, planned.values, exchange);
  }

  /** Why a collection has no created resource to aim writes at, when its creates failed. */
  failureOf(collection: OperationModel): boolean {
    return (this.failures.get(collection) ?? 0) > 0;
  }

  /** The DELETE of a created resource, and the URL its item operations take. */
  itemUrl(resource: CreatedResource, method: string): { operation: OperationModel; url: URL; headers: Record<string, string> } | undefined {
    const operation = this.context.planner.itemOperation(resource.collection.pathKey, method);
    if (operation === undefined) return undefined;
    const planned = this.context.planner.buildUrl(operation, [...resource.parentValues, resource.id]);
    return planned === undefined ? undefined : { operation, url: planned.url, headers: planned.headers };
  }

  markDeleted(resource: CreatedResource): void {
    resource.deleted = true;
    this.context.planner.forgetCreated(resource.collection.pathKey, resource.parentValues, resource.id);
  }

  /** Deletes what is left, newest first (children before their parents). */
  async cleanup(): Promise<void> {
    for (const resource of [...this.resources].reverse()) {
      if (resource.deleted) continue;
      const target = this.itemUrl(resource, 'delete');
      const label = `${resource.collection.pathKey} id ${resource.id}`;
      if (target === undefined) {
        this.context.notice(`created resource ${label} was left in place: the document has no DELETE for it`);
        continue;
      }
      const exchange = await this.context.send({ operation: target.operation, method: 'DELETE', url: target.url, headers: target.headers, credentials: 'full', purpose: 'cleanup' });
      if (exchange !== undefined && (isSuccess(exchange.response.status) || exchange.response.status === 404 || exchange.response.status === 410)) this.markDeleted(resource);
      else this.context.notice(`created resource ${label} could not be deleted (${exchange === undefined ? 'no answer' : `DELETE answered ${exchange.response.status}`})`);
    }
  }
}
