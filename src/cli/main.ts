import { Command, CommanderError } from 'commander';
import { UsageError } from '../errors.js';
import { ConventionsOptionsError } from '../../rulesets/validate-options.js';
import { packageVersion } from './version.js';

type Register = (program: Command, setExitCode: (code: number) => void) => void;

/** Each command's module, loaded only when that command runs (or for the overall help). */
const COMMANDS: ReadonlyArray<[string, () => Promise<Register>]> = [
  ['lint', async () => (await import('./lint-command.js')).registerLintCommand],
  ['rules', async () => (await import('./rules-command.js')).registerRulesCommand],
  ['check', async () => (await import('./check-command.js')).registerCheckCommand],
  ['merge', async () => (await import('./merge-command.js')).registerMergeCommand],
  ['init', async () => (await import('./init-command.js')).registerInitCommand],
];

/** The commands to register: the one named on the command line, or all of them. */
function commandsFor(argv: readonly string[]): Array<() => Promise<Register>> {
  const named = argv.find((argument) => !argument.startsWith('-'));
  const selected = COMMANDS.filter(([name]) => name === named);
  return (selected.length > 0 ? selected : COMMANDS).map(([, load]) => load);
}

export const EXIT_USAGE = 2;

export { packageVersion } from './version.js';

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** One line for an error nobody anticipated; the stack only with `--debug`. */
function reportInternalError(error: unknown, debug: boolean): void {
  const what = isStackOverflow(error)
    ? 'internal error: the call stack ran out (a document may nest too deeply, or hold too much for one step)'
    : `internal error: ${oneLine(error)}`;
  process.stderr.write(`api-conventions: ${what}${debug ? '' : ' (run with --debug for details)'}\n`);
  if (debug) process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
}

let lastResortInstalled = false;

/**
 * An error thrown where no caller can catch it (a stray promise or callback in a dependency)
 * still ends the process with one line and exit code 2, never Node's stack dump.
 */
function installLastResortHandlers(debug: boolean): void {
  if (lastResortInstalled) return;
  lastResortInstalled = true;
  const handle = (error: unknown) => {
    reportInternalError(error, debug);
    process.exit(EXIT_USAGE);
  };
  process.on('uncaughtException', handle);
  process.on('unhandledRejection', handle);
}

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const debug = argv.includes('--debug');
  installLastResortHandlers(debug);
  let exitCode = 0;
  const program = new Command('api-conventions')
    .description('Hold HTTP/JSON API descriptions to the API conventions.')
    .version(packageVersion(), '-v, --version')
    .option('--debug', 'print stack traces of internal errors')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`api-conventions: ${text.replace(/^error: /, '')}`) });
  for (const register of await Promise.all(commandsFor(argv).map((load) => load()))) register(program, (code) => { exitCode = code; });
  program.commands.forEach((command) => command.exitOverride());
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help asked for exits 0; help shown for want of a command (no arguments) is a usage error.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0;
      return error.code === 'commander.help' && error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    if (error instanceof UsageError || error instanceof ConventionsOptionsError) {
      process.stderr.write(`api-conventions: ${oneLine(error)}\n`);
      if (debug && error.cause !== undefined) process.stderr.write(`${(error.cause as Error).stack ?? String(error.cause)}\n`);
      return EXIT_USAGE;
    }
    reportInternalError(error, debug);
    return EXIT_USAGE;
  }
}
