import type { ConventionsOptions } from './options.js';
import { OPTIONS_RULE, mergeOptions } from './options.js';
import { ConventionsOptionsError, assertValidOptions } from './validate-options.js';

/**
 * Where a rule finds the options a ruleset file gave it. Spectral hands a rule's function its
 * own rule (`context.rule`), whose `owner` is the ruleset that defined it, ours; a file that
 * extends ours and overrides `api-conventions-options` has set that rule's `extensions` in the
 * same ruleset object (Spectral merges an override into the extended rule, in place). So stock
 * Spectral, its editor extension and this package read one file the same way.
 */

interface RuleInRuleset {
  owner?: { rules?: Record<string, { extensions?: unknown } | undefined> };
}

/** The `extensions` a ruleset file set on `api-conventions-options`, as written; undefined where none. */
export function fileOptionsOf(rule: unknown): unknown {
  const rules = (rule as RuleInRuleset | undefined)?.owner?.rules;
  const extensions = rules?.[OPTIONS_RULE]?.extensions;
  return extensions === null ? undefined : extensions;
}

/**
 * The options a rule of ours runs with: the factory's (`given`, validated when the ruleset was
 * made), with a ruleset file's on top. Throws a `ConventionsOptionsError` naming the key when
 * the file's are bad.
 */
export function configuredOptions(given: ConventionsOptions | null | undefined, rule: unknown): ConventionsOptions {
  const fromFile = fileOptionsOf(rule);
  if (fromFile === undefined) return given ?? {};
  return mergeOptions(given ?? undefined, checkedFileOptions(fromFile));
}

function checkedFileOptions(options: unknown): ConventionsOptions | undefined {
  try {
    assertValidOptions(options);
    return options;
  } catch (error) {
    if (!(error instanceof ConventionsOptionsError)) throw error;
    // Said as the file writes it: the key under the rule's extensions, with no JavaScript example.
    throw new ConventionsOptionsError(error.message.replace(/^invalid api-conventions option "([^"]*)"/, `invalid option "rules.${OPTIONS_RULE}.extensions.$1"`).replace(/\. Example: .*$/, ''));
  }
}
