import { defineRule } from '../rule.js';
import type { RuleResult } from '../rule.js';
import { pathEntries } from '../model/paths.js';
import { isViewWord, verbOfPostAction } from '../model/words.js';

/** The path key with `{id}` after the segment at `position`: the shape the message suggests, the key's own prefix kept. */
function withIdAfter(pathKey: string, position: number): string {
  const parts = pathKey.split('/');
  parts.splice(position + 2, 0, '{id}');
  return parts.join('/');
}

export default defineRule({
  id: 'path-nesting-depth',
  section: '2.3, 8.2',
  severity: 'error',
  description: 'Resource paths nest one level at most, and a sub-collection sits under an id: /collection/{id}/sub-collection/{id}.',
  check(facts) {
    const results: RuleResult[] = [];
    for (const { pathKey, path, shape, operations } of pathEntries(facts)) {
      const names = shape.levels.map((level) => level.name.text);
      if (shape.kind === 'too-deep') {
        results.push({ path, message: `path "${pathKey}" nests ${shape.levels.length - 1} levels (${names.join(' > ')}); nest one level at most: /collection/{id}/sub-collection` });
      } else if (shape.kind === 'not-under-id') {
        const [parent, child] = names;
        // A verb under a collection (`/stream_sources/add`) is no sub-collection: path-nouns reports it.
        const methods = operations[0]?.pathMethods ?? [];
        if (child !== undefined && shape.levels.length === 2 && verbOfPostAction(child, shape.segments.at(-1)?.text === child ? methods : [], facts.vocabulary) !== undefined) continue;
        // A view of the collection or a word standing for one of its items (`/private/all`,
        // `/groups/current`) names no sub-collection: the suggested `/{id}/all` would be nonsense.
        if (child !== undefined && shape.levels.length === 2 && shape.segments.at(-1)?.text === child && isViewWord(child)) continue;
        results.push({ path, message: `path "${pathKey}" puts "${child}" straight under the collection "${parent}"; a sub-collection sits under an id: ${withIdAfter(pathKey, shape.levels[0]?.name.position ?? 0)}` });
      } else if (shape.kind === 'irregular') {
        results.push({ path, message: `path "${pathKey}" has a path parameter that does not follow a collection; expected /collection/{id}[/sub-collection[/{id}]]` });
      }
    }
    return results;
  },
});
