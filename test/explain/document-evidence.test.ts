import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/explain.js';
import { answeringDocuments } from '../helpers/answer-cases.js';
import { withPathItemBehindRef } from '../helpers/path-item-documents.js';

const user = { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } } };
const block = { type: 'object', properties: { hash: { type: 'string' }, height: { type: 'integer' } } };
const cases = answeringDocuments({
  '/users/{id}': { ref: 'User' },
  '/users/mail/{email}': { ref: 'User' },
  '/blocks/{hash_or_number}': { ref: 'Block' },
  '/blocks/{hash_or_number}/next': { listOf: 'Block' },
}, { User: user, Block: block });

describe.each(cases)('explain reads what the paths answer, OpenAPI $version', ({ version, document }) => {
  const explained = async (pathKey: string) => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'explain-evidence-')), `api-${version}.json`);
    await writeFile(file, JSON.stringify(document));
    const run = await explain(file, { path: pathKey });
    return run.paths[0];
  };

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
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'explain-evidence-')), `api-${version}.json`);
    await writeFile(file, JSON.stringify(document));
    const [reading] = (await explain(file, { path: '/servers/{id}/actions/change_alias_ips' })).paths;
    const nesting = reading?.rules.find((verdict) => verdict.rule === 'path-nesting-depth');
    expect(nesting).toMatchObject({ reported: false });
    expect(nesting?.why).toMatch(/"change_alias_ips" is an action under "actions", no level of its own \(sends-and-answers-nothing: only POST runs on \/servers\/\{id\}\/actions\/change_alias_ips/);
  });
});
