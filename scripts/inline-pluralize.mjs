#!/usr/bin/env node
/**
 * Compiles `dist/rulesets/model/inflection.js` again, in place, with the pluralize package inlined
 * (run after `tsc`, by scripts/build.mjs). pluralize exports one instance per loaded copy of its
 * module, and inflection.ts adds the project's words to the instance it imports: inlined, that
 * instance is this module's own, and a program that loads the library beside its own pluralize
 * keeps pluralize's answers (`plural('index')` is still `indices` there).
 *
 * Why a copy made at build time: the module must run where the ruleset bundle runs (the editor,
 * with no Node built-ins, so no `createRequire` with a cache of its own), and no maintained
 * library offers pluralize's rules as instances. The ruleset and CLI bundles are built from the
 * compiled files and keep this copy. A second run finds no import of pluralize left and changes
 * nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'dist/rulesets/model/inflection.js');

await build({
  entryPoints: [file],
  outfile: file,
  allowOverwrite: true,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['main'],
  target: 'es2022',
  legalComments: 'inline',
  logLevel: 'warning',
  plugins: [{
    // pluralize is the one import this module may have: anything else would be copied too.
    name: 'only-pluralize',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || args.path === 'pluralize' || args.importer.includes(`${path.sep}node_modules${path.sep}pluralize${path.sep}`)) return undefined;
        return { errors: [{ text: `${path.relative(root, args.importer)} imports ${args.path}; only pluralize is inlined here` }] };
      });
    },
  }],
});
