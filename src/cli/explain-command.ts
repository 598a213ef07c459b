import type { Command } from 'commander';
import { findRulesetFile, loadRulesetFile } from '../config/load-ruleset.js';
import { UsageError } from '../errors.js';
import type { ExplainRun } from '../explain/explain.js';
import { explain, explanationText } from '../explain/explain.js';

interface ExplainFlags {
  format: string;
  ruleset?: string;
  allowExternalRefs?: boolean;
  allowRemoteRefs?: boolean;
}

const FORMATS = ['text', 'json'];

function render(run: ExplainRun, format: string): string {
  if (format === 'json') return `${JSON.stringify(run, null, 2)}\n`;
  return `${run.paths.map(explanationText).join('\n\n')}\n`;
}

export function registerExplainCommand(program: Command): void {
  program
    .command('explain')
    .description('say how the document\'s paths were read: each segment\'s role and its evidence, and whether each path rule reported them')
    .argument('<document>', 'an OpenAPI or Swagger document (YAML or JSON)')
    .argument('[path]', 'a path key (/users/{id}) or a JSON pointer (/paths/~1users~1{id}/get); every path when absent')
    .option('-f, --format <format>', `output format: ${FORMATS.join(', ')}`, 'text')
    .option('-r, --ruleset <file>', 'the ruleset whose conventions options say how paths read (default: the .spectral.* lint finds, from the current directory up to the repository\'s root)')
    .option('--allow-external-refs', 'let $refs read files outside the document\'s repository (or its directory, outside one)')
    .option('--allow-remote-refs', 'let $refs fetch http(s) URLs (10 s and 10 MB at most each)')
    .addHelpText('after', `
Examples:
  $ api-conventions explain openapi.yaml /users/{id}/orders
  $ api-conventions explain openapi.yaml '/paths/~1users~1{id}/get' -f json

Exit codes: 0 explained, 2 usage error, unreadable file, not an OpenAPI document, or a path the
document does not have (the message names the nearest paths it has).`)
    .action(async (document: string, pathOrPointer: string | undefined, flags: ExplainFlags) => {
      if (!FORMATS.includes(flags.format)) throw new UsageError(`unknown format "${flags.format}"; known formats: ${FORMATS.join(', ')}`);
      const rulesetFile = flags.ruleset ?? (await findRulesetFile(process.cwd()));
      const run = await explain(document, {
        ...(pathOrPointer === undefined ? {} : { path: pathOrPointer }),
        ...(rulesetFile === undefined ? {} : { ruleset: await loadRulesetFile(rulesetFile) }),
        allowExternalRefs: flags.allowExternalRefs === true,
        allowRemoteRefs: flags.allowRemoteRefs === true,
      });
      process.stdout.write(render(run, flags.format));
    });
}
