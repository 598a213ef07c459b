import type { OperationModel } from '../../../rulesets/model/api-model.js';
import type { ProbeContext } from '../context.js';
import type { CredentialKind, ExchangePurpose } from '../exchange.js';
import { describeExchange, isSuccess, statusCause } from '../exchange.js';
import { defineProbe } from '../probe.js';
import { inWriteOrder, writeTarget } from '../write-targets.js';

interface Target {
  operation: OperationModel;
  url: URL;
  headers: Record<string, string>;
  values: string[];
  body?: unknown;
}

const READ_METHODS = new Set(['get', 'head']);

/**
 * What is probed: every protected read whose URL can be built, and, only when writes are allowed
 * (a server that does not check credentials would act on them), every protected write, aimed at a
 * resource the run created.
 */
export async function protectedTargets(context: ProbeContext): Promise<Target[]> {
  const found: Target[] = [];
  for (const operation of context.planner.operations) {
    if (!context.credentials.protectionOf(operation).required) continue;
    if (READ_METHODS.has(operation.method)) {
      const baseline = context.baselines.find((exchange) => exchange.operation === operation);
      if (baseline !== undefined) {
        found.push({ operation, url: baseline.request.url, headers: {}, values: [] });
        continue;
      }
      const planned = context.planner.plan(operation);
      if (planned !== undefined) found.push({ operation, url: planned.url, headers: planned.headers, values: planned.values });
      continue;
    }
    const target = await writeTarget(context, operation);
    if (target !== undefined) found.push(target);
  }
  return found;
}

function stripCredentials(url: URL, context: ProbeContext): URL {
  const copy = new URL(url.href);
  for (const name of context.credentials.credentialQueryNames()) copy.searchParams.delete(name);
  return copy;
}

interface Attempt {
  kind: CredentialKind;
  purpose: ExchangePurpose;
  label: string;
}

function attempts(context: ProbeContext): Attempt[] {
  return [
    { kind: 'none', purpose: 'no-credentials', label: 'no credentials' },
    { kind: 'invalid', purpose: 'invalid-credentials', label: 'invalid credentials' },
    ...(context.options.expiredToken === undefined ? [] : [{ kind: 'expired' as const, purpose: 'expired-credentials' as const, label: 'expired credentials' }]),
  ];
}

const probe = defineProbe({
  id: 'live-auth-required',
  section: '5.1, 5.3',
  severity: 'error',
  description: 'A protected operation called with no credentials, invalid ones or expired ones answers 401.',
  async run(context) {
    const targets = await protectedTargets(context);
    // Writes one after another: a server that accepts one may have changed what the next aims at.
    const reads = targets.filter((target) => READ_METHODS.has(target.operation.method));
    const writes = inWriteOrder(targets.filter((target) => !READ_METHODS.has(target.operation.method)));
    // A DELETE served without valid credentials leaves nothing for the next attempt: its 404 is that fault's consequence, not another.
    const deletedWithout = new Set<Target>();
    const probeTarget = async (target: Target, { kind, purpose, label }: Attempt): Promise<void> => {
      if (kind !== 'none' && context.credentials.protectionOf(target.operation).placements.length === 0) return;
      if (deletedWithout.has(target)) return;
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
      if (isSuccess(exchange.response.status) && target.operation.method === 'post') context.resources.adopt(target.operation, target.values, exchange);
      const status = exchange.response.status;
      if (target.operation.method === 'delete' && isSuccess(status)) deletedWithout.add(target);
      if (status === 401 || status === 429 || exchange.faults.has('live-no-error-in-200')) return;
      context.report(probe, target.operation, kind,
        `${describeExchange(exchange)}: the operation requires credentials; a request with ${label} must answer 401`, `${kind} ${statusCause(status)}`);
    };
    await Promise.all(reads.flatMap((target) => attempts(context).map((attempt) => probeTarget(target, attempt))));
    for (const target of writes) for (const attempt of attempts(context)) await probeTarget(target, attempt);
  },
});

export default probe;
