import { randomUUID } from 'node:crypto';
import type { JsonObject } from '../../rulesets/model/json.js';
import { arrayOf, isObject } from '../../rulesets/model/json.js';
import { declaredTypes, objectView } from '../../rulesets/model/schema.js';

/**
 * Values built from schemas: the examples the document gives first, else the smallest value the
 * schema accepts. `undefined` means no value could be built (a pattern too hard to satisfy, a
 * required recursive property), and whoever asked skips rather than guesses.
 */

const MAX_DEPTH = 8;

/** A tag unique to this run, so that values a server may require to be unique (emails, names) are. */
const RUN_TAG = randomUUID().slice(0, 8);

let uniqueCounter = 0;

function uniqueEmail(): string {
  uniqueCounter++;
  return `check-${RUN_TAG}-${uniqueCounter}@example.com`;
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  email: uniqueEmail,
  'idn-email': uniqueEmail,
  uuid: () => randomUUID(),
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
  time: () => '12:00:00Z',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
  'uri-reference': () => 'https://example.com/',
  iri: () => 'https://example.com/',
  hostname: () => 'example.com',
  ipv4: () => '192.0.2.1',
  ipv6: () => '2001:db8::1',
  byte: () => 'Y2hlY2s=',
  password: () => `Check-${RUN_TAG}-9!`,
  duration: () => 'PT1M',
  regex: () => '^check$',
};

/** Plain strings tried against a `pattern` when the document gives no example. */
const PATTERN_CANDIDATES = ['check', `check-${RUN_TAG}`, 'a', 'A', 'abc', 'ABC', 'Abc', '1', '123', 'a1', 'A1', 'abc123', 'ABC-123', 'check_value', 'x'];

function firstExample(schema: JsonObject): { found: boolean; value?: unknown } {
  if ('example' in schema) return { found: true, value: schema['example'] };
  const examples = schema['examples'];
  if (Array.isArray(examples) && examples.length > 0) return { found: true, value: examples[0] };
  if ('x-example' in schema) return { found: true, value: schema['x-example'] };
  return { found: false };
}

function fitLength(text: string, schema: JsonObject): string {
  const min = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : Infinity;
  let result = text;
  while (result.length < min) result += 'x';
  return result.slice(0, Math.max(max, min));
}

function sampleString(schema: JsonObject): string | undefined {
  const format = typeof schema['format'] === 'string' ? schema['format'] : undefined;
  const fromFormat = format === undefined ? undefined : FORMAT_SAMPLES[format]?.();
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const candidates = fromFormat === undefined ? PATTERN_CANDIDATES.map((candidate) => fitLength(candidate, schema)) : [fromFormat];
  if (pattern === undefined) return candidates[0];
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  return candidates.find((candidate) => regex.test(candidate));
}

function sampleNumber(schema: JsonObject, integer: boolean): number {
  const multipleOf = typeof schema['multipleOf'] === 'number' && schema['multipleOf'] > 0 ? schema['multipleOf'] : integer ? 1 : undefined;
  let value = 1;
  if (typeof schema['minimum'] === 'number') value = Math.max(value, schema['minimum']);
  if (typeof schema['exclusiveMinimum'] === 'number') value = Math.max(value, schema['exclusiveMinimum'] + (integer ? 1 : 0.5));
  if (schema['exclusiveMinimum'] === true && typeof schema['minimum'] === 'number' && value <= schema['minimum']) value = schema['minimum'] + (integer ? 1 : 0.5);
  if (typeof schema['maximum'] === 'number') value = Math.min(value, schema['maximum']);
  if (typeof schema['exclusiveMaximum'] === 'number' && value >= schema['exclusiveMaximum']) value = schema['exclusiveMaximum'] - (integer ? 1 : 0.5);
  if (multipleOf !== undefined) value = Math.ceil(value / multipleOf) * multipleOf;
  return integer ? Math.round(value) : value;
}

