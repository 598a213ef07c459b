import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * The editor set-ups of docs/editor.md, read from the page and run in the real editors against
 * `api-conventions lsp`: the snippet a user copies is the one tested. The workspace is a project
 * with the package installed in node_modules, as the docs assume (`npx --no-install`).
 */

const NVIM = '/usr/bin/nvim';
const EMACS = '/usr/bin/emacs';
/** Debian's elpa packages the snippet needs on Emacs 28: eglot and a YAML mode. */
const ELPA = '/usr/share/emacs/site-lisp/elpa-src';
const elpa = existsSync(ELPA) ? readdirSync(ELPA) : [];
const EGLOT = ['eglot-', 'yaml-mode-'].every((name) => elpa.some((entry) => entry.startsWith(name)));
const nvimMissing = !existsSync(NVIM);
const emacsMissing = !existsSync(EMACS) || !EGLOT;
if (nvimMissing) process.stdout.write(`skipping the Neovim snippet: ${NVIM} is not installed (apt-get install neovim)\n`);
if (emacsMissing) process.stdout.write(`skipping the Emacs snippet: ${EMACS} with Debian's elpa packages is not installed (apt-get install emacs-nox elpa-eglot elpa-yaml-mode)\n`);

/** The first `lang` code block under the heading `heading` of docs/editor.md. */
async function snippet(heading: string, lang: string): Promise<string> {
  const page = await readFile(path.join(ROOT, 'docs/editor.md'), 'utf8');
  const section = page.indexOf(`\n${heading}\n`);
  const open = page.indexOf(`\`\`\`${lang}\n`, section);
  const close = page.indexOf('\n```', open + lang.length + 4);
  if (section < 0 || open < 0 || close < 0) throw new Error(`docs/editor.md has no ${lang} block under "${heading}"`);
  return page.slice(open + lang.length + 4, close + 1);
}

let workspace = '';
let expected: Array<{ code: string; line: number }> = [];

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-editors-'));
  await writeFile(path.join(workspace, 'package.json'), '{"name": "my-api", "private": true}\n');
  await mkdir(path.join(workspace, 'node_modules/.bin'), { recursive: true });
  await symlink(ROOT, path.join(workspace, 'node_modules/api-conventions'), 'dir');
  await symlink('../api-conventions/bin/api-conventions.js', path.join(workspace, 'node_modules/.bin/api-conventions'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(workspace, 'openapi.yaml'));
  const lint = await runCli(['lint', 'openapi.yaml', '-f', 'json'], { cwd: workspace });
  expected = (JSON.parse(lint.stdout) as Array<{ code: string; range: { start: { line: number } } }>).map((finding) => ({ code: finding.code, line: finding.range.start.line }));
  expect(expected.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: workspace, timeout: 180_000 }, (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(`${command} failed: ${stderr || error.message}`))));
  });
}

const sorted = (findings: Array<{ code: string; line: number }>) => [...findings].sort((left, right) => left.line - right.line || left.code.localeCompare(right.code));

describe.skipIf(nvimMissing)('the Neovim snippet of docs/editor.md', () => {
  it("starts api-conventions lsp on opening a YAML document and shows lint's findings", async () => {
    await writeFile(path.join(workspace, 'init.lua'), await snippet('### Neovim', 'lua'));
    // What a user sees: the buffer's diagnostics once the server published them.
    await writeFile(path.join(workspace, 'check.lua'), `
vim.cmd('edit openapi.yaml')
vim.wait(90000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(found, { code = ((d.user_data or {}).lsp or {}).code or d.code, line = d.lnum, source = d.source })
end
local out = io.open('nvim-found.json', 'w'); out:write(vim.fn.json_encode(found)); out:close()
vim.cmd('qall!')
`);
    await run(NVIM, ['--headless', '-u', 'init.lua', '-i', 'NONE', '-n', '-c', 'luafile check.lua']);
    const found = JSON.parse(await readFile(path.join(workspace, 'nvim-found.json'), 'utf8')) as Array<{ code: string; line: number; source: string }>;
    expect(found.every((diagnostic) => diagnostic.source === 'api-conventions')).toBe(true);
    expect(sorted(found.map(({ code, line }) => ({ code, line })))).toEqual(sorted(expected));
  }, 200_000);
});

describe.skipIf(emacsMissing)('the Emacs (eglot) snippet of docs/editor.md', () => {
  it('connects eglot to api-conventions lsp and shows lint\'s findings through Flymake', async () => {
    await writeFile(path.join(workspace, 'init.el'), await snippet('### Emacs (eglot)', 'elisp'));
    // An interactive Emacs activates the installed packages before init.el, and eglot-ensure
    // connects from the first command; a batch session does neither on its own.
    await writeFile(path.join(workspace, 'check.el'), `
(find-file "openapi.yaml")
(run-hooks 'post-command-hook)
(let ((tries 900))
  (while (and (> tries 0) (null (flymake-diagnostics)))
    (accept-process-output nil 0.1)
    (setq tries (1- tries))))
;; Read in the document's buffer: with-temp-file makes another one current.
(let ((found (json-encode (mapcar (lambda (d) (list (cons 'line (1- (line-number-at-pos (flymake-diagnostic-beg d)))) (cons 'text (flymake-diagnostic-text d))))
                                  (flymake-diagnostics)))))
  (with-temp-file "emacs-found.json" (insert found)))
(kill-emacs 0)
`);
    await run(EMACS, ['--batch', '--eval', '(package-initialize)', '-l', 'init.el', '-l', 'check.el']);
    const found = JSON.parse(await readFile(path.join(workspace, 'emacs-found.json'), 'utf8')) as Array<{ line: number; text: string }> | null;
    // Eglot writes the rule id in the text: "[api-conventions] message [rule]" or "message [rule]" by version.
    const codes = (found ?? []).map(({ line, text }) => ({ code: expected.find((finding) => finding.line === line && text.includes(finding.code))?.code ?? text, line }));
    expect(sorted(codes)).toEqual(sorted(expected));
  }, 200_000);
});
