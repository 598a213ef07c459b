import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { getReporter } from '../../src/reporters/index.js';

/** A PR comment must fit GitHub's 65,536-character limit however many findings a run has. */

const many = (count: number, messageLength: number): Finding[] => Array.from({ length: count }, (_, index) => ({
  code: index % 2 === 0 ? 'path-nouns' : 'field-casing',
  message: `finding ${index} ${'x'.repeat(messageLength)}`,
  path: ['paths', `/p${index}`],
  severity: 0,
  range: { start: { line: index, character: 0 }, end: { line: index, character: 1 } },
  source: `/w/spec-${index % 3}.yaml`,
}));

describe('markdown: size limits', () => {
  for (const [count, messageLength] of [[400, 20], [120, 1500]] as const) {
    it(`${count} findings of ${messageLength} characters: under the limit, saying how many were left out`, () => {
      const findings = many(count, messageLength);
      const text = getReporter('markdown')(findings, { files: ['/w/spec-0.yaml', '/w/spec-1.yaml', '/w/spec-2.yaml'], cwd: '/w', color: false });
      expect(text.length).toBeLessThan(65_536);
      const listed = text.split('\n').filter((line) => /^\| \d+:\d+ \|/.test(line)).length;
      expect(listed).toBeGreaterThan(0);
      expect(listed).toBeLessThan(count);
      expect(text).toContain(`_${count - listed} more not listed here; see the full report._`);
      // Every opened section is closed.
      expect(text.match(/<details>/g)?.length).toBe(text.match(/<\/details>/g)?.length);
      expect(text).toContain(`${count} problems (${count} errors`);
    });
  }

  it('lists everything when it fits', () => {
    const text = getReporter('markdown')(many(10, 10), { files: ['/w/spec-0.yaml'], cwd: '/w', color: false });
    expect(text.split('\n').filter((line) => /^\| \d+:\d+ \|/.test(line))).toHaveLength(10);
    expect(text).not.toContain('more not listed');
  });
});
