import type { PathSegment } from './path-shape.js';
import { isServerVersionSegment, splitPathKey } from './path-shape.js';

/**
 * A version written into another word: `api2`, `apiv2`, `api-v1`, `rest_v3`, `payments-v2`. It is
 * a version segment (§4, §9) spelt otherwise, so it is judged as one rather than as a collection.
 * A word that only ends in a number is no version (`oauth2`, `ipv4`, `s3`, `base64`): without a
 * separator before `v<N>` only the words that name an API (`api`, `rest`, `ws`) lead a version.
 */
const API_WORD_VERSION = /^(?:api|apis|rest|restapi|ws|webservice|service|services)[-_]?v?(\d+)(?:\.\d+)*$/i;
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
 * The embedded versions of a path key in its prefix: static segments from the start, before any
 * parameter, and not already version-like (the path model reads those).
 */
export function embeddedVersionSegments(pathKey: string): PathSegment[] {
  const found: PathSegment[] = [];
  for (const segment of splitPathKey(pathKey)) {
    if (segment.isParameter) break;
    if (!isServerVersionSegment(segment.text) && isEmbeddedVersion(segment.text)) found.push(segment);
  }
  return found;
}
