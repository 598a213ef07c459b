import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/explain.js';
import { answeringDocuments } from '../helpers/answer-cases.js';
import { jsonAnswer, withPathItemBehindRef } from '../helpers/path-item-documents.js';

const user = { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } } };
const block = { type: 'object', properties: { hash: { type: 'string' }, height: { type: 'integer' } } };
const cases = answeringDocuments({
  '/users/{id}': { ref: 'User' },
  '/users/mail/{email}': { ref: 'User' },
  '/blocks/{hash_or_number}': { ref: 'Block' },
  '/blocks/{hash_or_number}/next': { listOf: 'Block' },
}, { User: user, Block: block });

let directory = '';
let written = 0;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'explain-evidence-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The reading of `pathKey` in `document`, written to a file of its own. */
async function readingOf(version: string, document: object, pathKey: string) {
  written += 1;
  const file = path.join(directory, `api-${version}-${written}.json`);
  await writeFile(file, JSON.stringify(document));
  return (await explain(file, { path: pathKey })).paths[0];
}

describe.each(answeringDocuments({
  '/v2/accounts/cash/{id}': { ref: 'Account' },
  '/v2/accounts/cash/primary': { ref: 'Account' },
  '/v2/accounts/card': { listOf: 'Statement' },
  '/v2/accounts/card/primary/statements': { listOf: 'Statement' },
}, { Account: user, Statement: block }))('explain reads a name beside a sibling\'s item alias, OpenAPI $version', ({ version, document }) => {
  it('`primary` under `card` stands for one item, as it does under `cash`, and path-nesting-depth says so', async () => {
    const reading = await readingOf(version, document, '/v2/accounts/card/primary/statements');
    expect(reading?.segments.find((segment) => segment.segment === 'primary')).toMatchObject({ role: 'item alias', evidence: [{ id: 'answers-as-item-beside', source: '/v2/accounts/cash/primary GET' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"primary" is an item alias, no level of its own \(answers-as-item-beside: GET \/v2\/accounts\/cash\/primary answers what GET \/v2\/accounts\/cash\/\{id\} answers/) });
  });
});

describe.each(cases)('explain reads what the paths answer, OpenAPI $version', ({ version, document }) => {
  const explained = (pathKey: string) => readingOf(version, document, pathKey);

  it('a key between a collection and a value is a lookup where the GET answers the item, and path-nesting-depth says so', async () => {
    const mail = await explained('/users/mail/{email}');
    expect(mail?.segments.find((segment) => segment.segment === 'mail')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'answers-as-item', source: '/users/{id} GET' }] });
    expect(mail?.segments.find((segment) => segment.segment === '{email}')?.role).toBe('item by another key');
    const nesting = mail?.rules.find((verdict) => verdict.rule === 'path-nesting-depth');
    expect(nesting).toMatchObject({ reported: false });
    expect(nesting?.why).toMatch(/"mail" is a qualifier, no level of its own \(answers-as-item: GET \/users\/mail\/\{email\} answers what GET \/users\/\{id\} answers/);
  });

  it('a word for the items beside one item is a view, resting on the list of the same items its GET answers', async () => {
    const next = await explained('/blocks/{hash_or_number}/next');
    expect(next?.segments.find((segment) => segment.segment === 'next')).toMatchObject({
      role: 'view',
      evidence: [{ id: 'vocabulary:view-words', source: 'rulesets/vocabulary/view-words.json' }, { id: 'answers-parent-items', source: '/blocks/{hash_or_number} GET' }],
    });
    expect(next?.rules.find((verdict) => verdict.rule === 'path-plural-collections')?.reported).toBe(false);
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain names the action that ends a path under a name with no id, OpenAPI %s', (version) => {
  it('path-nesting-depth lets it be, and says which action and on what evidence', async () => {
    const done = { post: { responses: { '204': { description: 'done' } } } };
    const document = withPathItemBehindRef(version, '/servers/{id}/actions/change_alias_ips', 'changeAliasIps', done, { '/servers/{id}': { get: { responses: { '200': { description: 'the server' } } } } });
    const reading = await readingOf(version, document, '/servers/{id}/actions/change_alias_ips');
    const nesting = reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth');
    expect(nesting).toMatchObject({ reported: false });
    expect(nesting?.why).toMatch(/"change_alias_ips" is an action under "actions", no level of its own \(sends-and-answers-nothing: only POST runs on \/servers\/\{id\}\/actions\/change_alias_ips/);
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a handle where an item\'s id stands, and views ending a path, OpenAPI %s', (version) => {
  it('`@me` rests on the list of item aliases, `@original` on its "@", each beside the path the ids follow in', async () => {
    const read = { get: { responses: { '200': { description: 'one member' } } } };
    const others = { '/guilds/{guild_id}/members/{user_id}': read, '/guilds/{guild_id}/members/@original': read };
    const document = withPathItemBehindRef(version, '/guilds/{guild_id}/members/@me', 'me', read, others);
    const me = await readingOf(version, document, '/guilds/{guild_id}/members/@me');
    expect(me?.segments.find((segment) => segment.segment === '@me')).toMatchObject({ role: 'item alias', evidence: [{ id: 'vocabulary:item-aliases', detail: '"me" stands for one item' }, { id: 'id-follows-elsewhere', source: '/guilds/{guild_id}/members/{user_id}' }] });
    const original = await readingOf(version, document, '/guilds/{guild_id}/members/@original');
    expect(original?.segments.find((segment) => segment.segment === '@original')).toMatchObject({ role: 'item alias', evidence: [{ id: 'handle', detail: '"@original" is written as a handle, with "@": it names one item' }, { id: 'id-follows-elsewhere' }] });
    expect(original?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false });
  });

  it('a participle and a view word ending a path after a plural are views, and path-nesting-depth names the first', async () => {
    const read = { get: { responses: { '200': { description: 'threads' } } } };
    const document = withPathItemBehindRef(version, '/channels/{channel_id}/threads/archived/public', 'public', read, { '/channels/{channel_id}': read });
    const reading = await readingOf(version, document, '/channels/{channel_id}/threads/archived/public');
    expect(reading?.segments.slice(-2)).toMatchObject([
      { segment: 'archived', role: 'view', evidence: [{ id: 'past-participle', detail: '"archived" is a past participle: it filters the items of "threads" or states theirs, no thing of its own' }] },
      { segment: 'public', role: 'view', evidence: [{ id: 'vocabulary:view-words' }] },
    ]);
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')?.why).toMatch(/but "archived" is a view, no level of its own \(past-participle: /);
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain names what makes a name no collection and no verb, OpenAPI %s', (version) => {
  it('an HTTP method\'s name, a mass noun right under a collection, and a state read back', async () => {
    const read = { get: { responses: { '200': { description: 'read' } } } };
    const document = withPathItemBehindRef(version, '/candidates/meta/patch/{id}', 'meta', read, { '/candidates/{id}': read, '/sync-status': read });
    const meta = await readingOf(version, document, '/candidates/meta/patch/{id}');
    expect(meta?.segments.find((segment) => segment.segment === 'patch')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'http-method-name' }] });
    expect(meta?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')?.why).toBe('not reported: the path reads as a not-under-id, but "meta" right under the collection "candidates" is one thing, no sub-collection (vocabulary:uncountables: "meta" is a mass noun)');
    const state = await readingOf(version, document, '/sync-status');
    expect(state?.segments[0]?.evidence.map((piece) => piece.id)).toContain('reads-state');
    expect(state?.rules.find((verdict) => verdict.rule === 'path-nouns')).toMatchObject({ reported: false });
  });

  it('a word for a view ending a path only POST runs is the action, as path-nouns reports it; read by GET, the view', async () => {
    const run = { post: { responses: { '200': { description: 'opened' } } } };
    const document = withPathItemBehindRef(version, '/accounts/open', 'open', run, { '/issues/open': { get: { responses: { '200': { description: 'open issues' } } } } });
    const opened = await readingOf(version, document, '/accounts/open');
    expect(opened?.segments.at(-1)).toMatchObject({ role: 'action', evidence: [{ id: 'post-only' }, { id: 'vocabulary:post-action-verbs', source: 'rulesets/vocabulary/post-action-verbs.json' }] });
    expect(opened?.rules.find((verdict) => verdict.rule === 'path-nouns')).toMatchObject({ reported: true });
    const view = await readingOf(version, document, '/issues/open');
    expect(view?.segments.at(-1)).toMatchObject({ role: 'view', evidence: [{ id: 'vocabulary:view-words' }] });
  });

  it('a verb after a word saying how many is one action on many, and path-nesting-depth counts neither as a level', async () => {
    const run = { post: { responses: { '204': { description: 'updated' } } } };
    const document = withPathItemBehindRef(version, '/authors/batch/update', 'batch', run, { '/authors/{id}': { get: { responses: { '200': { description: 'an author' } } } } });
    const batch = await readingOf(version, document, '/authors/batch/update');
    expect(batch?.segments.slice(-2)).toMatchObject([
      { segment: 'batch', role: 'qualifier', evidence: [{ id: 'vocabulary:batch-words' }] },
      { segment: 'update', role: 'action', evidence: [{ id: 'post-only' }, { id: 'vocabulary:verbs' }, { id: 'after-batch-word' }] },
    ]);
    expect(batch?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false });
    expect(batch?.rules.find((verdict) => verdict.rule === 'path-nouns')).toMatchObject({ reported: true });
  });
});

describe('explain counts the findings of the path asked for, not of a longer path ending in it', () => {
  it('`/tools/create-item` beside `/mobile/v1/tools/create-item`: path-nouns reported once, with its own finding', async () => {
    const ok = { responses: { '204': { description: 'done' } } };
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/tools/create-item': { post: ok }, '/mobile/v1/tools/create-item': { post: ok } } };
    const nouns = (await readingOf('3.0', document, '/tools/create-item'))?.rules.find((verdict) => verdict.rule === 'path-nouns');
    expect(nouns?.findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/^path "\/tools\/create-item" has the verb "create"/)]);
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name standing for the record its collection\'s POST makes, OpenAPI %s', (version) => {
  it('`me` under `customers` stands for the customer `POST /customers` makes, and path-nesting-depth says so', async () => {
    const customer = { type: 'object', properties: { email: { type: 'string' }, first_name: { type: 'string' } } };
    const signedUp = { type: 'object', properties: { token: { type: 'string' }, user: customer } };
    const document = withPathItemBehindRef(version, '/customers/me/addresses/{id}', 'address', { get: { responses: { '200': { description: 'an address' } } } }, {
      '/customers': { post: { responses: { '201': jsonAnswer(version, 'signed up', signedUp) } } },
      '/customers/me': { get: { responses: { '200': jsonAnswer(version, 'the signed-in customer', customer) } } },
    });
    const reading = await readingOf(version, document, '/customers/me/addresses/{id}');
    expect(reading?.segments.find((segment) => segment.segment === 'me')).toMatchObject({ role: 'item alias', evidence: [{ id: 'answers-what-collection-makes', source: '/customers POST' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"me" is an item alias, no level of its own \(answers-what-collection-makes: GET \/customers\/me answers the record POST \/customers makes/) });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name that is the media type its GET answers, OpenAPI %s', (version) => {
  it('`plain` of `GET /state/{stateId}/plain` answering `text/plain` is a view, and path-nouns finds no verb', async () => {
    const read = version === '2.0'
      ? { produces: ['text/plain;charset=UTF-8'], responses: { '200': { description: 'the value', schema: { type: 'string' } } } }
      : { responses: { '200': { description: 'the value', content: { 'text/plain;charset=UTF-8': { schema: { type: 'string' } } } } } };
    const document = withPathItemBehindRef(version, '/state/{stateId}/plain', 'plain', { get: { operationId: 'plainState', ...read } }, { '/state/{stateId}': { get: { responses: { '200': { description: 'the state' } } } } });
    const reading = await readingOf(version, document, '/state/{stateId}/plain');
    expect(reading?.segments.find((segment) => segment.segment === 'plain')).toMatchObject({ role: 'view', evidence: [{ id: 'names-media-type', source: '/state/{stateId}/plain GET' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name written as a version that no path goes on past, OpenAPI %s', (version) => {
  it('`/v2p` beside `/artifacts` is a name, no version', async () => {
    const ok = { responses: { '200': { description: 'done' } } };
    const document = withPathItemBehindRef(version, '/v2p', 'mappings', { get: ok, put: ok, delete: ok }, { '/artifacts': { get: ok } });
    const reading = await readingOf(version, document, '/v2p');
    expect(reading?.segments.find((segment) => segment.segment === 'v2p')).toMatchObject({ role: 'singleton', evidence: [{ id: 'name-like-version' }, { id: 'used-as-one' }] });
    expect(reading?.segments.some((segment) => segment.role === 'version')).toBe(false);
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a batch word before ids of the collection\'s items, OpenAPI %s', (version) => {
  it('`bulk` of `GET /sheets/bulk/{sheet_id_list}` qualifies the sheets read together, and path-nesting-depth says so', async () => {
    const document = withPathItemBehindRef(version, '/sheets/bulk/{sheet_id_list}', 'bulk', { get: { responses: { '200': { description: 'the sheets' } } } }, { '/sheets': { get: { responses: { '200': { description: 'the sheets' } } } } });
    const reading = await readingOf(version, document, '/sheets/bulk/{sheet_id_list}');
    expect(reading?.segments.find((segment) => segment.segment === 'bulk')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'id-named-after-name-before' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"bulk" is a qualifier, no level of its own/) });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a field of the record the name before answers, OpenAPI %s', (version) => {
  it('`providedSpec` of `…/{apiId}/specs/providedSpec` beside `GET …/specs` answering `{providedSpec}` is that field, and path-nesting-depth lets it be', async () => {
    const ok = { responses: { '204': { description: 'done' } } };
    const document = withPathItemBehindRef(version, '/apiInventory/{apiId}/specs/providedSpec', 'spec', { put: ok, delete: ok }, {
      '/apiInventory/{apiId}/specs': { get: { responses: { '200': jsonAnswer(version, 'the specs', { type: 'object', properties: { providedSpec: { type: 'object', properties: { spec: { type: 'string' } } }, reconstructedSpec: { type: 'object' } } }) } } },
    });
    const reading = await readingOf(version, document, '/apiInventory/{apiId}/specs/providedSpec');
    expect(reading?.segments.find((segment) => segment.segment === 'providedSpec')?.evidence).toContainEqual(expect.objectContaining({ id: 'field-of-record-before', source: '/apiInventory/{apiId}/specs GET' }));
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a first 0 beside a later bare version number as version 0, OpenAPI %s', (version) => {
  it('`0` of `/0/workers` beside `/1/workers` is a version', async () => {
    const ok = { responses: { '200': { description: 'done' } } };
    const document = withPathItemBehindRef(version, '/0/workers', 'old', { get: ok }, { '/1/workers': { get: ok } });
    const reading = await readingOf(version, document, '/0/workers');
    expect(reading?.segments.find((segment) => segment.segment === '0')).toMatchObject({ role: 'version', evidence: [{ id: 'zero-beside-later-version' }] });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name answering the one record its item answers, OpenAPI %s', (version) => {
  it('`importlist` of `/importlist/{id}`, both GETs answering one settings record, is one thing, and path-plural-collections says so', async () => {
    const section = { type: 'object', properties: { id: { type: 'integer' }, listSyncLevel: { type: 'string' } } };
    const document = withPathItemBehindRef(version, '/importlist/{id}', 'section', { get: { responses: { '200': jsonAnswer(version, 'the settings', section) } } }, {
      '/importlist': { get: { responses: { '200': jsonAnswer(version, 'the settings', section) } } },
    });
    const reading = await readingOf(version, document, '/importlist/{id}');
    expect(reading?.segments.find((segment) => segment.segment === 'importlist')).toMatchObject({ role: 'singleton', evidence: [{ id: 'reads-itself-by-id', source: '/importlist/{id} GET' }] });
    expect(reading?.segments.find((segment) => segment.segment === '{id}')).toMatchObject({ role: 'qualifier' });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads the name of an item key before its value, OpenAPI %s', (version) => {
  it('`uuid` of `GET /file/validate/uuid/{uuid}` is the key the file is found by, and path-plural-collections says so', async () => {
    const document = withPathItemBehindRef(version, '/file/validate/uuid/{uuid}', 'validate', { get: { responses: { '200': { description: 'the file' } } } });
    const reading = await readingOf(version, document, '/file/validate/uuid/{uuid}');
    expect(reading?.segments.find((segment) => segment.segment === 'uuid')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'names-item-key' }] });
    expect(reading?.segments.find((segment) => segment.segment === '{uuid}')).toMatchObject({ role: 'item by another key' });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a path parameter bounded above as a quantity, OpenAPI %s', (version) => {
  it('`{replica_count}` from 1 to 255 after `replica_count` is a quantity set, no item, and path-plural-collections says so', async () => {
    const count = version === '2.0' ? { name: 'replica_count', in: 'path', required: true, type: 'integer', minimum: 1, maximum: 255 } : { name: 'replica_count', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 255 } };
    const document = withPathItemBehindRef(version, '/volumes/{volume_id}/replica_count/{replica_count}', 'count', { put: { parameters: [count], responses: { '204': { description: 'set' } } } });
    const reading = await readingOf(version, document, '/volumes/{volume_id}/replica_count/{replica_count}');
    expect(reading?.segments.find((segment) => segment.segment === '{replica_count}')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'bounded-number', detail: expect.stringContaining('a number up to 255') }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a GET answering values of a closed set, OpenAPI %s', (version) => {
  it('`GET /server/actions` answering `{allowed-actions: [enum]}` answers which of a fixed set apply, and list-envelope says so', async () => {
    const answer = { type: 'object', properties: { 'allowed-actions': { type: 'array', items: { type: 'string', enum: ['read', 'grant', 'revoke'] } } } };
    const document = withPathItemBehindRef(version, '/server/actions', 'actions', { get: { responses: { '200': jsonAnswer(version, 'the allowed actions', answer) } } });
    const reading = await readingOf(version, document, '/server/actions');
    expect(reading?.segments.find((segment) => segment.segment === 'actions')?.evidence).toContainEqual(expect.objectContaining({ id: 'answers-closed-set', source: '/server/actions GET' }));
    expect(reading?.rules.find((verdict) => verdict.rule === 'list-envelope')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads names spelling the field the answered records are found by, OpenAPI %s', (version) => {
  it('`service` and `name` of `GET /device/service/name/{name}` listing records with a `serviceName` are the key, and path-plural-collections says so', async () => {
    const device = { type: 'object', properties: { name: { type: 'string' }, serviceName: { type: 'string' } } };
    const document = withPathItemBehindRef(version, '/device/service/name/{name}', 'byService', {
      get: { responses: { '200': jsonAnswer(version, 'the devices', { type: 'object', properties: { totalCount: { type: 'integer' }, devices: { type: 'array', items: device } } }) } },
    });
    const reading = await readingOf(version, document, '/device/service/name/{name}');
    const byField = { id: 'finds-by-field-of-names', source: '/device/service/name/{name} GET', detail: expect.stringContaining('a field "serviceName"') };
    expect(reading?.segments.find((segment) => segment.segment === 'service')).toMatchObject({ role: 'qualifier', evidence: [byField] });
    expect(reading?.segments.find((segment) => segment.segment === 'name')).toMatchObject({ role: 'qualifier', evidence: [byField] });
    expect(reading?.segments.find((segment) => segment.segment === '{name}')).toMatchObject({ role: 'item by another key' });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a GET answering the record its collection lists, OpenAPI %s', (version) => {
  it('`detail` of `GET /insights/detail/{insight_id}` qualifies the insight read by its id, and path-nesting-depth says so', async () => {
    const insight = { type: 'object', properties: { id: { type: 'string' }, barcode: { type: 'string' } } };
    const document = withPathItemBehindRef(version, '/insights/detail/{insight_id}', 'detail', { get: { responses: { '200': jsonAnswer(version, 'the insight', insight) } } }, {
      '/insights': { get: { responses: { '200': jsonAnswer(version, 'the insights', { type: 'object', properties: { count: { type: 'integer' }, insights: { type: 'array', items: insight } } }) } } },
    });
    const reading = await readingOf(version, document, '/insights/detail/{insight_id}');
    expect(reading?.segments.find((segment) => segment.segment === 'detail')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'answers-listed-item', source: '/insights GET' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"detail" is a qualifier, no level of its own \(answers-listed-item/) });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a singular name whose array PUT replaces whole, OpenAPI %s', (version) => {
  it('a feature\'s `definition`, read and replaced whole, is one value, and path-plural-collections says so', async () => {
    const identifiers = { type: 'array', items: { type: 'string' } };
    const put = version === '2.0'
      ? { parameters: [{ name: 'body', in: 'body', required: true, schema: identifiers }], responses: { '204': { description: 'replaced' } } }
      : { requestBody: { content: { 'application/json': { schema: identifiers } } }, responses: { '204': { description: 'replaced' } } };
    const document = withPathItemBehindRef(version, '/features/{featureId}/definition', 'definition', { get: { responses: { '200': jsonAnswer(version, 'the definition', identifiers) } }, put }, { '/features/{featureId}': { get: { responses: { '200': { description: 'the feature' } } } } });
    const reading = await readingOf(version, document, '/features/{featureId}/definition');
    expect(reading?.segments.find((segment) => segment.segment === 'definition')).toMatchObject({ role: 'singleton', evidence: [{ id: 'answers-value-written-whole' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-plural-collections')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a singular name with only verbs run under it, OpenAPI %s', (version) => {
  it('`relay` under a source is one thing the verbs run on, and path-nouns finds no verb out of place', async () => {
    const run = { post: { responses: { '204': { description: 'done' } } } };
    const document = withPathItemBehindRef(version, '/sources/{name}/relay/enable', 'enable', run, { '/sources/{name}': { get: { responses: { '200': { description: 'the source' } } } }, '/sources/{name}/relay/disable': run });
    const reading = await readingOf(version, document, '/sources/{name}/relay/enable');
    expect(reading?.segments.find((segment) => segment.segment === 'relay')).toMatchObject({ role: 'singleton', evidence: [{ id: 'only-verbs-under', source: '/sources/{name}' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nouns')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads parameters joined in one segment as one item, OpenAPI %s', (version) => {
  it('`{key}={value}` of `PUT /nodes/{id}/label/{key}={value}` is an item of `label`, and path-nesting-depth lets it be', async () => {
    const document = withPathItemBehindRef(version, '/nodes/{id}/label/{key}={value}', 'label', { put: { responses: { '204': { description: 'labelled' } } } }, { '/nodes/{id}': { get: { responses: { '200': { description: 'the node' } } } } });
    const reading = await readingOf(version, document, '/nodes/{id}/label/{key}={value}');
    expect(reading?.segments.find((segment) => segment.segment === '{key}={value}')).toMatchObject({ role: 'item', evidence: [{ id: 'parameter-after-name' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads an acronym the document defines as no plural, OpenAPI %s', (version) => {
  it('`rsas` of `/admin/rsas`, "Rocket Streaming Audio Server (RSAS)", is one thing and says why', async () => {
    const ok = { responses: { '204': { description: 'done' } } };
    const read = { responses: { '200': jsonAnswer(version, 'the installation', { type: 'object', properties: { version: { type: 'string' } } }) } };
    const document = withPathItemBehindRef(version, '/admin/rsas', 'rsas', { get: read, post: ok, delete: { summary: 'Removes the Rocket Streaming Audio Server (RSAS) installation.', ...ok } }, { '/admin/shoutcast': { get: ok } });
    const reading = await readingOf(version, document, '/admin/rsas');
    expect(reading?.segments.find((segment) => segment.segment === 'rsas')).toMatchObject({ role: 'singleton', evidence: expect.arrayContaining([{ id: 'defined-acronym', detail: '"rsas" ends in an acronym the document defines ("Rocket Streaming Audio Server (RSAS)"): a name, its S no plural ending' }]) });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads an acronym the document writes in capitals as no plural, OpenAPI %s', (version) => {
  it('`cis` of `GET /report/cis`, "Get CIS benchmark report", is one report and says why', async () => {
    const report = { type: 'object', properties: { name: { type: 'string' }, level: { type: 'integer' }, content: { type: 'string' } } };
    const read = { summary: 'Get CIS benchmark report', responses: { '200': jsonAnswer(version, 'the report', report) } };
    const document = withPathItemBehindRef(version, '/report/cis', 'cis', { get: read }, { '/report': { get: { responses: { '200': jsonAnswer(version, 'the reports', { type: 'array', items: report }) } } } });
    const reading = await readingOf(version, document, '/report/cis');
    expect(reading?.segments.find((segment) => segment.segment === 'cis')).toMatchObject({ role: 'singleton', evidence: expect.arrayContaining([{ id: 'acronym-in-capitals', detail: '"cis" ends in an acronym the document writes in capitals among words in small letters ("Get CIS benchmark"): a name, its S no plural ending' }]) });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a version parameter by its default, OpenAPI %s', (version) => {
  it('`{version}` of `/api/workflows/{version}/{id}/abort`, `default: v1`, is the version', async () => {
    const ok = { responses: { '204': { description: 'done' } } };
    const parameter = { name: 'version', in: 'path', required: true, ...(version === '2.0' ? { type: 'string', default: 'v1' } : { schema: { type: 'string', default: 'v1' } }) };
    const document = withPathItemBehindRef(version, '/api/workflows/{version}/{id}/abort', 'abort', { parameters: [parameter], post: ok });
    const reading = await readingOf(version, document, '/api/workflows/{version}/{id}/abort');
    expect(reading?.segments.find((segment) => segment.segment === '{version}')).toMatchObject({ role: 'version', evidence: [{ id: 'version-parameter-default' }] });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name the answered record\'s type spells as one thing, OpenAPI %s', (version) => {
  it('`recovery-codes` answering `{status, data: {type: "recovery_codes"}}` is the authenticator of that kind', async () => {
    const record = { type: 'object', properties: { status: { type: 'integer' }, data: { type: 'object', properties: { type: { type: 'string', enum: ['recovery_codes'] }, unused_codes: { type: 'array', items: { type: 'string' } } } } } };
    const document = withPathItemBehindRef(version, '/account/authenticators/recovery-codes', 'codes', { get: { responses: { '200': jsonAnswer(version, 'the codes', record) } }, post: { responses: { '200': { description: 'regenerated' } } } });
    const reading = await readingOf(version, document, '/account/authenticators/recovery-codes');
    expect(reading?.segments.find((segment) => segment.segment === 'recovery-codes')).toMatchObject({ role: 'singleton', evidence: [{ id: 'answers-its-kind', detail: expect.stringContaining('"data.type" has one value, spelt as "recovery-codes"') }] });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name written after a colon as the action it names, OpenAPI %s', (version) => {
  it('`:remove` of `POST /applications/{name}/:remove` is the action run on the application; `:id` beside `{ownerId}` stays a parameter', async () => {
    const document = withPathItemBehindRef(version, '/applications/{name}/:remove', 'remove', { post: { responses: { '200': { description: 'removed' } } } }, { '/applications/{name}': { get: { responses: { '200': { description: 'the application' } } } }, '/emailhooks/{ownerId}/:id': { delete: { responses: { '204': { description: 'deleted' } } } } });
    const reading = await readingOf(version, document, '/applications/{name}/:remove');
    expect(reading?.segments.find((segment) => segment.segment === ':remove')).toMatchObject({ role: 'action', evidence: [{ id: 'colon-named-action' }] });
    const hook = await readingOf(version, document, '/emailhooks/{ownerId}/:id');
    expect(hook?.segments.find((segment) => segment.segment === ':id')?.evidence.map((piece) => piece.id)).not.toContain('colon-named-action');
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name shared as a prefix under another version as one here too, OpenAPI %s', (version) => {
  it('`business-partners` of `/v6/business-partners/addresses` beside two paths under `/v7/business-partners`', async () => {
    const ok = { get: { responses: { '200': { description: 'ok' } } } };
    const document = withPathItemBehindRef(version, '/v6/business-partners/addresses', 'addresses', ok, { '/v7/business-partners/addresses': ok, '/v7/business-partners/search': ok });
    const reading = await readingOf(version, document, '/v6/business-partners/addresses');
    expect(reading?.segments.find((segment) => segment.segment === 'business-partners')).toMatchObject({ role: 'shared prefix', evidence: [{ id: 'shared-in-another-version', source: '/v7/business-partners' }] });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain names what a path\'s own operations show of its last names, OpenAPI %s', (version) => {
  const query = (name: string) => (version === '2.0' ? { name, in: 'query', type: 'string' } : { name, in: 'query', schema: { type: 'string' } });
  it('`stop` of `GET /stop?stopId=…` is picked in the query (`identified-in-query`); with `?place=` it is not', async () => {
    const picked = await readingOf(version, withPathItemBehindRef(version, '/stop', 'stop', { get: { parameters: [query('stopId')], responses: { '200': { description: 'the stop' } } } }), '/stop');
    expect(picked?.operations.map((piece) => piece.id)).toContain('identified-in-query');
    const searched = await readingOf(version, withPathItemBehindRef(version, '/stop', 'stop', { get: { parameters: [query('place')], responses: { '200': { description: 'the stop' } } } }), '/stop');
    expect(searched?.operations.map((piece) => piece.id)).not.toContain('identified-in-query');
  });
  it('`current` after `login` stands for one login (`alias-after-name`)', async () => {
    const reading = await readingOf(version, withPathItemBehindRef(version, '/login/current', 'login', { get: { responses: { '200': { description: 'the signed-in user' } } } }), '/login/current');
    expect(reading?.operations).toContainEqual(expect.objectContaining({ id: 'alias-after-name', source: 'rulesets/vocabulary/item-aliases.json' }));
  });
  it('`{name}` after `vehicle`, where only POST runs, is one of `/vehicles/{name}` (`id-of-plural-elsewhere`)', async () => {
    const parameter = (name: string) => (version === '2.0' ? { name, in: 'path', required: true, type: 'string' } : { name, in: 'path', required: true, schema: { type: 'string' } });
    const done = { responses: { '204': { description: 'done' } } };
    const document = withPathItemBehindRef(version, '/loadpoints/{id}/vehicle/{name}', 'assign', { parameters: [parameter('id'), parameter('name')], post: done }, {
      '/loadpoints/{id}/vehicle': { parameters: [parameter('id')], patch: done },
      '/vehicles/{name}': { parameters: [parameter('name')], get: done },
    });
    const assigned = await readingOf(version, document, '/loadpoints/{id}/vehicle/{name}');
    expect(assigned?.segments.find((segment) => segment.segment === 'vehicle')?.evidence).toContainEqual(expect.objectContaining({ id: 'id-of-plural-elsewhere', source: '/loadpoints/{id}/vehicle/{name}' }));
    const own = await readingOf(version, document, '/loadpoints/{id}/vehicle');
    expect(own?.segments.find((segment) => segment.segment === 'vehicle')).toMatchObject({ role: 'singleton' });
  });
  it('`auditlog` after an account\'s id is one thing, as after a user\'s id (`one-after-other-items`)', async () => {
    const id = version === '2.0' ? { name: 'id', in: 'path', required: true, type: 'string' } : { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
    const document = withPathItemBehindRef(version, '/accounts/{id}/auditlog', 'log', { parameters: [id], get: { responses: { '200': jsonAnswer(version, 'the entries', { type: 'array', items: { type: 'string' } }) } } }, {
      '/users/{id}/auditlog': { parameters: [id], get: { responses: { '200': jsonAnswer(version, 'the log', { type: 'object', properties: { data: { type: 'array', items: { type: 'string' } }, num_records: { type: 'integer' }, filtered_records: { type: 'integer' } } }) } } },
    });
    const reading = await readingOf(version, document, '/accounts/{id}/auditlog');
    expect(reading?.segments.find((segment) => segment.segment === 'auditlog')).toMatchObject({ role: 'singleton', evidence: [{ id: 'one-after-other-items', source: '/users/{id}/auditlog' }] });
  });
  it('`keep_legends_below_graphs`, which its POST sends as one boolean, is a setting (`sets-field-named-so`)', async () => {
    const body = { type: 'object', properties: { keep_legends_below_graphs: { type: 'boolean' } } };
    const post = version === '2.0'
      ? { parameters: [{ name: 'body', in: 'body', schema: body }], responses: { '200': { description: 'updated' } } }
      : { requestBody: { content: { 'application/json': { schema: body } } }, responses: { '200': { description: 'updated' } } };
    const reading = await readingOf(version, withPathItemBehindRef(version, '/assets/keep_legends_below_graphs', 'setting', { post }), '/assets/keep_legends_below_graphs');
    expect(reading?.segments.find((segment) => segment.segment === 'keep_legends_below_graphs')).toMatchObject({ role: 'singleton', evidence: [{ id: 'sets-field-named-so' }] });
  });
});

describe.each(['2.0', '3.0', '3.1'])('explain reads a name narrowing a path beside it, OpenAPI %s', (version) => {
  it('`music` of `GET /search/music/byterm`, answering what `GET /search/byterm` answers, is a qualifier, and path-nesting-depth says so', async () => {
    const feeds = { type: 'object', properties: { status: { type: 'string' }, feeds: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } } } };
    const document = withPathItemBehindRef(version, '/search/music/byterm', 'music', { get: { responses: { '200': jsonAnswer(version, 'the feeds', feeds) } } }, {
      '/search/byterm': { get: { responses: { '200': jsonAnswer(version, 'the feeds', feeds) } } },
    });
    const reading = await readingOf(version, document, '/search/music/byterm');
    expect(reading?.segments.find((segment) => segment.segment === 'music')).toMatchObject({ role: 'qualifier', evidence: [{ id: 'narrows-path-beside', source: '/search/byterm GET' }] });
    expect(reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth')).toMatchObject({ reported: false, why: expect.stringMatching(/"music" is a qualifier, no level of its own \(narrows-path-beside/) });
  });
});
