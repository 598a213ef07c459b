import type { MediaBody, OperationModel, ResponseModel } from '../../rulesets/model/api-model.js';
import { isJsonMediaType } from '../../rulesets/model/media-types.js';
import { objectView } from '../../rulesets/model/schema.js';
import { isSuccessStatus } from '../../rulesets/model/status.js';
import type { Exchange } from './exchange.js';
import { isJsonObject, isSuccess } from './exchange.js';
import { ERROR_BODY_FIELD_FIELD, ERROR_BODY_REQUIRED_FIELDS, ERROR_MARKER_FIELDS } from '../../rulesets/convention-fields.js';

/** What the probes expect of answers, shared so that each fault is judged one way. */

/** The documented response for a status: the exact code, else its range (`4XX`), else `default`. */
export function documentedResponse(operation: OperationModel, status: number): ResponseModel | undefined {
  const exact = operation.responses.find((response) => response.status === String(status));
  if (exact !== undefined) return exact;
  const range = operation.responses.find((response) => response.status.toUpperCase() === `${String(status)[0] ?? ''}XX`);
  return range ?? operation.responses.find((response) => response.status === 'default');
}

/** The JSON body the document gives for a response, with its schema. */
export function documentedJsonBody(response: ResponseModel | undefined): MediaBody | undefined {
  return response?.bodies.find((body) => isJsonMediaType(body.mediaType) && body.schema !== undefined);
}

/** The problems of an error body against §7.2: `{error: string, message: string, field?: string}`. */
export function errorBodyProblems(body: unknown, needsField: boolean): string[] {
  if (!isJsonObject(body)) return ['the body is not a JSON object'];
  const problems: string[] = [];
  for (const name of ERROR_BODY_REQUIRED_FIELDS) {
    if (!(name in body)) problems.push(`no "${name}"`);
    else if (typeof body[name] !== 'string') problems.push(`"${name}" is not a string`);
  }
  if (ERROR_BODY_FIELD_FIELD in body && body[ERROR_BODY_FIELD_FIELD] !== null && typeof body[ERROR_BODY_FIELD_FIELD] !== 'string') problems.push('"field" is not a string');
  else if (needsField && typeof body[ERROR_BODY_FIELD_FIELD] !== 'string') problems.push('no "field" naming the offending input field');
  return problems;
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isJsonObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Whether the document's success bodies for the operation declare a top-level property (a resource's own `errors` list). */
function declaredInSuccess(operation: OperationModel | undefined, name: string): boolean {
  if (operation === undefined) return false;
  return operation.responses
    .filter((response) => isSuccessStatus(response.status))
    .some((response) => response.bodies.some((body) => objectView(body.schema, []).properties.has(name)));
}

/**
 * The error property a 2xx body carries at its top level (`error` or a non-empty `errors`), unless
 * the document makes it part of the resource.
 */
export function errorInSuccess(exchange: Exchange): string | undefined {
  const { response } = exchange;
  if (!isSuccess(response.status) || !isJsonObject(response.json)) return undefined;
  for (const name of ERROR_MARKER_FIELDS) {
    if (isPresent(response.json[name]) && !declaredInSuccess(exchange.operation, name)) return name;
  }
  return undefined;
}

/** Whether an error body's `field` names the field (as `email`, `body.email`, `/email` or `user[email]`). */
export function fieldNames(field: unknown, name: string): boolean {
  if (typeof field !== 'string') return false;
  if (field === name) return true;
  return field.split(/[./[\]'"\s:]+/).filter((part) => part.length > 0).includes(name);
}

/**
 * How a probe that expects an error takes an answer it cannot judge: a rate limit, a refusal of
 * the credentials the request carried, or a success that is really an error (reported by
 * `live-no-error-in-200`).
 */
export function isInconclusive(exchange: Exchange): boolean {
  const status = exchange.response.status;
  if (status === 429) return true;
  if (exchange.faults.has('live-no-error-in-200')) return true;
  return (status === 401 || status === 403) && exchange.request.credentials !== 'none' && exchange.request.credentials !== 'invalid';
}
