import path from 'node:path';
import { UsageError } from '../errors.js';
import type { Finding } from '../findings.js';
import type { DocumentFixResult, FixType } from '../fix/fix.js';

/** `lint --fix`, `--fix-dry-run` and `--fix-type`, between the lint and its report. */
export interface FixFlags {
  fix?: boolean;
  fixDryRun?: boolean;
  fixType?: string;
}

const FIX_TYPES: readonly FixType[] = ['safe', 'breaking'];

/** The kind of fixes asked for, or undefined when none is. */
export function fixTypeOf(flags: FixFlags): FixType | undefined {
  if (flags.fixType !== undefined && !(FIX_TYPES as readonly string[]).includes(flags.fixType)) {
    throw new UsageError(`--fix-type "${flags.fixType}": expected ${FIX_TYPES.join(' or ')}`);
  }
  if (flags.fix !== true && flags.fixDryRun !== true) {
    if (flags.fixType !== undefined) throw new UsageError('--fix-type says which fixes --fix or --fix-dry-run makes: give one of them');
    return undefined;
  }
  if (flags.fix === true && flags.fixDryRun === true) throw new UsageError('--fix writes the fixes and --fix-dry-run only prints them: give one of them');
  return (flags.fixType as FixType | undefined) ?? 'safe';
}

function byRule(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
  return [...counts].sort(([left], [right]) => left.localeCompare(right)).map(([rule, count]) => `${rule} ${count}`).join(', ');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Makes (or, dry, prints as a unified diff) the fixes of the findings, one document at a time,
 * and gives back the findings without those fixed. What was fixed, what is left and, with
 * `--fix-type breaking`, what clients must change, is said on stderr.
 */
export async function fixFindings(
  groups: AsyncIterable<readonly [string, Finding[]]>,
  options: { type: FixType; dryRun: boolean; allowExternalRefs: boolean; cwd: string },
): Promise<Array<readonly [string, Finding[]]>> {
  // Loaded only when asked for: a plain lint loads neither the fixes nor `diff`.
  const { diffOfPlan, planDocumentFixes, writePlan } = await import('../fix/fix.js');
  const all: Array<readonly [string, Finding[]]> = [];
  const byDocument = new Map<string, Finding[]>();
  for await (const group of groups) {
    all.push(group);
    for (const finding of group[1]) {
      const fix = finding.fix ?? (options.type === 'breaking' ? finding.suggestions?.[0] : undefined);
      if (fix !== undefined) byDocument.set(fix.document, [...byDocument.get(fix.document) ?? [], finding]);
    }
  }
  const say = (line: string) => process.stderr.write(`api-conventions: ${line}\n`);
  const relative = (file: string) => path.relative(options.cwd, file) || file;
  const fixed = new Set<Finding>();
  const results: DocumentFixResult[] = [];
  const filesChanged = new Set<string>();
  for (const [document, findings] of [...byDocument].sort(([left], [right]) => left.localeCompare(right))) {
    const result = await planDocumentFixes(document, findings, options);
    results.push(result);
    if (result.refused !== undefined) {
      say(`${relative(document)}: not fixed: ${result.refused.replace(`${document}: `, '')}`);
      continue;
    }
    if (result.plan === undefined || result.plan.files.size === 0) continue;
    if (options.dryRun) process.stdout.write(diffOfPlan(result.plan, options.cwd));
    else {
      const changed = await writePlan(result.plan);
      if (changed.length > 0) {
        say(`${relative(document)}: not fixed: ${changed.map(relative).join(', ')} changed since it was read; lint and fix again`);
        continue;
      }
    }
    for (const file of result.plan.files.keys()) filesChanged.add(file);
    for (const finding of result.fixed) fixed.add(finding);
  }
  const left = results.flatMap((result) => result.left.filter((finding) => !fixed.has(finding)));
  const fixedList = [...fixed];
  const verb = options.dryRun ? 'would fix' : 'fixed';
  if (fixedList.length === 0) say(`${options.dryRun ? 'would fix' : 'fixed'} nothing${left.length === 0 ? '' : `; ${plural(left.length, 'fixable finding')} left (${byRule(left)}): see docs/fix.md`}`);
  else {
    say(`${verb} ${plural(fixedList.length, 'finding')} in ${[...filesChanged].map(relative).join(', ')} (${byRule(fixedList)})`
      + `${left.length === 0 ? '' : `; ${plural(left.length, 'fixable finding')} left (${byRule(left)}): their fix could not be placed or would break a client`}`);
  }
  const breaking = results.flatMap((result) => result.breaking);
  if (breaking.length > 0) {
    say(`${options.dryRun ? 'these fixes would change' : 'these fixes changed'} the contract; clients must change: ${breaking.map((change) => change.message).join('; ')}`);
  }
  return all.map(([source, findings]) => [source, findings.filter((finding) => !fixed.has(finding))] as const);
}
