import { realpathSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolver } from '@stoplight/spectral-ref-resolver';
import type { DocumentLimits } from '../parse/document-limits.js';
import { DEFAULT_DOCUMENT_LIMITS, describeSize, findTextProblem } from '../parse/document-limits.js';
import { repositoryRootOf } from '../config/repository.js';
import { createGuardedResolver } from '../spectral-internals/ref-pointer-guard.js';
import { deferredResolver } from '../spectral-internals/deferred-resolver.js';
import { binaryTagLine, parseMeasuredText } from '../parse/parse-document.js';
import { DocumentTooLargeError, decodeText, looksLikeJson, readBoundedFileNow } from '../parse/read-document.js';

/**
 * What a `$ref` may reach. By default: regular files inside the tree of the repository holding the
 * document, or of the document's own directory outside a repository (symbolic links followed, then
 * checked; see `refRootOf`), nothing over the network. Flags widen it; whatever is
 * read is bounded in size and measured like the document itself before Spectral parses it.
 */
export interface RefPolicy {
  /** Directory whose tree local `$ref`s may read; `undefined` allows any local file. */
  rootDirectory: string | undefined;
  allowRemote: boolean;
  remoteTimeoutMs: number;
  remoteMaxBytes: number;
  /** Bounds for every file or response read; the document's own by default. */
  limits?: DocumentLimits;
  /** Told of every local file a `$ref` reads (the cache keys documents by them too). */
  onRead?: (file: string) => void;
  /** Texts that stand in for local files (absolute paths): what a fix would write, read before it is written. */
  texts?: ReadonlyMap<string, string>;
}

/**
 * The directory whose tree a document's local `$ref`s may read by default: the repository holding
 * it (`specs/orders/openapi.yaml` may read `../common/errors.yaml` of the same repository), else
 * the document's own directory.
 */
