import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import type { JsonFinding } from '../helpers/split-document.js';
import { expectedRefusals, refFindings, writeSplitDocument } from '../helpers/split-document.js';

/**
 * Each adjustment in src/spectral-internals/ is in place in the built, bundled CLI (which leaves
 * Spectral's `$ref` resolver, immer and dependency-graph in node_modules), and fails with a message
 * naming its package when its target is gone. test/hostile/host-process.test.ts shows that the
 * library changes nothing for a program using it.
 */

interface Probed {
  code: number;
  stdout: string;
  stderr: string;
  /** What the preloaded probe saw as the process exited. */
  probe: Record<string, unknown>;
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-internals-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Loads the resolver's own copies of its dependencies, as the CLI does, for the probe to read. */
const PROBE_PRELUDE = `
const { createRequire } = require('node:module');
const requireNearResolver = createRequire(require.resolve('@stoplight/json-ref-resolver', { paths: [${JSON.stringify(ROOT)}] }));
const requireNearParsers = createRequire(require.resolve('@stoplight/spectral-parsers', { paths: [${JSON.stringify(ROOT)}] }));
const requireNearYaml = createRequire(requireNearParsers.resolve('@stoplight/yaml'));
`;

/** Runs the built CLI with a preloaded probe: `setup` runs before the CLI loads, `report` as it exits. */
async function runProbed(args: string[], setup: string, report: string): Promise<Probed> {
  const out = path.join(directory, `probe-${Math.random().toString(36).slice(2)}.json`);
  const probe = path.join(directory, `probe-${Math.random().toString(36).slice(2)}.cjs`);
  await writeFile(probe, `${PROBE_PRELUDE}\n${setup}\nprocess.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify((() => { ${report} })())));\n`);
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--require', probe, BIN, ...args], { cwd: ROOT, timeout: 60_000, env: { ...process.env, NO_COLOR: '' } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
  return { ...result, probe: JSON.parse(await readFile(out, 'utf8')) as Record<string, unknown> };
}

describe('the $ref pointer guard (immer left as it is)', () => {
  it('refuses pointers through inherited properties in the bundled CLI, and leaves immer freezing and the prototypes alone', async () => {
    const file = await writeSplitDocument(directory);
    const result = await runProbed(['lint', '--format', 'json', file], '', `
      const { produce } = requireNearResolver('immer');
      return {
        immerFreezes: Object.isFrozen(produce({ a: {} }, (draft) => { draft.b = 1; })),
        prototypesFrozen: [Object, Array, String, Function].some((type) => Object.isFrozen(type.prototype)),
        resolverLoaded: Object.keys(require.cache).some((key) => key.includes('json-ref-resolver')),
      };`);
    expect(result.stderr).toBe('');
    expect(refFindings(JSON.parse(result.stdout) as JsonFinding[])).toEqual(expectedRefusals(directory));
    expect(result.probe).toEqual({ immerFreezes: true, prototypesFrozen: false, resolverLoaded: true });
  });
});

describe('the resolver\'s own dependency graph', () => {
  it('is what the bundled CLI resolves with, leaving the DepGraph of node_modules as it was', async () => {
    const file = await writeSplitDocument(directory);
    const result = await runProbed(['lint', '--format', 'json', file], `
      const { DepGraph } = requireNearResolver('dependency-graph');
      const methodsBefore = Object.getOwnPropertyNames(DepGraph.prototype).map((name) => DepGraph.prototype[name]);`, `
      const { DepGraph } = requireNearResolver('dependency-graph');
      return {
        resolverLoaded: Object.keys(require.cache).some((key) => key.includes('json-ref-resolver')),
        methodsUnchanged: Object.getOwnPropertyNames(DepGraph.prototype).every((name, index) => DepGraph.prototype[name] === methodsBefore[index]),
        symbols: Object.getOwnPropertySymbols(DepGraph.prototype).length,
      };`);
    expect(result.stderr).toBe('');
    expect(refFindings(JSON.parse(result.stdout) as JsonFinding[])).toEqual(expectedRefusals(directory));
    expect(result.probe).toEqual({ resolverLoaded: true, methodsUnchanged: true, symbols: 0 });
  });

  it('says what it did not find when its target is gone, instead of running slowly without a word', async () => {
    const file = await writeSplitDocument(directory);
    const result = await runProbed(['lint', '--format', 'json', file], "delete requireNearResolver('dependency-graph').DepGraph.prototype.removeNode;", 'return {};');
    const findings = JSON.parse(result.stdout) as JsonFinding[];
    expect(findings.map((finding) => `${finding.code}: ${finding.message}`)).toEqual([
      'internal-error: linting stopped: Error: @stoplight/json-ref-resolver 3.1.6 with dependency-graph 0.11.0: DepGraph.prototype.removeNode not found; src/spectral-internals/private-ref-resolver.ts must be brought up to date',
    ]);
  });
});

describe('the YAML parser fork', () => {
  const laughs = ['openapi: 3.0.3', "info: {title: Laughs, version: '1'}", 'paths: {}', 'a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let level = 1; level < 8; level++) laughs.push(`${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(10).fill(`*${String.fromCharCode(96 + level)}`).join(', ')}]`);

  it('is the parser the bundled CLI reads YAML with: it measures alias expansion on its own syntax tree', async () => {
    const file = path.join(directory, 'laughs.yaml');
    await writeFile(file, `${laughs.join('\n')}\n`);
    const result = await runProbed(['lint', '--format', 'json', file], '', `
      return { syntaxTreeLoaded: requireNearYaml.resolve('@stoplight/yaml-ast-parser') in require.cache };`);
    const findings = JSON.parse(result.stdout) as JsonFinding[];
    expect(findings.map((finding) => `${finding.code}: ${finding.message}`)).toEqual([
      'oas-valid: YAML aliases would expand the document by 123,456,770 nodes (the limit is 1,000,000); it is not parsed',
    ]);
    expect(result.probe).toEqual({ syntaxTreeLoaded: true });
  });

  it('says what it did not find when a function of the parser it builds on is gone', async () => {
    const file = path.join(directory, 'plain.yaml');
    await writeFile(file, "openapi: 3.0.3\ninfo: {title: Plain, version: '1'}\npaths: {}\n");
    const result = await runProbed(['lint', '--format', 'json', file], "delete requireNearYaml('@stoplight/yaml-ast-parser').determineScalarType;", 'return {};');
    const findings = JSON.parse(result.stdout) as JsonFinding[];
    expect(findings.map((finding) => `${finding.code}: ${finding.message}`)).toEqual([
      'oas-valid: the YAML parser failed on this document: Error: @stoplight/yaml-ast-parser 0.0.50 (as loaded by @stoplight/yaml): determineScalarType not found; the YAML parser in src/spectral-internals/yaml-parser.ts must be brought up to date',
    ]);
  });
});

describe('the local-first resolver in the place of Spectral\'s', () => {
  // Each resolve of Spectral's resolver starts a runner, which puts itself in the resolver's URI
  // cache (json-ref-resolver 3.1.6's runner.js); the cache's module is the installed one.
  const countResolves = `
    let resolves = 0;
    const { Cache } = requireNearResolver('./cache.js');
    const set = Cache.prototype.set;
    Cache.prototype.set = function countedSet(...args) { resolves++; return set.apply(this, args); };`;

  it('resolves a document whose $refs all point inside it without Spectral\'s resolver, in the bundled CLI', async () => {
    const file = path.join(directory, 'local.yaml');
    await writeFile(file, "openapi: 3.0.3\ninfo: {title: Local, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}\n    B: {type: string}\n    C: {$ref: '#/components/schemas/Nowhere'}\n");
    const local = await runProbed(['lint', '--format', 'json', file], countResolves, 'return { resolves };');
    expect(refFindings(JSON.parse(local.stdout) as JsonFinding[])).toEqual(["oas-valid components/schemas/C/$ref: '#/components/schemas/Nowhere' does not exist"]);
    expect(local.probe).toEqual({ resolves: 0 });
    const split = await runProbed(['lint', '--format', 'json', await writeSplitDocument(directory)], countResolves, 'return { resolves };');
    expect(split.probe['resolves']).toBeGreaterThan(0);
  });
});

describe('the JSON document whose ranges are filled in after the run', () => {
  it('places a finding from Spectral\'s run on its line, in the bundled CLI', async () => {
    const file = path.join(directory, 'ranges.json');
    const document = { openapi: '3.0.3', info: { title: 'Ranges', version: '1' }, paths: {}, components: { schemas: { A: { type: 'string' }, C: { $ref: '#/components/schemas/Nowhere' } } } };
    const text = JSON.stringify(document, null, 2);
    await writeFile(file, text);
    const result = await runProbed(['lint', '--format', 'json', file], '', 'return {};');
    const findings = JSON.parse(result.stdout) as Array<JsonFinding & { range: { start: { line: number; character: number } } }>;
    const missing = findings.find((finding) => /Nowhere/.test(finding.message));
    const refLine = text.split('\n').findIndex((line) => line.includes('"$ref"'));
    expect(missing?.range.start).toEqual({ line: refLine, character: text.split('\n')[refLine]?.indexOf('"#/components') });
  });
});
