import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { SpecVersion } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import { decodePointerSegment, isObject } from '../../rulesets/model/json.js';

/**
 * Validates bodies against the document's schemas with ajv: OpenAPI 3.1 as JSON Schema draft
 * 2020-12, OpenAPI 3.0 and Swagger 2.0 as draft-07 after translating their dialect (`nullable`,
 * `x-nullable`, boolean `exclusiveMinimum`). Schemas are compiled where they stand in the files
 * as written, so `$ref`s (across files, and circular ones) are resolved by ajv itself.
 */

export type Direction = 'request' | 'response';

export interface ValidationOutcome {
  valid: boolean;
  /** Readable problems, `at /data/0/age: must be integer`. */
  problems: string[];
  /** The required properties the value lacks, at any depth (`email`). */
  missing: string[];
}

// ajv-formats is CommonJS with a `default` property; the ESM default import is the module object.
const addFormats = addFormatsModule.default;

/** 3.1 and 3.2 write Schema Objects in JSON Schema 2020-12; 2.0 and 3.0 in their own dialect of draft 4. */
function isJsonSchema2020(version: SpecVersion): boolean {
  return version === '3.1' || version === '3.2';
}

/** The standard formats, plus OpenAPI's own, which ajv-formats knows in its full mode. */
function createAjv(version: SpecVersion): Ajv {
  const options = { strict: false, allErrors: true, validateSchema: false, logger: false, discriminator: false } as const;
  const ajv = isJsonSchema2020(version) ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}

