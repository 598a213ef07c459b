import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The CLI keeps V8's code cache in the user's cache directory (src/cli/code-cache.ts). The suite
 * gives the CLIs it starts a cache directory of their own, made before the test files run and
 * removed after, so that running the tests leaves nothing in the user's home.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cacheHome = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-test-cache-'));
  process.env['XDG_CACHE_HOME'] = cacheHome;
  return async () => {
    await rm(cacheHome, { recursive: true, force: true });
  };
}
