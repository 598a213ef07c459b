import type { Command } from 'commander';
import { startLanguageServer } from '../lsp/server.js';

/**
 * A stray error in a long-lived server must not end it: the CLI's last-resort handlers (one line,
 * then exit) are replaced by ones that log to standard error, which LSP clients show in their log.
 */
function keepServing(): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.removeAllListeners(event);
    process.on(event, (error: unknown) => {
      process.stderr.write(`api-conventions lsp: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    });
  }
}

export function registerLspCommand(program: Command): void {
  program
    .command('lsp')
    .description('run the language server: diagnostics, quick fixes and hovers in any LSP editor')
    .option('--stdio', 'talk LSP over standard input and output (the default and only transport)')
    .addHelpText('after', `
The server reads the .spectral.{yaml,yml,json,js,mjs} file of the workspace folder, as lint
reads the one in its directory. Initialization options: rulesetFile, allowExternalRefs,
allowRemoteRefs, debounceMs. Set-up for Neovim, Helix, Zed and VS Code: docs/editor.md.`)
    .action(async () => {
      keepServing();
      await startLanguageServer({ input: process.stdin, output: process.stdout });
    });
}
