import type { Finding } from '../findings.js';
import type { Reporter } from '../reporters/reporter.js';
import { codeSpan, escapeMarkdown } from '../reporters/markdown.js';
import { displayPath, plural } from '../reporters/report-facts.js';
import type { Change } from './changes.js';
import { CHANGE_KINDS } from './changes.js';
import { breakingChange, breakingWithoutDeprecation, deprecationWindow } from './checks/index.js';
import type { DiffRun } from './diff.js';
import { locationKey } from './locations.js';

/**
 * `diff -f markdown`: a changelog to paste into a pull request or release notes. Breaking changes
 * without deprecation first, then deprecated elements removed too early, each grouped by
 * operation; then the operations this version deprecates; then the changelog of every breaking
 * change, by operation. An `info.version` left as it was on a breaking release is said once.
 */

const MAX_ITEMS = 200;
const WHOLE_API = 'The whole API';

/** A message with its `quoted` names as code spans, the rest escaped. */
function messageMarkdown(message: string): string {
  return message.split(/(`[^`]+`)/).map((part) => (/^`[^`]+`$/.test(part) ? codeSpan(part.slice(1, -1)) : escapeMarkdown(part))).join('');
}

interface Entry {
  finding: Finding;
  /** The operation the change concerns, as the old document names it. */
  operation: string;
  /** The message without the operation it starts with. */
  what: string;
}

function item(entry: Entry, cwd: string): string {
  const where = `${displayPath(entry.finding.source, cwd)}:${entry.finding.range.start.line + 1}`;
  const kind = entry.finding.kind === undefined ? '' : ` · ${codeSpan(entry.finding.kind)}`;
  return `  - ${messageMarkdown(entry.what)} (${codeSpan(where)})${kind}`;
}

/** Entries grouped by operation, operations in the order they first appear, the whole API first. */
function byOperation(entries: readonly Entry[], cwd: string): string[] {
  const groups = new Map<string, Entry[]>();
  for (const entry of [...entries].sort((left, right) => Number(left.operation !== WHOLE_API) - Number(right.operation !== WHOLE_API))) {
    groups.set(entry.operation, [...(groups.get(entry.operation) ?? []), entry]);
  }
  const lines: string[] = [];
  let shown = 0;
  for (const [operation, group] of groups) {
    if (shown >= MAX_ITEMS) break;
    const items = group.slice(0, MAX_ITEMS - shown);
    shown += items.length;
    lines.push(`- ${operation === WHOLE_API ? WHOLE_API : codeSpan(operation)}`, ...items.map((entry) => item(entry, cwd)));
  }
  if (entries.length > shown) lines.push(`- _${entries.length - shown} more; see the full report._`);
  return lines;
}

function section(title: string, entries: readonly Entry[], cwd: string): string[] {
  return entries.length === 0 ? [] : [`#### ${title} (${entries.length})`, '', ...byOperation(entries, cwd), ''];
}

function findingKey(kind: string | undefined, source: string, path: ReadonlyArray<string | number>): string {
  return `${kind ?? ''}\u0000${source}\u0000${locationKey({ uri: '', path: [...path] })}`;
}

function infoVersion(side: DiffRun['before']): unknown {
  const info = side.model.root['info'];
  return typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['version'] : undefined;
}

/** The markdown reporter of one diff run: its changes tell each finding's operation. */
export function diffMarkdown(run: DiffRun): Reporter {
  const changeOf = new Map<string, Change>();
  for (const change of run.changes) {
    const side = CHANGE_KINDS[change.kind].side === 'old' ? run.before : run.after;
    changeOf.set(findingKey(change.kind, side.sourceOf(change.location), change.location.path), change);
  }
  const entryOf = (finding: Finding): Entry => {
    const change = changeOf.get(findingKey(finding.kind, finding.source, finding.path));
    const operation = change?.operation ?? WHOLE_API;
    const what = change?.operation !== undefined && finding.message.startsWith(`${change.operation}: `) ? finding.message.slice(change.operation.length + 2) : finding.message;
    return { finding, operation, what };
  };
  return (findings, context) => {
    const of = (id: string) => findings.filter((finding) => finding.code === id).map(entryOf);
    const breaking = of(breakingWithoutDeprecation.id);
    const early = of(deprecationWindow.id);
    const changelog = of(breakingChange.id);
    const others = findings.filter((finding) => ![breakingWithoutDeprecation.id, deprecationWindow.id, breakingChange.id].includes(finding.code)).map(entryOf);
    const deprecations = run.deprecations.map((deprecation) => `- ${codeSpan(deprecation.operation)}${deprecation.sunset === undefined ? '' : ` (Sunset: ${escapeMarkdown(deprecation.sunset)})`}: deprecated; it may be removed once the version moves on (§9.3)`);
    if (findings.length === 0 && deprecations.length === 0) return `### API diff: no breaking change\n\n✅ Nothing a client relies on was removed or changed.\n`;
    const title = `### API diff: ${plural(changelog.length, 'breaking change')}, ${breaking.length} without deprecation, ${early.length} before the version moved on`;
    const oldVersion = infoVersion(run.before);
    const sameVersion = changelog.length > 0 && oldVersion !== undefined && JSON.stringify(oldVersion) === JSON.stringify(infoVersion(run.after));
    return [
      title, '',
      ...(sameVersion ? [`> ⚠️ \`info.version\` is ${escapeMarkdown(typeof oldVersion === "string" ? oldVersion : JSON.stringify(oldVersion))} in both documents, though this version breaks clients: raise it (its major, for semver).`, ''] : []),
      ...section('🔴 Breaking without deprecation first (§9.1)', breaking, context.cwd),
      ...section('🟠 Deprecated, but removed before the version moved on (§9.3)', early, context.cwd),
      ...section('Other findings', others, context.cwd),
      ...(deprecations.length === 0 ? [] : [`#### Deprecated in this version (${deprecations.length})`, '', ...deprecations, '']),
      ...(changelog.length === 0 ? [] : ['<details><summary>Changelog: every breaking change, by operation</summary>', '', ...section('Breaking changes (§9)', changelog, context.cwd), '</details>', '']),
    ].join('\n');
  };
}
