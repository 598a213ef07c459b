import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CATALOG, INTERNAL_ERROR, OAS_VALID, PACKAGE_DOCS_PREFIX, docsUrlFor } from '../rulesets/catalog.js';
import { RULES } from '../rulesets/rules/index.js';
import { PROBES } from '../src/check/index.js';
import { DIFF_CHECKS } from '../src/diff/checks/index.js';
import { ROOT } from './helpers/cli.js';

/** The catalog in rulesets/catalog.ts is what the rules and probes say of themselves, and its page is current. */

const entriesOf = (group: string) => CATALOG.filter((entry) => entry.group === group);

describe('rule catalog', () => {
  it('ids are unique', () => {
    expect(new Set(CATALOG.map((entry) => entry.id)).size).toBe(CATALOG.length);
  });

  it('the document rules are oas-valid and exactly the registered rules, each as its own metadata says', () => {
    expect(entriesOf('lint').map((entry) => entry.id)).toEqual([OAS_VALID, ...RULES.map((rule) => rule.id)]);
    for (const rule of RULES) {
      expect(CATALOG, rule.id).toContainEqual({ id: rule.id, group: 'lint', severity: rule.severity, section: rule.section, description: rule.description });
      expect(rule.docsUrl).toBe(docsUrlFor(rule.id));
    }
  });

  it('the live checks are exactly the registered probes, each as its own metadata says', () => {
    expect(entriesOf('check').map((entry) => entry.id)).toEqual(PROBES.map((probe) => probe.id));
    for (const probe of PROBES) {
      expect(CATALOG, probe.id).toContainEqual({ id: probe.id, group: 'check', severity: probe.severity, section: probe.section, description: probe.description });
      expect(probe.docsUrl).toBe(docsUrlFor(probe.id));
    }
  });

  it('the diff checks are exactly the registered ones, each as its own metadata says', () => {
    expect(entriesOf('diff').map((entry) => entry.id)).toEqual(DIFF_CHECKS.map((check) => check.id));
    for (const check of DIFF_CHECKS) {
      expect(CATALOG, check.id).toContainEqual({ id: check.id, group: 'diff', severity: check.severity, section: check.section, description: check.description });
      expect(check.docsUrl).toBe(docsUrlFor(check.id));
    }
  });

  it('lists what lint says of its own run, the id the linter reports its failures under', () => {
    expect(entriesOf('lint-run').map((entry) => entry.id)).toEqual([INTERNAL_ERROR]);
  });

  it('lists the inline-exception ids', () => {
    expect(entriesOf('ignores').map((entry) => entry.id)).toEqual(['unused-ignore', 'ignore-without-reason']);
  });

  it('docs pages are named inside the package, which ships them', () => {
    const { files } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(PACKAGE_DOCS_PREFIX).toBe('docs/');
    expect(files).toContain('docs');
  });

  for (const entry of CATALOG) {
    it(`${entry.id}: its docs link names a page that exists, at a heading of its own`, () => {
      const [page = '', anchor] = docsUrlFor(entry.id).slice(PACKAGE_DOCS_PREFIX.length).split('#');
      const file = path.join(ROOT, 'docs', page);
      expect(existsSync(file), file).toBe(true);
      if (anchor !== undefined) {
        const headings = readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('#')).map((line) => line.replace(/^#+\s*/, '').toLowerCase().replaceAll(' ', '-'));
        expect(headings).toContain(anchor);
      }
    });
  }

  it('docs/rules/README.md, the rule pages\' and docs/configuration.md\'s option tables are what `npm run catalog` writes', async () => {
    const written = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    onTestFinished(() => rmSync(written, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/write-catalog-page.mjs'), written]);
    for (const page of ['README.md', ...RULES.map((rule) => `${rule.id}.md`)]) {
      expect(readFileSync(path.join(ROOT, 'docs/rules', page), 'utf8'), `run \`npm run catalog\` and commit docs/rules/${page}`).toBe(readFileSync(path.join(written, page), 'utf8'));
    }
    expect(readFileSync(path.join(written, 'field-casing.md'), 'utf8')).toContain('| `casing` | `auto`, `snake_case`, `camelCase` | `auto` | the casing every field');
    expect(readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8'), 'run `npm run catalog` and commit docs/configuration.md').toBe(readFileSync(path.join(written, 'configuration.md'), 'utf8'));
    expect(readFileSync(path.join(written, 'configuration.md'), 'utf8')).toContain('| `allowedMediaTypes` | a list of media types: `text/csv` | — | media types accepted besides JSON and text/event-stream | [`json-content-type`](rules/json-content-type.md) |');
  });
});
