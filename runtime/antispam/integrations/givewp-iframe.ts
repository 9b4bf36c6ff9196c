import { addedField } from './added-field'
import { addToBody } from './body-rewrite'
import { guard, type Integration } from './env'
import type { FetchRule } from './fetch-rules'
import { wrapFetch } from './fetch-wrapper'
import { GIVEWP_FRAME } from './markers'
import { whenReady } from './when-ready'

/** GiveWP's donation iframe: FormData bodies of its own fetch get the field appended. */
const giveRule: FetchRule = {
  name: 'GiveWP',
  rewrite: ({ body }, env) => {
    if (!(body instanceof FormData)) return undefined
    const out = addToBody(body, [addedField(env.fields, 'U')], 'keep')
    return out.changed ? out.body : undefined
  },
}

/**
 * Wraps `fetch` inside same-origin `iframe[src*="givewp-route"]` frames, 1 s after ready
 * (the contract's timing) and again whenever a frame loads a new document.
 */
export const giveWpIntegration: Integration = {
  name: 'givewp-iframe',
  install(env) {
    const teardowns = new Map<Window, () => void>()
    const frames: HTMLIFrameElement[] = []
    const wrap = (frame: HTMLIFrameElement) =>
      guard(() => {
        const inner = frame.contentWindow
        if (!inner || teardowns.has(inner)) return
        // Throws for a cross-origin frame: those are left alone.
        void inner.document
        teardowns.set(
          inner,
          wrapFetch(inner as unknown as { fetch: typeof fetch }, env, {
            rules: [giveRule],
            checks: [],
          }),
        )
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
      teardowns.forEach((t) => guard(t, undefined))
    }
  },
}
