import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolver } from '@stoplight/spectral-ref-resolver';
import { decodePointerSegment } from '../../rulesets/model/json.js';
import { STOP_CRAWLING, privateRefResolverClass } from './private-ref-resolver.js';
import { fileLoopFrom, fileOf, follow, newFileRefBudget } from './file-ref-budget.js';
import type { FileRefBudget } from './file-ref-budget.js';

/**
 * Keeps Spectral's `$ref` resolver (`@stoplight/json-ref-resolver` 3.1.6) from ever reaching a
 * built-in prototype. Its pointer lookup is lodash's `get`, which follows inherited properties,
 * so `$ref: '#/constructor/prototype'` resolved to `Object.prototype`, which immer (9.0.21, the
 * resolver's own copy) then deep-froze with the resolved document: one document froze the
 * built-in prototypes of the whole process. Immer is left as it is; instead a pointer that walks
 * through a property its document does not own is refused before the resolver follows it, and
 * reported as a pointer that does not exist, as the local resolver (src/resolve/) reports it.
 *
 * What this assumes of the resolver: it calls the `transformRef` and `transformDereferenceResult`
 * options as methods of the runner resolving a document (`this.source` is that document's data,
 * `this.ctx` the context of the `resolve` call, `this.baseUri` and `this.uriStack` where it is),
 * and a `transformRef` returning `undefined` leaves the `$ref` unfollowed.
 */

type JsonPath = Array<string | number>;

interface RefUri {
  fragment(): string;
  toString(): string;
}

/** An error as the resolver reports one; Spectral makes each an `invalid-ref` at its path. */
interface ResolverError {
  code: string;
  message: string;
  path: JsonPath;
  uri: unknown;
  uriStack: string[];
  pointerStack: string[];
}

/** What the resolver reports for a pointer that leads nowhere. */
interface PointerMissing extends ResolverError {
  code: 'POINTER_MISSING';
}

/** The part of the resolver's runner that the guard reads, checked on every call. */
interface Runner {
  source: unknown;
  ctx: Record<symbol, unknown>;
  baseUri: unknown;
  uriStack: string[];
}

const REFUSED = Symbol('api-conventions.refused-pointers');
const FILE_REF_BUDGET = Symbol('api-conventions.file-ref-budget');

function runnerOf(self: unknown): Runner {
  const runner = self as Partial<Runner> | undefined;
  if (typeof runner !== 'object' || runner === null || !('source' in runner) || typeof runner.ctx !== 'object' || !Array.isArray(runner.uriStack)) {
    throw new Error('@stoplight/json-ref-resolver no longer calls transformRef as a method of its runner (written for 3.1.6): the $ref pointer guard in src/spectral-internals/ref-pointer-guard.ts cannot work');
  }
  return runner as Runner;
}

/**
 * Whether a JSON pointer, walked over `data` as written, steps onto a property that is inherited
 * rather than written. `$ref`s met on the way are not followed: a pointer through one to an
 * inherited name is refused even where the target would own that name (a price paid only by
 * pointers naming built-in members, such as `constructor`, through a `$ref`).
 */
export function walksThroughInherited(data: unknown, fragment: string): boolean {
  if (fragment === '' || fragment === '/') return false;
  let node: unknown = data;
  for (const segment of fragment.replace(/^\//, '').split('/').map(decodePointerSegment)) {
    if (node === null || node === undefined) return false;
    const holder = Object(node) as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(holder, segment)) node = holder[segment];
    else return segment in holder;
  }
  return false;
}

