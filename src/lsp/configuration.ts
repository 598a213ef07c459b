import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DiagnosticSeverity, MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import type { Connection, Diagnostic, InitializeParams } from 'vscode-languageserver/node';
import { DIAGNOSTIC_SOURCE } from './diagnostics.js';
import type { RuleDescription } from './library.js';
import { LintThread, ThreadRulesetError, findRulesetFile } from './library.js';
import type { ServerSettings } from './settings.js';
import { readSettings } from './settings.js';

/**
 * The server's configuration: the workspace folder and the client's settings, read once at
 * `initialize`, and the ruleset in force, reloaded when its file changes. Each ruleset loaded is a
 * generation with its own lint thread, which loads the file and says which rules it runs (so
 * that this thread never loads one); a file that does not load leaves the last good generation
 * in force and shows its problem on the file.
 */

export const INVALID_RULESET = 'invalid-ruleset';
const RULESET_FILE_NAME = /^\.?spectral\.(ya?ml|json|m?js)$/;
/** Saves come in bursts (write, rename): the ruleset is reloaded once they settle. */
const RELOAD_DELAY_MS = 50;

export function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** The 0-based line a ruleset file's first problem names, where it names one. */
function problemLine(error: unknown): number {
  const line = error instanceof ThreadRulesetError ? error.line : undefined;
  return line === undefined ? 0 : line - 1;
}

function byId(rules: readonly RuleDescription[]): Map<string, RuleDescription> {
  return new Map(rules.map((rule) => [rule.id, rule]));
}

/** The rules in force: what hovers describe and the thread that lints with them. */
export interface Generation {
  number: number;
  /** The ruleset file in use, if any. */
  file: string | undefined;
  rules: Map<string, RuleDescription>;
  thread: LintThread;
}

export class Configuration {
  workspaceDirectory = process.cwd();
  settings: ServerSettings = readSettings(undefined, this.workspaceDirectory);
  generation: Generation | undefined;
  /** Settles once the ruleset being loaded is in force. */
  ready: Promise<void> = Promise.resolve();
  private reloadTimer: NodeJS.Timeout | undefined;
  private problemFile: string | undefined;

  /** `onReload`: a new ruleset is in force, every open document to be linted again. */
  constructor(private readonly connection: Connection, private readonly onReload: () => void) {}

  initialize(params: InitializeParams): void {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    if (folder !== undefined && folder.startsWith('file:')) this.workspaceDirectory = fileURLToPath(folder);
    else if (typeof params.rootPath === 'string' && params.rootPath !== '') this.workspaceDirectory = params.rootPath;
    this.settings = readSettings(params.initializationOptions, this.workspaceDirectory);
    this.ready = this.load();
  }

  /** The file a document's URI names; an unsaved buffer is anchored in the workspace folder, where its relative `$ref`s would point. */
  fileOf(uri: string): string {
    if (uri.startsWith('file:')) return fileURLToPath(uri);
    return path.join(this.workspaceDirectory, path.basename(uri.replace(/[?#].*$/, '')) || 'untitled');
  }

  isRulesetFile(file: string): boolean {
    return this.settings.rulesetFile !== undefined
      ? file === this.settings.rulesetFile
      : path.dirname(file) === this.workspaceDirectory && RULESET_FILE_NAME.test(path.basename(file));
  }

  /**
   * The folders whose files decide the ruleset, to be watched: the workspace folder (a
   * configuration written there takes over), and the folder of the one found above it (the same
   * discovery as the CLI's, `findRulesetFile`).
   */
  get rulesetDirectories(): string[] {
    if (this.settings.rulesetFile !== undefined) return [path.dirname(this.settings.rulesetFile)];
    const found = this.generation?.file;
    return found === undefined || path.dirname(found) === this.workspaceDirectory ? [this.workspaceDirectory] : [this.workspaceDirectory, path.dirname(found)];
  }

  /** A file on disk changed: the ruleset is reloaded if it is, or may be, the ruleset's. */
  fileChanged(file: string): void {
    if (!this.isRulesetFile(file) && file !== this.generation?.file) return;
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => {
      this.ready = this.ready.then(() => this.load()).then(this.onReload);
    }, RELOAD_DELAY_MS);
  }

  async close(): Promise<void> {
    clearTimeout(this.reloadTimer);
    await this.generation?.thread.close();
  }

  private async load(): Promise<void> {
    let file: string | undefined;
    let thread: LintThread | undefined;
    try {
      // The CLI's discovery: the workspace folder, else the nearest folder above it up to the repository's root.
      file = this.settings.rulesetFile ?? (await findRulesetFile(this.workspaceDirectory));
      thread = this.threadFor(file);
      this.replace({ file, rules: byId(await thread.rules()), thread });
      this.clearProblem();
    } catch (error) {
      void thread?.close();
      // A bad file leaves the last good rules in force (the defaults, before any loaded).
      if (this.generation === undefined) {
        const defaults = this.threadFor(undefined);
        this.replace({ file: undefined, rules: byId(await defaults.rules().catch(() => [])), thread: defaults });
      }
      this.showProblem(file ?? this.settings.rulesetFile ?? this.workspaceDirectory, oneLine(error), problemLine(error));
    }
  }

  /** A lint thread for the ruleset in `file` (the conventions when undefined), which loads it there. */
  private threadFor(file: string | undefined): LintThread {
    const { allowExternalRefs, allowRemoteRefs } = this.settings;
    return new LintThread({ ...(file === undefined ? {} : { rulesetFile: file }), allowExternalRefs, allowRemoteRefs });
  }

  private replace(next: Omit<Generation, 'number'>): void {
    const previous = this.generation;
    this.generation = { number: (previous?.number ?? 0) + 1, ...next };
    // What it still holds is superseded by the new rules: its runs end in an error nobody publishes.
    void previous?.thread.close();
  }

  private showProblem(file: string, message: string, line: number): void {
    const diagnostic: Diagnostic = {
      range: { start: { line, character: 0 }, end: { line, character: 0 } },
      severity: DiagnosticSeverity.Error, code: INVALID_RULESET, source: DIAGNOSTIC_SOURCE, message,
    };
    this.problemFile = file;
    void this.connection.sendDiagnostics({ uri: pathToFileURL(file).href, diagnostics: [diagnostic] });
    // A notification, not a request: no client has to answer it.
    void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message: `api-conventions: ${message} (documents keep the rules loaded before)` });
  }

  private clearProblem(): void {
    if (this.problemFile === undefined) return;
    void this.connection.sendDiagnostics({ uri: pathToFileURL(this.problemFile).href, diagnostics: [] });
    this.problemFile = undefined;
  }
}
