import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, docsUrlFor } from '../../rulesets/catalog.js';
import { PROBES } from '../../src/check/index.js';
import { ROOT } from '../helpers/cli.js';

/** Every live check: registered, named as its file, in the catalog with its §, documented in docs/check.md. */

const liveChecks = new Map(CATALOG.filter((entry) => entry.group === 'check').map((entry) => [entry.id, entry.section]));
const probeFiles = readdirSync(path.join(ROOT, 'src/check/probes')).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
const docs = readFileSync(path.join(ROOT, 'docs/check.md'), 'utf8');

describe('check: probe conventions', () => {
  it('every probe file is registered, every registered probe has its file, ids are unique', () => {
    expect(new Set(probeFiles.map((file) => file.replace(/\.ts$/, '')))).toEqual(new Set(PROBES.map((probe) => probe.id)));
    expect(new Set(PROBES.map((probe) => probe.id)).size).toBe(PROBES.length);
  });

  it('the probes are exactly the live checks of the catalog', () => {
    expect(new Set(PROBES.map((probe) => probe.id))).toEqual(new Set(liveChecks.keys()));
  });

  for (const probe of PROBES) {
    describe(probe.id, () => {
      it('names the § the catalog gives it', () => {
        expect(probe.section).toBe(liveChecks.get(probe.id));
      });

      it('has its section in docs/check.md, which its docs url points at', () => {
        expect(docs).toContain(`\n## ${probe.id}\n`);
        expect(probe.docsUrl).toBe(docsUrlFor(probe.id));
        expect(probe.docsUrl).toBe(`docs/check.md#${probe.id}`);
        const section = docs.split(`\n## ${probe.id}\n`)[1]?.split('\n## ')[0] ?? '';
        for (const part of probe.section.split(',').map((text) => text.trim())) expect(section).toContain(`§${part}`);
        for (const heading of ['**Sends:**', '**Expects:**', '**Never:**']) expect(section).toContain(heading);
      });
    });
  }
});
