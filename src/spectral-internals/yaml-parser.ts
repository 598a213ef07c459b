import spectralParsers from '@stoplight/spectral-parsers';
import { measureAliasExpansionOf } from './yaml-aliases.js';
import { YAML_KIND, spectralYamlModules } from './spectral-yaml-modules.js';

/**
 * Spectral's YAML parser (`@stoplight/yaml`'s `parseWithPointers` with the options
 * `@stoplight/spectral-parsers` passes, over the same `@stoplight/yaml-ast-parser` syntax tree),
 * giving the same values, diagnostics and ranges, without its quadratic steps:
 *
 * - building a mapping checks every key against a list of the keys before it, and moves each key
 *   in an order list with a linear search, so one mapping of 100,000 keys takes about a minute;
 * - finding where a JSON path sits scans a mapping's keys one by one (rebuilding the list with
 *   merge keys each time) for every finding: minutes for 20,000 paths and as many findings.
 *
 * Here keys are checked against a set, and each mapping gets a key index the first time a path
 * is looked up in it. Mappings become plain objects, as `JSON.parse` makes them, instead of
 * proxies that keep the written key order: those take five times the memory, and what rules read
 * is the resolved copy, a plain object already (integer-like keys such as `'200'` come first, as
 * they do for JSON documents). It also measures YAML alias expansion on the syntax tree it parses
 * anyway, before copying anything, keeps `__proto__` keys as data (see `setKey`), and places a path
 * through an alias inside the anchored definition (see `findNode`).
 *
 * Kept rather than replaced by the `yaml` package: parsing to values alone, `yaml` took 1.5 times
 * the fork's time on the bench's Jira YAML and 3.7 times on the 31 MB YAML twin of the 40 MB test
 * document, peaking at 1.78 GiB there against the fork's 1.23 GiB (docs/benchmarks.md, "YAML").
 */

const { SCALAR, MAPPING, MAP, SEQ, ANCHOR_REF } = YAML_KIND;

// Scalar types of `@stoplight/yaml-ast-parser`.
const NULL_SCALAR = 0;
const BOOL_SCALAR = 1;
const INT_SCALAR = 2;
const FLOAT_SCALAR = 3;
const STRING_SCALAR = 4;

const ERROR = 0;
const WARNING = 1;

/* The syntax tree is the parser's own; these types name only what is read here. */
interface YamlNode {
  kind: number;
  startPosition: number;
  endPosition: number;
  parent: YamlNode | null;
  key: YamlNode;
  value: unknown;
  valueObject?: unknown;
  mappings: Array<YamlNode | null>;
  items: Array<YamlNode | null>;
  referencesAnchor?: string;
  errors?: YamlError[];
}

interface YamlError {
  name: string;
  reason: string;
  isWarning?: boolean;
  mark: { line: number; column: number; toLineEnd?: boolean };
}

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

interface Diagnostic {
  code: string;
  message: string;
  severity: number;
  path?: Array<string | number>;
  range: Range;
}

interface YamlParserResult {
  ast: YamlNode | undefined;
  lineMap: number[];
  data: unknown;
  diagnostics: Diagnostic[];
  metadata: ParseOptions;
  comments: Record<string, unknown>;
}

interface ParseOptions {
  ignoreDuplicateKeys: boolean;
  mergeKeys: boolean;
  preserveKeyOrder: boolean;
  attachComments: boolean;
}

/* The syntax tree's own functions, typed over the nodes as read here. */
interface StoplightYaml {
  getLocationForJsonPath(result: YamlParserResult, path: ReadonlyArray<string | number>, closest?: boolean): { range: Range } | undefined;
  buildJsonPath(node: YamlNode): Array<string | number>;
  lineForPosition(position: number, lineMap: number[]): number;
  dereferenceAnchor(node: YamlNode, anchorId: string | undefined): YamlNode | null;
}

interface YamlAstParser {
  load(text: string, options: Record<string, unknown>): YamlNode | undefined;
  determineScalarType(node: YamlNode): number;
  parseYamlBoolean(value: unknown): boolean;
  parseYamlBigInteger(value: unknown): number | bigint;
  parseYamlFloat(value: unknown): number;
}

// Loaded on first use, so that a missing function is reported as this parse's problem.
let stoplightYaml!: StoplightYaml;
let yamlAst!: YamlAstParser;

function loadModules(): void {
  if (yamlAst !== undefined) return;
  const loaded = spectralYamlModules();
  stoplightYaml = loaded.yaml as unknown as StoplightYaml;
  yamlAst = loaded.ast as unknown as YamlAstParser;
}

