import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import { OPTIONS_RULE } from '../../rulesets/options.js';
import { optionProblems } from '../../rulesets/validate-options.js';
import { CATALOG } from '../../rulesets/catalog.js';
import { closestName } from '../closest-name.js';

/**
 * What is wrong with a ruleset file, said so a user can fix it: the key or rule, what is
 * allowed, and the line. Spectral's own errors say "Invalid ruleset provided" (its migrator) or
 * carry their details in an AggregateError that nothing prints; these functions turn both, and
 * the checks Spectral would make too late (an `extends` target that is not installed), into one
 * line each.
 */

/** One thing wrong with a ruleset file, at a line of it where there is one (1-based). */
export interface RulesetProblem {
  message: string;
  line?: number;
  /** Something to install or a path to fix, rather than a ruleset to correct. */
  missing?: true;
}

export const SEVERITIES = ['error', 'warn', 'info', 'hint', 'off'] as const;
const ALLOWED_RULE_VALUES = `${SEVERITIES.join(', ')}, true, false, or a rule definition with given and then`;
/** Spectral's built-in rulesets, which need nothing installed. */
const BUILTIN_EXTENDS = /^spectral:/;

/** A ruleset file's text, parsed with the lines of its nodes at hand. */
export interface ParsedRuleset {
  document: Document;
  lines: LineCounter;
}

export function parseRulesetText(text: string): ParsedRuleset {
  const lines = new LineCounter();
  return { document: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false }), lines };
}

/** The line of the key at `keyPath` (of the node, for an item of a list), or of the deepest ancestor that exists. */
export function lineOf(parsed: ParsedRuleset, keyPath: ReadonlyArray<string | number>): number | undefined {
  for (let depth = keyPath.length; depth >= 0; depth--) {
    const offset = keyOffset(parsed, keyPath.slice(0, depth)) ?? nodeOffset(parsed.document.getIn(keyPath.slice(0, depth), true));
    if (typeof offset === 'number') return parsed.lines.linePos(offset).line;
  }
  return undefined;
}

function nodeOffset(node: unknown): number | undefined {
  return (node as { range?: [number, number, number] } | undefined)?.range?.[0];
}

