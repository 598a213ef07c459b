import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { expandInputs } from './expand-inputs.js';
import { packageVersion } from './version.js';
import { writeStdout } from './write-output.js';

/**
 * `init` writes a starter Spectral config extending the conventions and a GitHub Actions workflow
 * that lints on pull requests and uploads SARIF to code scanning. It never overwrites a file
 * unless told to with `--force`.
 */

export const CONFIG_FILE = '.spectral.yaml';
export const WORKFLOW_FILE = '.github/workflows/api-conventions.yml';
/** Spectral resolves a relative `extends` from the config file's directory. */
export const RULESET_PATH = './node_modules/api-conventions/dist/spectral/ruleset.js';
const SARIF_FILE = 'api-conventions.sarif';
const DEFAULT_DOCUMENT = 'openapi.yaml';

/** The file `npm pack` writes for this version. */
function tarballName(): string {
  return `api-conventions-${packageVersion()}.tgz`;
}

export function starterConfig(): string {
  return `# API conventions, as a Spectral ruleset: read by \`api-conventions lint\` and \`spectral lint\`.
# Install it beside your API from a packed tarball, a git URL or a clone (it is not on the npm registry):
#   npm install --save-dev ./${tarballName()}
extends:
  - ${RULESET_PATH}

# Rules can be turned off or re-severitied for some documents, or for part of one by JSON path:
# overrides:
#   - files: ['legacy/**/*.yaml']
#     rules:
#       path-nouns: warn
#   - files: ['openapi.yaml#/paths/~1legacy']
#     rules:
#       path-nesting-depth: 'off'
`;
}

/** A word for the shell, single-quoted when it holds anything the shell would read. */
function shellWord(word: string): string {
  return /^[\w./@-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function starterWorkflow(documents: readonly string[]): string {
  const targets = documents.map(shellWord).join(' ');
  return `# Lints the API description on every pull request: findings show as annotations on the
# pull request, and in the repository's code scanning alerts (SARIF).
name: API conventions

on:
  pull_request:
  push:
    branches: [main]

permissions:
  contents: read
  security-events: write

jobs:
  api-conventions:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - name: Lint the API description
        run: |
          npx --no-install api-conventions lint ${targets} --format sarif --output ${SARIF_FILE} --format github
      - name: Upload SARIF to code scanning
        if: \${{ !cancelled() && hashFiles('${SARIF_FILE}') != '' }}
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: ${SARIF_FILE}
          category: api-conventions
`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** The documents to lint: those named, else the API descriptions found here, else `openapi.yaml`. */
async function workflowDocuments(named: readonly string[], directory: string): Promise<string[]> {
  if (named.length > 0) return [...named];
  const found = await expandInputs(['.'], directory).catch(() => []);
  const relative = found.map((file) => path.relative(directory, file).split(path.sep).join('/'));
  return relative.length > 0 ? relative : [DEFAULT_DOCUMENT];
}

export async function runInit(named: readonly string[], flags: { force?: boolean }, directory = process.cwd()): Promise<string[]> {
  const files = [CONFIG_FILE, WORKFLOW_FILE];
  if (flags.force !== true) {
    const existing: string[] = [];
    for (const file of files) if (await exists(path.join(directory, file))) existing.push(file);
    if (existing.length > 0) throw new UsageError(`${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing written (use --force to overwrite)`);
  }
  const documents = await workflowDocuments(named, directory);
  const contents: Record<string, string> = { [CONFIG_FILE]: starterConfig(), [WORKFLOW_FILE]: starterWorkflow(documents) };
  for (const file of files) {
    const target = path.join(directory, file);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents[file] ?? '');
    } catch (error) {
      throw new UsageError(`${file}: cannot write (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  return documents;
}

export function registerInitCommand(program: Command): void {
  program
    .command('init')
    .description(`write a starter ${CONFIG_FILE} and a GitHub Actions workflow (${WORKFLOW_FILE})`)
    .argument('[documents...]', 'the documents the workflow lints (default: the API descriptions found here, else openapi.yaml)')
    .option('--force', 'overwrite the files if they exist')
    .action(async (named: string[], flags: { force?: boolean }) => {
      const documents = await runInit(named, flags);
      await writeStdout(`wrote ${CONFIG_FILE} and ${WORKFLOW_FILE} (lints ${documents.join(', ')})
next: commit both files, with api-conventions in your package.json's devDependencies (it is not on the npm registry:
  install it from a packed tarball, npm install --save-dev ./${tarballName()}, or a git URL or a clone; see its README)
`);
    });
}
