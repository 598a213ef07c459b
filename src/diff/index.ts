/** `diff`: the breaking changes between two versions of a description, judged by §9. */
export type { DiffOptions, DiffRun } from './diff.js';
export { diff, diffDocuments } from './diff.js';
export type { Change, ChangeKind } from './changes.js';
export { CHANGE_KINDS } from './changes.js';
export type { DiffCheck } from './checks/index.js';
export { DIFF_CHECKS } from './checks/index.js';
