import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';

const DOCUMENT_EXTENSIONS = '{yaml,yml,json}';
const IGNORED = ['**/node_modules/**', '**/.git/**'];

/**
 * What discovery skips below what was named: `node_modules` and `.git` folders found by walking a
 * directory or matching a glob. A path that names them itself (`node_modules/pkg/`,
 * `'node_modules/*\/openapi.yaml'`) is what the user asked for, and is walked.
 */
function ignoredBelow(input: string): string[] {
  const named = input.replace(/\\/g, '/').split('/');
  return IGNORED.filter((pattern) => !named.includes(pattern.split('/')[1] ?? ''));
}
/** `openapi:`/`swagger:` at the start of a line, or as a key in (minified) JSON. */
const DECLARES_OPENAPI = /(^|[{,])\s*["']?(openapi|swagger)["']?\s*:/m;

/** Whether a file found by a directory walk or a glob is an API description worth linting. */
async function declaresOpenApi(file: string): Promise<boolean> {
  const head = await readFile(file, 'utf8').then((text) => text.slice(0, 64 * 1024), () => '');
  return DECLARES_OPENAPI.test(head.replace(/^\uFEFF/, ''));
}

/**
 * Turns the command line's files, directories and globs into document paths. A file named
 * outright is always linted; files found in directories or by globs only when they declare
 * `openapi` or `swagger` (so a `package.json` beside the API is not reported).
 */
export async function expandInputs(inputs: readonly string[], cwd = process.cwd()): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const absolute = path.resolve(cwd, input);
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isFile() === true) {
      files.push(absolute);
      continue;
    }
    // Loaded only for a directory or a glob: a lint of named files does not compile it (about 90 KB with picomatch).
    const { glob, isDynamicPattern } = await import('tinyglobby');
    if (info === undefined && !isDynamicPattern(input)) throw new UsageError(`${input}: no such file or directory`);
    // A directory is walked from itself, so that only folders below it are skipped.
    const matches = info?.isDirectory() === true
      ? await glob(`**/*.${DOCUMENT_EXTENSIONS}`, { cwd: absolute, absolute: true, ignore: IGNORED, dot: false })
      : await glob(input, { cwd, absolute: true, ignore: ignoredBelow(input), dot: false });
    const documents: string[] = [];
    for (const match of matches.sort()) if (await declaresOpenApi(match)) documents.push(match);
    if (documents.length === 0) throw new UsageError(`${input}: no OpenAPI or Swagger documents found`);
    files.push(...documents);
  }
  return [...new Set(files.map((file) => path.normalize(file)))];
}