/** The options `@stoplight/spectral-parsers` parses YAML with. */
const SPECTRAL_OPTIONS: ParseOptions = { ignoreDuplicateKeys: false, mergeKeys: true, preserveKeyOrder: true, attachComments: false };

/** Thrown when aliases would expand a document past the limit; the caller reports it. */
export class AliasExpansionError extends Error {
  constructor(readonly addedNodes: number) {
    super('YAML aliases expand the document too far');
  }
}

function computeLineMap(input: string): number[] {
  const lineMap: number[] = [];
  let index = input.indexOf('\n');
  for (; index >= 0; index = input.indexOf('\n', index + 1)) lineMap.push(index + 1);
  lineMap.push(input.length + 1);
  return lineMap;
}

function getRange(lineMap: number[], startPosition: number, endPosition: number): Range {
  const startLine = stoplightYaml.lineForPosition(startPosition, lineMap);
  const endLine = stoplightYaml.lineForPosition(endPosition, lineMap);
  return {
    start: { line: startLine, character: startLine === 0 ? startPosition : startPosition - (lineMap[startLine - 1] ?? 0) },
    end: { line: endLine, character: endLine === 0 ? endPosition : endPosition - (lineMap[endLine - 1] ?? 0) },
  };
}

function yamlException(node: YamlNode, lineMap: number[], message: string): Diagnostic {
  return { code: 'YAMLException', message, severity: ERROR, path: stoplightYaml.buildJsonPath(node), range: getRange(lineMap, node.startPosition, node.endPosition) };
}

function incompatibleValue(node: YamlNode, lineMap: number[], message: string): Diagnostic {
  return { ...yamlException(node, lineMap, message), code: 'YAMLIncompatibleValue', severity: WARNING };
}

function getLineLength(lineMap: number[], line: number): number {
  if (line === 0) return Math.max(0, (lineMap[0] ?? 0) - 1);
  return Math.max(0, (lineMap[line] ?? 0) - (lineMap[line - 1] ?? 0) - 1);
}

/** The parser's errors as diagnostics, merging a run of "missed comma" errors as the stock parser does. */
function transformErrors(errors: YamlError[], lineMap: number[]): Diagnostic[] {
  const validations: Diagnostic[] = [];
  let possiblyUnexpectedFlow = -1;
  let count = 0;
  for (const error of errors) {
    const validation: Diagnostic = {
      code: error.name,
      message: error.reason,
      severity: error.isWarning === true ? WARNING : ERROR,
      range: {
        start: { line: error.mark.line, character: error.mark.column },
        end: { line: error.mark.line, character: error.mark.toLineEnd === true ? getLineLength(lineMap, error.mark.line) : error.mark.column },
      },
    };
    const isBrokenFlow = error.reason === 'missed comma between flow collection entries';
    if (isBrokenFlow) {
      possiblyUnexpectedFlow = possiblyUnexpectedFlow === -1 ? count : possiblyUnexpectedFlow;
    } else if (possiblyUnexpectedFlow !== -1) {
      const first = validations[possiblyUnexpectedFlow] as Diagnostic;
      first.range.end = validation.range.end;
      first.message = 'invalid mixed usage of block and flow styles';
      validations.length = possiblyUnexpectedFlow + 1;
      count = validations.length;
      possiblyUnexpectedFlow = -1;
    }
    validations.push(validation);
    count++;
  }
  return validations;
}

function getScalarValue(node: YamlNode): unknown {
  switch (yamlAst.determineScalarType(node)) {
    case NULL_SCALAR: return null;
    case STRING_SCALAR: return String(node.value);
    case BOOL_SCALAR: return yamlAst.parseYamlBoolean(node.value);
    case INT_SCALAR: return yamlAst.parseYamlBigInteger(node.value);
    case FLOAT_SCALAR: return yamlAst.parseYamlFloat(node.value);
    default: return undefined;
  }
}

