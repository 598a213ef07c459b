import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Finding, SeverityLevel, TextChange } from '../findings.js';
import type { Reporter } from './reporter.js';
import { TOOL_NAME, TOOL_URL, reportedFiles, toolVersion } from './report-facts.js';
import type { RuleDescription } from './rule-catalog.js';
import { rulesForReport } from './rule-catalog.js';
import { plainText, rulePageMarkdown, sharedDocsLink } from './rule-docs.js';

/**
 * SARIF 2.1.0, as GitHub code scanning and other SARIF viewers read it: one run, the rules with
 * their pages as help (text and markdown, shown beside each alert) and a help URI where the pages
 * are served (`--docs-url`; an installed file means nothing to a viewer elsewhere), one result per finding located by file, line and column (1-based, UTF-16
 * code units), files relative to the working directory through `%SRCROOT%`, and each finding's
 * fix and suggestions as SARIF fixes where their text is known.
 */

const LEVELS: Record<SeverityLevel, 'error' | 'warning' | 'note'> = { 0: 'error', 1: 'warning', 2: 'note', 3: 'note' };
const SOURCE_ROOT = '%SRCROOT%';

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

/** A file as a URI: relative (percent-encoded) under the working directory, else an absolute file URI. */
function artifactLocation(file: string, cwd: string): ArtifactLocation {
  const relative = path.relative(cwd, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return { uri: pathToFileURL(file).href };
  return { uri: relative.split(path.sep).map(encodeURIComponent).join('/'), uriBaseId: SOURCE_ROOT };
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function reportingDescriptor(rule: RuleDescription, docsBaseUrl: string | undefined) {
  const sections = rule.sections.map((section) => `§${section}`);
  const description = rule.description === '' ? `Findings of ${rule.id}.` : sentence(rule.description);
  return {
    id: rule.id,
    shortDescription: { text: description },
    fullDescription: { text: sections.length === 0 ? description : `${description} (conventions ${sections.join(', ')})` },
    ...help(rule, description, docsBaseUrl),
    defaultConfiguration: { level: LEVELS[rule.severity] },
    properties: { tags: [TOOL_NAME, ...sections] },
  };
}

function help(rule: RuleDescription, description: string, docsBaseUrl: string | undefined) {
  const helpUri = sharedDocsLink(rule.docsUrl, docsBaseUrl);
  const page = rulePageMarkdown(rule.docsUrl, docsBaseUrl);
  if (page !== undefined) return { ...(helpUri === undefined ? {} : { helpUri }), help: { text: plainText(page), markdown: page } };
  if (helpUri === undefined) return {};
  return { helpUri, help: { text: `${description} See ${helpUri}`, markdown: `${description} [Read the rule's page](${helpUri}).` } };
}

function region(finding: Finding) {
  const { start, end } = finding.range;
  const endsAfterStart = end.line > start.line || (end.line === start.line && end.character >= start.character);
  const last = endsAfterStart ? end : start;
  return { startLine: start.line + 1, startColumn: start.character + 1, endLine: last.line + 1, endColumn: last.character + 1 };
}

/** A text change's region, 1-based: an insertion is a region with its end at its start. */
function changeRegion(change: TextChange) {
  const { start, end } = change.range;
  return { startLine: start.line + 1, startColumn: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 };
}

/**
 * The finding's fix and suggestions, where their text is known (`src/fix/`), as SARIF fixes: one
 * artifact change per file, its replacements in the file's order. A suggestion says that it
 * changes the contract.
 */
function fixesOf(finding: Finding, cwd: string) {
  const fixes = [
    ...(finding.fix === undefined ? [] : [{ fix: finding.fix, breaking: false }]),
    ...(finding.suggestions ?? []).map((fix) => ({ fix, breaking: true })),
  ].filter(({ fix }) => fix.changes !== undefined && fix.changes.length > 0);
  if (fixes.length === 0) return {};
  return {
    fixes: fixes.map(({ fix, breaking }) => {
      const byFile = new Map<string, TextChange[]>();
      for (const change of fix.changes ?? []) byFile.set(change.file, [...byFile.get(change.file) ?? [], change]);
      return {
        description: { text: sentence(breaking ? `${fix.description} (changes the contract: clients must change)` : fix.description) },
        artifactChanges: [...byFile].map(([file, changes]) => ({
          artifactLocation: artifactLocation(file, cwd),
          replacements: changes.map((change) => ({ deletedRegion: changeRegion(change), insertedContent: { text: change.text } })),
        })),
      };
    }),
  };
}

export const sarif: Reporter = (findings, context) => {
  const rules = rulesForReport(findings, context.rules);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const files = reportedFiles(findings, context.files);
  const fileIndex = new Map(files.map((file, index) => [file, index]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: TOOL_NAME,
          informationUri: TOOL_URL,
          version: toolVersion(),
          semanticVersion: toolVersion(),
          rules: rules.map((rule) => reportingDescriptor(rule, context.docsBaseUrl)),
        },
      },
      invocations: [{ executionSuccessful: true }],
      originalUriBaseIds: { [SOURCE_ROOT]: { uri: pathToFileURL(`${context.cwd.replace(/[\\/]$/, '')}/`).href } },
      artifacts: files.map((file) => ({
        location: artifactLocation(file, context.cwd),
        mimeType: /\.json$/i.test(file) ? 'application/json' : 'application/yaml',
        // Files reached only through $refs were read, not linted on their own.
        ...(context.files.includes(file) ? { roles: ['analysisTarget'] } : {}),
      })),
      columnKind: 'utf16CodeUnits',
      results: findings.map((finding) => ({
        ruleId: finding.code,
        ruleIndex: ruleIndex.get(finding.code) ?? 0,
        level: LEVELS[finding.severity],
        message: { text: finding.message },
        ...(finding.kind === undefined ? {} : { properties: { kind: finding.kind } }),
        locations: [{
          physicalLocation: {
            artifactLocation: { ...artifactLocation(finding.source, context.cwd), index: fileIndex.get(finding.source) ?? 0 },
            region: region(finding),
          },
        }],
        ...fixesOf(finding, context.cwd),
      })),
    }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
