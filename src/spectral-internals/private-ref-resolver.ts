import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import type { Resolver } from '@stoplight/spectral-ref-resolver';

/**
 * Spectral's `$ref` resolver on a dependency graph of its own. `@stoplight/json-ref-resolver`
 * 3.1.6 records every reference in `dependency-graph` 0.11.0 `DepGraph`s, whose `addDependency`
 * scans the target's whole list of edges before adding one: a schema referred to from every
 * operation makes that quadratic (a document with a `$ref` to another file and 40,000 `$ref`s to
 * one schema: 27 s to lint, 7.5 s with the graph below). The graphs are made by the resolver's
 * modules, which take `DepGraph` from their `require`, so no option can hand them another class.
 *
 * Its three modules that make graphs (`resolver.js`, `runner.js`, `crawler.js`) are evaluated here
 * again, as Node evaluates a CommonJS module but outside its module cache, with a `require` that
 * answers `dependency-graph` with `EdgeSetGraph` (a subclass of `DepGraph` that keeps a set of its
 * edges) and their own modules with these copies; every other `require` is the package's own.
 * The modules in Node's cache, `DepGraph` among them, are left exactly as they are, for any other
 * user in the process.
 *
 * What this assumes: the package's `resolver.js` exports `Resolver`, `resolver.js` requires
 * `./runner` and `runner.js` requires `./crawler`, and those three take `DepGraph` from
 * `dependency-graph`; `DepGraph` has `addDependency`, `removeDependency`, `removeNode` and
 * `hasNode`, and keeps its edges in `outgoingEdges` and `incomingEdges`, lists by node;
 * `crawler.js` exports `ResolveCrawler`, made with its runner first, whose `computeGraph` is a
 * property of each crawler that calls itself through `this` (`STOP_CRAWLING` below).
 */

const TARGET = '@stoplight/json-ref-resolver 3.1.6 with dependency-graph 0.11.0';

/** What `dependency-graph`'s `DepGraph` offers that the subclass builds on. */
interface DepGraph {
  outgoingEdges: Record<string, string[]>;
  incomingEdges: Record<string, string[]>;
  hasNode(node: string): boolean;
  addDependency(from: string, to: string): boolean;
  removeDependency(from: string, to: string): void;
  removeNode(node: string): void;
}

type DepGraphClass = new (options?: { circular?: boolean }) => DepGraph;

function outOfDate(what: string): Error {
  return new Error(`${TARGET}: ${what}; src/spectral-internals/private-ref-resolver.ts must be brought up to date`);
}

/** An unambiguous key for the edge `from` → `to`, whatever characters the names hold. */
function edgeKey(from: string, to: string): string {
  return `${from.length}:${from}${to}`;
}

/**
 * `DepGraph` with a set of its edges: `addDependency` looks the edge up instead of scanning the
 * lists, with the same edges in the same order and the same errors. A removal drops the set,
 * which is made again on the next addition.
 */
function edgeSetGraphClass(DepGraph: DepGraphClass): DepGraphClass {
  for (const method of ['addDependency', 'removeDependency', 'removeNode', 'hasNode'] as const) {
    if (typeof (DepGraph.prototype as Partial<DepGraph>)[method] !== 'function') throw outOfDate(`DepGraph.prototype.${method} not found`);
  }
  return class EdgeSetGraph extends DepGraph {
    #edges: Set<string> | undefined;

    override addDependency(from: string, to: string): boolean {
      if (!this.hasNode(from)) throw new Error(`Node does not exist: ${from}`);
      if (!this.hasNode(to)) throw new Error(`Node does not exist: ${to}`);
      if (this.#edges === undefined) {
        this.#edges = new Set();
        for (const [source, targets] of Object.entries(this.outgoingEdges)) for (const target of targets) this.#edges.add(edgeKey(source, target));
      }
      const key = edgeKey(from, to);
      if (!this.#edges.has(key)) {
        this.#edges.add(key);
        this.outgoingEdges[from]?.push(to);
        this.incomingEdges[to]?.push(from);
      }
      return true;
    }

    override removeDependency(from: string, to: string): void {
      this.#edges = undefined;
      super.removeDependency(from, to);
    }

    override removeNode(node: string): void {
      this.#edges = undefined;
      super.removeNode(node);
    }
  };
}

