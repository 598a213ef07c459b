import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BIN, ROOT } from '../helpers/cli.js';

/** The repository as a GitHub Action (action.yml) and a pre-commit hook (.pre-commit-hooks.yaml): their commands, run. */

interface Action {
  inputs: Record<string, { default?: string; required?: boolean }>;
  runs: { using: string; steps: Array<{ uses?: string; run?: string; env?: Record<string, string> }> };
}

let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-ci-files-'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(directory, 'openapi.yaml'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function bash(script: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd: directory, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

describe('action.yml', () => {
  it('is a composite action whose lint step runs the CLI on the inputs: annotations, SARIF, exit code', async () => {
    const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as Action;
    expect(action.runs.using).toBe('composite');
    expect(action.runs.steps[0]?.uses).toBe('actions/setup-node@v6');
    const lint = action.runs.steps.find((step) => step.run?.includes('api-conventions.js'));
    const env = { DOCUMENTS: 'openapi.yaml', SINCE: '', SARIF: 'out.sarif', FAIL_SEVERITY: action.inputs['fail-severity']?.default ?? '', ACTION_PATH: ROOT };
    const result = await bash(lint?.run ?? 'exit 99', env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=openapi\.yaml,line=\d+/m);
    const sarif = JSON.parse(await readFile(path.join(directory, 'out.sarif'), 'utf8')) as { version: string };
    expect(sarif.version).toBe('2.1.0');
    // Each input reaches the command: a fail severity past every finding passes.
    expect((await bash(lint?.run ?? 'exit 99', { ...env, FAIL_SEVERITY: 'error', DOCUMENTS: path.join(ROOT, 'fixtures/tasks-api.yaml') })).code).toBe(0);
  });
});

describe('.pre-commit-hooks.yaml', () => {
  it('runs `api-conventions lint` on the files pre-commit passes, which its pattern picks', async () => {
    const [hook] = parse(await readFile(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string; entry: string; language: string; files: string }>;
    expect(hook?.id).toBe('api-conventions');
    expect(hook?.language).toBe('node');
    const pattern = new RegExp(hook?.files ?? '^$');
    expect(['api/openapi.yaml', 'openapi.json', 'specs/swagger-v2.yml'].every((file) => pattern.test(file))).toBe(true);
    expect(['package.json', 'docker-compose.yaml'].some((file) => pattern.test(file))).toBe(false);
    // pre-commit runs the entry with the files appended; the installed bin is api-conventions.
    const entry = (hook?.entry ?? '').replace(/^api-conventions /, `"${process.execPath}" "${BIN}" `);
    const result = await bash(`${entry} openapi.yaml`, {});
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('path-nouns');
  });
});
