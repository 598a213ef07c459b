import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel, ResponseModel } from '../model/api-model.js';
import { isJsonMediaType } from '../model/media-types.js';
import { addressedCollection } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';
import { isSameSchema } from '../model/schema.js';
import type { FixEdit, RuleFix } from '../rule.js';
import type { ApiModel } from '../model/api-model.js';

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

/**
 * Where the document shows the created item's schema: the JSON body of the 200 of a GET on the
 * item path under the collection (`GET /tasks/{task_id}` beside `POST /tasks`).
 */
function itemSchemaPath(operation: OperationModel, operations: readonly OperationModel[]) {
  const prefix = `${operation.pathKey.replace(/\/$/, '')}/`;
  for (const read of operations) {
    if (read.method !== 'get' || !read.pathKey.startsWith(prefix) || !/^\{[^/{}]+\}$/.test(read.pathKey.slice(prefix.length))) continue;
    const ok = read.responses.find((response) => response.status === '200');
    const body = ok?.bodies.find((candidate) => isJsonMediaType(candidate.mediaType) && candidate.schema !== undefined);
    if (body !== undefined) return body.schemaPath;
  }
  return undefined;
}

/** The created resource's schema, copied from its read, as the body of `responsePath` (`content` in 3.x, `schema` in 2.0). */
function createdBodyFix(model: ApiModel, responsePath: ReadonlyArray<string | number>, from: ReadonlyArray<string | number>, description: string, node: Record<string, unknown> | undefined): RuleFix {
  const schemaPath = model.version === '2.0' ? [...responsePath, 'schema'] : [...responsePath, 'content', 'application/json', 'schema'];
  const edits: FixEdit[] = [];
  if (node !== undefined) edits.push({ op: 'add', path: [...responsePath], value: node });
  edits.push({ op: 'copy', path: schemaPath, from: [...from] });
  return { description, edits };
}

/** Its messages by id. */
const messages = {
  noCreatedResponse: 'POST {{path}} creates a resource but declares no 201 or 200 response (declares {{declared}}); answer 201 with the created resource as JSON',
  noCreatedBody: '{{status}} response to a create has no JSON body with a schema; return the created resource as application/json',
} as const;

export default defineRule({
  id: 'create-returns-resource',
  messages,
  options: {
    singletons: 'singular resources that are not collections',
    extraUncountables: 'nouns with no plural; a POST on them is not judged as a create',
    basePath: 'a prefix stripped before the path is read',
    vocabulary: '`singletons` and `uncountables` add to the two options above; `description-leads.reading` and `description-leads.writing` tell a summary that says the operation only reads; the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    for (const operation of facts.model.operations) {
      if (operation.method !== 'post' || addressedCollection(facts.shapeOf(operation), facts.vocabulary, operation.pathMethods)?.plural !== true) continue;
      // A POST that says it reads (a query sent in a body: "Return a list of genes annotated to …") creates nothing.
      if (statesReading(operation, facts.vocabulary)) continue;
      const created = CREATED_STATUSES
        .map((status) => operation.responses.find((response) => response.status === status))
        .filter((response): response is ResponseModel => response !== undefined);
      const accepted = operation.responses.find((response) => response.status === ACCEPTED);
      if (created.some(returnsJsonResource) || (accepted !== undefined && returnsJsonResource(accepted)) || rangeAnswersWhatWasSent(operation)) continue;
      const [first] = created;
      const item = itemSchemaPath(operation, facts.model.operations);
      if (first === undefined) {
        const declared = operation.responses.map((response) => response.status).join(', ') || 'none';
        const fix = item === undefined ? undefined : createdBodyFix(facts.model, [...operation.responsesPath, '201'], item, 'add a 201 response with the created resource, the schema its read answers', { description: 'The created resource' });
        results.push({ path: operation.responsesPath, messageId: 'noCreatedResponse', data: { path: operation.pathKey, declared }, ...(fix === undefined ? {} : { fix }) });
      } else {
        // A body beside one in another media type is left alone: which one the client gets is the API's choice.
        const fix = item === undefined || first.bodies.length > 0 ? undefined : createdBodyFix(facts.model, first.path, item, `answer the created resource in the ${first.status} response, the schema its read answers`, undefined);
        results.push({ path: first.path, messageId: 'noCreatedBody', data: { status: first.status }, ...(fix === undefined ? {} : { fix }) });
      }
    }
    return results;
  },
});
