/**
 * The conventions' options: one object, validated once, shared by every rule.
 * The same object is what a user passes to `apiConventions()` in `.spectral.js`,
 * so stock Spectral and our CLI read one configuration.
 */

import type { JSONSchema7 } from 'json-schema';

export type CasingOption = 'auto' | 'snake_case' | 'camelCase';
export type VersioningOption = 'auto' | 'uri' | 'header' | 'query';

export interface ConventionsOptions {
  /** Field casing: inferred from the majority of multi-word names, or fixed. */
  casing?: CasingOption;
  /** Versioning strategy the API uses. */
  versioning?: VersioningOption;
  /** Path prefix stripped before path rules look at segments, e.g. `/api`. */
  basePath?: string;
  /** Singular resources that are not collections (`/me`, `/health`). Added to the defaults. */
  singletons?: string[];
  /** Words that count as verbs in paths, besides the built-in list. */
  extraVerbs?: string[];
  /** Nouns with no plural form, besides pluralize's list. */
  extraUncountables?: string[];
  /** Media types accepted besides JSON and `text/event-stream`. */
  allowedMediaTypes?: string[];
  /** `diff`: the severity of each kind of change (`response-enum-value-added: warn`), or `off`. */
  diffKinds?: Record<string, 'error' | 'warn' | 'info' | 'hint' | 'off'>;
}

export type ResolvedOptions = Required<ConventionsOptions>;

export const DEFAULT_SINGLETONS: readonly string[] = [
  'me', 'self', 'health', 'healthz', 'livez', 'readyz', 'ping', 'status', 'version', 'info',
  'metrics', 'openapi', 'swagger', 'docs', 'settings', 'profile', 'preferences', 'config',
  'configuration', 'account', 'current', 'dashboard', 'summary', 'stats', 'statistics',
];

export const optionsSchema: JSONSchema7 & { properties: Record<string, JSONSchema7> } = {
  type: 'object',
  additionalProperties: false,
  properties: {
    casing: { enum: ['auto', 'snake_case', 'camelCase'] },
    versioning: { enum: ['auto', 'uri', 'header', 'query'] },
    basePath: { type: 'string', pattern: '^(/[^/]+)*/?$' },
    singletons: { type: 'array', items: { type: 'string', minLength: 1 } },
    extraVerbs: { type: 'array', items: { type: 'string', minLength: 1 } },
    extraUncountables: { type: 'array', items: { type: 'string', minLength: 1 } },
    allowedMediaTypes: { type: 'array', items: { type: 'string', pattern: '^[^/\\s]+/[^/\\s]+$' } },
    diffKinds: { type: 'object', additionalProperties: { enum: ['error', 'warn', 'info', 'hint', 'off'] } },
  },
};

export const OPTION_EXAMPLE = "apiConventions({ casing: 'snake_case', versioning: 'uri', basePath: '/api', singletons: ['me'] })";

export function resolveOptions(options: ConventionsOptions | null | undefined): ResolvedOptions {
  const given = options ?? {};
  return {
    casing: given.casing ?? 'auto',
    versioning: given.versioning ?? 'auto',
    basePath: given.basePath ?? '',
    singletons: [...DEFAULT_SINGLETONS, ...(given.singletons ?? [])],
    extraVerbs: given.extraVerbs ?? [],
    extraUncountables: given.extraUncountables ?? [],
    allowedMediaTypes: given.allowedMediaTypes ?? [],
    diffKinds: given.diffKinds ?? {},
  };
}
