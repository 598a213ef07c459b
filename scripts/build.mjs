#!/usr/bin/env node
/**
 * `npm run build` (and `prepare`, which npm runs on install and on `npx` in a clone): compile,
 * give the inflection module its own pluralize, bundle the ruleset, compile the OpenAPI
 * validators, bundle the CLI. Each step runs only when its inputs changed since it last ran:
 * their hashes are kept in
 * node_modules/.cache/api-conventions-build/ (out of the published files), beside the build info
 * of `tsc`, which is incremental itself. An up-to-date build costs a fraction of a
 * second instead of several, so the first `npx api-conventions lint` in a fresh clone costs what
 * later runs do. `--force` runs every step.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDirectory = path.join(root, 'node_modules/.cache/api-conventions-build');
const stateFile = path.join(cacheDirectory, 'state.json');
const force = process.argv.includes('--force');
const requireHere = createRequire(import.meta.url);

/** Every file under `directory` (relative to the root) whose name matches `pattern`, sorted. */
function filesUnder(directory, pattern) {
  const absolute = path.join(root, directory);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true })
    .map((name) => path.join(directory, String(name)))
    .filter((file) => pattern.test(file) && statSync(path.join(root, file)).isFile())
    .sort();
}

/** One hash over the names and bytes of `files` (relative to the root). */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

const node = (script, ...args) => () => execFileSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
const lockfile = existsSync(path.join(root, 'package-lock.json')) ? ['package-lock.json'] : [];

/** The steps in order; each names its inputs (read after the steps before it ran) and the outputs that must exist. */
const steps = [
  {
    name: 'tsc',
    inputs: () => ['tsconfig.json', 'package.json', ...lockfile, ...filesUnder('src', /\.ts$/), ...filesUnder('rulesets', /\.(?:ts|json)$/)],
    output: 'dist/src/index.js',
    run: () => {
      // Incremental `tsc` trusts its build info: forced, or without the outputs it describes, start afresh.
      if (force || !existsSync(path.join(root, 'dist/src/index.js'))) rmSync(path.join(cacheDirectory, 'tsbuildinfo'), { force: true });
      execFileSync(process.execPath, [requireHere.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
      writeVocabularyModule();
    },
  },
  {
    name: 'ruleset bundle',
    inputs: () => ['scripts/bundle-ruleset.js', ...lockfile, ...filesUnder('dist/rulesets', /\.(?:js|json)$/)],
    output: 'dist/spectral/ruleset.js',
    run: node('scripts/bundle-ruleset.js'),
  },
  {
    name: 'OpenAPI validators',
    inputs: () => ['scripts/build-validators.mjs', 'scripts/annotate-schema.mjs', 'src/lint/oas30-schema-object.ts', ...lockfile],
    output: ['v2', 'v3', 'v31', 'v32'].flatMap((version) => [`dist/generated/openapi-${version}-validator.cjs`, `dist/generated/openapi-${version}-verdict.cjs`]),
    run: node('scripts/build-validators.mjs'),
  },
  {
    name: 'CLI bundle',
    // The fixtures are the lint bundle's warm-up documents (WARM_UP_FIXTURES in scripts/bundle-cli.mjs).
    inputs: () => ['scripts/bundle-cli.mjs', 'scripts/spectral-internals-plugin.mjs', 'scripts/lint-bundle-validators.mjs', 'dist/generated/openapi-v3-verdict.cjs', 'dist/generated/oas30-schema-object.cjs', 'fixtures/violations.yaml', 'fixtures/tasks-api.yaml', ...lockfile, ...filesUnder('dist/src', /(?<!\.bundle(-[\w-]+)?)\.js$/), ...filesUnder('dist/rulesets', /\.(?:js|json)$/)],
    output: ['dist/src/cli/run.bundle.js', 'dist/src/cli/lint.bundle.cjs', 'dist/src/cli/code-cache.cjs'],
    run: node('scripts/bundle-cli.mjs'),
  },
];

/**
 * dist/rulesets/vocabulary/lists.js, written from the vocabulary's JSON files as one object of
 * plain JavaScript in place of what tsc emits (JSON imports): Spectral's bundler, which loads a
 * `.spectral.js` and the compiled ruleset it imports, reads no JSON modules. Written from the
 * sources on every compile, so that an incremental compile that emitted nothing new still gets the
 * current lists.
 */
function writeVocabularyModule() {
  const lists = Object.fromEntries(filesUnder('rulesets/vocabulary', /\.json$/).map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(root, file), 'utf8'))]));
  const header = '// Written by scripts/build.mjs from rulesets/vocabulary/*.json.\n';
  writeFileSync(path.join(root, 'dist/rulesets/vocabulary/lists.js'), `${header}export const LISTS = ${JSON.stringify(lists)};\n`);
}

function saveState(state) {
  mkdirSync(cacheDirectory, { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

const previous = !force && existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
const state = {};
for (const step of steps) {
  const key = hashOf(step.inputs());
  if (previous[step.name] === key && [step.output].flat().every((output) => existsSync(path.join(root, output)))) {
    state[step.name] = key;
    continue;
  }
  // Forgotten before it runs: a step that fails halfway (tsc emits despite type errors) leaves
  // outputs that match no inputs, and the next build must run it again.
  saveState(state);
  step.run();
  // Keyed on the inputs as they are now: a step that rewrote nothing it reads keeps its key.
  state[step.name] = hashOf(step.inputs());
  // Saved after each step, so that a failure later on does not redo the steps that succeeded.
  saveState(state);
}
