import pluralize from 'pluralize';

/** Splits an identifier or path segment into lower-case words: `getUserOrders` → get, user, orders. */
export function splitWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/**
 * Verbs that name an operation rather than a thing. Only words whose use as a noun is rare in
 * API paths are here (`search`, `export`, `login` are left out: `/exports` is a fine collection).
 */
export const BUILTIN_VERBS: readonly string[] = [
  'get', 'list', 'create', 'add', 'insert', 'update', 'upsert', 'edit', 'modify', 'set', 'delete',
  'remove', 'destroy', 'erase', 'fetch', 'retrieve', 'read', 'find', 'save', 'make', 'do', 'perform',
  'execute', 'activate', 'deactivate', 'enable', 'disable', 'approve', 'reject', 'submit', 'send',
  'resend', 'publish', 'unpublish', 'verify', 'validate', 'confirm', 'generate', 'calculate',
  'compute', 'restore', 'reset', 'revoke', 'renew', 'rename', 'assign', 'unassign', 'attach',
  'detach', 'subscribe', 'unsubscribe', 'register', 'unregister', 'cancel', 'start', 'stop',
  'restart', 'pause', 'resume', 'trigger', 'retry', 'apply', 'invalidate', 'refresh', 'change',
  'authorize', 'authenticate', 'terminate', 'prune', 'exec', 'contains', 'exists',
];

/** The verbs of create, read, update and delete: an action sub-resource may not be one of them (§4). */
export const CRUD_VERBS: ReadonlySet<string> = new Set([
  'get', 'list', 'create', 'add', 'insert', 'update', 'upsert', 'edit', 'modify', 'set', 'delete',
  'remove', 'destroy', 'erase', 'fetch', 'retrieve', 'read', 'find', 'save', 'change',
]);

/**
 * Mass nouns that name one resource rather than a collection, and that pluralize would give a
 * plural (`/feedback`, `/users/{id}/history`); extended by the `extraUncountables` option.
 */
export const BUILTIN_UNCOUNTABLES: readonly string[] = [
  'feedback', 'content', 'auth', 'oauth', 'oauth2', 'graphql', 'billing', 'access', 'history',
  'progress', 'storage', 'usage', 'advice', 'research', 'knowledge', 'hardware', 'firmware',
  'middleware', 'info', 'pricing', 'shipping', 'tracking', 'logging', 'monitoring', 'onboarding',
  'messaging', 'telemetry', 'inventory', 'following',
];

export interface Vocabulary {
  verbs: ReadonlySet<string>;
  uncountables: ReadonlySet<string>;
  singletons: ReadonlySet<string>;
}

export function buildVocabulary(extraVerbs: readonly string[], extraUncountables: readonly string[], singletons: readonly string[]): Vocabulary {
  const lower = (words: readonly string[]) => new Set(words.map((word) => word.toLowerCase()));
  return {
    verbs: lower([...BUILTIN_VERBS, ...extraVerbs]),
    uncountables: lower([...BUILTIN_UNCOUNTABLES, ...extraUncountables]),
    singletons: lower(singletons),
  };
}

/** Particles that make a verb into a compound noun: add-on, set-ups, check-out, roll-back. */
const NOUN_PARTICLES: ReadonlySet<string> = new Set(['on', 'up', 'in', 'out', 'off', 'over', 'back'].flatMap((particle) => [particle, `${particle}s`]));

/** The verb a segment starts with, if any: `createUser` → `create`; `AddOnResults` starts with the noun add-on. */
export function leadingVerb(segment: string, vocabulary: Vocabulary): string | undefined {
  const [first, second] = splitWords(segment);
  if (first === undefined || !vocabulary.verbs.has(first)) return undefined;
  return second !== undefined && NOUN_PARTICLES.has(second) ? undefined : first;
}

/**
 * The word that carries a name's number: the last word, or the word before `of` in a phrase
 * such as `codes_of_conduct` or `terms-of-service`.
 */
export function headNoun(segment: string): string | undefined {
  const words = splitWords(segment);
  const of = words.indexOf('of');
  return of > 0 ? words[of - 1] : words.at(-1);
}

/** Whether a segment names a plural (or uncountable) noun, judged by its head noun. */
export function isPluralNoun(segment: string, vocabulary: Vocabulary): boolean {
  const last = headNoun(segment);
  if (last === undefined || /^\d+$/.test(last)) return true;
  if (vocabulary.uncountables.has(last)) return true;
  return pluralize.isPlural(last);
}

/** The plural spelling of a segment, changing only its head noun and keeping its separators. */
export function pluralSegment(segment: string): string {
  // `code_of_conduct` → `codes_of_conduct`: the head noun before `of` takes the plural.
  const of = /_of_|-of-|Of(?=[A-Z])/.exec(segment);
  if (of !== null && of.index > 0) return pluralSegment(segment.slice(0, of.index)) + segment.slice(of.index);
  const match = /([A-Za-z]+)([^A-Za-z]*)$/.exec(segment);
  if (match === null || match[1] === undefined) return segment;
  const lastRun = match[1];
  const camelTail = /[A-Z][a-z0-9]*$|[a-z0-9]+$/.exec(lastRun)?.[0] ?? lastRun;
  const head = segment.slice(0, match.index + lastRun.length - camelTail.length);
  return head + pluralize.plural(camelTail) + (match[2] ?? '');
}
