import type { Command } from 'commander';
import { loadRulesetFile, findRulesetFile } from '../config/load-ruleset.js';
import { UsageError } from '../errors.js';
import { INTERNAL_ERROR, getDefaultRuleset } from '../lint/lint.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import type { Suppressions } from '../suppressions/index.js';
import type { SinceGate } from '../suppressions/since.js';
import { prepareSuppressions } from '../suppressions/index.js';
import { IGNORE_WITHOUT_REASON, UNUSED_IGNORE } from '../suppressions/inline-ignores.js';
import type { Finding } from '../findings.js';
import { severityLevel } from '../findings.js';
import { findingsByFile } from '../reporters/report-facts.js';
import type { HiddenCounts } from '../reporters/stylish.js';
import { progressLine, showsProgress } from './progress.js';
import { expandInputs } from './expand-inputs.js';
import { cacheKeyFor, DEFAULT_CACHE_FILE } from './cache-key.js';
import { lintDocuments } from './lint-documents.js';
import type { DocumentsRun, RunProgress } from './lint-documents.js';
import { parseShard, selectShard } from './shard.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, docsContext, planOutputs, prepareOutputFolders, useColor, writeReportsByFile } from './report-outputs.js';

interface LintFlags extends ReportFlags {
  baseline?: string;
  updateBaseline?: boolean;
  reportUnusedIgnores?: boolean;
  quiet?: boolean;
  ruleset?: string;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
  strict?: boolean;
  cache?: boolean;
  cacheLocation?: string;
  shard?: string;
  workers?: string;
  progress: boolean;
  maxWarnings?: string;
  stdinFilename?: string;
  since?: string;
}

function parseMaxWarnings(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0) throw new UsageError(`--max-warnings "${text}": expected a whole number, 0 or more`);
  return count;
}

function parseWorkers(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new UsageError(`--workers "${text}": expected a whole number of threads, 1 or more`);
  return count;
}

/** `--strict` and an internal-error finding: the run is not to be trusted. */
const EXIT_INTERNAL_ERROR = 2;

const IGNORE_PROBLEMS = new Set([UNUSED_IGNORE, IGNORE_WITHOUT_REASON]);

/** What the gate and `--quiet` did to a run's findings, for the exit code and the summary. */
interface GateTally {
  hidden: HiddenCounts;
  failing: number;
  /** Warnings reported, for --max-warnings. */
  warnings: number;
  internalErrors: number;
}

/**
 * A run's findings after the gate, one file at a time in report order. Without a baseline each
 * file's findings pass the inline exceptions alone, so a run of any size holds one file's
 * findings as objects at a time; a baseline is matched over the whole run at once.
 */
async function* gatedFindings(run: DocumentsRun, flags: LintFlags, suppressions: Suppressions, tally: GateTally, extras: GateExtras): AsyncGenerator<readonly [string, Finding[]]> {
  for await (const [source, findings] of gatedByExceptions(run, flags, suppressions, tally, extras.texts)) {
    const kept = extras.since === undefined ? findings : await extras.since.newIn(source, findings);
    tally.hidden.since = (tally.hidden.since ?? 0) + findings.length - kept.length;
    for (const finding of kept) {
      if (finding.severity <= severityLevel(flags.failSeverity)) tally.failing++;
      if (finding.severity === 1) tally.warnings++;
    }
    yield [source, shownOf(kept, flags, tally)];
  }
}

/** What stdin and --since add to the gate: the text of a document not on disk, and the revision's findings. */
interface GateExtras {
  texts?: ReadonlyMap<string, string>;
  since?: SinceGate;
}

/** --quiet leaves out what does not fail the run (below errors by default): what it prints and the exit code agree. */
function shownOf(findings: Finding[], flags: LintFlags, tally: GateTally): Finding[] {
  if (flags.quiet !== true) return findings;
  const failSeverity = severityLevel(flags.failSeverity);
  const shown = findings.filter((finding) => finding.severity <= failSeverity);
  tally.hidden.quiet += findings.length - shown.length;
  return shown;
}

