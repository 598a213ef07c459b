import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import type { JsonPath } from '../model/json.js';
import { isObject, stringOf } from '../model/json.js';
import { isJsonMediaType } from '../model/media-types.js';
import { answersAs, operationIdWords, successBodies } from '../model/path-roles.js';
import type { OperationsAt } from '../model/path-roles.js';
import { isForeignFormatSchema } from '../model/foreign-formats.js';
import { customMethodOf } from '../model/path-shape.js';
import type { PropertyView } from '../model/schema.js';
import { alternatives, declaredTypes, isOfType, isSameSchema, objectView } from '../model/schema.js';
import { isErrorResponse, isSuccessStatus, sendsNoContent } from '../model/status.js';
import { endsResultsPath, endsStatePath, endsStateField, endsStepOutcome, isCheckWord, namesChecker, namesCheckDone, isOutcomeField, isRequestOutcome, leadsFinishedField, namesErrors, namesProcessing, namesRun } from '../model/outcomes.js';
import type { Vocabulary } from '../model/words.js';
import { isParticiple, splitWords } from '../model/words.js';
import { ERROR_MARKER_FIELDS } from '../convention-fields.js';

const MAX_DEPTH = 16;

/**
 * A resource that tracks a job or a run: it has an identifier (`id`, `job_id`) and a status
 * (`status`, `processing_state`, `statusCode`) or the time it ended (`finishedAt`). Its `error` records how that job failed; the request that read
 * it succeeded.
 */
function tracksJobState(names: readonly string[], answer: AnswerReading, vocabulary: Vocabulary): boolean {
  const words = names.map(splitWords);
  const lastWords = words.map((parts) => parts.at(-1));
  // A status, a state, whether it is done, or the time the run ended (`finishedAt`, `completed_at`) or the status code it met.
  const tracksRun = words.some((parts) => parts.includes('status') || parts.includes('state') || (parts.length === 1 && parts[0] === 'done') || (leadsFinishedField(parts[0] ?? '', vocabulary) && parts.length > 1));
  // A long-running operation is named rather than numbered (`{name, done, error, response}`); the
  // run a POST has just started is the one it answers, with no id of its own (`POST /scripts/{id}:run`).
  const identifies = lastWords.includes('id') || (names.includes('name') && names.includes('done')) || answer.startsRun;
  return identifies && tracksRun;
}

/**
 * A record of work done on something, with its own diagnostics: an `error` beside a `warning`
 * (a code scanning analysis), or errors beside a status of its processing (`processing_status`,
 * `upload_state`: the id is in the path). The request that read it succeeded.
 */
function recordsDiagnostics(names: readonly string[], vocabulary: Vocabulary): boolean {
  const words = names.map(splitWords);
  const warns = words.some((parts) => parts.length === 1 && (parts[0] === 'warning' || parts[0] === 'warnings'));
  const processingStatus = words.some((parts) => parts.length > 1 && endsStateField(parts.at(-1) ?? '', vocabulary) && namesProcessing(parts[0] ?? '', vocabulary));
  return warns || processingStatus;
}


/**
 * An operation that checks something (`POST /check_sqs`, `validateCredentials`, `POST
 * /validator/template`): its operationId or its last static path segment is led by a checking
 * verb, or one of its last two names what runs the check. The check's failure is what it answers,
 * and the request that ran it succeeded.
 */
function runsACheck(operation: OperationModel, vocabulary: Vocabulary): boolean {
  const statics = staticSegments(operation);
  const [lead = ''] = splitWords(statics.at(-1) ?? '');
  // What a checker runs on may follow it (`POST /validator/template`).
  const checker = statics.slice(-2).some((segment) => namesChecker(segment.toLowerCase(), vocabulary));
  return checker || [lead, operationIdWords(operation, vocabulary)[0], actionLeadOf(operation)].some((word) => isCheckWord(word ?? '', vocabulary));
}

/**
 * The word leading the action of an operationId written `Resource_Action`, both in PascalCase, as
 * AutoRest names Azure's operations (`Pool_EvaluateAutoScale`: "evaluate"); otherwise undefined.
 */
function actionLeadOf(operation: OperationModel): string | undefined {
  const match = /^[A-Z][A-Za-z0-9]*_([A-Z][A-Za-z0-9]*)$/.exec(stringOf(operation.node['operationId']) ?? '');
  return match?.[1] === undefined ? undefined : splitWords(match[1])[0];
}


