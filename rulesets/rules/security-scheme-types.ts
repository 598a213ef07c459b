import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel, SecurityRequirementModel, SecuritySchemeModel } from '../model/api-model.js';
import { isCredentialPathParameter } from '../model/credentials.js';
import type { Facts } from '../model/facts.js';
import { namesRequestSetting } from '../model/http-headers.js';
import { stringOf } from '../model/json.js';
import { pluralOf, splitWords } from '../model/words.js';

const ALLOWED = 'use HTTP bearer or basic, OAuth 2.0, OpenID Connect, or an API key in the Authorization header or a query parameter';
const ALLOWED_TYPES = new Set(['oauth2', 'openIdConnect', 'basic']);
const HTTP_SCHEMES = new Set(['bearer', 'basic']);

/**
 * The header a key scheme names. No header name holds a colon, so a name written as a header line
 * (`Authorization: Bearer`, the only way Swagger 2.0 can declare a bearer token) names the header
 * before it and the credential's form after it.
 */
function headerNamed(name: string): string {
  return (name.split(':')[0] ?? '').trim();
}

/**
 * Whether a key scheme's header says which thing a call acts on, beside the credential: the header
 * is named for the identifier (`identifier-words.not-credential`) of a thing the document serves
 * as a collection, an id after its name in a path (`X-Team-ID` beside `/teams/{teamID}`), not the
 * caller's (`client-words`: `X-Client-Id`, half of a credential), and every security requirement
 * naming the scheme names another one with it, which carries the credential (E2B's
 * `AuthProviderTeamAuth` only ever beside `AuthProviderBearerAuth`). Alone, or named for a key, it
 * is the credential.
 */
function selectsBesideCredential(scheme: SecuritySchemeModel, header: string, facts: Facts, requirements: readonly SecurityRequirementModel[]): boolean {
  const { vocabulary } = facts;
  const words = splitWords(header).map((word) => word.toLowerCase());
  const [thing = '', last = ''] = words.slice(-2);
  if (words.length < 2 || !vocabulary.words('identifier-words', 'not-credential').has(last) || vocabulary.words('client-words').has(thing)) return false;
  if (!servesCollectionOf(facts, thing)) return false;
  const naming = requirements.filter((requirement) => requirement.schemes.some((named) => named.name === scheme.name));
  return naming.length > 0 && naming.every((requirement) => requirement.schemes.some((named) => named.name !== scheme.name));
}

/** Whether the document identifies items under the thing's name, in the plural or not (`teams` of `/teams/{teamID}`: `DocumentNames.identified`). */
function servesCollectionOf(facts: Facts, thing: string): boolean {
  const names = new Set([thing, pluralOf(thing)]);
  return [...facts.names.identified].some((key) => names.has((key.split('/').at(-1) ?? '').toLowerCase()));
}

/** The security requirements of the document and of each operation. */
function requirementsOf(facts: Facts): SecurityRequirementModel[] {
  return [...(facts.model.security ?? []), ...facts.model.operations.flatMap((operation) => operation.security ?? [])];
}

/** `in: header` passes only as `Authorization`, where the conventions put the key (`Authorization: Bearer <API_KEY>`). */
function checkApiKey(scheme: SecuritySchemeModel, facts: Facts, requirements: () => readonly SecurityRequirementModel[]): Array<ReportedResult<keyof typeof messages>> {
  const { vocabulary } = facts;
  const location = stringOf(scheme.node['in']);
  const name = stringOf(scheme.node['name']);
  if (location === 'query') return [];
  if (location === 'header') {
    if (headerNamed(name ?? '').toLowerCase() === 'authorization' || namesRequestSetting(name ?? '', vocabulary)) return [];
    if (selectsBesideCredential(scheme, name ?? '', facts, requirements())) return [];
    return [{ path: [...scheme.path, 'name'], messageId: 'keyInHeader', data: { scheme: scheme.name, header: name ?? '' } }];
  }
  if (location === 'cookie') {
    return [{ path: [...scheme.path, 'in'], messageId: 'keyInCookie', data: { scheme: scheme.name } }];
  }
  return [{ path: [...scheme.path, 'in'], messageId: 'keyElsewhere', data: { scheme: scheme.name, location: location ?? '' } }];
}

