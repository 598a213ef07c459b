import { Ruleset } from '@stoplight/spectral-core';
import type { RulesetDefinition } from '@stoplight/spectral-core';
import { describe, expect, it } from 'vitest';
import defaultRuleset from '../../rulesets/index.js';
import { prevalidatedRuleset } from '../../src/spectral-internals/ruleset-validation.js';

/**
 * The CLI builds the conventions' ruleset without Spectral validating the definition on every
 * run; this is where it is validated instead, by Spectral itself.
 */
describe('our ruleset definition, validated by Spectral', () => {
  it('passes Spectral\'s own ruleset validation', () => {
    expect(() => new Ruleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' })).not.toThrow();
  });

  it('gives the same rules with and without the validation', () => {
    const summary = (ruleset: Ruleset) => Object.values(ruleset.rules).map((rule) => [rule.name, rule.severity, rule.enabled]);
    const validated = new Ruleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' });
    const prevalidated = prevalidatedRuleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' });
    expect(summary(prevalidated)).toEqual(summary(validated));
    expect(summary(prevalidated).length).toBeGreaterThan(10);
  });

  it('leaves Spectral validating every other definition', () => {
    prevalidatedRuleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' });
    const invalid = { rules: { 'path-nouns': 'loud' } } as unknown as RulesetDefinition;
    expect(() => new Ruleset(invalid)).toThrow();
  });
});
