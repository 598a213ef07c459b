import type { SpecVersion } from '../../rulesets/model/api-model.js';
import { pathItemOperations } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import { isObject, objectEntriesOf, stringOf } from '../../rulesets/model/json.js';
import type { SchemaProblem } from './structural-validation.js';

/**
 * Duplicate `operationId`s. OpenAPI and Swagger require them to be unique across the document
 * (code generators and links name operations by them), which their JSON Schemas cannot express.
 * Each repeat is reported where it is written, naming the operation that has the id first.
 */
export function findDuplicateOperationIds(document: unknown, version: SpecVersion): SchemaProblem[] {
  if (!isObject(document)) return [];
  const firstUse = new Map<string, string>();
  const problems: SchemaProblem[] = [];
  const containers: Array<[string, unknown]> = [['paths', document['paths']], ['webhooks', document['webhooks']]];
  for (const [container, items] of containers) {
    for (const [key, pathItem] of objectEntriesOf(items)) {
      for (const { method, node, steps } of pathItemOperations(pathItem, version)) {
        const operationId = stringOf(node['operationId']);
        if (operationId === undefined) continue;
        const name = container === 'paths' ? `${method.toUpperCase()} ${key}` : `webhook "${key}" (${method.toUpperCase()})`;
        const first = firstUse.get(operationId);
        const path: JsonPath = [container, key, ...steps, 'operationId'];
        if (first === undefined) firstUse.set(operationId, name);
        else problems.push({ path, message: `operationId "${operationId}" is already used by ${first}; operationIds must be unique in a document` });
      }
    }
  }
  return problems;
}
