import type { OperationModel } from '../../../rulesets/model/api-model.js';
import { UsageError } from '../../errors.js';
import { plural } from '../../reporters/report-facts.js';
import type { Finding } from '../../findings.js';
import { compareFindings } from '../../findings.js';
import { documentBasePath, parseBaseUrl, redactorFor } from '../check.js';
import type { ProbeContext, RequestSpec } from '../context.js';
import { firstLine, maskCredential, probeFinding } from '../context.js';
import type { CredentialPlan } from '../credentials.js';
import { credentialPlanFor, splitTokens } from '../credentials.js';
import type { CredentialKind, Exchange, ExchangePurpose, OutgoingRequest } from '../exchange.js';
import { describeExchange, isSuccess, statusCause } from '../exchange.js';
import { errorBodyProblems, isInconclusive } from '../expectations.js';
import { parseJson, retryAfterMs } from '../http-client.js';
import type { LoadedDocument } from '../load-document.js';
import { loadDocument } from '../load-document.js';
import type { CheckOptions, ResolvedCheckOptions } from '../options.js';
import { resolveCheckOptions } from '../options.js';
import type { Probe } from '../probe.js';
import liveAuthRequired from '../probes/live-auth-required.js';
import { PROBES } from '../probes/index.js';
import liveMalformedJson from '../probes/live-malformed-json.js';
import liveMissingRequiredField from '../probes/live-missing-required-field.js';
import liveWrongType from '../probes/live-wrong-type.js';
import liveRateLimit from '../probes/live-rate-limit.js';
import liveUnknownPath from '../probes/live-unknown-path.js';
import { REDACTED, Redactor, isSensitiveHeader } from '../redact.js';
import { isJsonMediaType } from '../../../rulesets/model/media-types.js';
import { RequestPlanner } from '../request-plan.js';
import { CreatedResources } from '../resources.js';
import { SchemaValidator } from '../schema-validator.js';
import { OperationMatcher } from './match-operation.js';
import type { RecordedExchange } from './recorded-exchange.js';

/** What judging recorded traffic found, and what it could not judge. */
export interface TrafficRun {
  /** Absolute path of the document. */
  document: string;
  /** The document is written on one line: its findings are best located by JSON pointer. */
  documentOnOneLine: boolean;
  findings: Finding[];
  /** What could not be judged, and why; not findings. */
  notices: string[];
  /** Exchanges read. */
  exchanges: number;
  /** Exchanges that matched an operation of the document. */
  matched: number;
  /** Exchanges that matched no operation of the document, by request (`GET /v1/unknown`), most frequent first. */
  undocumented: Array<{ request: string; count: number }>;
  /** Exchanges whose answer the recording does not hold the body of (only their status and headers were judged). */
  withoutBody: number;
  /** Exchanges that got no answer (status 0: aborted or blocked). */
  unanswered: number;
  /** Exchanges to another origin than `--base-url`'s, not judged. */
  elsewhere: number;
}

/** Distinct undocumented requests kept to list; past that they are only counted. */
const MAX_UNDOCUMENTED = 1000;
/** Undocumented requests a notice names. */
const UNDOCUMENTED_SHOWN = 10;
/** The shortest credential value looked for in answers, to be removed. */
const MIN_SECRET = 8;
/** Exchanges a grouped finding cites by position. */
const EXAMPLES = 3;

/** A request body the document refuses, and how. */
interface RequestInput {
  purpose: 'malformed-json' | 'missing-field' | 'wrong-type';
  problems: string[];
  missing?: string;
}

interface Group {
  probe: Probe;
  /** The first message seen on each operation, in the order seen. */
  messages: Map<OperationModel | undefined, string>;
  count: number;
  examples: string[];
}

/**
 * Judges recorded exchanges, one at a time, against the document and every convention an
 * observer can judge without sending anything: the live checks' observers (content type, error
 * bodies, no error in a success, list envelopes, response schemas); from the status alone, 401
 * for a protected operation called without credentials, `Retry-After` on 429, 404 with the error
 * body for a path the API does not have; and the answer to a request body the document refuses
 * (400 or 422). A fault makes one finding, counted over the exchanges that showed it, citing the
 * first few. Nothing is kept of an exchange once judged.
 */
