import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import type { Baseline, LocatedFinding } from '../../src/suppressions/index.js';
import { fingerprintKey, fingerprintOf, matchBaseline, parseBaseline, serializeBaseline, updateBaseline } from '../../src/suppressions/index.js';

/** Fingerprints and baseline matching, on parsed documents as Spectral gives their paths (indices as strings). */

const document = {
  openapi: '3.0.3',
  servers: [{ url: 'http://legacy.example.com' }, { url: 'https://api.example.com/v1' }],
  tags: [{ name: 'users' }, { name: 'orders' }],
  security: [{ apiKey: [] }, { oauth: ['read'], bearer: [] }],
  paths: {
    '/users': {
      get: {
        parameters: [{ $ref: '#/components/parameters/Limit' }, { name: 'sortOrder', in: 'query' }, { name: 'sortOrder', in: 'header' }],
        tags: ['users', 'admin'],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Problem: { required: ['error', 'message'], allOf: [{ type: 'object' }, { properties: {} }] },
    },
  },
};

describe('fingerprintOf', () => {
  const table: Array<{ name: string; path: Array<string | number>; fingerprint: unknown[] }> = [
    { name: 'object keys as they are', path: ['paths', '/users', 'get', 'responses', '200'], fingerprint: ['paths', '/users', 'get', 'responses', '200'] },
    { name: 'a parameter by in and name', path: ['paths', '/users', 'get', 'parameters', '1', 'name'], fingerprint: ['paths', '/users', 'get', 'parameters', { in: 'query', name: 'sortOrder' }, 'name'] },
    { name: 'two parameters of one name told apart by in', path: ['paths', '/users', 'get', 'parameters', 2], fingerprint: ['paths', '/users', 'get', 'parameters', { in: 'header', name: 'sortOrder' }] },
    { name: 'a $ref element by its target', path: ['paths', '/users', 'get', 'parameters', '0'], fingerprint: ['paths', '/users', 'get', 'parameters', { $ref: '#/components/parameters/Limit' }] },
    { name: 'a server by its url', path: ['servers', '0', 'url'], fingerprint: ['servers', { url: 'http://legacy.example.com' }, 'url'] },
    { name: 'a tag by its name', path: ['tags', '1'], fingerprint: ['tags', { name: 'orders' }] },
    { name: 'a security requirement by its schemes', path: ['security', '1'], fingerprint: ['security', { schemes: ['bearer', 'oauth'] }] },
    { name: 'a scalar element by its value', path: ['components', 'schemas', 'Problem', 'required', '1'], fingerprint: ['components', 'schemas', 'Problem', 'required', { value: 'message' }] },
    { name: 'an element with no identity by its index', path: ['components', 'schemas', 'Problem', 'allOf', '1', 'properties'], fingerprint: ['components', 'schemas', 'Problem', 'allOf', 1, 'properties'] },
    { name: 'a path beyond the document as given', path: ['paths', '/users', 'post', 'parameters', '3'], fingerprint: ['paths', '/users', 'post', 'parameters', '3'] },
    { name: 'the whole document', path: [], fingerprint: [] },
  ];
  for (const { name, path, fingerprint } of table) {
    it(name, () => {
      expect(fingerprintOf(document, path)).toEqual(fingerprint);
    });
  }

  it('is the same for a reordered document', () => {
    const reordered = structuredClone(document);
    reordered.paths['/users'].get.parameters.reverse();
    reordered.servers.reverse();
    reordered.security = [{ bearer: [], oauth: ['read'] }, { apiKey: [] }];
    expect(fingerprintOf(reordered, ['paths', '/users', 'get', 'parameters', '1', 'name'])).toEqual(fingerprintOf(document, ['paths', '/users', 'get', 'parameters', '1', 'name']));
    expect(fingerprintOf(reordered, ['servers', '1'])).toEqual(fingerprintOf(document, ['servers', '0']));
    expect(fingerprintKey(fingerprintOf(reordered, ['security', '0']))).toBe(fingerprintKey(fingerprintOf(document, ['security', '1'])));
  });

  it('keys ignore the order of an element key\'s fields', () => {
    expect(fingerprintKey(['parameters', { name: 'a', in: 'query' }])).toBe(fingerprintKey(['parameters', { in: 'query', name: 'a' }]));
  });
});

const finding = (code: string, message: string): Finding => ({
  code, message, path: [], severity: 0, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, source: '/w/openapi.yaml',
});
const located = (code: string, message: string, fingerprint: LocatedFinding['fingerprint'] = ['paths', '/a'], documentPath = 'openapi.yaml'): LocatedFinding =>
  ({ finding: finding(code, message), document: documentPath, fingerprint });

describe('matchBaseline', () => {
  const baseline: Baseline = {
    version: 1,
    documents: { 'openapi.yaml': [{ rule: 'r', fingerprint: ['paths', '/a'], message: 'old wording' }, { rule: 'r', fingerprint: ['paths', '/b'], message: 'b' }] },
  };
  const linted = new Set(['openapi.yaml']);

  it('hides a finding whose message was reworded, on the same node and rule', () => {
    expect(matchBaseline(baseline, [located('r', 'new wording')], linted).fresh).toEqual([]);
  });

  it('reports a second finding on a node beyond what was recorded', () => {
    const { fresh } = matchBaseline(baseline, [located('r', 'old wording'), located('r', 'another problem')], linted);
    expect(fresh.map((item) => item.finding.message)).toEqual(['another problem']);
  });

  it('reports the same node under another rule, and another document', () => {
    const { fresh } = matchBaseline(baseline, [located('other-rule', 'old wording'), located('r', 'old wording', ['paths', '/a'], 'other.yaml')], linted);
    expect(fresh).toHaveLength(2);
  });

  it('counts stale entries only for the documents linted', () => {
    expect(matchBaseline(baseline, [], linted).stale).toBe(2);
    expect(matchBaseline(baseline, [], new Set()).stale).toBe(0);
  });
});

describe('updateBaseline and its file', () => {
  const previous: Baseline = {
    version: 1,
    documents: {
      'a.yaml': [{ rule: 'r', fingerprint: ['x'], message: 'a' }],
      'shared.yaml': [{ rule: 'r', fingerprint: ['s1'], message: 's1' }],
      'z.yaml': [{ rule: 'r', fingerprint: ['z'], message: 'z' }],
    },
  };

  it('replaces the documents linted, adds to files reached by $ref, keeps the rest', () => {
    const updated = updateBaseline(previous, [located('q', 'new', ['y'], 'a.yaml'), located('r', 's2', ['s2'], 'shared.yaml')], new Set(['a.yaml', 'empty.yaml']));
    expect(updated.documents).toEqual({
      'a.yaml': [{ rule: 'q', fingerprint: ['y'], message: 'new' }],
      'shared.yaml': [{ rule: 'r', fingerprint: ['s1'], message: 's1' }, { rule: 'r', fingerprint: ['s2'], message: 's2' }],
      'z.yaml': [{ rule: 'r', fingerprint: ['z'], message: 'z' }],
    });
  });

  it('records one shared node reached from two documents once', () => {
    const updated = updateBaseline({ version: 1, documents: {} }, [located('r', 'm', ['n'], 'shared.yaml'), located('r', 'm', ['n'], 'shared.yaml')], new Set());
    expect(updated.documents['shared.yaml']).toHaveLength(1);
  });

  it('writes one entry per line and reads back what it wrote', () => {
    const text = serializeBaseline(previous);
    expect(text.split('\n').filter((line) => line.includes('"rule"'))).toHaveLength(3);
    expect(parseBaseline(text, 'baseline.json')).toEqual(previous);
    expect(parseBaseline(serializeBaseline({ version: 1, documents: {} }), 'baseline.json')).toEqual({ version: 1, documents: {} });
  });

  it('names the problem in a file that is not a baseline', () => {
    expect(() => parseBaseline('{"version": 2, "documents": {}}', 'b.json')).toThrow(/b\.json: not an api-conventions baseline: at \/version/);
    expect(() => parseBaseline('[]', 'b.json')).toThrow(/at the top level/);
  });
});
