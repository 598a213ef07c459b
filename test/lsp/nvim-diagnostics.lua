-- Opens documents in Neovim with its built-in LSP client attached to `api-conventions lsp`, waits
-- until the server has published diagnostics for each, and writes what Neovim holds for them
-- (vim.diagnostic.get) to a JSON file. Run headless:
--   nvim --headless -u NONE -i NONE -c 'luafile test/lsp/nvim-diagnostics.lua'
-- with API_CONVENTIONS_BIN, LSP_WORKSPACE, LSP_FILES (a JSON list of paths) and LSP_OUTPUT set.
-- Written for Neovim 0.7 (Debian's) and later: start_client and buf_attach_client, not vim.lsp.start.

local function fail(message)
  io.stderr:write('nvim-diagnostics: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local bin = os.getenv('API_CONVENTIONS_BIN')
local workspace = os.getenv('LSP_WORKSPACE')
local output = os.getenv('LSP_OUTPUT')
local list = io.open(os.getenv('LSP_FILES') or '', 'r')
if not bin or not workspace or not output or not list then fail('set API_CONVENTIONS_BIN, LSP_WORKSPACE, LSP_FILES and LSP_OUTPUT') return end
local files = vim.fn.json_decode(list:read('*a'))
list:close()

vim.o.hidden = true
local published = {}
local client_id = vim.lsp.start_client({
  name = 'api-conventions',
  cmd = { 'node', bin, 'lsp', '--stdio' },
  root_dir = workspace,
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      published[result.uri] = true
    end,
  },
})
if not client_id then fail('the language server did not start') return end

local buffers = {}
for _, file in ipairs(files) do
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local uri = vim.uri_from_bufnr(bufnr)
  if not vim.wait(90000, function() return published[uri] == true end, 20) then fail('no diagnostics for ' .. file) return end
  buffers[file] = bufnr
end

local result = {}
for file, bufnr in pairs(buffers) do
  local diagnostics = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = (diagnostic.user_data or {}).lsp or {}
    table.insert(diagnostics, {
      code = lsp.code or diagnostic.code,
      severity = diagnostic.severity,
      message = diagnostic.message,
      source = diagnostic.source,
      range = {
        start = { line = diagnostic.lnum, character = diagnostic.col },
        ['end'] = { line = diagnostic.end_lnum, character = diagnostic.end_col },
      },
    })
  end
  result[file] = diagnostics
end

local out = io.open(output, 'w')
out:write(vim.fn.json_encode(result))
out:close()
vim.lsp.stop_client(client_id)
vim.cmd('qall!')
