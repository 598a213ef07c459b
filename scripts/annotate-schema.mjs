// Marks up an official OpenAPI schema for the full validator, whose errors (Ajv's `verbose` hands
// each the schema object holding its keyword) src/lint/schema-problems.ts turns into one problem
// each, said in the document's terms. Every schema object gets:
//   x-at            where it stands in the schema (`#/definitions/parameter`), to tell which branch
//                   of an alternative an error comes from;
//   x-allowed       on an object that allows no other members: the names and name patterns it
//                   allows, and those that a condition on its members' values adds (`if type is
//                   apiKey then name, in`);
//   x-alternatives  on a `oneOf`/`anyOf`: each branch's place, whether it is a Reference, the
//                   values it allows for the members that tell the branches apart (a parameter's
//                   `in`, a security scheme's `type`) and the members it declares.
// The marks are keywords Ajv does not know (it runs with `strict: false`): they change no verdict.

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const SCHEMA_VALUES = ['additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'items'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const escape = (segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The node a local `$ref` (`#/definitions/parameter`) points at, or undefined (a reference into another document). */
export function definitionAt(root, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  let node = root;
  for (const segment of ref.slice(2).split('/')) node = node?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
}

/** The schema a local `$ref` points at, or undefined. */
function target(root, ref) {
  const node = definitionAt(root, ref);
  return isObject(node) ? node : undefined;
}

/** Calls `visit(schema, pointer)` on every schema object, parents first. */
function eachSchema(node, pointer, visit) {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_MAPS) {
    if (!isObject(node[key])) continue;
    for (const [name, value] of Object.entries(node[key])) eachSchema(value, `${pointer}/${key}/${escape(name)}`, visit);
  }
  for (const key of SCHEMA_VALUES) if (isObject(node[key])) eachSchema(node[key], `${pointer}/${key}`, visit);
  for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) node[key].forEach((value, index) => eachSchema(value, `${pointer}/${key}/${index}`, visit));
  // draft-04 `dependencies`: a schema, or a list of names.
  if (isObject(node.dependencies)) for (const [name, value] of Object.entries(node.dependencies)) eachSchema(value, `${pointer}/dependencies/${escape(name)}`, visit);
}

/** The schema a schema stands for once its `$ref`s are followed (a schema that is only a reference). */
function resolved(root, schema) {
  let node = schema;
  for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === 'string'; hops++) {
    const next = target(root, node.$ref);
    if (next === undefined) return node;
    node = next;
  }
  return node;
}

/** The JSON types a schema allows at its own level (its `type`, once its `$ref`s are followed), or undefined if it says none. */
function typesOf(root, schema) {
  const type = resolved(root, schema)?.type;
  return typeof type === 'string' ? [type] : Array.isArray(type) && type.every((each) => typeof each === 'string') ? type : undefined;
}

/** `{types}` for a branch that names its JSON types, else nothing (`typesOf`). */
function typesEntryOf(root, branch) {
  const types = typesOf(root, branch);
  return types === undefined ? {} : { types };
}

/** The parts of a schema that apply to the same instance as it does: itself, its `$ref` and `allOf`. */
function partsOf(root, schema, seen = new Set()) {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const parts = [schema];
  if (typeof schema.$ref === 'string') parts.push(...partsOf(root, target(root, schema.$ref), seen));
  for (const member of schema.allOf ?? []) parts.push(...partsOf(root, member, seen));
  return parts;
}

/** The values a schema allows for the member `key` (its `const` or `enum`), through alternatives; undefined if it allows any. */
function valuesOf(root, schema, key, seen = new Set()) {
  for (const part of partsOf(root, schema, seen)) {
    const member = resolved(root, part.properties?.[key]);
    if (isObject(member) && 'const' in member) return [member.const];
    if (isObject(member) && Array.isArray(member.enum)) return member.enum;
  }
  for (const part of partsOf(root, schema)) {
    for (const keyword of ['oneOf', 'anyOf']) {
      if (!Array.isArray(part[keyword])) continue;
      const each = part[keyword].map((branch) => valuesOf(root, branch, key, seen));
      if (each.every((values) => values !== undefined)) return each.flat();
    }
  }
  return undefined;
}

/** The members whose values a schema fixes with `const` or `enum`, through `$ref`, `allOf` and alternatives. */
function fixedMembersOf(root, schema, seen = new Set()) {
  const keys = new Set();
  for (const part of partsOf(root, schema, seen)) {
    for (const [key, member] of Object.entries(part.properties ?? {})) {
      const value = resolved(root, member);
      if (isObject(value) && ('const' in value || Array.isArray(value.enum))) keys.add(key);
    }
    for (const keyword of ['oneOf', 'anyOf']) for (const branch of part[keyword] ?? []) for (const key of fixedMembersOf(root, branch, seen)) keys.add(key);
  }
  return keys;
}

/** The members a schema declares anywhere at its own level (through `$ref`, `allOf`, alternatives and conditions). */
function declaredMembersOf(root, schema, seen = new Set()) {
  const names = new Set();
  for (const part of partsOf(root, schema, seen)) {
    for (const name of Object.keys(part.properties ?? {})) names.add(name);
    for (const keyword of ['oneOf', 'anyOf', 'then', 'else']) {
      const branches = Array.isArray(part[keyword]) ? part[keyword] : [part[keyword]];
      for (const branch of branches) for (const name of declaredMembersOf(root, branch, seen)) names.add(name);
    }
    for (const dependent of Object.values(part.dependentSchemas ?? {})) for (const name of declaredMembersOf(root, dependent, seen)) names.add(name);
  }
  return names;
}

