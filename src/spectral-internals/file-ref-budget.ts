/**
 * A bound on how often Spectral's `$ref` resolver (`@stoplight/json-ref-resolver` 3.1.6) follows
 * `$ref`s from one file to another while resolving one document. It resolves a file again for
 * every `$ref` that reaches it, along every way there, and files that refer to each other with
 * many `$ref`s between them make that grow without a useful end: WireMock's admin API (60 schema
 * files; `content-pattern.yaml` lists `and-pattern.yaml`, `or-pattern.yaml`, `not-pattern.yaml`,
 * …, each of which lists `content-pattern.yaml` again) was still resolving after 600 s and 3.7 GB,
 * past 340,000 follows in its first 28 s. Split documents that settle follow far fewer: 1,250 for
 * the largest measured (HMRC's income API, 20 files), 3,078 for one WireMock message stub alone.
 *
 * Past the bound (`maxFileRefFollows` of the document limits, 50,000 by default) the resolver's
 * work ends, no `$ref` to another file is followed, and the document gets one error naming a loop
 * among its files.
 */

export interface FileRefBudget {
  readonly maxFollows: number;
  follows: number;
  /** Which files refer to which, as followed so far: file → the files its `$ref`s name. */
  readonly edges: Map<string, Set<string>>;
  /** Whether the bound was passed: then no `$ref` to another file is followed any more. */
  spent: boolean;
}

export function newFileRefBudget(maxFollows: number): FileRefBudget {
  return { maxFollows, follows: 0, edges: new Map(), spent: false };
}

/** The file a resolver URI names, without its fragment. */
export function fileOf(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}

/** Counts one follow from `from` to `to` (both files), the one that passes the bound included; false from that one on. */
export function follow(budget: FileRefBudget, from: string, to: string): boolean {
  if (budget.spent) return false;
  let targets = budget.edges.get(from);
  if (targets === undefined) {
    targets = new Set();
    budget.edges.set(from, targets);
  }
  targets.add(to);
  budget.follows += 1;
  if (budget.follows > budget.maxFollows) budget.spent = true;
  return !budget.spent;
}

/**
 * A loop among the files, as `[a, b, …, a]`, the first one a depth-first walk from `start` meets
 * (files in the order their `$ref`s were first followed), or `undefined` where there is none.
 */
export function fileLoopFrom(edges: ReadonlyMap<string, ReadonlySet<string>>, start: string): string[] | undefined {
  const onPath: string[] = [];
  const done = new Set<string>();
  const walk = (file: string): string[] | undefined => {
    const at = onPath.indexOf(file);
    if (at !== -1) return [...onPath.slice(at), file];
    if (done.has(file)) return undefined;
    onPath.push(file);
    for (const next of edges.get(file) ?? []) {
      const loop = walk(next);
      if (loop !== undefined) return loop;
    }
    onPath.pop();
    done.add(file);
    return undefined;
  };
  return walk(start);
}