function isObjectLike(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/**
 * Sets a key as a plain own property. The stock walk assigns, so a `__proto__` key replaced the
 * object's prototype instead of becoming a property (and a second one broke `Object.keys` on the
 * object); here it is a property, as `JSON.parse` makes it.
 */
function setKey(container: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
  else container[key] = value;
}

/** `Object.assign`, with `setKey`'s treatment of `__proto__`. */
function assignAll(target: Record<string, unknown>, source: unknown): void {
  if (source === null || source === undefined) return;
  const from = Object(source) as Record<string, unknown>;
  for (const key of Object.keys(from)) setKey(target, key, from[key]);
}

function reduceMergeKeys(items: unknown): unknown {
  if (Array.isArray(items)) {
    return items.reduceRight((merged: Record<string, unknown>, item: object) => {
      assignAll(merged, item);
      return merged;
    }, {});
  }
  return typeof items !== 'object' || items === null ? null : Object(items);
}

function startsWithDigit(key: string): boolean {
  const code = key.charCodeAt(0);
  return code >= 48 && code <= 57;
}

/** A key that an object keeps as an element rather than a named property (`'200'`, not `'2xx'`). */
function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

/**
 * The object again, its integer keys (the status codes of a responses object) laid out by
 * `JSON.parse`, as a JSON document's are. Assigned one by one, V8 sizes an object's element store
 * by its largest integer key so far: about 5 KB for `'200'`, `'401'`, `'404'`, which made the
 * values of the 31 MB YAML twin of the 40 MB test document take 320 MiB instead of about 50.
 * Integer keys enumerate first and in ascending order either way; the others keep their order.
 */
function withCompactIndexKeys(container: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(container);
  const indexKeys = keys.filter(isArrayIndex);
  if (indexKeys.length === 0) return container;
  const compact = JSON.parse(`{${indexKeys.map((key) => `${JSON.stringify(key)}:0`).join(',')}}`) as Record<string, unknown>;
  for (const key of keys) setKey(compact, key, container[key]);
  return compact;
}

/** The stock walk over the syntax tree, in JSON mode with duplicate keys reported and merge keys on. */
function walk(node: YamlNode | null | undefined, lineMap: number[], diagnostics: Diagnostic[]): unknown {
  if (!node) return node;
  switch (node.kind) {
    case MAP: {
      const container: Record<string, unknown> = {};
      const seenKeys = new Set<string>();
      let mayHaveIndexKeys = false;
      for (const mapping of node.mappings as YamlNode[]) {
        if (mapping.key.kind !== SCALAR) {
          diagnostics.push(incompatibleValue(mapping.key, lineMap, 'mapping key must be a string scalar'));
          continue;
        }
        const keyType = typeof getScalarValue(mapping.key);
        if (keyType !== 'string') {
          diagnostics.push(incompatibleValue(mapping.key, lineMap, `mapping key must be a string scalar rather than ${mapping.key.valueObject === null ? 'null' : keyType}`));
        }
        const key = String(getScalarValue(mapping.key));
        if (key !== '<<') {
          if (seenKeys.has(key)) diagnostics.push(yamlException(mapping.key, lineMap, 'duplicate key'));
          else seenKeys.add(key);
        }
        if (key === '<<') {
          mayHaveIndexKeys = true;
          assignAll(container, reduceMergeKeys(walk(mapping.value as YamlNode, lineMap, diagnostics)));
        } else {
          if (!mayHaveIndexKeys && startsWithDigit(key)) mayHaveIndexKeys = true;
          setKey(container, key, walk(mapping.value as YamlNode, lineMap, diagnostics));
        }
      }
      return mayHaveIndexKeys ? withCompactIndexKeys(container) : container;
    }
    case SEQ:
      return node.items.map((item) => (item !== null ? walk(item, lineMap, diagnostics) : null));
    case SCALAR: {
      const value = getScalarValue(node);
      return typeof value === 'bigint' ? Number(value) : value;
    }
    case ANCHOR_REF:
      if (isObjectLike(node.value)) node.value = stoplightYaml.dereferenceAnchor(node.value as YamlNode, node.referencesAnchor);
      return walk(node.value as YamlNode, lineMap, diagnostics);
    default:
      return null;
  }
}

/** `parseWithPointers(text, SPECTRAL_OPTIONS)`, refusing alias expansion past `maxAliasNodes`. */
export function parseYaml(text: string, maxAliasNodes = Number.POSITIVE_INFINITY): YamlParserResult {
  loadModules();
  const lineMap = computeLineMap(text);
  const ast = loadTree(text);
  const parsed: YamlParserResult = { ast, lineMap, data: undefined, diagnostics: [], metadata: SPECTRAL_OPTIONS, comments: {} };
  if (!ast) return parsed;
  if (Number.isFinite(maxAliasNodes)) {
    const expansion = measureAliasExpansionOf(ast);
    if (expansion.expanded - expansion.written > maxAliasNodes) throw new AliasExpansionError(expansion.expanded - expansion.written);
  }
  parsed.data = walk(ast, lineMap, parsed.diagnostics);
  if (ast.errors) for (const diagnostic of transformErrors(ast.errors, lineMap)) parsed.diagnostics.push(diagnostic);
  if (parsed.diagnostics.length > 0) parsed.diagnostics.sort((left, right) => left.range.start.line - right.range.start.line);
  if (Array.isArray(ast.errors)) ast.errors.length = 0;
  shareEmptyErrorLists(ast);
  return parsed;
}

function loadTree(text: string): YamlNode | undefined {
  return yamlAst.load(text, { ...SPECTRAL_OPTIONS, ignoreDuplicateKeys: true });
}

/**
 * What `walk` does to the syntax tree besides building values: each alias it passes through gets
 * its anchor dereferenced in place (merge keys are later looked up through these copies). A tree
 * loaded again to place findings is brought to the same state by this, without building values.
 */
function dereferenceAliases(node: YamlNode | null | undefined): void {
  if (!node) return;
  switch (node.kind) {
    case MAP:
      for (const mapping of node.mappings as YamlNode[]) if (mapping.key.kind === SCALAR) dereferenceAliases(mapping.value as YamlNode);
      return;
    case SEQ:
      for (const item of node.items) dereferenceAliases(item);
      return;
    case ANCHOR_REF:
      if (isObjectLike(node.value)) node.value = stoplightYaml.dereferenceAnchor(node.value as YamlNode, node.referencesAnchor);
      dereferenceAliases(node.value as YamlNode);
      return;
    default:
  }
}

const NO_ERRORS: YamlError[] = Object.freeze([]) as unknown as YamlError[];

/**
 * The syntax tree stays for the whole run (it places findings), and every node of it holds an
 * error list of its own, almost always empty and never read after parsing: one shared empty list
 * instead saves about a tenth of the tree's memory.
 */
function shareEmptyErrorLists(root: YamlNode): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isNode(node)) continue;
    if (Array.isArray(node.errors) && node.errors.length === 0 && node.errors !== NO_ERRORS) node.errors = NO_ERRORS;
    else if (node.errors === NO_ERRORS) continue;
    if (node.kind === MAP) for (const mapping of node.mappings) stack.push(mapping);
    else if (node.kind === SEQ) for (const item of node.items) stack.push(item);
    else if (node.kind === MAPPING) stack.push(node.key, node.value);
  }
}

