#!/usr/bin/env node
// Writes docs/rules/README.md, the human rule catalog, from rulesets/catalog.ts (`npm run catalog`).
// An optional argument names another output file (the test writes one to compare with the
// committed page). The catalog is TypeScript; esbuild turns it into a module here, no build needed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.resolve(process.argv[2] ?? path.join(root, 'docs/rules/README.md'));

const bundled = await build({ entryPoints: [path.join(root, 'rulesets/catalog.ts')], bundle: true, format: 'esm', platform: 'neutral', write: false });
const { CATALOG, PACKAGE_DOCS_PREFIX, docsUrlFor, sectionsOf } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

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

const lines = [
  '# Rule catalog',
  '',
  '<!-- Written by `npm run catalog` from rulesets/catalog.ts; edit that file, not this one. -->',
  '',
  'Every id the tool reports, with its default severity and the sections (§) of the conventions it',
  'enforces. The ids are public API: configs, baselines and inline exceptions name them, so they',
  'never change once shipped. Severities follow Spectral\'s scale: error, warn, info, hint.',
];
for (const [group, [heading, intro]] of Object.entries(HEADINGS)) {
  lines.push('', `## ${heading}`, '', intro, '', '| id | § | default | what it checks |', '| --- | --- | --- | --- |');
  for (const entry of CATALOG.filter((candidate) => candidate.group === group)) {
    const sections = sectionsOf(entry).map((section) => `§${section}`).join(', ') || '—';
    lines.push(`| [\`${entry.id}\`](${relativeLink(entry.id)}) | ${sections} | ${entry.severity} | ${cell(entry.description)} |`);
  }
}
writeFileSync(output, `${lines.join('\n')}\n`);
