import type { SecurityRequirementModel } from './api-model.js';

/** Reading security requirements: alternatives (OR) of scheme sets (AND), as OpenAPI defines them. */

/**
 * Credentials are required when some requirement names a scheme and none is the empty `{}`
 * requirement, which makes authentication optional.
 */
export function requiresCredentials(requirements: readonly SecurityRequirementModel[] | undefined): boolean {
  if (requirements === undefined || requirements.length === 0) return false;
  return requirements.every((requirement) => requirement.schemes.length > 0);
}

/** Whether any requirement names a scheme, that is, the API takes credentials somewhere. */
export function namesAnyScheme(requirements: readonly SecurityRequirementModel[] | undefined): boolean {
  return (requirements ?? []).some((requirement) => requirement.schemes.length > 0);
}

/** The scheme names the requirements use, each once, in order. */
export function schemeNames(requirements: readonly SecurityRequirementModel[] | undefined): string[] {
  return [...new Set((requirements ?? []).flatMap((requirement) => requirement.schemes.map((scheme) => scheme.name)))];
}

/** The scopes (OAuth 2.0) or roles (3.1, any scheme) the requirements ask for, each once. */
export function requiredScopes(requirements: readonly SecurityRequirementModel[] | undefined): string[] {
  return [...new Set((requirements ?? []).flatMap((requirement) => requirement.schemes.flatMap((scheme) => scheme.scopes)))];
}
