import type { RuleDefinition, RulesetDefinition, RulesetFunctionContext } from '@stoplight/spectral-core';
import { oas2, oas3 } from '@stoplight/spectral-formats';
import { definitionSiteOf } from './definition-site.js';
import { getFacts } from './model/facts.js';
import { isObject } from './model/json.js';
import { configuredOptions } from './configured-options.js';
import type { ConventionsOptions, ResolvedOptions } from './options.js';
import { OPTIONS_RULE, resolveOptions } from './options.js';
import type { ConventionRule, RuleResult } from './rule.js';
import { ruleFailureMessage } from './rule-failure.js';
import type { Placement, ResultFixes } from './rule-report.js';
import { fixKey, ruleReportOf } from './rule-report.js';
import { RULES } from './rules/index.js';
import { assertValidOptions } from './validate-options.js';

export type { ConventionsOptions, OptionName, ResolvedOptions } from './options.js';
export type { ConventionRule, MessageData, ReportedResult, RuleDefinition, RuleResult, Severity } from './rule.js';
export { defineRule, formatMessage } from './rule.js';
export { RULES } from './rules/index.js';
export { ConventionsOptionsError } from './validate-options.js';
// What a team's own rule reads (docs/custom-rules.md): the facts, the model under them, the paths' reading.
export type { Facts, FieldName } from './model/facts.js';
export type { ApiModel, BodyModel, MediaBody, OperationModel, ParameterModel, ResponseModel, SchemaVisit, SecuritySchemeModel, ServerModel, SpecVersion } from './model/api-model.js';
export type { JsonObject, JsonPath } from './model/json.js';
export type { PathReading, SegmentReading, SegmentRole } from './model/reading.js';
export type { Evidence } from './model/evidence.js';
export { readPaths } from './model/reading.js';

function isWellFormedResult(result: unknown): boolean {
  if (!isObject(result) || typeof result['message'] !== 'string' || !Array.isArray(result['path'])) return false;
  return (result['path'] as unknown[]).every((segment) => typeof segment === 'string' || typeof segment === 'number');
}

/**
 * Each result at the place its node is written (see `definition-site.ts`), so Spectral's own
 * mapping through `$ref`s, which loses percent-encoded segments, has nothing left to map; with
 * the placements of those in the document itself. A result that repeats another's message at the
 * same place is left out, as Spectral would drop it, so that Spectral gives back what the rule
 * placed, one for one.
 */
function atDefinitionSites(results: RuleResult[], unresolved: unknown): { results: RuleResult[]; placements: Placement[]; fixes: Map<string, ResultFixes> } {
  const placed: RuleResult[] = [];
  const placements: Placement[] = [];
  const fixes = new Map<string, ResultFixes>();
  const seen = new Set<string>();
  const keepFixes = (result: RuleResult, path: RuleResult['path']) => {
    if (result.fix === undefined && result.suggestions === undefined) return;
    const key = fixKey(path, result.message);
    if (!fixes.has(key)) fixes.set(key, { ...(result.fix === undefined ? {} : { fix: result.fix }), ...(result.suggestions === undefined ? {} : { suggestions: result.suggestions }) });
  };
  for (const result of results) {
    const site = definitionSiteOf(unresolved, result.path);
    if (site === undefined) {
      keepFixes(result, result.path);
      placed.push({ message: result.message, path: result.path });
      continue;
    }
    const key = JSON.stringify([site.path.map(String), result.message.trim()]);
    if (seen.has(key)) continue;
    seen.add(key);
    keepFixes(result, site.path);
    placed.push({ message: result.message, path: site.path });
    placements.push(site.propertyPath === undefined ? { path: site.path } : { path: site.path, propertyPath: site.propertyPath });
  }
  return { results: placed, placements, fixes };
}

/**
 * The options each ruleset's rules run with, resolved once: the ruleset Spectral made of our
 * definition (`context.rule.owner`), to what its rules read. A ruleset file's bad options are kept
 * as the error each rule reports.
 */
const resolvedByRuleset = new WeakMap<object, ResolvedOptions | Error>();