export function refRootOf(file: string): string {
  const directory = path.dirname(path.resolve(file));
  return repositoryRootOf(directory) ?? directory;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;
export const DEFAULT_REMOTE_MAX_BYTES = 10 * 1024 * 1024;

/** Where a URI-ish ref value points, for the error a refused ref gets. */
interface RefUri {
  href(): string;
}

/** A refusal or failure, worded for the finding Spectral turns it into. */
class RefError extends Error {}

function isInside(directory: string, file: string): boolean {
  const relative = path.relative(directory, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The local path a ref names: `file:` URLs and percent-encoding undone, as the resolver hands them over. */
function localPathOf(href: string): string {
  try {
    return href.startsWith('file:') ? fileURLToPath(href) : decodeURIComponent(href);
  } catch {
    throw new RefError(`$ref "${href}" is not a valid file path or URL`);
  }
}

function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return `cannot be read (${code ?? String(error)})`;
}

/** Measures what a ref read, as the document itself is measured, before Spectral parses it. */
function checkedContent(name: string, text: string, limits: DocumentLimits): string {
  const content = text.replace(/^\uFEFF/, '');
  const syntax = looksLikeJson(name, content) ? 'json' : 'yaml';
  const problem = findTextProblem(content, syntax, limits);
  if (problem !== undefined) throw new RefError(`$ref target "${name}" refused: ${problem.message}`);
  // Spectral's YAML parser crashes on a binary value; one that cannot be read is refused with a reason.
  if (syntax === 'yaml' && binaryTagLine(content) !== undefined) {
    const parsed = parseMeasuredText(content, name, syntax, limits);
    if (parsed.problem !== undefined) throw new RefError(`$ref target "${name}" refused: ${parsed.problem.message}`);
  }
  return content;
}

/**
 * A local file a `$ref` reaches, read at once rather than in the background: Spectral's resolver
 * shares one resolved object among the `$ref`s to a file, or gives each its own, by which reads end
 * first, and rules that report a shared schema once reported one or two findings run by run
 * (LavinMQ's `schemas/exchanges.yaml`, answered by `GET /exchanges` and `GET /exchanges/{vhost}`).
 * Read at once, every run resolves in the same order.
 */
function readLocal(ref: RefUri, policy: RefPolicy): Promise<string> {
  try {
    return Promise.resolve(readLocalNow(ref, policy));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function readLocalNow(ref: RefUri, policy: RefPolicy): string {
  const limits = policy.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const file = localPathOf(ref.href());
  const standIn = policy.texts?.get(path.resolve(file));
  if (standIn !== undefined) return checkedContent(file, standIn, limits);
  let target: string;
  try {
    target = realpathSync(file);
  } catch (error) {
    // Nothing is said about a missing file outside the tree beyond that it is outside.
    if (policy.rootDirectory !== undefined && !isInside(policy.rootDirectory, path.resolve(file))) throw refusedOutside(file);
    throw new RefError(`$ref target "${file}": ${describeFsError(error)}`);
  }
  if (policy.rootDirectory !== undefined) {
    const root = realRoot(policy.rootDirectory);
    if (!isInside(root, target)) throw refusedOutside(file);
  }
  let info: Stats;
  try {
    info = statSync(target);
  } catch (error) {
    throw new RefError(`$ref target "${file}": ${describeFsError(error)}`);
  }
  // A FIFO or a device would block or never end; a directory is no document.
  if (!info.isFile()) throw new RefError(`$ref target "${file}" refused: it is not a regular file`);
  let bytes: Buffer;
  try {
    bytes = readBoundedFileNow(target, limits.maxBytes);
  } catch (error) {
    if (error instanceof DocumentTooLargeError) throw new RefError(`$ref target "${file}" refused: it is larger than ${describeSize(limits.maxBytes)}`);
    throw new RefError(`$ref target "${file}": ${describeFsError(error)}`);
  }
  policy.onRead?.(target);
  return checkedContent(file, decodeText(bytes), limits);
}

/** The real path of the tree `$ref`s may read, or the path as written where it has none. */
function realRoot(directory: string): string {
  try {
    return realpathSync(directory);
  } catch {
    return path.resolve(directory);
  }
}

function refusedOutside(file: string): RefError {
  return new RefError(`$ref to "${file}" refused: it is outside the document's repository or directory (allow with --allow-external-refs)`);
}

async function readRemote(ref: RefUri, policy: RefPolicy): Promise<string> {
  const url = ref.href();
  if (!policy.allowRemote) throw new RefError(`remote $ref "${url}" refused: no $ref is fetched over the network (allow with --allow-remote-refs)`);
  const limits = policy.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const maxBytes = Math.min(policy.remoteMaxBytes, limits.maxBytes);
  const signal = AbortSignal.timeout(policy.remoteTimeoutMs);
  try {
    // Redirects are refused: one could lead anywhere, including back to a host the user did not name.
    const response = await fetch(url, { signal, redirect: 'error' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new RefError(`remote $ref "${url}" answered ${response.status}`);
    }
    const declaredLength = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declaredLength > maxBytes) {
      await response.body?.cancel();
      throw new RefError(`remote $ref "${url}" refused: it is larger than ${describeSize(maxBytes)}`);
    }
    const reader = response.body?.getReader();
    if (reader === undefined) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new RefError(`remote $ref "${url}" refused: it is larger than ${describeSize(maxBytes)}`);
      }
      chunks.push(value);
    }
    return checkedContent(new URL(url).pathname, decodeText(Buffer.concat(chunks)), limits);
  } catch (error) {
    if (error instanceof RefError) throw error;
    if (signal.aborted) throw new RefError(`remote $ref "${url}" timed out after ${policy.remoteTimeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RefError(`remote $ref "${url}" could not be fetched: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
}

/** Built when first asked to resolve: a document whose `$ref`s stay inside it never loads Spectral's resolver. */
export function createRefResolver(policy: RefPolicy): Resolver {
  return deferredResolver(() => createGuardedResolver({
    resolvers: {
      file: { resolve: (ref: RefUri) => readLocal(ref, policy) },
      http: { resolve: (ref: RefUri) => readRemote(ref, policy) },
      https: { resolve: (ref: RefUri) => readRemote(ref, policy) },
    },
  }, (policy.limits ?? DEFAULT_DOCUMENT_LIMITS).maxFileRefFollows));
}
