// Lint rules, including the one-way import flow of the architecture:
//   each folder of runtime/, sim/, cli/, bench/, scripts/ and test/ imports only what its row
//   in deps.mjs allows; runtime/ uses no Node built-ins; process.exit and direct stdout writes
//   live only in cli/; messages get their prefix from one formatter per layer.
import tseslint from 'typescript-eslint'
import { DEPS } from './deps.mjs'
import bramble from './scripts/eslint-allowed-imports.mjs'

// Page globals whose use is an effect; runtime/forms/logic takes them as parameters instead.
const PAGE_EFFECTS = [
  'fetch',
  'XMLHttpRequest',
  'location',
  'document',
  'window',
  'navigator',
  'history',
  'localStorage',
  'sessionStorage',
]
const PURE =
  'runtime/forms/logic is pure: take this effect as a parameter (see submit/, mount-form.tsx).'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'reports/**',
      'node_modules/**',
      '.vitest-results/**',
      '.bench/**',
      // The real-WordPress test site's unpacked core and plugins (scripts/wordpress).
      '.wordpress/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Which folder may import which: the table in deps.mjs (docs/imports.md).
    files: [
      'runtime/**/*.{ts,tsx}',
      'sim/**/*.{ts,tsx}',
      'cli/**/*.{ts,tsx}',
      'bench/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
      'test/**/*.ts',
    ],
    plugins: { bramble },
    rules: { 'bramble/allowed-imports': ['error', { root: import.meta.dirname, deps: DEPS }] },
  },
  {
    // One message formatter per layer: runtime/core/message.ts (browser bundles) and
    // sim/message.js (Node). Tests spell out the messages they expect.
    files: ['{runtime,sim,cli,scripts,bench}/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx,mjs}',
      'runtime/test-support/**',
      'runtime/core/message.ts',
      'sim/message.js',
    ],
    plugins: { bramble },
    rules: { 'bramble/message-prefix': 'error' },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: ['runtime/**/*.test.{ts,tsx}', 'runtime/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process'],
              message: 'runtime/ runs in browsers: no Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // runtime/forms/logic is the form's state and rules, data in, data out: the page's
    // effects (network, navigation, DOM, chunk loading) are passed in by submit/ and
    // mount-form.tsx. deps.mjs keeps runtime/core (the chunk loader) out of its imports.
    files: ['runtime/forms/logic/**/*.ts'],
    ignores: ['runtime/forms/logic/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PAGE_EFFECTS.map((name) => ({ name, message: PURE }))],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name=/^(globalThis|window|self)$/][property.name=/^(${PAGE_EFFECTS.join('|')})$/]`,
          message: PURE,
        },
      ],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'sim/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'exit', message: 'Only cli/ decides the exit code.' },
        {
          object: 'process',
          property: 'stdout',
          message: 'Only cli/ writes to stdout; take a stream.',
        },
      ],
    },
  },
)
