import type { Finding, FindingFix } from '../findings.js';
import type { Reporter } from './reporter.js';

type JsonEntry = Pick<Finding, 'code' | 'path' | 'message' | 'severity' | 'range' | 'source' | 'kind' | 'fix' | 'suggestions'>;

/**
 * A finding as Spectral's JSON shape writes it: `{code, path, message, severity, range, source}`, in
 * that order, a `diff` finding's `kind` after them, and a `lint` finding's `fix` and
 * `suggestions` (docs/fix.md) last.
 */
export function jsonEntry({ code, path, message, severity, range, source, kind, fix, suggestions }: Finding): JsonEntry {
  const entry: JsonEntry = kind === undefined ? { code, path, message, severity, range, source } : { code, path, message, severity, range, source, kind };
  if (fix !== undefined) entry.fix = asData(fix);
  if (suggestions !== undefined) entry.suggestions = suggestions.map(asData);
  return entry;
}

/** A fix as data: its edits, not their text, which only a SARIF report in the same run places. */
function asData({ description, document, edits }: FindingFix): FindingFix {
  return { description, document, edits };
}

/** Spectral's JSON shape: `{code, path, message, severity, range, source}` per finding. */
export const json: Reporter = (findings) => `${JSON.stringify(findings.map(jsonEntry), null, 2)}\n`;
