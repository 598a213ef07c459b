import type { Finding } from '../findings.js';
import type { ReportContext } from './reporter.js';
import type { SeverityCounts } from './report-facts.js';
import type { HiddenCounts } from './stylish.js';
import { stylishFile, stylishSummary } from './stylish.js';

/**
 * Reports written file by file as the findings come, for runs too large to hold every finding
 * at once: the text is the same as the whole-list reporter of the same name gives.
 */
export interface StreamingReport {
  /** The text for one file's findings (in reading order), given in report order. */
  file(source: string, findings: readonly Finding[]): string;
  /** The closing text, once every file has been given; `hidden` says what the run left out. */
  end(counts: SeverityCounts, hidden?: HiddenCounts): string;
}

/**
 * Spectral's JSON shape, as `json` writes it (`JSON.stringify(findings, null, 2)`), one finding at
 * a time; with `documents`, `{documents, findings}`, which `merge` counts documents from.
 */
function jsonReport(documents?: readonly string[]): StreamingReport {
  const indent = documents === undefined ? '  ' : '    ';
  const opening = documents === undefined ? '[' : `{\n  "documents": ${JSON.stringify(documents, null, 2).replace(/\n/g, '\n  ')},\n  "findings": [`;
  let written = 0;
  return {
    file(_source, findings) {
      let text = '';
      for (const { code, path, message, severity, range, source } of findings) {
        const entry = JSON.stringify({ code, path, message, severity, range, source }, null, 2).replace(/\n/g, `\n${indent}`);
        text += `${written++ === 0 ? `${opening}\n` : ',\n'}${indent}${entry}`;
      }
      return text;
    },
    end() {
      if (documents === undefined) return written === 0 ? '[]\n' : '\n]\n';
      return written === 0 ? `${opening}]\n}\n` : '\n  ]\n}\n';
    },
  };
}

function stylishReport(context: ReportContext): StreamingReport {
  return {
    file: (source, findings) => stylishFile(source, findings, context),
    end: (counts, hidden) => stylishSummary(counts, context.files.length, context, hidden),
  };
}

/** The streaming form of a format, where it has one; `listDocuments` makes JSON name every document linted. */
export function streamingReport(format: string, context: ReportContext, listDocuments = false): StreamingReport | undefined {
  if (format === 'json') return jsonReport(listDocuments ? context.files : undefined);
  if (format === 'stylish') return stylishReport(context);
  return undefined;
}
