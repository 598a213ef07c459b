import { chmod, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Change } from '../diff/changes.js';
import { findChanges } from '../diff/diff.js';
import { loadSide } from '../diff/load-side.js';
import type { Location } from '../diff/locations.js';
import type { DiffSide } from '../diff/load-side.js';
import type { OperationModel } from '../../rulesets/model/api-model.js';
import { childAt } from '../../rulesets/model/json.js';
import { UsageError } from '../errors.js';
import type { Finding, FindingFix } from '../findings.js';
import type { FixPlan } from './plan.js';
import { DocumentFixer, inTextOrder } from './plan.js';
import { unifiedDiff } from './unified-diff.js';

/**
 * `lint --fix`: the findings' fixes made in the documents (and the files their `$ref`s read).
 * A fix is made only when `diff` of the document before and after it finds no breaking change
 * (the fixes that would break a client are left, and said so); with `--fix-type breaking` the
 * findings' suggestions are made too, and the changes they make to the contract are told.
 */

export type FixType = 'safe' | 'breaking';

export interface FixOptions {
  type: FixType;
  allowExternalRefs: boolean;
  cwd: string;
}

/** What fixing one document did or would do. */
export interface DocumentFixResult {
  document: string;
  /** Why nothing of the document was touched (one line), when it was not. */
  refused?: string;
  /** The findings whose fix (or suggestion) is made. */
  fixed: Finding[];
  /** Fixable findings left: their fix could not be placed, or `diff` found it breaking. */
  left: Finding[];
  /** The contract changes the fixes made (with `--fix-type breaking` only; none otherwise). */
  breaking: Change[];
  plan?: FixPlan;
}

/** The edit a finding gets: its fix; with `breaking`, its first suggestion where it has no fix. */
function chosenFix(finding: Finding, type: FixType): FindingFix | undefined {
  return finding.fix ?? (type === 'breaking' ? finding.suggestions?.[0] : undefined);
}

/** Whether one location is at or inside the other (same file). */
function related(left: Location, right: Location): boolean {
  if (left.uri !== right.uri) return false;
  const length = Math.min(left.path.length, right.path.length);
  for (let index = 0; index < length; index++) if (String(left.path[index]) !== String(right.path[index])) return false;
  return true;
}

/** Maps of named nodes (`components/schemas`, `definitions`…): a node added there is new, and nothing uses it yet. */
function isNamedNodeMap(location: Location, rootUri: string): boolean {
  const [first, second] = location.path;
  return location.uri === rootUri && (location.path.length === 1 ? ['definitions', 'responses', 'parameters'].includes(String(first)) : location.path.length === 2 && first === 'components' && second !== undefined);
}

/**
 * The operations the edits at `locations` can change, or undefined for all: an operation whose
 * own place holds an edit, one using a shared response that does; an edit into a map of named
 * nodes adds a node nothing uses yet (the edits that refer to it are in operations). Anywhere
 * else (inside a shared schema, which any operation may reach), every operation.
 */
function touchedOperations(side: DiffSide, locations: readonly Location[]): Set<OperationModel> | undefined {
  const places = side.model.operations.map((operation) => ({ operation, location: side.locate(operation.path) }));
  const touched = new Set<OperationModel>();
  for (const location of locations) {
    const within = places.filter((place) => related(place.location, location));
    if (within.length > 0) {
      for (const place of within) touched.add(place.operation);
      continue;
    }
    if (isNamedNodeMap(location, side.rootUri)) continue;
    const sharedResponse = location.uri === side.rootUri && (side.version === '2.0' ? location.path[0] === 'responses' && location.path.length >= 2 : location.path[0] === 'components' && location.path[1] === 'responses' && location.path.length >= 3);
    if (!sharedResponse) return undefined;
    let node: unknown = side.model.root;
    for (const segment of location.path.slice(0, side.version === '2.0' ? 2 : 3)) node = childAt(node, segment);
    for (const operation of side.model.operations) if (operation.responses.some((response) => response.node === node)) touched.add(operation);
  }
  return touched;
}

/** The side with only the operations at these path and method keys. */
function withOperations(side: DiffSide, keys: ReadonlySet<string>): DiffSide {
  return { ...side, model: { ...side.model, operations: side.model.operations.filter((operation) => keys.has(`${operation.method} ${operation.pathKey}`)) } };
}

/**
 * The breaking changes the plan makes, by \`diff\` of the document before and after it. Only the
 * operations the edits can change are compared where that is known (the others are the same
 * nodes, read from the same text): on GitHub's description, a tenth of the comparison.
 */
