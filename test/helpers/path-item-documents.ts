/** Where a path item behind a `$ref` lives: `x-paths` in Swagger 2.0, `components.pathItems` in 3.x. */
export function pathItemAt(version: string, name: string): string[] {
  return version === '2.0' ? ['x-paths', name] : ['components', 'pathItems', name];
}

/**
 * A document of `version` (2.0, 3.0 or 3.1) whose `pathKey` is the path item `pathItem` behind a
 * `$ref` named `name`, beside `otherPaths`: table cases that read a path through a reference.
 */
export function withPathItemBehindRef(version: string, pathKey: string, name: string, pathItem: object, otherPaths: Record<string, object> = {}): Record<string, unknown> {
  const info = { title: 't', version: '1' };
  const paths = { ...otherPaths, [pathKey]: { $ref: `#/${pathItemAt(version, name).join('/')}` } };
  return version === '2.0'
    ? { swagger: '2.0', info, paths, 'x-paths': { [name]: pathItem } }
    : { openapi: version === '3.0' ? '3.0.3' : '3.1.0', info, paths, components: { pathItems: { [name]: pathItem } } };
}

/**
 * Better Auth's `/callback/{id}` behind a `$ref`, taking `query` in its query on GET and POST (`ok`
 * answering both), beside `otherPaths`: an OAuth 2.0 redirect endpoint where `query` holds the
 * authorization response (`code`, `state`, `error`).
 */
export function callbackDocument(version: string, query: readonly string[], ok: object, otherPaths: Record<string, object> = {}): Record<string, unknown> {
  const parameters = [{ name: 'id', in: 'path', required: true }, ...query.map((name) => ({ name, in: 'query' }))]
    .map((parameter) => (version === '2.0' ? { ...parameter, type: 'string' } : { ...parameter, schema: { type: 'string' } }));
  return withPathItemBehindRef(version, '/callback/{id}', 'callback', { parameters, get: ok, post: ok }, otherPaths);
}
