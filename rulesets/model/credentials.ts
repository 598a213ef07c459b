import { alternation } from '../vocabulary/index.js';
import type { ParameterModel } from './api-model.js';
import type { Vocabulary } from './words.js';
import { perVocabulary, splitWords } from './words.js';

/**
 * Parameters that carry a credential (§5): an API key, an access token, a secret or a password.
 * Shared by the rules that must tell a credential from ordinary input.
 */

function descriptionOf(parameter: ParameterModel): string {
  const description = parameter.node['description'];
  return typeof description === 'string' ? description : '';
}

/** Word pairs that name a credential: `api_key`, `accessToken`, `YOUR_API_KEY_HERE`. */
const CREDENTIAL_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['api', 'key'], ['api', 'token'], ['access', 'token'], ['auth', 'token'], ['bearer', 'token'], ['license', 'key'], ['licence', 'key'],
  ['client', 'secret'], ['secret', 'key'], ['private', 'key'],
];
/**
 * Whether the name's head, its last word or pair of words (placeholder fillers aside,
 * `credential-words.filler`: `YOUR_API_KEY_HERE`), is a credential: `api_key`, `{password}`, but
 * not `api_key_id`, `{KeySid}`, `resetPasswordLinkToken` or `access-token-key`, which name
 * something about a credential. The words that are a credential by themselves are
 * `credential-words`; alone, `secret`, `credential` and `token` name resources as often
 * (`/secrets/{secret}`, `/CredentialLists/{CredentialListSid}`).
 */
export function nameSaysCredential(name: string, vocabulary: Vocabulary): boolean {
  const words = [...splitWords(name)];
  const fillers = vocabulary.words('credential-words', 'filler');
  while (words.length > 1 && fillers.has(words.at(-1) ?? '')) words.pop();
  const last = words.at(-1) ?? '';
  const beforeLast = words.at(-2) ?? '';
  if (vocabulary.wordsOfNoKind('credential-words').has(last)) return true;
  return CREDENTIAL_PAIRS.some(([first, second]) => beforeLast === first && last === second);
}

/** A description that opens by calling the value a credential ("Your API key", "Your Interzoid license API key", "API Key valid for …"). */
const CREDENTIAL_DESCRIPTION = /^\W*(?:\(required\)\s*)?(?:(?:your|the|a|an|valid)\s+(?:[\w-]+\s+){0,2})?(?:api[-_ ]?key|access[-_ ]token|auth(?:entication|orization)?[-_ ]token|bearer token|client secret|license key)\b(?!'s|\s+(?:id|identifier|name)\b)/i;
/** A path parameter whose name ends so (`identifier-words.not-credential`) identifies something, whatever its description says. */
const identifierName = perVocabulary((vocabulary) => new RegExp(`(?:^|[-_ ]|[a-z])(?:${alternation(vocabulary.words('identifier-words', 'not-credential'))})$`, 'i'));
/**
 * A key, token, secret or password addressed as a resource: the parameter after a collection of
 * them is an item of it (`/apikeys/{key}`), and after its own name the value a call sets for
 * something else (`/mqtt/client/set/password/{password}` on a simulated agent), not the caller's credential.
 */
const CREDENTIAL_COLLECTION = /(?:keys?|tokens?|secrets?|credentials?|passwords?)$/i;

/** A path parameter naming an OAuth client: `{client_id}`, `{clientId}`. */
const OAUTH_CLIENT_PARAMETER = /\{client[-_]?id\}/i;

/** The static segment before a path parameter `{name}` in the path key. */
function segmentBefore(pathKey: string, name: string): string {
  const segments = pathKey.split('/');
  const index = segments.findIndex((segment) => segment.includes(`{${name}}`));
  return index > 0 ? segments[index - 1] ?? '' : '';
}

/**
 * A path parameter that is a credential. Stricter than a header's reading: paths address
 * resources, so the name's head (or, for a name that says nothing, the opening of its
 * description) must be an API key, an access token, a secret or a password; an identifier
 * (`{api_key_id}`, `{KeySid}`), the item of a collection of keys or tokens (`/apikeys/{key}`,
 * `/tokens/{token}`) and a value set under its own name (`/set/password/{password}`) are not credentials.
 */
function isInWrittenQuery(name: string, pathKey: string): boolean {
  const query = pathKey.indexOf('?');
  return query >= 0 && pathKey.indexOf(`{${name}}`, query) > query;
}

export function isCredentialPathParameter(parameter: ParameterModel, pathKey: string, vocabulary: Vocabulary): boolean {
  if (parameter.in !== 'path' || identifierName(vocabulary).test(parameter.name)) return false;
  // A path key that writes a query string (`/users/{id}/pic?key={APIKEY}`) sends what follows `?` as a query parameter.
  if (isInWrittenQuery(parameter.name, pathKey)) return false;
  if (CREDENTIAL_COLLECTION.test(segmentBefore(pathKey, parameter.name))) return false;
  // A token in a path that names an OAuth client (`DELETE /applications/{client_id}/grants/{access_token}`)
  // is a user's token the client manages, the data of the call: the client authenticates as itself.
  if (OAUTH_CLIENT_PARAMETER.test(pathKey)) return false;
  return nameSaysCredential(parameter.name, vocabulary) || CREDENTIAL_DESCRIPTION.test(descriptionOf(parameter));
}

/**
 * A required query or header parameter that carries the caller's credential, named or described
 * as one (`api_key`, `key` "API key.", `license` "Your license API key"): an operation taking one
 * is protected whether or not the document declares a security scheme for it. A password is not
 * counted (`credential-words.also-data`).
 */
export function takesCredentialParameter(parameters: readonly ParameterModel[], vocabulary: Vocabulary): ParameterModel | undefined {
  // A password is as often what the operation works on (`?password=` to check its strength): `credential-words.also-data`.
  const alsoData = vocabulary.words('credential-words', 'also-data');
  return parameters.find((parameter) => parameter.required && (parameter.in === 'query' || parameter.in === 'header')
    && !alsoData.has((splitWords(parameter.name).at(-1) ?? '').toLowerCase())
    && (nameSaysCredential(parameter.name, vocabulary) || CREDENTIAL_DESCRIPTION.test(descriptionOf(parameter))));
}

/** Names of the caller's application id (`app_id`, `applicationId`, `client_id`). */
const clientIdName = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('client-words'))})[-_]?id$`, 'i'));

/** A name of the caller's application id (`app_id`, `applicationId`, `client_id`). */
export function namesClientId(name: string, vocabulary: Vocabulary): boolean {
  return clientIdName(vocabulary).test(name);
}

/**
 * Whether a security scheme's description names the parameter, a name of two words or more, whole,
 * as what authenticates a request beside the scheme's own credential (Apideck's "Application id
 * header: `x-apideck-app-id: <your-apideck-app-id>`"): a half of the credential.
 */
export function isNamedInSchemeDescriptions(name: string, descriptions: readonly string[]): boolean {
  if (descriptions.length === 0 || splitWords(name).length < 2) return false;
  const whole = new RegExp(`(?<![\\w-])(?:${alternation([name])})(?![\\w-])`, 'i');
  return descriptions.some((description) => whole.test(description));
}
