import { TextDocuments, createConnection } from 'vscode-languageserver/node';
import { Configuration } from './configuration.js';
import { registerHandlers } from './handlers.js';
import { PIECED_DOCUMENTS } from './pieced-document.js';
import { DocumentScheduler } from './scheduler.js';

/**
 * `api-conventions lsp`: the linter kept warm in one process. Three parts: the configuration
 * (settings, the ruleset in force and the worker thread that lints with it), the scheduler
 * (when each document is linted, what is published) and the protocol handlers. This thread
 * lints nothing itself, so it answers as documents are linted.
 */

export interface ServerStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** Starts the server on the streams; resolves when the client has gone. */
export function startLanguageServer(streams: ServerStreams): Promise<void> {
  const connection = createConnection(streams.input, streams.output);
  const documents = new TextDocuments(PIECED_DOCUMENTS);
  // New rules relint every open document; the scheduler is made just below, before any can load.
  const configuration = new Configuration(connection, () => scheduler.relintAll());
  const scheduler = new DocumentScheduler(connection, documents, configuration);
  registerHandlers(connection, documents, configuration, scheduler);
  documents.listen(connection);
  const closed = new Promise<void>((resolve) => connection.onExit(resolve));
  connection.listen();
  return closed;
}
