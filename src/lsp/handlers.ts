import { fileURLToPath } from 'node:url';
import { CodeActionKind, DidChangeWatchedFilesNotification, TextDocumentSyncKind } from 'vscode-languageserver/node';
import type { CodeAction, CodeActionParams, Connection, Diagnostic, Hover, HoverParams, InitializeParams, InitializeResult, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { PiecedDocument } from './pieced-document.js';
import type { Configuration } from './configuration.js';
import { INVALID_RULESET } from './configuration.js';
import { DIAGNOSTIC_SOURCE, covers } from './diagnostics.js';
import type { FindingData } from './diagnostics.js';
import { explanationMarkdown, hoverMarkdown, pathKeyAt } from './hover.js';
import { ignoreEdit, parseForEdits } from './ignore-edit.js';
import type { EditableText } from './ignore-edit.js';
import { INTERNAL_ERROR } from './library.js';
import type { DocumentScheduler } from './scheduler.js';
import { FixActions } from './fix-actions.js';
import type { ChosenFix } from './fix-actions.js';
import type { Finding } from '../findings.js';

/**
 * The protocol: what the server answers and what it does on each notification. Every answer
 * reads what the last published run left (none waits for a lint), except the edits of code
 * actions (an exception, a finding's fixes), which read the document: made when the action is
 * chosen (`codeAction/resolve`) where the client can ask for it then, and with the list otherwise.
 */

/** What a quick fix carries until its edit is made. */
interface IgnoreFix {
  uri: string;
  path: Array<string | number>;
  code: string;
}

/** Two JSON paths the same, a segment's number and its text alike (a client gives back what it was sent). */
function samePath(left: ReadonlyArray<string | number>, right: ReadonlyArray<unknown>): boolean {
  return left.length === right.length && left.every((segment, index) => String(segment) === String(right[index]));
}

function ignoreTitle(code: string): string {
  return `Ignore ${code} here (add an x-api-conventions-ignore entry)`;
}

export function registerHandlers(connection: Connection, documents: TextDocuments<PiecedDocument>, configuration: Configuration, scheduler: DocumentScheduler): void {
  let watchesFilesForUs = false;
  let resolvesEdits = false;
  const fixActions = new FixActions(() => configuration.settings.allowExternalRefs);

  /**
   * The text last parsed for quick fixes, until it changes: an editor asks for code actions
   * whenever the cursor moves, and parsing a large document each time would hold up everything.
   * One at a time, since a parsed document takes many times its text's memory.
   */
  let lastParsed: { uri: string; version: number; parsed: EditableText } | undefined;
  const forget = (uri: string) => {
    if (lastParsed?.uri === uri) lastParsed = undefined;
  };
  const editable = (document: TextDocument): EditableText => {
    if (lastParsed?.uri === document.uri && lastParsed.version === document.version) return lastParsed.parsed;
    const parsed = parseForEdits(document.getText());
    lastParsed = { uri: document.uri, version: document.version, parsed };
    return parsed;
  };

  /** The edit adding the exception, or undefined where none can be written. */
  const fixEdit = (document: TextDocument, fix: IgnoreFix): CodeAction['edit'] => {
    const edit = ignoreEdit(editable(document), fix.path, fix.code);
    if (edit === undefined) return undefined;
    return { changes: { [document.uri]: [{ range: { start: document.positionAt(edit.offset), end: document.positionAt(edit.offset + edit.length) }, newText: edit.text }] } };
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    configuration.initialize(params);
    watchesFilesForUs = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    resolvesEdits = params.capabilities.textDocument?.codeAction?.resolveSupport?.properties.includes('edit') === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix], resolveProvider: resolvesEdits },
        hoverProvider: true,
      },
      serverInfo: { name: 'api-conventions' },
    };
  });

  connection.onInitialized(() => {
    scheduler.watchDirectories();
    if (watchesFilesForUs) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/{.spectral,spectral}.{yaml,yml,json,js,mjs}' }, { globPattern: '**/*.{yaml,yml,json}' }],
      }).catch(() => undefined);
    }
  });

  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) if (change.uri.startsWith('file:')) scheduler.fileChanged(fileURLToPath(change.uri));
  });

  // Where its lines start, found now rather than on the first edit, which would wait for it (a
  // quarter of a second for 13 MB).
  documents.onDidOpen(({ document }) => void document.lineCount);
  // Fired on open too: a document just opened is linted at once, an edited one after a quiet time.
  documents.onDidChangeContent(({ document }) => {
    forget(document.uri);
    scheduler.changed(document.uri);
  });
  documents.onDidClose(({ document }) => {
    forget(document.uri);
    scheduler.closed(document.uri);
  });

  // On a path key, how it was read (as `api-conventions explain` says), then the findings under the cursor.
  connection.onHover(async (params: HoverParams): Promise<Hover | null> => {
    const findings = scheduler.findingsFor(params.textDocument.uri).filter((finding) => covers(finding.range, params.position));
    const document = documents.get(params.textDocument.uri);
    const pathKey = document === undefined ? undefined : pathKeyAt(document, params.position);
    const explanation = pathKey === undefined ? undefined : await scheduler.explainPath(params.textDocument.uri, pathKey);
    const parts = [
      ...(explanation === undefined ? [] : [explanationMarkdown(explanation)]),
      ...(findings.length === 0 ? [] : [hoverMarkdown(findings, configuration.generation?.rules ?? new Map())]),
    ];
    return parts.length === 0 ? null : { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } };
  });

  connection.onCodeAction(async (params: CodeActionParams): Promise<CodeAction[]> => {
    const document = documents.get(params.textDocument.uri);
    if (document === undefined) return [];
    const actions: CodeAction[] = [];
    for (const diagnostic of params.context.diagnostics) {
      const fix = fixFor(diagnostic, document.uri);
      if (fix === undefined) continue;
      const action: CodeAction = { title: ignoreTitle(fix.code), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic] };
      if (resolvesEdits) action.data = fix;
      else action.edit = fixEdit(document, fix);
      if (action.edit !== undefined || resolvesEdits) actions.push(action);
      // The finding's own fix, its suggestions, and the fix of all its rule's findings in the file:
      // listed without their edits where the client asks for an edit once chosen (making them reads the document).
      const findings = scheduler.findingsFor(document.uri);
      const finding = findingOf(diagnostic, fix, findings);
      if (finding !== undefined && resolvesEdits) actions.push(...fixActions.listFor(finding, diagnostic, findings, document.uri));
      else if (finding !== undefined) actions.push(...await fixActions.actionsFor(finding, diagnostic, findings, documents.all()).catch(() => []));
    }
    return actions;
  });

  connection.onCodeActionResolve(async (action: CodeAction): Promise<CodeAction> => {
    const chosen = (action.data as { chosenFix?: Partial<ChosenFix> } | undefined)?.chosenFix;
    if (chosen !== undefined) {
      const { uri, code, path, message, which } = chosen;
      if (typeof uri !== 'string' || typeof code !== 'string' || !Array.isArray(path) || typeof message !== 'string' || !(which === 'fix' || which === 'all' || typeof which === 'number')) return action;
      const findings = scheduler.findingsFor(uri);
      const finding = findings.find((candidate) => candidate.code === code && candidate.message === message && samePath(candidate.path, path));
      const edit = finding === undefined ? undefined : await fixActions.editOf(which, finding, findings, documents.all()).catch(() => undefined);
      return edit === undefined ? action : { ...action, edit };
    }
    const fix = action.data as Partial<IgnoreFix> | undefined;
    const document = typeof fix?.uri === 'string' ? documents.get(fix.uri) : undefined;
    if (document === undefined || !Array.isArray(fix?.path) || typeof fix.code !== 'string') return action;
    const edit = fixEdit(document, { uri: document.uri, path: fix.path, code: fix.code });
    return edit === undefined ? action : { ...action, edit };
  });

  /** The exception a diagnostic of ours can get, by the JSON path it carries (or that of the finding on its line). */
  function fixFor(diagnostic: Diagnostic, uri: string): IgnoreFix | undefined {
    const code = diagnostic.code;
    if (diagnostic.source !== DIAGNOSTIC_SOURCE || typeof code !== 'string' || code === INTERNAL_ERROR || code === INVALID_RULESET) return undefined;
    const data = diagnostic.data as Partial<FindingData> | undefined;
    const findingPath = Array.isArray(data?.path) ? data.path
      : scheduler.findingsFor(uri).find((finding) => finding.code === code && finding.range.start.line === diagnostic.range.start.line)?.path;
    return findingPath === undefined ? undefined : { uri, path: findingPath, code };
  }

  /** The finding a diagnostic of ours shows: of its rule, at its path, on its line. */
  function findingOf(diagnostic: Diagnostic, fix: IgnoreFix, findings: readonly Finding[]): Finding | undefined {
    const candidates = findings.filter((finding) => finding.code === fix.code && samePath(finding.path, fix.path));
    return candidates.find((finding) => finding.message === (typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value))
      ?? candidates.find((finding) => finding.range.start.line === diagnostic.range.start.line) ?? candidates[0];
  }

  connection.onShutdown(async () => {
    scheduler.dispose();
    await configuration.close();
  });
}
