import path from 'node:path';
import type { Command } from 'commander';
import { Option } from 'commander';
import { CATALOG, docsUrlFor } from '../../rulesets/catalog.js';
import { OPTION_SPECS } from '../../rulesets/options.js';
import type { OptionName } from '../../rulesets/options.js';
import { RULES } from '../../rulesets/rules/index.js';
import { closestName } from '../closest-name.js';
import { findRulesetFile } from '../config/find-ruleset.js';
import { UsageError } from '../errors.js';
import { severityName } from '../findings.js';
import { catalogRules } from '../reporters/rule-catalog.js';
import { docsBaseUrl, docsLink, plainText, rulePageMarkdown } from '../reporters/rule-docs.js';
import { writeStdout } from './write-output.js';

/** The severities a configuration gives the rules (`off` for a rule it switches off), and its file. */
interface Configured {
  file: string;
  severities: ReadonlyMap<string, string>;
}

/** The configuration `lint` would use here; Spectral is loaded only when there is one. */
async function configuredSeverities(rulesetFlag: string | undefined): Promise<Configured | undefined> {
  const file = rulesetFlag ?? (await findRulesetFile(process.cwd()));
  if (file === undefined) return undefined;
  const { loadRulesetFile } = await import('../config/load-ruleset.js');
  const ruleset = await loadRulesetFile(file);
  const severities = new Map(Object.entries(ruleset.rules).map(([id, rule]) => [id, rule.enabled && rule.severity >= 0 ? severityName(rule.severity) : 'off']));
  return { file: path.resolve(file), severities };
}

/** What a rule's options take and do, from its metadata and the options' specs. */
function optionsOf(id: string): Record<string, { effect: string; values: string; default: unknown }> {
  const rule = RULES.find((candidate) => candidate.id === id);
  return Object.fromEntries(Object.entries(rule?.options ?? {}).map(([name, effect]) => {
    const spec = OPTION_SPECS[name as OptionName];
    return [name, { effect, values: spec.values, default: spec.default }];
  }));
}

/** Every rule a default run reports: `oas-valid` (the document's own validity) and the conventions' rules, at the severities configured. */
function listedRules(configured: Configured | undefined) {
  const recommended = new Map(RULES.map((rule) => [rule.id, rule.recommended]));
  return catalogRules().map(({ id, severity, sections, description, docsUrl }) => ({
    id,
    severity: configured?.severities.get(id) ?? severityName(severity),
    defaultSeverity: severityName(severity),
    section: sections.join(', '),
    description,
    recommended: recommended.get(id) ?? true,
    options: optionsOf(id),
    docsUrl: docsLink(docsUrl, docsBaseUrl(undefined)),
  }));
}

function rulesTable(configured: Configured | undefined): string {
  const rows = listedRules(configured).map((rule) => [
    rule.id,
    rule.severity === rule.defaultSeverity ? rule.severity : `${rule.severity} (default ${rule.defaultSeverity})`,
    `§${rule.section}`,
    rule.description,
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const table = `${rows.map((row) => row.map((cell, index) => (index < 3 ? cell.padEnd(widths[index] ?? 0) : cell)).join('  ')).join('\n')}\n`;
  return configured === undefined ? table : `${table}\nseverities as configured by ${configured.file}\n`;
}

/** One rule's page as text for a terminal, and where the page is, for any id the tool reports. */
function rulePage(id: string): string {
  const known = CATALOG.map((entry) => entry.id);
  if (!known.includes(id)) {
    const near = closestName(id, known);
    throw new UsageError(`no rule "${id}"${near === undefined ? '' : `; did you mean ${near}?`} (api-conventions rules lists them)`);
  }
  const base = docsBaseUrl(undefined);
  const page = rulePageMarkdown(docsUrlFor(id), base) ?? '';
  const link = docsLink(docsUrlFor(id), base);
  return `${plainText(page)}\n${link === undefined ? '' : `\n${link}\n`}`;
}

export function registerRulesCommand(program: Command): void {
  program
    .command('rules')
    .description('list the rules: id, severity (as configured), section of the conventions, description; with an id, print that rule\'s page')
    .argument('[id]', 'a rule id: print its page (why, bad and good examples, options)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('-r, --ruleset <file>', 'the configuration whose severities to show (default: the one lint finds from the current directory)')
    .action(async (id: string | undefined, flags: { format: string; ruleset?: string }) => {
      if (id !== undefined) {
        await writeStdout(rulePage(id));
        return;
      }
      const configured = await configuredSeverities(flags.ruleset);
      await writeStdout(flags.format === 'json' ? `${JSON.stringify(listedRules(configured), null, 2)}\n` : rulesTable(configured));
    });
}
