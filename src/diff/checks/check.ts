import type { SeverityName } from '../../findings.js';
import { docsUrlFor } from '../../../rulesets/rule.js';

/** A diff check's metadata: what the catalog, the reporters and the docs pages know of it. */
export interface DiffCheck {
  id: string;
  severity: SeverityName;
  /** The § of the conventions it holds a change to. */
  section: string;
  description: string;
  docsUrl: string;
}

export function defineDiffCheck(check: Omit<DiffCheck, 'docsUrl'>): DiffCheck {
  return { ...check, docsUrl: docsUrlFor(check.id) };
}
