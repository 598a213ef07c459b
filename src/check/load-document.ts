import path from 'node:path';
import type { ApiModel, SpecVersion } from '../../rulesets/model/api-model.js';
import { detectVersion, getApiModel } from '../../rulesets/model/api-model.js';
import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { isObject } from '../../rulesets/model/json.js';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import { START_OF_FILE } from '../findings.js';
import { parseDocumentText } from '../parse/parse-document.js';
import { readDocumentText } from '../parse/read-document.js';
import { DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS, createRefResolver, refRootOf } from '../resolve/ref-policy.js';
import { resolveWithFiles, toUri } from '../resolve/resolve-with-files.js';

/** The document `check` is guided by: its model, its ranges, and the raw files for schema validation. */
export interface LoadedDocument {
  /** Absolute path of the document. */
  source: string;
  version: SpecVersion;
  model: ApiModel;
  /** The document with every `$ref` resolved. */
  resolved: JsonObject;
  /** Each file as written (`$ref`s intact), by URI, the document's own first. */
  rawDocuments: Map<string, unknown>;
  rootUri: string;
  /** The document is written on one line (JSON as FastAPI and Hono serve it): a line and column locate nothing a reader can find. */
  onOneLine: boolean;
  rangeOf(path: JsonPath): Finding['range'];
}

export interface LoadOptions {
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
  /**
   * Read on past a `$ref` that resolves to nothing, leaving it as written, as `lint` does (it
   * reports it): `explain` reads paths, which a missing schema does not change. `check` refuses
   * such a document, whose bodies it validates.
   */
  keepUnresolvedRefs?: boolean;
}

/**
 * Reads, parses and resolves the document under the same `$ref` policy as `lint`: files inside the
 * document's repository (or directory tree), nothing over the network unless allowed.
 */
export async function loadDocument(file: string, options: LoadOptions): Promise<LoadedDocument> {
  // Read and parsed as `lint` does: bounded in size, nesting and YAML alias expansion.
  return loadDocumentText(await readDocumentText(file), file, options);
}

/** The same, for a document given as text (an editor's buffer); `file` names it and anchors its relative `$ref`s. */
export async function loadDocumentText(written: string, file: string, options: LoadOptions): Promise<LoadedDocument> {
  const source = path.resolve(file);
  const text = written.replace(/^\uFEFF/, '');
  const parsed = parseDocumentText(text, source);
  if (parsed.problem !== undefined) throw new UsageError(`${file}: ${parsed.problem.message}`);
  const document = parsed.document;
  const data: unknown = document.data;
  const version = detectVersion(data);
  if (version === undefined || !isObject(data)) {
    throw new UsageError(`${file}: not an OpenAPI or Swagger document (run "api-conventions lint" on it)`);
  }
  const rawDocuments = new Map<string, unknown>();
  const rootUri = toUri(source);
  rawDocuments.set(rootUri, data);
  const resolver = createRefResolver({
    rootDirectory: options.allowExternalRefs ? undefined : refRootOf(source),
    allowRemote: options.allowRemoteRefs,
    remoteTimeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
    remoteMaxBytes: DEFAULT_REMOTE_MAX_BYTES,
  });
  const resolved = await resolveWithFiles(resolver, data, source, (uri, referenced) => rawDocuments.set(uri, referenced.data));
  const firstError = resolved.errors[0];
  if (firstError !== undefined && options.keepUnresolvedRefs !== true) {
    throw new UsageError(`${file}: cannot resolve a $ref: ${firstError.message.split('\n')[0] ?? ''}`);
  }
  const root = resolved.result;
  if (!isObject(root)) throw new UsageError(`${file}: not an OpenAPI or Swagger document`);
  return {
    source,
    version,
    model: getApiModel(root),
    resolved: root,
    rawDocuments,
    rootUri,
    onOneLine: !text.trimEnd().includes('\n'),
    rangeOf: (jsonPath) => document.getRangeForJsonPath(jsonPath, true) ?? START_OF_FILE,
  };
}
