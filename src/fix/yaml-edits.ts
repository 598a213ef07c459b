import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, stringify } from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import type { OffsetEdit } from '../lsp/ignore-edit.js';
import type { TextStyle } from './text-style.js';
import { withNodeAt } from './with-node-at.js';
import { groupByPlace, statusPlaces } from './status-order.js';

/**
 * Fix edits made on a YAML (or small JSON) text through the `yaml` package's document model: the
 * document is parsed once, each place found by its path, and only text is inserted or replaced
 * there, so everything not edited (comments, anchors, quotes, key order, blank lines) stays byte
 * for byte. What is added is written in the file's style: block lines at the indentation of the
 * mapping's keys, or flow entries in a flow mapping (and JSON).
 */

export class YamlText {
  readonly document: Document.Parsed;

  constructor(readonly text: string, readonly style: TextStyle) {
    this.document = parseDocument(text, { uniqueKeys: false, strict: false });
  }

  /** The first syntax error, as one line, or undefined. */
  get problem(): string | undefined {
    const error = this.document.errors[0];
    return error === undefined ? undefined : error.message.split('\n')[0];
  }

  private nodeAt(path: JsonPath): Node | undefined {
    let node: unknown = this.document.contents;
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(this.document);
      if (isMap(node)) node = node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(segment))?.value;
      else if (isSeq(node)) node = node.items[Number(segment)];
      else return undefined;
    }
    return isAlias(node) ? undefined : (node as Node | undefined);
  }

  private pairAt(path: JsonPath): Pair | undefined {
    const parent = this.nodeAt(path.slice(0, -1));
    const key = path.at(-1);
    if (!isMap(parent) || key === undefined) return undefined;
    return parent.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(key));
  }

  /** Adds `entries` to the mapping at `path`; undefined where there is no mapping to add to. */
  /**
   * Adds `entries` to the mapping at `path`: at its end, or, for status codes, each before the
   * first status after it (and the comment lines above that one); undefined where there is no
   * mapping to add to.
   */
  add(path: JsonPath, entries: JsonObject): OffsetEdit[] | undefined {
    const mapping = this.nodeAt(path);
    if (!isMap(mapping) || mapping.range === undefined || mapping.range === null) return undefined;
    if (mapping.flow === true) {
      const edit = this.addToFlow(mapping.range, mapping.items.length, entries);
      return edit === undefined ? undefined : [edit];
    }
    const first = mapping.items[0];
    const keyStart = isScalar(first?.key) ? first.key.range?.[0] : undefined;
    if (keyStart === undefined) return undefined;
    const indent = this.text.slice(lineStart(this.text, keyStart), keyStart);
    if (indent.trim() !== '' && !/^[ -]*$/.test(indent)) return undefined;
    const column = ' '.repeat(indent.length);
    const { eol } = this.style;
    const render = (grouped: JsonObject) => this.block(grouped).split('\n').map((line) => (line === '' ? line : `${column}${line}`)).join(eol).replace(new RegExp(`${escapeRegExp(eol)}$`), '');
    const pairs = new Map(mapping.items.flatMap((pair) => (isScalar(pair.key) && pair.key.range !== undefined && pair.key.range !== null ? [[String(pair.key.value), pair.key.range[0]] as const] : [])));
    const places = statusPlaces([...pairs.keys()], Object.keys(entries)) ?? new Map<string, string | undefined>();
    return groupByPlace(entries, places).map(({ before, entries: grouped }) => {
      const beforeKey = before === undefined ? undefined : pairs.get(before);
      if (beforeKey !== undefined && indent.trim() === '') return { offset: this.aboveComments(lineStart(this.text, beforeKey), column.length), length: 0, text: `${render(grouped)}${eol}` };
      const offset = this.afterContent(mapping, column.length);
      const atLineStart = offset === 0 || this.text[offset - 1] === '\n';
      return { offset, length: 0, text: atLineStart ? `${render(grouped)}${eol}` : `${eol}${render(grouped)}` };
    });
  }

  /** The start of the comment lines at `column` right above the line at `offset`, which belong to it. */
  private aboveComments(offset: number, column: number): number {
    let start = offset;
    while (start > 0) {
      const previous = lineStart(this.text, start - 1);
      const line = this.text.slice(previous, start).replace(/\r?\n$/, '');
      if (!/^\s*#/.test(line) || (/^ */.exec(line)?.[0].length ?? 0) !== column) break;
      start = previous;
    }
    return start;
  }

  /** Renames the key of the pair at `path`, in its own quotes. */
  rename(path: JsonPath, to: string): OffsetEdit | undefined {
    const key = this.pairAt(path)?.key;
    if (!isScalar(key) || key.range === undefined || key.range === null) return undefined;
    const [start, end] = key.range;
    const written = this.text.slice(start, end);
    const quote = written.startsWith("'") ? "'" : written.startsWith('"') ? '"' : '';
    const text = quote === '"' ? JSON.stringify(to) : quote === "'" ? `'${to.replace(/'/g, "''")}'` : this.scalar(to);
    return { offset: start, length: end - start, text };
  }

  /** Puts `value` in place of the node at `path`, in flow style where the node is written in flow. */
  replace(path: JsonPath, value: unknown): OffsetEdit | undefined {
    const node = this.nodeAt(path);
    const pair = this.pairAt(path);
    if (node === undefined || node.range === undefined || node.range === null) return undefined;
    const flow = (isMap(node) || isSeq(node)) && node.flow === true;
    if (flow || isScalar(node) || pair === undefined || !isScalar(pair.key) || pair.key.range === undefined || pair.key.range === null) {
      return { offset: node.range[0], length: node.range[1] - node.range[0], text: this.flow(value) };
    }
    // A block node: the pair's value rewritten from after its key, at the key's indentation plus one step.
    const keyStart = pair.key.range[0];
    const column = this.text.slice(lineStart(this.text, keyStart), keyStart).replace(/[^ ]/g, ' ');
    const start = pair.key.range[1];
    const end = this.afterContent(node, column.length + 1);
    const { eol } = this.style;
    const lines = this.block({ [String(pair.key.value)]: value }).split('\n').slice(0, -1);
    const first = lines[0]?.slice(lines[0].indexOf(':')) ?? ':';
    const rest = lines.slice(1).map((line) => `${column}${line}`);
    return { offset: start, length: end - start, text: [first.replace(/^:\s*$/, ':'), ...rest].join(eol) + (this.text[end - 1] === '\n' ? eol : '') };
  }

  /**
   * Puts `value` in place of the node at `path`, with the node inside it at `at`: a block node's
   * lines are kept as written (comments and all), moved right to their new depth; a flow node
   * (or a scalar) is written again in flow.
   */
  wrap(path: JsonPath, value: unknown, at: JsonPath, written: unknown): OffsetEdit | undefined {
    const node = this.nodeAt(path);
    const pair = this.pairAt(path);
    const keyRange = isScalar(pair?.key) ? pair.key.range : undefined;
    const firstKey = isMap(node) && node.flow !== true && isScalar(node.items[0]?.key) ? node.items[0].key.range?.[0] : undefined;
    if (node === undefined || keyRange === undefined || keyRange === null || firstKey === undefined || at.length === 0) {
      return this.replace(path, withNodeAt(value, at, written));
    }
    const marker = 'api-conventions-wrapped-node';
    const column = firstKey - lineStart(this.text, firstKey);
    const start = keyRange[1];
    const end = this.afterContent(node, column);
    const kept = this.text.slice(lineStart(this.text, firstKey), end).replace(/\r?\n$/, '');
    const keyColumn = this.text.slice(lineStart(this.text, keyRange[0]), keyRange[0]).length;
    const { eol } = this.style;
    const lines = this.block({ [String(isScalar(pair?.key) ? pair.key.value : '')]: withNodeAt(value, at, marker) }).split('\n').slice(0, -1);
    const out: string[] = [];
    for (const [index, line] of lines.entries()) {
      const text = index === 0 ? line.slice(line.indexOf(':')) : `${' '.repeat(keyColumn)}${line}`;
      const found = text.indexOf(`: ${marker}`);
      if (found === -1) {
        out.push(text);
        continue;
      }
      const depth = (/^ */.exec(text)?.[0].length ?? 0) + this.unit();
      out.push(text.slice(0, found + 1));
      out.push(...kept.split(/\r?\n/).map((keptLine) => (keptLine.trim() === '' ? keptLine : `${' '.repeat(depth)}${keptLine.slice(Math.min(column, /^ */.exec(keptLine)?.[0].length ?? 0))}`)));
    }
    return { offset: start, length: end - start, text: out.join(eol) + (this.text[end - 1] === '\n' ? eol : '') };
  }

  private unit(): number {
    return this.style.indent === '\t' ? 2 : this.style.indent.length;
  }

  private addToFlow(range: [number, number, number], count: number, entries: JsonObject): OffsetEdit | undefined {
    let close = range[1] - 1;
    while (close > range[0] && this.text[close] !== '}') close--;
    if (this.text[close] !== '}') return undefined;
    let end = close;
    while (end > range[0] + 1 && /\s/.test(this.text[end - 1] ?? '')) end--;
    const written = Object.entries(entries).map(([key, value]) => `${this.flow(key)}: ${this.flow(value)}`).join(', ');
    return { offset: end, length: 0, text: count === 0 ? written : `, ${written}` };
  }

  /**
   * The offset after a node's last line of content and the comments indented under it, where
   * a line added at `column` joins it (the comments and blank lines after stay where they are).
   */
  private afterContent(node: Node, column: number): number {
    let last: unknown = node;
    for (;;) {
      if ((isMap(last) || isSeq(last)) && last.flow !== true && last.items.length > 0) {
        const item = last.items.at(-1);
        last = isPair(item) ? (item.value ?? item.key) : item;
      } else break;
    }
    const range = (last as Node | null)?.range;
    let offset = range === undefined || range === null ? node.range?.[1] ?? 0 : range[1];
    while (offset > 0 && /\s/.test(this.text[offset - 1] ?? '')) offset--;
    offset = lineEnd(this.text, offset);
    // Comment lines indented as deep as the mapping's keys belong to it.
    while (offset < this.text.length) {
      const next = lineEnd(this.text, offset);
      const line = this.text.slice(offset, next);
      const indent = /^ */.exec(line)?.[0].length ?? 0;
      if (!/^\s*#/.test(line) || indent < column) break;
      offset = next;
    }
    return offset;
  }

  private options() {
    return { indent: this.style.indent === '\t' ? 2 : this.style.indent.length, indentSeq: this.style.indentSeq, singleQuote: this.style.singleQuote, lineWidth: 0 };
  }

  private block(value: unknown): string {
    return this.quoteRefs(stringify(value, this.options()));
  }

  /** `$ref` values in the quotes the file writes them in. */
  private quoteRefs(text: string): string {
    const quote = this.style.refQuote;
    if (quote === '') return text;
    return text.replace(/^(\s*\$ref: )([^'"\n][^\n]*)$/gm, (_, key: string, value: string) => `${key}${quote === '"' ? JSON.stringify(value) : `'${value.replace(/'/g, "''")}'`}`);
  }

  private flow(value: unknown): string {
    const text = stringify(value, { ...this.options(), collectionStyle: 'flow' }).trimEnd();
    return this.style.flowSpaces ? text : text.replace(/([{[]) /g, '$1').replace(/ ([}\]])/g, '$1');
  }

  private scalar(value: string): string {
    return stringify(value, this.options()).trimEnd();
  }
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset after the line break ending the line of `offset` (the text's end on its last line). */
function lineEnd(text: string, offset: number): number {
  const index = text.indexOf('\n', offset);
  return index === -1 ? text.length : index + 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
