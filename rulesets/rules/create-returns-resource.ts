import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { MediaBody, OperationModel, ResponseModel } from '../model/api-model.js';
import { isJsonMediaType } from '../model/media-types.js';
import { addressedCollection, answersOnlyRedirects, changesExisting, computesAnswer, createdByAnother, namedForVerbAlone, operationUndone, readBesideChange, removesAmongChanges, verbRunOnOwnerItem } from '../model/path-roles.js';
import type { OperationsAt } from '../model/path-roles.js';
import { statesReading } from '../model/purpose.js';
import { holdsListEnvelope, isOfType, isSameSchema, objectView } from '../model/schema.js';
import type { PropertyView } from '../model/schema.js';
import { isObject } from '../model/json.js';
import type { Vocabulary } from '../model/words.js';
import { isCrudVerb } from '../model/words.js';
import type { FixEdit, RuleFix } from '../rule.js';
import type { ApiModel } from '../model/api-model.js';

const CREATED_STATUSES = ['201', '200'];
/** 202 Accepted: the resource is still being made; it passes when it answers the resource as JSON. */
const ACCEPTED = '202';
const SWITCHING_PROTOCOLS = '101';

/**
 * The value a fragment written into a path key ends with (`operation=remove` of
 * `/tags#operation=remove`, AWS's way of telling two operations on one path apart) is led by a
 * verb that changes or removes what exists (`changesExisting`: `remove`, `delete`, `update`).
 */
function fragmentChangesExisting(pathKey: string, vocabulary: Vocabulary): boolean {
  const value = /#(?:[^=/#]*=)?([^=/#]+)$/.exec(pathKey)?.[1];
  return value !== undefined && changesExisting(value, vocabulary);
}

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

/** The created item as the document reads it: the item path's GET, its id parameter and its JSON body. */
interface ItemRead {
  pathKey: string;
  idName: string;
  body: MediaBody;
}

/**
 * Where the document shows the created item's schema: the JSON body of the 200 of a GET on the
 * item path under the collection (`GET /tasks/{task_id}` beside `POST /tasks`).
 */
function itemReadOf(operation: OperationModel, operationsAt: OperationsAt): ItemRead | undefined {
  const collectionKey = operation.pathKey.replace(/\/$/, '');
  for (const itemKey of operationsAt.itemKeysUnder(collectionKey)) {
    const read = operationsAt(itemKey).find((candidate) => candidate.method === 'get');
    const ok = read?.responses.find((response) => response.status === '200');
    const body = ok?.bodies.find((candidate) => isJsonMediaType(candidate.mediaType) && candidate.schema !== undefined);
    if (body !== undefined) return { pathKey: itemKey, idName: itemKey.slice(collectionKey.length + 2, -1), body };
  }
  return undefined;
}

/**
 * A create's JSON answer that holds the new item's id and nothing else, where the item's own read
 * answers a record of more fields (`POST /runs` answering `{run_id}` beside `GET /runs/{run_id}`
 * answering the run; `POST /alerts` answering an array of strings, the new alerts' ids): the
 * client gets a key to the resource, not the resource §4 asks for. Undefined when the answer is
 * anything more, or the document shows no richer read to compare with.
 */
