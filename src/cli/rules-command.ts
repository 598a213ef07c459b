import type { Command } from 'commander';
import { Option } from 'commander';
import { RULES } from '../../rulesets/rules/index.js';
import { writeStdout } from './write-output.js';

function rulesTable(): string {
  const rows = RULES.map((rule) => [rule.id, rule.severity, `§${rule.section}`, rule.description]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return `${rows.map((row) => row.map((cell, index) => (index < 3 ? cell.padEnd(widths[index] ?? 0) : cell)).join('  ')).join('\n')}\n`;
}

export function registerRulesCommand(program: Command): void {
  program
    .command('rules')
    .description('list the rules: id, default severity, section of the conventions, description')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (flags: { format: string }) => {
      const text = flags.format === 'json'
        ? `${JSON.stringify(RULES.map(({ id, severity, section, description, recommended, docsUrl }) => ({ id, severity, section, description, recommended, docsUrl })), null, 2)}\n`
        : rulesTable();
      await writeStdout(text);
    });
}
