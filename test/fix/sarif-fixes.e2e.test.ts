import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { validateSarif } from '../reporters/external-tools.js';

/** Fixes in SARIF: each finding's fix as replacements that, applied, give what `--fix` writes. */

interface Replacement {
  deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
  insertedContent: { text: string };
}

interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{ artifactLocation: { uri: string; uriBaseId?: string }; replacements: Replacement[] }>;
}

interface SarifLog {
  runs: Array<{ results: Array<{ ruleId: string; fixes?: SarifFix[] }> }>;
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-sarif-fixes-'));
  await cp(path.join(ROOT, 'fixtures/fix/commented.yaml'), path.join(directory, 'commented.yaml'));
  await cp(path.join(ROOT, 'fixtures/fix/split'), path.join(directory, 'split'), { recursive: true });
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The replacements applied to the text, last first (1-based lines and UTF-16 columns). */
function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  const offset = (line: number, column: number) => (starts[line - 1] ?? text.length) + column - 1;
  let result = text;
  const ordered = [...replacements].sort((left, right) => offset(right.deletedRegion.startLine, right.deletedRegion.startColumn) - offset(left.deletedRegion.startLine, left.deletedRegion.startColumn));
  for (const { deletedRegion: region, insertedContent } of ordered) {
    result = result.slice(0, offset(region.startLine, region.startColumn)) + insertedContent.text + result.slice(offset(region.endLine, region.endColumn));
  }
  return result;
}

describe('SARIF fixes', () => {
  let log: SarifLog;
  let file: string;

  beforeAll(async () => {
    file = path.join(directory, 'report.sarif');
    const result = await runCli(['lint', 'commented.yaml', 'split/openapi.yaml', '-f', 'sarif', '-o', file], { cwd: directory });
    expect(result.code).toBe(1);
    log = JSON.parse(await readFile(file, 'utf8')) as SarifLog;
  });

  it("passes Microsoft's SARIF validator with no error and no warning", async () => {
    expect(await validateSarif(file)).toEqual([]);
  });

  it('gives each fixable finding a fix whose replacements, applied, make its rule quiet there', async () => {
    const results = log.runs[0]?.results ?? [];
    const withFixes = results.filter((result) => result.fixes !== undefined);
    expect(withFixes.map((result) => result.ruleId).sort()).toEqual([
      'auth-error-responses', 'auth-error-responses', 'auth-error-responses', 'auth-error-responses', 'auth-error-responses', 'create-returns-resource',
      'deprecation-headers', 'error-body-shape', 'rate-limit-retry-after', 'rate-limit-retry-after', 'rate-limit-retry-after', 'validation-error-responses', 'validation-error-responses',
    ]);
    // The Retry-After fix of the split description lands in the file that holds the shared response.
    const retry = withFixes.filter((result) => result.ruleId === 'rate-limit-retry-after').map((result) => result.fixes?.[0]?.artifactChanges[0]?.artifactLocation.uri);
    expect(retry.sort()).toEqual(['commented.yaml', 'commented.yaml', 'split/openapi.yaml']);
    const deprecation = withFixes.find((result) => result.ruleId === 'deprecation-headers')?.fixes?.[0];
    const change = deprecation?.artifactChanges[0];
    expect(change?.artifactLocation.uri).toBe('commented.yaml');
    const original = await readFile(path.join(directory, 'commented.yaml'), 'utf8');
    const fixed = applyReplacements(original, change?.replacements ?? []);
    await writeFile(path.join(directory, 'one-fix.yaml'), fixed);
    const after = await runCli(['lint', 'one-fix.yaml', '-f', 'json'], { cwd: directory });
    const codes = (JSON.parse(after.stdout) as Array<{ code: string }>).map((finding) => finding.code);
    expect(codes).not.toContain('deprecation-headers');
    expect(codes).toContain('rate-limit-retry-after');
  });
});
