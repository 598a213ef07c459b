/**
 * The rule catalog: every public id the tool reports, with its default severity, the sections of
 * the conventions it enforces and where its docs page is. Ids are public API (configs, baselines
 * and users' CI name them), so they never change once shipped. Data only: reporters read it
 * without loading the rules, and tests check each rule's and each probe's own metadata against it.
 * `npm run catalog` writes the human page, docs/rules/README.md, from it.
 */

export type Severity = 'error' | 'warn' | 'info' | 'hint';

/**
 * Which command reports the id: `lint` (a document), `lint-run` (what `lint` says of its own run),
 * `check` (a probe of a live server), `check-run` (what `check` says of its own run), `diff` (two
 * versions), or the inline ignores of any of them.
 */
export type CatalogGroup = 'lint' | 'lint-run' | 'check' | 'check-run' | 'diff' | 'ignores';

export interface CatalogEntry {
  id: string;
  group: CatalogGroup;
  severity: Severity;
  /** The sections of the conventions it enforces, as the rule writes them (`2.3, 8.2`); empty for the ignores. */
  section: string;
  description: string;
}

/**
 * A docs page is named by its path inside the package, which carries docs/ (see `files` in
 * package.json): the reporters read the page from there and link to it under the base URL a team
 * hosts the pages at, or to the installed file (src/reporters/rule-docs.ts).
 */
export const PACKAGE_DOCS_PREFIX = 'docs/';

function docsPageUrl(page: string): string {
  return `${PACKAGE_DOCS_PREFIX}${page}`;
}

const lint = (id: string, severity: Severity, section: string, description: string): CatalogEntry => ({ id, group: 'lint', severity, section, description });
const live = (id: string, severity: Severity, section: string, description: string): CatalogEntry => ({ id, group: 'check', severity, section, description });

export const OAS_VALID = 'oas-valid';
/** A rule, or the run itself, failed: reported, never thrown, so the other findings survive. */
export const INTERNAL_ERROR = 'internal-error';

