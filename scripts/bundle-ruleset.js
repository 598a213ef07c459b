#!/usr/bin/env node
/**
 * Packs the compiled ruleset (`dist/rulesets/`) into `dist/spectral/`, the files users point
 * Spectral at:
 *
 * - `conventions.js` (ESM) and `conventions.cjs` (CommonJS): the `apiConventions` factory with
 *   its third-party code (ajv, pluralize, …) inlined. Only `@stoplight/spectral-*` imports are
 *   left, and every Spectral loader supplies those itself. The VS Code extension bundles a
 *   ruleset without Node's `require` and sends any other package import to a CDN, so a ruleset
 *   that imports `ajv` by name would need the network there, and get another version of it.
 * - `ruleset.js`: the conventions with default options, a default export and nothing else (what
 *   `spectral lint -r` and `extends:` expect).
 *
 * Run after `tsc` (see the `build` script). An optional argument names another output directory.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/rulesets/api-conventions.js');
const outDirectory = path.resolve(process.argv[2] ?? path.join(root, 'dist/spectral'));

/** Options shared by both module formats. */
const common = {
  entryPoints: [entry],
  bundle: true,
  // No Node built-ins: the editor runs the bundle where none can be imported.
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: ['@stoplight/spectral-*'],
  legalComments: 'inline',
  logLevel: 'warning',
};

await mkdir(outDirectory, { recursive: true });
await build({ ...common, format: 'esm', outfile: path.join(outDirectory, 'conventions.js') });
await build({ ...common, format: 'cjs', outfile: path.join(outDirectory, 'conventions.cjs') });
await writeFile(path.join(outDirectory, 'ruleset.js'), [
  '// The api-conventions Spectral ruleset with default options.',
  "import { apiConventions } from './conventions.js';",
  '',
  'export default apiConventions();',
  '',
].join('\n'));
