import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { ROOT } from '../helpers/cli.js';
import { LspClient, messageOf } from '../lsp/lsp-client.js';
import type { ReportedFinding } from './tools.js';
import { runOurs, runSpectral } from './tools.js';
import { EXTENDS_CONVENTIONS, optionsRule } from '../helpers/config-files.js';

/**
 * One `.spectral.yaml`, the only configuration a team commits, read the same by the three hosts
 * of the ruleset: `api-conventions lint`, stock `spectral lint`, and the language server. It sets
 * the casing, two vocabulary lists and an option of another rule, each changing what is found.
 */

const CONFIG = `${EXTENDS_CONVENTIONS}rules:
  path-nouns: warn
${optionsRule(`    casing: snake_case
    vocabulary:
      singletons: [workspace]
      setting-header-words: [tenant]
    allowedMediaTypes: [application/xml]`)}`;

const DOCUMENT = `openapi: 3.0.3
info: {title: Accounts, version: '1'}
servers: [{url: 'https://api.example.com/v1'}]
security: [{bearer: []}]
paths:
  /account:
    get:
      responses:
        '200':
          description: the signed-in account
          content:
            application/xml:
              schema: {$ref: '#/components/schemas/Account'}
        '401': {$ref: '#/components/responses/Error'}
  /workspace:
    post:
      responses:
        '201': {description: created}
        '401': {$ref: '#/components/responses/Error'}
  /getAccounts:
    get:
      responses:
        '401': {$ref: '#/components/responses/Error'}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
    tenant: {type: apiKey, in: header, name: X-Tenant}
  responses:
    Error:
      description: an error
      content:
        application/json:
          schema:
            type: object
            required: [error, message]
            properties:
              error: {type: string}
              message: {type: string}
  schemas:
    Account:
      type: object
      properties:
        accountId: {type: string}
        displayName: {type: string}
        created_at: {type: string}
`;

let project = '';
let document = '';
const clients: LspClient[] = [];

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-yaml-config-'));
  await mkdir(path.join(project, '.git'));
  await mkdir(path.join(project, 'node_modules'));
  await symlink(ROOT, path.join(project, 'node_modules/api-conventions'), 'dir');
  await mkdir(path.join(project, 'apis'));
  document = path.join(project, 'apis/openapi.yaml');
  await writeFile(document, DOCUMENT);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await rm(project, { recursive: true, force: true });
});

/** A finding as the three hosts can all say it: where (0-based line and column), which rule, how severe, what. */
const keyOf = (line: number, character: number, code: string, severity: number, message: string) => `${line}:${character} ${code} ${severity} ${message}`;
const fromReport = (findings: readonly ReportedFinding[]) => findings.map((finding) => {
  const { start } = (finding as ReportedFinding & { range: Diagnostic['range'] }).range;
  return keyOf(start.line, start.character, finding.code, finding.severity, finding.message);
}).sort();
const fromEditor = (diagnostics: readonly Diagnostic[]) => diagnostics.map((diagnostic) => keyOf(diagnostic.range.start.line, diagnostic.range.start.character, String(diagnostic.code), (diagnostic.severity ?? 4) - 1, messageOf(diagnostic))).sort();

async function inEditor(workspace = project): Promise<string[]> {
  const client = await LspClient.start(workspace);
  clients.push(client);
  return fromEditor(await client.open(pathToFileURL(document).href, DOCUMENT));
}

