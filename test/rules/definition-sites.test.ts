import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document, Spectral } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConventions } from '../../rulesets/api-conventions.js';
import { lintFile } from '../../src/lint/lint.js';
import type { InvalidCase, RuleCase } from '../helpers/rule-tester.js';
import { testRule } from '../helpers/rule-tester.js';

/**
 * Where a finding reached through a `$ref` lands: at the node the `$ref` names even when its
 * pointer is percent-encoded (`%7Bid%7D`, `%2B`), and on a property whose schema is a `$ref`
 * rather than on the schema it refers to.
 */

const info = { title: 't', version: '1' };
const BAD_ERROR = { type: 'object', properties: { detail: { type: 'string' } } };
const GOOD_ERROR = { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } };

type Version = '2.0' | '3.0' | '3.1';
const VERSIONS: Version[] = ['2.0', '3.0', '3.1'];

/** A JSON response object in each version's shape. */
function response(version: Version, schema: unknown, mediaType = 'application/json'): Record<string, unknown> {
  return version === '2.0' ? { description: 'e', schema } : { description: 'e', content: { [mediaType]: { schema } } };
}

function header(version: Version): Record<string, unknown> {
  return version === '2.0' ? { swagger: '2.0', info } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info };
}

/** `/account`'s 404 is `$ref`'d, by a percent-encoded pointer, from `/items/{id}`'s. */
function percentEncodedRef(version: Version, errorSchema: unknown): Record<string, unknown> {
  const mediaType = version === '2.0' ? 'application/json' : 'application/problem+json';
  return {
    ...header(version),
    paths: {
      // First, so that the shared body is first met, and reported, through the `$ref`.
      '/account': { get: { responses: { '200': { description: 'ok' }, '404': { $ref: '#/paths/~1items~1%7Bid%7D/get/responses/404' } } } },
      '/items/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string', schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' }, '404': response(version, errorSchema, mediaType) },
        },
      },
    },
  };
}

const schemaPathOf = (version: Version, ...prefix: Array<string | number>) =>
  version === '2.0' ? [...prefix, 'schema'] : [...prefix, 'content', 'application/problem+json', 'schema'];

/** An error body whose `error` property is a `$ref` to an object schema, as Stripe's is. */
function refProperty(version: Version, errorProperty: unknown): Record<string, unknown> {
  const schemas = {
    Error: { type: 'object', required: ['error', 'message'], properties: { error: { $ref: `${version === '2.0' ? '#/definitions' : '#/components/schemas'}/ApiErrors` }, message: { type: 'string' } } },
    ApiErrors: errorProperty,
  };
  const errorRef = { $ref: `${version === '2.0' ? '#/definitions' : '#/components/schemas'}/Error` };
  return {
    ...header(version),
    paths: { '/items': { get: { responses: { '200': { description: 'ok' }, '400': response(version, errorRef) } } } },
    ...(version === '2.0' ? { definitions: schemas } : { components: { schemas } }),
  };
}

const errorSchemasPath = (version: Version) => (version === '2.0' ? ['definitions'] : ['components', 'schemas']);

testRule('error-body-shape', {
  valid: VERSIONS.flatMap((version): RuleCase[] => [
    { name: `a conforming error body behind a percent-encoded $ref (${version})`, document: percentEncodedRef(version, GOOD_ERROR) },
    { name: `an "error" property $ref'd to a string schema (${version})`, document: refProperty(version, { type: 'string' }) },
  ]),
  invalid: VERSIONS.flatMap((version): InvalidCase[] => [
    {
      name: `a finding behind a percent-encoded $ref lands once, at the node it names (${version})`,
      document: percentEncodedRef(version, BAD_ERROR),
      errors: [{ path: schemaPathOf(version, 'paths', '/items/{id}', 'get', 'responses', '404'), message: /^error body of GET \/account 404 has no "error" or "message" properties/ }],
    },
    {
      name: `a finding about a property whose schema is a $ref lands on the property (${version})`,
      document: refProperty(version, { type: 'object', properties: { code: { type: 'string' } } }),
      errors: [{ path: [...errorSchemasPath(version), 'Error', 'properties', 'error'], message: 'error body property "error" is object (GET /items 400); it must be a string' }],
    },
  ]),
});

