import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startReferenceServer } from '../../fixtures/servers/reference-server.js';
import type { ReferenceServer } from '../../fixtures/servers/reference-server.js';
import { ROOT } from '../helpers/cli.js';
import type { JsonFinding } from '../helpers/split-document.js';
import { expectedRefusals, refFindings, writeSplitDocument } from '../helpers/split-document.js';

/**
 * A library changes nothing global in its host process. A program loads its own pluralize, and
 * the dependency-graph and immer that Spectral's `$ref` resolver uses (the same installed copies),
 * before the library; then it lints (a split document, so that Spectral's resolver runs too),
 * checks a live server and diffs two documents through the built library, and finds its packages
 * and the built-in prototypes answering and holding exactly what they did before.
 */

/** Run by a child Node process, the host: prints what it saw as JSON. */
const HOST_PROGRAM = String.raw`
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, split, baseUrl, token] = process.argv.slice(2);
const requireHere = createRequire(path.join(root, 'package.json'));
const requireNearResolver = createRequire(requireHere.resolve('@stoplight/json-ref-resolver'));
const pluralize = requireHere('pluralize');
const { DepGraph } = requireNearResolver('dependency-graph');
const immer = requireNearResolver('immer');

const WORDS = ['index', 'indices', 'indexes', 'schema', 'schemas', 'epoch', 'epochs', 'person', 'status', 'news', 'matrix'];
const HOLDERS = {
  'DepGraph.prototype': DepGraph.prototype,
  'pluralize': pluralize,
  'immer': immer,
  'Object.prototype': Object.prototype,
  'Array.prototype': Array.prototype,
  'String.prototype': String.prototype,
  'Function.prototype': Function.prototype,
  'Promise.prototype': Promise.prototype,
  'RegExp.prototype': RegExp.prototype,
  'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype,
  'Error.prototype': Error.prototype,
  'JSON': JSON,
  'globalThis': globalThis,
};

/** Every own member of each holder, by identity, and whether the holder may still change. */
function members() {
  // Node defines some globals (TextEncoder, AbortController, …) as accessors that turn into values when first read.
  for (const key of Reflect.ownKeys(globalThis)) globalThis[key];
  const seen = new Map();
  for (const [name, holder] of Object.entries(HOLDERS)) {
    seen.set(name, { frozen: Object.isFrozen(holder), extensible: Object.isExtensible(holder), descriptors: Object.getOwnPropertyDescriptors(holder), keys: Reflect.ownKeys(holder) });
  }
  return seen;
}

function changedMembers(before, after) {
  const changed = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (was.frozen !== now.frozen || was.extensible !== now.extensible) changed.push(name + ': frozen or extensible');
    for (const key of new Set([...was.keys, ...now.keys])) {
      const a = was.descriptors[key];
      const b = now.descriptors[key];
      if (a === undefined || b === undefined || !Object.is(a.value, b.value) || a.get !== b.get || a.set !== b.set || a.writable !== b.writable) changed.push(name + '.' + String(key));
    }
  }
  return changed;
}

function answers() {
  return {
    plural: WORDS.map((word) => pluralize.plural(word)),
    singular: WORDS.map((word) => pluralize.singular(word)),
    isPlural: WORDS.map((word) => pluralize.isPlural(word)),
    isSingular: WORDS.map((word) => pluralize.isSingular(word)),
    immerFreezes: Object.isFrozen(immer.produce({ a: {} }, (draft) => { draft.b = 1; })),
    immerFreezesDeep: Object.isFrozen(immer.produce({ a: { b: {} } }, (draft) => { draft.a.c = 1; }).a),
    graphOrder: (() => { const graph = new DepGraph(); graph.addNode('a'); graph.addNode('b'); graph.addDependency('a', 'b'); graph.addDependency('a', 'b'); return [graph.overallOrder(), graph.dependenciesOf('a')]; })(),
  };
}

// The host has used fetch, as check will: Node's fetch makes its dispatcher, a global, on first use.
await (await fetch(baseUrl)).arrayBuffer();
const membersBefore = members();
const answersBefore = answers();

const library = await import(pathToFileURL(path.join(root, 'dist/src/index.js')).href);
const splitText = (await import('node:fs')).readFileSync(split, 'utf8');
const linted = await library.lintText(splitText, split);
const lintedFile = await library.lintFile(path.join(root, 'fixtures/violations.yaml'));
const checked = await library.check(path.join(root, 'fixtures/check/reference-api.yaml'), { baseUrl, token });
const diffed = await library.diff(path.join(root, 'fixtures/tasks-api.yaml'), path.join(root, 'fixtures/violations.yaml'));

process.stdout.write(JSON.stringify({
  answersBefore,
  answersAfter: answers(),
  changed: changedMembers(membersBefore, members()),
  pluralOfIndex: pluralize.plural('index'),
  resolverLoaded: Object.keys(requireHere.cache).some((key) => key.includes('json-ref-resolver')),
  linted,
  lintedFileCodes: [...new Set(lintedFile.map((finding) => finding.code))].sort(),
  checked: { requests: checked.requests, codes: [...new Set(checked.findings.map((finding) => finding.code))] },
  diffedCodes: [...new Set(diffed.map((finding) => finding.code))].sort(),
}));
`;

