import { describeExchange } from '../exchange.js';
import { errorBodyProblems } from '../expectations.js';
import { defineProbe } from '../probe.js';

/** Answers to a validation probe must also name the offending field (§7.2). */
function isFieldValidationAnswer(purpose: string, status: number): boolean {
  return (purpose === 'missing-field' || purpose === 'wrong-type') && (status === 400 || status === 422);
}

const probe = defineProbe({
  id: 'live-error-body',
  section: '7.2',
  severity: 'error',
  description: 'Every 4xx/5xx body has string "error" and "message" (and "field" for validation errors).',
  observe(exchange, context) {
    const { operation, response, request } = exchange;
    if (operation === undefined || exchange.offPath || request.method === 'HEAD' || response.status < 400) return;
    const problems = errorBodyProblems(response.json, isFieldValidationAnswer(exchange.purpose, response.status));
    if (problems.length === 0) return;
    exchange.faults.add(probe.id);
    const expected = isFieldValidationAnswer(exchange.purpose, response.status)
      ? 'expected the error body {"error": string, "message": string, "field": string}'
      : 'expected the error body {"error": string, "message": string}';
    context.report(probe, operation, `${response.status} ${problems.join()}`, `${describeExchange(exchange)}: ${problems.join(', ')}; ${expected}`, `${problems.join()} ${expected}`);
  },
});

export default probe;
