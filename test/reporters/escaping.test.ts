import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { getReporter } from '../../src/reporters/index.js';
import type { ReportContext } from '../../src/reporters/index.js';

/**
 * Findings carry text from documents and from users' own rules: path keys, property names, file
 * names, messages. Every format must carry that text through intact and never let it break out.
 */

const cwd = path.resolve('/work/api');
const HOSTILE_FILE = path.join(cwd, 'specs/odd, name: 100%.yaml');
const HOSTILE_MESSAGE = 'path "/get<script>alert(1)</script>" has 100% of "a,b:c" | `code` & \'quotes\'\r\nand a second line\u0001';

const finding = (overrides: Partial<Finding>): Finding => ({
  code: 'path-nouns',
  message: HOSTILE_MESSAGE,
  path: ['paths', '/get<script>alert(1)</script>'],
  severity: 0,
  range: { start: { line: 9, character: 2 }, end: { line: 9, character: 40 } },
  source: HOSTILE_FILE,
  docsUrl: 'https://github.com/api-conventions/api-conventions/blob/main/docs/rules/path-nouns.md',
  ...overrides,
});

const findings: Finding[] = [
  finding({}),
  finding({ code: 'my-<b>rule</b>', severity: 2, docsUrl: 'javascript:alert(1)', message: '<img src=x onerror=alert(1)>', range: { start: { line: 3, character: 0 }, end: { line: 3, character: 4 } } }),
];
const context: ReportContext = { files: [HOSTILE_FILE], cwd, color: false };
const report = (format: string) => getReporter(format)(findings, context);

function decodeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
function decodeProperty(text: string): string {
  return decodeData(text.replace(/%3A/g, ':').replace(/%2C/g, ','));
}

describe('github: workflow-command escaping', () => {
  const lines = report('github').trimEnd().split('\n');

  it('keeps each command on one line, with no raw "," or ":" inside a property value', () => {
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) (?:[A-Za-z]+=[^,:]*)(?:,[A-Za-z]+=[^,:]*)*::/);
  });

  it('round-trips the file name and the message through the escaping', () => {
    const match = /^::error file=([^,]*),line=10,endLine=10,col=3,endColumn=41,title=([^,:]*)::(.*)$/.exec(lines[0] ?? '');
    expect(match).not.toBeNull();
    expect(decodeProperty(match?.[1] ?? '')).toBe('specs/odd, name: 100%.yaml');
    expect(decodeProperty(match?.[2] ?? '')).toBe('path-nouns');
    expect(decodeData(match?.[3] ?? '')).toBe(HOSTILE_MESSAGE);
  });

  it('maps info and hint to ::notice', () => {
    expect(lines[1]).toMatch(/^::notice /);
  });
});

describe('junit: XML escaping', () => {
  const text = report('junit');
  it('stays well-formed, with characters XML cannot hold replaced', () => {
    expect(XMLValidator.validate(text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, htmlEntities: true, isArray: (name) => name === 'testcase' }).parse(text) as {
      testsuites: { testsuite: { '@_name': string; testcase: Array<{ '@_name': string; failure?: { '@_message': string } }> } };
    };
    expect(parsed.testsuites.testsuite['@_name']).toBe('specs/odd, name: 100%.yaml');
    const failure = parsed.testsuites.testsuite.testcase.find((testCase) => testCase['@_name'] === 'path-nouns')?.failure;
    expect(failure?.['@_message']).toBe(HOSTILE_MESSAGE.replace('\u0001', '\uFFFD'));
  });
});

describe('html: everything escaped', () => {
  const text = report('html');
  it('lets no markup from findings through, and links no non-web URL', () => {
    expect(text).not.toContain('<script');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<b>rule');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('path &quot;/get&lt;script&gt;alert(1)&lt;/script&gt;&quot; has 100% of &quot;a,b:c&quot; | `code` &amp; &#39;quotes&#39;');
  });
});

describe('markdown: table cells stay cells', () => {
  const text = report('markdown');
  it('escapes pipes, markup and line breaks in messages', () => {
    const rows = text.split('\n').filter((line) => /^\| \d+:\d+ \|/.test(line));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Five cells: unescaped pipes are the six borders only.
      expect(row.match(/(?<!\\)\|/g)).toHaveLength(6);
    }
    // Inside a code span `<script>` is shown as code; everywhere else markup must be escaped.
    expect(text.replace(/`[^`]*`/g, '')).not.toMatch(/<(script|img|b)\b/);
    expect(text).toContain('`#/paths/~1get<script>alert(1)<~1script>`');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('<details><summary>specs/odd, name: 100%.yaml: 2 problems</summary>');
  });
});

describe('sarif: text carried intact', () => {
  it('keeps the message and file, URI-encoded, relative to %SRCROOT%', () => {
    const log = JSON.parse(report('sarif')) as { runs: Array<{ results: Array<{ message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> };
    const [first] = log.runs[0]?.results ?? [];
    expect(first?.message.text).toBe(HOSTILE_MESSAGE);
    expect(first?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('specs/odd%2C%20name%3A%20100%25.yaml');
  });
});
