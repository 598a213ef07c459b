import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { lintAsEditor, loadRulesetAsEditor } from './editor-loader.js';
import type { ReportedFinding, ToolRun } from './tools.js';
import { FIXTURES, SPECTRAL_BIN, comparable, difference, ensureFreshPackagedRuleset } from './tools.js';

/**
 * The package as a user installs it: the files `npm pack` ships, in a project's node_modules,
 * configured in each documented way. Stock `spectral lint`, the installed `api-conventions lint`
 * and the VS Code extension's loader give the same findings, with no network.
 */

interface ConfigCase {
  name: string;
  /** Config file name and text, written at the project root; none for `-r` alone. */
  config?: { file: string; text: string };
  spectralArgs: string[];
  /** Whether the VS Code extension can load it offline (package-name imports go to a CDN there). */
  loadsInEditor: boolean;
}

const RULES_CHANGED = "rules:\n  path-nouns: off\n  field-casing: warn\n";
const JS_CONFIG = (from: string) => [
  `import { apiConventions } from '${from}';`,
  '',
  'export default {',
  "  extends: [apiConventions({ casing: 'camelCase', singletons: ['catalog'] })],",
  "  rules: { 'operation-security': 'off' },",
  '};',
  '',
].join('\n');

const CASES: ConfigCase[] = [
  { name: 'spectral lint -r node_modules/api-conventions/dist/spectral/ruleset.js', spectralArgs: ['-r', 'node_modules/api-conventions/dist/spectral/ruleset.js'], loadsInEditor: true },
  { name: '.spectral.yaml extending the package by name', config: { file: '.spectral.yaml', text: `extends: [api-conventions/ruleset]\n${RULES_CHANGED}` }, spectralArgs: [], loadsInEditor: false },
  { name: '.spectral.yaml extending the ruleset by path', config: { file: '.spectral.yaml', text: `extends: [./node_modules/api-conventions/dist/spectral/ruleset.js]\n${RULES_CHANGED}` }, spectralArgs: [], loadsInEditor: true },
  { name: '.spectral.js importing the factory by package name', config: { file: '.spectral.js', text: JS_CONFIG('api-conventions/conventions') }, spectralArgs: [], loadsInEditor: false },
  { name: '.spectral.mjs importing the factory by path', config: { file: '.spectral.mjs', text: JS_CONFIG('./node_modules/api-conventions/dist/spectral/conventions.js') }, spectralArgs: [], loadsInEditor: true },
];

const DOCUMENT = 'api/shop-api.yaml';

interface CaseRuns {
  project: string;
  spectral: ToolRun;
  ours: ToolRun;
  editor: ReportedFinding[] | Error;
}

let workspace = '';
const runs = new Map<string, CaseRuns>();

function execNode(args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 2, stdout, stderr });
    });
  });
}

function execNpm(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('npm', [...args], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout);
      else reject(new Error(`npm ${args.join(' ')}: ${stderr}`));
    });
  });
}

/** The files `npm pack` would ship, copied into `<store>/node_modules/api-conventions`. */
async function installPackedFiles(modules: string): Promise<void> {
  const [pack] = JSON.parse(await execNpm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT)) as Array<{ files: Array<{ path: string }> }>;
  if (pack === undefined) throw new Error('npm pack listed no package');
  const target = path.join(modules, 'api-conventions');
  await Promise.all(pack.files.map(async ({ path: file }) => {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await copyFile(path.join(ROOT, file), path.join(target, file));
  }));
}

/** The package's dependencies, hoisted beside it as npm installs them (linked, not copied). */
async function linkDependencies(modules: string): Promise<void> {
  const entries = await readdir(path.join(ROOT, 'node_modules'));
  await Promise.all(entries
    .filter((entry) => !entry.startsWith('.') && entry !== 'api-conventions')
    .map((entry) => symlink(path.join(ROOT, 'node_modules', entry), path.join(modules, entry))));
}

async function runCase(configCase: ConfigCase, index: number, modules: string): Promise<CaseRuns> {
  const project = path.join(workspace, `project-${index}`);
  await mkdir(path.join(project, 'api'), { recursive: true });
  await symlink(modules, path.join(project, 'node_modules'));
  await copyFile(path.join(FIXTURES, 'parity/violating/shop-api.yaml'), path.join(project, DOCUMENT));
  await cp(path.join(FIXTURES, 'parity/violating/shared'), path.join(project, 'api/shared'), { recursive: true });
  if (configCase.config !== undefined) await writeFile(path.join(project, configCase.config.file), configCase.config.text);

  const scratch = path.join(project, 'spectral-report.json');
  const [spectralRun, ourRun] = await Promise.all([
    execNode([SPECTRAL_BIN, 'lint', '-f', 'json', '-o', scratch, ...configCase.spectralArgs, DOCUMENT], project),
    execNode([path.join(project, 'node_modules/api-conventions/bin/api-conventions.js'), 'lint', '--format', 'json', DOCUMENT], project),
  ]);
  const spectral: ToolRun = { exitCode: spectralRun.code, stderr: spectralRun.stderr, findings: spectralRun.code <= 1 ? JSON.parse(await readFile(scratch, 'utf8')) as ReportedFinding[] : [] };
  const ours: ToolRun = { exitCode: ourRun.code, stderr: ourRun.stderr, findings: ourRun.code <= 1 ? JSON.parse(ourRun.stdout) as ReportedFinding[] : [] };

  const rulesetFile = configCase.config === undefined
    ? path.join(project, 'node_modules/api-conventions/dist/spectral/ruleset.js')
    : path.join(project, configCase.config.file);
  const editor = await loadRulesetAsEditor(rulesetFile)
    .then((ruleset) => lintAsEditor(ruleset, path.join(project, DOCUMENT)))
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  return { project, spectral, ours, editor };
}

