import { randomBytes } from 'node:crypto';
import { describeExchange } from '../exchange.js';
import { errorBodyProblems } from '../expectations.js';
import { defineProbe } from '../probe.js';
import { matchesPathKey, versionedKeyPrefix } from '../versioning.js';

/** A path no operation of the document matches, under the API's version prefix. */
function unknownPath(pathKeys: readonly string[], prefix: string): string {
  const name = `api-conventions-unknown-${randomBytes(4).toString('hex')}`;
  let path = `${prefix}/${name}`;
  while (pathKeys.some((key) => matchesPathKey(path, key)) && path.length < 2048) path += `/${name}`;
  return path;
}

const probe = defineProbe({
  id: 'live-unknown-path',
  section: '7',
  severity: 'error',
  description: 'An unknown path answers 404 with the error body.',
  async run(context) {
    const operations = context.planner.operations;
    const path = unknownPath(operations.map((operation) => operation.pathKey), versionedKeyPrefix(operations, context.planner.base));
    const exchange = await context.send({ operation: undefined, method: 'GET', url: context.planner.urlOf(path), credentials: 'full', purpose: 'unknown-path', offPath: true });
    if (exchange === undefined) return;
    const status = exchange.response.status;
    if (status === 429 || exchange.faults.has('live-no-error-in-200')) return;
    // Without a credential, an API that authenticates before routing may fairly answer 401.
    if ((status === 401 || status === 403) && context.options.token === undefined) {
      context.notice(`live-unknown-path: ${exchange.request.url.href} answered ${status}; give a token to probe unknown paths`);
      return;
    }
    if (status !== 404) {
      context.report(probe, undefined, 'status', `${describeExchange(exchange)}: a path the API does not have must answer 404`);
      return;
    }
    const problems = errorBodyProblems(exchange.response.json, false);
    if (problems.length > 0) {
      context.report(probe, undefined, 'body', `${describeExchange(exchange)}: ${problems.join(', ')}; expected the 404 to carry the error body {"error": string, "message": string}`);
    }
  },
});

export default probe;
