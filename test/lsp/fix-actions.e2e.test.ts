import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { ROOT, runCli } from '../helpers/cli.js';
import { LspClient } from './lsp-client.js';

/** The fixes of `lint --fix` as code actions, through the protocol: one finding's, and all of a rule's in the file. */

let workspace: string;
let client: LspClient;
let commented: string;
const uriOf = (file: string) => pathToFileURL(file).href;
const codes = (diagnostics: Diagnostic[]) => diagnostics.map((diagnostic) => String(diagnostic.code)).sort();

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-lsp-fix-'));
  commented = await readFile(path.join(ROOT, 'fixtures/fix/commented.yaml'), 'utf8');
  client = await LspClient.start(workspace);
});

afterAll(async () => {
  await client.stop();
  await rm(workspace, { recursive: true, force: true });
});

function applied(uri: string, text: string, action: CodeAction | undefined): string {
  const edits = action?.edit?.changes?.[uri];
  expect(edits, action?.title).toBeDefined();
  return TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, text), edits ?? []);
}

describe('fixes as code actions', () => {
  it("offers a finding's fix, preferred, beside the exception; applied, that finding is gone and no other comes", async () => {
    const uri = uriOf(path.join(workspace, 'notes.yaml'));
    const diagnostics = await client.open(uri, commented);
    const deprecation = diagnostics.find((diagnostic) => diagnostic.code === 'deprecation-headers');
    const actions = await client.codeActions(uri, deprecation === undefined ? [] : [deprecation]);
    expect(actions.map((action) => action.title)).toEqual([
      'Ignore deprecation-headers here (add an x-api-conventions-ignore entry)',
      'Fix: add Deprecation and Sunset headers to the success responses',
    ]);
    const fix = actions[1];
    expect(fix?.isPreferred).toBe(true);
    const after = await client.change(uri, applied(uri, commented, fix));
    expect(codes(after)).toEqual(codes(diagnostics).filter((code) => code !== 'deprecation-headers'));
    await client.change(uri, commented);
  });

  it('fixes all of a rule\'s findings in the file at once, as lint --fix makes them', async () => {
    const uri = uriOf(path.join(workspace, 'notes.yaml'));
    const diagnostics = client.latest.get(uri) ?? [];
    const auth = diagnostics.filter((diagnostic) => diagnostic.code === 'auth-error-responses');
    expect(auth).toHaveLength(3);
    const actions = await client.codeActions(uri, [auth[0] as Diagnostic]);
    const all = actions.find((action) => action.title.startsWith('Fix all auth-error-responses findings in this file'));
    expect(all?.title).toBe('Fix all auth-error-responses findings in this file (3)');
    const fixed = applied(uri, commented, all);
    expect(codes(await client.change(uri, fixed))).toEqual(codes(diagnostics).filter((code) => code !== 'auth-error-responses'));
    // The same text as lint --fix, where only that rule's fixes are made.
    const file = path.join(workspace, 'cli', 'notes.yaml');
    await mkdir(path.dirname(file));
    await cp(path.join(ROOT, 'fixtures/fix/commented.yaml'), file);
    await writeFile(path.join(workspace, 'cli', '.spectral.yaml'), `extends: [${JSON.stringify(path.join(ROOT, 'dist/spectral/ruleset.js'))}]\nrules:\n${['rate-limit-retry-after', 'deprecation-headers', 'validation-error-responses', 'error-body-shape', 'create-returns-resource'].map((rule) => `  ${rule}: off\n`).join('')}`);
    await runCli(['lint', 'notes.yaml', '--fix'], { cwd: path.dirname(file) });
    expect(await readFile(file, 'utf8')).toBe(fixed);
    await client.change(uri, commented);
  });

  it('lists the fixes without their edits for a client that asks for an edit once chosen, and makes the same edits then', async () => {
    const uri = uriOf(path.join(workspace, 'notes.yaml'));
    const diagnostics = await client.change(uri, commented);
    const resolving = await LspClient.start(workspace, {}, { textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } });
    try {
      const listed = await resolving.open(uri, commented);
      for (const code of ['deprecation-headers', 'auth-error-responses']) {
        const eager = await client.codeActions(uri, [diagnostics.find((diagnostic) => diagnostic.code === code) as Diagnostic]);
        const lazy = await resolving.codeActions(uri, [listed.find((diagnostic) => diagnostic.code === code) as Diagnostic]);
        expect(lazy.map((action) => [action.title, action.isPreferred])).toEqual(eager.map((action) => [action.title, action.isPreferred]));
        expect(lazy.every((action) => action.edit === undefined)).toBe(true);
        for (const [index, action] of lazy.entries()) {
          if (action.title.startsWith('Ignore')) continue;
          expect((await resolving.resolve(action)).edit, action.title).toEqual(eager[index]?.edit);
        }
      }
    } finally {
      await resolving.stop();
    }
  });
});
