import { main, namedCommand } from './main.js';

/** The lint bundle's warm-up before its code cache is made (src/cli/warm-up.ts), loaded only then. */
export async function warmUp(): Promise<void> {
  const warmUpModule = await import('./warm-up.js');
  await warmUpModule.warmUp();
}

/**
 * Whether all of a command's work is done when `main` resolves (a server's is not), so that the
 * process may end then (`exitOnceFlushed`): the commands of the lint bundle, as the entry
 * (bin/api-conventions.js) names them.
 */
function finishesWithMain(command: string | undefined): boolean {
  return command === 'lint' || command === 'diff';
}

/**
 * Ends the process with `code` once stdout and stderr have flushed what was written to them,
 * rather than when the event loop drains: Node then disposes of the heap first, which a lint of
 * a large document has filled (GitHub's 13 MB: 110 to 160 ms from the 'exit' event to the end of
 * the process, 50 to 80 ms with process.exit). Not while a 'beforeExit' listener waits for the
 * loop to drain: the code cache is made then (src/cli/code-cache.ts).
 */
function exitOnceFlushed(code: number): void {
  if (process.listenerCount('beforeExit') > 0) return;
  let unflushed = 2;
  const flushed = () => {
    unflushed -= 1;
    if (unflushed === 0) process.exit(code);
  };
  process.stdout.write('', flushed);
  process.stderr.write('', flushed);
}

/** The process entry: run the CLI, then exit with its code once output has drained. */
export function run(): void {
  // A reader that stops early (`| head`) closes the pipe: that ends the output, not in an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const argv = process.argv.slice(2);
  const command = namedCommand(argv);
  main(argv).then(
    (code) => {
      process.exitCode = code;
      if (finishesWithMain(command)) exitOnceFlushed(code);
    },
    (error: unknown) => {
      process.stderr.write(`api-conventions: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
