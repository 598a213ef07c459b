import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { JsonPath } from '../model/json.js';
import { isObject } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import type { PropertyView } from '../model/schema.js';
import { alternatives, objectView } from '../model/schema.js';
import { isSuccessStatus } from '../model/status.js';

const ERROR_PROPERTIES = ['error', 'errors'] as const;
const MAX_DEPTH = 16;

/** The top-level properties a body may have: its own (allOf merged) and those of each oneOf/anyOf alternative. */
function topLevelProperties(schema: unknown, path: JsonPath, depth = 0): PropertyView[] {
  if (!isObject(schema) || depth > MAX_DEPTH) return [];
  const properties = [...objectView(schema, path).properties.values()];
  for (const alternative of alternatives(schema, path)) {
    if (alternative.schema === schema) continue;
    properties.push(...topLevelProperties(alternative.schema, alternative.path, depth + 1));
  }
  return properties;
}

export default defineRule({
  id: 'no-error-in-success',
  section: '7.1',
  severity: 'error',
  description: 'No 2xx response body carries an "error" or "errors" property at its top level.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      for (const response of operation.responses) {
        if (!isSuccessStatus(response.status)) continue;
        for (const body of response.bodies) {
          if (!isJsonMediaType(body.mediaType)) continue;
          for (const property of topLevelProperties(body.schema, body.schemaPath)) {
            if (!(ERROR_PROPERTIES as readonly string[]).includes(property.name)) continue;
            // The schema may be shared: the message names neither the operation nor the status.
            results.push({ path: property.path, message: `success response body has a top-level "${property.name}" property; an error is never returned with a 2xx status: answer with a 4xx or 5xx status and the error body` });
          }
        }
      }
    }
    return results;
  },
});
