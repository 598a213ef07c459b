/**
 * What a rule that throws reports instead of aborting the run. Spectral stops the whole lint when
 * a rule function throws, losing every other rule's results, so each rule's check is wrapped and
 * a failure comes back as one ordinary result of that rule, with this message: stock Spectral
 * shows it under the rule's own code and severity. The wrapper also records the failure on the
 * document, and `api-conventions` reads that record to report the result as an `internal-error`.
 */

/** The first line of whatever was thrown, never throwing itself. */
export function firstLineOf(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'an unprintable value was thrown';
  }
  return text.split('\n')[0] ?? '';
}

export function ruleFailureMessage(ruleId: string, error: unknown): string {
  return `rule "${ruleId}" failed: ${firstLineOf(error)}`;
}

/**
 * Where a document's failed rules are recorded: a hidden property of its parsed data, keyed by a
 * registered symbol so that a ruleset loaded from another copy of this module (a user's
 * `.spectral.js` importing the published files) writes where the linter reads.
 */
const RULE_FAILURES = Symbol.for('api-conventions.rule-failures');

type WithFailures = { [RULE_FAILURES]?: Set<string> };

/** Records that rule `ruleId` failed on the document whose parsed data is `data`. */
export function recordRuleFailure(data: unknown, ruleId: string): void {
  if (typeof data !== 'object' || data === null) return;
  const holder = data as WithFailures;
  if (holder[RULE_FAILURES] === undefined) {
    // Stock Spectral may hand rules data it cannot extend (a frozen resolved tree, or a proxy that
    // refuses new keys while claiming to be extensible). Nothing reads the record there; the
    // failure still shows as the rule's own result, so recording is best effort and never throws.
    try {
      Object.defineProperty(data, RULE_FAILURES, { value: new Set<string>(), enumerable: false, configurable: true });
    } catch {
      return;
    }
  }
  holder[RULE_FAILURES]?.add(ruleId);
}

/** The rules that failed on the document whose parsed data is `data`. */
export function ruleFailuresOf(data: unknown): ReadonlySet<string> {
  return (typeof data === 'object' && data !== null ? (data as WithFailures)[RULE_FAILURES] : undefined) ?? new Set();
}
