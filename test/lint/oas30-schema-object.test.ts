import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSchemaObject30 } from '../../src/lint/oas30-schema-object.js';
import { isSchemaValid } from '../../src/lint/structural-validation.js';

/**
 * The 3.0 verdict checks Schema Objects with its own code instead of Ajv's for the official
 * definition; the full validation keeps Ajv's. On any value where a schema stands, the two must
 * agree, or a broken schema would pass unreported (or a sound one be reported).
 */

function documentWith(schema: unknown): unknown {
  return { openapi: '3.0.3', info: { title: 'Orders', version: '1' }, paths: {}, components: { schemas: { Item: schema } } };
}

const verdictOf = (schema: unknown) => isSchemaValid(documentWith(schema), '3.0', 'verdict');
const fullValidationOf = (schema: unknown) => isSchemaValid(documentWith(schema), '3.0', 'errors');

const scalar = fc.oneof(
  fc.constantFrom('string', 'object', 'array', 'integer', 'number', 'boolean', 'thing', '', '#/components/schemas/Item', 'https://example.com'),
  fc.constantFrom(0, 1, -1, 2.5, -0.5, 10, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
);

const SCHEMA_TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'];
const STRING_KEYS = ['title', 'description', 'format', 'pattern'];
const NUMBER_KEYS = ['multipleOf', 'maximum', 'minimum', 'maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'];
const BOOLEAN_KEYS = ['exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems', 'nullable', 'readOnly', 'writeOnly', 'deprecated'];
/** Keys no Schema Object member has, or that only other objects have. */
const OTHER_KEYS = ['$ref', 'x-internal', 'X-upper', 'nonsense', '__proto__', 'constructor', 'propertyName', 'mapping', 'url', 'name', 'wrapped'];

/**
 * Values shaped like schemas, each member most often of the kind its key asks for and sometimes
 * of any other, so that both answers are frequent.
 */
const { value } = fc.letrec<{ value: unknown; schema: unknown; member: [string, unknown] }>((tie) => {
  const either = (plausible: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: fc.oneof(scalar, tie('schema')) });
  const memberFor = (key: string): fc.Arbitrary<unknown> => {
    if (STRING_KEYS.includes(key)) return either(fc.constantFrom('a', '^[a-z]+$', 'date-time'));
    if (NUMBER_KEYS.includes(key)) return either(fc.constantFrom(0, 1, 10, 2.5));
    if (BOOLEAN_KEYS.includes(key)) return either(fc.boolean());
    switch (key) {
      case 'required': return either(fc.uniqueArray(fc.constantFrom('id', 'name', 'kind'), { minLength: 1, maxLength: 3 }));
      case 'enum': return either(fc.array(scalar, { minLength: 1, maxLength: 3 }));
      case 'type': return either(fc.constantFrom(...SCHEMA_TYPES));
      case 'not': case 'items': return either(tie('schema'));
      case 'allOf': case 'oneOf': case 'anyOf': return either(fc.array(tie('schema'), { maxLength: 2 }));
      case 'properties': return either(fc.dictionary(fc.constantFrom('id', 'name', 'x-a', '$ref'), tie('schema'), { maxKeys: 2 }));
      case 'additionalProperties': return either(fc.oneof(fc.boolean(), tie('schema')));
      case 'discriminator': return either(fc.record({ propertyName: either(fc.constant('kind')), mapping: either(fc.dictionary(fc.constantFrom('a', 'b'), either(fc.constant('#/a')), { maxKeys: 2 })) }, { requiredKeys: [] }));
      case 'externalDocs': return either(fc.record({ url: either(fc.constant('https://example.com')), description: either(fc.constant('d')), 'x-a': scalar, other: scalar }, { requiredKeys: [] }));
      case 'xml': return either(fc.record({ name: either(fc.constant('n')), prefix: either(fc.constant('p')), wrapped: either(fc.boolean()), 'x-a': scalar, names: scalar }, { requiredKeys: [] }));
      case '$ref': return either(fc.constant('#/components/schemas/Item'));
      default: return fc.oneof(scalar, tie('schema'));
    }
  };
  const keys = [...STRING_KEYS, ...NUMBER_KEYS, ...BOOLEAN_KEYS, 'required', 'enum', 'type', 'not', 'items', 'allOf', 'oneOf', 'anyOf', 'properties', 'additionalProperties', 'discriminator', 'externalDocs', 'xml', 'default', 'example'];
  return {
    value: fc.oneof({ weight: 6, arbitrary: tie('schema') }, { weight: 1, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(tie('schema'), { maxLength: 2 }) }),
    member: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_KEYS) }).chain((key) => fc.tuple(fc.constant(key), memberFor(key))),
    schema: fc.array(tie('member'), { maxLength: 4 }).map((members) => Object.fromEntries(members)),
  };
});

describe('the 3.0 verdict\'s check of Schema Objects', () => {
  it('accepts exactly what the official definition accepts, on generated values (3,000 cases)', () => {
    let accepted = 0;
    fc.assert(fc.property(value, (schema) => {
      const full = fullValidationOf(schema);
      if (full) accepted++;
      expect(verdictOf(schema)).toBe(full);
    }), { numRuns: 3000, seed: 20_261_124 });
    // Both answers occur often, so the comparison means something.
    expect(accepted).toBeGreaterThan(600);
    expect(accepted).toBeLessThan(2400);
  }, 60_000);

  it.each([
    ['a full schema', { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, tags: { type: 'array', items: { $ref: '#/x' } } }, additionalProperties: false, discriminator: { propertyName: 'kind', mapping: { a: '#/a' } }, xml: { name: 'item', wrapped: true }, externalDocs: { url: 'https://example.com' }, 'x-extra': 1 }, true],
    ['a Reference Object with a description', { $ref: '#/components/schemas/Order', description: 'an order' }, true],
    ['a $ref that is no string', { $ref: 5 }, false],
    ['a member no schema has', { type: 'object', nonsense: true }, false],
    ['a required name twice', { required: ['id', 'id'] }, false],
    ['no required name', { required: [] }, false],
    ['a type no schema has', { type: 'thing' }, false],
    ['a multipleOf of 0', { multipleOf: 0 }, false],
    ['a negative maxLength', { maxLength: -1 }, false],
    ['a fractional minItems', { minItems: 1.5 }, false],
    ['items given as a list', { items: [{ type: 'string' }] }, false],
    ['a discriminator without its property name', { discriminator: { mapping: {} } }, false],
    ['external docs without a URL', { externalDocs: { description: 'd' } }, false],
    ['an xml member no XML Object has', { xml: { names: 'a' } }, false],
  ])('%s: %s', (_name, schema, valid) => {
    expect(isSchemaObject30(schema) || (typeof schema === 'object' && '$ref' in schema && typeof schema.$ref === 'string')).toBe(valid);
    expect(verdictOf(schema)).toBe(valid);
    expect(fullValidationOf(schema)).toBe(valid);
  });
});
