import type { Finding, SeverityLevel } from '../findings.js';
import type { RuleDescription } from './rule-catalog.js';

export interface ReportContext {
  /** Every document linted, absolute paths, including those with no findings. */
  files: readonly string[];
  cwd: string;
  color: boolean;
  /** The rules that ran (with `oas-valid`); the conventions' catalog when absent. */
  rules?: readonly RuleDescription[];
  /** Lowest severity that fails the run (0 error … 3 hint); error when absent. */
  failSeverity?: SeverityLevel;
  /** Where the docs pages are served (`--docs-url`); links lead to the installed pages when absent. */
  docsBaseUrl?: string;
  /**
   * Files written on one line (a JSON document as a framework serves it), whose findings the text
   * report locates by JSON pointer (`/paths/~1v1~1users/get`) rather than as `1:8452`.
   */
  locatedByPointer?: ReadonlySet<string>;
}

/** A reporter turns findings into the text of one output format. */
export type Reporter = (findings: readonly Finding[], context: ReportContext) => string;
