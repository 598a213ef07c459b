import type { ResponseModel } from './api-model.js';
import { wordSetOf } from '../vocabulary/index.js';
import type { Vocabulary } from './words.js';

/** HTTP header names compare case-insensitively (RFC 9110 §5.1). */
export function isHeaderNamed(name: string, wanted: string): boolean {
  return name.toLowerCase() === wanted.toLowerCase();
}

/** The response's declared header of that name, whatever its case. */
export function findResponseHeader(response: ResponseModel, wanted: string): ResponseModel['headers'][number] | undefined {
  return response.headers.find((header) => isHeaderNamed(header.name, wanted));
}

/**
 * A header that carries a setting of the request, not a secret (`X-Appwrite-Locale`,
 * `Accept-Language`, `X-Timezone`, `Plaid-Version`), by its last word; a gateway's routing header
 * names a host (`x-rapidapi-host`): no secret either.
 */
export function namesRequestSetting(headerName: string, vocabulary: Vocabulary): boolean {
  const words = headerName.toLowerCase().split(/[^a-z0-9]+/);
  return vocabulary.words('setting-header-words').has(words.at(-1) ?? '');
}

/**
 * A header only the user agent sets: a name led by `Sec-` (Fetch Standard §2.2.2, forbidden
 * request-header names; `Sec-WebSocket-Version`, RFC 6455 §11.3.5, the WebSocket protocol's
 * version, sent to open a connection): a protocol's or the browser's, never the API's own.
 */
export function isUserAgentHeader(name: string): boolean {
  return /^sec-/i.test(name);
}

/** The fields of one connection a proxy does not pass on (vocabulary/standards.json, `hop-by-hop`: RFC 9110 §7.6.1, with the reason for each). */
const HOP_BY_HOP: ReadonlySet<string> = wordSetOf('standards', 'hop-by-hop');

/** Whether a proxy passes the header on: not a field of one connection (`Connection`, `Transfer-Encoding`, `Host`). */
export function isForwardedHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name.toLowerCase());
}
