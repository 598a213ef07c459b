import type { RulesetDefinition, RulesetFunctionContext } from '@stoplight/spectral-core';
import { oas2, oas3 } from '@stoplight/spectral-formats';
import { definitionSiteOf, propertySiteKey, recordPropertySite } from './definition-site.js';
import { getFacts } from './model/facts.js';
import { isObject } from './model/json.js';
import type { ConventionsOptions, ResolvedOptions } from './options.js';
import { resolveOptions } from './options.js';
import type { ConventionRule, RuleResult } from './rule.js';
import { recordRuleFailure, ruleFailureMessage } from './rule-failure.js';
import { RULES } from './rules/index.js';
import { assertValidOptions } from './validate-options.js';

export type { ConventionsOptions } from './options.js';
export type { ConventionRule, Severity } from './rule.js';
export { RULES } from './rules/index.js';
export { ConventionsOptionsError } from './validate-options.js';

function isWellFormedResult(result: unknown): boolean {
  if (!isObject(result) || typeof result['message'] !== 'string' || !Array.isArray(result['path'])) return false;
  return (result['path'] as unknown[]).every((segment) => typeof segment === 'string' || typeof segment === 'number');
}

/**
 * Each result at the place its node is written (see `definition-site.ts`), so Spectral's own
 * mapping through `$ref`s, which loses percent-encoded segments, has nothing left to map.
 */
function atDefinitionSites(ruleId: string, results: RuleResult[], unresolved: unknown): RuleResult[] {
  return results.map((result) => {
    const site = definitionSiteOf(unresolved, result.path);
    if (site === undefined) return result;
    if (site.propertyPath !== undefined) recordPropertySite(unresolved, propertySiteKey(ruleId, result.message, site.path), site.propertyPath);
    return { message: result.message, path: site.path };
  });
}

/**
 * Wraps a rule's check as a Spectral function over the resolved document. A check that throws
 * yields one result naming the rule, and is recorded on the document (see `rule-failure.ts`), so
 * that the other rules still report. A plain function, not one made by Spectral's
 * `createRulesetFunction`: that compiles the options schema with Ajv on every run (about a tenth
 * of a small document's lint), while the options were validated already, by
 * `assertValidOptions` in `apiConventions()`, before they were resolved into the ones passed here.
 */
function spectralFunction(rule: ConventionRule) {
  const check = (document: unknown, options: ResolvedOptions, context: RulesetFunctionContext) => {
    try {
      const results = isObject(document) ? rule.check(getFacts(document, options)) : [];
      // A malformed result would throw inside Spectral, past this catch, and end the run.
      if (!Array.isArray(results) || !results.every(isWellFormedResult)) throw new TypeError('the check returned malformed results');
      return atDefinitionSites(rule.id, results, context.document.data);
    } catch (error) {
      recordRuleFailure(context.document.data, rule.id);
      return [{ message: ruleFailureMessage(rule.id, error), path: [] }];
    }
  };
  Object.defineProperty(check, 'name', { value: rule.id });
  return check;
}

/**
 * The conventions as a Spectral ruleset. Use the default export as is, or call this with options
 * in a `.spectral.js`: `export default apiConventions({ casing: 'snake_case' })`.
 */
export function apiConventions(options?: ConventionsOptions): RulesetDefinition {
  assertValidOptions(options);
  const resolved = resolveOptions(options);
  // No documentationUrl: Spectral takes only an absolute URL, and where the pages are is the
  // installation's to say (api-conventions' reports carry the pages themselves).
  const rules = Object.fromEntries(RULES.map((rule) => [rule.id, {
    description: rule.description,
    message: '{{error}}',
    severity: rule.severity,
    recommended: rule.recommended,
    given: '$',
    resolved: true,
    formats: [oas2, oas3],
    then: { function: spectralFunction(rule), functionOptions: resolved },
  }]));
  return { formats: [oas2, oas3], rules };
}
