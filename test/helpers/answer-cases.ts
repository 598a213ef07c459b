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
