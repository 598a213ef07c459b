import type { Finding } from '../findings.js';
import { START_OF_FILE } from '../findings.js';
import { parseDocumentText } from '../parse/parse-document.js';
import { documentMentions, readDocumentText } from '../parse/read-document.js';

/**
 * The files findings point into, parsed as the linter parses them (the same parsers, the same
 * bounds on size, nesting and aliases), so that JSON paths and ranges mean here exactly what they
 * mean in findings. A file the linter refused is not parsed here either.
 */
export interface SourceDocument {
  file: string;
  /** The parsed data; `undefined` when the file cannot be read or parsed. */
  data: unknown;
  rangeOf(path: Finding['path']): Finding['range'];
}

const UNREADABLE = (file: string): SourceDocument => ({ file, data: undefined, rangeOf: () => START_OF_FILE });

export function parseSourceDocument(file: string, text: string): SourceDocument {
  const { document } = parseDocumentText(text, file);
  if (document === undefined) return UNREADABLE(file);
  return {
    file,
    data: document.data,
    rangeOf: (path) => {
      const range = document.getRangeForJsonPath(path.map(String), true);
      return range === undefined ? START_OF_FILE : { start: { ...range.start }, end: { ...range.end } };
    },
  };
}

/** Reads source files on demand, once each, and parses them only when asked to. */
export class SourceDocuments {
  private readonly texts = new Map<string, Promise<string | undefined>>();
  private readonly documents = new Map<string, Promise<SourceDocument>>();

  /**
   * `texts`: documents not read from disk (a file at a git revision), by the name findings give.
   * `searches`: files the run has read already, each with what answers `mentions` from what it read.
   */
  constructor(texts: ReadonlyMap<string, string> = new Map(), private readonly searches: ReadonlyMap<string, (needle: string) => boolean> = new Map()) {
    for (const [file, text] of texts) this.texts.set(file, Promise.resolve(text));
  }

  /** The file's text; `undefined` when it cannot be read. */
  text(file: string): Promise<string | undefined> {
    let text = this.texts.get(file);
    if (text === undefined) {
      text = readDocumentText(file).catch(() => undefined);
      this.texts.set(file, text);
    }
    return text;
  }

  /** Whether the file's text contains `needle`; false when it cannot be read. A file on disk is searched without being decoded. */
  async mentions(file: string, needle: string): Promise<boolean> {
    const text = this.texts.get(file);
    if (text !== undefined) return (await text)?.includes(needle) === true;
    const search = this.searches.get(file);
    if (search !== undefined) return search(needle);
    return documentMentions(file, needle).catch(() => false);
  }

  get(file: string): Promise<SourceDocument> {
    let document = this.documents.get(file);
    if (document === undefined) {
      document = this.text(file).then((text) => (text === undefined ? UNREADABLE(file) : parseSourceDocument(file, text)));
      this.documents.set(file, document);
    }
    return document;
  }
}

/** The child of a JSON node by one path segment (Spectral gives array indices as strings too). */
export function childOf(node: unknown, segment: string | number): unknown {
  if (Array.isArray(node)) {
    const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
    return Number.isInteger(index) ? node[index] : undefined;
  }
  if (typeof node === 'object' && node !== null && Object.prototype.hasOwnProperty.call(node, segment)) {
    return (node as Record<string, unknown>)[String(segment)];
  }
  return undefined;
}
