/**
 * What a rule that throws reports instead of aborting the run. Spectral stops the whole lint when
 * a rule function throws, losing every other rule's results, so each rule's check is wrapped and
 * a failure comes back as one ordinary result of that rule, with this message. Stock Spectral
 * shows it under the rule's own code and severity; `api-conventions` recognises the message and
 * reports it as an `internal-error` finding.
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

/** Whether a result of rule `code` is the failure report of that very rule. */
export function isRuleFailureMessage(code: string, message: string): boolean {
  return message.startsWith(`rule "${code}" failed: `);
}
