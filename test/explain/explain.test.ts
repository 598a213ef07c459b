import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ruleset } from '@stoplight/spectral-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConventions } from '../../rulesets/api-conventions.js';
import type { ConventionsOptions } from '../../rulesets/options.js';
import type { ExplainRun, PathExplanation } from '../../src/explain/explain.js';
import { explain, PATH_RULES, UnknownPathError } from '../../src/explain/explain.js';
import { runCli } from '../helpers/cli.js';

const ok = { description: 'ok' };
const page = { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' } } } } } };

/** The same small API in each version: a collection and its item, a word for one item, a verb under the collection, a nest too deep. */
const paths3 = {
  '/v1/users': { get: { responses: { '200': page } } },
  '/v1/users/{id}': { get: { responses: { '200': ok } } },
  '/v1/users/me/tfa/disable': { post: { responses: { '204': ok } } },
  '/v1/team/{teamId}': { get: { responses: { '200': ok } } },
  '/v1/team/{teamId}/members': { get: { responses: { '200': page } } },
  '/v1/orders/{id}/items/{itemId}/notes': { get: { responses: { '200': page } } },
};
const page2 = { description: 'ok', schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' } } } };
const documents: Record<string, unknown> = {
  '3.1': { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: paths3 },
  '3.0': { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: paths3 },
  '2.0': {
    swagger: '2.0', info: { title: 't', version: '1' }, basePath: '/',
    paths: { ...paths3, '/v1/users': { get: { responses: { '200': page2 } } }, '/v1/team/{teamId}/members': { get: { responses: { '200': ok } } }, '/v1/orders/{id}/items/{itemId}/notes': { get: { responses: { '200': ok } } } },
  },
};

let directory = '';
const fileOf = (version: string) => path.join(directory, `api-${version}.json`);

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'explain-'));
  for (const [version, document] of Object.entries(documents)) await writeFile(fileOf(version), JSON.stringify(document));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

function segment(explanation: PathExplanation | undefined, text: string) {
  return explanation?.segments.find((candidate) => candidate.segment === text);
}

/** Writes `document` under `name` and explains its path `pathKey`. */
async function explainPath(name: string, document: unknown, pathKey: string): Promise<PathExplanation | undefined> {
  const file = path.join(directory, name);
  await writeFile(file, JSON.stringify(document));
  return (await explain(file, { path: pathKey })).paths[0];
}

/** What explain says of one rule on a path. */
function verdictOf(explanation: PathExplanation | undefined, rule: string) {
  return explanation?.rules.find((verdict) => verdict.rule === rule);
}

