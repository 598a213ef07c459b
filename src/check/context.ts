import type { OperationModel } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import type { Finding } from '../findings.js';
import { severityLevel } from '../findings.js';
import type { CredentialPlan } from './credentials.js';
import { INVALID_TOKEN } from './credentials.js';
import type { CredentialKind, Exchange, ExchangePurpose, OutgoingRequest } from './exchange.js';
import { describeRequest } from './exchange.js';
import type { HttpClient } from './http-client.js';
import type { LoadedDocument } from './load-document.js';
import type { ResolvedCheckOptions } from './options.js';
import type { Probe } from './probe.js';
import type { Redactor } from './redact.js';
import { CreatedResources } from './resources.js';
import { MAX_RETRY_WAIT_MS, retryAfterMs } from './http-client.js';
import { checkDocsUrlFor } from './probe.js';
import { whyNoWriteTarget } from './write-targets.js';

/** The code of findings that say what could not be probed, and why. */
export const NOT_PROBED = 'live-not-probed';
import { REDACTED, isSensitiveHeader } from './redact.js';
import type { RequestPlanner } from './request-plan.js';
import type { SchemaValidator } from './schema-validator.js';
import { WRITE_METHODS } from './write-targets.js';

/** What a probe asks to send. */
export interface RequestSpec {
  operation: OperationModel | undefined;
  method: string;
  url: URL;
  /** A JSON value to send as the body, or raw text (`rawBody`) for the malformed-JSON probe. */
  body?: unknown;
  rawBody?: string;
  /** Headers the operation itself needs (required header parameters). */
  headers?: Record<string, string>;
  credentials: CredentialKind;
  purpose: ExchangePurpose;
  offPath?: boolean;
  probedField?: string;
  /** For a read-back: the create whose answer the read must repeat. */
  createdBy?: Exchange;
  /** Outside the run's request budget (the rate-limit burst, which has its own). */
  unbudgeted?: boolean;
}

export interface ProbeContext {
  api: LoadedDocument;
  options: ResolvedCheckOptions;
  planner: RequestPlanner;
  validator: SchemaValidator;
  credentials: CredentialPlan;
  /** The GET requests made while discovering, one per operation that could be built. */
  baselines: Exchange[];
  /** What the run created (writes allowed only), to delete again. */
  resources: CreatedResources;
  send(spec: RequestSpec): Promise<Exchange | undefined>;
  /**
   * Reports a finding of `probe` against the operation (once per operation and `key`). Findings of
   * one probe given the same `cause` (one error format, one status for one kind of request) are one
   * fault: they make one finding, listing every operation it was seen on.
   */
  report(probe: Probe, operation: OperationModel | undefined, key: string, message: string, cause?: string): void;
  /** A note for the user that is not a finding. */
  notice(message: string): void;
  /** Records that a probe could not judge an operation, and why: a `live-not-probed` finding (info). */
  notProbed(operation: OperationModel | undefined, why: string): void;
  /** Whether the run may still send requests. */
  readonly exhausted: boolean;
}

/** Builds findings, sends requests and shows every exchange to the observers. */
export class CheckSession implements ProbeContext {
  readonly baselines: Exchange[] = [];
  readonly resources: CreatedResources;
  readonly findings: Finding[] = [];
  readonly notices: string[] = [];
  private readonly reported = new Set<string>();
  /** Findings of one cause, by probe and cause, until `groupFindings` makes one finding of each. */
  private readonly groups = new Map<string, { probe: Probe; entries: Array<{ operation: OperationModel | undefined; message: string }> }>();
  private readonly noticed = new Set<string>();
  private readonly unprobedKeys = new Set<string>();
  private readonly credentialHeaders: Set<string>;
  phase = 'discovery';
  /** Answers a probe could judge, and requests that got none it could (a 429, a limit, a network failure). */
  judged = 0;
  unjudged = 0;
  /** Operations that answered a request carrying the full token with something a probe could judge. */
  private readonly judgedOperations = new Set<OperationModel>();
  private readonly unprobedOperations = new Set<OperationModel>();

  constructor(
    readonly api: LoadedDocument,
    readonly options: ResolvedCheckOptions,
    readonly planner: RequestPlanner,
    readonly validator: SchemaValidator,
    readonly credentials: CredentialPlan,
    private readonly client: HttpClient,
    private readonly redactor: Redactor,
    private readonly probes: readonly Probe[],
  ) {
    this.credentialHeaders = credentials.credentialHeaderNames();
    this.resources = new CreatedResources(this);
  }

  get exhausted(): boolean {
    return this.client.budgetSpent || this.client.pastDeadline;
  }

  get requestCount(): number {
    return this.client.requestCount;
  }

