import type { Command } from 'commander';
import { loadRulesetFile, findRulesetFile } from '../config/load-ruleset.js';
import { UsageError } from '../errors.js';
import { writeStdout } from './write-output.js';
import { getDefaultRuleset } from '../lint/lint.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import type { Finding } from '../findings.js';
import { severityLevel } from '../findings.js';
import type { HiddenCounts } from '../reporters/stylish.js';
import { progressLine, showsProgress } from './progress.js';
import { expandInputs } from './expand-inputs.js';
import { cacheKeyFor, DEFAULT_CACHE_FILE } from './cache-key.js';
import { runLint as lintDocuments } from '../runner/runner.js';
import type { DocumentsRun, RunProgress } from '../runner/runner.js';
import { parseShard, selectShard } from './shard.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, docsContext, planOutputs, prepareOutputFolders, useColor, writeReportsByFile } from './report-outputs.js';
import type { SinceGate } from '../suppressions/since.js';
import type { FixFlags } from './lint-fix.js';
import { fixFindings, fixTypeOf } from './lint-fix.js';

interface LintFlags extends ReportFlags, FixFlags {
  printConfig?: string;
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

/** What --quiet hid and what fails the run, for the exit code and the summary. */
interface GateTally {
  hidden: HiddenCounts;
  failing: number;
  /** Warnings reported, for --max-warnings. */
  warnings: number;
}

/**
 * A run's findings after the gate, one file at a time in report order, with `--since` and
 * `--quiet` applied and what fails the run counted.
 */
async function* shownFindings(run: DocumentsRun, flags: LintFlags, tally: GateTally, since: SinceGate | undefined): AsyncGenerator<readonly [string, Finding[]]> {
  const failSeverity = severityLevel(flags.failSeverity);
  for await (const [source, findings] of run.findingsByFile()) {
    const kept = since === undefined ? findings : await since.newIn(source, findings);
    tally.hidden.since = (tally.hidden.since ?? 0) + findings.length - kept.length;
    for (const finding of kept) {
      if (finding.severity <= failSeverity) tally.failing++;
      if (finding.severity === 1) tally.warnings++;
    }
    // --quiet leaves out what does not fail the run (below errors by default): what it prints and the exit code agree.
    if (flags.quiet !== true) {
      yield [source, kept];
      continue;
    }
    const shown = kept.filter((finding) => finding.severity <= failSeverity);
    tally.hidden.quiet += kept.length - shown.length;
    yield [source, shown];
  }
  tally.hidden.ignores = run.hidden.ignores;
  tally.hidden.baseline = run.hidden.baseline;
  for (const note of run.notes) process.stderr.write(`api-conventions: ${note}\n`);
}

async function* inOrder<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield await Promise.resolve(item);
}

