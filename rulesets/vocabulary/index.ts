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
 * The lists a configuration extends with its `vocabulary` option (`{ verbs: ['frobnicate'],
 * 'page-fields.items': ['records'] }`): a list's name adds words to its entries of no kind,
 * `<list>.<kind>` to its entries tagged with that kind (see each file's `description`). The reading
 * consults each through the run's vocabulary (`rulesets/model/words.ts`, `Vocabulary`); the lists
 * and kinds not named here are read as built in (those whose words are read before any option is:
 * the inflection's, the path grammar's, the standards' own names).
 */
export const CONFIGURABLE_LISTS = [
  'action-parameter-names',
  'action-verbs',
  'api-names.namespace',
  'api-names.title',
  'batch-words',
  'check-words',
  'client-words',
  'collective-nouns',
  'collective-nouns.ends-compound',
  'collective-nouns.part',
  'controller-suffixes',
  'credential-words',
  'credential-words.caller',
  'credential-words.filler',
  'description-leads.reading',
  'description-leads.writing',
  'determiners.article',
  'determiners.object',
  'error-nouns',
  'file-formats.view',
  'generic-nouns',
  'identifier-words.capitalised',
  'identifier-words.described-id',
  'identifier-words.ends-identifier',
  'identifier-words.generic',
  'identifier-words.id-parameter',
  'identifier-words.identifier-name',
  'identifier-words.item-key',
  'identifier-words.not-credential',
  'identifier-words.upper-case',
  'irregular-participles',
  'item-aliases',
  'kind-parameter-words',
  'lexicon-noun-verbs',
  'lexicon-nouns',
  'lexicon-verbs',
  'linking-words',
  'lookup-keys',
  'lookup-prepositions.ending',
  'lookup-prepositions.segment',
  'no-credential-schemes',
  'noun-modifier-verbs',
  'noun-particles',
  'outcome-fields',
  'page-fields.info',
  'page-fields.info-prefix',
  'page-fields.items',
  'page-fields.page-field',
  'page-fields.request',
  'page-fields.total',
  'periods.name',
  'periods.parameter',
  'plural-singletons.list-answer',
  'plural-singletons.path',
  'post-action-verbs',
  'probes',
  'ranking-words',
  'reading-verbs',
  'repeatable-actions',
  'report-nouns',
  'request-outcomes',
  'request-outcomes.step',
  'run-nouns',
  'run-nouns.processing',
  'setting-header-words',
  'singletons',
  'state-words.field',
  'state-words.finished',
  'state-words.path-ending',
  'state-words.result',
  'uncountables',
  'unversioned-endpoints',
  'verbs',
  'verb-prefixes',
  'verbs-naming-things',
  'verbs.change',
  'verbs.crud',
  'version-aliases',
  'version-parameters',
  'version-parameters.ambiguous',
  'view-words',
  'view-words.query',
  'web-server-files',
  'web-server-files.icon-extension',
  'web-server-files.icon-prefix',
] as const;

export type ConfigurableList = (typeof CONFIGURABLE_LISTS)[number];

/**
 * Every name a `vocabulary` key may take, each a list or `<list>.<kind>`: the lists with entries of
 * no kind, and each kind of each list. Whether a configuration may extend it is `CONFIGURABLE_LISTS`.
 */
export function vocabularyNames(): string[] {
  return VOCABULARY_LIST_NAMES.flatMap((name) => {
    const entries = LISTS[name].entries as readonly VocabularyEntry[];
    const kinds = [...new Set(entries.flatMap((entry) => entry.tags ?? []))].sort().map((kind) => `${name}.${kind}`);
    return entries.some((entry) => entry.tags === undefined) ? [name, ...kinds] : kinds;
  });
}

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

/** Each entry of a list as a pair of words (a singular and its plural); an entry of one word pairs it with itself (a word that is its own plural). */
export function wordPairsOf(name: VocabularyListName): ReadonlyArray<readonly [string, string]> {
  const entries = LISTS[name].entries as readonly VocabularyEntry[];
  return Object.freeze(entries.flatMap(({ words: [first, second] }) => (first === undefined ? [] : [[first, second ?? first] as const])));
}

/** The words of a list (or of its entries tagged `tag`) as a set. */
export function wordSetOf(name: VocabularyListName, tag?: string): ReadonlySet<string> {
  return new Set(wordsOf(name, tag));
}

/** The words of each entry of a list tagged `tag`, one set per entry (`standards` `record-fields`: one kind of record each). */
export function wordSetsOf(name: VocabularyListName, tag: string): ReadonlyArray<ReadonlySet<string>> {
  return (LISTS[name].entries as readonly VocabularyEntry[]).filter((entry) => entry.tags?.includes(tag) === true).map((entry) => new Set(entry.words));
}

/**
 * By each name a standard is served under (`standards` tagged `layout-name`, lower-cased), that
 * standard and the words of its entries tagged `tag` (`scim` → SCIM 2.0's `query-parameters`,
 * `layout-endpoints`); a standard with no such words is left out.
 */
export function standardWordsByLayoutName(tag: string): Map<string, { standard: string; words: readonly string[] }> {
  const entries = LISTS.standards.entries as readonly VocabularyEntry[];
  const byName = new Map<string, { standard: string; words: readonly string[] }>();
  for (const layout of entries.filter((entry) => entry.tags?.includes('layout-name') === true)) {
    const words = entries.filter((entry) => entry.standard === layout.standard && entry.tags?.includes(tag) === true).flatMap((entry) => entry.words);
    if (words.length === 0 || layout.standard === undefined) continue;
    for (const name of layout.words) byName.set(name.toLowerCase(), { standard: layout.standard, words });
  }
  return byName;
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
