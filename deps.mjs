// Which folder may import which: the one-way flow of docs/architecture.md as a table.
// Read by the `bramble/allowed-imports` lint rule (scripts/eslint-allowed-imports.mjs).
//
// A row is a room: a folder (`sim/driver`, everything below it) or `folder/*` (only the
// files directly in it). A file belongs to the most specific room that holds it and may
// import anything in its own room plus what its row names in `may`: folders, or single
// modules by their path without extension (`sim/message`, `sim/driver/index`); `types` names
// folders (or modules) it may take types from only (`import type`), and `tests` adds folders
// for its `*.test.*` files only. Every file under runtime/, sim/, cli/, bench/, scripts/ and
// test/ must be in a room. Adding to `may` or `types` is a decision: say why in
// docs/imports.md.

/**
 * @typedef {{ may: readonly string[], types?: readonly string[], tests?: readonly string[] }} Row
 */

/**
 * The rows of a bundle's rooms, listed top to bottom: each room may import the rooms listed
 * after it (and `below`, the folders every one of them may use), never one listed before it,
 * so imports inside the bundle flow one way. `extra` adds to a room's row (types-only
 * exceptions, more test folders).
 * @param {readonly string[]} rooms
 * @param {{ below: readonly string[], tests: readonly string[], extra?: Record<string, Partial<Row>> }} options
 * @returns {Record<string, Row>}
 */
export function layers(rooms, { below, tests, extra = {} }) {
  return Object.fromEntries(
    rooms.map((room, i) => [
      room,
      { may: [...rooms.slice(i + 1), ...below], tests, ...extra[room] },
    ]),
  )
}

/** @type {Record<string, Row>} */
export const DEPS = {
  // Browser code: the two bundles share core/ and ui/, and see nothing of Node.
  'runtime/core': { may: [] },
  'runtime/ui': { may: ['runtime/core'] },
  'runtime/vendor': { may: ['runtime/core'] },
  // dist/antispam.js, top to bottom (docs/imports.md says what each room is).
  ...layers(
    [
      'runtime/antispam/*', // entry, install, the feature list
      'runtime/antispam/lazy', // the antispam-lazy.js chunk: parts of the features below
      'runtime/antispam/ui', // the antispam-ui.js chunk: React views of the features below
      'runtime/antispam/page-forms',
      'runtime/antispam/submit-checks',
      'runtime/antispam/integrations/*', // the feature, the plugin chunk and its loader
      'runtime/antispam/integrations/plugins', // one module per plugin, and the registry
      'runtime/antispam/integrations/engine', // the hooks and rewriting every plugin uses
      'runtime/antispam/encoded-forms',
      'runtime/antispam/block-modal',
      'runtime/antispam/badge',
      'runtime/antispam/email-decoder',
      'runtime/antispam/email-check',
      'runtime/antispam/pixel',
      'runtime/antispam/signals',
      'runtime/antispam/chunks', // loaders, surfaces and shared styles of the lazy and UI chunks
      'runtime/antispam/context', // what a feature is and is installed with
      'runtime/antispam/storage',
      'runtime/antispam/transport',
      'runtime/antispam/events',
      'runtime/antispam/config',
    ],
    {
      below: ['runtime/core', 'runtime/ui'],
      tests: ['runtime/test-support', 'sim/pages', 'sim/site'],
      // The block modal sanitizes HTML with the forms bundle's lazily loaded sanitizer.
      extra: { 'runtime/antispam/ui': { types: ['runtime/forms/html'] } },
    },
  ),
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

  // npm run bench: suites on the shared trace and statistics helpers (bench/lib), driving
  // the simulator only through its public entries (each room's index module, the repository
  // root, the message formatter), never its inner modules.
  'bench/*': {
    may: [
      'bench/lib',
      'sim/driver/index',
      'sim/pages/index',
      'sim/scenario/index',
      'sim/server/index',
      'sim/site/index',
      'sim/verdict/index',
      'sim/message',
      'sim/repo-root',
      // The calculation bench runs the form's calc engine on its own (forms-calc.ts).
      'runtime/forms/logic',
    ],
    // The calculation bench builds page data.
    types: ['runtime/forms'],
  },
  // Trace readings and statistics: read by every suite, they read nothing of the bench.
  'bench/lib': { may: ['sim/message'] },

  // Tooling: the checks, the test runner, the real-WordPress site; their messages come from
  // the Node formatter (sim/message.js).
  'scripts/*': { may: ['sim/message'], tests: ['deps.mjs'] },
  'scripts/wordpress/*': { may: ['wordpress', 'sim/message'] },
  'scripts/wordpress/compat': { may: ['scripts/wordpress/*', 'wordpress', 'sim/message'] },

  // The test layers: each drives the built bundles or the CLI through the simulator.
  'test/support': {
    may: ['sim/*', 'sim/driver', 'sim/pages', 'sim/server'],
  },
  'test/browser': {
    may: [
      'test/support',
      'sim/*',
      'sim/actors',
      'sim/driver',
      'sim/pages',
      'sim/server',
      'sim/site',
    ],
    // The soak test sends with the form bundle's own timed fetch.
    tests: ['runtime/forms/submit'],
  },
  'test/scenario': {
    may: [
      'test/support',
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
  'test/compat': { may: ['test/support', 'sim/contract'] },
  'test/templates': { may: ['test/support', 'sim/pages', 'sim/site'] },
  'test/wordpress/*': {
    may: ['test/support', 'scripts/wordpress', 'sim/pages', 'sim/server', 'sim/site', 'wordpress'],
  },
  'test/wordpress/zoo': {
    may: [
      'test/wordpress/*',
      'test/support',
      'sim/actors',
      'sim/driver',
      'sim/scenario',
      'sim/site',
    ],
  },
}
