import path from 'node:path';
import { UsageError } from '../errors.js';

/** `--shard k/n`: the k-th of n disjoint parts of a document set, the same on every machine. */
export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard "${text}": expected k/n with 1 <= k <= n, e.g. --shard 2/4`);
  }
  return { index, count };
}

/**
 * The documents of one shard: the set sorted by path relative to `cwd` (so it does not depend on
 * where the checkout is), then dealt out in turn, so shards stay balanced as the set grows.
 */
export function selectShard(files: readonly string[], shard: Shard, cwd: string): string[] {
  const sorted = [...files].sort((left, right) => path.relative(cwd, left).localeCompare(path.relative(cwd, right), 'en'));
  return sorted.filter((_, position) => position % shard.count === shard.index - 1);
}
