import type { BodyModel, MediaBody, OperationModel, ParameterModel, ResponseModel, SecurityRequirementModel } from '../../rulesets/model/api-model.js';
import type { JsonPath } from '../../rulesets/model/json.js';
import { isObject } from '../../rulesets/model/json.js';
import type { Change, ChangeKind } from './changes.js';
import type { SchemaComparison, SchemaSubject } from './compare-schemas.js';
import { isMarkedDeprecated } from './deprecation.js';
import type { DiffSide } from './load-side.js';
import type { Location } from './locations.js';
import { samePath } from './locations.js';
import type { SchemaRef } from './schema-view.js';
import type { Unchanged } from './unchanged.js';

/** What one matched operation's comparison needs: both sides, its words, its deprecation. */
export interface OperationContext {
  before: DiffSide;
  after: DiffSide;
  schemas: SchemaComparison;
  unchanged: Unchanged;
  /** Whether what every operation takes from its document is written alike in both versions (`inheritedAlike`). */
  inheritedAlike: boolean;
  /** `GET /v1/pets`, as the old document names it. */
  label: string;
  deprecated: boolean;
  movedOn: boolean;
  emit(change: Change): void;
}

function nodeAt(side: DiffSide, location: Location): unknown {
  let node: unknown = side.files.get(location.uri);
  for (const segment of location.path) {
    node = Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[String(segment)] : undefined;
  }
  return node;
}

/** The schema at a resolved path, as written (its `$ref` intact), where it is written. */
export function schemaAt(side: DiffSide, resolvedPath: JsonPath): SchemaRef {
  const location = side.locate(resolvedPath);
  return { node: nodeAt(side, location), location };
}

function change(context: OperationContext, kind: ChangeKind, location: Location, message: string, deprecated = false, property?: string): void {
  context.emit({ kind, location, message: `${context.label}: ${message}`, operation: context.label, ...(property === undefined ? {} : { property }), deprecated: context.deprecated || deprecated, movedOn: context.movedOn });
}

/** Runs a schema comparison and turns what it found into changes worded for `subject`. */
function compareSchemas(context: OperationContext, before: SchemaRef, after: SchemaRef, subject: SchemaSubject, words: string): void {
  const start = context.schemas.changes.length;
  context.schemas.compare(before, after, { ...subject, deprecated: subject.deprecated || context.deprecated });
  for (const found of context.schemas.changes.slice(start)) {
    const field = found.field === '' ? '' : ` property \`${found.field}\``;
    change(context, found.kind, found.location, `${words}${field} ${found.what}`, found.deprecated, found.field.split('.').at(-1));
  }
}

function parameterWords(parameter: ParameterModel): string {
  return `${parameter.in} parameter \`${parameter.name}\``;
}

/** A parameter's schema: `schema` in 3.x, the parameter itself for 2.0's non-body parameters. */
function parameterSchemaPath(side: DiffSide, parameter: ParameterModel): JsonPath {
  if (side.version === '2.0') return parameter.path;
  if (parameter.node['schema'] !== undefined) return [...parameter.path, 'schema'];
  const content = parameter.node['content'];
  const first = isObject(content) ? Object.keys(content)[0] : undefined;
  return first === undefined ? [...parameter.path, 'schema'] : [...parameter.path, 'content', first, 'schema'];
}

