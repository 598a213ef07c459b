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
 * (adjusted where they are loaded).
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { spectralInternalsPlugin } from './spectral-internals-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/src/cli');

/** What an earlier build wrote: chunk names carry a hash, so stale ones would pile up. */
export function removeBundles() {
  for (const name of readdirSync(outdir)) if (/\.bundle(-[\w-]+)?\.js$/.test(name)) rmSync(path.join(outdir, name));
}

export async function bundleCli() {
  removeBundles();
  await build({
    // The worker thread's module too, so that it shares the lint chunk (src/parallel/lint-pool.ts).
    entryPoints: { 'run.bundle': path.join(outdir, 'run.js'), 'lint-worker.bundle': path.join(root, 'dist/src/parallel/lint-worker.js') },
    outdir,
    chunkNames: '[name].bundle-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Error classes are named in messages (`RangeError: ...`): their names must survive bundling.
    keepNames: true,
    logLevel: 'error',
    plugins: [spectralInternalsPlugin(root)],
    external: [
      'fsevents',
      'jsonc-parser',
      '@stoplight/spectral-ruleset-bundler',
      '@stoplight/spectral-ruleset-bundler/*',
      '@stoplight/spectral-ruleset-migrator',
      // Spectral's `$ref` resolver and what it builds with stay the copies in node_modules, which
      // src/spectral-internals/ adjusts (see its README.md).
      '@stoplight/json-ref-resolver',
      'immer',
      'dependency-graph',
      // Loaded only for a remote ruleset or `$ref` (scripts/spectral-internals-plugin.mjs defers the
      // require): outside the bundle, its 380 KB with whatwg-url and tr46's tables are not compiled
      // with every lint.
      'node-fetch',
    ],
    // The CommonJS dependencies inside an ES module bundle still call `require`.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
