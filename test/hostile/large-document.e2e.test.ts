import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeDocument, runMeasured, TIMEOUT_SECONDS } from '../helpers/measured-cli.js';

/**
 * Size: a 40 MB document with 20,000 paths, generated here (never committed), linted by the
 * built CLI within 1.5 GB of memory, measured as the process's own peak resident set (a figure of
 * the Node it runs on as much as of the code: CI runs it on each Node). How time grows with the
 * input is test/hostile/scaling.e2e.test.ts's.
 */

const MAX_RSS_BYTES = 1.5 * 1024 * 1024 * 1024;

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-large-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('a 40 MB document with 20,000 paths', () => {
  it('lints within 1.5 GB', async () => {
    const file = path.join(directory, 'large.json');
    await writeFile(file, JSON.stringify(largeDocument(20_000), null, 2));
    expect((await stat(file)).size).toBeGreaterThan(40_000_000);
    const report = path.join(directory, 'report.json');
    const result = await runMeasured(directory, ['lint', '--format', 'json', '--output', report, file]);
    const findings = JSON.parse(await readFile(report, 'utf8')) as Array<{ code: string }>;
    console.info(`40 MB document: ${result.cpuSeconds.toFixed(1)} s of CPU, peak RSS ${(result.maxRssBytes / 1024 / 1024).toFixed(0)} MiB, ${findings.length} findings`);
    expect(result.stderr).toBe('');
    expect(findings.some((finding) => finding.code === 'internal-error' || finding.code === 'oas-valid')).toBe(false);
    // Every operation lacks a security requirement: tens of thousands of findings to place.
    expect(findings.length).toBeGreaterThanOrEqual(60_000);
    expect(result.code).toBe(0);
    expect(result.maxRssBytes).toBeLessThan(MAX_RSS_BYTES);
  }, TIMEOUT_SECONDS * 1000);
});

