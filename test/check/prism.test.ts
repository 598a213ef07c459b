import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { check } from '../../src/check/index.js';
import { DOCUMENTS, codesAndPaths } from './check-helpers.js';

/**
 * A server no one here wrote: Stoplight Prism's mock of the reference document (static mode, so
 * its answers are the document's examples and are the same on every run). docs/check.md records
 * this run and explains each finding.
 */

const PRISM = realpathSync(path.join(ROOT, 'node_modules/.bin/prism'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startPrism(document: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PRISM, 'mock', document, '-p', String(port), '-h', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start: ${output}`));
    }, 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${String(code)}): ${output}`));
    });
  });
}

let prism: ChildProcess | undefined;
let baseUrl = '';

beforeAll(async () => {
  const port = await freePort();
  prism = await startPrism(DOCUMENTS['3.0'], port);
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  prism?.kill();
});

describe('check: Stoplight Prism mocking the reference document', () => {
  it('reports what a mock breaks, and nothing a mock keeps', async () => {
    const run = await check(DOCUMENTS['3.0'], { baseUrl, token: 'any-token' });
    const counts = new Map<string, number>();
    for (const finding of run.findings) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
    // One finding per fault, each listing the operations it showed on.
    expect(Object.fromEntries(counts)).toEqual({
      // Any bearer token passes Prism's security check (on 5 reads); none at all gets 401.
      'live-auth-required': 1,
      // Static examples: next_cursor is always the example cursor, so the next page points back at itself (3 lists).
      'live-list-envelope': 1,
      // An unmatched route is a 404 in application/problem+json, not the error body.
      'live-unknown-path': 1,
    });
    expect(codesAndPaths(run).filter((entry) => entry.startsWith('live-auth-required'))).toHaveLength(5);
    expect(codesAndPaths(run).filter((entry) => entry.startsWith('live-list-envelope'))).toHaveLength(3);
    const unknown = run.findings.find((finding) => finding.code === 'live-unknown-path');
    expect(unknown?.message).toMatch(/answered 404 \(application\/problem\+json\).*NO_PATH_MATCHED_ERROR/);
    for (const finding of run.findings.filter((candidate) => candidate.code === 'live-auth-required')) {
      expect(finding.message).toMatch(/with invalid credentials .* answered 200/);
    }
  });

  it('with writes allowed, also what it does with writes', async () => {
    const run = await check(DOCUMENTS['3.0'], { baseUrl, token: 'any-token', allowWrites: true });
    const counts = new Map<string, number>();
    for (const finding of run.findings) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      // Any bearer token passes, on writes as on reads: 6 protected writes besides the 5 reads.
      'live-auth-required': 1,
      // Its own 400 for a body that is not JSON, {"error": {"code", "message"}}, on creates, replaces and updates.
      'live-error-body': 1,
      'live-list-envelope': 1,
      // The 422 it answers is the document's example error, whose "field" is the word "string".
      'live-missing-required-field': 1,
      'live-wrong-type': 1,
      // No state: a deleted resource still reads back.
      'live-idempotent': 1,
      'live-unknown-path': 1,
    });
    const seen = codesAndPaths(run);
    expect(seen.filter((entry) => entry.startsWith('live-auth-required'))).toHaveLength(11);
    expect(seen.filter((entry) => entry.startsWith('live-error-body'))).toHaveLength(4);
    expect(seen.filter((entry) => entry.startsWith('live-idempotent'))).toHaveLength(2);
    for (const finding of run.findings.filter((candidate) => candidate.code === 'live-idempotent')) {
      expect(finding.message).toMatch(/^GET .* answered 200 .*the resource is still there; expected 404; the same fault on 2 operations: DELETE \/v1\/users\/\{user_id\}, DELETE \/v1\/users\/\{user_id\}\/orders\/\{order_id\}$/);
    }
  });
});
