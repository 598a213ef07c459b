import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintFile, loadConfig, RulesetFileError } from '../../src/index.js';
import { ROOT } from '../helpers/cli.js';

/** The library reads `.spectral.*` in a directory as the CLI does. */
describe('loadConfig', () => {
  let directory: string;
  let document: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-config-'));
    document = path.join(directory, 'openapi.yaml');
    await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), document);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const codes = async (ruleset: Awaited<ReturnType<typeof loadConfig>>['ruleset']) => new Set((await lintFile(document, { ruleset })).map((finding) => finding.code));

  it('uses the .spectral.yaml in the directory', async () => {
    await writeFile(path.join(directory, '.spectral.yaml'), `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\nrules:\n  path-nouns: off\n`);
    const config = await loadConfig(directory);
    expect(config.rulesetFile).toBe(path.join(directory, '.spectral.yaml'));
    const found = await codes(config.ruleset);
    expect(found.has('path-nouns')).toBe(false);
    expect(found.has('list-envelope')).toBe(true);
  });

  it('runs the conventions with default options where there is no ruleset file', async () => {
    const config = await loadConfig(directory);
    expect(config.rulesetFile).toBeUndefined();
    expect((await codes(config.ruleset)).has('path-nouns')).toBe(true);
  });

  it('takes a ruleset file named outright, relative to the directory', async () => {
    await writeFile(path.join(directory, 'api-rules.yaml'), `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\nrules:\n  list-envelope: off\n`);
    const config = await loadConfig(directory, { rulesetFile: 'api-rules.yaml' });
    expect((await codes(config.ruleset)).has('list-envelope')).toBe(false);
  });

  it('rejects a bad ruleset file with the file and line', async () => {
    await writeFile(path.join(directory, '.spectral.yaml'), 'rules:\n  path-nouns: loud\n');
    const failure = loadConfig(directory);
    await expect(failure).rejects.toBeInstanceOf(RulesetFileError);
    await expect(failure).rejects.toThrow(`${path.join(directory, '.spectral.yaml')}:2: invalid ruleset: rule path-nouns`);
  });

  it('finds the configuration in the nearest folder above, up to the repository\'s root and no further', async () => {
    const nested = path.join(directory, 'team/apis/orders');
    await mkdir(nested, { recursive: true });
    await writeFile(path.join(directory, '.spectral.yaml'), `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\nrules:\n  path-nouns: off\n`);
    expect((await loadConfig(nested)).rulesetFile).toBe(path.join(directory, '.spectral.yaml'));
    expect((await codes((await loadConfig(nested)).ruleset)).has('path-nouns')).toBe(false);

    // The team's repository starts below: the configuration above it is not the team's.
    await mkdir(path.join(directory, 'team/.git'));
    expect((await loadConfig(nested)).rulesetFile).toBeUndefined();
    await writeFile(path.join(directory, 'team/apis/.spectral.yml'), `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\n`);
    expect((await loadConfig(nested)).rulesetFile).toBe(path.join(directory, 'team/apis/.spectral.yml'));
  });

  it('refuses two configurations in one folder, naming both', async () => {
    await writeFile(path.join(directory, '.spectral.yaml'), 'extends: [spectral:oas]\n');
    await writeFile(path.join(directory, '.spectral.mjs'), "export default { extends: ['spectral:oas'] };\n");
    await mkdir(path.join(directory, 'apis'));
    await expect(loadConfig(path.join(directory, 'apis'))).rejects.toThrow(`${directory}: .spectral.mjs and .spectral.yaml are both configurations; keep one`);
  });
});
