import { chmod, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Change } from '../diff/changes.js';
import { findChanges } from '../diff/diff.js';
import { loadSide } from '../diff/load-side.js';
import type { Location } from '../diff/locations.js';
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

async function changesMadeBy(fixer: DocumentFixer, plan: FixPlan, options: FixOptions): Promise<Change[]> {
  if (plan.files.size === 0) return [];
  const texts = new Map([...plan.files].map(([file, { after }]) => [file, after]));
  const after = await loadSide(plan.document, { allowExternalRefs: options.allowExternalRefs, allowRemoteRefs: false, cwd: options.cwd, texts });
  return findChanges(fixer.before, after);
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
  let plan = await fixer.plan(chosen.map((finding) => chosenFix(finding, options.type) as FindingFix));
  let breaking = await changesMadeBy(fixer, plan, options);
  // Safe fixes only: those near a breaking change are left out, until none is found (or none is left).
  for (let round = 0; options.type === 'safe' && breaking.length > 0 && chosen.length > 0 && round < 4; round++) {
    const implicated = new Set(chosen.filter((finding) => {
      const locations = fixer.locationsOf(chosenFix(finding, options.type) as FindingFix);
      return breaking.some((change) => locations.some((location) => related(location, change.location)));
    }));
    chosen = implicated.size === 0 || round === 3 ? [] : chosen.filter((finding) => !implicated.has(finding));
    plan = await fixer.plan(chosen.map((finding) => chosenFix(finding, options.type) as FindingFix));
    breaking = await changesMadeBy(fixer, plan, options);
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
