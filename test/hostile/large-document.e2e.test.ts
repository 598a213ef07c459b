import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';

/**
 * Size: a 40 MB document with 20,000 paths, generated here (never committed), linted by the
 * built CLI within 1.5 GB of memory, measured as the process's own peak resident set. Time is
 * asserted only as scaling: the CPU time of a run over that of a run a quarter the size, both
 * in one test, so a busy machine slows both alike. A quadratic walk shows as a ratio near 16.
 */

/** The hang guard of each test, not a target. */
const TIMEOUT_SECONDS = 600;
/** Four times the input in at most this many times the CPU time: linear is about 4, quadratic 16. */
const MAX_QUARTER_RATIO = 8;
const MAX_RSS_BYTES = 1.5 * 1024 * 1024 * 1024;

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-large-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** 20,000 resources, each a path with three operations; descriptions pad it to about 40 MB. */
function largeDocument(paths: number): Record<string, unknown> {
  const prose = 'Returns the resource as it is stored, with every field the caller may read. '.repeat(6);
  const entries: Record<string, unknown> = {};
  for (let index = 0; index < paths; index++) {
    entries[`/v1/resources${index}/{resource_id}`] = {
      parameters: [{ name: 'resource_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: `getResource${index}`,
        description: prose,
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
          '401': { $ref: '#/components/responses/Error' },
          '404': { $ref: '#/components/responses/Error' },
        },
      },
      put: {
        operationId: `replaceResource${index}`,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
          '400': { $ref: '#/components/responses/Error' },
        },
      },
      delete: { operationId: `deleteResource${index}`, responses: { '204': { description: 'Deleted' } } },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Large', version: '1.0.0' },
    paths: entries,
    components: {
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
      schemas: {
        Resource: { type: 'object', properties: { resource_id: { type: 'string' }, display_name: { type: 'string' } } },
        Error: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
}

interface Measured {
  code: number;
  /** User and system CPU time of the process, which waiting for a busy machine does not add to. */
  cpuSeconds: number;
  maxRssBytes: number;
  stderr: string;
}

/** Runs the CLI with a preloaded hook that records the process's peak memory as it exits. */
async function runMeasured(args: string[]): Promise<Measured> {
  const hook = path.join(directory, 'peak-memory.cjs');
  const rssFile = path.join(directory, 'peak-memory.txt');
  await writeFile(hook, `process.on('exit', () => { const usage = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, JSON.stringify([usage.maxRSS * 1024, (usage.userCPUTime + usage.systemCPUTime) / 1e6])); });\n`);
  const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--require', hook, BIN, ...args], { cwd: ROOT, timeout: TIMEOUT_SECONDS * 1000, maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, stderrText) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stderr: stderrText });
    });
  });
  const [maxRssBytes, cpuSeconds] = JSON.parse(await readFile(rssFile, 'utf8')) as [number, number];
  return { code, cpuSeconds, stderr, maxRssBytes };
}

describe('a 40 MB document with 20,000 paths', () => {
  it('lints within 1.5 GB', async () => {
    const file = path.join(directory, 'large.json');
    await writeFile(file, JSON.stringify(largeDocument(20_000), null, 2));
    expect((await stat(file)).size).toBeGreaterThan(40_000_000);
    const report = path.join(directory, 'report.json');
    const result = await runMeasured(['lint', '--format', 'json', '--output', report, file]);
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
      const result = await runMeasured(['lint', file]);
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
      const result = await runMeasured(['lint', '--format', 'json', '--output', path.join(directory, `split-report-${paths}.json`), file]);
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
