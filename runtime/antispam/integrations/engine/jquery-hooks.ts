import type { CookieMode } from '../../config/config'
import { whenReady } from '../../events/lifecycle'
import { addedField, type KeyStyle } from './added-field'
import { addToBody, type AddedField } from './body-rewrite'
import { guard, mayBeBlock, parseReply, type Integration, type IntegrationEnv } from './env'

/** One detection sign of the jQuery `ajaxSetup` hook (contract f). */
export interface JquerySign {
  /** Every string must occur in the request data (or the URL, for `inUrl`). */
  readonly all: readonly string[]
  readonly inUrl?: boolean
  readonly key: KeyStyle
  /** The container whose visible-fields input is sent, when the row has [vf]. */
  container?(data: string, doc: Document): Element | null
  /** Only in this cookie mode. */
  readonly mode?: CookieMode
}

/**
 * A plugin's `ajaxPrefilter` rewrite (contract f): the request data with the field added, or
 * undefined when the request is not the plugin's.
 */
export type JqueryPrefilter = (env: IntegrationEnv, data: unknown) => unknown

/** What the jQuery hooks act on: every plugin's signs and prefilters, in registry order. */
export interface JqueryTables {
  /** Tested in order; a later match overrides an earlier one (contract f). */
  readonly signs: readonly JquerySign[]
  /** The first that returns data wins. */
  readonly prefilters: readonly JqueryPrefilter[]
}

/** The last sign matching a request, or undefined. */
export function matchSign(
  signs: readonly JquerySign[],
  data: string,
  url: string,
  mode: CookieMode,
): JquerySign | undefined {
  let found: JquerySign | undefined
  for (const sign of signs) {
    if (sign.mode && sign.mode !== mode) continue
    const text = sign.inUrl ? url : data
    if (sign.all.every((s) => text.includes(s))) found = sign
  }
  return found
}

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
export function vfField(env: IntegrationEnv, container: Element | null): AddedField[] {
  const value = env.visibleFields(container)
  return value ? [{ key: 'apbct_visible_fields', value }] : []
}

/** `ajaxSetup` beforeSend: prepends the field (and [vf] data) to string data of the signs. */
export function rewriteSetupData(
  env: IntegrationEnv,
  data: string,
  url: string,
  signs: readonly JquerySign[],
): string {
  const sign = matchSign(signs, data, url, env.cookieMode)
  if (!sign) return data
  const container = sign.container?.(data, env.win.document) ?? null
  const fields = [addedField(env.fields, sign.key), ...vfField(env, container)]
  return addToBody(data, fields, 'prepend').body
}

/** `ajaxPrefilter`: the data as the first plugin prefilter that knows it returns it. */
export function rewritePrefilterData(
  env: IntegrationEnv,
  data: unknown,
  prefilters: readonly JqueryPrefilter[],
): unknown {
  for (const prefilter of prefilters) {
    const next = prefilter(env, data)
    if (next !== undefined) return next
  }
  return data
}

/**
 * Hooks jQuery once the page is parsed: `ajaxSetup` beforeSend and `ajaxPrefilter` add
 * the field; `ajaxComplete` replies go through block detection (trusted for the requests
 * rewritten here). Restored on uninstall (prefilters cannot be removed: they go inert).
 */
export function jqueryIntegration(tables: JqueryTables): Integration {
  return {
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
            const next = rewriteSetupData(
              env,
              settings.data,
              String(settings.url ?? ''),
              tables.signs,
            )
            if (next !== settings.data && typeof xhr === 'object' && xhr) rewritten.add(xhr)
            settings.data = next
          }, undefined)
          return previous?.call(this, xhr, settings)
        }
        $.ajaxSetup({ beforeSend })
        $.ajaxPrefilter?.((options) =>
          guard(() => {
            if (active) options.data = rewritePrefilterData(env, options.data, tables.prefilters)
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
}
