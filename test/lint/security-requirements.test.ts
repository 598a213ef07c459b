import { describe, expect, it } from 'vitest';
import { lintText } from '../../src/lint/lint.js';

/**
 * A security requirement naming a scheme the document does not declare (a LoopBack user and tenant
 * service requires `HTTPBearer` on its operations and declares no scheme): oas-valid reports each
 * name where it is written, in 2.0, 3.0 and 3.1, and through a path item behind a `$ref`.
 */
const get = (security: object[]) => ({ security, responses: { '204': { description: 'done' } } });

function documentOf(version: string, declared: Record<string, object>, security: object[]): Record<string, unknown> {
  const info = { title: 't', version: '1' };
  if (version === '2.0') return { swagger: '2.0', info, securityDefinitions: declared, paths: { '/groups': { get: get(security) }, '/users': { $ref: '#/x-paths/users' } }, 'x-paths': { users: { get: get(security) } } };
  // 3.0 has no `components.pathItems`: its path item sits under an extension.
  if (version === '3.0') return { openapi: '3.0.3', info, paths: { '/groups': { get: get(security) }, '/users': { $ref: '#/x-paths/users' } }, components: { securitySchemes: declared }, 'x-paths': { users: { get: get(security) } } };
  return { openapi: '3.1.0', info, paths: { '/groups': { get: get(security) }, '/users': { $ref: '#/components/pathItems/users' } }, components: { securitySchemes: declared, pathItems: { users: { get: get(security) } } } };
}

const bearer = (version: string) => (version === '2.0' ? { type: 'apiKey', name: 'Authorization', in: 'header' } : { type: 'http', scheme: 'bearer' });

async function undeclared(document: Record<string, unknown>) {
  const findings = await lintText(JSON.stringify(document), 'api.json');
  return findings.filter((finding) => finding.code === 'oas-valid').map((finding) => ({ path: finding.path, message: finding.message }));
}

describe('oas-valid: a security requirement names a declared scheme', () => {
  for (const version of ['2.0', '3.0', '3.1']) {
    const where = version === '2.0' ? 'securityDefinitions' : 'components.securitySchemes';
    const itemAt = version === '3.1' ? ['components', 'pathItems', 'users'] : ['x-paths', 'users'];

    it(`reports "HTTPBearer" where no scheme of that name is declared (${version})`, async () => {
      const message = `security requirement names "HTTPBearer", which ${where} does not declare; declare the scheme there, or name one it declares`;
      expect(await undeclared(documentOf(version, { bearer: bearer(version) }, [{ HTTPBearer: [] }]))).toEqual([
        { path: ['paths', '/groups', 'get', 'security', 0, 'HTTPBearer'], message },
        { path: [...itemAt, 'get', 'security', 0, 'HTTPBearer'], message },
      ]);
    });

    it(`stays silent where the scheme is declared, and on an empty requirement (${version})`, async () => {
      expect(await undeclared(documentOf(version, { HTTPBearer: bearer(version) }, [{ HTTPBearer: [] }, {}]))).toEqual([]);
    });
  }
});
