import { describe, expect, it } from 'vitest';
import type { ApiModel } from '../../rulesets/model/api-model.js';
import { getApiModel } from '../../rulesets/model/api-model.js';
import { CredentialPlan, INVALID_TOKEN, splitTokens } from '../../src/check/credentials.js';
import { errorBodyProblems, fieldNames } from '../../src/check/expectations.js';
import { retryAfterMs } from '../../src/check/http-client.js';
import { Redactor } from '../../src/check/redact.js';
import { unversionedUrl } from '../../src/check/versioning.js';
import { wrongTypeValue } from '../../src/check/sample-values.js';

/** The small parts `check` is built from, as tables. */

function modelOf(root: Record<string, unknown>): ApiModel {
  return getApiModel(root);
}

const OPERATION = { responses: { '200': { description: 'ok' } } };

describe('credentials go where the document says', () => {
  const cookie = { type: 'apiKey', in: 'cookie', name: 'sessionid' };
  const cases: Array<{ name: string; root: Record<string, unknown>; headers: Record<string, string>; query: string; token?: string; schemeTokens?: Record<string, string> }> = [
    { name: 'HTTP bearer', root: { openapi: '3.0.3', components: { securitySchemes: { a: { type: 'http', scheme: 'bearer' } } }, security: [{ a: [] }] }, headers: { Authorization: 'Bearer T' }, query: '' },
    { name: 'HTTP basic, user:password encoded', root: { openapi: '3.0.3', components: { securitySchemes: { a: { type: 'http', scheme: 'basic' } } }, security: [{ a: [] }] }, headers: { Authorization: `Basic ${Buffer.from('me:pw').toString('base64')}` }, query: '' },
    { name: 'API key in a header', root: { openapi: '3.1.0', components: { securitySchemes: { a: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } }, security: [{ a: [] }] }, headers: { 'X-Api-Key': 'T' }, query: '' },
    { name: 'API key in the query', root: { openapi: '3.1.0', components: { securitySchemes: { a: { type: 'apiKey', in: 'query', name: 'api_key' } } }, security: [{ a: [] }] }, headers: {}, query: '?api_key=T' },
    { name: 'OAuth 2.0 (Swagger 2.0)', root: { swagger: '2.0', securityDefinitions: { a: { type: 'oauth2', flow: 'implicit', authorizationUrl: 'https://x', scopes: {} } }, security: [{ a: [] }] }, headers: { Authorization: 'Bearer T' }, query: '' },
    { name: 'no scheme declared: the conventions\' bearer', root: { openapi: '3.0.3' }, headers: { Authorization: 'Bearer T' }, query: '' },
    { name: 'API key in Authorization: the key as given, no Bearer', root: { openapi: '3.0.3', components: { securitySchemes: { tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization' } } }, security: [{ tokenAuth: [] }] }, headers: { Authorization: 'T' }, query: '' },
    { name: 'API key in Authorization with the scheme word the user gives (DRF)', token: 'Token abc', root: { openapi: '3.0.3', components: { securitySchemes: { tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization' } } }, security: [{ tokenAuth: [] }] }, headers: { Authorization: 'Token abc' }, query: '' },
    { name: 'no document security: the first scheme that is not a cookie', root: { openapi: '3.0.3', components: { securitySchemes: { cookieAuth: cookie, tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization' } } } }, headers: { Authorization: 'T' }, query: '' },
    { name: 'a cookie alternative is passed over for a header', root: { openapi: '3.0.3', components: { securitySchemes: { cookieAuth: cookie, bearer: { type: 'http', scheme: 'bearer' } } }, security: [{ cookieAuth: [] }, { bearer: [] }] }, headers: { Authorization: 'Bearer T' }, query: '' },
    { name: 'a cookie scheme where it is the only one', root: { openapi: '3.0.3', components: { securitySchemes: { cookieAuth: cookie } }, security: [{ cookieAuth: [] }] }, headers: { Cookie: 'sessionid=T' }, query: '' },
    { name: 'tokens per scheme name: the alternative whose schemes were each given one', token: undefined, schemeTokens: { key: 'K' }, root: { openapi: '3.0.3', components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } }, security: [{ bearer: [] }, { key: [] }] }, headers: { 'X-Api-Key': 'K' }, query: '' },
    { name: 'tokens per scheme name, both required together', token: undefined, schemeTokens: { bearer: 'B', key: 'K' }, root: { openapi: '3.0.3', components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } }, security: [{ bearer: [], key: [] }] }, headers: { Authorization: 'Bearer B', 'X-Api-Key': 'K' }, query: '' },
    { name: 'a public operation (security: []) gets none', root: { openapi: '3.0.3', components: { securitySchemes: { a: { type: 'http', scheme: 'bearer' } } }, security: [] }, headers: {}, query: '' },
  ];
  for (const { name, root, headers, query, ...given } of cases) {
    it(name, () => {
      const token = 'token' in given ? given.token : name.startsWith('HTTP basic') ? 'me:pw' : 'T';
      const model = modelOf({ ...root, paths: { '/things': { get: OPERATION } } });
      const plan = new CredentialPlan(model, new Map(Object.entries(given.schemeTokens ?? {})));
      const sent: Record<string, string> = {};
      const url = new URL('http://127.0.0.1/things');
      plan.apply(model.operations[0], 'full', { full: token }, sent, url);
      expect(sent).toEqual(headers);
      expect(url.search).toBe(query);
    });
  }

  it('knows which operations require credentials: an anonymous alternative ({}) makes them optional', () => {
    const model = modelOf({
      openapi: '3.0.3',
      components: { securitySchemes: { a: { type: 'http', scheme: 'bearer' } } },
      security: [{ a: [] }],
      paths: { '/required': { get: OPERATION }, '/optional': { get: { ...OPERATION, security: [{}, { a: [] }] } }, '/public': { get: { ...OPERATION, security: [] } } },
    });
    const plan = new CredentialPlan(model);
    expect(model.operations.map((operation) => plan.protectionOf(operation).required)).toEqual([true, false, false]);
  });

  it('sends a well-formed credential no server issued as the invalid one', () => {
    const model = modelOf({ openapi: '3.0.3', components: { securitySchemes: { a: { type: 'http', scheme: 'bearer' } } }, security: [{ a: [] }], paths: { '/things': { get: OPERATION } } });
    const sent: Record<string, string> = {};
    new CredentialPlan(model).apply(model.operations[0], 'invalid', { full: 'T' }, sent, new URL('http://127.0.0.1/things'));
    expect(sent).toEqual({ Authorization: `Bearer ${INVALID_TOKEN}` });
  });

  it('gives the invalid credential the scheme word of the real one, so that it reads as a wrong key', () => {
    const model = modelOf({ openapi: '3.0.3', components: { securitySchemes: { a: { type: 'apiKey', in: 'header', name: 'Authorization' } } }, security: [{ a: [] }], paths: { '/things': { get: OPERATION } } });
    const sent: Record<string, string> = {};
    new CredentialPlan(model).apply(model.operations[0], 'invalid', { full: 'Token abc' }, sent, new URL('http://127.0.0.1/things'));
    expect(sent).toEqual({ Authorization: `Token ${INVALID_TOKEN}` });
  });

  it('reads --token <scheme>=<value> for the schemes the document declares, and any other as the token', () => {
    expect(splitTokens(['bearer=abc', 'key=x=y', 'plain=text'], ['bearer', 'key'])).toEqual({ token: 'plain=text', schemeTokens: new Map([['bearer', 'abc'], ['key', 'x=y']]) });
    expect(splitTokens(['abc=='], ['bearer'])).toEqual({ token: 'abc==', schemeTokens: new Map() });
    expect(() => splitTokens(['one', 'two'], ['bearer'])).toThrow('more than one --token without a scheme name; give each as <scheme>=<token>, the schemes the document declares being: bearer');
  });
});

describe('secrets are redacted in every form they travel in', () => {
  const redactor = new Redactor(['s3cret/token', undefined, 'me:pw']);
  const cases: Array<[string, string]> = [
    ['Authorization: Bearer s3cret/token', 'Authorization: Bearer [REDACTED]'],
    ['GET /things?api_key=s3cret%2Ftoken', 'GET /things?api_key=[REDACTED]'],
    [`Basic ${Buffer.from('me:pw').toString('base64')}`, 'Basic [REDACTED]'],
    ['nothing secret here', 'nothing secret here'],
  ];
  for (const [text, expected] of cases) it(text, () => expect(redactor.redact(text)).toBe(expected));
});

describe('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2024-01-01T00:00:00Z');
  const cases: Array<[string | null, number | undefined]> = [
    ['120', 120_000],
    ['Mon, 01 Jan 2024 00:00:30 GMT', 30_000],
    ['soon', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    [null, undefined],
  ];
  for (const [header, expected] of cases) it(String(header), () => expect(retryAfterMs(header, now)).toBe(expected));
});

describe('the version segment is removed where it is', () => {
  const model = modelOf({ openapi: '3.0.3', paths: { '/v2/users/{id}': { get: OPERATION }, '/users': { get: OPERATION } } });
  const [versioned, unversioned] = model.operations;
  const cases: Array<{ name: string; url: string; base: string; operation: typeof versioned; expected: string | undefined }> = [
    { name: 'in the path key', url: 'http://h/api/v2/users/7', base: 'http://h/api', operation: versioned, expected: 'http://h/api/users/7' },
    { name: 'in the base URL', url: 'http://h/v1/users', base: 'http://h/v1', operation: unversioned, expected: 'http://h/users' },
    { name: 'nowhere', url: 'http://h/users', base: 'http://h', operation: unversioned, expected: undefined },
  ];
  for (const { name, url, base, operation, expected } of cases) {
    it(name, () => expect(unversionedUrl(new URL(url), operation as NonNullable<typeof operation>, new URL(base))?.href).toBe(expected));
  }
});

describe('error bodies and the fields they name', () => {
  const bodies: Array<[unknown, boolean, string[]]> = [
    [{ error: 'bad', message: 'Bad.' }, false, []],
    [{ error: 'bad', message: 'Bad.', field: 'email' }, true, []],
    [{ error: 'bad', message: 'Bad.' }, true, ['no "field" naming the offending input field']],
    [{ error: { code: 'x' }, detail: 'Bad.' }, false, ['"error" is not a string', 'no "message"']],
    [['bad'], false, ['the body is not a JSON object']],
  ];
  for (const [body, needsField, problems] of bodies) it(JSON.stringify(body), () => expect(errorBodyProblems(body, needsField)).toEqual(problems));

  const names: Array<[string, string, boolean]> = [
    ['email', 'email', true],
    ['body.email', 'email', true],
    ['/user/email', 'email', true],
    ['user[email]', 'email', true],
    ['email_address', 'email', false],
    ['string', 'email', false],
  ];
  for (const [field, name, expected] of names) it(`"${field}" names "${name}": ${String(expected)}`, () => expect(fieldNames(field, name)).toBe(expected));
});

describe('wrong-type values no lenient parser coerces', () => {
  const cases: Array<[Record<string, unknown>, unknown]> = [
    [{ type: 'integer' }, 'not-a-number'],
    [{ type: 'boolean' }, 'not-a-boolean'],
    [{ type: 'string' }, { unexpected: 'object' }],
    [{ type: 'object' }, 'not-an-object'],
    [{ type: 'array' }, { unexpected: 'object' }],
    [{ type: 'string', nullable: true }, undefined],
    [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, undefined],
  ];
  for (const [schema, expected] of cases) it(JSON.stringify(schema), () => expect(wrongTypeValue(schema)?.value).toEqual(expected));
});
