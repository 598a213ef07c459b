import { isJsonMediaType, mediaTypeMatches } from '../../../rulesets/model/media-types.js';
import { describeExchange } from '../exchange.js';
import { documentedResponse } from '../expectations.js';
import { defineProbe } from '../probe.js';

/** Statuses that carry no content by definition, and redirects, whose bodies are for browsers. */
function mayHaveBody(status: number): boolean {
  return status !== 204 && status !== 304 && !(status >= 100 && status < 200) && !(status >= 300 && status < 400);
}

const probe = defineProbe({
  id: 'live-content-type',
  section: '2.5',
  severity: 'error',
  description: 'Every response with a body carries Content-Type: application/json.',
  observe(exchange, context) {
    const { operation, response, request } = exchange;
    if (operation === undefined || exchange.offPath || request.method === 'HEAD') return;
    if (!mayHaveBody(response.status) || response.text.length === 0) return;
    const contentType = response.headers.get('content-type');
    if (contentType !== null && isJsonMediaType(contentType)) return;
    // A media type the document itself gives for this answer (a CSV export, an event stream) is the contract.
    const documented = documentedResponse(operation, response.status)?.bodies.map((body) => body.mediaType) ?? [];
    if (contentType !== null && documented.length > 0 && mediaTypeMatches(contentType, documented)) return;
    exchange.faults.add(probe.id);
    const found = contentType === null ? 'no Content-Type header' : `Content-Type: ${contentType}`;
    context.report(probe, operation, String(response.status), `${describeExchange(exchange)}: the response has ${found}; expected Content-Type: application/json`, found);
  },
});

export default probe;
