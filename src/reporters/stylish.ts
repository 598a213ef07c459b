import path from 'node:path';
import { Chalk } from 'chalk';
import type { Finding } from '../findings.js';
import { severityName } from '../findings.js';
import type { Reporter } from './reporter.js';

function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Per file, `line:col  severity  message  rule-id`, then a summary line, as ESLint prints. */
export const stylish: Reporter = (findings, context) => {
  const chalk = new Chalk({ level: context.color ? 1 : 0 });
  const paint = [chalk.red, chalk.yellow, chalk.blue, chalk.gray] as const;
  const bySource = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = bySource.get(finding.source);
    if (group === undefined) bySource.set(finding.source, [finding]);
    else group.push(finding);
  }
  const lines: string[] = [];
  for (const [source, group] of bySource) {
    lines.push(chalk.underline(displayPath(source, context.cwd)));
    const rows = group.map((finding) => [
      `${finding.range.start.line + 1}:${finding.range.start.character + 1}`,
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
    lines.push('');
  }
  const counts = [0, 1, 2, 3].map((level) => findings.filter((finding) => finding.severity === level).length);
  const [errors = 0, warnings = 0, infos = 0, hints = 0] = counts;
  if (findings.length === 0) {
    lines.push(chalk.green(`✔ No problems found in ${plural(context.files.length, 'document')}`));
  } else {
    const summary = `✖ ${plural(findings.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(infos, 'info')}, ${plural(hints, 'hint')}) in ${plural(context.files.length, 'document')}`;
    lines.push(errors > 0 ? chalk.red.bold(summary) : chalk.yellow.bold(summary));
  }
  return `${lines.join('\n')}\n`;
};
