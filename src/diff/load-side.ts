import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiModel, SpecVersion } from '../../rulesets/model/api-model.js';
import { detectVersion, getApiModel } from '../../rulesets/model/api-model.js';
import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { isObject } from '../../rulesets/model/json.js';
import { UsageError } from '../errors.js';
import type { Document } from '@stoplight/spectral-core';
import type { Finding } from '../findings.js';
import type { Location, RawFiles } from './locations.js';
import { locate } from './locations.js';
import {
  DEFAULT_DOCUMENT_LIMITS, DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS, JsonLocations, localFirstResolver,
  createRefResolver, findParsedJsonNestingProblem, findTextProblem, parseDocumentText, readDocument, refRootOf, resolveWithFiles, syntaxOf, toUri,
} from './parsing.js';

/** One version of the API: a file, or a file at a git revision (`<rev>:<path>`). */
export interface DiffSide {
  /** What findings name as their `source`: the file's absolute path, or `<rev>:<path>`. */
  source: string;
  /** The document's text, for sides that are not files on disk (suppressions read it). */
  text: string;
  /**
   * Whether the file holds `needle` (ASCII), answered from the bytes read for this side, as
   * suppressions would answer it by reading the file again; absent where no bytes were kept (a
   * revision, a text given, a file not in UTF-8).
   */
  mentions?: (needle: string) => boolean;
  version: SpecVersion;
  model: ApiModel;
  rootUri: string;
  files: RawFiles;
  /** Where a node of the resolved document is written. */
  locate(resolvedPath: JsonPath): Location;
  /** The source a location's file is reported as. */
  sourceOf(location: Location): string;
  /** The range of a location; JSON ranges are filled in by `settleRanges`. */
  rangeOf(location: Location): Finding['range'];
  settleRanges(): void;
}

export interface SideOptions {
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
  /** Working directory for git revisions and relative paths. */
  cwd: string;
  /** Texts that stand in for files (absolute paths), the document's and those its `$ref`s read. */
  texts?: ReadonlyMap<string, string>;
}

type RangeFinder = (path: JsonPath) => Finding['range'];

const GIT_REVISION = /^([^:]+):(.+)$/;
/** `C:\...` is a Windows path, not a revision. */
const DRIVE_LETTER = /^[A-Za-z]:[\\/]/;

/** `<rev>:<path>` when the argument names no file and reads as a revision. */
export function gitRevisionOf(argument: string, cwd: string): { revision: string; file: string } | undefined {
  if (existsSync(path.resolve(cwd, argument)) || DRIVE_LETTER.test(argument)) return undefined;
  const match = GIT_REVISION.exec(argument);
  if (match === null) return undefined;
  return { revision: match[1] as string, file: match[2] as string };
}

/** The file's text at a revision, through `git show`; nothing is written. */
export function gitShow(argument: string, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['show', argument], { cwd, maxBuffer: DEFAULT_DOCUMENT_LIMITS.maxBytes, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error === null) {
        resolve(stdout);
        return;
      }
      const why = (stderr.split('\n').find((line) => line.trim() !== '') ?? error.message).replace(/^fatal: /, '');
      const tooLarge = (error as { code?: unknown }).code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
      reject(new UsageError(`${argument}: ${tooLarge ? 'the file is too large to be read' : `cannot be read from git (${why})`}`));
    });
  });
}

const NO_RANGE = (): Finding['range'] => ({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });

/** Ranges from a parsed Spectral document (YAML, or JSON that `JSON.parse` refused). */
function documentRanges(document: Document): RangeFinder {
  return (jsonPath) => {
    const range = document.getRangeForJsonPath(jsonPath.map(String), true);
    return range === undefined ? NO_RANGE() : { start: { ...range.start }, end: { ...range.end } };
  };
}

/**
 * A side's text as read: as `lint` reads a JSON file, its characters beyond ASCII escaped
 * (`escaped`), with the UTF-8 bytes it came from (`utf8`), which positions are found in.
 */
interface SideText {
  text: string;
  utf8?: Uint8Array | undefined;
  escaped?: boolean | undefined;
}

/** The text as written: the escaped JSON's own bytes decoded. */
function writtenText(read: SideText): string {
  return read.escaped === true && read.utf8 !== undefined ? Buffer.from(read.utf8.buffer, read.utf8.byteOffset, read.utf8.byteLength).toString('utf8') : read.text;
}

