import spectralParsers from '@stoplight/spectral-parsers';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { lintText } from '../../src/index.js';
import { parseDocumentText } from '../../src/parse/parse-document.js';
import { createDeferredYamlParser, createYamlParser, parseYaml } from '../../src/spectral-internals/yaml-parser.js';

/**
 * A large YAML document linted lets its syntax tree go once the values are built and places
 * findings after the run from the tree loaded again; values lay integer keys out compactly. Both
 * must leave what a user sees unchanged: the same values, key order and ranges as before.
 */

/** Status-code keys, an anchor merged into a responses object, an alias, a duplicate key. */
const DOCUMENT = `openapi: 3.0.3
info: {title: Edge, version: '1'}
x-base: &base
  '404': {description: Missing}
  '200': {description: OK}
paths:
  /items:
    get:
      responses:
        <<: *base
        '500': {description: Broken, content: {application/json: {schema: {type: object}}}}
        '201': &created
          description: Created
    post:
      responses:
        '201': *created
        '1': {description: one}
        '0': {description: zero}
        '4294967295': {description: past the last array index}
        '007': {description: leading zero}
        default: {description: other}
  /items/{itemId}:
    get:
      parameters: [{name: itemId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}, '200': {description: again}}
`;

describe('YAML values', () => {
  it('equal the yaml package\'s, integer keys and their order included', () => {
    const ours = parseYaml(DOCUMENT).data as Record<string, unknown>;
    const reference = YAML.parse(DOCUMENT, { merge: true, uniqueKeys: false }) as Record<string, unknown>;
    expect(ours).toEqual(reference);
    const responses = (document: Record<string, unknown>) => ((document.paths as Record<string, Record<string, { responses: object }>>)['/items']?.post?.responses ?? {});
    expect(Object.keys(responses(ours))).toEqual(['0', '1', '201', '4294967295', '007', 'default']);
    expect(Object.keys(responses(ours))).toEqual(Object.keys(responses(reference)));
  });
});

describe('ranges', () => {
  it('of a lint\'s findings are those the parser gives for their paths', async () => {
    const source = '/api/edge.yaml';
    // oas-valid findings of the parser (the duplicate key) carry the parser's own range.
    const findings = (await lintText(DOCUMENT, source)).filter((finding) => finding.code !== 'oas-valid');
    expect(findings.length).toBeGreaterThan(5);
    const eager = parseDocumentText(DOCUMENT, source).document;
    if (eager === undefined) throw new Error('the document did not parse');
    for (const finding of findings) {
      const expected = eager.getRangeForJsonPath(finding.path, true) ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
      expect(finding.range, `${finding.code} at ${finding.path.join('/')}`).toEqual(expected);
    }
    // Some land past the first line: the ranges are filled in, not left at their start.
    expect(findings.filter((finding) => finding.range.start.line > 10).length).toBeGreaterThan(0);
  });

  it('placed after the run: objects handed out, filled in by resolveRanges, then answered at once', () => {
    const { parser, resolveRanges } = createDeferredYamlParser(Number.POSITIVE_INFINITY);
    const result = parser.parse(DOCUMENT);
    const eager = parseYaml(DOCUMENT);
    const path = ['paths', '/items', 'post', 'responses', '0'];
    const expected = spectralParsers.Yaml.getLocationForJsonPath(eager as never, path)?.range;
    expect(expected?.start.line).toBe(17);
    const handedOut = parser.getLocationForJsonPath(result, path)?.range;
    const missing = parser.getLocationForJsonPath(result, ['paths', '/nowhere'])?.range;
    resolveRanges();
    expect(handedOut).toEqual(expected);
    expect(missing).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
    expect(parser.getLocationForJsonPath(result, path)?.range).toEqual(expected);
  });
});

describe('ranges through an alias', () => {
  it('are the anchored definition\'s, placed after the run as at once', () => {
    const { parser, resolveRanges } = createDeferredYamlParser(Number.POSITIVE_INFINITY);
    const result = parser.parse(DOCUMENT);
    const path = ['paths', '/items', 'post', 'responses', '201', 'description'];
    const handedOut = parser.getLocationForJsonPath(result, path)?.range;
    resolveRanges();
    const eager = createYamlParser(Number.POSITIVE_INFINITY).getLocationForJsonPath(parseYaml(DOCUMENT) as never, path)?.range;
    const anchoredLine = DOCUMENT.split('\n').findIndex((line) => line.trim() === 'description: Created');
    expect(eager?.start.line).toBe(anchoredLine);
    expect(handedOut).toEqual(eager);
  });
});
