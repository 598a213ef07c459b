import { describeExchange, isSuccess } from '../exchange.js';
import type { Exchange } from '../exchange.js';
import { defineProbe } from '../probe.js';

/**
 * With a low-privilege credential, each read that the full credential may do is either allowed
 * too or refused with 403; 401 (the credential is valid) or a 404 in its place breaks §5.4. Which
 * operation lies beyond the credential is the server's to say: nothing is assumed.
 */
const probe = defineProbe({
  id: 'live-forbidden',
  section: '5.4',
  severity: 'error',
  description: 'Where a low-privilege credential is given, an operation beyond it answers 403.',
  async run(context) {
    if (context.options.limitedToken === undefined) return;
    const baselines = context.baselines.filter((exchange) => exchange.operation !== undefined
      && isSuccess(exchange.response.status)
      && context.credentials.protectionOf(exchange.operation).placements.length > 0);
    const answers: Array<{ baseline: Exchange; limited: Exchange }> = [];
    await Promise.all(baselines.map(async (baseline) => {
      const limited = await context.send({
        operation: baseline.operation,
        method: baseline.request.method,
        url: baseline.request.url,
        credentials: 'limited',
        purpose: 'limited-credentials',
      });
      if (limited !== undefined) answers.push({ baseline, limited });
    }));
    if (answers.length > 0 && answers.every(({ limited }) => limited.response.status === 401)) {
      context.notice('the limited token was refused (401) by every operation it was tried on; live-forbidden needs a valid low-privilege credential');
      return;
    }
    for (const { baseline, limited } of answers) {
      const status = limited.response.status;
      if (isSuccess(status) || status === 403 || status === 429 || limited.faults.has('live-no-error-in-200')) continue;
      context.report(probe, limited.operation, 'limited',
        `${describeExchange(limited)}: with the full token the same request answered ${baseline.response.status}; a valid credential lacking the permission must answer 403`);
    }
  },
});

export default probe;
