import type { Finding } from '../findings.js';
import type { Reporter } from './reporter.js';
import { countBySeverity, displayPath, escapeHtml, webUrl, findingsByFile, jsonPointer, plural, reportedFiles, severityWord, summaryLine } from './report-facts.js';
import { rulesForReport } from './rule-catalog.js';
import { sharedDocsLink } from './rule-docs.js';

/**
 * A pull-request comment: the totals, a table of the rules that found something, then the
 * findings per file in collapsible sections. Long runs are cut to stay well under GitHub's
 * 65,536-character comment limit, saying how many findings were left out.
 */

const MAX_ROWS = 250;
const MAX_LENGTH = 60_000;

/** Text safe inside a table cell: inline markup escaped, no line breaks, no raw HTML or entities. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]|~]/g, (character) => `\\${character}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text as a code span inside a table cell (a pipe still ends the cell unless escaped). */
export function codeSpan(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return longestRun === 0 ? `${fence}${flat}${fence}` : `${fence} ${flat} ${fence}`;
}

/** A link for a pull request comment: only to pages served on the web (`--docs-url`). */
function link(label: string, url: string | undefined, docsBaseUrl: string | undefined): string {
  // `<` and `>` delimit the URL, so spaces and parentheses in it cannot end the link early.
  const safe = webUrl(sharedDocsLink(url, docsBaseUrl));
  return safe === undefined ? escapeMarkdown(label) : `[${escapeMarkdown(label)}](<${safe.replace(/[<>\s|]/g, encodeURIComponent)}>)`;
}

const ICONS = ['🔴', '🟠', '🔵', '⚪'] as const;

function findingRow(finding: Finding, docsBaseUrl: string | undefined): string {
  const location = `${finding.range.start.line + 1}:${finding.range.start.character + 1}`;
  return `| ${location} | ${ICONS[finding.severity]} ${severityWord(finding.severity)} | ${link(finding.code, finding.docsUrl, docsBaseUrl)} | ${escapeMarkdown(finding.message)} | ${codeSpan(jsonPointer(finding.path))} |`;
}

export const markdown: Reporter = (findings, context) => {
  const files = reportedFiles(findings, context.files);
  const lines: string[] = [`### API conventions: ${summaryLine(findings, context.files.length)}`, ''];
  if (findings.length === 0) return `${lines.join('\n')}\n✅ Every document meets the conventions checked.\n`;

  lines.push('| Rule | § | Severity | Findings |', '| --- | --- | --- | ---: |');
  const ruleRows = rulesForReport(findings, context.rules)
    .map((rule) => ({ rule, ruleFindings: findings.filter((finding) => finding.code === rule.id) }))
    .filter(({ ruleFindings }) => ruleFindings.length > 0)
    // Most findings first; a stable sort keeps the catalog's order among equals.
    .sort((left, right) => right.ruleFindings.length - left.ruleFindings.length);
  for (const { rule, ruleFindings } of ruleRows) {
    const counts = countBySeverity(ruleFindings);
    const severities = ([0, 1, 2, 3] as const).filter((level) => counts[level] > 0).map((level) => severityWord(level)).join(', ');
    const sections = rule.sections.map((section) => `§${section}`).join(', ');
    lines.push(`| ${link(rule.id, rule.docsUrl, context.docsBaseUrl)} | ${escapeMarkdown(sections)} | ${severities} | ${ruleFindings.length} |`);
  }
  lines.push('');

  const byFile = findingsByFile(findings);
  let budget = MAX_LENGTH - lines.join('\n').length;
  let rows = 0;
  for (const file of files) {
    const fileFindings = byFile.get(file) ?? [];
    if (fileFindings.length === 0) continue;
    const head = [`<details><summary>${escapeHtml(displayPath(file, context.cwd))}: ${plural(fileFindings.length, 'problem')}</summary>`, '', '| Line:col | Severity | Rule | Message | Path |', '| --- | --- | --- | --- | --- |'];
    const tail = ['', '</details>', ''];
    budget -= [...head, ...tail].join('\n').length;
    const shown: string[] = [];
    for (const finding of fileFindings) {
      const row = findingRow(finding, context.docsBaseUrl);
      if (rows >= MAX_ROWS || budget - row.length - 1 < 0) break;
      shown.push(row);
      rows += 1;
      budget -= row.length + 1;
    }
    if (shown.length === 0) break;
    lines.push(...head, ...shown, ...tail);
  }
  if (rows < findings.length) lines.push(`_${findings.length - rows} more not listed here; see the full report._`, '');
  return lines.join('\n');
};
