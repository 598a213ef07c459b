import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Comparable } from './fixtures.js';
import { comparable, lintFindings, sortComparable } from './fixtures.js';
import { LspClient, messageOf } from './lsp-client.js';

/**
 * A document of a megabyte and more goes to the lint thread in several parts and its findings
 * come back in several (`LintThread.lintText`), and the server keeps its text in pieces that an
 * edit changes in place (`PiecedDocument`): what the editor shows is still what `lint -f json`
 * reports for the same text, on open and after an edit that spans many pieces.
 */

let scratch: string;
let client: LspClient | undefined;

beforeAll(async () => { scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-lsp-large-')); });
afterAll(async () => {
  await client?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** Paths with findings (a verb in the path, no error responses), and prose beyond Latin-1. */
function largeText(paths: number): string {
  const entries: Record<string, unknown> = {};
  for (let index = 0; index < paths; index++) {
    entries[`/v1/getWidgets${index}/{widget_id}`] = {
      get: {
        operationId: `getWidget${index}`,
        description: `Gibt das Widget zurück — café ${index} 😀`,
        parameters: [{ name: 'widget_id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The widget', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } } },
      },
    };
  }
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Widgets', version: '1.0.0' },
    paths: entries,
    components: { schemas: { Widget: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } },
  }, null, 2);
}

async function expectedFindings(name: string, text: string): Promise<Comparable[]> {
  const workspace = await mkdtemp(path.join(scratch, `${name}-`));
  const file = path.join(workspace, 'openapi.json');
  await writeFile(file, text);
  return (await lintFindings(workspace, [file])).get(file) ?? [];
}

function asFindings(diagnostics: Diagnostic[]): Comparable[] {
  return sortComparable(diagnostics.map((diagnostic) => comparable({
    code: String(diagnostic.code), severity: (diagnostic.severity ?? DiagnosticSeverity.Hint) - 1, message: messageOf(diagnostic), range: diagnostic.range,
  })));
}

describe('api-conventions lsp on a large document', () => {
  it('shows what lint reports, on open and after an edit across many pieces', async () => {
    const text = largeText(2_500);
    expect(text.length).toBeGreaterThan(1 << 20);
    const workspace = await mkdtemp(path.join(scratch, 'open-'));
    const file = path.join(workspace, 'openapi.json');
    await writeFile(file, text);
    const uri = pathToFileURL(file).href;
    client = await LspClient.start(workspace);
    const [opened, expected] = await Promise.all([client.open(uri, text), expectedFindings('lint', text)]);
    expect(expected.length).toBeGreaterThan(1_000);
    expect(asFindings(opened)).toEqual(expected);

    // Paths 100 to 1,999 replaced by one that reads as an action: 800 KB gone, a finding added.
    const document = TextDocument.create(uri, 'json', 1, text);
    const start = text.indexOf('"/v1/getWidgets100/');
    const end = text.indexOf('"/v1/getWidgets2000/');
    const replacement = '"/v1/widgets/{widget_id}/archive": { "get": { "operationId": "archiveWidget", "responses": { "200": { "description": "Archived" } } } },\n    ';
    const edited = text.slice(0, start) + replacement + text.slice(end);
    const [changed, expectedAfter] = await Promise.all([
      client.changeRange(uri, { start: document.positionAt(start), end: document.positionAt(end) }, replacement),
      expectedFindings('edited', edited),
    ]);
    expect(expectedAfter.length).toBeLessThan(expected.length);
    expect(asFindings(changed)).toEqual(expectedAfter);
  }, 240_000);
});
