import type { Ruleset } from '@stoplight/spectral-core';
import { configuredOptions } from '../../rulesets/configured-options.js';
import type { ConventionsOptions } from '../../rulesets/options.js';
import { RULES } from '../../rulesets/rules/index.js';

/**
 * The conventions' options a loaded `.spectral.*` ruleset gives its rules, as they read them
 * (`configured-options.ts`): `apiConventions({...})`'s, with those the file sets on
 * `api-conventions-options` on top, so that `check`, `diff` and `explain` read the paths as `lint`
 * does. Undefined when the ruleset does not run the conventions. Throws a
 * `ConventionsOptionsError` when the file's options are bad.
 */
export function conventionsOptionsOf(ruleset: Ruleset): ConventionsOptions | undefined {
  for (const { id } of RULES) {
    const rule = ruleset.rules[id];
    // Our rule as we defined it: its function bears its id (a file may have replaced it).
    const then = rule?.then.find((entry) => entry.function.name === id);
    if (rule === undefined || then === undefined) continue;
    const given: unknown = then.functionOptions;
    return configuredOptions(typeof given === 'object' && given !== null ? given : undefined, rule);
  }
  return undefined;
}
