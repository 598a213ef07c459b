import { Document } from '@stoplight/spectral-core';
import { JsonLocations } from '../parse/json-locations.js';

type IParser = ConstructorParameters<typeof Document>[1];

/**
 * A JSON document for Spectral, parsed by the engine's own `JSON.parse` instead of a parser that
 * builds a syntax tree with positions for every node. Positions are found afterwards, for the
 * reported nodes only (`JsonLocations`). Text that `JSON.parse` rejects is left to Spectral's JSON
 * parser, which reports where the syntax breaks.
 *
 * What this assumes of `@stoplight/spectral-core` 1.24.1: `Document` keeps what its parser's
 * `parse` returns as is, Spectral's run takes a `Document` as it is, and the document asks the
 * parser, through `getLocationForJsonPath`, for a range object that only the sort and
 * de-duplication of results read before the run ends; the ranges are filled in then, in one scan
 * of the text (`resolveRanges`), before any result is read. The syntax tree and line map of the
 * result are never read. Until then each range holds a provisional position, one per distinct
 * path (`JsonLocations.request`): Spectral sorts its results by range, then by rule (a
 * `localeCompare` with options, which builds a collator on every call), and with every range at
 * 0:0 each of the n·log n comparisons of 70,000 results went down to the collator. Results of one
 * path still compare equal, so its duplicates are still dropped; the order Spectral leaves is not
 * kept (findings are sorted again once placed, `compareFindings`).
 */
export interface FastJsonDocument {
  /** The document, for Spectral's run (it takes a `Document` as it is) and for reading data and ranges outside it. */
  document: Document;
  /** Fills in the ranges handed out during the run; call before reading results' ranges. */
  resolveRanges(): void;
}

/** `utf8`, when given, is `text` as UTF-8: kept for the positions instead of `text` (see `JsonLocations`). */
export function parseJsonFast(text: string, source: string, utf8?: Uint8Array): FastJsonDocument | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof Document !== 'function' || typeof Document.prototype.getRangeForJsonPath !== 'function') {
    throw new Error('@stoplight/spectral-core 1.24.1: Document or its getRangeForJsonPath not found; src/spectral-internals/json-document.ts must be brought up to date');
  }
  const locations = new JsonLocations(utf8 ?? text);
  // The parser's result is the data already parsed; its syntax tree and line map are never read:
  // positions come from `locations`.
  const parsed = { data, diagnostics: [], ast: {}, lineMap: [] };
  const parser = {
    parse: () => parsed,
    getLocationForJsonPath: (_parsed: unknown, path: ReadonlyArray<string | number>) => ({ range: locations.request(path) }),
    trapAccess: <T>(value: T) => value,
  } as unknown as IParser;
  return { document: new Document('', parser, source), resolveRanges: () => locations.resolve() };
}
