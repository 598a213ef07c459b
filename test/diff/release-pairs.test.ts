import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import { pathsMissing } from './diff-documents.js';

/**
 * Real releases of published descriptions (test/releases/package.json, installed by name and
 * version), each pair's breaking changes judged by reading both documents: `diff` must report
 * exactly those, none false and none lost, each at a path that exists where it points.
 */

interface JudgedPair {
  old: string;
  new: string;
  why: Record<string, string>;
  findings: Array<{ kind: string; side: 'old' | 'new'; path: Array<string | number> }>;
}

const releases = fileURLToPath(new URL('../releases/', import.meta.url));
const installed = path.join(releases, 'node_modules');
const judged = JSON.parse(readFileSync(path.join(releases, 'judged-pairs.json'), 'utf8')) as { pairs: JudgedPair[] };

const line = (finding: { kind?: string; side: string; path: ReadonlyArray<string | number> }) => `${finding.kind ?? ''} ${finding.side} /${finding.path.join('/')}`;

describe('diff on real release pairs', () => {
  it('has the releases installed (npm ci --prefix test/releases)', () => {
    expect(existsSync(installed), `the release pairs are not installed: run "npm ci --prefix test/releases"`).toBe(true);
  });
  for (const pair of judged.pairs) {
    it(`${pair.old} → ${pair.new}: the ${pair.findings.length} judged breaking changes, no other`, async () => {
      const oldFile = path.join(installed, pair.old);
      const run = await diffDocuments(oldFile, path.join(installed, pair.new));
      const reported = run.findings.filter((finding) => finding.code === 'breaking-change').map((finding) => line({ kind: finding.kind, side: finding.source === oldFile ? 'old' : 'new', path: finding.path }));
      expect(reported.sort()).toEqual(pair.findings.map(line).sort());
      expect(pathsMissing(run)).toEqual([]);
      // Alternatives are matched, never united: no value is read as "any type".
      expect(run.findings.filter((finding) => finding.message.includes('any type'))).toEqual([]);
    }, 120_000);
  }
});
