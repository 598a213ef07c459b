import type { Finding, SeverityLevel } from '../findings.js';
import type { Reporter } from './reporter.js';
import {
  TOOL_NAME, TOOL_URL, countBySeverity, displayPath, escapeHtml, findingsByFile, htmlWithCode, jsonPointer, plural, reportedFiles, severityWord, summaryLine, toolVersion, webUrl,
} from './report-facts.js';
import type { RuleDescription } from './rule-catalog.js';
import { CONVENTION_SECTIONS, rulesForReport, topSections } from './rule-catalog.js';
import { docsLink as pageLink, pageSummary, plainText, rulePageMarkdown } from './rule-docs.js';

/**
 * One self-contained HTML page (no scripts, no external resources): the totals, findings by rule
 * and by § of the conventions, a score per document, and every finding with its location and a
 * link to its rule's page; a rule with findings shows its page's summary and, folded, the page
 * itself (the report is often read away from the machine that wrote it). Every piece of text from documents or rules is escaped.
 */

const SEVERITY_LABELS = ['Errors', 'Warnings', 'Infos', 'Hints'] as const;

const STYLE = `
:root { color-scheme: light; --error: #b42318; --warn: #b54708; --info: #175cd3; --hint: #475467; --line: #d0d5dd; --muted: #475467; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #101828; background: #f9fafb; }
header, main { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 32px 0 12px; }
h3 { font-size: 16px; margin: 24px 0 8px; overflow-wrap: anywhere; }
nav a { margin-right: 16px; }
a { color: #1849a9; }
.muted { color: var(--muted); }
.totals { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
.total { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; min-width: 120px; }
.total strong { display: block; font-size: 28px; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #f2f4f7; font-weight: 600; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
code.rule { white-space: nowrap; }
details.rule-page pre { white-space: pre-wrap; max-height: 480px; overflow: auto; background: #f9fafb; padding: 8px; }
.page-summary { margin: 6px 0 0; }
.severity { font-weight: 600; white-space: nowrap; }
.severity-0 { color: var(--error); } .severity-1 { color: var(--warn); } .severity-2 { color: var(--info); } .severity-3 { color: var(--hint); }
.score { font-weight: 700; }
.score-good { color: #067647; } .score-fair { color: var(--warn); } .score-poor { color: var(--error); }
.clean { background: #ecfdf3; border: 1px solid #abefc6; border-radius: 8px; padding: 12px 16px; }
:target { outline: 3px solid #84adff; }
footer { max-width: 1200px; margin: 32px auto; padding: 0 24px; }
`;

/** The rule's page where it is served (`--docs-url`), else the installed file; a rule's own URL only when it is a web link. */
function docsLink(url: string | undefined, docsBaseUrl: string | undefined, label = 'docs'): string {
  const link = pageLink(url, docsBaseUrl);
  const safe = link !== undefined && link !== url && link.startsWith('file:') ? link : webUrl(link);
  return safe === undefined ? '' : `<a class="docs" href="${escapeHtml(safe)}">${escapeHtml(label)}</a>`;
}

