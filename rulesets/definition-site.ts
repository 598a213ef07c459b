import type { JsonPath } from './model/json.js';
import { childAt, decodePointerSegment, isObject } from './model/json.js';

/**
 * Where a node of the resolved document is written in the document itself: the path followed
 * through every local `$ref` on the way. Spectral maps results through `$ref`s too, but turns the
 * last `$ref` it follows back into a path without undoing its percent-encoding, so a result
 * reached through `#/paths/~1items~1%7Bid%7D` landed on `#/paths`, with a range over the whole
 * paths object. A path that needs no `$ref` to reach is left as is by Spectral, so the rules hand
 * it the path found here.
 */
export interface DefinitionSite {
  /** The node's own place, every `$ref` followed (the last one too, as Spectral does). */
  path: JsonPath;
  /**
   * When the node is a property whose whole schema is a `$ref`: the property's own place, where
   * a finding about the property belongs rather than on the shared schema it refers to.
   */
  propertyPath?: JsonPath;
}

/** The segments of a local `$ref` (`#/a/b~1c/%7Bid%7D`), or undefined for any other reference. */
function localPointerPath(ref: string): JsonPath | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref.slice(2).split('/').map(decodePointerSegment);
}

function refOf(node: unknown): string | undefined {
  return isObject(node) && typeof node['$ref'] === 'string' ? node['$ref'] : undefined;
}

/** Follows the local `$ref` at `node`, if any, to the node and path it names (guarding cycles). */
export function follow(root: unknown, node: unknown, path: JsonPath): { node: unknown; path: JsonPath } | undefined {
  let current = { node, path };
  const seen = new Set<unknown>();
  for (let ref = refOf(current.node); ref !== undefined; ref = refOf(current.node)) {
    if (seen.has(current.node)) return undefined;
    seen.add(current.node);
    const target = localPointerPath(ref);
    if (target === undefined) return undefined;
    let next: unknown = root;
    for (const segment of target) next = childAt(next, segment);
    if (next === undefined) return undefined;
    current = { node: next, path: target };
  }
  return current;
}

function isPureRef(node: unknown): boolean {
  return refOf(node) !== undefined && Object.keys(node as object).length === 1;
}

/**
 * The definition site of the node at `path` of the resolved document, or undefined when the way
 * there leaves the document (an external `$ref`), where Spectral's own mapping knows the files.
 */
export function definitionSiteOf(root: unknown, path: JsonPath): DefinitionSite | undefined {
  let node: unknown = root;
  let site: JsonPath = [];
  for (const segment of path) {
    if (refOf(node) !== undefined) {
      const followed = follow(root, node, site);
      if (followed === undefined) return undefined;
      ({ node, path: site } = followed);
    }
    const child = childAt(node, segment);
    // Spectral reports the closest existing node for a path that goes past the document.
    if (child === undefined) return { path: site };
    node = child;
    site = [...site, segment];
  }
  if (!isPureRef(node)) return { path: site };
  const followed = follow(root, node, site);
  if (followed === undefined) return undefined;
  return site.at(-2) === 'properties' ? { path: followed.path, propertyPath: site } : { path: followed.path };
}
