/**
 * How deeply a document nests, measured on its text before any parser sees it. Spectral's parsers,
 * its resolver, Ajv and JSONPath all recurse once per level, so a document nested thousands of
 * levels deep exhausts the call stack; measuring first turns that into one clear finding.
 *
 * Both scanners stop as soon as the depth passes `limit`, and never recurse themselves.
 */

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const HASH = 0x23;
const DASH = 0x2d;
const QUESTION = 0x3f;
const PIPE = 0x7c;
const GREATER = 0x3e;
const SPACE = 0x20;
const TAB = 0x09;
const CARRIAGE_RETURN = 0x0d;
const NEWLINE = 0x0a;
const AMPERSAND = 0x26;
const EXCLAMATION = 0x21;

export interface DepthMeasure {
  /** The deepest level seen (or the first level past the limit). */
  depth: number;
  /** 0-based line where that depth was reached. */
  line: number;
}

/**
 * Exact nesting of a JSON text: brackets outside strings. The line of the deepest level is
 * counted once, at the end: the scan itself only skips whitespace and strings and counts brackets.
 */
export function jsonNestingDepth(text: string, limit: number): DepthMeasure {
  let depth = 0;
  let deepest = 0;
  let deepestAt = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= SPACE) continue;
    if (code === QUOTE) {
      index = endOfDoubleQuoted(text, index + 1);
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        deepestAt = index;
        if (depth > limit) break;
      }
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return { depth: deepest, line: countNewlines(text, 0, deepestAt) };
}

/**
 * Index of the closing quote of a double-quoted string whose content starts at `from`: the first
 * quote after an even run of backslashes. Found with `indexOf` rather than a character at a time,
 * as strings are most of a large document's text.
 */
function endOfDoubleQuoted(text: string, from: number): number {
  let index = from;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (quote - backslashes - 1 >= from && text.charCodeAt(quote - backslashes - 1) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    index = quote + 1;
  }
}

/** Index of the closing apostrophe of a single-quoted YAML string (`''` escapes one). */
function endOfSingleQuoted(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    if (text.charCodeAt(index) === APOSTROPHE) {
      if (text.charCodeAt(index + 1) !== APOSTROPHE) return index;
      index += 2;
    } else index++;
  }
  return text.length;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

function isLineEnd(code: number): boolean {
  return Number.isNaN(code) || code === NEWLINE || code === CARRIAGE_RETURN;
}

/**
 * An upper estimate of the nesting of a YAML text: block levels from indentation (each deeper
 * indentation, each compact `- `, `? ` or `key: ` on a line) plus flow levels (`[`, `{` where a
 * node may start). Quoted scalars, comments and block scalars (`|`, `>`) are skipped, so brackets
 * in prose do not count. It may exceed the true depth by a level or two per line, never by a
 * factor: the limit it is compared with sits far above any real document.
 */
