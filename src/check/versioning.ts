import type { OperationModel } from '../../rulesets/model/api-model.js';
import { VALID_VERSION } from '../../rulesets/model/path-shape.js';

/**
 * Where an API's URI version segment is (§9): in the base URL (`https://api.example.com/v1`) or in
 * the path keys (`/v1/users`). Header and query versioning leave no segment to remove.
 */

function baseSegments(base: URL): string[] {
  return base.pathname.replace(/\/+$/, '').split('/');
}

function lastVersionIndex(segments: readonly string[]): number {
  for (let index = segments.length - 1; index >= 0; index--) if (VALID_VERSION.test(segments[index] ?? '')) return index;
  return -1;
}

/** The URL with its version segment removed; undefined when the API has no URI version. */
export function unversionedUrl(url: URL, operation: OperationModel, base: URL): URL | undefined {
  const prefix = baseSegments(base);
  const segments = url.pathname.split('/');
  const inBase = lastVersionIndex(prefix);
  let index = inBase;
  if (index < 0) {
    const inKey = operation.pathKey.split('/').findIndex((segment) => VALID_VERSION.test(segment));
    if (inKey < 0) return undefined;
    index = prefix.length - 1 + inKey;
  }
  if (!VALID_VERSION.test(segments[index] ?? '')) return undefined;
  const stripped = new URL(url.href);
  stripped.pathname = segments.filter((_, position) => position !== index).join('/') || '/';
  return stripped;
}

/** The path prefix under which the API's resources live: `/api/v1` when the keys carry the version. */
export function versionedKeyPrefix(operations: readonly OperationModel[], base: URL): string {
  if (lastVersionIndex(baseSegments(base)) >= 0) return '';
  for (const operation of operations) {
    const segments = operation.pathKey.split('/');
    const index = segments.findIndex((segment) => VALID_VERSION.test(segment));
    if (index > 0 && segments.slice(1, index).every((segment) => !segment.startsWith('{'))) return segments.slice(0, index + 1).join('/');
  }
  return '';
}

/** Whether a concrete path (in the document's terms) matches a path key. */
export function matchesPathKey(path: string, pathKey: string): boolean {
  const concrete = path.split('/');
  const template = pathKey.replace(/\/+$/, '').split('/');
  if (concrete.length !== template.length) return false;
  return template.every((segment, index) => /^\{[^}]+\}$/.test(segment) || segment === concrete[index]);
}
