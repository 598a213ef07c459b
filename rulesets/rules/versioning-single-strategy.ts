import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { Facts } from '../model/facts.js';
import type { JsonPath } from '../model/json.js';
import { isObject } from '../model/json.js';
import type { VersioningStrategy } from '../model/versioning.js';
import { getVersioningFacts, strategiesFound } from '../model/versioning.js';

const STRATEGY_NAMES: Record<VersioningStrategy, string> = {
  uri: 'URI versioning (/v<N>)',
  header: 'header versioning',
  query: 'query parameter versioning (?version=<N>)',
};

/** Where a strategy first shows in the document, and how to name that place. */
function firstEvidence(facts: Facts, strategy: VersioningStrategy): { path: JsonPath; what: string } | undefined {
  const versioning = getVersioningFacts(facts);
  if (strategy === 'uri') {
    const marker = versioning.markers[0];
    if (marker === undefined) return undefined;
    const place = marker.kind === 'path' ? `path "${marker.foundIn}"` : `server URL "${marker.foundIn}"`;
    return { path: marker.path, what: `the version segment "${marker.text}" in ${place}` };
  }
  if (strategy === 'query') {
    const parameter = versioning.queryParameters[0];
    return parameter === undefined ? undefined : { path: parameter.path, what: `the query parameter "${parameter.name}"` };
  }
  // The header strategy's places, in the order they are named: a header parameter an operation
  // takes, a security scheme's header, a header parameter declared for reuse, a versioned media
  // type, a declared `Accept` or `Content-Type` described as naming the version.
  const [parameter] = versioning.headerParameters;
  const [scheme] = versioning.headerSchemes;
  const [declared] = versioning.declaredHeaders;
  const [mediaType] = versioning.versionedMediaTypes;
  const [mediaTypeHeader] = versioning.mediaTypeVersionHeaders;
  return (parameter && { path: parameter.path, what: `the header parameter "${parameter.name}"` })
    ?? (scheme && { path: scheme.path, what: `the header "${scheme.header}" of a security scheme` })
    ?? (declared && { path: declared.path, what: `the header parameter "${declared.header}"` })
    ?? (mediaType && { path: mediaType.path, what: `the versioned media type "${mediaType.mediaType}"` })
    ?? (mediaTypeHeader && { path: mediaTypeHeader.path, what: `the header parameter "${mediaTypeHeader.name}", described as naming the version` });
}

function documentInfoPath(facts: Facts): JsonPath {
  return isObject(facts.model.root['info']) ? ['info'] : [];
}

/** Its messages by id. */
const messages = {
  none: 'the API shows no versioning strategy; version it by URI (/v<N>), a version request header, or a "version" query parameter',
  second: '{{what}} adds {{other}} beside {{chosen}} ({{chosenWhat}}); use one versioning strategy only',
  configuredAbsent: 'versioning is configured as "{{configured}}" but the document shows no {{strategy}}',
  notConfigured: '{{what}} uses {{other}}, but versioning is configured as "{{configured}}"; use {{strategy}} only',
} as const;

export default defineRule({
  id: 'versioning-single-strategy',
  messages,
  options: {
    versioning: '`uri`, `header` or `query`: the strategy the API must use; `auto` (default): whichever one the document shows',
    singletons: 'singular resources: a version query parameter on one picks a version of that resource, not of the API',
    vocabulary: '`singletons` adds to the option above; `version-parameters` (and `version-parameters.ambiguous`, names that may pick a version of the resource instead) adds query parameters that carry the version, `version-aliases` names in a server URL that stand for a version (`…/latest`, `…/beta/audit`); the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
  },
  check(facts) {
    if (facts.model.operations.length === 0) return [];
    const found = strategiesFound(facts);
    const configured = facts.options.versioning;
    const results: Array<ReportedResult<keyof typeof messages>> = [];

    if (configured === 'auto') {
      const [chosen, ...others] = found;
      if (chosen === undefined) {
        return [{ path: documentInfoPath(facts), messageId: 'none' }];
      }
      const chosenEvidence = firstEvidence(facts, chosen);
      for (const other of others) {
        const evidence = firstEvidence(facts, other);
        if (evidence === undefined || chosenEvidence === undefined) continue;
        results.push({ path: evidence.path, messageId: 'second', data: { what: evidence.what, other: STRATEGY_NAMES[other], chosen: STRATEGY_NAMES[chosen], chosenWhat: chosenEvidence.what } });
      }
      return results;
    }

    if (!found.includes(configured)) {
      results.push({ path: documentInfoPath(facts), messageId: 'configuredAbsent', data: { configured, strategy: STRATEGY_NAMES[configured] } });
    }
    for (const other of found) {
      if (other === configured) continue;
      const evidence = firstEvidence(facts, other);
      if (evidence === undefined) continue;
      results.push({ path: evidence.path, messageId: 'notConfigured', data: { what: evidence.what, other: STRATEGY_NAMES[other], configured, strategy: STRATEGY_NAMES[configured] } });
    }
    return results;
  },
});
