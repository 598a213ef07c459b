import path from 'node:path';
import { Document, Ruleset, Spectral } from '@stoplight/spectral-core';
import type { IRuleResult } from '@stoplight/spectral-core';
import { detectVersion } from '../../rulesets/model/api-model.js';
import { RULES } from '../../rulesets/rules/index.js';
import { INTERNAL_ERROR, OAS_VALID, docsUrlFor } from '../../rulesets/catalog.js';
import defaultRuleset from '../../rulesets/index.js';
import type { Finding } from '../findings.js';
import { START_OF_FILE, compareFindings } from '../findings.js';
import { firstLineOf } from '../../rulesets/rule-failure.js';
import type { Placement, ResultFixes, RuleReport } from '../../rulesets/rule-report.js';
import type { RuleFix } from '../../rulesets/rule.js';
import { fixKey, reportRunOf } from '../../rulesets/rule-report.js';
import type { DocumentLimits } from '../parse/document-limits.js';
import { DEFAULT_DOCUMENT_LIMITS, findParsedJsonNestingProblem, findTextProblem } from '../parse/document-limits.js';
import { isStackOverflow, nestedTooDeeplyMessage, parseMeasuredText, syntaxOf } from '../parse/parse-document.js';
import type { DocumentText } from '../parse/read-document.js';
import { DocumentTooLargeError, readDocument } from '../parse/read-document.js';
import type { RefPolicy } from '../resolve/ref-policy.js';
import { DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS, createRefResolver, refRootOf } from '../resolve/ref-policy.js';
import { findDuplicateOperationIds } from './operation-ids.js';
import { findUndeclaredSecuritySchemes } from './security-requirements.js';
import { findSchemaProblems } from './structural-validation.js';
import { isUnquotedStatusCode, unquotedStatusCodeProblem } from '../parse/unquoted-status-codes.js';
import { parseJsonFast } from '../spectral-internals/json-document.js';
import { localFirstResolver } from '../spectral-internals/local-first-resolver.js';
import { prevalidatedRuleset } from '../spectral-internals/ruleset-validation.js';

export { INTERNAL_ERROR, OAS_VALID };
export const OAS_VALID_DOCS_URL = docsUrlFor(OAS_VALID);

export interface LintOptions {
  /** The ruleset to run; the conventions with default options when absent. */
  ruleset?: Ruleset;
  /** Let `$ref`s read local files outside the document's repository (outside one, its directory tree). */
  allowExternalRefs?: boolean;
  /** Let `$ref`s fetch `http(s)` URLs (bounded in time and size). */
  allowRemoteRefs?: boolean;
  remoteTimeoutMs?: number;
  remoteMaxBytes?: number;
  /** Size, nesting and YAML alias bounds for documents and the files their `$ref`s read. */
  limits?: Partial<DocumentLimits>;
  /** Filled with the local files the document's `$ref`s read. */
  readFiles?: Set<string>;
}

const docsUrls = new Map<string, string>([[OAS_VALID, OAS_VALID_DOCS_URL], ...RULES.map((rule): [string, string] => [rule.id, rule.docsUrl])]);

let defaultRulesetInstance: Ruleset | undefined;

export function getDefaultRuleset(): Ruleset {
  defaultRulesetInstance ??= prevalidatedRuleset(defaultRuleset, { severity: 'recommended', source: 'api-conventions' });
  return defaultRulesetInstance;
}

function limitsOf(options: LintOptions): DocumentLimits {
  return { ...DEFAULT_DOCUMENT_LIMITS, ...options.limits };
}

function refPolicyFor(file: string, options: LintOptions): RefPolicy {
  return {
    limits: limitsOf(options),
    ...(options.readFiles === undefined ? {} : { onRead: (file: string) => options.readFiles?.add(file) }),
    rootDirectory: options.allowExternalRefs === true ? undefined : refRootOf(file),
    allowRemote: options.allowRemoteRefs === true,
    remoteTimeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
    remoteMaxBytes: options.remoteMaxBytes ?? DEFAULT_REMOTE_MAX_BYTES,
  };
}

function oasValid(source: string, message: string, range: Finding['range'] = START_OF_FILE, findingPath: Finding['path'] = []): Finding {
  return { code: OAS_VALID, message, path: findingPath, severity: 0, range, source, docsUrl: OAS_VALID_DOCS_URL };
}

function lineRange(line: number): Finding['range'] {
  return { start: { line, character: 0 }, end: { line, character: 0 } };
}

function copyRange(range: Finding['range']): Finding['range'] {
  return { start: { ...range.start }, end: { ...range.end } };
}

function internalError(source: string, message: string, range: Finding['range'] = START_OF_FILE): Finding {
  return { code: INTERNAL_ERROR, message, path: [], severity: 0, range, source };
}

