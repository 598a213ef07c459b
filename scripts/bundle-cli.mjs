#!/usr/bin/env node
/**
 * Packs the compiled CLI (`dist/src/cli/run.js` and everything it imports) into
 * `dist/src/cli/run.bundle.js`, which `bin/api-conventions.js` loads, plus one chunk per
 * command (esbuild's code splitting follows the `import()`s of src/cli/main.ts), and the lint
 * worker thread's module (`lint-worker.bundle.js`, sharing the lint chunk): `--version`,
 * `--help`, `rules` and `init` load a few kilobytes and no Spectral; `lint` loads Spectral. Node
 * resolves and compiles a few files instead of several hundred, about 60 ms off every run. The
 * files sit beside the unbundled entry so that their relative paths (the compiled schemas,
 * package.json, the worker thread's module) are the same. Left outside: what is loaded only for
 * ruleset files (Spectral's bundler and migrator, with rollup), the UMD modules whose inner
 * `require`s a bundler cannot follow, and Spectral's `$ref` resolver with its dependencies
 * (whose files src/spectral-internals/private-ref-resolver.ts reads).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import YAML from 'yaml';
import { spectralInternalsPlugin } from './spectral-internals-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/src/cli');

/** What an earlier build wrote: chunk names carry a hash, so stale ones would pile up. */
export function removeBundles() {
  for (const name of readdirSync(outdir)) if (/\.bundle(-[\w-]+)?\.c?js$/.test(name)) rmSync(path.join(outdir, name));
}

/** What both bundles leave outside (see the comment above): loaded from node_modules, if at all. */
const EXTERNAL = [
  'fsevents',
  'jsonc-parser',
  '@stoplight/spectral-ruleset-bundler',
  '@stoplight/spectral-ruleset-bundler/*',
  '@stoplight/spectral-ruleset-migrator',
  // Spectral's `$ref` resolver and what it builds with stay the copies in node_modules, whose
  // files src/spectral-internals/private-ref-resolver.ts reads (see its README.md).
  '@stoplight/json-ref-resolver',
  'immer',
  'dependency-graph',
  // Loaded only for a remote ruleset or `$ref` (scripts/spectral-internals-plugin.mjs defers the
  // require): outside the bundle, its 380 KB with whatwg-url and tr46's tables are not compiled
  // with every lint.
  'node-fetch',
];

const COMMON = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Error classes are named in messages (`RangeError: ...`): their names must survive bundling.
  keepNames: true,
  logLevel: 'error',
  external: EXTERNAL,
};

/** The `lint` and `diff` commands' CommonJS bundle, compiled through `vm.Script` with V8's code cache (src/cli/code-cache.ts). */
export const LINT_BUNDLE = 'lint.bundle.cjs';

/** The other commands' modules, which the lint bundle leaves out: `bin/` gives it only `lint` and `diff` runs. */
const OTHER_COMMANDS = /^\.\/(rules|check|merge|init|lsp)-command\.js$/;

/**
 * Every character of `text` beyond ASCII as a `\uXXXX` escape (esbuild leaves them in regular
 * expression literals and comments, where the escape means the same), so that the bundle reads
 * as Latin-1, which decodes at about twice the speed of UTF-8.
 */
