import { isAscii, isUtf8 } from 'node:buffer';

/**
 * Where JSON paths sit in a JSON text, found for many paths in one pass: the paths form a trie,
 * the scan descends only into the members on some path and skips every other value without
 * building anything. Positions are needed only for the nodes that are reported, so they are
 * asked for during a lint run and all found at once after it.
 *
 * The scan reads the text's UTF-8 bytes, which a lint keeps instead of the decoded text: a text
 * with one character beyond Latin-1 is held by V8 at two bytes a character (94 MB for the 47 MB
 * of microsoft.com/graph-beta, for the whole run). JSON's structure is ASCII, and no byte of a
 * multi-byte UTF-8 character is ASCII, so the bytes are scanned as the characters were;
 * positions are counted in UTF-16 code units, as in the text.
 */

export interface TextRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

interface Trie {
  /** Absent on a leaf: most paths asked for end in one, and an empty map each was most of the trie. */
  children?: Map<string, Trie>;
  /** The path's number in order of first request (see `request`). */
  order?: number;
  /** Offsets of the value once the scan has met it. */
  start?: number;
  end?: number;
  /** Lines of those offsets (0-based) and the offsets at which those lines start. */
  startLine?: number;
  startLineStart?: number;
  endLine?: number;
  endLineStart?: number;
}