/** Parses the document's text as `lint` does; JSON by `JSON.parse`, its positions found afterwards, for reported nodes only. */
function parseSide(read: SideText, source: string): { data: unknown; rangeOf: RangeFinder; settle: () => void } {
  const text = read.text;
  if (syntaxOf(source, text) === 'json') {
    // The nesting of valid JSON is measured on what JSON.parse builds, as lint measures it.
    const problem = findTextProblem(text, 'json', DEFAULT_DOCUMENT_LIMITS, { checkAliases: false, checkJsonNesting: false });
    if (problem !== undefined) throw new UsageError(`${source}: ${problem.message}`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // Not valid JSON: the parser below says where it breaks.
    }
    if (data !== undefined) {
      const tooDeep = findParsedJsonNestingProblem(text, data);
      if (tooDeep !== undefined) throw new UsageError(`${source}: ${tooDeep.message}`);
      // Scanned only when a finding points into this side.
      let locations: JsonLocations | undefined;
      return { data, rangeOf: (jsonPath) => (locations ??= new JsonLocations(read.utf8 ?? text)).request(jsonPath), settle: () => locations?.resolve() };
    }
  }
  // Spectral's parser says where a text breaks: in the text as written.
  const outcome = parseDocumentText(writtenText(read), source);
  if (outcome.problem !== undefined) {
    throw new UsageError(`${source}: ${outcome.problem.message}${outcome.problem.line > 0 ? ` (line ${outcome.problem.line})` : ''}`);
  }
  // A syntax error leaves a partial document: comparing it would report half the API as removed.
  const broken = outcome.document.diagnostics.find((diagnostic) => diagnostic.severity === 0);
  if (broken !== undefined) throw new UsageError(`${source}:${broken.range.start.line + 1}: ${broken.message}`);
  return { data: outcome.document.data, rangeOf: documentRanges(outcome.document), settle: () => undefined };
}

/** Reads one side: a file under the `lint` `$ref` policy, or a file at a git revision. */
export async function loadSide(argument: string, options: SideOptions): Promise<DiffSide> {
  const revision = gitRevisionOf(argument, options.cwd);
  const file = path.resolve(options.cwd, revision === undefined ? argument : revision.file);
  const source = revision === undefined ? file : argument;
  const given = options.texts?.get(file);
  const read: SideText = given !== undefined ? { text: given } : revision === undefined ? await readFileText(argument, file) : { text: await gitShow(argument, options.cwd) };
  const text = read.text.replace(/^\uFEFF/, '');
  // The bytes stand for the text only when they are its own (no byte order mark was left in it).
  const root = parseSide(text.length === read.text.length ? read : { text }, revision === undefined ? file : argument);
  const data = root.data;
  const version = detectVersion(data);
  if (version === undefined || !isObject(data)) throw new UsageError(`${argument}: not an OpenAPI or Swagger document (no "openapi: 3.x" or "swagger: 2.0")`);
  const rootUri = toUri(file);
  const files = new Map<string, unknown>([[rootUri, data]]);
  const rangeFinders = new Map<string, RangeFinder>([[rootUri, root.rangeOf]]);
  const resolver = localFirstResolver(createRefResolver({
    // A revision's other files are not in the working tree: no $ref may leave its document.
    rootDirectory: revision !== undefined ? path.join(path.dirname(file), '\0no-files-at-a-revision') : options.allowExternalRefs ? undefined : refRootOf(file),
    allowRemote: options.allowRemoteRefs && revision === undefined,
    remoteTimeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
    remoteMaxBytes: DEFAULT_REMOTE_MAX_BYTES,
    ...(options.texts === undefined ? {} : { texts: options.texts }),
  }));
  const resolved = await resolveWithFiles(resolver, data, file, (uri, referenced) => {
    files.set(uri, referenced.data);
    rangeFinders.set(uri, documentRanges(referenced));
  });
  const firstError = resolved.errors[0];
  if (firstError !== undefined) {
    const why = firstError.message.split('\n')[0] ?? '';
    throw new UsageError(`${argument}: cannot resolve a $ref: ${revision !== undefined && /outside/.test(why) ? 'a document read from git may only $ref into itself' : why}`);
  }
  if (!isObject(resolved.result)) throw new UsageError(`${argument}: not an OpenAPI or Swagger document`);
  const resolvedRoot: JsonObject = resolved.result;
  let written: string | undefined;
  const bytes = read.utf8;
  return {
    source,
    get text() {
      written ??= writtenText(text.length === read.text.length ? read : { text });
      return written;
    },
    ...(bytes === undefined ? {} : { mentions: (needle: string) => bytesMention(bytes, needle) }),
    version,
    model: getApiModel(resolvedRoot),
    rootUri,
    files,
    locate: (resolvedPath) => locate(resolvedPath, rootUri, files),
    sourceOf: (location) => (location.uri === rootUri ? source : location.uri.startsWith('file:') ? fileURLToPath(location.uri) : location.uri),
    rangeOf: (location) => (rangeFinders.get(location.uri) ?? root.rangeOf)(location.path),
    settleRanges: root.settle,
  };
}

/** Whether UTF-8 bytes hold `needle` (ASCII), searched as they are. */
function bytesMention(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

async function readFileText(argument: string, file: string): Promise<SideText> {
  try {
    // As lint reads it: a JSON file as ASCII (quicker to decode and parse), its bytes kept for positions.
    return await readDocument(file, DEFAULT_DOCUMENT_LIMITS.maxBytes, true);
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(error.message.startsWith(file) ? error.message.replace(file, argument) : `${argument}: ${error.message}`);
    throw error;
  }
}
