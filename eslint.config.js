// Lint rules, including the one-way import flow of the architecture:
//   each folder of runtime/, sim/ and cli/ imports only what its row in deps.mjs allows;
//   runtime/ uses no Node built-ins; process.exit and direct stdout writes live only in cli/.
import tseslint from 'typescript-eslint'
import { DEPS } from './deps.mjs'
import bramble from './scripts/eslint-allowed-imports.mjs'

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
    files: ['runtime/**/*.{ts,tsx}', 'sim/**/*.{ts,tsx}', 'cli/**/*.{ts,tsx}'],
    plugins: { bramble },
    rules: { 'bramble/allowed-imports': ['error', { root: import.meta.dirname, deps: DEPS }] },
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