/**
 * The error worth naming: Spectral's rule runner gathers failures into an AggregateError of
 * errors saying only which JSONPath threw (`$.info threw: …`), whose cause names the function.
 */
function rootError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 8; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && / threw: /.test(current.message) && current.cause instanceof Error) current = current.cause;
    else break;
  }
  return current;
}

/** What a failure of the run (not of one rule) becomes: the document's fault or ours. */
function failureFinding(error: unknown, source: string): Finding {
  const cause = rootError(error);
  if (isStackOverflow(cause)) return oasValid(source, nestedTooDeeplyMessage());
  // Spectral's wrapper class adds nothing to its message, which already names the function.
  const reason = cause instanceof Error && cause.name === 'ErrorWithCause' ? cause.message.split('\n')[0] ?? '' : firstLineOf(cause);
  return internalError(source, `linting stopped: ${reason}`);
}

/**
 * Parser diagnostics name their line in the message too: not every reporter shows ranges. A key
 * that is not a string (`1:`, `true:`) is valid YAML that JSON cannot hold as written, not a
 * syntax error, though Spectral makes it an error (matching its message, as Spectral does).
 */
function parserMessage(result: IRuleResult, syntax: string): string {
  const where = `line ${result.range.start.line + 1}, column ${result.range.start.character + 1}`;
  const syntaxError = result.severity === 0 && !result.message.startsWith('Mapping key must be a string scalar');
  return syntaxError ? `${syntax} syntax error at ${where}: ${result.message}` : `${syntax} at ${where}: ${result.message}`;
}

/** Spectral's own diagnostics become `oas-valid`: syntax errors and unresolvable `$ref`s. */
function toFinding(result: IRuleResult, fallbackSource: string, isJson = false, failedRules: ReadonlySet<string> = new Set()): Finding | undefined {
  if (result.code === 'unrecognized-format') return undefined;
  // A failed rule's one result is its failure report (see rulesets/rule-failure.ts).
  const ruleFailed = failedRules.has(String(result.code));
  const code = ruleFailed ? INTERNAL_ERROR : result.code === 'parser' || result.code === 'invalid-ref' ? OAS_VALID : String(result.code);
  const source = result.source ?? fallbackSource;
  const finding: Finding = {
    code,
    message: result.code === 'parser' ? parserMessage(result, (source === fallbackSource ? isJson : syntaxOf(source, '') === 'json') ? 'JSON' : 'YAML') : result.message,
    path: [...result.path],
    severity: ruleFailed ? 0 : result.severity,
    range: copyRange(result.range),
    source,
  };
  const docsUrl = docsUrls.get(code);
  if (docsUrl !== undefined) finding.docsUrl = docsUrl;
  return finding;
}

/** Where a rule's result is, as a key: its rule and path. */
function placementKey(ruleId: string, path: ReadonlyArray<string | number>): string {
  return JSON.stringify([ruleId, path.map(String)]);
}

/**
 * Results about a property whose schema is a `$ref`, moved from the schema referred to (where
 * Spectral's mapping puts them) to the property, as the rule placed them (`RuleReport`). Spectral
 * gives back a rule's results at one path in the order the rule gave them; where it gives back
 * another number of them (a result reached through another file, mapped onto the same place),
 * they stay where Spectral put them.
 */
function atPropertySites(results: IRuleResult[], report: RuleReport, document: Document): IRuleResult[] {
  const placed = new Map<string, Placement[]>();
  for (const [ruleId, placements] of report.placements) {
    for (const placement of placements) {
      const key = placementKey(ruleId, placement.path);
      const list = placed.get(key);
      if (list === undefined) placed.set(key, [placement]);
      else list.push(placement);
    }
  }
  // Each result's key is made once: a large document has thousands of results.
  const keys = results.map((result) => (result.source === undefined || result.source === document.source ? placementKey(String(result.code), result.path) : undefined));
  const counted = new Map<string, number>();
  for (const key of keys) if (key !== undefined) counted.set(key, (counted.get(key) ?? 0) + 1);
  const taken = new Map<string, number>();
  return results.map((result, resultIndex) => {
    const key = keys[resultIndex];
    if (key === undefined) return result;
    const placements = placed.get(key);
    if (placements === undefined || placements.length !== counted.get(key)) return result;
    const index = taken.get(key) ?? 0;
    taken.set(key, index + 1);
    const propertyPath = placements[index]?.propertyPath;
    if (propertyPath === undefined) return result;
    return { ...result, path: propertyPath, range: document.getRangeForJsonPath(propertyPath, true) ?? result.range };
  });
}

