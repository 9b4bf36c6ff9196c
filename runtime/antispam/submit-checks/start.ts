import { whenLoaded } from '../events/lifecycle'
import type { AntispamContext } from '../context/feature'
import { fieldSource } from '../integrations/engine/field-source'
import { serverAllows } from '../integrations/engine/pre-check-run'
import { botDetectorToken, noCookiePayload } from '../storage'
import { externalCheckFields, internalCheckFields } from './check-fields'
import { coverOutsideEmbeds } from './embed-cover'
import { frameDocuments } from './frame-documents'
import { outsideEmbedVerdict, socialLoginVerdict, type GuardVerdict } from './guard-verdicts'
import { holdSubmits, type SubmitCheck } from './hold-submits'
import { internalVerdict } from './internal-verdict'
import { guardSocialLogin } from './social-login'
import { isExternalForm, isInternalForm } from './targets'
import type { FormProtection } from './types'

/** The external check's guards start this long after the window's load (reference timing). */
export const GUARDS_DELAY = 2000

/**
 * External and internal form checks (contract c.7), with `settings__forms__check_external`
 * / `settings__forms__check_internal` on. Each scan marks the new forms of the page and of
 * its same-origin iframes; a visitor's submit of a marked form, or a page script's
 * `form.submit()` of it, is held while one call asks the server:
 * - external (action on another host): `cleantalk_force_ajax_check` with the form's fields,
 *   as the Bitrix24 / sender.net pre-checks send it; a block shows the block message;
 * - internal (a `.php` script of the site): `ct_check_internal`; a refusal is an `alert`.
 * Allowed, or when the check cannot run (network, timeout, malformed reply), the form is
 * sent as the visitor sent it; the server stays the last line of defence.
 * With the external check on, 2 s after the window's load, the social-login buttons and the
 * outside embeds are guarded too (social-login.ts, embed-cover.ts).
 */
export function startFormProtection(ctx: AntispamContext): FormProtection {
  const { config, transport, win } = ctx
  const doc = win.document
  const source = fieldSource(ctx)
  const checks = new WeakMap<HTMLFormElement, SubmitCheck>()
  const seen = new WeakSet<HTMLFormElement>()
  const teardowns: (() => void)[] = []

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
  /** One guard call over admin-ajax; a call that fails is no answer and lets the visitor on. */
  const guard =
    (action: string, fields: () => Record<string, string>, verdict: (r: unknown) => GuardVerdict) =>
    async (): Promise<GuardVerdict> => {
      const result = await transport.call({
        action,
        route: action,
        transport: 'admin_ajax',
        fields: fields(),
      })
      return result.ok ? verdict(result.data) : { allow: true }
    }

  const hold = holdSubmits(win, (form) => checks.get(form))
  const scan = () => {
    const host = win.location.hostname
    for (const d of [doc, ...frameDocuments(doc)]) {
      if (d !== doc) hold.watch(d.defaultView!)
      for (const form of d.forms) {
        if (seen.has(form)) continue
        seen.add(form)
        const check =
          config.checkExternal && isExternalForm(form, host)
            ? external
            : config.checkInternal && isInternalForm(form, config.blogHome)
              ? internal
              : undefined
        if (!check) continue
        checks.set(form, check)
        hold.guardScript(form)
      }
    }
  }
  // A same-origin iframe whose document arrives later is scanned when it loads.
  const onFrameLoad = (event: Event) => {
    if ((event.target as Element).tagName === 'IFRAME') scan()
  }
  doc.addEventListener('load', onFrameLoad, true)
  teardowns.push(() => doc.removeEventListener('load', onFrameLoad, true), hold.stop)

  if (config.checkExternal) {
    let timer: ReturnType<typeof setTimeout> | undefined
    teardowns.push(
      whenLoaded(win, () => {
        timer = setTimeout(() => {
          scan()
          teardowns.push(
            guardSocialLogin(
              win,
              guard(
                'cleantalk_nsl_ajax_check',
                () => ({
                  // The field the page's forms carry (mode none), else the same payload.
                  ct_no_cookie_hidden_field:
                    doc.querySelector<HTMLInputElement>('input[name=ct_no_cookie_hidden_field]')
                      ?.value || noCookiePayload(win),
                }),
                socialLoginVerdict,
              ),
            ),
            coverOutsideEmbeds(
              win,
              guard(
                'cleantalk_outside_iframe_ajax_check',
                () => ({
                  ct_no_cookie_hidden_field: noCookiePayload(win),
                  ct_bot_detector_event_token: botDetectorToken(win.localStorage),
                }),
                outsideEmbedVerdict,
              ),
            ),
          )
        }, GUARDS_DELAY)
      }),
      () => clearTimeout(timer),
    )
  }

  return {
    scan,
    stop: () =>
      teardowns
        .splice(0)
        .reverse()
        .forEach((t) => t()),
  }
}
