import { lintText } from '../lint/lint.js';

/**
 * The documents the lint bundle's build embeds (scripts/bundle-cli.mjs: fixtures/violations.yaml,
 * and fixtures/tasks-api.yaml as JSON), the JSON of an array of `[name, text]`; not defined in any other build.
 */
declare const WARM_UP_DOCUMENTS: string | undefined;

/**
 * Lints the embedded documents and drops the findings: run once, before V8's code cache is made
 * (src/cli/code-cache.ts), so that the cache holds the code of every rule and of both parsers,
 * whatever document the first run happened to lint (a small or broken one compiles a fraction).
 */
export async function warmUp(): Promise<void> {
  if (typeof WARM_UP_DOCUMENTS === 'undefined') return;
  const documents = JSON.parse(WARM_UP_DOCUMENTS) as Array<[string, string]>;
  for (const [name, text] of documents) await lintText(text, name);
}
