/**
 * A unified diff (`diff -u`, as `git apply` and `patch -p1` read it) of a file and the edits
 * made to it, built from the edits themselves: each edit changes the whole lines it touches,
 * edits whose lines meet or overlap are one change, and changes closer than twice the context
 * share a hunk.
 */

export interface SpanEdit {
  /** Offsets in the text replaced by `text`. */
  start: number;
  end: number;
  text: string;
}

const CONTEXT = 3;

interface LineChange {
  /** First and last-plus-one line of the old text changed. */
  from: number;
  to: number;
  /** The lines that replace them. */
  lines: string[];
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export function unifiedDiff(name: string, text: string, edits: readonly SpanEdit[]): string {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const oldLines = splitLines(text);
  const changes: LineChange[] = [];
  const sorted = [...edits].sort((left, right) => left.start - right.start);
  for (const edit of sorted) {
    const from = lineOf(edit.start);
    // An insertion at a line's start changes no old line.
    const pureInsertAtLineStart = edit.start === edit.end && starts[from] === edit.start && edit.text.endsWith('\n');
    const to = pureInsertAtLineStart ? from : Math.min(lineOf(Math.max(edit.end - 1, edit.start)) + 1, oldLines.length);
    const lastChange = changes.at(-1);
    if (lastChange !== undefined && from < lastChange.to) {
      // Edits on one line: rebuilt from the text of that span.
      const spanStart = starts[lastChange.from] ?? 0;
      const spanEnd = starts[Math.max(to, lastChange.to)] ?? text.length;
      const covered = sorted.filter((other) => other.start >= spanStart && other.end <= spanEnd);
      let rebuilt = '';
      let position = spanStart;
      for (const other of covered) {
        rebuilt += text.slice(position, other.start) + other.text;
        position = other.end;
      }
      rebuilt += text.slice(position, spanEnd);
      changes[changes.length - 1] = { from: lastChange.from, to: Math.max(to, lastChange.to), lines: splitLines(rebuilt) };
      continue;
    }
    const lineStart = starts[from] ?? text.length;
    const lineEnd = to > from ? (starts[to] ?? text.length) : lineStart;
    const replaced = text.slice(lineStart, edit.start) + edit.text + text.slice(edit.end, lineEnd);
    changes.push({ from, to, lines: splitLines(replaced) });
  }
  const hunks: LineChange[][] = [];
  for (const change of changes) {
    const group = hunks.at(-1);
    const previous = group?.at(-1);
    if (group !== undefined && previous !== undefined && change.from - previous.to <= 2 * CONTEXT) group.push(change);
    else hunks.push([change]);
  }
  const out = [`--- a/${name}`, `+++ b/${name}`];
  let shift = 0;
  for (const group of hunks) {
    const first = group[0] as LineChange;
    const last = group.at(-1) as LineChange;
    const start = Math.max(0, first.from - CONTEXT);
    const end = Math.min(oldLines.length, last.to + CONTEXT);
    const body: string[] = [];
    let line = start;
    let added = 0;
    for (const change of group) {
      for (; line < change.from; line++) body.push(` ${oldLines[line] ?? ''}`);
      for (; line < change.to; line++) body.push(`-${oldLines[line] ?? ''}`);
      for (const text of change.lines) body.push(`+${text}`);
      added += change.lines.length - (change.to - change.from);
    }
    for (; line < end; line++) body.push(` ${oldLines[line] ?? ''}`);
    const oldCount = end - start;
    const newCount = oldCount + added;
    out.push(`@@ -${oldCount === 0 ? start : start + 1},${oldCount} +${newCount === 0 ? start + shift : start + shift + 1},${newCount} @@`, ...body);
    shift += added;
  }
  return `${out.join('\n')}\n`;
}
