import type { Position, Range, TextDocumentContentChangeEvent } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * An open document's text, kept in pieces of about 64 K characters. An edit makes a new piece of
 * the piece it falls in and leaves the others as they are, where one string of the whole text
 * (what `vscode-languageserver-textdocument` keeps) is copied whole on the first read after each
 * edit: 26 MB and 15 to 40 ms for GitHub's 13 MB description, during which the server answers
 * nothing. The pieces go to the lint thread as they are (`LintThread.lintText`); the whole text
 * is made only when something asks for it (a quick fix's edit), once per version. Positions and
 * line offsets behave as in `vscode-languageserver-textdocument` 1.0 (whose line offsets code
 * this follows), which the tests compare it with.
 */

const PIECE_LENGTH = 1 << 16;

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

function isEndOfLine(code: number): boolean {
  return code === CARRIAGE_RETURN || code === LINE_FEED;
}

/** Where each line of `text` starts, `offset` added; with `atLineStart`, the text's own start too. */
function lineOffsetsOf(text: string, atLineStart: boolean, offset = 0): number[] {
  const result = atLineStart ? [offset] : [];
  // Most texts break lines with `\n` alone: found by indexOf, several times faster than a loop.
  if (!text.includes('\r')) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) result.push(offset + at + 1);
    return result;
  }
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isEndOfLine(code)) continue;
    if (code === CARRIAGE_RETURN && index + 1 < text.length && text.charCodeAt(index + 1) === LINE_FEED) index++;
    result.push(offset + index + 1);
  }
  return result;
}

/** The text in pieces of about `PIECE_LENGTH` (one piece, maybe empty, for a short text). */
function piecesOf(text: string): string[] {
  if (text.length <= 2 * PIECE_LENGTH) return [text];
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += PIECE_LENGTH) pieces.push(text.slice(start, start + PIECE_LENGTH));
  return pieces;
}

function wellFormed(range: Range): Range {
  const { start, end } = range;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : range;
}

function isIncremental(change: TextDocumentContentChangeEvent): change is { range: Range; rangeLength?: number; text: string } {
  return 'range' in change && change.range !== undefined;
}

export class PiecedDocument implements TextDocument {
  /** The text's pieces: a new array for each version, so that one kept stays that version's text. */
  private currentPieces: readonly string[] = [];
  /** Where each piece starts in the text. */
  private starts: number[] = [];
  private length = 0;
  private lineOffsets: number[] | undefined;
  /** The whole text, once asked for, until the next edit. */
  private whole: string | undefined;

  constructor(readonly uri: string, readonly languageId: string, public version: number, content: string) {
    this.replace(content);
  }

  /** The text as pieces, which joined are `getText()`: unchanged pieces are the same strings from one version to the next. */
  get pieces(): readonly string[] {
    return this.currentPieces;
  }

  get lineCount(): number {
    return this.getLineOffsets().length;
  }

  getText(range?: Range): string {
    if (range === undefined) {
      this.whole ??= this.currentPieces.join('');
      return this.whole;
    }
    const start = this.offsetAt(range.start);
    const end = this.offsetAt(range.end);
    return this.slice(Math.min(start, end), Math.max(start, end));
  }

