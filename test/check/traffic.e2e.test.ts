import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { writeLargeHar } from '../../fixtures/traffic/generate-har.js';
import { checkTraffic } from '../../src/check/traffic/check-traffic.js';
import { BIN, ROOT, runCli } from '../helpers/cli.js';
import { CHROMIUM, launchChromium } from '../reporters/external-tools.js';
import { ADMIN_TOKEN, DOCUMENTS, codesAndPaths, startServer } from './check-helpers.js';

/**
 * What a user runs: a browser's HAR (Chromium, recorded by Playwright), the proxy as a process
 * stopped with Ctrl-C, `check --har` on a large recording under a small heap, and input it
 * cannot read.
 */

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-traffic-e2e-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const chromiumMissing = !existsSync(CHROMIUM);
if (chromiumMissing) console.warn(`Chromium HAR tests skipped: ${CHROMIUM} is missing (install Debian's chromium package)`);

/** The reference API used from a page: a navigation, then the page's own fetches, with and without the token. */
async function browse(faults: string[], har: string): Promise<void> {
  const server = await startServer({ faults });
  const browser = await launchChromium({ recordHar: har });
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/v1/health`);
    await page.evaluate(async (token) => {
      const headers = { Authorization: `Bearer ${token}` };
      for (const path of ['/v1/users', '/v1/users/usr_ada', '/v1/users/usr_ada/orders', '/v1/users/nobody']) await (await fetch(path, { headers })).text();
      await (await fetch('/v1/users')).text();
      await (await fetch('/v1/users', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{"name": "Ada"' })).text();
    }, ADMIN_TOKEN);
  } finally {
    await browser.close();
    await server.close();
  }
}

describe.skipIf(chromiumMissing)('check --har: a HAR Chromium recorded (Playwright)', () => {
  it('of a server keeping the conventions: nothing', async () => {
    const har = path.join(directory, 'chromium-good.har');
    await browse([], har);
    const run = await checkTraffic(DOCUMENTS['3.0'], har);
    expect(run.findings).toEqual([]);
    expect(run.matched).toBe(7);
    expect(await readFile(har, 'utf8')).toContain('"creator"');
  });

  it('of a server with faults: each one the traffic shows', async () => {
    const har = path.join(directory, 'chromium-faults.har');
    await browse(['content-type', 'bare-list', 'auth-optional', 'malformed-json-500'], har);
    const run = await checkTraffic(DOCUMENTS['3.0'], har);
    expect(codesAndPaths({ ...run, baseUrl: '', requests: 0 })).toEqual([
      'live-auth-required paths /v1/users get',
      'live-content-type paths /v1/users/{user_id} get',
      'live-list-envelope paths /v1/users get',
      'live-malformed-json paths /v1/users post',
    ]);
    expect(JSON.stringify(run)).not.toContain(ADMIN_TOKEN);
  });
});

/** Starts the proxy as a user does; resolves with its URL once it says it is listening. */
async function startProxyProcess(args: string[]): Promise<{ url: string; stop: () => Promise<{ code: number | null; stdout: string; stderr: string }> }> {
  const child = spawn(process.execPath, [BIN, 'proxy', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '0' } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    });
    child.once('exit', () => reject(new Error(`the proxy stopped: ${stderr}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const [code] = await exited as [number | null];
      return { code, stdout, stderr };
    },
  };
}

describe('proxy: the command, stopped with Ctrl-C', () => {
  it('forwards, reports in the format asked for, and writes the HAR', async () => {
    const server = await startServer({ faults: ['bare-list', 'no-retry-after'], rateLimit: 3, rateWindowMs: 60_000 });
    const har = path.join(directory, 'proxy.har');
    try {
      const proxy = await startProxyProcess([DOCUMENTS['3.0'], '--target', server.url, '--port', '0', '--record', har, '--format', 'json', '--token', ADMIN_TOKEN]);
      const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      const answers = [];
      for (let count = 0; count < 5; count++) answers.push((await fetch(`${proxy.url}/v1/users`, { headers })).status);
      // Passed on unchanged: the server's own answers, its rate limit included.
      expect(answers).toEqual([200, 200, 200, 429, 429]);
      const { code, stdout, stderr } = await proxy.stop();
      expect(code).toBe(1);
      const report = JSON.parse(stdout) as Array<{ code: string; message: string }>;
      expect(report.map((finding) => finding.code).sort()).toEqual(['live-list-envelope', 'live-rate-limit']);
      expect(report.find((finding) => finding.code === 'live-list-envelope')?.message).toContain('seen in 3 exchanges (exchange 0, exchange 1, exchange 2)');
      expect(stderr).toContain('judged 5 exchanges, 5 of them on operations of the document');
      expect(stdout + stderr).not.toContain(ADMIN_TOKEN);
      const replayed = await runCli(['check', DOCUMENTS['3.0'], '--har', har, '--format', 'json']);
      expect(replayed.code).toBe(1);
      expect((JSON.parse(replayed.stdout) as Array<{ code: string }>).map((finding) => finding.code).sort()).toEqual(['live-list-envelope', 'live-rate-limit']);
    } finally {
      await server.close();
    }
  });
});