function sampleObject(schema: JsonObject, depth: number, direction: 'request' | 'response'): Record<string, unknown> | undefined {
  const view = objectView(schema, []);
  const skipped = direction === 'request' ? 'readOnly' : 'writeOnly';
  const result: Record<string, unknown> = {};
  for (const name of view.required) {
    const property = view.properties.get(name);
    if (property === undefined) {
      if (schema['additionalProperties'] === false) return undefined;
      continue;
    }
    if (isObject(property.schema) && property.schema[skipped] === true) continue;
    const value = sampleValue(property.schema, depth + 1, direction);
    if (value === undefined) return undefined;
    result[name] = value;
  }
  const minProperties = typeof schema['minProperties'] === 'number' ? schema['minProperties'] : 0;
  for (const [name, property] of view.properties) {
    if (Object.keys(result).length >= minProperties) break;
    if (name in result || (isObject(property.schema) && property.schema[skipped] === true)) continue;
    const value = sampleValue(property.schema, depth + 1, direction);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** The smallest value a (resolved) schema accepts, examples and defaults first. */
export function sampleValue(schema: unknown, depth = 0, direction: 'request' | 'response' = 'request'): unknown {
  if (schema === true || (isObject(schema) && Object.keys(schema).length === 0)) return 'check';
  if (!isObject(schema) || depth > MAX_DEPTH) return undefined;
  if ('const' in schema) return schema['const'];
  const example = firstExample(schema);
  if (example.found) return example.value;
  if ('default' in schema) return schema['default'];
  const values = arrayOf(schema['enum']);
  if (values.length > 0) return values.find((value) => value !== null) ?? values[0];
  for (const keyword of ['oneOf', 'anyOf']) {
    for (const branch of arrayOf(schema[keyword])) {
      const value = sampleValue(branch, depth + 1, direction);
      if (value !== undefined) return value;
    }
  }
  const types = declaredTypes(schema);
  types.delete('null');
  const type = types.has('object') ? 'object' : [...types][0] ?? (isObject(schema['properties']) || Array.isArray(schema['allOf']) ? 'object' : undefined);
  switch (type) {
    case 'object':
      return sampleObject(schema, depth, direction);
    case 'array': {
      const minItems = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const items: unknown[] = [];
      for (let index = 0; index < minItems; index++) {
        const item = sampleValue(schema['items'], depth + 1, direction);
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return declaredTypes(schema).has('null') ? null : undefined;
  }
}

/**
 * A value of the wrong JSON type for a field, chosen so that no lenient parser turns it into the
 * right one: ajv's `coerceTypes` and pydantic's lax mode make numbers of numeric strings and
 * strings of numbers, but nothing makes a string of an object, or a number of a word.
 */
export function wrongTypeValue(schema: unknown): { value: unknown; description: string } | undefined {
  if (!isObject(schema) || ['oneOf', 'anyOf', 'not'].some((keyword) => keyword in schema)) return undefined;
  if (schema['nullable'] === true || schema['x-nullable'] === true) return undefined;
  const types = declaredTypes(schema);
  if (types.size !== 1 || types.has('null')) return undefined;
  switch ([...types][0]) {
    case 'integer':
    case 'number':
      return { value: 'not-a-number', description: 'a string where a number is expected' };
    case 'boolean':
      return { value: 'not-a-boolean', description: 'a string where a boolean is expected' };
    case 'string':
      return { value: { unexpected: 'object' }, description: 'an object where a string is expected' };
    case 'object':
      return { value: 'not-an-object', description: 'a string where an object is expected' };
    case 'array':
      return { value: { unexpected: 'object' }, description: 'an object where an array is expected' };
    default:
      return undefined;
  }
}

/** Ranks fields for the wrong-type probe: scalars first, whose wrong value is the clearest. */
export function wrongTypePreference(schema: unknown): number {
  const type = [...declaredTypes(schema)][0];
  return type === 'integer' || type === 'number' || type === 'boolean' ? 0 : type === 'string' ? 1 : 2;
}