beforeAll(async () => {
  await ensureFreshPackagedRuleset();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-installed-'));
  const modules = path.join(workspace, 'store/node_modules');
  await mkdir(modules, { recursive: true });
  await installPackedFiles(modules);
  await linkDependencies(modules);
  const results = await Promise.all(CASES.map((configCase, index) => runCase(configCase, index, modules)));
  CASES.forEach((configCase, index) => { const result = results[index]; if (result !== undefined) runs.set(configCase.name, result); });
}, 300_000);

afterAll(async () => {
  if (workspace !== '') await rm(workspace, { recursive: true, force: true });
});

function runsOf(name: string): CaseRuns {
  const found = runs.get(name);
  if (found === undefined) throw new Error(`no runs for ${name}`);
  return found;
}


describe('the installed package, configured as the docs say', () => {
  for (const configCase of CASES) {
    describe(configCase.name, () => {
      it('stock spectral and the installed api-conventions report the same findings, and some', () => {
        const { project, spectral, ours } = runsOf(configCase.name);
        expect(spectral.exitCode, spectral.stderr).toBe(1);
        expect(ours.exitCode, ours.stderr).toBe(1);
        const fromSpectral = comparable(spectral.findings, project);
        const fromOurs = comparable(ours.findings, project);
        expect(fromSpectral.size).toBeGreaterThan(10);
        expect({ onlySpectral: difference(fromSpectral, fromOurs), onlyOurs: difference(fromOurs, fromSpectral) }).toEqual({ onlySpectral: [], onlyOurs: [] });
      });

      if (configCase.loadsInEditor) {
        it('the VS Code extension\'s loader reports the same findings, offline', () => {
          const { project, spectral, editor } = runsOf(configCase.name);
          if (editor instanceof Error) throw editor;
          const fromSpectral = comparable(spectral.findings, project);
          const fromEditor = comparable(editor, project);
          expect({ onlySpectral: difference(fromSpectral, fromEditor), onlyEditor: difference(fromEditor, fromSpectral) }).toEqual({ onlySpectral: [], onlyEditor: [] });
        });
      }
    });
  }

  it('the YAML config switches path-nouns off and lowers field-casing, in both forms', () => {
    for (const name of ['.spectral.yaml extending the package by name', '.spectral.yaml extending the ruleset by path']) {
      const { spectral, ours } = runsOf(name);
      for (const findings of [spectral.findings, ours.findings]) {
        expect(findings.some((finding) => finding.code === 'path-nouns')).toBe(false);
        const casing = findings.filter((finding) => finding.code === 'field-casing');
        expect(casing.length).toBeGreaterThan(0);
        expect(casing.every((finding) => finding.severity === 1)).toBe(true);
      }
    }
  });

  it('the JS config sets options, the same by package name and by path', () => {
    const byName = runsOf('.spectral.js importing the factory by package name');
    const byPath = runsOf('.spectral.mjs importing the factory by path');
    const snakeFieldReported = (findings: readonly ReportedFinding[]) =>
      findings.some((finding) => finding.code === 'field-casing' && finding.path.at(-1) === 'product_id' && /configured casing is camelCase/.test(finding.message));
    expect(snakeFieldReported(byName.ours.findings)).toBe(true);
    expect(byName.spectral.findings.some((finding) => finding.code === 'operation-security')).toBe(false);
    const fromName = comparable(byName.spectral.findings, byName.project);
    const fromPath = comparable(byPath.spectral.findings, byPath.project);
    expect({ onlyByName: difference(fromName, fromPath), onlyByPath: difference(fromPath, fromName) }).toEqual({ onlyByName: [], onlyByPath: [] });
  });

  it('the factory loads in Node by import and by require, and a bad option names the key', async () => {
    const project = runsOf(CASES[0]?.name ?? '').project;
    const call = "apiConventions({ casing: 'kebab-case' })";
    const shape = "const r = apiConventions(); console.log(Object.keys(r.rules).length > 0); try { CALL } catch (e) { console.log(e.message) }".replace('CALL', call);
    const esm = await execNode(['--input-type=module', '-e', `import { apiConventions } from 'api-conventions/conventions'; ${shape}`], project);
    const cjs = await execNode(['-e', `const { apiConventions } = require('api-conventions/conventions'); ${shape}`], project);
    for (const run of [esm, cjs]) {
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^true\ninvalid api-conventions option "casing": must be one of \["auto","snake_case","camelCase"\]/);
    }
  });

  it('the VS Code extension cannot load a package-name import offline: it asks esm.sh', () => {
    const { editor } = runsOf('.spectral.js importing the factory by package name');
    expect(editor).toBeInstanceOf(Error);
    expect((editor as Error).message).toMatch(/https:\/\/esm\.sh\/api-conventions\/conventions/);
  });
});
