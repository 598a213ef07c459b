import { YAML_KIND, spectralYamlModules } from './spectral-yaml-modules.js';

/**
 * How much a YAML document grows when its aliases are expanded. Spectral's YAML parser copies the
 * anchored node at every alias, so nine aliases of nine aliases of … ("billion laughs") become
 * hundreds of millions of nodes from a few hundred bytes. Measured on the syntax tree of the very
 * parser Spectral uses, where an alias is one node pointing at its anchor, before any copy is made.
 */

const { MAPPING, MAP, SEQ, ANCHOR_REF } = YAML_KIND;

interface YamlNode {
  kind: number;
  key?: YamlNode | null;
  value?: unknown;
  mappings?: Array<YamlNode | null>;
  items?: Array<YamlNode | null>;
}

type LoadYaml = (text: string, options?: Record<string, unknown>) => YamlNode | undefined;

let loadYaml: LoadYaml | undefined;

function isNode(value: unknown): value is YamlNode {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'number';
}

function childrenOf(node: YamlNode): YamlNode[] {
  switch (node.kind) {
    case MAP: return (node.mappings ?? []).filter(isNode);
    case SEQ: return (node.items ?? []).filter(isNode);
    case MAPPING: return [node.key, node.value].filter(isNode);
    case ANCHOR_REF: return isNode(node.value) ? [node.value] : [];
    default: return [];
  }
}

/** Whether the text may hold an anchor and an alias at all (a cheap test before parsing). */
export function mayUseAliases(text: string): boolean {
  return /(?:^|[\s[{,])&[^\s[\]{},]/.test(text) && /(?:^|[\s[{,:])\*[^\s[\]{},]/.test(text);
}

export interface AliasExpansion {
  /** Nodes as written. */
  written: number;
  /** Nodes once every alias is replaced by a copy of its anchor (a float: it may be astronomical). */
  expanded: number;
}

/**
 * Counts nodes as written and as expanded. Sizes are memoised per node and computed without
 * recursion, so the cost is linear in the text whatever the expansion; an alias inside its own
 * anchor counts as one node, as the parser drops it.
 */
export function measureAliasExpansion(text: string): AliasExpansion {
  loadYaml ??= spectralYamlModules().ast.load as LoadYaml;
  let root: unknown;
  try {
    root = loadYaml(text, { ignoreDuplicateKeys: true });
  } catch {
    // What the parser cannot read it cannot expand either; the real parse reports the problem.
    return { written: 0, expanded: 0 };
  }
  return measureAliasExpansionOf(root);
}

/** The same measure on a syntax tree already parsed. */
export function measureAliasExpansionOf(root: unknown): AliasExpansion {
  if (!isNode(root)) return { written: 0, expanded: 0 };
  const expandedSize = new Map<YamlNode, number>();
  const onStack = new Set<YamlNode>();
  let written = 0;
  const stack: Array<{ node: YamlNode; expanded: boolean }> = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { node: YamlNode; expanded: boolean };
    const { node } = frame;
    if (!frame.expanded) {
      if (expandedSize.has(node)) {
        stack.pop();
        continue;
      }
      frame.expanded = true;
      onStack.add(node);
      if (node.kind !== ANCHOR_REF) written++;
      for (const child of childrenOf(node)) if (!expandedSize.has(child) && !onStack.has(child)) stack.push({ node: child, expanded: false });
      continue;
    }
    stack.pop();
    onStack.delete(node);
    let size = node.kind === ANCHOR_REF ? 0 : 1;
    for (const child of childrenOf(node)) size += expandedSize.get(child) ?? 1;
    expandedSize.set(node, size);
  }
  return { written, expanded: expandedSize.get(root) ?? written };
}
