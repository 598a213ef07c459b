import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { JsonPath } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { alternatives, isOfType, objectView, typeName } from '../model/schema.js';
import { isErrorResponse } from '../model/status.js';
import { proseList, quoted } from '../prose.js';
import { ERROR_BODY_FIELD_FIELD, ERROR_BODY_REQUIRED_FIELDS } from '../convention-fields.js';
import { answersJson, errorBodyReference, jsonBody } from '../fixes/nodes.js';


/**
 * One finding per node: what the body lacks (a field, or its place in `required`) in one message
 * on the schema, a field of the wrong type on that field. `label` names the operation and status
 * whose answer the schema is, the first one met where several share it.
 */
function checkErrorSchema(schema: unknown, schemaPath: JsonPath, label: string, judged: WeakSet<object>): RuleResult[] {
  const results: RuleResult[] = [];
  for (const alternative of alternatives(schema, schemaPath)) {
    if (judged.has(alternative.schema)) continue;
    judged.add(alternative.schema);
    const view = objectView(alternative.schema, alternative.path);
    const missing = ERROR_BODY_REQUIRED_FIELDS.filter((name) => view.properties.get(name) === undefined);
    const optional = ERROR_BODY_REQUIRED_FIELDS.filter((name) => view.properties.get(name) !== undefined && !view.required.has(name));
    for (const name of ERROR_BODY_REQUIRED_FIELDS) {
      const property = view.properties.get(name);
      if (property !== undefined && !isOfType(property.schema, 'string')) {
        results.push({ path: property.path, message: `error body property "${name}" is ${typeName(property.schema)} (${label}); it must be a string` });
      }
    }
    const field = view.properties.get(ERROR_BODY_FIELD_FIELD);
    if (field !== undefined && !isOfType(field.schema, 'string')) {
      results.push({ path: field.path, message: `error body property "field" is ${typeName(field.schema)} (${label}); it must be a string naming the offending input field` });
    }
    const lacking = missing.length === 0 ? [] : [`no ${proseList(quoted(missing), 'or')} ${missing.length === 1 ? 'property' : 'properties'}`];
    const notRequired = optional.length === 0 ? [] : [`${proseList(quoted(optional))} not required`];
    if (lacking.length === 0 && notRequired.length === 0) continue;
    // With a `required` list, what is not required is reported there; without one, on the schema with the rest.
    const requiredPath = Array.isArray(alternative.schema['required']) ? [...alternative.path, 'required'] : alternative.path;
    const advice = 'every error carries required string "error" and "message"';
    if (requiredPath === alternative.path || lacking.length === 0) {
      results.push({ path: requiredPath, message: `error body of ${label} has ${[...lacking, ...notRequired].join(', ')}; ${advice}` });
    } else {
      results.push({ path: alternative.path, message: `error body of ${label} has ${lacking.join('')}; ${advice}` });
      if (notRequired.length > 0) results.push({ path: requiredPath, message: `error body of ${label} has ${notRequired.join('')}; ${advice}` });
    }
  }
  return results;
}

export default defineRule({
  id: 'error-body-shape',
  section: '7.2',
  severity: 'error',
  description: 'Every 4xx, 5xx and default response carries a JSON body with required string "error" and "message", and "field" as a string where present.',
  check(facts) {
    const results: RuleResult[] = [];
    const judged = new WeakSet<object>();
    for (const operation of facts.model.operations) {
      // A response to HEAD carries no content (RFC 9110 §9.3.2): its status alone says what failed.
      if (operation.method === 'head') continue;
      const statuses = operation.responses.map((response) => response.status);
      for (const response of operation.responses) {
        if (!isErrorResponse(response.status, statuses)) continue;
        const label = `${operation.method.toUpperCase()} ${operation.pathKey} ${response.status}`;
        if (response.bodies.length === 0) {
          const body = errorBodyReference(facts.model);
          const fix = {
            description: 'add the error body, a shared schema referred to',
            edits: [...Object.entries(jsonBody(facts.model, body.schema)).map(([key, value]) => ({ op: 'add' as const, path: [...response.path, key], value })), ...body.edits],
          };
          results.push({ path: response.path, message: `error response ${label} has no body; it must carry the error body {error, message, field}`, ...(answersJson(facts.model, operation) ? { fix } : {}) });
          continue;
        }
        const jsonBodies = response.bodies.filter((body) => isJsonMediaType(body.mediaType));
        if (jsonBodies.length === 0) {
          const offered = response.bodies.map((body) => body.mediaType).join(', ');
          results.push({ path: response.mediaTypesPath, message: `error response ${label} has no JSON body (offers ${offered}); it must carry the error body as application/json` });
          continue;
        }
        for (const body of jsonBodies) {
          if (body.schema === undefined) {
            const shared = errorBodyReference(facts.model);
            results.push({
              path: body.schemaPath.slice(0, -1),
              message: `error response ${label} (${body.mediaType}) has no schema; it must describe the error body {error, message, field}`,
              fix: { description: 'add the error body schema, a shared schema referred to', edits: [{ op: 'add', path: body.schemaPath, value: shared.schema }, ...shared.edits] },
            });
          } else {
            results.push(...checkErrorSchema(body.schema, body.schemaPath, label, judged));
          }
        }
      }
    }
    return results;
  },
});
