import { CONFIGURABLE_LISTS, isVocabularyListName, vocabularyNames } from './vocabulary/index.js';
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

/**
 * A `vocabulary` key that names no list a configuration extends: one read as built in, a list
 * whose entries all have kinds (named as `<list>.<kind>`), or none at all. Names the lists of the
 * same file a configuration extends where there are some, else every one.
 */
function unknownListMessage(name: string): string {
  const list = name.split('.')[0] ?? name;
  const family = CONFIGURABLE_LISTS.filter((known) => known === list || known.startsWith(`${list}.`));
  const known = family.length > 0 && isVocabularyListName(list)
    ? `what a configuration extends of "${list}": ${family.join(', ')}`
    : `lists a configuration extends: ${CONFIGURABLE_LISTS.join(', ')}`;
  const guess = closestName(name, CONFIGURABLE_LISTS);
  if (vocabularyNames().includes(name) || (isVocabularyListName(name) && family.length === 0)) return `the vocabulary list "${name}" is read as built in; ${known}`;
  if (isVocabularyListName(name)) return `the vocabulary list "${name}" has kinds only: name one as "${name}.<kind>"; ${known}`;
  return `"${name}" is not a vocabulary list${guess === undefined ? '' : ` (did you mean "${guess}"?)`}; ${known}`;
}
