import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document, Ruleset, Spectral } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RULES, apiConventions } from '../../rulesets/api-conventions.js';
import type { ConventionRule } from '../../rulesets/rule.js';
import type { Finding } from '../../src/findings.js';
import { lintText } from '../../src/lint/lint.js';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * A rule that throws costs only its own findings: it becomes one `internal-error` finding naming
 * the rule, every other rule still reports, and the exit code turns to 2 only with `--strict`.
 * Rules are broken here on purpose, by replacing a check for the length of one test.
 */

const VIOLATIONS = path.join(ROOT, 'fixtures/violations.yaml');
let violations: string;
let directory: string;

const nouns = RULES.find((rule) => rule.id === 'path-nouns') as ConventionRule;
const originalCheck = nouns.check;

function breakRule(check: ConventionRule['check']): void {
  nouns.check = check;
}

function lintWithConventions(text: string): Promise<Finding[]> {
  const ruleset = new Ruleset(apiConventions(), { severity: 'recommended' });
  return lintText(text, VIOLATIONS, { ruleset });
}

const summary = (findings: Finding[]) => findings.map((finding) => `${finding.code} ${JSON.stringify(finding.path)} ${finding.message}`);

beforeAll(async () => {
  violations = await readFile(VIOLATIONS, 'utf8');
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-rule-failure-'));
});

afterEach(() => {
  nouns.check = originalCheck;
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('a rule that throws, in the library', () => {
  it('becomes one internal-error finding naming the rule, and the others still report', async () => {
    const healthy = await lintWithConventions(violations);
    expect(healthy.some((finding) => finding.code === 'path-nouns')).toBe(true);
    breakRule(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'segments')\n    at analysePath (path-shape.js:1:1)");
    });
    const findings = await lintWithConventions(violations);
    const failures = findings.filter((finding) => finding.code === 'internal-error');
    expect(failures).toEqual([{
      code: 'internal-error',
      message: 'rule "path-nouns" failed: TypeError: Cannot read properties of undefined (reading \'segments\')',
      path: [],
      severity: 0,
      range: { start: { line: 0, character: 0 }, end: expect.any(Object) as unknown },
      source: VIOLATIONS,
    }]);
    expect(summary(findings.filter((finding) => finding.code !== 'internal-error')))
      .toEqual(summary(healthy.filter((finding) => finding.code !== 'path-nouns')));
  });

  it('reports a check that returns malformed results the same way', async () => {
    breakRule(() => [{ message: 'bad', path: [undefined as unknown as string] }]);
    const findings = await lintWithConventions(violations);
    expect(findings.filter((finding) => finding.code === 'internal-error').map((finding) => finding.message))
      .toEqual(['rule "path-nouns" failed: TypeError: the check returned malformed results']);
  });

  it('keeps a rule result that merely quotes another rule\'s failure as what it is', async () => {
    breakRule(() => [{ message: 'rule "field-casing" failed: not really', path: ['paths'] }]);
    const findings = await lintWithConventions(violations);
    expect(findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
    expect(findings.some((finding) => finding.code === 'path-nouns' && finding.message === 'rule "field-casing" failed: not really')).toBe(true);
  });

  it('keeps a rule result worded like its own failure as what it is: a failure is recorded, not read from the text', async () => {
    breakRule(() => [{ message: 'rule "path-nouns" failed: only words', path: ['paths'] }]);
    const findings = await lintWithConventions(violations);
    expect(findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
    expect(findings.filter((finding) => finding.code === 'path-nouns').map((finding) => finding.message)).toEqual(['rule "path-nouns" failed: only words']);
  });
});

describe('a rule that throws, in stock Spectral', () => {
  it('is one result of that rule, and the run goes on', async () => {
    breakRule(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const spectral = new Spectral();
    spectral.setRuleset(new Ruleset(apiConventions(), { severity: 'recommended' }));
    const results = await spectral.run(new Document(violations, spectralParsers.Yaml, VIOLATIONS));
    const ofRule = results.filter((result) => result.code === 'path-nouns');
    expect(ofRule.map((result) => [result.message, result.path])).toEqual([['rule "path-nouns" failed: RangeError: Maximum call stack size exceeded', []]]);
    expect(new Set(results.map((result) => result.code)).size).toBeGreaterThan(3);
  });
});

describe('the CLI', () => {
  async function project(name: string, ruleset: string): Promise<string> {
    const folder = path.join(directory, name);
    await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }));
    await writeFile(path.join(folder, '.spectral.js'), ruleset);
    await writeFile(path.join(folder, 'openapi.yaml'), violations);
    return folder;
  }

  it('exits 1 with the failure among the findings, and 2 with --strict', async () => {
    const conventions = JSON.stringify(path.join(ROOT, 'dist/rulesets/api-conventions.js'));
    const cwd = await project('broken-conventions', `import { RULES, apiConventions } from ${conventions};
RULES.find((rule) => rule.id === 'path-nouns').check = () => { throw new TypeError('boom'); };
export default apiConventions();
`);
    const result = await runCli(['lint', '--format', 'json', 'openapi.yaml'], { cwd });
    expect(result.stderr).toBe('');
    const findings = JSON.parse(result.stdout) as Finding[];
    expect(findings.filter((finding) => finding.code === 'internal-error').map((finding) => finding.message)).toEqual(['rule "path-nouns" failed: TypeError: boom']);
    expect(findings.filter((finding) => finding.code !== 'internal-error').length).toBeGreaterThan(5);
    expect(result.code).toBe(1);
    const strict = await runCli(['lint', '--strict', '--format', 'json', 'openapi.yaml'], { cwd });
    expect(strict.stdout).toBe(result.stdout);
    expect(strict.code).toBe(2);
  });

  it('reports a user function that stops Spectral\'s whole run as one internal error', async () => {
    const cwd = await project('broken-function', `export default {
  rules: {
    'title-check': { given: '$.info', severity: 'error', then: { function: function explodes() { throw new Error('no title today'); } } },
  },
};
`);
    const result = await runCli(['lint', '--format', 'json', 'openapi.yaml'], { cwd });
    expect(result.stderr).toBe('');
    const findings = JSON.parse(result.stdout) as Finding[];
    expect(findings.map((finding) => [finding.code, finding.message])).toEqual([
      ['internal-error', 'linting stopped: Function "explodes" threw an exception: no title today'],
    ]);
    expect(result.code).toBe(1);
    expect((await runCli(['lint', '--strict', 'openapi.yaml'], { cwd })).code).toBe(2);
  });
});
