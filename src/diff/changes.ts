import type { Location } from './locations.js';

/**
 * The kinds of change that break a client, judged by direction: what a client sends (request)
 * may only be accepted more widely, what it receives (response) may only be promised more
 * narrowly. Each kind names the side whose node the finding points at: the old document for
 * something removed, the new one for something added or changed.
 */
export const CHANGE_KINDS = {
  'operation-removed': { side: 'old', removal: true, summary: 'an operation removed or moved to another path' },
  'parameter-removed': { side: 'old', removal: true, summary: 'a request parameter removed or renamed' },
  'parameter-added-required': { side: 'new', removal: false, summary: 'a new required request parameter' },
  'parameter-became-required': { side: 'new', removal: false, summary: 'an optional request parameter made required' },
  'request-body-became-required': { side: 'new', removal: false, summary: 'a request body newly required' },
  'request-media-type-removed': { side: 'old', removal: true, summary: 'a request media type no longer accepted' },
  'request-property-became-required': { side: 'new', removal: false, summary: 'a new required request property, or an optional one made required' },
  'request-type-changed': { side: 'new', removal: false, summary: 'a request value\'s type narrowed or changed (null no longer accepted included)' },
  'request-enum-value-removed': { side: 'new', removal: false, summary: 'a request enum value removed, or an enum imposed' },
  'request-constraint-tightened': { side: 'new', removal: false, summary: 'a request constraint tightened (lower max, higher min, new pattern)' },
  'response-success-status-removed': { side: 'old', removal: true, summary: 'a success status removed or replaced (200→201)' },
  'response-media-type-removed': { side: 'old', removal: true, summary: 'a response media type removed' },
  'response-header-removed': { side: 'old', removal: true, summary: 'a response header removed' },
  'response-property-removed': { side: 'old', removal: true, summary: 'a documented response property removed' },
  'response-type-changed': { side: 'new', removal: false, summary: 'a response value\'s type changed (now possibly null included)' },
  'request-alternative-removed': { side: 'old', removal: true, summary: 'a request alternative (oneOf/anyOf member) no longer accepted' },
  'request-additional-properties-closed': { side: 'new', removal: false, summary: 'a request object closed to undeclared properties (additionalProperties: false)' },
  'response-alternative-added': { side: 'new', removal: false, summary: 'a response alternative (oneOf/anyOf member) a client never received before' },
  'response-property-became-optional': { side: 'new', removal: false, summary: 'a required response property made optional' },
  'response-enum-value-added': { side: 'new', removal: false, summary: 'a response enum value added, or the enum dropped' },
  'response-constraint-loosened': { side: 'new', removal: false, summary: 'a response bound removed or loosened (higher max, lower min, pattern dropped)' },
  'discriminator-changed': { side: 'new', removal: false, summary: 'a discriminator renamed, or one of its values dropped or mapped to another schema' },
  'parameter-style-changed': { side: 'new', removal: false, summary: 'a parameter serialised another way (style, explode, collectionFormat)' },
  'server-url-changed': { side: 'new', removal: false, summary: 'every server URL moved (another host or base path)' },
  'security-requirement-added': { side: 'new', removal: false, summary: 'a security requirement the old credentials do not meet' },
} as const satisfies Record<string, { side: 'old' | 'new'; removal: boolean; summary: string }>;

export type ChangeKind = keyof typeof CHANGE_KINDS;

export interface Change {
  kind: ChangeKind;
  /** Where the finding points: in the old document for a removal, else in the new one. */
  location: Location;
  /** What changed, in words a changelog can use. */
  message: string;
  /** The property it concerns, last name only (`name` of `owner.name`), where one property of several at one place changed. */
  property?: string;
  /** The operation it concerns (`GET /v1/pets`, as the old document names it); undefined for the whole API (its servers). */
  operation?: string;
  /** The element, or one holding it, was deprecated in the old document. */
  deprecated: boolean;
  /** The version moved on between the documents, for this element. */
  movedOn: boolean;
}
