import path from 'node:path';
import { Document, Ruleset, Spectral } from '@stoplight/spectral-core';
import type { IRuleResult } from '@stoplight/spectral-core';
import type { Resolver } from '@stoplight/spectral-ref-resolver';
import spectralParsers from '@stoplight/spectral-parsers';
import { detectVersion } from '../../rulesets/model/api-model.js';
import { RULES } from '../../rulesets/rules/index.js';
import defaultRuleset from '../../rulesets/index.js';
import type { Finding, SeverityLevel } from '../findings.js';
import { START_OF_FILE, compareFindings } from '../findings.js';
import { looksLikeJson, readDocumentText } from './read-document.js';
import type { RefPolicy } from './ref-policy.js';
import { DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS, createRefResolver } from './ref-policy.js';
import { findSchemaProblems } from './structural-validation.js';
import { parseJsonFast } from '../parse/json-document.js';
import { LocalFirstResolver } from '../resolve/local-ref-resolver.js';

export const OAS_VALID = 'oas-valid';
export const OAS_VALID_DOCS_URL = 'https://github.com/api-conventions/api-conventions/blob/main/docs/rules/oas-valid.md';

export interface LintOptions {
  /** The ruleset to run; the conventions with default options when absent. */
  ruleset?: Ruleset;
  /** Let `$ref`s read local files outside the document's directory tree. */
  allowExternalRefs?: boolean;
  /** Let `$ref`s fetch `http(s)` URLs (bounded in time and size). */
  allowRemoteRefs?: boolean;
  remoteTimeoutMs?: number;
  remoteMaxBytes?: number;
}

const docsUrls = new Map<string, string>([[OAS_VALID, OAS_VALID_DOCS_URL], ...RULES.map((rule): [string, string] => [rule.id, rule.docsUrl])]);

let defaultRulesetInstance: Ruleset | undefined;

export function getDefaultRuleset(): Ruleset {
  defaultRulesetInstance ??= new Ruleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' });
  return defaultRulesetInstance;
}

function refPolicyFor(file: string, options: LintOptions): RefPolicy {
  return {
    rootDirectory: options.allowExternalRefs === true ? undefined : path.dirname(file),
    allowRemote: options.allowRemoteRefs === true,
    remoteTimeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
    remoteMaxBytes: options.remoteMaxBytes ?? DEFAULT_REMOTE_MAX_BYTES,
  };
}

function oasValid(source: string, message: string, range: Finding['range'] = START_OF_FILE, findingPath: Finding['path'] = []): Finding {
  return { code: OAS_VALID, message, path: findingPath, severity: 0, range, source, docsUrl: OAS_VALID_DOCS_URL };
}

/** Spectral's own diagnostics become `oas-valid`: syntax errors and unresolvable `$ref`s. */
function toFinding(result: IRuleResult, fallbackSource: string): Finding | undefined {
  if (result.code === 'unrecognized-format') return undefined;
  const code = result.code === 'parser' || result.code === 'invalid-ref' ? OAS_VALID : String(result.code);
  const finding: Finding = {
    code,
    message: result.message,
    path: [...result.path],
    severity: result.severity as SeverityLevel,
    range: { start: { ...result.range.start }, end: { ...result.range.end } },
    source: result.source ?? fallbackSource,
  };
  const docsUrl = docsUrls.get(code);
  if (docsUrl !== undefined) finding.docsUrl = docsUrl;
  return finding;
}

/** Lints one document file; throws `UsageError` only when the file cannot be read at all. */
export async function lintFile(file: string, options: LintOptions = {}): Promise<Finding[]> {
  const source = path.resolve(file);
  const text = await readDocumentText(source);
  return lintText(text, source, options);
}

/** Lints a document given as text; `source` names it in findings and anchors relative `$ref`s. */
export async function lintText(text: string, source: string, options: LintOptions = {}): Promise<Finding[]> {
  if (text.trim().length === 0) return [oasValid(source, 'document is empty; expected an OpenAPI 3.x or Swagger 2.0 document')];
  const { Json, Yaml } = spectralParsers;
  const isJson = looksLikeJson(source, text);
  const fastJson = isJson ? parseJsonFast(text, source) : undefined;
  // The two parsers' results differ only in their AST type, which nothing here reads.
  const document = fastJson?.document ?? ((isJson ? new Document(text, Json, source) : new Document(text, Yaml, source)) as unknown as Document);
  const data: unknown = document.data;
  const version = detectVersion(data);
  if (version === undefined) {
    const syntaxErrors = document.diagnostics.filter((diagnostic) => diagnostic.severity === 0);
    if (syntaxErrors.length > 0) return syntaxErrors.flatMap((diagnostic) => toFinding(diagnostic, source) ?? []);
    return [oasValid(source, 'not an OpenAPI or Swagger document: expected an "openapi: 3.x" or "swagger: 2.0" field at the top level')];
  }
  // A document that does not parse cleanly would only add schema noise about what is missing.
  const parsedCleanly = !document.diagnostics.some((diagnostic) => diagnostic.severity === 0);
  const schemaFindings = (parsedCleanly ? findSchemaProblems(data, version) : []).map((problem) =>
    oasValid(source, problem.message, document.getRangeForJsonPath(problem.path, true) ?? START_OF_FILE, problem.path));
  // Spectral types its resolver as json-ref-resolver's class; it only calls resolve() and reads uriCache.
  const spectral = new Spectral({ resolver: new LocalFirstResolver(createRefResolver(refPolicyFor(source, options))) as unknown as Resolver });
  spectral.setRuleset(options.ruleset ?? getDefaultRuleset());
  const { results } = await spectral.runWithResolved(fastJson?.parsedResult ?? document, { ignoreUnknownFormat: true });
  fastJson?.resolveRanges();
  const ruleFindings = results.flatMap((result) => toFinding(result, source) ?? []);
  return [...schemaFindings, ...ruleFindings].sort(compareFindings);
}

export interface LintRun {
  files: string[];
  findings: Finding[];
}

/** Lints each file in turn; findings come back in reading order. */
export async function lintFiles(files: readonly string[], options: LintOptions = {}): Promise<LintRun> {
  const findings: Finding[] = [];
  for (const file of files) findings.push(...(await lintFile(file, options)));
  return { files: files.map((file) => path.resolve(file)), findings: findings.sort(compareFindings) };
}