/** Where the key of the last segment is written, when its parent is a mapping: a mapping value starts on the line below it. */
function keyOffset(parsed: ParsedRuleset, keyPath: ReadonlyArray<string | number>): number | undefined {
  if (keyPath.length === 0) return undefined;
  const parent: unknown = keyPath.length === 1 ? parsed.document.contents : parsed.document.getIn(keyPath.slice(0, -1), true);
  if (!isMap(parent)) return undefined;
  const last = keyPath[keyPath.length - 1];
  const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
  return pair === undefined ? undefined : nodeOffset(pair.key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRuleValue(value: unknown): boolean {
  return typeof value === 'boolean' || (typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value)) || isPlainObject(value);
}

/** The `extends` entries, each with its key path in the file: a name, or `[name, severity]`. */
function extendsEntries(extendsValue: unknown): Array<{ target: unknown; keyPath: Array<string | number> }> {
  const entries: Array<{ entry: unknown; keyPath: Array<string | number> }> = Array.isArray(extendsValue)
    ? (extendsValue as unknown[]).map((entry, index) => ({ entry, keyPath: ['extends', index] }))
    : [{ entry: extendsValue, keyPath: ['extends'] }];
  return entries.map(({ entry, keyPath }) => (Array.isArray(entry) ? { target: (entry as unknown[])[0], keyPath: [...keyPath, 0] } : { target: entry, keyPath }));
}

/** Whether `target` (a path, or a package name with an optional subpath) is there to load. */
function extendsTargetExists(target: string, rulesetDirectory: string): boolean {
  if (target.startsWith('.') || path.isAbsolute(target)) return existsSync(path.resolve(rulesetDirectory, target));
  // A package name: Node's own resolution from the ruleset's folder (node_modules, a package's
  // `exports`, its name from inside itself), as Spectral's bundler resolves it.
  try {
    createRequire(path.join(rulesetDirectory, 'ruleset.js')).resolve(target);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND';
  }
}

export function missingExtendsMessage(target: string): string {
  const fix = target.includes('node_modules/') || !(target.startsWith('.') || path.isAbsolute(target)) ? 'run npm install (or fix the path)' : 'fix the path';
  return `extends ${target}, which is not there: ${fix}`;
}

/**
 * The problems of a YAML or JSON ruleset that can be found before Spectral reads it: a syntax
 * error, a top level or `rules` that is not a mapping, a rule set to something other than a
 * severity, and an `extends` target that is not there.
 */
export function findRulesetProblems(parsed: ParsedRuleset, rulesetFile: string): RulesetProblem[] {
  const syntaxError = parsed.document.errors[0];
  if (syntaxError !== undefined) {
    const line = parsed.lines.linePos(syntaxError.pos[0]).line;
    return [{ message: `YAML syntax error: ${syntaxError.message.split('\n')[0] ?? ''}`, line }];
  }
  const definition: unknown = parsed.document.toJS();
  if (!isPlainObject(definition)) return [{ message: 'a ruleset is a mapping with extends, rules or overrides (e.g. "extends: [spectral:oas]")', line: 1 }];
  const problems: RulesetProblem[] = [];
  const at = (keyPath: Array<string | number>) => {
    const line = lineOf(parsed, keyPath);
    return line === undefined ? {} : { line };
  };
  if ('rules' in definition) {
    if (!isPlainObject(definition.rules)) {
      problems.push({ message: `rules is ${JSON.stringify(definition.rules)}; it must be a mapping of rule names to ${ALLOWED_RULE_VALUES} (e.g. "rules: {path-nouns: warn}")`, ...at(['rules']) });
    } else {
      problems.push(...rulesProblems(definition.rules, ['rules'], at).sort((left, right) => (left.line ?? 0) - (right.line ?? 0)));
    }
  }
  if (Array.isArray(definition.overrides)) {
    for (const [index, override] of (definition.overrides as unknown[]).entries()) {
      if (!isPlainObject(override) || !isPlainObject(override.rules)) continue;
      const byPointer = Array.isArray(override.files) && (override.files as unknown[]).some((file) => typeof file === 'string' && file.includes('#'));
      if (byPointer && OPTIONS_RULE in override.rules) {
        problems.push({ message: `overrides[${index}]: options cannot be set for a JSON pointer (Spectral takes only severities in an override whose files name one, "#/..."); set them for whole documents, in an override whose files are globs only`, ...at(['overrides', index, 'rules', OPTIONS_RULE]) });
        continue;
      }
      problems.push(...rulesProblems(override.rules, ['overrides', index, 'rules'], at));
    }
  }
  if ('extends' in definition) {
    for (const { target, keyPath } of extendsEntries(definition.extends)) {
      if (typeof target !== 'string') {
        problems.push({ message: `extends ${JSON.stringify(target)}: each entry is a ruleset path or name, or [name, severity]`, ...at(keyPath) });
      } else if (!BUILTIN_EXTENDS.test(target) && !/^https?:/.test(target) && !extendsTargetExists(target, path.dirname(rulesetFile))) {
        problems.push({ message: missingExtendsMessage(target), missing: true, ...at(keyPath) });
      }
    }
  }
  return problems;
}

type At = (keyPath: Array<string | number>) => { line?: number };

/** What a `rules` mapping (the file's, or an override's) gets wrong: a value of the wrong kind, and the options rule. */
function rulesProblems(rules: Record<string, unknown>, keyPath: Array<string | number>, at: At): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  for (const [name, value] of Object.entries(rules)) {
    if (!isRuleValue(value)) {
      problems.push({ message: `rule ${name}: ${JSON.stringify(value)} is not allowed; use ${ALLOWED_RULE_VALUES}`, ...at([...keyPath, name]) });
    } else if (name === OPTIONS_RULE) {
      problems.push(...optionsRuleProblems(value, [...keyPath, name], at));
    } else if (isPlainObject(value) && 'extensions' in value && closestName(name, [OPTIONS_RULE]) !== undefined) {
      // A new rule of the file's own, which Spectral would take silently, with the options unread.
      problems.push({ message: `rule ${name} is not a rule of api-conventions (did you mean "${OPTIONS_RULE}"?): its extensions would set no option`, ...at([...keyPath, name]) });
    }
  }
  return problems;
}

/** The options rule as Spectral takes it (a mapping with given and then), and its options as the conventions take them. */
function optionsRuleProblems(value: unknown, keyPath: Array<string | number>, at: At): RulesetProblem[] {
  if (!isPlainObject(value)) {
    return [{ message: `rule ${OPTIONS_RULE} carries the options in its extensions, so it is a mapping: given: $, then: {function: truthy}, extensions: {casing: snake_case, …}`, ...at(keyPath) }];
  }
  const problems: RulesetProblem[] = [];
  const missing = ['given', 'then'].filter((key) => !(key in value));
  if (missing.length > 0) {
    problems.push({ message: `rule ${OPTIONS_RULE} lacks ${missing.join(' and ')}: Spectral takes a rule written as a mapping only with both, so write "given: $" and "then: {function: truthy}" beside extensions (they change nothing)`, ...at(keyPath) });
  }
  if (!('extensions' in value)) return problems;
  const options = value.extensions;
  if (!isPlainObject(options)) {
    problems.push({ message: `rules.${OPTIONS_RULE}.extensions is ${JSON.stringify(options)}; it is a mapping of options (e.g. "casing: snake_case")`, ...at([...keyPath, 'extensions']) });
    return problems;
  }
  for (const problem of optionProblems(options)) {
    problems.push({ message: `option "${problem.key}": ${problem.message}`, ...at([...keyPath, 'extensions', ...problem.keyPath]) });
  }
  return problems;
}

