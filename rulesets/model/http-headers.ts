import type { ResponseModel } from './api-model.js';
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
