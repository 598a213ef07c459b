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

/**
 * One edit of a fix, against the document the rules see (paths of the resolved document, which
 * `api-conventions lint --fix` follows through `$ref`s to the file and place where each is written).
 * `add` puts `value` at `path`, making the mappings on the way that are missing, and does nothing
 * where a node is there already: a shared schema added by several fixes is added once.
 * `rename` renames the key at `path` to `to`; `replace` puts `value` in place of the node at `path`;
 * `wrap` does too, with the node as written (its `$ref`s kept) put inside `value` at `at`;
 * `copy` adds at `path`, as `add` does, the node written at `from` (its `$ref`s kept).
 */
export type FixEdit =
  /** `inPlace`: only where the node's parent is written in place, not reached through a `$ref` (a shared node serves other operations too). */
  | { op: 'add'; path: JsonPath; value: unknown; inPlace?: boolean }
  | { op: 'rename'; path: JsonPath; to: string }
  | { op: 'replace'; path: JsonPath; value: unknown }
  | { op: 'wrap'; path: JsonPath; value: unknown; at: JsonPath }
  | { op: 'copy'; path: JsonPath; from: JsonPath };

/** An edit that makes a result go away, as data: what it does in words, and its edits. */
export interface RuleFix {
  description: string;
  edits: FixEdit[];
}

export interface RuleResult {
  message: string;
  path: JsonPath;
  /** The one right edit, when the rule knows it and it keeps the contract (clients need not change). */
  fix?: RuleFix;
  /** Edits that would also make the result go away but change the contract: clients must change. */
  suggestions?: RuleFix[];
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
