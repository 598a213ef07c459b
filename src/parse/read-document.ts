import { isAscii, isUtf8 } from 'node:buffer';
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { closeSync, openSync, readSync } from 'node:fs';
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
  return (await readBoundedFileWithRoom(file, maxBytes, () => 0)).bytes;
}

/**
 * As `readBoundedFile`, at once: for the files `$ref`s reach, whose reads must all end in the order
 * they were asked for (ref-policy.ts says why). The caller has checked that `file` is a regular file.
 */
export function readBoundedFileNow(file: string, maxBytes: number): Buffer {
  const descriptor = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const bytesRead = readSync(descriptor, chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new DocumentTooLargeError(file, total, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(descriptor);
  }
}

/** A file's bytes; `room`, when there is one, is memory of their own that they start, with unused bytes after them. */
interface BytesWithRoom {
  bytes: Buffer;
  room?: Buffer;
}

/**
 * As `readBoundedFile`, a regular file read with `roomFor(size)` bytes to spare after it, in
 * memory of its own (never Node's shared pool): reserved, not written, so they cost nothing until
 * used (`asciiJsonInPlace`).
 */
async function readBoundedFileWithRoom(file: string, maxBytes: number, roomFor: (size: number) => number): Promise<BytesWithRoom> {
  const handle = await open(file, 'r');
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw new UsageError(`${file}: is a directory, not a document`);
    if (info.isFile() && info.size > maxBytes) throw new DocumentTooLargeError(file, info.size, maxBytes);
    // A regular file is read into one buffer of its size (one byte more, to see growth):
    // gathering 1 MB chunks and concatenating them copied a 13 MB document twice.
    const chunks: Buffer[] = [];
    let total = 0;
    if (info.isFile() && info.size > 0) {
      const expected = info.size + 1;
      const spare = roomFor(info.size);
      const whole = spare > 0 ? Buffer.allocUnsafeSlow(expected + spare) : Buffer.allocUnsafe(expected);
      const chunk = expected > CHUNK_BYTES ? Buffer.allocUnsafeSlow(CHUNK_BYTES) : undefined;
      for (;;) {
        const bytesRead = await readAt(handle, whole, total, expected - total, chunk);
        if (bytesRead === 0) return spare > 0 ? { bytes: whole.subarray(0, total), room: whole } : { bytes: whole.subarray(0, total) };
        total += bytesRead;
        if (total === expected) break;
      }
      if (total > maxBytes) throw new DocumentTooLargeError(file, total, maxBytes);
      // The file grew while being read: go on in chunks, still bounded.
      chunks.push(whole.subarray(0, total));
    }
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new DocumentTooLargeError(file, total, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return { bytes: Buffer.concat(chunks, total) };
  } finally {
    await handle.close();
  }
}

/**
 * Reads at most `length` bytes into `target` at `at`: how many were read, 0 at the end of the
 * file. With `chunk`, through it, each read copied into `target`. The copy costs less than it
 * saves where the first touch of fresh memory is dear: read straight, a large file's buffer is
 * touched first by the read and again by the first scan of it (`isUtf8`), each paying for the
 * pages; through a chunk read into again and again, only the copy touches it. GitHub's 13 MB,
 * read then scanned: 80 to 105 ms straight, 70 to 95 ms through a chunk of 1 MB.
 */
async function readAt(handle: FileHandle, target: Buffer, at: number, length: number, chunk?: Buffer): Promise<number> {
  if (chunk === undefined) return (await handle.read(target, at, length, null)).bytesRead;
  const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, length), null);
  chunk.copy(target, at, 0, bytesRead);
  return bytesRead;
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
  const escapes = escapeJson && /\.json$/i.test(file);
  let bytes: Buffer;
  let room: Buffer | undefined;
  try {
    ({ bytes, room } = await readBoundedFileWithRoom(file, maxBytes, escapes ? escapeRoomFor : () => 0));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file}: ${describeReadError(error)}`);
  }
  if (escapes) {
    const escaped = escapedJsonDocument(bytes, room, maxBytes);
    if (escaped !== undefined) return escaped;
  }
  return decodeDocument(bytes);
}

const BACKSLASH_U = 0x5c;
const ASCII_BLOCK = 4096;

/**
 * The room a `.json` file of `size` bytes is read with for its escapes (`asciiJsonInPlace`): an
 * eighth of its size, which a document in English with some names and examples in other scripts
 * stays well within (GitHub's 13 MB needs 208 bytes). One that needs more is escaped into a copy.
 */
function escapeRoomFor(size: number): number {
  return Math.ceil(size / 8);
}

/** A run of bytes beyond ASCII: where it starts and ends, and its characters. */
interface NonAsciiRun {
  start: number;
  end: number;
  characters: string;
}

/** The runs of bytes beyond ASCII in `bytes`, and how many bytes longer their escapes are. */
function nonAsciiRuns(source: Buffer): { runs: NonAsciiRun[]; extra: number } {
  const runs: NonAsciiRun[] = [];
  let extra = 0;
  for (let index = 0; index < source.length; index++) {
    // Whole blocks of ASCII are passed over by Node's vectorised check.
    if (index % ASCII_BLOCK === 0 && isAscii(source.subarray(index, index + ASCII_BLOCK))) {
      index += ASCII_BLOCK - 1;
      continue;
    }
    if ((source[index] as number) < 0x80) continue;
    let end = index + 1;
    while (end < source.length && (source[end] as number) >= 0x80) end++;
    const characters = source.toString('utf8', index, end);
    runs.push({ start: index, end, characters });
    extra += escapedLength(characters) - (end - index);
    index = end - 1;
  }
  return { runs, extra };
}

/** Six bytes a UTF-16 code unit: `\uXXXX`. */
function escapedLength(characters: string): number {
  return characters.length * 6;
}

/** Writes the `\uXXXX` escapes of `characters` into `out` at `at`; returns where they end. */
function writeEscapes(out: Buffer, at: number, characters: string): number {
  let end = at;
  for (let index = 0; index < characters.length; index++) {
    out[end++] = BACKSLASH_U;
    end += out.write(`u${characters.charCodeAt(index).toString(16).padStart(4, '0')}`, end, 'latin1');
  }
  return end;
}

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
  const { runs, extra } = nonAsciiRuns(source);
  if (runs.length === 0) return source.toString('latin1');
  const out = Buffer.allocUnsafe(bytes.length + extra);
  let from = 0;
  let at = 0;
  for (const { start, end, characters } of runs) {
    at += source.copy(out, at, from, start);
    at = writeEscapes(out, at, characters);
    from = end;
  }
  at += source.copy(out, at, from, source.length);
  return out.toString('latin1', 0, at);
}

/**
 * `asciiJson` of `room`'s first `length` bytes, escaped within `room` itself and put back as they
 * were before it returns; undefined when the escapes need more room than there is after them.
 * A large document's text is copied once, into the string, instead of into a second buffer of its
 * size first: a fresh buffer costs more to touch than the copy (13 MB, tens of milliseconds of page
 * faults on some machines).
 */
function asciiJsonInPlace(room: Buffer, length: number): string | undefined {
  const source = room.subarray(0, length);
  const { runs, extra } = nonAsciiRuns(source);
  if (runs.length === 0) return source.toString('latin1');
  if (length + extra > room.length) return undefined;
  // The runs' own bytes, to put back as they were (`characters` is a decoding, which may not be).
  const written = runs.map(({ start, end }) => Buffer.from(source.subarray(start, end)));
  // From the last run back: each stretch of ASCII after a run moves up by the growth of the runs
  // up to it, over bytes already moved or escaped, never over bytes still to be read.
  let shift = extra;
  let stretchEnd = length;
  for (let index = runs.length - 1; index >= 0; index--) {
    const { start, end, characters } = runs[index] as NonAsciiRun;
    room.copyWithin(end + shift, end, stretchEnd);
    shift -= escapedLength(characters) - (end - start);
    writeEscapes(room, start + shift, characters);
    stretchEnd = start;
  }
  const text = room.toString('latin1', 0, length + extra);
  // Put back from the first run on: each run's bytes where its escapes begin, and the stretch
  // after it down to where it was.
  for (let index = 0; index < runs.length; index++) {
    const { start, end, characters } = runs[index] as NonAsciiRun;
    shift += escapedLength(characters) - (end - start);
    const nextStart = runs[index + 1]?.start ?? length;
    room.set(written[index] as Buffer, start);
    room.copyWithin(end, end + shift, nextStart + shift);
  }
  return text;
}

/**
 * A `.json` file's text as `asciiJson`, where the text's checks (`findTextProblem`) see what
 * they would in the decoded text: valid UTF-8 (a bad byte decodes to U+FFFD, which the binary
 * check counts), its first characters as sampled by that check ASCII (a byte order mark among
 * them too), and no longer than the size limit. With `room`, the memory `bytes` start with room
 * after them, they are escaped there (`asciiJsonInPlace`).
 */
function escapedJsonDocument(bytes: Buffer, room: Buffer | undefined, maxBytes: number): DocumentText | undefined {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const utf8 = bytes.subarray(bom);
  if (!isAscii(utf8.subarray(0, SAMPLE_LENGTH)) || !isUtf8(utf8)) return undefined;
  const text = (room === undefined ? undefined : asciiJsonInPlace(room.subarray(bom), utf8.length)) ?? asciiJson(utf8);
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
