import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { runSpectral } from '../parity/tools.js';
import { EXTENDS_CONVENTIONS, optionsRule } from '../helpers/config-files.js';

/**
 * Overrides are Spectral's own: per document glob and per JSON path, a rule off or at another
 * severity. Our loader reads the config as spectral-cli does, so they apply to our findings too.
 */

interface JsonFinding { code: string; path: string[]; severity: number; source: string }

let directory = '';

async function lint(args: string[]): Promise<{ code: number; findings: JsonFinding[] }> {
  const result = await runCli(['lint', '-f', 'json', ...args], { cwd: directory });
  expect(result.stderr).toBe('');
  return { code: result.code, findings: JSON.parse(result.stdout) as JsonFinding[] };
}

const summary = (findings: JsonFinding[], file: string) => findings
  .filter((finding) => path.relative(directory, finding.source) === file)
  .map((finding) => `${finding.code} ${finding.severity} ${finding.path.join('/')}`);

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-overrides-'));
  await mkdir(path.join(directory, 'node_modules'));
  await symlink(ROOT, path.join(directory, 'node_modules/api-conventions'), 'dir');
  await mkdir(path.join(directory, 'legacy'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(directory, 'orders-api.yaml'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(directory, 'legacy/openapi.yaml'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('overrides in .spectral.yaml', () => {
  it('turn rules off or change their severity per document glob and per JSON path', async () => {
    const plain = await lint(['orders-api.yaml', 'legacy/openapi.yaml']);
    const baseline = summary(plain.findings, 'orders-api.yaml');
    expect(baseline).toContain('path-nouns 0 paths//getOrders');
    expect(baseline).toContain('field-casing 0 components/schemas/User/properties/createdAt');
    expect(baseline).toContain('field-casing 0 paths//users/get/parameters/1/name');
    expect(summary(plain.findings, 'legacy/openapi.yaml')).toEqual(baseline);

    await writeFile(path.join(directory, '.spectral.yaml'), `extends:
  - ./node_modules/api-conventions/dist/spectral/ruleset.js
overrides:
  - files: ['legacy/**/*.yaml']
    rules:
      path-nouns: 'off'
      auth-error-responses: info
  - files: ['orders-api.yaml#/components/schemas/User']
    rules:
      field-casing: warn
  - files: ['orders-api.yaml#/paths/~1getOrders']
    rules:
      path-nouns: hint
`);
    const { findings } = await lint(['orders-api.yaml', 'legacy/openapi.yaml']);
    const root = summary(findings, 'orders-api.yaml');
    expect(root).toContain('path-nouns 3 paths//getOrders');
    expect(root).toContain('field-casing 1 components/schemas/User/properties/createdAt');
    // Outside the overridden JSON path the rule keeps its severity.
    expect(root).toContain('field-casing 0 paths//users/get/parameters/1/name');
    const legacy = summary(findings, 'legacy/openapi.yaml');
    expect(legacy.filter((line) => line.startsWith('path-nouns'))).toEqual([]);
    expect(legacy.filter((line) => line.startsWith('auth-error-responses')).every((line) => line.startsWith('auth-error-responses 2 '))).toBe(true);
    expect(legacy).toContain('field-casing 0 components/schemas/User/properties/createdAt');
    expect(legacy.length).toBe(baseline.length - 1);
  });

  it('set the options per document glob, in our CLI as in stock spectral lint', async () => {
    await writeFile(path.join(directory, '.spectral.yaml'), `${EXTENDS_CONVENTIONS}rules:
${optionsRule('    casing: snake_case')}overrides:
  - files: ['legacy/**/*.yaml']
    rules:
${optionsRule('    casing: camelCase', '      ')}`);
    const documents = ['orders-api.yaml', 'legacy/openapi.yaml'];
    const [ours, spectral] = await Promise.all([lint(documents), runSpectral(documents, directory)]);
    const casing = (findings: JsonFinding[], file: string) => summary(findings, file).filter((line) => line.startsWith('field-casing'));
    expect(casing(ours.findings, 'orders-api.yaml')).toContain('field-casing 0 components/schemas/User/properties/createdAt');
    expect(casing(ours.findings, 'orders-api.yaml')).not.toContain('field-casing 0 components/schemas/User/properties/user_id');
    // Under legacy/ the casing is camelCase: the snake_case names are the ones reported.
    expect(casing(ours.findings, 'legacy/openapi.yaml')).toContain('field-casing 0 components/schemas/User/properties/user_id');
    expect(casing(ours.findings, 'legacy/openapi.yaml')).not.toContain('field-casing 0 components/schemas/User/properties/createdAt');
    for (const file of documents) expect(casing(spectral.findings as unknown as JsonFinding[], file).sort(), file).toEqual(casing(ours.findings, file).sort());
  });
});

