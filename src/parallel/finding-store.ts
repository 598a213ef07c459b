import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';

/**
 * The findings of a run, kept compactly until they are reported: a document's findings become
 * one deflated JSON text when it finishes (tens of bytes a finding, against a kilobyte or more
 * as objects, since findings repeat their keys, rules and paths), filed by the file they point
 * into, and come back as objects one file at a time.
 */
export class FindingStore {
  private readonly chunks = new Map<string, Buffer[]>();
  private total = 0;

  add(findings: readonly Finding[]): void {
    const bySource = new Map<string, Finding[]>();
    for (const finding of findings) {
      const group = bySource.get(finding.source);
      if (group === undefined) bySource.set(finding.source, [finding]);
      else group.push(finding);
    }
    for (const [source, group] of bySource) {
      const list = this.chunks.get(source);
      // The fastest level: most of the saving at a small share of the run's time.
      const text = deflateRawSync(JSON.stringify(group), { level: 1 });
      if (list === undefined) this.chunks.set(source, [text]);
      else list.push(text);
    }
    this.total += findings.length;
  }

  get size(): number {
    return this.total;
  }

  /** Every file findings point into, with `files` (documents without findings too), in report order. */
  sources(files: readonly string[] = []): string[] {
    return [...new Set([...this.chunks.keys(), ...files])].sort((left, right) => left.localeCompare(right));
  }

  /** The findings in `source`, in reading order. */
  findingsIn(source: string): Finding[] {
    const findings: Finding[] = [];
    for (const chunk of this.chunks.get(source) ?? []) for (const finding of JSON.parse(inflateRawSync(chunk).toString('utf8')) as Finding[]) findings.push(finding);
    return findings.sort(compareFindings);
  }

  /** All findings at once, in reading order: for consumers that need the whole list. */
  all(): Finding[] {
    const findings: Finding[] = [];
    for (const source of this.sources()) for (const finding of this.findingsIn(source)) findings.push(finding);
    return findings;
  }
}
