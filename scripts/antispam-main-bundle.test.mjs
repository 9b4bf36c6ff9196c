import path from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/** dist/antispam.js as esbuild bundles it (minified, in memory). */
async function mainBundle() {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'runtime/antispam/entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}

// The main bundle imports the plugin modules of runtime/antispam/integrations/plugins/ for their
// page markers only; a descriptor that runs code at import (a helper call in it) would bring
// its rules along. The rules load with dist/antispam-plugins.js.
describe('dist/antispam.js and the plugin registry', () => {
  it('carries the plugins’ markers and none of their rules', async () => {
    const code = await mainBundle()
    // Booleans, so a failure names the string rather than printing the bundle.
    for (const marker of ['div.wfu_container', '.mcforms-wrapper', '[data-encoded-form]'])
      expect(code.includes(marker), `marker ${marker}`).toBe(true)
    for (const rule of [
      'wfu_ajax_action_ask_server',
      'cleantalk_force_elfsight_check',
      'fl_builder_subscribe_form_submit',
      'bloom_subscribe',
      'wp-recipe-maker/',
    ])
      expect(code.includes(rule), `rule string ${rule}`).toBe(false)
  }, 30_000)
})
