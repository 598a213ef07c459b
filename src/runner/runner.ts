import { readFile } from 'node:fs/promises';
import { LintCache, hashText } from '../cache/lint-cache.js';
import type { Finding } from '../findings.js';
import { compareFindings } from '../findings.js';
import { INTERNAL_ERROR } from '../lint/lint.js';
import { FindingStore } from '../parallel/finding-store.js';
import type { FindingSink } from '../parallel/finding-store.js';
import { runDocuments } from '../parallel/lint-pool.js';
import type { DocumentOutcome, RunOptions } from '../parallel/lint-pool.js';
import { findingsByFile as groupByFile } from '../reporters/report-facts.js';
import type { SuppressionOptions } from '../suppressions/index.js';
import { prepareSuppressions } from '../suppressions/index.js';
import { IGNORE_WITHOUT_REASON, UNUSED_IGNORE } from '../suppressions/inline-ignores.js';
import type { DocumentInput } from './lint-document.js';
import { documentFile } from './lint-document.js';

/**
 * The runner: how the library (`lintFiles`) and the CLI (`lint`) lint documents (the language
 * server lints one at a time on a thread of its own, `LintThread`, as `lintDocument` does here).
 * The documents are files or texts; the options say what else the run does:
 *
 * - threads: `threads`, `workersOnly` (src/parallel/: this thread and worker threads that join
 *   when the work pays for them);
 * - `cache`: findings of documents unchanged since the last run are reused;
 * - `inlineIgnores`: the `x-api-conventions-ignore` entries of the files findings point into,
 *   applied on the thread that linted the document (`lintDocument`) unless unused ones are
 *   reported or a baseline is matched, which need the whole run and happen as it is read;
 * - `baselineFile`: findings recorded there are hidden (the file written first with
 *   `updateBaseline`), after the inline exceptions, which a baseline always applies.
 */

export interface RunnerOptions extends Omit<RunOptions, 'describeRules'>, SuppressionOptions {
  /** Cache file and what else decides the findings (tool version, ruleset text, flags). */
  cache?: { file: string; key: string };
  /** Says what went wrong with the cache, which never stops the run. */
  warn?: (message: string) => void;
  /** Called as each document is done, from the cache or linted. */
  onProgress?: (progress: RunProgress) => void;
}

export interface RunProgress {
  done: number;
  total: number;
  findings: number;
}

/** What the gate hid, known once the run's findings are read. */
export interface HiddenFindings {
  ignores: number;
  baseline: number;
}

export interface DocumentsRun {
  /** The documents linted, absolute paths. */
  files: string[];
  /** `internal-error` findings: a rule, or the linter, failed on a document. */
  internalErrors: number;
  /** The local files the documents' `$ref`s read (those of documents taken from the cache left out). */
  dependencies: string[];
  /**
   * The findings after the gate, one file at a time in report order (with its findings in
   * reading order), to be read once. Without a baseline a run of any size holds one file's
   * findings as objects at a time; a baseline is matched over the whole run at once.
   */
  findingsByFile(): AsyncGenerator<readonly [string, Finding[]]>;
  /** Counted as `findingsByFile` is read. */
  hidden: HiddenFindings;
  /** One-line notes for the user (what the baseline did), known once `findingsByFile` is read. */
  notes: string[];
}

const IGNORE_PROBLEMS = new Set([UNUSED_IGNORE, IGNORE_WITHOUT_REASON]);

