import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { stringify } from 'yaml';
import { OPTIONS_RULE, OPTION_NAMES, OPTION_SPECS } from '../../rulesets/options.js';
import type { OptionName } from '../../rulesets/options.js';
import { RULES } from '../../rulesets/rules/index.js';
import { UsageError } from '../errors.js';
import { expandInputs } from './expand-inputs.js';
import { packageVersion } from './version.js';
import { writeStdout } from './write-output.js';

/**
 * `init` writes a starter Spectral config extending the conventions and a CI job: a GitHub Actions
 * workflow that lints pull requests (what they add, and their breaking changes) and uploads SARIF
 * to code scanning, or a GitLab job writing the Code Quality report. It never overwrites a file
 * unless told to with `--force`.
 */

export const CONFIG_FILE = '.spectral.yaml';
export const WORKFLOW_FILE = '.github/workflows/api-conventions.yml';
/** Spectral resolves a relative `extends` from the config file's directory. */
export const RULESET_PATH = './node_modules/api-conventions/dist/spectral/ruleset.js';
export const GITLAB_FILE = '.gitlab/api-conventions.yml';
const SARIF_FILE = 'api-conventions.sarif';
const CODE_QUALITY_FILE = 'gl-code-quality-report.json';
const CI_KINDS = ['github', 'gitlab'] as const;
type CiKind = (typeof CI_KINDS)[number];

/** The file `npm pack` writes for this version. */
function tarballName(): string {
  return `api-conventions-${packageVersion()}.tgz`;
}

/** The rules that read an option, for its comment. */
function readersOf(name: OptionName): string {
  const readers = RULES.filter((rule) => name in rule.options).map((rule) => rule.id);
  return readers.length > 0 ? `read by ${readers.join(', ')}` : 'read by api-conventions diff';
}

/** A comment wrapped at 100 columns. */
function comment(text: string, indent: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${indent}# ${lines[last] ?? ''} ${word}`.length <= 100) lines[last] = `${lines[last] ?? ''} ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => `${indent}# ${line}`).join('\n');
}

/** Every option at its default, each under a comment saying what it does and which rules read it. */
function optionLines(indent: string): string {
  return OPTION_NAMES.map((name) => {
    const value = stringify(OPTION_SPECS[name].default, { collectionStyle: 'flow', flowCollectionPadding: false }).trimEnd();
    return `${comment(`${OPTION_SPECS[name].description}; ${readersOf(name)}`, indent)}\n${indent}${name}: ${value}`;
  }).join('\n');
}

