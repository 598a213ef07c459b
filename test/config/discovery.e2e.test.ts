import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { EXTENDS_CONVENTIONS, optionsRule } from '../helpers/config-files.js';

/**
 * The configuration found as ESLint finds its own, from the working directory up to the
 * repository's root; `lint --print-config` says what applies to one document and where each part
 * comes from; `rules` shows the severities configured.
 */

let project = '';
const CONFIG = `${EXTENDS_CONVENTIONS}rules:
  path-nouns: warn
${optionsRule('    casing: snake_case')}overrides:
  - files: ['apis/legacy/**']
    rules:
      stateless-no-cookies: 'off'
${optionsRule('    casing: camelCase', '      ')}  - files: ['apis/orders/openapi.yaml#/paths/~1getOrders']
    rules:
      path-nouns: hint
`;

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-discovery-'));
  await mkdir(path.join(project, '.git'));
  await mkdir(path.join(project, 'node_modules'));
  await symlink(ROOT, path.join(project, 'node_modules/api-conventions'), 'dir');
  await mkdir(path.join(project, 'apis/orders'), { recursive: true });
  await mkdir(path.join(project, 'apis/legacy'), { recursive: true });
  await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), path.join(project, 'apis/orders/openapi.yaml'));
  await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), path.join(project, 'apis/legacy/openapi.yaml'));
  await writeFile(path.join(project, '.spectral.yaml'), CONFIG);
});

afterAll(() => rm(project, { recursive: true, force: true }));

interface Printed {
  configFile: string;
  rules: Record<string, { severity: string; from: string; pointers?: Record<string, string> }>;
  options: Record<string, { value: unknown; from: string }>;
}

async function printConfig(cwd: string, document: string): Promise<Printed> {
  const run = await runCli(['lint', '--print-config', document], { cwd });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Printed;
}

describe('configuration discovery', () => {
  it('lint run from a subfolder finds the configuration at the repository root', async () => {
    const fromRoot = await runCli(['lint', '-f', 'json', 'apis/orders/openapi.yaml'], { cwd: project });
    const fromBelow = await runCli(['lint', '-f', 'json', 'openapi.yaml'], { cwd: path.join(project, 'apis/orders') });
    expect(fromBelow.stderr).toBe('');
    const codes = (stdout: string) => (JSON.parse(stdout) as Array<{ code: string; severity: number; message: string }>).map((finding) => `${finding.code} ${finding.severity} ${finding.message}`).sort();
    expect(codes(fromBelow.stdout)).toEqual(codes(fromRoot.stdout));
    expect(codes(fromBelow.stdout)).toContainEqual(expect.stringMatching(/^field-casing 0 .*the configured casing is snake_case/));
  });

  it('--print-config names the file and, for each rule and option, what applies to the document and where it comes from', async () => {
    const file = path.join(project, '.spectral.yaml');
    const orders = await printConfig(path.join(project, 'apis'), 'orders/openapi.yaml');
    expect(orders.configFile).toBe(file);
    expect(orders.rules['path-nouns']).toEqual({ severity: 'warn', from: `${file} overrides[1]`, pointers: { '#/paths/~1getOrders': 'hint' } });
    expect(orders.rules['stateless-no-cookies']).toEqual({ severity: 'warn', from: './node_modules/api-conventions/dist/spectral/ruleset.js' });
    expect(orders.options['casing']).toEqual({ value: 'snake_case', from: file });
    expect(orders.options['basePath']).toEqual({ value: '', from: 'default' });
    expect(orders.rules['api-conventions-options']).toBeUndefined();

    const legacy = await printConfig(path.join(project, 'apis'), 'legacy/openapi.yaml');
    expect(legacy.rules['stateless-no-cookies']).toEqual({ severity: 'off', from: `${file} overrides[0]` });
    expect(legacy.rules['path-nouns']).toEqual({ severity: 'warn', from: file });
    expect(legacy.options['casing']).toEqual({ value: 'camelCase', from: `${file} overrides[0]` });
  });

  it('rules shows the severities configured, and by which file', async () => {
    const run = await runCli(['rules'], { cwd: path.join(project, 'apis') });
    expect(run.stdout).toMatch(/^path-nouns +warn \(default error\) +§2\.1 /m);
    expect(run.stdout).toMatch(/^field-casing +error +§2\.4 /m);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`severities as configured by ${path.join(project, '.spectral.yaml')}`);
    const json = JSON.parse((await runCli(['rules', '-f', 'json'], { cwd: project })).stdout) as Array<{ id: string; severity: string; defaultSeverity: string; options: Record<string, { default: unknown }> }>;
    expect(json.find((rule) => rule.id === 'path-nouns')).toMatchObject({ severity: 'warn', defaultSeverity: 'error' });
    expect(json.find((rule) => rule.id === 'field-casing')?.options['casing']?.default).toBe('auto');
  });

  it('refuses two configurations in one folder, naming both', async () => {
    const twice = path.join(project, 'apis/twice');
    await mkdir(twice);
    await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), path.join(twice, 'openapi.yaml'));
    await writeFile(path.join(twice, '.spectral.yaml'), 'extends: [../../node_modules/api-conventions/dist/spectral/ruleset.js]\n');
    await writeFile(path.join(twice, '.spectral.json'), '{"extends": ["../../node_modules/api-conventions/dist/spectral/ruleset.js"]}\n');
    const run = await runCli(['lint', 'openapi.yaml'], { cwd: twice });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`api-conventions: ${twice}: .spectral.json and .spectral.yaml are both configurations; keep one (every tool must read the same)\n`);
  });
});
