import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The CLIs the tests start keep their code cache in a directory of the suite's own.
    globalSetup: ['test/helpers/cache-home.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most test files spend their time waiting on the CLI processes and servers they start, so one
    // fork per core (vitest's default leaves one core idle: a single fork on 2 cores) keeps the
    // machine busy without crowding it.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Test files share a worker's module cache instead of importing Spectral, the rules and the
    // CLI's library afresh each (on 2 cores: the rule tables import in 4 s rather than 19 s). No
    // test changes process-wide state it does not restore; the suite passes either way.
    isolate: false,
  },
});
