import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../rulesets/rules/index.js';
import { ROOT, runCli } from '../helpers/cli.js';
import { validateSarif } from './external-tools.js';

/** Every report format, end to end through the built CLI, read back by a parser of that format. */

interface JsonFinding {
  code: string;
  path: string[];
  message: string;
  severity: number;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  source: string;
}

const LEGACY = 'fixtures/gate/legacy-api.yaml';
const SPLIT = 'fixtures/gate/split/openapi.yaml';
const SPLIT_COMPONENTS = 'fixtures/gate/split/components.yaml';
const RULE_DOCS = new Map(RULES.map((rule) => [rule.id, rule.docsUrl]));
const RULE_IDS = ['oas-valid', ...RULES.map((rule) => rule.id)];
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

let directory = '';
let legacyFindings: JsonFinding[] = [];
let splitFindings: JsonFinding[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-formats-'));
  const [legacy, split] = await Promise.all([runCli(['lint', '-f', 'json', LEGACY]), runCli(['lint', '-f', 'json', SPLIT])]);
  legacyFindings = JSON.parse(legacy.stdout) as JsonFinding[];
  splitFindings = JSON.parse(split.stdout) as JsonFinding[];
  // The fixtures must hold findings of several rules and severities for these tests to mean anything.
  expect(new Set(legacyFindings.map((finding) => finding.code)).size).toBeGreaterThanOrEqual(4);
  expect(new Set(legacyFindings.map((finding) => finding.severity))).toEqual(new Set([0, 1]));
  expect(splitFindings.some((finding) => relative(finding.source) === SPLIT_COMPONENTS)).toBe(true);
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('several outputs in one run', () => {
  it('pairs the i-th --output with the i-th --format; a format without one prints to stdout', async () => {
    const sarifFile = path.join(directory, 'pairs/report.sarif');
    const junitFile = path.join(directory, 'pairs/report.xml');
    const result = await runCli(['lint', LEGACY, '-f', 'sarif', '-o', sarifFile, '-f', 'junit', '-o', junitFile, '-f', 'json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(legacyFindings);
    expect(JSON.parse(await readFile(sarifFile, 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(XMLValidator.validate(await readFile(junitFile, 'utf8'))).toBe(true);
  });

  it('-f stylish -o writes the stylish report to the file', async () => {
    const file = path.join(directory, 'stylish.txt');
    const result = await runCli(['lint', LEGACY, '-f', 'stylish', '-o', file]);
    expect(result.stdout).toBe('');
    expect(await readFile(file, 'utf8')).toMatch(/✖ \d+ problems/);
  });

  it('rejects more outputs than formats, and one file for two formats (exit 2, one line)', async () => {
    const cases = [['-f', 'json', '-o', 'a.json', '-o', 'b.json'], ['-f', 'json', '-o', 'same.out', '-f', 'sarif', '-o', 'same.out']];
    const results = await Promise.all(cases.map((args) => runCli(['lint', LEGACY, ...args], { cwd: ROOT })));
    results.forEach((result, index) => {
      expect(result.code, cases[index]?.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    });
  });

  it('names the known formats when given an unknown one', async () => {
    const result = await runCli(['lint', LEGACY, '-f', 'checkstyle']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('known formats: stylish, json, sarif, junit, github, gitlab, markdown, html');
  });
});

describe('sarif', () => {
  interface SarifLog {
    version: string;
    runs: Array<{
      tool: { driver: { name: string; version: string; rules: Array<{ id: string; helpUri?: string; help?: { text: string; markdown: string }; defaultConfiguration: { level: string } }> } };
      artifacts: Array<{ location: { uri: string; uriBaseId?: string }; roles?: string[] }>;
      results: Array<{
        ruleId: string;
        ruleIndex: number;
        level: string;
        message: { text: string };
        locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: { startLine: number; startColumn: number; endLine: number; endColumn: number } } }>;
      }>;
    }>;
  }

  let log: SarifLog;
  let file = '';

  beforeAll(async () => {
    file = path.join(directory, 'report.sarif');
    const result = await runCli(['lint', LEGACY, SPLIT, '-f', 'sarif', '-o', file]);
    expect(result.code).toBe(1);
    log = JSON.parse(await readFile(file, 'utf8')) as SarifLog;
  });

  it("passes Microsoft's SARIF validator with no error and no warning", async () => {
    expect(await validateSarif(file)).toEqual([]);
  });

  it('the validator run is live: it reports a broken log', async () => {
    const broken = path.join(directory, 'broken.sarif');
    await writeFile(broken, JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: {} }] }] }));
    expect((await validateSarif(broken)).filter((problem) => problem.level === 'error')).not.toEqual([]);
  });

  it('lists every rule that ran with its page as help, no link where no docs URL is given, and its default level', async () => {
    const rules = log.runs[0]?.tool.driver.rules ?? [];
    expect(rules.map((rule) => rule.id)).toEqual(expect.arrayContaining(RULE_IDS));
    for (const rule of rules) {
      const page = await readFile(path.join(ROOT, 'docs/rules', `${rule.id}.md`), 'utf8');
      expect(rule.help?.markdown, rule.id).toBe(page.trim().replace(/\[([^\]]+)\]\((?![a-z]+:)[^)\s]+\)/g, '$1'));
      expect(rule.help?.text, rule.id).toContain(`${rule.id}\n`);
      expect(rule.help?.text, rule.id).not.toMatch(/\]\(|\*\*/);
      // An installed file means nothing to a viewer on another machine: no helpUri without --docs-url.
      expect(rule.helpUri, rule.id).toBeUndefined();
    }
    expect(rules.find((rule) => rule.id === 'auth-error-responses')?.defaultConfiguration.level).toBe('warning');
  });

  it('links each rule under --docs-url, relative links of the page included, and still passes the validator', async () => {
    const hosted = path.join(directory, 'hosted.sarif');
    expect((await runCli(['lint', LEGACY, '-f', 'sarif', '-o', hosted, '--docs-url', 'https://docs.example.com/api-conventions'])).code).toBe(1);
    expect(await validateSarif(hosted)).toEqual([]);
    const rules = (JSON.parse(await readFile(hosted, 'utf8')) as SarifLog).runs[0]?.tool.driver.rules ?? [];
    for (const rule of rules) {
      if (RULE_DOCS.has(rule.id)) expect(rule.helpUri, rule.id).toBe(`https://docs.example.com/api-conventions/rules/${rule.id}.md`);
    }
    expect(rules.find((rule) => rule.id === 'path-nouns')?.help?.markdown).toContain('[path-nesting-depth](https://docs.example.com/api-conventions/rules/path-nesting-depth.md)');
  });

  it('takes the docs URL from API_CONVENTIONS_DOCS_URL, and refuses one that is no URL in one line', async () => {
    const hosted = path.join(directory, 'env.sarif');
    expect((await runCli(['lint', LEGACY, '-f', 'sarif', '-o', hosted], { env: { API_CONVENTIONS_DOCS_URL: 'https://docs.example.com/ac/' } })).code).toBe(1);
    const rules = (JSON.parse(await readFile(hosted, 'utf8')) as SarifLog).runs[0]?.tool.driver.rules ?? [];
    expect(rules.find((rule) => rule.id === 'path-nouns')?.helpUri).toBe('https://docs.example.com/ac/rules/path-nouns.md');
    const refused = await runCli(['lint', LEGACY, '--docs-url', 'docs.example.com']);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('api-conventions: --docs-url "docs.example.com" is not an absolute URL; give the folder the docs pages are served from, e.g. https://docs.example.com/api-conventions/');
  });

  it('has one result per finding, located by file (relative to %SRCROOT%), 1-based line and column', () => {
    const run = log.runs[0];
    const expected = [...legacyFindings, ...splitFindings];
    expect(run?.results).toHaveLength(expected.length);
    for (const finding of expected) {
      const result = run?.results.find((candidate) => candidate.ruleId === finding.code && candidate.message.text === finding.message);
      expect(result, finding.message).toBeDefined();
      const location = result?.locations[0]?.physicalLocation;
      expect(location?.artifactLocation).toEqual(expect.objectContaining({ uri: relative(finding.source), uriBaseId: '%SRCROOT%' }));
      expect(location?.region).toMatchObject({ startLine: finding.range.start.line + 1, startColumn: finding.range.start.character + 1 });
      expect(result?.level).toBe(['error', 'warning', 'note', 'note'][finding.severity]);
      expect(run?.tool.driver.rules[result?.ruleIndex ?? -1]?.id).toBe(finding.code);
    }
  });

  it('lists the documents linted as analysis targets, and files reached by $ref beside them', () => {
    const artifacts = log.runs[0]?.artifacts ?? [];
    expect(artifacts.map((artifact) => artifact.location.uri)).toEqual([LEGACY, SPLIT, SPLIT_COMPONENTS]);
    expect(artifacts.map((artifact) => artifact.roles)).toEqual([['analysisTarget'], ['analysisTarget'], undefined]);
  });
});

