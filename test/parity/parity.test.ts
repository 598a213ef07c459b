import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import type { ReportedFinding, ToolRun } from './tools.js';
import {
  FIXTURES, PACKAGED_RULESET, comparable, configDirectoryOf, difference, discoverConfigDirectories,
  discoverFixtureDocuments, ensureFreshPackagedRuleset, runOurs, runSpectral,
} from './tools.js';

/**
 * Stock `spectral lint` and `api-conventions lint` give the same (file, code, path, severity) on
 * every fixture, with no config, with each fixture directory's own `.spectral.*` (found by both
 * in the working directory), and with a ruleset named on the command line.
 */

const EMPTY_DIRECTORY = '<empty directory>';

interface Scenario {
  name: string;
  documents: string[];
  /** Where both tools run; an empty directory when no config may be found. */
  cwd: string;
  spectralArgs: string[];
  ourArgs: string[];
}

const relative = (file: string) => path.relative(ROOT, file);
const PARITY_FIXTURES = path.join(FIXTURES, 'parity') + path.sep;

const documents = await discoverFixtureDocuments();
const configDirectories = await discoverConfigDirectories();
const unconfigured = documents.filter((document) => configDirectoryOf(document, configDirectories) === undefined);
const violating = documents.filter((document) => document.startsWith(path.join(PARITY_FIXTURES, 'violating') + path.sep));

const scenarios: Scenario[] = [
  {
    name: `${unconfigured.length} documents without a config (spectral -r ${relative(PACKAGED_RULESET)})`,
    documents: unconfigured,
    cwd: EMPTY_DIRECTORY,
    spectralArgs: ['-r', PACKAGED_RULESET],
    ourArgs: [],
  },
  ...configDirectories.map((directory): Scenario => ({
    name: `${relative(directory)}: the .spectral.* file found in the working directory`,
    documents: documents.filter((document) => configDirectoryOf(document, configDirectories) === directory),
    cwd: directory,
    spectralArgs: [],
    ourArgs: [],
  })),
  ...['parity/rules-yaml/.spectral.yaml', 'parity/options-js/.spectral.js'].map((config): Scenario => ({
    name: `violating documents with the ruleset named on the command line: ${config}`,
    documents: violating,
    // Inside the package (and holding no config), so that `api-conventions/...` resolves to this
    // package by self-reference, as it resolves to node_modules in a user's project.
    cwd: FIXTURES,
    spectralArgs: ['-r', path.join(FIXTURES, config)],
    ourArgs: ['--ruleset', path.join(FIXTURES, config)],
  })),
].filter((scenario) => scenario.documents.length > 0);

interface ScenarioRuns {
  spectral: ToolRun;
  ours: ToolRun;
}

const runs = new Map<string, ScenarioRuns>();
let emptyDirectory = '';

beforeAll(async () => {
  await ensureFreshPackagedRuleset();
  emptyDirectory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-parity-'));
  await Promise.all(scenarios.map(async (scenario) => {
    const cwd = scenario.cwd === EMPTY_DIRECTORY ? emptyDirectory : scenario.cwd;
    const [spectral, ours] = await Promise.all([
      runSpectral(scenario.documents, cwd, scenario.spectralArgs),
      runOurs(scenario.documents, cwd, scenario.ourArgs),
    ]);
    runs.set(scenario.name, { spectral, ours });
  }));
}, 300_000);

afterAll(async () => {
  if (emptyDirectory !== '') await rm(emptyDirectory, { recursive: true, force: true });
});

function runsOf(scenario: Scenario): ScenarioRuns {
  const found = runs.get(scenario.name);
  if (found === undefined) throw new Error(`no runs for ${scenario.name}`);
  return found;
}

