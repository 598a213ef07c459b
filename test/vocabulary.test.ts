import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiConventions } from '../rulesets/api-conventions.js';
import { buildVocabulary } from '../rulesets/model/words.js';
import type { ConventionsOptions } from '../rulesets/options.js';
import { resolveOptions } from '../rulesets/options.js';
import { CONFIGURABLE_LISTS, VOCABULARY_LIST_NAMES, vocabularyList, vocabularyNames, wordsOf } from '../rulesets/vocabulary/index.js';
import { ROOT } from './helpers/cli.js';
import type { ActualResult, RuleCase } from './helpers/rule-tester.js';
import { runRule, testRule } from './helpers/rule-tester.js';

/**
 * Word lists are data (rulesets/vocabulary/), not code. The rule this test enforces: no
 * `new Set([...])` of string literals and no array literal of three or more lower-case words in the
 * source of rulesets/ and src/, outside rulesets/vocabulary/. Names another format fixes for itself
 * are no vocabulary and stay in code where that format is handled: HTTP methods, header names and
 * URL schemes (RFC 9110, RFC 3986), the keywords of OpenAPI and JSON Schema, and the tool's own
 * identifiers (path shapes, severities, option values, probe and change kinds). Those are listed
 * below by file and name, each with the format it belongs to.
 */
const NOT_VOCABULARY: Record<string, string> = {
  'rulesets/model/api-model.ts:PATH_ITEM_METHODS': 'HTTP methods (OpenAPI Path Item fields)',
  'rulesets/options.ts:diffKinds': 'severity names (the tool\'s own)',
  'rulesets/options.ts:FOLDED_LISTS': 'vocabulary list names (the tool\'s own)',
  'src/check/http-client.ts:READ_METHODS': 'HTTP methods',
  'src/diff/compare-operations.ts:IGNORED_HEADERS': 'HTTP header names OpenAPI 3.x says to ignore as parameters',
  'src/lint/schema-errors.ts:SUMMARY_KEYWORDS': 'JSON Schema keywords',
  'src/lint/schema-errors.ts:(inline)': 'JSON Schema keywords',
  'rulesets/model/server-url.ts:ENCRYPTED_SCHEMES': 'URL schemes (RFC 3986)',
  'rulesets/model/path-roles.ts:COLLECTION_ENDINGS': 'path shape kinds (the tool\'s own)',
  'rulesets/model/versioning.ts:READ_METHODS': 'HTTP methods',
  'rulesets/model/schema.ts:PROSE_KEYWORDS': 'JSON Schema keywords',
  'rulesets/model/schema.ts:NAMED_SCHEMAS': 'JSON Schema keywords',
  'rulesets/options.ts:versioning': 'option values (the tool\'s own)',
  'rulesets/rules/method-body-semantics.ts:BODILESS_METHODS': 'HTTP methods',
  'rulesets/rules/method-body-semantics.ts:WRITES_WITH_BODIES': 'HTTP methods',
  'rulesets/rules/security-scheme-types.ts:ALLOWED_TYPES': 'OpenAPI security scheme types',
  'rulesets/rules/security-scheme-types.ts:HTTP_SCHEMES': 'HTTP authentication schemes (IANA registry)',
  'src/check/body-targets.ts:BODY_METHODS': 'HTTP methods',
  'src/check/credentials.ts:names': 'HTTP header names (RFC 9110)',
  'src/check/exchange.ts:ROUTINE_HEADERS': 'HTTP header names (RFC 9110)',
  'src/check/probes/live-auth-required.ts:READ_METHODS': 'HTTP methods',
  'src/check/probes/live-schema.ts:INVALID_INPUT': 'probe case ids (the tool\'s own)',
  'src/check/write-targets.ts:WRITE_METHODS': 'HTTP methods',
  'src/check/write-targets.ts:WRITE_ORDER': 'HTTP methods',
  'src/config/ruleset-problems.ts:SEVERITIES': 'severities (Spectral\'s)',
  'src/diff/diff.ts:SCHEMA_KINDS': 'change kinds (the tool\'s own)',
  'src/diff/compare-schemas.ts:LOWER_BOUNDS': 'JSON Schema keywords',
  'src/diff/compare-schemas.ts:UPPER_BOUNDS': 'JSON Schema keywords',
  'src/diff/deprecation.ts:DEPRECATION_HEADERS': 'HTTP header names (RFC 9745, RFC 8594)',
  'src/explain/explain.ts:PATH_RULES': 'rule ids (the tool\'s own)',
  'src/explain/explain.ts:OPERATION_EVIDENCE_OF': 'evidence ids (the tool\'s own)',
  'src/findings.ts:SEVERITY_NAMES': 'severities (Spectral\'s)',
  'src/lint/oas30-schema-object.ts:SCHEMA_TYPES': 'JSON Schema types',
  'src/lint/oas30-schema-object.ts:MEMBER_CHECKS': 'OpenAPI Schema Object fields',
  'src/reporters/report-facts.ts:parts': 'severities (Spectral\'s)',
  'src/suppressions/baseline.ts:elementKeySchema': 'JSON Schema types',
  'src/suppressions/baseline.ts:documents': 'the baseline file\'s own fields',
  'src/lsp/ignore-edit.ts:NAME_MAPS': 'OpenAPI and JSON Schema fields whose values are maps of names',
  'src/lsp/ignore-edit.ts:DATA_KEYS': 'OpenAPI and JSON Schema fields whose values are data',
  'src/fix/fix.ts:(inline)': 'Swagger 2.0 fields holding shared definitions (definitions, responses, parameters)',
};

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { recursive: true })
    .map((name) => path.join(directory, String(name)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('rulesets/vocabulary/'));
}

