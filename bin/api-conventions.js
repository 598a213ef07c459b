#!/usr/bin/env node
// The entry: turns on Node's compile cache where Node has one, then loads the CLI's start-up
// chunk; each command loads its own code when it runs (scripts/bundle-cli.mjs).
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * V8's compiled code for our modules, kept between runs in the user's cache directory (Node
 * ≥ 22.1; Node keys each entry on the module's source and its own version, so a stale entry is
 * never used). Safe to delete; a cache that cannot be written or read is ignored by Node.
 */
function enableCompileCache() {
  if (typeof module.enableCompileCache !== 'function') return;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  try {
    module.enableCompileCache(path.join(base, 'api-conventions', 'compile-cache'));
  } catch {
    // A cache is only ever a speed-up.
  }
}

enableCompileCache();
const { run } = await import('../dist/src/cli/run.bundle.js');
run();
