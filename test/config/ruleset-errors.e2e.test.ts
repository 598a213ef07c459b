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

  const optionsRule = (extensions: string) => `${extendsConventions}rules:\n  api-conventions-options:\n    given: $\n    then: {function: truthy}\n    extensions:\n${extensions}`;

  it('names the line and the option, says what is allowed, and guesses a misspelt option', async () => {
    await ruleset(optionsRule('      casing: snake_case\n      alowedMediaTypes: [application/xml]\n'));
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toBe(`api-conventions: ${path.join(directory, '.spectral.yaml')}:9: invalid ruleset: option "alowedMediaTypes": is not an option (did you mean "allowedMediaTypes"?); known options: casing, versioning, basePath, singletons, extraVerbs, extraUncountables, allowedMediaTypes, diffKinds, vocabulary`);
  });

  it('says which values an option takes, and which vocabulary lists there are', async () => {
    await ruleset(optionsRule('      casing: snake\n      vocabulary:\n        singleton: [me]\n        page-fields.item: [records]\n'));
    const result = await lint();
    expect(result.code).toBe(2);
    const line = expectOneLine(result.stderr);
    expect(line).toContain('.spectral.yaml:8: invalid ruleset: option "casing": must be one of ["auto","snake_case","camelCase"]');
    expect(line).toContain('line 10: option "vocabulary.singleton": "singleton" is not a vocabulary list (did you mean "singletons"?); lists a configuration extends: action-parameter-names, action-verbs, ');
    expect(line).toContain('line 11: option "vocabulary.page-fields.item": "page-fields.item" is not a vocabulary list (did you mean "page-fields.items"?); what a configuration extends of "page-fields": page-fields.info, page-fields.info-prefix, page-fields.items, page-fields.page-field, page-fields.request, page-fields.total');
  });

  it('says what Spectral needs of the options rule: given and then beside extensions', async () => {
    await ruleset(`${extendsConventions}rules:\n  api-conventions-options:\n    extensions: {casing: snake_case}\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toContain('.spectral.yaml:4: invalid ruleset: rule api-conventions-options lacks given and then: Spectral takes a rule written as a mapping only with both, so write "given: $" and "then: {function: truthy}" beside extensions');
  });

  it('guesses the rule meant by a misspelt one, and by a misspelt options rule', async () => {
    await ruleset(`${extendsConventions}rules:\n  path-plural-collections: warn\n  path-noun: warn\n`);
    const misspelt = await lint();
    expect(misspelt.code).toBe(2);
    expect(expectOneLine(misspelt.stderr)).toContain('.spectral.yaml:5: invalid ruleset: rule path-noun is not defined by any ruleset it extends (did you mean "path-nouns"?)');
    await ruleset(`${extendsConventions}rules:\n  api-convention-options:\n    given: $\n    then: {function: truthy}\n    extensions: {casing: snake_case}\n`);
    const options = await lint();
    expect(options.code).toBe(2);
    expect(expectOneLine(options.stderr)).toContain('.spectral.yaml:4: invalid ruleset: rule api-convention-options is not a rule of api-conventions (did you mean "api-conventions-options"?)');
  });

  it('checks the options a JavaScript ruleset sets on the options rule', async () => {
    await writeFile(path.join(directory, '.spectral.mjs'), `import conventions from ${JSON.stringify(path.join(ROOT, 'dist/spectral/ruleset.js'))};
export default { extends: [conventions], rules: { 'api-conventions-options': { given: '$', then: { function: () => [] }, extensions: { casing: 'kebab' } } } };
`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toMatch(/\.spectral\.mjs: invalid ruleset: invalid option "rules\.api-conventions-options\.extensions\.casing": must be one of \["auto","snake_case","camelCase"\]$/);
  });

  it('says that options are set per document, not per JSON pointer, and what works instead', async () => {
    await ruleset(`${extendsConventions}overrides:\n  - files: ['openapi.yaml#/paths/~1legacy']\n    rules:\n      api-conventions-options:\n        given: $\n        then: {function: truthy}\n        extensions: {casing: camelCase}\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toContain('.spectral.yaml:6: invalid ruleset: overrides[0]: options cannot be set for a JSON pointer (Spectral takes only severities in an override whose files name one, "#/..."); set them for whole documents, in an override whose files are globs only');
  });

  it('names a misspelt rule in an override when the file is read, not when a document it applies to is linted', async () => {
    await ruleset(`${extendsConventions}overrides:\n  - files: ['legacy/**']\n    rules:\n      path-noun: 'off'\n`);
    const result = await lint();
    expect(result.code).toBe(2);
    expect(expectOneLine(result.stderr)).toContain('.spectral.yaml:6: invalid ruleset: overrides[0]: rule path-noun is not defined by any ruleset it extends (did you mean "path-nouns"?)');
  });
});

