import type { Finding, SeverityLevel } from '../findings.js';
import type { Reporter } from './reporter.js';
import { displayPath } from './report-facts.js';

/**
 * GitHub Actions workflow commands, one per finding, which the runner turns into annotations on
 * the pull request: `::error file=…,line=…,endLine=…,col=…,endColumn=…,title=rule::message`.
 */

const COMMANDS: Record<SeverityLevel, 'error' | 'warning' | 'notice'> = { 0: 'error', 1: 'warning', 2: 'notice', 3: 'notice' };

/** The escaping of a command's message, as the Actions toolkit does it. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** The escaping of a command's property values, which also may not hold `:` or `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(finding: Finding, cwd: string): string {
  const { start, end } = finding.range;
  const properties: Array<[string, string | number]> = [
    ['file', displayPath(finding.source, cwd)],
    ['line', start.line + 1],
    ['endLine', Math.max(end.line, start.line) + 1],
    ['col', start.character + 1],
  ];
  // GitHub reads a column range only on a single line.
  if (end.line === start.line && end.character > start.character) properties.push(['endColumn', end.character + 1]);
  properties.push(['title', finding.code]);
  const propertyText = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(',');
  return `::${COMMANDS[finding.severity]} ${propertyText}::${escapeData(finding.message)}`;
}

export const github: Reporter = (findings, context) =>
  findings.map((finding) => `${command(finding, context.cwd)}\n`).join('');
