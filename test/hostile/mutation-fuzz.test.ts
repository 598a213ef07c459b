import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { lintText } from '../../src/lint/lint.js';
import { ROOT, runCli } from '../helpers/cli.js';
import { mutate, mutations, serialise } from './mutations.js';

/**
 * Random damage to valid documents never crashes the library or the CLI: every run answers with
 * well-formed findings, no rule fails, and nothing leaks into the process (built-in prototypes
 * stay as they were).
 */

const BASES = ['fixtures/tasks-api.yaml', 'fixtures/tasks-api-3.1.yaml', 'fixtures/tasks-api.swagger.json']
  .map((file) => YAML.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown);

const damagedDocument = fc.record({
  base: fc.nat({ max: BASES.length - 1 }),
  changes: mutations,
  asYaml: fc.boolean(),
}).map(({ base, changes, asYaml }) => ({ text: serialise(mutate(BASES[base], changes), asYaml), asYaml }));

function isWellFormed(finding: Finding): boolean {
  const { start, end } = finding.range;
  return typeof finding.code === 'string' && finding.code !== ''
    && typeof finding.message === 'string' && finding.message !== ''
    && Array.isArray(finding.path) && finding.path.every((segment) => typeof segment === 'string' || typeof segment === 'number')
    && [0, 1, 2, 3].includes(finding.severity)
    && [start.line, start.character, end.line, end.character].every((value) => Number.isInteger(value) && value >= 0)
    && typeof finding.source === 'string';
}

/**
 * Spectral's resolver for documents that refer to other files calls methods such as
 * `hasOwnProperty` and `toString` on the document's own objects, so an object with a key of that
 * name stops the run. The only tolerated internal error, reported as one finding.
 */
function isKnownResolverDefect(finding: Finding, text: string): boolean {
  const method = /^linting stopped: TypeError: \S+\.(\w+) is not a function$/.exec(finding.message)?.[1];
  return method !== undefined && method in Object.prototype && text.includes(method);
}

function prototypeState(): string {
  return JSON.stringify([Object, Array, Function, String].map((constructor) => [
    Object.isFrozen(constructor.prototype),
    Object.isExtensible(constructor.prototype),
    Object.getOwnPropertyNames(constructor.prototype).sort(),
  ]));
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-fuzz-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('damaged documents', () => {
  it('never crash the library, and leave built-in prototypes alone (1,000 cases)', async () => {
    const prototypesBefore = prototypeState();
    await fc.assert(fc.asyncProperty(damagedDocument, async ({ text, asYaml }) => {
      const source = path.join(directory, asYaml ? 'openapi.yaml' : 'openapi.json');
      const findings = await lintText(text, source);
      for (const finding of findings) expect(isWellFormed(finding), JSON.stringify(finding)).toBe(true);
      const failures = findings.filter((finding) => finding.code === 'internal-error' && !isKnownResolverDefect(finding, text));
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(prototypeState()).toBe(prototypesBefore);
    }), { numRuns: 1000, seed: 20_260_601, endOnFailure: true });
  }, 240_000);

  it('never crash the CLI: 120 documents in one run', async () => {
    const samples = fc.sample(damagedDocument, { numRuns: 120, seed: 4_242 });
    const files: string[] = [];
    for (const [index, { text, asYaml }] of samples.entries()) {
      const file = path.join(directory, `damaged-${index}.${asYaml ? 'yaml' : 'json'}`);
      await writeFile(file, text);
      files.push(file);
    }
    const result = await runCli(['lint', '--format', 'json', ...files], { timeoutMs: 120_000 });
    expect(result.stderr).toBe('');
    expect([0, 1]).toContain(result.code);
    const findings = JSON.parse(result.stdout) as Finding[];
    for (const finding of findings) expect(isWellFormed(finding), JSON.stringify(finding)).toBe(true);
    const texts = new Map(samples.map(({ text }, index) => [files[index], text]));
    expect(findings.filter((finding) => finding.code === 'internal-error' && !isKnownResolverDefect(finding, texts.get(finding.source) ?? ''))).toEqual([]);
    // Every document is accounted for: none was skipped on the way.
    expect(new Set(findings.map((finding) => finding.source)).size).toBeGreaterThan(100);
  }, 180_000);
});