/** A snake_case API with one camelCase property whose schema is `$ref`'d. */
function camelCaseRefProperty(version: Version, name: string): Record<string, unknown> {
  const prefix = version === '2.0' ? '#/definitions' : '#/components/schemas';
  const schemas = {
    Account: { type: 'object', properties: { created_at: { type: 'string' }, plan_name: { type: 'string' }, [name]: { $ref: `${prefix}/TrialEnd` } } },
    TrialEnd: { type: 'string', format: 'date' },
  };
  return {
    ...header(version),
    paths: { '/accounts': { get: { responses: { '200': response(version, { $ref: `${prefix}/Account` }) } } } },
    ...(version === '2.0' ? { definitions: schemas } : { components: { schemas } }),
  };
}

/** Two camelCase properties `$ref`'d to the same schema: Spectral places both findings on it. */
function twoCamelCaseRefProperties(version: Version): Record<string, unknown> {
  const document = camelCaseRefProperty(version, 'trialEnd');
  const schemas = (version === '2.0' ? document['definitions'] : (document['components'] as Record<string, unknown>)['schemas']) as Record<string, { properties: Record<string, unknown> }>;
  const account = schemas['Account'];
  if (account !== undefined) {
    // Snake_case stays the API's casing: it still has more snake_case fields than camelCase ones.
    account.properties['billing_email'] = { type: 'string' };
    account.properties['renewOn'] = { $ref: `${version === '2.0' ? '#/definitions' : '#/components/schemas'}/TrialEnd` };
  }
  return document;
}

testRule('field-casing', {
  valid: VERSIONS.map((version): RuleCase => ({ name: `a snake_case property $ref'd to a shared schema (${version})`, document: camelCaseRefProperty(version, 'trial_end') })),
  invalid: VERSIONS.flatMap((version): InvalidCase[] => [
    {
      name: `a camelCase property whose schema is a $ref is reported on the property (${version})`,
      document: camelCaseRefProperty(version, 'trialEnd'),
      errors: [{ path: [...errorSchemasPath(version), 'Account', 'properties', 'trialEnd'], message: 'field "trialEnd" is camelCase; this API uses snake_case: "trial_end"' }],
    },
    {
      name: `two camelCase properties $ref'd to one schema are each reported on its own property (${version})`,
      document: twoCamelCaseRefProperties(version),
      errors: [
        { path: [...errorSchemasPath(version), 'Account', 'properties', 'trialEnd'], message: 'field "trialEnd" is camelCase; this API uses snake_case: "trial_end"' },
        { path: [...errorSchemasPath(version), 'Account', 'properties', 'renewOn'], message: 'field "renewOn" is camelCase; this API uses snake_case: "renew_on"' },
      ],
    },
  ]),
});

describe('stock Spectral with the ruleset places a finding behind a percent-encoded $ref where api-conventions does', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-sites-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  for (const version of VERSIONS) {
    it(`agrees on the path (${version})`, async () => {
      const file = path.join(directory, `openapi-${version}.json`);
      const text = JSON.stringify(percentEncodedRef(version, BAD_ERROR), null, 2);
      await writeFile(file, text);
      const spectral = new Spectral();
      spectral.setRuleset(apiConventions());
      const stock = await spectral.run(new Document(text, spectralParsers.Json, file));
      const ours = await lintFile(file);
      const pathsOf = (findings: ReadonlyArray<{ code: string | number; path: ReadonlyArray<string | number> }>) =>
        findings.filter((finding) => finding.code === 'error-body-shape').map((finding) => finding.path.map(String));
      expect(pathsOf(stock)).toEqual([schemaPathOf(version, 'paths', '/items/{id}', 'get', 'responses', '404')]);
      expect(pathsOf(ours)).toEqual(pathsOf(stock));
    });
  }
});
