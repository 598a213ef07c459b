import type { Facts } from './model/facts.js';
import type { JsonPath } from './model/json.js';
import type { Severity } from './catalog.js';
import { docsUrlFor } from './catalog.js';

/** A rule's contract: its metadata and its check, in one module named as its id. */

export type { Severity } from './catalog.js';
/**
 * The docs url of any public id; the catalog knows which page holds it.
 * @public
 */
export { docsUrlFor } from './catalog.js';

export interface RuleResult {
  message: string;
  path: JsonPath;
}

export interface ConventionRule {
  id: string;
  description: string;
  /** The section of the conventions spec the rule enforces, e.g. `2.1`. */
  section: string;
  severity: Severity;
  recommended: boolean;
  docsUrl: string;
  check(facts: Facts): RuleResult[];
}

export function defineRule(rule: Omit<ConventionRule, 'docsUrl' | 'recommended'> & { recommended?: boolean }): ConventionRule {
  return { recommended: true, ...rule, docsUrl: docsUrlFor(rule.id) };
}