function parameterKey(parameter: ParameterModel): string {
  return `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
}

/** Path parameters in the order their `{name}`s appear in the path. */
function pathParametersInOrder(operation: OperationModel): ParameterModel[] {
  const names = [...operation.pathKey.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
  return names.flatMap((name) => operation.parameters.filter((parameter) => parameter.in === 'path' && parameter.name === name));
}

/** Header parameters OpenAPI 3.x says to ignore (Parameter Object, `in: header`). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

function compareParameters(context: OperationContext, before: OperationModel, after: OperationModel): void {
  const oldPath = pathParametersInOrder(before);
  const newPath = pathParametersInOrder(after);
  const pairs: Array<[ParameterModel, ParameterModel]> = [];
  oldPath.forEach((parameter, index) => {
    const other = newPath[index];
    if (other !== undefined) pairs.push([parameter, other]);
  });
  // 3.x ignores header parameters named Accept, Content-Type or Authorization: the media types
  // and the security schemes say those.
  const isIgnoredHeader = (side: DiffSide, parameter: ParameterModel) => side.version !== '2.0' && parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase());
  const isCompared = (parameter: ParameterModel) => parameter.in !== 'path' && parameter.in !== 'body' && !isIgnoredHeader(context.before, parameter) && !isIgnoredHeader(context.after, parameter);
  const newByKey = new Map(after.parameters.filter(isCompared).map((parameter) => [parameterKey(parameter), parameter]));
  const oldKeys = new Set(before.parameters.filter(isCompared).map(parameterKey));
  for (const parameter of before.parameters.filter(isCompared)) {
    const deprecated = isMarkedDeprecated(parameter.node);
    const other = newByKey.get(parameterKey(parameter));
    if (other === undefined) change(context, 'parameter-removed', context.before.locate(parameter.path), `${parameterWords(parameter)} removed`, deprecated);
    else pairs.push([parameter, other]);
  }
  for (const parameter of after.parameters.filter(isCompared)) {
    if (parameter.required && !oldKeys.has(parameterKey(parameter))) {
      change(context, 'parameter-added-required', context.after.locate(parameter.path), `new required ${parameterWords(parameter)}`);
    }
  }
  for (const [oldParameter, newParameter] of pairs) {
    const deprecated = isMarkedDeprecated(oldParameter.node);
    const oldSerialisation = serialisationOf(context.before, oldParameter);
    const newSerialisation = serialisationOf(context.after, newParameter);
    if (oldSerialisation !== undefined && newSerialisation !== undefined && oldSerialisation !== newSerialisation) {
      change(context, 'parameter-style-changed', context.after.locate(newParameter.path), `${parameterWords(newParameter)} is now sent as ${newSerialisation} (was ${oldSerialisation})`, deprecated);
    }
    if (newParameter.required && !oldParameter.required) {
      change(context, 'parameter-became-required', context.after.locate([...newParameter.path, 'required']), `${parameterWords(newParameter)} is now required`, deprecated);
    }
    compareSchemas(context, schemaAt(context.before, parameterSchemaPath(context.before, oldParameter)), schemaAt(context.after, parameterSchemaPath(context.after, newParameter)),
      { direction: 'request', deprecated }, parameterWords(newParameter));
  }
}

/** 2.0's `collectionFormat`, in the words of 3.x's styles. */
const COLLECTION_FORMATS: Record<string, string> = {
  csv: 'comma-separated values', ssv: 'space-separated values', tsv: 'tab-separated values', pipes: 'pipe-separated values', multi: 'one parameter per value',
};

/** 3.x's array styles, in the same words; an object's or a path value's style is named as written. */
function arrayStyleWords(style: string, explode: boolean): string {
  if (style === 'form') return explode ? COLLECTION_FORMATS['multi'] as string : COLLECTION_FORMATS['csv'] as string;
  if (style === 'spaceDelimited') return explode ? COLLECTION_FORMATS['multi'] as string : COLLECTION_FORMATS['ssv'] as string;
  if (style === 'pipeDelimited') return explode ? COLLECTION_FORMATS['multi'] as string : COLLECTION_FORMATS['pipes'] as string;
  if (style === 'simple') return COLLECTION_FORMATS['csv'] as string;
  return `style ${style}${explode ? ' exploded' : ''}`;
}

/**
 * How a parameter's value is written on the wire, where that can differ between versions of a
 * document: arrays and objects by their style and explode (2.0: `collectionFormat`), path values
 * by their style (`simple`, `label`, `matrix`). Undefined where any style writes the value alike.
 */
function serialisationOf(side: DiffSide, parameter: ParameterModel): string | undefined {
  const node = parameter.node;
  if (side.version === '2.0') {
    if (node['type'] !== 'array') return undefined;
    return COLLECTION_FORMATS[typeof node['collectionFormat'] === 'string' ? node['collectionFormat'] : 'csv'];
  }
  if (node['content'] !== undefined) return undefined;
  const schema = isObject(node['schema']) ? node['schema'] : {};
  const type = schema['type'];
  const defaultStyle = parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple';
  const style = typeof node['style'] === 'string' ? node['style'] : defaultStyle;
  const explode = typeof node['explode'] === 'boolean' ? node['explode'] : style === 'form';
  if (type === 'array') return arrayStyleWords(style, explode);
  if (type === 'object') return `style ${style}${explode ? ' exploded' : ''}`;
  return parameter.in === 'path' ? `style ${style}` : undefined;
}

/** `application/json; charset=utf-8` is `application/json`. */
function mediaTypeKey(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

function accepts(types: readonly string[], mediaType: string): boolean {
  const wanted = mediaTypeKey(mediaType);
  return types.some((type) => {
    const key = mediaTypeKey(type);
    return key === wanted || key === '*/*' || (key.endsWith('/*') && wanted.startsWith(key.slice(0, -1)));
  });
}

function bodyRequired(side: DiffSide, body: BodyModel | undefined): boolean {
  if (body === undefined) return false;
  return body.node['required'] === true && (side.version !== '2.0' || body.node['in'] === 'body');
}

function compareRequestBodies(context: OperationContext, before: BodyModel | undefined, after: BodyModel | undefined): void {
  if (after === undefined) return;
  const deprecated = before !== undefined && isMarkedDeprecated(before.node);
  if (bodyRequired(context.after, after) && !bodyRequired(context.before, before)) {
    change(context, 'request-body-became-required', context.after.locate(after.path), before === undefined ? 'request body is new and required' : 'request body is now required', deprecated);
  }
  if (before === undefined) return;
  const newTypes = after.bodies.map((body) => body.mediaType);
  for (const body of before.bodies) {
    const match = after.bodies.find((other) => mediaTypeKey(other.mediaType) === mediaTypeKey(body.mediaType)) ?? after.bodies.find((other) => accepts([other.mediaType], body.mediaType));
    if (match === undefined) {
      const where = context.before.locate(before.mediaTypesDeclared ? (context.before.version === '2.0' ? before.mediaTypesPath : [...before.mediaTypesPath, body.mediaType]) : before.path);
      if (!accepts(newTypes, body.mediaType)) change(context, 'request-media-type-removed', where, `request body in ${body.mediaType} no longer accepted`, deprecated);
      continue;
    }
    compareBodySchemas(context, body, match, { direction: 'request', deprecated }, 'request body');
  }
}

/** The schemas of one media type on both sides: the body's, and a 3.2 stream's `itemSchema`, each item of the stream. */
function compareBodySchemas(context: OperationContext, before: MediaBody, after: MediaBody, subject: SchemaSubject, words: string): void {
  if (before.schema !== undefined && after.schema !== undefined) compareSchemas(context, schemaAt(context.before, before.schemaPath), schemaAt(context.after, after.schemaPath), subject, words);
  if (before.itemSchema !== undefined && after.itemSchema !== undefined && before.itemSchemaPath !== undefined && after.itemSchemaPath !== undefined) {
    compareSchemas(context, schemaAt(context.before, before.itemSchemaPath), schemaAt(context.after, after.itemSchemaPath), subject, `${words} stream item`);
  }
}

function isSuccess(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

function compareResponses(context: OperationContext, before: OperationModel, after: OperationModel): void {
  const newByStatus = new Map(after.responses.map((response) => [response.status.toUpperCase(), response]));
  const newSuccess = after.responses.filter((response) => isSuccess(response.status)).map((response) => response.status);
  for (const response of before.responses) {
    const other = newByStatus.get(response.status.toUpperCase());
    if (other === undefined) {
      if (isSuccess(response.status) && !newByStatus.has(`${response.status[0] ?? ''}XX`)) {
        const replaced = newSuccess.length > 0 ? ` (now ${newSuccess.join(', ')})` : '';
        change(context, 'response-success-status-removed', context.before.locate(response.path), `success response ${response.status} removed${replaced}`, isMarkedDeprecated(response.node));
      }
      continue;
    }
    compareResponse(context, response, other);
  }
}

function compareResponse(context: OperationContext, before: ResponseModel, after: ResponseModel): void {
  const words = `${before.status} response`;
  const newHeaders = new Set(after.headers.map((header) => header.name.toLowerCase()));
  for (const header of before.headers) {
    if (!newHeaders.has(header.name.toLowerCase())) {
      change(context, 'response-header-removed', context.before.locate(header.path), `${words} header \`${header.name}\` removed`, isMarkedDeprecated(header.node));
    }
  }
  const newTypes = after.bodies.map((body) => body.mediaType);
  for (const body of before.bodies) {
    const match = after.bodies.find((other) => mediaTypeKey(other.mediaType) === mediaTypeKey(body.mediaType));
    if (match === undefined) {
      if (accepts(newTypes, body.mediaType)) continue;
      const where = context.before.locate(before.mediaTypesDeclared && context.before.version !== '2.0' ? [...before.mediaTypesPath, body.mediaType] : before.path);
      change(context, 'response-media-type-removed', where, after.bodies.length === 0 ? `${words} body (${body.mediaType}) removed` : `${words} no longer in ${body.mediaType}`);
      continue;
    }
    compareBodySchemas(context, body, match, { direction: 'response', deprecated: false }, `${words} body`);
  }
}

