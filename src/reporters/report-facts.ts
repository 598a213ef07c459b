import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding, SeverityLevel } from '../findings.js';
import { SEVERITY_NAMES } from '../findings.js';

/** Facts every report format states the same way: paths, counts, the tool's name and version. */

export const TOOL_NAME = 'api-conventions';
/** The package's page on the registry it is installed from (no public repository is known). */
/** The project's repository, as package.json names it (the package is not on the npm registry). */
export const TOOL_URL = 'https://github.com/api-conventions/api-conventions';

let version: string | undefined;

/** The package's version, read from the nearest `package.json` of this package (source or built). */
export function toolVersion(): string {
  if (version !== undefined) return version;
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === TOOL_NAME && typeof manifest.version === 'string') return (version = manifest.version);
    } catch {
      // No readable package.json here: look further up.
    }
    const parent = path.dirname(directory);
    if (parent === directory) return (version = '0.0.0');
    directory = parent;
  }
}

/** A file as people read it: relative to the working directory when inside it, `/`-separated. */
export function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join('/');
}

export type SeverityCounts = Record<SeverityLevel, number>;

export function countBySeverity(findings: readonly Finding[]): SeverityCounts {
  const counts: SeverityCounts = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** `6 problems (5 errors, 1 warning, 0 infos, 0 hints) in 2 documents`, or the clean-run line. */
export function summaryLine(findings: readonly Finding[], documentCount: number): string {
  if (findings.length === 0) return `No problems found in ${plural(documentCount, 'document')}`;
  const counts = countBySeverity(findings);
  const parts = ['error', 'warning', 'info', 'hint'].map((word, level) => plural(counts[level as SeverityLevel], word));
  return `${plural(findings.length, 'problem')} (${parts.join(', ')}) in ${plural(documentCount, 'document')}`;
}

/** The files a report covers: the documents linted, then any other file findings point into. */
export function reportedFiles(findings: readonly Finding[], files: readonly string[]): string[] {
  const listed = new Set(files);
  for (const finding of findings) listed.add(finding.source);
  return [...listed];
}

export function findingsByFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = byFile.get(finding.source);
    if (group === undefined) byFile.set(finding.source, [finding]);
    else group.push(finding);
  }
  return byFile;
}

export function severityWord(level: SeverityLevel): string {
  return SEVERITY_NAMES[level] ?? 'hint';
}

/** A JSON path as a JSON Pointer fragment: `#/paths/~1users/get/responses/400`. */
export function jsonPointer(findingPath: Finding['path']): string {
  return `#${findingPath.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** Text safe in HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text as HTML with its `backticked` spans as `<code>`, as the rule descriptions write code. */
export function htmlWithCode(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** Only web links are followed; anything else (`javascript:`, relative paths) is shown as text. */
export function webUrl(url: string | undefined): string | undefined {
  return url !== undefined && /^https?:\/\//i.test(url) ? url : undefined;
}
