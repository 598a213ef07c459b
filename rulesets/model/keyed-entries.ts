import type { ApiModel, MediaBody } from './api-model.js';
import { examplesOfBody } from './api-model.js';
import type { JsonObject } from './json.js';
import { arrayOf, childAt, isObject } from './json.js';
import { isJsonMediaType } from './media-types.js';

/** How deep an example is walked beside its schema: recorded answers nest a few levels, never dozens. */
const MAX_DEPTH = 24;

/**
 * The entries of a map the document writes as an object's declared properties, by the schema
 * node whose `properties` hold them (`keys-echoed-in-values`): where an example of a body gives two
 * declared properties of one object or more as objects each repeating its own key as one of its
 * string values (Rocket.Chat's `banners: {versionUpdate-6_0_0: {id: "versionUpdate-6_0_0", …},
 * versionUpdate-6_2_8: {…}}`, OpenCost's namespaces `{kube-system: {name: "kube-system", …}}`), those
 * keys are names the data gives, a recorded answer turned into a schema, no field names.
 */
export function keysEchoedInValues(model: ApiModel): WeakMap<object, Set<string>> {
  const echoed = new WeakMap<object, Set<string>>();
  // A schema and example shared by several operations (a response behind a `$ref`) are walked once.
  const seen = new WeakMap<object, Set<unknown>>();
  for (const operation of model.operations) {
    const bodies = [...(operation.requestBody?.bodies ?? []), ...operation.responses.flatMap((response) => response.bodies)];
    for (const body of bodies) {
      if (!isJsonMediaType(body.mediaType) || !isObject(body.schema)) continue;
      for (const example of examplesOf(model.root, body)) walk(body.schema, example, echoed, seen, 0);
    }
  }
  return echoed;
}

/** The examples of a body (`examplesOfBody`, what holds its schema found by its path), JSON written as a string read as JSON. */
function examplesOf(root: JsonObject, body: MediaBody): unknown[] {
  let holder: unknown = root;
  for (const segment of body.schemaPath.slice(0, -1)) holder = childAt(holder, segment);
  return examplesOfBody(holder, body).map(parsedIfJson);
}

function parsedIfJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Walks a value beside the schema it follows, noting each object whose declared properties the value
 * gives as keyed entries. Each schema is walked once per value (`seen`): a part shared by several
 * `allOf`, `oneOf` or `anyOf` branches is not walked again for the same value.
 */
function walk(schema: unknown, value: unknown, echoed: WeakMap<object, Set<string>>, seen: WeakMap<object, Set<unknown>>, depth: number): void {
  if (!isObject(schema) || depth > MAX_DEPTH) return;
  const values = seen.get(schema) ?? new Set<unknown>();
  if (values.has(value)) return;
  values.add(value);
  seen.set(schema, values);
  for (const part of [...arrayOf(schema['allOf']), ...arrayOf(schema['oneOf']), ...arrayOf(schema['anyOf'])]) walk(part, value, echoed, seen, depth + 1);
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 8)) walk(schema['items'], item, echoed, seen, depth + 1);
    return;
  }
  const properties = schema['properties'];
  if (!isObject(value) || !isObject(properties)) return;
  const entries = Object.keys(properties).filter((key) => echoesKey(value[key], key));
  if (entries.length >= 2) echoed.set(properties, new Set([...(echoed.get(properties) ?? []), ...entries]));
  for (const key of Object.keys(properties)) if (key in value) walk(properties[key], value[key], echoed, seen, depth + 1);
}

/** An object repeating its key as one of its own string values (`{id: "versionUpdate-6_0_0"}` under `versionUpdate-6_0_0`). */
function echoesKey(value: unknown, key: string): boolean {
  return isObject(value) && Object.values(value).some((field) => field === key);
}
