import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeDocument, runMeasured, TIMEOUT_SECONDS, type Measured } from '../helpers/measured-cli.js';

/**
 * Time is asserted only as scaling: the CPU time of a run of the built CLI over that of a run a
 * quarter the size, both in one test, so a busy machine slows both alike. A quadratic walk shows
 * as a ratio near 16. How time grows is the JavaScript's, the same on either Node: CI runs these
 * once, under Node 20.
 */

/** Four times the input in at most this many times the CPU time: linear is about 4, quadratic 16. */
const MAX_QUARTER_RATIO = 8;

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-scaling-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** CPU time of the larger run over the smaller one's, printed with both figures. */
function quarterRatio(label: string, quarter: Measured, full: Measured): number {
  const ratio = full.cpuSeconds / quarter.cpuSeconds;
  console.info(`${label}: ${full.cpuSeconds.toFixed(1)} s CPU, peak RSS ${(full.maxRssBytes / 1024 / 1024).toFixed(0)} MiB; a quarter of it ${quarter.cpuSeconds.toFixed(1)} s CPU; ratio ${ratio.toFixed(1)}`);
  return ratio;
}

describe('a YAML mapping with 150,000 keys', () => {
  it('parses in time proportional to its size', async () => {
    const lintKeys = async (count: number): Promise<Measured> => {
      const keys = Array.from({ length: count }, (_, index) => `  key${index}: ${index}`).join('\n');
      const file = path.join(directory, `wide-${count}.yaml`);
      await writeFile(file, `openapi: 3.0.3\ninfo: {title: Wide, version: '1'}\npaths: {}\nx-wide:\n${keys}\n`);
      const result = await runMeasured(directory, ['lint', file]);
      expect(result.code).toBe(0);
      return result;
    };
    const quarter = await lintKeys(37_500);
    const full = await lintKeys(150_000);
    // Spectral's own YAML walk compares each key with every key before it: minutes here.
    expect(quarterRatio('150,000 keys', quarter, full)).toBeLessThan(MAX_QUARTER_RATIO);
  }, TIMEOUT_SECONDS * 1000);
});

describe('a document split over files, with 30,000 $refs to two targets', () => {
  it('resolves in time proportional to its references', async () => {
    const lintSplit = async (paths: number): Promise<Measured> => {
      const document = largeDocument(paths) as { paths: Record<string, unknown>; components: Record<string, unknown> };
      // One reference to another file sends the document through Spectral's own resolver.
      document.components['x-shared'] = { $ref: 'shared.yaml' };
      const file = path.join(directory, `split-${paths}.json`);
      await writeFile(path.join(directory, 'shared.yaml'), 'type: object\n');
      await writeFile(file, JSON.stringify(document));
      const result = await runMeasured(directory, ['lint', '--format', 'json', '--output', path.join(directory, `split-report-${paths}.json`), file]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      return result;
    };
    const quarter = await lintSplit(1_250);
    const full = await lintSplit(5_000);
    // Its dependency graph scans every earlier reference to a target before adding one: quadratic, a
    // ratio near 16 against the quarter run (linear, start-up included, measures about 3).
    expect(quarterRatio('30,000 references through Spectral\'s resolver', quarter, full)).toBeLessThan(MAX_QUARTER_RATIO);
  }, TIMEOUT_SECONDS * 1000);
});