describe('stock Spectral and api-conventions agree on every fixture', () => {
  it('finds the fixtures, and the directories that configure them', () => {
    expect(documents.length).toBeGreaterThanOrEqual(12);
    expect(configDirectories.map(relative)).toEqual(expect.arrayContaining([
      'fixtures/parity/options-js', 'fixtures/parity/options-editor', 'fixtures/parity/rules-yaml', 'fixtures/parity/rules-editor',
    ]));
  });

  for (const scenario of scenarios) {
    it(scenario.name, () => {
      const { spectral, ours } = runsOf(scenario);
      // A broken config both refuse (exit 2) is agreement too, except where ours must load.
      const mustLoad = scenario.documents.some((document) => document.startsWith(PARITY_FIXTURES));
      if (mustLoad) expect(spectral.exitCode, spectral.stderr).toBeLessThan(2);
      expect(ours.exitCode, `spectral: ${spectral.stderr}\nours: ${ours.stderr}`).toBe(spectral.exitCode);
      const fromSpectral = comparable(spectral.findings);
      const fromOurs = comparable(ours.findings);
      expect({ onlySpectral: difference(fromSpectral, fromOurs), onlyOurs: difference(fromOurs, fromSpectral) })
        .toEqual({ onlySpectral: [], onlyOurs: [] });
    });
  }

  it('compares real findings: every violating and configured parity fixture has some', () => {
    const checked = documents.filter((document) => document.startsWith(PARITY_FIXTURES) && !document.includes(`${path.sep}conforming${path.sep}`));
    expect(checked.length).toBeGreaterThanOrEqual(8);
    const withFindings = new Set<string>();
    for (const { spectral, ours } of runs.values()) {
      for (const key of comparable(spectral.findings)) if (comparable(ours.findings).has(key)) withFindings.add(key.split('  ')[0] ?? '');
    }
    expect(checked.map(relative).filter((document) => !withFindings.has(document))).toEqual([]);
  });
});

/** What a config changes, seen in the findings of either tool. */
interface ConfigEffect {
  effect: string;
  holds(findings: readonly ReportedFinding[]): boolean;
}

const some = (code: string, where: (finding: ReportedFinding) => boolean = () => true) =>
  (findings: readonly ReportedFinding[]) => findings.some((finding) => finding.code === code && where(finding));
const none = (code: string, where: (finding: ReportedFinding) => boolean = () => true) =>
  (findings: readonly ReportedFinding[]) => !some(code, where)(findings);
const allAt = (code: string, severity: number) =>
  (findings: readonly ReportedFinding[]) => some(code)(findings) && findings.every((finding) => finding.code !== code || finding.severity === severity);
const lastSegment = (name: string) => (finding: ReportedFinding) => finding.path.at(-1) === name;
const underPath = (pathKey: string) => (finding: ReportedFinding) => finding.path[0] === 'paths' && finding.path[1] === pathKey;

const CONFIG_EFFECTS: Record<string, ConfigEffect[]> = {
  'fixtures/parity/options-js': [
    { effect: 'casing: snake_case reports camelCase fields of a mostly camelCase API', holds: some('field-casing', lastSegment('itemId')) },
    { effect: 'extraVerbs: "archive" makes /archiveItems a verb path', holds: some('path-nouns', underPath('/api/v1/archiveItems')) },
    { effect: 'operation-security switched off', holds: none('operation-security') },
    { effect: 'path-plural-collections raised to error', holds: allAt('path-plural-collections', 0) },
  ],
  'fixtures/parity/options-editor': [
    { effect: 'casing: camelCase reports snake_case fields', holds: some('field-casing', lastSegment('weight_grams')) },
    { effect: 'allowedMediaTypes: an XML-only response passes', holds: none('json-content-type', (finding) => underPath('/parcels/{parcelId}')(finding) && finding.path[2] === 'get') },
    { effect: 'allowedMediaTypes: a CSV response is still reported', holds: some('json-content-type', (finding) => underPath('/parcels/{parcelId}')(finding) && finding.path[2] === 'put') },
    { effect: 'error-status-codes switched off', holds: none('error-status-codes') },
    { effect: 'validation-error-responses raised to error', holds: allAt('validation-error-responses', 0) },
  ],
  'fixtures/parity/rules-yaml': [
    { effect: 'path-nouns switched off', holds: none('path-nouns') },
    { effect: 'field-casing lowered to warn', holds: allAt('field-casing', 1) },
    { effect: 'operation-security lowered to info', holds: allAt('operation-security', 2) },
    { effect: 'the override switches error-body-shape off in legacy-*.yaml only', holds: (findings) =>
      none('error-body-shape', (finding) => finding.source.endsWith('legacy-accounts-api.yaml'))(findings)
      && some('error-body-shape', (finding) => finding.source.endsWith(`${path.sep}accounts-api.yaml`))(findings) },
  ],
  'fixtures/parity/rules-editor': [
    { effect: 'json-content-type switched off', holds: none('json-content-type') },
    { effect: 'error-body-shape lowered to hint', holds: allAt('error-body-shape', 3) },
    { effect: 'list-envelope lowered to warn', holds: allAt('list-envelope', 1) },
  ],
};

