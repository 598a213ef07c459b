import path from 'node:path';
import type { Command } from 'commander';
import { InvalidArgumentError, Option } from 'commander';
import type { Finding, SeverityName } from '../findings.js';
import { SEVERITY_NAMES, severityLevel } from '../findings.js';
import { UsageError } from '../errors.js';
import type { Reporter, ReportContext } from '../reporters/index.js';
import { FORMAT_NAMES, getReporter } from '../reporters/index.js';
import type { SeverityCounts } from '../reporters/report-facts.js';
import { DOCS_URL_ENV, docsBaseUrl } from '../reporters/rule-docs.js';
import { streamingReport } from '../reporters/streaming.js';
import type { HiddenCounts } from '../reporters/stylish.js';
import { closeReportFile, ensureDirectory, openReportFile, writeReportFile, writeStdout, writeTo } from './write-output.js';

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

/** The report format a file's extension names, for `-o` without `-f`. */
const FORMAT_BY_EXTENSION: Readonly<Record<string, string>> = { '.sarif': 'sarif', '.json': 'json', '.xml': 'junit', '.md': 'markdown', '.html': 'html', '.htm': 'html' };

function formatOfFile(file: string): string {
  const format = FORMAT_BY_EXTENSION[path.extname(file).toLowerCase()];
  if (format === undefined) throw new UsageError(`${file}: cannot tell the report format from the extension (.sarif, .json, .xml, .md, .html); give it with -f before -o`);
  return format;
}

export function planOutputs(formats: readonly string[] | undefined, outputs: readonly string[] | undefined): ReportOutput[] {
  const outputList = outputs ?? [];
  const noFormat = formats === undefined || formats.length === 0;
  // ESLint's habit: `-o report.sarif` alone writes SARIF, and nothing else is printed.
  const formatList = noFormat ? (outputList.length > 0 ? outputList.map(formatOfFile) : ['stylish']) : formats;
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

/** Makes the folders of the report files before the run, so that a bad path fails at once, not after linting. */
export async function prepareOutputFolders(outputs: readonly ReportOutput[]): Promise<void> {
  for (const output of outputs) {
    if (output.file === undefined) continue;
    await ensureDirectory(path.dirname(path.resolve(output.file))).catch((error: unknown) => {
      throw new UsageError(`${output.file ?? ''}: cannot write the report (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    });
  }
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
  docsUrl?: string;
}

/** The docs base of the reports: `--docs-url`, else API_CONVENTIONS_DOCS_URL, else the installed pages. */
export function docsContext(flags: { docsUrl?: string }): { docsBaseUrl?: string } {
  const base = docsBaseUrl(flags.docsUrl);
  return base === undefined ? {} : { docsBaseUrl: base };
}

export function addReportOptions(command: Command): Command {
  return command
    .option('-f, --format <format>', `report format, repeatable: ${FORMAT_NAMES.join(', ')} (default: stylish)`, collectFormat)
    .option('-o, --output <file>', 'write the report of the matching --format (the i-th -o goes with the i-th -f) to a file instead of standard output', collectOutput)
    .addOption(new Option('--fail-severity <severity>', 'lowest severity that makes the exit code 1').choices(SEVERITY_NAMES).default('error'))
    .option('--no-color', 'plain output without colours (also NO_COLOR, and whenever output is not a terminal)')
    .option('--docs-url <url>', `where the rules' docs pages are served, for the reports' links (also ${DOCS_URL_ENV}; default: the pages installed with the package)`);
}

function isSet(name: string): boolean {
  const value = process.env[name];
  return value !== undefined && value !== '';
}

/**
 * Colour on a terminal, never in files; `--no-color` and `NO_COLOR` turn it off, `FORCE_COLOR`
 * (other than 0 or false) turns it on where output is piped, as chalk and most tools do.
 */
export function useColor(flags: { color: boolean }, toFile: boolean): boolean {
  if (!flags.color || isSet('NO_COLOR') || toFile) return false;
  const force = process.env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return process.stdout.isTTY === true;
}

/**
 * Writes every planned report from findings given one file at a time, in report order: json and
 * stylish as they come (a large run need not hold its findings), the other formats at the end.
 * Resolves to the counts of the findings written.
 */
export async function writeReportsByFile(
  outputs: readonly ReportOutput[],
  groups: AsyncIterable<readonly [string, readonly Finding[]]>,
  context: Omit<ReportContext, 'color'>,
  colorFor: (toFile: boolean) => boolean,
  extras: { hidden?: () => HiddenCounts; listDocuments?: boolean } = {},
): Promise<SeverityCounts> {
  const destinations = [];
  let wholeList: Finding[] | undefined;
  try {
    for (const output of outputs) {
      const outputContext = { ...context, color: colorFor(output.file !== undefined) };
      const streaming = streamingReport(output.format, outputContext, extras.listDocuments === true);
      if (streaming === undefined) wholeList ??= [];
      const file = output.file === undefined ? undefined : await openReportFile(output.file, context.files);
      destinations.push({ output, outputContext, streaming, file });
    }
    const counts: SeverityCounts = { 0: 0, 1: 0, 2: 0, 3: 0 };
    for await (const [source, findings] of groups) {
      for (const finding of findings) {
        counts[finding.severity] += 1;
        wholeList?.push(finding);
      }
      for (const { streaming, file } of destinations) if (streaming !== undefined) await writeTo(file ?? process.stdout, streaming.file(source, findings));
    }
    for (const { output, outputContext, streaming, file } of destinations) {
      const text = streaming === undefined ? output.reporter(wholeList ?? [], outputContext) : streaming.end(counts, extras.hidden?.());
      await writeTo(file ?? process.stdout, text);
      if (file !== undefined && output.file !== undefined) await closeReportFile(output.file, file);
    }
    return counts;
  } finally {
    for (const { file } of destinations) file?.destroy();
  }
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
  await writeReports(outputs, shown, { ...context, ...docsContext(flags), failSeverity }, (toFile) => useColor(flags, toFile));
  return gating.some((finding) => finding.severity <= failSeverity) ? 1 : 0;
}
