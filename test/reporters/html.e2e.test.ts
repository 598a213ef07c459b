import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../rulesets/rules/index.js';
import { OAS_VALID, OAS_VALID_DOCS_URL } from '../../src/lint/lint.js';
import { ROOT, runCli } from '../helpers/cli.js';
import type { Browser } from './external-tools.js';
import { CHROMIUM, launchChromium } from './external-tools.js';

/** The HTML report, rendered by a real headless Chromium: totals, tables, anchors and docs links. */

interface JsonFinding { code: string; severity: number; source: string }

const DOCUMENTS = ['fixtures/gate/legacy-api.yaml', 'fixtures/gate/split/openapi.yaml'];
// Without --docs-url, a link leads to the page installed with the package.
const installedPage = (page: string) => pathToFileURL(path.join(ROOT, page)).href;
const DOCS_URLS = new Map<string, string>([[OAS_VALID, installedPage(OAS_VALID_DOCS_URL)], ...RULES.map((rule): [string, string] => [rule.id, installedPage(rule.docsUrl)])]);
const SECTIONS = new Map(RULES.map((rule) => [rule.id, rule.section.split(',').map((part) => part.trim().split('.')[0])]));

/** Where no Chromium is installed the page cannot be rendered: skipped, and said so (CI installs it). */
const chromiumMissing = !existsSync(CHROMIUM);
if (chromiumMissing) console.warn(`html report tests skipped: ${CHROMIUM} is missing (install Debian's chromium package)`);

let directory = '';
let browser: Browser;
let page: Page;
let findings: JsonFinding[] = [];
const requests: string[] = [];

describe.skipIf(chromiumMissing)('html report in Chromium', () => {
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'api-conventions-html-'));
    const reportFile = path.join(directory, 'report.html');
    const result = await runCli(['lint', ...DOCUMENTS, '-f', 'html', '-o', reportFile, '-f', 'json']);
    expect(result.code).toBe(1);
    findings = JSON.parse(result.stdout) as JsonFinding[];
    expect(await readFile(reportFile, 'utf8')).toMatch(/^<!DOCTYPE html>/);
    browser = await launchChromium();
    page = await browser.context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(reportFile).href);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('renders as one self-contained page: no request beyond the file itself', async () => {
    expect(await page.locator('h1').textContent()).toBe('API conventions report');
    expect(requests).toEqual([page.url()]);
  });

  it('shows the totals', async () => {
    const total = async (name: string) => Number(await page.locator(`[data-total="${name}"] strong`).textContent());
    expect(await total('problems')).toBe(findings.length);
    expect(await total('error')).toBe(findings.filter((finding) => finding.severity === 0).length);
    expect(await total('warn')).toBe(findings.filter((finding) => finding.severity === 1).length);
    expect(await total('info')).toBe(findings.filter((finding) => finding.severity === 2).length);
    expect(await total('documents')).toBe(DOCUMENTS.length);
    await expect(page.locator('#summary').textContent()).resolves.toMatch(new RegExp(`^${findings.length} problems \\(`));
  });

  it('counts findings by rule and by section of the conventions', async () => {
    for (const code of new Set(findings.map((finding) => finding.code))) {
      const row = page.locator(`#rule-${code}`);
      expect(await row.locator('td.number').textContent(), code).toBe(String(findings.filter((finding) => finding.code === code).length));
    }
    for (const section of ['2', '5', '7']) {
      const expected = findings.filter((finding) => (SECTIONS.get(finding.code) ?? []).includes(section)).length;
      expect(await page.locator(`#section-${section} td.number`).first().textContent(), `§${section}`).toBe(String(expected));
    }
  });

  it('scores each document linted, and lists a file reached through $ref without a score', async () => {
    const rows = page.locator('#documents + p + table tbody tr');
    expect(await rows.count()).toBe(3);
    const legacyScore = Number(await rows.nth(0).locator('[data-score]').getAttribute('data-score'));
    expect(legacyScore).toBeGreaterThan(0);
    expect(legacyScore).toBeLessThan(100);
    expect(await rows.nth(2).locator('[data-score]').count()).toBe(0);
    expect(await rows.nth(2).textContent()).toContain('components.yaml');
  });

  it('lists every finding with its location and rule', async () => {
    expect(await page.locator('tr.finding').count()).toBe(findings.length);
    const first = page.locator('tr.finding').first();
    expect(await first.locator('code.location').textContent()).toMatch(/^\d+:\d+$/);
  });

  it('has no dangling anchor: every in-page link names an element of the page', async () => {
    const targets = await page.$$eval('a[href^="#"]', (links) => links.map((link) => {
      const id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
      return { id, found: id !== '' && document.getElementById(id) !== null };
    }));
    expect(targets.length).toBeGreaterThan(findings.length);
    expect(targets.filter((target) => !target.found)).toEqual([]);
  });

  it('follows a rule link from a finding to its row, and a document link to its findings', async () => {
    await page.locator('tr.finding a[href="#rule-path-nouns"]').first().click();
    expect(await page.evaluate(() => location.hash)).toBe('#rule-path-nouns');
    expect(await page.evaluate(() => document.querySelector(':target')?.querySelector('code')?.textContent)).toBe('path-nouns');
    await page.locator('a[href="#doc-2"]').first().click();
    expect(await page.evaluate(() => document.querySelector(':target')?.textContent)).toContain('fixtures/gate/split/openapi.yaml');
  });

  it("links each rule and finding to its rule's docs page", async () => {
    const ruleDocs = await page.$$eval('tr[id^="rule-"]', (rows) => rows.map((row) => ({ id: row.querySelector('code')?.textContent ?? '', href: row.querySelector('a.docs')?.getAttribute('href') })));
    expect(ruleDocs.length).toBeGreaterThanOrEqual(DOCS_URLS.size);
    for (const { id, href } of ruleDocs) if (DOCS_URLS.has(id)) expect(href, id).toBe(DOCS_URLS.get(id));
    const findingDocs = await page.$$eval('tr.finding', (rows) => rows.map((row) => ({ code: row.querySelector('td:nth-child(3) code')?.textContent ?? '', href: row.querySelector('a.docs')?.getAttribute('href') })));
    expect(findingDocs).toHaveLength(findings.length);
    for (const { code, href } of findingDocs) expect(href, code).toBe(DOCS_URLS.get(code));
  });

  it("shows a rule with findings with its page's summary, and the page itself folded", async () => {
    const row = page.locator('tr#rule-path-nouns');
    expect(await row.locator('.page-summary').textContent()).toBe('No static path segment is a verb or starts with one. The path names the resource; the HTTP method says what is done to it.');
    expect(await row.locator('details.rule-page pre').isVisible()).toBe(false);
    await row.locator('details.rule-page summary').click();
    const shown = await row.locator('details.rule-page pre').textContent();
    expect(shown).toContain('## Bad');
    expect(shown).toContain("path-nesting-depth's to report");
  });

  it('renders to a screenshot of a real page', async () => {
    const screenshot = await page.screenshot({ fullPage: true, path: path.join(directory, 'report.png') });
    // A PNG, at least as tall as the tables it holds.
    expect(screenshot.subarray(1, 4).toString()).toBe('PNG');
    expect(screenshot.readUInt32BE(20)).toBeGreaterThan(1500);
  });
});