async function changesMadeBy(fixer: DocumentFixer, plan: FixPlan, locations: readonly Location[], options: FixOptions): Promise<Change[]> {
  if (plan.files.size === 0) return [];
  const texts = new Map([...plan.files].map(([file, { after }]) => [file, after]));
  const after = await loadSide(plan.document, { allowExternalRefs: options.allowExternalRefs, allowRemoteRefs: false, cwd: options.cwd, texts });
  const touched = options.type === 'safe' ? touchedOperations(fixer.before, locations) : undefined;
  if (touched === undefined) return findChanges(fixer.before, after);
  const keys = new Set([...touched].map((operation) => `${operation.method} ${operation.pathKey}`));
  return findChanges(withOperations(fixer.before, keys), withOperations(after, keys));
}

/** Plans the fixes of one document's findings and keeps those `diff` says keep the contract. */
export async function planDocumentFixes(document: string, findings: readonly Finding[], options: FixOptions): Promise<DocumentFixResult> {
  const fixable = findings.filter((finding) => chosenFix(finding, options.type) !== undefined);
  let fixer: DocumentFixer;
  try {
    fixer = await DocumentFixer.load(document, options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { document, refused: error.message, fixed: [], left: fixable, breaking: [] };
  }
  let chosen = fixable;
  const locationsOf = (findings: readonly Finding[]) => findings.flatMap((finding) => fixer.locationsOf(chosenFix(finding, options.type) as FindingFix));
  let plan = await fixer.plan(chosen.map((finding) => chosenFix(finding, options.type) as FindingFix));
  let breaking = await changesMadeBy(fixer, plan, locationsOf(chosen), options);
  // Safe fixes only: those near a breaking change are left out, until none is found (or none is left).
  for (let round = 0; options.type === 'safe' && breaking.length > 0 && chosen.length > 0 && round < 4; round++) {
    const implicated = new Set(chosen.filter((finding) => {
      const locations = fixer.locationsOf(chosenFix(finding, options.type) as FindingFix);
      return breaking.some((change) => locations.some((location) => related(location, change.location)));
    }));
    chosen = implicated.size === 0 || round === 3 ? [] : chosen.filter((finding) => !implicated.has(finding));
    plan = await fixer.plan(chosen.map((finding) => chosenFix(finding, options.type) as FindingFix));
    breaking = await changesMadeBy(fixer, plan, locationsOf(chosen), options);
  }
  if (options.type === 'safe' && breaking.length > 0) {
    chosen = [];
    plan = await fixer.plan([]);
    breaking = [];
  }
  const placed = new Set(plan.placed);
  const fixed = chosen.filter((finding) => placed.has(chosenFix(finding, options.type) as FindingFix));
  const fixedSet = new Set(fixed);
  return { document, fixed, left: fixable.filter((finding) => !fixedSet.has(finding)), breaking, plan };
}

/** The plan's changes as a unified diff, file names relative to `cwd`. */
export function diffOfPlan(plan: FixPlan, cwd: string): string {
  return [...plan.files.values()].map(({ read, edits }) => {
    const bom = read.text.startsWith('\uFEFF') ? 1 : 0;
    const name = path.relative(cwd, read.file).split(path.sep).join('/');
    return unifiedDiff(name, read.text, inTextOrder(edits).map((edit) => ({ start: edit.offset + bom, end: edit.offset + bom + edit.length, text: edit.text })));
  }).join('');
}

/**
 * Writes the plan's files: each only when it is still as it was read (same text and time), each
 * through a file beside it renamed over it, so a reader never sees half a file. Returns the files
 * changed since they were read, which are not written (nor, then, any file of the plan).
 */
export async function writePlan(plan: FixPlan): Promise<string[]> {
  const changed: string[] = [];
  for (const { read } of plan.files.values()) {
    const [text, info] = await Promise.all([readFile(read.file, 'utf8'), stat(read.file)]);
    if (text !== read.text || info.mtimeMs !== read.mtimeMs) changed.push(read.file);
  }
  if (changed.length > 0) return changed;
  for (const { read, after } of plan.files.values()) {
    const info = await stat(read.file);
    const temporary = path.join(path.dirname(read.file), `.${path.basename(read.file)}.${process.pid}.${Date.now().toString(36)}.fix`);
    try {
      await writeFile(temporary, after, { encoding: 'utf8', flag: 'wx' });
      await chmod(temporary, info.mode & 0o7777);
      await rename(temporary, read.file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }
  return [];
}
