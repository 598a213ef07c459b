import type { Ruleset } from '@stoplight/spectral-core';
import { getFacts } from '../../rulesets/model/facts.js';
import { nestsWithinDepth } from '../../rulesets/model/path-shape.js';
import type { Evidence } from '../../rulesets/model/evidence.js';
import type { PathReading, SegmentRole } from '../../rulesets/model/reading.js';
import { readPaths } from '../../rulesets/model/reading.js';
import { resolveOptions } from '../../rulesets/options.js';
import { ConventionsOptionsError, assertValidOptions } from '../../rulesets/validate-options.js';
import { conventionsOptionsOf } from '../check/conventions-config.js';
import type { LoadedDocument } from '../check/load-document.js';
import { loadDocument, loadDocumentText } from '../check/load-document.js';
import { editDistance } from '../closest-name.js';
import { UsageError } from '../errors.js';
import type { Finding, SeverityName } from '../findings.js';
import { severityName } from '../findings.js';
import { lintFile } from '../lint/lint.js';

/** The rules that read paths: `explain` says for each whether it reported the path, and why. */
export const PATH_RULES = ['path-nouns', 'path-plural-collections', 'path-nesting-depth', 'method-path-semantics', 'method-body-semantics', 'create-returns-resource', 'list-envelope'] as const;

export interface ExplainOptions {
  /** A path key (`/users/{id}`) or a JSON pointer into the document (`/paths/~1users~1{id}/get`); every path when absent. */
  path?: string;
  /** The ruleset lint runs (its conventions options say how paths read); the conventions with default options when absent. */
  ruleset?: Ruleset;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

export interface RuleVerdict {
  rule: string;
  reported: boolean;
  /** The findings on this path, or one line saying why there are none. */
  findings: Array<{ severity: SeverityName; message: string; path: Array<string | number> }>;
  why: string;
}

export interface PathExplanation extends PathReading {
  rules: RuleVerdict[];
}

export interface ExplainRun {
  /** Absolute path of the document. */
  document: string;
  paths: PathExplanation[];
}

/** A path the document does not have: the message names the nearest ones it has. */
export class UnknownPathError extends UsageError {}

/**
 * How `lint` read the document's paths: each segment's role and the evidence it rests on, and for
 * each rule that reads paths whether it reported the path. The document is read as `lint` and
 * `check` read it (same `$ref` policy, same conventions options).
 */
export async function explain(file: string, options: ExplainOptions = {}): Promise<ExplainRun> {
  const loadOptions = { allowExternalRefs: options.allowExternalRefs === true, allowRemoteRefs: options.allowRemoteRefs === true };
  const document = await loadDocument(file, { ...loadOptions, keepUnresolvedRefs: true });
  const readings = readingsOf(document, options.ruleset);
  const chosen = options.path === undefined ? readings : [chosenPath(readings, options.path, file)];
  const findings = await lintFile(file, { ...loadOptions, ...(options.ruleset === undefined ? {} : { ruleset: options.ruleset }) });
  return { document: document.source, paths: chosen.map((reading) => explained(reading, findings)) };
}

/** The reading of every path of a loaded document, under the conventions options of `ruleset`. */
function readingsOf(document: LoadedDocument, ruleset: Ruleset | undefined): readonly PathReading[] {
  const conventions = ruleset === undefined ? undefined : conventionsOptionsOf(ruleset);
  try {
    assertValidOptions(conventions);
  } catch (error) {
    if (error instanceof ConventionsOptionsError) throw new UsageError(error.message);
    throw error;
  }
  return readPaths(getFacts(document.resolved, resolveOptions(conventions)));
}

function explained(reading: PathReading, findings: readonly Finding[]): PathExplanation {
  return { ...reading, rules: PATH_RULES.map((rule) => verdictOf(rule, reading, findings)) };
}

/**
 * The readings of a document given as text, for one path at a time with the findings a lint of
 * the same text gave (the language server's hover on a path key): read once per text and
 * ruleset, then each path is answered from what was read.
 */
export class TextExplainer {
  private last: { file: string; text: string; ruleset: Ruleset | undefined; readings: Promise<readonly PathReading[]> } | undefined;

