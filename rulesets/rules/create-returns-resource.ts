import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import type { OperationModel, ResponseModel } from '../model/api-model.js';
import { isJsonMediaType } from '../model/media-types.js';
import { addressedCollection } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';
import { isSameSchema } from '../model/schema.js';

const CREATED_STATUSES = ['201', '200'];
/** 202 Accepted: the resource is still being made; it passes when it answers the resource as JSON. */
const ACCEPTED = '202';

function returnsJsonResource(response: ResponseModel): boolean {
  return response.bodies.some((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
}

/**
 * The `2XX` range answers the created resource when its JSON body is the schema the POST sends
 * (Microsoft Graph's `2XX` "Created navigation property." answering `microsoft.graph.plannerBucket`):
 * the range then covers 201 and the resource is there. A range with no body, or with ids only, does not.
 */
function rangeAnswersWhatWasSent(operation: OperationModel): boolean {
  const range = operation.responses.find((response) => response.status.toUpperCase() === '2XX');
  const sent = (operation.requestBody?.bodies ?? []).filter((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
  if (range === undefined || sent.length === 0) return false;
  return range.bodies.some((body) => isJsonMediaType(body.mediaType) && sent.some((request) => isSameSchema(body.schema, request.schema)));
}

export default defineRule({
  id: 'create-returns-resource',
  options: {
    singletons: 'singular resources that are not collections',
    extraUncountables: 'nouns with no plural; a POST on them is not judged as a create',
    basePath: 'a prefix stripped before the path is read',
    vocabulary: '`singletons` and `uncountables` add to the two options above',
  },
  check(facts) {
    const results: RuleResult[] = [];
    for (const operation of facts.model.operations) {
      if (operation.method !== 'post' || addressedCollection(facts.shapeOf(operation), facts.vocabulary, operation.pathMethods)?.plural !== true) continue;
      // A POST that says it reads (a query sent in a body: "Return a list of genes annotated to …") creates nothing.
      if (statesReading(operation)) continue;
      const created = CREATED_STATUSES
        .map((status) => operation.responses.find((response) => response.status === status))
        .filter((response): response is ResponseModel => response !== undefined);
      const accepted = operation.responses.find((response) => response.status === ACCEPTED);
      if (created.some(returnsJsonResource) || (accepted !== undefined && returnsJsonResource(accepted)) || rangeAnswersWhatWasSent(operation)) continue;
      const [first] = created;
      if (first === undefined) {
        const declared = operation.responses.map((response) => response.status).join(', ') || 'none';
        results.push({ path: operation.responsesPath, message: `POST ${operation.pathKey} creates a resource but declares no 201 or 200 response (declares ${declared}); answer 201 with the created resource as JSON` });
      } else {
        results.push({ path: first.path, message: `${first.status} response to a create has no JSON body with a schema; return the created resource as application/json` });
      }
    }
    return results;
  },
});
