import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { MediaBody, OperationModel, ResponseModel } from '../model/api-model.js';
import type { CasingStyle } from '../model/casing.js';
import type { JsonObject, JsonPath } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { addressedCollection } from '../model/path-roles.js';
import type { ObjectView } from '../model/schema.js';
import { alternatives, declaredTypes, isOfType, objectView, typeName } from '../model/schema.js';
import { isSuccessStatus } from '../model/status.js';
import { LIST_ITEMS_FIELD, LIST_TOTAL_FIELD, NEXT_CURSOR_FIELD, NEXT_CURSOR_FIELDS } from '../convention-fields.js';

const CURSOR_NAMES: Record<CasingStyle, string> = NEXT_CURSOR_FIELD;

function envelopeOf(casing: CasingStyle | undefined): string {
  return `{data, ${CURSOR_NAMES[casing ?? 'snake_case']}, total}`;
}

function isArraySchema(schema: JsonObject): boolean {
  const types = declaredTypes(schema);
  return types.has('array') || (types.size === 0 && schema['items'] !== undefined);
}

function checkCursor(view: ObjectView, schemaPath: JsonPath, casing: CasingStyle | undefined): RuleResult[] {
  const expected = casing === undefined ? NEXT_CURSOR_FIELDS : [CURSOR_NAMES[casing]];
  const misspelt = casing === undefined ? undefined : view.properties.get(CURSOR_NAMES[casing === 'snake_case' ? 'camelCase' : 'snake_case']);
  const property = expected.map((name) => view.properties.get(name)).find((found) => found !== undefined) ?? misspelt;
  if (property === undefined) {
    const names = expected.map((name) => `"${name}"`).join(' or ');
    return [{ path: schemaPath, message: `list response has no ${names} property; expected the cursor of the next page as a string (null on the last page)` }];
  }
  const results: RuleResult[] = [];
  if (property === misspelt && casing !== undefined) {
    results.push({ path: property.path, message: `list response property "${property.name}" does not follow the API's ${casing} fields; name the next-page cursor "${CURSOR_NAMES[casing]}"` });
  }
  if (!isOfType(property.schema, 'string')) {
    results.push({ path: property.path, message: `list response property "${property.name}" is ${typeName(property.schema)}; the next-page cursor must be a string (nullable for the last page)` });
  }
  return results;
}

/**
 * `onlyBareArrays` judges a path whose last segment is singular: it may name a singleton nobody
 * configured, so only an answer that is plainly a list (an array) is reported.
 */
function checkEnvelope(schema: unknown, schemaPath: JsonPath, casing: CasingStyle | undefined, onlyBareArrays: boolean): RuleResult[] {
  const results: RuleResult[] = [];
  for (const alternative of alternatives(schema, schemaPath)) {
    if (isArraySchema(alternative.schema)) {
      results.push({ path: alternative.path, message: `list response is a bare array; wrap the items in an object ${envelopeOf(casing)}` });
      continue;
    }
    if (onlyBareArrays) continue;
    const view = objectView(alternative.schema, alternative.path);
    const data = view.properties.get(LIST_ITEMS_FIELD);
    if (data === undefined) {
      results.push({ path: alternative.path, message: 'list response has no "data" property; expected the items of the page as an array in "data"' });
    } else if (!isOfType(data.schema, 'array')) {
      results.push({ path: data.path, message: `list response property "data" is ${typeName(data.schema)}; it must be an array of the page's items` });
    }
    results.push(...checkCursor(view, alternative.path, casing));
    const total = view.properties.get(LIST_TOTAL_FIELD);
    if (total === undefined) {
      results.push({ path: alternative.path, message: 'list response has no "total" property; expected the total count of items as an integer' });
    } else if (!isOfType(total.schema, 'integer')) {
      results.push({ path: total.path, message: `list response property "total" is ${typeName(total.schema)}; it must be an integer` });
    }
  }
  return results;
}

/** What a list GET answers: no 2xx at all, a 2xx without a JSON body, or the JSON bodies of the 2xx to judge. */
type ListAnswer =
  | { kind: 'no-success' }
  | { kind: 'no-json'; response: ResponseModel }
  | { kind: 'json'; response: ResponseModel; bodies: MediaBody[] };

/** The first 2xx response with a JSON body, 200 preferred. */
function listAnswerOf(operation: OperationModel): ListAnswer {
  const successes = operation.responses.filter((response) => isSuccessStatus(response.status));
  const preferFirst200 = (responses: ResponseModel[]) => responses.find((response) => response.status === '200') ?? responses[0];
  const withJson = preferFirst200(successes.filter((response) => response.bodies.some((body) => isJsonMediaType(body.mediaType))));
  if (withJson !== undefined) return { kind: 'json', response: withJson, bodies: withJson.bodies.filter((body) => isJsonMediaType(body.mediaType)) };
  const first = preferFirst200(successes);
  return first === undefined ? { kind: 'no-success' } : { kind: 'no-json', response: first };
}

export default defineRule({
  id: 'list-envelope',
  section: '2',
  severity: 'error',
  description: 'A GET on a collection answers 2xx with an object holding "data" (array), the next-page cursor (string, nullable) and "total" (integer); a bare array fails.',
  check(facts) {
    const results: RuleResult[] = [];
    const envelope = envelopeOf(facts.casing);
    for (const operation of facts.model.operations) {
      if (operation.method !== 'get') continue;
      const collection = addressedCollection(facts.shapeOf(operation), facts.vocabulary);
      if (collection === undefined) continue;
      const onlyBareArrays = !collection.plural;
      const answer = listAnswerOf(operation);
      if (answer.kind === 'json') {
        for (const body of answer.bodies) {
          if (body.schema !== undefined) results.push(...checkEnvelope(body.schema, body.schemaPath, facts.casing, onlyBareArrays));
          else if (!onlyBareArrays) results.push({ path: body.schemaPath.slice(0, -1), message: `list response ${answer.response.status} (${body.mediaType}) has no schema; describe the envelope ${envelope}` });
        }
      } else if (onlyBareArrays) {
        continue;
      } else if (answer.kind === 'no-json') {
        results.push({ path: answer.response.path, message: `list response ${answer.response.status} has no JSON body; answer with ${envelope} as application/json` });
      } else {
        results.push({ path: operation.responsesPath, message: `GET ${operation.pathKey} lists a collection but declares no 2xx response; answer 200 with ${envelope}` });
      }
    }
    return results;
  },
});
