import type { OperationModel } from '../../../rulesets/model/api-model.js';
import type { ProbeContext } from '../context.js';
import type { CredentialKind } from '../exchange.js';
import { describeExchange, isSuccess } from '../exchange.js';
import { defineProbe } from '../probe.js';

interface Target {
  operation: OperationModel;
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
}

const READ_METHODS = new Set(['get', 'head']);

/**
 * What is probed: every protected read whose URL can be built. Writes only when writes are
 * allowed: a server that does not check credentials would act on them.
 */
function targets(context: ProbeContext): Target[] {
  const found: Target[] = [];
  for (const operation of context.planner.operations) {
    if (!context.credentials.protectionOf(operation).required) continue;
    if (READ_METHODS.has(operation.method)) {
      const baseline = context.baselines.find((exchange) => exchange.operation === operation);
      const planned = baseline === undefined ? context.planner.plan(operation) : undefined;
      if (baseline !== undefined) found.push({ operation, url: baseline.request.url, headers: {} });
      else if (planned !== undefined) found.push({ operation, url: planned.url, headers: planned.headers });
      continue;
    }
    if (!context.options.allowWrites || operation.method !== 'post') continue;
    const planned = context.planner.plan(operation);
    const body = context.planner.bodyFor(operation);
    if (planned === undefined || (operation.requestBody !== undefined && body === undefined)) continue;
    found.push({ operation, url: planned.url, headers: planned.headers, ...(body === undefined ? {} : { body: body.value }) });
  }
  return found;
}

function stripCredentials(url: URL, context: ProbeContext): URL {
  const copy = new URL(url.href);
  for (const name of context.credentials.credentialQueryNames()) copy.searchParams.delete(name);
  return copy;
}

const probe = defineProbe({
  id: 'live-auth-required',
  section: '5.1, 5.3',
  severity: 'error',
  description: 'A protected operation called with no credentials, and with invalid ones, answers 401.',
  async run(context) {
    const kinds: Array<{ kind: CredentialKind; purpose: 'no-credentials' | 'invalid-credentials'; label: string }> = [
      { kind: 'none', purpose: 'no-credentials', label: 'no credentials' },
      { kind: 'invalid', purpose: 'invalid-credentials', label: 'invalid credentials' },
    ];
    await Promise.all(targets(context).flatMap((target) => kinds.map(async ({ kind, purpose, label }) => {
      if (kind === 'invalid' && context.credentials.protectionOf(target.operation).placements.length === 0) return;
      const exchange = await context.send({
        operation: target.operation,
        method: target.operation.method,
        url: stripCredentials(target.url, context),
        headers: target.headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        credentials: kind,
        purpose,
      });
      if (exchange === undefined) return;
      if (isSuccess(exchange.response.status) && target.operation.method === 'post') {
        context.resources.adopt(target.operation, context.planner.pathValues(target.operation) ?? [], exchange);
      }
      const status = exchange.response.status;
      if (status === 401 || status === 429 || exchange.faults.has('live-no-error-in-200')) return;
      context.report(probe, target.operation, kind,
        `${describeExchange(exchange)}: the operation requires credentials; a request with ${label} must answer 401`);
    })));
  },
});

export default probe;
