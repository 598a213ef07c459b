/**
 * Documents in 2.0, 3.0 and 3.1 whose paths answer named schemas: the evidence a reading takes from
 * what a path's GET answers (the item another path reads, a list of the item's own kind).
 */

export type Answer = { ref: string } | { listOf: string };

/** One GET per path, answering the named schema or an array of it, in each version's own layout. */
export function answeringDocuments(paths: Record<string, Answer>, schemas: Record<string, object>): Array<{ version: string; document: Record<string, unknown> }> {
  const schemaOf = (answer: Answer, prefix: string) => ('ref' in answer ? { $ref: `${prefix}${answer.ref}` } : { type: 'array', items: { $ref: `${prefix}${answer.listOf}` } });
  const info = { title: 't', version: '1' };
  const parametersOf = (pathKey: string) => [...pathKey.matchAll(/\{([^}]+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, type: 'string' }));
  const v2 = {
    swagger: '2.0', info, produces: ['application/json'], definitions: schemas,
    paths: Object.fromEntries(Object.entries(paths).map(([pathKey, answer]) => [pathKey, { get: { parameters: parametersOf(pathKey), responses: { '200': { description: 'ok', schema: schemaOf(answer, '#/definitions/') } } } }])),
  };
  const v3 = (openapi: string) => ({
    openapi, info, components: { schemas },
    paths: Object.fromEntries(Object.entries(paths).map(([pathKey, answer]) => [pathKey, { get: {
      parameters: parametersOf(pathKey).map(({ type, ...parameter }) => ({ ...parameter, schema: { type } })),
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: schemaOf(answer, '#/components/schemas/') } } } },
    } }])),
  });
  return [{ version: '2.0', document: v2 }, { version: '3.0', document: v3('3.0.3') }, { version: '3.1', document: v3('3.1.0') }];
}

/** A progress record, and a download's own record (what a sub-collection of downloads would hold). */
export const progressSchema = { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' } } };
export const downloadSchema = { type: 'object', properties: { url: { type: 'string' }, expiresAt: { type: 'string' } } };

/**
 * `GET /progress/{id}` answering a progress, and `GET /progress/download/{id}` behind a `$ref`
 * answering a file (no JSON of its own), in `version`'s layout: a verb read before the id the
 * collection's items have elsewhere, done to that item.
 */
export function downloadBesideProgress(version: string): Record<string, unknown> {
  const idParameter = version === '2.0' ? { name: 'id', in: 'path', required: true, type: 'string' } : { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const progress = version === '2.0' ? { schema: { $ref: '#/definitions/Progress' } } : { content: { 'application/json': { schema: { $ref: '#/components/schemas/Progress' } } } };
  const fileRead = { get: { parameters: [idParameter], responses: { '200': { description: 'the progress file' } } } };
  const info = { title: 't', version: '1' };
  const paths = { '/progress/{id}': { get: { parameters: [idParameter], responses: { '200': { description: 'a progress', ...progress } } } } };
  return version === '2.0'
    ? { swagger: '2.0', info, paths: { ...paths, '/progress/download/{id}': { $ref: '#/x-paths/download' } }, 'x-paths': { download: fileRead }, definitions: { Progress: progressSchema } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths: { ...paths, '/progress/download/{id}': { $ref: '#/components/pathItems/download' } }, components: { pathItems: { download: fileRead }, schemas: { Progress: progressSchema } } };
}
