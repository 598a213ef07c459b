import { alternation } from '../vocabulary/index.js';
import { splitPathKey } from './path-shape.js';
import type { Vocabulary } from './words.js';
import { perVocabulary } from './words.js';


/**
 * A probe or one of its own checks: a static path whose first segment names a probe
 * (`/heartbeat/database`, `/health/queue/certificates`), as written: a shared `/health` prefix counts.
 */
export function isUnderProbe(pathKey: string, vocabulary: Vocabulary): boolean {
  const segments = splitPathKey(pathKey);
  const first = segments[0];
  return first !== undefined && isProbe(first.text.toLowerCase(), vocabulary) && segments.every((segment) => !segment.isParameter);
}

/**
 * An endpoint called at a fixed address whatever the version, by its one segment: health probes
 * and the description of the API itself (`openapi`, `swagger`). It stays outside a version prefix.
 */
export function isUnversionedEndpointName(name: string, vocabulary: Vocabulary): boolean {
  return isProbe(name, vocabulary) || vocabulary.words('unversioned-endpoints').has(name);
}

/** Icons browsers ask for at the root (`favicon-32x32.png`, `apple-touch-icon.png`). */
const iconFile = perVocabulary((vocabulary) => new RegExp(`^(?:${alternation(vocabulary.words('web-server-files', 'icon-prefix'))})[\\w-]*\\.(?:${alternation(vocabulary.words('web-server-files', 'icon-extension'))})$`));

/**
 * A file of the web server, at an address another standard fixes: crawlers, browsers and agents
 * ask for it there (robots.txt by RFC 9309, the `/.well-known/` URIs by RFC 8615, sitemaps,
 * icons), so a version segment would hide it.
 */
export function isWebServerFile(pathKey: string, vocabulary: Vocabulary): boolean {
  // As written: the path model reads `robots.txt` as the name `robots` with a format.
  const segments = pathKey.toLowerCase().split('/').filter((segment) => segment.length > 0);
  if (segments[0] === '.well-known') return true;
  const [only] = segments;
  return segments.length === 1 && only !== undefined && (vocabulary.wordsOfNoKind('web-server-files').has(only) || iconFile(vocabulary).test(only));
}

/** A health probe (`probes`: `health`, `readyz`): an endpoint a load balancer or an orchestrator calls, not a resource of the API. */
function isProbe(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('probes').has(name);
}
