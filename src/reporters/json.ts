import type { Finding } from '../findings.js';
import type { Reporter } from './reporter.js';

/**
 * A finding as Spectral's JSON shape writes it: `{code, path, message, severity, range, source}`, in
 * that order, and a `diff` finding's `kind` after them.
 */
export function jsonEntry({ code, path, message, severity, range, source, kind }: Finding): Pick<Finding, 'code' | 'path' | 'message' | 'severity' | 'range' | 'source' | 'kind'> {
  return kind === undefined ? { code, path, message, severity, range, source } : { code, path, message, severity, range, source, kind };
}

/** Spectral's JSON shape: `{code, path, message, severity, range, source}` per finding. */
export const json: Reporter = (findings) => `${JSON.stringify(findings.map(jsonEntry), null, 2)}\n`;
