import type { ApiModel, OperationModel, SecurityRequirementModel } from '../../rulesets/model/api-model.js';
import type { JsonObject } from '../../rulesets/model/json.js';
import { stringOf } from '../../rulesets/model/json.js';
import { saysNoCredentials } from '../../rulesets/model/security.js';
import { buildVocabulary } from '../../rulesets/model/words.js';
import type { ResolvedOptions } from '../../rulesets/options.js';
import { UsageError } from '../errors.js';
import type { CredentialKind } from './exchange.js';

/**
 * Puts credentials on a request the way the document's security schemes say (§5.2): HTTP
 * bearer/basic, OAuth 2.0 and OpenID Connect as `Authorization`, API keys in their header (as
 * given, `Authorization` included: a scheme word such as DRF's `Token` only where the user passes
 * one), query parameter or cookie. Nothing is assumed beyond what the document declares, except
 * that a document declaring no scheme at all gets the conventions' `Authorization: Bearer`. A
 * cookie scheme is used only where no other can carry the token.
 */

export const INVALID_TOKEN = 'api-conventions-invalid-credential';

type Placement = { scheme: string } & (
  | { kind: 'bearer' }
  | { kind: 'basic' }
  | { kind: 'header'; name: string }
  | { kind: 'query'; name: string }
  | { kind: 'cookie'; name: string });

/** What each kind of credential is: the token given, and tokens given per scheme name (`--token name=value`). */
export interface Tokens {
  full?: string | undefined;
  limited?: string | undefined;
  expired?: string | undefined;
}

/** How an operation is protected, as read from the document. */
export interface Protection {
  /** Credentials are required: security is set, non-empty, with no anonymous (`{}`) alternative. */
  required: boolean;
  /** Where credentials go; empty when the operation is public or no scheme can carry a token. */
  placements: Placement[];
  /** Scopes or roles the chosen requirement names. */
  scopes: string[];
}

function placementOf(schemeName: string, scheme: JsonObject | undefined): Placement | undefined {
  if (scheme === undefined) return undefined;
  const type = stringOf(scheme['type'])?.toLowerCase();
  if (type === 'http') {
    const httpScheme = stringOf(scheme['scheme'])?.toLowerCase();
    if (httpScheme === 'bearer') return { scheme: schemeName, kind: 'bearer' };
    if (httpScheme === 'basic') return { scheme: schemeName, kind: 'basic' };
    return undefined;
  }
  if (type === 'basic') return { scheme: schemeName, kind: 'basic' };
  if (type === 'oauth2' || type === 'openidconnect') return { scheme: schemeName, kind: 'bearer' };
  if (type === 'apikey') {
    const name = stringOf(scheme['name']);
    const location = stringOf(scheme['in']);
    if (name === undefined) return undefined;
    if (location === 'header') return { scheme: schemeName, kind: 'header', name };
    if (location === 'query') return { scheme: schemeName, kind: 'query', name };
    if (location === 'cookie') return { scheme: schemeName, kind: 'cookie', name };
  }
  return undefined;
}

/**
 * Splits the `--token` values given: `name=value` where `name` is a security scheme the document
 * declares is that scheme's token; anything else (a token may well contain `=`) is the token for
 * every scheme. At most one of those.
 */
export function splitTokens(values: readonly string[], schemeNames: readonly string[]): { token: string | undefined; schemeTokens: Map<string, string> } {
  const schemeTokens = new Map<string, string>();
  const plain: string[] = [];
  for (const value of values) {
    const equals = value.indexOf('=');
    const name = equals > 0 ? value.slice(0, equals) : undefined;
    if (name !== undefined && schemeNames.includes(name)) schemeTokens.set(name, value.slice(equals + 1));
    else plain.push(value);
  }
  if (plain.length > 1) {
    throw new UsageError(`more than one --token without a scheme name; give each as <scheme>=<token>, the schemes the document declares being: ${schemeNames.join(', ') || 'none'}`);
  }
  return { token: plain[0], schemeTokens };
}

