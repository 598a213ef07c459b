import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind, DiagnosticSeverity, DidChangeWatchedFilesNotification, MessageType, ShowMessageNotification, TextDocumentSyncKind, TextDocuments, createConnection,
} from 'vscode-languageserver/node';
import type { CodeAction, CodeActionParams, Diagnostic, Hover, HoverParams, InitializeParams, InitializeResult } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DIAGNOSTIC_SOURCE, covers, looksLikeOpenApi, toDiagnostic } from './diagnostics.js';
import type { FindingData } from './diagnostics.js';
import { hoverMarkdown } from './hover.js';
import { ignoreEdit } from './ignore-edit.js';
import type { DocumentLint, Finding, RuleDescription, Ruleset } from './library.js';
import { INTERNAL_ERROR, RulesetFileError, describeRuleset, findRulesetFile, getDefaultRuleset, lintDocument, loadRulesetFile } from './library.js';
import type { ServerSettings } from './settings.js';
import { readSettings } from './settings.js';

/**
 * `api-conventions lsp`: the linter kept warm in one process. Documents are linted on open and,
 * after a short quiet time, on change; a run whose text is superseded before it ends is not
 * published, and text already linted under the same configuration is not linted again.
 */

const RULESET_FILE_NAME = /^\.?spectral\.(ya?ml|json|m?js)$/;
const INVALID_RULESET = 'invalid-ruleset';

interface DocumentState {
  timer?: NodeJS.Timeout;
  running: boolean;
  rerun: boolean;
  /** Text and configuration generation of the last run, so unchanged text is not linted twice. */
  lintedText?: string;
  lintedGeneration: number;
  findings: Finding[];
  /** Findings of this document's run in the files its `$ref`s read, by file. */
  elsewhere: Map<string, Finding[]>;
  readFiles: Set<string>;
}

