import type { AntispamContext } from '../feature'
import { fieldSource } from '../integrations/field-source'
import { serverAllows } from '../integrations/pre-check-run'
import { externalCheckFields, internalCheckFields } from './check-fields'
import { holdSubmits, type SubmitCheck } from './hold-submits'
import { internalVerdict } from './internal-verdict'
import { isExternalForm, isInternalForm } from './targets'
import type { FormProtection } from './types'

/**
 * External and internal form checks (contract c.7), with `settings__forms__check_external`
 * / `settings__forms__check_internal` on. Each scan marks the new forms of the page; a
 * visitor's submit of a marked form is held while one call asks the server:
 * - external (action on another host): `cleantalk_force_ajax_check` with the form's fields,
 *   as the Bitrix24 / sender.net pre-checks send it; a block shows the block message;
 * - internal (a `.php` script of the site): `ct_check_internal`; a refusal is an `alert`.
 * Allowed, or when the check cannot run (network, timeout, malformed reply), the form is
 * sent as the visitor sent it; the server stays the last line of defence.
 */
export function startFormProtection(ctx: AntispamContext): FormProtection {
  const { config, transport, win } = ctx
  const doc = win.document
  const source = fieldSource(ctx)
  const checks = new WeakMap<HTMLFormElement, SubmitCheck>()
  const seen = new WeakSet<HTMLFormElement>()

  const external: SubmitCheck = (form) =>
    serverAllows('cleantalk_force_ajax_check', externalCheckFields(form, source), {
      fields: source,
      transport,
    })
  const internal: SubmitCheck = async (form) => {
    const result = await transport.call({
      action: 'ct_check_internal',
      route: 'ct_check_internal',
      transport: 'admin_ajax',
      fields: internalCheckFields(form),
    })
    if (!result.ok) return true
    const verdict = internalVerdict(result.data)
    // The server's message is text: alert shows it as such.
    if (!verdict.allow) win.alert(verdict.message)
    return verdict.allow
  }

  const stop = holdSubmits(win, (form) => checks.get(form))
  return {
    scan() {
      for (const form of doc.forms) {
        if (seen.has(form)) continue
        seen.add(form)
        if (config.checkExternal && isExternalForm(form, win.location.hostname))
          checks.set(form, external)
        else if (config.checkInternal && isInternalForm(form, config.blogHome))
          checks.set(form, internal)
      }
    },
    stop,
  }
}
