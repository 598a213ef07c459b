import type { ApiModel } from '../../rulesets/model/api-model.js';
import { stringOf } from '../../rulesets/model/json.js';

/**
 * What "the version moved on" means (§9.3, one full version cycle): a higher `/v<N>` segment in the
 * operation's path or in a server URL, or a higher major in a semver `info.version`.
 */

const PATH_VERSION = /(?:^|\/)v(\d+)(?=\/|$)/i;

/** N of the first `/v<N>` segment of a path or URL, if any. */
export function versionSegmentOf(text: string): number | undefined {
  const match = PATH_VERSION.exec(text.replace(/^[a-z]+:\/\/[^/]+/i, ''));
  return match === null ? undefined : Number(match[1]);
}

/** The path with its `/v<N>` segment replaced, so `/v1/pets` and `/v2/pets` compare equal. */
export function withoutVersionSegment(pathKey: string): string {
  return pathKey.replace(PATH_VERSION, (whole) => whole.replace(/v\d+/i, 'v*'));
}

function highest(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? undefined : Math.max(...known);
}

/** The major of a semver-like `info.version` (`2`, `2.1`, `v2.1.0`). */
export function majorOf(infoVersion: unknown): number | undefined {
  const text = typeof infoVersion === 'number' ? String(infoVersion) : stringOf(infoVersion);
  const match = text === undefined ? null : /^v?(\d+)(?:\.\d+){0,2}(?:[-+].*)?$/i.exec(text.trim());
  return match === null ? undefined : Number(match[1]);
}

function infoVersionOf(model: ApiModel): unknown {
  const info = model.root['info'];
  return typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['version'] : undefined;
}

export interface DocumentVersions {
  server: number | undefined;
  info: number | undefined;
  /** The highest `/v<N>` among the path keys. */
  paths: number | undefined;
}

export function documentVersions(model: ApiModel): DocumentVersions {
  return {
    server: highest(model.servers.map((server) => versionSegmentOf(server.url))),
    info: majorOf(infoVersionOf(model)),
    paths: highest(model.operations.map((operation) => versionSegmentOf(operation.pathKey))),
  };
}

function rose(before: number | undefined, after: number | undefined): boolean {
  return before !== undefined && after !== undefined && after > before;
}

/**
 * Whether the version moved on between the two documents for an element under `oldPath` (and,
 * when it still exists, `newPath`): its own path segment, the servers' or `info.version`'s major.
 */
export function versionMovedOn(oldVersions: DocumentVersions, newVersions: DocumentVersions, oldPath: string, newPath: string | undefined): boolean {
  const oldSegment = versionSegmentOf(oldPath);
  const newSegment = newPath === undefined ? newVersions.paths : versionSegmentOf(newPath);
  return rose(oldSegment, newSegment) || rose(oldVersions.server, newVersions.server) || rose(oldVersions.info, newVersions.info);
}
