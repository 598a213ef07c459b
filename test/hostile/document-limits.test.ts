import fc from 'fast-check';
import spectralParsers from '@stoplight/spectral-parsers';
import { isDeepStrictEqual } from 'node:util';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_LIMITS, findTextProblem } from '../../src/parse/document-limits.js';
import { jsonNestingDepth, valueNestingDepth, yamlNestingDepth } from '../../src/parse/nesting-depth.js';
import { decodeText } from '../../src/parse/read-document.js';
import { measureAliasExpansion } from '../../src/spectral-internals/yaml-aliases.js';
import { createYamlParser, parseYaml } from '../../src/spectral-internals/yaml-parser.js';

/** The measures taken on a text before any parser sees it, and the YAML parser that replaces Spectral's. */

function trueDepth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, trueDepth(child)), 0);
}

const nested = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('[', ']', '{', '}', '- x', '# [', "'[", '"{', '|', '>', '&a', '*a', ': [')),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 3 })),
})).value;

describe('nesting depth', () => {
  it('is exact for JSON, whatever the strings hold', () => {
    fc.assert(fc.property(nested, (value) => {
      const text = JSON.stringify(value);
      expect(jsonNestingDepth(text, 10_000).depth).toBe(trueDepth(value));
    }), { numRuns: 1000 });
  });

  it('is the same measured on the parsed JSON as on its text, and stops past the limit', () => {
    fc.assert(fc.property(nested, (value) => {
      const parsed: unknown = JSON.parse(JSON.stringify(value));
      expect(valueNestingDepth(parsed, 10_000)).toBe(jsonNestingDepth(JSON.stringify(value), 10_000).depth);
    }), { numRuns: 1000 });
    const deep: unknown = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(valueNestingDepth(deep, 500)).toBe(501);
  });

  it('is never less than the true depth for YAML, block or flow, and never far above it', () => {
    fc.assert(fc.property(nested, fc.boolean(), fc.integer({ min: 1, max: 4 }), (value, flow, indent) => {
      const text = YAML.stringify({ root: value }, { collectionStyle: flow ? 'flow' : 'block', indent });
      const depth = trueDepth({ root: value });
      const measured = yamlNestingDepth(text, 10_000).depth;
      expect(measured).toBeGreaterThanOrEqual(depth);
      expect(measured).toBeLessThanOrEqual(2 * depth + 2);
    }), { numRuns: 1000 });
  });

  it('reads a `:` inside a flow plain scalar as part of it, not as a quote\'s start (`{ :\': false }`)', () => {
    const value = [{ '': { ":'": false }, ' ': [{ '': {} }] }, true, 1];
    const text = YAML.stringify({ root: value }, { collectionStyle: 'flow' });
    expect(text).toContain(":': false");
    expect(yamlNestingDepth(text, 10_000).depth).toBeGreaterThanOrEqual(trueDepth({ root: value }));
  });

  const shallow: Array<[string, string]> = [
    ['brackets in a block scalar', 'a:\n  description: |\n    [[[[[[[[[[ {{{{{{{{ not structure\n    - - - - - - - - -\n  b: 1\n'],
    ['brackets in quoted scalars', `a: "[[[[[[[[[[[["\nb: '{{{{{{{{{{{'\nc: "multi\n  line [[[[[[[[[[[[ text"\n`],
    ['brackets in comments', 'a: 1 # [[[[[[[[[[[[[[[[[[\n# {{{{{{{{{{{{{{{{{{{{\nb: 2\n'],
    ['brackets inside plain scalars', 'a: see [1] and [[2]] or {x}\nb: x[[[[[[[[[[[[\n'],
  ];
  for (const [name, text] of shallow) {
    it(`does not count ${name}`, () => {
      expect(yamlNestingDepth(text, 10_000).depth).toBeLessThanOrEqual(4);
    });
  }

  it('stops scanning once past the limit, at the line it got to', () => {
    const text = `a: 1\nb:\n  ${'- '.repeat(1000)}x\n`;
    expect(yamlNestingDepth(text, 500)).toEqual({ depth: 501, line: 2 });
  });
});

describe('YAML alias expansion', () => {
  it('counts what the aliases would copy', () => {
    const text = 'a: &a [1, 2, 3]\nb: [*a, *a]\nc: *a\n';
    const expansion = measureAliasExpansion(text);
    // The anchored sequence is 4 nodes; each of the three aliases becomes a copy of them.
    expect(expansion.expanded - expansion.written).toBe(3 * 4);
  });

  it('measures a billion laughs without expanding it', () => {
    // 9^16 copies of "lol": far more than any expansion could reach before the test's timeout.
    const levels = Array.from({ length: 15 }, (_, level) => `l${level + 1}: &l${level + 1} [${Array(9).fill(`*l${level}`).join(', ')}]`);
    const text = `l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n${levels.join('\n')}\n`;
    expect(measureAliasExpansion(text).expanded).toBeGreaterThan(9 ** 16);
  });

  it('ends on an alias inside its own anchor', () => {
    const expansion = measureAliasExpansion('a: &a\n  b: *a\n  c: [*a]\n');
    expect(Number.isFinite(expansion.expanded)).toBe(true);
  });

  it('lets ordinary reuse through', () => {
    const response = '{description: Error, content: {application/json: {schema: {type: object}}}}';
    const text = `x-error: &error ${response}\npaths:\n${Array.from({ length: 500 }, (_, index) => `  /r${index}: {get: {responses: {'400': *error, '404': *error}}}`).join('\n')}\n`;
    expect(findTextProblem(text, 'yaml')).toBeUndefined();
    expect(() => createYamlParser(DEFAULT_DOCUMENT_LIMITS.maxAliasNodes).parse(text)).not.toThrow();
  });
});

