import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { isRepositoryRoot } from './repository.js';

/** Where the configuration is: found without loading Spectral, which only a configuration found needs. */

const DEFAULT_RULESET_FILE = /^\.?spectral\.(ya?ml|json|m?js)$/;

/**
 * The configuration for `directory`, found as ESLint finds its own: the `.spectral.{yaml,yml,json,js,mjs}`
 * in it, else in the nearest folder above it, up to the repository's root (the folder holding
 * `.git`) or, outside a repository, the filesystem's. Two of them in one folder is an error naming
 * both: which one a tool reads would be a matter of its search order. Stock `spectral lint` reads
 * the working directory's only (docs/configuration.md).
 */
export async function findRulesetFile(directory: string): Promise<string | undefined> {
  let current = path.resolve(directory);
  for (;;) {
    const names = await readdir(current).catch(() => []);
    const found = names.filter((name) => DEFAULT_RULESET_FILE.test(name)).sort();
    if (found.length > 1) {
      throw new UsageError(`${current}: ${found.join(' and ')} are both configurations; keep one (every tool must read the same)`);
    }
    if (found[0] !== undefined) return path.join(current, found[0]);
    const parent = path.dirname(current);
    if (parent === current || isRepositoryRoot(current)) return undefined;
    current = parent;
  }
}

