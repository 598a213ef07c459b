import { readFile, stat } from 'node:fs/promises';
import { UsageError } from '../errors.js';

/** Reads a document as text, decoding UTF-8 (with or without a BOM) and UTF-16 with a BOM. */
export async function readDocumentText(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new UsageError(`${file}: is a directory, not a document`);
    bytes = await readFile(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : `cannot be read (${code ?? String(error)})`;
    throw new UsageError(`${file}: ${reason}`);
  }
  return decodeText(bytes);
}

export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8');
}

/** JSON by extension, or by content when the extension says nothing. */
export function looksLikeJson(file: string, text: string): boolean {
  if (/\.json$/i.test(file)) return true;
  if (/\.ya?ml$/i.test(file)) return false;
  return /^\s*[{[]/.test(text);
}
