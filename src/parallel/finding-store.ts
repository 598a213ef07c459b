import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';

/**
 * The findings of a run, kept compactly until they are reported: a document's findings become
 * one JSON text when it finishes, deflated when the next document's come in (tens of bytes a
 * finding, against a kilobyte or more as objects, since findings repeat their keys, rules and
 * paths), filed by the file they point into, and come back as objects one file at a time. Only
 * the last document's text stays undeflated, when it is small: a run of one small document
 * deflates nothing, and a large one's text (a megabyte or more) is deflated at once, since holding
 * it as text would raise the run's peak memory. The run's last document keeps its findings as
 * they came: they are read next, and a text of them would be made only to be read back (for
 * GitHub's 13 MB description, 2,767 findings: 40 ms of a 1 s lint written, deflated and read again).
 */
/** A findings text this long is deflated as soon as it is stored (about 2,000 findings). */
const DEFLATE_AT_ONCE = 1 << 20;

/** The fastest level: most of the saving at a small share of the run's time. */
function deflate(text: string): Buffer {
  return deflateRawSync(text, { level: 1 });
}

/** Where a run keeps its findings until they are read, by the file they point into. */
export interface FindingSink {
  /** `last`: the run's last document, whose findings are read next. */
  add(findings: readonly Finding[], last?: boolean): void;
  readonly size: number;
  /** Every file findings point into, with `files` (documents without findings too), in report order. */
  sources(files?: readonly string[]): string[];
  /** The findings in `source`, in reading order. */
  findingsIn(source: string): Finding[];
  /** All findings at once, in reading order. */
  all(): Finding[];
}

/**
 * The findings as they came, for a host that reads them at once (the language server, one
 * document a run): compacting them would cost its thread more than it saves.
 */
export class FindingList implements FindingSink {
  private readonly bySource = new Map<string, Finding[]>();
  private total = 0;

  add(findings: readonly Finding[]): void {
    for (const finding of findings) {
      const group = this.bySource.get(finding.source);
      if (group === undefined) this.bySource.set(finding.source, [finding]);
      else group.push(finding);
    }
    this.total += findings.length;
  }

  get size(): number {
    return this.total;
  }

  sources(files: readonly string[] = []): string[] {
    return [...new Set([...this.bySource.keys(), ...files])].sort((left, right) => left.localeCompare(right));
  }

  findingsIn(source: string): Finding[] {
    return [...(this.bySource.get(source) ?? [])].sort(compareFindings);
  }

  all(): Finding[] {
    return this.sources().flatMap((source) => this.findingsIn(source));
  }
}

/** A document's findings in one file: deflated JSON, JSON, or (the run's last document's) as they came. */
type Chunk = Buffer | string | readonly Finding[];

export class FindingStore implements FindingSink {
  private readonly chunks = new Map<string, Chunk[]>();
  private latest: Chunk[][] = [];
  private total = 0;

  add(findings: readonly Finding[], last = false): void {
    this.deflateLatest();
    const bySource = new Map<string, Finding[]>();
    for (const finding of findings) {
      const group = bySource.get(finding.source);
      if (group === undefined) bySource.set(finding.source, [finding]);
      else group.push(finding);
    }
    for (const [source, group] of bySource) {
      const list = this.chunks.get(source);
      if (last) {
        if (list === undefined) this.chunks.set(source, [group]);
        else list.push(group);
        continue;
      }
      const json = JSON.stringify(group);
      const text = json.length >= DEFLATE_AT_ONCE ? deflate(json) : json;
      if (list === undefined) this.chunks.set(source, [text]);
      else list.push(text);
      if (typeof text === 'string') this.latest.push(this.chunks.get(source) ?? []);
    }
    this.total += findings.length;
  }

  /** The last document's texts, deflated in place (each is the last of its file's list). */
  private deflateLatest(): void {
    for (const list of this.latest) {
      const last = list.length - 1;
      const text = list[last];
      if (typeof text === 'string') list[last] = deflate(text);
    }
    this.latest = [];
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
    for (const chunk of this.chunks.get(source) ?? []) {
      const chunkFindings: readonly Finding[] = typeof chunk === 'string' ? JSON.parse(chunk) as Finding[]
        : Buffer.isBuffer(chunk) ? JSON.parse(inflateRawSync(chunk).toString('utf8')) as Finding[]
        : chunk;
      for (const finding of chunkFindings) findings.push(finding);
    }
    return findings.sort(compareFindings);
  }

  /** All findings at once, in reading order: for consumers that need the whole list. */
  all(): Finding[] {
    const findings: Finding[] = [];
    for (const source of this.sources()) for (const finding of this.findingsIn(source)) findings.push(finding);
    return findings;
  }
}
