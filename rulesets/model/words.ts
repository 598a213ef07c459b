import { privateInflection } from './inflection.js';
import { keptPerKey } from './kept-per-key.js';
import type { VocabularyListName } from '../vocabulary/index.js';
import { alternation, untaggedWordsOf, wordPairsOf, wordsOf } from '../vocabulary/index.js';

// pluralize's own rules give `epoches`, `schemata` and `indices`, and read `schemas` as no
// plural; APIs write `epochs`, `schemas`, `indexes` (vocabulary/irregular-plurals.json). A final
// -ch said as k takes -s (`epochs`, `stomachs`, `monarchs`; vocabulary/hard-ch-nouns.json).
const inflection = privateInflection({
  irregular: wordPairsOf('irregular-plurals'),
  pluralInS: wordsOf('hard-ch-nouns'),
});

/*
 * pluralize's answers, kept per word: its rules are regular expressions tried in turn, and a large
 * document asks about the same few hundred words many thousand times.
 */
/** The singular of a word (`orders` → `order`), as pluralize gives it with the words above. */
export const singularOf = keptPerKey((word) => inflection.singular(word));
/** The plural of a word (`order` → `orders`). */
export const pluralOf = keptPerKey((word) => inflection.plural(word));
/** Whether a word may be a plural (`orders`, and `news`, which may be singular too). */
export const mayBePlural = keptPerKey((word) => inflection.isPlural(word));
/** Whether a word may be a singular (`order`, `news`). */
export const mayBeSingular = keptPerKey((word) => inflection.isSingular(word));

/**
 * Splits an identifier or path segment into lower-case words: `getUserOrders` → get, user, orders;
 * `userIDs` → user, ids. Kept per text, as a large document repeats its field names and path
 * segments thousands of times (api.github.com: most of 35 ms of splitting); shared and frozen.
 */
export const splitWords: (text: string) => readonly string[] = keptPerKey((text) => Object.freeze(splitIntoWords(text)));

function splitIntoWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // An acronym keeps its letters before a lower-case `id` or plural `s` (`IMDBid`, `userIDs`,
    // `imageURLs`): imdb id, user ids, image urls, not imd bid, user i ds, image ur ls.
    .replace(/([A-Z]{2,})(ids?)(?![a-z])/g, '$1 $2')
    .replace(/([A-Z]{2,})s(?![a-z])/g, (_whole, acronym: string) => `${acronym.toLowerCase()}s`)
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/** A verb of create, read, update or delete (`verbs.crud`: `create`, `get`, `delete`): an action sub-resource may not be one of them (§4). */
export function isCrudVerb(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('verbs', 'crud').has(word);
}

/** A word with no vowel (`csr`, `dns`, `ssh`, `crl`) is an acronym: it has no plural to ask for. */
export function isAcronym(word: string): boolean {
  return !/[aeiouy]/i.test(word);
}

/**
 * Verbs that are nouns as often (the action verbs, `action-verbs`, that an API path uses as an
 * action, and built-in ones such as `stop` or `refresh`, `noun-modifier-verbs`): before a plural
 * noun they name a kind of thing (`StopPoints`, `refresh_tokens`, `export-templates`,
 * `change-requests`), not an action on it.
 */
const nounVerbs = perVocabulary((vocabulary) => new Set([...vocabulary.words('action-verbs'), ...vocabulary.words('noun-modifier-verbs')]));

/**
 * Whether a name led by a verb that is a noun as often (`export`, `sync`, `archive`) names a thing
 * once the document identifies it by id (`GET /export/{token}`, `/export-statement-card/{itemId}`),
 * or a one-word name is identified by an id named after it (`{identifier}`: `/list/{list_id}`),
 * unless the API's own `extraVerbs` say the word is a verb.
 */
export function namesThingWhenIdentified(segment: string, vocabulary: Vocabulary, identifier?: string): boolean {
  const words = splitWords(segment);
  const [first] = words;
  if (first === undefined || vocabulary.configuredVerbs.has(first)) return false;
  // A one-word name whose id is named after it names a thing, whatever else the word is
  // (`/list/{list_id}`, Medium's reading lists).
  if (words.length === 1 && identifier !== undefined && isNamedAfter(identifier, segment) && !isGenericIdentifier(identifier, vocabulary)) return true;
  // The verbs that APIs use as nouns (`an export`, `a sync`, `a stop point`, `verbs-naming-things`);
  // `forgot` and `unarchive` are no nouns, and `reset`, `change`, `refresh` lead a verb phrase (`reset_password/{token}`).
  return vocabulary.words('verbs-naming-things').has(first);
}

/**
 * The verb a segment names as the action of a POST-only path: a leading verb, or alone a word that
 * is a noun as well as a verb but names an action when a path only POST runs ends in it
 * (`post-action-verbs`: `POST /api2/convert`, `POST /images/crop`; not `/converts`, `GET /scan`
 * or `/merge-requests`).
 */
export function verbOfPostAction(segment: string, methods: readonly string[], vocabulary: Vocabulary): string | undefined {
  const verb = leadingVerb(segment, vocabulary);
  if (verb !== undefined) return verb;
  const postOnly = methods.length > 0 && methods.every((method) => method === 'post');
  // A verb that is a noun as often, before a plural, on a path only POST runs leads a verb phrase
  // (`POST /merge_documents`, `POST …/actions/change_alias_ips`); where the document identifies
  // the name's items, callers read a compound noun (`/change-requests/{id}`).
  const words = splitWords(segment);
  const [first] = words;
  const postActionVerbs = vocabulary.words('post-action-verbs');
  // A view word before a plural qualifies it (`POST /open-sessions`); alone, it is the action (`POST /va/open`).
  if (postOnly && first !== undefined && words.length > 1 && (nounVerbs(vocabulary).has(first) || (postActionVerbs.has(first) && !isViewWord(first, vocabulary))) && isPluralWord(words.at(-1) ?? '')) return first;
  const word = segment.toLowerCase();
  return postOnly && /^[a-z]+$/.test(word) && postActionVerbs.has(word) ? word : undefined;
}

/** A plural by form and not also a singular (`documents`, `ips`; not `news`, `data`). */
export function isPluralWord(word: string): boolean {
  return mayBePlural(word) && !mayBeSingular(word);
}

/** A word English uses as a verb and as a noun alike (`bump`, `refund`). */
export function isNounVerb(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('lexicon-noun-verbs').has(word.toLowerCase());
}

/**
 * The plural of a word that names an action as often as a thing (`pings`, `tests`, `syncs`,
 * `retries`): on a POST-only path nothing identifies or reads, it runs that action again and again
 * (`POST /hooks/{id}/pings`), not a create in a collection.
 */
export function isActionPlural(segment: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(segment);
  const word = words.length === 1 ? words[0] ?? '' : '';
  return mayBePlural(word) && !mayBeSingular(word) && actionPluralBases(vocabulary).has(singularOf(word));
}