async function* gatedByExceptions(run: DocumentsRun, flags: LintFlags, suppressions: Suppressions, tally: GateTally, texts?: ReadonlyMap<string, string>): AsyncGenerator<readonly [string, Finding[]]> {
  const linted = new Set(run.files);
  const ignoresHid = (before: readonly Finding[], after: readonly Finding[]) =>
    before.length - after.filter((finding) => !IGNORE_PROBLEMS.has(finding.code)).length;
  if (flags.baseline === undefined) {
    for (const source of run.findings.sources(run.files)) {
      const findings = run.findings.findingsIn(source);
      tally.internalErrors += findings.filter((finding) => finding.code === INTERNAL_ERROR).length;
      if (findings.length === 0 && flags.reportUnusedIgnores !== true) continue;
      const gate = await suppressions.apply(findings, linted.has(source) ? [source] : [], texts);
      for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
      tally.hidden.ignores += ignoresHid(findings, gate.findings);
      yield [source, gate.findings];
    }
    return;
  }
  const all = run.findings.all();
  tally.internalErrors += all.filter((finding) => finding.code === INTERNAL_ERROR).length;
  const afterIgnores = await (await prepareSuppressions({ reportUnusedIgnores: flags.reportUnusedIgnores === true })).apply(all, run.files, texts);
  const gate = await suppressions.apply(all, run.files, texts);
  for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
  tally.hidden.ignores += ignoresHid(all, afterIgnores.findings);
  tally.hidden.baseline += afterIgnores.findings.length - gate.findings.length;
  yield* findingsByFile(gate.findings);
}

