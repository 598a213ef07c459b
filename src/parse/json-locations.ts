/**
 * Where JSON paths sit in a JSON text, found for many paths in one pass: the paths form a trie,
 * the scan descends only into the members on some path and skips every other value without
 * building anything. Positions are needed only for the nodes that are reported, so they are
 * asked for during a lint run and all found at once after it.
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

  constructor(private readonly text: string) {}

  skipSpace(): void {
    const text = this.text;
    while (this.position < text.length && isSpace(text.charCodeAt(this.position))) this.position++;
  }

  /** Skips a string starting at the opening quote; returns the offset after the closing one. */
  skipString(): void {
    const text = this.text;
    let index = this.position + 1;
    for (;;) {
      const next = text.indexOf('"', index);
      if (next < 0) {
        this.position = text.length;
        return;
      }
      let backslashes = 0;
      for (let back = next - 1; back >= this.position && text.charCodeAt(back) === BACKSLASH; back--) backslashes++;
      index = next + 1;
      if (backslashes % 2 === 0) break;
    }
    this.position = index;
  }

  readString(): string {
    const start = this.position;
    this.skipString();
    const raw = this.text.slice(start, this.position);
    return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  }

  /** Skips any value without recursion: strings are jumped over, brackets counted. */
  skipValue(): void {
    const text = this.text;
    const first = text.charCodeAt(this.position);
    if (first === QUOTE) {
      this.skipString();
      return;
    }
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      while (this.position < text.length) {
        const code = text.charCodeAt(this.position);
        if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break;
        this.position++;
      }
      return;
    }
    let depth = 0;
    while (this.position < text.length) {
      const code = text.charCodeAt(this.position);
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
    const code = this.text.charCodeAt(this.position);
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
    const text = this.text;
    this.position++;
    for (;;) {
      this.skipSpace();
      const code = text.charCodeAt(this.position);
      if (code === CLOSE_BRACE || this.position >= text.length) {
        this.position++;
        return;
      }
      if (code === COMMA) {
        this.position++;
        continue;
      }
      const key = this.readString();
      this.skipSpace();
      if (text.charCodeAt(this.position) === COLON) this.position++;
      this.skipSpace();
      const child = trie.children.get(key);
      if (child === undefined) this.skipValue();
      else this.scanValue(child);
    }
  }

  private scanArray(trie: Trie & { children: Map<string, Trie> }): void {
    const text = this.text;
    this.position++;
    let index = 0;
    for (;;) {
      this.skipSpace();
      const code = text.charCodeAt(this.position);
      if (code === CLOSE_BRACKET || this.position >= text.length) {
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

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function toPosition(offset: number, starts: number[]): { line: number; character: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low, character: offset - (starts[low] ?? 0) };
}

/** Collects paths, then fills in all their ranges with one scan of the text. */
export class JsonLocations {
  private readonly root = newTrie();
  private readonly pending: Array<{ path: ReadonlyArray<string | number>; range: TextRange }> = [];
  private scanned = false;
  private paths = 0;

  constructor(private readonly text: string) {}

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
      new Scanner(this.text).scanValue(this.root);
      this.scanned = true;
    }
    const starts = lineStarts(this.text);
    for (const { path, range } of this.pending) {
      let trie = this.root;
      let found = this.root;
      for (const segment of path) {
        const child = trie.children?.get(String(segment));
        if (child?.start === undefined) break;
        trie = child;
        found = child;
      }
      Object.assign(range.start, toPosition(found.start ?? 0, starts));
      Object.assign(range.end, toPosition(found.end ?? 0, starts));
    }
    this.pending.length = 0;
  }
}