describe('text that is not a document', () => {
  it('refuses NUL characters and undecodable bytes, and accepts accents', () => {
    expect(findTextProblem('openapi: 3.0.0\n\u0000', 'yaml')?.message).toMatch(/^not a text document/);
    expect(findTextProblem(decodeText(Buffer.from(Array.from({ length: 1000 }, (_, index) => 0x80 + index % 64))), 'yaml')?.message).toMatch(/^not a text document/);
    expect(findTextProblem('title: Café crème, naïve résumé, Ærøskøbing, 東京\n', 'yaml')).toBeUndefined();
  });

  it('refuses a text over the size limit', () => {
    expect(findTextProblem('a: 1\n'.repeat(100), 'yaml', { ...DEFAULT_DOCUMENT_LIMITS, maxBytes: 100 })?.message).toBe('document is 500 bytes; documents over 100 bytes are not read');
  });
});

describe('decoding', () => {
  const text = 'openapi: 3.1.0\ninfo: {title: "Ünïcödé ✓ 𝄞", version: "1"}\n';
  const utf32 = (littleEndian: boolean) => {
    const codePoints = [0xfeff, ...Array.from(text, (character) => character.codePointAt(0) as number)];
    const bytes = Buffer.alloc(codePoints.length * 4);
    codePoints.forEach((codePoint, index) => (littleEndian ? bytes.writeUInt32LE(codePoint, index * 4) : bytes.writeUInt32BE(codePoint, index * 4)));
    return bytes;
  };
  const encodings: Array<[string, Buffer]> = [
    ['UTF-8', Buffer.from(text)],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
    ['UTF-16LE without a BOM', Buffer.from(text, 'utf16le')],
    ['UTF-16BE without a BOM', Buffer.from(text, 'utf16le').swap16()],
    ['UTF-32LE with a BOM', utf32(true)],
    ['UTF-32BE with a BOM', utf32(false)],
  ];
  for (const [name, bytes] of encodings) {
    it(`reads ${name}`, () => {
      expect(decodeText(bytes)).toBe(text);
    });
  }
});

