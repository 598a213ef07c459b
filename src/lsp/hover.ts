import type { Finding, RuleDescription } from './library.js';

/** Markdown for the findings under the cursor: each rule's message, description, § and docs page. */
export function hoverMarkdown(findings: readonly Finding[], rules: ReadonlyMap<string, RuleDescription>): string {
  return findings.map((finding) => {
    const rule = rules.get(finding.code);
    const sections = rule !== undefined && rule.sections.length > 0 ? ` (§${rule.sections.join(', §')})` : '';
    const lines = [`**${finding.code}**${sections}: ${finding.message}`];
    if (rule !== undefined && rule.description !== '') lines.push(rule.description);
    const docsUrl = finding.docsUrl ?? rule?.docsUrl;
    if (docsUrl !== undefined) lines.push(`[${finding.code} documentation](${docsUrl})`);
    return lines.join('\n\n');
  }).join('\n\n---\n\n');
}
