import type { Probe } from '../probe.js';
import liveAuthRequired from './live-auth-required.js';
import liveContentType from './live-content-type.js';
import liveErrorBody from './live-error-body.js';
import liveForbidden from './live-forbidden.js';
import liveIdempotent from './live-idempotent.js';
import liveListEnvelope from './live-list-envelope.js';
import liveMalformedJson from './live-malformed-json.js';
import liveMissingRequiredField from './live-missing-required-field.js';
import liveNoErrorIn200 from './live-no-error-in-200.js';
import liveReadBack from './live-read-back.js';
import liveRateLimit from './live-rate-limit.js';
import liveSchema from './live-schema.js';
import liveUnknownPath from './live-unknown-path.js';
import liveVersionRequired from './live-version-required.js';
import liveWrongType from './live-wrong-type.js';

/**
 * Every live check, in the order of the catalog (rulesets/catalog.ts), which is also the order they run in: observers see
 * each response in this order (so `live-schema`, last, knows what the others found), and the
 * rate-limit burst runs after every other probe.
 */
export const PROBES: readonly Probe[] = [
  liveContentType,
  liveErrorBody,
  liveNoErrorIn200,
  liveAuthRequired,
  liveForbidden,
  liveVersionRequired,
  liveUnknownPath,
  liveMissingRequiredField,
  liveWrongType,
  liveMalformedJson,
  liveIdempotent,
  liveReadBack,
  liveListEnvelope,
  liveRateLimit,
  liveSchema,
];
