import { stringOf } from '../../rulesets/model/json.js';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import { CheckSession, firstLine } from './context.js';
import type { CredentialPlan } from './credentials.js';
import { credentialPlanFor, splitTokens } from './credentials.js';
import { discoverBaselines, discoverWrites } from './discovery.js';
import { HttpClient } from './http-client.js';
import type { LoadedDocument } from './load-document.js';
import { loadDocument } from './load-document.js';
import type { CheckOptions, ResolvedCheckOptions } from './options.js';
import { resolveCheckOptions } from './options.js';
import { PROBES } from './probes/index.js';
import { Redactor, isSensitiveHeader } from './redact.js';
import { RequestPlanner } from './request-plan.js';
import { SchemaValidator } from './schema-validator.js';
import { operationLabel } from './write-targets.js';

export interface CheckRun {
  /** Absolute path of the document. */
  document: string;
  /** The base URL probed. */
  baseUrl: string;
  findings: Finding[];
  /** What could not be probed, and why; not findings. */
  notices: string[];
  requests: number;
  /** Set when most probes could not run (then also an error `live-not-probed` finding): why. */
  incomplete?: string;
  /** The document is written on one line: its findings are best located by JSON pointer. */
  documentOnOneLine: boolean;
}

const USER_AGENT = 'api-conventions-check';

export function parseBaseUrl(text: string, label: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${label} "${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${label} "${text}" must be an http or https URL`);
  if (url.username !== '' || url.password !== '') throw new UsageError(`${label} must not carry credentials; give a token instead`);
  url.search = '';
  url.hash = '';
  return url;
}

/** The path the document puts its API under: the first server URL's path (3.x), or `basePath` (2.0). */
export function documentBasePath(api: LoadedDocument): string {
  if (api.version === '2.0') return stringOf(api.resolved['basePath']) ?? '';
  const first = api.model.servers.find((server) => server.path[0] === 'servers')?.url;
  if (first === undefined) return '';
  if (first.startsWith('/')) return first;
  try {
    return new URL(first).pathname;
  } catch {
    return '';
  }
}

function withPath(url: URL, path: string): URL {
  const joined = new URL(url.href);
  joined.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return joined;
}

/** The document's first absolute http(s) server URL. */
function documentServerUrl(api: LoadedDocument): URL {
  for (const server of api.model.servers) {
    try {
      const url = new URL(server.url);
      if (url.protocol === 'http:' || url.protocol === 'https:') return parseBaseUrl(server.url, 'the server URL');
    } catch {
      // A relative server URL names no host: keep looking.
    }
  }
  throw new UsageError('no base URL: give --base-url (the document lists no absolute http(s) server URL)');
}

/**
 * The base URL to probe. A `--base-url` with no path of its own, for a document whose servers put
 * the API under a path (`https://api.example.com/v1`), may mean either; one plain GET decides (the
 * base under which it is not a 404), the document's path when nothing tells.
 */
async function chooseBaseUrl(api: LoadedDocument, given: string | undefined, client: HttpClient, credentials: CredentialPlan, token: string | undefined): Promise<URL> {
  if (given === undefined) return documentServerUrl(api);
  const base = parseBaseUrl(given, '--base-url');
  const documentPath = documentBasePath(api).replace(/\/+$/, '');
  if (base.pathname.replace(/\/+$/, '') !== '' || documentPath === '') return base;
  const preferred = withPath(base, documentPath);
  const candidates = [preferred, base];
  const probe = api.model.operations.find((operation) => operation.method === 'get' && !operation.pathKey.includes('{')
    && operation.parameters.every((parameter) => !parameter.required || parameter.in === 'path'));
  if (probe === undefined) return preferred;
  for (const candidate of candidates) {
    const url = withPath(candidate, probe.pathKey);
    const headers: Record<string, string> = { Accept: 'application/json' };
    credentials.apply(probe, 'full', { full: token }, headers, url);
    const result = await client.send({ method: 'GET', url, headers, credentials: 'full' });
    if (result.ok && result.response.status !== 404) return candidate;
  }
  return preferred;
}

