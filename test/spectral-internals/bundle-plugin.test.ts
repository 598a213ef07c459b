import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { lazyAjvRulesetFunction, lazyFetch, lazyRefResolver } from '../../scripts/spectral-internals-plugin.mjs';

/** What the CLI bundle changes in Spectral's modules, and that it refuses a module not as published. */

type Transform = (file: string) => string;
const requireHere = createRequire(import.meta.url);
const spectralCore = path.dirname(requireHere.resolve('@stoplight/spectral-core'));
const requireNearCore = createRequire(requireHere.resolve('@stoplight/spectral-core'));

const lazyAjv = lazyAjvRulesetFunction as Transform;
const targets: Array<[string, Transform, string]> = [
  ['spectral-core ruleset/function.js', lazyAjv, path.join(spectralCore, 'ruleset/function.js')],
  ['spectral-ref-resolver index.js', lazyRefResolver as Transform, requireNearCore.resolve('@stoplight/spectral-ref-resolver')],
  ['spectral-runtime fetch.js', lazyFetch as Transform, path.join(path.dirname(requireNearCore.resolve('@stoplight/spectral-runtime')), 'fetch.js')],
];

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-bundle-plugin-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the CLI bundle\'s changes to Spectral\'s modules', () => {
  it.each(targets)('%s: changed as published, refused with its name once it differs', async (_name, transform, file) => {
    const published = await readFile(file, 'utf8');
    expect(transform(file)).not.toBe(published);
    const altered = path.join(directory, path.basename(file));
    // A release that renames the module's variables is a release the change was not written for.
    await writeFile(altered, published.replace(/ajv|node_fetch_1|exports\.Resolver/g, (match) => `${match}X`));
    expect(() => transform(altered)).toThrow(altered);
  });

  it('builds spectral-core\'s Ajv on first compile, with the options it had', () => {
    const changed = lazyAjv(path.join(spectralCore, 'ruleset/function.js'));
    expect(changed).toContain("eagerAjv = new ajv_1.default({ allErrors: true, allowUnionTypes: true, strict: true, keywords: ['x-internal'] });");
    expect(changed).not.toMatch(/^const ajv = new/m);
  });
});
