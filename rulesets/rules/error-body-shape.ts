import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { JsonPath } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { alternatives, isOfType, objectView, typeName } from '../model/schema.js';
import { isErrorResponse } from '../model/status.js';
import { ERROR_BODY_FIELD_FIELD, ERROR_BODY_REQUIRED_FIELDS } from '../convention-fields.js';


function checkErrorSchema(schema: unknown, schemaPath: JsonPath): RuleResult[] {
  const results: RuleResult[] = [];
  for (const alternative of alternatives(schema, schemaPath)) {
    const view = objectView(alternative.schema, alternative.path);
    for (const name of ERROR_BODY_REQUIRED_FIELDS) {
      const property = view.properties.get(name);
      if (property === undefined) {
        results.push({ path: alternative.path, message: `error body has no "${name}" property; every error carries required string "error" and "message"` });
        continue;
      }
      if (!isOfType(property.schema, 'string')) {
        results.push({ path: property.path, message: `error body property "${name}" is ${typeName(property.schema)}; it must be a string` });
      }
      if (!view.required.has(name)) {
        const requiredPath = Array.isArray(alternative.schema['required']) ? [...alternative.path, 'required'] : alternative.path;
        results.push({ path: requiredPath, message: `error body property "${name}" is not required; "error" and "message" are always present` });
      }
    }
    const field = view.properties.get(ERROR_BODY_FIELD_FIELD);
    if (field !== undefined && !isOfType(field.schema, 'string')) {
      results.push({ path: field.path, message: `error body property "field" is ${typeName(field.schema)}; it must be a string naming the offending input field` });
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
    for (const operation of facts.model.operations) {
      const statuses = operation.responses.map((response) => response.status);
      for (const response of operation.responses) {
        if (!isErrorResponse(response.status, statuses)) continue;
        const label = `${operation.method.toUpperCase()} ${operation.pathKey} ${response.status}`;
        if (response.bodies.length === 0) {
          results.push({ path: response.path, message: `error response ${label} has no body; it must carry the error body {error, message, field}` });
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
            results.push({ path: body.schemaPath.slice(0, -1), message: `error response ${label} (${body.mediaType}) has no schema; it must describe the error body {error, message, field}` });
          } else {
            results.push(...checkErrorSchema(body.schema, body.schemaPath));
          }
        }
      }
    }
    return results;
  },
});
