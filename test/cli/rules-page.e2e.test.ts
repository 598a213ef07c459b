import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

/** `rules <id>`: one rule's page in the terminal, with where the page is. */

describe('rules <id>', () => {
  it("prints the rule's page as text, links as their text, and the installed page's file URL", async () => {
    const result = await runCli(['rules', 'path-nouns']);
    expect(result.code).toBe(0);
    const page = await readFile(path.join(ROOT, 'docs/rules/path-nouns.md'), 'utf8');
    expect(result.stdout.startsWith('# path-nouns\n\nSeverity: error · Conventions: §2.1 · Recommended: yes\n')).toBe(true);
    expect(result.stdout).toContain(page.split('## Bad')[1]?.split('## Good')[0] ?? 'no Bad section');
    expect(result.stdout).toContain("[path-nesting-depth]'s to report".replace(/\[|\]/g, ''));
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(pathToFileURL(path.join(ROOT, 'docs/rules/path-nouns.md')).href);
  });

  it('prints the section of a shared page for a live check, and links under API_CONVENTIONS_DOCS_URL', async () => {
    const result = await runCli(['rules', 'live-schema'], { env: { API_CONVENTIONS_DOCS_URL: 'https://docs.example.com/ac' } });
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('## live-schema\n')).toBe(true);
    expect(result.stdout).not.toContain('## live-not-probed');
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('https://docs.example.com/ac/check.md#live-schema');
  });

  it('refuses an unknown id in one line, with the closest one', async () => {
    const result = await runCli(['rules', 'path-noun']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('api-conventions: no rule "path-noun"; did you mean path-nouns? (api-conventions rules lists them)\n');
  });
});
