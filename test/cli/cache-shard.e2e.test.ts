import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKeyFor } from '../../src/cli/cache-key.js';
import { ROOT, runCli } from '../helpers/cli.js';

interface JsonFinding {
  code: string;
  message: string;
  source: string;
  path: string[];
}

const parse = (text: string) => JSON.parse(text) as JsonFinding[];
const CACHE = '.api-conventions-cache';

let directory = '';

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-cache-'));
  await cp(path.join(ROOT, 'fixtures/violations.yaml'), path.join(directory, 'violations.yaml'));
  await cp(path.join(ROOT, 'fixtures/tasks-api.yaml'), path.join(directory, 'tasks.yaml'));
  await writeFile(path.join(directory, 'split.yaml'), "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /items:\n    $ref: 'items.yaml#/items'\n");
  await writeFile(path.join(directory, 'items.yaml'), "items:\n  get:\n    security: []\n    responses:\n      '204': {description: ok}\n");
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Marks every cached message, so a later run shows whether it reused the cache or linted anew. */
async function markCachedMessages(): Promise<void> {
  const file = path.join(directory, CACHE);
  const cache = JSON.parse(await readFile(file, 'utf8')) as { entries: Record<string, { findings: Array<{ message: string }> }> };
  for (const entry of Object.values(cache.entries)) for (const finding of entry.findings) finding.message = `CACHED ${finding.message}`;
  await writeFile(file, JSON.stringify(cache));
}

const lint = (...extra: string[]) => runCli(['lint', '.', '-f', 'json', '--cache', ...extra], { cwd: directory });
const cachedSources = (findings: JsonFinding[]) => new Set(findings.filter((finding) => finding.message.startsWith('CACHED ')).map((finding) => path.basename(finding.source)));

describe('--cache', () => {
  it('reuses the findings of unchanged documents and gives the same report', async () => {
    const first = await lint();
    expect(first.code).toBe(1);
    const again = await lint();
    expect(again.stdout).toBe(first.stdout);
    await markCachedMessages();
    const cached = parse((await lint()).stdout);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((finding) => finding.message.startsWith('CACHED '))).toBe(true);
  });

  it('lints a changed document anew, and one whose $ref target changed', async () => {
    await lint();
    await markCachedMessages();
    await writeFile(path.join(directory, 'violations.yaml'), `${await readFile(path.join(directory, 'violations.yaml'), 'utf8')}\n# edited\n`);
    await writeFile(path.join(directory, 'items.yaml'), "items:\n  get:\n    security: []\n    responses:\n      '204': {description: changed}\n");
    const findings = parse((await lint()).stdout);
    expect(cachedSources(findings).has('violations.yaml')).toBe(false);
    expect(findings.some((finding) => path.basename(finding.source) === 'violations.yaml')).toBe(true);
    expect(cachedSources(findings).has('split.yaml') || cachedSources(findings).has('items.yaml')).toBe(false);
  });

  it('drops every entry when the configuration changes', async () => {
    await lint();
    await markCachedMessages();
    await writeFile(path.join(directory, '.spectral.yaml'), `extends: [${JSON.stringify(path.join(ROOT, 'dist/spectral/ruleset.js'))}]\nrules:\n  path-nouns: warn\n`);
    const findings = parse((await lint()).stdout);
    expect(cachedSources(findings).size).toBe(0);
    expect(findings.find((finding) => finding.code === 'path-nouns')).toBeDefined();
  });

  it('drops every entry written by another version', async () => {
    await lint();
    await markCachedMessages();
    const file = path.join(directory, CACHE);
    const cache = JSON.parse(await readFile(file, 'utf8')) as { key: string };
    cache.key = await cacheKeyFor(undefined, { allowExternalRefs: false, allowRemoteRefs: false }, '0.0.0-older');
    await writeFile(file, JSON.stringify(cache));
    expect(cachedSources(parse((await lint()).stdout)).size).toBe(0);
  });

  it('keys on the version, the ruleset and the $ref flags', async () => {
    const base = await cacheKeyFor(undefined, { allowExternalRefs: false, allowRemoteRefs: false }, '1.0.0');
    expect(await cacheKeyFor(undefined, { allowExternalRefs: false, allowRemoteRefs: false }, '1.0.1')).not.toBe(base);
    expect(await cacheKeyFor(undefined, { allowExternalRefs: true, allowRemoteRefs: false }, '1.0.0')).not.toBe(base);
    expect(await cacheKeyFor(path.join(ROOT, 'fixtures/tasks-api.yaml'), { allowExternalRefs: false, allowRemoteRefs: false }, '1.0.0')).not.toBe(base);
  });
});

describe('--shard and merge', () => {
  it('splits the documents into disjoint shards that cover them all, and merges back to the full report', async () => {
    for (let index = 0; index < 6; index++) await cp(path.join(ROOT, 'fixtures/violations.yaml'), path.join(directory, `copy-${index}.yaml`));
    const full = await runCli(['lint', '.', '-f', 'json', '-o', 'full.json'], { cwd: directory });
    expect(full.code).toBe(1);
    const shardSources: Array<Set<string>> = [];
    for (const shard of ['1/3', '2/3', '3/3']) {
      const run = await runCli(['lint', '.', '--shard', shard, '-f', 'json', '-o', `shard-${shard[0] ?? ''}.json`], { cwd: directory });
      expect(run.code, run.stderr).not.toBe(2);
      const report = JSON.parse(await readFile(path.join(directory, `shard-${shard[0] ?? ''}.json`), 'utf8')) as { documents: string[]; findings: JsonFinding[] };
      shardSources.push(new Set(report.findings.map((finding) => finding.source)));
    }
    const fullFindings = parse(await readFile(path.join(directory, 'full.json'), 'utf8'));
    const all = new Set(fullFindings.map((finding) => finding.source));
    for (let left = 0; left < 3; left++) {
      for (let right = left + 1; right < 3; right++) {
        expect([...(shardSources[left] ?? [])].filter((source) => shardSources[right]?.has(source))).toEqual([]);
      }
    }
    expect(new Set(shardSources.flatMap((sources) => [...sources]))).toEqual(all);
    const merged = await runCli(['merge', 'shard-1.json', 'shard-2.json', 'shard-3.json', '-f', 'json'], { cwd: directory });
    expect(merged.code).toBe(1);
    expect(parse(merged.stdout)).toEqual(fullFindings);
    const stylish = await runCli(['merge', 'shard-1.json', 'shard-2.json', 'shard-3.json'], { cwd: directory });
    expect(stylish.stdout).toMatch(/✖ \d+ problems/);
  });

  it('refuses a malformed --shard and a report that is not JSON findings (exit 2)', async () => {
    for (const shard of ['0/2', '3/2', 'a/b', '2']) {
      const run = await runCli(['lint', '.', '--shard', shard], { cwd: directory });
      expect(run.code, shard).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    await writeFile(path.join(directory, 'not-a-report.json'), '{"a": 1}');
    const merged = await runCli(['merge', 'not-a-report.json'], { cwd: directory });
    expect(merged.code).toBe(2);
    expect(merged.stderr).toContain('not-a-report.json: not a JSON report');
  });
});

describe('many documents', () => {
  it('gives the same report on worker threads as in one thread', async () => {
    const threads = await runCli(['lint', '.', '-f', 'json', '--workers', '2'], { cwd: directory });
    const single = await runCli(['lint', '.', '-f', 'json', '--workers', '1'], { cwd: directory });
    expect(threads.stdout).toBe(single.stdout);
    expect(parse(threads.stdout).length).toBeGreaterThan(0);
  });
});