export class TrafficJudge implements ProbeContext {
  readonly baselines: Exchange[] = [];
  readonly resources: CreatedResources;
  readonly exhausted = true;
  private readonly groups = new Map<string, Group>();
  private readonly notices: string[] = [];
  private readonly noticed = new Set<string>();
  private readonly matcher: OperationMatcher;
  private readonly credentialHeaders: Set<string>;
  private readonly credentialQueries: Set<string>;
  private readonly undocumented = new Map<string, number>();
  private current: { where: string; redactor: Redactor } | undefined;
  private readonly counts = { exchanges: 0, matched: 0, undocumented: 0, withoutBody: 0, unanswered: 0, elsewhere: 0 };

  private constructor(
    readonly api: LoadedDocument,
    readonly options: ResolvedCheckOptions,
    readonly planner: RequestPlanner,
    readonly validator: SchemaValidator,
    readonly credentials: CredentialPlan,
    private readonly origin: string | undefined,
    private readonly redactor: Redactor,
  ) {
    this.resources = new CreatedResources(this);
    this.matcher = new OperationMatcher(api.model.operations, planner.base.pathname);
    this.credentialHeaders = credentials.credentialHeaderNames();
    this.credentialQueries = credentials.credentialQueryNames();
  }

  /**
   * Loads the document. `baseUrl`, when given, restricts judging to its origin and gives the path
   * the API is under; else every origin is judged, under the document's own base path.
   */
  static async create(document: string, options: CheckOptions = {}): Promise<TrafficJudge> {
    const resolved = resolveCheckOptions(options);
    const api = await loadDocument(document, { allowExternalRefs: resolved.allowExternalRefs, allowRemoteRefs: resolved.allowRemoteRefs });
    Object.assign(resolved, splitTokens(resolved.tokens, api.model.securitySchemes.map((scheme) => scheme.name)));
    const given = resolved.baseUrl === undefined ? undefined : parseBaseUrl(resolved.baseUrl, '--base-url');
    const base = given !== undefined && given.pathname.replace(/\/+$/, '') !== '' ? given : new URL(documentBasePath(api) || '/', given?.origin ?? 'http://localhost');
    const validator = new SchemaValidator(api.version, api.rawDocuments, api.rootUri);
    const planner = new RequestPlanner(api, base, validator, resolved.conventions);
    return new TrafficJudge(api, resolved, planner, validator, credentialPlanFor(api.model, resolved), given?.origin, redactorFor(resolved));
  }

  send(spec: RequestSpec): Promise<Exchange | undefined> {
    return Promise.reject(new UsageError(`recorded traffic is only read: ${spec.method.toUpperCase()} ${spec.url.href} was not sent`));
  }

  notProbed(operation: OperationModel | undefined, why: string): void {
    this.notice(`${operation === undefined ? '' : `${operation.method.toUpperCase()} ${operation.pathKey}: `}${why}`);
  }

  notice(message: string): void {
    const text = this.redact(message);
    if (this.noticed.has(text)) return;
    this.noticed.add(text);
    this.notices.push(text);
  }

  private redact(text: string): string {
    return this.redactor.redact(this.current === undefined ? text : this.current.redactor.redact(text));
  }

  /** Every exchange showing a fault of one cause counts toward one finding; the first message per operation is kept. */
  report(probe: Probe, operation: OperationModel | undefined, key: string, message: string, cause?: string): void {
    const groupKey = cause === undefined ? `${probe.id}\u0000${operation === undefined ? '' : operation.path.join('\u0000')}\u0000${key}` : `${probe.id}\u0000${cause}`;
    const group: Group = this.groups.get(groupKey) ?? { probe, messages: new Map(), count: 0, examples: [] };
    this.groups.set(groupKey, group);
    const where = this.current?.where ?? 'an exchange';
    group.count++;
    if (group.examples.length < EXAMPLES) group.examples.push(where);
    if (!group.messages.has(operation)) group.messages.set(operation, this.redact(`${where}: ${message}`));
  }

