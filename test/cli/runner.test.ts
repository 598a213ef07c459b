import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultThreadCap, estimateRemainingMs, extraThreadsPay, threadCap } from '../../src/parallel/lint-pool.js';
import type * as Library from '../../src/index.js';
import { ROOT } from '../helpers/cli.js';

// Worker threads start from the built modules (dist/), as they do for a user of the package.
const { compareFindings, lintFiles, runLint } = (await import(path.join(ROOT, 'dist/src/index.js'))) as typeof Library;

let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-runner-'));
  // A rule whose function ends the worker thread it runs on, as a faulty custom function might.
  await writeFile(path.join(directory, 'exiting.mjs'), `
const exitInWorker = (input) => {
  if (input === 'exit') process.exit(7);
  return [];
};
export default { rules: { 'exit-probe': { given: '$.info.title', severity: 'error', then: { function: exitInWorker } } } };
`);
  const violations = await readFile(path.join(ROOT, 'fixtures/violations.yaml'), 'utf8');
  for (const [name, title] of [['a', 'fine'], ['b', 'exit'], ['c', 'fine'], ['d', 'fine']]) {
    await writeFile(path.join(directory, `${name}.yaml`), violations.replace(/^( *title:).*$/m, `$1 ${title}`));
  }
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const documents = () => ['a', 'b', 'c', 'd'].map((name) => path.join(directory, `${name}.yaml`));

