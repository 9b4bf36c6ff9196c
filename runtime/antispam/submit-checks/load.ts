import { loadChunk } from '../../core/chunk-loader'
import type { AntispamContext } from '../context/feature'
import type { FormProtection, FormProtectionChunk } from './types'

/**
 * The form scan's hook for the external / internal form checks: undefined when both
 * switches are off; else the first scan loads dist/form-protection.js and every scan (the
 * 1000 ms one and those for forms added later) hands it the page's new forms. Its stop is
 * added to `teardowns` (it stops the checks even when the chunk arrives after the runtime
 * was uninstalled). A failed load is logged (the chunk loader's error names the file) and
 * the forms work unchecked.
 */
export function formProtection(
  ctx: AntispamContext,
  teardowns: (() => void)[],
): (() => void) | undefined {
  if (!ctx.config.checkExternal && !ctx.config.checkInternal) return
  let running: Promise<FormProtection> | undefined
  const run = (f: (p: FormProtection) => void) => void running?.then(f).catch(console.error)
  teardowns.push(() => run((p) => p.stop()))
  return () => {
    running ??= loadChunk<FormProtectionChunk>('form-protection').then((c) => c.start(ctx))
    run((p) => p.scan())
  }
}
