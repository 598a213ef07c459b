import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

/** A bad `.spectral.yaml` gets one line naming the file, the line, the key and what is allowed. */
describe('lint with a bad ruleset file', () => {
  let directory: string;
  const ruleset = (text: string) => writeFile(path.join(directory, '.spectral.yaml'), text);
  const lint = () => runCli(['lint', 'openapi.yaml'], { cwd: directory });
  const extendsConventions = `extends:\n  - ${path.join(ROOT, 'dist/spectral/ruleset.js')}\n`;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-ruleset-'));
    await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), path.join(directory, 'openapi.yaml'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  function expectOneLine(stderr: string): string {
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    return lines[0] ?? '';
  }

  it('names the rule, its line and the allowed severities for a bad severity', async () => {
    await ruleset(`${extendsConventions}rules:\n  path-plural-collections: warn\n  path-nouns: loud\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    const line = expectOneLine(result.stderr);
    expect(line).toContain(`${path.join(directory, '.spectral.yaml')}:5: invalid ruleset: rule path-nouns: "loud" is not allowed`);
    expect(line).toMatch(/error, warn, info, hint, off/);
  });

  it('gives the line of a YAML syntax error', async () => {
    await ruleset(`${extendsConventions}rules:\n  path-nouns: warn\n  path-plural-collections: {severity: warn\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toMatch(/\.spectral\.yaml:\d+: invalid ruleset: YAML syntax error: \S/);
  });

  it('says what rules must be when it is not a mapping', async () => {
    await ruleset(`${extendsConventions}rules: 5\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toContain('.spectral.yaml:3: invalid ruleset: rules is 5; it must be a mapping of rule names to error, warn, info, hint, off');
  });

  it('passes on the details Spectral gives for a bad rule definition, with the line', async () => {
    await ruleset('rules:\n  my-rule:\n    description: mine\n    given: 42\n    then: {function: truthy}\n');
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toMatch(/\.spectral\.yaml:4: invalid ruleset: rules\.my-rule\.given: must be a valid JSON Path/);
  });

  it('says which file extends what, and that npm install fixes it, when the package is not installed', async () => {
    expect((await runCli(['init'], { cwd: directory })).code).toBe(0);
    const missing = await lint();
    expect(missing.code).toBe(2);
    expect(expectOneLine(missing.stderr)).toBe(`api-conventions: ${path.join(directory, '.spectral.yaml')}:5: extends ./node_modules/api-conventions/dist/spectral/ruleset.js, which is not there: run npm install (or fix the path)`);

    await mkdir(path.join(directory, 'node_modules'));
    await symlink(ROOT, path.join(directory, 'node_modules/api-conventions'), 'dir');
    const installed = await lint();
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(1);
  });

  it('says which module a JavaScript ruleset imports that is not there', async () => {
    await writeFile(path.join(directory, '.spectral.js'), "module.exports = { extends: [require('./shared-ruleset.js')] };\n");
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toMatch(/\.spectral\.js: imports \.\/shared-ruleset\.js, which is not there: run npm install \(or fix the path\)$/);
  });
});
