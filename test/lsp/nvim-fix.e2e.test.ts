import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';

/**
 * A finding's fix chosen in Neovim, through its built-in LSP client: the code action's edit is
 * applied to the buffer and written, and the finding is gone from lint of the file.
 */

const NVIM = '/usr/bin/nvim';
const nvimMissing = !existsSync(NVIM);
if (nvimMissing) process.stdout.write(`skipping the Neovim fix test: ${NVIM} is not installed (apt-get install neovim)\n`);

let workspace = '';

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-nvim-fix-'));
  await copyFile(path.join(ROOT, 'fixtures/fix/commented.yaml'), path.join(workspace, 'openapi.yaml'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

/** Written for Neovim 0.7 (Debian's) and later: start_client and buf_attach_client. */
const SCRIPT = `
local function fail(message)
  io.stderr:write('nvim-fix: ' .. message .. '\\n')
  vim.cmd('cquit 1')
end
local published = false
local client_id = vim.lsp.start_client({
  name = 'api-conventions',
  cmd = { 'node', os.getenv('API_CONVENTIONS_BIN'), 'lsp', '--stdio' },
  root_dir = vim.fn.getcwd(),
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      published = true
    end,
  },
})
vim.cmd('edit openapi.yaml')
vim.lsp.buf_attach_client(0, client_id)
if not vim.wait(90000, function() return published end, 20) then fail('no diagnostics') return end
local wanted
-- Neovim 0.7 keeps only part of the LSP diagnostic (code, data): the rest is rebuilt from its own.
for _, d in ipairs(vim.diagnostic.get(0)) do
  local lsp = (d.user_data or {}).lsp
  if lsp and lsp.code == 'deprecation-headers' then
    wanted = {
      code = lsp.code, data = lsp.data, source = d.source, message = d.message, severity = d.severity,
      range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } },
    }
  end
end
if not wanted then fail('no deprecation-headers diagnostic') return end
local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, range = wanted.range, context = { diagnostics = { wanted } } }
local responses = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 60000) or {}
local titles = {}
local chosen
for _, response in pairs(responses) do
  for _, action in ipairs(response.result or {}) do
    table.insert(titles, action.title)
    if action.isPreferred then chosen = action end
  end
end
local out = io.open('titles.json', 'w'); out:write(vim.fn.json_encode(titles)); out:close()
if not chosen then fail('no preferred fix among the code actions') return end
-- As vim.lsp.buf.code_action does with the action chosen: one listed without its edit is resolved.
if not chosen.edit then
  for _, response in pairs(vim.lsp.buf_request_sync(0, 'codeAction/resolve', chosen, 60000) or {}) do
    if response.result and response.result.edit then chosen = response.result end
  end
end
if not chosen.edit then fail('the preferred fix has no edit, listed or resolved') return end
vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
vim.cmd('write')
vim.lsp.stop_client(client_id)
vim.cmd('qall!')
`;

function nvim(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(NVIM, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', 'luafile fix.lua'], { cwd: workspace, env: { ...process.env, API_CONVENTIONS_BIN: BIN }, timeout: 180_000 }, (error, _stdout, stderr) => {
      if (error === null) resolve();
      else reject(new Error(`nvim: ${stderr || error.message}`));
    });
  });
}

describe.skipIf(nvimMissing)('a fix chosen in Neovim', () => {
  it('offers the fix as the preferred code action; applied and written, the finding is gone and the rest stand', async () => {
    const before = JSON.parse((await runCli(['lint', 'openapi.yaml', '-f', 'json'], { cwd: workspace })).stdout) as Array<{ code: string }>;
    await writeFile(path.join(workspace, 'fix.lua'), SCRIPT);
    await nvim();
    expect(JSON.parse(await readFile(path.join(workspace, 'titles.json'), 'utf8'))).toEqual([
      'Ignore deprecation-headers here (add an x-api-conventions-ignore entry)',
      'Fix: add Deprecation and Sunset headers to the success responses',
    ]);
    const text = await readFile(path.join(workspace, 'openapi.yaml'), 'utf8');
    expect(text).toContain('Sunset:');
    const after = JSON.parse((await runCli(['lint', 'openapi.yaml', '-f', 'json'], { cwd: workspace })).stdout) as Array<{ code: string }>;
    expect(after.map((finding) => finding.code).sort()).toEqual(before.map((finding) => finding.code).filter((code) => code !== 'deprecation-headers').sort());
  }, 200_000);
});
