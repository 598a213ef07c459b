import type { Ruleset } from '@stoplight/spectral-core';
import { CATALOG, OAS_VALID, docsUrlFor, sectionsOf } from '../../rulesets/catalog.js';
import type { CatalogEntry } from '../../rulesets/catalog.js';
import { OPTIONS_RULE } from '../../rulesets/options.js';
import type { Finding, SeverityLevel } from '../findings.js';
import { severityLevel } from '../findings.js';

/** What reporters show of a rule: its id, default severity, description, docs and §s. */
export interface RuleDescription {
  id: string;
  severity: SeverityLevel;
  description: string;
  docsUrl?: string;
  /** Sections of the conventions it enforces, as written in the catalog (`2.3`, `8.2`). */
  sections: readonly string[];
}

/** The top-level sections of the conventions, by number. */
export const CONVENTION_SECTIONS: ReadonlyMap<string, string> = new Map([
  ['1', 'What the service does'],
  ['2', 'Resources and their fields'],
  ['3', 'States and transitions'],
  ['4', 'Endpoints'],
  ['5', 'Authentication'],
  ['6', 'Events'],
  ['7', 'Errors'],
  ['8', 'Limits'],
  ['9', 'Versioning'],
]);

function describeEntry(entry: CatalogEntry): RuleDescription {
  return { id: entry.id, severity: severityLevel(entry.severity), description: entry.description, docsUrl: docsUrlFor(entry.id), sections: sectionsOf(entry) };
}

const KNOWN_RULES: ReadonlyMap<string, RuleDescription> = new Map(CATALOG.map((entry) => [entry.id, describeEntry(entry)]));

const OAS_VALID_RULE = KNOWN_RULES.get(OAS_VALID) as RuleDescription;

/** The conventions' rules and `oas-valid`, as a report shows them when it is told nothing else. */
export function catalogRules(): RuleDescription[] {
  return CATALOG.filter((entry) => entry.group === 'lint').map((entry) => KNOWN_RULES.get(entry.id) as RuleDescription);
}

/** The rules a Spectral ruleset runs (a rule off everywhere but in an override still runs), with `oas-valid`. */
export function describeRuleset(ruleset: Ruleset): RuleDescription[] {
  const described = [OAS_VALID_RULE];
  for (const [id, rule] of Object.entries(ruleset.rules)) {
    // The options rule, switched on by a file that sets options, checks nothing.
    if (!rule.enabled || id === OPTIONS_RULE) continue;
    const known = KNOWN_RULES.get(id);
    const severity = rule.severity >= 0 && rule.severity <= 3 ? (rule.severity as SeverityLevel) : (known?.severity ?? 1);
    const docsUrl = rule.documentationUrl ?? known?.docsUrl;
    described.push({ id, severity, description: rule.description ?? known?.description ?? '', ...(docsUrl === undefined ? {} : { docsUrl }), sections: known?.sections ?? [] });
  }
  return described;
}

/** The rules a report lists: those that ran, plus any other code its findings carry. */
export function rulesForReport(findings: readonly Finding[], rules: readonly RuleDescription[] | undefined): RuleDescription[] {
  const listed = new Map((rules ?? catalogRules()).map((rule) => [rule.id, rule]));
  for (const finding of findings) {
    if (listed.has(finding.code)) continue;
    const known = KNOWN_RULES.get(finding.code);
    listed.set(finding.code, known ?? {
      id: finding.code, severity: finding.severity, description: '', ...(finding.docsUrl === undefined ? {} : { docsUrl: finding.docsUrl }), sections: [],
    });
  }
  return [...listed.values()];
}

/** The top-level §s a rule enforces (`2.3, 8.2` → `2`, `8`). */
export function topSections(rule: RuleDescription): string[] {
  return [...new Set(rule.sections.map((section) => section.split('.')[0] ?? section))];
}
