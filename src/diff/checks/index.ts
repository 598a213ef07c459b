import { breakingChange } from './breaking-change.js';
import { breakingWithoutDeprecation } from './breaking-without-deprecation.js';
import type { DiffCheck } from './check.js';
import { deprecationWindow } from './deprecation-window.js';

export type { DiffCheck } from './check.js';
export { breakingChange, breakingWithoutDeprecation, deprecationWindow };

/** The diff checks in the order a report shows them: breaking first, then deprecations, then the changelog. */
export const DIFF_CHECKS: readonly DiffCheck[] = [breakingWithoutDeprecation, deprecationWindow, breakingChange];
