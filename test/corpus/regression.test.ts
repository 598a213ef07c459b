import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lintFile } from '../../src/index.js';

/**
 * The audits of docs/real-world/ replayed: every judged row (test/corpus/judged.json, written by
 * scripts/extract-audit-corpus.mjs) on the exact document it was judged on, installed by name and
 * version from the registry (`npm ci --prefix test/corpus`) and checked by hash. A finding judged
 * false must stay unreported and one judged true must stay reported; `open` (judged false, known,
 * still reported) and `missed` (judged true, known, no longer reported) hold as they are, so
 * whoever fixes one flips its row.
 */

type Verdict = 'true' | 'false' | 'open' | 'missed';

interface JudgedDocument {
  package: string;
  version: string;
  file: string;
  sha256: string;
}

interface JudgedRow {
  row: string;
  document: string;
  rule: string;
  path: (string | number)[];
  verdict: Verdict;
  reason: string;
}

interface Corpus {
  documents: Record<string, JudgedDocument>;
  rows: JudgedRow[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const installed = path.join(here, 'node_modules');
const corpus = JSON.parse(readFileSync(path.join(here, 'judged.json'), 'utf8')) as Corpus;
const INSTALL = 'the regression corpus is not installed: run `npm ci --prefix test/corpus`';

/** What each verdict expects of the current rules, and what a row that breaks it says. */
const EXPECTED: Record<Verdict, { reported: boolean; broken: string }> = {
  true: { reported: true, broken: 'judged true, no longer reported' },
  false: { reported: false, broken: 'judged false, reported again' },
  open: { reported: true, broken: 'open, no longer reported (fixed? drop its "open" entry in test/corpus/decisions.json)' },
  missed: { reported: false, broken: 'missed, reported again (drop its "missed" entry in test/corpus/decisions.json)' },
};

const keyOf = (rule: string, findingPath: readonly (string | number)[]): string => `${rule} ${JSON.stringify(findingPath.map(String))}`;

function installedVersion(name: string): string | undefined {
  const manifest = path.join(installed, name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

describe('the audits replayed on the documents they judged', () => {
  it('are installed at the versions and with the contents the audits judged', () => {
    const packages = new Map(Object.values(corpus.documents).map((document) => [document.package, document.version]));
    for (const name of packages.keys()) {
      if (installedVersion(name) === undefined) throw new Error(INSTALL);
    }
    const differing = [
      ...[...packages].filter(([name, version]) => installedVersion(name) !== version).map(([name, version]) => `${name}: ${installedVersion(name)} installed, ${version} judged`),
      ...Object.entries(corpus.documents)
        .filter(([relative, document]) => createHash('sha256').update(readFileSync(path.join(installed, relative))).digest('hex') !== document.sha256)
        .map(([relative]) => `${relative}: sha256 differs from the judged document's`),
    ];
    expect(differing).toEqual([]);
  });

  it('are judged as the sheets and test/corpus/decisions.json say', { timeout: 300_000 }, () => {
    if (!existsSync(installed)) throw new Error(INSTALL);
    const extract = spawnSync(process.execPath, [path.join(here, '../../scripts/extract-audit-corpus.mjs'), '--check'], { encoding: 'utf8' });
    expect(extract.stderr).toBe('');
    expect(extract.status).toBe(0);
  });

  it('report every finding judged true and none judged false', { timeout: 900_000 }, async () => {
    const byDocument = new Map<string, JudgedRow[]>();
    for (const row of corpus.rows) byDocument.set(row.document, [...(byDocument.get(row.document) ?? []), row]);
    const broken: string[] = [];
    for (const [relative, rows] of byDocument) {
      const file = path.join(installed, relative);
      if (!existsSync(file)) throw new Error(INSTALL);
      const bytes = readFileSync(file);
      if (createHash('sha256').update(bytes).digest('hex') !== corpus.documents[relative]?.sha256) {
        broken.push(`${relative}: not the document the audits judged (sha256 differs); run \`npm ci --prefix test/corpus\``);
        continue;
      }
      const findings = await lintFile(file, { allowExternalRefs: false, allowRemoteRefs: false });
      const reported = new Set(findings.map((finding) => keyOf(finding.code, finding.path)));
      for (const row of rows) {
        const expected = EXPECTED[row.verdict];
        if (reported.has(keyOf(row.rule, row.path)) !== expected.reported) broken.push(`${row.row} ${row.rule} ${relative} ${row.path.join(' › ')}: ${expected.broken}${row.reason === '' ? '' : ` (${row.reason})`}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
