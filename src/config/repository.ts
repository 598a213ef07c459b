import fs from 'node:fs';
import path from 'node:path';

/** A folder holding `.git` (a directory, or a file in a worktree or submodule) is a repository's root. */
export function isRepositoryRoot(directory: string): boolean {
  return fs.existsSync(path.join(directory, '.git'));
}

/** The root of the repository holding `directory` (itself or the nearest folder above it holding `.git`), if any. */
export function repositoryRootOf(directory: string): string | undefined {
  let current = path.resolve(directory);
  for (;;) {
    if (isRepositoryRoot(current)) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}
