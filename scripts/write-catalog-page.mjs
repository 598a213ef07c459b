#!/usr/bin/env node
// Writes the rules' docs from their metadata (`npm run catalog`): docs/rules/README.md, the human
// rule catalog, from rulesets/catalog.ts and the options each rule reads; and the table of the
// Options section of each rule's page, from the rule's `options` (rulesets/rules/<id>.ts) and the
// options' own specs (rulesets/options.ts). An optional argument names another output directory
// (the test writes there to compare with the committed pages); the pages are read from docs/rules.
// It also writes the table of options in docs/configuration.md (configuration.md in that directory).
// The sources are TypeScript; esbuild turns them into a module here, no build needed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pagesDirectory = path.join(root, 'docs/rules');
const outputDirectory = path.resolve(process.argv[2] ?? pagesDirectory);

const entry = [
  "export { CATALOG, PACKAGE_DOCS_PREFIX, docsUrlFor, sectionsOf } from './rulesets/catalog.ts';",
  "export { RULES } from './rulesets/rules/index.ts';",
  "export { OPTION_NAMES, OPTION_SPECS } from './rulesets/options.ts';",
].join('\n');
const bundled = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], write: false, logLevel: 'warning',
});
const { CATALOG, PACKAGE_DOCS_PREFIX, docsUrlFor, sectionsOf, RULES, OPTION_NAMES, OPTION_SPECS } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const ruleById = new Map(RULES.map((rule) => [rule.id, rule]));

/** An option's default in words: its value where it has one (`auto`), empty where the default adds nothing. */
const defaultText = (name) => (typeof OPTION_SPECS[name].default === 'string' ? OPTION_SPECS[name].default : '');

const HEADINGS = {
  lint: ['Document rules (`lint`)', 'Checked in an OpenAPI 2.0, 3.0, 3.1 or 3.2 document.'],
  'lint-run': ['What `lint` says of its run', 'Not a rule: reported when a rule, or the linter itself, failed on a document.'],
  check: ['Live checks (`check`)', 'Probes of a running server, each a rule of its own; read-only probes run by default, writes only when asked for.'],
  'check-run': ['What `check` says of its run', 'Not a probe: reported when a probe could not judge an operation.'],
  diff: ['Version checks (`diff`)', 'An old version of a document against a new one.'],
  ignores: ['Inline exceptions', 'Problems with the `x-api-conventions-ignore` entries themselves.'],
};

/** Markdown table cells: a `|` would end the cell. */
const cell = (text) => text.replaceAll('|', '\\|');

/** The page's own link to a docs page: relative, so it works in the repository and in the package alike. */
const relativeLink = (id) => docsUrlFor(id).slice(PACKAGE_DOCS_PREFIX.length).replace(/^rules\//, '').replace(/^(check|ci)\.md/, '../$1.md');

const optionsOf = (id) => Object.keys(ruleById.get(id)?.options ?? {}).map((name) => `\`${name}\``).join(', ') || '—';

const lines = [
  '# Rule catalog',
  '',
  '<!-- Written by `npm run catalog` from rulesets/catalog.ts and the rules\' options; edit those, not this page. -->',
  '',
  'Every id the tool reports, with its default severity and the sections (§) of the conventions it',
  'enforces. The ids are public API: configs, baselines and inline exceptions name them, so they',
  'never change once shipped. Severities follow Spectral\'s scale: error, warn, info, hint. A',
  'document rule\'s options are set in the configuration ([configuration](../configuration.md)); its',
  'page says what each does to it.',
];
for (const [group, [heading, intro]] of Object.entries(HEADINGS)) {
  const withOptions = group === 'lint';
  lines.push('', `## ${heading}`, '', intro, '', `| id | § | default | what it checks |${withOptions ? ' options |' : ''}`, `| --- | --- | --- | --- |${withOptions ? ' --- |' : ''}`);
  for (const entry of CATALOG.filter((candidate) => candidate.group === group)) {
    const sections = sectionsOf(entry).map((section) => `§${section}`).join(', ') || '—';
    lines.push(`| [\`${entry.id}\`](${relativeLink(entry.id)}) | ${sections} | ${entry.severity} | ${cell(entry.description)} |${withOptions ? ` ${optionsOf(entry.id)} |` : ''}`);
  }
}
writeFileSync(path.join(outputDirectory, 'README.md'), `${lines.join('\n')}\n`);

/** The body of a rule page's Options section: the options it reads, what they take, their defaults and what each does to it. */
function optionsSection(rule) {
  const names = Object.keys(rule.options);
  if (names.length === 0) return 'None.\n';
  return [
    `<!-- Written by \`npm run catalog\` from the rule's options (rulesets/rules/${rule.id}.ts); edit them there. -->`,
    '',
    '| option | values | default | effect |',
    '| --- | --- | --- | --- |',
    ...names.map((name) => `| \`${name}\` | ${cell(OPTION_SPECS[name].values)} | ${defaultText(name) === '' ? '—' : `\`${defaultText(name)}\``} | ${cell(rule.options[name])} |`),
    '',
    'Set in `api-conventions-options` of `.spectral.yaml`: see [configuration](../configuration.md).',
    '',
  ].join('\n');
}

const OPTIONS_SECTION = /(\n## Options\n\n)([\s\S]*?)(?=\n## |$)/;
for (const rule of RULES) {
  const page = readFileSync(path.join(pagesDirectory, `${rule.id}.md`), 'utf8');
  if (!OPTIONS_SECTION.test(page)) throw new Error(`docs/rules/${rule.id}.md has no "## Options" section`);
  writeFileSync(path.join(outputDirectory, `${rule.id}.md`), page.replace(OPTIONS_SECTION, (_, heading) => `${heading}${optionsSection(rule)}`));
}

/** docs/configuration.md's table: every option, what it takes, its default, what it does and the rules that read it. */
const readers = (name) => RULES.filter((rule) => name in rule.options).map((rule) => `[\`${rule.id}\`](rules/${rule.id}.md)`).join(', ') || '`diff`';
const optionsTable = [
  '| option | values | default | what it does | read by |',
  '| --- | --- | --- | --- | --- |',
  ...OPTION_NAMES.map((name) => `| \`${name}\` | ${cell(OPTION_SPECS[name].values)} | ${defaultText(name) === '' ? '—' : `\`${defaultText(name)}\``} | ${cell(OPTION_SPECS[name].description)} | ${readers(name)} |`),
].join('\n');
const CONFIGURATION_TABLE = /(<!-- options: written by [^\n]*-->\n)[\s\S]*?(<!-- end of options -->)/;
const configuration = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
if (!CONFIGURATION_TABLE.test(configuration)) throw new Error('docs/configuration.md lost the markers of its options table');
writeFileSync(path.join(outputDirectory === pagesDirectory ? path.join(root, 'docs') : outputDirectory, 'configuration.md'), configuration.replace(CONFIGURATION_TABLE, (_, start, end) => `${start}\n${optionsTable}\n\n${end}`));
