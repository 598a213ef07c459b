import type { Finding } from '../findings.js';
import type { Reporter } from '../reporters/reporter.js';
import { codeSpan, escapeMarkdown } from '../reporters/markdown.js';
import { displayPath, plural } from '../reporters/report-facts.js';
import { breakingChange, breakingWithoutDeprecation, deprecationWindow } from './checks/index.js';

/**
 * `diff -f markdown`: a pull-request comment. Breaking changes without deprecation first, then
 * deprecated elements removed too early, then the changelog of every breaking change.
 */

const MAX_ITEMS = 200;

/** A message with its `quoted` names as code spans, the rest escaped. */
function messageMarkdown(message: string): string {
  return message.split(/(`[^`]+`)/).map((part) => (/^`[^`]+`$/.test(part) ? codeSpan(part.slice(1, -1)) : escapeMarkdown(part))).join('');
}

function item(finding: Finding, cwd: string): string {
  const where = `${displayPath(finding.source, cwd)}:${finding.range.start.line + 1}`;
  return `- ${messageMarkdown(finding.message)} (${codeSpan(where)})`;
}

function section(title: string, findings: readonly Finding[], cwd: string): string[] {
  if (findings.length === 0) return [];
  const shown = findings.slice(0, MAX_ITEMS).map((finding) => item(finding, cwd));
  const more = findings.length > MAX_ITEMS ? [`- _${findings.length - MAX_ITEMS} more; see the full report._`] : [];
  return [`#### ${title} (${findings.length})`, '', ...shown, ...more, ''];
}

export const diffMarkdown: Reporter = (findings, context) => {
  const of = (id: string) => findings.filter((finding) => finding.code === id);
  const breaking = of(breakingWithoutDeprecation.id);
  const early = of(deprecationWindow.id);
  // The changelog reads by operation, not by file.
  const changelog = of(breakingChange.id).sort((left, right) => left.message.localeCompare(right.message));
  const others = findings.filter((finding) => ![breakingWithoutDeprecation.id, deprecationWindow.id, breakingChange.id].includes(finding.code));
  const title = `### API diff: ${plural(changelog.length, 'breaking change')}, ${breaking.length} without deprecation, ${early.length} before the version moved on`;
  if (findings.length === 0) return `### API diff: no breaking change\n\n✅ Nothing a client relies on was removed or changed.\n`;
  return [
    title, '',
    ...section('🔴 Breaking without deprecation first (§9.1)', breaking, context.cwd),
    ...section('🟠 Deprecated, but removed before the version moved on (§9.3)', early, context.cwd),
    ...section('Other findings', others, context.cwd),
    ...(changelog.length === 0 ? [] : ['<details><summary>Changelog: every breaking change</summary>', '', ...section('Breaking changes (§9)', changelog, context.cwd), '</details>', '']),
  ].join('\n');
};
