/**
 * The one place `diff` reaches the linter's reading, parsing and `$ref` policy modules, so that
 * moving them touches one import list.
 */
export { readDocument } from '../parse/read-document.js';
export { parseDocumentText, syntaxOf } from '../parse/parse-document.js';
export { DEFAULT_DOCUMENT_LIMITS, findParsedJsonNestingProblem, findTextProblem } from '../parse/document-limits.js';
export { createRefResolver, DEFAULT_REMOTE_MAX_BYTES, DEFAULT_REMOTE_TIMEOUT_MS, refRootOf } from '../resolve/ref-policy.js';
export { JsonLocations } from '../parse/json-locations.js';
export { localFirstResolver } from '../spectral-internals/local-first-resolver.js';
export { resolveWithFiles, toUri } from '../resolve/resolve-with-files.js';