function isNode(value: unknown): value is YamlNode {
  return typeof value === 'object' && value !== null;
}

/** A merge key's value as mappings, in the order the stock lookup lists them. */
function mergedMappings(node: unknown): YamlNode[] {
  if (!isNode(node)) return [];
  if (node.kind === SEQ) {
    const merged: YamlNode[] = [];
    for (let index = node.items.length - 1; index >= 0; index--) for (const mapping of mergedMappings(node.items[index])) merged.push(mapping);
    return merged;
  }
  if (node.kind === MAP) return node.mappings.filter(isNode);
  if (node.kind === ANCHOR_REF) return mergedMappings(node.value);
  return [];
}

const keyIndexes = new WeakMap<YamlNode, Map<unknown, YamlNode>>();

/** Key → mapping, the last mapping of a key winning, as the stock lookup's backwards scan finds it. */
function keyIndexOf(map: YamlNode, mergeKeys: boolean): Map<unknown, YamlNode> {
  let index = keyIndexes.get(map);
  if (index !== undefined) return index;
  index = new Map();
  for (const mapping of map.mappings) {
    if (!isNode(mapping)) continue;
    const key = isNode(mapping.key) ? mapping.key.value : undefined;
    if (mergeKeys && key === '<<') {
      for (const merged of mergedMappings(mapping.value)) index.set(isNode(merged.key) ? merged.key.value : undefined, merged);
    } else index.set(key, mapping);
  }
  keyIndexes.set(map, index);
  return index;
}

/** Alias to anchor hops followed at most (the parser refuses an anchor on an alias, so one is the most met). */
const MAX_ALIAS_HOPS = 8;

/** The node an alias stands for: its anchored definition (a copy made by `walk`, with the same positions). */
function throughAliases(node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < MAX_ALIAS_HOPS && isNode(current) && current.kind === ANCHOR_REF; hops++) current = current.value;
  return current;
}

/**
 * The node at a path. A path that goes on past an alias goes on inside the anchored definition,
 * where its text is written (the stock lookup stops at the alias, and Spectral then places the
 * finding at the start of the document); a path that ends at an alias gives the alias itself.
 */