export const CATALOG: readonly CatalogEntry[] = [
  lint(OAS_VALID, 'error', '2, 4', 'The document is a structurally valid OpenAPI/Swagger document (schema validation, resolvable $refs).'),
  lint('path-nouns', 'error', '2.1', 'Paths name resources with nouns, never verbs; a POST action sub-resource is the one exception.'),
  lint('path-nesting-depth', 'error', '2.3, 8.2', 'Resource paths nest one level at most, and a sub-collection sits under an id: /collection/{id}/sub-collection/{id}.'),
  lint('field-casing', 'error', '2.4', 'All field names, and query and path parameter names, use one casing style: snake_case or camelCase.'),
  lint('error-body-shape', 'error', '7.2', 'Every 4xx, 5xx and default response carries a JSON body with required string "error" and "message", and "field" as a string where present.'),
  lint('path-plural-collections', 'warn', '2.2', 'A path segment naming a collection is a plural noun (/user → /users); uncountable nouns and configured singletons pass.'),
  lint('path-version-segment', 'error', '4.3, 9', 'Under URI versioning every operation is reached through /v<N> (in the path or in every server URL), N a whole number, the same N across the document.'),
  lint('versioning-single-strategy', 'warn', '9', 'The API is versioned by one strategy only: URI (/v<N>), a version header, or a version query parameter; an API with none gets a warning.'),
  lint('json-content-type', 'error', '2.5', 'Every request body and every response with content offers application/json; text/event-stream passes, other media types only where configured.'),
  lint('list-envelope', 'error', '2', 'A GET on a collection answers 2xx with an object holding "data" (array), the next-page cursor (string, nullable) and "total" (integer); a bare array fails.'),
  lint('method-body-semantics', 'error', '4', 'GET, HEAD and DELETE take no request body; POST, PUT and PATCH take one (a POST action sub-resource may not).'),
  lint('method-path-semantics', 'error', '4', 'PUT, PATCH and DELETE address an item (/collection/{id}); POST addresses a collection or an action sub-resource, never an item.'),
  lint('create-returns-resource', 'warn', '4', 'A POST on a collection answers 201 or 200 with the created resource as a JSON body.'),
  lint('error-status-codes', 'info', '7', 'Error responses use the codes of the conventions\' table: 400, 401, 403, 404, 422, 429, 500; a 4XX or 5XX range alone does not say which.'),
  lint('no-error-in-success', 'error', '7.1', 'No 2xx response body carries an "error" or "errors" property at its top level.'),
  lint('validation-error-responses', 'warn', '4.2, 7', 'An operation that takes a request body or required query or header parameters declares 400 or 422.'),
  lint('operation-security', 'warn', '5.1', 'Every operation is covered by a security requirement, its own or the document\'s; an explicit `security: []` marks a deliberately public one.'),
  lint('security-scheme-types', 'error', '5.2', 'Security schemes are HTTP bearer or basic, OAuth 2.0, OpenID Connect, or an API key in the Authorization header or a query parameter; never an API key in a cookie or in the path.'),
  lint('credentials-over-https', 'error', '5.2', 'An API that takes credentials lists only https server URLs (loopback hosts excepted).'),
  lint('auth-error-responses', 'warn', '5.3, 5.4', 'A protected operation declares 401; one whose requirement names scopes or roles also declares 403.'),
  lint('rate-limit-retry-after', 'warn', '7.3, 8.1', 'Every 429 response declares a Retry-After header.'),
  lint('deprecation-headers', 'warn', '9.2', 'A deprecated operation declares a deprecation header (Deprecation or Sunset) on its responses.'),
  lint('stateless-no-cookies', 'warn', '1, 5.1', 'No cookie parameters and no Set-Cookie response headers: the API is stateless.'),
  { id: INTERNAL_ERROR, group: 'lint-run', severity: 'error', section: '', description: 'A rule, or the linter itself, failed on the document: the rule\'s findings (or, when the run stopped, the document\'s) are missing. The message names the rule and the error.' },

  live('live-content-type', 'error', '2.5', 'Every response with a body carries Content-Type: application/json.'),
  live('live-error-body', 'error', '7.2', 'Every 4xx/5xx body has string "error" and "message" (and "field" for validation errors).'),
  live('live-no-error-in-200', 'error', '7.1', 'No 2xx body carries an error.'),
  live('live-auth-required', 'error', '5.1, 5.3', 'A protected operation called with no credentials, invalid ones or expired ones answers 401.'),
  live('live-forbidden', 'error', '5.4', 'Where a low-privilege credential is given, an operation beyond it answers 403.'),
  live('live-version-required', 'error', '4.3', 'The same path without its version segment answers 404.'),
  live('live-unknown-path', 'error', '7', 'An unknown path answers 404 with the error body.'),
  live('live-missing-required-field', 'error', '4.2, 7', 'A write missing a required field answers 400 or 422, and names the field in "field".'),
  live('live-wrong-type', 'error', '7', 'A field of the wrong type answers 400 or 422.'),
  live('live-malformed-json', 'error', '7', 'A body that is not JSON answers 400.'),
  live('live-idempotent', 'error', '4.1', 'A PUT repeated, and a DELETE repeated, leave the same state (writes only).'),
  live('live-read-back', 'error', '4', 'A created resource reads back (GET of its id) as the create answered it (writes only).'),
  live('live-list-envelope', 'error', '2', 'A list answers the {data, next_cursor, total} envelope, and following next_cursor pages to the end.'),
  live('live-rate-limit', 'warn', '8.1, 7.3', 'A bounded burst, where asked for, meets 429 with Retry-After.'),
  live('live-schema', 'error', '2, 4', 'Response bodies validate against the document\'s schemas for that status.'),
  { id: 'live-not-probed', group: 'check-run', severity: 'info', section: '', description: 'An operation a probe could not judge (no id, rate limited, a request or time limit reached), and why; an error when most of the run could not be probed.' },

  { id: 'breaking-without-deprecation', group: 'diff', severity: 'error', section: '9.1', description: 'A breaking change (an operation, parameter, response or property removed, or another change that breaks a client) to an element that was not marked deprecated in the old document.' },
  { id: 'deprecation-window', group: 'diff', severity: 'warn', section: '9.3', description: 'A deprecated element removed or broken before one full version cycle passed: the version segment, the server URL\'s version or the major of info.version did not move on.' },
  { id: 'breaking-change', group: 'diff', severity: 'info', section: '9', description: 'Every breaking change found, as info, worded for a changelog.' },

  { id: 'unused-ignore', group: 'ignores', severity: 'warn', section: '', description: 'An x-api-conventions-ignore entry silences nothing: no finding of its rule is at its node or below, or it is not a rule id.' },
  { id: 'ignore-without-reason', group: 'ignores', severity: 'warn', section: '', description: 'An x-api-conventions-ignore entry gives no reason; write it as {rule, reason}.' },
];

const BY_ID: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG.map((entry) => [entry.id, entry]));

export function catalogEntry(id: string): CatalogEntry | undefined {
  return BY_ID.get(id);
}

/**
 * The docs page of an id: its own page for a document rule or a diff check, its section of
 * docs/check.md for a live check, the inline-exceptions section of docs/ci.md for the ignores.
 */
export function docsUrlFor(id: string): string {
  switch (BY_ID.get(id)?.group) {
    case 'check':
    case 'check-run':
      return docsPageUrl(`check.md#${id}`);
    case 'ignores':
      return docsPageUrl('ci.md#inline-exceptions');
    default:
      return docsPageUrl(`rules/${id}.md`);
  }
}

/** The sections of an entry as a list (`2.3, 8.2` → `2.3`, `8.2`). */
export function sectionsOf(entry: Pick<CatalogEntry, 'section'>): string[] {
  return entry.section.split(',').map((part) => part.trim()).filter((part) => part !== '');
}
