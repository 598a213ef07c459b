import type { Position } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { docsLink, environmentDocsBaseUrl, explanationText, pageSummary, rulePageMarkdown } from './library.js';
import type { Finding, PathExplanation, RuleDescription } from './library.js';

/**
 * Markdown for the findings under the cursor: each rule's message, § and what its page says first,
 * then a link to the page (where API_CONVENTIONS_DOCS_URL serves it, else the installed file).
 */
export function hoverMarkdown(findings: readonly Finding[], rules: ReadonlyMap<string, RuleDescription>): string {
  const base = environmentDocsBaseUrl();
  return findings.map((finding) => {
    const rule = rules.get(finding.code);
    const sections = rule !== undefined && rule.sections.length > 0 ? ` (§${rule.sections.join(', §')})` : '';
    const lines = [`**${finding.code}**${sections}: ${finding.message}`];
    const reference = finding.docsUrl ?? rule?.docsUrl;
    const page = rulePageMarkdown(reference, base);
    const summary = page === undefined ? '' : pageSummary(page);
    if (summary !== '') lines.push(summary);
    else if (rule !== undefined && rule.description !== '') lines.push(rule.description);
    const link = docsLink(reference, base);
    if (link !== undefined) lines.push(`[${finding.code} documentation](${link})`);
    return lines.join('\n\n');
  }).join('\n\n---\n\n');
}

/** A path key written as a key on its own line (`  /users/{id}:`, `"/users/{id}": {`), with the cursor on it. */
const PATH_KEY_LINE = /^(\s*)(["']?)(\/[^"'\s]*)\2\s*:/;

/** The path key under the cursor, where the line holds one; the document says whether it has it. */
export function pathKeyAt(document: TextDocument, position: Position): string | undefined {
  const line = document.getText({ start: { line: position.line, character: 0 }, end: { line: position.line + 1, character: 0 } });
  const match = PATH_KEY_LINE.exec(line);
  if (match === null) return undefined;
  const start = (match[1] ?? '').length;
  const end = start + (match[2] ?? '').length * 2 + (match[3] ?? '').length;
  return position.character >= start && position.character <= end ? match[3] : undefined;
}

/** A path's reading as `api-conventions explain` prints it. */
export function explanationMarkdown(explanation: PathExplanation): string {
  const link = docsLink('docs/explain.md', environmentDocsBaseUrl());
  return `**How \`${explanation.pathKey}\` was read**${link === undefined ? '' : ` ([explain](${link}))`}\n\n\`\`\`text\n${explanationText(explanation)}\n\`\`\``;
}
