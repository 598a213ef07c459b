import { Chalk } from 'chalk';
import type { ChalkInstance } from 'chalk';
import type { Finding } from '../findings.js';
import { severityName } from '../findings.js';
import type { Reporter, ReportContext } from './reporter.js';
import type { SeverityCounts } from './report-facts.js';
import { countBySeverity, displayPath, jsonPointer, plural } from './report-facts.js';

/** Per file, `line:col  severity  message  rule-id`, then a summary line, as ESLint prints. */

function chalkFor(context: Pick<ReportContext, 'color'>): ChalkInstance {
  return new Chalk({ level: context.color ? 1 : 0 });
}

/** One file's block: its path underlined, then its findings as aligned rows; empty without findings. */
export function stylishFile(source: string, group: readonly Finding[], context: Pick<ReportContext, 'color' | 'cwd' | 'locatedByPointer'>): string {
  if (group.length === 0) return '';
  const chalk = chalkFor(context);
  const paint = [chalk.red, chalk.yellow, chalk.blue, chalk.gray] as const;
  const lines = [chalk.underline(displayPath(source, context.cwd))];
  const byPointer = context.locatedByPointer?.has(source) === true;
  const rows = group.map((finding) => [
    byPointer ? jsonPointer(finding.path) : `${finding.range.start.line + 1}:${finding.range.start.character + 1}`,
    severityName(finding.severity),
    finding.message,
    finding.code,
  ]);
  // A loop, not Math.max(...rows): spreading a hundred thousand rows overflows the call stack.
  const widths = [0, 1].map((column) => rows.reduce((widest, row) => Math.max(widest, (row[column] ?? '').length), 0));
  rows.forEach((row, index) => {
    const severity = (group[index] as Finding).severity;
    const [position = '', name = '', message = '', code = ''] = row;
    const colour = paint[severity] ?? chalk.gray;
    lines.push(`  ${position.padEnd(widths[0] ?? 0)}  ${colour(name.padEnd(widths[1] ?? 0))}  ${message}  ${chalk.dim(code)}`);
  });
  return `${lines.join('\n')}\n\n`;
}

/** Findings a run found and did not show, by what hid them. */
export interface HiddenCounts {
  /** Below `--fail-severity`, left out by `--quiet`. */
  quiet: number;
  /** Silenced by `x-api-conventions-ignore` entries. */
  ignores: number;
  /** Recorded in the `--baseline` file. */
  baseline: number;
  /** Already there at the `--since` revision. */
  since?: number;
}

/** `(5 more hidden: 3 by --quiet, 2 by the baseline)`, or nothing when nothing was hidden. */
export function hiddenNote(hidden: HiddenCounts | undefined): string {
  if (hidden === undefined) return '';
  const parts = [[hidden.quiet, 'by --quiet'], [hidden.ignores, 'by x-api-conventions-ignore'], [hidden.baseline, 'by the baseline'], [hidden.since ?? 0, 'there before (--since)']] as const;
  const named = parts.filter(([count]) => count > 0).map(([count, by]) => `${count} ${by}`);
  const total = hidden.quiet + hidden.ignores + hidden.baseline + (hidden.since ?? 0);
  return total === 0 ? '' : ` (${total} more hidden: ${named.join(', ')})`;
}

/** The closing line: counts by severity and documents, or the clean-run line, and what was hidden. */
export function stylishSummary(counts: SeverityCounts, documentCount: number, context: Pick<ReportContext, 'color'>, hidden?: HiddenCounts): string {
  const chalk = chalkFor(context);
  const total = counts[0] + counts[1] + counts[2] + counts[3];
  if (total === 0) return `${chalk.green(`✔ No problems found in ${plural(documentCount, 'document')}${hiddenNote(hidden)}`)}\n`;
  const summary = `✖ ${plural(total, 'problem')} (${plural(counts[0], 'error')}, ${plural(counts[1], 'warning')}, ${plural(counts[2], 'info')}, ${plural(counts[3], 'hint')}) in ${plural(documentCount, 'document')}${hiddenNote(hidden)}`;
  return `${counts[0] > 0 ? chalk.red.bold(summary) : chalk.yellow.bold(summary)}\n`;
}

export const stylish: Reporter = (findings, context) => {
  const bySource = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = bySource.get(finding.source);
    if (group === undefined) bySource.set(finding.source, [finding]);
    else group.push(finding);
  }
  let text = '';
  for (const [source, group] of bySource) text += stylishFile(source, group, context);
  return text + stylishSummary(countBySeverity(findings), context.files.length, context);
};
