/** Pieces of the `.spectral.yaml` a team writes, for tests that write one. */

/** The first lines: the conventions, by the path `init` writes. */
export const EXTENDS_CONVENTIONS = 'extends:\n  - ./node_modules/api-conventions/dist/spectral/ruleset.js\n';

/**
 * The options rule as a file writes it, under a `rules:` indented by `indent`: `extensions` are
 * its options as YAML lines, indented as under `extensions:` at the top level (six spaces).
 */
export function optionsRule(extensions: string, indent = '  '): string {
  const lines = extensions.trimEnd().split('\n').map((line) => `${indent}${line}`).join('\n');
  return `${indent}api-conventions-options:\n${indent}  given: $\n${indent}  then: {function: truthy}\n${indent}  extensions:\n${lines}\n`;
}
