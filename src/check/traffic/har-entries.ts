/**
 * Reads the entries of a HAR file one at a time, however large the file: a scanner follows the
 * JSON's nesting (strings, escapes, brackets) across chunks without building it, and cuts out the
 * text of each element of `log.entries`, which alone is parsed. Memory is bounded by the largest
 * entry, not the file.
 */

/** One element of `log.entries`, as text, with where it starts. */
export interface HarEntryText {
  /** 0-based position in `log.entries`. */
  index: number;
  /** 1-based line of the file the entry starts on. */
  line: number;
  text: string;
}

/** Input that is not a readable HAR file; `line` where the scanner stopped. */
export class HarSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const STRING_END = /["\\]/g;

/** The nesting of `{"log": {"entries": [ <entry>, … ]}}`: entries are the elements at this depth. */
const ENTRIES_DEPTH = 3;

export async function* harEntries(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<HarEntryText> {
  /** Open containers, `{` or `[`, outermost first. */
  const stack: number[] = [];
  /** The key each open object at depth 1 and 2 is inside (`log`, `entries`). */
  const keys: string[] = [];
  let inString = false;
  let escaped = false;
  /** The text of the string being read at depth 1 or 2 (a key there), else undefined. */
  let shortString: string | undefined;
  let lastString = '';
  let inEntries = false;
  let sawEntries = false;
  let sawAnything = false;
  let entry: string[] | undefined;
  let entryLine = 0;
  let index = 0;
  let line = 1;

  for await (const chunk of chunks) {
    let start = 0;
    let position = 0;
    let counted = 0;
    const countLines = (upTo: number): void => {
      for (let at = chunk.indexOf('\n', counted); at !== -1 && at < upTo; at = chunk.indexOf('\n', at + 1)) line++;
      counted = upTo;
    };
    while (position < chunk.length) {
      if (inString) {
        if (escaped) {
          if (shortString !== undefined) shortString += chunk.charAt(position);
          escaped = false;
          position++;
          continue;
        }
        STRING_END.lastIndex = position;
        const found = STRING_END.exec(chunk);
        if (found === null) {
          if (shortString !== undefined) shortString += chunk.slice(position);
          position = chunk.length;
          break;
        }
        const at = found.index;
        if (shortString !== undefined) shortString += chunk.slice(position, at);
        if (chunk.charCodeAt(at) === BACKSLASH) {
          if (shortString !== undefined) shortString += chunk.slice(at, at + 2);
          escaped = at + 1 >= chunk.length;
          position = at + 2;
          continue;
        }
        inString = false;
        if (shortString !== undefined) lastString = shortString;
        shortString = undefined;
        position = at + 1;
        continue;
      }
      const code = chunk.charCodeAt(position);
      if (code === QUOTE) {
        inString = true;
        if (stack.length <= 2) shortString = '';
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        if (!sawAnything && code !== OPEN_OBJECT) {
          countLines(position);
          throw new HarSyntaxError('not a HAR file: it does not start with a JSON object', line);
        }
        sawAnything = true;
        if (inEntries && stack.length === ENTRIES_DEPTH && entry === undefined) {
          countLines(position);
          entry = [];
          entryLine = line;
          start = position;
        }
        stack.push(code);
        if (code === OPEN_ARRAY && stack.length === ENTRIES_DEPTH && keys[1] === 'log' && keys[2] === 'entries') {
          inEntries = true;
          sawEntries = true;
        }
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        const open = stack.pop();
        if (open !== (code === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY)) {
          countLines(position);
          throw new HarSyntaxError(`not valid JSON: an unexpected "${String.fromCharCode(code)}"`, line);
        }
        if (stack.length < 3) keys.length = stack.length + 1;
        if (inEntries && stack.length === ENTRIES_DEPTH && entry !== undefined) {
          entry.push(chunk.slice(start, position + 1));
          yield { index, line: entryLine, text: entry.join('') };
          index++;
          entry = undefined;
        } else if (inEntries && stack.length === ENTRIES_DEPTH - 1) {
          inEntries = false;
        }
      } else if (code === COLON && stack.length <= 2) {
        keys[stack.length] = lastString;
      } else if (!sawAnything && code > 0x20 && code !== 0xfeff) {
        countLines(position);
        throw new HarSyntaxError('not a HAR file: it does not start with a JSON object', line);
      }
      position++;
    }
    if (entry !== undefined) {
      entry.push(chunk.slice(start));
      start = 0;
    }
    countLines(chunk.length);
  }
  if (entry !== undefined) throw new HarSyntaxError(`the file ends inside entry ${index} (truncated?)`, entryLine);
  if (!sawAnything) throw new HarSyntaxError('the file is empty', line);
  if (!sawEntries) throw new HarSyntaxError('not a HAR file: it has no "log.entries" array', line);
  if (stack.length > 0 || inString) throw new HarSyntaxError(`the file ends before the JSON closes, after entry ${index - 1} (truncated?)`, line);
}
