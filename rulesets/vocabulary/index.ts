import { LISTS } from './lists.js';

/**
 * The vocabulary the reading of a document falls back on where the document's own evidence does
 * not decide: every word list, one JSON file per concept in this folder, each entry with why it is
 * there and, for a standard's names, the standard and the section that fixes them. Tags name the
 * parts of a list that count in one place only (see each file's `description`).
 */

export interface VocabularyEntry {
  readonly words: readonly string[];
  /** Why the words are in the list. */
  readonly why: string;
  /** The standard that fixes the words, for a standard's names. */
  readonly standard?: string;
  /** Where the words are fixed: an RFC and section, a specification, a package and version. */
  readonly source?: string;
  readonly tags?: readonly string[];
}

export interface VocabularyList {
  readonly description: string;
  readonly entries: readonly VocabularyEntry[];
}



export type VocabularyListName = keyof typeof LISTS;

/**
 * The lists a configuration extends with its `vocabulary` option (`{ verbs: ['frobnicate'] }`): the
 * reading consults these through the configured vocabulary; the others are read as built in.
 */
export const CONFIGURABLE_LISTS = ['singletons', 'uncountables', 'verbs'] as const;

export type ConfigurableList = (typeof CONFIGURABLE_LISTS)[number];

/** The names of the lists, as their files are named. */
export const VOCABULARY_LIST_NAMES: readonly VocabularyListName[] = Object.freeze(Object.keys(LISTS).sort() as VocabularyListName[]);

export function isVocabularyListName(name: string): name is VocabularyListName {
  return Object.hasOwn(LISTS, name);
}

/** A list as its file holds it. */
export function vocabularyList(name: VocabularyListName): VocabularyList {
  return LISTS[name];
}

/** The words of a list, or of its entries tagged `tag`, in file order, each once. */
export function wordsOf(name: VocabularyListName, tag?: string): readonly string[] {
  const entries = LISTS[name].entries as readonly VocabularyEntry[];
  const chosen = tag === undefined ? entries : entries.filter((entry) => entry.tags?.includes(tag) === true);
  return Object.freeze([...new Set(chosen.flatMap((entry) => entry.words))]);
}

/** The words of a list (or of its entries tagged `tag`) as a set. */
export function wordSetOf(name: VocabularyListName, tag?: string): ReadonlySet<string> {
  return new Set(wordsOf(name, tag));
}

/** The words of a list's entries tagged with nothing, in file order, each once. */
export function untaggedWordsOf(name: VocabularyListName): readonly string[] {
  const entries = LISTS[name].entries as readonly VocabularyEntry[];
  return Object.freeze([...new Set(entries.filter((entry) => entry.tags === undefined).flatMap((entry) => entry.words))]);
}

/** The words of a list (or of its entries tagged `tag`) as a regular expression alternation, each word escaped. */
export function alternationOf(name: VocabularyListName, tag?: string): string {
  return alternation(wordsOf(name, tag));
}

/** Words as a regular expression alternation, each word escaped. */
export function alternation(words: Iterable<string>): string {
  return [...words].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}