export function yamlNestingDepth(text: string, limit: number): DepthMeasure {
  /** Columns of the open block nodes, strictly increasing. */
  const columns: number[] = [];
  let flowDepth = 0;
  let deepest: DepthMeasure = { depth: 0, line: 0 };
  /** While skipping a block scalar: the indentation of the line that introduced it. */
  let blockScalarParentIndent = -1;
  let line = -1;
  let lineStart = 0;

  const reach = (depth: number): boolean => {
    if (depth > deepest.depth) deepest = { depth, line };
    return depth > limit;
  };

  while (lineStart <= text.length) {
    line++;
    const newline = text.indexOf('\n', lineStart);
    let lineEnd = newline < 0 ? text.length : newline;
    let indent = 0;
    while (text.charCodeAt(lineStart + indent) === SPACE) indent++;
    let position = lineStart + indent;
    while (isBlank(text.charCodeAt(position))) position++;
    const first = text.charCodeAt(position);
    const blankLine = position >= lineEnd || isLineEnd(first);
    if (blockScalarParentIndent >= 0) {
      if (blankLine || indent > blockScalarParentIndent) {
        lineStart = lineEnd + 1;
        continue;
      }
      blockScalarParentIndent = -1;
    }
    if (blankLine || first === HASH) {
      lineStart = lineEnd + 1;
      continue;
    }
    if (flowDepth === 0) {
      while (columns.length > 0 && (columns[columns.length - 1] ?? 0) >= indent) columns.pop();
      columns.push(indent);
      if (reach(columns.length)) return deepest;
    }

    let atNodeStart = true;
    while (position < lineEnd) {
      const code = text.charCodeAt(position);
      const next = text.charCodeAt(position + 1);
      const nextEndsToken = position + 1 >= lineEnd || isBlank(next) || isLineEnd(next);
      if (isBlank(code)) {
        position++;
        continue;
      }
      if (code === HASH && (position === lineStart || isBlank(text.charCodeAt(position - 1)))) break;
      if (atNodeStart && (code === QUOTE || code === APOSTROPHE)) {
        const end = code === QUOTE ? endOfDoubleQuoted(text, position + 1) : endOfSingleQuoted(text, position + 1);
        if (end > lineEnd) {
          // A quoted scalar over several lines: carry on after it, on the line where it ends.
          line += countNewlines(text, lineEnd, end);
          const endLineBreak = text.indexOf('\n', end);
          lineEnd = endLineBreak < 0 ? text.length : endLineBreak;
        }
        position = end + 1;
        atNodeStart = false;
        continue;
      }
      if (atNodeStart && (code === OPEN_BRACKET || code === OPEN_BRACE)) {
        flowDepth++;
        if (reach(columns.length + flowDepth)) return deepest;
        position++;
        continue;
      }
      if (flowDepth > 0 && (code === CLOSE_BRACKET || code === CLOSE_BRACE)) {
        flowDepth--;
        atNodeStart = false;
        position++;
        continue;
      }
      // In flow context `:` separates a value only before a blank or a flow indicator, or right after
      // a quoted key (`"a":b`); elsewhere it is part of a plain scalar (`{ :': false }`).
      const separatesValue = code === COLON && (nextEndsToken || isFlowIndicator(next) || isQuote(text.charCodeAt(position - 1)));
      if (flowDepth > 0 && (code === COMMA || separatesValue)) {
        atNodeStart = true;
        position++;
        continue;
      }
      if (flowDepth === 0 && (code === DASH || code === QUESTION || code === COLON) && nextEndsToken && (atNodeStart || code === COLON)) {
        // A compact nested node (`- - x`, `- key: value`) starts after the indicator.
        columns.push(position - lineStart + 1);
        if (reach(columns.length)) return deepest;
        atNodeStart = true;
        position++;
        continue;
      }
      if (atNodeStart && flowDepth === 0 && (code === PIPE || code === GREATER)) {
        blockScalarParentIndent = indent;
        break;
      }
      if (atNodeStart && (code === AMPERSAND || code === EXCLAMATION)) {
        // An anchor or a tag: the node itself starts after it.
        while (position < lineEnd && !isBlank(text.charCodeAt(position))) position++;
        continue;
      }
      // A plain scalar: in block context it runs to a `: ` or ` #`; in flow context to a flow indicator.
      atNodeStart = false;
      position++;
    }
    lineStart = lineEnd + 1;
  }
  return deepest;
}

function isFlowIndicator(code: number): boolean {
  return code === COMMA || code === OPEN_BRACKET || code === CLOSE_BRACKET || code === OPEN_BRACE || code === CLOSE_BRACE;
}

function isQuote(code: number): boolean {
  return code === QUOTE || code === APOSTROPHE;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', from); index >= 0 && index < to; index = text.indexOf('\n', index + 1)) count++;
  return count;
}

/**
 * How deeply a parsed value nests, objects and arrays counted as the brackets of its JSON text
 * are, without recursion; stops past `limit`. Walking what `JSON.parse` (which does not recurse)
 * built is several times faster than scanning a pretty-printed text, most of it indentation.
 */
export function valueNestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: unknown[] = [value];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const node = pending.pop();
    const depth = depths.pop() ?? 0;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > limit) break;
    }
    if (Array.isArray(node)) {
      for (const child of node) pushNested(pending, depths, child, depth + 1);
    } else {
      const record = node as Record<string, unknown>;
      for (const key in record) pushNested(pending, depths, record[key], depth + 1);
    }
  }
  return deepest;
}

function pushNested(pending: unknown[], depths: number[], child: unknown, depth: number): void {
  if (typeof child !== 'object' || child === null) return;
  pending.push(child);
  depths.push(depth);
}