/** Whether a POST's JSON body holds a protocol's request fields alone, two or more (`standards.protocol-request`: GraphQL's `{query, variables}`). */
function sendsProtocolRequest(operation: OperationModel, vocabulary: Vocabulary): boolean {
  const requestFields = vocabulary.words('standards', 'protocol-request');
  return operation.method === 'post' && (operation.requestBody?.bodies ?? []).some((body) => {
    const fields = [...objectView(body.schema, body.schemaPath).properties.keys()];
    return isJsonMediaType(body.mediaType) && fields.length > 1 && fields.every((field) => requestFields.has(field));
  });
}

function staticSegments(operation: OperationModel): string[] {
  return operation.pathKey.split('/').filter((segment) => segment.length > 0 && !segment.includes('{'));
}

/**
 * A POST on an item whose action names a run (`run-nouns`): the custom method after a colon (Apps
 * Script's `POST /v1/scripts/{scriptId}:run`) or the segment after the item (`POST
 * /jobs/{id}/run`). It starts that run and answers it. A POST to a collection of runs (`POST
 * /jobs`) creates one, and is read as any create.
 */
function startsARun(operation: OperationModel, vocabulary: Vocabulary): boolean {
  if (operation.method !== 'post') return false;
  const [before = '', last = ''] = operation.pathKey.split('/').slice(-2);
  const action = customMethodOf(last) ?? (before.startsWith('{') && !last.includes('{') ? last : undefined);
  return action !== undefined && namesRun(action.toLowerCase(), vocabulary);
}

/** An item of a collection of runs (`/async-jobs/{jobId}`, `/imports/{id}`): the run is the resource, its error part of it. */
function readsARun(operation: OperationModel, vocabulary: Vocabulary): boolean {
  if (!/\{[^}]*\}\/?$/.test(operation.pathKey)) return false;
  return splitWords(staticSegments(operation).at(-1) ?? '').some((word) => namesRun(word, vocabulary));
}

/**
 * A path whose resource is a set of errors or lies under one (`/jobs/{id}/errors`,
 * `/import-failures`, `/apps/{app}/errors/errorCountsPerDay`).
 */
function readsErrors(operation: OperationModel, vocabulary: Vocabulary): boolean {
  return staticSegments(operation).some((segment) => namesErrors(splitWords(segment).at(-1) ?? '', vocabulary));
}


/** The last static word of the path: `/reports/{id}/status` → `status`. */
function lastStaticWord(operation: OperationModel): string {
  return splitWords(staticSegments(operation).at(-1) ?? '').at(-1) ?? '';
}


/**
 * A body read by GET that states the state of what it reads beside the error (a page build's
 * `{status, commit, error}`, a node's sync `{status, syncPercentage, error}`): a `status` or `state`
 * field whose values, where listed, are no outcomes of a request.
 */
function statesOwnState(properties: ReadonlyMap<string, PropertyView>, vocabulary: Vocabulary): boolean {
  return [...properties.values()].some((property) => {
    if (!endsStateField(splitWords(property.name).at(-1) ?? '', vocabulary)) return false;
    const values = isObject(property.schema) && Array.isArray(property.schema['enum']) ? property.schema['enum'] : [];
    return !values.some((value) => typeof value === 'string' && isRequestOutcome(value.toLowerCase(), vocabulary));
  });
}

/**
 * A body stating its own state in boolean flags named for it (`{isStopped, isResetting, error}`, an
 * event consumer stopped after a failure): `is` and a participle, a state the record is in. Its
 * `error` is the failure that put it there, recorded; the request that answered it succeeded.
 */
function flagsOwnState(properties: ReadonlyMap<string, PropertyView>, vocabulary: Vocabulary): boolean {
  return [...properties.values()].some((property) => {
    const words = splitWords(property.name);
    return words.length === 2 && words[0] === 'is' && isParticipleOrGerund(words[1] ?? '', vocabulary) && declaredTypes(property.schema).has('boolean');
  });
}

function isParticipleOrGerund(word: string, vocabulary: Vocabulary): boolean {
  return isParticiple(word, vocabulary) || /^[a-z]{3,}ing$/.test(word);
}

/** A field that identifies the record: `id`, `build_id`, `analysisId`. */
function hasIdentifierField(names: readonly string[]): boolean {
  return names.some((name) => splitWords(name).at(-1) === 'id');
}

/** A property described as the request's error ("What went wrong with this request"). */
function describesRequest(property: PropertyView): boolean {
  const description = isObject(property.schema) ? stringOf(property.schema['description']) ?? '' : '';
  return /\brequest\b/i.test(description);
}


