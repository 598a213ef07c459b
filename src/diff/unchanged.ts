import type { JsonPath } from '../../rulesets/model/json.js';
import { childAt, isObject } from '../../rulesets/model/json.js';
import type { Location, RawFiles } from './locations.js';
import { refTarget, samePath } from './locations.js';

/**
 * What two versions write alike: the same node at the same place, key for key and value for
 * value, every `$ref` inside the same text pointing to a target written alike in turn. Such a
 * schema, or operation, is what a client met before, so comparing it finds nothing; most of a
 * release is unchanged, and most of a comparison's time went to finding that out one by one.
 *
 * Only what each side's document holds itself is judged (its root file, `#` pointers); a node in
 * another file, or a `$ref` to one, is taken as possibly changed.
 */
export class Unchanged {
  /** Per old node, the new node it was checked against and whether they are written alike. */
  private readonly checked = new WeakMap<object, { after: object; alike: boolean }>();
  /** Per `$ref`, whether its targets and all they reach are written alike; final once set. */
  private readonly targets = new Map<string, boolean>();

  constructor(private readonly oldFiles: RawFiles, private readonly oldRoot: string, private readonly newFiles: RawFiles, private readonly newRoot: string) {}

  /** Whether `before` (written at `beforeAt` in the old document) and `after` are written alike, `$ref`s followed. */
  same(before: unknown, beforeAt: Location, after: unknown, afterAt: Location): boolean {
    if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return false;
    if (beforeAt.uri !== this.oldRoot || afterAt.uri !== this.newRoot || !samePath(beforeAt.path, afterAt.path)) return false;
    const known = this.checked.get(before);
    if (known?.after === after) return known.alike;
    // Final once found: what a `$ref`'s target is found to be does not change.
    const refs = alike(before, after);
    let same = refs !== false;
    for (let index = 0; same && refs !== false && index < refs.length; index++) same = this.targetAlike(refs[index] as string);
    this.checked.set(before, { after, alike: same });
    return same;
  }

  /**
   * Whether the node at `path` in the old document's root file and the one at the same path in
   * the new one's are written alike, `$ref`s followed; absent from both, they are. A `$ref` on
   * the way makes them possibly changed.
   */
  sameAt(path: JsonPath): boolean {
    let before = this.oldFiles.get(this.oldRoot);
    let after = this.newFiles.get(this.newRoot);
    for (const segment of path) {
      if (isRef(before) || isRef(after)) return false;
      before = childAt(before, segment);
      after = childAt(after, segment);
    }
    if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return before === after;
    return this.same(before, { uri: this.oldRoot, path }, after, { uri: this.newRoot, path });
  }

  /**
   * Whether a `$ref`'s target is written alike in both documents, with everything it reaches.
   * The targets it reaches are read first, each compared on its own; a target differs when it is
   * written differently or reaches one that is: the difference is carried back along the `$ref`s.
   * Targets that reach each other in a circle are alike together.
   */
  private targetAlike(ref: string): boolean {
    const known = this.targets.get(ref);
    if (known !== undefined) return known;
    const graph = new Map<string, { differs: boolean; refs: readonly string[] }>();
    const waiting = [ref];
    while (waiting.length > 0) {
      const next = waiting.pop() as string;
      if (graph.has(next) || this.targets.has(next)) continue;
      const refs = this.targetRefs(next);
      graph.set(next, { differs: refs === false, refs: refs === false ? [] : refs });
      if (refs !== false) waiting.push(...refs);
    }
    const referrers = new Map<string, string[]>();
    const differing: string[] = [];
    for (const [target, node] of graph) {
      if (node.differs) differing.push(target);
      for (const reached of node.refs) {
        if (this.targets.get(reached) === false) differing.push(target);
        const list = referrers.get(reached);
        if (list === undefined) referrers.set(reached, [target]);
        else list.push(target);
      }
    }
    const differs = new Set<string>();
    while (differing.length > 0) {
      const target = differing.pop() as string;
      if (differs.has(target)) continue;
      differs.add(target);
      differing.push(...(referrers.get(target) ?? []));
    }
    for (const target of graph.keys()) this.targets.set(target, !differs.has(target));
    return this.targets.get(ref) as boolean;
  }

  /** The `$ref`s a target holds when it is written alike in both documents, else false. */
  private targetRefs(ref: string): readonly string[] | false {
    if (!ref.startsWith('#')) return false;
    const before = refTarget(ref, { uri: this.oldRoot, path: [] }, this.oldFiles);
    const after = refTarget(ref, { uri: this.newRoot, path: [] }, this.newFiles);
    if (before === undefined || after === undefined) return false;
    if (typeof before.node !== 'object' || before.node === null || typeof after.node !== 'object' || after.node === null) return before.node === after.node ? [] : false;
    return alike(before.node, after.node);
  }
}

function isRef(node: unknown): boolean {
  return isObject(node) && typeof node['$ref'] === 'string';
}

/**
 * Whether two JSON values are equal, each `$ref` compared as written; the `$ref`s met, or false
 * when they differ. An explicit stack: deep schemas do not exhaust the call stack.
 */
function alike(before: unknown, after: unknown): string[] | false {
  if (before === after) return [];
  if (!bothObjects(before, after)) return false;
  const refs: string[] = [];
  // Pairs of objects only: values that are not are compared where they are met.
  const stack: object[] = [before as object, after as object];
  while (stack.length > 0) {
    const right = stack.pop() as object;
    const left = stack.pop() as object;
    if (Array.isArray(left)) {
      if (!Array.isArray(right) || left.length !== right.length) return false;
      for (let index = 0; index < left.length; index++) {
        const leftValue: unknown = left[index];
        const rightValue: unknown = right[index];
        if (leftValue === rightValue) continue;
        if (!bothObjects(leftValue, rightValue)) return false;
        stack.push(leftValue as object, rightValue as object);
      }
      continue;
    }
    if (Array.isArray(right)) return false;
    const leftObject = left as Record<string, unknown>;
    const rightObject = right as Record<string, unknown>;
    let count = 0;
    for (const key in leftObject) {
      if (!Object.hasOwn(leftObject, key)) continue;
      if (!Object.hasOwn(rightObject, key)) return false;
      count++;
      const leftValue = leftObject[key];
      const rightValue = rightObject[key];
      if (key === '$ref' && typeof leftValue === 'string') {
        if (leftValue !== rightValue) return false;
        refs.push(leftValue);
        continue;
      }
      if (leftValue === rightValue) continue;
      if (!bothObjects(leftValue, rightValue)) return false;
      stack.push(leftValue as object, rightValue as object);
    }
    for (const key in rightObject) if (Object.hasOwn(rightObject, key)) count--;
    if (count !== 0) return false;
  }
  return refs;
}

function bothObjects(left: unknown, right: unknown): boolean {
  return typeof left === 'object' && left !== null && typeof right === 'object' && right !== null;
}
