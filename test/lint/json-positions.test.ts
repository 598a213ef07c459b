import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFile, lintText } from '../../src/lint/lint.js';
import type { Finding } from '../../src/findings.js';
import { asciiJson, readDocument } from '../../src/parse/read-document.js';

/**
 * A JSON document read from a file is placed from its UTF-8 bytes, not its decoded text: each
 * finding's range must still count characters as the text does (UTF-16 code units), past
 * characters of two, three and four bytes, on long lines and short, as Spectral's own JSON parser
 * places the same path.
 */

/** Violations (a verb in a path, no security) after non-ASCII text, on the same lines too. */
function apiWithNonAscii(asciiPrefix = ''): object {
  const names = ['Café résumé', 'Übersicht 中文 説明', 'Emoji 😀 and 𝄞 clef', 'plain'];
  const tags = ['café', '中文', '😀𝄞', 'plain'];
  const paths: Record<string, object> = {};
  names.forEach((name, index) => {
    paths[`/getItems-${tags[index] ?? ''}`] = {
      get: {
        summary: name,
        description: `${name} ${name}`,
        operationId: `list${index}`,
        responses: {
          '200': {
            description: `${name} — ok`,
            content: { 'application/json': { schema: { type: 'object', properties: { [`fieldName${index}`]: { type: 'string', description: name }, userName: { type: 'string' } } } } },
          },
        },
      },
    };
  });
  return { openapi: '3.0.3', ...(asciiPrefix === '' ? {} : { 'x-preface': asciiPrefix }), info: { title: 'Ünïcödé 😀', version: '1.0.0' }, paths };
}

/** What Spectral's own JSON parser gives for a finding's path in `text`. */
function stockRange(text: string, finding: Finding): Finding['range'] {
  const range = new Document(text, spectralParsers.Json).getRangeForJsonPath([...finding.path], true);
  if (range === undefined) throw new Error(`no range for ${finding.path.join('.')}`);
  return range;
}

/** Past 64 KB of ASCII, a `.json` file is parsed from its text with every other character escaped (`asciiJson`). */
const LONG_ASCII = 'Plain words. '.repeat(6000);

const layouts: Array<[string, () => string]> = [
  ['indented', () => JSON.stringify(apiWithNonAscii(), null, 2)],
  ['on one line', () => JSON.stringify(apiWithNonAscii())],
  ['with CRLF line ends', () => JSON.stringify(apiWithNonAscii(), null, '\t').replace(/\n/g, '\r\n')],
  ['indented, past 64 KB of ASCII', () => JSON.stringify(apiWithNonAscii(LONG_ASCII), null, 2)],
  ['on one line, past 64 KB of ASCII', () => JSON.stringify(apiWithNonAscii(LONG_ASCII))],
];

describe('JSON findings past non-ASCII characters', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-positions-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  for (const [layout, format] of layouts) {
    it(`are placed as Spectral's parser places them, from a file and from text (${layout})`, async () => {
      const text = format();
      const file = path.join(directory, `${layout.replace(/\W+/g, '-')}.json`);
      await writeFile(file, text);
      const fromFile = (await lintFile(file)).filter((finding) => finding.path.length > 0);
      expect(fromFile.length).toBeGreaterThan(8);
      // Some are placed past a multi-byte character on their own line.
      expect(fromFile.some((finding) => String(finding.path[1]).includes('😀'))).toBe(true);
      for (const finding of fromFile) expect({ path: finding.path, range: finding.range }).toEqual({ path: finding.path, range: stockRange(text, finding) });
      expect(await lintText(text, file)).toEqual(await lintFile(file));
    });
  }

  it('are placed from the text when the bytes are not valid UTF-8 or start with a byte order mark', async () => {
    // On one line, so that findings follow the bad bytes on their line.
    const text = JSON.stringify(apiWithNonAscii());
    const invalid = path.join(directory, 'invalid-utf8.json');
    const marker = Buffer.from('"Café résumé"');
    const bytes = Buffer.from(text);
    const at = bytes.indexOf(marker);
    // A stray continuation byte and a truncated sequence inside a string: each decodes to one U+FFFD.
    await writeFile(invalid, Buffer.concat([bytes.subarray(0, at + 1), Buffer.from([0x80, 0xe4, 0xb8]), bytes.subarray(at + 1)]));
    const decoded = Buffer.concat([bytes.subarray(0, at + 1), Buffer.from([0x80, 0xe4, 0xb8]), bytes.subarray(at + 1)]).toString('utf8');
    const fromInvalid = (await lintFile(invalid)).filter((finding) => finding.path.length > 0);
    expect(fromInvalid.length).toBeGreaterThan(8);
    for (const finding of fromInvalid) expect(finding.range).toEqual(stockRange(decoded, finding));

    const withBom = path.join(directory, 'bom.json');
    await writeFile(withBom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]));
    expect(await lintFile(withBom)).toEqual((await lintText(text, withBom)));
  });
});

