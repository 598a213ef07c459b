import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** `api-conventions diff` as a user runs it: files, git revisions, reports, exit codes, adoption. */

interface JsonFinding { code: string; kind?: string; path: string[]; message: string; severity: number; source: string; range: { start: { line: number } } }

const V1 = `openapi: 3.0.3
info: {title: Pets, version: 1.0.0}
servers: [{url: https://api.example.com/v1}]
paths:
  /pets:
    get:
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
    delete:
      deprecated: true
      responses: {'204': {description: gone}}
components:
  schemas:
    Pet:
      type: object
      properties:
        name: {type: string}
        tag: {type: string}
`;

/** limit removed (not deprecated), DELETE removed (deprecated, same version), tag removed from the response. */
const V2 = `openapi: 3.0.3
info: {title: Pets, version: 1.1.0}
servers: [{url: https://api.example.com/v1}]
paths:
  /pets:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
components:
  schemas:
    Pet:
      type: object
      properties:
        name: {type: string}
`;

let directory: string;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: directory, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-diff-cli-'));
  await writeFile(path.join(directory, 'v1.yaml'), V1);
  await writeFile(path.join(directory, 'v2.yaml'), V2);
  git('init', '-q', '-b', 'main');
  await writeFile(path.join(directory, 'openapi.yaml'), V1);
  await writeFile(path.join(directory, 'split.yaml'), V1.replace("'#/components/schemas/Pet'", "'pet.yaml#/Pet'"));
  await writeFile(path.join(directory, 'pet.yaml'), 'Pet: {type: object}\n');
  git('add', 'openapi.yaml', 'split.yaml', 'pet.yaml');
  git('commit', '-q', '-m', 'v1');
  await writeFile(path.join(directory, 'openapi.yaml'), V2);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const parse = (stdout: string) => JSON.parse(stdout) as JsonFinding[];
const summary = (findings: JsonFinding[]) => findings.map((finding) => `${finding.code} ${path.basename(finding.source)} /${finding.path.join('/')}`).sort();

const EXPECTED = (oldName: string, newName: string) => [
  `breaking-change ${oldName} /components/schemas/Pet/properties/tag`,
  `breaking-change ${oldName} /paths//pets/delete`,
  `breaking-change ${oldName} /paths//pets/get/parameters/0`,
  `breaking-without-deprecation ${oldName} /components/schemas/Pet/properties/tag`,
  `breaking-without-deprecation ${oldName} /paths//pets/get/parameters/0`,
  `deprecation-window ${oldName} /paths//pets/delete`,
].map((line) => line.replace('NEW', newName));

