import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diff } from '../../src/diff/index.js';
import type { Finding } from '../../src/findings.js';
import { lintText } from '../../src/lint/lint.js';
import { ERRORS_3, FIELDS_2, FIELDS_3, MERGED_ALIAS_3, textOf } from '../helpers/aliased-documents.js';
import { lineOf } from '../helpers/marked-lines.js';
import { runCli } from '../helpers/cli.js';

/**
 * A finding reached through a YAML alias is placed where its text is written: inside the anchored
 * definition when its path goes on past the alias, at the alias when the path ends there, and in
 * the mapping a merge key (`<<`) brings in. Never at the start of the document.
 *
 * Each document marks the line a finding must land on with a comment `# <- name`; a case names
 * the finding by code and JSON path (the path as read, through the alias) and the mark.
 */

interface Expected {
  code: string;
  path: Array<string | number>;
  /** The mark of the line it lands on. */
  at: string;
}

interface Case {
  name: string;
  /** YAML after the version line (`textOf`). */
  document: string;
  versions: string[];
  expected: Expected[];
}

const petName = ['properties', 'petName'];
const CASES: Case[] = [
  {
    name: 'a field inside an anchored schema used twice',
    document: FIELDS_3,
    versions: ['3.0.3', '3.1.0'],
    expected: [
      { code: 'field-casing', path: ['paths', '/v1/pets', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'data', 'items', ...petName], at: 'field' },
      { code: 'field-casing', path: ['paths', '/v1/pets/{pet_id}', 'get', 'responses', '200', 'content', 'application/json', 'schema', ...petName], at: 'field' },
    ],
  },
  {
    name: 'responses brought in by a merge key, and one that is an alias',
    document: ERRORS_3,
    versions: ['3.0.3', '3.1.0'],
    expected: [
      { code: 'error-body-shape', path: ['paths', '/v1/pets/{pet_id}', 'get', 'responses', '404'], at: 'merged 404' },
      { code: 'error-body-shape', path: ['paths', '/v1/pets/{pet_id}', 'get', 'responses', '500'], at: 'anchored 500' },
      { code: 'error-body-shape', path: ['paths', '/v1/pets/{pet_id}', 'delete', 'responses', '500'], at: 'alias 500' },
    ],
  },
  {
    name: 'a field reached through a merge key and then an alias',
    document: MERGED_ALIAS_3,
    versions: ['3.0.3', '3.1.0'],
    expected: [
      { code: 'field-casing', path: ['paths', '/v1/owners/{owner_id}', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'ownerNickname'], at: 'nickname' },
    ],
  },
  {
    name: 'Swagger 2.0: a field of an anchored schema used three times; a response that is an alias',
    document: FIELDS_2,
    versions: ['2.0'],
    expected: [
      { code: 'field-casing', path: ['paths', '/v1/pets/{pet_id}', 'get', 'responses', '200', 'schema', ...petName], at: 'field' },
      { code: 'field-casing', path: ['paths', '/v1/pets/{pet_id}', 'put', 'parameters', '0', 'schema', ...petName], at: 'field' },
      { code: 'field-casing', path: ['paths', '/v1/pets/{pet_id}', 'put', 'responses', '200', 'schema', ...petName], at: 'field' },
      { code: 'error-body-shape', path: ['paths', '/v1/pets/{pet_id}', 'put', 'responses', '400'], at: 'anchored 400' },
      { code: 'error-body-shape', path: ['paths', '/v1/pets/{pet_id}', 'put', 'responses', '422'], at: 'alias 422' },
    ],
  },
];

function placed(findings: Finding[], text: string, expected: Expected[]) {
  const codes = new Set(expected.map((finding) => finding.code));
  const actual = findings.filter((finding) => codes.has(finding.code)).map((finding) => ({ code: finding.code, path: finding.path, line: finding.range.start.line }));
  return {
    actual: actual.sort((left, right) => JSON.stringify(left).localeCompare(JSON.stringify(right))),
    expected: expected.map((finding) => ({ code: finding.code, path: finding.path, line: lineOf(text, finding.at) }))
      .sort((left, right) => JSON.stringify(left).localeCompare(JSON.stringify(right))),
  };
}

describe('findings reached through YAML anchors and aliases', () => {
  for (const { name, document, versions, expected } of CASES) {
    for (const version of versions) {
      it(`${name} (${version})`, async () => {
        const text = textOf(version, document);
        const findings = await lintText(text, `/api/aliases-${version}.yaml`);
        const { actual, expected: wanted } = placed(findings, text, expected);
        expect(actual).toEqual(wanted);
        // The line holds what the finding is about: no finding of the document sits on line 1.
        expect(findings.filter((finding) => finding.range.start.line === 0 && finding.path.length > 2)).toEqual([]);
      });
    }
  }

  it('ends on the alias itself, after the key, when the finding is about the aliased node', async () => {
    const text = textOf('3.0.3', ERRORS_3);
    const finding = (await lintText(text, '/api/aliases.yaml')).find((candidate) => candidate.path.join('/') === 'paths//v1/pets/{pet_id}/delete/responses/500');
    const line = lineOf(text, 'alias 500');
    const column = (text.split('\n')[line] ?? '').indexOf('*broken');
    expect(finding?.range).toEqual({ start: { line, character: column - 1 }, end: { line, character: column + '*broken'.length } });
  });
});

describe('the same places in the CLI\'s report, and in diff', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-aliases-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('lint prints the line and column inside the anchor for both uses (stylish)', async () => {
    const text = textOf('3.0.3', FIELDS_3);
    const file = path.join(directory, 'pets.yaml');
    await writeFile(file, text);
    const result = await runCli(['lint', '--no-color', file]);
    const line = lineOf(text, 'field');
    // A mapping value starts one past its key, as Spectral places it.
    const column = (text.split('\n')[line] ?? '').indexOf('petName:') + 'petName:'.length;
    const printed = result.stdout.split('\n').filter((row) => row.includes('field-casing'));
    expect(printed).toEqual([
      `  ${line + 1}:${column + 1}  error  field "petName" is camelCase; this API uses snake_case: "pet_name"  field-casing`,
      `  ${line + 1}:${column + 1}  error  field "petName" is camelCase; this API uses snake_case: "pet_name"  field-casing`,
    ]);
    expect(result.stdout).not.toMatch(/^ {2}1:1 /m);
  });

  it('diff places a change inside an anchored schema where it is written, for every use', async () => {
    const before = textOf('3.0.3', FIELDS_3);
    const after = before.replace('birth_date: {type: string}', 'birth_date: {type: integer} # <- changed');
    const [oldFile, newFile] = [path.join(directory, 'old.yaml'), path.join(directory, 'new.yaml')];
    await writeFile(oldFile, before);
    await writeFile(newFile, after);
    const findings = (await diff(oldFile, newFile)).filter((finding) => finding.code === 'breaking-change');
    expect(findings.map((finding) => finding.message).sort()).toEqual([
      'GET /v1/pets/{pet_id}: 200 response body property `birth_date` is now integer (was string)',
      'GET /v1/pets: 200 response body property `data[].birth_date` is now integer (was string)',
    ]);
    for (const finding of findings) expect({ source: finding.source, line: finding.range.start.line }).toEqual({ source: newFile, line: lineOf(after, 'changed') });
  });
});