  /** Who the request says it is: carrying any credential the document declares (or any Authorization or cookie) is `full`. */
  private credentialKind(recorded: RecordedExchange): CredentialKind {
    if (recorded.requestHeaders.some(([name]) => this.credentialHeaders.has(name.toLowerCase()))) return 'full';
    for (const name of this.credentialQueries) if (recorded.url.searchParams.has(name)) return 'full';
    return 'none';
  }

  /** The request as messages show it: credential headers masked, credential query values removed, no body. */
  private shownRequest(recorded: RecordedExchange, credentials: CredentialKind): { request: OutgoingRequest; secrets: string[] } {
    const secrets: string[] = [];
    const url = new URL(recorded.url.href);
    for (const [name, value] of [...url.searchParams]) {
      if (this.credentialQueries.has(name) || isSensitiveHeader(name)) {
        secrets.push(value);
        url.searchParams.set(name, REDACTED);
      }
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of recorded.requestHeaders) {
      // HTTP/2 pseudo-headers (`:authority`) restate the URL.
      if (name.startsWith(':') || (!isSensitiveHeader(name) && !this.credentialHeaders.has(name.toLowerCase()))) continue;
      // A value masked already (a HAR the proxy wrote) is no secret to look for.
      if (!value.includes(REDACTED)) secrets.push(value, value.replace(/^\S+\s+/, ''));
      headers[name] = maskCredential(value);
    }
    // Too short a value would cut words out of every message; it is masked where it stands all the same.
    return { request: { method: recorded.method, url, headers, credentials }, secrets: secrets.filter((secret) => secret.length >= MIN_SECRET) };
  }

  private countUndocumented(recorded: RecordedExchange): void {
    this.counts.undocumented++;
    const key = `${recorded.method} ${recorded.url.pathname}`;
    const count = this.undocumented.get(key);
    if (count !== undefined || this.undocumented.size < MAX_UNDOCUMENTED) this.undocumented.set(key, (count ?? 0) + 1);
  }

  /** Judges one exchange; nothing of it is kept but the findings it made. */
  judge(recorded: RecordedExchange): void {
    this.counts.exchanges++;
    if (this.origin !== undefined && recorded.url.origin !== this.origin) {
      this.counts.elsewhere++;
      return;
    }
    if (recorded.status === 0) {
      this.counts.unanswered++;
      return;
    }
    const match = this.matcher.match(recorded.method, recorded.url.pathname);
    // A browser's CORS preflight is the browser's, not the API's.
    if (match.kind !== 'operation' && recorded.method === 'OPTIONS') return;
    const credentials = this.credentialKind(recorded);
    const { request, secrets } = this.shownRequest(recorded, credentials);
    const redactor = new Redactor(secrets);
    this.current = { where: recorded.where, redactor };
    try {
      const text = redactor.redact(recorded.responseBody ?? '');
      const headers = new Headers();
      for (const [name, value] of recorded.responseHeaders) {
        // HTTP/2 pseudo-headers (`:status`) and values Headers refuses are not the answer's headers.
        if (name.startsWith(':')) continue;
        try {
          headers.append(name, value);
        } catch {
          // An unreadable header is left out, as a client would.
        }
      }
      const operation = match.kind === 'operation' ? match.operation : undefined;
      const input = operation === undefined ? undefined : this.requestInput(operation, recorded);
      const exchange: Exchange = {
        request,
        response: { status: recorded.status, headers, text, truncated: false, ...parseJson(text, false) },
        purpose: input?.purpose ?? purposeOf(recorded),
        operation,
        offPath: operation === undefined,
        faults: new Set(),
        ...(input?.missing === undefined ? {} : { probedField: input.missing }),
      };
      if (operation === undefined) {
        this.countUndocumented(recorded);
        if (match.kind === 'none' && recorded.responseBody !== undefined) this.judgeUnknownPath(exchange);
        return;
      }
      this.counts.matched++;
      // The observers first: an error in a success makes what the status says inconclusive.
      if (recorded.responseBody === undefined) this.counts.withoutBody++;
      else this.observe(exchange);
      this.judgeStatus(exchange, operation);
      if (input !== undefined) this.judgeInput(exchange, operation, input);
    } finally {
      this.current = undefined;
    }
  }