describe('junit', () => {
  interface TestCase { '@_name': string; '@_classname': string; failure?: { '@_message': string; '@_type': string; '#text': string }; 'system-out'?: string }
  interface TestSuite { '@_name': string; '@_tests': string; '@_failures': string; testcase: TestCase[] }
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testsuite' || name === 'testcase' });

  async function junitOf(args: string[]): Promise<TestSuite[]> {
    const result = await runCli(['lint', ...args, '-f', 'junit']);
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    return (parser.parse(result.stdout) as { testsuites: { testsuite: TestSuite[] } }).testsuites.testsuite;
  }

  it('is well-formed, with one test case per rule per document', async () => {
    const [suite] = await junitOf([LEGACY]);
    expect(suite?.['@_name']).toBe(LEGACY);
    expect(suite?.testcase.map((testCase) => testCase['@_name']).sort()).toEqual([...RULE_IDS].sort());
    expect(Number(suite?.['@_tests'])).toBe(RULE_IDS.length);
  });

  it('fails the cases of rules with findings at or above --fail-severity; others list theirs as output', async () => {
    const errorCodes = new Set(legacyFindings.filter((finding) => finding.severity === 0).map((finding) => finding.code));
    const warnCodes = new Set(legacyFindings.filter((finding) => finding.severity <= 1).map((finding) => finding.code));
    const [byError] = await junitOf([LEGACY]);
    const failed = (suite: TestSuite | undefined) => new Set(suite?.testcase.filter((testCase) => testCase.failure !== undefined).map((testCase) => testCase['@_name']));
    expect(failed(byError)).toEqual(errorCodes);
    expect(Number(byError?.['@_failures'])).toBe(errorCodes.size);
    const warnOnly = byError?.testcase.find((testCase) => testCase['@_name'] === 'auth-error-responses');
    expect(warnOnly?.failure).toBeUndefined();
    expect(warnOnly?.['system-out']).toContain('declares no 401 response');
    const [byWarn] = await junitOf([LEGACY, '--fail-severity', 'warn']);
    expect(failed(byWarn)).toEqual(warnCodes);
  });

  it("puts each finding's location, message and docs link in its failure", async () => {
    const [suite] = await junitOf([LEGACY]);
    const nouns = legacyFindings.find((finding) => finding.code === 'path-nouns') as JsonFinding;
    const failure = suite?.testcase.find((testCase) => testCase['@_name'] === 'path-nouns')?.failure;
    expect(failure?.['@_type']).toBe('error');
    expect(failure?.['#text']).toContain(`${LEGACY}:${nouns.range.start.line + 1}:${nouns.range.start.character + 1} error ${nouns.message}`);
    // Read on the machine that ran it: the page installed with the package.
    expect(failure?.['#text']).toContain(`(${pathToFileURL(path.join(ROOT, RULE_DOCS.get('path-nouns') ?? '')).href})`);
  });

  it('gives a file reached through $ref its own suite with the rules that found something there', async () => {
    const suites = await junitOf([SPLIT]);
    expect(suites.map((suite) => suite['@_name'])).toEqual([SPLIT, SPLIT_COMPONENTS]);
    expect(suites[1]?.testcase.map((testCase) => testCase['@_name'])).toEqual(['field-casing']);
  });
});

