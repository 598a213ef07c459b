import { createRequire } from 'node:module';

/**
 * The modules Spectral's YAML parser is built from, resolved through its own dependencies
 * (`@stoplight/spectral-parsers` 1.0.5 → `@stoplight/yaml` 4.3.0 → `@stoplight/yaml-ast-parser`
 * 0.0.50), so that the fork in yaml-parser.ts reads the very syntax tree Spectral's parser reads.
 * Loading throws, naming the package, when a function the fork calls is not there.
 */

/** The part of `@stoplight/yaml` the fork calls; its syntax tree is typed where it is read. */
/** Node kinds of `@stoplight/yaml-ast-parser`'s syntax tree (its `Kind` enum), as the fork reads them. */
export const YAML_KIND = { SCALAR: 0, MAPPING: 1, MAP: 2, SEQ: 3, ANCHOR_REF: 4 } as const;

export interface StoplightYaml {
  getLocationForJsonPath(result: unknown, path: ReadonlyArray<string | number>, closest?: boolean): unknown;
  buildJsonPath(node: unknown): Array<string | number>;
  lineForPosition(position: number, lineMap: number[]): number;
  dereferenceAnchor(node: unknown, anchorId: string | undefined): unknown;
}

/** The part of `@stoplight/yaml-ast-parser` the fork calls. */
export interface YamlAstParser {
  load(text: string, options: Record<string, unknown>): unknown;
  determineScalarType(node: unknown): number;
  parseYamlBoolean(value: unknown): boolean;
  parseYamlBigInteger(value: unknown): number | bigint;
  parseYamlFloat(value: unknown): number;
}

function requireChecked<T>(load: () => unknown, name: string, functions: ReadonlyArray<keyof T>): T {
  let loaded: unknown;
  try {
    loaded = load();
  } catch (error) {
    throw new Error(`cannot load ${name}, which the YAML parser in src/spectral-internals/ builds on: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  for (const fn of functions) {
    if (typeof (loaded as Record<PropertyKey, unknown> | undefined)?.[fn] !== 'function') {
      throw new Error(`${name}: ${String(fn)} not found; the YAML parser in src/spectral-internals/yaml-parser.ts must be brought up to date`);
    }
  }
  return loaded as T;
}

let modules: { yaml: StoplightYaml; ast: YamlAstParser } | undefined;

export function spectralYamlModules(): { yaml: StoplightYaml; ast: YamlAstParser } {
  if (modules !== undefined) return modules;
  const requireNearParsers = createRequire(createRequire(import.meta.url).resolve('@stoplight/spectral-parsers'));
  const yaml = requireChecked<StoplightYaml>(() => requireNearParsers('@stoplight/yaml'), '@stoplight/yaml 4.3.0 (as loaded by @stoplight/spectral-parsers)',
    ['getLocationForJsonPath', 'buildJsonPath', 'lineForPosition', 'dereferenceAnchor']);
  const requireNearYaml = createRequire(requireNearParsers.resolve('@stoplight/yaml'));
  const ast = requireChecked<YamlAstParser>(() => requireNearYaml('@stoplight/yaml-ast-parser'), '@stoplight/yaml-ast-parser 0.0.50 (as loaded by @stoplight/yaml)',
    ['load', 'determineScalarType', 'parseYamlBoolean', 'parseYamlBigInteger', 'parseYamlFloat']);
  modules = { yaml, ast };
  return modules;
}
