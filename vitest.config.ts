import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Three layers run by `npm test` (scripts/test.mjs), and a fourth on its own:
 *  - unit: pure modules, runtime/ in a DOM emulation (happy-dom), sim/ and cli/ in Node;
 *  - browser: real Chromium loading dist/*.js into fixture pages served on loopback;
 *  - scenario: the `bramble` CLI end to end;
 *  - wordpress (`npm run test:wordpress`, not in `npm test`): real Chromium against a real
 *    WordPress with the two real plugins and ours, started once by its global setup.
 * The pure unit layer runs first on every core; the browser and scenario layers, which start
 * Chromium processes of their own and wait on real time, then run one file at a time.
 */
const cores = Math.max(1, availableParallelism())
const unit = { maxWorkers: cores, sequence: { groupOrder: 0 } }

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-dom',
          ...unit,
          include: ['runtime/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['runtime/test-support/install-calc-engine.ts'],
          environmentOptions: { happyDOM: { url: 'http://localhost:8080/blog/hello-world/' } },
        },
      },
      {
        test: {
          name: 'unit-node',
          ...unit,
          include: ['sim/**/*.test.{ts,tsx}', 'cli/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The dashboard tests emulate an interactive terminal; Ink writes only the final
          // frame when it detects CI, so its CI detection must not leak in from the runner.
          env: { CI: 'false' },
        },
      },
      {
        test: {
          name: 'browser',
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scenario',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          include: ['test/scenario/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'wordpress',
          maxWorkers: 1,
          include: ['test/wordpress/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/wordpress/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
