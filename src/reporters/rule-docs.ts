import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PACKAGE_DOCS_PREFIX } from '../../rulesets/catalog.js';
import { UsageError } from '../errors.js';

/**
 * Where a rule's help is read and where its links lead. Rules name their page by its path inside
 * the package (`docs/rules/path-nouns.md`, `docs/check.md#live-schema`); the page travels with the
 * package, so its text goes into reports and hovers, and a link leads to a base URL a team hosts
 * the pages at (`--docs-url`, `API_CONVENTIONS_DOCS_URL`), else to the installed file (`file://`).
 */

export const DOCS_URL_ENV = 'API_CONVENTIONS_DOCS_URL';

/** The installed docs folder, seen from the built `dist/src/reporters/` or from `src/reporters/` (tests). */
const PACKAGE_DOCS = ['../../../docs/', '../../docs/']
  .map((candidate) => new URL(candidate, import.meta.url))
  .find((folder) => existsSync(new URL('rules/', folder)));

/** `--docs-url` checked: an absolute http(s) or file URL, ending in `/` so that pages resolve under it. */
export function parseDocsBaseUrl(value: string, origin = '--docs-url'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${origin} "${value}" is not an absolute URL; give the folder the docs pages are served from, e.g. https://docs.example.com/api-conventions/`);
  }
  if (!['http:', 'https:', 'file:'].includes(url.protocol)) throw new UsageError(`${origin} "${value}": use an http(s) or file URL`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The docs base of a run: the flag, else the environment, else none (the installed files). */
export function docsBaseUrl(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (flag !== undefined) return parseDocsBaseUrl(flag);
  const fromEnv = env[DOCS_URL_ENV];
  return fromEnv === undefined || fromEnv === '' ? undefined : parseDocsBaseUrl(fromEnv, DOCS_URL_ENV);
}

/** The docs base an editor's server links under: API_CONVENTIONS_DOCS_URL, ignored when it is no URL. */
export function environmentDocsBaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    return docsBaseUrl(undefined, env);
  } catch {
    return undefined;
  }
}

function packagePage(reference: string | undefined): string | undefined {
  return reference?.startsWith(PACKAGE_DOCS_PREFIX) === true ? reference.slice(PACKAGE_DOCS_PREFIX.length) : undefined;
}

/**
 * The link to a docs reference: under the base when there is one, else the installed file. A rule
 * of another ruleset keeps its own `documentationUrl`.
 */
export function docsLink(reference: string | undefined, base?: string): string | undefined {
  const page = packagePage(reference);
  if (page === undefined) return reference;
  if (base !== undefined) return new URL(page, base).href;
  return PACKAGE_DOCS === undefined ? undefined : new URL(page, PACKAGE_DOCS).href;
}

/** A link a reader elsewhere can open (a pull request comment, code scanning): http(s) only. */
export function sharedDocsLink(reference: string | undefined, base?: string): string | undefined {
  const link = docsLink(reference, base);
  return link !== undefined && /^https?:/.test(link) ? link : undefined;
}

const pageCache = new Map<string, string | undefined>();

function readPage(file: string): string | undefined {
  if (!pageCache.has(file)) {
    const url = PACKAGE_DOCS === undefined ? undefined : new URL(file, PACKAGE_DOCS);
    pageCache.set(file, url !== undefined && existsSync(url) ? readFileSync(fileURLToPath(url), 'utf8') : undefined);
  }
  return pageCache.get(file);
}

/** The heading's anchor as GitHub and the catalog test make it. */
function anchorOf(heading: string): string {
  return heading.replace(/^#+\s*/, '').trim().toLowerCase().replaceAll(' ', '-');
}

/** The section under the heading `anchor`, down to the next heading of its level or above. */
function section(markdown: string, anchor: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('#') && anchorOf(line) === anchor);
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}}\\s`).test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n').trim();
}

/**
 * Relative links of a page (`[path-nesting-depth](path-nesting-depth.md)`) made absolute under the
 * base, or left as their text where there is none to lead to.
 */
function absoluteLinks(markdown: string, page: string, base: string | undefined): string {
  return markdown.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, target: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return whole;
    if (base === undefined) return label;
    return `[${label}](${new URL(target, new URL(page, base)).href})`;
  });
}

/** The rule's page (or its section of a shared page) as markdown, links made to resolve; undefined for a rule without one. */
export function rulePageMarkdown(reference: string | undefined, base?: string): string | undefined {
  const page = packagePage(reference);
  if (page === undefined) return undefined;
  const [file = '', anchor] = page.split('#');
  const markdown = readPage(file);
  const text = markdown === undefined ? undefined : anchor === undefined ? markdown.trim() : section(markdown, anchor);
  return text === undefined ? undefined : absoluteLinks(text, page, base);
}

/** The page's first paragraph of prose: what the rule asks, in a few lines. */
export function pageSummary(markdown: string): string {
  const paragraphs = markdown.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  const prose = paragraphs.find((paragraph) => paragraph !== '' && !/^(#|\*\*Severity|```|>|\||- )/.test(paragraph));
  return (prose ?? '').replace(/\s*\n\s*/g, ' ');
}

/** Markdown as plain text for a terminal or a SARIF `help.text`: no link targets, no emphasis marks. */
export function plainText(markdown: string): string {
  // The pages' notes to their editors (which script writes a table) are no part of the text.
  return markdown.replace(/<!--[\s\S]*?-->\n*/g, '').replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_whole, label: string, target: string) => (/^https?:|^file:/.test(target) ? `${label} (${target})` : label)).replace(/\*\*([^*]+)\*\*/g, '$1');
}
