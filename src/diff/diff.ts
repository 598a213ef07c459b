import type { Finding } from '../findings.js';
import { severityLevel } from '../findings.js';
import type { Change, ChangeKind } from './changes.js';
import { CHANGE_KINDS } from './changes.js';
import { breakingChange, breakingWithoutDeprecation, deprecationWindow } from './checks/index.js';
import type { DiffCheck } from './checks/index.js';
import { SchemaComparison } from './compare-schemas.js';
import { compareOperation } from './compare-operations.js';
import { isOperationDeprecated } from './deprecation.js';
import type { DiffSide } from './load-side.js';
import { loadSide } from './load-side.js';
import { locationKey } from './locations.js';
import { matchOperations } from './match-operations.js';
import { SchemaViews } from './schema-view.js';
import { documentVersions, versionMovedOn } from './versions.js';

export interface DiffOptions {
  /** Let `$ref`s read files outside each document's directory tree (not for git revisions). */
  allowExternalRefs?: boolean;
  /** Let `$ref`s fetch http(s) URLs. */
  allowRemoteRefs?: boolean;
  /** Where relative paths and git revisions are read from; the process's working directory by default. */
  cwd?: string;
}

export interface DiffRun {
  findings: Finding[];
  changes: Change[];
  before: DiffSide;
  after: DiffSide;
}

const SCHEMA_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'request-type-changed', 'request-enum-value-removed', 'request-constraint-tightened', 'request-property-became-required',
  'response-property-removed', 'response-type-changed',
]);

/** Every breaking change between two loaded versions, in the old document's operation order. */
export function findChanges(before: DiffSide, after: DiffSide): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  const emit = (found: Change) => {
    // A shared schema's change is found through every operation and every path reaching it:
    // reported once, where it is written. Other changes at one place (a document-wide
    // `security`) are told apart by what they say.
    const key = SCHEMA_KINDS.has(found.kind) ? `${found.kind}|${locationKey(found.location)}` : `${found.kind}|${locationKey(found.location)}|${found.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    changes.push(found);
  };
  const oldVersions = documentVersions(before.model);
  const newVersions = documentVersions(after.model);
  const schemas = new SchemaComparison(new SchemaViews(before.files), new SchemaViews(after.files));
  const match = matchOperations(before.model.operations, after.model.operations);
  for (const operation of match.removed) {
    const label = `${operation.method.toUpperCase()} ${operation.pathKey}`;
    emit({
      kind: 'operation-removed',
      location: before.locate(operation.path),
      message: `${label} removed`,
      deprecated: isOperationDeprecated(operation),
      movedOn: versionMovedOn(oldVersions, newVersions, operation.pathKey, undefined),
    });
  }
  for (const pair of match.pairs) {
    compareOperation({
      before, after, schemas,
      label: `${pair.before.method.toUpperCase()} ${pair.before.pathKey}`,
      deprecated: isOperationDeprecated(pair.before),
      movedOn: versionMovedOn(oldVersions, newVersions, pair.before.pathKey, pair.after.pathKey),
      emit,
    }, pair.before, pair.after);
  }
  return changes;
}

function finding(check: DiffCheck, change: Change, side: DiffSide, message: string): Finding {
  return {
    code: check.id,
    message,
    path: change.location.path,
    severity: severityLevel(check.severity),
    range: side.rangeOf(change.location),
    source: side.sourceOf(change.location),
    docsUrl: check.docsUrl,
  };
}

/** The findings of one change: always its changelog line, and what §9.1 or §9.3 says of it. */
export function findingsOf(change: Change, before: DiffSide, after: DiffSide): Finding[] {
  const side = CHANGE_KINDS[change.kind].side === 'old' ? before : after;
  const findings = [finding(breakingChange, change, side, change.message)];
  if (!change.deprecated) {
    findings.push(finding(breakingWithoutDeprecation, change, side, `${change.message}, without being deprecated first`));
  } else if (!change.movedOn) {
    findings.push(finding(deprecationWindow, change, side, `${change.message} while the version has not moved on; it was deprecated, but clients get a full version cycle to migrate`));
  }
  return findings;
}

export async function diffSides(before: DiffSide, after: DiffSide): Promise<DiffRun> {
  const changes = findChanges(before, after);
  const findings = changes.flatMap((change) => findingsOf(change, before, after));
  before.settleRanges();
  after.settleRanges();
  return Promise.resolve({ findings, changes, before, after });
}

/** Loads both versions (files or `<rev>:<path>`) and compares them. */
export async function diffDocuments(oldSource: string, newSource: string, options: DiffOptions = {}): Promise<DiffRun> {
  const sideOptions = { allowExternalRefs: options.allowExternalRefs === true, allowRemoteRefs: options.allowRemoteRefs === true, cwd: options.cwd ?? process.cwd() };
  const before = await loadSide(oldSource, sideOptions);
  const after = await loadSide(newSource, sideOptions);
  return diffSides(before, after);
}

/** The findings of `api-conventions diff <old> <new>`, before exceptions and baselines. */
export async function diff(oldSource: string, newSource: string, options: DiffOptions = {}): Promise<Finding[]> {
  return (await diffDocuments(oldSource, newSource, options)).findings;
}