function placementsOf(requirement: SecurityRequirementModel, schemes: Map<string, JsonObject>): Placement[] | undefined {
  const placements: Placement[] = [];
  for (const { name } of requirement.schemes) {
    const placement = placementOf(name, schemes.get(name));
    if (placement === undefined) return undefined;
    placements.push(placement);
  }
  return placements;
}

/**
 * The plan a run uses: its tokens per scheme name, and its vocabulary's names for a requirement
 * that takes no credentials though it names a scheme (`saysNoCredentials`).
 */
export function credentialPlanFor(model: ApiModel, run: { schemeTokens: ReadonlyMap<string, string>; conventions: ResolvedOptions }): CredentialPlan {
  const { extraVerbs, extraUncountables, singletons, vocabulary: additions } = run.conventions;
  const vocabulary = buildVocabulary(extraVerbs, extraUncountables, singletons, additions);
  return new CredentialPlan(model, run.schemeTokens, (requirement) => saysNoCredentials(requirement, model.securitySchemes, vocabulary));
}

export class CredentialPlan {
  private readonly schemes: Map<string, JsonObject>;
  private readonly protections = new Map<OperationModel, Protection>();

  /**
   * `saysNone` tells a requirement that stands for no credentials though it names a scheme (the
   * model's `saysNoCredentials`, under the run's vocabulary).
   */
  constructor(private readonly model: ApiModel, private readonly schemeTokens: ReadonlyMap<string, string> = new Map(), private readonly saysNone: (requirement: SecurityRequirementModel) => boolean = () => false) {
    this.schemes = new Map(model.securitySchemes.map((scheme) => [scheme.name, scheme.node]));
  }

  /**
   * Which of several ways to carry a token to use: one whose every scheme was given its own token
   * first, then one with no cookie (a session cookie is a browser's, not an API client's), then the
   * document's order.
   */
  private rank(placements: readonly Placement[]): number {
    const named = placements.every((placement) => this.schemeTokens.has(placement.scheme)) ? 0 : 2;
    const cookie = placements.some((placement) => placement.kind === 'cookie') ? 1 : 0;
    return named + cookie;
  }

  private preferred(candidates: Array<{ placements: Placement[]; scopes: string[] }>): { placements: Placement[]; scopes: string[] } | undefined {
    return [...candidates].sort((left, right) => this.rank(left.placements) - this.rank(right.placements))[0];
  }

  /** Header names that carry credentials, to strip from user headers on unauthenticated requests. */
  credentialHeaderNames(): Set<string> {
    const names = new Set(['authorization', 'proxy-authorization', 'cookie']);
    for (const [name, scheme] of this.schemes) {
      const placement = placementOf(name, scheme);
      if (placement?.kind === 'header') names.add(placement.name.toLowerCase());
    }
    return names;
  }

  /** The query parameter names that carry credentials. */
  credentialQueryNames(): Set<string> {
    const names = new Set<string>();
    for (const [name, scheme] of this.schemes) {
      const placement = placementOf(name, scheme);
      if (placement?.kind === 'query') names.add(placement.name);
    }
    return names;
  }

  protectionOf(operation: OperationModel | undefined): Protection {
    if (operation === undefined) return this.documentProtection();
    const cached = this.protections.get(operation);
    if (cached !== undefined) return cached;
    const protection = this.readProtection(operation.security);
    this.protections.set(operation, protection);
    return protection;
  }

  /** For requests that address no operation (an unknown path): the document-wide requirement. */
  private documentProtection(): Protection {
    return this.readProtection(this.model.security);
  }

  private readProtection(security: SecurityRequirementModel[] | undefined): Protection {
    if (security === undefined) {
      // The document says nothing: its first usable scheme, else the conventions' bearer token.
      if (this.schemes.size === 0) return { required: false, placements: [{ scheme: '', kind: 'bearer' }], scopes: [] };
      const usable = [...this.schemes].flatMap(([name, scheme]) => {
        const placement = placementOf(name, scheme);
        return placement === undefined ? [] : [{ placements: [placement], scopes: [] }];
      });
      return { required: false, ...(this.preferred(usable) ?? { placements: [], scopes: [] }) };
    }
    const anonymousAllowed = security.length === 0 || security.some((requirement) => requirement.schemes.length === 0 || this.saysNone(requirement));
    const usable = security.flatMap((requirement) => {
      const placements = requirement.schemes.length === 0 || this.saysNone(requirement) ? undefined : placementsOf(requirement, this.schemes);
      return placements === undefined ? [] : [{ placements, scopes: requirement.schemes.flatMap((scheme) => scheme.scopes) }];
    });
    return { required: !anonymousAllowed, ...(this.preferred(usable) ?? { placements: [], scopes: [] }) };
  }

