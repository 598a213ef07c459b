import type { OperationModel } from '../../../rulesets/model/api-model.js';
import type { ProbeContext } from '../context.js';
import { describeExchange, isSuccess, statusCause } from '../exchange.js';
import type { Exchange } from '../exchange.js';
import { documentedResponse } from '../expectations.js';
import { defineProbe } from '../probe.js';
import { inWriteOrder, writeTarget } from '../write-targets.js';

/**
 * With a low-privilege credential, each operation the full credential may do is either allowed
 * too or refused with 403; 401 (the credential is valid) or a 404 in its place breaks §5.4. An
 * operation whose security requirement names scopes or roles (for any scheme type) and that
 * documents a 403 is beyond the limited credential, which holds none of them: it must answer 403.
 */

interface Attempt {
  operation: OperationModel;
  /** What the full token got for the same request, when it was sent. */
  fullStatus: number | undefined;
  limited: Exchange;
}

/** The scopes or roles the operation's requirement names, when it also documents a 403; else empty. */
function forbiddenScopes(context: ProbeContext, operation: OperationModel): string[] {
  const scopes = context.credentials.protectionOf(operation).scopes;
  return scopes.length > 0 && operation.responses.some((response) => response.status === '403') ? scopes : [];
}

async function readAttempts(context: ProbeContext): Promise<Attempt[]> {
  const baselines = context.baselines.filter((exchange) => exchange.operation !== undefined
    && isSuccess(exchange.response.status)
    && context.credentials.protectionOf(exchange.operation).placements.length > 0);
  const attempts: Attempt[] = [];
  await Promise.all(baselines.map(async (baseline) => {
    const limited = await context.send({ operation: baseline.operation, method: baseline.request.method, url: baseline.request.url, credentials: 'limited', purpose: 'limited-credentials' });
    if (limited !== undefined && baseline.operation !== undefined) attempts.push({ operation: baseline.operation, fullStatus: baseline.response.status, limited });
  }));
  return attempts;
}

/** Protected writes (writes allowed only), aimed at resources the run created, one after another. */
async function writeAttempts(context: ProbeContext): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const operation of inWriteOrder(context.planner.operations)) {
    if (operation.method === 'get' || operation.method === 'head') continue;
    if (context.credentials.protectionOf(operation).placements.length === 0 || !context.credentials.protectionOf(operation).required) continue;
    const target = await writeTarget(context, operation);
    if (target === undefined) continue;
    const limited = await context.send({
      operation, method: operation.method, url: target.url, headers: target.headers,
      ...(target.body === undefined ? {} : { body: target.body }),
      credentials: 'limited', purpose: 'limited-credentials',
    });
    if (limited === undefined) continue;
    if (isSuccess(limited.response.status) && operation.method === 'post') context.resources.adopt(operation, target.values, limited);
    attempts.push({ operation, fullStatus: undefined, limited });
  }
  return attempts;
}

const probe = defineProbe({
  id: 'live-forbidden',
  section: '5.4',
  severity: 'error',
  description: 'Where a low-privilege credential is given, an operation beyond it answers 403.',
  async run(context) {
    if (context.options.limitedToken === undefined) return;
    const answers = [...await readAttempts(context), ...await writeAttempts(context)];
    if (answers.length > 0 && answers.every(({ limited }) => limited.response.status === 401)) {
      context.notice('the limited token was refused (401) by every operation it was tried on; live-forbidden needs a valid low-privilege credential');
      return;
    }
    for (const { operation, fullStatus, limited } of answers) {
      const status = limited.response.status;
      if (status === 403 || status === 429 || limited.faults.has('live-no-error-in-200')) continue;
      const scopes = forbiddenScopes(context, operation);
      if (isSuccess(status)) {
        if (scopes.length === 0) continue;
        context.report(probe, operation, 'limited',
          `${describeExchange(limited)}: the operation requires ${scopes.map((scope) => `"${scope}"`).join(', ')}, which the limited token does not hold, and documents 403; expected 403`, 'allowed');
        continue;
      }
      // A write refused for another reason than rights (a conflict, a body it judged first) says nothing about them.
      if (fullStatus === undefined && status !== 401 && documentedResponse(operation, status)?.status === String(status) && status !== 404) continue;
      const before = fullStatus === undefined ? '' : `with the full token the same request answered ${fullStatus}; `;
      context.report(probe, operation, 'limited',
        `${describeExchange(limited)}: ${before}a valid credential lacking the permission must answer 403`, statusCause(status));
    }
  },
});

export default probe;
