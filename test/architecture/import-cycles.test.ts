import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/**
 * The modules of the library and the ruleset import one another without a cycle, counting every
 * import that is there when the code runs: static ones, re-exports and `import()`, which hides a
 * cycle without removing it. Type-only imports are left out: `verbatimModuleSyntax` erases them,
 * and two interfaces that name each other are one contract, not a load order.
 */

const FOLDERS = ['src', 'rulesets'];

function typescriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return typescriptFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function typeOnly(clause: ts.ImportClause | undefined): boolean {
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The specifiers a module loads when it runs: imports and re-exports that are not type-only, and `import()` of a literal. */
function runtimeImports(fileName: string, text: string): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier !== undefined && ts.isStringLiteralLike(specifier)) specifiers.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false));
  return specifiers;
}

/** The project's modules a file loads, by absolute path (`./x.js` is `x.ts`). */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const imports: string[] = [];
  for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts');
    const found = [resolved, `${resolved}.ts`, path.join(resolved, 'index.ts')].find((candidate) => known.has(candidate));
    if (found !== undefined) imports.push(found);
  }
  return imports;
}

/** The module graph's cycles, one through each knot of modules, as the list of modules around it (first one repeated last). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; a component of more than one module, or one that imports itself, holds a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(cycleThrough(component, graph));
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** One concrete cycle inside a strongly connected component: the shortest path from its first module back to it. */
function cycleThrough(component: readonly string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return [start, start];
}

describe('the import graph of src/ and rulesets/', () => {
  it('finds a cycle where there is one, and reads what a module loads', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']]]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
    const text = "import type { A } from './a.js';\nimport { type B } from './b.js';\nimport { c } from './c.js';\nconst d = await import('./d.js');\nexport * from './e.js';\nexport type { F } from './f.js';\nimport './g.js';\n";
    expect(runtimeImports('module.ts', text)).toEqual(['./c.js', './d.js', './e.js', './g.js']);
  });

  it('has no cycle, static or dynamic', () => {
    const files = FOLDERS.flatMap((folder) => typescriptFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
