import type { Feature } from '../feature'
import { loadAntispamUi } from '../ui/load-ui'
import type { DecoderSession } from '../ui/types'
import { contactScheme } from './safe-href'

function encodedTarget(event: Event): HTMLElement | undefined {
  const el = event.target instanceof Element ? event.target : null
  // A link wrapping an encoded span is the click target, not the span (contract e).
  return (
    (el?.closest<HTMLElement>('a[data-original-string]') ??
      el?.closest<HTMLElement>('[data-original-string]')) ||
    undefined
  )
}

/**
 * The email decoder (spec §2.1, §4; contract c.1 and e). Only the click listener runs on
 * every page; the flow and its popup load with the UI chunk on the first click.
 */
export const emailDecoderFeature: Feature = {
  name: 'email decoder',
  install(ctx) {
    const session: DecoderSession = { busy: false, decoded: new WeakSet(), timers: new Set() }
    const onClick = (event: MouseEvent) => {
      try {
        const target = encodedTarget(event)
        if (!target || session.decoded.has(target)) return
        // Until decoded, an encoded mailto/tel link must not open the obfuscated address.
        if (contactScheme(target)) event.preventDefault()
        if (session.busy) return
        session.busy = true
        loadAntispamUi()
          .then((ui) => ui.decodeContact(ctx, target, session))
          .catch((error: unknown) => {
            session.busy = false
            console.error('[bramble] Failed to decode the contact:', error)
          })
      } catch (error) {
        console.error('[bramble] Email decoder click failed:', error)
      }
    }
    const doc = ctx.win.document
    doc.addEventListener('click', onClick, true)
    return () => {
      doc.removeEventListener('click', onClick, true)
      session.timers.forEach(clearTimeout)
    }
  },
}
