import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel, ParameterModel, SecuritySchemeModel } from '../model/api-model.js';
import { isNamedInSchemeDescriptions, namesClientId } from '../model/credentials.js';
import { isHeaderNamed } from '../model/http-headers.js';
import type { Vocabulary } from '../model/words.js';
import { splitWords } from '../model/words.js';
import { coversClientError } from '../model/status.js';
import { proseList, quoted } from '../prose.js';
import { addErrorResponses } from '../fixes/nodes.js';

/** Headers OpenAPI 3 ignores as parameters; a missing Authorization is a 401, not a validation failure. */
/** Headers that negotiate or describe the exchange (RFC 9110 §12.5): a server answers them by choosing, not with 400. */
const NON_INPUT_HEADERS = ['Accept', 'Accept-Encoding', 'Accept-Language', 'Accept-Charset', 'Content-Type', 'Authorization'];

function parameterGroup(names: string[], kind: string): string[] {
  if (names.length === 0) return [];
  return [`required ${kind}${names.length === 1 ? '' : 's'} ${proseList(quoted(names))}`];
}

/**
 * A header named or described as a credential (`X-Sds-Service-Token`, "authentication token",
 * `X-Api-Key`, `accessKey`), or the `Cookie` header itself (RFC 6265), which carries the session a
 * server set, as VTEX's `Vtex_CHKO_Auth` of an order: a missing or stale one is the client's state.
 */
const CREDENTIAL_WORDS = /token|auth|^login$|^cookie$|api[-_ ]?key|(?:^|[-_ ])key(?:$|[-_ ])|(?:access|private|client|app|developer|subscription|license|consumer)[-_ ]?key$|credential|secret|password|signature|session/i;

/**
 * Headers (and query parameters) that carry credentials: a missing or wrong one is a 401, not a
 * validation failure (§7). `beside` are the operation's other parameters.
 */
function isCredentialHeader(parameter: ParameterModel, schemes: SchemeTexts, vocabulary: Vocabulary, beside: readonly ParameterModel[] = []): boolean {
  if (schemes.headers.some((name) => isHeaderNamed(parameter.name, name)) || isNamedInSchemeDescriptions(parameter.name, schemes.descriptions)) return true;
  const description = typeof parameter.node['description'] === 'string' ? parameter.node['description'] : '';
  if (CREDENTIAL_WORDS.test(parameter.name) || /\b(?:authenticat|authoriz|credential|access token|api key|bearer|jwt|auth\b)/i.test(description)) return true;
  // The id of the caller's application, assigned by the API (`app_id`: "The application ID assigned to you").
  if (namesClientId(parameter.name, vocabulary) && /\b(?:assigned|issued|given) to you\b|\byour (?:app|application|client)\b/i.test(description)) return true;
  // Or sent beside its key, under the same name but for the last word, naming the caller's application
  // (`x-idt-beyond-app-id` beside `x-idt-beyond-app-key`) or the caller (`Api-Username` beside `Api-Key`: `credential-words.caller`).
  const words = splitWords(parameter.name);
  const namesCaller = namesClientId(words.slice(-2).join('_'), vocabulary) || vocabulary.words('credential-words', 'caller').has((words.at(-1) ?? '').toLowerCase());
  return namesCaller && keyBeside(parameter, beside);
}

/** Another parameter in the same place named as `parameter` but for its last word, a credential (`x-app-id` beside `x-app-key`): the two halves of one credential. */
function keyBeside(parameter: ParameterModel, beside: readonly ParameterModel[]): boolean {
  const stemOf = (name: string) => splitWords(name).slice(0, -1).join(' ').toLowerCase();
  const stem = stemOf(parameter.name);
  return stem !== '' && beside.some((other) => other !== parameter && other.in === parameter.in && stemOf(other.name) === stem && CREDENTIAL_WORDS.test(other.name));
}

/** What the document's security schemes say of the credentials: the headers API keys are sent in, and the schemes' descriptions. */
interface SchemeTexts {
  headers: readonly string[];
  descriptions: readonly string[];
}

function schemeTextsOf(schemes: readonly SecuritySchemeModel[]): SchemeTexts {
  return {
    headers: schemes.flatMap((scheme) => (scheme.node['in'] === 'header' && typeof scheme.node['name'] === 'string' ? [scheme.node['name']] : [])),
    descriptions: schemes.flatMap((scheme) => (typeof scheme.node['description'] === 'string' ? [scheme.node['description']] : [])),
  };
}

/**
 * Whether the operation takes a request body: one that declares no media type (3.x `content: {}`,
 * 2.0 `consumes: []`: PrusaLink's "Body is ignored") sends nothing that could fail validation.
 */
function sendsBody(operation: OperationModel): boolean {
  const body = operation.requestBody;
  return body !== undefined && !(body.mediaTypesDeclared && body.bodies.length === 0);
}

/** What about the operation's input can fail validation, in words; empty when nothing can. */
function validatedInput(operation: OperationModel, schemes: SchemeTexts, vocabulary: Vocabulary): string[] {
  const required = operation.parameters.filter((parameter) => parameter.required);
  const query = required.filter((parameter) => parameter.in === 'query' && !isCredentialHeader(parameter, { headers: [], descriptions: schemes.descriptions }, vocabulary, operation.parameters)).map((parameter) => parameter.name);
  const headers = required
    .filter((parameter) => parameter.in === 'header' && !NON_INPUT_HEADERS.some((name) => isHeaderNamed(parameter.name, name)) && !isCredentialHeader(parameter, schemes, vocabulary, operation.parameters))
    .map((parameter) => parameter.name);
  return [
    ...(sendsBody(operation) ? ['a request body'] : []),
    ...parameterGroup(query, 'query parameter'),
    ...parameterGroup(headers, 'header'),
  ];
}

/** Its messages by id. */
const messages = {
  noValidationError: '{{operation}} takes {{inputs}} but declares neither 400 nor 422; add 400 or 422 for a request that is malformed or fails validation',
} as const;

export default defineRule({
  id: 'validation-error-responses',
  options: {
    vocabulary: '`client-words` adds words before `id` naming the caller\'s application (`app_id`): a required one is a credential, not input to validate; `credential-words.caller` adds last words of a header naming the caller (`Api-Username`), a credential where sent beside a key of the same name but for that word',
  },
  messages,
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const schemes = schemeTextsOf(facts.model.securitySchemes);
    for (const operation of facts.model.operations) {
      const inputs = validatedInput(operation, schemes, facts.vocabulary);
      if (inputs.length === 0) continue;
      const answersValidation = operation.responses.some((response) => coversClientError(response.status, '400') || coversClientError(response.status, '422'));
      if (answersValidation) continue;
      const edits = addErrorResponses(facts.model, operation, [['400', 'The request is malformed or fails validation']]);
      results.push({
        path: operation.responsesPath,
        messageId: 'noValidationError',
        data: { operation: `${operation.method.toUpperCase()} ${operation.pathKey}`, inputs: proseList(inputs) },
        ...(edits === undefined ? {} : { fix: { description: 'add a 400 response with the error body', edits } }),
      });
    }
    return results;
  },
});
