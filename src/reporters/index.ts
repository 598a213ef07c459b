import { UsageError } from '../errors.js';
import { json } from './json.js';
import type { Reporter } from './reporter.js';
import { stylish } from './stylish.js';

export type { Reporter, ReportContext } from './reporter.js';

/** Reporters by format name; each is one module. */
const REPORTERS: ReadonlyMap<string, Reporter> = new Map([
  ['stylish', stylish],
  ['json', json],
]);

export const FORMAT_NAMES: readonly string[] = [...REPORTERS.keys()];

export function getReporter(name: string): Reporter {
  const reporter = REPORTERS.get(name);
  if (reporter === undefined) throw new UsageError(`unknown format "${name}"; known formats: ${FORMAT_NAMES.join(', ')}`);
  return reporter;
}
