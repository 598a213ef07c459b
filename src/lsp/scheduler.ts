import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { Configuration } from './configuration.js';
import { oneLine } from './configuration.js';
import { looksLikeOpenApi, toDiagnostics } from './diagnostics.js';
import type { DocumentLint, Finding, PathExplanation } from './library.js';
import type { PiecedDocument } from './pieced-document.js';
import { sameText } from './pieced-document.js';
import { INTERNAL_ERROR, lintEditorText } from './library.js';

/**
 * When each open document is linted, and what is published. A document is linted on open and,
 * after a short quiet time, on change, on the configuration's lint thread: this thread only
 * waits, so it answers hovers and code actions meanwhile. A run superseded before it ends (newer
 * text, or new rules) is never published; the newest text is linted next. Text already linted
 * under the same rules is not linted again.
 */

interface DocumentState {
  timer?: NodeJS.Timeout;
  running: boolean;
  rerun: boolean;
  /** Text (in the document's pieces) and rules generation of the last run, so unchanged text is not linted twice. */
  lintedText?: readonly string[];
  lintedGeneration: number;
  findings: Finding[];
  /** Findings of this document's run in the files its `$ref`s read, by file. */
  elsewhere: Map<string, Finding[]>;
  readFiles: Set<string>;
}

const NOTHING: DocumentLint = { findings: [], elsewhere: new Map(), readFiles: new Set() };

export class DocumentScheduler {
  private readonly states = new Map<string, DocumentState>();
  private readonly directoryWatchers = new Map<string, fs.FSWatcher>();
  /** Each file's findings as published, until a run changes them (hovers read them on every move). */
  private readonly published = new Map<string, Finding[]>();

  constructor(
    private readonly connection: Connection,
    private readonly documents: TextDocuments<PiecedDocument>,
    private readonly configuration: Configuration,
  ) {}

  /** A document opened (linted at once) or changed (linted after the quiet time). */
  changed(uri: string): void {
    this.schedule(uri, this.states.has(uri) ? this.configuration.settings.debounceMs : 0);
  }

  /** Every open document linted again (new rules). */
  relintAll(): void {
    for (const document of this.documents.all()) this.schedule(document.uri, 0);
  }

  closed(uri: string): void {
    const state = this.states.get(uri);
    clearTimeout(state?.timer);
    this.states.delete(uri);
    this.published.clear();
    this.publish(uri);
    this.publishFiles(state?.elsewhere.keys() ?? []);
    this.watchDirectories();
  }

  /** A file changed on disk: the ruleset, or a file some document's `$ref`s read. */
  fileChanged(file: string): void {
    this.configuration.fileChanged(file);
    for (const [uri, state] of this.states) {
      if (!state.readFiles.has(file)) continue;
      state.lintedText = undefined;
      this.schedule(uri, this.configuration.settings.debounceMs);
    }
  }

  /** A file's findings: its own run's, and those that runs of documents `$ref`ing it found there (as `lint` of them all reports). */
  findingsFor(uri: string): Finding[] {
    const known = this.published.get(uri);
    if (known !== undefined) return known;
    const file = this.configuration.fileOf(uri);
    const all = [...(this.states.get(uri)?.findings ?? [])];
    for (const [other, state] of this.states) if (other !== uri) all.push(...(state.elsewhere.get(file) ?? []));
    const seen = new Set<string>();
    const findings = all.filter((finding) => {
      const { start, end } = finding.range;
      const key = `${start.line}:${start.character}:${end.line}:${end.character}\n${finding.code}\n${finding.message}`;
      return !seen.has(key) && seen.add(key) !== undefined;
    });
    this.published.set(uri, findings);
    return findings;
  }

  /**
   * How a path key was read in the text last linted, with that run's findings, on the lint thread
   * (which keeps what it read for the next path of the same text); undefined where nothing was
   * linted yet, a lint is running, the document has no such path, or the thread cannot say.
   */
  async explainPath(uri: string, pathKey: string): Promise<PathExplanation | undefined> {
    const state = this.states.get(uri);
    const generation = this.configuration.generation;
    if (state?.lintedText === undefined || generation === undefined) return undefined;
    // A lint at work holds the thread: the hover answers now, with the findings alone.
    if ([...this.states.values()].some((other) => other.running)) return undefined;
    return generation.thread.explain(this.configuration.fileOf(uri), state.lintedText, pathKey, state.findings).catch(() => undefined);
  }

