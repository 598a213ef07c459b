import type { ApiModel, OperationModel, SecurityRequirementModel } from '../../rulesets/model/api-model.js';
import type { JsonObject } from '../../rulesets/model/json.js';
import { stringOf } from '../../rulesets/model/json.js';
import type { CredentialKind } from './exchange.js';

/**
 * Puts credentials on a request the way the document's security schemes say (§5.2): HTTP
 * bearer/basic, OAuth 2.0 and OpenID Connect as `Authorization`, API keys in their header, query
 * parameter or cookie. Nothing is assumed beyond what the document declares, except that a
 * document declaring no scheme at all gets the conventions' `Authorization: Bearer`.
 */

export const INVALID_TOKEN = 'api-conventions-invalid-credential';

type Placement =
  | { kind: 'bearer' }
  | { kind: 'basic' }
  | { kind: 'header'; name: string }
  | { kind: 'query'; name: string }
  | { kind: 'cookie'; name: string };

/** How an operation is protected, as read from the document. */
export interface Protection {
  /** Credentials are required: security is set, non-empty, with no anonymous (`{}`) alternative. */
  required: boolean;
  /** Where credentials go; empty when the operation is public or no scheme can carry a token. */
  placements: Placement[];
  /** Scopes or roles the chosen requirement names. */
  scopes: string[];
}

function placementOf(scheme: JsonObject | undefined): Placement | undefined {
  if (scheme === undefined) return undefined;
  const type = stringOf(scheme['type'])?.toLowerCase();
  if (type === 'http') {
    const httpScheme = stringOf(scheme['scheme'])?.toLowerCase();
    if (httpScheme === 'bearer') return { kind: 'bearer' };
    if (httpScheme === 'basic') return { kind: 'basic' };
    return undefined;
  }
  if (type === 'basic') return { kind: 'basic' };
  if (type === 'oauth2' || type === 'openidconnect') return { kind: 'bearer' };
  if (type === 'apikey') {
    const name = stringOf(scheme['name']);
    const location = stringOf(scheme['in']);
    if (name === undefined) return undefined;
    if (location === 'header') return name.toLowerCase() === 'authorization' ? { kind: 'bearer' } : { kind: 'header', name };
    if (location === 'query') return { kind: 'query', name };
    if (location === 'cookie') return { kind: 'cookie', name };
  }
  return undefined;
}

function placementsOf(requirement: SecurityRequirementModel, schemes: Map<string, JsonObject>): Placement[] | undefined {
  const placements: Placement[] = [];
  for (const { name } of requirement.schemes) {
    const placement = placementOf(schemes.get(name));
    if (placement === undefined) return undefined;
    placements.push(placement);
  }
  return placements;
}

export class CredentialPlan {
  private readonly schemes: Map<string, JsonObject>;
  private readonly protections = new Map<OperationModel, Protection>();

  constructor(private readonly model: ApiModel) {
    this.schemes = new Map(model.securitySchemes.map((scheme) => [scheme.name, scheme.node]));
  }

  /** Header names that carry credentials, to strip from user headers on unauthenticated requests. */
  credentialHeaderNames(): Set<string> {
    const names = new Set(['authorization', 'proxy-authorization', 'cookie']);
    for (const scheme of this.schemes.values()) {
      const placement = placementOf(scheme);
      if (placement?.kind === 'header') names.add(placement.name.toLowerCase());
    }
    return names;
  }

  /** The query parameter names that carry credentials. */
  credentialQueryNames(): Set<string> {
    const names = new Set<string>();
    for (const scheme of this.schemes.values()) {
      const placement = placementOf(scheme);
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
      if (this.schemes.size === 0) return { required: false, placements: [{ kind: 'bearer' }], scopes: [] };
      for (const scheme of this.schemes.values()) {
        const placement = placementOf(scheme);
        if (placement !== undefined) return { required: false, placements: [placement], scopes: [] };
      }
      return { required: false, placements: [], scopes: [] };
    }
    const anonymousAllowed = security.length === 0 || security.some((requirement) => requirement.schemes.length === 0);
    for (const requirement of security) {
      if (requirement.schemes.length === 0) continue;
      const placements = placementsOf(requirement, this.schemes);
      if (placements !== undefined) {
        return { required: !anonymousAllowed, placements, scopes: requirement.schemes.flatMap((scheme) => scheme.scopes) };
      }
    }
    return { required: !anonymousAllowed, placements: [], scopes: [] };
  }

  /**
   * Adds the credentials of `kind` to headers and URL. `none` adds nothing; `invalid` adds a
   * well-formed credential no server issued. Returns whether a credential was added (`none`:
   * always true); false when no token was given or the operation has no way to carry one.
   */
  apply(operation: OperationModel | undefined, kind: CredentialKind, tokens: { full?: string; limited?: string; expired?: string }, headers: Record<string, string>, url: URL): boolean {
    if (kind === 'none') return true;
    const protection = this.protectionOf(operation);
    const token = kind === 'invalid' ? INVALID_TOKEN : kind === 'limited' ? tokens.limited : kind === 'expired' ? tokens.expired : tokens.full;
    if (token === undefined || protection.placements.length === 0) return false;
    for (const placement of protection.placements) {
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
    return true;
  }
}

/** A Basic token is given as `user:password` and encoded here; anything else is sent as given. */
function basicCredential(token: string, kind: CredentialKind): string {
  if (kind === 'invalid') return Buffer.from(`${INVALID_TOKEN}:${INVALID_TOKEN}`).toString('base64');
  return token.includes(':') ? Buffer.from(token).toString('base64') : token;
}