export function redactorFor(options: ResolvedCheckOptions): Redactor {
  const headerSecrets = options.headers.filter(([name]) => isSensitiveHeader(name)).map(([, value]) => value);
  // A token given as `<scheme>=<value>` is redacted both whole and as its value.
  const schemeTokens = options.tokens.flatMap((token) => (token.includes('=') ? [token.slice(token.indexOf('=') + 1)] : []));
  return new Redactor([...options.tokens, ...schemeTokens, options.limitedToken, options.expiredToken, ...headerSecrets]);
}

/**
 * Probes the server at the base URL, guided by the document, and reports each broken promise as
 * a finding against the operation in the document. Read-only unless `allowWrites`; bounded in
 * requests and time. Throws `UsageError` when the document cannot be used or the server cannot
 * be reached at all.
 */
export async function check(document: string, options: CheckOptions = {}): Promise<CheckRun> {
  const resolved = resolveCheckOptions(options);
  const redactor = redactorFor(resolved);
  const api = await loadDocument(document, { allowExternalRefs: resolved.allowExternalRefs, allowRemoteRefs: resolved.allowRemoteRefs });
  const origin = resolved.baseUrl === undefined ? documentServerUrl(api).origin : parseBaseUrl(resolved.baseUrl, '--base-url').origin;
  const client = new HttpClient({
    origin,
    timeoutMs: resolved.timeoutMs,
    maxRequests: resolved.maxRequests,
    deadline: Date.now() + resolved.maxTimeMs,
    concurrency: resolved.concurrency,
    maxBodyBytes: resolved.maxBodyBytes,
    userAgent: USER_AGENT,
    allowWrites: resolved.allowWrites,
  });
  for (const label of resolved.writeOperations) {
    if (!api.model.operations.some((operation) => operationLabel(operation) === label)) throw new UsageError(`--write "${label}": the document has no such operation`);
  }
  Object.assign(resolved, splitTokens(resolved.tokens, api.model.securitySchemes.map((scheme) => scheme.name)));
  const credentials = credentialPlanFor(api.model, resolved);
  const baseUrl = await chooseBaseUrl(api, resolved.baseUrl, client, credentials, resolved.token);
  const validator = new SchemaValidator(api.version, api.rawDocuments, api.rootUri);
  const planner = new RequestPlanner(api, baseUrl, validator, resolved.conventions);
  const session = new CheckSession(api, resolved, planner, validator, credentials, client, redactor, PROBES);
  try {
    await discoverBaselines(session).catch((error: unknown) => session.notice(`discovery stopped early: ${firstLine(error)}`));
    await discoverWrites(session).catch((error: unknown) => session.notice(`discovery of writes stopped early: ${firstLine(error)}`));
    for (const probe of PROBES) {
      if (probe.run === undefined || (probe.writes && !resolved.allowWrites)) continue;
      if (session.exhausted) {
        session.notProbed(undefined, `${probe.id} did not run: the ${client.budgetSpent ? `request limit (${resolved.maxRequests})` : `time limit (${resolved.maxTimeMs} ms)`} was reached`);
        continue;
      }
      session.phase = probe.id;
      resolved.onProgress({ requests: session.requestCount, phase: probe.id });
      // One probe failing on an answer it did not foresee must not cost the others their findings.
      await probe.run(session).catch((error: unknown) => session.notice(`${probe.id} stopped early: ${firstLine(error)}`));
    }
  } finally {
    if (resolved.allowWrites) {
      session.phase = 'cleanup';
      await session.resources.cleanup();
    }
  }
  if (client.requestCount > 0 && client.responseCount === 0) {
    throw new UsageError(redactor.redact(`cannot reach ${baseUrl.origin}: ${client.firstNetworkError ?? 'no answer'}`));
  }
  session.groupFindings();
  const incomplete = session.incompleteRunFinding();
  return {
    ...(incomplete === undefined ? {} : { incomplete }),
    document: api.source,
    documentOnOneLine: api.onOneLine,
    baseUrl: baseUrl.href,
    findings: session.findings.sort(compareFindings),
    notices: session.notices,
    requests: client.requestCount,
  };
}
