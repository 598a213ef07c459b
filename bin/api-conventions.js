#!/usr/bin/env node
// The entry: turns on Node's compile cache where Node has one, then loads the CLI: a lint or a
// diff from the lint bundle through V8's code cache (src/cli/code-cache.ts), any other command
// from the start-up chunk, each command loading its own code when it runs (scripts/bundle-cli.mjs).
// CommonJS (bin/package.json), as is the code-cache loader it requires: a lint then needs none of
// Node's ES module loader, whose start-up is about 15 ms of a small document's lint (measured
// 0.96× the wall time on a 44 KB document).
'use strict';
const { enableCompileCache: enableNodeCompileCache } = require('node:module');
const os = require('node:os');
const path = require('node:path');

/**
 * V8's compiled code for our modules, kept between runs in the user's cache directory (Node
 * ≥ 22.1; Node keys each entry on the module's source and its own version, so a stale entry is
 * never used). Safe to delete; a cache that cannot be written or read is ignored by Node.
 */
function enableCompileCache() {
  if (typeof enableNodeCompileCache !== 'function') return;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  try {
    enableNodeCompileCache(path.join(base, 'api-conventions', 'compile-cache'));
  } catch {
    // A cache is only ever a speed-up.
  }
}

/** The command the arguments name, as src/cli/main.ts reads it: the first word that is not an option. */
const command = process.argv.slice(2).find((argument) => !argument.startsWith('-'));

/**
 * `lint` runs from the lint bundle with V8's code cache, when this Node and build allow it; so
 * does `diff`, which reads, parses and resolves documents with the same code (its own adds 1% to
 * the bundle), and would otherwise compile Spectral's modules from source on every run.
 */
function lintEntry() {
  const { loadLintBundle } = require('../dist/src/cli/code-cache.cjs');
  return loadLintBundle(path.join(__dirname, '../dist/src/cli/lint.bundle.cjs'));
}

enableCompileCache();
const cli = command === 'lint' || command === 'diff' ? lintEntry() : undefined;
if (cli !== undefined) cli.run();
else void import('../dist/src/cli/run.bundle.js').then((startUp) => startUp.run());