function checkHttp(scheme: SecuritySchemeModel): Array<ReportedResult<keyof typeof messages>> {
  const httpScheme = stringOf(scheme.node['scheme']);
  if (httpScheme !== undefined && HTTP_SCHEMES.has(httpScheme.toLowerCase())) return [];
  const path = httpScheme === undefined ? [...scheme.path, 'type'] : [...scheme.path, 'scheme'];
  return [httpScheme === undefined ? { path, messageId: 'noHttpScheme', data: { scheme: scheme.name } } : { path, messageId: 'httpScheme', data: { scheme: scheme.name, httpScheme } }];
}

/**
 * A credential written into the path (`/json/email/{YOUR_API_KEY_HERE}/…`) is an API key sent
 * where §5.2 does not put it; and it ends up in every access log. Where a declared scheme already
 * authenticates the operation, a password or a key in its path is data the call sets or passes on
 * (`PUT …/client/set/password/{password}`, the key of a source the call configures), not the
 * caller's credential. Each parameter node once, however many operations share it.
 */
function isAuthenticatedByScheme(operation: OperationModel): boolean {
  return operation.security?.some((requirement) => requirement.schemes.length > 0) === true;
}

/**
 * A document that declares how callers authenticate but applies no scheme to any operation
 * (the schemes are the API's, the requirements left out) authenticates every operation by them:
 * a key in a path there is a resource's (`/game/{apiKey}/…` beside `GET /games` answering `apiKey`).
 */
function declaresSchemesOnly(facts: Facts): boolean {
  const provesIdentity = (scheme: SecuritySchemeModel) => stringOf(scheme.node['in']) !== 'header' || !namesRequestSetting(stringOf(scheme.node['name']) ?? '', facts.vocabulary);
  return facts.model.securitySchemes.some(provesIdentity) && facts.model.operations.every((operation) => operation.security === undefined || operation.security.length === 0);
}

function checkPathCredentials(facts: Facts): Array<ReportedResult<keyof typeof messages>> {
  if (declaresSchemesOnly(facts)) return [];
  const seen = new Set<object>();
  const results: Array<ReportedResult<keyof typeof messages>> = [];
  for (const operation of facts.model.operations) {
    for (const parameter of operation.parameters) {
      if (seen.has(parameter.node) || isAuthenticatedByScheme(operation) || !isCredentialPathParameter(parameter, operation.pathKey, facts.vocabulary)) continue;
      seen.add(parameter.node);
      results.push({ path: [...parameter.path, 'name'], messageId: 'credentialInPath', data: { name: parameter.name, path: operation.pathKey } });
    }
  }
  return results;
}

/** Its messages by id. */
const messages = {
  keyInHeader: 'security scheme "{{scheme}}" sends its API key in header "{{header}}"; send it as "Authorization: Bearer <API_KEY>" or in a query parameter',
  keyInCookie: 'security scheme "{{scheme}}" sends its API key in a cookie; authentication is per request, not per session: send it as "Authorization: Bearer <API_KEY>" or in a query parameter',
  keyElsewhere: 'security scheme "{{scheme}}" sends its API key in "{{location}}"; send it as "Authorization: Bearer <API_KEY>" or in a query parameter',
  noHttpScheme: `security scheme "{{scheme}}" names no HTTP authentication scheme; ${ALLOWED}`,
  httpScheme: `security scheme "{{scheme}}" uses HTTP "{{httpScheme}}" authentication; ${ALLOWED}`,
  credentialInPath: 'path parameter "{{name}}" of {{path}} carries a credential in the path; send it as "Authorization: Bearer <API_KEY>" or in a query parameter',
  type: `security scheme "{{scheme}}" is of type "{{type}}"; ${ALLOWED}`,
} as const;

export default defineRule({
  id: 'security-scheme-types',
  options: {
    vocabulary: '`setting-header-words` adds words ending a header that carries a setting, not a secret (`X-Timezone`): an API key scheme in such a header passes; `credential-words`, `credential-words.filler` and `identifier-words.not-credential` tell a path parameter that is a credential',
  },
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    let requirements: SecurityRequirementModel[] | undefined;
    const allRequirements = () => requirements ??= requirementsOf(facts);
    for (const scheme of facts.model.securitySchemes) {
      const type = stringOf(scheme.node['type']);
      if (type === 'apiKey') results.push(...checkApiKey(scheme, facts, allRequirements));
      else if (type === 'http') results.push(...checkHttp(scheme));
      // `basic` is a 2.0 type and `http` a 3.x one; structural validation reports one used in the wrong version.
      else if (type === undefined || !ALLOWED_TYPES.has(type)) {
        results.push({ path: [...scheme.path, 'type'], messageId: 'type', data: { scheme: scheme.name, type: type ?? '' } });
      }
    }
    results.push(...checkPathCredentials(facts));
    return results;
  },
});
