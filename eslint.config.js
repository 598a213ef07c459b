// ESLint over the sources, the ruleset, the tests and the scripts, with typescript-eslint's
// type-aware rules: the checks the compiler cannot make (floating promises, unsafe `any`,
// needless assertions). Each rule switched off below says why.
import eslint from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'fixtures/', '.corpora/', '.bench/', '.real-world/', 'coverage/'] },
  eslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // tsconfig.test.json: the sources and the tests, as `npm run typecheck` checks them.
      parserOptions: { project: './tsconfig.test.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Findings carry Spectral's severities as the numbers 0-3; comparing its numeric enum with them is the point.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // `_name` and rest siblings drop a value on purpose (`const { [key]: _removed, ...rest } = body`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Reporters and the JUnit/SARIF writers strip the control characters XML and terminals cannot carry.
    files: ['src/reporters/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The adapters of Spectral's internals keep the original methods, to call them with the right
    // `this`, and reach modules that ship no types (dependency-graph's DepGraph as the resolver
    // re-exports it, json-ref-resolver's context), each checked at load time instead.
    files: ['src/spectral-internals/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // A bundled ruleset is evaluated as Spectral and its editor extension evaluate it (a Function
    // of the bundle's text), and the bundler's plugins come typed through packages whose types
    // NodeNext cannot resolve, so the linter sees `any` where the compiler sees the real types.
    files: ['src/config/load-ruleset.ts', 'test/parity/editor-loader.ts'],
    rules: {
      '@typescript-eslint/no-implied-eval': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['test/**'],
    rules: {
      // vitest's asymmetric matchers (`expect.any`, `expect.stringMatching`) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Tests keep a method to put it back after replacing it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
