import type { OperationModel } from '../../rulesets/model/api-model.js';
import { versionSegmentOf, withoutVersionSegment } from './versions.js';

/**
 * Operations are the same across versions when their method and path agree, path parameters
 * compared by position (`/pets/{id}` is `/pets/{petId}`), and `/v1/pets` is `/v2/pets` when the
 * version segment moved on.
 */

export interface OperationPair {
  before: OperationModel;
  after: OperationModel;
}

export interface OperationMatch {
  pairs: OperationPair[];
  removed: OperationModel[];
}

/** The path with parameter names dropped and no trailing slash: `/pets/{}`. */
export function pathShape(pathKey: string): string {
  const shaped = pathKey.replace(/\{[^}]*\}/g, '{}');
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}

function keyOf(operation: OperationModel, ignoreVersion: boolean): string {
  const shape = pathShape(operation.pathKey);
  return `${operation.method} ${ignoreVersion ? withoutVersionSegment(shape) : shape}`;
}

function indexBy(operations: readonly OperationModel[], key: (operation: OperationModel) => string): Map<string, OperationModel[]> {
  const index = new Map<string, OperationModel[]>();
  for (const operation of operations) {
    const list = index.get(key(operation));
    if (list === undefined) index.set(key(operation), [operation]);
    else list.push(operation);
  }
  return index;
}

export function matchOperations(before: readonly OperationModel[], after: readonly OperationModel[]): OperationMatch {
  const pairs: OperationPair[] = [];
  const unmatched: OperationModel[] = [];
  const taken = new Set<OperationModel>();
  const exact = indexBy(after, (operation) => keyOf(operation, false));
  for (const operation of before) {
    const candidate = exact.get(keyOf(operation, false))?.find((other) => !taken.has(other));
    if (candidate === undefined) unmatched.push(operation);
    else {
      taken.add(candidate);
      pairs.push({ before: operation, after: candidate });
    }
  }
  const removed: OperationModel[] = [];
  const versionless = indexBy(after.filter((operation) => !taken.has(operation)), (operation) => keyOf(operation, true));
  for (const operation of unmatched) {
    const oldVersion = versionSegmentOf(operation.pathKey);
    const candidates = versionless.get(keyOf(operation, true)) ?? [];
    // The lowest later version: /v1 goes to /v2 before /v3.
    const candidate = oldVersion === undefined ? undefined : candidates
      .filter((other) => !taken.has(other) && (versionSegmentOf(other.pathKey) ?? 0) > oldVersion)
      .sort((left, right) => (versionSegmentOf(left.pathKey) ?? 0) - (versionSegmentOf(right.pathKey) ?? 0))[0];
    if (candidate === undefined) removed.push(operation);
    else {
      taken.add(candidate);
      pairs.push({ before: operation, after: candidate });
    }
  }
  return { pairs, removed };
}
