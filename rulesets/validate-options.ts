import { CONFIGURABLE_LISTS, isVocabularyListName } from './vocabulary/index.js';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closestName } from '../src/closest-name.js';
import type { ConventionsOptions } from './options.js';
import { OPTION_EXAMPLE, optionsSchema } from './options.js';

/** A bad option: names the key, says what is allowed and shows a valid example. */
export class ConventionsOptionsError extends Error {
  override readonly name = 'ConventionsOptionsError';
}

/** One bad option: the keys leading to it in the options object, and what is wrong with it. */
export interface OptionProblem {
  keyPath: Array<string | number>;
  /** What is allowed, and "did you mean" where a key is misspelt. */
  message: string;
  /** The key as written in messages: `casing`, `vocabulary.verbs.0`. */
  key: string;
}

let compiled: ValidateFunction | undefined;

/** Compiled on first use: the default ruleset, with no options, never pays for it. */
function validator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, strict: false }).compile(optionsSchema);
  return compiled;
}

function problemOf(error: ErrorObject): OptionProblem {
  const at: Array<string | number> = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (error.keyword === 'additionalProperties') {
    const name = String(error.params['additionalProperty']);
    const keyPath = [...at, name];
    const key = keyPath.join('.');
    if (at.length === 1 && at[0] === 'vocabulary') return { keyPath, key, message: unknownListMessage(name) };
    const known = Object.keys(optionsSchema.properties);
    const guess = closestName(name, known);
    return { keyPath, key, message: `is not an option${guess === undefined ? '' : ` (did you mean "${guess}"?)`}; known options: ${known.join(', ')}` };
  }
  const key = at.join('.') || '(options)';
  if (error.keyword === 'enum') return { keyPath: at, key, message: `must be one of ${JSON.stringify(error.params['allowedValues'])}` };
  return { keyPath: at, key, message: error.message ?? 'is invalid' };
}

/** Every bad option in `options`, first the one `assertValidOptions` names. */
export function optionProblems(options: unknown): OptionProblem[] {
  if (options === undefined || options === null) return [];
  const validate = validator();
  if (validate(options)) return [];
  return (validate.errors ?? []).map(problemOf);
}

export function assertValidOptions(options: unknown): asserts options is ConventionsOptions | undefined {
  const [problem] = optionProblems(options);
  if (problem === undefined) return;
  const example = problem.keyPath[0] === 'vocabulary' && problem.keyPath.length === 2 ? LIST_EXAMPLE : OPTION_EXAMPLE;
  throw new ConventionsOptionsError(`invalid api-conventions option "${problem.key}": ${problem.message}. Example: ${example}`);
}

const LIST_EXAMPLE = "apiConventions({ vocabulary: { verbs: ['frobnicate'], singletons: ['me'] } })";

/** A `vocabulary` key that names no list a configuration extends: a list read as built in, or none at all. */
function unknownListMessage(list: string): string {
  const known = `lists a configuration extends: ${CONFIGURABLE_LISTS.join(', ')}`;
  const guess = closestName(list, CONFIGURABLE_LISTS);
  const why = isVocabularyListName(list)
    ? `the vocabulary list "${list}" is read as built in`
    : `"${list}" is not a vocabulary list${guess === undefined ? '' : ` (did you mean "${guess}"?)`}`;
  return `${why}; ${known}`;
}
