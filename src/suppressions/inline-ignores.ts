import { docsUrlFor } from '../../rulesets/catalog.js';
import type { Finding } from '../findings.js';
import type { SourceDocument } from './source-documents.js';
import { childOf } from './source-documents.js';

/**
 * Inline exceptions: `x-api-conventions-ignore` on any node silences the rules it lists for
 * findings at that node and below, in the same file. Entries are rule ids or `{rule, reason}`.
 */

export const IGNORE_EXTENSION = 'x-api-conventions-ignore';
export const UNUSED_IGNORE = 'unused-ignore';
export const IGNORE_WITHOUT_REASON = 'ignore-without-reason';
export const IGNORES_DOCS_URL = docsUrlFor(UNUSED_IGNORE);

export interface IgnoreEntry {
  /** The rule silenced, or `undefined` when the entry cannot be read. */
  rule: string | undefined;
  reason: string | undefined;
  /** Path of the node carrying the extension. */
  nodePath: string[];
  /** Path of the entry itself, where problems with it are reported. */
  entryPath: string[];
  used: boolean;
}

function readEntry(value: unknown): { rule: string | undefined; reason: string | undefined } {
  if (typeof value === 'string' && value.trim() !== '') return { rule: value.trim(), reason: undefined };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { rule, reason } = value as Record<string, unknown>;
    if (typeof rule === 'string' && rule.trim() !== '') {
      return { rule: rule.trim(), reason: typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : undefined };
    }
  }
  return { rule: undefined, reason: undefined };
}

function entriesAt(nodePath: string[], extension: unknown): IgnoreEntry[] {
  const extensionPath = [...nodePath, IGNORE_EXTENSION];
  // A single rule id or object is accepted as a list of one.
  const items = Array.isArray(extension) ? (extension as unknown[]).map((item, index) => ({ item, path: [...extensionPath, String(index)] })) : [{ item: extension, path: extensionPath }];
  return items.map(({ item, path }) => ({ ...readEntry(item), nodePath, entryPath: path, used: false }));
}

/** Every ignore entry in a parsed file, by the path of the node carrying it. */
export function collectIgnores(data: unknown): Map<string, IgnoreEntry[]> {
  const ignores = new Map<string, IgnoreEntry[]>();
  // YAML aliases can share one node between many paths; each node is read once.
  const seen = new Set<object>();
  const visit = (node: unknown, nodePath: string[]): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...nodePath, String(index)]));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === IGNORE_EXTENSION) ignores.set(JSON.stringify(nodePath), entriesAt(nodePath, value));
      else visit(value, [...nodePath, key]);
    }
  };
  visit(data, []);
  return ignores;
}

/** The ignore entries that silence `finding`: on the nodes along its path, root first. */
export function ignoresFor(finding: Finding, ignores: ReadonlyMap<string, IgnoreEntry[]>, data: unknown): IgnoreEntry[] {
  const matching: IgnoreEntry[] = [];
  const prefix: string[] = [];
  let node: unknown = data;
  for (let depth = 0; depth <= finding.path.length; depth += 1) {
    for (const entry of ignores.get(JSON.stringify(prefix)) ?? []) if (entry.rule === finding.code || entry.rule === finding.kind) matching.push(entry);
    const segment = finding.path[depth];
    if (segment === undefined) break;
    node = childOf(node, segment);
    if (node === undefined) break;
    prefix.push(String(segment));
  }
  return matching;
}

/** Findings about the ignore entries themselves, for `--report-unused-ignores`. */
export function ignoreProblems(entries: readonly IgnoreEntry[], document: SourceDocument): Finding[] {
  const problems: Finding[] = [];
  const problem = (code: string, entry: IgnoreEntry, message: string): Finding => ({
    code, message, path: entry.entryPath, severity: 1, range: document.rangeOf(entry.entryPath), source: document.file, docsUrl: IGNORES_DOCS_URL,
  });
  for (const entry of entries) {
    if (entry.rule === undefined) {
      problems.push(problem(UNUSED_IGNORE, entry, `${IGNORE_EXTENSION} entry is neither a rule id nor {rule, reason}; it silences nothing`));
      continue;
    }
    if (!entry.used) {
      problems.push(problem(UNUSED_IGNORE, entry, `"${entry.rule}" is ignored here but no ${entry.rule} finding is at this node or below; remove the exception`));
    }
    if (entry.reason === undefined) {
      problems.push(problem(IGNORE_WITHOUT_REASON, entry, `the exception for "${entry.rule}" gives no reason; write it as {rule: ${entry.rule}, reason: <why it stands>}`));
    }
  }
  return problems;
}
