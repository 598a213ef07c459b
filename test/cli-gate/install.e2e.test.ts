import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/**
 * The README's install path, as a user takes it: `npm pack` in the clone, `npm install --save-dev
 * <tarball>` in a new project, then the installed bin lints the project's document. The install is
 * offline: the dependencies come from the npm cache the clone's own `npm ci` filled, pinned by a
 * lock file holding the clone's production entries (npm needs the registry's package lists to
 * resolve without one, and those are not cached).
 */

const run = promisify(execFile);

/** A command's exit code and output, failing or not. */
function exited(command: string, args: readonly string[], cwd: string): Promise<{ code: number; stdout: string }> {
  return run(command, args, { cwd }).then(({ stdout }) => ({ code: 0, stdout }), (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }));
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface LockEntry { dev?: boolean; devOptional?: boolean; link?: boolean; [key: string]: unknown }
interface Lock { packages: Record<string, LockEntry> }

let workspace = '';
let project = '';
let tarball = '';

async function writeProject(manifest: { version: string; dependencies: Record<string, string>; engines: Record<string, string> }): Promise<void> {
  const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;
  const packages: Record<string, LockEntry> = {
    '': { name: 'my-api', version: '1.0.0', devDependencies: { 'api-conventions': `file:../${tarball}` } },
    'node_modules/api-conventions': {
      version: manifest.version, resolved: `file:../${tarball}`, dev: true, dependencies: manifest.dependencies,
      bin: { 'api-conventions': 'bin/api-conventions.js' }, engines: manifest.engines,
    },
  };
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/') || entry.dev === true || entry.link === true) continue;
    const { devOptional: _devOptional, ...rest } = entry;
    packages[key] = { ...rest, dev: true };
  }
  await writeFile(path.join(project, 'package.json'), `${JSON.stringify({ name: 'my-api', version: '1.0.0', private: true }, null, 2)}\n`);
  await writeFile(path.join(project, 'package-lock.json'), `${JSON.stringify({ name: 'my-api', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-install-'));
  project = path.join(workspace, 'my-api');
  await mkdir(project);
  // `dist/` is built by `npm test`'s pretest; the tarball takes it as it is.
  const packed = await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', workspace], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string }>;
  tarball = info?.filename ?? '';
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; engines: Record<string, string> };
  await writeProject(manifest);
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--save-dev', `../${tarball}`], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
}, 300_000);

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('install from a packed tarball', () => {
  it('records the tarball in package.json and installs the bin', async () => {
    expect(tarball).toMatch(/^api-conventions-\d+\.\d+\.\d+\.tgz$/);
    const manifest = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
    expect(manifest.devDependencies?.['api-conventions']).toBe(`file:../${tarball}`);
  });

  it('lints a document of the project with npx --no-install, as the README says', async () => {
    await copyFile(path.join(ROOT, 'fixtures/violations.yaml'), path.join(project, 'openapi.yaml'));
    const linted = await exited(npm, ['exec', '--no-install', '--', 'api-conventions', 'lint', 'openapi.yaml', '--no-color'], project);
    expect(linted.code).toBe(1);
    expect(linted.stdout).toMatch(/^ {2}\d+:\d+ +error +.*path-nouns$/m);
    expect(linted.stdout).toContain('in 1 document');
  }, 120_000);

  it('runs init and lints with the config it writes, from node_modules/.bin', async () => {
    const bin = path.join(project, 'node_modules/.bin/api-conventions');
    const init = await run(bin, ['init', 'openapi.yaml', '--force'], { cwd: project });
    expect(init.stdout).toContain('wrote .spectral.yaml');
    const linted = await exited(bin, ['lint', 'openapi.yaml', '-f', 'json'], project);
    expect(linted.code).toBe(1);
    const findings = JSON.parse(linted.stdout) as Array<{ code: string }>;
    expect(findings.map((finding) => finding.code)).toContain('field-casing');
  }, 120_000);
});
