import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';

/**
 * Makes `directory` and its missing parents, one level at a time from the nearest that exists.
 * Not `mkdir -p` (`recursive: true`): on a path under `/proc` it retries forever at full CPU.
 */
export async function ensureDirectory(directory: string): Promise<void> {
  const missing: string[] = [];
  let current = path.resolve(directory);
  for (;;) {
    const info = await stat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info !== undefined) {
      if (!info.isDirectory()) throw Object.assign(new Error(`${current} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

function cannotWrite(outputFile: string, error: unknown): UsageError {
  return new UsageError(`${outputFile}: cannot write the report (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
}

/** Checks a report's path, makes its folder, and opens it for writing, never over a document being linted. */
export async function openReportFile(outputFile: string, documents: readonly string[]): Promise<WriteStream> {
  const target = path.resolve(outputFile);
  if (documents.includes(target)) throw new UsageError(`${outputFile}: refusing to write the report over a document being linted`);
  try {
    await ensureDirectory(path.dirname(target));
    const stream = createWriteStream(target);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    // A failure while writing surfaces when the file is closed, named there.
    stream.on('error', () => undefined);
    return stream;
  } catch (error) {
    throw cannotWrite(outputFile, error);
  }
}

/** Writes a piece of a report, waiting when the stream's buffer is full. */
export function writeTo(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (text === '' || stream.write(text)) {
      resolve();
      return;
    }
    const onDrain = () => {
      stream.removeListener('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.removeListener('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

export async function closeReportFile(outputFile: string, stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  }).catch((error: unknown) => {
    throw cannotWrite(outputFile, error);
  });
}

/** Writes a report to a file, never over one of the documents being linted. */
export async function writeReportFile(outputFile: string, text: string, documents: readonly string[]): Promise<void> {
  const stream = await openReportFile(outputFile, documents);
  try {
    await writeTo(stream, text);
  } catch (error) {
    stream.destroy();
    throw cannotWrite(outputFile, error);
  }
  await closeReportFile(outputFile, stream);
}

export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (process.stdout.write(text)) resolve();
    else process.stdout.once('drain', resolve);
  });
}
