import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFile, lintText } from '../../src/lint/lint.js';
import type { Finding } from '../../src/findings.js';

/**
 * A JSON document read from a file is placed from its UTF-8 bytes, not its decoded text: each
 * finding's range must still count characters as the text does (UTF-16 code units), past
 * characters of two, three and four bytes, on long lines and short, as Spectral's own JSON parser
 * places the same path.
 */

/** Violations (a verb in a path, no security) after non-ASCII text, on the same lines too. */
function apiWithNonAscii(): object {
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
  return { openapi: '3.0.3', info: { title: 'Ünïcödé 😀', version: '1.0.0' }, paths };
}

/** What Spectral's own JSON parser gives for a finding's path in `text`. */
function stockRange(text: string, finding: Finding): Finding['range'] {
  const range = new Document(text, spectralParsers.Json).getRangeForJsonPath([...finding.path], true);
  if (range === undefined) throw new Error(`no range for ${finding.path.join('.')}`);
  return range;
}

const layouts: Array<[string, (value: object) => string]> = [
  ['indented', (value) => JSON.stringify(value, null, 2)],
  ['on one line', (value) => JSON.stringify(value)],
  ['with CRLF line ends', (value) => JSON.stringify(value, null, '\t').replace(/\n/g, '\r\n')],
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
      const text = format(apiWithNonAscii());
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
