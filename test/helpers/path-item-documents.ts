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
