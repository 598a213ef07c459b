import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { BIN, ROOT } from '../helpers/cli.js';
import type { Comparable } from './fixtures.js';
import { comparable, fixtureWorkspaces, lintFindings, readText, sortComparable } from './fixtures.js';
import { LspClient, messageOf } from './lsp-client.js';

/**
 * Every fixture, in every folder `lint` would run in, shows in an editor exactly what
 * `lint -f json` reports: through the protocol with a client over stdio, and in Neovim with its
 * built-in LSP client. `lint` runs once per folder for both.
 */

const NVIM = '/usr/bin/nvim';
const SCRIPT = path.join(ROOT, 'test/lsp/nvim-diagnostics.lua');
const nvimMissing = !existsSync(NVIM);
if (nvimMissing) process.stdout.write(`skipping the Neovim comparison: ${NVIM} is not installed (apt-get install neovim)\n`);

const clients: LspClient[] = [];
let scratch: string;
beforeAll(async () => { scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-nvim-')); });
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await rm(scratch, { recursive: true, force: true });
});

const label = (workspace: string) => path.relative(ROOT, workspace) || '.';

function expectSame(file: string, findings: Comparable[], expected: Comparable[] | undefined): void {
  expect({ file: path.relative(ROOT, file), findings }).toEqual({ file: path.relative(ROOT, file), findings: expected });
}

function asFindings(diagnostics: Diagnostic[]): Comparable[] {
  return sortComparable(diagnostics.map((diagnostic) => comparable({
    code: String(diagnostic.code), severity: (diagnostic.severity ?? DiagnosticSeverity.Hint) - 1, message: messageOf(diagnostic), range: diagnostic.range,
  })));
}

function runNeovim(workspace: string, output: string, list: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(NVIM, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${SCRIPT}`], {
      cwd: workspace,
      env: { ...process.env, API_CONVENTIONS_BIN: BIN, LSP_WORKSPACE: workspace, LSP_FILES: list, LSP_OUTPUT: output },
      timeout: 240_000,
    }, (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(`nvim failed: ${stderr || error.message}`))));
  });
}

describe('api-conventions lsp, through the protocol: the same findings as lint', () => {
  for (const { workspace, files } of fixtureWorkspaces()) {
    it(`every fixture linted in ${label(workspace)}`, async () => {
      const [expected, client] = await Promise.all([lintFindings(workspace, files), LspClient.start(workspace)]);
      clients.push(client);
      for (const file of files) await client.open(pathToFileURL(file).href, readText(file));
      // Compared once all are open: a file's findings include those that documents `$ref`ing it found there.
      for (const file of files) {
        const diagnostics = client.latest.get(pathToFileURL(file).href) ?? [];
        expectSame(file, asFindings(diagnostics), expected.get(file));
        for (const diagnostic of diagnostics) {
          expect(diagnostic.source).toBe('api-conventions');
          if (diagnostic.code !== 'internal-error') expect(diagnostic.codeDescription?.href).toMatch(/^file:\/\/.+\.md(#.*)?$/);
        }
      }
      // The comparison means something only if some documents have findings.
      expect(files.some((file) => (client.latest.get(pathToFileURL(file).href) ?? []).length > 0)).toBe(true);
    }, 180_000);
  }
});

describe.skipIf(nvimMissing)('api-conventions lsp in Neovim: the same findings as lint', () => {
  for (const { workspace, files } of fixtureWorkspaces()) {
    it(`every fixture linted in ${label(workspace)}`, async () => {
      const name = path.relative(ROOT, workspace).replace(/[^a-z0-9]+/gi, '-') || 'root';
      const list = path.join(scratch, `${name}.files.json`);
      const output = path.join(scratch, `${name}.out.json`);
      await writeFile(list, JSON.stringify(files));
      const [expected] = await Promise.all([lintFindings(workspace, files), runNeovim(workspace, output, list)]);
      const shown = JSON.parse(await readFile(output, 'utf8')) as Record<string, Array<Comparable & { source: string }>>;
      for (const file of files) {
        const diagnostics = shown[file] ?? [];
        expect(diagnostics.every((diagnostic) => diagnostic.source === 'api-conventions')).toBe(true);
        // Neovim's severities are LSP's (1 error … 4 hint); lint's JSON counts from 0.
        expectSame(file, sortComparable(diagnostics.map((diagnostic) => comparable({ ...diagnostic, severity: diagnostic.severity - 1 }))), expected.get(file));
      }
      expect(Object.values(shown).some((diagnostics) => diagnostics.length > 0)).toBe(true);
    }, 300_000);
  }
});
