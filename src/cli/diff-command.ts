import path from 'node:path';
import type { Command } from 'commander';
import { conventionsOptionsOf } from '../check/conventions-config.js';
import { findRulesetFile, loadRulesetFile } from '../config/load-ruleset.js';
import type { KindSeverities } from '../diff/diff.js';
import { checkKindSeverities, diffDocuments } from '../diff/diff.js';
import { UsageError } from '../errors.js';
import { DIFF_CHECKS } from '../diff/checks/index.js';
import { diffMarkdown } from '../diff/markdown-report.js';
import { severityLevel } from '../findings.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { prepareSuppressions } from '../suppressions/index.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs, reportFindings } from './report-outputs.js';

interface DiffFlags extends ReportFlags {
  kind?: string[];
  ruleset?: string;
  baseline?: string;
  updateBaseline?: boolean;
  quiet?: boolean;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

function checkDescriptions(): RuleDescription[] {
  return DIFF_CHECKS.map((check) => ({ id: check.id, severity: severityLevel(check.severity), description: check.description, docsUrl: check.docsUrl, sections: [check.section] }));
}

/** `--kind response-enum-value-added=warn`, repeatable, into `{kind: severity}`. */
function kindFlags(values: readonly string[]): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const value of values) {
    const [kind, setting] = value.split('=');
    if (kind === undefined || kind === '' || setting === undefined || setting === '') throw new UsageError(`--kind ${value}: expected <kind>=<severity>, e.g. --kind response-enum-value-added=warn`);
    settings[kind.trim()] = setting.trim();
  }
  return settings;
}

/** The kinds' severities: the ruleset file's `diffKinds` option, then `--kind` flags over it. */
async function kindSeverities(flags: DiffFlags): Promise<KindSeverities> {
  const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
  const configured = rulesetFile === undefined ? {} : conventionsOptionsOf(await loadRulesetFile(rulesetFile))?.diffKinds ?? {};
  const fromFile = checkKindSeverities(configured, rulesetFile === undefined ? 'diffKinds' : path.relative(process.cwd(), rulesetFile) || rulesetFile);
  return { ...fromFile, ...checkKindSeverities(kindFlags(flags.kind ?? []), '--kind') };
}

async function runDiff(oldSide: string, newSide: string, flags: DiffFlags): Promise<number> {
  const outputs = planOutputs(flags.format, flags.output);
  const suppressions = await prepareSuppressions({
    ...(flags.baseline === undefined ? {} : { baselineFile: flags.baseline }),
    updateBaseline: flags.updateBaseline === true,
    reportUnusedIgnores: false,
  });
  const kinds = await kindSeverities(flags);
  const run = await diffDocuments(oldSide, newSide, { allowExternalRefs: flags.allowExternalRefs === true, allowRemoteRefs: flags.allowRemoteRefs === true, kinds });
  // A diff's markdown is a changelog of its own shape: breaking first, grouped by operation.
  const markdown = diffMarkdown(run);
  const reporters = outputs.map((output) => (output.format === 'markdown' ? { ...output, reporter: markdown } : output));
  const files = [run.before.source, run.after.source];
  const texts = new Map([run.before, run.after].filter((side) => !path.isAbsolute(side.source)).map((side) => [side.source, side.text]));
  // A file read for the diff is searched for inline exceptions in the bytes read, not read again.
  const searches = new Map([run.before, run.after].flatMap((side) => (side.mentions === undefined ? [] : [[side.source, side.mentions] as const])));
  const gate = await suppressions.apply(run.findings, files, texts, searches);
  for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
  const shown = flags.quiet === true ? gate.findings.filter((finding) => finding.severity === 0) : gate.findings;
  return reportFindings(reporters, shown, gate.findings, flags, { files, cwd: process.cwd(), rules: checkDescriptions() });
}

export function registerDiffCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('diff')
    .description('report the breaking changes between two versions of an OpenAPI document, and whether each was deprecated first')
    .argument('<old>', 'the old version: a file (YAML or JSON), or <rev>:<path> read through git')
    .argument('<new>', 'the new version: a file, or <rev>:<path>'))
    .option('-q, --quiet', 'report errors only')
    .option('--allow-external-refs', 'let $refs read files outside each document\'s repository (or its directory, outside one)')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
    .option('--kind <kind=severity>', 'the severity of a kind of change (error, warn, info, hint or off), over the ruleset file\'s diffKinds; repeatable', (value: string, previous: string[] = []) => [...previous, value])
    .option('-r, --ruleset <file>', 'the ruleset file whose diffKinds option sets the kinds\' severities (default: the .spectral.* lint finds, from the current directory up to the repository\'s root)')
    .option('--baseline <file>', 'hide the findings recorded in this baseline file')
    .option('--update-baseline', 'record this run\'s findings in the --baseline file')
    .addHelpText('after', `
Examples:
  $ api-conventions diff main:api/openapi.yaml api/openapi.yaml
  $ api-conventions diff v1.yaml v2.yaml -f markdown -o diff.md -f stylish
  $ api-conventions diff HEAD~1:openapi.json openapi.json --fail-severity warn

Exit codes: 0 nothing reached --fail-severity, 1 something did, 2 usage error, unreadable
file or revision, not an OpenAPI document, or internal error.`)
    .action(async (oldSide: string, newSide: string, flags: DiffFlags) => {
      setExitCode(await runDiff(oldSide, newSide, flags));
    });
}
