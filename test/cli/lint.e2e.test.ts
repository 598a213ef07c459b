import { mkdtemp, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

interface JsonFinding {
  code: string;
  path: string[];
  message: string;
  severity: number;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  source: string;
}

const fixture = (name: string) => path.join('fixtures', name);

function parseJson(stdout: string): JsonFinding[] {
  return JSON.parse(stdout) as JsonFinding[];
}

describe('lint: conforming and violating documents', () => {
  it('exits 0 on the conforming fixtures in 3.0, 3.1 and 2.0', async () => {
    const result = await runCli(['lint', fixture('tasks-api.yaml'), fixture('tasks-api-3.1.yaml'), fixture('tasks-api.swagger.json')]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('No problems found in 3 documents');
    expect(result.code).toBe(0);
  });

  it('prints an empty JSON array for a conforming document', async () => {
    const result = await runCli(['lint', '-f', 'json', fixture('tasks-api.yaml')]);
    expect(parseJson(result.stdout)).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('exits 1 and reports each violation in Spectral JSON shape', async () => {
    const result = await runCli(['lint', '--format', 'json', fixture('violations.yaml')]);
    expect(result.code).toBe(1);
    const findings = parseJson(result.stdout);
    const nouns = findings.find((finding) => finding.code === 'path-nouns');
    expect(nouns).toMatchObject({
      path: ['paths', '/getOrders'],
      severity: 0,
      source: path.join(ROOT, 'fixtures/violations.yaml'),
      range: { start: { line: 9 } },
    });
    expect(findings).toContainEqual(expect.objectContaining({ code: 'path-nesting-depth', path: ['paths', '/orders/{order_id}/items/{item_id}/notes'] }));
    expect(findings).toContainEqual(expect.objectContaining({ code: 'field-casing', path: ['components', 'schemas', 'Order', 'properties', 'totalPrice'], message: 'field "totalPrice" is camelCase; this API uses snake_case: "total_price"' }));
    expect(findings).toContainEqual(expect.objectContaining({ code: 'error-body-shape', path: ['components', 'schemas', 'Error'] }));
    // Spectral's six keys, then a fix or suggestions where the finding has them (docs/fix.md).
    for (const finding of findings) {
      expect(Object.keys(finding).filter((key) => key !== 'fix' && key !== 'suggestions').sort()).toEqual(['code', 'message', 'path', 'range', 'severity', 'source']);
    }
    expect(findings.filter((finding) => 'suggestions' in finding).map((finding) => finding.code).sort()).toEqual(['field-casing', 'list-envelope']);
    expect(findings.filter((finding) => 'fix' in finding).map((finding) => finding.code).sort()).toEqual(['auth-error-responses', 'auth-error-responses', 'auth-error-responses', 'rate-limit-retry-after']);
  });

  it('prints stylish rows with 1-based line:col, severity, message and rule, then a summary', async () => {
    const result = await runCli(['lint', fixture('violations.yaml')]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('fixtures/violations.yaml');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}10:14 +error +path "\/getOrders" has the verb "get".* {2}path-nouns$/));
    expect(result.stdout).toMatch(/✖ \d+ problems \(\d+ errors?, \d+ warnings?, \d+ infos?, \d+ hints?\) in 1 document/);
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('--quiet shows errors only, and --fail-severity decides the exit code', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-cli-'));
    try {
      await writeFile(path.join(directory, '.spectral.yaml'), `extends: [[${JSON.stringify(path.join(ROOT, 'dist/rulesets/index.js'))}, off]]\nrules:\n  path-nouns: warn\n`);
      await writeFile(path.join(directory, 'openapi.yaml'), "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /getTasks:\n    get:\n      security: []\n      responses: {'204': {description: ok}}\n");
      const json = await runCli(['lint', '-f', 'json', 'openapi.yaml'], { cwd: directory });
      const warnings = parseJson(json.stdout).filter((finding) => finding.code === 'path-nouns');
      expect(warnings).toEqual([expect.objectContaining({ severity: 1 })]);
      expect(json.code).toBe(0);
      const failOnWarn = await runCli(['lint', '--fail-severity', 'warn', 'openapi.yaml'], { cwd: directory });
      expect(failOnWarn.code).toBe(1);
      const quiet = await runCli(['lint', '-q', '-f', 'json', 'openapi.yaml'], { cwd: directory });
      expect(parseJson(quiet.stdout).filter((finding) => finding.severity !== 0)).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('lints a directory (only files that declare openapi or swagger) and a glob', async () => {
    const directory = await runCli(['lint', '-f', 'json', 'fixtures/bad']);
    const sources = new Set(parseJson(directory.stdout).map((finding) => path.basename(finding.source)));
    expect(sources).toEqual(new Set(['syntax-error.yaml', 'schema-error.yaml', 'escaping-ref.yaml']));
    const glob = await runCli(['lint', 'fixtures/tasks-api*.yaml']);
    expect(glob.stdout).toContain('No problems found in 2 documents');
    expect(glob.code).toBe(0);
  });
});

describe('lint: bad input', () => {
  it('reports a YAML syntax error as oas-valid at its line (exit 1)', async () => {
    const result = await runCli(['lint', '-f', 'json', fixture('bad/syntax-error.yaml')]);
    expect(result.code).toBe(1);
    const syntaxErrors = parseJson(result.stdout).filter((finding) => finding.code === 'oas-valid');
    expect(syntaxErrors).toEqual([expect.objectContaining({ message: expect.stringMatching(/end of the stream/i) })]);
    expect(syntaxErrors[0]?.range.start.line).toBeGreaterThanOrEqual(7);
  });

  it('reports a file that is no OpenAPI document with one oas-valid finding', async () => {
    const result = await runCli(['lint', '-f', 'json', fixture('bad/not-openapi.yaml')]);
    expect(result.code).toBe(1);
    expect(parseJson(result.stdout)).toEqual([expect.objectContaining({ code: 'oas-valid', path: [], message: expect.stringContaining('not an OpenAPI or Swagger document') })]);
  });

  it('reports schema errors at their JSON path', async () => {
    const result = await runCli(['lint', '-f', 'json', fixture('bad/schema-error.yaml')]);
    expect(result.code).toBe(1);
    const findings = parseJson(result.stdout).filter((finding) => finding.code === 'oas-valid');
    expect(findings).toContainEqual(expect.objectContaining({ path: ['info'], message: 'missing required property "version"' }));
    expect(findings).toContainEqual(expect.objectContaining({ path: ['paths', '/users', 'get', 'responses', '204'] }));
  });

  it('refuses a $ref that climbs out of the document tree, without printing the target', async () => {
    const result = await runCli(['lint', '-f', 'json', fixture('bad/escaping-ref.yaml')]);
    expect(result.code).toBe(1);
    const refused = parseJson(result.stdout).filter((finding) => finding.code === 'oas-valid' && finding.message.includes('refused'));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.path).toEqual(['paths', '/users', 'get', 'responses', '204', '$ref']);
    const hostname = await readFile('/etc/hostname', 'utf8').catch(() => '');
    if (hostname.trim().length > 0) expect(result.stdout).not.toContain(hostname.trim());
  });

  it('exits 2 with a one-line message for a missing file', async () => {
    const result = await runCli(['lint', 'fixtures/nope.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('api-conventions: fixtures/nope.yaml: no such file or directory');
  });

  it('exits 2 for a usage error: unknown option, unknown format, no document', async () => {
    for (const args of [['lint', '--frobnicate', 'x.yaml'], ['lint', '-f', 'xml', fixture('tasks-api.yaml')], ['lint']]) {
      const result = await runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('exits 2 for an invalid ruleset file, with a stack trace only under --debug', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-cli-'));
    try {
      const ruleset = path.join(directory, 'broken.yaml');
      await writeFile(ruleset, 'rules:\n  my-rule:\n    given: 42\n');
      const plain = await runCli(['lint', '-r', ruleset, fixture('tasks-api.yaml')]);
      expect(plain.code).toBe(2);
      expect(plain.stderr).toContain(`${ruleset}:3: invalid ruleset: rules.my-rule`);
      expect(plain.stderr.trim().split('\n')).toHaveLength(1);
      const debug = await runCli(['lint', '--debug', '-r', ruleset, fixture('tasks-api.yaml')]);
      expect(debug.code).toBe(2);
      expect(debug.stderr).toMatch(/\n\s+at /);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('exits 2 when asked to write the report over a document being linted', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-cli-'));
    try {
      const document = path.join(directory, 'openapi.yaml');
      await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), document);
      const before = await readFile(document, 'utf8');
      const result = await runCli(['lint', document, '-o', document]);
      expect(result.code).toBe(2);
      expect(await readFile(document, 'utf8')).toBe(before);
      const report = path.join(directory, 'out/report.json');
      const written = await runCli(['lint', document, '-f', 'json', '-o', report]);
      expect(written.code).toBe(1);
      expect(written.stdout).toBe('');
      expect(JSON.parse(await readFile(report, 'utf8'))).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'path-nouns' })]));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('lint: help and version', () => {
  let version = '';
  beforeAll(async () => {
    version = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  });
  afterAll(() => undefined);

  it('--version prints the package version', async () => {
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('lint --help shows options and examples', async () => {
    const result = await runCli(['lint', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--fail-severity');
    expect(result.stdout).toContain('Examples:');
  });
});
