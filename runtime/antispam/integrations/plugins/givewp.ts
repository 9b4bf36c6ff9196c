import { addedField } from '../engine/added-field'
import { addToBody, isFormData } from '../engine/body-rewrite'
import { whenReady } from '../../events/lifecycle'
import { guard, type FetchRule, type Integration } from '../engine/env'
import { wrapFetch } from '../engine/fetch-wrapper'
import type { PluginIntegration } from '../engine/plugin'

/** GiveWP's donation form frame. */
export const GIVEWP_FRAME = 'iframe[src*="givewp-route"]'

/**
 * GiveWP's donation iframe: FormData bodies of its own fetch get the field appended. The
 * FormData comes from the frame's realm, so it is not an `instanceof` the page's.
 */
const giveRule: FetchRule = {
  rewrite: ({ body }, env) => {
    if (!isFormData(body)) return undefined
    const out = addToBody(body, [addedField(env.fields, 'U')], 'keep')
    return out.changed ? out.body : undefined
  },
}

/**
 * Wraps `fetch` inside same-origin `iframe[src*="givewp-route"]` frames, 1 s after ready
 * (the contract's timing) and again whenever a frame loads a new document.
 */
const giveWpFrames: Integration = {
  name: 'givewp-iframe',
  install(env) {
    // By the frame's WindowProxy, which stays the same when the frame loads a new document:
    // the fetch installed last tells whether the current document is still wrapped.
    const wrapped = new Map<Window, { fetch: unknown; teardown: () => void }>()
    const frames: HTMLIFrameElement[] = []
    const wrap = (frame: HTMLIFrameElement) =>
      guard(() => {
        const inner = frame.contentWindow
        if (!inner) return
        // Throws for a cross-origin frame: those are left alone.
        void inner.document
        const target = inner as unknown as { fetch: typeof fetch }
        if (target.fetch === wrapped.get(inner)?.fetch) return
        const teardown = wrapFetch(target, env, { rules: [giveRule], checks: [] })
        wrapped.set(inner, { fetch: target.fetch, teardown })
      }, undefined)
    const onLoad = (event: Event) => wrap(event.target as HTMLIFrameElement)
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopReady = whenReady(env.win, () => {
      timer = setTimeout(() => {
        env.win.document.querySelectorAll<HTMLIFrameElement>(GIVEWP_FRAME).forEach((f) => {
          frames.push(f)
          f.addEventListener('load', onLoad)
          wrap(f)
        })
      }, 1000)
    })
    return () => {
      stopReady()
      clearTimeout(timer)
      frames.forEach((f) => f.removeEventListener('load', onLoad))
      wrapped.forEach((w) => guard(w.teardown, undefined))
    }
  },
}

/** GiveWP (contract f): its donation frames' own fetch calls get the bare field. */
export const giveWp: PluginIntegration = {
  marker: GIVEWP_FRAME,
  hooks: [giveWpFrames],
}
