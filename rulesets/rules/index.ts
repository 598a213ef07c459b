import type { ConventionRule } from '../rule.js';
import errorBodyShape from './error-body-shape.js';
import fieldCasing from './field-casing.js';
import pathNestingDepth from './path-nesting-depth.js';
import pathNouns from './path-nouns.js';

/** Every rule of the catalog, in the order of RULES.md. */
export const RULES: readonly ConventionRule[] = [
  pathNouns,
  pathNestingDepth,
  fieldCasing,
  errorBodyShape,
];
