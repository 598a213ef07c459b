import { describeExchange, isSuccess, statusCause } from '../exchange.js';
import { defineProbe } from '../probe.js';
import { unversionedUrl } from '../versioning.js';

const probe = defineProbe({
  id: 'live-version-required',
  section: '4.3',
  severity: 'error',
  description: 'The same path without its version segment answers 404.',
  async run(context) {
    const seen = new Set<string>();
    const requests = context.baselines.flatMap((baseline) => {
      if (baseline.operation === undefined || !isSuccess(baseline.response.status)) return [];
      const url = unversionedUrl(baseline.request.url, baseline.operation, context.planner.base);
      if (url === undefined || seen.has(url.href)) return [];
      seen.add(url.href);
      return [{ baseline, url }];
    });
    await Promise.all(requests.map(async ({ baseline, url }) => {
      const exchange = await context.send({
        operation: baseline.operation,
        method: baseline.request.method,
        url,
        credentials: baseline.request.credentials,
        purpose: 'version-stripped',
        offPath: true,
      });
      if (exchange === undefined) return;
      const status = exchange.response.status;
      if (status === 404 || status === 429 || exchange.faults.has('live-no-error-in-200')) return;
      context.report(probe, baseline.operation, 'unversioned',
        `${describeExchange(exchange)}: the path without its version segment must answer 404 (the versioned ${baseline.request.url.pathname} answered ${baseline.response.status})`, statusCause(status));
    }));
  },
});

export default probe;
