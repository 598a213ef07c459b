import { Ruleset } from '@stoplight/spectral-core';
import type { RulesetDefinition } from '@stoplight/spectral-core';
import { loadSpectralAssertions } from './spectral-assertions.js';

/**
 * Builds a Spectral `Ruleset` from a definition that is known to be valid (our own, checked
 * against Spectral's ruleset schema by test/spectral-internals/ruleset-validation.test.ts)
 * without validating it again. `new Ruleset()` validates every definition it is given, and the
 * first validation compiles Spectral's ruleset schema with Ajv: about 70 ms of every run, for a
 * definition that never changes between runs. Spectral offers no option to skip it, so this
 * swaps its `assertValidRuleset` for a no-op during the (synchronous) constructor and restores
 * it before returning: nothing else can run in between, and nothing stays changed for a host
 * program. Pinned to the exact @stoplight/spectral-core version in package.json; see
 * ruleset-validation.md beside this file.
 */

interface SpectralAssertions {
  assertValidRuleset: (...args: unknown[]) => void;
}

/** Thrown when Spectral's internals no longer look as this adapter expects. */
export class SpectralInternalsError extends Error {
  override readonly name = 'SpectralInternalsError';
}

function isSpectralAssertions(value: unknown): value is SpectralAssertions {
  return typeof value === 'object' && value !== null && typeof (value as Partial<SpectralAssertions>).assertValidRuleset === 'function';
}

function assertions(): SpectralAssertions {
  const found = loadSpectralAssertions();
  if (!isSpectralAssertions(found)) {
    throw new SpectralInternalsError('@stoplight/spectral-core no longer has assertValidRuleset in dist/ruleset/validation/assertions.js: src/spectral-internals/ruleset-validation.ts needs updating for this Spectral version');
  }
  return found;
}

export function prevalidatedRuleset(definition: RulesetDefinition, context: ConstructorParameters<typeof Ruleset>[1]): Ruleset {
  const target = assertions();
  const validate = target.assertValidRuleset;
  let skipped = false;
  target.assertValidRuleset = () => {
    skipped = true;
  };
  let ruleset: Ruleset;
  try {
    ruleset = new Ruleset(definition, context);
  } finally {
    target.assertValidRuleset = validate;
  }
  // A `Ruleset` that called another copy of the assertions validated after all: say so loudly.
  if (!skipped) throw new SpectralInternalsError('Spectral\'s Ruleset did not call the assertValidRuleset this adapter replaced: src/spectral-internals/ruleset-validation.ts needs updating for this Spectral version');
  return ruleset;
}
