import { jsonNestingDepth, valueNestingDepth, yamlNestingDepth } from './nesting-depth.js';
import { mayUseAliases, measureAliasExpansion } from '../spectral-internals/yaml-aliases.js';

/**
 * The bounds that keep a lint run's time and memory in proportion to what a real API description
 * needs, whatever a document holds. Each is checked on the text before a parser sees it, because
 * the parsers are where unbounded recursion and expansion happen.
 */
export interface DocumentLimits {
  /** Largest document (or `$ref`'d file) read, in bytes. */
  maxBytes: number;
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Most nodes YAML aliases may add to a document once expanded. */
  maxAliasNodes: number;
  /** Most times `$ref`s to other files are followed in resolving one document (see file-ref-budget.ts). */
  maxFileRefFollows: number;
}

export const DEFAULT_DOCUMENT_LIMITS: Readonly<DocumentLimits> = {
  // A 40 MB document lints in about 1.4 GB; this keeps the largest within a few.
  maxBytes: 64 * 1024 * 1024,
  // Real descriptions nest a few dozen levels; the parsers and the validator run out of stack
  // somewhere past a thousand.
  maxDepth: 500,
  maxAliasNodes: 1_000_000,
  // Split documents that settle follow a few thousand; files that refer to each other can make
  // Spectral's resolver follow without end (src/spectral-internals/file-ref-budget.ts).
  maxFileRefFollows: 50_000,
};

export type Syntax = 'json' | 'yaml';

/** Why a text is refused before parsing, and the 0-based line to point at. */
export interface TextProblem {
  message: string;
  line: number;
}

const MIB = 1024 * 1024;

export function describeSize(bytes: number): string {
  return bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${bytes} bytes`;
}

export function tooLargeMessage(bytes: number, limits: DocumentLimits): string {
  return `document is ${describeSize(bytes)}; documents over ${describeSize(limits.maxBytes)} are not read`;
}

function lineAt(text: string, index: number): number {
  let line = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** How many characters the binary check samples. */
export const SAMPLE_LENGTH = 64 * 1024;

/**
 * What the binary check counts, code unit by code unit: control characters other than tab, line
 * feed and carriage return, DEL, and U+FFFD (what a byte that is not UTF-8 decodes to). Counted by
 * the regular expression engine: a loop over the characters runs in V8's interpreter on the run's
 * one call (8 ms against 0.2 ms for a 44 KB document, measured).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const SUSPICIOUS_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;

/** Binary data: a NUL anywhere, or a sample thick with control characters and undecodable bytes. */
function findBinaryContent(text: string): TextProblem | undefined {
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return { message: 'not a text document: it holds binary data (a NUL character); expected YAML or JSON text', line: lineAt(text, nul) };
  const sampleLength = Math.min(text.length, SAMPLE_LENGTH);
  const suspicious = (sampleLength < text.length ? text.slice(0, sampleLength) : text).match(SUSPICIOUS_CHARACTERS)?.length ?? 0;
  if (suspicious >= 8 && suspicious * 10 > sampleLength) {
    return { message: `not a text document: ${suspicious} of its first ${sampleLength} characters are control characters or bytes that are not UTF-8; expected YAML or JSON text`, line: 0 };
  }
  return undefined;
}

/** What the checks of a text leave out: the nesting of a JSON text whose parse is measured instead (`findNestingProblem`). */
export interface TextChecks {
  checkAliases?: boolean;
  checkJsonNesting?: boolean;
}

/**
 * Why a text is not parsed at all, or `undefined` when it may be. Cheap: a size comparison, one
 * scan of the text, and for YAML using anchors and aliases one syntax-tree pass (skipped with
 * `checkAliases` false when the parser about to run measures aliases itself).
 */
export function findTextProblem(text: string, syntax: Syntax, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS, checks: TextChecks = {}): TextProblem | undefined {
  const bytes = text.length > limits.maxBytes / 3 ? Buffer.byteLength(text, 'utf8') : text.length;
  if (bytes > limits.maxBytes) return { message: tooLargeMessage(bytes, limits), line: 0 };
  const binary = findBinaryContent(text);
  if (binary !== undefined) return binary;
  if (syntax === 'yaml' || checks.checkJsonNesting !== false) {
    const nesting = findNestingProblem(text, syntax, limits);
    if (nesting !== undefined) return nesting;
  }
  if ((checks.checkAliases ?? true) && syntax === 'yaml' && mayUseAliases(text)) {
    const expansion = measureAliasExpansion(text);
    const added = expansion.expanded - expansion.written;
    if (added > limits.maxAliasNodes) return { message: aliasExpansionMessage(added, limits), line: 0 };
  }
  return undefined;
}

/** A text nested deeper than the limit, with the line where it first goes past it. */
function findNestingProblem(text: string, syntax: Syntax, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS): TextProblem | undefined {
  const nesting = syntax === 'json' ? jsonNestingDepth(text, limits.maxDepth) : yamlNestingDepth(text, limits.maxDepth);
  if (nesting.depth <= limits.maxDepth) return undefined;
  return { message: `document nests deeper than ${limits.maxDepth} levels (line ${nesting.line + 1}); it is not parsed`, line: nesting.line };
}

/**
 * A JSON text nested deeper than the limit, measured on `parsed`, what `JSON.parse` built of it
 * (`undefined` where it failed): walking the value is several times faster than scanning a
 * pretty-printed text, which is read only for the line of a nesting too deep, or where the parse failed.
 */
export function findParsedJsonNestingProblem(text: string, parsed: unknown, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS): TextProblem | undefined {
  if (parsed !== undefined && valueNestingDepth(parsed, limits.maxDepth) <= limits.maxDepth) return undefined;
  return findNestingProblem(text, 'json', limits);
}

export function aliasExpansionMessage(addedNodes: number, limits: DocumentLimits): string {
  const amount = Number.isFinite(addedNodes) && addedNodes < 1e15 ? `${Math.round(addedNodes).toLocaleString('en-US')} nodes` : 'an astronomical number of nodes';
  return `YAML aliases would expand the document by ${amount} (the limit is ${limits.maxAliasNodes.toLocaleString('en-US')}); it is not parsed`;
}
