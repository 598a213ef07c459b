import type { SecurityRequirementModel } from '../model/api-model.js';
import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import { isOwnFlowEndpoint, requiredScopes, requiresCredentials, saysNoCredentials } from '../model/security.js';
import { takesCredentialParameter } from '../model/credentials.js';
import { isOAuthFlowRequest } from '../model/foreign-formats.js';
import { proseList, quoted } from '../prose.js';
import { addErrorResponses } from '../fixes/nodes.js';

const UNAUTHORIZED = '401 for missing, expired or invalid credentials';
const FORBIDDEN = '403 for valid credentials with insufficient permissions';

/** Its messages by id. */
const messages = {
  neither: `{{label}} is protected and requires {{permissions}} but declares neither 401 nor 403; add ${UNAUTHORIZED} and ${FORBIDDEN}`,
  no401: `{{label}} is protected but declares no 401 response; add ${UNAUTHORIZED}`,
  no403: `{{label}} requires {{permissions}} but declares no 403 response; add ${FORBIDDEN}`,
} as const;

export default defineRule({
  id: 'auth-error-responses',
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const saysNone = (requirement: SecurityRequirementModel): boolean => saysNoCredentials(requirement, facts.model.securitySchemes, facts.vocabulary);
    for (const operation of facts.model.operations) {
      // A credential the operation takes as a parameter protects it as a scheme would (`?key=` "API key.").
      const protectedBy = requiresCredentials(operation.security, saysNone) || (takesCredentialParameter(operation.parameters, facts.vocabulary) !== undefined && !isOAuthFlowRequest(operation));
      if (!protectedBy || isOwnFlowEndpoint(operation, facts.model.securitySchemes, facts.model.servers)) continue;
      // A `4XX` range or `default` does not tell a client which of the two it met.
      const statuses = new Set(operation.responses.map((response) => response.status));
      const scopes = requiredScopes(operation.security);
      const missing401 = !statuses.has('401');
      const missing403 = scopes.length > 0 && !statuses.has('403');
      if (!missing401 && !missing403) continue;
      const label = `${operation.method.toUpperCase()} ${operation.pathKey}`;
      const permissions = `${scopes.length === 1 ? 'permission' : 'permissions'} ${proseList(quoted(scopes))}`;
      const messageId = missing401 && missing403 ? 'neither' : missing401 ? 'no401' : 'no403';
      const edits = addErrorResponses(facts.model, operation, [
        ...(missing401 ? [['401', 'Missing, expired or invalid credentials'] as const] : []),
        ...(missing403 ? [['403', 'Valid credentials with insufficient permissions'] as const] : []),
      ]);
      results.push({ path: operation.responsesPath, messageId, data: { label, permissions }, ...(edits === undefined ? {} : { fix: { description: `add ${missing401 && missing403 ? '401 and 403 responses' : missing401 ? 'a 401 response' : 'a 403 response'} with the error body`, edits } }) });
    }
    return results;
  },
});
