import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';

/** Writes a report to a file, never over one of the documents being linted. */
export async function writeReportFile(outputFile: string, text: string, documents: readonly string[]): Promise<void> {
  const target = path.resolve(outputFile);
  if (documents.includes(target)) throw new UsageError(`${outputFile}: refusing to write the report over a document being linted`);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  } catch (error) {
    throw new UsageError(`${outputFile}: cannot write the report (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (process.stdout.write(text)) resolve();
    else process.stdout.once('drain', resolve);
  });
}
