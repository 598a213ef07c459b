import { fileURLToPath, pathToFileURL } from 'node:url';
import { CodeActionKind } from 'vscode-languageserver/node';
import type { CodeAction, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding, FindingFix, TextChange } from '../findings.js';
import { UsageError } from '../errors.js';
import { DocumentFixer } from '../fix/plan.js';

/**
 * The findings' fixes as code actions, the same edits `lint --fix` makes: the finding's own fix
 * (preferred), its suggestions (which say that clients must change), and the fixes of every
 * finding of that rule in the file at once. The edits are made on the texts the editor has,
 * saved or not, and may reach into the files the document's `$ref`s read.
 */

function workspaceEdit(changes: readonly TextChange[]): WorkspaceEdit {
  const byUri: Record<string, TextEdit[]> = {};
  for (const change of changes) (byUri[pathToFileURL(change.file).href] ??= []).push({ range: change.range, newText: change.text });
  return { changes: byUri };
}

export class FixActions {
  /** The document last loaded for fixes, until any open document changes: code actions are asked for at every cursor move. */
  private last: { key: string; fixer: Promise<DocumentFixer | undefined> } | undefined;

  constructor(private readonly allowExternalRefs: () => boolean) {}

  private fixerFor(document: string, open: readonly TextDocument[]): Promise<DocumentFixer | undefined> {
    const files = open.filter((item) => item.uri.startsWith('file:'));
    const key = JSON.stringify([document, files.map((item) => [item.uri, item.version])]);
    if (this.last?.key !== key) {
      const texts = new Map(files.map((item) => [fileURLToPath(item.uri), item.getText()]));
      const fixer = DocumentFixer.load(document, { allowExternalRefs: this.allowExternalRefs(), cwd: process.cwd(), texts }).catch((error: unknown) => {
        if (error instanceof UsageError) return undefined;
        throw error;
      });
      this.last = { key, fixer };
    }
    return this.last.fixer;
  }

  async actionsFor(finding: Finding, diagnostic: Diagnostic, fileFindings: readonly Finding[], open: readonly TextDocument[]): Promise<CodeAction[]> {
    const fixes: Array<{ fix: FindingFix; suggestion: boolean }> = [
      ...(finding.fix === undefined ? [] : [{ fix: finding.fix, suggestion: false }]),
      ...(finding.suggestions ?? []).map((fix) => ({ fix, suggestion: true })),
    ];
    const first = fixes[0];
    if (first === undefined) return [];
    const fixer = await this.fixerFor(first.fix.document, open);
    if (fixer === undefined) return [];
    const actions: CodeAction[] = [];
    for (const { fix, suggestion } of fixes) {
      const changes = await fixer.changesOf(fix);
      if (changes === undefined || changes.length === 0) continue;
      actions.push({
        title: suggestion ? `Suggestion: ${fix.description} (changes the contract: clients must change)` : `Fix: ${fix.description}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        ...(suggestion ? {} : { isPreferred: true }),
        edit: workspaceEdit(changes),
      });
    }
    const sameRule = fileFindings.filter((other) => other.code === finding.code && other.fix?.document === finding.fix?.document && other.fix !== undefined);
    if (finding.fix !== undefined && sameRule.length > 1) {
      const plan = await fixer.plan(sameRule.map((other) => other.fix as FindingFix));
      const changes = [...plan.files.values()].flatMap(({ read, edits }) => edits.map((edit) => fixer.textChangeOf(read, edit)));
      if (changes.length > 0) {
        actions.push({ title: `Fix all ${finding.code} findings in this file (${plan.placed.length})`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(changes) });
      }
    }
    return actions;
  }
}
