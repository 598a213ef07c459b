import type { Finding } from '../findings.js';
import { UsageError } from '../errors.js';
import { DocumentFixer } from './plan.js';

/**
 * Fills in the text of the findings' fixes and suggestions (`FindingFix.changes`), for the
 * reports that carry text edits (SARIF): each document is loaded once, and each fix placed on
 * its own. A document that does not parse, or a fix that cannot be placed, gets no text.
 */
export async function fillTextChanges(findings: Iterable<Finding>, options: { allowExternalRefs: boolean; cwd: string }): Promise<void> {
  const fixers = new Map<string, Promise<DocumentFixer | undefined>>();
  const fixerOf = (document: string) => {
    let fixer = fixers.get(document);
    if (fixer === undefined) {
      fixer = DocumentFixer.load(document, options).catch((error: unknown) => {
        if (error instanceof UsageError) return undefined;
        throw error;
      });
      fixers.set(document, fixer);
    }
    return fixer;
  };
  for (const finding of findings) {
    for (const fix of [...(finding.fix === undefined ? [] : [finding.fix]), ...(finding.suggestions ?? [])]) {
      const fixer = await fixerOf(fix.document);
      const changes = await fixer?.changesOf(fix);
      if (changes !== undefined) fix.changes = changes;
    }
  }
}
