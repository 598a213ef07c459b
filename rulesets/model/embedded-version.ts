import { API_WORD_VERSION, SEPARATED_VERSION } from './path-shape.js';

/**
 * A version written into another word: `api2`, `apiv2`, `api-v1`, `rest_v3`, `payments-v2`. It is
 * a version segment (§4, §9) spelt otherwise, so it is judged as one rather than as a collection.
 * A word that only ends in a number is no version (`oauth2`, `ipv4`, `s3`, `base64`): without a
 * separator before `v<N>` only the words that name an API (`api`, `rest`, `ws`) lead a version.
 */
export function isEmbeddedVersion(text: string): boolean {
  return API_WORD_VERSION.test(text) || SEPARATED_VERSION.test(text);
}

/** The whole-number spelling of an embedded version, the word kept before it: `api2` → `api/v2`. */
export function splitEmbeddedVersion(text: string): string | undefined {
  const match = API_WORD_VERSION.exec(text) ?? SEPARATED_VERSION.exec(text);
  if (match === null) return undefined;
  const word = /^[a-z]+?(?=[-_]?v?\d)/i.exec(text)?.[0] ?? text;
  return `${word}/v${match[1] ?? '1'}`;
}
