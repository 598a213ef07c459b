import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { glob, isDynamicPattern } from 'tinyglobby';
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

/** A JSON report as `merge` reads it: the findings, and the documents linted when the report lists them. */
export interface JsonReport {
  findings: Finding[];
  /** Every document the run linted (with findings or not); written by `lint --shard … -f json`. */
  documents?: string[];
}

function findingsOf(file: string, entries: unknown[]): Finding[] {
  const index = entries.findIndex((entry) => !isFinding(entry));
  if (index >= 0) throw new UsageError(`${file}: entry ${index} is not a finding ({code, path, message, severity, range, source})`);
  return entries as Finding[];
}

export async function readJsonReport(file: string): Promise<JsonReport> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new UsageError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${file}: not a JSON report (made with "lint --format json")`);
  }
  if (Array.isArray(parsed)) return { findings: findingsOf(file, parsed) };
  const shard = parsed as Partial<Record<'documents' | 'findings', unknown>> | null;
  if (typeof shard === 'object' && shard !== null && Array.isArray(shard.findings) && Array.isArray(shard.documents) && shard.documents.every((entry) => typeof entry === 'string')) {
    return { findings: findingsOf(file, shard.findings), documents: shard.documents };
  }
  throw new UsageError(`${file}: not a JSON report: expected an array of findings, or {documents, findings} from "lint --shard"`);
}

/** The report files named: each file as given, and each glob (quoted, so no shell expanded it) as the files it matches. */
export async function expandReportNames(names: readonly string[], cwd = process.cwd()): Promise<string[]> {
  const files: string[] = [];
  for (const name of names) {
    const exists = await stat(path.resolve(cwd, name)).then((info) => info.isFile(), () => false);
    if (exists || !isDynamicPattern(name)) {
      files.push(name);
      continue;
    }
    const matches = (await glob(name, { cwd, dot: false })).sort();
    if (matches.length === 0) throw new UsageError(`${name}: no reports match`);
    files.push(...matches);
  }
  return [...new Set(files)];
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
    .argument('<reports...>', 'JSON reports written by "lint --format json" (files or globs, e.g. \'shard-*.json\')'))
    .addHelpText('after', `
Example:
  $ api-conventions lint apis/ --shard 1/2 -f json -o shard-1.json
  $ api-conventions lint apis/ --shard 2/2 -f json -o shard-2.json
  $ api-conventions merge 'shard-*.json' -f sarif -o report.sarif -f stylish

A report written by "lint --shard" lists every document of its shard, so the merged summary
counts the documents without findings too.`)
    .action(async (reports: string[], flags: ReportFlags) => {
      const outputs = planOutputs(flags.format, flags.output);
      const names = await expandReportNames(reports);
      const read = await Promise.all(names.map(readJsonReport));
      const findings = mergeFindings(read.map((report) => report.findings));
      // The documents linted: those the shard reports list, and any other a finding is in.
      const files = [...new Set([...read.flatMap((report) => report.documents ?? []), ...findings.map((finding) => finding.source)])].sort();
      const inputs = new Set(names.map((report) => path.resolve(report)));
      const overwritten = outputs.find((output) => output.file !== undefined && inputs.has(path.resolve(output.file)));
      if (overwritten?.file !== undefined) throw new UsageError(`${overwritten.file}: refusing to write the merged report over one of the reports being merged`);
      setExitCode(await reportFindings(outputs, findings, findings, flags, { files, cwd: process.cwd() }));
    });
}
