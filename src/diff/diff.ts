import { closestName } from '../closest-name.js';
import { UsageError } from '../errors.js';
import type { Finding, SeverityName } from '../findings.js';
import { SEVERITY_NAMES, severityLevel } from '../findings.js';
import type { Change, ChangeKind } from './changes.js';
import { CHANGE_KINDS } from './changes.js';
import { breakingChange, breakingWithoutDeprecation, deprecationWindow } from './checks/index.js';
import type { DiffCheck } from './checks/index.js';
import { SchemaComparison } from './compare-schemas.js';
import { compareOperation, inheritedAlike } from './compare-operations.js';
import { isOperationDeprecated } from './deprecation.js';
import type { DiffSide } from './load-side.js';
import { loadSide } from './load-side.js';
import { locationKey } from './locations.js';
import { matchOperations } from './match-operations.js';
import { SchemaViews } from './schema-view.js';
import { Unchanged } from './unchanged.js';
import { documentVersions, versionMovedOn, withoutVersionSegment } from './versions.js';
import type { OperationModel, ServerModel } from '../../rulesets/model/api-model.js';
import { isObject } from '../../rulesets/model/json.js';

export interface DiffOptions {
  /** Let `$ref`s read files outside each document's repository or directory tree (not for git revisions). */
  allowExternalRefs?: boolean;
  /** Let `$ref`s fetch http(s) URLs. */
  allowRemoteRefs?: boolean;
  /** Where relative paths and git revisions are read from; the process's working directory by default. */
  cwd?: string;
  /** The severity of each kind's §9.1/§9.3 findings, or `off` for none of its findings (see `checkKindSeverities`). */
  kinds?: KindSeverities;
}

export type KindSeverities = Readonly<Partial<Record<ChangeKind, SeverityName | 'off'>>>;

/** The kinds' settings checked: an unknown kind is a usage error naming the known ones. */
export function checkKindSeverities(settings: Readonly<Record<string, string>>, origin: string): KindSeverities {
  const known = Object.keys(CHANGE_KINDS);
  for (const [kind, setting] of Object.entries(settings)) {
    if (!(kind in CHANGE_KINDS)) {
      const near = closestName(kind, known);
      throw new UsageError(`${origin}: unknown kind of change "${kind}"${near === undefined ? '' : ` (did you mean "${near}"?)`}; the kinds are listed in docs/diff.md`);
    }
    if (![...SEVERITY_NAMES, 'off'].includes(setting)) throw new UsageError(`${origin}: kind "${kind}": "${setting}" is not a severity; use error, warn, info, hint or off`);
  }
  return settings;
}

/** An operation the new document deprecates that the old one did not: a changelog line, no finding. */
export interface NewDeprecation {
  operation: string;
  /** The `Sunset` date the new document gives, where its header shows one (an example or default). */
  sunset: string | undefined;
}

export interface DiffRun {
  findings: Finding[];
  changes: Change[];
  deprecations: NewDeprecation[];
  before: DiffSide;
  after: DiffSide;
}

const SCHEMA_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'request-type-changed', 'request-enum-value-removed', 'request-constraint-tightened', 'request-property-became-required',
  'response-property-removed', 'response-type-changed', 'request-alternative-removed', 'request-additional-properties-closed',
  'response-alternative-added', 'response-property-became-optional', 'response-enum-value-added', 'response-constraint-loosened', 'discriminator-changed',
]);

/** Every breaking change between two loaded versions, in the old document's operation order. */
export function findChanges(before: DiffSide, after: DiffSide): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  const emit = (found: Change) => {
    // A shared schema's change is found through every operation and every path reaching it:
    // reported once, where it is written. Other changes at one place (a document-wide
    // `security`) are told apart by what they say.
    const key = SCHEMA_KINDS.has(found.kind) ? `${found.kind}|${locationKey(found.location)}|${found.property ?? ''}` : `${found.kind}|${locationKey(found.location)}|${found.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    changes.push(found);
  };
  const oldVersions = documentVersions(before.model);
  const newVersions = documentVersions(after.model);
  const unchanged = new Unchanged(before.files, before.rootUri, after.files, after.rootUri);
  const schemas = new SchemaComparison(new SchemaViews(before.files), new SchemaViews(after.files), unchanged);
  const inherited = inheritedAlike(before, after, unchanged);
  const servers = serverChange(before, after);
  if (servers !== undefined) emit(servers);
  const match = matchOperations(before.model.operations, after.model.operations);
  for (const operation of match.removed) {
    const label = `${operation.method.toUpperCase()} ${operation.pathKey}`;
    emit({
      kind: 'operation-removed',
      location: before.locate(operation.path),
      message: `${label} removed`,
      operation: label,
      deprecated: isOperationDeprecated(operation),
      movedOn: versionMovedOn(oldVersions, newVersions, operation.pathKey, undefined),
    });
  }
  for (const pair of match.pairs) {
    compareOperation({
      before, after, schemas, unchanged, inheritedAlike: inherited,
      label: `${pair.before.method.toUpperCase()} ${pair.before.pathKey}`,
      deprecated: isOperationDeprecated(pair.before),
      movedOn: versionMovedOn(oldVersions, newVersions, pair.before.pathKey, pair.after.pathKey),
      emit,
    }, pair.before, pair.after);
  }
  return changes;
}

/** A document-level server URL as clients write it: scheme and host in lower case, no trailing slash. */
function serverKey(url: string): string {
  const [, origin = '', rest = url] = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)?(.*)$/i.exec(url) ?? [];
  return `${origin.toLowerCase()}${rest.replace(/\/+$/, '')}`;
}

function documentServers(side: DiffSide): ServerModel[] {
  return side.model.servers.filter((server) => !server.mock && (side.version === '2.0' || server.path.length === 3));
}

/**
 * Every document-level server URL gone: clients calling the old base URL (another host, another
 * base path) reach nothing. A `/v<N>` segment that rose is the version moving on, not a move.
 */
function serverChange(before: DiffSide, after: DiffSide): Change | undefined {
  const oldServers = documentServers(before);
  const newServers = documentServers(after);
  const first = newServers[0];
  if (oldServers.length === 0 || first === undefined) return undefined;
  const newKeys = new Set(newServers.map((server) => serverKey(server.url)));
  const newVersionless = new Set(newServers.map((server) => withoutVersionSegment(serverKey(server.url))));
  const kept = oldServers.some((server) => newKeys.has(serverKey(server.url)) || newVersionless.has(withoutVersionSegment(serverKey(server.url))));
  if (kept) return undefined;
  const location = after.locate(after.version === '2.0' && typeof after.model.root['basePath'] === 'string' ? ['basePath'] : first.path);
  return {
    kind: 'server-url-changed',
    location,
    message: `servers moved from \`${oldServers[0]?.written ?? ''}\` to \`${first.written}\`; every client must change its base URL`,
    deprecated: false,
    movedOn: false,
  };
}

