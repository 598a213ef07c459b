import pluralize from 'pluralize';

/**
 * English plurals and singulars: pluralize's rules with the project's own words added, on a copy
 * of pluralize that no other code shares. pluralize (8.0.0) builds its rule tables once per
 * loaded copy of its module and exports that one instance, so a rule added to it changes the
 * answers of every other importer in the process (`plural('index')` giving `indexes` to a host
 * program that expects `indices`). This module is the only one that imports pluralize
 * (test/conventions.test.ts checks), and the build compiles it with a copy of the package inlined
 * (the `private pluralize` step of scripts/build.mjs): the rules added here reach only this copy.
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

/** This module's copy of pluralize with `words` added. Called once, by words.ts. */
export function privateInflection(words: InflectionWords): Inflection {
  for (const [singular, plural] of words.irregular) pluralize.addIrregularRule(singular, plural);
  if (words.pluralInS.length > 0) {
    const stems = words.pluralInS.map(escapeForPattern).join('|');
    pluralize.addPluralRule(new RegExp(`(${stems})$`, 'i'), '$1s');
    pluralize.addSingularRule(new RegExp(`(${stems})s$`, 'i'), '$1');
  }
  return {
    singular: (word) => pluralize.singular(word),
    plural: (word) => pluralize.plural(word),
    isPlural: (word) => pluralize.isPlural(word),
    isSingular: (word) => pluralize.isSingular(word),
  };
}
