import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { childAt, isObject } from '../../rulesets/model/json.js';
import type { FixEdit } from '../../rulesets/rule.js';
import type { DiffSide } from '../diff/load-side.js';
import { loadSide } from '../diff/load-side.js';
import type { Location } from '../diff/locations.js';
import { dereference, locate, locationKey } from '../diff/locations.js';
import type { FindingFix, TextChange } from '../findings.js';
import type { OffsetEdit } from '../lsp/ignore-edit.js';
import { syntaxOf } from '../parse/parse-document.js';
import { JsonText } from './json-edits.js';
import { LineIndex, textStyleOf } from './text-style.js';
import { YamlText } from './yaml-edits.js';

/**
 * Fixes placed in the files as written: each edit's path (of the resolved document) is followed
 * through the `$ref`s to the file and place where it is written, and made there as text
 * (`yaml-edits.ts`, `json-edits.ts`). Additions into one mapping, from one fix or several, become
 * one insertion; an addition already there is nothing to do, so a shared schema is added once.
 */

/** A file as it was read for fixing: the text edited, and what says whether it changed since. */
export interface ReadFile {
  file: string;
  /** The text as read, byte order mark included. */
  text: string;
  mtimeMs: number;
}

interface Editor {
  add(path: JsonPath, entries: JsonObject): OffsetEdit[] | undefined;
  rename(path: JsonPath, to: string): OffsetEdit | undefined;
  replace(path: JsonPath, value: unknown): OffsetEdit | undefined;
  wrap(path: JsonPath, value: unknown, at: JsonPath, written: unknown): OffsetEdit | undefined;
}

/** One edit where it is written. */
type Placed =
  | { op: 'add'; location: Location; entries: JsonObject }
  | { op: 'rename'; location: Location; to: string }
  | { op: 'replace'; location: Location; value: unknown }
  | { op: 'wrap'; location: Location; value: unknown; at: JsonPath; written: unknown };

type OwnedEdit = OffsetEdit & { depth: number; owners: readonly FindingFix[] };

interface FileEdits {
  read: ReadFile;
  edits: OwnedEdit[];
}

/** The edits of a document's fixes placed as text, and the texts they make. */
export interface FixPlan {
  document: string;
  /** The fixes that were placed (in the order given). */
  placed: FindingFix[];
  /** The fixes that could not be: a node not where the fix expects it, or an edit that collides with another. */
  unplaced: FindingFix[];
  /** Per file changed: as read, its edits, and the text they make. */
  files: Map<string, { read: ReadFile; edits: OwnedEdit[]; after: string }>;
}

function fileOf(uri: string): string | undefined {
  return uri.startsWith('file:') ? fileURLToPath(uri) : undefined;
}

/** The value with its `$ref`s, written from the file `base`, made to point to the same places from `file`. */
function refsFrom(value: unknown, file: string, base: string): unknown {
  if (file === base) return value;
  const moved = (ref: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return ref;
    const hash = ref.indexOf('#');
    const target = hash === 0 ? base : path.resolve(path.dirname(base), hash === -1 ? ref : ref.slice(0, hash));
    return `${path.relative(path.dirname(file), target).split(path.sep).join('/')}${hash === -1 ? '' : ref.slice(hash)}`;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, key === '$ref' && typeof child === 'string' ? moved(child) : rewrite(child)]));
  };
  return rewrite(value);
}

function nest(segments: JsonPath, value: unknown): JsonObject {
  let node = value;
  for (let index = segments.length - 1; index >= 1; index--) node = { [String(segments[index])]: node };
  return { [String(segments[0])]: node };
}

/** Merges `entries` into `into`, the first value given for a key winning where they differ. */
function merge(into: JsonObject, entries: JsonObject): void {
  for (const [key, value] of Object.entries(entries)) {
    const existing = into[key];
    if (isObject(existing) && isObject(value) && !('$ref' in value)) merge(existing, value);
    else if (existing === undefined) into[key] = structuredClone(value);
  }
}

export class DocumentFixer {
  private readonly reads = new Map<string, Promise<{ read: ReadFile; editor: Editor | string } | undefined>>();
  private readonly lineIndexes = new WeakMap<ReadFile, LineIndex>();

  private constructor(readonly document: string, readonly before: DiffSide, private readonly texts: ReadonlyMap<string, string> | undefined) {}

  /**
   * Loads the document and its `$ref`d files as `diff` does; throws `UsageError` where it does not
   * parse. `texts` stand in for files (an editor's unsaved documents).
   */
  static async load(document: string, options: { allowExternalRefs: boolean; cwd: string; texts?: ReadonlyMap<string, string> }): Promise<DocumentFixer> {
    const before = await loadSide(document, { allowExternalRefs: options.allowExternalRefs, allowRemoteRefs: false, cwd: options.cwd, ...(options.texts === undefined ? {} : { texts: options.texts }) });
    return new DocumentFixer(path.resolve(options.cwd, document), before, options.texts);
  }

