import type { OperationModel } from '../../rulesets/model/api-model.js';
import { isObject } from '../../rulesets/model/json.js';

/**
 * Deprecation as the old document announces it (§9.1, §9.2): `deprecated: true` on the element,
 * or, for an operation, `Deprecation` or `Sunset` headers declared on its responses.
 */

const DEPRECATION_HEADERS = new Set(['deprecation', 'sunset']);

export function isMarkedDeprecated(node: unknown): boolean {
  return isObject(node) && (node['deprecated'] === true || node['x-deprecated'] === true);
}

export function announcesDeprecation(operation: OperationModel): boolean {
  return operation.responses.some((response) => response.headers.some((header) => DEPRECATION_HEADERS.has(header.name.toLowerCase())));
}

export function isOperationDeprecated(operation: OperationModel): boolean {
  return operation.deprecated || announcesDeprecation(operation);
}
