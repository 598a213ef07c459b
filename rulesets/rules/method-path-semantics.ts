import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import { addressedCollection } from '../model/path-roles.js';
import type { PathShape } from '../model/path-shape.js';
import { isCollectionShape, isItemShape } from '../model/path-shape.js';

/** Methods that replace, change or remove one resource (§4). */
const ITEM_METHODS = new Set(['put', 'patch', 'delete']);

function postOnItemMessage(operation: OperationModel, shape: PathShape): string {
  const last = shape.levels.at(-1);
  const prefix = `POST ${operation.pathKey}`;
  if (last !== undefined && last.id === undefined) {
    return `${prefix} addresses the single resource "${last.name.text}"; POST creates in a collection or runs an action sub-resource: change it with PUT or PATCH`;
  }
  const collection = operation.pathKey.replace(/\/\{[^}]*\}\/?$/, '');
  return `${prefix} addresses an item; POST to the collection "${collection}" to create, or to an action sub-resource "${operation.pathKey.replace(/\/$/, '')}/<action>"`;
}

export default defineRule({
  id: 'method-path-semantics',
  section: '4',
  severity: 'error',
  description: 'PUT, PATCH and DELETE address an item (/collection/{id}); POST addresses a collection or an action sub-resource, never an item.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      const shape = facts.shapeOf(operation);
      const method = operation.method;
      if (ITEM_METHODS.has(method) && isCollectionShape(shape.kind) && addressedCollection(shape, facts.vocabulary)?.plural === true) {
        const item = `${operation.pathKey.replace(/\/$/, '')}/{id}`;
        results.push({ path: operation.path, message: `${method.toUpperCase()} ${operation.pathKey} addresses a whole collection; PUT, PATCH and DELETE address one item: ${item}` });
      } else if (method === 'post' && isItemShape(shape.kind)) {
        results.push({ path: operation.path, message: postOnItemMessage(operation, shape) });
      }
    }
    return results;
  },
});
