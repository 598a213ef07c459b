import type { Finding } from '../findings.js';
import type { ReportContext } from './reporter.js';
import type { SeverityCounts } from './report-facts.js';
import type { HiddenCounts } from './stylish.js';
import { jsonEntry } from './json.js';
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

/** How many findings the JSON report serialises in one call. */
const ENTRIES_PER_CALL = 1000;

/**
 * The members of `entries` as `JSON.stringify(…, null, 2)` writes them inside an array nested
 * `depth` levels deep, joined by `,` and a newline: one call of the engine's own serialiser for
 * many findings, cut out of an array (or an object holding one) at that depth.
 */
function indentedEntries(entries: readonly object[], depth: 1 | 2): string {
  if (depth === 1) return JSON.stringify(entries, null, 2).slice('[\n'.length, -'\n]'.length);
  return JSON.stringify({ findings: entries }, null, 2).slice('{\n  "findings": [\n'.length, -'\n  ]\n}'.length);
}

/**
 * Spectral's JSON shape, as `json` writes it (`JSON.stringify(findings, null, 2)`), a file's
 * findings at a time; with `documents`, `{documents, findings}`, which `merge` counts documents from.
 */
function jsonReport(documents?: readonly string[]): StreamingReport {
  const opening = documents === undefined ? '[' : `{\n  "documents": ${JSON.stringify(documents, null, 2).replace(/\n/g, '\n  ')},\n  "findings": [`;
  let written = 0;
  return {
    file(_source, findings) {
      let text = '';
      // A thousand findings to a call: a document's tens of thousands are not all copied at once.
      for (let start = 0; start < findings.length; start += ENTRIES_PER_CALL) {
        const entries = findings.slice(start, start + ENTRIES_PER_CALL).map(jsonEntry);
        text += `${written === 0 ? `${opening}\n` : ',\n'}${indentedEntries(entries, documents === undefined ? 1 : 2)}`;
        written += entries.length;
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
