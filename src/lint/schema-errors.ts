import type { SchemaProblem } from './structural-validation.js';

/**
 * The full validator's errors made into one problem each, said in the document's terms.
 *
 * The schemas write many objects as alternatives (`oneOf`/`anyOf`: a Swagger 2.0 parameter is a
 * body or a header, query, form or path parameter; a security scheme is one of four types), and a
 * validator reports why each branch failed: eleven errors for one parameter with one member too
 * many, most of them false on their own ("in must be body"). Each branch is tried on the same
 * node, which says which branch it means by its own members: the ones whose value the branches
 * fix (`in`, `type`), read from the schema itself by scripts/annotate-schema.mjs, and the presence
 * of a `$ref` (a Reference). Only that branch's errors are kept; a value no branch allows is one
 * problem at that member. With no such member, the errors all branches share are kept, or those of
 * the branch with the fewest.
 */

/** An `if` that tests members' values and presence only (scripts/annotate-schema.mjs). */
interface Condition {
  tests: Array<{ key: string; values?: unknown[]; pattern?: string; type?: string }>;
  required: string[];
}

interface AllowedNames {
  names: string[];
  patterns: string[];
  /** Names that `then` (`matching`) or `else` adds. */
  when: Array<{ condition: Condition; matching: boolean; names: string[]; patterns: string[] }>;
}

interface Branch {
  /** Where the branch's schema stands (`#/definitions/queryParameterSubSchema`). */
  at: string;
  /** Where the definitions stand that it applies to the same node (`#/definitions/SchemaXORContent`). */
  also: string[];
  reference: boolean;
  /** The values the branch allows for each member that tells the branches apart. */
  values: Record<string, unknown[]>;
  /** The members the branch declares. */
  members: string[];
  /** The JSON types the branch allows at its own level, where it names them. */
  types?: string[];
}

interface SchemaMarks {
  'x-at'?: string;
  'x-allowed'?: AllowedNames;
  'x-alternatives'?: Partial<Record<'oneOf' | 'anyOf', { branches: Branch[] }>>;
  [keyword: string]: unknown;
}

/** An error of Ajv's with `verbose`: the keyword's schema, the schema object holding it, the data. */
export interface VerboseAjvError {
  instancePath: string;
  keyword: string;
  /** Where the keyword stands, from the root of the compiled function that holds it. */
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
  propertyName?: string;
  schema?: unknown;
  parentSchema?: SchemaMarks;
  data?: unknown;
}

/** The branch an alternative's node means, read from its own members. */
interface Choice {
  error: VerboseAjvError;
  path: string;
  branches: Branch[];
  /** The branches whose errors are kept. */
  keep: Set<number>;
  /** With several kept branches, the errors they all report (keys of `errorKey`); undefined keeps all. */
  common?: Set<string>;
  /** The members and values that chose the branch (a 2.0 OAuth2 scheme's `type`, then its `flow`). */
  telling: Array<{ key: string; value: unknown }>;
  /** A telling member whose value no branch allows. */
  unmatched?: { key: string; value: unknown; allowed: unknown[] };
  /** The types the branches allow, where each names its own and the node is of none of them. */
  mistyped?: string[];
  /** Branches that each only ask for one member (`schema` or `content`): those members. */
  eitherRequired?: string[];
}

