import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { json } from '../../src/reporters/json.js';
import { streamingReport } from '../../src/reporters/streaming.js';

/** The JSON report written file by file, as a lint writes it, against the whole-list reporter. */

function findingsOf(source: string, count: number): Finding[] {
  return Array.from({ length: count }, (_, index) => ({
    code: index % 3 === 0 ? 'field-casing' : 'path-nouns',
    message: `finding ${index} with "quotes", a \\ and ünïcödé`,
    path: ['paths', `/items/{id}/${index}`, 'get', 'responses', index % 7],
    severity: (index % 4) as Finding['severity'],
    range: { start: { line: index, character: 2 }, end: { line: index + 1, character: 0 } },
    source,
    docsUrl: 'https://example.com/rules#x',
  }));
}

const context = { color: false, files: [] as string[], cwd: '/' };
const NO_COUNTS = { 0: 0, 1: 0, 2: 0, 3: 0 };
const files = { '/api/a.json': 2_500, '/api/b.yaml': 0, '/api/c.yaml': 3, '/api/d.json': 1_000 };

function written(listDocuments: boolean): string {
  const report = streamingReport('json', { ...context, files: Object.keys(files) }, listDocuments);
  if (report === undefined) throw new Error('json has a streaming form');
  const parts = Object.entries(files).map(([source, count]) => report.file(source, findingsOf(source, count)));
  return parts.join('') + report.end(NO_COUNTS);
}

const all = Object.entries(files).flatMap(([source, count]) => findingsOf(source, count));

describe('the JSON report written file by file', () => {
  it('is the text the whole-list reporter gives, over files of thousands of findings and of none', () => {
    expect(written(false)).toBe(json(all, { ...context, files: Object.keys(files) }));
  });

  it('with the documents listed, is {documents, findings} as JSON.stringify writes it', () => {
    const text = written(true);
    const entries = all.map(({ code, path, message, severity, range, source }) => ({ code, path, message, severity, range, source }));
    expect(text).toBe(`${JSON.stringify({ documents: Object.keys(files), findings: entries }, null, 2)}\n`);
  });

  it('of a run without findings, an empty list', () => {
    const report = streamingReport('json', { ...context, files: ['/api/a.json'] });
    expect(`${report?.file('/api/a.json', []) ?? ''}${report?.end(NO_COUNTS) ?? ''}`).toBe('[]\n');
    const listed = streamingReport('json', { ...context, files: ['/api/a.json'] }, true);
    expect(JSON.parse(`${listed?.file('/api/a.json', []) ?? ''}${listed?.end(NO_COUNTS) ?? ''}`)).toEqual({ documents: ['/api/a.json'], findings: [] });
  });
});
