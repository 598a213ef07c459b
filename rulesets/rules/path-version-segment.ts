import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { OperationModel } from '../model/api-model.js';
import type { Facts } from '../model/facts.js';
import { splitEmbeddedVersion } from '../model/embedded-version.js';
import { embeddedVersionSegments, splitPathKey } from '../model/path-shape.js';
import { isUnderProbe, isUnversionedEndpointName, isWebServerFile } from '../model/probes.js';
import { isOAuthFlowRequest } from '../model/foreign-formats.js';
import type { ServerBase, VersionMarker } from '../model/versioning.js';
import { basesFor, getVersioningFacts, serverVersionSegments, usesUriVersioning } from '../model/versioning.js';
import type { Vocabulary } from '../model/words.js';

function isUnversionedEndpoint(facts: Facts, operation: OperationModel, versionedPrefixes: ReadonlySet<string>): boolean {
  if (isWebServerFile(operation.pathKey, facts.vocabulary)) return true;
  const segments = facts.shapeOf(operation).segments;
  const first = segments[0]?.text.toLowerCase();
  if (first === undefined) return true;
  if (segments.length === 1 && isUnversionedEndpointName(first.replace(/\.(json|ya?ml)$/, ''), facts.vocabulary)) return true;
  // A probe's own checks (`/heartbeat/database`): static paths under a probe are probes too.
  if (isUnderProbe(operation.pathKey, facts.vocabulary)) return true;
  return versionedPrefixes.has(staticKey(operation.pathKey));
}

/**
 * The server URLs that operations or path items name for themselves (not the document's) and
 * that serve a request of an OAuth 2.0 flow (`POST /oauth/token` taking `grant_type` from
 * `https://oauth.example.com`): an authorization server's (RFC 6749 §3), whose endpoints
 * (`/oauth/authorize` beside it) the API's version prefix does not govern.
 */
function authorizationServersOf(operations: readonly OperationModel[], bases: readonly ServerBase[]): Set<string> {
  const servers = new Set<string>();
  for (const operation of operations) {
    const own = basesFor(operation, bases).filter((base) => base.scope.length > 0);
    if (own.length > 0 && isOAuthFlowRequest(operation)) for (const base of own) servers.add(base.url);
  }
  return servers;
}

/** A path key's segments joined by `/`, or '' when one is a parameter. */
function staticKey(pathKey: string): string {
  const segments = splitPathKey(pathKey);
  return segments.some((segment) => segment.isParameter) ? '' : segments.map((segment) => segment.text).join('/');
}

/**
 * The static prefixes that lead to a version segment (`/api` and `/apis/apps` for `/api/v1/pods`
 * and `/apis/apps/v1/deployments`): a path that is one of them lists the versions under it, as the
 * root does, and is not itself versioned.
 */
function versionedPrefixesOf(facts: Facts): Set<string> {
  const prefixes = new Set<string>();
  for (const operation of facts.model.operations) {
    const firstVersion = facts.shapeOf(operation).versionSegments[0];
    if (firstVersion === undefined) continue;
    const before = splitPathKey(operation.pathKey).filter((segment) => segment.position < firstVersion.position);
    if (before.some((segment) => segment.isParameter)) continue;
    for (let length = 1; length <= before.length; length++) prefixes.add(before.slice(0, length).map((segment) => segment.text).join('/'));
  }
  return prefixes;
}

function where(marker: VersionMarker): string {
  return marker.kind === 'path' ? `path "${marker.foundIn}"` : `server URL "${marker.foundIn}"`;
}

/** The `/v<N>` spelling of a marker: of the first value a parameter lists (`2` of TomTom's `{versionNumber}`: `v2`), else of its text. */
function markerSpelling(marker: VersionMarker): string {
  const [first] = marker.listed;
  return wholeNumberSpelling(typeof first === 'string' || typeof first === 'number' ? String(first) : marker.text);
}

function wholeNumberSpelling(text: string): string {
  const embedded = splitEmbeddedVersion(text);
  if (embedded !== undefined) return embedded;
  // A date names no version number to keep.
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'v1';
  return `v${/\d+/.exec(text)?.[0] ?? '1'}`;
}