function findNode(root: YamlNode | undefined, path: ReadonlyArray<string | number>, mergeKeys: boolean): YamlNode | undefined {
  let node: unknown = root;
  for (const segment of path) {
    node = throughAliases(node);
    if (!isNode(node)) return undefined;
    if (node.kind === MAP) {
      const mapping = keyIndexOf(node, mergeKeys).get(segment);
      if (mapping === undefined) return undefined;
      node = mapping.value === null ? mapping.key : mapping.value;
    } else if (node.kind === SEQ) {
      const position = Number(segment);
      const item = Number.isInteger(position) && position >= 0 && position < node.items.length ? node.items[position] : undefined;
      if (item === undefined || item === null) return undefined;
      node = item;
    } else return undefined;
  }
  return isNode(node) ? node : undefined;
}

/** Where a path sits; like the stock parser's, it does not fall back to the closest node. */
function getLocationForJsonPath(result: YamlParserResult, path: ReadonlyArray<string | number>): { range: Range } | undefined {
  loadModules();
  const node = findNode(result.ast, path, result.metadata.mergeKeys);
  if (node === undefined) return undefined;
  // The stock function, handed the node itself, computes the range exactly as it always does.
  return stoplightYaml.getLocationForJsonPath({ ...result, ast: node, metadata: { ...result.metadata, mergeKeys: false } }, []);
}

/** A Spectral parser for YAML, refusing documents whose aliases add more than `maxAliasNodes`. */
export function createYamlParser(maxAliasNodes: number): typeof spectralParsers.Yaml {
  const parser = { parse: (text: string) => parseYaml(text, maxAliasNodes), getLocationForJsonPath, trapAccess: spectralParsers.Yaml.trapAccess };
  // Spectral types the parser by its own result type; the shape is the same.
  return parser as unknown as typeof spectralParsers.Yaml;
}

/** A Spectral YAML parser whose ranges are filled in after the run. */
export interface DeferredYamlParser {
  parser: typeof spectralParsers.Yaml;
  /** Fills in every range handed out so far; call once the run is over, before reading them. */
  resolveRanges: () => void;
}

/** Spectral's range for a path it cannot place (`Document.DEFAULT_RANGE`, keys in its order). */
function defaultRange(): Range {
  return { start: { character: 0, line: 0 }, end: { character: 0, line: 0 } };
}

/**
 * A YAML parser for one lint run that lets the syntax tree go as soon as the values are built:
 * the tree takes more memory than the values (440 MiB of heap against 320 MiB on the 31 MB YAML
 * twin of the 40 MB test document), and the run's own copies come on top of both. Ranges asked for
 * during the run are handed out as objects filled in by `resolveRanges`, which loads the tree once
 * more, after the run, when the run's copies can be collected (as `json-document.ts` does for
 * JSON). What Spectral does with a range during a run: nothing but store it in the result (its
 * de-duplication reads ranges only of results without a path, which all share the root's).
 */
export function createDeferredYamlParser(maxAliasNodes: number): DeferredYamlParser {
  let text: string | undefined;
  let result: YamlParserResult | undefined;
  let pending: Array<{ path: ReadonlyArray<string | number>; range: Range }> | undefined = [];
  const parse = (input: string): YamlParserResult => {
    const parsed = parseYaml(input, maxAliasNodes);
    text = input;
    result = parsed;
    parsed.ast = undefined;
    return parsed;
  };
  /** The result with its syntax tree loaded again, to be let go after use. */
  const withTree = (parsed: YamlParserResult, input: string): YamlParserResult => {
    const ast = loadTree(input);
    dereferenceAliases(ast);
    return { ...parsed, ast };
  };
  const locate = (parsed: YamlParserResult, path: ReadonlyArray<string | number>): { range: Range } | undefined => {
    if (parsed !== result || text === undefined) return getLocationForJsonPath(parsed, path);
    // Asked after `resolveRanges`: rare (nothing in a lint run does), so the tree is loaded for it alone.
    if (pending === undefined) return getLocationForJsonPath(withTree(parsed, text), path);
    const range = defaultRange();
    pending.push({ path: [...path], range });
    return { range };
  };
  const resolveRanges = (): void => {
    if (result === undefined || text === undefined || pending === undefined) return;
    const requests = pending;
    pending = undefined;
    if (requests.length === 0) return;
    loadModules();
    const parsed = withTree(result, text);
    for (const { path, range } of requests) {
      const located = getLocationForJsonPath(parsed, path)?.range;
      if (located !== undefined) Object.assign(range, { start: located.start, end: located.end });
    }
  };
  const parser = { parse, getLocationForJsonPath: locate, trapAccess: spectralParsers.Yaml.trapAccess };
  // Spectral types the parser by its own result type; the shape is the same.
  return { parser: parser as unknown as typeof spectralParsers.Yaml, resolveRanges };
}
