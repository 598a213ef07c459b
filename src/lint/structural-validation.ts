import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SpecVersion } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import type { VerboseAjvError } from './schema-errors.js';
import { BUNDLED_VALIDATORS } from './bundled-validators.js';
import { explainSchemaErrors } from './schema-errors.js';

/** One problem the OpenAPI/Swagger JSON Schema finds in the document, at its JSON path. */
export interface SchemaProblem {
  path: JsonPath;
  message: string;
}

interface CompiledValidator {
  (data: unknown): boolean;
  errors?: VerboseAjvError[] | null;
}

const VERSION_NAMES: Record<SpecVersion, string> = { '2.0': 'v2', '3.0': 'v3', '3.1': 'v31', '3.2': 'v32' };

/**
 * `verdict` says only whether a document is valid, stopping at the first error (a valid document's
 * whole cost); `errors` lists every error, for the documents the verdict rejects.
 */
export type ValidatorKind = 'verdict' | 'errors';
const FILE_SUFFIXES: Record<ValidatorKind, string> = { verdict: 'verdict', errors: 'validator' };

/** `dist/generated/` seen from the built `dist/src/lint/`, or from the sources in `src/lint/` (tests). */
const GENERATED_DIRECTORIES = ['../../generated/', '../../dist/generated/'];

const requireHere = createRequire(import.meta.url);
const validators = new Map<string, CompiledValidator>();

/**
 * The official schema of each version, compiled by Ajv at build time (`scripts/build-validators.mjs`) and loaded on first use.
 */
function validatorFor(version: SpecVersion, kind: ValidatorKind): CompiledValidator {
  const name = `openapi-${VERSION_NAMES[version]}-${FILE_SUFFIXES[kind]}.cjs`;
  let validator = validators.get(name);
  if (validator === undefined) {
    validator = (BUNDLED_VALIDATORS?.[name]?.() as CompiledValidator | undefined) ?? generatedValidator(name, version);
    validators.set(name, validator);
  }
  return validator;
}

/** The validator `name` from `dist/generated/`. */
function generatedValidator(name: string, version: SpecVersion): CompiledValidator {
  const file = GENERATED_DIRECTORIES.map((directory) => fileURLToPath(new URL(directory + name, import.meta.url))).find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`the compiled OpenAPI ${version} schema is missing: run "npm run build"`);
  return requireHere(file) as CompiledValidator;
}

/** Whether the schema of its version accepts the document, by the verdict or by the full validation (they agree). */
export function isSchemaValid(document: unknown, version: SpecVersion, kind: ValidatorKind = 'verdict'): boolean {
  return validatorFor(version, kind)(document);
}

/** Validates the unresolved document against the OpenAPI/Swagger schema of its version. */
export function findSchemaProblems(document: unknown, version: SpecVersion): SchemaProblem[] {
  if (isSchemaValid(document, version)) return [];
  const validate = validatorFor(version, 'errors');
  if (validate(document)) return [];
  return explainSchemaErrors(validate.errors ?? []);
}
