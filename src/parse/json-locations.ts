import { isAscii } from 'node:buffer';

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

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

class Scanner {
  position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  skipSpace(): void {
    const bytes = this.bytes;
    while (this.position < bytes.length && isSpace(bytes[this.position] as number)) this.position++;
  }

  /** Skips a string starting at the opening quote, to the offset after the closing one. */
  skipString(): void {
    const bytes = this.bytes;
    let index = this.position + 1;
    for (;;) {
      const next = bytes.indexOf(QUOTE, index);
      if (next < 0) {
        this.position = bytes.length;
        return;
      }
      let backslashes = 0;
      for (let back = next - 1; back >= this.position && bytes[back] === BACKSLASH; back--) backslashes++;
      index = next + 1;
      if (backslashes % 2 === 0) break;
    }
    this.position = index;
  }

  readString(): string {
    const start = this.position;
    this.skipString();
    const raw = decodeUtf8(this.bytes, start, this.position);
    return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  }

  /** Skips any value without recursion: strings are jumped over, brackets counted. */
  skipValue(): void {
    const bytes = this.bytes;
    const first = bytes[this.position];
    if (first === QUOTE) {
      this.skipString();
      return;
    }
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      while (this.position < bytes.length) {
        const code = bytes[this.position] as number;
        if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break;
        this.position++;
      }
      return;
    }
    let depth = 0;
    while (this.position < bytes.length) {
      const code = bytes[this.position];
      if (code === QUOTE) {
        this.skipString();
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) {
          this.position++;
          return;
        }
      }
      this.position++;
    }
  }

  /** Scans the value at the current position, recording offsets for `trie` and its descendants. */
  scanValue(trie: Trie): void {
    this.skipSpace();
    trie.start = this.position;
    const code = this.bytes[this.position];
    if (trie.children === undefined || (code !== OPEN_BRACE && code !== OPEN_BRACKET)) {
      this.skipValue();
    } else if (code === OPEN_BRACE) {
      this.scanObject(trie as Trie & { children: Map<string, Trie> });
    } else {
      this.scanArray(trie as Trie & { children: Map<string, Trie> });
    }
    trie.end = this.position;
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

const NEWLINE = 10;

/**
 * Line and character (UTF-16 code units from the line's start, as in the decoded text) of each
 * byte offset in `offsets`, given in ascending order: one sweep over the text however long its
 * lines, counting characters only where the text is not ASCII.
 */
function positionsAt(bytes: Uint8Array, offsets: Float64Array): { lines: Uint32Array; characters: Float64Array } {
  const lines = new Uint32Array(offsets.length);
  const characters = new Float64Array(offsets.length);
  const ascii = isAscii(bytes);
  let line = 0;
  let lineStart = 0;
  let nextNewline = bytes.indexOf(NEWLINE);
  // Where characters were last counted to, on the current line, and how many lay before it.
  let counted = 0;
  let units = 0;
  for (let index = 0; index < offsets.length; index++) {
    const offset = offsets[index] as number;
    while (nextNewline >= 0 && nextNewline < offset) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = bytes.indexOf(NEWLINE, lineStart);
    }
    if (ascii) characters[index] = offset - lineStart;
    else {
      if (counted < lineStart) {
        counted = lineStart;
        units = 0;
      }
      for (; counted < offset && counted < bytes.length; counted++) {
        const byte = bytes[counted] as number;
        // A UTF-8 continuation byte adds nothing; a four-byte character is two UTF-16 units.
        if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
      }
      characters[index] = units + Math.max(0, offset - counted);
    }
    lines[index] = line;
  }
  return { lines, characters };
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
    const offsets = new Float64Array(new Set(found.flatMap((trie) => [trie.start ?? 0, trie.end ?? 0]))).sort();
    const indexOf = new Map<number, number>();
    offsets.forEach((offset, index) => indexOf.set(offset, index));
    const { lines, characters } = positionsAt(this.bytes, offsets);
    const place = (position: { line: number; character: number }, offset: number) => {
      const index = indexOf.get(offset) as number;
      position.line = lines[index] as number;
      position.character = characters[index] as number;
    };
    this.pending.forEach(({ range }, index) => {
      const trie = found[index] as Trie;
      place(range.start, trie.start ?? 0);
      place(range.end, trie.end ?? 0);
    });
    this.pending.length = 0;
  }
}
