import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFile } from '../../src/lint/lint.js';
import { fileLoopFrom, follow, newFileRefBudget } from '../../src/spectral-internals/file-ref-budget.js';

/**
 * The bound on `$ref`s followed from file to file: files that refer to each other can keep
 * Spectral's resolver going without end, so past the bound the lint ends with one error that
 * names a loop, on the document resolved as far as its own `$ref`s go.
 */

const LOOP = path.resolve('fixtures/hostile/file-ref-loop/openapi.yaml');
const SPLIT = path.resolve('fixtures/gate/split/openapi.yaml');

describe('the budget of $refs to other files', () => {
  it('counts follows up to its bound, then refuses every one after', () => {
    const budget = newFileRefBudget(2);
    expect([follow(budget, 'a', 'b'), follow(budget, 'b', 'a'), follow(budget, 'a', 'c'), follow(budget, 'c', 'd')]).toEqual([true, true, false, false]);
    expect(budget.spent).toBe(true);
    expect(budget.edges.get('a')).toEqual(new Set(['b', 'c']));
  });

  it('finds a loop among files, and none where refs only go one way', () => {
    const looping = new Map([['root', new Set(['request'])], ['request', new Set(['pattern'])], ['pattern', new Set(['equal', 'all'])], ['all', new Set(['pattern'])]]);
    expect(fileLoopFrom(looping, 'root')).toEqual(['pattern', 'all', 'pattern']);
    const oneWay = new Map([['root', new Set(['a', 'b'])], ['a', new Set(['c'])], ['b', new Set(['c'])]]);
    expect(fileLoopFrom(oneWay, 'root')).toBeUndefined();
  });
});

describe('linting past the budget', () => {
  it('reports one error naming the loop, at the top of the document, and still lints the document', async () => {
    const findings = await lintFile(LOOP, { limits: { maxFileRefFollows: 20 } });
    const spent = findings.filter((finding) => finding.message.includes('not followed'));
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ code: 'oas-valid', severity: 0, range: { start: { line: 0 } } });
    expect(spent[0]?.message).toMatch(/resolving them passed 20 steps, as files that refer to each other \(schemas\/(pattern|all|not)\.yaml → .* → schemas\/\1\.yaml\) .*; bundle the document into one file first$/);
    expect(findings.map((finding) => finding.code)).toContain('validation-error-responses');
  });

  it('says nothing of a loop where the files refer one way only', async () => {
    const findings = await lintFile(SPLIT, { limits: { maxFileRefFollows: 1 } });
    const spent = findings.filter((finding) => finding.message.includes('not followed'));
    expect(spent.map((finding) => finding.message)).toEqual(['$refs to other files not followed: resolving them passed 1 step; bundle the document into one file first']);
  });

  it('follows every $ref of the same documents within the default budget', async () => {
    for (const file of [LOOP, SPLIT]) {
      const findings = await lintFile(file);
      expect(findings.filter((finding) => finding.message.includes('not followed'))).toEqual([]);
    }
  });
});
