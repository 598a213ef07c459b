import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiConventions } from '../rulesets/api-conventions.js';
import { catalogEntry } from '../rulesets/catalog.js';
import { RULES } from '../rulesets/rules/index.js';
import { ROOT } from './helpers/cli.js';

/** Every rule: registered, named as its file, documented, tested both ways in every OAS version. */

const ruleFiles = readdirSync(path.join(ROOT, 'rulesets/rules')).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

describe('rule conventions', () => {
  it('every rule file is registered, and every registered rule has its file', () => {
    expect(new Set(ruleFiles.map((file) => file.replace(/\.ts$/, '')))).toEqual(new Set(RULES.map((rule) => rule.id)));
  });

  it('rule ids are unique', () => {
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      it('is in the catalog with the same default severity and §s', () => {
        expect(catalogEntry(rule.id)).toMatchObject({ group: 'lint', severity: rule.severity, section: rule.section });
      });

      it('has a docs page that quotes its section and is its docs url', () => {
        const page = path.join(ROOT, 'docs/rules', `${rule.id}.md`);
        expect(existsSync(page), page).toBe(true);
        const text = readFileSync(page, 'utf8');
        expect(text.startsWith(`# ${rule.id}\n`)).toBe(true);
        for (const section of rule.section.split(',').map((part) => part.trim())) expect(text).toContain(`§${section}`);
        for (const heading of ['## Why', '## Bad', '## Good', '## Options', '## Related rules']) expect(text).toContain(heading);
        expect(rule.docsUrl).toBe(`docs/rules/${rule.id}.md`);
      });

      it('has a test table with valid and invalid cases in 2.0, 3.0, 3.1 and 3.2, through $refs', () => {
        const testFile = path.join(ROOT, 'test/rules', `${rule.id}.test.ts`);
        expect(existsSync(testFile), testFile).toBe(true);
        const text = readFileSync(testFile, 'utf8');
        expect(text).toContain(`testRule('${rule.id}'`);
        expect(text).toMatch(/valid: \[/);
        expect(text).toMatch(/invalid: \[/);
        expect(text).toMatch(/swagger: '?2\.0/);
        expect(text).toMatch(/openapi: '?3\.0/);
        expect(text).toMatch(/openapi: '?3\.1/);
        expect(text).toMatch(/openapi: '?3\.2/);
        expect(text).toContain('$ref');
        expect(text).toMatch(/files: \{/);
      });
    });
  }
});

describe('the ruleset\'s formats', () => {
  // Spectral runs a rule only on documents one of its formats accepts.
  const definition = apiConventions() as unknown as { formats: Array<(document: unknown) => boolean>; rules: Record<string, { formats: Array<(document: unknown) => boolean> }> };
  const accepted = (formats: Array<(document: unknown) => boolean>, document: unknown) => formats.some((format) => format(document));

  it('take Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 documents, in the ruleset and in every rule', () => {
    for (const document of [{ swagger: '2.0' }, { openapi: '3.0.3' }, { openapi: '3.1.1' }, { openapi: '3.2.0' }]) {
      expect(accepted(definition.formats, document), JSON.stringify(document)).toBe(true);
      for (const [id, rule] of Object.entries(definition.rules)) expect(accepted(rule.formats, document), `${id} on ${JSON.stringify(document)}`).toBe(true);
    }
    expect(accepted(definition.formats, { openapi: '4.0.0' })).toBe(false);
  });
});