interface Link {
  choice: Choice;
  branch: number;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function isAtOrUnder(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function placeOf(error: VerboseAjvError): string | undefined {
  return error.parentSchema?.['x-at'];
}

function errorKey(error: VerboseAjvError): string {
  return `${error.instancePath} ${error.keyword} ${JSON.stringify(error.params)}`;
}

/** Which branches a node means: a Reference by its `$ref`, then by a member whose value the branches fix. */
function choose(error: VerboseAjvError, branches: Branch[]): Choice {
  const data = error.data;
  // A branch of another JSON type than the node's (a boolean for `additionalProperties: {type: object, …}`) is not the one it means.
  const ofType = [...branches.keys()].filter((index) => branches[index]?.types?.some((type) => isOfType(data, type)) !== false);
  const typed = ofType.length > 0 && ofType.length < branches.length ? ofType : [...branches.keys()];
  const choice: Choice = { error, path: error.instancePath, branches, keep: new Set(typed), telling: [] };
  if (ofType.length === 0 && branches.length > 0) {
    // A node of a type no branch allows (`additionalProperties: "yes"`) is that one problem.
    choice.mistyped = [...new Set(branches.flatMap((branch) => branch.types ?? []))];
    choice.keep = new Set();
    return choice;
  }
  if (!isMap(data)) return choice;
  let candidates = typed;
  const references = candidates.filter((index) => branches[index]?.reference === true);
  if (references.length > 0 && references.length < candidates.length) candidates = Object.hasOwn(data, '$ref') ? references : candidates.filter((index) => !references.includes(index));
  const keys = [...new Set(candidates.flatMap((index) => Object.keys(branches[index]?.values ?? {})))].filter((key) => Object.hasOwn(data, key));
  for (const key of keys) {
    const deciding = candidates.filter((index) => branches[index]?.values[key] !== undefined);
    if (deciding.length < 2) continue;
    const value = data[key];
    const matching = deciding.filter((index) => branches[index]?.values[key]?.some((allowed) => sameValue(allowed, value)));
    if (matching.length === 0) {
      choice.unmatched = { key, value, allowed: [...new Set(deciding.flatMap((index) => branches[index]?.values[key] ?? []))] };
      choice.keep = new Set();
      return choice;
    }
    choice.telling.push({ key, value });
    candidates = matching;
  }
  choice.keep = new Set(candidates);
  return choice;
}

/** The innermost alternative whose branch an error comes from, with that branch. */
function ownerOf(error: VerboseAjvError, choices: Choice[]): Link | undefined {
  const place = placeOf(error);
  if (place === undefined) return undefined;
  let best: (Link & { depth: number; length: number }) | undefined;
  for (const choice of choices) {
    if (choice.error === error || !isAtOrUnder(error.instancePath, choice.path)) continue;
    choice.branches.forEach((branch, index) => {
      const length = Math.max(...[branch.at, ...branch.also].map((at) => (isAtOrUnder(place, at) ? at.length : -1)));
      if (length < 0) return;
      const depth = choice.path.length;
      // The longest place wins; between branches of one alternative that share it, a kept one.
      const better = best === undefined || depth > best.depth || (depth === best.depth && (length > best.length || (length === best.length && best.choice === choice && !choice.keep.has(best.branch) && choice.keep.has(index))));
      if (better) best = { choice, branch: index, depth, length };
    });
  }
  return best === undefined ? undefined : { choice: best.choice, branch: best.branch };
}

function chainOf(error: VerboseAjvError, owners: Map<VerboseAjvError, Link | undefined>): Link[] {
  const chain: Link[] = [];
  const seen = new Set<VerboseAjvError>();
  for (let link = owners.get(error); link !== undefined && !seen.has(link.choice.error); link = owners.get(link.choice.error)) {
    seen.add(link.choice.error);
    chain.push(link);
  }
  return chain;
}

function keptBy(error: VerboseAjvError, link: Link): boolean {
  return link.choice.keep.has(link.branch) && (link.choice.common === undefined || link.choice.common.has(errorKey(error)));
}

/**
 * An error of no branch (reached through a reference from one) below an alternative's node, at a
 * member that the kept branches do not declare and another branch does: it comes from a branch
 * not kept.
 */
function fromDroppedBranch(error: VerboseAjvError, choices: Choice[], isAlive: (error: VerboseAjvError) => boolean): boolean {
  return choices.some((choice) => {
    if (!error.instancePath.startsWith(`${choice.path}/`) || !isAlive(choice.error)) return false;
    const member = segmentsOf(error.instancePath.slice(choice.path.length))[0] ?? '';
    const declaredBy = (index: number) => choice.branches[index]?.members.includes(member) === true;
    const kept = [...choice.keep];
    return !kept.some(declaredBy) && choice.branches.some((_, index) => !choice.keep.has(index) && declaredBy(index));
  });
}

/** The errors kept: each from the branch its node means, each once. */
function keptErrors(errors: VerboseAjvError[]): { kept: VerboseAjvError[]; choices: Choice[]; chains: Map<VerboseAjvError, Link[]> } {
  const choices: Choice[] = [];
  for (const error of errors) {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const alternatives = error.parentSchema?.['x-alternatives']?.[error.keyword];
    if (alternatives !== undefined) choices.push(choose(error, alternatives.branches));
  }
  const owners = new Map<VerboseAjvError, Link | undefined>(errors.map((error) => [error, ownerOf(error, choices)]));
  const chains = new Map(errors.map((error) => [error, chainOf(error, owners)]));
  const isAliveThrough = (error: VerboseAjvError, upTo?: Choice) => {
    for (const link of chains.get(error) ?? []) {
      if (link.choice === upTo) return true;
      if (!keptBy(error, link)) return false;
    }
    return true;
  };
  // Several branches left (no member told them apart): the errors they all report, else those of
  // the branch with the fewest (none, when one passed). Inner alternatives first, as their errors count for outer ones.
  const innermostFirst = [...choices].sort((a, b) => b.path.length - a.path.length || errors.indexOf(a.error) - errors.indexOf(b.error));
  for (const choice of innermostFirst) {
    if (choice.keep.size < 2) continue;
    const byBranch = new Map<number, VerboseAjvError[]>([...choice.keep].map((index) => [index, []]));
    for (const error of errors) {
      if (choices.some((other) => other.error === error)) continue;
      const link = chains.get(error)?.find((candidate) => candidate.choice === choice);
      if (link !== undefined && isAliveThrough(error, choice)) byBranch.get(link.branch)?.push(error);
    }
    const onlyRequired = [...byBranch.values()].map((list) => (list.length === 1 && list[0]?.keyword === 'required' && list[0].instancePath === choice.path ? String(list[0].params['missingProperty']) : undefined));
    if (onlyRequired.every((name) => name !== undefined)) {
      choice.eitherRequired = onlyRequired;
      choice.keep = new Set();
      continue;
    }
    const lists = [...byBranch.values()].map((list) => new Set(list.map(errorKey)));
    const common = [...(lists[0] ?? [])].filter((key) => lists.every((list) => list.has(key)));
    if (common.length > 0) {
      choice.keep = new Set([[...choice.keep][0] ?? 0]);
      choice.common = new Set(common);
    } else {
      // A branch with no error passed (a `oneOf` that more than one passes): the others' errors are no problem of the node's.
      const fewest = [...byBranch].sort((a, b) => a[1].length - b[1].length)[0];
      if (fewest !== undefined) choice.keep = new Set([fewest[0]]);
    }
  }
  const isAlive = (error: VerboseAjvError) => isAliveThrough(error);
  const alive = errors.filter((error) => {
    if (!isAlive(error)) return false;
    if (placeOf(error) !== undefined && owners.get(error) === undefined && fromDroppedBranch(error, choices, isAlive)) return false;
    return true;
  });
  // A node of the wrong type has that one problem: what else its place asks of an object (no two
  // members together, say) is moot.
  const mistyped = new Set(alive.filter((error) => error.keyword === 'type').map((error) => error.instancePath));
  const kept = alive.filter((error) => ['type', 'enum', 'const'].includes(error.keyword) || !mistyped.has(error.instancePath));
  return { kept, choices, chains };
}

const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'propertyNames']);

