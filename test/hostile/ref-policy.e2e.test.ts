import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintText } from '../../src/lint/lint.js';
import type { CliResult } from '../helpers/cli.js';
import { runCli } from '../helpers/cli.js';

/**
 * What a `$ref` may reach: files inside the document's tree, never the network, unless flags say
 * otherwise. Refused targets are never read, so their content can never be printed; a real
 * server on 127.0.0.1 counts the connections made to it.
 */

const SECRET = 'TOP-SECRET-9f1c2e7a';

let root: string;
let tree: string;
let server: Server;
let port: number;
let connections = 0;
const requests: string[] = [];

function documentWithRefs(refs: string[]): string {
  const responses = refs.map((ref, index) => `        '${400 + index}':
          description: r${index}
          content:
            application/json:
              schema:
                $ref: '${ref}'`).join('\n');
  return `openapi: 3.0.3
info: {title: Refs, version: '1'}
paths:
  /v1/tasks:
    get:
      responses:
${responses}
`;
}

async function lint(args: string[]): Promise<CliResult> {
  const result = await runCli(['lint', '--format', 'json', ...args]);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at .+[(:]\d+/m);
  return result;
}

function refMessages(result: CliResult): string[] {
  return (JSON.parse(result.stdout) as Array<{ code: string; message: string }>)
    .filter((finding) => finding.code === 'oas-valid')
    .map((finding) => finding.message);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-refs-'));
  tree = path.join(root, 'project', 'api');
  await mkdir(tree, { recursive: true });
  await writeFile(path.join(root, 'secret.yaml'), `type: object\ndescription: ${SECRET}\n`);
  await writeFile(path.join(root, 'project', 'secret.json'), JSON.stringify({ type: 'object', description: SECRET }));
  await symlink(path.join(root, 'secret.yaml'), path.join(tree, 'linked-secret.yaml'));
  await writeFile(path.join(tree, 'error.yaml'), 'type: object\nrequired: [error, message]\nproperties:\n  error: {type: string}\n  message: {type: string}\n');
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/error.yaml') {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.end('type: object\nrequired: [error, message]\nproperties:\n  error: {type: string}\n  message: {type: string}\n');
    } else if (request.url === '/huge.yaml') {
      // Streamed without a length, past the 10 MiB a remote $ref may be.
      response.writeHead(200, { 'content-type': 'application/yaml' });
      const chunk = `# ${'x'.repeat(1022)}\n`;
      let sent = 0;
      const pump = () => {
        while (sent < 12 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    } else if (request.url === '/redirect.yaml') {
      response.writeHead(302, { location: `file://${path.join(root, 'secret.yaml')}` });
      response.end();
    } else if (request.url === '/stall.yaml') {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.write('type: object\n');
      // Never ends: the client must give up on its own.
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  server.on('connection', (socket) => {
    connections++;
    socket.unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('local files', () => {
  it('refuses $refs that climb out of the document\'s tree, and never reads them', async () => {
    const refs = [
      '../../secret.yaml',
      '../../../../../../../../../etc/passwd',
      path.join(root, 'secret.yaml'),
      `file://${path.join(root, 'secret.yaml')}`,
      '%2e%2e/%2e%2e/secret.yaml',
      '..%2f..%2fsecret.yaml',
      '../secret.json#/description',
      'linked-secret.yaml',
    ];
    const file = path.join(tree, 'climb.yaml');
    await writeFile(file, documentWithRefs(refs));
    const result = await lint([file]);
    expect(result.stdout).not.toContain(SECRET);
    expect(result.stderr).not.toContain(SECRET);
    expect(result.stdout).not.toContain('root:x:0');
    // Spectral reports each distinct target once; several of these spellings name the same file.
    const messages = refMessages(result);
    for (const message of messages) expect(message).toMatch(/refused: it is outside the document's repository or directory|no such file/);
    const refused = messages.filter((message) => message.includes('outside the document\'s repository or directory'));
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const target of ['secret.yaml"', '/etc/passwd"', 'secret.json"', 'linked-secret.yaml"']) expect(refused.some((message) => message.includes(target))).toBe(true);
    expect(result.code).toBe(1);
  });

  it('reads a $ref outside the tree only with --allow-external-refs', async () => {
    const file = path.join(tree, 'outside.yaml');
    await writeFile(file, documentWithRefs(['../../secret.yaml']));
    const refused = await lint([file]);
    expect(refMessages(refused).join('\n')).toContain('refused');
    const allowed = await lint(['--allow-external-refs', file]);
    expect(refMessages(allowed).filter((message) => message.includes('refused'))).toEqual([]);
  });

  it('reads $refs inside the tree', async () => {
    const file = path.join(tree, 'inside.yaml');
    await writeFile(file, documentWithRefs(['error.yaml', './error.yaml', `${path.basename(tree)}/../error.yaml`]));
    const result = await lint([file]);
    expect(refMessages(result)).toEqual([]);
  });

  it('reads $refs anywhere in the repository holding the document, and nothing outside it', async () => {
    const repository = path.join(root, 'repository');
    await mkdir(path.join(repository, '.git'), { recursive: true });
    await mkdir(path.join(repository, 'specs', 'orders'), { recursive: true });
    await mkdir(path.join(repository, 'common'), { recursive: true });
    await writeFile(path.join(repository, 'common', 'error.yaml'), 'type: object\nrequired: [error, message]\nproperties:\n  error: {type: string}\n  message: {type: string}\n');
    const file = path.join(repository, 'specs', 'orders', 'openapi.yaml');
    await writeFile(file, documentWithRefs(['../../common/error.yaml', '../../../secret.yaml']));
    const messages = refMessages(await lint([file]));
    expect(messages).toEqual([`$ref to "${path.join(root, 'secret.yaml')}" refused: it is outside the document's repository or directory (allow with --allow-external-refs)`]);
  });

  it('refuses a FIFO in the tree instead of waiting on it', async () => {
    const fifo = path.join(tree, 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    const file = path.join(tree, 'fifo.yaml');
    await writeFile(file, documentWithRefs(['pipe.yaml']));
    // Opening a FIFO blocks until a writer comes: a run that waited would end only at the test's timeout.
    const result = await lint([file]);
    expect(refMessages(result)).toEqual([`$ref target "${fifo}" refused: it is not a regular file`]);
  });

  it('measures a $ref\'d file like the document: an alias bomb in it is refused', async () => {
    await writeFile(path.join(tree, 'bomb.yaml'), `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 8 }, (_, level) => `l${level}: &l${level} [${Array.from({ length: 10 }, () => (level === 0 ? '*a' : `*l${level - 1}`)).join(', ')}]`).join('\n')}\n`);
    const file = path.join(tree, 'bombed.yaml');
    await writeFile(file, documentWithRefs(['bomb.yaml']));
    const result = await lint([file]);
    expect(refMessages(result)).toEqual([expect.stringMatching(/^\$ref target ".*bomb\.yaml" refused: YAML aliases would expand the document/)]);
  });
});

describe('remote $refs', () => {
  it('makes no connection without --allow-remote-refs', async () => {
    const before = connections;
    const file = path.join(tree, 'remote.yaml');
    await writeFile(file, documentWithRefs([`http://127.0.0.1:${port}/error.yaml`, `http://localhost:${port}/error.yaml#/properties`]));
    const result = await lint([file]);
    expect(connections).toBe(before);
    const messages = refMessages(result);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(/^remote \$ref "http:\/\/(127\.0\.0\.1|localhost):\d+\/error\.yaml" refused: no \$ref is fetched over the network \(allow with --allow-remote-refs\)$/);
    expect(result.code).toBe(1);
  });

  it('fetches with --allow-remote-refs', async () => {
    const before = connections;
    const file = path.join(tree, 'remote-allowed.yaml');
    await writeFile(file, documentWithRefs([`http://127.0.0.1:${port}/error.yaml`]));
    const result = await lint(['--allow-remote-refs', file]);
    expect(connections).toBeGreaterThan(before);
    expect(requests).toContain('/error.yaml');
    expect(refMessages(result)).toEqual([]);
  });

  it('stops reading a response past the size limit', async () => {
    const file = path.join(tree, 'remote-huge.yaml');
    await writeFile(file, documentWithRefs([`http://127.0.0.1:${port}/huge.yaml`]));
    const result = await lint(['--allow-remote-refs', file]);
    expect(refMessages(result)).toEqual([`remote $ref "http://127.0.0.1:${port}/huge.yaml" refused: it is larger than 10.0 MiB`]);
  });

  it('does not follow a redirect', async () => {
    const file = path.join(tree, 'remote-redirect.yaml');
    await writeFile(file, documentWithRefs([`http://127.0.0.1:${port}/redirect.yaml`]));
    const result = await lint(['--allow-remote-refs', file]);
    expect(result.stdout).not.toContain(SECRET);
    expect(refMessages(result)).toEqual([expect.stringMatching(/^remote \$ref "http:\/\/127\.0\.0\.1:\d+\/redirect\.yaml" could not be fetched: /)]);
  });

  it('gives up on a server that stops answering, after the time limit', async () => {
    // The server never answers: only the time limit ends the fetch, and the message says it did.
    const text = documentWithRefs([`http://127.0.0.1:${port}/stall.yaml`]);
    const findings = await lintText(text, path.join(tree, 'stall.yaml'), { allowRemoteRefs: true, remoteTimeoutMs: 500 });
    expect(findings.filter((finding) => finding.code === 'oas-valid').map((finding) => finding.message)).toEqual([`remote $ref "http://127.0.0.1:${port}/stall.yaml" timed out after 500 ms`]);
  });
});
