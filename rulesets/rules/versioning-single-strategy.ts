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
  const parameter = (strategy === 'header' ? versioning.headerParameters : versioning.queryParameters)[0];
  const scheme = strategy === 'header' ? versioning.headerSchemes[0] : undefined;
  if (parameter === undefined && scheme !== undefined) return { path: scheme.path, what: `the header "${scheme.header}" of a security scheme` };
  const declared = strategy === 'header' ? versioning.declaredHeaders[0] : undefined;
  if (parameter === undefined && declared !== undefined) return { path: declared.path, what: `the header parameter "${declared.header}"` };
  const mediaType = strategy === 'header' ? versioning.versionedMediaTypes[0] : undefined;
  if (parameter === undefined && mediaType !== undefined) return { path: mediaType.path, what: `the versioned media type "${mediaType.mediaType}"` };
  const mediaTypeHeader = strategy === 'header' ? versioning.mediaTypeVersionHeaders[0] : undefined;
  if (parameter === undefined && mediaTypeHeader !== undefined) return { path: mediaTypeHeader.path, what: `the header parameter "${mediaTypeHeader.name}", described as naming the version` };
  if (parameter === undefined) return undefined;
  return { path: parameter.path, what: `the ${strategy} parameter "${parameter.name}"` };
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
    vocabulary: '`singletons` adds to the option above; `version-parameters` (and `version-parameters.ambiguous`, names that may pick a version of the resource instead) adds query parameters that carry the version, `version-aliases` names ending a server URL that stand for a version (`…/latest`); the lists of the path model (docs/configuration.md, Vocabulary) change how paths are read',
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
