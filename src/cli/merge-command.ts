import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs, reportFindings } from './report-outputs.js';

/** `merge`: the JSON reports of several runs (the shards of a CI matrix) as one report, in any format. */

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
  addReportOptions(program
    .command('merge')
    .description('merge JSON reports (e.g. of --shard runs) into one report, in any format')
    .argument('<reports...>', 'JSON reports written by "lint --format json"'))
    .addHelpText('after', `
Example:
  $ api-conventions lint apis/ --shard 1/2 -f json -o shard-1.json
  $ api-conventions lint apis/ --shard 2/2 -f json -o shard-2.json
  $ api-conventions merge shard-*.json -f sarif -o report.sarif -f stylish`)
    .action(async (reports: string[], flags: ReportFlags) => {
      const outputs = planOutputs(flags.format, flags.output);
      const findings = mergeFindings(await Promise.all(reports.map(readJsonReport)));
      const files = [...new Set(findings.map((finding) => finding.source))].sort();
      const inputs = new Set(reports.map((report) => path.resolve(report)));
      const overwritten = outputs.find((output) => output.file !== undefined && inputs.has(path.resolve(output.file)));
      if (overwritten?.file !== undefined) throw new UsageError(`${overwritten.file}: refusing to write the merged report over one of the reports being merged`);
      setExitCode(await reportFindings(outputs, findings, findings, flags, { files, cwd: process.cwd() }));
    });
}
