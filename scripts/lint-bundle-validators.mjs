// In the lint bundle, src/lint/bundled-validators.ts (scripts/bundle-cli.mjs): the compiled validators it carries in
// itself (`BUNDLED_VALIDATORS` of src/lint/structural-validation.ts), each a module of the bundle
// evaluated on its first call. The 3.0 verdict only, which most documents need and every valid one
// runs to the end: loaded from dist/generated/, Node reads, resolves and compiles it (with its own
// `require`s) on every such lint, about 15 ms of a small document's; in the bundle, it is compiled
// once, into V8's code cache. The other versions, and the full validators (run only on a document
// the verdict rejects), stay in dist/generated/: each would add its size to every lint's read.
export const BUNDLED_VALIDATORS = {
  'openapi-v3-verdict.cjs': () => require('../dist/generated/openapi-v3-verdict.cjs'),
};
