/**
 * The YAML parser Spectral reads with cannot resolve four of YAML's core tags written explicitly
 * (`!!int`, `!!float`, `!!bool`, `!!null`): it reports "cannot resolve a node with
 * !<tag:yaml.org,2002:float> explicit tag" and, in a large document, loses the mappings after it
 * (go-swagger writes `maximum: !!float 65535`). Before such a tag, a plain scalar that the core
 * schema already reads as that type (`65535`, `true`, `~`) means the same without it, so the tag
 * is blanked out, space for character: every line and column stays where it was written. A tag
 * before anything else (`!!int "12"`, a quoted string) is left to the parser to report.
 */

/** What the core schema reads, without a tag, as each type (YAML 1.2.2, §10.3.2); a whole number is a float's value too. */
const IMPLICIT: Readonly<Record<string, RegExp>> = {
  int: /^[-+]?(?:[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/,
  float: /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  bool: /^(?:true|True|TRUE|false|False|FALSE)$/,
  null: /^(?:~|null|Null|NULL)$/,
};

/** A core scalar tag where a node may start, the spaces after it, and the plain scalar it tags up to a flow indicator, a comment or the line's end. */
const TAGGED_SCALAR = /(?<=^|[\s:[{,?-])!!(int|float|bool|null)([ \t]+)([^\s,[\]{}#]+)(?=[ \t]*(?:[,\]}]|#|\r?$))/gm;

/** The text with each core scalar tag that changes nothing blanked out (see above); the text itself where there is none. */
export function withRedundantScalarTagsBlanked(text: string): string {
  if (!text.includes('!!')) return text;
  return text.replace(TAGGED_SCALAR, (whole: string, type: string, spaces: string, value: string) => {
    const implicit = IMPLICIT[type];
    return implicit?.test(value) === true ? `${' '.repeat(type.length + 2)}${spaces}${value}` : whole;
  });
}
