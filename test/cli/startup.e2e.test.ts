import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';

/** Runs the built CLI under Node with extra flags; resolves once it exits. */
function runNode(nodeArgs: readonly string[], args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...nodeArgs, BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout });
    });
  });
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-startup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The source of every module of ours or of node_modules the command loaded. */
async function loadedSources(args: readonly string[]): Promise<Array<{ url: string; text: string }>> {
  const trace = path.join(scratch, `trace-${args.join('-').replace(/\W/g, '_')}.txt`);
  await writeFile(trace, '');
  const result = await runNode(['--import', path.join(ROOT, 'test/helpers/module-trace.mjs')], args, { API_CONVENTIONS_MODULE_TRACE: trace });
  expect(result.code).toBe(0);
  const urls = [...new Set((await readFile(trace, 'utf8')).split('\n').filter((url) => url.startsWith('file:')))];
  return Promise.all(urls.map(async (url) => ({ url, text: await readFile(fileURLToPath(url), 'utf8') })));
}

/** Spectral, bundled into a chunk (the bundler names each module's path) or loaded from node_modules. */
const holdsSpectral = ({ url, text }: { url: string; text: string }) => url.includes('/@stoplight/') || text.includes('node_modules/@stoplight/spectral-core/');

describe('start-up: a command loads only what it needs', () => {
  it.each([[['--version']], [['--help']], [['rules']], [['init', '--help']]])('%j loads no Spectral', async (args) => {
    const sources = await loadedSources(args);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter(holdsSpectral).map((source) => source.url)).toEqual([]);
  });

  it('lint loads Spectral (the check above can see it)', async () => {
    const sources = await loadedSources(['lint', 'fixtures/tasks-api.yaml']);
    expect(sources.some(holdsSpectral)).toBe(true);
  });

  it('lists each command in the overall help as its own help describes it', async () => {
    const commands = ['lint', 'rules', 'check', 'proxy', 'merge', 'init'];
    const [overallHelp, ...ownHelp] = await Promise.all([runCli(['--help']), ...commands.map((command) => runCli([command, '--help']))]);
    const overall = (overallHelp?.stdout ?? '').replace(/\s+/g, ' ');
    for (const [index, command] of commands.entries()) {
      const own = ownHelp[index]?.stdout ?? '';
      const usage = /^Usage: api-conventions (.*)$/m.exec(own)?.[1] ?? '';
      const description = own.split('\n')[2] ?? '';
      expect(usage).not.toBe('');
      expect(overall, command).toContain(`${usage} ${description}`.replace(/\s+/g, ' '));
    }
  });
});

/** The functions a CPU profile of one CLI run saw on the stack. */
async function profiledFunctions(args: readonly string[]): Promise<Set<string>> {
  const directory = await mkdtemp(path.join(scratch, 'profile-'));
  const result = await runNode(['--cpu-prof', '--cpu-prof-dir', directory, '--cpu-prof-interval', '50'], args);
  expect(result.code).toBe(0);
  const [file] = await readdir(directory);
  const profile = JSON.parse(await readFile(path.join(directory, file ?? ''), 'utf8')) as { nodes: Array<{ callFrame: { functionName: string } }> };
  return new Set(profile.nodes.map((node) => node.callFrame.functionName));
}

describe('start-up: our own ruleset is not validated again on every run', () => {
  it('builds the conventions without compiling Spectral\'s ruleset schema', async () => {
    const functions = await profiledFunctions(['lint', 'fixtures/tasks-api.yaml']);
    expect(functions.has('lintText') || functions.has('lintFile') || functions.has('lintFileMentioning')).toBe(true);
    expect(functions.has('createValidator')).toBe(false);
  });

  it('still validates a ruleset file of the user\'s (the check above can see it)', async () => {
    const ruleset = path.join(scratch, 'user-ruleset.yaml');
    await writeFile(ruleset, `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\nrules:\n  path-nouns: warn\n`);
    // A sampling profile can miss a short call on a crowded machine: the control may take three runs to see it.
    let seen = false;
    for (let run = 0; run < 3 && !seen; run++) seen = (await profiledFunctions(['lint', '-r', ruleset, 'fixtures/tasks-api.yaml'])).has('createValidator');
    expect(seen).toBe(true);
  });
});

