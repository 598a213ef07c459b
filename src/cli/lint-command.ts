import type { Command } from 'commander';
import { Option } from 'commander';
import { loadRulesetFile, findRulesetFile } from '../config/load-ruleset.js';
import type { SeverityName } from '../findings.js';
import { SEVERITY_NAMES, severityLevel } from '../findings.js';
import { lintFiles } from '../lint/lint.js';
import { FORMAT_NAMES, getReporter } from '../reporters/index.js';
import { expandInputs } from './expand-inputs.js';
import { writeReportFile, writeStdout } from './write-output.js';

interface LintFlags {
  format: string;
  output?: string;
  failSeverity: SeverityName;
  quiet?: boolean;
  color: boolean;
  ruleset?: string;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

export function useColor(flags: { color: boolean }, toFile: boolean): boolean {
  const noColorEnv = process.env['NO_COLOR'] !== undefined && process.env['NO_COLOR'] !== '';
  return flags.color && !noColorEnv && !toFile && process.stdout.isTTY === true;
}

/** Lints, reports, and returns the exit code: 0 clean, 1 something reached the fail severity. */
async function runLint(inputs: string[], flags: LintFlags): Promise<number> {
  const reporter = getReporter(flags.format);
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const ruleset = rulesetFile === undefined ? undefined : await loadRulesetFile(rulesetFile);
  const files = await expandInputs(inputs);
  const run = await lintFiles(files, {
    ...(ruleset === undefined ? {} : { ruleset }),
    allowExternalRefs: flags.allowExternalRefs === true,
    allowRemoteRefs: flags.allowRemoteRefs === true,
  });
  const shown = flags.quiet === true ? run.findings.filter((finding) => finding.severity === 0) : run.findings;
  const toFile = flags.output !== undefined;
  const report = reporter(shown, { files: run.files, cwd: process.cwd(), color: useColor(flags, toFile) });
  if (flags.output !== undefined) await writeReportFile(flags.output, report, run.files);
  else await writeStdout(report);
  const failLevel = severityLevel(flags.failSeverity);
  return run.findings.some((finding) => finding.severity <= failLevel) ? 1 : 0;
}

export function registerLintCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('lint')
    .description('lint OpenAPI 3.0/3.1 and Swagger 2.0 documents against the API conventions')
    .argument('<documents...>', 'files, directories or globs (YAML or JSON)')
    .addOption(new Option('-f, --format <format>', 'report format').choices(FORMAT_NAMES).default('stylish'))
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(new Option('--fail-severity <severity>', 'lowest severity that makes the exit code 1').choices(SEVERITY_NAMES).default('error'))
    .option('-q, --quiet', 'report errors only')
    .option('--no-color', 'plain output without colours (also NO_COLOR, and whenever output is not a terminal)')
    .option('-r, --ruleset <file>', 'Spectral ruleset to use instead of .spectral.{yaml,yml,json,js,mjs} in the current directory')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s directory tree')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
    .addHelpText('after', `
Examples:
  $ api-conventions lint openapi.yaml
  $ api-conventions lint specs/ --format json --output report.json
  $ api-conventions lint 'apis/**/*.yaml' --fail-severity warn

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error, unreadable file,
invalid ruleset or internal error.`)
    .action(async (inputs: string[], flags: LintFlags) => {
      setExitCode(await runLint(inputs, flags));
    });
}
