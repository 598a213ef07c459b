import { isObject } from '../../../rulesets/model/json.js';
import { objectView } from '../../../rulesets/model/schema.js';
import type { BodyTarget } from '../body-targets.js';
import { bodyTargets, judgeRejection, namesAnotherField } from '../body-targets.js';
import type { ProbeContext } from '../context.js';
import { describeExchange, isJsonObject, isSuccess, statusCause } from '../exchange.js';
import { defineProbe } from '../probe.js';

/** At most this many fields are left out per operation, one request each. */
const MAX_FIELDS = 5;

/** Required top-level fields of the request body that the valid body carries (readOnly ones are not required in requests). */
function requiredFields(target: BodyTarget): string[] {
  if (!isJsonObject(target.body.value)) return [];
  const view = objectView(target.body.schema, []);
  const body = target.body.value;
  return [...view.required].filter((name) => {
    const property = view.properties.get(name);
    return name in body && !(isObject(property?.schema) && property.schema['readOnly'] === true);
  }).slice(0, MAX_FIELDS);
}

async function probeField(context: ProbeContext, target: BodyTarget, name: string): Promise<void> {
  const { [name]: _removed, ...body } = target.body.value as Record<string, unknown>;
  // Only a body the schema rejects is a fair probe (a `required` the schema relaxes elsewhere is not).
  if (context.validator.validate(target.body.schemaPath, body, 'request')?.valid !== false) return;
  const exchange = await context.send({
    operation: target.operation,
    method: target.operation.method,
    url: target.url,
    headers: target.headers,
    body,
    credentials: 'full',
    purpose: 'missing-field',
    probedField: name,
  });
  if (exchange === undefined) return;
  const verdict = judgeRejection(context, target, exchange, [400, 422]);
  if (verdict === 'skip') return;
  if (verdict === 'wrong') {
    const status = exchange.response.status;
    // An action taking a body it never reads succeeds whatever the body lacks: the document's `required` is the likelier mistake.
    if (isSuccess(status) && context.planner.shapeOf(target.operation).kind === 'action') {
      context.report(probe, target.operation, `status ${name}`, `${describeExchange(exchange)}: the body lacks the required field "${name}"; expected 400 or 422. An action that succeeds without its required fields may read no body at all: if so, the document is the likely culprit in requiring one (make the body optional, or drop it)`, 'action body unread');
      return;
    }
    context.report(probe, target.operation, `status ${name}`, `${describeExchange(exchange)}: the body lacks the required field "${name}"; expected 400 or 422`, statusCause(status));
    return;
  }
  const json = exchange.response.json;
  // A missing "field" is live-error-body's to report; a "field" naming another input is this probe's.
  if (isJsonObject(json) && namesAnotherField(json['field'], name, body)) {
    context.report(probe, target.operation, `field ${name}`, `${describeExchange(exchange)}: the error names field "${json['field']}"; expected "field" to name the missing "${name}"`, `field ${String(json['field'])}`);
  }
}

const probe = defineProbe({
  id: 'live-missing-required-field',
  writes: true,
  section: '4.2, 7',
  severity: 'error',
  description: 'A write missing a required field answers 400 or 422, and names the field in "field".',
  async run(context) {
    const targets = (await bodyTargets(context)).filter((target) => target.body.validated);
    await Promise.all(targets.flatMap((target) => requiredFields(target).map((name) => probeField(context, target, name))));
  },
});

export default probe;
