import pluralize from 'pluralize';

/**
 * English plurals and singulars: pluralize's answers, with the project's own words consulted
 * first. Nothing is added to pluralize: its module exports one instance per loaded copy, shared by
 * every importer in the process, so a rule added to it would change the answers a host program
 * gets (`plural('index')` giving `indexes` where it expects `indices`). The project's words are
 * tried here, in the order pluralize would try them had they been added to it: its irregular
 * words, then the -ch words said as k, then pluralize's own rules.
 */

/** The words this project inflects otherwise than pluralize does. */
export interface InflectionWords {
  /** Singular and plural pairs that override pluralize's rules (`['index', 'indexes']`). */
  irregular: ReadonlyArray<readonly [singular: string, plural: string]>;
  /** Words ending in a -ch said as k, which take a plain -s (`epoch` → `epochs`). */
  pluralInS: readonly string[];
}

export interface Inflection {
  singular(word: string): string;
  plural(word: string): string;
  /** Whether a word may be a plural (`orders`, and `news`, which may be singular too). */
  isPlural(word: string): boolean;
  /** Whether a word may be a singular (`order`, `news`). */
  isSingular(word: string): boolean;
}

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `token` spelt in the case `word` is written in, as pluralize restores it. */
function restoreCase(word: string, token: string): string {
  if (word === token) return token;
  if (word === word.toLowerCase()) return token.toLowerCase();
  if (word === word.toUpperCase()) return token.toUpperCase();
  if (word[0] === word[0]?.toUpperCase()) return token.charAt(0).toUpperCase() + token.slice(1).toLowerCase();
  return token.toLowerCase();
}

/**
 * A word ending in -js after a letter (`nodejs`, `nextjs`): English makes no plural of a noun in -j,
 * so it is JavaScript's suffix, a name of one thing, whatever pluralize's -s rule says.
 */
const JAVASCRIPT_NAME = /[a-z]js$/;

/** pluralize with `words` consulted first. Called once, by words.ts. */
export function privateInflection(words: InflectionWords): Inflection {
  const pluralOf = new Map(words.irregular.map(([singular, plural]) => [singular.toLowerCase(), plural.toLowerCase()]));
  const singularOf = new Map(words.irregular.map(([singular, plural]) => [plural.toLowerCase(), singular.toLowerCase()]));
  const stems = words.pluralInS.map(escapeForPattern).join('|');
  const singularInS = stems === '' ? undefined : new RegExp(`(${stems})$`, 'i');
  const pluralInS = stems === '' ? undefined : new RegExp(`(${stems})s$`, 'i');
  return {
    plural(word) {
      const token = word.toLowerCase();
      if (singularOf.has(token)) return restoreCase(word, token);
      const plural = pluralOf.get(token);
      if (plural !== undefined) return restoreCase(word, plural);
      if (singularInS?.test(token) === true) return word.replace(singularInS, (match) => restoreCase(match, `${match}s`));
      return pluralize.plural(word);
    },
    singular(word) {
      const token = word.toLowerCase();
      if (pluralOf.has(token)) return restoreCase(word, token);
      const singular = singularOf.get(token);
      if (singular !== undefined) return restoreCase(word, singular);
      if (pluralInS?.test(token) === true) return word.replace(pluralInS, (match, stem: string) => restoreCase(match, stem));
      return pluralize.singular(word);
    },
    isPlural(word) {
      const token = word.toLowerCase();
      if (singularOf.has(token)) return true;
      if (pluralOf.has(token)) return false;
      if (singularInS?.test(token) === true || JAVASCRIPT_NAME.test(token)) return false;
      return pluralize.isPlural(word);
    },
    isSingular(word) {
      const token = word.toLowerCase();
      if (pluralOf.has(token)) return true;
      if (singularOf.has(token)) return false;
      if (JAVASCRIPT_NAME.test(token)) return true;
      if (pluralInS?.test(token) === true) return false;
      return pluralize.isSingular(word);
    },
  };
}

/**
 * The spellings English gives the verb a noun in -ion or -al is made from (`validation` → validat,
 * validate; `confirmation` → confirm; `verification` → verify; `connection` → connect; `removal`
 * → remov, remove): candidates only, which a vocabulary of verbs confirms. Another noun has none.
 */
export function verbsNominalizedAs(noun: string): string[] {
  const word = noun.toLowerCase();
  if (word.endsWith('al') && word.length >= 6) return [word.slice(0, -'al'.length), `${word.slice(0, -'al'.length)}e`];
  if (!word.endsWith('ion') || word.length < 6) return [];
  const stem = word.slice(0, -'ion'.length);
  const candidates = [stem, `${stem}e`];
  if (word.endsWith('ation')) candidates.push(word.slice(0, -'ation'.length), `${word.slice(0, -'ation'.length)}e`);
  if (word.endsWith('ication')) candidates.push(`${word.slice(0, -'ication'.length)}y`);
  return candidates;
}