/**
 * A body stating, in boolean flags, whether named steps of work on the client's input succeeded
 * (`{parsingSucceeded, evaluationSucceeded, error}` answering a test of an expression): the error
 * explains those outcomes, which are what the request asked for. A flag about the request itself
 * (`requestSucceeded`) is no such step.
 */
function reportsStepOutcomes(properties: ReadonlyMap<string, PropertyView>, vocabulary: Vocabulary): boolean {
  return [...properties.values()].some((property) => {
    const words = splitWords(property.name);
    return words.length > 1 && endsStepOutcome(words.at(-1) ?? '', vocabulary) && !words.includes('request') && declaredTypes(property.schema).has('boolean');
  });
}

/** A body that states a check's outcome beside the error that explains it. */
function reportsCheckOutcome(names: readonly string[], vocabulary: Vocabulary): boolean {
  return names.some((name) => isOutcomeField(splitWords(name).at(-1) ?? '', vocabulary) || isOutcomeField(name.toLowerCase(), vocabulary) || namesCheckDone(splitWords(name).at(-1) ?? '', vocabulary));
}

/**
 * What a property's type and values say, whatever its name: a number counts (`errors: 3` beside
 * the other counters of a stats body), and a boolean that can only be `false` (`error: false`,
 * `enum: [false]` or `const: false`) never says that anything failed. Neither is an error a client
 * testing `error` would take for one.
 */
function carriesNoError(schema: unknown): boolean {
  const types = new Set([...declaredTypes(schema)].filter((type) => type !== 'null'));
  if (types.size > 0 && [...types].every((type) => type === 'number' || type === 'integer')) return true;
  if (!isObject(schema) || !types.has('boolean') || types.size !== 1) return false;
  const values = Array.isArray(schema['enum']) ? schema['enum'] : 'const' in schema ? [schema['const']] : [];
  return values.length > 0 && values.every((value) => value === false);
}

/** Only `errors`, each a list (`{errors: [{line, message}]}`): findings, not the request's one failure. */
function listsFindings(errors: readonly PropertyView[]): boolean {
  return errors.every((property) => property.name === 'errors' && isOfType(property.schema, 'array'));
}

/**
 * Only `errors`, each a list whose items are the very records another list beside it holds (a
 * sitemaps report's `{sitemaps: [Sitemap], sitemap_indexes: [Sitemap], errors: [Sitemap]}`): the
 * records the body reports, sorted into those found in error; no failure of the request.
 */
function sortsRecordsInError(errors: readonly PropertyView[], properties: ReadonlyMap<string, PropertyView>): boolean {
  // Records with fields of their own: a list of strings or of bare objects beside another says nothing of what the items are.
  const recordsOf = (property: PropertyView) => {
    const items = isObject(property.schema) && isOfType(property.schema, 'array') ? property.schema['items'] : undefined;
    return isObject(items) && objectView(items, [...property.path, 'items']).properties.size > 0 ? items : undefined;
  };
  const othersListed = [...properties.values()].filter((property) => !errors.includes(property)).map(recordsOf).filter((items) => items !== undefined);
  return errors.every((property) => {
    const items = recordsOf(property);
    return items !== undefined && othersListed.some((other) => isSameSchema(items, other));
  });
}

/**
 * Only error fields each of the very record two fields or more beside it hold (ChirpStack's link
 * metrics, `{rxPackets: Metric, gwRssi: Metric, gwSnr: Metric, errors: Metric}`): one series the body
 * reports among others alike, the errors counted, no failure of the request. A record with fields
 * of its own; a string or a bare object beside others alike says nothing of what it is.
 */
function measuredAmongAlike(errors: readonly PropertyView[], properties: ReadonlyMap<string, PropertyView>): boolean {
  const others = [...properties.values()].filter((property) => !errors.includes(property));
  return errors.every((property) => isOfType(property.schema, 'object') && objectView(property.schema, property.path).properties.size > 0
    && others.filter((other) => isSameSchema(property.schema, other.schema)).length >= 2);
}