describe('the runner for many documents', () => {
  it('ends with an internal-error finding when a worker thread exits without an error, and lints the rest', async () => {
    const run = await lintFiles(documents(), { rulesetFile: path.join(directory, 'exiting.mjs'), threads: 2, workersOnly: true });
    expect(run.files).toHaveLength(4);
    const died = run.findings.filter((finding) => finding.code === 'internal-error');
    expect(died.map((finding) => path.basename(finding.source))).toEqual(['b.yaml']);
    expect(died[0]?.message).toMatch(/worker thread .* exited \(code 7\)/);
    expect(run.findings.filter((finding) => finding.source !== path.join(directory, 'b.yaml'))).toEqual([]);
    expect(run.findings.filter((finding) => finding.source === path.join(directory, 'b.yaml'))).toHaveLength(1);
  }, 120_000);

  it('passes the document limits to the worker threads', async () => {
    const run = await lintFiles(documents(), { threads: 2, workersOnly: true, limits: { maxBytes: 20 } });
    expect(run.findings.map((finding) => [path.basename(finding.source), finding.code])).toEqual(documents().map((file) => [path.basename(file), 'oas-valid']));
    expect(run.findings[0]?.message).toMatch(/20 bytes/);
  }, 120_000);

  it('gives the same findings on one thread and on several', async () => {
    const one = await lintFiles(documents(), { threads: 1 });
    const several = await lintFiles(documents(), { threads: 2, workersOnly: true });
    expect(several).toEqual(one);
    expect(one.findings.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('the runner\'s options', () => {
  const excepted = () => path.join(directory, 'excepted.yaml');
  const nouns = (findings: readonly { code: string }[]) => findings.filter((finding) => finding.code === 'path-nouns').length;

  beforeAll(async () => {
    const violations = await readFile(path.join(ROOT, 'fixtures/violations.yaml'), 'utf8');
    await writeFile(excepted(), violations.replace(/^openapi: .*$/m, '$&\nx-api-conventions-ignore: [{rule: path-nouns, reason: kept for old clients}]'));
  });

  it('applies inline exceptions only when asked, the same on one thread and on several', async () => {
    const plain = await lintFiles([excepted()]);
    expect(nouns(plain.findings)).toBeGreaterThan(0);
    const one = await lintFiles([excepted(), excepted()], { inlineIgnores: true, threads: 1 });
    const several = await lintFiles([excepted(), excepted()], { inlineIgnores: true, threads: 2, workersOnly: true });
    expect(nouns(one.findings)).toBe(0);
    expect(several).toEqual(one);
    expect(one.findings.filter((finding) => finding.code !== 'path-nouns')).toEqual([...plain.findings, ...plain.findings].filter((finding) => finding.code !== 'path-nouns').sort(compareFindings));
  }, 120_000);

  it('lints a document given as text as the file with that text, and counts what its exceptions hid', async () => {
    const text = await readFile(excepted(), 'utf8');
    const elsewhere = path.join(directory, 'unsaved', 'openapi.yaml');
    const run = await runLint([{ file: elsewhere, text }], { inlineIgnores: true });
    const byFile = [];
    for await (const entry of run.findingsByFile()) byFile.push(entry);
    expect(byFile.map(([file]) => file)).toEqual([elsewhere]);
    const onDisk = await lintFiles([excepted()], { inlineIgnores: true });
    expect(byFile[0]?.[1].map(({ code, message, path: findingPath }) => [code, message, findingPath])).toEqual(onDisk.findings.map(({ code, message, path: findingPath }) => [code, message, findingPath]));
    expect(run.hidden.ignores).toBe(nouns((await lintFiles([excepted()])).findings));
  }, 120_000);

  it('hides what a baseline records, after the exceptions', async () => {
    const baselineFile = path.join(directory, 'baseline.json');
    const recorded = await lintFiles([excepted()], { baselineFile, updateBaseline: true });
    expect(recorded.findings).toEqual([]);
    expect(recorded.notes?.[0]).toMatch(/^wrote baseline .*baseline\.json: \d+ entries for 1 document$/);
    const fresh = await lintFiles([excepted(), documents()[0] as string], { baselineFile });
    expect(fresh.findings.length).toBeGreaterThan(0);
    expect(fresh.findings.every((finding) => finding.source === documents()[0])).toBe(true);
  }, 120_000);
});

describe('how many threads', () => {
  it('caps the threads at the documents and the cores', () => {
    expect(threadCap(3, 8, 2)).toBe(2);
    expect(threadCap(1, 8, 16)).toBe(1);
    expect(threadCap(100, undefined, 4)).toBe(4);
    // Asked for nothing: one thread on two cores, where a second one never paid; up to one per core beyond.
    expect(defaultThreadCap(100, 2)).toBe(1);
    expect(defaultThreadCap(100, 1)).toBe(1);
    expect(defaultThreadCap(100, 4)).toBe(4);
    expect(defaultThreadCap(3, 8)).toBe(3);
  });

  it('starts workers only when the work left outweighs their start-up', () => {
    const startup = 900;
    // Measured: 10 documents of 10 KB took 2 s on this thread; 100 more of the same are worth a worker.
    expect(extraThreadsPay(estimateRemainingMs({ documents: 100, bytes: 100 * 10_240 }, { documents: 10, bytes: 10 * 10_240, ms: 2000 }), startup, false)).toBe(true);
    // Two more are not.
    expect(extraThreadsPay(estimateRemainingMs({ documents: 2, bytes: 2 * 10_240 }, { documents: 10, bytes: 10 * 10_240, ms: 2000 }), startup, false)).toBe(false);
    // A dozen small documents at 15 ms each: far less than a start-up.
    expect(extraThreadsPay(estimateRemainingMs({ documents: 12, bytes: 12 * 8192 }, { documents: 4, bytes: 4 * 8192, ms: 60 }), startup, false)).toBe(false);
    // A machine whose cores are all busy needs far more work to pay for a worker.
    expect(extraThreadsPay(estimateRemainingMs({ documents: 100, bytes: 100 * 10_240 }, { documents: 10, bytes: 10 * 10_240, ms: 300 }), startup, false)).toBe(true);
    expect(extraThreadsPay(estimateRemainingMs({ documents: 100, bytes: 100 * 10_240 }, { documents: 10, bytes: 10 * 10_240, ms: 300 }), startup, true)).toBe(false);
    // Size counts: one large document left weighs more than many small ones done.
    expect(estimateRemainingMs({ documents: 1, bytes: 10_000_000 }, { documents: 10, bytes: 10 * 8192, ms: 150 })).toBeGreaterThan(10_000);
  });
});
