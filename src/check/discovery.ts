import { randomBytes, randomUUID } from 'node:crypto';
import type { OperationModel } from '../../rulesets/model/api-model.js';
import { isObject } from '../../rulesets/model/json.js';
import { declaredTypes } from '../../rulesets/model/schema.js';
import type { ProbeContext } from './context.js';
import type { Exchange } from './exchange.js';
import { isSuccess } from './exchange.js';
import { listItems } from './request-plan.js';
import { TOKEN_ENV } from './options.js';
import { WRITE_METHODS, collectionAbove, isCreate, isUnprovenCreate, operationLabel, writeTarget } from './write-targets.js';

/**
 * The baseline: one plain GET per read operation, shallow paths first, so that the ids a list
 * answers with fill the path parameters of the paths below it. Nothing else is sent before it.
 */

/** Parents a nested list is tried under before its paths are given up. */
const MAX_PARENTS_TRIED = 3;

function pathParameterCount(operation: OperationModel): number {
  return (operation.pathKey.match(/\{[^}]+\}/g) ?? []).length;
}

export async function discoverBaselines(context: ProbeContext): Promise<void> {
  const reads = context.planner.operations.filter((operation) => operation.method === 'get');
  const depths = [...new Set(reads.map(pathParameterCount))].sort((left, right) => left - right);
  const unbuilt: OperationModel[] = [];
  for (const depth of depths) {
    const level = reads.filter((operation) => pathParameterCount(operation) === depth);
    await Promise.all(level.map(async (operation) => {
      // A list below an id is tried under a few parents, until one has items to fill the paths below it.
      const isNestedList = depth > 0 && !/\}\/?$/.test(operation.pathKey);
      const choices = context.planner.pathValueChoices(operation, isNestedList ? MAX_PARENTS_TRIED : 1);
      let baseline: Exchange | undefined;
      let built = false;
      for (const values of choices) {
        const planned = context.planner.buildUrl(operation, values);
        if (planned === undefined) continue;
        built = true;
        const exchange = await context.send({ operation, method: 'GET', url: planned.url, headers: planned.headers, credentials: 'full', purpose: 'baseline' });
        if (exchange === undefined) break;
        baseline ??= exchange;
        if (!isSuccess(exchange.response.status)) break;
        context.planner.recordList(operation, planned.values, exchange.response.json);
        if ((listItems(exchange.response.json)?.length ?? 0) > 0) {
          baseline = exchange;
          break;
        }
      }
      if (baseline !== undefined) context.baselines.push(baseline);
      else if (!built) unbuilt.push(operation);
    }));
  }
  await requestMissingResources(context);
  // Keep the baselines in document order, whatever order the answers came in.
  const order = new Map(context.planner.operations.map((operation, index) => [operation, index]));
  context.baselines.sort((left, right) => (order.get(left.operation as OperationModel) ?? 0) - (order.get(right.operation as OperationModel) ?? 0));
  if (unbuilt.length > 0) {
    const names = unbuilt.map((operation) => `GET ${operation.pathKey}`).join(', ');
    context.notice(`not probed, no value found for a path or required parameter (no list gave an id, the document gives no example): ${names}`);
    for (const operation of unbuilt) context.notProbed(operation, `GET ${operation.pathKey}: ${whyUnbuilt(context, operation)}`);
  }
  credentialHint(context);
}

/**
 * What to do when the protected reads refuse the run: a hint that names the fix when every one of
 * them answered 401 or 403 (no token given; a token sent in a form the server does not read), and
 * the paths that refused it when only some did.
 */
function credentialHint(context: ProbeContext): void {
  const protectedReads = context.baselines.filter((exchange) => exchange.request.credentials === 'full'
    && exchange.operation !== undefined && context.credentials.protectionOf(exchange.operation).required);
  const refused = protectedReads.filter((exchange) => exchange.response.status === 401 || exchange.response.status === 403);
  if (refused.length === 0) return;
  const statuses = [...new Set(refused.map((exchange) => exchange.response.status))].sort().join(' or ');
  const tokens = { full: context.options.token };
  const withoutToken = refused.filter((exchange) => !context.credentials.hasToken(exchange.operation, tokens));
  if (refused.length < protectedReads.length) {
    const paths = refused.map((exchange) => exchange.request.url.pathname).join(', ');
    context.notice(withoutToken.length > 0 ? `no token given: ${paths} answered ${statuses}, and what lies behind them was not probed (pass --token or ${TOKEN_ENV})` : `the token was refused (${statuses}) by ${paths}`);
    return;
  }
  if (withoutToken.length === refused.length) {
    context.notice(`every protected operation answered ${statuses} without credentials: pass --token (or ${TOKEN_ENV})`);
    return;
  }
  const sentAs = context.credentials.describePlacement(refused[0]?.operation) ?? 'the document says';
  const wordless = /^authorization: <token>/i.test(sentAs) && context.options.token !== undefined && !/^\S+ \S/.test(context.options.token);
  const fix = wordless ? `the server may want a scheme word before the key: pass it with the token, e.g. --token 'Token <key>'`
    : 'check the token, and that the document declares the scheme the server reads (--token <scheme>=<token> picks one of several)';
  context.notice(`every protected operation answered ${statuses} to the token, sent as ${sentAs}: ${fix}`);
}