/** The rules of api-conventions a file may name, for "did you mean". */
const KNOWN_RULES: readonly string[] = [...CATALOG.filter((entry) => entry.group === 'lint').map((entry) => entry.id), OPTIONS_RULE];

/** Spectral's error for a severity given to a rule no ruleset defines, with its line and the rule meant. */
export function unknownRuleProblem(error: unknown, parsed: ParsedRuleset | undefined): RulesetProblem | undefined {
  const name = error instanceof Error ? /^Cannot extend non-existing rule: "(.+)"$/.exec(error.message)?.[1] : undefined;
  if (name === undefined) return undefined;
  const guess = closestName(name, KNOWN_RULES);
  const line = parsed === undefined ? undefined : lineOf(parsed, ['rules', name]);
  return {
    message: `rule ${name} is not defined by any ruleset it extends${guess === undefined ? '' : ` (did you mean "${guess}"?)`}; a new rule needs given and then`,
    ...(line === undefined ? {} : { line }),
  };
}

/**
 * The rules an override names that no ruleset defines: Spectral would find out only when it lints
 * a document the override applies to, and stop there. A mapping is a new rule, and is left alone.
 */
export function unknownOverrideRules(definition: unknown, known: readonly string[], parsed: ParsedRuleset | undefined): RulesetProblem[] {
  const overrides = isPlainObject(definition) && Array.isArray(definition['overrides']) ? (definition['overrides'] as unknown[]) : [];
  return overrides.flatMap((override, index) => {
    // An override that extends rulesets of its own may name their rules.
    if (!isPlainObject(override) || !isPlainObject(override['rules']) || 'extends' in override) return [];
    return Object.entries(override['rules']).flatMap(([name, value]) => {
      if (isPlainObject(value) || known.includes(name)) return [];
      const guess = closestName(name, known);
      const line = parsed === undefined ? undefined : lineOf(parsed, ['overrides', index, 'rules', name]);
      return [{ message: `overrides[${index}]: rule ${name} is not defined by any ruleset it extends${guess === undefined ? '' : ` (did you mean "${guess}"?)`}`, ...(line === undefined ? {} : { line }) }];
    });
  });
}

interface SpectralValidationError {
  message: string;
  path: ReadonlyArray<string | number>;
}

function isSpectralValidationError(value: unknown): value is SpectralValidationError {
  return value instanceof Error && Array.isArray((value as Partial<SpectralValidationError>).path);
}

/** The details Spectral's `Ruleset` keeps in an AggregateError (or one RulesetValidationError). */
export function describeSpectralErrors(error: unknown, parsed: ParsedRuleset | undefined): RulesetProblem[] {
  const errors: unknown[] = error instanceof AggregateError ? error.errors : [error];
  const details = errors.filter(isSpectralValidationError);
  return details.map((detail) => {
    const line = parsed === undefined ? undefined : lineOf(parsed, detail.path);
    const where = detail.path.length > 0 ? `${detail.path.join('.')}: ` : '';
    return { message: `${where}${detail.message}`, ...(line === undefined ? {} : { line }) };
  });
}

/** The module a ruleset imports or extends that is not there: Node's or the bundler's error. */
export function missingModuleOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return /Cannot find module '([^']+)'/.exec(error.message)?.[1];
  return /^Could not resolve '([^']+)'/.exec(error.message)?.[1];
}

/** The one line for a ruleset's problems: the first line's, and how many more (all of them, briefly). */
export function formatProblems(rulesetFile: string, problems: readonly RulesetProblem[]): string {
  const [first, ...rest] = problems;
  if (first === undefined) return `${rulesetFile}: invalid ruleset`;
  const location = first.line === undefined ? rulesetFile : `${rulesetFile}:${first.line}`;
  const more = rest.map((problem) => (problem.line === undefined ? problem.message : `line ${problem.line}: ${problem.message}`));
  return `${location}: ${first.missing === true ? '' : 'invalid ruleset: '}${[first.message, ...more].join('; ')}`;
}