export function asciiOnly(text) {
  return text.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `text` without the calls of esbuild's `keepNames` that give a function or class the name its
 * declaration already gives it (`function check(){…}__name(check,"check");` becomes
 * `function check(){…}check;`): the binding was not
 * renamed, so the call defines `name` as it was. A lint made 1,700 of them as its modules loaded,
 * each a property defined on a function (measured 1.04× faster on a 44 KB document). The calls
 * for a renamed binding (`__name(check2,"check")`) and for anonymous functions stay.
 */
export function withoutRestatedNames(text) {
  // A class's own static `name` would be overwritten by the call: such a class is one this was not written for.
  if (/\bstatic\s+(?:get\s+|async\s+)?name\b/.test(text)) throw new Error(`${LINT_BUNDLE}: a class defines a static name, which keepNames' call would overwrite; scripts/bundle-cli.mjs must keep those calls`);
  // The call's value is its argument: left in its place, it reads the same wherever the call stood.
  return text.replace(/\b__name\(([\w$]+),"\1"\)/g, '$1');
}

/**
 * The documents src/cli/warm-up.ts lints before the code cache is made, one as YAML and one as
 * JSON so that both parsers are in the cache: the JSON of an array of `[name, text]` (a string,
 * which esbuild writes in place; an array would become a module of its own).
 */
const WARM_UP_FIXTURES = ['fixtures/violations.yaml', 'fixtures/tasks-api.yaml'];

function warmUpDocuments() {
  const [yamlFile, jsonFile] = WARM_UP_FIXTURES.map((file) => readFileSync(path.join(root, file), 'utf8'));
  return [['warm-up.yaml', yamlFile], ['warm-up.json', JSON.stringify(YAML.parse(jsonFile), null, 2)]];
}

/**
 * The lint bundle: one CommonJS file (a function expression, as Node's own loader wraps a module) of
 * everything `lint` and `diff` run, ASCII only, whose first line names the hash of the rest: the
 * code cache is keyed on it, so a cache made for another build is never used.
 */
async function bundleLint() {
  const result = await build({
    ...COMMON,
    entryPoints: [path.join(outdir, 'run.js')],
    write: false,
    outfile: path.join(outdir, LINT_BUNDLE),
    format: 'cjs',
    // Every `import()` a `require` (the packages it loads from node_modules are CommonJS): on Node 20
    // an `import()` inside a `vm.Script` compiled from a code cache fails, and without one needs an
    // experimental option.
    supported: { 'dynamic-import': false },
    // Without the whitespace and with shorter syntax (names kept), the bundle is a third smaller:
    // less to read and hash on every run (measured 1.06× faster on a 44 KB document).
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [
      spectralInternalsPlugin(root),
      { name: 'lint-only', setup: (plugin) => plugin.onResolve({ filter: OTHER_COMMANDS }, (args) => ({ path: args.path, external: true })) },
      // The validators the bundle carries in itself (see scripts/lint-bundle-validators.mjs).
      { name: 'bundled-validators', setup: (plugin) => plugin.onResolve({ filter: /^\.\/bundled-validators\.js$/ }, () => ({ path: path.join(root, 'scripts/lint-bundle-validators.mjs') })) },
    ],
    // `import.meta.url` (paths of the compiled schemas, package.json, the worker thread's module) is
    // the bundle's own URL, beside the ES module bundle: the same relative paths.
    define: { 'import.meta.url': '__bundleUrl', WARM_UP_DOCUMENTS: JSON.stringify(JSON.stringify(warmUpDocuments())) },
    // Strict, as every module is in the ES module bundle (the CommonJS dependencies included): the
    // directive must come first, before esbuild's own (which follows the banner).
    banner: { js: "'use strict'; var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  const bundled = result.outputFiles[0].text;
  // A raw line separator ends a line comment: escaped, it would not (and esbuild escapes those in strings).
  if (/[\u2028\u2029]/.test(bundled)) throw new Error(`${LINT_BUNDLE}: holds a raw U+2028 or U+2029, which cannot be escaped the same way everywhere`);
  // Node's wrapper for a CommonJS module written around the code: the file is the script the
  // loader compiles, read as it is (src/cli/code-cache.ts); line numbers are the file's.
  const { BUNDLE_WRAPPER } = await import(pathToFileURL(path.join(outdir, 'code-cache.js')).href);
  const text = `${BUNDLE_WRAPPER[0]}${asciiOnly(withoutRestatedNames(bundled))}${BUNDLE_WRAPPER[1]}`;
  const hash = createHash('sha256').update(text).digest('hex');
  writeFileSync(path.join(outdir, LINT_BUNDLE), `// api-conventions lint bundle ${hash}\n${text}`);
}

/**
 * src/cli/code-cache.ts as CommonJS, the module `bin/` requires to load the lint bundle: `bin/` is
 * CommonJS, so that a lint loads nothing through Node's ES module loader, whose start-up would
 * cost it about 15 ms. Node's own modules are all it imports.
 */
export const CODE_CACHE_LOADER = 'code-cache.cjs';

async function bundleCodeCacheLoader() {
  await build({ ...COMMON, entryPoints: [path.join(outdir, 'code-cache.js')], outfile: path.join(outdir, CODE_CACHE_LOADER), format: 'cjs' });
}

export async function bundleCli() {
  removeBundles();
  await build({
    ...COMMON,
    // The worker thread's module too, so that it shares the lint chunk (src/parallel/lint-pool.ts).
    entryPoints: { 'run.bundle': path.join(outdir, 'run.js'), 'lint-worker.bundle': path.join(root, 'dist/src/parallel/lint-worker.js') },
    outdir,
    chunkNames: '[name].bundle-[hash]',
    splitting: true,
    format: 'esm',
    plugins: [spectralInternalsPlugin(root)],
    // The CommonJS dependencies inside an ES module bundle still call `require`.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  });
  await bundleLint();
  await bundleCodeCacheLoader();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