  positionAt(offset: number): Position {
    const at = Math.max(Math.min(offset, this.length), 0);
    const lineOffsets = this.getLineOffsets();
    let low = 0;
    let high = lineOffsets.length;
    if (high === 0) return { line: 0, character: at };
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if ((lineOffsets[middle] as number) > at) high = middle;
      else low = middle + 1;
    }
    const line = low - 1;
    const lineOffset = lineOffsets[line] as number;
    return { line, character: this.beforeEndOfLine(at, lineOffset) - lineOffset };
  }

  offsetAt(position: Position): number {
    const lineOffsets = this.getLineOffsets();
    if (position.line >= lineOffsets.length) return this.length;
    if (position.line < 0) return 0;
    const lineOffset = lineOffsets[position.line] as number;
    if (position.character <= 0) return lineOffset;
    const nextLineOffset = position.line + 1 < lineOffsets.length ? lineOffsets[position.line + 1] as number : this.length;
    return this.beforeEndOfLine(Math.min(lineOffset + position.character, nextLineOffset), lineOffset);
  }

  getLineRange(line: number): Range {
    const lineOffsets = this.getLineOffsets();
    if (line >= lineOffsets.length) {
      const lastLine = lineOffsets.length - 1;
      return { start: { line: lastLine, character: 0 }, end: { line: lastLine, character: this.length - (lineOffsets[lastLine] as number) } };
    }
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const startOffset = lineOffsets[line] as number;
    const nextLineOffset = line + 1 < lineOffsets.length ? lineOffsets[line + 1] as number : this.length;
    return { start: { line, character: 0 }, end: { line, character: this.beforeEndOfLine(nextLineOffset, startOffset) - startOffset } };
  }

  getEOLCharacters(line: number): string {
    const lineOffsets = this.getLineOffsets();
    if (line < 0 || line >= lineOffsets.length) return '';
    const nextLineOffset = line + 1 < lineOffsets.length ? lineOffsets[line + 1] as number : this.length;
    return this.slice(this.beforeEndOfLine(nextLineOffset, lineOffsets[line] as number), nextLineOffset);
  }

  /** Applies the client's changes, in order, as `TextDocument.update` does. */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if (!isIncremental(change)) {
        this.replace(change.text);
        continue;
      }
      const range = wellFormed(change.range);
      const startOffset = this.offsetAt(range.start);
      const endOffset = this.offsetAt(range.end);
      this.splice(startOffset, endOffset, change.text);
      const insertedEnd = startOffset + change.text.length;
      const crlfAtStart = this.charCodeAt(startOffset - 1) === CARRIAGE_RETURN && this.charCodeAt(startOffset) === LINE_FEED;
      const crlfAtEnd = this.charCodeAt(insertedEnd - 1) === CARRIAGE_RETURN && this.charCodeAt(insertedEnd) === LINE_FEED;
      // A CRLF pair across an edit's boundary is not among the inserted text's line offsets.
      if (crlfAtStart || crlfAtEnd || this.lineOffsets === undefined) {
        this.lineOffsets = undefined;
        continue;
      }
      const startLine = Math.max(range.start.line, 0);
      const endLine = Math.max(range.end.line, 0);
      let lineOffsets = this.lineOffsets;
      const added = lineOffsetsOf(change.text, false, startOffset);
      if (endLine - startLine === added.length) {
        for (let index = 0; index < added.length; index++) lineOffsets[index + startLine + 1] = added[index] as number;
      } else if (added.length < 10_000) {
        lineOffsets.splice(startLine + 1, endLine - startLine, ...added);
      } else {
        lineOffsets = lineOffsets.slice(0, startLine + 1).concat(added, lineOffsets.slice(endLine + 1));
        this.lineOffsets = lineOffsets;
      }
      const shift = change.text.length - (endOffset - startOffset);
      if (shift !== 0) for (let index = startLine + 1 + added.length; index < lineOffsets.length; index++) lineOffsets[index] = (lineOffsets[index] as number) + shift;
    }
    this.version = version;
  }

  private getLineOffsets(): number[] {
    this.lineOffsets ??= lineOffsetsOf(this.getText(), true);
    return this.lineOffsets;
  }

  private replace(content: string): void {
    this.currentPieces = piecesOf(content);
    this.recount(0);
    this.lineOffsets = undefined;
    this.whole = content;
  }

  /** Piece starts and the length again, from piece `from` on. */
  private recount(from: number): void {
    this.starts.length = from;
    let start = from === 0 ? 0 : (this.starts[from - 1] as number) + (this.currentPieces[from - 1] as string).length;
    for (let index = from; index < this.currentPieces.length; index++) {
      this.starts.push(start);
      start += (this.currentPieces[index] as string).length;
    }
    this.length = start;
  }

  /** The index of the piece holding `offset`; the last piece for the text's end. */
  private pieceAt(offset: number): number {
    let low = 0;
    let high = this.currentPieces.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private charCodeAt(offset: number): number {
    if (offset < 0 || offset >= this.length) return Number.NaN;
    const index = this.pieceAt(offset);
    return (this.currentPieces[index] as string).charCodeAt(offset - (this.starts[index] as number));
  }

  private slice(start: number, end: number): string {
    if (end <= start) return '';
    const first = this.pieceAt(start);
    const last = this.pieceAt(end - 1);
    let text = '';
    for (let index = first; index <= last; index++) {
      const pieceStart = this.starts[index] as number;
      text += (this.currentPieces[index] as string).slice(Math.max(start - pieceStart, 0), end - pieceStart);
    }
    return text;
  }

  /** Replaces the text from `start` to `end` with `text`, in the pieces those offsets fall in. */
  private splice(start: number, end: number, text: string): void {
    const first = this.pieceAt(start);
    const last = this.pieceAt(end);
    const firstPiece = this.currentPieces[first] as string;
    const lastPiece = this.currentPieces[last] as string;
    const middle = firstPiece.slice(0, start - (this.starts[first] as number)) + text + lastPiece.slice(end - (this.starts[last] as number));
    const pieces = [...this.currentPieces.slice(0, first), ...piecesOf(middle), ...this.currentPieces.slice(last + 1)];
    // No empty piece, but the one of an empty text.
    const kept = pieces.filter((piece) => piece.length > 0);
    this.currentPieces = kept.length > 0 ? kept : [''];
    this.recount(first);
    this.whole = undefined;
  }

  private beforeEndOfLine(offset: number, lineOffset: number): number {
    let at = offset;
    while (at > lineOffset && isEndOfLine(this.charCodeAt(at - 1))) at--;
    return at;
  }
}

/** Is the text of `left` that of `right`? Compared piece by piece, without joining either. */
export function sameText(left: readonly string[], right: readonly string[]): boolean {
  if (left === right) return true;
  let leftIndex = 0;
  let rightIndex = 0;
  let leftAt = 0;
  let rightAt = 0;
  for (;;) {
    while (leftIndex < left.length && leftAt === (left[leftIndex] as string).length) [leftIndex, leftAt] = [leftIndex + 1, 0];
    while (rightIndex < right.length && rightAt === (right[rightIndex] as string).length) [rightIndex, rightAt] = [rightIndex + 1, 0];
    if (leftIndex === left.length || rightIndex === right.length) return leftIndex === left.length && rightIndex === right.length;
    const leftPiece = left[leftIndex] as string;
    const rightPiece = right[rightIndex] as string;
    const length = Math.min(leftPiece.length - leftAt, rightPiece.length - rightAt);
    const same = length === leftPiece.length && length === rightPiece.length
      ? leftPiece === rightPiece
      : leftPiece.slice(leftAt, leftAt + length) === rightPiece.slice(rightAt, rightAt + length);
    if (!same) return false;
    leftAt += length;
    rightAt += length;
  }
}

/** For `TextDocuments`: documents kept as `PiecedDocument`s. */
export const PIECED_DOCUMENTS = {
  create: (uri: string, languageId: string, version: number, content: string): PiecedDocument => new PiecedDocument(uri, languageId, version, content),
  update: (document: PiecedDocument, changes: TextDocumentContentChangeEvent[], version: number): PiecedDocument => {
    document.update(changes, version);
    return document;
  },
};
