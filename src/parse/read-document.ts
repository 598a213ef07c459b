import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import { UsageError } from '../errors.js';
import { DEFAULT_DOCUMENT_LIMITS, tooLargeMessage } from './document-limits.js';

/** A document over the size limit: linted as one finding, not read. */
export class DocumentTooLargeError extends UsageError {
  /** What is wrong, without the file name: the text of the finding. */
  readonly reason: string;

  constructor(readonly file: string, readonly bytes: number, readonly maxBytes: number) {
    const reason = tooLargeMessage(bytes, { ...DEFAULT_DOCUMENT_LIMITS, maxBytes });
    super(`${file}: ${reason}`);
    this.reason = reason;
  }
}

const CHUNK_BYTES = 1024 * 1024;

/**
 * Reads at most `maxBytes` of a file. The size is checked before reading, and again while
 * reading, so a pipe, a device or a file that grows cannot make the read unbounded.
 */
export async function readBoundedFile(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw new UsageError(`${file}: is a directory, not a document`);
    if (info.isFile() && info.size > maxBytes) throw new DocumentTooLargeError(file, info.size, maxBytes);
    // A regular file is read straight into one buffer of its size (one byte more, to see growth):
    // gathering 1 MB chunks and concatenating them copied a 13 MB document twice.
    const chunks: Buffer[] = [];
    let total = 0;
    if (info.isFile() && info.size > 0) {
      const whole = Buffer.allocUnsafe(info.size + 1);
      for (;;) {
        const { bytesRead } = await handle.read(whole, total, whole.length - total, null);
        if (bytesRead === 0) return whole.subarray(0, total);
        total += bytesRead;
        if (total === whole.length) break;
      }
      if (total > maxBytes) throw new DocumentTooLargeError(file, total, maxBytes);
      // The file grew while being read: go on in chunks, still bounded.
      chunks.push(whole);
    }
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new DocumentTooLargeError(file, total, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory, not a document';
  return `cannot be read (${code ?? String(error)})`;
}

/**
 * Reads a document as text: UTF-8 (with or without a BOM), UTF-16 and UTF-32 (with a BOM, or
 * UTF-16 recognised by its zero bytes). Throws `UsageError` when the file cannot be read, and
 * `DocumentTooLargeError` past `maxBytes`.
 */
export async function readDocumentText(file: string, maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes): Promise<string> {
  return (await readDocument(file, maxBytes)).text;
}

/** A document's text, and the UTF-8 bytes it was decoded from when it was UTF-8. */
export interface DocumentText {
  text: string;
  /** The bytes of `text` as UTF-8, without a byte order mark; absent for UTF-16 and UTF-32 files. */
  utf8?: Buffer;
}

/** As `readDocumentText`, keeping the bytes of a UTF-8 file too. */
export async function readDocument(file: string, maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes): Promise<DocumentText> {
  let bytes: Buffer;
  try {
    bytes = await readBoundedFile(file, maxBytes);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file}: ${describeReadError(error)}`);
  }
  return decodeDocument(bytes);
}

function decodeUtf32(bytes: Buffer, littleEndian: boolean): string {
  const codePoints: string[] = [];
  for (let offset = 0; offset + 3 < bytes.length; offset += 4) {
    const codePoint = littleEndian ? bytes.readUInt32LE(offset) : bytes.readUInt32BE(offset);
    codePoints.push(codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd');
  }
  return codePoints.join('');
}

/** UTF-16 without a BOM: a YAML or JSON text starts with ASCII, every other byte zero. */
function utf16WithoutBom(bytes: Buffer): 'le' | 'be' | undefined {
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros >= pairs * 0.9 && evenZeros === 0) return 'le';
  if (evenZeros >= pairs * 0.9 && oddZeros === 0) return 'be';
  return undefined;
}

export function decodeText(bytes: Buffer): string {
  return decodeDocument(bytes).text;
}

function decodeDocument(bytes: Buffer): DocumentText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0) return { text: decodeUtf32(bytes.subarray(4), true) };
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff) return { text: decodeUtf32(bytes.subarray(4), false) };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8Document(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: bytes.subarray(2).toString('utf16le') };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16 === 'le') return { text: bytes.toString('utf16le') };
  if (utf16 === 'be') return { text: Buffer.from(bytes.subarray(0, bytes.length & ~1)).swap16().toString('utf16le') };
  return utf8Document(bytes);
}

/** The bytes are kept only when valid: the decoder turns a bad sequence into one U+FFFD, which they would not count as. */
function utf8Document(bytes: Buffer): DocumentText {
  const text = bytes.toString('utf8');
  return isUtf8(bytes) ? { text, utf8: bytes } : { text };
}

/** JSON by extension, or by content when the extension says nothing. */
export function looksLikeJson(file: string, text: string): boolean {
  if (/\.json$/i.test(file)) return true;
  if (/\.ya?ml$/i.test(file)) return false;
  return /^\s*[{[]/.test(text);
}
