import fc from 'fast-check';
import YAML from 'yaml';

/**
 * Random damage to a valid document, as a half-written or hostile one would have it: keys
 * deleted, values of the wrong type, strange path keys, `$ref`s to anywhere, and keys that are
 * dangerous in JavaScript. A mutation is a recipe applied to a fresh copy of the document.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values of every JSON type, odd strings included. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '{id}', '/', '~1', '%2e%2e', '__proto__', 'constructor', '\ud800', 'get', '3.0.0'),
  fc.constant(null).map((): Json => []),
  fc.constant(null).map((): Json => ({})),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** `$ref` values that point inside, outside, nowhere, or over the network. */
export const refValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '#', '#/', '#/paths', '#/components/schemas/Task', '#/components/schemas/Nope', '#/components/schemas',
    '#/paths/~1tasks/get', '#/info/title', '#/__proto__', '#/constructor/prototype', '#/components/responses/NotFound',
    '../../../../../../etc/passwd', '/etc/passwd', 'file:///etc/passwd', '%2e%2e/%2e%2e/etc/passwd', 'other.yaml',
    'other.yaml#/Foo', 'http://127.0.0.1:9/x.yaml', 'https://example.invalid/a.json#/b', 'urn:x:y', 'data:,{}', '',
    '#/components/schemas/Task/properties/title', '#/a%20b', '#/%zz', '\\\\server\\share\\x.yaml',
  ),
  fc.string().map((text) => `#/${text}`),
  fc.string(),
);

/** A key of the document, chosen by the walk below. */
type Step =
  | { kind: 'delete'; at: number }
  | { kind: 'retype'; at: number; value: Json }
  | { kind: 'ref'; at: number; ref: string }
  | { kind: 'rename-path'; at: number; key: string }
  | { kind: 'add-key'; at: number; key: string; value: Json }
  | { kind: 'cycle'; at: number };

const pathKey = fc.oneof(
  fc.string().map((text) => `/${text}`),
  fc.string(),
  fc.constantFrom('/', '//', '/{', '/{}', '/{id}/{id}', '/v1.2/x', '/a/{b}/c/{d}/e/{f}/g', '/__proto__', '/constructor', `/${'a/'.repeat(200)}`, '/%2e%2e', '/users/{id}:archive'),
);

const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '$ref', 'x-ext', '', 'properties', 'allOf');

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), at: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('ref' as const), at: fc.nat(), ref: refValue }),
  fc.record({ kind: fc.constant('rename-path' as const), at: fc.nat(), key: pathKey }),
  fc.record({ kind: fc.constant('add-key' as const), at: fc.nat(), key: fc.oneof(dangerousKey, fc.string()), value: wrongValue }),
  fc.record({ kind: fc.constant('cycle' as const), at: fc.nat() }),
);

export const mutations = fc.array(step, { minLength: 1, maxLength: 6 });

interface Slot {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every (container, key) pair of the document, in a stable order. */
function slotsOf(root: unknown): Slot[] {
  const slots: Slot[] = [];
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const entries: Array<[string | number, unknown]> = Array.isArray(node) ? node.map((value, index) => [index, value]) : Object.entries(node);
    for (const [key, value] of entries) {
      slots.push({ parent: node as Slot['parent'], key });
      stack.push(value);
    }
  }
  return slots;
}

const CONTAINERS = ['#', '#/paths', '#/components', '#/components/schemas', '#/components/schemas/Task', '#/definitions', '#/paths/~1tasks'];

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function apply(root: Record<string, unknown>, change: Step): void {
  const slots = slotsOf(root);
  const slot = slots[change.at % slots.length];
  if (slot === undefined) return;
  const { parent, key } = slot;
  const current = Array.isArray(parent) ? parent[key as number] : parent[key as string];
  switch (change.kind) {
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return;
    case 'retype':
      if (Array.isArray(parent)) parent[key as number] = change.value;
      else setOwn(parent, key as string, change.value);
      return;
    case 'ref':
      if (Array.isArray(parent)) parent[key as number] = { $ref: change.ref };
      else setOwn(parent, key as string, { $ref: change.ref });
      return;
    case 'rename-path': {
      const paths = root['paths'];
      if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) return;
      const keys = Object.keys(paths);
      const old = keys[change.at % Math.max(keys.length, 1)];
      if (old === undefined) return;
      const value = (paths as Record<string, unknown>)[old];
      delete (paths as Record<string, unknown>)[old];
      setOwn(paths as Record<string, unknown>, change.key, value);
      return;
    }
    case 'add-key':
      if (typeof current === 'object' && current !== null && !Array.isArray(current)) setOwn(current as Record<string, unknown>, change.key, change.value);
      else if (!Array.isArray(parent)) setOwn(parent, change.key, change.value);
      return;
    case 'cycle': {
      // A `$ref` to a node that contains it, most likely: a loop through the document.
      const pointer = CONTAINERS[change.at % CONTAINERS.length] as string;
      if (Array.isArray(parent)) parent[key as number] = { $ref: pointer };
      else setOwn(parent, key as string, { $ref: pointer });
      return;
    }
  }
}

export function mutate(document: unknown, changes: readonly Step[]): Record<string, unknown> {
  const copy = structuredClone(document) as Record<string, unknown>;
  for (const change of changes) apply(copy, change);
  return copy;
}

/** The mutated document as JSON or YAML text. */
export function serialise(document: unknown, asYaml: boolean): string {
  return asYaml ? YAML.stringify(document, { aliasDuplicateObjects: false }) : JSON.stringify(document, null, 1);
}