/** The label of the member at a path: its key, or `parameters[0]` for an item. */
function labelOf(pointer: string): string {
  const path = segmentsOf(pointer);
  const last = path.at(-1);
  if (last === undefined) return 'the document';
  if (/^\d+$/.test(last)) return `"${path.at(-2) ?? ''}[${last}]"`;
  return `"${last}"`;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The allowed values, quoted when what was found is no string (`2` against `"2.0"`). */
function allowedList(values: unknown[], found: unknown): string {
  return values.map((value) => (typeof found === 'string' ? shown(value) : JSON.stringify(value))).join(', ');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

function expectedKinds(type: unknown): string {
  const kinds = String(type).split(',').map((kind) => (kind === 'object' || kind === 'array' || kind === 'integer' ? `an ${kind}` : kind === 'null' ? 'null' : `a ${kind}`));
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1) ?? ''}` : kinds[0] ?? String(type);
}

function isOfType(value: unknown, type: string): boolean {
  if (type === 'object') return isMap(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

/** Whether an object meets a condition, as JSON Schema's `if` would find. */
function holds(condition: Condition, data: unknown): boolean {
  if (!isMap(data)) return true;
  if (condition.required.some((key) => !Object.hasOwn(data, key))) return false;
  return condition.tests.every(({ key, values, pattern, type }) => {
    if (!Object.hasOwn(data, key)) return true;
    const value = data[key];
    if (values !== undefined && !values.some((candidate) => sameValue(candidate, value))) return false;
    if (type !== undefined && !isOfType(value, type)) return false;
    return pattern === undefined || typeof value !== 'string' || new RegExp(pattern, 'u').test(value);
  });
}

/** The names an object allows, with those that conditions on its members add for this object. */
function allowedNamesFor(allowed: AllowedNames, data: unknown): { names: string[]; patterns: string[] } {
  const names = [...allowed.names];
  const patterns = [...allowed.patterns];
  for (const entry of allowed.when) {
    if (holds(entry.condition, data) !== entry.matching) continue;
    names.push(...entry.names.filter((name) => !names.includes(name)));
    patterns.push(...entry.patterns.filter((pattern) => !patterns.includes(pattern)));
  }
  return { names, patterns };
}

function describePatterns(patterns: string[]): string[] {
  return patterns.map((pattern) => (pattern === '^x-' ? 'x-…' : `names matching ${pattern}`));
}

/** "where "in" is "query"": the member that chose the node's branch, or that a condition read. */
function whereOf(error: VerboseAjvError, links: Link[]): string {
  const telling = links.find((link) => link.choice.path === error.instancePath && link.choice.telling.length > 0)?.choice.telling;
  if (telling !== undefined) return ` where ${telling.map(({ key, value }) => `"${key}" is ${JSON.stringify(value)}`).join(' and ')}`;
  const data = error.data;
  if (!isMap(data)) return '';
  const met = error.parentSchema?.['x-allowed']?.when.find((entry) => entry.matching && holds(entry.condition, data));
  const test = met?.condition.tests.find((candidate) => candidate.values !== undefined && Object.hasOwn(data, candidate.key));
  return test === undefined ? '' : ` where "${test.key}" is ${JSON.stringify(data[test.key])}`;
}

/** The members an object has that its place does not allow (all of them, said once). */
function unexpectedMembers(error: VerboseAjvError, unexpected: string[], links: Link[]): string {
  const allowed = error.parentSchema?.['x-allowed'];
  const message = `unexpected ${unexpected.length === 1 ? 'property' : 'properties'} ${unexpected.map((name) => `"${name}"`).join(', ')}${whereOf(error, links)}`;
  if (allowed === undefined) return message;
  const { names, patterns } = allowedNamesFor(allowed, error.data);
  const list = [...names, ...describePatterns(patterns)];
  return list.length === 0 ? `${message}; no properties are allowed here` : `${message}; allowed: ${list.join(', ')}`;
}

/** Whether the place of an unexpected-member error allows a member of that name. */
function allowsName(error: VerboseAjvError, name: string): boolean {
  const allowed = error.parentSchema?.['x-allowed'];
  return allowed !== undefined && allowedNamesFor(allowed, error.data).names.includes(name);
}

function unexpectedNameOf(error: VerboseAjvError): string {
  return String(error.params['additionalProperty'] ?? error.params['unevaluatedProperty']);
}

/** The members a schema fixes with `const` (`{properties: {in: {const: query}}}`), as `"in": "query"`; undefined for any other schema. */
function fixedMembersOf(schema: unknown): Array<[string, unknown]> | undefined {
  if (!isMap(schema) || !isMap(schema['properties'])) return undefined;
  const members = Object.entries(schema['properties']).map(([key, member]): [string, unknown] | undefined => (isMap(member) && 'const' in member ? [key, member['const']] : undefined));
  const fixed = members.filter((member) => member !== undefined);
  return fixed.length > 0 && fixed.length === members.length ? fixed : undefined;
}

function itemsWith(members: Array<[string, unknown]>): string {
  return `items with ${members.map(([key, value]) => `"${key}": ${JSON.stringify(value)}`).join(', ')}`;
}

function countMatching(data: unknown, members: Array<[string, unknown]>): number {
  return Array.isArray(data) ? data.filter((item) => isMap(item) && members.every(([key, value]) => sameValue(item[key], value))).length : 0;
}

/** `maxContains` and `minContains`, as 3.2's one `querystring` parameter at most. */
function containsMessage(error: VerboseAjvError, label: string): string {
  const members = fixedMembersOf(error.schema);
  const { minContains, maxContains } = error.params;
  const bounds = [typeof minContains === 'number' && minContains > 0 ? `at least ${minContains}` : '', typeof maxContains === 'number' ? `at most ${maxContains}` : ''].filter((bound) => bound !== '').join(' and ');
  if (members === undefined) return `${label} has a number of matching items that is not allowed; expected ${bounds}`;
  return `${label} has ${countMatching(error.data, members)} ${itemsWith(members)}; expected ${bounds}`;
}

const VAGUE_NOT = (label: string) => `${label} has a form that is not allowed here`;

function notMessage(error: VerboseAjvError, label: string): string {
  const schema = error.schema;
  const forbidden = isMap(schema) && Array.isArray(schema['required']) && Object.keys(schema).every((key) => key === 'required' || key.startsWith('x-')) ? schema['required'].map(String) : undefined;
  if (forbidden?.length === 1) return `${label} may not have "${forbidden[0] ?? ''}" here`;
  if (forbidden !== undefined) return `${label} has ${forbidden.map((name) => `"${name}"`).join(' and ')}; only one of them is allowed`;
  if (isMap(schema) && Array.isArray(schema['enum'])) return `${error.propertyName === undefined ? `${label} is ${JSON.stringify(error.data)}` : label}; not allowed: ${schema['enum'].map(shown).join(', ')}`;
  // `not: {allOf: [{contains: A}, {contains: B}]}`: 3.2's parameters, never both `in: query` and `in: querystring`.
  const kinds = isMap(schema) && Array.isArray(schema['allOf']) ? schema['allOf'].map((part) => (isMap(part) ? fixedMembersOf(part['contains']) : undefined)) : [];
  if (kinds.length > 1 && kinds.every((kind) => kind !== undefined)) return `${label} has ${kinds.map((kind) => itemsWith(kind)).join(' and ')}; only one of these is allowed`;
  // `not: {additionalProperties: false, patternProperties: {"^x-": …}}`: 2.0's responses, not extensions alone.
  const patterns = isMap(schema) && schema['additionalProperties'] === false && isMap(schema['patternProperties']) ? Object.keys(schema['patternProperties']) : [];
  if (patterns.length > 0 && isMap(error.data) && Object.keys(error.data).length > 0) return `${label} has only ${describePatterns(patterns).join(', ')} members; expected at least one other`;
  return VAGUE_NOT(label);
}

/** The message of one kept error: the member, what was found, what is allowed. */
function describe(error: VerboseAjvError, links: Link[]): string {
  const params = error.params;
  const label = error.propertyName === undefined ? labelOf(error.instancePath) : `the name "${error.propertyName}" in ${labelOf(error.instancePath)}`;
  const found = error.propertyName === undefined ? `${label} is ${JSON.stringify(error.data)}` : label;
  const limit = params['limit'];
  switch (error.keyword) {
    case 'additionalProperties': case 'unevaluatedProperties': return unexpectedMembers(error, [unexpectedNameOf(error)], links);
    case 'required': return `missing required property "${String(params['missingProperty'])}"${whereOf(error, links)}`;
    case 'enum': return `${found}; allowed: ${allowedList(Array.isArray(params['allowedValues']) ? params['allowedValues'] : [], error.data)}`;
    case 'const': return `${found}; allowed: ${allowedList([params['allowedValue']], error.data)}`;
    case 'type': return `${label} is ${kindOf(error.data)}; expected ${expectedKinds(params['type'])}`;
    case 'pattern': return `${found}; expected to match ${String(params['pattern'])}`;
    case 'format': return `${found}; expected the format ${String(params['format'])}`;
    case 'minProperties': case 'maxProperties': return `${label} has ${isMap(error.data) ? Object.keys(error.data).length : 0} members; expected ${error.keyword.startsWith('min') ? 'at least' : 'at most'} ${String(limit)}`;
    case 'minItems': case 'maxItems': return `${label} has ${Array.isArray(error.data) ? error.data.length : 0} items; expected ${error.keyword.startsWith('min') ? 'at least' : 'at most'} ${String(limit)}`;
    case 'minLength': case 'maxLength': return `${label} has ${typeof error.data === 'string' ? error.data.length : 0} characters; expected ${error.keyword.startsWith('min') ? 'at least' : 'at most'} ${String(limit)}`;
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum': return `${found}; expected ${String(params['comparison'])} ${String(limit)}`;
    case 'multipleOf': return `${found}; expected a multiple of ${String(params['multipleOf'])}`;
    case 'uniqueItems': return `${label} has the same item twice (items ${String(params['j'])} and ${String(params['i'])}); expected each once`;
    case 'not': return notMessage(error, label);
    case 'contains': return containsMessage(error, label);
    case 'false schema': {
      // `dependentSchemas: {encoding: {properties: {prefixEncoding: false}}}`: not beside that member.
      const beside = /\/dependentSchemas\/([^/]+)\/properties\/[^/]+\/false schema$/.exec(error.schemaPath ?? '')?.[1];
      return beside === undefined ? `${label} is not allowed here` : `${label} is not allowed beside "${beside.replace(/~1/g, '/').replace(/~0/g, '~')}"`;
    }
    case 'dependencies': case 'dependentRequired': return `${labelOf(error.instancePath)} has "${String(params['property'])}", which requires "${String(params['missingProperty'])}"`;
    case 'oneOf': return Array.isArray(params['passingSchemas']) ? `${label} matches more than one of its allowed forms (${params['passingSchemas'].length})` : `${label} matches none of its allowed forms`;
    case 'anyOf': return `${label} matches none of its allowed forms`;
    default: return `${label} fails "${error.keyword}"${error.message === undefined ? '' : ` (${error.message})`}`;
  }
}

/** The problems of a document the full validator rejected, one each, at the member that holds it. */
export function explainSchemaErrors(errors: VerboseAjvError[]): SchemaProblem[] {
  const { kept, choices, chains } = keptErrors(errors);
  const problems: Array<{ pointer: string; message: string; kind?: 'type' | 'values' | 'vague' }> = [];
  const grouped = new Set<string>();
  const isProblem = (error: VerboseAjvError) => !SUMMARY_KEYWORDS.has(error.keyword) || choices.some((choice) => choice.error === error && (choice.unmatched !== undefined || choice.eitherRequired !== undefined || choice.mistyped !== undefined));
  const explained = (error: VerboseAjvError) => kept.some((other) => other !== error && isProblem(other) && isAtOrUnder(other.instancePath, error.instancePath));
  // Another problem of the object or of one of its members than a member it does not evaluate.
  const failsWithin = (error: VerboseAjvError) => kept.some((other) => other.keyword !== 'unevaluatedProperties' && isProblem(other) && isAtOrUnder(other.instancePath, error.instancePath));
  for (const error of kept) {
    const choice = choices.find((candidate) => candidate.error === error);
    if (choice?.unmatched !== undefined) {
      const { key, value, allowed } = choice.unmatched;
      problems.push({ pointer: `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: `"${key}" is ${JSON.stringify(value)}; allowed: ${allowedList(allowed, value)}`, kind: 'values' });
      continue;
    }
    if (choice?.mistyped !== undefined) {
      problems.push({ pointer: error.instancePath, message: `${labelOf(error.instancePath)} is ${kindOf(error.data)}; expected ${expectedKinds(choice.mistyped.join(','))}`, kind: 'type' });
      continue;
    }
    if (choice?.eitherRequired !== undefined) {
      problems.push({ pointer: error.instancePath, message: `missing required property ${choice.eitherRequired.map((name) => `"${name}"`).join(' or ')}` });
      continue;
    }
    if (SUMMARY_KEYWORDS.has(error.keyword) && explained(error)) continue;
    const links = chains.get(error) ?? [];
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      // The members an object has too many are one problem: its members against what its place allows.
      const place = `${error.instancePath} ${placeOf(error) ?? ''}`;
      if (grouped.has(place)) continue;
      grouped.add(place);
      const names = [...new Set(kept.filter((other) => other.keyword === error.keyword && other.instancePath === error.instancePath && placeOf(other) === placeOf(error)).map(unexpectedNameOf))]
        // A member the place allows, left unevaluated only because a value of the object fails (3.1's
        // `flows` whose implicit flow lacks `scopes`; a path parameter's `explode` beside a `style`
        // no path parameter takes), is that failure, said where it lies.
        .filter((name) => !(error.keyword === 'unevaluatedProperties' && allowsName(error, name) && failsWithin(error)));
      if (names.length > 0) problems.push({ pointer: error.instancePath, message: unexpectedMembers(error, names, links) });
      continue;
    }
    const message = describe(error, links);
    const kind = error.keyword === 'type' ? 'type' : error.keyword === 'enum' || error.keyword === 'const' ? 'values' : message === VAGUE_NOT(labelOf(error.instancePath)) ? 'vague' : undefined;
    problems.push({ pointer: error.instancePath, message, ...(kind === undefined ? {} : { kind }) });
  }
  // A node of the wrong type is one problem: said with the values allowed when a list of them
  // was found (`"in" is 5; allowed: query, …`), else as its type.
  const listed = new Set(problems.filter((problem) => problem.kind === 'values').map((problem) => problem.pointer));
  // A `not` the message cannot say better than "a form not allowed" gives way to any other problem of its node.
  const said = (pointer: string) => problems.some((problem) => problem.kind !== 'vague' && isAtOrUnder(problem.pointer, pointer));
  const seen = new Set<string>();
  return problems.filter((problem) => !(problem.kind === 'type' && listed.has(problem.pointer)) && !(problem.kind === 'vague' && said(problem.pointer))).filter((problem) => {
    const key = `${problem.pointer} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map((problem): SchemaProblem => ({ path: segmentsOf(problem.pointer), message: problem.message }));
}