/** One fix with the edits of both (each once): what `a` and `b` do together. */
function unitedFix(a: RuleFix | undefined, b: RuleFix | undefined): RuleFix | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const edits = new Map([...a.edits, ...b.edits].map((edit) => [JSON.stringify(edit), edit]));
  return { description: a.description, edits: [...edits.values()] };
}

/**
 * The fixes of each result, as its rule gave them (`RuleReport.fixes`), in the results' order: by
 * the path and message the result was given with, or by its message alone where Spectral moved
 * it into another file: Spectral reports the results of one message that it maps to one place
 * once (a shared response reached from several operations), so that finding gets their fixes united.
 */
function fixesOfResults(results: readonly IRuleResult[], report: RuleReport): Array<ResultFixes | undefined> {
  if (report.fixes.size === 0) return results.map(() => undefined);
  const byMessage = new Map<string, ResultFixes>();
  for (const [ruleId, fixes] of report.fixes) {
    for (const [key, fix] of fixes) {
      const [, message] = JSON.parse(key) as [string[], string];
      const messageKey = JSON.stringify([ruleId, message]);
      const known = byMessage.get(messageKey);
      const united = unitedFix(known?.fix, fix.fix);
      byMessage.set(messageKey, known === undefined ? fix : { ...known, ...(united === undefined ? {} : { fix: united }) });
    }
  }
  return results.map((result) => {
    const fixes = report.fixes.get(String(result.code));
    if (fixes === undefined) return undefined;
    return fixes.get(fixKey(result.path, result.message)) ?? byMessage.get(JSON.stringify([String(result.code), result.message.trim()])) ?? undefined;
  });
}

/** A finding with its rule's fixes, placed against the document linted. */
function withFixes(finding: Finding, fixes: ResultFixes | undefined, document: string): Finding {
  if (fixes === undefined || finding.code === INTERNAL_ERROR) return finding;
  if (fixes.fix !== undefined) finding.fix = { ...fixes.fix, document };
  if (fixes.suggestions !== undefined) finding.suggestions = fixes.suggestions.map((suggestion) => ({ ...suggestion, document }));
  return finding;
}

/** Lints one document file; throws `UsageError` only when the file cannot be read at all. */
export async function lintFile(file: string, options: LintOptions = {}): Promise<Finding[]> {
  return (await lintFileMentioning(file, undefined, options)).findings;
}

/**
 * As `lintFile`, saying too whether the document's text holds `needle` (ASCII), searched in the
 * bytes the lint read, as `documentMentions` searches the file: the runner asks whether a
 * document has inline exceptions, and reading a large document from disk a second time to answer
 * cost more than the search. `mentions` is absent when no needle is given or the file was too
 * large to be read.
 */
export async function lintFileMentioning(file: string, needle: string | undefined, options: LintOptions = {}): Promise<{ findings: Finding[]; mentions?: boolean }> {
  const source = path.resolve(file);
  let read: DocumentText;
  try {
    read = await readDocument(source, limitsOf(options).maxBytes, true);
  } catch (error) {
    if (error instanceof DocumentTooLargeError) return { findings: [oasValid(source, error.reason)] };
    throw error;
  }
  const mentions = needle === undefined ? undefined : (read.utf8 ?? read.text).includes(needle);
  // Returned, not awaited: this frame, which holds the text, ends here (see `lintDocumentText`).
  return lintDocumentText(read.text, source, options, read.utf8, read.escaped === true).then((findings) => (mentions === undefined ? { findings } : { findings, mentions }));
}

/** Lints a document given as text; `source` names it in findings and anchors relative `$ref`s. */
export async function lintText(text: string, source: string, options: LintOptions = {}): Promise<Finding[]> {
  return lintDocumentText(text, source, options);
}

/**
 * Parses and checks the text, then runs the rules on what was parsed. `escaped`: the text is
 * the JSON of `utf8` with its non-ASCII characters escaped (`asciiJson`). `utf8`, the text's bytes
 * when it was read from a UTF-8 file, stands in for the text once it is parsed (for positions,
 * `JsonLocations`), and no frame that holds the text waits on the run: so the decoded text, two
 * bytes a character in V8 when it holds one beyond Latin-1 (94 MB for the 47 MB of
 * microsoft.com/graph-beta), is collected while the rules run instead of held to the end.
 */
