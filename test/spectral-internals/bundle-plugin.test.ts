import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { deferredModule, equalFirstResults, lazyAjvRulesetFunction, lazyFetch, lazyRefResolver, lodashNamesUsed, lodashSubset } from '../../scripts/spectral-internals-plugin.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { withoutRestatedNames } from '../../scripts/bundle-cli.mjs';

/** What the CLI bundle changes in Spectral's modules, and that it refuses a module not as published. */

type Transform = (file: string) => string;
const requireHere = createRequire(import.meta.url);
const spectralCore = path.dirname(requireHere.resolve('@stoplight/spectral-core'));
const requireNearCore = createRequire(requireHere.resolve('@stoplight/spectral-core'));

const lazyAjv = lazyAjvRulesetFunction as Transform;
const targets: Array<[string, Transform, string]> = [
  ['spectral-core ruleset/function.js', lazyAjv, path.join(spectralCore, 'ruleset/function.js')],
  ['spectral-ref-resolver index.js', lazyRefResolver as Transform, requireNearCore.resolve('@stoplight/spectral-ref-resolver')],
  ['spectral-runtime fetch.js', lazyFetch as Transform, path.join(path.dirname(requireNearCore.resolve('@stoplight/spectral-runtime')), 'fetch.js')],
  ['spectral-core runner/utils/results.js', equalFirstResults as Transform, path.join(spectralCore, 'runner/utils/results.js')],
];

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-bundle-plugin-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the CLI bundle\'s changes to Spectral\'s modules', () => {
  it.each(targets)('%s: changed as published, refused with its name once it differs', async (_name, transform, file) => {
    const published = await readFile(file, 'utf8');
    expect(transform(file)).not.toBe(published);
    const altered = path.join(directory, path.basename(file));
    // A release that renames the module's variables is a release the change was not written for.
    await writeFile(altered, published.replace(/ajv|node_fetch_1|exports\.Resolver|localeCompare/g, (match) => `${match}X`));
    expect(() => transform(altered)).toThrow(altered);
  });

  it('sorts a run\'s results as spectral-core does, equal sources, codes and paths compared without a collation', async () => {
    const file = path.join(spectralCore, 'runner/utils/results.js');
    type Sorted = { sortResults: (results: object[]) => object[] };
    const published = evaluate(await readFile(file, 'utf8'), requireHere) as Sorted;
    const rewritten = evaluate((equalFirstResults as Transform)(file), requireHere) as Sorted;
    const range = (line: number, character: number) => ({ start: { line, character }, end: { line, character: character + 1 } });
    const results = [
      { code: 'rule-10', source: 'b.yaml', path: ['paths', '/b'], range: range(3, 1), message: 'm', severity: 1 },
      { code: 'rule-9', source: 'b.yaml', path: ['paths', '/b'], range: range(3, 1), message: 'm', severity: 1 },
      { code: 'rule-9', source: 'a.yaml', path: ['paths', '/a'], range: range(7, 2), message: 'm', severity: 1 },
      { code: 'rule-9', source: 'a.yaml', path: ['paths', '/a'], range: range(2, 4), message: 'm', severity: 1 },
      { code: 'Rule-9', source: 'a.yaml', path: ['paths', 'é'], range: range(2, 4), message: 'm', severity: 1 },
      { code: 'rule-9', source: undefined, path: [], range: range(0, 0), message: 'm', severity: 1 },
    ];
    expect(rewritten.sortResults([...results])).toEqual(published.sortResults([...results]));
  });

  it('builds spectral-core\'s Ajv on first compile, with the options it had', () => {
    const changed = lazyAjv(path.join(spectralCore, 'ruleset/function.js'));
    expect(changed).toContain("eagerAjv = new ajv_1.default({ allErrors: true, allowUnionTypes: true, strict: true, keywords: ['x-internal'] });");
    expect(changed).not.toMatch(/^const ajv = new/m);
  });
});

/** Runs a CommonJS module's text with the given `require`; returns its exports. */
function evaluate(text: string, requireFn: (specifier: string) => unknown): unknown {
  const module = { exports: {} as unknown };
  // The texts are the plugin's own output, run as CommonJS modules are.
  const run = vm.runInThisContext(`(function (module, exports, require) {${text}\n})`) as (module: { exports: unknown }, exports: unknown, requireFn: (specifier: string) => unknown) => void;
  run(module, module.exports, requireFn);
  return module.exports;
}

const namesUsed = lodashNamesUsed as (file: string, text?: string) => string[];

