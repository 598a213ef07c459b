import { createRequire } from 'node:module';

/**
 * Spectral's `$ref` resolver records every reference in a `dependency-graph` `DepGraph`, whose
 * `addDependency` scans the target's whole edge list before adding an edge. A schema referenced
 * from every operation (a shared `Error`, say) makes that quadratic: 40,000 references to one
 * schema cost over a minute. This replaces the scan with a set of known edges, keeping the
 * method's behaviour (same edges, same order, same errors); removals drop the set, which is
 * rebuilt on the next addition. It is the one change made to a shared module: it alters no
 * behaviour, only the time taken, and it is marked (`Symbol.for('api-conventions.dependency-graph-speedup')`
 * on the prototype) so that a test can see it is in place in the built CLI.
 */

interface DepGraphLike {
  outgoingEdges: Record<string, string[]>;
  incomingEdges: Record<string, string[]>;
  hasNode(node: string): boolean;
}

interface DepGraphPrototype {
  hasNode(this: DepGraphLike, node: string): boolean;
  addDependency(this: DepGraphLike, from: string, to: string): boolean;
  removeDependency(this: DepGraphLike, from: string, to: string): void;
  removeNode(this: DepGraphLike, node: string): void;
}

const PATCHED = Symbol.for('api-conventions.dependency-graph-speedup');

/** An unambiguous key for the edge `from` → `to`, whatever characters the names hold. */
function edgeKey(from: string, to: string): string {
  return `${from.length}:${from}${to}`;
}

function buildEdgeSet(graph: DepGraphLike): Set<string> {
  const edges = new Set<string>();
  for (const [from, targets] of Object.entries(graph.outgoingEdges)) for (const to of targets) edges.add(edgeKey(from, to));
  return edges;
}

/** What the adjustment was written for, named when it cannot find its target. */
const TARGET = 'dependency-graph 0.11.0, as loaded by @stoplight/json-ref-resolver 3.1.6';

/**
 * The `DepGraph` class the resolver itself loads (there may be other copies in the tree). Throws,
 * naming the package, when it or one of the methods replaced here is not found: a silent miss
 * would bring back the quadratic time without a word.
 */
function resolverDepGraphPrototype(): DepGraphPrototype {
  let prototype: Partial<DepGraphPrototype> | undefined;
  try {
    const requireNearResolver = createRequire(createRequire(import.meta.url).resolve('@stoplight/json-ref-resolver'));
    prototype = (requireNearResolver('dependency-graph') as { DepGraph?: { prototype?: Partial<DepGraphPrototype> } }).DepGraph?.prototype;
  } catch (error) {
    throw new Error(`cannot load ${TARGET} to adjust it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  for (const method of ['addDependency', 'removeDependency', 'removeNode', 'hasNode'] as const) {
    if (typeof prototype?.[method] !== 'function') throw new Error(`${TARGET}: DepGraph.prototype.${method} not found; src/spectral-internals/dependency-graph-speedup.ts must be brought up to date`);
  }
  return prototype as DepGraphPrototype;
}

export function speedUpDependencyGraph(): void {
  const prototype = resolverDepGraphPrototype();
  if ((prototype as unknown as Record<symbol, boolean>)[PATCHED] === true) return;
  const knownEdges = new WeakMap<DepGraphLike, Set<string>>();
  const { removeDependency, removeNode } = prototype;
  prototype.addDependency = function addDependency(from, to) {
    if (!this.hasNode(from)) throw new Error(`Node does not exist: ${from}`);
    if (!this.hasNode(to)) throw new Error(`Node does not exist: ${to}`);
    let edges = knownEdges.get(this);
    if (edges === undefined) {
      edges = buildEdgeSet(this);
      knownEdges.set(this, edges);
    }
    const key = edgeKey(from, to);
    if (!edges.has(key)) {
      edges.add(key);
      this.outgoingEdges[from]?.push(to);
      this.incomingEdges[to]?.push(from);
    }
    return true;
  };
  prototype.removeDependency = function patchedRemoveDependency(from, to) {
    knownEdges.delete(this);
    removeDependency.call(this, from, to);
  };
  prototype.removeNode = function patchedRemoveNode(node) {
    knownEdges.delete(this);
    removeNode.call(this, node);
  };
  Object.defineProperty(prototype, PATCHED, { value: true });
}