describe('the YAML parser', () => {
  /** Data as plain values: Spectral's parser gives objects that keep the written key order. */
  function plain(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(plain);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.keys(value).map((key) => [key, plain((value as Record<string, unknown>)[key])]));
    return value;
  }

  const yamlPiece = fc.constantFrom('a: 1\n', 'a: 2\n', 'b:\n', '  - x\n', '  - &anchor {k: v, n: 1}\n', '  - *anchor\n', 'c: *anchor\n', '<<: *anchor\n', '<<: [*anchor, {z: 1}]\n',
    "'200': ok\n", "'100': ok\n", '? [x, y]\n: complex\n', '~: null key\n', '5: number key\n', 'true: bool key\n', 'd: !!str 12\n', 'e: 0x1F\n', 'f: 1e3\n', 'g: .inf\n',
    'h: |\n  block\n  text\n', 'i: "quoted\\n"\n', 'j: [1, 2, {k: [3]}]\n', 'k: {a: 1, a: 2}\n', 'l: [\n', 'm: }\n', '  bad indent: 1\n', '- seq at root\n', 'n: @reserved\n',
    'o: 12345678901234567890\n', 'p: -0\n', 'q: \t tab\n', 'r: &r\n  s: *r\n', '%TAG ! tag:x:\n', '---\n', 'constructor: 1\n', 'toString: 2\n', 'valueOf: {x: 1}\n');

  it('gives what Spectral\'s parser gives: values and diagnostics (1,000 cases)', () => {
    fc.assert(fc.property(fc.array(yamlPiece, { maxLength: 14 }), fc.jsonValue({ maxDepth: 4 }), (pieces, value) => {
      for (const text of [pieces.join(''), YAML.stringify({ value, other: value })]) {
        // `__proto__` is where the two differ on purpose (see the test below).
        if (text.includes('__proto__')) continue;
        let stock: ReturnType<typeof spectralParsers.Yaml.parse> | undefined;
        let stockError: string | undefined;
        try {
          stock = spectralParsers.Yaml.parse(text);
        } catch (error) {
          stockError = String(error);
        }
        // Where the stock parser throws (on a merge of an unknown alias, say) there is nothing to
        // compare with; the parse is reported as a problem either way.
        if (stockError !== undefined) continue;
        const ours = parseYaml(text);
        expect(isDeepStrictEqual(plain(ours.data), plain(stock?.data)), text).toBe(true);
        expect(ours.diagnostics).toEqual(stock?.diagnostics);
      }
    }), { numRuns: 1000 });
  });

  it('finds the same range for every path as Spectral\'s parser', () => {
    const text = 'a: &a {x: 1, y: [1, 2]}\nb:\n  <<: *a\n  y: 3\n  z:\n    - p: 1\n    - q\nc: 1\nc: 2\n';
    const stock = spectralParsers.Yaml.parse(text);
    const ours = parseYaml(text);
    const paths = [[], ['a'], ['a', 'x'], ['a', 'y', 1], ['b', 'x'], ['b', 'y'], ['b', 'z', 0, 'p'], ['b', 'z', '1'], ['c'], ['missing'], ['b', 'z', 9]];
    const ourParser = createYamlParser(Number.POSITIVE_INFINITY);
    for (const path of paths) {
      expect(ourParser.getLocationForJsonPath(ours as never, path), JSON.stringify(path)).toEqual(spectralParsers.Yaml.getLocationForJsonPath(stock, path));
    }
  });

  it('places a path that goes on past an alias in the anchored definition, and one that ends at an alias at the alias', () => {
    const text = 'a: &a {x: 1, y: [1, {z: 2}]}\nb: *a\nc:\n  <<: *a\n  w: *a\nd: [*a]\n';
    const stock = spectralParsers.Yaml.parse(text);
    const ours = parseYaml(text);
    const ourParser = createYamlParser(Number.POSITIVE_INFINITY);
    const place = (path: Array<string | number>) => ourParser.getLocationForJsonPath(ours as never, path)?.range;
    const through: Array<[Array<string | number>, Array<string | number>]> = [
      [['b', 'x'], ['a', 'x']], [['b', 'y', 1, 'z'], ['a', 'y', 1, 'z']], [['c', 'w', 'y', 0], ['a', 'y', 0]], [['d', 0, 'x'], ['a', 'x']], [['c', 'x'], ['a', 'x']],
    ];
    for (const [path, anchored] of through) {
      expect(place(path), JSON.stringify(path)).toEqual(place(anchored));
      expect(place(path)?.start.line, JSON.stringify(path)).toBe(0);
    }
    // Spectral's parser stops at the alias: nothing for these paths (Spectral then uses line 1).
    expect(spectralParsers.Yaml.getLocationForJsonPath(stock, ['b', 'x'])).toBeUndefined();
    // Ending at an alias: the alias, as Spectral's parser places it.
    for (const path of [['b'], ['c', 'w'], ['d', 0]]) {
      expect(place(path), JSON.stringify(path)).toEqual(spectralParsers.Yaml.getLocationForJsonPath(stock, path)?.range);
      expect(place(path)?.start.line, JSON.stringify(path)).toBeGreaterThan(0);
    }
  });

  it('places every value of a document written with anchors and aliases at its own text (300 cases)', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
    const scalar = fc.oneof(word, fc.integer({ min: -1000, max: 1000 }), fc.boolean());
    const tree = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(word, tie('value'), { minKeys: 1, maxKeys: 3 })),
    })).value;
    const scalarPaths = (value: unknown, path: Array<string | number> = []): Array<[Array<string | number>, unknown]> => {
      if (Array.isArray(value)) return value.flatMap((item, index) => scalarPaths(item, [...path, index]));
      if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => scalarPaths(item, [...path, key]));
      return [[path, value]];
    };
    fc.assert(fc.property(tree, fc.array(word, { minLength: 2, maxLength: 4 }), (shared, names) => {
      // One object in several places: the yaml package writes it once with an anchor, then as aliases.
      const sharedObject = { shared };
      const document = Object.fromEntries(names.map((name, index) => [name, index % 2 === 0 ? sharedObject : [sharedObject]]));
      const text = YAML.stringify(document);
      const ours = parseYaml(text);
      const lines = text.split('\n');
      const ourParser = createYamlParser(Number.POSITIVE_INFINITY);
      for (const [path, value] of scalarPaths(ours.data)) {
        const range = ourParser.getLocationForJsonPath(ours as never, path)?.range;
        expect(range, `${JSON.stringify(path)} in\n${text}`).toBeDefined();
        if (range === undefined || range.start.line !== range.end.line) continue;
        const written = (lines[range.start.line] ?? '').slice(range.start.character, range.end.character);
        expect(YAML.parse(written), `${JSON.stringify(path)} in\n${text}`).toEqual(value);
      }
    }), { numRuns: 300 });
  });

  it('keeps __proto__ as a plain key, where Spectral\'s parser replaced the prototype', () => {
    const ours = parseYaml('__proto__: {polluted: true}\nkey: 1\n__proto__: null\n');
    const data = ours.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['__proto__', 'key']);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data['__proto__']).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
