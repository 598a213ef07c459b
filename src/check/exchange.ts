import type { OperationModel } from '../../rulesets/model/api-model.js';

/** Which credentials a request carries. */
export type CredentialKind = 'full' | 'limited' | 'expired' | 'none' | 'invalid';

/** Why a request was sent; probes and observers read it to know what answer was expected. */
export type ExchangePurpose =
  | 'baseline'
  | 'missing-resource'
  | 'page'
  | 'no-credentials'
  | 'invalid-credentials'
  | 'expired-credentials'
  | 'limited-credentials'
  | 'version-stripped'
  | 'unknown-path'
  | 'missing-field'
  | 'wrong-type'
  | 'malformed-json'
  | 'create'
  | 'write'
  | 'read-back'
  | 'idempotent'
  | 'cleanup'
  | 'rate-limit';

export interface OutgoingRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  credentials: CredentialKind;
}

export interface ReceivedResponse {
  status: number;
  headers: Headers;
  /** The body as text, cut at the size limit. */
  text: string;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  json: unknown;
  isJson: boolean;
  truncated: boolean;
}

export interface Exchange {
  request: OutgoingRequest;
  response: ReceivedResponse;
  purpose: ExchangePurpose;
  /** The operation the request exercises, and where findings about it point. */
  operation: OperationModel | undefined;
  /** The request went to a path the document does not declare (an unknown or unversioned path). */
  offPath: boolean;
  /** The probes that found a fault in this response, so that one fault makes one finding. */
  faults: Set<string>;
  /** Extra facts a probe attached for the observers, e.g. the field a validation probe removed. */
  probedField?: string;
  /** For a read-back: the create whose answer the read must repeat. */
  createdBy?: Exchange;
}

const BODY_EXCERPT = 100;

/** The start of a text on one line, cut with `…`. */
export function excerpt(text: string, limit = BODY_EXCERPT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}

/** Headers worth showing in a message: the ones the caller chose, not the ones every request has. */
const ROUTINE_HEADERS = new Set(['accept', 'user-agent', 'content-type']);

/** `GET http://host/v1/users [Authorization: Bearer …]` (secrets are removed later, by the redactor). */
export function describeRequest(request: OutgoingRequest): string {
  const shown = Object.entries(request.headers).filter(([name]) => !ROUTINE_HEADERS.has(name.toLowerCase()));
  const credentials = request.credentials === 'none' ? ' without credentials'
    : request.credentials === 'invalid' ? ' with invalid credentials'
      : request.credentials === 'limited' ? ' with the limited token'
        : request.credentials === 'expired' ? ' with the expired token' : '';
  const headers = shown.length > 0 ? ` [${shown.map(([name, value]) => `${name}: ${value}`).join(', ')}]` : '';
  const body = request.body === undefined ? '' : ` with ${describeBody(request.body)}`;
  return `${request.method} ${request.url.href}${credentials}${headers}${body}`;
}

/** A body as a message shows it; one that is not JSON is quoted and said to be so, lest it read as a message cut short. */
function describeBody(body: string): string {
  try {
    JSON.parse(body);
    return `body ${excerpt(body, 120)}`;
  } catch {
    return `a body that is not JSON, '${excerpt(body, 120)}'`;
  }
}

/** `answered 400 (application/json) {"error":…}`. */
export function describeResponse(response: ReceivedResponse): string {
  const type = response.headers.get('content-type');
  const typeText = type === null ? 'no Content-Type' : type;
  const body = response.text.length === 0 ? 'an empty body' : excerpt(response.text);
  return `answered ${response.status} (${typeText}) with ${body}`;
}

export function describeExchange(exchange: Exchange): string {
  return `${describeRequest(exchange.request)} ${describeResponse(exchange.response)}`;
}

/** A status as a fault's cause: every success is one (a 200, 201 or 204 accepting what it should refuse), any other itself. */
export function statusCause(status: number): string {
  return isSuccess(status) ? 'a success' : String(status);
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