describe('lodash in the CLI bundle: only the functions its importers call', () => {
  it('reads the functions a module calls, minified or not', () => {
    expect(namesUsed('a.js', 'const lodash_1 = require("lodash");\n(0, lodash_1.get)(a, p); if ((0, lodash_1.isError)(e)) lodash_1.get(b, q);')).toEqual(['get', 'isError']);
    expect(namesUsed('b.js', 'var lodash=require("lodash"),path=require("@stoplight/path");lodash.cloneDeep(e);lodash.trimStart(e,t)')).toEqual(['cloneDeep', 'trimStart']);
  });

  it.each([
    ['a computed name', 'const lodash_1 = require("lodash");\nlodash_1[name](x);'],
    ['the whole of lodash handed on', 'const lodash_1 = require("lodash");\nuse(lodash_1);'],
    ['a require without a binding', 'require("lodash").get(a, p);'],
  ])('refuses %s, naming the file', (_case, text) => {
    expect(() => namesUsed('/somewhere/module.js', text)).toThrow('/somewhere/module.js');
  });

  it('finds what Spectral\'s own modules call, and gives them lodash\'s own functions', () => {
    const lintNode = path.join(spectralCore, 'runner/lintNode.js');
    expect(namesUsed(lintNode)).toEqual(['get', 'isError']);
    const requireNear = createRequire(lintNode);
    const subset = evaluate((lodashSubset as (file: string) => string)(lintNode), requireNear) as Record<string, ((...args: unknown[]) => unknown) | undefined>;
    expect(Object.keys(subset).sort()).toEqual(['get', 'isError']);
    expect(subset['get']).toBe(requireNear('lodash/get.js'));
    expect(subset['get']?.({ a: [{ b: 1 }] }, 'a[0].b')).toBe(1);
    expect(subset['isError']?.(new RangeError('x'))).toBe(true);
  });
});

describe('modules the CLI bundle loads on first use', () => {
  let plain: string;
  let callable: string;
  beforeAll(async () => {
    plain = path.join(directory, 'plain.cjs');
    await writeFile(plain, 'Object.defineProperty(exports, "__esModule", { value: true });\nexports.parse = (text) => `parsed ${text}`;\nexports.Counter = class Counter { constructor(start) { this.count = start; } };\n');
    callable = path.join(directory, 'callable.cjs');
    await writeFile(callable, 'module.exports = function plugin(target) { target.plugged = true; return target; };\nmodule.exports.default = module.exports;\nmodule.exports.Thing = class Thing { constructor(name) { this.name = name; } };\n');
  });

  /** The stand-in's exports, and how many times it has required the module so far. */
  function standIn(file: string): { exports: Record<string, unknown> & ((...args: unknown[]) => unknown); required: () => number } {
    let required = 0;
    const requireHereFrom = createRequire(file);
    const exports = evaluate((deferredModule as (file: string) => string)(file), (specifier) => {
      required += 1;
      return requireHereFrom(specifier);
    }) as Record<string, unknown> & ((...args: unknown[]) => unknown);
    return { exports, required: () => required };
  }

  it('requires the module only when an export is first read, and gives its own values', () => {
    const { exports, required } = standIn(plain);
    expect(exports.__esModule).toBe(true);
    expect(Object.keys(exports).sort()).toEqual(['Counter', 'parse']);
    expect(required()).toBe(0);
    expect((exports.parse as (text: string) => string)('x')).toBe('parsed x');
    const Counter = exports.Counter as new (start: number) => { count: number };
    expect(new Counter(3).count).toBe(3);
    expect(Counter).toBe((createRequire(plain)(plain) as { Counter: unknown }).Counter);
    expect(required()).toBe(1);
  });

  it('stands in for a module that is itself a function: calls and `new` reach it', () => {
    const { exports, required } = standIn(callable);
    expect(required()).toBe(0);
    expect(exports({})).toEqual({ plugged: true });
    expect((exports.default as (target: object) => object)({})).toEqual({ plugged: true });
    const Thing = exports.Thing as new (name: string) => { name: string };
    expect(new Thing('t').name).toBe('t');
    expect(required()).toBe(1);
  });

  it('stands in for a module of Node\'s own by name', () => {
    const text = (deferredModule as (file: string) => string)('node:child_process');
    expect(text).toContain('require("node:child_process")');
    expect(text).toContain('"spawn"');
  });
});

describe('the lint bundle without keepNames\' calls that restate a name', () => {
  const restated = withoutRestatedNames as (text: string) => string;

  it('drops a call naming a function or class as its declaration does, and keeps the others', () => {
    const bundled = 'function check(){return 1}__name(check,"check");class Finding{}__name(Finding,"Finding");function check2(){}__name(check2,"check");var get=__name(()=>1,"get");exports.check=__name(check,"check");';
    const changed = restated(bundled);
    expect(changed).toBe('function check(){return 1}check;class Finding{}Finding;function check2(){}__name(check2,"check");var get=__name(()=>1,"get");exports.check=check;');
    const run = (text: string) => evaluate(`var __name=(target,value)=>Object.defineProperty(target,"name",{value,configurable:!0});${text}module.exports=[check.name,Finding.name,check2.name,get.name,exports.check===check];`, () => undefined);
    expect(run(changed)).toEqual(['check', 'Finding', 'check', 'get', true]);
    expect(run(changed)).toEqual(run(bundled));
  });

  it('refuses a bundle with a class of its own static name, which the call would overwrite', () => {
    expect(() => restated('class Finding{static name="finding"}__name(Finding,"Finding");')).toThrow('static name');
  });
});
