import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import type { Baseline, LocatedFinding } from './baseline.js';
import { baselineSize, documentKey, matchBaseline, readBaseline, serializeBaseline, updateBaseline } from './baseline.js';
import { fingerprintOf } from './fingerprint.js';
import type { IgnoreEntry } from './inline-ignores.js';
import { IGNORE_EXTENSION, collectIgnores, ignoreProblems, ignoresFor } from './inline-ignores.js';
import { SourceDocuments } from './source-documents.js';

export type { Baseline, LocatedFinding } from './baseline.js';
export { matchBaseline, parseBaseline, serializeBaseline, updateBaseline } from './baseline.js';
export type { Fingerprint } from './fingerprint.js';
export { fingerprintKey, fingerprintOf } from './fingerprint.js';
export { IGNORE_EXTENSION } from './inline-ignores.js';

export interface SuppressionOptions {
  /** Baseline file: findings recorded there are hidden. */
  baselineFile?: string;
  /** Write the baseline from this run's findings (after inline exceptions) before matching. */
  updateBaseline?: boolean;
  /** Report ignore entries that silence nothing or give no reason, as findings. */
  reportUnusedIgnores?: boolean;
}

export interface SuppressionResult {
  findings: Finding[];
  /** One-line notes for the user (what the baseline did). */
  notes: string[];
}

/** Applies the inline exceptions of each finding's own file; reports unused ones if asked. */
async function applyInlineIgnores(findings: readonly Finding[], files: readonly string[], sources: SourceDocuments, reportUnused: boolean): Promise<Finding[]> {
  const ignoresByFile = new Map<string, Map<string, IgnoreEntry[]>>();
  const ignoresIn = async (file: string) => {
    let ignores = ignoresByFile.get(file);
    if (ignores === undefined) {
      // Most files have no exceptions at all: they are not parsed a second time for nothing.
      const mentions = await sources.mentions(file, IGNORE_EXTENSION);
      ignores = mentions ? collectIgnores((await sources.get(file)).data) : new Map<string, IgnoreEntry[]>();
      ignoresByFile.set(file, ignores);
    }
    return ignores;
  };
  const kept: Finding[] = [];
  for (const finding of findings) {
    const ignores = await ignoresIn(finding.source);
    const matching = ignores.size === 0 ? [] : ignoresFor(finding, ignores, (await sources.get(finding.source)).data);
    for (const entry of matching) entry.used = true;
    if (matching.length === 0) kept.push(finding);
  }
  if (!reportUnused) return kept;
  for (const file of files) await ignoresIn(file);
  for (const [file, ignores] of ignoresByFile) kept.push(...ignoreProblems([...ignores.values()].flat(), await sources.get(file)));
  return kept;
}

async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, serializeBaseline(baseline));
  } catch (error) {
    throw new UsageError(`${file}: cannot write the baseline (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

export interface Suppressions {
  /**
   * Applies the exceptions and the baseline to a run's findings; `files` are the documents linted,
   * `texts` the text of those not on disk, by name, and `searches` what tells whether a file the
   * run has read holds a string, by name, so that it is not read again to find out.
   */
  apply(findings: readonly Finding[], files: readonly string[], texts?: ReadonlyMap<string, string>, searches?: ReadonlyMap<string, (needle: string) => boolean>): Promise<SuppressionResult>;
}

/**
 * The gate between linting and reporting: inline exceptions first (what a document says of
 * itself), then the baseline (what the team accepted). The baseline is read here, before any
 * linting, so a missing or malformed one stops the run at once.
 */
export async function prepareSuppressions(options: SuppressionOptions): Promise<Suppressions> {
  if (options.updateBaseline === true && options.baselineFile === undefined) {
    throw new UsageError('--update-baseline needs --baseline <file> to name the file to write');
  }
  const baselineFile = options.baselineFile === undefined ? undefined : path.resolve(options.baselineFile);
  const previous = baselineFile === undefined ? undefined : await readBaseline(baselineFile, options.updateBaseline === true);
  return {
    async apply(findings, files, texts, searches) {
      const sources = new SourceDocuments(texts, searches);
      const afterIgnores = await applyInlineIgnores(findings, files, sources, options.reportUnusedIgnores === true);
      if (baselineFile === undefined || previous === undefined) return { findings: afterIgnores.sort(compareFindings), notes: [] };
      const name = options.baselineFile ?? baselineFile;
      if (files.includes(baselineFile)) throw new UsageError(`${name}: the baseline cannot be one of the documents being linted`);
      const baselineDirectory = path.dirname(baselineFile);
      const located: LocatedFinding[] = [];
      for (const finding of afterIgnores) {
        located.push({ finding, document: documentKey(finding.source, baselineDirectory), fingerprint: fingerprintOf((await sources.get(finding.source)).data, finding.path) });
      }
      const linted = new Set(files.map((file) => documentKey(file, baselineDirectory)));
      const notes: string[] = [];
      let baseline = previous;
      if (options.updateBaseline === true) {
        baseline = updateBaseline(previous, located, linted);
        await writeBaseline(baselineFile, baseline);
        notes.push(`wrote baseline ${name}: ${plural(baselineSize(baseline), 'entry', 'entries')} for ${plural(Object.keys(baseline.documents).length, 'document')}`);
      }
      const { fresh, stale } = matchBaseline(baseline, located, linted);
      if (stale > 0) notes.push(`baseline ${name}: ${plural(stale, 'entry', 'entries')} no longer found; --update-baseline removes them`);
      return { findings: fresh.map((item) => item.finding).sort(compareFindings), notes };
    },
  };
}

/** Prepares and applies in one step, for library use on findings already at hand. */
export async function applySuppressions(findings: readonly Finding[], files: readonly string[], options: SuppressionOptions): Promise<SuppressionResult> {
  return (await prepareSuppressions(options)).apply(findings, files);
}
