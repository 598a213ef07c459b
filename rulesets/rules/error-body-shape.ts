import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { ApiModel } from '../model/api-model.js';
import type { JsonObject, JsonPath } from '../model/json.js';
import { isObject } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { alternatives, isOfType, isUnresolvedReference, objectView, typeName } from '../model/schema.js';
import { isErrorResponse } from '../model/status.js';
import { proseList, quoted } from '../prose.js';
import { ERROR_BODY_FIELD_FIELD, ERROR_BODY_REQUIRED_FIELDS } from '../convention-fields.js';
import { answersJson, errorBodyReference, jsonBody } from '../fixes/nodes.js';


/**
 * One finding per node: what the body lacks (a field, or its place in `required`) in one message
 * on the schema, a field of the wrong type on that field. `label` names the operation and status
 * whose answer the schema is, the first one met where several share it.
 */
function checkErrorSchema(schema: unknown, schemaPath: JsonPath, label: string, judged: WeakSet<object>): Array<ReportedResult<keyof typeof messages>> {
  const results: Array<ReportedResult<keyof typeof messages>> = [];
  for (const alternative of alternatives(schema, schemaPath)) {
    if (judged.has(alternative.schema)) continue;
    judged.add(alternative.schema);
    const view = objectView(alternative.schema, alternative.path);
    const missing = ERROR_BODY_REQUIRED_FIELDS.filter((name) => view.properties.get(name) === undefined);
    const optional = ERROR_BODY_REQUIRED_FIELDS.filter((name) => view.properties.get(name) !== undefined && !view.required.has(name));
    for (const name of ERROR_BODY_REQUIRED_FIELDS) {
      const property = view.properties.get(name);
      if (property !== undefined && !isOfType(property.schema, 'string')) {
        results.push({ path: property.path, messageId: 'notString', data: { name, type: typeName(property.schema), label } });
      }
    }
    const field = view.properties.get(ERROR_BODY_FIELD_FIELD);
    if (field !== undefined && !isOfType(field.schema, 'string')) {
      results.push({ path: field.path, messageId: 'fieldNotString', data: { type: typeName(field.schema), label } });
    }
    const lacking = missing.length === 0 ? [] : [`no ${proseList(quoted(missing), 'or')} ${missing.length === 1 ? 'property' : 'properties'}`];
    const notRequired = optional.length === 0 ? [] : [`${proseList(quoted(optional))} not required`];
    if (lacking.length === 0 && notRequired.length === 0) continue;
    // With a `required` list, what is not required is reported there; without one, on the schema with the rest.
    const requiredPath = Array.isArray(alternative.schema['required']) ? [...alternative.path, 'required'] : alternative.path;
    if (requiredPath === alternative.path || lacking.length === 0) {
      results.push({ path: requiredPath, messageId: 'lacks', data: { label, lacks: [...lacking, ...notRequired].join(', ') } });
    } else {
      results.push({ path: alternative.path, messageId: 'lacks', data: { label, lacks: lacking.join('') } });
      if (notRequired.length > 0) results.push({ path: requiredPath, messageId: 'lacks', data: { label, lacks: notRequired.join('') } });
    }
  }
  return results;
}

/** Its messages by id. */
const messages = {
  notString: 'error body property "{{name}}" is {{type}} ({{label}}); it must be a string',
  fieldNotString: 'error body property "field" is {{type}} ({{label}}); it must be a string naming the offending input field',
  lacks: 'error body of {{label}} has {{lacks}}; every error carries required string "error" and "message"',
  noBody: 'error response {{label}} has no body; it must carry the error body {error, message, field}',
  noJsonBody: 'error response {{label}} has no JSON body (offers {{offered}}); it must carry the error body as application/json',
  noSchema: 'error response {{label}} ({{mediaType}}) has no schema; it must describe the error body {error, message, field}',
} as const;

/** The media types a Swagger 2.0 response gives examples in (`examples: {application/json: …}`). */
function exampleMediaTypes(response: JsonObject): string[] {
  const examples = response['examples'];
  return isObject(examples) && response['schema'] === undefined ? Object.keys(examples) : [];
}

/** The fix that puts the shared error body schema at `schemaPath`. */
function addSchemaFix(model: ApiModel, schemaPath: JsonPath) {
  const shared = errorBodyReference(model);
  return { description: 'add the error body schema, a shared schema referred to', edits: [{ op: 'add' as const, path: schemaPath, value: shared.schema }, ...shared.edits] };
}

export default defineRule({
  id: 'error-body-shape',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const judged = new WeakSet<object>();
    for (const operation of facts.model.operations) {
      // A response to HEAD carries no content (RFC 9110 §9.3.2): its status alone says what failed.
      if (operation.method === 'head') continue;
      const statuses = operation.responses.map((response) => response.status);
      for (const response of operation.responses) {
        if (!isErrorResponse(response.status, statuses)) continue;
        const label = `${operation.method.toUpperCase()} ${operation.pathKey} ${response.status}`;
        // A Swagger 2.0 response with `examples` and no `schema` shows a body it does not describe.
        const exampled = response.bodies.length === 0 && facts.model.version === '2.0' ? exampleMediaTypes(response.node) : [];
        if (exampled.length > 0) {
          results.push({ path: response.path, messageId: 'noSchema', data: { label, mediaType: exampled.join(', ') }, fix: addSchemaFix(facts.model, [...response.path, 'schema']) });
          continue;
        }
        if (response.bodies.length === 0) {
          const body = errorBodyReference(facts.model);
          const fix = {
            description: 'add the error body, a shared schema referred to',
            edits: [...Object.entries(jsonBody(facts.model, body.schema)).map(([key, value]) => ({ op: 'add' as const, path: [...response.path, key], value })), ...body.edits],
          };
          results.push({ path: response.path, messageId: 'noBody', data: { label }, ...(answersJson(facts.model, operation) ? { fix } : {}) });
          continue;
        }
        const jsonBodies = response.bodies.filter((body) => isJsonMediaType(body.mediaType));
        if (jsonBodies.length === 0) {
          const offered = response.bodies.map((body) => body.mediaType).join(', ');
          results.push({ path: response.mediaTypesPath, messageId: 'noJsonBody', data: { label, offered } });
          continue;
        }
        for (const body of jsonBodies) {
          if (isUnresolvedReference(body.schema)) continue;
          if (body.schema === undefined) {
            results.push({ path: body.schemaPath.slice(0, -1), messageId: 'noSchema', data: { label, mediaType: body.mediaType }, fix: addSchemaFix(facts.model, body.schemaPath) });
          } else {
            results.push(...checkErrorSchema(body.schema, body.schemaPath, label, judged));
          }
        }
      }
    }
    return results;
  },
});
