import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A document with a `$ref` to another file (so Spectral's own resolver runs) and pointers through
 * inherited properties, which the `$ref` pointer guard refuses; written into `directory`.
 */
export async function writeSplitDocument(directory: string): Promise<string> {
  await writeFile(path.join(directory, 'shared.yaml'), 'type: object\nproperties:\n  constructor: {type: string}\n');
  const file = path.join(directory, 'split.yaml');
  await writeFile(file, [
    'openapi: 3.0.3',
    "info: {title: Split, version: '1'}",
    'paths: {}',
    'components:',
    '  schemas:',
    "    Shared: {$ref: 'shared.yaml'}",
    "    OwnConstructor: {$ref: 'shared.yaml#/properties/constructor'}",
    "    Prototype: {$ref: '#/constructor/prototype'}",
    "    StringPrototype: {$ref: '#/info/title/constructor/prototype'}",
    "    RemotePrototype: {$ref: 'shared.yaml#/constructor/prototype'}",
    '',
  ].join('\n'));
  return file;
}

export interface JsonFinding {
  code: string;
  message: string;
  path: Array<string | number>;
}

/** The `oas-valid` and `internal-error` findings, one sorted line each. */
export function refFindings(findings: readonly JsonFinding[]): string[] {
  return findings.filter((finding) => finding.code === 'oas-valid' || finding.code === 'internal-error').map((finding) => `${finding.code} ${finding.path.join('/')}: ${finding.message}`).sort();
}

/** What the split document's pointers through prototypes are reported as, `directory` holding it. */
export const expectedRefusals = (directory: string) => [
  "oas-valid components/schemas/Prototype/$ref: '#/constructor/prototype' does not exist",
  `oas-valid components/schemas/RemotePrototype/$ref: '#/constructor/prototype' does not exist @ '${path.join(directory, 'shared.yaml')}'`,
  "oas-valid components/schemas/StringPrototype/$ref: '#/info/title/constructor/prototype' does not exist",
];
