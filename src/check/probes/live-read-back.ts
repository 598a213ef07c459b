import { describeExchange, isJsonObject, isSuccess } from '../exchange.js';
import { defineProbe } from '../probe.js';
import { stableState } from '../resource-state.js';

/** The resource a create answered: the body itself, or its `data`. */
function resourceOf(body: unknown): Record<string, unknown> | undefined {
  if (!isJsonObject(body)) return undefined;
  return isJsonObject(body['data']) ? body['data'] : body;
}

/** Fields both answers carry whose values differ (fields that change on every write left out). */
function differingFields(created: Record<string, unknown>, read: Record<string, unknown>): string[] {
  const left = stableState(created) as Record<string, unknown>;
  const right = stableState(read) as Record<string, unknown>;
  return Object.keys(left).filter((name) => name in right && JSON.stringify(left[name]) !== JSON.stringify(right[name]));
}

/**
 * §4: POST answers "the created resource as JSON" and GET of its id "the resource as JSON": the
 * two are the same resource. Judged on the read each create made by the run is followed by
 * (writes allowed only).
 */
const probe = defineProbe({
  id: 'live-read-back',
  section: '4',
  severity: 'error',
  description: 'A created resource reads back (GET of its id) as the create answered it (writes only).',
  writes: true,
  observe(exchange, context) {
    const create = exchange.createdBy;
    if (exchange.purpose !== 'read-back' || create === undefined) return;
    const status = exchange.response.status;
    if (status === 429 || exchange.faults.has('live-no-error-in-200')) return;
    const intro = `${describeExchange(exchange)}: ${create.request.method} ${create.request.url.href} answered ${create.response.status} and created it`;
    if (!isSuccess(status)) {
      exchange.faults.add(probe.id);
      context.report(probe, create.operation, 'read', `${intro}; a created resource must be readable by its id`);
      return;
    }
    const created = resourceOf(create.response.json);
    const read = resourceOf(exchange.response.json);
    if (created === undefined || read === undefined) return;
    const fields = differingFields(created, read);
    if (fields.length === 0) return;
    exchange.faults.add(probe.id);
    const shown = fields.slice(0, 3).map((name) => `"${name}" ${JSON.stringify(created[name])} then ${JSON.stringify(read[name])}`).join(', ');
    context.report(probe, create.operation, 'fields', `${intro}; the read differs from what the create answered: ${shown}`);
  },
});

export default probe;