function pathOf(pointer: string): JsonPath {
  return pointer.replace(/^#\/?/, '').split('/').filter((segment) => segment !== '').map(decodePointerSegment);
}

/** Recorded once (the resolver looks at each `$ref` more than once), worded as the resolver words it. */
function refuse(runner: Runner, message: string, path: JsonPath): void {
  const refused = runner.ctx[REFUSED];
  if (!Array.isArray(refused) || refused.some((error: PointerMissing) => error.message === message)) return;
  refused.push({ code: 'POINTER_MISSING', message, path, uri: runner.baseUri, uriStack: runner.uriStack, pointerStack: [] } satisfies PointerMissing);
}

/**
 * A pointer inside the document being resolved: checked against that document as written. A
 * `$ref` to another file counts against the document's budget (file-ref-budget.ts says why), and
 * is left unfollowed once it is spent, when every crawl stops too (`STOP_CRAWLING`).
 */
function transformRef(this: unknown, options: { ref: RefUri; jsonPointer?: string }): RefUri | undefined {
  const runner = runnerOf(this);
  const written = options.ref.toString();
  const budget = runner.ctx[FILE_REF_BUDGET] as FileRefBudget | undefined;
  if (!written.startsWith('#') && budget !== undefined && !follow(budget, fileOf(String(runner.baseUri)), fileOf(written))) return undefined;
  if (written.startsWith('#') && walksThroughInherited(runner.source, options.ref.fragment())) {
    refuse(runner, `'${written}' does not exist`, pathOf(options.jsonPointer ?? '#'));
    return undefined;
  }
  return options.ref;
}

/** A pointer into another document: checked against it once read, before its target is used. */
function transformDereferenceResult(this: unknown, options: { source: unknown; result: unknown; fragment: string; parentPath: JsonPath }): Promise<{ result: unknown }> {
  const runner = runnerOf(this);
  if (walksThroughInherited(options.source, options.fragment)) {
    refuse(runner, `'#${options.fragment}' does not exist @ '${String(runner.baseUri)}'`, options.parentPath);
    return Promise.resolve({ result: undefined });
  }
  return Promise.resolve({ result: options.result });
}

/** The one error a document gets for a spent budget: at its top, naming a loop among its files. */
function budgetSpent(budget: FileRefBudget, document: string): ResolverError {
  const base = fileOf(document);
  const directory = path.dirname(base.startsWith('file:') ? fileURLToPath(base) : base);
  const named = (file: string) => path.relative(directory, file.startsWith('file:') ? fileURLToPath(file) : file);
  let loop: string[] | undefined;
  for (const file of budget.edges.keys()) {
    loop = fileLoopFrom(budget.edges, file);
    if (loop !== undefined) break;
  }
  const why = loop === undefined ? '' : `, as files that refer to each other (${loop.map(named).join(' → ')}) make Spectral's resolver expand them without end`;
  return {
    code: 'FILE_REF_BUDGET',
    message: `$refs to other files not followed: resolving them passed ${budget.maxFollows.toLocaleString('en')} ${budget.maxFollows === 1 ? 'step' : 'steps'}${why}; bundle the document into one file first`,
    path: [],
    uri: document,
    uriStack: [],
    pointerStack: [],
  };
}

type ResolverOptions = NonNullable<ConstructorParameters<typeof Resolver>[0]>;
type ResolveOptions = Parameters<Resolver['resolve']>[1];

/**
 * Spectral's resolver (on its own dependency graph: private-ref-resolver.ts) with the guard:
 * refused pointers come back among the resolve errors, and so does a spent budget of `$ref`s to
 * other files, with the document resolved as far as its own `$ref`s go. The class is made on first use, not when
 * this module loads, since extending `Resolver` loads Spectral's resolver (deferred-resolver.ts
 * says why that waits).
 */
function guardedResolverClass() {
  return class GuardedResolver extends privateRefResolverClass() {
    constructor(options: ResolverOptions, private readonly maxFileRefFollows: number) {
      super(options);
    }

    override async resolve(source: unknown, options: ResolveOptions = {}): ReturnType<Resolver['resolve']> {
      const refused: PointerMissing[] = [];
      const budget = newFileRefBudget(this.maxFileRefFollows);
      const stopCrawling = () => budget.spent;
      let result = await super.resolve(source, { ...options, ctx: { ...options.ctx, [REFUSED]: refused, [FILE_REF_BUDGET]: budget, [STOP_CRAWLING]: stopCrawling } });
      let spent: ResolverError[] = [];
      if (budget.spent) {
        // What the stopped crawls left is no whole; instead the document as it is, its own `$ref`s
        // resolved and those to other files left as written.
        refused.length = 0;
        result = await super.resolve(source, { ...options, dereferenceRemote: false, ctx: { ...options.ctx, [REFUSED]: refused } });
        spent = [budgetSpent(budget, String(options.baseUri ?? ''))];
      }
      if (refused.length === 0 && spent.length === 0) return result;
      return { ...result, errors: [...result.errors, ...(refused as unknown as typeof result.errors), ...(spent as unknown as typeof result.errors)] };
    }
  };
}

let GuardedResolver: ReturnType<typeof guardedResolverClass> | undefined;

export function createGuardedResolver(options: ResolverOptions, maxFileRefFollows: number): Resolver {
  GuardedResolver ??= guardedResolverClass();
  return new GuardedResolver({
    ...options,
    // The option types name the resolver's URI class; only `fragment()` and `toString()` are used.
    transformRef: transformRef as unknown as ResolverOptions['transformRef'],
    transformDereferenceResult,
  }, maxFileRefFollows);
}
