import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Ruleset } from '@stoplight/spectral-core';
import { describe, expect, it } from 'vitest';
import { apiConventions } from '../../rulesets/api-conventions.js';
import type { ConventionsOptions } from '../../rulesets/options.js';
import type { ConventionRule } from '../../rulesets/rule.js';
import { RULES } from '../../rulesets/rules/index.js';
import { lintFile } from '../../src/lint/lint.js';
import type { FixType } from '../../src/fix/fix.js';
import { planDocumentFixes, writePlan } from '../../src/fix/fix.js';

/**
 * Rule tests as two tables, run on the real Spectral engine with only the rule under test on.
 * A document is YAML text, JSON text, or an object (written as JSON). `files` adds documents
 * beside it, for violations hidden behind external `$ref`s.
 */
export interface RuleCase {
  name: string;
  document: string | Record<string, unknown>;
  files?: Record<string, string>;
  options?: ConventionsOptions;
}

export interface ExpectedResult {
  path: Array<string | number>;
  /** The message, or a pattern it matches; or, with `messageId` alone, any message that id can give. */
  message?: string | RegExp;
  /** One of the rule's messages by id (`rule.messages`): the result is that message, whatever it fills in. */
  messageId?: string;
  /** File name (relative to the case's directory) when the finding is in another file. */
  file?: string;
}

export interface InvalidCase extends RuleCase {
  errors: ExpectedResult[];
  /**
   * The case has a fix (`safe`), or a suggestion (`breaking`): made as `lint --fix` (with
   * `--fix-type breaking`) makes them, the rule reports nothing.
   */
  fixed?: 'safe' | 'breaking';
}

export interface RuleTable {
  valid: RuleCase[];
  invalid: InvalidCase[];
}

export interface ActualResult {
  path: Array<string | number>;
  message: string;
  file: string;
  line: number;
}

function onlyRule(ruleId: string, options: ConventionsOptions | undefined): Ruleset {
  const definition = apiConventions(options) as { formats: unknown; rules: Record<string, unknown> };
  const rule = definition.rules[ruleId];
  if (rule === undefined) throw new Error(`no rule "${ruleId}" in the ruleset`);
  return new Ruleset({ formats: definition.formats, rules: { [ruleId]: rule } }, { severity: 'recommended' });
}

