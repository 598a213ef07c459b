import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:fast`: the unit tests and the rule tables, for the inner loop (under 30 s on two
 * cores). Left to `npm test`, which runs every file: the tests that start processes (named
 * `*.e2e.test.ts`), property tests and fuzzing, servers, and large documents, listed below.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: [
      '**/node_modules/**',
      'test/**/*.e2e.test.ts',
      'test/**/*.property.test.ts',
      // Processes and threads: the catalog page's script, the installed package, a crashing
      // rule's CLI, the runner's worker threads, stock Spectral beside the CLI, Spectral's bundler
      // for ruleset files.
      'test/catalog.test.ts',
      'test/parity/installed-package.test.ts',
      'test/parity/parity.test.ts',
      'test/hostile/rule-failure.test.ts',
      'test/cli/runner.test.ts',
      'test/config/load-config.test.ts',
      // Servers, probed over HTTP (`check`).
      'test/check/completeness.test.ts',
      'test/check/discovery.test.ts',
      'test/check/prism.test.ts',
      'test/check/real-servers.test.ts',
      'test/check/reference.test.ts',
      'test/check/safety.test.ts',
      'test/check/traffic-servers.test.ts',
      'test/check/variants.test.ts',
      // Real documents installed beside the suite: the audits' corpus, release pairs, the
      // specification's examples.
      'test/corpus/**',
      'test/diff/release-pairs.test.ts',
      'test/lint/valid-documents.test.ts',
      // A host program in a child process, with lint, check and diff in it.
      'test/hostile/host-process.test.ts',
      // Fuzzing and large documents.
      'test/hostile/document-limits.test.ts',
      'test/hostile/mutation-fuzz.test.ts',
      'test/lint/oas30-schema-object.test.ts',
      'test/lint/structural-validation.test.ts',
    ],
  },
}));
