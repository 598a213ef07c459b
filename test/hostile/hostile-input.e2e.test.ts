import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliResult } from '../helpers/cli.js';
import { ROOT, runCli } from '../helpers/cli.js';

/**
 * The built CLI against broken, strange and malicious documents: each gets a clear finding or a
 * one-line error, the exit code says which, and nothing prints a stack trace.
 */

interface JsonFinding {
  code: string;
  message: string;
  path: Array<string | number>;
  severity: number;
  range: { start: { line: number; character: number } };
  source: string;
}

const hostile = (name: string) => path.join(ROOT, 'fixtures/hostile', name);

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-hostile-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function write(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(directory, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return file;
}

async function lintJson(args: string[]): Promise<CliResult & { findings: JsonFinding[] }> {
  const result = await runCli(['lint', '--format', 'json', ...args]);
  expectNoStackTrace(result);
  let findings: JsonFinding[] = [];
  if (result.stdout.trim() !== '') findings = JSON.parse(result.stdout) as JsonFinding[];
  return { ...result, findings };
}

function expectNoStackTrace(result: CliResult): void {
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).not.toMatch(/^\s+at .+[(:]\d+/m);
  expect(output).not.toMatch(/FATAL ERROR|heap out of memory|node:internal/);
}

/** The one `oas-valid` finding a refused or unreadable document gets, and exit code 1. */
async function expectSingleFinding(file: string, message: RegExp): Promise<JsonFinding> {
  const result = await lintJson([file]);
  expect(result.findings, JSON.stringify(result.findings)).toHaveLength(1);
  const finding = result.findings[0] as JsonFinding;
  expect(finding.code).toBe('oas-valid');
  expect(finding.severity).toBe(0);
  expect(finding.message).toMatch(message);
  expect(result.code).toBe(1);
  return finding;
}

describe('empty, binary and truncated files', () => {
  it('reports an empty file', async () => {
    await expectSingleFinding(await write('empty.yaml', ''), /^document is empty/);
  });

  it('reports a file of whitespace only', async () => {
    await expectSingleFinding(await write('blank.yaml', '  \n\t\n   \r\n'), /^document is empty/);
  });

  it('reports binary garbage as not a text document', async () => {
    const garbage = Buffer.concat([Buffer.from('openapi: 3.0.3\n'), randomBytes(4096)]);
    await expectSingleFinding(await write('garbage.yaml', garbage), /^not a text document/);
  });

  it('reports bytes that are not UTF-8 text, with no NUL among them', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => 0x80 + (index * 37) % 0x7f));
    await expectSingleFinding(await write('latin.json', bytes), /^not a text document/);
  });

  it('reports truncated JSON at the line where it breaks off', async () => {
    const result = await lintJson([hostile('truncated.json')]);
    expect(result.code).toBe(1);
    const syntaxErrors = result.findings.filter((finding) => finding.code === 'oas-valid');
    expect(syntaxErrors.length).toBeGreaterThan(0);
    for (const finding of syntaxErrors) {
      expect(finding.message).toMatch(/^JSON syntax error at line 6, column \d+: /);
      expect(finding.range.start.line).toBe(5);
    }
    expect(result.findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
  });

  it('names the line of a YAML syntax error in the message', async () => {
    const result = await lintJson([hostile('syntax-error.yaml')]);
    expect(result.code).toBe(1);
    const syntaxErrors = result.findings.filter((finding) => finding.code === 'oas-valid');
    expect(syntaxErrors.length).toBeGreaterThan(0);
    for (const finding of syntaxErrors) {
      expect(finding.message).toMatch(/^YAML syntax error at line 9, column \d+: /);
      expect(finding.range.start.line).toBe(8);
    }
    expect(result.findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
  });

  it('reports a YAML tag the parser cannot construct instead of crashing', async () => {
    await expectSingleFinding(hostile('yaml-binary-tag.yaml'), /^YAML tag !!binary at line 4 is not supported: /);
  });

  // Every tag gives findings, never a crash: the standard ones are read, the rest are reported.
  const tagged: Array<[string, string, RegExp | undefined]> = [
    ['!!binary', '!!binary aGVsbG8=', /^YAML tag !!binary at line 5 is not supported: /],
    ['a verbatim binary tag', '!<tag:yaml.org,2002:binary> aGVsbG8=', /^YAML tag !!binary at line 5 is not supported: /],
    ['!!set', '!!set {a, b}', undefined],
    ['!!omap', '!!omap [{a: 1}, {b: 2}]', undefined],
    ['!!pairs', '!!pairs [{a: 1}, {a: 2}]', undefined],
    ['!!str', '!!str 12', undefined],
    ['a custom tag', '!foo bar', /^YAML syntax error at line 5, column \d+: Unknown tag <!foo>/],
    ['!!timestamp', '!!timestamp 2001-12-14t21:59:43.10-05:00', /^YAML syntax error at line 5, column \d+: /],
    ['!!int on a string', '!!int "12"', /^YAML syntax error at line 5, column \d+: /],
  ];
  for (const [name, value, expected] of tagged) {
    it(`gives findings for a value tagged ${name}, never a crash`, async () => {
      const file = await write(`tagged-${name.replace(/\W+/g, '-')}.yaml`, `openapi: 3.0.3\ninfo: {title: Tags, version: '1'}\npaths: {}\n# a comment\nx-logo: ${value}\n`);
      const result = await lintJson([file]);
      expect(result.findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
      for (const finding of result.findings) expect(finding.message).not.toMatch(/TypeError|is not a function/);
      const invalid = result.findings.filter((finding) => finding.code === 'oas-valid');
      if (expected === undefined) {
        expect(invalid).toEqual([]);
        expect(result.code).toBe(0);
      } else {
        expect(invalid.length).toBeGreaterThan(0);
        expect(invalid[0]?.message).toMatch(expected);
        expect(invalid[0]?.range.start.line).toBe(4);
        expect(result.code).toBe(1);
      }
    });
  }

  it('refuses a $ref target holding a binary value, naming the file and the line', async () => {
    await write('binary-target/logo.yaml', 'type: string\nexample: !!binary aGVsbG8=\n');
    const file = await write('binary-target/api.yaml', "openapi: 3.0.3\ninfo: {title: Tags, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Logo: {$ref: 'logo.yaml'}\n");
    const result = await lintJson([file]);
    expect(result.findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
    expect(result.findings.filter((finding) => finding.code === 'oas-valid').map((finding) => finding.message)).toEqual([
      `$ref target "${path.join(directory, 'binary-target/logo.yaml')}" refused: YAML tag !!binary at line 2 is not supported: an OpenAPI document holds text, not binary data; it is not parsed`,
    ]);
  });

  it('reports valid YAML that is not an API description', async () => {
    await expectSingleFinding(hostile('not-openapi.yaml'), /^not an OpenAPI or Swagger document/);
  });

  it('exits 2 with one line for a file that does not exist', async () => {
    const result = await runCli(['lint', path.join(directory, 'nowhere.yaml')]);
    expectNoStackTrace(result);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('resource exhaustion', () => {
  it('refuses a billion-laughs alias bomb by counting, not expanding, its aliases', async () => {
    // Expanding it would not end before the test's timeout; the finding counts what it would copy.
    await expectSingleFinding(hostile('billion-laughs.yaml'), /^YAML aliases would expand the document by [\d,]+ nodes \(the limit is 1,000,000\)/);
  });

  it('refuses the same bomb built from mappings and merge keys', async () => {
    await expectSingleFinding(hostile('merge-key-bomb.yaml'), /^YAML aliases would expand the document/);
  });

  it('refuses a document over 64 MiB without reading it', async () => {
    const file = await write('huge.yaml', Buffer.alloc(65 * 1024 * 1024, '# filler line of a huge document\n'));
    await expectSingleFinding(file, /^document is 65\.0 MiB; documents over 64\.0 MiB are not read$/);
    await rm(file);
  });

  const depth = 100_000;
  const header = 'openapi: 3.0.3\ninfo: {title: Deep, version: "1"}\npaths: {}\n';
  const cases: Array<[string, string, string]> = [
    ['JSON arrays', 'deep-arrays.json', `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'['.repeat(depth)}${']'.repeat(depth)}}`],
    ['JSON objects', 'deep-objects.json', `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`],
    ['YAML flow collections', 'deep-flow.yaml', `${header}x-deep: ${'{a: ['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}\n`],
    ['YAML compact block sequences', 'deep-block.yaml', `${header}x-deep:\n  ${'- '.repeat(depth)}x\n`],
    ['an unterminated YAML flow collection', 'deep-open.yaml', `${header}x-deep: ${'['.repeat(depth)}\n`],
    ['an unterminated JSON array', 'deep-open.json', `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'['.repeat(depth)}`],
  ];
  for (const [name, file, text] of cases) {
    it(`refuses ${depth.toLocaleString('en-US')} levels of ${name}`, async () => {
      const finding = await expectSingleFinding(await write(file, text), /^document nests deeper than 500 levels \(line \d+\)/);
      expect(finding.range.start.line).toBeGreaterThanOrEqual(0);
    });
  }
});

describe('$ref resolution', () => {
  it('lints a document with circular schemas normally', async () => {
    const circular = await lintJson([hostile('circular-refs.yaml')]);
    const base = await lintJson([path.join(ROOT, 'fixtures/tasks-api.yaml')]);
    expect(circular.findings.map((finding) => finding.code)).toEqual(base.findings.map((finding) => finding.code));
    expect(circular.code).toBe(base.code);
  });

  it('reports $refs whose targets do not exist', async () => {
    const result = await lintJson([hostile('missing-refs.yaml')]);
    expect(result.code).toBe(1);
    const refFindings = result.findings.filter((finding) => finding.code === 'oas-valid');
    expect(refFindings.map((finding) => finding.message).sort()).toEqual([
      `$ref target "${hostile('no-such-file.yaml')}": no such file`,
      "'#/components/schemas/Nowhere' does not exist",
    ]);
    expect(result.findings.some((finding) => finding.code === 'internal-error')).toBe(false);
  });
});

describe('dangerous names and odd encodings', () => {
  for (const file of ['proto-keys.yaml', 'proto-keys.json']) {
    it(`lints __proto__, constructor and prototype as plain names (${file})`, async () => {
      const result = await lintJson([hostile(file)]);
      expect([0, 1]).toContain(result.code);
      expect(result.findings.filter((finding) => finding.code === 'internal-error')).toEqual([]);
      // Pointers through inherited properties lead nowhere: they are not own members.
      const missing = result.findings.filter((finding) => /does not exist/.test(finding.message)).map((finding) => finding.message).sort();
      expect(missing).toEqual(["'#/__proto__/polluted' does not exist", "'#/constructor/prototype' does not exist"]);
    });
  }

  it('reports each repeated operationId where it is written', async () => {
    const result = await lintJson([hostile('duplicate-operation-ids.yaml')]);
    expect(result.code).toBe(1);
    const duplicates = result.findings.filter((finding) => /operationId/.test(finding.message));
    expect(duplicates.map((finding) => [finding.code, finding.path.join(' '), finding.message])).toEqual([
      ['oas-valid', 'paths /v1/comments get operationId', 'operationId "listTasks" is already used by GET /v1/tasks; operationIds must be unique in a document'],
      ['oas-valid', 'paths /v1/comments post operationId', 'operationId "listTasks" is already used by GET /v1/tasks; operationIds must be unique in a document'],
    ]);
  });

  it('lints a 3.1 document with webhooks and no paths', async () => {
    const result = await lintJson([hostile('webhooks-only.yaml')]);
    expect(result.findings.filter((finding) => finding.code === 'oas-valid' || finding.code === 'internal-error')).toEqual([]);
    expect([0, 1]).toContain(result.code);
  });

  describe('encodings of a conforming document', () => {
    let conforming: string;
    beforeAll(async () => {
      conforming = await readFile(path.join(ROOT, 'fixtures/tasks-api.yaml'), 'utf8');
    });

    const encodings: Array<[string, (text: string) => Buffer]> = [
      ['UTF-8 with a BOM', (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
      ['UTF-16LE with a BOM', (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['UTF-16BE with a BOM', (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
      ['UTF-16LE without a BOM', (text) => Buffer.from(text, 'utf16le')],
    ];
    for (const [name, encode] of encodings) {
      it(`reads ${name}`, async () => {
        const file = await write(`encoded-${name.replace(/\W+/g, '-')}.yaml`, encode(conforming));
        const result = await lintJson([file]);
        expect(result.findings).toEqual([]);
        expect(result.code).toBe(0);
      });
    }
  });
});