/** Lints, reports, and returns the exit code: 0 clean, 1 something reached the fail severity. */
async function runLint(inputs: string[], flags: LintFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  await prepareOutputFolders(outputs);
  const docs = docsContext(flags);
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  const fixType = fixTypeOf(flags);
  if (fixType !== undefined && inputs.includes('-')) throw new UsageError('--fix and --fix-dry-run edit files: a document read from standard input has none');
  // Standard input and --since are loaded only when used: a plain lint starts no child process.
  const sources = inputs.includes('-') || flags.since !== undefined ? await import('./lint-sources.js') : undefined;
  const stdin = sources !== undefined && inputs.includes('-') ? await sources.readStdinDocument(inputs, flags.stdinFilename) : undefined;
  if (flags.stdinFilename !== undefined && stdin === undefined) throw new UsageError('--stdin-filename names the document read from standard input: lint it with "-" as the document');
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const ruleset = rulesetFile === undefined ? undefined : await loadRulesetFile(rulesetFile);
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  const threads = parseWorkers(flags.workers);
  const expanded = stdin === undefined ? await expandInputs(inputs) : [stdin.file];
  const files = shard === undefined ? expanded : selectShard(expanded, shard, process.cwd());
  const allowExternalRefs = flags.allowExternalRefs === true;
  const allowRemoteRefs = flags.allowRemoteRefs === true;
  const since = sources === undefined || flags.since === undefined ? undefined : await sources.sinceRevision(flags.since, { ...(ruleset === undefined ? {} : { ruleset }), allowExternalRefs, allowRemoteRefs });
  const progress = showsProgress(flags.progress, process.stderr, process.env) ? progressLine((text) => process.stderr.write(text)) : undefined;
  // A document read from standard input is linted from its text, under the name it is given.
  const run = await lintDocuments(stdin === undefined ? files : [stdin], {
    ...(ruleset === undefined ? {} : { ruleset }),
    ...(rulesetFile === undefined ? {} : { rulesetFile }),
    ...(threads === undefined ? {} : { threads }),
    // The key is a hash: only made for `--cache`, so that a lint without it loads no node:crypto.
    ...(flags.cache === true ? { cache: { file: flags.cacheLocation ?? DEFAULT_CACHE_FILE, key: await cacheKeyFor(rulesetFile, { allowExternalRefs, allowRemoteRefs }) } } : {}),
    allowExternalRefs,
    allowRemoteRefs,
    inlineIgnores: true,
    reportUnusedIgnores: flags.reportUnusedIgnores === true,
    ...(flags.baseline === undefined ? {} : { baselineFile: flags.baseline }),
    updateBaseline: flags.updateBaseline === true,
    warn: (message) => process.stderr.write(`api-conventions: warning: ${message}\n`),
    ...(progress === undefined ? {} : { onProgress: (state: RunProgress) => progress.update(state) }),
  }).finally(() => progress?.end());
  const tally: GateTally = { hidden: { quiet: 0, ignores: 0, baseline: 0, since: 0 }, failing: 0, warnings: 0 };
  const context = { files: run.files, cwd: process.cwd(), rules: describeRuleset(ruleset ?? getDefaultRuleset()), failSeverity: severityLevel(flags.failSeverity), ...docs };
  let groups: AsyncIterable<readonly [string, Finding[]]> = shownFindings(run, flags, tally, since);
  if (fixType !== undefined) {
    const remaining = await fixFindings(groups, { type: fixType, dryRun: flags.fixDryRun === true, allowExternalRefs, cwd: process.cwd() });
    // What is left (once fixed, for a dry run) is reported and decides the exit code, as with ESLint's --fix.
    const failSeverity = severityLevel(flags.failSeverity);
    const left = remaining.flatMap(([, findings]) => findings);
    tally.failing = left.filter((finding) => finding.severity <= failSeverity).length;
    tally.warnings = left.filter((finding) => finding.severity === 1).length;
    groups = inOrder(remaining);
  }
  if (outputs.some((output) => output.format === 'sarif')) {
    // SARIF carries each fix as text: the findings are all read, and their fixes placed, first.
    const read: Array<readonly [string, Finding[]]> = [];
    for await (const group of groups) read.push(group);
    const { fillTextChanges } = await import('../fix/changes.js');
    await fillTextChanges(read.flatMap(([, findings]) => findings), { allowExternalRefs, cwd: process.cwd() });
    groups = inOrder(read);
  }
  await writeReportsByFile(outputs, groups, context, (toFile) => useColor(flags, toFile), {
    hidden: () => tally.hidden,
    listDocuments: shard !== undefined,
  });
  if (flags.strict === true && run.internalErrors > 0) return EXIT_INTERNAL_ERROR;
  if (maxWarnings !== undefined && tally.warnings > maxWarnings) {
    process.stderr.write(`api-conventions: ${tally.warnings} warnings, more than --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return tally.failing > 0 ? 1 : 0;
}

export function registerLintCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('lint')
    .description('lint OpenAPI 3.0/3.1/3.2 and Swagger 2.0 documents against the API conventions')
    .argument('[documents...]', 'files, directories or globs (YAML or JSON)'))
    .option('-q, --quiet', 'report only what fails the run: errors, or down to --fail-severity (the summary counts what was hidden)')
    .option('-r, --ruleset <file>', 'Spectral ruleset to use instead of the .spectral.{yaml,yml,json,js,mjs} found in the current directory or the nearest one above it, up to the repository\'s root')
    .option('--print-config <document>', 'print the rules, severities and options that apply to the document, and the files they come from (JSON), and lint nothing')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s repository (or its directory, outside one)')
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
    .option('--fix', 'make the findings\' fixes in the documents (and the files their $refs read), those that break no client (docs/fix.md); the report lists what is left')
    .option('--fix-dry-run', 'print the fixes --fix would make as a unified diff; write nothing')
    .option('--fix-type <type>', 'safe (default): only fixes that keep the contract; breaking: also the suggestions that change it (clients must change)')
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
  $ api-conventions lint openapi.yaml --fix-dry-run
  $ api-conventions lint openapi.yaml --fix
  $ cat openapi.yaml | api-conventions lint - --stdin-filename api/openapi.yaml

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error, unreadable file,
invalid ruleset or internal error (with --strict, also a rule that failed on a document).`)
    .action(async (inputs: string[], flags: LintFlags) => {
      if (flags.printConfig !== undefined) {
        const { printConfig } = await import('../config/print-config.js');
        const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
        await writeStdout(`${JSON.stringify(await printConfig(flags.printConfig, rulesetFile), null, 2)}\n`);
        return;
      }
      if (inputs.length === 0) throw new UsageError('lint: name the documents to lint (files, directories or globs), or --print-config <document>');
      setExitCode(await runLint(inputs, flags));
    });
}
