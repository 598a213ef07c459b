import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSide } from '../../src/diff/load-side.js';
import { documentMentions } from '../../src/parse/read-document.js';
import { IGNORE_EXTENSION, prepareSuppressions } from '../../src/suppressions/index.js';
import type { Finding } from '../../src/findings.js';

/**
 * A side read from a file answers whether the file holds a string from the bytes it read, as
 * `documentMentions` answers by reading the file again; the suppressions take that answer
 * instead of reading the file.
 */

let directory: string;
const options = () => ({ allowExternalRefs: false, allowRemoteRefs: false, cwd: directory });

const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'Cafés — 咖啡', version: '1.0.0' },
  paths: { '/pets': { get: { responses: { '200': { description: 'Große Antwort 🐾', [IGNORE_EXTENSION]: [{ rule: 'breaking-change', reason: 'test' }] } } } } },
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'api-conventions-mentions-'));
  await writeFile(path.join(directory, 'api.json'), JSON.stringify(DOCUMENT, null, 2));
  await writeFile(path.join(directory, 'bom.json'), `\uFEFF${JSON.stringify({ ...DOCUMENT, info: { title: 'plain', version: '1' } })}`);
  await writeFile(path.join(directory, 'api.yaml'), 'openapi: 3.0.3\ninfo: {title: Cafés, version: "1"}\npaths: {}\n');
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('DiffSide.mentions', () => {
  for (const file of ['api.json', 'bom.json', 'api.yaml']) {
    it(`answers as documentMentions does: ${file}`, async () => {
      const side = await loadSide(file, options());
      expect(side.mentions).toBeDefined();
      for (const needle of [IGNORE_EXTENSION, 'openapi', 'Caf', '"200"', 'not in the document']) {
        expect(side.mentions?.(needle), needle).toBe(await documentMentions(path.join(directory, file), needle));
      }
    });
  }

  it('is absent for a side given as text, which is not read from the file', async () => {
    const file = path.join(directory, 'api.json');
    const side = await loadSide(file, { ...options(), texts: new Map([[file, JSON.stringify(DOCUMENT)]]) });
    expect(side.mentions).toBeUndefined();
  });
});

describe('Suppressions.apply with searches', () => {
  const finding = (source: string): Finding => ({
    code: 'breaking-change',
    message: 'GET /pets: success response 200 removed',
    path: ['paths', '/pets', 'get', 'responses', '200'],
    severity: 0,
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    source,
  });

  it('reads the exceptions when the search finds them, and not the file when it does not', async () => {
    const file = path.join(directory, 'api.json');
    const suppressions = await prepareSuppressions({});
    const found = await suppressions.apply([finding(file)], [file], undefined, new Map([[file, () => true]]));
    expect(found.findings).toEqual([]);
    // The file holds the exception, but the search said it does not: the file is not read.
    const notFound = await suppressions.apply([finding(file)], [file], undefined, new Map([[file, () => false]]));
    expect(notFound.findings).toHaveLength(1);
  });
});