export function starterConfig(): string {
  return `# API conventions, as a Spectral ruleset: read by \`api-conventions lint\`, \`spectral lint\` and the editors.
# Install it beside your API from a packed tarball, a git URL or a clone (it is not on the npm registry):
#   npm install --save-dev ./${tarballName()}
extends:
  - ${RULESET_PATH}

rules:
  # A rule at another severity, or off:
  # path-nouns: warn
  # stateless-no-cookies: 'off'

  # The conventions' options, each at its default. Spectral takes a rule written as a mapping
  # only with given and then: those two lines change nothing; the options are the extensions.
  ${OPTIONS_RULE}:
    given: $
    then: {function: truthy}
    extensions:
${optionLines('      ')}

# Rules can be turned off or re-severitied for some documents, or for part of one by JSON path,
# and the options set again for some documents:
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

/** One `diff` line per document: the document on the base branch against this one. */
function diffLines(documents: readonly string[], base: string): string {
  return documents.map((document) => `npx --no-install api-conventions diff "${base}:${document}" ${shellWord(document)} --format github`).join('\n          ');
}

export function starterWorkflow(documents: readonly string[]): string {
  const targets = documents.map(shellWord).join(' ');
  return `# Lints the API description: on a pull request, only the findings it adds (--since the base
# branch) and its breaking changes (diff); on main, everything. Findings show as annotations
# and in the repository's code scanning alerts (SARIF).
name: API conventions

on:
  pull_request:
  push:
    branches: [main]

permissions:
  contents: read
  actions: read
  security-events: write

jobs:
  api-conventions:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
        with:
          fetch-depth: 0
      - uses: actions/setup-node@v6
        with:
          node-version: 24
      - run: npm ci
      - name: Lint the API description
        env:
          SINCE: \${{ github.event_name == 'pull_request' && format('--since=origin/{0}', github.base_ref) || '' }}
        run: |
          npx --no-install api-conventions lint ${targets} $SINCE --format sarif --output ${SARIF_FILE} --format github
      - name: Breaking changes against the base branch
        if: \${{ !cancelled() && github.event_name == 'pull_request' }}
        env:
          BASE: origin/\${{ github.base_ref }}
        run: |
          ${diffLines(documents, '$BASE')}
      - name: Upload SARIF to code scanning
        if: \${{ !cancelled() && hashFiles('${SARIF_FILE}') != '' }}
        uses: github/codeql-action/upload-sarif@v4
        with:
          sarif_file: ${SARIF_FILE}
          category: api-conventions
`;
}

/** A GitLab CI job: the Code Quality report, and on a merge request only what it adds. */
export function starterGitlabJob(documents: readonly string[]): string {
  const targets = documents.map(shellWord).join(' ');
  return `# Lints the API description; include it from .gitlab-ci.yml:
#   include:
#     - local: ${GITLAB_FILE}
# The findings show in the merge request's Code Quality widget; on a merge request, only those it
# adds (--since the target branch).
api-conventions:
  image: node:24
  stage: test
  variables:
    GIT_DEPTH: 0
  script:
    - npm ci
    - |
      SINCE=""
      if [ -n "$CI_MERGE_REQUEST_TARGET_BRANCH_NAME" ]; then
        git fetch origin "$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"
        SINCE="--since=FETCH_HEAD"
      fi
      npx --no-install api-conventions lint ${targets} $SINCE --format gitlab --output ${CODE_QUALITY_FILE} --format stylish
  artifacts:
    when: always
    reports:
      codequality: ${CODE_QUALITY_FILE}
`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** The documents to lint: those named, else the API descriptions found here; none found stops `init`. */
async function workflowDocuments(named: readonly string[], directory: string): Promise<string[]> {
  if (named.length > 0) return [...named];
  const found = await expandInputs(['.'], directory).catch(() => []);
  const relative = found.map((file) => path.relative(directory, file).split(path.sep).join('/'));
  if (relative.length === 0) throw new UsageError(`no OpenAPI or Swagger document found in ${directory} (a .yaml, .yml or .json file declaring openapi or swagger); nothing written: name yours, e.g. api-conventions init api/openapi.yaml`);
  return relative;
}

function ciKind(value: string | undefined): CiKind {
  const kind = value ?? 'github';
  if (!(CI_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--ci "${kind}": use ${CI_KINDS.join(' or ')}`);
  return kind as CiKind;
}

export async function runInit(named: readonly string[], flags: { force?: boolean; ci?: string }, directory = process.cwd()): Promise<{ documents: string[]; files: string[] }> {
  const ci = ciKind(flags.ci);
  const ciFile = ci === 'gitlab' ? GITLAB_FILE : WORKFLOW_FILE;
  const files = [CONFIG_FILE, ciFile];
  if (flags.force !== true) {
    const existing: string[] = [];
    for (const file of files) if (await exists(path.join(directory, file))) existing.push(file);
    if (existing.length > 0) throw new UsageError(`${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing written (use --force to overwrite)`);
  }
  const documents = await workflowDocuments(named, directory);
  const contents: Record<string, string> = { [CONFIG_FILE]: starterConfig(), [ciFile]: ci === 'gitlab' ? starterGitlabJob(documents) : starterWorkflow(documents) };
  for (const file of files) {
    const target = path.join(directory, file);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents[file] ?? '');
    } catch (error) {
      throw new UsageError(`${file}: cannot write (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  return { documents, files };
}

export function registerInitCommand(program: Command): void {
  program
    .command('init')
    .description(`write a starter ${CONFIG_FILE} and a GitHub Actions workflow (${WORKFLOW_FILE}) or a GitLab CI job`)
    .argument('[documents...]', 'the documents CI lints (default: the API descriptions found here; none found stops init)')
    .option('--ci <kind>', `github (default: ${WORKFLOW_FILE}) or gitlab (${GITLAB_FILE}, to include from .gitlab-ci.yml)`)
    .option('--force', 'overwrite the files if they exist')
    .action(async (named: string[], flags: { force?: boolean; ci?: string }) => {
      const { documents, files } = await runInit(named, flags);
      await writeStdout(`wrote ${files.join(' and ')} (lints ${documents.join(', ')})
next: commit both files, with api-conventions in your package.json's devDependencies (it is not on the npm registry:
  install it from a packed tarball, npm install --save-dev ./${tarballName()}, or a git URL or a clone; see its README)
`);
    });
}
