import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import type { Comparable } from './fixtures.js';
import { comparable, fixtureWorkspaces, lintFindings, sortComparable } from './fixtures.js';

/** In a real editor: Debian's Neovim, headless, with its built-in LSP client. */

const NVIM = '/usr/bin/nvim';
const SCRIPT = path.join(ROOT, 'test/lsp/nvim-diagnostics.lua');
const nvimMissing = !existsSync(NVIM);
if (nvimMissing) process.stdout.write(`skipping the Neovim test: ${NVIM} is not installed (apt-get install neovim)\n`);

let scratch: string;
beforeAll(async () => { scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-nvim-')); });
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

function runNeovim(workspace: string, files: readonly string[], output: string, list: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(NVIM, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${SCRIPT}`], {
      cwd: workspace,
      env: { ...process.env, API_CONVENTIONS_BIN: BIN, LSP_WORKSPACE: workspace, LSP_FILES: list, LSP_OUTPUT: output },
      timeout: 240_000,
    }, (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(`nvim failed: ${stderr || error.message}`))));
  });
}

describe.skipIf(nvimMissing)('api-conventions lsp in Neovim', () => {
  for (const { workspace, files } of fixtureWorkspaces()) {
    it(`shows lint's findings for every fixture linted in ${path.relative(ROOT, workspace) || '.'}`, async () => {
      const name = path.relative(ROOT, workspace).replace(/[^a-z0-9]+/gi, '-') || 'root';
      const list = path.join(scratch, `${name}.files.json`);
      const output = path.join(scratch, `${name}.out.json`);
      await writeFile(list, JSON.stringify(files));
      const [expected] = await Promise.all([lintFindings(workspace, files), runNeovim(workspace, files, output, list)]);
      const shown = JSON.parse(await readFile(output, 'utf8')) as Record<string, Array<Comparable & { source: string }>>;
      for (const file of files) {
        const diagnostics = shown[file] ?? [];
        expect(diagnostics.every((diagnostic) => diagnostic.source === 'api-conventions')).toBe(true);
        // Neovim's severities are LSP's (1 error … 4 hint); lint's JSON counts from 0.
        const findings = sortComparable(diagnostics.map((diagnostic) => comparable({ ...diagnostic, severity: diagnostic.severity - 1 })));
        expect({ file: path.relative(ROOT, file), findings }).toEqual({ file: path.relative(ROOT, file), findings: expected.get(file) });
      }
      expect(Object.values(shown).some((diagnostics) => diagnostics.length > 0)).toBe(true);
    }, 300_000);
  }
});