const actionPluralBases = perVocabulary((vocabulary) => new Set([...vocabulary.words('post-action-verbs'), ...vocabulary.words('repeatable-actions')]));

/**
 * Every verb a run knows: the built-in list, the lexicon's verbs and the action verbs, and the
 * options' verbs. The lexicon's verbs leave out the words it tags as verbs only that API paths use
 * as nouns (`lexicon-nouns`: `/emails`, `/console`, `redirect_uris`, `/blacklist`), or brands.
 */
function knownVerbs(vocabulary: Pick<Vocabulary, 'words'>, extraVerbs: readonly string[]): string[] {
  const lexiconNouns = vocabulary.words('lexicon-nouns');
  const verbsOnly = [...vocabulary.words('verbs'), ...[...vocabulary.words('lexicon-verbs')].filter((word) => !lexiconNouns.has(word))];
  return [...verbsOnly, ...prefixedVerbs(verbsOnly, vocabulary), ...vocabulary.words('action-verbs'), ...extraVerbs];
}

/**
 * Whether a word is one of the verbs `knownVerbs` lists for a vocabulary that adds none, asked
 * word by word from the lists' sets rather than made into a set of its own: that set held some
 * 10,700 words (7,300 of them made by prefixes) and took a tenth of a small document's lint to
 * build. The built-in lists are in lower case (test/vocabulary.test.ts), as `lower` makes the set.
 */
function builtInVerbs(vocabulary: Pick<Vocabulary, 'words'>): WordTest {
  const [verbs, lexiconVerbs, lexiconNouns, actionVerbs] = [vocabulary.words('verbs'), vocabulary.words('lexicon-verbs'), vocabulary.words('lexicon-nouns'), vocabulary.words('action-verbs')];
  const prefixes = [...vocabulary.words('verb-prefixes')];
  const isVerbOnly = (word: string) => verbs.has(word) || (lexiconVerbs.has(word) && !lexiconNouns.has(word));
  const makesVerb = prefixMakesVerb(vocabulary, isVerbOnly);
  // `prefixedVerbs`, read backwards: a prefix, then a verb it may precede, and the whole no noun.
  const isPrefixed = (word: string) => prefixes.some((prefix) => word.startsWith(prefix) && makesVerb(prefix, word.slice(prefix.length), word));
  return { has: (word) => isVerbOnly(word) || actionVerbs.has(word) || isPrefixed(word) };
}

/**
 * The verbs a prefix makes of verbs that are never nouns (`verb-prefixes`: `unfollow`,
 * `recalculate`), and of nouns that are verbs as often for `verb-prefixes.noun-verbs` (`unpause`),
 * where the lexicon lists no such word as a noun too and the verb is no past participle (`unread`
 * names a state).
 */
function prefixedVerbs(verbsOnly: readonly string[], vocabulary: Pick<Vocabulary, 'words'>): string[] {
  const isVerbOnly = new Set(verbsOnly);
  const makesVerb = prefixMakesVerb(vocabulary, (word) => isVerbOnly.has(word));
  const stems = [...new Set([...verbsOnly, ...vocabulary.words('lexicon-noun-verbs')])];
  return [...vocabulary.words('verb-prefixes')].flatMap((prefix) => stems.filter((verb) => makesVerb(prefix, verb, `${prefix}${verb}`)).map((verb) => `${prefix}${verb}`));
}

/**
 * Whether `prefix` before `verb` makes the verb `word` (`verb-prefixes`): before a verb that is never
 * a noun (`isVerbOnly`), four letters or more, or, for the `noun-verbs` prefixes, before a noun that
 * is a verb as often, three letters or more; never before a past participle, and never where the
 * lexicon lists the whole word as a noun.
 */
function prefixMakesVerb(vocabulary: Pick<Vocabulary, 'words'>, isVerbOnly: (word: string) => boolean): (prefix: string, verb: string, word: string) => boolean {
  const [nounVerbs, lexiconNouns, participles] = [vocabulary.words('lexicon-noun-verbs'), vocabulary.words('lexicon-nouns'), vocabulary.words('irregular-participles')];
  const beforeNounVerbs = vocabulary.words('verb-prefixes', 'noun-verbs');
  return (prefix, verb, word) => {
    if (participles.has(verb) || nounVerbs.has(word) || lexiconNouns.has(word)) return false;
    return nounVerbs.has(verb) ? beforeNounVerbs.has(prefix) && verb.length >= 3 : verb.length >= 4 && isVerbOnly(verb);
  };
}

/**
 * Words a configuration adds to the vocabulary lists, by name: a list's name adds to its entries of
 * no kind (`collective-nouns`, `run-nouns`), `<list>.<kind>` to its entries of that kind
 * (`page-fields.items`, `identifier-words.item-key`).
 */
export type VocabularyAdditions = Readonly<Partial<Record<string, readonly string[]>>>;

/** Whether a word is in a list: a `Set`, or a test that works it out (`builtInVerbs`). */
export interface WordTest {
  has(word: string): boolean;
}

/** The words one run reads: the built-in lists, with what its options add to them. */
export interface Vocabulary {
  verbs: WordTest;
  /** The `extraVerbs` option: the API's own word that these are verbs, even before a plural noun. */
  configuredVerbs: ReadonlySet<string>;
  uncountables: ReadonlySet<string>;
  singletons: ReadonlySet<string>;
  /**
   * A list's words, or those of its entries of one kind: built in, and added by the options
   * (in lower case) as entries of no kind or of that kind.
   */
  words(list: VocabularyListName, kind?: string): ReadonlySet<string>;
  /** A list's words of no kind (`run-nouns`, not its `processing` ones), built in and added. */
  wordsOfNoKind(list: VocabularyListName): ReadonlySet<string>;
  /** Whether a word of a list or kind (`view-words`, `page-fields.items`) is there because the options add it, not built in. */
  isConfigured(name: string, word: string): boolean;
  /** A document's names run together from a verb and its own words (`setlocationfields`), by name in lower case: the verb (see `runTogetherVerbsOf`). */
  runTogetherVerbs?: ReadonlyMap<string, string>;
  /** The names a document's title spells with a capital right after a small letter (`lakeFS` of "lakeFS API"), in lower case: the product's own names (see `productNamesOf`). */
  productNames?: ReadonlySet<string>;
  /** The acronyms ending in S a document's prose shows, in lower case, each with the words that show it (`rsas` of "Rocket Streaming Audio Server (RSAS)"; see `acronymsIn`). */
  acronyms?: ReadonlyMap<string, AcronymEvidence>;
  /** A document's POST-only names led by a verb as often as not where the names beside them are led by verbs (`open-sessions` beside `submit-prompt`), by name in lower case (see `siblingVerbsOf`). */
  siblingVerbs?: ReadonlyMap<string, { verb: string; sibling: string }>;
}

