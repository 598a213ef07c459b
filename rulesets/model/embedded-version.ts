import type { PathSegment } from './path-shape.js';
import { isServerVersionSegment, splitPathKey } from './path-shape.js';

/**
 * A version written into another word: `api2`, `apiv2`, `api-v1`, `rest_v3`, `payments-v2`. It is
 * a version segment (§4, §9) spelt otherwise, so it is judged as one rather than as a collection.
 * A word that only ends in a number is no version (`oauth2`, `ipv4`, `s3`, `base64`): without a
 * separator before `v<N>` only the words that name an API (`api`, `rest`, `ws`) lead a version.
 */
// `service` is left out: `/serviceV3` names a resource as often as a version.
const API_WORD_VERSION = /^(?:api|apis|rest|restapi|ws)[-_]?v?(\d+)(?:\.\d+)*$/i;
const SEPARATED_VERSION = /^[a-z][a-z0-9]*[-_]v(\d+)(?:\.\d+)*$/i;

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

/**
 * The embedded versions of a path key where the conventions put the version, before the
 * collection (`/v<N>/<collection>`, §4): among the static segments before any parameter, a word
 * naming the API (`/api2/…`, `/rest/apiv2/…`) anywhere, another word (`/payments-v2/…`) only
 * first. Deeper, `/security/alerts_v2` or `/products/search-v2` version one resource, not the API.
 * Segments the path model already reads as versions are left to it.
 */
export function embeddedVersionSegments(pathKey: string): PathSegment[] {
  const found: PathSegment[] = [];
  for (const [index, segment] of splitPathKey(pathKey).entries()) {
    if (segment.isParameter) break;
    if (isServerVersionSegment(segment.text)) continue;
    if (API_WORD_VERSION.test(segment.text) || (index === 0 && SEPARATED_VERSION.test(segment.text))) found.push(segment);
  }
  return found;
}
