import type { Finding } from '../findings.js';
import type { Reporter } from './reporter.js';
import { TOOL_NAME, displayPath, findingsByFile, jsonPointer, reportedFiles, severityWord } from './report-facts.js';
import { rulesForReport } from './rule-catalog.js';
import { docsLink } from './rule-docs.js';

/**
 * JUnit XML for CI test dashboards: a test suite per file, a test case per rule per file. A case
 * fails when the rule has findings at or above the fail severity (as the exit code does); findings
 * below it are listed in the case's output without failing it.
 */

/** Text as XML character data or attribute value; characters XML cannot hold become U+FFFD. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}

/** Character data keeps its line breaks; only markup characters are escaped. */
function escapeText(text: string): string {
  return escapeXml(text).replace(/&#10;/g, '\n');
}

function findingLine(finding: Finding, file: string, docsBaseUrl: string | undefined): string {
  const link = docsLink(finding.docsUrl, docsBaseUrl);
  const docs = link === undefined ? '' : ` (${link})`;
  return `${file}:${finding.range.start.line + 1}:${finding.range.start.character + 1} ${severityWord(finding.severity)} ${finding.message} at ${jsonPointer(finding.path)}${docs}`;
}

export const junit: Reporter = (findings, context) => {
  const failLevel = context.failSeverity ?? 0;
  const rules = rulesForReport(findings, context.rules);
  const byFile = findingsByFile(findings);
  let totalTests = 0;
  let totalFailures = 0;
  const suites: string[] = [];
  for (const file of reportedFiles(findings, context.files)) {
    const name = displayPath(file, context.cwd);
    const fileFindings = byFile.get(file) ?? [];
    // A file reached only through $refs was not linted as a document: it lists the rules that found something.
    const linted = context.files.includes(file);
    const cases: string[] = [];
    let failures = 0;
    for (const rule of rules) {
      const ruleFindings = fileFindings.filter((finding) => finding.code === rule.id);
      if (!linted && ruleFindings.length === 0) continue;
      const failing = ruleFindings.filter((finding) => finding.severity <= failLevel);
      const passing = ruleFindings.filter((finding) => finding.severity > failLevel);
      const open = `    <testcase classname="${escapeXml(name)}" name="${escapeXml(rule.id)}" file="${escapeXml(name)}"`;
      const body: string[] = [];
      if (failing.length > 0) {
        failures += 1;
        const first = failing[0] as Finding;
        const message = failing.length === 1 ? first.message : `${failing.length} findings; the first: ${first.message}`;
        body.push(`      <failure message="${escapeXml(message)}" type="${severityWord(first.severity)}">${escapeText(failing.map((finding) => findingLine(finding, name, context.docsBaseUrl)).join('\n'))}</failure>`);
      }
      if (passing.length > 0) body.push(`      <system-out>${escapeText(passing.map((finding) => findingLine(finding, name, context.docsBaseUrl)).join('\n'))}</system-out>`);
      cases.push(body.length === 0 ? `${open}/>` : `${open}>\n${body.join('\n')}\n    </testcase>`);
    }
    totalTests += cases.length;
    totalFailures += failures;
    suites.push(`  <testsuite name="${escapeXml(name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}${cases.length === 0 ? '' : '\n'}  </testsuite>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${TOOL_NAME}" tests="${totalTests}" failures="${totalFailures}" errors="0">\n${suites.join('\n')}${suites.length === 0 ? '' : '\n'}</testsuites>\n`;
};
