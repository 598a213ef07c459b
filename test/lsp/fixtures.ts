import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { ROOT, runCli } from '../helpers/cli.js';

/** What both sides are compared on: rule, range, message and severity (0 error … 3 hint). */
export interface Comparable {
  code: string;
  severity: number;
  message: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

interface JsonFinding extends Comparable {
  source: string;
}

/** The fixtures, grouped by the folder `lint` runs in: one holding a `.spectral.*` file uses it. */
export function fixtureWorkspaces(): Array<{ workspace: string; files: string[] }> {
  const files = globSync(['fixtures/**/*.{yaml,yml,json}'], { cwd: ROOT, absolute: true, dot: false }).sort();
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const directory = path.dirname(file);
    const hasRuleset = globSync(['.spectral.{yaml,yml,json,js,mjs}'], { cwd: directory, dot: true }).length > 0;
    const workspace = hasRuleset ? directory : ROOT;
    groups.set(workspace, [...(groups.get(workspace) ?? []), file]);
  }
  return [...groups].map(([workspace, grouped]) => ({ workspace, files: grouped }));
}

export function comparable(item: Comparable): Comparable {
  return { code: String(item.code), severity: item.severity, message: item.message, range: item.range };
}

export function sortComparable(items: Comparable[]): Comparable[] {
  const key = (item: Comparable) => JSON.stringify([item.range.start.line, item.range.start.character, item.code, item.message, item.range.end.line, item.range.end.character]);
  return items.sort((left, right) => key(left).localeCompare(key(right)));
}

const NOT_OPENAPI = /^not an OpenAPI or Swagger document/;

const linted = new Map<string, Promise<Map<string, Comparable[]>>>();

/** `lint -f json` run in `workspace`, by file (once per folder); that a file is not OpenAPI is no diagnostic in an editor. */
export function lintFindings(workspace: string, files: readonly string[]): Promise<Map<string, Comparable[]>> {
  let findings = linted.get(workspace);
  if (findings === undefined) {
    findings = runLint(workspace, files);
    linted.set(workspace, findings);
  }
  return findings;
}

async function runLint(workspace: string, files: readonly string[]): Promise<Map<string, Comparable[]>> {
  const result = await runCli(['lint', '-f', 'json', ...files], { cwd: workspace, timeoutMs: 120_000 });
  if (result.code > 1) throw new Error(`lint failed in ${workspace}: ${result.stderr}`);
  const findings = JSON.parse(result.stdout) as JsonFinding[];
  const byFile = new Map<string, Comparable[]>(files.map((file) => [file, []]));
  for (const finding of findings) byFile.get(finding.source)?.push(comparable(finding));
  for (const [file, list] of byFile) {
    byFile.set(file, sortComparable(list.filter((finding) => !(finding.code === 'oas-valid' && NOT_OPENAPI.test(finding.message)))));
  }
  return byFile;
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}