/** Lints `documents` (files or texts) and gates their findings as the options say. */
export async function runLint(documents: readonly DocumentInput[], options: RunnerOptions = {}): Promise<DocumentsRun> {
  const baseline = options.baselineFile !== undefined || options.updateBaseline === true;
  // Read before any linting, so that a missing or malformed baseline stops the run at once.
  const suppressions = options.inlineIgnores !== true && !baseline ? undefined : await prepareSuppressions(options);
  // Unused exceptions are known only from every finding in their file; a baseline needs the whole run.
  const ignoresWhileLinting = options.inlineIgnores === true && options.reportUnusedIgnores !== true && !baseline;
  const warn = options.warn ?? (() => undefined);
  // Cached findings are after the exceptions exactly when the exceptions are applied while linting.
  const cache = options.cache === undefined ? undefined : await LintCache.open(options.cache.file, `${options.cache.key}${ignoresWhileLinting ? '+ignores' : ''}`, warn);
  const store: FindingSink = new FindingStore();
  const hidden: HiddenFindings = { ignores: 0, baseline: 0 };
  let internalErrors = 0;
  let done = 0;
  const finished = (findings: readonly Finding[], ignored: number) => {
    hidden.ignores += ignored;
    for (const finding of findings) if (finding.code === INTERNAL_ERROR) internalErrors++;
    store.add(findings, done + 1 === documents.length);
    options.onProgress?.({ done: ++done, total: documents.length, findings: store.size });
  };
  const pending: DocumentInput[] = [];
  const hashes = new Map<string, string>();
  for (const document of documents) {
    if (cache === undefined || typeof document !== 'string') {
      pending.push(document);
      continue;
    }
    const file = documentFile(document);
    const hash = await readFile(file).then(hashText, () => undefined);
    const cached = hash === undefined ? undefined : await cache.get(file, hash);
    if (hash !== undefined) hashes.set(file, hash);
    if (cached === undefined) pending.push(document);
    else finished(cached.findings, cached.ignored);
  }
  const dependencies = new Set<string>();
  const linted = async (outcome: DocumentOutcome) => {
    finished(outcome.findings, outcome.ignored);
    for (const dependency of outcome.dependencies) dependencies.add(dependency);
    const hash = hashes.get(outcome.file);
    if (cache !== undefined && hash !== undefined) await cache.set(outcome.file, hash, outcome.dependencies, outcome);
  };
  await runDocuments(pending, { ...options, inlineIgnores: ignoresWhileLinting }, linted);
  await cache?.save();

  const files = documents.map(documentFile);
  const notes: string[] = [];
  const ignoresHid = (before: readonly Finding[], after: readonly Finding[]) =>
    before.length - after.filter((finding) => !IGNORE_PROBLEMS.has(finding.code)).length;
  const texts = new Map(documents.flatMap((document) => typeof document === 'string' ? [] : [[documentFile(document), document.text] as const]));
  async function* findingsByFile(): AsyncGenerator<readonly [string, Finding[]]> {
    if (suppressions === undefined || ignoresWhileLinting) {
      for (const source of store.sources(files)) {
        const findings = store.findingsIn(source);
        if (findings.length > 0) yield [source, findings];
      }
      return;
    }
    if (!baseline) {
      const linted = new Set(files);
      for (const source of store.sources(files)) {
        const findings = store.findingsIn(source);
        if (findings.length === 0 && options.reportUnusedIgnores !== true) continue;
        const gate = await suppressions.apply(findings, linted.has(source) ? [source] : [], texts);
        hidden.ignores += ignoresHid(findings, gate.findings);
        yield [source, gate.findings];
      }
      return;
    }
    const all = store.all();
    const afterIgnores = await (await prepareSuppressions({ reportUnusedIgnores: options.reportUnusedIgnores === true })).apply(all, files, texts);
    const gate = await suppressions.apply(all, files, texts);
    notes.push(...gate.notes);
    hidden.ignores += ignoresHid(all, afterIgnores.findings);
    hidden.baseline += afterIgnores.findings.length - gate.findings.length;
    yield* groupByFile(gate.findings);
  }
  return { files, internalErrors, dependencies: [...dependencies], findingsByFile, hidden, notes };
}

/** The result of `lintFiles`. */
export interface LintRun {
  files: string[];
  findings: Finding[];
  /** What the baseline did, when one is given. */
  notes?: string[];
}

/** The runner's options a library user sets; the ruleset's file lets worker threads load it too (read here when `ruleset` is absent). */
export type LintFilesOptions = Omit<RunnerOptions, 'onProgress'>;

/**
 * Lints many documents on the runner the CLI uses (worker threads when the work pays for them);
 * findings come back in reading order. Inline exceptions, the baseline and the cache apply
 * only when asked for.
 */
export async function lintFiles(files: readonly string[], options: LintFilesOptions = {}): Promise<LintRun> {
  const run = await runLint(files, options);
  const findings: Finding[] = [];
  // One at a time, not push(...all): a document may have more findings than a call has arguments.
  for await (const [, fileFindings] of run.findingsByFile()) for (const finding of fileFindings) findings.push(finding);
  return { files: run.files, findings: findings.sort(compareFindings), ...(options.baselineFile === undefined ? {} : { notes: run.notes }) };
}
