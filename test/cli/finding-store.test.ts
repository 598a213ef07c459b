import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { compareFindings } from '../../src/findings.js';
import { FindingStore } from '../../src/parallel/finding-store.js';

function finding(source: string, line: number, message: string): Finding {
  return { code: 'path-nouns', message, path: ['paths', `/p${line}`], severity: 1, range: { start: { line, character: 2 }, end: { line, character: 9 } }, source };
}

/** `count` findings in `source`, in reverse reading order, with a message long enough to make a large text of many. */
function findingsOf(source: string, count: number): Finding[] {
  return Array.from({ length: count }, (_, index) => finding(source, count - index, `segment ${index} ${'is not a noun '.repeat(20)}`));
}

describe('FindingStore', () => {
  it('gives back each file\'s findings in reading order, whether kept as JSON, deflated or, for the last document, as they came', () => {
    const store = new FindingStore();
    const small = findingsOf('/a.yaml', 3);
    // A megabyte and more of JSON: deflated as soon as it is stored.
    const large = findingsOf('/b.json', 4_000);
    // The last document points into the first one's file too (a `$ref`).
    const last = [...findingsOf('/c.yaml', 5), finding('/a.yaml', 100, 'through a $ref')];
    store.add(small);
    store.add(large);
    store.add(last, true);
    expect(store.size).toBe(3 + 4_000 + 6);
    expect(store.sources(['/d.yaml'])).toEqual(['/a.yaml', '/b.json', '/c.yaml', '/d.yaml']);
    expect(store.findingsIn('/a.yaml')).toEqual([...small, finding('/a.yaml', 100, 'through a $ref')].sort(compareFindings));
    expect(store.findingsIn('/b.json')).toEqual([...large].sort(compareFindings));
    expect(store.findingsIn('/c.yaml')).toEqual(last.slice(0, 5).sort(compareFindings));
    expect(store.findingsIn('/d.yaml')).toEqual([]);
    expect(store.all()).toHaveLength(3 + 4_000 + 6);
  });
});
