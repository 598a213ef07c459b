import type { Command } from 'commander';
import { Option } from 'commander';
import { RULES } from '../../rulesets/rules/index.js';
import { severityName } from '../findings.js';
import { catalogRules } from '../reporters/rule-catalog.js';
import { writeStdout } from './write-output.js';

/** Every rule a default run reports: `oas-valid` (the document's own validity) and the conventions' rules. */
function listedRules() {
  const recommended = new Map(RULES.map((rule) => [rule.id, rule.recommended]));
  return catalogRules().map(({ id, severity, sections, description, docsUrl }) => ({
    id, severity: severityName(severity), section: sections.join(', '), description, recommended: recommended.get(id) ?? true, docsUrl,
  }));
}

function rulesTable(): string {
  const rows = listedRules().map((rule) => [rule.id, rule.severity, `§${rule.section}`, rule.description]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return `${rows.map((row) => row.map((cell, index) => (index < 3 ? cell.padEnd(widths[index] ?? 0) : cell)).join('  ')).join('\n')}\n`;
}

export function registerRulesCommand(program: Command): void {
  program
    .command('rules')
    .description('list the rules: id, default severity, section of the conventions, description')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (flags: { format: string }) => {
      await writeStdout(flags.format === 'json' ? `${JSON.stringify(listedRules(), null, 2)}\n` : rulesTable());
    });
}
