import type { ResponseModel } from './api-model.js';

/** HTTP header names compare case-insensitively (RFC 9110 §5.1). */
export function isHeaderNamed(name: string, wanted: string): boolean {
  return name.toLowerCase() === wanted.toLowerCase();
}

/** The response's declared header of that name, whatever its case. */
export function findResponseHeader(response: ResponseModel, wanted: string): ResponseModel['headers'][number] | undefined {
  return response.headers.find((header) => isHeaderNamed(header.name, wanted));
}