/**
 * A key of the resolver's `ctx`: a function that says when to crawl no further. Once it answers
 * true, every crawl of a document's tree, those still under way included, stops where it is and
 * follows no more `$ref`s (file-ref-budget.ts says when).
 */
export const STOP_CRAWLING = Symbol('api-conventions.stop-crawling');

type Crawl = (...args: unknown[]) => void;
type CrawlerClass = new (runner: { ctx?: Record<symbol, unknown> }, ...rest: unknown[]) => { computeGraph: Crawl };

/** `crawler.js`'s exports with a `ResolveCrawler` whose crawl asks `STOP_CRAWLING` at every node. */
function stoppableCrawlerModule(crawler: Record<string, unknown>): Record<string, unknown> {
  const Crawler = crawler.ResolveCrawler as CrawlerClass | undefined;
  if (typeof Crawler !== 'function') throw outOfDate('crawler.js exports no ResolveCrawler');
  class StoppableCrawler extends Crawler {
    constructor(runner: { ctx?: Record<symbol, unknown> }, ...rest: unknown[]) {
      super(runner, ...rest);
      const crawl = this.computeGraph;
      if (typeof crawl !== 'function') throw outOfDate('ResolveCrawler has no computeGraph');
      const stop = runner.ctx?.[STOP_CRAWLING];
      // computeGraph calls itself through this property, so each step of a crawl asks.
      if (typeof stop === 'function') this.computeGraph = (...args) => ((stop as () => boolean)() ? undefined : crawl(...args));
    }
  }
  return { ...crawler, ResolveCrawler: StoppableCrawler };
}

/** Evaluates the CommonJS module `file` outside Node's module cache; `own` answers some of its `require`s. */
function evaluateModule(file: string, own: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const requireNear = createRequire(file);
  const module = { exports: {} as Record<string, unknown> };
  // The wrapper Node puts around a CommonJS module: (exports, require, module, __filename, __dirname).
  const body = compileFunction(readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file }) as (...args: unknown[]) => void;
  const load = (id: string): unknown => (own.has(id) ? own.get(id) : requireNear(id));
  body(module.exports, load, module, file, path.dirname(file));
  return module.exports;
}

function resolverClass(): typeof Resolver {
  let directory: string;
  let DepGraph: unknown;
  try {
    const requireNearSpectral = createRequire(createRequire(import.meta.url).resolve('@stoplight/spectral-ref-resolver'));
    directory = path.dirname(requireNearSpectral.resolve('@stoplight/json-ref-resolver'));
    DepGraph = (createRequire(path.join(directory, 'crawler.js'))('dependency-graph') as { DepGraph?: unknown }).DepGraph;
  } catch (error) {
    throw new Error(`cannot load ${TARGET}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  if (typeof DepGraph !== 'function') throw outOfDate('DepGraph not found');
  const graph = { DepGraph: edgeSetGraphClass(DepGraph as DepGraphClass) };
  const crawler = stoppableCrawlerModule(evaluateModule(path.join(directory, 'crawler.js'), new Map([['dependency-graph', graph]])));
  const runner = evaluateModule(path.join(directory, 'runner.js'), new Map<string, unknown>([['dependency-graph', graph], ['./crawler', crawler]]));
  const { Resolver: PrivateResolver } = evaluateModule(path.join(directory, 'resolver.js'), new Map<string, unknown>([['dependency-graph', graph], ['./runner', runner]]));
  if (typeof PrivateResolver !== 'function') throw outOfDate('resolver.js exports no Resolver');
  return PrivateResolver as typeof Resolver;
}

let loaded: typeof Resolver | undefined;

/** Spectral's resolver class, made on first use (loading it costs; see deferred-resolver.ts). */
export function privateRefResolverClass(): typeof Resolver {
  loaded ??= resolverClass();
  return loaded;
}
