import path from 'node:path';
import type { Ruleset } from '@stoplight/spectral-core';
import { getDefaultRuleset } from '../lint/lint.js';
import { findRulesetFile, loadRulesetFile } from './load-ruleset.js';

/** The configuration `api-conventions lint` runs with. */
export interface Config {
  /** The ruleset to pass to `lintFile`, `lintFiles` or `lintText`. */
  ruleset: Ruleset;
  /** The ruleset file it came from; absent when none was found and the conventions run with default options. */
  rulesetFile?: string;
}

/**
 * What the CLI does before it lints: the ruleset named by `rulesetFile`, else the
 * `.spectral.{yaml,yml,json,js,mjs}` in `directory` or the nearest folder above it, up to the
 * repository's root (`findRulesetFile`), else the conventions with default options. A bad or missing file throws a `RulesetFileError` (a
 * `UsageError`) naming the file and line.
 */
export async function loadConfig(directory: string = process.cwd(), options: { rulesetFile?: string } = {}): Promise<Config> {
  const rulesetFile = options.rulesetFile === undefined ? await findRulesetFile(directory) : path.resolve(directory, options.rulesetFile);
  if (rulesetFile === undefined) return { ruleset: getDefaultRuleset() };
  return { ruleset: await loadRulesetFile(rulesetFile), rulesetFile };
}
