import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Three layers run by `npm test` (scripts/test.mjs), and a fourth on its own:
 *  - unit: pure modules, runtime/ in a DOM emulation (happy-dom), sim/ and cli/ in Node;
 *  - browser: real Chromium loading dist/*.js into fixture pages served on loopback;
 *  - scenario: the `bramble` CLI end to end;
 *  - wordpress (`npm run test:wordpress`, not in `npm test`): real Chromium against a real
 *    WordPress with the two real plugins and ours, started once by its global setup.
 * The pure unit layer runs first on every core, in worker threads (cheaper to start than a
 * process per file; runtime/ files in VM contexts of a worker). The browser and scenario layers then run together, SLOW_WORKERS files at
 * a time: each file launches its own Chromium and its own mock site on a free port and writes
 * only to fresh temporary directories, and most of their time is spent waiting (on Chromium,
 * on the runtime's timers), so more files than cores keep both cores busy. Measured timings:
 * docs/testing.md.
 */
const cores = Math.max(1, availableParallelism())
/**
 * A unit test's own work takes milliseconds; the first test of a file may also pay a cold
 * import (Prettier's parsers, React, the calc engine), which on a loaded 2-core CI machine
 * took over the default 5 s (the scenario JSON-schema test, at a load of 36).
 */
const UNIT_TIMEOUT = 30_000
const unit = {
  maxWorkers: cores,
  pool: 'threads',
  sequence: { groupOrder: 0 },
  testTimeout: UNIT_TIMEOUT,
} as const
const dom = {
  environment: 'happy-dom',
  setupFiles: ['runtime/test-support/install-calc-engine.ts'],
  environmentOptions: { happyDOM: { url: 'http://localhost:8080/blog/hello-world/' } },
}
const DOM_TESTS = ['runtime/**/*.test.{ts,tsx}']
/**
 * runtime/ tests that need a worker of their own: their fake `performance` must also be the
 * clock of happy-dom's `Event.timeStamp`, which a VM context does not share.
 */
const DOM_TESTS_OWN_WORKER = ['runtime/antispam/signals/event-signals.test.ts']
/** Browser and scenario files at once (one group: vitest wants one worker count per group). */
const SLOW_WORKERS = Math.max(3, cores + 1)
const slow = { maxWorkers: SLOW_WORKERS, sequence: { groupOrder: 1 }, environment: 'node' } as const

/**
 * Tests of a WordPress file marked concurrent that run at once (each opens the original's page
 * and ours side by side): their time is mostly waiting on the site and on the plugins' timers.
 */
const WORDPRESS_CONCURRENCY = 3

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-dom',
          ...unit,
          ...dom,
          // A fresh VM context per file instead of a fresh worker: happy-dom is loaded once
          // per worker, not once per file (its set-up was most of this layer's time).
          pool: 'vmThreads',
          include: DOM_TESTS,
          exclude: DOM_TESTS_OWN_WORKER,
          setupFiles: ['test/support/vm-dom-globals.ts', ...dom.setupFiles],
        },
      },
      {
        test: {
          name: 'unit-dom-worker',
          ...unit,
          ...dom,
          include: DOM_TESTS_OWN_WORKER,
        },
      },
      {
        test: {
          name: 'unit-node',
          ...unit,
          include: [
            'sim/**/*.test.{ts,tsx}',
            'cli/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // The dashboard tests emulate an interactive terminal; Ink writes only the final
          // frame when it detects CI, so its CI detection must not leak in from the runner.
          env: { CI: 'false' },
        },
      },
      {
        test: {
          name: 'browser',
          ...slow,
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scenario',
          ...slow,
          include: ['test/scenario/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'wordpress',
          maxWorkers: 1,
          maxConcurrency: WORDPRESS_CONCURRENCY,
          sequence: { groupOrder: 2 },
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
