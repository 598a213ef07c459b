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

/** A path segment as a ref map key writes it, as Spectral's resolver does; a document repeats the same few thousand, so each is encoded once. */
function segmentEncoder(): (segment: string | number) => string {
  const encoded = new Map<string | number, string>();
  return (segment) => {
    let part = encoded.get(segment);
    if (part === undefined) {
      part = String(encodePointerUriFragment(segment));
      encoded.set(segment, part);
    }
    return part;
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

/** A key of the ref map; any other (`toString`, a symbol) is answered as a plain object answers it. */
function isPointer(key: string | symbol): key is string {
  return typeof key === 'string' && key.startsWith('#');
}

/** Stands for "no node there" where a node may be any JSON value, `undefined` included. */
const MISSING = Symbol('missing');

/**
 * The ref map, as Spectral's resolver gives it: an object whose keys are the encoded pointers of
 * the places where a `$ref` was replaced, each with the `$ref` as written. It is read, not built:
 * writing the key of each of a large document's tens of thousands of `$ref`s (a string of a dozen
 * segments, hashed into a dictionary of as many keys) was a third of resolving it, and Spectral
 * reads the map only to place its results, asking `key in refMap` for the pointer of each
 * result's path and of each of its beginnings in turn, and `refMap[key]` where that holds. A key
 * is answered by walking the raw document along its segments, the walk of the last key taken up
 * again when the next one extends it, as Spectral's do: it is in the map when each of its
 * segments is written as the map writes it and the walk ends at one of the replaced `$ref`s.
 * Enumerating the map (`Object.keys`, a test's comparison) writes the keys out, in the order the
 * `$ref`s were replaced. The map is read-only.
 */
function refMapReading(root: unknown, replaced: Map<object, JsonPath>, encodeSegment: (segment: string | number) => string): Record<string, string> {
  let lastKey = '#';
  let lastNode: unknown = root;

  /** The raw node a key names, or MISSING when a segment is not written as the map writes it or leads nowhere. */
  function nodeAt(key: string): unknown {
    if (key === lastKey) return lastNode;
    let node: unknown;
    let from: number;
    if (key.startsWith(lastKey) && key.charCodeAt(lastKey.length) === 47 /* / */) {
      node = lastNode;
      from = lastKey.length + 1;
    } else if (key === '#') {
      node = root;
      from = key.length + 1;
    } else if (key.startsWith('#/')) {
      node = root;
      from = 2;
    } else return MISSING;
    while (from <= key.length && node !== MISSING) {
      const end = key.indexOf('/', from);
      const written = key.slice(from, end === -1 ? key.length : end);
      const segment = decodePointerSegment(written);
      if (encodeSegment(segment) !== written || typeof node !== 'object' || node === null || !hasOwn(node, segment)) node = MISSING;
      else node = (node as Record<string, unknown>)[segment];
      from = end === -1 ? key.length + 1 : end + 1;
    }
    lastKey = key;
    lastNode = node;
    return node;
  }

  /** The `$ref` replaced at the place `key` names. */
  function replacedAt(key: string): { $ref: string } | undefined {
    const node = nodeAt(key);
    return typeof node === 'object' && node !== null && replaced.has(node) ? (node as { $ref: string }) : undefined;
  }

  let written: Record<string, string> | undefined;
  /** The map with its keys written out, for enumeration only. */
  const writtenOut = (): Record<string, string> => {
    if (written === undefined) {
      written = {};
      for (const [node, path] of replaced) {
        const key = path.reduce<string>((pointer, segment) => `${pointer}/${encodeSegment(segment)}`, '#');
        written[key] ??= (node as { $ref: string }).$ref;
      }
    }
    return written;
  };
  return new Proxy<Record<string, string>>({}, {
    has: (target, key) => (isPointer(key) ? replacedAt(key) !== undefined : Reflect.has(target, key)),
    get: (target, key, receiver): unknown => (isPointer(key) ? replacedAt(key)?.$ref : Reflect.get(target, key, receiver)),
    getOwnPropertyDescriptor: (_target, key) => {
      const node = isPointer(key) ? replacedAt(key) : undefined;
      return node === undefined ? undefined : { value: node.$ref, writable: false, enumerable: true, configurable: true };
    },
    ownKeys: () => Object.keys(writtenOut()),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

export function resolveLocalRefs(root: unknown): { result: unknown; refMap: Record<string, string>; errors: ResolveError[] } {
  /** The `$ref`s replaced, each with its place: the ref map (`refMapReading`). */
  const replaced = new Map<object, JsonPath>();
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
  const encodeSegment = segmentEncoder();

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

  /**
   * Why a pointer whose key holds a literal `%` finds nothing: a fragment is percent-decoded
   * (RFC 6901 §6), so `#/components/schemas/Response%249` names `Response$9`; the key
   * `Response%249` is reached by writing its `%` as `%25`. Empty where the key as written does not
   * exist either.
   */
  function percentHint(ref: string): string {
    if (!ref.includes('%')) return '';
    const literal = ref.replace(/%/g, '%25');
    if (!lookup(literal, new Set([literal])).found) return '';
    const segments = ref.slice(2).split('/');
    const decoded = segments.map((segment) => decodePointerSegment(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    return `: a $ref is percent-decoded, so it names '#/${decoded}'; the key written with "%" is reached as '${literal}'`;
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
      errors.push({ code: 'POINTER_MISSING', message: `'${ref}' does not exist${percentHint(ref)}`, path: [...path], uriStack: [], pointerStack: [] });
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
    if (!replaced.has(refNode)) replaced.set(refNode, [...path]);
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

  const result = copyNode(root);
  return { result, refMap: refMapReading(root, replaced, encodeSegment), errors };
}