/**
 * The words of one run: the built-in lists, with the options' words. `extraVerbs`,
 * `extraUncountables` and `singletons` are the options of those names with the `verbs`,
 * `uncountables` and `singletons` lists of `vocabulary` folded in (`resolveOptions`); `additions`
 * are the words `vocabulary` adds to the other lists. Sets are built on first use, once per run;
 * a run that adds nothing to a list reads the built-in set every run shares.
 */
export function buildVocabulary(extraVerbs: readonly string[], extraUncountables: readonly string[], singletons: readonly string[], additions: VocabularyAdditions = {}): Vocabulary {
  const lower = (words: Iterable<string>) => new Set([...words].map((word) => word.toLowerCase()));
  const addedNames = Object.keys(additions).filter((name) => (additions[name]?.length ?? 0) > 0);
  const setOf = (key: string, builtIn: () => readonly string[], names: readonly string[]): ReadonlySet<string> => {
    const added = names.filter((name) => addedNames.includes(name)).flatMap((name) => additions[name] ?? []);
    return added.length === 0 ? builtInSet(key, builtIn) : new Set([...builtIn(), ...added.map((word) => word.toLowerCase())]);
  };
  /**
   * The sets made, by list and then by kind (`undefined`: every kind), and of each list's entries
   * of no kind: found without building a key, the names of the options' lists or a function for
   * each call, as the rules ask for them tens of thousands of times in a large document's run.
   */
  const keptByKind = new Map<string, Map<string | undefined, ReadonlySet<string>>>();
  const keptOfNoKind = new Map<string, ReadonlySet<string>>();
  const lists: Pick<Vocabulary, 'words' | 'wordsOfNoKind'> = {
    words: (list, kind) => {
      let kinds = keptByKind.get(list);
      if (kinds === undefined) {
        kinds = new Map();
        keptByKind.set(list, kinds);
      }
      let set = kinds.get(kind);
      if (set === undefined) {
        set = kind === undefined
          ? setOf(`${list}.*`, () => wordsOf(list), [list, ...addedNames.filter((name) => name.startsWith(`${list}.`))])
          : setOf(`${list}.${kind}`, () => wordsOf(list, kind), [`${list}.${kind}`]);
        kinds.set(kind, set);
      }
      return set;
    },
    wordsOfNoKind: (list) => {
      let set = keptOfNoKind.get(list);
      if (set === undefined) {
        set = setOf(list, () => untaggedWordsOf(list), [list]);
        keptOfNoKind.set(list, set);
      }
      return set;
    },
  };
  return {
    ...lists,
    isConfigured: (name, word) => {
      const lowerWord = word.toLowerCase();
      if (!(additions[name] ?? []).some((added) => added.toLowerCase() === lowerWord)) return false;
      const [list, kind] = name.split('.') as [VocabularyListName, string | undefined];
      return !(kind === undefined ? untaggedWordsOf(list) : wordsOf(list, kind)).includes(lowerWord);
    },
    verbs: extraVerbs.length === 0 && addedNames.length === 0 ? builtInVerbs(lists) : lower(knownVerbs(lists, extraVerbs)),
    configuredVerbs: lower(extraVerbs),
    uncountables: lower([...lists.words('uncountables'), ...extraUncountables]),
    singletons: lower(singletons),
  };
}

/** The built-in words of each list and kind, as sets: the same data for every run, built on first use. */
const builtInSets = new Map<string, ReadonlySet<string>>();

function builtInSet(key: string, words: () => readonly string[]): ReadonlySet<string> {
  let set = builtInSets.get(key);
  if (set === undefined) {
    set = new Set(words());
    builtInSets.set(key, set);
  }
  return set;
}

/** An answer worked out once per run's vocabulary (a pattern made of a list's words). */
export function perVocabulary<T>(answer: (vocabulary: Vocabulary) => T): (vocabulary: Vocabulary) => T {
  const answers = new WeakMap<Vocabulary, T>();
  return (vocabulary) => {
    let known = answers.get(vocabulary);
    if (known === undefined) {
      known = answer(vocabulary);
      answers.set(vocabulary, known);
    }
    return known;
  };
}

/** Particles that make a verb into a compound noun: add-on, set-ups, check-out, roll-back. */
const nounParticles = perVocabulary((vocabulary) => new Set([...vocabulary.words('noun-particles')].flatMap((particle) => [particle, `${particle}s`])));

/** A word saying how many at once (`batch`, `bulk`): the verb after it leads the action still. */
export function isBatchWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('batch-words').has(word.toLowerCase());
}

/** The verb a segment starts with, if any: `createUser` → `create`, `bulkDelete` → `delete`; `AddOnResults` starts with the noun add-on. */
export function leadingVerb(segment: string, vocabulary: Vocabulary): string | undefined {
  const runTogether = vocabulary.runTogetherVerbs?.get(segment.toLowerCase()) ?? vocabulary.siblingVerbs?.get(segment.toLowerCase())?.verb;
  if (runTogether !== undefined) return runTogether;
  const words = splitWords(segment);
  // A verb after a word saying how many at once leads the name still (`batch_delete`, `bulkDelete`).
  if (words.length > 1 && isBatchWord(words[0] ?? '', vocabulary)) return leadingVerb(words.slice(1).join('_'), vocabulary);
  // So does one run together with it (`batchretry`, `bulkdelete`), the verb four letters or more (`multiset` is a noun).
  if (words.length === 1) {
    const lower = segment.toLowerCase();
    for (const batch of vocabulary.words('batch-words')) {
      const rest = lower.startsWith(batch) ? lower.slice(batch.length) : '';
      if (rest.length >= 4 && vocabulary.verbs.has(rest)) return rest;
    }
  }
  const [first, second] = words;
  // A verb as often as a noun before a closing determiner takes an object (`closeAll`, `clearAll`);
  // more words after it name a thing (`transport-all-my-sms`, a channel named after a brand).
  // Determiners make the verb before them take an object (`pause-all-emails`, `start-my-jobs`).
  const determiners = vocabulary.words('determiners', 'object');
  if (first !== undefined && second !== undefined && words.length === 2 && determiners.has(second) && isNounVerb(first, vocabulary)) return first;
  if (first === undefined || !vocabulary.verbs.has(first)) return undefined;
  const last = words.at(-1) ?? first;
  // A past participle between them takes the plural as the verb's object (`reset-cached-accessories`,
  // the cached accessories reset): a compound noun puts no participle after its first noun.
  const objectPhrase = words.length > 2 && isParticiple(second ?? '', vocabulary);
  if (second !== undefined && !determiners.has(second) && !objectPhrase && nounVerbs(vocabulary).has(first) && !vocabulary.configuredVerbs.has(first) && mayBePlural(last) && !mayBeSingular(last)) return undefined;
  return second !== undefined && nounParticles(vocabulary).has(second) ? undefined : first;
}

/** How many verb-led POST-only names beside a name make their parent a place of an API's methods (see `siblingVerbsOf`). */
const METHODS_BESIDE = 10;

