import type { Ruleset } from '@stoplight/spectral-core';
import type { ConventionsOptions } from '../../rulesets/options.js';
import { optionsSchema } from '../../rulesets/options.js';

/**
 * The conventions' options a loaded `.spectral.*` ruleset gives its rules (`apiConventions({...})`
 * hands the same object to every rule as `functionOptions`), so that `check` reads the paths as
 * `lint` does. Undefined when the ruleset does not use the conventions with options.
 */
export function conventionsOptionsOf(ruleset: Ruleset): ConventionsOptions | undefined {
  for (const rule of Object.values(ruleset.rules)) {
    for (const then of rule.then) {
      const options: unknown = then.functionOptions;
      if (isConventionsOptions(options)) return options;
    }
  }
  return undefined;
}

function isConventionsOptions(value: unknown): value is ConventionsOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key in optionsSchema.properties) && 'singletons' in value && 'basePath' in value;
}
