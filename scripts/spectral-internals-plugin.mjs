/**
 * An esbuild plugin for bundles that carry their own copy of Spectral: the module that finds
 * Spectral's ruleset assertions at run time (src/spectral-internals/spectral-assertions.ts, by
 * `require` beside the package's main file) becomes a static import of that same file, so the
 * bundle's `Ruleset` and the adapter share one instance.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export function spectralInternalsPlugin(root) {
  const spectralMain = createRequire(path.join(root, 'package.json')).resolve('@stoplight/spectral-core');
  const assertionsFile = path.join(path.dirname(spectralMain), 'ruleset/validation/assertions.js');
  return {
    name: 'spectral-internals',
    setup(build) {
      build.onLoad({ filter: /[\\/]spectral-internals[\\/]spectral-assertions\.js$/ }, () => ({
        contents: `import * as assertions from ${JSON.stringify(assertionsFile)};\nexport function loadSpectralAssertions() { return assertions.default ?? assertions; }\n`,
        loader: 'js',
      }));
    },
  };
}