/** A schema every instance of which is an object holding a `$ref` (the specs' Reference Object). */
export function isReferenceSchema(schema) {
  return schema?.type === 'object' && Array.isArray(schema.required) && schema.required.includes('$ref');
}

const CONDITION_KEYWORDS = new Set(['const', 'enum', 'pattern', 'type', '$comment']);

/**
 * An `if` that only tests members' values (`const`, `enum`, `pattern`, `type`) and presence
 * (`required`), as a condition the linter can test on the node; undefined for any other `if`.
 */
function conditionOf(root, condition) {
  if (!isObject(condition) || !isObject(condition.properties)) return undefined;
  if (Object.keys(condition).some((key) => key !== 'properties' && key !== 'required' && key !== '$comment')) return undefined;
  const tests = [];
  for (const [key, member] of Object.entries(condition.properties)) {
    const schema = resolved(root, member);
    if (!isObject(schema) || Object.keys(schema).some((keyword) => !CONDITION_KEYWORDS.has(keyword))) return undefined;
    const values = 'const' in schema ? [schema.const] : schema.enum;
    tests.push({ key, ...(Array.isArray(values) ? { values } : {}), ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}), ...(typeof schema.type === 'string' ? { type: schema.type } : {}) });
  }
  return { tests, required: Array.isArray(condition.required) ? condition.required : [] };
}

/**
 * The names an object allows: with `additionalProperties: false` its own `properties` and
 * `patternProperties`; with `unevaluatedProperties: false` also those of every part that applies
 * to it (`$ref`, `allOf`, alternatives, dependent schemas), and, behind a condition on one
 * member's value, those of `then` and `else`.
 */
function allowedNamesOf(root, schema, evaluated) {
  const allowed = { names: new Set(), patterns: new Set(), when: [] };
  const add = (part, seen) => {
    if (!isObject(part) || seen.has(part)) return;
    seen.add(part);
    for (const name of Object.keys(part.properties ?? {})) allowed.names.add(name);
    for (const pattern of Object.keys(part.patternProperties ?? {})) allowed.patterns.add(pattern);
    if (!evaluated) return;
    if (typeof part.$ref === 'string') add(target(root, part.$ref), seen);
    for (const keyword of ['allOf', 'oneOf', 'anyOf']) for (const member of part[keyword] ?? []) add(member, seen);
    for (const dependent of Object.values(part.dependentSchemas ?? {})) add(dependent, seen);
    if (part.then === undefined && part.else === undefined) return;
    const condition = conditionOf(root, part.if);
    if (condition === undefined) {
      add(part.then, seen);
      add(part.else, seen);
      return;
    }
    for (const [branch, matching] of [[part.then, true], [part.else, false]]) {
      if (!isObject(branch)) continue;
      const inner = allowedNamesOf(root, { ...branch, unevaluatedProperties: false }, true);
      if (inner.names.length > 0 || inner.patterns.length > 0) allowed.when.push({ condition, matching, names: inner.names, patterns: inner.patterns });
    }
  };
  add(schema, new Set());
  return { names: [...allowed.names], patterns: [...allowed.patterns], when: allowed.when };
}

/**
 * Each branch of an alternative: its place, the places of the definitions it applies to the same
 * node through `$ref` and `allOf` (their errors are the branch's too), whether it is a Reference,
 * the values of the members that tell branches apart, its members.
 */
function alternativesOf(root, branches, pointer, places) {
  const atOf = branches.map((branch, index) => (isObject(branch) && typeof branch.$ref === 'string' && target(root, branch.$ref) !== undefined ? branch.$ref : `${pointer}/${index}`));
  const fixed = branches.map((branch) => fixedMembersOf(root, branch));
  const telling = [...new Set(fixed.flatMap((keys) => [...keys]))].filter((key) => fixed.filter((keys) => keys.has(key)).length >= 2);
  return {
    branches: branches.map((branch, index) => ({
      at: atOf[index],
      also: [...new Set(partsOf(root, branch).map((part) => places.get(part)).filter((place) => place !== undefined && !isUnder(place, atOf[index])))],
      reference: isReferenceSchema(resolved(root, branch)),
      values: Object.fromEntries(telling.flatMap((key) => {
        const values = valuesOf(root, branch, key);
        return values === undefined ? [] : [[key, values]];
      })),
      members: [...declaredMembersOf(root, branch)],
      ...typesEntryOf(root, branch),
    })),
  };
}

const isUnder = (place, ancestor) => place === ancestor || place.startsWith(`${ancestor}/`);

/** A copy of `schema` marked up as above. */
export function annotateSchema(schema) {
  const root = structuredClone(schema);
  const places = new Map();
  eachSchema(root, '#', (node, pointer) => {
    if (!places.has(node)) places.set(node, pointer);
  });
  const marks = [];
  eachSchema(root, '#', (node, pointer) => {
    const mark = { 'x-at': pointer };
    if (node.additionalProperties === false || node.unevaluatedProperties === false) mark['x-allowed'] = allowedNamesOf(root, node, node.unevaluatedProperties === false);
    const alternatives = {};
    for (const keyword of ['oneOf', 'anyOf']) if (Array.isArray(node[keyword])) alternatives[keyword] = alternativesOf(root, node[keyword], `${pointer}/${keyword}`, places);
    if (Object.keys(alternatives).length > 0) mark['x-alternatives'] = alternatives;
    marks.push([node, mark]);
  });
  // Marked after the whole walk, so that no analysis reads a mark as a member.
  for (const [node, mark] of marks) Object.assign(node, mark);
  return root;
}