describe.each(Object.keys(documents))('explain, OpenAPI %s', (version) => {
  let run: ExplainRun;
  beforeAll(async () => {
    run = await explain(fileOf(version));
  });

  it('reads every path of the document, each segment with a role and its evidence', () => {
    expect(run.paths.map((explanation) => explanation.pathKey)).toEqual(Object.keys((documents[version] as { paths: object }).paths));
    for (const explanation of run.paths) for (const read of explanation.segments) expect(read.evidence.length, `${explanation.pathKey} ${read.segment}`).toBeGreaterThan(0);
  });

  it('a collection rests on the path that follows it with an id elsewhere, and the version on its form', () => {
    const users = run.paths.find((explanation) => explanation.pathKey === '/v1/users');
    expect(users?.shape).toBe('collection');
    expect(segment(users, 'v1')).toMatchObject({ role: 'version', evidence: [{ id: 'version-like' }] });
    expect(segment(users, 'users')?.role).toBe('collection');
    expect(segment(users, 'users')?.evidence).toContainEqual({ id: 'id-follows-elsewhere', detail: '/v1/users/{id} follows it with {id}', source: '/v1/users/{id}' });
    expect(segment(users, 'users')?.evidence).toContainEqual(expect.objectContaining({ id: 'item-read', source: '/v1/users/{id}' }));
  });

  it('a word for one item where an item\'s id stands is an alias of the item, with the list and the path that say so; the item its id', () => {
    const disable = run.paths.find((explanation) => explanation.pathKey === '/v1/users/me/tfa/disable');
    expect(segment(disable, 'me')).toEqual({
      segment: 'me',
      role: 'item alias',
      evidence: [
        { id: 'vocabulary:item-aliases', detail: '"me" stands for one item', source: 'rulesets/vocabulary/item-aliases.json' },
        { id: 'id-follows-elsewhere', detail: '/v1/users/{id} follows it with {id}', source: '/v1/users/{id}' },
      ],
    });
    const member = run.paths.find((explanation) => explanation.pathKey === '/v1/team/{teamId}/members');
    expect(segment(member, '{teamId}')).toMatchObject({ role: 'item', evidence: [{ id: 'parameter-after-name' }] });
  });

  it('says for each path rule whether it reported the path, with the findings, and why not', () => {
    const disable = run.paths.find((explanation) => explanation.pathKey === '/v1/users/me/tfa/disable');
    expect(disable?.rules.map((verdict) => verdict.rule)).toEqual([...PATH_RULES]);
    const nouns = disable?.rules.find((verdict) => verdict.rule === 'path-nouns');
    expect(nouns).toMatchObject({ reported: true, findings: [{ severity: 'error', message: expect.stringContaining('has the verb "disable" in segment "disable"') }] });
    const deep = run.paths.find((explanation) => explanation.pathKey === '/v1/orders/{id}/items/{itemId}/notes');
    expect(deep?.shape).toBe('too-deep');
    expect(deep?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')?.reported).toBe(true);
    const users = run.paths.find((explanation) => explanation.pathKey === '/v1/users');
    expect(users?.rules.find((verdict) => verdict.rule === 'create-returns-resource')).toEqual({ rule: 'create-returns-resource', reported: false, findings: [], why: 'not reported: no POST on this path' });
  });

  it('chooses one path by its key or by a JSON pointer into it', async () => {
    const byKey = await explain(fileOf(version), { path: '/v1/team/{teamId}/members' });
    const byPointer = await explain(fileOf(version), { path: '/paths/~1v1~1team~1{teamId}~1members/get' });
    expect(byKey.paths.map((explanation) => explanation.pathKey)).toEqual(['/v1/team/{teamId}/members']);
    expect(byPointer.paths).toEqual(byKey.paths);
  });

  it('a path the document does not have names the nearest it has', async () => {
    await expect(explain(fileOf(version), { path: '/v1/user/{id}' })).rejects.toThrow(UnknownPathError);
    await expect(explain(fileOf(version), { path: '/v1/user/{id}' })).rejects.toThrow(`${fileOf(version)}: no path "/v1/user/{id}"; nearest: /v1/users/{id}, /v1/users, /v1/team/{teamId}`);
  });
});

/** The conventions' ruleset with these options, as a .spectral.js would give it. */
function configured(options: ConventionsOptions): Ruleset {
  return new Ruleset(apiConventions(options), { severity: 'recommended' });
}

describe('explain under a configuration', () => {
  it('a configured singleton rests on the configuration key, and a configured base path on basePath', async () => {
    const run = await explain(fileOf('3.1'), { path: '/v1/team/{teamId}/members', ruleset: configured({ singletons: ['tfa'], basePath: '/v1' }) });
    const [members] = run.paths;
    expect(segment(members, 'v1')).toMatchObject({ role: 'base path', evidence: [{ id: 'config:basePath', source: 'basePath' }] });
    const disable = await explain(fileOf('3.1'), { path: '/v1/users/me/tfa/disable', ruleset: configured({ singletons: ['tfa'] }) });
    expect(segment(disable.paths[0], 'tfa')).toEqual({ segment: 'tfa', role: 'singleton', evidence: [{ id: 'config:singletons', detail: '"tfa" is configured as a singleton', source: 'singletons' }] });
  });

  it('a word a configuration adds to a list rests on the configuration key, one already in the list on the list', async () => {
    const file = path.join(directory, 'aliases.json');
    await writeFile(file, JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/users': { get: { responses: { '200': page } } }, '/users/{id}': { get: { responses: { '200': ok } } }, '/users/myself': { get: { responses: { '200': ok } } }, '/users/me': { get: { responses: { '200': ok } } } } }));
    const unconfigured = await explain(file, { path: '/users/myself' });
    expect(segment(unconfigured.paths[0], 'myself')?.role).not.toBe('item alias');
    const ruleset = configured({ vocabulary: { 'item-aliases': ['myself', 'me'] } });
    const myself = await explain(file, { path: '/users/myself', ruleset });
    expect(segment(myself.paths[0], 'myself')).toMatchObject({ role: 'item alias', evidence: [{ id: 'config:item-aliases', detail: '"myself" stands for one item, as configured', source: 'vocabulary.item-aliases' }, { id: 'id-follows-elsewhere', source: '/users/{id}' }] });
    const me = await explain(file, { path: '/users/me', ruleset });
    expect(segment(me.paths[0], 'me')).toMatchObject({ role: 'item alias', evidence: [{ id: 'vocabulary:item-aliases', source: 'rulesets/vocabulary/item-aliases.json' }, { id: 'id-follows-elsewhere' }] });
  });
});

describe('explain a document with a $ref that resolves to nothing', () => {
  const broken = (version: string) => {
    const answer = version === '2.0' ? { description: 'ok', schema: { $ref: '#/definitions/' } } : { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/' } } } };
    const head = version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' };
    return { ...head, info: { title: 't', version: '1' }, paths: { '/users/{id}': { get: { responses: { '200': answer } } }, '/users': { get: { responses: { '200': answer } } } } };
  };
  it.each(['2.0', '3.0', '3.1'])('reads its paths as lint does, which reports the $ref (OpenAPI %s)', async (version) => {
    const file = path.join(directory, `broken-${version}.json`);
    await writeFile(file, JSON.stringify(broken(version)));
    const run = await explain(file, { path: '/users/{id}' });
    expect(segment(run.paths[0], 'users')).toMatchObject({ role: 'collection', evidence: expect.arrayContaining([expect.objectContaining({ id: 'id-follows' })]) as unknown });
    const result = await runCli(['explain', file, '/users']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  users  collection\n');
  });
});

describe('explain names whose own paths read an index of the paths under them', () => {
  it('reads them as grouping the paths under them, from the root\'s index down, and path-nesting-depth counts no level for them', async () => {
    const answer = (schema: unknown) => ({ description: 'ok', content: { 'application/json': { schema } } });
    const index = { get: { responses: { '200': answer({ type: 'array', items: { $ref: '#/components/schemas/endpoint' } }) } } };
    const named = { get: { responses: { '200': answer({ type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }) } } };
    const name = { name: 'name', in: 'path', required: true, schema: { type: 'string' } };
    const endpoint = { type: 'object', properties: { title: { type: 'string' }, url: { type: 'string' } } };
    const paths = { '/': index, '/services': index, '/services/haproxy': index, '/services/haproxy/runtime': index, '/services/haproxy/runtime/maps': named, '/services/haproxy/runtime/maps/{name}': { get: { parameters: [name], responses: { '200': ok } } } };
    const explained = await explainPath('index.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas: { endpoint } } }, '/services/haproxy/runtime/maps/{name}');
    expect(segment(explained, 'services')?.role).toBe('shared prefix');
    expect(segment(explained, 'haproxy')?.evidence).toContainEqual({ id: 'reads-index-of-paths', detail: 'only GET runs on /services/haproxy, answering a list of the same items as the index /services above it, and names follow it: it reads an index of the paths under it, no collection', source: '/services' });
    expect(segment(explained, 'runtime')).toMatchObject({ role: 'singleton', evidence: [{ id: 'reads-index-of-paths', source: '/services/haproxy' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a field of an item that only actions run on', () => {
  it('reads the name as that field, no collection, and path-nesting-depth counts no level for it', async () => {
    const job = { type: 'object', properties: { ID: { type: 'string' }, Periodic: { type: 'object', properties: { Spec: { type: 'string' } } } } };
    const name = { name: 'jobName', in: 'path', required: true, schema: { type: 'string' } };
    const paths = { '/job/{jobName}': { parameters: [name], get: { responses: { '200': { description: 'the job', content: { 'application/json': { schema: job } } } } } }, '/job/{jobName}/periodic/force': { parameters: [name], post: { responses: { '200': ok } } } };
    const explained = await explainPath('periodic.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/job/{jobName}/periodic/force');
    expect(segment(explained, 'periodic')).toEqual({ segment: 'periodic', role: 'singleton', evidence: [{ id: 'owner-holds-field', detail: 'no operation runs on /job/{jobName}/periodic, only POST on the paths right under it, and GET /job/{jobName} answers "periodic" as one object field of its record: that field, which the actions run on, no collection', source: '/job/{jobName} GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringContaining('"periodic" is a field of the item before it, no level of its own (owner-holds-field:') });
  });
});

describe('explain a view ending a path under a sub-collection', () => {
  it('reads it as a view of the items before it, which path-nesting-depth does not count as a level', async () => {
    const list = { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } } };
    const explained = await explainPath('participle.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/projects/{projectId}': { get: { responses: { '200': ok } } }, '/projects/{projectId}/sdks/outdated': { get: { responses: { '200': list } } } } }, '/projects/{projectId}/sdks/outdated');
    expect(segment(explained, 'outdated')).toEqual({ segment: 'outdated', role: 'view', evidence: [{ id: 'past-participle', detail: '"outdated" is a past participle: it filters the items of "sdks" or states theirs, no thing of its own' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });

  it('reads the plural of an identifier word ending a path as the items before it given by their ids', async () => {
    const explained = await explainPath('ids.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/systems/{systemId}': { get: { responses: { '200': ok } } }, '/systems/{systemId}/cves/ids': { get: { responses: { '200': ok } } } } }, '/systems/{systemId}/cves/ids');
    expect(segment(explained, 'ids')).toEqual({ segment: 'ids', role: 'view', evidence: [{ id: 'items-by-ids', detail: '"ids" gives the items of "cves" by their ids, no thing of its own', source: 'rulesets/vocabulary/identifier-words.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a last name that asks a question', () => {
  it('reads a name ending in a preposition, a read and a lookup run together as views, which path-plural-collections does not judge', async () => {
    const file = path.join(directory, 'questions.json');
    const list = { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } };
    await writeFile(file, JSON.stringify({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/wallet-balance/batch-balance-of': { get: { responses: { '200': list } } }, '/idsfind': { get: { responses: { '200': list } } }, '/holidaysbytimeperiod': { get: { responses: { '200': list } } } } }));
    const run = await explain(file, {});
    const readingOf = (pathKey: string, name: string) => segment(run.paths.find((reading) => reading.pathKey === pathKey), name);
    expect(readingOf('/wallet-balance/batch-balance-of', 'batch-balance-of')).toEqual({ segment: 'batch-balance-of', role: 'view', evidence: [{ id: 'ends-in-preposition', detail: '"batch-balance-of" ends in the preposition "of": a question whose object the request gives, no name of a collection', source: 'rulesets/vocabulary/linking-words.json' }] });
    expect(readingOf('/idsfind', 'idsfind')).toEqual({ segment: 'idsfind', role: 'view', evidence: [{ id: 'run-together-read', detail: '"idsfind" is a plural and a verb that reads, written as one word: a read, no name of a collection', source: 'rulesets/vocabulary/reading-verbs.json' }] });
    expect(readingOf('/holidaysbytimeperiod', 'holidaysbytimeperiod')).toMatchObject({ role: 'view', evidence: [{ id: 'lookup-name' }] });
    for (const reading of run.paths) expect(reading.rules.find((rule) => rule.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a name made by POST on the item whose id ends the path', () => {
  it('reads the name as one thing of the item and the id as the item\'s; path-nesting-depth suggests the id moved after the collection', async () => {
    const explained = await explainPath('secret.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/clients/{id}': { get: { responses: { '200': ok } } }, '/clients/secret/{id}': { post: { responses: { '201': ok } } } } }, '/clients/secret/{id}');
    expect(segment(explained, 'secret')).toEqual({ segment: 'secret', role: 'singleton', evidence: [{ id: 'made-on-item', detail: 'only POST runs here, and /clients/{id} reaches the item {id} names: "secret" is made on that item, no collection of its own', source: '/clients/{id}' }] });
    expect(segment(explained, '{id}')).toMatchObject({ role: 'item', evidence: [{ id: 'made-on-item', detail: '{id} is an item of "clients"' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
    expect(JSON.stringify(verdictOf(explained, 'path-nesting-depth'))).toContain('/clients/{id}/secret');
  });
});

describe('explain a noun-verb the document runs as one action after many collections', () => {
  it('reads it as an action, which path-nesting-depth does not count as a level', async () => {
    const made = { post: { responses: { '200': ok } } };
    const explained = await explainPath('associate.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/countries/{country}': { get: { responses: { '200': ok } } }, '/countries/{country}/states/associate': made, '/countries/{country}/cities/associate': made, '/countries/{country}/regions/associate': made } }, '/countries/{country}/states/associate');
    expect(segment(explained, 'associate')).toEqual({ segment: 'associate', role: 'action', evidence: [{ id: 'repeated-action', detail: '"associate" ends 3 path keys, each only POST runs on, after 3 different names, and nothing follows it anywhere: the same action run on each, no collection', source: '/countries/{country}/states/associate' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a parameter that chooses among listed words', () => {
  it('reads the name before it as a filter and the parameter as its variant, which path-nesting-depth does not count', async () => {
    const actor = { name: 'actor', in: 'path', required: true, schema: { type: 'string', enum: ['organization', 'user'] } };
    const explained = await explainPath('unread.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/messages/{id}': { get: { responses: { '200': ok } } }, '/messages/unread/{actor}': { get: { parameters: [actor], responses: { '200': ok } } } } }, '/messages/unread/{actor}');
    const evidence = [{ id: 'enum-variant', detail: '{actor} takes one of "organization", "user": it chooses a variant, no item' }];
    expect(segment(explained, 'unread')).toEqual({ segment: 'unread', role: 'view', evidence });
    expect(segment(explained, '{actor}')).toEqual({ segment: '{actor}', role: 'qualifier', evidence });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a verb and what it works on', () => {
  it('reads the verb as the action of a POST-only path, so method-body-semantics and create-returns-resource see no create', async () => {
    const explained = await explainPath('validate.json', { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/portal/validate/caa-records': { post: { responses: { '204': { description: 'validated' } } } } } }, '/portal/validate/caa-records');
    expect(segment(explained, 'validate')).toEqual({ segment: 'validate', role: 'action', evidence: [{ id: 'verb-on-object', detail: 'only POST runs here, and "validate" is a verb: "caa-records" after it is what it works on, no collection to create in', source: 'rulesets/vocabulary/verbs.json' }] });
    for (const rule of ['method-body-semantics', 'create-returns-resource']) expect(verdictOf(explained, rule)).toMatchObject({ reported: false });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a noun-verb every operation is named for', () => {
  it('reads it as the action run on the item, whatever the method, and path-nouns reports the verb', async () => {
    const explained = await explainPath('select.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/messages/{id}': { get: { responses: { '200': ok } } }, '/messages/{id}/select': { put: { operationId: 'selectMessage', responses: { '200': ok } } } } }, '/messages/{id}/select');
    expect(segment(explained, 'select')).toEqual({ segment: 'select', role: 'action', evidence: [{ id: 'operations-name-action', detail: 'every operation here is named for "select" run on an item of "messages" (selectMessage): the verb, whatever the method', source: '/messages/{id}/select' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a name the operations work on by verbs of their own', () => {
  it('keeps it a noun, shows the operation that names it, and path-nouns does not report it', async () => {
    const explained = await explainPath('update.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/state': { get: { responses: { '200': ok } } }, '/update': { get: { operationId: 'getUpdates', responses: { '200': ok } }, post: { operationId: 'installUpdate', responses: { '200': ok } } } } }, '/update');
    expect(segment(explained, 'update')?.evidence).toContainEqual({ id: 'operations-name-object', detail: 'POST /update is named installUpdate: another verb run on "update", a thing, and no operation here leads with its first word', source: '/update POST' });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain the entry point of what a version prefixes', () => {
  it('reads the name a version follows elsewhere as a prefix, its own path as no resource, and path-nouns does not read its words', async () => {
    const explained = await explainPath('group.json', { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/apis/export.example.io/': { get: { responses: { '200': ok } } }, '/apis/export.example.io/v1alpha1/exports': { get: { responses: { '200': ok } } }, '/apis/export.example.io/v1alpha1/exports/{name}': { get: { responses: { '200': ok } } } } }, '/apis/export.example.io/');
    expect(explained?.shape).toBe('root');
    expect(segment(explained, 'export.example.io')).toEqual({ segment: 'export.example.io', role: 'shared prefix', evidence: [{ id: 'before-version-elsewhere', detail: 'a version follows it in /apis/export.example.io/v1alpha1/exports: its own path is the entry point of what that version prefixes', source: '/apis/export.example.io/v1alpha1/exports' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain a name ending in a count', () => {
  it('shows the count it ends in, and path-plural-collections asks no plural', async () => {
    const explained = await explainPath('relation.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/v1/plan': { get: { responses: { '200': ok } } }, '/v1/many-to-many': { get: { responses: { '200': { description: 'durations', content: { 'application/json': { schema: { type: 'array', items: { type: 'number' } } } } } } } } } }, '/v1/many-to-many');
    expect(segment(explained, 'many-to-many')?.evidence).toContainEqual({ id: 'quantifier-head', detail: '"many-to-many" ends in the count "many": a relation, with no plural', source: 'rulesets/vocabulary/determiners.json' });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a parameter choosing a prefix before the version', () => {
  it('reads it as a prefix with the values it takes, and judges the path from after the version', async () => {
    const client = { name: 'client', in: 'path', required: true, schema: { type: 'string', enum: ['app', 'browser'] } };
    const explained = await explainPath('client.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/_auth/{client}/v1/config': { get: { parameters: [client], responses: { '200': ok } } }, '/_auth/{client}/v1/account/authenticators': { get: { parameters: [client], responses: { '200': ok } } } } }, '/_auth/{client}/v1/account/authenticators');
    expect(segment(explained, '{client}')).toEqual({ segment: '{client}', role: 'prefix', evidence: [{ id: 'enum-variant', detail: '{client} takes one of "app", "browser": it chooses a variant, no item' }, { id: 'before-version', detail: 'stands before the version segment' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a verb run together with the document\'s words', () => {
  it('reads the name as an action led by the verb, and path-nouns reports it', async () => {
    const explained = await explainPath('joined.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/location/status': { get: { responses: { '200': ok } } }, '/location/setlocationfields': { post: { responses: { '204': { description: 'done' } } } } } }, '/location/setlocationfields');
    expect(segment(explained, 'setlocationfields')).toEqual({ segment: 'setlocationfields', role: 'action', evidence: [{ id: 'run-together-verb', detail: '"setlocationfields" runs the verb "set" together with what follows: the document writes those words apart, or its operations\' summaries lead with the verb', source: 'rulesets/vocabulary/verbs.json' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false });
  });
});

describe('explain the API\'s own name over the names after it', () => {
  it('reads it as a qualifier from the document\'s title, and path-nouns does not read a verb there', async () => {
    const document = { openapi: '3.1.0', info: { title: 'Assess API', version: '1' }, paths: { '/data/assess/accounts/categories': { get: { responses: { '200': ok } } }, '/data/companies/{companyId}/assess/excel': { get: { responses: { '200': ok } } } } };
    const explained = await explainPath('assess.json', document, '/data/assess/accounts/categories');
    expect(segment(explained, 'assess')).toEqual({ segment: 'assess', role: 'qualifier', evidence: [{ id: 'names-the-api', detail: 'the document\'s title, "Assess API", names the API "assess": before the names under it, the product\'s own name, no resource and no verb', source: 'info.title' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
    const titledOtherwise = await explainPath('lending.json', { ...document, info: { title: 'Lending API', version: '1' } }, '/data/assess/accounts/categories');
    expect(segment(titledOtherwise, 'assess')?.role).toBe('collection');
    expect(verdictOf(titledOtherwise, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a custom method written after a colon, the item\'s id after it', () => {
  it('reads the name as the action run on the item, and method-path-semantics lets POST be', async () => {
    const explained = await explainPath('custom-method.json', { openapi: '3.0.2', info: { title: 't', version: '1' }, paths: { '/uiSchemas:insert': { post: { responses: { '200': ok } } }, '/uiSchemas:remove/{uid}': { post: { responses: { '200': ok } } } } }, '/uiSchemas:remove/{uid}');
    const evidence = [{ id: 'custom-method', detail: '"remove" after the colon is a method run on "uiSchemas", and {uid} after it the item it runs on' }];
    expect(explained?.shape).toBe('action');
    expect(segment(explained, 'uiSchemas:remove')).toEqual({ segment: 'uiSchemas:remove', role: 'action', evidence });
    expect(segment(explained, '{uid}')).toEqual({ segment: '{uid}', role: 'item', evidence });
    expect(verdictOf(explained, 'method-path-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a name POST makes the record of that its item\'s GET answers and PUT changes', () => {
  it('reads it as a collection resting on both paths, which path-plural-collections asks in the plural', async () => {
    const page = { type: 'object', properties: { title: { type: 'string' }, source: { type: 'string' } } };
    const answer = { '200': { description: 'the page', content: { 'application/json': { schema: page } } } };
    const explained = await explainPath('page.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/v1/page': { post: { responses: answer } }, '/v1/page/{title}': { get: { responses: answer }, put: { responses: answer } } } }, '/v1/page/{title}');
    expect(segment(explained, 'page')?.role).toBe('collection');
    expect(segment(explained, 'page')?.evidence).toContainEqual({ id: 'created-and-changed', detail: 'POST /v1/page makes the record GET /v1/page/{title} reads, and PUT changes it there: "page" is a collection and {title} one of its items', source: '/v1/page/{title}' });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: true });
  });
});

describe('explain an OAuth 2.0 redirect endpoint', () => {
  it('reads the name as the action and its parameter as what it takes, resting on the authorization response in the query', async () => {
    const query = ['code', 'state', 'error'].map((name) => ({ name, in: 'query', schema: { type: 'string' } }));
    const callback = { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, ...query], responses: { '302': { description: 'to the app' } } };
    const explained = await explainPath('callback.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/callback/{id}': { get: callback, post: callback } } }, '/callback/{id}');
    const evidence = [{ id: 'oauth-redirect', detail: 'GET /callback/{id} takes the authorization response (code, state and its error) in the query: the client\'s redirect endpoint, its path parameters say whose response it receives', source: 'rulesets/vocabulary/standards.json' }];
    expect(segment(explained, 'callback')).toEqual({ segment: 'callback', role: 'action', evidence });
    expect(segment(explained, '{id}')).toEqual({ segment: '{id}', role: 'action argument', evidence });
    for (const rule of ['path-plural-collections', 'method-path-semantics']) expect(verdictOf(explained, rule)).toMatchObject({ reported: false });
  });
});

describe('explain a word that is a verb as often as not, leading a name where the document puts verbs', () => {
  it('reads the name as an action resting on a verb-led name beside it, and path-nouns reports the verb', async () => {
    const post = { post: { responses: { '200': { description: 'the sessions', content: { 'application/json': { schema: { type: 'object' } } } } } } };
    const withBody = { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '204': { description: 'done' } } } };
    const explained = await explainPath('tui.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/tui/submit-prompt': withBody, '/tui/execute-command': withBody, '/tui/open-sessions': post } }, '/tui/open-sessions');
    expect(segment(explained, 'open-sessions')).toEqual({ segment: 'open-sessions', role: 'action', evidence: [{ id: 'verb-led-beside', detail: '"open" leads "open-sessions" where the document puts verbs: only POST runs here, and POST-only names beside it are led by verbs (/tui/submit-prompt)', source: '/tui/submit-prompt' }] });
    expect(verdictOf(explained, 'method-body-semantics')).toMatchObject({ reported: false });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a path that starts with an id under a server URL ending in a collection', () => {
  it('reads the parameter as an item of that collection, and path-nesting-depth reports nothing', async () => {
    const get = { get: { responses: { '200': { description: 'one autopilot', content: { 'application/json': { schema: { type: 'object' } } } } } } };
    const explained = await explainPath('autopilot.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, servers: [{ url: '/api/autopilots' }], paths: { '/{id}': get } }, '/{id}');
    expect(segment(explained, '{id}')).toEqual({ segment: '{id}', role: 'item', evidence: [{ id: 'server-url-collection', detail: '{id} follows "autopilots", where every server URL ends (/api/autopilots): one of its items', source: '/api/autopilots' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a method called by name after its namespace and a dot', () => {
  it('reads the name as an action resting on another method of the namespace beside it, and path-nouns reports the verb', async () => {
    const post = { post: { responses: { '200': { description: 'the result', content: { 'application/json': { schema: { type: 'object' } } } } } } };
    const explained = await explainPath('wiki.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/core.getPage': post, '/core.savePage': post } }, '/core.savePage');
    expect(segment(explained, 'core.savePage')).toEqual({ segment: 'core.savePage', role: 'action', evidence: [{ id: 'dotted-method-name', detail: '"savePage" after the dot is a method of "core", called by name, as /core.getPage calls another: the method is the name to judge', source: '/core.getPage' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a name under another prefix that another path follows with the id of a record read and changed', () => {
  it('reads it as those records, resting on the other path, and path-nouns leaves its first word alone', async () => {
    const item = { get: { responses: { '200': ok } }, patch: { responses: { '200': ok } }, delete: { responses: { '204': { description: 'gone' } } } };
    const explained = await explainPath('search.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/import-export-file/{id}': item, '/search/import-export-file': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': ok } } } } }, '/search/import-export-file');
    expect(segment(explained, 'import-export-file')).toEqual({ segment: 'import-export-file', role: 'collection', evidence: [{ id: 'records-elsewhere', detail: 'GET /import-export-file/{id} reads one of the records "import-export-file" names and DELETE, PATCH change it there: here the name names the same records', source: '/import-export-file/{id}' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain a version written into a word that names no API, in few path keys', () => {
  it('reads it as the version of that part alone, with the count it rests on', async () => {
    const paths = Object.fromEntries(['/payments-v2/orders', ...Array.from({ length: 9 }, (_, index) => `/things${index}`)].map((pathKey) => [pathKey, { get: { responses: { '200': ok } } }]));
    const explained = await explainPath('part.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/payments-v2/orders');
    expect(segment(explained, 'payments-v2')).toEqual({ segment: 'payments-v2', role: 'version', evidence: [
      { id: 'version-like', detail: '"payments-v2" reads as a version' },
      { id: 'part-version', detail: '"payments-v2" versions the part "payments" alone: 1 of 10 path keys carry a version, under a fifth, so the API is not versioned by URI' },
    ] });
  });
});

describe('explain a JSON-RPC endpoint', () => {
  it('reads the path as the action every call is sent to, resting on the request its POST sends', async () => {
    const request = { type: 'object', properties: { jsonrpc: { type: 'string', enum: ['2.0'] }, method: { type: 'string' }, params: { type: 'object' }, id: { type: 'integer' } } };
    const explained = await explainPath('rpc.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/mcp': { post: { requestBody: { content: { 'application/json': { schema: request } } }, responses: { '200': ok } }, delete: { responses: { '204': { description: 'closed' } } } } } }, '/mcp');
    expect(explained?.shape).toBe('action');
    expect(segment(explained, 'mcp')).toEqual({ segment: 'mcp', role: 'action', evidence: [{ id: 'json-rpc-endpoint', detail: 'POST /mcp sends a JSON-RPC 2.0 request ({jsonrpc, method, …}): the endpoint every call of the protocol goes to, the procedure named in the body', source: 'rulesets/vocabulary/standards.json' }] });
    expect(verdictOf(explained, 'method-path-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a POST that sends nothing and answers nothing', () => {
  it('reads the compound as an action, and neither method-body-semantics nor create-returns-resource asks a body', async () => {
    const explained = await explainPath('run.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/index-products': { post: { responses: { '204': { description: 'dispatched' } } } } } }, '/index-products');
    expect(segment(explained, 'index-products')).toEqual({ segment: 'index-products', role: 'action', evidence: [{ id: 'sends-and-answers-nothing', detail: 'only POST runs on /index-products, sending no body and answering none: it runs something, and nothing is made there that a client could read', source: '/index-products' }] });
    for (const rule of ['method-body-semantics', 'create-returns-resource']) expect(verdictOf(explained, rule)).toMatchObject({ reported: false });
  });
});

describe('explain a name its operation writes apart', () => {
  it('reads the run-together name as an action, naming the operation that spells it and the bodies it lacks', async () => {
    const explained = await explainPath('imu.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/imu/resetgyros': { post: { operationId: 'imu#ResetGyro', responses: { '200': { description: 'OK' } } } } } }, '/imu/resetgyros');
    expect(segment(explained, 'resetgyros')?.role).toBe('action');
    expect(segment(explained, 'resetgyros')?.evidence.map((piece) => piece.id)).toEqual(['operation-spells-name', 'sends-and-answers-nothing']);
    expect(segment(explained, 'resetgyros')?.evidence[0]?.detail).toBe('"resetgyros" runs together the words "reset gyros", which imu#ResetGyro writes apart: a phrase, no plain plural');
    for (const rule of ['method-body-semantics', 'create-returns-resource']) expect(verdictOf(explained, rule)).toMatchObject({ reported: false });
  });
});

describe('explain a name only read as one number', () => {
  it('reads it as a view of the collection before it, resting on the type its GET answers', async () => {
    const count = { description: 'how many', content: { 'application/json': { schema: { type: 'integer' } } } };
    const explained = await explainPath('count.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/divisions/{divisionId}': { get: { responses: { '200': ok } } }, '/divisions/searchTotalResults': { get: { responses: { '200': count } } } } }, '/divisions/searchTotalResults');
    expect(segment(explained, 'searchTotalResults')).toEqual({ segment: 'searchTotalResults', role: 'view', evidence: [{ id: 'answers-one-number', detail: 'GET /divisions/searchTotalResults answers one integer: a count or a measure, one value whatever the number of its name, no collection', source: '/divisions/searchTotalResults GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a path every method passes through', () => {
  it('reads it as one thing the methods pass through, and method-path-semantics judges no method there', async () => {
    const anyBody = { content: { '*/*': { schema: { type: 'object' } } } };
    const answered = { description: 'what the downstream answered', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } } } } } };
    const downstream = [{ name: 'x-downstream-url', in: 'header', required: true, schema: { type: 'string' } }];
    const methods = Object.fromEntries(['get', 'post', 'put', 'patch', 'delete'].map((method) => [method, { parameters: downstream, ...(method === 'get' || method === 'delete' ? {} : { requestBody: anyBody }), responses: { '200': answered } }]));
    const explained = await explainPath('proxy.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/proxy': methods } }, '/proxy');
    expect(segment(explained, 'proxy')?.role).toBe('singleton');
    expect(segment(explained, 'proxy')?.evidence.map((piece) => piece.id)).toContain('passes-every-method');
    expect(verdictOf(explained, 'method-path-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a version written as two bare numbers', () => {
  it('reads the second as the minor number of the first, part of the version', async () => {
    const explained = await explainPath('minor.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/par/1/0/accounts/{accountId}': { get: { responses: { '200': ok } } } } }, '/par/1/0/accounts/{accountId}');
    expect(segment(explained, '0')).toEqual({ segment: '0', role: 'version', evidence: [{ id: 'minor-version-number', detail: '"0" right after the version number "1" is its minor number (version 1.0)' }] });
  });
});

describe('explain a name whose GET is described as a list of the collection before it', () => {
  it('reads it as a view of those items, quoting the description, and path-nesting-depth asks no id before it', async () => {
    const explained = await explainPath('names.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/names/{nameId}': { get: { responses: { '200': ok } } }, '/names/changes': { get: { responses: { '200': { description: 'A list of names matching the search criteria' } } } } } }, '/names/changes');
    expect(segment(explained, 'changes')).toEqual({ segment: 'changes', role: 'view', evidence: [{ id: 'described-as-items-of', detail: 'every success of GET on "changes" is described as a list of "names" ("A list of names matching the search criteria"): it picks among those items, no collection of its own', source: 'rulesets/vocabulary/description-leads.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name only read as an object holding one number', () => {
  it('reads it as a view, naming the field the number is in', async () => {
    const count = { description: 'how many', content: { 'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' } } } } } };
    const explained = await explainPath('count-object.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/calls/{id}': { get: { responses: { '200': ok } } }, '/calls/count': { get: { responses: { '200': count } } } } }, '/calls/count');
    expect(segment(explained, 'count')).toEqual({ segment: 'count', role: 'view', evidence: [{ id: 'answers-one-number', detail: 'GET /calls/count answers one integer in the object {count}: a count or a measure, one value whatever the number of its name, no collection', source: '/calls/count GET' }] });
  });
});

describe('api-conventions explain', () => {
  it('prints each segment\'s role and evidence, and each path rule\'s verdict', async () => {
    const result = await runCli(['explain', fileOf('3.0'), '/v1/users/me/tfa/disable']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('/v1/users/me/tfa/disable  (POST; read as not-under-id)\n');
    expect(result.stdout).toContain('  me  item alias\n      vocabulary:item-aliases: "me" stands for one item  [rulesets/vocabulary/item-aliases.json]\n');
    expect(result.stdout).toContain('    path-nouns: reported once\n      error: path "/v1/users/me/tfa/disable" has the verb "disable"');
    expect(result.stdout).toContain('    list-envelope: not reported: no GET on this path\n');
  });

  it('-f json gives the library\'s answer', async () => {
    const result = await runCli(['explain', fileOf('2.0'), '/paths/~1v1~1users/get', '-f', 'json']);
    expect(result.code).toBe(0);
    const run = JSON.parse(result.stdout) as ExplainRun;
    expect(run).toEqual(await explain(fileOf('2.0'), { path: '/v1/users' }));
  });

  it('a path the document does not have: one line naming the nearest, exit 2', async () => {
    const result = await runCli(['explain', fileOf('3.1'), '/v1/userz']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`api-conventions: ${fileOf('3.1')}: no path "/v1/userz"; nearest: /v1/users, /v1/users/{id}, /v1/team/{teamId}\n`);
  });

  it('an unknown format is a usage error naming the known ones', async () => {
    const result = await runCli(['explain', fileOf('3.1'), '-f', 'yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('api-conventions: unknown format "yaml"; known formats: text, json\n');
  });
});

describe('explain a query on a collection with what it looks for after it', () => {
  it('reads the name as a view on the list of query words and the parameter as its argument, and path-nesting-depth says so', async () => {
    const read = { get: { responses: { '200': ok } } };
    const explained = await explainPath('plugins.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/plugins': read, '/plugins/search/{query}': read } }, '/plugins/search/{query}');
    expect(segment(explained, 'search')).toEqual({ segment: 'search', role: 'view', evidence: [{ id: 'vocabulary:view-words.query', detail: '"search" names a query on "plugins", no collection of its own', source: 'rulesets/vocabulary/view-words.json' }] });
    expect(segment(explained, '{query}')).toEqual({ segment: '{query}', role: 'action argument', evidence: [{ id: 'query-argument', detail: '{query} is what "search" looks for' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a past participle between a collection and the id its items have elsewhere', () => {
  it('reads it as the item in that state, resting on the item\'s own path', async () => {
    const paths = { '/events': { get: { responses: { '200': ok } } }, '/events/{id}': { get: { responses: { '200': ok } } }, '/events/scheduled/{id}': { delete: { responses: { '204': ok } } } };
    const explained = await explainPath('events.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/events/scheduled/{id}');
    const evidence = [{ id: 'state-of-item', detail: '"scheduled" is a past participle: the item /events/{id}, in the state it names', source: '/events/{id}' }];
    expect(segment(explained, 'scheduled')).toEqual({ segment: 'scheduled', role: 'qualifier', evidence });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name ending the path that says how the items before it are grouped', () => {
  it('reads it as a view of them, and path-nesting-depth counts no level for it', async () => {
    const read = { get: { responses: { '200': { description: 'the usages', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { value: { type: 'number' } } } } } } } } } };
    const explained = await explainPath('usages.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/workspaces/{id}/usages': read, '/workspaces/{id}/usages/by-bot': read } }, '/workspaces/{id}/usages/by-bot');
    expect(segment(explained, 'by-bot')).toEqual({ segment: 'by-bot', role: 'view', evidence: [{ id: 'found-by', detail: '"by-bot" says how the items of "usages" are found or grouped, no thing of its own' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a state word after a plural', () => {
  it('reads it as the state of those things, in one name or right after a collection, and neither rule judges it', async () => {
    const read = { get: { responses: { '200': { description: 'the statuses', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, status: { type: 'string' } } } } } } } } } };
    const paths = { '/servers': read, '/servers/{name}': read, '/servers-status': read, '/teams/{teamId}': read, '/teams/{teamId}/applications/status': read };
    const compound = await explainPath('status.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/servers-status');
    expect(segment(compound, 'servers-status')).toEqual({ segment: 'servers-status', role: 'view', evidence: [{ id: 'state-of-plural', detail: '"servers-status" ends in a state word after a plural: the state of those things, one report, no collection', source: 'rulesets/vocabulary/state-words.json' }] });
    expect(verdictOf(compound, 'path-plural-collections')).toMatchObject({ reported: false });
    const underCollection = await explainPath('status.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/teams/{teamId}/applications/status');
    expect(segment(underCollection, 'status')).toEqual({ segment: 'status', role: 'view', evidence: [{ id: 'state-of-plural', detail: '"status" after the plural "applications" reads the state of those things, one report, no level of its own', source: 'rulesets/vocabulary/state-words.json' }] });
    expect(verdictOf(underCollection, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain an endpoint a standard lays out under its name, no version between', () => {
  it('reads the name and the endpoint as the standard\'s layout, and path-nesting-depth counts no level for them', async () => {
    const read = { get: { responses: { '200': ok } } };
    const explained = await explainPath('scim.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/apps/{appId}': read, '/apps/{appId}/scim/Users': read } }, '/apps/{appId}/scim/Users');
    const evidence = [{ id: 'standard-endpoint', detail: '"Users" right under "scim" is an endpoint SCIM 2.0 lays out under its base URL: the standard\'s path, no level of the API\'s', source: 'rulesets/vocabulary/standards.json' }];
    expect(segment(explained, 'scim')).toEqual({ segment: 'scim', role: 'standard layout', evidence });
    expect(segment(explained, 'Users')).toEqual({ segment: 'Users', role: 'standard layout', evidence });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain the version a standard fixes at the root of the paths it lays out', () => {
  it('reads it as the standard\'s, no version of the API', async () => {
    const read = { get: { responses: { '200': ok } } };
    const paths = { '/v0/projects': read, '/v2': read, '/v2/{name}/blobs/{ref}': read, '/v2/{name}/manifests/{reference}': read };
    const explained = await explainPath('registry.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/v2/{name}/blobs/{ref}');
    expect(segment(explained, 'v2')).toEqual({ segment: 'v2', role: 'standard layout', evidence: [{ id: 'standard-root-version', detail: '"v2" is the version OCI Distribution fixes at the root of the paths it lays out, which the document serves under it: the standard\'s version, not the API\'s', source: 'rulesets/vocabulary/standards.json' }] });
  });
});

describe('explain a write sending the ids of a collection\'s items', () => {
  it('reads the name under the collection as an action on many of its items, which path-nesting-depth does not nest under an id', async () => {
    const ids = { content: { 'application/json': { schema: { type: 'object', properties: { messageIds: { type: 'array', items: { type: 'string' } } } } } } };
    const markType = { name: 'markType', in: 'path', required: true, schema: { type: 'string' } };
    const paths = { '/mails/{messageId}': { get: { responses: { '200': ok } } }, '/mails/marking/{markType}': { patch: { parameters: [markType], requestBody: ids, responses: { '200': ok } } } };
    const explained = await explainPath('marking.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/mails/marking/{markType}');
    const evidence = [{ id: 'sends-item-ids', detail: 'PATCH sends "messageIds", the ids of the items /mails/{messageId} reads one by one: it acts on many of "mails" at once', source: '/mails/{messageId}' }];
    expect(segment(explained, 'marking')).toEqual({ segment: 'marking', role: 'action', evidence });
    expect(segment(explained, '{markType}')).toEqual({ segment: '{markType}', role: 'action argument', evidence });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: `not reported: the path reads as a not-under-id, but "marking" is an action under "mails", no level of its own (sends-item-ids: ${evidence[0]?.detail ?? ''})` });
  });
});

describe('explain a name that stands for an item named in its query', () => {
  it('reads it as an item alias, which path-nesting-depth counts as the item', async () => {
    const graph = { name: 'graph', in: 'query', required: false, schema: { type: 'string' } };
    const turtle = { description: 'the graph', content: { 'text/turtle': { schema: { type: 'string', format: 'binary' } } } };
    const paths = { '/repositories/{repositoryId}/rdf-graphs/{graph}': { get: { responses: { '200': turtle } } }, '/repositories/{repositoryId}/rdf-graphs/service': { get: { parameters: [graph], responses: { '200': turtle } } } };
    const explained = await explainPath('graph-store.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/repositories/{repositoryId}/rdf-graphs/service');
    expect(segment(explained, 'service')).toEqual({ segment: 'service', role: 'item alias', evidence: [{ id: 'item-by-query', detail: 'GET /repositories/{repositoryId}/rdf-graphs/service takes "graph" in its query, the parameter /repositories/{repositoryId}/rdf-graphs/{graph} names an item of "rdf-graphs" with: "service" stands for that item', source: '/repositories/{repositoryId}/rdf-graphs/{graph}' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name led by a verb that names the records its GET lists', () => {
  it('shows the schema of the records listed under the name as its evidence, and path-nouns lets it be', async () => {
    const plan = { type: 'object', properties: { name: { type: 'string' } } };
    const page = { type: 'object', properties: { restorePlans: { type: 'array', items: { $ref: '#/components/schemas/GoogleBackupV1RestorePlan' } }, nextPageToken: { type: 'string' } } };
    const answer = { description: 'a page', content: { 'application/json': { schema: { $ref: '#/components/schemas/ListRestorePlansResponse' } } } };
    const paths = { '/projects/{projectId}/restorePlans': { get: { responses: { '200': answer } } } };
    const explained = await explainPath('plans.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas: { ListRestorePlansResponse: page, GoogleBackupV1RestorePlan: plan } } }, '/projects/{projectId}/restorePlans');
    expect(segment(explained, 'restorePlans')?.evidence).toContainEqual({ id: 'lists-records-named', detail: 'GET /projects/{projectId}/restorePlans lists, under "restorePlans", records of a schema the document names after "restorePlan": the name is the noun of what it lists', source: '/projects/{projectId}/restorePlans GET' });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain a name after the parameter named after it', () => {
  it('reads it as a label of that parameter, which path-plural-collections does not ask to pluralise', async () => {
    const parameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const paths = { '/invoices/{invoiceId}': { get: { parameters: [parameter('invoiceId')], responses: { '200': ok } } }, '/invoices/{groupId}/group': { get: { parameters: [parameter('groupId')], responses: { '200': { description: 'the invoices', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } } } };
    const explained = await explainPath('group.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/invoices/{groupId}/group');
    expect(segment(explained, 'group')).toEqual({ segment: 'group', role: 'qualifier', evidence: [{ id: 'names-parameter', detail: '"group" names what {groupId} before it identifies, which is no item of "invoices": a label of the parameter, no collection' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a noun as often as a verb among posted verbs', () => {
  it('names the verb beside it as its evidence, and path-nouns reports the word', async () => {
    const posted = { post: { responses: { '200': ok } } };
    const paths = { '/v3/election/campaign': posted, '/v3/election/observe': posted, '/v3/election/proclaim': posted, '/v3/election/leader': posted };
    const explained = await explainPath('election.json', { swagger: '2.0', info: { title: 't', version: '1' }, paths }, '/v3/election/campaign');
    expect(segment(explained, 'campaign')?.evidence).toContainEqual({ id: 'verbs-beside-it', detail: 'it ends a path only POST runs on, where verbs end the paths beside it, as in /v3/election/observe: a noun as often as a verb is the verb there', source: '/v3/election/observe' });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a kind of a collection\'s items by what is answered', () => {
  it('reads the name as a qualifier, with the item\'s GET as its evidence, and path-plural-collections lets it be', async () => {
    const subscription = { description: 'a subscription', content: { 'application/json': { schema: { $ref: '#/components/schemas/Subscription' } } } };
    const paths = { '/subscriptions/{id}': { get: { responses: { '200': subscription } } }, '/subscriptions/recurring': { post: { responses: { '200': subscription } } }, '/subscriptions/recurring/{id}': { put: { responses: { '200': subscription } } } };
    const schemas = { Subscription: { type: 'object', properties: { id: { type: 'integer' }, cadence_type: { type: 'string' } } } };
    const explained = await explainPath('subscriptions.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths, components: { schemas } }, '/subscriptions/recurring/{id}');
    expect(segment(explained, 'recurring')).toEqual({ segment: 'recurring', role: 'qualifier', evidence: [{ id: 'answers-as-items-of', detail: 'what is answered here and at /subscriptions/recurring is what GET /subscriptions/{id} answers: a kind of the items of "subscriptions", not a collection of its own', source: '/subscriptions/{id} GET' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain one result answered beside how the request went', () => {
  it('names the required query as its evidence, and list-envelope lets it be', async () => {
    const checked = { type: 'object', properties: { deliverable: { type: 'boolean' }, disposable: { type: 'boolean' }, suggestions: { type: 'array', items: { type: 'string' } } } };
    const answer = { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, result: checked } };
    const paths = { '/emails': { get: { parameters: [{ name: 'query', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'the check', content: { 'application/json': { schema: answer } } } } } } };
    const explained = await explainPath('emails.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/emails');
    expect(segment(explained, 'emails')?.evidence).toContainEqual({ id: 'answers-one-result', detail: 'GET /emails, all that runs here, takes the required query parameter "query" and answers one object that lists nothing: the answer to that query, not a page of items', source: '/emails GET' });
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain an action on an item nested too deep', () => {
  it('reads the last name as the action, and path-nesting-depth counts it as a level', async () => {
    const ok = { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } };
    const ids = [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }, { name: 'licensee', in: 'path', required: true, schema: { type: 'string' } }];
    const paths = { '/keys/{key}/licensees/{licensee}': { get: { parameters: ids, responses: { '200': ok } } }, '/keys/{key}/licensees/{licensee}/regenerate-key': { post: { parameters: ids, responses: { '200': ok } } } };
    const explained = await explainPath('keys.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/keys/{key}/licensees/{licensee}/regenerate-key');
    expect(segment(explained, 'regenerate-key')).toEqual({ segment: 'regenerate-key', role: 'action', evidence: [{ id: 'post-only', detail: 'only POST runs on this path' }, { id: 'vocabulary:verbs', detail: '"regenerate" is a verb', source: 'rulesets/vocabulary/verbs.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: true });
  });
});

describe('explain a verb run on the name after it, the operation named for the name and then the verb', () => {
  it('reads the verb as the action and the name as what it works on, and path-nesting-depth says why it counts no level', async () => {
    const paths = { '/cleanse/addresses': { post: { operationId: 'AddressCleanse', responses: { '200': ok } } } };
    const explained = await explainPath('cleanse.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/cleanse/addresses');
    expect(segment(explained, 'cleanse')?.role).toBe('action');
    expect(segment(explained, 'addresses')?.evidence.map((piece) => piece.id)).not.toContain('operations-name-verb');
    expect(verdictOf(explained, 'path-nesting-depth')?.why).toContain('"cleanse" is an action run on the name after it, no level of its own (verb-on-object:');
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a verb ending a path only POST runs, under prefixes', () => {
  it('reads it as the action, as path-nouns reports it, and a plural there as a collection', async () => {
    const posted = { post: { responses: { '200': ok } } };
    const paths = { '/api/backup/restore': posted, '/api/backup/push': posted, '/api/backup/snapshots': posted, '/api/servers': { get: { responses: { '200': ok } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths };
    const restore = await explainPath('backup.json', document, '/api/backup/restore');
    expect(segment(restore, 'restore')).toEqual({ segment: 'restore', role: 'action', evidence: [{ id: 'post-only', detail: 'only POST runs on this path' }, { id: 'vocabulary:verbs', detail: '"restore" is a verb', source: 'rulesets/vocabulary/verbs.json' }] });
    expect(verdictOf(restore, 'path-nouns')).toMatchObject({ reported: true });
    const snapshots = await explainPath('backup.json', document, '/api/backup/snapshots');
    expect(segment(snapshots, 'snapshots')?.role).toBe('collection');
  });
});

describe('explain a plural in form naming one thing', () => {
  it('names the word list that keeps list-envelope silent on `GET /avatars/initials`, and judges `GET /avatars/flags` beside it', async () => {
    const image = { '200': { description: 'Image' } };
    const paths = { '/avatars/browsers/{code}': { get: { parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }], responses: image } }, '/avatars/image': { get: { responses: image } }, '/avatars/initials': { get: { responses: image } }, '/avatars/flags': { get: { responses: image } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths };
    const initials = await explainPath('avatars.json', document, '/avatars/initials');
    expect(segment(initials, 'initials')?.evidence).toContainEqual({ id: 'vocabulary:plural-singletons', detail: '"initials" names one thing as often as a list, and no id follows it: a GET describing no body there says too little to be a list', source: 'rulesets/vocabulary/plural-singletons.json' });
    expect(verdictOf(initials, 'list-envelope')).toMatchObject({ reported: false, why: 'not reported: "initials" names one thing as often as a list, and no id follows it: a GET describing no body there says too little to be a list (vocabulary:plural-singletons)' });
    const flags = await explainPath('avatars.json', document, '/avatars/flags');
    expect(segment(flags, 'flags')?.evidence).toEqual([{ id: 'plural-name', detail: '"flags" is a plural' }]);
    expect(verdictOf(flags, 'list-envelope')).toMatchObject({ reported: true });
  });
});

describe('explain a kind of a plural\'s items by the records read beside it', () => {
  it('reads the name as a qualifier, with the sibling\'s GET as its evidence, and path-plural-collections lets it be', async () => {
    const listing = (extra: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(['id', 'formattedAddress', 'city', 'bedrooms', 'price', ...extra].map((field) => [field, { type: 'string' }])) });
    const answer = (schema: object) => ({ responses: { '200': { description: 'listings', content: { 'application/json': { schema: { type: 'array', items: schema } } } } } });
    const paths = { '/listings/sale': { get: answer(listing(['lotSize'])) }, '/listings/rental/long-term': { get: answer(listing([])) } };
    const explained = await explainPath('listings.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths }, '/listings/sale');
    expect(segment(explained, 'sale')).toEqual({ segment: 'sale', role: 'qualifier', evidence: [{ id: 'reads-as-kind-beside', detail: '/listings/rental/long-term reads the same records under "listings": "sale" says which of its items, no collection of its own', source: '/listings/rental/long-term GET' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a qualified name right after a collection', () => {
  it('reads it as one of the collection\'s items, named by its value, and path-nesting-depth counts no level for it', async () => {
    const explained = await explainPath('providers.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/providers/Microsoft.DataBox/operations': { get: { responses: { '200': ok } } } } }, '/providers/Microsoft.DataBox/operations');
    expect(segment(explained, 'Microsoft.DataBox')).toEqual({ segment: 'Microsoft.DataBox', role: 'item', evidence: [{ id: 'qualified-name', detail: '"Microsoft.DataBox" is written as a qualified name, identifiers joined by dots, after "providers": one of its items, named by its value where its id stands' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a verb that reads right after a collection, before a view word', () => {
  it('reads it as a view of the collection\'s items, and path-nesting-depth counts no level for it', async () => {
    const explained = await explainPath('logins.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/logins/{id}': { get: { responses: { '200': ok } } }, '/logins/list/paged': { get: { responses: { '200': ok } } } } }, '/logins/list/paged');
    expect(segment(explained, 'list')).toEqual({ segment: 'list', role: 'view', evidence: [{ id: 'reading-verb', detail: '"list" is a verb that reads, run by GET alone right after "logins": it reads its items, no thing of its own', source: 'rulesets/vocabulary/reading-verbs.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"list" is a view, no level of its own \(reading-verb: /) });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a name of the singleton words answering one page of a list', () => {
  it('reads it as a collection, by the field saying where the next page is, and list-envelope judges the page', async () => {
    const answer = (properties: object) => ({ description: 'the settings', content: { 'application/json': { schema: { type: 'object', properties } } } });
    const document = (properties: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/v1/{parent}/settings': { get: { responses: { '200': answer(properties) } } } } });
    const settings = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } };
    const explained = await explainPath('settings.json', document({ settings, nextPageToken: { type: 'string' } }), '/v1/{parent}/settings');
    expect(segment(explained, 'settings')?.role).toBe('collection');
    expect(segment(explained, 'settings')?.evidence).toContainEqual({ id: 'get-answers-page', detail: 'GET /v1/{parent}/settings answers one page of a list: an array beside "nextPageToken", where the next page is', source: '/v1/{parent}/settings GET' });
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: true });
    const unpaged = await explainPath('settings.json', document({ settings }), '/v1/{parent}/settings');
    expect(segment(unpaged, 'settings')?.role).toBe('singleton');
    expect(verdictOf(unpaged, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain what the operations on a path show beyond its segments', () => {
  it('names the items of a plural answered by role, each a field, and list-envelope lets it be', async () => {
    const answer = (properties: object) => ({ description: 'the keys', content: { 'application/json': { schema: { type: 'object', properties } } } });
    const document = (properties: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/accounts/{accountName}/keys': { get: { responses: { '200': answer(properties) } }, post: { responses: { '200': { description: 'regenerated' } } } } } });
    const explained = await explainPath('keys.json', document({ primaryKey: { type: 'string' }, secondaryKey: { type: 'string' } }), '/accounts/{accountName}/keys');
    expect(explained?.operations.map((piece) => piece.id)).toContain('answers-items-by-role');
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false, why: expect.stringMatching(/answers one object of primaryKey, secondaryKey: the "keys" by role.*\(answers-items-by-role\)$/) });
    const listed = await explainPath('keys.json', document({ primary: { type: 'string' }, created: { type: 'string' } }), '/accounts/{accountName}/keys');
    expect(listed?.operations.map((piece) => piece.id)).not.toContain('answers-items-by-role');
    expect(verdictOf(listed, 'list-envelope')).toMatchObject({ reported: true });
  });

  it('names a POST that sends nothing and answers success only by redirecting, and create-returns-resource lets it be', async () => {
    const document = (responses: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/saml/acs': { post: { parameters: [{ name: 'SAMLResponse', in: 'query', schema: { type: 'string' } }], responses } } } });
    const explained = await explainPath('saml.json', document({ '302': { description: 'to the app' }, '400': { description: 'bad' } }), '/saml/acs');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['answers-only-redirects']);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/sends no body and answers success only by redirecting \(302\).*\(answers-only-redirects\)$/) });
    const answered = await explainPath('saml.json', document({ '200': { description: 'signed in' }, '302': { description: 'to the app' } }), '/saml/acs');
    expect(answered?.operations).toEqual([]);
    expect(verdictOf(answered, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('names a POST sending only lists, one of things to remove, and create-returns-resource lets it be', async () => {
    const list = { type: 'array', items: { type: 'object', properties: { user: { type: 'string' } } } };
    const document = (removals: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/server/assignments': {
      get: { responses: { '200': { description: 'the assignments' } } },
      post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { writes: list, [removals]: list } } } } }, responses: { '204': { description: 'updated' } } },
    } } });
    const explained = await explainPath('assignments.json', document('deletes'), '/server/assignments');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['sends-changes-to-list']);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/sends only lists, "deletes" among them of things to remove.*\(sends-changes-to-list\)$/) });
    const created = await explainPath('assignments.json', document('notes'), '/server/assignments');
    expect(created?.operations).toEqual([]);
    expect(verdictOf(created, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('names a POST that works out an answer on a name nothing reads, and create-returns-resource lets it be', async () => {
    const document = (summary: string, operationId: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/pub/bundles': { post: { summary, operationId, responses: { '200': { description: 'OK' } } } } } });
    const explained = await explainPath('bundles.json', document('Calculate discounts and taxes', 'calculateDiscounts'), '/pub/bundles');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['operation-computes']);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/named calculateDiscounts and says "calculate": it works out an answer.*\(operation-computes\)$/) });
    const created = await explainPath('bundles.json', document('Create a bundle', 'createBundle'), '/pub/bundles');
    expect(created?.operations).toEqual([]);
    expect(verdictOf(created, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('reads a parameter named for the action it chooses, where an item\'s id would stand, as that choice', async () => {
    const chosen = { put: { parameters: [{ name: 'actionName', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': ok } } };
    const explained = await explainPath('chosen.json', { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/suggestions/matches/action/{actionName}': chosen } }, '/suggestions/matches/action/{actionName}');
    expect(segment(explained, '{actionName}')).toEqual({ segment: '{actionName}', role: 'action parameter', evidence: [{ id: 'action-parameter', detail: '{actionName} chooses the action: its values are verbs, or its name, or the name before it, says so', source: 'rulesets/vocabulary/action-parameter-names.json' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });

  it('names a POST that runs a verb on the item its path goes through, and create-returns-resource lets it be', async () => {
    const command = { type: 'object', properties: { method: { type: 'string' } } };
    const post = (operationId: string) => ({ operationId, requestBody: { content: { 'application/json': { schema: command } } }, responses: { default: { description: 'done' } } });
    const document = (operationId: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/workflows/{workflowId}': { get: { responses: { '200': ok } } }, '/workflows/{workflowId}/commands': { post: post(operationId) } } });
    const explained = await explainPath('commands.json', document('controlWorkflow'), '/workflows/{workflowId}/commands');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['operation-acts-on-item']);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/named controlWorkflow: "control" run on the item the path goes through.*\(operation-acts-on-item\)$/) });
    const created = await explainPath('commands.json', document('createCommand'), '/workflows/{workflowId}/commands');
    expect(created?.operations).toEqual([]);
    expect(verdictOf(created, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('names a POST undoing another operation of the document, and create-returns-resource lets it be', async () => {
    const post = (operationId: string) => ({ operationId, responses: { '204': { description: 'done' } } });
    const document = (paths: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths });
    const untag = { '/tags#operation=untag-resource': { post: post('UntagResource') } };
    const explained = await explainPath('tags.json', document({ ...untag, '/tags#operation=tag-resource': { post: post('TagResource') } }), '/tags#operation=untag-resource');
    expect(explained?.operations).toEqual([{ id: 'operation-undoes-another', detail: 'POST /tags#operation=untag-resource is named UntagResource, as TagResource is but for a prefix undoing its verb: it removes what that one makes, so it makes nothing', source: '/tags#operation=tag-resource POST' }]);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/\(operation-undoes-another\)$/) });
    const alone = await explainPath('tags.json', document(untag), '/tags#operation=untag-resource');
    expect(alone?.operations).toEqual([]);
    expect(verdictOf(alone, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('names the operation beside a POST that makes what the path names, and create-returns-resource lets the POST be', async () => {
    const answer = (operationId: string) => ({ operationId, responses: { '201': { description: 'Successful response' } } });
    const document = (putName: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/roles/{roleName}/grants': { post: answer('revokeGrantFromRole'), put: answer(putName) } } });
    const explained = await explainPath('grants.json', document('addGrantToRole'), '/roles/{roleName}/grants');
    expect(explained?.operations).toEqual([{ id: 'create-is-another-operation', detail: 'POST /roles/{roleName}/grants is named revokeGrantFromRole, another verb run on "grants", and PUT /roles/{roleName}/grants, named addGrantToRole, makes it: the POST runs its own verb, so it makes nothing', source: '/roles/{roleName}/grants PUT' }]);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/\(create-is-another-operation\)$/) });
    const replaced = await explainPath('grants.json', document('replaceGrantsOfRole'), '/roles/{roleName}/grants');
    expect(replaced?.operations).toEqual([]);
    expect(verdictOf(replaced, 'create-returns-resource')).toMatchObject({ reported: true });
  });

  it('names the one record a GET beside a bodiless POST answers, and method-body-semantics lets the POST be', async () => {
    const answer = (schema: object) => ({ description: 'the terms', content: { 'application/json': { schema } } });
    const acceptance = { type: 'object', properties: { accepted: { type: 'boolean' }, current: { type: 'boolean' } } };
    const document = (schema: object) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/organizations/{orgId}/terms': { get: { responses: { '200': answer(schema) } }, post: { responses: { '200': ok } } } } });
    const explained = await explainPath('terms.json', document(acceptance), '/organizations/{orgId}/terms');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['get-answers-one']);
    expect(verdictOf(explained, 'method-body-semantics')).toMatchObject({ reported: false, why: expect.stringMatching(/\(get-answers-one\)$/) });
    const listed = await explainPath('terms.json', document({ type: 'array', items: acceptance }), '/organizations/{orgId}/terms');
    expect(listed?.operations).toEqual([]);
    expect(verdictOf(listed, 'method-body-semantics')).toMatchObject({ reported: true });
  });

  it('names a POST named for its name as the verb, a DELETE beside it, and method-path-semantics lets it be', async () => {
    const done = { responses: { '200': ok } };
    const document = (operationId: string) => ({ swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/sessions/{fiscalcode}': { get: done }, '/sessions/{fiscalcode}/lock': { post: { operationId, ...done }, delete: { operationId: 'unlockUserSession', ...done } } } });
    const explained = await explainPath('lock.json', document('lockUserSession'), '/sessions/{fiscalcode}/lock');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['operation-names-verb']);
    expect(verdictOf(explained, 'method-path-semantics')).toMatchObject({ reported: false, why: expect.stringMatching(/named lockUserSession, for "lock" as its verb.*\(operation-names-verb\)$/) });
    expect(verdictOf(await explainPath('lock.json', document('createLock'), '/sessions/{fiscalcode}/lock'), 'method-path-semantics')).toMatchObject({ reported: true });
    expect(explained?.operations[0]?.detail).toMatch(/with only DELETE beside it: the action, which the DELETE undoes$/);
    const alone = { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/sessions/{fiscalcode}': { get: done }, '/sessions/{fiscalcode}/lock': { post: { operationId: 'lockUserSession', ...done } } } };
    expect((await explainPath('lock.json', alone, '/sessions/{fiscalcode}/lock'))?.operations[0]?.detail).toMatch(/for "lock" as its verb, alone on the path: the action$/);
  });

  it('names a list a GET answers where an id would stand, and method-path-semantics lets the POST there be', async () => {
    const price = { type: 'object', properties: { value: { type: 'number' } } };
    const document = (schema: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/prices/{itemId}/fixed/{priceTableId}': { get: { summary: 'Get fixed prices on a price table', responses: { '200': { description: 'the prices', content: { 'application/json': { schema } } } } }, post: { responses: { '200': ok } } } } });
    const explained = await explainPath('fixed.json', document({ type: 'array', items: price }), '/prices/{itemId}/fixed/{priceTableId}');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['get-answers-list-at-parameter']);
    expect(verdictOf(explained, 'method-path-semantics')).toMatchObject({ reported: false, why: expect.stringMatching(/\(get-answers-list-at-parameter\)$/) });
    expect(verdictOf(await explainPath('fixed.json', document(price), '/prices/{itemId}/fixed/{priceTableId}'), 'method-path-semantics')).toMatchObject({ reported: true });
  });
});

describe('explain a kind of a collection\'s items its operations name', () => {
  it('says path-nesting-depth counts no level for it', async () => {
    const operation = (operationId: string) => ({ operationId, responses: { '200': ok } });
    const document = (create: string, read: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/activities': { get: operation('getActivities') }, '/activities/{id}/name': { put: operation('setName') }, '/activities/ab': { post: operation(create) }, '/activities/ab/{id}': { get: operation(read) } } });
    const explained = await explainPath('activities.json', document('createABActivity', 'getABActivity'), '/activities/ab');
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"ab" is a kind of the items before it, no level of its own \(operations-name-kind: /) });
    expect(verdictOf(await explainPath('activities.json', document('createVariant', 'getVariant'), '/activities/ab'), 'path-nesting-depth')).toMatchObject({ reported: true });
  });
});

describe('explain a compound the operations answer as a field', () => {
  it('says path-nouns reads it as the thing answered', async () => {
    const answer = (field: string) => ({ description: 'the URL', content: { 'application/json': { schema: { type: 'object', properties: { [field]: { type: 'string' } } } } } });
    const document = (field: string) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/accounts/{accountId}/embed-url/anonymous-user': { post: { responses: { '200': answer(field) } } } } });
    const explained = await explainPath('embed.json', document('EmbedUrl'), '/accounts/{accountId}/embed-url/anonymous-user');
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['answers-field-named-so']);
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false, why: expect.stringMatching(/answers a field spelt as "embed-url".*\(answers-field-named-so\)$/) });
    expect(verdictOf(await explainPath('embed.json', document('Url'), '/accounts/{accountId}/embed-url/anonymous-user'), 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain an id with a custom method after its colon', () => {
  it('reads it as the item of the name before it, the method run on it, and path-nesting-depth counts no level for it', async () => {
    const document = { swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/v1/groups/{id}': { get: { responses: { '200': ok } } }, '/v1/groups/{id}:add-members': { post: { responses: { '200': ok } } } } };
    const explained = await explainPath('groups.json', document, '/v1/groups/{id}:add-members');
    expect(explained?.shape).toBe('action');
    expect(segment(explained, '{id}:add-members')).toEqual({ segment: '{id}:add-members', role: 'item', evidence: [{ id: 'custom-method-on-item', detail: '{id} follows "groups": one of its items, and "add-members" after the colon a method run on it (AIP-136), no name of its own' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name a version marker leads', () => {
  it('reads it as a name, no version, and a POST setting what the GET beside it reads as no create', async () => {
    const get = (operationId: string) => ({ operationId, responses: { '200': ok } });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/v2LoggingOptions': { get: get('GetV2LoggingOptions'), post: { operationId: 'SetV2LoggingOptions', responses: { '204': { description: 'done' } } } }, '/things': { get: get('ListThings') } } };
    const explained = await explainPath('logging.json', document, '/v2LoggingOptions');
    expect(segment(explained, 'v2LoggingOptions')?.evidence).toContainEqual({ id: 'name-led-by-version', detail: '"v2LoggingOptions" is a name in camel case that a version marker leads: a resource named for its version, no version segment' });
    expect(explained?.operations.map((piece) => piece.id)).toEqual(['operation-changes-what-get-reads']);
    expect(verdictOf(explained, 'create-returns-resource')).toMatchObject({ reported: false, why: expect.stringMatching(/SetV2LoggingOptions, a verb that changes what exists run on "v2LoggingOptions".*\(operation-changes-what-get-reads\)$/) });
  });
});

describe('explain a name its owner answers as a field, and a verb its POST runs on an item', () => {
  it('reads the first as one thing and the second as the action, each with its evidence', async () => {
    const answer = (schema: object) => ({ '200': { description: 'done', content: { 'application/json': { schema } } } });
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/sets/{name}': { get: { responses: answer({ type: 'object', properties: { TrackingOptions: { type: 'object', properties: { Domain: { type: 'string' } } } } }) } },
        '/sets/{name}/tracking-options': { put: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { Domain: { type: 'string' } } } } } }, responses: { '204': { description: 'done' } } } },
        '/versions/{versionId}/train': { get: { operationId: 'Train_GetStatus', responses: answer({ type: 'array', items: { type: 'string' } }) }, post: { operationId: 'Train_TrainVersion', responses: { '202': { description: 'accepted' } } } },
      },
    };
    const tracking = await explainPath('sets.json', document, '/sets/{name}/tracking-options');
    expect(segment(tracking, 'tracking-options')).toEqual({ segment: 'tracking-options', role: 'singleton', evidence: [{ id: 'owner-reads-field', detail: 'only PUT runs on /sets/{name}/tracking-options, and GET /sets/{name} answers "tracking-options" as one object field of its record: that field, written whole, no collection', source: '/sets/{name} GET' }] });
    expect(verdictOf(tracking, 'method-path-semantics')).toMatchObject({ reported: false });
    const train = await explainPath('sets.json', document, '/versions/{versionId}/train');
    expect(segment(train, 'train')).toEqual({ segment: 'train', role: 'action', evidence: [{ id: 'post-names-action', detail: 'POST /versions/{versionId}/train is named Train_TrainVersion, "train" run on an item of "versions", and beside it only GET or DELETE runs, reading or undoing it: the verb', source: '/versions/{versionId}/train POST' }] });
    expect(verdictOf(train, 'path-plural-collections')).toMatchObject({ reported: false });
    expect(verdictOf(train, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a namespace the operationIds show a resource name after', () => {
  it('reads the name as a shared prefix, with the operationId as its evidence', async () => {
    const get = (operationId: string) => ({ operationId, responses: { '200': { description: 'done' } } });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/v1/admin/{name}': { get: get('pubsublite.admin.projects.locations.topics.get') }, '/v1/admin/{parent}/topics': { get: get('pubsublite.admin.projects.locations.topics.list') } } };
    const explained = await explainPath('lite.json', document, '/v1/admin/{name}');
    expect(segment(explained, 'admin')).toEqual({ segment: 'admin', role: 'shared prefix', evidence: [{ id: 'operation-id-hides-levels', detail: 'pubsublite.admin.projects.locations.topics.get names "projects", "locations", "topics" after it, which no segment of /v1/admin/{name} names: the parameter after it holds a whole resource name, and it groups the service\'s methods, no collection', source: '/v1/admin/{name}' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a version glued to a word that other paths write apart', () => {
  it('reads it as that version, naming a path that writes it apart', async () => {
    const get = { responses: { '200': { description: 'done' } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: 'directory_v1' }, paths: { '/admin/directory/v1/users': { get }, '/admin/directory/v1/groups': { get }, '/admin/directory_v1/channels/stop': { post: get } } };
    const explained = await explainPath('admin.json', document, '/admin/directory_v1/channels/stop');
    expect(segment(explained, 'directory_v1')).toEqual({ segment: 'directory_v1', role: 'version', evidence: [{ id: 'version-written-apart', detail: '"directory_v1" is the version v1 of "directory", written apart in other path keys: the same version, misspelt', source: '/admin/directory/v1/users' }] });
  });
});

describe('explain a name the operationIds call their method', () => {
  it('reads the name as the action and the parameter as what it runs on, with the operationId as evidence', async () => {
    const run = (operationId: string) => ({ operationId, responses: { '200': { description: 'done' } } });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/download/{resourceName}': { get: run('displayvideo.media.download') }, '/media/{resourceName}': { post: run('displayvideo.media.upload') } } };
    const explained = await explainPath('video.json', document, '/download/{resourceName}');
    expect(segment(explained, 'download')).toEqual({ segment: 'download', role: 'action', evidence: [{ id: 'operation-id-names-method', detail: 'displayvideo.media.download names it as the method it runs on what /media/{resourceName} names: the verb, and the parameter after it what the verb runs on', source: '/media/{resourceName}' }] });
    expect(segment(explained, '{resourceName}')).toMatchObject({ role: 'action argument' });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a name after a plural its operations list', () => {
  it('reads the name as a view of that plural, with the operationId as evidence', async () => {
    const read = (operationId: string) => ({ get: { operationId, responses: { '200': { description: 'done' } } } });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/environments/{name}/capacities/compute': read('Environments_ListCapacities'), '/environments/{name}/capacities/virtualip': read('Environments_GetVipInfo') } };
    const explained = await explainPath('capacities.json', document, '/environments/{name}/capacities/compute');
    expect(segment(explained, 'compute')).toEqual({ segment: 'compute', role: 'view', evidence: [{ id: 'operations-list-name-before', detail: 'every operation here is named for listing "capacities", the name before it (Environments_ListCapacities), and names nothing of "compute": it says which of them are listed, no verb run on them', source: '/environments/{name}/capacities/compute GET' }] });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain a name a POST reads back what PUT writes there', () => {
  it('reads the name as one resource, with the POST as evidence', async () => {
    const record = { type: 'object', properties: { EventSources: { type: 'object' } } };
    const body = { content: { 'application/json': { schema: record } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/event-sources': { post: { responses: { '200': { description: 'the configuration', ...body } } }, put: { requestBody: body, responses: { '204': { description: 'done' } } } } } };
    const explained = await explainPath('sources.json', document, '/event-sources');
    expect(segment(explained, 'event-sources')).toEqual({ segment: 'event-sources', role: 'singleton', evidence: [{ id: 'post-reads-what-put-writes', detail: 'no GET runs on /event-sources, and its POST sends nothing and answers the very fields its PUT sends: it reads back the one record written there, nothing is created', source: '/event-sources POST' }] });
  });
});

describe('explain a name answering a measure of the items the collection before it lists', () => {
  it('reads it as a view, the schema names its evidence, and path-nesting-depth counts no level', async () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const answer = (schema: object) => ({ responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {
      '/teams/{teamID}/metrics': { get: answer({ type: 'array', items: ref('TeamMetric') }) },
      '/teams/{teamID}/metrics/max': { get: answer(ref('MaxTeamMetric')) },
    }, components: { schemas: {
      TeamMetric: { type: 'object', properties: { timestamp: { type: 'string' }, sandboxes: { type: 'integer' } } },
      MaxTeamMetric: { type: 'object', properties: { timestamp: { type: 'string' }, value: { type: 'number' } } },
    } } };
    const explained = await explainPath('metrics.json', document, '/teams/{teamID}/metrics/max');
    expect(segment(explained, 'max')).toEqual({ segment: 'max', role: 'view', evidence: [{ id: 'measures-listed-items', detail: 'GET /teams/{teamID}/metrics/max answers one MaxTeamMetric, "max" and TeamMetric, which GET /teams/{teamID}/metrics lists: a measure of those items, a view of them, no collection of its own', source: '/teams/{teamID}/metrics GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/\(measures-listed-items: /) });
  });
});

describe('explain a name listing records named for the items of the collection before it', () => {
  it('reads it as a view of those items, and path-nesting-depth counts no level', async () => {
    const record = { type: 'object', properties: { tag_id: { type: 'integer' }, tag_name: { type: 'string' }, radius_meters: { type: 'integer' } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {
      '/api/v1/tags/privacy_zones': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: record } } } } } } },
    } };
    const explained = await explainPath('zones.json', document, '/api/v1/tags/privacy_zones');
    expect(segment(explained, 'privacy_zones')).toEqual({ segment: 'privacy_zones', role: 'view', evidence: [{ id: 'lists-items-named-for-name-before', detail: 'GET /api/v1/tags/privacy_zones lists records of tag_id, tag_name, with no id of their own: items of "tags", which "privacy_zones" picks, a view of them, no collection of its own', source: '/api/v1/tags/privacy_zones GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name answering what the collection before it answers, its items named for that collection', () => {
  it('reads it as a view of the collection, and path-nesting-depth counts no level', async () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const answer = { responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref('PageBookDto') } } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/books': { get: answer }, '/books/duplicates': { get: answer } }, components: { schemas: {
      PageBookDto: { type: 'object', properties: { content: { type: 'array', items: ref('BookDto') }, totalElements: { type: 'integer' } } },
      BookDto: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    } } };
    const explained = await explainPath('books.json', document, '/books/duplicates');
    expect(segment(explained, 'duplicates')).toEqual({ segment: 'duplicates', role: 'view', evidence: [{ id: 'lists-collection-items', detail: 'GET /books/duplicates answers what GET /books answers, a list of BookDto: the items of "books", which "duplicates" picks, a view of them, no collection of its own', source: '/books GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a word written again where the document reads it as a verb elsewhere', () => {
  const done = { responses: { '204': { description: 'done' } } };
  const attributePaths = { '/attributes/view/{attributeId}': { get: done }, '/attributes/delete/{attributeId}': { post: done } };
  it('reads it as the same verb, naming where it stands among verbs', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { ...attributePaths, '/noticelists/view/{noticelistId}': { get: done } } };
    const explained = await explainPath('misp.json', document, '/noticelists/view/{noticelistId}');
    expect(segment(explained, 'view')).toEqual({ segment: 'view', role: 'action', evidence: [{ id: 'verb-written-again', detail: '"view" is a verb in /attributes/view/{attributeId}, where the document puts verbs (/attributes/delete/{attributeId}): the same word here is the same verb', source: '/attributes/view/{attributeId}' }] });
    expect(segment(explained, '{noticelistId}')).toMatchObject({ role: 'action argument' });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
  it('keeps a name the parameter after it is named after', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { ...attributePaths, '/dashboards/view/{viewId}': { get: done } } };
    const explained = await explainPath('dashboards.json', document, '/dashboards/view/{viewId}');
    expect(segment(explained, 'view')).toMatchObject({ role: 'collection' });
    expect(segment(explained, '{viewId}')).toMatchObject({ role: 'item' });
  });
});

describe('explain a compound led by a verb among compounds led by plain verbs on the same thing', () => {
  it('reads it as the action, naming a plain verb beside it', async () => {
    const done = { responses: { '204': { description: 'done' } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/osis/startPipeline/{PipelineName}': { put: done }, '/osis/getPipeline/{PipelineName}': { get: done }, '/osis/deletePipeline/{PipelineName}': { delete: done } } };
    const explained = await explainPath('osis.json', document, '/osis/startPipeline/{PipelineName}');
    expect(segment(explained, 'startPipeline')).toMatchObject({ role: 'action', evidence: [{ id: 'verbs-beside-it', source: '/osis/getPipeline/{PipelineName}' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain a name written out where a collection item id stands', () => {
  it('reads the name as an item alias, with the sibling laid out alike as evidence', async () => {
    const read = (operationId: string) => ({ get: { operationId, responses: { '200': { description: 'done' } } } });
    const layer = (name: string) => ({ [`/collections/${name}`]: read(`describe${name}Collection`), [`/collections/${name}/items`]: read(`get${name}Features`), [`/collections/${name}/items/{featureId}`]: read(`get${name}Feature`) });
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/collections': read('getCollections'), ...layer('cities'), ...layer('rivers') } };
    const explained = await explainPath('features.json', document, '/collections/cities/items');
    expect(segment(explained, 'cities')).toEqual({ segment: 'cities', role: 'item alias', evidence: [{ id: 'written-out-items', detail: 'the paths under "rivers" go on as those under "cities" do, their operations named alike but for that name: "cities" is one item of "collections", written out where its id would stand', source: '/collections/rivers' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a verb run on an item beside its other actions, a name before the id', () => {
  it('reads the name as a qualifier, with the action beside it as evidence', async () => {
    const post = { post: { responses: { '200': { description: 'done' } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/faces': { get: { responses: { '200': { description: 'the faces' } } } }, '/faces/{name}/register': post, '/faces/train/{name}/classify': post } };
    const explained = await explainPath('faces.json', document, '/faces/train/{name}/classify');
    expect(segment(explained, 'train')).toEqual({ segment: 'train', role: 'qualifier', evidence: [{ id: 'action-beside-on-item', detail: '"classify", a verb only POST runs, ends the path as /faces/{name}/register ends a path from the item: the action run on that item, "train" saying how', source: '/faces/{name}/register' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a phrase a lone POST is named for making', () => {
  it('reads the phrase as a collection, with the operation as evidence', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/admin/test-login-flows': { post: { operationId: 'createTestLoginFlow', responses: { '201': { description: 'the flow' } } } } } };
    const explained = await explainPath('flows.json', document, '/admin/test-login-flows');
    expect(segment(explained, 'test-login-flows')?.evidence).toContainEqual({ id: 'operations-name-object', detail: 'POST /admin/test-login-flows is named createTestLoginFlow: another verb run on "test-login-flows", a thing, and no operation here leads with its first word', source: '/admin/test-login-flows POST' });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe('explain a name whose list holds items named after the name before it', () => {
  it('reads the name as a qualifier, with the listed schema as evidence', async () => {
    const token = { $ref: '#/components/schemas/user.Token' };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/user/settings/token/caldav': { get: { responses: { '200': { description: 'the tokens', content: { 'application/json': { schema: { type: 'array', items: token } } } } } } }, '/user/settings/token/caldav/{id}': { delete: { responses: { '204': { description: 'deleted' } } } } }, components: { schemas: { 'user.Token': { type: 'object', properties: { id: { type: 'integer' } } } } } };
    const explained = await explainPath('tokens.json', document, '/user/settings/token/caldav/{id}');
    expect(segment(explained, 'caldav')).toEqual({ segment: 'caldav', role: 'qualifier', evidence: [{ id: 'lists-items-named-before', detail: 'what is listed here is user.Token, named after "token": "caldav" says which of its items, no collection of its own', source: '/user/settings/token/caldav' }] });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a compound among names most of which are verb-led calls', () => {
  it('reads it as a call, naming a verb-led name beside it', async () => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    const names = ['get-users', 'get-user', 'add-user', 'update-user', 'delete-user', 'get-groups', 'add-group', 'delete-group', 'get-roles', 'add-role', 'run-syncer'];
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: Object.fromEntries(names.map((name) => [`/api/${name}`, read])) };
    const explained = await explainPath('calls.json', document, '/api/run-syncer');
    expect(segment(explained, 'run-syncer')).toEqual({ segment: 'run-syncer', role: 'action', evidence: [{ id: 'among-calls', detail: 'two in three names beside it are led by a verb (/api/get-users): the names there are calls, and this one too, no collection', source: '/api/get-users' }] });
  });
});

describe('explain commands under a name saying its paths run them', () => {
  it('reads each as an action, naming the prefix, and asks it for no body', async () => {
    const command = { post: { responses: { '200': { description: 'done' } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/action/gravity': command, '/action/restartdns': command, '/action/flush/logs': command } };
    const explained = await explainPath('commands.json', document, '/action/restartdns');
    expect(segment(explained, 'restartdns')).toEqual({ segment: 'restartdns', role: 'action', evidence: [{ id: 'under-commands-name', detail: '"action" before it says what its paths run, and every path under it is run by POST alone: a command, no collection', source: '/action' }] });
    expect(verdictOf(explained, 'method-body-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a name led by a negation', () => {
  it('cites the negation and judges no number', async () => {
    const entries = { type: 'array', items: { type: 'object', properties: { difference: { type: 'string' } } } };
    const read = { get: { responses: { '200': { description: 'the insight', content: { 'application/json': { schema: entries } } } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/insight/expense/no-bill': read, '/insight/expense/total': read } };
    const explained = await explainPath('insight.json', document, '/insight/expense/no-bill');
    expect(segment(explained, 'no-bill')?.evidence).toContainEqual({ id: 'negation-head', detail: '"no-bill" is led by the negation "no": it names what lacks the rest, a filter with no plural', source: 'rulesets/vocabulary/determiners.json' });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe("explain the one path under a report's name", () => {
  it('reads the name as a prefix, what follows it a measure', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/reports/hosts': { get: { responses: { '200': { description: 'host counts' } } } } } };
    const explained = await explainPath('reports.json', document, '/reports/hosts');
    expect(segment(explained, 'reports')).toEqual({ segment: 'reports', role: 'shared prefix', evidence: [{ id: 'vocabulary:report-nouns', detail: 'it names a report, no id follows it and no operation of its own reads or writes it: the name after it is one of its measures, no sub-collection', source: 'rulesets/vocabulary/report-nouns.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a bare number right after a name saying the API', () => {
  it('reads it as the version at any depth, citing the name', async () => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/ocs/v2.php/apps/tables/api/2/tables': read, '/ocs/v2.php/apps/tables/api/2/{nodeCollection}/{nodeId}': read } };
    const explained = await explainPath('tables.json', document, '/ocs/v2.php/apps/tables/api/2/tables');
    expect(segment(explained, '2')).toEqual({ segment: '2', role: 'version', evidence: [{ id: 'number-after-api-name', detail: '"2" right after "api", a name saying the API, versions it, however deep it stands', source: 'rulesets/vocabulary/api-names.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a plural whose POST sets the record its GET reads', () => {
  it('reads it as one resource, nothing created in it', async () => {
    const record = { $ref: '#/components/schemas/UserSettingsNotifications' };
    const answer = { description: 'the settings', content: { 'application/json': { schema: record } } };
    const document = {
      openapi: '3.0.3', info: { title: 't', version: '1' },
      paths: { '/user/{userId}/settings/notifications': { get: { responses: { '200': answer } }, post: { requestBody: { content: { 'application/json': { schema: record } } }, responses: { '200': answer } } } },
      components: { schemas: { UserSettingsNotifications: { type: 'object', properties: { emailEnabled: { type: 'boolean' }, pgpKey: { type: 'string' } } } } },
    };
    const explained = await explainPath('settings.json', document, '/user/{userId}/settings/notifications');
    expect(segment(explained, 'notifications')).toMatchObject({ role: 'singleton', evidence: [{ id: 'used-as-one' }] });
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain a name a verb beside it works on', () => {
  it('cites the verb the document shares as a prefix before it', async () => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/api/v1/get/quarantine/all': read, '/api/v1/get/domain/all': read, '/api/v1/get/mailbox/all': read } };
    const explained = await explainPath('mailcow.json', document, '/api/v1/get/quarantine/all');
    expect(segment(explained, 'quarantine')?.evidence).toContainEqual({ id: 'after-verb-prefix', detail: '"get" before it, a create, read, update or delete verb the document shares as a prefix, works on it: what it names, no verb' });
    expect(verdictOf(explained, 'path-nouns')).toMatchObject({ reported: false });
  });

  it('cites the verb ending the path after a verb APIs use as a noun', async () => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/boards/{boardID}/archive/export': read, '/boards/{boardID}': read } };
    const explained = await explainPath('focalboard.json', document, '/boards/{boardID}/archive/export');
    expect(segment(explained, 'archive')?.evidence).toContainEqual({ id: 'object-of-last-verb', detail: '"archive", a verb APIs use as a noun, is what "export" ending the path works on', source: 'rulesets/vocabulary/verbs-naming-things.json' });
    expect(verdictOf(explained, 'path-nouns')?.findings.map((finding) => finding.message)).toEqual(['path "/boards/{boardID}/archive/export" has the verb "export" in segment "export"; name the resource with a noun and let the HTTP method say what is done']);
  });
});

describe('explain a version parameter right after a name saying the API', () => {
  it('reads it as the version the client names', async () => {
    const parameter = { name: 'api_version', in: 'path', required: true, schema: { type: 'string' } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/api/{api_version}/media': { parameters: [parameter], post: { responses: { '200': { description: 'done' } } } } } };
    const explained = await explainPath('gotosocial.json', document, '/api/{api_version}/media');
    expect(segment(explained, '{api_version}')).toEqual({ segment: '{api_version}', role: 'version', evidence: [{ id: 'version-parameter-after-api-name', detail: '{api_version} is named for a version and stands right after a name saying the API, names after it: the version the client names' }] });
  });
});

describe('explain a verb run together with its object, as the summaries lead', () => {
  it('reads a verb any summary leads with, the rest a word of the document, as an action', async () => {
    const answer = { description: 'the items', content: { 'application/json': { schema: { type: 'object', properties: { file: { type: 'string' } } } } } };
    const document = (summary: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/open/checkfile/{id}': { get: { summary, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': answer } } } } });
    const explained = await explainPath('check.json', document('Check if a file is in docspell'), '/open/checkfile/{id}');
    expect(segment(explained, 'checkfile')?.role).toBe('action');
    expect(segment(explained, 'checkfile')?.evidence.map((piece) => piece.id)).toEqual(['run-together-verb']);
    const found = await explainPath('check.json', document('Find the items holding a file'), '/open/checkfile/{id}');
    expect(segment(found, 'checkfile')?.role).toBe('collection');
  });

  it('reads a verb phrase the summary spells, its last word in the plural in the name, as an action', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/admin/convertallpdfs': { post: { summary: 'Convert all PDF files not yet converted', responses: { '200': { description: 'submitted' } } } } } };
    const explained = await explainPath('convert.json', document, '/admin/convertallpdfs');
    expect(segment(explained, 'convertallpdfs')).toMatchObject({ role: 'action', evidence: [{ id: 'run-together-verb' }] });
    expect(verdictOf(explained, 'method-body-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a name reading a collection\'s items in more detail', () => {
  const record = (fields: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) });
  const answer = (schema: object) => ({ '200': { description: 'the tags', content: { 'application/json': { schema } } } });
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const document = (detailFields: readonly string[]) => ({
    openapi: '3.0.3', info: { title: 't', version: '1' },
    paths: {
      '/tag': { get: { responses: answer({ type: 'array', items: ref('TagResource') }) } },
      '/tag/{id}': { get: { responses: answer(ref('TagResource')) } },
      '/tag/detail': { get: { responses: answer({ type: 'array', items: ref('TagDetailsResource') }) } },
      '/tag/detail/{id}': { get: { responses: answer(ref('TagDetailsResource')) } },
    },
    components: { schemas: { TagResource: record(['id', 'label']), TagDetailsResource: record(detailFields) } },
  });

  it('reads the list as a view and the item under it as the tag, citing the schemas', async () => {
    const listed = await explainPath('tags.json', document(['id', 'label', 'artistIds']), '/tag/detail');
    expect(segment(listed, 'detail')).toMatchObject({ role: 'view', evidence: [{ id: 'lists-items-in-detail', source: '/tag GET' }] });
    expect(verdictOf(listed, 'path-nesting-depth')).toMatchObject({ reported: false });
    const item = await explainPath('tags.json', document(['id', 'label', 'artistIds']), '/tag/detail/{id}');
    expect(segment(item, 'detail')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'answers-item-in-detail', detail: 'GET /tag/detail/{id} answers TagDetailsResource, every field of what GET /tag/{id} answers and more: the item in more detail, "detail" no collection of its own' }] });
    expect(verdictOf(item, 'path-nesting-depth')).toMatchObject({ reported: false });
  });

  it('reads a view at any depth, where the list is the one array of an object answered', async () => {
    const list = (items: string) => answer({ type: 'object', properties: { run_id: { type: 'string' }, events: { type: 'array', items: ref(items) } } });
    const nested = {
      openapi: '3.0.3', info: { title: 't', version: '1' },
      paths: {
        '/runs/{runId}/tags': { get: { responses: list('TagResponse') } },
        '/runs/{runId}/tags/history': { get: { responses: list('TagHistoryItem') } },
      },
      components: { schemas: { TagResponse: record(['key', 'value', 'set_at']), TagHistoryItem: record(['key', 'value', 'set_at', 'event_type']) } },
    };
    const explained = await explainPath('runs.json', nested, '/runs/{runId}/tags/history');
    expect(segment(explained, 'history')).toMatchObject({ role: 'view', evidence: [{ id: 'lists-items-in-detail', source: '/runs/{runId}/tags GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });

  it('reads one field of the items, listed alone, as a view, citing the collection', async () => {
    const page = (items: object) => answer({ type: 'object', properties: { content: { type: 'array', items }, totalElements: { type: 'integer' } } });
    const authors = (listed: object) => ({
      openapi: '3.0.3', info: { title: 't', version: '1' },
      paths: { '/authors': { get: { responses: page(ref('AuthorDto')) } }, '/authors/names': { get: { responses: page(listed) } } },
      components: { schemas: { AuthorDto: record(['name', 'role']) } },
    });
    const names = await explainPath('authors.json', authors({ type: 'string' }), '/authors/names');
    expect(segment(names, 'names')).toMatchObject({ role: 'view', evidence: [{ id: 'lists-field-of-items', source: '/authors GET' }] });
    expect(verdictOf(names, 'path-nesting-depth')).toMatchObject({ reported: false });
    const records = await explainPath('authors.json', authors(record(['id', 'name'])), '/authors/names');
    expect(segment(records, 'names')).toMatchObject({ role: 'collection' });
    expect(verdictOf(records, 'path-nesting-depth')).toMatchObject({ reported: true });
  });

  it('reads a sub-collection where the detail lacks a field of the tag', async () => {
    const item = await explainPath('tags.json', document(['id', 'artistIds', 'notes']), '/tag/detail/{id}');
    expect(segment(item, 'detail')?.role).toBe('collection');
    expect(verdictOf(item, 'path-nesting-depth')).toMatchObject({ reported: true });
  });
});

describe('explain a list answer reported where a shared response is defined', () => {
  it('counts it against the path whose GET answers it', async () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/decisions': { get: { responses: { '200': { $ref: '#/components/responses/emptyResponse' } } } } }, components: { responses: { emptyResponse: { description: 'An empty response' } } } };
    const explained = await explainPath('decisions.json', document, '/decisions');
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: true, findings: [{ path: ['components', 'responses', 'emptyResponse'], message: 'list response 200 of GET /decisions has no JSON body; answer with {data, next_cursor, total} as application/json' }] });
  });
});

describe('explain the API\'s own name before a parameter naming a name under it', () => {
  it('keeps it a prefix, citing the parameter', async () => {
    const read = { get: { responses: { '200': { description: 'done' } } } };
    const document = (parameter: string) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/api/index': read, '/api/index/{index}': read, [`/api/{${parameter}}/_search`]: read } });
    const explained = await explainPath('zinc.json', document('index'), '/api/index');
    expect(segment(explained, 'api')).toEqual({ segment: 'api', role: 'shared prefix', evidence: [{ id: 'vocabulary:api-names', detail: 'a first segment that names the API itself, before 2 path keys; the parameter after it ({index}) is the item of the name written right under it, no item of this one', source: 'rulesets/vocabulary/api-names.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
    const tenant = await explainPath('zinc.json', document('tenant'), '/api/index');
    expect(segment(tenant, 'api')?.role).toBe('collection');
  });
});

describe('explain a name of calls on an item, named as the calls beside it are', () => {
  it('reads the name as an action resting on a verb-named call beside it, which method-body-semantics asks no body of', async () => {
    const invoice = { description: 'the invoice', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } };
    const call = (operationId: string) => ({ post: { operationId, responses: { '200': invoice } } });
    const paths = { '/invoices/{invoiceId}': { get: { responses: { '200': invoice } } }, '/invoices/{invoiceId}/approve': call('approve-invoice'), '/invoices/{invoiceId}/retry': call('retry-invoice'), '/invoices/{invoiceId}/snapshot-quantities': call('snapshot-quantities-invoice') };
    const explained = await explainPath('invoices.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/invoices/{invoiceId}/snapshot-quantities');
    expect(segment(explained, 'snapshot-quantities')).toEqual({ segment: 'snapshot-quantities', role: 'action', evidence: [{ id: 'verb-led-beside', detail: '"snapshot" leads "snapshot-quantities" where the document puts verbs: only POST runs here, and POST-only names beside it are led by verbs (/invoices/{invoiceId}/approve)', source: '/invoices/{invoiceId}/approve' }] });
    expect(verdictOf(explained, 'method-body-semantics')).toMatchObject({ reported: false });
  });
});

describe('explain a collection repeated under a name', () => {
  it('reads the name as a qualifier resting on the twin paths, which path-nesting-depth counts no level for', async () => {
    const read = { get: { responses: { '200': { description: 'the API' } } } };
    const paths = { '/apis': read, '/apis/{apiID}': read, '/apis/{apiID}/versions': read, '/apis/oas': read, '/apis/oas/{apiID}': read, '/apis/oas/{apiID}/versions': read };
    const explained = await explainPath('apis.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/apis/oas/{apiID}/versions');
    expect(segment(explained, 'oas')).toMatchObject({ segment: 'oas', role: 'qualifier', evidence: [{ id: 'repeats-collection', source: '/apis/{apiID}' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain an array a PUT writes whole', () => {
  it('reads the answer as one value, which list-envelope asks no envelope of', async () => {
    const value = { type: 'array', items: { type: 'string' } };
    const paths = { '/indexes/{uid}/settings/synonyms': { get: { responses: { '200': { description: 'the synonyms', content: { 'application/json': { schema: value } } } } }, put: { requestBody: { content: { 'application/json': { schema: value } } }, responses: { '202': { description: 'the task' } } } } };
    const explained = await explainPath('settings.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/indexes/{uid}/settings/synonyms');
    expect(segment(explained, 'synonyms')?.evidence).toContainEqual({ id: 'answers-value-written-whole', detail: 'GET /indexes/{uid}/settings/synonyms answers what PUT here sends whole, the same schema, and nothing adds to it or reaches one of its items: one value written at once, not a page of items', source: '/indexes/{uid}/settings/synonyms PUT' });
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain a map of plain values under the path\'s name', () => {
  it('reads the name as one value, which list-envelope asks no envelope of', async () => {
    const params = { type: 'object', properties: { params: { type: 'object', additionalProperties: { type: 'string', enum: ['string', 'int'] } } } };
    const paths = { '/scripts/{scriptID}': { get: { responses: { '200': { description: 'the script' } } } }, '/scripts/{scriptID}/params': { get: { responses: { '200': { description: 'the parameters', content: { 'application/json': { schema: params } } } } } } };
    const explained = await explainPath('scripts.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/scripts/{scriptID}/params');
    expect(segment(explained, 'params')).toMatchObject({ segment: 'params', role: 'singleton', evidence: [{ id: 'answers-values-by-name', source: '/scripts/{scriptID}/params GET' }] });
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain a name read with its collection\'s own query', () => {
  it('reads the name as a view resting on the collection\'s GET, which path-nesting-depth counts no level for', async () => {
    const query = (names: readonly string[]) => names.map((name) => ({ name, in: 'query', schema: { type: 'string' } }));
    const read = (names: readonly string[]) => ({ get: { parameters: query(names), responses: { '200': { description: 'the spans', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } }, next_cursor: { type: 'string' } } } } } } } } });
    const paths = { '/projects': read(['limit']), '/projects/{id}': read([]), '/projects/{id}/spans': read(['trace_id', 'span_id', 'parent_id']), '/projects/{id}/spans/otlpv1': read(['trace_id', 'span_id', 'parent_id']) };
    const explained = await explainPath('spans.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/projects/{id}/spans/otlpv1');
    expect(segment(explained, 'otlpv1')).toMatchObject({ segment: 'otlpv1', role: 'view', evidence: [{ id: 'renders-collection', source: '/projects/{id}/spans GET' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a name a parameter named after another name follows', () => {
  it('reads the name as an action: the parameter is the other name\'s id, so path-nesting-depth asks no id before it', async () => {
    const posted = { post: { responses: { '204': { description: 'done' } } } };
    const paths = { '/document/{docName}': { get: { responses: { '200': { description: 'the document' } } } }, '/document/upload': posted, '/document/upload/{folderName}': posted, '/folders/{folderName}': { get: { responses: { '200': { description: 'the folder' } } } } };
    const explained = await explainPath('documents.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/document/upload');
    expect(segment(explained, 'upload')?.role).toBe('action');
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a verb-led name right after a collection', () => {
  it('reads the name as an action run on the collection, which path-nesting-depth counts no level for', async () => {
    const ok = { responses: { '200': { description: 'done' } } };
    const paths = { '/workflows': { get: ok }, '/workflows/{uid}': { get: ok }, '/workflows/render-task/http': { post: ok } };
    const explained = await explainPath('workflows.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/workflows/render-task/http');
    expect(segment(explained, 'render-task')).toEqual({ segment: 'render-task', role: 'action', evidence: [{ id: 'verb-led-action', detail: '"render" leads "render-task", right after the collection "workflows" on a path only POST runs with no id after it: an action run on that collection, no sub-collection', source: 'rulesets/vocabulary/verbs.json' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringContaining('"render-task" is an action run on the collection before it, no level of its own (verb-led-action:') });
  });
});

describe('explain a name ending in the product\'s name', () => {
  it('reads no plural in it, which list-envelope judges no list for', async () => {
    const state = { type: 'object', properties: { state: { type: 'string' }, comm_prefs_missing: { type: 'boolean' } } };
    const paths = { '/setup_lakefs': { get: { responses: { '200': { description: 'the state', content: { 'application/json': { schema: state } } } } }, post: { responses: { '200': { description: 'set up' } } } } };
    const explained = await explainPath('setup.json', { openapi: '3.1.0', info: { title: 'lakeFS API', version: '1' }, paths }, '/setup_lakefs');
    expect(segment(explained, 'setup_lakefs')?.evidence).toEqual([{ id: 'names-the-product', detail: '"setup_lakefs" ends in the product\'s own name as the document\'s title spells it ("lakeFS API"): no plural, whatever letter ends it', source: 'info.title' }]);
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain a last name the operations name for listing the plural before it, words of the path between', () => {
  it('reads the name as a view, which path-nesting-depth counts no level for', async () => {
    const ok = { responses: { '200': { description: 'done' } } };
    const paths = { '/auth/users/{userId}': { get: ok }, '/auth/users/{userId}/external/principals/ls': { get: { operationId: 'listUserExternalPrincipals', ...ok } } };
    const explained = await explainPath('principals.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/auth/users/{userId}/external/principals/ls');
    expect(segment(explained, 'ls')).toMatchObject({ role: 'view', evidence: [{ id: 'operations-list-name-before' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain an object a PUT writes whole', () => {
  it('reads the answer as one value, which list-envelope asks no envelope of', async () => {
    const rules = { type: 'object', properties: { default_retention_days: { type: 'integer' }, branches: { type: 'array', items: { type: 'object', properties: { branch_id: { type: 'string' } } } } } };
    const paths = { '/repositories/{repository}/settings/gc_rules': { get: { responses: { '200': { description: 'the rules', content: { 'application/json': { schema: rules } } } } }, put: { requestBody: { content: { 'application/json': { schema: rules } } }, responses: { '204': { description: 'set' } } } } };
    const explained = await explainPath('gc.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/repositories/{repository}/settings/gc_rules');
    expect(segment(explained, 'gc_rules')?.evidence).toContainEqual(expect.objectContaining({ id: 'answers-value-written-whole' }));
    expect(verdictOf(explained, 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe('explain a name under a collection answering what the collection and its items answer', () => {
  it('reads the name as a qualifier, a kind of the collection\'s items, which path-nesting-depth counts no level for', async () => {
    const archive = { type: 'object', properties: { uid: { type: 'string' }, kind: { type: 'string' } } };
    const detail = { type: 'object', properties: { uid: { type: 'string' }, kind: { type: 'string' }, kube_object: { type: 'object' } } };
    const read = (schema: object) => ({ get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } });
    const paths = { '/archives': read({ type: 'array', items: archive }), '/archives/{uid}': read(detail), '/archives/schedules': read({ type: 'array', items: archive }), '/archives/schedules/{uid}': read(detail) };
    const explained = await explainPath('archives.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/archives/schedules/{uid}');
    expect(segment(explained, 'schedules')).toEqual({ segment: 'schedules', role: 'qualifier', evidence: [{ id: 'mirrors-collection', detail: 'GET /archives/schedules and GET /archives/schedules/{uid} answer what GET /archives and GET /archives/{uid} answer: the items of "archives" of one kind, no level of its own', source: '/archives/{uid}' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe('explain a parameter named after a plural under a singular name', () => {
  it('reads it as the id of one of those, which path-plural-collections asks no plural of', async () => {
    const read = { get: { responses: { '200': { description: 'ok' } } } };
    const paths = { '/cluster/nodes': read, '/cluster/status': read, '/cluster/{node_id}/logs': read };
    const explained = await explainPath('cluster.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/cluster/{node_id}/logs');
    expect(segment(explained, 'cluster')?.evidence).toContainEqual({ id: 'id-of-name-under', detail: '/cluster/{node_id}/logs follows it with {node_id}, named after "nodes", whose own path stands right under it: the id of one of those, no item of this name', source: '/cluster/nodes' });
    expect(verdictOf(explained, 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe('explain a name where the document puts verbs, before an item\'s parameter', () => {
  it('reads the parameter as what the verb runs on, and path-nesting-depth counts no level', async () => {
    const post = { post: { responses: { '200': { description: 'done' } } } };
    const paths = { '/backends': { get: { responses: { '200': { description: 'ok' } } } }, '/backends/delete/{name}': post, '/backends/upgrade/{name}': post };
    const explained = await explainPath('backends.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/backends/upgrade/{name}');
    expect(segment(explained, '{name}')).toMatchObject({ role: 'action argument', evidence: [{ id: 'verbs-beside-it', detail: '{name} is what "upgrade" runs on' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringContaining('"upgrade" is an action under "backends"') });
  });
});

describe('explain a verb-led action ending a path right after a collection under an item', () => {
  it('reads the name as the action the summary leads with, which path-nesting-depth counts no level for', async () => {
    const ok = { responses: { '200': { description: 'done' } } };
    const paths = {
      '/projects/{projectID}': { get: ok },
      '/projects/{projectID}/subscriptions/{subscriptionID}': { get: ok },
      '/projects/{projectID}/subscriptions/test_function': { post: { summary: 'Test a subscription function', ...ok } },
    };
    const explained = await explainPath('convoy.json', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths }, '/projects/{projectID}/subscriptions/test_function');
    expect(segment(explained, 'test_function')).toMatchObject({ segment: 'test_function', role: 'action', evidence: [{ id: 'summary-leads-with-verb' }] });
    expect(verdictOf(explained, 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringContaining('"test_function" is an action under "subscriptions", no level of its own (summary-leads-with-verb:') });
  });
});
