import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { parse } from 'yaml';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * Runs stock `spectral lint` and `api-conventions lint` the way users do, and reduces their JSON
 * reports to what must agree: (file, code, path, severity).
 */

export const SPECTRAL_BIN = path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
export const PACKAGED_DIRECTORY = path.join(ROOT, 'dist/spectral');
/** The ruleset file the package ships for `spectral lint -r` and `extends:`. */
export const PACKAGED_RULESET = path.join(PACKAGED_DIRECTORY, 'ruleset.js');
export const FIXTURES = path.join(ROOT, 'fixtures');

/**
 * Codes left out of the comparison: each tool's own report on the document itself. Our CLI
 * reports swagger-parser's schema validation, syntax errors and unresolvable or refused `$ref`s as
 * `oas-valid`; Spectral reports syntax errors as `parser`, bad `$ref`s as `invalid-ref`, a
 * document of no known format as `unrecognized-format`, and no schema validation at all.
 */
export const DOCUMENT_DIAGNOSTIC_CODES: ReadonlySet<string> = new Set(['oas-valid', 'parser', 'invalid-ref', 'unrecognized-format']);

/** The file names Spectral (and our CLI) look for in the working directory. */
export const DEFAULT_RULESET_FILE = /^\.?spectral\.(ya?ml|json|m?js)$/;

export interface ReportedFinding {
  code: string;
  path: Array<string | number>;
  severity: number;
  source: string;
  message: string;
}

export interface ToolRun {
  exitCode: number;
  findings: ReportedFinding[];
  stderr: string;
}

function execNode(args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 2, stdout, stderr });
    });
  });
}

/** `spectral lint -f json` as shipped; `rulesetArgs` is `['-r', file]` or empty (discovery). */
export async function runSpectral(documents: readonly string[], cwd: string, rulesetArgs: readonly string[] = []): Promise<ToolRun> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-spectral-'));
  try {
    // Spectral prints a summary line after the JSON on standard output; the file holds JSON only.
    const output = path.join(scratch, 'report.json');
    const run = await execNode([SPECTRAL_BIN, 'lint', '-f', 'json', '-o', output, ...rulesetArgs, ...documents], cwd);
    const findings = run.code <= 1 ? (JSON.parse(await readFile(output, 'utf8')) as ReportedFinding[]) : [];
    return { exitCode: run.code, findings, stderr: run.stderr };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `api-conventions lint --format json`; `rulesetArgs` is `['--ruleset', file]` or empty. */
export async function runOurs(documents: readonly string[], cwd: string, rulesetArgs: readonly string[] = []): Promise<ToolRun> {
  // Spectral's CLI reads any local file a `$ref` names; ours keeps to the document's tree unless
  // told otherwise. The flag lines the two up, so the comparison is about the ruleset.
  const run = await runCli(['lint', '--format', 'json', '--allow-external-refs', ...rulesetArgs, ...documents], { cwd, timeoutMs: 120_000 });
  const findings = run.code <= 1 ? (JSON.parse(run.stdout) as ReportedFinding[]) : [];
  return { exitCode: run.code, findings, stderr: run.stderr };
}

/** The comparable part of a finding, one line per finding; the file relative to `base`. */
export function findingKey(finding: ReportedFinding, base = ROOT): string {
  return [path.relative(base, finding.source), finding.code, JSON.stringify(finding.path), finding.severity].join('  ');
}

/** The set both tools must agree on: every finding but the document diagnostics, as keys. */
export function comparable(findings: readonly ReportedFinding[], base = ROOT): Set<string> {
  return new Set(findings.filter((finding) => !DOCUMENT_DIAGNOSTIC_CODES.has(finding.code)).map((finding) => findingKey(finding, base)));
}

/** Keys in one set and not the other, for a readable failure. */
export function difference(left: ReadonlySet<string>, right: ReadonlySet<string>): string[] {
  return [...left].filter((key) => !right.has(key)).sort();
}

const OPENAPI_KEY_LINE = /^(["']?)(openapi|swagger)\1\s*:/m;

/** Whether a file is an OpenAPI or Swagger document (not a fragment reached by `$ref`). */
export async function declaresOpenApi(file: string): Promise<boolean> {
  const text = await readFile(file, 'utf8');
  try {
    const data: unknown = parse(text);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return 'openapi' in data || 'swagger' in data;
  } catch {
    // Broken on purpose (syntax-error fixtures): judge by the top-level key alone.
  }
  return OPENAPI_KEY_LINE.test(text) || /^\s*\{[\s\S]*?"(openapi|swagger)"\s*:/.test(text);
}

/** Every OpenAPI/Swagger document under `fixtures/`, found now, so later fixtures are covered. */
export async function discoverFixtureDocuments(): Promise<string[]> {
  // fixtures/hostile holds documents built to break parsers (alias bombs, crashing tags): stock
  // Spectral is not expected to survive them, so they are no parity cases.
  const files = await glob(['**/*.{yaml,yml,json}'], { cwd: FIXTURES, absolute: true, dot: false, ignore: ['hostile/**'] });
  const flags = await Promise.all(files.map(declaresOpenApi));
  return files.filter((_, index) => flags[index] === true).sort();
}

/** Directories under `fixtures/` holding a `.spectral.*` file: each configures the documents below it. */
export async function discoverConfigDirectories(): Promise<string[]> {
  const files = await glob(['**/*spectral.*'], { cwd: FIXTURES, absolute: true, dot: true });
  return [...new Set(files.filter((file) => DEFAULT_RULESET_FILE.test(path.basename(file))).map((file) => path.dirname(file)))].sort();
}

/** The nearest directory (the document's own, or one above it in `fixtures/`) with a config. */
export function configDirectoryOf(document: string, configDirectories: readonly string[]): string | undefined {
  return configDirectories
    .filter((directory) => document.startsWith(`${directory}${path.sep}`))
    .sort((left, right) => right.length - left.length)[0];
}

async function newestModification(files: readonly string[]): Promise<number> {
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs));
  return Math.max(0, ...times);
}

/**
 * Rebuilds `dist/spectral/` when it is older than the compiled ruleset (after a bare `tsc`), so
 * the packaged files under test are the current rules. Files are moved in whole, never half-written.
 */
export async function ensureFreshPackagedRuleset(): Promise<void> {
  const packaged = ['conventions.js', 'conventions.cjs', 'ruleset.js'].map((name) => path.join(PACKAGED_DIRECTORY, name));
  const compiled = await glob(['dist/rulesets/**/*.js'], { cwd: ROOT, absolute: true });
  if (compiled.length === 0) throw new Error('dist/rulesets is missing; run `npm run build` first');
  const packagedTimes = await Promise.all(packaged.map(async (file) => (await stat(file).catch(() => undefined))?.mtimeMs ?? 0));
  if (Math.min(...packagedTimes) >= (await newestModification(compiled))) return;
  await mkdir(PACKAGED_DIRECTORY, { recursive: true });
  const scratch = await mkdtemp(path.join(ROOT, 'dist/.spectral-'));
  try {
    const run = await execNode([path.join(ROOT, 'scripts/bundle-ruleset.js'), scratch], ROOT);
    if (run.code !== 0) throw new Error(`bundling the ruleset failed: ${run.stderr}`);
    await Promise.all(packaged.map((file) => rename(path.join(scratch, path.basename(file)), file)));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
