import path from 'node:path';
import type { Finding } from '../findings.js';
import type { LocatedFinding } from './baseline.js';
import { documentKey, emptyBaseline, matchBaseline, updateBaseline } from './baseline.js';
import { fingerprintOf } from './fingerprint.js';
import { SourceDocuments } from './source-documents.js';

/**
 * `lint --since <rev>`: only what a change adds. The document as it was at the revision is linted,
 * its findings become a baseline in memory, and this run's findings are matched against it by the
 * baseline's fingerprints: a finding moved or reformatted is the same finding, and stays hidden.
 */

export interface SinceGate {
  /** The findings of `source` the document at the revision did not have. */
  newIn(source: string, findings: readonly Finding[]): Promise<Finding[]>;
}

export interface SinceSource {
  /** The document's text at the revision; undefined when it did not exist there. */
  oldText(file: string): Promise<string | undefined>;
  /** The findings of that text, as a lint of the file would report them (after its inline exceptions). */
  oldFindings(file: string, text: string): Promise<Finding[]>;
}

function locate(findings: readonly Finding[], sources: SourceDocuments): Promise<LocatedFinding[]> {
  return Promise.all(findings.map(async (finding) => ({
    finding, document: documentKey(finding.source, path.dirname(finding.source)), fingerprint: fingerprintOf((await sources.get(finding.source)).data, finding.path),
  })));
}

export function sinceGate(source: SinceSource): SinceGate {
  return {
    async newIn(file, findings) {
      if (findings.length === 0) return [];
      const text = await source.oldText(file);
      if (text === undefined) return [...findings];
      const old = await source.oldFindings(file, text);
      // Findings in the files its $refs read are judged by this document's change alone.
      const own = old.filter((finding) => finding.source === file);
      const linted = new Set([documentKey(file, path.dirname(file))]);
      const baseline = updateBaseline(emptyBaseline(), await locate(own, new SourceDocuments(new Map([[file, text]]))), linted);
      const current = await locate(findings.filter((finding) => finding.source === file), new SourceDocuments());
      const fresh = matchBaseline(baseline, current, linted).fresh.map((item) => item.finding);
      return [...fresh, ...findings.filter((finding) => finding.source !== file)];
    },
  };
}
