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
function follow(root: unknown, node: unknown, path: JsonPath): { node: unknown; path: JsonPath } | undefined {
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

/**
 * Findings that belong on a property whose schema is a `$ref`. Spectral follows a `$ref` at the
 * end of a result's path whatever path it is given, so in stock Spectral such a finding stays on
 * the schema referred to; the wrapper records the property's place on the document (as rule
 * failures are, under a registered symbol) and `api-conventions` moves the finding there.
 */
const PROPERTY_SITES = Symbol.for('api-conventions.property-sites');

type WithPropertySites = { [PROPERTY_SITES]?: Map<string, JsonPath[]> };

export function propertySiteKey(ruleId: string, message: string, path: readonly unknown[]): string {
  return JSON.stringify([ruleId, message.trim(), path.map(String)]);
}

/** Records that rule `ruleId`'s result `message` at `path` belongs at `propertyPath`. */
export function recordPropertySite(data: unknown, key: string, propertyPath: JsonPath): void {
  if (typeof data !== 'object' || data === null) return;
  const holder = data as WithPropertySites;
  if (holder[PROPERTY_SITES] === undefined) {
    // Best effort, as for rule failures: stock Spectral may hand rules data it cannot extend.
    try {
      Object.defineProperty(data, PROPERTY_SITES, { value: new Map<string, JsonPath[]>(), enumerable: false, configurable: true });
    } catch {
      return;
    }
  }
  const sites = holder[PROPERTY_SITES];
  const queue = sites?.get(key);
  if (queue === undefined) sites?.set(key, [propertyPath]);
  else queue.push(propertyPath);
}

/** The property sites recorded on the document whose parsed data is `data`, in the order recorded. */
export function propertySitesOf(data: unknown): ReadonlyMap<string, JsonPath[]> {
  return (typeof data === 'object' && data !== null ? (data as WithPropertySites)[PROPERTY_SITES] : undefined) ?? new Map();
}
