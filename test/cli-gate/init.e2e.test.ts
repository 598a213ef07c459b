import { mkdir, mkdtemp, readFile, rm, symlink, writeFile, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, runCli } from '../helpers/cli.js';
import { validateSarif } from '../reporters/external-tools.js';

/** `init`: a starter config and a GitHub Actions workflow, never written over existing files. */

interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Array<{ uses?: string; run?: string; with?: Record<string, string>; if?: string }> }>;
}

let directory = '';
const read = (file: string) => readFile(path.join(directory, file), 'utf8');

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-init-'));
  await mkdir(path.join(directory, 'api'));
  await copyFile(path.join(ROOT, 'fixtures/gate/legacy-api.yaml'), path.join(directory, 'api/openapi.yaml'));
  await writeFile(path.join(directory, 'package.json'), '{"name": "not-an-api", "version": "1.0.0"}\n');
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('init', () => {
  it('writes a config extending the conventions and a workflow that lints pull requests and uploads SARIF', async () => {
    const result = await runCli(['init'], { cwd: directory });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('wrote .spectral.yaml and .github/workflows/api-conventions.yml (lints api/openapi.yaml)');

    const config = parse(await read('.spectral.yaml')) as { extends: string[] };
    expect(config.extends).toEqual(['./node_modules/api-conventions/dist/spectral/ruleset.js']);

    const workflow = parse(await read('.github/workflows/api-conventions.yml')) as Workflow;
    expect(Object.keys(workflow.on)).toContain('pull_request');
    expect(workflow.permissions).toEqual({ contents: 'read', actions: 'read', 'security-events': 'write' });
    const steps = Object.values(workflow.jobs)[0]?.steps ?? [];
    expect(steps.map((step) => step.uses).filter(Boolean)).toEqual(['actions/checkout@v6', 'actions/setup-node@v6', 'github/codeql-action/upload-sarif@v4']);
    expect(steps[0]?.with?.['fetch-depth']).toBe(0);
    expect(steps[1]?.with?.['node-version']).toBe(24);
    const lintStep = steps.find((step) => step.run?.includes('api-conventions lint'));
    expect(lintStep?.run?.trim()).toBe('npx --no-install api-conventions lint api/openapi.yaml $SINCE --format sarif --output api-conventions.sarif --format github');
    expect((lintStep as { env?: Record<string, string> } | undefined)?.env?.['SINCE']).toBe("${{ github.event_name == 'pull_request' && format('--since=origin/{0}', github.base_ref) || '' }}");
    const diffStep = steps.find((step) => step.run?.includes('api-conventions diff'));
    expect(diffStep?.run?.trim()).toBe('npx --no-install api-conventions diff "$BASE:api/openapi.yaml" api/openapi.yaml --format github');
    expect(diffStep?.if).toContain("github.event_name == 'pull_request'");
    const upload = steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.with?.['sarif_file']).toBe('api-conventions.sarif');
    // The upload runs after a failing lint too: findings are why it exists.
    expect(upload?.if).toContain('!cancelled()');
    expect(steps.indexOf(upload ?? {})).toBeGreaterThan(steps.indexOf(lintStep ?? {}));
  });

  it('writes a config that lint and the workflow command really use', async () => {
    expect((await runCli(['init'], { cwd: directory })).code).toBe(0);
    // Without the package installed, the config's `extends` cannot load: proof the config is read.
    const missing = await runCli(['lint', 'api/openapi.yaml'], { cwd: directory });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('.spectral.yaml:5: extends ./node_modules/api-conventions/dist/spectral/ruleset.js, which is not there');

    await mkdir(path.join(directory, 'node_modules'));
    await symlink(ROOT, path.join(directory, 'node_modules/api-conventions'), 'dir');
    const workflow = parse(await read('.github/workflows/api-conventions.yml')) as Workflow;
    const command = Object.values(workflow.jobs)[0]?.steps.find((step) => step.run?.includes('api-conventions lint'))?.run?.trim() ?? '';
    const args = command.replace(/^npx --no-install api-conventions /, '').replace(' $SINCE', '').split(' ');
    const run = await runCli(args, { cwd: directory });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=api\/openapi\.yaml,line=\d+/m);
    expect(await validateSarif(path.join(directory, 'api-conventions.sarif'))).toEqual([]);
    const sarif = JSON.parse(await read('api-conventions.sarif')) as { runs: Array<{ results: Array<{ ruleId: string }> }> };
    expect(sarif.runs[0]?.results.map((result) => result.ruleId)).toContain('path-nouns');
  });

  it('writes every option at its default, each under a comment saying what it does and which rules read it', async () => {
    expect((await runCli(['init'], { cwd: directory })).code).toBe(0);
    const text = await read('.spectral.yaml');
    const config = parse(text) as { rules: Record<string, { extensions: Record<string, unknown> }> };
    expect(config.rules['api-conventions-options']?.extensions).toEqual({
      casing: 'auto', versioning: 'auto', basePath: '', singletons: [], extraVerbs: [], extraUncountables: [], allowedMediaTypes: [], diffKinds: {},
      vocabulary: { singletons: [], uncountables: [], verbs: [] },
    });
    expect(text).toMatch(/# field casing: auto \(the majority of multi-word names\), snake_case or camelCase; read by\n\s+# field-casing, list-envelope\n\s+casing: auto\n/);
    expect(text).toMatch(/# media types accepted besides JSON and text\/event-stream; read by json-content-type\n\s+allowedMediaTypes: \[\]\n/);

    // At their defaults the options change nothing: the same findings as no configuration at all.
    await mkdir(path.join(directory, 'node_modules'));
    await symlink(ROOT, path.join(directory, 'node_modules/api-conventions'), 'dir');
    const configured = await runCli(['lint', '-f', 'json', 'api/openapi.yaml'], { cwd: directory });
    expect(configured.stderr).toBe('');
    await rm(path.join(directory, '.spectral.yaml'));
    const plain = await runCli(['lint', '-f', 'json', 'api/openapi.yaml'], { cwd: directory });
    expect(JSON.parse(configured.stdout)).toEqual(JSON.parse(plain.stdout));
    expect((JSON.parse(plain.stdout) as unknown[]).length).toBeGreaterThan(0);
  });

  it('names the documents given on the command line, quoting what the shell would split', async () => {
    const result = await runCli(['init', 'api/openapi.yaml', 'specs/my api.yaml'], { cwd: directory });
    expect(result.code).toBe(0);
    expect(await read('.github/workflows/api-conventions.yml')).toContain("npx --no-install api-conventions lint api/openapi.yaml 'specs/my api.yaml' $SINCE --format sarif");
  });

  it('stops and says so when it finds no document, writing nothing', async () => {
    await rm(path.join(directory, 'api'), { recursive: true });
    const result = await runCli(['init'], { cwd: directory });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^api-conventions: no OpenAPI or Swagger document found in .+; nothing written: name yours, e\.g\. api-conventions init api\/openapi\.yaml\n$/);
    await expect(read('.spectral.yaml')).rejects.toThrow();
  });

  it('--ci gitlab writes a GitLab job that writes the Code Quality report, the findings a merge request adds', async () => {
    const result = await runCli(['init', '--ci', 'gitlab'], { cwd: directory });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('wrote .spectral.yaml and .gitlab/api-conventions.yml (lints api/openapi.yaml)');
    const job = (parse(await read('.gitlab/api-conventions.yml')) as Record<string, { image: string; script: string[]; artifacts: { when: string; reports: { codequality: string } } }>)['api-conventions'];
    expect(job?.image).toBe('node:24');
    expect(job?.artifacts).toEqual({ when: 'always', reports: { codequality: 'gl-code-quality-report.json' } });
    const script = job?.script.join('\n') ?? '';
    expect(script).toContain('npx --no-install api-conventions lint api/openapi.yaml $SINCE --format gitlab --output gl-code-quality-report.json --format stylish');
    expect(script).toContain('SINCE="--since=FETCH_HEAD"');
    await expect(read('.github/workflows/api-conventions.yml')).rejects.toThrow();
    const refused = await runCli(['init', '--ci', 'jenkins', '--force'], { cwd: directory });
    expect(refused.stderr.trim()).toBe('api-conventions: --ci "jenkins": use github or gitlab');
  });

  it('never overwrites: it says which file exists and exits 2, unless --force', async () => {
    await writeFile(path.join(directory, '.spectral.yaml'), 'extends: [spectral:oas]\n');
    const refused = await runCli(['init'], { cwd: directory });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe('api-conventions: .spectral.yaml already exists; nothing written (use --force to overwrite)');
    expect(await read('.spectral.yaml')).toBe('extends: [spectral:oas]\n');
    await expect(read('.github/workflows/api-conventions.yml')).rejects.toThrow();

    const forced = await runCli(['init', '--force'], { cwd: directory });
    expect(forced.code).toBe(0);
    expect(await read('.spectral.yaml')).toContain('./node_modules/api-conventions/dist/spectral/ruleset.js');
  });
});
