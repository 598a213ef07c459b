import type { JsonObject, JsonPath } from '../../rulesets/model/json.js';
import { isObject } from '../../rulesets/model/json.js';

/** `value` with `node` put at `at` inside it. */
export function withNodeAt(value: unknown, at: JsonPath, node: unknown): unknown {
  if (at.length === 0) return node;
  const copy = structuredClone(value) as JsonObject;
  let parent: JsonObject = copy;
  for (const segment of at.slice(0, -1)) {
    const next = parent[String(segment)];
    if (!isObject(next)) return value;
    parent = next;
  }
  parent[String(at.at(-1))] = node;
  return copy;
}
