import type { Command } from 'commander';
import { loadRulesetFile, findRulesetFile } from '../config/load-ruleset.js';
import { UsageError } from '../errors.js';
import { INTERNAL_ERROR, getDefaultRuleset } from '../lint/lint.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import type { Suppressions } from '../suppressions/index.js';
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
  internalErrors: number;
}

/**
 * A run's findings after the gate, one file at a time in report order. Without a baseline each
 * file's findings pass the inline exceptions alone, so a run of any size holds one file's
 * findings as objects at a time; a baseline is matched over the whole run at once.
 */
async function* gatedFindings(run: DocumentsRun, flags: LintFlags, suppressions: Suppressions, tally: GateTally): AsyncGenerator<readonly [string, Finding[]]> {
  const failSeverity = severityLevel(flags.failSeverity);
  // --quiet leaves out what does not fail the run (below errors by default): what it prints and the exit code agree.
  const shownOf = (findings: Finding[]) => {
    if (flags.quiet !== true) return findings;
    const shown = findings.filter((finding) => finding.severity <= failSeverity);
    tally.hidden.quiet += findings.length - shown.length;
    return shown;
  };
  const tallyGated = (findings: readonly Finding[]) => {
    for (const finding of findings) if (finding.severity <= failSeverity) tally.failing++;
  };
  const linted = new Set(run.files);
  const ignoresHid = (before: readonly Finding[], after: readonly Finding[]) =>
    before.length - after.filter((finding) => !IGNORE_PROBLEMS.has(finding.code)).length;
  if (flags.baseline === undefined) {
    for (const source of run.findings.sources(run.files)) {
      const findings = run.findings.findingsIn(source);
      tally.internalErrors += findings.filter((finding) => finding.code === INTERNAL_ERROR).length;
      if (findings.length === 0 && flags.reportUnusedIgnores !== true) continue;
      const gate = await suppressions.apply(findings, linted.has(source) ? [source] : []);
      for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
      tally.hidden.ignores += ignoresHid(findings, gate.findings);
      tallyGated(gate.findings);
      yield [source, shownOf(gate.findings)];
    }
    return;
  }
  const all = run.findings.all();
  tally.internalErrors += all.filter((finding) => finding.code === INTERNAL_ERROR).length;
  const afterIgnores = await (await prepareSuppressions({ reportUnusedIgnores: flags.reportUnusedIgnores === true })).apply(all, run.files);
  const gate = await suppressions.apply(all, run.files);
  for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
  tally.hidden.ignores += ignoresHid(all, afterIgnores.findings);
  tally.hidden.baseline += afterIgnores.findings.length - gate.findings.length;
  tallyGated(gate.findings);
  for (const [source, findings] of findingsByFile(gate.findings)) yield [source, shownOf(findings)];
}

/** Lints, reports, and returns the exit code: 0 clean, 1 something reached the fail severity. */
async function runLint(inputs: string[], flags: LintFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  const docs = docsContext(flags);
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
  const expanded = await expandInputs(inputs);
  const files = shard === undefined ? expanded : selectShard(expanded, shard, process.cwd());
  const allowExternalRefs = flags.allowExternalRefs === true;
  const allowRemoteRefs = flags.allowRemoteRefs === true;
  const progress = showsProgress(flags.progress, process.stderr, process.env) ? progressLine((text) => process.stderr.write(text)) : undefined;
  const run = await lintDocuments(files, {
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
  const tally: GateTally = { hidden: { quiet: 0, ignores: 0, baseline: 0 }, failing: 0, internalErrors: 0 };
  const context = { files: run.files, cwd: process.cwd(), rules: describeRuleset(ruleset ?? getDefaultRuleset()), failSeverity: severityLevel(flags.failSeverity), ...docs };
  await writeReportsByFile(outputs, gatedFindings(run, flags, suppressions, tally), context, (toFile) => useColor(flags, toFile), {
    hidden: () => tally.hidden,
    listDocuments: shard !== undefined,
  });
  if (flags.strict === true && tally.internalErrors > 0) return EXIT_INTERNAL_ERROR;
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
    .addHelpText('after', `
Examples:
  $ api-conventions lint openapi.yaml
  $ api-conventions lint specs/ --format json --output report.json
  $ api-conventions lint 'apis/**/*.yaml' --fail-severity warn
  $ api-conventions lint openapi.yaml -f sarif -o report.sarif -f github
  $ api-conventions lint openapi.yaml --baseline api-baseline.json --update-baseline
  $ api-conventions lint apis/ --cache --shard 1/4 -f json -o shard-1.json

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error, unreadable file,
invalid ruleset or internal error (with --strict, also a rule that failed on a document).`)
    .action(async (inputs: string[], flags: LintFlags) => {
      setExitCode(await runLint(inputs, flags));
    });
}