function resolvedFor(given: ConventionsOptions | null, context: RulesetFunctionContext): ResolvedOptions {
  const owner: unknown = (context.rule as { owner?: unknown } | undefined)?.owner;
  const key = typeof owner === 'object' && owner !== null ? owner : undefined;
  let resolved = key === undefined ? undefined : resolvedByRuleset.get(key);
  if (resolved === undefined) {
    try {
      resolved = resolveOptions(configuredOptions(given, context.rule));
    } catch (error) {
      resolved = error instanceof Error ? error : new Error(String(error));
    }
    if (key !== undefined) resolvedByRuleset.set(key, resolved);
  }
  if (resolved instanceof Error) throw resolved;
  return resolved;
}

/**
 * Wraps a rule's check as a Spectral function over the resolved document (`given: $`), ours and a
 * team's own alike (docs/custom-rules.md). A check that throws
 * yields one result naming the rule, so that the other rules still report; the run's report, when
 * it has one (`rule-report.ts`), says that the rule failed, and where its results belong. A plain
 * function, not one made by Spectral's `createRulesetFunction`: that compiles the options schema
 * with Ajv on every run (about a tenth of a small document's lint), while the factory's options
 * were validated already, by `assertValidOptions` in `apiConventions()`, and a ruleset file's are
 * validated once per ruleset (`resolvedFor`).
 */
export function asSpectralFunction(rule: ConventionRule) {
  const check = (document: unknown, given: ConventionsOptions | null, context: RulesetFunctionContext) => {
    const report = ruleReportOf(context.document);
    try {
      const options = resolvedFor(given, context);
      const results = isObject(document) ? rule.check(getFacts(document, options)) : [];
      // A malformed result would throw inside Spectral, past this catch, and end the run.
      if (!Array.isArray(results) || !results.every(isWellFormedResult)) throw new TypeError('the check returned malformed results');
      const placed = atDefinitionSites(results, context.document.data);
      report?.placements.set(rule.id, placed.placements);
      if (placed.fixes.size > 0) report?.fixes.set(rule.id, placed.fixes);
      return placed.results;
    } catch (error) {
      report?.placements.delete(rule.id);
      report?.fixes.delete(rule.id);
      report?.failedRules.add(rule.id);
      return [{ message: ruleFailureMessage(rule.id, error), path: [] }];
    }
  };
  Object.defineProperty(check, 'name', { value: rule.id });
  return check;
}

/** The options rule finds nothing: it is there to carry a ruleset file's options (`OPTIONS_RULE`). */
function carriesOptions(): [] {
  return [];
}

/**
 * The documents the rules run on: Swagger 2.0 and every OpenAPI 3.x (3.0, 3.1, 3.2). `oas3` is
 * named rather than `oas3_0`, `oas3_1` and `oas3_2`: it accepts the same documents in every
 * release of @stoplight/spectral-formats, while `oas3_2` exists only from 1.9, and a host whose
 * Spectral is older (an editor's) would find it undefined and refuse the whole ruleset.
 */
const FORMATS = [oas2, oas3];

/**
 * The conventions as a Spectral ruleset. Use the default export as is, or call this with options
 * in a `.spectral.js`: `export default apiConventions({ casing: 'snake_case' })`.
 */
export function apiConventions(options?: ConventionsOptions): RulesetDefinition {
  assertValidOptions(options);
  const given: ConventionsOptions = options ?? {};
  // No documentationUrl: Spectral takes only an absolute URL, and where the pages are is the
  // installation's to say (api-conventions' reports carry the pages themselves).
  const rules: Record<string, RuleDefinition> = Object.fromEntries(RULES.map((rule) => [rule.id, {
    description: rule.description,
    message: '{{error}}',
    severity: rule.severity,
    recommended: rule.recommended,
    given: '$',
    resolved: true,
    formats: FORMATS,
    then: { function: asSpectralFunction(rule), functionOptions: given },
  }]));
  rules[OPTIONS_RULE] = {
    description: 'The options of the api-conventions rules, in its extensions (see docs/configuration.md); finds nothing.',
    message: '{{error}}',
    severity: 'hint',
    recommended: false,
    given: '$',
    resolved: true,
    formats: FORMATS,
    then: { function: carriesOptions },
  };
  return { formats: FORMATS, rules };
}
