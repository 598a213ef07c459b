import { readFile } from 'node:fs/promises';
import { hashText } from '../cache/lint-cache.js';
import { packageVersion } from './version.js';

export const DEFAULT_CACHE_FILE = '.api-conventions-cache';

/** What decides findings besides the documents: tool version, the ruleset's text, the `$ref` flags. */
export async function cacheKeyFor(rulesetFile: string | undefined, flags: { allowExternalRefs: boolean; allowRemoteRefs: boolean }, version = packageVersion()): Promise<string> {
  const rulesetText = rulesetFile === undefined ? '' : await readFile(rulesetFile, 'utf8').catch(() => '');
  return hashText(JSON.stringify({ version, rulesetFile: rulesetFile ?? null, rulesetText, ...flags }));
}