type Alternative = Map<string, Set<string>>;

/**
 * What credentials a scheme takes, whatever it is named: an API key by where it is sent and its
 * name, HTTP by its scheme; OAuth 2.0 and OpenID Connect by name (their flows and URLs are theirs).
 */
function credentialKey(side: DiffSide, name: string): string {
  const scheme = side.model.securitySchemes.find((candidate) => candidate.name === name)?.node;
  const text = (key: string) => (isObject(scheme) && typeof scheme[key] === 'string' ? scheme[key] : '');
  const type = text('type');
  if (type === 'apiKey') return `apiKey ${text('in')} ${text('in') === 'header' ? text('name').toLowerCase() : text('name')}`;
  if (type === 'http') return `http ${text('scheme').toLowerCase()}`;
  if (type === 'basic') return 'http basic';
  return `${type} ${name}`;
}

function alternativesOf(side: DiffSide, requirements: SecurityRequirementModel[] | undefined): Alternative[] {
  if (requirements === undefined || requirements.length === 0) return [new Map<string, Set<string>>()];
  return requirements.map((requirement) => new Map(requirement.schemes.map((scheme): [string, Set<string>] => [credentialKey(side, scheme.name), new Set(scheme.scopes)])));
}

/** Whether credentials meeting `held` also meet `needed`: the same schemes, no new scope. */
function satisfies(held: Alternative, needed: Alternative): boolean {
  return [...needed].every(([name, scopes]) => {
    const heldScopes = held.get(name);
    return heldScopes !== undefined && [...scopes].every((scope) => heldScopes.has(scope));
  });
}

