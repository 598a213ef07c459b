import path from 'node:path';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import type { LintOptions } from '../lint/lint.js';
import { lintFileMentioning, lintText } from '../lint/lint.js';
import { IGNORE_EXTENSION, prepareSuppressions } from '../suppressions/index.js';

/** A document to lint: a file on disk, or a file's text as an editor holds it (not saved, maybe). */
export type DocumentInput = string | { file: string; text: string };

export interface DocumentLintOptions extends LintOptions {
  /**
   * Apply the `x-api-conventions-ignore` entries of each file the findings point into (the
   * document's own text for one given as text), here, on the thread that linted it.
   */
  inlineIgnores?: boolean;
}

/** One document linted, on whichever thread. */
export interface DocumentResult {
  findings: Finding[];
  /** The local files its `$ref`s read, the document itself left out. */
  dependencies: string[];
  /** Findings its inline exceptions hid. */
  ignored: number;
}

/** The absolute path that names a document in its findings. */
export function documentFile(document: DocumentInput): string {
  return path.resolve(typeof document === 'string' ? document : document.file);
}

/** What every thread of the runner does with one document. Throws `UsageError` only for a file that cannot be read at all. */
export async function lintDocument(document: DocumentInput, options: DocumentLintOptions): Promise<DocumentResult> {
  const file = documentFile(document);
  const readFiles = new Set<string>();
  const needle = options.inlineIgnores === true ? IGNORE_EXTENSION : undefined;
  const { findings, mentions } = typeof document === 'string' ? await lintFileMentioning(file, needle, { ...options, readFiles }) : { findings: await lintText(document.text, file, { ...options, readFiles }), mentions: undefined };
  readFiles.delete(file);
  const dependencies = [...readFiles];
  if (options.inlineIgnores !== true) return { findings, dependencies, ignored: 0 };
  // A file without exceptions whose findings all point into it: nothing to hide, and no need to read it again to know.
  if (mentions === false && findings.every((finding) => finding.source === file)) return { findings: [...findings].sort(compareFindings), dependencies, ignored: 0 };
  const texts = typeof document === 'string' ? undefined : new Map([[file, document.text]]);
  const { findings: kept } = await (await prepareSuppressions({})).apply(findings, [], texts);
  return { findings: kept, dependencies, ignored: findings.length - kept.length };
}
