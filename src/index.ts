/** The library behind the CLI: lint documents, load a ruleset, report findings. */
export type { Finding, SeverityLevel, SeverityName } from './findings.js';
export { compareFindings, severityLevel, severityName } from './findings.js';
export type { LintOptions, LintRun } from './lint/lint.js';
export { getDefaultRuleset, lintFile, lintFiles, lintText, OAS_VALID } from './lint/lint.js';
export { findRulesetFile, loadRulesetFile } from './config/load-ruleset.js';
export { FORMAT_NAMES, getReporter } from './reporters/index.js';
export type { Reporter, ReportContext } from './reporters/index.js';
export { UsageError } from './errors.js';
export { apiConventions, ConventionsOptionsError, RULES } from '../rulesets/api-conventions.js';
export type { ConventionRule, ConventionsOptions, Severity } from '../rulesets/api-conventions.js';
