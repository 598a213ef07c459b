import { describe, expect, it } from 'vitest';
import { lintText } from '../../src/index.js';
import { withRedundantScalarTagsBlanked } from '../../src/parse/scalar-tags.js';

/**
 * YAML's core scalar tags written explicitly (`!!float 65535`, as go-swagger writes a maximum) are
 * valid YAML: the document reads as it would without them, with no syntax error and nothing after
 * them lost, and every finding stays at the line and column it was written at.
 */
const tagged = (maximum: string) => `swagger: '2.0'
info: {title: t, version: '1'}
paths:
  /ports:
    get:
      responses:
        '200':
          description: the port
          schema: {$ref: '#/definitions/Port'}
definitions:
  Port:
    type: object
    properties:
      number:
        type: integer
        maximum: ${maximum}
        exclusiveMaximum: !!bool false
        default: !!null ~
      Listen_Address: {type: string, minLength: !!int 1}
`;

async function findingsOf(text: string): Promise<string[]> {
  return (await lintText(text, 'ports.yaml')).map((finding) => `${finding.code} ${finding.range.start.line + 1}:${finding.range.start.character + 1} ${finding.message}`);
}

describe('YAML core scalar tags', () => {
  it('reads `!!float`, `!!int`, `!!bool` and `!!null` before a plain scalar as the scalar, with no syntax error', async () => {
    const findings = await findingsOf(tagged('!!float 65535'));
    expect(findings.filter((finding) => finding.startsWith('oas-valid'))).toEqual([]);
    expect(findings).toContain('field-casing 19:22 field "Listen_Address" is mixed; use snake_case ("listen_address") or camelCase ("listenAddress")');
  });

  it('reports what it reported without the tags, at the same places', async () => {
    const untagged = tagged('65535').replace('!!bool false', 'false').replace('!!null ~', '~').replace('!!int 1', '1');
    expect(await findingsOf(tagged('!!float 65535'))).toEqual(await findingsOf(untagged));
  });

  it('keeps every character where it was, and leaves a tag before anything else to the parser', () => {
    const text = 'a: !!float 1.5\nb: [!!int 2, !!bool true]\nc: !!int "3"\nd: !!str 4\n';
    const blanked = withRedundantScalarTagsBlanked(text);
    expect(blanked).toBe('a:         1.5\nb: [      2,        true]\nc: !!int "3"\nd: !!str 4\n');
    expect(blanked.length).toBe(text.length);
  });
});