/** Why a read's URL could not be filled, in its own terms: what the list above it answered. */
function whyUnbuilt(context: ProbeContext, operation: OperationModel): string {
  const collectionKey = collectionAbove(operation.pathKey);
  const list = collectionKey === undefined ? undefined : context.planner.sibling(collectionKey, 'get');
  const answer = list === undefined ? undefined : context.baselines.find((exchange) => exchange.operation === list)?.response;
  if (list === undefined || answer === undefined) return 'no value found for a path or required parameter (no list gave an id, the document gives no example)';
  if (!isSuccess(answer.status)) {
    const refused = answer.status === 401 || answer.status === 403 ? ', refusing the credentials sent (see the note on them)' : '';
    return `no id to call it with: GET ${list.pathKey}, which would list them, answered ${answer.status}${refused}, and the document gives no example`;
  }
  return `no id to call it with: GET ${list.pathKey} listed no item with an id, and the document gives no example`;
}

/**
 * An id no resource has, in the form the path parameter takes; undefined when the parameter is an
 * enum (every value may exist) or its pattern leaves no safe choice.
 */
function unusedId(schema: unknown): string | undefined {
  if (!isObject(schema) || Array.isArray(schema['enum']) || 'const' in schema) return undefined;
  const types = declaredTypes(schema);
  if (types.has('integer') || types.has('number')) {
    const maximum = typeof schema['maximum'] === 'number' ? schema['maximum'] : undefined;
    return maximum === undefined || maximum >= 999_999_999 ? '999999999' : undefined;
  }
  if (schema['format'] === 'uuid') return randomUUID();
  const candidate = `api-conventions-missing-${randomBytes(4).toString('hex')}`;
  if (typeof schema['pattern'] === 'string') {
    try {
      if (!new RegExp(schema['pattern'], 'u').test(candidate)) return undefined;
    } catch {
      return undefined;
    }
  }
  if (typeof schema['maxLength'] === 'number' && candidate.length > schema['maxLength']) return undefined;
  return candidate;
}

/**
 * One read of a resource that does not exist, per item path whose baseline answered: the 404 it
 * gets (§7: "deleted resource") is judged by the observers, the error body above all. Its status
 * is not judged: an id the run made up is not a promise the document made.
 */
async function requestMissingResources(context: ProbeContext): Promise<void> {
  await Promise.all(context.baselines.map(async (baseline) => {
    const operation = baseline.operation;
    if (operation === undefined || !isSuccess(baseline.response.status) || !/\{[^}]+\}\/?$/.test(operation.pathKey)) return;
    const name = /\{([^}]+)\}\/?$/.exec(operation.pathKey)?.[1];
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const id = unusedId(parameter === undefined ? { type: 'string' } : (parameter.node['schema'] ?? parameter.node));
    const values = context.planner.pathValues(operation);
    if (id === undefined || values === undefined) return;
    const planned = context.planner.buildUrl(operation, [...values.slice(0, -1), id]);
    if (planned === undefined) return;
    await context.send({ operation, method: 'GET', url: planned.url, headers: planned.headers, credentials: 'full', purpose: 'missing-resource' });
  }));
}

/**
 * With writes allowed, every write is sent once with a valid body and the full token, so that the
 * observers judge write answers as they judge reads (status, error body, content type, schema):
 * each create (shallow collections first, so nested creates land under a created parent),
 * followed by a GET of what it created; then each other write taking a body (a replace, an update,
 * an action) aimed at a created resource. Deletes are the cleanup's, at the end.
 */
export async function discoverWrites(context: ProbeContext): Promise<void> {
  if (!context.options.allowWrites) return;
  const byDepth = [...context.planner.operations].sort((left, right) => pathParameterCount(left) - pathParameterCount(right));
  for (const operation of byDepth.filter((candidate) => isUnprovenCreate(context, candidate))) {
    const label = operationLabel(operation);
    context.notProbed(operation, `${label} was not written to: its path reads as a create, but the document shows none (no 201 answer, a body unlike what GET reads); --write '${label}' sends it all the same`);
  }
  for (const operation of byDepth.filter((candidate) => isCreate(context, candidate))) {
    const resource = await context.resources.create(operation);
    if (resource === undefined) continue;
    const read = context.resources.itemUrl(resource, 'get');
    if (read === undefined) continue;
    await context.send({ operation: read.operation, method: 'GET', url: read.url, headers: read.headers, credentials: 'full', purpose: 'read-back', createdBy: resource.exchange });
  }
  for (const operation of byDepth) {
    if (!WRITE_METHODS.has(operation.method) || operation.method === 'delete' || isCreate(context, operation)) continue;
    const target = await writeTarget(context, operation, operation.method === 'put' ? 'create' : 'probe');
    if (target === undefined) continue;
    await context.send({
      operation, method: operation.method, url: target.url, headers: target.headers,
      ...(target.body === undefined ? {} : { body: target.body }),
      credentials: 'full', purpose: 'write',
    });
  }
}
