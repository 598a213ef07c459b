/**
 * How a file is written, read from the file itself, so that what a fix adds looks as if the same
 * hand wrote it: its line ending, its indentation step, and (YAML) its quotes and whether a
 * sequence under a key is indented.
 */
export interface TextStyle {
  eol: '\n' | '\r\n';
  /** Spaces per nesting level (or one tab for a JSON file indented with tabs). */
  indent: string;
  singleQuote: boolean;
  indentSeq: boolean;
  /** Whether a YAML file's flow collections have a space inside their brackets (`{ a: 1 }`, not `{a: 1}`). */
  flowSpaces: boolean;
  /** The quote a YAML file writes `$ref` values in (none: plain). */
  refQuote: "'" | '"' | '';
}

/** How much of a long file is read for its style: its start says it as well as the whole. */
const SAMPLE = 256 * 1024;

export function textStyleOf(text: string): TextStyle {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const eol = /\r\n/.test(sample) ? '\r\n' : '\n';
  const lines = sample.split(/\r?\n/);
  let indent = '  ';
  let step = Infinity;
  let indentSeq = true;
  let seqDecided = false;
  let previous: string | undefined;
  for (const line of lines) {
    if (line.trim() === '' || /^\s*#/.test(line)) continue;
    if (line.startsWith('\t')) {
      indent = '\t';
      step = 0;
    }
    const width = /^ */.exec(line)?.[0].length ?? 0;
    if (width > 0 && width < step) step = width;
    if (!seqDecided && previous !== undefined && /^ *- /.test(line) && /:\s*$/.test(previous)) {
      indentSeq = width > (/^ */.exec(previous)?.[0].length ?? 0);
      seqDecided = true;
    }
    previous = line;
  }
  if (step !== Infinity && step > 0 && step <= 8) indent = ' '.repeat(step);
  const single = sample.match(/[:\-[,{]\s*'/g)?.length ?? 0;
  const double = sample.match(/[:\-[,{]\s*"/g)?.length ?? 0;
  const ref = /\$ref['"]?:[ \t]*(['"]?)/.exec(sample)?.[1];
  const padded = sample.match(/[{[] [^\s}\]]/g)?.length ?? 0;
  const tight = sample.match(/[{[][^\s}\]"]/g)?.length ?? 0;
  return { eol, indent, singleQuote: single > double, indentSeq, flowSpaces: padded >= tight, refQuote: ref === "'" || ref === '"' ? ref : '' };
}

/** The 0-based line and character (UTF-16 units) of each offset asked for, from one index of line starts. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) this.starts.push(index + 1);
  }

  position(offset: number): { line: number; character: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low, character: offset - (this.starts[low] ?? 0) };
  }

  offset(position: { line: number; character: number }): number {
    return (this.starts[position.line] ?? 0) + position.character;
  }
}