function idsAnsweredInstead(body: MediaBody, item: ItemRead): string | undefined {
  const itemView = objectView(item.body.schema, item.body.schemaPath);
  // A read that answers a page (Linode's `GET /tags/{label}` lists what the tag is on) shows no record to compare with.
  if (itemView.properties.size < 2 || holdsListEnvelope(itemView)) return undefined;
  const schema = body.schema;
  const isIdValue = (value: unknown) => isOfType(value, 'string') || isOfType(value, 'integer');
  if (isOfType(schema, 'array') && isObject(schema) && isIdValue(schema['items'])) return 'an array of ids';
  const answered = [...objectView(schema, body.schemaPath).properties.values()];
  // An id is one value: `{application: {…}}` named as the path's parameter wraps the resource itself.
  const isId = (field: PropertyView) => (field.name === item.idName || field.name.toLowerCase() === 'id') && isIdValue(field.schema);
  if (answered.length === 0 || answered.length >= itemView.properties.size || !answered.every(isId)) return undefined;
  return answered.map((field) => `"${field.name}"`).join(' and ');
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
  idsOnly: '{{status}} response to a create answers {{ids}} only; return the created resource as JSON, as GET {{item}} answers it',
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
      // Nor does one whose path key names, in a fragment, an operation changing or removing what exists
      // (Glacier's `POST /{accountId}/vaults/{vaultName}/tags#operation=remove`, `RemoveTagsFromVault`).
      if (fragmentChangesExisting(operation.pathKey, facts.vocabulary)) continue;
      // Nor one named as another operation is but for a prefix undoing its verb (`UntagResource`
      // beside `TagResource` on `POST /tags#operation=untag-resource`; `operation-undoes-another`).
      if (operationUndone(operation, facts.model.operations, facts.vocabulary) !== undefined) continue;
      // Nor one named for another verb run on what the path names, where an operation beside it
      // (not GET) is named for making it (`revokeGrantFromCatalogRole` beside the PUT
      // `addGrantToCatalogRole`; `create-is-another-operation`).
      if (createdByAnother(operation, facts.operationsAt(operation.pathKey), facts.vocabulary) !== undefined) continue;
      // Nor one named for changing the thing the path names, a GET beside it named for reading that
      // same thing (`SetLoggingOptions` beside `GetLoggingOptions` on `/loggingOptions`; `operation-changes-what-get-reads`).
      if (readBesideChange(operation, facts.operationsAt, facts.vocabulary) !== undefined) continue;
      // Nor one sending lists of changes, one of things to remove (`{writes, deletes}`; `sends-changes-to-list`).
      if (removesAmongChanges(operation, facts.vocabulary) !== undefined) continue;
      // Nor one whose summary leads with the first word of its name, a verb no create is named by, run
      // on a thing (Azure StorSimple's `POST …/managers/{managerName}/clearAlerts`, "Clear the alerts."; evidence `summary-leads-with-verb`).
      const summaryVerb = facts.names.summaryVerbs?.get(operation.pathKey);
      if (summaryVerb !== undefined && !isCrudVerb(summaryVerb, facts.vocabulary)) continue;
      // Nor one named for a verb run on the item its path goes through, on a name nothing reads
      // (`controlWorkflow` on `POST /workflow/execution/{WORKFLOW_ID}/commands`; `operation-acts-on-item`).
      if (verbRunOnOwnerItem(operation, facts.operationsAt, facts.vocabulary) !== undefined) continue;
      // Nor one named for a verb alone, answering no body, on a name nothing reads (`seek` on
      // `POST …/instances/{name}/positions`, answering 204; `operation-named-for-verb`).
      if (namedForVerbAlone(operation, facts.operationsAt, facts.vocabulary) !== undefined) continue;
      // Nor one named for working out an answer, on a name nothing reads
      // (`Calculatediscountsandtaxes` on `POST /pub/bundles`; `operation-computes`).
      if (computesAnswer(operation, facts.operationsAt, facts.vocabulary) !== undefined) continue;
      // Nor one that sends nothing and answers success only by redirecting (Supabase Auth's
      // `POST /saml/acs` answering `302`; `answers-only-redirects`).
      if (answersOnlyRedirects(operation)) continue;
      // A POST whose every answer is 101 Switching Protocols opens another protocol (a WebSocket) and makes no resource.
      if (operation.responses.length > 0 && operation.responses.every((response) => response.status === SWITCHING_PROTOCOLS)) continue;
      const created = CREATED_STATUSES
        .map((status) => operation.responses.find((response) => response.status === status))
        .filter((response): response is ResponseModel => response !== undefined);
      const accepted = operation.responses.find((response) => response.status === ACCEPTED);
      const itemRead = itemReadOf(operation, facts.operationsAt);
      const answered = created.find(returnsJsonResource);
      if (answered !== undefined && itemRead !== undefined) {
        const body = answered.bodies.find((candidate) => isJsonMediaType(candidate.mediaType) && candidate.schema !== undefined);
        const ids = body === undefined ? undefined : idsAnsweredInstead(body, itemRead);
        if (body !== undefined && ids !== undefined) results.push({ path: body.schemaPath, messageId: 'idsOnly', data: { status: answered.status, ids, item: itemRead.pathKey } });
      }
      if (answered !== undefined || (accepted !== undefined && returnsJsonResource(accepted)) || rangeAnswersWhatWasSent(operation)) continue;
      const [first] = created;
      const item = itemRead?.body.schemaPath;
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