describe('a JSON text with its non-ASCII characters escaped', () => {
  const samples = [
    '{"café": "résumé", "中文": ["説明", "😀𝄞"], "mixed": "a\\u00e9b é \\"q\\" \\\\ ü", "n": 1.5e3}',
    JSON.stringify({ key: 'x'.repeat(5000) + 'é'.repeat(3000) + '😀'.repeat(2000) }),
  ];

  it.each(samples)('parses to the same values as the text (%#)', (text) => {
    const bytes = Buffer.from(text);
    const escaped = asciiJson(bytes);
    expect(Buffer.from(escaped, 'latin1').every((byte) => byte < 0x80)).toBe(true);
    expect(JSON.parse(escaped)).toEqual(JSON.parse(text));
    expect(escaped.split('\n').length).toBe(text.split('\n').length);
  });

  it('is rejected where the text is: a character outside a string', () => {
    const text = '{"a": 1, é: 2}';
    const parse = (json: string): unknown => JSON.parse(json);
    expect(() => parse(text)).toThrow(SyntaxError);
    expect(() => parse(asciiJson(Buffer.from(text)))).toThrow(SyntaxError);
  });

  it('is read from a file as from its bytes, which are kept as written, whether its escapes fit after them or not, past 1 MB too', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-escaped-'));
    try {
      const texts = [
        // A few runs, the last at the very end: escaped where the file was read.
        `${JSON.stringify({ preface: LONG_ASCII, a: 'é', b: '😀𝄞 中 ü', c: LONG_ASCII })}\u00a0`,
        `\ufeff${JSON.stringify({ preface: LONG_ASCII, a: 'Café résumé' })}`,
        // Past the 1 MB a large file is read through, a chunk at a time.
        JSON.stringify({ preface: 'x'.repeat(2_500_000), a: 'é', b: LONG_ASCII }),
        // Escapes longer than the room read after it: escaped into a copy.
        JSON.stringify({ preface: LONG_ASCII, a: '中文'.repeat(20000) }),
      ];
      for (const [index, text] of texts.entries()) {
        const file = path.join(directory, `${index}.json`);
        await writeFile(file, text);
        const read = await readDocument(file, 8 * 1024 * 1024, true);
        const written = Buffer.from(text.replace(/^\uFEFF/, ''));
        expect(read.escaped).toBe(true);
        expect(read.text).toBe(asciiJson(written));
        expect(Buffer.compare(read.utf8 ?? Buffer.alloc(0), written)).toBe(0);
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('is what a large .json file is read as, and a broken one is reported from the text as written', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-escaped-'));
    try {
      const text = JSON.stringify(apiWithNonAscii(LONG_ASCII), null, 2);
      const file = path.join(directory, 'large.json');
      await writeFile(file, text);
      expect((await readDocument(file, 1024 * 1024, true)).escaped).toBe(true);
      // A syntax error after a multi-byte character on its line: its column counts characters as written.
      const broken = text.replace('"summary": "Café résumé",', '"summary": "Café résumé" ,,');
      const brokenFile = path.join(directory, 'broken.json');
      await writeFile(brokenFile, broken);
      const findings = await lintFile(brokenFile);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings).toEqual(await lintText(broken, brokenFile));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