function newTrie(): Trie {
  return {};
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

const NEWLINE = 10;
const SPACE = 32;

/**
 * What each byte is to a value being skipped: one look-up in this table per byte, rather than a
 * comparison with each of the six bytes that count, for the bytes that do not (nearly all).
 */
const PASSED = 0;
const STRING = 1;
const OPENS = 2;
const CLOSES = 3;
const BREAKS_LINE = 4;
const SKIP_KIND = new Uint8Array(256);
SKIP_KIND[QUOTE] = STRING;
SKIP_KIND[OPEN_BRACE] = OPENS;
SKIP_KIND[OPEN_BRACKET] = OPENS;
SKIP_KIND[CLOSE_BRACE] = CLOSES;
SKIP_KIND[CLOSE_BRACKET] = CLOSES;
SKIP_KIND[NEWLINE] = BREAKS_LINE;

function isSpace(code: number): boolean {
  return code === SPACE || code === NEWLINE || code === 13 || code === 9;
}

/**
 * The offset after the closing quote of the string whose opening quote is at `start`. A JSON
 * string's escapes are a backslash and one more character (`\\uXXXX` goes on in hex digits), so
 * a quote right after an escaping backslash is the string's own. A loop in JavaScript: most
 * strings are short, and the engine's `indexOf` on a typed array costs more per call than such a
 * string takes to read.
 */
function stringEnd(bytes: Uint8Array, start: number): number {
  const length = bytes.length;
  let position = start + 1;
  while (position < length) {
    const code = bytes[position] as number;
    if (code === QUOTE) return position + 1;
    position += code === BACKSLASH ? 2 : 1;
  }
  return length;
}

/**
 * Lines are counted as the scan passes them: a JSON text's line breaks are all whitespace
 * between tokens (a string holds none, `JSON.parse` has accepted the text), and the scan reads
 * every such byte once, so no second pass looks for them.
 */
class Scanner {
  position = 0;
  /** The line of `position` (0-based) and the offset at which it starts. */
  line = 0;
  lineStart = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private newLineAt(position: number): void {
    this.line++;
    this.lineStart = position + 1;
  }

  skipSpace(): void {
    const bytes = this.bytes;
    while (this.position < bytes.length) {
      const code = bytes[this.position] as number;
      if (!isSpace(code)) return;
      if (code === NEWLINE) this.newLineAt(this.position);
      this.position++;
    }
  }

  /** Skips a string starting at the opening quote, to the offset after the closing one. */
  skipString(): void {
    this.position = stringEnd(this.bytes, this.position);
  }

  readString(): string {
    const start = this.position;
    this.skipString();
    const raw = decodeUtf8(this.bytes, start, this.position);
    return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  }

  /**
   * Skips any value without recursion: strings are jumped over, brackets counted. The loop keeps
   * its place and line in locals, as it passes every byte of most of the text.
   */
  skipValue(): void {
    const bytes = this.bytes;
    const length = bytes.length;
    let position = this.position;
    const first = bytes[position];
    if (first === QUOTE) {
      this.position = stringEnd(bytes, position);
      return;
    }
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      while (position < length) {
        const code = bytes[position] as number;
        if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break;
        position++;
      }
      this.position = position;
      return;
    }
    let line = this.line;
    let lineStart = this.lineStart;
    let depth = 0;
    while (position < length) {
      const kind = SKIP_KIND[bytes[position] as number];
      if (kind === PASSED) {
        position++;
        continue;
      }
      if (kind === STRING) {
        position = stringEnd(bytes, position);
        continue;
      }
      if (kind === OPENS) depth++;
      else if (kind === CLOSES) {
        depth--;
        if (depth === 0) {
          position++;
          break;
        }
      } else if (kind === BREAKS_LINE) {
        line++;
        position++;
        lineStart = position;
        // The indentation of a pretty-printed text, much of its bytes, is passed in a loop of its own.
        while (bytes[position] === SPACE) position++;
        continue;
      }
      position++;
    }
    this.position = position;
    this.line = line;
    this.lineStart = lineStart;
  }

  /** Scans the value at the current position, recording offsets for `trie` and its descendants. */
  scanValue(trie: Trie): void {
    this.skipSpace();
    trie.start = this.position;
    trie.startLine = this.line;
    trie.startLineStart = this.lineStart;
    const code = this.bytes[this.position];
    if (trie.children === undefined || (code !== OPEN_BRACE && code !== OPEN_BRACKET)) {
      this.skipValue();
    } else if (code === OPEN_BRACE) {
      this.scanObject(trie as Trie & { children: Map<string, Trie> });
    } else {
      this.scanArray(trie as Trie & { children: Map<string, Trie> });
    }
    trie.end = this.position;
    trie.endLine = this.line;
    trie.endLineStart = this.lineStart;
  }

  private scanObject(trie: Trie & { children: Map<string, Trie> }): void {
    const bytes = this.bytes;
    this.position++;
    for (;;) {
      this.skipSpace();
      const code = bytes[this.position];
      if (code === CLOSE_BRACE || this.position >= bytes.length) {
        this.position++;
        return;
      }
      if (code === COMMA) {
        this.position++;
        continue;
      }
      const key = this.readString();
      this.skipSpace();
      if (bytes[this.position] === COLON) this.position++;
      this.skipSpace();
      const child = trie.children.get(key);
      if (child === undefined) this.skipValue();
      else this.scanValue(child);
    }
  }

  private scanArray(trie: Trie & { children: Map<string, Trie> }): void {
    const bytes = this.bytes;
    this.position++;
    let index = 0;
    for (;;) {
      this.skipSpace();
      const code = bytes[this.position];
      if (code === CLOSE_BRACKET || this.position >= bytes.length) {
        this.position++;
        return;
      }
      if (code === COMMA) {
        this.position++;
        index++;
        continue;
      }
      const child = trie.children.get(String(index));
      if (child === undefined) this.skipValue();
      else this.scanValue(child);
    }
  }
}

const utf8 = new TextDecoder();

function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  return utf8.decode(bytes.subarray(start, end));
}

/** An offset the scan met, with its line and the offset at which that line starts. */
interface Mark {
  offset: number;
  line: number;
  lineStart: number;
}

/**
 * Decodes the stretches of a valid UTF-8 text between marks, for their length in UTF-16 code
 * units: a byte order mark in one counts as the character it is.
 */
const utf8KeepingBom = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Up to this size, a valid UTF-8 text's stretches are measured by the decoder: the loop of
 * `positionsOf` runs in V8's interpreter over most of a small document's bytes (5 ms of a 44 KB
 * one); over a large one it is compiled soon, and costs less than decoding the stretches into
 * strings would.
 */
const DECODED_UP_TO = 1 << 20;