  /** The token of `kind` a scheme gets: its own (`--token name=value`) for the full token, else the one given. */
  private tokenFor(placement: Placement, kind: CredentialKind, tokens: Tokens): string | undefined {
    const full = this.schemeTokens.get(placement.scheme) ?? tokens.full;
    if (kind === 'invalid') return invalidLike(full);
    return kind === 'limited' ? tokens.limited : kind === 'expired' ? tokens.expired : full;
  }

  /** Whether a full token reaches the operation: given for every scheme it is sent with. */
  hasToken(operation: OperationModel | undefined, tokens: Tokens): boolean {
    const placements = this.protectionOf(operation).placements;
    return placements.length > 0 && placements.every((placement) => this.tokenFor(placement, 'full', tokens) !== undefined);
  }

  /** How the full token goes out, for hints: `Authorization: Bearer <token>`, `X-API-Key: <token>`. */
  describePlacement(operation: OperationModel | undefined): string | undefined {
    const placement = this.protectionOf(operation).placements[0];
    if (placement === undefined) return undefined;
    switch (placement.kind) {
      case 'bearer': return 'Authorization: Bearer <token>';
      case 'basic': return 'Authorization: Basic <user:password>';
      case 'header': return `${placement.name}: <token> (the token as given)`;
      case 'query': return `?${placement.name}=<token>`;
      case 'cookie': return `Cookie: ${placement.name}=<token>`;
    }
  }

  /**
   * Adds the credentials of `kind` to headers and URL. `none` adds nothing; `invalid` adds a
   * well-formed credential no server issued. Returns whether a credential was added (`none`:
   * always true); false when no token was given or the operation has no way to carry one.
   */
  apply(operation: OperationModel | undefined, kind: CredentialKind, tokens: Tokens, headers: Record<string, string>, url: URL): boolean {
    if (kind === 'none') return true;
    const protection = this.protectionOf(operation);
    let added = false;
    for (const placement of protection.placements) {
      const token = this.tokenFor(placement, kind, tokens);
      if (token === undefined) continue;
      added = true;
      switch (placement.kind) {
        case 'bearer':
          headers['Authorization'] = `Bearer ${token}`;
          break;
        case 'basic':
          headers['Authorization'] = `Basic ${basicCredential(token, kind)}`;
          break;
        case 'header':
          headers[placement.name] = token;
          break;
        case 'query':
          url.searchParams.set(placement.name, token);
          break;
        case 'cookie':
          headers['Cookie'] = [headers['Cookie'], `${placement.name}=${encodeURIComponent(token)}`].filter(Boolean).join('; ');
          break;
      }
    }
    return added;
  }
}

/**
 * A credential no server issued, in the form of the real one: `Token <key>` where the user's token
 * carries a scheme word (DRF's `Authorization: Token <key>`), so that the server reads it as a
 * wrong key rather than as no credential at all.
 */
function invalidLike(token: string | undefined): string {
  const word = token === undefined ? undefined : /^([A-Za-z][\w-]*) +\S/.exec(token)?.[1];
  return word === undefined ? INVALID_TOKEN : `${word} ${INVALID_TOKEN}`;
}

/** A Basic token is given as `user:password` and encoded here; anything else is sent as given. */
function basicCredential(token: string, kind: CredentialKind): string {
  if (kind === 'invalid') return Buffer.from(`${INVALID_TOKEN}:${INVALID_TOKEN}`).toString('base64');
  return token.includes(':') ? Buffer.from(token).toString('base64') : token;
}
