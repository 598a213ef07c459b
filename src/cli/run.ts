import { main } from './main.js';

/** The lint bundle's warm-up before its code cache is made (src/cli/warm-up.ts), loaded only then. */
export async function warmUp(): Promise<void> {
  const warmUpModule = await import('./warm-up.js');
  await warmUpModule.warmUp();
}

/** The process entry: run the CLI, then exit with its code once output has drained. */
export function run(): void {
  // A reader that stops early (`| head`) closes the pipe: that ends the output, not in an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      process.stderr.write(`api-conventions: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
