import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFile } from '../../src/lint/lint.js';

/**
 * A split document whose files are each answered by two GETs (`/exchanges` and
 * `/exchanges/{vhost}` both answering `schemas/exchanges.yaml`, a bare array): every run reports
 * each file once, on the first GET, however runs and file reads interleave.
 */

const DOCUMENT = path.resolve('fixtures/gate/shared-answers/openapi.yaml');
const NAMES = ['bindings', 'channels', 'connections', 'consumers', 'exchanges', 'policies', 'queues', 'users'];

describe('a file two GETs answer', () => {
  it('is reported once, on the collection\'s own GET', async () => {
    const findings = await lintFile(DOCUMENT);
    const bare = findings.filter((finding) => finding.code === 'list-envelope').map((finding) => finding.message.replace(/ is a bare array.*/, ''));
    expect(bare.sort()).toEqual(NAMES.map((name) => `list response of GET /${name}`));
  });

  it('gives the same findings on every run, runs overlapping', async () => {
    const runs = await Promise.all(Array.from({ length: 8 }, () => lintFile(DOCUMENT)));
    const [first, ...others] = runs.map((findings) => JSON.stringify(findings));
    for (const other of others) expect(other).toBe(first);
  });
});
