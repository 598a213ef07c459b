import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { JsonLocations } from '../parse/json-locations.js';
import type { OffsetEdit } from '../lsp/ignore-edit.js';
import type { TextStyle } from './text-style.js';
import { LineIndex } from './text-style.js';
import { withNodeAt } from './with-node-at.js';
import { groupByPlace, statusPlaces } from './status-order.js';

/**
 * Fix edits made on a JSON text as text: the places are found by one scan of the text
 * (`JsonLocations`, as lint finds ranges), and members are inserted, keys renamed or values
 * replaced there, indented as the file indents, so the rest of the file, its key order, line
 * endings and final newline, stays as written. A file written on one line gets compact members.
 */
export class JsonText {
  private readonly locations: JsonLocations;
  private readonly lines: LineIndex;
  private readonly requests = new Map<string, ReturnType<JsonLocations['request']>>();

  constructor(readonly text: string, readonly style: TextStyle) {
    this.locations = new JsonLocations(text);
    this.lines = new LineIndex(text);
  }

  /** Asks for the places of `paths`, found all in one scan: call before the edits. */
  prepare(paths: readonly JsonPath[]): void {
    for (const path of paths) {
      const key = JSON.stringify(path.map(String));
      if (!this.requests.has(key)) this.requests.set(key, this.locations.request(path));
    }
    this.locations.resolve();
  }

  /** The offsets of the value at `path`, when it is there. */
  private span(path: JsonPath): [number, number] | undefined {
    const range = this.requests.get(JSON.stringify(path.map(String)));
    if (range === undefined) return undefined;
    const start = this.lines.offset(range.start);
    const end = this.lines.offset(range.end);
    return end > start ? [start, end] : undefined;
  }