interface Configuration {
  generation: number;
  ruleset: Ruleset | undefined;
  /** The ruleset file in use, if any. */
  file: string | undefined;
  rules: Map<string, RuleDescription>;
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** The 0-based line a ruleset file's first problem names, where it names one. */
function problemLine(error: unknown): number {
  const line = error instanceof RulesetFileError ? error.problems[0]?.line : undefined;
  return line === undefined ? 0 : line - 1;
}

function rulesOf(ruleset: Ruleset | undefined): Map<string, RuleDescription> {
  return new Map(describeRuleset(ruleset ?? getDefaultRuleset()).map((rule) => [rule.id, rule]));
}

export interface ServerStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** Starts the server on the streams; resolves when the client has gone. */
export function startLanguageServer(streams: ServerStreams): Promise<void> {
  const connection = createConnection(streams.input, streams.output);
  const documents = new TextDocuments(TextDocument);
  const states = new Map<string, DocumentState>();
  let workspaceDirectory = process.cwd();
  let settings: ServerSettings = readSettings(undefined, workspaceDirectory);
  let configuration: Configuration = { generation: 0, ruleset: undefined, file: undefined, rules: new Map() };
  let configurationReady: Promise<void> = Promise.resolve();
  let configurationTimer: NodeJS.Timeout | undefined;
  let rulesetProblemFile: string | undefined;
  let watchesFilesForUs = false;
  const directoryWatchers = new Map<string, fs.FSWatcher>();

  const fileOf = (uri: string): string => {
    if (uri.startsWith('file:')) return fileURLToPath(uri);
    // An unsaved buffer: anchored in the workspace folder, where its relative `$ref`s would point.
    return path.join(workspaceDirectory, path.basename(uri.replace(/[?#].*$/, '')) || 'untitled');
  };

  const stateOf = (uri: string): DocumentState => {
    let state = states.get(uri);
    if (state === undefined) {
      state = { running: false, rerun: false, lintedGeneration: -1, findings: [], elsewhere: new Map(), readFiles: new Set() };
      states.set(uri, state);
    }
    return state;
  };

  const isRulesetFile = (file: string): boolean => settings.rulesetFile !== undefined
    ? file === settings.rulesetFile
    : path.dirname(file) === workspaceDirectory && RULESET_FILE_NAME.test(path.basename(file));

  // ---- configuration -------------------------------------------------------------------------

  const showRulesetProblem = (file: string, message: string, line: number): void => {
    const diagnostic: Diagnostic = {
      range: { start: { line, character: 0 }, end: { line, character: 0 } },
      severity: DiagnosticSeverity.Error, code: INVALID_RULESET, source: DIAGNOSTIC_SOURCE, message,
    };
    rulesetProblemFile = file;
    void connection.sendDiagnostics({ uri: pathToFileURL(file).href, diagnostics: [diagnostic] });
    // A notification, not a request: no client has to answer it.
    void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message: `api-conventions: ${message} (documents keep the rules loaded before)` });
  };

  const clearRulesetProblem = (): void => {
    if (rulesetProblemFile === undefined) return;
    void connection.sendDiagnostics({ uri: pathToFileURL(rulesetProblemFile).href, diagnostics: [] });
    rulesetProblemFile = undefined;
  };

  const loadConfiguration = async (): Promise<void> => {
    const file = settings.rulesetFile ?? (await findRulesetFile(workspaceDirectory));
    try {
      const ruleset = file === undefined ? undefined : await loadRulesetFile(file);
      configuration = { generation: configuration.generation + 1, ruleset, file, rules: rulesOf(ruleset) };
      clearRulesetProblem();
    } catch (error) {
      // A bad file leaves the last good rules in force (the defaults, before any loaded).
      if (configuration.rules.size === 0) configuration = { ...configuration, generation: configuration.generation + 1, rules: rulesOf(undefined) };
      showRulesetProblem(file ?? settings.rulesetFile ?? workspaceDirectory, oneLine(error), problemLine(error));
    }
  };

  const reloadConfiguration = (): void => {
    clearTimeout(configurationTimer);
    configurationTimer = setTimeout(() => {
      configurationReady = configurationReady.then(loadConfiguration).then(() => {
        for (const document of documents.all()) schedule(document.uri, 0);
      });
    }, 50);
  };

  // ---- linting -------------------------------------------------------------------------------

  /** A file's findings: its own run's, and those that runs of documents `$ref`ing it found there (as `lint` of them all reports). */
  const findingsFor = (uri: string): Finding[] => {
    const file = fileOf(uri);
    const all = [...(states.get(uri)?.findings ?? [])];
    for (const [other, state] of states) if (other !== uri) all.push(...(state.elsewhere.get(file) ?? []));
    const seen = new Set<string>();
    return all.filter((finding) => {
      const key = JSON.stringify([finding.code, finding.message, finding.range]);
      return !seen.has(key) && seen.add(key) !== undefined;
    });
  };

  const publish = (uri: string, version?: number): void => {
    void connection.sendDiagnostics({ uri, ...(version === undefined ? {} : { version }), diagnostics: findingsFor(uri).map(toDiagnostic) });
  };

  const publishFiles = (files: Iterable<string>): void => {
    for (const file of files) {
      const uri = pathToFileURL(file).href;
      publish(uri, documents.get(uri)?.version);
    }
  };

  const lintNow = async (document: TextDocument): Promise<DocumentLint> => {
    const text = document.getText();
    if (!looksLikeOpenApi(text)) return { findings: [], elsewhere: new Map(), readFiles: new Set() };
    const file = fileOf(document.uri);
    try {
      return await lintDocument(text, file, {
        ...(configuration.ruleset === undefined ? {} : { ruleset: configuration.ruleset }),
        allowExternalRefs: settings.allowExternalRefs,
        allowRemoteRefs: settings.allowRemoteRefs,
      });
    } catch (error) {
      // The linter reports its own failures as findings; this is the last guard for the server.
      const finding: Finding = {
        code: INTERNAL_ERROR, message: `linting stopped: ${oneLine(error)}`, path: [], severity: 0,
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, source: file,
      };
      return { findings: [finding], elsewhere: new Map(), readFiles: new Set() };
    }
  };

  const run = async (uri: string): Promise<void> => {
    const state = states.get(uri);
    if (state === undefined) return;
    if (state.running) {
      state.rerun = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.rerun = false;
        await configurationReady;
        const document = documents.get(uri);
        if (document === undefined) return;
        const { version } = document;
        const text = document.getText();
        if (state.lintedText !== text || state.lintedGeneration !== configuration.generation) {
          const generation = configuration.generation;
          const result = await lintNow(document);
          // Superseded by newer text or rules while it ran: not published; the newest is linted next.
          if (documents.get(uri)?.version !== version || configuration.generation !== generation) {
            state.rerun = true;
            continue;
          }
          const touched = new Set([...state.elsewhere.keys(), ...result.elsewhere.keys()]);
          Object.assign(state, { lintedText: text, lintedGeneration: generation, findings: result.findings, elsewhere: result.elsewhere, readFiles: result.readFiles });
          watchDirectories();
          publishFiles(touched);
        }
        publish(uri, version);
      } while (state.rerun && states.has(uri));
    } catch (error) {
      connection.console.error(`api-conventions: ${oneLine(error)}`);
    } finally {
      state.running = false;
    }
  };

  function schedule(uri: string, delayMs: number): void {
    const state = stateOf(uri);
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void run(uri), delayMs);
  }

  // ---- files on disk: the ruleset and what `$ref`s read --------------------------------------

  const fileChanged = (file: string): void => {
    if (isRulesetFile(file) || file === configuration.file) reloadConfiguration();
    for (const [uri, state] of states) {
      if (!state.readFiles.has(file)) continue;
      state.lintedText = undefined;
      schedule(uri, settings.debounceMs);
    }
  };

  /** Watches the ruleset's directory and those of every file a `$ref` read (directories survive editors that save by renaming). */
  function watchDirectories(): void {
    const wanted = new Set<string>([settings.rulesetFile === undefined ? workspaceDirectory : path.dirname(settings.rulesetFile)]);
    for (const state of states.values()) for (const file of state.readFiles) wanted.add(path.dirname(file));
    for (const [directory, watcher] of directoryWatchers) {
      if (wanted.has(directory)) continue;
      watcher.close();
      directoryWatchers.delete(directory);
    }
    for (const directory of wanted) {
      if (directoryWatchers.has(directory)) continue;
      try {
        const watcher = fs.watch(directory, { persistent: false }, (_event, name) => {
          if (name !== null) fileChanged(path.join(directory, name.toString()));
        });
        watcher.on('error', () => {
          watcher.close();
          directoryWatchers.delete(directory);
        });
        directoryWatchers.set(directory, watcher);
      } catch {
        // A directory that cannot be watched: the client's file events still arrive.
      }
    }
  }

  // ---- protocol ------------------------------------------------------------------------------

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    if (folder !== undefined && folder.startsWith('file:')) workspaceDirectory = fileURLToPath(folder);
    else if (typeof params.rootPath === 'string' && params.rootPath !== '') workspaceDirectory = params.rootPath;
    settings = readSettings(params.initializationOptions, workspaceDirectory);
    watchesFilesForUs = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    configurationReady = loadConfiguration();
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        hoverProvider: true,
      },
      serverInfo: { name: 'api-conventions' },
    };
  });

  connection.onInitialized(() => {
    watchDirectories();
    if (watchesFilesForUs) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/{.spectral,spectral}.{yaml,yml,json,js,mjs}' }, { globPattern: '**/*.{yaml,yml,json}' }],
      }).catch(() => undefined);
    }
  });

  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) if (change.uri.startsWith('file:')) fileChanged(fileURLToPath(change.uri));
  });

  // Fired on open too: a document just opened is linted at once, an edited one after a quiet time.
  documents.onDidChangeContent(({ document }) => schedule(document.uri, states.has(document.uri) ? settings.debounceMs : 0));
  documents.onDidClose(({ document }) => {
    const state = states.get(document.uri);
    clearTimeout(state?.timer);
    states.delete(document.uri);
    publish(document.uri);
    publishFiles(state?.elsewhere.keys() ?? []);
    watchDirectories();
  });

  connection.onHover((params: HoverParams): Hover | null => {
    const findings = findingsFor(params.textDocument.uri).filter((finding) => covers(finding.range, params.position));
    if (findings.length === 0) return null;
    return { contents: { kind: 'markdown', value: hoverMarkdown(findings, configuration.rules) } };
  });

  connection.onCodeAction((params: CodeActionParams): CodeAction[] => {
    const document = documents.get(params.textDocument.uri);
    if (document === undefined) return [];
    const actions: CodeAction[] = [];
    for (const diagnostic of params.context.diagnostics) {
      const code = diagnostic.code;
      if (diagnostic.source !== DIAGNOSTIC_SOURCE || typeof code !== 'string' || code === INTERNAL_ERROR || code === INVALID_RULESET) continue;
      const data = diagnostic.data as Partial<FindingData> | undefined;
      const findingPath = Array.isArray(data?.path) ? data.path
        : findingsFor(document.uri).find((finding) => finding.code === code && finding.range.start.line === diagnostic.range.start.line)?.path;
      if (findingPath === undefined) continue;
      const edit = ignoreEdit(document.getText(), findingPath, code);
      if (edit === undefined) continue;
      actions.push({
        title: `Ignore ${code} here (add an x-api-conventions-ignore entry)`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: { changes: { [document.uri]: [{ range: { start: document.positionAt(edit.offset), end: document.positionAt(edit.offset + edit.length) }, newText: edit.text }] } },
      });
    }
    return actions;
  });

  connection.onShutdown(() => {
    for (const watcher of directoryWatchers.values()) watcher.close();
    directoryWatchers.clear();
    for (const state of states.values()) clearTimeout(state.timer);
  });

  documents.listen(connection);
  const closed = new Promise<void>((resolve) => connection.onExit(resolve));
  connection.listen();
  return closed;
}