/**
 * Names led by a word that is a verb as often as a noun or an adjective (`open-sessions`: the open
 * sessions, or open them?), where the document puts verbs: two POST-only names or more under the
 * same parent are led by verbs (`POST /tui/submit-prompt`, `POST /tui/execute-command`), only POST
 * runs on this one too, and it sends nothing (`sendsNothing`: no request body), as an action need
 * not and a create would, or a name beside it led by a verb works on the same thing
 * (`POST /organization/invite-member` beside `POST /organization/remove-member`: `invite` stands
 * where `remove` does), or the parent holds an API's methods, ten names or more led by verbs. The
 * word is the verb there (`POST /tui/open-sessions`). `postOnlyPaths`:
 * the path keys only POST runs on. By name in lower case: the verb and a path key led by a verb
 * beside it.
 */
export function siblingVerbsOf(postOnlyPaths: Iterable<string>, vocabulary: Vocabulary, sendsNothing: (pathKey: string) => boolean): Map<string, { verb: string; sibling: string }> {
  const lastOf = (pathKey: string) => pathKey.slice(pathKey.lastIndexOf('/') + 1);
  const byParent = new Map<string, string[]>();
  for (const pathKey of postOnlyPaths) {
    const parent = pathKey.slice(0, pathKey.lastIndexOf('/'));
    byParent.set(parent, [...(byParent.get(parent) ?? []), pathKey]);
  }
  const found = new Map<string, { verb: string; sibling: string }>();
  for (const keys of byParent.values()) {
    // The names of two words or more led by a verb, with the verb.
    const compounds = keys.filter((pathKey) => splitWords(lastOf(pathKey)).length > 1);
    const verbLed = compounds.flatMap((pathKey) => {
      const verb = leadingVerb(lastOf(pathKey), vocabulary);
      return verb === undefined ? [] : [{ pathKey, verb }];
    });
    // A word that a verb beside it undoes (`POST /lock` beside `POST /unlock`) is the verb it undoes.
    for (const pathKey of keys) {
      const name = lastOf(pathKey);
      const undoing = keys.find((other) => lastOf(other).toLowerCase() === `un${name.toLowerCase()}`);
      if (splitWords(name).length === 1 && isNounVerb(name.toLowerCase(), vocabulary) && undoing !== undefined && leadingVerb(lastOf(undoing), vocabulary) !== undefined) found.set(name.toLowerCase(), { verb: name.toLowerCase(), sibling: undoing });
    }
    const sibling = verbLed[0]?.pathKey;
    if (sibling === undefined) continue;
    // Two verbs or more make the parent a place for verbs; one is enough where it works on the same thing.
    const verbCount = new Set(verbLed.map(({ verb }) => verb)).size;
    const placeOfVerbs = verbCount >= 2;
    // Where ten names or more beside it are led by three verbs or more, three in four of its POST-only
    // names of two words or more, the parent holds an API's methods (`POST /getChat`, `/sendText`):
    // a noun-verb leading one of them is the verb too, whatever it sends (`POST /loadEarlierMessages`).
    const holdsMethods = verbLed.length >= METHODS_BESIDE && verbCount >= 3 && verbLed.length * 4 >= compounds.length * 3;
    // What each verb-led name's verb works on, its words after the verb in the singular (`member` of `remove-member`).
    const objectOf = (words: readonly string[]) => words.slice(1).map((word) => singularOf(word.toLowerCase())).join(' ');
    const verbLedObjects = new Map(verbLed.map(({ pathKey }) => [objectOf(splitWords(lastOf(pathKey))), pathKey]));
    for (const pathKey of keys) {
      const name = lastOf(pathKey);
      const words = splitWords(name);
      const [first] = words;
      // Create, read, update and delete keep their own readings (`readDelegates`, a read).
      if (first === undefined || words.length < 2 || !isNounVerb(first, vocabulary) || isCrudVerb(first, vocabulary) || leadingVerb(name, vocabulary) !== undefined) continue;
      // One that sends a body is the verb where a verb-led name beside it works on the same thing (`invite-member` beside `remove-member`).
      // A name whose rest is led by a verb names its object first (`fork_stop` beside `gather_stop`): no verb before it.
      // A file's name (`service.jsp` beside `update.jsp`) has a format after the dot, no object.
      const sameObject = leadingVerb(words.slice(1).join('_'), vocabulary) === undefined && (placeOfVerbs || !name.includes('.')) ? verbLedObjects.get(objectOf(words)) : undefined;
      if ((placeOfVerbs && sendsNothing(pathKey)) || holdsMethods) found.set(name.toLowerCase(), { verb: first, sibling });
      else if (sameObject !== undefined) found.set(name.toLowerCase(), { verb: first, sibling: sameObject });
    }
  }
  return found;
}

/** The shortest word the rest of a run-together name is read as: shorter ones (`readme`, `setup`, `changelog`) run together too often. */
const RUN_TOGETHER_WORD = 4;

/**
 * Names of one lower-case word that run a verb of create, read, update or delete (`verbs.crud`)
 * together with one or two words the document writes apart elsewhere (in a path, a schema's or a
 * field's name), the last of two words maybe a plural it does not: `setlocationfields` beside
 * `/location/…`, `getuserinfo` beside `user` and `info`. The verb leads them, as it leads
 * `set-location-fields`; a name the document uses as a field's, a compound noun
 * (`lexicon-nouns.compound`: `changelog`), or one whose rest is no word of its own stays a word.
 */
export function runTogetherVerbsOf(segments: Iterable<string>, documentWords: () => { words: ReadonlySet<string>; fields: ReadonlySet<string> }, vocabulary: Vocabulary): Map<string, string> {
  const verbs = [...vocabulary.words('verbs', 'crud')];
  const compounds = vocabulary.words('lexicon-nouns', 'compound');
  // Only names a verb leads with room for a word after it are looked at; most documents have none, and read no word of theirs.
  const candidates = [...segments].filter((segment) => /^[a-z]+$/.test(segment) && verbs.some((verb) => segment.startsWith(verb) && segment.length >= verb.length + RUN_TOGETHER_WORD));
  const found = new Map<string, string>();
  if (candidates.length === 0) return found;
  const { words, fields } = documentWords();
  const isWord = (word: string) => word.length >= RUN_TOGETHER_WORD && (words.has(word) || words.has(singularOf(word)) || words.has(pluralOf(word)));
  // The last word may be a plural the document does not write apart (`fields` of `setlocationfields`), after one it does.
  const isLast = (word: string) => isWord(word) || (word.length >= RUN_TOGETHER_WORD && singularOf(word) !== word);
  const isRest = (rest: string) => isWord(rest) || [...rest].some((_letter, at) => isWord(rest.slice(0, at)) && isLast(rest.slice(at)));
  for (const name of candidates) {
    // A name the document writes as a field's own, or a compound noun, stays a word.
    if (found.has(name) || fields.has(name) || compounds.has(singularOf(name))) continue;
    const verb = verbs.find((candidate) => name.startsWith(candidate) && isRest(name.slice(candidate.length)));
    if (verb !== undefined) found.set(name, verb);
  }
  return found;
}