/**
 * Line and character (UTF-16 code units from the line's start, as in the decoded text) of each
 * mark, by offset. Characters are counted only where the text is not ASCII, in one sweep over
 * the marks in ascending order, however long their lines: in a small text of valid UTF-8, where
 * every mark and line start is a character's first byte, by the decoder for each stretch between
 * them, otherwise byte by byte.
 */
function positionsOf(bytes: Uint8Array, marks: Mark[]): Map<number, { line: number; character: number }> {
  const positions = new Map<number, { line: number; character: number }>();
  if (isAscii(bytes)) {
    for (const { offset, line, lineStart } of marks) positions.set(offset, { line, character: offset - lineStart });
    return positions;
  }
  const decoded = bytes.length <= DECODED_UP_TO && isUtf8(bytes);
  // Where characters were last counted to, on the current line, and how many lay before it.
  let counted = 0;
  let units = 0;
  for (const { offset, line, lineStart } of [...marks].sort((a, b) => a.offset - b.offset)) {
    if (counted < lineStart) {
      counted = lineStart;
      units = 0;
    }
    const end = Math.min(offset, bytes.length);
    if (decoded && counted < end) {
      units += utf8KeepingBom.decode(bytes.subarray(counted, end)).length;
      counted = end;
    }
    for (; counted < offset && counted < bytes.length; counted++) {
      const byte = bytes[counted] as number;
      // A UTF-8 continuation byte adds nothing; a four-byte character is two UTF-16 units.
      if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
    }
    positions.set(offset, { line, character: units + Math.max(0, offset - counted) });
  }
  return positions;
}

/** Collects paths, then fills in all their ranges with one scan of the text. */
export class JsonLocations {
  private readonly root = newTrie();
  private readonly pending: Array<{ path: ReadonlyArray<string | number>; range: TextRange }> = [];
  private scanned = false;
  private paths = 0;
  private readonly bytes: Uint8Array;

  /** `text` as a string or as its UTF-8 bytes (without a byte order mark), which are kept instead. */
  constructor(text: string | Uint8Array) {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    // A plain view, whose `indexOf` is V8's own rather than Buffer's call into Node.
    this.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * A range object for `path`, filled in by `resolve()`; the closest existing ancestor's when the
   * path does not exist. Until then it holds a provisional position, line 0 and as character the
   * path's number in order of first request: ranges of one path compare equal, of two paths not.
   */
  request(path: ReadonlyArray<string | number>): TextRange {
    let trie = this.root;
    for (const segment of path) {
      const key = String(segment);
      trie.children ??= new Map();
      let child = trie.children.get(key);
      if (child === undefined) {
        child = newTrie();
        trie.children.set(key, child);
        this.scanned = false;
      }
      trie = child;
    }
    trie.order ??= ++this.paths;
    const range: TextRange = { start: { line: 0, character: trie.order }, end: { line: 0, character: trie.order } };
    this.pending.push({ path, range });
    return range;
  }

  resolve(): void {
    if (this.pending.length === 0) return;
    if (!this.scanned) {
      new Scanner(this.bytes).scanValue(this.root);
      this.scanned = true;
    }
    const found = this.pending.map(({ path }) => {
      let trie = this.root;
      for (const segment of path) {
        const child = trie.children?.get(String(segment));
        if (child?.start === undefined) break;
        trie = child;
      }
      return trie;
    });
    const marks = new Map<number, Mark>();
    for (const trie of found) {
      const start = trie.start ?? 0;
      const end = trie.end ?? 0;
      if (!marks.has(start)) marks.set(start, { offset: start, line: trie.startLine ?? 0, lineStart: trie.startLineStart ?? 0 });
      if (!marks.has(end)) marks.set(end, { offset: end, line: trie.endLine ?? 0, lineStart: trie.endLineStart ?? 0 });
    }
    const positions = positionsOf(this.bytes, [...marks.values()]);
    const place = (position: { line: number; character: number }, offset: number) => {
      const found = positions.get(offset) as { line: number; character: number };
      position.line = found.line;
      position.character = found.character;
    };
    this.pending.forEach(({ range }, index) => {
      const trie = found[index] as Trie;
      place(range.start, trie.start ?? 0);
      place(range.end, trie.end ?? 0);
    });
    this.pending.length = 0;
  }
}
