import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { pathEntries } from '../model/paths.js';
import { CRUD_VERBS, leadingVerb } from '../model/words.js';

export default defineRule({
  id: 'path-nouns',
  section: '2.1',
  severity: 'error',
  description: 'Paths name resources with nouns, never verbs; a POST action sub-resource is the one exception.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const entry of pathEntries(facts)) {
      const actionSegment = entry.shape.kind === 'action' ? entry.shape.levels[1]?.name : undefined;
      for (const segment of entry.shape.segments) {
        if (segment.isParameter) continue;
        const verb = leadingVerb(segment.text, facts.vocabulary);
        if (verb === undefined) continue;
        if (segment === actionSegment && !CRUD_VERBS.has(verb)) continue;
        const hint = segment === actionSegment
          ? `"${verb}" is a create, read, update or delete: use the method on the resource instead of an action`
          : 'name the resource with a noun and let the HTTP method say what is done';
        results.push({ path: entry.path, message: `path "${entry.pathKey}" has the verb "${verb}" in segment "${segment.text}"; ${hint}` });
      }
    }
    return results;
  },
});