describe('a YAML-only configuration', () => {
  it('gives the same findings in api-conventions lint, stock spectral lint and the language server', async () => {
    const defaults = fromReport((await runOurs([document], project)).findings);
    await writeFile(path.join(project, '.spectral.yaml'), CONFIG);
    const [ours, spectral, editor] = await Promise.all([runOurs([document], project), runSpectral([document], project), inEditor()]);
    expect(ours.stderr).toBe('');
    expect(spectral.exitCode).toBe(1);
    const configured = fromReport(ours.findings);
    expect(fromReport(spectral.findings)).toEqual(configured);
    expect(editor).toEqual(configured);

    // Each option changed what was found: the casing is fixed, not the majority's ...
    expect(defaults.filter((key) => key.includes(' field-casing '))).toEqual([expect.stringContaining('"created_at" is snake_case')]);
    expect(configured.filter((key) => key.includes(' field-casing ')).map((key) => /field "(\w+)"/.exec(key)?.[1])).toEqual(['accountId', 'displayName']);
    // ... "workspace" is a singleton, which a POST cannot create ...
    expect(defaults.some((key) => key.includes(' method-path-semantics '))).toBe(false);
    expect(configured).toContainEqual(expect.stringMatching(/ method-path-semantics 0 POST \/workspace addresses the single resource "workspace"/));
    // ... "X-Tenant" carries a setting, not a secret ...
    expect(defaults).toContainEqual(expect.stringMatching(/ security-scheme-types \d security scheme "tenant" sends its API key in header "X-Tenant"/));
    expect(configured.some((key) => key.includes(' security-scheme-types '))).toBe(false);
    // ... application/xml is allowed ...
    expect(defaults.some((key) => key.includes(' json-content-type '))).toBe(true);
    expect(configured.some((key) => key.includes(' json-content-type '))).toBe(false);
    // ... and a rule's severity is the file's.
    expect(configured).toContainEqual(expect.stringMatching(/ path-nouns 1 path "\/getAccounts"/));
  }, 240_000);

  it('is found from a subfolder, by the CLI and by an editor opened there', async () => {
    await writeFile(path.join(project, '.spectral.yaml'), CONFIG);
    const subfolder = path.join(project, 'apis');
    const [atRoot, below, editor] = await Promise.all([runOurs([document], project), runOurs(['openapi.yaml'], subfolder), inEditor(subfolder)]);
    expect(below.stderr).toBe('');
    const configured = fromReport(atRoot.findings);
    expect(configured).toContainEqual(expect.stringMatching(/ method-path-semantics 0 POST \/workspace/));
    expect(fromReport(below.findings)).toEqual(configured);
    expect(editor).toEqual(configured);
  }, 240_000);
});

/** The code blocks of docs/custom-rules.md: the worked example, as a reader copies it. */
async function customRuleExample(): Promise<{ rule: string; config: string }> {
  const page = await readFile(path.join(ROOT, 'docs/custom-rules.md'), 'utf8');
  const rule = /```js\n(\/\/ api-rules\/item-ids\.js[\s\S]*?)```/.exec(page)?.[1];
  const config = /```yaml\n(extends:[\s\S]*?functionsDir[\s\S]*?)```/.exec(page)?.[1];
  if (rule === undefined || config === undefined) throw new Error('docs/custom-rules.md lost its worked example');
  return { rule, config };
}

const ORDERS = `openapi: 3.0.3
info: {title: Orders, version: '1'}
servers: [{url: 'https://api.example.com/v1'}]
security: [{bearer: []}]
paths:
  /orders/{order}:
    get:
      parameters: [{name: order, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: one order}
        '401': {description: no credentials}
  /customers/{customerId}:
    get:
      parameters: [{name: customerId, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: one customer}
        '401': {description: no credentials}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`;

describe('a rule of the team\'s own, the example of docs/custom-rules.md', () => {
  it('runs in api-conventions lint, stock spectral lint and the language server, with its docs link', async () => {
    const example = await customRuleExample();
    const team = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-custom-rule-'));
    try {
      await mkdir(path.join(team, 'node_modules'));
      await symlink(ROOT, path.join(team, 'node_modules/api-conventions'), 'dir');
      await mkdir(path.join(team, 'api-rules'));
      await mkdir(path.join(team, 'apis'));
      await writeFile(path.join(team, 'api-rules/item-ids.js'), example.rule);
      await writeFile(path.join(team, '.spectral.yaml'), example.config);
      const orders = path.join(team, 'apis/openapi.yaml');
      await writeFile(orders, ORDERS);
      const client = await LspClient.start(team);
      clients.push(client);
      const [ours, spectral, diagnostics] = await Promise.all([runOurs([orders], team), runSpectral([orders], team), client.open(pathToFileURL(orders).href, ORDERS)]);
      expect(ours.stderr).toBe('');
      const found = fromReport(ours.findings);
      expect(found.filter((key) => key.includes(' item-ids '))).toEqual([
        '5:18 item-ids 1 path "/orders/{order}": the item of "orders" is picked by "order"; name it as an id, e.g. "orderId"',
      ]);
      expect(fromReport(spectral.findings)).toEqual(found);
      expect(fromEditor(diagnostics)).toEqual(found);
      expect(diagnostics.find((diagnostic) => diagnostic.code === 'item-ids')?.codeDescription?.href).toBe('https://api.example.com/guide#item-ids');
    } finally {
      await rm(team, { recursive: true, force: true });
    }
  }, 240_000);
});

