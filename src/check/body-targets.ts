import type { OperationModel } from '../../rulesets/model/api-model.js';
import type { ProbeContext } from './context.js';
import type { Exchange } from './exchange.js';
import { isJsonObject, isSuccess } from './exchange.js';
import { fieldNames, isInconclusive } from './expectations.js';
import type { RequestBody } from './request-plan.js';
import { ensureCreatedTarget, isCreate, isUnprovenCreate } from './write-targets.js';

/**
 * The writes the body probes send bad bodies to: with `allowWrites` only (a lenient parser acts on
 * a body cut short, too), every write taking a JSON body, creates the document shows to be
 * creates, and the rest aimed at a resource the run created.
 */

export interface BodyTarget {
  operation: OperationModel;
  url: URL;
  headers: Record<string, string>;
  values: string[];
  body: RequestBody;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

async function targetFor(context: ProbeContext, operation: OperationModel): Promise<BodyTarget | undefined> {
  const body = context.planner.bodyFor(operation);
  if (body === undefined || !context.options.allowWrites || isUnprovenCreate(context, operation)) return undefined;
  const create = isCreate(context, operation);
  if (!create) await ensureCreatedTarget(context, operation);
  const values = create ? context.planner.pathValues(operation, true) : context.planner.createdPathValues(operation);
  const planned = values === undefined ? undefined : context.planner.buildUrl(operation, values);
  if (planned === undefined) return undefined;
  return { operation, url: planned.url, headers: planned.headers, values: planned.values, body };
}

export async function bodyTargets(context: ProbeContext): Promise<BodyTarget[]> {
  const found: BodyTarget[] = [];
  for (const operation of context.planner.operations) {
    if (!BODY_METHODS.has(operation.method)) continue;
    const target = await targetFor(context, operation);
    if (target !== undefined) found.push(target);
  }
  return found;
}

/**
 * The verdict on an answer to an invalid body: `ok` (400/422 as wanted), `skip` (cannot be judged:
 * a rate limit, refused credentials, an error reported as success, a resource not found or in
 * conflict), or `wrong` (anything else). A resource created by mistake is recorded for deletion.
 */
export function judgeRejection(context: ProbeContext, target: BodyTarget, exchange: Exchange, accepted: readonly number[]): 'ok' | 'skip' | 'wrong' {
  const status = exchange.response.status;
  if (accepted.includes(status)) return 'ok';
  if (isInconclusive(exchange)) return 'skip';
  // A missing parent, or a value the run made up that the server looks up or finds taken, may
  // fairly be judged before the body's shape.
  if (status === 404 || status === 409) return 'skip';
  if (isSuccess(status) && target.operation.method === 'post') context.resources.adopt(target.operation, target.values, exchange);
  return 'wrong';
}

/**
 * Whether an error's `field` points elsewhere than at the probed field. Naming another field the
 * body carries is not held against the server: the run made that value up, and the server may
 * have judged it first (a reference to a resource that does not exist).
 */
export function namesAnotherField(field: unknown, probed: string, body: unknown): field is string {
  if (typeof field !== 'string' || fieldNames(field, probed)) return false;
  const sent = isJsonObject(body) ? Object.keys(body) : [];
  return !sent.some((name) => fieldNames(field, name));
}