  private indentOfLine(offset: number): string {
    const start = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(start, offset))?.[0] ?? '';
  }

  private render(value: unknown, indent: string, multiline: boolean): string {
    if (!multiline) return JSON.stringify(value);
    return JSON.stringify(value, null, this.style.indent).split('\n').join(`${this.style.eol}${indent}`);
  }

  /**
   * Adds `entries` to the object at `path`: after its last member, or, for status codes, each
   * before the first status after it.
   */
  add(path: JsonPath, entries: JsonObject): OffsetEdit[] | undefined {
    const span = this.span(path);
    if (span === undefined || this.text[span[0]] !== '{') return undefined;
    const statuses = Object.keys(entries).every((key) => /^(?:[1-5](?:\d\d|XX)|default)$/i.test(key));
    const members = statuses ? this.memberKeys(span[0], span[1] - 1) : new Map<string, number>();
    const places = statusPlaces([...members.keys()], Object.keys(entries)) ?? new Map<string, string | undefined>();
    const edits: OffsetEdit[] = [];
    for (const { before, entries: grouped } of groupByPlace(entries, places)) {
      const keyStart = before === undefined ? undefined : members.get(before);
      const edit = keyStart === undefined ? this.addAtEnd(path, grouped) : this.addBefore(keyStart, grouped);
      if (edit === undefined) return undefined;
      edits.push(edit);
    }
    return edits;
  }

  /** Members inserted before the member whose key starts at `keyStart`, on lines of their own where it is on one. */
  private addBefore(keyStart: number, entries: JsonObject): OffsetEdit {
    const indent = this.indentOfLine(keyStart);
    const ownLine = this.text.slice(keyStart - indent.length - 1, keyStart - indent.length) === '\n' || keyStart === indent.length;
    const space = ownLine ? ' ' : '';
    const members = Object.entries(entries).map(([key, value]) => `${JSON.stringify(key)}:${space}${this.render(value, indent, ownLine)}`);
    const separator = ownLine ? `,${this.style.eol}${indent}` : ',';
    return { offset: keyStart, length: 0, text: `${members.join(separator)}${separator}` };
  }

  /** Where each member's key starts in the object between `open` and `close` (its braces). */
  private memberKeys(open: number, close: number): Map<string, number> {
    const keys = new Map<string, number>();
    let index = open + 1;
    const skipSpace = () => {
      while (index < close && /\s/.test(this.text[index] ?? '')) index++;
    };
    const skipString = () => {
      for (index++; index < close && this.text[index] !== '"'; index++) if (this.text[index] === '\\') index++;
      index++;
    };
    while (index < close) {
      skipSpace();
      if (this.text[index] !== '"') break;
      const start = index;
      skipString();
      keys.set(JSON.parse(this.text.slice(start, index)) as string, start);
      skipSpace();
      index++;
      // The value: a string, a nesting of brackets (strings inside skipped whole), or a literal.
      let depth = 0;
      for (skipSpace(); index < close; ) {
        const char = this.text[index];
        if (char === '"') skipString();
        else {
          if (char === '{' || char === '[') depth++;
          else if (char === '}' || char === ']') depth--;
          else if (char === ',' && depth === 0) break;
          index++;
        }
      }
      index++;
    }
    return keys;
  }

  private addAtEnd(path: JsonPath, entries: JsonObject): OffsetEdit | undefined {
    const span = this.span(path);
    if (span === undefined || this.text[span[0]] !== '{' || this.text[span[1] - 1] !== '}') return undefined;
    const [open, close] = [span[0], span[1] - 1];
    let lastEnd = close;
    while (lastEnd > open + 1 && /\s/.test(this.text[lastEnd - 1] ?? '')) lastEnd--;
    const empty = lastEnd === open + 1;
    let firstStart = open + 1;
    while (firstStart < close && /\s/.test(this.text[firstStart] ?? '')) firstStart++;
    const between = this.text.slice(open + 1, firstStart);
    // Members on lines of their own, as the object's (or, empty, as the file's) are.
    const multiline = empty ? this.text.includes('\n') : between.includes('\n');
    const { eol } = this.style;
    const base = this.indentOfLine(open);
    const indent = empty ? `${base}${this.style.indent}` : this.indentOfLine(firstStart);
    const space = multiline ? ' ' : /:\s/.test(this.text.slice(open, Math.min(close, open + 200))) ? ' ' : '';
    const members = Object.entries(entries).map(([key, value]) => `${JSON.stringify(key)}:${space}${this.render(value, indent, multiline)}`);
    if (!multiline) {
      const separator = this.text.slice(open, Math.min(close, open + 200)).includes(', ') ? ', ' : ',';
      return { offset: lastEnd, length: 0, text: `${empty ? '' : separator}${members.join(separator)}` };
    }
    const joined = members.join(`,${eol}${indent}`);
    if (empty) return { offset: open + 1, length: close - open - 1, text: `${eol}${indent}${joined}${eol}${base}` };
    return { offset: lastEnd, length: 0, text: `,${eol}${indent}${joined}` };
  }

  rename(path: JsonPath, to: string): OffsetEdit | undefined {
    const span = this.span(path);
    if (span === undefined) return undefined;
    // The key is the string before the colon before the value.
    let colon = span[0] - 1;
    while (colon > 0 && this.text[colon] !== ':') colon--;
    let keyEnd = colon;
    while (keyEnd > 0 && this.text[keyEnd - 1] !== '"') keyEnd--;
    let keyStart = keyEnd - 1;
    while (keyStart > 0 && !(this.text[keyStart - 1] === '"' && this.text[keyStart - 2] !== '\\')) keyStart--;
    keyStart--;
    if (this.text[keyStart] !== '"') return undefined;
    return { offset: keyStart, length: keyEnd - keyStart, text: JSON.stringify(to) };
  }

  /** JSON holds no comments: the node is written again inside the new one. */
  wrap(path: JsonPath, value: unknown, at: JsonPath, written: unknown): OffsetEdit | undefined {
    return this.replace(path, withNodeAt(value, at, written));
  }

  replace(path: JsonPath, value: unknown): OffsetEdit | undefined {
    const span = this.span(path);
    if (span === undefined) return undefined;
    const multiline = this.text.slice(span[0], span[1]).includes('\n') || (this.text.includes('\n') && typeof value === 'object' && value !== null);
    return { offset: span[0], length: span[1] - span[0], text: this.render(value, this.indentOfLine(span[0]), multiline) };
  }
}