/** Lints, reports, and returns the exit code: 0 clean, 1 something reached the fail severity. */
async function runLint(inputs: string[], flags: LintFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  const docs = docsContext(flags);
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  // Standard input and --since are loaded only when used: a plain lint starts no child process.
  const sources = inputs.includes('-') || flags.since !== undefined ? await import('./lint-sources.js') : undefined;
  const stdin = sources !== undefined && inputs.includes('-') ? await sources.readStdinDocument(inputs, flags.stdinFilename) : undefined;
  if (flags.stdinFilename !== undefined && stdin === undefined) throw new UsageError('--stdin-filename names the document read from standard input: lint it with "-" as the document');
  await prepareOutputFolders(outputs);
  const suppressions = await prepareSuppressions({
    ...(flags.baseline === undefined ? {} : { baselineFile: flags.baseline }),
    updateBaseline: flags.updateBaseline === true,
    reportUnusedIgnores: flags.reportUnusedIgnores === true,
  });
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const ruleset = rulesetFile === undefined ? undefined : await loadRulesetFile(rulesetFile);
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  const threads = parseWorkers(flags.workers);
  const expanded = stdin === undefined ? await expandInputs(inputs) : [stdin.file];
  const files = shard === undefined ? expanded : selectShard(expanded, shard, process.cwd());
  const allowExternalRefs = flags.allowExternalRefs === true;
  const allowRemoteRefs = flags.allowRemoteRefs === true;
  const progress = showsProgress(flags.progress, process.stderr, process.env) ? progressLine((text) => process.stderr.write(text)) : undefined;
  const lintOptions = { ...(ruleset === undefined ? {} : { ruleset }), allowExternalRefs, allowRemoteRefs };
  const since = sources === undefined || flags.since === undefined ? undefined : await sources.sinceRevision(flags.since, lintOptions);
  const extras = { ...(stdin === undefined ? {} : { texts: new Map([[stdin.file, stdin.text]]) }), ...(since === undefined ? {} : { since }) };
  const run = sources !== undefined && stdin !== undefined ? await sources.lintStdinDocument(stdin, lintOptions) : await lintDocuments(files, {
    ...(ruleset === undefined ? {} : { ruleset }),
    ...(rulesetFile === undefined ? {} : { rulesetFile }),
    ...(threads === undefined ? {} : { threads }),
    // The key is a hash: only made for `--cache`, so that a lint without it loads no node:crypto.
    ...(flags.cache === true ? { cache: { file: flags.cacheLocation ?? DEFAULT_CACHE_FILE, key: await cacheKeyFor(rulesetFile, { allowExternalRefs, allowRemoteRefs }) } } : {}),
    allowExternalRefs,
    allowRemoteRefs,
    warn: (message) => process.stderr.write(`api-conventions: warning: ${message}\n`),
    ...(progress === undefined ? {} : { onProgress: (state: RunProgress) => progress.update(state) }),
  }).finally(() => progress?.end());
  const tally: GateTally = { hidden: { quiet: 0, ignores: 0, baseline: 0, since: 0 }, failing: 0, warnings: 0, internalErrors: 0 };
  const context = { files: run.files, cwd: process.cwd(), rules: describeRuleset(ruleset ?? getDefaultRuleset()), failSeverity: severityLevel(flags.failSeverity), ...docs };
  await writeReportsByFile(outputs, gatedFindings(run, flags, suppressions, tally, extras), context, (toFile) => useColor(flags, toFile), {
    hidden: () => tally.hidden,
    listDocuments: shard !== undefined,
  });
  if (flags.strict === true && tally.internalErrors > 0) return EXIT_INTERNAL_ERROR;
  if (maxWarnings !== undefined && tally.warnings > maxWarnings) {
    process.stderr.write(`api-conventions: ${tally.warnings} warnings, more than --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return tally.failing > 0 ? 1 : 0;
}

export function registerLintCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('lint')
    .description('lint OpenAPI 3.0/3.1 and Swagger 2.0 documents against the API conventions')
    .argument('<documents...>', 'files, directories or globs (YAML or JSON)'))
    .option('-q, --quiet', 'report only what fails the run: errors, or down to --fail-severity (the summary counts what was hidden)')
    .option('-r, --ruleset <file>', 'Spectral ruleset to use instead of .spectral.{yaml,yml,json,js,mjs} in the current directory')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s directory tree')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
    .option('--strict', 'exit 2 when a rule, or the linter itself, failed on a document (an internal-error finding)')
    .option('--baseline <file>', 'hide the findings recorded in this baseline file')
    .option('--update-baseline', 'record this run\'s findings in the --baseline file (entries of documents not linted now are kept)')
    .option('--report-unused-ignores', 'report x-api-conventions-ignore entries that silence nothing or give no reason')
    .option('--cache', `reuse the findings of documents unchanged since the last run (kept in ${DEFAULT_CACHE_FILE})`)
    .option('--cache-location <file>', 'where --cache keeps its file')
    .option('--shard <k/n>', 'lint only the k-th of n parts of the documents (for CI matrices); the JSON report lists the shard\'s documents, and "api-conventions merge" joins the reports')
    .option('--workers <n>', 'threads to lint several documents on, this one included, at most one per document and per core (default: as many as the work pays for)')
    .option('--no-progress', 'no progress line on stderr (shown only on a terminal, never when CI is set)')
    .option('--max-warnings <n>', 'exit 1 when more than n warnings are reported (as ESLint)')
    .option('--stdin-filename <file>', 'with "-" as the document: the name findings give it, and where its relative $refs resolve from')
    .option('--since <git-rev>', 'report only findings the documents did not have at that git revision (matched as a baseline is: moved or reformatted findings stay hidden)')
    .addHelpText('after', `
Examples:
  $ api-conventions lint openapi.yaml
  $ api-conventions lint specs/ --format json --output report.json
  $ api-conventions lint 'apis/**/*.yaml' --fail-severity warn
  $ api-conventions lint openapi.yaml -f sarif -o report.sarif -f github
  $ api-conventions lint openapi.yaml --baseline api-baseline.json --update-baseline
  $ api-conventions lint apis/ --cache --shard 1/4 -f json -o shard-1.json
  $ api-conventions lint openapi.yaml --since origin/main -o report.sarif
  $ cat openapi.yaml | api-conventions lint - --stdin-filename api/openapi.yaml

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error, unreadable file,
invalid ruleset or internal error (with --strict, also a rule that failed on a document).`)
    .action(async (inputs: string[], flags: LintFlags) => {
      setExitCode(await runLint(inputs, flags));
    });
}
