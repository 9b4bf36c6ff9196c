import { flag } from '../config/config-checks'
import type { AntispamContext } from '../context/feature'
import { contextFields } from '../storage/context-fields'
import { sanitizeForm } from './sanitize-form'
import { showForms } from './show-forms'
import { forceProtectionVerdict } from './verdict'

/** Dispatched on the document once the forms are in the page (contract e). */
export const ALLOWED_EVENT = 'apbctForceProtectionAllowed'

/**
 * Force protection (contract c.7, e), with `settings__forms__force_protection` on: one
 * `force_protection_check_bot` call with the context fields, then the decoded forms and
 * `apbctForceProtectionAllowed`, or the server's message in place of each form.
 */
export async function startForceProtection(ctx: AntispamContext): Promise<void> {
  const pub = (ctx.win as unknown as { ctPublic?: Record<string, unknown> }).ctPublic
  const on = flag(pub?.settings__forms__force_protection)
  if (!on.ok || !on.value) return
  const result = await ctx.transport.call({
    action: 'apbct_force_protection_check_bot',
    route: 'force_protection_check_bot',
    fields: contextFields(ctx.config, ctx.store, ctx.win),
  })
  const verdict = forceProtectionVerdict(result)
  const doc = ctx.win.document
  if (showForms(doc, verdict, sanitizeForm) && verdict.allow)
    doc.dispatchEvent(new Event(ALLOWED_EVENT))
}
