/**
 * The conventions' options: one object, validated once, shared by every rule.
 * The same object is what a user passes to `apiConventions()` in `.spectral.js`,
 * so stock Spectral and our CLI read one configuration.
 */

import type { ConfigurableList } from './vocabulary/index.js';
import { CONFIGURABLE_LISTS, wordsOf } from './vocabulary/index.js';
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
  /**
   * Words added to the built-in vocabulary lists (rulesets/vocabulary/), by list
   * (`{ verbs: ['frobnicate'], 'page-fields.items': ['records'] }`): a list's name adds to its
   * entries of no kind, `<list>.<kind>` to its entries of that kind (`CONFIGURABLE_LISTS`).
   * `singletons`, `extraVerbs` and `extraUncountables` above add to the same lists as
   * `singletons`, `verbs` and `uncountables`.
   */
  vocabulary?: Partial<Record<ConfigurableList, string[]>>;
}

/**
 * The options every rule reads: defaults filled in, the `singletons`, `verbs` and `uncountables`
 * lists of `vocabulary` folded into the options for the same lists, and `vocabulary` holding the
 * words added to the other lists, by list, in the order of `CONFIGURABLE_LISTS`.
 */
export type ResolvedOptions = Required<Omit<ConventionsOptions, 'vocabulary'>> & { vocabulary: Partial<Record<ConfigurableList, string[]>> };

/** The lists of `vocabulary` that older options of their own also add to. */
const FOLDED_LISTS: ReadonlySet<ConfigurableList> = new Set<ConfigurableList>(['singletons', 'verbs', 'uncountables']);

export const DEFAULT_SINGLETONS: readonly string[] = wordsOf('singletons');

/** The name of an option, as a ruleset file and `apiConventions()` write it. */
export type OptionName = keyof ConventionsOptions;

/**
 * One option, described once: what it takes (a JSON Schema), its default as a ruleset file would
 * write it, and what it does. The options schema, `init`'s commented file, `rules` and the docs'
 * option tables are made from these; each rule says which options it reads (`rule.ts`).
 */
export interface OptionSpec {
  schema: JSONSchema7;
  /** The default, as written in a ruleset file: nothing, or the value. */
  default: unknown;
  /** What it does, in a line. */
  description: string;
  /** What it takes, in words, for the docs' tables. */
  values: string;
}

const words: JSONSchema7 = { type: 'array', items: { type: 'string', minLength: 1 } };

export const OPTION_SPECS: Readonly<Record<OptionName, OptionSpec>> = {
  casing: {
    schema: { enum: ['auto', 'snake_case', 'camelCase'] },
    default: 'auto',
    description: 'field casing: auto (the majority of multi-word names), snake_case or camelCase',
    values: '`auto`, `snake_case`, `camelCase`',
  },
  versioning: {
    schema: { enum: ['auto', 'uri', 'header', 'query'] },
    default: 'auto',
    description: 'the versioning strategy: auto (whichever the document shows), uri (/v1, /v2, …), header or query',
    values: '`auto`, `uri`, `header`, `query`',
  },
  basePath: {
    schema: { type: 'string', pattern: '^(/[^/]+)*/?$' },
    default: '',
    description: 'a path prefix stripped before the path rules judge segments, e.g. /api',
    values: 'a path prefix: `/api`',
  },
  singletons: {
    schema: words,
    default: [],
    description: 'singular resources that are not collections (/me, /health), added to the built-in list',
    values: 'a list of words',
  },
  extraVerbs: {
    schema: words,
    default: [],
    description: 'words that count as verbs in paths, besides the built-in list',
    values: 'a list of words',
  },
  extraUncountables: {
    schema: words,
    default: [],
    description: 'nouns with no plural form, besides the built-in list',
    values: 'a list of words',
  },
  allowedMediaTypes: {
    schema: { type: 'array', items: { type: 'string', pattern: '^[^/\\s]+/[^/\\s]+$' } },
    default: [],
    description: 'media types accepted besides JSON and text/event-stream',
    values: 'a list of media types: `text/csv`',
  },
  diffKinds: {
    schema: { type: 'object', additionalProperties: { enum: ['error', 'warn', 'info', 'hint', 'off'] } },
    default: {},
    description: 'the severity of each kind of change diff reports (response-enum-value-added: warn), or off',
    values: 'a mapping of change kinds to severities',
  },
  vocabulary: {
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(CONFIGURABLE_LISTS.map((list) => [list, words])),
    },
    // Written by `init` with the lists most configurations extend; any list of `CONFIGURABLE_LISTS` may be added.
    default: { singletons: [], uncountables: [], verbs: [] },
    description: 'words added to the built-in vocabulary lists, by list (a list, or <list>.<kind> for one kind of its entries): verbs, singletons, uncountables, page-fields.items, …',
    values: 'a mapping of lists (`verbs`, `collective-nouns`, `page-fields.items`, …; docs/configuration.md, Vocabulary, names them all) to words',
  },
};

export const OPTION_NAMES = Object.keys(OPTION_SPECS) as OptionName[];

export const optionsSchema: JSONSchema7 & { properties: Record<string, JSONSchema7> } = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(OPTION_NAMES.map((name) => [name, OPTION_SPECS[name].schema])),
};

export const OPTION_EXAMPLE = "apiConventions({ casing: 'snake_case', versioning: 'uri', basePath: '/api', singletons: ['me'] })";

/**
 * The rule a ruleset file sets the options on, in its `extensions`: stock Spectral takes a rule
 * of an extended ruleset written as a mapping only with `given` and `then`, and keeps no other
 * key of the file where an extended rule can read it, so the options travel on a rule of ours
 * that the file overrides (`docs/configuration.md`). Off until a file overrides it; its check
 * finds nothing.
 */
export const OPTIONS_RULE = 'api-conventions-options';

/**
 * The options of a factory call (`apiConventions({...})`) with those of a ruleset file on top:
 * a key the file sets replaces the factory's, and the vocabulary lists add up.
 */
export function mergeOptions(base: ConventionsOptions | undefined, over: ConventionsOptions | undefined): ConventionsOptions {
  if (over === undefined) return base ?? {};
  if (base === undefined) return over;
  const merged: ConventionsOptions = { ...base, ...over };
  if (base.vocabulary !== undefined && over.vocabulary !== undefined) {
    const lists = new Set([...Object.keys(base.vocabulary), ...Object.keys(over.vocabulary)] as ConfigurableList[]);
    merged.vocabulary = Object.fromEntries([...lists].map((list) => [list, [...(base.vocabulary?.[list] ?? []), ...(over.vocabulary?.[list] ?? [])]]));
  }
  return merged;
}

export function resolveOptions(options: ConventionsOptions | null | undefined): ResolvedOptions {
  const given = options ?? {};
  return {
    casing: given.casing ?? 'auto',
    versioning: given.versioning ?? 'auto',
    basePath: given.basePath ?? '',
    singletons: [...DEFAULT_SINGLETONS, ...(given.singletons ?? []), ...(given.vocabulary?.singletons ?? [])],
    extraVerbs: [...(given.extraVerbs ?? []), ...(given.vocabulary?.verbs ?? [])],
    extraUncountables: [...(given.extraUncountables ?? []), ...(given.vocabulary?.uncountables ?? [])],
    allowedMediaTypes: given.allowedMediaTypes ?? [],
    diffKinds: given.diffKinds ?? {},
    vocabulary: Object.fromEntries(CONFIGURABLE_LISTS.flatMap((list) => {
      const words = given.vocabulary?.[list] ?? [];
      return FOLDED_LISTS.has(list) || words.length === 0 ? [] : [[list, words]];
    })),
  };
}
