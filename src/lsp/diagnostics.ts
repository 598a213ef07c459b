import { DiagnosticSeverity } from 'vscode-languageserver/node';
import type { Diagnostic, Position } from 'vscode-languageserver/node';
import { docsLink, environmentDocsBaseUrl } from './library.js';
import type { Finding, RuleDescription } from './library.js';

export const DIAGNOSTIC_SOURCE = 'api-conventions';

/** What a diagnostic carries back to the server in code-action requests. */
export interface FindingData {
  path: Array<string | number>;
}

const SEVERITIES: readonly DiagnosticSeverity[] = [DiagnosticSeverity.Error, DiagnosticSeverity.Warning, DiagnosticSeverity.Information, DiagnosticSeverity.Hint];

/**
 * The findings as diagnostics; a rule's `docsUrl` is the page its definition names, for a rule of
 * a team's own (its `documentationUrl`). Each page's link is made once: a large document has
 * thousands of findings of a few dozen rules.
 */
export function toDiagnostics(findings: readonly Finding[], rules: ReadonlyMap<string, RuleDescription>): Diagnostic[] {
  const base = environmentDocsBaseUrl();
  const links = new Map<string | undefined, string | undefined>();
  return findings.map((finding) => {
    const reference = finding.docsUrl ?? rules.get(finding.code)?.docsUrl;
    let href = links.get(reference);
    if (href === undefined && !links.has(reference)) {
      href = docsLink(reference, base);
      links.set(reference, href);
    }
    const diagnostic: Diagnostic = {
      range: { start: { ...finding.range.start }, end: { ...finding.range.end } },
      severity: SEVERITIES[finding.severity] ?? DiagnosticSeverity.Hint,
      code: finding.code,
      source: DIAGNOSTIC_SOURCE,
      message: finding.message,
      data: { path: finding.path } satisfies FindingData,
    };
    if (href !== undefined) diagnostic.codeDescription = { href };
    return diagnostic;
  });
}

function before(left: Position, right: Position): boolean {
  return left.line < right.line || (left.line === right.line && left.character <= right.character);
}

/** A finding covers the position inside its range; an empty range covers its whole line. */
export function covers(range: Finding['range'], position: Position): boolean {
  if (range.start.line === range.end.line && range.start.character === range.end.character) return position.line === range.start.line;
  return before(range.start, position) && before(position, range.end);
}

/** Is this text an OpenAPI or Swagger document (or one being written)? Others get no diagnostics. */
export function looksLikeOpenApi(text: string): boolean {
  return /(^|[\s{,])["']?(openapi|swagger)["']?\s*:/.test(text);
}
