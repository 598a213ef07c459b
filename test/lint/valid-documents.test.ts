import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintText } from '../../src/index.js';
import { ROOT } from '../helpers/cli.js';

/**
 * Valid documents are valid: the specification's own examples (as @readme/oas-examples ships
 * them, for 2.0, 3.0 and 3.1, but two that break it, below) and documents that use every feature
 * 3.1 and 3.2 added (fixtures/valid/) get no `oas-valid` finding, nor a rule that fails on them.
 */

const examplesRoot = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));

/** The package's documents for one version: the files directly in `json/` and `yaml/` (its subfolders hold fragments). */
function examplesOf(version: string): string[] {
  return ['json', 'yaml'].flatMap((format) => readdirSync(path.join(examplesRoot, version, format), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(json|ya?ml)$/.test(entry.name))
    .map((entry) => path.join(examplesRoot, version, format, entry.name)));
}

/**
 * The examples that break the specification: `response-http-behavior` requires the scheme `api_key`
 * on three operations and declares no security scheme at all (OpenAPI 3.0's Security Requirement
 * Object: each name MUST be a declared scheme), which oas-valid reports, as Spectral's
 * `oas3-operation-security-defined` does.
 */
const INVALID_EXAMPLES = new Set(['3.0/json/response-http-behavior.json', '3.0/yaml/response-http-behavior.yaml']);

const FIXTURES = path.join(ROOT, 'fixtures/valid');
const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.yaml')).map((name) => path.join(FIXTURES, name));

async function documentFindingsOf(file: string): Promise<string[]> {
  const findings = await lintText(readFileSync(file, 'utf8'), file);
  return findings.filter((finding) => finding.code === 'oas-valid' || finding.code === 'internal-error').map((finding) => `${finding.code} ${finding.path.join('/')}: ${finding.message}`);
}

describe('valid documents get no oas-valid finding', () => {
  it('has documents of every version to lint', () => {
    for (const version of ['2.0', '3.0', '3.1']) expect(examplesOf(version).length).toBeGreaterThan(5);
    expect(fixtures.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['openapi-3.1-features.yaml', 'openapi-3.1-webhooks-only.yaml', 'openapi-3.2-features.yaml']));
  });

  it.each(fixtures.map((file) => [path.basename(file), file]))('fixtures/valid/%s', async (_name, file) => {
    expect(await documentFindingsOf(file)).toEqual([]);
  }, 60_000);

  it.each(['2.0', '3.0', '3.1'])('the specification\'s examples of %s, as @readme/oas-examples ships them', async (version) => {
    const found: string[] = [];
    for (const file of examplesOf(version)) {
      if (INVALID_EXAMPLES.has(path.relative(examplesRoot, file))) continue;
      for (const finding of await documentFindingsOf(file)) found.push(`${path.relative(examplesRoot, file)} ${finding}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('reports what the examples that break the specification break, and nothing else', async () => {
    const undeclared = (operation: string) => `oas-valid paths//${operation}/get/security/0/api_key: security requirement names "api_key", which components.securitySchemes does not declare; declare the scheme there, or name one it declares`;
    for (const file of INVALID_EXAMPLES) {
      expect(await documentFindingsOf(path.join(examplesRoot, file))).toEqual(['cache', 'status/302', 'status/204'].map(undeclared));
    }
  });
});