  /** The request as sent, and as messages show it (sensitive header values masked whatever they are). */
  private buildRequest(spec: RequestSpec): { wire: OutgoingRequest; shown: OutgoingRequest } {
    const url = new URL(spec.url.href);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const anonymous = spec.credentials === 'none' || spec.credentials === 'invalid';
    for (const [name, value] of this.options.headers) {
      if (anonymous && this.credentialHeaders.has(name.toLowerCase())) continue;
      headers[name] = value;
    }
    if (anonymous) for (const name of this.credentials.credentialQueryNames()) url.searchParams.delete(name);
    Object.assign(headers, spec.headers ?? {});
    const body = spec.rawBody ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    this.credentials.apply(spec.operation, spec.credentials, { full: this.options.token, limited: this.options.limitedToken, expired: this.options.expiredToken }, headers, url);
    const shownHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, isSensitiveHeader(name) ? maskCredential(value) : value]));
    const common = { method: spec.method.toUpperCase(), url, credentials: spec.credentials, ...(body === undefined ? {} : { body }) };
    return { wire: { ...common, headers }, shown: { ...common, headers: shownHeaders } };
  }

  async send(spec: RequestSpec): Promise<Exchange | undefined> {
    const { wire, shown } = this.buildRequest(spec);
    const result = await this.client.send(wire, { retryOnTooMany: spec.purpose !== 'rate-limit', unbudgeted: spec.unbudgeted === true, cleanup: spec.purpose === 'cleanup' });
    this.options.onProgress({ requests: this.client.requestCount, phase: this.phase });
    if (!result.ok) {
      this.unjudged++;
      const why = result.failure === 'budget' ? `the request limit (${this.options.maxRequests}) was reached`
        : result.failure === 'deadline' ? `the time limit (${this.options.maxTimeMs} ms) was reached` : result.message;
      this.notProbed(spec.operation, `${spec.method.toUpperCase()} for ${this.phase} was not sent or not answered: ${why}`);
      if (result.failure === 'budget') this.notice(`stopped after ${this.options.maxRequests} requests (the request limit); some probes did not run`);
      else if (result.failure === 'deadline') this.notice(`stopped after ${this.options.maxTimeMs} ms (the time limit); some probes did not run`);
      else this.notice(`${describeRequest(shown)}: ${result.message}`);
      return undefined;
    }
    const exchange: Exchange = {
      request: shown,
      // Redacted whole, before any message cuts an excerpt from it (a cut secret would not be recognised).
      response: { ...result.response, text: this.redactor.redact(result.response.text) },
      purpose: spec.purpose,
      operation: spec.operation,
      offPath: spec.offPath === true,
      faults: new Set(),
      ...(spec.probedField === undefined ? {} : { probedField: spec.probedField }),
      ...(spec.createdBy === undefined ? {} : { createdBy: spec.createdBy }),
    };
    if (result.response.status === 429 && spec.purpose !== 'rate-limit') {
      this.unjudged++;
      const retry = result.response.headers.get('retry-after');
      const wait = retryAfterMs(retry);
      const retried = wait === undefined || wait <= MAX_RETRY_WAIT_MS ? 'again after waiting once' : `not retried: its Retry-After is longer than the ${MAX_RETRY_WAIT_MS / 1000} s a run waits`;
      this.notProbed(spec.operation, `${describeRequest(shown)} answered 429${retry === null ? '' : ` (Retry-After: ${retry})`}, ${retried}; ${this.phase} could not judge it`);
    } else {
      this.judged++;
      if (spec.operation !== undefined && spec.credentials === 'full') this.judgedOperations.add(spec.operation);
    }
    for (const probe of this.probes) {
      try {
        probe.observe?.(exchange, this);
      } catch (error) {
        this.notice(`${probe.id} failed on ${describeRequest(shown)}: ${firstLine(error)}`);
      }
    }
    return exchange;
  }

  report(probe: Probe, operation: OperationModel | undefined, key: string, message: string, cause?: string): void {
    const path: JsonPath = operation === undefined ? ['paths'] : [...operation.path];
    const dedupeKey = `${probe.id}\u0000${JSON.stringify(path)}\u0000${key}`;
    if (this.reported.has(dedupeKey)) return;
    this.reported.add(dedupeKey);
    if (cause === undefined) {
      this.pushFinding(probe, operation, message);
      return;
    }
    const groupKey = `${probe.id}\u0000${cause}`;
    const group = this.groups.get(groupKey) ?? { probe, entries: [] };
    group.entries.push({ operation, message });
    this.groups.set(groupKey, group);
  }

  /**
   * One finding per fault: at the first operation (in document order) it was seen on, with that
   * operation's message, and the list of every operation that showed it when there are several.
   */
  groupFindings(): void {
    const order = new Map(this.api.model.operations.map((operation, index) => [operation, index]));
    const rank = (operation: OperationModel | undefined) => (operation === undefined ? -1 : order.get(operation) ?? 0);
    for (const { probe, entries } of this.groups.values()) {
      const sorted = [...entries].sort((left, right) => rank(left.operation) - rank(right.operation) || left.message.localeCompare(right.message));
      const first = sorted[0];
      if (first === undefined) continue;
      const labels = [...new Set(sorted.map((entry) => (entry.operation === undefined ? 'an unknown path' : `${entry.operation.method.toUpperCase()} ${entry.operation.pathKey}`)))];
      const seen = labels.length > 1 ? `; the same fault on ${labels.length} operations: ${labels.join(', ')}` : '';
      this.pushFinding(probe, first.operation, `${first.message}${seen}`);
    }
    this.groups.clear();
  }

  private pushFinding(probe: Probe, operation: OperationModel | undefined, message: string): void {
    this.findings.push(probeFinding(this.api, probe, operation, this.redactor.redact(message)));
  }

  notProbed(operation: OperationModel | undefined, why: string): void {
    const path: JsonPath = operation === undefined ? ['paths'] : [...operation.path];
    const text = this.redactor.redact(`not probed: ${why}`);
    const key = `${JSON.stringify(path)}\u0000${this.phase}\u0000${why.split(':')[0] ?? ''}`;
    if (this.unprobedKeys.has(key)) return;
    this.unprobedKeys.add(key);
    if (operation !== undefined) this.unprobedOperations.add(operation);
    const range = this.api.rangeOf(path);
    this.findings.push({
      code: NOT_PROBED,
      message: text,
      path,
      severity: severityLevel('info'),
      range: { start: { ...range.start }, end: { ...range.end } },
      source: this.api.source,
      docsUrl: checkDocsUrlFor(NOT_PROBED),
    });
  }

  /**
   * A run in which most operations it set out to probe got no answer a probe could judge (rate
   * limited, a limit reached, no id found) is not a clean run: one error finding says so, so
   * that it fails whatever else it found.
   */
  incompleteRunFinding(): string | undefined {
    // The operations a run sets out to call: GETs, and the writes when they are allowed; never a
    // method it does not send (HEAD, OPTIONS, TRACE, 3.2's QUERY and additionalOperations).
    const scope = this.planner.operations.filter((operation) => operation.method === 'get' || (this.options.allowWrites && WRITE_METHODS.has(operation.method)));
    const missing = scope.filter((operation) => !this.judgedOperations.has(operation));
    for (const operation of missing) {
      if (this.unprobedOperations.has(operation)) continue;
      this.phase = 'the run';
      this.notProbed(operation, operation.method === 'get' ? `GET ${operation.pathKey}: no answer a probe could judge` : whyNoWriteTarget(this, operation));
    }
    if (this.unjudged === 0 && missing.length === 0) return undefined;
    if (missing.length * 2 <= scope.length) return undefined;
    const message = `most probes could not run: ${missing.length} of ${scope.length} operations got no answer a probe could judge (rate limited, a request or time limit reached, no id to call them with); the live-not-probed findings say why`;
    const range = this.api.rangeOf(['paths']);
    this.findings.push({
      code: NOT_PROBED,
      message,
      path: ['paths'],
      severity: severityLevel('error'),
      range: { start: { ...range.start }, end: { ...range.end } },
      source: this.api.source,
      docsUrl: checkDocsUrlFor(NOT_PROBED),
    });
    return message;
  }

  notice(message: string): void {
    const text = this.redactor.redact(message);
    if (this.noticed.has(text)) return;
    this.noticed.add(text);
    this.notices.push(text);
  }
}

/** A probe's finding, pointing at the operation in the document (at `paths` when there is none). */
export function probeFinding(api: LoadedDocument, probe: Probe, operation: OperationModel | undefined, message: string): Finding {
  const path: JsonPath = operation === undefined ? ['paths'] : [...operation.path];
  const range = api.rangeOf(path);
  return {
    code: probe.id,
    message,
    path,
    severity: severityLevel(probe.severity),
    range: { start: { ...range.start }, end: { ...range.end } },
    source: api.source,
    docsUrl: probe.docsUrl,
  };
}

export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** `Bearer abc123` → `Bearer [REDACTED]`: the scheme stays readable, the credential does not. */
export function maskCredential(value: string): string {
  if (value.includes(INVALID_TOKEN) || value.includes(Buffer.from(`${INVALID_TOKEN}:${INVALID_TOKEN}`).toString('base64'))) return value;
  const scheme = /^(Bearer|Basic|Token|Digest|ApiKey)\s+/i.exec(value);
  return scheme === null ? REDACTED : `${scheme[0]}${REDACTED}`;
}