interface HostReport {
  answersBefore: unknown;
  answersAfter: unknown;
  changed: string[];
  pluralOfIndex: string;
  resolverLoaded: boolean;
  linted: JsonFinding[];
  lintedFileCodes: string[];
  checked: { requests: number; codes: string[] };
  diffedCodes: string[];
}

let directory: string;
let server: ReferenceServer;
let report: HostReport;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-host-'));
  server = await startReferenceServer();
  const split = await writeSplitDocument(directory);
  const program = path.join(directory, 'host.mjs');
  await writeFile(program, HOST_PROGRAM);
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [program, ROOT, split, server.url, ADMIN_TOKEN], { cwd: directory, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, out, err) => {
      if (error === null) resolve(out);
      else reject(new Error(`the host program failed: ${err}`));
    });
  });
  report = JSON.parse(stdout) as HostReport;
}, 150_000);

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('a program using the library', () => {
  it('lints, checks and diffs through it, Spectral\'s $ref resolver included', () => {
    expect(report.resolverLoaded).toBe(true);
    expect(refFindings(report.linted)).toEqual(expectedRefusals(directory));
    expect(report.lintedFileCodes).toContain('path-nouns');
    expect(report.checked.requests).toBeGreaterThan(0);
    expect(report.diffedCodes).toContain('breaking-change');
  });

  it('keeps its own pluralize\'s answers: index → indices, schema → schemata', () => {
    expect(report.pluralOfIndex).toBe('indices');
    expect(report.answersAfter).toEqual(report.answersBefore);
    expect((report.answersBefore as { plural: string[] }).plural.slice(0, 6)).toEqual(['indices', 'indices', 'indexes', 'schemata', 'schemas', 'epoches']);
  });

  it('keeps immer freezing what it produces, and dependency-graph as it works', () => {
    expect(report.answersBefore).toMatchObject({ immerFreezes: true, immerFreezesDeep: true, graphOrder: [['b', 'a'], ['b']] });
    expect(report.answersAfter).toEqual(report.answersBefore);
  });

  it('finds every member of those packages, of the built-in prototypes and of the global object as it was', () => {
    // tslib (2.x, which Spectral's packages require) defines its helpers on the global object as
    // well as on its exports whenever it is loaded: the one change, and tslib's own doing.
    const tslibHelpers = Object.keys(createRequire(path.join(ROOT, 'package.json'))('tslib') as object).filter((name) => name.startsWith('__'));
    expect(tslibHelpers.length).toBeGreaterThan(20);
    expect(report.changed.filter((member) => !tslibHelpers.some((helper) => member === `globalThis.${helper}`))).toEqual([]);
  });
});

describe('the one importer of pluralize', () => {
  async function sourcesUnder(directoryName: string): Promise<string[]> {
    const entries = await readdir(path.join(ROOT, directoryName), { recursive: true });
    return entries.filter((entry) => entry.endsWith('.ts')).map((entry) => path.join(directoryName, entry));
  }

  it('is rulesets/model/inflection.ts, and the built module adds nothing to it', async () => {
    const importers: string[] = [];
    for (const file of [...await sourcesUnder('src'), ...await sourcesUnder('rulesets')]) {
      if (/from 'pluralize'/.test(await readFile(path.join(ROOT, file), 'utf8'))) importers.push(file);
    }
    expect(importers).toEqual([path.join('rulesets', 'model', 'inflection.ts')]);
    const built = await readFile(path.join(ROOT, 'dist/rulesets/model/inflection.js'), 'utf8');
    expect(built).not.toMatch(/\.add(?:Irregular|Plural|Singular|Uncountable)Rule\(/);
    const inflection = await import(pathToFileURL(path.join(ROOT, 'dist/rulesets/model/inflection.js')).href) as typeof import('../../rulesets/model/inflection.js');
    expect(typeof inflection.privateInflection).toBe('function');
  });
});
