import type { OperationModel } from '../../../rulesets/model/api-model.js';
import { matchesPathKey } from '../versioning.js';

/** What a recorded request is, in the document's terms. */
export type OperationMatch =
  | { kind: 'operation'; operation: OperationModel }
  /** The path is the document's, the method is not (`DELETE /v1/health`). */
  | { kind: 'method'; pathKey: string }
  | { kind: 'none' };

function parameterCount(pathKey: string): number {
  return (pathKey.match(/\{[^}]*\}/g) ?? []).length;
}

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Finds the operation a request exercises: its path under the base path (the first server URL's
 * path, or `basePath`), else the path whole, matched against the path templates; of several, the
 * one with the fewest parameters (`/users/me` before `/users/{id}`).
 */
export class OperationMatcher {
  /** The templates, fewest parameters first, so the first match is the most specific. */
  private readonly pathKeys: string[];

  constructor(private readonly operations: readonly OperationModel[], private readonly basePath: string) {
    this.pathKeys = [...new Set(operations.map((operation) => operation.pathKey))].sort((left, right) => parameterCount(left) - parameterCount(right));
  }

  /** The document's path key for a request path, if any. */
  pathKeyOf(pathname: string): string | undefined {
    const base = this.basePath.replace(/\/+$/, '');
    const path = decoded(pathname).replace(/(.)\/+$/, '$1');
    const candidates = base !== '' && (path === base || path.startsWith(`${base}/`)) ? [path.slice(base.length) || '/', path] : [path];
    for (const candidate of candidates) {
      const found = this.pathKeys.find((pathKey) => matchesPathKey(candidate, pathKey));
      if (found !== undefined) return found;
    }
    return undefined;
  }

  match(method: string, pathname: string): OperationMatch {
    const pathKey = this.pathKeyOf(pathname);
    if (pathKey === undefined) return { kind: 'none' };
    const lower = method.toLowerCase();
    const operation = this.operations.find((candidate) => candidate.pathKey === pathKey && candidate.method === lower);
    return operation === undefined ? { kind: 'method', pathKey } : { kind: 'operation', operation };
  }
}
