import { isAlias, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Node, YAMLMap } from 'yaml';
import { IGNORE_EXTENSION } from './library.js';

/**
 * The text edit that adds an `x-api-conventions-ignore` entry for one rule on the nearest mapping
 * at or above a finding's node (an exception covers that node and everything below it), in the
 * document's own style: block YAML gets block lines, JSON and flow mappings get a flow entry.
 */

export const REASON_PLACEHOLDER = 'TODO: why this exception stands';

export interface OffsetEdit {
  offset: number;
  /** Characters to replace from `offset` (0: a pure insertion). */
  length: number;
  text: string;
}

function childNode(node: YAMLMap | Node, segment: string | number): unknown {
  if (isMap(node)) return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(segment))?.value;
  if (isSeq(node)) return node.items[Number(segment)];
  return undefined;
}

/**
 * Mappings whose keys are names (schemas, properties, media types…): an extension there would be
 * read as one more name, so the exception goes on the object that holds the map instead.
 */
const NAME_MAPS = new Set([
  'properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'schemas', 'parameters', 'securitySchemes', 'securityDefinitions',
  'headers', 'content', 'examples', 'requestBodies', 'links', 'callbacks', 'variables', 'encoding', 'scopes', 'mapping', 'pathItems', 'webhooks', 'security',
]);
/** Values that are the API's data, not its description: nothing is added inside them. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/** The deepest eligible mapping of this file along the path; aliases are not followed (an exception there would travel to every copy). */
function targetMapping(root: unknown, findingPath: ReadonlyArray<string | number>): YAMLMap | undefined {
  let node = root;
  let mapping = isMap(root) ? root : undefined;
  let parentKey: string | undefined;
  for (const segment of findingPath) {
    if (!(isMap(node) || isSeq(node))) break;
    const key = String(segment);
    if (isMap(node) && (DATA_KEYS.has(key) || key.startsWith('x-'))) break;
    const child = childNode(node, segment);
    if (child === undefined || child === null || isAlias(child)) break;
    const holderKey = isSeq(node) ? parentKey : undefined;
    node = child;
    if (isMap(node) && !NAME_MAPS.has(key) && holderKey !== 'security') mapping = node;
    parentKey = key;
  }
  return mapping;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function blockEdit(text: string, mapping: YAMLMap, rule: string, eol: string): OffsetEdit | undefined {
  const existing = mapping.items.find((pair) => isScalar(pair.key) && pair.key.value === IGNORE_EXTENSION);
  const entry = (indent: string) => `${indent}- rule: ${rule}${eol}${indent}  reason: "${REASON_PLACEHOLDER}"${eol}`;
  if (existing !== undefined) {
    const list = existing.value;
    if (!isSeq(list) || list.flow === true || list.range === undefined || list.range === null || list.items.length === 0) return undefined;
    const first = list.range[0];
    const indent = text.slice(lineStart(text, first), first);
    // After the list's last line: its range ends past the trailing line break.
    const end = list.range[2];
    const atLineStart = end === 0 || text[end - 1] === '\n';
    return { offset: end, length: 0, text: `${atLineStart ? '' : eol}${entry(indent)}` };
  }
  const firstKey = mapping.range?.[0];
  if (firstKey === undefined) return undefined;
  const indent = ' '.repeat(firstKey - lineStart(text, firstKey));
  return { offset: firstKey, length: 0, text: `${IGNORE_EXTENSION}:${eol}${entry(indent)}${indent}` };
}

function flowEdit(text: string, mapping: YAMLMap, rule: string): OffsetEdit | undefined {
  if (mapping.items.some((pair) => isScalar(pair.key) && pair.key.value === IGNORE_EXTENSION)) return undefined;
  const open = mapping.range?.[0];
  if (open === undefined || text[open] !== '{') return undefined;
  const entry = `"${IGNORE_EXTENSION}": [{"rule": ${JSON.stringify(rule)}, "reason": "${REASON_PLACEHOLDER}"}]`;
  const firstKey = mapping.items[0]?.key;
  const keyStart = isScalar(firstKey) ? firstKey.range?.[0] : undefined;
  if (keyStart === undefined) return { offset: open + 1, length: 0, text: entry };
  // The same spacing as between the brace and the first key, so the new line looks like its neighbours.
  return { offset: keyStart, length: 0, text: `${entry},${text.slice(open + 1, keyStart)}` };
}

/** A text parsed for quick fixes: parse it once and make every edit of that text from it. */
export interface EditableText {
  text: string;
  /** The parsed document's root; `undefined` when the text does not parse. */
  root: unknown;
}

export function parseForEdits(text: string): EditableText {
  const document = parseDocument(text, { uniqueKeys: false, strict: false });
  return { text, root: document.errors.length > 0 ? undefined : document.contents };
}

export function ignoreEdit(text: string | EditableText, findingPath: ReadonlyArray<string | number>, rule: string): OffsetEdit | undefined {
  const parsed = typeof text === 'string' ? parseForEdits(text) : text;
  if (parsed.root === undefined) return undefined;
  return ignoreEditIn(parsed, findingPath, rule);
}

function ignoreEditIn({ text, root }: EditableText, findingPath: ReadonlyArray<string | number>, rule: string): OffsetEdit | undefined {
  const mapping = targetMapping(root, findingPath);
  if (mapping === undefined) return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return mapping.flow === true ? flowEdit(text, mapping, rule) : blockEdit(text, mapping, rule, eol);
}
