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
 *   options. The build fails, naming the file, when the text replaced is not found;
 * - `@stoplight/spectral-ref-resolver` 1.0.5 loads `@stoplight/json-ref-resolver` (with immer,
 *   lodash, and node-fetch with whatwg-url for remote refs) and builds a resolver when it loads,
 *   about a fifth of a small document's lint, though a document whose `$ref`s stay inside it never
 *   uses them (src/spectral-internals/deferred-resolver.ts). In the bundle, its exports load the
 *   module on first use, except `ResolverDepGraph`, which is `dependency-graph`'s `DepGraph` as
 *   before. The build fails when the module's exports are not the four it had;
 * - `@stoplight/spectral-runtime` 1.1.6's `dist/fetch.js` loads node-fetch (with whatwg-url and
 *   its Unicode tables) when it loads; in the bundle, on its first fetch, which only a remote ruleset
 *   or `$ref` makes. The build fails when the text replaced is not found.
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

/** What spectral-ref-resolver 1.0.5 exports: the shim below gives each the same value. */
const REF_RESOLVER_EXPORTS = ['httpAndFileResolver', 'Resolver', 'ResolverDepGraph', 'createHttpAndFileResolver'];
const EAGER_REF_RESOLVER = 'spectral-internals:eager-ref-resolver';

/** spectral-ref-resolver's index, its module loaded on the first use of an export. */
export function lazyRefResolver(file) {
  const text = readFileSync(file, 'utf8');
  // TypeScript's CommonJS output declares every export on one line: `exports.a = exports.b = void 0;`.
  const declared = /^(exports\.\w+ = )+void 0;$/m.exec(text)?.[0] ?? '';
  const exported = [...declared.matchAll(/exports\.(\w+)/g)].map((match) => match[1]).sort();
  if (exported.join() !== [...REF_RESOLVER_EXPORTS].sort().join() || !text.includes('exports.ResolverDepGraph = dependency_graph_1.DepGraph;')) {
    throw new Error(`${file}: its exports are no longer those of @stoplight/spectral-ref-resolver 1.0.5 (${REF_RESOLVER_EXPORTS.join(', ')}); scripts/spectral-internals-plugin.mjs needs updating for this version`);
  }
  return `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
let eager;
const load = () => (eager ??= require(${JSON.stringify(EAGER_REF_RESOLVER)}));
exports.ResolverDepGraph = require("dependency-graph").DepGraph;
for (const name of ["httpAndFileResolver", "Resolver"]) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
exports.createHttpAndFileResolver = function createHttpAndFileResolver(opts) { return load().createHttpAndFileResolver(opts); };
`;
}

/** spectral-runtime's fetch.js, as published: node-fetch loaded with the module, called in one place. */
const EAGER_FETCH = 'const node_fetch_1 = (0, tslib_1.__importDefault)(require("node-fetch"));';
const FETCH_CALL = '(0, node_fetch_1.default)(uri,';

/** spectral-runtime's fetch.js with node-fetch loaded on the first fetch; throws when the text is not as published. */
export function lazyFetch(file) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(EAGER_FETCH) || text.split('node_fetch_1').length !== 3 || !text.includes(FETCH_CALL)) {
    throw new Error(`${file}: no longer loads node-fetch as @stoplight/spectral-runtime 1.1.6 did; scripts/spectral-internals-plugin.mjs needs updating for this version`);
  }
  return text
    .replace(EAGER_FETCH, 'let node_fetch_1;')
    .replace(FETCH_CALL, '(0, (node_fetch_1 ??= (0, tslib_1.__importDefault)(require("node-fetch"))).default)(uri,');
}

export function spectralInternalsPlugin(root) {
  const spectralMain = createRequire(path.join(root, 'package.json')).resolve('@stoplight/spectral-core');
  const assertionsFile = path.join(path.dirname(spectralMain), 'ruleset/validation/assertions.js');
  const rulesetFunctionFile = path.join(path.dirname(spectralMain), 'ruleset/function.js');
  // The copy Spectral's spectral.js loads, found as Node would find it from there.
  const refResolverFile = createRequire(spectralMain).resolve('@stoplight/spectral-ref-resolver');
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
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-ref-resolver[\\/]dist[\\/]index\.js$/, namespace: 'file' }, (args) => {
        if (path.resolve(args.path) !== refResolverFile) return undefined;
        return { contents: lazyRefResolver(args.path), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-runtime[\\/]dist[\\/]fetch\.js$/ }, (args) => ({ contents: lazyFetch(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onResolve({ filter: new RegExp(`^${EAGER_REF_RESOLVER}$`) }, () => ({ path: refResolverFile, namespace: 'eager-ref-resolver' }));
      build.onLoad({ filter: /.*/, namespace: 'eager-ref-resolver' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}