/** Literal word lists in a source file, each as `file:NAME` (the constant it is assigned to, or `(inline)`). */
function wordListsIn(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/^\s*(?:\/\/|\*).*$/gm, '');
  const found: string[] = [];
  const literalSet = /new Set\(\[\s*'/g;
  const wordArray = /\[\s*(?:'[a-z][a-z0-9_$-]*',\s*){2,}'[a-z][a-z0-9_$-]*',?\s*\]/g;
  for (const pattern of [literalSet, wordArray]) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
      const name = /(?:const|let)\s+([A-Za-z_$][\w$]*)[^=;]*=[^=;]*$/.exec(before)?.[1] ?? /([A-Za-z_$][\w$]*)\s*:\s*(?:\{[^}]*)?$/.exec(before)?.[1] ?? '(inline)';
      found.push(`${file}:${name}`);
    }
  }
  return [...new Set(found)];
}

describe('vocabulary as data', () => {
  it('no word list in the code of rulesets/ and src/: every list is in rulesets/vocabulary/, but the names of formats', () => {
    const lists = [...sourceFiles('rulesets'), ...sourceFiles('src')].flatMap(wordListsIn);
    expect(lists.filter((list) => NOT_VOCABULARY[list] === undefined)).toEqual([]);
  });

  it('the exceptions above are all still in the code (none kept after its list moved)', () => {
    const lists = new Set([...sourceFiles('rulesets'), ...sourceFiles('src')].flatMap(wordListsIn));
    expect(Object.keys(NOT_VOCABULARY).filter((list) => !lists.has(list))).toEqual([]);
  });

  it('every vocabulary file is loaded, and every list has a description and entries that each say why', () => {
    const files = readdirSync(path.join(ROOT, 'rulesets/vocabulary')).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
    expect([...VOCABULARY_LIST_NAMES].sort()).toEqual(files.sort());
    for (const name of VOCABULARY_LIST_NAMES) {
      const list = vocabularyList(name);
      expect(list.description.length, name).toBeGreaterThan(20);
      expect(list.entries.length, name).toBeGreaterThan(0);
      for (const entry of list.entries) {
        expect(entry.why.length, `${name}: ${entry.words.join(', ')}`).toBeGreaterThan(5);
        expect(entry.words.length, `${name}: ${entry.why}`).toBeGreaterThan(0);
        expect(new Set(entry.words).size, `${name}: a word twice in one entry`).toBe(entry.words.length);
      }
    }
  });

  it('the lists the built-in verbs are read from are in lower case, as the words asked about are (rulesets/model/words.ts reads them as they are)', () => {
    const lists = ['verbs', 'lexicon-verbs', 'lexicon-nouns', 'action-verbs', 'lexicon-noun-verbs', 'irregular-participles', 'verb-prefixes'] as const;
    expect(lists.flatMap((name) => wordsOf(name).filter((word) => word !== word.toLowerCase()))).toEqual([]);
  });

  it('a standard\'s names carry the standard and the section that fixes them', () => {
    const standardEntries = VOCABULARY_LIST_NAMES.flatMap((name) => vocabularyList(name).entries.filter((entry) => entry.standard !== undefined));
    expect(standardEntries.length).toBeGreaterThan(0);
    for (const entry of standardEntries) expect(entry.source, entry.standard).toMatch(/RFC \d+|§|ETSI|\d\.\d/);
  });

  it('every list is read somewhere in the code', () => {
    const code = [...sourceFiles('rulesets'), ...sourceFiles('src')].map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
    expect(VOCABULARY_LIST_NAMES.filter((name) => !code.includes(`'${name}'`))).toEqual([]);
  });

  it('no vendor or product name in the code of rulesets/ and src/: a standard\'s layout is a vocabulary entry with its source', () => {
    const names = /\b(?:scim|fhir|radiodns|odata)\b/i;
    const offending = [...sourceFiles('rulesets'), ...sourceFiles('src')].flatMap((file) => readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
      .map((line) => line.replace(/\/\/.*$|\/\*.*?\*\//g, ''))
      .filter((line) => names.test(line))
      .map((line) => `${file}: ${line.trim()}`));
    expect(offending).toEqual([]);
  });
});

/**
 * Who reads the word lists: the reading of a document (rulesets/model/) answers the rules'
 * questions about words; the rules and the tools ask it and never read a list themselves.
 */
const VOCABULARY_READERS: Record<string, string> = {
  'rulesets/model/': 'the reading of a document: the words it falls back on',
  'rulesets/vocabulary/': 'the lists themselves',
  'rulesets/options.ts': 'the `vocabulary` option: the names of the lists a configuration extends, and the built-in singletons',
  'rulesets/validate-options.ts': 'the `vocabulary` option\'s errors: which lists there are, to tell a misspelt one from one read as built in',
};

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => path.posix.join(path.posix.dirname(file), match[1] ?? ''));
}