  constructor(private readonly loadOptions: { allowExternalRefs: boolean; allowRemoteRefs: boolean }) {}

  /** The path's explanation; undefined for a path key the document does not have. */
  async explainPath(text: string, file: string, pathKey: string, findings: readonly Finding[], ruleset?: Ruleset): Promise<PathExplanation | undefined> {
    const last = this.last;
    const readings = last !== undefined && last.file === file && last.ruleset === ruleset && last.text === text
      ? last.readings
      : loadDocumentText(text, file, { ...this.loadOptions, keepUnresolvedRefs: true }).then((document) => readingsOf(document, ruleset));
    this.last = { file, text, ruleset, readings };
    const reading = (await readings).find((candidate) => candidate.pathKey === pathKey);
    return reading === undefined ? undefined : explained(reading, findings);
  }
}

/** A piece of evidence as a line of the text: its id, what it shows, and its source. */
function evidenceLine(evidence: Evidence): string {
  return `      ${evidence.id}: ${evidence.detail}${evidence.source === undefined ? '' : `  [${evidence.source}]`}`;
}

/** One path as text: the path and its shape, each segment's role with its evidence, then each path rule's verdict. */
export function explanationText(explanation: PathExplanation): string {
  const lines = [`${explanation.pathKey}  (${explanation.methods.join(', ')}; read as ${explanation.shape})`];
  for (const segment of explanation.segments) {
    lines.push(`  ${segment.segment}  ${segment.role}`);
    for (const evidence of segment.evidence) lines.push(evidenceLine(evidence));
  }
  if (explanation.operations.length > 0) lines.push('  operations:');
  for (const evidence of explanation.operations) lines.push(evidenceLine(evidence));
  lines.push('  rules:');
  for (const verdict of explanation.rules) {
    lines.push(`    ${verdict.rule}: ${verdict.why}`);
    for (const finding of verdict.findings) lines.push(`      ${finding.severity}: ${finding.message}`);
  }
  return lines.join('\n');
}

/** The path a path key or a JSON pointer names (`/paths/~1users~1{id}/get`, `#/paths/…` or URL-encoded). */
function chosenPath(readings: readonly PathReading[], given: string, file: string): PathReading {
  const pathKey = pathKeyOf(given);
  const found = readings.find((reading) => reading.pathKey === pathKey);
  if (found !== undefined) return found;
  const nearest = [...readings].sort((left, right) => editDistance(pathKey, left.pathKey) - editDistance(pathKey, right.pathKey) || left.pathKey.localeCompare(right.pathKey)).slice(0, 3);
  const suggestion = nearest.length === 0 ? 'it has no paths' : `nearest: ${nearest.map((reading) => reading.pathKey).join(', ')}`;
  throw new UnknownPathError(`${file}: no path "${pathKey}"; ${suggestion}`);
}

function pathKeyOf(given: string): string {
  const pointer = given.replace(/^#/, '');
  if (!pointer.startsWith('/paths/')) return given;
  const token = pointer.split('/')[2] ?? '';
  const decoded = /%[0-9A-Fa-f]{2}/.test(token) ? safeDecode(token) : token;
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a finding is about a path: reported under it, or naming it in its message (a list answer reported where its schema is defined). */
function isAbout(finding: Finding, pathKey: string): boolean {
  return (finding.path[0] === 'paths' && finding.path[1] === pathKey) || namesPathKey(finding.message, pathKey);
}

/** Whether a message names the path key whole: not as the end of a longer key (`/v1/acs/list` for `/acs/list`) nor as its start. */
function namesPathKey(message: string, pathKey: string): boolean {
  for (let at = message.indexOf(pathKey); at >= 0; at = message.indexOf(pathKey, at + 1)) {
    const [before = ' ', after = ' '] = [message[at - 1], message[at + pathKey.length]];
    if (!/[\w{}/.-]/.test(before) && !/[\w{}/-]/.test(after)) return true;
  }
  return false;
}

function verdictOf(rule: string, reading: PathReading, findings: readonly Finding[]): RuleVerdict {
  const found = findings.filter((finding) => finding.code === rule && isAbout(finding, reading.pathKey));
  return {
    rule,
    reported: found.length > 0,
    findings: found.map((finding) => ({ severity: severityName(finding.severity), message: finding.message, path: finding.path })),
    why: found.length > 0 ? `reported ${found.length === 1 ? 'once' : `${found.length} times`}` : silenceOf(rule, reading),
  };
}

/** Roles that are no level of nesting: what stands beside an item, or qualifies it. */
const NO_LEVEL_ROLES: ReadonlySet<string> = new Set<SegmentRole>(['qualifier', 'item by another key', 'item alias', 'view', 'standard layout']);

/** The first segment the reading holds evidence `id` of, with that evidence. */
function segmentShowing(reading: PathReading, id: string): { segment: string; evidence: Evidence } | undefined {
  for (const read of reading.segments) {
    const evidence = read.evidence.find((piece) => piece.id === id);
    if (evidence !== undefined) return { segment: read.segment, evidence };
  }
  return undefined;
}

/**
 * The segment the reading found to be no level of its own, with its decisive evidence: one that
 * stands beside an item or qualifies it, or an action ending the path under a name with no id
 * (`/servers/{id}/actions/change_alias_ips`; an action on an item is a level).
 */
function levelRemovedBy(reading: PathReading): string | undefined {
  const oneThing = oneThingUnderCollection(reading);
  if (oneThing !== undefined) return oneThing;
  // A kind of the items before it, as the operations on it name it (`createABActivity` on `/activities/ab`).
  const kind = segmentShowing(reading, 'operations-name-kind');
  if (kind !== undefined) return `"${kind.segment}" is a kind of the items before it, no level of its own (${kind.evidence.id}: ${kind.evidence.detail})`;
  // A field of the item before it that only the actions after it run on (`/job/{jobName}/periodic/force`).
  const field = segmentShowing(reading, 'owner-holds-field');
  if (field !== undefined) return `"${field.segment}" is a field of the item before it, no level of its own (${field.evidence.id}: ${field.evidence.detail})`;
  // The action the path ends in, its arguments aside (`/mails/marking/{markType}`).
  const ending = reading.segments.slice(0, reading.segments.findLastIndex((segment) => segment.role !== 'action argument') + 1);
  const [before, last] = ending.slice(-2);
  const trailingAction = last?.role === 'action' && before !== undefined && before.role !== 'item' && before.role !== 'item alias' ? last : undefined;
  // A verb run on the name after it (`POST /cleanse/addresses`): the action and what it works on, one level.
  const verbOnObject = reading.segments.find((candidate) => candidate.role === 'action' && candidate.evidence.some((piece) => piece.id === 'verb-on-object'));
  // A verb-led name right after a collection (`POST /workflows/render-task/http`): an action run on it.
  const actionOnCollection = reading.segments.find((candidate) => candidate.role === 'action' && candidate.evidence.some((piece) => piece.id === 'verb-led-action'));
  const segment = reading.segments.find((candidate) => NO_LEVEL_ROLES.has(candidate.role) && candidate.evidence.length > 0) ?? actionOnCollection ?? trailingAction ?? verbOnObject;
  const evidence = segment?.evidence[0];
  if (segment === undefined || evidence === undefined) return undefined;
  const under = segment === trailingAction ? ` under "${before?.segment ?? ''}"` : segment === verbOnObject ? ' run on the name after it' : segment === actionOnCollection ? ' run on the collection before it' : '';
  return `"${segment.segment}" is ${article(segment.role)}${under}, no level of its own (${evidence.id}: ${evidence.detail})`;
}

/** Evidence that a name is one thing, not a collection of things, the rule's own first: a mass noun is one at any depth. */
const ONE_THING_EVIDENCE: readonly string[] = ['vocabulary:uncountables', 'config:uncountables', 'vocabulary:plural-singletons', 'vocabulary:singletons', 'config:singletons', 'used-as-one'];

/**
 * A path straight under a collection, no id between: where the name after the collection is one
 * thing (`/activities/meta/post`: `meta` a mass noun, or used as one resource), path-nesting-depth
 * reads no sub-collection there; that name and its evidence.
 */
function oneThingUnderCollection(reading: PathReading): string | undefined {
  if (reading.shape !== 'not-under-id') return undefined;
  const collection = reading.segments.findIndex((segment) => segment.role === 'collection');
  const child = reading.segments[collection + 1];
  const evidence = ONE_THING_EVIDENCE.map((id) => child?.evidence.find((piece) => piece.id === id)).find((piece) => piece !== undefined);
  if (collection < 0 || child === undefined || evidence === undefined) return undefined;
  return `"${child.segment}" right under the collection "${reading.segments[collection]?.segment ?? ''}" is one thing, no sub-collection (${evidence.id}: ${evidence.detail})`;
}

/** Why a rule has nothing to say on a path, from the reading; the fact the rule turns on where one decides. */
function silenceOf(rule: string, reading: PathReading): string {
  const has = (method: string) => reading.methods.includes(method);
  switch (rule) {
    case 'path-nesting-depth':
      return nestsWithinDepth(reading.shape) ? `not reported: the path reads as ${article(reading.shape)}, no deeper than collection/{id}/sub-collection` : `not reported: the path reads as ${article(reading.shape)}, but ${levelRemovedBy(reading) ?? 'the rule finds a reason to let it be (see its docs)'}`;
    case 'create-returns-resource':
      return operationReason(reading, rule) ?? (has('POST') ? 'not reported: the POST here creates nothing, or its success answers the resource' : 'not reported: no POST on this path');
    case 'list-envelope': {
      const byOperations = operationReason(reading, rule);
      if (byOperations !== undefined) return byOperations;
      const oneThing = reading.segments.at(-1)?.evidence.find((piece) => piece.id === 'vocabulary:plural-singletons');
      if (has('GET') && oneThing !== undefined) return `not reported: ${oneThing.detail} (${oneThing.id})`;
      return has('GET') ? 'not reported: the GET here answers no list, or answers it in the envelope' : 'not reported: no GET on this path';
    }
    case 'method-path-semantics': {
      const passed = reading.segments.at(-1)?.evidence.find((piece) => piece.id === 'passes-every-method');
      if (passed !== undefined) return `not reported: ${passed.detail} (${passed.id})`;
      return operationReason(reading, rule) ?? nothingBreaks(reading);
    }
    default:
      return operationReason(reading, rule) ?? nothingBreaks(reading);
  }
}

/** The evidence of a path's operations (`PathReading.operations`) that lets each rule be. */
const OPERATION_EVIDENCE_OF: Readonly<Record<string, readonly string[]>> = {
  'create-returns-resource': ['operation-acts-on-item', 'operation-named-for-verb', 'operation-computes', 'answers-only-redirects', 'operation-undoes-another', 'create-is-another-operation', 'operation-changes-what-get-reads', 'sends-changes-to-list'],
  'list-envelope': ['answers-items-by-role'],
  'method-body-semantics': ['get-answers-one', 'create-is-another-operation'],
  'method-path-semantics': ['operation-names-verb', 'get-answers-list-at-parameter'],
  'path-nouns': ['answers-field-named-so'],
};

/** The rule's silence where the reading of the path's operations holds evidence that lets the rule be. */
function operationReason(reading: PathReading, rule: string): string | undefined {
  const ids = OPERATION_EVIDENCE_OF[rule] ?? [];
  const evidence = reading.operations.find((piece) => ids.includes(piece.id));
  return evidence === undefined ? undefined : `not reported: ${evidence.detail} (${evidence.id})`;
}

function nothingBreaks(reading: PathReading): string {
  return `not reported: nothing on this path breaks it, as read above (${article(reading.shape)})`;
}

function article(shape: string): string {
  return `${/^[aeiou]/.test(shape) ? 'an' : 'a'} ${shape}`;
}
