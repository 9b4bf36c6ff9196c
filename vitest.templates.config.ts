import { defineConfig } from 'vitest/config'

/**
 * The conformance corpus, outside `npm test`: any folder of form-builder exports (the form
 * builder's own templates, a site's forms) converted, rendered in real Chromium, filled and
 * submitted. Run by `npm run test:templates -- --dir DIR` (scripts/test-templates.mjs).
 */
export default defineConfig({
  test: {
    include: ['test/templates/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