describe('who reads the vocabulary', () => {
  it('only the reading of a document and the options read rulesets/vocabulary/: no rule, and nothing under src/', () => {
    const readers = [...sourceFiles('rulesets'), ...sourceFiles('src')]
      .filter((file) => importsOf(file).some((imported) => imported.startsWith('rulesets/vocabulary/')))
      .filter((file) => !Object.keys(VOCABULARY_READERS).some((allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed))));
    expect(readers).toEqual([]);
  });

  it('reads a module\'s imports as its import lines write them', () => {
    expect(importsOf('rulesets/model/words.ts')).toContain('rulesets/vocabulary/index.js');
    expect(importsOf('rulesets/rules/path-nouns.ts').filter((imported) => imported.startsWith('rulesets/model/')).length).toBeGreaterThan(0);
  });
});

describe('the vocabulary option', () => {
  it('refuses a list it does not know, naming it, the one meant and the lists a configuration extends', () => {
    expect(() => apiConventions({ vocabulary: { verb: ['frobnicate'] } } as never)).toThrow(`invalid api-conventions option "vocabulary.verb": "verb" is not a vocabulary list (did you mean "verbs"?); lists a configuration extends: ${CONFIGURABLE_LISTS.join(', ')}.`);
  });

  it('refuses a misspelt kind, naming the kinds of its list a configuration extends', () => {
    expect(() => apiConventions({ vocabulary: { 'page-fields.item': ['records'] } } as never)).toThrow('invalid api-conventions option "vocabulary.page-fields.item": "page-fields.item" is not a vocabulary list (did you mean "page-fields.items"?); what a configuration extends of "page-fields": page-fields.info, page-fields.info-prefix, page-fields.items, page-fields.page-field, page-fields.request, page-fields.total.');
  });

  it('refuses a list or a kind read as built in, saying so', () => {
    expect(() => apiConventions({ vocabulary: { 'identifier-words.id-field': ['handle'] } } as never)).toThrow('invalid api-conventions option "vocabulary.identifier-words.id-field": the vocabulary list "identifier-words.id-field" is read as built in; what a configuration extends of "identifier-words": identifier-words.capitalised, identifier-words.described-id, identifier-words.ends-identifier, identifier-words.generic, identifier-words.id-parameter, identifier-words.identifier-name, identifier-words.item-key, identifier-words.not-credential, identifier-words.upper-case.');
    expect(() => apiConventions({ vocabulary: { 'irregular-plurals': ['cactus', 'cacti'] } } as never)).toThrow(/option "vocabulary\.irregular-plurals": the vocabulary list "irregular-plurals" is read as built in; lists a configuration extends: action-parameter-names, /);
  });

  it('refuses a list whose entries all have kinds, asking for one of them', () => {
    expect(() => apiConventions({ vocabulary: { 'identifier-words': ['handle'] } } as never)).toThrow('invalid api-conventions option "vocabulary.identifier-words": the vocabulary list "identifier-words" has kinds only: name one as "identifier-words.<kind>"; what a configuration extends of "identifier-words": identifier-words.capitalised, ');
  });

  it('refuses words that are not strings', () => {
    expect(() => apiConventions({ vocabulary: { verbs: [3] } } as never)).toThrow(/invalid api-conventions option "vocabulary\.verbs\.0": must be string/);
    expect(() => apiConventions({ vocabulary: { 'page-fields.items': [3] } } as never)).toThrow(/invalid api-conventions option "vocabulary\.page-fields\.items\.0": must be string/);
  });

  it('takes every list and kind a configuration extends', () => {
    expect(() => apiConventions({ vocabulary: Object.fromEntries(CONFIGURABLE_LISTS.map((list) => [list, ['zyzzyva']])) })).not.toThrow();
  });

  it('names as configurable only lists and kinds there are: a list with entries of no kind, or a kind of one', () => {
    const names = vocabularyNames();
    expect(names).toContain('page-fields.items');
    expect(names).not.toContain('page-fields');
    expect(CONFIGURABLE_LISTS.filter((list) => !names.includes(list))).toEqual([]);
  });

  it('adds its words to the lists the older options add to, after the built-in ones', () => {
    const resolved = resolveOptions({ singletons: ['me-too'], extraVerbs: ['frobnicate'], vocabulary: { singletons: ['cart'], verbs: ['defenestrate'], uncountables: ['gear'] } });
    expect(resolved.singletons).toEqual([...wordsOf('singletons'), 'me-too', 'cart']);
    expect(resolved.extraVerbs).toEqual(['frobnicate', 'defenestrate']);
    expect(resolved.extraUncountables).toEqual(['gear']);
    expect(resolved.vocabulary).toEqual({});
  });

  it('keeps the words of the other lists by list, and none of an empty one', () => {
    expect(resolveOptions({ vocabulary: { 'run-nouns': ['pipeline'], 'page-fields.items': ['Docs'], 'check-words': [] } }).vocabulary).toEqual({ 'page-fields.items': ['Docs'], 'run-nouns': ['pipeline'] });
  });

  it('reads a configurable list only through the run\'s vocabulary: no module reads one as built in', () => {
    const configurable = new Set<string>(CONFIGURABLE_LISTS);
    // `singletons` is read as built in by the options themselves, which put the configured ones after it.
    const allowed = new Set(['rulesets/options.ts:singletons']);
    const reads = [...sourceFiles('rulesets'), ...sourceFiles('src')].flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8')
      .matchAll(/\b(?:wordSetOf|wordsOf|alternationOf|untaggedWordsOf|vocabularyList)\('([a-z-]+)'(?:, '([a-z-]+)')?/g)]
      .flatMap((match) => {
        const [list, kind] = [match[1] ?? '', match[2]];
        const names = kind === undefined ? [...configurable].filter((name) => name === list || name.startsWith(`${list}.`)) : [`${list}.${kind}`];
        return names.filter((name) => configurable.has(name) && !allowed.has(`${file}:${name}`)).map((name) => `${file}:${name}`);
      }));
    expect(reads).toEqual([]);
  });
});

