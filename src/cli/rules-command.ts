import type { Command } from 'commander';
import { Option } from 'commander';
import { CATALOG, docsUrlFor } from '../../rulesets/catalog.js';
import { RULES } from '../../rulesets/rules/index.js';
import { closestName } from '../closest-name.js';
import { UsageError } from '../errors.js';
import { severityName } from '../findings.js';
import { catalogRules } from '../reporters/rule-catalog.js';
import { docsBaseUrl, docsLink, plainText, rulePageMarkdown } from '../reporters/rule-docs.js';
import { writeStdout } from './write-output.js';

/** Every rule a default run reports: `oas-valid` (the document's own validity) and the conventions' rules. */
function listedRules() {
  const recommended = new Map(RULES.map((rule) => [rule.id, rule.recommended]));
  return catalogRules().map(({ id, severity, sections, description, docsUrl }) => ({
    id, severity: severityName(severity), section: sections.join(', '), description, recommended: recommended.get(id) ?? true, docsUrl: docsLink(docsUrl, docsBaseUrl(undefined)),
  }));
}

function rulesTable(): string {
  const rows = listedRules().map((rule) => [rule.id, rule.severity, `§${rule.section}`, rule.description]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return `${rows.map((row) => row.map((cell, index) => (index < 3 ? cell.padEnd(widths[index] ?? 0) : cell)).join('  ')).join('\n')}\n`;
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
    .description('list the rules: id, default severity, section of the conventions, description; with an id, print that rule\'s page')
    .argument('[id]', 'a rule id: print its page (why, bad and good examples, options)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (id: string | undefined, flags: { format: string }) => {
      if (id !== undefined) await writeStdout(rulePage(id));
      else await writeStdout(flags.format === 'json' ? `${JSON.stringify(listedRules(), null, 2)}\n` : rulesTable());
    });
}
