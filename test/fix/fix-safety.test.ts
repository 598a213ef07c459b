import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { planDocumentFixes, writePlan } from '../../src/fix/fix.js';
import { lintFile } from '../../src/lint/lint.js';
import { ROOT } from '../helpers/cli.js';

/** What `--fix` refuses: a breaking fix, a document that does not parse, a file changed since it was read. */

let work: string;
let document: string;
let findings: Finding[];

const options = (type: 'safe' | 'breaking' = 'safe') => ({ type, allowExternalRefs: false, cwd: work });

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-fix-safety-'));
  document = path.join(work, 'commented.yaml');
  await cp(path.join(ROOT, 'fixtures/fix/commented.yaml'), document);
  findings = await lintFile(document);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A finding whose fix adds a security requirement no client meets: `diff` calls that breaking. */
function breakingFinding(): Finding {
  const template = findings.find((finding) => finding.code === 'rate-limit-retry-after') as Finding;
  return {
    ...template,
    fix: {
      description: 'require an API key',
      document,
      edits: [
        { op: 'add', path: ['paths', '/notes', 'get', 'security'], value: [{ api_key: [] }] },
        { op: 'add', path: ['components', 'securitySchemes', 'api_key'], value: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      ],
    },
  };
}

describe('fix safety', () => {
  it('leaves out a fix that diff finds breaking and keeps the others', async () => {
    const breaking = breakingFinding();
    const safe = findings.filter((finding) => finding.fix !== undefined);
    const result = await planDocumentFixes(document, [...safe, breaking], options());
    expect(result.left).toEqual([breaking]);
    expect(result.fixed).toHaveLength(safe.length);
    expect(result.breaking).toEqual([]);
    const after = [...result.plan?.files.values() ?? []][0]?.after ?? '';
    expect(after).not.toContain('api_key');
    expect(after).toContain('Retry-After');
  });

  it('makes it with --fix-type breaking, and names the change clients must make', async () => {
    const result = await planDocumentFixes(document, [breakingFinding()], options('breaking'));
    expect(result.fixed).toHaveLength(1);
    expect(result.breaking.map((change) => change.kind)).toEqual(['security-requirement-added']);
  });

  it('refuses a document that does not parse, in one line, and plans nothing', async () => {
    const broken = path.join(work, 'broken.yaml');
    await writeFile(broken, 'openapi: 3.0.3\npaths: {\n  /a: [\n');
    const result = await planDocumentFixes(broken, findings.filter((finding) => finding.fix !== undefined).map((finding) => ({ ...finding, fix: { ...finding.fix!, document: broken } })), options());
    expect(result.refused).toMatch(/broken\.yaml/);
    expect(result.refused?.split('\n')).toHaveLength(1);
    expect(result.plan).toBeUndefined();
    expect(await readFile(broken, 'utf8')).toBe('openapi: 3.0.3\npaths: {\n  /a: [\n');
  });

  it('does not write over a file changed since it was read', async () => {
    const result = await planDocumentFixes(document, findings, options());
    expect(result.plan?.files.size).toBe(1);
    const edited = `${await readFile(document, 'utf8')}# edited meanwhile\n`;
    await writeFile(document, edited);
    expect(await writePlan(result.plan!)).toEqual([document]);
    expect(await readFile(document, 'utf8')).toBe(edited);
  });
});
