import { readFile } from 'node:fs/promises';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ruleset } from '@stoplight/spectral-core';
import { ConventionsOptionsError } from '../../rulesets/validate-options.js';
import { conventionsOptionsOf } from '../check/conventions-config.js';
import { UsageError } from '../errors.js';
export { findRulesetFile } from './find-ruleset.js';
import type { ParsedRuleset, RulesetProblem } from './ruleset-problems.js';
import { describeSpectralErrors, findRulesetProblems, formatProblems, missingModuleOf, parseRulesetText, unknownOverrideRules, unknownRuleProblem } from './ruleset-problems.js';

/**
 * Finds and loads a Spectral ruleset file exactly as `spectral lint` does (the same bundler and
 * migrator), so one `.spectral.yaml` / `.spectral.js` configures both tools.
 */

const ownDirectory = path.dirname(fileURLToPath(import.meta.url));

/** Runs the bundled CommonJS text of a ruleset, resolving its package imports from beside it. */
function evaluateBundle(code: string, rulesetFile: string): unknown {
  const requireNear = createRequire(rulesetFile);
  const paths = [path.dirname(rulesetFile), ownDirectory];
  const requireModule = (id: string): unknown => requireNear(requireNear.resolve(id, { paths }));
  const module: { exports?: unknown } = {};
  // The same evaluation `spectral lint` performs on a bundled ruleset.
  Function('module, require', code)(module, requireModule);
  return module.exports;
}

/** A ruleset file that cannot be used: names the file, the line where there is one, and what to fix. */
export class RulesetFileError extends UsageError {
  constructor(readonly rulesetFile: string, readonly problems: readonly RulesetProblem[], options?: ErrorOptions) {
    super(formatProblems(rulesetFile, problems), options);
  }
}

const BASIC_RULESET = /\.(ya?ml|json)$/;

export async function loadRulesetFile(rulesetFile: string): Promise<Ruleset> {
  const file = path.resolve(rulesetFile);
  if (!fs.existsSync(file)) throw new UsageError(`${rulesetFile}: ruleset file not found`);
  // YAML and JSON rulesets are checked first: Spectral's migrator says only "Invalid ruleset provided".
  const parsed = BASIC_RULESET.test(file) ? parseRulesetText(await readFile(file, 'utf8')) : undefined;
  const problems = parsed === undefined ? [] : findRulesetProblems(parsed, file);
  if (problems.length > 0) throw new RulesetFileError(rulesetFile, problems);
  try {
    // Spectral's bundler (rollup and every built-in ruleset) is loaded only when a ruleset file is used.
    const [{ bundleRuleset }, { builtins }, { commonjs }, { stdin }, { node }, { isBasicRuleset, migrateRuleset }, { default: spectralRuntime }] = await Promise.all([
      import('@stoplight/spectral-ruleset-bundler'),
      import('@stoplight/spectral-ruleset-bundler/plugins/builtins'),
      import('@stoplight/spectral-ruleset-bundler/plugins/commonjs'),
      import('@stoplight/spectral-ruleset-bundler/plugins/stdin'),
      import('@stoplight/spectral-ruleset-bundler/presets/node'),
      import('@stoplight/spectral-ruleset-migrator'),
      import('@stoplight/spectral-runtime'),
    ]);
    const io = { fs, fetch: spectralRuntime.fetch };
    let code: string;
    if (await isBasicRuleset(file)) {
      const migrated = await migrateRuleset(file, { format: 'esm', fs });
      const entry = path.join(path.dirname(file), '.spectral.js');
      code = await bundleRuleset(entry, { target: 'node', format: 'commonjs', plugins: [stdin(migrated, entry), builtins(), commonjs(), ...node(io)] });
    } else {
      code = await bundleRuleset(file, { target: 'node', format: 'commonjs', plugins: [builtins(), commonjs(), ...node(io)] });
    }
    const definition = evaluateBundle(code, file);
    if (typeof definition !== 'object' || definition === null) throw new Error('it exports no ruleset');
    const ruleset = new Ruleset(definition, { severity: 'recommended', source: file });
    const unknownInOverrides = unknownOverrideRules(definition, Object.keys(ruleset.rules), parsed);
    if (unknownInOverrides.length > 0) throw new RulesetFileError(rulesetFile, unknownInOverrides);
    // The options a file sets on api-conventions-options, checked now rather than on every rule's first run.
    conventionsOptionsOf(ruleset);
    return ruleset;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new RulesetFileError(rulesetFile, problemsOf(error, parsed), { cause: error });
  }
}

function problemsOf(error: unknown, parsed: ParsedRuleset | undefined): RulesetProblem[] {
  if (error instanceof ConventionsOptionsError) return [{ message: error.message }];
  const missing = missingModuleOf(error);
  if (missing !== undefined) return [{ message: `imports ${missing}, which is not there: run npm install (or fix the path)`, missing: true }];
  const unknownRule = unknownRuleProblem(error, parsed);
  if (unknownRule !== undefined) return [unknownRule];
  const described = describeSpectralErrors(error, parsed);
  if (described.length > 0) return described;
  return [{ message: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' }];
}
