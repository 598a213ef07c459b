/**
 * The one place `diff` reaches the linter's reading, parsing and `$ref` policy modules, so that
 * moving them touches one import list.
 */
export { readDocumentText } from '../lint/read-document.js';
export { parseDocumentText, parseMeasuredText, syntaxOf } from '../lint/parse-document.js';
export { DEFAULT_DOCUMENT_LIMITS, findTextProblem } from '../lint/document-limits.js';
export { createRefResolver, DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS } from '../lint/ref-policy.js';
export { JsonLocations } from '../parse/json-locations.js';
export { LocalFirstResolver } from '../resolve/local-ref-resolver.js';