/** A name ending in an acronym of two capitals or more after a word in lower case (`FantasyPlayersIDP`). */
const TRAILING_CAPITALS = /[a-z][A-Z]{2,}$/;

/**
 * The word that carries a name's number: the last word, or the word before `of`, `where`, `with`,
 * `for` or `from` in a phrase such as `codes_of_conduct`, `terms-of-service` or `branches-where-head`,
 * before an acronym in capitals that qualifies a plural (`FantasyPlayersIDP`), or before a generated
 * controller's `Api` or `Controller` (`ProductsApi`).
 */
export function headNoun(segment: string, vocabulary: Vocabulary): string | undefined {
  const words = splitWords(segment);
  // Words after which a name qualifies the noun before them (`linking-words`: `codes_of_conduct`, `branches-where-head`, `users_with_access`).
  const linking = vocabulary.words('linking-words');
  const link = words.findIndex((word, index) => index > 0 && linking.has(word));
  if (link > 0) return words[link - 1];
  // An acronym in capitals after a plural (`FantasyPlayersIDP`, players of the IDP kind) qualifies it: the plural carries the number.
  const beforeAcronym = words.at(-2);
  if (beforeAcronym !== undefined && TRAILING_CAPITALS.test(segment) && mayBePlural(beforeAcronym) && !mayBeSingular(beforeAcronym)) return beforeAcronym;
  // A generated controller's name (`ProductsApi`, `OrdersController`, `controller-suffixes`): the noun is the word before.
  return words.length > 1 && vocabulary.words('controller-suffixes').has(words.at(-1) ?? '') ? words.at(-2) : words.at(-1);
}

/** A key named after `by` (`/products/byname/{name}`, `/users/by-email/{email}`): a way to find, not a collection. */
const lookupPrefix = perVocabulary((vocabulary) => new RegExp(`^[Bb]y(?:[-_A-Z]|(?:${alternation(vocabulary.words('lookup-keys'))})s?$)`));

/**
 * Words that name a view, a query, a filter or a format of a resource rather than a thing
 * (`ranking-words`, `view-words`, `file-formats.view`): they have no plural, and under a
 * collection they name a view of it or stand for an id (`/groups/current`), not a sub-collection.
 */
const viewWords = perVocabulary((vocabulary) => new Set([...vocabulary.words('ranking-words'), ...vocabulary.words('view-words'), ...vocabulary.words('file-formats', 'view')]));

/**
 * A name of several words led by a ranking word (`recent_uploads`, `topRated`, `latest-releases`):
 * the items of a list picked by time or favour, across the list rather than under one of its items.
 */
export function isRankedView(segment: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(segment);
  // Ranking words pick items by time or favour (`recent`, `top`, `trending`): a view of a list, never a thing.
  return words.length > 1 && vocabulary.words('ranking-words').has(words[0] ?? '');
}

/**
 * A verb that reads (`reading-verbs`: `list`, `count`, `find`) standing alone as a name GET alone
 * runs on (`GET /logins/list/paged`): it reads the items of the collection before it, a view.
 */
export function readsAsView(name: string, methods: readonly string[], vocabulary: Vocabulary): boolean {
  return methods.length > 0 && methods.every((method) => method === 'get') && vocabulary.words('reading-verbs').has(name.toLowerCase());
}

/** A past participle of one word (`outdated`, not `reportedIssues`): it filters the items before it or states theirs. */
export function isParticipleWord(name: string, vocabulary: Vocabulary): boolean {
  return splitWords(name).length === 1 && isParticiple(name, vocabulary);
}

/** A past participle (`archived`, `allowed`, `sent`, one not spelt -ed in `irregular-participles`): a filter or a state, not a noun. */
export function isParticiple(word: string, vocabulary: Vocabulary): boolean {
  const lower = word.toLowerCase();
  return /[^e]ed$/.test(lower) || vocabulary.words('irregular-participles').has(lower);
}

/** An OData system segment (`$count`, `$value`, `$ref`): an operator on the resource before it. */
const SYSTEM_SEGMENT = /^\$[A-Za-z]+$/;

/**
 * A view word, bare or after one underscore (Elasticsearch's `_search` and `_count`, VTEX's
 * `/giftcards/_search`: the underscore marks the engine's own endpoint, the word is the same), or
 * an OData system segment.
 */
export function isViewWord(word: string, vocabulary: Vocabulary): boolean {
  const bare = word.toLowerCase();
  return viewWords(vocabulary).has(bare) || (/^_[a-z]/.test(bare) && viewWords(vocabulary).has(bare.slice(1))) || SYSTEM_SEGMENT.test(word);
}

/** A view word naming a query on the resource before it (`view-words.query`: `search`, `lookup`): a parameter after it is what it looks for. */
export function isQueryWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('view-words', 'query').has(word.toLowerCase());
}

/**
 * A name that says how to find something rather than what it is: it starts with `by`
 * (`byname`, `by-email`), or names its key after `by` (`SearchContentByTagAndType`,
 * `users_by_email`, `GetContentById`, `holidaysbytimeperiod`).
 */
export function isLookupName(segment: string, vocabulary: Vocabulary): boolean {
  return lookupPrefix(vocabulary).test(segment) || splitWords(segment).indexOf('by') > 0 || isRunTogetherLookup(segment, vocabulary) || isRunTogetherRead(segment, vocabulary);
}

/**
 * A lookup or a grouping written as one word, a plural or a past participle before `by`
 * (`holidaysbytimeperiod`, `ordersbydate`, `groupedbyparty`).
 */
function isRunTogetherLookup(segment: string, vocabulary: Vocabulary): boolean {
  const match = /^([a-z]{3,})by([a-z]{3,})$/.exec(segment);
  const before = match?.[1] ?? '';
  return match !== null && ((before.endsWith('s') && isPluralWord(before)) || isParticiple(before, vocabulary));
}

/**
 * A read written as one word, a plural before a verb that reads and ends no noun
 * (`reading-verbs.run-together`: `idsfind`, `userssearch`): what is looked up, then how.
 */
export function isRunTogetherRead(segment: string, vocabulary: Vocabulary): boolean {
  if (!/^[a-z]+$/.test(segment)) return false;
  for (const verb of vocabulary.words('reading-verbs', 'run-together')) {
    if (segment.length > verb.length + 2 && segment.endsWith(verb) && isPluralWord(segment.slice(0, -verb.length))) return true;
  }
  return false;
}

/**
 * A name of two words or more ending in a preposition (`linking-words`, `lookup-prepositions`:
 * `batch-balance-of`, `prices_for`): a question whose object the request gives, in the query or
 * in the key after it; no noun phrase, so no collection's name.
 */
