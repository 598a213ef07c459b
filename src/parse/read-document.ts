import { isAscii, isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import { UsageError } from '../errors.js';
import { DEFAULT_DOCUMENT_LIMITS, SAMPLE_LENGTH, tooLargeMessage } from './document-limits.js';

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
  /** The text; with `escaped`, the same JSON with its non-ASCII characters escaped instead. */
  text: string;
  /** The bytes of the text as UTF-8, without a byte order mark; absent for UTF-16 and UTF-32 files. */
  utf8?: Buffer;
  /** `text` is `asciiJson(utf8)`: the same values, structure and lines; the text as written is `utf8.toString()`. */
  escaped?: boolean;
}

/**
 * As `readDocumentText`, keeping the bytes of a UTF-8 file too. With `escapeJson`, a `.json` file
 * comes as ASCII JSON (`asciiJson`) where that changes nothing the text's checks see.
 */
export async function readDocument(file: string, maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes, escapeJson = false): Promise<DocumentText> {
  let bytes: Buffer;
  try {
    bytes = await readBoundedFile(file, maxBytes);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file}: ${describeReadError(error)}`);
  }
  if (escapeJson && /\.json$/i.test(file)) {
    const escaped = escapedJsonDocument(bytes, maxBytes);
    if (escaped !== undefined) return escaped;
  }
  return decodeDocument(bytes);
}

const BACKSLASH_U = 0x5c;
const ASCII_BLOCK = 4096;

/**
 * The JSON text of `bytes` with every character beyond ASCII written as a `\uXXXX` escape, which
 * JSON reads as the same character: the same values once parsed, the same structure and lines.
 * It skips UTF-8 decoding, most of reading a large document (V8 decodes about 70 MB/s, and keeps
 * a text with one character beyond Latin-1 at two bytes a character), since ASCII is copied
 * as it is (Latin-1, which Node hands over without decoding). Outside a string an escape is as
 * invalid as the character was, so a text JSON rejects is still rejected.
 */
export function asciiJson(bytes: Uint8Array): string {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const runs: Array<[number, number]> = [];
  let extra = 0;
  for (let index = 0; index < bytes.length; index++) {
    // Whole blocks of ASCII are passed over by Node's vectorised check.
    if (index % ASCII_BLOCK === 0 && isAscii(bytes.subarray(index, index + ASCII_BLOCK))) {
      index += ASCII_BLOCK - 1;
      continue;
    }
    if ((bytes[index] as number) < 0x80) continue;
    let end = index + 1;
    while (end < bytes.length && (bytes[end] as number) >= 0x80) end++;
    runs.push([index, end]);
    extra += source.toString('utf8', index, end).length * 6 - (end - index);
    index = end - 1;
  }
  if (runs.length === 0) return source.toString('latin1');
  const out = Buffer.allocUnsafe(bytes.length + extra);
  let from = 0;
  let at = 0;
  for (const [start, end] of runs) {
    at += source.copy(out, at, from, start);
    const characters = source.toString('utf8', start, end);
    for (let index = 0; index < characters.length; index++) {
      out[at++] = BACKSLASH_U;
      at += out.write(`u${characters.charCodeAt(index).toString(16).padStart(4, '0')}`, at, 'latin1');
    }
    from = end;
  }
  at += source.copy(out, at, from, source.length);
  return out.toString('latin1', 0, at);
}

/**
 * A `.json` file's text as `asciiJson`, where the text's checks (`findTextProblem`) see what
 * they would in the decoded text: valid UTF-8 (a bad byte decodes to U+FFFD, which the binary
 * check counts), its first characters as sampled by that check ASCII (a byte order mark among
 * them too), and no longer than the size limit.
 */
function escapedJsonDocument(bytes: Buffer, maxBytes: number): DocumentText | undefined {
  const utf8 = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (!isAscii(utf8.subarray(0, SAMPLE_LENGTH)) || !isUtf8(utf8)) return undefined;
  const text = asciiJson(utf8);
  return text.length <= maxBytes ? { text, utf8, escaped: true } : undefined;
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

/**
 * Whether a document's text contains `needle` (ASCII), without decoding a UTF-8 file: its bytes
 * are searched as they are. A UTF-16 or UTF-32 file is decoded first.
 */
export async function documentMentions(file: string, needle: string, maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes): Promise<boolean> {
  const bytes = await readBoundedFile(file, maxBytes);
  const wide = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] === 0) || utf16WithoutBom(bytes) !== undefined;
  return wide ? decodeText(bytes).includes(needle) : bytes.includes(needle);
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
