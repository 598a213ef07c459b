import type { Finding, SeverityLevel } from '../findings.js';
import type { Reporter } from './reporter.js';
import { displayPath, jsonPointer } from './report-facts.js';

/**
 * GitLab's Code Quality report (`artifacts:reports:codequality`): a JSON array of issues, each
 * with its description, check, fingerprint, severity and file and line. The fingerprint is made
 * of the file, the rule, the JSON path and the message, not the line, so that GitLab sees a
 * finding that moved as the same one; identical findings are told apart by their order.
 */

const SEVERITIES: Record<SeverityLevel, 'major' | 'minor' | 'info'> = { 0: 'major', 1: 'minor', 2: 'info', 3: 'info' };

/** A 53-bit string hash (cyrb53); two seeds make the 26 hex digits of a fingerprint. No crypto is loaded for it. */
function hash53(text: string, seed: number): string {
  let first = 0xdeadbeef ^ seed;
  let second = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(16).padStart(14, '0');
}

export const gitlab: Reporter = (findings, context) => {
  const seen = new Map<string, number>();
  const issues = findings.map((finding: Finding) => {
    const file = displayPath(finding.source, context.cwd);
    const identity = [file, finding.code, jsonPointer(finding.path), finding.message].join('\u0000');
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    const key = `${identity}\u0000${occurrence}`;
    return {
      type: 'issue',
      description: finding.message,
      check_name: finding.code,
      fingerprint: `${hash53(key, 1)}${hash53(key, 2)}`,
      severity: SEVERITIES[finding.severity],
      location: { path: file, lines: { begin: finding.range.start.line + 1, end: Math.max(finding.range.end.line, finding.range.start.line) + 1 } },
    };
  });
  return `${JSON.stringify(issues, null, 2)}\n`;
};
