import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { ROOT } from '../helpers/cli.js';
import type { Comparable } from './fixtures.js';
import { comparable, fixtureWorkspaces, lintFindings, readText, sortComparable } from './fixtures.js';
import { LspClient } from './lsp-client.js';

const clients: LspClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
});

function asFindings(diagnostics: Diagnostic[]): Comparable[] {
  return sortComparable(diagnostics.map((diagnostic) => comparable({
    code: String(diagnostic.code), severity: (diagnostic.severity ?? DiagnosticSeverity.Hint) - 1, message: diagnostic.message, range: diagnostic.range,
  })));
}

describe('api-conventions lsp, through the protocol: the same findings as lint', () => {
  for (const { workspace, files } of fixtureWorkspaces()) {
    it(`every fixture linted in ${path.relative(ROOT, workspace) || '.'}`, async () => {
      const [expected, client] = await Promise.all([lintFindings(workspace, files), LspClient.start(workspace)]);
      clients.push(client);
      let withFindings = 0;
      for (const file of files) await client.open(pathToFileURL(file).href, readText(file));
      // Compared once all are open: a file's findings include those that documents `$ref`ing it found there.
      for (const file of files) {
        const diagnostics = client.latest.get(pathToFileURL(file).href) ?? [];
        expect({ file: path.relative(ROOT, file), findings: asFindings(diagnostics) }).toEqual({ file: path.relative(ROOT, file), findings: expected.get(file) });
        for (const diagnostic of diagnostics) {
          expect(diagnostic.source).toBe('api-conventions');
          if (diagnostic.code !== 'internal-error') expect(diagnostic.codeDescription?.href).toMatch(/^https:\/\/.+\.md(#.*)?$/);
        }
        if (diagnostics.length > 0) withFindings += 1;
      }
      // The comparison means something only if some documents have findings.
      if (files.length > 3) expect(withFindings).toBeGreaterThan(0);
    }, 120_000);
  }
});
