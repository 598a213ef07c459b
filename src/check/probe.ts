import { docsUrlFor } from '../../rulesets/catalog.js';
import type { SeverityName } from '../findings.js';
import type { ProbeContext } from './context.js';
import type { Exchange } from './exchange.js';

/**
 * A live check's contract: its metadata plus what it does. A probe may send requests of its own
 * (`run`), judge every exchange any probe makes (`observe`), or both.
 */
export interface Probe {
  id: string;
  /** The section of the conventions spec the probe shows, e.g. `7.2`. */
  section: string;
  severity: SeverityName;
  description: string;
  docsUrl: string;
  /** Whether the probe's requests may change data; such a probe runs only when writes are allowed. */
  writes: boolean;
  observe?(exchange: Exchange, context: ProbeContext): void;
  run?(context: ProbeContext): Promise<void>;
}

export function checkDocsUrlFor(id: string): string {
  return docsUrlFor(id);
}

export function defineProbe(probe: Omit<Probe, 'docsUrl' | 'writes'> & { writes?: boolean }): Probe {
  return { writes: false, ...probe, docsUrl: checkDocsUrlFor(probe.id) };
}
