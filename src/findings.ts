/** The one finding type shared by `lint`, `check` and `diff`, and every reporter. */

import type { FixEdit } from '../rulesets/rule.js';

export type SeverityName = 'error' | 'warn' | 'info' | 'hint';

/** Spectral's numeric scale: 0 error, 1 warn, 2 info, 3 hint. */
export type SeverityLevel = 0 | 1 | 2 | 3;

export const SEVERITY_NAMES: readonly SeverityName[] = ['error', 'warn', 'info', 'hint'];

export interface Position {
  /** 0-based line. */
  line: number;
  /** 0-based character. */
  character: number;
}

export interface Finding {
  code: string;
  message: string;
  path: Array<string | number>;
  severity: SeverityLevel;
  range: { start: Position; end: Position };
  /** The file the finding is in (absolute path), as Spectral's `source`. */
  source: string;
  docsUrl?: string;
  /** What kind of change a `diff` finding reports (`response-enum-value-added`, …); see docs/diff.md. */
  kind?: string;
  /** The edit that makes a `lint` finding go away and keeps the contract (`lint --fix` applies it); see docs/fix.md. */
  fix?: FindingFix;
  /** Edits that make it go away but change the contract: clients must change (`--fix-type breaking`). */
  suggestions?: FindingFix[];
}

/** A fix of a finding: its edits against the document linted, and once placed, the text they change. */
export interface FindingFix {
  description: string;
  /** The document linted (absolute path): the edits' paths are of it, `$ref`s resolved. */
  document: string;
  edits: FixEdit[];
  /** The edits as text, where they are written (filled by `src/fix/` for the reporters that carry text). */
  changes?: TextChange[];
}

/** One replacement of text in a file: `range` (and the same as offsets) replaced by `text`. */
export interface TextChange {
  file: string;
  range: { start: Position; end: Position };
  /** Offsets in the file's text (UTF-16 code units) of `range`. */
  offsets: [number, number];
  text: string;
}

export const START_OF_FILE: Finding['range'] = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

export function severityLevel(name: SeverityName): SeverityLevel {
  return SEVERITY_NAMES.indexOf(name) as SeverityLevel;
}

export function severityName(level: number): SeverityName {
  return SEVERITY_NAMES[level] ?? 'hint';
}

/** `localeCompare`'s collator (the same order), made once: `localeCompare` pays for one on each call. */
let collator: Intl.Collator | undefined;

/**
 * `localeCompare`, except that equal strings compare as 0 without asking ICU, as ICU would answer:
 * a run whose findings are all in one file and at different places never starts ICU's collation,
 * which takes about 10 ms the first time; and the collator is made once, not per comparison
 * (sorting the 157 findings of GitHub's 22 → 23 diff took 184 ms through `localeCompare`).
 */
function compareText(left: string, right: string): number {
  if (left === right) return 0;
  collator ??= new Intl.Collator();
  return collator.compare(left, right);
}

/** Findings in reading order: by file, then line, then character, then rule. */
export function compareFindings(left: Finding, right: Finding): number {
  return compareText(left.source, right.source)
    || left.range.start.line - right.range.start.line
    || left.range.start.character - right.range.start.character
    || compareText(left.code, right.code)
    || compareText(left.message, right.message)
    // Spectral's own last key: the order of findings at one place no longer depends on its sort.
    || compareText(left.path.join(), right.path.join());
}
