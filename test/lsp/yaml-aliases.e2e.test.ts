import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintText } from '../../src/lint/lint.js';
import { ERRORS_3, FIELDS_3, textOf } from '../helpers/aliased-documents.js';
import { lineOf } from '../helpers/marked-lines.js';
import { LspClient, messageOf } from './lsp-client.js';

/** The editor shows a finding reached through a YAML alias where `lint` places it: in the anchored text, or at the alias. */

let workspace = '';
let client: LspClient | undefined;
beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-lsp-aliases-'));
  client = await LspClient.start(workspace);
});
afterAll(async () => {
  await client?.stop();
  await rm(workspace, { recursive: true, force: true });
});

describe('api-conventions lsp, a document with YAML aliases', () => {
  it('places a field of an anchored schema used twice once, on its own line, where lint places both', async () => {
    const text = textOf('3.0.3', FIELDS_3);
    const file = path.join(workspace, 'pets.yaml');
    const diagnostics = (await client?.open(pathToFileURL(file).href, text) ?? []).filter((diagnostic) => diagnostic.code === 'field-casing');
    const linted = (await lintText(text, file)).filter((finding) => finding.code === 'field-casing');
    expect(linted.map((finding) => finding.range.start.line)).toEqual([lineOf(text, 'field'), lineOf(text, 'field')]);
    // Two findings at one place with one message are one diagnostic in the editor.
    expect(diagnostics.map((diagnostic) => ({ message: messageOf(diagnostic), range: diagnostic.range }))).toEqual([{ message: linted[0]?.message, range: linted[0]?.range }]);
  });

  it('places a response that is an alias at the alias, and merged ones in the anchored mapping', async () => {
    const text = textOf('3.0.3', ERRORS_3);
    const diagnostics = (await client?.open(pathToFileURL(path.join(workspace, 'errors.yaml')).href, text) ?? []).filter((diagnostic) => diagnostic.code === 'error-body-shape');
    expect(diagnostics.map((diagnostic) => diagnostic.range.start.line).sort((left, right) => left - right))
      .toEqual(['merged 404', 'anchored 500', 'alias 500'].map((mark) => lineOf(text, mark)));
  });
});
