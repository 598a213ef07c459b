/**
 * Everything the language server takes from the rest of the library, in one place: when the
 * linter, its configuration or its parsers move, this is the one module to follow them.
 */
import { readFile } from 'node:fs/promises';
import type { Ruleset } from '@stoplight/spectral-core';
import { RulesetFileError, findRulesetFile, loadRulesetFile } from '../config/load-ruleset.js';
import type { Finding } from '../findings.js';
import { getDefaultRuleset, lintText } from '../lint/lint.js';
import { describeRuleset } from '../reporters/rule-catalog.js';
import { docsLink, environmentDocsBaseUrl, pageSummary, rulePageMarkdown } from '../reporters/rule-docs.js';
import type { RuleDescription } from '../reporters/rule-catalog.js';
import { IGNORE_EXTENSION, collectIgnores, ignoresFor } from '../suppressions/inline-ignores.js';
import { parseSourceDocument } from '../suppressions/source-documents.js';

export type { Finding, Ruleset, RuleDescription };
export { IGNORE_EXTENSION, docsLink, environmentDocsBaseUrl, pageSummary, rulePageMarkdown, RulesetFileError, describeRuleset, findRulesetFile, getDefaultRuleset, loadRulesetFile };

export interface DocumentLintOptions {
  ruleset?: Ruleset;
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
}

export interface DocumentLint {
  /** The findings in this document, after its own `x-api-conventions-ignore` entries. */
  findings: Finding[];
  /** Findings in the files its `$ref`s read, by file, after those files' exceptions. */
  elsewhere: Map<string, Finding[]>;
  /** The local files its `$ref`s read. */
  readFiles: Set<string>;
}

/** What `api-conventions lint` reports for `file` when its text is `text`. */
export async function lintDocument(text: string, file: string, options: DocumentLintOptions): Promise<DocumentLint> {
  const readFiles = new Set<string>();
  const findings = await lintText(text, file, {
    ...(options.ruleset === undefined ? {} : { ruleset: options.ruleset }),
    allowExternalRefs: options.allowExternalRefs,
    allowRemoteRefs: options.allowRemoteRefs,
    readFiles,
  });
  readFiles.delete(file);
  const bySource = new Map<string, Finding[]>();
  for (const finding of findings) bySource.set(finding.source, [...(bySource.get(finding.source) ?? []), finding]);
  const own = withoutIgnored(bySource.get(file) ?? [], text, file);
  bySource.delete(file);
  const elsewhere = new Map<string, Finding[]>();
  for (const [source, list] of bySource) elsewhere.set(source, withoutIgnored(list, await readFile(source, 'utf8').catch(() => ''), source));
  return { findings: own, elsewhere, readFiles };
}

/** The inline exceptions of the editor's text, applied as `lint` applies those of the file. */
function withoutIgnored(findings: Finding[], text: string, file: string): Finding[] {
  if (findings.length === 0 || !text.includes(IGNORE_EXTENSION)) return findings;
  const { data } = parseSourceDocument(file, text);
  const ignores = collectIgnores(data);
  if (ignores.size === 0) return findings;
  return findings.filter((finding) => ignoresFor(finding, ignores, data).length === 0);
}