function sunsetOf(operation: OperationModel): string | undefined {
  for (const response of operation.responses) {
    for (const header of response.headers) {
      if (header.name.toLowerCase() !== 'sunset' || !isObject(header.node)) continue;
      const schema = isObject(header.node['schema']) ? header.node['schema'] : header.node;
      const value = header.node['example'] ?? schema['example'] ?? schema['default'];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

function newDeprecations(before: DiffSide, after: DiffSide): NewDeprecation[] {
  const match = matchOperations(after.model.operations, before.model.operations);
  const wasDeprecated = new Set(match.pairs.filter((pair) => isOperationDeprecated(pair.after)).map((pair) => pair.before));
  return after.model.operations
    .filter((operation) => isOperationDeprecated(operation) && !wasDeprecated.has(operation))
    .map((operation) => ({ operation: `${operation.method.toUpperCase()} ${operation.pathKey}`, sunset: sunsetOf(operation) }));
}

function finding(check: DiffCheck, change: Change, side: DiffSide, message: string, severity: SeverityName = check.severity): Finding {
  return {
    code: check.id,
    kind: change.kind,
    message,
    path: change.location.path,
    severity: severityLevel(severity),
    range: side.rangeOf(change.location),
    source: side.sourceOf(change.location),
    docsUrl: check.docsUrl,
  };
}

/**
 * The findings of one change: always its changelog line, and what §9.1 or §9.3 says of it, at
 * the severity its kind is given (none when the kind is off).
 */
export function findingsOf(change: Change, before: DiffSide, after: DiffSide, kinds: KindSeverities = {}): Finding[] {
  const setting = kinds[change.kind];
  if (setting === 'off') return [];
  const side = CHANGE_KINDS[change.kind].side === 'old' ? before : after;
  const findings = [finding(breakingChange, change, side, change.message)];
  if (!change.deprecated) {
    findings.push(finding(breakingWithoutDeprecation, change, side, `${change.message}, without being deprecated first`, setting));
  } else if (!change.movedOn) {
    findings.push(finding(deprecationWindow, change, side, `${change.message} while the version has not moved on; it was deprecated, but clients get a full version cycle to migrate`, setting));
  }
  return findings;
}

export async function diffSides(before: DiffSide, after: DiffSide, kinds: KindSeverities = {}): Promise<DiffRun> {
  const changes = findChanges(before, after);
  const findings = changes.flatMap((change) => findingsOf(change, before, after, kinds));
  before.settleRanges();
  after.settleRanges();
  return Promise.resolve({ findings, changes, deprecations: newDeprecations(before, after), before, after });
}

/** Loads both versions (files or `<rev>:<path>`) and compares them. */
export async function diffDocuments(oldSource: string, newSource: string, options: DiffOptions = {}): Promise<DiffRun> {
  const sideOptions = { allowExternalRefs: options.allowExternalRefs === true, allowRemoteRefs: options.allowRemoteRefs === true, cwd: options.cwd ?? process.cwd() };
  // Both read at once (a file read or a `git show` of one waits while the other is parsed); a
  // problem with the old one is told first, as when they were read in turn.
  const [before, after] = await Promise.allSettled([loadSide(oldSource, sideOptions), loadSide(newSource, sideOptions)]);
  if (before.status === 'rejected') throw before.reason;
  if (after.status === 'rejected') throw after.reason;
  return diffSides(before.value, after.value, options.kinds);
}

/** The findings of `api-conventions diff <old> <new>`, before exceptions and baselines. */
export async function diff(oldSource: string, newSource: string, options: DiffOptions = {}): Promise<Finding[]> {
  return (await diffDocuments(oldSource, newSource, options)).findings;
}
