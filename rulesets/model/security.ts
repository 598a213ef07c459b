import type { OperationModel, SecurityRequirementModel, SecuritySchemeModel, ServerModel } from './api-model.js';
import { isObject, stringOf } from './json.js';
import { serverUrlParts } from './server-url.js';
import type { Vocabulary } from './words.js';

/** Reading security requirements: alternatives (OR) of scheme sets (AND), as OpenAPI defines them. */

/**
 * Credentials are required when some requirement names a scheme and none is the empty `{}`
 * requirement, which makes authentication optional, or a requirement that says in words it takes
 * none (`saysNoCredentials`).
 */
export function requiresCredentials(requirements: readonly SecurityRequirementModel[] | undefined, saysNone: (requirement: SecurityRequirementModel) => boolean = () => false): boolean {
  if (requirements === undefined || requirements.length === 0) return false;
  return requirements.every((requirement) => requirement.schemes.length > 0 && !saysNone(requirement));
}

/**
 * A requirement naming only schemes the document never declares, each by a name for no
 * credentials (`security: [{none: []}]`, the vocabulary's `no-credential-schemes`): a generator's
 * way of writing the empty requirement `{}` (the evidence `undeclared-no-credentials`). A declared
 * scheme is what it declares, whatever its name.
 */
export function saysNoCredentials(requirement: SecurityRequirementModel, declared: readonly SecuritySchemeModel[], vocabulary: Vocabulary): boolean {
  const names = vocabulary.words('no-credential-schemes');
  return requirement.schemes.length > 0 && requirement.schemes.every((scheme) =>
    !declared.some((candidate) => candidate.name === scheme.name) && names.has(scheme.name.toLowerCase().replace(/[^a-z]/g, '')));
}

/** Whether any requirement names a scheme, that is, the API takes credentials somewhere. */
export function namesAnyScheme(requirements: readonly SecurityRequirementModel[] | undefined): boolean {
  return (requirements ?? []).some((requirement) => requirement.schemes.length > 0);
}

/** The scheme names the requirements use, each once, in order. */
export function schemeNames(requirements: readonly SecurityRequirementModel[] | undefined): string[] {
  return [...new Set((requirements ?? []).flatMap((requirement) => requirement.schemes.map((scheme) => scheme.name)))];
}

/** The scopes (OAuth 2.0) or roles (3.1, any scheme) the requirements ask for, each once. */
export function requiredScopes(requirements: readonly SecurityRequirementModel[] | undefined): string[] {
  return [...new Set((requirements ?? []).flatMap((requirement) => requirement.schemes.flatMap((scheme) => scheme.scopes)))];
}

/**
 * The endpoint URLs an OAuth 2.0 scheme names: 3.x `flows.*.authorizationUrl`, `tokenUrl`,
 * `refreshUrl`, and 3.2's `deviceAuthorizationUrl` (RFC 8628's device flow); 2.0 on the scheme.
 */
function flowEndpointUrls(scheme: SecuritySchemeModel): string[] {
  const flows = isObject(scheme.node['flows']) ? Object.values(scheme.node['flows']).filter(isObject) : [scheme.node];
  return flows.flatMap((flow) => ['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'].map((key) => stringOf(flow[key])).filter((url): url is string => url !== undefined));
}

/**
 * Whether an operation is an endpoint of the OAuth 2.0 flow its own requirement names (`GET
 * /oauth2/1/authorize` under a scheme whose `authorizationUrl` ends in that path): the caller has
 * no token yet, and the flow answers its errors as RFC 6749 says, not with 401. A flow URL on a
 * host none of the API's servers is on (`https://accounts.google.com/o/oauth2/token` beside
 * `POST /token` on `https://www.googleapis.com/siteVerification/v1`) is another service's endpoint.
 */
export function isOwnFlowEndpoint(operation: OperationModel, schemes: readonly SecuritySchemeModel[], servers: readonly ServerModel[]): boolean {
  if (/\{/.test(operation.pathKey) || operation.pathKey === '/') return false;
  const named = new Set(schemeNames(operation.security));
  const path = operation.pathKey.replace(/\/$/, '');
  const serverHosts = servers.map((server) => serverUrlParts(server.url).host);
  const servedHere = (url: string) => {
    const { host } = serverUrlParts(url);
    return host === undefined || serverHosts.length === 0 || serverHosts.some((serverHost) => serverHost === undefined || serverHost === host);
  };
  return schemes.some((scheme) => named.has(scheme.name) && flowEndpointUrls(scheme).some((url) => (url.split(/[?#]/)[0] ?? '').replace(/\/$/, '').endsWith(path) && servedHere(url)));
}

