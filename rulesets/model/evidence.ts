/**
 * One piece of evidence a reading of a path rests on: a stable id (`id-follows-elsewhere`,
 * `get-answers-list`, `vocabulary:singletons`, `config:basePath`) and what shows it: another path of
 * the document, the operations of this one, a vocabulary list's entry or a configuration key.
 */
export interface Evidence {
  id: string;
  /** What the evidence says, in a few words (`/team/{teamId} follows it with an id`). */
  detail: string;
  /** Where it comes from: a path key, a JSON pointer, `rulesets/vocabulary/<list>.json`, an option. */
  source?: string;
}

/** Evidence gathered about the document's names, by prefix key (`users`, `api/policy-engine`), as the decisions are made. */
export class NameEvidence {
  private readonly byName = new Map<string, Evidence[]>();

  add(prefixKey: string, evidence: Evidence): void {
    const found = this.byName.get(prefixKey);
    if (found === undefined) this.byName.set(prefixKey, [evidence]);
    else if (!found.some((known) => known.id === evidence.id)) found.push(evidence);
  }

  of(prefixKey: string): readonly Evidence[] {
    return this.byName.get(prefixKey) ?? [];
  }
}
