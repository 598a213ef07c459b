import { createRequire } from 'node:module';
import type { JsonPath } from '../../rulesets/model/json.js';

/** One problem the OpenAPI/Swagger JSON Schema finds in the document, at its JSON path. */
export interface SchemaProblem {
  path: JsonPath;
  message: string;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type ValidateSchema = (api: unknown) => void;

// swagger-parser's schema validator (the official OpenAPI 2.0/3.0/3.1 schemas, through ajv) is a
// CommonJS module outside the package's typed entry point.
const validateSchema = createRequire(import.meta.url)('@apidevtools/swagger-parser/lib/validators/schema.js') as ValidateSchema;

function pointerToPath(pointer: string): JsonPath {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describe(error: AjvError): string {
  const params = error.params;
  if (error.keyword === 'additionalProperties') return `unexpected property "${String(params['additionalProperty'])}"`;
  if (error.keyword === 'required') return `missing required property "${String(params['missingProperty'])}"`;
  if (error.keyword === 'enum') return `${error.message ?? 'invalid value'}: ${JSON.stringify(params['allowedValues'])}`;
  return error.message ?? `fails "${error.keyword}"`;
}

/** Keeps the most precise errors: alternatives' summaries give way to the errors inside them. */
function mostPrecise(errors: AjvError[]): AjvError[] {
  const concrete = errors.filter((error) => error.params['missingProperty'] !== '$ref');
  const isSummary = (error: AjvError) => ['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword);
  const detailed = concrete.filter((error) => !isSummary(error) || !concrete.some((other) => !isSummary(other) && (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`))));
  const seen = new Set<string>();
  return detailed.filter((error) => {
    const key = `${error.instancePath} ${describe(error)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Validates the unresolved document against the OpenAPI/Swagger schema of its version. */
export function findSchemaProblems(document: unknown): SchemaProblem[] {
  try {
    validateSchema(document);
    return [];
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (!Array.isArray(details)) return [{ path: [], message: (error as Error).message }];
    return mostPrecise(details).map((detail) => ({ path: pointerToPath(detail.instancePath), message: describe(detail) }));
  }
}