export function endsInPreposition(segment: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(segment);
  const last = words.at(-1) ?? '';
  return words.length > 1 && (vocabulary.words('linking-words').has(last) || vocabulary.words('lookup-prepositions').has(last));
}

/**
 * A phrase headed by a particle before a linking word (`out-of-band`, DIDComm's out-of-band
 * invitations): no noun carries its number, so it has no plural (not "outs-of-band").
 */
export function headsOnParticle(segment: string, vocabulary: Vocabulary): boolean {
  const [head, link] = splitWords(segment);
  return head !== undefined && link !== undefined && vocabulary.words('linking-words').has(link) && vocabulary.words('noun-particles').has(head);
}

/** A name ending in a count (`determiners` tagged `quantifier`: `one-to-many`, `many-to-many`): a relation, not a thing counted, with no plural. */
export function endsInQuantifier(segment: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('determiners', 'quantifier').has(splitWords(segment).at(-1) ?? '');
}

/** A name led by a negation (`determiners` tagged `negation`: `no-bill`, `without-tags`): what lacks the thing after it, a filter with no plural. */
export function headsOnNegation(segment: string, vocabulary: Vocabulary): boolean {
  const [head, ...rest] = splitWords(segment);
  return head !== undefined && rest.length > 0 && vocabulary.words('determiners', 'negation').has(head.toLowerCase());
}

/**
 * A static segment named as an identifier of something, in words (`order_id`, `externalId`) or run
 * together (`orderid`, `sellerid`): the parameter after it is that identifier's value
 * (`/transactions/orderid/{id}`, the transaction of that order), no item of a collection of its own.
 */
function namesIdentifier(segment: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(segment);
  return (words.length > 1 && isIdentifierName(segment, vocabulary)) || /^[a-z]{3,}id$/.test(segment);
}

/**
 * Whether a static segment before a parameter names the key the parameter gives rather than a
 * collection: a `by` lookup, an identifier's name (`/transactions/order_id/{id}`), or the parameter's own name (`/customers/email/{email}`,
 * `/users/login/{userLogin}`, `/course-mappings/externalcourse/{externalCourseId}`): the item of
 * the collection before it, found by another key.
 */
export function isLookupKey(segment: string, parameter: string, vocabulary: Vocabulary): boolean {
  if (isLookupName(segment, vocabulary) || namesIdentifier(segment, vocabulary)) return true;
  const segmentWords = splitWords(segment);
  const key = segmentWords.join('');
  const parameterWords = splitWords(parameter.replace(/^\{|\}$/g, ''));
  if (key.length === 0) return false;
  if (parameterWords.join('').endsWith(key) && segmentWords.every((word) => parameterWords.includes(word))) return true;
  // The key's words run together, before the word that makes the parameter an identifier or not
  // (`/course-mappings/externalcourse/{externalCourseId}`, `/invoices/ordernumber/{customerOrderNumber}`);
  // `/devices/upgrade/{upgrade_id}` names the upgrades and stays a collection.
  const last = parameterWords.at(-1);
  const named = last !== undefined && endsIdentifier(last, vocabulary) ? parameterWords.slice(0, -1) : parameterWords;
  return [parameterWords, named].some((words) => words.some((_word, index) => words.length - index > segmentWords.length && words.slice(index).join('') === key));
}

/** A parameter named as an identifier (`{id}`, `{token}`, `{exportKey}`, `{sha}`): it identifies an item. */
export function isIdentifierName(parameter: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(parameter.replace(/^\{|\}$/g, ''));
  const last = words.at(-1) ?? '';
  // `{id_source}`, `{idConnection}`: the id of what the words after it name; `{eid}`, `{uid}`: an id
  // after one letter of its name.
  // Words that, ending a parameter's name, make it an identifier too (`identifier-name`: `{token}`, `{sha}`, `{name}`).
  return endsIdentifier(last, vocabulary) || vocabulary.words('identifier-words', 'identifier-name').has(last) || (words.length > 1 && words[0] === 'id') || /^[a-z]id$/.test(last);
}

/**
 * Whether a parameter after a name identifies one item of it: named as an identifier (`{id}`,
 * `{checkoutId}`, `{pk}`) or after the name (`{callerid}` after `callerids`). Other parameters
 * (`/atoz/{letter}`, `/tiles/{z}`, `/bump/{budget_type}`, `/status/{status}`) choose a variant,
 * a value or an argument: nothing shows the name holds items.
 */
export function identifiesItemOf(parameter: string, name: string, vocabulary: Vocabulary): boolean {
  return isIdentifierName(parameter, vocabulary) || namesOneOf(parameter, name);
}

/**
 * A parameter named after a name and nothing more (`{callerid}` after `callerids`, `{status}` after
 * `status`); one that adds a word saying which kind or value (`{changeOrderType}` after
 * `changeOrders`, `{budget_type}`) chooses among kinds, not items.
 */
function namesOneOf(parameter: string, name: string): boolean {
  return isNamedAfter(parameter, name) && splitWords(parameter.replace(/^\{|\}$/g, '')).length <= splitWords(name).length;
}

/**
 * A parameter that names an item of `name` and nothing else: the name's words in the singular, then
 * an identifier word (`{pluginName}`, `{user_id}` after `users`), or the name alone (`{keyword}`
 * after `keywords`); `{userInvitationId}` names an invitation.
 */
export function namesItemOf(parameter: string, name: string, vocabulary: Vocabulary): boolean {
  if (namesOneOf(parameter, name)) return true;
  if (!isIdentifierName(parameter, vocabulary)) return false;
  const thing = namedThing(parameter).map((word) => singularOf(word));
  const words = splitWords(name).map((word) => singularOf(word));
  return thing.length === words.length && thing.every((word, index) => word === words[index]);
}

/**
 * An identifier named after the leading words of a compound name only (`{assetId}` after
 * `asset-licensing`, `{userId}` after `user-preferences`): it identifies the thing those words
 * name, and the compound's head noun is something of that thing, not a collection of compounds.
 */
export function identifiesLeadingThing(parameter: string, name: string, vocabulary: Vocabulary): boolean {
  if (!isIdentifierName(parameter, vocabulary)) return false;
  const thing = namedThing(parameter).map((word) => singularOf(word));
  const nameWords = splitWords(name).map((word) => singularOf(word));
  return thing.length > 0 && thing.length < nameWords.length && thing.every((word, index) => nameWords[index] === word);
}

/**
 * Whether a parameter after a name identifies an item of that very name: as `identifiesItemOf`,
 * but an identifier named after another thing identifies that thing (`/Dlna/{serverId}`,
 * `/config-description/{providerId}`, `/watchlater/{video_id}`): the name before it is a part or
 * a view of it, not its collection. Generic ones (`{id}`, `{itemId}`, `{cId}`) identify whatever
 * the name names.
 */
