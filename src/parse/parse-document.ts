import { Document } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import type { DocumentLimits, Syntax, TextProblem } from './document-limits.js';
import { DEFAULT_DOCUMENT_LIMITS, aliasExpansionMessage, findTextProblem } from './document-limits.js';
import { firstLineOf } from '../../rulesets/rule-failure.js';
import { looksLikeJson } from './read-document.js';
import { AliasExpansionError, createDeferredYamlParser, createYamlParser } from '../spectral-internals/yaml-parser.js';
import { withRedundantScalarTagsBlanked } from './scalar-tags.js';

/**
 * The one safe way to turn untrusted text into a Spectral `Document`: the text is measured first
 * (size, binary content, nesting, YAML alias expansion), and whatever the parser still throws
 * (it has crashed on some tags) becomes a problem to report rather than an exception.
 */
export type ParseOutcome =
  | { document: Document; syntax: Syntax; problem?: undefined; resolveRanges?: () => void }
  | { document?: undefined; syntax: Syntax; problem: TextProblem };

export function syntaxOf(source: string, text: string): Syntax {
  return looksLikeJson(source, text) ? 'json' : 'yaml';
}

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

export function nestedTooDeeplyMessage(): string {
  return 'document nests too deeply to be analysed (the call stack ran out, possibly following chains of $refs); it is not linted';
}

/** A value tagged as binary data, as the YAML parser cannot read it (it crashes on one). */
const BINARY_TAG = /(?:^|[\s:[{,?-])(?:!!binary|!<tag:yaml\.org,2002:binary>)(?=[\s,\]}]|$)/m;

/** The 0-based line of the first value tagged `!!binary`, if any. */
export function binaryTagLine(text: string): number | undefined {
  const match = BINARY_TAG.exec(text);
  if (match === null) return undefined;
  let line = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < match.index + match[0].length - 1; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

export function binaryTagMessage(line: number): string {
  return `YAML tag !!binary at line ${line + 1} is not supported: an OpenAPI document holds text, not binary data; it is not parsed`;
}

/**
 * From this size on, a YAML document's syntax tree is let go during a lint run and loaded again to
 * place findings: it takes hundreds of MiB there (440 MiB on a 31 MB document), and loading it a
 * second time costs about a tenth of the run. Below it, keeping the tree is the faster way
 * (Jira's 2 MB YAML: 15% more CPU time with the tree loaded twice).
 */
const RANGES_AFTER_RUN_FROM_CHARS = 8_000_000;

/**
 * Parses text already measured by `findTextProblem` (aliases aside: the YAML parser measures them
 * on its own syntax tree); a parser crash becomes a problem. With `rangesAfterRun`, a large YAML
 * document's syntax tree is let go once its values are built, and its ranges read during a
 * Spectral run are filled in by the outcome's `resolveRanges`, to be called when the run is over.
 * YAML's core scalar tags that change nothing (`!!float 65535`) are blanked out first, as the
 * parser cannot resolve them (`withRedundantScalarTagsBlanked`).
 */
export function parseMeasuredText(written: string, source: string, syntax: Syntax, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS, rangesAfterRun = false): ParseOutcome {
  const text = syntax === 'yaml' ? withRedundantScalarTagsBlanked(written) : written;
  try {
    if (syntax === 'yaml' && rangesAfterRun && text.length >= RANGES_AFTER_RUN_FROM_CHARS) {
      const { parser, resolveRanges } = createDeferredYamlParser(limits.maxAliasNodes);
      return { syntax, document: new Document(text, parser, source) as unknown as Document, resolveRanges };
    }
    const parser = syntax === 'json' ? spectralParsers.Json : createYamlParser(limits.maxAliasNodes);
    // The two parsers' documents differ only in their AST type, which nothing here reads.
    return { syntax, document: new Document(text, parser as typeof spectralParsers.Yaml, source) as unknown as Document };
  } catch (error) {
    if (error instanceof AliasExpansionError) return { syntax, problem: { message: aliasExpansionMessage(error.addedNodes, limits), line: 0 } };
    if (isStackOverflow(error)) return { syntax, problem: { message: nestedTooDeeplyMessage(), line: 0 } };
    // The parser's binary type throws a TypeError of its own ("data.replace is not a function").
    const binaryLine = syntax === 'yaml' && error instanceof TypeError ? binaryTagLine(text) : undefined;
    if (binaryLine !== undefined) return { syntax, problem: { message: binaryTagMessage(binaryLine), line: binaryLine } };
    return { syntax, problem: { message: `the ${syntax === 'json' ? 'JSON' : 'YAML'} parser failed on this document: ${firstLineOf(error)}`, line: 0 } };
  }
}

export function parseDocumentText(text: string, source: string, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS): ParseOutcome {
  const syntax = syntaxOf(source, text);
  const problem = findTextProblem(text, syntax, limits, { checkAliases: false });
  if (problem !== undefined) return { syntax, problem };
  return parseMeasuredText(text, source, syntax, limits);
}
