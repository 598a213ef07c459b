/** Media type checks shared by the rules that look at bodies. */

function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
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

/** Server-sent events: the streaming mechanism the conventions name (§6). */
export function isEventStream(mediaType: string): boolean {
  return essence(mediaType) === 'text/event-stream';
}

export function mediaTypeMatches(mediaType: string, allowed: readonly string[]): boolean {
  const type = essence(mediaType);
  return allowed.some((candidate) => essence(candidate) === type);
}
