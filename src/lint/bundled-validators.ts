/**
 * The compiled validators a bundle carries in itself, by file name, each evaluated on its first
 * call: none here, where every validator is loaded from `dist/generated/`. The lint bundle's build
 * puts scripts/lint-bundle-validators.mjs in this module's place (scripts/bundle-cli.mjs).
 */
export const BUNDLED_VALIDATORS: Readonly<Record<string, (() => unknown) | undefined>> | undefined = undefined;