/** What an operation says about the bodies it answers, read once per operation. */
interface AnswerReading {
  /** It runs a check (`POST /validator`): its answer is what the check found. */
  runsCheck: boolean;
  /** It runs a check, reads a run or ends in a state: its answer states an outcome. */
  statesOutcome: boolean;
  /** It reads records, or a write answers what the path's GET reads. */
  readsRecords: boolean;
  /** It is a POST answering what the GET of an item under its path reads: the record it made. */
  answersItemMade: boolean;
  /** It is a protocol's one endpoint (`standards.protocol-endpoint`: `POST /graphql`). */
  atProtocolEndpoint: boolean;
  /** It is a POST starting a run (`POST /scripts/{id}:run`): its answer is that run. */
  startsRun: boolean;
  /** The schemas its error responses (4xx, 5xx, `default`) answer: a success answering one of them answers failures alike. */
  failureBodies: ReadonlySet<unknown>;
}

/**
 * The error properties at the top level of a body: its own (allOf merged) and those of each
 * oneOf/anyOf alternative, except in a resource that tracks the state of a job, in the
 * outcome of a check or a run. A property's description decides nothing: a client testing
 * `error` sees it whatever its description says.
 */
function errorProperties(schema: unknown, path: JsonPath, answer: AnswerReading, vocabulary: Vocabulary, depth = 0): PropertyView[] {
  if (!isObject(schema) || depth > MAX_DEPTH) return [];
  // A record another standard fixes (JSON-RPC's `{jsonrpc, id, error}`, `standards.record-names`) answers a failed call as that standard does.
  if (isForeignFormatSchema(schema)) return [];
  const own = objectView(schema, path).properties;
  // So does a protocol's response at its one endpoint (`standards.protocol-response`: GraphQL's `{data, errors}` at `/graphql`).
  const protocolFields = vocabulary.words('standards', 'protocol-response');
  if (answer.atProtocolEndpoint && own.size > 0 && [...own.keys()].every((name) => protocolFields.has(name))) return [];
  const isError = (property: PropertyView) => (ERROR_MARKER_FIELDS as readonly string[]).includes(property.name) && !carriesNoError(property.schema);
  const errors = [...own.values()].filter(isError);
  // What the body's other fields say is read only where it has an error field: most have none.
  const names = errors.length === 0 ? [] : [...own.keys()];
  // A check answering its findings alone (`{errors: [...]}` of `POST …/can-delete`), or a list of
  // them beside what it read (`{errors: [...], template}` of `POST /validator/template`), states its outcome by them.
  const recordsOwnError = () => tracksJobState(names, answer, vocabulary) || recordsDiagnostics(names, vocabulary) || (answer.statesOutcome && (reportsCheckOutcome(names, vocabulary) || names.length === errors.length)) || (answer.runsCheck && listsFindings(errors)) || (answer.readsRecords && statesOwnState(own, vocabulary)) || reportsStepOutcomes(own, vocabulary) || flagsOwnState(own, vocabulary) || sortsRecordsInError(errors, own) || measuredAmongAlike(errors, own);
  // A record read back (`GET /builds/{id}` answering `{id, …, error}`, a past session answering
  // `{id, startDate, endDate, error}`) holds its own error, unless the error says it is the request's;
  // so does any record with an `id` of its own whose error only the server writes (`readOnly`:
  // GoToSocial's subscription, `{id, fetched_at, error}`, the last fetch's), whatever the operation
  // answering it; a `request_id` beside it (`{request_id, errors}`) names the request the errors are of.
  // A create answering the record an item's GET reads holds that record's one error (Sure's chat `{id, …, error}`), but a
  // list of errors there (`{id, …, errors: [...]}` of `POST /dns_zones`) may be the request's partial failures.
  const madeRecordsOwn = (property: PropertyView) => answer.answersItemMade && !isOfType(property.schema, 'array') && hasIdentifierField(names);
  const isRecordsOwn = (property: PropertyView) => (answer.readsRecords ? hasIdentifierField(names) : (isReadOnly(property.schema) && names.includes('id')) || madeRecordsOwn(property)) && !describesRequest(property);
  // The very body its error responses answer (`{meta, errors, warnings}` under `200` and `default` alike) carries the
  // request's errors, whatever else it holds (`answers-failures-alike`): none of the readings above makes them its own,
  // but a job's record, its id beside its status (`tracksJobState`: the Cassandra Management API's `Job`, which its 404 answers too), keeps its own.
  const answersFailures = answer.failureBodies.has(schema) && !tracksJobState(names, answer, vocabulary);
  const found = errors.length === 0 ? [] : answersFailures ? errors : recordsOwnError() ? [] : errors.filter((property) => !isRecordsOwn(property));
  for (const alternative of alternatives(schema, path)) {
    if (alternative.schema === schema) continue;
    found.push(...errorProperties(alternative.schema, alternative.path, answer, vocabulary, depth + 1));
  }
  return found;
}

