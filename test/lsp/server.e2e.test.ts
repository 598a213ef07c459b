import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, FileChangeType, MessageType } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { RULES } from '../../rulesets/rules/index.js';
import { ROOT } from '../helpers/cli.js';
import { LspClient, messageOf } from './lsp-client.js';

/** The server's behaviour beyond parity with lint: edits in progress, configuration, `$ref`s, quick fixes, hovers. */

let workspace: string;
let client: LspClient | undefined;
let violations: string;
let warehouse: string;

const uriOf = (file: string) => pathToFileURL(file).href;
const summary = (diagnostics: Diagnostic[]) => diagnostics.map((diagnostic) => `${String(diagnostic.code)} ${messageOf(diagnostic)}`).sort();
const codes = (diagnostics: Diagnostic[]) => [...new Set(diagnostics.map((diagnostic) => String(diagnostic.code)))].sort();
const conventionsPath = JSON.stringify(path.join(ROOT, 'dist/spectral/ruleset.js'));

async function start(options: Record<string, unknown> = {}): Promise<LspClient> {
  client = await LspClient.start(workspace, options);
  return client;
}

beforeAll(async () => {
  violations = await readFile(path.join(ROOT, 'fixtures/violations.yaml'), 'utf8');
  warehouse = await readFile(path.join(ROOT, 'fixtures/parity/violating/warehouse-api.swagger.json'), 'utf8');
});

afterEach(async () => {
  await client?.stop();
  client = undefined;
  await rm(workspace, { recursive: true, force: true });
});

async function freshWorkspace(): Promise<string> {
  // The one before, when a test starts another: only the last is removed after each test.
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-lsp-'));
  return workspace;
}

describe('a document being edited', () => {
  beforeAll(async () => { await freshWorkspace(); });

  it('broken YAML gives the syntax finding; the next valid text the real findings again', async () => {
    await freshWorkspace();
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const valid = await lsp.open(uri, violations);
    expect(valid.length).toBeGreaterThan(5);
    const broken = await lsp.change(uri, violations.replace(/^paths:$/m, 'paths: [unclosed\n  oops: {'));
    expect(broken.length).toBeGreaterThan(0);
    const syntax = broken.find((diagnostic) => diagnostic.code === 'oas-valid' && /^YAML syntax error at line \d+/.test(messageOf(diagnostic)));
    expect(syntax?.severity).toBe(DiagnosticSeverity.Error);
    expect(summary(await lsp.change(uri, violations))).toEqual(summary(valid));
  });

  it('half a JSON object gives the syntax finding; the whole object the real findings again', async () => {
    await freshWorkspace();
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'warehouse.json'));
    const valid = await lsp.open(uri, warehouse);
    expect(valid.length).toBeGreaterThan(5);
    const half = await lsp.change(uri, warehouse.slice(0, Math.floor(warehouse.length / 2)));
    const syntax = half.find((diagnostic) => diagnostic.code === 'oas-valid' && /^JSON syntax error at line \d+/.test(messageOf(diagnostic)));
    expect(syntax?.severity).toBe(DiagnosticSeverity.Error);
    expect(summary(await lsp.change(uri, warehouse))).toEqual(summary(valid));
  });

  it('gives nothing to YAML and JSON that are not OpenAPI', async () => {
    await freshWorkspace();
    const lsp = await start();
    expect(await lsp.open(uriOf(path.join(workspace, 'ci.yaml')), 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n')).toEqual([]);
    expect(await lsp.open(uriOf(path.join(workspace, 'package.json')), '{ "name": "x", "version": "1.0.0"')).toEqual([]);
  });

  it('a rule that throws is an internal-error diagnostic, as lint reports it, and the server goes on', async () => {
    await freshWorkspace();
    await writeFile(path.join(workspace, '.spectral.mjs'), `import conventions from ${conventionsPath};
export default {
  extends: [conventions],
  rules: { 'title-check': { given: '$.info', severity: 'error', then: { function: function explodes() { throw new Error('no title today'); } } } },
};
`);
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const first = await lsp.open(uri, violations);
    const failure = first.find((diagnostic) => diagnostic.code === 'internal-error');
    expect(failure?.message).toMatch(/"explodes" threw .*no title today/);
    expect(failure?.severity).toBe(DiagnosticSeverity.Error);
    const second = await lsp.change(uri, `${violations}\n`);
    expect(codes(second)).toContain('internal-error');
    // Still serving: a document the failing rule never reaches is linted as usual.
    expect(await lsp.open(uriOf(path.join(workspace, 'ci.yaml')), 'on: push\n')).toEqual([]);
    expect(lsp.process.exitCode).toBeNull();
  });
});

