import path from 'node:path';
import type { Command } from 'commander';
import { diffDocuments } from '../diff/diff.js';
import { DIFF_CHECKS } from '../diff/checks/index.js';
import { diffMarkdown } from '../diff/markdown-report.js';
import { severityLevel } from '../findings.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { prepareSuppressions } from '../suppressions/index.js';
import type { ReportFlags } from './report-outputs.js';
import { addReportOptions, planOutputs, reportFindings } from './report-outputs.js';

interface DiffFlags extends ReportFlags {
  baseline?: string;
  updateBaseline?: boolean;
  quiet?: boolean;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

function checkDescriptions(): RuleDescription[] {
  return DIFF_CHECKS.map((check) => ({ id: check.id, severity: severityLevel(check.severity), description: check.description, docsUrl: check.docsUrl, sections: [check.section] }));
}

async function runDiff(oldSide: string, newSide: string, flags: DiffFlags): Promise<number> {
  // A diff's markdown is a pull-request comment of its own shape: breaking first, changelog last.
  const outputs = planOutputs(flags.format, flags.output).map((output) => (output.format === 'markdown' ? { ...output, reporter: diffMarkdown } : output));
  const suppressions = await prepareSuppressions({
    ...(flags.baseline === undefined ? {} : { baselineFile: flags.baseline }),
    updateBaseline: flags.updateBaseline === true,
    reportUnusedIgnores: false,
  });
  const run = await diffDocuments(oldSide, newSide, { allowExternalRefs: flags.allowExternalRefs === true, allowRemoteRefs: flags.allowRemoteRefs === true });
  const files = [run.before.source, run.after.source];
  const texts = new Map([run.before, run.after].filter((side) => !path.isAbsolute(side.source)).map((side) => [side.source, side.text]));
  const gate = await suppressions.apply(run.findings, files, texts);
  for (const note of gate.notes) process.stderr.write(`api-conventions: ${note}\n`);
  const shown = flags.quiet === true ? gate.findings.filter((finding) => finding.severity === 0) : gate.findings;
  return reportFindings(outputs, shown, gate.findings, flags, { files, cwd: process.cwd(), rules: checkDescriptions() });
}

export function registerDiffCommand(program: Command, setExitCode: (code: number) => void): void {
  addReportOptions(program
    .command('diff')
    .description('report the breaking changes between two versions of an OpenAPI document, and whether each was deprecated first')
    .argument('<old>', 'the old version: a file (YAML or JSON), or <rev>:<path> read through git')
    .argument('<new>', 'the new version: a file, or <rev>:<path>'))
    .option('-q, --quiet', 'report errors only')
    .option('--allow-external-refs', 'let $refs read files outside each document\'s directory tree')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
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
