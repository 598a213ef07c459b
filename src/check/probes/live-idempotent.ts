import type { OperationModel } from '../../../rulesets/model/api-model.js';
import { isCollectionShape } from '../../../rulesets/model/path-shape.js';
import type { ProbeContext } from '../context.js';
import type { Exchange } from '../exchange.js';
import { describeExchange, isSuccess } from '../exchange.js';
import type { CreatedResource } from '../resources.js';
import { defineProbe } from '../probe.js';
import { sameState, stableState } from '../resource-state.js';

/** A success that is not an error in disguise (that one is live-no-error-in-200's to report). */
function succeeded(exchange: Exchange): boolean {
  return isSuccess(exchange.response.status) && !exchange.faults.has('live-no-error-in-200');
}

async function sendTo(context: ProbeContext, resource: CreatedResource, method: string, body?: unknown): Promise<Exchange | undefined> {
  const target = context.resources.itemUrl(resource, method);
  if (target === undefined) return undefined;
  return context.send({
    operation: target.operation,
    method,
    url: target.url,
    headers: target.headers,
    ...(body === undefined ? {} : { body }),
    credentials: 'full',
    purpose: 'idempotent',
  });
}

/** The state after a write: what a GET of the item says, else what the write answered. */
async function stateAfter(context: ProbeContext, resource: CreatedResource, write: Exchange): Promise<unknown> {
  const read = await sendTo(context, resource, 'get');
  return read !== undefined && succeeded(read) ? read.response.json : write.response.json;
}

async function checkPut(context: ProbeContext, resource: CreatedResource, put: OperationModel): Promise<void> {
  // A fresh body, so that a value the server keeps unique is not one an example already took.
  const body = context.planner.bodyFor(put, 'create');
  if (body === undefined || !body.validated) return;
  const first = await sendTo(context, resource, 'put', body.value);
  if (first === undefined) return;
  if (!succeeded(first)) {
    context.notice(`live-idempotent: PUT ${first.request.url.href} answered ${first.response.status} to a valid body; PUT was not repeated`);
    return;
  }
  const stateOne = await stateAfter(context, resource, first);
  const second = await sendTo(context, resource, 'put', body.value);
  if (second === undefined || second.response.status === 429 || second.faults.has('live-no-error-in-200')) return;
  if (!isSuccess(second.response.status)) {
    context.report(probe, put, 'put status', `${describeExchange(second)}: the same PUT answered ${first.response.status} the first time; repeating a PUT must leave the same state and succeed again`, 'put status');
    return;
  }
  const stateTwo = await stateAfter(context, resource, second);
  if (!sameState(stateOne, stateTwo)) {
    context.report(probe, put, 'put state', `${describeExchange(second)}: the resource after the repeated PUT differs from the resource after the first (${JSON.stringify(stableState(stateOne)).slice(0, 120)} then ${JSON.stringify(stableState(stateTwo)).slice(0, 120)}); PUT is idempotent`, 'put state');
  }
}

async function checkDelete(context: ProbeContext, resource: CreatedResource, remove: OperationModel): Promise<void> {
  const first = await sendTo(context, resource, 'delete');
  if (first === undefined) return;
  if (!succeeded(first)) {
    context.notice(`live-idempotent: DELETE ${first.request.url.href} answered ${first.response.status} for a resource the run created; DELETE was not repeated`);
    return;
  }
  context.resources.markDeleted(resource);
  const second = await sendTo(context, resource, 'delete');
  if (second === undefined) return;
  const status = second.response.status;
  if (!isSuccess(status) && status !== 404 && status !== 410 && status !== 429) {
    context.report(probe, remove, 'delete status', `${describeExchange(second)}: the first DELETE answered ${first.response.status}; a repeated DELETE must leave the resource deleted and answer a success or 404`, 'delete status');
  }
  const read = await sendTo(context, resource, 'get');
  if (read !== undefined && succeeded(read)) {
    context.report(probe, remove, 'delete state', `${describeExchange(read)}: after DELETE ${first.request.url.href} answered ${first.response.status} and was repeated, the resource is still there; expected 404`, 'delete state');
  }
}

const probe = defineProbe({
  id: 'live-idempotent',
  section: '4.1',
  severity: 'error',
  description: 'A PUT repeated, and a DELETE repeated, leave the same state (writes only).',
  writes: true,
  async run(context) {
    const creates = context.planner.operations.filter((operation) => operation.method === 'post' && isCollectionShape(context.planner.shapeOf(operation).kind));
    for (const create of creates) {
      const put = context.planner.itemOperation(create.pathKey, 'put');
      const remove = context.planner.itemOperation(create.pathKey, 'delete');
      if (put === undefined && remove === undefined) continue;
      const resource = await context.resources.create(create);
      if (resource === undefined) continue;
      if (put !== undefined) await checkPut(context, resource, put);
      if (remove !== undefined) await checkDelete(context, resource, remove);
    }
  },
});

export default probe;
