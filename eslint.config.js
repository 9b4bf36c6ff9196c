// Lint rules, including the one-way import flow of the architecture:
//   runtime/ imports nothing from sim/ or cli/ (and no Node built-ins);
//   sim/ imports nothing from cli/ or runtime/; sim/server and sim/pages stand alone;
//   sim/actors and sim/verdict are pure (no driver, server or report);
//   process.exit and direct stdout writes live only in cli/.
import tseslint from 'typescript-eslint'

const restrict = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'reports/**',
      'node_modules/**',
      '.vitest-results/**',
      '.bench/**',
      // The real-WordPress test site's cache: third-party sources.
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
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: ['runtime/**/*.test.{ts,tsx}'],
    rules: restrict(
      [
        ['**/sim/**', '**/cli/**', '**/test/**'],
        'runtime/ is browser code: it imports nothing from sim/, cli/ or test/.',
      ],
      [
        ['node:*', 'fs', 'path', 'os', 'child_process'],
        'runtime/ runs in browsers: no Node built-ins.',
      ],
    ),
  },
  {
    files: ['sim/**/*.ts'],
    rules: restrict([
      ['**/cli/**', '**/runtime/**'],
      'sim/ sees the runtime only as built bundles and never imports cli/.',
    ]),
  },
  {
    files: ['sim/server/**/*.ts', 'sim/pages/**/*.ts'],
    rules: restrict([
      [
        '**/driver/**',
        '**/report/**',
        '**/actors/**',
        '**/verdict/**',
        '**/cli/**',
        '**/runtime/**',
      ],
      'sim/server and sim/pages stand alone.',
    ]),
  },
  {
    files: ['sim/actors/**/*.ts', 'sim/verdict/**/*.ts'],
    rules: restrict([
      ['**/driver/**', '**/server/**', '**/report/**', '**/cli/**', '**/runtime/**'],
      'actors and verdict rules are pure: data in, data out.',
    ]),
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
