import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** package.json seen from the built `dist/src/cli/`, or from the sources in `src/cli/` (tests). */
const MANIFEST_CANDIDATES = ['../../../package.json', '../../package.json'];

export function packageVersion(): string {
  const manifest = MANIFEST_CANDIDATES.map((candidate) => fileURLToPath(new URL(candidate, import.meta.url))).find((file) => existsSync(file) && /"name": "api-conventions"/.test(readFileSync(file, 'utf8')));
  if (manifest === undefined) return '0.0.0';
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
