import type { SpecVersion } from '../../rulesets/model/api-model.js';
import { pathItemOperations } from '../../rulesets/model/api-model.js';
import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { arrayOf, childAt, decodePointerSegment, entriesOf, isObject, objectEntriesOf, stringOf } from '../../rulesets/model/json.js';
import type { SchemaProblem } from './structural-validation.js';

/**
 * Security requirements naming a scheme the document does not declare. OpenAPI and Swagger require
 * each name to be a scheme of `components.securitySchemes` (`securityDefinitions` in 2.0), which
 * their JSON Schemas cannot express: an operation naming an unknown scheme tells clients no way to
 * authenticate. Each name is reported where it is written, a path item behind a local `$ref` where
 * it is defined, once. 3.2 lets a requirement name a scheme by URI, which is not read here.
 */
export function findUndeclaredSecuritySchemes(document: unknown, version: SpecVersion): SchemaProblem[] {
  if (!isObject(document)) return [];
  const [declared, where] = version === '2.0'
    ? [document['securityDefinitions'], 'securityDefinitions']
    : [childAt(document['components'], 'securitySchemes'), 'components.securitySchemes'];
  const names = new Set(entriesOf(declared).map(([name]) => name));
  const problems = new Map<string, SchemaProblem>();
  const check = (requirements: unknown, path: JsonPath) => {
    arrayOf(requirements).forEach((requirement, index) => {
      for (const [name] of entriesOf(requirement)) {
        if (names.has(name) || (version === '3.2' && name.includes('/'))) continue;
        const at = [...path, index, name];
        problems.set(JSON.stringify(at), { path: at, message: `security requirement names "${name}", which ${where} does not declare; declare the scheme there, or name one it declares` });
      }
    });
  };
  check(document['security'], ['security']);
  for (const container of ['paths', 'webhooks']) {
    for (const [key, written] of objectEntriesOf(document[container])) {
      const [pathItem, itemPath] = definedAt(document, written, [container, key]);
      for (const { node, steps } of pathItemOperations(pathItem, version)) check(node['security'], [...itemPath, ...steps, 'security']);
    }
  }
  return [...problems.values()];
}

/** A path item as written, or the one its local `$ref` (`#/components/pathItems/orders`) points to, with where it is. */
function definedAt(document: JsonObject, pathItem: JsonObject, path: JsonPath): [JsonObject, JsonPath] {
  const ref = stringOf(pathItem['$ref']);
  if (ref === undefined || !ref.startsWith('#/')) return [pathItem, path];
  const steps = ref.slice(2).split('/').map(decodePointerSegment);
  const target = steps.reduce<unknown>((node, step) => childAt(node, step), document);
  return isObject(target) ? [target, steps] : [pathItem, path];
}
