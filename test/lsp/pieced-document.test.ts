import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range } from 'vscode-languageserver/node';
import { PiecedDocument, sameText } from '../../src/lsp/pieced-document.js';

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return (((value ^ (value >>> 14)) >>> 0) / 4294967296 * below) | 0;
  };
}

/** A JSON-like text of `lines` lines, broken by `eol`. */
function textOf(lines: number, eol: string): string {
  return Array.from({ length: lines }, (_, index) => `  "key${index}": "value ${'x'.repeat(index % 40)} é ${index}",`).join(eol);
}

/** Every position-related answer of the two documents, on a sample of positions. */
function expectSame(pieced: PiecedDocument, reference: TextDocument, random: (below: number) => number): void {
  expect(pieced.getText()).toBe(reference.getText());
  expect(pieced.lineCount).toBe(reference.lineCount);
  const length = reference.getText().length;
  for (let sample = 0; sample < 40; sample++) {
    const offset = random(length + 3) - 1;
    expect(pieced.positionAt(offset)).toEqual(reference.positionAt(offset));
    const position = { line: random(reference.lineCount + 2) - 1, character: random(60) - 1 };
    expect(pieced.offsetAt(position)).toBe(reference.offsetAt(position));
    const end = { line: position.line + random(3), character: random(60) };
    expect(pieced.getText({ start: position, end })).toBe(reference.getText({ start: position, end }));
    expect(pieced.getLineRange(position.line)).toEqual(reference.getLineRange(position.line));
    expect(pieced.getEOLCharacters(position.line)).toBe(reference.getEOLCharacters(position.line));
  }
}

function randomRange(reference: TextDocument, random: (below: number) => number): Range {
  const start = reference.positionAt(random(reference.getText().length + 1));
  // Mostly short edits, some over many lines (across pieces), some given end first.
  const span = random(10) === 0 ? random(20_000) : random(40);
  const end = reference.positionAt(reference.offsetAt(start) + span);
  return random(8) === 0 ? { start: end, end: start } : { start, end };
}

const INSERTS = ['', 'a', 'edit ', '\n', '\r\n', '\r', 'two\nlines', '"x": 1,\r\n  "y": 2,\n', 'é😀'];

describe('PiecedDocument', () => {
  for (const eol of ['\n', '\r\n']) {
    it(`answers as vscode-languageserver-textdocument does, edit after edit (lines broken by ${JSON.stringify(eol)})`, () => {
      const random = randomFrom(eol.length);
      const initial = textOf(6_000, eol);
      const pieced = new PiecedDocument('file:///a.json', 'json', 1, initial);
      const reference = TextDocument.create('file:///a.json', 'json', 1, initial);
      expect(pieced.pieces.length).toBeGreaterThan(3);
      expectSame(pieced, reference, random);
      for (let version = 2; version < 150; version++) {
        const changes = Array.from({ length: 1 + random(3) }, () => ({ range: randomRange(reference, random), text: INSERTS[random(INSERTS.length)] ?? '' }));
        // Each change applies to the text the ones before it left, as the protocol says.
        for (const change of changes) {
          TextDocument.update(reference, [change], version);
          pieced.update([change], version);
        }
        expect(pieced.version).toBe(version);
        if (version % 10 === 0) expectSame(pieced, reference, random);
        else expect(pieced.positionAt(pieced.getText().length)).toEqual(reference.positionAt(reference.getText().length));
      }
      expectSame(pieced, reference, random);
      expect(pieced.pieces.join('')).toBe(reference.getText());
    });
  }

  it('takes a whole new text, and an empty one', () => {
    const pieced = new PiecedDocument('file:///a.yaml', 'yaml', 1, textOf(5_000, '\n'));
    pieced.update([{ text: 'openapi: 3.1.0\ninfo: {}\n' }], 2);
    expect(pieced.getText()).toBe('openapi: 3.1.0\ninfo: {}\n');
    expect(pieced.lineCount).toBe(3);
    expect(pieced.positionAt(16)).toEqual({ line: 1, character: 1 });
    pieced.update([{ range: { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } }, text: '' }], 3);
    expect(pieced.getText()).toBe('');
    expect(pieced.pieces).toEqual(['']);
    expect(pieced.lineCount).toBe(1);
    pieced.update([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'swagger: "2.0"' }], 4);
    expect(pieced.getText({ start: { line: 0, character: 0 }, end: { line: 0, character: 7 } })).toBe('swagger');
  });

  it('answers at the edges between pieces, a CRLF pair across one too', () => {
    const piece = 1 << 16;
    const text = `${'a'.repeat(piece - 1)}\r\n${'b'.repeat(piece - 3)}\n\n${'c'.repeat(piece)}`;
    const pieced = new PiecedDocument('file:///a.yaml', 'yaml', 1, text);
    const reference = TextDocument.create('file:///a.yaml', 'yaml', 1, text);
    expect(pieced.pieces.map((part) => part.length)).toEqual([piece, piece, piece]);
    for (const offset of [piece - 2, piece - 1, piece, piece + 1, 2 * piece - 2, 2 * piece - 1, 2 * piece, 2 * piece + 1]) {
      expect(pieced.positionAt(offset)).toEqual(reference.positionAt(offset));
    }
    for (let line = 0; line < 4; line++) {
      expect(pieced.getLineRange(line)).toEqual(reference.getLineRange(line));
      expect(pieced.getEOLCharacters(line)).toBe(reference.getEOLCharacters(line));
      expect(pieced.getText(pieced.getLineRange(line))).toBe(reference.getText(reference.getLineRange(line)));
    }
  });

  it('keeps the pieces an edit does not reach as they were', () => {
    const pieced = new PiecedDocument('file:///a.json', 'json', 1, textOf(6_000, '\n'));
    const before = pieced.pieces;
    pieced.update([{ range: { start: { line: 3, character: 2 }, end: { line: 3, character: 2 } }, text: 'edit ' }], 2);
    const after = pieced.pieces;
    expect(after).not.toBe(before);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(after.slice(1).every((piece, index) => piece === before[index + 1])).toBe(true);
  });
});

describe('sameText', () => {
  it('compares the texts the pieces make, wherever the pieces break', () => {
    expect(sameText(['abc', 'def'], ['abc', 'def'])).toBe(true);
    expect(sameText(['ab', 'cdef'], ['abcd', 'ef'])).toBe(true);
    expect(sameText(['abcdef'], ['a', '', 'bcdef'])).toBe(true);
    expect(sameText([''], [])).toBe(true);
    expect(sameText(['abc', 'def'], ['abc', 'deg'])).toBe(false);
    expect(sameText(['ab', 'cdef'], ['abcd', 'e'])).toBe(false);
    expect(sameText(['abc'], ['abc', 'd'])).toBe(false);
  });

  it('says an undone edit gives back the text linted before it', () => {
    const pieced = new PiecedDocument('file:///a.json', 'json', 1, textOf(6_000, '\n'));
    const linted = pieced.pieces;
    const at = { line: 4_000, character: 3 };
    pieced.update([{ range: { start: at, end: at }, text: 'x' }], 2);
    expect(sameText(linted, pieced.pieces)).toBe(false);
    pieced.update([{ range: { start: at, end: { line: 4_000, character: 4 } }, text: '' }], 3);
    expect(sameText(linted, pieced.pieces)).toBe(true);
  });
});