describe('check --har: a large recording', () => {
  it('40 MB judged under a 32 MB heap, in which the file could not even be parsed whole', async () => {
    const har = path.join(directory, 'large.har');
    const count = await writeLargeHar(har, 40, ADMIN_TOKEN);
    const heap = { NODE_OPTIONS: '--max-old-space-size=32' };
    const parsed = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--max-old-space-size=32', '-e', `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(har)}, 'utf8'))`], { stdio: 'ignore' });
      child.on('exit', (code) => resolve(code));
    });
    expect(parsed).not.toBe(0);
    const result = await runCli(['check', DOCUMENTS['3.0'], '--har', har, '--format', 'json'], { env: heap, timeoutMs: 300_000 });
    expect(result.stderr).toContain(`judged ${count} recorded exchanges, ${count} of them on operations of the document`);
    expect(result.code).toBe(1);
    const findings = JSON.parse(result.stdout) as Array<{ code: string; message: string }>;
    const faulty = Math.floor(count / 1000);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.code).toBe('live-content-type');
    expect(findings[0]?.message).toContain(`seen in ${faulty} exchanges (entry 999, entry 1999, entry 2999 and ${faulty - 3} more)`);
  }, 300_000);
});

describe('proxy: the command on arguments it cannot use', () => {
  it('a port in use, a target that is not a URL: one line, exit code 2', async () => {
    const server = await startServer();
    try {
      const port = new URL(server.url).port;
      const inUse = await runCli(['proxy', DOCUMENTS['3.0'], '--target', server.url, '--port', port]);
      expect(inUse.code).toBe(2);
      expect(inUse.stderr).toBe(`api-conventions: cannot listen on 127.0.0.1:${port}: EADDRINUSE\n`);
    } finally {
      await server.close();
    }
    const notUrl = await runCli(['proxy', DOCUMENTS['3.0'], '--target', 'localhost:8080']);
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toBe('api-conventions: --target "localhost:8080" must be an http or https URL\n');
  });
});

describe('check --har: the command on input it cannot read', () => {
  it('one line naming the file, the line and the entry; exit code 2; no stack', async () => {
    const har = path.join(directory, 'cut.har');
    await writeFile(har, (await readFile(path.join(ROOT, 'fixtures/traffic/reference-clean.har'), 'utf8')).slice(0, 12_000));
    const result = await runCli(['check', DOCUMENTS['3.0'], '--har', har]);
    expect(result.code).toBe(2);
    // Entry 4 opens on line 399 of the recording, and is cut short.
    expect(result.stderr).toBe(`api-conventions: ${har}:399: the file ends inside entry 4 (truncated?)\n`);
    expect(result.stdout).toBe('');
  });

  it('flags that send requests are refused with --har', async () => {
    const result = await runCli(['check', DOCUMENTS['3.0'], '--har', path.join(ROOT, 'fixtures/traffic/reference-clean.har'), '--allow-writes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('api-conventions: --allow-writes sends requests; --har only reads the recording\n');
  });
});

describe('check: a document written on one line, as FastAPI and Hono serve theirs', () => {
  /** The reference document as one line of JSON. */
  async function oneLineDocument(): Promise<string> {
    const file = path.join(directory, 'openapi.json');
    await writeFile(file, JSON.stringify(YAML.parse(await readFile(DOCUMENTS['3.0'], 'utf8'))));
    return file;
  }

  it('check --har locates findings by JSON pointer, not as 1:<column>', async () => {
    const document = await oneLineDocument();
    const result = await runCli(['check', document, '--har', path.join(ROOT, 'fixtures/traffic/reference-faults.har')]);
    expect(result.code).toBe(1);
    const rows = result.stdout.split('\n').filter((line) => /^ {2}\S/.test(line));
    expect(rows).toHaveLength(8);
    expect(rows.some((row) => row.startsWith('  #/paths/~1v1~1users/get ') && row.endsWith('live-list-envelope'))).toBe(true);
    expect(rows.some((row) => row.startsWith('  #/paths ') && row.endsWith('live-unknown-path'))).toBe(true);
    expect(result.stdout).not.toMatch(/ 1:\d+ /);
  });

  it('a live check too; a document on several lines keeps line:column', async () => {
    const document = await oneLineDocument();
    const server = await startServer({ faults: ['content-type'] });
    try {
      const oneLine = await runCli(['check', document, '--base-url', server.url, '--token', ADMIN_TOKEN]);
      expect(oneLine.code).toBe(1);
      expect(oneLine.stdout).toMatch(/^ {2}#\/paths\/~1v1~1users~1\{user_id\}\/get +error +GET .*live-content-type$/m);
      const yaml = await runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '--token', ADMIN_TOKEN]);
      expect(yaml.stdout).toMatch(/^ {2}80:9 +error +GET .*live-content-type$/m);
    } finally {
      await server.close();
    }
  });
});
