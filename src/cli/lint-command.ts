import type { Command } from 'commander';
import { loadRulesetFile, findRulesetFile } from '../config/load-ruleset.js';
import { UsageError } from '../errors.js';
import { INTERNAL_ERROR, getDefaultRuleset } from '../lint/lint.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import { prepareSuppressions } from '../suppressions/index.js';
import { expandInputs } from './expand-inputs.js';
import { cacheKeyFor, DEFAULT_CACHE_FILE } from './cache-key.js';
import { lintDocuments } from './lint-documents.js';
import { parseShard, selectShard } from './shard.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs, reportFindings } from './report-outputs.js';

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
}

function parseWorkers(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new UsageError(`--workers "${text}": expected a whole number of threads, 1 or more`);
  return count;
}

/** `--strict` and an internal-error finding: the run is not to be trusted. */
const EXIT_INTERNAL_ERROR = 2;

/** Lints, reports, and returns the exit code: 0 clean, 1 something reached the fail severity. */
async function runLint(inputs: string[], flags: LintFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  const suppressions = await prepareSuppressions({
    ...(flags.baseline === undefined ? {} : { baselineFile: flags.baseline }),
    updateBaseline: flags.updateBaseline === true,
    reportUnusedIgnores: flags.reportUnusedIgnores === true,
  });
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const ruleset = rulesetFile === undefined ? undefined : await loadRulesetFile(rulesetFile);
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  const workers = parseWorkers(flags.workers);
  const expanded = await expandInputs(inputs);
  const files = shard === undefined ? expanded : selectShard(expanded, shard, process.cwd());
  const allowExternalRefs = flags.allowExternalRefs === true;
  const allowRemoteRefs = flags.allowRemoteRefs === true;
  const run = await lintDocuments(files, {
    ...(ruleset === undefined ? {} : { ruleset }),
    ...(rulesetFile === undefined ? {} : { rulesetFile }),
    ...(workers === undefined ? {} : { workers }),
    ...(flags.cache === true ? { cacheFile: flags.cacheLocation ?? DEFAULT_CACHE_FILE } : {}),
    cacheKey: await cacheKeyFor(rulesetFile, { allowExternalRefs, allowRemoteRefs }),
    allowExternalRefs,
    allowRemoteRefs,
  });
  const gate = await suppressions.apply(run.findings, run.files);
  for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
  const shown = flags.quiet === true ? gate.findings.filter((finding) => finding.severity === 0) : gate.findings;
  const exitCode = await reportFindings(outputs, shown, gate.findings, flags, { files: run.files, cwd: process.cwd(), rules: describeRuleset(ruleset ?? getDefaultRuleset()) });
  if (flags.strict === true && run.findings.some((finding) => finding.code === INTERNAL_ERROR)) return EXIT_INTERNAL_ERROR;
  return exitCode;
}

export function registerLintCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('lint')
    .description('lint OpenAPI 3.0/3.1 and Swagger 2.0 documents against the API conventions')
    .argument('<documents...>', 'files, directories or globs (YAML or JSON)'))
    .option('-q, --quiet', 'report errors only')
    .option('-r, --ruleset <file>', 'Spectral ruleset to use instead of .spectral.{yaml,yml,json,js,mjs} in the current directory')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s directory tree')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
    .option('--strict', 'exit 2 when a rule, or the linter itself, failed on a document (an internal-error finding)')
    .option('--baseline <file>', 'hide the findings recorded in this baseline file')
    .option('--update-baseline', 'record this run\'s findings in the --baseline file (entries of documents not linted now are kept)')
    .option('--report-unused-ignores', 'report x-api-conventions-ignore entries that silence nothing or give no reason')
    .option('--cache', `reuse the findings of documents unchanged since the last run (kept in ${DEFAULT_CACHE_FILE})`)
    .option('--cache-location <file>', 'where --cache keeps its file')
    .option('--shard <k/n>', 'lint only the k-th of n parts of the documents (for CI matrices; merge the JSON reports with "api-conventions merge")')
    .option('--workers <n>', 'threads to lint several documents on (default: one per core)')
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
