import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Spectral's ruleset assertions module (`dist/ruleset/validation/assertions.js` of
 * @stoplight/spectral-core), the very instance `Ruleset` calls. The package's `exports` do not
 * name that file, so it is found beside the package's main file; Node's `require` cache then
 * hands back the instance Spectral itself loaded. The CLI bundle carries its own copy of
 * Spectral, so scripts/spectral-internals-plugin.mjs replaces this module there with a static
 * import of the same file, which the bundler shares with the bundled `Ruleset`.
 */
export const ASSERTIONS_FILE = 'ruleset/validation/assertions.js';

export function loadSpectralAssertions(): unknown {
  const requireHere = createRequire(import.meta.url);
  const spectralMain = requireHere.resolve('@stoplight/spectral-core');
  return requireHere(path.join(path.dirname(spectralMain), ASSERTIONS_FILE));
}
