import { addedField } from './added-field'
import { fromBase64 } from '../storage/base64'
import { addToBody, type AddedField } from './body-rewrite'
import { guard, mayBeBlock, parseReply, type Integration, type IntegrationEnv } from './env'
import { JQUERY_SIGNS, matchSign } from './jquery-signs'
import { bodyField } from './request-info'
import { whenReady } from '../events/lifecycle'

interface AjaxSettings {
  url?: string
  data?: unknown
  beforeSend?: (this: unknown, xhr: unknown, settings: AjaxSettings) => unknown
}

interface JqXhr {
  responseJSON?: unknown
  responseText?: string
}

interface JQueryLike {
  (target: unknown): { on(e: string, h: unknown): void; off(e: string, h: unknown): void }
  ajaxSettings?: AjaxSettings
  ajaxSetup?(settings: AjaxSettings): void
  ajaxPrefilter?(fn: (options: AjaxSettings) => void): void
}

/** The visible-fields pair the jQuery path sends (the input's base64 value). */
function vfField(env: IntegrationEnv, container: Element | null): AddedField[] {
  const value = env.visibleFields(container)
  return value ? [{ key: 'apbct_visible_fields', value }] : []
}

/** `ajaxSetup` beforeSend: prepends the field (and [vf] data) to string data of the signs. */
export function rewriteSetupData(env: IntegrationEnv, data: string, url: string): string {
  const sign = matchSign(JQUERY_SIGNS, data, url, env.cookieMode)
  if (!sign) return data
  const container = sign.container?.(data, env.win.document) ?? null
  const fields = [addedField(env.fields, sign.key), ...vfField(env, container)]
  return addToBody(data, fields, 'prepend').body
}

/** `ajaxPrefilter`: Bloom (string, prepend) and Piotnet (FormData, append, raw vf JSON). */
export function rewritePrefilterData(env: IntegrationEnv, data: unknown): unknown {
  if (typeof data === 'string' && data.includes('action=bloom_subscribe'))
    return addToBody(data, [addedField(env.fields, 'U')], 'prepend').body
  if (!(data instanceof FormData) || data.get('action') !== 'pafe_ajax_form_builder') return data
  const fields: AddedField[] = [addedField(env.fields, 'U')]
  const id = bodyField(data, 'form_id') ?? bodyField(data, 'data[form_id]')
  if (id) {
    const doc = env.win.document
    const container = doc.getElementById(id) ?? doc.querySelector(`[data-id="${CSS.escape(id)}"]`)
    const raw = fromBase64(env.visibleFields(container) ?? '')
    if (raw) fields.push({ key: 'apbct_visible_fields', value: raw })
  }
  return addToBody(data, fields, 'keep').body
}

/**
 * Hooks jQuery once the page is parsed: `ajaxSetup` beforeSend and `ajaxPrefilter` add
 * the field; `ajaxComplete` replies go through block detection (trusted for the requests
 * rewritten here). Restored on uninstall (prefilters cannot be removed: they go inert).
 */
export const jqueryIntegration: Integration = {
  name: 'jquery',
  install(env) {
    let active = true
    let restore = () => undefined as void
    const rewritten = new WeakSet<object>()
    const stop = whenReady(env.win, () => {
      const $ = (env.win as unknown as { jQuery?: JQueryLike }).jQuery
      if (typeof $ !== 'function' || !$.ajaxSettings || !$.ajaxSetup) return
      const previous = $.ajaxSettings.beforeSend
      const beforeSend = function (this: unknown, xhr: unknown, settings: AjaxSettings) {
        guard(() => {
          if (!active || typeof settings.data !== 'string') return
          const next = rewriteSetupData(env, settings.data, String(settings.url ?? ''))
          if (next !== settings.data && typeof xhr === 'object' && xhr) rewritten.add(xhr)
          settings.data = next
        }, undefined)
        return previous?.call(this, xhr, settings)
      }
      $.ajaxSetup({ beforeSend })
      $.ajaxPrefilter?.((options) =>
        guard(() => {
          if (active) options.data = rewritePrefilterData(env, options.data)
        }, undefined),
      )
      const onComplete = (_e: unknown, xhr: JqXhr) =>
        guard(() => {
          const trusted = rewritten.has(xhr)
          const text = xhr.responseText ?? ''
          if (xhr.responseJSON === undefined && !mayBeBlock(text, trusted)) return
          env.reply(xhr.responseJSON ?? parseReply(text), trusted)
        }, undefined)
      $(env.win.document).on('ajaxComplete', onComplete)
      restore = () => {
        if ($.ajaxSettings?.beforeSend === beforeSend) $.ajaxSettings.beforeSend = previous
        $(env.win.document).off('ajaxComplete', onComplete)
      }
    })
    return () => {
      active = false
      stop()
      restore()
    }
  },
}