describe('configuration', () => {
  it('follows the workspace .spectral.yaml as it changes; a bad one is a diagnostic on it and a message', async () => {
    await freshWorkspace();
    const config = path.join(workspace, '.spectral.yaml');
    await writeFile(config, `extends: [${conventionsPath}]\nrules:\n  path-nouns: off\n`);
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    expect(codes(await lsp.open(uri, violations))).not.toContain('path-nouns');

    await writeFile(config, `extends: [${conventionsPath}]\nrules:\n  path-nouns: hint\n`);
    await lsp.filesChanged([{ uri: uriOf(config), type: FileChangeType.Changed }]);
    const withNouns = await lsp.diagnostics(uri, (params) => params.diagnostics.some((diagnostic) => diagnostic.code === 'path-nouns'));
    expect(withNouns.filter((diagnostic) => diagnostic.code === 'path-nouns').every((diagnostic) => diagnostic.severity === DiagnosticSeverity.Hint)).toBe(true);

    await writeFile(config, `extends: [${conventionsPath}]\nrules:\n  path-nouns: [not, a, severity\n`);
    await lsp.filesChanged([{ uri: uriOf(config), type: FileChangeType.Changed }]);
    const problem = await lsp.diagnostics(uriOf(config), (params) => params.diagnostics.length > 0);
    expect(problem).toHaveLength(1);
    expect(problem[0]).toMatchObject({ code: 'invalid-ruleset', severity: DiagnosticSeverity.Error, source: 'api-conventions' });
    // The YAML parser notices the unclosed sequence at the end of the text, the line after it.
    expect(problem[0]?.message).toMatch(/\.spectral\.yaml:4: invalid ruleset: YAML syntax error/);
    expect(problem[0]?.range.start.line).toBe(3);
    const message = await lsp.message((params) => params.type === MessageType.Error);
    expect(message.message).toMatch(/\.spectral\.yaml:4: invalid ruleset: \S/);

    await writeFile(config, `extends: [${conventionsPath}]\nrules:\n  path-nouns: off\n`);
    await lsp.filesChanged([{ uri: uriOf(config), type: FileChangeType.Changed }]);
    expect(await lsp.diagnostics(uriOf(config), (params) => params.diagnostics.length === 0)).toEqual([]);
    await lsp.diagnostics(uri, (params) => !params.diagnostics.some((diagnostic) => diagnostic.code === 'path-nouns'));
    expect(lsp.process.exitCode).toBeNull();
  });

  it('takes the ruleset file named in the initialization options', async () => {
    await freshWorkspace();
    await mkdir(path.join(workspace, 'api'));
    await writeFile(path.join(workspace, 'api/rules.yaml'), `extends: [${conventionsPath}]\nrules:\n  field-casing: off\n`);
    const lsp = await start({ rulesetFile: 'api/rules.yaml' });
    const found = codes(await lsp.open(uriOf(path.join(workspace, 'openapi.yaml')), violations));
    expect(found).not.toContain('field-casing');
    expect(found).toContain('path-nouns');
  });
});

describe('$refs', () => {
  const root = `openapi: 3.0.3
info: {title: Tasks, version: "1.0"}
servers: [{url: "https://api.example.com/v1"}]
paths:
  /tasks:
    get:
      responses:
        "200":
          description: the tasks
          content:
            application/json:
              schema: {$ref: "./schemas.yaml#/Task"}
`;

  it('a change to a file the document $refs re-lints it, and findings there are published on that file', async () => {
    await freshWorkspace();
    const schemas = path.join(workspace, 'schemas.yaml');
    await writeFile(schemas, 'Task:\n  type: object\n  properties:\n    task_id: {type: string}\n    created_at: {type: string}\n    dueDate: {type: string}\n');
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    await lsp.open(uri, root);
    const before = lsp.latest.get(uriOf(schemas)) ?? [];
    expect(before.map((diagnostic) => diagnostic.code)).toContain('field-casing');

    // The server watches what the document's $refs read; no client notification here.
    await writeFile(schemas, 'Task:\n  type: object\n  properties:\n    task_id: {type: string}\n    created_at: {type: string}\n    due_date: {type: string}\n');
    // writeFile truncates before it writes: a re-lint of the file read empty publishes nothing for it,
    // and the next change event re-lints the whole file.
    const after = await lsp.diagnostics(uriOf(schemas), (params) => params.diagnostics.length > 0 && !params.diagnostics.some((diagnostic) => diagnostic.code === 'field-casing'));
    expect(summary(after)).toEqual(summary(before).filter((line) => !line.startsWith('field-casing ')));
  });

  it('keeps $refs inside the document\'s folder, as lint does', async () => {
    await freshWorkspace();
    await mkdir(path.join(workspace, 'api'));
    await writeFile(path.join(workspace, 'schemas.yaml'), 'Task:\n  type: object\n');
    const lsp = await start();
    const found = await lsp.open(uriOf(path.join(workspace, 'api/openapi.yaml')), root.replace('./schemas.yaml', '../schemas.yaml'));
    expect(found.some((diagnostic) => diagnostic.code === 'oas-valid' && /outside/i.test(messageOf(diagnostic)))).toBe(true);
  });
});

