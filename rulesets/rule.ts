import type { Facts } from './model/facts.js';
import type { JsonPath } from './model/json.js';

/** A rule's contract: its metadata and its check, in one module named as its id. */

export type Severity = 'error' | 'warn' | 'info' | 'hint';

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

export const DOCS_BASE_URL = 'https://github.com/api-conventions/api-conventions/blob/main/docs/rules/';

export function docsUrlFor(id: string): string {
  return `${DOCS_BASE_URL}${id}.md`;
}

export function defineRule(rule: Omit<ConventionRule, 'docsUrl' | 'recommended'> & { recommended?: boolean }): ConventionRule {
  return { recommended: true, ...rule, docsUrl: docsUrlFor(rule.id) };
}
