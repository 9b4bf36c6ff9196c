// Which folder may import which: the one-way flow of docs/architecture.md as a table.
// Read by the `bramble/allowed-imports` lint rule (scripts/eslint-allowed-imports.mjs).
//
// A row is a room: a folder (`sim/driver`, everything below it) or `folder/*` (only the
// files directly in it). A file belongs to the most specific room that holds it and may
// import anything in its own room plus what its row names in `may`: folders, or single
// modules by their path without extension (`sim/message`, `sim/driver/index`); `tests` adds
// folders for its `*.test.*` files only. Every file under runtime/, sim/, cli/ and bench/
// must be in a room. Adding to `may` is a decision: say why in docs/imports.md.

/** @type {Record<string, { may: readonly string[], tests?: readonly string[] }>} */
export const DEPS = {
  // Browser code: the two bundles share core/ and ui/, and see nothing of Node.
  'runtime/core': { may: [] },
  'runtime/ui': { may: ['runtime/core'] },
  'runtime/vendor': { may: ['runtime/core'] },
  'runtime/antispam': {
    // The block modal sanitizes HTML with the forms bundle's lazily loaded sanitizer (types only).
    may: ['runtime/core', 'runtime/ui', 'runtime/forms/html'],
    tests: ['runtime/test-support', 'sim/pages', 'sim/site'],
  },
  'runtime/forms': {
    may: ['runtime/core', 'runtime/ui'],
    // kinds/kinds.test.ts checks the mocked site's field types against the kinds table.
    tests: ['runtime/test-support', 'sim/pages'],
  },
  // The form's state and rules: pure, so not even runtime/core (its chunk loader); the
  // effects are passed in (submit/, mount-form.tsx). It reads the field kinds table and the
  // page data types in runtime/forms/*.
  'runtime/forms/logic': {
    // The message formatter is the one module of runtime/core it uses (pure).
    may: ['runtime/forms/*', 'runtime/forms/kinds', 'runtime/core/message'],
    tests: ['runtime/test-support'],
  },
  // Unit tests of runtime/ run against the mocked site of sim/.
  'runtime/test-support': {
    may: [
      'runtime/core',
      'runtime/ui',
      'runtime/antispam',
      'runtime/forms',
      'sim/pages',
      'sim/server',
      'sim/site',
    ],
  },

  // The simulator: data flows cli -> sim/report -> sim/driver -> sim/actors.
  'sim/*': { may: [] },
  'sim/site': { may: ['sim/*'] },
  // Pure, but its errors come from the message formatter.
  'sim/actors': { may: ['sim/message'] },
  'sim/verdict': { may: [] },
  // The contract-drift detector: reads plugin release folders, needs nothing else.
  'sim/contract': { may: ['sim/*'] },
  // Pages name the endpoints and keys the mocked server answers (its constants only).
  'sim/pages': { may: ['sim/*', 'sim/site', 'sim/server/handlers'] },
  'sim/server': { may: ['sim/*', 'sim/site', 'sim/pages'] },
  'sim/scenario': { may: ['sim/*', 'sim/site', 'sim/actors'] },
  'sim/report': { may: ['sim/scenario'] },
  'sim/driver': {
    may: [
      'sim/*',
      'sim/actors',
      'sim/pages',
      'sim/report',
      'sim/scenario',
      'sim/server',
      // A real-site run (--site) reads the site map and the site's settings.
      'sim/site',
      'sim/verdict',
    ],
  },

  // The command line: the only place that exits, prints, and wires the simulator together.
  'cli/*': { may: ['cli/commands', 'cli/gate', 'cli/ui', 'sim/*', 'sim/report', 'sim/scenario'] },
  'cli/commands': {
    may: [
      'cli/*',
      'cli/gate',
      'cli/ui',
      'sim/*',
      'sim/contract',
      'sim/driver',
      'sim/pages',
      'sim/report',
      'sim/scenario',
      'sim/server',
      'sim/site',
    ],
  },
  'cli/gate': { may: ['sim/*', 'sim/report', 'sim/scenario'] },
  'cli/ui': { may: ['sim/report', 'sim/scenario'] },

  // The bench drives the simulator only through its public entries (each room's index
  // module, the repository root, the message formatter), never its inner modules, and
  // measures the form store in Node (forms-calc.ts).
  bench: {
    may: [
      'sim/driver/index',
      'sim/pages/index',
      'sim/scenario/index',
      'sim/server/index',
      'sim/site/index',
      'sim/verdict/index',
      'sim/message',
      'sim/repo-root',
      'runtime/forms',
    ],
  },
  // Trace readings and statistics: read by every suite, they read nothing of the bench.
  'bench/lib': { may: ['sim/message'] },
}