/** The files Node's `require` loaded (Spectral's `$ref` resolver stays in node_modules, outside the bundle). */
async function requiredFiles(args: readonly string[]): Promise<string[]> {
  const out = path.join(scratch, `required-${Math.random().toString(36).slice(2)}.json`);
  const probe = path.join(scratch, `required-${Math.random().toString(36).slice(2)}.cjs`);
  await writeFile(probe, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));\n`);
  const result = await runNode(['--require', probe], args);
  expect(result.code).toBeLessThan(2);
  return JSON.parse(await readFile(out, 'utf8')) as string[];
}

const isRefResolver = (file: string) => file.includes(`${path.sep}@stoplight${path.sep}json-ref-resolver${path.sep}`);

describe('start-up: a lint loads what the document needs', () => {
  it('compiles no JSON Schema with Ajv for our own rules', async () => {
    const functions = await profiledFunctions(['lint', 'fixtures/tasks-api.yaml']);
    expect(functions.has('lintText') || functions.has('lintFile') || functions.has('lintFileMentioning')).toBe(true);
    expect(functions.has('compileSchema')).toBe(false);
  });

  it('loads no $ref resolver for a document whose $refs stay inside it', async () => {
    expect((await requiredFiles(['lint', 'fixtures/tasks-api.yaml'])).filter(isRefResolver)).toEqual([]);
  });

  it('loads Spectral\'s $ref resolver for a $ref to another file, and follows it', async () => {
    const directory = await mkdtemp(path.join(scratch, 'split-'));
    await writeFile(path.join(directory, 'task.yaml'), 'type: object\nproperties:\n  id: {type: string}\n  title: {type: integer}\n');
    await writeFile(path.join(directory, 'openapi.yaml'), [
      'openapi: 3.0.3',
      'info: {title: Tasks, version: "1"}',
      'paths:',
      '  /tasks/{id}:',
      '    get:',
      '      parameters: [{name: id, in: path, required: true, schema: {type: string}}]',
      '      responses:',
      '        "200": {description: one task, content: {application/json: {schema: {$ref: "./task.yaml"}}}}',
      '',
    ].join('\n'));
    const document = path.join(directory, 'openapi.yaml');
    expect((await requiredFiles(['lint', document])).filter(isRefResolver)).not.toEqual([]);
    const result = await runNode([], ['lint', '-f', 'json', document]);
    const findings = JSON.parse(result.stdout) as Array<{ code: string; path: Array<string | number> }>;
    expect(findings.filter((finding) => finding.code === 'invalid-ref')).toEqual([]);
  });
});

/** Node's own modules the process loaded (`process.moduleLoadList`), by name. */
async function builtinsLoaded(args: readonly string[]): Promise<string[]> {
  const out = path.join(scratch, `builtins-${Math.random().toString(36).slice(2)}.json`);
  const probe = path.join(scratch, `builtins-${Math.random().toString(36).slice(2)}.cjs`);
  await writeFile(probe, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));\n`);
  const result = await runNode(['--require', probe], args);
  expect(result.code).toBeLessThan(2);
  const loaded = JSON.parse(await readFile(out, 'utf8')) as string[];
  return loaded.filter((entry) => entry.startsWith('NativeModule ')).map((entry) => entry.slice('NativeModule '.length));
}

describe('start-up: Node\'s own modules a run does not use stay unloaded', () => {
  it('--version loads no child_process (commander spawns only for executable subcommands)', async () => {
    const loaded = await builtinsLoaded(['--version']);
    expect(loaded).toContain('fs');
    expect(loaded).not.toContain('child_process');
  });

  it('a lint of one document spawns nothing and starts no thread: no child_process, no worker_threads', async () => {
    const loaded = await builtinsLoaded(['lint', 'fixtures/tasks-api.yaml']);
    // The probe sees what the lint does load (chalk asks tty about colours).
    expect(loaded).toContain('tty');
    expect(loaded.filter((name) => name === 'child_process' || name === 'worker_threads')).toEqual([]);
  });
});

describe('start-up: a lint compiles lodash\'s functions that Spectral calls, not the whole of lodash', () => {
  it('loads lodash\'s own modules of the functions used, and not lodash.js', async () => {
    const texts = (await loadedSources(['lint', 'fixtures/tasks-api.yaml'])).map((source) => source.text).join('\n');
    // Each bundled CommonJS module is keyed by its path (`__commonJS({"node_modules/lodash/get.js"(…`).
    expect(texts).toContain('"node_modules/lodash/get.js"');
    expect(texts).not.toContain('"node_modules/lodash/lodash.js"');
  });
});
