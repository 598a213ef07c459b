import type { JsonPath } from './model/json.js';
import type { RuleFix } from './rule.js';

/**
 * What the conventions' rules say of one run besides their results to Spectral, as values: which
 * rules failed, and where a result belongs when Spectral places it elsewhere. Spectral keeps only
 * the message and path of a function's result, so `api-conventions lint` makes a report for each
 * run and hands it to the rules with the document it lints; the rules fill it as they return
 * their results. Stock Spectral hands them none, and they report to Spectral alone.
 */
export interface RuleReport {
  /** The rules whose check threw: each one's single result is its failure, not a finding. */
  readonly failedRules: Set<string>;
  /**
   * Per rule, the results it gave Spectral at a path in the document itself, in the order given:
   * Spectral gives back a rule's results at one path in that order.
   */
  readonly placements: Map<string, Placement[]>;
  /**
   * Per rule, the fixes and suggestions of its results, by where and what the result was given to
   * Spectral (`fixKey`): Spectral keeps neither.
   */
  readonly fixes: Map<string, Map<string, ResultFixes>>;
}

export interface ResultFixes {
  fix?: RuleFix;
  suggestions?: RuleFix[];
}

/** How a result's fixes are found again: its path and message as given to Spectral. */
export function fixKey(path: ReadonlyArray<string | number>, message: string): string {
  return JSON.stringify([path.map(String), message.trim()]);
}

export interface Placement {
  /** The path the result was given to Spectral with, where Spectral reports it. */
  path: JsonPath;
  /**
   * For a result about a property whose whole schema is a `$ref`: the property's own place.
   * Spectral follows a `$ref` at the end of a result's path whatever path it is given, so it
   * reports the result on the schema referred to; the property is where the fix goes.
   */
  propertyPath?: JsonPath;
}

/**
 * Where the rules find a run's report: on the document Spectral hands them (`context.document`),
 * under a registered symbol, so that a ruleset loaded from another copy of this module (a
 * `.spectral.js` importing the published files) reports to the same place.
 */
const RULE_REPORT = Symbol.for('api-conventions.rule-report');

/** An empty report, given to the run of `document`. */
export function reportRunOf(document: object): RuleReport {
  const report: RuleReport = { failedRules: new Set(), placements: new Map(), fixes: new Map() };
  Object.defineProperty(document, RULE_REPORT, { value: report, enumerable: false, configurable: true });
  return report;
}

/** The report the run of `document` was given, if any. */
export function ruleReportOf(document: unknown): RuleReport | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const report = (document as { [RULE_REPORT]?: unknown })[RULE_REPORT];
  return typeof report === 'object' && report !== null && 'failedRules' in report && 'placements' in report ? report as RuleReport : undefined;
}