/** Two lints at once, each through its own ruleset: one with `options`, one without. */
async function withAndWithout(ruleId: string, testCase: RuleCase, options: ConventionsOptions): Promise<[ActualResult[], ActualResult[]]> {
  const [configured, plain] = await Promise.all([runRule(ruleId, { ...testCase, options }), runRule(ruleId, testCase)]);
  return [configured, plain];
}

describe('the words of one run', () => {
  const header = (name: string) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { Key: { type: 'apiKey', in: 'header', name } } } });

  it('are its own: two runs at once in one process, with different words, each read theirs', async () => {
    const tenant = { name: 'tenant', document: header('X-Tenant') };
    const [configured, plain] = await withAndWithout('security-scheme-types', tenant, { vocabulary: { 'setting-header-words': ['tenant'] } });
    expect(configured).toEqual([]);
    expect(plain.map((result) => result.message)).toEqual([expect.stringContaining('sends its API key in header "X-Tenant"')]);
    // And again the other way round, after both rulesets have read the document once.
    const [plainAgain, configuredAgain] = await Promise.all([runRule('security-scheme-types', tenant), runRule('security-scheme-types', { ...tenant, options: { vocabulary: { 'setting-header-words': ['tenant'] } } })]);
    expect(plainAgain).toEqual(plain);
    expect(configuredAgain).toEqual([]);
  });

  it('a run that adds no verb knows the verbs a run that adds one does, but that one', () => {
    const builtIn = buildVocabulary([], [], []).verbs;
    const extended = buildVocabulary(['frobnicate'], [], []).verbs;
    expect(extended).toBeInstanceOf(Set);
    const words = VOCABULARY_LIST_NAMES.flatMap((name) => wordsOf(name));
    const candidates = new Set([...(extended as ReadonlySet<string>), ...words.flatMap((word) => [word, `un${word}`, `re${word}`, `unre${word}`, word.toUpperCase()])]);
    candidates.delete('frobnicate');
    expect([...candidates].filter((word) => builtIn.has(word) !== extended.has(word))).toEqual([]);
    expect([...candidates].filter((word) => builtIn.has(word)).length).toBeGreaterThan(10_000);
  });

  it('leave the built-in words of the list in place', async () => {
    const [configured] = await withAndWithout('security-scheme-types', { name: 'locale', document: header('X-Locale') }, { vocabulary: { 'setting-header-words': ['tenant'] } });
    expect(configured).toEqual([]);
  });
});

