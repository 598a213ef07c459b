/**
 * Everything the language server takes from the rest of the library, in one place: when the
 * linter, its configuration or its parsers move, this is the one module to follow them.
 */
import { findRulesetFile } from '../config/load-ruleset.js';
import type { Finding } from '../findings.js';
import { INTERNAL_ERROR } from '../lint/lint.js';
import { LintThread, ThreadRulesetError } from '../parallel/lint-thread.js';
import { docsLink, environmentDocsBaseUrl, pageSummary, rulePageMarkdown } from '../reporters/rule-docs.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { runLint } from '../runner/runner.js';
import { IGNORE_EXTENSION } from '../suppressions/inline-ignores.js';

export type { Finding, RuleDescription };
export { INTERNAL_ERROR, IGNORE_EXTENSION, LintThread, ThreadRulesetError, docsLink, environmentDocsBaseUrl, findRulesetFile, pageSummary, rulePageMarkdown };

export interface DocumentLint {
  /** The findings in this document, after its own `x-api-conventions-ignore` entries. */
  findings: Finding[];
  /** Findings in the files its `$ref`s read, by file, after those files' exceptions. */
  elsewhere: Map<string, Finding[]>;
  /** The local files its `$ref`s read. */
  readFiles: Set<string>;
}

/**
 * What `api-conventions lint` reports for `file` when its text is `text`, linted on `thread`
 * (which holds the ruleset and the `$ref` options) while this thread goes on answering.
 */
export async function lintEditorText(text: string, file: string, thread: LintThread): Promise<DocumentLint> {
  const run = await runLint([{ file, text }], { thread, inlineIgnores: true });
  let findings: Finding[] = [];
  const elsewhere = new Map<string, Finding[]>();
  for await (const [source, list] of run.findingsByFile()) {
    if (source === file) findings = list;
    else elsewhere.set(source, list);
  }
  return { findings, elsewhere, readFiles: new Set(run.dependencies) };
}
