/**
 * Everything the language server takes from the rest of the library, in one place: when the
 * linter, its configuration or its parsers move, this is the one module to follow them.
 */
import { findRulesetFile } from '../config/load-ruleset.js';
import type { PathExplanation } from '../explain/explain.js';
import { explanationText } from '../explain/explain.js';
import type { Finding } from '../findings.js';
import { INTERNAL_ERROR } from '../lint/lint.js';
import { FindingList } from '../parallel/finding-store.js';
import { LintThread, ThreadRulesetError } from '../parallel/lint-thread.js';
import { docsLink, environmentDocsBaseUrl, pageSummary, rulePageMarkdown } from '../reporters/rule-docs.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { IGNORE_EXTENSION } from '../suppressions/inline-ignores.js';

export type { Finding, PathExplanation, RuleDescription };
export { INTERNAL_ERROR, IGNORE_EXTENSION, explanationText, LintThread, ThreadRulesetError, docsLink, environmentDocsBaseUrl, findRulesetFile, pageSummary, rulePageMarkdown };

export interface DocumentLint {
  /** The findings in this document, after its own `x-api-conventions-ignore` entries. */
  findings: Finding[];
  /** Findings in the files its `$ref`s read, by file, after those files' exceptions. */
  elsewhere: Map<string, Finding[]>;
  /** The local files its `$ref`s read. */
  readFiles: Set<string>;
}

/**
 * What `api-conventions lint` reports for `file` when its text is `text` (in pieces, as the
 * editor's document holds it), linted on `thread` (which holds the ruleset and the `$ref`
 * options, and applies the inline exceptions) while this thread goes on answering.
 */
export async function lintEditorText(text: readonly string[], file: string, thread: LintThread): Promise<DocumentLint> {
  const result = await thread.lintText(file, text, true);
  const list = new FindingList();
  list.add(result.findings);
  let findings: Finding[] = [];
  const elsewhere = new Map<string, Finding[]>();
  for (const source of list.sources()) {
    const found = list.findingsIn(source);
    if (source === file) findings = found;
    else if (found.length > 0) elsewhere.set(source, found);
  }
  return { findings, elsewhere, readFiles: new Set(result.dependencies) };
}