  dispose(): void {
    for (const watcher of this.directoryWatchers.values()) watcher.close();
    this.directoryWatchers.clear();
    for (const state of this.states.values()) clearTimeout(state.timer);
  }

  /** Watches the ruleset's directory and those of every file a `$ref` read (directories survive editors that save by renaming). */
  watchDirectories(): void {
    const wanted = new Set<string>(this.configuration.rulesetDirectories);
    for (const state of this.states.values()) for (const file of state.readFiles) wanted.add(path.dirname(file));
    for (const [directory, watcher] of this.directoryWatchers) {
      if (wanted.has(directory)) continue;
      watcher.close();
      this.directoryWatchers.delete(directory);
    }
    for (const directory of wanted) {
      if (this.directoryWatchers.has(directory)) continue;
      try {
        const watcher = fs.watch(directory, { persistent: false }, (_event, name) => {
          if (name !== null) this.fileChanged(path.join(directory, name.toString()));
        });
        watcher.on('error', () => {
          watcher.close();
          this.directoryWatchers.delete(directory);
        });
        this.directoryWatchers.set(directory, watcher);
      } catch {
        // A directory that cannot be watched: the client's file events still arrive.
      }
    }
  }

  private stateOf(uri: string): DocumentState {
    let state = this.states.get(uri);
    if (state === undefined) {
      state = { running: false, rerun: false, lintedGeneration: -1, findings: [], elsewhere: new Map(), readFiles: new Set() };
      this.states.set(uri, state);
    }
    return state;
  }

  private schedule(uri: string, delayMs: number): void {
    const state = this.stateOf(uri);
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void this.run(uri), delayMs);
  }

  private publish(uri: string, version?: number): void {
    void this.connection.sendDiagnostics({ uri, ...(version === undefined ? {} : { version }), diagnostics: toDiagnostics(this.findingsFor(uri), this.configuration.generation?.rules ?? new Map()) });
  }

  private publishFiles(files: Iterable<string>): void {
    for (const file of files) {
      const uri = pathToFileURL(file).href;
      this.publish(uri, this.documents.get(uri)?.version);
    }
  }

  private async lintNow(document: PiecedDocument): Promise<DocumentLint> {
    const text = document.pieces;
    const generation = this.configuration.generation;
    // The first piece says so for most documents; the whole text is made only for the others.
    if (!(looksLikeOpenApi(text[0] ?? '') || looksLikeOpenApi(document.getText())) || generation === undefined) return NOTHING;
    const file = this.configuration.fileOf(document.uri);
    try {
      return await lintEditorText(text, file, generation.thread);
    } catch (error) {
      // The linter reports its own failures as findings; a thread that died, or the last guard for the server.
      const finding: Finding = {
        code: INTERNAL_ERROR, message: `linting stopped: ${oneLine(error)}`, path: [], severity: 0,
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, source: file,
      };
      return { findings: [finding], elsewhere: new Map(), readFiles: new Set() };
    }
  }

  private async run(uri: string): Promise<void> {
    const state = this.states.get(uri);
    if (state === undefined) return;
    if (state.running) {
      state.rerun = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.rerun = false;
        await this.configuration.ready;
        const document = this.documents.get(uri);
        if (document === undefined) return;
        const { version } = document;
        const text = document.pieces;
        const generation = this.configuration.generation?.number ?? 0;
        if (state.lintedText === undefined || !sameText(state.lintedText, text) || state.lintedGeneration !== generation) {
          const result = await this.lintNow(document);
          // Requests that came in while the result was taken in are answered before it is published.
          await new Promise((resolve) => setImmediate(resolve));
          // Superseded by newer text or rules while it ran: not published; the newest is linted next.
          if (this.documents.get(uri)?.version !== version || this.configuration.generation?.number !== generation) {
            state.rerun = true;
            continue;
          }
          const touched = new Set([...state.elsewhere.keys(), ...result.elsewhere.keys()]);
          Object.assign(state, { lintedText: text, lintedGeneration: generation, findings: result.findings, elsewhere: result.elsewhere, readFiles: result.readFiles });
          this.published.clear();
          this.watchDirectories();
          this.publishFiles(touched);
        }
        this.publish(uri, version);
      } while (state.rerun && this.states.has(uri));
    } catch (error) {
      this.connection.console.error(`api-conventions: ${oneLine(error)}`);
    } finally {
      state.running = false;
    }
  }
}
