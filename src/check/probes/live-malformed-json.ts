import { bodyTargets, judgeRejection } from '../body-targets.js';
import { describeExchange, statusCause } from '../exchange.js';
import { defineProbe } from '../probe.js';

/** A JSON text cut short on purpose: no strict parser accepts it (a lenient one might, so it is a write). */
export const MALFORMED_JSON = '{"api_conventions_check": ';

const probe = defineProbe({
  id: 'live-malformed-json',
  writes: true,
  section: '7',
  severity: 'error',
  description: 'A body that is not JSON answers 400.',
  async run(context) {
    const targets = await bodyTargets(context);
    await Promise.all(targets.map(async (target) => {
      const exchange = await context.send({
        operation: target.operation,
        method: target.operation.method,
        url: target.url,
        headers: target.headers,
        rawBody: MALFORMED_JSON,
        credentials: 'full',
        purpose: 'malformed-json',
      });
      if (exchange === undefined) return;
      if (judgeRejection(context, target, exchange, [400]) !== 'wrong') return;
      context.report(probe, target.operation, 'status', `${describeExchange(exchange)}: the body is not valid JSON; expected 400 (a malformed request)`, statusCause(exchange.response.status));
    }));
  },
});

export default probe;
