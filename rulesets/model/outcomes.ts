import type { Vocabulary } from './words.js';
import { isCountablePluralNoun, isCrudVerb, isNounVerb, splitWords } from './words.js';

/**
 * The words that tell an error a body records from an error of the request: a check's outcome, a
 * run of work and its state, the results of earlier work (no-error-in-success). Each question reads
 * the run's vocabulary, the built-in lists with what its options add.
 */

/** A word leading an operation that runs a check on something else (`check`, `validate`, `probe`). */
export function isCheckWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('check-words').has(word);
}

/**
 * A noun for what runs a check, made from a checking verb (`validator`, `checker`, `linter`,
 * `verifier`): `POST /validator` answers what the check found.
 */
export function namesChecker(word: string, vocabulary: Vocabulary): boolean {
  return madeFromCheckWord(word, ['or', 'er'], vocabulary);
}

/**
 * The past participle of a checking verb (`verified`, `validated`, `checked`): a field so named
 * states how the check went (`{verified: false, error}` of `POST /verifyCredential`).
 */
export function namesCheckDone(word: string, vocabulary: Vocabulary): boolean {
  return madeFromCheckWord(word, ['ed', 'd'], vocabulary);
}

/** Whether `word` is a checking verb with one of `endings` (`validat`+`or` of `validate`, `verifi`+`ed` of `verify`). */
function madeFromCheckWord(word: string, endings: readonly string[], vocabulary: Vocabulary): boolean {
  return endings.some((ending) => {
    const stem = word.endsWith(ending) ? word.slice(0, -ending.length) : '';
    if (!/^[a-z]{3,}$/.test(stem)) return false;
    const verbs = [stem, `${stem}e`, ...(stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : [])];
    return verbs.some((verb) => isCheckWord(verb, vocabulary));
  });
}

/** A field stating the outcome of a check (`status`, `result`, `valid`). */
export function isOutcomeField(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('outcome-fields').has(name);
}

/** A word naming a resource that is a run of work (`jobs`, `tasks`, `runs`): its answer records how the run went. */
export function namesRun(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.wordsOfNoKind('run-nouns').has(word);
}

/** A kind of processing whose status a record keeps (`processing` of `processing_status`, `upload` of `upload_state`). */
export function namesProcessing(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('run-nouns', 'processing').has(word);
}

/** A word naming a resource made of errors (`errors`, `failures`): `GET /jobs/{id}/errors` answers the errors themselves. */
export function namesErrors(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('error-nouns').has(word);
}

/** A word ending a path that reads back the state of earlier work (`status`, `progress`). */
export function endsStatePath(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('state-words', 'path-ending').has(word);
}

/**
 * A name of two words, a noun as often as a verb (no create, read, update or delete) before a
 * state word (`sync-status`, `import_progress`), on a path that only GET reads: the state of that
 * work read back, a noun phrase. A verb phrase (`getStatus`, `GetUpgradeProgress`) stays one.
 */
export function readsStateOf(name: string, methods: readonly string[], vocabulary: Vocabulary): boolean {
  const [work = '', state = '', ...rest] = splitWords(name);
  return rest.length === 0 && endsStatePath(state, vocabulary) && isNounVerb(work, vocabulary) && !isCrudVerb(work, vocabulary) && methods.length > 0 && methods.every((method) => method === 'get' || method === 'head');
}

/**
 * A name of a plural and a state word after it (`servers-status`, `jobs_progress`): the state of
 * those things, one report. A compound names its kind with a singular before its head noun
 * (`order-status`, which may well hold statuses); a plural there says whose state it is.
 */
export function statesStateOfPlural(name: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(name);
  const [state = '', owner = ''] = [words.at(-1), words.at(-2)];
  return words.length >= 2 && endsStatePath(state, vocabulary) && isCountablePluralNoun(owner, vocabulary);
}

/** A state word after a name ending in a plural, the next segment (`status` after `applications`): the state of those things. */
export function statesStateAfter(before: string, name: string, vocabulary: Vocabulary): boolean {
  return statesStateOfPlural(`${before}_${name}`, vocabulary);
}

/** A word ending a path that reads back the results of earlier work (`results`, `outcome`). */
export function endsResultsPath(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('state-words', 'result').has(word);
}

/** A word ending a field that states the state of what it reads (`status`, `state`). */
export function endsStateField(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('state-words', 'field').has(word);
}

/** A word leading a field for the time a run ended (`finished` of `finishedAt`, `completed` of `completed_at`). */
export function leadsFinishedField(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('state-words', 'finished').has(word);
}

/** A value of a status that says how the request went (`error`, `ok`, `success`), not what state a thing is in. */
export function isRequestOutcome(value: string, vocabulary: Vocabulary): boolean {
  return vocabulary.wordsOfNoKind('request-outcomes').has(value);
}

/** A word ending a flag that says whether a step succeeded (`succeeded` of `parsingSucceeded`). */
export function endsStepOutcome(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('request-outcomes', 'step').has(word);
}