describe('OpenAPI 3.2, read by stock Spectral as by api-conventions', () => {
  const unconfiguredRuns = () => {
    const scenario = scenarios.find((candidate) => candidate.cwd === EMPTY_DIRECTORY);
    if (scenario === undefined) throw new Error('no scenario without a config');
    return runsOf(scenario);
  };
  const inDocument = (name: string) => (finding: ReportedFinding) => path.basename(finding.source) === name;
  const at = (name: string, ...steps: string[]) => (finding: ReportedFinding) => inDocument(name)(finding) && finding.path.join('/') === steps.join('/');

  it('both report what 3.2 adds: a QUERY, an additionalOperations method, the items of a stream, and nothing on a stream or a conforming 3.2 document', () => {
    const { spectral, ours } = unconfiguredRuns();
    for (const findings of [spectral.findings, ours.findings]) {
      expect(some('list-envelope', at('events-api-3.2.json', 'paths', '/events', 'query', 'responses', '200', 'content', 'application/json', 'schema'))(findings)).toBe(true);
      expect(some('json-content-type', at('events-api-3.2.json', 'paths', '/events/{eventId}', 'additionalOperations', 'PURGE', 'responses', '200', 'content'))(findings)).toBe(true);
      expect(some('field-casing', at('events-api-3.2.json', 'components', 'schemas', 'FeedItem', 'properties', 'received_at'))(findings)).toBe(true);
      expect(none('list-envelope', (finding) => inDocument('events-api-3.2.json')(finding) && finding.path[1] === '/event-feed')(findings)).toBe(true);
      // Schema validation aside (`oas-valid`, ours alone), the conforming 3.2 document gets nothing.
      expect(findings.filter((finding) => inDocument('tasks-api-3.2.yaml')(finding) && finding.code !== 'oas-valid')).toEqual([]);
    }
  });

  it('the 3.2 document repeats every finding of the 3.1 one it mirrors', () => {
    const { spectral, ours } = unconfiguredRuns();
    for (const findings of [spectral.findings, ours.findings]) {
      const keys = (name: string) => new Set(findings.filter(inDocument(name)).map((finding) => JSON.stringify([finding.code, finding.path, finding.severity])));
      const in31 = keys('events-api-3.1.json');
      expect(in31.size).toBeGreaterThan(0);
      expect([...in31].filter((key) => !keys('events-api-3.2.json').has(key))).toEqual([]);
    }
  });
});

describe('both tools honour the same config file', () => {
  for (const [directory, effects] of Object.entries(CONFIG_EFFECTS)) {
    const scenario = scenarios.find((candidate) => candidate.cwd === path.join(ROOT, directory));
    for (const { effect, holds } of effects) {
      it(`${directory}: ${effect}`, () => {
        if (scenario === undefined) throw new Error(`no documents under ${directory}`);
        const { spectral, ours } = runsOf(scenario);
        expect({ spectral: holds(spectral.findings), ours: holds(ours.findings) }).toEqual({ spectral: true, ours: true });
      });
    }
  }

  it('a ruleset named with -r / --ruleset applies in place of the default', () => {
    const named = scenarios.find((scenario) => scenario.name.endsWith('rules-yaml/.spectral.yaml'));
    if (named === undefined) throw new Error('no named-ruleset scenario');
    const { spectral, ours } = runsOf(named);
    for (const findings of [spectral.findings, ours.findings]) {
      expect(none('path-nouns')(findings)).toBe(true);
      expect(allAt('field-casing', 1)(findings)).toBe(true);
    }
  });
});
