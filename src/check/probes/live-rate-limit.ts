import type { Exchange } from '../exchange.js';
import { describeExchange, isSuccess } from '../exchange.js';
import { retryAfterMs } from '../http-client.js';
import { defineProbe } from '../probe.js';

/**
 * A burst of the same cheap read (a list, else any read that answered), sent only when asked for
 * and bounded by its size; it stops at the first 429.
 */
function burstTarget(baselines: readonly Exchange[], isList: (exchange: Exchange) => boolean): Exchange | undefined {
  const answered = baselines.filter((exchange) => isSuccess(exchange.response.status));
  return answered.find(isList) ?? answered[0];
}

const probe = defineProbe({
  id: 'live-rate-limit',
  section: '8.1, 7.3',
  severity: 'warn',
  description: 'A bounded burst, where asked for, meets 429 with Retry-After.',
  async run(context) {
    const size = context.options.rateLimitProbe;
    if (size <= 0) return;
    const target = burstTarget(context.baselines, (exchange) => exchange.operation !== undefined && context.planner.isListOperation(exchange.operation));
    if (target === undefined) {
      context.notice('live-rate-limit: no read answered with a success, so there was nothing to send the burst to');
      return;
    }
    let sent = 0;
    let limited: Exchange | undefined;
    while (sent < size && limited === undefined && !context.exhausted) {
      const wave = Math.min(context.options.concurrency, size - sent);
      sent += wave;
      const answers = await Promise.all(Array.from({ length: wave }, () => context.send({
        operation: target.operation,
        method: target.request.method,
        url: target.request.url,
        credentials: target.request.credentials,
        purpose: 'rate-limit',
        unbudgeted: true,
      })));
      limited = answers.find((exchange) => exchange?.response.status === 429);
      if (answers.every((exchange) => exchange === undefined)) return;
    }
    if (limited === undefined) {
      context.report(probe, target.operation, 'no 429', `${target.request.method} ${target.request.url.href} sent ${sent} times in a burst never answered 429; too many calls in a short window must meet 429 with Retry-After`);
      return;
    }
    if (retryAfterMs(limited.response.headers.get('retry-after')) === undefined) {
      const header = limited.response.headers.get('retry-after');
      context.report(probe, target.operation, 'retry-after', `${describeExchange(limited)}: the 429 has ${header === null ? 'no Retry-After header' : `an unreadable Retry-After "${header}"`}; expected Retry-After with the seconds (or the date) to wait`);
    }
  },
});

export default probe;
