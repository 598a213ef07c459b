import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { Resolver } from '@stoplight/spectral-ref-resolver';

/**
 * What a `$ref` may reach. By default: files inside the document's own directory tree, nothing
 * over the network. Flags widen it; remote fetches are bounded in time and size.
 */
export interface RefPolicy {
  /** Directory whose tree local `$ref`s may read; `undefined` allows any local file. */
  rootDirectory: string | undefined;
  allowRemote: boolean;
  remoteTimeoutMs: number;
  remoteMaxBytes: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;
export const DEFAULT_REMOTE_MAX_BYTES = 10 * 1024 * 1024;

/** Where a URI-ish ref value points, for the error a refused ref gets. */
interface RefUri {
  href(): string;
}

function isInside(directory: string, file: string): boolean {
  const relative = path.relative(directory, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function readLocal(ref: RefUri, policy: RefPolicy): Promise<string> {
  const file = decodeURIComponent(ref.href().replace(/^file:\/\//, ''));
  if (policy.rootDirectory !== undefined) {
    const root = await realpath(policy.rootDirectory);
    const target = await realpath(file).catch(() => path.resolve(file));
    if (!isInside(root, target)) {
      throw new Error(`$ref to "${file}" refused: it is outside the document's directory (allow with --allow-external-refs)`);
    }
  }
  return readFile(file, 'utf8');
}

async function readRemote(ref: RefUri, policy: RefPolicy): Promise<string> {
  const url = ref.href();
  if (!policy.allowRemote) throw new Error(`remote $ref "${url}" refused: no $ref is fetched over the network (allow with --allow-remote-refs)`);
  const response = await fetch(url, { signal: AbortSignal.timeout(policy.remoteTimeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`remote $ref "${url}" answered ${response.status}`);
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > policy.remoteMaxBytes) {
      await reader.cancel();
      throw new Error(`remote $ref "${url}" is larger than ${policy.remoteMaxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createRefResolver(policy: RefPolicy): Resolver {
  return new Resolver({
    resolvers: {
      file: { resolve: (ref: RefUri) => readLocal(ref, policy) },
      http: { resolve: (ref: RefUri) => readRemote(ref, policy) },
      https: { resolve: (ref: RefUri) => readRemote(ref, policy) },
    },
  });
}