describe('github', () => {
  const COMMAND = /^::(error|warning|notice) file=([^,:]+),line=(\d+),endLine=(\d+),col=(\d+)(?:,endColumn=(\d+))?,title=([^,:]+)::(.+)$/;

  it('prints one workflow command per finding: file, 1-based line and column, rule as title', async () => {
    const result = await runCli(['lint', LEGACY, '-f', 'github']);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(legacyFindings.length);
    lines.forEach((line, index) => {
      const finding = legacyFindings[index] as JsonFinding;
      const match = COMMAND.exec(line);
      expect(match, line).not.toBeNull();
      const [, command, file, lineNumber, , column, , title, message] = match ?? [];
      expect(command).toBe(finding.severity === 0 ? 'error' : finding.severity === 1 ? 'warning' : 'notice');
      expect(file).toBe(LEGACY);
      expect(Number(lineNumber)).toBe(finding.range.start.line + 1);
      expect(Number(column)).toBe(finding.range.start.character + 1);
      expect(title).toBe(finding.code);
      expect(message).toBe(finding.message);
    });
  });

  it('prints nothing for a clean run', async () => {
    const clean = path.join(directory, 'clean.yaml');
    await writeFile(clean, "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\n");
    await writeFile(path.join(directory, 'no-rules.yaml'), 'rules: {}\n');
    const result = await runCli(['lint', clean, '-f', 'github', '-r', path.join(directory, 'no-rules.yaml')]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toBe('');
  });
});

describe('markdown', () => {
  it('summarises the totals, the rules with findings (linked under --docs-url) and each finding', async () => {
    const result = await runCli(['lint', LEGACY, '-f', 'markdown', '--docs-url', 'https://docs.example.com/ac/']);
    expect(result.code).toBe(1);
    const errors = legacyFindings.filter((finding) => finding.severity === 0).length;
    const warnings = legacyFindings.filter((finding) => finding.severity === 1).length;
    expect(result.stdout.split('\n')[0]).toBe(`### API conventions: ${legacyFindings.length} problems (${errors} errors, ${warnings} warnings, 0 infos, 0 hints) in 1 document`);
    for (const code of new Set(legacyFindings.map((finding) => finding.code))) {
      const count = legacyFindings.filter((finding) => finding.code === code).length;
      expect(result.stdout).toMatch(new RegExp(`^\\| \\[${code}\\]\\(<https://docs\\.example\\.com/ac/${(RULE_DOCS.get(code) ?? '').replace(/^docs\//, '')}>\\) \\| [^|]+ \\| [a-z, ]+ \\| ${count} \\|$`, 'm'));
    }
    const rows = result.stdout.split('\n').filter((line) => /^\| \d+:\d+ \|/.test(line));
    expect(rows).toHaveLength(legacyFindings.length);
    expect(result.stdout).toContain(`<details><summary>${LEGACY}: ${legacyFindings.length} problems</summary>`);
  });

  it('links no rule without --docs-url: a comment is read where the installed pages are not', async () => {
    const result = await runCli(['lint', LEGACY, '-f', 'markdown']);
    expect(result.stdout).toMatch(/^\| path-nouns \| §2\.1 \| error \| \d+ \|$/m);
    expect(result.stdout).not.toContain('](');
  });

  it('says so when there is nothing to report', async () => {
    const clean = path.join(directory, 'clean-md.yaml');
    await writeFile(clean, "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\n");
    await writeFile(path.join(directory, 'no-rules.yaml'), 'rules: {}\n');
    const result = await runCli(['lint', clean, '-f', 'markdown', '-r', path.join(directory, 'no-rules.yaml')]);
    expect(result.stdout).toBe('### API conventions: No problems found in 1 document\n\n✅ Every document meets the conventions checked.\n');
  });
});
