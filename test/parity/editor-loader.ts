import fs from 'node:fs';
import path from 'node:path';
import { Document, Ruleset, Spectral } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { bundleRuleset } from '@stoplight/spectral-ruleset-bundler';
import { commonjs } from '@stoplight/spectral-ruleset-bundler/plugins/commonjs';
import { stdin } from '@stoplight/spectral-ruleset-bundler/plugins/stdin';
import { runtime } from '@stoplight/spectral-ruleset-bundler/presets/runtime';
import { migrateRuleset } from '@stoplight/spectral-ruleset-migrator';
import type { ReportedFinding } from './tools.js';

/**
 * Loads and runs a ruleset the way the VS Code Spectral extension (`stoplight.spectral`) does in
 * its language server: Spectral's `runtime` bundler preset, one IIFE, no Node `require`. Package
 * imports other than Spectral's own are sent to the esm.sh CDN, and YAML rulesets are migrated
 * first; every document is parsed as YAML.
 */

/** The network as the tests see it: absent. A ruleset that needs it fails to load. */
export const offlineFetch: typeof globalThis.fetch = (input) =>
  Promise.reject(new Error(`network access to ${String(input instanceof Request ? input.url : input)} in an offline test`));

export async function loadRulesetAsEditor(rulesetFile: string): Promise<Ruleset> {
  const io = { fs, fetch: offlineFetch };
  const isBasic = /\.(json|ya?ml)$/.test(rulesetFile);
  const entry = isBasic ? path.join(path.dirname(rulesetFile), '.spectral.js') : rulesetFile;
  const plugins = [...runtime(io), commonjs()];
  if (isBasic) plugins.unshift(stdin(await migrateRuleset(rulesetFile, { format: 'esm', ...io }), entry));
  const code = await bundleRuleset(entry, { target: 'runtime', format: 'iife', plugins });
  // The extension evaluates the bundle the same way: an expression, with no module scope.
  const definition: unknown = Function(`return ${code}`)();
  return new Ruleset(definition as ConstructorParameters<typeof Ruleset>[0], { severity: 'recommended', source: entry });
}

export async function lintAsEditor(ruleset: Ruleset, documentFile: string): Promise<ReportedFinding[]> {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const text = await fs.promises.readFile(documentFile, 'utf8');
  const document = new Document(text, spectralParsers.Yaml, documentFile);
  const results = await spectral.run(document, { ignoreUnknownFormat: true });
  return results.map((result) => ({
    code: String(result.code),
    path: [...result.path],
    severity: result.severity,
    source: result.source ?? documentFile,
    message: result.message,
  }));
}