export function identifiesItemOfName(parameter: string, name: string, vocabulary: Vocabulary): boolean {
  if (!isIdentifierName(parameter, vocabulary)) return namesOneOf(parameter, name);
  const thing = namedThing(parameter);
  // Nouns for whatever the name before names (`generic-nouns`: `{itemId}`, `{resourceId}`, `{entityKey}`).
  const generic = thing.length === 0 || (thing.length === 1 && (thing[0] ?? '').length === 1) || vocabulary.words('generic-nouns').has(thing.join(''));
  return generic || isNamedAfter(parameter, name) || namesRunTogether(name, thing);
}

/** The words of an identifier before its identifier word: `checkout` of `{checkoutId}`, none of `{id}`. */
function namedThing(parameter: string): string[] {
  const words = splitWords(parameter.replace(/^\{|\}$/g, ''));
  if (words[0] === 'id') return words.slice(1);
  const last = words.at(-1) ?? '';
  if (/^[a-z]id$/.test(last) && words.length === 1) return [];
  return words.slice(0, -1);
}

/**
 * A name that runs the thing's words together at its end (`domainwhitelist` for `{whitelistId}`,
 * `dataentities` for `{dataEntityName}`, where `data` stays as written: no "datumentity").
 */
function namesRunTogether(name: string, thing: readonly string[]): boolean {
  const joined = splitWords(name).join('');
  const keys = [thing.map((word) => singularOf(word)).join(''), thing.join('')];
  return keys.some((key) => key.length >= 3 && (singularOf(joined).endsWith(key) || joined.endsWith(key)));
}

/** The plural of an identifier word ending a path (`ids`, `ids.json`): the items of the name before it, given by their ids. */
export function namesItemsByIds(name: string, vocabulary: Vocabulary): boolean {
  const bare = name.replace(/\.[A-Za-z0-9]+$/, '');
  return isGenericIdentifier(bare, vocabulary) && singularOf(bare) !== bare.toLowerCase();
}

/** A parameter made only of identifier words, which identifies whatever the name before it names (`{id}`, `{uuid}`, `{key}`). */
export function isGenericIdentifier(parameter: string, vocabulary: Vocabulary): boolean {
  // The words such a parameter is made of (`identifier-words.generic`: `id`, `key`, `ref`).
  const generic = vocabulary.words('identifier-words', 'generic');
  return splitWords(parameter.replace(/^\{|\}$/g, '')).every((word) => generic.has(word));
}

/** Fields of an item that may hold its id, whatever names the parameter that takes it (`id`, `uuid`, `key`). */
export const ID_FIELD_NAMES: readonly string[] = wordsOf('identifier-words', 'id-field');

/** A word that ends a parameter's name by saying it identifies the thing named before it (`id` of `{orderId}`). */
function endsIdentifier(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('identifier-words', 'ends-identifier').has(word);
}

/**
 * Whether a parameter is named after a name (`{file_id}` after `file`, `{form_id}` after `forms`):
 * its first words are the name's, in the singular.
 */
export function isNamedAfter(parameter: string, name: string): boolean {
  const parameterWords = splitWords(parameter.replace(/^\{|\}$/g, ''));
  const nameWords = splitWords(name).map((word) => singularOf(word));
  return nameWords.length > 0 && nameWords.every((word, index) => parameterWords[index] !== undefined && singularOf(parameterWords[index] ?? '') === word);
}

/**
 * The words of a document's title spelled with a capital right after a small letter (`lakeFS` of
 * "lakeFS API", `GitHub`), in lower case: a product's name, which English spells so and no plural
 * is, whatever letter ends it (`/setup_lakefs` names no lakefs).
 */
export function productNamesOf(title: string | undefined): Set<string> {
  return new Set((title ?? '').split(/[^A-Za-z0-9]+/).filter((word) => /[a-z][A-Z]/.test(word)).map((word) => word.toLowerCase()));
}

/** An acronym in capitals written in parentheses (`(RSAS)`). */
const ACRONYM_IN_PARENTHESES = /\(([A-Z][A-Z0-9]{1,9})\)/g;
/** How far before the parenthesis the words an acronym stands for are looked for, in characters: ten words and more. */
const DEFINITION_REACH = 200;
/** A word of three capitals or more ending in S (`CIS`, `FIPS`), and the words either side of it. */
const CAPITALS_ENDING_IN_S = /(\S*)\s+([A-Z][A-Z0-9]{1,8}S)\s+(\S*)/g;

/** How a document shows a word is an acronym: defining it, or writing it in capitals among words in small letters. */
export interface AcronymEvidence {
  kind: 'defined' | 'in-capitals';
  /** The words that show it: `Rocket Streaming Audio Server (RSAS)`, `Get CIS benchmark`. */
  quoted: string;
}

/**
 * The acronyms ending in S a text shows, in lower case: defined, written in capitals in
 * parentheses right after the words whose initials spell it ("Rocket Streaming Audio Server
 * (RSAS)"), or written in capitals between words in small letters ("Get CIS benchmark report",
 * not a heading in capitals). Their S is a letter of the name, no plural ending (`/admin/rsas`
 * names the one RSAS installation, `/report/cis` the CIS report); an acronym ending otherwise
 * reads as no plural already.
 */
export function acronymsIn(texts: Iterable<string>): Map<string, AcronymEvidence> {
  const acronyms = new Map<string, AcronymEvidence>();
  for (const text of texts) {
    for (const match of text.matchAll(ACRONYM_IN_PARENTHESES)) {
      const acronym = match[1] ?? '';
      const letters = acronym.replace(/[0-9]/g, '');
      // The words right before the parenthesis, as many as the acronym has letters.
      const before = text.slice(Math.max(0, match.index - DEFINITION_REACH), match.index).trimEnd().split(/[\s-]+/);
      const words = before.slice(-letters.length);
      const spelt = words.length === letters.length && words.every((word, index) => word[0]?.toUpperCase() === letters[index]);
      if (spelt && acronym.endsWith('S')) acronyms.set(acronym.toLowerCase(), { kind: 'defined', quoted: `${words.join(' ')} (${acronym})` });
    }
    for (const [, before = '', acronym = '', after = ''] of ` ${text} `.matchAll(CAPITALS_ENDING_IN_S)) {
      const amongSmallLetters = [before, after].every((word) => /[a-z]/.test(word));
      if (amongSmallLetters && !acronyms.has(acronym.toLowerCase())) acronyms.set(acronym.toLowerCase(), { kind: 'in-capitals', quoted: `${before} ${acronym} ${after}` });
    }
  }
  return acronyms;
}

/** Whether a word is a product's name the title spells or an acronym ending in S the prose shows: a name, whose S is no plural ending. */
function namesItsOwnThing(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.productNames?.has(word) === true || vocabulary.acronyms?.has(word) === true;
}

