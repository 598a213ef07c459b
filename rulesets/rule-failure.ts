/**
 * What a rule that throws reports instead of aborting the run. Spectral stops the whole lint when
 * a rule function throws, losing every other rule's results, so each rule's check is wrapped and
 * a failure comes back as one ordinary result of that rule, with this message: stock Spectral
 * shows it under the rule's own code and severity. The wrapper also says so in the run's report
 * (`rule-report.ts`), and `api-conventions` reports the result as an `internal-error`.
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