/** The version most markers use; a tie goes to the one seen first. */
function prevailingVersion(markers: readonly VersionMarker[]): number | undefined {
  const counts = new Map<number, number>();
  for (const marker of markers) if (marker.version !== undefined) counts.set(marker.version, (counts.get(marker.version) ?? 0) + 1);
  let best: number | undefined;
  for (const [version, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = version;
  return best;
}

/** The path key with the version inserted after the configured base prefix: `/api/users` → `/api/v1/users`. */
function withVersion(pathKey: string, basePath: string, version: string): string {
  const prefix = basePath.replace(/\/+$/, '');
  const keepsPrefix = prefix.length > 0 && (pathKey === prefix || pathKey.startsWith(`${prefix}/`));
  return keepsPrefix ? `${prefix}/${version}${pathKey.slice(prefix.length)}` : `/${version}${pathKey}`;
}

function hasVersionSegment(url: string, vocabulary: Vocabulary): boolean {
  return serverVersionSegments(url, vocabulary).length > 0;
}

/** Its messages by id. */
const messages = {
  notWholeNumber: 'version segment "{{segment}}" in {{where}} is not /v<N> with N a whole number; use "{{spelling}}"',
  differs: 'version segment "{{segment}}" in {{where}} differs from "{{prevailing}}", used elsewhere in the document; use one version across the document',
  unversionedServer: 'server URL "{{url}}" has no version segment while other server URLs do; operations served from it are not versioned: add /{{expected}}',
  unversionedPath: 'path "{{path}}" is not reached through a version segment; put /{{expected}} in the path ("{{versioned}}") or in every server URL',
} as const;

export default defineRule({
  id: 'path-version-segment',
  messages,
  options: {
    versioning: '`uri` enforces the version segment even where none is present; `header` or `query` turns the rule off; `auto` decides from the document',
    basePath: 'a prefix stripped before the path is read; the suggested fix puts `/v<N>` after it',
    vocabulary: '`unversioned-endpoints`, `web-server-files`, `web-server-files.icon-prefix` and `web-server-files.icon-extension` add addresses that stay outside the version prefix, and so do `probes` and what lies under them; `version-aliases` adds names in a server URL that stand for a version (`…/latest`, `…/beta/audit`)',
  },
  check(facts) {
    if (!usesUriVersioning(facts)) return [];
    const versioning = getVersioningFacts(facts);
    const results: Array<ReportedResult<keyof typeof messages>> = [];

    for (const marker of versioning.markers) {
      if (marker.valid) continue;
      results.push({ path: marker.path, messageId: 'notWholeNumber', data: { segment: marker.text, where: where(marker), spelling: markerSpelling(marker) } });
    }

    const prevailing = prevailingVersion(versioning.markers);
    for (const marker of versioning.markers) {
      if (marker.version === undefined || marker.version === prevailing) continue;
      results.push({ path: marker.path, messageId: 'differs', data: { segment: marker.text, where: where(marker), prevailing: `v${String(prevailing)}` } });
    }

    // With no valid version anywhere, the whole-number spelling of the first one written
    // (`v3.1` → `v3`), not a `v1` the API never had.
    const firstWritten = versioning.markers[0];
    const expected = prevailing !== undefined ? `v${prevailing}` : firstWritten !== undefined ? markerSpelling(firstWritten) : 'v1';
    const versionedPrefixes = versionedPrefixesOf(facts);
    const reported = new Set<string>();
    const reportOnce = (result: ReportedResult<keyof typeof messages>) => {
      const key = JSON.stringify(result.path);
      if (reported.has(key)) return;
      reported.add(key);
      results.push(result);
    };
    const authorizationServers = authorizationServersOf(facts.model.operations, versioning.bases);
    for (const operation of facts.model.operations) {
      const versioned = facts.shapeOf(operation).versionSegments.length > 0 || embeddedVersionSegments(operation.pathKey, facts.names.versionsWrittenApart).length > 0;
      if (versioned || isUnversionedEndpoint(facts, operation, versionedPrefixes)) continue;
      const bases = basesFor(operation, versioning.bases);
      // The endpoints of an OAuth 2.0 authorization server the document serves from servers of their own are that server's, not the API's to version.
      if (bases.length > 0 && bases.every((base) => authorizationServers.has(base.url))) continue;
      const unversionedBases = bases.filter((base) => !hasVersionSegment(base.url, facts.vocabulary));
      if (bases.length > 0 && unversionedBases.length === 0) continue;
      if (unversionedBases.length < bases.length) {
        // Some servers carry the version and some do not: the unversioned server is the fault.
        for (const base of unversionedBases) {
          reportOnce({ path: base.path, messageId: 'unversionedServer', data: { url: base.written, expected } });
        }
        continue;
      }
      const pathKey = operation.pathKey;
      reportOnce({ path: ['paths', pathKey], messageId: 'unversionedPath', data: { path: pathKey, expected, versioned: withVersion(pathKey, facts.options.basePath, expected) } });
    }
    return results;
  },
});
