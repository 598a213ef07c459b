import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { addressedCollection, computesAnswer, createdByAnother, isActionLike, readsOneRecord } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';

/**
 * Methods whose request carries no payload (§4: "none"); HEAD is GET without the body. 3.2's
 * QUERY is a read whose query is its body: neither refused nor demanded, like methods §4 does not name.
 */
const BODILESS_METHODS = new Set(['get', 'head', 'delete']);

/** Its messages by id: the body a read or a delete must not have, and the one each write carries. */
const messages = {
  bodyNotTaken: 'a {{method}} request takes no body; remove it (the path and query parameters say what the request is about)',
  post: '{{operation}} takes no request body; a POST carries the JSON representation of the new resource',
  put: '{{operation}} takes no request body; a PUT carries the full resource representation',
  patch: '{{operation}} takes no request body; a PATCH carries only the fields that change',
} as const;

const WRITES_WITH_BODIES: ReadonlySet<string> = new Set<keyof typeof messages>(['post', 'put', 'patch']);

export default defineRule({
  id: 'method-body-semantics',
  messages,
  options: {
    extraVerbs: 'more words that mark a POST-only segment as an action',
    singletons: 'words that name no collection, so a POST-only path on them is an action',
    vocabulary: '`verbs` and `singletons` add to the two options above; `description-leads.reading` and `description-leads.writing` tell a summary that says the operation only reads; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      const method = operation.method.toUpperCase();
      const body = operation.requestBody;
      if (BODILESS_METHODS.has(operation.method)) {
        if (body !== undefined) results.push({ path: body.path, messageId: 'bodyNotTaken', data: { method } });
        continue;
      }
      if (!WRITES_WITH_BODIES.has(operation.method) || body !== undefined) continue;
      // Parameters written the Swagger 2.0 way in a 3.x document (`in: formData`, `in: body`, which oas-valid
      // reports) are the body the operation takes, declared in the wrong place: it takes one.
      if (operation.parameters.some((parameter) => parameter.in === 'formData' || parameter.in === 'body')) continue;
      if (operation.method === 'post' && isActionLike(facts.shapeOf(operation), operation.pathMethods, facts.vocabulary)) continue;
      // A POST creates in a collection: only a path named by a plural the document shows as one
      // (`POST /users`) is surely that; a POST elsewhere (`/comments/{id}/like`, `/auth/token`,
      // `/listings/{id}/bump/{budget_type}`) may run an action, which needs no body.
      if (operation.method === 'post' && addressedCollection(facts.shapeOf(operation), facts.vocabulary, operation.pathMethods)?.plural !== true) continue;
      // Nor is a POST beside a GET answering one record that lists nothing (`GET …/organizations/{orgId}/terms`
      // answering `{accepted, current}`, `POST` "accept developer terms"): one thing, no collection; an action.
      if (operation.method === 'post' && readsOneRecord(facts.operationsAt(operation.pathKey), facts.vocabulary)) continue;
      // A POST that says it only reads (`Returns images and details…`) sends what it asks in the path and query.
      if (operation.method === 'post' && statesReading(operation, facts.vocabulary)) continue;
      // Nor is a POST named for another verb run on what an operation beside it makes (go2rtc's `POST /api/streams`,
      // "Send stream from source to destination", beside the PUT "Create new stream"; `create-is-another-operation`): an action.
      if (operation.method === 'post' && createdByAnother(operation, facts.operationsAt(operation.pathKey), facts.vocabulary) !== undefined) continue;
      // Nor one named for a verb that works out an answer, on a name nothing reads (Keep's `POST /providers/{provider_id}/scopes`,
      // `validate_provider_scopes…`; `operation-computes`): it makes nothing, so it owes no new resource's body.
      if (operation.method === 'post' && computesAnswer(operation, facts.operationsAt, facts.vocabulary) !== undefined) continue;
      results.push({ path: operation.path, messageId: operation.method as 'post' | 'put' | 'patch', data: { operation: `${method} ${operation.pathKey}` } });
    }
    return results;
  },
});