/** Lints one case with one rule and returns that rule's results; with `fix`, once its fixes are made. */
export async function runRule(ruleId: string, testCase: RuleCase, fix?: FixType): Promise<ActualResult[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-rule-'));
  try {
    const isText = typeof testCase.document === 'string';
    const text = isText ? (testCase.document as string) : JSON.stringify(testCase.document, null, 2);
    const isJson = !isText || /^\s*\{/.test(text);
    const main = path.join(directory, isJson ? 'openapi.json' : 'openapi.yaml');
    await writeFile(main, text);
    for (const [name, content] of Object.entries(testCase.files ?? {})) {
      await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
      await writeFile(path.join(directory, name), content);
    }
    const ruleset = onlyRule(ruleId, testCase.options);
    let findings = await lintFile(main, { ruleset });
    if (fix !== undefined) {
      const result = await planDocumentFixes(main, findings, { type: fix, allowExternalRefs: false, cwd: directory });
      expect(result.fixed.length, `fixes made, of ${JSON.stringify(findings.map((finding) => finding.message))}`).toBeGreaterThan(0);
      if (result.plan !== undefined) expect(await writePlan(result.plan)).toEqual([]);
      findings = await lintFile(main, { ruleset });
    }
    return findings
      .filter((finding) => finding.code === ruleId)
      .map((finding) => ({ path: finding.path, message: finding.message, file: path.relative(directory, finding.source), line: finding.range.start.line }));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function ruleOf(ruleId: string): ConventionRule {
  const rule = RULES.find((candidate) => candidate.id === ruleId);
  if (rule === undefined) throw new Error(`no rule "${ruleId}"`);
  return rule;
}

/** A case's options are ones the rule reads: an option it does not read would change nothing the case shows. */
export function assertReadOptions(rule: ConventionRule, testCase: RuleCase): void {
  const unread = Object.keys(testCase.options ?? {}).filter((name) => !(name in rule.options));
  if (unread.length > 0) throw new Error(`${rule.id} reads no option ${unread.join(', ')} (it reads ${Object.keys(rule.options).join(', ') || 'none'}); declare it in the rule's options or leave it out of the case`);
}

/** Any message of `messageId`: its text, with each `{{placeholder}}` standing for any value. */
export function messagePattern(rule: ConventionRule, messageId: string): RegExp {
  const template = rule.messages[messageId];
  if (template === undefined) throw new Error(`${rule.id} has no message "${messageId}" (it has ${Object.keys(rule.messages).join(', ') || 'none'})`);
  const parts = template.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

function messageMatches(rule: ConventionRule, actual: string, expected: ExpectedResult): boolean {
  if (expected.message === undefined && expected.messageId === undefined) throw new Error('an expected result names its message or its messageId');
  if (expected.messageId !== undefined && !messagePattern(rule, expected.messageId).test(actual)) return false;
  if (expected.message === undefined) return true;
  return typeof expected.message === 'string' ? actual === expected.message : expected.message.test(actual);
}

function matches(rule: ConventionRule, actual: ActualResult, expected: ExpectedResult, mainFile: string): boolean {
  const messageFits = messageMatches(rule, actual.message, expected);
  const fileMatches = expected.file === undefined ? actual.file === mainFile : actual.file === expected.file;
  // Spectral reports array indices as strings, as they are in the mapped source path.
  return messageFits && fileMatches && JSON.stringify(actual.path.map(String)) === JSON.stringify(expected.path.map(String));
}

const OPENAPI_31_TEXT = /^(\s*"?openapi"?\s*:\s*["']?)3\.1\.\d+(["']?)/m;

/**
 * The same case written as OpenAPI 3.2, or undefined for a case in another version. 3.2 keeps
 * everything 3.1 has, so a 3.1 document with its version changed must report as it did.
 */
export function asOpenApi32<T extends RuleCase>(testCase: T): T | undefined {
  const { document } = testCase;
  if (typeof document === 'string') {
    if (!OPENAPI_31_TEXT.test(document)) return undefined;
    return { ...testCase, name: `${testCase.name}, as 3.2`, document: document.replace(OPENAPI_31_TEXT, '$13.2.0$2') };
  }
  if (typeof document['openapi'] !== 'string' || !document['openapi'].startsWith('3.1.')) return undefined;
  return { ...testCase, name: `${testCase.name}, as 3.2`, document: { ...document, openapi: '3.2.0' } };
}

function validCase(ruleId: string, testCase: RuleCase): void {
  it(testCase.name, async () => {
    assertReadOptions(ruleOf(ruleId), testCase);
    expect(await runRule(ruleId, testCase)).toEqual([]);
  });
}

function invalidCase(ruleId: string, testCase: InvalidCase): void {
  it(testCase.name, async () => {
    if (testCase.errors.length === 0) throw new Error('an invalid case names the errors it expects');
    const rule = ruleOf(ruleId);
    assertReadOptions(rule, testCase);
    const actual = await runRule(ruleId, testCase);
    const mainFile = typeof testCase.document === 'string' && !/^\s*\{/.test(testCase.document) ? 'openapi.yaml' : 'openapi.json';
    // A rule that gives its messages by id gives every message so: each result is one of them.
    const ids = Object.keys(rule.messages);
    for (const result of ids.length === 0 ? [] : actual) {
      expect(ids.filter((id) => messagePattern(rule, id).test(result.message)), `"${result.message}" is none of ${rule.id}'s messages`).not.toEqual([]);
    }
    const unmatched = [...actual];
    for (const expected of testCase.errors) {
      const index = unmatched.findIndex((result) => matches(rule, result, expected, mainFile));
      expect(index, `expected ${JSON.stringify(expected.path)} ${expected.messageId ?? ''} ${String(expected.message ?? '')}; got ${JSON.stringify(actual, null, 1)}`).toBeGreaterThanOrEqual(0);
      unmatched.splice(index, 1);
    }
    expect(unmatched, 'results beyond the expected ones').toEqual([]);
    if (testCase.fixed !== undefined) expect(await runRule(ruleId, testCase, testCase.fixed), 'after its fixes').toEqual([]);
  });
}

/** The table's cases, and each 3.1 case again as 3.2 (see `asOpenApi32`), expected to report the same. */
export function testRule(ruleId: string, table: RuleTable): void {
  describe(ruleId, () => {
    if (table.valid.length === 0 || table.invalid.length === 0) throw new Error(`${ruleId}: a rule needs valid and invalid cases`);
    describe('valid', () => {
      for (const testCase of table.valid) validCase(ruleId, testCase);
    });
    describe('invalid', () => {
      for (const testCase of table.invalid) invalidCase(ruleId, testCase);
    });
    describe('the 3.1 cases as 3.2', () => {
      for (const testCase of table.valid.flatMap((one) => asOpenApi32(one) ?? [])) validCase(ruleId, testCase);
      for (const testCase of table.invalid.flatMap((one) => asOpenApi32(one) ?? [])) invalidCase(ruleId, testCase);
    });
  });
}
