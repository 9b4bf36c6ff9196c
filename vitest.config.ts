import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

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
/**
 * One worker process runs many browser and scenario files one after another, keeping the
 * modules it has loaded (`isolate: false`): puppeteer, msw, zod and the mock site's ~100
 * modules were loaded afresh in a new process for every file (1.4 s per file on a quiet
 * worker; 292 s of these layers' 1,780 s of worker time at a load of 12–21). Each file still
 * launches its own Chromium and its own sites, and the few module-level caches under sim/
 * and test/support/ hold nothing a file can see from another (docs/testing.md).
 */
const slow = {
  maxWorkers: SLOW_WORKERS,
  isolate: false,
  sequence: { groupOrder: 1 },
  environment: 'node',
} as const

/**
 * The browser and scenario files that take longest (measured: docs/testing.md), longest first.
 * A fresh clone has no timings of earlier runs, and vitest then starts the largest files first;
 * these are small files with long waits (axe over every fixture page, the corpus through each
 * sink), and one of them starting last kept two workers idle while it ran. A file missing
 * from this list only starts later; none is skipped.
 */
const LONGEST_FIRST = [
  'test/browser/axe-pages.test.ts',
  'test/scenario/sim-acceptance.test.ts',
  'test/browser/xss-antispam.test.ts',
  'test/browser/xss-decoder.test.ts',
  'test/scenario/cli-record.test.ts',
  'test/browser/xss-antispam-admin.test.ts',
  'test/browser/soak-submissions.test.ts',
  'test/scenario/cli-shard.test.ts',
  'test/browser/hostile-csp.test.ts',
  'test/scenario/cli-pool.test.ts',
  'test/scenario/cli-reports.test.ts',
  'test/scenario/cli-commands.test.ts',
  'test/scenario/pointer-rate.test.ts',
  'test/scenario/cli-run.test.ts',
  'test/scenario/cli-trace.test.ts',
  'test/browser/forms-original-markup.test.ts',
  'test/scenario/cli-init.test.ts',
  'test/browser/antispam-decoder.test.ts',
]

/**
 * vitest's order (group, project, then earlier runs' timings or file size), changed in two
 * ways: the scenario files (8–50 s each) start before the browser files, whose many short ones
 * then end the run; and the files of LONGEST_FIRST go to the front of their project, in that
 * order. Each project's files stay together: a worker that kept its modules (`isolate: false`)
 * is reused only for a file of the same project.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`))
      return i === -1 ? LONGEST_FIRST.length : i
    }
    const lead = (f: TestSpecification) => (f.project.name === 'scenario' ? 0 : 1)
    // Array#sort is stable: files equal on all three keep vitest's order.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        lead(a) - lead(b) ||
        rank(a) - rank(b),
    )
  }
}

/**
 * Tests of a WordPress file marked concurrent that run at once (each opens the original's page
 * and ours side by side): their time is mostly waiting on the site and on the plugins' timers.
 */
const WORDPRESS_CONCURRENCY = 3

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
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
          // The plugin releases of ../shared/oracles (skipped without them): npm run test:contract.
          name: 'compat-contract',
          ...slow,
          include: ['test/compat/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
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
