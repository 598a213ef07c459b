import type { ParameterModel } from './api-model.js';
import { splitWords } from './words.js';

/**
 * Parameters that carry a credential (§5): an API key, an access token, a secret or a password.
 * Shared by the rules that must tell a credential from ordinary input.
 */

function descriptionOf(parameter: ParameterModel): string {
  const description = parameter.node['description'];
  return typeof description === 'string' ? description : '';
}

/** Word pairs and words of a name that say it is a credential: `api_key`, `accessToken`, `YOUR_API_KEY_HERE`. */
const CREDENTIAL_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['api', 'key'], ['api', 'token'], ['access', 'token'], ['auth', 'token'], ['bearer', 'token'], ['license', 'key'], ['licence', 'key'],
  ['client', 'secret'], ['secret', 'key'], ['private', 'key'],
];
/**
 * Alone, `secret`, `credential` and `token` name resources as often (`/secrets/{secret}`,
 * `/CredentialLists/{CredentialListSid}`): only these words are credentials by themselves.
 */
const CREDENTIAL_WORDS: ReadonlySet<string> = new Set(['apikey', 'apitoken', 'accesstoken', 'authtoken', 'password', 'passwd']);
/** A name ending so identifies a key or a token as a resource (`api_key_id`, `{token_name}`, `{KeySid}`), not the credential itself. */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'sid', 'name', 'names', 'prefix', 'hash', 'type', 'ref', 'slug', 'index']);

function nameSaysCredential(name: string): boolean {
  const words = splitWords(name);
  if (IDENTIFIER_WORDS.has(words.at(-1) ?? '')) return false;
  if (words.some((word) => CREDENTIAL_WORDS.has(word))) return true;
  return words.some((word, index) => CREDENTIAL_PAIRS.some(([first, second]) => word === first && words[index + 1] === second));
}

/** A description that calls the value a credential ("Your API key", "the access token"), not an id of one. */
const CREDENTIAL_DESCRIPTION = /\b(?:api[-_ ]?key|access[-_ ]token|auth(?:entication|orization)?[-_ ]token|bearer token|client secret|license key|password)\b/i;
const IDENTIFIER_DESCRIPTION = /\b(?:id|identifier|uuid|name) of\b|\b(?:key|token)(?:'s)? (?:id|identifier|uuid|name)\b/i;

/**
 * A path parameter that is a credential. Stricter than a header's reading: paths address
 * resources, and `/tokens/{token}` or `/keys/{key}` name a key as a resource, so a bare `key` or
 * `token` is not enough; the name or the description must say API key, access token, secret or
 * password, and neither may call it an identifier.
 */
export function isCredentialPathParameter(parameter: ParameterModel): boolean {
  if (parameter.in !== 'path') return false;
  const description = descriptionOf(parameter);
  if (IDENTIFIER_DESCRIPTION.test(description)) return false;
  return nameSaysCredential(parameter.name) || CREDENTIAL_DESCRIPTION.test(description);
}
