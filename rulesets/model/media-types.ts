/** Media type checks shared by the rules that look at bodies. */

function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The subtype of a media type, without its parameters, in lower case (`plain` of `text/plain;charset=UTF-8`). */
export function subtypeOf(mediaType: string): string {
  return essence(mediaType).split('/')[1] ?? '';
}

/** `application/json`, with parameters, or any `application/*+json` structured suffix. */
export function isJsonMediaType(mediaType: string): boolean {
  const type = essence(mediaType);
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

// A media range that takes JSON among others: `*/*` or `application/*` (RFC 9110 §12.5.1).
export function isRangeIncludingJson(mediaType: string): boolean {
  const type = essence(mediaType);
  return type === '*/*' || type === 'application/*';
}

/** `*\/*`: any media type at all. */
export function isAnyMediaType(mediaType: string): boolean {
  return essence(mediaType) === '*/*';
}

/** Server-sent events: the streaming mechanism the conventions name (§6). */
function isEventStream(mediaType: string): boolean {
  return essence(mediaType) === 'text/event-stream';
}

/**
 * Media types that carry a sequence of items, each described by a 3.2 Media Type Object's
 * `itemSchema` ("Sequential Media Types" in OpenAPI 3.2): server-sent events (HTML Living
 * Standard §9.2), JSON Lines (jsonlines.org) and its older name NDJSON, JSON text sequences
 * (RFC 7464) and multipart/mixed (RFC 2046 §5.1.3).
 */
const SEQUENTIAL_MEDIA_TYPES: readonly string[] = ['text/event-stream', 'application/jsonl', 'application/x-ndjson', 'application/json-seq', 'multipart/mixed'];

/**
 * A body streamed as a sequence (§6 names server-sent events as the streaming mechanism): a
 * stream of server-sent events, or, in 3.2, a sequential media type whose `itemSchema` describes
 * each item.
 */
export function isStreamedBody(body: { mediaType: string; itemSchema?: unknown }): boolean {
  return isEventStream(body.mediaType) || (body.itemSchema !== undefined && mediaTypeMatches(body.mediaType, SEQUENTIAL_MEDIA_TYPES));
}

export function mediaTypeMatches(mediaType: string, allowed: readonly string[]): boolean {
  const type = essence(mediaType);
  return allowed.some((candidate) => essence(candidate) === type);
}
