import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { addressedCollection, isActionLike } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';

/**
 * Methods whose request carries no payload (§4: "none"); HEAD is GET without the body. 3.2's
 * QUERY is a read whose query is its body: neither refused nor demanded, like methods §4 does not name.
 */
const BODILESS_METHODS = new Set(['get', 'head', 'delete']);

const PAYLOADS: Record<string, string> = {
  post: 'the JSON representation of the new resource',
  put: 'the full resource representation',
  patch: 'only the fields that change',
};

export default defineRule({
  id: 'method-body-semantics',
  options: {
    extraVerbs: 'more words that mark a POST-only segment as an action',
    singletons: 'words that name no collection, so a POST-only path on them is an action',
    vocabulary: '`verbs` and `singletons` add to the two options above',
  },
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      const method = operation.method.toUpperCase();
      const body = operation.requestBody;
      if (BODILESS_METHODS.has(operation.method)) {
        if (body !== undefined) results.push({ path: body.path, message: `a ${method} request takes no body; remove it (the path and query parameters say what the request is about)` });
        continue;
      }
      const payload = PAYLOADS[operation.method];
      if (payload === undefined || body !== undefined) continue;
      if (operation.method === 'post' && isActionLike(facts.shapeOf(operation), operation.pathMethods, facts.vocabulary)) continue;
      // A POST creates in a collection: only a path named by a plural the document shows as one
      // (`POST /users`) is surely that; a POST elsewhere (`/comments/{id}/like`, `/auth/token`,
      // `/listings/{id}/bump/{budget_type}`) may run an action, which needs no body.
      if (operation.method === 'post' && addressedCollection(facts.shapeOf(operation), facts.vocabulary, operation.pathMethods)?.plural !== true) continue;
      // A POST that says it only reads (`Returns images and details…`) sends what it asks in the path and query.
      if (operation.method === 'post' && statesReading(operation)) continue;
      results.push({ path: operation.path, message: `${method} ${operation.pathKey} takes no request body; a ${method} carries ${payload}` });
    }
    return results;
  },
});
