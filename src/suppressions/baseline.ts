import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import type { Fingerprint } from './fingerprint.js';
import { fingerprintKey } from './fingerprint.js';

/**
 * A baseline records the findings a team accepts for now, so a gate reports only new ones.
 * Entries are keyed by document (relative to the baseline file's directory), rule and the
 * fingerprint of the offending node; the message is kept to tell apart several findings of one
 * rule on one node, and for people reading the file.
 */

export interface BaselineEntry {
  rule: string;
  fingerprint: Fingerprint;
  message: string;
}

export interface Baseline {
  version: 1;
  /** Entries by document path, relative to the baseline file's directory, `/`-separated. */
  documents: Record<string, BaselineEntry[]>;
}

/** A finding with what the baseline needs to know of it. */
export interface LocatedFinding {
  finding: Finding;
  document: string;
  fingerprint: Fingerprint;
}

const elementKeySchema = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: ['string', 'number', 'boolean', 'null'] }, { type: 'array', items: { type: 'string' } }] },
};

const baselineSchema = {
  type: 'object',
  required: ['version', 'documents'],
  properties: {
    version: { const: 1 },
    documents: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          required: ['rule', 'fingerprint', 'message'],
          properties: {
            rule: { type: 'string' },
            fingerprint: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }, elementKeySchema] } },
            message: { type: 'string' },
          },
        },
      },
    },
  },
};

let compiledBaselineValidator: ValidateFunction<Baseline> | undefined;

/** Compiled on first use: a lint without `--baseline` never pays for Ajv's compile (a tenth of a small run). */
function baselineValidator(): ValidateFunction<Baseline> {
  compiledBaselineValidator ??= new Ajv({ allErrors: false, strict: false }).compile<Baseline>(baselineSchema);
  return compiledBaselineValidator;
}

export function emptyBaseline(): Baseline {
  return { version: 1, documents: {} };
}

/** The document key of a file: its path relative to the baseline's directory, `/`-separated. */
export function documentKey(file: string, baselineDirectory: string): string {
  return path.relative(baselineDirectory, file).split(path.sep).join('/');
}

export function parseBaseline(text: string, name: string): Baseline {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UsageError(`${name}: the baseline is not valid JSON (${(error as Error).message})`);
  }
  const validateBaseline = baselineValidator();
  if (!validateBaseline(data)) {
    const [first] = validateBaseline.errors ?? [];
    const where = first === undefined || first.instancePath === '' ? 'the top level' : first.instancePath;
    throw new UsageError(`${name}: not an api-conventions baseline: at ${where}: ${first?.message ?? 'invalid'}; expected {"version": 1, "documents": {"openapi.yaml": [{"rule", "fingerprint", "message"}]}}`);
  }
  return data;
}

/** Reads a baseline file; a missing file is an empty baseline only when it is about to be written. */
export async function readBaseline(file: string, missingIsEmpty: boolean): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && missingIsEmpty) return emptyBaseline();
    throw new UsageError(`${file}: cannot read the baseline (${code === 'ENOENT' ? 'no such file; create it with --update-baseline' : code ?? String(error)})`);
  }
  return parseBaseline(text, file);
}

function groupKey(rule: string, fingerprint: Fingerprint): string {
  return `${rule}\u0000${fingerprintKey(fingerprint)}`;
}

export interface BaselineMatch {
  /** Findings not in the baseline: the new ones. */
  fresh: LocatedFinding[];
  /** Baseline entries of the given documents that matched no finding. */
  stale: number;
}

/**
 * Hides the findings the baseline records. Within one document, rule and node, findings with a
 * recorded message are hidden first; the rest are hidden while unmatched entries remain, so a
 * reworded message does not turn an old finding into a new one. Identical findings (one shared
 * node reached from several documents) are one.
 */
