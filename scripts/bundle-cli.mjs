#!/usr/bin/env node
/**
 * Packs the compiled CLI (`dist/src/cli/run.js` and everything it imports) into one module,
 * `dist/src/cli/run.bundle.js`, which `bin/api-conventions.js` loads: Node then resolves and
 * compiles one file instead of several hundred, about 60 ms off every run. It sits beside the
 * unbundled entry so that its relative paths (the compiled schemas, package.json, the worker
 * thread's module) are the same. Left outside: what is loaded only for ruleset files (Spectral's
 * bundler and migrator, with rollup), the UMD modules whose inner `require`s a bundler cannot
 * follow, and Spectral's `$ref` resolver with its dependencies (adjusted where they are loaded).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(root, 'dist/src/cli/run.js')],
  outfile: path.join(root, 'dist/src/cli/run.bundle.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Error classes are named in messages (`RangeError: ...`): their names must survive bundling.
  keepNames: true,
  logLevel: 'error',
  external: [
    'fsevents',
    'jsonc-parser',
    '@stoplight/spectral-ruleset-bundler',
    '@stoplight/spectral-ruleset-bundler/*',
    '@stoplight/spectral-ruleset-migrator',
    '@stoplight/spectral-runtime',
    // Spectral's `$ref` resolver and what it builds with stay the copies in node_modules, which
    // src/spectral-internals/ adjusts (see its README.md).
    '@stoplight/json-ref-resolver',
    'immer',
    'dependency-graph',
  ],
  // The CommonJS dependencies inside an ES module bundle still call `require`.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
});
