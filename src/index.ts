/** The library behind the CLI: lint documents, load a ruleset, report findings. */
export type { Finding, SeverityLevel, SeverityName } from './findings.js';
export { compareFindings, severityLevel, severityName } from './findings.js';
export type { LintOptions } from './lint/lint.js';
export { getDefaultRuleset, INTERNAL_ERROR, lintFile, lintText, OAS_VALID } from './lint/lint.js';
export type { DocumentInput } from './runner/lint-document.js';
export type { DocumentsRun, HiddenFindings, LintFilesOptions, LintRun, RunnerOptions, RunProgress } from './runner/runner.js';
export { lintFiles, runLint } from './runner/runner.js';
export { findRulesetFile, loadRulesetFile, RulesetFileError } from './config/load-ruleset.js';
export { loadConfig } from './config/load-config.js';
export type { Config } from './config/load-config.js';
export type { RulesetProblem } from './config/ruleset-problems.js';
export { FORMAT_NAMES, getReporter } from './reporters/index.js';
export type { Reporter, ReportContext, RuleDescription } from './reporters/index.js';
export { applySuppressions, prepareSuppressions, fingerprintOf, IGNORE_EXTENSION } from './suppressions/index.js';
export type { Baseline, Fingerprint, SuppressionOptions, SuppressionResult, Suppressions } from './suppressions/index.js';
export { UsageError } from './errors.js';
export { check, checkTraffic, LIMITED_TOKEN_ENV, PROBES, startProxy, TOKEN_ENV } from './check/index.js';
export type { CheckOptions, CheckProgress, CheckRun, Probe, ProxyOptions, RecordingProxy, TrafficFileRun, TrafficRun } from './check/index.js';
export { apiConventions, ConventionsOptionsError, RULES } from '../rulesets/api-conventions.js';
export type { ConventionRule, ConventionsOptions, Severity } from '../rulesets/api-conventions.js';
export { diff, diffDocuments, CHANGE_KINDS, DIFF_CHECKS } from './diff/index.js';
export type { Change, ChangeKind, DiffCheck, DiffOptions, DiffRun } from './diff/index.js';
export { explain, PATH_RULES, UnknownPathError } from './explain/explain.js';
export type { ExplainOptions, ExplainRun, PathExplanation, RuleVerdict } from './explain/explain.js';
export type { PathReading, SegmentReading, SegmentRole } from '../rulesets/model/reading.js';
export type { Evidence } from '../rulesets/model/evidence.js';
// A team's own rules on the conventions' model (docs/custom-rules.md).
export { asSpectralFunction, defineRule, formatMessage, readPaths } from '../rulesets/api-conventions.js';
export type {
  ApiModel, BodyModel, Facts, FieldName, JsonObject, JsonPath, MediaBody, MessageData, OperationModel, OptionName, ParameterModel,
  ReportedResult, ResolvedOptions, ResponseModel, RuleDefinition, RuleResult, SchemaVisit, SecuritySchemeModel, ServerModel, SpecVersion,
} from '../rulesets/api-conventions.js';
