import type { ConventionRule } from '../rule.js';
import errorBodyShape from './error-body-shape.js';
import fieldCasing from './field-casing.js';
import pathNestingDepth from './path-nesting-depth.js';
import pathNouns from './path-nouns.js';
import createReturnsResource from './create-returns-resource.js';
import jsonContentType from './json-content-type.js';
import listEnvelope from './list-envelope.js';
import methodBodySemantics from './method-body-semantics.js';
import methodPathSemantics from './method-path-semantics.js';
import pathPluralCollections from './path-plural-collections.js';
import pathVersionSegment from './path-version-segment.js';
import versioningSingleStrategy from './versioning-single-strategy.js';
import authErrorResponses from './auth-error-responses.js';
import credentialsOverHttps from './credentials-over-https.js';
import deprecationHeaders from './deprecation-headers.js';
import errorStatusCodes from './error-status-codes.js';
import noErrorInSuccess from './no-error-in-success.js';
import operationSecurity from './operation-security.js';
import rateLimitRetryAfter from './rate-limit-retry-after.js';
import securitySchemeTypes from './security-scheme-types.js';
import statelessNoCookies from './stateless-no-cookies.js';
import validationErrorResponses from './validation-error-responses.js';

/** Every rule of the catalog, in the order of RULES.md. */
export const RULES: readonly ConventionRule[] = [
  pathNouns,
  pathNestingDepth,
  fieldCasing,
  errorBodyShape,
  // paths, versioning, media types, methods
  pathPluralCollections,
  pathVersionSegment,
  versioningSingleStrategy,
  jsonContentType,
  listEnvelope,
  methodBodySemantics,
  methodPathSemantics,
  createReturnsResource,
  // errors, security, limits, deprecation, statelessness
  errorStatusCodes,
  noErrorInSuccess,
  validationErrorResponses,
  operationSecurity,
  securitySchemeTypes,
  credentialsOverHttps,
  authErrorResponses,
  rateLimitRetryAfter,
  deprecationHeaders,
  statelessNoCookies,
];
