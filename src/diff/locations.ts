import type { JsonPath } from '../../rulesets/model/json.js';
import { childAt, decodePointerSegment, isObject } from '../../rulesets/model/json.js';

/**
 * Where a node is written: the file (by URI) and the path inside it. Findings point here, not at
 * the resolved document, so that a property of a shared schema is reported once, where it is
 * declared, and inline exceptions and baselines see the path as written.
 */
export interface Location {
  uri: string;
  path: JsonPath;
}

/** The files of one side as written (`$ref`s intact), by URI. */
export type RawFiles = ReadonlyMap<string, unknown>;

/** Whether two paths name the same place (`0` and `'0'` alike). */
export function samePath(left: JsonPath, right: JsonPath): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) {
    if (left[index] !== right[index] && String(left[index]) !== String(right[index])) return false;
  }
  return true;
}

export function locationKey(location: Location): string {
  return `${location.uri}#${location.path.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

type Target = { node: unknown; location: Location };

/**
 * Targets already found, per side's files, by the file the `$ref` is read in and the `$ref`
 * (null: it leads nowhere): a side names the same few thousand targets at every use, and every
 * view and every location follows them again. A side's files are all loaded before any is read.
 */
const knownTargets = new WeakMap<RawFiles, Map<string, Map<string, Target | null>>>();

/** The target of a `$ref` written at `from`, or undefined when it leads nowhere loaded. Its location is shared: not to be changed. */
export function refTarget(ref: string, from: Location, files: RawFiles): Target | undefined {
  let byFile = knownTargets.get(files);
  if (byFile === undefined) {
    byFile = new Map();
    knownTargets.set(files, byFile);
  }
  let byRef = byFile.get(from.uri);
  if (byRef === undefined) {
    byRef = new Map();
    byFile.set(from.uri, byRef);
  }
  let target = byRef.get(ref);
  if (target === undefined) {
    target = findTarget(ref, from.uri, files) ?? null;
    byRef.set(ref, target);
  }
  return target ?? undefined;
}

function findTarget(ref: string, fromUri: string, files: RawFiles): Target | undefined {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  let uri = fromUri;
  if (filePart !== '') {
    try {
      uri = new URL(filePart, fromUri).href;
    } catch {
      return undefined;
    }
  }
  let node = files.get(uri);
  if (node === undefined) return undefined;
  const path: JsonPath = [];
  for (const raw of pointer.split('/').slice(1)) {
    const segment = decodePointerSegment(raw);
    node = childAt(node, segment);
    if (node === undefined) return undefined;
    path.push(segment);
  }
  return { node, location: { uri, path } };
}

/** Follows `$ref`s (chains included, cycles stopped) to the node they stand for. */
export function dereference(node: unknown, location: Location, files: RawFiles): { node: unknown; location: Location } {
  let current = { node, location };
  let seen: Set<object> | undefined;
  while (isObject(current.node) && typeof current.node['$ref'] === 'string') {
    seen ??= new Set();
    if (seen.has(current.node)) break;
    seen.add(current.node);
    const target = refTarget(current.node['$ref'], current.location, files);
    if (target === undefined) break;
    current = target;
  }
  return current;
}

/**
 * Where a node of the resolved document is written: the path is walked in the raw files,
 * following each `$ref` met on the way (but not one on the node itself, which is where it is used).
 */
export function locate(resolvedPath: JsonPath, rootUri: string, files: RawFiles): Location {
  let node = files.get(rootUri);
  let uri = rootUri;
  // Built in place, one segment at a time; copied only where a `$ref` leads elsewhere.
  let path: JsonPath = [];
  for (const segment of resolvedPath) {
    if (isObject(node) && typeof node['$ref'] === 'string') {
      const target = dereference(node, { uri, path }, files);
      if (target.node !== node) {
        node = target.node;
        uri = target.location.uri;
        path = [...target.location.path];
      }
    }
    node = childAt(node, segment);
    path.push(segment);
    if (node === undefined) break;
  }
  return { uri, path };
}
