import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { UsageError } from '../errors.js';
import { ConventionsOptionsError } from '../../rulesets/validate-options.js';
import { registerLintCommand } from './lint-command.js';
import { registerRulesCommand } from './rules-command.js';

export const EXIT_USAGE = 2;

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const debug = argv.includes('--debug');
  let exitCode = 0;
  const program = new Command('api-conventions')
    .description('Hold HTTP/JSON API descriptions to the API conventions.')
    .version(packageVersion(), '-v, --version')
    .option('--debug', 'print stack traces of internal errors')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`api-conventions: ${text.replace(/^error: /, '')}`) });
  registerLintCommand(program, (code) => { exitCode = code; });
  registerRulesCommand(program);
  program.commands.forEach((command) => command.exitOverride());
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : EXIT_USAGE;
    }
    if (error instanceof UsageError || error instanceof ConventionsOptionsError) {
      process.stderr.write(`api-conventions: ${oneLine(error)}\n`);
      if (debug && error.cause !== undefined) process.stderr.write(`${(error.cause as Error).stack ?? String(error.cause)}\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`api-conventions: internal error: ${oneLine(error)}${debug ? '' : ' (run with --debug for details)'}\n`);
    if (debug) process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    return EXIT_USAGE;
  }
}
