import { main } from './main.js';

/** The process entry: run the CLI, then exit with its code once output has drained. */
export function run(): void {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      process.stderr.write(`api-conventions: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
