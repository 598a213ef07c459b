import { describeExchange } from '../exchange.js';
import { errorInSuccess } from '../expectations.js';
import { defineProbe } from '../probe.js';

const probe = defineProbe({
  id: 'live-no-error-in-200',
  section: '7.1',
  severity: 'error',
  description: 'No 2xx body carries an error.',
  observe(exchange, context) {
    const property = errorInSuccess(exchange);
    if (property === undefined) return;
    exchange.faults.add(probe.id);
    context.report(probe, exchange.operation, String(exchange.response.status),
      `${describeExchange(exchange)}: a ${exchange.response.status} body carries "${property}"; an error is never returned with a success status, expected a 4xx or 5xx status with the error body`, `${exchange.response.status} ${property}`);
  },
});

export default probe;