  private observe(exchange: Exchange): void {
    for (const probe of PROBES) {
      try {
        probe.observe?.(exchange, this);
      } catch (error) {
        this.notice(`${probe.id} failed on ${this.current?.where ?? 'an exchange'}: ${firstLine(error)}`);
      }
    }
  }

  /** What the status and headers alone show: 401 for a protected operation called without credentials, Retry-After on 429. */
  private judgeStatus(exchange: Exchange, operation: OperationModel): void {
    const { status } = exchange.response;
    if (exchange.request.credentials === 'none' && this.credentials.protectionOf(operation).required && (isSuccess(status) || status === 403)
      && !exchange.faults.has('live-no-error-in-200')) {
      this.report(liveAuthRequired, operation, 'none',
        `${describeExchange(exchange)}: the operation requires credentials; a request with no credentials must answer 401`, `none ${statusCause(status)}`);
    }
    if (status === 429) {
      const header = exchange.response.headers.get('retry-after');
      if (retryAfterMs(header) === undefined) {
        this.report(liveRateLimit, operation, 'retry-after',
          `${describeExchange(exchange)}: the 429 has ${header === null ? 'no Retry-After header' : `an unreadable Retry-After "${header}"`}; expected Retry-After with the seconds (or the date) to wait`, 'retry-after');
      }
    }
  }

  /**
   * What the request's body was, against the document: not JSON, or JSON the request schema
   * refuses (lacking a required field, or otherwise), which the server must answer 400 or 422;
   * undefined for a body the schema accepts, or none.
   */
  private requestInput(operation: OperationModel, recorded: RecordedExchange): RequestInput | undefined {
    if (recorded.requestBody === undefined || recorded.requestBody.trim() === '') return undefined;
    const type = recorded.requestHeaders.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    if (type !== undefined && !isJsonMediaType(type)) return undefined;
    const body = operation.requestBody?.bodies.find((candidate) => isJsonMediaType(candidate.mediaType) && candidate.schema !== undefined);
    if (body === undefined) return undefined;
    const parsed = parseJson(recorded.requestBody, false);
    if (!parsed.isJson) return { purpose: 'malformed-json', problems: [] };
    const outcome = this.validator.validate(body.schemaPath, parsed.json, 'request');
    if (outcome === undefined || outcome.valid) return undefined;
    const missing = outcome.missing[0];
    return { purpose: missing === undefined ? 'wrong-type' : 'missing-field', problems: outcome.problems, ...(missing === undefined ? {} : { missing }) };
  }

  /** A body that is not JSON must be answered 400; one the request schema refuses, 400 or 422. */
  private judgeInput(exchange: Exchange, operation: OperationModel, input: RequestInput): void {
    const { status } = exchange.response;
    if (isInconclusive(exchange) || status === 401 || status === 403 || status === 404) return;
    if (input.purpose === 'malformed-json') {
      if (status !== 400) this.report(liveMalformedJson, operation, 'status', `${describeExchange(exchange)}: the body is not valid JSON; expected 400 (a malformed request)`, statusCause(status));
      return;
    }
    if (status === 400 || status === 422) return;
    const accepted = isSuccess(status) ? '; a server that accepts it does not validate it, unless the document asks more than the server does' : '';
    if (input.missing !== undefined) {
      this.report(liveMissingRequiredField, operation, `status ${input.missing}`, `${describeExchange(exchange)}: the body lacks the required field "${input.missing}"; expected 400 or 422${accepted}`, statusCause(status));
      return;
    }
    this.report(liveWrongType, operation, 'status', `${describeExchange(exchange)}: the body does not match the document's request schema (${input.problems.slice(0, 3).join('; ')}); expected 400 or 422${accepted}`, statusCause(status));
  }

