/**
 * An esbuild plugin for bundles that carry their own copy of Spectral (see
 * src/spectral-internals/README.md):
 *
 * - the module that finds Spectral's ruleset assertions at run time
 *   (src/spectral-internals/spectral-assertions.ts, by `require` beside the package's main file)
 *   becomes a static import of that same file, so the bundle's `Ruleset` and the adapter share one
 *   instance;
 * - `@stoplight/spectral-core` 1.24.1's `dist/ruleset/function.js` builds its Ajv (and compiles
 *   Ajv's keyword meta-schemas, with ajv-errors and ajv-formats) when the module loads, a sixth of
 *   a small document's lint, for `createRulesetFunction`, which our own rules do not call. In
 *   the bundle that Ajv is built on the first `createRulesetFunction` instead, with the same
 *   options. The build fails, naming the file, when the text replaced is not found;
 * - `@stoplight/spectral-ref-resolver` 1.0.5 loads `@stoplight/json-ref-resolver` (with immer,
 *   lodash, and node-fetch with whatwg-url for remote refs) and builds a resolver when it loads,
 *   about a quarter of a small document's lint, though a document whose `$ref`s stay inside it never
 *   uses them (src/spectral-internals/deferred-resolver.ts). In the bundle, its exports load the
 *   module on first use, except `ResolverDepGraph`, which is `dependency-graph`'s `DepGraph` as
 *   before. The build fails when the module's exports are not the four it had;
 * - `@stoplight/spectral-runtime` 1.1.6's `dist/fetch.js` loads node-fetch (with whatwg-url and
 *   its Unicode tables) when it loads; in the bundle, on its first fetch, which only a remote ruleset
 *   or `$ref` makes. The build fails when the text replaced is not found (what each of these three
 *   rewrites pays, measured: src/spectral-internals/README.md);
 * - `@stoplight/spectral-core` 1.24.1's `dist/runner/utils/results.js` sorts a run's results
 *   comparing their sources, codes and paths with `localeCompare`, an ICU collation each time, though
 *   most pairs compared are equal (one document: one source; many results of one rule): in the
 *   bundle, equal strings compare as 0 before any collation, which is what the collation answers
 *   for them (17 ms of a 44 KB document's lint, in a CPU profile). The build fails when the text
 *   replaced is not found;
 * - every module that requires `lodash` gets only the functions it calls, each from lodash's own
 *   module for it (`lodashSubset`): 86 KB instead of the whole 245 KB of `lodash.js`;
 * - the imports listed in `DEFERRED_IMPORTS` (Ajv, yaml, es-aggregate-error, minimatch,
 *   jsonc-parser, and some of Node's own modules) are stand-ins that load the module on the first
 *   read of an export (`deferredModule`).
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

/** spectral-core's three comparisons of results by `localeCompare`, as published, and the same with equal strings answered first. */
const RESULT_COMPARISONS = [
  ['    return String(left).localeCompare(String(right), void 0, { numeric: true });', '    const leftCode = String(left), rightCode = String(right);\n    return leftCode === rightCode ? 0 : leftCode.localeCompare(rightCode, void 0, { numeric: true });'],
  ['    return left.localeCompare(right);', '    return left === right ? 0 : left.localeCompare(right);'],
  ['    const diffPath = left.path.join().localeCompare(right.path.join());', '    const leftPath = left.path.join(), rightPath = right.path.join();\n    const diffPath = leftPath === rightPath ? 0 : leftPath.localeCompare(rightPath);'],
];

/** spectral-core's runner/utils/results.js with equal sources, codes and paths compared without a collation; throws when the text is not as published. */
export function equalFirstResults(file) {
  const text = readFileSync(file, 'utf8');
  if (RESULT_COMPARISONS.some(([published]) => text.split(published).length !== 2) || text.split('localeCompare').length !== RESULT_COMPARISONS.length + 1) {
    throw new Error(`${file}: no longer compares results as @stoplight/spectral-core 1.24.1 did; scripts/spectral-internals-plugin.mjs needs updating for this version`);
  }
  return RESULT_COMPARISONS.reduce((rewritten, [published, replacement]) => rewritten.replace(published, replacement), text);
}

/** How a CommonJS module binds lodash: `const lodash_1 = require("lodash");` (or `var lodash=require("lodash")`, minified). */
const LODASH_BINDING = /\b(?:var|let|const)\s+([\w$]+)\s*=\s*require\("lodash"\)/g;

