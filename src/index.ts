/** The library behind the CLI: lint documents, load a ruleset, report findings. */
export type { Finding, SeverityLevel, SeverityName } from './findings.js';
export { compareFindings, severityLevel, severityName } from './findings.js';
export type { LintFilesOptions, LintOptions, LintRun } from './lint/lint.js';
export { getDefaultRuleset, INTERNAL_ERROR, lintFile, lintFiles, lintText, OAS_VALID } from './lint/lint.js';
export { findRulesetFile, loadRulesetFile } from './config/load-ruleset.js';
export { FORMAT_NAMES, getReporter } from './reporters/index.js';
export type { Reporter, ReportContext, RuleDescription } from './reporters/index.js';
export { applySuppressions, prepareSuppressions, fingerprintOf, IGNORE_EXTENSION } from './suppressions/index.js';
export type { Baseline, Fingerprint, SuppressionOptions, SuppressionResult, Suppressions } from './suppressions/index.js';
export { UsageError } from './errors.js';
export { check, LIMITED_TOKEN_ENV, PROBES, TOKEN_ENV } from './check/index.js';
export type { CheckOptions, CheckProgress, CheckRun, Probe } from './check/index.js';
export { apiConventions, ConventionsOptionsError, RULES } from '../rulesets/api-conventions.js';
export type { ConventionRule, ConventionsOptions, Severity } from '../rulesets/api-conventions.js';
