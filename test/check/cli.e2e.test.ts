import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ADMIN_TOKEN, DOCUMENTS, EXPIRED_TOKEN, READER_TOKEN, startServer } from './check-helpers.js';
import type { ReferenceServer } from './check-helpers.js';

/** `api-conventions check` as a user runs it: exit codes, formats, tokens kept out of every output. */

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-check-cli-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function withServer<T>(faults: string[], use: (server: ReferenceServer) => Promise<T>): Promise<T> {
  const server = await startServer({ faults });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

const tokenEnv = { API_CONVENTIONS_TOKEN: ADMIN_TOKEN, API_CONVENTIONS_LIMITED_TOKEN: READER_TOKEN };

describe('check: the command line', () => {
  it('exits 0 with no findings on the reference server, tokens from the environment', async () => {
    const result = await withServer([], (server) => runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url], { env: tokenEnv }));
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('No problems found in 1 document');
    expect(result.code).toBe(0);
  });

  it('exits 1 and prints the finding at the operation, in JSON', async () => {
    const result = await withServer(['schema-drift'], (server) => runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '-f', 'json'], { env: tokenEnv }));
    expect(result.code).toBe(1);
    const findings = JSON.parse(result.stdout) as Array<{ code: string; path: string[]; range: { start: { line: number } }; source: string }>;
    expect(findings.map((finding) => [finding.code, finding.path])).toEqual([['live-schema', ['paths', '/v1/users/{user_id}', 'get']]]);
    const documentLines = (await readFile(DOCUMENTS['3.0'], 'utf8')).split('\n');
    expect(documentLines[findings[0]?.range.start.line ?? -1]).toBe('    get:');
    expect(findings[0]?.source).toBe(DOCUMENTS['3.0']);
  });

  it('writes the report to a file with -o and exits 0 under --fail-severity when only warnings fall short', async () => {
    const output = path.join(directory, 'report.json');
    const result = await withServer(['no-rate-limit'], (server) => runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '--rate-limit-probe', '30', '-f', 'json', '-o', output], { env: tokenEnv }));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const findings = JSON.parse(await readFile(output, 'utf8')) as Array<{ code: string; severity: number }>;
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([['live-rate-limit', 1]]);
  });

  it('never prints a token, not even one the server echoes back', async () => {
    const secretHeader = 'X-Client-Secret: header-secret-value-42';
    const result = await withServer(['echo-credentials', 'forbidden-as-401'], (server) =>
      runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '-H', secretHeader, '--format', 'stylish'], { env: tokenEnv }));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('live-forbidden');
    expect(result.stdout).toContain('[REDACTED]');
    for (const secret of [ADMIN_TOKEN, READER_TOKEN, 'header-secret-value-42']) {
      expect(result.stdout).not.toContain(secret);
      expect(result.stderr).not.toContain(secret);
    }
    const json = await withServer(['echo-credentials', 'forbidden-as-401'], (server) =>
      runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '--token', ADMIN_TOKEN, '--limited-token', READER_TOKEN, '-f', 'json']));
    const [finding] = JSON.parse(json.stdout) as Array<{ message: string }>;
    expect(finding?.message).toContain('(received \\"Bearer [REDACTED]\\")');
    expect(json.stdout).not.toContain(READER_TOKEN);
    expect(json.stdout).not.toContain(ADMIN_TOKEN);
  });

  it('takes the expired token from API_CONVENTIONS_EXPIRED_TOKEN, and never prints it', async () => {
    const result = await withServer(['expired-accepted'], (server) => runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '-f', 'json'],
      { env: { ...tokenEnv, API_CONVENTIONS_EXPIRED_TOKEN: EXPIRED_TOKEN } }));
    expect(result.code).toBe(1);
    const findings = JSON.parse(result.stdout) as Array<{ code: string; message: string }>;
    // One fault, one finding: the five protected reads that accept the expired token are listed in it.
    expect(findings.length).toBe(1);
    for (const finding of findings) {
      expect(finding.code).toBe('live-auth-required');
      expect(finding.message).toMatch(/with the expired token \[Authorization: Bearer \[REDACTED\]\] answered 200 .*a request with expired credentials must answer 401; the same fault on 5 operations: GET \/v1\/users, /);
    }
    expect(result.stdout).not.toContain(EXPIRED_TOKEN);
  });

  it('exits 2 with one line when the server cannot be reached', async () => {
    const server = await startServer();
    const url = server.url;
    await server.close();
    const result = await runCli(['check', DOCUMENTS['3.0'], '--base-url', url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^api-conventions: cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/);
  });

  it('exits 2 on usage errors: a bad flag value, a missing document, a base URL that is not http', async () => {
    const badNumber = await runCli(['check', DOCUMENTS['3.0'], '--base-url', 'http://127.0.0.1:9', '--max-requests', 'many']);
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr).toContain('--max-requests');
    const missing = await runCli(['check', 'no-such-file.yaml', '--base-url', 'http://127.0.0.1:9']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('api-conventions: no-such-file.yaml: no such file\n');
    const notHttp = await runCli(['check', DOCUMENTS['3.0'], '--base-url', 'ftp://127.0.0.1/']);
    expect(notHttp.code).toBe(2);
    expect(notHttp.stderr).toBe('api-conventions: --base-url "ftp://127.0.0.1/" must be an http or https URL\n');
    const twoTokens = await runCli(['check', DOCUMENTS['3.0'], '--base-url', 'http://127.0.0.1:9', '--token', 'one', '--token', 'two']);
    expect(twoTokens.code).toBe(2);
    expect(twoTokens.stderr).toBe('api-conventions: more than one --token without a scheme name; give each as <scheme>=<token>, the schemes the document declares being: bearerAuth\n');
    const badWrite = await runCli(['check', DOCUMENTS['3.0'], '--base-url', 'http://127.0.0.1:9', '--allow-writes', '--write', 'create the users']);
    expect(badWrite.code).toBe(2);
    expect(badWrite.stderr).toBe('api-conventions: --write "create the users" must be written "METHOD /path", the path as the document writes it\n');
  });

  it('takes a token per scheme name, and never prints it', async () => {
    const result = await withServer([], (server) => runCli(['check', DOCUMENTS['3.0'], '--base-url', server.url, '--token', `bearerAuth=${ADMIN_TOKEN}`, '-f', 'json']));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
    expect(result.stdout + result.stderr).not.toContain(ADMIN_TOKEN);
  });
});
