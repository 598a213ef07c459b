import type { ConventionsOptions, ResolvedOptions } from '../../rulesets/options.js';
import { resolveOptions } from '../../rulesets/options.js';
import { ConventionsOptionsError, assertValidOptions } from '../../rulesets/validate-options.js';
import { UsageError } from '../errors.js';

export interface CheckProgress {
  /** Requests sent so far. */
  requests: number;
  /** The probe or phase under way. */
  phase: string;
}

/** What `check` is told: where the server is, how to authenticate, and how far it may go. */
export interface CheckOptions {
  /** The server's base URL; the document's first absolute server URL when absent. */
  baseUrl?: string;
  /**
   * Credential of a caller allowed everything, applied the way the document's security schemes
   * say; several as `<scheme>=<token>`, one per scheme name the document declares (a plain token
   * goes to every scheme not named).
   */
  token?: string | readonly string[];
  /** Credential of a caller with fewer permissions, for `live-forbidden`. */
  limitedToken?: string;
  /** A credential that was valid once and has expired, for `live-auth-required` (§5.5). */
  expiredToken?: string;
  /** The conventions' options (`basePath`, `singletons`, `extraVerbs`, …), as `lint` reads them from `.spectral.*`. */
  conventions?: ConventionsOptions;
  /** Extra request headers sent with every request, e.g. a version header. */
  headers?: ReadonlyArray<readonly [string, string]>;
  /** Let probes create, replace and delete resources (what they create they delete again). */
  allowWrites?: boolean;
  /**
   * Writes the document gives no evidence for that may be sent all the same (`POST /v1/things`,
   * as the document writes the path): a create answering 200 and a body unlike what a GET reads.
   */
  writeOperations?: readonly string[];
  /** Size of the rate-limit burst; the burst runs only when this is a positive number. */
  rateLimitProbe?: number;
  /** Time limit of one request, in milliseconds. */
  timeoutMs?: number;
  /** Most requests a run sends (the rate-limit burst has its own bound). */
  maxRequests?: number;
  /** Time limit of the whole run, in milliseconds. */
  maxTimeMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Largest response body read, in bytes; longer bodies are cut and not parsed. */
  maxBodyBytes?: number;
  /** Let `$ref`s read local files outside the document's repository (outside one, its directory tree). */
  allowExternalRefs?: boolean;
  /** Let `$ref`s fetch `http(s)` URLs. */
  allowRemoteRefs?: boolean;
  onProgress?: (progress: CheckProgress) => void;
}

export interface ResolvedCheckOptions {
  baseUrl: string | undefined;
  /** The `--token` values as given. */
  tokens: string[];
  /** The token for every scheme not given its own. */
  token: string | undefined;
  /** Tokens given per security scheme name. */
  schemeTokens: Map<string, string>;
  limitedToken: string | undefined;
  expiredToken: string | undefined;
  conventions: ResolvedOptions;
  headers: Array<[string, string]>;
  allowWrites: boolean;
  /** `POST /v1/things`, method upper case. */
  writeOperations: Set<string>;
  rateLimitProbe: number;
  timeoutMs: number;
  maxRequests: number;
  maxTimeMs: number;
  concurrency: number;
  maxBodyBytes: number;
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
  onProgress: (progress: CheckProgress) => void;
}

export const CHECK_DEFAULTS = {
  timeoutMs: 10_000,
  maxRequests: 1000,
  maxTimeMs: 300_000,
  concurrency: 4,
  maxBodyBytes: 1024 * 1024,
  maxRateLimitProbe: 10_000,
} as const;

/** The environment variables tokens are read from by the CLI, so they stay out of shell history. */
export const TOKEN_ENV = 'API_CONVENTIONS_TOKEN';
export const LIMITED_TOKEN_ENV = 'API_CONVENTIONS_LIMITED_TOKEN';
export const EXPIRED_TOKEN_ENV = 'API_CONVENTIONS_EXPIRED_TOKEN';

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function positiveInteger(value: number | undefined, fallback: number, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new UsageError(`${name} must be a whole number from 1 to ${max}, got ${String(value)}`);
  return value;
}

