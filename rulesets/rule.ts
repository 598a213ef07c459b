import type { Facts } from './model/facts.js';
import type { JsonPath } from './model/json.js';
import type { OptionName } from './options.js';
import type { Severity } from './catalog.js';
import { catalogEntry, docsUrlFor } from './catalog.js';

/**
 * A rule's contract, as ESLint's: its metadata (the options it reads, what each does to it, its
 * messages by id) and its check, in one module named as its id. Its severity, sections and
 * description are its catalog entry's (`catalog.ts`, which the reporters read without loading
 * any rule), so nothing about a rule is written twice.
 */

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

/** Values filled into a message's `{{name}}` placeholders. */
export type MessageData = Readonly<Record<string, string | number>>;

/** A result as a check may give it: a message written out, or one of the rule's messages by id. */
export type ReportedResult<MessageId extends string = string> = RuleResult | (Omit<RuleResult, 'message'> & { messageId: MessageId; data?: MessageData });

export interface ConventionRule {
  id: string;
  description: string;
  /** The section of the conventions spec the rule enforces, e.g. `2.1`. */
  section: string;
  severity: Severity;
  recommended: boolean;
  docsUrl: string;
  /** The options it reads (rulesets/options.ts), each with what it does to this rule; empty when it reads none. */
  options: Readonly<Partial<Record<OptionName, string>>>;
  /** Its messages by id, `{{name}}` where a finding fills in a value; empty for a rule that writes its messages out. */
  messages: Readonly<Record<string, string>>;
  check(facts: Facts): RuleResult[];
}

/**
 * What a rule module declares: its id, the options it reads, its messages, and its check. A rule of
 * the conventions takes its description, severity and sections from the catalog; a team's own rule
 * (docs/custom-rules.md) may give them here, though Spectral reads them from the ruleset file.
 */
export interface RuleDefinition<MessageId extends string> {
  id: string;
  recommended?: boolean;
  description?: string;
  severity?: Severity;
  section?: string;
  docsUrl?: string;
  options?: Readonly<Partial<Record<OptionName, string>>>;
  messages?: Readonly<Record<MessageId, string>>;
  check(facts: Facts): Array<ReportedResult<MessageId>>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A message by id with its placeholders filled; a placeholder with no value is the rule's bug, thrown. */
export function formatMessage(messages: Readonly<Record<string, string>>, messageId: string, data: MessageData = {}): string {
  const template = messages[messageId];
  if (template === undefined) throw new Error(`no message "${messageId}"`);
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = data[name];
    if (value === undefined) throw new Error(`message "${messageId}" has no value for {{${name}}}`);
    return String(value);
  });
}

function rendered<MessageId extends string>(messages: Readonly<Record<string, string>>, result: ReportedResult<MessageId>): RuleResult {
  if (!('messageId' in result)) return result;
  const { messageId, data, ...rest } = result;
  return { ...rest, message: formatMessage(messages, messageId, data) };
}

/** A rule: its metadata (the catalog's, for a rule of the conventions) and its check, which may give its messages by id. */
export function defineRule<MessageId extends string = never>(definition: RuleDefinition<MessageId>): ConventionRule {
  const entry = catalogEntry(definition.id);
  const ours = entry?.group === 'lint';
  const messages: Readonly<Record<string, string>> = definition.messages ?? {};
  return {
    id: definition.id,
    description: ours ? entry.description : (definition.description ?? ''),
    section: ours ? entry.section : (definition.section ?? ''),
    severity: ours ? entry.severity : (definition.severity ?? 'warn'),
    recommended: definition.recommended ?? true,
    docsUrl: ours ? docsUrlFor(definition.id) : (definition.docsUrl ?? ''),
    options: definition.options ?? {},
    messages,
    check: (facts) => {
      const results = definition.check(facts);
      // Anything but a list is left for the caller to refuse as malformed (api-conventions.ts).
      return Array.isArray(results) ? results.map((result) => rendered(messages, result)) : (results as RuleResult[]);
    },
  };
}