  /** The edit where it is written, or undefined where it cannot be made; null where it is made already. */
  private place(edit: FixEdit): Placed | undefined | null {
    if (edit.op === 'copy') {
      const from = locate(edit.from, this.before.rootUri, this.before.files);
      const file = fileOf(from.uri);
      const written = this.writtenAt(from);
      return file === undefined || written === undefined ? undefined : this.placeAddition(edit.path, written, file);
    }
    if (edit.op !== 'add') {
      const location = locate(edit.path, this.before.rootUri, this.before.files);
      if (edit.op === 'rename') return { op: 'rename', location, to: edit.to };
      const file = fileOf(location.uri);
      if (file === undefined) return undefined;
      if (edit.op === 'replace') return { op: 'replace', location, value: refsFrom(edit.value, file, this.document) };
      // The node as written goes inside the new one: its `$ref`s are of its own file already.
      const written = this.writtenAt(location);
      if (written === undefined) return undefined;
      return { op: 'wrap', location, value: refsFrom(edit.value, file, this.document), at: edit.at, written };
    }
    return this.placeAddition(edit.path, edit.value, this.document);
  }

  /** The node as written at a location, `$ref`s and all. */
  private writtenAt(location: Location): unknown {
    let written: unknown = this.before.files.get(location.uri);
    for (const segment of location.path) written = childAt(written, segment);
    return written;
  }

  /** An addition of `value` (whose `$ref`s are of the file `base`) at `path`, in the mapping where it goes. */
  private placeAddition(target: JsonPath, value: unknown, base: string): Placed | undefined | null {
    let current: { node: unknown; location: Location } = { node: this.before.files.get(this.before.rootUri), location: { uri: this.before.rootUri, path: [] } };
    for (const [index, segment] of target.entries()) {
      current = dereference(current.node, current.location, this.before.files);
      if (!isObject(current.node)) return undefined;
      const child = childAt(current.node, segment);
      if (child === undefined) {
        const file = fileOf(current.location.uri);
        if (file === undefined) return undefined;
        return { op: 'add', location: current.location, entries: nest(target.slice(index), refsFrom(value, file, base)) };
      }
      current = { node: child, location: { uri: current.location.uri, path: [...current.location.path, segment] } };
    }
    return null;
  }

  private editorOf(uri: string): Promise<{ read: ReadFile; editor: Editor | string } | undefined> {
    let pending = this.reads.get(uri);
    if (pending === undefined) {
      pending = (async () => {
        const file = fileOf(uri);
        if (file === undefined) return undefined;
        const standIn = this.texts?.get(file);
        const [text, info] = standIn === undefined ? await Promise.all([readFile(file, 'utf8'), stat(file)]) : [standIn, { mtimeMs: 0 }];
        const read = { file, text, mtimeMs: info.mtimeMs };
        const content = text.replace(/^\uFEFF/, '');
        const style = textStyleOf(content);
        if (syntaxOf(file, content) === 'json') return { read, editor: new JsonText(content, style) };
        const yaml = new YamlText(content, style);
        return { read, editor: yaml.problem ?? yaml };
      })();
      this.reads.set(uri, pending);
    }
    return pending;
  }

