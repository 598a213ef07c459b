import { isObject } from '../../../rulesets/model/json.js';
import { objectView } from '../../../rulesets/model/schema.js';
import type { BodyTarget } from '../body-targets.js';
import { bodyTargets, judgeRejection, namesAnotherField } from '../body-targets.js';
import type { ProbeContext } from '../context.js';
import { describeExchange, isJsonObject, statusCause } from '../exchange.js';
import { defineProbe } from '../probe.js';
import { wrongTypePreference, wrongTypeValue } from '../sample-values.js';

interface Mutation {
  field: string;
  body: Record<string, unknown>;
  description: string;
}

/**
 * One field of the valid body given a value of the wrong type: required fields first, then the
 * other fields the body carries, then optional ones it leaves out (a PATCH body may carry none);
 * scalars first within each. readOnly fields are not the client's to send.
 */
function mutation(context: ProbeContext, target: BodyTarget): Mutation | undefined {
  if (!isJsonObject(target.body.value)) return undefined;
  const valid = target.body.value;
  const view = objectView(target.body.schema, []);
  const rank = (name: string) => (view.required.has(name) ? 0 : name in valid ? 1 : 2);
  const fields = [...view.properties.values()]
    .filter((property) => !(isObject(property.schema) && property.schema['readOnly'] === true))
    .sort((left, right) => rank(left.name) - rank(right.name) || wrongTypePreference(left.schema) - wrongTypePreference(right.schema));
  for (const property of fields) {
    const wrong = wrongTypeValue(property.schema);
    if (wrong === undefined) continue;
    const body = { ...valid, [property.name]: wrong.value };
    if (context.validator.validate(target.body.schemaPath, body, 'request')?.valid === false) {
      return { field: property.name, body, description: wrong.description };
    }
  }
  return undefined;
}

const probe = defineProbe({
  id: 'live-wrong-type',
  writes: true,
  section: '7',
  severity: 'error',
  description: 'A field of the wrong type answers 400 or 422.',
  async run(context) {
    const targets = (await bodyTargets(context)).filter((target) => target.body.validated);
    await Promise.all(targets.map(async (target) => {
      const change = mutation(context, target);
      if (change === undefined) return;
      const exchange = await context.send({
        operation: target.operation,
        method: target.operation.method,
        url: target.url,
        headers: target.headers,
        body: change.body,
        credentials: 'full',
        purpose: 'wrong-type',
        probedField: change.field,
      });
      if (exchange === undefined) return;
      const verdict = judgeRejection(context, target, exchange, [400, 422]);
      if (verdict === 'skip') return;
      if (verdict === 'wrong') {
        context.report(probe, target.operation, 'status', `${describeExchange(exchange)}: field "${change.field}" is ${change.description}; expected 400 or 422`, statusCause(exchange.response.status));
        return;
      }
      const json = exchange.response.json;
      if (isJsonObject(json) && namesAnotherField(json['field'], change.field, change.body)) {
        context.report(probe, target.operation, 'field', `${describeExchange(exchange)}: the error names field "${json['field']}"; expected "field" to name "${change.field}", the field of the wrong type`, `field ${String(json['field'])}`);
      }
    }));
  },
});

export default probe;