/** Fragment identifiers for rules: readable, and unique even when rule ids differ only in odd characters. */
function anchorIds(rules: readonly RuleDescription[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const rule of rules) {
    const base = `rule-${rule.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    let id = base;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
    taken.add(id);
    ids.set(rule.id, id);
  }
  return ids;
}

/**
 * A document's score: the share of the rules run that found no error and no warning in it.
 * Infos and hints do not lower it.
 */
export function documentScore(findings: readonly Finding[], ruleCount: number): number {
  if (ruleCount === 0) return 100;
  const failed = new Set(findings.filter((finding) => finding.severity <= 1).map((finding) => finding.code)).size;
  return Math.round((100 * Math.max(0, ruleCount - failed)) / ruleCount);
}

function scoreClass(score: number): string {
  return score >= 90 ? 'score-good' : score >= 70 ? 'score-fair' : 'score-poor';
}

/** The rule page's summary, and the page folded under it. */
function rulePage(rule: RuleDescription, docsBaseUrl: string | undefined): string {
  const page = rulePageMarkdown(rule.docsUrl, docsBaseUrl);
  if (page === undefined) return '';
  const summary = pageSummary(page);
  return `${summary === '' ? '' : `<p class="page-summary">${htmlWithCode(plainText(summary))}</p>`}<details class="rule-page"><summary>The rule's page</summary><pre>${escapeHtml(plainText(page))}</pre></details>`;
}

function severityCell(level: SeverityLevel): string {
  return `<span class="severity severity-${level}">${severityWord(level)}</span>`;
}

function countCells(findings: readonly Finding[]): string {
  const counts = countBySeverity(findings);
  return ([0, 1, 2, 3] as const).map((level) => `<td class="number">${counts[level]}</td>`).join('');
}

export const html: Reporter = (findings, context) => {
  const rules = rulesForReport(findings, context.rules);
  const ruleAnchors = anchorIds(rules);
  const files = reportedFiles(findings, context.files);
  const byFile = findingsByFile(findings);
  const documentAnchor = new Map(files.map((file, index) => [file, `doc-${index + 1}`]));
  const counts = countBySeverity(findings);
  const ruleLink = (code: string) => `<a href="#${ruleAnchors.get(code) ?? ''}"><code class="rule">${escapeHtml(code)}</code></a>`;

  const totals = [
    `<div class="total" data-total="problems"><strong>${findings.length}</strong>Problems</div>`,
    ...([0, 1, 2, 3] as const).map((level) => `<div class="total severity-${level}" data-total="${severityWord(level)}"><strong>${counts[level]}</strong>${SEVERITY_LABELS[level]}</div>`),
    `<div class="total" data-total="documents"><strong>${context.files.length}</strong>Documents</div>`,
  ].join('\n');

  const findingCount = (rule: RuleDescription) => findings.filter((finding) => finding.code === rule.id).length;
  // Rules with findings first, most findings first; the rest in catalog order.
  const rulesByCount = rules.map((rule, index) => ({ rule, index, count: findingCount(rule) })).sort((left, right) => right.count - left.count || left.index - right.index);
  const ruleRows = rulesByCount.map(({ rule, count }) => {
    const sections = topSections(rule).map((top) => `<a href="#section-${top}">§${escapeHtml(rule.sections.filter((section) => section.split('.')[0] === top).join(', '))}</a>`).join(', ');
    return `<tr id="${ruleAnchors.get(rule.id) ?? ''}"><td><code class="rule">${escapeHtml(rule.id)}</code></td><td>${sections}</td><td>${severityCell(rule.severity)}</td><td class="number">${count}</td><td>${htmlWithCode(rule.description)}${count > 0 ? rulePage(rule, context.docsBaseUrl) : ''}</td><td>${docsLink(rule.docsUrl, context.docsBaseUrl)}</td></tr>`;
  }).join('\n');

  const sectionRows = [...CONVENTION_SECTIONS].map(([number, title]) => {
    const sectionRules = rules.filter((rule) => topSections(rule).includes(number));
    const sectionFindings = findings.filter((finding) => sectionRules.some((rule) => rule.id === finding.code));
    const ruleList = sectionRules.length === 0 ? '<span class="muted">no rule</span>' : sectionRules.map((rule) => ruleLink(rule.id)).join(', ');
    return `<tr id="section-${number}"><td>§${number} ${escapeHtml(title)}</td><td>${ruleList}</td><td class="number">${sectionFindings.length}</td>${countCells(sectionFindings)}</tr>`;
  });
  const sectionedCodes = new Set(rules.filter((rule) => topSections(rule).length > 0).map((rule) => rule.id));
  const unsectioned = findings.filter((finding) => !sectionedCodes.has(finding.code));
  if (unsectioned.length > 0) {
    const codes = [...new Set(unsectioned.map((finding) => finding.code))];
    sectionRows.push(`<tr id="section-other"><td>Other rules</td><td>${codes.map(ruleLink).join(', ')}</td><td class="number">${unsectioned.length}</td>${countCells(unsectioned)}</tr>`);
  }

  const documentRows = files.map((file) => {
    const fileFindings = byFile.get(file) ?? [];
    const linted = context.files.includes(file);
    const score = documentScore(fileFindings, rules.length);
    const scoreCell = linted
      ? `<td class="number score ${scoreClass(score)}" data-score="${score}">${score}%</td>`
      : '<td class="number muted" title="reached through $ref; scored with the documents that use it">—</td>';
    return `<tr><td><a href="#${documentAnchor.get(file) ?? ''}"><code>${escapeHtml(displayPath(file, context.cwd))}</code></a></td>${scoreCell}<td class="number">${fileFindings.length}</td>${countCells(fileFindings)}</tr>`;
  }).join('\n');

  const findingSections = files.map((file) => {
    const fileFindings = byFile.get(file) ?? [];
    const name = escapeHtml(displayPath(file, context.cwd));
    const heading = `<h3 id="${documentAnchor.get(file) ?? ''}"><code>${name}</code> <span class="muted">${plural(fileFindings.length, 'problem')}</span></h3>`;
    if (fileFindings.length === 0) return `<section>\n${heading}\n<p class="clean">No problems found.</p>\n</section>`;
    const rows = fileFindings.map((finding) => `<tr class="finding"><td><code class="location" title="${name}:${finding.range.start.line + 1}:${finding.range.start.character + 1}">${finding.range.start.line + 1}:${finding.range.start.character + 1}</code></td><td>${severityCell(finding.severity)}</td><td>${ruleLink(finding.code)}</td><td>${escapeHtml(finding.message)}<br><code class="muted">${escapeHtml(jsonPointer(finding.path))}</code></td><td>${docsLink(finding.docsUrl, context.docsBaseUrl)}</td></tr>`).join('\n');
    return `<section>\n${heading}\n<table>\n<thead><tr><th>Line:col</th><th>Severity</th><th>Rule</th><th>Message and path</th><th>Docs</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>\n</section>`;
  }).join('\n');

  const severityHeads = SEVERITY_LABELS.map((label) => `<th class="number">${label}</th>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>API conventions report: ${escapeHtml(summaryLine(findings, context.files.length))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>API conventions report</h1>
<p class="summary" id="summary">${escapeHtml(summaryLine(findings, context.files.length))}</p>
<nav><a href="#totals">Totals</a><a href="#by-rule">By rule</a><a href="#by-section">By section</a><a href="#documents">Documents</a><a href="#findings">Findings</a></nav>
</header>
<main>
<section id="totals" class="totals">
${totals}
</section>
<h2 id="by-rule">Findings by rule</h2>
<table>
<thead><tr><th>Rule</th><th>§</th><th>Default severity</th><th class="number">Findings</th><th>What it checks</th><th>Docs</th></tr></thead>
<tbody>
${ruleRows}
</tbody>
</table>
<h2 id="by-section">Findings by section of the conventions</h2>
<table>
<thead><tr><th>Section</th><th>Rules</th><th class="number">Findings</th>${severityHeads}</tr></thead>
<tbody>
${sectionRows.join('\n')}
</tbody>
</table>
<h2 id="documents">Documents</h2>
<p class="muted">Score: the share of the ${plural(rules.length, 'rule')} run that found no error and no warning in the document.</p>
<table>
<thead><tr><th>Document</th><th class="number">Score</th><th class="number">Findings</th>${severityHeads}</tr></thead>
<tbody>
${documentRows}
</tbody>
</table>
<h2 id="findings">Findings</h2>
${findingSections}
</main>
<footer class="muted">${escapeHtml(TOOL_NAME)} ${escapeHtml(toolVersion())} · <a href="${escapeHtml(TOOL_URL)}">${escapeHtml(TOOL_URL)}</a></footer>
</body>
</html>
`;
};
