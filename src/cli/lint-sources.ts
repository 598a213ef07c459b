import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Ruleset } from '@stoplight/spectral-core';
import { gitShow } from '../diff/load-side.js';
import { UsageError } from '../errors.js';
import { lintText } from '../lint/lint.js';
import { prepareSuppressions } from '../suppressions/index.js';
import type { SinceGate } from '../suppressions/since.js';
import { sinceGate } from '../suppressions/since.js';

/** Documents that are not files on disk as they are now: standard input (`lint -`), and a document at a git revision (`--since`). */

interface LintSourceOptions {
  ruleset?: Ruleset;
  allowExternalRefs: boolean;
  allowRemoteRefs: boolean;
}

export interface StdinDocument {
  /** The name findings give it (`--stdin-filename`, else `<stdin>` in the working directory), absolute. */
  file: string;
  text: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function readStdinDocument(inputs: readonly string[], name: string | undefined, stream: NodeJS.ReadableStream = process.stdin): Promise<StdinDocument> {
  if (inputs.length > 1) throw new UsageError('"-" reads one document from standard input: name no other document with it');
  return { file: path.resolve(name ?? '<stdin>'), text: await readAll(stream) };
}

function verifyRevision(revision: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], (error) => {
      if (error === null) resolve();
      else reject(new UsageError(`--since ${revision}: not a git revision here (a branch, tag or commit of the repository in the working directory)`));
    });
  });
}

/** A file the revision did not have answers `undefined`: every finding in it is new. */
async function textAt(revision: string, file: string): Promise<string | undefined> {
  try {
    return await gitShow(`${revision}:./${path.basename(file)}`, path.dirname(file));
  } catch (error) {
    if (error instanceof UsageError && /does not exist|exists on disk, but not in/.test(error.message)) return undefined;
    throw error;
  }
}

/** `--since <rev>`: the documents at the revision, linted as this run lints them, as the baseline of this run. */
export async function sinceRevision(revision: string, options: LintSourceOptions): Promise<SinceGate> {
  await verifyRevision(revision);
  const exceptions = await prepareSuppressions({});
  return sinceGate({
    oldText: (file) => textAt(revision, file),
    async oldFindings(file, text) {
      const findings = await lintText(text, file, options);
      return (await exceptions.apply(findings, [file], new Map([[file, text]]))).findings;
    },
  });
}