function lintDocumentText(text: string, source: string, options: LintOptions, utf8?: Uint8Array, escaped = false): Promise<Finding[]> {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim().length === 0) return Promise.resolve([oasValid(source, 'document is empty; expected an OpenAPI 3.x or Swagger 2.0 document')]);
  const syntax = syntaxOf(source, content);
  // A JSON text's nesting is measured on what JSON.parse builds, or on the text where it fails (`parseForLint`).
  const problem = findTextProblem(content, syntax, limitsOf(options), { checkAliases: false, checkJsonNesting: false });
  if (problem !== undefined) return Promise.resolve([oasValid(source, problem.message, lineRange(problem.line))]);
  let parsed: ParsedForLint | Finding[];
  try {
    parsed = parseForLint(content, source, syntax === 'json', options, content.length === text.length ? utf8 : undefined, escaped);
  } catch (error) {
    return Promise.resolve([failureFinding(error, source)]);
  }
  if (Array.isArray(parsed)) return Promise.resolve(parsed);
  return lintParsed(parsed, source, options).catch((error: unknown) => [failureFinding(error, source)]);
}

/** A document parsed and checked against the OpenAPI schema, ready for the rules. */
interface ParsedForLint {
  document: Document;
  isJson: boolean;
  resolveRanges: (() => void) | undefined;
  schemaFindings: Finding[];
}

/** The document parsed and its schema findings, or the findings that end its lint there. */
function parseForLint(text: string, source: string, isJson: boolean, options: LintOptions, utf8: Uint8Array | undefined, escaped: boolean): ParsedForLint | Finding[] {
  const fastJson = isJson ? parseJsonFast(text, source, utf8) : undefined;
  const tooDeep = isJson ? findParsedJsonNestingProblem(text, fastJson?.document.data, limitsOf(options)) : undefined;
  if (tooDeep !== undefined) return [oasValid(source, tooDeep.message, lineRange(tooDeep.line))];
  let document: Document;
  let resolveRanges = fastJson === undefined ? undefined : () => fastJson.resolveRanges();
  if (fastJson !== undefined) document = fastJson.document;
  else {
    // Spectral's parser says where a text JSON.parse rejects breaks: in the text as written.
    const written = escaped && utf8 !== undefined ? Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength).toString('utf8') : text;
    const parsed = parseMeasuredText(written, source, isJson ? 'json' : 'yaml', limitsOf(options), true);
    if (parsed.problem !== undefined) return [oasValid(source, parsed.problem.message, lineRange(parsed.problem.line))];
    document = parsed.document;
    resolveRanges = parsed.resolveRanges;
  }
  const data: unknown = document.data;
  const version = detectVersion(data);
  if (version === undefined) {
    const syntaxErrors = document.diagnostics.filter((diagnostic) => diagnostic.severity === 0);
    if (syntaxErrors.length > 0) return syntaxErrors.flatMap((diagnostic) => toFinding(diagnostic, source, isJson) ?? []);
    return [oasValid(source, 'not an OpenAPI or Swagger document: expected an "openapi: 3.x" or "swagger: 2.0" field at the top level')];
  }
  // A document that does not parse cleanly would only add schema noise about what is missing.
  const parsedCleanly = !document.diagnostics.some((diagnostic) => diagnostic.severity === 0);
  const schemaFindings = (parsedCleanly ? [...findSchemaProblems(data, version), ...findDuplicateOperationIds(data, version), ...findUndeclaredSecuritySchemes(data, version)] : []).map((problem) =>
    oasValid(source, problem.message, document.getRangeForJsonPath(problem.path, true) ?? START_OF_FILE, problem.path));
  // Status codes written as numbers: one finding in 3.x for the document, instead of the parser's one per key.
  const unquoted = unquotedStatusCodeProblem(document.diagnostics, version);
  if (unquoted !== undefined) schemaFindings.push(oasValid(source, unquoted.message, copyRange(unquoted.first.range), [...unquoted.first.path]));
  return { document, isJson, resolveRanges, schemaFindings };
}

async function lintParsed(parsed: ParsedForLint, source: string, options: LintOptions): Promise<Finding[]> {
  const { document, isJson, resolveRanges, schemaFindings } = parsed;
  const spectral = new Spectral({ resolver: localFirstResolver(createRefResolver(refPolicyFor(source, options))) });
  spectral.setRuleset(options.ruleset ?? getDefaultRuleset());
  const report = reportRunOf(document);
  const { results: spectralResults } = await spectral.runWithResolved(document, { ignoreUnknownFormat: true });
  // Before the ranges are resolved: a moved result asks for the range of its new place.
  const fixes = fixesOfResults(spectralResults, report);
  const results = atPropertySites(spectralResults, report, document);
  resolveRanges?.();
  const ruleFindings = results.flatMap((result, index) => {
    if (isUnquotedStatusCode(result)) return [];
    const finding = toFinding(result, source, isJson, report.failedRules);
    return finding === undefined ? [] : [withFixes(finding, fixes[index], source)];
  });
  return [...schemaFindings, ...ruleFindings].sort(compareFindings);
}
