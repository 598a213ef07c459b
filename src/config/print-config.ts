import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ruleset } from '@stoplight/spectral-core';
import type { Rule } from '@stoplight/spectral-core';
import { fileOptionsOf } from '../../rulesets/configured-options.js';
import { OPTIONS_RULE, OPTION_NAMES, OPTION_SPECS } from '../../rulesets/options.js';
import { conventionsOptionsOf } from '../check/conventions-config.js';
import { severityName } from '../findings.js';
import type { SeverityName } from '../findings.js';
import { getDefaultRuleset } from '../lint/lint.js';
import { loadRulesetFile } from './load-ruleset.js';
import { parseRulesetText } from './ruleset-problems.js';

/**
 * `lint --print-config <document>`, as ESLint's: the configuration that applies to one document,
 * after the file's overrides for it, with where each part comes from: the configuration file, one
 * of its overrides, a ruleset it extends, or the defaults.
 */

export interface PrintedRule {
  severity: SeverityName | 'off';
  from: string;
  /** Severities set by an override for a part of the document, by JSON pointer. */
  pointers?: Record<string, SeverityName | 'off'>;
}

export interface PrintedConfig {
  document: string;
  /** The configuration file in force; null where none was found and the conventions run as built. */
  configFile: string | null;
  rules: Record<string, PrintedRule>;
  options: Record<string, { value: unknown; from: string }>;
}

const BUILT_IN = 'api-conventions (built in)';

function severityOf(level: number, enabled = true): SeverityName | 'off' {
  return !enabled || level < 0 ? 'off' : severityName(level);
}

interface Sourced {
  definition: Record<string, unknown>;
  extends: Ruleset[] | null;
  overrides: unknown;
}

/** The indices of the file's overrides that apply to `document`: each tried alone, Spectral says whether it matched. */
function matchingOverrides(ruleset: Ruleset, document: string): number[] {
  const { overrides, ...definition } = (ruleset as unknown as Sourced).definition;
  if (!Array.isArray(overrides) || ruleset.source === null) return [];
  const source = ruleset.source;
  return overrides.flatMap((override: unknown, index) => {
    const alone = new Ruleset({ ...definition, overrides: [override] }, { severity: 'recommended', source });
    return alone.fromSource(document) === alone ? [] : [index];
  });
}

/** Which of the rulesets the file extends (its entries' definitions, in order) defines `rule`; -1 when none does. */
function extendedIndex(rule: Rule, ruleset: Ruleset, entries: readonly unknown[]): number {
  let found = -1;
  const visit = (candidate: Ruleset, index: number): void => {
    const definition = (candidate as unknown as Sourced).definition;
    const own = entries.findIndex((entry) => (Array.isArray(entry) ? (entry as unknown[])[0] : entry) === definition);
    const at = own >= 0 ? own : index;
    if (candidate === rule.owner) found = at;
    for (const extended of (candidate as unknown as Sourced).extends ?? []) visit(extended, at);
  };
  visit(ruleset, -1);
  return found;
}

/** The `extends` entries as the file writes them, for a YAML or JSON file; undefined for JavaScript. */
async function writtenExtends(file: string): Promise<unknown[] | undefined> {
  if (!/\.(ya?ml|json)$/.test(file)) return undefined;
  const parsed = parseRulesetText(await readFile(file, 'utf8')).document.toJS() as Record<string, unknown> | null;
  return ([] as unknown[]).concat(parsed?.['extends'] ?? []);
}

function namesRule(rules: unknown, id: string): boolean {
  return typeof rules === 'object' && rules !== null && id in rules;
}

export async function printConfig(document: string, rulesetFile: string | undefined): Promise<PrintedConfig> {
  const file = path.resolve(document);
  const ruleset = rulesetFile === undefined ? getDefaultRuleset() : await loadRulesetFile(rulesetFile);
  const applied = ruleset.fromSource(file);
  const configFile = rulesetFile === undefined ? null : path.resolve(rulesetFile);
  const definition = (ruleset as unknown as Sourced).definition;
  const overrides = Array.isArray(definition['overrides']) ? (definition['overrides'] as Array<Record<string, unknown>>) : [];
  const matching = configFile === null ? [] : matchingOverrides(ruleset, file);
  const entries = ([] as unknown[]).concat(definition['extends'] ?? []);
  const written = configFile === null ? undefined : await writtenExtends(configFile);
  const extendsLabel = (index: number): string => {
    if (index < 0) return BUILT_IN;
    const entry = written?.[index];
    const name = Array.isArray(entry) ? (entry as unknown[])[0] : entry;
    return typeof name === 'string' ? name : `${configFile ?? ''} extends[${index}]`;
  };
  /** Where a rule's setting comes from: the last override that names it, the file's rules, or the ruleset that defines it. */
  const fromOf = (id: string, rule: Rule): string => {
    const override = [...matching].reverse().find((index) => namesRule(overrides[index]?.['rules'], id));
    if (override !== undefined && configFile !== null) return `${configFile} overrides[${override}]`;
    if (configFile !== null && namesRule(definition['rules'], id)) return configFile;
    return configFile === null ? BUILT_IN : extendsLabel(extendedIndex(rule, applied, entries));
  };

  const rules: Record<string, PrintedRule> = {};
  for (const [id, rule] of Object.entries(applied.rules)) {
    if (id === OPTIONS_RULE) continue;
    const printed: PrintedRule = { severity: severityOf(rule.severity, rule.enabled), from: fromOf(id, rule) };
    const pointers = [...(rule.overrides?.definition.values() ?? [])].flatMap((byPointer) => [...byPointer]);
    if (pointers.length > 0) printed.pointers = Object.fromEntries(pointers.map(([pointer, level]) => [pointer, severityOf(level)]));
    rules[id] = printed;
  }

  const configured = conventionsOptionsOf(applied) ?? {};
  const carrier = applied.rules[OPTIONS_RULE];
  const fromFile = carrier === undefined ? undefined : fileOptionsOf(carrier);
  const optionsFrom = fromFile === undefined || carrier === undefined ? 'default' : fromOf(OPTIONS_RULE, carrier);
  const options: PrintedConfig['options'] = {};
  for (const name of OPTION_NAMES) {
    const setByFile = typeof fromFile === 'object' && fromFile !== null && name in fromFile;
    const value = configured[name];
    options[name] = value === undefined
      ? { value: OPTION_SPECS[name].default, from: 'default' }
      : { value, from: setByFile ? optionsFrom : `apiConventions() in ${configFile ?? BUILT_IN}` };
  }
  return { document: file, configFile, rules, options };
}
