import { inspect } from 'node:util';
import { Command, CommanderError, Help } from 'commander';
import { UsageError } from '../errors.js';
import { packageVersion } from './version.js';

type Register = (program: Command, setExitCode: (code: number) => void) => void;

/** A command's line in the overall help, so that `--help` need not load the command. */
interface HelpLine {
  usage: string;
  description: string;
}

/**
 * Each command's module, loaded only when that command runs: one line registers a command, and
 * the CLI bundle gives each its own chunk (scripts/bundle-cli.mjs). The overall help shows the
 * help line given here (test/cli/startup.e2e.test.ts checks it against the command's own help);
 * a command without one is loaded for the overall help.
 */
const COMMANDS: ReadonlyArray<readonly [string, () => Promise<Register>, HelpLine?]> = [
  ['lint', async () => (await import('./lint-command.js')).registerLintCommand, { usage: '[options] [documents...]', description: 'lint OpenAPI 3.0/3.1/3.2 and Swagger 2.0 documents against the API conventions' }],
  ['rules', async () => (await import('./rules-command.js')).registerRulesCommand, { usage: '[options] [id]', description: 'list the rules: id, severity (as configured), section of the conventions, description; with an id, print that rule\'s page' }],
  ['check', async () => (await import('./check-command.js')).registerCheckCommand, { usage: '[options] <document>', description: 'probe a running server, guided by its OpenAPI document, for the live conventions' }],
  ['proxy', async () => (await import('./proxy-command.js')).registerProxyCommand, { usage: '[options] <document>', description: 'a recording reverse proxy on 127.0.0.1: forwards to the target and judges each exchange as check --har does, reporting when stopped' }],
  ['merge', async () => (await import('./merge-command.js')).registerMergeCommand, { usage: '[options] <reports...>', description: 'merge JSON reports (e.g. of --shard runs) into one report, in any format' }],
  ['init', async () => (await import('./init-command.js')).registerInitCommand, { usage: '[options] [documents...]', description: 'write a starter .spectral.yaml and a GitHub Actions workflow (.github/workflows/api-conventions.yml)' }],
  ['diff', async () => (await import('./diff-command.js')).registerDiffCommand, { usage: '[options] <old> <new>', description: 'report the breaking changes between two versions of an OpenAPI document, and whether each was deprecated first' }],
  ['explain', async () => (await import('./explain-command.js')).registerExplainCommand, { usage: '[options] <document> [path]', description: 'say how the document\'s paths were read: each segment\'s role and its evidence, and whether each path rule reported them' }],
  ['lsp', async () => (await import('./lsp-command.js')).registerLspCommand, { usage: '[options]', description: 'run the language server: diagnostics, quick fixes and hovers in any LSP editor' }],
];

/** The command the arguments run (`help <command>` included), if they name one. */
export function namedCommand(argv: readonly string[]): string | undefined {
  const words = argv.filter((argument) => !argument.startsWith('-'));
  return words[0] === 'help' ? words[1] : words[0];
}

/**
 * Registers the command the arguments name; when they name none (`--help`, `--version`, a typo),
 * every command by its help line alone, loading only those without one.
 */
async function registerCommands(program: Command, argv: readonly string[], setExitCode: (code: number) => void): Promise<void> {
  const named = COMMANDS.filter(([name]) => name === namedCommand(argv));
  const helpLines = new Map<Command, HelpLine>();
  for (const [name, load, helpLine] of named.length > 0 ? named : COMMANDS) {
    if (named.length === 0 && helpLine !== undefined) helpLines.set(program.command(name).description(helpLine.description), helpLine);
    else (await load())(program, setExitCode);
  }
  if (helpLines.size > 0) {
    const standard = new Help();
    program.configureHelp({
      subcommandTerm: (command) => {
        const helpLine = helpLines.get(command);
        return helpLine === undefined ? standard.subcommandTerm(command) : `${command.name()} ${helpLine.usage}`;
      },
    });
  }
}

export const EXIT_USAGE = 2;

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Loaded only on failure: the options validator (and Ajv) is no part of `--version` or `--help`. */
async function isOptionsError(error: unknown): Promise<boolean> {
  const { ConventionsOptionsError } = await import('../../rulesets/validate-options.js');
  return error instanceof ConventionsOptionsError;
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
  await registerCommands(program, argv, (code) => { exitCode = code; });
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
    if (error instanceof UsageError || (error instanceof Error && (await isOptionsError(error)))) {
      process.stderr.write(`api-conventions: ${oneLine(error)}\n`);
      if (debug && error.cause !== undefined) process.stderr.write(`${error.cause instanceof Error ? error.cause.stack ?? error.cause.message : inspect(error.cause)}\n`);
      return EXIT_USAGE;
    }
    reportInternalError(error, debug);
    return EXIT_USAGE;
  }
}
