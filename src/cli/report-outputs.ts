import type { Command } from 'commander';
import { InvalidArgumentError, Option } from 'commander';
import type { Finding, SeverityName } from '../findings.js';
import { SEVERITY_NAMES, severityLevel } from '../findings.js';
import { UsageError } from '../errors.js';
import type { Reporter, ReportContext } from '../reporters/index.js';
import { FORMAT_NAMES, getReporter } from '../reporters/index.js';
import { writeReportFile, writeStdout } from './write-output.js';

/**
 * Several reports from one run, as Spectral allows: `-f json -o report.json -f stylish` pairs
 * the i-th `--output` with the i-th `--format`; a format without an output prints to stdout.
 */

export interface ReportOutput {
  format: string;
  reporter: Reporter;
  /** The file to write; standard output when absent. */
  file?: string;
}

/** Commander argument parser for a repeatable `--format`: checks the name, collects the list. */
export function collectFormat(value: string, previous: string[] | undefined): string[] {
  if (!FORMAT_NAMES.includes(value)) throw new InvalidArgumentError(`unknown format "${value}"; known formats: ${FORMAT_NAMES.join(', ')}`);
  return [...(previous ?? []), value];
}

export function collectOutput(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function planOutputs(formats: readonly string[] | undefined, outputs: readonly string[] | undefined): ReportOutput[] {
  const formatList = formats === undefined || formats.length === 0 ? ['stylish'] : formats;
  const outputList = outputs ?? [];
  if (outputList.length > formatList.length) {
    throw new UsageError(`${outputList.length} outputs for ${formatList.length} format${formatList.length === 1 ? '' : 's'}; give one --format before each --output (e.g. -f sarif -o report.sarif -f stylish)`);
  }
  const files = new Set<string>();
  return formatList.map((format, index) => {
    const file = outputList[index];
    if (file !== undefined && files.has(file)) throw new UsageError(`${file}: named as the output of two formats`);
    if (file !== undefined) files.add(file);
    return { format, reporter: getReporter(format), ...(file === undefined ? {} : { file }) };
  });
}

/** Writes every report; `colorFor` says whether a report may use colour (never in files). */
export async function writeReports(
  outputs: readonly ReportOutput[],
  findings: readonly Finding[],
  context: Omit<ReportContext, 'color'>,
  colorFor: (toFile: boolean) => boolean,
): Promise<void> {
  for (const output of outputs) {
    const report = output.reporter(findings, { ...context, color: colorFor(output.file !== undefined) });
    if (output.file !== undefined) await writeReportFile(output.file, report, context.files);
    else await writeStdout(report);
  }
}

/** The flags every command that reports findings takes (`lint`, `check`, `merge`). */
export interface ReportFlags {
  format?: string[];
  output?: string[];
  failSeverity: SeverityName;
  color: boolean;
}

export function addReportOptions(command: Command): Command {
  return command
    .option('-f, --format <format>', `report format, repeatable: ${FORMAT_NAMES.join(', ')} (default: stylish)`, collectFormat)
    .option('-o, --output <file>', 'write the report of the matching --format (the i-th -o goes with the i-th -f) to a file instead of standard output', collectOutput)
    .addOption(new Option('--fail-severity <severity>', 'lowest severity that makes the exit code 1').choices(SEVERITY_NAMES).default('error'))
    .option('--no-color', 'plain output without colours (also NO_COLOR, and whenever output is not a terminal)');
}

export function useColor(flags: { color: boolean }, toFile: boolean): boolean {
  const noColorEnv = process.env['NO_COLOR'] !== undefined && process.env['NO_COLOR'] !== '';
  return flags.color && !noColorEnv && !toFile && process.stdout.isTTY === true;
}

/**
 * Writes `shown` in every planned format and returns the exit code `gating` decides: 1 when a
 * finding reaches `--fail-severity`, else 0.
 */
export async function reportFindings(
  outputs: readonly ReportOutput[],
  shown: readonly Finding[],
  gating: readonly Finding[],
  flags: ReportFlags,
  context: Omit<ReportContext, 'color' | 'failSeverity'>,
): Promise<number> {
  const failSeverity = severityLevel(flags.failSeverity);
  await writeReports(outputs, shown, { ...context, failSeverity }, (toFile) => useColor(flags, toFile));
  return gating.some((finding) => finding.severity <= failSeverity) ? 1 : 0;
}
