import { UsageError } from '../errors.js';
import { github } from './github.js';
import { gitlab } from './gitlab.js';
import { html } from './html.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import type { Reporter } from './reporter.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';

export type { Reporter, ReportContext } from './reporter.js';
export type { RuleDescription } from './rule-catalog.js';

/** Reporters by format name; each is one module. */
const REPORTERS: ReadonlyMap<string, Reporter> = new Map([
  ['stylish', stylish],
  ['json', json],
  ['sarif', sarif],
  ['junit', junit],
  ['github', github],
  ['gitlab', gitlab],
  ['markdown', markdown],
  ['html', html],
]);

export const FORMAT_NAMES: readonly string[] = [...REPORTERS.keys()];

export function getReporter(name: string): Reporter {
  const reporter = REPORTERS.get(name);
  if (reporter === undefined) throw new UsageError(`unknown format "${name}"; known formats: ${FORMAT_NAMES.join(', ')}`);
  return reporter;
}