const ok = { responses: { '200': { description: 'ok' } } };
const info = { title: 't', version: '1' };
const list = { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } } };

testRule('path-nouns', {
  valid: [
    { name: 'a word nobody configured is no verb (3.1)', document: { openapi: '3.1.0', info, paths: { '/frobnicate-widgets': { get: ok } } } },
  ],
  invalid: [
    {
      name: '`vocabulary.verbs` adds a verb, as `extraVerbs` does (3.0)',
      options: { vocabulary: { verbs: ['frobnicate'] } },
      document: { openapi: '3.0.3', info, paths: { '/frobnicate-widgets': { get: ok } } },
      errors: [{ path: ['paths', '/frobnicate-widgets'], message: /verb "frobnicate"/ }],
    },
    {
      name: '`vocabulary.verbs` and `extraVerbs` add up (2.0)',
      options: { extraVerbs: ['frobnicate'], vocabulary: { verbs: ['defenestrate'] } },
      document: { swagger: '2.0', info, paths: { '/frobnicate-widgets': { get: ok }, '/defenestrate-users': { get: ok } } },
      errors: [
        { path: ['paths', '/defenestrate-users'], message: /verb "defenestrate"/ },
        { path: ['paths', '/frobnicate-widgets'], message: /verb "frobnicate"/ },
      ],
    },
  ],
});