/** How the document shows a segment's head noun is an acronym ending in S (`acronymsIn`), if it does. */
export function acronymOf(segment: string, vocabulary: Vocabulary): AcronymEvidence | undefined {
  const last = headNoun(segment, vocabulary);
  return last === undefined ? undefined : vocabulary.acronyms?.get(last);
}

/** Whether a segment's head noun is the product's own name, as the document's title spells it (`productNamesOf`). */
export function endsInProductName(segment: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(segment, vocabulary);
  return last !== undefined && vocabulary.productNames?.has(last) === true;
}

/** Whether a segment names a plural (or uncountable) noun, judged by its head noun. */
export function isPluralNoun(segment: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(segment, vocabulary);
  if (last === undefined || /^\d+$/.test(last)) return true;
  if (namesItsOwnThing(last, vocabulary)) return false;
  if (vocabulary.uncountables.has(last) || endsInUncountable(last, vocabulary)) return true;
  return mayBePlural(last);
}

/**
 * Whether a segment's head noun is a mass noun (`information`, `metadata`, `companyinformation`):
 * uncountable, or a plural by form only (`data`, `metadata`), which APIs use for one body of it.
 */
export function isMassNoun(segment: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(segment, vocabulary);
  return last !== undefined && isMassWord(last, vocabulary);
}

function isMassWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.uncountables.has(word) || endsInUncountable(word, vocabulary) || singularOf(word).endsWith('datum');
}

/**
 * Whether a segment names a plural of a countable noun (`orders`, `settings`): not an uncountable
 * (`information`, `metadata`, `entityInformation`), which may name one thing.
 */
export function isCountablePluralNoun(segment: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(segment, vocabulary);
  // `data` and `metadata` are plurals by form only: APIs use them for one body of data.
  return last !== undefined && !isMassWord(last, vocabulary) && !namesItsOwnThing(last, vocabulary) && mayBePlural(last) && !mayBeSingular(last);
}

/**
 * A word run together with a mass noun at its end (`corporationhistory`, `companyinformation`):
 * the head noun is that mass noun. Only mass nouns of five letters or more are read so.
 */
function endsInUncountable(word: string, vocabulary: Vocabulary): boolean {
  if (word.length < 8) return false;
  for (const uncountable of vocabulary.uncountables) {
    if (uncountable.length >= 5 && word.length > uncountable.length + 2 && word.endsWith(uncountable)) return true;
  }
  return false;
}

/** A linking word between separators or capitalised inside a camel-case name (`code_of_conduct`, `codeOfConduct`). */
const linkingWordInSegment = perVocabulary((vocabulary) => {
  const words = [...vocabulary.words('linking-words')];
  return new RegExp(`[_-](?:${alternation(words)})[_-]|(?:${alternation(words.map((word) => (word[0] ?? '').toUpperCase() + word.slice(1)))})(?=[A-Z])`);
});

/** The plural spelling of a segment, changing only its head noun and keeping its separators. */
export function pluralSegment(segment: string, vocabulary: Vocabulary): string {
  // `code_of_conduct` → `codes_of_conduct`: the head noun before `of` (or `where`, `with`, …) takes the plural.
  const of = linkingWordInSegment(vocabulary).exec(segment);
  if (of !== null && of.index > 0) return pluralSegment(segment.slice(0, of.index), vocabulary) + segment.slice(of.index);
  const match = /([A-Za-z]+)([^A-Za-z]*)$/.exec(segment);
  if (match === null || match[1] === undefined) return segment;
  const lastRun = match[1];
  const camelTail = /[A-Z][a-z0-9]*$|[a-z0-9]+$/.exec(lastRun)?.[0] ?? lastRun;
  const head = segment.slice(0, match.index + lastRun.length - camelTail.length);
  return head + pluralOf(camelTail) + (match[2] ?? '');
}

/** A plural form that names one thing as often as a list (the settings of a thing, its capabilities), by its last word. */
export function namesOneThingAsOften(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('plural-singletons', 'list-answer').has(splitWords(name).at(-1) ?? '');
}

/** A name of a report (`stats`, `analytics`, `usage_report`), by its last word: the names under it are its measures, not collections. */
export function namesReport(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('report-nouns').has(splitWords(name).at(-1) ?? '');
}

/** A word ending a path parameter that says it is an item's id (`id` of `{updatePolicy-id}`). */
export function isIdParameterWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('identifier-words', 'id-parameter').has(word);
}

/** A word naming the key an item is addressed by (`key`, `uuid`, `name`). */
export function isItemKeyWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('identifier-words', 'item-key').has(word);
}

/** Whether a description says an id is one of `thing`: "The ID of the bulk job", "Id of a job". */
export function describesIdOf(description: unknown, thing: string, vocabulary: Vocabulary): boolean {
  if (typeof description !== 'string') return false;
  const words = splitWords(description);
  const idWords = vocabulary.words('identifier-words', 'described-id');
  const of = words.findIndex((word, index) => idWords.has(word) && words[index + 1] === 'of');
  if (of < 0) return false;
  // After "of" and an article, the thing itself or up to two words saying which kind of it.
  const after = words.slice(of + 2);
  const named = vocabulary.words('determiners', 'article').has(after[0] ?? '') ? after.slice(1) : after;
  return named.slice(0, 3).some((word) => singularOf(word) === thing);
}

/**
 * A collective noun, one thing made of many (`log`, `feed`, `inbox`), or a list or map of one kind
 * run into one word, three letters or more before it (`readinglist`, `watchlist`, `pidmap`:
 * `collective-nouns.ends-compound`).
 */
export function isCollectiveNoun(head: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.wordsOfNoKind('collective-nouns').has(head)) return true;
  if (!/^[a-z]+$/.test(head)) return false;
  for (const end of vocabulary.words('collective-nouns', 'ends-compound')) if (head.length >= end.length + 3 && head.endsWith(end)) return true;
  return false;
}

/**
 * A name of two words or more whose last is a noun naming one list of entries only so
 * (`collective-nouns.compound-head`: `address_book`, `priceBook`); `book` alone is counted.
 */
export function isCollectiveCompound(name: string, vocabulary: Vocabulary): boolean {
  const words = splitWords(name);
  return words.length > 1 && vocabulary.words('collective-nouns', 'compound-head').has((words.at(-1) ?? '').toLowerCase());
}

/** Parameters that choose a period rather than identify an item (`/transfer/{year}/{month}`, `/archive/{date}`). */
const periodParameter = perVocabulary((vocabulary) => new RegExp(`^\\{(?:${alternation(vocabulary.words('periods', 'parameter'))})\\}$`, 'i'));

/** A parameter that chooses a period (`{year}`, `{date}`), written with its braces. */
export function isPeriodParameter(parameter: string, vocabulary: Vocabulary): boolean {
  return periodParameter(vocabulary).test(parameter);
}

/** The name of a period (`day`, `week`): where no id follows, it chooses the period a view covers (`/spots/day`). */
export function namesPeriod(name: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words('periods', 'name').has(name.toLowerCase());
}