describe('api-conventions diff', () => {
  it('reports the breaking changes between two files as JSON, at the old document for removals, and exits 1', async () => {
    const result = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'json'], { cwd: directory });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const findings = parse(result.stdout);
    expect(summary(findings)).toEqual(EXPECTED('v1.yaml', 'v2.yaml'));
    const tag = findings.find((finding) => finding.code === 'breaking-without-deprecation' && finding.path.includes('tag'));
    expect(tag?.source).toBe(path.join(directory, 'v1.yaml'));
    expect(tag?.range.start.line).toBe(V1.split('\n').findIndex((line) => line.trim().startsWith('tag:')));
  });

  it('reads a side at a git revision, and names it <rev>:<path>', async () => {
    const result = await runCli(['diff', 'main:openapi.yaml', 'openapi.yaml', '-f', 'json'], { cwd: directory });
    expect(result.code).toBe(1);
    const findings = parse(result.stdout);
    expect(findings.map((finding) => finding.source)).toContain('main:openapi.yaml');
    expect(summary(findings)).toEqual(EXPECTED('main:openapi.yaml', 'openapi.yaml'));
    // Nothing was written: the work tree still holds the new version, unstaged.
    expect(git('status', '--porcelain', 'openapi.yaml')).toBe(' M openapi.yaml\n');
  });

  it('exits 0 when nothing reaches --fail-severity, and when nothing changed', async () => {
    const same = await runCli(['diff', 'v1.yaml', 'main:openapi.yaml'], { cwd: directory });
    expect(same.code).toBe(0);
    const errorsOnly = await runCli(['diff', 'v1.yaml', 'v2.yaml', '--fail-severity', 'error', '-q', '-f', 'json'], { cwd: directory });
    expect(errorsOnly.code).toBe(1);
    expect(parse(errorsOnly.stdout).every((finding) => finding.severity === 0)).toBe(true);
  });

  it('writes a pull-request comment: breaking first, then deprecations, then the changelog', async () => {
    const result = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'markdown', '-o', 'diff.md', '-f', 'stylish'], { cwd: directory });
    expect(result.code).toBe(1);
    const comment = await readFile(path.join(directory, 'diff.md'), 'utf8');
    const breaking = comment.indexOf('Breaking without deprecation');
    const window = comment.indexOf('before the version moved on (§9.3)');
    const changelog = comment.indexOf('Changelog');
    expect(breaking).toBeGreaterThan(0);
    expect(window).toBeGreaterThan(breaking);
    expect(changelog).toBeGreaterThan(window);
    // Grouped by operation: the operation once, then what changed in it.
    expect(comment).toContain('- `GET /pets`\n  - query parameter `limit` removed');
    expect(comment).toContain('`parameter-removed`');
    expect(comment).not.toContain('info.version');
    expect(result.stdout).toContain('breaking-without-deprecation');
  });

  it('honours x-api-conventions-ignore in the document holding the finding, and a baseline', async () => {
    const ignored = V1.replace('        tag: {type: string}', '        tag:\n          type: string\n          x-api-conventions-ignore:\n            - {rule: breaking-without-deprecation, reason: never sent by the server}');
    await writeFile(path.join(directory, 'v1-ignored.yaml'), ignored);
    const result = await runCli(['diff', 'v1-ignored.yaml', 'v2.yaml', '-f', 'json'], { cwd: directory });
    const codes = parse(result.stdout).filter((finding) => finding.path.includes('tag')).map((finding) => finding.code);
    expect(codes).toEqual(['breaking-change']);

    const write = await runCli(['diff', 'main:openapi.yaml', 'openapi.yaml', '--baseline', 'diff-baseline.json', '--update-baseline', '-f', 'json'], { cwd: directory });
    expect(write.stderr).toContain('wrote baseline');
    const again = await runCli(['diff', 'main:openapi.yaml', 'openapi.yaml', '--baseline', 'diff-baseline.json', '-f', 'json'], { cwd: directory });
    expect(again.code).toBe(0);
    expect(parse(again.stdout)).toEqual([]);
  });

  it('names each finding\'s kind in JSON and SARIF', async () => {
    const result = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'sarif', '-o', 'diff.sarif', '-f', 'json'], { cwd: directory });
    const kinds = new Set(parse(result.stdout).map((finding) => finding.kind));
    expect(kinds).toEqual(new Set(['operation-removed', 'parameter-removed', 'response-property-removed']));
    const sarif = JSON.parse(await readFile(path.join(directory, 'diff.sarif'), 'utf8')) as { runs: Array<{ results: Array<{ properties?: { kind?: string } }> }> };
    expect(new Set(sarif.runs[0]?.results.map((entry) => entry.properties?.kind))).toEqual(kinds);
  });

  it('sets a kind\'s severity, or turns it off, with --kind and with the ruleset\'s diffKinds', async () => {
    const warned = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'json', '--kind', 'parameter-removed=warn'], { cwd: directory });
    const limit = parse(warned.stdout).filter((finding) => finding.kind === 'parameter-removed');
    expect(limit.map((finding) => [finding.code, finding.severity])).toEqual([['breaking-change', 2], ['breaking-without-deprecation', 1]]);
    const off = await runCli(['diff', 'v1.yaml', 'v2.yaml', '-f', 'json', '--kind', 'parameter-removed=off', '--kind', 'response-property-removed=off'], { cwd: directory });
    expect(off.code).toBe(0);
    expect(parse(off.stdout).map((finding) => finding.kind)).toEqual(['operation-removed', 'operation-removed']);
    const configured = path.join(directory, 'kinds');
    await rm(configured, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(configured));
    await writeFile(path.join(configured, '.spectral.mjs'), `import { apiConventions } from '${path.resolve('dist/spectral/conventions.js')}';\nexport default { extends: [apiConventions({ diffKinds: { 'parameter-removed': 'off', 'response-property-removed': 'off' } })] };\n`);
    const fromFile = await runCli(['diff', '../v1.yaml', '../v2.yaml', '-f', 'json'], { cwd: configured });
    expect(fromFile.stderr).toBe('');
    expect(parse(fromFile.stdout).map((finding) => finding.kind)).toEqual(['operation-removed', 'operation-removed']);
    // The same in YAML, on the options rule, as docs/diff.md shows it.
    await rm(path.join(configured, '.spectral.mjs'));
    await writeFile(path.join(configured, '.spectral.yaml'), `extends: [${path.resolve('dist/spectral/ruleset.js')}]\nrules:\n  api-conventions-options:\n    given: $\n    then: {function: truthy}\n    extensions:\n      diffKinds: {parameter-removed: 'off', response-property-removed: 'off'}\n`);
    const fromYaml = await runCli(['diff', '../v1.yaml', '../v2.yaml', '-f', 'json'], { cwd: configured });
    expect(fromYaml.stderr).toBe('');
    expect(parse(fromYaml.stdout).map((finding) => finding.kind)).toEqual(['operation-removed', 'operation-removed']);
    const misspelt = await runCli(['diff', 'v1.yaml', 'v2.yaml', '--kind', 'parameter-remove=off'], { cwd: directory });
    expect(misspelt.code).toBe(2);
    expect(misspelt.stderr.trim()).toBe('api-conventions: --kind: unknown kind of change "parameter-remove" (did you mean "parameter-removed"?); the kinds are listed in docs/diff.md');
  });

  it('lets an exception name a kind of change', async () => {
    const ignored = V1.replace('        - {name: limit, in: query, schema: {type: integer}}', '        - name: limit\n          in: query\n          schema: {type: integer}\n          x-api-conventions-ignore: [{rule: parameter-removed, reason: replaced by paging}]');
    await writeFile(path.join(directory, 'v1-kind.yaml'), ignored);
    const result = await runCli(['diff', 'v1-kind.yaml', 'v2.yaml', '-f', 'json'], { cwd: directory });
    expect(parse(result.stdout).filter((finding) => finding.kind === 'parameter-removed')).toEqual([]);
    expect(parse(result.stdout).filter((finding) => finding.kind === 'response-property-removed')).toHaveLength(2);
  });

  it('lets a baseline entry name a kind of change: it hides every finding of that kind at its node', async () => {
    await runCli(['diff', 'v1.yaml', 'v2.yaml', '--baseline', 'kind-baseline.json', '--update-baseline'], { cwd: directory });
    const file = path.join(directory, 'kind-baseline.json');
    const baseline = JSON.parse(await readFile(file, 'utf8')) as { documents: Record<string, Array<{ rule: string; fingerprint: unknown; message: string }>> };
    for (const [document, entries] of Object.entries(baseline.documents)) {
      const limit = entries.find((entry) => entry.message.includes('`limit`'));
      baseline.documents[document] = limit === undefined ? [] : [{ ...limit, rule: 'parameter-removed', message: 'limit replaced by paging' }];
    }
    await writeFile(file, JSON.stringify(baseline));
    const result = await runCli(['diff', 'v1.yaml', 'v2.yaml', '--baseline', 'kind-baseline.json', '-f', 'json'], { cwd: directory });
    const kinds = parse(result.stdout).map((finding) => finding.kind);
    expect(kinds).not.toContain('parameter-removed');
    expect(kinds).toContain('response-property-removed');
  });

  it.each([
    ['a missing file', ['missing.yaml', 'v2.yaml'], /missing\.yaml/],
    ['a bad revision', ['nosuchbranch:openapi.yaml', 'v2.yaml'], /^api-conventions: nosuchbranch:openapi\.yaml: cannot be read from git/],
    ['a path missing at the revision', ['main:nothere.yaml', 'v2.yaml'], /main:nothere\.yaml: cannot be read from git/],
    ['a $ref to another file at a revision', ['main:split.yaml', 'v2.yaml'], /main:split\.yaml: cannot resolve a \$ref: a document read from git may only \$ref into itself$/m],
    ['a document that is not OpenAPI', ['package.json', 'v2.yaml'], /package\.json: not an OpenAPI or Swagger document/],
    ['a syntax error, with its line', ['v1.yaml', 'broken.yaml'], /broken\.yaml:\d+: Unexpected end of the stream/],
    ['both sides wrong: the old one, as it is read first', ['broken.yaml', 'missing.yaml'], /broken\.yaml:\d+: Unexpected end of the stream/],
  ])('%s: one line naming it, exit 2', async (_what, args, pattern) => {
    await writeFile(path.join(directory, 'package.json'), '{"name": "x"}');
    await writeFile(path.join(directory, 'broken.yaml'), 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {/pets: [\n');
    const result = await runCli(['diff', ...args], { cwd: directory });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(pattern);
  });
});