testRule('path-plural-collections', {
  valid: [
    {
      name: '`vocabulary.uncountables` makes a noun a mass noun, as `extraUncountables` does (3.0)',
      options: { vocabulary: { uncountables: ['gear'] } },
      document: { openapi: '3.0.3', info, paths: { '/v1/gear': { get: list, post: ok } } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, a countable noun naming a collection must be plural (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/gear': { get: list, post: ok } } },
      errors: [{ path: ['paths', '/v1/gear'], message: 'path "/v1/gear": collection "gear" is singular; use the plural "gears"' }],
    },
  ],
});

/*
 * Each rule table below shows one list the `vocabulary` option extends beyond `verbs`,
 * `singletons` and `uncountables`: without the word the rule reads the document one way, with it
 * the other, in 2.0, 3.0 and 3.1 (and 3.2), and through a $ref.
 */

const apiKeyIn = (name: string) => ({ type: 'apiKey', in: 'header', name });

testRule('security-scheme-types', {
  valid: [
    {
      name: '`vocabulary.setting-header-words` names a header carrying a setting, not a secret (3.1)',
      options: { vocabulary: { 'setting-header-words': ['tenant'] } },
      document: { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { Tenant: apiKeyIn('X-Tenant') } } },
    },
    {
      name: 'the same in 2.0, a word in another case',
      options: { vocabulary: { 'setting-header-words': ['Tenant'] } },
      document: { swagger: '2.0', info, paths: {}, securityDefinitions: { Tenant: apiKeyIn('X-Tenant') } },
    },
    {
      name: 'and in 3.0, the scheme through a $ref',
      options: { vocabulary: { 'setting-header-words': ['tenant'] } },
      document: { openapi: '3.0.3', info, paths: {}, components: { securitySchemes: { Tenant: { $ref: '#/components/x-schemes/tenant' } }, 'x-schemes': { tenant: apiKeyIn('Acme-Tenant') } } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, an API key in such a header is an API key in a header (3.1)',
      document: { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { Tenant: apiKeyIn('X-Tenant') } } },
      errors: [{ path: ['components', 'securitySchemes', 'Tenant', 'name'], messageId: 'keyInHeader' }],
    },
    {
      name: 'a word added to the list leaves the others as they are (2.0)',
      options: { vocabulary: { 'setting-header-words': ['tenant'] } },
      document: { swagger: '2.0', info, paths: {}, securityDefinitions: { Key: apiKeyIn('X-Api-Key') } },
      errors: [{ path: ['securityDefinitions', 'Key', 'name'], messageId: 'keyInHeader' }],
    },
  ],
});

const entries = { description: 'entries', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } };

testRule('path-plural-collections', {
  valid: [
    {
      name: '`vocabulary.collective-nouns` names one thing made of many (3.0)',
      options: { vocabulary: { 'collective-nouns': ['digest'] } },
      document: { openapi: '3.0.3', info, paths: { '/users/{id}/digest': { get: { responses: { '200': entries } } } } },
    },
    {
      name: '`vocabulary.view-words`, a list of the path model, names a view of a resource, no collection (2.0)',
      options: { vocabulary: { 'view-words': ['digest'] } },
      document: { swagger: '2.0', info, paths: { '/users/{id}/digest': { get: { produces: ['application/json'], responses: { '200': { description: 'entries', schema: { type: 'array', items: { type: 'object' } } } } } } } },
    },
    {
      name: 'the same in 3.1, the answer through a $ref',
      options: { vocabulary: { 'collective-nouns': ['digest'] } },
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/digest': { get: { responses: { '200': { $ref: '#/components/responses/Entries' } } } } }, components: { responses: { Entries: entries } } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, a singular name answering a list is a collection named in the singular (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/users/{id}/digest': { get: { responses: { '200': { $ref: '#/components/responses/Entries' } } } } }, components: { responses: { Entries: entries } } },
      errors: [{ path: ['paths', '/users/{id}/digest'], message: 'path "/users/{id}/digest": collection "digest" is singular; use the plural "digests"' }],
    },
    {
      name: 'and in 2.0',
      document: { swagger: '2.0', info, paths: { '/users/{id}/digest': { get: { produces: ['application/json'], responses: { '200': { description: 'entries', schema: { type: 'array', items: { type: 'object' } } } } } } } },
      errors: [{ path: ['paths', '/users/{id}/digest'], messageId: 'singular' }],
    },
  ],
});

const check = (status: string) => ({ description: 'the outcome', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, error: { type: 'string' } } } } } , status });
const checkAnswer = ({ status, ...response }: ReturnType<typeof check>) => ({ post: { responses: { [status]: response } } });

