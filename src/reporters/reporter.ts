import type { Finding } from '../findings.js';

export interface ReportContext {
  /** Every document linted, absolute paths, including those with no findings. */
  files: readonly string[];
  cwd: string;
  color: boolean;
}

/** A reporter turns findings into the text of one output format. */
export type Reporter = (findings: readonly Finding[], context: ReportContext) => string;
