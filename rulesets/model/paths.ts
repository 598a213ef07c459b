import type { OperationModel } from './api-model.js';
import type { Facts } from './facts.js';
import type { PathShape } from './path-shape.js';

export interface PathEntry {
  pathKey: string;
  path: Array<string | number>;
  shape: PathShape;
  operations: OperationModel[];
}

/** The document's path keys that hold operations, each with its shape, in document order. */
export function pathEntries(facts: Facts): PathEntry[] {
  const entries = new Map<string, PathEntry>();
  for (const operation of facts.model.operations) {
    const entry = entries.get(operation.pathKey);
    if (entry !== undefined) entry.operations.push(operation);
    else entries.set(operation.pathKey, { pathKey: operation.pathKey, path: ['paths', operation.pathKey], shape: facts.shapeOf(operation), operations: [operation] });
  }
  return [...entries.values()];
}
