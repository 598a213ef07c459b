import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { Option } from 'commander';
import { UsageError } from '../errors.js';
import type { Finding, SeverityName } from '../findings.js';
import { SEVERITY_NAMES, compareFindings, severityLevel } from '../findings.js';
import { FORMAT_NAMES } from '../reporters/index.js';
import { useColor } from './lint-command.js';
import { collectFormat, collectOutput, planOutputs, writeReports } from './report-outputs.js';

/** `merge`: the JSON reports of several runs (the shards of a CI matrix) as one report, in any format. */

interface MergeFlags {
  format?: string[];
  output?: string[];
  failSeverity: SeverityName;
  color: boolean;
}

function isFinding(value: unknown): value is Finding {
  if (typeof value !== 'object' || value === null) return false;
  const finding = value as Partial<Finding>;
  return typeof finding.code === 'string' && typeof finding.message === 'string' && Array.isArray(finding.path)
    && typeof finding.severity === 'number' && typeof finding.source === 'string'
    && typeof finding.range?.start?.line === 'number' && typeof finding.range.end?.line === 'number';
}

export async function readJsonReport(file: string): Promise<Finding[]> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new UsageError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${file}: not a JSON report (made with "lint --format json")`);
  }
  if (!Array.isArray(parsed)) throw new UsageError(`${file}: not a JSON report: expected an array of findings`);
  const index = parsed.findIndex((entry) => !isFinding(entry));
  if (index >= 0) throw new UsageError(`${file}: entry ${index} is not a finding ({code, path, message, severity, range, source})`);
  return parsed as Finding[];
}

/** Findings of all reports, each once, in reading order. */
export function mergeFindings(reports: ReadonlyArray<readonly Finding[]>): Finding[] {
  const seen = new Set<string>();
  const merged: Finding[] = [];
  for (const finding of reports.flat()) {
    const key = JSON.stringify([finding.source, finding.code, finding.path, finding.message, finding.range.start]);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(finding);
  }
  return merged.sort(compareFindings);
}

export function registerMergeCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('merge')
    .description('merge JSON reports (e.g. of --shard runs) into one report, in any format')
    .argument('<reports...>', 'JSON reports written by "lint --format json"')
    .option('-f, --format <format>', `report format, repeatable: ${FORMAT_NAMES.join(', ')} (default: stylish)`, collectFormat)
    .option('-o, --output <file>', 'write the report of the matching --format to a file instead of standard output', collectOutput)
    .addOption(new Option('--fail-severity <severity>', 'lowest severity that makes the exit code 1').choices(SEVERITY_NAMES).default('error'))
    .option('--no-color', 'plain output without colours')
    .addHelpText('after', `
Example:
  $ api-conventions lint apis/ --shard 1/2 -f json -o shard-1.json
  $ api-conventions lint apis/ --shard 2/2 -f json -o shard-2.json
  $ api-conventions merge shard-*.json -f sarif -o report.sarif -f stylish`)
    .action(async (reports: string[], flags: MergeFlags) => {
      const outputs = planOutputs(flags.format, flags.output);
      const findings = mergeFindings(await Promise.all(reports.map(readJsonReport)));
      const files = [...new Set(findings.map((finding) => finding.source))].sort();
      const failLevel = severityLevel(flags.failSeverity);
      const inputs = new Set(reports.map((report) => path.resolve(report)));
      const overwritten = outputs.find((output) => output.file !== undefined && inputs.has(path.resolve(output.file)));
      if (overwritten?.file !== undefined) throw new UsageError(`${overwritten.file}: refusing to write the merged report over one of the reports being merged`);
      await writeReports(outputs, findings, { files, cwd: process.cwd(), failSeverity: failLevel }, (toFile) => useColor(flags, toFile));
      setExitCode(findings.some((finding) => finding.severity <= failLevel) ? 1 : 0);
    });
}
