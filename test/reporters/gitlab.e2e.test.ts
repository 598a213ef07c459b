import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT, runCli } from '../helpers/cli.js';

/** `-f gitlab`: GitLab's Code Quality report, checked against the fields GitLab requires. */

interface Issue { description: string; check_name: string; fingerprint: string; severity: string; location: { path: string; lines: { begin: number } } }

const LEGACY = 'fixtures/gate/legacy-api.yaml';
const SPLIT = 'fixtures/gate/split/openapi.yaml';

async function report(args: readonly string[]): Promise<Issue[]> {
  const result = await runCli(['lint', ...args, '-f', 'gitlab']);
  expect(result.code).toBe(1);
  return JSON.parse(result.stdout) as Issue[];
}

describe('gitlab (Code Quality)', () => {
  it('validates against the Code Quality schema, one issue per finding', async () => {
    const schema = JSON.parse(await readFile(path.join(ROOT, 'test/reporters/gitlab-code-quality.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const issues = await report([LEGACY, SPLIT]);
    const findings = JSON.parse((await runCli(['lint', LEGACY, SPLIT, '-f', 'json'])).stdout) as Array<{ code: string; message: string; severity: number; range: { start: { line: number } } }>;
    expect(validate(issues), JSON.stringify(validate.errors)).toBe(true);
    expect(issues).toHaveLength(findings.length);
    expect(issues.map((issue) => [issue.check_name, issue.description, issue.location.lines.begin])).toEqual(findings.map((finding) => [finding.code, finding.message, finding.range.start.line + 1]));
    expect(new Set(issues.map((issue) => issue.fingerprint)).size).toBe(issues.length);
    expect(issues.find((issue) => issue.check_name === 'path-nouns')?.severity).toBe('major');
    expect(issues.find((issue) => issue.check_name === 'auth-error-responses')?.severity).toBe('minor');
    expect(issues.some((issue) => issue.location.path === 'fixtures/gate/split/components.yaml')).toBe(true);
  });

  it('the schema check is live: it refuses an issue without a line', async () => {
    const schema = JSON.parse(await readFile(path.join(ROOT, 'test/reporters/gitlab-code-quality.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate([{ description: 'd', check_name: 'c', fingerprint: 'f', severity: 'major', location: { path: 'p', lines: {} } }])).toBe(false);
  });

  it('keeps a finding\'s fingerprint when the document is reformatted and its lines move', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-gitlab-'));
    try {
      const document = path.join(directory, 'legacy-api.yaml');
      const text = await readFile(path.join(ROOT, LEGACY), 'utf8');
      await writeFile(document, text);
      const before = await report([document]);
      await writeFile(document, `# moved down\n\n${stringify(parse(text), { indent: 4 })}`);
      const after = await report([document]);
      const byRule = (issues: Issue[]) => issues.filter((issue) => issue.check_name === 'path-nouns');
      expect(byRule(after)[0]?.location.lines.begin).not.toBe(byRule(before)[0]?.location.lines.begin);
      expect(byRule(after).map((issue) => issue.fingerprint)).toEqual(byRule(before).map((issue) => issue.fingerprint));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