describe('quick fixes and hovers', () => {
  for (const [name, text] of [['openapi.yaml', () => violations], ['warehouse.json', () => warehouse]] as const) {
    it(`every finding in ${name} has a quick fix that silences it, and only it`, async () => {
      await freshWorkspace();
      const lsp = await start();
      const uri = uriOf(path.join(workspace, name));
      const original = text();
      const diagnostics = await lsp.open(uri, original);
      const fixable = diagnostics.filter((diagnostic) => diagnostic.code !== 'oas-valid');
      expect(fixable.length).toBeGreaterThan(5);
      for (const diagnostic of fixable) {
        const [action] = await lsp.codeActions(uri, [diagnostic]);
        const edits = action?.edit?.changes?.[uri];
        expect(edits, `${String(diagnostic.code)}: ${messageOf(diagnostic)}`).toBeDefined();
        const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, original), edits ?? []);
        expect(fixed).toContain('x-api-conventions-ignore');
        expect(fixed).toContain('TODO: why this exception stands');
        const after = summary(await lsp.change(uri, fixed));
        const key = `${String(diagnostic.code)} ${messageOf(diagnostic)}`;
        expect(after.filter((line) => line === key).length).toBeLessThan(summary(diagnostics).filter((line) => line === key).length);
        // The rest stand: nothing else silenced, no schema error added by the new key.
        expect(after.filter((line) => !line.startsWith(`${String(diagnostic.code)} `))).toEqual(summary(diagnostics).filter((line) => !line.startsWith(`${String(diagnostic.code)} `)));
        await lsp.change(uri, original);
      }
    }, 120_000);
  }

  it('a hover on a finding shows its rule\'s description, section and docs page', async () => {
    await freshWorkspace();
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const diagnostics = await lsp.open(uri, violations);
    const nouns = diagnostics.find((diagnostic) => diagnostic.code === 'path-nouns');
    const rule = RULES.find((candidate) => candidate.id === 'path-nouns');
    expect(nouns).toBeDefined();
    const hover = await lsp.hover(uri, nouns?.range.start ?? { line: 0, character: 0 });
    const markdown = hover !== null && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
    expect(markdown).toContain(`**path-nouns** (§${rule?.section.split(',')[0]?.trim()}`);
    // What the rule's page says first, and a link to the page installed with the package.
    expect(markdown).toContain('No static path segment is a verb or starts with one. The path names the resource; the HTTP method says what is done to it.');
    expect(markdown).toContain(`[path-nouns documentation](${pathToFileURL(path.join(ROOT, rule?.docsUrl ?? '')).href})`);
    expect(nouns?.codeDescription?.href).toBe(pathToFileURL(path.join(ROOT, rule?.docsUrl ?? '')).href);
    expect(await lsp.hover(uri, { line: 10_000, character: 0 })).toBeNull();
  });

  it('a hover on a path key shows how it was read, as `api-conventions explain` says, in YAML and in JSON', async () => {
    await freshWorkspace();
    const lsp = await start();
    const answer = (schema: object) => ({ get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } });
    const user = { type: 'object', properties: { id: { type: 'string' } } };
    const paths = { '/users/{id}': answer(user), '/users/mail/{email}': answer(user) };
    const yamlText = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n${Object.entries(paths).map(([key, item]) => `  ${key}:\n    ${JSON.stringify(item)}\n`).join('')}`;
    const jsonText = JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, null, 2);
    for (const [name, text] of [['users.yaml', yamlText], ['users.json', jsonText]] as const) {
      const uri = uriOf(path.join(workspace, name));
      await lsp.open(uri, text);
      const line = text.split('\n').findIndex((candidate) => candidate.includes('/users/mail/{email}'));
      const hover = await lsp.hover(uri, { line, character: text.split('\n')[line]?.indexOf('/users') ?? 0 });
      const markdown = hover !== null && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
      expect(markdown, name).toContain('**How `/users/mail/{email}` was read**');
      expect(markdown, name).toContain('  mail  qualifier\n      answers-as-item: GET /users/mail/{email} answers what GET /users/{id} answers');
      expect(markdown, name).toContain('path-nesting-depth: not reported');
      // Off the key, on a line no finding covers: nothing to say.
      expect(await lsp.hover(uri, { line: 1, character: 1 }), name).toBeNull();
    }
  });
});

describe('linting on a thread of its own', () => {
  /**
   * A ruleset whose rule, on a document titled "hold", says it has started (a file) and then
   * holds the lint until the test releases it (another file): a lint the test can see running.
   */
  async function holdingWorkspace(): Promise<{ started: string; release: string }> {
    await freshWorkspace();
    const started = path.join(workspace, 'lint-started');
    const release = path.join(workspace, 'lint-release');
    await writeFile(path.join(workspace, '.spectral.mjs'), `import conventions from ${conventionsPath};
const fs = process.getBuiltinModule('node:fs');
function holdWhileLinting(title) {
  if (title !== 'hold') return [];
  fs.writeFileSync(${JSON.stringify(started)}, '');
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  // Bounded, so that a server that cannot answer meanwhile fails the test instead of hanging it.
  for (let waited = 0; waited < 60000 && !fs.existsSync(${JSON.stringify(release)}); waited += 20) Atomics.wait(sleeper, 0, 0, 20);
  return [{ message: 'this lint was held' }];
}
export default {
  extends: [conventions],
  rules: { 'hold-check': { given: '$.info.title', severity: 'hint', then: { function: holdWhileLinting } } },
};
`);
    return { started, release };
  }

  const held = () => violations.replace(/^( *title:).*$/m, '$1 hold');
  const untilExists = (file: string) => vi.waitFor(() => {
    if (!existsSync(file)) throw new Error(`${file} not yet written`);
  }, { timeout: 30_000, interval: 20 });

  it('never publishes a run superseded by a newer version: what is published belongs to the last one', async () => {
    const { started, release } = await holdingWorkspace();
    const lsp = await start({ debounceMs: 0 });
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const first = await lsp.open(uri, violations);
    const before = lsp.history.length;
    const superseded = await lsp.edit(uri, held());
    await untilExists(started);
    // Sent while the run of the held version is going on.
    const last = await lsp.edit(uri, violations);
    await writeFile(release, '');
    expect(summary(await lsp.diagnostics(uri, (params) => params.version === last))).toEqual(summary(first));
    const published = lsp.history.slice(before).filter((params) => params.uri === uri);
    expect(published.map((params) => params.version)).toEqual([last]);
    expect(published.flatMap((params) => params.diagnostics).some((diagnostic) => diagnostic.code === 'hold-check')).toBe(false);
    expect(superseded).toBeLessThan(last);
  });

  it('answers hovers and code actions while a document is being linted', async () => {
    const { started, release } = await holdingWorkspace();
    const lsp = await start();
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const nouns = (await lsp.open(uri, violations)).find((diagnostic) => diagnostic.code === 'path-nouns');
    expect(nouns).toBeDefined();
    const linting = await lsp.edit(uri, held());
    await untilExists(started);
    const hover = await lsp.hover(uri, nouns?.range.start ?? { line: 0, character: 0 });
    expect(hover !== null && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '').toContain('**path-nouns**');
    expect(await lsp.codeActions(uri, nouns === undefined ? [] : [nouns])).toHaveLength(1);
    // Both answered before the run they came during has ended.
    expect(lsp.history.some((params) => params.uri === uri && params.version === linting)).toBe(false);
    await writeFile(release, '');
    expect(codes(await lsp.diagnostics(uri, (params) => params.version === linting))).toContain('hold-check');
  });

  it('makes a quick fix\'s edit when it is chosen, for a client that can ask for it then', async () => {
    await freshWorkspace();
    client = await LspClient.start(workspace, {}, { textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } });
    const uri = uriOf(path.join(workspace, 'openapi.yaml'));
    const nouns = (await client.open(uri, violations)).find((diagnostic) => diagnostic.code === 'path-nouns');
    const [action] = await client.codeActions(uri, nouns === undefined ? [] : [nouns]);
    expect(action?.edit).toBeUndefined();
    const resolved = await client.resolve(action ?? { title: '' });
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, violations), resolved.edit?.changes?.[uri] ?? []);
    expect(fixed).toContain('x-api-conventions-ignore');
    expect(codes(await client.change(uri, fixed))).not.toContain('path-nouns');
  });
});

afterAll(async () => {
  await client?.stop();
});
