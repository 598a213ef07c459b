import path from 'node:path';
import type { Finding } from '../findings.js';
import type { LintOptions } from '../lint/lint.js';
import { lintFile, lintText } from '../lint/lint.js';
import { prepareSuppressions } from '../suppressions/index.js';

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
  const findings = typeof document === 'string' ? await lintFile(file, { ...options, readFiles }) : await lintText(document.text, file, { ...options, readFiles });
  readFiles.delete(file);
  const dependencies = [...readFiles];
  if (options.inlineIgnores !== true) return { findings, dependencies, ignored: 0 };
  const texts = typeof document === 'string' ? undefined : new Map([[file, document.text]]);
  const { findings: kept } = await (await prepareSuppressions({})).apply(findings, [], texts);
  return { findings: kept, dependencies, ignored: findings.length - kept.length };
}
