import { keptPerKey } from './kept-per-key.js';
import { splitWords } from './words.js';

/** Casing styles of field names (§2.4), how to tell them apart, and how to respell a name. */

export type CasingStyle = 'snake_case' | 'camelCase';
export type NameStyle = CasingStyle | 'single word' | 'PascalCase' | 'kebab-case' | 'UPPER_CASE' | 'mixed';

/** Markers such as `_links`, `@type` or `$schema` carry no casing of their own. */
const LEADING_MARKER = /^[_@$]+/;

/**
 * An underscore between two numbers (`Iso639_1`, ISO 639-1) is the only way to keep them apart
 * in camelCase: it separates digits, not words.
 */
const DIGIT_SEPARATOR = /(\d)_(?=\d)/g;

/** The style a name is written in; kept per name, as a document repeats its field names thousands of times. */
export const styleOf: (name: string) => NameStyle = keptPerKey(styleOfName);

/** The style of the name's words: a stray space at either end (`latex-runs `) is no part of it. */
function styleOfName(name: string): NameStyle {
  const bare = name.trim().replace(LEADING_MARKER, '').replace(DIGIT_SEPARATOR, '$1');
  if (/^[a-z][a-z0-9]*$/.test(bare) || bare.length === 0) return 'single word';
  if (/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(bare)) return 'snake_case';
  if (/^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/.test(bare)) return 'camelCase';
  if (/^[A-Z][a-z0-9]*([A-Z][a-z0-9]*)*$/.test(bare) && /[a-z]/.test(bare)) return 'PascalCase';
  if (/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(bare)) return 'kebab-case';
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(bare)) return 'UPPER_CASE';
  return 'mixed';
}

export function fitsCasing(name: string, casing: CasingStyle): boolean {
  const style = styleOf(name);
  return style === 'single word' || style === casing;
}

/** The name respelled in `casing`, keeping a leading marker (`_links` stays `_links`), leaving out a stray space at either end. */
export function respell(name: string, casing: CasingStyle): string {
  const trimmed = name.trim();
  const marker = LEADING_MARKER.exec(trimmed)?.[0] ?? '';
  const words = splitWords(trimmed.slice(marker.length));
  // In camelCase two numbers in a row keep their underscore (`iso_639_1` → `iso639_1`, not `iso6391`).
  const body = casing === 'snake_case'
    ? words.join('_')
    : words.map((word, index) => (index === 0 ? word : (/^\d/.test(word) && /\d$/.test(words[index - 1] ?? '') ? '_' : '') + word.charAt(0).toUpperCase() + word.slice(1))).join('');
  return marker + body;
}

/**
 * The casing most multi-word names use. A tie, or no multi-word name, gives `undefined`:
 * nothing is inferred and only names that fit neither style are reported.
 */
export function inferCasing(names: Iterable<string>): CasingStyle | undefined {
  let snake = 0;
  let camel = 0;
  for (const name of new Set(names)) {
    const style = styleOf(name);
    if (style === 'snake_case') snake++;
    else if (style === 'camelCase') camel++;
  }
  if (snake === camel) return undefined;
  return snake > camel ? 'snake_case' : 'camelCase';
}
