import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  CodeActionRequest, CodeActionResolveRequest, DidChangeTextDocumentNotification, DidChangeWatchedFilesNotification, DidOpenTextDocumentNotification, ExitNotification,
  HoverRequest, InitializeRequest, InitializedNotification, PublishDiagnosticsNotification, ShowMessageNotification, ShutdownRequest,
  StreamMessageReader, StreamMessageWriter, createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import type { ClientCapabilities, CodeAction, Diagnostic, FileEvent, Hover, Position, ProtocolConnection, PublishDiagnosticsParams, Range, ShowMessageParams } from 'vscode-languageserver-protocol/node';
import { BIN } from '../helpers/cli.js';

/** A diagnostic's message as text (LSP 3.18 allows markup there; this server sends text). */
export function messageOf(diagnostic: Diagnostic): string {
  return typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
}

/** A real LSP client over stdio, talking to the built CLI's `lsp` command as an editor does. */
export class LspClient {
  readonly messages: ShowMessageParams[] = [];
  /** The diagnostics last published for each document. */
  readonly latest = new Map<string, Diagnostic[]>();
  /** Every publication, in the order received. */
  readonly history: PublishDiagnosticsParams[] = [];
  private readonly published: PublishDiagnosticsParams[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly versions = new Map<string, number>();

  private constructor(readonly process: ChildProcessWithoutNullStreams, readonly connection: ProtocolConnection) {
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.published.push(params);
      this.history.push(params);
      this.latest.set(params.uri, params.diagnostics);
      for (const wake of this.waiters.splice(0)) wake();
    });
    connection.onNotification(ShowMessageNotification.type, (params) => {
      this.messages.push(params);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async start(workspace: string, initializationOptions: Record<string, unknown> = {}, capabilities: ClientCapabilities = {}): Promise<LspClient> {
    const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { cwd: workspace, stdio: 'pipe' });
    child.stderr.resume();
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    connection.listen();
    const client = new LspClient(child, connection);
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(workspace).href,
      workspaceFolders: [{ uri: pathToFileURL(workspace).href, name: 'workspace' }],
      capabilities,
      initializationOptions: { debounceMs: 20, ...initializationOptions },
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  /**
   * The first diagnostics published for `uri` (not yet taken) that satisfy `accept`. The wait guards
   * against a hang, not a slow machine: a server started cold beside the CLIs of the same test, on
   * two busy cores, has taken over 30 s to publish its first diagnostics.
   */
  diagnostics(uri: string, accept: (params: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 90_000): Promise<Diagnostic[]> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = this.published.find((params) => params.uri === uri && accept(params));
        if (found === undefined) return false;
        this.published.splice(this.published.indexOf(found), 1);
        clearTimeout(timer);
        resolve(found.diagnostics);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(wake) >>> 0, 1);
        reject(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms (server ${this.process.exitCode === null ? 'running' : `exited with ${this.process.exitCode}`})`));
      }, timeoutMs);
      const wake = (): void => {
        if (!check()) this.waiters.push(wake);
      };
      wake();
    });
  }

  /** The first window message that satisfies `accept`. */
  message(accept: (params: ShowMessageParams) => boolean, timeoutMs = 30_000): Promise<ShowMessageParams> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such window message within ${timeoutMs} ms`)), timeoutMs);
      const wake = (): void => {
        const found = this.messages.find(accept);
        if (found === undefined) {
          this.waiters.push(wake);
          return;
        }
        clearTimeout(timer);
        resolve(found);
      };
      wake();
    });
  }

  /** Forgets what was published so far for `uri`. */
  clear(uri: string): void {
    for (let index = this.published.length - 1; index >= 0; index--) if (this.published[index]?.uri === uri) this.published.splice(index, 1);
  }

  async open(uri: string, text: string, languageId = uri.endsWith('.json') ? 'json' : 'yaml'): Promise<Diagnostic[]> {
    this.versions.set(uri, 1);
    this.clear(uri);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    return this.diagnostics(uri, (params) => params.version === 1);
  }

  /** Replaces the whole text; resolves with the diagnostics of that version. */
  async change(uri: string, text: string): Promise<Diagnostic[]> {
    const version = await this.edit(uri, text);
    return this.diagnostics(uri, (params) => params.version === version);
  }

  /** Replaces the whole text without waiting for its diagnostics; resolves with the new version. */
  async edit(uri: string, text: string): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  /** Replaces `range` of the text with `text`, as an editor sends a keystroke; resolves with the diagnostics of that version. */
  async changeRange(uri: string, range: Range, text: string): Promise<Diagnostic[]> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    return this.diagnostics(uri, (params) => params.version === version);
  }

  async filesChanged(changes: FileEvent[]): Promise<void> {
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes });
  }

  hover(uri: string, position: Position): Promise<Hover | null> {
    return this.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
  }

  /** Asks for the edit of an action sent without one (`codeAction/resolve`). */
  resolve(action: CodeAction): Promise<CodeAction> {
    return this.connection.sendRequest(CodeActionResolveRequest.type, action);
  }

  async codeActions(uri: string, diagnostics: Diagnostic[]): Promise<CodeAction[]> {
    const first = diagnostics[0];
    if (first === undefined) return [];
    const result = await this.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: first.range, context: { diagnostics } });
    return (result ?? []).filter((item): item is CodeAction => 'title' in item && !('command' in item && typeof item.command === 'string'));
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      await this.connection.sendRequest(ShutdownRequest.type).catch(() => undefined);
      await this.connection.sendNotification(ExitNotification.type).catch(() => undefined);
      await exited;
    }
    this.connection.dispose();
  }
}
