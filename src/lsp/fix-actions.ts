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
 * saved or not, and may reach into the files the document's `$ref`s read. Making them reads the
 * document (a second for GitHub's 13 MB description, and a quarter of one for each "fix all"
 * after): for a client that asks for an action's edit when it is chosen, the actions are listed
 * without their edits (`listFor`), which reads nothing, and each edit is made when chosen (`editOf`).
 */

/** Which of a finding's fixes a listed action makes, carried by the action until it is chosen. */
export interface ChosenFix {
  uri: string;
  code: string;
  path: Array<string | number>;
  message: string;
  /** The finding's own fix, one of its suggestions (by its index), or the fix of every finding of its rule in the file. */
  which: 'fix' | 'all' | number;
}

interface OfferedFix {
  fix: FindingFix;
  suggestion: boolean;
  which: 'fix' | number;
}

function offeredFixes(finding: Finding): OfferedFix[] {
  return [
    ...(finding.fix === undefined ? [] : [{ fix: finding.fix, suggestion: false, which: 'fix' as const }]),
    ...(finding.suggestions ?? []).map((fix, index) => ({ fix, suggestion: true, which: index })),
  ];
}

function fixTitle({ fix, suggestion }: OfferedFix): string {
  return suggestion ? `Suggestion: ${fix.description} (changes the contract: clients must change)` : `Fix: ${fix.description}`;
}

function fixAllTitle(code: string, count: number): string {
  return `Fix all ${code} findings in this file (${count})`;
}

/** The findings of the finding's rule in the file whose fixes edit the same document. */
function sameRuleFixes(finding: Finding, fileFindings: readonly Finding[]): FindingFix[] {
  return fileFindings.flatMap((other) => (other.code === finding.code && other.fix !== undefined && other.fix.document === finding.fix?.document ? [other.fix] : []));
}

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
    const fixes = offeredFixes(finding);
    const first = fixes[0];
    if (first === undefined) return [];
    const fixer = await this.fixerFor(first.fix.document, open);
    if (fixer === undefined) return [];
    const actions: CodeAction[] = [];
    for (const offered of fixes) {
      const changes = await fixer.changesOf(offered.fix);
      if (changes === undefined || changes.length === 0) continue;
      actions.push({ title: fixTitle(offered), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], ...(offered.suggestion ? {} : { isPreferred: true }), edit: workspaceEdit(changes) });
    }
    const sameRule = sameRuleFixes(finding, fileFindings);
    if (finding.fix !== undefined && sameRule.length > 1) {
      const { changes, placed } = await allChanges(fixer, sameRule);
      if (changes.length > 0) actions.push({ title: fixAllTitle(finding.code, placed), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(changes) });
    }
    return actions;
  }

  /** The same actions without their edits, each carrying its `ChosenFix` as data; "fix all" counts the findings with a fix. */
  listFor(finding: Finding, diagnostic: Diagnostic, fileFindings: readonly Finding[], uri: string): CodeAction[] {
    const chosen = (which: ChosenFix['which']): { chosenFix: ChosenFix } => ({ chosenFix: { uri, code: finding.code, path: finding.path, message: finding.message, which } });
    const actions: CodeAction[] = offeredFixes(finding).map((offered) => ({
      title: fixTitle(offered), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], ...(offered.suggestion ? {} : { isPreferred: true }), data: chosen(offered.which),
    }));
    const sameRule = sameRuleFixes(finding, fileFindings);
    if (finding.fix !== undefined && sameRule.length > 1) actions.push({ title: fixAllTitle(finding.code, sameRule.length), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], data: chosen('all') });
    return actions;
  }

  /** The edit of a listed action once chosen; undefined where the fix can no longer be made. */
  async editOf(which: ChosenFix['which'], finding: Finding, fileFindings: readonly Finding[], open: readonly TextDocument[]): Promise<WorkspaceEdit | undefined> {
    if (which === 'all') {
      const sameRule = sameRuleFixes(finding, fileFindings);
      const fixer = finding.fix === undefined ? undefined : await this.fixerFor(finding.fix.document, open);
      const changes = fixer === undefined ? [] : (await allChanges(fixer, sameRule)).changes;
      return changes.length > 0 ? workspaceEdit(changes) : undefined;
    }
    const fix = which === 'fix' ? finding.fix : finding.suggestions?.[which];
    const fixer = fix === undefined ? undefined : await this.fixerFor(fix.document, open);
    const changes = fix === undefined ? undefined : await fixer?.changesOf(fix);
    return changes === undefined || changes.length === 0 ? undefined : workspaceEdit(changes);
  }
}

/** The edits of many fixes at once, as `lint --fix` makes them, and how many were placed. */
async function allChanges(fixer: DocumentFixer, fixes: readonly FindingFix[]): Promise<{ changes: TextChange[]; placed: number }> {
  const plan = await fixer.plan(fixes);
  return { changes: [...plan.files.values()].flatMap(({ read, edits }) => edits.map((edit) => fixer.textChangeOf(read, edit))), placed: plan.placed.length };
}