function compareSecurity(context: OperationContext, before: OperationModel, after: OperationModel): void {
  const oldAlternatives = alternativesOf(context.before, before.security);
  const newAlternatives = alternativesOf(context.after, after.security);
  const stranded = oldAlternatives.filter((held) => !newAlternatives.some((needed) => satisfies(held, needed)));
  if (stranded.length === 0) return;
  const schemes = [...new Set((after.security ?? []).flatMap((requirement) => requirement.schemes.map((scheme) => scheme.name)))].map((name) => `\`${name}\``).join(', ');
  const oldWords = oldAlternatives.some((alternative) => alternative.size === 0) ? 'callers without credentials' : 'the old credentials';
  change(context, 'security-requirement-added', context.after.locate(after.securityPath ?? after.path), `now requires ${schemes}; ${oldWords} are refused`);
}

/** What an operation takes from its document: security and its schemes, 2.0's media types (and the version's rules). */
const INHERITED: JsonPath[] = [['security'], ['components', 'securitySchemes'], ['securityDefinitions'], ['consumes'], ['produces']];

/** Whether what every operation takes from its document is written alike in both versions. */
export function inheritedAlike(before: DiffSide, after: DiffSide, unchanged: Unchanged): boolean {
  return before.version === after.version && INHERITED.every((path) => unchanged.sameAt(path));
}

/** An operation at the same place in both versions, written alike with its path's parameters and all they reach. */
function writtenAlike(context: OperationContext, before: OperationModel, after: OperationModel): boolean {
  if (!context.inheritedAlike || !samePath(before.path, after.path)) return false;
  return context.unchanged.sameAt(before.path) && context.unchanged.sameAt(['paths', before.pathKey, 'parameters']);
}

export function compareOperation(context: OperationContext, before: OperationModel, after: OperationModel): void {
  // Such an operation is what a client called before: nothing of it has changed.
  if (writtenAlike(context, before, after)) return;
  compareParameters(context, before, after);
  compareRequestBodies(context, before.requestBody, after.requestBody);
  compareResponses(context, before, after);
  compareSecurity(context, before, after);
}

