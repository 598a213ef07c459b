import type { Reporter } from './reporter.js';

/** Spectral's JSON shape: `{code, path, message, severity, range, source}` per finding. */
export const json: Reporter = (findings) =>
  `${JSON.stringify(findings.map(({ code, path, message, severity, range, source }) => ({ code, path, message, severity, range, source })), null, 2)}\n`;
