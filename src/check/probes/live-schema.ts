import { describeExchange } from '../exchange.js';
import { documentedJsonBody, documentedResponse } from '../expectations.js';
import { defineProbe } from '../probe.js';

const MAX_PROBLEMS = 3;

const INVALID_INPUT = new Set(['missing-field', 'wrong-type', 'malformed-json']);

/**
 * Runs last among the observers: a response another probe already found at fault (the error body,
 * the list envelope, an error in a success) is not reported again here, so one fault makes one
 * finding.
 */
const probe = defineProbe({
  id: 'live-schema',
  section: '2, 4',
  severity: 'error',
  description: 'Response bodies validate against the document\'s schemas for that status.',
  observe(exchange, context) {
    const { operation, response } = exchange;
    if (operation === undefined || exchange.offPath || exchange.faults.size > 0 || !response.isJson) return;
    // What a server answers to a body the run made invalid is judged by the probe that sent it.
    if (INVALID_INPUT.has(exchange.purpose)) return;
    const documented = documentedResponse(operation, response.status);
    const body = documentedJsonBody(documented);
    if (documented === undefined || body === undefined) return;
    const outcome = context.validator.validate(body.schemaPath, response.json, 'response');
    if (outcome === undefined) {
      context.notice(`live-schema: the schema of ${operation.method.toUpperCase()} ${operation.pathKey} ${documented.status} could not be compiled; its bodies were not validated`);
      return;
    }
    if (outcome.valid) return;
    exchange.faults.add(probe.id);
    const problems = outcome.problems.slice(0, MAX_PROBLEMS).join('; ');
    const more = outcome.problems.length > MAX_PROBLEMS ? ` (and ${outcome.problems.length - MAX_PROBLEMS} more)` : '';
    context.report(probe, operation, String(response.status),
      `${describeExchange(exchange)}: the body does not match the document's schema for ${documented.status}: ${problems}${more}`);
  },
});

export default probe;
