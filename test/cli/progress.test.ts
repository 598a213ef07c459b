import { describe, expect, it } from 'vitest';
import { progressLine, progressText, showsProgress } from '../../src/cli/progress.js';

describe('the progress line', () => {
  it('is shown only on a terminal, outside CI, unless turned off', () => {
    expect(showsProgress(true, { isTTY: true }, {})).toBe(true);
    expect(showsProgress(true, { isTTY: false }, {})).toBe(false);
    expect(showsProgress(true, {}, {})).toBe(false);
    expect(showsProgress(true, { isTTY: true }, { CI: 'true' })).toBe(false);
    expect(showsProgress(true, { isTTY: true }, { CI: '1' })).toBe(false);
    expect(showsProgress(false, { isTTY: true }, {})).toBe(false);
  });

  it('says documents done of the total and findings so far', () => {
    expect(progressText({ done: 120, total: 2639, findings: 31_234 })).toBe('linting 120/2639 documents, 31,234 findings so far');
    expect(progressText({ done: 1, total: 1, findings: 1 })).toBe('linting 1/1 documents, 1 finding so far');
  });

  it('waits before drawing, redraws in place at most so often, and erases itself at the end', () => {
    let time = 0;
    const written: string[] = [];
    const line = progressLine((text) => written.push(text), 500, 100, () => time);
    line.update({ done: 1, total: 10, findings: 3 });
    expect(written).toEqual([]);
    time = 600;
    line.update({ done: 2, total: 10, findings: 5 });
    time = 650;
    line.update({ done: 3, total: 10, findings: 7 });
    time = 800;
    line.update({ done: 4, total: 10, findings: 9 });
    line.end();
    expect(written).toEqual([
      '\r\u001b[2Klinting 2/10 documents, 5 findings so far',
      '\r\u001b[2Klinting 4/10 documents, 9 findings so far',
      '\r\u001b[2K',
    ]);
  });

  it('leaves nothing to erase when the run ended before it was drawn', () => {
    const written: string[] = [];
    const line = progressLine((text) => written.push(text), 500, 100, () => 0);
    line.update({ done: 1, total: 1, findings: 0 });
    line.end();
    expect(written).toEqual([]);
  });
});
