import type { SpecVersion } from '../../rulesets/model/api-model.js';
import { pathItemOperations } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import { arrayOf, childAt, entriesOf, isObject, objectEntriesOf } from '../../rulesets/model/json.js';
import { follow } from '../../rulesets/definition-site.js';
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
      const defined = follow(document, written, [container, key]);
      if (!isObject(defined?.node)) continue;
      for (const { node, steps } of pathItemOperations(defined.node, version)) check(node['security'], [...defined.path, ...steps, 'security']);
    }
  }
  return [...problems.values()];
}