export function matchBaseline(baseline: Baseline, located: readonly LocatedFinding[], lintedDocuments: ReadonlySet<string>): BaselineMatch {
  const groups = new Map<string, { document: string; entries: Set<string>; findings: LocatedFinding[]; matchedByKind: boolean }>();
  const groupOf = (document: string, rule: string, fingerprint: Fingerprint) => {
    const key = `${document}\u0000${groupKey(rule, fingerprint)}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { document, entries: new Set(), findings: [], matchedByKind: false };
      groups.set(key, group);
    }
    return group;
  };
  for (const [document, entries] of Object.entries(baseline.documents)) {
    for (const entry of entries) groupOf(document, entry.rule, entry.fingerprint).entries.add(entry.message);
  }
  for (const item of located) {
    // An entry naming a kind of change (`diff`) hides every finding of that kind at its node.
    const kindGroup = item.finding.kind === undefined ? undefined : groups.get(`${item.document}\u0000${groupKey(item.finding.kind, item.fingerprint)}`);
    if (kindGroup !== undefined && kindGroup.entries.size > 0) {
      kindGroup.matchedByKind = true;
      continue;
    }
    groupOf(item.document, item.finding.code, item.fingerprint).findings.push(item);
  }

  const fresh: LocatedFinding[] = [];
  let stale = 0;
  for (const group of groups.values()) {
    const messages = new Set(group.findings.map((item) => item.finding.message));
    const unrecorded = [...messages].filter((message) => !group.entries.has(message)).sort();
    const unmatchedEntries = [...group.entries].filter((message) => !messages.has(message)).length;
    const reworded = new Set(unrecorded.slice(0, unmatchedEntries));
    for (const item of group.findings) if (!group.entries.has(item.finding.message) && !reworded.has(item.finding.message)) fresh.push(item);
    if (lintedDocuments.has(group.document) && !group.matchedByKind) stale += Math.max(0, unmatchedEntries - unrecorded.length);
  }
  return { fresh, stale };
}

function entryOf(item: LocatedFinding): BaselineEntry {
  return { rule: item.finding.code, fingerprint: item.fingerprint, message: item.finding.message };
}

function uniqueSorted(entries: readonly BaselineEntry[]): BaselineEntry[] {
  const byKey = new Map<string, BaselineEntry>();
  for (const entry of entries) byKey.set(`${groupKey(entry.rule, entry.fingerprint)}\u0000${entry.message}`, entry);
  return [...byKey.entries()].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)).map(([, entry]) => entry);
}

/**
 * The baseline after a run: entries of the documents linted are replaced by this run's findings;
 * files reached only through `$ref`s gain this run's entries and keep their others (they may
 * belong to documents not linted now); every other document's entries are kept as they were.
 */
export function updateBaseline(previous: Baseline, located: readonly LocatedFinding[], lintedDocuments: ReadonlySet<string>): Baseline {
  const documents = new Map<string, BaselineEntry[]>();
  for (const [document, entries] of Object.entries(previous.documents)) {
    if (!lintedDocuments.has(document)) documents.set(document, [...entries]);
  }
  for (const item of located) {
    const entries = documents.get(item.document);
    if (entries === undefined) documents.set(item.document, [entryOf(item)]);
    else entries.push(entryOf(item));
  }
  const sorted = [...documents.entries()]
    .filter(([, entries]) => entries.length > 0)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([document, entries]): [string, BaselineEntry[]] => [document, uniqueSorted(entries)]);
  return { version: 1, documents: Object.fromEntries(sorted) };
}

/** The baseline as JSON with one entry per line, so reviews show one line per accepted finding. */
export function serializeBaseline(baseline: Baseline): string {
  const documents = Object.entries(baseline.documents).map(([document, entries]) =>
    `    ${JSON.stringify(document)}: [\n${entries.map((entry) => `      ${JSON.stringify({ rule: entry.rule, fingerprint: entry.fingerprint, message: entry.message })}`).join(',\n')}\n    ]`);
  return `{\n  "version": 1,\n  "documents": {${documents.length === 0 ? '' : `\n${documents.join(',\n')}\n  `}}\n}\n`;
}

export function baselineSize(baseline: Baseline): number {
  return Object.values(baseline.documents).reduce((total, entries) => total + entries.length, 0);
}
