/**
 * An esbuild plugin for bundles that carry their own copy of Spectral (see
 * src/spectral-internals/README.md):
 *
 * - the module that finds Spectral's ruleset assertions at run time
 *   (src/spectral-internals/spectral-assertions.ts, by `require` beside the package's main file)
 *   becomes a static import of that same file, so the bundle's `Ruleset` and the adapter share one
 *   instance;
 * - `@stoplight/spectral-core` 1.24.1's `dist/ruleset/function.js` builds its Ajv (and compiles
 *   Ajv's keyword meta-schemas, with ajv-errors and ajv-formats) when the module loads, about 5 %
 *   of a small document's lint, for `createRulesetFunction`, which our own rules do not call. In
 *   the bundle that Ajv is built on the first `createRulesetFunction` instead, with the same
 *   options. The build fails, naming the file, when the text replaced is not found.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The module-level Ajv of spectral-core 1.24.1's ruleset/function.js, exactly as published. */
const EAGER_AJV = `const ajv = new ajv_1.default({ allErrors: true, allowUnionTypes: true, strict: true, keywords: ['x-internal'] });
(0, ajv_errors_1.default)(ajv);
(0, ajv_formats_1.default)(ajv);`;

/** The same Ajv, built when `createRulesetFunction` first compiles a schema (its only use of `ajv`). */
const LAZY_AJV = `let eagerAjv;
const ajv = {
    compile(schema) {
        if (eagerAjv === undefined) {
            eagerAjv = new ajv_1.default({ allErrors: true, allowUnionTypes: true, strict: true, keywords: ['x-internal'] });
            (0, ajv_errors_1.default)(eagerAjv);
            (0, ajv_formats_1.default)(eagerAjv);
        }
        return eagerAjv.compile(schema);
    },
};`;

/** Spectral's ruleset/function.js with its Ajv built on first use; throws when the text is not as published. */
export function lazyAjvRulesetFunction(file) {
  const text = readFileSync(file, 'utf8');
  const uses = text.match(/\bajv\.\w+/g) ?? [];
  if (!text.includes(EAGER_AJV) || uses.some((use) => use !== 'ajv.compile')) {
    throw new Error(`${file}: no longer builds its Ajv as @stoplight/spectral-core 1.24.1 did (or uses it for more than compile); scripts/spectral-internals-plugin.mjs needs updating for this Spectral version`);
  }
  return text.replace(EAGER_AJV, LAZY_AJV);
}

export function spectralInternalsPlugin(root) {
  const spectralMain = createRequire(path.join(root, 'package.json')).resolve('@stoplight/spectral-core');
  const assertionsFile = path.join(path.dirname(spectralMain), 'ruleset/validation/assertions.js');
  const rulesetFunctionFile = path.join(path.dirname(spectralMain), 'ruleset/function.js');
  return {
    name: 'spectral-internals',
    setup(build) {
      build.onLoad({ filter: /[\\/]spectral-internals[\\/]spectral-assertions\.js$/ }, () => ({
        contents: `import * as assertions from ${JSON.stringify(assertionsFile)};\nexport function loadSpectralAssertions() { return assertions.default ?? assertions; }\n`,
        loader: 'js',
      }));
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]function\.js$/ }, (args) => {
        // Only the copy the bundle's own Spectral loads; another copy would be left as it is.
        if (path.resolve(args.path) !== rulesetFunctionFile) return undefined;
        return { contents: lazyAjvRulesetFunction(args.path), loader: 'js' };
      });
    },
  };
}