function escapePointerSegment(segment: string | number): string {
  return encodeURIComponent(String(segment).replace(/~/g, '~0').replace(/\//g, '~1'));
}

function decodePointer(fragment: string): string[] {
  if (fragment === '' || fragment === '/') return [];
  return fragment.replace(/^\//, '').split('/').map(decodePointerSegment);
}

interface Location {
  uri: string;
  segments: string[];
}

function nodeAt(documents: ReadonlyMap<string, unknown>, location: Location): unknown {
  let node = documents.get(location.uri);
  for (const segment of location.segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

function followRef(ref: string, from: Location): Location {
  const [target = '', fragment = ''] = ref.split('#');
  const uri = target === '' ? from.uri : new URL(target, from.uri).href;
  return { uri, segments: decodePointer(fragment) };
}

/**
 * Where the node at a path of the resolved document is written: the path is walked in the raw
 * files, jumping through each `$ref` met on the way (a response defined in `components`, or in
 * another file).
 */
export function locateInRaw(documents: ReadonlyMap<string, unknown>, rootUri: string, path: JsonPath): Location | undefined {
  let location: Location = { uri: rootUri, segments: [] };
  const follow = () => {
    for (let hops = 0; hops < 32; hops++) {
      const node = nodeAt(documents, location);
      if (!isObject(node) || typeof node['$ref'] !== 'string') return true;
      location = followRef(node['$ref'], location);
    }
    return false;
  };
  for (const segment of path) {
    if (!follow()) return undefined;
    location = { uri: location.uri, segments: [...location.segments, String(segment)] };
  }
  return nodeAt(documents, location) === undefined ? undefined : location;
}

/** OpenAPI 3.0 / Swagger 2.0 schema dialect → JSON Schema draft-07, on a copy. */
function translateDialect(node: unknown, version: SpecVersion, direction: Direction, seen = new Map<object, unknown>()): unknown {
  if (Array.isArray(node)) return node.map((item) => translateDialect(item, version, direction, seen));
  if (!isObject(node)) return node;
  const known = seen.get(node);
  if (known !== undefined) return known;
  const copy: Record<string, unknown> = {};
  seen.set(node, copy);
  for (const [key, value] of Object.entries(node)) {
    // `example`/`examples` hold data, not schemas: copy them untouched.
    copy[key] = key === 'example' || key === 'examples' || key === 'x-example' ? value : translateDialect(value, version, direction, seen);
  }
  delete copy['$schema'];
  dropDirectionalRequired(copy, direction);
  if (isJsonSchema2020(version)) return copy;
  if (copy['type'] === 'file') delete copy['type'];
  translateExclusiveBounds(copy);
  const nullable = copy['nullable'] === true || copy['x-nullable'] === true;
  if (nullable && typeof copy['$ref'] !== 'string') return allowNull(copy);
  return copy;
}

function translateExclusiveBounds(schema: Record<string, unknown>): void {
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else {
      delete schema[flag];
    }
  }
}

function allowNull(schema: Record<string, unknown>): unknown {
  const type = schema['type'];
  if (typeof type === 'string') {
    schema['type'] = [type, 'null'];
    if (Array.isArray(schema['enum']) && !schema['enum'].includes(null)) schema['enum'] = [...(schema['enum'] as unknown[]), null];
    return schema;
  }
  if (Array.isArray(type)) {
    if (!type.includes('null')) schema['type'] = [...(type as unknown[]), 'null'];
    return schema;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/** A readOnly property is not required in a request, nor a writeOnly one in a response. */
function dropDirectionalRequired(schema: Record<string, unknown>, direction: Direction): void {
  const required = schema['required'];
  const properties = schema['properties'];
  if (!Array.isArray(required) || !isObject(properties)) return;
  const marker = direction === 'request' ? 'readOnly' : 'writeOnly';
  schema['required'] = required.filter((name) => !(typeof name === 'string' && isObject(properties[name]) && properties[name][marker] === true));
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the body' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${where}: missing required property "${String(params['missingProperty'])}"`;
  if (error.keyword === 'additionalProperties') return `${where}: unexpected property "${String(params['additionalProperty'])}"`;
  if (error.keyword === 'enum') return `${where}: must be one of ${JSON.stringify(params['allowedValues'])}`;
  return `${where}: ${error.message ?? `fails "${error.keyword}"`}`;
}

/**
 * A `oneOf` that more than one branch matches. OpenAPI documents lean on `discriminator` to tell
 * such branches apart (a Cat and a Dog both being objects), which JSON Schema does not read; the
 * value fits the document, so this is not held against the server.
 */
function isAmbiguousOneOf(error: ErrorObject): boolean {
  const passing = (error.params as { passingSchemas?: unknown }).passingSchemas;
  return error.keyword === 'oneOf' && Array.isArray(passing) && passing.length > 1;
}

/** Drops the summaries of alternatives when the errors inside them say more. */
function mostPrecise(errors: ErrorObject[]): ErrorObject[] {
  const isSummary = (error: ErrorObject) => ['oneOf', 'anyOf', 'if', 'not', 'allOf'].includes(error.keyword);
  const detailed = errors.filter((error) => !isSummary(error));
  return detailed.length > 0 ? detailed : errors;
}

export class SchemaValidator {
  private readonly ajv: Record<Direction, Ajv | undefined> = { request: undefined, response: undefined };
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(
    private readonly version: SpecVersion,
    private readonly rawDocuments: ReadonlyMap<string, unknown>,
    private readonly rootUri: string,
  ) {}

  private ajvFor(direction: Direction): Ajv {
    let ajv = this.ajv[direction];
    if (ajv === undefined) {
      ajv = createAjv(this.version);
      for (const [uri, document] of this.rawDocuments) {
        const translated = translateDialect(document, this.version, direction);
        if (isObject(translated)) ajv.addSchema({ ...translated, $id: uri }, uri);
      }
      this.ajv[direction] = ajv;
    }
    return ajv;
  }

  /** The validator of the schema at `schemaPath` (a path in the resolved document); null when it cannot compile. */
  private validatorFor(schemaPath: JsonPath, direction: Direction): ValidateFunction | null {
    const key = `${direction}\u0000${JSON.stringify(schemaPath)}`;
    const cached = this.compiled.get(key);
    if (cached !== undefined) return cached;
    const location = locateInRaw(this.rawDocuments, this.rootUri, schemaPath);
    let validate: ValidateFunction | null = null;
    if (location !== undefined) {
      const pointer = location.segments.map(escapePointerSegment).join('/');
      try {
        validate = this.ajvFor(direction).compile({ $ref: `${location.uri}#${pointer === '' ? '' : `/${pointer}`}` });
      } catch {
        validate = null;
      }
    }
    this.compiled.set(key, validate);
    return validate;
  }

  /** Validates a body; undefined when the schema cannot be compiled (a broken or unsupported schema). */
  validate(schemaPath: JsonPath, value: unknown, direction: Direction): ValidationOutcome | undefined {
    const validate = this.validatorFor(schemaPath, direction);
    if (validate === null) return undefined;
    if (validate(value)) return { valid: true, problems: [], missing: [] };
    const errors = (validate.errors ?? []).filter((error) => !isAmbiguousOneOf(error));
    if (errors.length === 0) return { valid: true, problems: [], missing: [] };
    const precise = mostPrecise(errors);
    const missing = precise.flatMap((error) => (error.keyword === 'required' ? [String((error.params as Record<string, unknown>)['missingProperty'])] : []));
    return { valid: false, problems: [...new Set(precise.map(describeError))], missing: [...new Set(missing)] };
  }
}
