import { wordSetOf } from '../vocabulary/index.js';
import { splitPathKey } from './path-shape.js';

/** Health probes: endpoints a load balancer or an orchestrator calls, not resources of the API. */
export const PROBES: ReadonlySet<string> = wordSetOf('probes');

/**
 * A probe or one of its own checks: a static path whose first segment names a probe
 * (`/heartbeat/database`, `/health/queue/certificates`), as written: a shared `/health` prefix counts.
 */
export function isUnderProbe(pathKey: string): boolean {
  const segments = splitPathKey(pathKey);
  const first = segments[0];
  return first !== undefined && PROBES.has(first.text.toLowerCase()) && segments.every((segment) => !segment.isParameter);
}