function checkHeader([name, value]: readonly [string, string]): [string, string] {
  if (!HEADER_NAME.test(name)) throw new UsageError(`header name "${name}" is not a valid HTTP header name`);
  if (/[\r\n\0]/.test(value)) throw new UsageError(`header "${name}" has a line break or NUL in its value`);
  return [name, value];
}

function checkToken(token: string | undefined, name: string): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (/[\r\n\0]/.test(token)) throw new UsageError(`${name} has a line break or NUL in it`);
  return token;
}

/** The tokens given; until the document says which names are schemes, a single one is the token. */
function tokensOf(given: string | readonly string[] | undefined): { tokens: string[]; token: string | undefined; schemeTokens: Map<string, string> } {
  const tokens = (typeof given === 'string' ? [given] : given ?? []).flatMap((token) => checkToken(token, 'the token') ?? []);
  return { tokens, token: tokens.length === 1 ? tokens[0] : undefined, schemeTokens: new Map() };
}

/** The conventions' options, checked as `lint` checks them. */
function resolveConventions(options: ConventionsOptions | undefined): ResolvedOptions {
  try {
    assertValidOptions(options);
  } catch (error) {
    if (error instanceof ConventionsOptionsError) throw new UsageError(error.message);
    throw error;
  }
  return resolveOptions(options);
}

export function resolveCheckOptions(options: CheckOptions): ResolvedCheckOptions {
  const rateLimitProbe = options.rateLimitProbe ?? 0;
  if (!Number.isInteger(rateLimitProbe) || rateLimitProbe < 0 || rateLimitProbe > CHECK_DEFAULTS.maxRateLimitProbe) {
    throw new UsageError(`the rate-limit burst must be a whole number from 1 to ${CHECK_DEFAULTS.maxRateLimitProbe}, got ${String(rateLimitProbe)}`);
  }
  return {
    baseUrl: options.baseUrl,
    ...tokensOf(options.token),
    limitedToken: checkToken(options.limitedToken, 'the limited token'),
    expiredToken: checkToken(options.expiredToken, 'the expired token'),
    conventions: resolveConventions(options.conventions),
    headers: (options.headers ?? []).map(checkHeader),
    allowWrites: options.allowWrites === true,
    writeOperations: new Set((options.writeOperations ?? []).map(parseOperationLabel)),
    rateLimitProbe,
    timeoutMs: positiveInteger(options.timeoutMs, CHECK_DEFAULTS.timeoutMs, 'the request timeout', 600_000),
    maxRequests: positiveInteger(options.maxRequests, CHECK_DEFAULTS.maxRequests, 'the request limit', 1_000_000),
    maxTimeMs: positiveInteger(options.maxTimeMs, CHECK_DEFAULTS.maxTimeMs, 'the time limit', 86_400_000),
    concurrency: positiveInteger(options.concurrency, CHECK_DEFAULTS.concurrency, 'the concurrency', 64),
    maxBodyBytes: positiveInteger(options.maxBodyBytes, CHECK_DEFAULTS.maxBodyBytes, 'the body size limit'),
    allowExternalRefs: options.allowExternalRefs === true,
    allowRemoteRefs: options.allowRemoteRefs === true,
    onProgress: options.onProgress ?? (() => undefined),
  };
}

/** `post /v1/things` → `POST /v1/things`; anything else is a usage error. */
function parseOperationLabel(text: string): string {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(text);
  if (match === null) throw new UsageError(`--write "${text}" must be written "METHOD /path", the path as the document writes it`);
  return `${(match[1] ?? '').toUpperCase()} ${match[2] ?? ''}`;
}

/** Parses `Name: value` as given to `--header`. */
export function parseHeaderArgument(text: string): [string, string] {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new UsageError(`header "${text.split(':')[0] ?? ''}…" must be written "Name: value"`);
  return checkHeader([text.slice(0, colon).trim(), text.slice(colon + 1).trim()]);
}
