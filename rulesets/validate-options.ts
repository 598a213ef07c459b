import { CONFIGURABLE_LISTS, isVocabularyListName } from './vocabulary/index.js';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { ConventionsOptions } from './options.js';
import { OPTION_EXAMPLE, optionsSchema } from './options.js';

/** A bad option: names the key, says what is allowed and shows a valid example. */
export class ConventionsOptionsError extends Error {
  override readonly name = 'ConventionsOptionsError';
}

let compiled: ValidateFunction | undefined;

/** Compiled on first use: the default ruleset, with no options, never pays for it. */
function validator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, strict: false }).compile(optionsSchema);
  return compiled;
}

export function assertValidOptions(options: unknown): asserts options is ConventionsOptions | undefined {
  if (options === undefined || options === null) return;
  const validate = validator();
  if (validate(options)) return;
  const error = validate.errors?.[0];
  if (error?.keyword === 'additionalProperties' && error.instancePath === '/vocabulary') {
    throw new ConventionsOptionsError(unknownListMessage(String(error.params['additionalProperty'])));
  }
  const key = error?.keyword === 'additionalProperties'
    ? String(error.params['additionalProperty'])
    : (error?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '(options)';
  const allowed = error?.keyword === 'additionalProperties'
    ? `is not an option; known options: ${Object.keys(optionsSchema.properties).join(', ')}`
    : error?.keyword === 'enum'
      ? `must be one of ${JSON.stringify(error.params['allowedValues'])}`
      : (error?.message ?? 'is invalid');
  throw new ConventionsOptionsError(`invalid api-conventions option "${key}": ${allowed}. Example: ${OPTION_EXAMPLE}`);
}

/** A `vocabulary` key that names no list a configuration extends: a list read as built in, or none at all. */
function unknownListMessage(list: string): string {
  const known = `lists a configuration extends: ${CONFIGURABLE_LISTS.join(', ')}`;
  const why = isVocabularyListName(list) ? `the vocabulary list "${list}" is read as built in` : `"${list}" is not a vocabulary list`;
  return `invalid api-conventions option "vocabulary.${list}": ${why}; ${known}. Example: apiConventions({ vocabulary: { verbs: ['frobnicate'], singletons: ['me'] } })`;
}