testRule('no-error-in-success', {
  valid: [
    {
      name: '`vocabulary.check-words` names an operation whose answer is the outcome of a check (3.0)',
      options: { vocabulary: { 'check-words': ['inspect'] } },
      document: { openapi: '3.0.3', info, paths: { '/inspect-config': checkAnswer(check('200')) } },
    },
    {
      name: 'the same in 3.1 through a $ref',
      options: { vocabulary: { 'check-words': ['inspect'] } },
      document: { openapi: '3.1.0', info, paths: { '/inspect-config': { post: { responses: { '200': { $ref: '#/components/responses/Outcome' } } } } }, components: { responses: { Outcome: checkAnswer(check('200')).post.responses['200'] } } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, an error in a success answer is an error in a success (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/inspect-config': checkAnswer(check('200')) } },
      errors: [{ path: ['paths', '/inspect-config', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'error'], messageId: 'errorInSuccess' }],
    },
    {
      name: 'and in 2.0',
      document: { swagger: '2.0', info, paths: { '/inspect-config': { post: { produces: ['application/json'], responses: { '200': { description: 'the outcome', schema: { type: 'object', properties: { status: { type: 'string' }, error: { type: 'string' } } } } } } } } },
      errors: [{ path: ['paths', '/inspect-config', 'post', 'responses', '200', 'schema', 'properties', 'error'], messageId: 'errorInSuccess' }],
    },
  ],
});

const versionedPaths = { '/v1/orders': { get: ok }, '/v1/users': { get: ok }, '/status': { get: ok } };

testRule('path-version-segment', {
  valid: [
    {
      name: '`vocabulary.unversioned-endpoints` names an endpoint that stays outside the version prefix (3.1)',
      options: { vocabulary: { 'unversioned-endpoints': ['status'] } },
      document: { openapi: '3.1.0', info, paths: versionedPaths },
    },
    {
      name: 'the same in 2.0',
      options: { vocabulary: { 'unversioned-endpoints': ['status'] } },
      document: { swagger: '2.0', info, paths: versionedPaths },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, it is a path the version does not reach (3.0)',
      document: { openapi: '3.0.3', info, paths: versionedPaths },
      errors: [{ path: ['paths', '/status'], messageId: 'unversionedPath' }],
    },
  ],
});

const partnerId = { name: 'partner_id', in: 'header', required: true, description: 'The partner ID assigned to you', schema: { type: 'string' } };

testRule('validation-error-responses', {
  valid: [
    {
      name: '`vocabulary.client-words` names the caller\'s application id, a credential rather than input (3.0)',
      options: { vocabulary: { 'client-words': ['partner'] } },
      document: { openapi: '3.0.3', info, paths: { '/orders': { get: { parameters: [partnerId], responses: { '200': { description: 'ok' } } } } } },
    },
    {
      name: 'the same in 3.1, the parameter through a $ref',
      options: { vocabulary: { 'client-words': ['partner'] } },
      document: { openapi: '3.1.0', info, paths: { '/orders': { get: { parameters: [{ $ref: '#/components/parameters/Partner' }], responses: { '200': { description: 'ok' } } } } }, components: { parameters: { Partner: partnerId } } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, a required header is input that can fail validation (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/orders': { get: { parameters: [{ $ref: '#/components/parameters/Partner' }], responses: { '200': { description: 'ok' } } } } }, components: { parameters: { Partner: partnerId } } },
      errors: [{ path: ['paths', '/orders', 'get', 'responses'], messageId: 'noValidationError' }],
    },
    {
      name: 'and in 2.0',
      document: { swagger: '2.0', info, paths: { '/orders': { get: { parameters: [{ name: 'partner_id', in: 'header', required: true, type: 'string', description: 'The partner ID assigned to you' }], responses: { '200': { description: 'ok' } } } } } },
      errors: [{ path: ['paths', '/orders', 'get', 'responses'], messageId: 'noValidationError' }],
    },
  ],
});

const bounces = { type: 'object', properties: { Docs: { type: 'array', items: { type: 'object' } }, Generated: { type: 'string' } } };
const bouncesAnswer = { description: 'bounce counts', content: { 'application/json': { schema: bounces } } };

testRule('list-envelope', {
  valid: [
    {
      name: 'unconfigured, under a report an object holding no page is the report (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/stats/bounces': { get: { responses: { '200': bouncesAnswer } } } } },
    },
    {
      name: 'and in 2.0',
      document: { swagger: '2.0', info, paths: { '/stats/bounces': { get: { produces: ['application/json'], responses: { '200': { description: 'bounce counts', schema: bounces } } } } } },
    },
  ],
  invalid: [
    {
      name: '`vocabulary.page-fields.items` names the array a page holds its items in (3.1, through a $ref)',
      options: { vocabulary: { 'page-fields.items': ['docs'] } },
      document: { openapi: '3.1.0', info, paths: { '/stats/bounces': { get: { responses: { '200': { $ref: '#/components/responses/Bounces' } } } } }, components: { responses: { Bounces: bouncesAnswer } } },
      errors: [{ path: ['components', 'responses', 'Bounces', 'content', 'application/json', 'schema'], messageId: 'lacking' }],
    },
    {
      name: 'the same in 2.0',
      options: { vocabulary: { 'page-fields.items': ['docs'] } },
      document: { swagger: '2.0', info, paths: { '/stats/bounces': { get: { produces: ['application/json'], responses: { '200': { description: 'bounce counts', schema: bounces } } } } } },
      errors: [{ path: ['paths', '/stats/bounces', 'get', 'responses', '200', 'schema'], messageId: 'lacking' }],
    },
  ],
});

const summarised = (summary: string) => ({ post: { summary, responses: { '200': { description: 'ok' } } }, get: ok });

testRule('method-body-semantics', {
  valid: [
    {
      name: '`vocabulary.description-leads.reading` names a summary that says a POST only reads (3.1)',
      options: { vocabulary: { 'description-leads.reading': ['tallies'] } },
      document: { openapi: '3.1.0', info, paths: { '/orders': summarised('Tallies the orders of a day') } },
    },
    {
      name: 'the same in 2.0',
      options: { vocabulary: { 'description-leads.reading': ['tallies'] } },
      document: { swagger: '2.0', info, paths: { '/orders': summarised('Tallies the orders of a day') } },
    },
  ],
  invalid: [
    {
      name: 'unconfigured, a POST on a collection takes the new resource (3.0)',
      document: { openapi: '3.0.3', info, paths: { '/orders': summarised('Tallies the orders of a day') } },
      errors: [{ path: ['paths', '/orders', 'post'], messageId: 'post' }],
    },
    {
      name: 'a word added to the list leaves the others as they are (3.1, through a $ref)',
      options: { vocabulary: { 'description-leads.reading': ['tallies'] } },
      document: { openapi: '3.1.0', info, paths: { '/orders': { $ref: '#/components/pathItems/Orders' } }, components: { pathItems: { Orders: summarised('Places an order') } } },
      errors: [{ path: ['components', 'pathItems', 'Orders', 'post'], messageId: 'post' }],
    },
  ],
});

const releaseParameter = { name: 'release', in: 'query', schema: { type: 'string' } };

testRule('versioning-single-strategy', {
  valid: [
    {
      name: 'unconfigured, a `release` query beside URI versioning is one more parameter (3.1)',
      document: { openapi: '3.1.0', info, paths: { '/v1/users': { get: { parameters: [releaseParameter], ...ok } } } },
    },
  ],
  invalid: [
    {
      name: '`vocabulary.version-parameters` names a query parameter that carries the API\'s version (3.1, through a $ref)',
      options: { vocabulary: { 'version-parameters': ['release'] } },
      document: { openapi: '3.1.0', info, paths: { '/v1/users': { get: { parameters: [{ $ref: '#/components/parameters/Release' }], ...ok } } }, components: { parameters: { Release: releaseParameter } } },
      errors: [{ path: ['components', 'parameters', 'Release'], message: /^the query parameter "release" adds query parameter versioning \(\?version=<N>\) beside URI versioning/ }],
    },
    {
      name: 'the same in 2.0',
      options: { vocabulary: { 'version-parameters': ['release'] } },
      document: { swagger: '2.0', info, paths: { '/v1/users': { get: { parameters: [{ name: 'release', in: 'query', type: 'string' }], ...ok } } } },
      errors: [{ path: ['paths', '/v1/users', 'get', 'parameters', 0], message: /^the query parameter "release" adds query parameter versioning \(\?version=<N>\) beside URI versioning/ }],
    },
  ],
});
