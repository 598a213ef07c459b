import { docsLink, environmentDocsBaseUrl, pageSummary, rulePageMarkdown } from './library.js';
import type { Finding, RuleDescription } from './library.js';

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
