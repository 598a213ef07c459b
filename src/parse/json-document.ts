import { ParsedDocument } from '@stoplight/spectral-core';

type IParsedResult = ConstructorParameters<typeof ParsedDocument>[0];
import { JsonLocations } from './json-locations.js';

/**
 * A JSON document for Spectral, parsed by the engine's own `JSON.parse` instead of a parser that
 * builds a syntax tree with positions for every node. Positions are found afterwards, for the
 * reported nodes only (`JsonLocations`). Text that `JSON.parse` rejects is left to Spectral's JSON
 * parser, which reports where the syntax breaks.
 */
export interface FastJsonDocument {
  /** What Spectral's `run` takes to build its own `ParsedDocument` (it re-serialises anything else). */
  parsedResult: IParsedResult;
  /** The same document, for reading data and ranges outside the run. */
  document: ParsedDocument;
  /** Fills in the ranges handed out during the run; call before reading results' ranges. */
  resolveRanges(): void;
}

export function parseJsonFast(text: string, source: string): FastJsonDocument | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const locations = new JsonLocations(text);
  // The parser result's syntax tree and line map are never read: positions come from `locations`.
  const parsedResult = {
    source,
    parsed: { data, diagnostics: [], ast: {}, lineMap: [] },
    getLocationForJsonPath: (_parsed: unknown, path: ReadonlyArray<string | number>) => ({ range: locations.request(path) }),
  } as unknown as IParsedResult;
  return { parsedResult, document: new ParsedDocument(parsedResult), resolveRanges: () => locations.resolve() };
}