/**
 * The lodash functions a module calls, read from its text; throws, naming the file, unless every
 * use of lodash in it is `binding.name` on a binding of `require("lodash")`, so the subset below
 * cannot miss a name.
 */
export function lodashNamesUsed(file, text = readFileSync(file, 'utf8')) {
  const bindings = [...text.matchAll(LODASH_BINDING)].map((match) => match[1]);
  const requires = text.split('require("lodash")').length - 1;
  const rest = text.replace(LODASH_BINDING, '').replaceAll('require("lodash")', '');
  const names = new Set();
  for (const binding of bindings) {
    const escaped = binding.replace(/\$/g, '\\$');
    for (const use of rest.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\.[\\w$]+)?`, 'g'))) {
      if (use[1] === undefined) throw new Error(`${file}: uses lodash other than as ${binding}.<function>; scripts/spectral-internals-plugin.mjs cannot tell which lodash functions it needs`);
      names.add(use[1].slice(1));
    }
  }
  if (requires !== bindings.length || bindings.length === 0) throw new Error(`${file}: requires lodash other than as \`const x = require("lodash")\`; scripts/spectral-internals-plugin.mjs cannot tell which lodash functions it needs`);
  return [...names].sort();
}

/** A module standing in for lodash in one importer: the functions it uses, each from lodash's own module for it. */
export function lodashSubset(file, resolveFrom = path.dirname(file)) {
  const requireThere = createRequire(path.join(resolveFrom, 'noop.js'));
  const entries = lodashNamesUsed(file).map((name) => {
    let resolved;
    try {
      resolved = requireThere.resolve(`lodash/${name}.js`);
    } catch {
      throw new Error(`${file}: uses lodash.${name}, which lodash has no module of its own for; scripts/spectral-internals-plugin.mjs cannot give it a subset`);
    }
    return `  ${JSON.stringify(name)}: require(${JSON.stringify(resolved)}),`;
  });
  return `module.exports = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Packages some bundled modules import though a lint without a ruleset file or a baseline never
 * calls them: Ajv with its plugins (for a baseline, options, a ruleset file's functions), Spectral's
 * ruleset schema validator, yaml (for ruleset files).
 * For these importers only, the import gets a stand-in whose exports load the package on first
 * read: the same module (the stand-in requires the package's own file), evaluated when used.
 */
const DEFERRED_IMPORTS = [
  { importer: /[\\/]dist[\\/]src[\\/]config[\\/]ruleset-problems\.js$/, specifier: 'yaml' },
  { importer: /[\\/]dist[\\/]src[\\/]suppressions[\\/]baseline\.js$/, specifier: 'ajv' },
  { importer: /[\\/]dist[\\/]rulesets[\\/]validate-options\.js$/, specifier: 'ajv' },
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]function\.js$/, specifier: 'ajv' },
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]function\.js$/, specifier: 'ajv-formats' },
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]function\.js$/, specifier: 'ajv-errors' },
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]validation[\\/]assertions\.js$/, specifier: './ajv' },
  // Thrown only for an invalid ruleset or function options; its polyfill loads about 60 modules of es-abstract.
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/](function|validation[\\/]assertions|validation[\\/]validators[\\/]common[\\/]error)\.js$/, specifier: 'es-aggregate-error' },
  // File patterns of a ruleset's `overrides`: not in our ruleset.
  { importer: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]utils[\\/]minimatch\.js$/, specifier: 'minimatch' },
  // Kept outside the bundle (a UMD module), and called only to parse JSON with positions, which
  // our JSON parser does not ask @stoplight/json for (src/spectral-internals/json-document.ts).
  { importer: /[\\/]@stoplight[\\/]json[\\/]index\.cjs\.js$/, specifier: 'jsonc-parser', byName: true },
  // Node's own modules that these importers use only in some runs: commander spawns a process only
  // for an executable subcommand (we have none); the lint pool starts threads only for many
  // documents. Loading child_process (with net and dgram) costs every command, `--version` too.
  { importer: /[\\/]commander[\\/]lib[\\/]command\.js$/, specifier: 'node:child_process' },
  { importer: /[\\/]dist[\\/]src[\\/]parallel[\\/]lint-pool\.js$/, specifier: 'node:worker_threads' },
  { importer: /[\\/]dist[\\/]src[\\/]parallel[\\/]lint-pool\.js$/, specifier: 'node:perf_hooks' },
  // Hashes only for `--cache`: node:crypto took about 7 ms of every lint to load.
  { importer: /[\\/]dist[\\/]src[\\/]cache[\\/]lint-cache\.js$/, specifier: 'node:crypto' },
];
const deferredImport = (specifier, importer) => DEFERRED_IMPORTS.find((deferred) => deferred.specifier === specifier && deferred.importer.test(importer));

/**
 * A CommonJS stand-in for the module `file`: each of its exports read through a getter that
 * requires it, and, where the module itself is a function (ajv-formats, ajv-errors), a function
 * that forwards calls and `new`. `__esModule` is copied as it is, since interop helpers read it
 * when the import runs.
 */
export function deferredModule(file) {
  // A path is a module inside the bundle; a name, one of Node's or one kept outside it.
  const loaded = path.isAbsolute(file) ? createRequire(file)(file) : createRequire(import.meta.url)(file);
  const names = Object.getOwnPropertyNames(loaded).filter((name) => name !== '__esModule' && !(typeof loaded === 'function' && ['length', 'name', 'prototype', 'arguments', 'caller'].includes(name)));
  const lines = ['"use strict";', `let loaded;`, `const load = () => (loaded ??= require(${JSON.stringify(file)}));`];
  lines.push(typeof loaded === 'function'
    ? 'module.exports = function deferred(...args) { return new.target === undefined ? Reflect.apply(load(), this, args) : Reflect.construct(load(), args); };'
    : 'module.exports = {};');
  if (loaded.__esModule === true) lines.push('Object.defineProperty(module.exports, "__esModule", { value: true });');
  for (const name of names) lines.push(`Object.defineProperty(module.exports, ${JSON.stringify(name)}, { enumerable: true, get: () => load()[${JSON.stringify(name)}] });`);
  return `${lines.join('\n')}\n`;
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
      build.onLoad({ filter: /[\\/]spectral-internals[\\/]spectral-assertions\.js$/, namespace: 'file' }, () => ({
        contents: `import * as assertions from ${JSON.stringify(assertionsFile)};\nexport function loadSpectralAssertions() { return assertions.default ?? assertions; }\n`,
        loader: 'js',
      }));
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]ruleset[\\/]function\.js$/, namespace: 'file' }, (args) => {
        // Only the copy the bundle's own Spectral loads; another copy would be left as it is.
        if (path.resolve(args.path) !== rulesetFunctionFile) return undefined;
        return { contents: lazyAjvRulesetFunction(args.path), loader: 'js' };
      });
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-ref-resolver[\\/]dist[\\/]index\.js$/, namespace: 'file' }, (args) => {
        if (path.resolve(args.path) !== refResolverFile) return undefined;
        return { contents: lazyRefResolver(args.path), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-runtime[\\/]dist[\\/]fetch\.js$/, namespace: 'file' }, (args) => ({ contents: lazyFetch(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onLoad({ filter: /[\\/]@stoplight[\\/]spectral-core[\\/]dist[\\/]runner[\\/]utils[\\/]results\.js$/, namespace: 'file' }, (args) => ({ contents: equalFirstResults(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onResolve({ filter: new RegExp(`^${EAGER_REF_RESOLVER}$`) }, () => ({ path: refResolverFile, namespace: 'eager-ref-resolver' }));
      build.onLoad({ filter: /.*/, namespace: 'eager-ref-resolver' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onResolve({ filter: /^lodash$/ }, (args) => ({ path: args.importer, namespace: 'lodash-subset' }));
      build.onLoad({ filter: /.*/, namespace: 'lodash-subset' }, (args) => ({ contents: lodashSubset(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      build.onResolve({ filter: /^(yaml|ajv|ajv-formats|ajv-errors|\.\/ajv|es-aggregate-error|minimatch|jsonc-parser|node:\w+)$/ }, async (args) => {
        const deferred = args.namespace === 'file' ? deferredImport(args.path, args.importer) : undefined;
        if (deferred === undefined) return undefined;
        // Node's own module, or one kept outside the bundle: the stand-in requires it by name.
        if (args.path.startsWith('node:') || deferred.byName === true) return { path: args.path, namespace: 'deferred' };
        const real = await build.resolve(args.path, { kind: 'require-call', resolveDir: args.resolveDir });
        if (real.errors.length > 0) return { errors: real.errors };
        return { path: real.path, namespace: 'deferred' };
      });
      build.onLoad({ filter: /.*/, namespace: 'deferred' }, (args) => ({ contents: deferredModule(args.path), loader: 'js', resolveDir: path.isAbsolute(args.path) ? path.dirname(args.path) : root }));
    },
  };
}