  /** A path no operation has that answered 404: the 404 must carry the error body. */
  private judgeUnknownPath(exchange: Exchange): void {
    if (exchange.response.status !== 404 || exchange.request.method === 'HEAD') return;
    const problems = errorBodyProblems(exchange.response.json, false);
    if (problems.length === 0) return;
    this.report(liveUnknownPath, undefined, 'body',
      `${describeExchange(exchange)}: ${problems.join(', ')}; expected the 404 to carry the error body {"error": string, "message": string}`, `body ${problems.join()}`);
  }

  /** One finding per fault, at the first operation (in document order) it was seen on. */
  finish(): TrafficRun {
    const order = new Map(this.api.model.operations.map((operation, index) => [operation, index]));
    const rank = (operation: OperationModel | undefined) => (operation === undefined ? -1 : order.get(operation) ?? 0);
    const findings: Finding[] = [];
    for (const { probe, messages, count, examples } of this.groups.values()) {
      const operations = [...messages.keys()].sort((left, right) => rank(left) - rank(right));
      const first = operations[0];
      const message = messages.get(first);
      if (message === undefined) continue;
      const labels = operations.map((operation) => (operation === undefined ? 'an unknown path' : `${operation.method.toUpperCase()} ${operation.pathKey}`));
      const seen = labels.length > 1 ? `; the same fault on ${labels.length} operations: ${labels.join(', ')}` : '';
      const more = count > examples.length ? ` and ${count - examples.length} more` : '';
      const exchanges = count > 1 ? `; seen in ${plural(count, 'exchange')} (${examples.join(', ')}${more})` : '';
      findings.push(probeFinding(this.api, probe, first, `${message}${exchanges}${seen}`));
    }
    const undocumented = [...this.undocumented].map(([request, count]) => ({ request, count })).sort((left, right) => right.count - left.count);
    if (this.counts.undocumented > 0) {
      const shown = undocumented.slice(0, UNDOCUMENTED_SHOWN).map(({ request, count }) => `${request}${count > 1 ? ` (${count})` : ''}`);
      const rest = this.counts.undocumented - undocumented.slice(0, UNDOCUMENTED_SHOWN).reduce((sum, { count }) => sum + count, 0);
      this.notice(`${plural(this.counts.undocumented, 'exchange')} matched no operation of the document: ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`);
    }
    if (this.counts.withoutBody > 0) this.notice(`${plural(this.counts.withoutBody, 'exchange')} had no response body in the recording: only their status and headers were judged`);
    if (this.counts.unanswered > 0) this.notice(`${plural(this.counts.unanswered, 'exchange')} got no answer (status 0): not judged`);
    if (this.counts.elsewhere > 0) this.notice(`${plural(this.counts.elsewhere, 'exchange')} went to another origin than ${this.origin ?? ''}: not judged`);
    if (this.counts.exchanges > 0 && this.counts.matched === 0) this.notice('no exchange matched an operation of the document: is --base-url (or the document\'s server path) the one the traffic went to?');
    return {
      document: this.api.source,
      documentOnOneLine: this.api.onOneLine,
      findings: findings.sort(compareFindings),
      notices: [...this.notices],
      exchanges: this.counts.exchanges,
      matched: this.counts.matched,
      undocumented,
      withoutBody: this.counts.withoutBody,
      unanswered: this.counts.unanswered,
      elsewhere: this.counts.elsewhere,
    };
  }
}

/** A GET with no query is a list's first page (a page short of `total` must then give a cursor); any other GET a later page. */
function purposeOf(recorded: RecordedExchange): ExchangePurpose {
  if (recorded.method !== 'GET') return 'write';
  return recorded.url.search === '' ? 'baseline' : 'page';
}
