import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { expect } from 'vitest';
import type { DiffRun } from '../../src/diff/index.js';
import { diffDocuments } from '../../src/diff/index.js';

/**
 * Small documents in any of the three versions from one description, so each change is tested
 * in 2.0, 3.0 and 3.1 alike. Schemas are written with 3.x `$ref`s and moved for 2.0.
 */

export type Version = '2.0' | '3.0' | '3.1';
export const VERSIONS: readonly Version[] = ['2.0', '3.0', '3.1'];

type Json = Record<string, unknown>;

export interface ParameterShape {
  name: string;
  in: 'query' | 'header' | 'path';
  required?: boolean;
  deprecated?: boolean;
  schema: Json;
  /** An array sent as pipe-separated values (2.0 `collectionFormat: pipes`, 3.x `style: pipeDelimited`). */
  pipes?: boolean;
}

export interface ResponseShape {
  schema?: Json;
  headers?: Record<string, { deprecated?: boolean; schema?: Json }>;
  mediaType?: string;
}

export interface OperationShape {
  path?: string;
  method?: string;
  deprecated?: boolean;
  parameters?: ParameterShape[];
  body?: { schema: Json; required?: boolean; mediaType?: string; deprecated?: boolean };
  responses?: Record<string, ResponseShape>;
  security?: Array<Record<string, string[]>>;
}

export interface DocumentShape {
  operations: OperationShape[];
  schemas?: Record<string, Json>;
  infoVersion?: string;
  server?: string;
}

const DEFAULT_RESPONSES: Record<string, ResponseShape> = { '200': { schema: { type: 'object' } } };

/** A schema in the version's words: its `$ref`s, and a discriminator (written as 2.0's property name) as 3.x's object. */
function schemaFor(version: Version, schema: Json): Json {
  const text = JSON.stringify(schema).replaceAll('#/components/schemas/', version === '2.0' ? '#/definitions/' : '#/components/schemas/');
  return JSON.parse(text, (key, value: unknown) => (key === 'discriminator' && typeof value === 'string' && version !== '2.0' ? { propertyName: value } : value)) as Json;
}

function parameterFor(version: Version, parameter: ParameterShape): Json {
  const { schema, pipes, ...rest } = parameter;
  const required = parameter.in === 'path' ? true : parameter.required ?? false;
  if (version === '2.0') return { ...rest, required, ...schemaFor(version, schema), ...(pipes === true ? { collectionFormat: 'pipes' } : {}) };
  return { ...rest, required, schema: schemaFor(version, schema), ...(pipes === true ? { style: 'pipeDelimited', explode: false } : {}) };
}

function operationFor(version: Version, operation: OperationShape): Json {
  const parameters = (operation.parameters ?? []).map((parameter) => parameterFor(version, parameter));
  const rendered: Json = { ...(operation.deprecated === true ? { deprecated: true } : {}) };
  if (operation.body !== undefined) {
    const body = operation.body;
    if (version === '2.0') {
      parameters.push({ name: 'body', in: 'body', required: body.required ?? false, schema: schemaFor(version, body.schema) });
      if (body.mediaType !== undefined) rendered['consumes'] = [body.mediaType];
    } else {
      rendered['requestBody'] = { required: body.required ?? false, content: { [body.mediaType ?? 'application/json']: { schema: schemaFor(version, body.schema) } } };
    }
  }
  if (parameters.length > 0) rendered['parameters'] = parameters;
  const responses: Json = {};
  const produces = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses ?? DEFAULT_RESPONSES)) {
    const headers = response.headers === undefined ? undefined : Object.fromEntries(Object.entries(response.headers).map(([name, header]) => [
      name, version === '2.0' ? { type: 'string', ...(header.deprecated === true ? { 'x-deprecated': true } : {}) } : { schema: header.schema ?? { type: 'string' }, ...(header.deprecated === true ? { deprecated: true } : {}) },
    ]));
    const entry: Json = { description: 'ok', ...(headers === undefined ? {} : { headers }) };
    if (response.schema !== undefined) {
      if (version === '2.0') {
        entry['schema'] = schemaFor(version, response.schema);
        produces.add(response.mediaType ?? 'application/json');
      } else entry['content'] = { [response.mediaType ?? 'application/json']: { schema: schemaFor(version, response.schema) } };
    }
    responses[status] = entry;
  }
  if (version === '2.0' && produces.size > 0 && ![...produces].every((type) => type === 'application/json')) rendered['produces'] = [...produces];
  rendered['responses'] = responses;
  if (operation.security !== undefined) rendered['security'] = operation.security;
  return rendered;
}

export function documentFor(version: Version, shape: DocumentShape): Json {
  const paths: Json = {};
  for (const operation of shape.operations) {
    const key = operation.path ?? '/v1/pets';
    paths[key] = { ...(paths[key] as Json | undefined), [operation.method ?? 'get']: operationFor(version, operation) };
  }
  const schemes = { bearer: version === '2.0' ? { type: 'apiKey', name: 'Authorization', in: 'header' } : { type: 'http', scheme: 'bearer' } };
  const schemas = Object.fromEntries(Object.entries(shape.schemas ?? {}).map(([name, schema]) => [name, schemaFor(version, schema)]));
  const info = { title: 'Pets', version: shape.infoVersion ?? '1.0.0' };
  if (version === '2.0') {
    const server = new URL(shape.server ?? 'https://api.example.com');
    return { swagger: '2.0', info, host: server.host, basePath: server.pathname === '/' ? '/' : server.pathname, schemes: ['https'], paths, definitions: schemas, securityDefinitions: schemes };
  }
  return {
    openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, servers: [{ url: shape.server ?? 'https://api.example.com' }], paths,
    components: { schemas, securitySchemes: schemes },
  };
}

/** Where this test file's documents are written, made on the first one (test files share this module). */
let directory: string | undefined;
let written = 0;

/** Removes the documents written so far; each test file that writes some calls it after all its tests. */
export function removeDocuments(): void {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
}

/** Writes a document (YAML unless asked otherwise) and returns its path. */
export function writeDocument(document: unknown, syntax: 'yaml' | 'json' = 'yaml'): string {
  written += 1;
  directory ??= mkdtempSync(path.join(tmpdir(), 'api-conventions-diff-'));
  const file = path.join(directory, `document-${written}.${syntax}`);
  writeFileSync(file, syntax === 'json' ? JSON.stringify(document, null, 2) : stringify(document));
  return file;
}

export function diffShapes(version: Version, before: DocumentShape, after: DocumentShape, newVersion: Version = version): Promise<DiffRun> {
  return diffDocuments(writeDocument(documentFor(version, before)), writeDocument(documentFor(newVersion, after)));
}

/** The findings whose path names no node of the file they point into (there should be none). */
export function pathsMissing(run: DiffRun): string[] {
  const documents = new Map<string, unknown>();
  return run.findings.filter((finding) => {
    if (!documents.has(finding.source)) documents.set(finding.source, parse(readFileSync(finding.source, 'utf8')));
    let node = documents.get(finding.source);
    for (const segment of finding.path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[String(segment)] : undefined;
    return node === undefined;
  }).map((finding) => `${finding.code} ${finding.source} /${finding.path.join('/')}`);
}

/** `[code, JSON pointer, old|new]` of each finding, sorted, for exact comparison; every finding's path must exist where it points. */
export function summarise(run: DiffRun): string[] {
  expect(pathsMissing(run)).toEqual([]);
  return run.findings.map((finding) => `${finding.code} ${finding.source === run.before.source ? 'old' : 'new'} /${finding.path.join('/')}`).sort();
}
