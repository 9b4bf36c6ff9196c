import path from 'node:path'
import { exportFiles } from '../../sim/pages/nff/templates'

/**
 * The folder of `.nff` exports the conformance tests run on: `BRAMBLE_TEMPLATES_DIR`, set by
 * `npm run test:templates -- --dir DIR` (scripts/test-templates.mjs).
 */
export function templatesDir(): string {
  const dir = process.env.BRAMBLE_TEMPLATES_DIR
  if (!dir) {
    throw new Error(
      '[bramble] Failed to find the exports to test: BRAMBLE_TEMPLATES_DIR is not set. Run `npm run test:templates -- --dir DIR`.',
    )
  }
  return path.resolve(dir)
}

/** The `.nff` files of the folder, as absolute paths. */
export function templateFiles(): string[] {
  const dir = templatesDir()
  return exportFiles(dir).map((f) => path.join(dir, f))
}
