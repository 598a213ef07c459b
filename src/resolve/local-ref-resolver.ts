import { encodePointerUriFragment } from '@stoplight/json';
import { decodePointerSegment } from '../../rulesets/model/json.js';

/**
 * `$ref` resolution for the common case, documents whose every `$ref` points inside themselves
 * (`#/...`). It gives Spectral what its own resolver gives (the resolved tree, the graph with the
 * ref map that maps results back through `$ref`s, errors for pointers that lead nowhere) in one
 * pass over the document, sharing one resolved object per target. Circular `$ref`s stay as they
 * are, as Spectral's resolver leaves them. A document with any other `$ref` goes to Spectral's
 * resolver (src/spectral-internals/local-first-resolver.ts hands it over).
 */

type JsonPath = Array<string | number>;

interface ResolveError {
  code: string;
  message: string;
  path: JsonPath;
  uriStack: string[];
  pointerStack: string[];
}

/** Thrown at the first `$ref` that points outside the document: such a document goes to Spectral's resolver. */
export class NotLocal extends Error {}

function isRefObject(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/**
 * defineProperty keeps `__proto__` as plain data; every other key is set by assignment, which
 * makes the same own data property on a fresh `{}` (whose prototype has no other setter) several
 * times faster, on the hundreds of thousands of keys a large document's copies hold.
 */
function defineData(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A ref map key, as Spectral's resolver writes it. A document repeats the same few thousand keys
 * along the paths of its tens of thousands of `$ref`s, so each segment is encoded once.
 */
function pointerWriter(): (path: JsonPath) => string {
  const encoded = new Map<string | number, string>();
  return (path) => {
    let pointer = '#';
    for (const segment of path) {
      let part = encoded.get(segment);
      if (part === undefined) {
        part = String(encodePointerUriFragment(segment));
        encoded.set(segment, part);
      }
      pointer += `/${part}`;
    }
    return pointer;
  };
}

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** A new object with the own members of `source` that come before `key`, in order. */
function copyBefore(source: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const earlier in source) {
    if (earlier === key) break;
    if (hasOwn(source, earlier)) defineData(copy, earlier, source[earlier]);
  }
  return copy;
}

export function resolveLocalRefs(root: unknown): { result: unknown; refMap: Record<string, string>; errors: ResolveError[] } {
  const refMap: Record<string, string> = {};
  const errors: ResolveError[] = [];
  /**
   * Copies already made, to share: of every node with a `$ref` inside, and of every target. A
   * subtree without any `$ref` is its own copy, so it is not remembered (most of a document).
   */
  const resolvedByRaw = new Map<object, unknown>();
  /** `$ref`s met so far: unchanged across a subtree's copy when it holds none. */
  let refsMet = 0;
  /** Raw nodes being copied: a `$ref` back into one of them is circular and stays as it is. */
  const inProgress = new Set<object>();
  const pointerOf = pointerWriter();

  /** The raw node a local pointer names, following `$ref`s met on the way. */
  /** The raw node a local pointer names, and its own location, following `$ref`s met on the way. */
  function lookup(ref: string, seen: Set<string>): { found: boolean; node: unknown; path: JsonPath } {
    let node: unknown = root;
    let nodePath: JsonPath = [];
    const segments = ref === '#' || ref === '#/' ? [] : ref.slice(2).split('/').map(decodePointerSegment);
    for (const segment of segments) {
      while (isRefObject(node)) {
        const inner = node.$ref;
        if (!inner.startsWith('#') || seen.has(inner)) return { found: false, node: undefined, path: [] };
        seen.add(inner);
        const step = lookup(inner, seen);
        if (!step.found) return step;
        node = step.node;
        nodePath = step.path;
      }
      if (typeof node !== 'object' || node === null || !hasOwn(node, segment)) return { found: false, node: undefined, path: [] };
      node = (node as Record<string, unknown>)[segment];
      nodePath = [...nodePath, segment];
    }
    return { found: true, node, path: nodePath };
  }

  /**
   * Pointers already followed from a `$ref`, with what they led to: a large document names the
   * same few hundred targets tens of thousands of times. A lookup from a `$ref` starts from the
   * same state every time (only its own pointer seen), so its answer depends on the pointer alone.
   */
  const targets = new Map<string, { found: boolean; node: unknown; path: JsonPath }>();
  function targetOf(ref: string): { found: boolean; node: unknown; path: JsonPath } {
    let target = targets.get(ref);
    if (target === undefined) {
      target = lookup(ref, new Set([ref]));
      targets.set(ref, target);
    }
    return target;
  }

  /** Where the copy is: the path of the node being copied, kept as one stack rather than an array per node. */
  let location: JsonPath = [];

  /**
   * `path` is where the `$ref` sits: the copy's own location stack, read here and not kept (an
   * error keeps a copy), since most of a large document's tens of thousands of `$ref`s need it only
   * for their ref map key.
   */
  function resolveRef(refNode: { $ref: string }, path: JsonPath, seen?: Set<string>): unknown {
    const ref = refNode.$ref;
    if (!ref.startsWith('#')) throw new NotLocal(ref);
    const target = targetOf(ref);
    if (!target.found) {
      errors.push({ code: 'POINTER_MISSING', message: `'${ref}' does not exist`, path: [...path], uriStack: [], pointerStack: [] });
      return refNode;
    }
    if (typeof target.node === 'object' && target.node !== null && inProgress.has(target.node)) return refNode;
    let resolved: unknown;
    if (isRefObject(target.node)) {
      seen ??= new Set([ref]);
      if (seen.has(target.node.$ref)) return refNode;
      seen.add(target.node.$ref);
      resolved = resolveRef(target.node, target.path, seen);
      if (resolved === target.node) return refNode;
    } else {
      // Refs inside the target are recorded at the target's own location, where Spectral looks
      // for them after it has followed this ref.
      const outer = location;
      location = [...target.path];
      resolved = copyNode(target.node);
      if (typeof target.node === 'object' && target.node !== null) resolvedByRaw.set(target.node, resolved);
      location = outer;
    }
    refMap[pointerOf(path)] = ref;
    return resolved;
  }

  /** A child's copy; a primitive, most of a document's values, is its own. */
  function copyChild(value: unknown, key: string | number): unknown {
    if (typeof value !== 'object' || value === null) return value;
    location.push(key);
    const copied = copyNode(value);
    location.pop();
    return copied;
  }

  /**
   * The node with its `$ref`s resolved; a subtree without any is shared, not copied. A node is
   * marked in progress only once it has an object child: a `$ref` is only ever met below one,
   * and marking costs an identity hash on each of a large document's leaf objects.
   */
  function copyNode(node: unknown): unknown {
    if (typeof node !== 'object' || node === null) return node;
    if (isRefObject(node)) {
      refsMet++;
      return resolveRef(node, location);
    }
    const done = resolvedByRaw.get(node);
    if (done !== undefined) return done;
    let marked = false;
    const refsBefore = refsMet;
    let result: unknown = node;
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < node.length; index++) {
        const raw: unknown = node[index];
        if (!marked && typeof raw === 'object' && raw !== null) {
          inProgress.add(node);
          marked = true;
        }
        const value = copyChild(raw, index);
        if (copy === undefined && value !== raw) copy = node.slice(0, index);
        copy?.push(value);
      }
      result = copy ?? node;
    } else {
      // Keys are read by `for…in`, which allocates nothing, rather than by an array of them for
      // each of the document's objects; only own keys count, as Object.keys would give them.
      const source = node as Record<string, unknown>;
      let copy: Record<string, unknown> | undefined;
      for (const key in source) {
        if (!hasOwn(source, key)) continue;
        const raw = source[key];
        if (!marked && typeof raw === 'object' && raw !== null) {
          inProgress.add(node);
          marked = true;
        }
        const value = copyChild(raw, key);
        if (copy === undefined && value !== raw) copy = copyBefore(source, key);
        if (copy !== undefined) defineData(copy, key, value);
      }
      result = copy ?? node;
    }
    if (marked) inProgress.delete(node);
    if (refsMet !== refsBefore) resolvedByRaw.set(node, result);
    return result;
  }

  return { result: copyNode(root), refMap, errors };
}