/** Its messages by id. */
const messages = {
  errorInSuccess: 'success response body has a top-level "{{name}}" property; an error is never returned with a 2xx status: answer with a 4xx or 5xx status and the error body',
} as const;

/** Whether a write answers the very record it takes as its body (one schema, or inline copies differing in prose). */
function answersWhatItWasSent(operation: OperationModel): boolean {
  const sent = (operation.requestBody?.bodies ?? []).map((body) => body.schema).filter((schema) => schema !== undefined);
  return sent.length > 0 && successBodies(operation).some((answered) => sent.some((schema) => isSameSchema(schema, answered.schema)));
}

/** The GET among a path's operations, if it has one. */
function readOf(operations: readonly OperationModel[]): OperationModel | undefined {
  return operations.find((operation) => operation.method === 'get');
}

/**
 * A POST answering what the GET of an item under its path answers (Sure's `POST /api/v1/chats`
 * answering `ChatDetail`, which `GET /api/v1/chats/{id}` reads back): the record it made, read
 * back as any record is.
 */
function answersItemMade(operation: OperationModel, operationsAt: OperationsAt): boolean {
  return operation.method === 'post' && operationsAt.itemKeysUnder(operation.pathKey).some((itemKey) => answersAs(operation, readOf(operationsAt(itemKey))));
}

export default defineRule({
  id: 'no-error-in-success',
  options: {
    vocabulary: '`check-words`, `outcome-fields`, `run-nouns`, `run-nouns.processing`, `error-nouns`, the kinds of `state-words`, `request-outcomes` and `request-outcomes.step` add words showing a body records an error of its own (a check\'s outcome, a run\'s state), not the request\'s',
  },
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const { operationsAt, vocabulary } = facts;
    for (const operation of facts.model.operations) {
      // The errors themselves are the resource: `GET /jobs/{id}/errors` answers `{errors: [...]}`;
      // so are the results of earlier work read back (`GET /batches/{id}/results`: `{data, errors}`).
      if (readsErrors(operation, vocabulary) || (operation.method === 'get' && endsResultsPath(lastStaticWord(operation), vocabulary))) continue;
      // A check's answer, a run's or the status of earlier work states an outcome beside the error that explains it.
      const runsCheck = runsACheck(operation, vocabulary);
      const statesOutcome = runsCheck || readsARun(operation, vocabulary) || endsStatePath(lastStaticWord(operation), vocabulary);
      // A write answering what the path's GET reads (`PATCH /sites/{id}` answering the site), or the
      // record it was sent (`PATCH …/part/{partID}` taking and answering `Part`), answers the record.
      const readsRecords = operation.method === 'get' || answersAs(operation, readOf(operationsAt(operation.pathKey))) || answersWhatItWasSent(operation);
      // A protocol's one endpoint (`standards.protocol-endpoint`: `POST /graphql`) answers in that protocol's shape.
      // So is a POST sending that protocol's request whatever its path (`standards.protocol-request`: `POST /api/graph/query` sending `{query, variables}`).
      const atProtocolEndpoint = vocabulary.words('standards', 'protocol-endpoint').has((staticSegments(operation).at(-1) ?? '').toLowerCase()) || sendsProtocolRequest(operation, vocabulary);
      const declared = operation.responses.map((response) => response.status);
      const failureBodies = new Set(operation.responses.filter((response) => isErrorResponse(response.status, declared)).flatMap((response) => response.bodies.map((body) => body.schema)));
      const answer: AnswerReading = { runsCheck, statesOutcome, readsRecords, answersItemMade: answersItemMade(operation, operationsAt), atProtocolEndpoint, startsRun: startsARun(operation, vocabulary), failureBodies };
      for (const response of operation.responses) {
        if (!isSuccessStatus(response.status) || sendsNoContent(response.status)) continue;
        for (const body of response.bodies) {
          if (!isJsonMediaType(body.mediaType)) continue;
          for (const property of errorProperties(body.schema, body.schemaPath, answer, vocabulary)) {
            // The schema may be shared: the message names neither the operation nor the status.
            results.push({ path: property.path, messageId: 'errorInSuccess', data: { name: property.name } });
          }
        }
      }
    }
    return results;
  },
});

/** Whether a schema is marked as the server's to write (`readOnly: true`): part of the stored record, never what a client sends. */
function isReadOnly(schema: unknown): boolean {
  return isObject(schema) && schema['readOnly'] === true;
}