  /** The fixes' edits as text, per file; fixes that cannot be placed, or collide, are left out. */
  async plan(fixes: readonly FindingFix[]): Promise<FixPlan> {
    const placedEdits = fixes.map((fix) => fix.edits.map((edit) => this.place(edit)));
    const unplaced = new Set<FindingFix>(fixes.filter((_, index) => placedEdits[index]?.some((edit) => edit === undefined)));
    // Additions into one mapping are merged, in the order of the fixes.
    const additions = new Map<string, { location: Location; entries: JsonObject; fixes: FindingFix[] }>();
    const others: Array<{ edit: Placed; fix: FindingFix }> = [];
    for (const [index, fix] of fixes.entries()) {
      if (unplaced.has(fix)) continue;
      for (const edit of placedEdits[index] ?? []) {
        if (edit === null || edit === undefined) continue;
        if (edit.op !== 'add') {
          others.push({ edit, fix });
          continue;
        }
        const key = locationKey(edit.location);
        const addition = additions.get(key) ?? { location: edit.location, entries: {}, fixes: [] };
        merge(addition.entries, edit.entries);
        addition.fixes.push(fix);
        additions.set(key, addition);
      }
    }
    await this.prepareJson([...additions.values()].map((addition) => addition.location).concat(others.map(({ edit }) => edit.location)));
    const byFile = new Map<string, FileEdits>();
    const record = async (location: Location, depth: number, make: (editor: Editor) => OffsetEdit | OffsetEdit[] | undefined, owners: readonly FindingFix[]) => {
      const opened = await this.editorOf(location.uri);
      const made = opened === undefined || typeof opened.editor === 'string' ? undefined : make(opened.editor);
      if (opened === undefined || made === undefined) {
        for (const owner of owners) unplaced.add(owner);
        return;
      }
      const edits = byFile.get(opened.read.file) ?? { read: opened.read, edits: [] };
      for (const edit of Array.isArray(made) ? made : [made]) edits.edits.push({ ...edit, depth, owners });
      byFile.set(opened.read.file, edits);
    };
    for (const addition of additions.values()) {
      await record(addition.location, addition.location.path.length, (editor) => editor.add(addition.location.path, addition.entries), addition.fixes);
    }
    for (const { edit, fix } of others) {
      await record(edit.location, edit.location.path.length, (editor) => {
        if (edit.op === 'rename') return editor.rename(edit.location.path, edit.to);
        if (edit.op === 'replace') return editor.replace(edit.location.path, edit.value);
        return edit.op === 'wrap' ? editor.wrap(edit.location.path, edit.value, edit.at, edit.written) : undefined;
      }, [fix]);
    }
    const files: FixPlan['files'] = new Map();
    for (const [file, { read, edits }] of byFile) {
      const after = applyEdits(read.text, edits);
      if (after === undefined) {
        // Edits that overlap: none of this file's fixes is made, rather than half of one.
        for (const edit of edits) for (const owner of edit.owners) unplaced.add(owner);
        continue;
      }
      if (after !== read.text) files.set(file, { read, edits, after });
    }
    return { document: this.document, placed: fixes.filter((fix) => !unplaced.has(fix)), unplaced: fixes.filter((fix) => unplaced.has(fix)), files };
  }

  /** Where the fix's edits are made: the mapping each addition goes into, the node each other edit changes. */
  locationsOf(fix: FindingFix): Location[] {
    return fix.edits.flatMap((edit) => {
      const placed = this.place(edit);
      return placed === null || placed === undefined ? [] : [placed.location];
    });
  }

  /** Places of JSON files are found in one scan per file, asked for before the edits. */
  private async prepareJson(locations: readonly Location[]): Promise<void> {
    const byUri = new Map<string, JsonPath[]>();
    for (const location of locations) byUri.set(location.uri, [...byUri.get(location.uri) ?? [], location.path]);
    for (const [uri, paths] of byUri) {
      const opened = await this.editorOf(uri);
      if (opened !== undefined && opened.editor instanceof JsonText) opened.editor.prepare(paths);
    }
  }

  /** One fix's edits as text changes, for the reporters that carry them (SARIF, the language server). */
  async changesOf(fix: FindingFix): Promise<TextChange[] | undefined> {
    const plan = await this.plan([fix]);
    if (plan.placed.length === 0) return undefined;
    return [...plan.files.values()].flatMap(({ read, edits }) => inTextOrder(edits).map((edit) => this.textChangeOf(read, edit)));
  }

  /** A planned edit as a text change of the file as read (byte order mark included in the offsets). */
  textChangeOf(read: ReadFile, edit: OffsetEdit): TextChange {
    let lines = this.lineIndexes.get(read);
    if (lines === undefined) {
      lines = new LineIndex(read.text);
      this.lineIndexes.set(read, lines);
    }
    const bom = read.text.startsWith('\uFEFF') ? 1 : 0;
    const offsets: [number, number] = [edit.offset + bom, edit.offset + bom + edit.length];
    return { file: read.file, range: { start: lines.position(offsets[0]), end: lines.position(offsets[1]) }, offsets, text: edit.text };
  }
}

/**
 * Edits in the order they are made in the text: by offset, and insertions at one place deeper
 * ones first, so that an addition to a mapping comes before one to the mapping that holds it.
 */
export function inTextOrder<T extends OffsetEdit & { depth: number }>(edits: readonly T[]): T[] {
  return [...edits].sort((left, right) => left.offset - right.offset || right.depth - left.depth);
}

/** The edits applied to the text; undefined where two edits overlap. */
function applyEdits(text: string, edits: ReadonlyArray<OffsetEdit & { depth: number }>): string | undefined {
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  const sorted = inTextOrder(edits);
  let result = '';
  let position = 0;
  for (const edit of sorted) {
    const start = edit.offset + bom;
    if (start < position) return undefined;
    result += text.slice(position, start) + edit.text;
    position = start + edit.length;
  }
  return result + text.slice(position);
}
